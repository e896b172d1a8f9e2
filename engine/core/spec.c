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
#include "spec_internal.h"

#include <xxhash.h>

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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


int spec_fail_at(ctx_t *c, const char *field, const char *word, int want_eq,
                   const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail_at(c, field, word, want_eq, fmt, ap);
    va_end(ap);
    return -1;
}

/* A field error: the line is guessed from the field's last component. */
int spec_fail(ctx_t *c, const char *field, const char *fmt, ...)
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
void spec_lua_message(ctx_t *c, const char *m)
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
    return lua_type(L, idx) == LUA_TTABLE && !is_list(L, idx) && !spec_is_open(L, idx);
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

/* ---- the default check without compiling ------------------------------- */

/* Values equal as the compiler reads them (raw reads only): raw-equal, or
 * two tables without metatables holding equal values under equal keys. */
static int same_value(lua_State *L, int a, int b, int depth);

static int same_table(lua_State *L, int a, int b, int depth)
{
    size_t na = 0, nb = 0;
    if (depth > MERGE_DEPTH)
        return 0;
    luaL_checkstack(L, 6, "same_table");
    lua_pushnil(L);
    while (lua_next(L, a)) {
        na++;
        lua_pushvalue(L, -2);
        lua_rawget(L, b);
        int same = !lua_isnil(L, -1) && same_value(L, lua_gettop(L) - 1, lua_gettop(L), depth + 1);
        lua_pop(L, 2);
        if (!same) {
            lua_pop(L, 1);
            return 0;
        }
    }
    lua_pushnil(L);
    while (lua_next(L, b)) {
        nb++;
        lua_pop(L, 1);
    }
    return na == nb;
}

static int same_value(lua_State *L, int a, int b, int depth)
{
    if (lua_rawequal(L, a, b))
        return 1;
    if (lua_type(L, a) != LUA_TTABLE || lua_type(L, b) != LUA_TTABLE)
        return 0;
    if (lua_getmetatable(L, a)) {
        lua_pop(L, 1);
        return 0;
    }
    if (lua_getmetatable(L, b)) {
        lua_pop(L, 1);
        return 0;
    }
    return same_table(L, a, b, depth);
}

/* 1 if merge() would take the table at idx without "nested too deep". */
static int records_within(lua_State *L, int idx, int depth)
{
    int ok = 1;
    if (depth > MERGE_DEPTH)
        return 0;
    idx = lua_absindex(L, idx);
    luaL_checkstack(L, 4, "records_within");
    lua_pushnil(L);
    while (ok && lua_next(L, idx)) {
        if (is_record(L, -1))
            ok = records_within(L, -1, depth + 1);
        lua_pop(L, 1);
    }
    if (!ok)
        lua_pop(L, 1);
    return ok;
}

/* 1 if merging the patch at P into the table at T, as merge() does, leaves
 * T's contents as they are: then the patched spec compiles to the spec. */
static int patch_is_noop(lua_State *L, int T, int P, int depth)
{
    int ok = 1;
    if (depth > MERGE_DEPTH)
        return 0;
    T = lua_absindex(L, T);
    P = lua_absindex(L, P);
    luaL_checkstack(L, 6, "patch_is_noop");
    lua_pushnil(L);
    while (ok && lua_next(L, P)) {
        int v = lua_gettop(L);
        lua_pushvalue(L, v - 1);
        lua_rawget(L, T);
        if (is_record(L, v))
            ok = is_record(L, v + 1) && patch_is_noop(L, v + 1, v, depth + 1);
        else
            ok = same_value(L, v + 1, v, 0);
        lua_pop(L, 2);
    }
    if (!ok)
        lua_pop(L, 1);
    return ok;
}

/* ---- the default check ----------------------------------------------------- */

/* The spec as written, compiled (no questions) into scratch[0]: copied from
 * c->out when that holds it already (compiled), else compiled. NULL on error. */
static sow_rules *rules_as_written(ctx_t *c, int T, int compiled)
{
    sow_rules *keep = c->out, *plain;
    if (!c->scratch[0]) c->scratch[0] = malloc(sizeof *plain);
    plain = c->scratch[0];
    if (!plain) {
        spec_fail_at(c, "open", NULL, 0, "out of memory checking default readings");
        return NULL;
    }
    if (compiled) {
        /* what a fresh compile gives: out less what sow_spec_load and
         * compile() put there beside the fields */
        memcpy(plain, keep, sizeof *plain);
        memset(plain->path, 0, sizeof plain->path);
        plain->spec_hash = 0;
        memset(plain->question, 0, sizeof plain->question);
        plain->nquestions = 0;
        return plain;
    }
    sow_rules_defaults(plain);
    c->out = plain;
    int rc = spec_compile_fields(c, T);
    c->out = keep;
    return rc ? NULL : plain;
}

/* Each question's first reading is its default and must restate the spec:
 * applying its patch alone changes nothing, or `sow show` and the audit
 * would call a reading the default that is not what the spec plays. A
 * patch that leaves the spec's table as it is (the usual case) needs no
 * compile; the others are compiled and compared with the spec as written.
 * compiled: c->out already holds the spec as written. */
static int check_defaults(ctx_t *c, int T, int compiled)
{
    lua_State *L = c->L_;
    /* kept in c, not freed here: a limit hit while compiling jumps out */
    sow_rules *keep = c->out, *plain = NULL, *patched;
    int rc = 0;
    if (!compiled && !(plain = rules_as_written(c, T, 0)))
        return -1;
    int t_merges = records_within(L, T, 0);
    for (int j = 0; rc == 0 && j < keep->nquestions; j++) {
        const sow_question *q = &keep->question[j];
        int top = lua_gettop(L);
        lua_rawgeti(L, T, j + 1);
        lua_rawgeti(L, -1, 2);
        lua_rawgeti(L, -1, 2);
        int noop = t_merges && patch_is_noop(L, T, -1, 0);
        lua_settop(L, top);
        if (noop)
            continue;
        if (!plain && !(plain = rules_as_written(c, T, 1)))
            return -1;
        if (!c->scratch[1]) c->scratch[1] = malloc(sizeof *patched);
        patched = c->scratch[1];
        if (!patched)
            return spec_fail_at(c, "open", NULL, 0, "out of memory checking default readings");
        lua_newtable(L);
        int copy = lua_gettop(L);
        lua_rawgeti(L, T, j + 1);
        lua_rawgeti(L, -1, 2);
        lua_rawgeti(L, -1, 2);
        if (merge(L, copy, T, 0) < 0 || merge(L, copy, -1, 0) < 0) {
            rc = spec_fail_at(c, q->id, NULL, 0, "the patch of %s is nested more than %d deep (a cycle?)",
                         q->id, MERGE_DEPTH);
            break;
        }
        sow_rules_defaults(patched);
        c->out = patched;
        rc = spec_compile_fields(c, copy);
        lua_settop(L, top);
        if (rc)
            break;
        if (!sow_rules_same(plain, patched)) {
            char what[SOW_TEXT_LEN], word[SOW_NAME_LEN + 2];
            sow_error ignore;
            sow_rules_finish(plain, &ignore);
            sow_rules_finish(patched, &ignore);
            first_difference(plain, patched, what, sizeof what);
            snprintf(word, sizeof word, "\"%s\"", q->id);
            c->out = keep;
            rc = spec_fail_at(c, q->id, word, 0, "the first reading '%s' of %s is the default, yet it "
                         "changes the spec, which says: \"%s\"; expected the first reading to "
                         "restate the spec as written", q->reading[0], q->id, what[0] ? what : "a field differs");
        }
    }
    c->out = keep;
    return rc;
}

/* The files read are those of c->as_written's load, which passed the
 * default check (every load does): the same table, the same verdict. */
static int checked_before(const ctx_t *c)
{
    const sow_rules *w = c->as_written;
    return w && XXH64(&w->key, sizeof w->key, c->hash) == w->spec_hash;
}

/* sow_spec_load_resized: the board's rows and an equal deal put in the
 * spec's table after the readings, so the fields are checked as any spec's
 * are (a pit list that no longer fits is an error there). */
static void resize(ctx_t *c, int T)
{
    lua_State *L = c->L_;
    const char *section[2] = { "board", "setup" };
    for (int i = 0; i < 2; i++) {
        if (lua_getfield(L, T, section[i]) != LUA_TTABLE) {
            lua_pop(L, 1);
            lua_newtable(L);
            lua_pushvalue(L, -1);
            lua_setfield(L, T, section[i]);
        }
        if (i == 0) {
            lua_pushinteger(L, c->resize_row);
            lua_setfield(L, -2, "row");
        } else {
            lua_pushstring(L, "equal");
            lua_setfield(L, -2, "deal");
            lua_pushinteger(L, 2 * c->resize_row * c->resize_per);
            lua_setfield(L, -2, "total");
            lua_pushnil(L);
            lua_setfield(L, -2, "layout");
            lua_pushnil(L);
            lua_setfield(L, -2, "min");
        }
        lua_pop(L, 1);
    }
}

/* Questions from the array part, choices, patches, then the fields. */
static int compile(ctx_t *c, int T)
{
    lua_State *L = c->L_;
    sow_rules *r = c->out;
    char msg[SOW_TEXT_LEN * 2];
    size_t n = spec_rawlen(L, T);

    r->nquestions = 0;
    for (size_t i = 1; i <= n; i++) {
        lua_rawgeti(L, T, (lua_Integer)i);
        if (!spec_is_open(L, -1)) {
            char path[32];
            snprintf(path, sizeof path, "[%zu]", i);
            return spec_fail_at(c, path, NULL, 0, "entry %zu of the spec's array part is a %s; expected "
                           "only open { ... } questions there", i, luaL_typename(L, -1));
        }
        if (r->nquestions >= SOW_MAX_QUESTIONS)
            return spec_fail_at(c, "open", NULL, 0, "more than %d open questions", SOW_MAX_QUESTIONS);
        sow_question *q = &r->question[r->nquestions];
        if (spec_read_question(L, -1, q, msg, sizeof msg) < 0) {
            char word[SOW_NAME_LEN + 2];
            snprintf(word, sizeof word, "\"%s\"", q->id);
            return spec_fail_at(c, q->id[0] ? q->id : "open", word, 0, "%s", msg);
        }
        for (int j = 0; j < r->nquestions; j++)
            if (strcmp(r->question[j].id, q->id) == 0) {
                char word[SOW_NAME_LEN + 2];
                snprintf(word, sizeof word, "\"%s\"", q->id);
                spec_fail_at(c, q->id, word, 0, "open question %s declared twice; expected each "
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
            return spec_fail_at(c, ch->id, NULL, 0, "unknown open question %.*s (this spec has: %s)",
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
            return spec_fail_at(c, q->id, NULL, 0, "unknown reading '%.*s' for %s; expected one of: %s",
                           SOW_NAME_LEN, ch->reading, q->id, have);
        }
        for (int j = 0; j < k; j++)
            if (strncmp(c->choices[j].id, ch->id, SOW_NAME_LEN) == 0 &&
                strncmp(c->choices[j].reading, ch->reading, SOW_NAME_LEN) != 0)
                return spec_fail_at(c, q->id, NULL, 0, "%s chosen twice (%.*s and %.*s); expected "
                               "one reading per question", q->id, SOW_NAME_LEN,
                               c->choices[j].reading, SOW_NAME_LEN, ch->reading);
        q->chosen = ri;
    }

    int chosen = 0;
    for (int j = 0; j < r->nquestions; j++)
        chosen |= r->question[j].chosen != 0;
    if (!chosen && !c->resize_row) {
        /* the spec as written is the rule set played: one compile serves
         * both it and the default check (the same fields, the same errors) */
        if (spec_compile_fields(c, T) < 0)
            return -1;
        return check_defaults(c, T, 1);
    }
    if (!checked_before(c) && check_defaults(c, T, 0) < 0)
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
            return spec_fail_at(c, r->question[j].id, NULL, 0, "the patch of reading '%s' of %s is "
                           "nested more than %d deep (a cycle?)",
                           r->question[j].reading[r->question[j].chosen], r->question[j].id,
                           MERGE_DEPTH);
        lua_pop(L, 3);
    }
    if (c->resize_row) resize(c, T);
    return spec_compile_fields(c, T);
}

/* The protected body: builds the sandbox, runs the spec, compiles it. */
static int protected_main(lua_State *L)
{
    ctx_t *c = getctx(L);
    c->L_ = L;
    spec_make_env(L);
    int env = lua_gettop(L);
    lua_pushfstring(L, "@%s", c->path);
    int st = luaL_loadbufferx(L, c->src, c->srclen, lua_tostring(L, -1), "t");
    if (st == LUA_ERRMEM)
        c->sb.tripped = SOW_SB_MEMORY;
    if (st != LUA_OK)
        return lua_error(L);
    lua_pushvalue(L, env);
    if (!lua_setupvalue(L, -2, 1))
        lua_pop(L, 1);
    lua_call(L, 0, 1);
    c->lua_field[0] = '\0';
    if (lua_type(L, -1) != LUA_TTABLE) {
        spec_fail_at(c, "", NULL, 0, "spec must return a table, got %s", luaL_typename(L, -1));
        return 0;
    }
    compile(c, lua_gettop(L));
    return 0;
}

int sow_spec_load(const char *path, const sow_choice *choices, int nchoices,
                  sow_rules *out, sow_error *err)
{
    return sow_spec_load_known(path, choices, nchoices, NULL, out, err);
}

static int load(const char *path, const sow_choice *choices, int nchoices, const sow_rules *as_written,
                int row, int per, sow_rules *out, sow_error *err);

int sow_spec_load_known(const char *path, const sow_choice *choices, int nchoices,
                        const sow_rules *as_written, sow_rules *out, sow_error *err)
{
    return load(path, choices, nchoices, as_written, 0, 0, out, err);
}

/* Fields whose meaning is tied to the spec's own board: a count of seeds
 * (a threshold, a win's needs) or a set of pits. On another board they
 * would say something the spec never said, so a resize refuses them. */
static int resize_refuses(const sow_rules *r, sow_error *err)
{
    const sow_family *f = &r->fam;
    const char *count = r->threshold > 0 ? "finish.threshold" : r->win_needs > 0 ? "finish.win_needs"
                      : f->few_left ? "finish.few_left" : NULL;
    const char *pits = f->either_way ? "sow.either_way" : f->against ? "sow.against" : f->first_from ? "first_from"
                     : f->child_pits[0] | f->child_pits[1] ? "children.pits" : f->rounds ? "rounds" : NULL;
    if (!count && !pits) return 0;
    snprintf(err->field, sizeof err->field, "%s", count ? count : pits);
    snprintf(err->msg, sizeof err->msg, "%s, as written for the spec's own board, would mean something else on a "
             "board of %d pits a row; expected a spec (or a reading) without it%s",
             count ? "a count of seeds" : f->rounds && !f->either_way && !f->against && !f->first_from ? "rounds that refill its pits" : "a set of pits",
             r->row, count ? ", or a majority instead of a count" : "");
    return -1;
}

int sow_spec_load_resized(const char *path, const sow_choice *choices, int nchoices, int row, int per_pit,
                          sow_rules *out, sow_error *err)
{
    if (row < 1 || row > SOW_MAX_ROW || per_pit < 0 || 2 * row * per_pit > SOW_MAX_SEEDS || 2 * row * per_pit < 1) {
        memset(err, 0, sizeof *err);
        snprintf(err->file, sizeof err->file, "%s", path ? path : "");
        snprintf(err->field, sizeof err->field, "board.row");
        snprintf(err->msg, sizeof err->msg, "a resized board of %d pits a row and %d seeds a pit; expected "
                 "1..%d pits a row and 1..%d seeds in all", row, per_pit, SOW_MAX_ROW, SOW_MAX_SEEDS);
        return -1;
    }
    if (load(path, choices, nchoices, NULL, row, per_pit, out, err) < 0) return -1;
    if (resize_refuses(out, err) < 0) {
        snprintf(err->file, sizeof err->file, "%s", path);
        return -1;
    }
    char name[SOW_NAME_LEN + 32];      /* every table and results file says which board it played */
    snprintf(name, sizeof name, "%.40s (2x%d, %d/pit)", out->name, row, per_pit);
    name[SOW_NAME_LEN - 1] = '\0';
    memcpy(out->name, name, SOW_NAME_LEN);
    out->key = sow_rules_hash(out);   /* the name is part of the rules as written */
    return 0;
}

static int load(const char *path, const sow_choice *choices, int nchoices, const sow_rules *as_written,
                int row, int per, sow_rules *out, sow_error *err)
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
    if (spec_read_all(path, &src, &len, why, sizeof why) < 0) {
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
    c.as_written = as_written;
    c.resize_row = row;
    c.resize_per = per;
    c.err = err;
    snprintf(c.dir, sizeof c.dir, "%s", path);
    char *slash = strrchr(c.dir, '/');
    if (slash)
        slash[1] = '\0';
    else
        c.dir[0] = '\0';

    lua_State *L = spec_sandbox_new(&c);
    if (!L) {
        free(src);
        snprintf(err->msg, sizeof err->msg, "cannot create a Lua state (out of memory)");
        return -1;
    }
    lua_pushcfunction(L, protected_main);
    int st = lua_pcall(L, 0, 0, 0);
    if (st != LUA_OK) {
        rc = -1;
        snprintf(err->field, sizeof err->field, "%s", c.lua_field);
        if (st == LUA_ERRMEM && c.sb.tripped == SOW_SB_OK) c.sb.tripped = SOW_SB_MEMORY;
        if (spec_limit_hit(&c)) {
            char what[SOW_TEXT_LEN];
            if (lua_type(L, -1) == LUA_TSTRING)
                spec_lua_message(&c, lua_tostring(L, -1));   /* the line it was at */
            sow_sandbox_message(&c.sb, st, what, sizeof what);
            snprintf(err->msg, sizeof err->msg, "the spec %s", what);
        } else if (lua_type(L, -1) == LUA_TSTRING) {
            spec_lua_message(&c, lua_tostring(L, -1));
        } else {
            snprintf(err->msg, sizeof err->msg, "spec raised an error that is not a string (%s)",
                     luaL_typename(L, -1));
        }
    } else if (c.field_err) {
        rc = -1;
    }
    out->spec_hash = c.hash;
    sow_sandbox_close(&c.sb);
    free(c.pending);
    free(c.scratch[0]);
    free(c.scratch[1]);
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
    /* the files read and what they compiled to: equal hashes, equal rules */
    if (rc == 0) out->spec_hash = XXH64(&out->key, sizeof out->key, c.hash);
    if (rc == 0 && row) out->spec_hash = XXH64(&row, sizeof row, XXH64(&per, sizeof per, out->spec_hash));
    free(src);
    return rc;
}

