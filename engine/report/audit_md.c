/* audit_md.c - an audit (sim/audit.c) as a Markdown report: how to read
 * it, the ranking, every question's readings in words with an example and
 * the commands that show it, and the combinations (docs/audit.md). */
#include <stdio.h>
#include <string.h>

#include "sow_report.h"

static void md_state(sow_text *t, const sow_rules *r, const sow_state *s)
{
    sow_text_add(t, "board `");
    for (int p = 0; p < r->pits; p++) sow_text_add(t, p ? ",%d" : "%d", s->b.pit[p]);
    sow_text_add(t, "`, %s to move, captured so far %d-%d", s->to_move ? "North" : "South", s->captured[0], s->captured[1]);
}

static void md_outcome(sow_text *t, const sow_state *s)
{
    const char *end = sow_end_name((sow_end)s->end);
    if (s->status == SOW_PLAYING) sow_text_add(t, "play goes on (%s to move)", s->to_move ? "North" : "South");
    else if (s->result == SOW_WIN && s->winner <= 1)
        sow_text_add(t, "%s wins %d-%d (%s)", s->winner ? "North" : "South", s->captured[s->winner], s->captured[1 - s->winner],
           end);
    else if (s->result == SOW_DRAW) sow_text_add(t, "a draw %d-%d (%s)", s->captured[0], s->captured[1], end);
    else if (s->result == SOW_LIMIT)
        sow_text_add(t, "stopped by a simulation limit %d-%d (%s, not a rule)", s->captured[0], s->captured[1], end);
    else sow_text_add(t, "unresolved %d-%d (%s, a rule gap)", s->captured[0], s->captured[1], end);
}

static void md_after(sow_text *t, const sow_rules *r, const sow_state *s)
{
    sow_text_add(t, "board `");
    for (int p = 0; p < r->pits; p++) sow_text_add(t, p ? ",%d" : "%d", s->b.pit[p]);
    sow_text_add(t, "`, captured %d-%d, ", s->captured[0], s->captured[1]);
    md_outcome(t, s);
}

static void md_p(sow_text *t, double p)
{
    if (p < 1e-4) sow_text_add(t, "< 0.0001");
    else sow_text_add(t, "%.4f", p);
}

/* "... a change of -2.26 points [-4.31, -0.21] (p = 0.0306, Holm-adjusted p
 * = 0.98), not significant" */
static void md_delta(sow_text *t, const char *what, const sow_delta *d, int pts)
{
    if (pts)
        sow_text_add(t, "%s goes from %.1f%% to %.1f%%: a change of %+.2f points [%+.2f, %+.2f]", what, 100 * d->a, 100 * d->b,
           100 * d->mean, 100 * d->lo, 100 * d->hi);
    else sow_text_add(t, "%s goes from %.1f to %.1f plies: %+.2f [%+.2f, %+.2f]", what, d->a, d->b, d->mean, d->lo, d->hi);
    sow_text_add(t, " (p = ");
    md_p(t, d->p);
    sow_text_add(t, ", Holm-adjusted p = ");
    md_p(t, d->p_holm);
    sow_text_add(t, "), %s", d->significant ? "**significant**" : "not significant");
}

static void md_row(sow_text *t, const sow_audit *au, int k)
{
    const sow_rules *a = au->cfg.a;
    const sow_paired *p = &au->paired[k];
    const sow_paired_tests *tests = &au->tests[k];
    const sow_audit_row *w = &au->row[k];
    const sow_question *q = &a->question[w->q];
    const sow_rules *b = w->rules;
    uint64_t games = au->cfg.games;
    char cmd[1024];
    double lo, hi;
    sow_text_add(t, "**Reading `%s`** (against the default `%s`).\n\n", q->reading[w->r], q->reading[0]);
    if (p->plies_changed == 0)
        sow_text_add(t, "- *Exercised*: never. In %llu games under the default readings (%llu plies), playing the same move "
              "from the same position under `%s` never gave another result: the rate is below %.4f%% of plies with "
              "95%% confidence.\n",
           (unsigned long long)games, (unsigned long long)p->plies_checked, q->reading[w->r],
           100 * sow_zero_bound(p->plies_checked));
    else {
        sow_wilson(p->plies_changed, p->plies_checked, SOW_Z95, &lo, &hi);
        sow_text_add(t, "- *Exercised*: in %llu of %llu plies (%.3f%% [%.3f, %.3f]) of games under the default readings, the same "
              "move from the same position gives another result under `%s`; %.2f%% of the games have at least one "
              "such ply.\n",
           (unsigned long long)p->plies_changed, (unsigned long long)p->plies_checked,
           100 * sow_rate(p->plies_changed, p->plies_checked), 100 * lo, 100 * hi, q->reading[w->r],
           100 * sow_rate(p->games_changed, p->games));
    }
    if (p->diverged == 0)
        sow_text_add(t, "- *Consequence*: no divergence in %llu paired games: the divergence rate is below %.3f%% with 95%% "
              "confidence.\n",
           (unsigned long long)p->games, 100 * sow_zero_bound(p->games));
    else {
        sow_wilson(p->diverged, p->games, SOW_Z95, &lo, &hi);
        sow_text_add(t, "- *Consequence*: %.2f%% [%.2f, %.2f] of the %llu paired games diverge", 100 * sow_rate(p->diverged, p->games),
           100 * lo, 100 * hi, (unsigned long long)p->games);
        if (p->setup_diverged)
            sow_text_add(t, " (%.2f%% already at the setup: deal, first player or opening ritual)",
               100 * sow_rate(p->setup_diverged, p->games));
        sow_text_add(t, ", first at ply %.1f on average (median %.0f). ", (double)p->div_ply_sum / (double)p->diverged,
           sow_hist_quantile(p->div_ply, SOW_HIST_PLIES + 1, 0.5));
        uint64_t ch = sow_paired_result_changed(p);
        sow_wilson(ch, p->games, SOW_Z95, &lo, &hi);
        sow_text_add(t, "The first mover's result (win, draw, loss, unresolved or limit) changes in %.2f%% [%.2f, %.2f] of the games; "
              "the result or the score in %.2f%%.\n",
           100 * sow_rate(ch, p->games), 100 * lo, 100 * hi, 100 * sow_rate(p->outcome_changed, p->games));
    }
    static const char *const what[SOW_CHANGES] = {"The first player's win rate", "The draw rate",
                                                  "The first player's loss rate", "The unresolved rate (rule gaps)",
                                                  "The limit rate (simulation limits)", "The mean length"};
    sow_text_add(t, "- ");
    for (int c = 0; c < SOW_CHANGES; c++) {
        md_delta(t, what[c], &tests->d[c], c != SOW_CHANGE_PLIES);
        sow_text_add(t, ".%s", c + 1 < SOW_CHANGES ? " " : "\n");
    }
    if (sow_paired_result_changed(p)) {
        sow_text_add(t, "- First mover's result, default (rows) against `%s` (columns):\n\n", q->reading[w->r]);
        sow_text_add(t, "  | default \\ %s |", q->reading[w->r]);
        for (int j = 0; j < SOW_R__COUNT; j++) sow_text_add(t, " %s |", sow_audit_result_name(j));
        sow_text_add(t, "\n  |---|");
        for (int j = 0; j < SOW_R__COUNT; j++) sow_text_add(t, "---:|");
        sow_text_add(t, "\n");
        for (int i = 0; i < SOW_R__COUNT; i++) {
            sow_text_add(t, "  | %s |", sow_audit_result_name(i));
            for (int j = 0; j < SOW_R__COUNT; j++) sow_text_add(t, " %llu |", (unsigned long long)p->trans[i][j]);
            sow_text_add(t, "\n");
        }
        sow_text_add(t, "\n");
    }
    /* the example: the first ply where the reading gives another result,
     * preferring one `sow play` reproduces from the board alone */
    const sow_ply_example *e = p->has_ply_verified ? &p->ply_verified : p->has_ply_ex ? &p->ply_ex : NULL;
    if (e) {
        int m = e->move == SOW_PASS ? SOW_AUDIT_NO_MOVE : e->move;
        sow_text_add(t, "- *Example*: game %llu, ply %u: ", (unsigned long long)e->game, (unsigned)e->ply);
        md_state(t, a, &e->before);
        if (e->move == SOW_PASS) sow_text_add(t, "; the player passes.");
        else sow_text_add(t, "; the move is pit %d.", e->move);
        sow_text_add(t, " Under the default it gives ");
        md_after(t, a, &e->after_a);
        sow_text_add(t, "; under `%s` ", q->reading[w->r]);
        if (e->legal_b) {
            sow_text_add(t, "it gives ");
            md_after(t, b, &e->after_b);
        } else {
            sow_text_add(t, "the move is not legal");
        }
        sow_text_add(t, ".%s\n\n", e->verified ? " To see it:" :
                         " The commands below start from that board with captured 0-0 and fresh counters, so they do "
                         "not show the difference (it depends on the game so far):");
        sow_audit_command(a, &e->before, m, cmd, sizeof cmd);
        sow_text_add(t, "  ```\n  %s\n", cmd);
        sow_audit_command(b, &e->before, m, cmd, sizeof cmd);
        sow_text_add(t, "  %s\n  ```\n", cmd);
    } else if (p->has_verified || p->nex) {
        const sow_paired_example *x = p->has_verified ? &p->verified : &p->ex[0];
        sow_text_add(t, "- *Example*: game %llu differs from the setup (the reading changes no ply but the start): under the "
              "default it starts ",
           (unsigned long long)x->game);
        md_state(t, a, &x->before_a);
        sow_text_add(t, "; under `%s` ", q->reading[w->r]);
        md_state(t, b, &x->before_b);
        sow_text_add(t, ". In the end: default ");
        md_outcome(t, &x->end_a);
        sow_text_add(t, "; `%s` ", q->reading[w->r]);
        md_outcome(t, &x->end_b);
        sow_text_add(t, ".\n\n");
        sow_audit_command(a, &x->before_a, x->repro, cmd, sizeof cmd);
        sow_text_add(t, "  ```\n  %s\n", cmd);
        sow_audit_command(b, &x->before_b, x->repro, cmd, sizeof cmd);
        sow_text_add(t, "  %s\n  ```\n", cmd);
    }
    sow_text_add(t, "\n");
}

/* ---- the report ------------------------------------------------------------ */

void sow_audit_markdown(const sow_audit *au, sow_text *t)
{
    const sow_rules *a = au->cfg.a;
    const char *path = au->cfg.path;
    const sow_stats *st_a = au->st_a;
    const sow_audit_combo *combos = au->combo;
    int nrows = au->nrows, family = au->family, ncombos = au->ncombos, np = au->np, combos_all = au->combos_all;
    uint64_t combo_games = au->combo_games;
    char note[160], lbl[SOW_MAX_QUESTIONS * 2 * SOW_NAME_LEN];
    sow_family_note(family, note, sizeof note);
    int nsingle = 0;
    for (int q = 0; q < a->nquestions; q++) nsingle += sow_audit_selected(au, q) && a->question[q].nreadings < 2;

    sow_text_add(t, "# Audit of the open questions of %s\n\n", a->name);
    sow_text_add(t, "Spec `%s` (hash `%016llx`), sow %s. %llu games per reading, seed %llu, agents `%s` (A) and `%s` (B)%s. "
           "Generated by:\n\n    sow audit %s --games %llu --seed %llu --agents %s,%s",
       path, (unsigned long long)a->spec_hash, SOW_VERSION, (unsigned long long)au->cfg.games, (unsigned long long)au->cfg.seed,
       au->cfg.agent[0], au->cfg.agent[1],
       !strcmp(au->cfg.agent[0], "random") && !strcmp(au->cfg.agent[1], "random") ? ", i.e. uniformly random players" : "",
       path, (unsigned long long)au->cfg.games, (unsigned long long)au->cfg.seed, au->cfg.agent[0], au->cfg.agent[1]);
    for (int i = 0; i < au->cfg.nquestion; i++) sow_text_add(t, " --question %s", au->cfg.question[i]);
    if (au->cfg.combos != 64) sow_text_add(t, " --combos %ld", au->cfg.combos);
    sow_text_add(t, "\n\n");
    sow_text_add(t, "How to read it. Every reading is compared with the spec's default readings (the most literal reading "
           "of the source). *Exercised*: along games played under the defaults, how often the same move from the "
           "same position gives another result under the reading (another board, score, player to move or end, "
           "or the move is no longer legal). *Consequence*: each game is played twice, under the defaults and "
           "under the reading, with the same dice and the same players, so the two games are identical until the "
           "rules make them differ; we count how many diverge and how many end with another result for the "
           "player who moved first, and give the change of the first player's win and loss rates, the draw, "
           "unresolved (a rule gap stopped the game) and limit (a simulation limit stopped it) rates and the "
           "length, reading minus default, with unadjusted 95%% intervals and a raw two-sided p-value (a paired "
           "z-test on the per-game differences). With %d readings and %d tests each, some raw p-values fall "
           "below 5%% by chance alone, so the %d tests of this audit form one family, adjusted with Holm's "
           "step-down procedure (valid under any dependence between the tests): a change is *significant* when "
           "its Holm-adjusted p-value is below 5%%, which keeps the chance of even one false star at 5%%. An "
           "interval that excludes zero without a star is a change that may be chance. These are games between "
           "uniformly random players: they show how often a situation arises and how much it weighs in such "
           "play, not in expert play.\n\n",
       nrows, (int)SOW_PAIRED_TESTS, family);
    sow_text_add(t, "Under the default readings: first player wins %.1f%%, draws %.1f%%, loses %.1f%%, unresolved %.1f%%, "
           "stopped by a limit %.1f%%, %.1f plies on average.\n\n",
       100 * sow_rate(st_a->first_result[0][SOW_R_WIN] + st_a->first_result[1][SOW_R_WIN], st_a->games),
       100 * sow_rate(st_a->first_result[0][SOW_R_DRAW] + st_a->first_result[1][SOW_R_DRAW], st_a->games),
       100 * sow_rate(st_a->first_result[0][SOW_R_LOSS] + st_a->first_result[1][SOW_R_LOSS], st_a->games),
       100 * sow_rate(st_a->first_result[0][SOW_R_UNRESOLVED] + st_a->first_result[1][SOW_R_UNRESOLVED], st_a->games),
       100 * sow_rate(st_a->first_result[0][SOW_R_LIMIT] + st_a->first_result[1][SOW_R_LIMIT], st_a->games),
       (double)st_a->plies_sum / (double)(st_a->games ? st_a->games : 1));
    sow_text_add(t, "## Ranking\n\nReadings ranked by the share of games whose result changes, then by how often they are "
           "exercised.\n\n");
    sow_text_add(t, "| rank | question | reading | exercised (plies) | games with such a ply | games diverging | result "
           "changes | 1st win rate change (points) | unresolved change (points) | limit change (points) | length "
           "change (plies) |\n");
    sow_text_add(t, "|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (int i = 0; i < nrows; i++) {
        int k = au->rank[i];
        const sow_audit_row *w = &au->row[k];
        const sow_paired *p = &au->paired[k];
        const sow_paired_tests *wt = &au->tests[k];
        double lo, hi;
        uint64_t ch = sow_paired_result_changed(p);
        sow_wilson(ch, p->games, SOW_Z95, &lo, &hi);
        const sow_delta *dw = &wt->d[SOW_R_WIN], *du = &wt->d[SOW_R_UNRESOLVED], *dl = &wt->d[SOW_R_LIMIT],
                        *dp = &wt->d[SOW_CHANGE_PLIES];
        sow_text_add(t, "| %d | %s | `%s` | %.3f%% | %.2f%% | %.2f%% | %.2f%% [%.2f, %.2f] | %+.2f [%+.2f, %+.2f]%s | %+.2f%s | "
               "%+.2f%s | %+.1f%s |\n",
           i + 1, a->question[w->q].id, a->question[w->q].reading[w->r], 100 * sow_audit_exercised(p),
           100 * sow_rate(p->games_changed, p->games), 100 * sow_rate(p->diverged, p->games), 100 * sow_rate(ch, p->games),
           100 * lo, 100 * hi, 100 * dw->mean, 100 * dw->lo, 100 * dw->hi, dw->significant ? " \\*" : "",
           100 * du->mean, du->significant ? " \\*" : "", 100 * dl->mean, dl->significant ? " \\*" : "",
           dp->mean, dp->significant ? " \\*" : "");
    }
    sow_text_add(t, "\n\\*: %s (%d per reading: the five result rates, the length and McNemar's test of the first "
           "player's wins). Intervals are unadjusted 95%% intervals; raw and adjusted p-values are given for each "
           "reading below and in the JSON report.\n\n## The questions\n\n",
       note, (int)SOW_PAIRED_TESTS);
    /* questions in the order of their best-ranked reading */
    int done_q[SOW_MAX_QUESTIONS] = {0};
    for (int i = 0; i < nrows; i++) {
        int q = au->row[au->rank[i]].q;
        if (done_q[q]) continue;
        done_q[q] = 1;
        const sow_question *qq = &a->question[q];
        sow_text_add(t, "### %s: %s\n\nReadings: ", qq->id, qq->text);
        for (int r = 0; r < qq->nreadings; r++) sow_text_add(t, "%s`%s`%s", r ? ", " : "", qq->reading[r], r ? "" : " (default)");
        sow_text_add(t, ".\n\n");
        for (int j = 0; j < nrows; j++)
            if (au->row[j].q == q) md_row(t, au, j);
    }
    if (nsingle) {
        sow_text_add(t, "### Not playable (one reading): rule gaps and notes\n\n");
        for (int q = 0; q < a->nquestions; q++)
            if (sow_audit_selected(au, q) && a->question[q].nreadings < 2)
                sow_text_add(t, "- **%s**: %s The spec declares a single reading, `%s`, so there is nothing to compare: "
                       "it is a rule gap the engine detects and reports, or a note.\n",
                   a->question[q].id, a->question[q].text, a->question[q].reading[0]);
        sow_text_add(t, "\n");
    }
    if (ncombos) {
        sow_text_add(t, "## Combinations of readings\n\n%d combinations of the readings of %d questions (%s), each simulated "
               "over %llu games (plain simulation, not paired), ranked by how far the first player's share of "
               "decisive games is from 50%%.\n\n",
           ncombos, np, combos_all ? "all of them" : "drawn at random from the seed, the defaults first",
           (unsigned long long)combo_games);
        int ranked_n = 0;
        while (ranked_n < ncombos && combos[ranked_n].decisive) ranked_n++;
        int show = ranked_n <= 10 ? ranked_n : 5;
        sow_text_add(t, "| | first player's share of decisive games [95%%] | readings |\n|---|---:|---|\n");
        for (int i = 0; i < show; i++) {
            sow_audit_combo_label(au, &combos[i], lbl, sizeof lbl);
            sow_text_add(t, "| %s | %.1f%% [%.1f, %.1f] | %s |\n", ranked_n <= 10 ? "" : "least balanced", 100 * combos[i].share, 100 * combos[i].lo,
               100 * combos[i].hi, lbl);
        }
        if (ranked_n > 10)
            for (int i = ranked_n - 1; i >= ranked_n - 5; i--) {
                sow_audit_combo_label(au, &combos[i], lbl, sizeof lbl);
                sow_text_add(t, "| most balanced | %.1f%% [%.1f, %.1f] | %s |\n", 100 * combos[i].share, 100 * combos[i].lo,
                   100 * combos[i].hi, lbl);
            }
        sow_text_add(t, "\n");
        if (ranked_n < ncombos)
            sow_text_add(t, "%d combination%s had no decisive game and %s not ranked (e.g. a forced game from an equal "
                   "deal: every game is the same draw or gap).\n\n",
               ncombos - ranked_n, ncombos - ranked_n == 1 ? "" : "s", ncombos - ranked_n == 1 ? "is" : "are");
    }
}
