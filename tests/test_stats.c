/* test_stats.c - the statistics and the reports: Wilson intervals, SPRT,
 * quantiles, counting hand-made game endings, merges that do not depend on
 * order, results files that read back exactly (and fail cleanly), shard
 * merges equal to one run. */
#include <errno.h>
#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sow_report.h"
#include "support.h"

/* ---- helpers --------------------------------------------------------------- */

static char tmpdir[256];

static void make_tmpdir(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/sow_test_stats.XXXXXX");
    if (!mkdtemp(tmpdir)) {
        perror(tmpdir);
        exit(EXIT_FAILURE);
    }
}

static void tmp_path(char *buf, size_t cap, const char *name)
{
    snprintf(buf, cap, "%s/%s", tmpdir, name);
}

static int exists(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0;
}

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
}

/* An ended state. */
static sow_state ended(sow_result result, int winner, sow_end end, int c0, int c1, uint32_t ply, uint32_t sowings)
{
    sow_state s;
    memset(&s, 0, sizeof s);
    s.status = SOW_ENDED;
    s.result = (uint8_t)result;
    s.winner = (uint8_t)winner;
    s.end = (uint8_t)end;
    s.captured[0] = (uint16_t)c0;
    s.captured[1] = (uint16_t)c1;
    s.ply = ply;
    s.sowings = sowings;
    return s;
}

static sow_game_record record(uint64_t index, int first, int a_seat, const sow_state *s, int best)
{
    sow_game_record g;
    memset(&g, 0, sizeof g);
    g.index = index;
    g.first = (uint8_t)first;
    g.seat_of[0] = (uint8_t)a_seat;
    g.seat_of[1] = (uint8_t)(1 - a_seat);
    g.chooser = -1;
    g.choice_mattered = -1;
    g.end = s;
    g.total = 72;
    g.best_turn = best;
    return g;
}

/* A random plausible game number `index` (its end state in *s), with a few
 * sowing plies counted into st when st is not NULL. */
static sow_game_record random_game(uint64_t index, sow_state *s, sow_stats *st)
{
    sow_rng rng;
    sow_rng_seed(&rng, 99, index);
    int c0 = (int)sow_rng_below(&rng, 73), c1 = (int)sow_rng_below(&rng, (uint32_t)(73 - c0));
    uint32_t ply = sow_rng_below(&rng, 3000);
    uint32_t sowings = ply ? sow_rng_below(&rng, ply + 1) : 0;
    int kind = (int)sow_rng_below(&rng, 5);
    sow_result res = kind < 2 ? SOW_WIN : kind == 2 ? SOW_DRAW : kind == 3 ? SOW_UNRESOLVED : SOW_LIMIT;
    int winner = res == SOW_WIN ? kind : 2;
    *s = ended(res, winner, (sow_end)(1 + sow_rng_below(&rng, SOW_END__COUNT - 1)), c0, c1, ply, sowings);
    sow_game_record g = record(index, (int)sow_rng_below(&rng, 2), (int)sow_rng_below(&rng, 2), s,
                               (int)sow_rng_below(&rng, 40));
    g.chooser = (int8_t)((int)sow_rng_below(&rng, 3) - 1);
    g.choice_mattered = (int8_t)((int)sow_rng_below(&rng, 3) - 1);
    if (st) {
        for (int k = 0; k < 5; k++) {
            sow_state p;
            memset(&p, 0, sizeof p);
            p.last_taken = (uint8_t)sow_rng_below(&rng, 20);
            p.last_laps = (uint16_t)sow_rng_below(&rng, 70);
            p.last_pits = (uint8_t)(p.last_taken ? 1 + sow_rng_below(&rng, 6) : 0);
            sow_stats_ply(st, &p);
        }
    }
    return g;
}

static void record_random(sow_stats *st, uint64_t index)
{
    sow_state s;
    sow_game_record g = random_game(index, &s, st);
    sow_stats_game(st, &g);
}

static sow_rules *rules_ii(void)
{
    return load_spec("mangala_ii.lua", "II.Q1=skip");
}

/* A result set of mangala_ii with the games of `shard` of `shards` (index % shards). */
static void shard_set(sow_result_set *rs, const sow_rules *r, uint64_t seed, uint64_t games, uint64_t shard,
                      uint64_t shards)
{
    sow_error err;
    ck_assert_int_eq(sow_result_set_init(rs, r, "random", "greedy", seed, games, shard, shards, &err), 0);
    for (uint64_t i = shard; i < games; i += shards) record_random(&rs->stats, i);
}

/* ---- Wilson, SPRT, quantiles ------------------------------------------------ */

static void check_wilson(uint64_t k, uint64_t n, double want_lo, double want_hi)
{
    double lo, hi;
    sow_wilson(k, n, 1.96, &lo, &hi);
    ck_assert_msg(fabs(lo - want_lo) < 1e-4 && fabs(hi - want_hi) < 1e-4,
                  "wilson(%llu, %llu) = [%.5f, %.5f], expected [%.4f, %.4f]", (unsigned long long)k,
                  (unsigned long long)n, lo, hi, want_lo, want_hi);
}

/* A results file through the commands' path: checked, written, committed. */
static int write_results(const char *path, const sow_result_set *sets, int n, int csv, sow_error *err)
{
    sow_out o;
    FILE *f;
    if (sow_out_check(&o, path, err) || !(f = sow_out_begin(&o, err))) return -1;
    if ((csv ? sow_report_csv(f, sets, n, err) : sow_report_json(f, sets, n, err)) != 0) {
        sow_out_discard(&o);
        return -1;
    }
    return sow_out_commit(&o, 1, err);
}

START_TEST(test_wilson)
{
    /* checked against the formula computed independently (Python) */
    check_wilson(0, 10, 0.0, 0.2775);
    check_wilson(5, 10, 0.2366, 0.7634);
    check_wilson(81, 263, 0.2553, 0.3662);
    check_wilson(10, 10, 0.7225, 1.0);
    check_wilson(0, 0, 0.0, 1.0);
}
END_TEST

START_TEST(test_sprt)
{
    /* 600 ln(0.51/0.5) + 400 ln(0.49/0.5) = 11.8818... - 8.0813... */
    double llr = sow_sprt_llr(600, 400, 0.5, 0.51);
    ck_assert_double_eq_tol(llr, 600 * log(1.02) + 400 * log(0.98), 1e-9);
    ck_assert_double_eq_tol(llr, 3.800493, 1e-6);
    ck_assert_double_eq_tol(sow_sprt_llr(0, 0, 0.5, 0.51), 0.0, 1e-12);
    /* Wald's bounds at alpha = beta = 0.05: +-ln(19) = +-2.944 */
    ck_assert_int_eq(sow_sprt(600, 400, 0.5, 0.51, 0.05, 0.05), SOW_SPRT_H1);
    ck_assert_int_eq(sow_sprt(10000, 10000, 0.5, 0.51, 0.05, 0.05), SOW_SPRT_H0); /* llr = -4.0 */
    ck_assert_int_eq(sow_sprt(100, 100, 0.5, 0.51, 0.05, 0.05), SOW_SPRT_UNDECIDED);
    ck_assert_int_eq(sow_sprt(5000, 5000, 0.5, 0.51, 0.05, 0.05), SOW_SPRT_UNDECIDED); /* llr = -2.0 */
}
END_TEST

/* The report's verdict from first-mover wins w and losses l. */
static const char *verdict_of(uint64_t w, uint64_t l)
{
    static sow_result_set rs;
    sow_summary sum;
    memset(&rs, 0, sizeof rs);
    rs.p0 = 0.50;
    rs.p1 = 0.51;
    rs.stats.games = w + l;
    rs.stats.first_result[0][SOW_R_WIN] = w;
    rs.stats.first_result[0][SOW_R_LOSS] = l;
    sow_report_summary(&rs, &sum);
    return sum.verdict;
}

START_TEST(test_verdicts)
{
    ck_assert_str_eq(verdict_of(600, 400), "1st+");
    ck_assert_str_eq(verdict_of(400, 600), "2nd+");
    ck_assert_str_eq(verdict_of(10000, 10000), "fair");
    ck_assert_str_eq(verdict_of(100, 100), "?");
    ck_assert_str_eq(verdict_of(0, 0), "?");
}
END_TEST

START_TEST(test_quantiles)
{
    const uint64_t one_to_four[] = {0, 1, 1, 1, 1};
    const uint64_t single[] = {0, 0, 0, 7};
    const uint64_t none[] = {0, 0, 0};
    const uint64_t skew[] = {90, 0, 0, 0, 0, 0, 0, 0, 0, 10};
    ck_assert_double_eq(sow_hist_quantile(one_to_four, 5, 0.5), 2.0);
    ck_assert_double_eq(sow_hist_quantile(one_to_four, 5, 0.95), 4.0);
    ck_assert_double_eq(sow_hist_quantile(one_to_four, 5, 0.0), 1.0);  /* smallest value seen */
    ck_assert_double_eq(sow_hist_quantile(one_to_four, 5, 1.0), 4.0);
    ck_assert_double_eq(sow_hist_quantile(one_to_four, 5, 0.75), 3.0);
    ck_assert_double_eq(sow_hist_quantile(single, 4, 0.5), 3.0);
    ck_assert_double_eq(sow_hist_quantile(none, 3, 0.5), 0.0);
    ck_assert_double_eq(sow_hist_quantile(skew, 10, 0.5), 0.0);
    ck_assert_double_eq(sow_hist_quantile(skew, 10, 0.9), 0.0);   /* 90 of 100 reach 0.9 * 100 */
    ck_assert_double_eq(sow_hist_quantile(skew, 10, 0.95), 9.0);
}
END_TEST

/* ---- counting games ---------------------------------------------------------- */

START_TEST(test_game_south_win)
{
    sow_stats st;
    sow_stats_init(&st);
    /* South moved first and won 40-32 after 10 plies, 2 of them passes; best turn 9 of 72 seeds */
    sow_state s = ended(SOW_WIN, 0, SOW_END_BOARD_EMPTY, 40, 32, 10, 8);
    sow_game_record g = record(7, 0, 0, &s, 9);
    sow_stats_game(&st, &g);
    ck_assert_uint_eq(st.games, 1);
    ck_assert_uint_eq(st.first_result[0][SOW_R_WIN], 1);
    ck_assert_uint_eq(st.seat_result[0][SOW_R_WIN], 1);
    ck_assert_uint_eq(st.seat_result[1][SOW_R_LOSS], 1);
    ck_assert_uint_eq(st.agent_result[0][SOW_R_WIN], 1);
    ck_assert_uint_eq(st.agent_result[1][SOW_R_LOSS], 1);
    ck_assert_uint_eq(st.end[SOW_END_BOARD_EMPTY], 1);
    ck_assert_uint_eq(st.plies[10], 1);
    ck_assert_uint_eq(st.plies_max, 10);
    ck_assert_uint_eq(st.plies_sum, 10);
    ck_assert_uint_eq(st.passes, 2);
    ck_assert_uint_eq(st.margin[255 + 8], 1);
    ck_assert_uint_eq(st.best_capture[9], 1);
    ck_assert_uint_eq(st.swept[12], 1);                 /* 900 / 72 = 12.5 */
    ck_assert_uint_eq(st.chooser_result[SOW_R_WIN] + st.choice_mattered[0] + st.choice_mattered[1], 0);
    ck_assert_uint_ne(st.digest, 0);
}
END_TEST

START_TEST(test_game_draw_unresolved)
{
    sow_stats st;
    sow_stats_init(&st);
    /* North first, 36-36 draw */
    sow_state d = ended(SOW_DRAW, 2, SOW_END_BOARD_EMPTY, 36, 36, 100, 100);
    sow_game_record g = record(1, 1, 0, &d, 4);
    sow_stats_game(&st, &g);
    ck_assert_uint_eq(st.first_result[1][SOW_R_DRAW], 1);
    ck_assert_uint_eq(st.seat_result[0][SOW_R_DRAW], 1);
    ck_assert_uint_eq(st.seat_result[1][SOW_R_DRAW], 1);
    ck_assert_uint_eq(st.agent_result[0][SOW_R_DRAW] + st.agent_result[1][SOW_R_DRAW], 2);
    ck_assert_uint_eq(st.margin[255], 1);
    ck_assert_uint_eq(st.passes, 0);

    /* South first, stopped by the ply cap after 3000 plies: the overflow bin */
    sow_state u = ended(SOW_UNRESOLVED, 2, SOW_END_RELAY_CYCLE, 10, 20, 3000, 2990);
    g = record(2, 0, 0, &u, 6);
    g.total = 0;                                        /* no seeds at the start: no sweep */
    sow_stats_game(&st, &g);
    ck_assert_uint_eq(st.first_result[0][SOW_R_UNRESOLVED], 1);
    ck_assert_uint_eq(st.seat_result[0][SOW_R_UNRESOLVED], 1);
    ck_assert_uint_eq(st.seat_result[1][SOW_R_UNRESOLVED], 1);
    ck_assert_uint_eq(st.end[SOW_END_RELAY_CYCLE], 1);
    ck_assert_uint_eq(st.plies[SOW_HIST_PLIES], 1);
    ck_assert_uint_eq(st.plies_max, 3000);
    ck_assert_uint_eq(st.plies_sum, 3100);
    ck_assert_uint_eq(st.passes, 10);
    ck_assert_uint_eq(st.margin[255 - 10], 1);
    uint64_t swept = 0;
    for (int i = 0; i <= 100; i++) swept += st.swept[i];
    ck_assert_uint_eq(swept, 1);                        /* the draw's only: 400 / 72 -> 5 */
    ck_assert_uint_eq(st.swept[5], 1);

    /* stopped by the ply limit: a limit for both seats, not a gap */
    sow_state l = ended(SOW_LIMIT, 2, SOW_END_LIMIT, 5, 6, 100000, 90000);
    g = record(3, 1, 0, &l, 72);
    sow_stats_game(&st, &g);
    ck_assert_uint_eq(st.first_result[1][SOW_R_LIMIT], 1);
    ck_assert_uint_eq(st.seat_result[0][SOW_R_LIMIT], 1);
    ck_assert_uint_eq(st.seat_result[1][SOW_R_LIMIT], 1);
    ck_assert_uint_eq(st.seat_result[0][SOW_R_UNRESOLVED], 1);    /* still only the relay cycle */
    ck_assert_uint_eq(st.end[SOW_END_LIMIT], 1);
}
END_TEST

START_TEST(test_game_north_win)
{
    sow_stats st;
    sow_stats_init(&st);
    /* North moved first and won 60-10; agent A sits North and chose its side;
     * the other side would have changed its result */
    sow_state s = ended(SOW_WIN, 1, SOW_END_CANNOT_FEED, 10, 60, 55, 50);
    sow_game_record g = record(3, 1, 1, &s, 72);
    g.chooser = 0;
    g.choice_mattered = 1;
    sow_stats_game(&st, &g);
    ck_assert_uint_eq(st.first_result[1][SOW_R_WIN], 1);
    ck_assert_uint_eq(st.first_result[0][SOW_R_WIN] + st.first_result[0][SOW_R_LOSS], 0);
    ck_assert_uint_eq(st.seat_result[1][SOW_R_WIN], 1);
    ck_assert_uint_eq(st.seat_result[0][SOW_R_LOSS], 1);
    ck_assert_uint_eq(st.agent_result[0][SOW_R_WIN], 1);
    ck_assert_uint_eq(st.agent_result[1][SOW_R_LOSS], 1);
    ck_assert_uint_eq(st.chooser_result[SOW_R_WIN], 1);
    ck_assert_uint_eq(st.choice_mattered[1], 1);
    ck_assert_uint_eq(st.margin[255 + 50], 1);
    ck_assert_uint_eq(st.best_capture[72], 1);
    ck_assert_uint_eq(st.swept[100], 1);
    ck_assert_uint_eq(st.end[SOW_END_CANNOT_FEED], 1);
    ck_assert_uint_eq(st.passes, 5);
}
END_TEST

/* ---- merging ------------------------------------------------------------------- */

START_TEST(test_merge_order_independent)
{
    enum { N = 600 };
    static sow_stats all, rev, parts[3], m1, m2;
    sow_stats_init(&all);
    sow_stats_init(&rev);
    for (uint64_t i = 0; i < N; i++) record_random(&all, i);
    for (uint64_t i = N; i-- > 0;) record_random(&rev, i);
    ck_assert_msg(memcmp(&all, &rev, sizeof all) == 0, "recording order changed the stats");

    /* three uneven parts, merged in two different orders */
    for (int p = 0; p < 3; p++) sow_stats_init(&parts[p]);
    for (uint64_t i = 0; i < N; i++) record_random(&parts[i % 7 < 2 ? 0 : i % 7 < 3 ? 1 : 2], i);
    parts[1].partial = 0;
    sow_stats_init(&m1);
    sow_stats_init(&m2);
    sow_stats_merge(&m1, &parts[0]);
    sow_stats_merge(&m1, &parts[1]);
    sow_stats_merge(&m1, &parts[2]);
    sow_stats_merge(&m2, &parts[2]);
    sow_stats_merge(&m2, &parts[0]);
    sow_stats_merge(&m2, &parts[1]);
    ck_assert_msg(memcmp(&m1, &m2, sizeof m1) == 0, "merge order changed the stats");
    ck_assert_msg(memcmp(&m1, &all, sizeof m1) == 0, "merged parts differ from one run");
    ck_assert_uint_eq(m1.games, N);

    /* partial is sticky; plies_max is a max */
    parts[1].partial = 1;
    sow_stats_merge(&m1, &parts[1]);
    ck_assert_int_eq(m1.partial, 1);
    ck_assert_uint_eq(m1.plies_max, all.plies_max);
}
END_TEST

START_TEST(test_shard_merge_equals_one_run)
{
    enum { N = 500 };
    sow_rules *r = rules_ii();
    sow_result_set *full = malloc(sizeof *full), *s = calloc(3, sizeof *s);
    sow_error err;
    char p1[512], p2[512];
    ck_assert_ptr_nonnull(full);
    ck_assert_ptr_nonnull(s);
    shard_set(full, r, 5, N, 0, 1);
    for (int k = 0; k < 3; k++) shard_set(&s[k], r, 5, N, (uint64_t)k, 3);
    ck_assert_int_eq(sow_result_set_complete(&s[1]), 0);
    ck_assert_int_eq(sow_report_merge(&s[1], &s[2], &err), 0);
    ck_assert_uint_eq(sow_result_set_nshards(&s[1]), 2);
    ck_assert_int_eq(sow_result_set_complete(&s[1]), 0);
    ck_assert_int_eq(sow_report_merge(&s[1], &s[0], &err), 0);
    ck_assert_int_eq(sow_result_set_complete(&s[1]), 1);
    ck_assert_msg(memcmp(&s[1].stats, &full->stats, sizeof full->stats) == 0, "shards merged differ from one run");

    /* a shard merged twice is refused */
    ck_assert_int_eq(sow_report_merge(&s[1], &s[0], &err), -1);
    ck_assert_ptr_nonnull(strstr(err.msg, "shard 0 of 3"));

    /* the files agree too: same counts, same digest */
    tmp_path(p1, sizeof p1, "full.json");
    tmp_path(p2, sizeof p2, "merged.json");
    ck_assert_int_eq(write_results(p1, full, 1, 0, &err), 0);
    ck_assert_int_eq(write_results(p2, &s[1], 1, 0, &err), 0);
    json_t *a = json_load_file(p1, 0, NULL), *b = json_load_file(p2, 0, NULL);
    ck_assert_ptr_nonnull(a);
    ck_assert_ptr_nonnull(b);
    json_t *ca = json_object_get(json_array_get(json_object_get(a, "sets"), 0), "counts");
    json_t *cb = json_object_get(json_array_get(json_object_get(b, "sets"), 0), "counts");
    ck_assert_int_eq(json_equal(ca, cb), 1);
    json_decref(a);
    json_decref(b);
    free(full);
    free(s);
    free(r);
}
END_TEST

START_TEST(test_merge_refuses)
{
    sow_rules *r = rules_ii();
    sow_result_set *a = calloc(2, sizeof *a), *b = a + 1;
    sow_error err;
    ck_assert_ptr_nonnull(a);

    shard_set(a, r, 5, 100, 0, 2);
    shard_set(b, r, 6, 100, 1, 2);
    ck_assert_int_eq(sow_report_merge(a, b, &err), -1);
    ck_assert_str_eq(err.field, "seed");
    ck_assert_ptr_nonnull(strstr(err.msg, "seed"));
    ck_assert_uint_eq(a->stats.games, 50);              /* untouched */

    shard_set(b, r, 5, 100, 1, 2);
    b->spec_hash ^= 1;
    ck_assert_int_eq(sow_report_merge(a, b, &err), -1);
    ck_assert_ptr_nonnull(strstr(err.msg, "spec hash"));

    shard_set(b, r, 5, 100, 1, 2);
    strcpy(b->readings, "II.Q1=sow");
    ck_assert_int_eq(sow_report_merge(a, b, &err), -1);
    ck_assert_ptr_nonnull(strstr(err.msg, "readings"));

    shard_set(b, r, 5, 100, 1, 3);
    ck_assert_int_eq(sow_report_merge(a, b, &err), -1);
    ck_assert_ptr_nonnull(strstr(err.msg, "number of shards"));

    shard_set(b, r, 5, 200, 1, 2);
    ck_assert_int_eq(sow_report_merge(a, b, &err), -1);
    ck_assert_ptr_nonnull(strstr(err.msg, "games requested"));

    ck_assert_int_eq(sow_result_set_init(b, r, "random", "random", 5, 100, 3, 2, &err), -1);
    ck_assert_int_eq(sow_result_set_init(b, r, "random", "random", 5, 100, 0, 0, &err), -1);
    free(a);
    free(r);
}
END_TEST

/* ---- results files ---------------------------------------------------------- */

START_TEST(test_json_roundtrip)
{
    sow_rules *r = rules_ii();
    sow_result_set *w = calloc(2, sizeof *w), *back = NULL;
    sow_error err;
    char path[512];
    int n = 0;
    ck_assert_ptr_nonnull(w);
    shard_set(&w[0], r, 0xfedcba9876543210ULL, 300, 1, 4);   /* a seed above INT64_MAX */
    shard_set(&w[1], r, 2, 40, 0, 1);
    w[1].stats.partial = 1;
    w[1].p1 = 0.55;
    ck_assert_str_eq(w[0].changed, "II.Q1=skip");
    ck_assert_ptr_nonnull(strstr(w[0].readings, "II.Q1=skip"));

    tmp_path(path, sizeof path, "roundtrip.json");
    ck_assert_int_eq(write_results(path, w, 2, 0, &err), 0);
    ck_assert_msg(sow_report_json_read(path, &back, &n, &err) == 0, "read: %s: %s", err.field, err.msg);
    ck_assert_int_eq(n, 2);
    for (int i = 0; i < 2; i++) {
        ck_assert_msg(memcmp(&back[i].stats, &w[i].stats, sizeof w[i].stats) == 0, "set %d: stats differ", i);
        ck_assert_msg(memcmp(&back[i], &w[i], sizeof w[i]) == 0, "set %d: the set differs", i);
    }
    free(back);

    /* no temporary file is left behind */
    char tmp[600];
    snprintf(tmp, sizeof tmp, "%s.tmp.%ld", path, (long)getpid());
    ck_assert_int_eq(exists(tmp), 0);

    /* CSV: a header and one row per set */
    tmp_path(path, sizeof path, "results.csv");
    ck_assert_int_eq(write_results(path, w, 2, 1, &err), 0);
    FILE *f = fopen(path, "r");
    char line[4096];
    int lines = 0;
    ck_assert_ptr_nonnull(f);
    while (fgets(line, sizeof line, f)) {
        if (lines == 0) ck_assert_int_eq(strncmp(line, "name,spec,spec_hash,readings,", 29), 0);
        lines++;
    }
    fclose(f);
    ck_assert_int_eq(lines, 3);
    free(w);
    free(r);
}
END_TEST


/* Writes a valid file, lets `edit` spoil it, and expects reading to fail
 * with err.field containing `field` and err.msg containing `msg`. */
static void expect_bad(void (*edit)(json_t *set, json_t *root), const char *field, const char *msg)
{
    sow_rules *r = rules_ii();
    sow_result_set *w = calloc(1, sizeof *w), *back = NULL;
    sow_error err;
    char path[512];
    int n = -1;
    ck_assert_ptr_nonnull(w);
    shard_set(w, r, 1, 30, 0, 1);
    tmp_path(path, sizeof path, "bad.json");
    ck_assert_int_eq(write_results(path, w, 1, 0, &err), 0);
    json_t *root = json_load_file(path, 0, NULL);
    ck_assert_ptr_nonnull(root);
    edit(json_array_get(json_object_get(root, "sets"), 0), root);
    ck_assert_int_eq(json_dump_file(root, path, JSON_COMPACT), 0);
    json_decref(root);
    memset(&err, 0, sizeof err);
    ck_assert_int_eq(sow_report_json_read(path, &back, &n, &err), -1);
    ck_assert_ptr_null(back);
    ck_assert_int_eq(n, 0);
    ck_assert_str_eq(err.file, path);
    ck_assert_msg(strstr(err.field, field) != NULL, "field '%s', expected '%s' (msg: %s)", err.field, field,
                  err.msg);
    ck_assert_msg(strstr(err.msg, msg) != NULL, "message '%s', expected '%s'", err.msg, msg);
    free(w);
    free(r);
}

static void drop_plies_max(json_t *set, json_t *root)
{
    (void)root;
    json_object_del(json_object_get(set, "counts"), "plies_max");
}
static void wrong_version(json_t *set, json_t *root)
{
    (void)set;
    json_object_set_new(root, "version", json_integer(1));    /* files of before the limit column */
}
static void wrong_format(json_t *set, json_t *root)
{
    (void)set;
    json_object_set_new(root, "format", json_string("something-else"));
}
static void negative_bin(json_t *set, json_t *root)
{
    (void)root;
    json_array_set_new(json_object_get(json_object_get(set, "counts"), "plies"), 0, json_integer(-1));
}
static void bad_digest(json_t *set, json_t *root)
{
    (void)root;
    json_object_set_new(json_object_get(set, "counts"), "digest", json_integer(5));
}
static void short_matrix(json_t *set, json_t *root)
{
    (void)root;
    json_array_remove(json_array_get(json_object_get(json_object_get(set, "counts"), "seat_result"), 1), 0);
}
static void seat_sum_off(json_t *set, json_t *root)
{
    (void)root;
    json_t *row = json_array_get(json_object_get(json_object_get(set, "counts"), "seat_result"), 0);
    json_array_set_new(row, 0, json_integer(json_integer_value(json_array_get(row, 0)) + 1));
}
static void bad_agents(json_t *set, json_t *root)
{
    (void)root;
    json_object_set_new(set, "agents", json_string("random"));
}
static void games_mismatch(json_t *set, json_t *root)
{
    (void)root;
    json_object_set_new(json_object_get(set, "counts"), "games", json_integer(31));
}
static void unknown_end(json_t *set, json_t *root)
{
    (void)root;
    json_object_set_new(json_object_get(json_object_get(set, "counts"), "end"), "sudden_death", json_integer(1));
}
static void shard_out_of_range(json_t *set, json_t *root)
{
    (void)root;
    json_array_append_new(json_object_get(json_object_get(set, "shards"), "present"), json_integer(1));
}

static void margin_out_of_range(json_t *set, json_t *root)
{
    (void)root;
    json_array_append_new(json_object_get(json_object_get(set, "counts"), "margin"), json_pack("[i,i]", 300, 1));
}

START_TEST(test_read_malformed)
{
    sow_result_set *back = NULL;
    sow_error err;
    char path[512];
    int n = -1;

    tmp_path(path, sizeof path, "syntax.json");
    write_text(path, "{\"format\": \"sow-results\",\n \"version\": 1,\n \"sets\": [}\n");
    ck_assert_int_eq(sow_report_json_read(path, &back, &n, &err), -1);
    ck_assert_int_eq(err.line, 3);
    ck_assert_str_eq(err.file, path);

    tmp_path(path, sizeof path, "missing.json");
    ck_assert_int_eq(sow_report_json_read(path, &back, &n, &err), -1);
    ck_assert_int_ne((int)strlen(err.msg), 0);

    expect_bad(drop_plies_max, "sets[0].counts.plies_max", "missing");
    expect_bad(wrong_version, "version", "expected 2");
    expect_bad(wrong_format, "format", "not a sow results file");
    expect_bad(negative_bin, "sets[0].counts.plies[0]", "non-negative integer");
    expect_bad(bad_digest, "sets[0].counts.digest", "16 hexadecimal digits");
    expect_bad(short_matrix, "sets[0].counts.seat_result[1]", "5 non-negative integers");
    expect_bad(seat_sum_off, "seat_result[0]", "expected games");
    expect_bad(bad_agents, "sets[0].agents", "two names");
    expect_bad(games_mismatch, "sets[0].counts.first_result", "expected games = 31");
    expect_bad(unknown_end, "sets[0].counts.end.sudden_death", "unknown end reason");
    expect_bad(margin_out_of_range, "sets[0].counts.margin[", "from -255 to 255");
    expect_bad(shard_out_of_range, "sets[0].shards.present", "below 1");
}
END_TEST

/* ---- the table -------------------------------------------------------------- */

START_TEST(test_table)
{
    sow_rules *r = rules_ii();
    sow_result_set *w = calloc(3, sizeof *w);
    sow_error err;
    char *buf = NULL;
    size_t len = 0;
    ck_assert_ptr_nonnull(w);
    shard_set(&w[0], r, 1, 2000, 0, 1);
    shard_set(&w[1], r, 1, 2000, 1, 2);
    w[1].stats.partial = 1;
    ck_assert_int_eq(sow_result_set_init(&w[2], r, NULL, NULL, 1, 10, 0, 1, &err), 0);   /* no games */
    FILE *f = open_memstream(&buf, &len);
    ck_assert_ptr_nonnull(f);
    sow_report_table(f, w, 3);
    fclose(f);
    if (getenv("SOW_SHOW_TABLE")) fputs(buf, stdout);
    ck_assert_ptr_nonnull(strstr(buf, "Mangala II Q1=skip"));
    ck_assert_ptr_nonnull(strstr(buf, "PARTIAL"));
    ck_assert_ptr_nonnull(strstr(buf, "shard 1 of 2"));
    ck_assert_ptr_nonnull(strstr(buf, "(no games)"));
    ck_assert_ptr_nonnull(strstr(buf, "agents    A random"));
    char digest[32];
    snprintf(digest, sizeof digest, "digest    %016llx", (unsigned long long)w[0].stats.digest);
    ck_assert_ptr_nonnull(strstr(buf, digest));
    /* under a gap's `sow play --game` command, the same game's `sow replay` command */
    const char *play = strstr(buf, "            sow play "), *replay = strstr(buf, "            sow replay ");
    ck_assert_ptr_nonnull(play);
    ck_assert_ptr_nonnull(replay);
    ck_assert_ptr_eq(strchr(play, '\n') + 1, replay);
    ck_assert_ptr_nonnull(strstr(replay, " --game 2 --seed 1 --agents random,greedy --reading II.Q1=skip -o lone_seed-game-2.html\n"));
    /* readable width (a reproducing command is one line, however long) */
    for (char *p = buf; *p;) {
        char *e = strchr(p, '\n');
        size_t l = e ? (size_t)(e - p) : strlen(p);
        int command = l > 20 && (!strncmp(p, "            sow play ", 21) || !strncmp(p, "            sow replay ", 23));
        ck_assert_msg(l <= 140 || command, "a line of %zu columns: %.*s", l, (int)l, p);   /* 133 with a limit column */
        p = e ? e + 1 : p + l;
    }
    free(buf);
    free(w);
    free(r);
}
END_TEST

int main(void)
{
    make_tmpdir();
    Suite *s = suite_create("stats");
    TCase *tc = tcase_create("statistics");
    tcase_add_test(tc, test_wilson);
    tcase_add_test(tc, test_sprt);
    tcase_add_test(tc, test_verdicts);
    tcase_add_test(tc, test_quantiles);
    tcase_add_test(tc, test_game_south_win);
    tcase_add_test(tc, test_game_draw_unresolved);
    tcase_add_test(tc, test_game_north_win);
    tcase_add_test(tc, test_merge_order_independent);
    suite_add_tcase(s, tc);
    TCase *rp = tcase_create("reports");
    tcase_add_test(rp, test_shard_merge_equals_one_run);
    tcase_add_test(rp, test_merge_refuses);
    tcase_add_test(rp, test_json_roundtrip);
    tcase_add_test(rp, test_read_malformed);
    tcase_add_test(rp, test_table);
    suite_add_tcase(s, rp);
    int rc = run_suite(s);
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", tmpdir);
    return rc;
}
