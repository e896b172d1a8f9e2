/* solve_internal.h - what the solver and the endgame databases share. */
#ifndef SOW_SOLVE_INTERNAL_H
#define SOW_SOLVE_INTERNAL_H

#include "sow_solve.h"

/* The position after move, as sow_play leaves it but for the ply limit
 * (a simulation limit, not a rule), in canonical form. */
void solve_after(const sow_rules *r, const sow_state *s, int move, sow_state *c);

/* 1 when s ended by a rule with a result (a win or a draw); ends by a
 * rule gap or a limit have no payoff. */
static inline int solve_rule_end(const sow_state *s)
{
    return s->status != SOW_PLAYING && (s->result == SOW_WIN || s->result == SOW_DRAW);
}

#endif
