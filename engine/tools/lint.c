/* lint.c - static checks of a spec (see sow_tools.h, docs/lint.md): the
 * report, and the driver that runs the four families of checks, each in
 * its own file: the compiled rules (lint_rules.c), the open questions
 * (lint_questions.c), the Lua source (lint_source.c) and the rules file
 * (lint_ids.c). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "lint_internal.h"

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
        rep->f = sow_xrealloc(rep->f, (size_t)cap * sizeof *rep->f);
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
    if (!rep->n) return;
    sow_lint_finding *tmp = sow_xmalloc((size_t)rep->n * sizeof *tmp);
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
    char *out = sow_xmalloc(strlen(s) + 1);
    strcpy(out, s);
    free(s);
    return out;
}
/* ---- reading files ------------------------------------------------------- */

char *lint_slurp(const char *path, size_t *len)
{
    char *buf;
    size_t n;
    sow_error err;
    if (sow_read_file(path, (size_t)16 << 20, &buf, &n, &err)) return NULL;   /* the loader's limit */
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
/* The line of the first "ID" (quoted) in src, or 0. */
int lint_quoted_line(const char *src, const char *id)
{
    char q[SOW_NAME_LEN + 4];
    snprintf(q, sizeof q, "\"%s\"", id);
    const char *p = src ? strstr(src, q) : NULL;
    return p ? line_at(src, (size_t)(p - src)) : 0;
}


/* ---- the whole lint -------------------------------------------------------- */

int sow_lint(const char *path, const sow_lint_options *opt, sow_lint_report *rep, sow_error *err)
{
    memset(rep, 0, sizeof *rep);
    sow_rules *def = sow_xmalloc(sizeof *def);
    if (sow_spec_load(path, NULL, 0, def, err) != 0) {
        free(def);
        return -1;
    }
    size_t len = 0;
    char *src = lint_slurp(path, &len);
    if (!src) {                                   /* loaded a moment ago: the source checks are skipped */
        src = sow_xmalloc(1);
        src[0] = '\0';
    }

    /* the default rules first: reading findings are reported only when new */
    sow_lint_report base;
    memset(&base, 0, sizeof base);
    lint_ctx bc = {&base, NULL, NULL};
    lint_check_rules(def, &bc);
    for (int i = 0; i < base.n; i++)
        sow_lint_add(rep, base.f[i].severity, base.f[i].code, base.f[i].where, base.f[i].line, "%s", base.f[i].msg);

    lint_check_questions(path, src, def, rep, &base);
    sow_lint_free(&base);
    sow_lint_source(src, len, rep);
    lint_check_rule_ids(path, src, def, opt ? opt->rules_dir : NULL, rep);
    sow_lint_sort(rep);
    free(src);
    free(def);
    return 0;
}
