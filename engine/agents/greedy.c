/* greedy.c - the move that captures the most seeds this turn (end rules
 * included: seeds a finished game hands the mover count too); ties broken
 * uniformly at random. It looks ahead with the rules but without the
 * endless proof (sow_play_rules), as the searching agents do: a proof per
 * candidate move would cost a full search on every ply of a game where
 * little can be captured, for seeds an endless end would rarely give.
 * A move that ends a round of a match gains what the round's end gave the
 * mover: the next round deals their store into their pits, so what they
 * hold then (store and pits) against their store before. */
#include <limits.h>
#include <math.h>

#include "agent.h"

static int gain_of(const sow_rules *r, const sow_state *s, const sow_state *c, int mover)
{
    int now = c->round != s->round ? sow_held_seeds(r, c, mover) : c->captured[mover];
    return now - s->captured[mover];
}

int ag_greedy_choose(const sow_rules *r, const sow_state *s, sow_moves legal, sow_rng *rng)
{
    int mover = s->to_move, best = INT_MIN, nties = 0;
    uint8_t ties[2 * SOW_MAX_PITS];
    for (sow_moves m = legal; m; m &= m - 1) {
        int p = __builtin_ctzll(m);
        sow_state c = *s;
        sow_play_rules(r, &c, p);
        int gain = gain_of(r, s, &c, mover);
        if (gain > best) {
            best = gain;
            nties = 0;
        }
        if (gain == best) ties[nties++] = (uint8_t)p;
    }
    return nties > 1 ? ties[sow_rng_below(rng, (uint32_t)nties)] : ties[0];
}

/* The mover's capture lead after their best immediate capture, squashed to
 * [-1, 1] by tanh(lead / 10), from `player`'s side. */
double ag_greedy_judge(const sow_rules *r, const sow_state *s, int player)
{
    if (s->status != SOW_PLAYING) return ag_terminal_value(s, player);
    int mover = s->to_move, other = mover ^ 1;
    sow_moves legal = sow_legal(r, s);
    int best = legal ? INT_MIN : 0;
    for (sow_moves m = legal; m; m &= m - 1) {
        sow_state c = *s;
        sow_play_rules(r, &c, __builtin_ctzll(m));
        int gain = gain_of(r, s, &c, mover);
        if (gain > best) best = gain;
    }
    double lead = (double)(s->captured[mover] + best - s->captured[other]);
    double v = tanh(lead / 10.0);
    return player == mover ? v : -v;
}
