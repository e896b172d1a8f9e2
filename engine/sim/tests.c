/* tests.c - the changes a comparison reports and their tests: paired
 * z-tests, McNemar, and Holm's adjustment over a command's whole family
 * (sow_sim.h says what each number means). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sow_sim.h"

/* ---- paired differences and their tests --------------------------------- */

/* The paired z-test: the per-game differences d_i (sum and sum of squares
 * over n games) give mean, sd and se = sd / sqrt(n); the interval is mean
 * +- 1.96 se (SOW_Z95, unadjusted) and the raw two-sided p-value that of z = mean /
 * se under the normal approximation, P(|Z| >= |z|). With thousands of
 * games the t and normal distributions agree to the digits printed. Two
 * degenerate cases: fewer than 2 games (no variance: p = 1), and se = 0
 * with mean != 0 (every game differs by the same amount: the exact
 * two-sided sign test, p = 2^(1-n)). */
static void delta_from(double n, double sum, double sq, sow_delta *d)
{
    d->mean = n > 0 ? sum / n : 0;
    double var = n > 1 ? (sq - n * d->mean * d->mean) / (n - 1) : 0;
    if (var < 0) var = 0;
    d->se = n > 0 ? sqrt(var / n) : 0;
    d->lo = d->mean - SOW_Z95 * d->se;       /* 1.96: the interval excludes 0 exactly when p < 0.05 */
    d->hi = d->mean + SOW_Z95 * d->se;
    if (n < 2 || d->mean == 0) {
        d->z = 0;
        d->p = 1;
    } else if (d->se > 0) {
        d->z = d->mean / d->se;
        d->p = sow_p_two_sided(d->z);
    } else {
        d->z = d->mean > 0 ? INFINITY : -INFINITY;
        d->p = fmin(1.0, ldexp(1.0, 1 - (int)fmin(n, 2000.0)));
    }
    d->p_holm = d->p;
    d->significant = d->p < SOW_AUDIT_ALPHA;
}

void sow_paired_delta_result(const sow_paired *p, int cat, sow_delta *d)
{
    uint64_t a = 0, b = 0, a_not_b = 0, b_not_a = 0;
    for (int j = 0; j < SOW_R__COUNT; j++) {
        a += p->trans[cat][j];
        b += p->trans[j][cat];
        if (j != cat) {
            a_not_b += p->trans[cat][j];
            b_not_a += p->trans[j][cat];
        }
    }
    double n = (double)p->games;
    memset(d, 0, sizeof *d);
    d->a = n > 0 ? (double)a / n : 0;
    d->b = n > 0 ? (double)b / n : 0;
    delta_from(n, (double)b_not_a - (double)a_not_b, (double)(b_not_a + a_not_b), d);
}

void sow_paired_delta_plies(const sow_paired *p, const sow_stats *st_a, sow_delta *d)
{
    double n = (double)p->games;
    memset(d, 0, sizeof *d);
    d->a = n > 0 ? (double)st_a->plies_sum / n : 0;
    d->b = n > 0 ? (double)p->b.plies_sum / n : 0;
    delta_from(n, (double)p->dplies_sum, (double)p->dplies_sq, d);
}

double sow_paired_mcnemar(const sow_paired *p, uint64_t *ab, uint64_t *ba)
{
    *ab = *ba = 0;
    for (int j = 0; j < SOW_R__COUNT; j++)
        if (j != SOW_R_WIN) {
            *ab += p->trans[SOW_R_WIN][j];
            *ba += p->trans[j][SOW_R_WIN];
        }
    double b = (double)*ab, c = (double)*ba;
    return b + c > 0 ? (b - c) * (b - c) / (b + c) : 0;
}

void sow_paired_tests_compute(const sow_paired *p, const sow_stats *st_a, sow_paired_tests *t)
{
    memset(t, 0, sizeof *t);
    for (int c = 0; c < SOW_R__COUNT; c++) sow_paired_delta_result(p, c, &t->d[c]);
    sow_paired_delta_plies(p, st_a, &t->d[SOW_CHANGE_PLIES]);
    /* McNemar's test without continuity correction: chi2 with 1 df, i.e.
     * the two-sided normal p-value of sqrt(chi2) */
    t->mc_chi2 = sow_paired_mcnemar(p, &t->mc_ab, &t->mc_ba);
    t->mc_p = t->mc_ab + t->mc_ba > 0 ? sow_p_two_sided(sqrt(t->mc_chi2)) : 1.0;
    t->mc_p_holm = t->mc_p;
    t->mc_significant = t->mc_p < SOW_AUDIT_ALPHA;
}

typedef struct {
    double p;
    int i;
} ranked_p;

static int cmp_ranked(const void *x, const void *y)
{
    const ranked_p *a = x, *b = y;
    if (a->p != b->p) return a->p < b->p ? -1 : 1;
    return a->i - b->i;                      /* ties: input order, so the result is deterministic */
}

/* Holm (1979), "A simple sequentially rejective multiple test procedure":
 * it controls the family-wise error rate at alpha whatever the dependence
 * between the tests (it rests on Bonferroni's inequality only), which is
 * why the audit uses it: its tests share games and are far from
 * independent. The adjusted values are the smallest family-wise levels at
 * which each hypothesis is rejected. */
int sow_holm(const double *p, int n, double alpha, double *adj)
{
    if (n <= 0) return 0;
    ranked_p *r = sow_xmalloc((size_t)n * sizeof *r);
    for (int i = 0; i < n; i++) {
        r[i].p = isnan(p[i]) ? 1.0 : p[i] < 0 ? 0.0 : p[i] > 1 ? 1.0 : p[i];
        r[i].i = i;
    }
    qsort(r, (size_t)n, sizeof *r, cmp_ranked);
    double run = 0;
    int rejected = 0;
    for (int k = 0; k < n; k++) {
        double v = (double)(n - k) * r[k].p;  /* (n - j + 1) p_(j), j = k + 1 */
        if (v > run) run = v;                 /* monotone: never below an earlier step */
        if (run > 1) run = 1;
        adj[r[k].i] = run;
        if (run < alpha) rejected++;
    }
    free(r);
    return rejected;
}

void sow_paired_tests_holm(sow_paired_tests *t, int n, double alpha)
{
    int m = n * SOW_PAIRED_TESTS;
    if (m <= 0) return;
    double *p = sow_xcalloc((size_t)m, sizeof *p);
    for (int k = 0; k < n; k++) {
        for (int c = 0; c < SOW_CHANGES; c++) p[k * SOW_PAIRED_TESTS + c] = t[k].d[c].p;
        p[k * SOW_PAIRED_TESTS + SOW_CHANGES] = t[k].mc_p;
    }
    sow_holm(p, m, alpha, p);
    for (int k = 0; k < n; k++) {
        for (int c = 0; c < SOW_CHANGES; c++) {
            t[k].d[c].p_holm = p[k * SOW_PAIRED_TESTS + c];
            t[k].d[c].significant = t[k].d[c].p_holm < alpha;
        }
        t[k].mc_p_holm = p[k * SOW_PAIRED_TESTS + SOW_CHANGES];
        t[k].mc_significant = t[k].mc_p_holm < alpha;
        t[k].family = m;
    }
    free(p);
}

uint64_t sow_paired_result_changed(const sow_paired *p)
{
    uint64_t n = 0;
    for (int i = 0; i < SOW_R__COUNT; i++)
        for (int j = 0; j < SOW_R__COUNT; j++)
            if (i != j) n += p->trans[i][j];
    return n;
}

double sow_zero_bound(uint64_t n)
{
    return n ? 1.0 - pow(0.05, 1.0 / (double)n) : 1.0;
}
