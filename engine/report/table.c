/* table.c - the comparison table of a run: one headline row per result
 * set, then a block of detail lines each (docs/results-schema.md). */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "report_internal.h"

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
            while (!report_has_shard(rs, k) && k + 1 < rs->shards) k++;
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
    uint64_t rounds = st->rounds_first[0] + st->rounds_first[1] + st->rounds_first[2];
    if (st->rounds_max || rounds) {
        double lo, hi;
        sow_wilson(st->rounds_first[0], rounds, SOW_Z95, &lo, &hi);
        fprintf(f, "  rounds    %.2f per game (mean), max %" PRIu64 "; of %" PRIu64 " rounds finished, the player "
                "who moved first in one won %.1f%% [%.1f,%.1f], %.1f%% were tied\n", 1.0 + sow_rate(st->rounds_sum, n),
                st->rounds_max + 1, rounds, 100.0 * sow_rate(st->rounds_first[0], rounds), 100 * lo, 100 * hi,
                100.0 * sow_rate(st->rounds_first[1], rounds));
    }

    {
        int col = fprintf(f, "  ends      "), any = 0;
        for (int e = 0; e < SOW_END__COUNT; e++) {
            char item[64];
            int len;
            if (!st->end[e]) continue;
            len = snprintf(item, sizeof item, "%s %.1f%%", e == SOW_END_NONE ? "not_ended" : sow_end_name((sow_end)e),
                           100.0 * sow_rate(st->end[e], n));
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
        fprintf(f, "  %-9.9s %s in %.1f%% of games%s, after %.1f plies, %.1f seeds left; e.g. game %" PRIu64 ":\n",
                kind, sow_end_name((sow_end)e), 100.0 * sow_rate(st->end[e], n),
                e == SOW_END_LIMIT ? " (a simulation limit, not a rule)" : "",
                sow_rate(st->end_plies[e], st->end[e]), sow_rate(st->end_seeds[e], st->end[e]), st->end_first[e] - 1);
        char cmd[SOW_TEXT_LEN + 3 * SOW_READINGS_LEN], replay[sizeof cmd + 64], page[64];
        sow_text t = sow_text_on(cmd, sizeof cmd);
        sow_text_add(&t, "sow play %s --game %" PRIu64 " --seed %" PRIu64 " --agents %s,%s", rs->spec,
                     st->end_first[e] - 1, rs->seed, rs->agent[0], rs->agent[1]);
        for (const char *p = rs->changed; *p;) {
            size_t len = strcspn(p, ",");
            sow_text_add(&t, " --reading %.*s", (int)len, p);
            p += len + (p[len] == ',');
        }
        snprintf(page, sizeof page, "%s-game-%" PRIu64 ".html", sow_end_name((sow_end)e), st->end_first[e] - 1);
        sow_replay_command(cmd, page, replay, sizeof replay);
        fprintf(f, "            %s\n            %s\n", cmd, replay);
    }

    if (rs->endgames[0]) {
        uint64_t k = st->end[SOW_END_DATABASE] + st->end[SOW_END_DATABASE_OPEN];
        fprintf(f, "  database  %.1f%% of games settled by the endgame database (%s),\n"
                "            after %.1f plies, %.1f seeds left, by perfect play's result from there; %.1f%% of them open\n"
                "            (unresolved: from there perfect play need not end by a rule)\n", 100.0 * sow_rate(k, n), rs->endgames,
                sow_rate(st->end_plies[SOW_END_DATABASE] + st->end_plies[SOW_END_DATABASE_OPEN], k),
                sow_rate(st->end_seeds[SOW_END_DATABASE] + st->end_seeds[SOW_END_DATABASE_OPEN], k),
                100.0 * sow_rate(st->end[SOW_END_DATABASE_OPEN], k));
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
                report_hist_mean(absm, SOW_MAX_SEEDS + 1), sow_hist_quantile(absm, SOW_MAX_SEEDS + 1, 0.5));
    }

    {
        uint64_t turns = report_hist_sum(st->turn_capture, SOW_MAX_SEEDS + 1);
        fprintf(f, "  captures  %.2f seeds per sowing turn, %.1f%% of turns capture; best turn: max %d, mean %.1f"
                   " (%.1f%% of the seeds)\n",
                report_hist_mean(st->turn_capture, SOW_MAX_SEEDS + 1),
                turns ? 100.0 * (1.0 - sow_rate(st->turn_capture[0], turns)) : 0.0,
                report_hist_max(st->best_capture, SOW_MAX_SEEDS + 1), report_hist_mean(st->best_capture, SOW_MAX_SEEDS + 1),
                report_hist_mean(st->swept, 101));
    }

    {
        int lmax = report_hist_max(st->laps, SOW_HIST_LAPS + 1);
        snprintf(a, sizeof a, lmax >= SOW_HIST_LAPS ? ">=%d" : "%d", lmax);
        fprintf(f, "  chains    %.2f pits per capturing turn, max %d; relay: %.2f laps per sowing turn, max %s\n",
                report_hist_mean(st->chain, SOW_MAX_PITS + 1), report_hist_max(st->chain, SOW_MAX_PITS + 1),
                report_hist_mean(st->laps, SOW_HIST_LAPS + 1), a);
    }

    {
        uint64_t chosen = report_hist_sum(st->chooser_result, SOW_R__COUNT);
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
    int settled = 0;
    for (int i = 0; i < n; i++) settled |= sets[i].endgames[0] != 0;
    fputs("1st: the player who made the first ply; [lo,hi]: 95% Wilson interval; sprt: fair, 1st+, 2nd+ or ?\n"
          "unresolved: stopped by a rule gap (the rules say nothing); ", f);
    if (settled) fputs("or settled by an endgame database where perfect play need not end by a rule; ", f);
    fputs(limited ? "limit: stopped by a simulation limit (not a rule)\n"
                  : "no game was stopped by a simulation limit\n", f);
    for (int i = 0; i < n; i++) {
        fputc('\n', f);
        detail(f, &sets[i]);
    }
}


