/* turn.c - one sowing turn: laps, relay, capture, chain. The hot loop.
 *
 * Every rule question here is a table lookup prepared by rules.c: how a lap
 * spreads its seeds (lap_*), which counts relay (relay[]) or capture
 * (capture[]), where a capture may happen (capture_ok), and where the chain
 * may run (chain_step, chain_ok). */
#include <string.h>

#include "internal.h"
#if defined(__AVX2__)
#include <immintrin.h>
#endif

static int same_board(const sow_board *a, const sow_board *b)
{
    return ((a->w[0] ^ b->w[0]) | (a->w[1] ^ b->w[1]) | (a->w[2] ^ b->w[2]) | (a->w[3] ^ b->w[3])) == 0;
}

/* words[0..n) of b += the row's bytes, byte by byte: no byte overflows (the
 * total is at most 255) and the origin's byte wraps back, having held the
 * seeds it gives. The portable form adds 8 bytes at once without carries. */
static inline void add_row_words(sow_board *b, const uint8_t *row, int n)
{
    const uint64_t high = 0x8080808080808080ULL;
    for (int i = 0; i < n; i++) {
        uint64_t x = b->w[i], y;
        memcpy(&y, row + 8 * i, 8);
        b->w[i] = ((x & ~high) + (y & ~high)) ^ ((x ^ y) & high);
    }
}

/* A row is 16-byte aligned (sow_rules is: rows of 16 or 32 bytes after an
 * _Alignas(16)), so SSE2 adds it from memory without a load of its own. */
static inline void add_row16(sow_board *b, const uint8_t *row)
{
#if defined(__SSE2__)
    _mm_storeu_si128((void *)b->w, _mm_add_epi8(_mm_loadu_si128((const void *)b->w), _mm_load_si128((const void *)row)));
#else
    add_row_words(b, row, 2);
#endif
}

/* The same over 32 bytes (an unaligned load for AVX2: malloc gives 16-byte
 * alignment only, and VEX adds from unaligned memory anyway). */
static inline void add_row32(sow_board *b, const uint8_t *row)
{
#if defined(__AVX2__)
    _mm256_storeu_si256((void *)b->w, _mm256_add_epi8(_mm256_loadu_si256((const void *)b->w),
                                                      _mm256_loadu_si256((const void *)row)));
#elif defined(__SSE2__)
    add_row16(b, row);
    _mm_storeu_si128((void *)&b->w[2], _mm_add_epi8(_mm_loadu_si128((const void *)&b->w[2]),
                                                    _mm_load_si128((const void *)(row + 16))));
#else
    add_row_words(b, row, 4);
#endif
}

/* A lap into the trace: its pits, and the laps counted. */
static inline void trace_lap(const sow_rules *r, const sow_board *b, int from, int seeds, int last, sow_trace *tr)
{
    int full = r->lap_full[seeds];
    const sow_board *ones = &r->lap_ones[from], *part = &r->lap_part[from][r->lap_rem[seeds]];
    if (tr->nlaps < SOW_TRACE_LAPS) {
        tr->lap[tr->nlaps].origin = (uint8_t)from;
        tr->lap[tr->nlaps].seeds = (uint8_t)seeds;
        tr->lap[tr->nlaps].last = (uint8_t)last;
        tr->lap[tr->nlaps].count = b->pit[last];
    }
    tr->nlaps++;
    for (int p = 0; p < r->pits; p++)
        if ((full && ones->pit[p]) || part->pit[p]) tr->sown |= 1u << p;
}

/* II.R1, IV.R1, AM.R1 (and II.Q1, IV.Q2, IV.Q3, AM.Q3 through the tables):
 * lift every seed of `from` and sow them one per pit along the track, as
 * one byte-wise add of the lap's row (the origin lifted in the same add: a
 * byte store followed by a load of the same word cannot be forwarded and
 * stalled every lap). Returns the pit of the last seed. */
static inline int sow_lap(const sow_rules *r, sow_board *b, int from, sow_trace *tr)
{
    int seeds = b->pit[from];
    if (r->words <= 2)                  /* up to 16 pits */
        add_row16(b, r->lap_add[from][seeds]);
    else
        add_row32(b, r->lap_add32[from][seeds]);
    int last = r->lap_last[from][seeds];
    if (tr) trace_lap(r, b, from, seeds, last, tr);
    return last;
}

static inline int take(sow_board *b, int pit, sow_why why, sow_trace *tr)
{
    int got = b->pit[pit];
    b->pit[pit] = 0;
    if (tr && tr->ncaps < SOW_TRACE_CAPS) {
        tr->cap[tr->ncaps].pit = (uint8_t)pit;
        tr->cap[tr->ncaps].seeds = (uint8_t)got;
        tr->cap[tr->ncaps].why = (uint8_t)why;
        tr->ncaps++;
    }
    return got;
}

/* A captured pit, and with it its opposite pit (IV.C1, IV.C2). A seed is
 * only ever taken once (IV.Q11): a pit already emptied yields nothing. */
static inline int take_with_opposite(const sow_rules *r, sow_board *b, int pit, sow_why why, sow_trace *tr)
{
    int got = take(b, pit, why, tr);
    if (r->opposite) got += take(b, r->pits - 1 - pit, SOW_WHY_OPPOSITE, tr);
    return got;
}

/* II.C1-C2, IV.C1-C3, AM.C1-C3: the landing pit `last` holds a capturing
 * count; take it, then run the chain (II.Q2/II.Q3, IV.Q4-Q6, AM.Q4). The
 * chain stops where it would come back to `last` (chain_ok leaves it out). */
HOT_INLINE int capture_chain_as(const sow_rules *r, sow_board *b, int last, int mover, sow_trace *tr, int *pits)
{
    sow_board snap;
    const sow_board *test = b;          /* IV.Q6 sequential: the live board */
    /* IV.Q6 snapshot: the board after sowing. Without opposite pits the two
     * readings test the same counts (a pit is tested before it is taken, and
     * never again), so only rules taking opposite pits copy the board. */
    if (r->opposite && r->chain_test == SOW_TEST_SNAPSHOT) {
        snap = *b;
        test = &snap;
    }
    int got = take_with_opposite(r, b, last, SOW_WHY_LANDING, tr);
    uint32_t ok = r->chain_ok[mover][last];
    int n = 1;
    for (int p = r->chain_step[last]; (ok >> p & 1) && r->capture[test->pit[p]]; p = r->chain_step[p], n++)
        got += take_with_opposite(r, b, p, SOW_WHY_CHAIN, tr);
    *pits = n;
    return got;
}

/* The same out of line, for the turns that capture rarely (a lean
 * capture inlines it: line.c's lean_capture). */
static int capture_chain(const sow_rules *r, sow_board *b, int last, int mover, sow_trace *tr, int *pits)
{
    return capture_chain_as(r, b, last, mover, tr, pits);
}

/* IV.R2 relay: while the last seed makes a relay count (and no capture),
 * lift that pit and sow on. A turn is a deterministic walk over (board,
 * last pit), so Brent's method proves a cycle exactly (IV.Q10); max_laps is
 * only a limit. sow.max_laps (lap_cap) is a rule: a turn that has sown that
 * many laps and would relay on stops there (a cycle reaches it too, so none
 * is reported). Returns the last pit, SOW_TURN_CYCLE, SOW_TURN_LIMIT or
 * SOW_TURN_LAP_CAP. */
static int relay(const sow_rules *r, sow_board *b, int last, int mover, sow_trace *tr, long *lapsp)
{
    sow_board saved = *b;
    int saved_last = last;
    long power = 1, lam = 0, laps = 1;
    for (;;) {
        *lapsp = laps;
        if (r->capture[b->pit[last]] && (r->capture_ok[mover] >> last & 1)) return last;
        if (!r->relay[b->pit[last]]) return last;
        if (laps == r->lap_cap) return SOW_TURN_LAP_CAP;     /* lap_cap 0 (none): laps >= 1 never equals it */
        last = sow_lap(r, b, last, tr);
        if (++laps > r->max_laps) return SOW_TURN_LIMIT;
        if (last == saved_last && same_board(b, &saved) && !r->lap_cap) return SOW_TURN_CYCLE;
        if (++lam == power) {
            saved = *b;
            saved_last = last;
            power <<= 1;
            lam = 0;
        }
    }
}

/* A relayed turn's laps, the board restored if the relay cycles. Kept out
 * of line: single-lap games should not pay for its frame. */
static __attribute__((noinline)) int relayed_laps(const sow_rules *r, sow_board *b, int from, int mover,
                                                  sow_trace *tr, long *laps)
{
    sow_board orig = *b;
    int last = relay(r, b, sow_lap(r, b, from, tr), mover, tr, laps);
    if (last < 0 && last != SOW_TURN_LAP_CAP) *b = orig;   /* the lap cap ends the game on the board it left */
    return last;              /* a pit, or SOW_TURN_CYCLE / SOW_TURN_LIMIT / SOW_TURN_LAP_CAP */
}

/* CAPTURE.grand_slam forfeit: a capture that would leave the opponent no
 * seed takes nothing. Out of line for the same reason. */
static __attribute__((noinline)) int capture_or_forfeit(const sow_rules *r, sow_board *b, int last, int mover,
                                                        sow_trace *tr, int *pits)
{
    sow_board before = *b;
    int opp = mover ^ 1, had = !row_empty(r, b, opp);
    int ncaps = tr ? tr->ncaps : 0;
    int got = capture_chain(r, b, last, mover, tr, pits);
    if (had && row_empty(r, b, opp)) {
        *b = before;
        *pits = 0;
        if (tr) {
            tr->ncaps = ncaps;
            tr->forfeited = 1;
        }
        return 0;
    }
    return got;
}

static inline int turn(const sow_rules *r, sow_board *b, int from, int mover, sow_trace *tr, long *laps, int *pits)
{
    int last;
    *laps = 1;
    *pits = 0;
    if (r->relay_on) {
        last = relayed_laps(r, b, from, mover, tr, laps);
        if (last < 0) return last;
    } else {
        last = sow_lap(r, b, from, tr);
    }
    if (!(r->capture[b->pit[last]] && (r->capture_ok[mover] >> last & 1))) return 0;
    int got = r->grand_slam == SOW_SLAM_FORFEIT ? capture_or_forfeit(r, b, last, mover, tr, pits)
                                                : capture_chain(r, b, last, mover, tr, pits);
    if (tr) tr->captured += got;
    return got;
}

int sow_turn_counted(const sow_rules *r, sow_board *b, int from, int mover, sow_trace *tr,
                     long *laps, int *pits)
{
    return turn(r, b, from, mover, tr, laps, pits);
}

/* The same without a trace: small enough to be inlined into the caller. */
int sow_turn_untraced(const sow_rules *r, sow_board *b, int from, int mover, long *laps, int *pits)
{
    return turn(r, b, from, mover, NULL, laps, pits);
}

/* The turn of lean rules (KERNEL_LEAN): one lap, no forfeit, untraced.
 * game.c's play_lean calls it: the two are one unit (hot.c), so it
 * inlines. *pits is set only when it captures (0 returned: untouched). */
HOT_INLINE int turn_lean(const sow_rules *r, sow_board *b, int from, int mover, int *pits)
{
    int last = sow_lap(r, b, from, NULL);
    if (!(r->capture[b->pit[last]] && (r->capture_ok[mover] >> last & 1))) return 0;
    return capture_chain(r, b, last, mover, NULL, pits);
}

int sow_turn(const sow_rules *r, sow_board *b, int from, int mover, sow_trace *tr)
{
    long laps;
    int pits;
    return sow_turn_counted(r, b, from, mover, tr, &laps, &pits);
}

int sow_reaches_row(const sow_rules *r, const sow_board *b, int from, int player)
{
    if (!r->relay_on && !(r->row_mask[player] >> from & 1)) return lap_reaches_other_row(r, b, from);
    sow_board c = *b;
    sow_trace tr;
    memset(&tr, 0, sizeof tr);
    sow_turn(r, &c, from, player ^ 1, &tr);
    return (tr.sown & r->row_mask[player]) != 0;
}
