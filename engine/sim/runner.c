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

static int uniform_pick(uint32_t legal, sow_rng *rng)
{
    return nth_pit(legal, rng_below(rng, (uint32_t)__builtin_popcount(legal)));
}

/* Plays s to the end; agent_at[seat] is the agent index in that seat.
 * Returns the largest capture of a single turn; st may be NULL. */
static int play_out(worker_t *w, const sow_rules *r, sow_state *s, const int agent_at[2],
                    sow_rng rng[2], sow_stats *st)
{
    int best = 0;
    int fast = sow_agent_is_random(w->agent[0]) && sow_agent_is_random(w->agent[1]);
    while (s->status == SOW_PLAYING) {
        uint32_t legal = sow_legal(r, s);
        int a = agent_at[s->to_move];
        if (!legal) {
            sow_play(r, s, SOW_PASS, NULL);
            continue;
        }
        int m = fast ? uniform_pick(legal, &rng[a]) : sow_agent_choose(w->agent[a], r, s, legal, &rng[a]);
        sow_play(r, s, m, NULL);
        if (s->last_taken > best) best = s->last_taken;
        if (st) sow_stats_ply(st, s);
    }
    return best;
}

static int result_for(const sow_state *s, int seat)
{
    if (s->result == SOW_UNRESOLVED) return SOW_R_UNRESOLVED;
    if (s->result == SOW_DRAW) return SOW_R_DRAW;
    return s->winner == seat ? SOW_R_WIN : SOW_R_LOSS;
}

/* Better for the chooser: a win over a draw over a loss or a gap. */
static int outcome_rank(int result)
{
    return result == SOW_R_WIN ? 2 : result == SOW_R_DRAW ? 1 : 0;
}

/* IV.O1 (IV.Q8): a coin settles who chooses; the chooser takes the seat
 * better for them: in a forced game by playing both out, otherwise by its
 * agent's judgement (random agents: at random). Sets *s, seat_of, rec. */
static void opening_ritual(worker_t *w, const sow_rules *r, sow_state *s, uint64_t index,
                           int seat_of[2], sow_game_record *rec)
{
    const sow_sim_config *cfg = w->sh->cfg;
    sow_rng coin;
    sow_rng_game(&coin, cfg->seed, index, 3);
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
            sow_rng_game(&rng[0], cfg->seed, index, 1);
            sow_rng_game(&rng[1], cfg->seed, index, 2);
            play_out(w, r, &end, at, rng, NULL);
            result[seat] = result_for(&end, seat);
            value[seat] = outcome_rank(result[seat]);
        } else {
            value[seat] = sow_agent_judge(w->agent[chooser], r, &option[seat], seat, &coin);
        }
    }
    int pick = value[0] > value[1] ? 0 : value[1] > value[0] ? 1 : (int)(sow_rng_next(&coin) >> 63);
    *s = option[pick];
    seat_of[chooser] = pick;
    seat_of[chooser ^ 1] = pick ^ 1;
    rec->chooser = (int8_t)chooser;
    rec->choice_mattered = (int8_t)(forced ? result[0] != result[1] : -1);
}

/* One game in flight. */
typedef struct {
    sow_state s;
    sow_rng rng[2];              /* agent A's and agent B's streams */
    int agent_at[2];             /* agent index in each seat */
    int best;                    /* largest single-turn capture so far */
    sow_game_record rec;
} slot_t;

static void slot_start(worker_t *w, slot_t *g, uint64_t index)
{
    const sow_sim_config *cfg = w->sh->cfg;
    const sow_rules *r = cfg->rules;
    sow_rng deal;
    int seat_of[2] = {0, 1};
    memset(&g->rec, 0, sizeof g->rec);
    g->rec.index = index;
    g->rec.chooser = -1;
    g->rec.choice_mattered = -1;
    g->best = 0;
    sow_rng_game(&deal, cfg->seed, index, 0);
    sow_rng_game(&g->rng[0], cfg->seed, index, 1);
    sow_rng_game(&g->rng[1], cfg->seed, index, 2);
    int ritual = r->first == SOW_FIRST_RITUAL_OTHER || r->first == SOW_FIRST_RITUAL_CHOOSER;
    sow_setup(r, &g->s, NULL, ritual ? 0 : -1, &deal, index);
    g->rec.total = sow_on_board(r, &g->s);
    if (ritual) opening_ritual(w, r, &g->s, index, seat_of, &g->rec);
    else sow_settle(r, &g->s);
    sow_agent_reset(w->agent[0]);
    sow_agent_reset(w->agent[1]);
    g->agent_at[seat_of[0]] = 0;
    g->agent_at[seat_of[1]] = 1;
    g->rec.first = g->s.to_move;
    g->rec.seat_of[0] = (uint8_t)seat_of[0];
    g->rec.seat_of[1] = (uint8_t)seat_of[1];
}

/* One ply of g; 1 when the game has ended (and is recorded). */
static inline int slot_step(worker_t *w, slot_t *g, int fast)
{
    const sow_rules *r = w->sh->cfg->rules;
    sow_state *s = &g->s;
    if (s->status == SOW_PLAYING) {
        uint32_t legal = sow_legal(r, s);
        if (!legal) {
            sow_play(r, s, SOW_PASS, NULL);
        } else {
            int a = g->agent_at[s->to_move];
            int m = fast ? uniform_pick(legal, &g->rng[a]) : sow_agent_choose(w->agent[a], r, s, legal, &g->rng[a]);
            sow_play(r, s, m, NULL);
            if (s->last_taken > g->best) g->best = s->last_taken;
            sow_stats_ply(&w->st, s);
        }
        if (s->status == SOW_PLAYING) return 0;
    }
    g->rec.best_turn = g->best;
    g->rec.end = s;
    sow_stats_game(&w->st, &g->rec);
    return 1;
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
    int fast = sow_agent_is_random(w->agent[0]) && sow_agent_is_random(w->agent[1]);
    uint64_t lo = 0, hi = 0, index;
    slot_t g;
    while (claim(w, &lo, &hi, &index)) {
        slot_start(w, &g, index);
        while (!slot_step(w, &g, fast)) {}
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
