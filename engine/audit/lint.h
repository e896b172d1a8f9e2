/* lint.h - static checks of a spec before any game is played (`sow lint`).
 *
 * sow_lint loads a spec with its default readings and with every other
 * reading of every open question, compares the compiled rules, checks the
 * rules for combinations that can never end or never be won, scans the
 * Lua source for fields given twice, and checks the spec against the rule
 * ids of a rules file (docs/rules/X.md). Each problem is a finding;
 * the library never prints (docs/lint.md lists the checks). */
#ifndef SOW_LINT_H
#define SOW_LINT_H

#include <stddef.h>

#include "sow.h"

typedef enum { SOW_LINT_ERROR, SOW_LINT_WARNING, SOW_LINT_NOTE } sow_lint_severity;

typedef struct {
    sow_lint_severity severity;
    char code[32];               /* e.g. "question-no-effect" */
    char where[SOW_NAME_LEN * 2];/* a field path, a question id, ID=KW, a rule id */
    int line;                    /* a line of the spec source, 0 when unknown */
    char msg[SOW_TEXT_LEN * 2];  /* one sentence */
} sow_lint_finding;

typedef struct {
    sow_lint_finding *f;         /* sorted: errors, then warnings, then notes */
    int n, cap;
    int errors, warnings, notes;
    char rules_file[SOW_TEXT_LEN * 2]; /* the rules file checked against, "" if none */
} sow_lint_report;

typedef struct {
    const char *rules_dir;       /* NULL: docs/rules beside the spec's directory
                                  * (specs/x.lua -> docs/rules), then ./docs/rules */
} sow_lint_options;

/* Lints the spec at path. 0 with the findings in rep (free with
 * sow_lint_free), or -1 with err filled when the spec does not load with
 * its default readings (rep is then empty). opt may be NULL. */
int sow_lint(const char *path, const sow_lint_options *opt, sow_lint_report *rep, sow_error *err);
void sow_lint_free(sow_lint_report *rep);

/* "error", "warning", "note". */
const char *sow_lint_severity_name(sow_lint_severity s);

/* The findings as a JSON array (malloc'd text, NUL-terminated; NULL when
 * out of memory). */
char *sow_lint_json(const sow_lint_report *rep);

/* The textual check alone: keys assigned twice in one table constructor
 * of Lua source src (len bytes) are added to rep as `field-twice`.
 * Returns the number of findings added. */
int sow_lint_source(const char *src, size_t len, sow_lint_report *rep);

/* Adds a finding (the report keeps its own sorted order at the end of
 * sow_lint; callers adding findings themselves may call sow_lint_sort). */
void sow_lint_add(sow_lint_report *rep, sow_lint_severity sev, const char *code, const char *where,
                  int line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;
void sow_lint_sort(sow_lint_report *rep);

#endif
