/* skill.c - how much skill a game rewards: agents play from a solved start
 * (engine/solve), and every move is checked against perfect play. A move
 * from a position the mover can win (or draw) by force, to one they no
 * longer can, throws it away. Only positions where some move would throw
 * the value away are counted: where every move keeps it, no skill is
 * asked for. */
#include <stdio.h>
#include <string.h>

#include "sow_sim.h"

enum { SKILL_MAX_PLIES = 100000 };   /* a simulation limit: such a game ends as `limit` */

/* The child of node reached by move (the solver's edge), or -1. */
static long child_by(const sow_solved *g, long node, int move)
{
    int mv[2 * SOW_MAX_PITS + 2];
    long child[2 * SOW_MAX_PITS + 2];
    int n = sow_solved_moves(g, node, mv, child, 2 * SOW_MAX_PITS + 2);
    for (int i = 0; i < n; i++)
        if (mv[i] == move) return child[i];
    return -1;
}

/* The result of node for `player` (+1 win, 0 draw, -1 loss), or 2 open. */
static int result_for(const sow_solved *g, long node, int player)
{
    sow_bounds b = sow_solved_value(g, node, SOW_VALUE_RESULT);
    if (b.lo != b.hi) return 2;
    return player == 0 ? b.lo : -b.lo;
}

/* Counts the mover's move from node to child into t. */
static void count_move(const sow_solved *g, long node, long child, int mover, sow_skill_tally *t)
{
    int before = result_for(g, node, mover), after = result_for(g, child, mover);
    if (before == 2) {
        t->open_plies++;
        return;
    }
    if (before < 0) return;
    int mv[2 * SOW_MAX_PITS + 2];
    long kid[2 * SOW_MAX_PITS + 2];
    int n = sow_solved_moves(g, node, mv, kid, 2 * SOW_MAX_PITS + 2), critical = 0;
    for (int i = 0; i < n && !critical; i++) critical = result_for(g, kid[i], mover) != before;
    if (!critical) return;
    t->critical[before]++;
    t->thrown[before] += after != before;
}

int sow_skill(const sow_rules *r, const sow_solved *g, const char *agent, uint64_t games, uint64_t seed,
              sow_skill_tally *t, sow_error *err)
{
    sow_agent *a;
    memset(t, 0, sizeof *t);
    if (sow_agent_new(agent, r, &a, err) < 0) return -1;
    int first = sow_solved_state(g, 0)->to_move, want = result_for(g, 0, first);
    for (uint64_t i = 0; i < games; i++) {
        sow_rng rng[2];
        sow_rng_game(&rng[0], seed, i, 1);
        sow_rng_game(&rng[1], seed, i, 2);
        if (sow_agent_reset(a, err) < 0) break;
        long node = 0;
        int plies = 0;
        while (sow_solved_state(g, node)->status == SOW_PLAYING && plies++ < SKILL_MAX_PLIES) {
            const sow_state *s = sow_solved_state(g, node);
            sow_moves legal = sow_legal(r, s);
            int mover = s->to_move, move = legal ? sow_agent_choose(a, r, s, legal, &rng[mover]) : SOW_PASS;
            long child = child_by(g, node, move);   /* -1: the agent failed (its -1 is no pass here) */
            if (child < 0) {
                snprintf(err->msg, sizeof err->msg, "agent %s failed in game %llu, ply %d: %s", agent,
                         (unsigned long long)i, plies, sow_agent_error(a));
                sow_agent_free(a);
                return -1;
            }
            count_move(g, node, child, mover, t);
            node = child;
        }
        const sow_state *e = sow_solved_state(g, node);
        t->games++;
        if (e->status == SOW_PLAYING) t->limit_games++;
        else if (want != 2 && (e->result == SOW_WIN || e->result == SOW_DRAW))
            t->kept += (e->result == SOW_DRAW ? 0 : e->winner == first ? 1 : -1) == want;
    }
    sow_agent_free(a);
    return t->games == games ? 0 : -1;
}

/* ---- in whole games, at the database's positions ---------------------------- */

/* The result of s (a position of db, or ended) for `player`, 2 when open
 * or not in db. */
static int db_result_for(const sow_endgames *db, const sow_state *s, int player)
{
    sow_bounds v[SOW_VALUE__COUNT];
    if (!sow_endgames_value(db, s, v) || v[SOW_VALUE_RESULT].lo != v[SOW_VALUE_RESULT].hi) return 2;
    return player == 0 ? v[SOW_VALUE_RESULT].lo : -v[SOW_VALUE_RESULT].lo;
}

/* Counts the agent's `move` from s, a playing position of db, into t. */
static void count_db_move(const sow_rules *r, const sow_endgames *db, const sow_state *s, int move, sow_skill_tally *t)
{
    int mover = s->to_move, before = db_result_for(db, s, mover);
    sow_state c;
    t->db_plies++;
    if (before == 2) {
        t->open_plies++;
        return;
    }
    if (before < 0) return;
    sow_moves legal = sow_legal(r, s);
    int critical = 0, after = 2;
    for (int m = 0; m < 64 && legal; m++) {
        if (!(legal >> m & 1)) continue;
        sow_solve_ply(r, s, m, &c);
        int v = db_result_for(db, &c, mover);
        critical |= v != before;
        if (m == move) after = v;
    }
    if (!critical) return;
    t->critical[before]++;
    t->thrown[before] += after != before;
}

int sow_skill_endgames(const sow_rules *r, const sow_endgames *db, const char *agent, uint64_t games, uint64_t seed,
                       sow_skill_tally *t, sow_error *err)
{
    sow_agent *a;
    sow_bounds v[SOW_VALUE__COUNT];
    memset(t, 0, sizeof *t);
    if (sow_agent_new(agent, r, &a, err) < 0) return -1;
    for (uint64_t i = 0; i < games; i++) {
        sow_rng rng[2];
        sow_state s;
        sow_start_info info;
        sow_game_start(r, seed, i, NULL, NULL, &s, &info);
        sow_rng_game(&rng[0], seed, i, 1);
        sow_rng_game(&rng[1], seed, i, 2);
        if (sow_agent_reset(a, err) < 0) break;
        while (s.status == SOW_PLAYING) {
            sow_moves legal = sow_legal(r, &s);
            int move = legal ? sow_agent_choose(a, r, &s, legal, &rng[s.to_move]) : SOW_PASS;
            if (legal && move < 0) {
                snprintf(err->msg, sizeof err->msg, "agent %s failed in game %llu, ply %u: %s", agent,
                         (unsigned long long)i, (unsigned)s.ply + 1, sow_agent_error(a));
                sow_agent_free(a);
                return -1;
            }
            if (legal && sow_endgames_probe(db, &s, v)) count_db_move(r, db, &s, move, t);
            sow_play(r, &s, move, NULL);
        }
        t->games++;
        t->limit_games += s.result == SOW_LIMIT;
    }
    sow_agent_free(a);
    return t->games == games ? 0 : -1;
}
