/* spec_internal.h - what the three parts of the spec loader share: the
 * loading context, the sandbox limits and the error helpers.
 *   spec.c          errors, readings (deep merge), the default check, sow_spec_load
 *   spec_sandbox.c  the Lua sandbox: limits, environment, open(), include()
 *   spec_fields.c   the spec table read field by field into sow_rules
 */
#ifndef SOW_SPEC_INTERNAL_H
#define SOW_SPEC_INTERNAL_H

#include "sow.h"
#include "sandbox.h"

#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

enum {
    INCLUDE_DEPTH = 8,           /* nested include() calls */
    MERGE_DEPTH = 32,            /* nesting of a patch table */
    PATH_LEN = 128
};
#define MEM_LIMIT ((size_t)64 << 20)
#define INSTR_LIMIT 50000000L
#define TIME_LIMIT 3.0               /* seconds of wall-clock time for loading a spec */
#define FILE_LIMIT ((size_t)16 << 20)
#define OPEN_MT "sow.open"

typedef struct {
    sow_sandbox sb;              /* the Lua state and its limits */
    int depth;                   /* include() nesting */
    const char *path;            /* the spec */
    char dir[SOW_TEXT_LEN * 2];  /* its directory, with a trailing '/', or "" */
    const char *src;             /* its text (line heuristics) */
    size_t srclen;
    uint64_t hash;
    char *pending;               /* a file buffer to free if Lua longjmps */
    sow_rules *scratch[2];       /* check_defaults' rule sets, freed after the state closes */
    const sow_choice *choices;
    int nchoices;
    sow_rules *out;
    const sow_rules *as_written; /* an earlier load of this spec, or NULL */
    int resize_row, resize_per;  /* sow_spec_load_resized: board.row and seeds per pit (0: as written) */
    sow_error *err;
    int field_err;               /* err->field/msg filled by the compiler */
    char lua_field[SOW_NAME_LEN * 2]; /* field of a Lua error raised by open/include */
    lua_State *L_;
} ctx_t;

static inline ctx_t *getctx(lua_State *L)
{
    return sow_sandbox_of(L)->user;
}

/* A limit of the sandbox was hit: no pcall of the spec may go on. */
static inline int spec_limit_hit(const ctx_t *c)
{
    return c->sb.tripped != SOW_SB_OK;
}


#if defined(__GNUC__)
#define PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define PRINTF(a, b)
#endif

/* errors (spec.c): fill c->err and return -1 */
int spec_fail_at(ctx_t *c, const char *field, const char *word, int want_eq, const char *fmt, ...) PRINTF(5, 6);
int spec_fail(ctx_t *c, const char *field, const char *fmt, ...) PRINTF(3, 4);
void spec_lua_message(ctx_t *c, const char *m);

/* the sandbox (spec_sandbox.c) */
lua_State *spec_sandbox_new(ctx_t *c);   /* the sandbox with the spec limits; NULL out of memory */
int spec_read_all(const char *path, char **buf, size_t *len, char *why, size_t cap);
int spec_read_stream(FILE *f, char **buf, size_t *len, char *why, size_t cap);
void spec_make_env(lua_State *L);
int spec_is_open(lua_State *L, int idx);
int spec_has_control(const char *s);    /* 1 if s holds a control character (it would reach terminals) */
int spec_read_question(lua_State *L, int q, sow_question *out, char *msg, size_t cap);

static inline size_t spec_rawlen(lua_State *L, int idx) { return (size_t)lua_rawlen(L, idx); }

/* reading one field (spec_read.c): 0, or -1 with c->err filled */
typedef struct { const char *word; int value; } spec_word;
void spec_mkpath(char *buf, const char *prefix, const char *key);
int spec_push_field(lua_State *L, int t, const char *key);
void spec_describe(lua_State *L, int idx, char *buf, size_t cap);
int spec_check_keys(ctx_t *c, int t, const char *prefix, const char *const *allowed, int array_ok);
int spec_get_enum(ctx_t *c, int t, const char *prefix, const char *key, const spec_word *w, int *val);
int spec_get_int(ctx_t *c, int t, const char *prefix, const char *key, lua_Integer lo, lua_Integer hi, int *val);
int spec_get_count(ctx_t *c, int t, const char *prefix, const char *key, int *val);
int spec_get_bool(ctx_t *c, int t, const char *prefix, const char *key, int *val);
int spec_get_section(ctx_t *c, int t, const char *prefix, const char *key, const char *const *allowed, int required);
int spec_read_counts(ctx_t *c, int idx, const char *path, int lo, int hi, uint8_t *tab);
int spec_read_table255(ctx_t *c, int t, const char *prefix, const char *key, int allow_false, uint8_t *tab, int *any);

/* the fields (spec_fields.c): the spec table at T into c->out */
int spec_compile_fields(ctx_t *c, int T);

#endif
