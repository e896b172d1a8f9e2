/* test_patterns.c - the bounded pattern functions (engine/lua/patterns.c):
 * every case gives the same results and the same errors as Lua 5.4's own
 * string library (hand-written cases, every character class over all 256
 * bytes, thousands of random patterns); backtracking bombs and quadratic
 * plain finds stop at the work limit within a second; a simple search over
 * 1 MB is charged work proportional to its length. */
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rng.h"
#include "sandbox.h"
#include "support.h"

/* ---- running a chunk on both sides ------------------------------------------- */

/* A state to run cases in: Lua's own library (sb NULL) or the sandbox. */
typedef struct {
    lua_State *L;
    sow_sandbox *sb;
} side;

static sow_sandbox box;
static side lua_side, our_side;
static long compared;             /* cases compared in this test */

static void open_sides(long work)
{
    sow_sandbox_limits lim = {.memory = (size_t)256 << 20, .work = work, .seconds = 30};
    lua_side.L = luaL_newstate();
    ck_assert_ptr_nonnull(lua_side.L);
    luaL_openlibs(lua_side.L);
    lua_side.sb = NULL;
    ck_assert_int_eq(sow_sandbox_open(&box, &lim, NULL), 0);
    our_side.L = box.L;
    our_side.sb = &box;
    lua_getglobal(box.L, "string"); /* ours, whatever the sandbox's library does */
    sow_lua_patterns(box.L, -1);
    lua_pop(box.L, 1);
    compared = 0;
}

static void close_sides(void)
{
    lua_close(lua_side.L);
    sow_sandbox_close(&box);
}

/* Helpers every case may use: pack keeps trailing nils, G collects what a
 * gmatch iterator gives (each call's values packed), F shows its arguments. */
static const char prelude[] =
    "local function pack(...) return {n = select('#', ...), ...} end "
    "local function G(s, p, i) local it, r = string.gmatch(s, p, i), {} "
    "  for _ = 1, 300 do local c = pack(it()) if c[1] == nil then break end r[#r + 1] = c end return r end "
    "local function F(...) return select('#', ...) .. ':' .. table.concat({...}, ',') end "
    "local ALL = {} for i = 0, 255 do ALL[#ALL + 1] = string.char(i) end ALL = table.concat(ALL)\n";

/* Runs prelude + body with string arguments; the status, values on the stack. */
static int run(side *sd, const char *body, int argc, const char *const *argv, const size_t *lens)
{
    lua_State *L = sd->L;
    size_t lp = strlen(prelude), lb = strlen(body);
    char *code = malloc(lp + lb + 1);
    ck_assert_ptr_nonnull(code);
    memcpy(code, prelude, lp);
    memcpy(code + lp, body, lb + 1);
    lua_settop(L, 0);
    if (sd->sb) sow_sandbox_begin(sd->sb); /* before the arguments: a tripped box refuses big blocks */
    int st = luaL_loadbuffer(L, code, lp + lb, "=case");
    free(code);
    ck_assert_msg(st == LUA_OK, "case does not compile: %s", lua_tostring(L, -1));
    for (int i = 0; i < argc; i++) lua_pushlstring(L, argv[i], lens ? lens[i] : strlen(argv[i]));
    if (!sd->sb) return lua_pcall(L, argc, LUA_MULTRET, 0);
    return sow_sandbox_pcall(sd->sb, argc, LUA_MULTRET);
}

typedef struct {
    char *s;
    size_t n, cap;
} text;

static void put(text *t, const char *p, size_t n)
{
    if (t->n + n + 1 > t->cap) {
        t->cap = 2 * (t->n + n + 1);
        t->s = realloc(t->s, t->cap);
        ck_assert_ptr_nonnull(t->s);
    }
    memcpy(t->s + t->n, p, n);
    t->n += n;
    t->s[t->n] = 0;
}

static void putf(text *t, const char *fmt, ...)
{
    char buf[64];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    put(t, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

static void put_string(text *t, lua_State *L, int i)
{
    size_t l;
    const char *s = lua_tolstring(L, i, &l);
    put(t, "\"", 1);
    for (size_t k = 0; k < l; k++) {
        unsigned char c = (unsigned char)s[k];
        if (c >= 32 && c < 127 && c != '"' && c != '\\')
            put(t, s + k, 1);
        else
            putf(t, "\\%03u", c);
    }
    put(t, "\"", 1);
}

/* A value, typed: 3 and 3.0 differ, tables show 1..n (n from a field n). */
static void put_value(text *t, lua_State *L, int i, int depth)
{
    i = lua_absindex(L, i);
    switch (lua_type(L, i)) {
    case LUA_TNIL: put(t, "nil", 3); break;
    case LUA_TBOOLEAN: put(t, lua_toboolean(L, i) ? "true" : "false", lua_toboolean(L, i) ? 4 : 5); break;
    case LUA_TNUMBER:
        if (lua_isinteger(L, i))
            putf(t, "%lld", (long long)lua_tointeger(L, i));
        else
            putf(t, "%.17gf", (double)lua_tonumber(L, i));
        break;
    case LUA_TSTRING: put_string(t, L, i); break;
    case LUA_TTABLE: {
        lua_Integer n = lua_getfield(L, i, "n") == LUA_TNUMBER ? lua_tointeger(L, -1) : (lua_Integer)lua_rawlen(L, i);
        lua_pop(L, 1);
        put(t, "{", 1);
        for (lua_Integer k = 1; k <= n && depth < 4; k++) {
            lua_rawgeti(L, i, k);
            put_value(t, L, -1, depth + 1);
            lua_pop(L, 1);
            if (k < n) put(t, ",", 1);
        }
        put(t, "}", 1);
        break;
    }
    default: put(t, luaL_typename(L, i), strlen(luaL_typename(L, i))); break;
    }
}

/* What a case gave on one side, as text (free it). */
static char *outcome(side *sd, const char *body, int argc, const char *const *argv, const size_t *lens)
{
    text t = {0};
    int st = run(sd, body, argc, argv, lens);
    lua_State *L = sd->L;
    put(&t, st == LUA_OK ? "ok" : "error", st == LUA_OK ? 2 : 5);
    for (int i = 1; i <= lua_gettop(L); i++) {
        put(&t, " ", 1);
        put_value(&t, L, i, 0);
    }
    ck_assert_msg(!sd->sb || box.tripped == SOW_SB_OK, "case hit a sandbox limit: %s", body);
    lua_settop(L, 0);
    return t.s;
}

static void same_args(const char *body, int argc, const char *const *argv, const size_t *lens)
{
    char *want = outcome(&lua_side, body, argc, argv, lens);
    char *got = outcome(&our_side, body, argc, argv, lens);
    if (strcmp(want, got) != 0) {
        text a = {0};
        for (int i = 0; i < argc; i++) {
            lua_pushlstring(lua_side.L, argv[i], lens ? lens[i] : strlen(argv[i]));
            put(&a, " ", 1);
            put_string(&a, lua_side.L, -1);
            lua_pop(lua_side.L, 1);
        }
        size_t d = 0; /* Check's messages are short: show where they part */
        while (want[d] && want[d] == got[d]) d++;
        d = d > 200 ? d - 200 : 0;
        ck_abort_msg("case %.1000s\n  args:%.1000s\n  Lua:  ...%.1000s\n  ours: ...%.1000s", body,
                     a.s ? a.s : " none", want + d, got + d);
    }
    compared++;
    free(want);
    free(got);
}

static void same(const char *body) { same_args(body, 0, NULL, NULL); }

/* A case's outcome on our side contains `want`. */
static void ours_has(const char *body, const char *want)
{
    char *got = outcome(&our_side, body, 0, NULL, NULL);
    ck_assert_msg(strstr(got, want) != NULL, "case %s: want %s, got %s", body, want, got);
    free(got);
}

/* ---- equivalence: hand-written cases ----------------------------------------- */

static const char *const cases[] = {
    /* anchors */
    "return string.find('hello world', '^hello')",
    "return string.find('hello world', '^world')",
    "return string.find('hello world', 'world$')",
    "return string.find('hello world', 'o$')",
    "return string.find('a$b', 'a$b')",
    "return string.find('a^b', 'a^b')",
    "return string.find('a^b', '^a^b')",
    "return string.match('aaa', '^a-$')",
    "return string.find('', '^$')",
    "return string.find('', '')",
    "return string.find('', '$')",
    "return string.find('abc', '$')",
    "return string.find('abc', '^')",
    "return string.match('  x y  ', '^%s*(.-)%s*$')",
    "return string.match('abc', '^(a)(b)$')",
    "return string.match('ab$', 'b%$$')",
    "return string.find('abcabc', '^b', 2)",
    "return string.find('abcabc', '^b', 3)",
    "return string.gsub('hello', '^h', 'H')",
    "return string.gsub('hello hello', '^hello', 'X')",
    "return string.gsub('abc', '^', '-')",
    "return string.gsub('abc', '$', '-')",
    "return string.gsub('abc', '^$', '-')",
    "return string.gsub('', '^$', '-')",
    /* single characters and escapes */
    "return string.find('a.b', '%.')",
    "return string.find('a]b', '%]')",
    "return string.find('a%b', '%%')",
    "return string.find('a(b', '%(')",
    "return string.find('a*b', 'a%*b')",
    "return string.match('a+b', 'a+b')",
    "return string.match('x', 'x?' .. '?')",
    "return string.match('x?', 'x?' .. '?')",
    "return string.match('abc', '*')",
    "return string.match('*abc', '*')",
    "return string.match('ab', '-')",
    "return string.match('a-b', 'a-%-b')",
    "return string.find('abc\\0def', '\\0d')",
    "return string.find('abc\\0def', '\\0d', 1, true)",
    "return string.find('abc\\0def', '%z')",
    "return string.find('abc\\0def', '%Z+')",
    "return string.match('abc\\0def', '[%z]d')",
    "return string.match('abc\\0def', '.-\\0(.*)')",
    "return string.find('abc', 'b\\0')",
    "return string.find('ab\\0', 'b\\0')",
    ("local r = {} for i = 33, 126 do local c = string.char(i) if not c:match('%w') then "
     "  r[#r + 1] = pack(pcall(string.gsub, ALL, '%' .. c, '')) end end return r"),
    "local r = {} for i = 0, 255 do r[#r + 1] = pack(string.find(ALL, string.char(i), 1, true)) end return r",
    "local r = {} for i = 0, 255 do r[#r + 1] = pack(pcall(string.find, ALL, string.char(i))) end return r",
    /* sets */
    "return string.find('x]y', '[]]')",
    "return string.find('x-y', '[a-]')",
    "return string.find('x-y', '[-a]')",
    "return string.match('abc123', '[a-c]+')",
    "return string.match('abc123', '[^a-c]+')",
    "return string.match('a^b', '[%^]')",
    "return string.match('a^b', '[b^]')",
    "return string.match('a^b', '[^^]+')",
    "return string.match('hello_World1 x', '[%w_]+')",
    "return string.match('a-z', '[z-a]')",
    "return string.match('%', '[%%]')",
    "return string.match('a]b', '[^]]+')",
    "return string.match('a]b', '[]a]+')",
    "return string.match('ab-', '[%a-]+')",
    "return string.match('-a', '[a-%%]+')",
    "return string.gsub(ALL, '[a-f%d]', '')",
    "return string.gsub(ALL, '[^a-f%d]', '')",
    "return string.gsub(ALL, '[%a%p]', '')",
    "return string.gsub(ALL, '[%]-a]', '')",
    "return string.gsub(ALL, '[\\0-\\31]', '')",
    "return string.gsub(ALL, '[\\128-\\255]+', 'X')",
    "return string.gsub(ALL, '[!-/]', '')",
    "return string.find('abc', '[a')",
    "return string.find('abc', '[^')",
    "return string.find('abc', '[')",
    "return string.find('abc', '[%')",
    "return string.find('abc', '[a%]')",
    "return string.find('abc', '[]')",
    "return string.find('abc', '[^]')",
    "return string.find(']', '[]')",
    "return string.find('abc', '[%a-z]')",
    /* %b */
    "return string.match('f(a(b)c)d', '%b()')",
    "return string.gsub('x(a)(b(c))', '%b()', '')",
    "return string.find('((', '%b()')",
    "return string.find('(()', '%b()')",
    "return string.find('abc', '%b')",
    "return string.find('abc', '%ba')",
    "return string.find('abc', '%bab')",
    "return string.match('[[x]]', '%b[]')",
    "return string.match('aXbXc', '%bXX')",
    "return string.match('if (a and (b or c)) then', 'if%s*(%b())%s*then')",
    "return string.match('x)', '%b)(')",
    "return string.match('', '%b()')",
    "return string.match('a\\0b\\0xx', '%b\\0x')",
    /* %f */
    "return string.gsub('THE (quick) fox', '%f[%a]%a+', 'W')",
    "return string.find('hello world', '%f[%w]%w+', 2)",
    "return string.gsub('aaa bbb', '%f[%l]', '|')",
    "return string.gsub('aaa bbb', '%f[%L]', '|')",
    "return string.find('abc', '%f[%z]')",
    "return string.find('abc', '%f[^%z]')",
    "return string.gsub('a1b22c', '%f[%d]%d+%f[%D]', '#')",
    "return string.find('abc', '%f[a')",
    "return string.find('abc', '%fa')",
    "return string.find('abc', '%f')",
    "return string.match('x', '%f[x]()')",
    /* captures */
    "return string.match('key = value', '(%w+)%s*=%s*(%w+)')",
    "return string.find('key = value', '(%w+)%s*=%s*(%w+)')",
    "return string.match('hello', '()ll()')",
    "return string.find('hello', '()ll()')",
    "return string.match('hello', '()')",
    "return string.match('hello', '()', 3)",
    "return string.match('hello', '()', 10)",
    "return string.match('hello', '(h)(e)(l)(l)(o)')",
    "return string.match('abc', '((a)(b))')",
    "return string.match('abc', '(a(b(c)))')",
    "return string.match('abc', '(a)()(b)')",
    "return string.match('abc', '(a')",
    "return string.match('abc', 'a)')",
    "return string.find('abc', '(()')",
    "return string.find('abc', '(')",
    "return string.find('abc', ')')",
    "return string.gsub('abc', '(a', 'x')",
    "return string.gsub('abc', 'a)', 'x')",
    "return string.match('abc', '()(b')",
    "return string.match(string.rep('x', 40), string.rep('(x)', 32))",
    "return string.match(string.rep('x', 40), string.rep('(x)', 33))",
    "return string.find('a', string.rep('()', 32))",
    "return string.find('a', string.rep('()', 33))",
    "return string.match('abc', '%1')",
    "return string.match('aa', '(a)%2')",
    "return string.match('aa', '(a%1)')",
    "return string.match('aa', '%0')",
    "return string.match('aa', '(a)%0')",
    "return string.match('aa', '(a)%9')",
    /* back-references */
    "return string.match('hello there hello', '(h%a+).-%1')",
    "return string.find('say \"hi\" ok', '([\"\\'])(.-)%1')",
    "return string.match('xyzxyz', '(x(y)z)%1')",
    "return string.match('xyzxyzy', '(x(y)z)%1%2')",
    "return string.match('aa', '()a%1')",
    "return string.match('abab', '(ab)%1$')",
    "return string.match('abab', '^(a.)%1')",
    "return string.match('abcab', '(ab).*%1')",
    "return string.match('aaaa', '(a*)%1')",
    "return string.gsub('abba xyyx', '(%a)(%a)%2%1', '<%0>')",
    /* quantifiers */
    "return string.match('aaab', 'a*')",
    "return string.match('aaab', 'a+')",
    "return string.match('aaab', 'a-b')",
    "return string.match('aaab', 'a-')",
    "return string.match('aaab', 'a?a?b')",
    "return string.match('aaab', '^a?b')",
    "return string.match('<a><b>', '<(.-)>')",
    "return string.match('<a><b>', '<(.*)>')",
    "return string.match('', 'a*')",
    "return string.match('b', 'a+')",
    "return string.find('abc', 'b*')",
    "return string.find('abc', 'b-')",
    "return string.find('abc', 'b+')",
    "return string.match('ab', '.-$')",
    "return string.match('ab', '.*$')",
    "return string.match('aaa', '(a*)(a*)')",
    "return string.match('aaa', '(a-)(a*)')",
    "return string.match('aaa', '(a+)(a+)')",
    "return string.match('aaa', '(a-)(a-)$')",
    "return string.match('a1b2c3', '%d?%a%d')",
    "return string.match('  12.5e3 ', '^%s*([%+%-]?%d+%.?%d*[eE]?%d*)%s*$')",
    "return string.match(string.rep('a', 198), string.rep('a?', 198))",
    "return string.match(string.rep('a', 199), string.rep('a?', 199))",
    "return string.match(string.rep('a', 200), string.rep('a?', 200))",
    "return string.match(string.rep('a', 300), string.rep('a?', 300))",
    "return string.match(string.rep('a', 300), string.rep('a*', 300))",
    "return string.match(string.rep('a', 300), string.rep('(a)', 30))",
    "return string.find(string.rep('a', 300), string.rep('.-', 250) .. 'b')",
    /* init positions */
    "return string.find('abcabc', 'b', 3)",
    "return string.find('abcabc', 'b', -2)",
    "return string.find('abcabc', 'b', -6)",
    "return string.find('abcabc', 'b', -100)",
    "return string.find('abcabc', 'b', 100)",
    "return string.find('abcabc', 'b', 7)",
    "return string.find('abcabc', 'b', 0)",
    "return string.find('abcabc', 'a', 0)",
    "return string.find('abcabc', '^a', 0)",
    "return string.find('abcabc', '', 6)",
    "return string.find('abcabc', '', 7)",
    "return string.find('abcabc', '', 8)",
    "return string.find('abcabc', '', -1)",
    "return string.find('abcabc', 'c', -1, true)",
    "return string.find('abcabc', '()', 8)",
    "return string.match('abcabc', '(b)', 0)",
    "return string.match('abcabc', '(b)', -3)",
    "return string.match('abcabc', '.*', 7)",
    "return string.match('abcabc', '.*', 8)",
    "return string.find('abc', 'b', 1.0)",
    "return string.find('abc', 'b', 1.5)",
    "return string.find('abc', 'b', '2')",
    "return string.find('abc', 'b', 'x')",
    "return string.find('abc', 'b', math.mininteger)",
    "return string.find('abc', 'b', math.maxinteger)",
    "return string.find('abc', '', math.maxinteger)",
    "return string.match('abc', '', math.mininteger)",
    /* plain */
    "return string.find('a.c', '.', 1, true)",
    "return string.find('a.c', '%.', 1, false)",
    "return string.find('a+c', '+', 1, true)",
    "return string.find('a+c', 'a+', 1, 1)",
    "return string.find('abc', 'bc', 1, nil)",
    "return string.find('abc', 'bc', 1, false)",
    "return string.find('abc', 'abcd', 1, true)",
    "return string.find('abc', '', 2, true)",
    "return string.find('abc', '', 4, true)",
    "return string.find('abc', '', 5, true)",
    "return string.find('aab', 'ab')",
    "return string.find('aaab', 'aab', 2)",
    "return string.find('ababac', 'abac')",
    "return string.find('xyz', 'z', 1, true)",
    "return string.find('xyz', 'yz', -2, true)",
    /* argument conversion and errors */
    "return string.find(12345, 34)",
    "return string.match(12.5, '%d+')",
    "return string.find('1e2', 1)",
    "return string.find('abc')",
    "return string.find(nil, 'a')",
    "return string.find({}, 'a')",
    "return string.match('abc')",
    "return string.gmatch('abc')",
    "return string.gsub('abc')",
    "return string.gsub('abc', 'b')",
    "return string.gsub('abc', 'b', true)",
    "return string.gsub('abc', 'b', nil)",
    "return string.gsub('abc', 'b', 'x', 'y')",
    "return string.gsub('abc', 'b', nil, 'y')",
    "return ('abc'):find('b')",
    "return ('abc'):match('(b)(c)')",
    "return ('abc'):gsub('b', 'x')",
    "return (''):find()",
    "local t = {} for k in ('a b c'):gmatch('%a') do t[#t + 1] = k end return table.concat(t, '+')",
    /* gmatch */
    "return G('hello world from lua', '%a+')",
    "return G('k1=v1, k2=v2', '(%w+)=(%w+)')",
    "return G('abc', '')",
    "return G('', '')",
    "return G('abc', 'a*')",
    "return G('abc', 'b*')",
    "return G('aaa', 'a-')",
    "return G('abc', '.', 2)",
    "return G('abc', '.', -1)",
    "return G('abc', '.', -10)",
    "return G('abc', '.', 10)",
    "return G('abc', '', 4)",
    "return G('abc', '', 5)",
    "return G('abc', '()', 2)",
    "return G('a,b,,c', '([^,]*)')",
    "return G('a,b,,c,', '([^,]*),?')",
    "return G('abc', '%')",
    "return G('abc', '(')",
    "return G('one two', '^%a+')",
    "return G('^a^a', '^a')",
    "return G('abc', '^.')",
    "return G('abc', '.$')",
    "return G('ab\\ncd\\n', '(.-)\\n')",
    "return G('x=1 y=2', '(%a)=()')",
    "return G(123, '%d')",
    "return G('abc', '.', 'x')",
    "return G('abc', '.', 1.5)",
    "return G(string.rep('x', 40), string.rep('(x)', 33))",
    "local it = string.gmatch('ab', '.') return it(), it(), it(), it()",
    "local it = string.gmatch('abab', 'ab') local a = it() local b, c = it(), it() return a, b, c",
    "local it = string.gmatch('aaa', 'a') local r = {} for i = 1, 3 do r[i] = it() end return table.concat(r)",
    /* gsub with a string */
    "return string.gsub('hello world', 'o', '0')",
    "return string.gsub('hello world', 'o', '0', 1)",
    "return string.gsub('hello world', 'o', '0', 0)",
    "return string.gsub('hello world', 'o', '0', -1)",
    "return string.gsub('hello world', 'o', '0', 1.0)",
    "return string.gsub('hello world', 'o', '0', 1.5)",
    "return string.gsub('hello world', 'o', '0', '1')",
    "return string.gsub('hello world', 'o', '0', math.mininteger)",
    "return string.gsub('aaa', 'a', 'b', math.maxinteger)",
    "return string.gsub('hello world', '(o)', '[%1]')",
    "return string.gsub('hello world', 'o', '[%0]')",
    "return string.gsub('hello world', 'o', '[%1]')",
    "return string.gsub('hello world', '(l)(l)', '%2%1')",
    "return string.gsub('hello', 'l', '%%')",
    "return string.gsub('hello', 'l', '%%%%')",
    "return string.gsub('hello', 'l', '%')",
    "return string.gsub('hello', 'l', 'x%')",
    "return string.gsub('hello', 'l', '%x')",
    "return string.gsub('hello', 'l', '%2')",
    "return string.gsub('hello', '(l)', '%2')",
    "return string.gsub('hello', '(l', '%1')",
    "return string.gsub('hello', '()l', '%1')",
    "return string.gsub('hello', '()(l)', '%2%1%0')",
    "return string.gsub('hello', 'l', 5)",
    "return string.gsub('hello', 'l', 5.5)",
    "return string.gsub('hello', 'l', '')",
    "return string.gsub('hello', '', '')",
    "return string.gsub('abc', '%w', '%0%0')",
    "return string.gsub('abc', 'b*', '-')",
    "return string.gsub('abc', '', '-')",
    "return string.gsub('', '', 'x')",
    "return string.gsub('', 'x*', 'y')",
    "return string.gsub('abc', '.-', 'x')",
    "return string.gsub('a.b.c', '%.', '/')",
    "return string.gsub('abc', '[', '')",
    "return string.gsub('abc', 'x', '%')",
    "return string.gsub('abc\\0d', '%z', '<%0>')",
    "return string.gsub('hello world', '(%w+) (%w+)', '%2 %1')",
    "return string.gsub('abc', '.', '%0\\0')",
    /* gsub with a table */
    "return string.gsub('hello world', '%w+', {hello = 'HI', world = false})",
    "return string.gsub('hello world', '%w+', {hello = 1})",
    "return string.gsub('hello world', '%w+', {hello = 1.5})",
    "return string.gsub('hello world', '%w+', {hello = {}})",
    "return string.gsub('hello world', '%w+', {})",
    "return string.gsub('hello world', '(%w+) (%w+)', {hello = 'X'})",
    "return string.gsub('hello', '(h)(e)', {h = 1})",
    "return string.gsub('abc', '.', {a = '1', b = true})",
    "return string.gsub('abc', '()', {[1] = 'one', [3] = 'three'})",
    "return string.gsub('abc', '%w', setmetatable({}, {__index = function(t, k) return k:upper() end}))",
    "return string.gsub('abc', '(', {})",
    /* gsub with a function */
    "return string.gsub('hello world', '%w+', function(w) return w:upper() end)",
    "return string.gsub('hello world', '%w+', function(w) return nil end)",
    "return string.gsub('hello world', '%w+', function(w) return false end)",
    "return string.gsub('hello world', '%w+', function(w) end)",
    "return string.gsub('hello world', '%w+', function(w) return true end)",
    "return string.gsub('hello world', '%w+', function(w) return 42 end)",
    "return string.gsub('hello world', '%w+', function(w) return 4.5 end)",
    "return string.gsub('hello world', '%w+', function(w) return {} end)",
    "return string.gsub('hello world', '(%w)(%w*)', function(a, b) return b .. a end)",
    "return string.gsub('hello world', '()', function(p) return p end)",
    "return string.gsub('hello world', '(o)()', F)",
    "return string.gsub('hello world', '%w+', F, 1)",
    "return string.gsub('abc', '', function() return '-' end)",
    "return string.gsub('hello', 'l', function() error('boom') end)",
    "return string.gsub('hello', 'l', function() error({}) end)",
    "return string.gsub('hello', 'l', function() return string.gsub('xx', 'x', 'y') end)",
    "return string.gsub('a b', '%a', function(c) return string.match(c, '(%a)') .. string.find('zz', 'z') end)",
    "local n = 0 local s = string.gsub('abc', '%w', function(c) n = n + 1 return n end) return s, n",
    "return string.gsub('abc', '(', function() return 'x' end)",
    "return string.gsub('x', 'x', function() return 'a', 'b' end)",
};

START_TEST(test_cases)
{
    open_sides(2000000000L);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) same(cases[i]);
    printf("patterns: %ld hand-written cases compared\n", compared);
    /* the comparisons above are not vacuous: errors are raised, bombs bound */
    ours_has("return string.find('a', '%')", "malformed pattern (ends with '%')");
    ours_has("return string.find('a', '%f')", "missing '[' after '%f' in pattern");
    ours_has("return string.find('a', '[a')", "malformed pattern (missing ']')");
    ours_has("return string.find('a', '%b')", "missing arguments to '%b'");
    ours_has("return string.match('aa', '(a)%2')", "invalid capture index %2");
    ours_has("return string.find('a', '(')", "unfinished capture");
    ours_has("return string.match('a', ')')", "invalid pattern capture");
    ours_has("return string.match(string.rep('a', 300), string.rep('a?', 300))", "pattern too complex");
    ours_has("return string.gsub('a', 'a', true)", "string/function/table expected");
    ours_has("return string.gsub('a', 'a', function() return {} end)", "invalid replacement value (a table)");
    ours_has("return string.gsub('a', 'a', '%')", "invalid use of '%' in replacement string");
    ours_has("return G('^a', '^a')", "ok {{\"^a\"}}");
    close_sides();
}
END_TEST

/* Every class and its complement, bare, in a set and in a negated set. */
START_TEST(test_classes)
{
    open_sides(2000000000L);
    const char *cls = "acdglpsuwxzACDGLPSUWXZbByYq";
    for (const char *c = cls; *c; c++) {
        char body[400];
        snprintf(body, sizeof body,
                 "return pack(pcall(string.gsub, ALL, '%%%c', '')), pack(pcall(string.gsub, ALL, '[%%%c]+', '.')), "
                 "pack(pcall(string.gsub, ALL, '[^%%%c]', '')), pack(pcall(string.find, ALL, '%%%c+', 60)), "
                 "pack(pcall(string.gsub, ALL, '%%f[%%%c]', '|'))",
                 *c, *c, *c, *c, *c);
        same(body);
    }
    printf("patterns: %ld class cases compared\n", compared);
    close_sides();
}
END_TEST

/* ---- equivalence: random patterns --------------------------------------------- */

static const char *const atoms[] = {
    "a", "b", ".", "%a", "%d", "%s", "%w", "%W", "%p", "[ab]", "[^a]", "[a-c]", "[%d.]", "[]a]", "1", " ", "%.", "%(",
};
static const char *const specials[] = {
    "(", ")", "()", "%1", "%2", "%0", "%b()", "%bab", "%f[%w]", "%f[^a]", "%f[%z]", "%", "[", "[a", "%f", "%b",
    "-", "*", "+", "?", "$", "^", "%x",
};
static const char *const quants[] = {"", "", "", "*", "+", "-", "?"};
static const char *const repls[] = {"<%0>", "%1", "%%", "x", "%2", "%", "", "%1%1"};
static const char alphabet[] = "aab(b) .1A-";

#define PICK(r, a) ((a)[rng_below((r), (uint32_t)(sizeof(a) / sizeof((a)[0])))])

static void random_pattern(sow_rng *r, char *p, size_t cap)
{
    p[0] = 0;
    if (rng_below(r, 5) == 0) strcat(p, "^");
    int n = 1 + (int)rng_below(r, 6);
    for (int i = 0; i < n && strlen(p) + 24 < cap; i++) {
        uint32_t kind = rng_below(r, 8);
        if (kind < 5) {
            strcat(p, PICK(r, atoms));
            strcat(p, PICK(r, quants));
        } else if (kind < 7) { /* a closed group, so that captures mostly succeed */
            strcat(p, "(");
            strcat(p, PICK(r, atoms));
            strcat(p, PICK(r, quants));
            strcat(p, ")");
        } else
            strcat(p, PICK(r, specials));
    }
    if (rng_below(r, 5) == 0) strcat(p, "$");
}

static const char random_body[] =
    "local s, p, i, r = ... i = tonumber(i) "
    "local T = {a = 'X', b = false, [' '] = '_', ['1'] = 7} "
    "return pack(pcall(string.find, s, p, i)), pack(pcall(string.find, s, p, i, true)), "
    "pack(pcall(string.match, s, p, i)), pack(pcall(G, s, p, i)), pack(pcall(string.gsub, s, p, r)), "
    "pack(pcall(string.gsub, s, p, T)), pack(pcall(string.gsub, s, p, F, 2))";

START_TEST(test_random)
{
    open_sides(2000000000L);
    sow_rng r;
    sow_rng_seed(&r, 20240531, 0);
    for (int k = 0; k < 4000; k++) {
        char p[128], s[16], init[16];
        random_pattern(&r, p, sizeof p);
        size_t ls = rng_below(&r, 13);
        for (size_t i = 0; i < ls; i++) s[i] = alphabet[rng_below(&r, sizeof alphabet - 1)];
        s[ls] = 0;
        if (rng_below(&r, 4) == 0)
            snprintf(init, sizeof init, "nil");
        else /* from before the start to past the end */
            snprintf(init, sizeof init, "%d", (int)rng_below(&r, 31) - 14);
        const char *argv[] = {s, p, init, PICK(&r, repls)};
        same_args(random_body, 4, argv, NULL);
    }
    printf("patterns: %ld random cases compared (7 calls each)\n", compared);
    close_sides();
}
END_TEST

/* ---- bombs ------------------------------------------------------------------ */

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Runs body in the sandbox; the status, with the time it took in *secs. */
static int timed(const char *body, int argc, const char *const *argv, const size_t *lens, double *secs)
{
    double t0 = now();
    int st = run(&our_side, body, argc, argv, lens);
    *secs = now() - t0;
    return st;
}

static void stops(const char *body, int argc, const char *const *argv, const size_t *lens)
{
    double secs;
    int st = timed(body, argc, argv, lens, &secs);
    const char *msg = st != LUA_OK && lua_type(box.L, -1) == LUA_TSTRING ? lua_tostring(box.L, -1) : "";
    ck_assert_msg(st != LUA_OK && box.tripped == SOW_SB_WORK, "not stopped by the work limit: %s (%s)", body, msg);
    ck_assert_msg(strstr(msg, "work limit") != NULL, "%s: raised %s", body, msg);
    ck_assert_msg(secs < 1.0, "%s: stopped after %.2f s", body, secs);
    printf("patterns: stopped in %.4f s: %.70s\n", secs, body);
    lua_settop(box.L, 0);
}

static void finishes(const char *body, int argc, const char *const *argv, const size_t *lens)
{
    double secs;
    int st = timed(body, argc, argv, lens, &secs);
    ck_assert_msg(st == LUA_OK, "%s failed: %s", body, lua_tostring(box.L, -1));
    lua_settop(box.L, 0);
}

START_TEST(test_bombs)
{
    open_sides(1000000L);
    stops("return ('a'):rep(30):find(('a*'):rep(30) .. 'b')", 0, NULL, NULL);
    stops("return ('a'):rep(30):match(('a*'):rep(30) .. 'b')", 0, NULL, NULL);
    stops("for x in ('a'):rep(30):gmatch(('a*'):rep(30) .. 'b') do end", 0, NULL, NULL);
    stops("return ('a'):rep(30):gsub(('a*'):rep(30) .. 'b', '')", 0, NULL, NULL);
    stops("return ('a'):rep(30):find(('.-'):rep(30) .. 'b')", 0, NULL, NULL);
    stops("return ('a'):rep(60):find(('(a?)'):rep(30) .. ('a'):rep(30) .. 'b')", 0, NULL, NULL);
    stops("pcall(string.find, ('a'):rep(30), ('a*'):rep(30) .. 'b') return 1", 0, NULL, NULL);
    finishes("return ('a'):rep(30):find(('a*'):rep(3) .. 'b')", 0, NULL, NULL);

    /* quadratic plain finds: 1e5 candidates of 1e3 bytes each */
    size_t lh = 100000, ln = 1001;
    char *hay = malloc(lh), *needle = malloc(ln), *other = malloc(ln);
    ck_assert(hay && needle && other);
    memset(hay, 'a', lh);
    memset(needle, 'a', ln - 1);
    needle[ln - 1] = 'b';
    memset(other, 'b', ln);
    const char *argv[] = {hay, needle};
    const size_t lens[] = {lh, ln};
    stops("local h, n = ... return h:find(n, 1, true)", 2, argv, lens);
    stops("local h, n = ... return h:find(n)", 2, argv, lens);
    stops("local h, n = ... return h:gsub(n, '')", 2, argv, lens);
    const char *argv2[] = {hay, other};
    finishes("local h, n = ... return h:find(n, 1, true)", 2, argv2, lens);
    finishes("local h, n = ... return h:find(n)", 2, argv2, lens);
    /* a long set costs its length at every test */
    stops("local set = '[' .. ('b'):rep(50000) .. 'a]' return (('a'):rep(100)):find(set .. '*c')", 0, NULL, NULL);
    free(hay);
    free(needle);
    free(other);
    close_sides();
}
END_TEST

/* ---- charging --------------------------------------------------------------- */

/* The work a body charged on a subject of n bytes, in units of n. */
static double work_per_byte(const char *body, const char *s, size_t n)
{
    const char *argv[] = {s};
    double secs;
    int st = timed(body, 1, argv, &n, &secs);
    ck_assert_msg(st == LUA_OK, "%s failed: %s", body, lua_tostring(box.L, -1));
    lua_settop(box.L, 0);
    return (double)box.work / (double)n;
}

/* The same, less what passing the subject costs (the sandbox charges big blocks). */
static double match_work_per_byte(const char *body, const char *s, size_t n)
{
    return work_per_byte(body, s, n) - work_per_byte("local s = ... return #s", s, n);
}

START_TEST(test_charging)
{
    static const struct {
        const char *body;
        double most;              /* work per subject byte */
    } runs[] = {
        {"local s = ... return s:find('xyz')", 2},
        {"local s = ... return s:find('x', 1, true)", 2},
        {"local s = ... return s:find('jjj')", 2},
        {"local s = ... return s:find('%d')", 6},
        {"local s = ... return s:find('x+')", 4},
        {"local s = ... return s:match('j$')", 6},
        {"local s = ... return s:match('^(.*)$')", 6},
        {"local s = ... return s:gsub('a', 'A')", 6},
        {"local s = ... return s:gsub('%a', '%0')", 9},
        {"local s = ... local n = 0 for w in s:gmatch('%a+') do n = n + 1 end return n", 6},
        {"local s = ... local n = 0 for w in s:gmatch('[a-e]+') do n = n + 1 end return n", 12},
    };
    size_t n = (size_t)1 << 20;
    char *s = malloc(n);
    ck_assert_ptr_nonnull(s);
    for (size_t i = 0; i < n; i++) s[i] = (char)('a' + i % 10);
    open_sides(1000000000L);
    for (size_t i = 0; i < sizeof runs / sizeof runs[0]; i++) {
        double w = match_work_per_byte(runs[i].body, s, n);
        printf("patterns: %-75s %.2f work per byte\n", runs[i].body, w);
        ck_assert_msg(w >= 0.5 && w <= runs[i].most, "%s: %.2f work per byte", runs[i].body, w);
    }
    close_sides();
    free(s);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("patterns");
    TCase *eq = tcase_create("equivalence");
    tcase_set_timeout(eq, 300); /* thousands of cases, slow under the sanitizers */
    tcase_add_test(eq, test_cases);
    tcase_add_test(eq, test_classes);
    tcase_add_test(eq, test_random);
    suite_add_tcase(s, eq);
    TCase *lim = tcase_create("limits");
    tcase_add_test(lim, test_bombs);
    tcase_add_test(lim, test_charging);
    suite_add_tcase(s, lim);
    return run_suite(s);
}
