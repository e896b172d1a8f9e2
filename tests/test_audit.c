/* test_audit.c - the paired core and the exercised check (engine/audit/):
 * a spec against itself never diverges, a reading that matters does, a
 * hand-built position where a reading changes a move is counted, a reading
 * that only changes the first player is never exercised along plies yet
 * changes results, and the numbers do not depend on the thread count. */
#include <stdlib.h>
#include <string.h>

#include "audit.h"
#include "support.h"

static sow_paired *run(const sow_rules *a, const sow_rules *const *b, int nb, uint64_t games, int threads,
                       sow_stats *st_a)
{
    sow_paired *p = calloc((size_t)nb, sizeof *p);
    ck_assert_ptr_nonnull(p);
    sow_paired_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.a = a;
    cfg.b = b;
    cfg.nb = nb;
    cfg.seed = 7;
    cfg.games = games;
    cfg.threads = threads;
    cfg.exercised = 1;
    cfg.examples = 3;
    sow_error err;
    ck_assert_msg(sow_paired_run(&cfg, st_a, p, &err) == 0, "paired run: %s", err.msg);
    return p;
}

START_TEST(self_never_diverges)
{
    sow_rules *a = load_spec("al_manqala.lua", NULL), *b = load_spec("al_manqala.lua", NULL);
    const sow_rules *bs[1] = {b};
    sow_stats st;
    sow_paired *p = run(a, bs, 1, 3000, 2, &st);
    ck_assert_uint_eq(p->games, 3000);
    ck_assert_uint_eq(p->diverged, 0);
    ck_assert_uint_eq(p->outcome_changed, 0);
    ck_assert_uint_eq(sow_paired_result_changed(p), 0);
    ck_assert_uint_eq(p->plies_changed, 0);
    ck_assert_uint_eq(p->plies_checked, st.plies_sum);
    ck_assert_int_eq(p->nex, 0);
    ck_assert_uint_eq(p->b.digest, st.digest);          /* identical statistics */
    ck_assert_uint_eq(p->b.plies_sum, st.plies_sum);
    ck_assert_mem_eq(p->b.first_result, st.first_result, sizeof st.first_result);
    sow_delta d;
    sow_paired_delta_result(p, SOW_R_WIN, &d);
    ck_assert(d.mean == 0 && !d.significant && d.a == d.b);
    sow_paired_delta_plies(p, &st, &d);
    ck_assert(d.mean == 0 && !d.significant);
    /* the exact one-sided bound: 1 - 0.05^(1/n) */
    ck_assert(sow_zero_bound(3000) > 0.000998 && sow_zero_bound(3000) < 0.000999);
    free(p);
    free(a);
    free(b);
}
END_TEST

START_TEST(reading_that_matters_diverges)
{
    sow_rules *a = load_spec("mangala_ii.lua", NULL), *b = load_spec("mangala_ii.lua", "II.Q1=skip");
    const sow_rules *bs[1] = {b};
    sow_stats st;
    sow_paired *p = run(a, bs, 1, 1000, 2, &st);
    ck_assert_uint_gt(p->diverged, 500);
    ck_assert_uint_eq(p->setup_diverged, 0);
    ck_assert_uint_gt(sow_paired_result_changed(p), 0);
    ck_assert_uint_gt(p->plies_changed, 0);
    ck_assert_uint_gt(p->games_changed, 0);
    ck_assert_int_eq(p->nex, 3);
    ck_assert(p->ex[0].game < p->ex[1].game && p->ex[1].game < p->ex[2].game);
    ck_assert_uint_gt(p->ex[0].ply, 0);
    ck_assert(sow_audit_same(a, &p->ex[0].before_a, &p->ex[0].before_b));
    ck_assert(p->has_ply_ex);
    /* the transition table sums to the games; its margins are A's and B's results */
    uint64_t tot = 0;
    for (int i = 0; i < SOW_R__COUNT; i++)
        for (int j = 0; j < SOW_R__COUNT; j++) tot += p->trans[i][j];
    ck_assert_uint_eq(tot, 1000);
    /* a verified example's commands really show the difference */
    ck_assert(p->has_verified);
    ck_assert(sow_audit_shows(a, &p->verified.before_a, b, &p->verified.before_b, p->verified.repro));
    char cmd[1024];
    sow_audit_command(b, &p->verified.before_b, p->verified.repro, cmd, sizeof cmd);
    ck_assert_msg(strstr(cmd, "--reading II.Q1=skip") && strstr(cmd, "--board ") && strstr(cmd, "--first "),
                  "command: %s", cmd);
    sow_audit_command(a, &p->verified.before_a, p->verified.repro, cmd, sizeof cmd);
    ck_assert_msg(!strstr(cmd, "--reading"), "command under the defaults: %s", cmd);
    free(p);
    free(a);
    free(b);
}
END_TEST

START_TEST(exercised_on_a_hand_built_position)
{
    sow_rules *a = load_spec("mangala_ii.lua", NULL), *b = load_spec("mangala_ii.lua", "II.Q1=skip");
    sow_state s, after, under_b;
    int legal;
    /* 12 seeds in pit 0: the lap passes the origin; sow puts the 12th seed
     * back into pit 0, skip puts it into pit 1 */
    const int pits[12] = {12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    position(a, &s, pits, 0);
    after = s;
    sow_play(a, &after, 0, NULL);
    ck_assert(sow_audit_ply_differs(b, &s, 0, &after, &under_b, &legal));
    ck_assert_int_eq(legal, 1);
    ck_assert(!sow_audit_ply_differs(a, &s, 0, &after, &under_b, &legal));
    /* a move with fewer than 12 seeds is the same under both */
    const int small[12] = {3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    position(a, &s, small, 0);
    after = s;
    sow_play(a, &after, 0, NULL);
    ck_assert(!sow_audit_ply_differs(b, &s, 0, &after, &under_b, &legal));
    /* and `sow play` from the board shows it */
    position(a, &s, pits, 0);
    ck_assert(sow_audit_shows(a, &s, b, &s, 0));
    free(a);
    free(b);
}
END_TEST

START_TEST(first_player_never_exercised_but_changes_results)
{
    sow_rules *a = load_spec("mangala_ii.lua", NULL), *b = load_spec("mangala_ii.lua", "II.Q4=north");
    const sow_rules *bs[1] = {b};
    sow_stats st;
    sow_paired *p = run(a, bs, 1, 1000, 2, &st);
    ck_assert_uint_eq(p->plies_changed, 0);       /* no ply plays differently ... */
    ck_assert_uint_gt(p->plies_checked, 0);
    ck_assert_uint_eq(p->setup_diverged, 1000);   /* ... but every game starts otherwise */
    ck_assert_uint_eq(p->diverged, 1000);
    ck_assert_uint_gt(sow_paired_result_changed(p), 100);
    ck_assert_int_eq(p->ex[0].ply, 0);
    ck_assert_int_ne(p->ex[0].before_a.to_move, p->ex[0].before_b.to_move);
    free(p);
    free(a);
    free(b);
}
END_TEST

static void assert_same_paired(const sow_paired *x, const sow_paired *y)
{
    ck_assert_uint_eq(x->games, y->games);
    ck_assert_uint_eq(x->diverged, y->diverged);
    ck_assert_uint_eq(x->setup_diverged, y->setup_diverged);
    ck_assert_mem_eq(x->div_ply, y->div_ply, sizeof x->div_ply);
    ck_assert_uint_eq(x->outcome_changed, y->outcome_changed);
    ck_assert_mem_eq(x->trans, y->trans, sizeof x->trans);
    ck_assert_int_eq(x->dplies_sum, y->dplies_sum);
    ck_assert_uint_eq(x->dplies_sq, y->dplies_sq);
    ck_assert_uint_eq(x->plies_checked, y->plies_checked);
    ck_assert_uint_eq(x->plies_changed, y->plies_changed);
    ck_assert_uint_eq(x->games_changed, y->games_changed);
    ck_assert_int_eq(x->nex, y->nex);
    for (int i = 0; i < x->nex; i++) {
        ck_assert_uint_eq(x->ex[i].game, y->ex[i].game);
        ck_assert_uint_eq(x->ex[i].ply, y->ex[i].ply);
    }
    ck_assert_int_eq(x->has_ply_ex, y->has_ply_ex);
    if (x->has_ply_ex) {
        ck_assert_uint_eq(x->ply_ex.game, y->ply_ex.game);
        ck_assert_uint_eq(x->ply_ex.ply, y->ply_ex.ply);
    }
    ck_assert_int_eq(x->has_verified, y->has_verified);
    if (x->has_verified) ck_assert_uint_eq(x->verified.game, y->verified.game);
    ck_assert_uint_eq(x->b.digest, y->b.digest);
}

START_TEST(thread_count_independent)
{
    sow_rules *a = load_spec("al_manqala.lua", NULL);
    sow_rules *b1 = load_spec("al_manqala.lua", "AM.Q4=row"), *b2 = load_spec("al_manqala.lua", "AM.Q8=alternate");
    sow_rules *b3 = load_spec("al_manqala.lua", "AM.Q1=leave");
    const sow_rules *bs[3] = {b1, b2, b3};
    sow_stats s1, s2;
    sow_paired *p1 = run(a, bs, 3, 1500, 1, &s1), *p2 = run(a, bs, 3, 1500, 2, &s2);
    ck_assert_uint_eq(s1.digest, s2.digest);
    for (int k = 0; k < 3; k++) assert_same_paired(&p1[k], &p2[k]);
    ck_assert_uint_gt(p1[0].diverged, 0);
    free(p1);
    free(p2);
    free(a);
    free(b1);
    free(b2);
    free(b3);
}
END_TEST

START_TEST(different_boards_refused)
{
    sow_rules *a = load_spec("mangala_ii.lua", NULL), *b = load_spec("al_manqala.lua", NULL);
    const sow_rules *bs[1] = {b};
    sow_paired p;
    sow_stats st;
    sow_paired_config cfg;
    sow_error err;
    memset(&cfg, 0, sizeof cfg);
    cfg.a = a;
    cfg.b = bs;
    cfg.nb = 1;
    cfg.games = 10;
    ck_assert_int_eq(sow_paired_run(&cfg, &st, &p, &err), -1);
    ck_assert_ptr_nonnull(strstr(err.msg, "same board"));
    free(a);
    free(b);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("audit");
    TCase *tc = tcase_create("paired");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, self_never_diverges);
    tcase_add_test(tc, reading_that_matters_diverges);
    tcase_add_test(tc, exercised_on_a_hand_built_position);
    tcase_add_test(tc, first_player_never_exercised_but_changes_results);
    tcase_add_test(tc, thread_count_independent);
    tcase_add_test(tc, different_boards_refused);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
