/* test_games_c.c - the two-row games of specs/games/ (batch c: today's
 * Turkish Mangala, Toguz Xorgol, Eson Xorgol) and the either-row readings
 * of Kalah (KA.Q2) and Congkak (CK.Q5): every spec loads with every
 * reading of every question; hand-worked positions for each game's
 * distinctive rules (expected board, stores, next player); and a few
 * hundred random games per spec conserving seeds and ending.
 *
 * Every expected board, store and next player below was worked out by hand
 * from the rule text of the spec's sources (never copied from engine
 * output). Pits are numbered counter-clockwise: South 0..N-1, North
 * N..2N-1; boards are written South row then North row; opposite(i) =
 * 2N-1-i. Counter-clockwise sowing goes to p+1, clockwise to p-1
 * (0 -> 2N-1). A store is the player's `captured` count. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static const char *const GAMES[] = {
    "games/mangala_tr.lua", "games/toguz_xorgol.lua", "games/eson_xorgol.lua",
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
#define POS(r, s, to_move, ...) POSC(r, s, to_move, 0, 0, __VA_ARGS__)
/* The same with no end rule applied (for asking the legal moves only). */
#define POSRAW(r, s, to_move, ...) do { \
        const int pits_[] = {__VA_ARGS__}; \
        ck_assert_int_eq((int)(sizeof pits_ / sizeof pits_[0]), (r)->pits); \
        position_raw((r), (s), pits_, (to_move)); \
    } while (0)

static void assert_ended(const sow_state *s, sow_end why, sow_result result, int winner)
{
    assert_end(s, why);
    ck_assert_int_eq(s->result, result);
    ck_assert_int_eq(s->winner, winner);
}

/* ---- every spec loads with every reading --------------------------------- */

START_TEST(every_reading_loads)
{
    for (int k = 0; k < NGAMES; k++) check_every_reading(GAMES[k]);
}
END_TEST

/* ---- Mangala (Turkey, today): 2x6, stores after pit 5 and pit 11 --------- */

/* MT.R2, MT.R3, MT.R4: from the start South lifts pit 3 (4): one back into
 * pit 3, then 4, 5 and the own store: another turn. Then pit 3 holds a
 * single stone: it moves on to pit 4 (5 -> 6, own row: no capture); North
 * to move. */
START_TEST(mangala_tr_origin_and_store)
{
    sow_rules *r = load_spec("games/mangala_tr.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4);
    play_legal(r, &s, 3, NULL);
    assert_board(r, &s, 4, 4, 4, 1, 5, 5, 4, 4, 4, 4, 4, 4);
    assert_score(&s, 1, 0);
    assert_to_move(&s, 0);
    play_legal(r, &s, 3, NULL);
    assert_board(r, &s, 4, 4, 4, 0, 6, 5, 4, 4, 4, 4, 4, 4);
    assert_score(&s, 1, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* MT.R3: South's 9 stones from pit 5: one back into 5, the own store,
 * 6..11, North's store skipped, 0 (1 -> 2, own, was not empty: nothing). */
START_TEST(mangala_tr_skips_opponent_store)
{
    sow_rules *r = load_spec("games/mangala_tr.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 1, 1, 0, 0, 0, 9, 1, 1, 1, 1, 1, 1);
    play_legal(r, &s, 5, NULL);
    assert_board(r, &s, 2, 1, 0, 0, 0, 1, 2, 2, 2, 2, 2, 2);
    assert_score(&s, 1, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* MT.C1: pit 5 (3): 5, the store, 6 (1 -> 2, even, North's): taken, 1 + 2
 * to South's store (play_legal counts both). Pit 6 holding 2 (-> 3, odd):
 * nothing taken, 1 sown into the store. */
START_TEST(mangala_tr_even_capture)
{
    sow_rules *r = load_spec("games/mangala_tr.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 1, 0, 0, 0, 0, 3, 1, 0, 0, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 5, NULL), 3);
    assert_board(r, &s, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1);
    assert_score(&s, 3, 0);
    assert_to_move(&s, 1);

    POS(r, &s, 0, 1, 0, 0, 0, 0, 3, 2, 0, 0, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 5, NULL), 1);
    assert_board(r, &s, 1, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 1);
    assert_score(&s, 1, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* MT.C2: a lone stone in pit 0 moves to empty pit 1 (own): its opposite,
 * pit 10, holds 3: 3 and the sown stone to the store. Pit 0 holding 2: one
 * back into 0, one into empty pit 1: the same capture. Opposite pit 10
 * empty: nothing, the stone stays. */
START_TEST(mangala_tr_cross_capture)
{
    sow_rules *r = load_spec("games/mangala_tr.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 1, 0, 0, 0, 0, 2, 1, 0, 0, 0, 3, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 4);
    assert_board(r, &s, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 1);
    assert_score(&s, 4, 0);
    assert_to_move(&s, 1);

    POS(r, &s, 0, 2, 0, 0, 0, 0, 2, 1, 0, 0, 0, 3, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 4);
    assert_board(r, &s, 1, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 1);
    assert_score(&s, 4, 0);
    assert_to_move(&s, 1);

    POS(r, &s, 0, 1, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);
    assert_board(r, &s, 0, 1, 0, 0, 0, 2, 1, 0, 0, 0, 0, 1);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* MT.E1, MT.Q2: South's lone stone in pit 5 goes into the store (another
 * turn) and South's row is empty: the game ends at once and South, who
 * emptied it, takes North's 3 stones: 20 + 1 + 3 = 24 against 24, a draw
 * (owners_take would have made it 21-27). Then South's capture empties
 * North's row: pit 5 (3): 5, store, 6 (1 -> 2) taken; the game ends and
 * South, the last mover, takes its own 2 left: 10 + 1 + 2 + 2 = 15-33. */
START_TEST(mangala_tr_either_row_empty)
{
    sow_rules *r = load_spec("games/mangala_tr.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 20, 24, 0, 0, 0, 0, 0, 1, 1, 2, 0, 0, 0, 0);
    play_legal(r, &s, 5, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 24, 24);
    assert_ended(&s, SOW_END_EITHER_ROW_EMPTY, SOW_DRAW, 2);

    POSC(r, &s, 0, 10, 33, 1, 0, 0, 0, 0, 3, 1, 0, 0, 0, 0, 0);
    play_legal(r, &s, 5, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 15, 33);
    assert_ended(&s, SOW_END_EITHER_ROW_EMPTY, SOW_WIN, 1);
    free(r);
}
END_TEST

/* MT.Q3: pit 0 holding 14 (a stone back into 0, then 1..5, the store,
 * 6..11, North's store skipped: the 14th passes pit 0 again): sow puts it
 * into pit 0 (1 -> 2), skip into pit 1 (1 -> 2); neither was empty. */
START_TEST(mangala_tr_origin_question)
{
    sow_rules *r = load_spec("games/mangala_tr.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 14, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1);
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2);
    assert_score(&s, 1, 0);
    assert_to_move(&s, 1);
    free(r);

    r = load_spec("games/mangala_tr.lua", "MT.Q3=skip");
    POS(r, &s, 0, 14, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1);
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 1, 2, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2);
    assert_score(&s, 1, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* ---- Toguz Xorgol: 2x9, clockwise (p -> p-1, 0 -> 17) -------------------- */

/* Positions give both players 40 captured seeds first, so that no capture
 * below reaches more than half of the seeds in play (TX.E1 stops there).
 * TX.R2, TX.C1: pit 0 (3): one back into 0, then 17 (1 -> 2), 16 (3 -> 4):
 * even and 4 or more in North's row: taken. Pit 16 holding 1 (-> 2): even
 * but under 4: nothing. */
START_TEST(toguz_xorgol_capture)
{
    sow_rules *r = load_spec("games/toguz_xorgol.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 40, 40, 3, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 3, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 4);
    assert_board(r, &s, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2);
    assert_score(&s, 44, 40);
    assert_to_move(&s, 1);

    POSC(r, &s, 0, 40, 40, 3, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);
    assert_board(r, &s, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 2, 2);
    assert_score(&s, 40, 40);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* TX.T1: pit 0 (3): 0, 17 (0 -> 1), 16 (2 -> 3): South's tuzdek; its 3
 * seeds to South's store. North's lone seed in 17 moves on into it: to
 * South's store too. */
START_TEST(toguz_xorgol_tuzdek)
{
    sow_rules *r = load_spec("games/toguz_xorgol.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 40, 40, 3, 1, 0, 0, 0, 4, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 2, 0);
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 1, 1, 0, 0, 0, 4, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1);
    assert_score(&s, 43, 40);
    ck_assert_uint_eq(s.child, 1u << 16);
    ck_assert_uint_eq(s.child_north, 0u);
    assert_to_move(&s, 1);
    play_legal(r, &s, 17, NULL);
    assert_board(r, &s, 1, 1, 0, 0, 0, 4, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 44, 40);
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* TX.T2: pit 0 (10): 0, then 17..9: pit 9 (2 -> 3) is North's last pit
 * along the clockwise track (the next is South's pit 8): no tuzdek there.
 * North's pit 9 (9): 9, then 8..1: pit 1 (2 -> 3): North's tuzdek (pit 1 is
 * not South's last pit: that is pit 0). Then South's pit 0 (3): 0, 17, 16
 * (2 -> 3): 16 faces North's tuzdek (17 - 16 = 1): no tuzdek; 3 is odd:
 * nothing taken. */
START_TEST(toguz_xorgol_tuzdek_places)
{
    sow_rules *r = load_spec("games/toguz_xorgol.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 40, 40, 10, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 0, 0, 1, 3, 1, 1, 1, 1, 1, 1, 1, 1);
    ck_assert_uint_eq(s.child, 0u);
    assert_to_move(&s, 1);

    POSC(r, &s, 1, 40, 40, 3, 2, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 2, 0);
    play_legal(r, &s, 9, NULL);
    assert_board(r, &s, 3, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 2, 0);
    assert_score(&s, 40, 43);
    ck_assert_uint_eq(s.child, 1u << 1);
    ck_assert_uint_eq(s.child_north, 1u << 1);
    assert_to_move(&s, 0);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);
    assert_board(r, &s, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 3, 1);
    ck_assert_uint_eq(s.child, 1u << 1);
    assert_score(&s, 40, 43);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* TX.E2: South to move with an empty row: the game ends, North takes its
 * own 4 seeds: 45-49, North wins. */
START_TEST(toguz_xorgol_empty_row)
{
    sow_rules *r = load_spec("games/toguz_xorgol.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 45, 45, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1);
    assert_score(&s, 45, 49);
    assert_ended(&s, SOW_END_EMPTY_ROW, SOW_WIN, 1);
    free(r);
}
END_TEST

/* ---- Eson Xorgol: 2x5, clockwise, no sides ------------------------------- */

/* EX.R2: South, with an empty row, may start from any occupied pit of
 * either row; so may North. */
START_TEST(eson_xorgol_no_sides)
{
    sow_rules *r = load_spec("games/eson_xorgol.lua", NULL);
    sow_state s;
    POSRAW(r, &s, 0, 0, 0, 0, 0, 0, 3, 0, 2, 0, 1);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 5) | (1u << 7) | (1u << 9));
    POSRAW(r, &s, 1, 1, 0, 4, 0, 0, 0, 0, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 0) | (1u << 2));
    free(r);
}
END_TEST

/* EX.C1: South sows North's pit 7 (2): 6, 5 (1 -> 2, occupied); pit 4 is
 * empty and pit 3 holds 3: taken by South, the mover. A last seed into an
 * empty pit (pit 2 (1) -> 1: it now holds 1), then empty 0 and occupied 9:
 * nothing. */
START_TEST(eson_xorgol_two_out)
{
    sow_rules *r = load_spec("games/eson_xorgol.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 20, 20, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 7, NULL), 3);
    assert_board(r, &s, 0, 1, 0, 0, 0, 2, 1, 0, 0, 1);
    assert_score(&s, 23, 20);
    assert_to_move(&s, 1);

    POSC(r, &s, 0, 20, 20, 0, 0, 1, 0, 0, 0, 0, 0, 3, 2);
    ck_assert_int_eq(play_legal(r, &s, 2, NULL), 0);
    assert_board(r, &s, 0, 1, 0, 0, 0, 0, 0, 0, 3, 2);
    assert_score(&s, 20, 20);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* EX.E1: North sows pit 9 (2): 8, 7 (1 -> 2); 6 empty, 5 holds 4: taken:
 * North 42 + 4 = 46 of 90, more than half: the game stops, North wins. */
START_TEST(eson_xorgol_majority)
{
    sow_rules *r = load_spec("games/eson_xorgol.lua", NULL);
    sow_state s;
    POSC(r, &s, 1, 40, 42, 1, 0, 0, 0, 0, 4, 0, 1, 0, 2);
    play_legal(r, &s, 9, NULL);
    assert_score(&s, 40, 46);
    assert_ended(&s, SOW_END_THRESHOLD, SOW_WIN, 1);
    free(r);
}
END_TEST

/* ---- Kalah KA.Q2, Congkak CK.Q5: the game / round ends when either row is
 * empty ------------------------------------------------------------------- */

/* KA.Q2: South's pit 5 (2): the store, 6 (1 -> 2): South's row is empty
 * and North is to move. to_move (default): North plays on, 21-20.
 * either_row: the game ends at once, North takes its 2 + 3: 21-25. */
START_TEST(kalah_either_row)
{
    sow_rules *r = load_spec("games/kalah.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 20, 20, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 3);
    play_legal(r, &s, 5, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 3);
    assert_score(&s, 21, 20);
    assert_to_move(&s, 1);
    free(r);

    r = load_spec("games/kalah.lua", "KA.Q2=either_row");
    POSC(r, &s, 0, 20, 20, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 3);
    play_legal(r, &s, 5, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 21, 25);
    assert_ended(&s, SOW_END_EITHER_ROW_EMPTY, SOW_WIN, 1);
    free(r);
}
END_TEST

/* CK.Q5 (clockwise; South's store follows pit 0): South's pit 0 (2): the
 * store, 11 (0 -> 1, North's: the lap ends). to_move (default): North plays
 * on, 37-33. either_row: the round ends, North takes its 2: 37-35. South
 * fills its 6 pits (36), 1 left; North 5 pits from its right (11..7, 30), 5
 * left, pit 6 out of play; the winner, South, starts (CK.Q6 winner). */
START_TEST(congkak_either_row)
{
    sow_rules *r = load_spec("games/congkak.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 36, 33, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0);
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1);
    assert_score(&s, 37, 33);
    assert_to_move(&s, 1);
    free(r);

    r = load_spec("games/congkak.lua", "CK.Q5=either_row");
    POSC(r, &s, 0, 36, 33, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0);
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 6, 6, 6, 6, 6, 6, 0, 6, 6, 6, 6, 6);
    assert_score(&s, 1, 5);
    ck_assert_uint_eq(s.blocked, 1u << 6);
    ck_assert_int_eq(s.round, 1);
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* ---- random games: seeds are conserved, games end -------------------------- */

/* Plays 300 random games of `spec`: seeds are conserved, every game ends,
 * and by a rule, never a simulation limit. */
START_TEST(random_games)
{
    for (int k = 0; k < NGAMES; k++) check_random_games(GAMES[k], NULL, (uint64_t)k, 300);
    check_random_games("games/kalah.lua", "KA.Q2=either_row", (uint64_t)(NGAMES), 300);
    /* Not Congkak under CK.Q5=either_row: its rounds end after ~25 plies
     * and most random matches (187 of 300 with these streams) are still
     * going at the 1000-round simulation limit (limits.rounds); the
     * hand-worked congkak_either_row above checks the reading. */
}
END_TEST

static Suite *games_c_suite(void)
{
    Suite *s = suite_create("games_c");
    TCase *tc = tcase_create("games");
    tcase_add_test(tc, every_reading_loads);
    tcase_add_test(tc, mangala_tr_origin_and_store);
    tcase_add_test(tc, mangala_tr_skips_opponent_store);
    tcase_add_test(tc, mangala_tr_even_capture);
    tcase_add_test(tc, mangala_tr_cross_capture);
    tcase_add_test(tc, mangala_tr_either_row_empty);
    tcase_add_test(tc, mangala_tr_origin_question);
    tcase_add_test(tc, toguz_xorgol_capture);
    tcase_add_test(tc, toguz_xorgol_tuzdek);
    tcase_add_test(tc, toguz_xorgol_tuzdek_places);
    tcase_add_test(tc, toguz_xorgol_empty_row);
    tcase_add_test(tc, eson_xorgol_no_sides);
    tcase_add_test(tc, eson_xorgol_two_out);
    tcase_add_test(tc, eson_xorgol_majority);
    tcase_add_test(tc, kalah_either_row);
    tcase_add_test(tc, congkak_either_row);
    suite_add_tcase(s, tc);
    TCase *rnd = tcase_create("random");
    tcase_set_timeout(rnd, 300);
    tcase_add_test(rnd, random_games);
    suite_add_tcase(s, rnd);
    return s;
}

int main(void)
{
    return run_suite(games_c_suite());
}
