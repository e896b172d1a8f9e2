/* results_read.c - a results file read back: every key checked (type,
 * range, the counts agreeing with each other), so a merge of edited or
 * broken files is an error, not nonsense. */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "report_internal.h"

/* ---- JSON reading -------------------------------------------------------- */

typedef struct {
    const char *path;
    sow_error *err;
    char where[96];      /* "sets[2]" */
} reader;

static int bad_field(reader *rd, const char *field, const char *fmt, ...)
{
    char full[SOW_NAME_LEN * 2], msg[SOW_TEXT_LEN * 2];
    va_list ap;
    snprintf(full, sizeof full, "%s%s%s", rd->where, rd->where[0] && field[0] ? "." : "", field);
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return report_fail(rd->err, rd->path, full, "%s: %s", full, msg);
}

static int v_u64(json_t *v, uint64_t *out)
{
    if (json_is_integer(v)) {
        json_int_t i = json_integer_value(v);
        if (i < 0) return -1;
        *out = (uint64_t)i;
        return 0;
    }
    if (json_is_string(v)) {
        const char *s = json_string_value(v);
        char *end;
        if (*s < '0' || *s > '9') return -1;
        errno = 0;
        unsigned long long x = strtoull(s, &end, 10);
        if (errno || *end) return -1;
        *out = (uint64_t)x;
        return 0;
    }
    return -1;
}

static json_t *need(reader *rd, json_t *obj, const char *key)
{
    json_t *v = json_object_get(obj, key);
    if (!v) bad_field(rd, key, "missing");
    return v;
}

static int r_u64(reader *rd, json_t *obj, const char *key, uint64_t *out)
{
    json_t *v = need(rd, obj, key);
    if (!v) return -1;
    if (v_u64(v, out)) return bad_field(rd, key, "expected a non-negative integer");
    return 0;
}

static int r_str(reader *rd, json_t *obj, const char *key, char *buf, size_t cap)
{
    json_t *v = need(rd, obj, key);
    if (!v) return -1;
    if (!json_is_string(v)) return bad_field(rd, key, "expected a string");
    if (json_string_length(v) >= cap) return bad_field(rd, key, "expected at most %zu bytes", cap - 1);
    memcpy(buf, json_string_value(v), json_string_length(v) + 1);
    return 0;
}

static int r_hex(reader *rd, json_t *obj, const char *key, uint64_t *out)
{
    json_t *v = need(rd, obj, key);
    const char *s;
    char *end;
    if (!v) return -1;
    s = json_is_string(v) ? json_string_value(v) : NULL;
    if (!s || strlen(s) != 16 || strspn(s, "0123456789abcdefABCDEF") != 16)
        return bad_field(rd, key, "expected a string of 16 hexadecimal digits");
    *out = (uint64_t)strtoull(s, &end, 16);
    return 0;
}

static int r_real(reader *rd, json_t *obj, const char *key, double *out, double lo, double hi)
{
    json_t *v = need(rd, obj, key);
    if (!v) return -1;
    if (!json_is_number(v) || json_number_value(v) <= lo || json_number_value(v) >= hi)
        return bad_field(rd, key, "expected a number between %g and %g (exclusive)", lo, hi);
    *out = json_number_value(v);
    return 0;
}

/* A histogram of at most n bins (missing trailing bins are 0). */
static int r_hist(reader *rd, json_t *obj, const char *key, uint64_t *h, size_t n)
{
    json_t *v = need(rd, obj, key);
    size_t i;
    json_t *x;
    if (!v) return -1;
    if (!json_is_array(v) || json_array_size(v) > n)
        return bad_field(rd, key, "expected an array of at most %zu non-negative integers", n);
    memset(h, 0, n * sizeof *h);
    json_array_foreach(v, i, x) {
        if (v_u64(x, &h[i])) {
            char f[SOW_NAME_LEN];
            snprintf(f, sizeof f, "%s[%zu]", key, i);
            return bad_field(rd, f, "expected a non-negative integer");
        }
    }
    return 0;
}

/* Exactly n values. */
static int r_fixed(reader *rd, json_t *obj, const char *key, uint64_t *h, size_t n)
{
    json_t *v = need(rd, obj, key);
    if (!v) return -1;
    if (!json_is_array(v) || json_array_size(v) != n)
        return bad_field(rd, key, "expected an array of %zu non-negative integers", n);
    return r_hist(rd, obj, key, h, n);
}

static int r_margin(reader *rd, json_t *obj, uint64_t *h)
{
    json_t *v = need(rd, obj, "margin"), *x;
    size_t i;
    if (!v) return -1;
    if (!json_is_array(v)) return bad_field(rd, "margin", "expected an array of [margin, games] pairs");
    json_array_foreach(v, i, x) {
        json_t *m = json_array_get(x, 0);
        uint64_t count;
        json_int_t d;
        if (!json_is_array(x) || json_array_size(x) != 2 || !json_is_integer(m) ||
            (d = json_integer_value(m)) < -SOW_MAX_SEEDS || d > SOW_MAX_SEEDS ||
            v_u64(json_array_get(x, 1), &count) || h[d + SOW_MAX_SEEDS]) {
            char f[SOW_NAME_LEN];
            snprintf(f, sizeof f, "margin[%zu]", i);
            return bad_field(rd, f, "expected [margin, games]: a margin from -%d to %d (each once) and a count",
                             SOW_MAX_SEEDS, SOW_MAX_SEEDS);
        }
        h[d + SOW_MAX_SEEDS] = count;
    }
    return 0;
}

static int r_matrix(reader *rd, json_t *obj, const char *key, uint64_t (*m)[SOW_R__COUNT])
{
    json_t *v = need(rd, obj, key);
    if (!v) return -1;
    if (!json_is_array(v) || json_array_size(v) != 2)
        return bad_field(rd, key, "expected [[win, draw, loss, unresolved], [...]]: two arrays of 4 integers");
    for (size_t i = 0; i < 2; i++) {
        json_t *row = json_array_get(v, i);
        char f[SOW_NAME_LEN];
        int rc;
        snprintf(f, sizeof f, "%s[%zu]", key, i);
        rc = json_is_array(row) && json_array_size(row) == SOW_R__COUNT ? 0 : -1;
        for (size_t r = 0; rc == 0 && r < SOW_R__COUNT; r++)
            if (v_u64(json_array_get(row, r), &m[i][r])) rc = -1;
        if (rc) return bad_field(rd, f, "expected [win, draw, loss, unresolved, limit]: 5 non-negative integers");
    }
    return 0;
}

/* An object keyed by end reason into v[] (absent reasons stay 0). */
static int r_by_end(reader *rd, json_t *c, const char *name, uint64_t *v)
{
    json_t *o = need(rd, c, name), *x;
    const char *key;
    if (!o) return -1;
    if (!json_is_object(o)) return bad_field(rd, name, "expected an object of end reasons and counts");
    json_object_foreach(o, key, x) {
        int e;
        char f[SOW_NAME_LEN];
        for (e = 0; e < SOW_END__COUNT; e++)
            if (!strcmp(key, e == SOW_END_NONE ? "none" : sow_end_name((sow_end)e))) break;
        snprintf(f, sizeof f, "%.12s.%.40s", name, key);
        if (e == SOW_END__COUNT) return bad_field(rd, f, "unknown end reason");
        if (v_u64(x, &v[e])) return bad_field(rd, f, "expected a non-negative integer");
    }
    return 0;
}

static int check_sums(reader *rd, const sow_stats *st);

static int r_counts(reader *rd, json_t *c, sow_stats *st)
{
    json_t *v, *ends;
    const char *key;
    sow_stats_init(st);
    if (r_u64(rd, c, "games", &st->games)) return -1;
    if (!(v = need(rd, c, "partial"))) return -1;
    if (!json_is_boolean(v)) return bad_field(rd, "partial", "expected true or false");
    st->partial = json_is_true(v);
    if (r_matrix(rd, c, "first_result", st->first_result) || r_matrix(rd, c, "seat_result", st->seat_result) ||
        r_matrix(rd, c, "agent_result", st->agent_result) ||
        r_fixed(rd, c, "chooser_result", st->chooser_result, SOW_R__COUNT) ||
        r_fixed(rd, c, "choice_mattered", st->choice_mattered, 2))
        return -1;
    if (!(ends = need(rd, c, "end"))) return -1;
    if (!json_is_object(ends)) return bad_field(rd, "end", "expected an object of end reasons and counts");
    json_object_foreach(ends, key, v) {
        int e;
        char f[SOW_NAME_LEN];
        for (e = 0; e < SOW_END__COUNT; e++)
            if (!strcmp(key, e == SOW_END_NONE ? "none" : sow_end_name((sow_end)e))) break;
        snprintf(f, sizeof f, "end.%.40s", key);
        if (e == SOW_END__COUNT) return bad_field(rd, f, "unknown end reason");
        if (v_u64(v, &st->end[e])) return bad_field(rd, f, "expected a non-negative integer");
    }
    if (r_by_end(rd, c, "end_plies", st->end_plies) || r_by_end(rd, c, "end_seeds", st->end_seeds) ||
        r_by_end(rd, c, "end_first", st->end_first))
        return -1;
    if (r_u64(rd, c, "plies_sum", &st->plies_sum) || r_u64(rd, c, "plies_max", &st->plies_max) ||
        r_u64(rd, c, "passes", &st->passes) || r_margin(rd, c, st->margin) || r_hex(rd, c, "digest", &st->digest))
        return -1;
    if (json_object_get(c, "rounds_sum") &&
        (r_u64(rd, c, "rounds_sum", &st->rounds_sum) || r_u64(rd, c, "rounds_max", &st->rounds_max)))
        return -1;
    json_t *rf = json_object_get(c, "rounds_first");
    if (rf) {
        if (!json_is_array(rf) || json_array_size(rf) != 3)
            return bad_field(rd, "rounds_first", "expected [won, drawn, lost]");
        for (size_t k = 0; k < 3; k++)
            if (v_u64(json_array_get(rf, k), &st->rounds_first[k]))
                return bad_field(rd, "rounds_first", "expected non-negative integers");
    }
#define HIST(name, f, n) if (r_hist(rd, c, name, st->f, n)) return -1;
    SOW_STATS_HISTOGRAMS(HIST)
#undef HIST
    return check_sums(rd, st);
}

/* A sum that must not wrap: the total, or UINT64_MAX when it would. */
static uint64_t sum_of(const uint64_t *h, int n)
{
    uint64_t t = 0;
    for (int i = 0; i < n; i++)
        if (__builtin_add_overflow(t, h[i], &t)) return UINT64_MAX;
    return t;
}

/* The counts must agree with each other: each game is counted once per
 * table (an edited or corrupt file cannot make merge print nonsense). */
static int check_sums(reader *rd, const sow_stats *st)
{
    const struct { const char *name; const uint64_t *h; int n; } tables[] = {
        {"first_result", st->first_result[0], 2 * SOW_R__COUNT},
        {"seat_result[0]", st->seat_result[0], SOW_R__COUNT},
        {"seat_result[1]", st->seat_result[1], SOW_R__COUNT},
        {"agent_result[0]", st->agent_result[0], SOW_R__COUNT},
        {"agent_result[1]", st->agent_result[1], SOW_R__COUNT},
        {"end", st->end, SOW_END__COUNT},
        {"plies", st->plies, SOW_HIST_PLIES + 1},
        {"margin", st->margin, 2 * SOW_MAX_SEEDS + 1},
        {"best_capture", st->best_capture, SOW_MAX_SEEDS + 1},
    };
    for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++) {
        uint64_t t = sum_of(tables[i].h, tables[i].n);
        if (t != st->games)
            return bad_field(rd, tables[i].name, t == UINT64_MAX ? "counts too large: they wrap at 2^64"
                             : "sums to %" PRIu64 ": expected games = %" PRIu64, t, st->games);
    }
    uint64_t chosen = sum_of(st->chooser_result, SOW_R__COUNT), mattered = sum_of(st->choice_mattered, 2);
    if (chosen > st->games) return bad_field(rd, "chooser_result", "more rituals than games");
    if (mattered > chosen) return bad_field(rd, "choice_mattered", "more than the rituals");
    if (sum_of(st->swept, 101) > st->games) return bad_field(rd, "swept", "more than the games");
    if (st->plies_max > 0 && st->games == 0) return bad_field(rd, "plies_max", "a maximum without games");
    return 0;
}

static int r_set(reader *rd, json_t *o, sow_result_set *rs)
{
    json_t *v, *sh, *present, *x, *sprt, *counts;
    size_t i;
    char base[sizeof rd->where];
    memset(rs, 0, sizeof *rs);
    if (!json_is_object(o)) return bad_field(rd, "", "expected an object");
    if (r_str(rd, o, "name", rs->name, sizeof rs->name) || r_str(rd, o, "spec", rs->spec, sizeof rs->spec) ||
        r_hex(rd, o, "spec_hash", &rs->spec_hash) ||
        r_str(rd, o, "readings", rs->readings, sizeof rs->readings) ||
        r_str(rd, o, "changed", rs->changed, sizeof rs->changed))
        return -1;
    if (!(v = need(rd, o, "agents"))) return -1;
    if (!json_is_array(v) || json_array_size(v) != 2 || !json_is_string(json_array_get(v, 0)) ||
        !json_is_string(json_array_get(v, 1)) || json_string_length(json_array_get(v, 0)) >= sizeof rs->agent[0] ||
        json_string_length(json_array_get(v, 1)) >= sizeof rs->agent[1])
        return bad_field(rd, "agents", "expected [agent A, agent B]: two names");
    for (int a = 0; a < 2; a++) strcpy(rs->agent[a], json_string_value(json_array_get(v, (size_t)a)));
    if (r_u64(rd, o, "seed", &rs->seed) || r_u64(rd, o, "games_requested", &rs->games_requested)) return -1;

    if (!(sh = need(rd, o, "shards"))) return -1;
    if (!json_is_object(sh)) return bad_field(rd, "shards", "expected {\"of\": M, \"present\": [k, ...], ...}");
    memcpy(base, rd->where, sizeof base);
    snprintf(rd->where, sizeof rd->where, "%.80s.shards", base);
    if (r_u64(rd, sh, "of", &rs->shards)) return -1;
    if (rs->shards == 0 || rs->shards > SOW_REPORT_MAX_SHARDS)
        return bad_field(rd, "of", "expected 1 to %d", SOW_REPORT_MAX_SHARDS);
    if (!(present = need(rd, sh, "present"))) return -1;
    if (!json_is_array(present) || json_array_size(present) == 0)
        return bad_field(rd, "present", "expected a non-empty array of shard indices");
    json_array_foreach(present, i, x) {
        uint64_t k;
        if (v_u64(x, &k) || k >= rs->shards || report_has_shard(rs, k))
            return bad_field(rd, "present", "item %zu: expected a shard index below %" PRIu64 ", each once", i,
                             rs->shards);
        rs->present[k / 8] |= (uint8_t)(1u << (k % 8));
    }
    memcpy(rd->where, base, sizeof base);

    if ((v = json_object_get(o, "endgames")) &&      /* optional: only a run with --db has it */
        (!json_is_string(v) || json_string_length(v) >= sizeof rs->endgames))
        return bad_field(rd, "endgames", "expected the endgame database's name, a string");
    if (v) strcpy(rs->endgames, json_string_value(v));
    if (!(sprt = need(rd, o, "sprt"))) return -1;
    if (!json_is_object(sprt)) return bad_field(rd, "sprt", "expected {\"p0\": P, \"p1\": P}");
    snprintf(rd->where, sizeof rd->where, "%.80s.sprt", base);
    if (r_real(rd, sprt, "p0", &rs->p0, 0.0, 1.0) || r_real(rd, sprt, "p1", &rs->p1, 0.0, 1.0)) return -1;
    memcpy(rd->where, base, sizeof base);

    if (!(counts = need(rd, o, "counts"))) return -1;
    if (!json_is_object(counts)) return bad_field(rd, "counts", "expected an object");
    snprintf(rd->where, sizeof rd->where, "%.80s.counts", base);
    if (r_counts(rd, counts, &rs->stats)) return -1;
    memcpy(rd->where, base, sizeof base);
    return 0;
}

int sow_report_json_read(const char *path, sow_result_set **sets, int *n, sow_error *err)
{
    json_error_t je;
    json_t *root, *v, *arr;
    reader rd = {path, err, ""};
    sow_result_set *out = NULL;
    size_t i, count;

    *sets = NULL;
    *n = 0;
    root = json_load_file(path, JSON_REJECT_DUPLICATES, &je);
    if (!root) {
        report_fail(err, path, "", "%s", je.text);
        if (err) err->line = je.line > 0 ? je.line : 0;
        return -1;
    }
    if (!json_is_object(root)) {
        json_decref(root);
        return report_fail(err, path, "", "expected a JSON object (a sow results file)");
    }
    v = json_object_get(root, "format");
    if (!json_is_string(v) || strcmp(json_string_value(v), RESULTS_FORMAT) != 0) {
        json_decref(root);
        return report_fail(err, path, "format", "format: expected \"%s\": not a sow results file", RESULTS_FORMAT);
    }
    v = json_object_get(root, "version");
    if (!json_is_integer(v) || json_integer_value(v) != RESULTS_VERSION) {
        if (json_is_integer(v))
            report_fail(err, path, "version", "version %" JSON_INTEGER_FORMAT ": expected %d (sow %s reads version %d)",
                 json_integer_value(v), RESULTS_VERSION, SOW_VERSION, RESULTS_VERSION);
        else
            report_fail(err, path, "version", "version: expected the integer %d", RESULTS_VERSION);
        json_decref(root);
        return -1;
    }
    arr = json_object_get(root, "sets");
    if (!json_is_array(arr)) {
        json_decref(root);
        return report_fail(err, path, "sets", "sets: %s", arr ? "expected an array" : "missing");
    }
    count = json_array_size(arr);
    if (count > 0) {
        out = sow_xcalloc(count, sizeof *out);
    }
    json_array_foreach(arr, i, v) {
        snprintf(rd.where, sizeof rd.where, "sets[%zu]", i);
        if (r_set(&rd, v, &out[i])) {
            free(out);
            json_decref(root);
            return -1;
        }
    }
    json_decref(root);
    *sets = out;
    *n = (int)count;
    return 0;
}

