/* audit.h - how much a rule reading matters: paired games and per-ply checks.
 *
 * Paired games (paired.c): game i is played under rule set A and under
 * rule set B with the same seed, streams and agents (sow_play_game), so
 * the two games coincide until the rules make them differ. Each pair gives
 * the first ply at which they diverge, both results (a 4x4 transition
 * table of the first mover's result) and both lengths; the paired
 * differences give the change of every headline rate with a confidence
 * interval. Along A's games, every ply can also be replayed under B's rules
 * from the same position ("exercised": how often B's rules would give a
 * different result for the move actually played).
 *
 * Everything is a sum of integers over games, merged over threads, so the
 * numbers (and the examples: the lowest game indices) are identical for any
 * thread count. docs/audit.md explains the numbers. */
#ifndef SOW_AUDIT_H
#define SOW_AUDIT_H

#include <stdio.h>

#include <jansson.h>

#include "sow.h"

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

/* A paired difference B - A over the games, with its 95% interval
 * (mean +- 1.96 sd / sqrt(n)); significant when |mean| > 1.96 se. */
typedef struct {
    double a, b;                 /* the rate (or mean) under A and under B */
    double mean, lo, hi, se;
    int significant;
} sow_delta;

/* The change of the first mover's rate of result `cat` (SOW_R_*). */
void sow_paired_delta_result(const sow_paired *p, int cat, sow_delta *d);
/* The change of the mean game length in plies. */
void sow_paired_delta_plies(const sow_paired *p, const sow_stats *st_a, sow_delta *d);
/* McNemar's counts for the first mover's wins: won under A but not B (*ab)
 * and won under B but not A (*ba); returns the chi-square statistic
 * (b - c)^2 / (b + c) (0 when b + c = 0). */
double sow_paired_mcnemar(const sow_paired *p, uint64_t *ab, uint64_t *ba);
/* Pairs whose first mover's result (win/draw/loss/unresolved) changed. */
uint64_t sow_paired_result_changed(const sow_paired *p);
/* When 0 of n trials succeed: the exact one-sided 95% upper bound of the
 * rate, 1 - 0.05^(1/n). */
double sow_zero_bound(uint64_t n);

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
 * `examples` diverging games and their reproducing commands. */
void sow_paired_print(FILE *f, const sow_rules *a, const sow_rules *b, const sow_stats *st_a,
                      const sow_paired *p, int examples);
/* The same as a JSON object (a new reference). */
json_t *sow_paired_json(const sow_rules *a, const sow_rules *b, const sow_stats *st_a,
                        const sow_paired *p, int examples);
/* One example in words, and its two commands, each line prefixed. */
void sow_paired_example_print(FILE *f, const char *prefix, const sow_rules *a, const sow_rules *b,
                              const sow_paired_example *e);
void sow_ply_example_print(FILE *f, const char *prefix, const sow_rules *a, const sow_rules *b,
                           const sow_ply_example *e);
json_t *sow_paired_example_json(const sow_rules *a, const sow_rules *b, const sow_paired_example *e);
json_t *sow_ply_example_json(const sow_rules *a, const sow_rules *b, const sow_ply_example *e);
/* Writes `text` (len bytes) or a JSON value to path, whole or not at all
 * (a temporary file renamed into place). 0, or -1 with err. */
int sow_audit_write_file(const char *path, const char *text, size_t len, sow_error *err);
int sow_audit_write_json(const char *path, json_t *v, sow_error *err);

#endif
