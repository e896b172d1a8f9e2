/* test_games_e.c - the two-row games of specs/games/ (batch e: Giuthi,
 * Lamlameta): every spec loads with every reading of every question;
 * hand-worked positions for each game's distinctive rules (expected
 * board, stores, next player); and a few hundred random games per spec
 * conserving seeds and ending.
 *
 * Every expected board, store and next player below was worked out by hand
 * from the rule text of the spec's sources (never copied from engine
 * output). Pits are numbered counter-clockwise: South 0..N-1, North
 * N..2N-1; boards are written South row then North row; opposite(i) =
 * 2N-1-i. Counter-clockwise sowing goes to p+1, clockwise to p-1
 * (0 -> 2N-1). A store is the player's `captured` count. A move sown
 * against the spec's direction is SOW_REVERSE + pit. Positions in which no
 * capture could ever happen would be ended at once as proven endless: they
 * are set up raw and played with sow_move + sow_settle_rules. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static const char *const GAMES[] = {
    "games/giuthi.lua", "games/lamlameta.lua",
};
enum { NGAMES = sizeof GAMES / sizeof GAMES[0] };

#define require(cond, ...) do { if (!(cond)) ck_abort_msg(__VA_ARGS__); } while (0)

/* A position with South and North having captured c0-c1 first (every end
 * rule applied: it may be over at once). */
#define POSC(r, s, to_move, c0, c1, ...) do { \
        const int pits_[] = {__VA_ARGS__}; \
        ck_assert_int_eq((int)(sizeof pits_ / sizeof pits_[0]), (r)->pits); \
        position_with((r), (s), pits_, (to_move), (c0), (c1)); \
    } while (0)
/* The same with no end rule applied. */
#define POSRAW(r, s, to_move, ...) do { \
        const int pits_[] = {__VA_ARGS__}; \
        ck_assert_int_eq((int)(sizeof pits_ / sizeof pits_[0]), (r)->pits); \
        position_raw((r), (s), pits_, (to_move)); \
    } while (0)

#define REV(p) (SOW_REVERSE + (p))
#define BIT(m) ((sow_moves)1 << (m))

static void assert_ended(const sow_state *s, sow_end why, sow_result result, int winner)
{
    assert_end(s, why);
    ck_assert_int_eq(s->result, result);
    ck_assert_int_eq(s->winner, winner);
}

/* A legal move played without the endless proof: returns seeds taken by
 * the mover. */
static int raw_play(const sow_rules *r, sow_state *s, int move)
{
    require(sow_legal(r, s) & BIT(move), "move %d is not legal", move);
    int mover = s->to_move, before = s->captured[mover];
    sow_move(r, s, move, NULL);
    sow_settle_rules(r, s);
    return s->captured[mover] - before;
}

/* ---- every spec loads with every reading --------------------------------- */

START_TEST(every_reading_loads)
{
    for (int k = 0; k < NGAMES; k++) check_every_reading(GAMES[k]);
}
END_TEST

/* ---- Giuthi: 2x8, opposite(i) = 15 - i ------------------------------------ */

/* GT.R3: only pits of 2 or more start (pit 3). GT.R1: either way. GT.R2:
 * pit 3 (2) clockwise: 2, 1 (1 -> 2): the next lap goes the other way,
 * counter-clockwise, from 1: 2 (1 -> 2), 3 (0 -> 1, the last). GT.R4: the
 * turn never sowed North's row and ended in an empty own pit: no capture
 * (13 holds 1), South moves again. */
START_TEST(giuthi_turning_relay_and_again)
{
    sow_rules *r = load_spec("games/giuthi.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 40, 40, 0, 1, 0, 2, 0, 0, 0, 0,  1, 1, 1, 1, 1, 1, 1, 1);
    ck_assert_uint_eq(sow_legal(r, &s), BIT(3) | BIT(REV(3)));
    ck_assert_int_eq(play_legal(r, &s, REV(3), NULL), 0);
    assert_board(r, &s, 0, 0, 2, 1, 0, 0, 0, 0,  1, 1, 1, 1, 1, 1, 1, 1);
    assert_score(&s, 40, 40);
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* GT.R4: pit 0 (2): 1 (3 -> 4), 2 (0 -> 1, the last, own, empty); North's
 * row not sown: nothing taken (13 holds 5), South moves again. */
START_TEST(giuthi_unsown_again)
{
    sow_rules *r = load_spec("games/giuthi.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 40, 40, 2, 3, 0, 0, 0, 0, 0, 0,  1, 1, 1, 1, 1, 5, 1, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);
    assert_board(r, &s, 0, 4, 1, 0, 0, 0, 0, 0,  1, 1, 1, 1, 1, 5, 1, 1);
    assert_score(&s, 40, 40);
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* GT.C1-C4: pit 7 (10): 8..15, 0, 1 (0 -> 1, the last, own, empty); North's
 * row was sown: 14 (4 -> 5) taken; the chain goes on counter-clockwise
 * (the last lap's way): 2 empty, 13 (3 -> 4) taken; 3 empty, 12 (2 -> 3)
 * taken; 4 holds a seed: stop. The sown seed goes too: 13 to South, 43 of
 * 80: GT.E2 more than half ends the game, South wins. */
START_TEST(giuthi_cross_chain)
{
    sow_rules *r = load_spec("games/giuthi.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 30, 30, 0, 0, 0, 0, 1, 0, 0, 10,  0, 0, 0, 0, 2, 3, 4, 0);
    ck_assert_int_eq(play_legal(r, &s, 7, NULL), 13);
    assert_board(r, &s, 1, 0, 0, 0, 1, 0, 0, 0,  1, 1, 1, 1, 0, 0, 0, 1);
    assert_score(&s, 43, 30);
    assert_ended(&s, SOW_END_THRESHOLD, SOW_WIN, 0);
    free(r);
}
END_TEST

/* GT.E1: no pit holds 2: neither can move; each row's seeds to its owner:
 * 43-41, South wins. GT.Q1=left_fill (not the source's rule): the round
 * ends so; South (43) fills 7 pits from its left with 6 (1 left), North
 * (41) 6 pits (5 left), the rest empty but in play; the winner, South,
 * starts. */
START_TEST(giuthi_no_moves_and_rounds)
{
    sow_rules *r = load_spec("games/giuthi.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 40, 40, 1, 1, 0, 0, 0, 0, 0, 1,  1, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 43, 41);
    assert_ended(&s, SOW_END_NO_MOVES, SOW_WIN, 0);
    free(r);

    r = load_spec("games/giuthi.lua", "GT.Q1=left_fill");
    POSC(r, &s, 1, 40, 40, 1, 1, 0, 0, 0, 0, 0, 1,  1, 0, 0, 0, 0, 0, 0, 0);
    assert_board(r, &s, 6, 6, 6, 6, 6, 6, 6, 0,  6, 6, 6, 6, 6, 6, 0, 0);
    assert_score(&s, 1, 5);
    ck_assert_uint_eq(s.blocked, 0);
    ck_assert_int_eq(s.round, 1);
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* ---- Lamlameta: 2x12, opposite(i) = 23 - i ---------------------------------- */

/* LM.R4: the game's first sowing only from the two rightmost pits (10, 11;
 * North: 22, 23). LM.R5: after it, pits of 2 start only when every own
 * pit holds 2 or none. */
START_TEST(lamlameta_allowed)
{
    sow_rules *r = load_spec("games/lamlameta.lua", NULL);
    sow_state s;
    POSRAW(r, &s, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    ck_assert_uint_eq(sow_legal(r, &s), BIT(10) | BIT(11));
    POSRAW(r, &s, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    ck_assert_uint_eq(sow_legal(r, &s), BIT(22) | BIT(23));
    s.sowings = 1;
    ck_assert_uint_eq(sow_legal(r, &s), 0xfffu << 12);
    POSRAW(r, &s, 0, 2, 3, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0,  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    s.sowings = 1;
    ck_assert_uint_eq(sow_legal(r, &s), BIT(1) | BIT(4));
    POSRAW(r, &s, 0, 2, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0,  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    s.sowings = 1;
    ck_assert_uint_eq(sow_legal(r, &s), BIT(0) | BIT(2));
    free(r);
}
END_TEST

/* LM.R2, LM.R3: the opening move from pit 11 sows North's 2s (no skipping
 * in the first sowing): 12, 13 (-> 3): relay 3 seeds at a time, each lap
 * making the next three pits 3: from 13 to 14-16, from 16 to 17-19, from
 * 19 to 20-22, from 22 to 23, 0, 1, from 1 to 2-4, from 4 to 5-7, from 7
 * to 8-10, from 10: 11 (0 -> 1), 12 (3 -> 4), 13 (0 -> 1, the last):
 * North's row, nothing taken. */
START_TEST(lamlameta_opening)
{
    sow_rules *r = load_spec("games/lamlameta.lua", NULL);
    sow_state s;
    POSRAW(r, &s, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    ck_assert_int_eq(raw_play(r, &s, 11), 0);
    assert_board(r, &s, 3, 0, 3, 3, 0, 3, 3, 0, 3, 3, 0, 1,  4, 1, 3, 3, 0, 3, 3, 0, 3, 3, 0, 3);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* LM.R3: after the first sowing North's 2s are passed over: pit 10 (3):
 * 11 (0 -> 1), 12 (2: skipped), 13 (1 -> 2), 14 (0 -> 1, the last,
 * North's): nothing taken. */
START_TEST(lamlameta_skip_twos)
{
    sow_rules *r = load_spec("games/lamlameta.lua", NULL);
    sow_state s;
    POSRAW(r, &s, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0,  2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1);
    s.sowings = 1;
    ck_assert_int_eq(raw_play(r, &s, 10), 0);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,  2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* LM.C1, LM.C2: pit 3 (1): 4 (0 -> 1, own, empty); opposite 19 holds 2:
 * taken, and every other North pit of 2 too (15, 21); 20 (3) stays; the
 * sown seed stays. 6 to South. With 19 holding 3: nothing, and no 2s. */
START_TEST(lamlameta_cross_and_twos)
{
    sow_rules *r = load_spec("games/lamlameta.lua", NULL);
    sow_state s;
    POSRAW(r, &s, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2,  0, 0, 0, 2, 0, 0, 0, 2, 3, 2, 0, 0);
    s.sowings = 1;
    ck_assert_uint_eq(sow_legal(r, &s), BIT(3));
    ck_assert_int_eq(raw_play(r, &s, 3), 6);
    assert_board(r, &s, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 2,  0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0);
    assert_score(&s, 6, 0);
    assert_to_move(&s, 1);

    POSRAW(r, &s, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2,  0, 0, 0, 2, 0, 0, 0, 3, 3, 2, 0, 0);
    s.sowings = 1;
    ck_assert_int_eq(raw_play(r, &s, 3), 0);
    assert_board(r, &s, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 2,  0, 0, 0, 2, 0, 0, 0, 3, 3, 2, 0, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* LM.C3: pit 10 (1): 11 (0 -> 1, own, empty), opposite 12 holds 2: as the
 * game's opening move nothing is taken; later 12 and the other 2 (13)
 * go: 4 to South. */
START_TEST(lamlameta_no_opening_capture)
{
    sow_rules *r = load_spec("games/lamlameta.lua", NULL);
    sow_state s;
    POSRAW(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0,  2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    ck_assert_int_eq(raw_play(r, &s, 10), 0);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,  2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_to_move(&s, 1);

    POSRAW(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0,  2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    s.sowings = 1;
    ck_assert_int_eq(raw_play(r, &s, 10), 4);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,  0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 4, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* LM.E1, LM.E3: South to move without seeds: the round ends, North takes
 * its 8: 20-28. South fills 10 pits from its left with 2 (pits 10, 11 out
 * of play), North all 12 (4 left); the loser, South, starts. LM.E4: with
 * 5 against 43 South cannot fill 4 pits: North wins the match; LM.Q1=one:
 * 2 pits are enough, the match goes on. */
START_TEST(lamlameta_rounds)
{
    sow_rules *r = load_spec("games/lamlameta.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 20, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  3, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_board(r, &s, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 0,  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    assert_score(&s, 0, 4);
    ck_assert_uint_eq(s.blocked, (1u << 10) | (1u << 11));
    ck_assert_int_eq(s.round, 1);
    assert_to_move(&s, 0);

    POSC(r, &s, 0, 5, 35, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 5, 43);
    assert_ended(&s, SOW_END_MATCH, SOW_WIN, 1);
    free(r);

    r = load_spec("games/lamlameta.lua", "LM.Q1=one");
    POSC(r, &s, 0, 5, 35, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_board(r, &s, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    assert_score(&s, 1, 19);
    ck_assert_int_eq(s.round, 1);
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* ---- random games: seeds are conserved, games end -------------------------- */

/* Plays `games` random games of `spec`: seeds are conserved, every game
 * ends. A simulation limit is allowed only as the round limit of a match
 * (limits.rounds: random matches of rounds can go on while both players
 * can fill their pits) or, in at most 2% of games, a relay past
 * limits.laps. */
START_TEST(random_games)
{
    for (int k = 0; k < NGAMES; k++) check_random_games(GAMES[k], NULL, (uint64_t)k, 300);
    check_random_games("games/giuthi.lua", "GT.Q1=left_fill", (uint64_t)(NGAMES), 20);
    check_random_games("games/lamlameta.lua", "LM.Q1=one", (uint64_t)(NGAMES + 1), 100);
}
END_TEST

static Suite *games_e_suite(void)
{
    Suite *s = suite_create("games_e");
    TCase *tc = tcase_create("games");
    tcase_add_test(tc, every_reading_loads);
    tcase_add_test(tc, giuthi_turning_relay_and_again);
    tcase_add_test(tc, giuthi_unsown_again);
    tcase_add_test(tc, giuthi_cross_chain);
    tcase_add_test(tc, giuthi_no_moves_and_rounds);
    tcase_add_test(tc, lamlameta_allowed);
    tcase_add_test(tc, lamlameta_opening);
    tcase_add_test(tc, lamlameta_skip_twos);
    tcase_add_test(tc, lamlameta_cross_and_twos);
    tcase_add_test(tc, lamlameta_no_opening_capture);
    tcase_add_test(tc, lamlameta_rounds);
    suite_add_tcase(s, tc);
    TCase *rnd = tcase_create("random");
    tcase_set_timeout(rnd, 300);
    tcase_add_test(rnd, random_games);
    suite_add_tcase(s, rnd);
    return s;
}

int main(void)
{
    return run_suite(games_e_suite());
}
