/* sow_sim.h - the simulation layer: many games on all cores through one
 * pool of game indices, the statistics they add up to (mergeable, exact),
 * paired games under two rule sets (audit, diff) and reading combinations.
 * Builds on the agents and the core; prints nothing. */
#ifndef SOW_SIM_H
#define SOW_SIM_H

#include "sow_agents.h"
#include "sow_solve.h"

/* ---- memory (xalloc.c) ----------------------------------------------------
 * Above the core, out of memory ends the run: these print "sow: out of
 * memory" and exit with status 2 rather than return NULL (no results file
 * is left half-written: outputs are committed whole). The core, the spec
 * loader and the agents return errors instead. */
void *sow_xmalloc(size_t n);
void *sow_xcalloc(size_t n, size_t size);
void *sow_xrealloc(void *p, size_t n);

/* ---- statistics (sim/stats.c): mergeable accumulators ------------------- */

enum {
    SOW_HIST_PLIES = 2048,       /* plies per game: exact below, the rest in one bin */
    SOW_HIST_LAPS = SOW_TALLY_LAPS /* relay laps per turn: exact below, the rest in one bin */
};

/* One finished game, as the runner reports it to the statistics. */
typedef struct {
    uint64_t index;              /* game index: its random streams */
    uint8_t first;               /* seat that moved first */
    uint8_t seat_of[2];          /* seat of agent A and of agent B */
    int8_t chooser;              /* agent that chose the side (ritual), or -1 */
    int8_t choice_mattered;      /* ritual: 1 if the other side would have changed the chooser's result, 0 if not, -1 unknown */
    const sow_state *end;        /* the final state */
    int total;                   /* seeds at the start */
    int best_turn;               /* largest capture in one turn */
} sow_game_record;

typedef struct {
    uint64_t games;
    int partial;                 /* stopped before all games were played */
    uint64_t first_result[2][SOW_R__COUNT]; /* [seat that moved first][its result] */
    uint64_t seat_result[2][SOW_R__COUNT];  /* [seat][that seat's result] */
    uint64_t agent_result[2][SOW_R__COUNT]; /* [agent A, B][that agent's result] */
    uint64_t chooser_result[SOW_R__COUNT];  /* ritual: the side-chooser's result */
    uint64_t choice_mattered[2];            /* ritual: [did not, did] change the result */
    uint64_t end[SOW_END__COUNT];
    uint64_t end_plies[SOW_END__COUNT];     /* plies summed over the games ending so */
    uint64_t end_seeds[SOW_END__COUNT];     /* seeds left on the board, summed likewise */
    uint64_t end_first[SOW_END__COUNT];     /* 1 + the lowest game index ending so, 0 for none */
    uint64_t plies[SOW_HIST_PLIES + 1];     /* games by length */
    uint64_t plies_sum, plies_max, passes;
    uint64_t rounds_sum, rounds_max;          /* rounds: rounds played after the first (0 without rounds) */
    uint64_t rounds_first[3];                 /* rounds: rounds won, drawn, lost by the player who moved first in them */
    uint64_t margin[2 * SOW_MAX_SEEDS + 1]; /* first mover's captured minus the other's, +255 */
    uint64_t turn_capture[SOW_MAX_SEEDS + 1]; /* sowing turns by seeds captured */
    uint64_t best_capture[SOW_MAX_SEEDS + 1]; /* games by their largest single-turn capture */
    uint64_t swept[101];                      /* games by largest capture, % of the seeds at the start */
    uint64_t chain[SOW_MAX_PITS + 1];         /* capturing turns by pits captured (opposites excluded) */
    uint64_t laps[SOW_HIST_LAPS + 1];         /* sowing turns by laps */
    uint64_t digest;                          /* order-independent hash of every game's outcome */
} sow_stats;

/* The counts of sow_stats that add up when runs merge, and the histograms
 * among them with their names in results files and their bins: every
 * function that walks the statistics walks these lists. */
#define SOW_STATS_SUMS(X) \
    X(first_result) X(seat_result) X(agent_result) X(chooser_result) X(choice_mattered) \
    X(end) X(end_plies) X(end_seeds) X(plies) X(margin) X(turn_capture) X(best_capture) \
    X(swept) X(chain) X(laps)
#define SOW_STATS_HISTOGRAMS(X) \
    X("plies", plies, SOW_HIST_PLIES + 1) X("turn_capture", turn_capture, SOW_MAX_SEEDS + 1) \
    X("best_capture", best_capture, SOW_MAX_SEEDS + 1) X("swept", swept, 101) \
    X("chain", chain, SOW_MAX_PITS + 1) X("laps", laps, SOW_HIST_LAPS + 1)

void sow_stats_init(sow_stats *st);
/* Counts one sowing ply from the state just after it (last_* fields), as
 * a play-out's tally does. */
static inline void sow_stats_ply(sow_stats *st, const sow_state *s)
{
    st->turn_capture[s->last_taken]++;
    st->laps[s->last_laps < SOW_HIST_LAPS ? s->last_laps : SOW_HIST_LAPS]++;
    if (s->last_pits) st->chain[s->last_pits]++;
}
/* The tally a play-out counts into: this run's per-ply histograms. */
static inline sow_tally sow_stats_tally(sow_stats *st)
{
    sow_tally t = {st->turn_capture, st->laps, st->chain, 0, st->rounds_first, 0};
    return t;
}
void sow_stats_game(sow_stats *st, const sow_game_record *g);
/* a += b: the result is the same in whatever order games were merged. */
void sow_stats_merge(sow_stats *a, const sow_stats *b);
/* The same, refusing (-1, a unchanged) when a count would wrap at 2^64. */
int sow_stats_merge_checked(sow_stats *a, const sow_stats *b);

/* The normal quantile of a two-sided 95% interval: every interval sow prints. */
#define SOW_Z95 1.959963984540054
/* Wilson score interval of k successes in n (z = SOW_Z95 for 95%). */
/* k / n, or 0 when n is 0 (every rate sow prints). */
double sow_rate(uint64_t k, uint64_t n);
void sow_wilson(uint64_t k, uint64_t n, double z, double *lo, double *hi);
/* SPRT log-likelihood ratio of w wins and l losses for H1: p = p1 vs H0: p = p0. */
double sow_sprt_llr(uint64_t w, uint64_t l, double p0, double p1);
typedef enum { SOW_SPRT_H0, SOW_SPRT_H1, SOW_SPRT_UNDECIDED } sow_sprt_verdict;
/* With error rates alpha and beta (Wald's bounds). */
sow_sprt_verdict sow_sprt(uint64_t w, uint64_t l, double p0, double p1, double alpha, double beta);
/* The q-quantile (0..1) of a histogram of n bins (values 0..n-1). */
double sow_hist_quantile(const uint64_t *h, int n, double q);
/* The standard normal upper tail, P(Z > z) = erfc(z / sqrt 2) / 2, and the
 * two-sided p-value of a z statistic, P(|Z| >= |z|) = erfc(|z| / sqrt 2):
 * 0.05 at z = 1.959964, 1 at z = 0, 0.0027 at z = 3. */
double sow_normal_sf(double z);
double sow_p_two_sided(double z);

/* ---- the pool (pool.c): every many-games job runs on it ----------------- */

/* Game indices lo..hi-1 on `threads` workers (0: all cores; never more than
 * there are chunks of indices). Each worker has its own state of
 * worker_size bytes, zeroed, set up by init() before any thread starts;
 * game() plays one index; a game that fails (-1 with err) stops every
 * thread and the pool reports the failure of the lowest failing index it
 * saw. After the threads are joined, finish() is called on every worker
 * that was made, in worker order (merge its sums: the result is then the
 * same for any thread count; free what init made; ok is 0 when the job
 * failed). Progress is reported from the calling thread. */
/* A sum a job adds up (plain data, no pointers): merged over the ranks of
 * a run over several processes (ranks.c) by merge(job, into, from). */
typedef struct {
    void *data;
    size_t size;
    void (*merge)(void *job, void *into, const void *from);
} sow_pool_sum;

/* A worker's claim on the indices, for a job that keeps several games in
 * flight (games() below): sow_pool_next gives the next index to start (0
 * when none is left, the job stopped or a game failed), sow_pool_done
 * counts one finished. */
typedef struct sow_pool_cursor sow_pool_cursor;
int sow_pool_next(sow_pool_cursor *c, uint64_t *index);
void sow_pool_done(sow_pool_cursor *c);

typedef struct {
    uint64_t lo, hi;
    int threads;
    volatile int *stop;          /* set (e.g. by SIGINT) to stop between games; may be NULL */
    void (*progress)(void *ctx, uint64_t done, uint64_t total);
    void *progress_ctx;
    size_t worker_size;
    void *job;                   /* handed to every callback */
    int (*init)(void *job, void *worker, sow_error *err);
    int (*game)(void *job, void *worker, uint64_t index, sow_error *err);
    /* Instead of game(), when set: plays the worker's games, taking each
     * index from the cursor; a failure is -1 with err and *index the game's. */
    int (*games)(void *job, void *worker, sow_pool_cursor *c, uint64_t *index, sow_error *err);
    void (*finish)(void *job, void *worker, int ok);
    const sow_pool_sum *sums;    /* what finish() merged into, for every rank to get the whole */
    int nsums;
} sow_pool;

/* 0, or -1 with err; *done (may be NULL): the games finished. Over
 * several ranks: this rank plays its slice of lo..hi, and the sums, *done
 * and the failure are every rank's. */
int sow_for_games(const sow_pool *p, uint64_t *done, sow_error *err);

/* ---- ranks (ranks.c): one run over several processes ------------------- */

/* MPI_Init (built with SOW_MPI; else nothing): 0, or -1. */
int sow_ranks_init(int *argc, char ***argv);
void sow_ranks_end(void);
int sow_rank(void);              /* 0..sow_ranks()-1; 0 prints and writes */
int sow_ranks(void);             /* 1 without MPI */
/* This rank's part of the indices lo..hi-1 (contiguous, in rank order). */
void sow_ranks_slice(uint64_t *lo, uint64_t *hi);
/* After a pool's finish(): rc, err, *done and p's sums, over all ranks. */
int sow_ranks_reduce(const sow_pool *p, int rc, sow_error *err, uint64_t *done);

/* ---- the runner (sim/runner.c) ------------------------------------------ */

typedef struct {
    const sow_rules *rules;
    const char *agent[2];        /* agent names of A and B (A sits South unless the ritual seats them) */
    uint64_t seed;
    uint64_t games;              /* game indices 0..games-1 ... */
    uint64_t shard, shards;      /* ... of which this run plays slice `shard` of `shards` (0 of 1: all) */
    int threads;                 /* 0: all cores */
    volatile int *stop;          /* set (e.g. by SIGINT) to stop cleanly; may be NULL */
    void (*progress)(void *ctx, uint64_t done, uint64_t total);
    void *progress_ctx;
    const sow_endgames *db;      /* a game reaching one of its positions is settled by it (NULL: none) */
} sow_sim_config;

/* Plays the games and fills st (merged over threads, identical for any
 * thread count). 0, or -1 with err: a bad agent, or an agent that failed
 * during a game (err says which agent, game and ply; st is then partial). */
int sow_simulate(const sow_sim_config *cfg, sow_stats *st, sow_error *err);

/* Plays game `index` of a run with `seed` exactly as sow_simulate does: the
 * same setup (sow_game_start), streams and agents (agent[0] = A, agent[1] =
 * B, made with sow_agent_new and reused from game to game). Each sowing is
 * counted in st and each ply reported to fn (either may be NULL). The final
 * state goes to *end; rec describes the game (rec->end == end). 0, or -1
 * with err when an agent failed (the game stopped there). */
int sow_play_game(const sow_rules *r, uint64_t seed, uint64_t index, sow_agent *const agent[2],
                  sow_stats *st, sow_ply_fn fn, void *ctx, sow_state *end, sow_game_record *rec,
                  sow_error *err);

/* ---- paired games: how much a rule reading matters (paired.c) ------------
 *
 * Game i is played under rule set A and under rule set B with the same
 * seed, streams and agents (sow_play_game), so the two games coincide
 * until the rules make them differ. Each pair gives the first ply at which
 * they diverge, both results (a 5x5 transition table of the first mover's
 * result) and both lengths; the paired differences give the change of every
 * headline rate with a confidence interval and a p-value, adjusted for
 * multiplicity over all the tests of a command (Holm). Along A's games,
 * every ply can also be replayed under B's rules from the same position
 * ("exercised"). Everything is a sum of integers over games, merged over
 * threads, so the numbers (and the examples: the lowest game indices) are
 * identical for any thread count. docs/audit.md explains the numbers. */


enum {
    SOW_AUDIT_NO_MOVE = -2,      /* an example without a move (the setup differs) */
    SOW_AUDIT_MAX_EXAMPLES = 16
};

/* The first diverging ply of one pair of games. */
typedef struct {
    uint64_t game;               /* game index */
    uint32_t ply;                /* first diverging ply, 1-based; 0: the games differ from the setup */
    sow_state before_a, before_b;/* the position before that ply (equal unless ply == 0) */
    int move_a, move_b;          /* the move each game played there (SOW_AUDIT_NO_MOVE: none) */
    sow_state after_a, after_b;  /* the position after it (ply > 0) */
    sow_state end_a, end_b;      /* how each game ended */
    int repro;                   /* the move the reproducing commands play (SOW_AUDIT_NO_MOVE: none) */
    int verified;                /* 1: `sow play` from before_a/before_b with repro shows a difference */
} sow_paired_example;

/* The first ply along A's games where B's rules give another result. */
typedef struct {
    uint64_t game;
    uint32_t ply;                /* 1-based */
    sow_state before;            /* the position before the ply (under A) */
    int move;                    /* the move played (SOW_PASS for a pass) */
    sow_state after_a;           /* the position after it under A */
    int legal_b;                 /* 0: the move is illegal under B */
    sow_state after_b;           /* the position after it under B (legal_b) */
    int verified;                /* 1: `sow play` from `before` (captured 0-0) shows the difference */
} sow_ply_example;

/* The comparison of A with one rule set B. Plain data (no pointers). */
typedef struct {
    uint64_t games;
    uint64_t diverged;           /* pairs that differ at some ply (or at the setup) */
    uint64_t setup_diverged;     /* ... already at the setup (deal, first player, ritual) */
    uint64_t div_ply[SOW_HIST_PLIES + 1]; /* pairs by first diverging ply */
    uint64_t div_ply_sum;
    uint64_t outcome_changed;    /* result, winner or captured seeds differ */
    uint64_t trans[SOW_R__COUNT][SOW_R__COUNT]; /* [first mover's result under A][under B] */
    int64_t dplies_sum;          /* sum of plies(B) - plies(A) */
    uint64_t dplies_sq;          /* sum of their squares */
    /* exercised (sow_paired_config.exercised) */
    uint64_t plies_checked;      /* plies of A's games replayed under B's rules */
    uint64_t plies_changed;      /* ... where the result differs (or the move is illegal under B) */
    uint64_t games_changed;      /* A's games with at least one such ply */
    int has_ply_ex, has_ply_verified;
    sow_ply_example ply_ex;      /* the first such ply (lowest game, then ply) */
    sow_ply_example ply_verified;/* the first one `sow play` can reproduce from its board */
    /* examples: the diverging pairs of lowest game index */
    int nex;
    sow_paired_example ex[SOW_AUDIT_MAX_EXAMPLES];
    int has_verified;
    sow_paired_example verified; /* the first diverging pair whose commands show the difference */
    sow_stats b;                 /* B's own statistics */
} sow_paired;

typedef struct {
    const sow_rules *a;
    const sow_rules *const *b;   /* nb rule sets compared with a (same number of pits) */
    int nb;
    const char *agent[2];        /* agents A and B (NULL: random) */
    uint64_t seed, games;
    int threads;                 /* 0: all cores */
    int exercised;               /* also replay each of A's plies under every b */
    int examples;                /* diverging pairs kept (0..SOW_AUDIT_MAX_EXAMPLES) */
    volatile int *stop;          /* may be NULL */
    void (*progress)(void *ctx, uint64_t done, uint64_t total);
    void *progress_ctx;
} sow_paired_config;

/* Plays the pairs: A's statistics into *st_a, one sow_paired per b into
 * out[0..nb-1] (identical for any thread count). 0, or -1 with err (a bad
 * agent, rule sets of different board sizes, out of memory). */
int sow_paired_run(const sow_paired_config *cfg, sow_stats *st_a, sow_paired *out, sow_error *err);

/* ---- tests and their multiplicity (tests.c) -----------------------------
 *
 * Every change a comparison reports gets a raw two-sided p-value: a paired
 * z-test on the per-game differences d_i = x_B(i) - x_A(i) (z = mean / se,
 * the same mean and standard error the 95% interval is built from), and
 * McNemar's chi-square test (1 df) of the first mover's wins. All the tests
 * one command makes form one family (every comparison x every test of
 * sow_paired_tests), controlled with Holm's step-down procedure at
 * family-wise alpha SOW_AUDIT_ALPHA: Holm controls the family-wise error
 * rate under any dependence between the tests, and the tests of one audit
 * are strongly dependent (the five result rates of a comparison sum to
 * one; every comparison shares A's games). `significant` means p_holm <
 * alpha; the intervals stay unadjusted 95% intervals. */

#define SOW_AUDIT_ALPHA 0.05

/* A paired difference B - A over the games, with its unadjusted 95%
 * interval (mean +- 1.96 sd / sqrt(n)) and its test. */
typedef struct {
    double a, b;                 /* the rate (or mean) under A and under B */
    double mean, lo, hi, se;
    double z;                    /* mean / se (0 when nothing differs) */
    double p;                    /* raw two-sided p-value (see sow_paired_delta_result) */
    double p_holm;               /* Holm-adjusted over the family (p for a family of one) */
    int significant;             /* p_holm < SOW_AUDIT_ALPHA */
} sow_delta;

/* The change of the first mover's rate of result `cat` (SOW_R_*). The
 * p-value is that of the two-sided paired z-test of mean 0; with fewer than
 * 2 games it is 1, and when every game has the same nonzero difference (se
 * 0) the exact two-sided sign test's 2^(1-n). p_holm = p, significant as a
 * family of one (sow_paired_tests_holm adjusts). */
void sow_paired_delta_result(const sow_paired *p, int cat, sow_delta *d);
/* The change of the mean game length in plies (the same test). */
void sow_paired_delta_plies(const sow_paired *p, const sow_stats *st_a, sow_delta *d);
/* McNemar's counts for the first mover's wins: won under A but not B (*ab)
 * and won under B but not A (*ba); returns the chi-square statistic
 * (b - c)^2 / (b + c) (0 when b + c = 0). */
double sow_paired_mcnemar(const sow_paired *p, uint64_t *ab, uint64_t *ba);
/* Pairs whose first mover's result (win/draw/loss/unresolved/limit) changed. */
uint64_t sow_paired_result_changed(const sow_paired *p);
/* When 0 of n trials succeed: the exact one-sided 95% upper bound of the
 * rate, 1 - 0.05^(1/n). */
double sow_zero_bound(uint64_t n);

/* The tests of one comparison: d[SOW_R_*] the change of each result rate
 * of the first mover, d[SOW_CHANGE_PLIES] that of the mean length, and
 * McNemar's test of the first mover's wins. SOW_PAIRED_TESTS per comparison. */
enum { SOW_CHANGE_PLIES = SOW_R__COUNT, SOW_CHANGES, SOW_PAIRED_TESTS = SOW_CHANGES + 1 };
typedef struct {
    sow_delta d[SOW_CHANGES];
    uint64_t mc_ab, mc_ba;       /* McNemar: first mover won under A only, under B only */
    double mc_chi2;              /* (ab - ba)^2 / (ab + ba) */
    double mc_p, mc_p_holm;      /* raw (chi-square, 1 df: erfc(sqrt(chi2 / 2))) and adjusted */
    int mc_significant;          /* mc_p_holm < SOW_AUDIT_ALPHA */
    int family;                  /* the number of tests p_holm was adjusted over */
} sow_paired_tests;

/* The tests of one comparison, unadjusted: p_holm = p and family 0 until
 * sow_paired_tests_holm. */
void sow_paired_tests_compute(const sow_paired *p, const sow_stats *st_a, sow_paired_tests *t);
/* Holm's adjustment over all the tests of t[0..n-1] (n * SOW_PAIRED_TESTS
 * tests): sets every p_holm, significant and family. */
void sow_paired_tests_holm(sow_paired_tests *t, int n, double alpha);

/* Holm's step-down procedure over n raw p-values: with p sorted,
 * p_(1) <= ... <= p_(n), the adjusted value of the i-th smallest is
 * min(1, max_{j <= i} (n - j + 1) p_(j)) (monotone in p, capped at 1), and
 * a hypothesis is rejected at family-wise level alpha when its adjusted
 * value is below alpha: the same as rejecting H_(1), H_(2), ... while p_(i)
 * < alpha / (n - i + 1) and stopping at the first that is not. Ties keep
 * their input order. adj may be p. Returns the number rejected. */
int sow_holm(const double *p, int n, double alpha, double *adj);

/* ---- replays as `sow play` replays them (replay.c) ----------------------- */

/* Plays what `sow play SPEC --board .. --first P [--moves M]` plays under r
 * from `pos` (its board and player to move; captured counts start at 0):
 * the settle, forced passes, then `move` (unless SOW_AUDIT_NO_MOVE, or
 * SOW_PASS, which is played as a forced pass) and forced passes. Returns 1,
 * or 0 when the move is illegal there (*out is the position before it). */
int sow_audit_replay(const sow_rules *r, const sow_state *pos, int move, sow_state *out);
/* 1 if the replays under a (from pa) and b (from pb) differ. */
int sow_audit_shows(const sow_rules *a, const sow_state *pa, const sow_rules *b, const sow_state *pb, int move);
/* The command that replays pos (and move) under r: "sow play PATH --board
 * .. --first P [--moves M] [--reading ID=KW]..", the readings being those of
 * r that are not the default. Returns the length. */
size_t sow_audit_command(const sow_rules *r, const sow_state *pos, int move, char *buf, size_t cap);
/* The exercised check of one ply: 1 if playing `move` from `before` under
 * rb does not give `after` (or the move is illegal under rb: *legal_b 0).
 * *after_b: the position under rb. */
int sow_audit_ply_differs(const sow_rules *rb, const sow_state *before, int move, const sow_state *after,
                          sow_state *after_b, int *legal_b);
/* 1 if two states agree on everything a player sees: board, captured,
 * player to move, status, end, result, winner. */
int sow_audit_same(const sow_rules *r, const sow_state *x, const sow_state *y);

/* ---- the audit of a spec's open questions (audit.c) ----------------------
 *
 * Every reading other than the default of every selected question with two
 * or more readings is one row: a rule set (the defaults but that reading)
 * compared with the defaults over paired games. All the rows' tests form
 * one family, Holm-adjusted; the rows are ranked by the share of games
 * whose result changes, then by how often the reading is exercised. Then
 * combinations of readings (plain simulations) ranked by how far the first
 * player's share of decisive games is from one half. docs/audit.md. */

typedef struct {
    const sow_rules *a;          /* the spec under its default readings */
    const char *path;            /* its file (the rows load it again) */
    const char *agent[2];        /* agents A and B */
    uint64_t seed, games;        /* paired games per reading */
    int threads;                 /* 0: all cores */
    long combos;                 /* combinations simulated at most (0: none) */
    const char (*question)[SOW_NAME_LEN]; /* audit only these questions ... */
    int nquestion;               /* ... (0: all) */
    volatile int *stop;          /* may be NULL */
    void (*progress)(void *ctx, uint64_t done, uint64_t total);  /* per stage */
    void *progress_ctx;
} sow_audit_config;

typedef struct {
    int q, r;                    /* question and reading indices into a->question */
    sow_rules *rules;            /* the defaults but this reading */
} sow_audit_row;

typedef struct {
    int reading[SOW_MAX_QUESTIONS]; /* the reading index of every question */
    sow_stats st;
    double share, lo, hi;        /* first mover's share of decisive games, 95% Wilson */
    uint64_t decisive;
} sow_audit_combo;

typedef struct {
    sow_audit_config cfg;
    int playable[SOW_MAX_QUESTIONS]; /* the selected questions with two or more readings */
    int np;
    int nrows;
    sow_audit_row *row;          /* nrows, in question order */
    sow_paired *paired;          /* row k's comparison ... */
    sow_paired_tests *tests;     /* ... and its tests, adjusted over the family */
    int *rank;                   /* row indices, ranked */
    int family;                  /* nrows * SOW_PAIRED_TESTS */
    sow_stats *st_a;             /* the defaults' games */
    sow_audit_combo *combo;      /* ncombos, ranked, those without a decisive game last */
    int ncombos, combos_all;     /* combos_all: every combination there is */
    uint64_t combo_games;        /* games per combination: max(games / 4, 1000) */
} sow_audit;

/* Loads the rows (0, or -1 with err: a reading that does not load, out of
 * memory); a selected question unknown to the spec is the caller's check. */
int sow_audit_open(const sow_audit_config *cfg, sow_audit *au, sow_error *err);
/* The paired games of every row, their tests and the ranking. */
int sow_audit_pairs(sow_audit *au, sow_error *err);
/* The combinations: all when there are at most cfg.combos, else that many
 * drawn from the seed, the defaults first; none with fewer than two
 * playable questions. */
int sow_audit_combos(sow_audit *au, sow_error *err);
void sow_audit_free(sow_audit *au);
/* 1 if question q is audited (selected, whatever its number of readings). */
int sow_audit_selected(const sow_audit *au, int q);
/* "II.Q1=skip,II.Q2=..." for a combination's playable questions. */
size_t sow_audit_combo_label(const sow_audit *au, const sow_audit_combo *c, char *buf, size_t cap);
/* Shares of a comparison: games whose first mover's result changed, plies
 * exercised (of those checked). */
double sow_audit_result_share(const sow_paired *p);
double sow_audit_exercised(const sow_paired *p);

/* ---- skill (skill.c): agents measured against perfect play ------------- */

/* From a solved start, an agent's self-play, move by move against the
 * perfect value: critical[v] counts the positions of value v for the
 * mover (0 drawn, 1 won) where some move loses that value, thrown[v] those
 * where the agent's move lost it; kept the games ended with the start's
 * value for the first player. */
typedef struct {
    uint64_t games, kept, limit_games;
    uint64_t critical[2], thrown[2];
    uint64_t open_plies;         /* plies from positions whose value the rules leave open: not counted */
    uint64_t db_plies;           /* sow_skill_endgames: plies from positions of the database */
} sow_skill_tally;
/* `games` games of agent against itself from g's start (node 0), seats'
 * streams as game i of `seed` (sow_rng_game purposes 1 and 2). 0, or -1
 * with err (an unknown agent, or one that failed). */
int sow_skill(const sow_rules *r, const sow_solved *g, const char *agent, uint64_t games, uint64_t seed,
              sow_skill_tally *t, sow_error *err);
/* The same in whole games (game i set up as every command sets it up,
 * sow_game_start, the seats' streams as above), counted at the positions
 * of an endgame database: how often the agent throws away a won or drawn
 * endgame. kept is not counted (no start is solved). */
int sow_skill_endgames(const sow_rules *r, const sow_endgames *db, const char *agent, uint64_t games, uint64_t seed,
                       sow_skill_tally *t, sow_error *err);

#endif
