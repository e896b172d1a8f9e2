/* report.c - `sow report`: simulation results files (`sow simulate --json`,
 * `sow merge --json`), or audit and diff results files (`sow audit --json`,
 * `sow diff --json`), as one self-contained HTML page (docs/report.md). A
 * page is of one kind: simulation sets are compared in one table, audits and
 * diffs are comparisons already, so a mix is refused rather than half drawn. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

void cli_report_usage(FILE *f)
{
    fputs("usage: sow report RESULTS.json... -o PAGE.html\n"
          "\n"
          "Writes the result sets of simulation results files (`sow simulate --json`,\n"
          "`sow merge --json`) as one self-contained HTML page (no network, works\n"
          "from file://): the comparison table as sow prints it, the first mover's\n"
          "results and share of decisive games with their 95% intervals as a table\n"
          "and as SVG bars, with each set's spec hash, seed, agents and the version.\n"
          "Or audit and diff results files (`sow audit --json`, `sow diff --json`):\n"
          "each comparison (games diverged, result changed, the first mover's win-rate\n"
          "shift with its interval, paired test and Holm verdict) as a table and SVG\n"
          "bars, with the example commands, spec hashes, seed and version. One page\n"
          "holds one kind: simulation files, or audit and diff files (not a mix).\n"
          "\n"
          "  -o, --output PAGE    the page (- for standard output); written whole or not at all\n"
          "  -h, --help           this text\n",
          f);
}

int cli_report(int argc, char **argv)
{
    static const struct option opts[] = {{"output", required_argument, NULL, 'o'},
                                         {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    const char *output = NULL;
    int ch;
    optind = 1;
    while ((ch = getopt_long(argc, argv, "ho:", opts, NULL)) != -1) {
        if (ch == 'o') output = optarg;
        else if (ch == 'h') {
            cli_report_usage(stdout);
            return CLI_OK;
        } else {
            cli_report_usage(stderr);
            return CLI_ERR;
        }
    }
    if (!output || optind >= argc) {
        cli_report_usage(stderr);
        return cli_fail("report: expected RESULTS.json... and -o PAGE.html");
    }
    sow_out out;
    sow_error err;
    memset(&err, 0, sizeof err);
    if (sow_out_check(&out, output, &err)) return cli_print_error(&err, output), CLI_ERR;
    sow_result_set *all = NULL;
    const char **files = NULL;
    json_t *compare = json_array();
    const char *first_sim = NULL, *first_cmp = NULL;
    int n = 0, rc = CLI_OK;
    for (int f = optind; f < argc && rc == CLI_OK; f++) {
        sow_result_set *sets = NULL;
        json_t *one = NULL;
        int k = 0, kind = sow_report_compare_read(argv[f], &one, &err);
        if (kind < 0 || (kind == 1 && sow_report_json_read(argv[f], &sets, &k, &err))) {
            cli_print_error(&err, argv[f]);
            rc = CLI_ERR;
            break;
        }
        if (kind == 0 ? !first_cmp : !first_sim) *(kind == 0 ? &first_cmp : &first_sim) = argv[f];
        if (first_cmp && first_sim) {
            fprintf(stderr, "sow: %s: report: a page holds simulation results (%s) or audit and diff results (%s), "
                            "not both: make one page of each\n", argv[f], first_sim, first_cmp);
            json_decref(one);
            free(sets);
            rc = CLI_ERR;
            break;
        }
        if (one) json_array_append_new(compare, one);
        all = sow_xrealloc(all, (size_t)(n + k) * sizeof *all);
        files = sow_xrealloc(files, (size_t)(n + k) * sizeof *files);
        for (int j = 0; j < k; j++) {
            all[n] = sets[j];
            files[n++] = argv[f];
        }
        free(sets);
    }
    if (rc == CLI_OK && first_cmp) {
        FILE *page = sow_out_begin(&out, &err);
        if (!page || sow_report_compare_page(page, compare, &err) || sow_out_commit(&out, 1, &err)) {
            cli_print_error(&err, output);
            rc = CLI_ERR;
        }
        if (rc != CLI_OK) sow_out_discard(&out);
        json_decref(compare);
        free(all);
        free(files);
        return rc;
    }
    json_decref(compare);
    if (rc == CLI_OK && n == 0) rc = cli_fail("report: the results files hold no result set");
    FILE *page = rc == CLI_OK ? sow_out_begin(&out, &err) : NULL;
    if (rc == CLI_OK && (!page || sow_report_page(page, all, files, n, &err) || sow_out_commit(&out, 1, &err))) {
        cli_print_error(&err, output);
        rc = CLI_ERR;
    }
    if (rc != CLI_OK) sow_out_discard(&out);
    free(all);
    free(files);
    return rc;
}
