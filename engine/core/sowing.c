/* sowing.c - the general turn: the family's rules (stores on the track,
 * repeat turns, capture kinds, children, blocked pits, move restrictions),
 * seed by seed. Chosen once, when a spec is compiled (r->general): the
 * seed games keep the table-driven turn of turn.c, which this file must
 * match ply for ply on every rule they share (tests/test_family.c replays
 * them under both).
 *
 * A position on the track is a pit 0..2N-1 or a store 2N + player. The
 * state holds the stores (captured[]), the children and the blocked pits,
 * so the general turn works on the whole state, not on the board alone. */
#include <string.h>

#include "internal.h"

typedef struct {
    const sow_rules *r;
    sow_state *s;
    int mover;
    sow_trace *tr;
    const uint8_t *fwd, *back;   /* the track this turn sows along, and back (a reversed move swaps them) */
    int sown_taken;              /* seeds the mover took while sowing (capture.while_sowing) */
    int before_last;             /* the position of the last lap's second-to-last seed (-1: none) */
    int sown_opponent;           /* a seed of this turn fell into the opponent's row */
    int lap_pits;                /* pits captured at the ends of laps before the last (capture.each_lap) */
    int while_taken;             /* of sown_taken, what capture.while_sowing took for the mover */
    int last_seed;               /* the seed being sown is its lap's last (children.skipped by_opponent_but_last) */
} turn_t;

static int is_store(const sow_rules *r, int pos) { return pos >= r->pits; }

static int child_owner(const sow_state *s, int pit) { return (int)(s->child_north >> pit & 1); }

/* The player whose row holds pit p. */
static int row_of(const sow_rules *r, int pit) { return pit >= r->row; }

/* children.skipped: the mover's sowing passes over the opponent's child at
 * pos (with by_opponent_but_last, unless this is the lap's last seed). */
static int skips_child(const turn_t *t, int pos)
{
    sow_child_skipped k = t->r->fam.child_skipped;
    if (k == SOW_SKIPPED_NONE || !(t->s->child >> pos & 1) || child_owner(t->s, pos) == t->mover) return 0;
    return k == SOW_SKIPPED_BY_OPPONENT || !t->last_seed;
}

/* The next position a seed may fall into after pos, along the track:
 * stores the mover does not sow, blocked pits and (origin skip) the lap's
 * origin are passed over. Rounds keep a pit of each row open, so the walk
 * ends; the bound is a guard, the origin its answer. */
static int step(const turn_t *t, int pos, int origin)
{
    const sow_rules *r = t->r;
    for (int k = 0; k < SOW_MAX_PITS + 2; k++) {
        pos = t->fwd[pos];
        if (is_store(r, pos)) {
            if (r->fam.stores == SOW_STORES_BOTH || (r->fam.stores == SOW_STORES_OWN && pos - r->pits == t->mover))
                return pos;
            continue;
        }
        if ((t->s->blocked >> pos & 1) && r->fam.close_count && row_of(r, pos) != t->mover)
            return pos;                     /* sow.close: an opponent's closed pit takes the seed out of play */
        if ((t->s->blocked >> pos & 1) || (pos == origin && r->origin == SOW_ORIGIN_SKIP)) continue;
        if (r->fam.max_seeds && t->s->b.pit[pos] >= r->fam.max_seeds) continue;     /* sow.max_seeds */
        if (r->fam.skip_count && t->s->b.pit[pos] == r->fam.skip_count && (r->row_mask[t->mover ^ 1] >> pos & 1)
            && opening_sowings(r, t->s) >= (uint32_t)r->fam.skip_after && !opening_sowing(r, t->s, SOW_OPENING_PLAIN))
            continue;                       /* sow.skip_opponent (not in a plain opening) */
        if (skips_child(t, pos)) continue;  /* children.skipped */
        return pos;
    }
    return origin;
}

/* opening last_to_opponent: the last seed goes on to the first place
 * from pos that is in the opponent's row (MancalaGames' SowOneOpp). */
static int to_opponent(const turn_t *t, int pos, int origin)
{
    for (int k = 0; k < SOW_MAX_PITS + 2 && !(t->r->row_mask[t->mover ^ 1] >> pos & 1); k++) pos = step(t, pos, origin);
    return pos;
}

/* The next pit (no store) after pit p along a track, blocked pits passed. */
static int pit_along(const turn_t *t, const uint8_t *track, int p)
{
    for (int k = 0; k < SOW_MAX_PITS + 2; k++) {
        p = track[p];
        if (!is_store(t->r, p) && !(t->s->blocked >> p & 1)) return p;
    }
    return p;
}

static int next_pit(const turn_t *t, int p) { return pit_along(t, t->fwd, p); }

/* Where a chain goes from pit p: on along the turn's sowing, or back; or
 * (capture.chain_along = "direction") along sow.direction, or back, however
 * the turn was sown. */
static int chain_next(const turn_t *t, int p)
{
    const sow_rules *r = t->r;
    int along = r->fam.chain_along_direction;
    const uint8_t *on = along ? r->track : t->fwd, *back = along ? r->track_back : t->back;
    return pit_along(t, r->chain == SOW_CHAIN_FOLLOWING || r->fam.kind == SOW_KIND_NEXT ? on : back, p);
}


/* One seed into pos: a store or a child keeps it for its owner. */
static void drop(turn_t *t, int pos)
{
    sow_state *s = t->s;
    if (is_store(t->r, pos)) {
        s->captured[pos - t->r->pits]++;
        return;
    }
    if (s->blocked >> pos & 1) {         /* sow.close: out of play, into South's store (MancalaGames' store[0]) */
        s->captured[0]++;
        return;
    }
    if (row_of(t->r, pos) != t->mover) t->sown_opponent = 1;
    if (t->tr) {
        t->tr->sown |= 1u << pos;
        if (!t->tr->nlaps) t->tr->sown_first |= 1u << pos;
    }
    if ((s->child >> pos & 1) && !t->r->fam.child_keep) s->captured[child_owner(s, pos)]++;
    else s->b.pit[pos]++;                /* (children.keep: a child's seeds stay in its pit) */
}

static int take(turn_t *t, int pit, sow_why why);

/* A capture into the trace: `seeds` taken from `pit`, for `why`. */
static void note_cap(turn_t *t, int pit, int seeds, sow_why why)
{
    if (!t->tr || t->tr->ncaps >= SOW_TRACE_CAPS) return;
    t->tr->cap[t->tr->ncaps].pit = (uint8_t)pit;
    t->tr->cap[t->tr->ncaps].seeds = (uint8_t)seeds;
    t->tr->cap[t->tr->ncaps].why = (uint8_t)why;
    t->tr->ncaps++;
}

/* capture.while_sowing: a seed (not a lap's last, unless `last`) that makes
 * a pit of the rows hold a listed count takes it at once, for its owner or
 * the sower. */
static void take_while_sowing(turn_t *t, int pos)
{
    const sow_rules *r = t->r;
    const sow_family *f = &r->fam;
    sow_state *s = t->s;
    if (is_store(r, pos) || (s->child >> pos & 1) || !f->sowing_counts[s->b.pit[pos]]) return;
    if (opening_sowings(r, s) < (uint32_t)f->capture_after) return;
    int row = row_of(r, pos);
    if ((f->sowing_rows == SOW_ROWS_OWN && row != t->mover) || (f->sowing_rows == SOW_ROWS_OPPONENT && row == t->mover))
        return;
    int who = f->sowing_taker == SOW_TAKER_OWNER ? (int)(owned_pits(r, s, 1) >> pos & 1) : t->mover;
    int got = take(t, pos, SOW_WHY_SOWING);
    s->captured[who] = (uint16_t)(s->captured[who] + got);
    if (who == t->mover) {
        t->sown_taken += got;
        t->while_taken += got;
    }
}

/* sow.opponent_takes: a seed falling into pit `pos` of the opponent's row
 * (not a child) goes to the opponent, unless it is the lap's last and would
 * make the pit hold a capturing count for the mover. 1 if it went. */
static int opponent_took(turn_t *t, int pos, int last_seed)
{
    const sow_rules *r = t->r;
    sow_state *s = t->s;
    if (is_store(r, pos) || row_of(r, pos) == t->mover || (s->child >> pos & 1)) return 0;
    if (last_seed && s->b.pit[pos] < SOW_MAX_SEEDS && r->capture[s->b.pit[pos] + 1] && (r->capture_ok[t->mover] >> pos & 1))
        return 0;
    s->captured[t->mover ^ 1]++;
    note_cap(t, pos, 1, SOW_WHY_SOWING);
    return 1;
}

/* sow.bear_off, once begun: would a seed sown at pos leave the mover's row?
 * (MancalaGames' BearOffSow: its seeds in hand go to the mover's store.) */
static int bears_off(const turn_t *t, int pos)
{
    return (t->s->ways & SOW_WAYS_BEARING) && !is_store(t->r, pos) && row_of(t->r, pos) != t->mover;
}

static void bear_off(turn_t *t, int seeds, int pit)
{
    t->s->captured[t->mover] = (uint16_t)(t->s->captured[t->mover] + seeds);
    t->sown_taken += seeds;
    note_cap(t, pit, seeds, SOW_WHY_SOWING);
}

/* A lap from pit `from` (II.R1 and relatives, sow.first_seed): returns the
 * position of the last seed (bearing off: of the last pit sown, or from). */
static int lap(turn_t *t, int from)
{
    sow_state *s = t->s;
    const sow_family *f = &t->r->fam;
    int store = is_store(t->r, from);    /* sow.relay_store: a lap from the mover's store */
    int seeds = store ? s->captured[t->mover] : s->b.pit[from], lifted = seeds, pos = from;
    if (store) s->captured[t->mover] = 0;
    else s->b.pit[from] = 0;
    if (f->first_seed == SOW_FIRST_SEED_ORIGIN || (f->first_seed == SOW_FIRST_SEED_ORIGIN_UNLESS_SINGLE && seeds > 1)) {
        drop(t, from);
        seeds--;
    } else if (f->first_seed == SOW_FIRST_SEED_STORE && seeds) {     /* the mover takes it */
        s->captured[t->mover]++;
        t->sown_taken++;
        seeds--;
        note_cap(t, from, 1, SOW_WHY_SOWING);
    }
    int dropped = !store && (pos != from || s->b.pit[from]) ? from : -1;   /* the origin, if the first seed went back into it */
    int diverted = f->opponent_takes && board_seeds(&s->b) <= f->opponent_takes;   /* the seeds in hand not counted */
    t->before_last = -1;
    for (int k = 0; k < seeds; k++) {
        t->before_last = dropped;
        t->last_seed = k == seeds - 1;
        int next = step(t, pos, from);
        if (t->last_seed && opening_sowing(t->r, s, SOW_OPENING_LAST_TO_OPPONENT)) next = to_opponent(t, next, from);
        if (bears_off(t, next)) {
            bear_off(t, seeds - k, pos);
            break;
        }
        pos = next;
        dropped = pos;
        if (diverted && opponent_took(t, pos, k == seeds - 1)) continue;
        drop(t, pos);
        if (f->while_sowing && (k < seeds - 1 || f->sowing_last)) take_while_sowing(t, pos);
    }
    if (t->tr) {
        sow_trace *tr = t->tr;
        if (tr->nlaps < SOW_TRACE_LAPS) {
            tr->lap[tr->nlaps].origin = (uint8_t)from;
            tr->lap[tr->nlaps].seeds = (uint8_t)lifted;
            tr->lap[tr->nlaps].last = (uint8_t)pos;
            tr->lap[tr->nlaps].count = is_store(t->r, pos) ? (uint8_t)(s->captured[pos - t->r->pits] & 0xff)
                                                           : s->b.pit[pos];
        }
        tr->nlaps++;
    }
    return pos;
}

static int take(turn_t *t, int pit, sow_why why)
{
    sow_board *b = &t->s->b;
    int got = b->pit[pit];
    b->pit[pit] = 0;
    note_cap(t, pit, got, why);
    return got;
}

/* A pit may be captured: not a child (children are never captured). */
static int takeable(const turn_t *t, int p) { return !(t->s->child >> p & 1); }

static int take_with_opposite(turn_t *t, int pit, sow_why why)
{
    int got = take(t, pit, why), o = t->r->pits - 1 - pit;
    if (t->r->opposite && takeable(t, o)) got += take(t, o, SOW_WHY_OPPOSITE);
    return got;
}

static int room(const sow_family *f, int n) { return !f->max_pits || n < f->max_pits; }

/* capture.kind count (II.C1-C2 and relatives) and next: take pit `first`,
 * then the chain while it holds capturing counts. */
static int capture_counted(turn_t *t, int first, int *pits)
{
    const sow_rules *r = t->r;
    const sow_board *test = &t->s->b;
    sow_board snap;
    if (r->chain_test == SOW_TEST_SNAPSHOT) {
        snap = t->s->b;
        test = &snap;
    }
    int got = take_with_opposite(t, first, SOW_WHY_LANDING), n = 1;
    uint32_t ok = r->chain_ok[t->mover][first];
    for (int p = chain_next(t, first); room(&r->fam, n) && (ok >> p & 1) && takeable(t, p)   /* (ok: never first) */
         && r->capture[test->pit[p]]; p = chain_next(t, p), n++)
        got += take_with_opposite(t, p, SOW_WHY_CHAIN);
    *pits = n;
    return got;
}

/* capture.kind cross: the last seed fell into an empty pit of the rows. */
static int capture_cross(turn_t *t, int last, int *pits)
{
    const sow_rules *r = t->r;
    int o = r->pits - 1 - last, got = 0, row = row_of(r, last);
    int rows_ok = r->fam.kind == SOW_KIND_CROSS ? (int)(r->capture_ok[t->mover] >> last & 1)
                : r->fam.cross_rows == SOW_ROWS_ANY || (r->fam.cross_rows == SOW_ROWS_OWN) == (row == t->mover);
    if (t->s->b.pit[last] != 1 || !rows_ok) return 0;
    if (r->fam.cross_sown && !t->sown_opponent) return 0;       /* capture.cross_sown: an extra turn instead */
    if (takeable(t, o) && (r->fam.kind == SOW_KIND_CROSS ? r->capture[t->s->b.pit[o]] : t->s->b.pit[o] > 0)) {
        got = take(t, o, SOW_WHY_OPPOSITE);
        *pits = 1;
    }
    int took = got;
    if (got && r->chain != SOW_CHAIN_NONE)      /* on while the next pits are empty and face seeds */
        for (int p = chain_next(t, last), n = 1; p != last && room(&r->fam, n) && t->s->b.pit[p] == 0
             && !(r->fam.child_stops_chain && (t->s->child >> p & 1))      /* capture.child_stops_chain */
             && (r->capture_ok[t->mover] >> p & 1) && takeable(t, r->pits - 1 - p)
             && r->capture[t->s->b.pit[r->pits - 1 - p]]; p = chain_next(t, p), n++) {
            got += take(t, r->pits - 1 - p, SOW_WHY_CHAIN);
            *pits = n + 1;
        }
    if (r->fam.take_sown == SOW_SOWN_ALWAYS || (r->fam.take_sown == SOW_SOWN_WITH_CAPTURE && took))
        got += take(t, last, SOW_WHY_LANDING);
    return got;
}

/* capture.kind pull_across: the last seed fell into an empty pit of the
 * rows; the seeds of the opposite pit, when it holds a listed count, move
 * into it. Nothing is captured. */
static void pull_across(turn_t *t, int last)
{
    const sow_rules *r = t->r;
    sow_board *b = &t->s->b;
    int o = r->pits - 1 - last;
    if (b->pit[last] == 1 && (r->capture_ok[t->mover] >> last & 1) && takeable(t, o) && r->capture[b->pit[o]]) {
        b->pit[last] = (uint8_t)(b->pit[last] + b->pit[o]);
        b->pit[o] = 0;
    }
}

/* capture.kind sweep: a last seed in the opponent's row, or in the mover's
 * own last pit counter-clockwise (N-1, 2N-1), takes every pit of the
 * opponent's row holding a listed count. */
static int capture_sweep(turn_t *t, int last, int *pits)
{
    const sow_rules *r = t->r;
    int opp = t->mover ^ 1, got = 0, n = 0;
    if (row_of(r, last) != opp && last != t->mover * r->row + r->row - 1) return 0;
    for (uint32_t m = r->row_mask[opp]; m; m &= m - 1) {
        int p = __builtin_ctz(m);
        if (takeable(t, p) && r->capture[t->s->b.pit[p]]) {
            got += take(t, p, p == last ? SOW_WHY_LANDING : SOW_WHY_CHAIN);
            n++;
        }
    }
    *pits = n;
    return got;
}

/* capture.kind two_out: occupied, then empty, then taken; a chain repeats
 * the pattern. */
static int capture_two_out(turn_t *t, int last, int *pits)
{
    const sow_rules *r = t->r;
    int got = 0, n = 0, p = last;
    if (t->s->b.pit[last] < 2 && !r->fam.two_out_any) return 0;
    for (;;) {
        int gap = next_pit(t, p), far = next_pit(t, gap);
        if (t->s->b.pit[gap] || !t->s->b.pit[far] || !takeable(t, far) || far == last || !room(&r->fam, n)) break;
        got += take_with_opposite(t, far, n ? SOW_WHY_CHAIN : SOW_WHY_LANDING);
        n++;
        p = far;
        if (r->chain == SOW_CHAIN_NONE) break;
    }
    *pits = n;
    return got;
}

/* Would the lap ending at `last` capture, in the counted sense that stops
 * a relay (II.R2 and relatives)? Not while capture.after holds captures
 * back: nothing would be captured there. */
static int counted_capture_at(const turn_t *t, int last)
{
    const sow_rules *r = t->r;
    return (r->fam.kind == SOW_KIND_COUNT || r->fam.kind == SOW_KIND_COUNT_OR_CROSS) && takeable(t, last) && r->capture[t->s->b.pit[last]]
        && (r->capture_ok[t->mover] >> last & 1) && opening_sowings(r, t->s) >= (uint32_t)r->fam.capture_after;
}

/* sow.relay_stops cross (MancalaGames' StopXCapt): the lap ending at `last`
 * would make the cross capture, on the board as the lap left it. */
static int cross_capture_at(const turn_t *t, int last)
{
    const sow_rules *r = t->r;
    int o = r->pits - 1 - last;
    return !is_store(r, last) && t->s->b.pit[last] == 1 && (r->capture_ok[t->mover] >> last & 1) && takeable(t, o)
        && r->capture[t->s->b.pit[o]];
}

/* capture.kind match (MancalaGames' CaptMatchOpp): the last seed's pit and
 * its opposite hold the same listed count, both in capture.rows, neither
 * a child. Also sow.relay_stops match's test. */
static int match_at(const turn_t *t, int last)
{
    const sow_rules *r = t->r;
    int o = r->pits - 1 - last, n = t->s->b.pit[last];
    uint32_t ok = r->capture_ok[t->mover];
    return !is_store(r, last) && n && n == t->s->b.pit[o] && r->capture[n] && (ok >> last & 1) && (ok >> o & 1)
        && takeable(t, last) && takeable(t, o);
}

/* children: may the mover make a child at `pit` (its place and the limits,
 * `more` children at once; not its count)? */
static int child_allowed(const turn_t *t, int pit, int more)
{
    const sow_rules *r = t->r;
    const sow_family *f = &r->fam;
    const sow_state *s = t->s;
    int m = t->mover, row = f->child_by_owner ? (int)(owned_pits(r, s, 1) >> pit & 1) : row_of(r, pit);
    if (!f->children || is_store(r, pit) || (s->child >> pit & 1)) return 0;
    if (f->child_pits[0] | f->child_pits[1]) {
        if (!(f->child_pits[m] >> pit & 1)) return 0;
    } else if ((f->child_rows == SOW_ROWS_OWN && row != m) || (f->child_rows == SOW_ROWS_OPPONENT && row == m)) {
        return 0;
    }
    if (f->child_not_last && is_store(r, r->track[pit])) return 0;   /* the pit before a store */
    uint32_t mine = s->child & (m ? s->child_north : ~s->child_north);
    uint32_t theirs = s->child & ~mine;
    if (f->child_per_player && __builtin_popcount(mine) + more > f->child_per_player) return 0;
    if (f->child_not_symmetric) {
        int twin = pit < r->row ? pit + r->row : pit - r->row;
        if (theirs >> twin & 1) return 0;
    }
    if (f->child_not_facing && (theirs >> (r->pits - 1 - pit) & 1)) return 0;
    return 1;
}

/* ... the mover's last seed at `last` making a child there? (children.across:
 * it fell into an empty pit facing a listed count.) */
static int child_here(const turn_t *t, int last)
{
    const uint8_t *n = t->s->b.pit;
    if (t->r->fam.child_across)
        return n[last] == 1 && t->r->fam.child_counts[n[t->r->pits - 1 - last]] && child_allowed(t, last, 1);
    return t->r->fam.child_counts[n[last]] && child_allowed(t, last, 1);
}

/* children.pair (bulls): the second-to-last seed's pit, when it and the
 * last pit hold c - 1 and c (either way round, c a child count) and both
 * may be children, becomes one with the last pit. Returns it, or -1. */
static int pair_here(const turn_t *t, int last)
{
    const sow_rules *r = t->r;
    const uint8_t *n = t->s->b.pit;
    int p = t->before_last;
    if (!r->fam.child_pair || p < 0 || p == last || is_store(r, p)) return -1;
    int a = n[last], b = n[p];
    int ok = (b >= 1 && r->fam.child_counts[b] && a == b - 1) || (a >= 1 && r->fam.child_counts[a] && b == a - 1);
    return ok && child_allowed(t, p, 2) && child_allowed(t, last, 2) ? p : -1;
}

static void make_child(turn_t *t, int pit)
{
    sow_state *s = t->s;
    s->child |= 1u << pit;
    s->child_north = t->mover ? s->child_north | 1u << pit : s->child_north & ~(1u << pit);   /* (across: may change hands) */
    if (t->r->fam.child_keep) return;    /* children.keep: the seeds stay, the child's */
    s->captured[t->mover] += s->b.pit[pit];
    s->b.pit[pit] = 0;
}

/* children.raid: the last seed fell into the opponent's child at `pit`:
 * up to raid of its seeds (the last seed among them) go to the mover. */
static int raid_child(turn_t *t, int pit)
{
    sow_state *s = t->s;
    int got = s->b.pit[pit] < t->r->fam.child_raid ? s->b.pit[pit] : t->r->fam.child_raid;
    s->b.pit[pit] = (uint8_t)(s->b.pit[pit] - got);
    if (t->tr && t->tr->ncaps < SOW_TRACE_CAPS) {
        t->tr->cap[t->tr->ncaps].pit = (uint8_t)pit;
        t->tr->cap[t->tr->ncaps].seeds = (uint8_t)got;
        t->tr->cap[t->tr->ncaps].why = (uint8_t)SOW_WHY_LANDING;
        t->tr->ncaps++;
    }
    s->captured[t->mover] = (uint16_t)(s->captured[t->mover] + got);
    if (t->tr) t->tr->captured += got;
    return got;
}

/* Whether a capture gives the mover another turn: extra_turn.capture, but
 * with capture_once not when the last sowing gave one (MancalaGames'
 * RepeatTurn ONCE: rturn_cnt, which a pass does not reset). */
static int capture_again(const turn_t *t)
{
    return t->r->fam.repeat_capture && !(t->r->fam.repeat_once && t->s->last_again);
}

static int same_position(const sow_state *a, const sow_state *b)
{
    return !memcmp(&a->b, &b->b, sizeof a->b) && a->captured[0] == b->captured[0] && a->captured[1] == b->captured[1]
        && a->blocked == b->blocked;     /* (sow.close closes pits within a turn) */
}

/* sow.close: the pit a relay goes on from, an opponent's holding the
 * count (and, not_rightmost, not a row's last pit), closes first; not
 * while capture.after holds captures back (MancalaGames' CloseOp asks the
 * inhibitor). Its seeds are then sown on. */
static void close_pit(turn_t *t, int p)
{
    const sow_rules *r = t->r;
    const sow_family *f = &r->fam;
    sow_state *s = t->s;
    if (row_of(r, p) == t->mover || s->b.pit[p] != f->close_count || opening_sowings(r, s) < (uint32_t)f->capture_after)
        return;
    if (f->close_not_rightmost && (p == r->row - 1 || p == r->pits - 1)) return;
    s->blocked |= 1u << p;
}

static int capture(turn_t *t, int last, int *pits);

/* capture.each_lap: the capture at the end of a lap (not in a store or a
 * child, and where captures may be made at all; a two-out capture only
 * where the lap ends on 2 or more seeds, whatever two_out_last says, which
 * is read at the turn's end). Returns the pit the
 * sowing goes on from after a capture (its landing pit, or the one after
 * it), or -1 when the lap captured nothing. */
static int lap_capture(turn_t *t, int last)
{
    const sow_rules *r = t->r;
    sow_state *s = t->s;
    if (is_store(r, last) || (s->child >> last & 1) || opening_sowings(r, s) < (uint32_t)r->fam.capture_after
        || (r->fam.needs_child && !(s->child & (t->mover ? s->child_north : ~s->child_north))))
        return -1;
    if (r->fam.kind == SOW_KIND_TWO_OUT && s->b.pit[last] < 2) return -1;  /* GapNextCapt: a lap on 1 seed stops */
    int ncaps = t->tr ? t->tr->ncaps : 0, pits = 0, got = capture(t, last, &pits);
    if (!got) return -1;
    if (r->fam.each_lap_sows) {          /* capture.each_lap_sows: not kept, sown on from the last pit */
        if (t->tr) t->tr->ncaps = ncaps;
        s->b.pit[last] = (uint8_t)(s->b.pit[last] + got);
        return last;
    }
    s->captured[t->mover] = (uint16_t)(s->captured[t->mover] + got);
    t->sown_taken += got;
    t->lap_pits += pits;
    return r->fam.each_lap == SOW_EACH_LAP_LANDING ? last : next_pit(t, last);
}

/* The relay of the general turn: like turn.c's relay (Brent's method on
 * the position and the last pit; the lap cap a rule, max_laps a limit),
 * with a lap ending in a store or a child stopping it. */
static int relay(turn_t *t, int last, long *lapsp)
{
    const sow_rules *r = t->r;
    sow_state saved = *t->s;
    int saved_last = last;
    long power = 1, lam = 0, laps = 1;
    for (;;) {
        *lapsp = laps;
        if (r->fam.relay_needs_opponent && row_empty(r, &t->s->b, t->mover ^ 1)) return last;
        int from = r->fam.each_lap ? lap_capture(t, last) : -1;
        if (from >= 0) {                   /* capture.each_lap: a capturing lap goes on from `from`, if it holds seeds */
            if (!t->s->b.pit[from] || (t->s->child >> from & 1)) return from;
        } else {
            if (is_store(r, last) || (t->s->child >> last & 1) || counted_capture_at(t, last) || child_here(t, last)
                || pair_here(t, last) >= 0 || (r->fam.relay_stops_cross && cross_capture_at(t, last))
                || (r->fam.relay_stops_match && match_at(t, last)
                    && opening_sowings(r, t->s) >= (uint32_t)r->fam.capture_after)
                || (r->fam.relay_rows && row_of(r, last) != (r->fam.relay_rows == 1 ? t->mover : t->mover ^ 1)))
                return last;
            from = r->fam.relay_from == SOW_RELAY_NEXT ? next_pit(t, last) : last;
            if (r->fam.relay_store && is_store(r, t->fwd[last]) && t->fwd[last] - r->pits == t->mover) {
                if (!t->s->captured[t->mover]) return last;     /* sow.relay_store: on from the store */
                from = t->fwd[last];
            } else if ((t->s->child >> from & 1) || !r->relay[t->s->b.pit[from]]) return last;
        }
        if (laps == r->lap_cap) return SOW_TURN_LAP_CAP;
        if (r->fam.relay_turns) {          /* sow.relay_turns: this lap the other way */
            const uint8_t *w = t->fwd;
            t->fwd = t->back;
            t->back = w;
        }
        if (r->fam.close_count) close_pit(t, from);
        last = lap(t, from);
        if (++laps > r->max_laps) return SOW_TURN_LIMIT;
        if (last == saved_last && same_position(t->s, &saved) && !r->lap_cap) return SOW_TURN_CYCLE;
        if (++lam == power) {
            saved = *t->s;
            saved_last = last;
            power <<= 1;
            lam = 0;
        }
    }
}

/* capture.opponent_store: the seeds of the opponent's store (captured
 * counts, as every store's) go to the mover. */
static int take_store(turn_t *t)
{
    sow_state *s = t->s;
    int got = s->captured[t->mover ^ 1];
    s->captured[t->mover ^ 1] = 0;
    s->captured[t->mover] = (uint16_t)(s->captured[t->mover] + got);
    if (t->tr) t->tr->captured += got;
    return got;
}

/* capture.grand_slam leave_left / leave_right, on the board the sowing
 * left: every seeded pit of the opponent's row but one is taken, the one
 * kept being the first seeded pit from the capturer's left or right as
 * they face that row (South facing North's row: pit 2N-1 is at the left,
 * N at the right; North facing South's: N-1 at the left, 0 at the right).
 * Returns the seeds taken (not yet credited); *pits: the pits taken. */
static int slam_leaving_one(turn_t *t, int *pits)
{
    const sow_rules *r = t->r;
    int n = r->row, opp = t->mover ^ 1, lo = opp * n, got = 0, kept = 0;
    int left = r->grand_slam == SOW_SLAM_LEAVE_LEFT;
    *pits = 0;
    for (int k = 0; k < n; k++) {
        int p = left ? lo + n - 1 - k : lo + k;          /* from the kept side across */
        if (!t->s->b.pit[p] || !takeable(t, p)) continue;
        if (!kept++) continue;
        got += take(t, p, SOW_WHY_LANDING);
        ++*pits;
    }
    return got;
}

/* capture.kind next: the pit after the last seed's pit (and the chain),
 * tested there or (next_tests landing) on the last seed's pit. */
static int capture_next(turn_t *t, int last, int *pits)
{
    const sow_rules *r = t->r;
    int q = next_pit(t, last);
    if (r->fam.next_tests_landing) {   /* capture.next_tests landing: MancalaGames' CaptNext with laps */
        if (!takeable(t, last) || !r->capture[t->s->b.pit[last]] || !(r->capture_ok[t->mover] >> last & 1)
            || !takeable(t, q) || !t->s->b.pit[q])
            return 0;
        return capture_counted(t, q, pits);
    }
    if (!takeable(t, q) || !r->capture[t->s->b.pit[q]] || !(r->capture_ok[t->mover] >> q & 1)) return 0;
    return capture_counted(t, q, pits);
}

/* capture.kind all_pits (MancalaGames' SINGLETONS, CaptSingles): every pit
 * of capture.rows holding a listed count, not a child, wherever the last
 * seed fell. */
static int capture_all_pits(turn_t *t, int last, int *pits)
{
    const sow_rules *r = t->r;
    int got = 0, n = 0;
    for (uint32_t m = r->capture_ok[t->mover]; m; m &= m - 1) {
        int p = __builtin_ctz(m);
        if (t->s->b.pit[p] && takeable(t, p) && r->capture[t->s->b.pit[p]]) {
            got += take(t, p, p == last ? SOW_WHY_LANDING : SOW_WHY_CHAIN);
            n++;
        }
    }
    *pits = n;
    return got;
}

/* capture.take_sown with_capture for kind next (MancalaGames' PickFinal):
 * after a capture, the last seed's pit too, when it holds seeds, is no
 * child and lies in capture.rows (its counts not asked). */
static int capture_next_then_last(turn_t *t, int last, int *pits)
{
    const sow_rules *r = t->r;
    int got = capture_next(t, last, pits);
    if (got && r->fam.take_sown == SOW_SOWN_WITH_CAPTURE && t->s->b.pit[last] && takeable(t, last)
        && (r->capture_ok[t->mover] >> last & 1))
        got += take(t, last, SOW_WHY_LANDING);
    return got;
}

/* The capture at the end of the turn, by capture.kind. */
static int capture(turn_t *t, int last, int *pits)
{
    const sow_rules *r = t->r;
    switch (r->fam.kind) {
    case SOW_KIND_COUNT:
        return counted_capture_at(t, last) ? capture_counted(t, last, pits) : 0;
    case SOW_KIND_CROSS:
        return capture_cross(t, last, pits);
    case SOW_KIND_NEXT:
        return capture_next_then_last(t, last, pits);
    case SOW_KIND_TWO_OUT:
        return capture_two_out(t, last, pits);
    case SOW_KIND_COUNT_OR_CROSS:
        return counted_capture_at(t, last) ? capture_counted(t, last, pits) : capture_cross(t, last, pits);
    case SOW_KIND_PULL_ACROSS:
        pull_across(t, last);
        return 0;
    case SOW_KIND_SWEEP:
        return capture_sweep(t, last, pits);
    case SOW_KIND_ALL_PITS:
        return capture_all_pits(t, last, pits);
    case SOW_KIND_MATCH: {
        if (!match_at(t, last)) return 0;
        *pits = 2;
        int got = take(t, last, SOW_WHY_LANDING);    /* (the landing pit noted first) */
        return got + take(t, r->pits - 1 - last, SOW_WHY_OPPOSITE);
    }
    }
    return 0;
}

/* capture.grand_slam opponent_takes_row: the seeds of the mover's row (not
 * its children's, already stored) go to the opponent's store. */
static void give_row(const sow_rules *r, sow_state *s, int mover)
{
    for (uint32_t m = r->row_mask[mover] & ~s->child; m; m &= m - 1) {
        int p = __builtin_ctz(m);
        s->captured[mover ^ 1] = (uint16_t)(s->captured[mover ^ 1] + s->b.pit[p]);
        s->b.pit[p] = 0;
    }
}

/* capture.pass_store (MancalaGames' PassStoreCapture): a last seed in an
 * empty pit of capture.rows gives the mover's store, when it holds seeds,
 * to the opponent; 1 if it did (no capture then). */
static int pass_store(turn_t *t, int last)
{
    sow_state *s = t->s;
    int m = t->mover;
    if (s->b.pit[last] != 1 || !s->captured[m] || !(t->r->capture_ok[m] >> last & 1)) return 0;
    s->captured[m ^ 1] = (uint16_t)(s->captured[m ^ 1] + s->captured[m]);
    s->captured[m] = 0;
    return 1;
}

/* capture.before_sowing, on the board before pit `from` is lifted: the
 * pits facing the mover's single seeds (the origin's too; never the
 * origin itself, which a move from the other row may face), or, when the
 * origin holds one seed, the pit facing it. Taken like first_seed's store
 * seed: into the mover's store, counted in sown_taken. */
static void take_before_sowing(turn_t *t, int from)
{
    const sow_rules *r = t->r;
    sow_state *s = t->s;
    uint32_t singles = 0;
    if (r->fam.before_sowing == SOW_PRESOW_SINGLE_DRAW_ACROSS && s->b.pit[from] == 1) singles = 1u << from;
    if (r->fam.before_sowing == SOW_PRESOW_SINGLES_ACROSS)
        for (uint32_t m = r->row_mask[t->mover]; m; m &= m - 1)
            if (s->b.pit[__builtin_ctz(m)] == 1) singles |= 1u << __builtin_ctz(m);
    for (; singles; singles &= singles - 1) {
        int o = r->pits - 1 - __builtin_ctz(singles);
        if (o == from || !takeable(t, o) || !s->b.pit[o]) continue;
        int got = take(t, o, SOW_WHY_SOWING);
        s->captured[t->mover] = (uint16_t)(s->captured[t->mover] + got);
        t->sown_taken += got;
    }
}

/* opening plus1minus1 (MancalaGames' SowPlus1Minus1Capt): the opening
 * sows nothing from its pit, which keeps its seeds; every other pit along
 * the track from the next one alternately loses a seed and gains one (the
 * first loses), and the pit facing the origin gains one more: it is the
 * last seed's pit for the rules after the sowing. A pit holding none gives
 * none (the load checks deal every pit seeds before each opening). */
static int plus1minus1(turn_t *t, int from)
{
    sow_state *s = t->s;
    int gain = 0;
    for (int p = t->fwd[from]; p != from; p = t->fwd[p]) {
        if (is_store(t->r, p)) continue;
        if (gain) s->b.pit[p]++;
        else if (s->b.pit[p]) s->b.pit[p]--;
        gain = !gain;
    }
    int facing = t->r->pits - 1 - from;
    s->b.pit[facing]++;
    return facing;
}

int sow_general_turn(const sow_rules *r, sow_state *s, int move, sow_trace *tr, long *laps, int *pits, int *again)
{
    int from = move & (SOW_REVERSE - 1), reverse = move >= SOW_REVERSE;
    turn_t t = { r, s, s->to_move, tr, reverse ? r->track_back : r->track, reverse ? r->track : r->track_back, 0, -1, 0, 0, 0, 0 };
    sow_state orig = *s;
    int single = r->fam.not_from_single && s->b.pit[from] == 1;    /* capture.not_from_single */
    *laps = 1;
    *pits = 0;
    *again = 0;
    int one_lap = opening_sowing(r, s, SOW_OPENING_LAST_TO_OPPONENT);  /* one lap, not relayed */
    int pattern = opening_sowing(r, s, SOW_OPENING_PLUS1MINUS1);      /* no sowing, no relay */
    if (r->fam.before_sowing) take_before_sowing(&t, from);
    int last = pattern ? plus1minus1(&t, from) : lap(&t, from);
    if ((r->relay_on || r->fam.each_lap) && !one_lap && !pattern) {
        last = relay(&t, last, laps);
        if (last < 0) {
            if (last != SOW_TURN_LAP_CAP) *s = orig;    /* the lap cap ends the game on the board it left */
            return last;
        }
        *pits = t.lap_pits;
    }
    if (is_store(r, last)) {
        *again = r->fam.repeat_store && last - r->pits == t.mover;
        if (r->fam.take_opp_store && last - r->pits != t.mover && !single) {   /* a capture: extra_turn.capture applies */
            int got = take_store(&t);
            if (got) *again = capture_again(&t);
            return got + t.sown_taken;
        }
        return t.sown_taken;
    }
    int opening = opening_sowings(r, s) < (uint32_t)r->fam.capture_after || single;     /* capture.after */
    if (s->child >> last & 1) {
        if (!r->fam.child_raid || child_owner(s, last) == t.mover || opening) return t.sown_taken;
        int got = raid_child(&t, last);                 /* children.raid: a capture */
        *pits = got > 0;
        *again = got > 0 && capture_again(&t);
        return got + t.sown_taken;
    }
    if (opening) return t.sown_taken;
    int pair = pair_here(&t, last);
    if (pair >= 0 || child_here(&t, last)) {
        if (pair >= 0) make_child(&t, pair);
        make_child(&t, last);
        if (r->fam.child_across) make_child(&t, r->pits - 1 - last);   /* children.across: the pit it faces too */
        return t.sown_taken;
    }
    if (r->fam.needs_child && !(s->child & (t.mover ? s->child_north : ~s->child_north)))
        return t.sown_taken;                 /* capture.needs_child: no child yet, no capture */
    if (r->fam.pass_store && pass_store(&t, last)) return t.sown_taken;
    sow_state before = *s;
    int opp = t.mover ^ 1, had = !row_empty(r, &s->b, opp), ncaps = tr ? tr->ncaps : 0;
    int final_pits = 0, got = capture(&t, last, &final_pits);
    *pits += final_pits;
    if (got && r->grand_slam == SOW_SLAM_FORFEIT && had && row_empty(r, &s->b, opp)) {
        *s = before;                    /* (illegal: such a move is never legal, sow_general_legal) */
        *pits = 0;
        if (tr) {
            tr->ncaps = ncaps;
            tr->forfeited = 1;
        }
        return 0;
    }
    if (got && r->grand_slam == SOW_SLAM_OPPONENT_TAKES_ROW && !row_empty(r, &orig.b, opp) && row_empty(r, &s->b, opp))
        give_row(r, s, t.mover);          /* (the row before the move, as MancalaGames' GSOppGets asks) */
    if (got && r->fam.take_also)                  /* capture.take_also: the opponent's pits of that count too */
        for (int p = 0; p < r->pits; p++)
            if ((r->row_mask[t.mover ^ 1] >> p & 1) && takeable(&t, p) && s->b.pit[p] == r->fam.take_also)
                got += take(&t, p, SOW_WHY_CHAIN);
    int slam = got && (r->grand_slam == SOW_SLAM_LEAVE_LEFT || r->grand_slam == SOW_SLAM_LEAVE_RIGHT
                          || r->grand_slam == SOW_SLAM_EXTRA_TURN) && !row_empty(r, &orig.b, opp) && row_empty(r, &s->b, opp);
    if (slam && r->grand_slam != SOW_SLAM_EXTRA_TURN) {   /* leave_left, leave_right: one pit kept */
        *s = before;
        if (tr) tr->ncaps = ncaps;
        got = slam_leaving_one(&t, pits);
    }
    s->captured[t.mover] += (uint16_t)got;
    got += t.sown_taken;
    if (!got && r->fam.cross_sown && !t.sown_opponent && s->b.pit[last] == 1 && row_of(r, last) == t.mover)
        *again = 1;                               /* capture.cross_sown: ended in an empty own pit unsown */
    if (tr) tr->captured += got;
    if (got - (r->fam.repeat_not_sowing ? t.while_taken : 0))        /* extra_turn.while_sowing */
        *again = capture_again(&t) || (slam && r->grand_slam == SOW_SLAM_EXTRA_TURN);
    return got;
}

/* ---- legal moves ------------------------------------------------------------ */

/* What a move would do, on a copy: drops into a row, the row left after. */
static void try_move(const sow_rules *r, const sow_state *s, int p, sow_trace *tr, sow_state *after, int *got)
{
    long laps;
    int pits, again;
    *after = *s;
    memset(tr, 0, sizeof *tr);
    *got = sow_general_turn(r, after, p, tr, &laps, &pits, &again);
}

sow_moves sow_general_feeding(const sow_rules *r, const sow_state *s, sow_moves moves)
{
    int opp = s->to_move ^ 1;
    sow_moves feeds = 0;
    for (sow_moves m = moves; m; m &= m - 1) {
        int p = __builtin_ctzll(m), got;
        sow_state after;
        sow_trace tr;
        try_move(r, s, p, &tr, &after, &got);
        uint32_t theirs = owned_pits(r, s, opp);
        int left = board_seeds(&after.b), few = r->fam.few_left && left >= 1 && left <= r->fam.few_left;
        if (r->feed == SOW_FEED_REACH ? (tr.sown & theirs) != 0        /* leave: finish.few_left takes them all */
                                      : got >= 0 && !few && (board_occupied(&after.b) & theirs))
            feeds |= 1ull << p;
    }
    return feeds;
}

/* capture.grand_slam illegal: the moves that would take every seed of the
 * opponent's row (which held seeds) are not legal. */
static sow_moves without_grand_slams(const sow_rules *r, const sow_state *s, sow_moves moves)
{
    int opp = s->to_move ^ 1;
    if (row_empty(r, &s->b, opp)) return moves;
    for (sow_moves m = moves; m; m &= m - 1) {
        int p = __builtin_ctzll(m), got;
        sow_state after;
        sow_trace tr;
        try_move(r, s, p, &tr, &after, &got);
        if (got > 0 && row_empty(r, &after.b, opp)) moves &= ~(1ull << p);
    }
    return moves;
}

/* allow reach_or_empty (MancalaGames' OPP_OR_EMPTY): the moves whose first
 * lap drops a seed into the opponent's row or ends in an empty pit; allow
 * occupied (OCCUPIED): the moves whose first lap does not end in a pit it
 * left holding 1 (one that was empty). */
static sow_moves first_lap_allowed(const sow_rules *r, const sow_state *s, sow_moves moves, sow_allow rule)
{
    sow_moves ok = 0;
    for (sow_moves m = moves; m; m &= m - 1) {
        int p = __builtin_ctzll(m), got;
        sow_state after;
        sow_trace tr;
        try_move(r, s, p, &tr, &after, &got);
        int ends_empty = tr.nlaps >= 1 && tr.lap[0].last < r->pits && tr.lap[0].count == 1;
        int reaches = (tr.sown_first & r->row_mask[s->to_move ^ 1]) != 0;
        if (rule == SOW_ALLOW_OCCUPIED ? !ends_empty : reaches || ends_empty) ok |= 1ull << p;
    }
    return ok;
}

/* allow single_to_empty (MancalaGames' SINGLE_TO_ZERO): of `moves`, a pit
 * of one seed stays only when the next pit along the move's way (stores
 * and blocked pits passed over) is empty. */
static sow_moves singles_to_empty(const sow_rules *r, const sow_state *s, sow_moves moves)
{
    for (sow_moves m = moves; m; m &= m - 1) {
        int move = __builtin_ctzll(m), p = move & (SOW_REVERSE - 1);
        const uint8_t *track = move >= SOW_REVERSE ? r->track_back : r->track;
        if (s->b.pit[p] != 1) continue;
        int q = p;
        for (int k = 0; k < SOW_MAX_PITS + 2; k++) {
            q = track[q];
            if (q < r->pits && !(s->blocked >> q & 1)) break;
        }
        if (q < r->pits && s->b.pit[q]) moves &= ~(1ull << move);
    }
    return moves;
}

/* first_from_rightmost: the k highest-numbered pits of the mover's row not
 * out of play (the rightmost, from either owner's view). */
static uint32_t rightmost_in_play(const sow_rules *r, const sow_state *s, int k)
{
    uint32_t row = r->row_mask[s->to_move] & ~s->blocked, keep = 0;
    for (; row && k > 0; k--) {
        uint32_t top = 1u << (31 - __builtin_clz(row));
        keep |= top;
        row &= ~top;
    }
    return keep;
}

/* The pits the player to move may start from, before feeding: own, open,
 * not a child, holding min_seeds, singletons as the rule says, by the
 * start rule, and no grand slam where that is illegal. */
sow_moves sow_general_movable(const sow_rules *r, const sow_state *s)
{
    const sow_family *f = &r->fam;
    uint32_t mine = owned_pits(r, s, s->to_move);
    uint32_t own = board_occupied(&s->b) & (f->either_row ? r->all_mask : mine) & ~s->blocked & ~s->child;
    if (f->min_seeds > 1 || f->singletons == SOW_SINGLES_WHEN_NO_OTHER) {
        uint32_t big = 0, ok = 0;
        for (uint32_t m = own; m; m &= m - 1) {
            int p = __builtin_ctz(m);
            if (s->b.pit[p] > 1) big |= 1u << p;
            if (s->b.pit[p] >= f->min_seeds) ok |= 1u << p;
        }
        own = ok;
        if (f->singletons == SOW_SINGLES_WHEN_NO_OTHER && big) own &= big;
    }
    if (!own) return 0;
    if (f->first_from && opening_sowings(r, s) < (uint32_t)(f->first_from_sowings ? f->first_from_sowings : 1))
        own &= f->first_from;                                        /* first_from, first_from_sowings */
    if (f->first_from_rightmost && opening_sowings(r, s) < 1)
        own &= rightmost_in_play(r, s, f->first_from_rightmost);   /* first_from_rightmost */
    if (f->shunned) {                                                /* shunned */
        uint32_t other = 0;
        for (uint32_t m = mine & ~s->blocked & ~s->child; m; m &= m - 1) {
            int p = __builtin_ctz(m);
            if (s->b.pit[p] && s->b.pit[p] != f->shunned) other = 1;
        }
        if (other) {
            for (uint32_t m = own; m; m &= m - 1)
                if (s->b.pit[__builtin_ctz(m)] == f->shunned) own &= ~(1u << __builtin_ctz(m));
        } else if (f->shunned_rightmost && own) {
            own = 1u << (31 - __builtin_clz(own));   /* the highest-numbered: the rightmost, for either player */
        }
    }
    if (f->allow == SOW_ALLOW_NOT_FACING_SINGLE)     /* not a pit facing a single seed */
        for (uint32_t m = own; m; m &= m - 1)
            if (s->b.pit[r->pits - 1 - __builtin_ctz(m)] == 1) own &= ~(1u << __builtin_ctz(m));
    if (f->allow == SOW_ALLOW_EACH_PIT_FIRST && (mine & ~s->started))
        own &= ~s->started;                /* each own pit once before any a second time (none may: no move) */
    own = start_rule(r, s, own);
    /* sow.against: those pits' turns go the other way; sow.either_way: the mover chooses */
    sow_moves moves = (own & ~(r->against & ~f->either_way)) | (sow_moves)(own & (f->either_way | r->against)) << SOW_REVERSE;
    if (f->by_parity) {                    /* sow.by_parity: an even count goes against the direction */
        uint32_t even = 0;
        for (uint32_t m = own; m; m &= m - 1)
            if (!(s->b.pit[__builtin_ctz(m)] & 1)) even |= 1u << __builtin_ctz(m);
        moves = (own & ~even) | (sow_moves)even << SOW_REVERSE;
    }
    if (f->first_chooses)                  /* either way until the first sowing; then each player's own way */
        moves = !(s->ways & 4) ? own | (sow_moves)own << SOW_REVERSE
              : (s->ways >> s->to_move & 1) ? (sow_moves)own << SOW_REVERSE : own;
    int allowing = opening_sowings(r, s) >= (uint32_t)f->allow_after;    /* allow_after */
    if (allowing && f->allow == SOW_ALLOW_REACH_OR_EMPTY) moves = first_lap_allowed(r, s, moves, f->allow);
    if (allowing && f->allow == SOW_ALLOW_SINGLE_TO_EMPTY) moves = singles_to_empty(r, s, moves);
    if (allowing && f->allow == SOW_ALLOW_OCCUPIED) moves = first_lap_allowed(r, s, moves, f->allow);
    if (r->grand_slam == SOW_SLAM_ILLEGAL || r->grand_slam == SOW_SLAM_ILLEGAL_UNLESS_ONLY) {
        sow_moves fair = without_grand_slams(r, s, moves);
        if (fair || r->grand_slam == SOW_SLAM_ILLEGAL) moves = fair;
    }
    if (s->barred)                         /* no_return: the seed that just crossed stays, either way */
        moves &= ~((sow_moves)1 << (s->barred - 1) | (sow_moves)1 << (s->barred - 1 + SOW_REVERSE));
    return moves;
}

sow_moves sow_general_legal(const sow_rules *r, const sow_state *s)
{
    if (s->status != SOW_PLAYING) return 0;
    sow_moves moves = sow_general_movable(r, s);
    if (moves && r->feed != SOW_FEED_NONE && !(board_occupied(&s->b) & owned_pits(r, s, s->to_move ^ 1)))
        moves = sow_general_feeding(r, s, moves);
    if (r->fam.pie && s->ply == 1 && s->sowings == 1 && s->to_move != s->last_mover)
        moves |= 1ull << sow_swap_move(r);     /* pie: the first sowing's opponent may swap instead */
    return moves;
}
