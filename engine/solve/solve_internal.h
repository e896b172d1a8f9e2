/* solve_internal.h - what the solver and the endgame databases share. */
#ifndef SOW_SOLVE_INTERNAL_H
#define SOW_SOLVE_INTERNAL_H

#include "sow_solve.h"


/* 1 when s ended by a rule with a result (a win or a draw); ends by a
 * rule gap or a limit have no payoff. */
static inline int solve_rule_end(const sow_state *s)
{
    return s->status != SOW_PLAYING && (s->result == SOW_WIN || s->result == SOW_DRAW);
}

#endif
