/* test_games_a.c - well-known two-row games written with the family's rules
 * (specs/games/: Kalah, Sungka, Congkak, Dakon, Ohvalhu, Ayoayo, Endodoi):
 * each loads with every reading of every question; hand-worked positions
 * for each distinctive rule; and random games conserve seeds and end.
 *
 * Every expected board, store and next player below was worked out by hand
 * from the rule text of the spec's sources (never copied from engine
 * output). Pits are numbered counter-clockwise: South 0..N-1, North
 * N..2N-1; boards are written South row then North row; opposite(i) =
 * 2N-1-i. A store is the player's `captured` count. Counter-clockwise, a
 * player's store follows their last pit (South: after N-1, North: after
 * 2N-1); clockwise, it follows their first (South: after 0, North: after
 * N). "Left" and "right" are the owner's: South's left is pit 0, North's
 * left is pit N (opposite South's right end). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static const char *const GAMES[] = {
    "games/kalah.lua", "games/sungka.lua", "games/congkak.lua", "games/dakon.lua",
    "games/ohvalhu.lua", "games/ayoayo.lua", "games/endodoi.lua",
};
enum { NGAMES = sizeof GAMES / sizeof GAMES[0] };

#define require(cond, ...) do { if (!(cond)) ck_abort_msg(__VA_ARGS__); } while (0)

static void position_scored(const sow_rules *r, sow_state *s, const int *pits, int n, int to_move,
                            int c0, int c1)
{
    uint8_t layout[SOW_MAX_PITS] = {0};
    ck_assert_int_eq(n, r->pits);
    for (int p = 0; p < n && p < SOW_MAX_PITS; p++) layout[p] = (uint8_t)pits[p];
    sow_position(r, s, layout, to_move);
    s->captured[0] = (uint16_t)c0;
    s->captured[1] = (uint16_t)c1;
    sow_settle(r, s);
}

#define POS(r, s, to_move, ...) do { \
        const int pits_[] = {__VA_ARGS__}; \
        position_scored((r), (s), pits_, (int)(sizeof pits_ / sizeof pits_[0]), (to_move), 0, 0); \
    } while (0)
#define POSC(r, s, to_move, c0, c1, ...) do { \
        const int pits_[] = {__VA_ARGS__}; \
        position_scored((r), (s), pits_, (int)(sizeof pits_ / sizeof pits_[0]), (to_move), (c0), (c1)); \
    } while (0)

static void assert_ended(const sow_state *s, sow_end why, sow_result result, int winner)
{
    assert_end(s, why);
    ck_assert_int_eq(s->result, result);
    ck_assert_int_eq(s->winner, winner);
}

/* ---- every spec loads with every reading ------------------------------- */

START_TEST(every_reading_loads)
{
    for (int k = 0; k < NGAMES; k++) check_every_reading(GAMES[k]);
}
END_TEST

/* ---- Kalah ---------------------------------------------------------------- */

/* KA.R2, KA.R3: from the start South sows pit 2 (4): 3, 4, 5 and the own
 * store: the last seed in the store gives South another turn. Then pit 5
 * (5): the store, 6, 7, 8, 9: North to move. */
START_TEST(kalah_store_repeat)
{
    sow_rules *r = load_spec("games/kalah.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4);
    play_legal(r, &s, 2, NULL);
    assert_board(r, &s, 4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4, 4);
    assert_score(&s, 1, 0);
    assert_to_move(&s, 0);
    play_legal(r, &s, 5, NULL);
    assert_board(r, &s, 4, 4, 0, 5, 5, 0, 5, 5, 5, 5, 4, 4);
    assert_score(&s, 2, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* KA.R2: South's 9 seeds from pit 5: own store, 6..11, North's store
 * skipped, 0, 1 (1 -> 2: no capture). North's 9 from pit 11: own store,
 * 0..5, South's store skipped, 6, 7. */
START_TEST(kalah_skips_opponent_store)
{
    sow_rules *r = load_spec("games/kalah.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 1, 1, 0, 0, 0, 9, 1, 1, 1, 1, 1, 1);
    play_legal(r, &s, 5, NULL);
    assert_board(r, &s, 2, 2, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2);
    assert_score(&s, 1, 0);
    assert_to_move(&s, 1);
    POS(r, &s, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 9);
    play_legal(r, &s, 11, NULL);
    assert_board(r, &s, 2, 2, 2, 2, 2, 2, 2, 2, 0, 0, 0, 0);
    assert_score(&s, 0, 1);
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* KA.C1, KA.C2, KA.Q1: South's 1 seed from pit 0 falls into empty pit 1;
 * opposite pit 10 holds 3: 3 + the sown seed to South's store (both
 * readings). Opposite pit 10 empty: with_capture leaves the seed in pit 1,
 * always takes it. A last seed in North's empty pit 6 captures nothing. */
START_TEST(kalah_cross_capture)
{
    const char *rd[2] = {NULL, "KA.Q1=always"};
    for (int k = 0; k < 2; k++) {
        sow_rules *r = load_spec("games/kalah.lua", rd[k]);
        sow_state s;
        POS(r, &s, 0, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 3, 2);
        ck_assert_int_eq(play_legal(r, &s, 0, NULL), 4);
        assert_board(r, &s, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 2);
        assert_score(&s, 4, 0);
        assert_to_move(&s, 1);

        POS(r, &s, 0, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 2);
        play_legal(r, &s, 0, NULL);
        if (k == 0) {
            assert_board(r, &s, 0, 1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 2);
            assert_score(&s, 0, 0);
        } else {
            assert_board(r, &s, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 2);
            assert_score(&s, 1, 0);
        }
        assert_to_move(&s, 1);

        /* pit 5 (2): the store, then North's empty pit 6: no capture; South's
         * row is empty but North is to move and has seeds (KA.Q2 to_move) */
        POS(r, &s, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 3);
        play_legal(r, &s, 5, NULL);
        assert_board(r, &s, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 3);
        assert_score(&s, 1, 0);
        assert_to_move(&s, 1);
        free(r);
    }
}
END_TEST

/* KA.E1: South's last seed (pit 5) goes into the store: another turn, with
 * an empty row: the game ends and North collects its 5 seeds: 11-13. */
START_TEST(kalah_end_owners_take)
{
    sow_rules *r = load_spec("games/kalah.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 10, 8, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 3);
    play_legal(r, &s, 5, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 11, 13);
    assert_ended(&s, SOW_END_EMPTY_ROW, SOW_WIN, 1);
    free(r);
}
END_TEST

/* ---- Sungka (clockwise; South's store follows pit 0, North's pit 7) -------- */

/* SU.R3: pit 2 (2): 1, then 0 (1 -> 2): relay, 2 seeds: South's store, 13
 * (empty, North's): the move ends. */
START_TEST(sungka_relay)
{
    sow_rules *r = load_spec("games/sungka.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 1, 0, 2, 0, 0, 0, 3, 1, 1, 1, 1, 1, 1, 0);
    play_legal(r, &s, 2, NULL);
    assert_board(r, &s, 0, 1, 0, 0, 0, 0, 3, 1, 1, 1, 1, 1, 1, 1);
    assert_score(&s, 1, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* SU.C1: pit 2 (2): 1, 0 (empty, own): opposite pit 13 holds 4, taken; the
 * sown seed stays. SU.R4: pit 1 (2): 0, the store: another turn. */
START_TEST(sungka_capture_and_store)
{
    sow_rules *r = load_spec("games/sungka.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 0, 0, 2, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 4);
    ck_assert_int_eq(play_legal(r, &s, 2, NULL), 4);
    assert_board(r, &s, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 4, 0);
    assert_to_move(&s, 1);

    POS(r, &s, 0, 0, 2, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1);
    play_legal(r, &s, 1, NULL);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1);
    assert_score(&s, 1, 0);
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* SU.R2: pit 0 (9): South's store, 13, 12, ..., 7, North's store skipped,
 * 6 (empty, own): opposite pit 7 holds the 1 just sown: taken. */
START_TEST(sungka_skips_opponent_store)
{
    sow_rules *r = load_spec("games/sungka.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 2);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 1, 1);
    assert_score(&s, 2, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* SU.E1-E3: South's last seed goes into the store and the board is empty:
 * the round ends 51-47. South fills 7 holes (49), 2 left in store; North 6
 * holes from its left (7..12, 42), 5 left, hole 13 out of play; the loser,
 * North, starts (SU.Q4 loser). With 92-6 North cannot fill one hole: the
 * match is over, South wins. */
START_TEST(sungka_rounds)
{
    sow_rules *r = load_spec("games/sungka.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 50, 47, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 0);
    assert_score(&s, 2, 5);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(s.blocked, 1u << 13);
    ck_assert_int_eq(s.round, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 0x1f80u & ~(1u << 13));

    POSC(r, &s, 0, 91, 6, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    play_legal(r, &s, 0, NULL);
    assert_ended(&s, SOW_END_MATCH, SOW_WIN, 0);
    free(r);
}
END_TEST

/* ---- Congkak (default: 2x6, clockwise, both stores) ------------------------ */

/* CK.R2, CK.Q3: pit 0 (8): South's store, 11..6, North's store (the move
 * ends there: no relay, no extra turn). Under CK.Q3=own North's store is
 * skipped: the 8th seed makes pit 5 hold 2: relay: 4, 3 (empty, own):
 * opposite pit 8 holds 2, taken (the sown seed stays, CK.Q4 never). */
START_TEST(congkak_stores)
{
    sow_rules *r = load_spec("games/congkak.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 8, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1);
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 1, 2, 2, 2, 2, 2, 2);
    assert_score(&s, 1, 1);
    assert_to_move(&s, 1);
    free(r);

    r = load_spec("games/congkak.lua", "CK.Q3=own");
    POS(r, &s, 0, 8, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1);
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 0, 0, 0, 1, 1, 0, 2, 2, 0, 2, 2, 2);
    assert_score(&s, 3, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* CK.C1, CK.C2, CK.Q4: pit 2 (2): 1, 0 (empty, own): opposite 11 holds 4:
 * taken, the sown seed stays; with_capture takes it too. */
START_TEST(congkak_capture)
{
    sow_rules *r = load_spec("games/congkak.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 0, 0, 2, 0, 0, 1, 1, 0, 0, 0, 0, 4);
    play_legal(r, &s, 2, NULL);
    assert_board(r, &s, 1, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0);
    assert_score(&s, 4, 0);
    assert_to_move(&s, 1);
    free(r);

    r = load_spec("games/congkak.lua", "CK.Q4=with_capture");
    POS(r, &s, 0, 0, 0, 2, 0, 0, 1, 1, 0, 0, 0, 0, 4);
    play_legal(r, &s, 2, NULL);
    assert_board(r, &s, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0);
    assert_score(&s, 5, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* CK.R4, CK.E1-E3: pit 0 (1) into South's store: another turn with an empty
 * row: the round ends, North takes its 6: 30-42. South fills 5 holes from
 * its right (5..1), hole 0 out of play; North fills all 6 (36), 6 left;
 * the winner, North, starts (CK.Q6 winner). */
START_TEST(congkak_round)
{
    sow_rules *r = load_spec("games/congkak.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 29, 36, 1, 0, 0, 0, 0, 0, 1, 2, 3, 0, 0, 0);
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 0, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6);
    assert_score(&s, 0, 6);
    ck_assert_uint_eq(s.blocked, 1u << 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* ---- Dakon (counter-clockwise, own store after 6 / 13) --------------------- */

/* DK.R3: pit 5 (1) makes pit 6 hold 2: relay: the store, 7 (empty,
 * North's): ends. DK.C1, DK.C2: pit 5 (1) into empty pit 6: opposite 7
 * holds 3: 3 + the sown seed. DK.R4: pit 4 (3): 5, 6, store: again. */
START_TEST(dakon_turns)
{
    sow_rules *r = load_spec("games/dakon.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 2);
    play_legal(r, &s, 5, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2);
    assert_score(&s, 1, 0);
    assert_to_move(&s, 1);

    POS(r, &s, 0, 1, 0, 0, 0, 0, 1, 0, 3, 0, 0, 0, 0, 0, 2);
    ck_assert_int_eq(play_legal(r, &s, 5, NULL), 4);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2);
    assert_score(&s, 4, 0);
    assert_to_move(&s, 1);

    POS(r, &s, 0, 1, 0, 0, 0, 3, 0, 0, 3, 0, 0, 0, 0, 0, 2);
    play_legal(r, &s, 4, NULL);
    assert_board(r, &s, 1, 0, 0, 0, 0, 1, 1, 3, 0, 0, 0, 0, 0, 2);
    assert_score(&s, 1, 0);
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* DK.R5: South has no seeds: a pass. North's last seed (pit 13) into its
 * store empties the board: the round ends 50-48; South fills 7 holes (49),
 * 1 left; North 6 from its right (13..8, 42), 6 left, hole 7 out of play;
 * the last mover, North, starts (DK.E3). */
START_TEST(dakon_pass_and_round)
{
    sow_rules *r = load_spec("games/dakon.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 50, 47, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 0u);
    sow_play(r, &s, SOW_PASS, NULL);
    assert_to_move(&s, 1);
    play_legal(r, &s, 13, NULL);
    assert_board(r, &s, 7, 7, 7, 7, 7, 7, 7, 0, 7, 7, 7, 7, 7, 7);
    assert_score(&s, 1, 6);
    ck_assert_uint_eq(s.blocked, 1u << 7);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* DK.E1, DK.Q1: South's last seed makes its store 71: the round stops;
 * North's 20 fill fewer than 4 holes (DK.E4): South wins the match. Played
 * out (DK.Q1=play_out), South, on another turn with an empty row, passes. */
START_TEST(dakon_threshold)
{
    sow_rules *r = load_spec("games/dakon.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 70, 20, 0, 0, 0, 0, 0, 0, 1, 3, 2, 0, 0, 0, 0, 2);
    play_legal(r, &s, 6, NULL);
    assert_score(&s, 71, 20);
    assert_ended(&s, SOW_END_MATCH, SOW_WIN, 0);
    free(r);

    r = load_spec("games/dakon.lua", "DK.Q1=play_out");
    POSC(r, &s, 0, 70, 20, 0, 0, 0, 0, 0, 0, 1, 3, 2, 0, 0, 0, 0, 2);
    play_legal(r, &s, 6, NULL);
    assert_score(&s, 71, 20);
    assert_to_move(&s, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 0u);
    free(r);
}
END_TEST

/* ---- Ohvalhu (counter-clockwise, own store after 7 / 15) ------------------- */

/* OH.C1, OH.Q1: pit 7 (3): store, 8 (1 -> 2), 9 (empty, North's): its
 * opposite, South's own pit 6, holds 5: taken (any row). Under own: the
 * move just ends. */
START_TEST(ohvalhu_capture_rows)
{
    sow_rules *r = load_spec("games/ohvalhu.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 0, 0, 0, 0, 0, 0, 5, 3, 1, 0, 1, 1, 1, 1, 1, 1);
    play_legal(r, &s, 7, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 1, 1, 1, 1, 1, 1);
    assert_score(&s, 6, 0);
    assert_to_move(&s, 1);
    free(r);

    r = load_spec("games/ohvalhu.lua", "OH.Q1=own");
    POS(r, &s, 0, 0, 0, 0, 0, 0, 0, 5, 3, 1, 0, 1, 1, 1, 1, 1, 1);
    play_legal(r, &s, 7, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 5, 0, 2, 1, 1, 1, 1, 1, 1, 1);
    assert_score(&s, 1, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* OH.E1-E3: South's last seed into its store empties the board: round over
 * 61-67. South fills 7 holes from its left (0..6, 56), 5 left, hole 7 out
 * of play; North all 8 (64), 3 left; South started round 0, so North
 * starts round 1 (alternate). */
START_TEST(ohvalhu_round)
{
    sow_rules *r = load_spec("games/ohvalhu.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 60, 67, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0);
    play_legal(r, &s, 7, NULL);
    assert_board(r, &s, 8, 8, 8, 8, 8, 8, 8, 0, 8, 8, 8, 8, 8, 8, 8, 8);
    assert_score(&s, 5, 3);
    ck_assert_uint_eq(s.blocked, 1u << 7);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* ---- Ayoayo ---------------------------------------------------------------- */

/* AY.R2, AY.F1: pit 4 (1) makes 5 hold 2: relay: 6 (1 -> 2), 7 (empty,
 * North's): ends. South's row is empty: North must feed: of 6 (2: 7, 8),
 * 7 (1: 8) and 11 (3: 0, 1, 2) only 11 does. */
START_TEST(ayoayo_relay_feed)
{
    sow_rules *r = load_spec("games/ayoayo.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 3);
    play_legal(r, &s, 4, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 3);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 11);
    free(r);
}
END_TEST

/* AY.C1, AY.C2: pit 1 (2): 2, 3 (empty, own): opposite 8 holds 5: 5 + the
 * sown seed. AY.R1 origin skip: pit 0 (12) sows 1..11 and, skipping pit 0,
 * pit 1 (3): relay 1 -> 2,3,4 (4 holds 3), 4 -> 5,6,7, 7 -> 8,9,10,
 * 10 -> 11,0,1: pit 1 empty (own), its opposite 10 empty: nothing taken. */
START_TEST(ayoayo_capture_origin)
{
    sow_rules *r = load_spec("games/ayoayo.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 0, 2, 0, 0, 0, 1, 1, 0, 5, 0, 0, 10);
    ck_assert_int_eq(play_legal(r, &s, 1, NULL), 6);
    assert_board(r, &s, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0, 10);
    assert_score(&s, 6, 0);
    assert_to_move(&s, 1);

    POS(r, &s, 0, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 1, 1, 3, 3, 0, 3, 3, 0, 3, 3, 0, 3);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* AY.E1: pit 2 (1) into empty 3: opposite 8 holds 5: South 14 + 6 = 20 of
 * 32 in play, a majority (14 was not): play stops, South wins. AY.E2, AY.Q3: pit 3 (1)
 * into empty 4: opposite 7 holds 2: 20 + 3 = 23; one seed is left (pit
 * 11): the game ends, it goes to its owner North: 23-23, a draw (majority
 * of 46 not reached); unclaimed: 23-22, South wins. */
START_TEST(ayoayo_ends)
{
    sow_rules *r = load_spec("games/ayoayo.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 14, 10, 0, 0, 1, 0, 0, 0, 0, 0, 5, 0, 1, 1);
    assert_to_move(&s, 0);
    play_legal(r, &s, 2, NULL);
    assert_score(&s, 20, 10);
    assert_ended(&s, SOW_END_THRESHOLD, SOW_WIN, 0);

    POSC(r, &s, 0, 20, 22, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 1);
    play_legal(r, &s, 3, NULL);
    assert_score(&s, 23, 23);
    assert_ended(&s, SOW_END_LONE_SEED, SOW_DRAW, 2);
    free(r);

    r = load_spec("games/ayoayo.lua", "AY.Q3=unclaimed");
    POSC(r, &s, 0, 20, 22, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 1);
    play_legal(r, &s, 3, NULL);
    assert_score(&s, 23, 22);
    assert_ended(&s, SOW_END_LONE_SEED, SOW_WIN, 0);
    free(r);
}
END_TEST

/* ---- Endodoi (2x8) ---------------------------------------------------------- */

/* EN.C1, EN.C2: pit 0 (2): 1, 2 (empty, own): opposite 13 holds 4: 4 + the
 * sown seed. EN.R2: pit 6 (1) makes 7 hold 2: relay 8, 9 (3 -> 4): relay
 * 10, 11, 12, 13 (empty, North's): ends. */
START_TEST(endodoi_capture_relay)
{
    sow_rules *r = load_spec("games/endodoi.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 2, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 4, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 5);
    assert_board(r, &s, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 5, 0);
    assert_to_move(&s, 1);

    POS(r, &s, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 3, 0, 0, 0, 0, 0, 0);
    play_legal(r, &s, 6, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 0, 0);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* EN.Q2: pit 0 (1) into empty 1, opposite 14 empty: the seed stays
 * (with_capture) or goes to the store (always). EN.E1: South to move with
 * an empty row: the game ends, North takes its 3: 30-31. */
START_TEST(endodoi_lone_and_end)
{
    const char *rd[2] = {NULL, "EN.Q2=always"};
    for (int k = 0; k < 2; k++) {
        sow_rules *r = load_spec("games/endodoi.lua", rd[k]);
        sow_state s;
        POS(r, &s, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0);
        play_legal(r, &s, 0, NULL);
        if (k == 0) {
            assert_board(r, &s, 0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0);
            assert_score(&s, 0, 0);
        } else {
            assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0);
            assert_score(&s, 1, 0);
        }
        assert_to_move(&s, 1);
        free(r);
    }
    sow_rules *r = load_spec("games/endodoi.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 30, 28, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 2);
    assert_score(&s, 30, 31);
    assert_ended(&s, SOW_END_EMPTY_ROW, SOW_WIN, 1);
    free(r);
}
END_TEST

/* ---- random games: seeds are conserved, games end -------------------------- */

START_TEST(random_games)
{
    for (int k = 0; k < NGAMES; k++) check_random_games(GAMES[k], NULL, (uint64_t)k, 300);
}
END_TEST

static Suite *games_a_suite(void)
{
    Suite *s = suite_create("games_a");
    TCase *tc = tcase_create("games");
    tcase_add_test(tc, every_reading_loads);
    tcase_add_test(tc, kalah_store_repeat);
    tcase_add_test(tc, kalah_skips_opponent_store);
    tcase_add_test(tc, kalah_cross_capture);
    tcase_add_test(tc, kalah_end_owners_take);
    tcase_add_test(tc, sungka_relay);
    tcase_add_test(tc, sungka_capture_and_store);
    tcase_add_test(tc, sungka_skips_opponent_store);
    tcase_add_test(tc, sungka_rounds);
    tcase_add_test(tc, congkak_stores);
    tcase_add_test(tc, congkak_capture);
    tcase_add_test(tc, congkak_round);
    tcase_add_test(tc, dakon_turns);
    tcase_add_test(tc, dakon_pass_and_round);
    tcase_add_test(tc, dakon_threshold);
    tcase_add_test(tc, ohvalhu_capture_rows);
    tcase_add_test(tc, ohvalhu_round);
    tcase_add_test(tc, ayoayo_relay_feed);
    tcase_add_test(tc, ayoayo_capture_origin);
    tcase_add_test(tc, ayoayo_ends);
    tcase_add_test(tc, endodoi_capture_relay);
    tcase_add_test(tc, endodoi_lone_and_end);
    suite_add_tcase(s, tc);
    TCase *rnd = tcase_create("random");
    tcase_set_timeout(rnd, 300);
    tcase_add_test(rnd, random_games);
    suite_add_tcase(s, rnd);
    return s;
}

int main(void)
{
    return run_suite(games_a_suite());
}
