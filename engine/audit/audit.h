/* audit.h - how much a rule reading matters: paired games and per-ply checks.
 *
 * Paired games (paired.c): game i is played under rule set A and under
 * rule set B with the same seed, streams and agents (sow_play_game), so
 * the two games coincide until the rules make them differ. Each pair gives
 * the first ply at which they diverge, both results (a 5x5 transition
 * table of the first mover's result: win, draw, loss, unresolved, limit)
 * and both lengths; the paired differences give the change of every
 * headline rate with a confidence interval and a p-value, adjusted for
 * multiplicity over all the tests of a command (Holm). Along A's games,
 * every ply can also be replayed under B's rules from the same position
 * ("exercised": how often B's rules would give a different result for the
 * move actually played).
 *
 * Everything is a sum of integers over games, merged over threads, so the
 * numbers (and the examples: the lowest game indices) are identical for any
 * thread count. docs/audit.md explains the numbers. */
#ifndef SOW_AUDIT_H
#define SOW_AUDIT_H

#include <stdio.h>

#include <jansson.h>

#include "sow.h"
#include "io.h"

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

/* ---- tests and their multiplicity (paired.c) ----------------------------
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
 * tests): sets every p_holm, significant and family. 0, or -1 when out of
 * memory (t is then unchanged). */
int sow_paired_tests_holm(sow_paired_tests *t, int n, double alpha);

/* Holm's step-down procedure over n raw p-values: with p sorted,
 * p_(1) <= ... <= p_(n), the adjusted value of the i-th smallest is
 * min(1, max_{j <= i} (n - j + 1) p_(j)) (monotone in p, capped at 1), and
 * a hypothesis is rejected at family-wise level alpha when its adjusted
 * value is below alpha: the same as rejecting H_(1), H_(2), ... while p_(i)
 * < alpha / (n - i + 1) and stopping at the first that is not. Ties keep
 * their input order. adj may be p. Returns the number rejected, or -1 when
 * out of memory. */
int sow_holm(const double *p, int n, double alpha, double *adj);

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

/* ---- reports (audit_report.c) ------------------------------------------- */

/* "Mangala II [II.Q1=skip]" style label of a rule set. */
size_t sow_audit_label(const sow_rules *r, char *buf, size_t cap);
/* The text report of one comparison (used by `sow diff`), with up to
 * `examples` diverging games and their reproducing commands; t: its tests,
 * adjusted (sow_paired_tests_holm) over the command's family. */
void sow_paired_print(FILE *f, const sow_rules *a, const sow_rules *b, const sow_stats *st_a,
                      const sow_paired *p, const sow_paired_tests *t, int examples);
/* The same as a JSON object (a new reference): every tested number carries
 * p (raw) and p_holm (adjusted). */
json_t *sow_paired_json(const sow_rules *a, const sow_rules *b, const sow_stats *st_a,
                        const sow_paired *p, const sow_paired_tests *t, int examples);
/* The multiplicity of a command's tests as JSON: {"procedure": "holm",
 * "alpha", "family": the number of tests, "tests_per_comparison", "test":
 * what p is, "intervals": "unadjusted 95%"}. */
json_t *sow_family_json(int family);
/* "significant at family-wise 5% after Holm's adjustment over N tests"
 * (what a star or a verdict means; no newline). Returns the length. */
size_t sow_family_note(int family, char *buf, size_t cap);
/* Short names of the results (SOW_R_*: "win", ..., "limit") and the JSON
 * keys of the changes (d[] of sow_paired_tests: "first_win_rate", ...,
 * "mean_plies"). */
const char *sow_audit_result_name(int cat);
const char *sow_audit_change_key(int change);
/* One example in words, and its two commands, each line prefixed. */
void sow_paired_example_print(FILE *f, const char *prefix, const sow_rules *a, const sow_rules *b,
                              const sow_paired_example *e);
void sow_ply_example_print(FILE *f, const char *prefix, const sow_rules *a, const sow_rules *b,
                           const sow_ply_example *e);
json_t *sow_paired_example_json(const sow_rules *a, const sow_rules *b, const sow_paired_example *e);
json_t *sow_ply_example_json(const sow_rules *a, const sow_rules *b, const sow_ply_example *e);
/* A report's JSON or text into an output of engine/report/io.h (checked
 * before the run, committed with the command's other outputs). 0 or -1. */
int sow_audit_put_json(sow_out *o, json_t *v, sow_error *err);
int sow_audit_put_text(sow_out *o, const char *text, size_t len, sow_error *err);

#endif
