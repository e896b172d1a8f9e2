/* test_endless.c - the endless prover is exact where it says "proven":
 * in forced games (Mangala IV, leftmost) its verdict is checked against
 * the one line of play, followed until it captures, ends or repeats a
 * position; positions that only look endless (a capture many plies away)
 * are not called endless; a tight budget gives "unknown", never a guess. */
#include <stdlib.h>
#include <string.h>

#include "support.h"

/* The truth in a forced game: follow the only line of play. */
static sow_endless_verdict forced_truth(const sow_rules *r, const sow_state *start, int *plies)
{
    enum { MAX = 20000 };
    static sow_state seen[MAX];
    int n = 0;
    sow_state s = *start;
    for (*plies = 0; *plies < MAX; (*plies)++) {
        for (int i = 0; i < n; i++)
            if (!memcmp(&seen[i].b, &s.b, sizeof s.b) && seen[i].to_move == s.to_move) return SOW_ENDLESS_PROVEN;
        seen[n++] = s;
        uint32_t legal = sow_legal(r, &s);
        ck_assert_msg(!(legal & (legal - 1)), "not a forced game");
        int before = s.captured[0] + s.captured[1];
        sow_play(r, &s, legal ? __builtin_ctz(legal) : SOW_PASS, NULL);
        if (s.status != SOW_PLAYING || s.captured[0] + s.captured[1] != before) return SOW_ENDLESS_NOT;
    }
    ck_abort_msg("no verdict in %d plies", MAX);
    return SOW_ENDLESS_UNKNOWN;
}

/* Forced games: the positions of 2-8 seeds of Mangala IV under leftmost
 * play always come to a capture (endless play there is the lone seed of
 * IV.Q9), under Culin's rightmost play a fifth cycle forever. */
static const struct { const char *spec, *readings; int leftmost, some_endless; } FORCED[] = {
    {"mangala_iv.lua", "IV.Q9=gap", 0, 0},
    {"mangala_iv.lua", "IV.Q1=rightmost", 0, 1},
    {"mangala_ii.lua", "", 1, 0},       /* Mangala II with a forced leftmost start */
    {"al_manqala.lua", "", 1, 0},
};

START_TEST(test_forced_games_agree)
{
    /* gap readings: the rules never end an endless game themselves */
    sow_rules *r = load_spec(FORCED[_i].spec, FORCED[_i].readings);
    sow_error err;
    if (FORCED[_i].leftmost) r->start = SOW_START_LEFTMOST;
    r->max_quiet = 1000000;
    r->max_plies = 1000000;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    sow_rng rng;
    sow_rng_seed(&rng, 99, 0);
    int proven = 0, not_endless = 0, far = 0;
    for (int trial = 0; trial < 3000; trial++) {
        int pits[SOW_MAX_PITS] = {0}, seeds = 2 + (int)sow_rng_below(&rng, 7);
        for (int k = 0; k < seeds; k++) pits[sow_rng_below(&rng, (uint32_t)r->pits)]++;
        sow_state s;
        position(r, &s, pits, (int)sow_rng_below(&rng, 2));
        if (s.status != SOW_PLAYING) continue;
        int plies;
        sow_endless_verdict truth = forced_truth(r, &s, &plies);
        sow_endless_verdict got = sow_endless_proof(r, &s, 1000000);
        ck_assert_msg(got == truth, "trial %d: prover says %d, the line of play %d after %d plies", trial, got,
                      truth, plies);
        if (truth == SOW_ENDLESS_PROVEN) proven++;
        else not_endless++;
        if (truth == SOW_ENDLESS_NOT && plies >= 20) far++;   /* looked endless for 20+ plies */
    }
    ck_assert_int_gt(not_endless, 10);
    if (FORCED[_i].some_endless) {
        ck_assert_int_gt(proven, 10);
        ck_assert_int_gt(far, 10);
    }
    free(r);
}
END_TEST

/* Free choice (Mangala II): a lone seed is endless; two seeds far apart
 * look endless but can be brought together (a capture of 2). */
START_TEST(test_free_choice)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    sow_state s;
    static const int lone[12] = {0, 0, 0, 1};
    position(r, &s, lone, 0);
    ck_assert_int_eq(sow_endless_proof(r, &s, 100000), SOW_ENDLESS_PROVEN);
    static const int two[12] = {1, 0, 0, 0, 0, 0, 1};
    position(r, &s, two, 0);
    ck_assert_int_eq(sow_endless_proof(r, &s, 100000), SOW_ENDLESS_NOT);
    /* a crowded position: beyond a tiny budget the prover does not guess */
    sow_new_game(r, &s, NULL, 0, NULL, 0);
    sow_play(r, &s, 0, NULL);
    sow_endless_verdict v = sow_endless_proof(r, &s, 3);
    ck_assert_msg(v == SOW_ENDLESS_UNKNOWN || v == SOW_ENDLESS_NOT, "a budget of 3 positions proved something");
    free(r);
}
END_TEST

/* A proven endless game ends by the spec's reading, long before the
 * backstop; under `gap` it is unresolved with reason `endless`. */
START_TEST(test_endless_ends_games)
{
    static const char *const readings[] = {"II.Q5=gap", "II.Q5=unclaimed"};
    static const int lone[12] = {0, 0, 0, 1};
    for (int i = 0; i < 2; i++) {
        sow_rules *r = load_spec("mangala_ii.lua", readings[i]);
        sow_state s;
        sow_rng rng;
        sow_rng_seed(&rng, 5, 0);
        position(r, &s, lone, 0);
        while (s.status == SOW_PLAYING) play_random(r, &s, &rng);
        ck_assert_int_eq(s.end, SOW_END_ENDLESS);
        ck_assert_uint_lt(s.ply, (unsigned)r->max_quiet);
        ck_assert_int_eq(s.result, i == 0 ? SOW_UNRESOLVED : SOW_DRAW);
        free(r);
    }
}
END_TEST

/* IV.Q10: a relay that repeats a position is a cycle, found exactly; the
 * board is left as before the move. (The historical relay counts seem to
 * never cycle: rules where every count relays and nothing captures do.) */
START_TEST(test_relay_cycle)
{
    sow_rules *r = load_spec("mangala_iv.lua", NULL);
    memset(r->capture, 0, sizeof r->capture);
    for (int c = 1; c <= SOW_MAX_SEEDS; c++) r->relay[c] = 1;
    sow_error err;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    sow_board b;
    memset(&b, 0, sizeof b);
    b.pit[0] = 3;
    b.pit[5] = 2;
    sow_board before = b;
    ck_assert_int_eq(sow_turn(r, &b, 0, 0, NULL), -1);
    ck_assert_mem_eq(&b, &before, sizeof b);
    free(r);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("endless");
    TCase *tc = tcase_create("prover");
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, test_forced_games_agree, 0, sizeof FORCED / sizeof FORCED[0]);
    tcase_add_test(tc, test_free_choice);
    tcase_add_test(tc, test_endless_ends_games);
    tcase_add_test(tc, test_relay_cycle);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
