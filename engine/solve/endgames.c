/* endgames.c - endgame databases: every position of at most K seeds on the
 * board and its perfect-play margin, by retrograde analysis layer by layer.
 *
 * A layer is the positions of n seeds on the board, numbered by the
 * combinatorial number system (a board is a composition of n into 2N
 * parts: the ranks of its bars). Each position's moves are played by the
 * engine's own rules (sow_solve_ply, as sow_solve plays them); a move that
 * captures or ends the game leaves the layer, to a value already known
 * (a lower layer, or the end's payoff): an exit. Moves within the layer
 * are edges, and the values are the attractors of sow_solve, grown from
 * the exits: South's from the best exit down (a South position joins at
 * its best exit or when one move leads in, a North one when all its moves
 * do), North's the other way. So play that cycles within a layer needs
 * no special case, and a value the rules leave open stays open.
 *
 * Where the rules read the seeds captured (a count to reach, a win that
 * needs a majority, a goal won whatever the seeds), a position is also
 * its captured split: the layer of n seeds holds every split of the
 * other T - n, and the result is stored beside the margin.
 *
 * The positions are the template state (the spec's, past its opening,
 * nothing captured) with another board and player to move; a move that
 * leads to a state differing in anything else (a counter, a child, a
 * closed pit) is a rule the database cannot index: the build stops and
 * says which field. */
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <xxhash.h>

#include "solve_internal.h"

enum {
    LO_NONE8 = -128, HI_NONE8 = 127,       /* no bound, as stored */
    NEVER = 2000,                          /* an exit that never releases (sides: -NEVER South, +NEVER North) */
    NOEXIT = 3000,                         /* no exit at all */
    FORMAT = 1,
    ENDIAN = 0x01020304,
};
static const char MAGIC[8] = "SOWEGDB";

typedef struct {
    char magic[8];
    uint32_t format, endian;
    uint64_t spec_hash;
    uint32_t pits, row, seeds, layers;     /* layers: whole in the file (seeds + 1 when done) */
    uint32_t split, total;                 /* positions by captured split (bit 0), by who sowed last (bit 1); the seeds in play */
    char version[16];
    char name[64];
    char readings[512];
    uint64_t layer_sum[SOW_ENDGAMES_MAX_SEEDS + 1];
    uint64_t sum;                          /* of the header before it */
} file_header;

/* A layer's values, each an array of its nodes: the margin's bounds (from
 * the position on), and with split the result's. */
enum { M_LO, M_HI, R_LO, R_HI, NVAL };

struct sow_endgames {
    const sow_rules *r;
    int seeds, pits, split, total, nval;
    uint64_t sum;                /* the file header's checksum: the database's identity */
    int movers;                  /* 2: positions by who sowed last as well (the mover or the other), 1: not */
    sow_state tmpl;
    uint64_t size[SOW_ENDGAMES_MAX_SEEDS + 1];   /* nodes of layer n: boards x splits x 2 players to move */
    int8_t *val[SOW_ENDGAMES_MAX_SEEDS + 1][NVAL];
};

/* Captured splits of layer n: every c0 = 0 .. T - n with split, else one. */
static uint64_t splits(int split, int total, int n)
{
    return !split ? 1 : n > total ? 0 : (uint64_t)(total - n + 1);
}

static int fail(sow_error *err, const char *field, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int fail(sow_error *err, const char *field, const char *fmt, ...)
{
    va_list ap;
    memset(err, 0, sizeof *err);
    snprintf(err->field, sizeof err->field, "%s", field);
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    return -1;
}

/* ---- which rules ----------------------------------------------------------- */

static int rest_reads_captured(sow_rest rest)
{
    return rest == SOW_REST_DIVIDED || rest == SOW_REST_DIVIDED_TIE_NORTH;
}

/* 1 when the rules read who sowed last: a pass leaves it, and an end
 * rule after the pass hands seeds by it or judges by that player's row. */
static int needs_last_mover(const sow_rules *r)
{
    const sow_family *f = &r->fam;
    sow_rest rests[] = { r->endless_rest, r->lone_seed_rest, r->feed_unable, r->empty_row_rest, r->lap_cap_rest,
                         f->either_row_rest, f->mover_row_rest, f->opponent_row_rest, f->singles_rest, f->no_moves_rest };
    int reads = f->few_left || f->goal == SOW_GOAL_DEPRIVE || f->goal == SOW_GOAL_CLEAR || f->mover_row_end
             || f->opponent_row_end;
    for (size_t i = 0; i < sizeof rests / sizeof *rests; i++) reads |= rests[i] == SOW_REST_LAST_MOVER;
    return reads;
}

/* 1 when the rules read the seeds captured, or decide a result without
 * them: positions are then indexed by their captured split as well. */
static int needs_split(const sow_rules *r)
{
    const sow_family *f = &r->fam;
    sow_rest rests[] = { r->endless_rest, r->lone_seed_rest, r->feed_unable, r->empty_row_rest, r->lap_cap_rest,
                         f->either_row_rest, f->mover_row_rest, f->opponent_row_rest, f->singles_rest, f->no_moves_rest };
    int reads = r->threshold || r->win_needs || f->goal != SOW_GOAL_MOST || f->no_move_loses;
    for (size_t i = 0; i < sizeof rests / sizeof *rests; i++) reads |= rest_reads_captured(rests[i]);
    return reads;
}

int sow_endgames_supported(const sow_rules *r, sow_error *err)
{
    const sow_family *f = &r->fam;
    static const char *const tail = "; an endgame database indexes a position by its board, the player to move and "
                                    "(where the rules read them) the seeds captured alone";
#define REFUSE(field, why) return fail(err, field, "%s%s", why, tail) + 1
    if (!sow_solve_supported(r, err)) return 0;
    if (r->endless_detect == SOW_DETECT_PLIES)
        REFUSE("finish.endless", "the endless rule counts quiet plies, which the position carries");
    if (f->few_left && f->few_left_starter)
        REFUSE("finish.few_left_to", "an end rule hands the seeds to who started, which the position carries");
    if (f->relay_store || f->pass_store || f->take_opp_store)
        REFUSE(f->relay_store ? "sow.relay_store" : f->pass_store ? "capture.pass_store" : "capture.opponent_store",
               "a store's seeds go back into play or change hands");
    if (f->children) REFUSE("children", "children are pits the position owns");
    if (f->close_count) REFUSE("sow.close", "closed pits are part of the position");
    if (f->first_chooses || f->bear_off)
        REFUSE(f->bear_off ? "sow.bear_off" : "sow.first_chooses", "the position carries a direction chosen or a bearing off begun");
    if (f->allow == SOW_ALLOW_EACH_PIT_FIRST) REFUSE("allow", "the pits started from in the cycle are part of the position");
    if (f->no_return || f->repeat_once)
        REFUSE(f->no_return ? "no_return" : "extra_turn.capture_once", "the position carries the last ply's seed or extra turn");
#undef REFUSE
    return 1;
}

/* ---- numbering boards ------------------------------------------------------- */

/* C(n, k) for n < BIN_N, k <= SOW_MAX_PITS; UINT64_MAX where it would overflow. */
enum { BIN_N = SOW_ENDGAMES_MAX_SEEDS + SOW_MAX_PITS + 1 };
static uint64_t binoms[BIN_N][SOW_MAX_PITS + 1];
static pthread_once_t binoms_once = PTHREAD_ONCE_INIT;

static void make_binoms(void)
{
    for (int i = 0; i < BIN_N; i++) {
        binoms[i][0] = 1;
        for (int j = 1; j <= SOW_MAX_PITS; j++) {
            uint64_t a = i ? binoms[i - 1][j - 1] : 0, b = i ? binoms[i - 1][j] : 0;
            binoms[i][j] = a == UINT64_MAX || b == UINT64_MAX || a + b < a ? UINT64_MAX : a + b;
        }
    }
}

static uint64_t binom(int n, int k)
{
    return n < 0 || k < 0 || k > n ? 0 : binoms[n][k];
}

/* Positions of n seeds in `pits` pits: C(n + pits - 1, pits - 1). */
static uint64_t layer_size(int pits, int n)
{
    return binom(n + pits - 1, pits - 1);
}

/* The rank of a board of n seeds: its bars b_j = (seeds before pit j) + j - 1,
 * ranked colexicographically, sum of C(b_j, j). */
static uint64_t board_rank(const uint8_t *pit, int pits)
{
    uint64_t rank = 0;
    int before = 0;
    for (int j = 1; j < pits; j++) {
        before += pit[j - 1];
        rank += binom(before + j - 1, j);
    }
    return rank;
}

static void board_unrank(uint64_t rank, int n, int pits, uint8_t *pit)
{
    int bar[SOW_MAX_PITS];
    int b = n + pits - 2;
    for (int j = pits - 1; j >= 1; j--) {
        while (binom(b, j) > rank) b--;
        bar[j] = b;
        rank -= binom(b, j);
        b--;
    }
    bar[0] = -1;
    for (int j = 0; j < pits - 1; j++) pit[j] = (uint8_t)(bar[j + 1] - bar[j] - 1);
    pit[pits - 1] = (uint8_t)(n + pits - 2 - bar[pits - 1]);
}

/* ---- the positions ------------------------------------------------------------ */

/* What the database does not index, cleared: fields the rules never read
 * before the next ply writes them (an extra turn's flag, who started;
 * who sowed last, where no rule reads it). */
static void db_form(const sow_endgames *db, sow_state *s)
{
    if (db->movers == 1) s->last_mover = 0;
    s->again = 0;
    s->round_first = 0;
}

/* The spec's state past its opening, nothing on the board or captured. */
static void make_template(sow_endgames *db)
{
    uint8_t none[SOW_MAX_PITS] = {0};
    sow_state *t = &db->tmpl;
    sow_position(db->r, t, none, 0);
    t->sowings = UINT32_MAX / 2;
    t->ply = UINT32_MAX / 2;
    t->last_mover = 1;
    sow_canonical(db->r, t);
    db_form(db, t);
}

/* The field in which a playing state differs from the template (but for
 * what the database indexes: the board, the captured seeds, the player to
 * move, who sowed last), or NULL. */
static const char *differs(const sow_endgames *db, const sow_state *c)
{
    sow_state x = db->tmpl;
    x.b = c->b;
    x.captured[0] = c->captured[0];
    x.captured[1] = c->captured[1];
    x.to_move = c->to_move;
    if (db->movers == 2 && c->last_mover < 2) x.last_mover = c->last_mover;
    if (!memcmp(&x, c, sizeof x)) return NULL;
#define F(f) if (memcmp(&x.f, &c->f, sizeof x.f)) return #f
    F(last_mover); F(ply); F(sowings); F(quiet); F(blocked); F(child); F(child_north); F(started); F(ways); F(barred);
    F(last_again); F(round); F(round_sowed); F(owner_north); F(round_wins); F(status);
#undef F
    return "the state";
}

/* ---- one layer ------------------------------------------------------------------ */

/* Where the exits release a node into each attractor: [M_LO] South's for
 * the margin, [M_HI] North's, [R_LO], [R_HI] the result's (split). */
typedef struct {
    const sow_endgames *db;
    int n;
    uint64_t from, to;                     /* node ids of this thread */
    uint8_t *deg;                          /* moves within the layer, by node */
    int16_t *at[NVAL];
    uint32_t *edge;                        /* children within the layer, node by node */
    size_t nedge, cap;
    uint64_t moves;
    atomic_uint_fast64_t *done;
    volatile int *stop;
    const sow_endgames_options *o;
    int failed;
    char why[SOW_TEXT_LEN];
} worker;

static int push_edge(worker *w, uint32_t child)
{
    if (w->nedge == w->cap) {
        size_t c = w->cap ? 2 * w->cap : 1 << 16;
        uint32_t *e = realloc(w->edge, c * sizeof *e);
        if (!e) return -1;
        w->edge = e;
        w->cap = c;
    }
    w->edge[w->nedge++] = child;
    return 0;
}

/* The node of a playing state of n seeds on the board. */
static uint64_t node_of(const sow_endgames *db, const sow_state *s, int n)
{
    uint64_t split = db->split ? s->captured[0] : 0, again = db->movers == 2 && s->last_mover == s->to_move;
    return ((board_rank(s->b.pit, db->pits) * splits(db->split, db->total, n) + split) * (uint64_t)db->movers + again) * 2
         + s->to_move;
}

/* The values a move out of the layer leads to, from s to c, for each
 * attractor (NEVER for "no bound"): the margin it gains plus the margin
 * from c on; with split, c's result. */
static void exit_values(const sow_endgames *db, const sow_state *s, const sow_state *c, int *v)
{
    int gain = ((int)c->captured[0] - (int)c->captured[1]) - ((int)s->captured[0] - (int)s->captured[1]);
    if (c->status != SOW_PLAYING) {
        int ok = solve_rule_end(c), res = c->result == SOW_DRAW ? 0 : c->winner == 0 ? 1 : -1;
        v[M_LO] = ok ? gain : -NEVER;
        v[M_HI] = ok ? gain : NEVER;
        v[R_LO] = ok ? res : -NEVER;
        v[R_HI] = ok ? res : NEVER;
        return;
    }
    int m = sow_on_board(db->r, c);
    uint64_t id = node_of(db, c, m);
    for (int k = 0; k < db->nval; k++) {
        int x = db->val[m][k][id], none = k & 1 ? HI_NONE8 : LO_NONE8;
        v[k] = x == none ? (k & 1 ? NEVER : -NEVER) : k < R_LO ? gain + x : x;
    }
}

/* Fold an exit into a node's release point for attractor k (even: South's,
 * odd: North's): the attractor's side takes its best exit; the other
 * player's moves must all lead in, so the worst counts, and one with no
 * bound keeps the node out for good. */
static void fold_exit(int mover, int k, int v, int16_t *at)
{
    int side = k & 1, never = side ? NEVER : -NEVER;
    int better = side ? v < *at : v > *at;
    if (mover == side) {
        if (v != never && (*at == never || better)) *at = (int16_t)v;
    } else if (*at != never) {
        if (v == never || *at == NOEXIT || !better) *at = (int16_t)v;
    }
}

static int explore(worker *w, uint64_t id)
{
    const sow_endgames *db = w->db;
    const sow_rules *r = db->r;
    sow_state s = db->tmpl, c;
    int mover = (int)(id & 1), nv = db->nval;
    uint64_t sp = splits(db->split, db->total, w->n), rest = id >> 1;
    int again = (int)(rest % (uint64_t)db->movers);
    rest /= (uint64_t)db->movers;
    board_unrank(rest / sp, w->n, db->pits, s.b.pit);
    if (db->split) {
        s.captured[0] = (uint16_t)(rest % sp);
        s.captured[1] = (uint16_t)(db->total - w->n - s.captured[0]);
    }
    s.to_move = (uint8_t)mover;
    s.last_mover = (uint8_t)(again ? mover : mover ^ 1);
    if (db->movers == 1) s.last_mover = 0;
    int16_t at[NVAL];
    for (int k = 0; k < nv; k++) at[k] = mover == (k & 1) ? (k & 1 ? NEVER : -NEVER) : NOEXIT;
    unsigned deg = 0;
    sow_moves legal = sow_legal(r, &s);
    int pass = !legal;
    while (legal || pass) {
        int mv = pass ? SOW_PASS : __builtin_ctzll(legal);
        sow_solve_ply(r, &s, mv, &c);
        db_form(db, &c);
        w->moves++;
        int m = c.status == SOW_PLAYING ? sow_on_board(r, &c) : -1;
        const char *field;
        if (m > w->n) {
            snprintf(w->why, sizeof w->why, "a move added seeds to the board (%d to %d)", w->n, m);
            return -1;
        }
        if (m >= 0 && (field = differs(db, &c))) {
            snprintf(w->why, sizeof w->why, "a move leads to a position that differs in %s, which the database does not "
                     "index (the rules keep it from ply to ply)", field);
            return -1;
        }
        if (m == w->n) {
            if (c.captured[0] != s.captured[0] || c.captured[1] != s.captured[1]) {
                snprintf(w->why, sizeof w->why, "a move changed the seeds captured and left as many on the board");
                return -1;
            }
            if (push_edge(w, (uint32_t)node_of(db, &c, m))) {
                snprintf(w->why, sizeof w->why, "out of memory");
                return -1;
            }
            deg++;
        } else {
            int v[NVAL];
            exit_values(db, &s, &c, v);
            for (int k = 0; k < nv; k++) fold_exit(mover, k, v[k], &at[k]);
        }
        if (pass) break;
        legal &= legal - 1;
    }
    if (deg > UINT8_MAX) {
        snprintf(w->why, sizeof w->why, "a position has more than 255 moves");
        return -1;
    }
    w->deg[id] = (uint8_t)deg;
    for (int k = 0; k < nv; k++) w->at[k][id] = at[k];
    return 0;
}

static void explore_nodes(worker *w)
{
    for (uint64_t id = w->from; id < w->to; id++) {
        if (explore(w, id)) {
            w->failed = 1;
            return;
        }
        if ((id & 0xfff) == 0xfff) {
            uint64_t d = atomic_fetch_add(w->done, 0x1000) + 0x1000;
            if (w->stop && *w->stop) return;
            if (w->o->progress && w->from == 0) w->o->progress(w->o->progress_ctx, w->n, d, w->db->size[w->n]);
        }
    }
}

static void *explore_range(void *arg)
{
    explore_nodes(arg);
    sow_endless_release();       /* the prover's per-thread cache, before the thread goes */
    return NULL;
}

/* The scratch of one layer's attractors. */
typedef struct {
    uint64_t nodes;
    const uint8_t *deg;
    const uint64_t *pfirst;
    const uint32_t *pred;
    uint32_t *count, *queue, *bucket;
} scratch;

/* Attractor k over the layer, its payoffs -span .. span: even k South's
 * (from the best down), odd k North's (from the least up). */
static void attract(const scratch *x, int k, int span, const int16_t *at, int8_t *val)
{
    const int side = k & 1;
    const int8_t none = side ? HI_NONE8 : LO_NONE8;
    const int steps = 2 * span + 1;
    uint64_t first[2 * SOW_ENDGAMES_MAX_SEEDS + 2] = {0}, fill[2 * SOW_ENDGAMES_MAX_SEEDS + 2];
#define STEP(a) (side == 0 ? span - (a) : (a) + span)
    for (uint64_t i = 0; i < x->nodes; i++) {
        val[i] = none;
        int a = at[i];
        x->count[i] = x->deg[i] + ((int)(i & 1) != side && a != NOEXIT);
        if (a >= -span && a <= span) first[STEP(a) + 1]++;
    }
    for (int i = 0; i < steps; i++) first[i + 1] += first[i];
    memcpy(fill, first, sizeof fill);
    for (uint64_t i = 0; i < x->nodes; i++)
        if (at[i] >= -span && at[i] <= span) x->bucket[fill[STEP(at[i])]++] = (uint32_t)i;
#undef STEP
    for (int step = 0; step < steps; step++) {
        int v = side == 0 ? span - step : step - span;
        uint64_t head = 0, tail = 0;
        for (uint64_t b = first[step]; b < first[step + 1]; b++) {
            uint32_t q = x->bucket[b];
            if (val[q] != none) continue;
            if ((int)(q & 1) != side && --x->count[q]) continue;
            val[q] = (int8_t)v;
            x->queue[tail++] = q;
        }
        while (head < tail) {
            uint32_t y = x->queue[head++];
            for (uint64_t e = x->pfirst[y]; e < x->pfirst[y + 1]; e++) {
                uint32_t q = x->pred[e];
                if (val[q] != none) continue;
                if ((int)(q & 1) != side && --x->count[q]) continue;
                val[q] = (int8_t)v;
                x->queue[tail++] = q;
            }
        }
    }
}

static int cpus(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 256 ? 256 : (int)n;
}

static void free_layer(sow_endgames *db, int n)
{
    for (int k = 0; k < NVAL; k++) {
        free(db->val[n][k]);
        db->val[n][k] = NULL;
    }
}

/* The predecessors within the layer, CSR, from the workers' edges (each
 * worker's in node order, deg[x] of them for node x); frees the edges. */
static int predecessors(worker *w, int threads, uint64_t nodes, const uint8_t *deg, uint64_t **pfirst, uint32_t **pred,
                        size_t *nedges)
{
    size_t edges = 0;
    for (int t = 0; t < threads; t++) edges += w[t].nedge;
    uint64_t *f = calloc(nodes + 1, sizeof *f), *at = malloc((nodes ? nodes : 1) * sizeof *at);
    uint32_t *p = malloc((edges ? edges : 1) * sizeof *p);
    if (!f || !p || !at) {
        free(f);
        free(p);
        free(at);
        return -1;
    }
    for (int t = 0; t < threads; t++)
        for (size_t e = 0; e < w[t].nedge; e++) f[w[t].edge[e] + 1]++;
    for (uint64_t x = 0; x < nodes; x++) f[x + 1] += f[x];
    memcpy(at, f, nodes * sizeof *at);
    for (int t = 0; t < threads; t++) {
        size_t e = 0;
        for (uint64_t x = w[t].from; x < w[t].to; x++)
            for (unsigned k = 0; k < deg[x]; k++) p[at[w[t].edge[e++]]++] = (uint32_t)x;
        free(w[t].edge);
        w[t].edge = NULL;
    }
    free(at);
    *pfirst = f;
    *pred = p;
    *nedges = edges;
    return 0;
}

/* Solves layer n into db->val[n]: 0, 1 when stopped, -1. */
static int solve_layer(sow_endgames *db, int n, const sow_endgames_options *o, sow_endgames_stats *st,
                       sow_error *err)
{
    uint64_t nodes = db->size[n];
    int threads = o->threads > 0 ? o->threads : cpus(), nv = db->nval, rc = -1;
    if ((uint64_t)threads > nodes / 4096 + 1) threads = (int)(nodes / 4096 + 1);
    uint8_t *deg = malloc(nodes ? nodes : 1);
    int16_t *at[NVAL] = {NULL};
    worker *w = calloc((size_t)threads, sizeof *w);
    pthread_t *tid = calloc((size_t)threads, sizeof *tid);
    atomic_uint_fast64_t done = 0;
    uint64_t *pfirst = NULL;
    uint32_t *pred = NULL, *count = NULL, *queue = NULL, *bucket = NULL;
    size_t edges = 0;
    int ok = deg && w && tid;
    for (int k = 0; k < nv; k++) {
        at[k] = malloc((nodes ? nodes : 1) * sizeof **at);
        db->val[n][k] = malloc(nodes ? nodes : 1);
        ok = ok && at[k] && db->val[n][k];
    }
    if (!ok) goto oom;
    for (int t = 0; t < threads; t++) {
        w[t] = (worker){ .db = db, .n = n, .from = nodes * (uint64_t)t / (uint64_t)threads,
                         .to = nodes * (uint64_t)(t + 1) / (uint64_t)threads, .deg = deg, .done = &done,
                         .stop = o->stop, .o = o };
        memcpy(w[t].at, at, sizeof at);
        if (t > 0 && pthread_create(&tid[t], NULL, explore_range, &w[t])) {
            for (int u = 1; u < t; u++) pthread_join(tid[u], NULL);
            goto oom;
        }
    }
    explore_nodes(&w[0]);
    for (int t = 1; t < threads; t++) pthread_join(tid[t], NULL);
    for (int t = 0; t < threads; t++) {
        st->moves += w[t].moves;
        if (w[t].failed) {
            fail(err, "seeds", "layer %d: %s", n, w[t].why);
            goto out;
        }
    }
    if (o->stop && *o->stop) {
        rc = 1;
        goto out;
    }
    if (predecessors(w, threads, nodes, deg, &pfirst, &pred, &edges)) goto oom;
    count = malloc((nodes ? nodes : 1) * sizeof *count);
    queue = malloc((nodes ? nodes : 1) * sizeof *queue);
    bucket = malloc((nodes ? nodes : 1) * sizeof *bucket);
    if (!count || !queue || !bucket) goto oom;
    size_t held = nodes * (1 + 2 * (size_t)nv + (size_t)nv + 4 * 3 + 8) + edges * 4;
    for (int m = 0; m < n; m++) held += db->size[m] * (size_t)nv;
    if (held > st->peak_bytes) st->peak_bytes = held;
    scratch x = { nodes, deg, pfirst, pred, count, queue, bucket };
    for (int k = 0; k < nv; k++) attract(&x, k, k < R_LO ? n : 1, at[k], db->val[n][k]);
    rc = 0;
    goto out;
oom:
    fail(err, "seeds", "%s", "out of memory solving a layer: ask for fewer seeds");
out:
    for (int t = 0; w && t < threads; t++) free(w[t].edge);
    for (int k = 0; k < nv; k++) free(at[k]);
    free(deg);
    free(w);
    free(tid);
    free(pfirst);
    free(pred);
    free(count);
    free(queue);
    free(bucket);
    if (rc) free_layer(db, n);
    return rc;
}

/* ---- the file ---------------------------------------------------------------------- */

static uint64_t layer_nodes(const sow_rules *r, int split, int n)
{
    uint64_t b = layer_size(r->pits, n), sp = splits(split, r->total, n) * (needs_last_mover(r) ? 2 : 1);
    return b == UINT64_MAX || (sp && b > UINT64_MAX / 2 / sp) ? UINT64_MAX : 2 * b * sp;
}

uint64_t sow_endgames_size(const sow_rules *r, int seeds)
{
    uint64_t total = 0;
    int split = needs_split(r);
    pthread_once(&binoms_once, make_binoms);
    for (int n = 0; n <= seeds && n <= SOW_ENDGAMES_MAX_SEEDS; n++) {
        uint64_t l = layer_nodes(r, split, n);
        if (l == UINT64_MAX || total + l < total) return UINT64_MAX;
        total += l;
    }
    return total;
}

static void header_for(const sow_rules *r, int seeds, file_header *h)
{
    memset(h, 0, sizeof *h);
    memcpy(h->magic, MAGIC, sizeof h->magic);
    h->format = FORMAT;
    h->endian = ENDIAN;
    h->spec_hash = r->spec_hash;
    h->pits = (uint32_t)r->pits;
    h->row = (uint32_t)r->row;
    h->seeds = (uint32_t)seeds;
    h->split = (uint32_t)(needs_split(r) | needs_last_mover(r) << 1);
    h->total = (uint32_t)r->total;
    snprintf(h->version, sizeof h->version, "%s", SOW_VERSION);
    snprintf(h->name, sizeof h->name, "%s", r->name);
    size_t at = 0;
    for (int q = 0; q < r->nquestions && at < sizeof h->readings; q++)
        at += (size_t)snprintf(h->readings + at, sizeof h->readings - at, "%s%s=%s", at ? " " : "", r->question[q].id,
                               r->question[q].reading[r->question[q].chosen]);
}

static uint64_t header_sum(const file_header *h)
{
    return XXH3_64bits(h, offsetof(file_header, sum));
}

static uint64_t layer_sum(const sow_endgames *db, int n)
{
    XXH3_state_t *x = XXH3_createState();
    if (!x) return 0;
    XXH3_64bits_reset(x);
    for (int k = 0; k < db->nval; k++) XXH3_64bits_update(x, db->val[n][k], db->size[n]);
    uint64_t s = XXH3_64bits_digest(x);
    XXH3_freeState(x);
    return s;
}

static sow_endgames *db_new(const sow_rules *r, int seeds)
{
    pthread_once(&binoms_once, make_binoms);
    sow_endgames *db = calloc(1, sizeof *db);
    if (!db) return NULL;
    db->r = r;
    db->seeds = seeds;
    db->pits = r->pits;
    db->split = needs_split(r);
    db->total = r->total;
    db->nval = db->split ? NVAL : R_LO;
    db->movers = needs_last_mover(r) ? 2 : 1;
    make_template(db);
    for (int n = 0; n <= seeds; n++) db->size[n] = layer_nodes(r, db->split, n);
    return db;
}

/* Why h does not belong to r, or NULL. */
static const char *mismatch(const file_header *h, const file_header *want)
{
    if (memcmp(h->magic, MAGIC, sizeof MAGIC) || h->endian != ENDIAN)
        return "is not a sow endgame database (or was written on a machine of the other byte order)";
    if (h->format != FORMAT) return "is of another format of endgame database: build it again with this sow";
    if (h->sum != header_sum(h)) return "has a damaged header";
    if (h->pits != want->pits || h->total != want->total || h->split != want->split)
        return "was built for another board or deal";
    if (h->spec_hash != want->spec_hash) return "was built for other rules or readings (its spec hash differs)";
    return NULL;
}

static int read_layers(sow_endgames *db, FILE *f, const file_header *h, int layers, const char *path, sow_error *err)
{
    for (int n = 0; n < layers; n++) {
        for (int k = 0; k < db->nval; k++) {
            db->val[n][k] = malloc(db->size[n] ? db->size[n] : 1);
            if (!db->val[n][k]) return fail(err, "", "%s", "out of memory reading an endgame database");
            if (fread(db->val[n][k], 1, db->size[n], f) != db->size[n])
                return fail(err, "--db", "%s: ends before its last layer (a truncated file)", path);
        }
        if (layer_sum(db, n) != h->layer_sum[n])
            return fail(err, "--db", "%s: a layer's checksum fails (a damaged file)", path);
    }
    return 0;
}

int sow_endgames_open(const sow_rules *r, const char *path, sow_endgames **out, sow_error *err)
{
    *out = NULL;
    file_header h, want;
    FILE *f = fopen(path, "rb");
    if (!f) return fail(err, "--db", "%s: %s", path, strerror(errno));
    header_for(r, 0, &want);
    const char *why = fread(&h, sizeof h, 1, f) != 1 ? "is too short to be an endgame database" : mismatch(&h, &want);
    if (!why && (h.seeds > SOW_ENDGAMES_MAX_SEEDS || h.layers != h.seeds + 1))
        why = "is not whole (a build stopped before its last layer: run `sow solve --seeds` again to finish it)";
    if (why) {
        h.name[sizeof h.name - 1] = h.readings[sizeof h.readings - 1] = 0;
        fail(err, "--db", "%s %s (its header names %.60s, readings %.200s)", path, why, h.name, h.readings);
        fclose(f);
        return -1;
    }
    sow_endgames *db = db_new(r, (int)h.seeds);
    int rc = !db ? fail(err, "", "%s", "out of memory") : read_layers(db, f, &h, (int)h.layers, path, err);
    if (rc == 0 && fgetc(f) != EOF) rc = fail(err, "--db", "%s: has bytes after its last layer (a damaged file)", path);
    fclose(f);
    if (rc) {
        sow_endgames_free(db);
        return -1;
    }
    db->sum = h.sum;
    *out = db;
    return 0;
}

void sow_endgames_free(sow_endgames *db)
{
    if (!db) return;
    for (int n = 0; n <= db->seeds; n++) free_layer(db, n);
    free(db);
}

int sow_endgames_seeds(const sow_endgames *db)
{
    return db->seeds;
}

int sow_endgames_in_play(const sow_endgames *db)
{
    return db->split ? db->total : 0;
}

const char *sow_endgames_name(const sow_endgames *db, char *buf, size_t cap)
{
    snprintf(buf, cap, "0..%d seeds, %016llx", db->seeds, (unsigned long long)db->sum);
    return buf;
}

/* The layers a part-built file holds for db's rules, read into db (its
 * header into h): how many, 0 if none. */
static int resume(sow_endgames *db, const char *part, file_header *h)
{
    file_header want;
    sow_error e;
    FILE *f = fopen(part, "rb");
    if (!f) return 0;
    header_for(db->r, db->seeds, &want);
    int layers = 0;
    if (fread(h, sizeof *h, 1, f) == 1 && !mismatch(h, &want)) {
        layers = (int)h->layers < db->seeds + 1 ? (int)h->layers : db->seeds + 1;
        if (read_layers(db, f, h, layers, part, &e)) layers = 0;
    }
    fclose(f);
    if (!layers)
        for (int n = 0; n <= db->seeds; n++) free_layer(db, n);
    return layers;
}

static int write_header(FILE *f, file_header *h)
{
    h->sum = header_sum(h);
    return fseek(f, 0, SEEK_SET) || fwrite(h, sizeof *h, 1, f) != 1 || fflush(f) ? -1 : 0;
}

static int write_layer(FILE *f, const sow_endgames *db, int n)
{
    if (fseek(f, 0, SEEK_END)) return -1;
    for (int k = 0; k < db->nval; k++)
        if (fwrite(db->val[n][k], 1, db->size[n], f) != db->size[n]) return -1;
    return 0;
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static void count_values(const sow_endgames *db, sow_endgames_stats *st)
{
    int k = db->split ? R_LO : M_LO;     /* the result's bounds, or the margin's where it gives the result */
    for (int n = 0; n <= db->seeds; n++)
        for (uint64_t x = 0; x < db->size[n]; x++) {
            int exact = db->val[n][k][x] == db->val[n][k + 1][x];
            st->exact += exact;
            st->open += !exact;
        }
}

int sow_endgames_build(const sow_rules *r, const char *path, const sow_endgames_options *o, sow_endgames_stats *st,
                       sow_error *err)
{
    memset(st, 0, sizeof *st);
    if (!sow_endgames_supported(r, err)) return -1;
    if (o->seeds < 0 || o->seeds > SOW_ENDGAMES_MAX_SEEDS)
        return fail(err, "--seeds", "expected 0 to %d seeds, got %d", SOW_ENDGAMES_MAX_SEEDS, o->seeds);
    if (o->seeds > r->total)
        return fail(err, "--seeds", "%d seeds: the game has %d in all", o->seeds, r->total);
    int split = needs_split(r);
    for (int n = 0; n <= o->seeds; n++)
        if (layer_nodes(r, split, n) > UINT32_MAX)
            return fail(err, "--seeds", "layer %d would hold more than 2^32 positions: ask for fewer seeds", n);
    st->positions = sow_endgames_size(r, o->seeds);
    char part[4096];
    if (snprintf(part, sizeof part, "%s.part", path) >= (int)sizeof part) return fail(err, "-o", "%s", "the path is too long");
    sow_endgames *db = db_new(r, o->seeds);
    if (!db) return fail(err, "", "%s", "out of memory");
    file_header h, kept;
    memset(&kept, 0, sizeof kept);
    int from = resume(db, part, &kept), rc = 0;
    st->layers_resumed = from;
    header_for(r, o->seeds, &h);
    FILE *f = fopen(part, from ? "r+b" : "w+b");
    if (!f) rc = fail(err, "-o", "%s: %s", part, strerror(errno));
    /* the header of the layers kept (their checksums verified as read), then each layer as it is solved */
    memcpy(h.layer_sum, kept.layer_sum, (size_t)from * sizeof *h.layer_sum);
    h.layers = (uint32_t)from;
    if (rc == 0 && from && ftruncate(fileno(f), (off_t)(sizeof h + (size_t)sow_endgames_size(r, from - 1) * (size_t)db->nval)))
        rc = fail(err, "-o", "%s: cannot cut the part-built file to its whole layers", part);
    if (rc == 0 && write_header(f, &h)) rc = fail(err, "-o", "%s: cannot write", part);
    double t0 = now();
    for (int n = from; rc == 0 && n <= o->seeds; n++) {
        if (o->stop && *o->stop) rc = 1;
        if (rc == 0) rc = solve_layer(db, n, o, st, err);
        if (rc) break;
        h.layer_sum[n] = layer_sum(db, n);
        h.layers = (uint32_t)(n + 1);
        if (write_layer(f, db, n) || write_header(f, &h)) rc = fail(err, "-o", "%s: cannot write", part);
        const char *stop_at = getenv("SOW_TEST_STOP_AFTER_LAYER");   /* tests/cli_endgames.sh: a stop, exactly there */
        if (rc == 0 && stop_at && atoi(stop_at) == n && n < o->seeds) rc = 1;
    }
    st->seconds = now() - t0;
    if (f && fclose(f) && rc == 0) rc = fail(err, "-o", "%s: cannot write", part);
    if (rc == 0 && rename(part, path)) rc = fail(err, "-o", "%s: %s", path, strerror(errno));
    if (rc == 0) count_values(db, st);
    sow_endgames_free(db);
    return rc;
}

/* ---- probing ------------------------------------------------------------------------ */

static int sign(int v)
{
    return (v > 0) - (v < 0);
}

int sow_endgames_probe(const sow_endgames *db, const sow_state *s, sow_bounds v[SOW_VALUE__COUNT])
{
    if (s->status != SOW_PLAYING) return 0;
    int n = sow_on_board(db->r, s);
    if (n > db->seeds || (db->split && sow_in_play(s) != db->total) || (db->movers == 2 && s->last_mover > 1)) return 0;
    sow_state c = *s;
    sow_canonical(db->r, &c);
    db_form(db, &c);
    if (differs(db, &c)) return 0;
    uint64_t id = node_of(db, &c, n);
    int diff = (int)s->captured[0] - (int)s->captured[1];
    int lo = db->val[n][M_LO][id], hi = db->val[n][M_HI][id];
    v[SOW_VALUE_MARGIN].lo = lo == LO_NONE8 ? -SOW_SOLVE_NONE : diff + lo;
    v[SOW_VALUE_MARGIN].hi = hi == HI_NONE8 ? SOW_SOLVE_NONE : diff + hi;
    if (db->split) {
        lo = db->val[n][R_LO][id];
        hi = db->val[n][R_HI][id];
        v[SOW_VALUE_RESULT].lo = lo == LO_NONE8 ? -SOW_SOLVE_NONE : lo;
        v[SOW_VALUE_RESULT].hi = hi == HI_NONE8 ? SOW_SOLVE_NONE : hi;
    } else {                     /* the result is the sign of the final difference (no rule reads the counts) */
        v[SOW_VALUE_RESULT].lo = lo == LO_NONE8 ? -SOW_SOLVE_NONE : sign(diff + lo);
        v[SOW_VALUE_RESULT].hi = hi == HI_NONE8 ? SOW_SOLVE_NONE : sign(diff + hi);
    }
    return 1;
}

int sow_endgames_value(const sow_endgames *db, const sow_state *s, sow_bounds v[SOW_VALUE__COUNT])
{
    if (s->status == SOW_PLAYING) return sow_endgames_probe(db, s, v);
    int ok = solve_rule_end(s);
    int pay[SOW_VALUE__COUNT] = { [SOW_VALUE_RESULT] = s->result == SOW_DRAW ? 0 : s->winner == 0 ? 1 : -1,
                                  [SOW_VALUE_MARGIN] = (int)s->captured[0] - (int)s->captured[1] };
    for (int k = 0; k < SOW_VALUE__COUNT; k++) {
        v[k].lo = ok ? pay[k] : -SOW_SOLVE_NONE;
        v[k].hi = ok ? pay[k] : SOW_SOLVE_NONE;
    }
    return 1;
}

int sow_endgames_settle(const sow_endgames *db, sow_state *s)
{
    sow_bounds v[SOW_VALUE__COUNT];
    if (!sow_endgames_probe(db, s, v)) return 0;
    s->left = (uint8_t)sow_on_board(db->r, s);
    s->status = SOW_ENDED;
    s->end = SOW_END_DATABASE;
    sow_bounds res = v[SOW_VALUE_RESULT], mar = v[SOW_VALUE_MARGIN];
    if (res.lo != res.hi) {
        s->end = SOW_END_DATABASE_OPEN;
        s->result = SOW_UNRESOLVED;
        s->winner = 2;
        return 1;
    }
    if (mar.lo == mar.hi) {      /* the difference perfect play ends with (the result's own play may differ: see below) */
        int gain = mar.lo - ((int)s->captured[0] - (int)s->captured[1]);
        s->captured[gain < 0] = (uint16_t)(s->captured[gain < 0] + abs(gain));
    }
    s->result = res.lo ? SOW_WIN : SOW_DRAW;
    s->winner = res.lo > 0 ? 0 : res.lo < 0 ? 1 : 2;
    return 1;
}
