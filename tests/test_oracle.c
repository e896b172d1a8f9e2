/* test_oracle.c - the rules oracle (engine/oracle): answers to good and bad
 * requests, test vectors that replay through the oracle to the same
 * result, the rule paths, and a fuzz run of mutated requests (100,000 in
 * the default suite, also under the sanitizers; SOW_FUZZ_N overrides: the
 * test oracle_fuzz_long, label fuzz-long, runs 10^6) checking that every
 * answer is one JSON object with an "ok" field. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sow_tools.h"
#include "support.h"

/* about 2 s in Release and 9 s under ASan+UBSan on a 2-core machine */
#define FUZZ_DEFAULT 100000L

/* Asks o and parses the answer, which must be an object with "ok". */
static json_t *ask(sow_oracle *o, const char *line)
{
    char *out = sow_oracle_answer(o, line, strlen(line));
    json_error_t e;
    json_t *a;
    ck_assert_msg(out != NULL, "no answer to %s", line);
    a = json_loads(out, 0, &e);
    ck_assert_msg(a && json_is_object(a), "answer is not a JSON object: %s", out);
    ck_assert_msg(json_is_boolean(json_object_get(a, "ok")), "answer without ok: %s", out);
    free(out);
    return a;
}

static int ok(const json_t *a)
{
    return json_is_true(json_object_get(a, "ok"));
}

static const char *error_of(const json_t *a)
{
    const char *s = json_string_value(json_object_get(a, "error"));
    return s ? s : "";
}

START_TEST(test_perft_and_id)
{
    sow_rules *r = load_spec("mangala_ii.lua", "");
    sow_oracle *o = sow_oracle_new(r, 1);
    json_t *a = ask(o, "{\"op\":\"perft\",\"depth\":4,\"id\":\"x1\"}");
    json_t *p = json_object_get(a, "perft");
    ck_assert(ok(a));
    ck_assert_str_eq(json_string_value(json_object_get(a, "id")), "x1");
    ck_assert_int_eq(json_array_size(p), 4);
    ck_assert_int_eq(json_integer_value(json_array_get(p, 0)), 6);
    ck_assert_int_eq(json_integer_value(json_array_get(p, 1)), 36);
    ck_assert_int_eq(json_integer_value(json_array_get(p, 2)), 206);
    ck_assert_int_eq(json_integer_value(json_array_get(p, 3)), 1166);
    json_decref(a);
    a = ask(o, "{\"op\":\"perft\",\"depth\":9}");
    ck_assert(!ok(a));
    ck_assert_msg(strstr(error_of(a), "depth") != NULL, "%s", error_of(a));
    json_decref(a);
    sow_oracle_free(o);
    free(r);
}
END_TEST

START_TEST(test_bad_requests)
{
    static const struct { const char *line, *want; } bad[] = {
        {"{", "malformed JSON"},
        {"[1,2]", "must be a JSON object"},
        {"{\"id\":3}", "missing field 'op'"},
        {"{\"op\":7}", "field 'op' must be a string"},
        {"{\"op\":\"fly\"}", "unknown op 'fly'"},
        {"{\"op\":\"legal\",\"op\":\"legal\"}", "duplicate"},
        {"{\"op\":\"legal\",\"boad\":[]}", "unknown field 'boad'"},
        {"{\"op\":\"legal\",\"board\":[6,6]}", "has 2 counts"},
        {"{\"op\":\"legal\",\"board\":[200,200,0,0,0,0,0,0,0,0,0,0]}", "more than 255"},
        {"{\"op\":\"legal\",\"board\":[-1,6,6,6,6,6,6,6,6,6,6,6]}", "board[0] is -1"},
        {"{\"op\":\"legal\",\"board\":[1.5,6,6,6,6,6,6,6,6,6,6,6]}", "board[0] must be an integer"},
        {"{\"op\":\"legal\",\"to_move\":2}", "'to_move' is 2"},
        {"{\"op\":\"legal\",\"to_move\":\"0\"}", "'to_move' must be an integer"},
        {"{\"op\":\"legal\",\"captured\":[1]}", "'captured'"},
        {"{\"op\":\"legal\",\"ply\":99999999999999999999}", "malformed JSON"},
        {"{\"op\":\"move\"}", "missing field 'move'"},
        {"{\"op\":\"move\",\"move\":12}", "not a pit"},
        {"{\"op\":\"move\",\"move\":7}", "move 7 is not legal; legal moves: 0,1,2,3,4,5"},
        {"{\"op\":\"move\",\"move\":\"pass\"}", "pass is not legal"},
        {"{\"op\":\"move\",\"move\":[1]}", "must be a pit"},
        {"{\"op\":\"move\",\"move\":0,\"board\":[0,0,0,0,0,0,0,0,0,0,0,0]}", "the game is over (board_empty)"},
        {"{\"op\":\"perft\"}", "missing field 'depth'"},
        {"{\"op\":\"perft\",\"depth\":0}", "'depth' is 0"},
        {"{\"op\":\"rules\",\"board\":[]}", "unknown field 'board'"},
    };
    sow_rules *r = load_spec("mangala_ii.lua", "");
    sow_oracle *o = sow_oracle_new(r, 1);
    char *big;
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        json_t *a = ask(o, bad[i].line);
        ck_assert_msg(!ok(a), "%s: answered ok", bad[i].line);
        ck_assert_msg(strstr(error_of(a), bad[i].want) != NULL, "%s: error '%s', expected '%s'", bad[i].line,
                      error_of(a), bad[i].want);
        json_decref(a);
    }
    /* an id is echoed, also with an error */
    json_t *a = ask(o, "{\"op\":\"fly\",\"id\":[1,{\"a\":2}]}");
    ck_assert(json_is_array(json_object_get(a, "id")));
    json_decref(a);
    /* blank lines get no answer; a long line an error */
    ck_assert_ptr_null(sow_oracle_answer(o, "  \t\r", 4));
    big = malloc(SOW_ORACLE_MAX_LINE + 10);
    memset(big, ' ', SOW_ORACLE_MAX_LINE + 10);
    big[0] = '{';
    big[SOW_ORACLE_MAX_LINE + 9] = '}';
    char *out = sow_oracle_answer(o, big, SOW_ORACLE_MAX_LINE + 10);
    ck_assert_msg(strstr(out, "too long") != NULL, "%s", out);
    free(out);
    free(big);
    /* NUL bytes inside a line */
    out = sow_oracle_answer(o, "{\"op\":\0\"legal\"}", 16);
    ck_assert_msg(strstr(out, "\"ok\":false") != NULL, "%s", out);
    free(out);
    /* still answering */
    a = ask(o, "{\"op\":\"legal\"}");
    ck_assert(ok(a));
    ck_assert_int_eq(json_array_size(json_object_get(a, "legal")), 6);
    json_decref(a);
    sow_oracle_free(o);
    free(r);
}
END_TEST

START_TEST(test_ops)
{
    sow_rules *r = load_spec("al_manqala.lua", "");
    sow_oracle *o = sow_oracle_new(r, 1);
    json_t *a = ask(o, "{\"op\":\"rules\"}");
    ck_assert(ok(a));
    ck_assert_str_eq(json_string_value(json_object_get(a, "name")), "Al-manqala");
    ck_assert(strstr(json_string_value(json_object_get(a, "text")), "AM.C2") != NULL);
    ck_assert_int_eq(json_array_size(json_object_get(a, "questions")), r->nquestions);
    json_decref(a);
    a = ask(o, "{\"op\":\"new\"}");
    ck_assert(ok(a));
    ck_assert_int_eq(json_integer_value(json_array_get(json_object_get(a, "board"), 0)), 7);
    json_decref(a);
    /* AM.C1/C2: the last seed makes 4 in pit 10; pits 9 (4) and 8 (2) chain, 7 (5) stops it */
    a = ask(o, "{\"op\":\"move\",\"board\":[0,0,0,0,0,0,4,4,1,3,3,0,0,5],\"move\":6}");
    ck_assert_msg(ok(a), "%s", error_of(a));
    {
        char *s = json_dumps(json_object_get(a, "captures"), JSON_COMPACT);
        ck_assert_str_eq(s, "[[10,4,\"landing\"],[9,4,\"chain\"],[8,2,\"chain\"]]");
        free(s);
    }
    json_decref(a);
    /* AM.R3: North's row empty: only moves that reach it (with 1 instead of
     * 2 in pit 0 the position is endless at once: the two seeds would chase) */
    a = ask(o, "{\"op\":\"legal\",\"board\":[2,0,0,0,0,0,1,0,0,0,0,0,0,0]}");
    {
        char *s = json_dumps(json_object_get(a, "legal"), JSON_COMPACT);
        ck_assert_str_eq(s, "[6]");
        free(s);
    }
    json_decref(a);
    /* AM.E1: no move feeds: the game is over at once, North takes the rest */
    a = ask(o, "{\"op\":\"legal\",\"board\":[1,0,0,0,0,0,0,0,0,0,0,0,0,0]}");
    ck_assert(json_is_true(json_object_get(a, "ended")));
    ck_assert_str_eq(json_string_value(json_object_get(a, "end")), "cannot_feed");
    json_decref(a);
    sow_oracle_free(o);
    free(r);
}
END_TEST

/* Every vector of random games replays through the oracle to its result. */
static void replay(const char *spec, const char *readings, int games)
{
    sow_rules *r = load_spec(spec, readings);
    sow_oracle *o = sow_oracle_new(r, 1);
    uint64_t seen = 0;
    for (int g = 0; g < games; g++) {
        sow_rng mv;
        sow_state s;
        sow_rng_game(&mv, 5, (uint64_t)g, 1);
        sow_game_start(r, 5, (uint64_t)g, NULL, NULL, &s, NULL);
        while (s.status == SOW_PLAYING) {
            sow_state before = s;
            sow_trace t;
            sow_moves legal = sow_legal(r, &s);
            int n = __builtin_popcountll(legal), m = SOW_PASS;
            if (n) {
                uint32_t k = sow_rng_below(&mv, (uint32_t)n);
                sow_moves x = legal;
                while (k--) x &= x - 1;
                m = __builtin_ctzll(x);
            }
            sow_move(r, &s, m, &t);
            sow_settle(r, &s);
            uint64_t paths = sow_ply_paths(r, &before, m, m == SOW_PASS ? NULL : &t, &s);
            seen |= paths;
            json_t *v = sow_vector_json(r, &before, m, m == SOW_PASS ? NULL : &t, &s, paths);
            json_t *want = json_incref(json_object_get(v, "result"));
            json_object_set_new(v, "op", json_string("move"));
            char *line = json_dumps(v, JSON_COMPACT);
            json_t *a = ask(o, line);
            ck_assert_msg(ok(a), "%s: %s", line, error_of(a));
            const char *keys[] = {"board", "captured", "to_move", "end", "result", "winner", "sowings", "ply",
                                  "quiet", "last_mover", "laps", "captures"};
            for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
                json_t *x = json_object_get(want, keys[i]), *y = json_object_get(a, keys[i]);
                if (!x && !y) continue;
                ck_assert_msg(x && y && json_equal(x, y), "%s [%s] game %d: %s differs for %s", spec, readings,
                              g, keys[i], line);
            }
            free(line);
            json_decref(a);
            json_decref(want);
            json_decref(v);
        }
    }
    ck_assert(seen & ((uint64_t)1 << SOW_PATH_CAPTURE));
    sow_oracle_free(o);
    free(r);
}

START_TEST(test_vectors_replay)
{
    replay("mangala_ii.lua", "", 100);
    replay("mangala_iv.lua", "", 100);
    replay("mangala_iv.lua", "IV.Q1=free,IV.Q3=skip", 50);
    replay("al_manqala.lua", "", 100);
    replay("al_manqala.lua", "AM.Q1=leave,AM.Q2=last_mover_takes,AM.Q5=plies,AM.Q7=stop", 100);
}
END_TEST

START_TEST(test_paths)
{
    sow_rules *r = load_spec("mangala_iv.lua", "");
    uint64_t p = sow_paths_possible(r);
    ck_assert(p & ((uint64_t)1 << SOW_PATH_RELAY));
    ck_assert(p & ((uint64_t)1 << SOW_PATH_OPPOSITE));
    ck_assert(!(p & ((uint64_t)1 << SOW_PATH_FEED_FILTER)));
    ck_assert_str_eq(sow_path_name(SOW_PATH_CHAIN), "chain");
    ck_assert_str_eq(sow_path_name(SOW_PATH_END_FIRST + SOW_END_RELAY_CYCLE - 1), "relay_cycle");
    ck_assert_str_eq(sow_path_name(SOW_PATH__COUNT - 1), sow_end_name((sow_end)(SOW_END__COUNT - 1)));
    free(r);
    r = load_spec("al_manqala.lua", "");
    p = sow_paths_possible(r);
    ck_assert(!(p & ((uint64_t)1 << SOW_PATH_RELAY)));
    ck_assert(p & ((uint64_t)1 << SOW_PATH_FEED_FILTER));
    {
        sow_state s, a;
        sow_trace t;
        static const int pits[] = {0, 0, 0, 0, 0, 0, 4, 4, 1, 3, 3, 0, 0, 5};
        position(r, &s, pits, 0);
        a = s;
        sow_move(r, &a, 6, &t);
        sow_settle(r, &a);
        p = sow_ply_paths(r, &s, 6, &t, &a);
        ck_assert(p & ((uint64_t)1 << SOW_PATH_CAPTURE));
        ck_assert(p & ((uint64_t)1 << SOW_PATH_CHAIN));
        ck_assert(!(p & ((uint64_t)1 << SOW_PATH_ORIGIN_LAP)));
    }
    free(r);
}
END_TEST

/* ---- fuzz ----------------------------------------------------------------- */

static const char *const seeds[] = {
    "{\"op\":\"legal\"}",
    "{\"op\":\"legal\",\"board\":[6,6,6,6,6,6,6,6,6,6,6,6],\"to_move\":1,\"captured\":[0,0],\"sowings\":3,\"id\":1}",
    "{\"op\":\"move\",\"move\":3,\"id\":\"a\"}",
    "{\"op\":\"move\",\"board\":[0,0,0,0,0,1,0,0,0,0,2,1],\"to_move\":0,\"move\":5,\"quiet\":63,\"ply\":100}",
    "{\"op\":\"move\",\"board\":[0,0,0,0,0,0,0,0,0,0,2,1],\"to_move\":0,\"move\":\"pass\",\"last_mover\":1}",
    "{\"op\":\"perft\",\"depth\":2}",
    "{\"op\":\"perft\",\"depth\":3,\"board\":[1,2,3,4,5,6,6,5,4,3,2,1],\"to_move\":1}",
    "{\"op\":\"rules\"}",
    "{\"op\":\"new\",\"game\":3}",
    "{\"op\":\"new\"}",
};

static const char *const junk[] = {
    "null", "true", "[]", "{}", "\"x\"", "-1", "0", "1e400", "99999999999999999999", "-9223372036854775808",
    "9223372036854775807", "1.5", "\"pass\"", "[[[[[[[[[[]]]]]]]]]]", "{\"a\":{\"b\":[1,2]}}", "\"\\u0000\"",
    "\"\\ud800\"", "255", "256", "4294967296", "[255,0,0,0,0,0,0,0,0,0,0,0]", "[0,0]",
};

/* A well-formed request on an arbitrary position (pits: 12 or 14). */
static char *random_request(sow_rng *g, int pits, size_t *len)
{
    static const char *const ops[] = {"legal", "move", "move", "perft"};
    json_t *req = json_object(), *b = json_array();
    int left = 1 + (int)sow_rng_below(g, 255);
    for (int p = 0; p < pits; p++) {
        int c = sow_rng_below(g, 3) ? (int)sow_rng_below(g, (uint32_t)(left < 20 ? left + 1 : 20))
                                    : (int)sow_rng_below(g, (uint32_t)left + 1);
        left -= c;
        json_array_append_new(b, json_integer(c));
    }
    const char *op = ops[sow_rng_below(g, 4)];
    json_object_set_new(req, "op", json_string(op));
    json_object_set_new(req, "board", b);
    json_object_set_new(req, "to_move", json_integer(sow_rng_below(g, 2)));
    json_int_t c0 = sow_rng_below(g, 60), c1 = sow_rng_below(g, 60);   /* in a fixed order */
    json_object_set_new(req, "captured", json_pack("[II]", c0, c1));
    json_object_set_new(req, "sowings", json_integer(sow_rng_below(g, 3)));
    json_object_set_new(req, "quiet", json_integer(sow_rng_below(g, 70)));
    json_object_set_new(req, "ply", json_integer(sow_rng_below(g, 200)));
    if (strcmp(op, "move") == 0)
        json_object_set_new(req, "move", sow_rng_below(g, 8) ? json_integer(sow_rng_below(g, (uint32_t)pits))
                                                              : json_string("pass"));
    if (strcmp(op, "perft") == 0) json_object_set_new(req, "depth", json_integer(1 + sow_rng_below(g, 3)));
    char *s = json_dumps(req, JSON_COMPACT);
    json_decref(req);
    *len = strlen(s);
    return s;
}

static char *mutate(sow_rng *g, int pits, size_t *len)
{
    if (sow_rng_below(g, 4) == 0) return random_request(g, pits, len);
    const char *base = seeds[sow_rng_below(g, sizeof seeds / sizeof seeds[0])];
    size_t n = strlen(base);
    int kind = (int)sow_rng_below(g, 8);
    char *s;
    if (kind <= 1) {                             /* replace a value by junk (wrong types, huge numbers) */
        json_t *req = json_loads(base, 0, NULL);
        const char *keys[] = {"op", "board", "to_move", "captured", "sowings", "ply", "quiet", "last_mover",
                              "move", "depth", "game", "id", "extra"};
        const char *k = keys[sow_rng_below(g, sizeof keys / sizeof keys[0])];
        json_t *j = json_loads(junk[sow_rng_below(g, sizeof junk / sizeof junk[0])], JSON_DECODE_ANY, NULL);
        if (!j) j = json_integer((json_int_t)sow_rng_next(g));
        json_object_set_new(req, k, j);
        if (kind == 1 && json_is_array(json_object_get(req, "board"))) {
            json_t *b = json_object_get(req, "board");
            size_t at = sow_rng_below(g, (uint32_t)json_array_size(b) + 1);
            json_int_t v = (json_int_t)sow_rng_below(g, 600) - 100;
            json_array_set_new(b, at, json_integer(v));
        }
        s = json_dumps(req, JSON_COMPACT);
        json_decref(req);
        *len = strlen(s);
        return s;
    }
    if (kind == 2) {                             /* deep nesting */
        size_t d = sow_rng_below(g, 8) ? sow_rng_below(g, 64) : sow_rng_below(g, 5000);
        s = malloc(2 * d + 32);
        memset(s, '[', d);
        memset(s + d, ']', d);
        *len = 2 * d;
        return s;
    }
    s = malloc(2 * n + 64);
    memcpy(s, base, n);
    *len = n;
    if (kind == 3) {                             /* flip bytes */
        for (int k = (int)sow_rng_below(g, 4); k >= 0; k--) {
            uint32_t at = sow_rng_below(g, (uint32_t)n);
            s[at] = (char)sow_rng_below(g, 256);
        }
    } else if (kind == 4) {                      /* truncate */
        *len = sow_rng_below(g, (uint32_t)n);
    } else if (kind == 5) {                      /* duplicate a key */
        const char *dup = ",\"op\":\"legal\"}";
        memcpy(s + n - 1, dup, strlen(dup));
        *len = n - 1 + strlen(dup);
    } else if (kind == 6) {                      /* splice a number */
        char num[32];
        uint64_t x = sow_rng_next(g);
        int shift = (int)sow_rng_below(g, 64), neg = (int)sow_rng_below(g, 2);
        int m = snprintf(num, sizeof num, "%s%llu", neg ? "-" : "", (unsigned long long)(x >> shift));
        size_t at = sow_rng_below(g, (uint32_t)n);
        memmove(s + at + (size_t)m, s + at, n - at);
        memcpy(s + at, num, (size_t)m);
        *len = n + (size_t)m;
    } else {                                     /* insert random bytes */
        size_t at = sow_rng_below(g, (uint32_t)n), m = 1 + sow_rng_below(g, 8);
        memmove(s + at + m, s + at, n - at);
        for (size_t i = 0; i < m; i++) s[at + i] = (char)sow_rng_below(g, 256);
        *len = n + m;
    }
    return s;
}

START_TEST(test_fuzz)
{
    long count = FUZZ_DEFAULT, i, nok = 0;
    const char *env = getenv("SOW_FUZZ_N");
    const char *specs[] = {"mangala_ii.lua", "al_manqala.lua", "mangala_iv.lua"};
    sow_rules *r[3];
    sow_oracle *o[3];
    sow_rng g;
    clock_t t0 = clock();
    if (env && atol(env) > 0) count = atol(env);
    for (i = 0; i < 3; i++) {
        r[i] = load_spec(specs[i], "");
        o[i] = sow_oracle_new(r[i], 1);
        sow_oracle_set_max_depth(o[i], 3);      /* a mutated depth must not make the run long */
    }
    sow_rng_seed(&g, 20240601, 0);
    for (i = 0; i < count; i++) {
        size_t len;
        char *line = mutate(&g, r[i % 3]->pits, &len);
        char *out = sow_oracle_answer(o[i % 3], line, len);
        if (out) {
            json_error_t e;
            json_t *a = json_loads(out, 0, &e);
            ck_assert_msg(a && json_is_object(a) && json_is_boolean(json_object_get(a, "ok")),
                          "request %ld: bad answer %s", i, out);
            if (json_is_false(json_object_get(a, "ok")))
                ck_assert_msg(json_is_string(json_object_get(a, "error")), "request %ld: %s", i, out);
            else
                nok++;
            json_decref(a);
            free(out);
        } else {
            for (size_t k = 0; k < len; k++)
                ck_assert_msg(line[k] == ' ' || line[k] == '\t' || line[k] == '\r' || line[k] == '\n',
                              "request %ld: no answer to a non-blank line", i);
        }
        free(line);
    }
    fprintf(stderr, "fuzz: %ld requests (%ld answered ok) in %.1f s CPU\n", count, nok,
            (double)(clock() - t0) / CLOCKS_PER_SEC);
    ck_assert(nok > 0 && nok < count);
    for (i = 0; i < 3; i++) {
        sow_oracle_free(o[i]);
        free(r[i]);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("oracle");
    TCase *tc = tcase_create("oracle");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_perft_and_id);
    tcase_add_test(tc, test_bad_requests);
    tcase_add_test(tc, test_ops);
    tcase_add_test(tc, test_vectors_replay);
    tcase_add_test(tc, test_paths);
    tcase_add_test(tc, test_fuzz);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
