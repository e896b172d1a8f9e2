/* perfect.c - the `perfect` agent: perfect play by the solver (engine/solve).
 * A game's first move solves every position reachable from where it
 * stands; the rest of the game is looked up, and so is the next game when
 * its first position is the same. Which move keeps the value depends on
 * the graph's root (the solver's line), so a game never uses a graph
 * solved from another game's start: the moves of game i are the same
 * whichever thread plays it after whichever games. A position beyond the agent's budget of positions is
 * the agent's failure, said plainly: never a guessed move. Where the value
 * is exact it plays a move keeping it that leads nearer the end (the
 * solver's line). Where the rules leave it open, it takes the move whose
 * result the mover can force best, then the margin, then the lowest pit:
 * said in its usage, not decided silently. */
#include <stdio.h>
#include <stdlib.h>

#include "agent.h"

struct ag_perfect {
    long max;
    const sow_rules *r;
    sow_solved *g;
    int new_game;                /* the next move is a game's first for this agent */
};

ag_perfect *ag_perfect_new(long max)
{
    ag_perfect *p = calloc(1, sizeof *p);
    if (p) {
        p->max = max;
        p->new_game = 1;
    }
    return p;
}

void ag_perfect_free(ag_perfect *p)
{
    if (!p) return;
    sow_solved_free(p->g);
    free(p);
}

/* The node of s, solving from s when the kept graph lacks it; -1 with why. */
void ag_perfect_new_game(ag_perfect *p)
{
    p->new_game = 1;
}

static long node_of(ag_perfect *p, const sow_rules *r, const sow_state *s, char *why, size_t cap)
{
    long node = p->g && p->r == r ? sow_solved_find(p->g, s) : -1;
    if (p->new_game && node != 0) node = -1;      /* a game starts on its own graph */
    p->new_game = 0;
    if (node >= 0) return node;
    sow_solved_free(p->g);
    p->g = NULL;
    sow_error err;
    sow_solve_options o = { p->max, NULL, NULL, NULL };
    if (sow_solve(r, s, &o, &p->g, &err) < 0) {
        snprintf(why, cap, "%s", err.msg);
        return -1;
    }
    p->r = r;
    return 0;
}

/* What the mover can force of a bound pair: their own bound (lo for South,
 * hi for North), as a number that is larger when better for the mover. */
static int forced(sow_bounds b, int mover)
{
    return mover == 0 ? b.lo : -b.hi;
}

int ag_perfect_choose(ag_perfect *p, const sow_rules *r, const sow_state *s, char *why, size_t cap)
{
    long node = node_of(p, r, s, why, cap), child;
    if (node < 0) return -1;
    int best = sow_solved_best(p->g, node, SOW_VALUE_RESULT, &child);
    if (best >= SOW_PASS) return best;
    int mv[2 * SOW_MAX_PITS + 2], mover = s->to_move, pick = -2, top[2] = { 0, 0 };
    long kid[2 * SOW_MAX_PITS + 2];
    int n = sow_solved_moves(p->g, node, mv, kid, 2 * SOW_MAX_PITS + 2);
    for (int i = 0; i < n; i++) {
        int res = forced(sow_solved_value(p->g, kid[i], SOW_VALUE_RESULT), mover);
        int mar = forced(sow_solved_value(p->g, kid[i], SOW_VALUE_MARGIN), mover);
        if (pick == -2 || res > top[0] || (res == top[0] && mar > top[1])) {
            pick = mv[i];
            top[0] = res;
            top[1] = mar;
        }
    }
    if (pick == -2) snprintf(why, cap, "the game is over: no move");
    return pick == -2 ? -1 : pick;
}

/* The result the player can force from s (+1, 0, -1; -1 when they cannot
 * force an end by a rule), or 0 when s is beyond the budget. */
double ag_perfect_judge(ag_perfect *p, const sow_rules *r, const sow_state *s, int player)
{
    char why[8];
    long node = node_of(p, r, s, why, sizeof why);
    if (node < 0) return 0.0;
    int v = forced(sow_solved_value(p->g, node, SOW_VALUE_RESULT), player);
    return v > 1 ? 1.0 : v < -1 ? -1.0 : (double)v;
}
