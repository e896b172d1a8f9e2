/* paired.c - paired games under two rule sets, on all cores, reproducibly.
 *
 * The games run on the pool (pool.c), as a simulation's do. For game i a
 * worker plays it under A,
 * recording the move and the state after every ply (and, when asked,
 * replaying each ply under every B's rules), then under each B, comparing
 * ply by ply with A's record. Per-thread accumulators are merged at the
 * end; examples are the lowest game indices, so the result does not depend
 * on the number of threads. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sow_sim.h"

typedef struct {
    int move;
    sow_state after;
} ply_rec;

typedef struct {
    const sow_paired_config *cfg;
    sow_stats *st_a;             /* the merged results: A's statistics ... */
    sow_paired *out;             /* ... and one comparison per B */
} job_t;

/* A worker's state on the pool (pool.c). */
typedef struct {
    const sow_paired_config *cfg;
    sow_agent *(*agent)[2];      /* [0] A's agents, [1 + k] those of b[k] */
    sow_stats st_a;
    sow_paired *acc;             /* nb */
    uint8_t *game_flag;          /* nb: this game already counted in games_changed */
    ply_rec *buf;                /* A's plies of the current game */
    size_t cap;
    uint32_t n;
    sow_state start;             /* A's position before its first ply */
    uint64_t index;
    /* the B game being compared */
    int bk;
    uint32_t k;
    int diverged;
} worker_t;
/* ---- the per-ply check (exercised) -------------------------------------- */

int sow_audit_ply_differs(const sow_rules *rb, const sow_state *before, int move, const sow_state *after,
                          sow_state *after_b, int *legal_b)
{
    *after_b = *before;
    *legal_b = sow_is_legal(rb, before, move);
    if (!*legal_b) return 1;
    sow_play(rb, after_b, move, NULL);
    return !sow_audit_same(rb, after_b, after);
}

static void on_ply_a(void *ctx, const sow_state *before, int move, const sow_state *after)
{
    worker_t *w = ctx;
    const sow_paired_config *cfg = w->cfg;
    if (w->n == 0) w->start = *before;
    if (w->n >= w->cap) {
        size_t cap = w->cap ? 2 * w->cap : 1024;
        w->buf = sow_xrealloc(w->buf, cap * sizeof *w->buf);
        w->cap = cap;
    }
    w->buf[w->n].move = move;
    w->buf[w->n].after = *after;
    w->n++;
    if (!cfg->exercised) return;
    for (int k = 0; k < cfg->nb; k++) {
        const sow_rules *rb = cfg->b[k];
        sow_paired *acc = &w->acc[k];
        sow_state s;
        int legal;
        acc->plies_checked++;
        if (!sow_audit_ply_differs(rb, before, move, after, &s, &legal)) continue;
        acc->plies_changed++;
        if (!w->game_flag[k]) {
            w->game_flag[k] = 1;
            acc->games_changed++;
        }
        int want_first = !acc->has_ply_ex, want_verified = !acc->has_ply_verified;
        if (!want_first && !want_verified) continue;
        sow_ply_example e;
        memset(&e, 0, sizeof e);
        e.game = w->index;
        e.ply = w->n;
        e.before = *before;
        e.move = move;
        e.after_a = *after;
        e.legal_b = legal;
        if (legal) e.after_b = s;
        e.verified = sow_audit_shows(cfg->a, before, rb, before, move);
        if (want_first) {
            acc->ply_ex = e;
            acc->has_ply_ex = 1;
        }
        if (want_verified && e.verified) {
            acc->ply_verified = e;
            acc->has_ply_verified = 1;
        }
    }
}

/* ---- the comparison of B's game with A's record ----------------------- */

/* The move the commands play at the first diverging ply: one legal under
 * exactly one of the rule sets when their legal moves differ. */
static int repro_move(const sow_rules *a, const sow_rules *b, const sow_state *before, int move_a, int move_b)
{
    sow_moves la = sow_legal(a, before), lb = sow_legal(b, before);
    if (la != lb) {
        if (move_a >= 0 && ((la ^ lb) & (1u << move_a))) return move_a;
        if (move_b >= 0 && ((la ^ lb) & (1u << move_b))) return move_b;
        if (la == 0 || lb == 0) return move_a >= 0 ? move_a : move_b;
        return __builtin_ctzll(la ^ lb);
    }
    return move_a >= 0 ? move_a : move_b;
}

static void diverge(worker_t *w, uint32_t ply, const sow_state *before_a, const sow_state *before_b, int move_a,
                    int move_b, const sow_state *after_a, const sow_state *after_b)
{
    const sow_paired_config *cfg = w->cfg;
    sow_paired *acc = &w->acc[w->bk];
    w->diverged = 1;
    acc->diverged++;
    if (ply == 0) acc->setup_diverged++;
    acc->div_ply[ply < SOW_HIST_PLIES ? ply : SOW_HIST_PLIES]++;
    acc->div_ply_sum += ply;
    int keep = acc->nex < cfg->examples, want_verified = !acc->has_verified;
    if (!keep && !want_verified) return;
    sow_paired_example e;
    memset(&e, 0, sizeof e);
    e.game = w->index;
    e.ply = ply;
    e.before_a = *before_a;
    e.before_b = *before_b;
    e.move_a = move_a;
    e.move_b = move_b;
    if (after_a) e.after_a = *after_a;
    if (after_b) e.after_b = *after_b;
    const sow_rules *rb = cfg->b[w->bk];
    if (ply == 0) e.repro = SOW_AUDIT_NO_MOVE;
    else e.repro = repro_move(cfg->a, rb, before_a, move_a, move_b);
    e.verified = sow_audit_shows(cfg->a, before_a, rb, before_b, e.repro);
    /* end_a / end_b are filled when the game is over (finish_example) */
    if (keep) acc->ex[acc->nex++] = e;
    if (want_verified && e.verified) {
        acc->verified = e;
        acc->has_verified = 1;
    }
}

static void on_ply_b(void *ctx, const sow_state *before, int move, const sow_state *after)
{
    worker_t *w = ctx;
    uint32_t k = w->k++;
    if (w->diverged) return;
    const sow_rules *ra = w->cfg->a;
    if (k == 0 && (w->n == 0 || !sow_audit_same(ra, before, &w->start))) {
        diverge(w, 0, w->n ? &w->start : before, before, SOW_AUDIT_NO_MOVE, SOW_AUDIT_NO_MOVE, NULL, NULL);
        return;
    }
    if (k >= w->n) {
        diverge(w, k + 1, before, before, SOW_AUDIT_NO_MOVE, move, NULL, after);
        return;
    }
    if (move != w->buf[k].move || !sow_audit_same(ra, after, &w->buf[k].after))
        diverge(w, k + 1, before, before, w->buf[k].move, move, &w->buf[k].after, after);
}

static int play_pair(worker_t *w, uint64_t index, sow_error *err)
{
    const sow_paired_config *cfg = w->cfg;
    sow_state end_a, end_b;
    sow_game_record rec_a, rec_b;
    w->index = index;
    w->n = 0;
    memset(w->game_flag, 0, (size_t)cfg->nb);
    if (sow_play_game(cfg->a, cfg->seed, index, w->agent[0], &w->st_a, on_ply_a, w, &end_a, &rec_a, err))
        return -1;
    sow_stats_game(&w->st_a, &rec_a);
    if (w->n == 0) w->start = end_a;       /* ended at the setup: the start is the end */
    int res_a = sow_result_for(&end_a, rec_a.first);
    for (int k = 0; k < cfg->nb; k++) {
        sow_paired *acc = &w->acc[k];
        const sow_rules *rb = cfg->b[k];
        int nex0 = acc->nex, had_verified = acc->has_verified;
        w->bk = k;
        w->k = 0;
        w->diverged = 0;
        if (sow_play_game(rb, cfg->seed, index, w->agent[1 + k], &acc->b, on_ply_b, w, &end_b, &rec_b, err))
            return -1;
        sow_stats_game(&acc->b, &rec_b);
        if (!w->diverged) {
            if (w->k == 0 && w->n == 0) {
                if (!sow_audit_same(cfg->a, &end_a, &end_b))
                    diverge(w, 0, &end_a, &end_b, SOW_AUDIT_NO_MOVE, SOW_AUDIT_NO_MOVE, NULL, NULL);
            } else if (w->k == 0) {          /* B ended at its setup, A did not */
                diverge(w, 0, &w->start, &end_b, SOW_AUDIT_NO_MOVE, SOW_AUDIT_NO_MOVE, NULL, NULL);
            } else if (w->k < w->n) {        /* B stopped early with the same states: cannot happen, but count it */
                diverge(w, w->k + 1, &w->buf[w->k - 1].after, &end_b, w->buf[w->k].move, SOW_AUDIT_NO_MOVE,
                        &w->buf[w->k].after, NULL);
            }
        }
        for (int i = nex0; i < acc->nex; i++) {
            acc->ex[i].end_a = end_a;
            acc->ex[i].end_b = end_b;
        }
        if (acc->has_verified && !had_verified) {
            acc->verified.end_a = end_a;
            acc->verified.end_b = end_b;
        }
        acc->games++;
        int res_b = sow_result_for(&end_b, rec_b.first);
        acc->trans[res_a][res_b]++;
        if (end_a.result != end_b.result || end_a.winner != end_b.winner || end_a.captured[0] != end_b.captured[0] ||
            end_a.captured[1] != end_b.captured[1])
            acc->outcome_changed++;
        int64_t d = (int64_t)end_b.ply - (int64_t)end_a.ply;
        acc->dplies_sum += d;
        acc->dplies_sq += (uint64_t)(d * d);
    }
    return 0;
}

/* ---- threads ------------------------------------------------------------ */

static int cmp_example(const void *x, const void *y)
{
    const sow_paired_example *a = x, *b = y;
    return a->game < b->game ? -1 : a->game > b->game;
}

static int ply_before(const sow_ply_example *a, const sow_ply_example *b)
{
    return a->game < b->game || (a->game == b->game && a->ply < b->ply);
}

/* into += from (examples: the lowest game indices). */
static void merge(sow_paired *into, const sow_paired *from, int examples)
{
    into->games += from->games;
    into->diverged += from->diverged;
    into->setup_diverged += from->setup_diverged;
    for (int i = 0; i <= SOW_HIST_PLIES; i++) into->div_ply[i] += from->div_ply[i];
    into->div_ply_sum += from->div_ply_sum;
    into->outcome_changed += from->outcome_changed;
    for (int i = 0; i < SOW_R__COUNT; i++)
        for (int j = 0; j < SOW_R__COUNT; j++) into->trans[i][j] += from->trans[i][j];
    into->dplies_sum += from->dplies_sum;
    into->dplies_sq += from->dplies_sq;
    into->plies_checked += from->plies_checked;
    into->plies_changed += from->plies_changed;
    into->games_changed += from->games_changed;
    if (from->has_ply_ex && (!into->has_ply_ex || ply_before(&from->ply_ex, &into->ply_ex))) {
        into->ply_ex = from->ply_ex;
        into->has_ply_ex = 1;
    }
    if (from->has_ply_verified && (!into->has_ply_verified || ply_before(&from->ply_verified, &into->ply_verified))) {
        into->ply_verified = from->ply_verified;
        into->has_ply_verified = 1;
    }
    sow_paired_example all[2 * SOW_AUDIT_MAX_EXAMPLES];
    int n = 0;
    for (int i = 0; i < into->nex; i++) all[n++] = into->ex[i];
    for (int i = 0; i < from->nex; i++) all[n++] = from->ex[i];
    qsort(all, (size_t)n, sizeof all[0], cmp_example);
    into->nex = n < examples ? n : examples;
    memcpy(into->ex, all, (size_t)into->nex * sizeof all[0]);
    if (from->has_verified && (!into->has_verified || from->verified.game < into->verified.game)) {
        into->verified = from->verified;
        into->has_verified = 1;
    }
    sow_stats_merge(&into->b, &from->b);
}

static void paired_init(sow_paired *p)
{
    memset(p, 0, sizeof *p);
    sow_stats_init(&p->b);
}

static int pair_init(void *job, void *worker, sow_error *err)
{
    const sow_paired_config *cfg = ((job_t *)job)->cfg;
    worker_t *w = worker;
    w->cfg = cfg;
    w->agent = sow_xcalloc((size_t)cfg->nb + 1, sizeof *w->agent);
    w->acc = sow_xmalloc(((size_t)cfg->nb + 1) * sizeof *w->acc);
    w->game_flag = sow_xcalloc((size_t)cfg->nb + 1, 1);
    sow_stats_init(&w->st_a);
    for (int k = 0; k < cfg->nb; k++) paired_init(&w->acc[k]);
    for (int k = 0; k <= cfg->nb; k++)
        for (int a = 0; a < 2; a++)
            if (sow_agent_new(cfg->agent[a] ? cfg->agent[a] : "random", k ? cfg->b[k - 1] : cfg->a, &w->agent[k][a],
                              err))
                return -1;
    return 0;
}

static int pair_game(void *job, void *worker, uint64_t index, sow_error *err)
{
    (void)job;
    return play_pair(worker, index, err);
}

static void pair_finish(void *job, void *worker, int ok)
{
    job_t *j = job;
    worker_t *w = worker;
    if (ok) {
        sow_stats_merge(j->st_a, &w->st_a);
        for (int k = 0; k < j->cfg->nb; k++) merge(&j->out[k], &w->acc[k], j->cfg->examples);
    }
    for (int k = 0; w->agent && k <= j->cfg->nb; k++) {
        sow_agent_free(w->agent[k][0]);
        sow_agent_free(w->agent[k][1]);
    }
    free(w->agent);
    free(w->acc);
    free(w->game_flag);
    free(w->buf);
}

static void merge_stats(void *job, void *into, const void *from)
{
    (void)job;
    sow_stats_merge(into, from);
}

static void merge_paired(void *job, void *into, const void *from)
{
    merge(into, from, ((job_t *)job)->cfg->examples);
}

int sow_paired_run(const sow_paired_config *cfg0, sow_stats *st_a, sow_paired *out, sow_error *err)
{
    sow_paired_config cfg = *cfg0;
    memset(err, 0, sizeof *err);
    if (cfg.examples < 0) cfg.examples = 0;
    if (cfg.examples > SOW_AUDIT_MAX_EXAMPLES) cfg.examples = SOW_AUDIT_MAX_EXAMPLES;
    for (int k = 0; k < cfg.nb; k++)
        if (cfg.b[k]->pits != cfg.a->pits) {
            snprintf(err->file, sizeof err->file, "%s", cfg.b[k]->path);
            snprintf(err->msg, sizeof err->msg, "%d pits per row, but %s has %d: paired games need the same board",
                     cfg.b[k]->row, cfg.a->path, cfg.a->row);
            return -1;
        }
    job_t job = {&cfg, st_a, out};
    sow_pool pool;
    memset(&pool, 0, sizeof pool);
    pool.lo = 0;
    pool.hi = cfg.games;
    pool.threads = cfg.threads;
    pool.stop = cfg.stop;
    pool.progress = cfg.progress;
    pool.progress_ctx = cfg.progress_ctx;
    pool.worker_size = sizeof(worker_t);
    pool.job = &job;
    pool.init = pair_init;
    pool.game = pair_game;
    pool.finish = pair_finish;
    sow_pool_sum *sums = sow_xcalloc((size_t)cfg.nb + 1, sizeof *sums);
    sums[0] = (sow_pool_sum){st_a, sizeof *st_a, merge_stats};
    for (int k = 0; k < cfg.nb; k++) sums[1 + k] = (sow_pool_sum){&out[k], sizeof out[k], merge_paired};
    pool.sums = sums;
    pool.nsums = cfg.nb + 1;
    sow_stats_init(st_a);
    for (int k = 0; k < cfg.nb; k++) paired_init(&out[k]);
    int rc = sow_for_games(&pool, NULL, err);
    free(sums);
    if (rc == 0 && st_a->games < cfg.games) st_a->partial = 1;
    return rc;
}
