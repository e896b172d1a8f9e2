/* patterns.c - string.find, match, gmatch and gsub as Lua 5.4 defines them,
 * with every matching step charged to the sandbox (sow_sandbox_charge), so
 * that a backtracking bomb such as ("a"):rep(30):find(("a*"):rep(30).."b")
 * stops at the work budget or the deadline instead of running for ever.
 *
 * The matcher is the pattern-matching part of lstrlib.c from Lua 5.4.4
 * (MatchState, match and its helpers, lmemfind, captures, str_find_aux,
 * gmatch, add_s, add_value, str_gsub; posrelatI from the top of that file),
 * reshaped to this project's style (match's switch split into step
 * functions, str_find_aux into its two searches), using only lua.h and
 * lauxlib.h, with the step counting added; the charging helpers and
 * sow_lua_patterns are new. What counts as a step:
 *   - each entry of match and each turn of its tail-call loop: 1;
 *   - each class scanned by classend or tested by singlematch: its length
 *     in the pattern (1 for 'a' or '.', 2 for %a, the whole set for [...]);
 *   - %b: the characters it scans; %f: twice its set; %1: the bytes compared;
 *   - a plain find: every byte memchr scans and every byte compared;
 *   - results: every byte pushed as a capture or added to gsub's buffer.
 * Steps are counted in MatchState and charged in batches of CHARGE_EVERY or
 * more, the rest when a function returns. One change of behaviour: a gmatch
 * iterator starts each call at full depth (Lua's kept the depth an error
 * raised inside match had used up, and a limit error can now be raised there).
 *
 * The original carries this notice:
 *
 * Copyright (C) 1994-2022 Lua.org, PUC-Rio.
 *
 * Permission is hereby granted, free of charge, to any person obtaining
 * a copy of this software and associated documentation files (the
 * "Software"), to deal in the Software without restriction, including
 * without limitation the rights to use, copy, modify, merge, publish,
 * distribute, sublicense, and/or sell copies of the Software, and to
 * permit persons to whom the Software is furnished to do so, subject to
 * the following conditions:
 *
 * The above copyright notice and this permission notice shall be
 * included in all copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
 * EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
 * MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT.
 * IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY
 * CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT,
 * TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE
 * SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE. */
#include "sandbox.h"

#include <ctype.h>
#include <stddef.h>
#include <string.h>

#define LUA_MAXCAPTURES 32        /* must fit in an unsigned char */
#define MAXCCALLS 200             /* recursion depth of match (C stack) */
#define CAP_UNFINISHED (-1)
#define CAP_POSITION (-2)
#define L_ESC '%'
#define SPECIALS "^$*+?.([%-"
#define uchar(c) ((unsigned char)(c))

enum { CHARGE_EVERY = 1024 };     /* steps between two calls of the sandbox */

typedef struct MatchState {
    const char *src_init;         /* init of source string */
    const char *src_end;          /* end ('\0') of source string */
    const char *p_end;            /* end ('\0') of pattern */
    lua_State *L;
    size_t steps;                 /* counted, not yet charged */
    int matchdepth;               /* control for recursive depth */
    unsigned char level;          /* total number of captures (finished or unfinished) */
    struct {
        const char *init;
        ptrdiff_t len;
    } capture[LUA_MAXCAPTURES];
} MatchState;

/* ---- charging ---------------------------------------------------------------- */

/* Zeroes the count before charging: the charge may not return. */
static void flush(MatchState *ms)
{
    size_t n = ms->steps;
    ms->steps = 0;
    if (n) sow_sandbox_charge(ms->L, n);
}

static inline void count(MatchState *ms, size_t n)
{
    ms->steps += n;
    if (ms->steps >= CHARGE_EVERY) flush(ms);
}

/* ---- the matcher ------------------------------------------------------------- */

static const char *match(MatchState *ms, const char *s, const char *p);

static int check_capture(MatchState *ms, int l)
{
    l -= '1';
    if (l < 0 || l >= ms->level || ms->capture[l].len == CAP_UNFINISHED)
        return luaL_error(ms->L, "invalid capture index %%%d", l + 1);
    return l;
}

static int capture_to_close(MatchState *ms)
{
    int level = ms->level;
    for (level--; level >= 0; level--)
        if (ms->capture[level].len == CAP_UNFINISHED) return level;
    return luaL_error(ms->L, "invalid pattern capture");
}

static const char *classend_raw(MatchState *ms, const char *p)
{
    switch (*p++) {
    case L_ESC:
        if (p == ms->p_end) luaL_error(ms->L, "malformed pattern (ends with '%%')");
        return p + 1;
    case '[':
        if (*p == '^') p++;
        do { /* look for a ']' */
            if (p == ms->p_end) luaL_error(ms->L, "malformed pattern (missing ']')");
            if (*(p++) == L_ESC && p < ms->p_end) p++; /* skip escapes (e.g. '%]') */
        } while (*p != ']');
        return p + 1;
    default:
        return p;
    }
}

static const char *classend(MatchState *ms, const char *p)
{
    const char *ep = classend_raw(ms, p);
    count(ms, (size_t)(ep - p));
    return ep;
}

static int match_class(int c, int cl)
{
    int res;
    switch (tolower(cl)) {
    case 'a': res = isalpha(c); break;
    case 'c': res = iscntrl(c); break;
    case 'd': res = isdigit(c); break;
    case 'g': res = isgraph(c); break;
    case 'l': res = islower(c); break;
    case 'p': res = ispunct(c); break;
    case 's': res = isspace(c); break;
    case 'u': res = isupper(c); break;
    case 'w': res = isalnum(c); break;
    case 'x': res = isxdigit(c); break;
    case 'z': res = (c == 0); break; /* deprecated option */
    default: return (cl == c);
    }
    return (islower(cl) ? res : !res);
}

static int matchbracketclass(int c, const char *p, const char *ec)
{
    int sig = 1;
    if (*(p + 1) == '^') {
        sig = 0;
        p++; /* skip the '^' */
    }
    while (++p < ec) {
        if (*p == L_ESC) {
            p++;
            if (match_class(c, uchar(*p))) return sig;
        } else if ((*(p + 1) == '-') && (p + 2 < ec)) {
            p += 2;
            if (uchar(*(p - 2)) <= c && c <= uchar(*p)) return sig;
        } else if (uchar(*p) == c)
            return sig;
    }
    return !sig;
}

/* Charged the class's length: a set is scanned whole in the worst case. */
static int singlematch(MatchState *ms, const char *s, const char *p, const char *ep)
{
    count(ms, (size_t)(ep - p));
    if (s >= ms->src_end) return 0;
    int c = uchar(*s);
    switch (*p) {
    case '.': return 1; /* matches any char */
    case L_ESC: return match_class(c, uchar(*(p + 1)));
    case '[': return matchbracketclass(c, p, ep - 1);
    default: return (uchar(*p) == c);
    }
}

static const char *matchbalance(MatchState *ms, const char *s, const char *p)
{
    if (p >= ms->p_end - 1) luaL_error(ms->L, "malformed pattern (missing arguments to '%%b')");
    if (*s != *p) return NULL;
    int b = *p;
    int e = *(p + 1);
    int cont = 1;
    while (++s < ms->src_end) {
        if (*s == e) {
            if (--cont == 0) return s + 1;
        } else if (*s == b)
            cont++;
        count(ms, 1);
    }
    return NULL; /* string ends out of balance */
}

static const char *max_expand(MatchState *ms, const char *s, const char *p, const char *ep)
{
    ptrdiff_t i = 0; /* counts maximum expand for item */
    while (singlematch(ms, s + i, p, ep)) i++;
    /* keeps trying to match with the maximum repetitions */
    while (i >= 0) {
        const char *res = match(ms, (s + i), ep + 1);
        if (res) return res;
        i--; /* else didn't match; reduce 1 repetition to try again */
    }
    return NULL;
}

static const char *min_expand(MatchState *ms, const char *s, const char *p, const char *ep)
{
    for (;;) {
        const char *res = match(ms, s, ep + 1);
        if (res != NULL)
            return res;
        else if (singlematch(ms, s, p, ep))
            s++; /* try with one more repetition */
        else
            return NULL;
    }
}

static const char *start_capture(MatchState *ms, const char *s, const char *p, int what)
{
    const char *res;
    int level = ms->level;
    if (level >= LUA_MAXCAPTURES) luaL_error(ms->L, "too many captures");
    ms->capture[level].init = s;
    ms->capture[level].len = what;
    ms->level = (unsigned char)(level + 1);
    if ((res = match(ms, s, p)) == NULL) /* match failed? */
        ms->level--;                     /* undo capture */
    return res;
}

static const char *end_capture(MatchState *ms, const char *s, const char *p)
{
    int l = capture_to_close(ms);
    const char *res;
    ms->capture[l].len = s - ms->capture[l].init; /* close capture */
    if ((res = match(ms, s, p)) == NULL)           /* match failed? */
        ms->capture[l].len = CAP_UNFINISHED;       /* undo capture */
    return res;
}

/* A position capture has length CAP_POSITION, huge as a size_t: never fits. */
static const char *match_capture(MatchState *ms, const char *s, int l)
{
    size_t len;
    l = check_capture(ms, l);
    len = (size_t)ms->capture[l].len;
    if ((size_t)(ms->src_end - s) < len) return NULL;
    count(ms, len);
    return memcmp(ms->capture[l].init, s, len) == 0 ? s + len : NULL;
}

/* The steps of match below return 1 to go on at (*s, *p), as the original's
 * "goto init" tail calls do (they cost no depth), and 0 when *s is the result. */

static int match_frontier(MatchState *ms, const char **s, const char **p)
{
    const char *q = *p + 2, *ep;
    char previous;
    if (*q != '[') luaL_error(ms->L, "missing '[' after '%%f' in pattern");
    ep = classend(ms, q); /* points to what is next */
    count(ms, 2 * (size_t)(ep - q));
    previous = (*s == ms->src_init) ? '\0' : *(*s - 1);
    if (!matchbracketclass(uchar(previous), q, ep - 1) && matchbracketclass(uchar(**s), q, ep - 1)) {
        *p = ep;
        return 1;
    }
    *s = NULL; /* match failed */
    return 0;
}

/* %b, %f and %0-%9; other escapes are single-char classes (match_default). */
static int match_escape(MatchState *ms, const char **s, const char **p)
{
    const char *q = *p;
    if (q[1] == 'b')
        *s = matchbalance(ms, *s, q + 2);
    else if (q[1] == 'f')
        return match_frontier(ms, s, p);
    else
        *s = match_capture(ms, *s, uchar(q[1]));
    *p = q + (q[1] == 'b' ? 4 : 2);
    return *s != NULL;
}

/* A pattern class plus optional suffix. */
static int match_default(MatchState *ms, const char **s, const char **p)
{
    const char *q = *p;
    const char *ep = classend(ms, q); /* points to optional suffix */
    if (!singlematch(ms, *s, q, ep)) {     /* does not match at least once? */
        if (*ep == '*' || *ep == '?' || *ep == '-') { /* accept empty? */
            *p = ep + 1;
            return 1;
        }
        *s = NULL; /* '+' or no suffix: fail */
        return 0;
    }
    switch (*ep) { /* matched once: handle optional suffix */
    case '?': {
        const char *res = match(ms, *s + 1, ep + 1);
        if (res != NULL) {
            *s = res;
            return 0;
        }
        *p = ep + 1;
        return 1;
    }
    case '+': *s = max_expand(ms, *s + 1, q, ep); return 0; /* 1 match already done */
    case '*': *s = max_expand(ms, *s, q, ep); return 0;
    case '-': *s = min_expand(ms, *s, q, ep); return 0;
    default: (*s)++; *p = ep; return 1; /* no suffix */
    }
}

static int match_step(MatchState *ms, const char **s, const char **p)
{
    const char *q = *p;
    switch (*q) {
    case '(': /* start capture; "()" is a position capture */
        *s = q[1] == ')' ? start_capture(ms, *s, q + 2, CAP_POSITION) : start_capture(ms, *s, q + 1, CAP_UNFINISHED);
        return 0;
    case ')':
        *s = end_capture(ms, *s, q + 1);
        return 0;
    case '$':
        if (q + 1 != ms->p_end) break; /* not the last char: a literal */
        *s = (*s == ms->src_end) ? *s : NULL;
        return 0;
    case L_ESC:
        if (q[1] == 'b' || q[1] == 'f' || (q[1] >= '0' && q[1] <= '9')) return match_escape(ms, s, p);
        break;
    default: break;
    }
    return match_default(ms, s, p);
}

static const char *match(MatchState *ms, const char *s, const char *p)
{
    if (ms->matchdepth-- == 0) luaL_error(ms->L, "pattern too complex");
    for (;;) {
        count(ms, 1);
        if (p == ms->p_end || !match_step(ms, &s, &p)) break;
    }
    ms->matchdepth++;
    return s;
}

/* ---- plain search ------------------------------------------------------------ */

/* The bytes a[0..] and b[0..n) share at the start, counted as compared. */
static int same(MatchState *ms, const char *a, const char *b, size_t n)
{
    size_t k = 0;
    while (k < n && a[k] == b[k]) k++;
    count(ms, k + 1);
    return k == n;
}

/* Lua's lmemfind: O(l1 * l2) in the worst case, but every byte is charged. */
static const char *lmemfind(MatchState *ms, const char *s1, size_t l1, const char *s2, size_t l2)
{
    if (l2 == 0) return s1;        /* empty strings are everywhere */
    if (l2 > l1) return NULL;      /* avoids a negative 'l1' */
    l2--;                          /* 1st char will be checked by 'memchr' */
    l1 = l1 - l2;                  /* 's2' cannot be found after that */
    while (l1 > 0) {
        const char *init = memchr(s1, *s2, l1);
        count(ms, init ? (size_t)(init - s1) + 1 : l1);
        if (!init) return NULL;
        init++; /* 1st char is already checked */
        if (same(ms, init, s2 + 1, l2)) return init - 1;
        l1 -= (size_t)(init - s1); /* correct 'l1' and 's1' to try again */
        s1 = init;
    }
    return NULL; /* not found */
}

/* ---- captures ---------------------------------------------------------------- */

/* The i-th capture: its length and address in *cap, or, for a position,
 * CAP_POSITION with the position pushed. No captures and i == 0: the whole
 * match s..e. */
static ptrdiff_t get_onecapture(MatchState *ms, int i, const char *s, const char *e, const char **cap)
{
    if (i >= ms->level) {
        if (i != 0) luaL_error(ms->L, "invalid capture index %%%d", i + 1);
        *cap = s;
        return e - s;
    }
    ptrdiff_t capl = ms->capture[i].len;
    *cap = ms->capture[i].init;
    if (capl == CAP_UNFINISHED)
        luaL_error(ms->L, "unfinished capture");
    else if (capl == CAP_POSITION)
        lua_pushinteger(ms->L, (ms->capture[i].init - ms->src_init) + 1);
    return capl;
}

static void push_onecapture(MatchState *ms, int i, const char *s, const char *e)
{
    const char *cap;
    ptrdiff_t l = get_onecapture(ms, i, s, e, &cap);
    if (l != CAP_POSITION) {
        count(ms, (size_t)l);
        lua_pushlstring(ms->L, cap, (size_t)l);
    } /* else position was already pushed */
}

static int push_captures(MatchState *ms, const char *s, const char *e)
{
    int nlevels = (ms->level == 0 && s) ? 1 : ms->level;
    luaL_checkstack(ms->L, nlevels, "too many captures");
    for (int i = 0; i < nlevels; i++) push_onecapture(ms, i, s, e);
    return nlevels; /* number of strings pushed */
}

/* Whether the pattern has no special characters (it may hold '\0's). */
static int nospecials(MatchState *ms, const char *p, size_t l)
{
    size_t upto = 0;
    count(ms, l);
    do {
        if (strpbrk(p + upto, SPECIALS)) return 0; /* pattern has a special character */
        upto += strlen(p + upto) + 1;               /* may have more after \0 */
    } while (upto <= l);
    return 1;
}

static void prepstate(MatchState *ms, lua_State *L, const char *s, size_t ls, const char *p, size_t lp)
{
    ms->L = L;
    ms->steps = 0;
    ms->matchdepth = MAXCCALLS;
    ms->src_init = s;
    ms->src_end = s + ls;
    ms->p_end = p + lp;
    ms->level = 0;
}

static void reprepstate(MatchState *ms) { ms->level = 0; }

/* ---- find and match ---------------------------------------------------------- */

/* Translates a relative initial position (negative: back from the end),
 * clipped to [1, inf). */
static size_t posrelatI(lua_Integer pos, size_t len)
{
    if (pos > 0)
        return (size_t)pos;
    else if (pos == 0)
        return 1;
    else if (pos < -(lua_Integer)len) /* inverted comparison */
        return 1;                     /* clip to 1 */
    else
        return len + (size_t)pos + 1;
}

static int find_plain(MatchState *ms, const char *s, size_t init, const char *p, size_t lp)
{
    lua_State *L = ms->L;
    const char *s2 = lmemfind(ms, s + init, (size_t)(ms->src_end - s) - init, p, lp);
    flush(ms);
    if (!s2) {
        luaL_pushfail(L);
        return 1;
    }
    lua_pushinteger(L, (s2 - s) + 1);
    lua_pushinteger(L, (lua_Integer)((size_t)(s2 - s) + lp));
    return 2;
}

static int find_match(MatchState *ms, const char *s, const char *s1, const char *res, int find)
{
    int n;
    if (find) {
        lua_pushinteger(ms->L, (s1 - s) + 1); /* start */
        lua_pushinteger(ms->L, res - s);      /* end */
        n = push_captures(ms, NULL, 0) + 2;
    } else
        n = push_captures(ms, s1, res);
    flush(ms);
    return n;
}

static int find_pattern(MatchState *ms, const char *s, size_t init, const char *p, int find)
{
    const char *s1 = s + init;
    int anchor = (*p == '^');
    if (anchor) p++; /* skip anchor character (p_end stays) */
    do {
        const char *res;
        reprepstate(ms);
        if ((res = match(ms, s1, p)) != NULL) return find_match(ms, s, s1, res, find);
    } while (s1++ < ms->src_end && !anchor);
    flush(ms);
    luaL_pushfail(ms->L); /* not found */
    return 1;
}

static int str_find_aux(lua_State *L, int find)
{
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = posrelatI(luaL_optinteger(L, 3, 1), ls) - 1;
    MatchState ms;
    if (init > ls) { /* start after string's end? */
        luaL_pushfail(L); /* cannot find anything */
        return 1;
    }
    prepstate(&ms, L, s, ls, p, lp);
    /* explicit request or no special characters? */
    if (find && (lua_toboolean(L, 4) || nospecials(&ms, p, lp))) return find_plain(&ms, s, init, p, lp);
    return find_pattern(&ms, s, init, p, find);
}

static int str_find(lua_State *L) { return str_find_aux(L, 1); }

static int str_match(lua_State *L) { return str_find_aux(L, 0); }

/* ---- gmatch ------------------------------------------------------------------ */

typedef struct GMatchState {
    const char *src;              /* current position */
    const char *p;                /* pattern */
    const char *lastmatch;        /* end of last match */
    MatchState ms;                /* match state */
} GMatchState;

/* The depth is reset: a limit error raised inside match left it short. */
static int gmatch_aux(lua_State *L)
{
    GMatchState *gm = (GMatchState *)lua_touserdata(L, lua_upvalueindex(3));
    gm->ms.L = L;
    gm->ms.steps = 0;
    gm->ms.matchdepth = MAXCCALLS;
    for (const char *src = gm->src; src <= gm->ms.src_end; src++) {
        const char *e;
        reprepstate(&gm->ms);
        if ((e = match(&gm->ms, src, gm->p)) != NULL && e != gm->lastmatch) {
            gm->src = gm->lastmatch = e;
            int n = push_captures(&gm->ms, src, e);
            flush(&gm->ms);
            return n;
        }
    }
    flush(&gm->ms);
    return 0; /* not found */
}

static int gmatch(lua_State *L)
{
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = posrelatI(luaL_optinteger(L, 3, 1), ls) - 1;
    GMatchState *gm;
    lua_settop(L, 2); /* keep strings on closure to avoid being collected */
    gm = (GMatchState *)lua_newuserdatauv(L, sizeof(GMatchState), 0);
    if (init > ls)     /* start after string's end? */
        init = ls + 1; /* avoid overflows in 's + init' */
    prepstate(&gm->ms, L, s, ls, p, lp);
    gm->src = s + init;
    gm->p = p;
    gm->lastmatch = NULL;
    lua_pushcclosure(L, gmatch_aux, 3);
    return 1;
}

/* ---- gsub -------------------------------------------------------------------- */

static void add_bytes(MatchState *ms, luaL_Buffer *b, const char *s, size_t l)
{
    count(ms, l);
    luaL_addlstring(b, s, l);
}

/* A replacement string, with %0-%9 and %% expanded. */
static void add_s(MatchState *ms, luaL_Buffer *b, const char *s, const char *e)
{
    size_t l;
    lua_State *L = ms->L;
    const char *news = lua_tolstring(L, 3, &l);
    const char *p;
    while ((p = memchr(news, L_ESC, l)) != NULL) {
        add_bytes(ms, b, news, (size_t)(p - news));
        p++;                /* skip ESC */
        if (*p == L_ESC) {  /* '%%' */
            count(ms, 1);
            luaL_addchar(b, *p);
        } else if (*p == '0') /* '%0' */
            add_bytes(ms, b, s, (size_t)(e - s));
        else if (isdigit(uchar(*p))) { /* '%n' */
            const char *cap;
            ptrdiff_t resl = get_onecapture(ms, *p - '1', s, e, &cap);
            if (resl == CAP_POSITION)
                luaL_addvalue(b); /* add position to accumulated result */
            else
                add_bytes(ms, b, cap, (size_t)resl);
        } else
            luaL_error(L, "invalid use of '%c' in replacement string", L_ESC);
        l -= (size_t)(p + 1 - news);
        news = p + 1;
    }
    add_bytes(ms, b, news, l);
}

/* Adds the replacement value to the buffer; whether the subject changed
 * (a function or table giving nil or false keeps the original text). */
static int add_value(MatchState *ms, luaL_Buffer *b, const char *s, const char *e, int tr)
{
    lua_State *L = ms->L;
    size_t l;
    switch (tr) {
    case LUA_TFUNCTION: {
        int n;
        lua_pushvalue(L, 3);          /* push the function */
        n = push_captures(ms, s, e);  /* all captures as arguments */
        lua_call(L, n, 1);
        break;
    }
    case LUA_TTABLE:
        push_onecapture(ms, 0, s, e); /* first capture is the index */
        lua_gettable(L, 3);
        break;
    default: /* LUA_TNUMBER or LUA_TSTRING */
        add_s(ms, b, s, e);
        return 1;
    }
    if (!lua_toboolean(L, -1)) { /* nil or false? */
        lua_pop(L, 1);
        add_bytes(ms, b, s, (size_t)(e - s)); /* keep original text */
        return 0;
    } else if (!lua_isstring(L, -1))
        return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    lua_tolstring(L, -1, &l);
    count(ms, l);
    luaL_addvalue(b);
    return 1;
}

static int str_gsub(lua_State *L)
{
    size_t srcl, lp;
    const char *src = luaL_checklstring(L, 1, &srcl);         /* subject */
    const char *p = luaL_checklstring(L, 2, &lp);             /* pattern */
    const char *lastmatch = NULL;                             /* end of last match */
    int tr = lua_type(L, 3);                                  /* replacement type */
    lua_Integer max_s = luaL_optinteger(L, 4, (lua_Integer)srcl + 1); /* max replacements */
    int anchor = (*p == '^');
    lua_Integer n = 0;                                        /* replacement count */
    int changed = 0;                                          /* change flag */
    MatchState ms;
    luaL_Buffer b;
    luaL_argexpected(L, tr == LUA_TNUMBER || tr == LUA_TSTRING || tr == LUA_TFUNCTION || tr == LUA_TTABLE, 3,
                     "string/function/table");
    luaL_buffinit(L, &b);
    if (anchor) {
        p++;
        lp--; /* skip anchor character */
    }
    prepstate(&ms, L, src, srcl, p, lp);
    while (n < max_s) {
        const char *e;
        reprepstate(&ms); /* (re)prepare state for new match */
        if ((e = match(&ms, src, p)) != NULL && e != lastmatch) { /* match? */
            n++;
            changed = add_value(&ms, &b, src, e, tr) | changed;
            src = lastmatch = e;
        } else if (src < ms.src_end) { /* otherwise, skip one character */
            count(&ms, 1);
            luaL_addchar(&b, *src++);
        } else
            break; /* end of subject */
        if (anchor) break;
    }
    if (!changed) /* no changes? */
        lua_pushvalue(L, 1);
    else {
        add_bytes(&ms, &b, src, (size_t)(ms.src_end - src));
        luaL_pushresult(&b);
    }
    flush(&ms);
    lua_pushinteger(L, n); /* number of substitutions */
    return 2;
}

/* ---- installing -------------------------------------------------------------- */

void sow_lua_patterns(lua_State *L, int idx)
{
    static const luaL_Reg fns[] = {
        {"find", str_find}, {"match", str_match}, {"gmatch", gmatch}, {"gsub", str_gsub}, {NULL, NULL},
    };
    lua_pushvalue(L, idx);
    luaL_setfuncs(L, fns, 0);
    lua_pop(L, 1);
}
