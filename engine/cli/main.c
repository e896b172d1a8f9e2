/* main.c - `sow <command> [args]`: dispatch to one file per subcommand. */
#include <stdio.h>
#include <string.h>

#include "cli.h"

static void usage(FILE *f)
{
    fputs("usage: sow <command> [args]\n"
          "\n"
          "commands:\n"
          "  play      SPEC [--board N,..] [--first 0|1] [--captured A,B] [--reading ID=KW]..\n"
          "            [--moves LIST] [--json] [--agents A,B] [--seed S] [--game I] [--max-plies N]\n"
          "                                 play a game, print it (JSON Lines with --json)\n"
          "  replay    SPEC [game options as play] -o PAGE.html\n"
          "            --transcript FILE.jsonl SPEC [--reading ..] -o PAGE.html\n"
          "                                 a game as a self-contained HTML page, animated ply by ply\n"
          "  show      SPEC [--reading ID=KW].. [--seed S]\n"
          "                                 the rules as compiled, open questions, start board\n"
          "  perft     SPEC --depth D [--board ..] [--first P] [--reading ..] [--divide] [--seed S]\n"
          "                                 count positions at each depth\n"
          "  solve     SPEC [--row N --per-pit K] [--board ..] [--first P] [--reading ..] [--moves]\n"
          "                                 perfect play, exactly: the value of the start and of each move\n"
          "  analyse   SPEC --board .. [--first P] [--captured A,B] [--reading ..]\n"
          "                                 every move of a position with its perfect-play value\n"
          "  simulate  SPEC[@ID=KW,..]... [--games N] [--agents A,B] [--threads T] [--seed S]\n"
          "            [--reading ..] [--shard K/M] [--json F] [--csv F] [--sprt P0,P1]\n"
          "            [--max-plies N] [--digest] [--quiet]\n"
          "                                 many games on all cores: the comparison table\n"
          "  report    RESULTS.json... -o PAGE.html\n"
          "                                 simulation results as a self-contained HTML page\n"
          "  merge     FILE... [--json OUT] [--csv OUT]\n"
          "                                 combine shard results into one run's\n"
          "  bench     [SPEC...] [--games N] [--threads T] [--seed S] [--reading ..] [--max-plies N]\n"
          "                                 games/s, plies/s, ns/ply of random play\n"
          "  audit     SPEC [--games N] [--agents A,B] [--seed S] [--threads T] [--question ID]..\n"
          "            [--combos N] [--json F] [--md F] [--quiet]\n"
          "                                 how much each open question matters, with examples\n"
          "  diff      SPEC_A SPEC_B [--reading ..] [--reading-b ..] [--games N] [--agents A,B]\n"
          "            [--seed S] [--threads T] [--examples N] [--json F]\n"
          "                                 what a rule change alters: paired games compared\n"
          "  lint      SPEC [--rules DIR] [--json]\n"
          "                                 static checks of a spec before any game\n"
          "  vectors   SPEC [--games N] [--seed S] [--reading ..] [--board ..] [--first P]\n"
          "            [--every N] [--cover K] [--max-lines N]\n"
          "                                 test vectors (JSON Lines) for other implementations\n"
          "  oracle    SPEC [--reading ..] [--seed S] [--max-depth D]\n"
          "                                 a JSON line protocol on stdin/stdout\n"
          "  import    mancalagames FILE... [-o DIR] [--keep-going] [--no-check]\n"
          "                                 MancalaGames game configs to sow specs\n"
          "  help [COMMAND]                 this text, or a command's usage\n"
          "\n"
          "  sow --version                  print the version and the hot loop's instruction set\n"
          "  sow COMMAND --help             a command's options\n"
          "\n"
          "environment: SOW_ISA=baseline|avx2 runs that copy of the hot loop (default: the\n"
          "best this processor runs; results are the same)\n"
          "\n"
          "exit status: 0; 2 for any error; 130 when Ctrl-C or SIGTERM stopped a run\n"
          "(its partial results are written first)\n",
          f);
}

struct command {
    const char *name;
    int (*run)(int, char **);
    void (*usage)(FILE *);
    const char *full;
};

static const struct command commands[] = {
    {"play", cli_play, cli_play_usage, "sow play"},
    {"replay", cli_replay, cli_replay_usage, "sow replay"},
    {"show", cli_show, cli_show_usage, "sow show"},
    {"perft", cli_perft, cli_perft_usage, "sow perft"},
    {"solve", cli_solve, cli_solve_usage, "sow solve"},
    {"analyse", cli_analyse, cli_analyse_usage, "sow analyse"},
    {"simulate", cli_simulate, cli_simulate_usage, "sow simulate"},
    {"merge", cli_merge, cli_merge_usage, "sow merge"},
    {"report", cli_report, cli_report_usage, "sow report"},
    {"bench", cli_bench, cli_bench_usage, "sow bench"},
    {"audit", cli_audit, cli_audit_usage, "sow audit"},
    {"diff", cli_diff, cli_diff_usage, "sow diff"},
    {"lint", cli_lint, cli_lint_usage, "sow lint"},
    {"vectors", cli_vectors, cli_vectors_usage, "sow vectors"},
    {"oracle", cli_oracle, cli_oracle_usage, "sow oracle"},
    {"import", cli_import, cli_import_usage, "sow import"},
};
enum { NCOMMANDS = sizeof commands / sizeof commands[0] };

static const struct command *find(const char *name)
{
    size_t i;
    for (i = 0; i < NCOMMANDS; i++)
        if (strcmp(commands[i].name, name) == 0)
            return &commands[i];
    return NULL;
}

static int dispatch(int argc, char **argv);

int main(int argc, char **argv)
{
    json_set_alloc_funcs(sow_xmalloc, free);     /* out of memory in JSON, as anywhere above the core: exit 2 */
    if (sow_ranks_init(&argc, &argv) < 0) {
        fprintf(stderr, "sow: MPI_Init failed\n");
        return CLI_ERR;
    }
    if (sow_rank() > 0 && (!freopen("/dev/null", "w", stdout) || !freopen("/dev/null", "w", stderr)))
        return CLI_ERR;                          /* rank 0 prints what one process prints */
    int rc = dispatch(argc, argv);
    sow_ranks_end();
    return rc;
}

/* The command named by argv[1]. */
static int dispatch(int argc, char **argv)
{
    const struct command *c;
    /* SOW_ISA=baseline|avx2 runs that copy of the hot loop (a test of each
     * path; the digests are the same): unknown or unrunnable is an error. */
    const char *isa = getenv("SOW_ISA");
    if (isa && sow_isa_force(isa) < 0) {
        fprintf(stderr, "sow: SOW_ISA=%s: this build and processor run %s (expected auto, baseline or avx2 "
                        "where both copies are built and the processor has AVX2)\n", isa, sow_isa());
        return CLI_ERR;
    }
    if (argc < 2) {
        usage(stderr);
        return CLI_ERR;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        usage(stdout);
        return CLI_OK;
    }
    if (strcmp(argv[1], "help") == 0) {
        if (argc > 2) {
            c = find(argv[2]);
            if (!c) {
                fprintf(stderr, "sow: unknown command '%s'\n", argv[2]);
                usage(stderr);
                return CLI_ERR;
            }
            c->usage(stdout);
        } else {
            usage(stdout);
        }
        return CLI_OK;
    }
    if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0) {
        printf("sow %s\nhot loop: %s\n", SOW_VERSION, sow_isa());
        return CLI_OK;
    }
    c = find(argv[1]);
    if (!c) {
        if (argv[1][0] == '-')
            fprintf(stderr, "sow: unknown option '%s'\n", argv[1]);
        else
            fprintf(stderr, "sow: unknown command '%s'\n", argv[1]);
        usage(stderr);
        return CLI_ERR;
    }
    /* The subcommand sees argv[0] = "sow play", so getopt's messages read well. */
    argv[1] = (char *)c->full;
    return c->run(argc - 1, argv + 1);
}
