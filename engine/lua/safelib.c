/* safelib.c - the library the sandbox offers: Lua's own functions where
 * they are harmless, wrapped where they could run long in C (their work is
 * charged to the call's budget) or where their result would differ from
 * run to run (Lua seeds its string hashes per state, so the order of
 * pairs() and next() would vary; tostring shows addresses; table.sort
 * picks pivots from the clock). Nothing here reaches the file system, the
 * clock, the environment or another state. */
#include <string.h>

#include <lualib.h>

#include "sandbox.h"

/* ---- key order ------------------------------------------------------------ */

/* Numbers by value, then strings by bytes, then false and true. Keys of
 * other types (tables, functions) have no order that is the same from run
 * to run: iterating over them is an error. */
static int key_class(lua_State *L, int i)
{
    switch (lua_type(L, i)) {
    case LUA_TNUMBER: return 0;
    case LUA_TSTRING: return 1;
    case LUA_TBOOLEAN: return 2;
    default: return -1;
    }
}

static int key_less(lua_State *L, int a, int b)
{
    int ca = key_class(L, a), cb = key_class(L, b);
    if (ca != cb) return ca < cb;
    if (ca == 0) return lua_compare(L, a, b, LUA_OPLT);
    if (ca == 2) return !lua_toboolean(L, a) && lua_toboolean(L, b);
    size_t la, lb;
    const char *sa = lua_tolstring(L, a, &la), *sb = lua_tolstring(L, b, &lb);
    int c = memcmp(sa, sb, la < lb ? la : lb);
    return c < 0 || (c == 0 && la < lb);
}

static void check_key(lua_State *L, int i, const char *fn)
{
    if (key_class(L, i) < 0)
        luaL_error(L, "%s: a key of type %s has no reproducible order in sow's sandbox (use numbers, "
                   "strings or booleans as keys, or ipairs)", fn, luaL_typename(L, i));
}

/* ---- a stable merge sort over Lua values ---------------------------------- */

/* less(a, b) for the values at stack slots a and b. */
typedef int (*less_fn)(lua_State *L, int a, int b, void *ctx);

/* Sorts src[1..n] (a table at stack index src) in place, stably, using the
 * table at `tmp` as scratch: bottom-up merges of runs of 1, 2, 4, ... */
static void merge_sort(lua_State *L, int src, int tmp, lua_Integer n, less_fn less, void *ctx)
{
    int from = src, to = tmp;
    for (lua_Integer width = 1; width < n; width *= 2) {
        sow_sandbox_charge(L, (size_t)n);
        for (lua_Integer lo = 1; lo <= n; lo += 2 * width) {
            lua_Integer mid = lo + width <= n ? lo + width : n + 1;
            lua_Integer hi = lo + 2 * width <= n ? lo + 2 * width : n + 1;
            lua_Integer i = lo, j = mid, k = lo;
            while (i < mid || j < hi) {
                int take_right = 0;
                if (i < mid && j < hi) {
                    lua_geti(L, from, j);
                    lua_geti(L, from, i);
                    take_right = less(L, lua_gettop(L) - 1, lua_gettop(L), ctx);
                    lua_pop(L, 2);
                } else {
                    take_right = i >= mid;
                }
                lua_geti(L, from, take_right ? j++ : i++);
                lua_seti(L, to, k++);
            }
        }
        int t = from;
        from = to;
        to = t;
    }
    if (from != src)
        for (lua_Integer k = 1; k <= n; k++) {
            lua_geti(L, from, k);
            lua_seti(L, src, k);
        }
}

static int keys_less(lua_State *L, int a, int b, void *ctx)
{
    (void)ctx;
    return key_less(L, a, b);
}

/* The keys of the table at t, in key order, as a new list on the top. */
static lua_Integer sorted_keys(lua_State *L, int t, const char *fn)
{
    lua_Integer n = 0;
    t = lua_absindex(L, t);
    lua_newtable(L);
    int keys = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        check_key(L, -1, fn);
        lua_pushvalue(L, -1);
        lua_seti(L, keys, ++n);
        if ((n & 1023) == 0) sow_sandbox_charge(L, 1024);
    }
    lua_newtable(L);
    merge_sort(L, keys, keys + 1, n, keys_less, NULL);
    lua_pop(L, 1);
    return n;
}

/* ---- base functions -------------------------------------------------------- */

/* pairs(t): the __pairs metamethod, or every key in key order. */
static int pairs_step(lua_State *L)
{
    lua_Integer i = lua_tointeger(L, lua_upvalueindex(3)), n = (lua_Integer)lua_rawlen(L, lua_upvalueindex(2));
    while (++i <= n) {
        lua_geti(L, lua_upvalueindex(2), i);
        lua_pushvalue(L, -1);
        lua_rawget(L, lua_upvalueindex(1));
        if (!lua_isnil(L, -1)) {          /* a key set to nil during the walk is skipped */
            lua_pushinteger(L, i);
            lua_replace(L, lua_upvalueindex(3));
            return 2;
        }
        lua_pop(L, 2);
    }
    lua_pushinteger(L, n);
    lua_replace(L, lua_upvalueindex(3));
    return 0;
}

static int safe_pairs(lua_State *L)
{
    luaL_checkany(L, 1);
    if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) {
        lua_pushvalue(L, 1);
        lua_call(L, 1, 3);
        return 3;
    }
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_pushvalue(L, 1);
    sorted_keys(L, 1, "pairs");
    lua_pushinteger(L, 0);
    lua_pushcclosure(L, pairs_step, 3);
    lua_pushnil(L);
    lua_pushnil(L);
    return 3;
}

/* next(t, k): the key after k in key order (O(n) a call, charged). */
static int safe_next(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 2);
    if (!lua_isnil(L, 2)) check_key(L, 2, "next");
    int best = 0;
    size_t n = 0;
    lua_pushnil(L);
    while (lua_next(L, 1)) {
        lua_pop(L, 1);
        check_key(L, -1, "next");
        if ((++n & 1023) == 0) sow_sandbox_charge(L, 1024);
        if ((lua_isnil(L, 2) || key_less(L, 2, -1)) && (!best || key_less(L, -1, best))) {
            if (best) lua_remove(L, best);
            lua_pushvalue(L, -1);
            best = lua_gettop(L) - 1;     /* the copy sits below the iteration key */
            lua_insert(L, best);
        }
    }
    if (!best) {
        lua_pushnil(L);
        return 1;
    }
    lua_pushvalue(L, best);
    lua_pushvalue(L, best);
    lua_rawget(L, 1);
    return 2;
}

/* tostring without addresses: tables and functions are named, not placed. */
static int safe_tostring(lua_State *L)
{
    luaL_checkany(L, 1);
    int t = lua_type(L, 1);
    if (t == LUA_TTABLE || t == LUA_TFUNCTION || t == LUA_TUSERDATA || t == LUA_TLIGHTUSERDATA || t == LUA_TTHREAD) {
        if (luaL_getmetafield(L, 1, "__tostring") == LUA_TNIL) {
            if (luaL_getmetafield(L, 1, "__name") != LUA_TSTRING) lua_pushstring(L, lua_typename(L, t));
            return 1;
        }
        lua_pop(L, 1);
    }
    luaL_tolstring(L, 1, NULL);
    return 1;
}

/* setmetatable refuses finalizers: __gc runs with the hook switched off. */
static int safe_setmetatable(lua_State *L)
{
    if (lua_type(L, 2) == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL)
            return luaL_error(L, "setmetatable: a __gc metamethod is not allowed in sow's sandbox "
                              "(finalizers run outside its limits)");
        lua_pop(L, 1);
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

/* pcall that never catches a limit: the limit is the host's, not the script's. */
static int safe_pcall(lua_State *L)
{
    sow_sandbox *sb = sow_sandbox_of(L);
    luaL_checkany(L, 1);
    int st = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);
    if (st == LUA_ERRMEM && sb->tripped == SOW_SB_OK) sb->tripped = SOW_SB_MEMORY;
    if (st != LUA_OK) {
        if (sb->tripped != SOW_SB_OK) return lua_error(L);
        lua_pushboolean(L, 0);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushboolean(L, 1);
    lua_insert(L, 1);
    return lua_gettop(L);
}

/* ---- charged wrappers ------------------------------------------------------ */

/* Calls the original (upvalue 1) with every argument, after charging the
 * length of its string arguments: for functions linear in their input. */
static int charged_by_input(lua_State *L)
{
    size_t work = 1;
    for (int i = 1; i <= lua_gettop(L); i++)
        if (lua_type(L, i) == LUA_TSTRING) work += lua_rawlen(L, i) / 32;   /* ~ a memcpy's time */
    sow_sandbox_charge(L, work);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/* string.rep: charged by its n copies (a memcpy each, even of "": rep("",
 * 2^40) would loop that long for nothing) and by the bytes it makes. */
static int safe_rep(lua_State *L)
{
    size_t l, lsep = 0;
    luaL_checklstring(L, 1, &l);
    lua_Integer n = luaL_checkinteger(L, 2);
    if (!lua_isnoneornil(L, 3)) luaL_checklstring(L, 3, &lsep);
    if (n > 0) {
        size_t each = l + lsep, cap = ((size_t)-1) / 2;
        size_t bytes = each && (size_t)n > cap / each ? cap : (size_t)n * each;
        sow_sandbox_charge(L, (size_t)n / 2 + bytes / 32 + 1);    /* a memcpy per copy, and its bytes */
    }
    return charged_by_input(L);
}

/* string.format: no %p (an address); %s of a table or function gives its
 * name, as tostring does. */
static int safe_format(lua_State *L)
{
    const char *f = luaL_checkstring(L, 1);
    int arg = 1;
    for (const char *p = f; *p; p++) {
        if (*p != '%') continue;
        if (*++p == '%') continue;
        arg++;
        while (*p && strchr("-+ #0123456789.", *p)) p++;
        if (*p == 'p') return luaL_error(L, "format: '%%p' prints an address, which is not reproducible");
        if (*p == 's' && arg <= lua_gettop(L) && !lua_isstring(L, arg)) {
            lua_pushcfunction(L, safe_tostring);
            lua_pushvalue(L, arg);
            lua_call(L, 1, 1);
            lua_replace(L, arg);
        }
        if (!*p) break;
    }
    int n = charged_by_input(L);
    sow_sandbox_charge(L, lua_rawlen(L, -1) / 32);
    return n;
}

/* table.concat, insert, remove, move, unpack: charged by the elements they
 * walk, before they walk them. */
static int charged_by_span(lua_State *L)
{
    int which = (int)lua_tointeger(L, lua_upvalueindex(2));
    lua_Integer span = 1;
    if (which == 0 && lua_type(L, 1) == LUA_TTABLE) {            /* concat, insert, remove, unpack */
        lua_Integer i = luaL_optinteger(L, 3, 1), j = lua_isnoneornil(L, 4) ? (lua_Integer)lua_rawlen(L, 1)
                                                                               : luaL_checkinteger(L, 4);
        span = (lua_Integer)lua_rawlen(L, 1) + (j > i ? j - i : 0);
    } else if (which == 1) {                                      /* move(a1, f, e, t [, a2]) */
        lua_Integer f = luaL_checkinteger(L, 2), e = luaL_checkinteger(L, 3);
        span = e >= f ? e - f + 1 : 1;
    } else if (which == 2) {                                      /* unpack(t, i, j) */
        lua_Integer i = luaL_optinteger(L, 2, 1), j = lua_isnoneornil(L, 3) ? (lua_Integer)lua_rawlen(L, 1)
                                                                               : luaL_checkinteger(L, 3);
        span = j >= i ? j - i + 1 : 1;
    }
    sow_sandbox_charge(L, span > 0 ? (size_t)span : 1);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/* table.sort(t [, comp]): stable merge sort, charged; the order is the
 * same on every run (Lua's own quicksort draws pivots from the clock). */
static int sort_less(lua_State *L, int a, int b, void *ctx)
{
    int comp = *(int *)ctx;
    if (!comp) return lua_compare(L, a, b, LUA_OPLT);
    lua_pushvalue(L, comp);
    lua_pushvalue(L, a);
    lua_pushvalue(L, b);
    lua_call(L, 2, 1);
    int r = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return r;
}

static int safe_sort(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer n = luaL_len(L, 1);
    int comp = 0;
    if (!lua_isnoneornil(L, 2)) {
        luaL_checktype(L, 2, LUA_TFUNCTION);
        comp = 2;
    }
    luaL_argcheck(L, n < (lua_Integer)1 << 30, 1, "array too big");
    lua_settop(L, 2);
    lua_newtable(L);
    merge_sort(L, 1, 3, n, sort_less, &comp);
    return 0;
}

/* ---- the libraries --------------------------------------------------------- */

static void wrap(lua_State *L, int lib, const char *name, lua_CFunction with, int extra)
{
    lua_getfield(L, lib, name);
    if (extra >= 0) lua_pushinteger(L, extra);
    lua_pushcclosure(L, with, extra >= 0 ? 2 : 1);
    lua_setfield(L, lib, name);
}

static void drop(lua_State *L, int lib, const char *const *names)
{
    for (; *names; names++) {
        lua_pushnil(L);
        lua_setfield(L, lib, *names);
    }
}

int sow_safelib_open(lua_State *L)
{
    static const char *const no_base[] = {
        "dofile", "loadfile", "load", "require", "collectgarbage", "print", "warn", "xpcall", NULL
    };
    static const char *const no_string[] = { "dump", "pack", "packsize", "unpack", NULL };
    static const char *const no_math[] = { "random", "randomseed", NULL };
    static const char *const by_input[] = { "byte", "char", "lower", "upper", "reverse", "sub", "len", NULL };

    luaL_requiref(L, LUA_GNAME, luaopen_base, 1);
    int g = lua_gettop(L);
    drop(L, g, no_base);
    lua_pushcfunction(L, safe_pairs);
    lua_setfield(L, g, "pairs");
    lua_pushcfunction(L, safe_next);
    lua_setfield(L, g, "next");
    lua_pushcfunction(L, safe_tostring);
    lua_setfield(L, g, "tostring");
    lua_pushcfunction(L, safe_pcall);
    lua_setfield(L, g, "pcall");
    wrap(L, g, "setmetatable", safe_setmetatable, -1);

    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 1);   /* also the strings' metatable */
    int s = lua_gettop(L);
    drop(L, s, no_string);
    for (const char *const *n = by_input; *n; n++) wrap(L, s, *n, charged_by_input, -1);
    wrap(L, s, "rep", safe_rep, -1);
    wrap(L, s, "format", safe_format, -1);
    sow_lua_patterns(L, s);

    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 1);
    int t = lua_gettop(L);
    wrap(L, t, "concat", charged_by_span, 0);
    wrap(L, t, "insert", charged_by_span, 0);
    wrap(L, t, "remove", charged_by_span, 0);
    wrap(L, t, "move", charged_by_span, 1);
    wrap(L, t, "unpack", charged_by_span, 2);
    lua_pushcfunction(L, safe_sort);
    lua_setfield(L, t, "sort");

    luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 1);
    drop(L, lua_gettop(L), no_math);
    lua_settop(L, 0);
    return 0;
}
