/* test_endgames.c - endgame databases (engine/solve/endgames.c) against
 * the independent brute force of brute.h: every position of at most K
 * seeds on a small board, with every split of the seeds captured and
 * either player to move, is a root; the brute force explores everything
 * reachable from them (its own table: states with their captured seeds)
 * and solves it by value iteration. The database's value of each root,
 * read through sow_endgames_probe, must be the brute force's, both kinds
 * and both bounds, for every reading of the seed games one at a time and
 * for games of the family. This checks the layers, the numbering, the
 * attractors and the claim that one margin serves every captured split
 * where no rule reads the seeds captured. Also: the file (checksums,
 * refusals, a build resumed after a stop gives the same bytes, threads
 * give the same bytes), and settling a game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "brute.h"
#include "sow_sim.h"
#include "sow_solve.h"
#include "support.h"

static char dir[] = "/tmp/sow-endgames-XXXXXX";

static void db_path(char *buf, size_t cap, const char *name)
{
    snprintf(buf, cap, "%s/%s", dir, name);
}

static sow_endgames *build(const sow_rules *r, int seeds, int threads, const char *name)
{
    char path[256];
    sow_error e;
    sow_endgames_stats st;
    sow_endgames *db;
    sow_endgames_options o = { seeds, threads, NULL, NULL, NULL };
    db_path(path, sizeof path, name);
    ck_assert_msg(sow_endgames_build(r, path, &o, &st, &e) == 0, "%s: %s", name, e.msg);
    ck_assert_int_eq(st.positions, sow_endgames_size(r, seeds));
    ck_assert_int_eq(st.exact + st.open, st.positions);
    ck_assert_msg(sow_endgames_open(r, path, &db, &e) == 0, "%s: %s", name, e.msg);
    ck_assert_int_eq(sow_endgames_seeds(db), seeds);
    return db;
}

/* A root: board, captured split, player to move (who sowed last: the
 * other), past the opening. */
static void root_state(const sow_rules *r, const uint8_t *board, int c0, int c1, int mover, sow_state *s)
{
    sow_position(r, s, board, mover);
    s->last_mover = (uint8_t)(mover ^ 1);
    s->captured[0] = (uint16_t)c0;
    s->captured[1] = (uint16_t)c1;
    s->sowings = 1000;
    s->ply = 1000;
}

/* Every board of n seeds over the pits from p on, each root of it added. */
typedef struct {
    const sow_rules *r;
    brute *B;
    uint8_t board[SOW_MAX_PITS];
    size_t roots;
} roots_t;

static void add_roots(roots_t *R, int p, int left, int n)
{
    const sow_rules *r = R->r;
    if (p == r->pits - 1) {
        R->board[p] = (uint8_t)left;
        for (int c0 = 0; c0 <= r->total - n; c0++)
            for (int mover = 0; mover < 4; mover++) {   /* 2, 3: the mover sowed last (an extra turn, a pass) */
                sow_state s;
                root_state(r, R->board, c0, r->total - n - c0, mover & 1, &s);
                if (mover > 1) s.last_mover = (uint8_t)(mover & 1);
                sow_canonical(r, &s);
                brute_add(R->B, &s);
                R->roots++;
            }
        return;
    }
    for (int k = 0; k <= left; k++) {
        R->board[p] = (uint8_t)k;
        add_roots(R, p + 1, left - k, n);
    }
}

/* The database of r up to `seeds` against the brute force on every root. */
static void compare(const sow_rules *r, int seeds, const char *what)
{
    sow_endgames *db = build(r, seeds, 2, "cmp.db");
    brute B;
    brute_init(&B);
    roots_t R = { r, &B, {0}, 0 };
    for (int n = 0; n <= seeds; n++) add_roots(&R, 0, n, n);
    size_t roots = B.n;           /* distinct: the roots come first */
    brute_explore(r, &B);
    for (int k = 0; k < SOW_VALUE__COUNT; k++) {
        int *lo = brute_iterate(&B, (sow_value_kind)k, 0), *hi = brute_iterate(&B, (sow_value_kind)k, 1);
        for (size_t i = 0; i < roots; i++) {
            sow_bounds v[SOW_VALUE__COUNT];
            if (B.s[i].status != SOW_PLAYING) continue;
            ck_assert_msg(sow_endgames_probe(db, &B.s[i], v), "%s: a root the database lacks", what);
            ck_assert_msg(v[k].lo == lo[i] && v[k].hi == hi[i],
                          "%s, %s, root %zu (%d on the board, captured %d-%d, %s to move): database [%d, %d], "
                          "brute force [%d, %d]", what, k ? "margin" : "result", i, sow_on_board(r, &B.s[i]),
                          B.s[i].captured[0], B.s[i].captured[1], B.s[i].to_move ? "North" : "South",
                          v[k].lo, v[k].hi, lo[i], hi[i]);
        }
        free(lo);
        free(hi);
    }
    if (getenv("SOW_SOLVE_TEST_SIZES")) fprintf(stderr, "%s: %zu roots, %zu positions\n", what, roots, B.n);
    brute_free(&B);
    sow_endgames_free(db);
}

/* What a database may refuse: rules whose positions it cannot index. */
static void assert_db_refusal(const sow_error *e, const char *what)
{
    static const char *known[] = { "finish.endless", "children", "sow.close", "no_return", "extra_turn.capture_once",
                                   "allow", "sow.first_chooses", "sow.bear_off", "rounds" };
    for (size_t i = 0; i < sizeof known / sizeof *known; i++)
        if (!strcmp(e->field, known[i])) return;
    ck_abort_msg("%s: refused for %s: %s", what, e->field, e->msg);
}

static const struct { const char *spec; int row, per, seeds; } SEED[] = {
    { "mangala_ii.lua", 3, 2, 6 }, { "mangala_ii.lua", 4, 1, 5 },
    { "mangala_iv.lua", 3, 2, 6 }, { "mangala_iv.lua", 4, 1, 5 },
    { "al_manqala.lua", 3, 2, 6 }, { "al_manqala.lua", 4, 1, 5 },
};

/* Every reading of every question, one at a time. */
START_TEST(test_seed_readings_match_brute_force)
{
    sow_rules *r = malloc(sizeof *r);
    sow_error e;
    ck_assert_ptr_nonnull(r);
    ck_assert_int_eq(load_resized(SEED[_i].spec, NULL, NULL, SEED[_i].row, SEED[_i].per, r, &e), 0);
    sow_question q[SOW_MAX_QUESTIONS];
    int nq = r->nquestions, solved = 0;
    memcpy(q, r->question, sizeof q);
    for (int j = 0; j < nq; j++)
        for (int k = j == 0 ? 0 : 1; k < q[j].nreadings; k++) {
            char what[256];
            snprintf(what, sizeof what, "%s 2x%d, %d a pit, %.60s=%.60s, K %d", SEED[_i].spec, SEED[_i].row,
                     SEED[_i].per, q[j].id, q[j].reading[k], SEED[_i].seeds);
            if (load_resized(SEED[_i].spec, q[j].id, q[j].reading[k], SEED[_i].row, SEED[_i].per, r, &e)) continue;
            if (!sow_endgames_supported(r, &e)) {
                assert_db_refusal(&e, what);
                continue;
            }
#ifdef SOW_SANITIZED
            if (SEED[_i].per > 1 && k > 1) continue;   /* the larger boards' second readings on: fewer there */
#endif
            compare(r, SEED[_i].seeds, what);
            solved++;
        }
    ck_assert_int_ge(solved, nq / 2);
    free(r);
}
END_TEST

/* Stores and extra turns (Kalah), grand slam and feeding (Awari, Oware),
 * rule gaps (Ayoayo, Valdez), endless cycles (Ot-tjin, Dabuda). */
static const struct { const char *spec; int row, per, seeds; } FAMILY[] = {
    { "games/kalah.lua", 3, 2, 6 }, { "games/kalah.lua", 4, 1, 5 }, { "games/awari.lua", 3, 2, 6 },
    { "games/oware_abapa.lua", 3, 2, 6 }, { "games/ayoayo.lua", 3, 2, 6 }, { "games/dabuda.lua", 3, 2, 6 },
{ "games/ot_tjin.lua", 3, 2, 6 }, { "mangala_ii_valdez.lua", 3, 2, 6 },
    { "halusa.lua", 3, 1, 6 },
};

START_TEST(test_family_matches_brute_force)
{
    sow_rules *r = malloc(sizeof *r);
    sow_error e;
    char what[256];
    ck_assert_ptr_nonnull(r);
    snprintf(what, sizeof what, "%s 2x%d, %d a pit, K %d", FAMILY[_i].spec, FAMILY[_i].row, FAMILY[_i].per,
             FAMILY[_i].seeds);
    ck_assert_msg(load_resized(FAMILY[_i].spec, NULL, NULL, FAMILY[_i].row, FAMILY[_i].per, r, &e) == 0, "%s: %s",
                  what, e.msg);
    ck_assert_msg(sow_endgames_supported(r, &e), "%s: %s", what, e.msg);
    compare(r, FAMILY[_i].seeds, what);
    free(r);
}
END_TEST

static long file_size(const char *path)
{
    FILE *f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fclose(f);
    return n;
}

static int same_bytes(const char *a, const char *b)
{
    FILE *f = fopen(a, "rb"), *g = fopen(b, "rb");
    ck_assert(f && g);
    int same = 1, x, y;
    do {
        x = fgetc(f);
        y = fgetc(g);
        same = x == y;
    } while (same && x != EOF);
    fclose(f);
    fclose(g);
    return same;
}

/* A build stopped after a layer goes on from FILE.part: the same bytes
 * as one build, and as a build on one thread. */
START_TEST(test_resume_and_threads_give_the_same_file)
{
    sow_rules *r = malloc(sizeof *r);
    sow_error e;
    sow_endgames_stats st;
    char one[256], two[256], part[300];
    ck_assert_int_eq(load_resized("mangala_ii.lua", NULL, NULL, 3, 2, r, &e), 0);
    db_path(one, sizeof one, "one.db");
    db_path(two, sizeof two, "two.db");
    snprintf(part, sizeof part, "%s.part", two);
    sow_endgames_options o = { 7, 1, NULL, NULL, NULL };
    ck_assert_int_eq(sow_endgames_build(r, one, &o, &st, &e), 0);
    ck_assert_int_eq(st.layers_resumed, 0);
    setenv("SOW_TEST_STOP_AFTER_LAYER", "4", 1);
    o.threads = 2;
    ck_assert_int_eq(sow_endgames_build(r, two, &o, &st, &e), 1);
    unsetenv("SOW_TEST_STOP_AFTER_LAYER");
    ck_assert_int_eq(access(two, F_OK), -1);              /* nothing half-built under the final name */
    ck_assert_int_eq(access(part, F_OK), 0);
    sow_endgames *db;
    ck_assert_int_eq(sow_endgames_open(r, part, &db, &e), -1);  /* a part-built file is not a database */
    ck_assert_msg(strstr(e.msg, "not whole"), "%s", e.msg);
    ck_assert_int_eq(sow_endgames_build(r, two, &o, &st, &e), 0);
    ck_assert_int_eq(st.layers_resumed, 5);
    ck_assert_int_eq(access(part, F_OK), -1);
    ck_assert_int_eq(file_size(one), file_size(two));
    ck_assert_msg(same_bytes(one, two), "a resumed two-thread build differs from one build on one thread");
    free(r);
}
END_TEST

static void flip_byte(const char *path, long at)
{
    FILE *f = fopen(path, "r+b");
    ck_assert_ptr_nonnull(f);
    fseek(f, at, SEEK_SET);
    int c = fgetc(f);
    fseek(f, at, SEEK_SET);
    fputc(c ^ 1, f);
    fclose(f);
}

START_TEST(test_file_refusals)
{
    sow_rules *r = malloc(sizeof *r), *other = malloc(sizeof *other);
    sow_error e;
    sow_endgames_stats st;
    sow_endgames *db = NULL;
    char path[256], junk[256];
    ck_assert_int_eq(load_resized("mangala_ii.lua", NULL, NULL, 3, 2, r, &e), 0);
    ck_assert_int_eq(load_resized("mangala_ii.lua", "II.Q6", "any_even", 3, 2, other, &e), 0);
    db_path(path, sizeof path, "refuse.db");
    sow_endgames_options o = { 4, 0, NULL, NULL, NULL };
    ck_assert_int_eq(sow_endgames_build(r, path, &o, &st, &e), 0);
    /* another reading: another spec hash */
    ck_assert_int_eq(sow_endgames_open(other, path, &db, &e), -1);
    ck_assert_ptr_null(db);
    ck_assert_msg(strstr(e.msg, "spec hash"), "%s", e.msg);
    ck_assert_str_eq(e.field, "--db");
    /* a damaged layer, a damaged header */
    long size = file_size(path);
    flip_byte(path, size - 3);
    ck_assert_int_eq(sow_endgames_open(r, path, &db, &e), -1);
    ck_assert_msg(strstr(e.msg, "checksum"), "%s", e.msg);
    flip_byte(path, size - 3);
    ck_assert_int_eq(sow_endgames_open(r, path, &db, &e), 0);
    sow_endgames_free(db);
    flip_byte(path, 40);
    ck_assert_int_eq(sow_endgames_open(r, path, &db, &e), -1);
    ck_assert_msg(strstr(e.msg, "damaged header"), "%s", e.msg);
    /* not a database at all; no file */
    db_path(junk, sizeof junk, "junk.db");
    FILE *f = fopen(junk, "wb");
    fputs("not a database\n", f);
    fclose(f);
    ck_assert_int_eq(sow_endgames_open(r, junk, &db, &e), -1);
    ck_assert_msg(strstr(e.msg, "too short"), "%s", e.msg);
    db_path(junk, sizeof junk, "missing.db");
    ck_assert_int_eq(sow_endgames_open(r, junk, &db, &e), -1);
    ck_assert_msg(strstr(e.msg, "No such file"), "%s", e.msg);
    /* more seeds than the game has; rules it cannot index */
    o.seeds = 13;
    ck_assert_int_eq(sow_endgames_build(r, path, &o, &st, &e), -1);
    ck_assert_str_eq(e.field, "--seeds");
    ck_assert_int_eq(load_resized("al_manqala.lua", "AM.Q5", "plies", 3, 2, other, &e), 0);
    ck_assert_int_eq(sow_endgames_supported(other, &e), 0);
    ck_assert_str_eq(e.field, "finish.endless");
    sow_rules *toguz = load_spec("games/toguz_kumalak.lua", NULL);
    ck_assert_int_eq(sow_endgames_supported(toguz, &e), 0);
    ck_assert_str_eq(e.field, "children");
    free(toguz);
    free(r);
    free(other);
}
END_TEST

/* A game reaching the database ends there with perfect play's result. */
START_TEST(test_settle)
{
    sow_rules *r = malloc(sizeof *r);
    sow_error e;
    ck_assert_int_eq(load_resized("games/kalah.lua", NULL, NULL, 3, 2, r, &e), 0);
    sow_endgames *db = build(r, 6, 1, "settle.db");
    /* South to move: 0 0 1 / 0 0 0, captured 5-6: the one seed sows into
     * South's store (a store move: another turn, then South's row is
     * empty and the game ends 6-6, a draw) */
    uint8_t board[SOW_MAX_PITS] = { 0, 0, 1, 0, 0, 0 };
    sow_state s, c;
    root_state(r, board, 5, 6, 0, &s);
    c = s;
    sow_play(r, &c, 2, NULL);
    ck_assert_int_ne(c.status, SOW_PLAYING);
    ck_assert_int_eq(c.result, SOW_DRAW);
    ck_assert_int_eq(sow_endgames_settle(db, &s), 1);
    ck_assert_int_eq(s.status, SOW_ENDED);
    ck_assert_int_eq(s.end, SOW_END_DATABASE);
    ck_assert_int_eq(s.result, SOW_DRAW);
    ck_assert_int_eq(s.captured[0] - s.captured[1], 0);
    ck_assert_int_eq(s.left, 1);
    /* 7 seeds on the board: not in a database of 6 */
    uint8_t more[SOW_MAX_PITS] = { 2, 2, 3, 0, 0, 0 };
    root_state(r, more, 0, 5, 0, &s);
    ck_assert_int_eq(sow_endgames_settle(db, &s), 0);
    ck_assert_int_eq(s.status, SOW_PLAYING);
    sow_endgames_free(db);
    free(r);
}
END_TEST

/* sow_solve down to a database: the positions above it explored, those in
 * it its leaves. Every position of the smaller graph has the value it has
 * in the whole graph, and the root's line reaches a leaf or an end. */
static const struct { const char *spec; int row, per, seeds; } DOWN[] = {
    { "mangala_ii.lua", 3, 2, 6 }, { "games/kalah.lua", 3, 2, 5 }, { "games/awari.lua", 3, 2, 7 },
    { "al_manqala.lua", 3, 2, 4 },
};

START_TEST(test_solve_down_to_the_database)
{
    sow_rules *r = malloc(sizeof *r);
    sow_error e;
    ck_assert_int_eq(load_resized(DOWN[_i].spec, NULL, NULL, DOWN[_i].row, DOWN[_i].per, r, &e), 0);
    sow_endgames *db = build(r, DOWN[_i].seeds, 0, "down.db");
    for (int first = 0; first < 2; first++) {
        sow_state root;
        sow_position(r, &root, r->layout, first);
        sow_settle(r, &root);
        sow_solved *whole, *part;
        sow_solve_options o = { 0, NULL, NULL, db };
        ck_assert_int_eq(sow_solve(r, &root, NULL, &whole, &e), 0);
        ck_assert_msg(sow_solve(r, &root, &o, &part, &e) == 0, "%s", e.msg);
        sow_solve_stats a = sow_solved_stats(whole), b = sow_solved_stats(part);
        ck_assert_uint_gt(b.db_leaves, 0);
        ck_assert_uint_lt(b.positions, a.positions);
        for (long i = 0; i < (long)b.positions; i++) {
            long j = sow_solved_find(whole, sow_solved_state(part, i));
            ck_assert_int_ge(j, 0);
            for (int k = 0; k < SOW_VALUE__COUNT; k++) {
                sow_bounds x = sow_solved_value(part, i, (sow_value_kind)k), y = sow_solved_value(whole, j, (sow_value_kind)k);
                ck_assert_msg(x.lo == y.lo && x.hi == y.hi, "%s first %d, position %ld, %s: [%d, %d] down to the "
                              "database, [%d, %d] whole", DOWN[_i].spec, first, i, k ? "margin" : "result", x.lo, x.hi,
                              y.lo, y.hi);
            }
        }
        long at = 0, next;
        int best, plies = 0;
        while ((best = sow_solved_best(part, at, SOW_VALUE_RESULT, &next)) >= SOW_PASS) {
            at = next;
            ck_assert_int_lt(++plies, 100000);
        }
        if (sow_solved_value(part, 0, SOW_VALUE_RESULT).lo == sow_solved_value(part, 0, SOW_VALUE_RESULT).hi)
            ck_assert_msg(best == -3 || sow_solved_state(part, at)->status != SOW_PLAYING, "the line stops short");
        sow_solved_free(whole);
        sow_solved_free(part);
    }
    sow_endgames_free(db);
    free(r);
}
END_TEST

/* sow_skill_endgames recounted for the `random` agent (its draws from the
 * seats' streams, as every command makes them), values straight from the
 * database. */
static int mover_value(const sow_endgames *db, const sow_state *s, int mover)
{
    sow_bounds v[SOW_VALUE__COUNT];
    int res;
    if (s->status != SOW_PLAYING) {
        if (s->result != SOW_WIN && s->result != SOW_DRAW) return 2;
        res = s->result == SOW_DRAW ? 0 : s->winner == 0 ? 1 : -1;
    } else {
        ck_assert(sow_endgames_probe(db, s, v));
        if (v[0].lo != v[0].hi) return 2;
        res = v[0].lo;
    }
    return mover ? -res : res;
}

START_TEST(test_endgame_skill_recounted)
{
    sow_rules *r = malloc(sizeof *r);
    sow_error e;
    ck_assert_int_eq(load_resized("games/kalah.lua", NULL, NULL, 4, 2, r, &e), 0);
    sow_endgames *db = build(r, 12, 0, "skill.db");
    uint64_t critical[2] = {0, 0}, thrown[2] = {0, 0}, plies = 0;
    enum { GAMES = 20 };
    for (uint64_t i = 0; i < GAMES; i++) {
        sow_state s;
        sow_start_info info;
        sow_rng rng[2];
        sow_game_start(r, 1, i, NULL, NULL, &s, &info);
        sow_rng_game(&rng[0], 1, i, 1);
        sow_rng_game(&rng[1], 1, i, 2);
        while (s.status == SOW_PLAYING) {
            sow_moves legal = sow_legal(r, &s);
            int move = legal ? sow_pick_uniform(legal, &rng[s.to_move]) : SOW_PASS;
            sow_bounds v[SOW_VALUE__COUNT];
            if (legal && sow_endgames_probe(db, &s, v)) {
                int before = mover_value(db, &s, s.to_move), crit = 0, after = 2;
                plies++;
                for (int m = 0; m < r->pits; m++) {
                    if (!(legal >> m & 1)) continue;
                    sow_state c = s;
                    sow_play(r, &c, m, NULL);
                    int x = mover_value(db, &c, s.to_move);
                    crit |= x != before;
                    if (m == move) after = x;
                }
                if (before >= 0 && before < 2 && crit) {
                    critical[before]++;
                    thrown[before] += after != before;
                }
            }
            sow_play(r, &s, move, NULL);
        }
    }
    sow_skill_tally t;
    ck_assert_int_eq(sow_skill_endgames(r, db, "random", GAMES, 1, &t, &e), 0);
    ck_assert_uint_eq(t.games, GAMES);
    ck_assert_uint_eq(t.db_plies, plies);
    ck_assert_uint_gt(plies, 0);
    ck_assert_uint_gt(critical[0] + critical[1], 0);
    for (int v = 0; v < 2; v++) {
        ck_assert_uint_eq(t.critical[v], critical[v]);
        ck_assert_uint_eq(t.thrown[v], thrown[v]);
    }
    sow_endgames_free(db);
    free(r);
}
END_TEST

static void remove_dir(void)
{
    const char *names[] = { "cmp.db", "one.db", "two.db", "two.db.part", "refuse.db", "junk.db", "settle.db", "down.db", "skill.db" };
    char path[256];
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        db_path(path, sizeof path, names[i]);
        unlink(path);
    }
    rmdir(dir);
}

int main(void)
{
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 2;
    }
    Suite *s = suite_create("endgames");
    TCase *tc = tcase_create("endgames");
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, test_seed_readings_match_brute_force, 0, (int)(sizeof SEED / sizeof SEED[0]));
    tcase_add_loop_test(tc, test_family_matches_brute_force, 0, (int)(sizeof FAMILY / sizeof FAMILY[0]));
    tcase_add_test(tc, test_resume_and_threads_give_the_same_file);
    tcase_add_test(tc, test_file_refusals);
    tcase_add_test(tc, test_settle);
    tcase_add_loop_test(tc, test_solve_down_to_the_database, 0, (int)(sizeof DOWN / sizeof DOWN[0]));
    tcase_add_test(tc, test_endgame_skill_recounted);
    suite_add_tcase(s, tc);
    int failed = run_suite(s);
    remove_dir();
    return failed ? 1 : 0;
}
