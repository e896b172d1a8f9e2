/* test_rivals.c - the rival rule sets (docs/rivals.md): each sibling spec
 * loads with every reading of every question it declares; per spec, hand-
 * worked positions show the rule that makes it differ from its seed game's
 * spec (the same position is played under the seed spec too); and random
 * games conserve seeds and end.
 *
 * Every expected board, capture and next player below was worked out by
 * hand from the rules text (never copied from engine output). Pits are
 * numbered counter-clockwise: South 0..N-1, North N..2N-1; boards are
 * written South row then North row; opposite(i) = 2N-1-i. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static const char *const RIVALS[] = {
    "mangala_iv_culin.lua", "mangala_iv_mancalagames.lua", "al_manqala_mancalagames.lua",
    "mangala_ii_valdez.lua", "bohnenspiel.lua", "halusa.lua",
};
enum { NRIVALS = sizeof RIVALS / sizeof RIVALS[0] };

/* Check reports every ck_assert to the parent process: in loops over
 * thousands of plies, test cheaply and report on failure only. */
#define require(cond, ...) do { if (!(cond)) ck_abort_msg(__VA_ARGS__); } while (0)

/* A position from 2N counts with captures c0-c1 already made; the end
 * rules are applied to it as to any start position. */
static void position_scored(const sow_rules *r, sow_state *s, const int *pits, int n, int to_move,
                            int c0, int c1)
{
    uint8_t layout[SOW_MAX_PITS] = {0};
    ck_assert_int_eq(n, r->pits);
    for (int p = 0; p < r->pits; p++) layout[p] = (uint8_t)pits[p];
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
    for (int k = 0; k < NRIVALS; k++) {
        sow_rules *r = load_spec(RIVALS[k], NULL);
        ck_assert_int_gt(r->nquestions, 0);
        for (int q = 0; q < r->nquestions; q++) {
            ck_assert_int_eq(r->question[q].chosen, 0);
            for (int i = 0; i < r->question[q].nreadings; i++) {
                char rd[2 * SOW_NAME_LEN + 2];
                snprintf(rd, sizeof rd, "%s=%s", r->question[q].id, r->question[q].reading[i]);
                sow_rules *x = load_spec(RIVALS[k], rd);
                ck_assert_int_eq(x->question[q].chosen, i);
                free(x);
            }
        }
        free(r);
    }
}
END_TEST

/* ---- Mangala IV (Culin) -------------------------------------------------- */

/* [1 0 3 0 1 1 2 | 0 1 2 3 1 0 1], South. IV.Q1 rightmost: pit 6 is the only
 * legal move. 2 seeds -> 7 (0->1), 8 (1->2): captures 2 with opposite pit
 * 5 (1). IV.Q4 following: pit 9 holds 2, taken with opposite 4 (1); pit
 * 10 holds 3 and ends the chain. 6 captured; North's only move is its
 * rightmost pit, 13. */
START_TEST(culin_rightmost_following)
{
    sow_rules *r = load_spec("mangala_iv_culin.lua", NULL);
    sow_state s;
    sow_trace tr;
    POS(r, &s, 0, 1, 0, 3, 0, 1, 1, 2, 0, 1, 2, 3, 1, 0, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 6);
    ck_assert_int_eq(play_legal(r, &s, 6, &tr), 6);
    assert_board(r, &s, 1, 0, 3, 0, 0, 0, 0, 1, 0, 0, 3, 1, 0, 1);
    ck_assert_int_eq(tr.ncaps, 4);
    assert_cap(&tr, 0, 8, 2, SOW_WHY_LANDING);
    assert_cap(&tr, 1, 5, 1, SOW_WHY_OPPOSITE);
    assert_cap(&tr, 2, 9, 2, SOW_WHY_CHAIN);
    assert_cap(&tr, 3, 4, 1, SOW_WHY_OPPOSITE);
    assert_score(&s, 6, 0);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 13);
    free(r);

    /* IV.Q4=preceding (Mancala World): pit 7 holds 1, no chain: 3 captured. */
    r = load_spec("mangala_iv_culin.lua", "IV.Q4=preceding");
    POS(r, &s, 0, 1, 0, 3, 0, 1, 1, 2, 0, 1, 2, 3, 1, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 6, &tr), 3);
    assert_board(r, &s, 1, 0, 3, 0, 1, 0, 0, 1, 0, 2, 3, 1, 0, 1);
    assert_score(&s, 3, 0);
    assert_to_move(&s, 1);
    free(r);

    /* The seed spec: the leftmost pit (0) is the only legal move. */
    r = load_spec("mangala_iv.lua", NULL);
    POS(r, &s, 0, 1, 0, 3, 0, 1, 1, 2, 0, 1, 2, 3, 1, 0, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 0);
    free(r);
}
END_TEST

/* IV.Q7 min2: at least 2 seeds in every pit of every deal, 98 in all. */
START_TEST(culin_min2_deal)
{
    sow_rules *r = load_spec("mangala_iv_culin.lua", NULL);
    int not_equal = 0;
    for (int g = 0; g < 200; g++) {
        sow_rng rng;
        sow_state s;
        sow_rng_seed(&rng, 900 + (uint64_t)g, 0);
        sow_new_game(r, &s, NULL, -1, &rng, (uint64_t)g);
        ck_assert_int_eq(sow_on_board(r, &s), 98);
        for (int p = 0; p < 14; p++) {
            ck_assert_int_ge(s.b.pit[p], 2);
            if (s.b.pit[p] != 7) not_equal++;
        }
    }
    ck_assert_int_gt(not_equal, 0);
    free(r);
}
END_TEST

/* ---- Mangala IV (MancalaGames) ------------------------------------------- */

/* [3 0 0 0 0 2 2 | 1 0 5 0 0 0 4], South, 48-33 captured. IV.Q1 free: pits
 * 0, 5, 6 are legal. Pit 5: 2 seeds -> 6 (2->3), 7 (1->2): 2 captured, no
 * opposite pit (pit 6, 3 seeds, stays); chain: pit 6 holds 3, no. South
 * reaches 50: play stops (MG.Q1), South wins 50-33, 15 seeds left unclaimed. */
START_TEST(mancalagames_iv_threshold_no_opposite)
{
    sow_rules *r = load_spec("mangala_iv_mancalagames.lua", NULL);
    sow_state s;
    sow_trace tr;
    POSC(r, &s, 0, 48, 33, 3, 0, 0, 0, 0, 2, 2, 1, 0, 5, 0, 0, 0, 4);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 0) | (1u << 5) | (1u << 6));
    ck_assert_int_eq(play_legal(r, &s, 5, &tr), 2);
    assert_board(r, &s, 3, 0, 0, 0, 0, 0, 3, 0, 0, 5, 0, 0, 0, 4);
    ck_assert_int_eq(tr.ncaps, 1);
    assert_cap(&tr, 0, 7, 2, SOW_WHY_LANDING);
    assert_score(&s, 50, 33);
    assert_ended(&s, SOW_END_THRESHOLD, SOW_WIN, 0);
    ck_assert_int_eq(s.to_move, 1);
    free(r);

    /* MG.Q1=play_on: the same move, and North plays on. */
    r = load_spec("mangala_iv_mancalagames.lua", "MG.Q1=play_on");
    POSC(r, &s, 0, 48, 33, 3, 0, 0, 0, 0, 2, 2, 1, 0, 5, 0, 0, 0, 4);
    play_legal(r, &s, 5, NULL);
    assert_board(r, &s, 3, 0, 0, 0, 0, 0, 3, 0, 0, 5, 0, 0, 0, 4);
    assert_score(&s, 50, 33);
    assert_to_move(&s, 1);
    free(r);

    /* IV.Q1=leftmost: Mangala IV's forced start, pit 0 only. */
    r = load_spec("mangala_iv_mancalagames.lua", "IV.Q1=leftmost");
    POSC(r, &s, 0, 48, 33, 3, 0, 0, 0, 0, 2, 2, 1, 0, 5, 0, 0, 0, 4);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 0);
    free(r);

    /* The seed spec (with a free start to allow the move): pit 7 is taken
     * with its opposite pit 6 (3): 5 captured, and play goes on at 53. */
    r = load_spec("mangala_iv.lua", "IV.Q1=free");
    POSC(r, &s, 0, 48, 33, 3, 0, 0, 0, 0, 2, 2, 1, 0, 5, 0, 0, 0, 4);
    ck_assert_int_eq(play_legal(r, &s, 5, &tr), 5);
    assert_board(r, &s, 3, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 4);
    assert_score(&s, 53, 33);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* ---- Al-manqala (MancalaGames) ------------------------------------------- */

/* [2 0 0 0 0 0 1 | 1 3 0 0 0 0 0], South, 48-43. Pit 6: 1 seed -> 7 (1->2),
 * captured; chain: pit 6 is empty. South reaches 50: play stops (AM.Q7
 * stop), South wins 50-43. Al-manqala's own spec plays on. */
START_TEST(mancalagames_am_threshold)
{
    sow_rules *r = load_spec("al_manqala_mancalagames.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 48, 43, 2, 0, 0, 0, 0, 0, 1, 1, 3, 0, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 6, NULL), 2);
    assert_board(r, &s, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0);
    assert_score(&s, 50, 43);
    assert_ended(&s, SOW_END_THRESHOLD, SOW_WIN, 0);
    free(r);

    r = load_spec("al_manqala.lua", NULL);
    POSC(r, &s, 0, 48, 43, 2, 0, 0, 0, 0, 0, 1, 1, 3, 0, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 6, NULL), 2);
    assert_board(r, &s, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0);
    assert_score(&s, 50, 43);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* Two lone seeds 7 pits apart, [1 0 0 0 0 0 0 | 1 0 0 0 0 0 0], South,
 * 49-47: every move is forced (a seed crossing into North's row leaves
 * South starved, and North must then feed with the other seed), the
 * seeds stay 7 apart and never meet: endless. MancalaGames: the 2 seeds
 * count for nobody, South wins 49-47 (AMG.Q1 more). AMG.Q1=at_least_50: a
 * draw. AMG.Q2=split: 50-48, South wins. */
static void lone_seeds(const char *spec, const char *readings, int c0, int c1, sow_result res, int winner,
                       int left)
{
    sow_rules *r = load_spec(spec, readings);
    sow_state s;
    sow_rng rng;
    sow_rng_seed(&rng, 5, 0);
    POSC(r, &s, 0, 49, 47, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0);
    while (s.status == SOW_PLAYING && s.ply < 2000) {
        require(__builtin_popcount(sow_legal(r, &s)) == 1, "ply %u: not a forced move", s.ply);
        play_random(r, &s, &rng);
    }
    assert_ended(&s, SOW_END_ENDLESS, res, winner);
    assert_score(&s, c0, c1);
    ck_assert_int_eq(sow_on_board(r, &s), left);
    free(r);
}

START_TEST(mancalagames_am_endless_unclaimed)
{
    lone_seeds("al_manqala_mancalagames.lua", NULL, 49, 47, SOW_WIN, 0, 2);
    lone_seeds("al_manqala_mancalagames.lua", "AMG.Q1=at_least_50", 49, 47, SOW_DRAW, 2, 2);
    lone_seeds("al_manqala_mancalagames.lua", "AMG.Q2=split", 50, 48, SOW_WIN, 0, 0);
}
END_TEST

/* ---- Mangala II (Valdez) ------------------------------------------------- */

/* [1 1 0 0 0 3 | 2 0 0 0 0 1], South. Pit 0: 1 seed -> pit 1 (1->2), in
 * South's own row: Valdez captures only on the opponent's side, so nothing.
 * Mangala II captures the 2 (II.C1, either row). */
START_TEST(valdez_no_capture_in_own_row)
{
    sow_rules *r = load_spec("mangala_ii_valdez.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 1, 1, 0, 0, 0, 3, 2, 0, 0, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);
    assert_board(r, &s, 0, 2, 0, 0, 0, 3, 2, 0, 0, 0, 0, 1);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    free(r);

    r = load_spec("mangala_ii.lua", NULL);
    POS(r, &s, 0, 1, 1, 0, 0, 0, 3, 2, 0, 0, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 2);
    assert_board(r, &s, 0, 0, 0, 0, 0, 3, 2, 0, 0, 0, 0, 1);
    assert_score(&s, 2, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* [2 0 0 0 0 3 | 1 1 3 0 0 x], South. Pit 5: 3 seeds -> 6 (2), 7 (2), 8 (4).
 * Pit 8 captured, chain back over 7 and 6; pit 5 is South's own: stop.
 * x = 1: 8 captured, North keeps pit 11. x = 0: that would take all of
 * North's seeds, a grand slam: nothing is captured (Valdez); Mangala II
 * takes the 8 and North must pass. */
START_TEST(valdez_opponent_row_and_grand_slam)
{
    sow_rules *r = load_spec("mangala_ii_valdez.lua", NULL);
    sow_state s;
    sow_trace tr;
    POS(r, &s, 0, 2, 0, 0, 0, 0, 3, 1, 1, 3, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 5, &tr), 8);
    assert_board(r, &s, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1);
    ck_assert_int_eq(tr.ncaps, 3);
    assert_cap(&tr, 0, 8, 4, SOW_WHY_LANDING);
    assert_cap(&tr, 1, 7, 2, SOW_WHY_CHAIN);
    assert_cap(&tr, 2, 6, 2, SOW_WHY_CHAIN);
    assert_score(&s, 8, 0);
    assert_to_move(&s, 1);

    POS(r, &s, 0, 2, 0, 0, 0, 0, 3, 1, 1, 3, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 5, &tr), 0);
    ck_assert_int_eq(tr.forfeited, 1);
    ck_assert_int_eq(tr.ncaps, 0);
    assert_board(r, &s, 2, 0, 0, 0, 0, 0, 2, 2, 4, 0, 0, 0);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    free(r);

    r = load_spec("mangala_ii.lua", NULL);
    POS(r, &s, 0, 2, 0, 0, 0, 0, 3, 1, 1, 3, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 5, &tr), 8);
    assert_board(r, &s, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 8, 0);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 0);     /* II.R3: North passes */
    free(r);
}
END_TEST

/* Must feed: [3 0 0 0 0 2 | 0 0 0 0 0 0], South. Only pit 5 reaches North's
 * row (-> 6, 7); pit 0 (-> 1, 2, 3) does not. After it: [3 0 0 0 0 0 |
 * 1 1 0 0 0 0], North to move. */
START_TEST(valdez_must_feed)
{
    sow_rules *r = load_spec("mangala_ii_valdez.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 3, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 5);
    ck_assert_int_eq(play_legal(r, &s, 5, NULL), 0);
    assert_board(r, &s, 3, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0);
    assert_to_move(&s, 1);
    free(r);

    r = load_spec("mangala_ii.lua", NULL);
    POS(r, &s, 0, 3, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 0) | (1u << 5));
    free(r);
}
END_TEST

/* No move feeds: [3 0 0 0 1 0 | 0 0 0 0 0 0], South, 34-34: pit 0 (-> 1..3)
 * and pit 4 (-> 5) stay in South's row, so the game ends at once (cannot
 * feed) and the 4 seeds left go by VZ.Q1: feeder (South) 38-34, South wins;
 * starved (North) 34-38, North wins; nobody 34-34, a draw. */
START_TEST(valdez_cannot_feed)
{
    const struct { const char *rd; int c0, c1; sow_result res; int winner; } cases[] = {
        {NULL, 38, 34, SOW_WIN, 0},
        {"VZ.Q1=starved", 34, 38, SOW_WIN, 1},
        {"VZ.Q1=nobody", 34, 34, SOW_DRAW, 2},
    };
    for (int i = 0; i < 3; i++) {
        sow_rules *r = load_spec("mangala_ii_valdez.lua", cases[i].rd);
        sow_state s;
        POSC(r, &s, 0, 34, 34, 3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0);
        assert_ended(&s, SOW_END_CANNOT_FEED, cases[i].res, cases[i].winner);
        assert_score(&s, cases[i].c0, cases[i].c1);
        free(r);
    }
}
END_TEST

/* ---- Bohnenspiel --------------------------------------------------------- */

/* [2 0 3 0 0 0 | 0 0 0 0 0 0], South, 33-34. Pit 0: 2 seeds -> 1 (0->1),
 * 2 (3->4): 4 captured; chain: pit 1 holds 1, no. North is to move with an
 * empty row: the game ends (SOW_END_EMPTY_ROW) and South, who moved last,
 * takes the 1 seed left: 38-34, South wins. Mangala II: North passes. */
START_TEST(bohnenspiel_empty_row_ends)
{
    sow_rules *r = load_spec("bohnenspiel.lua", NULL);
    sow_state s;
    sow_trace tr;
    POSC(r, &s, 0, 33, 34, 2, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    play_legal(r, &s, 0, &tr);
    ck_assert_int_eq(tr.captured, 4);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 38, 34);
    assert_ended(&s, SOW_END_EMPTY_ROW, SOW_WIN, 0);
    free(r);

    /* BS.Q1=starved: North, who cannot move, takes it: 37-35, South wins. */
    r = load_spec("bohnenspiel.lua", "BS.Q1=starved");
    POSC(r, &s, 0, 33, 34, 2, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    play_legal(r, &s, 0, NULL);
    assert_score(&s, 37, 35);
    assert_ended(&s, SOW_END_EMPTY_ROW, SOW_WIN, 0);
    free(r);

    /* Mangala II has no such rule: the lone seed left can never be
     * captured, so play is endless from that ply on (II.Q5 gap) */
    r = load_spec("mangala_ii.lua", NULL);
    POSC(r, &s, 0, 33, 34, 2, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 37, 34);
    assert_ended(&s, SOW_END_ENDLESS, SOW_UNRESOLVED, 2);
    free(r);
}
END_TEST

/* ---- Halusa -------------------------------------------------------------- */

/* [2 1 7 0 0 3 | 1 0 4 0 0 2], South. Pit 0: 2 seeds -> 1 (1->2), 2 (7->8):
 * 8 is even, in South's own row: captured; chain: pit 1 holds 2, captured;
 * pit 0 is empty. 10 captured. Mangala II captures only 2, 4, 6: nothing. */
START_TEST(halusa_eight_in_own_row)
{
    sow_rules *r = load_spec("halusa.lua", NULL);
    sow_state s;
    sow_trace tr;
    POS(r, &s, 0, 2, 1, 7, 0, 0, 3, 1, 0, 4, 0, 0, 2);
    ck_assert_int_eq(play_legal(r, &s, 0, &tr), 10);
    assert_board(r, &s, 0, 0, 0, 0, 0, 3, 1, 0, 4, 0, 0, 2);
    ck_assert_int_eq(tr.ncaps, 2);
    assert_cap(&tr, 0, 2, 8, SOW_WHY_LANDING);
    assert_cap(&tr, 1, 1, 2, SOW_WHY_CHAIN);
    assert_score(&s, 10, 0);
    assert_to_move(&s, 1);
    free(r);

    r = load_spec("mangala_ii.lua", NULL);
    POS(r, &s, 0, 2, 1, 7, 0, 0, 3, 1, 0, 4, 0, 0, 2);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);
    assert_board(r, &s, 0, 2, 8, 0, 0, 3, 1, 0, 4, 0, 0, 2);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* [3 0 0 0 0 1 | 1 0 0 0 0 2], South. Pit 5: 1 seed -> 6 (1->2), in North's
 * row: Halusa captures only in the mover's own row, so nothing. Mangala II
 * captures the 2. */
START_TEST(halusa_no_capture_in_opponent_row)
{
    sow_rules *r = load_spec("halusa.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 3, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 2);
    ck_assert_int_eq(play_legal(r, &s, 5, NULL), 0);
    assert_board(r, &s, 3, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    free(r);

    r = load_spec("mangala_ii.lua", NULL);
    POS(r, &s, 0, 3, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 2);
    ck_assert_int_eq(play_legal(r, &s, 5, NULL), 2);
    assert_board(r, &s, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2);
    assert_score(&s, 2, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* [1 0 0 2 1 0 | 0 0 0 0 0 0], South, 34-34. Pit 0: 1 seed -> 1 (0->1), no
 * capture. North cannot move: South, who moved last, takes the 4 seeds
 * left: 38-34. HA.Q2=reach: no move of South reaches North's row, so the
 * game ends at once and the starved North takes them: 34-38. */
START_TEST(halusa_last_mover_takes)
{
    sow_rules *r = load_spec("halusa.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 34, 34, 1, 0, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 4);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 38, 34);
    assert_ended(&s, SOW_END_EMPTY_ROW, SOW_WIN, 0);
    free(r);

    r = load_spec("halusa.lua", "HA.Q2=reach");
    POSC(r, &s, 0, 34, 34, 1, 0, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 34, 38);
    assert_ended(&s, SOW_END_CANNOT_FEED, SOW_WIN, 1);
    free(r);
}
END_TEST

/* ---- random games -------------------------------------------------------- */

/* 200 random games per spec (defaults), 20 per other reading: seeds are
 * conserved at every ply and every game ends with a reason. */
static void random_games(const sow_rules *r, int games, uint64_t seed)
{
    for (int g = 0; g < games; g++) {
        sow_rng rng;
        sow_state s;
        sow_rng_seed(&rng, seed, (uint64_t)g);
        sow_new_game(r, &s, NULL, -1, &rng, (uint64_t)g);
        int total = sow_on_board(r, &s) + s.captured[0] + s.captured[1];
        require(total == r->total, "%s game %d: dealt %d, not %d", r->name, g, total, r->total);
        for (int ply = 0; s.status == SOW_PLAYING; ply++) {
            require(ply <= r->max_plies, "%s game %d: still playing after %d plies", r->name, g, ply);
            play_random(r, &s, &rng);
            require(sow_on_board(r, &s) + s.captured[0] + s.captured[1] == total,
                    "%s game %d ply %u: %d seeds, started with %d", r->name, g, s.ply,
                    sow_on_board(r, &s) + s.captured[0] + s.captured[1], total);
        }
        require(s.end != SOW_END_NONE, "%s game %d: ended without a reason", r->name, g);
        require((s.result == SOW_WIN) == (s.winner < 2), "%s game %d: result %d winner %d", r->name, g,
                s.result, s.winner);
    }
}

START_TEST(random_games_conserve_and_end)
{
    for (int k = 0; k < NRIVALS; k++) {
        sow_rules *r = load_spec(RIVALS[k], NULL);
        random_games(r, 200, 42);
        for (int q = 0; q < r->nquestions; q++)
            for (int i = 1; i < r->question[q].nreadings; i++) {
                char rd[2 * SOW_NAME_LEN + 2];
                snprintf(rd, sizeof rd, "%s=%s", r->question[q].id, r->question[q].reading[i]);
                sow_rules *x = load_spec(RIVALS[k], rd);
                random_games(x, 20, 43);
                free(x);
            }
        free(r);
    }
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("rivals");
    TCase *tc = tcase_create("rivals");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, every_reading_loads);
    tcase_add_test(tc, culin_rightmost_following);
    tcase_add_test(tc, culin_min2_deal);
    tcase_add_test(tc, mancalagames_iv_threshold_no_opposite);
    tcase_add_test(tc, mancalagames_am_threshold);
    tcase_add_test(tc, mancalagames_am_endless_unclaimed);
    tcase_add_test(tc, valdez_no_capture_in_own_row);
    tcase_add_test(tc, valdez_opponent_row_and_grand_slam);
    tcase_add_test(tc, valdez_must_feed);
    tcase_add_test(tc, valdez_cannot_feed);
    tcase_add_test(tc, bohnenspiel_empty_row_ends);
    tcase_add_test(tc, halusa_eight_in_own_row);
    tcase_add_test(tc, halusa_no_capture_in_opponent_row);
    tcase_add_test(tc, halusa_last_mover_takes);
    tcase_add_test(tc, random_games_conserve_and_end);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
