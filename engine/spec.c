/* spec.c - loads a Lua spec into a sow_rules, in a sandbox.
 *
 * The spec runs in a fresh lua_State with a memory cap (64 MiB), an
 * instruction budget (~50M) and an environment holding only pure functions
 * plus open() and include(). Its table is then read field by field (every
 * unknown key, wrong type or out-of-range value is an error naming the field
 * and what was expected), the chosen readings of its open questions are
 * deep-merged in, and the result is compiled into the rules struct.
 * No global mutable state: every call owns its lua_State and context.
 */
#include "sow.h"

#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
#include <xxhash.h>

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    HOOK_EVERY = 10000,          /* instructions between two hook calls */
    INCLUDE_DEPTH = 8,           /* nested include() calls */
    MERGE_DEPTH = 32,            /* nesting of a patch table */
    PATH_LEN = 128
};
#define MEM_LIMIT ((size_t)64 << 20)
#define INSTR_LIMIT 50000000L
#define FILE_LIMIT ((size_t)16 << 20)
#define OPEN_MT "sow.open"

typedef struct {
    size_t used;                 /* bytes held by the lua_State */
    long instr;                  /* instructions run (in HOOK_EVERY steps) */
    int timed_out;               /* the instruction budget ran out */
    int mem_fatal;               /* a memory error was raised */
    int depth;                   /* include() nesting */
    const char *path;            /* the spec */
    char dir[SOW_TEXT_LEN * 2];  /* its directory, with a trailing '/', or "" */
    const char *src;             /* its text (line heuristics) */
    size_t srclen;
    uint64_t hash;
    char *pending;               /* a file buffer to free if Lua longjmps */
    const sow_choice *choices;
    int nchoices;
    sow_rules *out;
    sow_error *err;
    int field_err;               /* err->field/msg filled by the compiler */
    char lua_field[SOW_NAME_LEN * 2]; /* field of a Lua error raised by open/include */
    lua_State *L_;
} ctx_t;

static ctx_t *getctx(lua_State *L)
{
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return ud;
}

/* ---- files ---------------------------------------------------------------- */

static void errno_text(int e, char *buf, size_t cap)
{
    if (strerror_r(e, buf, cap) != 0)
        snprintf(buf, cap, "error %d", e);
}

/* Reads a whole file into a malloc'd buffer (NUL-terminated). 0 or -1 with why. */
static int read_all(const char *path, char **buf, size_t *len, char *why, size_t cap)
{
    FILE *f = fopen(path, "rb");
    char *b = NULL;
    size_t n = 0, size = 0;
    *buf = NULL;
    *len = 0;
    if (!f) {
        errno_text(errno, why, cap);
        return -1;
    }
    for (;;) {
        if (size - n < 4097) {
            size_t ns = size ? size * 2 : 8192;
            char *nb;
            if (ns > FILE_LIMIT + 8192) {
                snprintf(why, cap, "file too large (more than %zu bytes)", FILE_LIMIT);
                free(b);
                fclose(f);
                return -1;
            }
            nb = realloc(b, ns);
            if (!nb) {
                snprintf(why, cap, "out of memory");
                free(b);
                fclose(f);
                return -1;
            }
            b = nb;
            size = ns;
        }
        size_t got = fread(b + n, 1, size - n - 1, f);
        n += got;
        if (got == 0) {
            if (ferror(f)) {
                errno_text(errno ? errno : EIO, why, cap);
                free(b);
                fclose(f);
                return -1;
            }
            break;
        }
    }
    fclose(f);
    b[n] = '\0';
    *buf = b;
    *len = n;
    return 0;
}

/* ---- errors ---------------------------------------------------------------- */

static int is_ident(int ch) { return isalnum((unsigned char)ch) || ch == '_'; }

/* The first line of src holding `word` (at a word start), followed, when
 * want_eq, by optional blanks and '=' (not '=='). 0 if none. */
static int line_of(const ctx_t *c, const char *word, int want_eq)
{
    size_t wl = strlen(word);
    int line = 1;
    if (!c->src || wl == 0)
        return 0;
    for (size_t i = 0; i + wl <= c->srclen; i++) {
        if (c->src[i] == '\n') {
            line++;
            continue;
        }
        if (memcmp(c->src + i, word, wl) != 0)
            continue;
        if (i > 0 && is_ident(word[0]) && is_ident(c->src[i - 1]))
            continue;
        if (!want_eq)
            return line;
        size_t j = i + wl;
        if (j < c->srclen && is_ident(word[wl - 1]) && is_ident(c->src[j]))
            continue;
        while (j < c->srclen && (c->src[j] == ' ' || c->src[j] == '\t'))
            j++;
        if (j < c->srclen && c->src[j] == '=' && (j + 1 >= c->srclen || c->src[j + 1] != '='))
            return line;
    }
    return 0;
}

static int vfail_at(ctx_t *c, const char *field, const char *word, int want_eq,
                    const char *fmt, va_list ap)
{
    snprintf(c->err->field, sizeof c->err->field, "%s", field);
    vsnprintf(c->err->msg, sizeof c->err->msg, fmt, ap);
    /* "field F: ..." -> "...": callers print the field themselves */
    size_t fl = strlen(field);
    if (fl && strncmp(c->err->msg, "field ", 6) == 0 && strncmp(c->err->msg + 6, field, fl) == 0 &&
        strncmp(c->err->msg + 6 + fl, ": ", 2) == 0)
        memmove(c->err->msg, c->err->msg + 8 + fl, strlen(c->err->msg + 8 + fl) + 1);
    c->err->line = word ? line_of(c, word, want_eq) : 0;
    c->field_err = 1;
    return -1;
}

#if defined(__GNUC__)
#define PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define PRINTF(a, b)
#endif

static int fail_at(ctx_t *c, const char *field, const char *word, int want_eq,
                   const char *fmt, ...) PRINTF(5, 6);
static int fail_at(ctx_t *c, const char *field, const char *word, int want_eq,
                   const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail_at(c, field, word, want_eq, fmt, ap);
    va_end(ap);
    return -1;
}

/* A field error: the line is guessed from the field's last component. */
static int fail(ctx_t *c, const char *field, const char *fmt, ...) PRINTF(3, 4);
static int fail(ctx_t *c, const char *field, const char *fmt, ...)
{
    char word[PATH_LEN];
    const char *dot = strrchr(field, '.');
    snprintf(word, sizeof word, "%s", dot ? dot + 1 : field);
    word[strcspn(word, "[")] = '\0';
    va_list ap;
    va_start(ap, fmt);
    vfail_at(c, field, word, 1, fmt, ap);
    va_end(ap);
    return -1;
}

/* Splits a Lua error message "file:line: text" into err. */
static void lua_message(ctx_t *c, const char *m)
{
    sow_error *e = c->err;
    const char *p = m;
    e->line = 0;
    for (const char *q = strchr(m, ':'); q; q = strchr(q + 1, ':')) {
        const char *d = q + 1;
        if (!isdigit((unsigned char)*d))
            continue;
        while (isdigit((unsigned char)*d))
            d++;
        if (*d != ':')
            continue;
        if (q > m && strncmp(m, "...", 3) != 0) {
            size_t fl = (size_t)(q - m);
            if (fl >= sizeof e->file)
                fl = sizeof e->file - 1;
            memcpy(e->file, m, fl);
            e->file[fl] = '\0';
        }
        e->line = atoi(q + 1);
        p = d + 1;
        while (*p == ' ')
            p++;
        break;
    }
    snprintf(e->msg, sizeof e->msg, "%s", p);
}

/* ---- the sandbox ----------------------------------------------------------- */

static void *sandbox_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    ctx_t *c = ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        c->used -= old;
        return NULL;
    }
    if (nsize > old && c->used + (nsize - old) > MEM_LIMIT)
        return NULL;
    void *np = realloc(ptr, nsize);
    if (!np)
        return NULL;
    c->used = c->used - old + nsize;
    return np;
}

static void sandbox_hook(lua_State *L, lua_Debug *ar)
{
    ctx_t *c = getctx(L);
    (void)ar;
    c->instr += HOOK_EVERY;
    if (c->instr > INSTR_LIMIT || c->timed_out) {
        lua_Debug d;
        c->timed_out = 1;
        if (lua_getstack(L, 0, &d) && lua_getinfo(L, "Sl", &d) && d.currentline > 0)
            lua_pushfstring(L, "%s:%d: spec runs too long (infinite loop?)", d.short_src,
                            d.currentline);
        else
            lua_pushliteral(L, "spec runs too long (infinite loop?)");
        lua_error(L);
    }
}

/* pcall that never swallows the sandbox's own limits. */
static int sb_pcall(lua_State *L)
{
    ctx_t *c = getctx(L);
    luaL_checkany(L, 1);
    int st = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);
    if (st == LUA_ERRMEM)
        c->mem_fatal = 1;
    if (st != LUA_OK) {
        if (c->timed_out || c->mem_fatal)
            return lua_error(L);
        c->lua_field[0] = '\0';
        lua_pushboolean(L, 0);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushboolean(L, 1);
    lua_insert(L, 1);
    return lua_gettop(L);
}

static int valid_word(const char *s, const char *extra)
{
    if (!*s)
        return 0;
    for (; *s; s++)
        if (!isalnum((unsigned char)*s) && !strchr(extra, *s))
            return 0;
    return 1;
}

static size_t rawlen(lua_State *L, int idx) { return (size_t)lua_rawlen(L, idx); }

/* Checks an open question table at q and copies it into out. 0, or -1 with msg. */
static int read_question(lua_State *L, int q, sow_question *out, char *msg, size_t cap)
{
    int top = lua_gettop(L);
    int rc = -1;
    q = lua_absindex(L, q);
    memset(out, 0, sizeof *out);
    if (lua_type(L, q) != LUA_TTABLE) {
        snprintf(msg, cap, "open: expected a table { id = \"XX.Qn\", \"question\", "
                 "{ \"keyword\", { patch } }, ... }, got %s", luaL_typename(L, q));
        goto done;
    }
    lua_pushliteral(L, "id");
    lua_rawget(L, q);
    if (lua_type(L, -1) != LUA_TSTRING) {
        snprintf(msg, cap, "open question without an id: expected id = \"XX.Qn\" (a string), got %s",
                 luaL_typename(L, -1));
        goto done;
    }
    const char *id = lua_tostring(L, -1);
    if (strlen(id) >= SOW_NAME_LEN || !valid_word(id, "_.-")) {
        snprintf(msg, cap, "open question id \"%.60s\": expected letters, digits, '.', '_' or '-' "
                 "(at most %d characters)", id, SOW_NAME_LEN - 1);
        goto done;
    }
    snprintf(out->id, sizeof out->id, "%s", id);
    lua_pop(L, 1);
    size_t n = rawlen(L, q);
    lua_pushnil(L);
    while (lua_next(L, q)) {
        int ok = 0;
        if (lua_type(L, -2) == LUA_TSTRING)
            ok = strcmp(lua_tostring(L, -2), "id") == 0;
        else if (lua_isinteger(L, -2)) {
            lua_Integer k = lua_tointeger(L, -2);
            ok = k >= 1 && (size_t)k <= n;
        }
        if (!ok) {
            if (lua_type(L, -2) == LUA_TSTRING)
                snprintf(msg, cap, "open question %s: unknown field %.60s; expected id = \"...\", "
                         "the question text, then the readings", out->id, lua_tostring(L, -2));
            else
                snprintf(msg, cap, "open question %s: unexpected %s key; expected id = \"...\", "
                         "the question text, then the readings", out->id, luaL_typename(L, -2));
            goto done;
        }
        lua_pop(L, 1);
    }
    lua_rawgeti(L, q, 1);
    if (lua_type(L, -1) != LUA_TSTRING) {
        snprintf(msg, cap, "open question %s has no text: expected the question (a string) "
                 "right after id, got %s", out->id, luaL_typename(L, -1));
        goto done;
    }
    if (rawlen(L, -1) >= SOW_TEXT_LEN) {
        snprintf(msg, cap, "open question %s: text too long (at most %d characters)",
                 out->id, SOW_TEXT_LEN - 1);
        goto done;
    }
    snprintf(out->text, sizeof out->text, "%s", lua_tostring(L, -1));
    lua_pop(L, 1);
    if (n < 2) {
        snprintf(msg, cap, "open question %s has no readings: expected { \"keyword\", { patch } } "
                 "after the text (the first is the default)", out->id);
        goto done;
    }
    if (n - 1 > SOW_MAX_READINGS) {
        snprintf(msg, cap, "open question %s has %zu readings; at most %d", out->id, n - 1,
                 SOW_MAX_READINGS);
        goto done;
    }
    for (size_t i = 2; i <= n; i++) {
        int r = (int)(i - 2);
        lua_rawgeti(L, q, (lua_Integer)i);
        int rd = lua_gettop(L);
        int shape = lua_type(L, rd) == LUA_TTABLE && rawlen(L, rd) == 2;
        if (shape) {
            lua_pushnil(L);
            while (lua_next(L, rd)) {
                lua_pop(L, 1);
                if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || lua_tointeger(L, -1) > 2)
                    shape = 0;
            }
        }
        if (shape) {
            lua_rawgeti(L, rd, 1);
            lua_rawgeti(L, rd, 2);
            shape = lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TTABLE;
        }
        if (!shape) {
            snprintf(msg, cap, "open question %s: reading %d is not { \"keyword\", { patch } }",
                     out->id, r + 1);
            goto done;
        }
        const char *kw = lua_tostring(L, -2);
        if (strlen(kw) >= SOW_NAME_LEN || !valid_word(kw, "_-")) {
            snprintf(msg, cap, "open question %s: reading keyword \"%.60s\": expected letters, "
                     "digits, '_' or '-' (at most %d characters)", out->id, kw, SOW_NAME_LEN - 1);
            goto done;
        }
        for (int j = 0; j < r; j++)
            if (strcmp(out->reading[j], kw) == 0) {
                snprintf(msg, cap, "open question %s: reading '%s' appears twice", out->id, kw);
                goto done;
            }
        snprintf(out->reading[r], sizeof out->reading[r], "%s", kw);
        int patch = lua_gettop(L);
        lua_pushnil(L);
        while (lua_next(L, patch)) {
            lua_pop(L, 1);
            if (lua_type(L, -1) != LUA_TSTRING) {
                snprintf(msg, cap, "open question %s: the patch of reading '%s' must hold only "
                         "named fields (a %s key found)", out->id, kw, luaL_typename(L, -1));
                goto done;
            }
        }
        lua_settop(L, rd - 1);
    }
    out->nreadings = (int)(n - 1);
    rc = 0;
done:
    lua_settop(L, top);
    return rc;
}

static int is_open(lua_State *L, int idx)
{
    int r = 0;
    if (lua_type(L, idx) != LUA_TTABLE || !lua_getmetatable(L, idx))
        return 0;
    luaL_getmetatable(L, OPEN_MT);
    r = lua_rawequal(L, -1, -2);
    lua_pop(L, 2);
    return r;
}

/* open{ id = ..., "text", {kw, patch}, ... } */
static int sb_open(lua_State *L)
{
    ctx_t *c = getctx(L);
    sow_question q;
    char msg[SOW_TEXT_LEN * 2];
    if (lua_gettop(L) != 1) {
        snprintf(c->lua_field, sizeof c->lua_field, "open");
        return luaL_error(L, "open: expected one table argument, got %d", lua_gettop(L));
    }
    if (read_question(L, 1, &q, msg, sizeof msg) < 0) {
        snprintf(c->lua_field, sizeof c->lua_field, "%s", q.id[0] ? q.id : "open");
        return luaL_error(L, "%s", msg);
    }
    luaL_setmetatable(L, OPEN_MT);
    return 1;
}

/* include("sibling.lua"): runs a spec of the same directory in this sandbox. */
static int sb_include(lua_State *L)
{
    ctx_t *c = getctx(L);
    const char *name = luaL_checkstring(L, 1);
    size_t nl = strlen(name);
    char why[256], full[SOW_TEXT_LEN * 4];
    snprintf(c->lua_field, sizeof c->lua_field, "include");
    if (nl <= 4 || strcmp(name + nl - 4, ".lua") != 0 || nl > 200) {
        return luaL_error(L, "include \"%s\": expected a plain file name in the spec's directory "
                          "(letters, digits, _ and -, ending in .lua)", name);
    }
    for (size_t i = 0; i < nl - 4; i++)
        if (!isalnum((unsigned char)name[i]) && name[i] != '_' && name[i] != '-')
            return luaL_error(L, "include \"%s\": expected a plain file name in the spec's "
                              "directory (letters, digits, _ and -, ending in .lua; no slashes)", name);
    if (c->depth >= INCLUDE_DEPTH)
        return luaL_error(L, "include \"%s\": nested more than %d deep (an include cycle?)",
                          name, INCLUDE_DEPTH);
    snprintf(full, sizeof full, "%s%s", c->dir, name);
    lua_pushfstring(L, "@%s", full);
    char *buf;
    size_t len;
    if (read_all(full, &buf, &len, why, sizeof why) < 0)
        return luaL_error(L, "include \"%s\": cannot read %s: %s", name, full, why);
    c->pending = buf;
    c->hash = XXH64(buf, len, c->hash);
    int st = luaL_loadbufferx(L, buf, len, lua_tostring(L, -1), "t");
    c->pending = NULL;
    free(buf);
    if (st == LUA_ERRMEM)
        c->mem_fatal = 1;
    if (st != LUA_OK)
        return lua_error(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    if (!lua_setupvalue(L, -2, 1))
        lua_pop(L, 1);
    c->lua_field[0] = '\0';
    c->depth++;
    st = lua_pcall(L, 0, 1, 0);
    c->depth--;
    if (st == LUA_ERRMEM)
        c->mem_fatal = 1;
    if (st != LUA_OK)
        return lua_error(L);
    return 1;
}

/* Copies table at idx (shallow) into a new table on the top, minus `drop`. */
static void copy_table(lua_State *L, int idx, const char *const *drop)
{
    idx = lua_absindex(L, idx);
    lua_newtable(L);
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        int skip = 0;
        if (lua_type(L, -2) == LUA_TSTRING)
            for (const char *const *d = drop; *d; d++)
                if (strcmp(lua_tostring(L, -2), *d) == 0)
                    skip = 1;
        if (skip) {
            lua_pop(L, 1);
            continue;
        }
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, -4);
    }
}

/* __index of the environment: a missing global is an error, not nil. */
static int sb_noglobal(lua_State *L)
{
    const char *k = lua_tostring(L, 2);
    return luaL_error(L, "global '%s' is not available in a spec (the sandbox holds only assert, "
                      "error, ipairs, next, pairs, pcall, select, tonumber, tostring, type, math, "
                      "string, table, open, include)", k ? k : "?");
}

/* Builds the environment table on the top of the stack. */
static void make_env(lua_State *L)
{
    static const char *const base[] = {
        "assert", "error", "ipairs", "next", "pairs", "select", "tonumber", "tostring", "type", NULL
    };
    static const char *const no_string[] = { "dump", NULL };
    static const char *const no_math[] = { "random", "randomseed", NULL };
    static const char *const none[] = { NULL };

    luaL_requiref(L, LUA_GNAME, luaopen_base, 1);
    lua_pop(L, 1);
    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 0);
    lua_pushnil(L);
    lua_setfield(L, -2, "dump");          /* also gone from ("").dump */
    lua_pop(L, 1);
    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 0);
    lua_pop(L, 1);
    luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 0);
    lua_pop(L, 1);
    luaL_newmetatable(L, OPEN_MT);
    lua_pushliteral(L, "open question");
    lua_setfield(L, -2, "__name");
    lua_pop(L, 1);

    lua_newtable(L);
    int env = lua_gettop(L);
    lua_pushglobaltable(L);
    for (const char *const *b = base; *b; b++) {
        lua_getfield(L, -1, *b);
        lua_setfield(L, env, *b);
    }
    lua_pop(L, 1);
    luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    lua_getfield(L, -1, LUA_STRLIBNAME);
    copy_table(L, -1, no_string);
    lua_setfield(L, env, "string");
    lua_pop(L, 1);
    lua_getfield(L, -1, LUA_MATHLIBNAME);
    copy_table(L, -1, no_math);
    lua_setfield(L, env, "math");
    lua_pop(L, 1);
    lua_getfield(L, -1, LUA_TABLIBNAME);
    copy_table(L, -1, none);
    lua_setfield(L, env, "table");
    lua_pop(L, 2);
    lua_pushcfunction(L, sb_pcall);
    lua_setfield(L, env, "pcall");
    lua_pushcfunction(L, sb_open);
    lua_setfield(L, env, "open");
    lua_pushvalue(L, env);
    lua_pushcclosure(L, sb_include, 1);
    lua_setfield(L, env, "include");
    lua_newtable(L);
    lua_pushcfunction(L, sb_noglobal);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, env);
}

/* ---- deep merge ------------------------------------------------------------ */

static int is_list(lua_State *L, int idx)
{
    int r;
    lua_rawgeti(L, idx, 1);
    r = !lua_isnil(L, -1);
    lua_pop(L, 1);
    return r;
}

/* A table that merges (rather than replaces): a table with no [1]. */
static int is_record(lua_State *L, int idx)
{
    return lua_type(L, idx) == LUA_TTABLE && !is_list(L, idx) && !is_open(L, idx);
}

static int merge(lua_State *L, int dst, int src, int depth)
{
    dst = lua_absindex(L, dst);
    src = lua_absindex(L, src);
    if (depth > MERGE_DEPTH)
        return -1;
    luaL_checkstack(L, 8, "merge");
    lua_pushnil(L);
    while (lua_next(L, src)) {
        int k = lua_gettop(L) - 1, v = k + 1;
        if (is_record(L, v)) {
            lua_pushvalue(L, k);
            lua_rawget(L, dst);
            if (!is_record(L, -1)) {
                lua_pop(L, 1);
                lua_newtable(L);
                lua_pushvalue(L, k);
                lua_pushvalue(L, -2);
                lua_rawset(L, dst);
            }
            if (merge(L, -1, v, depth + 1) < 0)
                return -1;
            lua_pop(L, 1);
        } else {
            lua_pushvalue(L, k);
            lua_pushvalue(L, v);
            lua_rawset(L, dst);
        }
        lua_pop(L, 1);
    }
    return 0;
}

/* ---- reading fields -------------------------------------------------------- */

typedef struct { const char *word; int value; } word_t;

static void mkpath(char *buf, const char *prefix, const char *key)
{
    if (prefix && *prefix)
        snprintf(buf, PATH_LEN, "%s.%s", prefix, key);
    else
        snprintf(buf, PATH_LEN, "%s", key);
}

static int push_field(lua_State *L, int t, const char *key)
{
    lua_pushstring(L, key);
    return lua_rawget(L, t);
}

static void describe(lua_State *L, int idx, char *buf, size_t cap)
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
static int check_keys(ctx_t *c, int t, const char *prefix, const char *const *allowed, int array_ok)
{
    lua_State *L = c->L_;
    char path[PATH_LEN], list[256] = "";
    size_t n = rawlen(L, t);
    for (const char *const *a = allowed; *a; a++) {
        size_t l = strlen(list);
        snprintf(list + l, sizeof list - l, "%s%s", l ? ", " : "", *a);
    }
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        if (lua_type(L, -1) == LUA_TSTRING) {
            const char *k = lua_tostring(L, -1);
            int ok = 0;
            for (const char *const *a = allowed; *a && !ok; a++)
                ok = strcmp(*a, k) == 0;
            if (!ok) {
                mkpath(path, prefix, k);
                return fail_at(c, path, k, 1, "unknown field %s; expected one of: %s", path, list);
            }
        } else if (array_ok && lua_isinteger(L, -1) && lua_tointeger(L, -1) >= 1 &&
                   (size_t)lua_tointeger(L, -1) <= n) {
            continue;
        } else {
            char what[64];
            describe(L, -1, what, sizeof what);
            return fail_at(c, prefix && *prefix ? prefix : "", prefix, 1,
                           "unexpected key [%s] in %s; expected named fields: %s", what,
                           prefix && *prefix ? prefix : "the spec table", list);
        }
    }
    return 0;
}

/* 1 present (value in *val), 0 absent, -1 error. */
static int get_enum(ctx_t *c, int t, const char *prefix, const char *key, const word_t *w, int *val)
{
    lua_State *L = c->L_;
    char path[PATH_LEN], list[256] = "", quoted[256] = "", got[64];
    int n = 0;
    mkpath(path, prefix, key);
    int ty = push_field(L, t, key);
    if (ty == LUA_TNIL) {
        lua_pop(L, 1);
        return 0;
    }
    for (const word_t *p = w; p->word; p++, n++) {
        size_t l = strlen(list), q = strlen(quoted);
        snprintf(list + l, sizeof list - l, "%s%s", l ? ", " : "", p->word);
        snprintf(quoted + q, sizeof quoted - q, "%s\"%s\"", q ? ", " : "", p->word);
    }
    if (ty != LUA_TSTRING) {
        describe(L, -1, got, sizeof got);
        if (n == 2)
            return fail(c, path, "field %s: expected a string (\"%s\" or \"%s\"), got %s", path,
                        w[0].word, w[1].word, luaL_typename(L, -1));
        return fail(c, path, "field %s: expected a string (one of %s), got %s", path, quoted,
                    luaL_typename(L, -1));
    }
    const char *s = lua_tostring(L, -1);
    for (const word_t *p = w; p->word; p++)
        if (strcmp(p->word, s) == 0) {
            *val = p->value;
            lua_pop(L, 1);
            return 1;
        }
    describe(L, -1, got, sizeof got);
    return fail(c, path, "field %s: expected one of %s; got %s", path, list, got);
}

static int get_int(ctx_t *c, int t, const char *prefix, const char *key, lua_Integer lo,
                   lua_Integer hi, int *val)
{
    lua_State *L = c->L_;
    char path[PATH_LEN], got[64];
    int isint = 0;
    mkpath(path, prefix, key);
    int ty = push_field(L, t, key);
    if (ty == LUA_TNIL) {
        lua_pop(L, 1);
        return 0;
    }
    lua_Integer v = 0;
    if (ty == LUA_TNUMBER)
        v = lua_tointegerx(L, -1, &isint);
    if (!isint || v < lo || v > hi) {
        describe(L, -1, got, sizeof got);
        if (hi == INT_MAX)
            return fail(c, path, "field %s: expected an integer >= %lld, got %s", path,
                        (long long)lo, got);
        return fail(c, path, "field %s: expected an integer %lld..%lld, got %s", path,
                    (long long)lo, (long long)hi, got);
    }
    *val = (int)v;
    lua_pop(L, 1);
    return 1;
}

static int get_bool(ctx_t *c, int t, const char *prefix, const char *key, int *val)
{
    lua_State *L = c->L_;
    char path[PATH_LEN];
    mkpath(path, prefix, key);
    int ty = push_field(L, t, key);
    if (ty == LUA_TNIL) {
        lua_pop(L, 1);
        return 0;
    }
    if (ty != LUA_TBOOLEAN)
        return fail(c, path, "field %s: expected a boolean (true or false), got %s", path,
                    luaL_typename(L, -1));
    *val = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return 1;
}

/* A record section: leaves it on the stack and returns its index; 0 absent. */
static int get_section(ctx_t *c, int t, const char *prefix, const char *key,
                       const char *const *allowed, int required)
{
    lua_State *L = c->L_;
    char path[PATH_LEN], list[256] = "";
    mkpath(path, prefix, key);
    for (const char *const *a = allowed; *a; a++) {
        size_t l = strlen(list);
        snprintf(list + l, sizeof list - l, "%s%s", l ? ", " : "", *a);
    }
    int ty = push_field(L, t, key);
    if (ty == LUA_TNIL) {
        lua_pop(L, 1);
        if (required)
            return fail_at(c, path, NULL, 0, "missing field %s: expected a table { %s }", path, list);
        return 0;
    }
    if (ty != LUA_TTABLE)
        return fail(c, path, "field %s: expected a table { %s }, got %s", path, list,
                    luaL_typename(L, -1));
    int idx = lua_gettop(L);
    if (check_keys(c, idx, path, allowed, 0) < 0)
        return -1;
    return idx;
}

/* A list of integers lo..hi at idx: calls back per element via tab. */
static int read_counts(ctx_t *c, int idx, const char *path, int lo, int hi, uint8_t *tab)
{
    lua_State *L = c->L_;
    size_t n = rawlen(L, idx), keys = 0;
    char got[64];
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        lua_pop(L, 1);
        keys++;
        if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || (size_t)lua_tointeger(L, -1) > n) {
            describe(L, -1, got, sizeof got);
            return fail(c, path, "field %s: expected a list of counts, found key [%s]", path, got);
        }
    }
    (void)keys;
    for (size_t i = 1; i <= n; i++) {
        int isint = 0;
        lua_rawgeti(L, idx, (lua_Integer)i);
        lua_Integer v = lua_type(L, -1) == LUA_TNUMBER ? lua_tointegerx(L, -1, &isint) : 0;
        if (!isint || v < lo || v > hi) {
            describe(L, -1, got, sizeof got);
            return fail(c, path, "field %s: count %s out of range; expected integers %d..%d",
                        path, got, lo, hi);
        }
        tab[v] = 1;
        lua_pop(L, 1);
    }
    return 0;
}

/* relay / counts: a list, or a function called for 1..255. */
static int read_table255(ctx_t *c, int t, const char *prefix, const char *key, int allow_false,
                         uint8_t *tab, int *any)
{
    lua_State *L = c->L_;
    char path[PATH_LEN];
    mkpath(path, prefix, key);
    int ty = push_field(L, t, key);
    int idx = lua_gettop(L);
    if (ty == LUA_TNIL) {
        lua_pop(L, 1);
        return 0;
    }
    memset(tab, 0, SOW_MAX_SEEDS + 1);
    if (allow_false && ty == LUA_TBOOLEAN && !lua_toboolean(L, idx)) {
        /* none */
    } else if (ty == LUA_TTABLE) {
        if (read_counts(c, idx, path, 1, SOW_MAX_SEEDS, tab) < 0)
            return -1;
    } else if (ty == LUA_TFUNCTION) {
        for (int n = 1; n <= SOW_MAX_SEEDS; n++) {
            lua_pushvalue(L, idx);
            lua_pushinteger(L, n);
            int st = lua_pcall(L, 1, 1, 0);
            if (st == LUA_ERRMEM)
                c->mem_fatal = 1;
            if (st != LUA_OK) {
                if (c->timed_out || c->mem_fatal)
                    return lua_error(L);
                if (lua_type(L, -1) == LUA_TSTRING)
                    lua_message(c, lua_tostring(L, -1));
                else
                    snprintf(c->err->msg, sizeof c->err->msg, "(a %s error value)",
                             luaL_typename(L, -1));
                char inner[SOW_TEXT_LEN * 2];
                int line = c->err->line;
                snprintf(inner, sizeof inner, "%s", c->err->msg);
                fail(c, path, "field %s: the function failed for %d: %.400s", path, n, inner);
                if (line)
                    c->err->line = line;
                return -1;
            }
            if (lua_type(L, -1) != LUA_TBOOLEAN)
                return fail(c, path, "field %s: the function returned %s for %d; expected a "
                            "boolean (true or false)", path, luaL_typename(L, -1), n);
            tab[n] = (uint8_t)lua_toboolean(L, -1);
            lua_pop(L, 1);
        }
    } else {
        return fail(c, path, "field %s: expected %sa list of counts or a function(count) -> "
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

/* ---- compiling the spec table --------------------------------------------- */

static const char *const known_ids[] = {
    "name", "board", "board.row",
    "setup", "setup.deal", "setup.total", "setup.min", "setup.layout",
    "first",
    "sow", "sow.direction", "sow.origin", "sow.relay",
    "start",
    "capture", "capture.counts", "capture.rows", "capture.chain", "capture.extent",
    "capture.test", "capture.opposite", "capture.grand_slam",
    "feed", "feed.rule", "feed.unable",
    "empty_row",
    "finish", "finish.board_empty", "finish.threshold", "finish.at_threshold",
    "finish.win_needs", "finish.endless", "finish.endless.detect", "finish.endless.plies",
    "finish.endless.rest", "finish.lone_seed",
    "limits", "limits.plies", "limits.quiet", "limits.laps",
    NULL
};

#define TRY(x) do { if ((x) < 0) return -1; } while (0)

static int compile_setup(ctx_t *c, int T)
{
    static const char *const keys[] = { "deal", "total", "min", "layout", NULL };
    static const word_t deals[] = {
        { "equal", SOW_DEAL_EQUAL }, { "uniform", SOW_DEAL_UNIFORM }, { "layout", SOW_DEAL_LAYOUT },
        { NULL, 0 }
    };
    lua_State *L = c->L_;
    sow_rules *r = c->out;
    int s, v, total = 0, min = 0, has_total, has_min;
    TRY(s = get_section(c, T, "", "setup", keys, 1));
    v = r->deal;
    TRY(get_enum(c, s, "setup", "deal", deals, &v));
    r->deal = (sow_deal)v;
    TRY(has_total = get_int(c, s, "setup", "total", 1, SOW_MAX_SEEDS, &total));
    TRY(has_min = get_int(c, s, "setup", "min", 0, SOW_MAX_SEEDS, &min));
    if (r->deal != SOW_DEAL_LAYOUT && !has_total)
        return fail_at(c, "setup.total", "setup", 1, "missing field setup.total: expected an "
                       "integer 1..%d (seeds in all)", SOW_MAX_SEEDS);
    if (r->deal == SOW_DEAL_EQUAL) {
        if (total % r->pits)
            return fail(c, "setup.total", "field setup.total: %d seeds cannot be dealt equally "
                        "into %d pits; expected a multiple of %d", total, r->pits, r->pits);
        r->total = total;
        r->deal_min = 0;
        for (int i = 0; i < SOW_MAX_PITS; i++)
            r->layout[i] = (uint8_t)(i < r->pits ? total / r->pits : 0);
    } else if (r->deal == SOW_DEAL_UNIFORM) {
        if (!has_min)
            min = 0;
        if (min * r->pits > total)
            return fail(c, "setup.min", "field setup.min: %d in each of %d pits needs %d seeds, "
                        "more than setup.total = %d; expected at most %d", min, r->pits,
                        min * r->pits, total, total / r->pits);
        r->total = total;
        r->deal_min = min;
        for (int i = 0; i < SOW_MAX_PITS; i++)
            r->layout[i] = (uint8_t)(i < r->pits ? min : 0);
    } else {
        int ty = push_field(L, s, "layout");
        int sum = 0;
        if (ty == LUA_TNIL)
            return fail_at(c, "setup.layout", "setup", 1, "missing field setup.layout: expected "
                           "a list of %d counts (deal = \"layout\")", r->pits);
        if (ty != LUA_TTABLE)
            return fail(c, "setup.layout", "field setup.layout: expected a list of %d counts, "
                        "got %s", r->pits, luaL_typename(L, -1));
        int lt = lua_gettop(L);
        size_t n = rawlen(L, lt);
        lua_pushnil(L);
        while (lua_next(L, lt)) {
            lua_pop(L, 1);
            if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 ||
                (size_t)lua_tointeger(L, -1) > n)
                return fail(c, "setup.layout", "field setup.layout: expected a plain list of %d "
                            "counts", r->pits);
        }
        if (n != (size_t)r->pits)
            return fail(c, "setup.layout", "field setup.layout: expected %d counts (2 x board.row), "
                        "got %zu", r->pits, n);
        memset(r->layout, 0, sizeof r->layout);
        for (int i = 1; i <= r->pits; i++) {
            int isint = 0;
            char got[64], path[PATH_LEN];
            lua_rawgeti(L, lt, i);
            lua_Integer x = lua_type(L, -1) == LUA_TNUMBER ? lua_tointegerx(L, -1, &isint) : 0;
            if (!isint || x < 0 || x > SOW_MAX_SEEDS) {
                describe(L, -1, got, sizeof got);
                snprintf(path, sizeof path, "setup.layout[%d]", i);
                return fail(c, path, "field %s: expected an integer 0..%d, got %s", path,
                            SOW_MAX_SEEDS, got);
            }
            r->layout[i - 1] = (uint8_t)x;
            sum += (int)x;
            lua_pop(L, 1);
        }
        if (sum < 1 || sum > SOW_MAX_SEEDS)
            return fail(c, "setup.layout", "field setup.layout: %d seeds in all; expected 1..%d",
                        sum, SOW_MAX_SEEDS);
        if (has_total && total != sum)
            return fail(c, "setup.total", "field setup.total: %d, but setup.layout holds %d seeds; "
                        "expected them equal (or leave total out)", total, sum);
        r->total = sum;
        r->deal_min = 0;
    }
    lua_settop(L, s - 1);
    return 0;
}

static int compile_fields(ctx_t *c, int T)
{
    static const char *const top_keys[] = {
        "name", "board", "setup", "first", "sow", "start", "capture", "feed", "empty_row",
        "finish", "limits", "ids", NULL
    };
    static const char *const board_keys[] = { "row", NULL };
    static const char *const sow_keys[] = { "direction", "origin", "relay", NULL };
    static const char *const capture_keys[] = {
        "counts", "rows", "chain", "extent", "test", "opposite", "grand_slam", NULL
    };
    static const char *const feed_keys[] = { "rule", "unable", NULL };
    static const char *const finish_keys[] = {
        "board_empty", "threshold", "at_threshold", "win_needs", "endless", "lone_seed", NULL
    };
    static const char *const endless_keys[] = { "detect", "plies", "rest", NULL };
    static const char *const limits_keys[] = { "plies", "quiet", "laps", NULL };
    static const word_t firsts[] = {
        { "south", SOW_FIRST_SOUTH }, { "north", SOW_FIRST_NORTH }, { "random", SOW_FIRST_RANDOM },
        { "alternate", SOW_FIRST_ALTERNATE }, { "ritual_other", SOW_FIRST_RITUAL_OTHER },
        { "ritual_chooser", SOW_FIRST_RITUAL_CHOOSER }, { NULL, 0 }
    };
    static const word_t dirs[] = { { "ccw", SOW_CCW }, { "cw", SOW_CW }, { NULL, 0 } };
    static const word_t origins[] = {
        { "sow", SOW_ORIGIN_SOW }, { "skip", SOW_ORIGIN_SKIP }, { NULL, 0 }
    };
    static const word_t starts[] = {
        { "any", SOW_START_ANY }, { "leftmost", SOW_START_LEFTMOST },
        { "rightmost", SOW_START_RIGHTMOST }, { "first_only", SOW_START_FIRST_ONLY }, { NULL, 0 }
    };
    static const word_t rows[] = {
        { "any", SOW_ROWS_ANY }, { "own", SOW_ROWS_OWN }, { "opponent", SOW_ROWS_OPPONENT },
        { NULL, 0 }
    };
    static const word_t chains[] = {
        { "none", SOW_CHAIN_NONE }, { "preceding", SOW_CHAIN_PRECEDING },
        { "following", SOW_CHAIN_FOLLOWING }, { NULL, 0 }
    };
    static const word_t extents[] = {
        { "track", SOW_EXTENT_TRACK }, { "row", SOW_EXTENT_ROW }, { NULL, 0 }
    };
    static const word_t tests[] = {
        { "sequential", SOW_TEST_SEQUENTIAL }, { "snapshot", SOW_TEST_SNAPSHOT }, { NULL, 0 }
    };
    static const word_t slams[] = {
        { "allowed", SOW_SLAM_ALLOWED }, { "forfeit", SOW_SLAM_FORFEIT }, { NULL, 0 }
    };
    static const word_t feeds[] = {
        { "none", SOW_FEED_NONE }, { "reach", SOW_FEED_REACH }, { "leave", SOW_FEED_LEAVE },
        { NULL, 0 }
    };
    static const word_t unables[] = {
        { "starved_takes", SOW_REST_OPPONENT }, { "feeder_takes", SOW_REST_TO_MOVE },
        { "nobody", SOW_REST_NOBODY }, { NULL, 0 }
    };
    static const word_t empties[] = {
        { "pass", 0 }, { "starved_takes", 1 }, { "last_mover_takes", 2 }, { NULL, 0 }
    };
    static const word_t stops[] = { { "play_on", 0 }, { "stop", 1 }, { NULL, 0 } };
    static const word_t detects[] = {
        { "proven", SOW_DETECT_PROVEN }, { "plies", SOW_DETECT_PLIES }, { NULL, 0 }
    };
    static const word_t rests[] = {
        { "gap", SOW_REST_GAP }, { "split", SOW_REST_SPLIT }, { "unclaimed", SOW_REST_NOBODY },
        { "owner", SOW_REST_OWNER }, { NULL, 0 }
    };
    static const word_t lones[] = {
        { "gap", SOW_REST_GAP }, { "owner", SOW_REST_OWNER }, { "unclaimed", SOW_REST_NOBODY },
        { NULL, 0 }
    };
    lua_State *L = c->L_;
    sow_rules *r = c->out;
    int s, v, b, any;

    TRY(check_keys(c, T, "", top_keys, 1));

    /* name */
    int ty = push_field(L, T, "name");
    if (ty == LUA_TNIL)
        return fail_at(c, "name", NULL, 0, "missing field name: expected a string (the game's name)");
    if (ty != LUA_TSTRING || rawlen(L, -1) == 0 || rawlen(L, -1) >= SOW_NAME_LEN)
        return fail(c, "name", "field name: expected a string of 1..%d characters, got %s",
                    SOW_NAME_LEN - 1, ty == LUA_TSTRING ? "a longer or empty one"
                                                         : luaL_typename(L, -1));
    snprintf(r->name, sizeof r->name, "%s", lua_tostring(L, -1));
    lua_pop(L, 1);

    /* board */
    TRY(s = get_section(c, T, "", "board", board_keys, 1));
    TRY(b = get_int(c, s, "board", "row", 1, SOW_MAX_ROW, &r->row));
    if (!b)
        return fail_at(c, "board.row", "board", 1, "missing field board.row: expected an "
                       "integer 1..%d (pits per row)", SOW_MAX_ROW);
    r->pits = 2 * r->row;
    lua_settop(L, s - 1);

    TRY(compile_setup(c, T));

    v = r->first;
    TRY(get_enum(c, T, "", "first", firsts, &v));
    r->first = (sow_first)v;

    /* sow */
    TRY(s = get_section(c, T, "", "sow", sow_keys, 0));
    if (s) {
        v = r->direction;
        TRY(get_enum(c, s, "sow", "direction", dirs, &v));
        r->direction = (sow_direction)v;
        v = r->origin;
        TRY(get_enum(c, s, "sow", "origin", origins, &v));
        r->origin = (sow_origin)v;
        TRY(b = read_table255(c, s, "sow", "relay", 1, r->relay, &any));
        if (b)
            r->relay_on = any;
        lua_settop(L, s - 1);
    }

    v = r->start;
    TRY(get_enum(c, T, "", "start", starts, &v));
    r->start = (sow_start)v;

    /* capture */
    TRY(s = get_section(c, T, "", "capture", capture_keys, 0));
    if (s) {
        TRY(read_table255(c, s, "capture", "counts", 0, r->capture, &any));
        v = r->capture_rows;
        TRY(get_enum(c, s, "capture", "rows", rows, &v));
        r->capture_rows = (sow_rows)v;
        v = r->chain;
        TRY(get_enum(c, s, "capture", "chain", chains, &v));
        r->chain = (sow_chain)v;
        v = r->chain_extent;
        TRY(get_enum(c, s, "capture", "extent", extents, &v));
        r->chain_extent = (sow_extent)v;
        v = r->chain_test;
        TRY(get_enum(c, s, "capture", "test", tests, &v));
        r->chain_test = (sow_chain_test)v;
        TRY(get_bool(c, s, "capture", "opposite", &r->opposite));
        v = r->grand_slam;
        TRY(get_enum(c, s, "capture", "grand_slam", slams, &v));
        r->grand_slam = (sow_slam)v;
        lua_settop(L, s - 1);
    }

    /* feed */
    TRY(s = get_section(c, T, "", "feed", feed_keys, 0));
    if (s) {
        v = r->feed;
        TRY(get_enum(c, s, "feed", "rule", feeds, &v));
        r->feed = (sow_feed)v;
        v = r->feed_unable;
        TRY(get_enum(c, s, "feed", "unable", unables, &v));
        r->feed_unable = (sow_rest)v;
        lua_settop(L, s - 1);
    }

    /* empty_row */
    TRY(b = get_enum(c, T, "", "empty_row", empties, &v));
    if (b) {
        r->empty_row = v == 0 ? SOW_EMPTY_PASS : SOW_EMPTY_END;
        if (v == 1)
            r->empty_row_rest = SOW_REST_TO_MOVE;
        else if (v == 2)
            r->empty_row_rest = SOW_REST_LAST_MOVER;
    }

    /* finish */
    TRY(s = get_section(c, T, "", "finish", finish_keys, 0));
    if (s) {
        TRY(get_bool(c, s, "finish", "board_empty", &r->end_board_empty));
        TRY(get_int(c, s, "finish", "threshold", 0, SOW_MAX_SEEDS, &r->threshold));
        TRY(b = get_enum(c, s, "finish", "at_threshold", stops, &v));
        if (b)
            r->threshold_stop = v;
        TRY(get_int(c, s, "finish", "win_needs", 0, SOW_MAX_SEEDS, &r->win_needs));
        int e;
        TRY(e = get_section(c, s, "finish", "endless", endless_keys, 0));
        if (e) {
            v = r->endless_detect;
            TRY(get_enum(c, e, "finish.endless", "detect", detects, &v));
            r->endless_detect = (sow_detect)v;
            TRY(get_int(c, e, "finish.endless", "plies", 1, INT_MAX, &r->endless_plies));
            v = r->endless_rest;
            TRY(get_enum(c, e, "finish.endless", "rest", rests, &v));
            r->endless_rest = (sow_rest)v;
            lua_settop(L, e - 1);
        }
        TRY(b = get_enum(c, s, "finish", "lone_seed", lones, &v));
        if (b) {
            r->lone_seed_set = 1;
            r->lone_seed_rest = (sow_rest)v;
        }
        lua_settop(L, s - 1);
    }

    /* limits */
    TRY(s = get_section(c, T, "", "limits", limits_keys, 0));
    if (s) {
        TRY(get_int(c, s, "limits", "plies", 1, INT_MAX, &r->max_plies));
        TRY(get_int(c, s, "limits", "quiet", 1, INT_MAX, &r->max_quiet));
        TRY(get_int(c, s, "limits", "laps", 1, INT_MAX, &r->max_laps));
        lua_settop(L, s - 1);
    }

    /* ids: stored in the order of known_ids, so output is deterministic */
    ty = push_field(L, T, "ids");
    if (ty != LUA_TNIL) {
        int it = lua_gettop(L);
        if (ty != LUA_TTABLE)
            return fail(c, "ids", "field ids: expected a table { [\"field.path\"] = \"rule ids\" }, "
                        "got %s", luaL_typename(L, it));
        const char *found[sizeof known_ids / sizeof known_ids[0]] = { 0 };
        lua_pushnil(L);
        while (lua_next(L, it)) {
            char path[PATH_LEN];
            if (lua_type(L, -2) != LUA_TSTRING) {
                char got[64];
                describe(L, -2, got, sizeof got);
                return fail_at(c, "ids", "ids", 1, "field ids: unexpected key [%s]; expected "
                               "[\"field.path\"] = \"rule ids\"", got);
            }
            const char *k = lua_tostring(L, -2);
            int ki = -1;
            for (int i = 0; known_ids[i]; i++)
                if (strcmp(known_ids[i], k) == 0)
                    ki = i;
            snprintf(path, sizeof path, "ids[\"%.80s\"]", k);
            if (ki < 0)
                return fail_at(c, path, k, 0, "unknown field path \"%.80s\"; expected "
                               "a section or field such as board, setup, sow.relay, "
                               "capture.chain, finish.endless (see docs/spec-format.md)", k);
            if (lua_type(L, -1) != LUA_TSTRING || rawlen(L, -1) >= SOW_NAME_LEN)
                return fail_at(c, path, k, 0, "field %s: expected a string of rule ids "
                               "(at most %d characters), got %s", path, SOW_NAME_LEN - 1,
                               lua_type(L, -1) == LUA_TSTRING ? "a longer one"
                                                              : luaL_typename(L, -1));
            found[ki] = lua_tostring(L, -1);   /* anchored in the ids table */
            lua_pop(L, 1);
        }
        r->nids = 0;
        for (int i = 0; known_ids[i]; i++) {
            if (!found[i] || r->nids >= SOW_MAX_IDS)
                continue;
            snprintf(r->ids[r->nids].path, sizeof r->ids[r->nids].path, "%s", known_ids[i]);
            snprintf(r->ids[r->nids].ids, sizeof r->ids[r->nids].ids, "%s", found[i]);
            r->nids++;
        }
        lua_settop(L, it - 1);
    }
    return 0;
}

/* The first line where two descriptions of rules differ, into buf. */
static void first_difference(const sow_rules *a, const sow_rules *b, char *buf, size_t cap)
{
    enum { TEXT = 8192 };
    char *ta = malloc(TEXT), *tb = malloc(TEXT);
    buf[0] = '\0';
    if (ta && tb) {
        sow_rules_describe(a, ta, TEXT);
        sow_rules_describe(b, tb, TEXT);
        char *la = ta, *lb = tb;
        while (*la && *lb) {
            size_t na = strcspn(la, "\n"), nb = strcspn(lb, "\n");
            if (na != nb || strncmp(la, lb, na)) {
                /* drop the rule-id column: "  II.Q1   A lap ..." */
                const char *end = la + na;
                while (la < end && *la == ' ') la++;
                while (la < end && *la != ' ') la++;
                while (la < end && *la == ' ') la++;
                snprintf(buf, cap, "%.*s", (int)(end - la), la);
                break;
            }
            la += na + (la[na] != 0);
            lb += nb + (lb[nb] != 0);
        }
    }
    free(ta);
    free(tb);
}

/* Each question's first reading is its default and must restate the spec:
 * applying its patch alone changes nothing, or `sow show` and the audit
 * would call a reading the default that is not what the spec plays. */
static int check_defaults(ctx_t *c, int T)
{
    lua_State *L = c->L_;
    sow_rules *keep = c->out, *plain = malloc(sizeof *plain), *patched = malloc(sizeof *patched);
    int rc = 0;
    if (!plain || !patched) {
        free(plain);
        free(patched);
        return fail_at(c, "open", NULL, 0, "out of memory checking default readings");
    }
    sow_rules_defaults(plain);
    c->out = plain;
    rc = compile_fields(c, T);
    for (int j = 0; rc == 0 && j < keep->nquestions; j++) {
        const sow_question *q = &keep->question[j];
        int top = lua_gettop(L);
        lua_newtable(L);
        int copy = lua_gettop(L);
        lua_rawgeti(L, T, j + 1);
        lua_rawgeti(L, -1, 2);
        lua_rawgeti(L, -1, 2);
        if (merge(L, copy, T, 0) < 0 || merge(L, copy, -1, 0) < 0) {
            rc = fail_at(c, q->id, NULL, 0, "the patch of %s is nested more than %d deep (a cycle?)",
                         q->id, MERGE_DEPTH);
            break;
        }
        sow_rules_defaults(patched);
        c->out = patched;
        rc = compile_fields(c, copy);
        lua_settop(L, top);
        if (rc)
            break;
        if (memcmp(plain, patched, sizeof *plain)) {
            char what[SOW_TEXT_LEN], word[SOW_NAME_LEN + 2];
            sow_error ignore;
            sow_rules_finish(plain, &ignore);
            sow_rules_finish(patched, &ignore);
            first_difference(plain, patched, what, sizeof what);
            snprintf(word, sizeof word, "\"%s\"", q->id);
            c->out = keep;
            rc = fail_at(c, q->id, word, 0, "the first reading '%s' of %s is the default, yet it "
                         "changes the spec, which says: \"%s\"; expected the first reading to "
                         "restate the spec as written", q->reading[0], q->id, what[0] ? what : "a field differs");
        }
    }
    c->out = keep;
    free(plain);
    free(patched);
    return rc;
}

/* Questions from the array part, choices, patches, then the fields. */
static int compile(ctx_t *c, int T)
{
    lua_State *L = c->L_;
    sow_rules *r = c->out;
    char msg[SOW_TEXT_LEN * 2];
    size_t n = rawlen(L, T);

    r->nquestions = 0;
    for (size_t i = 1; i <= n; i++) {
        lua_rawgeti(L, T, (lua_Integer)i);
        if (!is_open(L, -1)) {
            char path[32];
            snprintf(path, sizeof path, "[%zu]", i);
            return fail_at(c, path, NULL, 0, "entry %zu of the spec's array part is a %s; expected "
                           "only open { ... } questions there", i, luaL_typename(L, -1));
        }
        if (r->nquestions >= SOW_MAX_QUESTIONS)
            return fail_at(c, "open", NULL, 0, "more than %d open questions", SOW_MAX_QUESTIONS);
        sow_question *q = &r->question[r->nquestions];
        if (read_question(L, -1, q, msg, sizeof msg) < 0) {
            char word[SOW_NAME_LEN + 2];
            snprintf(word, sizeof word, "\"%s\"", q->id);
            return fail_at(c, q->id[0] ? q->id : "open", word, 0, "%s", msg);
        }
        for (int j = 0; j < r->nquestions; j++)
            if (strcmp(r->question[j].id, q->id) == 0) {
                char word[SOW_NAME_LEN + 2];
                snprintf(word, sizeof word, "\"%s\"", q->id);
                fail_at(c, q->id, word, 0, "open question %s declared twice; expected each "
                        "id once", q->id);
                /* the second declaration's line */
                const char *p = c->src ? strstr(c->src, word) : NULL;
                const char *p2 = p ? strstr(p + 1, word) : NULL;
                if (p2) {
                    int line = 1;
                    for (const char *x = c->src; x < p2; x++)
                        line += *x == '\n';
                    c->err->line = line;
                }
                return -1;
            }
        q->chosen = 0;
        r->nquestions++;
        lua_pop(L, 1);
    }

    /* choices */
    for (int k = 0; k < c->nchoices; k++) {
        const sow_choice *ch = &c->choices[k];
        int qi = -1;
        for (int j = 0; j < r->nquestions; j++)
            if (strncmp(r->question[j].id, ch->id, SOW_NAME_LEN) == 0)
                qi = j;
        if (qi < 0) {
            char have[SOW_TEXT_LEN] = "";
            for (int j = 0; j < r->nquestions; j++) {
                size_t l = strlen(have);
                snprintf(have + l, sizeof have - l, "%s%s", j ? ", " : "", r->question[j].id);
            }
            return fail_at(c, ch->id, NULL, 0, "unknown open question %.*s (this spec has: %s)",
                           SOW_NAME_LEN, ch->id, r->nquestions ? have : "none");
        }
        sow_question *q = &r->question[qi];
        int ri = -1;
        for (int j = 0; j < q->nreadings; j++)
            if (strncmp(q->reading[j], ch->reading, SOW_NAME_LEN) == 0)
                ri = j;
        if (ri < 0) {
            char have[SOW_TEXT_LEN] = "";
            for (int j = 0; j < q->nreadings; j++) {
                size_t l = strlen(have);
                snprintf(have + l, sizeof have - l, "%s%s", j ? ", " : "", q->reading[j]);
            }
            return fail_at(c, q->id, NULL, 0, "unknown reading '%.*s' for %s; expected one of: %s",
                           SOW_NAME_LEN, ch->reading, q->id, have);
        }
        for (int j = 0; j < k; j++)
            if (strncmp(c->choices[j].id, ch->id, SOW_NAME_LEN) == 0 &&
                strncmp(c->choices[j].reading, ch->reading, SOW_NAME_LEN) != 0)
                return fail_at(c, q->id, NULL, 0, "%s chosen twice (%.*s and %.*s); expected "
                               "one reading per question", q->id, SOW_NAME_LEN,
                               c->choices[j].reading, SOW_NAME_LEN, ch->reading);
        q->chosen = ri;
    }

    if (check_defaults(c, T) < 0)
        return -1;

    /* The first reading is the spec as written: only a chosen other
     * reading patches it (so a sibling spec that changes a field keeps
     * its change under the default readings). */
    for (int j = 0; j < r->nquestions; j++) {
        if (r->question[j].chosen == 0)
            continue;
        lua_rawgeti(L, T, j + 1);
        lua_rawgeti(L, -1, r->question[j].chosen + 2);
        lua_rawgeti(L, -1, 2);
        if (merge(L, T, -1, 0) < 0)
            return fail_at(c, r->question[j].id, NULL, 0, "the patch of reading '%s' of %s is "
                           "nested more than %d deep (a cycle?)",
                           r->question[j].reading[r->question[j].chosen], r->question[j].id,
                           MERGE_DEPTH);
        lua_pop(L, 3);
    }

    return compile_fields(c, T);
}

/* The protected body: builds the sandbox, runs the spec, compiles it. */
static int protected_main(lua_State *L)
{
    ctx_t *c = getctx(L);
    c->L_ = L;
    make_env(L);
    int env = lua_gettop(L);
    lua_pushfstring(L, "@%s", c->path);
    int st = luaL_loadbufferx(L, c->src, c->srclen, lua_tostring(L, -1), "t");
    if (st == LUA_ERRMEM)
        c->mem_fatal = 1;
    if (st != LUA_OK)
        return lua_error(L);
    lua_pushvalue(L, env);
    if (!lua_setupvalue(L, -2, 1))
        lua_pop(L, 1);
    lua_call(L, 0, 1);
    c->lua_field[0] = '\0';
    if (lua_type(L, -1) != LUA_TTABLE) {
        fail_at(c, "", NULL, 0, "spec must return a table, got %s", luaL_typename(L, -1));
        return 0;
    }
    compile(c, lua_gettop(L));
    return 0;
}

int sow_spec_load(const char *path, const sow_choice *choices, int nchoices,
                  sow_rules *out, sow_error *err)
{
    ctx_t c;
    char why[256];
    char *src = NULL;
    size_t len = 0;
    int rc = 0;

    memset(err, 0, sizeof *err);
    memset(&c, 0, sizeof c);
    if (!path)
        path = "";
    snprintf(err->file, sizeof err->file, "%s", path);
    sow_rules_defaults(out);
    snprintf(out->path, sizeof out->path, "%s", path);
    if (read_all(path, &src, &len, why, sizeof why) < 0) {
        snprintf(err->msg, sizeof err->msg, "cannot read: %s", why);
        return -1;
    }
    out->spec_hash = XXH64(src, len, 0);

    c.path = path;
    c.src = src;
    c.srclen = len;
    c.hash = out->spec_hash;
    c.choices = choices;
    c.nchoices = choices ? (nchoices > 0 ? nchoices : 0) : 0;
    c.out = out;
    c.err = err;
    snprintf(c.dir, sizeof c.dir, "%s", path);
    char *slash = strrchr(c.dir, '/');
    if (slash)
        slash[1] = '\0';
    else
        c.dir[0] = '\0';

    lua_State *L = lua_newstate(sandbox_alloc, &c);
    if (!L) {
        free(src);
        snprintf(err->msg, sizeof err->msg, "cannot create a Lua state (out of memory)");
        return -1;
    }
    lua_sethook(L, sandbox_hook, LUA_MASKCOUNT, HOOK_EVERY);
    lua_pushcfunction(L, protected_main);
    int st = lua_pcall(L, 0, 0, 0);
    if (st != LUA_OK) {
        rc = -1;
        snprintf(err->field, sizeof err->field, "%s", c.lua_field);
        if (c.timed_out) {
            if (lua_type(L, -1) == LUA_TSTRING)
                lua_message(&c, lua_tostring(L, -1));
            snprintf(err->msg, sizeof err->msg, "spec runs too long (infinite loop?): more "
                     "than %ld Lua instructions", INSTR_LIMIT);
        } else if (st == LUA_ERRMEM || c.mem_fatal) {
            snprintf(err->msg, sizeof err->msg, "spec uses too much memory (more than %zu MiB)",
                     MEM_LIMIT >> 20);
        } else if (lua_type(L, -1) == LUA_TSTRING) {
            lua_message(&c, lua_tostring(L, -1));
        } else {
            snprintf(err->msg, sizeof err->msg, "spec raised an error that is not a string (%s)",
                     luaL_typename(L, -1));
        }
    } else if (c.field_err) {
        rc = -1;
    }
    out->spec_hash = c.hash;
    lua_close(L);
    free(c.pending);
    if (rc == 0 && sow_rules_finish(out, err) < 0) {
        snprintf(err->file, sizeof err->file, "%s", path);
        if (err->line == 0 && err->field[0]) {
            char word[PATH_LEN];
            const char *dot = strrchr(err->field, '.');
            snprintf(word, sizeof word, "%s", dot ? dot + 1 : err->field);
            word[strcspn(word, "[")] = '\0';
            err->line = line_of(&c, word, 1);
        }
        rc = -1;
    }
    free(src);
    return rc;
}
