/* pool.c - the one pool over game indices that every many-games job runs
 * on (simulations, paired games). Threads claim chunks of indices from a
 * shared counter and play them with their own worker state; whatever they
 * add up is merged after they are joined, in worker order, so a job whose
 * games draw only from their own streams gives the same result for any
 * thread count. A failing game stops every thread; the failure reported is
 * that of the lowest failing index seen. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sow_sim.h"

enum { CHUNK = 256 };

typedef struct {
    const sow_pool *p;
    atomic_uint_fast64_t next;   /* next unclaimed index */
    atomic_uint_fast64_t done;   /* games finished */
    atomic_int failed;
    pthread_mutex_t lock;        /* guards the failure below */
    uint64_t fail_index;
    sow_error fail_err;
} shared_t;

typedef struct {
    shared_t *sh;
    pthread_t tid;
    void *state;
} worker_t;

static int cores(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 256 ? 256 : (int)n;
}

/* The next index of this worker's chunk, claiming a new chunk when it is
 * used up: 0 when none is left, the job stopped or a game failed. */
static int claim(shared_t *sh, uint64_t *lo, uint64_t *hi, uint64_t *index)
{
    const sow_pool *p = sh->p;
    if ((p->stop && *p->stop) || atomic_load_explicit(&sh->failed, memory_order_relaxed)) return 0;
    if (*lo == *hi) {
        *lo = atomic_fetch_add(&sh->next, CHUNK);
        if (*lo >= p->hi) {
            *lo = *hi;
            return 0;
        }
        *hi = *lo + CHUNK < p->hi ? *lo + CHUNK : p->hi;
    }
    *index = (*lo)++;
    return 1;
}

static void fail_at(shared_t *sh, uint64_t index, const sow_error *err)
{
    pthread_mutex_lock(&sh->lock);
    if (!atomic_load(&sh->failed) || index < sh->fail_index) {
        sh->fail_index = index;
        sh->fail_err = *err;
    }
    atomic_store(&sh->failed, 1);
    pthread_mutex_unlock(&sh->lock);
}

struct sow_pool_cursor {
    shared_t *sh;
    uint64_t lo, hi;             /* the worker's chunk: lo..hi-1 unclaimed */
};

int sow_pool_next(sow_pool_cursor *c, uint64_t *index)
{
    return claim(c->sh, &c->lo, &c->hi, index);
}

void sow_pool_done(sow_pool_cursor *c)
{
    atomic_fetch_add_explicit(&c->sh->done, 1, memory_order_relaxed);
}

/* A worker of a job with games in flight: one call plays all it claims. */
static void worker_games(worker_t *w, sow_error *err)
{
    sow_pool_cursor c = {w->sh, 0, 0};
    uint64_t index = 0;
    if (w->sh->p->games(w->sh->p->job, w->state, &c, &index, err)) fail_at(w->sh, index, err);
}

static void *worker_main(void *arg)
{
    worker_t *w = arg;
    shared_t *sh = w->sh;
    uint64_t lo = 0, hi = 0, index;
    sow_error err;
    memset(&err, 0, sizeof err);     /* once (1 KB), not per game: each game starts with its strings emptied */
    if (sh->p->games) {
        worker_games(w, &err);
        sow_endless_release();
        return NULL;
    }
    while (claim(sh, &lo, &hi, &index)) {
        err.file[0] = err.field[0] = err.msg[0] = 0;
        err.line = 0;
        if (sh->p->game(sh->p->job, w->state, index, &err)) {
            fail_at(sh, index, &err);
            break;
        }
        atomic_fetch_add_explicit(&sh->done, 1, memory_order_relaxed);
    }
    sow_endless_release();
    return NULL;
}

int sow_for_games(const sow_pool *whole, uint64_t *done, sow_error *err)
{
    shared_t sh;
    sow_pool slice = *whole, *p = &slice;
    sow_ranks_slice(&slice.lo, &slice.hi);      /* one rank: all of it */
    uint64_t total = p->hi > p->lo ? p->hi - p->lo : 0, finished;
    memset(&sh, 0, sizeof sh);
    memset(err, 0, sizeof *err);
    sh.p = p;
    atomic_init(&sh.next, p->lo);
    atomic_init(&sh.done, 0);
    atomic_init(&sh.failed, 0);
    pthread_mutex_init(&sh.lock, NULL);
    int nt = p->threads > 0 ? p->threads : cores();
    if ((uint64_t)nt > (total + CHUNK - 1) / CHUNK) nt = (int)((total + CHUNK - 1) / CHUNK);
    if (nt < 1) nt = 1;
    worker_t *w = sow_xcalloc((size_t)nt, sizeof *w);
    int rc = 0, made = 0, started = 0;
    for (int t = 0; rc == 0 && t < nt; t++) {
        w[t].sh = &sh;
        w[t].state = sow_xcalloc(1, p->worker_size ? p->worker_size : 1);
        made++;                          /* finish() sees it, even half made */
        if (p->init && p->init(p->job, w[t].state, err)) rc = -1;
    }
    for (int t = 0; t < nt && rc == 0; t++, started++)
        if (pthread_create(&w[t].tid, NULL, worker_main, &w[t])) {
            snprintf(err->msg, sizeof err->msg, "cannot start a thread");
            rc = -1;
            break;
        }
    if (rc == 0 && p->progress) {
        struct timespec tick = {0, 200 * 1000 * 1000};
        while (atomic_load(&sh.done) < total && !(p->stop && *p->stop) && !atomic_load(&sh.failed)) {
            p->progress(p->progress_ctx, atomic_load(&sh.done), total);
            nanosleep(&tick, NULL);
        }
    }
    for (int t = 0; t < started; t++) pthread_join(w[t].tid, NULL);
    if (rc == 0 && atomic_load(&sh.failed)) {
        *err = sh.fail_err;
        rc = -1;
    }
    if (rc == 0 && p->progress) p->progress(p->progress_ctx, atomic_load(&sh.done), total);
    for (int t = 0; t < made; t++) {
        if (p->finish) p->finish(p->job, w[t].state, rc == 0);
        free(w[t].state);
    }
    free(w);
    pthread_mutex_destroy(&sh.lock);
    finished = atomic_load(&sh.done);
    rc = sow_ranks_reduce(p, rc, err, &finished);
    if (done) *done = finished;
    return rc;
}
