/* report.c - what a run says: the comparison table, results files in
 * JSON (read back exactly, merged across shards) and CSV.
 *
 * The writers write to a stream; the commands put it in a file whole or
 * not at all (engine/report/io.c). docs/results-schema.md documents every
 * key and column. */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>

#include "sow_report.h"

#define RESULTS_FORMAT "sow-results"
#define RESULTS_VERSION 2

static const char *const result_key[SOW_R__COUNT] = {"win", "draw", "loss", "unresolved", "limit"};

/* ---- errors -------------------------------------------------------------- */

static int fail(sow_error *err, const char *file, const char *field, const char *fmt, ...)
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
        return fail(err, "", "shards", "%" PRIu64 " shards: expected 1 to %d", shards, SOW_REPORT_MAX_SHARDS);
    if (shard >= shards)
        return fail(err, "", "shard", "shard %" PRIu64 " of %" PRIu64 ": expected 0 to %" PRIu64, shard,
                    shards, shards - 1);
    for (int a = 0; a < 2; a++) {
        if (strlen(ag[a]) >= sizeof rs->agent[a])
            return fail(err, "", "agents", "agent name '%.40s...' is too long: expected at most %zu bytes",
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

static int has_shard(const sow_result_set *rs, uint64_t k)
{
    return k < SOW_REPORT_MAX_SHARDS && (rs->present[k / 8] >> (k % 8) & 1);
}

uint64_t sow_result_set_nshards(const sow_result_set *rs)
{
    uint64_t n = 0;
    for (uint64_t k = 0; k < rs->shards && k < SOW_REPORT_MAX_SHARDS; k++) n += (uint64_t)has_shard(rs, k);
    return n;
}

int sow_result_set_complete(const sow_result_set *rs)
{
    return rs->shards > 0 && sow_result_set_nshards(rs) == rs->shards;
}

/* ---- derived numbers ----------------------------------------------------- */

static uint64_t hist_sum(const uint64_t *h, int n)
{
    uint64_t t = 0;
    for (int i = 0; i < n; i++) t += h[i];
    return t;
}

static double hist_mean(const uint64_t *h, int n)
{
    double s = 0.0;
    uint64_t t = 0;
    for (int i = 0; i < n; i++) {
        s += (double)i * (double)h[i];
        t += h[i];
    }
    return t ? s / (double)t : 0.0;
}

static int hist_max(const uint64_t *h, int n)
{
    for (int i = n - 1; i >= 0; i--)
        if (h[i]) return i;
    return 0;
}

static double ratio(uint64_t k, uint64_t n) { return n ? (double)k / (double)n : 0.0; }

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
        sum->rate[r] = ratio(k[r], st->games);
        sow_wilson(k[r], st->games, SOW_Z95, &sum->lo[r], &sum->hi[r]);
    }
    sum->decisive = k[SOW_R_WIN] + k[SOW_R_LOSS];
    sum->share = ratio(k[SOW_R_WIN], sum->decisive);
    sow_wilson(k[SOW_R_WIN], sum->decisive, SOW_Z95, &sum->share_lo, &sum->share_hi);
    sum->verdict = verdict(k[SOW_R_WIN], k[SOW_R_LOSS], rs->p0, rs->p1);
    sum->plies_mean = ratio(st->plies_sum, st->games);
    sum->plies_median = sow_hist_quantile(st->plies, SOW_HIST_PLIES + 1, 0.5);
    sum->plies_p95 = sow_hist_quantile(st->plies, SOW_HIST_PLIES + 1, 0.95);
    sum->plies_max = st->plies_max;
    sum->passes_per_game = ratio(st->passes, st->games);
}

/* ---- the table ----------------------------------------------------------- */

enum { CELL = 16 };

/* "44.1 [43.8,44.4]" in percent, or "-" without games. */
static void rate_cell(char *buf, size_t cap, uint64_t k, uint64_t n)
{
    double lo, hi;
    if (n == 0) {
        snprintf(buf, cap, "%5s", "-");
        return;
    }
    sow_wilson(k, n, SOW_Z95, &lo, &hi);
    snprintf(buf, cap, "%5.1f [%4.1f,%4.1f]", 100.0 * (double)k / (double)n, 100.0 * lo, 100.0 * hi);
}

/* "44.1% [43.8,44.4]" for prose. */
static void prose_rate(char *buf, size_t cap, uint64_t k, uint64_t n)
{
    double lo, hi;
    if (n == 0) {
        snprintf(buf, cap, "-");
        return;
    }
    sow_wilson(k, n, SOW_Z95, &lo, &hi);
    snprintf(buf, cap, "%.1f%% [%.1f,%.1f]", 100.0 * (double)k / (double)n, 100.0 * lo, 100.0 * hi);
}

/* "Mangala IV Q3=skip,Q4=following": the readings without the game prefix. */
static void short_label(char *buf, size_t cap, const sow_result_set *rs)
{
    size_t len = (size_t)snprintf(buf, cap, "%s", rs->name);
    const char *p = rs->changed;
    int firstq = 1;
    while (*p && len + 2 < cap) {
        const char *end = strchr(p, ',');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        const char *eq = memchr(p, '=', n);
        const char *dot = p;
        for (const char *q = p; eq && q < eq; q++)
            if (*q == '.') dot = q + 1;
        int k = snprintf(buf + len, cap - len, "%s%.*s", firstq ? " " : ",", (int)(n - (size_t)(dot - p)), dot);
        if (k > 0) len += (size_t)k;
        if (len >= cap) len = cap - 1;
        firstq = 0;
        p = end ? end + 1 : p + n;
    }
}

static int is_marked(const sow_result_set *rs)
{
    return rs->stats.partial || !sow_result_set_complete(rs);
}

static void plies_value(char *buf, size_t cap, double v)
{
    if (v >= SOW_HIST_PLIES)
        snprintf(buf, cap, ">=%d", SOW_HIST_PLIES);
    else
        snprintf(buf, cap, "%.0f", v);
}

static void detail(FILE *f, const sow_result_set *rs)
{
    const sow_stats *st = &rs->stats;
    sow_summary sum;
    char a[64], b[64];
    uint64_t n = st->games;

    sow_report_summary(rs, &sum);
    fprintf(f, "%s [%s]: %" PRIu64 " games", rs->name, rs->changed[0] ? rs->changed : "default readings", n);
    if (n != rs->games_requested || rs->shards != 1) fprintf(f, " of %" PRIu64 " requested", rs->games_requested);
    fprintf(f, ", seed %" PRIu64 ", %s vs %s", rs->seed, rs->agent[0], rs->agent[1]);
    if (rs->shards != 1) {
        uint64_t have = sow_result_set_nshards(rs);
        if (have == 1) {
            uint64_t k = 0;
            while (!has_shard(rs, k) && k + 1 < rs->shards) k++;
            fprintf(f, ", shard %" PRIu64 " of %" PRIu64, k, rs->shards);
        } else {
            fprintf(f, ", %" PRIu64 " of %" PRIu64 " shards merged", have, rs->shards);
        }
    }
    if (st->partial) fprintf(f, ", PARTIAL (stopped early)");
    fputc('\n', f);
    if (n == 0) {
        fputs("  (no games)\n", f);
        return;
    }

    plies_value(a, sizeof a, sum.plies_median);
    plies_value(b, sizeof b, sum.plies_p95);
    fprintf(f, "  plies     mean %.1f, median %s, p95 %s, max %" PRIu64 "; %.2f passes per game\n",
            sum.plies_mean, a, b, sum.plies_max, sum.passes_per_game);

    {
        int col = fprintf(f, "  ends      "), any = 0;
        for (int e = 0; e < SOW_END__COUNT; e++) {
            char item[64];
            int len;
            if (!st->end[e]) continue;
            len = snprintf(item, sizeof item, "%s %.1f%%", e == SOW_END_NONE ? "not_ended" : sow_end_name((sow_end)e),
                           100.0 * ratio(st->end[e], n));
            if (any && col + 2 + len > 118) {
                fputs(",\n", f);
                col = fprintf(f, "%12s", "");
            } else if (any) {
                col += fprintf(f, ", ");
            }
            col += fprintf(f, "%s", item);
            any = 1;
        }
        fputc('\n', f);
    }

    /* endless play, rule gaps and limits: how often, when, what is left, an example */
    for (int e = 0; e < SOW_END__COUNT; e++) {
        const char *kind = e == SOW_END_ENDLESS ? "endless" : e == SOW_END_LIMIT ? "limit" : "gap";
        if (!st->end[e] || !(e == SOW_END_ENDLESS || e == SOW_END_LONE_SEED || e == SOW_END_RELAY_CYCLE ||
                             e == SOW_END_LIMIT || e == SOW_END_ODD_SPLIT))
            continue;
        fprintf(f, "  %-9.9s %s in %.1f%% of games%s, after %.1f plies, %.1f seeds left; e.g. game %" PRIu64
                   ":\n            sow play %s --game %" PRIu64 " --seed %" PRIu64 " --agents %s,%s",
                kind, sow_end_name((sow_end)e), 100.0 * ratio(st->end[e], n),
                e == SOW_END_LIMIT ? " (a simulation limit, not a rule)" : "",
                ratio(st->end_plies[e], st->end[e]), ratio(st->end_seeds[e], st->end[e]), st->end_first[e] - 1,
                rs->spec, st->end_first[e] - 1, rs->seed, rs->agent[0], rs->agent[1]);
        for (const char *p = rs->changed; *p;) {
            size_t len = strcspn(p, ",");
            fprintf(f, " --reading %.*s", (int)len, p);
            p += len + (p[len] == ',');
        }
        fputc('\n', f);
    }

    prose_rate(a, sizeof a, st->seat_result[0][SOW_R_WIN], n);
    prose_rate(b, sizeof b, st->seat_result[1][SOW_R_WIN], n);
    fprintf(f, "  seats     South wins %s, North wins %s\n", a, b);

    if (strcmp(rs->agent[0], rs->agent[1]) != 0) {
        prose_rate(a, sizeof a, st->agent_result[0][SOW_R_WIN], n);
        prose_rate(b, sizeof b, st->agent_result[1][SOW_R_WIN], n);
        fprintf(f, "  agents    A %s wins %s, B %s wins %s\n", rs->agent[0], a, rs->agent[1], b);
    }

    {
        uint64_t absm[SOW_MAX_SEEDS + 1] = {0};
        for (int i = 0; i <= 2 * SOW_MAX_SEEDS; i++)
            absm[abs(i - SOW_MAX_SEEDS)] += st->margin[i];
        fprintf(f, "  margin    |1st - 2nd| captured: mean %.1f, median %.0f seeds\n",
                hist_mean(absm, SOW_MAX_SEEDS + 1), sow_hist_quantile(absm, SOW_MAX_SEEDS + 1, 0.5));
    }

    {
        uint64_t turns = hist_sum(st->turn_capture, SOW_MAX_SEEDS + 1);
        fprintf(f, "  captures  %.2f seeds per sowing turn, %.1f%% of turns capture; best turn: max %d, mean %.1f"
                   " (%.1f%% of the seeds)\n",
                hist_mean(st->turn_capture, SOW_MAX_SEEDS + 1),
                turns ? 100.0 * (1.0 - ratio(st->turn_capture[0], turns)) : 0.0,
                hist_max(st->best_capture, SOW_MAX_SEEDS + 1), hist_mean(st->best_capture, SOW_MAX_SEEDS + 1),
                hist_mean(st->swept, 101));
    }

    {
        int lmax = hist_max(st->laps, SOW_HIST_LAPS + 1);
        snprintf(a, sizeof a, lmax >= SOW_HIST_LAPS ? ">=%d" : "%d", lmax);
        fprintf(f, "  chains    %.2f pits per capturing turn, max %d; relay: %.2f laps per sowing turn, max %s\n",
                hist_mean(st->chain, SOW_MAX_PITS + 1), hist_max(st->chain, SOW_MAX_PITS + 1),
                hist_mean(st->laps, SOW_HIST_LAPS + 1), a);
    }

    {
        uint64_t chosen = hist_sum(st->chooser_result, SOW_R__COUNT);
        uint64_t known = st->choice_mattered[0] + st->choice_mattered[1];
        if (chosen) {
            prose_rate(a, sizeof a, st->chooser_result[SOW_R_WIN], chosen);
            fprintf(f, "  ritual    chooser wins %s of %" PRIu64 " games", a, chosen);
            if (known) {
                prose_rate(b, sizeof b, st->choice_mattered[1], known);
                fprintf(f, "; its side choice changed the result in %s of %" PRIu64, b, known);
            }
            fputc('\n', f);
        }
    }

    fprintf(f, "  digest    %016" PRIx64 "\n", st->digest);
}

void sow_report_table(FILE *f, const sow_result_set *sets, int n)
{
    char label[256], cell[64];
    int wname = 4, wgames = 5, marked = 0, limited = 0;
    enum { MAX_NAME = 24 };

    for (int i = 0; i < n; i++) {
        short_label(label, sizeof label, &sets[i]);
        int l = (int)strlen(label);
        if (l > wname) wname = l;
        int g = snprintf(cell, sizeof cell, "%" PRIu64, sets[i].stats.games);
        if (g > wgames) wgames = g;
        marked |= is_marked(&sets[i]);
        limited |= sets[i].stats.end[SOW_END_LIMIT] != 0;
    }
    if (wname > MAX_NAME) wname = MAX_NAME;

    /* the limit column when some game reached a limit (else a line says none did) */
    fprintf(f, "%-*s %*s  %-*s %-*s %-*s %-*s ", wname, "set", wgames, "games", CELL, "1st win %", CELL,
            "draw %", CELL, "1st loss %", CELL, "unresolved %");
    if (limited) fprintf(f, "%-*s ", CELL, "limit %");
    fprintf(f, "%-*s %s\n", CELL, "1st of decisive %", "sprt");
    for (int i = 0; i < n; i++) {
        const sow_result_set *rs = &sets[i];
        const sow_stats *st = &rs->stats;
        sow_summary sum;
        sow_report_summary(rs, &sum);
        short_label(label, sizeof label, rs);
        if ((int)strlen(label) > wname) {
            label[wname - 1] = '~';
            label[wname] = '\0';
        }
        fprintf(f, "%-*s %*" PRIu64 "%c", wname, label, wgames, st->games, is_marked(rs) ? '*' : ' ');
        for (int r = 0; r < SOW_R__COUNT; r++) {
            if (r == SOW_R_LIMIT && !limited) continue;
            rate_cell(cell, sizeof cell, st->first_result[0][r] + st->first_result[1][r], st->games);
            fprintf(f, " %-*s", CELL, cell);
        }
        rate_cell(cell, sizeof cell, st->first_result[0][SOW_R_WIN] + st->first_result[1][SOW_R_WIN],
                  sum.decisive);
        fprintf(f, " %-*s %s\n", CELL, cell, sum.verdict);
    }
    if (marked)
        fputs("* not all games of the run: stopped early (partial) or not every shard present\n", f);
    fputs("1st: the player who made the first ply; [lo,hi]: 95% Wilson interval; sprt: fair, 1st+, 2nd+ or ?\n"
          "unresolved: stopped by a rule gap (the rules say nothing); ", f);
    fputs(limited ? "limit: stopped by a simulation limit (not a rule)\n"
                  : "no game was stopped by a simulation limit\n", f);
    for (int i = 0; i < n; i++) {
        fputc('\n', f);
        detail(f, &sets[i]);
    }
}


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
        bad |= json_object_set_new(fm, result_key[r], j_interval(sum.rate[r], sum.lo[r], sum.hi[r]));
    for (int e = 0; e < SOW_END__COUNT; e++)
        bad |= json_object_set_new(ends, e == SOW_END_NONE ? "none" : sow_end_name((sow_end)e),
                                   json_real(ratio(st->end[e], st->games)));
    for (int seat = 0; seat < 2; seat++) {
        double lo, hi;
        sow_wilson(st->seat_result[seat][SOW_R_WIN], st->games, SOW_Z95, &lo, &hi);
        bad |= json_object_set_new(seats, seat ? "north_win" : "south_win",
                                   j_interval(ratio(st->seat_result[seat][SOW_R_WIN], st->games), lo, hi));
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
        uint64_t chosen = hist_sum(st->chooser_result, SOW_R__COUNT);
        uint64_t known = st->choice_mattered[0] + st->choice_mattered[1];
        if (chosen) {
            double lo, hi, lo2, hi2;
            sow_wilson(st->chooser_result[SOW_R_WIN], chosen, SOW_Z95, &lo, &hi);
            sow_wilson(st->choice_mattered[1], known, SOW_Z95, &lo2, &hi2);
            bad |= json_object_set_new(
                s, "ritual",
                json_pack("{s:o,s:o}", "chooser_win", j_interval(ratio(st->chooser_result[SOW_R_WIN], chosen), lo, hi),
                          "choice_mattered", j_interval(ratio(st->choice_mattered[1], known), lo2, hi2)));
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
        if (has_shard(rs, k) && json_array_append_new(present, j_u64(k))) {
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
        return fail(err, path, "", "out of memory while building the results");
    }
    root = json_pack("{s:s,s:i,s:s,s:o}", "format", RESULTS_FORMAT, "version", RESULTS_VERSION, "sow_version",
                     SOW_VERSION, "sets", arr);
    if (!root) return fail(err, path, "", "out of memory while building the results");
    bad = json_dumpf(root, f, JSON_COMPACT | JSON_REAL_PRECISION(17)) != 0;
    bad |= fputc('\n', f) == EOF;
    json_decref(root);
    return bad ? fail(err, path, "", "out of memory while writing the results") : 0;
}

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
    return fail(rd->err, rd->path, full, "%s: %s", full, msg);
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
        if (v_u64(x, &k) || k >= rs->shards || has_shard(rs, k))
            return bad_field(rd, "present", "item %zu: expected a shard index below %" PRIu64 ", each once", i,
                             rs->shards);
        rs->present[k / 8] |= (uint8_t)(1u << (k % 8));
    }
    memcpy(rd->where, base, sizeof base);

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
        fail(err, path, "", "%s", je.text);
        if (err) err->line = je.line > 0 ? je.line : 0;
        return -1;
    }
    if (!json_is_object(root)) {
        json_decref(root);
        return fail(err, path, "", "expected a JSON object (a sow results file)");
    }
    v = json_object_get(root, "format");
    if (!json_is_string(v) || strcmp(json_string_value(v), RESULTS_FORMAT) != 0) {
        json_decref(root);
        return fail(err, path, "format", "format: expected \"%s\": not a sow results file", RESULTS_FORMAT);
    }
    v = json_object_get(root, "version");
    if (!json_is_integer(v) || json_integer_value(v) != RESULTS_VERSION) {
        if (json_is_integer(v))
            fail(err, path, "version", "version %" JSON_INTEGER_FORMAT ": expected %d (sow %s reads version %d)",
                 json_integer_value(v), RESULTS_VERSION, SOW_VERSION, RESULTS_VERSION);
        else
            fail(err, path, "version", "version: expected the integer %d", RESULTS_VERSION);
        json_decref(root);
        return -1;
    }
    arr = json_object_get(root, "sets");
    if (!json_is_array(arr)) {
        json_decref(root);
        return fail(err, path, "sets", "sets: %s", arr ? "expected an array" : "missing");
    }
    count = json_array_size(arr);
    if (count > 0) {
        out = calloc(count, sizeof *out);
        if (!out) {
            json_decref(root);
            return fail(err, path, "", "out of memory");
        }
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

/* ---- merging shards ------------------------------------------------------ */

int sow_report_merge(sow_result_set *into, const sow_result_set *from, sow_error *err)
{
#define DIFFERS_S(f, what) \
    if (strcmp(into->f, from->f) != 0) \
        return fail(err, "", #f, "%s differs: '%s' and '%s': these are not shards of one run", what, into->f, from->f)
#define DIFFERS_U(f, what) \
    if (into->f != from->f) \
        return fail(err, "", #f, "%s differs: %" PRIu64 " and %" PRIu64 ": these are not shards of one run", what, \
                    (uint64_t)into->f, (uint64_t)from->f)
    DIFFERS_S(name, "the spec name");
    if (into->spec_hash != from->spec_hash)
        return fail(err, "", "spec_hash",
                    "the spec hash differs: %016" PRIx64 " and %016" PRIx64 " (the spec file changed): "
                    "these are not shards of one run",
                    into->spec_hash, from->spec_hash);
    DIFFERS_S(readings, "the readings");
    DIFFERS_S(agent[0], "agent A");
    DIFFERS_S(agent[1], "agent B");
    DIFFERS_U(seed, "the seed");
    DIFFERS_U(games_requested, "the games requested");
    DIFFERS_U(shards, "the number of shards");
#undef DIFFERS_S
#undef DIFFERS_U
    for (uint64_t k = 0; k < into->shards && k < SOW_REPORT_MAX_SHARDS; k++)
        if (has_shard(into, k) && has_shard(from, k))
            return fail(err, "", "shards",
                        "shard %" PRIu64 " of %" PRIu64 " is in both: merging would count its games twice", k,
                        into->shards);
    if (sow_stats_merge_checked(&into->stats, &from->stats))
        return fail(err, "", "counts", "the merged counts would wrap at 2^64: these files cannot be one run");
    for (size_t i = 0; i < sizeof into->present; i++) into->present[i] |= from->present[i];
    return 0;
}

/* ---- CSV ----------------------------------------------------------------- */

/* RFC 4180: quoted when it holds a comma, a quote or a line break. */
static void csv_str(FILE *f, const char *s)
{
    if (!strpbrk(s, ",\"\r\n")) {
        fputs(s, f);
        return;
    }
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"') fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

int sow_report_csv(FILE *f, const sow_result_set *sets, int n, sow_error *err)
{
    static const char *const rate_col[SOW_R__COUNT] = {"first_win", "draw", "first_loss", "unresolved", "limit"};
    fputs("name,spec,spec_hash,readings,changed,agent_a,agent_b,seed,games_requested,games,partial,shards,"
          "shards_present,complete",
          f);
    for (int r = 0; r < SOW_R__COUNT; r++) fprintf(f, ",%s_pct,%s_lo,%s_hi", rate_col[r], rate_col[r], rate_col[r]);
    fputs(",decisive,first_share_pct,first_share_lo,first_share_hi,verdict,plies_mean,plies_median,plies_p95,"
          "plies_max,passes_per_game",
          f);
    for (int e = 0; e < SOW_END__COUNT; e++)
        fprintf(f, ",end_%s_pct", e == SOW_END_NONE ? "none" : sow_end_name((sow_end)e));
    fputs(",digest\n", f);
    for (int i = 0; i < n; i++) {
        const sow_result_set *rs = &sets[i];
        sow_summary s;
        sow_report_summary(rs, &s);
        csv_str(f, rs->name);
        fputc(',', f);
        csv_str(f, rs->spec);
        fprintf(f, ",%016" PRIx64 ",", rs->spec_hash);
        csv_str(f, rs->readings);
        fputc(',', f);
        csv_str(f, rs->changed);
        fputc(',', f);
        csv_str(f, rs->agent[0]);
        fputc(',', f);
        csv_str(f, rs->agent[1]);
        fprintf(f, ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%d,%" PRIu64 ",%" PRIu64 ",%d", rs->seed, rs->games_requested,
                rs->stats.games, rs->stats.partial ? 1 : 0, rs->shards, sow_result_set_nshards(rs),
                sow_result_set_complete(rs));
        for (int r = 0; r < SOW_R__COUNT; r++)
            fprintf(f, ",%.4f,%.4f,%.4f", 100.0 * s.rate[r], 100.0 * s.lo[r], 100.0 * s.hi[r]);
        fprintf(f, ",%" PRIu64 ",%.4f,%.4f,%.4f,%s,%.4f,%.0f,%.0f,%" PRIu64 ",%.4f", s.decisive, 100.0 * s.share,
                100.0 * s.share_lo, 100.0 * s.share_hi, s.verdict, s.plies_mean, s.plies_median, s.plies_p95,
                s.plies_max, s.passes_per_game);
        for (int e = 0; e < SOW_END__COUNT; e++) fprintf(f, ",%.4f", 100.0 * ratio(rs->stats.end[e], rs->stats.games));
        fprintf(f, ",%016" PRIx64 "\n", rs->stats.digest);
    }
    return ferror(f) ? fail(err, "", "", "out of memory while writing the results") : 0;
}
