/* lint_ids.c - the project's rule texts (docs/rules/X.md): every rule id
 * and question id found there traced in the spec, and back. */
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "lint_internal.h"

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
        f->id = sow_xrealloc(f->id, (size_t)cap * sizeof *f->id);
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
        char *text = lint_slurp(f->path, NULL);
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

void lint_check_rule_ids(const char *spec_path, const char *src, const sow_rules *r, const char *dir_opt,
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
    rules_file *files = sow_xcalloc(MAX_FILES, sizeof *files);
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
                             lint_quoted_line(src, r->question[k].id),
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
                    sow_lint_add(rep, SOW_LINT_WARNING, "rule-id-unknown", r->ids[k].path, lint_quoted_line(src, r->ids[k].path),
                                 "ids[\"%s\"] names %s, which %s does not list and no open question declares",
                                 r->ids[k].path, id, f->path);
            }
        }
    }
    for (int i = 0; i < nf; i++) free(files[i].id);
    free(files);
}
