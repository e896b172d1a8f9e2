/* lint_questions.c - every reading of every open question loaded, checked
 * and compared with the default readings. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lint_internal.h"

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

void lint_check_questions(const char *path, const char *src, const sow_rules *def, sow_lint_report *rep,
                            const sow_lint_report *base)
{
    sow_rules *rr = sow_xmalloc(SOW_MAX_READINGS * sizeof *rr);
    int ok[SOW_MAX_READINGS];
    sow_rules *d = sow_xmalloc(sizeof *d);
    *d = *def;
    normalize(d);
    for (int j = 0; j < def->nquestions; j++) {
        const sow_question *q = &def->question[j];
        int qline = lint_quoted_line(src, q->id);
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
            ok[k] = sow_spec_load_known(path, &ch, 1, def, &rr[k], &e) == 0;   /* def: checked once */
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
            lint_ctx c = {rep, where, base};
            lint_check_rules(&rr[k], &c);
        }
    }
    free(d);
    free(rr);
}
