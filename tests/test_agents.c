/* test_agents.c - the agents (engine/agents/): names and errors, legality on
 * all three specs, the simple agents' rules, hand-built tactics for greedy
 * and alphabeta, playing strength against random, the Lua sandbox, and
 * reproducibility from the seat's random stream.
 *
 * Mangala II pits: South 0..5, North 6..11, ccw = increasing index. Boards
 * in comments are written  S[0..5] | N[6..11]. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "agents/agent.h"
#include "support.h"

#if defined(__SANITIZE_ADDRESS__)
#define SLOW 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SLOW 1
#endif
#endif
#ifndef SLOW
#define SLOW 0
#endif

static sow_agent *agent(const char *name, const sow_rules *r)
{
    sow_agent *a;
    sow_error err;
    if (sow_agent_new(name, r, &a, &err))
        ck_abort_msg("agent '%s': %s", name, err.msg);
    ck_assert_str_eq(sow_agent_name(a), name);
    return a;
}

static void script_path(char *buf, size_t cap, const char *name)
{
    snprintf(buf, cap, "lua:%s/scripts/agents/%s", SOW_SOURCE_DIR, name);
}

/* A Lua script in a temporary file; returns "lua:PATH" in buf. */
static void temp_script(char *buf, size_t cap, const char *src)
{
    char path[] = "/tmp/sow_test_agent_XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, src, strlen(src)), (long)strlen(src));
    close(fd);
    snprintf(buf, cap, "lua:%s", path);
}

static void remove_script(const char *name)
{
    unlink(name + 4);
}

/* Plays one game, agent a[0] South and a[1] North, each drawing from its own
 * stream of `seed`; every chosen move must be legal. Records the moves in
 * log (if given). Returns the winner (0, 1) or 2. */
static int play_game(const sow_rules *r, sow_agent *a[2], uint64_t seed, uint64_t game,
                     int *log, int *nlog, sow_state *end)
{
    sow_rng deal, rng[2];
    sow_rng_seed(&deal, seed, game * 4);
    sow_rng_seed(&rng[0], seed, game * 4 + 1);
    sow_rng_seed(&rng[1], seed, game * 4 + 2);
    sow_state s;
    sow_new_game(r, &s, NULL, -1, &deal, game);
    ck_assert_int_eq(sow_agent_reset(a[0], NULL), 0);
    ck_assert_int_eq(sow_agent_reset(a[1], NULL), 0);
    int n = 0;
    while (s.status == SOW_PLAYING) {
        sow_moves legal = sow_legal(r, &s);
        int m = SOW_PASS;
        if (legal) {
            m = sow_agent_choose(a[s.to_move], r, &s, legal, &rng[s.to_move]);
            ck_assert_msg(m >= 0 && m < r->pits && (legal >> m & 1),
                          "agent %s chose %d, legal mask 0x%x (ply %u): %s",    /* the example scripts never fail */
                          sow_agent_name(a[s.to_move]), m, (unsigned)legal, s.ply, sow_agent_error(a[s.to_move]));
        }
        if (log && n < 6000) log[n++] = m;
        sow_play(r, &s, m, NULL);
    }
    if (nlog) *nlog = n;
    if (end) *end = s;
    return s.result == SOW_WIN ? s.winner : 2;
}

/* Games of A against B, A South in even games and North in odd ones:
 * A's wins and losses. */
static void match(const sow_rules *r, const char *na, const char *nb, int games, uint64_t seed,
                  int *wins, int *losses)
{
    sow_agent *a = agent(na, r), *b = agent(nb, r);
    *wins = *losses = 0;
    for (int g = 0; g < games; g++) {
        int aseat = g & 1;
        sow_agent *seat[2];
        seat[aseat] = a;
        seat[aseat ^ 1] = b;
        int w = play_game(r, seat, seed, (uint64_t)g, NULL, NULL, NULL);
        if (w == aseat) (*wins)++;
        else if (w == (aseat ^ 1)) (*losses)++;
    }
    sow_agent_free(a);
    sow_agent_free(b);
}

/* ---- names ------------------------------------------------------------------ */

START_TEST(bad_names)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    static const struct { const char *name, *want; } bad[] = {
        { "foo", "unknown agent 'foo'; expected random, first, greedy, alphabeta:D, mcts:N, perfect[:N], lua:PATH or moves:LIST" },
        { "", "unknown agent ''" },
        { "alphabeta", "alphabeta:D" },
        { "alphabeta:0", "depth D of 1..12" },
        { "alphabeta:13", "depth D of 1..12" },
        { "alphabeta:3x", "alphabeta:D" },
        { "mcts:x", "mcts:N" },
        { "mcts:0", "mcts:N" },
        { "mcts:-5", "mcts:N" },
        { "mcts: 5", "mcts:N" },
        { "random:3", "takes no parameter" },
        { "lua:", "lua:PATH" },
        { "lua:/nonexistent/agent.lua", "cannot read the script" },
        { "moves:", "moves:LIST" },
        { "moves:1,x", "got 'x'" },
        { "moves:1,,2", "moves:LIST" },
        { "moves:12", "pit 12 is not on the board" },
        { "perfect:0", "perfect:N" },
        { "perfect:x", "perfect:N" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        sow_agent *a = (sow_agent *)1;
        sow_error err;
        ck_assert_int_eq(sow_agent_new(bad[i].name, r, &a, &err), -1);
        ck_assert_ptr_null(a);
        ck_assert_str_eq(err.field, "agent");
        ck_assert_msg(strstr(err.msg, bad[i].want), "'%s': message '%s' lacks '%s'", bad[i].name,
                      err.msg, bad[i].want);
        ck_assert_msg(strstr(err.msg, bad[i].name), "'%s': message '%s' does not name the agent",
                      bad[i].name, err.msg);
    }
    sow_agent_free(NULL);
    free(r);
}
END_TEST

START_TEST(names_and_kinds)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    const char *good[] = { "random", "first", "greedy", "alphabeta:1", "alphabeta:12", "mcts:1",
                           "mcts:200", "moves:3,9,1", "moves:0" };
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        sow_agent *a = agent(good[i], r);
        ck_assert_int_eq(sow_agent_is_random(a), i == 0);
        sow_agent_free(a);
    }
    free(r);
}
END_TEST

/* ---- legality on every spec ------------------------------------------------- */

static const char *const SPECS[][2] = {
    { "mangala_ii.lua", NULL }, { "mangala_iv.lua", "IV.Q1=free" }, { "al_manqala.lua", NULL },
};

START_TEST(all_agents_play_legal_moves)
{
    const char *spec = SPECS[_i][0], *readings = SPECS[_i][1];
    sow_rules *r = load_spec(spec, readings);
    char lua1[600], lua2[600];
    script_path(lua1, sizeof lua1, "leftmost_capture.lua");
    script_path(lua2, sizeof lua2, "random_but_keep_singletons.lua");
    const char *names[] = { "random", "first", "greedy", "alphabeta:3", "mcts:30", lua1, lua2,
                            "moves:3,9,1,0,2,4" };
    int n = (int)(sizeof names / sizeof names[0]);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j += 3) {           /* against a few others */
            sow_agent *a[2] = { agent(names[i], r), agent(names[(i + j) % n], r) };
            for (int g = 0; g < (SLOW ? 1 : 3); g++) {
                sow_state end;
                play_game(r, a, 11 + (uint64_t)i, (uint64_t)(j * 10 + g), NULL, NULL, &end);
                ck_assert_int_eq(end.status, SOW_ENDED);
                for (int p = 0; p < 2; p++) {
                    double v = sow_agent_judge(a[p], r, &end, p, NULL);
                    ck_assert(v >= -1.0 && v <= 1.0);
                }
            }
            sow_agent_free(a[0]);
            sow_agent_free(a[1]);
        }
    }
    free(r);
}
END_TEST

/* Every agent's judgement of mid-game positions is within [-1, 1]. */
START_TEST(judge_in_range)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    const char *names[] = { "random", "first", "greedy", "alphabeta:4", "mcts:100", "moves:1" };
    sow_rng rng;
    sow_rng_seed(&rng, 5, 0);
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        sow_agent *a = agent(names[i], r);
        sow_state s;
        sow_new_game(r, &s, NULL, -1, &rng, 0);
        for (int ply = 0; ply < 60 && s.status == SOW_PLAYING; ply++) {
            double v0 = sow_agent_judge(a, r, &s, 0, &rng), v1 = sow_agent_judge(a, r, &s, 1, &rng);
            ck_assert(v0 >= -1.0 && v0 <= 1.0 && v1 >= -1.0 && v1 <= 1.0);
            if (i <= 1 || i == 5) ck_assert(v0 == 0.0 && v1 == 0.0);
            if (i == 2 || i == 3) ck_assert(v0 == -v1);   /* deterministic judges are zero-sum */
            play_random(r, &s, &rng);
        }
        sow_agent_free(a);
    }
    free(r);
}
END_TEST

/* ---- first, moves ------------------------------------------------------------- */

START_TEST(first_is_lowest)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    sow_agent *a = agent("first", r);
    sow_rng rng;
    sow_rng_seed(&rng, 3, 0);
    sow_state s;
    for (int g = 0; g < 20; g++) {
        sow_new_game(r, &s, NULL, -1, &rng, 0);
        while (s.status == SOW_PLAYING) {
            sow_moves legal = sow_legal(r, &s);
            if (legal) ck_assert_int_eq(sow_agent_choose(a, r, &s, legal, &rng), __builtin_ctzll(legal));
            play_random(r, &s, &rng);
        }
    }
    sow_agent_free(a);
    free(r);
}
END_TEST

START_TEST(moves_list_then_random)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    sow_agent *a = agent("moves:3,1,5", r);
    sow_rng rng;
    sow_rng_seed(&rng, 3, 0);
    sow_state s;
    position(r, &s, (const int[]){ 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6 }, 0);
    for (int round = 0; round < 2; round++) {      /* reset restarts the list */
        ck_assert_int_eq(sow_agent_reset(a, NULL), 0);
        ck_assert_int_eq(sow_agent_choose(a, r, &s, 0x3F, &rng), 3);
        ck_assert_int_eq(sow_agent_choose(a, r, &s, 0x3F, &rng), 1);
        ck_assert_int_eq(sow_agent_choose(a, r, &s, 0x3F, &rng), 5);
        /* then random: over many draws every legal pit, and only those */
        uint32_t seen = 0;
        for (int k = 0; k < 200; k++) seen |= 1u << sow_agent_choose(a, r, &s, 0x15, &rng);
        ck_assert_uint_eq(seen, 0x15);
    }
    /* an illegal listed move is replaced by a random one and ends the list */
    ck_assert_int_eq(sow_agent_reset(a, NULL), 0);
    ck_assert_int_eq(sow_agent_choose(a, r, &s, 0x3F, &rng), 3);
    int m = sow_agent_choose(a, r, &s, 0x05, &rng);  /* 1 is not legal */
    ck_assert(m == 0 || m == 2);
    uint32_t seen = 0;
    for (int k = 0; k < 100; k++) seen |= 1u << sow_agent_choose(a, r, &s, 0x3F, &rng);
    ck_assert_uint_eq(seen, 0x3F);                   /* 5 is no longer forced */
    ck_assert_double_eq(sow_agent_judge(a, r, &s, 0, &rng), 0.0);
    sow_agent_free(a);
    free(r);
}
END_TEST

/* ---- greedy and alphabeta: hand-built positions --------------------------- */

/* S = 1 0 3 0 2 0 | N = 3 1 3 3 3 3, South to move; legal 0, 2, 4.
 * Pit 0: one seed into pit 1 (0 -> 1): no capture.
 * Pit 2: three seeds into 3, 4, 5: pit 5 ends with 1: no capture.
 * Pit 4: two seeds into 5 (0 -> 1) and 6 (3 -> 4): 4 makes a capture
 *        (II.C1); the chain looks back at pit 5, holding 1: it stops
 *        (II.C2). South takes 4. The only capturing move. */
static const int ONE_CAPTURE[] = { 1, 0, 3, 0, 2, 0, 3, 1, 3, 3, 3, 3 };

START_TEST(greedy_takes_the_capture)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    sow_state s;
    position(r, &s, ONE_CAPTURE, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 0x15);
    sow_state c = s;
    ck_assert_int_eq(play_legal(r, &c, 4, NULL), 4);  /* the hand computation, checked */
    const char *names[] = { "greedy", "alphabeta:1" };
    for (int i = 0; i < 2; i++) {
        sow_agent *a = agent(names[i], r);
        for (uint64_t seed = 0; seed < 20; seed++) {
            sow_rng rng;
            sow_rng_seed(&rng, seed, 0);
            ck_assert_int_eq(sow_agent_choose(a, r, &s, sow_legal(r, &s), &rng), 4);
        }
        /* South is about to lead by 4: a positive judgement for South */
        double v = sow_agent_judge(a, r, &s, 0, NULL);
        ck_assert_msg(v > 0.3 && v < 1.0, "%s judges %g", names[i], v);
        ck_assert_double_eq_tol(sow_agent_judge(a, r, &s, 1, NULL), -v, 1e-12);
        sow_agent_free(a);
    }
    free(r);
}
END_TEST

/* Congkak, North to move with one seed in pit 6 and South one in pit 2
 * (stores 42 and 28): the only move sows it into North's store, North's
 * row is empty, the round ends and the next round deals the stores back
 * into the pits, so North's store falls from 28 to 5 (29 - 4 x 6). Greedy
 * once started its best gain at -1 and, every gain being lower, returned
 * a move it had never set (played as an empty pit). Every agent must
 * choose the one legal move, and greedy must judge the position. */
START_TEST(agents_choose_a_round_ending_move)
{
    sow_rules *r = load_spec("games/congkak.lua", NULL);
    sow_state s;
    position_with(r, &s, (const int[]){ 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0 }, 1, 42, 28);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 6);
    sow_state c = s;
    sow_play(r, &c, 6, NULL);
    ck_assert_uint_eq(c.round, 1);                   /* the hand computation, checked */
    ck_assert_uint_eq(c.captured[1], 5);
    ck_assert_int_eq(sow_held_seeds(r, &c, 1), 29);  /* 4 pits of 6 and 5 in the store */
    const char *names[] = { "greedy", "alphabeta:2", "first", "random" };
    for (int i = 0; i < 4; i++) {
        sow_agent *a = agent(names[i], r);
        for (uint64_t seed = 0; seed < 10; seed++) {
            sow_rng rng;
            sow_rng_seed(&rng, seed, 0);
            ck_assert_int_eq(sow_agent_choose(a, r, &s, sow_legal(r, &s), &rng), 6);
        }
        double v = sow_agent_judge(a, r, &s, 1, NULL);
        ck_assert_msg(v >= -1.0 && v <= 1.0, "%s judges %g", names[i], v);
        sow_agent_free(a);
    }
    free(r);
}
END_TEST

/* Greedy's ties are broken at random: from the start no move captures, so
 * every pit is played sometimes. */
START_TEST(greedy_ties_are_random)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    sow_agent *a = agent("greedy", r), *b = agent("alphabeta:2", r);
    sow_state s;
    position(r, &s, (const int[]){ 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6 }, 0);
    sow_rng rng;
    sow_rng_seed(&rng, 9, 0);
    uint32_t seen = 0;
    for (int k = 0; k < 200; k++) seen |= 1u << sow_agent_choose(a, r, &s, 0x3F, &rng);
    ck_assert_uint_eq(seen, 0x3F);
    /* alphabeta: only moves tying the best value, each of them sometimes */
    seen = 0;
    for (int k = 0; k < 200; k++) seen |= 1u << sow_agent_choose(b, r, &s, 0x3F, &rng);
    ck_assert_uint_ne(seen, 0);
    ck_assert_uint_eq(seen & ~0x3Fu, 0);
    sow_agent_free(a);
    sow_agent_free(b);
    free(r);
}
END_TEST

/* In random positions a depth-1 search takes exactly what greedy takes. */
START_TEST(alphabeta1_captures_like_greedy)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    sow_agent *ab1 = agent("alphabeta:1", r), *gr = agent("greedy", r);
    sow_rng rng;
    sow_rng_seed(&rng, 77, 0);
    for (int g = 0; g < 60; g++) {
        sow_state p;
        sow_new_game(r, &p, NULL, -1, &rng, 0);
        for (int k = 0; k < 20 + 2 * g && p.status == SOW_PLAYING; k++) play_random(r, &p, &rng);
        sow_moves legal = sow_legal(r, &p);
        if (!legal) continue;
        int mover = p.to_move;
        sow_state x = p, y = p;
        sow_play(r, &x, sow_agent_choose(ab1, r, &p, legal, &rng), NULL);
        sow_play(r, &y, sow_agent_choose(gr, r, &p, legal, &rng), NULL);
        ck_assert_int_eq(x.captured[mover], y.captured[mover]);
    }
    sow_agent_free(ab1);
    sow_agent_free(gr);
    free(r);
}
END_TEST

/* A 2-ply trap: S = 0 0 0 0 1 1 | N = 2 3 1 0 0 0, South to move; legal 4, 5.
 * Pit 4: one seed into pit 5 (1 -> 2): South takes 2 (II.C1); the chain
 *        looks at pit 4, now empty: stops. S 0 0 0 0 0 0 | N 2 3 1 0 0 0.
 *        North sows 6: two seeds into 7 (3 -> 4) and 8 (1 -> 2): North
 *        takes 2, and the chain back takes pit 7's 4 (II.C2): +6 for North.
 * Pit 5: one seed into pit 6 (2 -> 3): nothing. S 0 0 0 0 1 0 | N 3 3 1 0 0 0.
 *        North: 6 (3 seeds: 7 -> 4, 8 -> 2, 9 -> 1), 7 (3 seeds: 8 -> 2,
 *        9 -> 1, 10 -> 1) or 8 (1 seed: 9 -> 1): the last seed always
 *        makes 1: no capture.
 * Greedy takes the 2 and loses 6; alphabeta:2 and :3 see the reply and play 5.
 * (A deeper search may prefer 4 again: the game is then over at once, 2-6,
 * a draw as nobody reaches 37, while after 5 North gains more later.) */
START_TEST(alphabeta_avoids_the_trap)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    sow_state s;
    position(r, &s, (const int[]){ 0, 0, 0, 0, 1, 1, 2, 3, 1, 0, 0, 0 }, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 0x30);
    sow_state c = s;                                   /* the hand computation, checked */
    ck_assert_int_eq(play_legal(r, &c, 4, NULL), 2);
    ck_assert_int_eq(play_legal(r, &c, 6, NULL), 6);
    const char *names[] = { "greedy", "alphabeta:2", "alphabeta:3" };
    const int want[] = { 4, 5, 5 };
    for (int i = 0; i < 3; i++) {
        sow_agent *a = agent(names[i], r);
        for (uint64_t seed = 0; seed < 10; seed++) {
            sow_rng rng;
            sow_rng_seed(&rng, seed, 0);
            ck_assert_int_eq(sow_agent_choose(a, r, &s, 0x30, &rng), want[i]);
        }
        sow_agent_free(a);
    }
    free(r);
}
END_TEST

/* alphabeta:3 never loses to random. */
START_TEST(alphabeta3_never_loses_to_random)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    int w, l;
    match(r, "alphabeta:3", "random", 20, 4242, &w, &l);
    ck_assert_msg(l == 0, "alphabeta:3 lost %d of 20 to random (won %d)", l, w);
    free(r);
}
END_TEST

/* ---- strength --------------------------------------------------------------- */

static void strength(const char *spec, const char *na, const char *nb, int games, double want)
{
    sow_rules *r = load_spec(spec, NULL);
    int w, l;
    match(r, na, nb, games, 2024, &w, &l);
    double rate = w + l ? (double)w / (w + l) : 0;
    fprintf(stderr, "strength: %s vs %s in %s: %d games, %d wins, %d losses (%.1f%% of decisive)\n",
            na, nb, spec, games, w, l, 100 * rate);
    ck_assert_msg(rate > want, "%s vs %s: won %d, lost %d of %d games (%.1f%% of decisive, want > %.0f%%)",
                  na, nb, w, l, games, 100 * rate, 100 * want);
    free(r);
}

START_TEST(greedy_beats_random) { strength("mangala_ii.lua", "greedy", "random", SLOW ? 100 : 200, 0.60); }
END_TEST
START_TEST(alphabeta_beats_random) { strength("mangala_ii.lua", "alphabeta:3", "random", SLOW ? 100 : 200, 0.90); }
END_TEST
START_TEST(mcts_beats_random) { strength("mangala_ii.lua", "mcts:200", "random", SLOW ? 20 : 50, 0.70); }
END_TEST

/* ---- Lua agents --------------------------------------------------------------- */

START_TEST(lua_examples_play)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    char name[600];
    script_path(name, sizeof name, "leftmost_capture.lua");
    sow_agent *a = agent(name, r);
    sow_state s;
    position(r, &s, ONE_CAPTURE, 0);
    sow_rng rng;
    sow_rng_seed(&rng, 1, 0);
    ck_assert_int_eq(sow_agent_choose(a, r, &s, sow_legal(r, &s), &rng), 4);  /* the capture */
    /* S = 0 5 1 0 0 0: no capture: the pit with the most seeds */
    position(r, &s, (const int[]){ 0, 5, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0 }, 0);
    ck_assert_int_eq(sow_agent_choose(a, r, &s, sow_legal(r, &s), &rng), 1);
    ck_assert_double_eq(sow_agent_judge(a, r, &s, 0, &rng), 0.0);
    sow_agent_free(a);

    script_path(name, sizeof name, "random_but_keep_singletons.lua");
    a = agent(name, r);
    /* S = 1 3 1 2 0 0: pits 1 and 3 only, each sometimes */
    position(r, &s, (const int[]){ 1, 3, 1, 2, 0, 0, 1, 1, 1, 1, 1, 1 }, 0);
    uint32_t seen = 0;
    for (int k = 0; k < 100; k++) seen |= 1u << sow_agent_choose(a, r, &s, sow_legal(r, &s), &rng);
    ck_assert_uint_eq(seen, 0x0A);
    ck_assert_str_eq(sow_agent_error(a), "");
    sow_agent_free(a);
    free(r);
}
END_TEST

static void bad_script(const char *src, const char *want)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    char name[600];
    temp_script(name, sizeof name, src);
    sow_agent *a = (sow_agent *)1;
    sow_error err;
    ck_assert_int_eq(sow_agent_new(name, r, &a, &err), -1);
    ck_assert_ptr_null(a);
    ck_assert_str_eq(err.field, "agent");
    ck_assert_msg(strstr(err.msg, want), "message '%s' lacks '%s'", err.msg, want);
    ck_assert_msg(strstr(err.msg, name), "message '%s' does not name the agent", err.msg);
    remove_script(name);
    free(r);
}

START_TEST(lua_bad_scripts)
{
    bad_script("return function(pos) return pos.legal[1] ", "expected");        /* syntax */
    bad_script("return 42", "returned number; expected it to return a function");
    bad_script("error('boom')", "boom");
    bad_script("while true do end", "too long");
    bad_script("return io.write('x')", "io");                                   /* no io */
    bad_script("return os.exit(1)", "os");
    bad_script("return require('os')", "require");
    bad_script("local s = {} for i = 1, 1e9 do s[i] = ('0123456789abcdef'):rep(65536) .. i end", "too much memory");
}
END_TEST

/* A script failing at move time: an error (-1) naming what it did and the
 * legal pits, never a substitute move. */
static void failing_move(const char *src, const char *want)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    char name[600];
    temp_script(name, sizeof name, src);
    sow_agent *a = agent(name, r);
    sow_state s;
    position(r, &s, ONE_CAPTURE, 0);
    sow_rng rng;
    sow_rng_seed(&rng, 1, 0);
    ck_assert_int_eq(sow_agent_choose(a, r, &s, 0x14, &rng), -1);
    const char *last = sow_agent_error(a);
    ck_assert_msg(strstr(last, want), "error '%s' lacks '%s'", last, want);
    ck_assert_msg(strstr(last, "2,4"), "error '%s' does not list the legal pits 2,4", last);
    sow_agent_free(a);
    remove_script(name);
    free(r);
}

START_TEST(lua_failing_moves)
{
    failing_move("return function(pos) return 1 end", "returned pit 1");       /* illegal */
    failing_move("return function(pos) return 99 end", "expected one of the legal pits");
    failing_move("return function(pos) return 'x' end", "a string");
    failing_move("return function(pos) return nil end", "a nil");
    failing_move("return function(pos) error('bad move') end", "bad move");
    failing_move("return function(pos) while true do end end", "too long");      /* the hook */
    failing_move("return function(pos) while true do pcall(function() while true do end end) end end",
                 "too long");                                                   /* pcall cannot hide it */
    /* a string doubling reaches the memory limit in 26 steps, long before the
     * work or time limits even under a sanitizer on a loaded machine */
    failing_move("return function(pos) local s = 'x' while true do s = s .. s end end", "memory");
    failing_move("return function(pos) return math.random(3) end", "random");
}
END_TEST

/* The script sees the position as documented. */
START_TEST(lua_sees_the_position)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    char name[600];
    temp_script(name, sizeof name,
                "return function(pos)\n"
                "  assert(#pos.board == 12 and pos.board[1] == 1 and pos.board[5] == 2 and pos.board[12] == 3)\n"
                "  assert(pos.to_move == 0 and pos.row == 6 and pos.ply == 0)\n"
                "  assert(pos.captured[1] == 0 and pos.captured[2] == 0)\n"
                "  assert(#pos.legal == 3 and pos.legal[1] == 0 and pos.legal[2] == 2 and pos.legal[3] == 4)\n"
                "  local x = pos.random(); assert(x >= 0 and x < 1)\n"
                "  assert(io == nil and os == nil and debug == nil and load == nil and string.dump == nil)\n"
                "  return pos.legal[#pos.legal]\n"
                "end\n");
    sow_agent *a = agent(name, r);
    sow_state s;
    position(r, &s, ONE_CAPTURE, 0);
    sow_rng rng;
    sow_rng_seed(&rng, 1, 0);
    ck_assert_int_eq(sow_agent_choose(a, r, &s, sow_legal(r, &s), &rng), 4);
    ck_assert_msg(!*sow_agent_error(a), "script failed: %s", sow_agent_error(a));
    sow_agent_free(a);
    remove_script(name);
    free(r);
}
END_TEST

/* ---- reproducibility ---------------------------------------------------------- */

START_TEST(same_seed_same_game)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    char lua2[600];
    script_path(lua2, sizeof lua2, "random_but_keep_singletons.lua");
    const char *names[] = { "random", "greedy", "alphabeta:4", "mcts:100", lua2 };
    static int log1[6000], log2[6000];
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        for (uint64_t seed = 1; seed <= 2; seed++) {
            int n1, n2;
            sow_agent *a[2] = { agent(names[i], r), agent("random", r) };
            play_game(r, a, seed, 3, log1, &n1, NULL);
            sow_agent_free(a[0]);
            sow_agent_free(a[1]);
            a[0] = agent(names[i], r);         /* a fresh agent, same streams */
            a[1] = agent("random", r);
            play_game(r, a, seed, 3, log2, &n2, NULL);
            ck_assert_int_eq(n1, n2);
            ck_assert_msg(!memcmp(log1, log2, (size_t)n1 * sizeof *log1), "%s: games differ", names[i]);
            /* and the same agent again after reset (mcts reuses its tree) */
            play_game(r, a, seed, 3, log2, &n2, NULL);
            ck_assert_int_eq(n1, n2);
            ck_assert_msg(!memcmp(log1, log2, (size_t)n1 * sizeof *log1), "%s: replay differs", names[i]);
            sow_agent_free(a[0]);
            sow_agent_free(a[1]);
        }
    }
    free(r);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("agents");
    TCase *tc = tcase_create("agents");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, bad_names);
    tcase_add_test(tc, names_and_kinds);
    tcase_add_loop_test(tc, all_agents_play_legal_moves, 0, 3);
    tcase_add_test(tc, judge_in_range);
    tcase_add_test(tc, first_is_lowest);
    tcase_add_test(tc, moves_list_then_random);
    tcase_add_test(tc, greedy_takes_the_capture);
    tcase_add_test(tc, greedy_ties_are_random);
    tcase_add_test(tc, agents_choose_a_round_ending_move);
    tcase_add_test(tc, alphabeta1_captures_like_greedy);
    tcase_add_test(tc, alphabeta_avoids_the_trap);
    tcase_add_test(tc, alphabeta3_never_loses_to_random);
    tcase_add_test(tc, greedy_beats_random);
    tcase_add_test(tc, alphabeta_beats_random);
    tcase_add_test(tc, mcts_beats_random);
    tcase_add_test(tc, lua_examples_play);
    tcase_add_test(tc, lua_bad_scripts);
    tcase_add_test(tc, lua_failing_moves);
    tcase_add_test(tc, lua_sees_the_position);
    tcase_add_test(tc, same_seed_same_game);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
