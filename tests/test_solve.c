/* test_solve.c - the solver (engine/solve) against an independent brute
 * force: here every position reachable from a small board's start is
 * found again (its own table and queue), and the values are computed by
 * plain value iteration (minimax over the whole graph, repeated until
 * nothing changes, from "no bound" up), not by attractors. Both must agree
 * on every position, for every reading of the three seed games one at a
 * time and for games of the family, on 2x3 and 2x4 boards. Also: a
 * hand-worked Kalah position, best lines that end where the value says,
 * canonical states that play as the states they stand for, and refusals. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "brute.h"
#include "sow_solve.h"
#include "support.h"

/* Follows the solver's best moves from node; the end pays the value. */
static void line_ends_at_value(const sow_solved *g, long node, sow_value_kind k)
{
    sow_bounds b = sow_solved_value(g, node, k);
    long child, at = node;
    int plies = 0;
    while (sow_solved_best(g, at, k, &child) >= SOW_PASS) {
        ck_assert_int_eq(sow_solved_value(g, child, k).lo, b.lo);
        at = child;
        ck_assert_int_lt(++plies, 100000);
    }
    const sow_state *e = sow_solved_state(g, at);
    ck_assert_msg(e->status != SOW_PLAYING, "an exact value's line stops short of an end");
    ck_assert_int_eq(brute_pay(e, k), b.lo);
}

/* Solves r from its equal deal with `first` to move and compares every
 * position with the brute force; returns the positions. */
static size_t compare(const sow_rules *r, int first, const char *what)
{
    sow_state root;
    sow_position(r, &root, r->layout, first);
    sow_settle(r, &root);
    sow_solved *g;
    sow_error e;
    ck_assert_msg(sow_solve(r, &root, NULL, &g, &e) == 0, "%s: %s", what, e.msg);
    brute B;
    sow_state c = root;
    sow_canonical(r, &c);
    brute_init(&B);
    brute_add(&B, &c);
    brute_explore(r, &B);
    ck_assert_msg(sow_solved_stats(g).positions == B.n, "%s: %zu positions, the brute force finds %zu", what,
                  sow_solved_stats(g).positions, B.n);
    for (int k = 0; k < SOW_VALUE__COUNT; k++) {
        int *lo = brute_iterate(&B, (sow_value_kind)k, 0), *hi = brute_iterate(&B, (sow_value_kind)k, 1);
        for (size_t i = 0; i < B.n; i++) {
            long node = sow_solved_find(g, &B.s[i]);
            ck_assert_msg(node >= 0, "%s: a position the solver lacks", what);
            sow_bounds b = sow_solved_value(g, node, (sow_value_kind)k);
            ck_assert_msg(b.lo == lo[i] && b.hi == hi[i], "%s, %s, position %zu: solver [%d, %d], brute force [%d, %d]",
                          what, k ? "margin" : "result", i, b.lo, b.hi, lo[i], hi[i]);
            ck_assert_msg(b.lo <= b.hi, "%s: lo %d above hi %d", what, b.lo, b.hi);
            if (b.lo == b.hi && i % 61 == 0) line_ends_at_value(g, node, (sow_value_kind)k);
        }
        free(lo);
        free(hi);
    }
    size_t n = B.n;
    if (getenv("SOW_SOLVE_TEST_SIZES")) fprintf(stderr, "%s first %d: %zu %.2f\n", what, first, n, (double)clock() / CLOCKS_PER_SEC);
    brute_free(&B);
    sow_solved_free(g);
    return n;
}

/* A resize refuses only fields tied to the spec's own board. */
static void assert_refusal(const sow_error *e, const char *what)
{
    static const char *tied[] = { "finish.threshold", "finish.win_needs", "finish.few_left", "sow.either_way",
                                  "sow.against", "first_from", "children.pits", "rounds" };
    for (size_t i = 0; i < sizeof tied / sizeof *tied; i++)
        if (!strcmp(e->field, tied[i])) return;
    ck_abort_msg("%s: refused for %s: %s", what, e->field, e->msg);
}

static const struct { const char *spec; int row, per; } SEED[] = {
    { "mangala_ii.lua", 3, 2 }, { "mangala_ii.lua", 4, 1 },
    { "mangala_iv.lua", 3, 2 }, { "mangala_iv.lua", 4, 1 },
    { "al_manqala.lua", 3, 2 }, { "al_manqala.lua", 4, 1 },
};

/* Every reading of every question, one at a time (its first reading is
 * the spec as written). */
START_TEST(test_seed_readings_match_brute_force)
{
    sow_rules *r = malloc(sizeof *r);
    sow_error e;
    ck_assert_ptr_nonnull(r);
    ck_assert_int_eq(load_resized(SEED[_i].spec, NULL, NULL, SEED[_i].row, SEED[_i].per, r, &e), 0);
    sow_question q[SOW_MAX_QUESTIONS];
    int nq = r->nquestions, solved = 0, skipped = 0;
    memcpy(q, r->question, sizeof q);
    for (int j = 0; j < nq; j++)
        for (int k = j == 0 ? 0 : 1; k < q[j].nreadings; k++) {
            char what[256];
            snprintf(what, sizeof what, "%s 2x%d, %d a pit, %.60s=%.60s", SEED[_i].spec, SEED[_i].row, SEED[_i].per,
                     q[j].id, q[j].reading[k]);
            if (load_resized(SEED[_i].spec, q[j].id, q[j].reading[k], SEED[_i].row, SEED[_i].per, r, &e)) {
                assert_refusal(&e, what);
                continue;
            }
            /* quiet plies counted by an endless rule (AM.Q5) are part of a
             * position: a hundredfold more of them, solved on the one-seed
             * board of the same spec (SEED's next row) */
            if (r->endless_detect == SOW_DETECT_PLIES && SEED[_i].per > 1) {
                skipped++;
                continue;
            }
#ifdef SOW_SANITIZED
            if (SEED[_i].per > 1 && k > 1) {            /* the larger boards' second readings on: fewer there */
                skipped++;
                continue;
            }
#endif
            for (int first = 0; first < 2; first++) compare(r, first, what);
            solved++;
        }
    ck_assert_int_ge(solved + skipped, nq);      /* most readings load on a small board */
    free(r);
}
END_TEST

/* The family's rules: stores and extra turns (Kalah), grand slam and
 * feeding (Awari, Oware), Toguz Kumalak's tuz, Ayoayo's and Valdez's rule
 * gaps, Ot-tjin's and Dabuda's endless cycles. */
static const struct { const char *spec; int row, per; } FAMILY[] = {
    { "games/kalah.lua", 3, 2 }, { "games/kalah.lua", 4, 1 }, { "games/awari.lua", 3, 2 },
    { "games/oware_abapa.lua", 3, 2 }, { "games/toguz_kumalak.lua", 3, 2 }, { "games/ayoayo.lua", 3, 2 },
    { "games/dabuda.lua", 3, 2 }, { "games/enkeshui.lua", 3, 2 }, { "games/ot_tjin.lua", 3, 2 },
    { "mangala_ii_valdez.lua", 3, 2 }, { "halusa.lua", 3, 1 },
};

START_TEST(test_family_matches_brute_force)
{
    sow_rules *r = malloc(sizeof *r);
    sow_error e;
    ck_assert_ptr_nonnull(r);
    ck_assert_msg(load_resized(FAMILY[_i].spec, NULL, NULL, FAMILY[_i].row, FAMILY[_i].per, r, &e) == 0, "%s: %s",
                  FAMILY[_i].spec, e.msg);
    for (int first = 0; first < 2; first++) compare(r, first, FAMILY[_i].spec);
    free(r);
}
END_TEST

/* Kalah on 2x2, South [1 0] North [1 1], South has 1 in the store and
 * moves again. Forced: South sows pit 0 into empty pit 1 and takes it with
 * the 1 facing it (store 3); North sows pit 3 into its store and moves
 * again with an empty row: the game ends, the rest (none) to the owners.
 * South 3, North 1: South wins by 2. */
START_TEST(test_kalah_by_hand)
{
    sow_rules *r = malloc(sizeof *r);
    sow_error e;
    ck_assert_ptr_nonnull(r);
    ck_assert_int_eq(load_resized("games/kalah.lua", NULL, NULL, 2, 1, r, &e), 0);
    sow_state s;
    position_with(r, &s, (const int[]){ 1, 0, 1, 1 }, 0, 1, 0);
    sow_solved *g;
    ck_assert_int_eq(sow_solve(r, &s, NULL, &g, &e), 0);
    ck_assert_int_eq(sow_solved_stats(g).positions, 3);   /* the start, after South's capture, the end */
    sow_bounds res = sow_solved_value(g, 0, SOW_VALUE_RESULT), mar = sow_solved_value(g, 0, SOW_VALUE_MARGIN);
    ck_assert_int_eq(res.lo, 1);
    ck_assert_int_eq(res.hi, 1);
    ck_assert_int_eq(mar.lo, 2);
    ck_assert_int_eq(mar.hi, 2);
    long child;
    ck_assert_int_eq(sow_solved_best(g, 0, SOW_VALUE_MARGIN, &child), 0);
    ck_assert_int_eq(sow_solved_best(g, child, SOW_VALUE_MARGIN, &child), 3);
    assert_score(sow_solved_state(g, child), 3, 1);
    ck_assert_int_eq(sow_solved_best(g, child, SOW_VALUE_MARGIN, &child), -2);
    sow_solved_free(g);
    free(r);
}
END_TEST

/* Mangala II on 2x2, one seed left ([0 1 / 0 0], South 2, North 1): it
 * can never make a pit hold 2, so play is proven endless at once. Under
 * II.Q5 "gap" no rule decides the game: both bounds are "none". Under
 * "unclaimed" the seed counts for nobody: a rule's end, South 2, North 1,
 * a draw (II.E2: a win needs more than half of the 4 seeds in play). */
START_TEST(test_endless_is_open_unless_a_rule_ends_it)
{
    static const char *reading[] = { "gap", "unclaimed" };
    for (int k = 0; k < 2; k++) {
        sow_rules *r = malloc(sizeof *r);
        sow_error e;
        ck_assert_ptr_nonnull(r);
        ck_assert_int_eq(load_resized("mangala_ii.lua", "II.Q5", reading[k], 2, 1, r, &e), 0);
        sow_state s;
        position_with(r, &s, (const int[]){ 0, 1, 0, 0 }, 0, 2, 1);
        ck_assert_int_eq(s.status, SOW_ENDED);
        ck_assert_int_eq(s.end, SOW_END_ENDLESS);
        sow_solved *g;
        ck_assert_int_eq(sow_solve(r, &s, NULL, &g, &e), 0);
        sow_bounds b = sow_solved_value(g, 0, SOW_VALUE_RESULT), m = sow_solved_value(g, 0, SOW_VALUE_MARGIN);
        ck_assert_int_eq(b.lo, k ? 0 : -SOW_SOLVE_NONE);
        ck_assert_int_eq(b.hi, k ? 0 : SOW_SOLVE_NONE);
        ck_assert_int_eq(m.lo, k ? 1 : -SOW_SOLVE_NONE);
        ck_assert_int_eq(sow_solved_stats(g).ends_gap, k ? 0 : 1);
        ck_assert_int_eq(sow_solved_stats(g).proven_endless, k ? 1 : 0);
        sow_solved_free(g);
        free(r);
    }
}
END_TEST

/* A canonical state plays as the state it stands for: the same legal
 * moves, and children with the same canonical form, along random games of
 * rules that read the opening's sowings, the pie rule and quiet plies. */
static void canonical_plays_the_same(const sow_rules *r, const char *what, uint64_t stream)
{
    sow_rng rng;
    sow_rng_seed(&rng, 5, stream);
    for (int game = 0; game < 4; game++) {
        sow_state s;
        sow_new_game(r, &s, NULL, game & 1, &rng, (uint64_t)game);
        for (int ply = 0; s.status == SOW_PLAYING && ply < 300; ply++) {
            sow_state c = s;
            sow_canonical(r, &c);
            sow_moves m = sow_legal(r, &s);
            ck_assert_msg(sow_legal(r, &c) == m, "%s: canonical changes the legal moves", what);
            for (int mv = m ? __builtin_ctzll(m) : SOW_PASS; ; m &= m - 1, mv = m ? __builtin_ctzll(m) : 99) {
                if (mv == 99) break;
                sow_state a = s, b = c;
                sow_play_rules(r, &a, mv);
                sow_play_rules(r, &b, mv);
                sow_canonical(r, &a);
                sow_canonical(r, &b);
                ck_assert_msg(!memcmp(&a, &b, sizeof a), "%s: a canonical state's child differs", what);
                if (mv == SOW_PASS) break;
            }
            play_random(r, &s, &rng);
        }
    }
}

START_TEST(test_canonical_plays_the_same)
{
    static const char *specs[] = { "mangala_ii_limit.lua", "al_manqala.lua", "games/qelat.lua", "games/kalah.lua",
                                   "mangala_iv.lua", "../tests/family/opening_family.lua",
                                   "../tests/family/extra_family.lua", "../tests/family/first_rightmost.lua" };
    for (size_t k = 0; k < sizeof specs / sizeof *specs; k++) {
        sow_rules *r = load_spec(specs[k], NULL);
        int nq = r->nquestions;
        sow_question q[SOW_MAX_QUESTIONS];
        memcpy(q, r->question, sizeof q);
        free(r);
        for (int j = -1; j < nq; j++)
            for (int i = 1; i < (j < 0 ? 2 : q[j].nreadings); i++) {
                char rd[2 * SOW_NAME_LEN + 2] = "";
                if (j >= 0) snprintf(rd, sizeof rd, "%.60s=%.60s", q[j].id, q[j].reading[i]);
                r = load_spec(specs[k], rd);
                canonical_plays_the_same(r, specs[k], k);
                free(r);
            }
    }
    sow_rules *r = load_spec("games/kalah.lua", NULL);
    sow_error e;
    r->fam.pie = 1;                       /* as tests/test_family.c tries it */
    ck_assert_int_eq(sow_rules_finish(r, &e), 0);
    canonical_plays_the_same(r, "kalah with the pie rule", 99);
    free(r);
}
END_TEST

/* The pie rule reads the first ply: solved with it, Kalah 2x3 still
 * agrees with the brute force. */
START_TEST(test_pie_matches_brute_force)
{
    sow_rules *r = malloc(sizeof *r);
    sow_error e;
    ck_assert_ptr_nonnull(r);
    ck_assert_int_eq(load_resized("games/kalah.lua", NULL, NULL, 3, 2, r, &e), 0);
    r->fam.pie = 1;
    ck_assert_int_eq(sow_rules_finish(r, &e), 0);
    for (int first = 0; first < 2; first++) compare(r, first, "kalah 2x3 with the pie rule");
    free(r);
}
END_TEST

START_TEST(test_refusals)
{
    sow_rules *r = malloc(sizeof *r);
    sow_error e;
    ck_assert_ptr_nonnull(r);
    /* rounds: a match, refused by the solver (and by a resize) */
    sow_rules *c = load_spec("games/congkak.lua", NULL);
    ck_assert_int_eq(sow_solve_supported(c, &e), 0);
    ck_assert_str_eq(e.field, "rounds");
    sow_solved *g = (sow_solved *)1;
    sow_state s;
    sow_position(c, &s, c->layout, 0);
    ck_assert_int_eq(sow_solve(c, &s, NULL, &g, &e), -1);
    ck_assert_ptr_null(g);
    free(c);
    /* a count of seeds written for the spec's own board */
    ck_assert_int_eq(load_resized("mangala_iv_mancalagames.lua", NULL, NULL, 3, 2, r, &e), -1);
    ck_assert_str_eq(e.field, "finish.threshold");
    ck_assert_int_eq(load_resized("mangala_ii.lua", NULL, NULL, 17, 1, r, &e), -1);
    ck_assert_int_eq(load_resized("mangala_ii.lua", NULL, NULL, 16, 8, r, &e), -1);   /* 256 seeds */
    /* too many positions: an error, nothing returned */
    ck_assert_int_eq(load_resized("mangala_ii.lua", NULL, NULL, 3, 2, r, &e), 0);
    sow_position(r, &s, r->layout, 0);
    sow_solve_options o = { 100, NULL, NULL, NULL };
    ck_assert_int_eq(sow_solve(r, &s, &o, &g, &e), -1);
    ck_assert_str_eq(e.field, "max_positions");
    free(r);
}
END_TEST

/* sow_skill recounted here for the `first` agent (the lowest legal pit,
 * no random draw): walk its one game, and at each position with a value
 * the mover holds, see whether some move loses it and whether pit `first`
 * does. */
static int mover_result(const sow_solved *g, long node, int mover)
{
    sow_bounds b = sow_solved_value(g, node, SOW_VALUE_RESULT);
    return b.lo != b.hi ? 2 : mover == 0 ? b.lo : -b.lo;
}

START_TEST(test_skill_recounted)
{
    static const struct { const char *spec; int row, per; } C[] = {
        { "mangala_ii.lua", 4, 1 }, { "games/kalah.lua", 3, 2 }, { "al_manqala.lua", 3, 2 } };
    for (size_t c = 0; c < sizeof C / sizeof *C; c++) {
        sow_rules *r = malloc(sizeof *r);
        sow_error e;
        sow_solved *g;
        sow_state root;
        ck_assert_int_eq(load_resized(C[c].spec, NULL, NULL, C[c].row, C[c].per, r, &e), 0);
        sow_position(r, &root, r->layout, 0);
        sow_settle(r, &root);
        ck_assert_int_eq(sow_solve(r, &root, NULL, &g, &e), 0);
        uint64_t critical[2] = { 0, 0 }, thrown[2] = { 0, 0 };
        long node = 0;
        while (sow_solved_state(g, node)->status == SOW_PLAYING) {
            int mv[2 * SOW_MAX_PITS + 2], mover = sow_solved_state(g, node)->to_move;
            long kid[2 * SOW_MAX_PITS + 2];
            int n = sow_solved_moves(g, node, mv, kid, 2 * SOW_MAX_PITS + 2), v = mover_result(g, node, mover), lose = 0;
            for (int i = 0; i < n; i++) lose |= mover_result(g, kid[i], mover) != v;
            if (v == 0 || v == 1) {      /* moves come lowest pit first: the `first` agent's is kid[0] */
                critical[v] += lose;
                thrown[v] += lose && mover_result(g, kid[0], mover) != v;
            }
            node = kid[0];
        }
        sow_skill_tally t;
        ck_assert_int_eq(sow_skill(r, g, "first", 3, 1, &t, &e), 0);
        ck_assert_int_eq(t.games, 3);
        for (int v = 0; v < 2; v++) {
            ck_assert_uint_eq(t.critical[v], 3 * critical[v]);
            ck_assert_uint_eq(t.thrown[v], 3 * thrown[v]);
        }
        ck_assert_uint_eq(t.critical[0] + t.critical[1] > 0, 1);   /* the game asks for skill somewhere */
        ck_assert_int_eq(sow_skill(r, g, "no_such_agent", 1, 1, &t, &e), -1);
        sow_solved_free(g);
        free(r);
    }
}
END_TEST

/* Mangala IV starts every turn from the leftmost pit: one move each time,
 * so no move can throw anything away ("no skill is necessary"), whoever
 * plays. */
START_TEST(test_forced_rules_ask_no_skill)
{
    sow_rules *r = malloc(sizeof *r);
    sow_error e;
    sow_solved *g;
    sow_state root;
    ck_assert_int_eq(load_resized("mangala_iv.lua", NULL, NULL, 4, 2, r, &e), 0);
    sow_position(r, &root, r->layout, 1);
    sow_settle(r, &root);
    ck_assert_int_eq(sow_solve(r, &root, NULL, &g, &e), 0);
    sow_skill_tally t;
    ck_assert_int_eq(sow_skill(r, g, "random", 50, 1, &t, &e), 0);
    ck_assert_uint_eq(t.critical[0] + t.critical[1], 0);
    ck_assert_uint_eq(t.kept, 50);
    sow_solved_free(g);
    free(r);
}
END_TEST

/* The perfect agent: as South on Mangala II 2x3 (a first-player win by
 * 8) it wins every game against random; perfect against perfect ends with
 * the solved value; beyond its budget it fails, saying why, with no move. */
static int play_agents(const sow_rules *r, sow_agent *a[2], uint64_t game, sow_state *s)
{
    sow_rng rng[2];
    sow_rng_game(&rng[0], 3, game, 1);
    sow_rng_game(&rng[1], 3, game, 2);
    sow_position(r, s, r->layout, 0);
    sow_settle(r, s);
    while (s->status == SOW_PLAYING) {
        sow_moves legal = sow_legal(r, s);
        int m = legal ? sow_agent_choose(a[s->to_move], r, s, legal, &rng[s->to_move]) : SOW_PASS;
        if (legal && m < 0) return -1;
        sow_play(r, s, m, NULL);
    }
    return 0;
}

START_TEST(test_perfect_agent)
{
    sow_rules *r = malloc(sizeof *r);
    sow_error e;
    sow_agent *a[2];
    sow_state s;
    ck_assert_ptr_nonnull(r);
    ck_assert_int_eq(load_resized("mangala_ii.lua", NULL, NULL, 3, 2, r, &e), 0);
    ck_assert_int_eq(sow_agent_new("perfect", r, &a[0], &e), 0);
    ck_assert_int_eq(sow_agent_new("random", r, &a[1], &e), 0);
    for (uint64_t g = 0; g < 40; g++) {
        ck_assert_int_eq(play_agents(r, a, g, &s), 0);
        ck_assert_int_eq(s.result, SOW_WIN);
        ck_assert_int_eq(s.winner, 0);
    }
    sow_agent_free(a[1]);
    ck_assert_int_eq(sow_agent_new("perfect", r, &a[1], &e), 0);
    ck_assert_int_eq(play_agents(r, a, 0, &s), 0);
    ck_assert_int_eq(s.winner, 0);
    ck_assert_msg(sow_agent_judge(a[0], r, &s, 0, NULL) == 1.0, "the end is a win for South");
    sow_agent_free(a[0]);
    sow_agent_free(a[1]);
    /* the full board is beyond a budget of 1000 positions */
    sow_rules *full = load_spec("mangala_ii.lua", NULL);
    ck_assert_int_eq(sow_agent_new("perfect:1000", full, &a[0], &e), 0);
    sow_position(full, &s, full->layout, 0);
    ck_assert_int_eq(sow_agent_choose(a[0], full, &s, sow_legal(full, &s), NULL), -1);
    ck_assert_msg(strstr(sow_agent_error(a[0]), "more than 1000 positions"), "%s", sow_agent_error(a[0]));
    sow_agent_free(a[0]);
    free(full);
    free(r);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("solve");
    TCase *tc = tcase_create("solve");
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, test_seed_readings_match_brute_force, 0, (int)(sizeof SEED / sizeof SEED[0]));
    tcase_add_loop_test(tc, test_family_matches_brute_force, 0, (int)(sizeof FAMILY / sizeof FAMILY[0]));
    tcase_add_test(tc, test_kalah_by_hand);
    tcase_add_test(tc, test_endless_is_open_unless_a_rule_ends_it);
    tcase_add_test(tc, test_canonical_plays_the_same);
    tcase_add_test(tc, test_pie_matches_brute_force);
    tcase_add_test(tc, test_refusals);
    tcase_add_test(tc, test_skill_recounted);
    tcase_add_test(tc, test_forced_rules_ask_no_skill);
    tcase_add_test(tc, test_perfect_agent);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
