/* spec_sandbox.c - what a spec sees of the sandbox (engine/lua/sandbox.c):
 * an environment of its pure functions plus open() (an open question) and
 * include() (a sibling spec of the same directory, a regular file). */
#define _XOPEN_SOURCE 700   /* realpath */
#include "spec_internal.h"

#include <xxhash.h>

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- files ---------------------------------------------------------------- */

static void errno_text(int e, char *buf, size_t cap)
{
    if (strerror_r(e, buf, cap) != 0)
        snprintf(buf, cap, "error %d", e);
}

/* Reads a whole stream into a malloc'd buffer (NUL-terminated), at most
 * FILE_LIMIT bytes. 0 or -1 with why. */
int spec_read_stream(FILE *f, char **buf, size_t *len, char *why, size_t cap)
{
    char *b = NULL;
    size_t n = 0, size = 0;
    *buf = NULL;
    *len = 0;
    for (;;) {
        if (size - n < 4097) {
            size_t ns = size ? size * 2 : 8192;
            char *nb;
            if (ns > FILE_LIMIT + 8192) {
                snprintf(why, cap, "file too large (more than %zu bytes)", FILE_LIMIT);
                free(b);
                return -1;
            }
            nb = realloc(b, ns);
            if (!nb) {
                snprintf(why, cap, "out of memory");
                free(b);
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
                return -1;
            }
            break;
        }
    }
    b[n] = '\0';
    *buf = b;
    *len = n;
    return 0;
}

/* Reads a whole file (the spec itself: a pipe or a FIFO the user names is
 * read to its end). 0 or -1 with why. */
int spec_read_all(const char *path, char **buf, size_t *len, char *why, size_t cap)
{
    FILE *f = fopen(path, "rb");
    *buf = NULL;
    *len = 0;
    if (!f) {
        errno_text(errno, why, cap);
        return -1;
    }
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(f);
        snprintf(why, cap, "it is a directory");
        return -1;
    }
    int rc = spec_read_stream(f, buf, len, why, cap);
    fclose(f);
    return rc;
}

/* ---- the sandbox ----------------------------------------------------------- */

int spec_has_control(const char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s < 0x20 || *s == 0x7f) return 1;
    return 0;
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


/* Checks an open question table at q and copies it into out. 0, or -1 with msg. */
int spec_read_question(lua_State *L, int q, sow_question *out, char *msg, size_t cap)
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
    size_t n = spec_rawlen(L, q);
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
    if (spec_rawlen(L, -1) >= SOW_TEXT_LEN) {
        snprintf(msg, cap, "open question %s: text too long (at most %d characters)",
                 out->id, SOW_TEXT_LEN - 1);
        goto done;
    }
    if (spec_has_control(lua_tostring(L, -1))) {
        snprintf(msg, cap, "open question %s: expected printable text (no control characters)", out->id);
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
        int shape = lua_type(L, rd) == LUA_TTABLE && spec_rawlen(L, rd) == 2;
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

int spec_is_open(lua_State *L, int idx)
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
    if (spec_read_question(L, 1, &q, msg, sizeof msg) < 0) {
        snprintf(c->lua_field, sizeof c->lua_field, "%s", q.id[0] ? q.id : "open");
        return luaL_error(L, "%s", msg);
    }
    luaL_setmetatable(L, OPEN_MT);
    return 1;
}

/* The file include() may read: a regular file of the spec's directory. A
 * symbolic link may only point inside that directory; a FIFO or a device is
 * refused before it can block. 0, or -1 with why. */
static int open_sibling(const ctx_t *c, const char *full, int *fd, char *why, size_t cap)
{
    struct stat st;
    if (lstat(full, &st) != 0) {
        errno_text(errno, why, cap);
        return -1;
    }
    if (S_ISLNK(st.st_mode)) {
        char dir[PATH_MAX], target[PATH_MAX];
        if (!realpath(c->dir[0] ? c->dir : ".", dir) || !realpath(full, target)) {
            errno_text(errno, why, cap);
            return -1;
        }
        size_t n = strlen(dir);
        if (strncmp(target, dir, n) != 0 || target[n] != '/' || strchr(target + n + 1, '/')) {
            snprintf(why, cap, "it is a symbolic link to a file outside the spec's directory");
            return -1;
        }
    }
    *fd = open(full, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (*fd < 0 || fstat(*fd, &st) != 0) {
        errno_text(errno, why, cap);
        if (*fd >= 0) close(*fd);
        return -1;
    }
    if (!S_ISREG(st.st_mode)) {
        snprintf(why, cap, "it is not a regular file");
        close(*fd);
        return -1;
    }
    return 0;
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
    int fd;
    sow_sandbox_charge(L, 10000);                  /* a file opened and read: not free */
    if (open_sibling(c, full, &fd, why, sizeof why) < 0)
        return luaL_error(L, "include \"%s\": cannot read %s: %s", name, full, why);
    FILE *f = fdopen(fd, "rb");
    if (!f) {
        close(fd);
        return luaL_error(L, "include \"%s\": cannot read %s", name, full);
    }
    int rd = spec_read_stream(f, &buf, &len, why, sizeof why);
    fclose(f);
    if (rd < 0)
        return luaL_error(L, "include \"%s\": cannot read %s: %s", name, full, why);
    c->pending = buf;
    sow_sandbox_charge(L, len / 8);
    c->hash = XXH64(buf, len, c->hash);
    int st = luaL_loadbufferx(L, buf, len, lua_tostring(L, -1), "t");
    c->pending = NULL;
    free(buf);
    if (st == LUA_ERRMEM)
        c->sb.tripped = SOW_SB_MEMORY;
    if (st != LUA_OK)
        return lua_error(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    if (!lua_setupvalue(L, -2, 1))
        lua_pop(L, 1);
    c->lua_field[0] = '\0';
    c->depth++;
    st = sow_sandbox_pcall(&c->sb, 0, 1);
    c->depth--;
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

/* Builds the environment table on the top of the stack: the sandbox's
 * library (copies, so a spec cannot change what the next one sees), open()
 * and include(); any other global is an error, not nil. */
void spec_make_env(lua_State *L)
{
    static const char *const base[] = {
        "assert", "error", "ipairs", "next", "pairs", "pcall", "select", "tonumber", "tostring", "type", NULL
    };
    static const char *const libs[] = { "string", "math", "table", NULL };
    static const char *const none[] = { NULL };

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
    for (const char *const *l = libs; *l; l++) {
        lua_getfield(L, -1, *l);
        copy_table(L, -1, none);
        lua_setfield(L, env, *l);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
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

lua_State *spec_sandbox_new(ctx_t *c)
{
    sow_sandbox_limits lim = { MEM_LIMIT, INSTR_LIMIT, TIME_LIMIT };
    return sow_sandbox_open(&c->sb, &lim, c) == 0 ? c->sb.L : NULL;
}
