/* line.c - a game played out to its end, the endless proof asked lazily.
 *
 * sow_play asks the prover after every ply, as the rules say (play is
 * endless from the first position from which no capture and no end can
 * ever happen). Over whole games that is wasteful: a quiet stretch that
 * ends in a capture held no endless position, since each of them reached
 * the capture. So sow_play_out plays on, holding back the plies since the
 * last verdict, and asks only when the stretch reaches 8, 16, 32, ... plies
 * (and at the ply limit). Being provably endless is monotone along a quiet
 * line: its reachable positions only shrink. So one proof of the latest
 * position settles the whole stretch: not endless, or beyond the budget,
 * and so were all before it; proven, and a binary search finds the first
 * provable one. The game ends there and the plies after it are dropped
 * before anyone is told of them: callers see exactly what sow_play ply by
 * ply gives (tests/test_endless.c plays both and compares). */
#include <string.h>

#include "internal.h"

enum { CHECK_FIRST = 8, CHECK_MAX = 512 };

/* The held-back plies: line[0] is told and known not provably endless,
 * line[1..n] are the positions after the plies not told yet. */
typedef struct {
    sow_state line[CHECK_MAX + 1];
    int move[CHECK_MAX + 1];
    int n;
    sow_ply_fn fn;
    void *ctx;
} held;

/* Tells plies 1..k (k <= n) and keeps the rest, line[k] becoming line[0]. */
static void tell(held *h, int k)
{
    if (h->fn)
        for (int i = 1; i <= k; i++) h->fn(h->ctx, &h->line[i - 1], h->move[i], &h->line[i]);
    if (k == 0) return;
    h->line[0] = h->line[k];
    memmove(&h->line[1], &h->line[k + 1], (size_t)(h->n - k) * sizeof h->line[0]);
    memmove(&h->move[1], &h->move[k + 1], (size_t)(h->n - k) * sizeof h->move[0]);
    h->n -= k;
}

/* The latest position is provably endless: the first of line[1..n] that
 * is (all before it are not), ended by the endless rule; told up to it. */
static void end_at_first_proven(const sow_rules *r, held *h, sow_state *s)
{
    int lo = 1, hi = h->n;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (sow_endless_check(r, &h->line[mid]) == SOW_ENDLESS_PROVEN) hi = mid;
        else lo = mid + 1;
    }
    h->line[hi].proof = SOW_ENDLESS_PROVEN + 1;
    sow_end_endless(r, &h->line[hi]);
    h->n = hi;
    tell(h, hi);
    *s = h->line[0];
}

/* Asks about the latest position: 1 if the game ended (proven endless at
 * some held-back ply), else tells every held-back ply, the latest ended by
 * the ply limit first when `limit`. */
static int prove_latest(const sow_rules *r, held *h, sow_state *s, int limit)
{
    sow_endless_verdict v = sow_endless_check(r, &h->line[h->n]);
    h->line[h->n].proof = (uint8_t)(v + 1);
    if (v == SOW_ENDLESS_PROVEN) {
        end_at_first_proven(r, h, s);
        return 1;
    }
    if (limit) sow_end_limit(r, &h->line[h->n]);
    tell(h, h->n);
    *s = h->line[0];
    return 0;
}

int sow_play_out(const sow_rules *r, sow_state *s, sow_choose_fn choose, void *cctx,
                 sow_rng *const seat_rng[2], sow_ply_fn fn, void *fctx)
{
    held H;                                /* on the stack: a ply callback may play games too */
    held *h = &H;
    int proving = r->endless_detect == SOW_DETECT_PROVEN, due = CHECK_FIRST;
    h->n = 0;
    h->fn = fn;
    h->ctx = fctx;
    h->line[0] = *s;
    while (s->status == SOW_PLAYING) {
        uint32_t legal = sow_legal(r, s);
        int m = SOW_PASS;
        if (legal) {
            m = choose ? choose(cctx, s, legal) : pick_uniform(legal, seat_rng[s->to_move]);
            if (m < 0) {                   /* the chooser failed: unless the game had ended */
                if (proving && h->n && prove_latest(r, h, s, 0)) return 0;
                tell(h, h->n);
                *s = h->line[0];
                return -1;
            }
        }
        sow_move(r, s, m, NULL);
        sow_settle_rules(r, s);
        h->line[++h->n] = *s;
        h->move[h->n] = m;
        if (s->status != SOW_PLAYING) break;          /* a rule ended it: nothing before was endless */
        if (!proving) {
            if (s->ply >= (uint32_t)r->max_plies) sow_end_limit(r, &h->line[h->n]);
            tell(h, h->n);
            *s = h->line[0];
            continue;
        }
        if (s->quiet == 0) {                          /* a capture: everything before reached it */
            tell(h, h->n - 1);
            due = CHECK_FIRST;
            continue;
        }
        int limit = s->ply >= (uint32_t)r->max_plies;
        if (h->n >= due || limit) {
            if (prove_latest(r, h, s, limit)) return 0;
            if (due < CHECK_MAX) due *= 2;
        }
    }
    tell(h, h->n);
    *s = h->line[0];
    return 0;
}
