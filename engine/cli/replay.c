/* replay.c - `sow replay`: one game, selected as `sow play` selects it or
 * read from a `sow play --json` transcript, as a self-contained HTML page
 * (engine/report/replay.c, docs/replay.md). */
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

void cli_replay_usage(FILE *f)
{
    fputs("usage: sow replay SPEC [game options] -o PAGE.html\n"
          "       sow replay --transcript FILE.jsonl SPEC [--reading ID=KW].. [--max-plies N] -o PAGE.html\n"
          "\n"
          "Writes one game as one self-contained HTML page (no network, works from\n"
          "file://): the board, each ply sown seed by seed (step, play, back, speed,\n"
          "arrow keys), the sowing path, relay laps, the landing pit and the captured\n"
          "pits, the rule ids behind each event, the score, whose turn, passes and the\n"
          "end, the readings and the `sow play` command that reproduces the game.\n"
          "\n"
          "  -o, --output PAGE    the page (- for standard output); written whole or not at all\n"
          "  --transcript FILE    the game of a `sow play --json` transcript (JSON Lines),\n"
          "                       each ply replayed by the engine and checked against its line\n"
          "\n"
          "game options, as `sow play` takes them:\n"
          "  --board N,N,...      initial layout: 2N seed counts in pit order 0..2N-1\n"
          "  --first 0|1          the player who moves first (0 South, 1 North)\n"
          "  --captured A,B       seeds South and North have captured so far (default 0,0)\n"
          "  --reading ID=KW      choose a reading of an open question (repeatable)\n"
          "  --moves LIST         comma-separated pits, one per sowing move\n"
          "  --agents A,B         play to the end with agents for South,North after the moves\n"
          "  --game I             game I of `sow simulate` with the same --seed, --agents, readings\n"
          "  --seed S             the run's seed (default 1)\n"
          "  --max-plies N        stop at N plies (a simulation limit, not a rule)\n"
          "  -h, --help           this text\n",
          f);
}

/* ---- the command that reproduces the game -------------------------------- */

/* One shell word: as it is when it is plain, else in single quotes. */
static void add_word(sow_text *t, const char *w)
{
    int plain = *w != '\0';
    for (const char *c = w; *c; c++)
        if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./=:,@+-", *c)) plain = 0;
    if (plain) {
        sow_text_add(t, " %s", w);
        return;
    }
    sow_text_add(t, " '");
    for (const char *c = w; *c; c++)
        if (*c == '\'') sow_text_add(t, "'\\''");
        else sow_text_add(t, "%c", *c);
    sow_text_add(t, "'");
}

static void add_option(sow_text *t, const char *opt, const char *value)
{
    sow_text_add(t, " %s", opt);
    add_word(t, value);
}

static void add_board(sow_text *t, const uint8_t *board, int n)
{
    sow_text b = sow_text_new();
    for (int i = 0; i < n; i++) sow_text_add(&b, "%s%d", i ? "," : "", board[i]);
    add_option(t, "--board", b.s ? b.s : "");
    sow_text_free(&b);
}

static void add_readings(sow_text *t, const cli_common *c)
{
    for (int i = 0; i < c->nchoices; i++) {
        char rd[2 * SOW_NAME_LEN + 2];
        snprintf(rd, sizeof rd, "%s=%s", c->choice[i].id, c->choice[i].reading);
        add_option(t, "--reading", rd);
    }
}

/* `sow play` with the game options of g, in a fixed order. */
static void game_command(sow_text *t, const cli_game_choice *g)
{
    char num[32];
    sow_text_add(t, "sow play");
    add_word(t, g->spec);
    add_readings(t, &g->c);
    if (g->c.nboard) add_board(t, g->c.board, g->c.nboard);
    if (g->c.first >= 0) sow_text_add(t, " --first %d", g->c.first);
    if (g->captured[0] || g->captured[1]) sow_text_add(t, " --captured %d,%d", g->captured[0], g->captured[1]);
    if (g->moves) add_option(t, "--moves", g->moves);
    if (g->agents) add_option(t, "--agents", g->agents);
    if (g->c.seed != 1) {
        snprintf(num, sizeof num, "%llu", (unsigned long long)g->c.seed);
        add_option(t, "--seed", num);
    }
    if (g->replay) sow_text_add(t, " --game %llu", (unsigned long long)g->game);
    if (g->max_plies > 0) sow_text_add(t, " --max-plies %ld", g->max_plies);
}

/* ---- recording the game ------------------------------------------------------ */

typedef struct {
    cli_game_sink k;             /* first: the sink is the context */
    sow_replay *page;
} page_sink;

static void page_start(cli_game_sink *k, const sow_state *s) { sow_replay_start(((page_sink *)k)->page, s); }

static void page_ply(cli_game_sink *k, const sow_state *before, const sow_state *moved, const sow_state *after,
                     int move, const sow_trace *t)
{
    sow_replay_ply(((page_sink *)k)->page, before, moved, after, move, t);
}

static void page_end(cli_game_sink *k, const sow_state *s) { sow_replay_end(((page_sink *)k)->page, s); }

/* ---- a transcript -------------------------------------------------------------- */

typedef struct {
    const char *path;
    int line;
} where;

static int bad_line(const where *w, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
static int bad_line(const where *w, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return cli_fail("%s:%d: %s", w->path, w->line, msg);
}

/* An array of n integers 0..max into out. */
static int get_counts(const where *w, json_t *line, const char *key, int n, int max, int *out)
{
    json_t *a = json_object_get(line, key);
    if (!json_is_array(a) || (int)json_array_size(a) != n)
        return bad_line(w, "\"%s\": expected an array of %d counts", key, n);
    for (int i = 0; i < n; i++) {
        json_t *v = json_array_get(a, (size_t)i);
        if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) > max)
            return bad_line(w, "\"%s\"[%d]: expected an integer 0..%d", key, i, max);
        out[i] = (int)json_integer_value(v);
    }
    return CLI_OK;
}

static int same_counts(const sow_rules *r, const sow_state *s, const int *board, const int *captured)
{
    for (int p = 0; p < r->pits; p++)
        if (s->b.pit[p] != board[p]) return 0;
    return s->captured[0] == captured[0] && s->captured[1] == captured[1];
}

/* The start line: the position (before any end rule). */
static int read_start(const where *w, const sow_rules *r, json_t *line, sow_state *s, sow_text *cmd)
{
    int board[SOW_MAX_PITS], captured[2];
    uint8_t layout[SOW_MAX_PITS];
    json_t *ply = json_object_get(line, "ply"), *to = json_object_get(line, "to_move");
    if (!json_is_integer(ply) || json_integer_value(ply) != 0 || json_object_get(line, "move"))
        return bad_line(w, "expected the start line {\"ply\":0,\"to_move\":P,\"board\":[...],\"captured\":[A,B]}");
    if (!json_is_integer(to) || json_integer_value(to) < 0 || json_integer_value(to) > 1)
        return bad_line(w, "\"to_move\": expected 0 or 1");
    if (get_counts(w, line, "board", r->pits, SOW_MAX_SEEDS, board) ||
        get_counts(w, line, "captured", 2, SOW_MAX_SEEDS, captured))
        return CLI_ERR;
    int total = captured[0] + captured[1];
    for (int p = 0; p < r->pits; p++) {
        layout[p] = (uint8_t)board[p];
        total += board[p];
    }
    if (total > SOW_MAX_SEEDS) return bad_line(w, "more than %d seeds on the board and captured", SOW_MAX_SEEDS);
    sow_position(r, s, layout, (int)json_integer_value(to));
    s->captured[0] = (uint16_t)captured[0];
    s->captured[1] = (uint16_t)captured[1];
    add_board(cmd, layout, r->pits);
    sow_text_add(cmd, " --first %d", s->to_move);
    if (captured[0] || captured[1]) sow_text_add(cmd, " --captured %d,%d", captured[0], captured[1]);
    return CLI_OK;
}

/* A ply line's move, checked legal in s. */
static int read_move(const where *w, const sow_rules *r, json_t *line, const sow_state *s, int *move)
{
    json_t *m = json_object_get(line, "move"), *pl = json_object_get(line, "player");
    sow_moves legal = sow_legal(r, s);
    char text[24];
    if (!json_is_integer(pl) || json_integer_value(pl) != s->to_move)
        return bad_line(w, "\"player\": expected %d (%s is to move)", s->to_move, cli_player_name(s->to_move));
    if (json_is_integer(m) && json_integer_value(m) >= 0 && json_integer_value(m) < r->pits)
        snprintf(text, sizeof text, "%d%s", (int)json_integer_value(m), json_is_true(json_object_get(line, "reverse")) ? "r" : "");
    else if (json_is_string(m) && strlen(json_string_value(m)) < 8)
        snprintf(text, sizeof text, "%s", json_string_value(m));
    else
        return bad_line(w, "\"move\": expected a pit 0..%d, \"pass\" or \"swap\"", r->pits - 1);
    if (sow_move_parse(r, text, move)) return bad_line(w, "\"move\": '%s' is not a move of this spec", text);
    if (*move == SOW_PASS ? legal != 0 : !(legal >> *move & 1))
        return bad_line(w, "move %s is not legal here%s", text, *move == SOW_PASS ? " (the player has moves)" : "");
    return CLI_OK;
}

/* A ply line, replayed by the engine into k and checked against the line. */
static int read_ply(const where *w, cli_game_sink *k, json_t *line, sow_state *s, sow_text *moves)
{
    const sow_rules *r = k->r;
    int board[SOW_MAX_PITS], captured[2], move;
    json_t *ply = json_object_get(line, "ply");
    char text[8];
    if (!json_is_integer(ply) || json_integer_value(ply) != (json_int_t)s->ply + 1)
        return bad_line(w, "\"ply\": expected %u", (unsigned)s->ply + 1);
    if (read_move(w, r, line, s, &move) || get_counts(w, line, "board", r->pits, SOW_MAX_SEEDS, board) ||
        get_counts(w, line, "captured", 2, SOW_MAX_SEEDS, captured))
        return CLI_ERR;
    sow_state before = *s;
    sow_trace t;
    memset(&t, 0, sizeof t);
    sow_move(r, s, move, &t);
    sow_state moved = *s;
    sow_settle(r, s);
    if (!same_counts(r, &moved, board, captured))
        return bad_line(w, "the engine's board or captured seeds after move %s differ from the line's "
                        "(another spec, other readings, or an edited transcript?)", sow_move_text(r, move, text));
    if (move != SOW_PASS) sow_text_add(moves, "%s%s", moves->len ? "," : "", sow_move_text(r, move, text));
    k->ply(k, &before, &moved, s, move, &t);
    return CLI_OK;
}

static int read_end(const where *w, cli_game_sink *k, json_t *line, const sow_state *s)
{
    json_t *end = json_object_get(line, "end");
    if (!json_is_string(end)) return bad_line(w, "expected the end line {\"end\":REASON,...}");
    if (s->status == SOW_PLAYING)
        return bad_line(w, "the transcript ends the game here (%s); the engine plays on (another spec or readings?)",
                        json_string_value(end));
    if (strcmp(json_string_value(end), sow_end_name((sow_end)s->end)))
        return bad_line(w, "\"end\": the engine ends the game by %s, the line says %s", sow_end_name((sow_end)s->end),
                        json_string_value(end));
    int board[SOW_MAX_PITS], captured[2];
    if (get_counts(w, line, "board", k->r->pits, SOW_MAX_SEEDS, board) ||
        get_counts(w, line, "captured", 2, SOW_MAX_SEEDS, captured))
        return CLI_ERR;
    if (!same_counts(k->r, s, board, captured))
        return bad_line(w, "the engine's final board or captured seeds differ from the end line's");
    k->end(k, s);
    return CLI_OK;
}

/* One line of the transcript, by its place in the game. */
static int read_line(const where *w, cli_game_sink *k, json_t *line, sow_state *s, int *ended, sow_text *cmd,
                     sow_text *moves)
{
    if (!json_is_object(line)) return bad_line(w, "expected a JSON object (one transcript line)");
    if (w->line == 1) {
        if (read_start(w, k->r, line, s, cmd)) return CLI_ERR;
        k->start(k, s);
        sow_settle(k->r, s);
        return CLI_OK;
    }
    if (*ended) return bad_line(w, "a line after the end line");
    if (json_object_get(line, "end")) {
        *ended = 1;
        return read_end(w, k, line, s);
    }
    if (s->status != SOW_PLAYING)
        return bad_line(w, "expected the end line (%s): the game ended on the ply before", sow_end_name((sow_end)s->end));
    return read_ply(w, k, line, s, moves);
}

static int play_transcript(const char *path, cli_game_sink *k, sow_text *cmd)
{
    char *buf;
    size_t len;
    sow_error err;
    sow_state s;
    int rc = CLI_OK, ended = 0;
    where w = {path, 0};
    sow_text moves = sow_text_new();
    memset(&err, 0, sizeof err);
    if (sow_read_file(path, (size_t)64 << 20, &buf, &len, &err)) {
        cli_print_error(&err, path);
        return CLI_ERR;
    }
    for (char *p = buf, *nl; rc == CLI_OK && p < buf + len; p = nl + 1) {
        nl = memchr(p, '\n', (size_t)(buf + len - p));
        if (!nl) nl = buf + len;
        w.line++;
        json_error_t je;
        json_t *line = json_loadb(p, (size_t)(nl - p), 0, &je);
        rc = line ? read_line(&w, k, line, &s, &ended, cmd, &moves)
                  : bad_line(&w, "not JSON (%s); expected one `sow play --json` line", je.text);
        json_decref(line);
    }
    if (rc == CLI_OK && w.line == 0) rc = cli_fail("%s: empty; expected a `sow play --json` transcript", path);
    if (rc == CLI_OK && moves.len) add_option(cmd, "--moves", moves.s);
    sow_text_free(&moves);
    free(buf);
    return rc;
}

/* ---- the command ------------------------------------------------------------ */

static int write_page(const char *path, const sow_replay *page)
{
    sow_out out;
    sow_error err;
    memset(&err, 0, sizeof err);
    if (sow_out_check(&out, path, &err)) return cli_print_error(&err, path), CLI_ERR;
    FILE *f = sow_out_begin(&out, &err);
    if (!f || sow_replay_page(f, page, &err) || sow_out_commit(&out, 1, &err)) {
        sow_out_discard(&out);
        cli_print_error(&err, path);
        return CLI_ERR;
    }
    return CLI_OK;
}

int cli_replay(int argc, char **argv)
{
    static const struct option opts[] = {
        CLI_GAME_OPTIONS,
        {"output", required_argument, NULL, 'o'},
        {"transcript", required_argument, NULL, 'T'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    cli_game_choice g;
    const char *output = NULL, *transcript = NULL;
    int opt;
    sow_error err;

    cli_game_choice_init(&g);
    optind = 1;
    while ((opt = getopt_long(argc, argv, "-ho:", opts, NULL)) != -1) {
        int mine = cli_game_option(&g, "replay", opt, optarg);
        if (mine != CLI_NOT_MINE) {
            if (mine != CLI_OK) return CLI_ERR;
            continue;
        }
        switch (opt) {
        case 'o': output = optarg; break;
        case 'T': transcript = optarg; break;
        case 'h': cli_replay_usage(stdout); return CLI_OK;
        default: cli_replay_usage(stderr); return CLI_ERR;
        }
    }
    if (!output) {
        cli_replay_usage(stderr);
        return cli_fail("replay: missing -o PAGE.html");
    }
    if (transcript && (g.moves || g.agents || g.replay || g.c.nboard || g.c.first >= 0 || g.c.seed != 1 ||
                       g.captured[0] || g.captured[1]))
        return cli_fail("--transcript replays the transcript's game: it takes no --moves, --agents, --game, "
                        "--board, --first, --seed or --captured (only --reading and --max-plies)");
    /* checked before any work, as every command that writes a file */
    sow_out probe;
    memset(&err, 0, sizeof err);
    if (sow_out_check(&probe, output, &err)) return cli_print_error(&err, output), CLI_ERR;
    sow_out_discard(&probe);
    sow_rules *r = cli_game_rules("replay", &g, cli_replay_usage);
    if (!r) return CLI_ERR;

    sow_text cmd = sow_text_new();
    page_sink k = {{r, page_start, page_ply, page_end}, NULL};
    int rc;
    if (transcript) {
        sow_text_add(&cmd, "sow play");
        add_word(&cmd, g.spec);
        add_readings(&cmd, &g.c);
        if (g.max_plies > 0) sow_text_add(&cmd, " --max-plies %ld", g.max_plies);
        /* the board, first player and moves are appended as the transcript is read */
        k.page = sow_replay_new(r, NULL);
        rc = play_transcript(transcript, &k.k, &cmd);
    } else {
        game_command(&cmd, &g);
        k.page = sow_replay_new(r, NULL);
        rc = cli_game_play(&g, &k.k);
    }
    if (rc == CLI_OK) {
        json_object_set_new(sow_replay_data(k.page), "command", json_string(cmd.s ? cmd.s : ""));
        rc = write_page(output, k.page);
    }
    sow_text_free(&cmd);
    sow_replay_free(k.page);
    free(r);
    return rc;
}
