/* sandbox.c - the one Lua sandbox: a state with a memory cap, calls under a
 * work budget and a deadline, the limits checked from the instruction hook
 * and from every C function that charges its work (safelib.c, patterns.c).
 * The spec loader and the Lua agent both run their Lua here. */
#include "sandbox.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <lualib.h>

enum {
    HOOK_EVERY = 256,            /* instructions between two looks at the limits */
    BIG_ALLOC = 64 * 1024        /* an allocation this large is charged and checked */
};

int sow_safelib_open(lua_State *L);    /* safelib.c: the library, in protected mode */

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

sow_sandbox *sow_sandbox_of(lua_State *L)
{
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return ud;
}

static void *sandbox_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    sow_sandbox *sb = ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        sb->used -= old;
        return NULL;
    }
    if (nsize > old && sb->used + (nsize - old) > sb->lim.memory)
        return NULL;              /* Lua collects and retries; a memory error follows if that fails */
    /* a big block costs time to fill (a concatenation is one instruction):
     * charge it, and past a limit refuse it; the memory error that follows
     * is reported as the limit it was (sb->tripped) */
    if (nsize >= BIG_ALLOC && nsize > old && sb->tripped == SOW_SB_OK) {
        sb->work += (long)(nsize / 32);
        if (sb->work > sb->lim.work) sb->tripped = SOW_SB_WORK;
        else if (now() > sb->deadline) sb->tripped = SOW_SB_TIME;
    }
    if (nsize > old && sb->tripped != SOW_SB_OK && sb->tripped != SOW_SB_MEMORY && nsize >= BIG_ALLOC)
        return NULL;
    void *np = realloc(ptr, nsize);
    if (!np) return NULL;
    sb->used = sb->used - old + nsize;
    return np;
}

/* Raises the limit error; the limit stays hit until the next call begins. */
static int trip(lua_State *L, sow_sandbox *sb, sow_sandbox_trip why)
{
    if (sb->tripped == SOW_SB_OK) sb->tripped = why;
    return luaL_error(L, "%s", why == SOW_SB_TIME ? "time limit" : "work limit");
}

static void check(lua_State *L, sow_sandbox *sb)
{
    if (sb->tripped != SOW_SB_OK) trip(L, sb, sb->tripped);
    if (sb->work > sb->lim.work) trip(L, sb, SOW_SB_WORK);
    if (now() > sb->deadline) trip(L, sb, SOW_SB_TIME);
}

static void hook(lua_State *L, lua_Debug *ar)
{
    sow_sandbox *sb = sow_sandbox_of(L);
    (void)ar;
    sb->work += HOOK_EVERY;
    check(L, sb);
}

void sow_sandbox_charge(lua_State *L, size_t work)
{
    sow_sandbox *sb = sow_sandbox_of(L);
    long w = work > (size_t)sb->lim.work ? sb->lim.work + 1 : (long)work;
    sb->work += w;
    check(L, sb);
}

void sow_sandbox_begin(sow_sandbox *sb)
{
    sb->work = 0;
    sb->tripped = SOW_SB_OK;
    sb->deadline = now() + sb->lim.seconds;
}

int sow_sandbox_pcall(sow_sandbox *sb, int nargs, int nresults)
{
    int st = lua_pcall(sb->L, nargs, nresults, 0);
    if (st == LUA_ERRMEM && sb->tripped == SOW_SB_OK) sb->tripped = SOW_SB_MEMORY;
    return st;
}

void sow_sandbox_message(sow_sandbox *sb, int status, char *buf, size_t cap)
{
    lua_State *L = sb->L;
    switch (sb->tripped) {
    case SOW_SB_WORK:
        snprintf(buf, cap, "runs too long: past its work limit of %ld Lua instructions (or as much work in "
                 "library functions; an infinite loop?)", sb->lim.work);
        return;
    case SOW_SB_TIME:
        snprintf(buf, cap, "runs too long: past the time limit of %g s", sb->lim.seconds);
        return;
    case SOW_SB_MEMORY:
        snprintf(buf, cap, "uses too much memory: past the limit of %zu MiB", sb->lim.memory >> 20);
        return;
    case SOW_SB_OK: break;
    }
    if (status == LUA_ERRMEM)
        snprintf(buf, cap, "out of memory");
    else if (lua_type(L, -1) == LUA_TSTRING)
        snprintf(buf, cap, "%s", lua_tostring(L, -1));
    else
        snprintf(buf, cap, "raised an error that is not a string (%s)", luaL_typename(L, -1));
}

int sow_sandbox_open(sow_sandbox *sb, const sow_sandbox_limits *lim, void *user)
{
    memset(sb, 0, sizeof *sb);
    sb->lim = *lim;
    sb->user = user;
    sow_sandbox_begin(sb);
    sb->L = lua_newstate(sandbox_alloc, sb);
    if (!sb->L) return -1;
    lua_sethook(sb->L, hook, LUA_MASKCOUNT, HOOK_EVERY);
    lua_pushcfunction(sb->L, sow_safelib_open);
    if (lua_pcall(sb->L, 0, 0, 0) != LUA_OK) {
        sow_sandbox_close(sb);
        return -1;
    }
    return 0;
}

void sow_sandbox_close(sow_sandbox *sb)
{
    if (sb->L) lua_close(sb->L);
    sb->L = NULL;
}
