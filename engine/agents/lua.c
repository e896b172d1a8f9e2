/* lua.c - an agent written in Lua 5.4 (lua:PATH).
 *
 * The script runs in its own lua_State with a safe subset of the standard
 * library: the base functions without load, loadfile, dofile, require,
 * collectgarbage, print or warn (pcall is wrapped so it cannot swallow the
 * limits below, xpcall is gone), and string (no dump), table and math (no
 * random/randomseed: use pos.random, which draws from the seat's stream, so
 * games are reproducible). No io, os, debug, package.
 *
 * The script returns a function f(pos), called once per move with
 *   pos = { board = {..2N counts, board[1] = pit 0..}, to_move = 0|1,
 *           captured = { c0, c1 }, legal = { pits, ascending }, ply = n,
 *           row = N, random = function() -> [0,1) }
 * and returning one of pos.legal. Limits: 10M Lua instructions per call
 * (and for loading the script), 64 MiB of memory.
 *
 * A failing call (an error, too many instructions, out of memory, an
 * answer that is not a legal pit) never stops the game and prints nothing:
 * the agent plays the lowest legal pit instead, counts the failure and
 * keeps its message (sow_agent_errors). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>

#include "agent.h"

enum { HOOK_EVERY = 1000 };
static const long INSTR_LIMIT = 10000000L;
static const size_t MEM_LIMIT = (size_t)64 << 20;

struct ag_lua {
    lua_State *L;
    int fref;                    /* the script's function, in the registry */
    sow_rng *rng;                /* the seat's stream, during a call */
    long instr;
    int timed_out, out_of_memory;
    size_t used;
    int errors;
    char last[SOW_TEXT_LEN * 2];
};

static void *lim_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    ag_lua *l = ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        l->used -= old;
        return NULL;
    }
    if (nsize > old && l->used + (nsize - old) > MEM_LIMIT) {
        l->out_of_memory = 1;
        return NULL;
    }
    void *np = realloc(ptr, nsize);
    if (!np) return NULL;
    l->used = l->used - old + nsize;
    return np;
}

static ag_lua *self(lua_State *L)
{
    void *ud;
    lua_getallocf(L, &ud);
    return ud;
}

static void hook(lua_State *L, lua_Debug *ar)
{
    (void)ar;
    ag_lua *l = self(L);
    l->instr += HOOK_EVERY;
    if (l->instr > INSTR_LIMIT || l->timed_out) {
        l->timed_out = 1;
        luaL_error(L, "script runs too long (more than %d Lua instructions; an infinite loop?)",
                   (int)INSTR_LIMIT);
    }
}

/* pcall that never swallows the limits. */
static int safe_pcall(lua_State *L)
{
    ag_lua *l = self(L);
    luaL_checkany(L, 1);
    int st = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);
    if (st != LUA_OK) {
        if (l->timed_out || l->out_of_memory || st == LUA_ERRMEM) return lua_error(L);
        lua_pushboolean(L, 0);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushboolean(L, 1);
    lua_insert(L, 1);
    return lua_gettop(L);
}

static int l_random(lua_State *L)
{
    ag_lua *l = self(L);
    if (!l->rng) return luaL_error(L, "pos.random is only available during a move");
    lua_pushnumber(L, (lua_Number)(sow_rng_next(l->rng) >> 11) * 0x1.0p-53);
    return 1;
}

static void open_safe(lua_State *L)
{
    static const char *const drop_base[] = {
        "load", "loadfile", "dofile", "require", "collectgarbage", "print", "warn", "xpcall", NULL
    };
    luaL_requiref(L, LUA_GNAME, luaopen_base, 1);
    lua_pop(L, 1);
    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 1);
    lua_pushnil(L);
    lua_setfield(L, -2, "dump");
    lua_pop(L, 1);
    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 1);
    lua_pop(L, 1);
    luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 1);
    lua_pushnil(L);
    lua_setfield(L, -2, "random");
    lua_pushnil(L);
    lua_setfield(L, -2, "randomseed");
    lua_pop(L, 1);
    lua_pushglobaltable(L);
    for (const char *const *d = drop_base; *d; d++) {
        lua_pushnil(L);
        lua_setfield(L, -2, *d);
    }
    lua_pushcfunction(L, safe_pcall);
    lua_setfield(L, -2, "pcall");
    lua_pop(L, 1);
}

static void message(ag_lua *l, char *buf, size_t cap, int st)
{
    if (l->timed_out)
        snprintf(buf, cap, "script runs too long (more than %ld Lua instructions; an infinite loop?)",
                 INSTR_LIMIT);
    else if (st == LUA_ERRMEM || l->out_of_memory)
        snprintf(buf, cap, "script uses too much memory (more than %zu MiB)", MEM_LIMIT >> 20);
    else if (lua_type(l->L, -1) == LUA_TSTRING)
        snprintf(buf, cap, "%s", lua_tostring(l->L, -1));
    else
        snprintf(buf, cap, "script raised an error that is not a string (%s)", luaL_typename(l->L, -1));
}

static void start_call(ag_lua *l)
{
    l->instr = 0;
    l->timed_out = 0;
    l->out_of_memory = 0;
}

ag_lua *ag_lua_new(const char *path, sow_error *err)
{
    ag_lua *l = calloc(1, sizeof *l);
    if (!l) {
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return NULL;
    }
    l->fref = LUA_NOREF;
    l->L = lua_newstate(lim_alloc, l);
    if (!l->L) {
        free(l);
        snprintf(err->msg, sizeof err->msg, "cannot create a Lua state (out of memory)");
        return NULL;
    }
    lua_State *L = l->L;
    open_safe(L);
    lua_sethook(L, hook, LUA_MASKCOUNT, HOOK_EVERY);
    start_call(l);
    int st = luaL_loadfilex(L, path, "t");
    if (st == LUA_ERRFILE) {
        snprintf(err->msg, sizeof err->msg, "cannot read the script: %s; expected lua:PATH, the "
                 "path of a Lua script", lua_tostring(L, -1));
        goto fail;
    }
    if (st != LUA_OK) {
        char m[SOW_TEXT_LEN];
        message(l, m, sizeof m, st);
        snprintf(err->msg, sizeof err->msg, "%s; expected a Lua 5.4 script returning function(pos)", m);
        goto fail;
    }
    st = lua_pcall(L, 0, 1, 0);
    if (st != LUA_OK) {
        char m[SOW_TEXT_LEN];
        message(l, m, sizeof m, st);
        snprintf(err->msg, sizeof err->msg, "script failed while loading: %s", m);
        goto fail;
    }
    if (!lua_isfunction(L, -1)) {
        snprintf(err->msg, sizeof err->msg, "script returned %s; expected it to return a "
                 "function(pos) that gives a legal pit", luaL_typename(L, -1));
        goto fail;
    }
    l->fref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_settop(L, 0);
    return l;
fail:
    ag_lua_free(l);
    return NULL;
}

void ag_lua_free(ag_lua *l)
{
    if (!l) return;
    if (l->L) lua_close(l->L);
    free(l);
}

int ag_lua_errors(const ag_lua *l, const char **last)
{
    if (last) *last = l->last;
    return l->errors;
}

/* Builds pos and calls f(pos), in protected mode: the board etc. are built
 * inside so that even running out of memory there is caught. */
static int call(lua_State *L)
{
    const sow_rules *r = lua_touserdata(L, 1);
    const sow_state *s = lua_touserdata(L, 2);
    uint32_t legal = (uint32_t)lua_tointeger(L, 3);
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
    lua_createtable(L, __builtin_popcount(legal), 0);
    int k = 1;
    for (uint32_t m = legal; m; m &= m - 1) {
        lua_pushinteger(L, __builtin_ctz(m));
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

int ag_lua_choose(ag_lua *l, const sow_rules *r, const sow_state *s, uint32_t legal, sow_rng *rng)
{
    lua_State *L = l->L;
    int fallback = __builtin_ctz(legal);
    lua_settop(L, 0);
    start_call(l);
    l->rng = rng;
    lua_pushcfunction(L, call);
    lua_pushlightuserdata(L, (void *)(uintptr_t)r);
    lua_pushlightuserdata(L, (void *)(uintptr_t)s);
    lua_pushinteger(L, (lua_Integer)legal);
    lua_pushinteger(L, l->fref);
    int st = lua_pcall(L, 4, 1, 0);
    l->rng = NULL;
    if (st != LUA_OK) {
        message(l, l->last, sizeof l->last, st);
        l->errors++;
        lua_settop(L, 0);
        return fallback;
    }
    int isint = 0;
    lua_Integer m = lua_type(L, -1) == LUA_TNUMBER ? lua_tointegerx(L, -1, &isint) : 0;
    if (!isint || m < 0 || m >= r->pits || !(legal >> m & 1)) {
        char got[64];
        if (isint) snprintf(got, sizeof got, "pit %lld", (long long)m);
        else if (lua_type(L, -1) == LUA_TNUMBER) snprintf(got, sizeof got, "%g", (double)lua_tonumber(L, -1));
        else snprintf(got, sizeof got, "a %s", luaL_typename(L, -1));
        char list[3 * SOW_MAX_PITS + 1] = "";
        size_t len = 0;
        for (uint32_t b = legal; b; b &= b - 1)
            len += (size_t)snprintf(list + len, sizeof list - len, "%s%d", len ? "," : "", __builtin_ctz(b));
        snprintf(l->last, sizeof l->last, "script returned %s at ply %u; expected one of the legal "
                 "pits %s", got, (unsigned)s->ply, list);
        l->errors++;
        lua_settop(L, 0);
        return fallback;
    }
    lua_settop(L, 0);
    return (int)m;
}
