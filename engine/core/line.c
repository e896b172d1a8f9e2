/* line.c - a game played out to its end, the endless proof asked lazily.
 *
 * sow_play asks the prover after every ply, as the rules say (play is
 * endless from the first position from which no capture and no end can
 * ever happen). Over whole games that is wasteful: a quiet stretch that
 * ends in a capture held no endless position, since each of them reached
 * the capture. So sow_play_out plays on, holding back the plies since the
 * last verdict, and asks only when the stretch reaches 16, 32, 64, ... plies
 * (only 512, 1024, ... where the early proofs seldom prove; at the ply
 * limit; and after a capture that leaves few seeds). Being provably
 * endless is monotone along a quiet line: its reachable positions only
 * shrink. So one proof of the latest position settles the whole stretch:
 * not endless, or beyond the budget, and so were all before it; proven,
 * and a binary search finds the first provable one. The game ends there
 * and the plies after it are dropped before anyone is told of them:
 * callers see exactly what sow_play ply by ply gives (tests/test_endless.c
 * plays both and compares). */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

enum { CHECK_FIRST = 16, CHECK_MAX = 512, FEW_SEEDS = 2 };

/* A capture that leaves at most FEW_SEEDS seeds in play: the proof is
 * asked at once, not CHECK_FIRST plies on. Play most often becomes
 * endless there (every endless game of Al-manqala, 15% of its games,
 * ends with 2 seeds, at the capture itself), and the first position after
 * a capture is the first that can be endless: a proven verdict there ends
 * the game where asking later would have found it, without the plies
 * after it or a replay of them. Only when the proof is asked changes,
 * never a verdict (search_as: a proof is exact and not cached mid-search).
 * The seeds in play are reckoned from the captures (all the rules here
 * have: only pits and captures hold seeds; elsewhere the proof is merely
 * asked at some other capture). At 4 seeds Al-manqala's searches of
 * positions that are not endless cost more than the replays saved.
 *
 * It is asked so only while it pays (pays(&Few)): a proven verdict saves
 * about 6,000 instructions in Al-manqala, one that is not costs a search
 * of some 400. Al-manqala's one in 3 prove, Mangala II's (II.Q1=skip)
 * none, its last two seeds always meeting.
 *
 * A quiet stretch is asked at CHECK_FIRST plies, then 32, 64, ... up to
 * CHECK_MAX, while that pays (pays(&Early)); else at CHECK_MAX from the
 * first. Where long quiet stretches are seldom endless each early proof
 * is a failed search: against asking every CHECK_MAX plies, it cost
 * Ot-tjin 95% of its instructions and Wari 36%; where play often becomes
 * endless with more than FEW_SEEDS seeds (Mangala IV as Culin has it: 62%
 * of its games, 2.3 seeds left on average), asking only every CHECK_MAX
 * plies plays and replays hundreds of plies a game (2.5 times its
 * instructions). */
typedef struct { uint64_t key; uint32_t asked, proven; } odds;
static _Thread_local odds Few, Early;   /* per thread and rule set: what proofs of each kind found lately */

/* Whether asking pays now, for rules r: while at least one in 8 proves
 * (the first 64 are asked regardless). */
static inline int pays(odds *o, const sow_rules *r)
{
    if (o->key != r->key) o->key = r->key, o->asked = o->proven = 0;
    return o->asked < 64 || o->proven * 8 >= o->asked;
}

/* A verdict of the kind o counts. */
static inline void told(odds *o, sow_endless_verdict v)
{
    if (++o->asked == 1u << 20) o->asked >>= 1, o->proven >>= 1;   /* (the recent odds weigh as much) */
    o->proven += v == SOW_ENDLESS_PROVEN;
}

/* The plies of a quiet stretch at which the proof is first asked. Every
 * verdict on a stretch (not few_left's) counts: a proof found at
 * CHECK_MAX plies brings the early ones back. */
static inline int first_check(const sow_rules *r)
{
    return pays(&Early, r) ? CHECK_FIRST : CHECK_MAX;
}

int sow_play_out_asks_early(const sow_rules *r)
{
    return first_check(r) == CHECK_FIRST;
}

/* The seeds captured (both players) from which at most FEW_SEEDS are left. */
static inline uint32_t few_from(const sow_rules *r)
{
    return r->total > FEW_SEEDS ? (uint32_t)(r->total - FEW_SEEDS) : 0;
}

static inline uint32_t seeds_taken(const sow_state *s)
{
    return (uint32_t)s->captured[0] + s->captured[1];
}

static inline int few_seeds(const sow_rules *r, const sow_state *s)
{
    return seeds_taken(s) >= few_from(r);
}

static inline int few_left(const sow_rules *r, const sow_state *s)
{
    return few_seeds(r, s) && pays(&Few, r);
}

/* The held-back plies: line[0] is told and known not provably endless,
 * line[1..n] are the positions after the plies not told yet; line[n] is
 * the game as it stands. */
typedef struct {
    sow_state line[CHECK_MAX + 2];
    int move[CHECK_MAX + 2];
    int n;
    int first;                   /* first_check, as it stood when the game began */
    int rounds;                  /* the rules have rounds: finished rounds are counted */
    int lean;                    /* lean_turn: quiet sowings are left to count_quiet (held_end) */
    uint32_t sowed;              /* the game's sowings when its play-out began */
    sow_tally *tally;
    sow_ply_fn fn;
    void *ctx;
} held;

/* The laps bin of a sowing. */
static inline int laps_bin(const sow_state *after)
{
    return after->last_laps < SOW_TALLY_LAPS ? after->last_laps : SOW_TALLY_LAPS;
}

/* A sowing ply into the tally (not a pass). A lean kernel's quiet
 * sowings (one lap, nothing taken: quiet not 0) are left to count_quiet
 * at the end (the test the end rules make next: one branch for both), and
 * so are the laps of all its sowings (one each). Its other sowings are
 * captures of one pit or more (quiet, at most the ply limit, never wraps
 * to 0). */
static inline void count(sow_tally *t, const sow_state *after, int kernel)
{
    if (lean_turn(kernel) && after->quiet) return;
    t->counted++;
    if (after->last_taken > t->best) t->best = after->last_taken;
    if (t->turn_capture) {
        t->turn_capture[after->last_taken]++;
        if (!lean_turn(kernel)) t->laps[laps_bin(after)]++;
        if (lean_turn(kernel) || after->last_pits) t->chain[after->last_pits]++;
    }
}

/* count taken back, for a sowing the endless proof drops (played in place
 * before the verdict came): a quiet one, so `best` stays as it was. */
static void uncount(sow_tally *t, const sow_state *after, int kernel)
{
    if (lean_turn(kernel) && after->quiet) return;
    t->counted--;
    if (t->turn_capture) {
        t->turn_capture[after->last_taken]--;
        if (!lean_turn(kernel)) t->laps[laps_bin(after)]--;
        if (lean_turn(kernel) || after->last_pits) t->chain[after->last_pits]--;
    }
}

/* A lean kernel's sowings that count() left to the end: the quiet ones
 * (taking nothing), and the laps of all (one each). `sowed` the game's
 * sowings when its play-out began. */
static void count_quiet(sow_tally *t, const sow_state *s, uint32_t sowed)
{
    uint32_t all = s->sowings - sowed, quiet = all - t->counted;
    if (t->turn_capture) {
        t->turn_capture[0] += quiet;
        t->laps[1] += all;
    }
    t->counted += quiet;
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
    if (h->tally && h->lean) {     /* the captures alone (quiet 0): one test a ply */
        for (int i = 1; i <= k; i++)
            if (!h->line[i].quiet && h->move[i] != SOW_PASS) count(h->tally, &h->line[i], KERNEL_LEAN);
    } else if (h->tally) {
        for (int i = 1; i <= k; i++)
            if (h->move[i] != SOW_PASS) count(h->tally, &h->line[i], KERNEL_SEED);
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

/* line[n] is provably endless: the first of line[1..n] that is (all
 * after a provable one are: they are reached from it without a capture). */
static int first_proven(const sow_rules *r, const sow_state *line, int n)
{
    int lo = 1, hi = n;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (sow_endless_check(r, &line[mid]) == SOW_ENDLESS_PROVEN) hi = mid;
        else lo = mid + 1;
    }
    return hi;
}

/* The latest position is provably endless: the first of line[1..n] that
 * is (all before it are not), ended by the endless rule; told up to it. */
static void end_at_first_proven(const sow_rules *r, held *h)
{
    int hi = first_proven(r, h->line, h->n);
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

/* The turn routine of r's loops (internal.h), asked once per game. */
static inline int kernel_of(const sow_rules *r)
{
    return r->kernel;
}

/* choose's move, or a uniform draw from the mover's stream `rng` (NULL
 * with choose: a caller with a chooser may have no streams). */
static inline int choose_move(const sow_rules *r, const sow_state *s, sow_moves legal, sow_choose_fn choose,
                              void *cctx, sow_rng *rng, int kernel)
{
    if (choose) return choose(cctx, s, legal);
    if (kernel == KERNEL_SEED && r->forced)  /* the one pit (leftmost, rightmost), no draw: a seat's */
        return __builtin_ctz((uint32_t)legal);   /* stream serves its moves alone, and ends with the game */
    return kernel == KERNEL_GENERAL ? pick_uniform(legal, rng) : pick_uniform_pits((uint32_t)legal, rng);
}

/* The plies s may play before the ply limit or the quiet-plies rule could
 * end it (at least 1): a ply adds one to s->ply and at most one to
 * s->quiet (a capture or a new round sets it to 0), so neither comes
 * sooner. The loops below test the two only on that ply, then reckon
 * again: one countdown per ply instead of two tests. */
static inline uint32_t plies_to_limits(const sow_rules *r, const sow_state *s)
{
    uint32_t max = (uint32_t)r->max_plies, n = s->ply < max ? max - s->ply : 1;
    if (r->endless_detect == SOW_DETECT_PLIES) {
        uint32_t quiet = (uint32_t)r->endless_plies, q = s->quiet < quiet ? quiet - s->quiet : 1;
        if (q < n) n = q;
    }
    return n;
}

/* A chosen move played by the rules, its sowing counted; the ply limit
 * and the quiet-plies rule only when `limits` (plies_to_limits). */
HOT_INLINE void play_counted(const sow_rules *r, sow_state *s, int m, sow_tally *tally, int kernel, int limits)
{
#ifdef SOW_PARANOID
    const sow_state paranoid_before = *s;
#endif
    play_as(r, s, m, NULL, kernel);
    if (tally && m != SOW_PASS) count(tally, s, kernel);   /* no end rule changes the ply's counters: counted */
    settle_rules_limits_as(r, s, kernel, limits);          /* at once, a quiet lean sowing's count is no code */
#ifdef SOW_PARANOID
    sow_paranoid_ply(r, &paranoid_before, m, s);
#endif
    if (limits && s->status == SOW_PLAYING && s->ply >= (uint32_t)r->max_plies) sow_end_limit(r, s);
}

/* One ply of rules without an endless proof, counted and told: the move
 * (-1 if choose failed, nothing played), the rules, the limits as for
 * play_counted. */
HOT_INLINE int ply_unproven_as(const sow_rules *r, sow_state *s, sow_choose_fn choose, void *cctx,
                               sow_rng *rng, sow_tally *tally, sow_ply_fn fn, void *fctx, int kernel, int limits)
{
    sow_state before;
    const int rounds = kernel == KERNEL_GENERAL && r->fam.rounds;
    sow_moves legal = legal_as(r, s, kernel);
    int m = SOW_PASS;
    if (legal && (m = choose_move(r, s, legal, choose, cctx, rng, kernel)) < 0) return -1;
    if (!fn && !rounds) {                 /* nothing looks at the ply's start */
        play_counted(r, s, m, tally, kernel, limits);
        return 0;
    }
    before = *s;
    play_counted(r, s, m, tally, kernel, limits);
    if (tally && rounds) count_round(tally, &before, s);
    if (fn) fn(fctx, &before, m, s);
    return 0;
}

/* Rules without an endless proof: nothing to hold back. `kernel`
 * (kernel_of) is a constant in each instance: the turn routine is chosen
 * once per game, not per ply (play_as, settle_rules_as: game.c, compiled
 * with this file in hot.c). */
HOT_INLINE int play_out_unproven_as(const sow_rules *r, sow_state *out, sow_choose_fn choose, void *cctx,
                                    sow_rng *const seat_rng[2], sow_tally *tally, sow_ply_fn fn, void *fctx,
                                    int kernel)
{
    /* The game is played on a local copy, given back at the end (as the
     * held line does): a byte stored into the caller's state may alias
     * anything (the rules, the tally), one into a local cannot, so the
     * loop keeps those in registers. */
    sow_state g = *out;
    int rc = 0;
    uint32_t due = plies_to_limits(r, &g);
    if (tally) tally->counted = 0;
    while (g.status == SOW_PLAYING) {
        int limits = --due == 0;
        rc = ply_unproven_as(r, &g, choose, cctx, choose ? NULL : seat_rng[g.to_move], tally, fn, fctx, kernel, limits);
        if (rc) break;
        if (limits) due = plies_to_limits(r, &g);
    }
    if (tally && lean_turn(kernel)) count_quiet(tally, &g, out->sowings);
    *out = g;
    return rc;
}

static int play_out_unproven(const sow_rules *r, sow_state *s, sow_choose_fn choose, void *cctx,
                             sow_rng *const seat_rng[2], sow_tally *tally, sow_ply_fn fn, void *fctx)
{
    switch (kernel_of(r)) {
    case KERNEL_GENERAL: return play_out_unproven_as(r, s, choose, cctx, seat_rng, tally, fn, fctx, KERNEL_GENERAL);
    case KERNEL_LEAN: return play_out_unproven_as(r, s, choose, cctx, seat_rng, tally, fn, fctx, KERNEL_LEAN);
    case KERNEL_FED: return play_out_unproven_as(r, s, choose, cctx, seat_rng, tally, fn, fctx, KERNEL_FED);
    default: return play_out_unproven_as(r, s, choose, cctx, seat_rng, tally, fn, fctx, KERNEL_SEED);
    }
}

HOT_INLINE int play_out_proven_as(const sow_rules *r, sow_state *s, sow_choose_fn choose, void *cctx,
                                  sow_rng *const seat_rng[2], sow_tally *tally, sow_ply_fn fn, void *fctx,
                                  int kernel);

int sow_play_out(const sow_rules *r, sow_state *s, sow_choose_fn choose, void *cctx,
                 sow_rng *const seat_rng[2], sow_tally *tally, sow_ply_fn fn, void *fctx)
{
    if (r->endless_detect != SOW_DETECT_PROVEN)
        return play_out_unproven(r, s, choose, cctx, seat_rng, tally, fn, fctx);
    switch (kernel_of(r)) {
    case KERNEL_GENERAL: return play_out_proven_as(r, s, choose, cctx, seat_rng, tally, fn, fctx, KERNEL_GENERAL);
    case KERNEL_LEAN: return play_out_proven_as(r, s, choose, cctx, seat_rng, tally, fn, fctx, KERNEL_LEAN);
    case KERNEL_FED: return play_out_proven_as(r, s, choose, cctx, seat_rng, tally, fn, fctx, KERNEL_FED);
    default: return play_out_proven_as(r, s, choose, cctx, seat_rng, tally, fn, fctx, KERNEL_SEED);
    }
}

/* A held line at a game's start (the proven-endless play-out). */
static void hold(const sow_rules *r, held *h, const sow_state *s, sow_tally *tally, sow_ply_fn fn, void *fctx)
{
    h->n = 0;
    h->rounds = r->fam.rounds;
    h->lean = lean_turn(kernel_of(r));
    h->sowed = s->sowings;
    if (tally) tally->counted = 0;
    h->tally = tally;
    h->fn = fn;
    h->ctx = fctx;
    h->line[0] = *s;
    h->first = first_check(r);
}

/* The game as its line ended it, the quiet sowings tell left counted. */
static void held_end(held *h, sow_state *s)
{
    *s = h->line[h->n];
    if (h->tally && h->lean) count_quiet(h->tally, s, h->sowed);
}

/* One ply of the proven play-out, the proof asked when due: 0 to go on,
 * 1 when the game has ended (as h->line[h->n]), -1 if choose failed. */
HOT_INLINE int proven_ply_as(const sow_rules *r, held *h, int *due, sow_choose_fn choose, void *cctx,
                             sow_rng *const seat_rng[2], int kernel)
{
    sow_state *now = &h->line[h->n];
    if (now->status != SOW_PLAYING) {              /* a rule ended it: nothing before was endless */
        tell(h, h->n);
        return 1;
    }
    sow_moves legal = legal_as(r, now, kernel);
    int m = SOW_PASS;
    if (legal && (m = choose_move(r, now, legal, choose, cctx, choose ? NULL : seat_rng[now->to_move], kernel)) < 0) {
        /* the chooser failed: unless the game (or, with rounds, the round)
         * had ended before it was asked */
        if (h->n && prove_latest(r, h, 0)) {
            if (h->line[h->n].status != SOW_PLAYING) return 1;
            *due = h->first;                      /* a round ended endless there: the match goes on */
            return 0;
        }
        tell(h, h->n);
        return -1;
    }
    sow_state *next = now + 1;                    /* line[++n]: one add, not n * sizeof (96) */
    h->n++;
    *next = *now;
    h->move[h->n] = m;
    play_as(r, next, m, NULL, kernel);
    settle_rules_as(r, next, kernel);
#ifdef SOW_PARANOID
    sow_paranoid_ply(r, now, m, next);            /* now: line[n - 1], the state before */
#endif
    if (next->status != SOW_PLAYING) return 0;
    int limit = next->ply >= (uint32_t)r->max_plies;
    int few = 0;
    if (next->quiet == 0) {                       /* a capture: everything before reached it */
        tell(h, h->n - 1);                        /* line[1] is now the capture */
        *due = h->first;
        few = few_left(r, next);
        if (!limit && !few) return 0;             /* at the limit: asked below, as sow_play asks */
    }
    if (h->n >= *due || limit || few) {
        int ended = prove_latest(r, h, limit);
        told(few ? &Few : &Early, ended ? SOW_ENDLESS_PROVEN : SOW_ENDLESS_NOT);
        if (ended) {
            if (h->line[h->n].status != SOW_PLAYING) return 1;
            *due = h->first;                      /* proven endless ended a round: the match goes on */
            return 0;
        }
        if (!few && *due < CHECK_MAX) *due *= 2;
    }
    return 0;
}

/* The proven-endless play-out, the turn routine chosen as above. */
HOT_INLINE int play_out_proven_as(const sow_rules *r, sow_state *s, sow_choose_fn choose, void *cctx,
                                  sow_rng *const seat_rng[2], sow_tally *tally, sow_ply_fn fn, void *fctx,
                                  int kernel)
{
    held H;                                /* on the stack: a ply callback may play games too */
    int rc;
    hold(r, &H, s, tally, fn, fctx);
    int due = H.first;
    while ((rc = proven_ply_as(r, &H, &due, choose, cctx, seat_rng, kernel)) == 0) {}
    held_end(&H, s);
    return rc < 0 ? -1 : 0;
}

/* ---- games in flight ------------------------------------------------------ */

/* Games are played in fl[], which never escapes here (start and end see a
 * copy in io), so the stores of one ply cannot alias the rules or the
 * tallies. (The lean loop below hands its games over in place, saving two
 * 208-byte copies a game: its quiet ply has no store such an alias could
 * slow, callgrind's count of it is the same.)
 * The games in flight are fl[0..n-1]; one that ends with none to start
 * after it gives its place to the last. Each is reached through one
 * pointer, its bookkeeping beside it: the ply's loads and stores all
 * address off one register. */
typedef struct {
    sow_flight f;
    uint32_t sowed;              /* the game's sowings when it started (count_quiet) */
    uint32_t due;                /* plies_to_limits, counted down */
    int slot;
} in_flight;

/* Game p->f, just started, takes off in `slot`. */
static inline void lift_off(const sow_rules *r, in_flight *p, int slot)
{
    p->f.tally.counted = 0;
    p->sowed = p->f.s.sowings;
    p->due = plies_to_limits(r, &p->f.s);
    p->slot = slot;
}

static inline void take_off(const sow_rules *r, in_flight *p, const sow_flight *io, int slot)
{
    p->f = *io;
    lift_off(r, p, slot);
}

HOT_INLINE void flights_as(const sow_rules *r, int k, sow_flight_start_fn start, sow_flight_end_fn end, void *ctx,
                           int kernel)
{
    in_flight fl[SOW_FLIGHTS];
    sow_flight io;
    int n = 0;
    while (n < k && start(ctx, n, &io)) take_off(r, &fl[n], &io, n), n++;
    while (n)
        for (in_flight *p = fl; p < fl + n;) {
            sow_state *s = &p->f.s;
            if (s->status == SOW_PLAYING) {
                int limits = --p->due == 0;
                ply_unproven_as(r, s, NULL, NULL, &p->f.rng[s->to_move], &p->f.tally, NULL, NULL, kernel, limits);
                if (limits) p->due = plies_to_limits(r, s);
                p++;
                continue;
            }
            io = p->f;
            end(ctx, p->slot, &io);
            if (start(ctx, p->slot, &io)) take_off(r, p, &io, p->slot), p++;
            else *p = fl[--n];                    /* the last takes its place and plays next */
        }
}

/* ---- the endless proof without a held line: a stretch ------------------- */

/* A game in flight under the endless proof, played in place: the proof is
 * asked on the plies where the held line asks it (proven_ply_as: when the
 * plies since the last verdict reach the held line's due, and at the ply
 * limit), but nothing is held. The stretch keeps a position at or before
 * its first and the seats' streams there; a proven verdict replays it
 * from them (the same draws, the same moves) to find its first provable
 * position, the game ending there. The plies dropped after it were
 * counted as they were played; they are quiet, and uncount takes them
 * back: the tally is as told. The position kept is a verdict's (or the
 * game's start): a capture, the common ply, only marks where the stretch
 * begins and copies nothing, the replay playing on to it (a capture
 * `first` plies or more after the position kept is kept instead: every
 * 16 where early proofs pay, so often prove and replay; every 512 where
 * they do not, a replay being rare: 2.6% of Al-manqala's instructions,
 * Culin's 7% the other way round).
 * Rules without rounds only (the held line counts a round's end). */
typedef struct {
    sow_state base;              /* the position of the last verdict (not endless) or the game's start */
    sow_rng rng[2];              /* the seats' streams at base */
    uint32_t from;               /* the ply of held line[0], or with `open` of held line[1], the
                                  * position a capture left (line[0] not needed); base's or later */
    int open;                    /* held line[1] begins the range a proven verdict searches */
    int check;                   /* held plies (held.n) at which the proof is next asked: held's due */
    int first;                   /* first_check, as it stood when the game began */
    uint32_t keep_at;            /* base's ply + first: a capture from this ply on is kept */
    uint32_t few_at;             /* seeds captured from which few_left asks the proof: few_from
                                  * while pays(&Few) when the game began, else never */
    sow_state *line;             /* scratch for the replay (CHECK_MAX + 2 positions), shared */
} stretch;

/* few_left for a game of the stretch st: one sum and compare. */
static inline int stretch_few(const stretch *st, const sow_state *s)
{
    return seeds_taken(s) >= st->few_at;
}

/* held.n of the held line the stretch stands for, at s. */
static inline int stretch_held(const stretch *st, const sow_state *s)
{
    return (int)(s->ply - st->from) + st->open;
}

/* A verdict's position (or a game's start), kept: held line[0]. */
static inline void stretch_keep(stretch *st, const sow_flight *f)
{
    st->base = f->s;
    st->rng[0] = f->rng[0];
    st->rng[1] = f->rng[1];
    st->from = f->s.ply;
    st->open = 0;
    st->keep_at = f->s.ply + (uint32_t)st->first;
}


/* The countdown to the next ply the stretch must look at: the limits', or
 * the proof's when that comes first. */
static inline uint32_t stretch_due(const sow_rules *r, const stretch *st, const sow_state *s)
{
    uint32_t limits = plies_to_limits(r, s), proof = (uint32_t)(st->check - stretch_held(st, s));
    return proof < limits ? proof : limits;
}

/* A game's stretch begun, as hold() begins the held line: the countdown
 * to the first ply it must look at (stretch_due). */
static inline uint32_t stretch_begin(const sow_rules *r, stretch *st, const sow_flight *f)
{
    st->check = st->first = first_check(r);
    st->few_at = pays(&Few, r) ? few_from(r) : UINT32_MAX;
    stretch_keep(st, f);
    return stretch_due(r, st, &f->s);
}

/* The latest position, f's, is provably endless: the stretch replayed
 * (held line[1..n]), the first provable found as end_at_first_proven
 * finds it (the same positions asked), the sowings after it uncounted and
 * the game ended there. */
static __attribute__((noinline)) void stretch_end_proven(const sow_rules *r, stretch *st, sow_flight *f, int kernel)
{
    sow_state *s = &f->s, *line = st->line, g;
    int n = stretch_held(st, s), i = 1;
    if (n == 1) {                                 /* the capture itself (few_left): nothing to replay */
        s->proof = SOW_ENDLESS_PROVEN + 1;
        sow_end_endless(r, s);
        return;
    }
    g = st->base;
    sow_rng rng[2] = {st->rng[0], st->rng[1]};
    while (g.ply < st->from)                      /* on to the capture that began the stretch */
        ply_unproven_as(r, &g, NULL, NULL, &rng[g.to_move], NULL, NULL, NULL, kernel, 0);
    if (st->open) line[i++] = g;
    while (i < n) {
        ply_unproven_as(r, &g, NULL, NULL, &rng[g.to_move], NULL, NULL, NULL, kernel, 0);
        line[i++] = g;
    }
    line[n] = *s;
    int first = first_proven(r, line, n);
    for (int j = first + 1; j <= n; j++)         /* (j >= 2: line[j - 1] is held) */
        if (line[j].sowings != line[j - 1].sowings) uncount(&f->tally, &line[j], kernel);
    *s = line[first];
    s->proof = SOW_ENDLESS_PROVEN + 1;
    sow_end_endless(r, s);
}

/* A capture at s: everything before reached it, the stretch begins there. */
static inline void stretch_capture(stretch *st, const sow_state *s)
{
    st->from = s->ply;
    st->open = 1;
    st->check = st->first;
}

/* After a ply under the proof: what proven_ply_as does after its ply. 1
 * when the game has ended. */
static int stretch_settle(const sow_rules *r, sow_flight *f, stretch *st, int kernel)
{
    sow_state *s = &f->s;
    if (s->status != SOW_PLAYING) return 1;
    int limit = s->ply >= (uint32_t)r->max_plies, few = 0;
    if (s->quiet == 0) {
        if (s->ply >= st->keep_at) stretch_keep(st, f);   /* (the replay stays short) */
        stretch_capture(st, s);
        few = stretch_few(st, s);
    }
    if (stretch_held(st, s) >= st->check || limit || few) {
        sow_endless_verdict v = sow_endless_check(r, s);
        s->proof = (uint8_t)(v + 1);
        told(few ? &Few : &Early, v);
        if (v == SOW_ENDLESS_PROVEN) {
            stretch_end_proven(r, st, f, kernel);
            return 1;
        }
        if (limit) {
            sow_end_limit(r, s);
            return 1;
        }
        stretch_keep(st, f);
        if (!few && st->check < CHECK_MAX) st->check *= 2;
    }
    return 0;
}

/* stretch_settle's common case, inline: a capture in a game going on,
 * before the ply limit, with a position kept fewer than `first` plies
 * before it and more than FEW_SEEDS seeds left: the stretch begins there
 * and no proof is due. The countdown
 * then (stretch_due's value, worked out: the ply limit's, there being no
 * quiet-plies rule under the proof, or the proof's, one ply held; calling
 * stretch_due cost Al-manqala 1.9 Ir a sowing), or 0 when stretch_settle
 * must look. `took` (a constant): the ply was lean_capture's, a capture
 * played with the countdown over 1, so before the ply limit. */
static inline uint32_t stretch_capture_due(const sow_rules *r, stretch *st, const sow_state *s, int took)
{
    uint32_t max = (uint32_t)r->max_plies;
    uint32_t first = (uint32_t)st->first;
    if (s->status != SOW_PLAYING || (!took && (s->quiet || s->ply >= max)) || s->ply >= st->keep_at
        || stretch_few(st, s))
        return 0;
    stretch_capture(st, s);
    return max - s->ply < first - 1 ? max - s->ply : first - 1;
}

/* Games of the seed turn in flight under the proof, as flights_as plays
 * them, each game's stretch in st[slot]; its countdown (in_flight.due) is
 * stretch_due's. */
static inline void stretch_take_off(const sow_rules *r, in_flight *p, const sow_flight *io, int slot, stretch *st)
{
    take_off(r, p, io, slot);
    p->due = stretch_begin(r, st + slot, &p->f);
}

HOT_INLINE void stretch_flights_as(const sow_rules *r, int k, sow_flight_start_fn start, sow_flight_end_fn end,
                                   void *ctx, stretch *st, int kernel)
{
    in_flight fl[SOW_FLIGHTS];
    sow_flight io;
    int n = 0;
    while (n < k && start(ctx, n, &io)) stretch_take_off(r, &fl[n], &io, n, st), n++;
    while (n)
        for (in_flight *p = fl; p < fl + n;) {
            sow_state *s = &p->f.s;
            if (s->status == SOW_PLAYING) {
                ply_unproven_as(r, s, NULL, NULL, &p->f.rng[s->to_move], &p->f.tally, NULL, NULL, kernel, 0);
                if (__builtin_expect(--p->due == 0 || s->quiet == 0 || s->status != SOW_PLAYING, 0)) {
                    uint32_t due = stretch_capture_due(r, st + p->slot, s, 0);   /* (a capture: the proof not due) */
                    if (due) p->due = due;
                    else if (!stretch_settle(r, &p->f, st + p->slot, kernel)) p->due = stretch_due(r, st + p->slot, s);
                }
                p++;
                continue;
            }
            io = p->f;
            end(ctx, p->slot, &io);
            if (start(ctx, p->slot, &io)) stretch_take_off(r, p, &io, p->slot, st), p++;
            else *p = fl[--n];                    /* the last takes its place and plays next */
        }
}

/* ---- lean games in flight: the quiet sowing's own path -------------------- */

/* Most plies of lean rules are quiet sowings: one lap, nothing taken, no
 * end rule can fire, and every counter they touch moves by one (ply,
 * sowings, quiet) or is set to what any quiet sowing sets (last_laps 1,
 * last_pits and last_taken 0, last_mover the other player). So such a ply
 * here changes only the board, the player to move and the countdown to
 * the limits; the counters are brought up to date from the countdown
 * (lean_catch_up) before any other ply, which the lean kernel plays as
 * flights_as does. A sowing that would capture is found before the board
 * changes, from the landing pit's count, and played as the full way plays
 * it from the lap already looked up (lean_capture). `wide`
 * (boards over 16 pits) and `kernel` (lean or fed) are constants in each
 * instance. Fed rules add the feeding and empty-row rules, which apply
 * only while a row is empty: a ply that starts so is played the full way,
 * the no-move rules the quiet sowing before it left asked first
 * (lean_full_ply). */
typedef struct {
    in_flight g;
    uint32_t synced;             /* g.due when the counters were last brought up to date */
} lean_flight;

/* s's counters as they stand after the quiet sowings since p's last
 * catch-up (the countdown's difference). */
static inline void lean_counters(const lean_flight *p, sow_state *s)
{
    uint32_t run = p->synced - p->g.due;
    if (run) {
        s->ply += run;
        s->sowings += run;
        s->quiet += run;
        s->last_laps = 1;
        s->last_pits = 0;
        s->last_taken = 0;
        s->last_mover = (uint8_t)(s->to_move ^ 1);
    }
}

static inline void lean_catch_up(lean_flight *p)
{
    lean_counters(p, &p->g.f.s);
    p->synced = p->g.due;
}

/* The pits holding a seed, for a board of up to 16 pits (one compare). */
static inline uint32_t occupied16(const sow_board *b)
{
#if defined(__SSE2__)
    return ~(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const void *)b->w), _mm_setzero_si128())) & 0xffffu;
#else
    return board_occupied(b) & 0xffffu;
#endif
}

/* After a ply of a lean game under the proof played the full way, the
 * countdown set again. 1 when the game has ended. */
static __attribute__((noinline)) int stretch_after(const sow_rules *r, lean_flight *p, stretch *st, int kernel)
{
    if (stretch_settle(r, &p->g.f, st, kernel)) return 1;
    p->g.due = p->synced = stretch_due(r, st, &p->g.f.s);
    return 0;
}

/* After a ply of a lean game in flight played the full way: the
 * countdown set again (under the proof, by the stretch). 1 when the game
 * has ended. `took` as for stretch_capture_due. */
HOT_INLINE int lean_settled(const sow_rules *r, lean_flight *p, stretch *st, int kernel, int took)
{
    if (st) {
        uint32_t due = stretch_capture_due(r, st + p->g.slot, &p->g.f.s, took);
        if (!due) return stretch_after(r, p, st + p->g.slot, kernel);
        p->g.due = p->synced = due;
        return 0;
    }
    p->synced = p->g.due;
    return p->g.f.s.status != SOW_PLAYING;
}

/* The plies of a lean game in flight played the full way: a pass or a ply
 * on which the limits are due, and under fed rules one where a row is
 * empty: the no-move rules a quiet sowing left for the next ply are asked
 * first (settle_no_move, as the sowing's own end rules would have; asked
 * again after a ply played the full way, they find what they found then).
 * 1 when the ply (or the rules before it) ended the game. Inline (an
 * out-of-line call cost more), the flight read afresh so that the quiet
 * sowing's path keeps nothing live for it. */
HOT_INLINE int lean_full_ply(const sow_rules *r, lean_flight *p, stretch *st, int kernel)
{
#if defined(__GNUC__)
    __asm__("" : "+r"(p));   /* p's fields read afresh: the fast path need not keep what it read live for here */
#endif
    sow_state *s = &p->g.f.s;
    lean_catch_up(p);
    if (kernel == KERNEL_FED && settle_no_move(r, s)) return 1;
    int limits = --p->g.due == 0 && !st;          /* (under the proof, the limit waits for the proof) */
    ply_unproven_as(r, s, NULL, NULL, &p->g.f.rng[s->to_move], &p->g.f.tally, NULL, NULL, kernel, limits);
    if (limits) p->g.due = plies_to_limits(r, s);
    return lean_settled(r, p, st, kernel, 0);
}

/* The sowing of m that captures, found so by lean_ply from the lap it
 * looked up (the row it adds, its landing pit `last`): played as
 * play_counted plays it (play_lean's capture, count, the end rules after
 * a capture) without looking the lap up again, the quiet sowings' ply and
 * sowing counts caught up in the same stores (its own counters set the
 * rest). The limits are not due (lean_ply: the countdown is over 1). */
HOT_INLINE int lean_capture(const sow_rules *r, lean_flight *p, int m, const uint8_t *row, int last, int wide,
                            stretch *st, int kernel)
{
#if defined(__GNUC__)
    __asm__("" : "+r"(p));
#endif
    sow_state *s = &p->g.f.s;
    int mover = s->to_move, pits;
#ifdef SOW_PARANOID
    sow_state before = *s, full;
    lean_counters(p, &before);
    full = before;
    play_counted(r, &full, m, NULL, kernel, 0);
#else
    (void)m;
#endif
    uint32_t run = p->synced - p->g.due + 1;     /* the quiet sowings since the catch-up, and this one */
    s->ply += run;
    s->sowings += run;
    if (wide) add_row32(&s->b, row);
    else add_row16(&s->b, row);
    int got = capture_chain_as(r, &s->b, last, mover, NULL, &pits);
    lean_took(s, mover, got, pits);
    count(&p->g.f.tally, s, kernel);
    p->g.due--;
    settle_rules_limits_as(r, s, kernel, 0);
#ifdef SOW_PARANOID
    sow_paranoid_same(r, &before, m, s, &full);
#endif
    return lean_settled(r, p, st, kernel, 1);
}

/* A pass of lean rules, the limits not due: no end rule can follow it
 * (nothing was taken, the rows are the same), so the ply alone. */
HOT_INLINE int lean_pass(const sow_rules *r, lean_flight *p)
{
#if defined(__GNUC__)
    __asm__("" : "+r"(p));
#endif
    sow_state *s = &p->g.f.s;
    lean_catch_up(p);
#ifdef SOW_PARANOID
    sow_state before = *s, full = *s;
    play_counted(r, &full, SOW_PASS, NULL, KERNEL_LEAN, 0);
#endif
    play_as(r, s, SOW_PASS, NULL, KERNEL_LEAN);
    p->synced = --p->g.due;
#ifdef SOW_PARANOID
    sow_paranoid_same(r, &before, SOW_PASS, s, &full);
#endif
    return 0;
}

/* One ply of a lean game in flight (see above): 1 when it ended the game
 * (only a ply played the full way can). Fed rules play it the full way
 * when either row is empty: the no-move rules, feeding, or a pass. */
HOT_INLINE int lean_ply(const sow_rules *r, lean_flight *p, int wide, stretch *st, int kernel)
{
    sow_state *s = &p->g.f.s;
    int mover = s->to_move;
    uint32_t occ = wide ? board_occupied(&s->b) : occupied16(&s->b), own = occ & r->row_mask[mover];
    /* (fed: the other row is empty when every pit holding a seed is own: only
     * pits hold seeds, as the empty board's test after a capture knows) */
    if (__builtin_expect(p->g.due <= 1 || (kernel == KERNEL_FED && (!own || own == occ)), 0))
        return lean_full_ply(r, p, st, kernel);
    if (__builtin_expect(!own, 0)) return lean_pass(r, p);
    int m = pick_uniform_pits(own, &p->g.f.rng[mover]);
    int seeds = s->b.pit[m], last = r->lap_last[m][seeds];
    const uint8_t *row = wide ? r->lap_add32[m][seeds] : r->lap_add[m][seeds];
    uint8_t lands = (uint8_t)(s->b.pit[last] + row[last]);   /* the landing pit's count after the lap */
    if (__builtin_expect(r->capture[lands] && (r->capture_ok[mover] >> last & 1), 0))
        return lean_capture(r, p, m, row, last, wide, st, kernel);
#ifdef SOW_PARANOID
    sow_state before = *s, full;                  /* the full ply must give what this one gives */
    lean_counters(p, &before);
    full = before;                                /* (fed: its no-move rules wait for the next ply) */
    play_counted(r, &full, m, NULL, KERNEL_LEAN, 0);
#endif
    if (wide) add_row32(&s->b, row);
    else add_row16(&s->b, row);
    s->to_move = (uint8_t)(mover ^ 1);
    p->g.due--;
#ifdef SOW_PARANOID
    sow_state fast = *s;
    lean_counters(p, &fast);
    sow_paranoid_same(r, &before, m, &fast, &full);
#endif
    return 0;
}

/* A lean game just started in p: its countdown, and under the proof its
 * stretch, begun as hold() begins the held line. */
static inline void lean_lift_off(const sow_rules *r, lean_flight *p, stretch *st)
{
    if (st) p->g.due = stretch_begin(r, st + p->g.slot, &p->g.f);
    p->synced = p->g.due;
}

/* The game in p has ended (its counters up to date): told, and the next
 * started in its place, as many as start ended; else the last in flight
 * takes its place (*n one less). Returns the flight to play next. */
static lean_flight *lean_landed(const sow_rules *r, lean_flight *fl, lean_flight *p, int *n,
                                sow_flight_start_fn start, sow_flight_end_fn end, void *ctx, stretch *st)
{
    for (;;) {                                    /* (the slot's game ends and the next starts in place) */
        count_quiet(&p->g.f.tally, &p->g.f.s, p->g.sowed);
        end(ctx, p->g.slot, &p->g.f);
        if (!start(ctx, p->g.slot, &p->g.f)) {
            *p = fl[--*n];                        /* the last takes its place and plays next */
            if (p == fl + *n || p->g.f.s.status == SOW_PLAYING) return p;
            continue;                             /* (it had ended at its start) */
        }
        lift_off(r, &p->g, p->g.slot);
        lean_lift_off(r, p, st);
        if (p->g.f.s.status == SOW_PLAYING) return p + 1;
    }
}

HOT_INLINE void lean_flights_as(const sow_rules *r, int k, sow_flight_start_fn start, sow_flight_end_fn end,
                                void *ctx, int wide, stretch *st, int kernel)
{
    lean_flight fl[SOW_FLIGHTS];
    sow_flight io;
    int n = 0;
    while (n < k && start(ctx, n, &io)) take_off(r, &fl[n].g, &io, n), lean_lift_off(r, &fl[n], st), n++;
    int left = n;                                 /* (n in a register: lean_landed changes this one) */
    for (lean_flight *p = fl; p < fl + n;) {     /* a game that starts ended is ended at once */
        p = p->g.f.s.status == SOW_PLAYING ? p + 1 : lean_landed(r, fl, p, &left, start, end, ctx, st);
        n = left;
    }
    while (n)
        for (lean_flight *p = fl, *top = fl + n; p < top;) {
            if (!lean_ply(r, p, wide, st, kernel)) {
                p++;
                continue;
            }
            p = lean_landed(r, fl, p, &left, start, end, ctx, st);
            n = left;
            top = fl + n;
        }
}

/* A game in flight under the endless proof: its held line (some 50 KB,
 * on the heap), where the next proof is due, its streams and tally. */
typedef struct {
    held h;
    int due, slot;
    sow_rng rng[2];
    sow_tally tally;
} proven_flight;

static int proven_start(proven_flight *p, const sow_rules *r, int slot, sow_flight_start_fn start, void *ctx)
{
    sow_flight io;
    if (!start(ctx, slot, &io)) return 0;
    p->rng[0] = io.rng[0];
    p->rng[1] = io.rng[1];
    p->tally = io.tally;
    p->slot = slot;
    hold(r, &p->h, &io.s, &p->tally, NULL, NULL);
    p->due = p->h.first;
    return 1;
}

static void proven_end(proven_flight *p, sow_flight_end_fn end, void *ctx)
{
    sow_flight io;
    held_end(&p->h, &io.s);
    io.rng[0] = p->rng[0];
    io.rng[1] = p->rng[1];
    io.tally = p->tally;
    end(ctx, p->slot, &io);
}

/* As flights_as, each game's line held as play_out_proven_as holds it. */
HOT_INLINE void proven_flights_as(const sow_rules *r, int k, sow_flight_start_fn start, sow_flight_end_fn end,
                                  void *ctx, int kernel)
{
    proven_flight *fl = malloc((size_t)k * sizeof *fl), *at[SOW_FLIGHTS];
    int n = 0;
    if (!fl) {                                    /* no room: one game at a time, on the stack */
        sow_flight f;
        while (start(ctx, 0, &f)) {
            sow_rng *const seat[2] = {&f.rng[0], &f.rng[1]};
            play_out_proven_as(r, &f.s, NULL, NULL, seat, &f.tally, NULL, NULL, kernel);
            end(ctx, 0, &f);
        }
        return;
    }
    while (n < k && proven_start(&fl[n], r, n, start, ctx)) at[n] = &fl[n], n++;
    while (n)
        for (int j = 0; j < n; j++) {
            proven_flight *p = at[j];
            sow_rng *const seat[2] = {&p->rng[0], &p->rng[1]};
            if (proven_ply_as(r, &p->h, &p->due, NULL, NULL, seat, kernel) == 0) continue;
            proven_end(p, end, ctx);
            if (!proven_start(p, r, p->slot, start, ctx)) at[j--] = at[--n];   /* the last takes its place */
        }
    free(fl);
}

/* Each its own function: its registers are its own. */
static __attribute__((noinline)) void lean_flights(const sow_rules *r, int k, sow_flight_start_fn start,
                                                   sow_flight_end_fn end, void *ctx)
{
    lean_flights_as(r, k, start, end, ctx, 0, NULL, KERNEL_LEAN);
}

static __attribute__((noinline)) void lean_flights_wide(const sow_rules *r, int k, sow_flight_start_fn start,
                                                        sow_flight_end_fn end, void *ctx)
{
    lean_flights_as(r, k, start, end, ctx, 1, NULL, KERNEL_LEAN);
}

static __attribute__((noinline)) void fed_flights(const sow_rules *r, int k, sow_flight_start_fn start,
                                                  sow_flight_end_fn end, void *ctx)
{
    lean_flights_as(r, k, start, end, ctx, 0, NULL, KERNEL_FED);
}

/* The loops under the proof, each its own function (its registers its
 * own), as lean_flights and lean_flights_wide. */
static __attribute__((noinline)) void seed_stretch_flights(const sow_rules *r, int k, sow_flight_start_fn start,
                                                           sow_flight_end_fn end, void *ctx, stretch *st)
{
    stretch_flights_as(r, k, start, end, ctx, st, KERNEL_SEED);
}

static __attribute__((noinline)) void lean_stretch_flights(const sow_rules *r, int k, sow_flight_start_fn start,
                                                           sow_flight_end_fn end, void *ctx, stretch *st)
{
    lean_flights_as(r, k, start, end, ctx, 0, st, KERNEL_LEAN);
}

static __attribute__((noinline)) void lean_stretch_flights_wide(const sow_rules *r, int k, sow_flight_start_fn start,
                                                                sow_flight_end_fn end, void *ctx, stretch *st)
{
    lean_flights_as(r, k, start, end, ctx, 1, st, KERNEL_LEAN);
}

static __attribute__((noinline)) void fed_stretch_flights(const sow_rules *r, int k, sow_flight_start_fn start,
                                                          sow_flight_end_fn end, void *ctx, stretch *st)
{
    lean_flights_as(r, k, start, end, ctx, 0, st, KERNEL_FED);
}

/* Rules under the endless proof, lean or of the seed turn: 0 if there
 * was no room for the stretches (the caller plays the held lines instead). */
static int stretch_flights(const sow_rules *r, int k, sow_flight_start_fn start,
                           sow_flight_end_fn end, void *ctx, int kernel)
{
    stretch *st = malloc(SOW_FLIGHTS * sizeof *st);
    sow_state *line = malloc((CHECK_MAX + 2) * sizeof *line);
    int room = st && line;
    if (room) {
        for (int i = 0; i < SOW_FLIGHTS; i++) st[i].line = line;   /* (one replay at a time) */
        if (kernel == KERNEL_SEED) seed_stretch_flights(r, k, start, end, ctx, st);
        else if (kernel == KERNEL_FED) fed_stretch_flights(r, k, start, end, ctx, st);
        else if (r->words > 2) lean_stretch_flights_wide(r, k, start, end, ctx, st);
        else lean_stretch_flights(r, k, start, end, ctx, st);
    }
    free(line);
    free(st);
    return room;
}

void sow_play_out_flights(const sow_rules *r, int k, sow_flight_start_fn start, sow_flight_end_fn end, void *ctx)
{
    int kernel = kernel_of(r);
    if (k < 1) k = 1;
    if (k > SOW_FLIGHTS) k = SOW_FLIGHTS;
    if (r->endless_detect == SOW_DETECT_PROVEN) {
        if (kernel != KERNEL_GENERAL && !r->fam.rounds && stretch_flights(r, k, start, end, ctx, kernel)) return;
        if (kernel == KERNEL_GENERAL) proven_flights_as(r, k, start, end, ctx, KERNEL_GENERAL);
        else if (kernel == KERNEL_LEAN) proven_flights_as(r, k, start, end, ctx, KERNEL_LEAN);
        else if (kernel == KERNEL_FED) proven_flights_as(r, k, start, end, ctx, KERNEL_FED);
        else proven_flights_as(r, k, start, end, ctx, KERNEL_SEED);
    } else if (kernel == KERNEL_GENERAL) flights_as(r, k, start, end, ctx, KERNEL_GENERAL);
    else if (kernel == KERNEL_LEAN && r->words > 2) lean_flights_wide(r, k, start, end, ctx);
    else if (kernel == KERNEL_LEAN) lean_flights(r, k, start, end, ctx);
    else if (kernel == KERNEL_FED) fed_flights(r, k, start, end, ctx);
    else flights_as(r, k, start, end, ctx, KERNEL_SEED);
}
