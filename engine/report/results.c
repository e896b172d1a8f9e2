/* results.c - result sets: what identifies a run, its shards, the derived
 * numbers the reports print, the merge of shard runs. The table, the JSON
 * file (written and read) and the CSV file each have a file of their own;
 * docs/results-schema.md documents them all. */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "report_internal.h"

const char *const report_result_key[SOW_R__COUNT] = {"win", "draw", "loss", "unresolved", "limit"};

/* ---- errors -------------------------------------------------------------- */

int report_fail(sow_error *err, const char *file, const char *field, const char *fmt, ...)
{
    va_list ap;
    if (!err) return -1;
    memset(err, 0, sizeof *err);
    snprintf(err->file, sizeof err->file, "%s", file ? file : "");
    snprintf(err->field, sizeof err->field, "%s", field ? field : "");
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    return -1;
}

/* ---- sets ---------------------------------------------------------------- */

size_t sow_readings_format(const sow_rules *r, int only_changed, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap) buf[0] = '\0';
    for (int q = 0; q < r->nquestions; q++) {
        const sow_question *qu = &r->question[q];
        int c = qu->chosen >= 0 && qu->chosen < qu->nreadings ? qu->chosen : 0;
        if (only_changed && c == 0) continue;
        int k = snprintf(buf + (len < cap ? len : cap), len < cap ? cap - len : 0, "%s%s=%s",
                         len ? "," : "", qu->id, qu->reading[c]);
        if (k > 0) len += (size_t)k;
    }
    return len;
}

int sow_result_set_init(sow_result_set *rs, const sow_rules *r, const char *agent_a,
                        const char *agent_b, uint64_t seed, uint64_t games,
                        uint64_t shard, uint64_t shards, sow_error *err)
{
    const char *ag[2] = {agent_a ? agent_a : "random", agent_b ? agent_b : "random"};
    memset(rs, 0, sizeof *rs);
    if (shards == 0 || shards > SOW_REPORT_MAX_SHARDS)
        return report_fail(err, "", "shards", "%" PRIu64 " shards: expected 1 to %d", shards, SOW_REPORT_MAX_SHARDS);
    if (shard >= shards)
        return report_fail(err, "", "shard", "shard %" PRIu64 " of %" PRIu64 ": expected 0 to %" PRIu64, shard,
                    shards, shards - 1);
    for (int a = 0; a < 2; a++) {
        if (strlen(ag[a]) >= sizeof rs->agent[a])
            return report_fail(err, "", "agents", "agent name '%.40s...' is too long: expected at most %zu bytes",
                        ag[a], sizeof rs->agent[a] - 1);
        strcpy(rs->agent[a], ag[a]);
    }
    snprintf(rs->name, sizeof rs->name, "%s", r->name);
    snprintf(rs->spec, sizeof rs->spec, "%s", r->path);
    rs->spec_hash = r->spec_hash;
    sow_readings_format(r, 0, rs->readings, sizeof rs->readings);
    sow_readings_format(r, 1, rs->changed, sizeof rs->changed);
    rs->seed = seed;
    rs->games_requested = games;
    rs->shards = shards;
    rs->present[shard / 8] = (uint8_t)(1u << (shard % 8));
    rs->p0 = 0.50;
    rs->p1 = 0.51;
    sow_stats_init(&rs->stats);
    return 0;
}

int report_has_shard(const sow_result_set *rs, uint64_t k)
{
    return k < SOW_REPORT_MAX_SHARDS && (rs->present[k / 8] >> (k % 8) & 1);
}

uint64_t sow_result_set_nshards(const sow_result_set *rs)
{
    uint64_t n = 0;
    for (uint64_t k = 0; k < rs->shards && k < SOW_REPORT_MAX_SHARDS; k++) n += (uint64_t)report_has_shard(rs, k);
    return n;
}

int sow_result_set_complete(const sow_result_set *rs)
{
    return rs->shards > 0 && sow_result_set_nshards(rs) == rs->shards;
}

/* ---- derived numbers ----------------------------------------------------- */

uint64_t report_hist_sum(const uint64_t *h, int n)
{
    uint64_t t = 0;
    for (int i = 0; i < n; i++) t += h[i];
    return t;
}

double report_hist_mean(const uint64_t *h, int n)
{
    double s = 0.0;
    uint64_t t = 0;
    for (int i = 0; i < n; i++) {
        s += (double)i * (double)h[i];
        t += h[i];
    }
    return t ? s / (double)t : 0.0;
}

int report_hist_max(const uint64_t *h, int n)
{
    for (int i = n - 1; i >= 0; i--)
        if (h[i]) return i;
    return 0;
}


static const char *verdict(uint64_t w, uint64_t l, double p0, double p1)
{
    const double a = SOW_REPORT_SPRT_ALPHA;
    sow_sprt_verdict first, second;
    if (w + l == 0 || !(p0 > 0.0 && p0 < 1.0 && p1 > 0.0 && p1 < 1.0) || p0 == p1) return "?";
    first = sow_sprt(w, l, p0, p1, a, a);
    second = sow_sprt(w, l, 1.0 - p0, 1.0 - p1, a, a);
    if (first == SOW_SPRT_H1) return "1st+";
    if (second == SOW_SPRT_H1) return "2nd+";
    if (first == SOW_SPRT_H0 && second == SOW_SPRT_H0) return "fair";
    return "?";
}

void sow_report_summary(const sow_result_set *rs, sow_summary *sum)
{
    const sow_stats *st = &rs->stats;
    uint64_t k[SOW_R__COUNT];
    memset(sum, 0, sizeof *sum);
    sum->games = st->games;
    for (int r = 0; r < SOW_R__COUNT; r++) {
        k[r] = st->first_result[0][r] + st->first_result[1][r];
        sum->rate[r] = sow_rate(k[r], st->games);
        sow_wilson(k[r], st->games, SOW_Z95, &sum->lo[r], &sum->hi[r]);
    }
    sum->decisive = k[SOW_R_WIN] + k[SOW_R_LOSS];
    sum->share = sow_rate(k[SOW_R_WIN], sum->decisive);
    sow_wilson(k[SOW_R_WIN], sum->decisive, SOW_Z95, &sum->share_lo, &sum->share_hi);
    sum->verdict = verdict(k[SOW_R_WIN], k[SOW_R_LOSS], rs->p0, rs->p1);
    sum->plies_mean = sow_rate(st->plies_sum, st->games);
    sum->plies_median = sow_hist_quantile(st->plies, SOW_HIST_PLIES + 1, 0.5);
    sum->plies_p95 = sow_hist_quantile(st->plies, SOW_HIST_PLIES + 1, 0.95);
    sum->plies_max = st->plies_max;
    sum->passes_per_game = sow_rate(st->passes, st->games);
}

/* ---- merging shards ------------------------------------------------------ */

int sow_report_merge(sow_result_set *into, const sow_result_set *from, sow_error *err)
{
#define DIFFERS_S(f, what) \
    if (strcmp(into->f, from->f) != 0) \
        return report_fail(err, "", #f, "%s differs: '%s' and '%s': these are not shards of one run", what, into->f, from->f)
#define DIFFERS_U(f, what) \
    if (into->f != from->f) \
        return report_fail(err, "", #f, "%s differs: %" PRIu64 " and %" PRIu64 ": these are not shards of one run", what, \
                    (uint64_t)into->f, (uint64_t)from->f)
    DIFFERS_S(name, "the spec name");
    if (into->spec_hash != from->spec_hash)
        return report_fail(err, "", "spec_hash",
                    "the spec hash differs: %016" PRIx64 " and %016" PRIx64 " (the spec file changed): "
                    "these are not shards of one run",
                    into->spec_hash, from->spec_hash);
    DIFFERS_S(readings, "the readings");
    DIFFERS_S(agent[0], "agent A");
    DIFFERS_S(agent[1], "agent B");
    DIFFERS_U(seed, "the seed");
    DIFFERS_U(games_requested, "the games requested");
    DIFFERS_U(shards, "the number of shards");
    DIFFERS_S(endgames, "the endgame database");
#undef DIFFERS_S
#undef DIFFERS_U
    for (uint64_t k = 0; k < into->shards && k < SOW_REPORT_MAX_SHARDS; k++)
        if (report_has_shard(into, k) && report_has_shard(from, k))
            return report_fail(err, "", "shards",
                        "shard %" PRIu64 " of %" PRIu64 " is in both: merging would count its games twice", k,
                        into->shards);
    if (sow_stats_merge_checked(&into->stats, &from->stats))
        return report_fail(err, "", "counts", "the merged counts would wrap at 2^64: these files cannot be one run");
    for (size_t i = 0; i < sizeof into->present; i++) into->present[i] |= from->present[i];
    return 0;
}

