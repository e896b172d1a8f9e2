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

typedef struct {
    node *slot;
    uint8_t *used;
    size_t cap, count;
} node_set;

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

static int set_grow(node_set *s);

/* 1 if added, 0 if present, -1 out of memory. */
static int set_add(node_set *s, const node *n)
{
    if (2 * (s->count + 1) > s->cap && set_grow(s)) return -1;
    size_t i = (size_t)node_hash(n) & (s->cap - 1);
    while (s->used[i]) {
        if (node_same(&s->slot[i], n)) return 0;
        i = (i + 1) & (s->cap - 1);
    }
    s->used[i] = 1;
    s->slot[i] = *n;
    s->count++;
    return 1;
}

static int set_grow(node_set *s)
{
    node_set t = {0};
    t.cap = s->cap ? 2 * s->cap : 1024;
    t.slot = malloc(t.cap * sizeof *t.slot);
    t.used = calloc(t.cap, 1);
    if (!t.slot || !t.used) {
        free(t.slot);
        free(t.used);
        return -1;
    }
    for (size_t i = 0; i < s->cap; i++)
        if (s->used[i]) {
            size_t j = (size_t)node_hash(&s->slot[i]) & (t.cap - 1);
            while (t.used[j]) j = (j + 1) & (t.cap - 1);
            t.used[j] = 1;
            t.slot[j] = s->slot[i];
            t.count++;
        }
    free(s->slot);
    free(s->used);
    *s = t;
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
    node_set seen = {0};
    /* breadth first: a reachable capture is usually near, and found soon */
    size_t head = 0, tail = 0, queue_cap = 256;
    sow_state *queue = malloc(queue_cap * sizeof *queue);
    sow_endless_verdict verdict = SOW_ENDLESS_PROVEN;
    node n0 = node_of(start);
    if (!queue || set_add(&seen, &n0) < 0) {
        verdict = SOW_ENDLESS_UNKNOWN;
        goto done;
    }
    queue[tail++] = *start;
    while (head < tail) {
        sow_state x = queue[head++];
        uint32_t legal = sow_legal(r, &x);
        int moves[SOW_MAX_PITS + 1], nm = 0;
        if (!legal) moves[nm++] = SOW_PASS;
        for (; legal; legal &= legal - 1) moves[nm++] = __builtin_ctz(legal);
        for (int i = 0; i < nm; i++) {
            sow_state y = x;
            sow_play_rules_only(r, &y, moves[i]);
            if (y.status != SOW_PLAYING || y.captured[0] != x.captured[0] || y.captured[1] != x.captured[1]) {
                verdict = SOW_ENDLESS_NOT;     /* a capture or an end can happen */
                goto done;
            }
            node n = node_of(&y);
            int added = set_add(&seen, &n);
            if (added < 0 || (long)seen.count > budget) {
                verdict = SOW_ENDLESS_UNKNOWN;
                goto done;
            }
            if (!added) continue;
            if (tail == queue_cap) {
                sow_state *bigger = realloc(queue, 2 * queue_cap * sizeof *queue);
                if (!bigger) {
                    verdict = SOW_ENDLESS_UNKNOWN;
                    goto done;
                }
                queue = bigger;
                queue_cap *= 2;
            }
            queue[tail++] = y;
        }
    }
done:
    free(queue);
    free(seen.slot);
    free(seen.used);
    return verdict;
}
