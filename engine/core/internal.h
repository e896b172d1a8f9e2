/* internal.h - helpers shared inside the library, not part of the API. */
#ifndef SOW_INTERNAL_H
#define SOW_INTERNAL_H

#include <string.h>

#include "sow.h"
#include "rng.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__BMI2__)
#include <immintrin.h>
#endif

/* Rarely taken paths: kept out of line so the hot loop stays small. */
#if defined(__GNUC__)
#define COLD __attribute__((cold, noinline))
#define HOT_INLINE static inline __attribute__((always_inline))
#else
#define COLD
#define HOT_INLINE static inline
#endif

/* Bit p set when pit p holds at least one seed. */
static inline uint32_t board_occupied(const sow_board *b)
{
#if defined(__SSE2__)
    /* one compare and one movemask per 16 pits */
    const __m128i zero = _mm_setzero_si128();
    uint32_t empty = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const void *)&b->w[0]), zero))
                   | (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const void *)&b->w[2]), zero)) << 16;
    return ~empty;
#else
    const uint64_t lo7 = 0x7f7f7f7f7f7f7f7fULL, hi = 0x8080808080808080ULL;
    uint32_t m = 0;
    for (int i = 0; i < SOW_MAX_PITS / 8; i++) {
        uint64_t w = b->w[i];
        uint64_t t = (((w & lo7) + lo7) | w) & hi;  /* high bit of each non-zero byte */
        m |= (uint32_t)(((t >> 7) * 0x0102040810204080ULL) >> 56) << (8 * i);
    }
    return m;
#endif
}

/* 1 if no pit of `player`'s row holds a seed. */
static inline int row_empty(const sow_rules *r, const sow_board *b, int player)
{
    return !(board_occupied(b) & r->row_mask[player]);
}

/* The pits `player` owns (moves, feeding, the seeds left to owners):
 * their row, or under rounds.territory the pits this round gives them. */
static inline uint32_t owned_pits(const sow_rules *r, const sow_state *s, int player)
{
    if (!r->fam.territory) return r->row_mask[player];
    return player ? s->owner_north : r->all_mask & ~s->owner_north;
}

/* The move of the k-th (from 0) set bit of mask. */
static inline int nth_move(sow_moves mask, uint32_t k)
{
#if defined(__BMI2__)
    return __builtin_ctzll(_pdep_u64(1ull << k, mask));
#else
    for (; k; k--) mask &= mask - 1;
    return __builtin_ctzll(mask);
#endif
}

/* Seeds on the board (fits a byte: the total never exceeds 255). */
static inline int board_seeds(const sow_board *b)
{
    uint64_t s = 0;
    for (int i = 0; i < SOW_MAX_PITS / 8; i++) s += (b->w[i] * 0x0101010101010101ULL) >> 56;
    return (int)s;
}

/* children.keep: the seeds the children of `player` (0, 1; 2 both) hold
 * in their pits (0 without keep: a child's seeds are in its owner's store). */
static inline int kept_seeds(const sow_rules *r, const sow_state *s, int player)
{
    int n = 0;
    if (!r->fam.child_keep) return 0;
    uint32_t m = player == 2 ? s->child : s->child & (player ? s->child_north : ~s->child_north);
    for (; m; m &= m - 1) n += s->b.pit[__builtin_ctz(m)];
    return n;
}

/* sow_turn, also counting the laps sown and the pits captured (opposite
 * pits excluded); laps counts up to the cycle when it returns -1. */
int sow_turn_counted(const sow_rules *r, sow_board *b, int from, int mover, sow_trace *tr,
                     long *laps, int *pits);
int sow_turn_untraced(const sow_rules *r, sow_board *b, int from, int mover, long *laps, int *pits);

/* IV.Q1 and relatives: of the pits `own` (not 0) a player could start
 * from, those the start rule allows. */
static inline uint32_t start_rule(const sow_rules *r, const sow_state *s, uint32_t own)
{
    switch (r->start) {
    case SOW_START_ANY: return own;
    case SOW_START_LEFTMOST: return own & (0u - own);
    case SOW_START_RIGHTMOST: return 1u << (31 - __builtin_clz(own));
    case SOW_START_FIRST_ONLY: return s->sowings ? own : own & (0u - own);
    }
    return own;
}

/* II.R1, IV.R1, AM.R1, IV.Q1: the pits a player may start from. */
static inline uint32_t start_pits(const sow_rules *r, const sow_state *s, uint32_t occ)
{
    uint32_t own = occ & r->row_mask[s->to_move];
    return own ? start_rule(r, s, own) : 0;
}

/* AM.R3: the opponent of the player to move has nothing to play with. */
static inline int opponent_starved(const sow_rules *r, const sow_state *s, uint32_t occ)
{
    return r->feed != SOW_FEED_NONE && !(occ & r->row_mask[s->to_move ^ 1]);
}

/* AM.R3: a single lap (no relay) from pit `from` of one row sows into
 * the other: its seeds reach that row's nearest pit along the track (a
 * lap of more seeds sows every pit a lap of fewer does). */
static inline int lap_reaches_other_row(const sow_rules *r, const sow_board *b, int from)
{
    return b->pit[from] >= r->reach_min[from];
}

/* AM.R3, AM.Q1: of `moves`, those that feed a starved opponent (game.c). */
uint32_t sow_feeding_moves(const sow_rules *r, const sow_state *s, uint32_t moves);

/* IV.B2, IV.Q7: a uniform deal into pit from rng: deal_min in every pit,
 * each other seed to a uniformly random pit (setup.c, and each round's
 * new deal under rounds.wins, game.c). */
static inline void sow_deal_uniform(const sow_rules *r, uint8_t *pit, sow_rng *rng)
{
    memset(pit, 0, SOW_MAX_PITS);
    for (int p = 0; p < r->pits; p++) pit[p] = (uint8_t)r->deal_min;
    sow_rng g = *rng;              /* a local copy stays in registers (through *rng, stores stall the loads) */
    for (int k = r->total - r->deal_min * r->pits; k > 0; k--) pit[rng_below(&g, (uint32_t)r->pits)]++;
    *rng = g;
}

/* The general turn (sowing.c): the family's rules, on the whole state.
 * Returns the seeds captured (stores sown into not counted) or a
 * SOW_TURN_* code as sow_turn; *again: the mover moves again. */
int sow_general_turn(const sow_rules *r, sow_state *s, int from, sow_trace *tr, long *laps, int *pits, int *again);
/* Its legal moves; the pits a player could start from before feeding and
 * grand-slam filters (0: the player cannot move); the feeding moves. */
sow_moves sow_general_legal(const sow_rules *r, const sow_state *s);
sow_moves sow_general_movable(const sow_rules *r, const sow_state *s);
sow_moves sow_general_feeding(const sow_rules *r, const sow_state *s, sow_moves moves);

/* The sowings that count for the opening rules (first_from, capture.after,
 * skip_opponent.after): the game's, or the round's (rounds.openings). */
static inline uint32_t opening_sowings(const sow_rules *r, const sow_state *s)
{
    return r->fam.openings_per_round ? s->sowings - s->round_sowed : s->sowings;
}

/* The last of the game's sowings the opening rules still look at (0: none). */
static inline uint32_t opening_last(const sow_rules *r)
{
    const sow_family *f = &r->fam;
    uint32_t last = (uint32_t)(f->capture_after > f->skip_after ? f->capture_after : f->skip_after);
    if (f->first_from && last < 1) last = 1;
    if (f->first_from_rightmost && last < 1) last = 1;      /* first_from_rightmost */
    if (f->first_from && last < (uint32_t)f->first_from_sowings) last = (uint32_t)f->first_from_sowings;
    if (f->allow_after && last < (uint32_t)f->allow_after) last = (uint32_t)f->allow_after;
    if (f->opening && last < 1) last = 1;
    return last;
}

/* opening: the sowing about to be made is the opening one, sown its way. */
static inline int opening_sowing(const sow_rules *r, const sow_state *s, sow_opening how)
{
    return r->fam.opening == how && opening_sowings(r, s) == 0;
}

/* The turn routine a loop is built for (r->kernel, rules.c), a constant
 * in each instance of the loops that play games out, chosen once per
 * game: the seed games' table-driven turn, the family's general turn, or
 * the seed turn for rules with no relay, start rule or forfeit, one lap
 * that cannot fail: lean, whose loop has none of those tests compiled in,
 * and fed, the same with the feeding rules and an ending empty row (AM.R3,
 * AM.E1, AM.Q2), on boards of up to 16 pits (wider: the seed turn). */
enum { KERNEL_SEED = 0, KERNEL_GENERAL = 1, KERNEL_LEAN = 2, KERNEL_FED = 3 };

/* The kernel's turn is the lean one: one lap, no start rule. */
static inline int lean_turn(int kernel)
{
    return kernel == KERNEL_LEAN || kernel == KERNEL_FED;
}

/* sow_legal for a turn routine chosen once (`kernel`, as above), so the
 * seed games' loop does not ask per ply. */
HOT_INLINE sow_moves legal_as(const sow_rules *r, const sow_state *s, int kernel)
{
    if (kernel == KERNEL_GENERAL) return sow_general_legal(r, s);
    if (s->status != SOW_PLAYING) return 0;
    uint32_t occ = board_occupied(&s->b);
    if (kernel == KERNEL_LEAN) return occ & r->row_mask[s->to_move];    /* start any, no feeding */
    if (kernel == KERNEL_FED) {                                          /* start any */
        uint32_t own = occ & r->row_mask[s->to_move];
        return own && opponent_starved(r, s, occ) ? sow_feeding_moves(r, s, own) : own;
    }
    uint32_t moves = start_pits(r, s, occ);
    if (moves && opponent_starved(r, s, occ)) moves = sow_feeding_moves(r, s, moves);
    return moves;
}

/* sow_legal, inline. */
static inline sow_moves legal_moves(const sow_rules *r, const sow_state *s)
{
    return legal_as(r, s, r->general);
}

/* A uniformly random pit of `legal` (not 0): the `random` agent's move,
 * also made inline by the runner when both seats are random. */
static inline int pick_uniform(sow_moves legal, sow_rng *rng)
{
    return nth_move(legal, rng_below(rng, (uint32_t)__builtin_popcountll(legal)));
}

/* The same draw for moves that are all pits sown the spec's way (the seed
 * games' turn never makes another): 32-bit operations. */
static inline int pick_uniform_pits(uint32_t legal, sow_rng *rng)
{
    uint32_t k = rng_below(rng, (uint32_t)__builtin_popcount(legal));
#if defined(__BMI2__)
    return __builtin_ctz(_pdep_u32(1u << k, legal));
#else
    for (; k; k--) legal &= legal - 1;
    return __builtin_ctz(legal);
#endif
}

/* 1 when a proof of endless play from s cannot succeed, by a test far
 * cheaper than the search (endless.c: a move that captures at once);
 * sow_endless_check asks it first. 0 says nothing. */
int sow_endless_ruled_out(const sow_rules *r, const sow_state *s);

/* What a turn returns instead of the seeds captured when it cannot end:
 * a relay that provably cycles (a rule gap), or one past limits.laps. */
enum { SOW_TURN_CYCLE = -1, SOW_TURN_LIMIT = -2 };

#ifdef SOW_PARANOID
/* paranoid.c (cmake -DSOW_PARANOID=ON): checks one ply (before, the move,
 * after its end rules) against the invariants of a game and aborts with a
 * message on the first violation. Called by sow_play and sow_play_out. */
void sow_paranoid_ply(const sow_rules *r, const sow_state *before, int move, const sow_state *after);
/* The same ply played two ways (a loop's shortcut and the full ply) gave
 * the same state, or abort naming the first field that differs. */
void sow_paranoid_same(const sow_rules *r, const sow_state *before, int move, const sow_state *fast,
                       const sow_state *full);
#endif


#endif
