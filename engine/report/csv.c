/* csv.c - the headline numbers of a run as CSV, for spreadsheets. */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "report_internal.h"

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
        for (int e = 0; e < SOW_END__COUNT; e++) fprintf(f, ",%.4f", 100.0 * sow_rate(rs->stats.end[e], rs->stats.games));
        fprintf(f, ",%016" PRIx64 "\n", rs->stats.digest);
    }
    return ferror(f) ? report_fail(err, "", "", "out of memory while writing the results") : 0;
}
