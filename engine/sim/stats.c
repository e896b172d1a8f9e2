/* stats.c - mergeable accumulators of finished games, and the few
 * statistics the reports draw from them: Wilson score intervals, Wald's
 * sequential probability ratio test, histogram quantiles, normal p-values.
 *
 * Every accumulator is a count or a histogram of counts (plus one maximum
 * and one order-independent digest), so merging per-thread or per-shard
 * accumulators in any order gives exactly what one run over all games
 * gives: bit for bit, digest included. */
#include <math.h>
#include <string.h>

#include "sow_sim.h"

void sow_stats_init(sow_stats *st)
{
    memset(st, 0, sizeof *st);   /* padding too: stats compare with memcmp */
}

/* splitmix64's finaliser: a bijection of 64-bit words with full avalanche. */
static uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* A game's contribution to the digest: its index and its outcome. */
static uint64_t game_hash(const sow_game_record *g)
{
    const sow_state *s = g->end;
    uint64_t out = (uint64_t)s->captured[0] | (uint64_t)s->captured[1] << 16 |
                   (uint64_t)s->end << 32 | (uint64_t)s->result << 40 | (uint64_t)s->winner << 48;
    uint64_t h = mix64(g->index + 0x9e3779b97f4a7c15ULL);
    h = mix64(h ^ out ^ 0x9e3779b97f4a7c15ULL);
    return mix64(h ^ ((uint64_t)s->ply + 0x632be59bd9b4e019ULL));
}

void sow_stats_game(sow_stats *st, const sow_game_record *g)
{
    const sow_state *s = g->end;
    int first = g->first & 1, other = 1 - first;
    int diff, best;

    const int res[2] = {sow_result_for(s, 0), sow_result_for(s, 1)};   /* each seat's, asked once */
    st->games++;
    st->first_result[first][res[first]]++;
    for (int seat = 0; seat < 2; seat++)
        st->seat_result[seat][res[seat]]++;
    for (int a = 0; a < 2; a++)
        st->agent_result[a][res[g->seat_of[a] & 1]]++;
    if (g->chooser == 0 || g->chooser == 1) {
        st->chooser_result[res[g->seat_of[g->chooser] & 1]]++;
        if (g->choice_mattered == 0 || g->choice_mattered == 1)
            st->choice_mattered[g->choice_mattered]++;
    }
    int e = s->end < SOW_END__COUNT ? s->end : SOW_END_NONE;
    st->end[e]++;
    st->end_plies[e] += s->ply;
    st->end_seeds[e] += s->status == SOW_ENDED ? s->left : (uint64_t)sow_on_board(NULL, s);
    if (!st->end_first[e] || g->index + 1 < st->end_first[e]) st->end_first[e] = g->index + 1;

    st->plies[s->ply < SOW_HIST_PLIES ? s->ply : SOW_HIST_PLIES]++;
    st->plies_sum += s->ply;
    if (s->ply > st->plies_max) st->plies_max = s->ply;
    st->passes += s->ply >= s->sowings ? s->ply - s->sowings : 0;
    st->rounds_sum += s->round;
    if (s->round > st->rounds_max) st->rounds_max = s->round;

    diff = (int)s->captured[first] - (int)s->captured[other];
    if (diff < -SOW_MAX_SEEDS) diff = -SOW_MAX_SEEDS;
    if (diff > SOW_MAX_SEEDS) diff = SOW_MAX_SEEDS;
    st->margin[diff + SOW_MAX_SEEDS]++;

    best = g->best_turn < 0 ? 0 : g->best_turn > SOW_MAX_SEEDS ? SOW_MAX_SEEDS : g->best_turn;
    st->best_capture[best]++;
    if (g->total > 0) {
        long pct = 100L * best / g->total;
        st->swept[pct < 0 ? 0 : pct > 100 ? 100 : pct]++;
    }

    st->digest += game_hash(g);   /* a sum mod 2^64: the order does not matter */
}

#define ADD_ARRAY(f) do { \
        uint64_t *d_ = (uint64_t *)(a->f); \
        const uint64_t *s_ = (const uint64_t *)(b->f); \
        for (size_t i_ = 0; i_ < sizeof a->f / sizeof(uint64_t); i_++) d_[i_] += s_[i_]; \
    } while (0)

void sow_stats_merge(sow_stats *a, const sow_stats *b)
{
    a->games += b->games;
    a->partial |= b->partial;
#define ADD(f) ADD_ARRAY(f);
    SOW_STATS_SUMS(ADD)
#undef ADD
    for (int e = 0; e < SOW_END__COUNT; e++)     /* the lowest index: a min, not a sum */
        if (b->end_first[e] && (!a->end_first[e] || b->end_first[e] < a->end_first[e]))
            a->end_first[e] = b->end_first[e];
    a->plies_sum += b->plies_sum;
    if (b->plies_max > a->plies_max) a->plies_max = b->plies_max;
    a->passes += b->passes;
    a->rounds_sum += b->rounds_sum;
    for (int k = 0; k < 3; k++) a->rounds_first[k] += b->rounds_first[k];
    if (b->rounds_max > a->rounds_max) a->rounds_max = b->rounds_max;
    a->digest += b->digest;
}

/* The same after checking no count would wrap; a leaves unchanged then. */
int sow_stats_merge_checked(sow_stats *a, const sow_stats *b)
{
    const uint64_t *x = (const uint64_t *)&a->first_result, *y = (const uint64_t *)&b->first_result;
    size_t n = (size_t)((const uint64_t *)&a->digest - x);      /* every count from first_result to laps */
    uint64_t t;
    if (__builtin_add_overflow(a->games, b->games, &t)) return -1;
    for (size_t i = 0; i < n; i++)
        if (__builtin_add_overflow(x[i], y[i], &t)) return -1;
    sow_stats_merge(a, b);
    return 0;
}

double sow_rate(uint64_t k, uint64_t n)
{
    return n ? (double)k / (double)n : 0.0;
}

void sow_wilson(uint64_t k, uint64_t n, double z, double *lo, double *hi)
{
    double p, nn, z2n, den, mid, half;
    if (n == 0) {
        *lo = 0.0;
        *hi = 1.0;
        return;
    }
    nn = (double)n;
    p = (double)k / nn;
    z2n = z * z / nn;
    den = 1.0 + z2n;
    mid = (p + z2n / 2.0) / den;
    half = z * sqrt(p * (1.0 - p) / nn + z2n / (4.0 * nn)) / den;
    *lo = mid - half < 0.0 ? 0.0 : mid - half;
    *hi = mid + half > 1.0 ? 1.0 : mid + half;
}

double sow_sprt_llr(uint64_t w, uint64_t l, double p0, double p1)
{
    return (double)w * log(p1 / p0) + (double)l * log((1.0 - p1) / (1.0 - p0));
}

sow_sprt_verdict sow_sprt(uint64_t w, uint64_t l, double p0, double p1, double alpha, double beta)
{
    double llr = sow_sprt_llr(w, l, p0, p1);
    double upper = log((1.0 - beta) / alpha);
    double lower = log(beta / (1.0 - alpha));
    if (llr >= upper) return SOW_SPRT_H1;
    if (llr <= lower) return SOW_SPRT_H0;
    return SOW_SPRT_UNDECIDED;
}

/* erfc, not 1 - erf: the tail keeps its relative precision far out (a
 * p-value of 1e-300 is not rounded to 0). */
double sow_normal_sf(double z)
{
    return 0.5 * erfc(z / sqrt(2.0));
}

double sow_p_two_sided(double z)
{
    if (isnan(z)) return 1.0;
    double p = erfc(fabs(z) / sqrt(2.0));
    return p > 1.0 ? 1.0 : p;
}

/* The smallest value v whose cumulative count reaches q * total (and at
 * least one observation, so q = 0 gives the smallest value seen). */
double sow_hist_quantile(const uint64_t *h, int n, double q)
{
    uint64_t total = 0, cum = 0;
    double target;
    for (int i = 0; i < n; i++) total += h[i];
    if (total == 0) return 0.0;
    if (q < 0.0) q = 0.0;
    if (q > 1.0) q = 1.0;
    target = q * (double)total;
    for (int i = 0; i < n; i++) {
        cum += h[i];
        if (cum > 0 && (double)cum >= target) return (double)i;
    }
    return (double)(n - 1);
}
