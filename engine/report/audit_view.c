/* audit_view.c - an audit (sim/audit.c) as the ranked table on a terminal
 * and as JSON (docs/audit.md, docs/results-schema.md). */
#include <stdio.h>
#include <string.h>

#include "sow_report.h"

static void star(char *buf, size_t cap, const char *fmt, double v, const sow_delta *d)
{
    int n = snprintf(buf, cap, fmt, v);
    if (n > 0 && (size_t)n < cap) snprintf(buf + n, cap - (size_t)n, "%s", d->significant ? " *" : "  ");
}

/* ---- the ranked table ---------------------------------------------------- */

static void print_table(FILE *f, const sow_audit *au)
{
    const sow_rules *a = au->cfg.a;
    char note[160];
    fprintf(f, "%-4s %-8s %-16s %9s %8s %8s %22s %26s %15s %11s %11s\n", "rank", "question", "reading", "ex.plies",
            "ex.games", "diverge", "result changes [95%]", "1st win change [95%]", "unresolved chg", "limit chg",
            "plies chg");
    for (int i = 0; i < au->nrows; i++) {
        int k = au->rank[i];
        const sow_paired *p = &au->paired[k];
        const sow_paired_tests *t = &au->tests[k];
        const sow_question *q = &a->question[au->row[k].q];
        const sow_delta *dw = &t->d[SOW_R_WIN], *du = &t->d[SOW_R_UNRESOLVED], *dl = &t->d[SOW_R_LIMIT],
                        *dp = &t->d[SOW_CHANGE_PLIES];
        double lo, hi;
        uint64_t ch = sow_paired_result_changed(p);
        sow_wilson(ch, p->games, SOW_Z95, &lo, &hi);
        char res[40], win[48], unr[32], lim[32], pl[32];
        snprintf(res, sizeof res, "%5.2f%% [%5.2f,%5.2f]", 100 * sow_rate(ch, p->games), 100 * lo, 100 * hi);
        snprintf(win, sizeof win, "%+6.2f [%+6.2f,%+6.2f]%s", 100 * dw->mean, 100 * dw->lo, 100 * dw->hi,
                 dw->significant ? " *" : "  ");
        star(unr, sizeof unr, "%+6.2f", 100 * du->mean, du);
        star(lim, sizeof lim, "%+6.2f", 100 * dl->mean, dl);
        star(pl, sizeof pl, "%+7.1f", dp->mean, dp);
        fprintf(f, "%-4d %-8s %-16.16s %8.3f%% %7.2f%% %7.2f%% %22s %26s %15s %11s %11s\n", i + 1, q->id,
                q->reading[au->row[k].r], 100 * sow_audit_exercised(p), 100 * sow_rate(p->games_changed, p->games),
                100 * sow_rate(p->diverged, p->games), res, win, unr, lim, pl);
    }
    sow_family_note(au->family, note, sizeof note);
    fprintf(f,
            "ex.plies: plies of default games where the reading gives another result; ex.games: games with one such "
            "ply;\n"
            "diverge: paired games that differ at some ply; result changes: the first mover's "
            "win/draw/loss/unresolved/limit;\n"
            "changes in points (plies for length), reading minus default; [95%%]: unadjusted 95%% intervals;\n"
            "*: %s (%d per reading: the five result rates, the length and McNemar's test; raw p and adjusted p_holm "
            "in --json)\n",
            note, (int)SOW_PAIRED_TESTS);
}

static void print_combo(FILE *f, const sow_audit *au, const sow_audit_combo *c)
{
    char lbl[SOW_MAX_QUESTIONS * 2 * SOW_NAME_LEN];
    sow_audit_combo_label(au, c, lbl, sizeof lbl);
    fprintf(f, "    %5.1f%% [%5.1f,%5.1f]  %s\n", 100 * c->share, 100 * c->lo, 100 * c->hi, lbl);
}

static void print_combos(FILE *f, const sow_audit *au)
{
    int n = au->ncombos, ranked = 0;
    fprintf(f, "\ncombinations of readings: %d (%s), %llu games each; the first player's share of decisive games\n", n,
            au->combos_all ? "all of them" : "drawn at random from the seed, the defaults first",
            (unsigned long long)au->combo_games);
    while (ranked < n && au->combo[ranked].decisive) ranked++;
    int show = ranked <= 10 ? ranked : 5;
    fprintf(f, "  %s:\n", ranked <= 10 ? "ranked, least balanced first" : "least balanced");
    for (int i = 0; i < show; i++) print_combo(f, au, &au->combo[i]);
    if (ranked > 10) {
        fprintf(f, "  most balanced:\n");
        for (int i = ranked - 1; i >= ranked - 5; i--) print_combo(f, au, &au->combo[i]);
    }
    if (ranked < n) {
        char lbl[SOW_MAX_QUESTIONS * 2 * SOW_NAME_LEN];
        sow_audit_combo_label(au, &au->combo[ranked], lbl, sizeof lbl);
        fprintf(f, "  %d combination%s without a decisive game (not ranked), e.g. %s\n", n - ranked,
                n - ranked == 1 ? "" : "s", lbl);
    }
}

void sow_audit_print(FILE *f, const sow_audit *au)
{
    const sow_rules *a = au->cfg.a;
    fprintf(f, "Audit of %s (%s): %llu paired games per reading, seed %llu, agents %s vs %s, default readings as the "
               "baseline\n\n",
            a->name, au->cfg.path, (unsigned long long)au->cfg.games, (unsigned long long)au->cfg.seed,
            au->cfg.agent[0], au->cfg.agent[1]);
    if (au->nrows) print_table(f, au);
    int nsingle = 0;
    for (int q = 0; q < a->nquestions; q++)
        if (sow_audit_selected(au, q) && a->question[q].nreadings < 2) {
            if (!nsingle++) fprintf(f, "\nnot playable (one reading): rule gap / note\n");
            fprintf(f, "  %-8s %s (only `%s`)\n", a->question[q].id, a->question[q].text, a->question[q].reading[0]);
        }
    if (au->nrows) {
        fprintf(f, "\nfirst positions where each reading matters (`sow play` commands):\n");
        for (int i = 0; i < au->nrows; i++) {
            int k = au->rank[i];
            const sow_paired *p = &au->paired[k];
            const sow_rules *b = au->row[k].rules;
            fprintf(f, "%s=%s\n", a->question[au->row[k].q].id, a->question[au->row[k].q].reading[au->row[k].r]);
            if (p->has_ply_verified) sow_ply_example_print(f, "  ", a, b, &p->ply_verified);
            else if (p->has_ply_ex) sow_ply_example_print(f, "  ", a, b, &p->ply_ex);
            else if (p->nex) sow_paired_example_print(f, "  ", a, b, &p->ex[0]);
            else fprintf(f, "  never: no ply and no game differed\n");
        }
    }
    if (au->ncombos) print_combos(f, au);
}

/* ---- JSON ------------------------------------------------------------------- */

json_t *sow_audit_json(const sow_audit *au)
{
    const sow_rules *a = au->cfg.a;
    json_t *root = json_object();
    char hash[32], lbl[SOW_MAX_QUESTIONS * 2 * SOW_NAME_LEN];
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)a->spec_hash);
    json_object_set_new(root, "format", json_string("sow-audit"));
    json_object_set_new(root, "version", json_string(SOW_VERSION));
    json_object_set_new(root, "spec", json_string(au->cfg.path));
    json_object_set_new(root, "name", json_string(a->name));
    json_object_set_new(root, "spec_hash", json_string(hash));
    json_object_set_new(root, "games", json_integer((json_int_t)au->cfg.games));
    json_object_set_new(root, "seed", json_integer((json_int_t)au->cfg.seed));
    json_object_set_new(root, "agents", json_pack("[ss]", au->cfg.agent[0], au->cfg.agent[1]));
    json_object_set_new(root, "multiple_testing", sow_family_json(au->family));
    json_t *jr = json_array();
    for (int i = 0; i < au->nrows; i++) {
        int k = au->rank[i];
        const sow_question *q = &a->question[au->row[k].q];
        json_t *x = json_object();
        json_object_set_new(x, "rank", json_integer(i + 1));
        json_object_set_new(x, "question", json_string(q->id));
        json_object_set_new(x, "text", json_string(q->text));
        json_object_set_new(x, "reading", json_string(q->reading[au->row[k].r]));
        json_object_set_new(x, "default", json_string(q->reading[0]));
        json_object_set_new(x, "comparison",
                            sow_paired_json(a, au->row[k].rules, au->st_a, &au->paired[k], &au->tests[k], 1));
        json_array_append_new(jr, x);
    }
    json_object_set_new(root, "readings", jr);
    json_t *js = json_array();
    for (int q = 0; q < a->nquestions; q++)
        if (sow_audit_selected(au, q) && a->question[q].nreadings < 2)
            json_array_append_new(js, json_pack("{ss ss ss}", "question", a->question[q].id, "text",
                                                a->question[q].text, "reading", a->question[q].reading[0]));
    json_object_set_new(root, "not_playable", js);
    json_t *jc = json_array();
    for (int i = 0; i < au->ncombos; i++) {
        const sow_audit_combo *c = &au->combo[i];
        sow_audit_combo_label(au, c, lbl, sizeof lbl);
        json_array_append_new(jc, json_pack("{ss sI sI sf sf sf}", "readings", lbl, "games", (json_int_t)c->st.games,
                                            "decisive", (json_int_t)c->decisive, "first_share", c->share, "lo",
                                            c->lo, "hi", c->hi));
    }
    json_object_set_new(root, "combinations", jc);
    return root;
}
