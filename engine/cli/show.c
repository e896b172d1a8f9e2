/* show.c - `sow show`: a spec's rules as compiled, its open questions and
 * its initial board. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

void cli_show_usage(FILE *f)
{
    fputs("usage: sow show SPEC [options]\n"
          "\n"
          "Prints the spec's name, path and hash, the rules as compiled (in plain\n"
          "sentences, with rule ids), the open questions with their readings\n"
          "(default marked, chosen one starred) and the initial board.\n"
          "\n"
          "  --reading ID=KW      choose a reading of an open question (repeatable)\n"
          CLI_BOARD_USAGE
          "  --board N,N,...      show this initial layout instead of the spec's\n"
          "  --first 0|1          the player who moves first\n"
          "  --seed S             the seed of the random deal shown (default 1)\n"
          "  -h, --help           this text\n",
          f);
}

static const char *first_name(sow_first f)
{
    switch (f) {
    case SOW_FIRST_SOUTH: return "South moves first";
    case SOW_FIRST_NORTH: return "North moves first";
    case SOW_FIRST_RANDOM: return "the first player is drawn at random";
    case SOW_FIRST_ALTERNATE: return "the first player alternates from game to game";
    case SOW_FIRST_RITUAL_OTHER: return "by the opening ritual, the side-chooser's opponent moves first";
    case SOW_FIRST_RITUAL_CHOOSER: return "by the opening ritual, the side-chooser moves first";
    }
    return "?";
}

int cli_print_rules(const sow_rules *r)
{
    sow_text text = sow_text_new();
    sow_rules_describe_text(r, &text);
    if (text.failed || !text.s) {
        sow_text_free(&text);
        return cli_fail("out of memory");
    }
    fputs(text.s, stdout);
    if (text.s[0] && text.s[strlen(text.s) - 1] != '\n')
        putchar('\n');
    sow_text_free(&text);
    return CLI_OK;
}

int cli_show(int argc, char **argv)
{
    static const struct option opts[] = {
        {"reading", required_argument, NULL, 'r'},
        CLI_BOARD_OPTIONS,
        {"board", required_argument, NULL, 'b'},
        {"first", required_argument, NULL, 'f'},
        {"seed", required_argument, NULL, 's'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    cli_common c;
    const char *spec = NULL;
    int opt, q, k;
    sow_rules *r;
    sow_state s;

    cli_common_init(&c);
    optind = 1;
    while ((opt = getopt_long(argc, argv, "-h", opts, NULL)) != -1) {
        int mine = cli_position_option(&c, "show", opt, optarg, &spec);
        if (mine != CLI_NOT_MINE) {
            if (mine != CLI_OK) return CLI_ERR;
            continue;
        }
        switch (opt) {
        case 'h': cli_show_usage(stdout); return CLI_OK;
        default: cli_show_usage(stderr); return CLI_ERR;
        }
    }
    r = cli_spec_arg("show", spec, &c, cli_show_usage);
    if (!r)
        return CLI_ERR;

    printf("%s\n", r->name);
    printf("spec: %s\n", r->path[0] ? r->path : spec);
    printf("hash: %016llx\n", (unsigned long long)r->spec_hash);

    printf("\nRules as compiled:\n");
    if (cli_print_rules(r) != CLI_OK) {
        free(r);
        return CLI_ERR;
    }

    printf("\nOpen questions (choose with --reading ID=KEYWORD; * = chosen):\n");
    if (r->nquestions == 0)
        printf("  none\n");
    for (q = 0; q < r->nquestions; q++) {
        const sow_question *qu = &r->question[q];
        printf("  %-6s %s\n", qu->id, qu->text);
        for (k = 0; k < qu->nreadings; k++)
            printf("         %c %s%s\n", k == qu->chosen ? '*' : ' ', qu->reading[k],
                   k == 0 ? " (default)" : "");
    }

    printf("\nInitial board:\n");
    cli_game0(r, &c, &s);
    if (c.nboard)
        printf("  the layout given with --board (%d seeds)\n", sow_on_board(r, &s));
    else if (r->deal == SOW_DEAL_UNIFORM)
        printf("  a random deal of %d seeds (at least %d per pit); one deal, with --seed %llu:\n",
               r->total, r->deal_min, (unsigned long long)c.seed);
    else
        printf("  %d seeds, %s\n", sow_on_board(r, &s),
               r->deal == SOW_DEAL_EQUAL ? "an equal number in every pit" : "as laid out by the spec");
    printf("  %s", c.first >= 0 ? (c.first ? "North moves first (--first)" : "South moves first (--first)")
                                : first_name(r->first));
    if (c.first < 0 && (r->first == SOW_FIRST_RANDOM || r->first == SOW_FIRST_RITUAL_OTHER ||
                        r->first == SOW_FIRST_RITUAL_CHOOSER))
        printf(" (with --seed %llu: %s)", (unsigned long long)c.seed, cli_player_name(s.to_move));
    printf(".\n");
    cli_draw_board(stdout, r, &s);
    if (s.status != SOW_PLAYING)
        printf("The start position is already over (%s).\n", sow_end_name((sow_end)s.end));
    free(r);
    return CLI_OK;
}
