/* solve.c - `sow solve` and `sow analyse`: perfect play from a start or a
 * position, exactly (engine/solve): the value, each move's value, the best
 * line, and how much of the value the rules leave open. */
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "sow_solve.h"

void cli_solve_usage(FILE *f)
{
    fputs("usage: sow solve SPEC [--row N --per-pit K] [--board N,..] [--first 0|1] [options]\n"
          "\n"
          "Solves the game from its start by retrograde analysis of every position\n"
          "reachable from it, through the spec's own rules, and prints its value under\n"
          "perfect play by both: the result (South wins, a draw, North wins) and the\n"
          "margin (South's seeds less North's) each player can force, each move's value\n"
          "and a line of perfect play. Where the rules let a player keep the game from\n"
          "ending by a rule (endless play that no rule ends, a rule gap), the value is\n"
          "given as the bounds each player can force; nothing is decided for the rules.\n"
          "Without --first, a spec whose first player is not fixed is solved for each.\n"
          "\n"
          "  --row N              play on a board of N pits a row (the spec's rules)\n"
          "  --per-pit K          with --row: K seeds dealt into every pit\n"
          "  --board N,N,...      the start: 2N seed counts in pit order\n"
          "  --first 0|1          the player who moves first (south, north)\n"
          "  --reading ID=KW      choose a reading of an open question (repeatable)\n"
          "  --max-positions N    refuse a game of more positions (default 20000000)\n"
          "  --moves              print each move's value and the best line (the default\n"
          "                       for one first player)\n"
          "  --skill A,B,..       how often each agent, in self-play from the start, throws\n"
          "                       away a won or drawn position (one where some move would)\n"
          "  --games N            games per agent for --skill (default 1000)\n"
          "  --seed S             the agents' random streams (default 1)\n"
          "  --db FILE            take the values of positions in this endgame database\n"
          "                       from it instead of exploring below them\n"
          "  --quiet              no progress on stderr\n"
          "  -h, --help           this text\n"
          "\n"
          "usage: sow solve SPEC --seeds K -o FILE [--row N --per-pit K] [--threads T]\n"
          "\n"
          "Builds an endgame database: every position with at most K seeds on the\n"
          "board, either player to move, and the margin perfect play gives from it\n"
          "(with its result for any seeds already captured), solved layer by layer\n"
          "through the spec's own rules. `sow analyse --db` and `sow simulate --db`\n"
          "read it. FILE.part holds the layers solved so far: a build stopped by\n"
          "Ctrl-C goes on from there when run again. Rules that read the seeds\n"
          "captured, or keep state the board does not show, are refused.\n"
          "\n"
          "  --seeds K            positions of 0..K seeds on the board (at most 120)\n"
          "  -o, --output FILE    the database file\n"
          "  --threads T          threads (default: all cores)\n",
          f);
}

void cli_analyse_usage(FILE *f)
{
    fputs("usage: sow analyse SPEC --board N,.. [--first 0|1] [--captured A,B] [options]\n"
          "\n"
          "Every legal move of a position with its perfect-play value (result and\n"
          "margin, exact or the bounds the rules leave open), what the move does\n"
          "(laps, seeds captured and why, the end it brings), and a line of perfect\n"
          "play from the position. The values are those of `sow solve`, from this\n"
          "position: seeds already captured count in the margin.\n"
          "\n"
          "  --board N,N,...      the position: 2N seed counts in pit order\n"
          "  --first 0|1          the player to move (default South)\n"
          "  --captured A,B       seeds South and North have captured (default 0,0)\n"
          "  --row N              the spec's rules on a board of N pits a row\n"
          "  --per-pit K          with --row: the deal of that game (the position is --board's;\n"
          "                       a database built with --row N --per-pit K names it)\n"
          "  --reading ID=KW      choose a reading of an open question (repeatable)\n"
          "  --max-positions N    refuse a position with more positions below it (default 20000000)\n"
          "  --db FILE            values from an endgame database (`sow solve --seeds`) where\n"
          "                       the position is in it; else solved down to it\n"
          "  --quiet              no progress on stderr\n"
          "  -h, --help           this text\n",
          f);
}

typedef struct {
    cli_common c;
    const char *spec;
    long max_positions;
    int moves, quiet, analyse;
    uint64_t captured[2];
    int has_captured;
    const char *skill;
    uint64_t games;
    long seeds, threads;         /* --seeds K (-1: not given), --threads */
    const char *out, *db;        /* -o FILE, --db FILE */
    sow_endgames *edb;           /* --db's database, open */
} solve_args;

static void progress(void *ctx, size_t positions, size_t done)
{
    (void)ctx;
    fprintf(stderr, "\rsow solve: %zu positions, %zu explored", positions, done);
}

static const char *result_word(int v)
{
    return v >= SOW_SOLVE_NONE ? "no end by a rule" : v <= -SOW_SOLVE_NONE ? "no end by a rule"
         : v > 0 ? "South wins" : v < 0 ? "North wins" : "a draw";
}

static void put_value(FILE *f, sow_bounds b, sow_value_kind k, int width)
{
    char buf[96], lo[32], hi[32];
    if (k == SOW_VALUE_RESULT) {
        snprintf(lo, sizeof lo, "%s", b.lo <= -SOW_SOLVE_NONE ? "none" : result_word(b.lo));
        snprintf(hi, sizeof hi, "%s", b.hi >= SOW_SOLVE_NONE ? "none" : result_word(b.hi));
    } else {
        snprintf(lo, sizeof lo, b.lo <= -SOW_SOLVE_NONE ? "none" : "%+d", b.lo);
        snprintf(hi, sizeof hi, b.hi >= SOW_SOLVE_NONE ? "none" : "%+d", b.hi);
    }
    if (b.lo == b.hi) snprintf(buf, sizeof buf, "%s", lo);
    else snprintf(buf, sizeof buf, "open: %s .. %s", lo, hi);
    fprintf(f, "%-*s", width, buf);
}

static void put_layout(const sow_rules *r, const uint8_t *layout)
{
    for (int p = 0; p < r->pits; p++) printf("%s%d", p == 0 ? "" : p == r->row ? " / " : " ", layout[p]);
}

static void put_move(const sow_rules *r, int move, int width)
{
    char buf[8];
    printf("%-*s", width, sow_move_text(r, move, buf));
}

/* What a move does from s: laps, captures and why, another turn, an end. */
static void put_effect(const sow_rules *r, const sow_state *s, int move)
{
    static const char *why[] = { "landing", "chain", "opposite", "sowing" };
    sow_trace t;
    sow_state c = *s;
    sow_move(r, &c, move, &t);
    sow_settle_rules(r, &c);
    if (move == SOW_PASS) printf("pass");
    else printf("%d lap%s", t.nlaps, t.nlaps == 1 ? "" : "s");
    if (t.captured) {
        printf(", takes %d:", t.captured);
        for (int i = 0; i < t.ncaps && i < SOW_TRACE_CAPS; i++)
            printf(" %d (%d, %s)", t.cap[i].pit, t.cap[i].seeds, t.cap[i].why < 4 ? why[t.cap[i].why] : "?");
    }
    if (c.status == SOW_PLAYING && c.to_move == s->to_move) printf(", moves again");
    if (c.status != SOW_PLAYING) printf(", ends: %s", sow_end_name((sow_end)c.end));
}

static void put_line(const sow_rules *r, const sow_solved *g, long node)
{
    long child;
    int n = 0, move;
    printf("  best line:");
    while ((move = sow_solved_best(g, node, SOW_VALUE_RESULT, &child)) >= SOW_PASS && n < 400) {
        char buf[8];
        printf(" %s", sow_move_text(r, move, buf));
        node = child;
        n++;
    }
    const sow_state *e = sow_solved_state(g, node);
    if (move == -3)
        printf(" (%d plies), then the endgame database's value (%d seeds on the board, captured %d-%d)\n", n,
               sow_on_board(r, e), e->captured[0], e->captured[1]);
    else if (e->status != SOW_PLAYING)
        printf("%s (%d plies): %s, South %d, North %d\n", n ? "" : " (none)", n, sow_end_name((sow_end)e->end),
               e->captured[0], e->captured[1]);
    else
        printf(" ... (the value is open: no line)\n");
}

static void put_moves(const sow_rules *r, const sow_solved *g, int effects)
{
    int move[2 * SOW_MAX_PITS + 2];
    long child[2 * SOW_MAX_PITS + 2];
    int n = sow_solved_moves(g, 0, move, child, 2 * SOW_MAX_PITS + 2);
    printf("  %-6s %-28s %-18s%s\n", "move", "result", "margin", effects ? "what it does" : "");
    for (int i = 0; i < n; i++) {
        printf("  ");
        put_move(r, move[i], 7);
        put_value(stdout, sow_solved_value(g, child[i], SOW_VALUE_RESULT), SOW_VALUE_RESULT, 28);
        putchar(' ');
        put_value(stdout, sow_solved_value(g, child[i], SOW_VALUE_MARGIN), SOW_VALUE_MARGIN, 17);
        putchar(' ');
        if (effects) put_effect(r, sow_solved_state(g, 0), move[i]);
        printf("\n");
    }
    put_line(r, g, 0);
}

static void put_rate(uint64_t k, uint64_t n)
{
    double lo, hi;
    char buf[64];
    if (!n) {
        printf("%-22s", "-");
        return;
    }
    sow_wilson(k, n, SOW_Z95, &lo, &hi);
    snprintf(buf, sizeof buf, "%.1f%% [%.1f, %.1f]", 100 * sow_rate(k, n), 100 * lo, 100 * hi);
    printf("%-22s", buf);
}

/* --skill: each agent's self-play against the perfect values: from the
 * solved start g, or (g NULL) in whole games at the positions of --db's
 * database. */
static int put_skill(const sow_rules *r, const sow_solved *g, const solve_args *a)
{
    char list[512];
    uint64_t games = a->games ? a->games : 1000;
    snprintf(list, sizeof list, "%s", a->skill);
    if (g)
        printf("  skill: %llu self-play games per agent (seed %llu); positions where some move throws the value away\n",
               (unsigned long long)games, (unsigned long long)a->c.seed);
    else
        printf("  endgame skill: %llu self-play games per agent (seed %llu) on the whole board; at each position of %s "
               "(0..%d seeds on the board) where some move throws the value away\n",
               (unsigned long long)games, (unsigned long long)a->c.seed, a->db, sow_endgames_seeds(a->edb));
    printf("  %-14s %-9s %-22s %-9s %-22s %s\n", "agent", "won", "threw the win away", "drawn", "threw the draw away",
           g ? "games keeping the start's value" : "plies in the database (open)");
    for (char *name = strtok(list, ","); name; name = strtok(NULL, ",")) {
        sow_skill_tally t;
        sow_error e;
        memset(&e, 0, sizeof e);
        if ((g ? sow_skill(r, g, name, games, a->c.seed, &t, &e)
               : sow_skill_endgames(r, a->edb, name, games, a->c.seed, &t, &e)) < 0)
            return cli_fail("--skill %s: %s", name, e.msg);
        printf("  %-14s %-9llu ", name, (unsigned long long)t.critical[1]);
        put_rate(t.thrown[1], t.critical[1]);
        printf(" %-9llu ", (unsigned long long)t.critical[0]);
        put_rate(t.thrown[0], t.critical[0]);
        if (g) {
            printf(" ");
            put_rate(t.kept, t.games);
            if (t.limit_games) printf(" (%llu stopped by the ply limit)", (unsigned long long)t.limit_games);
            if (t.open_plies) printf(" (%llu plies from open values, not counted)", (unsigned long long)t.open_plies);
        } else {
            printf(" %llu (%llu)", (unsigned long long)t.db_plies, (unsigned long long)t.open_plies);
            if (t.limit_games) printf(" (%llu games stopped by the ply limit)", (unsigned long long)t.limit_games);
        }
        printf("\n");
    }
    return CLI_OK;
}

/* The value of s (its captured seeds counted) from the database: 0, or -1
 * when s is playing and not in it. An ended s pays its own. */
static int db_state_value(const sow_endgames *db, const sow_state *s, sow_value_kind k, sow_bounds *b)
{
    sow_bounds v[SOW_VALUE__COUNT];
    if (!sow_endgames_value(db, s, v)) return -1;
    *b = v[k];
    return 0;
}

/* analyse --db: the position and each move from the database. 1 when
 * the position is not in it (the solver takes over). */
static int analyse_db(const sow_rules *r, const solve_args *a, const sow_state *s)
{
    const sow_endgames *db;
    sow_bounds b[2] = {{0, 0}, {0, 0}};
    db = a->edb;
    if (s->status != SOW_PLAYING || db_state_value(db, s, SOW_VALUE_RESULT, &b[0])) {
        int total = sow_endgames_in_play(db);
        if (total && sow_in_play(s) != total)
            printf("  not in %s (its positions have %d seeds in play, on the board and captured; this one has %d): "
                   "solved from here\n", a->db, total, sow_in_play(s));
        else
            printf("  not in %s (%d seeds on the board; it holds positions of up to %d): solved from here, down to it\n",
                   a->db, sow_on_board(r, s), sow_endgames_seeds(db));
        return 1;
    }
    db_state_value(db, s, SOW_VALUE_MARGIN, &b[1]);
    printf("%s to move: ", cli_player_name(s->to_move));
    put_value(stdout, b[0], SOW_VALUE_RESULT, 0);
    printf(", margin ");
    put_value(stdout, b[1], SOW_VALUE_MARGIN, 0);
    printf("\n  from the endgame database %s (%d seeds on the board)\n", a->db, sow_on_board(r, s));
    printf("  %-6s %-28s %-18s%s\n", "move", "result", "margin", "what it does");
    sow_moves legal = sow_legal(r, s);
    int pass = !legal;
    while (legal || pass) {
        int mv = pass ? SOW_PASS : __builtin_ctzll(legal);
        sow_state c = *s;
        sow_play(r, &c, mv, NULL);
        printf("  ");
        put_move(r, mv, 7);
        for (int k = 0; k < 2; k++) {
            sow_bounds v;
            if (db_state_value(db, &c, (sow_value_kind)k, &v)) printf("%-*s", k ? 17 : 28, "?");   /* never: the layers are closed */
            else put_value(stdout, v, (sow_value_kind)k, k ? 17 : 28);
            putchar(' ');
        }
        put_effect(r, s, mv);
        printf("\n");
        if (pass) break;
        legal &= legal - 1;
    }
    return CLI_OK;
}

static int solve_one(const sow_rules *r, const solve_args *a, const uint8_t *layout, int first, int detail)
{
    sow_state s;
    sow_error e;
    sow_solved *g;
    sow_solve_options o = { a->max_positions, a->quiet || !isatty(2) ? NULL : progress, NULL, a->edb };
    int rc;
    sow_position(r, &s, layout, first);
    s.captured[0] = (uint16_t)a->captured[0];
    s.captured[1] = (uint16_t)a->captured[1];
    sow_settle(r, &s);
    if (a->db && a->analyse) {
        rc = analyse_db(r, a, &s);
        if (rc != 1) return rc;
    }
    clock_t t0 = clock();
    if (sow_solve(r, &s, &o, &g, &e) < 0) {
        if (o.progress) fputc('\n', stderr);
        cli_print_error(&e, r->path);
        return CLI_ERR;
    }
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    if (o.progress) fprintf(stderr, "\r%60s\r", "");
    sow_solve_stats st = sow_solved_stats(g);
    printf("%s %s: ", cli_player_name(first), a->analyse ? "to move" : "first");
    put_value(stdout, sow_solved_value(g, 0, SOW_VALUE_RESULT), SOW_VALUE_RESULT, 0);
    printf(", margin ");
    put_value(stdout, sow_solved_value(g, 0, SOW_VALUE_MARGIN), SOW_VALUE_MARGIN, 0);
    printf("\n  %zu positions, %zu moves; ends by a rule %zu (%zu proven endless), by a rule gap %zu, "
           "by a limit %zu; %.2f s CPU, %.1f MB\n",
           st.positions, st.moves, st.ends_rule, st.proven_endless, st.ends_gap, st.ends_limit, secs,
           (double)st.bytes / 1e6);
    if (a->edb) printf("  %zu positions valued by the endgame database %s (0..%d seeds on the board)\n", st.db_leaves, a->db,
                       sow_endgames_seeds(a->edb));
    if (detail) put_moves(r, g, a->analyse);
    rc = a->skill ? put_skill(r, g, a) : CLI_OK;
    sow_solved_free(g);
    return rc;
}

static int parse(int argc, char **argv, solve_args *a, void (*usage)(FILE *))
{
    static const struct option opts[] = {
        {"board", required_argument, NULL, 'b'},
        {"first", required_argument, NULL, 'f'},
        {"reading", required_argument, NULL, 'r'},
        CLI_BOARD_OPTIONS,
        {"captured", required_argument, NULL, 'c'},
        {"max-positions", required_argument, NULL, 'M'},
        {"moves", no_argument, NULL, 'm'},
        {"quiet", no_argument, NULL, 'q'},
        {"skill", required_argument, NULL, 'S'},
        {"games", required_argument, NULL, 'g'},
        {"seed", required_argument, NULL, 's'},
        {"seeds", required_argument, NULL, 'k'},
        {"output", required_argument, NULL, 'o'},
        {"threads", required_argument, NULL, 't'},
        {"db", required_argument, NULL, 'd'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    const char *cmd = a->analyse ? "analyse" : "solve";
    int opt;
    optind = 1;
    while ((opt = getopt_long(argc, argv, a->analyse ? "-h" : "-ho:", opts, NULL)) != -1) {
        int mine = cli_position_option(&a->c, cmd, opt, optarg, &a->spec);
        if (mine != CLI_NOT_MINE) {
            if (mine != CLI_OK) return CLI_ERR;
            continue;
        }
        switch (opt) {
        case 'M': if (cli_parse_int("--max-positions", optarg, 1, 4000000000L, &a->max_positions)) return CLI_ERR; break;
        case 'c':
            if (!a->analyse) goto bad;
            if (cli_parse_pair("--captured", optarg, SOW_MAX_SEEDS, a->captured)) return CLI_ERR;
            a->has_captured = 1;
            break;
        case 'm': a->moves = 1; break;
        case 'S': if (a->analyse) goto bad; a->skill = optarg; break;
        case 'g':
            if (a->analyse || cli_parse_u64("--games", optarg, &a->games)) goto bad;
            if (a->games == 0) return cli_fail("--games: expected 1 or more");
            break;
        case 'q': a->quiet = 1; break;
        case 'k':
            if (a->analyse) goto bad;
            if (cli_parse_int("--seeds", optarg, 0, SOW_ENDGAMES_MAX_SEEDS, &a->seeds)) return CLI_ERR;
            break;
        case 'o': a->out = optarg; break;
        case 't': if (a->analyse || cli_parse_int("--threads", optarg, 0, 256, &a->threads)) goto bad; break;
        case 'd': a->db = optarg; break;
        case 'h': usage(stdout); return -1;
        default:
        bad:
            usage(stderr);
            return CLI_ERR;
        }
    }
    if (!a->spec) {
        cli_fail("%s: missing SPEC (a Lua spec file, e.g. specs/mangala_ii.lua)", cmd);
        usage(stderr);
        return CLI_ERR;
    }
    if (!a->analyse && (a->c.row > 0) != (a->c.per_pit > 0))
        return cli_fail("solve: --row and --per-pit go together (a board of N pits a row, K seeds in each)");
    if ((a->seeds >= 0) != (a->out != NULL))
        return cli_fail("solve: --seeds K and -o FILE go together (an endgame database and its file)");
    if (a->seeds >= 0 && (a->c.nboard || a->c.first >= 0 || a->skill || a->moves))
        return cli_fail("solve: --seeds builds a database of every position of few seeds: --board, --first, "
                        "--moves and --skill are for solving one start");
    if (a->db && a->seeds >= 0) return cli_fail("solve: --db: a database is built from nothing but the rules");
    if (a->analyse && a->c.per_pit > 0 && a->c.row <= 0)
        return cli_fail("analyse: --per-pit goes with --row (the deal of the game on that board, as a database names it)");
    if (a->analyse && !a->c.nboard)
        return cli_fail("analyse: missing --board N,N,... (the position to analyse)");
    if (a->c.nboard && a->c.row > 0 && a->c.nboard != 2 * a->c.row)
        return cli_fail("--board: %d counts given; --row %ld needs exactly %ld", a->c.nboard, a->c.row, 2 * a->c.row);
    return CLI_OK;
}

static sow_rules *load(const solve_args *a)
{
    return cli_spec_arg(a->analyse ? "analyse" : "solve", a->spec, &a->c, a->analyse ? cli_analyse_usage : cli_solve_usage);
}

/* ---- endgame databases ----------------------------------------------------- */

static volatile int stop_flag;

static void on_stop(int sig)
{
    stop_flag = 1;
    signal(sig, SIG_DFL);
}

static void db_progress(void *ctx, int layer, uint64_t done, uint64_t total)
{
    (void)ctx;
    fprintf(stderr, "\rsow solve: layer %d, %.0f%%   ", layer, 100.0 * (double)done / (double)(total ? total : 1));
}

static void put_readings(const sow_rules *r)
{
    int any = 0;
    printf("  spec hash %016llx, readings:", (unsigned long long)r->spec_hash);
    for (int q = 0; q < r->nquestions; q++)
        if (r->question[q].chosen) printf(" %s=%s", r->question[q].id, r->question[q].reading[r->question[q].chosen]), any = 1;
    printf("%s; sow %s\n", any ? "" : " as written", SOW_VERSION);
}

static int build_db(const sow_rules *r, const solve_args *a)
{
    sow_error e;
    sow_endgames_stats st;
    sow_endgames_options o = { (int)a->seeds, (int)a->threads, &stop_flag,
                               a->quiet || !isatty(2) ? NULL : db_progress, NULL };
    if (!sow_endgames_supported(r, &e)) {
        cli_print_error(&e, a->spec);
        return CLI_ERR;
    }
    printf("%s (%s), 2 x %d pits: endgame database of 0..%ld seeds on the board, %llu positions\n", r->name, a->spec,
           r->row, a->seeds, (unsigned long long)sow_endgames_size(r, (int)a->seeds));
    put_readings(r);
    fflush(stdout);
    signal(SIGINT, on_stop);
    signal(SIGTERM, on_stop);
    clock_t t0 = clock();
    int rc = sow_endgames_build(r, a->out, &o, &st, &e);
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    if (o.progress) fprintf(stderr, "\r%40s\r", "");
    if (rc < 0) {
        cli_print_error(&e, a->spec);
        return CLI_ERR;
    }
    if (rc > 0) {
        fprintf(stderr, "sow solve: interrupted; %s.part keeps the layers solved: the same command goes on from there\n",
                a->out);
        return CLI_INTERRUPTED;
    }
    printf("  %llu positions: %llu exact, %llu open; %llu moves played; %d layer%s resumed from %s.part\n",
           (unsigned long long)st.positions, (unsigned long long)st.exact, (unsigned long long)st.open,
           (unsigned long long)st.moves, st.layers_resumed, st.layers_resumed == 1 ? "" : "s", a->out);
    struct stat sb;
    printf("  %.2f s wall, %.2f s CPU, %.1f MB at most; %s: %lld bytes\n", st.seconds,
           (double)(clock() - t0) / CLOCKS_PER_SEC, (double)st.peak_bytes / 1e6, a->out,
           stat(a->out, &sb) ? -1LL : (long long)sb.st_size);
    return CLI_OK;
}

static int run(int argc, char **argv, int analyse)
{
    solve_args a;
    memset(&a, 0, sizeof a);
    cli_common_init(&a.c);
    a.analyse = analyse;
    a.seeds = -1;
    int rc = parse(argc, argv, &a, analyse ? cli_analyse_usage : cli_solve_usage);
    if (rc) return rc < 0 ? CLI_OK : rc;
    sow_rules *r = load(&a);
    if (!r) return CLI_ERR;
    sow_error e;
    rc = CLI_OK;
    if (a.seeds >= 0) {
        rc = build_db(r, &a);
        free(r);
        return rc;
    }
    if (!sow_solve_supported(r, &e)) {
        cli_print_error(&e, a.spec);
        rc = CLI_ERR;
    } else if (a.c.nboard && a.c.nboard != r->pits) {
        rc = cli_fail("--board: %d counts given; %s needs exactly %d (2 rows of %d)", a.c.nboard, r->name, r->pits, r->row);
    } else if (!a.c.nboard && r->deal == SOW_DEAL_UNIFORM && !(a.skill && a.db)) {
        rc = cli_fail("%s: %s deals at random; expected --board N,N,... (or --row N --per-pit K)", analyse ? "analyse" : "solve", r->name);
    }
    if (rc == CLI_OK && a.db && sow_endgames_open(r, a.db, &a.edb, &e)) {
        cli_print_error(&e, a.spec);
        rc = CLI_ERR;
    }
    if (rc) {
        free(r);
        return rc;
    }
    const uint8_t *layout = a.c.nboard ? a.c.board : r->layout;
    int firsts[2], n = 0;
    if (a.c.first >= 0 || analyse) firsts[n++] = a.c.first >= 0 ? a.c.first : 0;
    else if (r->first == SOW_FIRST_SOUTH || r->first == SOW_FIRST_NORTH) firsts[n++] = r->first == SOW_FIRST_NORTH;
    else firsts[n++] = 0, firsts[n++] = 1;
    printf("%s (%s), 2 x %d pits: ", r->name, a.spec, r->row);
    put_layout(r, layout);
    if (a.has_captured) printf("; captured South %d, North %d", (int)a.captured[0], (int)a.captured[1]);
    printf("\n");
    put_readings(r);
    if (a.skill && a.edb) rc = put_skill(r, NULL, &a);     /* the whole game, at the database's positions */
    for (int i = 0; rc == CLI_OK && !(a.skill && a.edb) && i < n; i++) rc = solve_one(r, &a, layout, firsts[i], a.moves || n == 1);
    fflush(stdout);
    sow_endgames_free(a.edb);
    free(r);
    return rc;
}

int cli_solve(int argc, char **argv)
{
    return run(argc, argv, 0);
}

int cli_analyse(int argc, char **argv)
{
    return run(argc, argv, 1);
}
