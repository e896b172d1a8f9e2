/* test_perft.c - perft of each game's start position to depth 6, pinned.
 * Mangala II's numbers match the hand-specialised program in
 * ../shared/bench/limit (an independent implementation); the others pin
 * this engine's values so that any rule change shows up here. */
#include <stdlib.h>

#include "support.h"

static uint64_t perft(const sow_rules *r, const sow_state *s, int depth)
{
    if (depth == 0) return 1;
    if (s->status != SOW_PLAYING) return 0;
    sow_moves legal = sow_legal(r, s);
    uint64_t n = 0;
    if (!legal) {
        sow_state c = *s;
        sow_play(r, &c, SOW_PASS, NULL);
        return perft(r, &c, depth - 1);
    }
    for (; legal; legal &= legal - 1) {
        sow_state c = *s;
        sow_play(r, &c, __builtin_ctzll(legal), NULL);
        n += perft(r, &c, depth - 1);
    }
    return n;
}

static void check_perft(const char *spec, const char *readings, const uint64_t *want)
{
    sow_rules *r = load_spec(spec, readings);
    sow_rng rng;
    sow_state s;
    sow_rng_seed(&rng, 1, 0);
    sow_new_game(r, &s, NULL, 0, &rng, 0);
    for (int d = 1; d <= 6; d++)
        ck_assert_msg(perft(r, &s, d) == want[d - 1], "%s [%s] perft %d = %llu, expected %llu", spec, readings,
                      d, (unsigned long long)perft(r, &s, d), (unsigned long long)want[d - 1]);
    free(r);
}

START_TEST(test_mangala_ii)
{
    static const uint64_t want[] = {6, 36, 206, 1166, 6599, 36654};
    check_perft("mangala_ii.lua", "", want);
    check_perft("mangala_ii.lua", "II.Q1=skip", want);
}
END_TEST

START_TEST(test_mangala_iv)
{
    /* forced leftmost play: one line of play */
    static const uint64_t leftmost[] = {1, 1, 1, 1, 1, 1};
    check_perft("mangala_iv.lua", "IV.Q7=seven", leftmost);
    static const uint64_t free_choice[] = {7, 37, 224, 1324, 7703, 44058};
    check_perft("mangala_iv.lua", "IV.Q7=seven,IV.Q1=free", free_choice);
}
END_TEST

START_TEST(test_al_manqala)
{
    static const uint64_t want[] = {7, 49, 328, 2182, 14495, 95135};
    check_perft("al_manqala.lua", "", want);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("perft");
    TCase *tc = tcase_create("start positions");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_mangala_ii);
    tcase_add_test(tc, test_mangala_iv);
    tcase_add_test(tc, test_al_manqala);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
