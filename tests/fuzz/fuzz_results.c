/* fuzz_results.c - libFuzzer harness of the results-file reader used by
 * `sow merge` (sow_report_json_read, engine/report/sow_report.h). The input is a
 * results file, any bytes, written to a memfd read through its
 * /proc/self/fd path. What `sow merge` does next with sets that read back
 * is done too: every set merged into the first (refusals are fine), then
 * the table, the JSON and the CSV written to /dev/null. Never a crash, a
 * hang or a leak. Corpus: tests/fuzz/corpus/results/ (files of `sow
 * simulate --json`). */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "sow_report.h"

static int fd = -1;
static char path[64];
static FILE *devnull;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fd = memfd_create("sow-fuzz-results", 0);
    devnull = fopen("/dev/null", "w");
    if (fd < 0 || !devnull) {
        perror("fuzz_results");
        exit(1);
    }
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sow_result_set *sets = NULL;
    sow_error err;
    int n = 0;
    if (ftruncate(fd, 0) != 0) abort();
    for (size_t off = 0; off < size;) {
        ssize_t w = pwrite(fd, data + off, size - off, (off_t)off);
        if (w <= 0) abort();
        off += (size_t)w;
    }
    if (sow_report_json_read(path, &sets, &n, &err) != 0) {
        if (sets || n) abort();
        return 0;
    }
    if (n < 0 || (n > 0 && !sets)) abort();
    if (n > 0) {
        sow_result_set *all = malloc(sizeof *all);
        if (!all) abort();
        all[0] = sets[0];
        for (int i = 1; i < n; i++) sow_report_merge(&all[0], &sets[i], &err);
        sow_result_set_complete(&all[0]);
        sow_report_table(devnull, sets, n);
        sow_report_table(devnull, all, 1);
        sow_report_json(devnull, sets, n, &err);
        sow_report_csv(devnull, sets, n, &err);
        free(all);
    }
    free(sets);
    return 0;
}
