/* test_games_nam_nam.c - Nam-nam (specs/games/nam_nam.lua), the game of
 * rounds for territory: every reading loads; hand-worked positions for its
 * distinctive rules (the 4s taken by their pit's owner while sowing, the
 * last seed's 4 by the sower, feeding after captures, the owners changing
 * between rounds, the match's end); and random games conserving seeds and
 * ending.
 *
 * Every expected board, store, owner set and next player below was worked
 * out by hand from the spec's sources (never copied from engine output).
 * Pits: South 0..5, North 6..11, counter-clockwise (sowing goes to p+1,
 * 11 -> 0); boards are written South row then North row. `owner_north` is
 * the set of pits North owns. Positions are set up raw and played with
 * sow_move + sow_settle_rules (no endless proof). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

#define SPEC "games/nam_nam.lua"
#define BIT(m) ((sow_moves)1 << (m))
#define ROWS_NORTH 0xfc0u            /* North's row, 6..11 */

/* A position: North owns `north`, the stores hold c0-c1, every end rule
 * but the endless proof applied. */
static void pos(const sow_rules *r, sow_state *s, int to_move, int c0, int c1, uint32_t north, const int *pits)
{
    position_raw(r, s, pits, to_move);
    s->owner_north = north;
    s->captured[0] = (uint16_t)c0;
    s->captured[1] = (uint16_t)c1;
    sow_settle_rules(r, s);
}

static void play(const sow_rules *r, sow_state *s, int move)
{
    ck_assert_msg(sow_legal(r, s) & BIT(move), "move %d is not legal (legal 0x%llx)", move,
                  (unsigned long long)sow_legal(r, s));
    sow_move(r, s, move, NULL);
    sow_settle_rules(r, s);
}

START_TEST(every_reading_loads)
{
    check_every_reading(SPEC);
}
END_TEST

/* NN.C2: South's 3 from pit 4: pit 5 (3 -> 4, South's) is South's, pit 6
 * (3 -> 4, North's) North's, though South sowed them; the last seed falls
 * into empty pit 7: no relay, no capture. North moves from 7 or 10. */
START_TEST(owners_take_their_fours)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_state s;
    pos(r, &s, 0, 0, 0, ROWS_NORTH, (const int[]){ 2, 0, 0, 0, 3, 3,  3, 0, 0, 0, 5, 0 });
    play(r, &s, 4);
    assert_board(r, &s, 2, 0, 0, 0, 0, 0,  0, 1, 0, 0, 5, 0);
    assert_score(&s, 4, 4);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), BIT(7) | BIT(10));
    free(r);
}
END_TEST

/* NN.R2, NN.C1: South's 2 from pit 3: 4 (0 -> 1), 5 (1 -> 2, the last: a
 * pit with seeds, relay); its 2: 6 (2 -> 3), 7 (3 -> 4, the last): the
 * sower's, in North's row. */
START_TEST(relay_and_last_four)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_state s;
    pos(r, &s, 0, 0, 0, ROWS_NORTH, (const int[]){ 0, 3, 0, 2, 0, 1,  2, 3, 0, 0, 5, 0 });
    play(r, &s, 3);
    assert_board(r, &s, 0, 3, 0, 0, 1, 0,  3, 0, 0, 0, 5, 0);
    assert_score(&s, 4, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* NN.R3, NN.E1, NN.E2, NN.E5: North's pits are empty; South's only move
 * (pit 5: 6, 7) would leave 2 seeds, which NN.E2 gives South at once:
 * North gets none, so no move feeds; the round ends, South (who cannot
 * feed) takes the 2: 22-26. North captured more: (26 + 2) / 4 = 7 pits,
 * its row and then South's pit 0. Every pit holds 4 again, the stores are
 * empty, and North (NN.E4: the other player) starts, from its 7 pits. */
START_TEST(unfed_round_and_new_owners)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_state s;
    pos(r, &s, 0, 20, 26, ROWS_NORTH, (const int[]){ 0, 0, 0, 0, 0, 2,  0, 0, 0, 0, 0, 0 });
    ck_assert_int_eq(s.round, 1);
    ck_assert_int_eq(s.round_result & 3, 2);             /* North won round 0 */
    ck_assert_uint_eq(s.owner_north, ROWS_NORTH | 1u);
    assert_board(r, &s, 4, 4, 4, 4, 4, 4,  4, 4, 4, 4, 4, 4);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), ROWS_NORTH | 1u);
    free(r);
}
END_TEST

/* The owners in play: North owns 0 and 6..11. North's 2 from pit 11: 0
 * (3 -> 4, North's pit in South's row) is North's while sowing, 1 (3 -> 4,
 * the last) the sower's: 8 for North. South then moves from its pits
 * 1..5 only: pit 4. */
START_TEST(new_owners_capture_and_move)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_state s;
    pos(r, &s, 1, 0, 0, ROWS_NORTH | 1u, (const int[]){ 3, 3, 0, 0, 5, 0,  0, 0, 0, 1, 0, 2 });
    play(r, &s, 11);
    assert_board(r, &s, 0, 0, 0, 0, 5, 0,  0, 0, 0, 1, 0, 0);
    assert_score(&s, 0, 8);
    assert_to_move(&s, 0);
    ck_assert_uint_eq(sow_legal(r, &s), BIT(4));
    free(r);
}
END_TEST

/* NN.E5, NN.Q1: South's last seed makes pit 6 hold 4: 10-38, the board
 * empty. MG: South holds under 11, the match is over, North's. OW (all):
 * the match goes on while South can hold a pit: North owns (38 + 2) / 4 =
 * 10 pits, 6..11 and 0..3; South keeps 4 and 5; North starts. */
START_TEST(match_end)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_state s;
    pos(r, &s, 0, 6, 38, ROWS_NORTH, (const int[]){ 0, 0, 0, 0, 0, 1,  3, 0, 0, 0, 0, 0 });
    play(r, &s, 5);
    assert_end(&s, SOW_END_MATCH);
    assert_score(&s, 10, 38);
    ck_assert_int_eq(s.result, SOW_WIN);
    ck_assert_int_eq(s.winner, 1);
    free(r);
    r = load_spec(SPEC, "NN.Q1=all");
    pos(r, &s, 0, 6, 38, ROWS_NORTH, (const int[]){ 0, 0, 0, 0, 0, 1,  3, 0, 0, 0, 0, 0 });
    play(r, &s, 5);
    ck_assert_int_eq(s.status, SOW_PLAYING);
    ck_assert_int_eq(s.round, 1);
    ck_assert_uint_eq(s.owner_north, ROWS_NORTH | 0xfu);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* Random games: seeds are conserved, every game ends. */
START_TEST(random_games)
{
    check_random_games(SPEC, NULL, 0, 300);
    check_random_games(SPEC, "NN.Q1=all", 1, 100);
}
END_TEST

static Suite *nam_nam_suite(void)
{
    Suite *s = suite_create("games_nam_nam");
    TCase *tc = tcase_create("games");
    tcase_add_test(tc, every_reading_loads);
    tcase_add_test(tc, owners_take_their_fours);
    tcase_add_test(tc, relay_and_last_four);
    tcase_add_test(tc, unfed_round_and_new_owners);
    tcase_add_test(tc, new_owners_capture_and_move);
    tcase_add_test(tc, match_end);
    suite_add_tcase(s, tc);
    TCase *rnd = tcase_create("random");
    tcase_set_timeout(rnd, 300);
    tcase_add_test(rnd, random_games);
    suite_add_tcase(s, rnd);
    return s;
}

int main(void)
{
    return run_suite(nam_nam_suite());
}
