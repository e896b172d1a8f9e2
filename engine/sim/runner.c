/* runner.c - many games on all cores, reproducibly.
 *
 * Game i draws only from its own streams (seed, i, purpose), and the
 * statistics are sums, so the result is the same for any number of threads
 * and any split into shards. Threads claim chunks of game indices from a
 * shared counter; each keeps its own statistics, merged at the end. An
 * agent that fails stops every thread: the run is an error, not a table. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"

enum { CHUNK = 256 };

typedef struct {
    const sow_sim_config *cfg;
    uint64_t lo, hi;             /* this shard's game indices */
    atomic_uint_fast64_t next;   /* next unclaimed index */
    atomic_uint_fast64_t done;   /* games finished */
    atomic_int failed;           /* an agent failed: every worker stops */
    pthread_mutex_t lock;        /* guards the failure below */
    uint64_t fail_index;         /* the lowest failing game seen, and its message */
    sow_error fail_err;
} shared_t;

typedef struct {
    shared_t *sh;
    pthread_t tid;
    sow_agent *agent[2];
    sow_stats st;
} worker_t;

/* A game in progress, as the callbacks of sow_play_out see it. */
typedef struct {
    const sow_rules *r;
    sow_agent *const *agent;
    const int *agent_at;         /* agent_at[seat]: 0 = A, 1 = B */
    sow_rng *rng;                /* rng[agent] */
    int failed_agent;            /* -1, or the agent that failed */
} game_t;

static int choose_by_agent(void *ctx, const sow_state *s, uint32_t legal)
{
    game_t *g = ctx;
    int a = g->agent_at[s->to_move];
    int m = sow_agent_choose(g->agent[a], g->r, s, legal, &g->rng[a]);
    if (m < 0) g->failed_agent = a;
    return m;
}

/* The side-chooser's judgement (IV.O1 when moves are not forced). */
typedef struct {
    const sow_rules *r;
    sow_agent *agent;
    sow_rng rng;                 /* a copy of the agent's stream: the game's own is untouched */
} judge_t;

static double judge_side(void *ctx, const sow_state *s, int seat)
{
    judge_t *j = ctx;
    return sow_agent_judge(j->agent, j->r, s, seat, &j->rng);
}

int sow_play_game(const sow_rules *r, uint64_t seed, uint64_t index, sow_agent *const agent[2],
                  sow_stats *st, sow_ply_fn fn, void *ctx, sow_state *s, sow_game_record *rec,
                  sow_error *err)
{
    sow_rng rng[2];
    int agent_at[2];
    game_t g = {r, agent, agent_at, rng, -1};
    sow_start_info info;
    memset(rec, 0, sizeof *rec);
    memset(s, 0, sizeof *s);
    rec->index = index;
    rec->end = s;
    for (int a = 0; a < 2; a++)
        if (sow_agent_reset(agent[a], err)) return -1;
    sow_rng_game(&rng[0], seed, index, 1);
    sow_rng_game(&rng[1], seed, index, 2);
    judge_t judge[2] = {{r, agent[0], rng[0]}, {r, agent[1], rng[1]}};
    void *jctx[2] = {&judge[0], &judge[1]};
    sow_game_start(r, seed, index, judge_side, jctx, s, &info);
    rec->total = sow_in_play(s);
    rec->chooser = (int8_t)info.chooser;
    rec->choice_mattered = (int8_t)info.choice_mattered;
    rec->seat_of[0] = (uint8_t)info.seat_of[0];
    rec->seat_of[1] = (uint8_t)info.seat_of[1];
    rec->first = s->to_move;
    agent_at[info.seat_of[0]] = 0;
    agent_at[info.seat_of[1]] = 1;
    int fast = sow_agent_is_random(agent[0]) && sow_agent_is_random(agent[1]);
    sow_rng *seat_rng[2] = {&rng[agent_at[0]], &rng[agent_at[1]]};
    sow_tally tally = {NULL, NULL, NULL, 0};
    if (st) tally = sow_stats_tally(st);
    int rc = sow_play_out(r, s, fast ? NULL : choose_by_agent, &g, seat_rng, &tally, fn, ctx);
    rec->best_turn = tally.best;
    if (rc < 0) {
        int a = g.failed_agent < 0 ? 0 : g.failed_agent;
        snprintf(err->msg, sizeof err->msg, "agent %c (%s, playing %s) failed in game %llu at ply %u: %s",
                 a ? 'B' : 'A', sow_agent_name(agent[a]), s->to_move ? "North" : "South",
                 (unsigned long long)index, (unsigned)s->ply + 1, sow_agent_error(agent[a]));
        return -1;
    }
    return 0;
}

/* Claims the next game index, or returns 0 when none is left. */
static int claim(worker_t *w, uint64_t *lo, uint64_t *hi, uint64_t *index)
{
    shared_t *sh = w->sh;
    const sow_sim_config *cfg = sh->cfg;
    if ((cfg->stop && *cfg->stop) || atomic_load_explicit(&sh->failed, memory_order_relaxed)) return 0;
    if (*lo == *hi) {
        *lo = atomic_fetch_add(&sh->next, CHUNK);
        if (*lo >= sh->hi) {
            *lo = *hi;
            return 0;
        }
        *hi = *lo + CHUNK < sh->hi ? *lo + CHUNK : sh->hi;
    }
    *index = (*lo)++;
    return 1;
}

/* One game at a time: interleaving several games per thread (which hides
 * load latency in the hand-specialised limit program) measured no faster
 * here (0.39-0.44 of the limit for 1, 4 and 8 games in flight, within the
 * machine's noise), so the simpler loop stays. */
static void *worker_main(void *arg)
{
    worker_t *w = arg;
    const sow_sim_config *cfg = w->sh->cfg;
    uint64_t lo = 0, hi = 0, index;
    sow_state s;
    sow_game_record rec;
    while (claim(w, &lo, &hi, &index)) {
        sow_error err;
        memset(&err, 0, sizeof err);
        if (sow_play_game(cfg->rules, cfg->seed, index, w->agent, &w->st, NULL, NULL, &s, &rec, &err)) {
            shared_t *sh = w->sh;
            pthread_mutex_lock(&sh->lock);
            if (!atomic_load(&sh->failed) || index < sh->fail_index) {
                sh->fail_index = index;
                sh->fail_err = err;
            }
            atomic_store(&sh->failed, 1);
            pthread_mutex_unlock(&sh->lock);
            break;
        }
        sow_stats_game(&w->st, &rec);
        atomic_fetch_add_explicit(&w->sh->done, 1, memory_order_relaxed);
    }
    sow_endless_release();
    return NULL;
}

static int cores(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 256 ? 256 : (int)n;
}

int sow_simulate(const sow_sim_config *cfg, sow_stats *st, sow_error *err)
{
    shared_t sh;
    memset(&sh, 0, sizeof sh);
    memset(err, 0, sizeof *err);
    sh.cfg = cfg;
    uint64_t shards = cfg->shards ? cfg->shards : 1;
    sh.lo = cfg->games * cfg->shard / shards;
    sh.hi = cfg->games * (cfg->shard + 1) / shards;
    atomic_init(&sh.next, sh.lo);
    atomic_init(&sh.done, 0);
    atomic_init(&sh.failed, 0);
    pthread_mutex_init(&sh.lock, NULL);
    int nt = cfg->threads > 0 ? cfg->threads : cores();
    if ((uint64_t)nt > (sh.hi - sh.lo + CHUNK - 1) / CHUNK) nt = (int)((sh.hi - sh.lo + CHUNK - 1) / CHUNK);
    if (nt < 1) nt = 1;
    worker_t *w = calloc((size_t)nt, sizeof *w);
    if (!w) {
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return -1;
    }
    int rc = 0, started = 0;
    for (int t = 0; t < nt && rc == 0; t++) {
        w[t].sh = &sh;
        sow_stats_init(&w[t].st);
        for (int a = 0; a < 2 && rc == 0; a++)
            rc = sow_agent_new(cfg->agent[a] ? cfg->agent[a] : "random", cfg->rules, &w[t].agent[a], err);
    }
    for (int t = 0; t < nt && rc == 0; t++) {
        if (pthread_create(&w[t].tid, NULL, worker_main, &w[t])) {
            snprintf(err->msg, sizeof err->msg, "cannot start a thread");
            rc = -1;
            break;
        }
        started++;
    }
    uint64_t total = sh.hi - sh.lo;
    if (rc == 0 && cfg->progress) {
        struct timespec tick = {0, 200 * 1000 * 1000};
        while (atomic_load(&sh.done) < total && !(cfg->stop && *cfg->stop) && !atomic_load(&sh.failed)) {
            cfg->progress(cfg->progress_ctx, atomic_load(&sh.done), total);
            nanosleep(&tick, NULL);
        }
    }
    for (int t = 0; t < started; t++) pthread_join(w[t].tid, NULL);
    if (rc == 0 && atomic_load(&sh.failed)) {
        *err = sh.fail_err;
        rc = -1;
    }
    pthread_mutex_destroy(&sh.lock);
    if (rc == 0 && cfg->progress) cfg->progress(cfg->progress_ctx, atomic_load(&sh.done), total);
    sow_stats_init(st);
    for (int t = 0; t < nt; t++) {
        if (rc == 0) sow_stats_merge(st, &w[t].st);
        sow_agent_free(w[t].agent[0]);
        sow_agent_free(w[t].agent[1]);
    }
    if (rc == 0 && st->games < total) st->partial = 1;
    free(w);
    return rc;
}
