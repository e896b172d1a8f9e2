/* sow_agents.h - the agents layer: players that choose moves (random,
 * first, greedy, alphabeta, mcts, Lua scripts, fixed move lists). Builds on
 * the core (sow.h) and the Lua sandbox (sandbox.h); knows nothing of
 * simulations or reports. */
#ifndef SOW_AGENTS_H
#define SOW_AGENTS_H

#include "sow.h"

/* ---- agents (agents/) ------------------------------------------------ */

/* A player. Agents see the position only, and draw from their own seat's
 * random stream. An agent is used by one thread at a time (a Lua agent
 * owns a Lua state): a runner makes one per thread. */
typedef struct sow_agent sow_agent;

/* From a name: random, first, greedy, alphabeta:D, mcts:N, perfect[:N], lua:PATH,
 * moves:LIST (a fixed opening of pits, then random). 0, or -1 with err. */
int sow_agent_new(const char *name, const sow_rules *r, sow_agent **out, sow_error *err);
/* A move for the player to move: a pit of `legal` (never 0), or -1 when
 * the agent failed (a Lua script that raised, ran past its limits or
 * returned something that is not a legal pit): sow_agent_error says what. */
int sow_agent_choose(sow_agent *a, const sow_rules *r, const sow_state *s, sow_moves legal, sow_rng *rng);
/* The last failure of sow_agent_choose, in words (empty if none). */
const char *sow_agent_error(const sow_agent *a);
/* How good s is for `player`, in [-1, 1], by the agent's own judgement, or
 * 0 for agents that have none (random, first, moves). The opening ritual
 * asks the side-chooser's agent this of both sides. */
double sow_agent_judge(sow_agent *a, const sow_rules *r, const sow_state *s, int player, sow_rng *rng);
/* A new game starts: moves:LIST restarts its list, a Lua agent gets a
 * fresh Lua state (no state carries over from game to game, so a digest
 * cannot depend on which thread played which games). 0, or -1 with err. */
int sow_agent_reset(sow_agent *a, sow_error *err);
const char *sow_agent_name(const sow_agent *a);
/* 1 for `random`: runners may then pick uniformly themselves. */
int sow_agent_is_random(const sow_agent *a);
void sow_agent_free(sow_agent *a);

#endif
