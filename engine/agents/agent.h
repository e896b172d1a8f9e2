/* agent.h - what the agents share inside the library (not part of the API).
 *
 * An agent is a tagged struct: its kind and parameters, plus the one
 * resource some kinds own (the MCTS tree, allocated once; the Lua state).
 * No agent has global mutable state: each instance serves one thread. */
#ifndef SOW_AGENT_H
#define SOW_AGENT_H

#include "sow_agents.h"
#include "sow_solve.h"

typedef enum { AG_RANDOM, AG_FIRST, AG_GREEDY, AG_ALPHABETA, AG_MCTS, AG_LUA, AG_MOVES, AG_PERFECT } ag_kind;

enum {
    AG_MAX_DEPTH = 12,           /* alphabeta:D, D = 1..12 */
    AG_MAX_PLAYOUTS = 10000000,  /* mcts:N, N = 1..10^7 */
    AG_MAX_MOVES = 1024,         /* moves:LIST entries */
    AG_PERFECT_DEFAULT = 5000000, /* perfect: positions solved at most (perfect:N) */
    AG_PERFECT_MAX = 50000000
};

typedef struct ag_mcts ag_mcts;
typedef struct ag_lua ag_lua;
typedef struct ag_perfect ag_perfect;

struct sow_agent {
    ag_kind kind;
    char *name;                  /* as given to sow_agent_new */
    int depth;                   /* alphabeta */
    ag_mcts *mcts;               /* mcts: the tree, N + 1 nodes */
    ag_lua *lua;                 /* lua: the script's state */
    ag_perfect *perfect;         /* perfect: the solved positions, kept */
    int nmoves, next_move;       /* moves: the list and how far it has been played */
    uint8_t moves[AG_MAX_MOVES];
    char why[320];               /* the last failure that is not a Lua script's */
};

/* A uniformly random pit of a non-empty mask. */
int ag_random_pick(sow_moves legal, sow_rng *rng);
/* A finished game's value for player: +1 win, -1 loss, 0 draw/unresolved. */
double ag_terminal_value(const sow_state *s, int player);

int ag_greedy_choose(const sow_rules *r, const sow_state *s, sow_moves legal, sow_rng *rng);
double ag_greedy_judge(const sow_rules *r, const sow_state *s, int player);

int ag_alphabeta_choose(const sow_rules *r, const sow_state *s, sow_moves legal, int depth, sow_rng *rng);
double ag_alphabeta_judge(const sow_rules *r, const sow_state *s, int player, int depth);

ag_mcts *ag_mcts_new(long playouts);
void ag_mcts_free(ag_mcts *m);
int ag_mcts_choose(ag_mcts *m, const sow_rules *r, const sow_state *s, sow_moves legal, sow_rng *rng);
double ag_mcts_judge(ag_mcts *m, const sow_rules *r, const sow_state *s, int player, sow_rng *rng);

ag_perfect *ag_perfect_new(long max);
void ag_perfect_free(ag_perfect *p);
void ag_perfect_new_game(ag_perfect *p);      /* the kept graph serves only a game with the same start */
/* A move keeping the perfect value, or -1 with why (beyond the budget). */
int ag_perfect_choose(ag_perfect *p, const sow_rules *r, const sow_state *s, char *why, size_t cap);
double ag_perfect_judge(ag_perfect *p, const sow_rules *r, const sow_state *s, int player);

/* Loads the script; NULL with err->msg filled (without the agent's name). */
ag_lua *ag_lua_new(const char *path, sow_error *err);
void ag_lua_free(ag_lua *l);
/* A fresh Lua state running the script again: nothing of the last game
 * is left. 0, or -1 with err->msg. */
int ag_lua_reset(ag_lua *l, sow_error *err);
/* The script's move, or -1 when it raised an error, ran past its limits or
 * answered something that is not a legal pit (ag_lua_error says what). */
int ag_lua_choose(ag_lua *l, const sow_rules *r, const sow_state *s, sow_moves legal, sow_rng *rng);
const char *ag_lua_error(const ag_lua *l);

#endif
