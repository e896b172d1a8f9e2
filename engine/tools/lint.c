/* lint.c - static checks of a spec (see lint.h, docs/lint.md).
 *
 * Four families of checks: the open questions (every reading loaded and
 * compared with the default), the compiled rules (combinations that can
 * never end, thresholds that cannot be reached, relays that never stop),
 * the Lua source (a key given twice in one table constructor: Lua keeps
 * the last without a word) and the rules file (every rule id and question
 * id of the project's rule texts, docs/rules/X.md, traced in the spec). */
#include <ctype.h>
#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <jansson.h>

#include "sow_tools.h"

/* ---- the report ---------------------------------------------------------- */

const char *sow_lint_severity_name(sow_lint_severity s)
{
    return s == SOW_LINT_ERROR ? "error" : s == SOW_LINT_WARNING ? "warning" : "note";
}

void sow_lint_add(sow_lint_report *rep, sow_lint_severity sev, const char *code, const char *where,
                  int line, const char *fmt, ...)
{
    if (rep->n == rep->cap) {
        int cap = rep->cap ? 2 * rep->cap : 16;
        sow_lint_finding *f = realloc(rep->f, (size_t)cap * sizeof *f);
        if (!f) return;                              /* out of memory: the finding is lost */
        rep->f = f;
        rep->cap = cap;
    }
    sow_lint_finding *x = &rep->f[rep->n++];
    memset(x, 0, sizeof *x);
    x->severity = sev;
    snprintf(x->code, sizeof x->code, "%s", code);
    snprintf(x->where, sizeof x->where, "%s", where ? where : "");
    x->line = line;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(x->msg, sizeof x->msg, fmt, ap);
    va_end(ap);
    if (sev == SOW_LINT_ERROR) rep->errors++;
    else if (sev == SOW_LINT_WARNING) rep->warnings++;
    else rep->notes++;
}

void sow_lint_sort(sow_lint_report *rep)
{
    /* stable: by severity, keeping the order the checks found them in */
    sow_lint_finding *tmp = rep->n ? malloc((size_t)rep->n * sizeof *tmp) : NULL;
    if (!tmp) return;
    int k = 0;
    for (int s = SOW_LINT_ERROR; s <= SOW_LINT_NOTE; s++)
        for (int i = 0; i < rep->n; i++)
            if ((int)rep->f[i].severity == s) tmp[k++] = rep->f[i];
    memcpy(rep->f, tmp, (size_t)rep->n * sizeof *tmp);
    free(tmp);
}

void sow_lint_free(sow_lint_report *rep)
{
    free(rep->f);
    memset(rep, 0, sizeof *rep);
}

char *sow_lint_json(const sow_lint_report *rep)
{
    json_t *a = json_array();
    if (!a) return NULL;
    for (int i = 0; i < rep->n; i++) {
        const sow_lint_finding *f = &rep->f[i];
        json_t *o = json_object();
        if (!o) break;
        json_object_set_new(o, "severity", json_string(sow_lint_severity_name(f->severity)));
        json_object_set_new(o, "code", json_string(f->code));
        json_object_set_new(o, "where", json_string(f->where));
        if (f->line > 0) json_object_set_new(o, "line", json_integer(f->line));
        json_object_set_new(o, "message", json_string(f->msg));
        json_array_append_new(a, o);
    }
    char *s = json_dumps(a, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    json_decref(a);
    if (!s) return NULL;
    /* jansson's allocator is malloc unless replaced; copy to be sure */
    char *out = malloc(strlen(s) + 1);
    if (out) strcpy(out, s);
    free(s);
    return out;
}

/* ---- reading files ------------------------------------------------------- */

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        if (n + 1 >= cap) {
            if (cap > ((size_t)32 << 20)) break;     /* the loader refuses beyond 16 MiB */
            char *b = realloc(buf, cap * 2);
            if (!b) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = b;
            cap *= 2;
        }
        size_t k = fread(buf + n, 1, cap - 1 - n, f);
        n += k;
        if (k == 0) break;
    }
    fclose(f);
    if (buf) buf[n] = '\0';
    if (len) *len = n;
    return buf;
}

/* The 1-based line of byte offset off in src. */
static int line_at(const char *src, size_t off)
{
    int line = 1;
    for (size_t i = 0; i < off && src[i]; i++) line += src[i] == '\n';
    return line;
}

/* ---- the Lua source: keys given twice ----------------------------------- */

typedef enum { T_NAME, T_STRING, T_NUMBER, T_PUNCT } tok_type;
typedef struct {
    tok_type type;
    size_t start, len;           /* for strings: the contents between the quotes */
    int line;
} tok;

typedef struct { tok *t; int n, cap; } toks;

static int push_tok(toks *ts, tok_type type, size_t start, size_t len, int line)
{
    if (ts->n == ts->cap) {
        int cap = ts->cap ? 2 * ts->cap : 256;
        tok *t = realloc(ts->t, (size_t)cap * sizeof *t);
        if (!t) return -1;
        ts->t = t;
        ts->cap = cap;
    }
    ts->t[ts->n++] = (tok){type, start, len, line};
    return 0;
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
            if (push_tok(ts, T_STRING, start, i - start, at)) return -1;
            if (i < len && s[i] == (char)c) i++;
        } else if (c == '[' && long_open(s, len, i) >= 0) {
            int at = line;
            size_t b, bl;
            i = long_skip(s, len, i, long_open(s, len, i), &line, &b, &bl);
            if (push_tok(ts, T_STRING, b, bl, at)) return -1;
        } else if (isalpha(c) || c == '_') {
            size_t start = i;
            while (i < len && (isalnum((unsigned char)s[i]) || s[i] == '_')) i++;
            if (push_tok(ts, T_NAME, start, i - start, line)) return -1;
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
            if (push_tok(ts, T_NUMBER, start, i - start, line)) return -1;
        } else {
            size_t n = 1;
            static const char *const two[] = {"==", "~=", "<=", ">=", "..", "::", "//", "<<", ">>"};
            if (i + 2 < len && !strncmp(s + i, "...", 3)) n = 3;
            else
                for (size_t k = 0; k < sizeof two / sizeof two[0]; k++)
                    if (i + 1 < len && !strncmp(s + i, two[k], 2)) n = 2;
            if (push_tok(ts, T_PUNCT, i, n, line)) return -1;
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
                key_rec *kr = realloc(f->keys, (size_t)cap * sizeof *kr);
                if (!kr) continue;
                f->keys = kr;
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

/* ---- the compiled rules ---------------------------------------------------- */

/* Adds a rules finding; under a reading, only when the default rules do
 * not already have it (same code and field), and marked @ID=KW. */
typedef struct {
    sow_lint_report *rep;
    const char *reading;         /* "ID=KW", or NULL for the default readings */
    const sow_lint_report *base; /* the default rules' findings (for a reading) */
} rctx;

static void radd(rctx *c, sow_lint_severity sev, const char *code, const char *field, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;
static void radd(rctx *c, sow_lint_severity sev, const char *code, const char *field, const char *fmt, ...)
{
    char msg[SOW_TEXT_LEN * 2], where[SOW_NAME_LEN * 2];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (c->reading) {
        for (int i = 0; c->base && i < c->base->n; i++)
            if (!strcmp(c->base->f[i].code, code) && !strcmp(c->base->f[i].where, field)) return;
        snprintf(where, sizeof where, "%s@%s", field, c->reading);
        sow_lint_add(c->rep, sev, code, where, 0, "under %s: %s", c->reading, msg);
    } else {
        sow_lint_add(c->rep, sev, code, field, 0, "%s", msg);
    }
}

/* The engine asks its endless prover first at this many quiet plies (game.c). */

static void check_rules(const sow_rules *r, rctx *c)
{
    int total = r->total, any_capture = 0, all_even = 1;
    for (int n = 1; n <= total && n <= SOW_MAX_SEEDS; n++)
        if (r->capture[n]) {
            any_capture = 1;
            if (n % 2) all_even = 0;
        }

    /* seeds leave the board only by capture */
    if (!any_capture) {
        int other_end = r->feed != SOW_FEED_NONE || r->empty_row == SOW_EMPTY_END || r->endless_rest != SOW_REST_GAP;
        if (other_end)
            radd(c, SOW_LINT_WARNING, "no-capture", "capture.counts",
                 "no count from 1 to %d captures: seeds never leave the board, so it never empties and "
                 "every game must end by another rule (feeding, an empty row or endless play)", total);
        else
            radd(c, SOW_LINT_ERROR, "no-capture", "capture.counts",
                 "no count from 1 to %d captures: seeds never leave the board, board_empty is the only "
                 "end and endless play is a rule gap, so no game can ever be decided", total);
    } else if (all_even && !r->opposite && total % 2) {
        if (!r->lone_seed_set && r->endless_rest == SOW_REST_GAP)
            radd(c, SOW_LINT_WARNING, "parity-endless", "capture.counts",
                 "seeds leave the board in even numbers only: with an odd total (%d) one seed always "
                 "stays; the spec has no rule for it (no lone_seed, endless rest = gap)", total);
        else if (r->endless_rest == SOW_REST_SPLIT)
            radd(c, SOW_LINT_WARNING, "parity-split", "finish.endless.rest",
                 "seeds leave the board in even numbers only and the total (%d) is odd: an endless game "
                 "always leaves an odd number, which cannot be split equally (an odd_split gap)", total);
    }

    /* thresholds: a majority is more than half of the seeds in play */
    int threshold = r->threshold == SOW_MAJORITY ? total / 2 + 1 : r->threshold;
    int win_needs = r->win_needs == SOW_MAJORITY ? total / 2 + 1 : r->win_needs;
    if (threshold > total)
        radd(c, SOW_LINT_ERROR, "threshold-unreachable", "finish.threshold",
             "the threshold (%d) is above the total of seeds (%d): no player can ever reach it",
             threshold, total);
    if (win_needs > total)
        radd(c, SOW_LINT_ERROR, "threshold-unreachable", "finish.win_needs",
             "a win needs %d seeds but there are only %d: every game is a draw", win_needs, total);
    if (threshold && threshold <= total && r->threshold_stop && win_needs > threshold)
        radd(c, SOW_LINT_WARNING, "threshold-below-win", "finish.threshold",
             "play stops when a player reaches %d, yet a win needs %d: a game stopped at the "
             "threshold can end in a draw", threshold, win_needs);
    if (threshold && threshold <= total && !r->threshold_stop)
        radd(c, SOW_LINT_NOTE, "threshold-inert", "finish.threshold",
             "with at_threshold = play_on the threshold (%d%s) ends nothing: the engine decides wins by "
             "win_needs (%d) and the larger count alone", threshold,
             r->threshold == SOW_MAJORITY ? ", a majority" : "", win_needs);

    /* relay */
    if (r->relay_on) {
        if (r->relay[1])
            radd(c, SOW_LINT_WARNING, "relay-one", "sow.relay",
                 "the relay counts include 1: a lap ending in an empty pit relays, lifting its single "
                 "seed and sowing on");
        int endless = 1;
        char shadow[128] = "";
        size_t sl = 0;
        for (int n = 1; n <= total && n <= SOW_MAX_SEEDS; n++) {
            if (!r->relay[n] || r->capture[n]) endless = 0;
            if (r->relay[n] && r->capture[n] && r->capture_rows == SOW_ROWS_ANY && sl + 12 < sizeof shadow)
                sl += (size_t)snprintf(shadow + sl, sizeof shadow - sl, "%s%d", sl ? ", " : "", n);
        }
        if (endless)
            radd(c, SOW_LINT_ERROR, "relay-endless", "sow.relay",
                 "every count from 1 to %d relays and none captures: a turn can never end", total);
        if (shadow[0])
            radd(c, SOW_LINT_NOTE, "relay-shadowed", "sow.relay",
                 "the counts %s both relay and capture; a capture (in either row) ends the lap first, "
                 "so they never relay", shadow);
    }

    /* a limit before the rule it should back */
    if (r->endless_detect == SOW_DETECT_PLIES && r->endless_plies > r->max_plies)
        radd(c, SOW_LINT_WARNING, "limits-shadow", "limits.plies",
             "limits.plies (%d) is below finish.endless.plies (%d): the endless rule can never fire",
             r->max_plies, r->endless_plies);
}

/* ---- the open questions ---------------------------------------------------- */

/* A copy of r with the readings chosen zeroed, for comparison. */
static void normalize(sow_rules *r)
{
    for (int i = 0; i < r->nquestions; i++) r->question[i].chosen = 0;
}

/* The rules as written (hashes and derived tables aside). */
static int same_rules(const sow_rules *a, const sow_rules *b)
{
    return sow_rules_same(a, b);
}

/* The line of the first "ID" (quoted) in src, or 0. */
static int quoted_line(const char *src, const char *id)
{
    char q[SOW_NAME_LEN + 4];
    snprintf(q, sizeof q, "\"%s\"", id);
    const char *p = src ? strstr(src, q) : NULL;
    return p ? line_at(src, (size_t)(p - src)) : 0;
}

static void check_questions(const char *path, const char *src, const sow_rules *def, sow_lint_report *rep,
                            const sow_lint_report *base)
{
    sow_rules *rr = malloc(SOW_MAX_READINGS * sizeof *rr);
    int ok[SOW_MAX_READINGS];
    if (!rr) {
        sow_lint_add(rep, SOW_LINT_NOTE, "lint-skipped", "open", 0,
                     "out of memory: the readings were not compared");
        return;
    }
    sow_rules *d = malloc(sizeof *d);
    if (!d) {
        free(rr);
        return;
    }
    *d = *def;
    normalize(d);
    for (int j = 0; j < def->nquestions; j++) {
        const sow_question *q = &def->question[j];
        int qline = quoted_line(src, q->id);
        if (q->nreadings == 1) {
            sow_lint_add(rep, SOW_LINT_NOTE, "question-single-reading", q->id, qline,
                         "%s has a single reading ('%s'): it documents the question but changes nothing",
                         q->id, q->reading[0]);
            continue;
        }
        for (int k = 1; k < q->nreadings; k++) {
            sow_choice ch;
            sow_error e;
            char where[SOW_NAME_LEN * 2];
            memset(&ch, 0, sizeof ch);
            snprintf(ch.id, sizeof ch.id, "%s", q->id);
            snprintf(ch.reading, sizeof ch.reading, "%s", q->reading[k]);
            snprintf(where, sizeof where, "%s=%s", q->id, q->reading[k]);
            ok[k] = sow_spec_load(path, &ch, 1, &rr[k], &e) == 0;
            if (!ok[k]) {
                char field[sizeof e.field + 16] = "";
                if (e.field[0] && strncmp(e.msg, "field ", 6) && strncmp(e.msg, "unknown field", 13))
                    snprintf(field, sizeof field, "field %s: ", e.field);
                sow_lint_add(rep, SOW_LINT_ERROR, "reading-invalid", where, e.line ? e.line : qline,
                             "reading '%s' of %s does not load: %s%s", q->reading[k], q->id, field, e.msg);
                continue;
            }
            normalize(&rr[k]);
            if (same_rules(&rr[k], d)) {
                sow_lint_add(rep, SOW_LINT_WARNING, "question-no-effect", where, qline,
                             "reading '%s' of %s compiles to the same rules as the default '%s': it changes nothing",
                             q->reading[k], q->id, q->reading[0]);
                ok[k] = 2;                           /* same as the default: no pair report */
                continue;
            }
            for (int m = 1; m < k; m++)
                if (ok[m] == 1 && same_rules(&rr[m], &rr[k])) {
                    sow_lint_add(rep, SOW_LINT_WARNING, "readings-identical", where, qline,
                                 "readings '%s' and '%s' of %s compile to the same rules", q->reading[m],
                                 q->reading[k], q->id);
                    break;
                }
            /* the rules checks under this reading, new findings only */
            rctx c = {rep, where, base};
            check_rules(&rr[k], &c);
        }
    }
    free(d);
    free(rr);
}

/* ---- the rules file --------------------------------------------------------- */

typedef struct { char id[32]; int question; } rid;
typedef struct {
    rid *id;
    int n, cap;
    char prefix[16];
    char path[SOW_TEXT_LEN * 2];
} rules_file;

static int is_upper(int ch) { return ch >= 'A' && ch <= 'Z'; }
static int is_digit(int ch) { return ch >= '0' && ch <= '9'; }

/* An id XX.YYn at s (no boundary check): its length, or 0. */
static size_t id_at(const char *s)
{
    size_t i = 0;
    while (is_upper((unsigned char)s[i])) i++;
    if (i == 0 || s[i] != '.') return 0;
    size_t j = ++i;
    while (is_upper((unsigned char)s[i])) i++;
    if (i == j || !is_digit((unsigned char)s[i])) return 0;
    while (is_digit((unsigned char)s[i])) i++;
    if (isalnum((unsigned char)s[i]) || s[i] == '_') return 0;
    return i;
}

static void prefix_of(const char *id, char *buf, size_t cap)
{
    size_t n = strcspn(id, ".");
    snprintf(buf, cap, "%.*s", (int)(n < cap ? n : cap - 1), id);
}

static void add_rid(rules_file *f, const char *s, size_t n, int question)
{
    for (int i = 0; i < f->n; i++)
        if (strlen(f->id[i].id) == n && !strncmp(f->id[i].id, s, n)) return;
    if (f->n == f->cap) {
        int cap = f->cap ? 2 * f->cap : 32;
        rid *x = realloc(f->id, (size_t)cap * sizeof *x);
        if (!x) return;
        f->id = x;
        f->cap = cap;
    }
    snprintf(f->id[f->n].id, sizeof f->id[f->n].id, "%.*s", (int)(n < 31 ? n : 31), s);
    f->id[f->n++].question = question;
}

/* Rules: lines "- XX.Rn ..."; questions: "| XX.Qn |" as a table's first column. */
static void parse_rules(const char *text, rules_file *f)
{
    const char *line = text;
    while (line && *line) {
        const char *p = line;
        if (p[0] == '-' && p[1] == ' ') {
            size_t n = id_at(p + 2);
            if (n) add_rid(f, p + 2, n, 0);
        } else if (p[0] == '|') {
            p++;
            while (*p == ' ') p++;
            size_t n = id_at(p);
            if (n) {
                const char *e = p + n;
                while (*e == ' ') e++;
                const char *dot = strchr(p, '.');
                if (*e == '|' && dot && dot[1] == 'Q' && is_digit((unsigned char)dot[2])) add_rid(f, p, n, 1);
            }
        }
        line = strchr(line, '\n');
        if (line) line++;
    }
    if (f->n) prefix_of(f->id[0].id, f->prefix, sizeof f->prefix);
}

static int is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Reads every DIR/X.md with ids; returns how many (files[] filled). */
static int read_rules_dir(const char *dir, rules_file *files, int max)
{
    DIR *d = opendir(dir);
    int n = 0;
    if (!d) return 0;
    struct dirent *e;
    while ((e = readdir(d)) && n < max) {
        size_t l = strlen(e->d_name);
        if (l < 4 || strcmp(e->d_name + l - 3, ".md")) continue;
        rules_file *f = &files[n];
        memset(f, 0, sizeof *f);
        int k = snprintf(f->path, sizeof f->path, "%s/%s", dir, e->d_name);
        if (k < 0 || (size_t)k >= sizeof f->path) continue;
        char *text = slurp(f->path, NULL);
        if (!text) continue;
        parse_rules(text, f);
        free(text);
        if (f->n) n++;
        else free(f->id);
    }
    closedir(d);
    return n;
}

/* 1 if id occurs in src as a whole id (not IV.C1 inside IV.C10). */
static int mentions(const char *src, const char *id)
{
    size_t n = strlen(id);
    for (const char *p = src; (p = strstr(p, id)); p++) {
        int before = p > src && (isalnum((unsigned char)p[-1]) || p[-1] == '_' || p[-1] == '.');
        int after = isalnum((unsigned char)p[n]) || p[n] == '_';
        if (!before && !after) return 1;
    }
    return 0;
}

static int declared(const sow_rules *r, const char *id)
{
    for (int i = 0; i < r->nquestions; i++)
        if (!strcmp(r->question[i].id, id)) return 1;
    return 0;
}

static int in_ids_table(const sow_rules *r, const char *id)
{
    for (int i = 0; i < r->nids; i++)
        if (mentions(r->ids[i].ids, id)) return 1;
    return 0;
}

/* The parent of the directory of the spec at spec_path, textually, into
 * out: "specs/x.lua" -> ".", "/p/specs/x.lua" -> "/p", "x.lua" -> "..",
 * "../x.lua" -> "../..". */
static void spec_parent(const char *spec_path, char *out, size_t cap)
{
    char d[SOW_TEXT_LEN * 2];
    snprintf(d, sizeof d, "%s", spec_path);
    char *slash = strrchr(d, '/');
    if (!slash) snprintf(d, sizeof d, ".");        /* the spec's directory */
    else if (slash == d) d[1] = '\0';              /* "/x.lua": the root */
    else *slash = '\0';
    size_t n = strlen(d);
    while (n > 1 && d[n - 1] == '/') d[--n] = '\0';
    const char *last = strrchr(d, '/');
    last = last ? last + 1 : d;
    if (!strcmp(d, "/")) snprintf(out, cap, "/");
    else if (!strcmp(d, ".")) snprintf(out, cap, "..");
    else if (!strcmp(last, ".") || !strcmp(last, "..")) snprintf(out, cap, "%s/..", d);
    else if (last == d) snprintf(out, cap, ".");
    else if (last == d + 1) snprintf(out, cap, "/");
    else snprintf(out, cap, "%.*s", (int)(last - 1 - d), d);
}

/* The rules directory: --rules DIR, else docs/rules beside the spec's
 * directory (the parent of the spec's directory: specs/x.lua -> docs/rules),
 * else ./docs/rules. Fills dir (empty when none exists) and tried (the
 * defaults looked for, for the message). */
static void find_rules_dir(const char *spec_path, const char *dir_opt, char *dir, size_t cap, char *tried,
                           size_t tcap)
{
    dir[0] = tried[0] = '\0';
    if (dir_opt) {
        snprintf(dir, cap, "%s", dir_opt);
        return;
    }
    char parent[SOW_TEXT_LEN * 2], near[SOW_TEXT_LEN * 2 + 16];
    spec_parent(spec_path, parent, sizeof parent);
    if (!strcmp(parent, ".")) snprintf(near, sizeof near, "docs/rules");
    else if (!strcmp(parent, "/")) snprintf(near, sizeof near, "/docs/rules");
    else snprintf(near, sizeof near, "%s/docs/rules", parent);
    snprintf(tried, tcap, "%s (beside the spec's directory) nor ./docs/rules (from the current directory)", near);
    if (strlen(near) < cap && is_dir(near)) snprintf(dir, cap, "%s", near);
    else if (is_dir("docs/rules")) snprintf(dir, cap, "./docs/rules");
}

static void check_rule_ids(const char *spec_path, const char *src, const sow_rules *r, const char *dir_opt,
                           sow_lint_report *rep)
{
    enum { MAX_FILES = 64 };
    char dir[SOW_TEXT_LEN * 2], tried[SOW_TEXT_LEN * 3];
    find_rules_dir(spec_path, dir_opt, dir, sizeof dir, tried, sizeof tried);
    if (!dir[0] || !is_dir(dir)) {
        if (dir_opt)
            sow_lint_add(rep, SOW_LINT_WARNING, "rules-skipped", "ids", 0,
                         "rules directory %s is not a directory: rule ids and questions were NOT checked", dir_opt);
        else
            sow_lint_add(rep, SOW_LINT_WARNING, "rules-skipped", "ids", 0,
                         "no rules directory found: neither %s exists, so rule ids and questions were NOT "
                         "checked against the rule texts (give --rules DIR)", tried);
        return;
    }
    rules_file *files = calloc(MAX_FILES, sizeof *files);
    if (!files) return;
    int nf = read_rules_dir(dir, files, MAX_FILES);

    /* the spec's prefix: the most frequent one among the ids it names
     * (source, ids table, questions) that some rules file has */
    int best = -1, best_count = 0;
    for (int i = 0; i < nf; i++) {
        int count = 0;
        size_t pl = strlen(files[i].prefix);
        for (const char *p = src; *p; p++)
            if (!strncmp(p, files[i].prefix, pl) && p[pl] == '.' && (p == src || !isalnum((unsigned char)p[-1])) &&
                id_at(p))
                count++;
        for (int k = 0; k < r->nquestions; k++) {
            char pre[16];
            prefix_of(r->question[k].id, pre, sizeof pre);
            if (!strcmp(pre, files[i].prefix)) count++;
        }
        if (count > best_count) {
            best = i;
            best_count = count;
        }
    }
    if (best < 0) {
        sow_lint_add(rep, SOW_LINT_NOTE, "rules-skipped", "ids", 0,
                     "no rules file in %s has ids with the prefix the spec uses: rule ids were not checked", dir);
    } else {
        const rules_file *f = &files[best];
        snprintf(rep->rules_file, sizeof rep->rules_file, "%s", f->path);
        for (int i = 0; i < f->n; i++) {
            const char *id = f->id[i].id;
            if (f->id[i].question) {
                if (!declared(r, id))
                    sow_lint_add(rep, SOW_LINT_WARNING, "question-missing", id, 0,
                                 "open question %s of %s is not declared with open { id = \"%s\", ... }",
                                 id, f->path, id);
            } else if (!mentions(src, id) && !in_ids_table(r, id)) {
                sow_lint_add(rep, SOW_LINT_WARNING, "rule-id-missing", id, 0,
                             "rule %s of %s appears neither in the spec's ids table nor in its source", id, f->path);
            }
        }
        /* ids the spec names with this prefix that the rules file lacks */
        for (int k = 0; k < r->nquestions; k++) {
            char pre[16];
            prefix_of(r->question[k].id, pre, sizeof pre);
            int known = 0;
            for (int i = 0; i < f->n; i++) known |= !strcmp(f->id[i].id, r->question[k].id);
            if (!known && !strcmp(pre, f->prefix))
                sow_lint_add(rep, SOW_LINT_NOTE, "question-extra", r->question[k].id,
                             quoted_line(src, r->question[k].id),
                             "open question %s is the spec's own: %s does not list it", r->question[k].id, f->path);
        }
        for (int k = 0; k < r->nids; k++) {
            const char *s = r->ids[k].ids;
            for (const char *p = s; *p; p++) {
                if (p > s && p[-1] != ' ') continue;
                size_t n = id_at(p);
                if (!n) continue;
                char id[32], pre[16];
                snprintf(id, sizeof id, "%.*s", (int)(n < 31 ? n : 31), p);
                prefix_of(id, pre, sizeof pre);
                int known = declared(r, id);
                for (int i = 0; i < f->n; i++) known |= !strcmp(f->id[i].id, id);
                if (!known && !strcmp(pre, f->prefix))
                    sow_lint_add(rep, SOW_LINT_WARNING, "rule-id-unknown", r->ids[k].path, quoted_line(src, r->ids[k].path),
                                 "ids[\"%s\"] names %s, which %s does not list and no open question declares",
                                 r->ids[k].path, id, f->path);
            }
        }
    }
    for (int i = 0; i < nf; i++) free(files[i].id);
    free(files);
}

/* ---- the whole lint -------------------------------------------------------- */

int sow_lint(const char *path, const sow_lint_options *opt, sow_lint_report *rep, sow_error *err)
{
    memset(rep, 0, sizeof *rep);
    sow_rules *def = malloc(sizeof *def);
    if (!def) {
        memset(err, 0, sizeof *err);
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return -1;
    }
    if (sow_spec_load(path, NULL, 0, def, err) != 0) {
        free(def);
        return -1;
    }
    size_t len = 0;
    char *src = slurp(path, &len);
    if (!src) {
        src = malloc(1);
        if (src) src[0] = '\0';
    }

    /* the default rules first: reading findings are reported only when new */
    sow_lint_report base;
    memset(&base, 0, sizeof base);
    rctx bc = {&base, NULL, NULL};
    check_rules(def, &bc);
    for (int i = 0; i < base.n; i++)
        sow_lint_add(rep, base.f[i].severity, base.f[i].code, base.f[i].where, base.f[i].line, "%s", base.f[i].msg);

    check_questions(path, src, def, rep, &base);
    sow_lint_free(&base);
    if (src) {
        sow_lint_source(src, len, rep);
        check_rule_ids(path, src, def, opt ? opt->rules_dir : NULL, rep);
    }
    sow_lint_sort(rep);
    free(src);
    free(def);
    return 0;
}
