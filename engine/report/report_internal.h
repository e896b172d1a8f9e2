/* report_internal.h - what the results files and the table share inside
 * the report layer (not part of its API). */
#ifndef SOW_REPORT_INTERNAL_H
#define SOW_REPORT_INTERNAL_H

#include "sow_report.h"

#define RESULTS_FORMAT "sow-results"
#define RESULTS_VERSION 2

/* SOW_R_* as results files name them. */
extern const char *const report_result_key[SOW_R__COUNT];

/* Fills err (file, field, message) and returns -1. */
int report_fail(sow_error *err, const char *file, const char *field, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
int report_has_shard(const sow_result_set *rs, uint64_t k);
uint64_t report_hist_sum(const uint64_t *h, int n);
double report_hist_mean(const uint64_t *h, int n);
int report_hist_max(const uint64_t *h, int n);
/* A page template (report_html.c): its text up to `marker`, the JSON of
 * root (escaping "/": no "</script>" closes the data's element early),
 * then the rest. Takes root. 0, or -1 with err. */
int report_page_write(FILE *f, const char *page, const char *marker, json_t *root, sow_error *err);

#endif
