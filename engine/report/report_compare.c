/* report_compare.c - audit and diff results files (`sow audit --json`,
 * `sow diff --json`) as one self-contained HTML page (`sow report`,
 * docs/report.md). A file is checked for every field the page draws, so a
 * page never shows a hole; the files' objects go into the page whole, and
 * its script (compare_page.html, compiled in by CMake) draws the tables, the
 * SVG bars of the first mover's shift and the example commands. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report_internal.h"

extern const char sow_compare_page_html[];   /* compare_page.c, generated from compare_page.html */

/* A field the page needs: its dotted path under an object, and its type
 * (s string, n number, i integer, b boolean, a array, o object). */
typedef struct {
    const char *path, type;
} need;

static const need audit_needs[] = {
    {"version", 's'},      {"spec", 's'},     {"name", 's'},   {"spec_hash", 's'},
    {"games", 'i'},        {"seed", 'i'},     {"agents", 'a'}, {"multiple_testing.procedure", 's'},
    {"multiple_testing.alpha", 'n'}, {"multiple_testing.family", 'i'}, {"readings", 'a'},
    {"not_playable", 'a'}, {NULL, 0}};
static const need diff_needs[] = {
    {"version", 's'}, {"seed", 'i'}, {"agents", 'a'}, {"multiple_testing.procedure", 's'},
    {"multiple_testing.alpha", 'n'}, {"multiple_testing.family", 'i'}, {NULL, 0}};
static const need reading_needs[] = {
    {"rank", 'i'}, {"question", 's'}, {"text", 's'}, {"reading", 's'}, {"default", 's'}, {"comparison", 'o'}, {NULL, 0}};
static const need comparison_needs[] = {
    {"a.label", 's'}, {"a.spec_hash", 's'}, {"b.label", 's'}, {"b.spec_hash", 's'}, {"games", 'i'},
    {"partial", 'b'}, {"divergence.count", 'i'}, {"divergence.of", 'i'}, {"divergence.rate", 'n'},
    {"divergence.lo", 'n'}, {"divergence.hi", 'n'}, {"result_changed.count", 'i'}, {"result_changed.of", 'i'},
    {"result_changed.rate", 'n'}, {"result_changed.lo", 'n'}, {"result_changed.hi", 'n'},
    {"changes.first_win_rate.a", 'n'}, {"changes.first_win_rate.b", 'n'}, {"changes.first_win_rate.delta", 'n'},
    {"changes.first_win_rate.lo", 'n'}, {"changes.first_win_rate.hi", 'n'}, {"changes.first_win_rate.p", 'n'},
    {"changes.first_win_rate.p_holm", 'n'}, {"changes.first_win_rate.significant", 'b'},
    {"mcnemar_first_wins.a_only", 'i'}, {"mcnemar_first_wins.b_only", 'i'}, {"mcnemar_first_wins.chi2", 'n'},
    {"mcnemar_first_wins.p_holm", 'n'}, {"mcnemar_first_wins.significant", 'b'}, {"examples", 'a'}, {NULL, 0}};
static const need example_needs[] = {{"game", 'i'}, {"ply", 'i'}, {"command_a", 's'}, {"command_b", 's'}, {NULL, 0}};

static json_t *lookup(json_t *o, const char *path)
{
    char key[64];
    while (o && *path) {
        size_t n = strcspn(path, ".");
        if (n >= sizeof key || !json_is_object(o)) return NULL;
        memcpy(key, path, n);
        key[n] = '\0';
        o = json_object_get(o, key);
        path += n + (path[n] == '.');
    }
    return o;
}

static int has_type(const json_t *v, char type)
{
    switch (type) {
    case 's': return json_is_string(v);
    case 'n': return json_is_number(v);
    case 'i': return json_is_integer(v);
    case 'b': return json_is_boolean(v);
    case 'a': return json_is_array(v);
    default: return json_is_object(v);
    }
}

static const char *type_name(char type)
{
    return type == 's' ? "a string" : type == 'n' ? "a number" : type == 'i' ? "an integer"
         : type == 'b' ? "true or false" : type == 'a' ? "an array" : "an object";
}

/* Every need of o (at prefix, for the message) is there with its type. */
static int check(const char *file, const char *prefix, json_t *o, const need *nd, sow_error *err)
{
    for (; nd->path; nd++) {
        json_t *v = lookup(o, nd->path);
        if (has_type(v, nd->type)) continue;
        char field[160];
        snprintf(field, sizeof field, "%s%s", prefix, nd->path);
        return report_fail(err, file, field, "%s: %s: expected %s (%s)", field, v ? "wrong type" : "missing",
                           type_name(nd->type), "an audit or diff results file as sow writes it");
    }
    return 0;
}

static int check_comparison(const char *file, const char *prefix, json_t *c, sow_error *err)
{
    char at[96];
    size_t i;
    json_t *ex;
    if (check(file, prefix, c, comparison_needs, err)) return -1;
    json_array_foreach(json_object_get(c, "examples"), i, ex) {
        snprintf(at, sizeof at, "%sexamples[%zu].", prefix, i);
        if (check(file, at, ex, example_needs, err)) return -1;
    }
    return 0;
}

static int check_audit(const char *file, json_t *root, sow_error *err)
{
    char at[64];
    size_t i;
    json_t *r;
    if (check(file, "", root, audit_needs, err)) return -1;
    json_array_foreach(json_object_get(root, "readings"), i, r) {
        snprintf(at, sizeof at, "readings[%zu].", i);
        if (check(file, at, r, reading_needs, err)) return -1;
        snprintf(at, sizeof at, "readings[%zu].comparison.", i);
        if (check_comparison(file, at, json_object_get(r, "comparison"), err)) return -1;
    }
    return 0;
}

int sow_report_compare_read(const char *path, json_t **out, sow_error *err)
{
    json_error_t je;
    json_t *root = json_load_file(path, JSON_REJECT_DUPLICATES, &je);
    const char *format;
    int rc;
    *out = NULL;
    if (!root) {
        report_fail(err, path, "", "%s", je.text);
        if (err) err->line = je.line > 0 ? je.line : 0;
        return -1;
    }
    format = json_string_value(json_object_get(root, "format"));
    if (!format || !strcmp(format, RESULTS_FORMAT)) {
        json_decref(root);   /* a simulation results file, or none: sow_report_json_read says which */
        return 1;
    }
    if (strcmp(format, "sow-audit") && strcmp(format, "sow-diff")) {
        report_fail(err, path, "format", "format \"%.40s\": expected \"%s\", \"sow-audit\" or \"sow-diff\"", format,
                    RESULTS_FORMAT);
        json_decref(root);   /* after the message: format is root's */
        return -1;
    }
    rc = !strcmp(format, "sow-audit") ? check_audit(path, root, err)
         : check(path, "", root, diff_needs, err) ? -1 : check_comparison(path, "", root, err);
    if (rc) {
        json_decref(root);
        return -1;
    }
    *out = json_pack("{s:s,s:s,s:o}", "file", path, "kind", format + 4, "data", root);
    return 0;
}

int sow_report_compare_page(FILE *f, json_t *files, sow_error *err)
{
    json_t *root = json_pack("{s:s,s:O}", "version", SOW_VERSION, "files", files);
    return report_page_write(f, sow_compare_page_html, "/*SOW_REPORT_DATA*/", root, err);
}
