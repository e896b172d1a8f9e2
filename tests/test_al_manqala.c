/* test_al_manqala.c - Al-manqala (specs/al_manqala.lua) against
 * docs/rules/al_manqala.md, rule by rule and reading by reading.
 *
 * Every expected board, capture and next player below was worked out by
 * hand from the rules text (never copied from engine output). Pits: South
 * 0..6, North 7..13, sowing ccw = increasing index; boards are written
 * South row then North row. */
#include <stdlib.h>
#include <string.h>

#include "support.h"

#define SPEC "al_manqala.lua"

/* Plays a legal move and returns the seeds captured by the sowing itself
 * (play_legal's count also includes seeds an end rule gives the mover). */
static int play_cap(const sow_rules *r, sow_state *s, int pit)
{
    sow_trace tr;
    play_legal(r, s, pit, &tr);
    return tr.captured;
}

/* ---- AM.B1, AM.B2 ------------------------------------------------------- */

START_TEST(b1_b2_setup)
{
    sow_rules *r = load_spec(SPEC, NULL);
    ck_assert_int_eq(r->row, 7);                 /* AM.B1 */
    ck_assert_int_eq(r->pits, 14);
    ck_assert_int_eq(r->total, 98);              /* AM.B2 */
    sow_state s;
    sow_rng rng;
    sow_rng_seed(&rng, 7, 0);
    sow_new_game(r, &s, NULL, -1, &rng, 0);
    assert_board(r, &s, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 0);                       /* AM.Q8 default: south */
    ck_assert_int_eq(sow_on_board(r, &s), 98);
    free(r);
}
END_TEST

/* ---- AM.R1 ---------------------------------------------------------------- */

START_TEST(r1_any_own_nonempty_pit)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_state s;
    sow_rng rng;
    sow_rng_seed(&rng, 7, 0);
    sow_new_game(r, &s, NULL, -1, &rng, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 0x7Fu);  /* all of 0..6 */
    ck_assert(!sow_is_legal(r, &s, 7));          /* not North's pits */

    /* Opening 0: 7 seeds into 1..7; pit 7 holds 8, no capture. */
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);
    assert_board(r, &s, 0, 8, 8, 8, 8, 8, 8, 8, 7, 7, 7, 7, 7, 7);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 0x3F80u);  /* North: 7..13 */

    /* a position with empty pits: South 1, 3, 6 only */
    const int p[14] = { 0, 3, 0, 5, 0, 0, 1, 2, 0, 1, 0, 0, 6, 0 };
    position(r, &s, p, 0);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 1) | (1u << 3) | (1u << 6));
    position(r, &s, p, 1);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 7) | (1u << 9) | (1u << 12));
    free(r);
}
END_TEST

START_TEST(r1_opening_last_pit)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_state s;
    sow_rng rng;
    sow_rng_seed(&rng, 7, 0);
    sow_new_game(r, &s, NULL, -1, &rng, 0);
    /* 6: 7 seeds into 7..13, each 8; last 13 holds 8 */
    ck_assert_int_eq(play_legal(r, &s, 6, NULL), 0);
    assert_board(r, &s, 7, 7, 7, 7, 7, 7, 0, 8, 8, 8, 8, 8, 8, 8);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    /* North 13: 8 seeds into 0..6 (7 each +1) and 7 (8+1) */
    ck_assert_int_eq(play_cap(r, &s, 13), 0);
    assert_board(r, &s, 8, 8, 8, 8, 8, 8, 1, 9, 8, 8, 8, 8, 8, 0);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* ---- AM.R2: one lap, no relay on 3 or 5 ------------------------------------ */

START_TEST(r2_single_lap_no_relay)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_state s;
    sow_trace tr;
    const int p[14] = { 2, 0, 2, 0, 4, 0, 0, 5, 5, 5, 5, 5, 5, 5 };

    /* 0: 2 seeds into 1 (1) and 2 (3): ends on 3, no relay */
    position(r, &s, p, 0);
    ck_assert_int_eq(play_legal(r, &s, 0, &tr), 0);
    assert_board(r, &s, 0, 1, 3, 0, 4, 0, 0, 5, 5, 5, 5, 5, 5, 5);
    ck_assert_int_eq(tr.nlaps, 1);
    ck_assert_int_eq(tr.lap[0].last, 2);
    ck_assert_int_eq(tr.lap[0].count, 3);
    ck_assert_int_eq(tr.ncaps, 0);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);

    /* 2: 2 seeds into 3 (1) and 4 (5): ends on 5, no relay */
    position(r, &s, p, 0);
    ck_assert_int_eq(play_legal(r, &s, 2, &tr), 0);
    assert_board(r, &s, 2, 0, 0, 1, 5, 0, 0, 5, 5, 5, 5, 5, 5, 5);
    ck_assert_int_eq(tr.nlaps, 1);
    ck_assert_int_eq(tr.lap[0].count, 5);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* ---- AM.C1: exactly 2 or 4, in either row ------------------------------------ */

START_TEST(c1_two_in_opponent_row)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_state s;
    sow_trace tr;
    /* South 6 (2): 7 -> 1, 8 -> 2: take 2; chain: 7 holds 1, stop */
    const int p[14] = { 1, 0, 0, 0, 0, 0, 2, 0, 1, 3, 3, 3, 3, 3 };
    position(r, &s, p, 0);
    ck_assert_int_eq(play_legal(r, &s, 6, &tr), 2);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 0, 1, 0, 3, 3, 3, 3, 3);
    ck_assert_int_eq(tr.ncaps, 1);
    assert_cap(&tr, 0, 8, 2, SOW_WHY_LANDING);
    assert_score(&s, 2, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

START_TEST(c1_four_taken_three_and_six_not)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_state s;
    sow_trace tr;
    /* South 5 (3): 6 -> 1, 7 -> 1, 8 -> 4: take 4; 7 holds 1, stop */
    const int p4[14] = { 1, 0, 0, 0, 0, 3, 0, 0, 3, 1, 1, 1, 1, 1 };
    position(r, &s, p4, 0);
    ck_assert_int_eq(play_legal(r, &s, 5, &tr), 4);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 1);
    ck_assert_int_eq(tr.ncaps, 1);
    assert_cap(&tr, 0, 8, 4, SOW_WHY_LANDING);
    assert_score(&s, 4, 0);
    assert_to_move(&s, 1);

    /* same sowing, 8 goes 2 -> 3: nothing */
    const int p3[14] = { 1, 0, 0, 0, 0, 3, 0, 0, 2, 1, 1, 1, 1, 1 };
    position(r, &s, p3, 0);
    ck_assert_int_eq(play_legal(r, &s, 5, &tr), 0);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 1, 1, 3, 1, 1, 1, 1, 1);
    ck_assert_int_eq(tr.ncaps, 0);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);

    /* 8 goes 5 -> 6: only 2 and 4 are taken */
    const int p6[14] = { 1, 0, 0, 0, 0, 3, 0, 0, 5, 1, 1, 1, 1, 1 };
    position(r, &s, p6, 0);
    ck_assert_int_eq(play_legal(r, &s, 5, &tr), 0);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 1, 1, 6, 1, 1, 1, 1, 1);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* ---- AM.C3: captures on both sides (the mover's own row too) ------------- */

START_TEST(c3_capture_in_own_row)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_state s;
    sow_trace tr;
    /* South 0 (3): 1 -> 1, 2 -> 1, 3 -> 2 (own row): take 2; 2 holds 1, stop */
    const int ps[14] = { 3, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1 };
    position(r, &s, ps, 0);
    ck_assert_int_eq(play_legal(r, &s, 0, &tr), 2);
    assert_board(r, &s, 0, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1);
    ck_assert_int_eq(tr.ncaps, 1);
    assert_cap(&tr, 0, 3, 2, SOW_WHY_LANDING);
    assert_score(&s, 2, 0);
    assert_to_move(&s, 1);

    /* North 7 (2): 8 -> 1, 9 -> 4 (own row): take 4; 8 holds 1, stop */
    const int pn[14] = { 1, 1, 1, 1, 1, 1, 1, 2, 0, 3, 0, 0, 0, 5 };
    position(r, &s, pn, 1);
    ck_assert_int_eq(play_legal(r, &s, 7, &tr), 4);
    assert_board(r, &s, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 0, 0, 0, 5);
    ck_assert_int_eq(tr.ncaps, 1);
    assert_cap(&tr, 0, 9, 4, SOW_WHY_LANDING);
    assert_score(&s, 0, 4);
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* ---- AM.C2: backward chain through 2s and 4s --------------------------------- */

START_TEST(c2_backward_chain_stops_at_first_other)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_state s;
    sow_trace tr;
    /* South 5 (5): 6 1->2, 7 2->3, 8 3->4, 9 1->2, 10 3->4 (last).
     * Take 10 (4), chain 9 (2), 8 (4); 7 holds 3: stop. 6 holds 2 but
     * the sequence is broken; 11 (2) lies after the landing pit. */
    const int p[14] = { 2, 0, 4, 0, 0, 5, 1, 2, 3, 1, 3, 2, 0, 1 };
    position(r, &s, p, 0);
    ck_assert_int_eq(play_legal(r, &s, 5, &tr), 10);
    assert_board(r, &s, 2, 0, 4, 0, 0, 0, 2, 3, 0, 0, 0, 2, 0, 1);
    ck_assert_int_eq(tr.ncaps, 3);
    assert_cap(&tr, 0, 10, 4, SOW_WHY_LANDING);
    assert_cap(&tr, 1, 9, 2, SOW_WHY_CHAIN);
    assert_cap(&tr, 2, 8, 4, SOW_WHY_CHAIN);
    assert_score(&s, 10, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* No landing capture, no chain: a 2 before a non-capturing landing pit stays. */
START_TEST(c2_no_chain_without_landing_capture)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_state s;
    sow_trace tr;
    /* North 9 (2): 10 1->2, 11 2->3 (last): nothing, 10 holding 2 stays */
    const int p[14] = { 1, 1, 1, 1, 1, 1, 1, 0, 0, 2, 1, 2, 0, 0 };
    position(r, &s, p, 1);
    ck_assert_int_eq(play_legal(r, &s, 9, &tr), 0);
    assert_board(r, &s, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 2, 3, 0, 0);
    ck_assert_int_eq(tr.ncaps, 0);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* ---- AM.Q4 track / row: the chain across 7 -> 6 and 0 -> 13 ---------------- */

START_TEST(q4_chain_7_to_6)
{
    /* South 3 (4): 4 0->1, 5 1->2, 6 3->4, 7 1->2 (last): take 7 (2).
     * track: 6 (4), 5 (2), then 4 holds 1: stop -> 8.  row: 2 only. */
    const int p[14] = { 1, 0, 0, 4, 0, 1, 3, 1, 3, 0, 0, 2, 0, 0 };
    sow_state s;
    sow_trace tr;

    sow_rules *r = load_spec(SPEC, "AM.Q4=track");
    position(r, &s, p, 0);
    ck_assert_int_eq(play_legal(r, &s, 3, &tr), 8);
    assert_board(r, &s, 1, 0, 0, 0, 1, 0, 0, 0, 3, 0, 0, 2, 0, 0);
    ck_assert_int_eq(tr.ncaps, 3);
    assert_cap(&tr, 0, 7, 2, SOW_WHY_LANDING);
    assert_cap(&tr, 1, 6, 4, SOW_WHY_CHAIN);
    assert_cap(&tr, 2, 5, 2, SOW_WHY_CHAIN);
    assert_score(&s, 8, 0);
    assert_to_move(&s, 1);
    free(r);

    r = load_spec(SPEC, "AM.Q4=row");
    position(r, &s, p, 0);
    ck_assert_int_eq(play_legal(r, &s, 3, &tr), 2);
    assert_board(r, &s, 1, 0, 0, 0, 1, 2, 4, 0, 3, 0, 0, 2, 0, 0);
    ck_assert_int_eq(tr.ncaps, 1);
    assert_cap(&tr, 0, 7, 2, SOW_WHY_LANDING);
    assert_score(&s, 2, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

START_TEST(q4_chain_0_to_13)
{
    /* North 11 (3): 12 1->2, 13 3->4, 0 1->2 (last, South's row): take 0.
     * track: 13 (4), 12 (2), 11 empty: stop -> 8.  row: 2 only. */
    const int p[14] = { 1, 2, 0, 0, 0, 0, 1, 0, 0, 1, 0, 3, 1, 3 };
    sow_state s;
    sow_trace tr;

    sow_rules *r = load_spec(SPEC, "AM.Q4=track");
    position(r, &s, p, 1);
    ck_assert_int_eq(play_legal(r, &s, 11, &tr), 8);
    assert_board(r, &s, 0, 2, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0);
    ck_assert_int_eq(tr.ncaps, 3);
    assert_cap(&tr, 0, 0, 2, SOW_WHY_LANDING);
    assert_cap(&tr, 1, 13, 4, SOW_WHY_CHAIN);
    assert_cap(&tr, 2, 12, 2, SOW_WHY_CHAIN);
    assert_score(&s, 0, 8);
    assert_to_move(&s, 0);
    free(r);

    r = load_spec(SPEC, "AM.Q4=row");
    position(r, &s, p, 1);
    ck_assert_int_eq(play_legal(r, &s, 11, &tr), 2);
    assert_board(r, &s, 0, 2, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 2, 4);
    ck_assert_int_eq(tr.ncaps, 1);
    assert_cap(&tr, 0, 0, 2, SOW_WHY_LANDING);
    assert_score(&s, 0, 2);
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* ---- AM.Q3 sow / skip: 14 seeds ---------------------------------------------- */

START_TEST(q3_origin_sow_or_skip)
{
    /* South 0 holds 14. sow: 1..13 get one each, the 14th falls in 0
     * (0 -> 1): no capture.  skip: the 14th passes 0 and falls in 1,
     * which then holds 2: taken; the chain meets 0 (empty): stop. */
    const int p[14] = { 14, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 };
    sow_state s;
    sow_trace tr;

    sow_rules *r = load_spec(SPEC, "AM.Q3=sow");
    position(r, &s, p, 0);
    ck_assert_int_eq(play_legal(r, &s, 0, &tr), 0);
    assert_board(r, &s, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    ck_assert_int_eq(tr.lap[0].last, 0);
    ck_assert_int_eq(tr.ncaps, 0);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    free(r);

    r = load_spec(SPEC, "AM.Q3=skip");
    position(r, &s, p, 0);
    ck_assert_int_eq(play_legal(r, &s, 0, &tr), 2);
    assert_board(r, &s, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    ck_assert_int_eq(tr.lap[0].last, 1);
    ck_assert_int_eq(tr.ncaps, 1);
    assert_cap(&tr, 0, 1, 2, SOW_WHY_LANDING);
    assert_score(&s, 2, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* ---- AM.R3: feeding ------------------------------------------------------------ */

START_TEST(r3_must_feed)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_state s;
    /* North empty. 0 (3 -> 1..3) and 2 (2 -> 3,4) stay home; 5 (2 -> 6,7)
     * and 6 (1 -> 7) feed. */
    const int p[14] = { 3, 0, 2, 0, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0 };
    position(r, &s, p, 0);
    assert_to_move(&s, 0);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 5) | (1u << 6));
    ck_assert(!sow_is_legal(r, &s, 0));
    ck_assert(!sow_is_legal(r, &s, 2));
    ck_assert_int_eq(play_legal(r, &s, 5, NULL), 0);   /* 6 1->2, 7 0->1 (last): nothing */
    assert_board(r, &s, 3, 0, 2, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 7);   /* South is not starved: 7 is free */

    position(r, &s, p, 0);
    ck_assert_int_eq(play_legal(r, &s, 6, NULL), 0);   /* 7 0->1 */
    assert_board(r, &s, 3, 0, 2, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* AM.R3 reach, by the count alone: pit 0 (South) first sows into North's
 * row with 7 seeds (1..6 stay home), pit 5 with 2, pit 6 with 1, North's
 * 13 with 1 and 7 with 7; and for every pit, count 1..40 and both
 * origin readings, the test agrees with the sowing itself (its trace of
 * the pits sown). */
START_TEST(r3_reach_by_count)
{
    static const char *const origin[2] = {"AM.Q3=sow", "AM.Q3=skip"};
    for (int o = 0; o < 2; o++) {
        sow_rules *r = load_spec(SPEC, origin[o]);
        sow_board b;
        memset(&b, 0, sizeof b);
        const int pit[5] = {0, 5, 6, 13, 7}, least[5] = {7, 2, 1, 1, 7};
        for (int k = 0; k < 5; k++) {
            int opp = pit[k] < 7;
            b.pit[pit[k]] = (uint8_t)(least[k] - 1);
            ck_assert_msg(least[k] == 1 || !sow_reaches_row(r, &b, pit[k], opp), "pit %d, %d seeds", pit[k], least[k] - 1);
            b.pit[pit[k]] = (uint8_t)least[k];
            ck_assert_msg(sow_reaches_row(r, &b, pit[k], opp), "pit %d, %d seeds", pit[k], least[k]);
            b.pit[pit[k]] = 0;
        }
        for (int p = 0; p < 14; p++)
            for (int n = 1; n <= 40; n++) {
                sow_board c;
                sow_trace tr;
                memset(&c, 0, sizeof c);
                memset(&tr, 0, sizeof tr);
                c.pit[p] = (uint8_t)n;
                b = c;
                int opp = p < 7;
                sow_turn(r, &c, p, opp ^ 1, &tr);
                ck_assert_msg(sow_reaches_row(r, &b, p, opp) == ((tr.sown & r->row_mask[opp]) != 0),
                              "%s: pit %d, %d seeds", origin[o], p, n);
            }
        free(r);
    }
}
END_TEST

/* ---- AM.Q1 reach / leave ---------------------------------------------------- */

/* North empty. South 6 holds 21: 7..13 get one each, 0..5 one each, 6
 * (origin) the 14th, 7..13 a second each: 13 holds 2, taken, and the
 * chain takes 12..7 (2 each): 14 seeds, North empty again; 6 holds 1:
 * stop. South 5 (2): 6 0->1, 7 0->1: feeds under both readings. */
static const int q1_pos[14] = { 0, 0, 0, 0, 0, 2, 21, 0, 0, 0, 0, 0, 0, 0 };

START_TEST(q1_reach)
{
    sow_rules *r = load_spec(SPEC, "AM.Q1=reach");
    sow_state s;
    sow_trace tr;
    position(r, &s, q1_pos, 0);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 5) | (1u << 6));
    ck_assert_int_eq(play_legal(r, &s, 6, &tr), 14);
    assert_board(r, &s, 1, 1, 1, 1, 1, 3, 1, 0, 0, 0, 0, 0, 0, 0);
    ck_assert_int_eq(tr.ncaps, 7);
    assert_cap(&tr, 0, 13, 2, SOW_WHY_LANDING);
    for (int i = 1; i < 7; i++) assert_cap(&tr, i, 13 - i, 2, SOW_WHY_CHAIN);
    assert_score(&s, 14, 0);
    /* AM.Q2 default (pass): North, with an empty row, must pass */
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 0u);
    free(r);
}
END_TEST

START_TEST(q1_leave)
{
    sow_rules *r = load_spec(SPEC, "AM.Q1=leave");
    sow_state s;
    position(r, &s, q1_pos, 0);
    assert_to_move(&s, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 5);
    ck_assert(!sow_is_legal(r, &s, 6));
    ck_assert_int_eq(play_legal(r, &s, 5, NULL), 0);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 22, 1, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* ---- AM.Q2: the player to move has an empty row ----------------------------- */

/* South 6 (1): 7 1->2, taken; chain: 6 is now empty, stop. North's row is
 * empty, North to move, South keeps 0 (3) and 4 (1). 98 in all: the
 * captured counts start at 44-48 (6 on the board), so South reaches 46. */
static const int q2_pos[14] = { 3, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0 };

static void q2_setup(const sow_rules *r, sow_state *s)
{
    position(r, s, q2_pos, 0);
    s->captured[0] = 44;
    s->captured[1] = 48;
    ck_assert_uint_eq(sow_legal(r, s), (1u << 0) | (1u << 4) | (1u << 6));
    ck_assert_int_eq(play_cap(r, s, 6), 2);
}

START_TEST(q2_pass)
{
    sow_rules *r = load_spec(SPEC, "AM.Q2=pass");
    sow_state s;
    q2_setup(r, &s);
    assert_board(r, &s, 3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 46, 48);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 0u);
    ck_assert(sow_is_legal(r, &s, SOW_PASS));
    sow_play(r, &s, SOW_PASS, NULL);
    /* South must feed North: 0 (3 -> 1..3) and 4 (1 -> 5) cannot. AM.E1:
     * the game ends and the starved player (North, AM.Q9 default) takes
     * the 4 seeds left: 46-52, North wins. */
    assert_end(&s, SOW_END_CANNOT_FEED);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 46, 52);
    ck_assert_int_eq(s.to_move, 0);
    ck_assert_int_eq(s.result, SOW_WIN);
    ck_assert_int_eq(s.winner, 1);
    free(r);
}
END_TEST

/* The same pass under AM.Q9=feeder: South, who cannot feed, takes the 4. */
START_TEST(q2_pass_q9_feeder)
{
    sow_rules *r = load_spec(SPEC, "AM.Q2=pass,AM.Q9=feeder");
    sow_state s;
    q2_setup(r, &s);
    assert_board(r, &s, 3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 46, 48);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 0u);
    sow_play(r, &s, SOW_PASS, NULL);
    assert_end(&s, SOW_END_CANNOT_FEED);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 50, 48);
    ck_assert_int_eq(s.to_move, 0);
    ck_assert_int_eq(s.result, SOW_WIN);
    ck_assert_int_eq(s.winner, 0);
    free(r);
}
END_TEST

START_TEST(q2_starved_takes)
{
    sow_rules *r = load_spec(SPEC, "AM.Q2=starved_takes");
    sow_state s;
    q2_setup(r, &s);
    /* North, to move with an empty row, takes the 4 left: 46-52 */
    assert_end(&s, SOW_END_EMPTY_ROW);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 46, 52);
    ck_assert_int_eq(s.to_move, 1);
    ck_assert_int_eq(s.result, SOW_WIN);
    ck_assert_int_eq(s.winner, 1);
    free(r);
}
END_TEST

START_TEST(q2_last_mover_takes)
{
    sow_rules *r = load_spec(SPEC, "AM.Q2=last_mover_takes");
    sow_state s;
    q2_setup(r, &s);
    /* South moved last and takes the 4 left: 50-48 */
    assert_end(&s, SOW_END_EMPTY_ROW);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 50, 48);
    ck_assert_int_eq(s.to_move, 1);
    ck_assert_int_eq(s.result, SOW_WIN);
    ck_assert_int_eq(s.winner, 0);
    free(r);
}
END_TEST

/* The same situation set up directly with position(): North to move, empty. */
START_TEST(q2_position_readings)
{
    const int p[14] = { 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
    sow_state s;

    sow_rules *r = load_spec(SPEC, "AM.Q2=pass");
    position(r, &s, p, 1);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 0u);
    sow_play(r, &s, SOW_PASS, NULL);
    /* South must feed: 1 (2 -> 2,3) and 3 (1 -> 4) cannot: North takes 3 */
    assert_end(&s, SOW_END_CANNOT_FEED);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 0, 3);
    free(r);

    r = load_spec(SPEC, "AM.Q2=starved_takes");
    position(r, &s, p, 1);
    assert_end(&s, SOW_END_EMPTY_ROW);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 0, 3);
    ck_assert_int_eq(s.to_move, 1);
    free(r);

    /* no ply yet: "the player who moved last" is North's opponent, South */
    r = load_spec(SPEC, "AM.Q2=last_mover_takes");
    position(r, &s, p, 1);
    assert_end(&s, SOW_END_EMPTY_ROW);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 3, 0);
    ck_assert_int_eq(s.to_move, 1);
    free(r);
}
END_TEST

/* ---- AM.E1, AM.Q9 starved / feeder ------------------------------------------- */

/* North 13 (1): 0 0->1, no capture; North's row is now empty. South must
 * feed: 0 (1 -> 1) and 1 (1 -> 2) cannot. The game ends at once. */
static const int e1_pos[14] = { 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 };

START_TEST(e1_q9_starved)
{
    sow_rules *r = load_spec(SPEC, "AM.Q9=starved");
    sow_state s;
    position(r, &s, e1_pos, 1);
    s.captured[0] = 48;
    s.captured[1] = 48;
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 13);
    ck_assert_int_eq(play_cap(r, &s, 13), 0);
    assert_end(&s, SOW_END_CANNOT_FEED);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 48, 50);            /* North, the starved player, takes 2 */
    ck_assert_int_eq(s.to_move, 0);
    ck_assert_int_eq(s.result, SOW_WIN);
    ck_assert_int_eq(s.winner, 1);
    free(r);
}
END_TEST

START_TEST(e1_q9_feeder)
{
    sow_rules *r = load_spec(SPEC, "AM.Q9=feeder");
    sow_state s;
    position(r, &s, e1_pos, 1);
    s.captured[0] = 48;
    s.captured[1] = 48;
    ck_assert_int_eq(play_cap(r, &s, 13), 0);
    assert_end(&s, SOW_END_CANNOT_FEED);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 50, 48);            /* South, who could not feed, takes 2 */
    ck_assert_int_eq(s.to_move, 0);
    ck_assert_int_eq(s.result, SOW_WIN);
    ck_assert_int_eq(s.winner, 0);
    free(r);
}
END_TEST

/* A start position that is already over (AM.E1 applies at once). */
START_TEST(e1_at_start)
{
    const int p[14] = { 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
    sow_state s;
    sow_rules *r = load_spec(SPEC, "AM.Q9=starved");
    position(r, &s, p, 0);
    assert_end(&s, SOW_END_CANNOT_FEED);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 0, 2);
    ck_assert_int_eq(s.to_move, 0);
    free(r);

    r = load_spec(SPEC, "AM.Q9=feeder");
    position(r, &s, p, 0);
    assert_end(&s, SOW_END_CANNOT_FEED);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 2, 0);
    ck_assert_int_eq(s.to_move, 0);
    free(r);
}
END_TEST

/* ---- AM.E2, AM.Q5, AM.Q6: endless play ---------------------------------------- */

/* Two seeds chasing each other: South's at k, North's at k+7, South to
 * move (k = 0..6). Every ply has one legal move: South k -> k+1, North
 * k+7 -> k+8; at k = 6 South sows into 7, leaving 7 and 13, and North
 * must feed with 13 -> 0 (7 -> 8 does not). The gap is always 6 or 7
 * pits, so no sowing ever makes 2: no capture and no end, ever: endless.
 * After t plies (j = t mod 14): j = 2k: seeds at k, k+7, South to move;
 * j = 2k+1: seeds at k+1, k+7, North to move. */
static const int chase[14] = { 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0 };

static void chase_expect(int t, int *want, int *to_move)
{
    int j = t % 14, k = j / 2;
    memset(want, 0, 14 * sizeof *want);
    if (j % 2 == 0) {
        want[k] = 1;
        want[k + 7] = 1;
        *to_move = 0;
    } else {
        want[k + 1] = 1;
        want[k + 7] = 1;
        *to_move = 1;
    }
}

static void chase_ply(const sow_rules *r, sow_state *s)
{
    sow_moves m = sow_legal(r, s);
    ck_assert_msg(__builtin_popcountll(m) == 1, "ply %u: legal mask 0x%x, expected one move",
                  (unsigned)s->ply, (unsigned)m);
    ck_assert_int_eq(play_cap(r, s, __builtin_ctzll(m)), 0);
}

START_TEST(e2_q5_proven)
{
    sow_rules *r = load_spec(SPEC, "AM.Q5=proven");
    sow_state s;
    position_raw(r, &s, chase, 0);
    /* endless from the start: no capture and no end can ever happen */
    ck_assert_int_eq(sow_endless_proof(r, &s, 100000), SOW_ENDLESS_PROVEN);
    /* so a game from it ends at once, on ply 0, the two seeds divided */
    position(r, &s, chase, 0);
    assert_end(&s, SOW_END_ENDLESS);
    ck_assert_uint_eq(s.ply, 0);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 1, 1);              /* divided equally */
    ck_assert_int_eq(s.result, SOW_DRAW);
    free(r);
}
END_TEST

START_TEST(e2_q5_plies)
{
    sow_rules *r = load_spec(SPEC, "AM.Q5=plies");
    sow_state s;
    int want[14], tm;
    position(r, &s, chase, 0);
    for (int t = 1; t < 200; t++) {
        chase_ply(r, &s);
        chase_expect(t, want, &tm);
        assert_board_at(r, &s, want, 14, __FILE__, __LINE__);
        assert_to_move(&s, tm);
        assert_score(&s, 0, 0);
    }
    /* t = 199 = 14*14 + 3: seeds at 2 and 8, North to move */
    assert_board(r, &s, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0);
    assert_to_move(&s, 1);
    ck_assert_int_eq(s.quiet, 199);
    chase_ply(r, &s);                    /* 8 -> 9: the 200th quiet ply */
    assert_end(&s, SOW_END_ENDLESS);
    ck_assert_int_eq(s.ply, 200);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 1, 1);
    ck_assert_int_eq(s.to_move, 0);
    ck_assert_int_eq(s.result, SOW_DRAW);
    free(r);
}
END_TEST

/* AM.Q5=plies counts plies without capture: a capture resets the count. */
START_TEST(q5_plies_capture_resets)
{
    sow_rules *r = load_spec(SPEC, "AM.Q5=plies");
    sow_state s;
    const int p[14] = { 1, 0, 0, 0, 0, 0, 2, 0, 1, 3, 3, 3, 3, 3 };
    position(r, &s, p, 0);
    s.quiet = 199;
    ck_assert_int_eq(play_legal(r, &s, 6, NULL), 2);   /* as in c1_two_in_opponent_row */
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 0, 1, 0, 3, 3, 3, 3, 3);
    assert_score(&s, 2, 0);
    assert_to_move(&s, 1);
    ck_assert_int_eq(s.quiet, 0);
    free(r);
}
END_TEST

/* AM.Q6 'report': an odd remainder cannot be divided equally. Three seeds,
 * 199 quiet plies already: South 0 -> 1 (0 -> 1, no capture) is the
 * 200th; the split of 3 is a gap: the board stays, the game unresolved. */
START_TEST(e2_q6_odd_split)
{
    sow_rules *r = load_spec(SPEC, "AM.Q5=plies,AM.Q6=report");
    sow_state s;
    const int p[14] = { 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0 };
    position(r, &s, p, 0);
    s.quiet = 199;
    ck_assert_int_eq(play_cap(r, &s, 0), 0);
    ck_assert_int_eq(s.status, SOW_ENDED);
    ck_assert_msg(s.end == SOW_END_ODD_SPLIT, "end %s, expected odd_split", sow_end_name((sow_end)s.end));
    assert_board(r, &s, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0);
    assert_score(&s, 0, 0);
    ck_assert_int_eq(s.to_move, 1);
    ck_assert_int_eq(s.result, SOW_UNRESOLVED);
    free(r);
}
END_TEST

/* ---- AM.E3, AM.Q7 ------------------------------------------------------------ */

/* North 13 (1): 0 1->2, taken; the chain meets 13 (now empty): stop. The
 * board is then empty. */
static const int e3_pos[14] = { 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 };

START_TEST(e3_fifty_wins)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_state s;
    position(r, &s, e3_pos, 1);
    s.captured[0] = 50;
    s.captured[1] = 46;
    ck_assert_int_eq(play_cap(r, &s, 13), 2);
    assert_end(&s, SOW_END_BOARD_EMPTY);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 50, 48);
    ck_assert_int_eq(s.to_move, 0);
    ck_assert_int_eq(s.result, SOW_WIN);
    ck_assert_int_eq(s.winner, 0);
    free(r);
}
END_TEST

START_TEST(e3_fortynine_draw)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_state s;
    position(r, &s, e3_pos, 1);
    s.captured[0] = 49;
    s.captured[1] = 47;
    ck_assert_int_eq(play_cap(r, &s, 13), 2);
    assert_end(&s, SOW_END_BOARD_EMPTY);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 49, 49);
    ck_assert_int_eq(s.to_move, 0);
    ck_assert_int_eq(s.result, SOW_DRAW);
    ck_assert_int_eq(s.winner, 2);
    free(r);
}
END_TEST

/* South 6 (2): 7 -> 1, 8 1->2 taken (as c1_two_in_opponent_row), bringing
 * South from 48 to 50 with 17 seeds still on the board. */
static const int q7_pos[14] = { 1, 0, 0, 0, 0, 0, 2, 0, 1, 3, 3, 3, 3, 3 };

START_TEST(q7_stop)
{
    sow_rules *r = load_spec(SPEC, "AM.Q7=stop");
    sow_state s;
    position(r, &s, q7_pos, 0);
    s.captured[0] = 48;
    s.captured[1] = 31;
    ck_assert_int_eq(play_legal(r, &s, 6, NULL), 2);
    assert_end(&s, SOW_END_THRESHOLD);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 0, 1, 0, 3, 3, 3, 3, 3);
    assert_score(&s, 50, 31);
    ck_assert_int_eq(s.to_move, 1);
    ck_assert_int_eq(s.result, SOW_WIN);
    ck_assert_int_eq(s.winner, 0);
    free(r);
}
END_TEST

START_TEST(q7_play_on)
{
    sow_rules *r = load_spec(SPEC, "AM.Q7=play_on");
    sow_state s;
    position(r, &s, q7_pos, 0);
    s.captured[0] = 48;
    s.captured[1] = 31;
    ck_assert_int_eq(play_legal(r, &s, 6, NULL), 2);
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 0, 1, 0, 3, 3, 3, 3, 3);
    assert_score(&s, 50, 31);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 7) | (0x1Fu << 9));
    free(r);
}
END_TEST

/* ---- AM.Q8: who moves first --------------------------------------------------- */

static int first_of(const sow_rules *r, uint64_t seed, uint64_t game)
{
    sow_state s;
    sow_rng rng;
    sow_rng_seed(&rng, seed, game);
    sow_new_game(r, &s, NULL, -1, &rng, game);
    assert_board(r, &s, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7);
    assert_score(&s, 0, 0);
    ck_assert_int_eq(s.status, SOW_PLAYING);
    return s.to_move;
}

START_TEST(q8_first_mover)
{
    sow_rules *r = load_spec(SPEC, "AM.Q8=south");
    for (uint64_t g = 0; g < 4; g++) ck_assert_int_eq(first_of(r, 3, g), 0);
    free(r);

    r = load_spec(SPEC, "AM.Q8=north");
    for (uint64_t g = 0; g < 4; g++) ck_assert_int_eq(first_of(r, 3, g), 1);
    free(r);

    r = load_spec(SPEC, "AM.Q8=alternate");
    for (uint64_t g = 0; g < 6; g++) ck_assert_int_eq(first_of(r, 3, g), (int)(g & 1));
    free(r);

    r = load_spec(SPEC, "AM.Q8=random");
    int north = 0;
    for (uint64_t g = 0; g < 400; g++) {
        int f = first_of(r, 1000 + g, 0);
        ck_assert_int_eq(f, first_of(r, 1000 + g, 0));    /* same stream, same side */
        north += f;
    }
    ck_assert_msg(north > 140 && north < 260, "North first in %d of 400 games", north);
    free(r);
}
END_TEST

/* ---- the default readings, smoke: random games finish and conserve seeds -- */

START_TEST(random_games_conserve)
{
    sow_rules *r = load_spec(SPEC, NULL);
    sow_rng rng;
    sow_rng_seed(&rng, 42, 0);
    for (int g = 0; g < 50; g++) {
        sow_state s;
        sow_new_game(r, &s, NULL, -1, &rng, (uint64_t)g);
        while (s.status == SOW_PLAYING) {
            play_random(r, &s, &rng);
            int on = sow_on_board(r, &s);
            if (s.status == SOW_PLAYING || s.end != SOW_END_ODD_SPLIT)
                ck_assert_int_eq(on + s.captured[0] + s.captured[1] , 98);
            ck_assert_int_eq((s.captured[0] + s.captured[1]) % 2, 0);
        }
    }
    free(r);
}
END_TEST

Suite *al_manqala_suite(void);
Suite *al_manqala_suite(void)
{
    Suite *s = suite_create("al_manqala");
    TCase *t = tcase_create("rules");
    tcase_add_test(t, b1_b2_setup);
    tcase_add_test(t, r1_any_own_nonempty_pit);
    tcase_add_test(t, r1_opening_last_pit);
    tcase_add_test(t, r2_single_lap_no_relay);
    tcase_add_test(t, c1_two_in_opponent_row);
    tcase_add_test(t, c1_four_taken_three_and_six_not);
    tcase_add_test(t, c3_capture_in_own_row);
    tcase_add_test(t, c2_backward_chain_stops_at_first_other);
    tcase_add_test(t, c2_no_chain_without_landing_capture);
    tcase_add_test(t, r3_must_feed);
    tcase_add_test(t, r3_reach_by_count);
    tcase_add_test(t, e1_q9_starved);
    tcase_add_test(t, e1_q9_feeder);
    tcase_add_test(t, e1_at_start);
    tcase_add_test(t, e3_fifty_wins);
    tcase_add_test(t, e3_fortynine_draw);
    tcase_add_test(t, random_games_conserve);
    suite_add_tcase(s, t);

    TCase *q = tcase_create("readings");
    tcase_add_test(q, q1_reach);
    tcase_add_test(q, q1_leave);
    tcase_add_test(q, q2_pass);
    tcase_add_test(q, q2_pass_q9_feeder);
    tcase_add_test(q, q2_starved_takes);
    tcase_add_test(q, q2_last_mover_takes);
    tcase_add_test(q, q2_position_readings);
    tcase_add_test(q, q3_origin_sow_or_skip);
    tcase_add_test(q, q4_chain_7_to_6);
    tcase_add_test(q, q4_chain_0_to_13);
    tcase_add_test(q, e2_q5_proven);
    tcase_add_test(q, e2_q5_plies);
    tcase_add_test(q, q5_plies_capture_resets);
    tcase_add_test(q, e2_q6_odd_split);
    tcase_add_test(q, q7_stop);
    tcase_add_test(q, q7_play_on);
    tcase_add_test(q, q8_first_mover);
    suite_add_tcase(s, q);
    return s;
}

int main(void)
{
    return run_suite(al_manqala_suite());
}
