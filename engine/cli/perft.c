/* perft.c - `sow perft`: leaves at each depth from the start position, the
 * chess engines' correctness check. A forced pass is a ply; a finished game
 * has no children. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

enum { PERFT_MAX_DEPTH = 64 };

void cli_perft_usage(FILE *f)
{
    fputs("usage: sow perft SPEC --depth D [options]\n"
          "\n"
          "Counts the positions (leaves) at exactly each depth 1..D from the start\n"
          "position and prints \"perft D N\" per depth. A forced pass is a ply; a\n"
          "finished game has no children.\n"
          "\n"
          "  --depth D            the deepest depth (1..64)\n"
          "  --divide             for the deepest depth, the count under each root move\n"
          "  --board N,N,...      initial layout: 2N seed counts in pit order\n"
          "  --first 0|1          the player who moves first\n"
          "  --reading ID=KW      choose a reading of an open question (repeatable)\n"
          CLI_BOARD_USAGE
          "  --seed S             the run's seed: game 0's deal and first player (default 1)\n"
          "  -h, --help           this text\n",
          f);
}

int cli_perft(int argc, char **argv)
{
    static const struct option opts[] = {
        {"depth", required_argument, NULL, 'd'},
        {"divide", no_argument, NULL, 'D'},
        {"board", required_argument, NULL, 'b'},
        {"first", required_argument, NULL, 'f'},
        {"reading", required_argument, NULL, 'r'},
        {"seed", required_argument, NULL, 's'},
        CLI_BOARD_OPTIONS,
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    cli_common c;
    const char *spec = NULL;
    long depth = -1;
    int divide = 0, opt, d;
    sow_rules *r;
    sow_state s;
    uint64_t count[PERFT_MAX_DEPTH + 1];

    cli_common_init(&c);
    optind = 1;
    while ((opt = getopt_long(argc, argv, "-h", opts, NULL)) != -1) {
        int mine = cli_position_option(&c, "perft", opt, optarg, &spec);
        if (mine != CLI_NOT_MINE) {
            if (mine != CLI_OK) return CLI_ERR;
            continue;
        }
        switch (opt) {
        case 'd':
            if (cli_parse_int("--depth", optarg, 1, PERFT_MAX_DEPTH, &depth))
                return CLI_ERR;
            break;
        case 'D': divide = 1; break;
        case 'h': cli_perft_usage(stdout); return CLI_OK;
        default: cli_perft_usage(stderr); return CLI_ERR;
        }
    }
    if (spec && depth < 0) {
        cli_fail("perft: missing --depth D");
        cli_perft_usage(stderr);
        return CLI_ERR;
    }
    r = cli_spec_arg("perft", spec, &c, cli_perft_usage);
    if (!r)
        return CLI_ERR;
    cli_game0(r, &c, &s);

    memset(count, 0, sizeof count);
    if (!divide) {
        sow_perft(r, &s, (int)depth, count);
        for (d = 1; d <= depth; d++)
            printf("perft %d %llu\n", d, (unsigned long long)count[d]);
    } else {
        /* one subtree per root move: its leaves at the deepest depth */
        uint64_t total = 0;
        sow_moves mask = s.status == SOW_PLAYING ? sow_legal(r, &s) : 0;
        int pass = s.status == SOW_PLAYING && mask == 0;
        while (mask || pass) {
            int m = pass ? SOW_PASS : cli_nth_bit(mask, 0);
            uint64_t sub[PERFT_MAX_DEPTH + 1];
            sow_state child = s;
            memset(sub, 0, sizeof sub);
            sow_play(r, &child, m, NULL);
            sub[1] = 1;
            sow_perft(r, &child, (int)depth - 1, sub + 1);
            for (d = 1; d <= depth; d++)
                count[d] += sub[d];
            if (pass)
                printf("pass: %llu\n", (unsigned long long)sub[depth]);
            else
                printf("%d: %llu\n", m, (unsigned long long)sub[depth]);
            total += sub[depth];
            if (pass)
                break;
            mask &= mask - 1;
        }
        printf("perft %ld %llu\n", depth, (unsigned long long)total);
    }
    fflush(stdout);
    free(r);
    return CLI_OK;
}
