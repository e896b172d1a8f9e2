/* sandbox.h - the one Lua sandbox, for specs and for Lua agents.
 *
 * A sandbox is a lua_State with a memory cap, and calls into it run under
 * a budget of work and a wall-clock deadline that C functions cannot slip
 * past: the instruction hook counts Lua instructions and checks the clock,
 * and every library function that can take long in C (patterns, string.rep,
 * table.sort, table.concat, ...) charges its work with sow_sandbox_charge,
 * which checks both. The library it offers is deterministic: pairs and next
 * walk keys in a fixed order, tostring shows no addresses, there is no
 * random, and no metatable may carry a finalizer (__gc runs with hooks off).
 * A limit, once hit, stays hit: pcall cannot hide it. */
#ifndef SOW_LUA_SANDBOX_H
#define SOW_LUA_SANDBOX_H

#include <stddef.h>

#include <lauxlib.h>
#include <lua.h>

typedef struct {
    size_t memory;               /* bytes the state may hold */
    long work;                   /* per call: Lua instructions plus the work C functions charge */
    double seconds;              /* per call: wall-clock time */
} sow_sandbox_limits;

typedef enum { SOW_SB_OK, SOW_SB_WORK, SOW_SB_TIME, SOW_SB_MEMORY } sow_sandbox_trip;

typedef struct sow_sandbox {
    lua_State *L;
    sow_sandbox_limits lim;
    size_t used;                 /* bytes held now */
    long work;                   /* charged in this call */
    double deadline;             /* CLOCK_MONOTONIC seconds */
    sow_sandbox_trip tripped;    /* the limit this call hit, if any */
    void *user;                  /* the owner's context (spec loader, agent) */
} sow_sandbox;

/* Opens a state (sb->L) with the limits and the safe library in its
 * globals: assert, error, ipairs, next, pairs, pcall, select, tonumber,
 * tostring, type, rawequal, rawget, rawlen, rawset, getmetatable,
 * setmetatable, and the string, table and math libraries (no io, os,
 * debug, package, load, require, dofile, collectgarbage, coroutine,
 * string.dump/pack/unpack, math.random). 0, or -1 out of memory. */
int sow_sandbox_open(sow_sandbox *sb, const sow_sandbox_limits *lim, void *user);
void sow_sandbox_close(sow_sandbox *sb);
/* The sandbox a state belongs to. */
sow_sandbox *sow_sandbox_of(lua_State *L);

/* Starts a budgeted call: the work count and the deadline start afresh. */
void sow_sandbox_begin(sow_sandbox *sb);
/* Charges `work` units to the running call; raises a Lua error (does not
 * return) when the call is past its work budget or its deadline. */
void sow_sandbox_charge(lua_State *L, size_t work);
/* lua_pcall for the owner: the status, with sb->tripped telling a limit. */
int sow_sandbox_pcall(sow_sandbox *sb, int nargs, int nresults);
/* What went wrong, in words, after a failed call: the limit hit (naming
 * it and its value) or the Lua error message on the top of the stack. */
void sow_sandbox_message(sow_sandbox *sb, int status, char *buf, size_t cap);

/* The bounded pattern functions (patterns.c): string.find, match, gmatch and
 * gsub as Lua 5.4 defines them, charging every matching step. Installs
 * them into the table at index idx. */
void sow_lua_patterns(lua_State *L, int idx);

#endif
