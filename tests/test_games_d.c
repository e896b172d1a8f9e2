/* test_games_d.c - the two-row games of specs/games/ (batch d: Dabuda,
 * Adji-boto, Enkeshui, Qelat, Pallanguzhi, Olinda): every spec loads with
 * every reading of every question; hand-worked positions for each game's
 * distinctive rules (expected board, stores, next player); and a few
 * hundred random games per spec conserving seeds and ending.
 *
 * Every expected board, store and next player below was worked out by hand
 * from the rule text of the spec's sources (never copied from engine
 * output). Pits are numbered counter-clockwise: South 0..N-1, North
 * N..2N-1; boards are written South row then North row; opposite(i) =
 * 2N-1-i. Counter-clockwise sowing goes to p+1, clockwise to p-1
 * (0 -> 2N-1). A store is the player's `captured` count. A move sown
 * against the spec's direction is SOW_REVERSE + pit. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static const char *const GAMES[] = {
    "games/dabuda.lua", "games/adji_boto.lua", "games/enkeshui.lua",
    "games/qelat.lua", "games/pallanguzhi.lua", "games/olinda.lua",
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
/* The same with no end rule applied (for asking the legal moves only). */
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

/* ---- every spec loads with every reading --------------------------------- */

START_TEST(every_reading_loads)
{
    for (int k = 0; k < NGAMES; k++) check_every_reading(GAMES[k]);
}
END_TEST

/* ---- Dabuda: 2x10, opposite(i) = 19 - i ----------------------------------- */

/* DB.R3: a move's first lap must reach North's row or end in an empty pit.
 * Pit 0 (3): 1, 2, 3 (1 -> 2, own, occupied): not allowed. Pit 3 (1): 4,
 * empty: allowed. Pit 6 (2): 7, 8 (2 -> 3): not allowed. Pit 8 (2): 9, 10
 * (North's): allowed. */
START_TEST(dabuda_reach_or_empty)
{
    sow_rules *r = load_spec("games/dabuda.lua", NULL);
    sow_state s;
    POSRAW(r, &s, 0, 3, 0, 0, 1, 0, 0, 2, 0, 2, 0,  1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    ck_assert_uint_eq(sow_legal(r, &s), BIT(3) | BIT(8));
    free(r);
}
END_TEST

/* DB.R2: pit 9 (2): 10, 11 (2 -> 3): relay from 11 (3): 12, 13, 14 (0 ->
 * 1, North's): the lap ends, nothing taken. DB.C1, DB.C2: pit 9 (11): 10..19
 * and 0 (empty, own: 1); opposite pit 19 (2 -> 3) taken with the sown seed:
 * 4 to South. */
START_TEST(dabuda_relay_and_cross)
{
    sow_rules *r = load_spec("games/dabuda.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 20, 20, 0, 0, 0, 0, 0, 1, 0, 0, 0, 2,  0, 2, 0, 0, 0, 0, 0, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 9, NULL), 0);
    assert_board(r, &s, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0,  1, 0, 1, 1, 1, 0, 0, 0, 0, 1);
    assert_to_move(&s, 1);

    POSC(r, &s, 0, 20, 20, 0, 0, 0, 0, 0, 1, 0, 0, 0, 11,  1, 1, 1, 1, 1, 1, 1, 1, 1, 2);
    ck_assert_int_eq(play_legal(r, &s, 9, NULL), 4);
    assert_board(r, &s, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0,  2, 2, 2, 2, 2, 2, 2, 2, 2, 0);
    assert_score(&s, 24, 20);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* DB.E2, DB.Q2: the same capture with 34-16 captured first: 38 of 73 seeds
 * in play is more than half: stop (the default) ends the game, South wins;
 * play_on goes on, North to move. */
START_TEST(dabuda_majority)
{
    sow_rules *r = load_spec("games/dabuda.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 34, 16, 0, 0, 0, 0, 0, 1, 0, 0, 0, 11,  1, 1, 1, 1, 1, 1, 1, 1, 1, 2);
    play_legal(r, &s, 9, NULL);
    assert_score(&s, 38, 16);
    assert_ended(&s, SOW_END_THRESHOLD, SOW_WIN, 0);
    free(r);

    r = load_spec("games/dabuda.lua", "DB.Q2=play_on");
    POSC(r, &s, 0, 34, 16, 0, 0, 0, 0, 0, 1, 0, 0, 0, 11,  1, 1, 1, 1, 1, 1, 1, 1, 1, 2);
    play_legal(r, &s, 9, NULL);
    assert_score(&s, 38, 16);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* DB.E1: South to move with an empty row: the game ends, North takes its
 * own 5: 20-25, North wins. */
START_TEST(dabuda_empty_row)
{
    sow_rules *r = load_spec("games/dabuda.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 20, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  2, 0, 0, 3, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 20, 25);
    assert_ended(&s, SOW_END_EMPTY_ROW, SOW_WIN, 1);
    free(r);
}
END_TEST

/* ---- Adji-boto: 2x5 ---------------------------------------------------- */

/* AB.R1, AB.C1, AB.C2: pit 1 (3): one back into 1, then 2, 3 (the last);
 * pit 4 after it holds 3: taken; pit 5 holds 5: taken; pit 6 holds 2:
 * the chain stops. 8 to South. AB.C3: the same move as one of the game's
 * first two sowings takes nothing. */
START_TEST(adji_boto_next_chain)
{
    sow_rules *r = load_spec("games/adji_boto.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 30, 40, 0, 3, 0, 0, 3,  5, 2, 0, 0, 1);
    s.sowings = 2;
    ck_assert_int_eq(play_legal(r, &s, 1, NULL), 8);
    assert_board(r, &s, 0, 1, 1, 1, 0,  0, 2, 0, 0, 1);
    assert_score(&s, 38, 40);
    assert_to_move(&s, 1);

    POSC(r, &s, 0, 30, 40, 0, 3, 0, 0, 3,  5, 2, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 1, NULL), 0);
    assert_board(r, &s, 0, 1, 1, 1, 3,  5, 2, 0, 0, 1);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* AB.R2: a single seed cannot start a move (pits 0 and 3 excluded). AB.R3:
 * pit 1 started already: only 2 and 4; with 1, 2 and 4 started, only 0
 * and 3 may, and they cannot (one seed, none): no move; once all five
 * have been started from, any may, and that stays so. */
START_TEST(adji_boto_each_pit_first)
{
    sow_rules *r = load_spec("games/adji_boto.lua", NULL);
    sow_state s;
    POSRAW(r, &s, 0, 1, 2, 2, 0, 3,  1, 1, 1, 1, 1);
    ck_assert_uint_eq(sow_legal(r, &s), BIT(1) | BIT(2) | BIT(4));
    s.started = 1u << 1;
    ck_assert_uint_eq(sow_legal(r, &s), BIT(2) | BIT(4));
    s.started = (1u << 1) | (1u << 2) | (1u << 4);
    ck_assert_uint_eq(sow_legal(r, &s), 0);
    s.started = 0x1f;
    ck_assert_uint_eq(sow_legal(r, &s), BIT(1) | BIT(2) | BIT(4));
    s.sowings = 2;
    sow_move(r, &s, 2, NULL);
    sow_settle_rules(r, &s);
    ck_assert_uint_eq(s.started, 0x1fu);
    free(r);
}
END_TEST

/* AB.E1: neither player can move (every pit holds one seed at most): the
 * game ends, each row's seeds to its owner: 46 + 2, 49 + 3: North wins. */
START_TEST(adji_boto_no_moves)
{
    sow_rules *r = load_spec("games/adji_boto.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 46, 49, 1, 0, 1, 0, 0,  1, 1, 0, 1, 0);
    assert_score(&s, 48, 52);
    assert_ended(&s, SOW_END_NO_MOVES, SOW_WIN, 1);
    free(r);
}
END_TEST

/* ---- Enkeshui: 2x8, opposite(i) = 15 - i ------------------------------- */

/* EK.T1: pit 5 (2): 6, 7 (3 -> 4): a bull for South (it would relay on
 * otherwise); its 4 seeds to South. */
START_TEST(enkeshui_bull)
{
    sow_rules *r = load_spec("games/enkeshui.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 10, 12, 0, 0, 0, 0, 0, 2, 0, 3,  1, 0, 0, 0, 0, 0, 0, 1);
    play_legal(r, &s, 5, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 1, 0,  1, 0, 0, 0, 0, 0, 0, 1);
    assert_score(&s, 14, 12);
    ck_assert_uint_eq(s.child, 1u << 7);
    ck_assert_uint_eq(s.child_north, 0u);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* EK.T2: pit 4 (2): 5 (2 -> 3), 6 (3 -> 4): the last two seeds make 3 and
 * 4: two bulls for South, 7 seeds. */
START_TEST(enkeshui_two_bulls)
{
    sow_rules *r = load_spec("games/enkeshui.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 5, 12, 0, 0, 0, 0, 2, 2, 3, 0,  1, 0, 0, 0, 0, 0, 0, 1);
    play_legal(r, &s, 4, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0,  1, 0, 0, 0, 0, 0, 0, 1);
    assert_score(&s, 12, 12);
    ck_assert_uint_eq(s.child, (1u << 5) | (1u << 6));
    ck_assert_uint_eq(s.child_north, 0u);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* EK.C1-C3: pit 1 (1): 2 (empty, own): opposite 13 (2) taken with the sown
 * seed; pit 3 after it is empty and its opposite 12 holds 3: taken; pit 4
 * holds a seed: the chain stops (11's 5 stay). 6 to South. */
START_TEST(enkeshui_cross_chain)
{
    sow_rules *r = load_spec("games/enkeshui.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 5, 5, 0, 1, 0, 0, 1, 0, 0, 0,  1, 0, 0, 5, 3, 2, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 1, NULL), 6);
    assert_board(r, &s, 0, 0, 0, 0, 1, 0, 0, 0,  1, 0, 0, 5, 0, 0, 0, 0);
    assert_score(&s, 11, 5);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* ---- Qelat: 2x6; the left three pits of a row sow clockwise ------------- */

/* QL.R1: South's pit 1 (a left pit) sows clockwise: 0, 11; pit 4 (a right
 * pit) counter-clockwise. */
START_TEST(qelat_split)
{
    sow_rules *r = load_spec("games/qelat.lua", NULL);
    sow_state s;
    POSRAW(r, &s, 0, 0, 2, 0, 0, 2, 0,  1, 1, 1, 1, 1, 1);
    ck_assert_uint_eq(sow_legal(r, &s), BIT(REV(1)) | BIT(4));
    POSC(r, &s, 0, 4, 10, 0, 2, 0, 0, 2, 0,  1, 1, 1, 1, 1, 1);
    play_legal(r, &s, REV(1), NULL);
    assert_board(r, &s, 1, 0, 0, 0, 2, 0,  1, 1, 1, 1, 1, 2);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* QL.T1, QL.T2, QL.C2: South's pit 4 (2): 5, 6 (3 -> 4): pit 6 is one of
 * South's walda places: South's walda, 4 to South. North's pit 9 (1, a
 * right pit: counter-clockwise): 10 (3 -> 4), not one of North's walda
 * places; North has no walda: nothing taken. South's pit 5 (1): into its
 * own walda 6: to South's store. */
START_TEST(qelat_walda)
{
    sow_rules *r = load_spec("games/qelat.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 4, 10, 0, 0, 0, 0, 2, 0,  3, 0, 0, 1, 3, 0);
    play_legal(r, &s, 4, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 1,  0, 0, 0, 1, 3, 0);
    assert_score(&s, 8, 10);
    ck_assert_uint_eq(s.child, 1u << 6);
    ck_assert_uint_eq(s.child_north, 0u);
    assert_to_move(&s, 1);
    ck_assert_int_eq(play_legal(r, &s, 9, NULL), 0);
    assert_board(r, &s, 0, 0, 0, 0, 0, 1,  0, 0, 0, 0, 4, 0);
    assert_to_move(&s, 0);
    play_legal(r, &s, 5, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0,  0, 0, 0, 0, 4, 0);
    assert_score(&s, 9, 10);
    free(r);
}
END_TEST

/* QL.C1, QL.C2, QL.Q2: South's pit 3 (1, right: counter-clockwise): 4 (3
 * -> 4). Owning a walda (pit 6), South takes the 4; without one, nothing.
 * Under QL.Q2=own pit 4 is one of South's walda places: a walda. (2-6
 * captured first: 6 of 13 is not more than half.) */
START_TEST(qelat_capture_needs_walda)
{
    sow_rules *r = load_spec("games/qelat.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 2, 6, 0, 0, 0, 1, 3, 0,  0, 1, 0, 0, 0, 0);
    s.child = 1u << 6;
    ck_assert_int_eq(play_legal(r, &s, 3, NULL), 4);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0,  0, 1, 0, 0, 0, 0);
    assert_score(&s, 6, 6);

    POSC(r, &s, 0, 2, 6, 0, 0, 0, 1, 3, 0,  0, 1, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 3, NULL), 0);
    assert_board(r, &s, 0, 0, 0, 0, 4, 0,  0, 1, 0, 0, 0, 0);
    ck_assert_uint_eq(s.child, 0u);
    free(r);

    r = load_spec("games/qelat.lua", "QL.Q2=own");
    POSC(r, &s, 0, 2, 6, 0, 0, 0, 1, 3, 0,  0, 1, 0, 0, 0, 0);
    play_legal(r, &s, 3, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0,  0, 1, 0, 0, 0, 0);
    assert_score(&s, 6, 6);
    ck_assert_uint_eq(s.child, 1u << 4);
    free(r);
}
END_TEST

/* ---- Pallanguzhi: 2x7 --------------------------------------------------- */

/* PZ.C1, PZ.R2, PZ.C2: pit 0 (3): 1 (3 -> 4, not the last seed): taken at
 * once by its owner, South; 2; 3 (the last). The pit after it, 4, holds 2:
 * the next lap lifts them: 5, 6 (1 -> 2). The pit after, 7, is empty: pit 8
 * beyond it (3) is taken. 7 to South. */
START_TEST(pallanguzhi_sowing)
{
    sow_rules *r = load_spec("games/pallanguzhi.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 10, 10, 3, 3, 0, 0, 2, 0, 1,  0, 3, 1, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 7);
    assert_board(r, &s, 0, 0, 1, 1, 0, 1, 2,  0, 0, 1, 0, 0, 0, 0);
    assert_score(&s, 17, 10);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* PZ.Q2: pit 5 (3): 6, 7 (3 -> 4, North's, not the last), 8 (the last);
 * 9 is empty: 10 (2) taken by South. owner: North's 4 go to North; sower:
 * to South. */
START_TEST(pallanguzhi_who_takes_fours)
{
    sow_rules *r = load_spec("games/pallanguzhi.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 10, 10, 1, 0, 0, 0, 0, 3, 0,  3, 0, 0, 2, 1, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 5, NULL), 2);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 1,  0, 1, 0, 0, 1, 0, 0);
    assert_score(&s, 12, 14);
    free(r);

    r = load_spec("games/pallanguzhi.lua", "PZ.Q2=sower");
    POSC(r, &s, 0, 10, 10, 1, 0, 0, 0, 0, 3, 0,  3, 0, 0, 2, 1, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 5, NULL), 6);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 1,  0, 1, 0, 0, 1, 0, 0);
    assert_score(&s, 16, 10);
    free(r);
}
END_TEST

/* PZ.E1, PZ.E3: South to move with an empty row: the round ends, North
 * takes its 4: 26-30. South fills 6 pits from its left (24), 2 left, pit
 * 6 out of play; North fills all 7 (28), 2 left; South started, so North
 * starts the next round. PZ.E4: with 3 against 53 South cannot fill a pit:
 * the match is over, North wins. */
START_TEST(pallanguzhi_rounds)
{
    sow_rules *r = load_spec("games/pallanguzhi.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 26, 26, 0, 0, 0, 0, 0, 0, 0,  1, 0, 3, 0, 0, 0, 0);
    assert_board(r, &s, 4, 4, 4, 4, 4, 4, 0,  4, 4, 4, 4, 4, 4, 4);
    assert_score(&s, 2, 2);
    ck_assert_uint_eq(s.blocked, 1u << 6);
    ck_assert_int_eq(s.round, 1);
    assert_to_move(&s, 1);

    POSC(r, &s, 0, 3, 49, 0, 0, 0, 0, 0, 0, 0,  4, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 3, 53);
    assert_ended(&s, SOW_END_MATCH, SOW_WIN, 1);
    free(r);
}
END_TEST

/* ---- Olinda: 2x7 ------------------------------------------------------- */

/* OL.R1: the game's first sowing may go either way; South sows pit 3
 * clockwise: 2, 1 (the last); pit 0 after it is empty, 13 beyond it too:
 * nothing. From then on North sows counter-clockwise only and South
 * clockwise only. */
START_TEST(olinda_first_chooses)
{
    sow_rules *r = load_spec("games/olinda.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 10, 10, 0, 0, 0, 2, 0, 0, 0,  0, 0, 0, 2, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(r, &s), BIT(3) | BIT(REV(3)));
    ck_assert_int_eq(play_legal(r, &s, REV(3), NULL), 0);
    assert_board(r, &s, 0, 1, 1, 0, 0, 0, 0,  0, 0, 0, 2, 0, 0, 0);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), BIT(10));
    ck_assert_int_eq(play_legal(r, &s, 10, NULL), 0);
    assert_board(r, &s, 0, 1, 1, 0, 0, 0, 0,  0, 0, 0, 0, 1, 1, 0);
    assert_to_move(&s, 0);
    ck_assert_uint_eq(sow_legal(r, &s), BIT(REV(1)) | BIT(REV(2)));
    free(r);
}
END_TEST

/* OL.C1, OL.C2: pit 0 (2): 1, 2 (the last); 3 after it is empty: 4 (2)
 * taken; 5 empty, 6 (3) taken; 7 and 8 empty: the chain stops. 5 to South. */
START_TEST(olinda_two_out_chain)
{
    sow_rules *r = load_spec("games/olinda.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 10, 10, 2, 0, 0, 0, 2, 0, 3,  0, 0, 1, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 5);
    assert_board(r, &s, 0, 1, 1, 0, 0, 0, 0,  0, 0, 1, 0, 0, 0, 0);
    assert_score(&s, 15, 10);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* ---- random games: seeds are conserved, games end -------------------------- */

/* Plays `games` random games of `spec`: seeds are conserved, every game
 * ends. A simulation limit is allowed only as the round limit of a match
 * (limits.rounds: random matches of rounds can go on while both players
 * can fill a pit) or, in at most 2% of games, a relay past limits.laps
 * (Dabuda: 0.1% of 10000 random games). */
START_TEST(random_games)
{
    for (int k = 0; k < NGAMES; k++) check_random_games(GAMES[k], NULL, (uint64_t)k, 300);
    check_random_games("games/pallanguzhi.lua", "PZ.Q1=six,PZ.Q4=hanson", (uint64_t)(NGAMES), 100);
    check_random_games("games/adji_boto.lua", "AB.Q1=ten", (uint64_t)(NGAMES + 1), 300);
}
END_TEST

static Suite *games_d_suite(void)
{
    Suite *s = suite_create("games_d");
    TCase *tc = tcase_create("games");
    tcase_add_test(tc, every_reading_loads);
    tcase_add_test(tc, dabuda_reach_or_empty);
    tcase_add_test(tc, dabuda_relay_and_cross);
    tcase_add_test(tc, dabuda_majority);
    tcase_add_test(tc, dabuda_empty_row);
    tcase_add_test(tc, adji_boto_next_chain);
    tcase_add_test(tc, adji_boto_each_pit_first);
    tcase_add_test(tc, adji_boto_no_moves);
    tcase_add_test(tc, enkeshui_bull);
    tcase_add_test(tc, enkeshui_two_bulls);
    tcase_add_test(tc, enkeshui_cross_chain);
    tcase_add_test(tc, qelat_split);
    tcase_add_test(tc, qelat_walda);
    tcase_add_test(tc, qelat_capture_needs_walda);
    tcase_add_test(tc, pallanguzhi_sowing);
    tcase_add_test(tc, pallanguzhi_who_takes_fours);
    tcase_add_test(tc, pallanguzhi_rounds);
    tcase_add_test(tc, olinda_first_chooses);
    tcase_add_test(tc, olinda_two_out_chain);
    suite_add_tcase(s, tc);
    TCase *rnd = tcase_create("random");
    tcase_set_timeout(rnd, 300);
    tcase_add_test(rnd, random_games);
    suite_add_tcase(s, rnd);
    return s;
}

int main(void)
{
    return run_suite(games_d_suite());
}
