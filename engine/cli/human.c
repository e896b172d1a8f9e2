/* human.c - a human seat of `sow play` (--agents human,...): the move is
 * asked on the terminal (or read from a pipe), with undo, hint, rules, help
 * and quit. It lives in the CLI because it does I/O: the agents do none. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

enum { LINE_LEN = 128, HINT_STREAM = 4 };

struct cli_human {
    const sow_rules *r;
    sow_agent *hint;             /* whose choice `hint` shows */
    sow_rng rng;                 /* the hint's own stream: the game's are untouched */
    sow_state *undo;             /* the position before each human move, oldest first */
    int nundo, capundo;
    int echo;                    /* stdin is no terminal: echo what is read */
};

cli_human *cli_human_new(const sow_rules *r, const char *hint_agent, uint64_t seed)
{
    sow_error err;
    cli_human *h = sow_xcalloc(1, sizeof *h);
    h->r = r;
    if (sow_agent_new(hint_agent, r, &h->hint, &err)) {
        cli_fail("--agents: the hint's agent %s: %s", hint_agent, err.msg);
        free(h);
        return NULL;
    }
    sow_rng_game(&h->rng, seed, 0, HINT_STREAM);
    h->echo = !isatty(STDIN_FILENO);
    return h;
}

void cli_human_free(cli_human *h)
{
    if (!h) return;
    sow_agent_free(h->hint);
    free(h->undo);
    free(h);
}

static void push_undo(cli_human *h, const sow_state *s)
{
    if (h->nundo == h->capundo) {
        h->capundo = h->capundo ? 2 * h->capundo : 64;
        h->undo = sow_xrealloc(h->undo, (size_t)h->capundo * sizeof *h->undo);
    }
    h->undo[h->nundo++] = *s;
}

/* One line of stdin, trimmed and lower-cased: 1, 0 at end of input, -1 for
 * a line too long to be a move (the rest of it is skipped). */
static int read_line(char *buf, size_t cap, int echo)
{
    if (!fgets(buf, (int)cap, stdin)) return 0;
    size_t n = strlen(buf);
    int whole = n > 0 && buf[n - 1] == '\n';
    if (!whole && !feof(stdin)) {
        int c;
        while ((c = getchar()) != EOF && c != '\n') {}
        if (echo) puts("(a very long line)");
        return -1;
    }
    while (n > 0 && isspace((unsigned char)buf[n - 1])) buf[--n] = '\0';
    size_t lead = strspn(buf, " \t");
    memmove(buf, buf + lead, n - lead + 1);
    for (char *p = buf; *p; p++) *p = (char)tolower((unsigned char)*p);
    if (echo) {
        cli_put_clean(stdout, buf);
        putchar('\n');
    }
    return 1;
}

static void print_help(const cli_human *h)
{
    const sow_rules *r = h->r;
    printf("Type a move or a command, then Enter:\n"
           "  N       sow your pit N (South owns pits 0-%d, North %d-%d: the numbers beside the board)\n",
           r->row - 1, r->row, r->pits - 1);
    if (r->fam.either_way)
        puts("  Nr      sow pit N against the usual direction");
    if (r->fam.pie)
        puts("  swap    swap sides (the pie rule), where it is offered");
    printf("  undo    take back your last move and the reply after it\n"
           "  hint    the move %s would play here\n"
           "  rules   the rules in sentences (as `sow show` prints them)\n"
           "  help    this text\n"
           "  quit    abandon the game (end of input, Ctrl-D, does the same)\n",
           sow_agent_name(h->hint));
}

static void give_hint(cli_human *h, const sow_state *s, sow_moves mask)
{
    char m[8];
    sow_rng rng = h->rng;        /* the same position gets the same hint */
    int move = sow_agent_choose(h->hint, h->r, s, mask, &rng);
    if (move < 0)
        printf("No hint: %s failed: %s\n", sow_agent_name(h->hint), sow_agent_error(h->hint));
    else
        printf("Hint: %s would play %s.\n", sow_agent_name(h->hint), sow_move_text(h->r, move, m));
}

/* undo: back to the position before the human's last move. */
static int take_back(cli_human *h, sow_state *s)
{
    if (h->nundo == 0) {
        puts("Nothing to undo: no move of yours to take back.");
        return 0;
    }
    *s = h->undo[--h->nundo];
    printf("Taken back: the position before ply %u again.\n", (unsigned)s->ply + 1);
    cli_draw_board(stdout, h->r, s);
    printf("%s to move.\n", cli_player_name(s->to_move));
    return 1;
}

/* A move the player typed: the move, or -1 (said why). */
static int typed_move(const cli_human *h, const char *line, sow_moves mask)
{
    char legal[200];
    int move;
    cli_legal_list(h->r, mask, legal, sizeof legal);
    if (sow_move_parse(h->r, line, &move)) {
        fputs("'", stdout);
        cli_put_clean(stdout, line);
        printf("' is neither a move nor a command (type help); legal moves: %s\n", legal);
        return -1;
    }
    if (move == SOW_PASS || !(mask >> move & 1)) {
        printf("%s is not a legal move here; legal moves: %s\n", line, legal);
        return -1;
    }
    return move;
}

int cli_human_move(cli_human *h, sow_state *s, sow_moves mask)
{
    char line[LINE_LEN], legal[200];
    const char *who = cli_player_name(s->to_move);
    cli_legal_list(h->r, mask, legal, sizeof legal);
    for (;;) {
        printf("%s, your move (%s; or undo, hint, rules, help, quit): ", who, legal);
        fflush(stdout);
        int got = read_line(line, sizeof line, h->echo);
        if (got == 0 || (got > 0 && !strcmp(line, "quit"))) {
            printf("%sGame abandoned by %s at ply %u (%s): no result.\n", got == 0 && !h->echo ? "\n" : "", who,
                   (unsigned)s->ply + 1, got == 0 ? "end of input" : "quit");
            return CLI_HUMAN_QUIT;
        }
        if (got < 0) {
            printf("That line is too long to be a move; legal moves: %s\n", legal);
            continue;
        }
        if (!line[0]) continue;
        if (!strcmp(line, "help")) {
            print_help(h);
        } else if (!strcmp(line, "rules")) {
            cli_print_rules(h->r);   /* on failure it said so: play on */
        } else if (!strcmp(line, "hint")) {
            give_hint(h, s, mask);
        } else if (!strcmp(line, "undo")) {
            if (take_back(h, s)) return CLI_HUMAN_UNDONE;
        } else {
            int move = typed_move(h, line, mask);
            if (move >= 0) {
                push_undo(h, s);
                return move;
            }
        }
    }
}
