/* fuzz_args.c - libFuzzer harness of the command line's option parsers
 * (engine/cli/common.c, compiled into this harness): the input, split at
 * NUL bytes, is a list of option values, each given to cli_parse_board,
 * cli_parse_reading (accumulating, as repeated --reading options do),
 * cli_parse_first, cli_parse_u64 and cli_parse_int. What they accept must
 * be what they promise (a board of at most 32 counts and 255 seeds, at most
 * SOW_MAX_QUESTIONS readings with ids and keywords that fit, an integer in
 * range); what they refuse is printed to stderr, sent to /dev/null here.
 * Corpus: tests/fuzz/corpus/args/. */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    /* the parsers print to the stdio stream stderr: point it at /dev/null;
     * libFuzzer and the sanitizers keep writing to file descriptor 2 (glibc:
     * stderr is a variable, and libFuzzer took its value at start) */
    FILE *null = fopen("/dev/null", "w");
    if (!null) exit(1);
    stderr = null;
    return 0;
}

static void check_board(const cli_common *c)
{
    int sum = 0;
    if (c->nboard < 1 || c->nboard > SOW_MAX_PITS) abort();
    for (int i = 0; i < c->nboard; i++) sum += c->board[i];
    if (sum > SOW_MAX_SEEDS) abort();
}

static void check_readings(const cli_common *c)
{
    if (c->nchoices < 0 || c->nchoices > SOW_MAX_QUESTIONS) abort();
    for (int i = 0; i < c->nchoices; i++) {
        const sow_choice *ch = &c->choice[i];
        if (!memchr(ch->id, '\0', sizeof ch->id) || !memchr(ch->reading, '\0', sizeof ch->reading)) abort();
        if (!ch->id[0] || !ch->reading[0] || strchr(ch->id, '=')) abort();
        for (int j = 0; j < i; j++)
            if (strcmp(c->choice[j].id, ch->id) == 0) abort();   /* a later --reading replaces */
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *buf = malloc(size + 1);
    cli_common readings, one;
    if (!buf) return 0;
    memcpy(buf, data, size);
    buf[size] = '\0';
    cli_common_init(&readings);
    for (char *arg = buf; arg <= buf + size; arg += strlen(arg) + 1) {
        uint64_t u;
        long v;
        cli_common_init(&one);
        if (cli_parse_board(&one, arg) == CLI_OK) check_board(&one);
        if (cli_parse_first(&one, arg) == CLI_OK && one.first != 0 && one.first != 1) abort();
        if (cli_parse_reading(&readings, arg) == CLI_OK) check_readings(&readings);
        cli_parse_u64("--seed", arg, &u);
        if (cli_parse_int("--depth", arg, 1, 64, &v) == CLI_OK && (v < 1 || v > 64)) abort();
        if (cli_parse_int("--threads", arg, 0, 1024, &v) == CLI_OK && (v < 0 || v > 1024)) abort();
        cli_parse_int("--any", arg, LONG_MIN, LONG_MAX, &v);
    }
    free(buf);
    return 0;
}
