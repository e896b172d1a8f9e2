/* runner.c - many games on all cores, reproducibly.
 *
 * Game i draws only from its own streams (seed, i, purpose), and the
 * statistics are sums, so the result is the same for any number of threads
 * and any split into shards. The games run on the pool (pool.c); each
 * worker keeps its own statistics, merged at the end. An agent that fails
 * stops every thread: the run is an error, not a table. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sow_sim.h"

/* A game in progress, as the callbacks of sow_play_out see it. */
typedef struct {
    const sow_rules *r;
    sow_agent *const *agent;
    const int *agent_at;         /* agent_at[seat]: 0 = A, 1 = B */
    sow_rng *rng;                /* rng[agent] */
    int failed_agent;            /* -1, or the agent that failed */
} game_t;

static int choose_by_agent(void *ctx, const sow_state *s, sow_moves legal)
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

/* Game `index` up to its first ply: the agents reset, their streams
 * (rng[agent]), the opening (the ritual's judges draw on copies), rec's
 * start and agent_at[seat]. With `tally` (random agents, no ply
 * callback), a game the opening ritual has already played out (forced
 * moves) is taken as it played it, counted once into tally: *s is then
 * its end (the same end state and statistics as playing it again, the
 * draws of the agents' streams, unused after the game, aside). */
static int game_begin(const sow_rules *r, uint64_t seed, uint64_t index, sow_agent *const agent[2], sow_state *s,
                      sow_game_record *rec, sow_rng rng[2], int agent_at[2], sow_tally *tally, sow_error *err)
{
    sow_start_info info;
    sow_state played;
    memset(rec, 0, sizeof *rec);   /* (*s: sow_game_start_played writes all of it) */
    rec->index = index;
    rec->end = s;
    for (int a = 0; a < 2; a++)
        if (sow_agent_reset(agent[a], err)) return -1;
    sow_rng_game(&rng[0], seed, index, 1);
    sow_rng_game(&rng[1], seed, index, 2);
    judge_t judge[2] = {{r, agent[0], rng[0]}, {r, agent[1], rng[1]}};
    void *jctx[2] = {&judge[0], &judge[1]};
    int kept = sow_game_start_played(r, seed, index, judge_side, jctx, s, &info, tally, &played);
    rec->total = sow_in_play(s);
    rec->chooser = (int8_t)info.chooser;
    rec->choice_mattered = (int8_t)info.choice_mattered;
    rec->seat_of[0] = (uint8_t)info.seat_of[0];
    rec->seat_of[1] = (uint8_t)info.seat_of[1];
    rec->first = s->to_move;
    agent_at[info.seat_of[0]] = 0;
    agent_at[info.seat_of[1]] = 1;
    if (kept) {
        *s = played;
        rec->best_turn = tally->best;
    }
    return 0;
}

/* Agent a (0 = A) failed to move in s, game `index`: -1 with err saying so. */
static int agent_failed(sow_agent *const agent[2], int a, const sow_state *s, uint64_t index, sow_error *err)
{
    snprintf(err->msg, sizeof err->msg, "agent %c (%s, playing %s) failed in game %llu at ply %u: %s",
             a ? 'B' : 'A', sow_agent_name(agent[a]), s->to_move ? "North" : "South",
             (unsigned long long)index, (unsigned)s->ply + 1, sow_agent_error(agent[a]));
    return -1;
}

int sow_play_game(const sow_rules *r, uint64_t seed, uint64_t index, sow_agent *const agent[2],
                  sow_stats *st, sow_ply_fn fn, void *ctx, sow_state *s, sow_game_record *rec,
                  sow_error *err)
{
    sow_rng rng[2];
    int agent_at[2];
    game_t g = {r, agent, agent_at, rng, -1};
    int fast = sow_agent_is_random(agent[0]) && sow_agent_is_random(agent[1]);
    sow_tally tally = {NULL, NULL, NULL, 0, NULL, 0};
    if (st) tally = sow_stats_tally(st);
    if (game_begin(r, seed, index, agent, s, rec, rng, agent_at, fast && !fn ? &tally : NULL, err)) return -1;
    if (s->status != SOW_PLAYING) return 0;          /* ended at its start, or kept from the ritual */
    sow_rng *seat_rng[2] = {&rng[agent_at[0]], &rng[agent_at[1]]};
    int rc = sow_play_out(r, s, fast ? NULL : choose_by_agent, &g, seat_rng, &tally, fn, ctx);
    rec->best_turn = tally.best;
    if (rc < 0) return agent_failed(agent, g.failed_agent < 0 ? 0 : g.failed_agent, s, index, err);
    return 0;
}

/* ---- a simulation on the pool ---------------------------------------------- */

typedef struct {
    sow_agent *agent[2];
    sow_stats st;
} sim_worker;

typedef struct {
    const sow_sim_config *cfg;
    sow_stats *st;               /* the merged statistics */
} sim_job;

static int sim_init(void *job, void *worker, sow_error *err)
{
    const sow_sim_config *cfg = ((sim_job *)job)->cfg;
    sim_worker *w = worker;
    sow_stats_init(&w->st);
    for (int a = 0; a < 2; a++)
        if (sow_agent_new(cfg->agent[a] ? cfg->agent[a] : "random", cfg->rules, &w->agent[a], err)) return -1;
    return 0;
}

/* Game `index` as sow_play_game plays it, ply by ply, until it ends or
 * reaches a position of the endgame database, which settles it: the same
 * moves from the same streams (a random agent draws as the play-out does),
 * the same statistics of the plies played. */
static int play_game_db(const sow_sim_config *cfg, sim_worker *w, uint64_t index, sow_state *s, sow_game_record *rec,
                        sow_error *err)
{
    const sow_rules *r = cfg->rules;
    sow_rng rng[2];
    int agent_at[2], best = 0;
    if (game_begin(r, cfg->seed, index, w->agent, s, rec, rng, agent_at, NULL, err)) return -1;
    while (s->status == SOW_PLAYING && !sow_endgames_settle(cfg->db, s)) {
        sow_moves legal = sow_legal(r, s);
        int a = agent_at[s->to_move], m = SOW_PASS;
        if (legal && (m = sow_agent_choose(w->agent[a], r, s, legal, &rng[a])) < 0)
            return agent_failed(w->agent, a, s, index, err);
        sow_play(r, s, m, NULL);
        if (m == SOW_PASS) continue;
        sow_stats_ply(&w->st, s);
        if (s->last_taken > best) best = s->last_taken;
    }
    rec->best_turn = best;
    return 0;
}

static int sim_game(void *job, void *worker, uint64_t index, sow_error *err)
{
    const sow_sim_config *cfg = ((sim_job *)job)->cfg;
    sim_worker *w = worker;
    sow_state s;
    sow_game_record rec;
    if (cfg->db ? play_game_db(cfg, w, index, &s, &rec, err)
                : sow_play_game(cfg->rules, cfg->seed, index, w->agent, &w->st, NULL, NULL, &s, &rec, err))
        return -1;
    sow_stats_game(&w->st, &rec);
    return 0;
}

/* Random play: SOW_FLIGHTS games in flight (sow_play_out_flights), each
 * counted as it ends; other agents: one game at a time. */
typedef struct {
    const sow_sim_config *cfg;
    sim_worker *w;
    sow_pool_cursor *cursor;
    sow_game_record rec[SOW_FLIGHTS];
    uint64_t failed;             /* 1 + the index of a game that could not start */
    sow_error *err;
} flights_t;

static int flight_start(void *ctx, int slot, sow_flight *f)
{
    flights_t *F = ctx;
    uint64_t index;
    int agent_at[2];
    sow_rng rng[2];
    if (F->failed || !sow_pool_next(F->cursor, &index)) return 0;
    f->tally = sow_stats_tally(&F->w->st);
    if (game_begin(F->cfg->rules, F->cfg->seed, index, F->w->agent, &f->s, &F->rec[slot], rng, agent_at, &f->tally,
                   F->err)) {
        F->failed = index + 1;
        return 0;
    }
    f->rng[0] = rng[agent_at[0]];
    f->rng[1] = rng[agent_at[1]];
    return 1;
}

static void flight_end(void *ctx, int slot, const sow_flight *f)
{
    flights_t *F = ctx;
    F->rec[slot].end = &f->s;
    F->rec[slot].best_turn = f->tally.best;
    sow_stats_game(&F->w->st, &F->rec[slot]);
    sow_pool_done(F->cursor);
}

static int sim_games(void *job, void *worker, sow_pool_cursor *c, uint64_t *index, sow_error *err)
{
    sim_worker *w = worker;
    if (!sow_agent_is_random(w->agent[0]) || !sow_agent_is_random(w->agent[1]) || ((sim_job *)job)->cfg->db) {
        while (sow_pool_next(c, index)) {
            if (sim_game(job, worker, *index, err)) return -1;
            sow_pool_done(c);
        }
        return 0;
    }
    flights_t F = {((sim_job *)job)->cfg, w, c, {{0}}, 0, err};
    sow_play_out_flights(F.cfg->rules, SOW_FLIGHTS, flight_start, flight_end, &F);
    if (F.failed) *index = F.failed - 1;
    return F.failed ? -1 : 0;
}

static void sim_finish(void *job, void *worker, int ok)
{
    sim_worker *w = worker;
    if (ok) sow_stats_merge(((sim_job *)job)->st, &w->st);
    sow_agent_free(w->agent[0]);
    sow_agent_free(w->agent[1]);
}

static void merge_stats(void *job, void *into, const void *from)
{
    (void)job;
    sow_stats_merge(into, from);
}

int sow_simulate(const sow_sim_config *cfg, sow_stats *st, sow_error *err)
{
    uint64_t shards = cfg->shards ? cfg->shards : 1;
    sim_job job = {cfg, st};
    sow_pool pool;
    memset(&pool, 0, sizeof pool);
    pool.lo = cfg->games * cfg->shard / shards;
    pool.hi = cfg->games * (cfg->shard + 1) / shards;
    pool.threads = cfg->threads;
    pool.stop = cfg->stop;
    pool.progress = cfg->progress;
    pool.progress_ctx = cfg->progress_ctx;
    pool.worker_size = sizeof(sim_worker);
    pool.job = &job;
    pool.init = sim_init;
    pool.game = sim_game;
    pool.games = sim_games;
    pool.finish = sim_finish;
    sow_pool_sum sum = {st, sizeof *st, merge_stats};
    pool.sums = &sum;
    pool.nsums = 1;
    sow_stats_init(st);
    int rc = sow_for_games(&pool, NULL, err);
    if (rc == 0 && st->games < pool.hi - pool.lo) st->partial = 1;
    return rc;
}
