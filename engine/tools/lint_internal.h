/* lint_internal.h - what the lint's files share (lint.c drives them). */
#ifndef SOW_LINT_INTERNAL_H
#define SOW_LINT_INTERNAL_H

#include "sow_tools.h"

/* Where rules findings go: under a reading, only those the default rules
 * do not already have (same code and field), marked @ID=KW. */
typedef struct {
    sow_lint_report *rep;
    const char *reading;         /* "ID=KW", or NULL for the default readings */
    const sow_lint_report *base; /* the default rules' findings (for a reading) */
} lint_ctx;

/* The whole file at path, NUL-terminated (bounded), or NULL. */
char *lint_slurp(const char *path, size_t *len);
/* The line of the first "ID" (quoted) in src, or 0. */
int lint_quoted_line(const char *src, const char *id);
/* lint_rules.c: combinations that can never end, unreachable thresholds. */
void lint_check_rules(const sow_rules *r, lint_ctx *c);
/* lint_questions.c: every reading loaded and compared with the default. */
void lint_check_questions(const char *path, const char *src, const sow_rules *def, sow_lint_report *rep,
                          const sow_lint_report *base);
/* lint_ids.c: every rule and question id of the rule texts traced. */
void lint_check_rule_ids(const char *spec_path, const char *src, const sow_rules *r, const char *dir_opt,
                         sow_lint_report *rep);

#endif
