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

typedef struct sow_endgames sow_endgames;

typedef struct {
    long max_positions;          /* refuse a graph larger than this (0: SOW_SOLVE_DEFAULT_MAX) */
    void (*progress)(void *ctx, size_t positions, size_t done);   /* while exploring (may be NULL) */
    void *progress_ctx;
    const sow_endgames *db;      /* positions in this endgame database take its values and are not explored (may be NULL) */
} sow_solve_options;
enum { SOW_SOLVE_DEFAULT_MAX = 20000000 };

/* What a solve found: the graph's size and how its ends ended. */
typedef struct {
    size_t positions, moves;
    size_t ends_rule;            /* positions ended by a rule with a result (win or draw) */
    size_t ends_gap;             /* ended by a rule gap (unresolved) */
    size_t ends_limit;           /* ended by a simulation limit (the laps of one turn) */
    size_t proven_endless;       /* of the ends by a rule: by the endless proof */
    size_t db_leaves;            /* positions valued by the endgame database, not explored */
    size_t bytes;                /* memory held */
} sow_solve_stats;

typedef struct sow_solved sow_solved;

/* The position after move, as sow_play leaves it but for the ply limit
 * (a simulation limit, not a rule), in canonical form: a ply as the
 * solver and the databases play it. */
void sow_solve_ply(const sow_rules *r, const sow_state *s, int move, sow_state *c);

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
 * is not exact, -3 at a position the endgame database values (it has no
 * moves in the graph). */
int sow_solved_best(const sow_solved *g, long node, sow_value_kind k, long *child);

/* ---- endgame databases (endgames.c) --------------------------------------
 *
 * Every position with at most K seeds on the board, either player to move,
 * and its perfect-play value, as bounds like sow_solve's. Captures only
 * take seeds off the board, so the positions are solved in layers of
 * n = 0, 1 .. K seeds, each from the ones below; positions are numbered by
 * the combinatorial number system over the board's seed counts. A
 * position's margin is counted from the position on (the seeds South will
 * yet gain less North's): where no rule reads the seeds captured, one
 * value serves every captured split and the result is the sign of the
 * captured difference plus the margin; where a rule reads them (a count
 * to reach, a majority, a goal), a position is also its captured split and
 * the result is kept beside the margin; where an end rule after a pass
 * reads who sowed last, that is part of the position too. A file holds a
 * header (format, spec hash, readings, K, a checksum of each layer) and
 * the layers; it is written as FILE.part, layer by layer, and renamed
 * when whole: a build stopped part way goes on from its last whole layer. */

typedef struct {
    int seeds;                   /* K: positions of 0..K seeds on the board */
    int threads;                 /* 0: all cores */
    volatile int *stop;          /* set (SIGINT) to stop after the layer in hand; may be NULL */
    void (*progress)(void *ctx, int layer, uint64_t done, uint64_t total);  /* may be NULL */
    void *progress_ctx;
} sow_endgames_options;

typedef struct {
    uint64_t positions;          /* in the database (both players to move) */
    uint64_t moves;              /* moves played to build the layers built now */
    int layers_resumed;          /* layers taken from FILE.part */
    uint64_t exact, open;        /* positions whose value is exact, open */
    double seconds;              /* wall time of the layers built now */
    size_t peak_bytes;           /* the most memory held at once */
} sow_endgames_stats;

enum { SOW_ENDGAMES_MAX_SEEDS = 120 };   /* a margin is one signed byte */

/* 1 if r's positions of few seeds can be indexed by the board, the player
 * to move and (where the rules read them) the seeds captured and who sowed
 * last: no rounds, no counter of quiet plies, no children, closed pits,
 * stores sown from or handed over, chosen directions, bearing off, returns
 * or repeated extra turns, no few_left to the starter. 0 with err. */
int sow_endgames_supported(const sow_rules *r, sow_error *err);
/* Positions of 0..K seeds on r's board, both players to move. */
uint64_t sow_endgames_size(const sow_rules *r, int seeds);
/* Builds the database of r into path (via path.part). 0, 1 when stopped
 * (path.part holds the whole layers), or -1 with err. */
int sow_endgames_build(const sow_rules *r, const char *path, const sow_endgames_options *o, sow_endgames_stats *st,
                       sow_error *err);
/* Reads path, refusing a file built for other rules or readings (the spec
 * hash), another format, or one whose checksums fail. */
int sow_endgames_open(const sow_rules *r, const char *path, sow_endgames **out, sow_error *err);
void sow_endgames_free(sow_endgames *db);
int sow_endgames_seeds(const sow_endgames *db);
/* The seeds in play (on the board and captured) of every position of db
 * where its positions are indexed by the captured split, else 0 (any). */
int sow_endgames_in_play(const sow_endgames *db);
/* "0..K seeds, HEX" (its header's checksum): what results files record. */
const char *sow_endgames_name(const sow_endgames *db, char *buf, size_t cap);
/* 1 and v (each kind's bounds, as sow_solved_value gives them: the
 * seeds already captured counted) when s, a playing state of db's rules
 * past anything its opening rules count, is in db; 0 if not. */
int sow_endgames_probe(const sow_endgames *db, const sow_state *s, sow_bounds v[SOW_VALUE__COUNT]);
/* The same for any state: an ended one pays its own end (both bounds
 * none where no rule decided it: a rule gap, a limit). 1, or 0 when s is
 * playing and not in db. */
int sow_endgames_value(const sow_endgames *db, const sow_state *s, sow_bounds v[SOW_VALUE__COUNT]);
/* Ends s by db when it is a position of db: with the result perfect play
 * gives, or unresolved where the rules leave the result open (a player
 * can keep the game from ending by a rule). Where the margin is exact,
 * the captured difference is the one perfect play ends with (the gain
 * added to the player who makes it: the difference is exact, the two
 * counts need not be). The end is SOW_END_DATABASE (SOW_END_DATABASE_OPEN
 * when open), `left` the seeds on the board. 1 when settled. */
int sow_endgames_settle(const sow_endgames *db, sow_state *s);

#endif
