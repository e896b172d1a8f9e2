/* endless.c - proving that a game can never end (II.Q5, IV.Q9, AM.E2).
 *
 * Sowing only moves seeds, so from a quiet position the positions reachable
 * without a capture form a finite graph. If a search over all of it, every
 * move of either player included, finds no capture and no end rule firing,
 * the game is endless: proven, not guessed. The search is bounded by a
 * budget of positions; beyond it the verdict is "unknown".
 *
 * Verdicts are facts about a position under a rule set, so they are cached
 * per thread, keyed by the rules' key and the position: a proof that a
 * capture is reachable also settles every position on the path to it, and
 * endgames revisit the same few positions over and over. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* A position as the search tells positions apart. The children and the
 * blocked pits cannot change without seeds changing hands (a search stops
 * there), so within one search they are those of its start and stay out of
 * the visited set, which keeps the seed games' nodes as small as before
 * the family's rules; the verdict cache, which outlives a search, keys on
 * them (`around`). */
typedef struct {
    sow_board b;
    uint32_t cycle;              /* allow each_pit_first: the pits started from (0 for the seed games) */
    uint8_t to_move, started;    /* started: bit 0, a sowing was made (first_only); above, no_return's barred pit + 1 */
    uint8_t ways;                /* sow.first_chooses (0 for the seed games) */
    uint8_t opening;             /* the opening rules' sowings, up to where they stop mattering (0 for the seed games) */
} node;

/* What a search holds fixed: the children, the blocked pits, the owners. */
typedef struct {
    uint32_t blocked, child, child_north;
    uint32_t owner_north;        /* rounds.territory: fixed within a round, as the blocked pits are */
} around;

/* A queued position and the index of the one it was reached from. */
typedef struct {
    sow_state s;
    uint32_t parent;
} item;

/* The visited set and the queue live on in each thread between proofs:
 * a simulation asks for many small proofs, and fresh allocations for each
 * cost more than the search. A slot is in use when its stamp equals the
 * current generation, so clearing the set is one increment. */
typedef struct {
    node *slot;
    uint32_t *stamp;
    uint32_t gen;
    size_t cap, count;
    item *queue;
    size_t queue_cap;
} scratch;

/* The verdict cache: direct-mapped, a later verdict replaces an earlier. */
enum { CACHE_BITS = 13 };
typedef struct {
    uint64_t key;                /* the rules' key; 0: empty */
    node n;
    around a;
    uint8_t verdict;
} entry;

static _Thread_local scratch S;
static _Thread_local entry *C;

static uint64_t node_hash(const node *n)
{
    uint64_t h = 0x9e3779b97f4a7c15ULL ^ n->to_move ^ ((uint64_t)n->started << 8) ^ ((uint64_t)n->ways << 16)
               ^ ((uint64_t)n->opening << 56)
               ^ ((uint64_t)n->cycle << 24);
    for (int i = 0; i < SOW_MAX_PITS / 8; i++) {
        h ^= n->b.w[i];
        h *= 0xbf58476d1ce4e5b9ULL;
        h ^= h >> 31;
    }
    return h;
}

static int node_same(const node *a, const node *b)
{
    return a->to_move == b->to_move && a->started == b->started && !memcmp(&a->b, &b->b, sizeof a->b)
        && a->cycle == b->cycle && a->ways == b->ways && a->opening == b->opening;
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

static int queue_push(size_t tail, const sow_state *x, size_t parent)
{
    if (tail == S.queue_cap) {
        size_t cap = S.queue_cap ? 2 * S.queue_cap : 1024;
        item *q = realloc(S.queue, cap * sizeof *q);
        if (!q) return -1;
        S.queue = q;
        S.queue_cap = cap;
    }
    S.queue[tail].s = *x;
    S.queue[tail].parent = (uint32_t)parent;
    return 0;
}

/* How far into the opening rules a position is: sowings counted as they
 * count them, up to the last that still matters. */
COLD static uint8_t opening_of(const sow_rules *r, const sow_state *s)
{
    const sow_family *f = &r->fam;
    uint32_t last = (uint32_t)(f->capture_after > f->skip_after ? f->capture_after : f->skip_after);
    if (f->first_from && last < 1) last = 1;
    if (f->first_from && last < (uint32_t)f->first_from_sowings) last = (uint32_t)f->first_from_sowings;
    if (f->allow_after && last < (uint32_t)f->allow_after) last = (uint32_t)f->allow_after;
    if (f->opening && last < 1) last = 1;
    if (!last) return 0;
    uint32_t k = opening_sowings(r, s);
    return (uint8_t)(k < last ? k : last < 255 ? last : 255);
}

HOT_INLINE node node_of(const sow_rules *r, const sow_state *s)
{
    node n;                      /* every field set: nodes are compared field by field, padding aside */
    n.b = s->b;
    n.to_move = s->to_move;
    n.started = (uint8_t)((s->sowings > 0) | s->barred << 1);
    n.cycle = s->started;
    n.ways = s->ways;
    n.opening = r->general ? opening_of(r, s) : 0;
    return n;
}

static around around_of(const sow_state *s)
{
    around a = { s->blocked, s->child, s->child_north, s->owner_north };
    return a;
}

static int around_same(const around *a, const around *b)
{
    return a->blocked == b->blocked && a->child == b->child && a->child_north == b->child_north
        && a->owner_north == b->owner_north;
}

/* ---- the cache ------------------------------------------------------------- */

static entry *cache_slot(const sow_rules *r, const node *n, const around *a)
{
    if (!C && !(C = calloc((size_t)1 << CACHE_BITS, sizeof *C))) return NULL;
    uint64_t h = node_hash(n) ^ r->key ^ ((uint64_t)(a->blocked ^ a->child) << 32) ^ a->child_north
               ^ ((uint64_t)a->owner_north << 16);
    return &C[h & (((size_t)1 << CACHE_BITS) - 1)];
}

static int cache_get(const sow_rules *r, const node *n, const around *a)
{
    entry *e = cache_slot(r, n, a);
    if (e && e->key == r->key && node_same(&e->n, n) && around_same(&e->a, a)) return e->verdict;
    return -1;
}

static void cache_put(const sow_rules *r, const node *n, const around *a, sow_endless_verdict v)
{
    entry *e = cache_slot(r, n, a);
    if (!e) return;
    e->key = r->key;
    e->n = *n;
    e->a = *a;
    e->verdict = (uint8_t)v;
}

/* ---- the search ------------------------------------------------------------ */

/* Breadth first: a reachable capture is usually near, and found soon. With
 * `remember`, a capture found settles every position on the path to it. */
static sow_endless_verdict search(const sow_rules *r, const sow_state *start, long budget, int remember)
{
    if (start->status != SOW_PLAYING) return SOW_ENDLESS_NOT;
    size_t head = 0, tail = 0;
    node n0 = node_of(r, start);
    around a0 = around_of(start);
    set_clear();
    if (set_add(&n0) < 0 || queue_push(tail++, start, 0)) return SOW_ENDLESS_UNKNOWN;
    while (head < tail) {
        size_t at = head++;
        sow_state x = S.queue[at].s;
        sow_moves legal = sow_legal(r, &x);
        int moves[2 * SOW_MAX_PITS + 1], nm = 0;
        if (!legal) moves[nm++] = SOW_PASS;
        for (; legal; legal &= legal - 1) moves[nm++] = __builtin_ctzll(legal);
        for (int i = 0; i < nm; i++) {
            sow_state y = x;
            sow_play_rules(r, &y, moves[i]);
            if (y.status != SOW_PLAYING && y.end == SOW_END_LIMIT)
                return SOW_ENDLESS_UNKNOWN;    /* a turn past limits.laps: cannot tell */
            if (y.status != SOW_PLAYING || y.captured[0] != x.captured[0] || y.captured[1] != x.captured[1]
                || kept_seeds(r, &y, 2) != kept_seeds(r, &x, 2)                     /* children.keep */
                || (r->general && !around_same((const around[]){ around_of(&y) }, &a0))) {
                /* (children and blocked pits change only with seeds: never in the second test) */
                /* a capture or an end can happen: from x and all it came from */
                for (size_t k = at; remember; k = S.queue[k].parent) {
                    node nk = node_of(r, &S.queue[k].s);
                    cache_put(r, &nk, &a0, SOW_ENDLESS_NOT);
                    if (k == 0) break;
                }
                return SOW_ENDLESS_NOT;
            }
            node n = node_of(r, &y);
            int added = set_add(&n);
            if (added < 0 || (long)S.count > budget) return SOW_ENDLESS_UNKNOWN;
            if (added && queue_push(tail++, &y, at)) return SOW_ENDLESS_UNKNOWN;
        }
    }
    return SOW_ENDLESS_PROVEN;
}

sow_endless_verdict sow_endless_proof(const sow_rules *r, const sow_state *start, long budget)
{
    return search(r, start, budget, 0);
}

sow_endless_verdict sow_endless_check(const sow_rules *r, const sow_state *s)
{
    if (s->status != SOW_PLAYING) return SOW_ENDLESS_NOT;
    node n = node_of(r, s);
    around a = around_of(s);
    int v = cache_get(r, &n, &a);
    if (v >= 0) return (sow_endless_verdict)v;
    sow_endless_verdict got = search(r, s, SOW_ENDLESS_BUDGET, 1);
    cache_put(r, &n, &a, got);              /* with a fixed budget, unknown is a fact too */
    return got;
}

void sow_endless_release(void)
{
    free(S.slot);
    free(S.stamp);
    free(S.queue);
    memset(&S, 0, sizeof S);
    free(C);
    C = NULL;
}
