/* solve.c - every position reachable from a start, and its perfect-play
 * value, by retrograde analysis over the explicit graph.
 *
 * The graph is explored breadth first through the engine's own rules
 * (sow_legal, sow_play_rules, the endless proof as sow_settle asks it), each
 * state in its canonical form (sow_canonical), so nothing here restates a
 * rule. Values are then attractors, as in the solving of awari: for each
 * payoff v from the best down, the positions from which South can force an
 * end by a rule paying at least v grow from the ends paying v backwards (a
 * South position joins when one move leads in, a North position when all
 * do). A position's `lo` is the first v whose attractor takes it; `hi` is
 * the same from North's side. Cycles need no special case: a position from
 * which the other player can keep play going joins no attractor. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <xxhash.h>

#include "solve_internal.h"

typedef struct {
    uint32_t child;
    int8_t move;                 /* a pit (SOW_REVERSE + pit, the pie's swap) or SOW_PASS */
} edge;

struct sow_solved {
    const sow_rules *r;
    sow_state *node;
    size_t n, cap;
    uint32_t *slot;              /* hash table of node index + 1 (0: empty) */
    uint32_t *tag;               /* the slot's hash, high half: most probes compare it and not the state */
    size_t slots;
    size_t *first;               /* node i's moves: edges first[i] .. first[i + 1] - 1 */
    size_t fcap;
    edge *edge;
    size_t m, mcap;
    int16_t *lo[SOW_VALUE__COUNT], *hi[SOW_VALUE__COUNT];
    const sow_endgames *db;      /* positions in it are leaves valued by it */
    struct leaf { uint32_t node; sow_bounds v[SOW_VALUE__COUNT]; } *leaf;
    size_t nleaf, leafcap;
    uint32_t *ord_lo[SOW_VALUE__COUNT], *ord_hi[SOW_VALUE__COUNT];
    sow_solve_stats stats;
};

static int fail(sow_error *err, const char *field, const char *msg)
{
    memset(err, 0, sizeof *err);
    snprintf(err->field, sizeof err->field, "%s", field);
    snprintf(err->msg, sizeof err->msg, "%s", msg);
    return -1;
}

int sow_solve_supported(const sow_rules *r, sow_error *err)
{
    if (r->fam.rounds)
        return fail(err, "rounds", "the rules play a match of rounds, whose positions carry the rounds "
                    "won and the pits owned; the solver plays one game: expected rules without rounds") + 1;
    return 1;
}

/* ---- the positions --------------------------------------------------------- */

static uint64_t hash_of(const sow_state *s)
{
    return XXH3_64bits(s, sizeof *s);
}

static int grow(void **p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap) return 0;
    size_t c = *cap ? *cap : 1024;
    while (c < need) c *= 2;
    void *q = realloc(*p, c * size);
    if (!q) return -1;
    *p = q;
    *cap = c;
    return 0;
}

static int rehash(sow_solved *g)
{
    size_t slots = g->slots ? 2 * g->slots : 1 << 16;
    uint32_t *slot = calloc(slots, sizeof *slot), *tag = malloc(slots * sizeof *tag);
    if (!slot || !tag) {
        free(slot);
        free(tag);
        return -1;
    }
    for (size_t i = 0; i < g->n; i++) {
        uint64_t h = hash_of(&g->node[i]);
        size_t j = (size_t)h & (slots - 1);
        while (slot[j]) j = (j + 1) & (slots - 1);
        slot[j] = (uint32_t)(i + 1);
        tag[j] = (uint32_t)(h >> 32);
    }
    free(g->slot);
    free(g->tag);
    g->slot = slot;
    g->tag = tag;
    g->slots = slots;
    return 0;
}

static long find(const sow_solved *g, const sow_state *s, size_t *at, uint32_t *tag)
{
    uint64_t h = hash_of(s);
    size_t j = (size_t)h & (g->slots - 1);
    *tag = (uint32_t)(h >> 32);
    for (; g->slot[j]; j = (j + 1) & (g->slots - 1))
        if (g->tag[j] == *tag && !memcmp(&g->node[g->slot[j] - 1], s, sizeof *s)) return (long)g->slot[j] - 1;
    if (at) *at = j;
    return -1;
}

/* The node of s, added if new: its index, -1 out of memory, -2 too many. */
static long add(sow_solved *g, const sow_state *s, size_t max)
{
    size_t at;
    uint32_t tag;
    if (!g->slots && rehash(g)) return -1;
    long i = find(g, s, &at, &tag);
    if (i >= 0) return i;
    if (g->n >= max) return -2;
    if (2 * (g->n + 1) > g->slots) {
        if (rehash(g)) return -1;
        find(g, s, &at, &tag);
    }
    if (grow((void **)&g->node, &g->cap, g->n + 1, sizeof *g->node)) return -1;
    g->node[g->n] = *s;
    g->slot[at] = (uint32_t)(g->n + 1);
    g->tag[at] = tag;
    return (long)g->n++;
}

void sow_solve_ply(const sow_rules *r, const sow_state *s, int move, sow_state *c)
{
    *c = *s;
    sow_play_rules(r, c, move);
    if (c->status == SOW_PLAYING && r->endless_detect == SOW_DETECT_PROVEN
        && sow_endless_check(r, c) == SOW_ENDLESS_PROVEN)
        sow_end_endless(r, c);
    sow_canonical(r, c);
}

static void count_end(sow_solve_stats *st, const sow_state *s)
{
    if (s->result == SOW_WIN || s->result == SOW_DRAW) {
        st->ends_rule++;
        st->proven_endless += s->end == SOW_END_ENDLESS;
    } else if (s->result == SOW_UNRESOLVED) {
        st->ends_gap++;
    } else {
        st->ends_limit++;
    }
}

static int explore_node(sow_solved *g, size_t i, size_t max, sow_error *err)
{
    const sow_rules *r = g->r;
    sow_state s = g->node[i], c;
    if (grow((void **)&g->first, &g->fcap, i + 2, sizeof *g->first))
        return fail(err, "", "out of memory exploring the positions");
    g->first[i] = g->m;
    g->first[i + 1] = g->m;
    if (s.status != SOW_PLAYING) {
        count_end(&g->stats, &s);
        return 0;
    }
    sow_bounds v[SOW_VALUE__COUNT];
    if (g->db && sow_endgames_probe(g->db, &s, v)) {     /* valued by the database: a leaf */
        if (grow((void **)&g->leaf, &g->leafcap, g->nleaf + 1, sizeof *g->leaf))
            return fail(err, "", "out of memory exploring the positions");
        g->leaf[g->nleaf].node = (uint32_t)i;
        memcpy(g->leaf[g->nleaf++].v, v, sizeof v);
        g->stats.db_leaves++;
        return 0;
    }
    sow_moves legal = sow_legal(r, &s);
    int pass = !legal;
    while (legal || pass) {
        int mv = pass ? SOW_PASS : __builtin_ctzll(legal);
        sow_solve_ply(r, &s, mv, &c);
        long k = add(g, &c, max);
        if (k == -2) {
            char msg[SOW_TEXT_LEN * 2];
            snprintf(msg, sizeof msg, "more than %zu positions are reachable from the start, the most asked for "
                     "(max_positions); each takes about %zu bytes with its moves and values: allow more, or solve a "
                     "smaller board", max, sizeof(sow_state) + 90);
            return fail(err, "max_positions", msg);
        }
        if (k < 0 || grow((void **)&g->edge, &g->mcap, g->m + 1, sizeof *g->edge))
            return fail(err, "", "out of memory exploring the positions");
        g->edge[g->m].child = (uint32_t)k;
        g->edge[g->m].move = (int8_t)mv;
        g->m++;
        if (pass) break;
        legal &= legal - 1;
    }
    g->first[i + 1] = g->m;
    return 0;
}

/* ---- the values -------------------------------------------------------------- */

static int payoff(const sow_state *s, sow_value_kind k)
{
    if (k == SOW_VALUE_MARGIN) return (int)s->captured[0] - (int)s->captured[1];
    return s->result == SOW_DRAW ? 0 : s->winner == 0 ? 1 : -1;
}

/* The ends by a rule and the database's leaves, by the payoff they give
 * side's attractor (a leaf: its bound for that side, none if it has none):
 * ends[efirst[v + SOW_MAX_SEEDS] ..]. */
enum { SPAN = 2 * SOW_MAX_SEEDS + 1 };
static int end_payoff(const sow_solved *g, size_t i, sow_value_kind k, int side, size_t *leaf)
{
    if (solve_rule_end(&g->node[i])) return payoff(&g->node[i], k);
    if (*leaf < g->nleaf && g->leaf[*leaf].node == i) {
        int v = side ? g->leaf[*leaf].v[k].hi : g->leaf[*leaf].v[k].lo;
        ++*leaf;
        return v > -SOW_SOLVE_NONE && v < SOW_SOLVE_NONE ? v : SOW_SOLVE_NONE;
    }
    return SOW_SOLVE_NONE;
}

static int ends_by_payoff(const sow_solved *g, sow_value_kind k, int side, size_t *efirst, uint32_t **ends)
{
    memset(efirst, 0, (SPAN + 1) * sizeof *efirst);
    size_t leaf = 0;
    for (size_t i = 0; i < g->n; i++) {
        int v = end_payoff(g, i, k, side, &leaf);
        if (v != SOW_SOLVE_NONE) efirst[v + SOW_MAX_SEEDS + 1]++;
    }
    for (int v = 0; v < SPAN; v++) efirst[v + 1] += efirst[v];
    uint32_t *e = malloc((efirst[SPAN] ? efirst[SPAN] : 1) * sizeof *e);
    size_t at[SPAN];
    if (!e) return -1;
    memcpy(at, efirst, sizeof at);
    leaf = 0;
    for (size_t i = 0; i < g->n; i++) {
        int v = end_payoff(g, i, k, side, &leaf);
        if (v != SOW_SOLVE_NONE) e[at[v + SOW_MAX_SEEDS]++] = (uint32_t)i;
    }
    *ends = e;
    return 0;
}

/* Who must be able to choose: the attractor of `side` takes a position of
 * side's when one move leads in, one of the other player's when all do. */
static void attract(sow_solved *g, int side, const size_t *efirst, const uint32_t *ends, const size_t *pfirst,
                    const uint32_t *pred, uint32_t *count, uint32_t *queue, int16_t *val, uint32_t *ord)
{
    const int none = side == 0 ? -SOW_SOLVE_NONE : SOW_SOLVE_NONE;
    uint32_t order = 0;
    for (size_t i = 0; i < g->n; i++) {
        val[i] = (int16_t)none;
        count[i] = (uint32_t)(g->first[i + 1] - g->first[i]);
    }
    /* payoffs from side's best down: South's highest first, North's lowest */
    for (int step = 0; step < SPAN; step++) {
        int v = side == 0 ? SOW_MAX_SEEDS - step : step - SOW_MAX_SEEDS;
        size_t head = 0, tail = 0;
        for (size_t e = efirst[v + SOW_MAX_SEEDS]; e < efirst[v + SOW_MAX_SEEDS + 1]; e++) {
            val[ends[e]] = (int16_t)v;
            ord[ends[e]] = order++;
            queue[tail++] = ends[e];
        }
        while (head < tail) {
            uint32_t x = queue[head++];
            for (size_t e = pfirst[x]; e < pfirst[x + 1]; e++) {
                uint32_t q = pred[e];
                if (val[q] != none) continue;
                if (g->node[q].to_move != side && --count[q]) continue;
                val[q] = (int16_t)v;
                ord[q] = order++;
                queue[tail++] = q;
            }
        }
    }
}

/* The predecessors of each node (with a move's multiplicity), CSR. */
static int predecessors(sow_solved *g, size_t **pfirst, uint32_t **pred)
{
    size_t *f = calloc(g->n + 1, sizeof *f);
    uint32_t *p = malloc((g->m ? g->m : 1) * sizeof *p);
    if (!f || !p) {
        free(f);
        free(p);
        return -1;
    }
    for (size_t e = 0; e < g->m; e++) f[g->edge[e].child + 1]++;
    for (size_t i = 0; i < g->n; i++) f[i + 1] += f[i];
    size_t *at = malloc((g->n ? g->n : 1) * sizeof *at);
    if (!at) {
        free(f);
        free(p);
        return -1;
    }
    memcpy(at, f, g->n * sizeof *at);
    for (size_t i = 0; i < g->n; i++)
        for (size_t e = g->first[i]; e < g->first[i + 1]; e++) p[at[g->edge[e].child]++] = (uint32_t)i;
    free(at);
    *pfirst = f;
    *pred = p;
    return 0;
}

static int values(sow_solved *g, sow_error *err)
{
    size_t *pfirst = NULL;
    uint32_t *pred = NULL;
    uint32_t *count = malloc(g->n * sizeof *count), *queue = malloc(g->n * sizeof *queue);
    int rc = !count || !queue || predecessors(g, &pfirst, &pred) ? -1 : 0;
    for (int k = 0; rc == 0 && k < SOW_VALUE__COUNT; k++) {
        g->lo[k] = malloc(g->n * sizeof *g->lo[k]);
        g->hi[k] = malloc(g->n * sizeof *g->hi[k]);
        g->ord_lo[k] = malloc(g->n * sizeof *g->ord_lo[k]);
        g->ord_hi[k] = malloc(g->n * sizeof *g->ord_hi[k]);
        if (!g->lo[k] || !g->hi[k] || !g->ord_lo[k] || !g->ord_hi[k]) {
            rc = -1;
            break;
        }
        for (int side = 0; rc == 0 && side < 2; side++) {
            size_t efirst[SPAN + 1];
            uint32_t *ends;
            if (ends_by_payoff(g, (sow_value_kind)k, side, efirst, &ends)) {
                rc = -1;
                break;
            }
            attract(g, side, efirst, ends, pfirst, pred, count, queue, side ? g->hi[k] : g->lo[k],
                    side ? g->ord_hi[k] : g->ord_lo[k]);
            free(ends);
        }
    }
    free(count);
    free(queue);
    free(pfirst);
    free(pred);
    return rc ? fail(err, "", "out of memory solving the positions") : 0;
}

/* ---- the interface ------------------------------------------------------------ */

int sow_solve(const sow_rules *r, const sow_state *root, const sow_solve_options *o, sow_solved **out,
              sow_error *err)
{
    *out = NULL;
    if (!sow_solve_supported(r, err)) return -1;
    size_t max = o && o->max_positions > 0 ? (size_t)o->max_positions : SOW_SOLVE_DEFAULT_MAX;
    if (max > UINT32_MAX - 1) max = UINT32_MAX - 1;
    sow_solved *g = calloc(1, sizeof *g);
    if (!g) return fail(err, "", "out of memory");
    g->r = r;
    g->db = o ? o->db : NULL;
    sow_state s = *root;
    sow_canonical(r, &s);
    int rc = add(g, &s, max) < 0 ? fail(err, "", "out of memory") : 0;
    for (size_t i = 0; rc == 0 && i < g->n; i++) {
        rc = explore_node(g, i, max, err);
        if (o && o->progress && i && (i & 0xfffff) == 0) o->progress(o->progress_ctx, g->n, i);
    }
    if (rc == 0) rc = values(g, err);
    if (rc) {
        sow_solved_free(g);
        return -1;
    }
    g->stats.positions = g->n;
    g->stats.moves = g->m;
    g->stats.bytes = g->cap * sizeof *g->node + g->slots * 2 * sizeof *g->slot + g->fcap * sizeof *g->first
                   + g->mcap * sizeof *g->edge + g->n * SOW_VALUE__COUNT * 2 * (sizeof(int16_t) + sizeof(uint32_t))
                   + g->leafcap * sizeof *g->leaf;
    *out = g;
    return 0;
}

void sow_solved_free(sow_solved *g)
{
    if (!g) return;
    free(g->node);
    free(g->slot);
    free(g->tag);
    free(g->first);
    free(g->edge);
    free(g->leaf);
    for (int k = 0; k < SOW_VALUE__COUNT; k++) {
        free(g->lo[k]);
        free(g->hi[k]);
        free(g->ord_lo[k]);
        free(g->ord_hi[k]);
    }
    free(g);
}

sow_solve_stats sow_solved_stats(const sow_solved *g)
{
    return g->stats;
}

long sow_solved_find(const sow_solved *g, const sow_state *s)
{
    sow_state c = *s;
    uint32_t tag;
    sow_canonical(g->r, &c);
    return find(g, &c, NULL, &tag);
}

sow_bounds sow_solved_value(const sow_solved *g, long node, sow_value_kind k)
{
    sow_bounds b = { g->lo[k][node], g->hi[k][node] };
    return b;
}

const sow_state *sow_solved_state(const sow_solved *g, long node)
{
    return &g->node[node];
}

int sow_solved_moves(const sow_solved *g, long node, int *move, long *child, int cap)
{
    int n = 0;
    for (size_t e = g->first[node]; e < g->first[node + 1]; e++, n++)
        if (n < cap) {
            move[n] = g->edge[e].move;
            child[n] = g->edge[e].child;
        }
    return n;
}

/* The player to move keeps the value and steps to a position that joined
 * the attractor before this one (South's for South, North's for North):
 * South's order falls at each ply (a North position joined South's
 * attractor after all its children), so the line ends. */
int sow_solved_best(const sow_solved *g, long node, sow_value_kind k, long *child)
{
    const sow_state *s = &g->node[node];
    int v = g->lo[k][node];
    if (s->status != SOW_PLAYING || v != g->hi[k][node]) return -2;
    if (g->first[node] == g->first[node + 1]) return -3;     /* a database leaf: playing, no moves here */
    int south = s->to_move == 0, best = -2;
    const int16_t *val = south ? g->lo[k] : g->hi[k];
    const uint32_t *ord = south ? g->ord_lo[k] : g->ord_hi[k];
    uint32_t least = ord[node];
    for (size_t e = g->first[node]; e < g->first[node + 1]; e++) {
        uint32_t c = g->edge[e].child;
        if (val[c] == v && ord[c] < least) {
            least = ord[c];
            best = g->edge[e].move;
            *child = c;
        }
    }
    return best;
}
