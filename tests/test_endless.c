/* test_endless.c - the endless prover is exact where it says "proven":
 * in forced games (Mangala IV, leftmost) its verdict is checked against
 * the one line of play, followed until it captures, ends or repeats a
 * position; positions that only look endless (a capture many plies away)
 * are not called endless; a tight budget gives "unknown", never a guess.
 * Games end on the very ply endless play begins, and sow_play_out (which
 * asks lazily and takes plies back) plays exactly the games sow_play does
 * ply by ply. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
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
        sow_moves legal = sow_legal(r, &s);
        ck_assert_msg(!(legal & (legal - 1)), "not a forced game");
        int before = s.captured[0] + s.captured[1];
        sow_play_rules(r, &s, legal ? __builtin_ctzll(legal) : SOW_PASS);   /* the rules, not the prover */
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
    r->max_plies = 1000000;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    sow_rng rng;
    sow_rng_seed(&rng, 99, 0);
    int proven = 0, not_endless = 0, far = 0;
    for (int trial = 0; trial < 3000; trial++) {
        int pits[SOW_MAX_PITS] = {0}, seeds = 2 + (int)sow_rng_below(&rng, 7);
        for (int k = 0; k < seeds; k++) pits[sow_rng_below(&rng, (uint32_t)r->pits)]++;
        sow_state s;
        position_raw(r, &s, pits, (int)sow_rng_below(&rng, 2));
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
    position_raw(r, &s, lone, 0);
    ck_assert_int_eq(sow_endless_proof(r, &s, 100000), SOW_ENDLESS_PROVEN);
    static const int two[12] = {1, 0, 0, 0, 0, 0, 1};
    position_raw(r, &s, two, 0);
    ck_assert_int_eq(sow_endless_proof(r, &s, 100000), SOW_ENDLESS_NOT);
    /* a crowded position: beyond a tiny budget the prover does not guess */
    sow_new_game(r, &s, NULL, 0, NULL, 0);
    sow_play(r, &s, 0, NULL);
    sow_endless_verdict v = sow_endless_proof(r, &s, 3);
    ck_assert_msg(v == SOW_ENDLESS_UNKNOWN || v == SOW_ENDLESS_NOT, "a budget of 3 positions proved something");
    free(r);
}
END_TEST

/* A proven endless game ends by the spec's reading on the ply it became
 * endless: a lone seed at once; under `gap` it is unresolved with reason
 * `endless`, under `unclaimed` a draw. */
START_TEST(test_endless_ends_games)
{
    static const char *const readings[] = {"II.Q5=gap", "II.Q5=unclaimed"};
    static const int lone[12] = {0, 0, 0, 1};
    for (int i = 0; i < 2; i++) {
        sow_rules *r = load_spec("mangala_ii.lua", readings[i]);
        sow_state s;
        position(r, &s, lone, 0);
        ck_assert_int_eq(s.status, SOW_ENDED);
        ck_assert_int_eq(s.end, SOW_END_ENDLESS);
        ck_assert_uint_eq(s.ply, 0);
        ck_assert_int_eq(s.left, 1);
        ck_assert_int_eq(s.result, i == 0 ? SOW_UNRESOLVED : SOW_DRAW);
        free(r);
    }
}
END_TEST

/* A chooser: pit 3 while it is legal, else the lowest legal pit; ctx
 * counts the moves it was asked for. */
static int choose_pit3(void *ctx, const sow_state *s, sow_moves legal)
{
    (void)s;
    ++*(int *)ctx;
    return legal >> 3 & 1 ? 3 : __builtin_ctzll(legal);
}

/* AM.E2: two lone seeds chasing each other around the board, one in each
 * row, neither able to land on the other: play is endless from the start,
 * and the game ends at once, the two seeds divided (1-1, a draw). */
START_TEST(test_chasing_seeds_end_at_once)
{
    sow_rules *r = load_spec("al_manqala.lua", NULL);
    static const int chase[14] = {1, 0, 0, 0, 0, 0, 0, 1};
    sow_state s;
    position(r, &s, chase, 0);
    ck_assert_int_eq(s.end, SOW_END_ENDLESS);
    ck_assert_uint_eq(s.ply, 0);
    assert_score(&s, 1, 1);
    ck_assert_int_eq(s.result, SOW_DRAW);
    /* the same after a capture: South takes 2 and leaves the chase behind,
     * North to move (pits 7 and 0, seven apart): endless on ply 1, and with
     * the two seeds divided South has 3 of 4, a majority (AM.E3) */
    static const int before[14] = {1, 0, 0, 1, 1, 0, 0, 1};
    position(r, &s, before, 0);
    ck_assert_int_eq(s.status, SOW_PLAYING);
    ck_assert_int_eq(play_legal(r, &s, 3, NULL), 3);          /* pit 3 into pit 4: 2, captured; 1 of the split */
    ck_assert_int_eq(s.end, SOW_END_ENDLESS);
    ck_assert_uint_eq(s.ply, 1);
    assert_score(&s, 3, 1);
    ck_assert_int_eq(s.result, SOW_WIN);
    ck_assert_int_eq(s.winner, 0);
    /* sow_play_out asks the proof at once after a capture that leaves few
     * seeds (line.c, few_left), not 16 plies on: the same end on the same
     * ply, and no move chosen past it (asked later, the 16 plies between
     * would have been chosen and played, then dropped) */
    position_with(r, &s, before, 0, 47, 47);      /* (the other 94 seeds captured) */
    sow_rng *const none[2] = {NULL, NULL};
    int asked = 0;
    ck_assert_int_eq(sow_play_out(r, &s, choose_pit3, &asked, none, NULL, NULL, NULL), 0);
    ck_assert_int_eq(s.end, SOW_END_ENDLESS);
    ck_assert_uint_eq(s.ply, 1);
    assert_score(&s, 50, 48);
    ck_assert_int_eq(asked, 1);
    free(r);
}
END_TEST

/* Seeds that can still meet never end early: from two seeds far apart in
 * Mangala II, random play goes on until they meet (a capture) or until a
 * position is reached from which they never can; at every ply before the
 * end the exhaustive proof, with a budget ten times the engine's, agrees
 * that a capture is still reachable, and the position the game ends in is
 * provably endless. */
START_TEST(test_meeting_seeds_play_on)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    static const int apart[4][12] = {      /* the last two: a capture of 2 can leave a lone seed */
        {1, 0, 0, 0, 0, 0, 1}, {1, 0, 0, 1}, {1, 1, 0, 0, 0, 0, 0, 0, 0, 1}, {0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 1},
    };
    sow_rng rng;
    sow_rng_seed(&rng, 7, 0);
    int captured = 0, endless = 0;
    for (int g = 0; g < 400; g++) {
        sow_state s;
        position(r, &s, apart[g % 4], g & 1);
        while (s.status == SOW_PLAYING) {
            ck_assert_int_ne(sow_endless_proof(r, &s, 10 * SOW_ENDLESS_BUDGET), SOW_ENDLESS_PROVEN);
            play_random(r, &s, &rng);
        }
        if (s.end == SOW_END_ENDLESS) {          /* II.Q5 gap: the seeds stay on the board */
            endless++;
            sow_state again = s;
            again.status = SOW_PLAYING;
            ck_assert_int_eq(sow_endless_proof(r, &again, 10 * SOW_ENDLESS_BUDGET), SOW_ENDLESS_PROVEN);
        } else {
            captured++;
        }
        ck_assert_int_ne(s.end, SOW_END_LIMIT);
    }
    ck_assert_int_gt(captured, 50);
    ck_assert_int_gt(endless, 5);
    free(r);
}
END_TEST

/* sow_endless_check asks a cheap test first (sow_endless_ruled_out) and
 * again for each new position of its search: the test must never rule out
 * a position the plain search (sow_endless_proof) proves, and where it
 * rules one out the plain search must say "not endless"; and the check
 * proves exactly where the plain search does. Positions from random games
 * and random small boards (2-8 seeds, where proofs succeed), under each
 * spec's rules as played and with a free start. */
static void check_ruled_out(const sow_rules *r, uint64_t seed, int *ruled, int *proven)
{
    sow_rng rng;
    sow_rng_seed(&rng, seed, 0);
    for (int g = 0; g < (r->general ? 60 : 600); g++) {       /* the general search: far slower */
        sow_state s;
        if (g % 2) {
            int pits[SOW_MAX_PITS] = {0}, seeds = 2 + (int)sow_rng_below(&rng, 7);
            for (int k = 0; k < seeds; k++) pits[sow_rng_below(&rng, (uint32_t)r->pits)]++;
            position_raw(r, &s, pits, (int)sow_rng_below(&rng, 2));
        } else {
            sow_new_game(r, &s, NULL, 0, &rng, (uint64_t)g);
        }
        for (int ply = 0; s.status == SOW_PLAYING && ply < 400; ply++) {
            sow_endless_verdict v = sow_endless_proof(r, &s, SOW_ENDLESS_BUDGET);
            if (sow_endless_ruled_out(r, &s)) {
                ck_assert_msg(v == SOW_ENDLESS_NOT, "game %d ply %d: ruled out, the search says %d", g, ply, v);
                (*ruled)++;
            }
            *proven += v == SOW_ENDLESS_PROVEN;
            /* (rules that end play after so many quiet plies never ask the check:
             * there a verdict depends on the plies counted, which positions omit) */
            ck_assert_msg(r->endless_detect != SOW_DETECT_PROVEN
                              || (sow_endless_check(r, &s) == SOW_ENDLESS_PROVEN) == (v == SOW_ENDLESS_PROVEN),
                          "game %d ply %d: the check and the plain search disagree on a proof", g, ply);
            sow_moves legal = sow_legal(r, &s);
            sow_play_rules(r, &s, legal ? pick_uniform(legal, &rng) : SOW_PASS);
        }
    }
}

static const char *const RULED[][2] = {
    {"mangala_ii.lua", ""}, {"mangala_ii.lua", "II.Q1=skip,II.Q6=any_even"}, {"al_manqala.lua", ""},
    {"al_manqala.lua", "AM.Q2=starved_takes"}, {"mangala_iv.lua", ""}, {"halusa.lua", ""},
    {"mangala_iv_culin.lua", ""}, {"bohnenspiel.lua", ""}, {"mangala_ii_valdez.lua", ""},
    {"mangala_ii_limit.lua", ""}, {"al_manqala_mancalagames.lua", ""}, {"mangala_iv_mancalagames.lua", ""},
    {"games/oware_abapa.lua", ""}, {"games/awari.lua", ""}, {"games/awari.lua", "AW.Q1=forfeit"},
    {"games/kalah.lua", ""}, {"games/songo.lua", ""}, {"games/toguz_kumalak.lua", ""},
};

START_TEST(test_ruled_out_is_never_proven)
{
    sow_rules *r = load_spec(RULED[_i][0], RULED[_i][1]);
    int ruled = 0, proven = 0;
    check_ruled_out(r, 11, &ruled, &proven);
    if (!r->general && !r->relay_on && !(r->grand_slam == SOW_SLAM_FORFEIT && (r->words > 2 || r->opposite)))
        ck_assert_int_gt(ruled, 1000);                                 /* the test does rule positions out */
    if (r->start != SOW_START_ANY) {                                   /* and with a free start, on the same boards */
        sow_error err;
        r->start = SOW_START_ANY;
        ck_assert_int_eq(sow_rules_finish(r, &err), 0);
        check_ruled_out(r, 12, &ruled, &proven);
    }
    if (!strcmp(RULED[_i][0], "al_manqala.lua")) ck_assert_int_gt(proven, 10);   /* chasing seeds: proofs too */
    free(r);
}
END_TEST

/* One recorded ply. */
typedef struct {
    int move;
    sow_state after;
} rec_ply;

typedef struct {
    rec_ply *ply;
    int n, cap;
} rec_t;

static void record(void *ctx, const sow_state *before, int move, const sow_state *after)
{
    rec_t *t = ctx;
    (void)before;
    ck_assert_int_lt(t->n, t->cap);
    t->ply[t->n].move = move;
    t->ply[t->n].after = *after;
    t->n++;
}

/* sow_play_out (the lazy proof and its take-backs) against sow_play ply by
 * ply (a proof at every ply), on every spec and a few readings: the same
 * plies, the same states, the same end, game for game. */
static const char *const PAIRS[][2] = {
    {"mangala_ii.lua", ""}, {"mangala_ii.lua", "II.Q5=split"}, {"mangala_iv.lua", ""},
    {"mangala_iv.lua", "IV.Q1=free,IV.Q9=gap"}, {"mangala_iv.lua", "IV.Q1=rightmost"},
    {"al_manqala.lua", ""}, {"al_manqala.lua", "AM.Q2=starved_takes"}, {"halusa.lua", ""},
    {"mangala_iv_culin.lua", ""}, {"bohnenspiel.lua", ""}, {"mangala_ii_valdez.lua", ""},
};

static void compare_play_out(const sow_rules *r)
{
    enum { CAP = 200000 };
    rec_t lazy = {malloc(CAP * sizeof(rec_ply)), 0, CAP};
    int endless = 0;
    for (uint64_t g = 0; g < 300; g++) {
        sow_state s, t;
        sow_start_info info;
        sow_game_start(r, 3, g, NULL, NULL, &s, &info);
        t = s;
        sow_rng rng[2], ref[2];
        sow_rng_game(&rng[0], 3, g, 1);
        sow_rng_game(&rng[1], 3, g, 2);
        ref[0] = rng[0];
        ref[1] = rng[1];
        sow_rng *seat[2] = {&rng[0], &rng[1]};
        lazy.n = 0;
        ck_assert_int_eq(sow_play_out(r, &s, NULL, NULL, seat, NULL, record, &lazy), 0);
        int k = 0;
        while (t.status == SOW_PLAYING) {        /* the reference: sow_play, one ply at a time */
            sow_moves legal = sow_legal(r, &t);
            int m = legal ? pick_uniform(legal, &ref[t.to_move]) : SOW_PASS;
            sow_play(r, &t, m, NULL);
            ck_assert_msg(k < lazy.n, "game %llu: play_out stopped at ply %d, sow_play goes on", (unsigned long long)g, k);
            ck_assert_int_eq(lazy.ply[k].move, m);
            lazy.ply[k].after.proof = t.proof;   /* when the prover was asked differs, by design */
            ck_assert_msg(!memcmp(&lazy.ply[k].after, &t, sizeof t), "game %llu ply %d differs", (unsigned long long)g, k);
            k++;
        }
        ck_assert_int_eq(k, lazy.n);
        s.proof = t.proof;
        ck_assert(!memcmp(&s, &t, sizeof s));
        ck_assert_uint_le(t.ply, (uint32_t)r->max_plies);
        endless += t.end == SOW_END_ENDLESS;
    }
    (void)endless;
    free(lazy.ply);
}

START_TEST(test_play_out_is_ply_by_ply)
{
    sow_rules *r = load_spec(PAIRS[_i][0], PAIRS[_i][1]);
    compare_play_out(r);
    free(r);
}
END_TEST

/* The same with a small ply limit, so that many games reach it, some on a
 * capturing ply (sow_play_out once played on past the limit after a
 * capture): every game stops at the limit at the latest, as sow_play does. */
START_TEST(test_play_out_limit_is_ply_by_ply)
{
    sow_rules *r = load_spec(PAIRS[_i][0], PAIRS[_i][1]);
    for (int limit = 7; limit <= 100; limit += 31) {
        r->max_plies = limit;
        compare_play_out(r);
    }
    free(r);
}
END_TEST

/* sow_play_out proves a quiet stretch early (16, 32, ... plies on) only
 * while such proofs pay (line.c, first_check): Wari's long quiet stretches
 * are never endless, so after a few hundred games only every 512 plies;
 * Mangala IV as Culin has it often ends endless with more than two seeds
 * left, found early. On either schedule the games are sow_play's, ply for ply. */
START_TEST(test_early_proofs_while_they_pay)
{
    sow_rules *r = load_spec("games/wari.lua", "");
    ck_assert(sow_play_out_asks_early(r));
    compare_play_out(r);
    ck_assert(!sow_play_out_asks_early(r));
    compare_play_out(r);                          /* the same games, proven late */
    free(r);
    r = load_spec("mangala_iv_culin.lua", "");
    compare_play_out(r);
    ck_assert(sow_play_out_asks_early(r));
    free(r);
}
END_TEST

/* IV.Q10: a relay that repeats a position is a cycle, found exactly; the
 * board is left as before the move. (The historical relay counts seem to
 * never cycle: rules where every count relays and nothing captures do.) */
/* Compiling a spec asks the endless prover nothing: a fixed start is
 * settled by the end rules alone, the proof left to each game's start.
 * Asked at compile time (once per reading checked), a proof can be long:
 * a mutated Dabuda took fuzz_spec 55.8 s (e91b7ba). The prover's tables,
 * made on its first question, are still unmade after every spec of
 * specs/ and specs/games/ is loaded under its default readings. */
START_TEST(test_compiling_asks_no_proof)
{
    static const char *const dirs[] = {"", "games/"};
    int n = 0;
    sow_endless_release();
    for (size_t d = 0; d < sizeof dirs / sizeof dirs[0]; d++) {
        char path[512];
        snprintf(path, sizeof path, "%s/specs/%s", SOW_SOURCE_DIR, dirs[d]);
        DIR *dir = opendir(path);
        ck_assert_ptr_nonnull(dir);
        for (struct dirent *e; (e = readdir(dir));) {
            size_t len = strlen(e->d_name);
            if (len < 5 || strcmp(e->d_name + len - 4, ".lua")) continue;
            char name[300];
            snprintf(name, sizeof name, "%s%s", dirs[d], e->d_name);
            free(load_spec(name, NULL));
            ck_assert_msg(!sow_endless_in_use(), "compiling specs/%s asked the endless prover", name);
            n++;
        }
        closedir(dir);
    }
    ck_assert_int_ge(n, 30);
}
END_TEST

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
    tcase_add_test(tc, test_chasing_seeds_end_at_once);
    tcase_add_test(tc, test_meeting_seeds_play_on);
    tcase_add_loop_test(tc, test_ruled_out_is_never_proven, 0, sizeof RULED / sizeof RULED[0]);
    tcase_add_loop_test(tc, test_play_out_is_ply_by_ply, 0, sizeof PAIRS / sizeof PAIRS[0]);
    tcase_add_loop_test(tc, test_play_out_limit_is_ply_by_ply, 0, sizeof PAIRS / sizeof PAIRS[0]);
    tcase_add_test(tc, test_early_proofs_while_they_pay);
    tcase_add_test(tc, test_relay_cycle);
    tcase_add_test(tc, test_compiling_asks_no_proof);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
