/* ranks.c - one run over several processes (MPI ranks, `mpirun -n P sow
 * ...`), built with SOW_MPI; without it there is one rank and every
 * function here is trivial. The pool (pool.c) gives each rank a slice of
 * the game indices (threads within it), then merges each sum the job
 * declared (sow_pool.sums) over the ranks in rank order and hands every
 * rank the whole, so that each goes on as one process would, and rank 0
 * prints and writes exactly what one process gives: the sums are counts,
 * and the merges are those of threads (order-free), so the digest and the
 * results file are the same for any number of ranks. */
#include <stdlib.h>
#include <string.h>

#include "sow_sim.h"

#if defined(SOW_MPI)
#include <mpi.h>

static int rank_, ranks_ = 1, started;

/* Started by mpirun or srun: their launchers set one of these. A process
 * started alone stays one rank and skips MPI_Init (half a second each). */
static int launched(void)
{
    static const char *const vars[] = {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_SIZE", "PMI_RANK", NULL};
    for (int i = 0; vars[i]; i++)
        if (getenv(vars[i])) return 1;
    return 0;
}

int sow_ranks_init(int *argc, char ***argv)
{
    int provided, init = 0;
    if (!launched()) return 0;
    MPI_Initialized(&init);
    if (!init && MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS) return -1;
    started = !init;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks_);
    return 0;
}

void sow_ranks_end(void)
{
    if (started) MPI_Finalize();
    started = 0;
}

int sow_rank(void) { return rank_; }
int sow_ranks(void) { return ranks_; }

/* The failure of the lowest failing rank (its games have the lowest
 * indices), for every rank: -1 with err, or 0. */
static int reduce_failure(int rc, sow_error *err)
{
    int *all = sow_xcalloc((size_t)ranks_, sizeof *all), first = -1;
    MPI_Allgather(&rc, 1, MPI_INT, all, 1, MPI_INT, MPI_COMM_WORLD);
    for (int r = 0; r < ranks_ && first < 0; r++)
        if (all[r]) first = r;
    free(all);
    if (first < 0) return 0;
    MPI_Bcast(err, (int)sizeof *err, MPI_BYTE, first, MPI_COMM_WORLD);
    return -1;
}

int sow_ranks_reduce(const sow_pool *p, int rc, sow_error *err, uint64_t *done)
{
    if (ranks_ == 1) return rc;
    uint64_t mine = *done;
    MPI_Allreduce(&mine, done, 1, MPI_UINT64_T, MPI_SUM, MPI_COMM_WORLD);
    if (reduce_failure(rc, err)) return -1;
    for (int i = 0; i < p->nsums; i++) {
        const sow_pool_sum *s = &p->sums[i];
        if (rank_ == 0) {
            void *from = sow_xmalloc(s->size);
            for (int r = 1; r < ranks_; r++) {
                MPI_Recv(from, (int)s->size, MPI_BYTE, r, i, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                s->merge(p->job, s->data, from);
            }
            free(from);
        } else {
            MPI_Send(s->data, (int)s->size, MPI_BYTE, 0, i, MPI_COMM_WORLD);
        }
        MPI_Bcast(s->data, (int)s->size, MPI_BYTE, 0, MPI_COMM_WORLD);
    }
    return 0;
}

#else

int sow_ranks_init(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    return 0;
}

void sow_ranks_end(void) {}
int sow_rank(void) { return 0; }
int sow_ranks(void) { return 1; }

int sow_ranks_reduce(const sow_pool *p, int rc, sow_error *err, uint64_t *done)
{
    (void)p;
    (void)err;
    (void)done;
    return rc;
}

#endif

void sow_ranks_slice(uint64_t *lo, uint64_t *hi)
{
    uint64_t n = *hi > *lo ? *hi - *lo : 0, r = (uint64_t)sow_rank(), p = (uint64_t)sow_ranks(), base = *lo;
    *lo = base + n * r / p;
    *hi = base + n * (r + 1) / p;
}
