/* soak.c - random games under the SOW_PARANOID checks (engine/core/paranoid.c)
 * until a number of plies has been played, on all cores.
 *
 *     cmake -S . -B build-paranoid -DSOW_PARANOID=ON
 *     cmake --build build-paranoid -j
 *     build-paranoid/tests/soak 100000000          # 10^8 plies
 *     (cd build-paranoid && ctest -C soak -L soak)  # the same, through CTest
 *
 * Every spec of specs/ is played under its default readings, each other
 * reading of each open question alone, and a few random combinations of
 * readings. Game i is set up as `sow simulate` sets it up (sow_game_start),
 * with random players, and played twice: by sow_play_out, which asks the
 * endless prover lazily (line.c), and ply by ply by sow_play, which asks it
 * at every ply (game.c). Both run the paranoid checks after every ply, and
 * the two must give the same state after every ply (all but the prover's
 * cached verdict). A violation aborts with a message naming the spec, the
 * readings, the game and the ply. The plies counted are each game's plies,
 * once. Usage: soak [PLIES] [--threads T] [--seed S] [--specs DIR]. */
#include <dirent.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sow.h"

#ifndef SOW_SOURCE_DIR
#define SOW_SOURCE_DIR "."
#endif

enum { RANDOM_COMBOS = 3, MAX_CONFIGS = 1024 };

typedef struct {
    sow_rules *r;
    char label[512];                       /* "specs/x.lua [II.Q1=skip,...]" */
} config;

static config configs[MAX_CONFIGS];
static int nconfigs;
static uint64_t seed = 1;
static uint64_t target;
static atomic_uint_fast64_t next_game, plies_done, games_done;
static atomic_uint_fast64_t ends[SOW_END__COUNT];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void add_config(const char *path, const sow_choice *ch, int n, int *failed)
{
    if (nconfigs == MAX_CONFIGS) return;
    sow_rules *r = malloc(sizeof *r);
    sow_error err;
    if (!r) {
        fprintf(stderr, "soak: out of memory\n");
        exit(2);
    }
    if (sow_spec_load(path, ch, n, r, &err) != 0) {   /* a combination the rules refuse: not played */
        free(r);
        (*failed)++;
        return;
    }
    config *c = &configs[nconfigs++];
    c->r = r;
    int len = snprintf(c->label, sizeof c->label, "%s [", path);
    for (int i = 0; i < n && len < (int)sizeof c->label; i++)
        len += snprintf(c->label + len, sizeof c->label - (size_t)len, "%s%s=%s", i ? "," : "", ch[i].id, ch[i].reading);
    if (len < (int)sizeof c->label) snprintf(c->label + len, sizeof c->label - (size_t)len, "%s]", n ? "" : "defaults");
}

/* The spec's defaults, each non-default reading alone, and random combinations. */
static int add_spec(const char *path, int *failed)
{
    sow_rules *r = malloc(sizeof *r);
    sow_error err;
    sow_choice ch[SOW_MAX_QUESTIONS];
    if (!r || sow_spec_load(path, NULL, 0, r, &err) != 0) {
        fprintf(stderr, "soak: %s: %s\n", path, r ? err.msg : "out of memory");
        exit(2);
    }
    add_config(path, NULL, 0, failed);
    for (int q = 0; q < r->nquestions; q++)
        for (int k = 1; k < r->question[q].nreadings; k++) {
            snprintf(ch[0].id, sizeof ch[0].id, "%s", r->question[q].id);
            snprintf(ch[0].reading, sizeof ch[0].reading, "%s", r->question[q].reading[k]);
            add_config(path, ch, 1, failed);
        }
    sow_rng rng;
    sow_rng_seed(&rng, seed, 0x50a4);
    for (int j = 0; j < RANDOM_COMBOS && r->nquestions > 1; j++) {
        for (int q = 0; q < r->nquestions; q++) {
            snprintf(ch[q].id, sizeof ch[q].id, "%s", r->question[q].id);
            snprintf(ch[q].reading, sizeof ch[q].reading, "%s",
                     r->question[q].reading[sow_rng_below(&rng, (uint32_t)r->question[q].nreadings)]);
        }
        add_config(path, ch, r->nquestions, failed);
    }
    free(r);
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int load_specs(const char *dir)
{
    DIR *d = opendir(dir);
    char *names[256];
    int n = 0, failed = 0;
    struct dirent *e;
    if (!d) {
        fprintf(stderr, "soak: cannot open %s\n", dir);
        exit(2);
    }
    while ((e = readdir(d)) && n < 256) {
        size_t l = strlen(e->d_name);
        if (l > 4 && strcmp(e->d_name + l - 4, ".lua") == 0) names[n++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], by_name);
    for (int i = 0; i < n; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        add_spec(path, &failed);
        free(names[i]);
    }
    printf("soak: %d specs, %d configurations of readings (%d combinations refused by the rules, not played)\n",
           n, nconfigs, failed);
    return n;
}

/* ---- one game, twice ------------------------------------------------------ */

typedef struct {
    sow_state *after;
    int *move;
    size_t n, cap;
} record;

static void record_ply(void *ctx, const sow_state *before, int move, const sow_state *after)
{
    record *rec = ctx;
    (void)before;
    if (rec->n == rec->cap) {
        rec->cap = rec->cap ? rec->cap * 2 : 1024;
        rec->after = realloc(rec->after, rec->cap * sizeof *rec->after);
        rec->move = realloc(rec->move, rec->cap * sizeof *rec->move);
        if (!rec->after || !rec->move) {
            fprintf(stderr, "soak: out of memory\n");
            abort();
        }
    }
    rec->after[rec->n] = *after;
    rec->move[rec->n++] = move;
}

/* Every field but `proof`, the prover's verdict, which sow_play asks at
 * every ply and sow_play_out only now and then. */
static const char *differs(const sow_state *a, const sow_state *b)
{
    if (memcmp(&a->b, &b->b, sizeof a->b)) return "board";
    if (a->captured[0] != b->captured[0] || a->captured[1] != b->captured[1]) return "captured";
    if (a->to_move != b->to_move) return "to_move";
    if (a->last_mover != b->last_mover) return "last_mover";
    if (a->status != b->status) return "status";
    if (a->end != b->end) return "end";
    if (a->result != b->result) return "result";
    if (a->winner != b->winner) return "winner";
    if (a->ply != b->ply) return "ply";
    if (a->sowings != b->sowings) return "sowings";
    if (a->quiet != b->quiet) return "quiet";
    if (a->last_laps != b->last_laps || a->last_pits != b->last_pits || a->last_taken != b->last_taken) return "last";
    if (a->left != b->left) return "left";
    if (a->blocked != b->blocked || a->child != b->child || a->child_north != b->child_north) return "blocked/children";
    if (a->owner_north != b->owner_north) return "owners";
    if (a->round != b->round || a->round_first != b->round_first || a->round_result != b->round_result) return "round";
    if (a->again != b->again || a->started != b->started || a->ways != b->ways) return "again/started/ways";
    return NULL;
}

static void fail_game(const config *c, uint64_t game, size_t ply, const char *what, const sow_state *a,
                      const sow_state *b)
{
    fprintf(stderr, "soak: %s, game %llu (seed %llu), ply %zu: sow_play_out and sow_play differ in %s\n"
            "  play_out: end %s ply %u captured %d-%d\n  play:     end %s ply %u captured %d-%d\n",
            c->label, (unsigned long long)game, (unsigned long long)seed, ply, what,
            sow_end_name((sow_end)a->end), a->ply, a->captured[0], a->captured[1],
            sow_end_name((sow_end)b->end), b->ply, b->captured[0], b->captured[1]);
    abort();
}

static uint64_t play_game(const config *c, uint64_t game, record *rec)
{
    const sow_rules *r = c->r;
    sow_state start, out, s;
    sow_start_info info;
    sow_rng rng[2];
    sow_rng *const seat_rng[2] = {&rng[0], &rng[1]};
    sow_game_start(r, seed, game, NULL, NULL, &start, &info);
    sow_rng_game(&rng[0], seed, game, 1);
    sow_rng_game(&rng[1], seed, game, 2);
    out = start;
    rec->n = 0;
    if (sow_play_out(r, &out, NULL, NULL, seat_rng, NULL, record_ply, rec) != 0) {
        fprintf(stderr, "soak: %s, game %llu: sow_play_out failed with random players\n", c->label,
                (unsigned long long)game);
        abort();
    }
    if (out.status != SOW_ENDED) fail_game(c, game, rec->n, "status (not ended)", &out, &out);
    s = start;
    for (size_t i = 0; i < rec->n; i++) {
        if (!sow_is_legal(r, &s, rec->move[i])) fail_game(c, game, i + 1, "legality of the move", &rec->after[i], &s);
        sow_play(r, &s, rec->move[i], NULL);
        const char *d = differs(&rec->after[i], &s);
        if (d) fail_game(c, game, i + 1, d, &rec->after[i], &s);
    }
    const char *d = differs(&out, &s);
    if (d) fail_game(c, game, rec->n, d, &out, &s);
    atomic_fetch_add(&ends[out.end < SOW_END__COUNT ? out.end : 0], 1);
    return out.ply - start.ply;
}

static void *worker(void *arg)
{
    record rec = {NULL, NULL, 0, 0};
    (void)arg;
    while (atomic_load(&plies_done) < target) {
        uint64_t g = atomic_fetch_add(&next_game, 1);
        uint64_t n = play_game(&configs[g % (uint64_t)nconfigs], g / (uint64_t)nconfigs, &rec);
        atomic_fetch_add(&plies_done, n);
        atomic_fetch_add(&games_done, 1);
    }
    free(rec.after);
    free(rec.move);
    sow_endless_release();
    return NULL;
}

int main(int argc, char **argv)
{
    const char *dir = SOW_SOURCE_DIR "/specs";
    long threads = sysconf(_SC_NPROCESSORS_ONLN);
    target = 100000000;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--threads") == 0 && i + 1 < argc) threads = atol(argv[++i]);
        else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) seed = strtoull(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--specs") == 0 && i + 1 < argc) dir = argv[++i];
        else if (argv[i][0] >= '0' && argv[i][0] <= '9') {
            char *end;
            double v = strtod(argv[i], &end);      /* 100000000 or 1e8 */
            if (*end || v < 1 || v > 1e18) {
                fprintf(stderr, "soak: PLIES '%s': expected a number of plies, e.g. 1e8\n", argv[i]);
                return 2;
            }
            target = (uint64_t)v;
        } else {
            fprintf(stderr, "usage: soak [PLIES] [--threads T] [--seed S] [--specs DIR]\n");
            return 2;
        }
    }
    if (threads < 1) threads = 1;
    if (threads > 256) threads = 256;
#ifndef SOW_PARANOID
    printf("soak: warning: this library was built without SOW_PARANOID: only sow_play_out against sow_play is checked\n");
#endif
    load_specs(dir);
    if (!strcmp(dir, SOW_SOURCE_DIR "/specs")) load_specs(SOW_SOURCE_DIR "/specs/games");   /* the family's games */
    if (nconfigs == 0) return 2;
    printf("soak: %llu plies on %ld threads, seed %llu\n", (unsigned long long)target, threads,
           (unsigned long long)seed);
    fflush(stdout);

    double t0 = now(), last = t0;
    pthread_t tid[256];
    for (long i = 0; i < threads; i++)
        if (pthread_create(&tid[i], NULL, worker, NULL) != 0) {
            fprintf(stderr, "soak: cannot start a thread\n");
            return 2;
        }
    while (atomic_load(&plies_done) < target) {
        struct timespec pause = {0, 200000000};
        nanosleep(&pause, NULL);
        double t = now();
        if (t - last >= 10) {
            uint64_t p = atomic_load(&plies_done);
            printf("soak: %llu plies (%.1f%%), %.0f plies/s\n", (unsigned long long)p, 100.0 * (double)p / (double)target,
                   (double)p / (t - t0));
            fflush(stdout);
            last = t;
        }
    }
    for (long i = 0; i < threads; i++) pthread_join(tid[i], NULL);
    double secs = now() - t0;
    uint64_t p = atomic_load(&plies_done), g = atomic_load(&games_done);
    printf("soak: ends:");
    for (int e = 1; e < SOW_END__COUNT; e++)
        if (atomic_load(&ends[e])) printf(" %s %llu", sow_end_name((sow_end)e), (unsigned long long)atomic_load(&ends[e]));
    printf("\nsoak: ok: %llu plies in %llu games over %d configurations, %.1f s, %.0f plies/s\n",
           (unsigned long long)p, (unsigned long long)g, nconfigs, secs, (double)p / secs);
    for (int i = 0; i < nconfigs; i++) free(configs[i].r);
    return 0;
}
