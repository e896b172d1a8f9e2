/* internal.h - helpers shared inside the library, not part of the API. */
#ifndef SOW_INTERNAL_H
#define SOW_INTERNAL_H

#include "sow.h"

/* Bit p set when pit p holds at least one seed. */
static inline uint32_t board_occupied(const sow_board *b)
{
    const uint64_t lo7 = 0x7f7f7f7f7f7f7f7fULL, hi = 0x8080808080808080ULL;
    uint32_t m = 0;
    for (int i = 0; i < SOW_MAX_PITS / 8; i++) {
        uint64_t w = b->w[i];
        uint64_t t = (((w & lo7) + lo7) | w) & hi;  /* high bit of each non-zero byte */
        m |= (uint32_t)(((t >> 7) * 0x0102040810204080ULL) >> 56) << (8 * i);
    }
    return m;
}

/* Seeds on the board (fits a byte: the total never exceeds 255). */
static inline int board_seeds(const sow_board *b)
{
    uint64_t s = 0;
    for (int i = 0; i < SOW_MAX_PITS / 8; i++) s += (b->w[i] * 0x0101010101010101ULL) >> 56;
    return (int)s;
}

/* sow_turn, also counting the laps sown and the pits captured (opposite
 * pits excluded); laps counts up to the cycle when it returns -1. */
int sow_turn_counted(const sow_rules *r, sow_board *b, int from, int mover, sow_trace *tr,
                     long *laps, int *pits);

/* Plays one ply applying the rules only: no endless proof, no backstops.
 * The endless prover explores positions with it. */
void sow_play_rules_only(const sow_rules *r, sow_state *s, int move);

#endif
