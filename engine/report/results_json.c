/* results_json.c - a results file written as JSON: every count exactly
 * (for `sow merge`), and a summary for humans. */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "report_internal.h"

/* ---- JSON writing -------------------------------------------------------- */

/* A uint64: an integer when it fits json_int_t, else a decimal string. */
static json_t *j_u64(uint64_t v)
{
    char buf[24];
    if (v <= (uint64_t)INT64_MAX) return json_integer((json_int_t)v);
    snprintf(buf, sizeof buf, "%" PRIu64, v);
    return json_string(buf);
}

static json_t *j_hex(uint64_t v)
{
    char buf[24];
    snprintf(buf, sizeof buf, "%016" PRIx64, v);
    return json_string(buf);
}

/* A histogram, trailing zero bins omitted. */
static json_t *j_hist(const uint64_t *h, size_t n)
{
    json_t *a = json_array();
    while (n > 0 && h[n - 1] == 0) n--;
    for (size_t i = 0; a && i < n; i++)
        if (json_array_append_new(a, j_u64(h[i]))) {
            json_decref(a);
            return NULL;
        }
    return a;
}

/* The margin histogram, sparse: [[margin, games], ...] for the margins
 * seen, margin = first mover's captured minus the other's. */
static json_t *j_margin(const uint64_t *h)
{
    json_t *a = json_array();
    for (int i = 0; a && i <= 2 * SOW_MAX_SEEDS; i++)
        if (h[i] && json_array_append_new(a, json_pack("[i,o]", i - SOW_MAX_SEEDS, j_u64(h[i])))) {
            json_decref(a);
            return NULL;
        }
    return a;
}

static json_t *j_interval(double rate, double lo, double hi)
{
    return json_pack("{s:f,s:f,s:f}", "rate", rate, "lo", lo, "hi", hi);
}

/* A per-end-reason array as an object keyed by reason, zeros left out. */
static json_t *j_by_end(const uint64_t *v)
{
    json_t *o = json_object();
    for (int e = 0; e < SOW_END__COUNT && o; e++)
        if (v[e] && json_object_set_new(o, e == SOW_END_NONE ? "none" : sow_end_name((sow_end)e), j_u64(v[e]))) {
            json_decref(o);
            return NULL;
        }
    return o;
}

static json_t *j_counts(const sow_stats *st)
{
    json_t *c = json_object(), *ends = json_object();
    int bad = !c || !ends;
    bad |= json_object_set_new(c, "games", j_u64(st->games));
    bad |= json_object_set_new(c, "partial", json_boolean(st->partial));
    {
        const char *name[3] = {"first_result", "seat_result", "agent_result"};
        const uint64_t(*m[3])[SOW_R__COUNT] = {st->first_result, st->seat_result, st->agent_result};
        for (int k = 0; k < 3; k++) {
            json_t *rows = json_array();
            for (int i = 0; i < 2; i++) {
                json_t *row = json_array();
                for (int r = 0; r < SOW_R__COUNT; r++) bad |= json_array_append_new(row, j_u64(m[k][i][r]));
                bad |= json_array_append_new(rows, row);
            }
            bad |= json_object_set_new(c, name[k], rows);
        }
    }
    {
        json_t *row = json_array();
        for (int r = 0; r < SOW_R__COUNT; r++) bad |= json_array_append_new(row, j_u64(st->chooser_result[r]));
        bad |= json_object_set_new(c, "chooser_result", row);
        bad |= json_object_set_new(c, "choice_mattered",
                                   json_pack("[o,o]", j_u64(st->choice_mattered[0]), j_u64(st->choice_mattered[1])));
    }
    for (int e = 0; e < SOW_END__COUNT; e++)
        bad |= json_object_set_new(ends, e == SOW_END_NONE ? "none" : sow_end_name((sow_end)e), j_u64(st->end[e]));
    bad |= json_object_set_new(c, "end", ends);
    bad |= json_object_set_new(c, "end_plies", j_by_end(st->end_plies));
    bad |= json_object_set_new(c, "end_seeds", j_by_end(st->end_seeds));
    bad |= json_object_set_new(c, "end_first", j_by_end(st->end_first));
    bad |= json_object_set_new(c, "plies_sum", j_u64(st->plies_sum));
    bad |= json_object_set_new(c, "plies_max", j_u64(st->plies_max));
    bad |= json_object_set_new(c, "passes", j_u64(st->passes));
    if (st->rounds_max || st->rounds_first[0] || st->rounds_first[1] || st->rounds_first[2]) {
        /* only games of rounds have them: other results keep their form */
        bad |= json_object_set_new(c, "rounds_sum", j_u64(st->rounds_sum));
        bad |= json_object_set_new(c, "rounds_max", j_u64(st->rounds_max));
        bad |= json_object_set_new(c, "rounds_first", json_pack("[o,o,o]", j_u64(st->rounds_first[0]),
                                                                j_u64(st->rounds_first[1]), j_u64(st->rounds_first[2])));
    }
    bad |= json_object_set_new(c, "margin", j_margin(st->margin));
#define HIST(name, f, n) bad |= json_object_set_new(c, name, j_hist(st->f, n));
    SOW_STATS_HISTOGRAMS(HIST)
#undef HIST
    bad |= json_object_set_new(c, "digest", j_hex(st->digest));
    if (bad) {
        json_decref(c);
        return NULL;
    }
    return c;
}

static json_t *j_summary(const sow_result_set *rs)
{
    const sow_stats *st = &rs->stats;
    sow_summary sum;
    json_t *s, *fm, *ends, *seats;
    int bad;
    sow_report_summary(rs, &sum);
    fm = json_object();
    ends = json_object();
    seats = json_object();
    bad = !fm || !ends || !seats;
    for (int r = 0; r < SOW_R__COUNT; r++)
        bad |= json_object_set_new(fm, report_result_key[r], j_interval(sum.rate[r], sum.lo[r], sum.hi[r]));
    for (int e = 0; e < SOW_END__COUNT; e++)
        bad |= json_object_set_new(ends, e == SOW_END_NONE ? "none" : sow_end_name((sow_end)e),
                                   json_real(sow_rate(st->end[e], st->games)));
    for (int seat = 0; seat < 2; seat++) {
        double lo, hi;
        sow_wilson(st->seat_result[seat][SOW_R_WIN], st->games, SOW_Z95, &lo, &hi);
        bad |= json_object_set_new(seats, seat ? "north_win" : "south_win",
                                   j_interval(sow_rate(st->seat_result[seat][SOW_R_WIN], st->games), lo, hi));
    }
    s = json_pack("{s:o,s:o,s:o,s:s,s:{s:f,s:f,s:f,s:o},s:f,s:o,s:o}", "first_mover", fm, "decisive",
                  j_u64(sum.decisive), "first_share", j_interval(sum.share, sum.share_lo, sum.share_hi), "verdict",
                  sum.verdict, "plies", "mean", sum.plies_mean, "median", sum.plies_median, "p95", sum.plies_p95,
                  "max", j_u64(sum.plies_max), "passes_per_game", sum.passes_per_game, "ends", ends, "seats",
                  seats);
    if (!s || bad) {
        json_decref(s);
        return NULL;
    }
    {
        uint64_t chosen = report_hist_sum(st->chooser_result, SOW_R__COUNT);
        uint64_t known = st->choice_mattered[0] + st->choice_mattered[1];
        if (chosen) {
            double lo, hi, lo2, hi2;
            sow_wilson(st->chooser_result[SOW_R_WIN], chosen, SOW_Z95, &lo, &hi);
            sow_wilson(st->choice_mattered[1], known, SOW_Z95, &lo2, &hi2);
            bad |= json_object_set_new(
                s, "ritual",
                json_pack("{s:o,s:o}", "chooser_win", j_interval(sow_rate(st->chooser_result[SOW_R_WIN], chosen), lo, hi),
                          "choice_mattered", j_interval(sow_rate(st->choice_mattered[1], known), lo2, hi2)));
        }
    }
    if (bad) {
        json_decref(s);
        return NULL;
    }
    return s;
}

static json_t *j_set(const sow_result_set *rs)
{
    json_t *present = json_array(), *counts, *summary, *o;
    if (!present) return NULL;
    for (uint64_t k = 0; k < rs->shards && k < SOW_REPORT_MAX_SHARDS; k++)
        if (report_has_shard(rs, k) && json_array_append_new(present, j_u64(k))) {
            json_decref(present);
            return NULL;
        }
    counts = j_counts(&rs->stats);
    summary = j_summary(rs);
    if (!counts || !summary) {
        json_decref(present);
        json_decref(counts);
        json_decref(summary);
        return NULL;
    }
    o = json_pack("{s:s,s:s,s:o,s:s,s:s,s:[s,s],s:o,s:o,s:{s:o,s:o,s:b},s:{s:f,s:f,s:f,s:f},s:o,s:o}", "name",
                  rs->name, "spec", rs->spec, "spec_hash", j_hex(rs->spec_hash), "readings", rs->readings, "changed",
                  rs->changed, "agents", rs->agent[0], rs->agent[1], "seed", j_u64(rs->seed), "games_requested",
                  j_u64(rs->games_requested), "shards", "of", j_u64(rs->shards), "present", present, "complete",
                  sow_result_set_complete(rs), "sprt", "p0", rs->p0, "p1", rs->p1, "alpha", SOW_REPORT_SPRT_ALPHA,
                  "beta", SOW_REPORT_SPRT_ALPHA, "counts", counts, "summary", summary);
    if (o && rs->endgames[0] && json_object_set_new(o, "endgames", json_string(rs->endgames))) {
        json_decref(o);
        return NULL;
    }
    return o;   /* json_pack steals the "o" references even on failure */
}

int sow_report_json(FILE *f, const sow_result_set *sets, int n, sow_error *err)
{
    json_t *root, *arr = json_array();
    int bad = !arr;
    const char *path = "";
    for (int i = 0; !bad && i < n; i++) bad |= json_array_append_new(arr, j_set(&sets[i]));
    if (bad) {
        json_decref(arr);
        return report_fail(err, path, "", "out of memory while building the results");
    }
    root = json_pack("{s:s,s:i,s:s,s:o}", "format", RESULTS_FORMAT, "version", RESULTS_VERSION, "sow_version",
                     SOW_VERSION, "sets", arr);
    if (!root) return report_fail(err, path, "", "out of memory while building the results");
    bad = json_dumpf(root, f, JSON_COMPACT | JSON_REAL_PRECISION(17)) != 0;
    bad |= fputc('\n', f) == EOF;
    json_decref(root);
    return bad ? report_fail(err, path, "", "out of memory while writing the results") : 0;
}

