/* alphabeta.c - depth-limited negamax with alpha-beta pruning on the
 * captured-seed difference, from the side to move.
 *
 * A pass is a ply. A finished game scores its final difference, plus 1000
 * for the winner (minus for the loser); an unresolved game scores 0. The
 * search plays by the rules without the endless proof (sow_play_rules): an
 * endless line just looks quiet to it.
 * Children are searched captures first (more pruning); the root searches
 * each move with a window just below the best so far, so every move that
 * ties the best gets its exact value, and the choice among ties is a
 * uniform draw from the rng: the result does not depend on move order.
 * No allocation: states are copied on the stack. */
#include <math.h>

#include "agent.h"

enum { INF = 1 << 20, WIN_BONUS = 1000 };

static int terminal_score(const sow_state *s, int player)
{
    if (s->result == SOW_UNRESOLVED || s->result == SOW_LIMIT) return 0;
    int diff = (int)s->captured[player] - (int)s->captured[player ^ 1];
    if (s->result == SOW_WIN) return diff + (s->winner == player ? WIN_BONUS : -WIN_BONUS);
    return diff;
}

/* The children of s (moves in legal) into kids, captures first. */
static int children(const sow_rules *r, const sow_state *s, sow_moves legal, sow_state *kids, int *pit)
{
    int n = 0;
    for (sow_moves m = legal; m; m &= m - 1) {
        int p = __builtin_ctzll(m);
        sow_state c = *s;
        sow_play_rules(r, &c, p);
        int i = n++;                                  /* insertion: most taken first */
        while (i > 0 && kids[i - 1].last_taken < c.last_taken) {
            kids[i] = kids[i - 1];
            pit[i] = pit[i - 1];
            i--;
        }
        kids[i] = c;
        pit[i] = p;
    }
    return n;
}

static int negamax(const sow_rules *r, const sow_state *s, int depth, int alpha, int beta)
{
    int me = s->to_move;
    if (s->status != SOW_PLAYING) return terminal_score(s, me);
    if (depth == 0) return (int)s->captured[me] - (int)s->captured[me ^ 1];
    sow_moves legal = sow_legal(r, s);
    if (!legal) {
        sow_state c = *s;
        sow_play_rules(r, &c, SOW_PASS);
        return -negamax(r, &c, depth - 1, -beta, -alpha);
    }
    sow_state kids[2 * SOW_MAX_PITS];
    int pit[2 * SOW_MAX_PITS];
    int n = children(r, s, legal, kids, pit), best = -INF;
    for (int i = 0; i < n; i++) {
        int v = -negamax(r, &kids[i], depth - 1, -beta, -alpha);
        if (v > best) best = v;
        if (v > alpha) alpha = v;
        if (alpha >= beta) break;
    }
    return best;
}

/* The root: every move tying the best value, ascending; returns the value. */
static int root(const sow_rules *r, const sow_state *s, sow_moves legal, int depth,
                uint8_t *ties, int *nties)
{
    sow_state kids[2 * SOW_MAX_PITS];
    int pit[2 * SOW_MAX_PITS];
    int n = children(r, s, legal, kids, pit), best = -INF;
    sow_moves tied = 0;
    for (int i = 0; i < n; i++) {
        int alpha = best == -INF ? -INF : best - 1;
        int v = -negamax(r, &kids[i], depth - 1, -INF, -alpha);
        if (v > best) {
            best = v;
            tied = 0;
        }
        if (v == best) tied |= 1ull << pit[i];
    }
    *nties = 0;
    for (sow_moves m = tied; m; m &= m - 1) ties[(*nties)++] = (uint8_t)__builtin_ctzll(m);
    return best;
}

int ag_alphabeta_choose(const sow_rules *r, const sow_state *s, sow_moves legal, int depth, sow_rng *rng)
{
    if (!(legal & (legal - 1))) return __builtin_ctzll(legal);
    uint8_t ties[2 * SOW_MAX_PITS];
    int nties;
    root(r, s, legal, depth, ties, &nties);
    return nties > 1 ? ties[sow_rng_below(rng, (uint32_t)nties)] : ties[0];
}

/* The search value for `player`: +-1 for a forced win or loss, else
 * tanh(difference / 10). */
double ag_alphabeta_judge(const sow_rules *r, const sow_state *s, int player, int depth)
{
    if (s->status != SOW_PLAYING) return ag_terminal_value(s, player);
    int v = negamax(r, s, depth, -INF, INF);
    if (s->to_move != player) v = -v;
    if (v >= WIN_BONUS / 2) return 1.0;
    if (v <= -WIN_BONUS / 2) return -1.0;
    return tanh(v / 10.0);
}
