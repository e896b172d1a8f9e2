/* lua.c - an agent written in Lua 5.4 (lua:PATH).
 *
 * The script runs in the sandbox (engine/lua/sandbox.h) that specs run in:
 * its library only (no io, os, debug, package, load, require, print,
 * collectgarbage; pcall cannot catch a limit; pairs and next walk keys in
 * a fixed order; no math.random: use pos.random, which draws from the
 * seat's stream, so games are reproducible).
 *
 * The script returns a function f(pos), called once per move with
 *   pos = { board = {..2N counts, board[1] = pit 0..}, to_move = 0|1,
 *           captured = { c0, c1 }, legal = { pits, ascending }, ply = n,
 *           row = N, random = function() -> [0,1) }
 * and returning one of pos.legal. Limits, per call (and for loading the
 * script): 10M units of work (Lua instructions plus what C functions
 * charge), 3 s of wall-clock time; 64 MiB of memory.
 *
 * A failing call (an error, a limit, an answer that is not a legal pit) is
 * an error: the move is -1 and the message says what the script did (the
 * runner stops the command with it). Each game starts from a fresh Lua
 * state (ag_lua_reset) running the script read once at the start, so
 * nothing a script keeps between moves crosses from one game to another,
 * and the digest cannot depend on which thread played which game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"
#include "sandbox.h"

static const sow_sandbox_limits LIMITS = { (size_t)64 << 20, 10000000L, 3.0 };
enum { SCRIPT_MAX = 16 << 20 };

struct ag_lua {
    char *path;
    char *src;                   /* the script, read once */
    size_t len;
    sow_sandbox sb;              /* sb.L: this game's state */
    int fref;                    /* the script's function, in the registry */
    sow_rng *rng;                /* the seat's stream, during a call */
    char last[SOW_TEXT_LEN * 2];
};

static int l_random(lua_State *L)
{
    ag_lua *l = sow_sandbox_of(L)->user;
    if (!l->rng) return luaL_error(L, "pos.random is only available during a move");
    lua_pushnumber(L, (lua_Number)(sow_rng_next(l->rng) >> 11) * 0x1.0p-53);
    return 1;
}

/* The script's text, read once: a change of the file mid-run changes nothing. */
static int read_script(ag_lua *l, sow_error *err)
{
    FILE *f = fopen(l->path, "rb");
    if (!f) {
        snprintf(err->msg, sizeof err->msg, "cannot read the script %s; expected lua:PATH, the path of a "
                 "Lua script", l->path);
        return -1;
    }
    size_t cap = 0;
    for (;;) {
        if (l->len + 4096 > cap) {
            cap = cap ? 2 * cap : 8192;
            char *b = cap <= SCRIPT_MAX ? realloc(l->src, cap) : NULL;
            if (!b) {
                fclose(f);
                snprintf(err->msg, sizeof err->msg, "the script is too large (at most %d bytes)", SCRIPT_MAX);
                return -1;
            }
            l->src = b;
        }
        size_t got = fread(l->src + l->len, 1, cap - l->len, f);
        l->len += got;
        if (got == 0) break;
    }
    int bad = ferror(f);
    fclose(f);
    if (bad) snprintf(err->msg, sizeof err->msg, "cannot read the script %s", l->path);
    return bad ? -1 : 0;
}

/* A fresh state running the script: l->sb and l->fref, or -1 with err->msg. */
static int load_state(ag_lua *l, sow_error *err)
{
    char m[SOW_TEXT_LEN];
    l->fref = LUA_NOREF;
    if (sow_sandbox_open(&l->sb, &LIMITS, l)) {
        snprintf(err->msg, sizeof err->msg, "cannot create a Lua state (out of memory)");
        return -1;
    }
    lua_State *L = l->sb.L;
    sow_sandbox_begin(&l->sb);
    lua_pushfstring(L, "@%s", l->path);
    int st = luaL_loadbufferx(L, l->src, l->len, lua_tostring(L, -1), "t");
    if (st != LUA_OK) {
        sow_sandbox_message(&l->sb, st, m, sizeof m);
        snprintf(err->msg, sizeof err->msg, "%s; expected a Lua 5.4 script returning function(pos)", m);
        return -1;
    }
    st = sow_sandbox_pcall(&l->sb, 0, 1);
    if (st != LUA_OK) {
        sow_sandbox_message(&l->sb, st, m, sizeof m);
        snprintf(err->msg, sizeof err->msg, "script failed while loading: %s%s",
                 l->sb.tripped != SOW_SB_OK ? "the script " : "", m);
        return -1;
    }
    if (!lua_isfunction(L, -1)) {
        snprintf(err->msg, sizeof err->msg, "script returned %s; expected it to return a "
                 "function(pos) that gives a legal pit", luaL_typename(L, -1));
        return -1;
    }
    l->fref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_settop(L, 0);
    return 0;
}

ag_lua *ag_lua_new(const char *path, sow_error *err)
{
    ag_lua *l = calloc(1, sizeof *l);
    size_t n = strlen(path);
    if (!l || !(l->path = malloc(n + 1))) {
        free(l);
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return NULL;
    }
    memcpy(l->path, path, n + 1);
    if (read_script(l, err) || load_state(l, err)) {
        ag_lua_free(l);
        return NULL;
    }
    return l;
}

int ag_lua_reset(ag_lua *l, sow_error *err)
{
    sow_sandbox_close(&l->sb);
    l->last[0] = 0;
    return load_state(l, err);
}

void ag_lua_free(ag_lua *l)
{
    if (!l) return;
    sow_sandbox_close(&l->sb);
    free(l->src);
    free(l->path);
    free(l);
}

const char *ag_lua_error(const ag_lua *l)
{
    return l->last;
}

/* Builds pos and calls f(pos), in protected mode: the board etc. are built
 * inside so that even running out of memory there is caught. */
static int call(lua_State *L)
{
    const sow_rules *r = lua_touserdata(L, 1);
    const sow_state *s = lua_touserdata(L, 2);
    sow_moves legal = (sow_moves)lua_tointeger(L, 3);
    lua_rawgeti(L, LUA_REGISTRYINDEX, (lua_Integer)lua_tointeger(L, 4));
    lua_createtable(L, 0, 7);
    lua_createtable(L, r->pits, 0);
    for (int p = 0; p < r->pits; p++) {
        lua_pushinteger(L, s->b.pit[p]);
        lua_rawseti(L, -2, p + 1);
    }
    lua_setfield(L, -2, "board");
    lua_pushinteger(L, s->to_move);
    lua_setfield(L, -2, "to_move");
    lua_createtable(L, 2, 0);
    lua_pushinteger(L, s->captured[0]);
    lua_rawseti(L, -2, 1);
    lua_pushinteger(L, s->captured[1]);
    lua_rawseti(L, -2, 2);
    lua_setfield(L, -2, "captured");
    lua_createtable(L, __builtin_popcountll(legal), 0);
    int k = 1;
    for (sow_moves m = legal; m; m &= m - 1) {
        lua_pushinteger(L, __builtin_ctzll(m));
        lua_rawseti(L, -2, k++);
    }
    lua_setfield(L, -2, "legal");
    lua_pushinteger(L, (lua_Integer)s->ply);
    lua_setfield(L, -2, "ply");
    lua_pushinteger(L, r->row);
    lua_setfield(L, -2, "row");
    lua_pushcfunction(L, l_random);
    lua_setfield(L, -2, "random");
    lua_call(L, 1, 1);
    return 1;
}

int ag_lua_choose(ag_lua *l, const sow_rules *r, const sow_state *s, sow_moves legal, sow_rng *rng)
{
    lua_State *L = l->sb.L;
    char list[6 * SOW_MAX_PITS + 1] = "", got[SOW_TEXT_LEN];
    size_t len = 0;
    for (sow_moves b = legal; b; b &= b - 1)
        len += (size_t)snprintf(list + len, sizeof list - len, "%s%d", len ? "," : "", __builtin_ctzll(b));
    lua_settop(L, 0);
    sow_sandbox_begin(&l->sb);
    l->rng = rng;
    lua_pushcfunction(L, call);
    lua_pushlightuserdata(L, (void *)(uintptr_t)r);
    lua_pushlightuserdata(L, (void *)(uintptr_t)s);
    lua_pushinteger(L, (lua_Integer)legal);
    lua_pushinteger(L, l->fref);
    int st = sow_sandbox_pcall(&l->sb, 4, 1);
    l->rng = NULL;
    if (st != LUA_OK) {
        char what[SOW_TEXT_LEN - 32];
        sow_sandbox_message(&l->sb, st, what, sizeof what);
        snprintf(got, sizeof got, l->sb.tripped != SOW_SB_OK ? "the script %s" : "%s", what);
        snprintf(l->last, sizeof l->last, "%s (the legal pits were %s)", got, list);
        lua_settop(L, 0);
        return -1;
    }
    int isint = 0;
    lua_Integer m = lua_type(L, -1) == LUA_TNUMBER ? lua_tointegerx(L, -1, &isint) : 0;
    if (!isint || m < 0 || m >= 2 * SOW_REVERSE || !(legal >> m & 1)) {
        if (isint) snprintf(got, sizeof got, "pit %lld", (long long)m);
        else if (lua_type(L, -1) == LUA_TNUMBER) snprintf(got, sizeof got, "%g", (double)lua_tonumber(L, -1));
        else snprintf(got, sizeof got, "a %s", luaL_typename(L, -1));
        snprintf(l->last, sizeof l->last, "the script returned %s; expected one of the legal pits %s", got, list);
        lua_settop(L, 0);
        return -1;
    }
    lua_settop(L, 0);
    return (int)m;
}
