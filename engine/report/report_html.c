/* report_html.c - simulation results as one self-contained HTML page
 * (`sow report`): the comparison table as sow prints it, the headline
 * numbers with their intervals as data, and the page template
 * (report_page.html, compiled in by CMake) whose script draws the table and
 * the SVG bars from that data, offline. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "report_internal.h"
#include "sow_report.h"

extern const char sow_report_page_html[];   /* report_page.c, generated from report_page.html */

static const char *const result_keys[SOW_R__COUNT] = {"win", "draw", "loss", "unresolved", "limit"};

static json_t *interval(double rate, double lo, double hi)
{
    return json_pack("{s:f,s:f,s:f}", "rate", rate, "lo", lo, "hi", hi);
}

/* One set: who played what, and its headline numbers (sow_report_summary). */
static json_t *set_json(const sow_result_set *rs, const char *file)
{
    sow_summary sum;
    char hash[24];
    json_t *first = json_object();
    sow_report_summary(rs, &sum);
    snprintf(hash, sizeof hash, "%016" PRIx64, rs->spec_hash);
    for (int k = 0; k < SOW_R__COUNT; k++)
        json_object_set_new(first, result_keys[k], interval(sum.rate[k], sum.lo[k], sum.hi[k]));
    return json_pack("{s:s,s:s,s:s,s:s,s:s,s:[ss],s:I,s:I,s:I,s:b,s:o,s:o,s:s,s:{s:f,s:f,s:f,s:I},s:f}",
                     "file", file, "name", rs->name, "spec", rs->spec, "spec_hash", hash, "changed", rs->changed,
                     "agents", rs->agent[0], rs->agent[1], "seed", (json_int_t)rs->seed, "games",
                     (json_int_t)sum.games, "decisive", (json_int_t)sum.decisive, "complete",
                     sow_result_set_complete(rs), "first_mover", first, "first_share",
                     interval(sum.share, sum.share_lo, sum.share_hi), "verdict", sum.verdict, "plies", "mean",
                     sum.plies_mean, "median", sum.plies_median, "p95", sum.plies_p95, "max",
                     (json_int_t)sum.plies_max, "passes_per_game", sum.passes_per_game);
}

int report_page_write(FILE *f, const char *page, const char *marker, json_t *root, sow_error *err)
{
    const char *at = strstr(page, marker);
    char *data = json_dumps(root, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_ESCAPE_SLASH);
    json_decref(root);
    memset(err, 0, sizeof *err);
    if (!at || !data) {
        free(data);
        snprintf(err->msg, sizeof err->msg, "%s", at ? "out of memory" : "the page template has no data marker (a build fault)");
        return -1;
    }
    fwrite(page, 1, (size_t)(at - page), f);
    fputs(data, f);
    fputs(at + strlen(marker), f);
    free(data);
    return 0;
}

int sow_report_page(FILE *f, const sow_result_set *sets, const char *const *files, int n, sow_error *err)
{
    json_t *js = json_array();
    char *table = NULL;
    size_t tlen = 0;
    FILE *mem = open_memstream(&table, &tlen);
    memset(err, 0, sizeof *err);
    if (!mem) {
        json_decref(js);
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return -1;
    }
    sow_report_table(mem, sets, n);
    fclose(mem);
    for (int i = 0; i < n; i++) json_array_append_new(js, set_json(&sets[i], files[i]));
    json_t *root = json_pack("{s:s,s:s,s:o}", "version", SOW_VERSION, "table", table ? table : "", "sets", js);
    free(table);
    return report_page_write(f, sow_report_page_html, "/*SOW_REPORT_DATA*/", root, err);
}
