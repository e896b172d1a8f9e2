/* sow_solve.h - perfect play, exactly: every position reachable from a
 * start, solved by retrograde analysis through the engine's own rules.
 *
 * A value is South's payoff at the end of the game: the result (+1 South
 * wins, 0 a draw, -1 North wins) or the margin (South's seeds less
 * North's). Play that never ends, and ends that no rule decides (a rule
 * gap, a simulation limit), have no payoff: so each position gets two
 * bounds, `lo` what South can force by a finite game ended by a rule, `hi`
 * what North can hold South to the same way. lo == hi is the exact value;
 * lo < hi says the rules leave it open between them (SOW_SOLVE_NONE for
 * "no bound": the other player can keep the game from ending by a rule).
 * Nothing is decided for the rules: that is the point.
 */
#ifndef SOW_SOLVE_H
#define SOW_SOLVE_H

#include <stddef.h>
#include <stdint.h>

#include "sow.h"

typedef enum { SOW_VALUE_RESULT, SOW_VALUE_MARGIN, SOW_VALUE__COUNT } sow_value_kind;
enum { SOW_SOLVE_NONE = 1000 };  /* lo = -NONE, hi = +NONE: no bound */

typedef struct {
    int lo, hi;
} sow_bounds;

typedef struct {
    long max_positions;          /* refuse a graph larger than this (0: SOW_SOLVE_DEFAULT_MAX) */
    void (*progress)(void *ctx, size_t positions, size_t done);   /* while exploring (may be NULL) */
    void *progress_ctx;
} sow_solve_options;
enum { SOW_SOLVE_DEFAULT_MAX = 20000000 };

/* What a solve found: the graph's size and how its ends ended. */
typedef struct {
    size_t positions, moves;
    size_t ends_rule;            /* positions ended by a rule with a result (win or draw) */
    size_t ends_gap;             /* ended by a rule gap (unresolved) */
    size_t ends_limit;           /* ended by a simulation limit (the laps of one turn) */
    size_t proven_endless;       /* of the ends by a rule: by the endless proof */
    size_t bytes;                /* memory held */
} sow_solve_stats;

typedef struct sow_solved sow_solved;

/* 1 if the solver can play r: its positions must not depend on history
 * beyond what it keeps (rounds are a match of games: refused). 0 with err
 * (field and message) otherwise. */
int sow_solve_supported(const sow_rules *r, sow_error *err);

/* Solves every position reachable from root (a playing or ended state, as
 * sow_new_game or sow_position + sow_settle leave it). 0 and *out, or -1
 * with err filled (not supported, too many positions, out of memory). */
int sow_solve(const sow_rules *r, const sow_state *root, const sow_solve_options *o, sow_solved **out,
              sow_error *err);
void sow_solved_free(sow_solved *g);

sow_solve_stats sow_solved_stats(const sow_solved *g);
/* The root's node is 0. A state reached from the root (by sow_play_rules,
 * or the proof's end) gives its node, or -1 when it is not in the graph. */
long sow_solved_find(const sow_solved *g, const sow_state *s);
sow_bounds sow_solved_value(const sow_solved *g, long node, sow_value_kind k);
const sow_state *sow_solved_state(const sow_solved *g, long node);
/* The moves of a node and where each leads (a pass is SOW_PASS): the
 * number of moves, at most cap written. */
int sow_solved_moves(const sow_solved *g, long node, int *move, long *child, int cap);
/* A move that keeps an exact value and brings the game nearer its end
 * under perfect play by both (following it from an exact node reaches an
 * end whose payoff is the value); -2 when the node is ended or its value
 * is not exact. */
int sow_solved_best(const sow_solved *g, long node, sow_value_kind k, long *child);

#endif
