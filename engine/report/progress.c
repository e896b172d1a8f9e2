/* progress.c - the one progress bar of the long commands, on stderr: a
 * pool's progress callback (sow_pool.progress) with a sow_progress as its
 * context. */
#include <stdio.h>
#include <time.h>

#include "sow_report.h"

double sow_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

sow_progress sow_progress_start(const char *label)
{
    sow_progress p = {label, sow_seconds(), 0};
    return p;
}

void sow_progress_show(void *ctx, uint64_t done, uint64_t total)
{
    sow_progress *p = ctx;
    double dt = sow_seconds() - p->start, rate = dt > 0 ? (double)done / dt : 0;
    double left = rate > 0 ? (double)(total - done) / rate : 0;
    int width = 30, fill = total ? (int)((double)width * (double)done / (double)total) : width;
    char bar[64];
    for (int i = 0; i < width; i++) bar[i] = i < fill ? '=' : ' ';
    bar[width] = 0;
    fprintf(stderr, "\r%-16.16s [%s] %5.1f%% %llu/%llu games, %.0f games/s, %.0fs left ", p->label, bar,
            total ? 100.0 * (double)done / (double)total : 100.0, (unsigned long long)done,
            (unsigned long long)total, rate, left);
    fflush(stderr);
    p->shown = 1;
}

void sow_progress_end(sow_progress *p)
{
    if (p->shown) fputc('\n', stderr);
    p->shown = 0;
}
