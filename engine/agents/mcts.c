/* mcts.c - Monte Carlo tree search (UCT, c = 1.4) with uniformly random
 * playouts to the end of the game.
 *
 * mcts:N runs N playouts per decision. The tree holds at most N + 1 nodes
 * (one new node per playout) and is allocated once, when the agent is
 * made; each decision reuses it from scratch, so nothing is allocated while
 * playing. A node keeps its state, the moves not yet expanded, and its
 * reward total from the side of the player who moved into it: 1 a win,
 * 0.5 a draw or an unresolved game, 0 a loss. Playouts play by the rules
 * without the endless proof (sow_play_rules) and stop after PLAYOUT_PLIES
 * plies, valued as they stand: the agent's horizon, not a rule. */
#include <math.h>
#include <stdlib.h>

#include "agent.h"

static const double UCT_C = 1.4;
enum { PLAYOUT_PLIES = 2000 };

typedef struct {
    sow_state s;
    int32_t parent, child, sibling;  /* -1: none */
    int8_t move;                     /* the move into this node (SOW_PASS for a pass) */
    uint8_t mover;                   /* who made it */
    uint8_t pass_untried;            /* the forced pass not expanded yet */
    sow_moves untried;               /* sowing moves not expanded yet */
    uint32_t visits;
    double reward;                   /* from mover's side */
} node;

struct ag_mcts {
    node *n;
    long cap, used, playouts;
};

ag_mcts *ag_mcts_new(long playouts)
{
    ag_mcts *m = calloc(1, sizeof *m);
    if (!m) return NULL;
    m->cap = playouts + 1;
    m->playouts = playouts;
    m->n = malloc((size_t)m->cap * sizeof *m->n);
    if (!m->n) {
        free(m);
        return NULL;
    }
    return m;
}

void ag_mcts_free(ag_mcts *m)
{
    if (!m) return;
    free(m->n);
    free(m);
}

static int32_t add(ag_mcts *m, const sow_rules *r, const sow_state *s, int32_t parent, int move, int mover,
                   const sow_moves *legal_hint)
{
    int32_t i = (int32_t)m->used++;
    node *n = &m->n[i];
    n->s = *s;
    n->parent = parent;
    n->child = -1;
    n->sibling = -1;
    n->move = (int8_t)move;
    n->mover = (uint8_t)mover;
    n->visits = 0;
    n->reward = 0;
    if (s->status != SOW_PLAYING) {
        n->untried = 0;
        n->pass_untried = 0;
    } else {
        n->untried = legal_hint ? *legal_hint : sow_legal(r, s);
        n->pass_untried = n->untried == 0;
    }
    if (parent >= 0) {
        n->sibling = m->n[parent].child;
        m->n[parent].child = i;
    }
    return i;
}

static double reward_for(const sow_state *s, int player)
{
    if (s->status == SOW_ENDED && s->result == SOW_WIN) return s->winner == player ? 1.0 : 0.0;
    return 0.5;                      /* draw, unresolved, or still playing at the cap */
}

static int32_t best_uct(const ag_mcts *m, int32_t i)
{
    double logn = log((double)m->n[i].visits), best = -1;
    int32_t pick = -1;
    for (int32_t c = m->n[i].child; c >= 0; c = m->n[c].sibling) {
        const node *k = &m->n[c];
        double u = k->reward / k->visits + UCT_C * sqrt(logn / k->visits);
        if (u > best) {
            best = u;
            pick = c;
        }
    }
    return pick;
}

/* N playouts from s; the root is node 0. */
static void search(ag_mcts *m, const sow_rules *r, const sow_state *s, const sow_moves *legal, sow_rng *rng)
{
    m->used = 0;
    add(m, r, s, -1, SOW_PASS, s->to_move ^ 1, legal);
    for (long it = 0; it < m->playouts; it++) {
        int32_t i = 0;
        /* select */
        while (!m->n[i].untried && !m->n[i].pass_untried && m->n[i].child >= 0) i = best_uct(m, i);
        /* expand */
        node *n = &m->n[i];
        if ((n->untried || n->pass_untried) && m->used < m->cap) {
            int move = SOW_PASS;
            if (n->pass_untried) n->pass_untried = 0;
            else {
                move = ag_random_pick(n->untried, rng);
                n->untried &= ~(1ull << move);
            }
            sow_state c = n->s;
            sow_play_rules(r, &c, move);
            i = add(m, r, &c, i, move, n->s.to_move, NULL);
        }
        /* play out */
        sow_state p = m->n[i].s;
        for (int k = 0; p.status == SOW_PLAYING && k < PLAYOUT_PLIES; k++) {
            sow_moves l = sow_legal(r, &p);
            sow_play_rules(r, &p, l ? ag_random_pick(l, rng) : SOW_PASS);
        }
        /* back up */
        double w0 = reward_for(&p, 0);
        for (; i >= 0; i = m->n[i].parent) {
            m->n[i].visits++;
            m->n[i].reward += m->n[i].mover == 0 ? w0 : 1.0 - w0;
        }
    }
}

int ag_mcts_choose(ag_mcts *m, const sow_rules *r, const sow_state *s, sow_moves legal, sow_rng *rng)
{
    if (!(legal & (legal - 1))) return __builtin_ctzll(legal);
    search(m, r, s, &legal, rng);
    int32_t pick = -1;
    for (int32_t c = m->n[0].child; c >= 0; c = m->n[c].sibling) {
        const node *k = &m->n[c], *b = pick >= 0 ? &m->n[pick] : NULL;
        if (!b || k->visits > b->visits || (k->visits == b->visits && k->reward > b->reward)
            || (k->visits == b->visits && k->reward == b->reward && k->move < b->move))
            pick = c;
    }
    return pick >= 0 ? m->n[pick].move : __builtin_ctzll(legal);
}

/* 2 * (the root's win rate for the player to move) - 1, from player's side. */
double ag_mcts_judge(ag_mcts *m, const sow_rules *r, const sow_state *s, int player, sow_rng *rng)
{
    if (s->status != SOW_PLAYING) return ag_terminal_value(s, player);
    search(m, r, s, NULL, rng);
    double w = 0, v = 0;
    for (int32_t c = m->n[0].child; c >= 0; c = m->n[c].sibling) {
        w += m->n[c].reward;
        v += m->n[c].visits;
    }
    double x = v > 0 ? 2.0 * w / v - 1.0 : 0.0;
    return player == s->to_move ? x : -x;
}
