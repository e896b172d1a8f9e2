/* test_games_b.c - the two-row games of specs/games/ (batch b): every spec
 * loads with every reading of every question; hand-worked positions for each
 * game's distinctive rules (expected board, captures, next player), and a
 * few hundred random games per spec conserving seeds and ending.
 *
 * Every expected board, capture and next player below was worked out by
 * hand from the rule text of the spec's sources (never copied from engine
 * output). Pits are numbered counter-clockwise: South 0..N-1, North
 * N..2N-1; boards are written South row then North row. Counter-clockwise
 * sowing goes to p+1, clockwise to p-1 (0 -> 2N-1). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static const char *const GAMES[] = {
    "games/oware_abapa.lua", "games/awari.lua", "games/wari.lua", "games/songo.lua",
    "games/vai_lung_thlan.lua", "games/micro_wari.lua", "games/tihbat.lua",
    "games/leb_bbut_ahbochen.lua", "games/ot_tjin.lua", "games/voleur.lua",
    "games/toguz_kumalak.lua", "games/bohnenspiel.lua",
};
enum { NGAMES = sizeof GAMES / sizeof GAMES[0] };

#define require(cond, ...) do { if (!(cond)) ck_abort_msg(__VA_ARGS__); } while (0)

/* The same with South and North having captured c0-c1 first: tests of a
 * single capture give the other player as many seeds as are on the board,
 * so that no capture reaches more than half of the seeds in play and the
 * games' stop-at-a-majority rule (threshold) leaves the game going on. */
#define POSC(r, s, to_move, c0, c1, ...) do { \
        const int pits_[] = {__VA_ARGS__}; \
        ck_assert_int_eq((int)(sizeof pits_ / sizeof pits_[0]), (r)->pits); \
        position_with((r), (s), pits_, (to_move), (c0), (c1)); \
    } while (0)

#define POS(r, s, to_move, ...) do { \
        const int pits_[] = {__VA_ARGS__}; \
        ck_assert_int_eq((int)(sizeof pits_ / sizeof pits_[0]), (r)->pits); \
        position((r), (s), pits_, (to_move)); \
    } while (0)

/* ---- every spec loads with every reading --------------------------------- */

START_TEST(every_reading_loads)
{
    for (int k = 0; k < NGAMES; k++) check_every_reading(GAMES[k]);
}
END_TEST

/* ---- Oware (abapa) --------------------------------------------------------- */

/* [1 0 0 0 0 3 | 1 1 2 0 0 1], South plays 5: 6 (1->2), 7 (1->2), 8 (2->3).
 * 8 holds 3: taken; backwards 7 (2), 6 (2) taken; 5 is South's row: the
 * chain stops (OA.C2). 7 captured; North keeps pit 11 and moves. */
START_TEST(oware_chain_in_row)
{
    sow_rules *r = load_spec("games/oware_abapa.lua", NULL);
    sow_state s;
    sow_trace tr;
    POSC(r, &s, 0, 0, 9, 1, 0, 0, 0, 0, 3, 1, 1, 2, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 5, &tr), 7);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1);
    ck_assert_int_eq(tr.ncaps, 3);
    assert_cap(&tr, 0, 8, 3, SOW_WHY_LANDING);
    assert_cap(&tr, 1, 7, 2, SOW_WHY_CHAIN);
    assert_cap(&tr, 2, 6, 2, SOW_WHY_CHAIN);
    assert_score(&s, 7, 9);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* The same without North's pit 11: the capture would take every North seed,
 * a grand slam, which captures nothing (OA.C3). */
START_TEST(oware_grand_slam_forfeit)
{
    sow_rules *r = load_spec("games/oware_abapa.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 1, 0, 0, 0, 0, 3, 1, 1, 2, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 5, NULL), 0);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 2, 2, 3, 0, 0, 0);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* 12 seeds from pit 0 skip their origin (OA.R2): pits 1..11 get one, the
 * 12th goes to pit 1. The last seed is in South's row: no capture. */
START_TEST(oware_skip_origin)
{
    sow_rules *r = load_spec("games/oware_abapa.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 12, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);
    assert_board(r, &s, 0, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* North's row empty: only a move reaching it is legal (OA.F1): pit 5, not
 * pit 0 (2 seeds stop at pit 2). When no move can reach it, the game ends
 * and South takes the seeds of its own row (OA.F2): 2-0. */
START_TEST(oware_feeding)
{
    sow_rules *r = load_spec("games/oware_abapa.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 5);
    POS(r, &s, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_end(&s, SOW_END_CANNOT_FEED);
    assert_score(&s, 2, 0);
    ck_assert_int_eq(s.winner, 0);
    free(r);
}
END_TEST

/* ---- Awari (Romein-Bal) ---------------------------------------------------- */

/* [1 0 0 0 0 3 | 1 1 2 0 0 0]: pit 5 would take all of North's seeds, an
 * illegal move (AW.C3); pit 0 is the only legal move. Under AW.Q1=forfeit
 * (abapa) pit 5 is legal again. */
START_TEST(awari_grand_slam_illegal)
{
    sow_rules *r = load_spec("games/awari.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 1, 0, 0, 0, 0, 3, 1, 1, 2, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 0);
    free(r);
    r = load_spec("games/awari.lua", "AW.Q1=forfeit");
    POS(r, &s, 0, 1, 0, 0, 0, 0, 3, 1, 1, 2, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 0) | (1u << 5));
    free(r);
}
END_TEST

/* [0 0 0 0 0 3 | 1 1 2 0 0 0]: South's only move is a grand slam. As the
 * spec is written (AW.Q1 illegal, no exception) South has no legal move:
 * empty_row ends the game, each seed left to its row's owner (AW.E2): 3-4.
 * (The Awari Oracle would let the capture happen; see the spec.) */
START_TEST(awari_only_grand_slams)
{
    sow_rules *r = load_spec("games/awari.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 0, 0, 0, 0, 0, 3, 1, 1, 2, 0, 0, 0);
    assert_end(&s, SOW_END_EMPTY_ROW);
    assert_score(&s, 3, 4);
    ck_assert_int_eq(s.winner, 1);
    free(r);
}
END_TEST

/* North empty, no South move reaches it: the game ends, South takes its
 * own 2 seeds (AW.F2). */
START_TEST(awari_cannot_feed)
{
    sow_rules *r = load_spec("games/awari.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_end(&s, SOW_END_CANNOT_FEED);
    assert_score(&s, 2, 0);
    free(r);
}
END_TEST

/* ---- Wari (Russ) ------------------------------------------------------------ */

/* [1 0 0 0 0 3 | 1 1 2 0 0 0], South plays 5: 6, 7 -> 2, 8 -> 3; the grand
 * slam is allowed (WR.Q2): 7 captured, North's row empty. North to move has
 * no seeds: the game ends, South (the last mover) takes its seed: 8-8
 * (North had 8 before).
 * WR.Q2=forfeit: nothing captured, North moves. */
START_TEST(wari_grand_slam_and_end)
{
    sow_rules *r = load_spec("games/wari.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 0, 8, 1, 0, 0, 0, 0, 3, 1, 1, 2, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 5, NULL), 7 + 1);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 8, 8);
    assert_end(&s, SOW_END_EMPTY_ROW);
    free(r);
    r = load_spec("games/wari.lua", "WR.Q2=forfeit");
    POS(r, &s, 0, 1, 0, 0, 0, 0, 3, 1, 1, 2, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 5, NULL), 0);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 2, 2, 3, 0, 0, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* ---- Songo ------------------------------------------------------------------ */

/* Clockwise (SG.R1). [2 0 0 0 0 0 0 | 1 0 0 0 0 3 1], South plays 0: 13
 * (1->2), 12 (3->4). 12 holds 4: taken; the preceding pit along the track
 * is 13 (2): taken; before it pit 0 is South's: stop. 6 captured, North
 * keeps pit 7 and moves. */
START_TEST(songo_clockwise_chain)
{
    sow_rules *r = load_spec("games/songo.lua", NULL);
    sow_state s;
    sow_trace tr;
    POSC(r, &s, 0, 0, 7, 2, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 3, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, &tr), 6);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0);
    assert_cap(&tr, 0, 12, 4, SOW_WHY_LANDING);
    assert_cap(&tr, 1, 13, 2, SOW_WHY_CHAIN);
    assert_score(&s, 6, 7);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* SG.Q1: [2 0 0 1 0 0 0 | 0 0 0 0 0 3 1]. Russ: pit 0 (a grand slam,
 * allowed) and pit 3 are legal; pit 0 takes 6, North's row is empty and
 * the game ends, South taking its last seed: 7-0. Douala: the grand slam is
 * illegal, pit 3 is the only move. And a 3 is captured only in Douala:
 * [1 0 0 0 0 0 0 | 1 0 0 0 0 0 2], pit 0 -> 13 (2->3). */
START_TEST(songo_douala)
{
    sow_rules *r = load_spec("games/songo.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 0, 7, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 3, 1);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 0) | (1u << 3));
    play_legal(r, &s, 0, NULL);
    assert_score(&s, 7, 7);
    assert_end(&s, SOW_END_EMPTY_ROW);
    POS(r, &s, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 3);
    free(r);

    r = load_spec("games/songo.lua", "SG.Q1=douala");
    POS(r, &s, 0, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 3, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 3);
    POSC(r, &s, 0, 0, 4, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 3);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* ---- Vai Lung Thlan ------------------------------------------------------- */

/* Clockwise, 1s captured in either row with the preceding chain across
 * rows (VL.C1, VL.C2). [0 3 0 0 0 0 | 5 0 0 0 0 0], South plays 1: 0, 11,
 * 10 each get 1. 10 holds 1: taken; preceding 11 (1), then 0 (1): taken;
 * then 1 (now empty): stop. 3 captured. VL.Q1=row: the chain stops at 11. */
START_TEST(vai_lung_thlan_ones)
{
    sow_rules *r = load_spec("games/vai_lung_thlan.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 1, NULL), 3);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0);
    assert_to_move(&s, 1);
    free(r);
    r = load_spec("games/vai_lung_thlan.lua", "VL.Q1=row");
    POS(r, &s, 0, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 1, NULL), 2);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0);
    free(r);
}
END_TEST

/* A player without seeds passes (VL.R2): North has no legal move, the game
 * goes on, and after the pass South moves. */
START_TEST(vai_lung_thlan_pass)
{
    sow_rules *r = load_spec("games/vai_lung_thlan.lua", NULL);
    sow_state s;
    POS(r, &s, 1, 0, 0, 4, 0, 0, 2, 0, 0, 0, 0, 0, 0);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 0);
    sow_play(r, &s, SOW_PASS, NULL);
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* ---- Micro-Wari, Tihbat, Voleur --------------------------------------------- */

/* Micro-Wari: a 1 is taken in North's row only (MW.C1), no chain.
 * [1 1 | 0 1] pit 1 -> 2 (0->1): taken, 1-0. [1 1 | 0 1] pit 0 -> 1 (1->2)
 * in South's row: nothing. [0 2 | 0 0] pit 1 -> 2, 3: 3 (1) taken, 2 stays. */
START_TEST(micro_wari_ones)
{
    sow_rules *r = load_spec("games/micro_wari.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 1, 1, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 1, NULL), 1);
    assert_board(r, &s, 1, 0, 0, 1);
    assert_to_move(&s, 1);
    POS(r, &s, 0, 1, 1, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);
    assert_board(r, &s, 0, 2, 0, 1);
    POS(r, &s, 0, 0, 2, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 1, NULL), 1);
    assert_board(r, &s, 0, 0, 1, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* Tihbat: evens up to 8 in either row, no chain (TB.C1). [3 1 | 1 5] pit 0
 * -> 1 (2), 2 (2), 3 (6): 6 taken, pit 2's 2 stays. [3 1 | 1 9]: 3 ends at
 * 10, above 8: nothing. */
START_TEST(tihbat_evens)
{
    sow_rules *r = load_spec("games/tihbat.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 0, 10, 3, 1, 1, 5);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 6);
    assert_board(r, &s, 0, 2, 2, 0);
    assert_to_move(&s, 1);
    POS(r, &s, 0, 3, 1, 1, 9);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);
    assert_board(r, &s, 0, 2, 2, 10);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* Voleur: the last pit is always taken, in either row (VO.C1).
 * [2 0 5 0 0 0 | 1 0 0 0 0 0] pit 0 -> 1 (1), 2 (6): 6 taken. */
START_TEST(voleur_always)
{
    sow_rules *r = load_spec("games/voleur.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 0, 8, 2, 0, 5, 0, 0, 0, 1, 0, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 6);
    assert_board(r, &s, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* ---- Leb Bbut Ahbochen, Ot-tjin (relays) ------------------------------------- */

/* LB.R2: a lap ending on 6 goes on. South pit 0 (2) -> 1, 2 (5->6): relay,
 * 6 lifted from 2 -> 3..8, the last into empty 8: stop, South's row, no
 * capture. Then LB.C2: pit 9 (2) -> 10 (1->2), 11 (3->4): 11 and 10 taken,
 * 9 is South's: stop; 6 captured. South's row is now empty and North's
 * single seed (pit 12) cannot reach it (LB.F1): the game ends, North takes
 * it: 6-8 (North had 7). */
START_TEST(leb_relay_on_six_and_chain)
{
    sow_rules *r = load_spec("games/leb_bbut_ahbochen.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 2, 0, 5, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);
    assert_board(r, &s, 0, 1, 0, 1, 1, 1, 1, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_to_move(&s, 1);
    POSC(r, &s, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 3, 1, 0, 0, 0, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 9, NULL), 6);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 6, 8);
    assert_end(&s, SOW_END_CANNOT_FEED);
    free(r);
}
END_TEST

/* Ot-tjin, clockwise. South pit 2 (2) -> 1 (1), 0 (2->3): 3 taken (OT.C1).
 * With 3 in pit 0: -> 0 (3->4): relay (OT.R2), 4 lifted -> 19 (1->2), 18,
 * 17, 16 (0->1): stop, no capture. */
START_TEST(ot_tjin_relay_and_threes)
{
    sow_rules *r = load_spec("games/ot_tjin.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 0, 5, 2, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 2, NULL), 3);
    assert_board(r, &s, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1);
    assert_to_move(&s, 1);
    POS(r, &s, 0, 3, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 2, NULL), 0);
    assert_board(r, &s, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 2);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* ---- Toguz Kumalak ------------------------------------------------------------ */

/* TK.R2: the first seed goes back into its pit; a single seed moves on.
 * [3 0 ... | 1 0 ...] pit 0 -> 0, 1, 2. [1 0 ... | 1 ...] pit 0 -> 1.
 * TK.C1: pit 8 (2) -> 8, 9 (1->2): an even count in North's row, taken. */
START_TEST(toguz_first_seed_and_evens)
{
    sow_rules *r = load_spec("games/toguz_kumalak.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);
    assert_board(r, &s, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_to_move(&s, 1);
    POS(r, &s, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0);
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0);
    POS(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 8, NULL), 2);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* TK.T1: [0 ... 2 | 2 2 0 ... 1]. South pit 8 -> 8 (1), 9 (2->3): a
 * tuzdik for South, its 3 seeds to South's store. North cannot play pit 9;
 * it plays 17 (a single seed -> pit 0, 1: odd, nothing). South plays 8 (a
 * single seed -> 9, South's tuzdik): the seed goes to South's store, 4-0. */
START_TEST(toguz_tuzdik)
{
    sow_rules *r = load_spec("games/toguz_kumalak.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 0, 0, 0, 0, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 8, NULL), 3);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 0, 0, 0, 0, 0, 1);
    assert_score(&s, 3, 7);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 10) | (1u << 17));
    ck_assert_int_eq(play_legal(r, &s, 17, NULL), 0);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 0, 0, 0, 0, 0, 0);
    assert_to_move(&s, 0);
    ck_assert_int_eq(play_legal(r, &s, 8, NULL), 1);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 4, 7);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* TK.T2: no tuzdik in the opponent's last pit (17). South pit 8 (10) ->
 * 8 (1), 9..17: 17 (2->3), not a tuzdik, odd: nothing; North can play 17. */
START_TEST(toguz_not_last)
{
    sow_rules *r = load_spec("games/toguz_kumalak.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 0, 0, 2);
    ck_assert_int_eq(play_legal(r, &s, 8, NULL), 0);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3);
    assert_to_move(&s, 1);
    ck_assert(sow_is_legal(r, &s, 17));
    free(r);
}
END_TEST

/* ---- Bohnenspiel: the copy plays as specs/bohnenspiel.lua -------------------- */

/* [0 0 0 0 0 2 | 1 3 0 0 0 0], South plays 5: 6 (2), 7 (4): 7 taken, 6
 * taken backwards (II.C2), 5 (empty) stops: 6 captured. North has no seeds
 * left: the game ends, South (last mover) takes nothing more (BS.Q1). */
START_TEST(bohnenspiel_copy)
{
    const char *const names[] = {"games/bohnenspiel.lua", "bohnenspiel.lua"};
    for (int k = 0; k < 2; k++) {
        sow_rules *r = load_spec(names[k], NULL);
        sow_state s;
        POS(r, &s, 0, 1, 0, 0, 0, 0, 2, 1, 3, 0, 0, 0, 0);
        ck_assert_int_eq(play_legal(r, &s, 5, NULL), 6 + 1);
        assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        assert_score(&s, 7, 0);
        assert_end(&s, SOW_END_EMPTY_ROW);
        free(r);
    }
}
END_TEST

/* ---- random games: seeds conserved, every game ends ------------------------- */

START_TEST(random_games)
{
    for (int k = 0; k < NGAMES; k++) check_random_games(GAMES[k], NULL, (uint64_t)k, 300);
}
END_TEST

int main(void)
{
    Suite *su = suite_create("games_b");
    TCase *tc = tcase_create("games_b");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, every_reading_loads);
    tcase_add_test(tc, oware_chain_in_row);
    tcase_add_test(tc, oware_grand_slam_forfeit);
    tcase_add_test(tc, oware_skip_origin);
    tcase_add_test(tc, oware_feeding);
    tcase_add_test(tc, awari_grand_slam_illegal);
    tcase_add_test(tc, awari_only_grand_slams);
    tcase_add_test(tc, awari_cannot_feed);
    tcase_add_test(tc, wari_grand_slam_and_end);
    tcase_add_test(tc, songo_clockwise_chain);
    tcase_add_test(tc, songo_douala);
    tcase_add_test(tc, vai_lung_thlan_ones);
    tcase_add_test(tc, vai_lung_thlan_pass);
    tcase_add_test(tc, micro_wari_ones);
    tcase_add_test(tc, tihbat_evens);
    tcase_add_test(tc, voleur_always);
    tcase_add_test(tc, leb_relay_on_six_and_chain);
    tcase_add_test(tc, ot_tjin_relay_and_threes);
    tcase_add_test(tc, toguz_first_seed_and_evens);
    tcase_add_test(tc, toguz_tuzdik);
    tcase_add_test(tc, toguz_not_last);
    tcase_add_test(tc, bohnenspiel_copy);
    tcase_add_test(tc, random_games);
    suite_add_tcase(su, tc);
    return run_suite(su);
}
