/* play.c - `sow play`: one game, from a move list and/or agents, printed as
 * text or as the JSON Lines transcript of docs/rules/transcript.md. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

void cli_play_usage(FILE *f)
{
    fputs("usage: sow play SPEC [options]\n"
          "\n"
          "Plays one game and prints it: a board per ply, or with --json the\n"
          "JSON Lines transcript (start line, one line per ply, end line).\n"
          "\n"
          "  --board N,N,...      initial layout: 2N seed counts in pit order 0..2N-1\n"
          "  --first 0|1          the player who moves first (0 South, 1 North)\n"
          "  --captured A,B       seeds South and North have captured so far (default 0,0)\n"
          "  --reading ID=KW      choose a reading of an open question (repeatable)\n"
          CLI_BOARD_USAGE
          "  --moves LIST         comma-separated pits, one per sowing move (forced\n"
          "                       passes are played by the engine, not listed)\n"
          "  --agents A,B         play to the end with agents for South,North after\n"
          "                       the moves: random, first, greedy, alphabeta:D, mcts:N,\n"
          "                       perfect[:N] (the solver; N positions at most, with\n"
          "                       --row on a small board), lua:PATH, moves:LIST (each\n"
          "                       draws from its own stream),\n"
          "                       or human: you play that seat (both: human) at a prompt\n"
          "                       on stdin (a pit, 5r, swap; undo, hint, rules, help,\n"
          "                       quit; docs/play.md); not with --json or --game\n"
          "  --game I             replay game I of `sow simulate` with the same --seed,\n"
          "                       --agents and readings (its opening ritual included);\n"
          "                       without it the game is game 0: its deal and first player\n"
          "  --seed S             the run's seed: deal, first player, agents (default 1)\n"
          "  --max-plies N        stop at N plies (a simulation limit, not a rule)\n"
          "  --json               JSON Lines output\n"
          "  -h, --help           this text\n",
          f);
}


typedef struct {
    cli_game_sink k;             /* first: the sink is the context */
    int json;
} out_ctx;

/* One JSON Lines record: compact, in insertion order (docs/transcript.md). */
static void put_line(json_t *line)
{
    json_dumpf(line, stdout, JSON_COMPACT | JSON_PRESERVE_ORDER);
    putchar('\n');
    json_decref(line);
}

static void print_start(cli_game_sink *k, const sow_state *s)
{
    const out_ctx *o = (const out_ctx *)k;
    const sow_rules *r = k->r;
    if (o->json) {
        json_t *line = json_pack("{sisisoso}", "ply", 0, "to_move", s->to_move, "board", sow_json_board(r, s),
                                 "captured", sow_json_captured(s));
        if (r->general) sow_json_family(line, r, s);
        put_line(line);
    } else {
        printf("%s (%s)\n", r->name, r->path);
        printf("Start: %s to move.\n", cli_player_name(s->to_move));
        cli_draw_board(stdout, r, s);
    }
    fflush(stdout);
}

static void print_end(cli_game_sink *k, const sow_state *s)
{
    const out_ctx *o = (const out_ctx *)k;
    const sow_rules *r = k->r;
    const char *reason = sow_end_name((sow_end)s->end);
    if (o->json) {
        int won = s->result == SOW_WIN && s->winner <= 1;
        put_line(json_pack("{sssssosososI}", "end", reason, "result", sow_result_name((sow_result)s->result),
                           "winner", won ? json_integer(s->winner) : json_null(), "captured", sow_json_captured(s),
                           "board", sow_json_board(r, s), "plies", (json_int_t)s->ply));
    } else {
        int left = sow_on_board(r, s);
        printf("Game over (%s): ", reason);
        if (s->result == SOW_WIN && s->winner <= 1)
            printf("%s wins %d-%d", cli_player_name(s->winner), s->captured[s->winner],
                   s->captured[1 - s->winner]);
        else if (s->result == SOW_DRAW)
            printf("draw %d-%d", s->captured[0], s->captured[1]);
        else if (s->result == SOW_LIMIT)
            printf("stopped by a simulation limit (not a rule), South %d, North %d", s->captured[0],
                   s->captured[1]);
        else
            printf("unresolved (a rule gap), South %d, North %d", s->captured[0],
                   s->captured[1]);
        if (left)
            printf(", %d seed%s left on the board", left, left == 1 ? "" : "s");
        printf(" after %u pl%s.\n", (unsigned)s->ply, s->ply == 1 ? "y" : "ies");
    }
    fflush(stdout);
}

static void describe_sowing(const sow_rules *r, int player, int move, const sow_trace *t)
{
    int i, nl = t->nlaps < SOW_TRACE_LAPS ? t->nlaps : SOW_TRACE_LAPS;
    int shown = nl < 12 ? nl : 12;
    if (move >= SOW_REVERSE)
        printf("%s sows pit %d against the direction", cli_player_name(player), move - SOW_REVERSE);
    else
        printf("%s sows pit %d", cli_player_name(player), move);
    for (i = 0; i < shown; i++) {
        if (i == 0)
            printf(" (%d seed%s)", t->lap[i].seeds, t->lap[i].seeds == 1 ? "" : "s");
        else
            printf(", relays from pit %d (%d seed%s)", t->lap[i].origin, t->lap[i].seeds,
                   t->lap[i].seeds == 1 ? "" : "s");
        if (t->lap[i].last >= r->pits)
            printf(", last seed in %s's store (now %d)", cli_player_name(t->lap[i].last - r->pits), t->lap[i].count);
        else
            printf(", last seed in pit %d makes %d", t->lap[i].last, t->lap[i].count);
    }
    if (t->nlaps > shown)
        printf(", ... (%d laps in all)", t->nlaps);
    if (t->ncaps > 0) {
        int prev = -1;
        const char *dir = r->chain == SOW_CHAIN_FOLLOWING ? "forward" : "back";
        fputs(": captures", stdout);
        for (i = 0; i < t->ncaps && i < SOW_TRACE_CAPS; i++) {
            int why = t->cap[i].why;
            if (i == 0)
                putchar(' ');
            else if (why == SOW_WHY_CHAIN && prev == SOW_WHY_CHAIN)
                fputs(", ", stdout);
            else if (why == SOW_WHY_CHAIN)
                printf(" and, chaining %s, ", dir);
            else if (why == SOW_WHY_OPPOSITE)
                fputs(" with the opposite ", stdout);
            else
                fputs(" and ", stdout);
            printf("pit %d (%d)", t->cap[i].pit, t->cap[i].seeds);
            prev = why;
        }
        printf(" = %d", t->captured);
    }
    if (t->forfeited)
        fputs(" (a grand slam: the capture is forfeited)", stdout);
    putchar('.');
}

/* s: the position after the move, before any end rule; after: the same
 * once the end rules have been applied (the game may have ended). */
static void print_ply(cli_game_sink *k, const sow_state *before, const sow_state *s, const sow_state *after,
                      int move, const sow_trace *t)
{
    const out_ctx *o = (const out_ctx *)k;
    const sow_rules *r = k->r;
    int player = before->to_move;
    int i;
    if (o->json) {
        json_t *line = json_pack("{sIsi}", "ply", (json_int_t)s->ply, "player", player);
        sow_json_move(line, r, move);
        json_object_set_new(line, "board", sow_json_board(r, s));
        json_object_set_new(line, "captured", sow_json_captured(s));
        json_object_set_new(line, "to_move", after->status == SOW_PLAYING ? json_integer(after->to_move) : json_null());
        if (move != SOW_PASS) sow_json_trace(line, t);
        if (r->general) sow_json_family(line, r, s);
        put_line(line);
    } else {
        printf("\nPly %u: ", (unsigned)s->ply);
        if (move == SOW_PASS) {
            int row_empty = 1;
            for (i = player * r->row; i < (player + 1) * r->row; i++)
                if (s->b.pit[i])
                    row_empty = 0;
            /* the board after a pass is the board before it */
            if (row_empty)
                printf("%s has no seeds in their row and passes.", cli_player_name(player));
            else
                printf("%s has no legal move and passes.", cli_player_name(player));
        } else if (r->fam.pie && move == sow_swap_move(r)) {
            printf("%s swaps sides (the pie rule): the board is turned round, and %s moves.",
                   cli_player_name(player), cli_player_name(player ^ 1));
        } else {
            describe_sowing(r, player, move, t);
        }
        putchar('\n');
        cli_draw_board(stdout, r, s);
        if (after->status == SOW_PLAYING)
            printf("%s to move.\n", cli_player_name(after->to_move));
    }
    fflush(stdout);
}

static void do_ply(cli_game_sink *k, sow_state *s, int move)
{
    sow_trace t;
    sow_state before = *s;
    memset(&t, 0, sizeof t);
    sow_move(k->r, s, move, &t);
    sow_state moved = *s;
    sow_settle(k->r, s);
    k->ply(k, &before, &moved, s, move, &t);
    if (s->status != SOW_PLAYING)
        k->end(k, s);
}

/* Plays the forced passes. Returns CLI_ERR if play is stuck. */
static int forced_passes(cli_game_sink *k, sow_state *s)
{
    int n = 0;
    while (s->status == SOW_PLAYING && sow_legal(k->r, s) == 0) {
        if (++n > 2)
            return cli_fail("ply %u: both players keep passing and the game does not end "
                            "(an engine bug); stopping", (unsigned)s->ply + 1);
        do_ply(k, s, SOW_PASS);
    }
    return CLI_OK;
}

void cli_legal_list(const sow_rules *r, sow_moves mask, char *buf, size_t cap)
{
    size_t len = 0;
    char m[8];
    buf[0] = '\0';
    for (int i = 0; i < 64 && len + 8 < cap; i++)
        if (mask >> i & 1)
            len += (size_t)snprintf(buf + len, cap - len, "%s%s", len ? "," : "", sow_move_text(r, i, m));
}

/* The seats of a game: an agent each, or a human (human[p]). */
typedef struct {
    sow_agent *agent[2];
    int human[2];
    cli_human *h;                /* one for both human seats: undo is the game's */
} seats;

/* The agent `hint` asks: the opponent's, unless it is human or does not
 * search (random, first, moves:LIST); then alphabeta:6. */
static const char *hint_agent(const seats *st, const char *name[2])
{
    for (int a = 0; a < 2; a++) {
        const char *n = name[1 - a];
        if (st->human[a] && !st->human[1 - a] && strcmp(n, "random") && strcmp(n, "first") && strncmp(n, "moves:", 6))
            return n;
    }
    return "alphabeta:6";
}

/* --agents A,B (or one name for both) into two seats. no_human: why a
 * human seat is refused here, or NULL where one may play. */
static int make_agents(const char *arg, const sow_rules *r, seats *st, const char *no_human, uint64_t seed)
{
    char buf[2 * SOW_TEXT_LEN];
    const char *name[2];
    sow_agent **agent = st->agent;
    if (cli_parse_agents(arg, buf, sizeof buf, name) != CLI_OK) return CLI_ERR;
    for (int a = 0; a < 2; a++) {
        sow_error err;
        if (!strcmp(name[a], "human")) {
            if (no_human) return cli_fail("--agents human: %s", no_human);   /* the caller frees agent[] */
            st->human[a] = 1;
            continue;
        }
        if (sow_agent_new(name[a], r, &agent[a], &err)) {
            sow_agent_free(agent[0]);
            agent[0] = NULL;
            return cli_fail("--agents: %s", err.msg);
        }
    }
    if ((st->human[0] || st->human[1]) && !(st->h = cli_human_new(r, hint_agent(st, name), seed))) return CLI_ERR;
    return CLI_OK;
}

/* --game: each ply of a replayed game, printed as `sow play` prints one. */
typedef struct {
    cli_game_sink *k;
    int started;
} replay_ctx;

static void replay_ply(void *ctx, const sow_state *before, int move, const sow_state *after)
{
    replay_ctx *rc = ctx;
    sow_trace t;
    memset(&t, 0, sizeof t);
    if (!rc->started) {
        rc->k->start(rc->k, before);
        rc->started = 1;
    }
    sow_state moved = *before;
    sow_move(rc->k->r, &moved, move, &t);
    rc->k->ply(rc->k, before, &moved, after, move, &t);
    if (after->status != SOW_PLAYING)
        rc->k->end(rc->k, after);
}

/* Parses one move token: a pit index (digits only), or -2. */
/* A pit, or a pit and "r" (sown against the direction): -2 if neither. */
static int parse_move(const sow_rules *r, const char *tok)
{
    int m;
    return sow_move_parse(r, tok, &m) || m == SOW_PASS ? -2 : m;
}


void cli_game_choice_init(cli_game_choice *g)
{
    memset(g, 0, sizeof *g);
    cli_common_init(&g->c);
}

int cli_game_option(cli_game_choice *g, const char *cmd, int opt, const char *arg)
{
    int mine = cli_position_option(&g->c, cmd, opt, arg, &g->spec);
    if (mine != CLI_NOT_MINE) return mine;
    switch (opt) {
    case 'm': g->moves = arg; return CLI_OK;
    case 'a': g->agents = arg; return CLI_OK;
    case 'c': {
        uint64_t ab[2];
        if (cli_parse_pair("--captured", arg, SOW_MAX_SEEDS, ab)) return CLI_ERR;
        g->captured[0] = (int)ab[0];
        g->captured[1] = (int)ab[1];
        return CLI_OK;
    }
    case 'g':
        g->replay = 1;
        return cli_parse_u64("--game", arg, &g->game);
    case 'p': return cli_parse_int("--max-plies", arg, 1, 100000000L, &g->max_plies);
    default: return CLI_NOT_MINE;
    }
}

/* --game I: game I of `sow simulate`, through the sink. */
static int play_simulated(const cli_game_choice *g, cli_game_sink *k, sow_agent *agent[2])
{
    replay_ctx ctx = {k, 0};
    sow_game_record rec;
    sow_error err;
    sow_state s;
    memset(&err, 0, sizeof err);
    if (sow_play_game(k->r, g->c.seed, g->game, agent, NULL, replay_ply, &ctx, &s, &rec, &err)) {
        cli_print_error(&err, g->spec);
        return CLI_ERR;
    }
    if (!ctx.started) {              /* over before the first ply */
        k->start(k, &s);
        k->end(k, &s);
    }
    return CLI_OK;
}

/* --moves: each listed move, checked legal, then the forced passes. */
static int play_moves(const cli_game_choice *g, cli_game_sink *k, sow_state *s)
{
    const sow_rules *r = k->r;
    char *list = sow_xmalloc(strlen(g->moves) + 1), *tok, *next;
    int rc = CLI_OK;
    strcpy(list, g->moves);
    for (tok = list; tok && rc == CLI_OK; tok = next) {
        next = strchr(tok, ',');
        if (next) *next++ = '\0';
        if (!*tok) {
            rc = cli_fail("--moves '%s': an empty item; expected comma-separated pits", g->moves);
            break;
        }
        int m = parse_move(r, tok);
        if (s->status != SOW_PLAYING) {
            rc = cli_fail("ply %u: move %s is not legal; the game has ended", (unsigned)s->ply + 1, tok);
            break;
        }
        sow_moves mask = sow_legal(r, s);
        if (m < 0 || !(mask >> m & 1)) {
            char buf[200];
            cli_legal_list(r, mask, buf, sizeof buf);
            rc = cli_fail("ply %u: move %s is not legal; legal moves: %s", (unsigned)s->ply + 1, tok, buf);
            break;
        }
        do_ply(k, s, m);
        rc = forced_passes(k, s);
    }
    free(list);
    return rc;
}

/* The agents (and humans) play on to the end (or the guard: never hang). */
static int play_agents(const cli_game_choice *g, cli_game_sink *k, sow_state *s, const seats *st, sow_rng arng[2])
{
    const sow_rules *r = k->r;
    sow_agent *const *agent = st->agent;
    uint32_t guard = g->max_plies > 0 ? (uint32_t)g->max_plies
                     : r->max_plies > 0 ? (uint32_t)r->max_plies + 16u : 100000000u;
    while (s->status == SOW_PLAYING && s->ply < guard) {
        sow_moves mask = sow_legal(r, s);
        int m = SOW_PASS;
        if (mask && st->human[s->to_move]) {
            m = cli_human_move(st->h, s, mask);
            if (m == CLI_HUMAN_QUIT) return CLI_OK;
            if (m == CLI_HUMAN_UNDONE) continue;
        } else if (mask) {
            m = sow_agent_choose(agent[s->to_move], r, s, mask, &arng[s->to_move]);
        }
        if (mask && m < 0)
            return cli_fail("agent %s (playing %s) failed at ply %u: %s", sow_agent_name(agent[s->to_move]),
                            cli_player_name(s->to_move), (unsigned)s->ply + 1, sow_agent_error(agent[s->to_move]));
        do_ply(k, s, m);
    }
    return CLI_OK;
}

/* Game 0 of the run (or --board/--first), then --moves, then the agents. */
static int play_selected(const cli_game_choice *g, cli_game_sink *k, const seats *st)
{
    const sow_rules *r = k->r;
    sow_start_info info;
    sow_state s;
    sow_rng arng[2];
    sow_game_start(r, g->c.seed, 0, NULL, NULL, &s, &info);
    sow_rng_game(&arng[0], g->c.seed, 0, 1);
    sow_rng_game(&arng[1], g->c.seed, 0, 2);
    sow_position(r, &s, g->c.nboard ? g->c.board : info.layout, g->c.first >= 0 ? g->c.first : info.first);
    if (sow_on_board(r, &s) + g->captured[0] + g->captured[1] > SOW_MAX_SEEDS)
        return cli_fail("--captured: with the board that makes more than %d seeds", SOW_MAX_SEEDS);
    s.captured[0] = (uint16_t)g->captured[0];
    s.captured[1] = (uint16_t)g->captured[1];
    k->start(k, &s);                 /* before any end rule */
    sow_settle(r, &s);
    if (s.status != SOW_PLAYING)
        k->end(k, &s);
    int rc = forced_passes(k, &s);
    if (rc == CLI_OK && g->moves) rc = play_moves(g, k, &s);
    if (rc == CLI_OK && (st->agent[0] || st->human[0])) rc = play_agents(g, k, &s, st, arng);
    return rc;
}

/* no_human: as make_agents'. */
static int game_play(const cli_game_choice *g, cli_game_sink *k, const char *no_human)
{
    seats st;
    memset(&st, 0, sizeof st);
    if (g->replay && (g->moves || g->c.nboard || g->c.first >= 0 || g->captured[0] || g->captured[1]))
        return cli_fail("--game replays a simulated game: it takes no --moves, --board, --first or --captured");
    if (g->replay && !no_human)
        no_human = "--game replays a simulated game, played by agents";
    int rc = CLI_OK;
    if (g->agents || g->replay)
        rc = make_agents(g->agents ? g->agents : "random", k->r, &st, no_human, g->c.seed);
    if (rc == CLI_OK)
        rc = g->replay ? play_simulated(g, k, st.agent) : play_selected(g, k, &st);
    sow_agent_free(st.agent[0]);
    sow_agent_free(st.agent[1]);
    cli_human_free(st.h);
    return rc;
}

int cli_game_play(const cli_game_choice *g, cli_game_sink *k)
{
    return game_play(g, k, "a human seat plays only in `sow play`'s text output");
}

sow_rules *cli_game_rules(const char *cmd, const cli_game_choice *g, void (*usage)(FILE *))
{
    sow_rules *r = cli_spec_arg(cmd, g->spec, &g->c, usage);
    if (r && g->max_plies > 0)
        r->max_plies = (int)g->max_plies;
    return r;
}

int cli_play(int argc, char **argv)
{
    static const struct option opts[] = {
        CLI_GAME_OPTIONS,
        {"json", no_argument, NULL, 'j'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    cli_game_choice g;
    out_ctx o;
    int opt;

    cli_game_choice_init(&g);
    memset(&o, 0, sizeof o);
    optind = 1;
    while ((opt = getopt_long(argc, argv, "-h", opts, NULL)) != -1) {
        int mine = cli_game_option(&g, "play", opt, optarg);
        if (mine != CLI_NOT_MINE) {
            if (mine != CLI_OK) return CLI_ERR;
            continue;
        }
        switch (opt) {
        case 'j': o.json = 1; break;
        case 'h': cli_play_usage(stdout); return CLI_OK;
        default: cli_play_usage(stderr); return CLI_ERR;
        }
    }
    sow_rules *r = cli_game_rules("play", &g, cli_play_usage);
    if (!r)
        return CLI_ERR;
    o.k.r = r;
    o.k.start = print_start;
    o.k.ply = print_ply;
    o.k.end = print_end;
    int rc = game_play(&g, &o.k, o.json ? "a human seat plays in the terminal, not with --json (pipe its moves "
                                         "to the text output, or give them with --moves or moves:LIST)" : NULL);
    free(r);
    return rc;
}
