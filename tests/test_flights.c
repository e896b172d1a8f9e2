/* test_flights.c - games in flight (sow_play_out_flights) end exactly as
 * the same games played one ply at a time with sow_play end: the same
 * final position, plies and result for every game, and the same tallies
 * (seeds taken per turn, laps, chains, the best turn), counted here by
 * hand from each ply. The rules cover each turn routine the loops are
 * built for: lean (the limit's rules, Mangala II with the endless proof),
 * fed (Al-manqala's feeding and empty-row readings, under the proof and
 * under the quiet-plies rule; Wari), the seed turn (Mangala IV's relay and
 * forced start, Wari's grand slam forfeit, Al-manqala's rules on 2x9 pits)
 * and the family's general turn (Kalah, Congkak's rounds, Toguz Kumalak's
 * 18 pits), also with the ply limit and the quiet-plies rule lowered so
 * that games end by them in flight. Lean rules are also played on a board of 2x10 (their loop's
 * wide copy, over 16 pits), under the endless proof where it succeeds
 * (proven_only: the lean loop's stretch replayed to the first provable
 * position; Al-manqala's games end so too), and with games that are
 * handed to the loop already ended. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "support.h"

enum { GAMES = 48, SEED = 7 };

typedef struct {
    uint64_t capture[SOW_MAX_SEEDS + 1], laps[SOW_TALLY_LAPS + 1], chain[SOW_MAX_PITS + 1];
} counts;

typedef struct {
    const sow_rules *r;
    counts c;                    /* the flights' tally arrays */
    int next;                    /* the next game to start */
    int game_in[SOW_FLIGHTS];    /* slot -> game */
    sow_state end[GAMES];
    int best[GAMES], ended[GAMES];
    const sow_state *ended_start;    /* [GAMES] or NULL: game i starts as ended_start[i] when that has ended */
} run;

/* Game i: the spec's deal (its own stream), South first, the seats'
 * streams as the runner makes them. */
static void game_i(const sow_rules *r, int i, sow_state *s, sow_rng rng[2])
{
    sow_rng deal;
    sow_rng_game(&deal, SEED, (uint64_t)i, 0);
    sow_new_game(r, s, NULL, 0, &deal, (uint64_t)i);
    sow_rng_game(&rng[0], SEED, (uint64_t)i, 1);
    sow_rng_game(&rng[1], SEED, (uint64_t)i, 2);
}

static int start(void *ctx, int slot, sow_flight *f)
{
    run *R = ctx;
    if (R->next == GAMES) return 0;
    R->game_in[slot] = R->next;
    game_i(R->r, R->next, &f->s, f->rng);
    if (R->ended_start && R->ended_start[R->next].status != SOW_PLAYING) f->s = R->ended_start[R->next];
    R->next++;
    f->tally = (sow_tally){R->c.capture, R->c.laps, R->c.chain, 0, NULL, 0};
    return 1;
}

static void end(void *ctx, int slot, const sow_flight *f)
{
    run *R = ctx;
    int i = R->game_in[slot];
    ck_assert_int_eq(R->ended[i], 0);
    R->ended[i] = 1;
    R->end[i] = f->s;
    R->best[i] = f->tally.best;
}

/* The same game one ply at a time, its sowings counted into c. */
static void by_ply(const sow_rules *r, int i, sow_state *s, counts *c, int *best)
{
    sow_rng rng[2];
    game_i(r, i, s, rng);
    *best = 0;
    while (s->status == SOW_PLAYING) {
        sow_moves legal = sow_legal(r, s);
        int m = legal ? sow_pick_uniform(legal, &rng[s->to_move]) : SOW_PASS;
        sow_play(r, s, m, NULL);
        if (m == SOW_PASS) continue;
        c->capture[s->last_taken]++;
        c->laps[s->last_laps < SOW_TALLY_LAPS ? s->last_laps : SOW_TALLY_LAPS]++;
        if (s->last_pits) c->chain[s->last_pits]++;
        if (s->last_taken > *best) *best = s->last_taken;
    }
}

static void same_end(const sow_state *a, const sow_state *b, int i)
{
    ck_assert_msg(!memcmp(&a->b, &b->b, sizeof a->b), "game %d: another final board", i);
    ck_assert_msg(a->captured[0] == b->captured[0] && a->captured[1] == b->captured[1], "game %d: captured", i);
    ck_assert_msg(a->ply == b->ply && a->sowings == b->sowings, "game %d: %u plies, %u by ply", i, a->ply, b->ply);
    ck_assert_msg(a->end == b->end && a->result == b->result && a->winner == b->winner, "game %d: the end", i);
}

/* `proven`: at least this many of the games end proven endless (the seed
 * turn's stretch replayed, the sowings after its first provable position
 * taken back from the tallies). */
static const struct { const char *spec, *readings; int kernel, proven; } RULES[] = {
    {"mangala_ii_limit.lua", NULL, KERNEL_LEAN, 0},
    {"mangala_ii.lua", NULL, KERNEL_LEAN, 0},
    {"al_manqala.lua", NULL, KERNEL_FED, 3},
    {"al_manqala.lua", "AM.Q2=starved_takes,AM.Q1=leave,AM.Q7=stop", KERNEL_FED, 0},
    {"al_manqala.lua", "AM.Q5=plies,AM.Q2=last_mover_takes,AM.Q3=skip,AM.Q9=feeder", KERNEL_FED, 0},
    {"games/wari.lua", NULL, KERNEL_FED, 0},
    {"games/wari.lua", "WR.Q2=forfeit", KERNEL_SEED, 0},
    {"mangala_iv.lua", "IV.Q3=skip", KERNEL_SEED, 0},
    {"games/kalah.lua", NULL, KERNEL_GENERAL, 0},
    {"games/congkak.lua", NULL, KERNEL_GENERAL, 0},
    {"games/toguz_kumalak.lua", NULL, KERNEL_GENERAL, 0},
};

/* Lean rules under the endless proof where proofs succeed (random play
 * of Mangala II always comes to a capture): the limit's rules taking
 * only `count` seeds, only from the opponent's row, endless play proven;
 * most games end proven endless: 4 seeds on 2x6 pits, 6 a pit, and 2
 * seeds on 2x9, 2 a pit (shorter games: the reference, by_ply, asks the
 * prover at every ply). */
static void proven_only(sow_rules *r, int count)
{
    sow_error e;
    memset(r->capture, 0, sizeof r->capture);
    r->capture[count] = 1;
    r->capture_rows = SOW_ROWS_OPPONENT;
    r->endless_detect = SOW_DETECT_PROVEN;
    ck_assert_msg(!sow_rules_finish(r, &e), "%s", e.msg);
}

/* RULES[i], or (i past them) the lean rules on 2x10 pits, 4 a pit, then
 * the lean rules under the proof (proven_only) on 2x6 and 2x9, then
 * Al-manqala's on 2x9, 5 a pit (fed rules over 16 pits: the seed turn). */
static sow_rules *rules_of(int i)
{
    static const char *const wide[] = {"mangala_ii_limit.lua", "mangala_ii.lua"};
    int n = (int)(sizeof RULES / sizeof RULES[0]);
    if (i < n) return load_spec(RULES[i].spec, RULES[i].readings);
    sow_rules *r = malloc(sizeof *r);
    sow_error e;
    ck_assert_ptr_nonnull(r);
    if (i == n + 4) {
        ck_assert_msg(!load_resized("al_manqala.lua", NULL, NULL, 9, 5, r, &e), "%s", e.msg);
        ck_assert_int_eq(r->kernel, KERNEL_SEED);
        ck_assert_int_gt(r->words, 2);
        return r;
    }
    if (i == n + 2 || i == n + 3) {
        ck_assert_msg(!load_resized("mangala_ii_limit.lua", NULL, NULL, i == n + 2 ? 6 : 9, i == n + 2 ? 6 : 2, r, &e),
                      "%s", e.msg);
        proven_only(r, i == n + 2 ? 4 : 2);
        ck_assert_int_eq(r->kernel, KERNEL_LEAN);
        ck_assert_int_eq(r->words > 2, i == n + 3);
        return r;
    }
    ck_assert_msg(!load_resized(wide[i - n], NULL, NULL, 10, 4, r, &e), "%s", e.msg);
    ck_assert_int_eq(r->kernel, KERNEL_LEAN);
    ck_assert_int_gt(r->words, 2);
    return r;
}

enum { NRULES = sizeof RULES / sizeof RULES[0], NWIDE = 5 };

START_TEST(test_flights_end_as_plies)
{
    sow_rules *r = rules_of(_i);
    ck_assert_int_eq(r->kernel,
                     _i < NRULES ? RULES[_i].kernel : _i == NRULES + 4 ? KERNEL_SEED : KERNEL_LEAN);
    run *R = calloc(1, sizeof *R);
    counts *want = calloc(1, sizeof *want);
    ck_assert_ptr_nonnull(R);
    ck_assert_ptr_nonnull(want);
    R->r = r;
    sow_play_out_flights(r, SOW_FLIGHTS, start, end, R);
    for (int i = 0; i < GAMES; i++) {
        sow_state s;
        int best;
        ck_assert_msg(R->ended[i], "game %d never ended", i);
        by_ply(r, i, &s, want, &best);
        same_end(&R->end[i], &s, i);
        ck_assert_int_eq(R->best[i], best);
    }
    ck_assert_msg(!memcmp(&R->c, want, sizeof *want), "rules %d: the tallies differ", _i);
    int proven = 0, want_proven = _i == NRULES + 2 || _i == NRULES + 3 ? GAMES / 2 : _i < NRULES ? RULES[_i].proven : 0;
    for (int i = 0; i < GAMES; i++) proven += R->end[i].end == SOW_END_ENDLESS;   /* proven_only: most games */
    ck_assert_msg(proven >= want_proven, "rules %d: %d of %d games proven endless", _i, proven, GAMES);
    free(want);
    free(R);
    free(r);
}
END_TEST

/* Games handed to the loops already ended (every third: game i's own end)
 * are given back as they came, at once; the others play as before. */
START_TEST(test_flights_started_ended)
{
    sow_rules *r = rules_of(_i);
    run *R = calloc(1, sizeof *R);
    counts *want = calloc(1, sizeof *want), *ignore = calloc(1, sizeof *ignore);
    sow_state *ends = calloc(GAMES, sizeof *ends);
    int best[GAMES];
    ck_assert_ptr_nonnull(R);
    ck_assert_ptr_nonnull(want);
    ck_assert_ptr_nonnull(ignore);
    ck_assert_ptr_nonnull(ends);
    for (int i = 0; i < GAMES; i++) {
        by_ply(r, i, &ends[i], i % 3 == 0 ? ignore : want, &best[i]);
        if (i % 3) ends[i].status = SOW_PLAYING;  /* (marks it: played from its start) */
    }
    R->r = r;
    R->ended_start = ends;
    sow_play_out_flights(r, SOW_FLIGHTS, start, end, R);
    for (int i = 0; i < GAMES; i++) {
        sow_state s;
        int b;
        ck_assert_msg(R->ended[i], "game %d never ended", i);
        by_ply(r, i, &s, ignore, &b);
        same_end(&R->end[i], &s, i);
        ck_assert_int_eq(R->best[i], i % 3 == 0 ? 0 : b);
    }
    ck_assert_msg(!memcmp(&R->c, want, sizeof *want), "rules %d: the tallies differ", _i);
    free(ends);
    free(ignore);
    free(want);
    free(R);
    free(r);
}
END_TEST

/* The ply limit and the quiet-plies rule, lowered so that games end by
 * them inside the loops (which test them only on the plies where they
 * could fire, line.c: plies_to_limits): both at the first ply, both
 * at once, and apart; the first two rules are lean (the limit's rules
 * count quiet plies, Mangala II proves endless play; at a limit of 1
 * the quiet rule, asked first, ends the game). */
static const struct { int max_plies, endless_plies; } LIMITS[] = {{1, 1}, {1, 200}, {9, 9}, {37, 11}, {64, 23}, {70, 200}};
enum { NLIMITS = sizeof LIMITS / sizeof LIMITS[0] };

START_TEST(test_limits_end_as_plies)
{
    sow_rules *r = rules_of(_i / NLIMITS);
    int quiet_rule = r->endless_detect == SOW_DETECT_PLIES, by_limit = 0, by_quiet = 0;
    r->max_plies = LIMITS[_i % NLIMITS].max_plies;
    if (quiet_rule) r->endless_plies = LIMITS[_i % NLIMITS].endless_plies;
    run *R = calloc(1, sizeof *R);
    counts *want = calloc(1, sizeof *want);
    ck_assert_ptr_nonnull(R);
    ck_assert_ptr_nonnull(want);
    R->r = r;
    sow_play_out_flights(r, SOW_FLIGHTS, start, end, R);
    for (int i = 0; i < GAMES; i++) {
        sow_state s, out;
        sow_rng rng[2];
        int best;
        ck_assert_msg(R->ended[i], "game %d never ended", i);
        by_ply(r, i, &s, want, &best);
        same_end(&R->end[i], &s, i);
        ck_assert_int_eq(R->best[i], best);
        game_i(r, i, &out, rng);                      /* one game alone (sow_play_out) */
        sow_rng *const seat[2] = {&rng[0], &rng[1]};
        ck_assert_int_eq(sow_play_out(r, &out, NULL, NULL, seat, NULL, NULL, NULL), 0);
        same_end(&out, &s, i);
        by_limit += s.end == SOW_END_LIMIT;
        by_quiet += s.end == SOW_END_ENDLESS && quiet_rule;
    }
    ck_assert_msg(!memcmp(&R->c, want, sizeof *want), "rules %d: the tallies differ", _i / NLIMITS);
    if (r->max_plies <= 37)                           /* longer limits: some rules' games are shorter */
        ck_assert_msg(by_limit + by_quiet > 0, "rules %d: no game ended by a ply limit of %d", _i / NLIMITS,
                      r->max_plies);
    if (quiet_rule && r->endless_plies < r->max_plies)
        ck_assert_msg(by_quiet > 0, "rules %d: no game ended by %d quiet plies", _i / NLIMITS, r->endless_plies);
    free(want);
    free(R);
    free(r);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("flights");
    TCase *tc = tcase_create("flights");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_flights_end_as_plies, 0, NRULES + NWIDE);
    tcase_add_loop_test(tc, test_flights_started_ended, 0, NRULES + NWIDE);
    tcase_add_loop_test(tc, test_limits_end_as_plies, 0, (NRULES + NWIDE) * NLIMITS);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
