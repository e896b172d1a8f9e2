/* test_games_random.c - every game of specs/games/ plays N random games
 * (SOW_GAMES_RANDOM, default GAMES: 2,000 in a release build, 200 under the
 * sanitizers, where SOW_PARANOID checks every ply too; the 10,000:
 * SOW_GAMES_RANDOM=10000 build/tests/test_games_random) with the invariants
 * of a game checked after every ply:
 *   - the move was legal in the position before it (a pass only when no
 *     move was);
 *   - seeds are conserved: board + stores is the deal's total while a round
 *     lasts, and never grows (a round's end may leave seeds to nobody);
 *   - stores only grow within a round; blocked and child pits stay empty;
 *   - the player to move alternates unless the ply earned an extra turn;
 *   - every game ends, by a rule, a proven gap, or a limit (counted and
 *     printed, not hidden: a limit is the simulator's, not a rule's).
 * Each game's counts are printed, so a run shows what it checked. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

#ifndef GAMES
#define GAMES 2000
#endif

/* SOW_GAMES_RANDOM, else GAMES; a match of rounds, which random play
 * rarely ends before limits.rounds (some 50,000 plies), plays 100 unless
 * SOW_GAMES_RANDOM says. */
static uint64_t games_to_play(const sow_rules *r)
{
    const char *v = getenv("SOW_GAMES_RANDOM");
    long n = v ? strtol(v, NULL, 10) : 0;
    if (n > 0) return (uint64_t)n;
    return r->fam.rounds && GAMES > 100 ? 100 : GAMES;
}

typedef struct {
    const sow_rules *r;
    char bad[512];               /* the first violation, if any */
} job_t;

typedef struct {
    job_t *job;
    uint64_t games, plies, ended, limit, gap, bad;
    char bad_text[512];
} worker_t;

static void fail_at(worker_t *w, const sow_state *before, int move, const char *what)
{
    if (w->bad++) return;
    char m[8];
    snprintf(w->bad_text, sizeof w->bad_text, "ply %u, move %s: %s", before->ply + 1, sow_move_text(w->job->r, move, m), what);
}

static void on_ply(void *ctx, const sow_state *before, int move, const sow_state *after)
{
    worker_t *w = ctx;
    const sow_rules *r = w->job->r;
    int new_round = after->round != before->round;
    w->plies++;
    if (move == SOW_PASS ? sow_legal(r, before) != 0 : !sow_is_legal(r, before, move))
        fail_at(w, before, move, "not a legal move");
    if (sow_in_play(after) > r->total) fail_at(w, before, move, "more seeds than were dealt");
    if (!new_round && sow_in_play(after) != sow_in_play(before)) fail_at(w, before, move, "seeds not conserved");
    int swap = r->fam.pie && move == sow_swap_move(r);   /* the pie rule turns the stores round */
    if (!new_round && !swap && (after->captured[0] < before->captured[0] || after->captured[1] < before->captured[1]))
        fail_at(w, before, move, "a store lost seeds");
    for (int p = 0; p < r->pits; p++)
        if (((after->blocked | after->child) >> p & 1) && after->b.pit[p] && after->status == SOW_PLAYING)
            fail_at(w, before, move, "a blocked or child pit holds seeds");
    if (after->status == SOW_PLAYING && !new_round && after->to_move != (after->again ? before->to_move : before->to_move ^ 1))
        fail_at(w, before, move, "the wrong player to move");
}

static int init(void *job, void *worker, sow_error *err)
{
    (void)err;
    worker_t *w = worker;
    memset(w, 0, sizeof *w);
    w->job = job;
    return 0;
}

static int game(void *job, void *worker, uint64_t index, sow_error *err)
{
    (void)err;
    job_t *j = job;
    worker_t *w = worker;
    sow_state s;
    sow_rng a, b;
    sow_rng *seat[2] = { &a, &b };
    sow_game_start(j->r, 1, index, NULL, NULL, &s, NULL);
    sow_rng_game(&a, 1, index, 1);
    sow_rng_game(&b, 1, index, 2);
    sow_play_out(j->r, &s, NULL, NULL, seat, NULL, on_ply, w);
    w->games++;
    if (s.status == SOW_ENDED) w->ended++;
    if (s.result == SOW_LIMIT) w->limit++;
    else if (s.result == SOW_UNRESOLVED) w->gap++;
    return 0;
}

static worker_t total;

static void finish(void *job, void *worker, int ok)
{
    (void)job;
    (void)ok;
    worker_t *w = worker;
    total.games += w->games;
    total.plies += w->plies;
    total.ended += w->ended;
    total.limit += w->limit;
    total.gap += w->gap;
    if (w->bad && !total.bad) snprintf(total.bad_text, sizeof total.bad_text, "%s", w->bad_text);
    total.bad += w->bad;
}

START_TEST(every_game_plays_random_games)
{
    DIR *d = opendir(SOW_SOURCE_DIR "/specs/games");
    ck_assert_ptr_nonnull(d);
    struct dirent *e;
    int specs = 0;
    while ((e = readdir(d))) {
        size_t l = strlen(e->d_name);
        if (l < 5 || strcmp(e->d_name + l - 4, ".lua")) continue;
        char name[300];
        snprintf(name, sizeof name, "games/%s", e->d_name);
        sow_rules *r = load_spec(name, NULL);
        job_t job = { r, "" };
        uint64_t n = games_to_play(r);
        sow_pool pool = { .lo = 0, .hi = n, .threads = 2, .worker_size = sizeof(worker_t), .job = &job,
                          .init = init, .game = game, .finish = finish };
        sow_error err;
        memset(&total, 0, sizeof total);
        ck_assert_int_eq(sow_for_games(&pool, NULL, &err), 0);
        printf("%-28s %llu games, %llu plies, %llu gaps, %llu limits\n", e->d_name, (unsigned long long)total.games,
               (unsigned long long)total.plies, (unsigned long long)total.gap, (unsigned long long)total.limit);
        ck_assert_msg(total.bad == 0, "%s: %llu violations, the first: %s", e->d_name,
                      (unsigned long long)total.bad, total.bad_text);
        ck_assert_msg(total.ended == n, "%s: %llu of %llu games ended", e->d_name,
                      (unsigned long long)total.ended, (unsigned long long)n);
        free(r);
        specs++;
    }
    closedir(d);
    ck_assert_int_ge(specs, 19);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("games_random");
    TCase *t = tcase_create("games_random");
    tcase_set_timeout(t, 1800);
    tcase_add_test(t, every_game_plays_random_games);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
