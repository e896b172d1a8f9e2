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
 * line[1..n] are the positions after the plies not told yet; line[n] is
 * the game as it stands. */
typedef struct {
    sow_state line[CHECK_MAX + 2];
    int move[CHECK_MAX + 2];
    int n;
    int rounds;                  /* the rules have rounds: finished rounds are counted */
    sow_tally *tally;
    sow_ply_fn fn;
    void *ctx;
} held;

/* A sowing ply into the tally (not a pass). */
static inline void count(sow_tally *t, const sow_state *after)
{
    if (after->last_taken > t->best) t->best = after->last_taken;
    if (t->turn_capture) {
        t->turn_capture[after->last_taken]++;
        t->laps[after->last_laps < SOW_TALLY_LAPS ? after->last_laps : SOW_TALLY_LAPS]++;
        if (after->last_pits) t->chain[after->last_pits]++;
    }
}

/* rounds: a ply that finished a round (a new one began, or the match
 * ended) counts it for the player who moved first in it. */
static inline void count_round(sow_tally *t, const sow_state *before, const sow_state *after)
{
    if (!t->round_first || !(after->round != before->round || (after->end == SOW_END_MATCH && before->end != SOW_END_MATCH)))
        return;
    int res = after->round_result & 3;
    if (res) t->round_first[res == 3 ? 1 : (after->round_result & SOW_ROUND_FIRST_WON) ? 0 : 2]++;
}

/* Tells plies 1..k (k <= n) and keeps the rest, line[k] becoming line[0]. */
static void tell(held *h, int k)
{
    if (k == 0) return;
    if (h->tally) {
        for (int i = 1; i <= k; i++)
            if (h->move[i] != SOW_PASS) count(h->tally, &h->line[i]);
        if (h->rounds)             /* a loop of its own: rules without rounds keep the tight one above */
            for (int i = 1; i <= k; i++) count_round(h->tally, &h->line[i - 1], &h->line[i]);
    }
    if (h->fn)
        for (int i = 1; i <= k; i++) h->fn(h->ctx, &h->line[i - 1], h->move[i], &h->line[i]);
    h->line[0] = h->line[k];
    for (int i = k + 1; i <= h->n; i++) {          /* at most one after a capture */
        h->line[i - k] = h->line[i];
        h->move[i - k] = h->move[i];
    }
    h->n -= k;
}

/* The latest position is provably endless: the first of line[1..n] that
 * is (all before it are not), ended by the endless rule; told up to it. */
static void end_at_first_proven(const sow_rules *r, held *h)
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
}

/* Asks about the latest position: 1 if the game ended (proven endless at
 * some held-back ply), else tells every held-back ply, the latest ended by
 * the ply limit first when `limit`. */
HOT_INLINE int prove_latest(const sow_rules *r, held *h, int limit)
{
    sow_endless_verdict v = sow_endless_check(r, &h->line[h->n]);
    h->line[h->n].proof = (uint8_t)(v + 1);
    if (v == SOW_ENDLESS_PROVEN) {
        end_at_first_proven(r, h);
        return 1;
    }
    if (limit) sow_end_limit(r, &h->line[h->n]);
    tell(h, h->n);
    return 0;
}

static inline int choose_move(const sow_state *s, sow_moves legal, sow_choose_fn choose, void *cctx,
                              sow_rng *const seat_rng[2], int general)
{
    if (choose) return choose(cctx, s, legal);
    return general ? pick_uniform(legal, seat_rng[s->to_move]) : pick_uniform_pits((uint32_t)legal, seat_rng[s->to_move]);
}

/* Rules without an endless proof: nothing to hold back. `general`
 * (r->general) is a constant in each instance: the turn routine is chosen
 * once per game, not per ply (play_as, settle_rules_as: game.c, compiled
 * with this file in hot.c). */
HOT_INLINE int play_out_unproven_as(const sow_rules *r, sow_state *out, sow_choose_fn choose, void *cctx,
                                    sow_rng *const seat_rng[2], sow_tally *tally, sow_ply_fn fn, void *fctx,
                                    int general)
{
    /* The game is played on a local copy, given back at the end (as the
     * held line does): a byte stored into the caller's state may alias
     * anything (the rules, the tally), one into a local cannot, so the
     * loop keeps those in registers. */
    sow_state g = *out, before;
    sow_state *const s = &g;
    int rc = 0;
    while (s->status == SOW_PLAYING) {
        sow_moves legal = legal_as(r, s, general);
        int m = SOW_PASS;
        if (legal && (m = choose_move(s, legal, choose, cctx, seat_rng, general)) < 0) {
            rc = -1;
            break;
        }
        if (fn || (general && r->fam.rounds)) before = *s;
#ifdef SOW_PARANOID
        const sow_state paranoid_before = *s;
#endif
        play_as(r, s, m, NULL, general);
        settle_rules_as(r, s, general);
#ifdef SOW_PARANOID
        sow_paranoid_ply(r, &paranoid_before, m, s);
#endif
        if (s->status == SOW_PLAYING && s->ply >= (uint32_t)r->max_plies) sow_end_limit(r, s);
        if (tally && m != SOW_PASS) count(tally, s);
        if (tally && general && r->fam.rounds) count_round(tally, &before, s);
        if (fn) fn(fctx, &before, m, s);
    }
    *out = g;
    return rc;
}

static int play_out_unproven(const sow_rules *r, sow_state *s, sow_choose_fn choose, void *cctx,
                             sow_rng *const seat_rng[2], sow_tally *tally, sow_ply_fn fn, void *fctx)
{
    return r->general ? play_out_unproven_as(r, s, choose, cctx, seat_rng, tally, fn, fctx, 1)
                      : play_out_unproven_as(r, s, choose, cctx, seat_rng, tally, fn, fctx, 0);
}

HOT_INLINE int play_out_proven_as(const sow_rules *r, sow_state *s, sow_choose_fn choose, void *cctx,
                                  sow_rng *const seat_rng[2], sow_tally *tally, sow_ply_fn fn, void *fctx,
                                  int general);

int sow_play_out(const sow_rules *r, sow_state *s, sow_choose_fn choose, void *cctx,
                 sow_rng *const seat_rng[2], sow_tally *tally, sow_ply_fn fn, void *fctx)
{
    if (r->endless_detect != SOW_DETECT_PROVEN)
        return play_out_unproven(r, s, choose, cctx, seat_rng, tally, fn, fctx);
    return r->general ? play_out_proven_as(r, s, choose, cctx, seat_rng, tally, fn, fctx, 1)
                      : play_out_proven_as(r, s, choose, cctx, seat_rng, tally, fn, fctx, 0);
}

/* The proven-endless play-out, the turn routine chosen as above. */
HOT_INLINE int play_out_proven_as(const sow_rules *r, sow_state *s, sow_choose_fn choose, void *cctx,
                                  sow_rng *const seat_rng[2], sow_tally *tally, sow_ply_fn fn, void *fctx,
                                  int general)
{
    held H;                                /* on the stack: a ply callback may play games too */
    held *h = &H;
    int due = CHECK_FIRST, rc = 0;
    h->n = 0;
    h->rounds = r->fam.rounds;
    h->tally = tally;
    h->fn = fn;
    h->ctx = fctx;
    h->line[0] = *s;
    for (;;) {
        sow_state *now = &h->line[h->n];
        if (now->status != SOW_PLAYING) {              /* a rule ended it: nothing before was endless */
            tell(h, h->n);
            break;
        }
        sow_moves legal = legal_as(r, now, general);
        int m = SOW_PASS;
        if (legal && (m = choose_move(now, legal, choose, cctx, seat_rng, general)) < 0) {
            /* the chooser failed: unless the game (or, with rounds, the round)
             * had ended before it was asked */
            if (h->n && prove_latest(r, h, 0)) {
                if (h->line[h->n].status != SOW_PLAYING) break;
                due = CHECK_FIRST;                    /* a round ended endless there: the match goes on */
                continue;
            }
            tell(h, h->n);
            rc = -1;
            break;
        }
        sow_state *next = now + 1;                    /* line[++n]: one add, not n * sizeof (96) */
        h->n++;
        *next = *now;
        h->move[h->n] = m;
        play_as(r, next, m, NULL, general);
        settle_rules_as(r, next, general);
#ifdef SOW_PARANOID
        sow_paranoid_ply(r, now, m, next);            /* now: line[n - 1], the state before */
#endif
        if (next->status != SOW_PLAYING) continue;
        int limit = next->ply >= (uint32_t)r->max_plies;
        if (next->quiet == 0) {                       /* a capture: everything before reached it */
            tell(h, h->n - 1);                        /* line[1] is now the capture */
            due = CHECK_FIRST;
            if (!limit) continue;                     /* at the limit: asked below, as sow_play asks */
        }
        if (h->n >= due || limit) {
            if (prove_latest(r, h, limit)) {
                if (h->line[h->n].status != SOW_PLAYING) break;
                due = CHECK_FIRST;                    /* proven endless ended a round: the match goes on */
                continue;
            }
            if (due < CHECK_MAX) due *= 2;
        }
    }
    *s = h->line[h->n];
    return rc;
}
