/* xalloc.c - allocation that cannot fail, for the layers above the core
 * (simulation, reports, tools, commands): out of memory there is not a
 * result to report but the end of the run, so it says so and exits 2.
 * Nothing half-written is left: every results file is committed whole
 * (report/io.c). The core, the spec loader and the agents return errors. */
#include <stdio.h>
#include <stdlib.h>

#include "sow_sim.h"

static void *checked(void *p)
{
    if (!p) {
        fputs("sow: out of memory\n", stderr);
        exit(2);
    }
    return p;
}

void *sow_xmalloc(size_t n)
{
    return checked(malloc(n ? n : 1));
}

void *sow_xcalloc(size_t n, size_t size)
{
    return checked(calloc(n ? n : 1, size ? size : 1));
}

void *sow_xrealloc(void *p, size_t n)
{
    return checked(realloc(p, n ? n : 1));
}
