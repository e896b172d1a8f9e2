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

/* A queued position and the index of the one it was reached from; under
 * the family's rules in sow_endless_check, its legal moves, found when it
 * was queued (general_captures_at_once). */
typedef struct {
    sow_state s;
    uint32_t parent;
    sow_moves legal;
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

/* `general` (r->general): a constant in each copy of the search. Rules
 * without the family's rules leave cycle, ways and opening 0, so their
 * copy neither hashes nor compares them (the hash is the same value). */
HOT_INLINE uint64_t node_hash_as(const node *n, int general)
{
    uint64_t h = 0x9e3779b97f4a7c15ULL ^ n->to_move ^ ((uint64_t)n->started << 8);
    if (general) h ^= ((uint64_t)n->ways << 16) ^ ((uint64_t)n->opening << 56) ^ ((uint64_t)n->cycle << 24);
    for (int i = 0; i < SOW_MAX_PITS / 8; i++) {
        h ^= n->b.w[i];
        h *= 0xbf58476d1ce4e5b9ULL;
        h ^= h >> 31;
    }
    return h;
}

HOT_INLINE int node_same_as(const node *a, const node *b, int general)
{
    return a->to_move == b->to_move && a->started == b->started && !memcmp(&a->b, &b->b, sizeof a->b)
        && (!general || (a->cycle == b->cycle && a->ways == b->ways && a->opening == b->opening));
}

static size_t slot_of(const node *n, size_t cap)
{
    return (size_t)node_hash_as(n, 1) & (cap - 1);
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
HOT_INLINE int set_add_as(const node *n, int general)
{
    if (2 * (S.count + 1) > S.cap && set_grow()) return -1;
    size_t i = (size_t)node_hash_as(n, general) & (S.cap - 1);
    while (S.stamp[i] == S.gen) {
        if (node_same_as(&S.slot[i], n, general)) return 0;
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
    uint32_t last = opening_last(r);
    if (!last) return 0;
    uint32_t k = opening_sowings(r, s);
    return (uint8_t)(k < last ? k : last < 255 ? last : 255);
}

HOT_INLINE node node_of_as(const sow_rules *r, const sow_state *s, int general)
{
    node n;                      /* every field set: nodes are compared field by field, padding aside */
    n.b = s->b;
    n.to_move = s->to_move;
    if (!general) {              /* the family's state is 0 (barred, started, ways: only the general turn sets them) */
        n.started = s->sowings > 0;
        n.cycle = 0;
        n.ways = n.opening = 0;
        return n;
    }
    n.started = (uint8_t)((s->sowings > 0) | s->barred << 1);
    n.cycle = s->started;
    n.ways = s->ways;
    n.opening = opening_of(r, s);
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

/* (Without the family's rules `around` is all 0: not hashed nor compared.) */
HOT_INLINE entry *cache_slot_as(const sow_rules *r, const node *n, const around *a, int general)
{
    if (!C && !(C = calloc((size_t)1 << CACHE_BITS, sizeof *C))) return NULL;
    uint64_t h = node_hash_as(n, general) ^ r->key;
    if (general) h ^= ((uint64_t)(a->blocked ^ a->child) << 32) ^ a->child_north ^ ((uint64_t)a->owner_north << 16);
    return &C[h & (((size_t)1 << CACHE_BITS) - 1)];
}

HOT_INLINE int cache_get_as(const sow_rules *r, const node *n, const around *a, int general)
{
    entry *e = cache_slot_as(r, n, a, general);
    if (e && e->key == r->key && node_same_as(&e->n, n, general) && (!general || around_same(&e->a, a)))
        return e->verdict;
    return -1;
}

HOT_INLINE void cache_put_as(const sow_rules *r, const node *n, const around *a, sow_endless_verdict v, int general)
{
    entry *e = cache_slot_as(r, n, a, general);
    if (!e) return;
    e->key = r->key;
    e->n = *n;
    e->a = *a;
    e->verdict = (uint8_t)v;
}

/* ---- a necessary condition, asked first ----------------------------------- */

/* The count the last seed of a single lap from `from` leaves in its pit:
 * sow_lap's board update (turn.c) at that one pit (up to 16 pits, its
 * byte-wise add: exact, no pit holds more than 255). */
static inline int landing_count(const sow_rules *r, const sow_board *b, int from, int *last)
{
    int seeds = b->pit[from], q = r->lap_last[from][seeds];
    *last = q;
    if (r->words <= 2) return (uint8_t)(b->pit[q] + r->lap_add[from][seeds][q]);
    return b->pit[q] + r->lap_full[seeds] * r->lap_ones[from].pit[q] + r->lap_part[from][r->lap_rem[seeds]].pit[q]
         - (q == from ? seeds : 0);
}

/* grand_slam "forfeit" (capture_or_forfeit, turn.c): a capture is kept
 * unless it empties the opponent's row. After sowing `from` (up to 16
 * pits), an opponent's pit whose count does not capture is taken neither
 * as the landing pit nor by the chain (without opposite pits, excluded),
 * so the row keeps its seeds and the capture stands. */
static inline int keeps_seeds(const sow_rules *r, const sow_state *s, int from)
{
    const uint8_t *add = r->lap_add[from][s->b.pit[from]];
    for (uint32_t opp = r->row_mask[s->to_move ^ 1]; opp; opp &= opp - 1) {
        int q = __builtin_ctz(opp), c = (uint8_t)(s->b.pit[q] + add[q]);
        if (c && !r->capture[c]) return 1;
    }
    return 0;
}

/* 1 if the player to move has a move that captures at once, so that play
 * from s is not endless: a proof can only succeed where this is 0. Sound
 * because the search's first step plays exactly these moves (legal_as, the
 * feeding filter included) and stops at the first child that captures:
 * such a child is a capture reachable from s, and the prover is exact
 * where it says "proven". The seed games' single lap only: without a relay
 * a turn is one lap (turn.c), so no earlier move can hit limits.laps (an
 * "unknown" the search would give first) or sow.max_laps; the landing pit
 * captures when capture[] and capture_ok say so and then takes at least
 * its own seeds (one or more: the last seed fell there), unless a grand
 * slam is forfeit (then only where keeps_seeds shows it is not). The
 * verdict is the one the search gives, so nothing changes but the cost: a
 * few table reads per move instead of a search (tests/test_endless.c
 * checks it against the search). In Mangala
 * II most positions asked about have such a move. */
HOT_INLINE int captures_at_once(const sow_rules *r, const sow_state *s)
{
    int forfeit = r->grand_slam == SOW_SLAM_FORFEIT;
    if (r->relay_on || (forfeit && (r->words > 2 || r->opposite))) return 0;
    int mover = s->to_move;
    for (uint32_t m = (uint32_t)legal_as(r, s, 0); m; m &= m - 1) {
        int last, from = __builtin_ctz(m), c = landing_count(r, &s->b, from, &last);
        if (r->capture[c] && (r->capture_ok[mover] >> last & 1) && (!forfeit || keeps_seeds(r, s, from)))
            return 1;
    }
    return 0;
}

/* The same under the family's rules, where no table tells where a general
 * turn's last seed falls: each of the moves `legal` of s is played, the
 * end rules not asked (a capture is made before them; sow_play asks them
 * after the move). Sound for the same reason: a legal move that captures is
 * a capture reachable from s. Far cheaper than the search's step, whose
 * every child is settled (under grand_slam "illegal" or feeding, settling
 * plays every move of the next player too). */
static int general_captures_at_once(const sow_rules *r, const sow_state *s, sow_moves legal)
{
    for (; legal; legal &= legal - 1) {
        sow_state y = *s;
        play_as(r, &y, __builtin_ctzll(legal), NULL, 1);
        if (y.status == SOW_PLAYING && (y.captured[0] != s->captured[0] || y.captured[1] != s->captured[1]))
            return 1;
    }
    return 0;
}

/* ---- the search ------------------------------------------------------------ */

/* A capture is reachable from queued position `at`: from all it came from. */
HOT_INLINE void remember_path(const sow_rules *r, size_t at, const around *a0, int general)
{
    for (size_t k = at;; k = S.queue[k].parent) {
        node nk = node_of_as(r, &S.queue[k].s, general);
        cache_put_as(r, &nk, a0, SOW_ENDLESS_NOT, general);
        if (k == 0) break;
    }
}

/* Breadth first: a reachable capture is usually near, and found soon. With
 * `remember` (sow_endless_check, not the plain sow_endless_proof), a
 * capture found settles every position on the path to it, and one a new
 * position can make at once (captures_at_once) is found a step sooner:
 * the same verdict whenever the plain search proves or disproves, without
 * playing the moves of that position and of the others queued before it
 * (where the plain search would run out of budget first it may now say
 * "not endless", which is true, instead of "unknown"). */
/* `general` (r->general) is a constant in each copy (search_seed,
 * search_general): the seed games' copy plays their table-driven turn and
 * asks nothing of the family's state. */
HOT_INLINE sow_endless_verdict search_as(const sow_rules *r, const sow_state *start, long budget, int remember,
                                         int general)
{
    if (start->status != SOW_PLAYING) return SOW_ENDLESS_NOT;
    size_t head = 0, tail = 0;
    node n0 = node_of_as(r, start, general);
    around a0 = around_of(start);
    set_clear();
    if (set_add_as(&n0, general) < 0 || queue_push(tail++, start, 0)) return SOW_ENDLESS_UNKNOWN;
    const int early = remember && general;  /* general_captures_at_once on each new position */
    if (early && general_captures_at_once(r, start, S.queue[0].legal = legal_as(r, start, 1))) {
        remember_path(r, 0, &a0, general);
        return SOW_ENDLESS_NOT;
    }
    while (head < tail) {
        size_t at = head++;
        sow_state x = S.queue[at].s;
        sow_moves legal = early ? S.queue[at].legal : legal_as(r, &x, general);
        int moves[2 * SOW_MAX_PITS + 1], nm = 0;
        if (!legal) moves[nm++] = SOW_PASS;
        if (general)
            for (; legal; legal &= legal - 1) moves[nm++] = __builtin_ctzll(legal);
        else                                   /* pits sown one way: 32-bit */
            for (uint32_t l = (uint32_t)legal; l; l &= l - 1) moves[nm++] = __builtin_ctz(l);
        for (int i = 0; i < nm; i++) {
            sow_state y = x;
            play_as(r, &y, moves[i], NULL, general);
            settle_rules_as(r, &y, general);
            if (y.status != SOW_PLAYING && y.end == SOW_END_LIMIT)
                return SOW_ENDLESS_UNKNOWN;    /* a turn past limits.laps: cannot tell */
            if (y.status != SOW_PLAYING || y.captured[0] != x.captured[0] || y.captured[1] != x.captured[1]
                || (general && (kept_seeds(r, &y, 2) != kept_seeds(r, &x, 2)                     /* children.keep */
                                || !around_same((const around[]){ around_of(&y) }, &a0)))) {
                /* (children and blocked pits change only with seeds: never in the second test) */
                /* a capture or an end can happen: from x and all it came from */
                if (remember) remember_path(r, at, &a0, general);
                return SOW_ENDLESS_NOT;
            }
            node n = node_of_as(r, &y, general);
            int added = set_add_as(&n, general);
            if (added < 0 || (long)S.count > budget) return SOW_ENDLESS_UNKNOWN;
            if (added && remember && !general && captures_at_once(r, &y)) {
                cache_put_as(r, &n, &a0, SOW_ENDLESS_NOT, general);
                remember_path(r, at, &a0, general);
                return SOW_ENDLESS_NOT;
            }
            if (!added) continue;
            sow_moves ly = early ? legal_as(r, &y, 1) : 0;
            if (early && general_captures_at_once(r, &y, ly)) {
                cache_put_as(r, &n, &a0, SOW_ENDLESS_NOT, general);
                remember_path(r, at, &a0, general);
                return SOW_ENDLESS_NOT;
            }
            if (queue_push(tail++, &y, at)) return SOW_ENDLESS_UNKNOWN;
            S.queue[tail - 1].legal = ly;
        }
    }
    return SOW_ENDLESS_PROVEN;
}

static sow_endless_verdict search_seed(const sow_rules *r, const sow_state *start, long budget, int remember)
{
    return search_as(r, start, budget, remember, 0);
}

static sow_endless_verdict search_general(const sow_rules *r, const sow_state *start, long budget, int remember)
{
    return search_as(r, start, budget, remember, 1);
}

sow_endless_verdict sow_endless_proof(const sow_rules *r, const sow_state *start, long budget)
{
    return r->general ? search_general(r, start, budget, 0) : search_seed(r, start, budget, 0);
}

/* sow_endless_check with the routine chosen (line.c's play-out passes its
 * constant `general`). */
HOT_INLINE sow_endless_verdict endless_check_as(const sow_rules *r, const sow_state *s, int general)
{
    if (s->status != SOW_PLAYING) return SOW_ENDLESS_NOT;
    node n = node_of_as(r, s, general);
    around a = around_of(s);
    int v = cache_get_as(r, &n, &a, general);
    if (v >= 0) return (sow_endless_verdict)v;
    if (!general && captures_at_once(r, s)) return SOW_ENDLESS_NOT;
    sow_endless_verdict got = general ? search_general(r, s, SOW_ENDLESS_BUDGET, 1)
                                      : search_seed(r, s, SOW_ENDLESS_BUDGET, 1);
    cache_put_as(r, &n, &a, got, general);  /* with a fixed budget, unknown is a fact too */
    return got;
}

int sow_endless_ruled_out(const sow_rules *r, const sow_state *s)
{
    return !r->general && s->status == SOW_PLAYING && captures_at_once(r, s);
}

sow_endless_verdict sow_endless_check(const sow_rules *r, const sow_state *s)
{
    return r->general ? endless_check_as(r, s, 1) : endless_check_as(r, s, 0);
}

int sow_endless_in_use(void)
{
    return C != NULL || S.cap != 0;
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

