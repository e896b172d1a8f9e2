/* cli.h - shared pieces of the `sow` command: option parsing helpers, spec
 * loading with error printing, and the subcommand entry points. Only the
 * CLI prints and exits; the library returns errors. */
#ifndef SOW_CLI_H
#define SOW_CLI_H

#include <stdint.h>
#include <stdio.h>

#include "sow_tools.h"

/* Exit statuses: 0, 2 for any error (bad input, a failed write, an agent
 * that failed), 130 for a run stopped by Ctrl-C or SIGTERM after writing
 * its partial results. */
enum { CLI_OK = 0, CLI_ERR = 2, CLI_INTERRUPTED = 130, CLI_NOT_MINE = -1 };

/* The options several subcommands share. */
typedef struct {
    sow_choice choice[SOW_MAX_QUESTIONS];
    int nchoices;
    uint8_t board[SOW_MAX_PITS];
    int nboard;                  /* 0 = no --board */
    int first;                   /* -1 = the spec decides */
    uint64_t seed;               /* default 1 */
    long row, per_pit;           /* --row N --per-pit K: the spec's rules on 2N pits, K seeds each (0: as written) */
} cli_common;

void cli_common_init(cli_common *c);

/* Each prints one "sow: ..." line on stderr and returns CLI_ERR on failure,
 * CLI_OK on success. */
int cli_fail(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
/* The options of every command that starts from a position, parsed once:
 * SPEC (the positional argument; getopt's "-" mode gives it as 1), --reading
 * ('r'), --board ('b'), --first ('f'), --seed ('s'). CLI_OK or CLI_ERR when
 * opt is one of them (a command's option table offers those it takes),
 * CLI_NOT_MINE otherwise. */
int cli_position_option(cli_common *c, const char *cmd, int opt, const char *arg, const char **spec);
/* --row N and --per-pit K ('R', 'K'): the getopt entries, and their usage lines. */
#define CLI_BOARD_OPTIONS {"row", required_argument, NULL, 'R'}, {"per-pit", required_argument, NULL, 'K'}
#define CLI_BOARD_USAGE                                                                              \
    "  --row N              the spec's rules on a board of N pits a row (docs/solve.md)\n"          \
    "  --per-pit K          with --row: K seeds dealt into every pit\n"
int cli_parse_reading(cli_common *c, const char *arg);   /* a second, different reading of one id: an error */
int cli_set_reading(cli_common *c, const char *arg, int replace);
int cli_parse_board(cli_common *c, const char *arg);
int cli_parse_first(cli_common *c, const char *arg);
int cli_parse_u64(const char *opt, const char *arg, uint64_t *out);
int cli_parse_int(const char *opt, const char *arg, long min, long max, long *out);
/* --agents A,B (one name: both; moves:LIST is one agent) into agent[]
 * pointing into buf. */
int cli_parse_agents(const char *arg, char *buf, size_t cap, const char *agent[2]);
/* "A,B": two integers 0..max (digits only). */
int cli_parse_pair(const char *opt, const char *arg, uint64_t max, uint64_t out[2]);
/* Writes s with control characters as \xNN: text that came from a spec or
 * a script never reaches the terminal raw. */
void cli_put_clean(FILE *f, const char *s);

/* The SPEC argument of a one-spec command: "CMD: missing SPEC" and usage
 * when absent, else the spec loaded with c's readings into a malloc'd
 * rules struct (free it). NULL after printing the error. */
sow_rules *cli_spec_arg(const char *cmd, const char *spec, const cli_common *c, void (*usage)(FILE *));

/* Loads a spec with c's readings and checks --board against it. */
int cli_load(const char *path, const cli_common *c, sow_rules *r);
/* Loads a spec applying only those of c's readings whose question the spec
 * declares (for commands comparing several specs). used[i] is set for each
 * choice some spec knew. */
int cli_load_some(const char *path, const cli_common *c, sow_rules *r, int *used);
/* Prints a library error as "sow: FILE:LINE: field FIELD: MSG". */
void cli_print_error(const sow_error *e, const char *path);

/* Game 0 of the run with c's seed, as `sow simulate` starts it, with
 * --board and --first (when given) in place of its deal and first player:
 * the position (cli_game0_position; game 0 itself comes settled), or with
 * every end rule applied (cli_game0). */
void cli_game0_position(const sow_rules *r, const cli_common *c, sow_state *s);
void cli_game0(const sow_rules *r, const cli_common *c, sow_state *s);

/* "South" / "North". */
const char *cli_player_name(int p);
/* 1-based index of the nth (0-based) set bit of mask -> the pit. */
int cli_nth_bit(sow_moves mask, uint32_t n);
int cli_popcount(sow_moves mask);

/* Draws the board as South sees it (North's row on top, right to left). */
void cli_draw_board(FILE *f, const sow_rules *r, const sow_state *s);

/* ---- a game as `sow play` selects it (play.c): shared with `sow replay` */

/* The game options (getopt_long entries): --board, --first, --reading,
 * --moves, --agents, --seed, --game, --captured, --max-plies. */
#define CLI_GAME_OPTIONS                                        \
    {"board", required_argument, NULL, 'b'},                    \
    {"first", required_argument, NULL, 'f'},                    \
    {"reading", required_argument, NULL, 'r'},                  \
    {"moves", required_argument, NULL, 'm'},                    \
    {"agents", required_argument, NULL, 'a'},                   \
    {"seed", required_argument, NULL, 's'},                     \
    {"game", required_argument, NULL, 'g'},                     \
    {"captured", required_argument, NULL, 'c'},                 \
    {"max-plies", required_argument, NULL, 'p'},                \
    CLI_BOARD_OPTIONS

typedef struct {
    cli_common c;                /* SPEC's readings, --board, --first, --seed */
    const char *spec, *moves, *agents;
    uint64_t game;
    int replay;                  /* --game given */
    int captured[2];
    long max_plies;              /* 0: the spec's limit */
} cli_game_choice;

/* What a game produces, ply by ply: `sow play` prints it, `sow replay`
 * records it. ply: before the move, after it (moved: before any end rule;
 * after: with them); end follows the ply that ended the game (or a start
 * that is already over). */
typedef struct cli_game_sink {
    const sow_rules *r;
    void (*start)(struct cli_game_sink *k, const sow_state *s);
    void (*ply)(struct cli_game_sink *k, const sow_state *before, const sow_state *moved,
                const sow_state *after, int move, const sow_trace *t);
    void (*end)(struct cli_game_sink *k, const sow_state *s);
} cli_game_sink;

void cli_game_choice_init(cli_game_choice *g);
/* One game option (or SPEC): CLI_OK, CLI_ERR, or CLI_NOT_MINE. */
int cli_game_option(cli_game_choice *g, const char *cmd, int opt, const char *arg);
/* The spec with g's readings and --max-plies (free it); NULL after the error. */
sow_rules *cli_game_rules(const char *cmd, const cli_game_choice *g, void (*usage)(FILE *));
/* Plays the selected game into k (k->r: cli_game_rules'). CLI_OK or CLI_ERR
 * (an illegal move, a failed agent: the plies before it were reported). */
int cli_game_play(const cli_game_choice *g, cli_game_sink *k);

/* The legal moves of mask as "0,2,5r,swap" (sow_move_text's forms). */
void cli_legal_list(const sow_rules *r, sow_moves mask, char *buf, size_t cap);
/* The rules in sentences, as `sow show` prints them: CLI_OK, or CLI_ERR
 * (out of memory, said). */
int cli_print_rules(const sow_rules *r);

/* ---- a human seat of `sow play` (human.c): --agents human,... */
typedef struct cli_human cli_human;
enum { CLI_HUMAN_UNDONE = -10, CLI_HUMAN_QUIT = -11 };
/* hint_agent: the agent whose choice `hint` shows, drawing from its own
 * stream of seed. NULL after printing the error. */
cli_human *cli_human_new(const sow_rules *r, const char *hint_agent, uint64_t seed);
void cli_human_free(cli_human *h);
/* Asks the player to move in s for a move of mask (non-empty) on stdin:
 * the move; CLI_HUMAN_UNDONE when s was set back to the position before
 * the human's last move (ask the seat to move there); CLI_HUMAN_QUIT for
 * quit or end of input (said). */
int cli_human_move(cli_human *h, sow_state *s, sow_moves mask);

/* Subcommands: argv[0] is the command name ("sow play"). */
int cli_play(int argc, char **argv);
int cli_show(int argc, char **argv);
int cli_perft(int argc, char **argv);
int cli_solve(int argc, char **argv);
int cli_analyse(int argc, char **argv);
int cli_simulate(int argc, char **argv);
int cli_bench(int argc, char **argv);
int cli_merge(int argc, char **argv);
int cli_audit(int argc, char **argv);
int cli_diff(int argc, char **argv);
int cli_lint(int argc, char **argv);
int cli_vectors(int argc, char **argv);
int cli_oracle(int argc, char **argv);
int cli_import(int argc, char **argv);
int cli_replay(int argc, char **argv);
int cli_report(int argc, char **argv);

void cli_play_usage(FILE *f);
void cli_show_usage(FILE *f);
void cli_perft_usage(FILE *f);
void cli_solve_usage(FILE *f);
void cli_analyse_usage(FILE *f);
void cli_simulate_usage(FILE *f);
void cli_bench_usage(FILE *f);
void cli_merge_usage(FILE *f);
void cli_audit_usage(FILE *f);
void cli_diff_usage(FILE *f);
void cli_lint_usage(FILE *f);
void cli_vectors_usage(FILE *f);
void cli_oracle_usage(FILE *f);
void cli_import_usage(FILE *f);
void cli_replay_usage(FILE *f);
void cli_report_usage(FILE *f);

#endif
