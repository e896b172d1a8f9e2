/* test_specs.c - the spec loader: every bad spec under tests/bad_specs is
 * refused with a message naming the file and what was expected (listed in
 * tests/bad_specs/expected.txt), bad reading choices are refused, and the
 * good specs load with every declared reading. */
#define _DEFAULT_SOURCE  /* mkstemps */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "support.h"

#define BAD_DIR SOW_SOURCE_DIR "/tests/bad_specs"

START_TEST(test_bad_specs)
{
    FILE *f = fopen(BAD_DIR "/expected.txt", "r");
    ck_assert_ptr_nonnull(f);
    char line[512];
    int checked = 0;
    static sow_rules r;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n') continue;
        line[strcspn(line, "\n")] = 0;
        char *tab = strchr(line, '\t');
        ck_assert_msg(tab != NULL, "expected.txt: no tab in '%s'", line);
        *tab = 0;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", BAD_DIR, line);
        sow_error err;
        int rc = try_load(path, NULL, &r, &err);
        ck_assert_msg(rc == -1, "%s loaded, expected an error containing '%s'", line, tab + 1);
        ck_assert_msg(strstr(err.file, line) != NULL, "%s: the error names file '%s'", line, err.file);
        char all[sizeof err.field + sizeof err.msg + 4];
        snprintf(all, sizeof all, "%s: %s", err.field, err.msg);
        ck_assert_msg(strstr(all, tab + 1) != NULL, "%s: error '%s' lacks '%s'", line, all, tab + 1);
        checked++;
    }
    fclose(f);
    ck_assert_int_ge(checked, 15);
}
END_TEST

static void expect_choice_error(const char *readings, const char *want)
{
    static sow_rules r;
    sow_error err;
    int rc = try_load(SOW_SOURCE_DIR "/specs/mangala_ii.lua", readings, &r, &err);
    ck_assert_msg(rc == -1, "readings %s accepted", readings);
    ck_assert_msg(strstr(err.msg, want) != NULL, "readings %s: '%s' lacks '%s'", readings, err.msg, want);
}

START_TEST(test_bad_choices)
{
    expect_choice_error("II.Q1=foo", "unknown reading 'foo' for II.Q1");
    expect_choice_error("II.Q1=foo", "sow, skip");
    expect_choice_error("II.Q9=sow", "unknown open question II.Q9");
    expect_choice_error("II.Q1=sow,II.Q1=skip", "chosen twice");
}
END_TEST

START_TEST(test_missing_file)
{
    static sow_rules r;
    sow_error err;
    ck_assert_int_eq(try_load(SOW_SOURCE_DIR "/specs/no_such_game.lua", NULL, &r, &err), -1);
    ck_assert_ptr_nonnull(strstr(err.msg, "cannot read"));
}
END_TEST

/* Every reading of every question of every spec loads and differs from the
 * default somewhere unless its patch is empty by design. */
START_TEST(test_every_reading_loads)
{
    static const char *const specs[] = {"mangala_ii.lua", "mangala_iv.lua", "al_manqala.lua"};
    for (int i = 0; i < 3; i++) {
        sow_rules *r = load_spec(specs[i], NULL);
        ck_assert_int_gt(r->nquestions, 0);
        for (int q = 0; q < r->nquestions; q++) {
            ck_assert_int_eq(r->question[q].chosen, 0);
            for (int k = 0; k < r->question[q].nreadings; k++) {
                char choice[160];
                snprintf(choice, sizeof choice, "%s=%s", r->question[q].id, r->question[q].reading[k]);
                sow_rules *v = load_spec(specs[i], choice);
                ck_assert_int_eq(v->question[q].chosen, k);
                /* the hash covers what was compiled: another reading, another hash */
                if (k == 0) ck_assert_uint_eq(v->spec_hash, r->spec_hash);
                else ck_assert_uint_ne(v->spec_hash, r->spec_hash);
                free(v);
            }
        }
        free(r);
    }
}
END_TEST

/* Each question of the project's rule texts (docs/rules/X.md, the rows
 * "| XX.Qn |" of their question tables) is declared by its spec, specs/X.lua.
 * A missing directory or a game without questions is a failure, not a skip. */
#define RULES_DIR SOW_SOURCE_DIR "/docs/rules"

START_TEST(test_questions_declared)
{
    static const struct { const char *game; int min; } games[] = {
        {"mangala_ii", 8}, {"mangala_iv", 12}, {"al_manqala", 9}};
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        char path[1024], spec[256], line[4096], missing[2048] = "";
        snprintf(path, sizeof path, "%s/%s.md", RULES_DIR, games[i].game);
        FILE *f = fopen(path, "r");
        ck_assert_msg(f != NULL, "the rule text %s is missing", path);
        snprintf(spec, sizeof spec, "%s.lua", games[i].game);
        sow_rules *r = load_spec(spec, NULL);
        int n = 0;
        while (fgets(line, sizeof line, f)) {
            char id[32];
            int len = 0;
            if (sscanf(line, "| %31[A-Z].Q%*[0-9]%n", id, &len) != 1 || len == 0) continue;
            const char *e = line + len;
            while (*e == ' ') e++;
            if (*e != '|') continue;
            const char *b = line + 1;
            while (*b == ' ') b++;
            snprintf(id, sizeof id, "%.*s", (int)(line + len - b), b);
            n++;
            int found = 0;
            for (int q = 0; q < r->nquestions; q++) found |= !strcmp(r->question[q].id, id);
            if (!found && strlen(missing) + strlen(id) + 2 < sizeof missing) {
                strcat(missing, " ");
                strcat(missing, id);
            }
        }
        fclose(f);
        free(r);
        ck_assert_msg(n >= games[i].min, "%s: %d questions found, expected at least %d", path, n, games[i].min);
        ck_assert_msg(!missing[0], "%s does not declare the questions of %s:%s", spec, path, missing);
    }
}
END_TEST

/* ---- the default check: each first reading restates the spec --------- */

static void write_spec(const char *path, const char *first_patch)
{
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fprintf(f, "return { name = 'defaults', board = { row = 6 }, setup = { deal = 'equal', total = 72 },\n"
               "  capture = { counts = { 2, 4, 6 }, chain = 'preceding' },\n"
               "  open { id = 'X.Q1', 'What does the first reading say?',\n"
               "    { 'first', %s }, { 'skip', { sow = { origin = 'skip' } } } } }\n", first_patch);
    fclose(f);
}

#define TEMP_SPEC "/tmp/sow_defaults_XXXXXX.lua"

static void make_temp(char *path)
{
    int fd = mkstemps(path, 4);
    ck_assert_int_ge(fd, 0);
    close(fd);
}

/* A first reading that leaves the table as it is needs no compile; one that
 * rewrites it is compiled and compared: either way the verdict is the
 * rules', with or without another reading chosen. */
START_TEST(test_default_check)
{
    static const struct { const char *patch; int ok; } cases[] = {
        {"{ capture = { counts = { 2, 4, 6 } } }", 1},   /* the spec's own list, written again */
        {"{ capture = { counts = { 6, 4, 2 } } }", 1},   /* another list, the same counts */
        {"{ first = 'south' }", 1},                      /* a field the spec leaves at its default */
        {"{ capture = {}, feed = {} }", 1},
        {"{}", 1},
        {"{ capture = { counts = { 2, 4 } } }", 0},
        {"{ capture = { chain = 'following' } }", 0},
        {"{ capture = { counts = function(c) return c == 2 end } }", 0},
    };
    char path[] = TEMP_SPEC;
    static sow_rules r;
    make_temp(path);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        write_spec(path, cases[i].patch);
        for (int chosen = 0; chosen < 2; chosen++) {
            sow_error err;
            int rc = try_load(path, chosen ? "X.Q1=skip" : NULL, &r, &err);
            ck_assert_msg((rc == 0) == cases[i].ok, "%s (%s): %s", cases[i].patch, chosen ? "skip" : "defaults",
                          rc ? err.msg : "loaded");
            if (rc)
                ck_assert_msg(strstr(err.msg, "is the default, yet it changes the spec") != NULL, "%s: %s",
                              cases[i].patch, err.msg);
        }
    }
    unlink(path);
}
END_TEST

/* sow_spec_load_known: an earlier load spares the default check while the
 * files are the same, and only then. */
START_TEST(test_load_known)
{
    char path[] = TEMP_SPEC;
    sow_rules *plain = malloc(sizeof *plain), *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    sow_choice skip = {"X.Q1", "skip"};
    sow_error err;
    ck_assert(plain && a && b);
    make_temp(path);
    write_spec(path, "{ capture = { counts = { 2, 4, 6 } } }");
    ck_assert_int_eq(sow_spec_load(path, NULL, 0, plain, &err), 0);
    ck_assert_int_eq(sow_spec_load(path, &skip, 1, a, &err), 0);
    ck_assert_int_eq(sow_spec_load_known(path, &skip, 1, plain, b, &err), 0);
    ck_assert(sow_rules_same(a, b));
    ck_assert_uint_eq(a->spec_hash, b->spec_hash);
    ck_assert_uint_ne(a->spec_hash, plain->spec_hash);
    write_spec(path, "{ capture = { counts = { 2, 4 } } }");   /* the file changed: checked again */
    ck_assert_int_eq(sow_spec_load_known(path, &skip, 1, plain, b, &err), -1);
    ck_assert_ptr_nonnull(strstr(err.msg, "is the default, yet it changes the spec"));
    unlink(path);
    free(plain);
    free(a);
    free(b);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("specs");
    TCase *tc = tcase_create("loader");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_bad_specs);
    tcase_add_test(tc, test_bad_choices);
    tcase_add_test(tc, test_missing_file);
    tcase_add_test(tc, test_every_reading_loads);
    tcase_add_test(tc, test_questions_declared);
    tcase_add_test(tc, test_default_check);
    tcase_add_test(tc, test_load_known);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
