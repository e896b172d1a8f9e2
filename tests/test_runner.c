/* test_runner.c - the batch runner: identical statistics for any number of
 * threads and for shards merged, a clean stop, and the opening ritual. */
#include <stdlib.h>
#include <string.h>

#include "support.h"

static void run(const sow_rules *r, const char *a, const char *b, uint64_t games, uint64_t shard,
                uint64_t shards, int threads, volatile int *stop, sow_stats *st)
{
    sow_sim_config cfg;
    sow_error err;
    memset(&cfg, 0, sizeof cfg);
    cfg.rules = r;
    cfg.agent[0] = a;
    cfg.agent[1] = b;
    cfg.seed = 42;
    cfg.games = games;
    cfg.shard = shard;
    cfg.shards = shards;
    cfg.threads = threads;
    cfg.stop = stop;
    ck_assert_msg(sow_simulate(&cfg, st, &err) == 0, "simulate: %s", err.msg);
}

START_TEST(test_threads_agree)
{
    static const char *const specs[] = {"mangala_ii.lua", "mangala_iv.lua", "al_manqala.lua"};
    for (int i = 0; i < 3; i++) {
        sow_rules *r = load_spec(specs[i], NULL);
        sow_stats *one = malloc(sizeof *one), *two = malloc(sizeof *two), *four = malloc(sizeof *four);
        run(r, "random", "random", 3000, 0, 1, 1, NULL, one);
        run(r, "random", "random", 3000, 0, 1, 2, NULL, two);
        run(r, "random", "random", 3000, 0, 1, 4, NULL, four);
        ck_assert_uint_eq(one->games, 3000);
        ck_assert_msg(memcmp(one, two, sizeof *one) == 0, "%s: 1 and 2 threads differ", specs[i]);
        ck_assert_msg(memcmp(one, four, sizeof *one) == 0, "%s: 1 and 4 threads differ", specs[i]);
        free(one);
        free(two);
        free(four);
        free(r);
    }
}
END_TEST

START_TEST(test_shards_merge)
{
    sow_rules *r = load_spec("al_manqala.lua", NULL);
    sow_stats *all = malloc(sizeof *all), *part = malloc(sizeof *part), *sum = malloc(sizeof *sum);
    run(r, "random", "greedy", 2000, 0, 1, 2, NULL, all);
    sow_stats_init(sum);
    for (uint64_t k = 0; k < 3; k++) {
        run(r, "random", "greedy", 2000, k, 3, 1, NULL, part);
        sow_stats_merge(sum, part);
    }
    ck_assert_uint_eq(sum->games, 2000);
    ck_assert_msg(memcmp(all, sum, sizeof *all) == 0, "three shards merged differ from one run");
    free(all);
    free(part);
    free(sum);
    free(r);
}
END_TEST

START_TEST(test_stop_is_partial)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    sow_stats *st = malloc(sizeof *st);
    volatile int stop = 1;
    run(r, "random", "random", 1000, 0, 1, 2, &stop, st);
    ck_assert_uint_lt(st->games, 1000);
    ck_assert_int_eq(st->partial, 1);
    free(st);
    free(r);
}
END_TEST

/* IV.O1 in a forced game: the chooser plays both sides out and takes the
 * better, so it is never worse off than the other player would have been
 * in its place, and it wins clearly more decisive games than it loses. */
START_TEST(test_ritual_chooser)
{
    sow_rules *r = load_spec("mangala_iv.lua", NULL);
    sow_stats *st = malloc(sizeof *st);
    run(r, "random", "random", 2000, 0, 1, 2, NULL, st);
    uint64_t ritual = 0;
    for (int k = 0; k < SOW_R__COUNT; k++) ritual += st->chooser_result[k];
    ck_assert_uint_eq(ritual, 2000);
    ck_assert_uint_eq(st->choice_mattered[0] + st->choice_mattered[1], 2000);
    ck_assert_uint_gt(st->choice_mattered[1], 0);
    /* 60% of decisive games or more: a fair coin would give 50% */
    ck_assert_uint_gt(2 * st->chooser_result[SOW_R_WIN], 3 * st->chooser_result[SOW_R_LOSS]);
    /* under chooser_first the chooser moves first: the first mover then
     * does at least as well as the chooser did under other_first */
    sow_rules *c = load_spec("mangala_iv.lua", "IV.Q8=chooser_first");
    sow_stats *sc = malloc(sizeof *sc);
    run(c, "random", "random", 2000, 0, 1, 2, NULL, sc);
    uint64_t first_wins = sc->first_result[0][SOW_R_WIN] + sc->first_result[1][SOW_R_WIN];
    ck_assert_uint_eq(first_wins, sc->chooser_result[SOW_R_WIN]);
    free(sc);
    free(c);
    free(st);
    free(r);
}
END_TEST

START_TEST(test_bad_agent)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    sow_sim_config cfg;
    sow_stats *st = malloc(sizeof *st);
    sow_error err;
    memset(&cfg, 0, sizeof cfg);
    cfg.rules = r;
    cfg.agent[0] = "random";
    cfg.agent[1] = "wizard";
    cfg.games = 10;
    ck_assert_int_eq(sow_simulate(&cfg, st, &err), -1);
    ck_assert_ptr_nonnull(strstr(err.msg, "wizard"));
    free(st);
    free(r);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("runner");
    TCase *tc = tcase_create("runner");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_threads_agree);
    tcase_add_test(tc, test_shards_merge);
    tcase_add_test(tc, test_stop_is_partial);
    tcase_add_test(tc, test_ritual_chooser);
    tcase_add_test(tc, test_bad_agent);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
