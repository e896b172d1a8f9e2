/* perft.c - positions at each depth below a position, the chess engines'
 * correctness check and the contract `sow perft` and the oracle both
 * answer with: a forced pass is a ply, a finished game (ended by any rule,
 * proven endless included) has no children. */
#include "internal.h"

static void walk(const sow_rules *r, const sow_state *s, int level, int depth, uint64_t *count)
{
    if (level >= depth || s->status != SOW_PLAYING) return;
    sow_moves mask = sow_legal(r, s);
    sow_state child;
    if (mask == 0) {
        child = *s;
        sow_play(r, &child, SOW_PASS, NULL);
        count[level + 1]++;
        walk(r, &child, level + 1, depth, count);
        return;
    }
    if (level + 1 == depth) {             /* the leaves: counted, not played */
        count[depth] += (uint64_t)__builtin_popcountll(mask);
        return;
    }
    for (; mask; mask &= mask - 1) {
        child = *s;
        sow_play(r, &child, __builtin_ctzll(mask), NULL);
        count[level + 1]++;
        walk(r, &child, level + 1, depth, count);
    }
}

void sow_perft(const sow_rules *r, const sow_state *s, int depth, uint64_t *count)
{
    walk(r, s, 0, depth, count);
}
