/* agents.c - agents by name: parsing, dispatch, and the three trivial
 * players (random, first, moves:LIST). The searching agents live in their
 * own files (greedy.c, alphabeta.c, mcts.c) and so does the Lua one (lua.c). */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"

static const char *const EXPECTED =
    "expected random, first, greedy, alphabeta:D, mcts:N, perfect[:N], lua:PATH or moves:LIST";

static int fail(sow_error *err, const char *fmt, ...)
{
    if (!err) return -1;
    memset(err, 0, sizeof *err);
    snprintf(err->field, sizeof err->field, "agent");
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    return -1;
}

/* A whole decimal number in [lo, hi] from s..s+len; 0 on success. */
static int parse_long(const char *s, size_t len, long lo, long hi, long *out)
{
    char buf[32];
    if (len == 0 || len >= sizeof buf) return -1;
    memcpy(buf, s, len);
    buf[len] = 0;
    if ((buf[0] < '0' || buf[0] > '9') && buf[0] != '-') return -1;  /* no blanks, no '+' */
    char *end;
    errno = 0;
    long v = strtol(buf, &end, 10);
    if (errno || *end || end == buf || v < lo || v > hi) return -1;
    *out = v;
    return 0;
}

int ag_random_pick(sow_moves legal, sow_rng *rng)
{
    return sow_pick_uniform(legal, rng);
}

double ag_terminal_value(const sow_state *s, int player)
{
    if (s->result != SOW_WIN) return 0.0;
    return s->winner == player ? 1.0 : -1.0;
}

static int parse_moves(sow_agent *a, const char *list, const sow_rules *r, sow_error *err)
{
    const char *p = list;
    if (!*p) return fail(err, "agent '%s': expected moves:LIST, a comma-separated list of pits "
                         "(e.g. moves:3,9,1), got an empty list", a->name);
    for (;;) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        long v;
        long maxpit = r ? r->pits - 1 : SOW_MAX_PITS - 1;
        if (parse_long(p, len, 0, LONG_MAX, &v))
            return fail(err, "agent '%s': expected moves:LIST, a comma-separated list of pit "
                        "numbers 0..%ld, got '%.*s'", a->name, maxpit, (int)len, p);
        if (v > maxpit)
            return fail(err, "agent '%s': pit %ld is not on the board; expected pits 0..%ld",
                        a->name, v, maxpit);
        if (a->nmoves >= AG_MAX_MOVES)
            return fail(err, "agent '%s': more than %d moves in the list", a->name, AG_MAX_MOVES);
        a->moves[a->nmoves++] = (uint8_t)v;
        if (!end) break;
        p = end + 1;
    }
    return 0;
}

static int make(const char *name, const sow_rules *r, sow_agent *a, sow_error *err)
{
    const char *colon = strchr(name, ':');
    size_t klen = colon ? (size_t)(colon - name) : strlen(name);
    const char *arg = colon ? colon + 1 : NULL;
#define IS(k) (klen == sizeof k - 1 && !memcmp(name, k, klen))
    if (IS("random") || IS("first") || IS("greedy")) {
        if (arg) return fail(err, "agent '%s': '%.*s' takes no parameter; %s", name, (int)klen, name, EXPECTED);
        a->kind = IS("random") ? AG_RANDOM : IS("first") ? AG_FIRST : AG_GREEDY;
        return 0;
    }
    if (IS("alphabeta")) {
        long d;
        if (!arg || parse_long(arg, strlen(arg), 1, AG_MAX_DEPTH, &d))
            return fail(err, "agent '%s': expected alphabeta:D with a search depth D of 1..%d",
                        name, AG_MAX_DEPTH);
        a->kind = AG_ALPHABETA;
        a->depth = (int)d;
        return 0;
    }
    if (IS("mcts")) {
        long n;
        if (!arg || parse_long(arg, strlen(arg), 1, AG_MAX_PLAYOUTS, &n))
            return fail(err, "agent '%s': expected mcts:N with N playouts per move, 1..%d",
                        name, AG_MAX_PLAYOUTS);
        a->kind = AG_MCTS;
        a->mcts = ag_mcts_new(n);
        if (!a->mcts) return fail(err, "agent '%s': out of memory for a tree of %ld nodes", name, n);
        return 0;
    }
    if (IS("perfect")) {
        long n = AG_PERFECT_DEFAULT;
        if (arg && parse_long(arg, strlen(arg), 1, AG_PERFECT_MAX, &n))
            return fail(err, "agent '%s': expected perfect or perfect:N, N positions solved at most, 1..%d",
                        name, AG_PERFECT_MAX);
        a->kind = AG_PERFECT;
        a->perfect = ag_perfect_new(n);
        if (!a->perfect) return fail(err, "agent '%s': out of memory", name);
        return 0;
    }
    if (IS("lua")) {
        if (!arg || !*arg)
            return fail(err, "agent '%s': expected lua:PATH, the path of a Lua script", name);
        sow_error le;
        memset(&le, 0, sizeof le);
        a->kind = AG_LUA;
        a->lua = ag_lua_new(arg, &le);
        if (!a->lua) {
            fail(err, "agent '%s': %s", name, le.msg);
            if (err) snprintf(err->file, sizeof err->file, "%s", arg);
            return -1;
        }
        return 0;
    }
    if (IS("moves")) {
        a->kind = AG_MOVES;
        if (!arg) return fail(err, "agent '%s': expected moves:LIST, a comma-separated list of pits "
                              "(e.g. moves:3,9,1)", name);
        return parse_moves(a, arg, r, err);
    }
#undef IS
    return fail(err, "unknown agent '%s'; %s", name, EXPECTED);
}

int sow_agent_new(const char *name, const sow_rules *r, sow_agent **out, sow_error *err)
{
    *out = NULL;
    if (!name) name = "";
    sow_agent *a = calloc(1, sizeof *a);
    if (!a) return fail(err, "agent '%s': out of memory", name);
    size_t len = strlen(name);
    a->name = malloc(len + 1);
    if (!a->name) {
        free(a);
        return fail(err, "agent '%s': out of memory", name);
    }
    memcpy(a->name, name, len + 1);
    if (make(name, r, a, err)) {
        sow_agent_free(a);
        return -1;
    }
    *out = a;
    return 0;
}

static int choose_by_kind(sow_agent *a, const sow_rules *r, const sow_state *s, sow_moves legal, sow_rng *rng)
{
    switch (a->kind) {
    case AG_RANDOM: return ag_random_pick(legal, rng);
    case AG_FIRST: return __builtin_ctzll(legal);
    case AG_GREEDY: return ag_greedy_choose(r, s, legal, rng);
    case AG_ALPHABETA: return ag_alphabeta_choose(r, s, legal, a->depth, rng);
    case AG_MCTS: return ag_mcts_choose(a->mcts, r, s, legal, rng);
    case AG_LUA: return ag_lua_choose(a->lua, r, s, legal, rng);   /* -1 when the script failed */
    case AG_PERFECT: return ag_perfect_choose(a->perfect, r, s, a->why, sizeof a->why);
    case AG_MOVES:
        /* The list, in order, while its moves are legal; the first illegal
         * one abandons it (that move and the rest of the game are random). */
        if (a->next_move < a->nmoves) {
            int m = a->moves[a->next_move++];
            if (legal >> m & 1) return m;
            a->next_move = a->nmoves;
        }
        return ag_random_pick(legal, rng);
    }
    return __builtin_ctzll(legal);
}

/* Every agent's move is checked here, once: an illegal move is the agent's
 * failure, never a ply the engine plays. */
int sow_agent_choose(sow_agent *a, const sow_rules *r, const sow_state *s, sow_moves legal, sow_rng *rng)
{
    a->why[0] = 0;
    int m = choose_by_kind(a, r, s, legal, rng);
    if (m >= 0 && (m >= 64 || !(legal >> m & 1))) {
        snprintf(a->why, sizeof a->why, "it chose move %d, which is not legal here", m);
        return -1;
    }
    return m;
}

double sow_agent_judge(sow_agent *a, const sow_rules *r, const sow_state *s, int player, sow_rng *rng)
{
    switch (a->kind) {
    case AG_GREEDY: return ag_greedy_judge(r, s, player);
    case AG_ALPHABETA: return ag_alphabeta_judge(r, s, player, a->depth);
    case AG_MCTS: return ag_mcts_judge(a->mcts, r, s, player, rng);
    case AG_PERFECT: return ag_perfect_judge(a->perfect, r, s, player);
    default: return 0.0;
    }
}

int sow_agent_reset(sow_agent *a, sow_error *err)
{
    if (!a) return 0;
    a->next_move = 0;
    if (a->kind == AG_PERFECT) ag_perfect_new_game(a->perfect);
    if (a->kind == AG_LUA) {     /* the error block (1 KB) cleared only here: this runs before every game */
        sow_error e;
        memset(&e, 0, sizeof e);
        if (ag_lua_reset(a->lua, &e)) return fail(err, "agent '%s': %s", a->name, e.msg);
    }
    return 0;
}

const char *sow_agent_error(const sow_agent *a)
{
    if (a && a->why[0]) return a->why;
    return a && a->kind == AG_LUA && a->lua ? ag_lua_error(a->lua) : "";
}

const char *sow_agent_name(const sow_agent *a)
{
    return a ? a->name : "";
}

int sow_agent_is_random(const sow_agent *a)
{
    return a && a->kind == AG_RANDOM;
}

void sow_agent_free(sow_agent *a)
{
    if (!a) return;
    if (a->mcts) ag_mcts_free(a->mcts);
    if (a->lua) ag_lua_free(a->lua);
    ag_perfect_free(a->perfect);
    free(a->name);
    free(a);
}
