/* audit.c - the audit of a spec's open questions: one row per reading
 * other than the default, played in pairs with the defaults, tested as one
 * family and ranked; then combinations of readings ranked by balance
 * (sow_sim.h). The commands render it (engine/report). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sow_sim.h"

double sow_audit_result_share(const sow_paired *p)
{
    return sow_rate(sow_paired_result_changed(p), p->games);
}

double sow_audit_exercised(const sow_paired *p)
{
    return sow_rate(p->plies_changed, p->plies_checked);
}

int sow_audit_selected(const sow_audit *au, int q)
{
    if (au->cfg.nquestion == 0) return 1;
    for (int i = 0; i < au->cfg.nquestion; i++)
        if (!strcmp(au->cfg.question[i], au->cfg.a->question[q].id)) return 1;
    return 0;
}

/* ---- the rows ------------------------------------------------------------- */

int sow_audit_open(const sow_audit_config *cfg, sow_audit *au, sow_error *err)
{
    memset(au, 0, sizeof *au);
    au->cfg = *cfg;
    const sow_rules *a = cfg->a;
    for (int q = 0; q < a->nquestions; q++)
        if (sow_audit_selected(au, q) && a->question[q].nreadings >= 2) {
            au->playable[au->np++] = q;
            au->nrows += a->question[q].nreadings - 1;
        }
    size_t n = (size_t)au->nrows + 1;
    au->row = sow_xcalloc(n, sizeof *au->row);
    au->paired = sow_xcalloc(n, sizeof *au->paired);
    au->tests = sow_xcalloc(n, sizeof *au->tests);
    au->rank = sow_xcalloc(n, sizeof *au->rank);
    au->st_a = sow_xcalloc(1, sizeof *au->st_a);
    int k = 0;
    for (int i = 0; i < au->np; i++) {
        const sow_question *q = &a->question[au->playable[i]];
        for (int r = 1; r < q->nreadings; r++, k++) {
            sow_choice ch;
            snprintf(ch.id, sizeof ch.id, "%s", q->id);
            snprintf(ch.reading, sizeof ch.reading, "%s", q->reading[r]);
            au->row[k].q = au->playable[i];
            au->row[k].r = r;
            au->rank[k] = k;
            au->row[k].rules = sow_xmalloc(sizeof *au->row[k].rules);
            memset(err, 0, sizeof *err);
            if (sow_spec_load(cfg->path, &ch, 1, au->row[k].rules, err)) return -1;
        }
    }
    au->family = au->nrows * SOW_PAIRED_TESTS;
    return 0;
}

void sow_audit_free(sow_audit *au)
{
    for (int i = 0; au->row && i < au->nrows; i++) free(au->row[i].rules);
    free(au->row);
    free(au->paired);
    free(au->tests);
    free(au->rank);
    free(au->st_a);
    free(au->combo);
    memset(au, 0, sizeof *au);
}

/* ---- the paired games and the ranking -------------------------------------- */

/* A row's ranking keys: the share of games whose result changes, then the
 * exercised rate, then the divergence rate; ties in question order. */
typedef struct { double share, exercised, diverged; int q, r, k; } rank_key;

static int cmp_rows(const void *x, const void *y)
{
    const rank_key *a = x, *b = y;
    if (a->share != b->share) return a->share > b->share ? -1 : 1;
    if (a->exercised != b->exercised) return a->exercised > b->exercised ? -1 : 1;
    if (a->diverged != b->diverged) return a->diverged > b->diverged ? -1 : 1;
    return a->q != b->q ? a->q - b->q : a->r - b->r;
}

static void rank_rows(sow_audit *au)
{
    rank_key *key = sow_xmalloc((size_t)au->nrows * sizeof *key);
    for (int k = 0; k < au->nrows; k++) {
        const sow_paired *p = &au->paired[k];
        key[k] = (rank_key){sow_audit_result_share(p), sow_audit_exercised(p), sow_rate(p->diverged, p->games),
                            au->row[k].q, au->row[k].r, k};
    }
    qsort(key, (size_t)au->nrows, sizeof *key, cmp_rows);
    for (int k = 0; k < au->nrows; k++) au->rank[k] = key[k].k;
    free(key);
}

int sow_audit_pairs(sow_audit *au, sow_error *err)
{
    if (au->nrows == 0) return 0;
    const sow_rules **bs = sow_xcalloc((size_t)au->nrows, sizeof *bs);
    for (int k = 0; k < au->nrows; k++) bs[k] = au->row[k].rules;
    sow_paired_config pc;
    memset(&pc, 0, sizeof pc);
    pc.a = au->cfg.a;
    pc.b = bs;
    pc.nb = au->nrows;
    pc.agent[0] = au->cfg.agent[0];
    pc.agent[1] = au->cfg.agent[1];
    pc.seed = au->cfg.seed;
    pc.games = au->cfg.games;
    pc.threads = au->cfg.threads;
    pc.exercised = 1;
    pc.examples = 1;
    pc.stop = au->cfg.stop;
    pc.progress = au->cfg.progress;
    pc.progress_ctx = au->cfg.progress_ctx;
    int rc = sow_paired_run(&pc, au->st_a, au->paired, err);
    free(bs);
    if (rc) return -1;
    /* every reading x every test is one family, Holm-adjusted (valid under
     * any dependence; these tests share the default games) */
    for (int k = 0; k < au->nrows; k++) sow_paired_tests_compute(&au->paired[k], au->st_a, &au->tests[k]);
    sow_paired_tests_holm(au->tests, au->nrows, SOW_AUDIT_ALPHA);
    rank_rows(au);
    return 0;
}

/* ---- combinations of readings ------------------------------------------------- */

size_t sow_audit_combo_label(const sow_audit *au, const sow_audit_combo *c, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = 0;
    for (int i = 0; i < au->np && len + 1 < cap; i++) {
        const sow_question *q = &au->cfg.a->question[au->playable[i]];
        len += (size_t)snprintf(buf + len, cap - len, "%s%s=%s", i ? "," : "", q->id,
                                q->reading[c->reading[au->playable[i]]]);
    }
    return len >= cap ? cap - 1 : len;
}

/* No decisive game last; then the farthest from one half first. */
static int cmp_combos(const void *x, const void *y)
{
    const sow_audit_combo *a = x, *b = y;
    if ((a->decisive == 0) != (b->decisive == 0)) return a->decisive == 0 ? 1 : -1;
    double da = fabs(a->share - 0.5), db = fabs(b->share - 0.5);
    if (da != db) return da > db ? -1 : 1;
    return memcmp(a->reading, b->reading, sizeof a->reading);
}

/* Combination k: the k-th in mixed radix when all are played, else drawn
 * (k = 0: the defaults), never one already drawn. */
static void combo_readings(const sow_audit *au, sow_audit_combo *c, int k, int all, sow_rng *rng)
{
    const sow_rules *a = au->cfg.a;
    if (all) {
        int rest = k;
        for (int i = au->np - 1; i >= 0; i--) {
            int nr = a->question[au->playable[i]].nreadings;
            c[k].reading[au->playable[i]] = rest % nr;
            rest /= nr;
        }
        return;
    }
    if (k == 0) return;
    for (int tries = 0; tries < 1000; tries++) {
        for (int i = 0; i < au->np; i++)
            c[k].reading[au->playable[i]] = (int)sow_rng_below(rng, (uint32_t)a->question[au->playable[i]].nreadings);
        int dup = 0;
        for (int j = 0; j < k && !dup; j++) dup = !memcmp(c[j].reading, c[k].reading, sizeof c[k].reading);
        if (!dup) break;
    }
}

static int combo_play(const sow_audit *au, sow_audit_combo *c, sow_rules *r, sow_error *err)
{
    const sow_rules *a = au->cfg.a;
    sow_choice ch[SOW_MAX_QUESTIONS];
    for (int i = 0; i < au->np; i++) {
        const sow_question *q = &a->question[au->playable[i]];
        snprintf(ch[i].id, sizeof ch[i].id, "%s", q->id);
        snprintf(ch[i].reading, sizeof ch[i].reading, "%s", q->reading[c->reading[au->playable[i]]]);
    }
    memset(err, 0, sizeof *err);
    if (sow_spec_load(au->cfg.path, ch, au->np, r, err)) return -1;
    sow_sim_config sc;
    memset(&sc, 0, sizeof sc);
    sc.rules = r;
    sc.agent[0] = au->cfg.agent[0];
    sc.agent[1] = au->cfg.agent[1];
    sc.seed = au->cfg.seed;
    sc.games = au->combo_games;
    sc.threads = au->cfg.threads;
    sc.stop = au->cfg.stop;
    if (sow_simulate(&sc, &c->st, err)) return -1;
    uint64_t w = c->st.first_result[0][SOW_R_WIN] + c->st.first_result[1][SOW_R_WIN];
    uint64_t l = c->st.first_result[0][SOW_R_LOSS] + c->st.first_result[1][SOW_R_LOSS];
    c->decisive = w + l;
    c->share = sow_rate(w, w + l);
    sow_wilson(w, w + l, SOW_Z95, &c->lo, &c->hi);
    return 0;
}

int sow_audit_combos(sow_audit *au, sow_error *err)
{
    const sow_rules *a = au->cfg.a;
    double total = 1;
    for (int i = 0; i < au->np; i++) total *= a->question[au->playable[i]].nreadings;
    int all = total <= (double)au->cfg.combos;
    int n = all ? (int)total : (int)au->cfg.combos;
    au->combos_all = all;
    if (n <= 0 || au->np < 2) return 0;
    sow_audit_combo *c = sow_xcalloc((size_t)n, sizeof *c);
    sow_rules *r = sow_xmalloc(sizeof *r);
    sow_rng rng;
    sow_rng_seed(&rng, au->cfg.seed ^ 0x636f6d626f73ULL, 7);
    for (int k = 0; k < n; k++) combo_readings(au, c, k, all, &rng);
    au->combo_games = au->cfg.games / 4 > 1000 ? au->cfg.games / 4 : 1000;
    int rc = 0;
    for (int k = 0; k < n && rc == 0; k++) {
        rc = combo_play(au, &c[k], r, err);
        if (au->cfg.progress) au->cfg.progress(au->cfg.progress_ctx, (uint64_t)k + 1, (uint64_t)n);
    }
    free(r);
    if (rc) {
        free(c);
        return -1;
    }
    qsort(c, (size_t)n, sizeof *c, cmp_combos);
    au->combo = c;
    au->ncombos = n;
    return 0;
}
