/* endless.c - proving that a game can never end (II.Q5, IV.Q9, AM.E2).
 *
 * Sowing only moves seeds, so from a quiet position the positions reachable
 * without a capture form a finite graph. If a search over all of it, every
 * move of either player included, finds no capture and no end rule firing,
 * the game is endless: proven, not guessed. The search is bounded by a
 * budget of positions; beyond it the verdict is "unknown". */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct {
    sow_board b;
    uint8_t to_move, started;    /* started: a sowing was made (first_only) */
} node;

/* The visited set and the queue live on in each thread between proofs:
 * a simulation asks for many small proofs, and fresh allocations for each
 * cost more than the search. A slot is in use when its stamp equals the
 * current generation, so clearing the set is one increment. */
typedef struct {
    node *slot;
    uint32_t *stamp;
    uint32_t gen;
    size_t cap, count;
    sow_state *queue;
    size_t queue_cap;
} scratch;

static _Thread_local scratch S;

static uint64_t node_hash(const node *n)
{
    uint64_t h = 0x9e3779b97f4a7c15ULL ^ n->to_move ^ ((uint64_t)n->started << 8);
    for (int i = 0; i < SOW_MAX_PITS / 8; i++) {
        h ^= n->b.w[i];
        h *= 0xbf58476d1ce4e5b9ULL;
        h ^= h >> 31;
    }
    return h;
}

static int node_same(const node *a, const node *b)
{
    return a->to_move == b->to_move && a->started == b->started && !memcmp(&a->b, &b->b, sizeof a->b);
}

static size_t slot_of(const node *n, size_t cap)
{
    return (size_t)node_hash(n) & (cap - 1);
}

/* Doubles the table, keeping the nodes of the current generation. */
static int set_grow(void)
{
    size_t cap = S.cap ? 2 * S.cap : 4096;
    node *slot = malloc(cap * sizeof *slot);
    uint32_t *stamp = calloc(cap, sizeof *stamp);
    if (!slot || !stamp) {
        free(slot);
        free(stamp);
        return -1;
    }
    for (size_t i = 0; i < S.cap; i++)
        if (S.stamp[i] == S.gen) {
            size_t j = slot_of(&S.slot[i], cap);
            while (stamp[j] == 1) j = (j + 1) & (cap - 1);
            stamp[j] = 1;
            slot[j] = S.slot[i];
        }
    free(S.slot);
    free(S.stamp);
    S.slot = slot;
    S.stamp = stamp;
    S.cap = cap;
    S.gen = 1;
    return 0;
}

/* 1 if added, 0 if present, -1 out of memory. */
static int set_add(const node *n)
{
    if (2 * (S.count + 1) > S.cap && set_grow()) return -1;
    size_t i = slot_of(n, S.cap);
    while (S.stamp[i] == S.gen) {
        if (node_same(&S.slot[i], n)) return 0;
        i = (i + 1) & (S.cap - 1);
    }
    S.stamp[i] = S.gen;
    S.slot[i] = *n;
    S.count++;
    return 1;
}

static void set_clear(void)
{
    S.count = 0;
    if (++S.gen == 0) {                /* the stamps wrapped: clear them */
        if (S.stamp) memset(S.stamp, 0, S.cap * sizeof *S.stamp);
        S.gen = 1;
    }
}

static int queue_push(size_t tail, const sow_state *x)
{
    if (tail == S.queue_cap) {
        size_t cap = S.queue_cap ? 2 * S.queue_cap : 1024;
        sow_state *q = realloc(S.queue, cap * sizeof *q);
        if (!q) return -1;
        S.queue = q;
        S.queue_cap = cap;
    }
    S.queue[tail] = *x;
    return 0;
}

static node node_of(const sow_state *s)
{
    node n;
    memset(&n, 0, sizeof n);
    n.b = s->b;
    n.to_move = s->to_move;
    n.started = s->sowings > 0;
    return n;
}

sow_endless_verdict sow_endless_proof(const sow_rules *r, const sow_state *start, long budget)
{
    if (start->status != SOW_PLAYING) return SOW_ENDLESS_NOT;
    /* breadth first: a reachable capture is usually near, and found soon */
    size_t head = 0, tail = 0;
    node n0 = node_of(start);
    set_clear();
    if (set_add(&n0) < 0 || queue_push(tail++, start)) return SOW_ENDLESS_UNKNOWN;
    while (head < tail) {
        sow_state x = S.queue[head++];
        uint32_t legal = sow_legal(r, &x);
        int moves[SOW_MAX_PITS + 1], nm = 0;
        if (!legal) moves[nm++] = SOW_PASS;
        for (; legal; legal &= legal - 1) moves[nm++] = __builtin_ctz(legal);
        for (int i = 0; i < nm; i++) {
            sow_state y = x;
            sow_play_rules_only(r, &y, moves[i]);
            if (y.status != SOW_PLAYING || y.captured[0] != x.captured[0] || y.captured[1] != x.captured[1])
                return SOW_ENDLESS_NOT;        /* a capture or an end can happen */
            node n = node_of(&y);
            int added = set_add(&n);
            if (added < 0 || (long)S.count > budget) return SOW_ENDLESS_UNKNOWN;
            if (added && queue_push(tail++, &y)) return SOW_ENDLESS_UNKNOWN;
        }
    }
    return SOW_ENDLESS_PROVEN;
}

void sow_endless_release(void)
{
    free(S.slot);
    free(S.stamp);
    free(S.queue);
    memset(&S, 0, sizeof S);
}
