/* support.h - helpers shared by the Check suites: load a spec with
 * readings, set up a position, play, and compare boards with a readable
 * failure message. */
#ifndef SOW_TEST_SUPPORT_H
#define SOW_TEST_SUPPORT_H

#include <check.h>

#include "sow_tools.h"   /* every layer: the tests look at all of them */

/* Loads specs/NAME (e.g. "mangala_iv.lua") with readings given as
 * "IV.Q3=skip,IV.Q4=following" (NULL or "" for the defaults). Aborts the
 * test with the loader's message on failure. Free with free(). */
sow_rules *load_spec(const char *name, const char *readings);

/* Like load_spec but returns -1 and fills err instead of aborting. */
int try_load(const char *path, const char *readings, sow_rules *out, sow_error *err);

/* specs/NAME on a board of `row` pits a row, `per` seeds a pit
 * (sow_spec_load_resized), with one reading id=reading (id NULL: none):
 * 0, or -1 with err. */
int load_resized(const char *name, const char *id, const char *reading, int row, int per, sow_rules *r,
                 sow_error *e);

/* A position: pits (2N counts), player to move, captured so far 0-0, every
 * end rule applied (it may be over at once, e.g. proven endless). */
void position(const sow_rules *r, sow_state *s, const int *pits, int to_move);
/* The same with South and North having captured these counts first. */
void position_with(const sow_rules *r, sow_state *s, const int *pits, int to_move, int south, int north);
/* The same with no end rule applied: for asking the prover about it. */
void position_raw(const sow_rules *r, sow_state *s, const int *pits, int to_move);

/* Plays a sowing move that must be legal, returns seeds the mover took. */
int play_legal(const sow_rules *r, sow_state *s, int pit, sow_trace *tr);

/* Fails the test unless the board equals `want` (2N counts). */
#define assert_board(r, s, ...) do { \
        const int want_[] = {__VA_ARGS__}; \
        assert_board_at((r), (s), want_, (int)(sizeof want_ / sizeof want_[0]), __FILE__, __LINE__); \
    } while (0)
void assert_board_at(const sow_rules *r, const sow_state *s, const int *want, int n, const char *file, int line);

/* Capture i of a turn's trace is pit `pit`, `seeds` seeds, for reason `why`. */
void assert_cap(const sow_trace *tr, int i, int pit, int seeds, int why);
/* South and North have captured these counts. */
void assert_score(const sow_state *s, int south, int north);
/* The game goes on with `to_move` to move. */
void assert_to_move(const sow_state *s, int to_move);
/* The game has ended for `why`. */
void assert_end(const sow_state *s, sow_end why);

/* A uniformly random legal ply (a pass when none). */
void play_random(const sow_rules *r, sow_state *s, sow_rng *rng);

/* Every reading of every question of specs/NAME loads, and is the reading
 * the loaded rules say was chosen. */
void check_every_reading(const char *name);

/* `games` random games of specs/NAME under `readings` (NULL: the defaults),
 * streams from `stream`: seeds conserved after every ply (board + stores
 * equal the deal's total while a round lasts, never more), every game
 * ended, a simulation limit in at most 2% of them (limits.rounds aside:
 * matches of rounds, which random play rarely ends, play at most 20; a
 * fifth of that under the sanitizers). */
void check_random_games(const char *name, const char *readings, uint64_t stream, int games);

/* Runs a suite, returns the process exit status. */
int run_suite(Suite *s);

#endif
