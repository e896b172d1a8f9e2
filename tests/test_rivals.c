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
#include <unistd.h>

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

/* IV.Q8 random (Culin: the player who laid out the seeds moves first, which
 * player that is not said): no ritual decides the sides (no side-chooser),
 * and over 64 games both seats move first. IV.Q8=alternate: South in even
 * games, North in odd; south_first: always South; other_first gives back
 * Mangala IV's ritual (IV.O1), with a side-chooser. */
START_TEST(culin_first_player)
{
    const struct { const char *rd; int ritual; } cases[] = {
        {NULL, 0}, {"IV.Q8=alternate", 0}, {"IV.Q8=south_first", 0}, {"IV.Q8=other_first", 1},
    };
    for (int k = 0; k < 4; k++) {
        sow_rules *r = load_spec("mangala_iv_culin.lua", cases[k].rd);
        int firsts[2] = {0, 0};
        for (uint64_t g = 0; g < 64; g++) {
            sow_state s;
            sow_start_info info;
            sow_game_start(r, 1, g, NULL, NULL, &s, &info);
            ck_assert_int_eq(info.chooser >= 0, cases[k].ritual);
            ck_assert_int_eq(info.first, s.to_move);
            if (k == 1) ck_assert_int_eq(info.first, (int)(g & 1));
            if (k == 2) ck_assert_int_eq(info.first, 0);
            firsts[info.first]++;
        }
        if (k == 0) ck_assert(firsts[0] > 0 && firsts[1] > 0);
        free(r);
    }
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

/* IV.Q7 min2 (start_pattern 6, RandomPattern: at least two in each hole):
 * every pit of every deal holds 2 or more, 98 in all. */
START_TEST(mancalagames_iv_min2_deal)
{
    sow_rules *r = load_spec("mangala_iv_mancalagames.lua", NULL);
    for (uint64_t g = 0; g < 200; g++) {
        sow_state s;
        sow_game_start(r, 5, g, NULL, NULL, &s, NULL);
        ck_assert_int_eq(sow_on_board(r, &s) + s.captured[0] + s.captured[1], 98);
        for (int p = 0; p < 14; p++) ck_assert_int_ge(s.b.pit[p], 2);
    }
    free(r);
}
END_TEST

/* IV.Q9 owner (NoOutcomeChange, unclaimed HOLE_OWNER): [0 0 0 0 0 1 1 |
 * 1 0 0 0 0 0 0], South, 47-48. Pit 5: 1 seed -> 6 (1->2): 2 captured, no
 * opposite pit; chain: pit 5 is empty. One seed is left, in pit 7: the game
 * ends and North, its row's owner, takes it: 49-49, a draw. IV.Q9=gap: the
 * lone seed is a rule gap, unresolved at 49-48. */
START_TEST(mancalagames_iv_lone_seed_owner)
{
    sow_rules *r = load_spec("mangala_iv_mancalagames.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 47, 48, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 5) | (1u << 6));
    play_legal(r, &s, 5, NULL);
    assert_score(&s, 49, 49);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_ended(&s, SOW_END_LONE_SEED, SOW_DRAW, 2);
    ck_assert_int_eq(s.left, 1);
    free(r);

    r = load_spec("mangala_iv_mancalagames.lua", "IV.Q9=gap");
    POSC(r, &s, 0, 47, 48, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0);
    play_legal(r, &s, 5, NULL);
    assert_score(&s, 49, 48);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0);
    assert_ended(&s, SOW_END_LONE_SEED, SOW_UNRESOLVED, 2);
    free(r);
}
END_TEST

/* sow.max_laps, hand-worked on a synthetic rule set (every count relays,
 * nothing captures), max_laps = 3: [1 0 0 0 0 0 0 | 0 0 3 0 0 0 0], South,
 * 10-12. Pit 0: lap 1 ends in pit 1 (1, relays), lap 2 in pit 2, lap 3 in
 * pit 3; 3 laps sown and the relay would go on: the game ends (lap_cap) on
 * [0 0 0 1 0 0 0 | 0 0 3 0 0 0 0]. max_laps_rest split: 2 each, 12-14, North
 * wins; unclaimed: 10-12 with 4 left; owner: South 1, North 3, 11-15.
 * The single seed alone would walk round for ever: without a cap that is
 * relay_cycle (a gap); with max_laps = 20 the walk stops after lap 20 in
 * pit 20 mod 14 = 6 (South's), owner: South's seed to South, 11-12. (The
 * spec's lone-seed rule, IV.Q9, is switched off for these boards.) */
START_TEST(mancalagames_iv_lap_cap_hand)
{
    const struct { sow_rest rest; int c0, c1, left; sow_result res; int winner; } cases[] = {
        {SOW_REST_SPLIT, 12, 14, 4, SOW_WIN, 1},
        {SOW_REST_NOBODY, 10, 12, 4, SOW_WIN, 1},
        {SOW_REST_OWNER, 11, 15, 4, SOW_WIN, 1},
    };
    sow_error err;
    for (int k = 0; k < 3; k++) {
        sow_rules *r = load_spec("mangala_iv_mancalagames.lua", NULL);
        for (int c = 1; c <= SOW_MAX_SEEDS; c++) {
            r->relay[c] = 1;
            r->capture[c] = 0;
        }
        r->lap_cap = 3;
        r->lap_cap_rest = cases[k].rest;
        r->lone_seed_set = 0;
        ck_assert_int_eq(sow_rules_finish(r, &err), 0);
        sow_state s;
        sow_trace tr;
        POSC(r, &s, 0, 10, 12, 1, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0);
        ck_assert_int_eq(s.status, SOW_PLAYING);
        ck_assert_uint_eq(sow_legal(r, &s), 1u << 0);
        sow_move(r, &s, 0, &tr);               /* the ply: the board as lap 3 left it */
        ck_assert_int_eq(tr.nlaps, 3);
        ck_assert_int_eq(tr.lap[2].last, 3);
        assert_board(r, &s, 0, 0, 0, 1, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0);
        assert_score(&s, 10, 12);
        sow_settle(r, &s);                     /* the end rule gives the seeds out */
        if (cases[k].rest == SOW_REST_NOBODY) assert_board(r, &s, 0, 0, 0, 1, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0);
        else assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        assert_score(&s, cases[k].c0, cases[k].c1);
        assert_ended(&s, SOW_END_LAP_CAP, cases[k].res, cases[k].winner);
        ck_assert_int_eq(s.left, cases[k].left);
        ck_assert_int_eq(s.last_laps, 3);
        free(r);
    }

    sow_rules *r = load_spec("mangala_iv_mancalagames.lua", NULL);
    for (int c = 1; c <= SOW_MAX_SEEDS; c++) {
        r->relay[c] = 1;
        r->capture[c] = 0;
    }
    r->lap_cap = 0;
    r->lone_seed_set = 0;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    sow_state s;
    sow_trace tr;
    POSC(r, &s, 0, 10, 12, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    sow_play(r, &s, 0, NULL);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_ended(&s, SOW_END_RELAY_CYCLE, SOW_UNRESOLVED, 2);

    r->lap_cap = 20;
    r->lap_cap_rest = SOW_REST_OWNER;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    POSC(r, &s, 0, 10, 12, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    sow_play(r, &s, 0, &tr);
    ck_assert_int_eq(tr.nlaps, 20);
    ck_assert_int_eq(tr.lap[19].last, 6);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_ended(&s, SOW_END_LAP_CAP, SOW_WIN, 1);
    assert_score(&s, 11, 12);
    ck_assert_int_eq(s.last_laps, 20);
    free(r);
}
END_TEST

/* An independent Mangala IV relay as MancalaGames plays it (LAPPER: the
 * relay goes on from 3 or 5+, stops on 1, stops for a capture of 2 or 4),
 * seed by seed: the laps it sows, at most cap, and whether the relay would
 * go on after the last of them. */
static int ref_relay(int *b, int from, int cap, int *would_go_on)
{
    int laps = 0, p = from;
    *would_go_on = 0;
    for (;;) {
        int seeds = b[p];
        b[p] = 0;
        while (seeds--) {
            p = (p + 1) % 14;
            b[p]++;
        }
        laps++;
        int c = b[p];
        if (c == 1 || c == 2 || c == 4) return laps;
        if (laps == cap) {
            *would_go_on = 1;
            return laps;
        }
    }
}

/* A real relay past 75 laps (found by search; the board after each lap
 * comes from ref_relay above, not from the engine): [7 6 5 4 8 7 6 | 5 13 3
 * 11 7 6 8], South, 2-0. Pit 4 relays for 87 laps and ends in a pit that
 * then holds 1. MancalaGames (IV.Q10 cap, sower_mlap_decos.py MAX_LAPS =
 * 75): after lap 75 the relay would go on, so the game ends and the 96
 * seeds on the board are divided, 48 each: 50-48, South wins. With
 * max_laps_rest owner each row's seeds go to its owner (as ref_relay left
 * them after lap 75). IV.Q10=gap: no cap, the turn ends after lap 87 on the
 * board ref_relay gives, nothing captured, North to move. */
START_TEST(mancalagames_iv_lap_cap_75)
{
    const int start[14] = {7, 6, 5, 4, 8, 7, 6, 5, 13, 3, 11, 7, 6, 8};
    int b75[14], b_end[14], go_on, south = 0;
    memcpy(b75, start, sizeof b75);
    ck_assert_int_eq(ref_relay(b75, 4, 75, &go_on), 75);
    ck_assert_int_eq(go_on, 1);
    for (int p = 0; p < 7; p++) south += b75[p];
    memcpy(b_end, start, sizeof b_end);
    ck_assert_int_eq(ref_relay(b_end, 4, 1000, &go_on), 87);
    ck_assert_int_eq(go_on, 0);

    sow_rules *r = load_spec("mangala_iv_mancalagames.lua", NULL);
    sow_state s;
    sow_trace tr;
    POSC(r, &s, 0, 2, 0, 7, 6, 5, 4, 8, 7, 6, 5, 13, 3, 11, 7, 6, 8);
    play_legal(r, &s, 4, &tr);
    ck_assert_int_eq(tr.nlaps, 75);
    assert_ended(&s, SOW_END_LAP_CAP, SOW_WIN, 0);
    assert_score(&s, 50, 48);
    ck_assert_int_eq(s.left, 96);
    ck_assert_int_eq(s.last_laps, 75);
    ck_assert_int_eq(s.to_move, 1);

    /* the board at the cap: seeds left for nobody, then each row's to its owner */
    sow_error err;
    r->lap_cap_rest = SOW_REST_NOBODY;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    POSC(r, &s, 0, 2, 0, 7, 6, 5, 4, 8, 7, 6, 5, 13, 3, 11, 7, 6, 8);
    sow_play(r, &s, 4, NULL);
    for (int p = 0; p < 14; p++) ck_assert_int_eq(s.b.pit[p], b75[p]);
    assert_ended(&s, SOW_END_LAP_CAP, SOW_WIN, 0);
    assert_score(&s, 2, 0);
    r->lap_cap_rest = SOW_REST_OWNER;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    POSC(r, &s, 0, 2, 0, 7, 6, 5, 4, 8, 7, 6, 5, 13, 3, 11, 7, 6, 8);
    sow_play(r, &s, 4, NULL);
    assert_score(&s, 2 + south, 96 - south);
    free(r);

    r = load_spec("mangala_iv_mancalagames.lua", "IV.Q10=gap");
    POSC(r, &s, 0, 2, 0, 7, 6, 5, 4, 8, 7, 6, 5, 13, 3, 11, 7, 6, 8);
    ck_assert_int_eq(play_legal(r, &s, 4, &tr), 0);
    ck_assert_int_eq(tr.nlaps, 87);
    for (int p = 0; p < 14; p++) ck_assert_int_eq(s.b.pit[p], b_end[p]);
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
        require(__builtin_popcountll(sow_legal(r, &s)) == 1, "ply %u: not a forced move", s.ply);
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

/* AM.Q2 unclaimed (EndTurnNoMoves, TakeOnlyChildNStores): [2 0 0 0 0 0 1 |
 * 1 0 0 0 0 0 0], South, 46-48. Pit 6: 1 seed -> 7 (1->2), captured; chain:
 * pit 6 is empty. North has no seed: the game ends there (empty_row) and
 * the 2 seeds of pit 0 count for nobody: 48-48, a draw. AM.Q2=pass (and
 * Al-manqala itself): North passes; South must feed, pit 0 (-> 1, 2) does
 * not reach North's row, so the game ends (cannot_feed) and the starved
 * North takes the 2: 48-50, North wins. */
START_TEST(mancalagames_am_empty_row_unclaimed)
{
    sow_rules *r = load_spec("al_manqala_mancalagames.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 46, 48, 2, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 6, NULL), 2);
    assert_board(r, &s, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 48, 48);
    assert_ended(&s, SOW_END_EMPTY_ROW, SOW_DRAW, 2);
    ck_assert_int_eq(s.left, 2);
    free(r);

    const char *const others[][2] = {{"al_manqala_mancalagames.lua", "AM.Q2=pass"}, {"al_manqala.lua", NULL}};
    for (int k = 0; k < 2; k++) {
        r = load_spec(others[k][0], others[k][1]);
        POSC(r, &s, 0, 46, 48, 2, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0);
        play_legal(r, &s, 6, NULL);
        assert_to_move(&s, 1);
        ck_assert_uint_eq(sow_legal(r, &s), 0);
        sow_play(r, &s, SOW_PASS, NULL);
        assert_score(&s, 48, 50);
        assert_ended(&s, SOW_END_CANNOT_FEED, SOW_WIN, 1);
        free(r);
    }
}
END_TEST

/* AM.Q1 leave (MustShare plays the whole move, captures included): North's
 * row is empty; [0 0 0 0 0 2 21 | 0 0 0 0 0 0 0], South, 30-45. Pit 5: 2
 * seeds -> 6 (22), 7 (1): no capture, North has a seed: it feeds. Pit 6: 21
 * seeds, a lap and a half: 1 into every pit (the origin too) and 1 more
 * into 7..13, the last in 13 (2): captured, and the chain back over 12..7
 * (2 each), stopping at pit 6 (1): 14 seeds, North's row empty again. It
 * drops seeds into North's row (reach) but leaves none (leave): legal are
 * {5} (MancalaGames), {5, 6} under AM.Q1=reach and in Al-manqala. */
START_TEST(mancalagames_am_feed_leave)
{
    sow_rules *r = load_spec("al_manqala_mancalagames.lua", NULL);
    sow_state s;
    sow_trace tr;
    POSC(r, &s, 0, 30, 45, 0, 0, 0, 0, 0, 2, 21, 0, 0, 0, 0, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 5);
    ck_assert_int_eq(play_legal(r, &s, 5, NULL), 0);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 22, 1, 0, 0, 0, 0, 0, 0);
    assert_to_move(&s, 1);
    free(r);

    const char *const others[][2] = {{"al_manqala_mancalagames.lua", "AM.Q1=reach"}, {"al_manqala.lua", NULL}};
    for (int k = 0; k < 2; k++) {
        r = load_spec(others[k][0], others[k][1]);
        POSC(r, &s, 0, 30, 45, 0, 0, 0, 0, 0, 2, 21, 0, 0, 0, 0, 0, 0, 0);
        ck_assert_uint_eq(sow_legal(r, &s), (1u << 5) | (1u << 6));
        ck_assert_int_eq(play_legal(r, &s, 6, &tr), 14);
        ck_assert_int_eq(tr.ncaps, 7);
        assert_cap(&tr, 0, 13, 2, SOW_WHY_LANDING);
        assert_cap(&tr, 6, 7, 2, SOW_WHY_CHAIN);
        assert_score(&s, 44, 45);
        free(r);
    }
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

/* [2 0 0 0 0 3 | 1 1 3 0 0 x], South, 26-(46 - x): 72 seeds in play, so
 * that play stops at 37 (VZ.Q2), as from the start. Pit 5: 3 seeds -> 6
 * (2), 7 (2), 8 (4). Pit 8 captured, chain back over 7 and 6; pit 5 is
 * South's own: stop. x = 1: 8 captured (34-35), North keeps pit 11. x = 0:
 * that would take all of North's seeds, a grand slam: nothing is captured
 * (Valdez); Mangala II takes the 8 and North must pass. */
START_TEST(valdez_opponent_row_and_grand_slam)
{
    sow_rules *r = load_spec("mangala_ii_valdez.lua", NULL);
    sow_state s;
    sow_trace tr;
    POSC(r, &s, 0, 26, 35, 2, 0, 0, 0, 0, 3, 1, 1, 3, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 5, &tr), 8);
    assert_board(r, &s, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1);
    ck_assert_int_eq(tr.ncaps, 3);
    assert_cap(&tr, 0, 8, 4, SOW_WHY_LANDING);
    assert_cap(&tr, 1, 7, 2, SOW_WHY_CHAIN);
    assert_cap(&tr, 2, 6, 2, SOW_WHY_CHAIN);
    assert_score(&s, 34, 35);
    assert_to_move(&s, 1);

    POSC(r, &s, 0, 26, 36, 2, 0, 0, 0, 0, 3, 1, 1, 3, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 5, &tr), 0);
    ck_assert_int_eq(tr.forfeited, 1);
    ck_assert_int_eq(tr.ncaps, 0);
    assert_board(r, &s, 2, 0, 0, 0, 0, 0, 2, 2, 4, 0, 0, 0);
    assert_score(&s, 26, 36);
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

/* VZ.Q2 stop (MancalaGames' ClearWinner, more than 36 of 72): [1 0 0 0 0 1 |
 * 1 0 0 0 0 4], South, 35-30. Pit 5: 1 seed -> 6 (1->2), in North's row:
 * captured; chain: pit 5 is South's own. South has 37: play stops, South
 * wins 37-30 with 5 seeds on the board. VZ.Q2=play_on: North moves next.
 * Mangala II plays on too. */
START_TEST(valdez_threshold_stop)
{
    sow_rules *r = load_spec("mangala_ii_valdez.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 35, 30, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 4);
    ck_assert_int_eq(play_legal(r, &s, 5, NULL), 2);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4);
    assert_score(&s, 37, 30);
    assert_ended(&s, SOW_END_THRESHOLD, SOW_WIN, 0);
    free(r);

    const char *const others[][2] = {{"mangala_ii_valdez.lua", "VZ.Q2=play_on"}, {"mangala_ii.lua", NULL}};
    for (int k = 0; k < 2; k++) {
        r = load_spec(others[k][0], others[k][1]);
        POSC(r, &s, 0, 35, 30, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 4);
        ck_assert_int_eq(play_legal(r, &s, 5, NULL), 2);
        assert_score(&s, 37, 30);
        assert_to_move(&s, 1);
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

/* BS.Q2 stop (MancalaGames' ClearWinner): the position above, [2 0 3 0 0 0 |
 * 0 0 0 0 0 0], South, 33-34: South's 4 bring it to 37 and play stops at
 * once (threshold, checked before the empty row), the last seed left for
 * nobody: 37-34, South wins. */
START_TEST(bohnenspiel_q2_stop)
{
    sow_rules *r = load_spec("bohnenspiel.lua", "BS.Q2=stop");
    sow_state s;
    POSC(r, &s, 0, 33, 34, 2, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 37, 34);
    assert_ended(&s, SOW_END_THRESHOLD, SOW_WIN, 0);
    free(r);
}
END_TEST

/* BS.Q3 last_mover (MancalaGames' NoOutcomeChange, unclaimed LAST_MOVER):
 * [0 0 1 1 0 0 | 1 0 0 0 0 0], South, 34-35. Pit 2: 1 seed -> 3 (1->2),
 * captured; chain: pit 2 is empty. One seed is left, in North's pit 6: the
 * game ends and South, who moved last, takes it: 37-35, South wins.
 * Default (play_on): North moves it, 6 -> 7; South's row is empty at its
 * turn, so the game ends (BS.Q1) and North, who moved last, takes it:
 * 36-36, a draw. */
START_TEST(bohnenspiel_q3_lone_seed)
{
    sow_rules *r = load_spec("bohnenspiel.lua", "BS.Q3=last_mover");
    sow_state s;
    POSC(r, &s, 0, 34, 35, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 2, NULL), 3);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 37, 35);
    assert_ended(&s, SOW_END_LONE_SEED, SOW_WIN, 0);
    free(r);

    r = load_spec("bohnenspiel.lua", NULL);
    POSC(r, &s, 0, 34, 35, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 2, NULL), 2);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 6);
    play_legal(r, &s, 6, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 36, 36);
    assert_ended(&s, SOW_END_EMPTY_ROW, SOW_DRAW, 2);
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

/* The feeding rule (Hyde: "the opponent must play so that the player can
 * play on the next turn"; Valdez/MancalaGames: mustshare): [1 0 0 2 1 0 |
 * 0 0 0 0 0 0], South, 34-34. North has no seed and no move of South
 * reaches North's row (pit 0 -> 1, pit 3 -> 4, 5, pit 4 -> 5): the game
 * ends at once (cannot_feed) and the starved North, who moved last, takes
 * the 4 seeds left: 34-38. A start position whose player to move has an
 * empty row, [1 0 0 0 0 0 | 0 0 0 0 0 0], North, 35-36: the game ends and
 * the other player takes the rest (Mancala World: "won by the player who
 * moved last"): 36-36. */
START_TEST(halusa_cannot_feed)
{
    sow_rules *r = load_spec("halusa.lua", NULL);
    sow_state s;
    POSC(r, &s, 0, 34, 34, 1, 0, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 34, 38);
    assert_ended(&s, SOW_END_CANNOT_FEED, SOW_WIN, 1);

    /* the feeding filter: [1 0 0 0 0 2 | 0 ...], only pit 5 (-> 6, 7) feeds */
    POSC(r, &s, 0, 34, 35, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 5);

    POSC(r, &s, 1, 35, 36, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 36, 36);
    assert_ended(&s, SOW_END_EMPTY_ROW, SOW_DRAW, 2);
    free(r);
}
END_TEST

/* HA.Q1 none (Valdez as MancalaGames encodes him: no multicapt): the
 * position of halusa_eight_in_own_row, [2 1 7 0 0 3 | 1 0 4 0 0 2], South.
 * Pit 0: 2 seeds -> 1 (2), 2 (8): the 8 are taken, the 2 in pit 1 stay. */
START_TEST(halusa_q1_no_chain)
{
    sow_rules *r = load_spec("halusa.lua", "HA.Q1=none");
    sow_state s;
    POS(r, &s, 0, 2, 1, 7, 0, 0, 3, 1, 0, 4, 0, 0, 2);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 8);
    assert_board(r, &s, 0, 2, 0, 0, 0, 3, 1, 0, 4, 0, 0, 2);
    free(r);
}
END_TEST

/* HA.Q6: [0 0 0 0 0 0 | 1 0 0 0 0 1], North, 36-34. South is starved and
 * North must feed: only 11 -> 0 does (6 -> 7 stays in North's row). Then
 * each player has one seed and must move it; the two walk round 6 pits
 * apart, each lands in an empty pit (1, odd: no capture), and whenever
 * South's seed crosses into North's row North's only feeding move is the
 * seed in pit 11: no capture can ever happen, endless from the start. split
 * (Mancala World, as Al-manqala's AM.E2): 37-35, South wins; owner
 * (MancalaGames' quitter 0): both seeds are in North's row, 36-36, a draw;
 * gap: unresolved, 36-34. */
START_TEST(halusa_q6_endless)
{
    const struct { const char *rd; int c0, c1; sow_result res; int winner; } cases[] = {
        {NULL, 37, 35, SOW_WIN, 0},
        {"HA.Q6=owner", 36, 36, SOW_DRAW, 2},
        {"HA.Q6=gap", 36, 34, SOW_UNRESOLVED, 2},
    };
    for (int k = 0; k < 3; k++) {
        sow_rules *r = load_spec("halusa.lua", cases[k].rd);
        sow_state s;
        POSC(r, &s, 1, 36, 34, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1);
        assert_ended(&s, SOW_END_ENDLESS, cases[k].res, cases[k].winner);
        ck_assert_int_eq(s.proof, SOW_ENDLESS_PROVEN + 1);
        ck_assert_int_eq(s.ply, 0);
        assert_score(&s, cases[k].c0, cases[k].c1);
        free(r);
    }
}
END_TEST

/* HA.Q7 stop (MancalaGames' goal "more than half of the seeds"): [1 1 0 0 0
 * 0 | 1 0 0 0 0 4], South, 35-30. Pit 0: 1 seed -> 1 (1->2), South's own
 * row: captured; chain: pit 0 is empty. South has 37: play stops, South
 * wins 37-30. Default (Hyde: play ends when neither can move): North plays. */
START_TEST(halusa_q7_stop)
{
    sow_rules *r = load_spec("halusa.lua", "HA.Q7=stop");
    sow_state s;
    POSC(r, &s, 0, 35, 30, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 4);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 2);
    assert_score(&s, 37, 30);
    assert_ended(&s, SOW_END_THRESHOLD, SOW_WIN, 0);
    free(r);

    r = load_spec("halusa.lua", NULL);
    POSC(r, &s, 0, 35, 30, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 4);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 2);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* ---- the fields the rivals brought ----------------------------------------- */

/* A minimal spec with one extra line, written to a temporary file and loaded. */
static int load_text(const char *extra, sow_rules *r, sow_error *err)
{
    char dir[] = "/tmp/sow_rivals_XXXXXX", path[64];
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/t.lua", dir);
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fprintf(f, "return { name = \"t\", board = { row = 3 }, setup = { total = 12 },\n"
               "  sow = { relay = { 3 } }, capture = { counts = { 2 } },\n  %s }\n", extra);
    fclose(f);
    int rc = try_load(path, NULL, r, err);
    remove(path);
    rmdir(dir);
    return rc;
}

static void field_error(const char *extra, const char *field, const char *words)
{
    sow_rules r;
    sow_error err;
    ck_assert_int_eq(load_text(extra, &r, &err), -1);
    ck_assert_str_eq(err.field, field);
    ck_assert_msg(strstr(err.msg, words), "%s: message '%s' lacks '%s'", extra, err.msg, words);
}

/* sow.max_laps (0: no cap), sow.max_laps_rest (split, unclaimed, owner: a
 * rule's end, never a gap), empty_row = "unclaimed", finish.lone_seed =
 * "last_mover": what they compile to, their errors, their sentences. */
START_TEST(new_fields)
{
    sow_rules r;
    sow_error err;
    char text[8192];
    ck_assert_int_eq(load_text("empty_row = \"unclaimed\", finish = { lone_seed = \"last_mover\" }", &r, &err), 0);
    ck_assert_int_eq(r.empty_row, SOW_EMPTY_END);
    ck_assert_int_eq(r.empty_row_rest, SOW_REST_NOBODY);
    ck_assert_int_eq(r.lone_seed_set, 1);
    ck_assert_int_eq(r.lone_seed_rest, SOW_REST_LAST_MOVER);
    ck_assert_int_eq(r.lap_cap, 0);
    sow_rules_describe(&r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "A player whose row is empty ends the game; the seeds left count for nobody."));
    ck_assert_ptr_nonnull(strstr(text, "When exactly one seed is left, the game ends and the player who moved last takes the seeds left."));
    ck_assert_ptr_null(strstr(text, "would relay on"));

    ck_assert_int_eq(load_text("ids = { [\"sow.max_laps\"] = \"X.Q1\" }, limits = { laps = 100 },\n"
                               "  finish = { threshold = 0 }, first = \"south\", start = \"any\", empty_row = \"pass\",\n"
                               "  feed = { rule = \"none\" }, chooser = \"captures\",\n"
                               "  [\"sow\"] = { relay = { 3 }, max_laps = 75, max_laps_rest = \"owner\" }", &r, &err), 0);
    ck_assert_int_eq(r.lap_cap, 75);
    ck_assert_int_eq(r.lap_cap_rest, SOW_REST_OWNER);
    sow_rules_describe(&r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "X.Q1           A turn that has sown 75 laps and would relay on ends the game there; "
                                       "each seed left goes to the owner of its row."));
    ck_assert_str_eq(sow_end_name(SOW_END_LAP_CAP), "lap_cap");

    field_error("[\"sow\"] = { max_laps = -1 }", "sow.max_laps", "expected an integer >= 0, got -1");
    field_error("[\"sow\"] = { max_laps = 2.5 }", "sow.max_laps", "expected an integer >= 0");
    field_error("[\"sow\"] = { max_laps_rest = \"gap\" }", "sow.max_laps_rest",
                "expected one of split, unclaimed, owner; got \"gap\"");
    field_error("empty_row = \"nobody\"", "empty_row",
                "expected one of pass, starved_takes, last_mover_takes, unclaimed, owners_take, divided, divided_tie_north; got \"nobody\"");
    field_error("finish = { lone_seed = \"last\" }", "finish.lone_seed",
                "expected one of gap, owner, unclaimed, last_mover; got \"last\"");
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
    tcase_add_test(tc, culin_first_player);
    tcase_add_test(tc, mancalagames_iv_threshold_no_opposite);
    tcase_add_test(tc, mancalagames_iv_min2_deal);
    tcase_add_test(tc, mancalagames_iv_lone_seed_owner);
    tcase_add_test(tc, mancalagames_iv_lap_cap_hand);
    tcase_add_test(tc, mancalagames_iv_lap_cap_75);
    tcase_add_test(tc, mancalagames_am_threshold);
    tcase_add_test(tc, mancalagames_am_endless_unclaimed);
    tcase_add_test(tc, mancalagames_am_empty_row_unclaimed);
    tcase_add_test(tc, mancalagames_am_feed_leave);
    tcase_add_test(tc, valdez_no_capture_in_own_row);
    tcase_add_test(tc, valdez_opponent_row_and_grand_slam);
    tcase_add_test(tc, valdez_must_feed);
    tcase_add_test(tc, valdez_cannot_feed);
    tcase_add_test(tc, valdez_threshold_stop);
    tcase_add_test(tc, bohnenspiel_empty_row_ends);
    tcase_add_test(tc, bohnenspiel_q2_stop);
    tcase_add_test(tc, bohnenspiel_q3_lone_seed);
    tcase_add_test(tc, halusa_eight_in_own_row);
    tcase_add_test(tc, halusa_no_capture_in_opponent_row);
    tcase_add_test(tc, halusa_cannot_feed);
    tcase_add_test(tc, halusa_q1_no_chain);
    tcase_add_test(tc, halusa_q6_endless);
    tcase_add_test(tc, halusa_q7_stop);
    tcase_add_test(tc, new_fields);
    tcase_add_test(tc, random_games_conserve_and_end);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
