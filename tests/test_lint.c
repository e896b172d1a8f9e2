/* test_lint.c - `sow lint`: each spec of tests/lint_specs triggers its
 * finding, a reading that does not load is reported without stopping the
 * other checks, the real specs are clean against the project's rule texts
 * (docs/rules, found by default beside the spec's directory, then as
 * ./docs/rules; a missing directory is a failure here, never a skip), and
 * the command's exit status says errors (1) from a spec that does not load (2). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sow_tools.h"
#include "support.h"

#define LINT_DIR SOW_SOURCE_DIR "/tests/lint_specs"
#define RULES_DIR SOW_SOURCE_DIR "/docs/rules"

static const sow_lint_finding *find(const sow_lint_report *rep, const char *code)
{
    for (int i = 0; i < rep->n; i++)
        if (!strcmp(rep->f[i].code, code)) return &rep->f[i];
    return NULL;
}

static void dump(const sow_lint_report *rep, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = 0;
    for (int i = 0; i < rep->n && len + 1 < cap; i++)
        len += (size_t)snprintf(buf + len, cap - len, "\n  %s %s %s: %s", sow_lint_severity_name(rep->f[i].severity),
                                rep->f[i].code, rep->f[i].where, rep->f[i].msg);
}

static void lint_ok(const char *path, const char *rules, sow_lint_report *rep)
{
    sow_lint_options opt = {rules};
    sow_error err;
    int rc = sow_lint(path, &opt, rep, &err);
    ck_assert_msg(rc == 0, "%s does not load: %s:%d: %s: %s", path, err.file, err.line, err.field, err.msg);
}

/* Lints tests/lint_specs/NAME and asserts a finding CODE of severity SEV at WHERE (NULL: any). */
static void expect(const char *name, const char *code, sow_lint_severity sev, const char *where)
{
    char path[1024], all[8192];
    snprintf(path, sizeof path, "%s/%s", LINT_DIR, name);
    sow_lint_report rep;
    lint_ok(path, NULL, &rep);
    dump(&rep, all, sizeof all);
    const sow_lint_finding *f = find(&rep, code);
    ck_assert_msg(f != NULL, "%s: no %s finding; got:%s", name, code, all);
    ck_assert_msg(f->severity == sev, "%s: %s is a %s, expected a %s", name, code,
                  sow_lint_severity_name(f->severity), sow_lint_severity_name(sev));
    if (where) ck_assert_msg(!strcmp(f->where, where), "%s: %s at '%s', expected '%s'", name, code, f->where, where);
    ck_assert_int_eq(rep.errors + rep.warnings + rep.notes, rep.n);
    for (int i = 1; i < rep.n; i++)
        ck_assert_msg(rep.f[i - 1].severity <= rep.f[i].severity, "%s: findings not sorted by severity", name);
    sow_lint_free(&rep);
}

START_TEST(test_questions)
{
    expect("question_no_effect.lua", "question-no-effect", SOW_LINT_WARNING, "LT.Q1=same");
    expect("readings_identical.lua", "readings-identical", SOW_LINT_WARNING, "LT.Q1=top");
    expect("single_reading.lua", "question-single-reading", SOW_LINT_NOTE, "LT.Q1");
}
END_TEST

START_TEST(test_reading_invalid)
{
    sow_lint_report rep;
    char all[8192];
    lint_ok(LINT_DIR "/reading_invalid.lua", NULL, &rep);
    dump(&rep, all, sizeof all);
    const sow_lint_finding *f = find(&rep, "reading-invalid");
    ck_assert_msg(f != NULL, "no reading-invalid; got:%s", all);
    ck_assert_int_eq(f->severity, SOW_LINT_ERROR);
    ck_assert_str_eq(f->where, "LT.Q1=typo");
    ck_assert_msg(strstr(f->msg, "capture.chian") != NULL, "the loader's message is kept: %s", f->msg);
    /* the other checks went on */
    ck_assert_msg(find(&rep, "question-no-effect") != NULL, "LT.Q2 not checked after LT.Q1 failed:%s", all);
    ck_assert_msg(find(&rep, "field-twice") != NULL, "source not checked after a reading failed:%s", all);
    ck_assert_int_eq(rep.errors, 1);
    sow_lint_free(&rep);
}
END_TEST

START_TEST(test_rules_checks)
{
    expect("parity_endless.lua", "parity-endless", SOW_LINT_WARNING, "capture.counts");
    expect("parity_split.lua", "parity-split", SOW_LINT_WARNING, "finish.endless.rest");
    expect("no_capture.lua", "no-capture", SOW_LINT_ERROR, "capture.counts");
    expect("threshold_unreachable.lua", "threshold-unreachable", SOW_LINT_ERROR, "finish.threshold");
    expect("win_unreachable.lua", "threshold-unreachable", SOW_LINT_ERROR, "finish.win_needs");
    expect("threshold_below_win.lua", "threshold-below-win", SOW_LINT_WARNING, "finish.threshold");
    expect("relay_one.lua", "relay-one", SOW_LINT_WARNING, "sow.relay");
    expect("relay_endless.lua", "relay-endless", SOW_LINT_ERROR, "sow.relay");
    expect("relay_shadowed.lua", "relay-shadowed", SOW_LINT_NOTE, "sow.relay");
    expect("limits_shadow.lua", "limits-shadow", SOW_LINT_WARNING, "limits.plies");
    /* a finding only one reading has names the reading */
    expect("reading_finding.lua", "threshold-unreachable", SOW_LINT_ERROR, "finish.threshold@LT.Q1=high");
}
END_TEST

START_TEST(test_clean)
{
    sow_lint_report rep;
    char all[8192];
    lint_ok(LINT_DIR "/clean.lua", NULL, &rep);
    dump(&rep, all, sizeof all);
    for (int i = 0; i < rep.n; i++)
        ck_assert_msg(!strcmp(rep.f[i].code, "rules-skipped"), "clean.lua has findings:%s", all);
    sow_lint_free(&rep);
}
END_TEST

START_TEST(test_field_twice)
{
    expect("field_twice.lua", "field-twice", SOW_LINT_WARNING, "capture.counts");
    sow_lint_report rep;
    char all[8192];
    lint_ok(LINT_DIR "/field_twice.lua", NULL, &rep);
    dump(&rep, all, sizeof all);
    const sow_lint_finding *f = find(&rep, "field-twice");
    ck_assert_int_eq(f->line, 9);
    ck_assert_msg(strstr(f->msg, "lines 7 and 9") != NULL, "%s", f->msg);
    int n = 0;
    for (int i = 0; i < rep.n; i++) n += !strcmp(rep.f[i].code, "field-twice");
    ck_assert_msg(n == 1, "assignments in a function body are not table keys:%s", all);
    sow_lint_free(&rep);

    /* the tokenizer: strings, long strings, comments and nested tables */
    static const char src[] =
        "return { a = 1, b = \"a = 2, a = 3\", --[[ a = 4 ]] c = [==[ a = ]] 5 ]==],\n"
        "  t = { a = 1, [\"a\"] = 2, x = { a = 1 } },\n"
        "  f = function() local a = 1; a = 2; if a then a = 3 end end,\n"
        "  -- a = 9\n"
        "  [\"k\"] = 1, [\"k\"] = 2,\n"
        "  a = 6 }\n";
    memset(&rep, 0, sizeof rep);
    ck_assert_int_eq(sow_lint_source(src, sizeof src - 1, &rep), 2);
    sow_lint_sort(&rep);
    dump(&rep, all, sizeof all);
    ck_assert_msg(!strcmp(rep.f[0].where, "[\"k\"]") && rep.f[0].line == 5, "got:%s", all);
    ck_assert_msg(!strcmp(rep.f[1].where, "a") && rep.f[1].line == 6, "got:%s", all);
    sow_lint_free(&rep);
}
END_TEST

START_TEST(test_rule_ids)
{
    char dir[] = "/tmp/sow_lint_rules_XXXXXX";
    ck_assert_ptr_nonnull(mkdtemp(dir));
    char file[256];
    snprintf(file, sizeof file, "%s/lz.md", dir);
    FILE *f = fopen(file, "w");
    ck_assert_ptr_nonnull(f);
    fputs("# LZ\n\n- LZ.B1 A board.\n- LZ.C1 A capture.\n\n| id | question | readings |\n|---|---|---|\n"
          "| LZ.Q1 | First? | `south`; `north` |\n| LZ.Q2 | Origin? | `sow`; `skip` |\n",
          f);
    fclose(f);
    sow_lint_report rep;
    char all[8192];
    lint_ok(LINT_DIR "/rule_ids.lua", dir, &rep);
    dump(&rep, all, sizeof all);
    const sow_lint_finding *x = find(&rep, "rule-id-missing");
    ck_assert_msg(x && !strcmp(x->where, "LZ.C1"), "got:%s", all);
    x = find(&rep, "question-missing");
    ck_assert_msg(x && !strcmp(x->where, "LZ.Q2"), "got:%s", all);
    x = find(&rep, "rule-id-unknown");
    ck_assert_msg(x && strstr(x->msg, "LZ.C7"), "got:%s", all);
    int n = 0;
    for (int i = 0; i < rep.n; i++)
        n += !strcmp(rep.f[i].code, "rule-id-missing") || !strcmp(rep.f[i].code, "question-missing");
    ck_assert_msg(n == 2, "LZ.B1 and LZ.Q1 are present:%s", all);
    ck_assert_str_eq(rep.rules_file, file);
    sow_lint_free(&rep);
    remove(file);
    rmdir(dir);
}
END_TEST

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    ck_assert_msg(f != NULL, "cannot write %s", path);
    fputs(text, f);
    fclose(f);
}

static void lint_default(const char *path, sow_lint_report *rep, char *all, size_t cap)
{
    lint_ok(path, NULL, rep);
    dump(rep, all, cap);
}

/* Lints text as a spec in a fresh directory; returns the report's findings dumped. */
static void lint_text(const char *text, sow_lint_report *rep, char *all, size_t cap)
{
    char dir[] = "/tmp/sow_lint_family_XXXXXX", path[64];
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/spec.lua", dir);
    write_file(path, text);
    lint_ok(path, NULL, rep);
    dump(rep, all, cap);
    remove(path);
    rmdir(dir);
}

#define SPEC(rest) "return { name = \"T\", board = { row = 6 }, setup = { deal = \"equal\", total = 48 }, " rest " }\n"

/* The rules checks see the family's fields: seeds that leave through the
 * stores, captures while sowing or children are no game without captures;
 * a relay stops on a capturing count only for the count kinds, and
 * relay_from next tests the pit after the landing one. */
START_TEST(test_rules_family)
{
    static const struct { const char *spec, *code; int found; } cases[] = {
        {SPEC("capture = { counts = {} }"), "no-capture", 1},
        {SPEC("sow = { stores = \"own\" }, capture = { counts = {} }"), "no-capture", 0},   /* MancalaGames' NoCapt */
        {SPEC("capture = { counts = {}, while_sowing = { counts = { 4 } } }"), "no-capture", 0},
        {SPEC("sow = { first_seed = \"store\" }, capture = { counts = {} }"), "no-capture", 0},
        {SPEC("capture = { counts = {}, before_sowing = \"singles_across\" }"), "no-capture", 0},   /* Huroy */
        {SPEC("sow = { bear_off = true }, capture = { counts = {} }"), "no-capture", 0},          /* borne off */
        {SPEC("capture = { counts = {} }, children = { counts = { 4 } }"), "no-capture", 0},
        {SPEC("capture = { kind = \"two_out\" }"), "no-capture", 0},
        {SPEC("capture = { kind = \"pull_across\" }"), "no-capture", 1},          /* a pull takes nothing */
        {SPEC("sow = { stores = \"own\" }, capture = { kind = \"pull_across\" }"), "no-capture", 0},
        {SPEC("sow = { relay = function(c) return c >= 2 end }, capture = { counts = function(c) return c >= 1 end }"),
         "relay-shadowed", 1},
        {SPEC("sow = { relay = function(c) return c >= 2 end }, capture = { kind = \"cross\" }"), "relay-shadowed", 0},
        {SPEC("sow = { relay = function(c) return c >= 2 end }, capture = { kind = \"two_out\" }"), "relay-shadowed", 0},
        {SPEC("sow = { relay = function(c) return c >= 2 end, relay_from = \"next\" }, capture = { counts = { 2, 3 } }"),
         "relay-shadowed", 0},
        {SPEC("sow = { relay = function(c) return c >= 1 end }, capture = { counts = { 4 } }"), "relay-one", 1},
        {SPEC("sow = { relay = function(c) return c >= 1 end, relay_from = \"next\" }, capture = { kind = \"cross\" }"),
         "relay-one", 0},
        {SPEC("sow = { relay = function(c) return c >= 1 end }, capture = { counts = {} }"), "relay-endless", 1},
        {SPEC("sow = { relay = function(c) return c >= 1 end, stores = \"own\" }, capture = { counts = {} }"),
         "relay-endless", 0},
        {SPEC("sow = { relay = function(c) return c >= 1 end }, capture = { kind = \"cross\" }"), "relay-endless", 1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sow_lint_report rep;
        char all[8192];
        lint_text(cases[i].spec, &rep, all, sizeof all);
        ck_assert_msg((find(&rep, cases[i].code) != NULL) == cases[i].found, "%s%s a %s finding; got:%s", cases[i].spec,
                      cases[i].found ? "lacks" : "has", cases[i].code, all);
        sow_lint_free(&rep);
    }
}
END_TEST

/* Without --rules: docs/rules beside the spec's directory first, then
 * ./docs/rules; neither: a warning that says the ids were not checked. */
START_TEST(test_rules_default)
{
    sow_lint_report rep;
    char all[8192], want[1024];
    lint_default(SOW_SOURCE_DIR "/specs/mangala_ii.lua", &rep, all, sizeof all);
    ck_assert_str_eq(rep.rules_file, RULES_DIR "/mangala_ii.md");
    sow_lint_free(&rep);

    char cwd[1024], t[] = "/tmp/sow_lint_default_XXXXXX", p[1200];
    ck_assert_ptr_nonnull(getcwd(cwd, sizeof cwd));
    ck_assert_ptr_nonnull(mkdtemp(t));
    static const char *const dirs[] = {"docs", "docs/rules", "specs", "cwd", "cwd/docs", "cwd/docs/rules"};
    for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++) {
        snprintf(p, sizeof p, "%s/%s", t, dirs[i]);
        ck_assert_int_eq(mkdir(p, 0700), 0);
    }
    /* beside the spec: all of LZ (nothing missing); in the current directory: LZ.C1 missing */
    snprintf(p, sizeof p, "%s/docs/rules/lz.md", t);
    write_file(p, "- LZ.B1 A board.\n- LZ.C7 A capture.\n\n| LZ.Q1 | First? | `south`; `north` |\n");
    snprintf(p, sizeof p, "%s/cwd/docs/rules/lz.md", t);
    write_file(p, "- LZ.B1 A board.\n- LZ.C1 A capture.\n\n| LZ.Q1 | First? | `south`; `north` |\n");
    FILE *in = fopen(LINT_DIR "/rule_ids.lua", "r");
    ck_assert_ptr_nonnull(in);
    char src[4096];
    size_t n = fread(src, 1, sizeof src - 1, in);
    fclose(in);
    src[n] = '\0';
    snprintf(p, sizeof p, "%s/specs/rule_ids.lua", t);
    write_file(p, src);

    snprintf(p, sizeof p, "%s/cwd", t);
    ck_assert_int_eq(chdir(p), 0);
    snprintf(p, sizeof p, "%s/specs/rule_ids.lua", t);
    lint_default(p, &rep, all, sizeof all);
    snprintf(want, sizeof want, "%s/docs/rules/lz.md", t);
    ck_assert_msg(!strcmp(rep.rules_file, want), "beside the spec first: got '%s':%s", rep.rules_file, all);
    ck_assert_msg(!find(&rep, "rule-id-missing") && !find(&rep, "rules-skipped"), "%s", all);
    sow_lint_free(&rep);

    /* tests/lint_specs/x.lua: no tests/docs/rules, so ./docs/rules */
    lint_default(LINT_DIR "/rule_ids.lua", &rep, all, sizeof all);
    ck_assert_msg(!strcmp(rep.rules_file, "./docs/rules/lz.md"), "then ./docs/rules: got '%s':%s", rep.rules_file, all);
    const sow_lint_finding *f = find(&rep, "rule-id-missing");
    ck_assert_msg(f && !strcmp(f->where, "LZ.C1"), "%s", all);
    sow_lint_free(&rep);

    /* neither: not a quiet skip */
    snprintf(p, sizeof p, "%s/specs", t);
    ck_assert_int_eq(chdir(p), 0);
    lint_default(LINT_DIR "/rule_ids.lua", &rep, all, sizeof all);
    ck_assert_str_eq(rep.rules_file, "");
    f = find(&rep, "rules-skipped");
    ck_assert_msg(f && f->severity == SOW_LINT_WARNING, "no rules directory is a warning:%s", all);
    ck_assert_msg(strstr(f->msg, "no rules directory found") && strstr(f->msg, "NOT checked") &&
                      strstr(f->msg, SOW_SOURCE_DIR "/tests/docs/rules") && strstr(f->msg, "./docs/rules"),
                  "the message names what was looked for: %s", f->msg);
    sow_lint_free(&rep);

    ck_assert_int_eq(chdir(cwd), 0);
    static const char *const files[] = {"docs/rules/lz.md", "cwd/docs/rules/lz.md", "specs/rule_ids.lua"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        snprintf(p, sizeof p, "%s/%s", t, files[i]);
        remove(p);
    }
    for (size_t i = sizeof dirs / sizeof dirs[0]; i-- > 0;) {
        snprintf(p, sizeof p, "%s/%s", t, dirs[i]);
        rmdir(p);
    }
    rmdir(t);
}
END_TEST

START_TEST(test_real_specs)
{
    static const char *const specs[] = {"mangala_ii.lua", "mangala_iv.lua", "al_manqala.lua"};
    struct stat st;
    ck_assert_msg(stat(RULES_DIR, &st) == 0 && S_ISDIR(st.st_mode), "the rule texts are missing: %s", RULES_DIR);
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        char path[1024], all[8192], want[1024];
        snprintf(path, sizeof path, "%s/specs/%s", SOW_SOURCE_DIR, specs[i]);
        snprintf(want, sizeof want, "%s/%.*s.md", RULES_DIR, (int)(strlen(specs[i]) - 4), specs[i]);
        sow_lint_report rep;
        lint_ok(path, RULES_DIR, &rep);
        dump(&rep, all, sizeof all);
        ck_assert_msg(rep.errors == 0, "%s has lint errors:%s", specs[i], all);
        ck_assert_msg(!strcmp(rep.rules_file, want), "%s: checked against '%s', expected %s:%s", specs[i],
                      rep.rules_file, want, all);
        for (int k = 0; k < rep.n; k++)
            ck_assert_msg(strcmp(rep.f[k].code, "rule-id-missing") && strcmp(rep.f[k].code, "question-missing") &&
                              strcmp(rep.f[k].code, "rule-id-unknown") && strcmp(rep.f[k].code, "rules-skipped") &&
                              strcmp(rep.f[k].code, "question-extra"),
                          "%s:%s", specs[i], all);
        /* single-reading questions are notes, never warnings */
        for (int k = 0; k < rep.n; k++)
            ck_assert_msg(strcmp(rep.f[k].code, "question-no-effect"), "%s:%s", specs[i], all);
        char *json = sow_lint_json(&rep);
        ck_assert_ptr_nonnull(json);
        ck_assert_int_eq(json[0], '[');
        free(json);
        sow_lint_free(&rep);
    }
}
END_TEST

START_TEST(test_bad_spec)
{
    sow_lint_report rep;
    sow_lint_options opt = {NULL};
    sow_error err;
    ck_assert_int_eq(sow_lint(SOW_SOURCE_DIR "/tests/bad_specs/01_syntax_error.lua", &opt, &rep, &err), -1);
    ck_assert_int_eq(rep.n, 0);
    ck_assert_msg(err.msg[0] != 0, "the loader's error is returned");
    sow_lint_free(&rep);
}
END_TEST

static int run(const char *args)
{
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "'%s' lint %s >/dev/null 2>&1", SOW_BINARY, args);
    int st = system(cmd);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

START_TEST(test_exit_status)
{
    if (access(SOW_BINARY, X_OK) != 0) return;           /* the command is not built */
    ck_assert_int_eq(run("'" LINT_DIR "/relay_one.lua'"), 0);
    ck_assert_int_eq(run("'" LINT_DIR "/no_capture.lua'"), 1);
    ck_assert_int_eq(run("'" LINT_DIR "/reading_invalid.lua' --json"), 1);
    ck_assert_int_eq(run("'" SOW_SOURCE_DIR "/tests/bad_specs/01_syntax_error.lua'"), 2);
    ck_assert_int_eq(run("'" LINT_DIR "/clean.lua' --rules /nonexistent/dir"), 2);
    ck_assert_int_eq(run(""), 2);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("lint");
    TCase *tc = tcase_create("lint");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_questions);
    tcase_add_test(tc, test_reading_invalid);
    tcase_add_test(tc, test_rules_checks);
    tcase_add_test(tc, test_rules_family);
    tcase_add_test(tc, test_clean);
    tcase_add_test(tc, test_field_twice);
    tcase_add_test(tc, test_rule_ids);
    tcase_add_test(tc, test_rules_default);
    tcase_add_test(tc, test_real_specs);
    tcase_add_test(tc, test_bad_spec);
    tcase_add_test(tc, test_exit_status);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
