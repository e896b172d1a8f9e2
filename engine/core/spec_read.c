/* spec_read.c - reading one field of the spec table: each reader checks
 * the type and range and fails with the field's path and what was expected
 * (spec_fields.c reads the whole table with them). */
#include "spec_internal.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* s after the n characters of buf, cut as snprintf cuts at PATH_LEN */
static size_t path_append(char *buf, size_t n, const char *s)
{
    size_t l = strlen(s);
    if (l > PATH_LEN - 1 - n)
        l = PATH_LEN - 1 - n;
    memcpy(buf + n, s, l);
    buf[n + l] = '\0';
    return n + l;
}

/* "prefix.key" or "key": built for every section read, so no snprintf */
void spec_mkpath(char *buf, const char *prefix, const char *key)
{
    size_t n = 0;
    if (prefix && *prefix)
        n = path_append(buf, path_append(buf, 0, prefix), ".");
    path_append(buf, n, key);
}

/* The lists that error messages name, built only on an error: the
 * allowed keys "a, b, c" and the words "a, b" or quoted "\"a\", \"b\"". */
static void key_list(const char *const *allowed, char *list, size_t cap)
{
    list[0] = '\0';
    for (const char *const *a = allowed; *a; a++) {
        size_t l = strlen(list);
        snprintf(list + l, cap - l, "%s%s", l ? ", " : "", *a);
    }
}

static void word_list(const spec_word *w, int quoted, char *list, size_t cap)
{
    list[0] = '\0';
    for (const spec_word *p = w; p->word; p++) {
        size_t l = strlen(list);
        snprintf(list + l, cap - l, quoted ? "%s\"%s\"" : "%s%s", l ? ", " : "", p->word);
    }
}

int spec_push_field(lua_State *L, int t, const char *key)
{
    lua_pushstring(L, key);
    return lua_rawget(L, t);
}

void spec_describe(lua_State *L, int idx, char *buf, size_t cap)
{
    if (lua_type(L, idx) == LUA_TSTRING)
        snprintf(buf, cap, "\"%.40s\"", lua_tostring(L, idx));
    else if (lua_type(L, idx) == LUA_TNUMBER) {
        if (lua_isinteger(L, idx))
            snprintf(buf, cap, "%lld", (long long)lua_tointeger(L, idx));
        else
            snprintf(buf, cap, "%.14g", (double)lua_tonumber(L, idx));
    } else
        snprintf(buf, cap, "%s", luaL_typename(L, idx));
}

/* Allowed keys of a record (NULL-terminated). */
int spec_check_keys(ctx_t *c, int t, const char *prefix, const char *const *allowed, int array_ok)
{
    lua_State *L = c->L_;
    char path[PATH_LEN], list[256];
    size_t n = spec_rawlen(L, t);
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        if (lua_type(L, -1) == LUA_TSTRING) {
            const char *k = lua_tostring(L, -1);
            int ok = 0;
            for (const char *const *a = allowed; *a && !ok; a++)
                ok = strcmp(*a, k) == 0;
            if (!ok) {
                spec_mkpath(path, prefix, k);
                key_list(allowed, list, sizeof list);
                return spec_fail_at(c, path, k, 1, "unknown field %s; expected one of: %s", path, list);
            }
        } else if (array_ok && lua_isinteger(L, -1) && lua_tointeger(L, -1) >= 1 &&
                   (size_t)lua_tointeger(L, -1) <= n) {
            continue;
        } else {
            char what[64];
            spec_describe(L, -1, what, sizeof what);
            key_list(allowed, list, sizeof list);
            return spec_fail_at(c, prefix && *prefix ? prefix : "", prefix, 1,
                           "unexpected key [%s] in %s; expected named fields: %s", what,
                           prefix && *prefix ? prefix : "the spec table", list);
        }
    }
    return 0;
}

/* 1 present (value in *val), 0 absent, -1 error. */
int spec_get_enum(ctx_t *c, int t, const char *prefix, const char *key, const spec_word *w, int *val)
{
    lua_State *L = c->L_;
    char path[PATH_LEN], list[256], got[64];
    int ty = spec_push_field(L, t, key);
    if (ty == LUA_TNIL) {
        lua_pop(L, 1);
        return 0;
    }
    if (ty != LUA_TSTRING) {
        spec_mkpath(path, prefix, key);
        if (w[0].word && w[1].word && !w[2].word)
            return spec_fail(c, path, "field %s: expected a string (\"%s\" or \"%s\"), got %s", path,
                        w[0].word, w[1].word, luaL_typename(L, -1));
        word_list(w, 1, list, sizeof list);
        return spec_fail(c, path, "field %s: expected a string (one of %s), got %s", path, list,
                    luaL_typename(L, -1));
    }
    const char *s = lua_tostring(L, -1);
    for (const spec_word *p = w; p->word; p++)
        if (strcmp(p->word, s) == 0) {
            *val = p->value;
            lua_pop(L, 1);
            return 1;
        }
    spec_mkpath(path, prefix, key);
    word_list(w, 0, list, sizeof list);
    spec_describe(L, -1, got, sizeof got);
    return spec_fail(c, path, "field %s: expected one of %s; got %s", path, list, got);
}

int spec_get_int(ctx_t *c, int t, const char *prefix, const char *key, lua_Integer lo,
                   lua_Integer hi, int *val)
{
    lua_State *L = c->L_;
    char path[PATH_LEN], got[64];
    int isint = 0;
    int ty = spec_push_field(L, t, key);
    if (ty == LUA_TNIL) {
        lua_pop(L, 1);
        return 0;
    }
    lua_Integer v = 0;
    if (ty == LUA_TNUMBER)
        v = lua_tointegerx(L, -1, &isint);
    if (!isint || v < lo || v > hi) {
        spec_mkpath(path, prefix, key);
        spec_describe(L, -1, got, sizeof got);
        if (hi == INT_MAX)
            return spec_fail(c, path, "field %s: expected an integer >= %lld, got %s", path,
                        (long long)lo, got);
        return spec_fail(c, path, "field %s: expected an integer %lld..%lld, got %s", path,
                    (long long)lo, (long long)hi, got);
    }
    *val = (int)v;
    lua_pop(L, 1);
    return 1;
}

/* A seed count 0..255 or "majority" (SOW_MAJORITY): 1 present, 0 absent, -1 error. */
int spec_get_count(ctx_t *c, int t, const char *prefix, const char *key, int *val)
{
    lua_State *L = c->L_;
    char path[PATH_LEN], got[64];
    int ty = spec_push_field(L, t, key);
    if (ty == LUA_TSTRING) {
        if (strcmp(lua_tostring(L, -1), "majority") == 0) {
            *val = SOW_MAJORITY;
            lua_pop(L, 1);
            return 1;
        }
        spec_mkpath(path, prefix, key);
        spec_describe(L, -1, got, sizeof got);
        return spec_fail(c, path, "field %s: expected \"majority\" (more than half of the seeds in play) "
                    "or a count 0..%d, got %s", path, SOW_MAX_SEEDS, got);
    }
    lua_pop(L, 1);
    return spec_get_int(c, t, prefix, key, 0, SOW_MAX_SEEDS, val);
}

int spec_get_bool(ctx_t *c, int t, const char *prefix, const char *key, int *val)
{
    lua_State *L = c->L_;
    char path[PATH_LEN];
    int ty = spec_push_field(L, t, key);
    if (ty == LUA_TNIL) {
        lua_pop(L, 1);
        return 0;
    }
    if (ty != LUA_TBOOLEAN) {
        spec_mkpath(path, prefix, key);
        return spec_fail(c, path, "field %s: expected a boolean (true or false), got %s", path,
                    luaL_typename(L, -1));
    }
    *val = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return 1;
}

/* A record section: leaves it on the stack and returns its index; 0 absent. */
int spec_get_section(ctx_t *c, int t, const char *prefix, const char *key,
                       const char *const *allowed, int required)
{
    lua_State *L = c->L_;
    char path[PATH_LEN], list[256];
    spec_mkpath(path, prefix, key);
    int ty = spec_push_field(L, t, key);
    if (ty == LUA_TNIL) {
        lua_pop(L, 1);
        if (!required)
            return 0;
        key_list(allowed, list, sizeof list);
        return spec_fail_at(c, path, NULL, 0, "missing field %s: expected a table { %s }", path, list);
    }
    if (ty != LUA_TTABLE) {
        key_list(allowed, list, sizeof list);
        return spec_fail(c, path, "field %s: expected a table { %s }, got %s", path, list,
                    luaL_typename(L, -1));
    }
    int idx = lua_gettop(L);
    if (spec_check_keys(c, idx, path, allowed, 0) < 0)
        return -1;
    return idx;
}

/* A list of integers lo..hi at idx: calls back per element via tab. */
int spec_read_counts(ctx_t *c, int idx, const char *path, int lo, int hi, uint8_t *tab)
{
    lua_State *L = c->L_;
    size_t n = spec_rawlen(L, idx), keys = 0;
    char got[64];
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        lua_pop(L, 1);
        keys++;
        if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || (size_t)lua_tointeger(L, -1) > n) {
            spec_describe(L, -1, got, sizeof got);
            return spec_fail(c, path, "field %s: expected a list of counts, found key [%s]", path, got);
        }
    }
    (void)keys;
    for (size_t i = 1; i <= n; i++) {
        int isint = 0;
        lua_rawgeti(L, idx, (lua_Integer)i);
        lua_Integer v = lua_type(L, -1) == LUA_TNUMBER ? lua_tointegerx(L, -1, &isint) : 0;
        if (!isint || v < lo || v > hi) {
            spec_describe(L, -1, got, sizeof got);
            return spec_fail(c, path, "field %s: count %s out of range; expected integers %d..%d",
                        path, got, lo, hi);
        }
        tab[v] = 1;
        lua_pop(L, 1);
    }
    return 0;
}

/* relay / counts: a list, or a function called for 1..255. */
int spec_read_table255(ctx_t *c, int t, const char *prefix, const char *key, int allow_false,
                         uint8_t *tab, int *any)
{
    lua_State *L = c->L_;
    char path[PATH_LEN];
    spec_mkpath(path, prefix, key);
    int ty = spec_push_field(L, t, key);
    int idx = lua_gettop(L);
    if (ty == LUA_TNIL) {
        lua_pop(L, 1);
        return 0;
    }
    memset(tab, 0, SOW_MAX_SEEDS + 1);
    if (allow_false && ty == LUA_TBOOLEAN && !lua_toboolean(L, idx)) {
        /* none */
    } else if (ty == LUA_TTABLE) {
        if (spec_read_counts(c, idx, path, 1, SOW_MAX_SEEDS, tab) < 0)
            return -1;
    } else if (ty == LUA_TFUNCTION) {
        for (int n = 1; n <= SOW_MAX_SEEDS; n++) {
            lua_pushvalue(L, idx);
            lua_pushinteger(L, n);
            int st = sow_sandbox_pcall(&c->sb, 1, 1);
            if (st != LUA_OK) {
                if (spec_limit_hit(c))
                    return lua_error(L);
                if (lua_type(L, -1) == LUA_TSTRING)
                    spec_lua_message(c, lua_tostring(L, -1));
                else
                    snprintf(c->err->msg, sizeof c->err->msg, "(a %s error value)",
                             luaL_typename(L, -1));
                char inner[SOW_TEXT_LEN * 2];
                int line = c->err->line;
                snprintf(inner, sizeof inner, "%s", c->err->msg);
                spec_fail(c, path, "field %s: the function failed for %d: %.400s", path, n, inner);
                if (line)
                    c->err->line = line;
                return -1;
            }
            if (lua_type(L, -1) != LUA_TBOOLEAN)
                return spec_fail(c, path, "field %s: the function returned %s for %d; expected a "
                            "boolean (true or false)", path, luaL_typename(L, -1), n);
            tab[n] = (uint8_t)lua_toboolean(L, -1);
            lua_pop(L, 1);
        }
    } else {
        return spec_fail(c, path, "field %s: expected %sa list of counts or a function(count) -> "
                    "boolean, got %s", path, allow_false ? "false, " : "", luaL_typename(L, idx));
    }
    tab[0] = 0;
    *any = 0;
    for (int n = 1; n <= SOW_MAX_SEEDS; n++)
        if (tab[n])
            *any = 1;
    lua_settop(L, idx - 1);
    return 1;
}

