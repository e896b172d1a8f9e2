/* runner.c - many games on all cores, reproducibly.
 *
 * Game i draws only from its own streams (seed, i, purpose), and the
 * statistics are sums, so the result is the same for any number of threads
 * and any split into shards. Threads claim chunks of game indices from a
 * shared counter; each keeps its own statistics, merged at the end. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"
#include "rng.h"

enum { CHUNK = 256 };

void sow_rng_game(sow_rng *r, uint64_t seed, uint64_t index, int purpose)
{
    /* distinct seeds per purpose; splitmix64 seeding decorrelates them */
    sow_rng_seed(r, seed + (uint64_t)purpose * 0x632be59bd9b4e019ULL, index);
}

typedef struct {
    const sow_sim_config *cfg;
    uint64_t lo, hi;             /* this shard's game indices */
    atomic_uint_fast64_t next;   /* next unclaimed index */
    atomic_uint_fast64_t done;   /* games finished */
} shared_t;

typedef struct {
    shared_t *sh;
    pthread_t tid;
    sow_agent *agent[2];
    sow_stats st;
} worker_t;

/* Plays s to the end, moves by agent[agent_at[seat]] drawing from rng[],
 * reporting each ply to fn and each sowing to st (either may be NULL).
 * Returns the largest capture of a single turn. */
static inline int play_out(const sow_rules *r, sow_agent *const agent[2], sow_state *s, const int agent_at[2],
                           sow_rng rng[2], sow_stats *st, sow_ply_fn fn, void *ctx)
{
    int best = 0;
    int fast = sow_agent_is_random(agent[0]) && sow_agent_is_random(agent[1]);
    while (s->status == SOW_PLAYING) {
        uint32_t legal = sow_legal(r, s);
        sow_state before;
        if (fn) before = *s;
        int m = SOW_PASS;
        if (legal) {
            int a = agent_at[s->to_move];
            m = fast ? pick_uniform(legal, &rng[a]) : sow_agent_choose(agent[a], r, s, legal, &rng[a]);
        }
        sow_play(r, s, m, NULL);
        if (m != SOW_PASS) {
            if (s->last_taken > best) best = s->last_taken;
            if (st) sow_stats_ply(st, s);
        }
        if (fn) fn(ctx, &before, m, s);
    }
    return best;
}

/* Better for the chooser: a win over a draw over a loss or a gap. */
static int outcome_rank(int result)
{
    return result == SOW_R_WIN ? 2 : result == SOW_R_DRAW ? 1 : 0;
}

/* IV.O1 (IV.Q8): a coin settles who chooses; the chooser takes the seat
 * better for them: in a forced game by playing both out, otherwise by its
 * agent's judgement (random agents: at random). Sets *s, seat_of, rec. */
static void opening_ritual(const sow_rules *r, uint64_t seed, uint64_t index, sow_agent *const agent[2],
                           sow_state *s, int seat_of[2], sow_game_record *rec)
{
    sow_rng coin;
    sow_rng_game(&coin, seed, index, 3);
    int chooser = (int)(sow_rng_next(&coin) >> 63);     /* "Tek mi, Çift mi?" */
    int forced = r->start == SOW_START_LEFTMOST || r->start == SOW_START_RIGHTMOST;
    sow_state option[2];
    double value[2];
    int result[2] = {0, 0};
    for (int seat = 0; seat < 2; seat++) {               /* the chooser takes `seat` */
        option[seat] = *s;
        option[seat].to_move = (uint8_t)(r->first == SOW_FIRST_RITUAL_CHOOSER ? seat : seat ^ 1);
        sow_settle(r, &option[seat]);
        if (forced) {
            sow_state end = option[seat];
            int at[2];
            at[seat] = chooser;
            at[seat ^ 1] = chooser ^ 1;
            sow_rng rng[2];
            sow_rng_game(&rng[0], seed, index, 1);
            sow_rng_game(&rng[1], seed, index, 2);
            play_out(r, agent, &end, at, rng, NULL, NULL, NULL);
            result[seat] = sow_result_for(&end, seat);
            value[seat] = outcome_rank(result[seat]);
        } else {
            value[seat] = sow_agent_judge(agent[chooser], r, &option[seat], seat, &coin);
        }
    }
    int pick = value[0] > value[1] ? 0 : value[1] > value[0] ? 1 : (int)(sow_rng_next(&coin) >> 63);
    *s = option[pick];
    seat_of[chooser] = pick;
    seat_of[chooser ^ 1] = pick ^ 1;
    rec->chooser = (int8_t)chooser;
    rec->choice_mattered = (int8_t)(forced ? result[0] != result[1] : -1);
}

void sow_play_game(const sow_rules *r, uint64_t seed, uint64_t index, sow_agent *const agent[2],
                   sow_stats *st, sow_ply_fn fn, void *ctx, sow_state *s, sow_game_record *rec)
{
    sow_rng deal, rng[2];
    int seat_of[2] = {0, 1}, agent_at[2];
    memset(rec, 0, sizeof *rec);
    rec->index = index;
    rec->chooser = -1;
    rec->choice_mattered = -1;
    sow_rng_game(&deal, seed, index, 0);
    sow_rng_game(&rng[0], seed, index, 1);
    sow_rng_game(&rng[1], seed, index, 2);
    int ritual = r->first == SOW_FIRST_RITUAL_OTHER || r->first == SOW_FIRST_RITUAL_CHOOSER;
    sow_setup(r, s, NULL, ritual ? 0 : -1, &deal, index);
    rec->total = sow_on_board(r, s);
    if (ritual) opening_ritual(r, seed, index, agent, s, seat_of, rec);
    else sow_settle(r, s);
    sow_agent_reset(agent[0]);
    sow_agent_reset(agent[1]);
    agent_at[seat_of[0]] = 0;
    agent_at[seat_of[1]] = 1;
    rec->first = s->to_move;
    rec->seat_of[0] = (uint8_t)seat_of[0];
    rec->seat_of[1] = (uint8_t)seat_of[1];
    rec->best_turn = play_out(r, agent, s, agent_at, rng, st, fn, ctx);
    rec->end = s;
}

/* Claims the next game index, or returns 0 when none is left. */
static int claim(worker_t *w, uint64_t *lo, uint64_t *hi, uint64_t *index)
{
    shared_t *sh = w->sh;
    const sow_sim_config *cfg = sh->cfg;
    if (cfg->stop && *cfg->stop) return 0;
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
        sow_play_game(cfg->rules, cfg->seed, index, w->agent, &w->st, NULL, NULL, &s, &rec);
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
        while (atomic_load(&sh.done) < total && !(cfg->stop && *cfg->stop)) {
            cfg->progress(cfg->progress_ctx, atomic_load(&sh.done), total);
            nanosleep(&tick, NULL);
        }
    }
    for (int t = 0; t < started; t++) pthread_join(w[t].tid, NULL);
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
