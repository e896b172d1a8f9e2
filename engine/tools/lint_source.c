/* lint_source.c - the Lua source read as tokens: a key given twice in one
 * table constructor (Lua keeps the last without a word). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lint_internal.h"

/* ---- the Lua source: keys given twice ----------------------------------- */

typedef enum { T_NAME, T_STRING, T_NUMBER, T_PUNCT } tok_type;
typedef struct {
    tok_type type;
    size_t start, len;           /* for strings: the contents between the quotes */
    int line;
} tok;

typedef struct { tok *t; int n, cap; } toks;

static void push_tok(toks *ts, tok_type type, size_t start, size_t len, int line)
{
    if (ts->n == ts->cap) {
        int cap = ts->cap ? 2 * ts->cap : 256;
        ts->t = sow_xrealloc(ts->t, (size_t)cap * sizeof *ts->t);
        ts->cap = cap;
    }
    ts->t[ts->n++] = (tok){type, start, len, line};
}

/* At s[i] == '[': the level of a long bracket [==[ (>= 0), or -1. */
static int long_open(const char *s, size_t len, size_t i)
{
    size_t j = i + 1;
    int level = 0;
    while (j < len && s[j] == '=') {
        j++;
        level++;
    }
    return j < len && s[j] == '[' ? level : -1;
}

/* Skips a long bracket of `level` opening at i; returns the offset after
 * it and counts lines. Sets body and blen to the contents. */
static size_t long_skip(const char *s, size_t len, size_t i, int level, int *line, size_t *body, size_t *blen)
{
    size_t j = i + (size_t)level + 2;
    *body = j;
    for (; j < len; j++) {
        if (s[j] == '\n') (*line)++;
        if (s[j] == ']') {
            size_t k = j + 1;
            int l = 0;
            while (k < len && s[k] == '=') {
                k++;
                l++;
            }
            if (l == level && k < len && s[k] == ']') {
                *blen = j - *body;
                return k + 1;
            }
        }
    }
    *blen = len - *body;
    return len;
}

static int tokenize(const char *s, size_t len, toks *ts)
{
    size_t i = 0;
    int line = 1;
    while (i < len) {
        unsigned char c = (unsigned char)s[i];
        if (c == '\n') {
            line++;
            i++;
        } else if (isspace(c)) {
            i++;
        } else if (c == '-' && i + 1 < len && s[i + 1] == '-') {
            i += 2;
            int level = i < len && s[i] == '[' ? long_open(s, len, i) : -1;
            if (level >= 0) {
                size_t b, bl;
                i = long_skip(s, len, i, level, &line, &b, &bl);
            } else {
                while (i < len && s[i] != '\n') i++;
            }
        } else if (c == '"' || c == '\'') {
            int at = line;
            size_t start = ++i;
            while (i < len && s[i] != (char)c && s[i] != '\n') {
                if (s[i] == '\\' && i + 1 < len) {
                    if (s[i + 1] == '\n') line++;
                    i++;
                }
                i++;
            }
            push_tok(ts, T_STRING, start, i - start, at);
            if (i < len && s[i] == (char)c) i++;
        } else if (c == '[' && long_open(s, len, i) >= 0) {
            int at = line;
            size_t b, bl;
            i = long_skip(s, len, i, long_open(s, len, i), &line, &b, &bl);
            push_tok(ts, T_STRING, b, bl, at);
        } else if (isalpha(c) || c == '_') {
            size_t start = i;
            while (i < len && (isalnum((unsigned char)s[i]) || s[i] == '_')) i++;
            push_tok(ts, T_NAME, start, i - start, line);
        } else if (isdigit(c) || (c == '.' && i + 1 < len && isdigit((unsigned char)s[i + 1]))) {
            size_t start = i;
            int hex = c == '0' && i + 1 < len && (s[i + 1] == 'x' || s[i + 1] == 'X');
            while (i < len) {
                char ch = s[i];
                if (isalnum((unsigned char)ch) || ch == '.')
                    i++;
                else if ((ch == '+' || ch == '-') && s[i - 1] && strchr(hex ? "pP" : "eE", s[i - 1]))
                    i++;
                else
                    break;
            }
            push_tok(ts, T_NUMBER, start, i - start, line);
        } else {
            size_t n = 1;
            static const char *const two[] = {"==", "~=", "<=", ">=", "..", "::", "//", "<<", ">>"};
            if (i + 2 < len && !strncmp(s + i, "...", 3)) n = 3;
            else
                for (size_t k = 0; k < sizeof two / sizeof two[0]; k++)
                    if (i + 1 < len && !strncmp(s + i, two[k], 2)) n = 2;
            push_tok(ts, T_PUNCT, i, n, line);
            i += n;
        }
    }
    return 0;
}

static int is_tok(const char *s, const tok *t, tok_type type, const char *text)
{
    return t->type == type && t->len == strlen(text) && !strncmp(s + t->start, text, t->len);
}

static int is_keyword(const char *s, const tok *t)
{
    static const char *const kw[] = {"and", "break", "do", "else", "elseif", "end", "false", "for",
        "function", "goto", "if", "in", "local", "nil", "not", "or", "repeat", "return", "then",
        "true", "until", "while"};
    for (size_t i = 0; i < sizeof kw / sizeof kw[0]; i++)
        if (is_tok(s, t, T_NAME, kw[i])) return 1;
    return 0;
}

enum { KEY_LEN = 96, PATH_LEN = 160, MAX_DEPTH = 64 };

typedef struct { char key[KEY_LEN]; int line; } key_rec;
typedef struct {
    int table;                   /* 1: a table constructor; 0: a block (function, do, if, repeat) */
    char path[PATH_LEN];
    key_rec *keys;
    int nkeys, cap;
} frame;

/* The key written by tokens ending at index i (a NAME, or [ STRING|NUMBER ]),
 * into buf; returns the index of its first token, or -1. */
static int key_before(const char *s, const toks *ts, int i, char *buf, size_t cap)
{
    const tok *t = ts->t;
    if (i >= 0 && t[i].type == T_NAME) {
        snprintf(buf, cap, "%.*s", (int)t[i].len, s + t[i].start);
        return i;
    }
    if (i >= 2 && is_tok(s, &t[i], T_PUNCT, "]") && is_tok(s, &t[i - 2], T_PUNCT, "[") &&
        (t[i - 1].type == T_STRING || t[i - 1].type == T_NUMBER)) {
        if (t[i - 1].type == T_STRING)
            snprintf(buf, cap, "[\"%.*s\"]", (int)(t[i - 1].len < 80 ? t[i - 1].len : 80), s + t[i - 1].start);
        else
            snprintf(buf, cap, "[%.*s]", (int)(t[i - 1].len < 80 ? t[i - 1].len : 80), s + t[i - 1].start);
        return i - 2;
    }
    return -1;
}

static void join_path(char *out, size_t cap, const char *path, const char *key)
{
    if (!path[0]) snprintf(out, cap, "%s", key);
    else if (key[0] == '[') snprintf(out, cap, "%s%s", path, key);
    else snprintf(out, cap, "%s.%s", path, key);
}

int sow_lint_source(const char *src, size_t len, sow_lint_report *rep)
{
    toks ts = {0};
    frame st[MAX_DEPTH];
    int depth = 0, deep = 0, found = 0;
    memset(st, 0, sizeof st);
    if (tokenize(src, len, &ts)) {
        free(ts.t);
        return 0;
    }
    for (int i = 0; i < ts.n; i++) {
        const tok *t = &ts.t[i];
        if (is_tok(src, t, T_PUNCT, "{")) {
            if (depth == MAX_DEPTH) {
                deep++;
                continue;
            }
            frame *f = &st[depth++];
            f->table = 1;
            f->nkeys = 0;
            char key[KEY_LEN] = "";
            const char *parent = "";
            for (int d = depth - 2; d >= 0; d--)
                if (st[d].table) {
                    parent = st[d].path;
                    break;
                }
            int keyed = i >= 2 && is_tok(src, &ts.t[i - 1], T_PUNCT, "=") &&
                        key_before(src, &ts, i - 2, key, sizeof key) >= 0;
            if (!keyed && i >= 1 && ts.t[i - 1].type == T_NAME && !is_keyword(src, &ts.t[i - 1])) /* open { ... } */
                snprintf(key, sizeof key, "%.*s", (int)ts.t[i - 1].len, src + ts.t[i - 1].start);
            if (key[0]) join_path(f->path, sizeof f->path, parent, key);
            else snprintf(f->path, sizeof f->path, "%s", parent);
        } else if (is_tok(src, t, T_PUNCT, "}")) {
            if (deep) {
                deep--;
                continue;
            }
            while (depth > 0) {
                frame *f = &st[--depth];
                int was_table = f->table;
                f->nkeys = 0;
                if (was_table) break;
            }
        } else if (t->type == T_NAME && (is_tok(src, t, T_NAME, "function") || is_tok(src, t, T_NAME, "if") ||
                                         is_tok(src, t, T_NAME, "do") || is_tok(src, t, T_NAME, "repeat"))) {
            if (depth == MAX_DEPTH) {
                deep++;
                continue;
            }
            frame *f = &st[depth++];
            f->table = 0;
            f->nkeys = 0;
            f->path[0] = '\0';
        } else if (is_tok(src, t, T_NAME, "end") || is_tok(src, t, T_NAME, "until")) {
            if (deep) {
                deep--;
                continue;
            }
            if (depth > 0 && !st[depth - 1].table) depth--;
        } else if (is_tok(src, t, T_PUNCT, "=") && depth > 0 && st[depth - 1].table) {
            char key[KEY_LEN];
            int first = key_before(src, &ts, i - 1, key, sizeof key);
            if (first < 1) continue;
            const tok *p = &ts.t[first - 1];
            if (!is_tok(src, p, T_PUNCT, "{") && !is_tok(src, p, T_PUNCT, ",") && !is_tok(src, p, T_PUNCT, ";"))
                continue;
            frame *f = &st[depth - 1];
            int line = ts.t[first].line, k;
            for (k = 0; k < f->nkeys; k++)
                if (!strcmp(f->keys[k].key, key)) break;
            if (k < f->nkeys) {
                char where[PATH_LEN + KEY_LEN];
                join_path(where, sizeof where, f->path, key);
                sow_lint_add(rep, SOW_LINT_WARNING, "field-twice", where, line,
                             "%s is given twice in one table (lines %d and %d); Lua keeps the last "
                             "(line %d) and silently drops the first", where, f->keys[k].line, line, line);
                f->keys[k].line = line;
                found++;
                continue;
            }
            if (f->nkeys == f->cap) {
                int cap = f->cap ? 2 * f->cap : 16;
                f->keys = sow_xrealloc(f->keys, (size_t)cap * sizeof *f->keys);
                f->cap = cap;
            }
            snprintf(f->keys[f->nkeys].key, KEY_LEN, "%s", key);
            f->keys[f->nkeys++].line = line;
        }
    }
    for (int d = 0; d < MAX_DEPTH; d++) free(st[d].keys);
    free(ts.t);
    return found;
}
