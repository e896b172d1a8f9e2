/* fuzz_spec.c - libFuzzer harness of the spec loader (sow_spec_load): the
 * input is a spec file, arbitrary Lua text. It must never crash, hang or
 * leak; an error result is fine. A spec that loads is then described (as
 * `sow show` does) and played for a few plies by random players, then
 * loaded again with another reading of each of its first two questions
 * and played again: rules that load must be rules the engine can play.
 *
 * The input goes to fuzz_input.lua in a private directory made at start
 * (/tmp/sow-fuzz-spec.XXXXXX), which also holds a copy of every spec of
 * specs/, so that include("mangala_ii.lua") works as it does beside them.
 * Corpus: specs/, tests/bad_specs/, tests/hostile/ (tests/fuzz/CMakeLists.txt). */
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sow.h"

#ifndef SOW_SOURCE_DIR
#define SOW_SOURCE_DIR "."
#endif

/* sow_play asks the endless prover at every ply: on rules whose quiet
 * positions it cannot settle, that is a search of SOW_ENDLESS_BUDGET
 * positions per ply (about 2 ms in a release build for the seed turn, 40
 * ms for the general turn with relays; 20 times that here), so only the
 * first PROVED plies go through it; the rest use sow_play_rules (every
 * end rule but the proof and the ply limit). Each game's start is proven
 * too (sow_new_game), three games an input: an input of rules without
 * captures (a relay on every count, no capture section) took 10 s here
 * with 8 proven plies, 5 s with 2 (run.sh's timeout: 30 s). */
enum { PROVED = 2, PLIES = 100 };
/* limits.laps is a million by default: a relay whose orbit does not repeat
 * (relay on every count from the landing pit) runs that many laps in one
 * ply, seconds here, a libFuzzer timeout. The harness looks for crashes
 * and undefined behaviour, not for where long relays end: a turn past
 * FUZZ_LAPS laps ends as a simulation limit. */
enum { FUZZ_LAPS = 20000 };

static char dir[64] = "/tmp/sow-fuzz-spec.XXXXXX";
static char input[128];
static sow_rules *rules;
static char *text;
enum { TEXT_CAP = 1 << 16 };

static void cleanup(void)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    char path[512];
    if (!d) return;
    while ((e = readdir(d)))
        if (e->d_name[0] != '.') {
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            unlink(path);
        }
    closedir(d);
    rmdir(dir);
}

static void copy_file(const char *from, const char *to)
{
    FILE *in = fopen(from, "rb"), *out = in ? fopen(to, "wb") : NULL;
    char buf[8192];
    size_t n;
    if (in && out)
        while ((n = fread(buf, 1, sizeof buf, in)) > 0) fwrite(buf, 1, n, out);
    if (in) fclose(in);
    if (out) fclose(out);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    const char *src = getenv("SOW_SOURCE_DIR") ? getenv("SOW_SOURCE_DIR") : SOW_SOURCE_DIR;
    char specs[4096], from[4096 + 256], to[512];
    if (!mkdtemp(dir)) {
        perror("fuzz_spec: mkdtemp");
        exit(1);
    }
    atexit(cleanup);
    snprintf(input, sizeof input, "%s/fuzz_input.lua", dir);
    snprintf(specs, sizeof specs, "%s/specs", src);
    DIR *d = opendir(specs);
    struct dirent *e;
    while (d && (e = readdir(d))) {
        size_t l = strlen(e->d_name);
        if (l > 4 && strcmp(e->d_name + l - 4, ".lua") == 0) {
            snprintf(from, sizeof from, "%s/%s", specs, e->d_name);
            snprintf(to, sizeof to, "%s/%s", dir, e->d_name);
            copy_file(from, to);
        }
    }
    if (d) closedir(d);
    rules = malloc(sizeof *rules);
    text = malloc(TEXT_CAP);
    if (!rules || !text) exit(1);
    return 0;
}

/* A few plies of random play from the spec's setup (sow_new_game). */
static void play_some(const sow_rules *r, uint64_t game, int plies)
{
    sow_state s;
    sow_rng rng;
    sow_rng_seed(&rng, 1, game);
    sow_new_game(r, &s, NULL, -1, &rng, game);
    for (int i = 0; i < plies && s.status == SOW_PLAYING; i++) {
        sow_moves legal = sow_legal(r, &s);
        int move = SOW_PASS;
        if (legal) {
            uint32_t k = sow_rng_below(&rng, (uint32_t)__builtin_popcountll(legal));
            while (k--) legal &= legal - 1;
            move = __builtin_ctzll(legal);
        }
        if (!sow_is_legal(r, &s, move)) abort();
        if (i < PROVED) sow_play(r, &s, move, NULL);
        else sow_play_rules(r, &s, move);
        if (sow_in_play(&s) > SOW_MAX_SEEDS) abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int fd = open(input, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    sow_error err;
    if (fd < 0) abort();
    for (size_t off = 0; off < size;) {
        ssize_t n = write(fd, data + off, size - off);
        if (n <= 0) abort();
        off += (size_t)n;
    }
    close(fd);
    if (sow_spec_load(input, NULL, 0, rules, &err) != 0) {
        if (!memchr(err.msg, '\0', sizeof err.msg) || !memchr(err.field, '\0', sizeof err.field)) abort();
        return 0;
    }
    sow_rules_describe(rules, text, TEXT_CAP);
    if (rules->max_laps > FUZZ_LAPS) rules->max_laps = FUZZ_LAPS;
    play_some(rules, size, PLIES);

    /* another reading of each of the first two questions, alone */
    int nq = rules->nquestions < 2 ? rules->nquestions : 2;
    sow_choice ch[2];
    for (int q = 0; q < nq; q++) {
        const sow_question *qu = &rules->question[q];
        snprintf(ch[q].id, sizeof ch[q].id, "%s", qu->id);
        snprintf(ch[q].reading, sizeof ch[q].reading, "%s", qu->reading[qu->nreadings - 1]);
    }
    for (int q = 0; q < nq; q++)
        if (sow_spec_load(input, &ch[q], 1, rules, &err) == 0) {
            sow_rules_describe(rules, text, TEXT_CAP);
            if (rules->max_laps > FUZZ_LAPS) rules->max_laps = FUZZ_LAPS;
            play_some(rules, size + 1, PROVED);
        }
    return 0;
}
