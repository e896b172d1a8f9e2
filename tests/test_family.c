/* test_family.c - the family's rules (docs/spec-format.md, "The family's
 * rules") and the general turn that plays them (engine/core/sowing.c).
 *
 * 1. The general turn is an independent implementation of every rule the
 *    specialised turn (turn.c) plays: every spec of specs/, under each
 *    reading of each of its questions, is played by both from the same
 *    random games, and every ply must agree (board, captures, trace,
 *    player to move, end and result).
 * 2. Hand-worked positions for every new field, on the small specs of
 *    tests/family/. Every expected board, store and player to move below
 *    was worked out by hand from the field's documented meaning. Pits are
 *    numbered counter-clockwise: South 0..N-1, North N..2N-1; a player's
 *    store follows the last pit of their row (after N-1 and 2N-1). */
#define _DEFAULT_SOURCE  /* mkstemps */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "support.h"

#define require(cond, ...) do { if (!(cond)) ck_abort_msg(__VA_ARGS__); } while (0)

static sow_rules *load_family(const char *name, const char *readings)
{
    char path[512];
    snprintf(path, sizeof path, "%s/tests/family/%s", SOW_SOURCE_DIR, name);
    sow_rules *r = malloc(sizeof *r);
    sow_error err;
    ck_assert_ptr_nonnull(r);
    if (try_load(path, readings, r, &err))
        ck_abort_msg("loading %s [%s]: %s:%d: %s: %s", name, readings ? readings : "", err.file, err.line,
                     err.field, err.msg);
    return r;
}

/* A spec that loads or fails: `body` after the spec's head; `want` the
 * words its load error must hold, or NULL: it loads, and is a family
 * (general) spec or not as `general` says. */
typedef struct { const char *body, *want; } load_case;

static void check_loads(const char *head, const load_case *cases, size_t n, int general)
{
    for (size_t i = 0; i < n; i++) {
        char path[] = "/tmp/sow_family_XXXXXX.lua";
        int fd = mkstemps(path, 4);
        ck_assert_int_ge(fd, 0);
        FILE *f = fdopen(fd, "w");
        fprintf(f, "return { name = 'bad', %s %s }\n", head, cases[i].body);
        fclose(f);
        sow_rules r;
        sow_error err;
        int rc = try_load(path, NULL, &r, &err);
        unlink(path);
        if (!cases[i].want) {
            require(rc == 0 && r.general == general, "case %zu (%s): %s", i, cases[i].body,
                    rc ? err.msg : general ? "not general" : "general");
            continue;
        }
        require(rc < 0, "case %zu (%s) loaded", i, cases[i].body);
        char said[1200];
        snprintf(said, sizeof said, "%s: %s", err.field, err.msg);
        require(strstr(said, cases[i].want) != NULL, "case %zu (%s): message '%s' lacks '%s'", i, cases[i].body,
                said, cases[i].want);
    }
}

/* ---- 1. the two turn routines agree ------------------------------------- */

static void same_ply(const char *what, int game, const sow_state *a, const sow_state *b,
                     const sow_trace *ta, const sow_trace *tb)
{
    require(!memcmp(&a->b, &b->b, sizeof a->b) && a->captured[0] == b->captured[0] && a->captured[1] == b->captured[1]
            && a->to_move == b->to_move && a->status == b->status && a->end == b->end && a->result == b->result
            && a->winner == b->winner && a->quiet == b->quiet && a->last_laps == b->last_laps
            && a->last_pits == b->last_pits && a->last_taken == b->last_taken,
            "%s game %d ply %u: the general turn differs (captured %d-%d vs %d-%d, end %s vs %s, to move %d vs %d)",
            what, game, a->ply, a->captured[0], a->captured[1], b->captured[0], b->captured[1],
            sow_end_name((sow_end)a->end), sow_end_name((sow_end)b->end), a->to_move, b->to_move);
    require(ta->nlaps == tb->nlaps && ta->ncaps == tb->ncaps && ta->sown == tb->sown && ta->captured == tb->captured
            && ta->forfeited == tb->forfeited
            && !memcmp(ta->lap, tb->lap, sizeof ta->lap[0] * (size_t)(ta->nlaps < SOW_TRACE_LAPS ? ta->nlaps : SOW_TRACE_LAPS))
            && !memcmp(ta->cap, tb->cap, sizeof ta->cap[0] * (size_t)ta->ncaps),
            "%s game %d ply %u: the general turn's trace differs (laps %d vs %d, captures %d vs %d)", what, game,
            a->ply, ta->nlaps, tb->nlaps, ta->ncaps, tb->ncaps);
}

static void compare_routines(const char *spec, const char *reading, int games)
{
    char path[512];
    snprintf(path, sizeof path, "%s/specs/%s", SOW_SOURCE_DIR, spec);
    sow_rules *r = malloc(sizeof *r), *g = malloc(sizeof *g);
    sow_error err;
    ck_assert_ptr_nonnull(r);
    ck_assert_ptr_nonnull(g);
    require(!try_load(path, reading, r, &err), "%s [%s]: %s", spec, reading ? reading : "", err.msg);
    require(!r->general, "%s uses the family's rules: it should not", spec);
    *g = *r;
    g->general = 1;          /* the same rules, played by sowing.c */
    g->key ^= 1;             /* their own prover cache */
    char what[256];
    snprintf(what, sizeof what, "%s [%s]", spec, reading ? reading : "defaults");
    for (int i = 0; i < games; i++) {
        sow_state a, b;
        sow_start_info info;
        sow_game_start(r, 7, (uint64_t)i, NULL, NULL, &a, &info);
        sow_game_start(g, 7, (uint64_t)i, NULL, NULL, &b, &info);
        sow_rng rng;
        sow_rng_seed(&rng, 99, (uint64_t)i);
        while (a.status == SOW_PLAYING && a.ply < 3000) {
            sow_moves la = sow_legal(r, &a), lb = sow_legal(g, &b);
            require(la == lb, "%s game %d ply %u: legal moves 0x%llx, the general turn 0x%llx", what, i, a.ply,
                    (unsigned long long)la, (unsigned long long)lb);
            int m = la ? sow_pick_uniform(la, &rng) : SOW_PASS;
            sow_trace ta, tb;
            sow_play(r, &a, m, &ta);
            sow_play(g, &b, m, &tb);
            same_ply(what, i, &a, &b, &ta, &tb);
        }
    }
    free(r);
    free(g);
}

START_TEST(general_turn_matches_the_seed_games)
{
    DIR *d = opendir(SOW_SOURCE_DIR "/specs");
    ck_assert_ptr_nonnull(d);
    struct dirent *e;
    int specs = 0;
    while ((e = readdir(d))) {
        size_t l = strlen(e->d_name);
        if (l < 5 || strcmp(e->d_name + l - 4, ".lua")) continue;
        char path[512];
        snprintf(path, sizeof path, "%s/specs/%s", SOW_SOURCE_DIR, e->d_name);
        sow_rules *r = malloc(sizeof *r);
        sow_error err;
        ck_assert_ptr_nonnull(r);
        require(!try_load(path, NULL, r, &err), "%s: %s", e->d_name, err.msg);
        compare_routines(e->d_name, NULL, 200);
        for (int q = 0; q < r->nquestions; q++)
            for (int k = 1; k < r->question[q].nreadings; k++) {
                char rd[2 * SOW_NAME_LEN + 2];
                snprintf(rd, sizeof rd, "%s=%s", r->question[q].id, r->question[q].reading[k]);
                compare_routines(e->d_name, rd, 40);
            }
        free(r);
        specs++;
    }
    closedir(d);
    ck_assert_int_ge(specs, 10);
}
END_TEST

/* ---- 2. hand-worked positions ------------------------------------------------ */

static void pos_with(const sow_rules *r, sow_state *s, const int *pits, int n, int to_move, int c0, int c1)
{
    ck_assert_int_eq(n, r->pits);
    position_with(r, s, pits, to_move, c0, c1);
}
#define POS(r, s, to_move, c0, c1, ...) do { \
        const int pits_[] = {__VA_ARGS__}; \
        pos_with((r), (s), pits_, (int)(sizeof pits_ / sizeof pits_[0]), (to_move), (c0), (c1)); \
    } while (0)

/* sow.stores own, extra_turn.store: pit 2 of 4 seeds sows 3, 4, 5 and the
 * store; the last seed in the own store gives South another turn. */
START_TEST(store_and_repeat)
{
    sow_rules *r = load_family("kalah_like.lua", NULL);
    ck_assert(r->general);
    sow_state s;
    POS(r, &s, 0, 0, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4);
    play_legal(r, &s, 2, NULL);
    assert_board(r, &s, 4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4, 4);
    assert_score(&s, 1, 0);
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* Pit 5 of 8: own store, 6..11, North's store skipped, pit 0 (was empty):
 * cross capture of pit 11 (2 seeds) with the sown seed: 1 + 3. */
START_TEST(store_skip_and_cross_capture)
{
    sow_rules *r = load_family("kalah_like.lua", NULL);
    sow_state s;
    sow_trace tr;
    POS(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 8, 1, 1, 1, 1, 1, 1);
    play_legal(r, &s, 5, &tr);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 0);
    assert_score(&s, 4, 0);
    assert_to_move(&s, 1);
    assert_cap(&tr, 0, 11, 2, SOW_WHY_OPPOSITE);
    assert_cap(&tr, 1, 0, 1, SOW_WHY_LANDING);
    free(r);
    /* stores both: the same 8 seeds end in North's store: no repeat, no capture */
    r = load_family("kalah_like.lua", NULL);
    r->fam.stores = SOW_STORES_BOTH;
    sow_error err;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    POS(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 8, 1, 1, 1, 1, 1, 1);
    play_legal(r, &s, 5, &tr);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2);
    assert_score(&s, 1, 1);
    assert_to_move(&s, 1);
    ck_assert_int_eq(tr.lap[0].last, 12 + 1);      /* North's store */
    free(r);
}
END_TEST

/* take_sown with_capture: an empty opposite pit captures nothing and the
 * sown seed stays. */
START_TEST(cross_capture_empty_opposite)
{
    sow_rules *r = load_family("kalah_like.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);
    assert_board(r, &s, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 0, 1);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* Kalah's end: the last seed in the own store, then South has no seed on
 * the repeat turn: the game ends and North's 3 seeds go to North. */
START_TEST(repeat_into_an_empty_row_ends)
{
    sow_rules *r = load_family("kalah_like.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 3);
    play_legal(r, &s, 5, NULL);
    assert_end(&s, SOW_END_EMPTY_ROW);
    assert_score(&s, 1, 3);
    ck_assert_int_eq(s.result, SOW_WIN);
    ck_assert_int_eq(s.winner, 1);
    free(r);
}
END_TEST

/* sow.first_seed: origin (the first seed back into pit 0), a single seed
 * stays (a move that changes nothing); unless_single moves it on; next. */
START_TEST(first_seed)
{
    sow_rules *r = load_family("counts_family.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);
    assert_board(r, &s, 1, 4, 4, 3, 3, 3, 3, 3);
    POS(r, &s, 0, 0, 0, 2, 1, 0, 0, 1, 1, 1, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 2);          /* 0 keeps 1, pit 1 makes 2: taken */
    assert_board(r, &s, 1, 0, 0, 0, 1, 1, 1, 1);
    POS(r, &s, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1);              /* only single seeds: every move leaves */
    assert_end(&s, SOW_END_ENDLESS);                           /* the board as it was: endless, proven */
    free(r);
    r = load_family("counts_family.lua", "FT.Q1=unless_single");
    POS(r, &s, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1);
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 0, 1, 0, 0, 1, 1, 1, 1);
    POS(r, &s, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3);
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 1, 4, 4, 3, 3, 3, 3, 3);
    free(r);
    r = load_family("counts_family.lua", "FT.Q1=next");
    POS(r, &s, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3);
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 0, 4, 4, 4, 3, 3, 3, 3);
    free(r);
}
END_TEST

/* capture.kind next and two_out. */
START_TEST(next_and_two_out)
{
    sow_rules *r = load_family("counts_family.lua", "FT.Q1=next,FT.Q2=next");
    sow_state s;
    POS(r, &s, 0, 0, 0, 1, 0, 2, 0, 0, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 2);          /* lands in 1; pit 2 (2) is taken */
    assert_board(r, &s, 0, 1, 0, 0, 0, 0, 0, 1);
    free(r);
    r = load_family("counts_family.lua", "FT.Q1=next,FT.Q2=two_out");
    POS(r, &s, 0, 0, 0, 1, 1, 0, 2, 0, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 2);          /* 1 now 2, 2 empty, 3 taken */
    assert_board(r, &s, 0, 2, 0, 0, 0, 0, 0, 1);
    POS(r, &s, 0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);          /* pit 1 holds 1: no two-out */
    assert_board(r, &s, 0, 1, 0, 2, 0, 0, 0, 1);
    free(r);
}
END_TEST

/* grand_slam illegal, min_seeds, singletons, finish.no_moves. */
START_TEST(move_restrictions)
{
    sow_rules *r = load_family("counts_family.lua", "FT.Q1=next,FT.Q3=illegal");
    sow_rules *a = load_family("counts_family.lua", "FT.Q1=next");
    sow_state s;
    POS(a, &s, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(a, &s), 1u << 3);            /* allowed: 3 takes North's last 2 */
    POS(r, &s, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 0);                  /* illegal: South must pass */
    assert_to_move(&s, 0);
    POS(r, &s, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 0);
    free(r);
    free(a);
    r = load_family("counts_family.lua", "FT.Q1=next,FT.Q3=unless_only");
    POS(r, &s, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 3);            /* the only move: allowed, and it captures */
    ck_assert_int_eq(play_legal(r, &s, 3, NULL), 2);
    POS(r, &s, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 0);
    free(r);
    r = load_family("counts_family.lua", "FT.Q1=next,FT.Q4=two");
    POS(r, &s, 0, 0, 0, 1, 2, 0, 0, 1, 1, 1, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 1);
    POS(r, &s, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0);              /* nobody holds 2: no_moves, a gap */
    assert_end(&s, SOW_END_NO_MOVES);
    ck_assert_int_eq(s.result, SOW_UNRESOLVED);
    free(r);
    r = load_family("counts_family.lua", "FT.Q1=next,FT.Q4=singles_last");
    POS(r, &s, 0, 0, 0, 1, 2, 0, 1, 1, 1, 1, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 1);
    POS(r, &s, 0, 0, 0, 1, 0, 0, 1, 1, 1, 1, 1);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 0) | (1u << 3));
    free(r);
}
END_TEST

/* children: a last seed making North's pit 3 hold 3 makes it South's
 * child (its 3 seeds to South); seeds sown into it later go to South; one
 * child per player. */
START_TEST(children)
{
    sow_rules *r = load_family("tuzdik_like.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 0, 0, 1, 0, 1, 2, 1, 1);
    play_legal(r, &s, 2, NULL);
    assert_board(r, &s, 1, 0, 0, 0, 1, 1);
    assert_score(&s, 3, 0);
    ck_assert_uint_eq(s.child, 1u << 3);
    ck_assert_uint_eq(s.child_north, 0);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 4) | (1u << 5));
    play_legal(r, &s, 5, NULL);                               /* North: 5 -> 0 makes 2 in South's row: taken */
    assert_board(r, &s, 0, 0, 0, 0, 1, 0);
    assert_score(&s, 3, 2);
    POS(r, &s, 0, 0, 0, 0, 0, 2, 0, 2, 1);
    s.child = 1u << 3;                                        /* South's child at 3 */
    play_legal(r, &s, 2, NULL);                               /* 3 (to South), 4 makes 3: no second child */
    assert_board(r, &s, 0, 0, 0, 0, 3, 1);
    assert_score(&s, 1, 0);
    ck_assert_uint_eq(s.child, 1u << 3);
    free(r);
}
END_TEST

/* children.not_facing: North's child at pit 2 faces pit 3; South's 2
 * seeds from pit 1 go to 2 (North's child: to North) and 3 (now 3). */
START_TEST(children_not_facing)
{
    for (int facing = 0; facing < 2; facing++) {
        sow_rules *r = load_family("tuzdik_like.lua", NULL);
        sow_error err;
        r->fam.child_not_facing = facing;
        ck_assert_int_eq(sow_rules_finish(r, &err), 0);
        sow_state s;
        POS(r, &s, 0, 0, 0, 0, 2, 0, 2, 1, 1);
        s.child = s.child_north = 1u << 2;
        play_legal(r, &s, 1, NULL);
        if (facing) {
            assert_board(r, &s, 0, 0, 0, 3, 1, 1);
            assert_score(&s, 0, 1);
            ck_assert_uint_eq(s.child, 1u << 2);
        } else {
            assert_board(r, &s, 0, 0, 0, 0, 1, 1);
            assert_score(&s, 3, 1);
            ck_assert_uint_eq(s.child, (1u << 2) | (1u << 3));
        }
        free(r);
    }
}
END_TEST

/* rounds: South's last seed into the store empties the board; the round
 * ends (nothing left to hand out). South (10) fills all 3 pits with 2 and
 * keeps 4; North (2) fills its leftmost pit (3), pits 4 and 5 are
 * blocked; North, the loser, starts: its 2 seeds skip 4 and 5, go into its
 * store and pit 0. When North cannot fill one pit, the match is over. */
START_TEST(rounds)
{
    sow_rules *r = load_family("rounds_like.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 9, 2, 0, 0, 1, 0, 0, 0);
    play_legal(r, &s, 2, NULL);
    assert_to_move(&s, 1);
    ck_assert_int_eq(s.round, 1);
    assert_board(r, &s, 2, 2, 2, 2, 0, 0);
    assert_score(&s, 4, 0);
    ck_assert_uint_eq(s.blocked, (1u << 4) | (1u << 5));
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 3);
    play_legal(r, &s, 3, NULL);
    assert_board(r, &s, 3, 2, 2, 0, 0, 0);
    assert_score(&s, 4, 1);
    assert_to_move(&s, 0);
    POS(r, &s, 0, 10, 1, 0, 0, 1, 0, 0, 0);
    play_legal(r, &s, 2, NULL);
    assert_end(&s, SOW_END_MATCH);
    assert_score(&s, 11, 1);
    ck_assert_int_eq(s.winner, 0);
    free(r);
}
END_TEST

/* rounds.chooser_fill = "right" (tests/family/rounds_like.lua, fill
 * "left"): as in `rounds`, South (10) fills its row and North (2) one pit;
 * North, the chooser (a pit of its row unfilled), fills from its right:
 * pit 5, pits 3 and 4 blocked, and pit 5 is North's move. When North fills
 * its row (10) and South (2) cannot, South chooses: its pit 2, pits 0 and 1
 * blocked. When both leave pits unfilled (seeds out of play: South 4, North
 * 2), North chooses (MancalaGames' RndChooseButtonBehavior asks North's row
 * first) and South fills from the left as rounds.fill says. */
START_TEST(rounds_chooser_fill)
{
    sow_rules *r = load_family("rounds_like.lua", NULL);
    sow_state s;
    sow_error err;
    r->fam.chooser_fill = SOW_FILL_RIGHT + 1;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    POS(r, &s, 0, 9, 2, 0, 0, 1, 0, 0, 0);
    play_legal(r, &s, 2, NULL);
    ck_assert_int_eq(s.round, 1);
    assert_board(r, &s, 2, 2, 2, 0, 0, 2);
    assert_score(&s, 4, 0);
    ck_assert_uint_eq(s.blocked, (1u << 3) | (1u << 4));
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 5);
    POS(r, &s, 1, 2, 9, 0, 0, 0, 0, 0, 1);
    play_legal(r, &s, 5, NULL);
    ck_assert_int_eq(s.round, 1);
    assert_board(r, &s, 0, 0, 2, 2, 2, 2);
    assert_score(&s, 0, 4);
    ck_assert_uint_eq(s.blocked, (1u << 0) | (1u << 1));
    assert_to_move(&s, 0);
    POS(r, &s, 0, 3, 2, 0, 0, 1, 0, 0, 0);
    play_legal(r, &s, 2, NULL);
    ck_assert_int_eq(s.round, 1);
    assert_board(r, &s, 2, 2, 0, 0, 0, 2);
    assert_score(&s, 0, 0);
    ck_assert_uint_eq(s.blocked, (1u << 2) | (1u << 3) | (1u << 4));
    r->fam.round_blocked = 0;                      /* nothing blocked: nothing to choose */
    ck_assert_int_eq(sow_rules_finish(r, &err), -1);
    ck_assert_msg(strstr(err.msg, "expected rounds.blocked = true") != NULL, "got '%s'", err.msg);
    free(r);
}
END_TEST

/* rounds.wins (tests/family/rounds_wins.lua): South sows its last seed
 * into its store, North cannot move: South wins the round 10-2, scores a
 * round win, and the next round is a new game (2 in every pit, the stores
 * empty, nothing blocked), the loser North to start. With a round win
 * already South's second ends the match (South wins it); with a layout
 * deal each round starts on the layout. A round that
 * ends endless ends the match: 1-1 in round wins after South takes that
 * round's seeds, a draw. */
START_TEST(rounds_won)
{
    sow_rules *r = load_family("rounds_wins.lua", NULL);
    sow_state s;
    sow_error err;
    POS(r, &s, 0, 9, 2, 0, 0, 1, 0, 0, 0);
    play_legal(r, &s, 2, NULL);
    ck_assert_int_eq(s.round, 1);
    ck_assert_int_eq(s.round_wins[0], 1);
    ck_assert_int_eq(s.round_wins[1], 0);
    assert_board(r, &s, 2, 2, 2, 2, 2, 2);
    assert_score(&s, 0, 0);
    ck_assert_uint_eq(s.blocked, 0);
    assert_to_move(&s, 1);
    POS(r, &s, 0, 9, 2, 0, 0, 1, 0, 0, 0);
    s.round_wins[0] = 1;
    play_legal(r, &s, 2, NULL);
    assert_end(&s, SOW_END_MATCH);
    ck_assert_int_eq(s.round_wins[0], 2);
    ck_assert_int_eq(s.result, SOW_WIN);
    ck_assert_int_eq(s.winner, 0);
    r->deal = SOW_DEAL_LAYOUT;                     /* a layout deal: every round starts on it */
    memcpy(r->layout, (const uint8_t[]){ 1, 3, 0, 2, 2, 4 }, 6);
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    POS(r, &s, 0, 9, 2, 0, 0, 1, 0, 0, 0);
    play_legal(r, &s, 2, NULL);
    assert_board(r, &s, 1, 3, 0, 2, 2, 4);
    assert_to_move(&s, 1);
    r->endless_rest = SOW_REST_OWNER;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    POS(r, &s, 0, 3, 1, 2, 2, 2, 0, 0, 2);
    s.round_wins[1] = 1;
    sow_end_endless(r, &s);
    assert_end(&s, SOW_END_ENDLESS);
    assert_score(&s, 9, 3);
    ck_assert_int_eq(s.round_wins[0], 1);
    ck_assert_int_eq(s.result, SOW_DRAW);
    free(r);
}
END_TEST

/* rounds.points (tests/family/rounds_points.lua, 12 seeds: 3/4 is 9):
 * South sows its last seed into its store, North cannot move: South wins
 * the round 10-2, a point and one more for holding 9 or more; the next
 * round is a new game, North (the loser) to start. Won 7-5 the round
 * scores one point: 1 + 1 = 2 goes on, 2 + 1 = 3 ends the match (South
 * wins). North winning 10-2 scores two: 1 + 2 = 3 ends it, North wins. */
START_TEST(rounds_points)
{
    sow_rules *r = load_family("rounds_points.lua", NULL);
    sow_state s;
    ck_assert_int_eq(r->fam.match_points, 1);
    POS(r, &s, 0, 9, 2, 0, 0, 1, 0, 0, 0);
    play_legal(r, &s, 2, NULL);
    ck_assert_int_eq(s.round, 1);
    ck_assert_int_eq(s.round_wins[0], 2);
    ck_assert_int_eq(s.round_wins[1], 0);
    assert_board(r, &s, 2, 2, 2, 2, 2, 2);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    POS(r, &s, 0, 6, 5, 0, 0, 1, 0, 0, 0);
    s.round_wins[0] = 1;
    play_legal(r, &s, 2, NULL);
    ck_assert_int_eq(s.status, SOW_PLAYING);
    ck_assert_int_eq(s.round_wins[0], 2);
    ck_assert_int_eq(s.round_wins[1], 0);
    POS(r, &s, 0, 6, 5, 0, 0, 1, 0, 0, 0);
    s.round_wins[0] = 2;
    play_legal(r, &s, 2, NULL);
    assert_end(&s, SOW_END_MATCH);
    ck_assert_int_eq(s.round_wins[0], 3);
    ck_assert_int_eq(s.result, SOW_WIN);
    ck_assert_int_eq(s.winner, 0);
    POS(r, &s, 1, 2, 9, 0, 0, 0, 0, 0, 1);
    s.round_wins[1] = 1;
    play_legal(r, &s, 5, NULL);
    assert_end(&s, SOW_END_MATCH);
    ck_assert_int_eq(s.round_wins[0], 0);
    ck_assert_int_eq(s.round_wins[1], 3);
    ck_assert_int_eq(s.winner, 1);
    free(r);
}
END_TEST

/* rounds.wins with a uniform deal (tests/family/rounds_wins.lua, dealt
 * uniformly with 1 in every pit): the round of rounds_won ends the same
 * way, and the next round's board is dealt anew: 12 seeds, at least 1 a
 * pit, the stores empty; the same end position deals the same board, and
 * over end positions that differ only in their ply count the deals differ
 * and every pit's mean is near 12 / 6 = 2 seeds. */
START_TEST(rounds_won_uniform)
{
    sow_rules *r = load_family("rounds_wins.lua", NULL);
    sow_state s, again;
    sow_error err;
    r->deal = SOW_DEAL_UNIFORM;
    r->deal_min = 1;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    long sum[6] = {0};
    int differ = 0, n = 400;
    uint8_t first[6] = {0};
    for (int k = 0; k < n; k++) {
        POS(r, &s, 0, 9, 2, 0, 0, 1, 0, 0, 0);
        s.ply = (uint32_t)k;
        again = s;
        play_legal(r, &s, 2, NULL);
        play_legal(r, &again, 2, NULL);
        ck_assert_int_eq(s.round, 1);
        ck_assert_int_eq(s.round_wins[0], 1);
        assert_score(&s, 0, 0);
        assert_to_move(&s, 1);
        ck_assert_int_eq(memcmp(s.b.pit, again.b.pit, 6), 0);
        int seeds = 0;
        for (int p = 0; p < 6; p++) {
            ck_assert_int_ge(s.b.pit[p], 1);
            seeds += s.b.pit[p];
            sum[p] += s.b.pit[p];
        }
        ck_assert_int_eq(seeds, 12);
        if (k == 0) memcpy(first, s.b.pit, 6);
        else differ += memcmp(first, s.b.pit, 6) != 0;
    }
    ck_assert_int_gt(differ, n / 2);
    for (int p = 0; p < 6; p++) {
        ck_assert_int_gt(sum[p], 18 * n / 10);    /* mean 2: 1 + 6 seeds over 6 pits */
        ck_assert_int_lt(sum[p], 22 * n / 10);
    }
    free(r);
}
END_TEST

/* rounds.fill = "loser_only" (tests/family/rounds_loser.lua): South sows
 * its last seed into its store and North cannot move; the seeds stay where
 * they lie: South holds 8 + 2, North 2. North, the loser, refills one pit
 * from pit 5 down (2 seeds), pits 3 and 4 blocked, its store empty; South's
 * row, store and blocked pit 1 stay; South, the winner, starts. The match
 * is over when the winner's row cannot move (South emptied it: South wins
 * 10-2), after a tie (6-6: a draw), or when the loser cannot fill a pit
 * (North holds 1: South wins, holding 9 and the 2 left in its row, which
 * the match's end hands to South, so the stores say what each holds). */
START_TEST(rounds_loser_only)
{
    sow_rules *r = load_family("rounds_loser.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 7, 2, 2, 0, 1, 0, 0, 0);
    s.blocked = (1u << 1) | (1u << 3);
    play_legal(r, &s, 2, NULL);
    ck_assert_int_eq(s.round, 1);
    ck_assert_int_eq(s.round_result & 3, 1);
    assert_board(r, &s, 2, 0, 0, 0, 0, 2);
    assert_score(&s, 8, 0);
    ck_assert_uint_eq(s.blocked, (1u << 1) | (1u << 3) | (1u << 4));
    assert_to_move(&s, 0);
    POS(r, &s, 0, 9, 2, 0, 0, 1, 0, 0, 0);
    play_legal(r, &s, 2, NULL);
    assert_end(&s, SOW_END_MATCH);
    ck_assert_int_eq(s.winner, 0);
    POS(r, &s, 0, 5, 6, 0, 0, 1, 0, 0, 0);
    play_legal(r, &s, 2, NULL);
    assert_end(&s, SOW_END_MATCH);
    ck_assert_int_eq(s.result, SOW_DRAW);
    POS(r, &s, 0, 8, 1, 2, 0, 1, 0, 0, 0);
    play_legal(r, &s, 2, NULL);
    assert_end(&s, SOW_END_MATCH);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0);              /* the match over: each takes their row */
    assert_score(&s, 11, 1);
    ck_assert_int_eq(s.winner, 0);
    free(r);
}
END_TEST

/* rounds.tie_starter: North starts a round, sows its last seed into its
 * store (5-6), South then its own (6-6): the board is empty, a tie. The
 * next round (every pit refilled) goes to the player who did not start the
 * tied one (other: South), the one who moved last (South), or their
 * opponent (North). */
START_TEST(rounds_tie_starter)
{
    static const struct { sow_tie_starter tie; int first; } cases[] = {
        { SOW_TIE_OTHER, 0 }, { SOW_TIE_LAST_MOVER, 0 }, { SOW_TIE_NOT_LAST_MOVER, 1 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sow_rules *r = load_family("rounds_like.lua", NULL);
        sow_error err;
        sow_state s;
        r->fam.tie_starter = cases[i].tie;
        ck_assert_int_eq(sow_rules_finish(r, &err), 0);
        POS(r, &s, 1, 5, 5, 0, 0, 1, 0, 0, 1);
        play_legal(r, &s, 5, NULL);
        assert_to_move(&s, 0);
        play_legal(r, &s, 2, NULL);
        ck_assert_int_eq(s.round, 1);
        ck_assert_int_eq(s.round_result & 3, 3);
        assert_board(r, &s, 2, 2, 2, 2, 2, 2);
        assert_to_move(&s, cases[i].first);
        free(r);
    }
}
END_TEST

/* rounds.territory (tests/family/territory.lua: 3 x 2, two a pit, ends
 * under 3). A position with North owning `north`, then the end rules. */
static void terr_pos(const sow_rules *r, sow_state *s, int to_move, int c0, int c1, uint32_t north, const int *pits)
{
    position_raw(r, s, pits, to_move);
    s->owner_north = north;
    s->captured[0] = (uint16_t)c0;
    s->captured[1] = (uint16_t)c1;
    sow_settle_rules(r, s);
}

/* A legal move and the end rules, without the endless proof (these
 * positions are too small for play to go on long): the seeds the mover
 * took, unless the ply began a new round (its stores are empty). */
static int terr_move(const sow_rules *r, sow_state *s, int move)
{
    ck_assert_msg(sow_is_legal(r, s, move), "move %d is not legal (legal mask 0x%llx)", move,
                  (unsigned long long)sow_legal(r, s));
    int mover = s->to_move, before = s->captured[mover];
    sow_move(r, s, move, NULL);
    sow_settle_rules(r, s);
    return s->captured[mover] - before;
}

/* South's 1 makes pit 3's 3 a 4, taken by South: 8-4, the board empty,
 * the round over. South captured 8: (8 + 1) / 2 = 4 pits, its row and
 * North's first (3); every pit dealt 2 again, the stores emptied, and
 * North (the loser) starts, from 4 or 5 only. North's 4 sows 5 and 0;
 * South then moves from pit 3, North's row: 4, then 5 made 4 by the last
 * seed, taken by South. */
START_TEST(territory_round_won)
{
    sow_rules *r = load_family("territory.lua", NULL);
    sow_state s;
    POS(r, &s, 0, 4, 4, 0, 0, 1, 3, 0, 0);
    ck_assert_uint_eq(s.owner_north, 0x38u);                 /* at first the rows */
    terr_move(r, &s, 2);
    ck_assert_int_eq(s.status, SOW_PLAYING);
    ck_assert_int_eq(s.round_result & 3, 1);                  /* South won the round */
    ck_assert_int_eq(s.round, 1);
    ck_assert_uint_eq(s.owner_north, 0x30u);
    assert_board(r, &s, 2, 2, 2, 2, 2, 2);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 0x30u);
    ck_assert_int_eq(terr_move(r, &s, 4), 0);
    assert_board(r, &s, 3, 2, 2, 2, 0, 3);
    ck_assert_uint_eq(sow_legal(r, &s), 0x0fu);               /* South: 0, 1, 2 and North's row's 3 */
    ck_assert_int_eq(terr_move(r, &s, 3), 4);
    assert_board(r, &s, 3, 2, 2, 0, 1, 0);
    assert_score(&s, 4, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 0x10u);
    free(r);
}
END_TEST

/* rounds.territory.rounding = "down" (tests/family/territory_down.lua):
 * South's 1 makes pit 3's 3 a 4, taken: South 7, North 5, the round over.
 * 7 / 2 rounded down is 3 pits, South's row only (half up: 4, pit 3 too,
 * as territory.lua plays it). */
START_TEST(territory_rounded_down)
{
    const char *const specs[] = { "territory_down.lua", "territory.lua" };
    const uint32_t north[] = { 0x38u, 0x30u };
    for (int i = 0; i < 2; i++) {
        sow_rules *r = load_family(specs[i], NULL);
        sow_state s;
        ck_assert_int_eq(r->fam.territory_rounding, i == 0);
        POS(r, &s, 0, 3, 5, 0, 0, 1, 3, 0, 0);
        terr_move(r, &s, 2);
        ck_assert_int_eq(s.status, SOW_PLAYING);
        ck_assert_int_eq(s.round, 1);
        ck_assert_uint_eq(s.owner_north, north[i]);
        assert_board(r, &s, 2, 2, 2, 2, 2, 2);
        free(r);
    }
}
END_TEST

/* rounds.territory.rounding with four seeds a pit (territory_four.lua):
 * South's last seed makes pit 3 a 4, taken by South, who still holds
 * less: North's 14 (a half over 3 pits) or 15 (three quarters) wins.
 * half_up: 4 and 4 pits (its row and pit 0); down: 3 and 3 (its row);
 * half_down (more than a half): 3 and 4. */
START_TEST(territory_roundings)
{
    static const uint32_t north[3][2] = { { 0x39u, 0x39u }, { 0x38u, 0x38u }, { 0x38u, 0x39u } };
    sow_rules *r = load_family("territory_four.lua", NULL);
    sow_state s;
    for (int mode = 0; mode < 3; mode++)
        for (int extra = 0; extra < 2; extra++) {
            r->fam.territory_rounding = mode;
            POS(r, &s, 0, 6 - extra, 14 + extra, 0, 0, 1, 3, 0, 0);
            terr_move(r, &s, 2);
            ck_assert_int_eq(s.round, 1);
            ck_assert_msg(s.owner_north == north[mode][extra], "rounding %d, North %d: North owns 0x%x",
                          mode, 14 + extra, (unsigned)s.owner_north);
        }
    free(r);
}
END_TEST

/* A seed (not the last) making 4 takes the pit for its owner: South's 3
 * from pit 2 makes pit 3 (South's, in North's row) 4, for South, and pit
 * 4 (North's) 4, for North; the last seed ends in 5. */
START_TEST(territory_owners_capture)
{
    sow_rules *r = load_family("territory.lua", NULL);
    sow_state s;
    terr_pos(r, &s, 0, 0, 0, 0x30u, (const int[]){ 2, 0, 3, 3, 3, 1 });
    ck_assert_int_eq(terr_move(r, &s, 2), 4);
    assert_board(r, &s, 2, 0, 0, 0, 0, 2);
    assert_score(&s, 4, 4);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 0x20u);
    free(r);
}
END_TEST

/* North wins a round holding 9: (9 + 1) / 2 = 5 pits, its row then
 * South's from pit 0: South keeps pit 2 and starts (the loser). A tie
 * gives each their row back. A player holding under 3 ends the match. */
START_TEST(territory_changes_and_match_end)
{
    sow_rules *r = load_family("territory.lua", NULL);
    sow_state s;
    POS(r, &s, 1, 3, 5, 3, 0, 0, 0, 0, 1);
    terr_move(r, &s, 5);
    ck_assert_int_eq(s.round, 1);
    ck_assert_uint_eq(s.owner_north, 0x3bu);
    assert_to_move(&s, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 0x04u);
    terr_pos(r, &s, 0, 2, 6, 0x3bu, (const int[]){ 0, 0, 1, 3, 0, 0 });
    ck_assert_uint_eq(sow_legal(r, &s), 0x04u);
    terr_move(r, &s, 2);
    ck_assert_int_eq(s.round, 1);
    ck_assert_int_eq(s.round_result & 3, 3);
    ck_assert_uint_eq(s.owner_north, 0x38u);                  /* 6-6 */
    POS(r, &s, 0, 7, 1, 0, 0, 1, 3, 0, 0);
    terr_move(r, &s, 2);
    assert_end(&s, SOW_END_MATCH);
    assert_score(&s, 11, 1);
    ck_assert_int_eq(s.winner, 0);
    char text[8192];
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "fewer than 3 seeds, which ends the match"));
    ck_assert_ptr_nonnull(strstr(text, "divided by 2 (a half rounded up) pits"));
    free(r);
}
END_TEST

/* rounds.territory.mixed_row = "reversed" (territory.lua): as in
 * territory_round_won South wins 4 pits, its row and one of North's: now
 * North's last, pit 5, not 3; North owns 3 and 4 and moves from them. As
 * in territory_changes_and_match_end North wins 5 pits, its row and two
 * of South's: now 2 and 1, so South keeps pit 0. */
START_TEST(territory_mixed_reversed)
{
    sow_rules *r = load_family("territory.lua", NULL);
    sow_state s;
    sow_error err;
    r->fam.territory_reversed = 1;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    POS(r, &s, 0, 4, 4, 0, 0, 1, 3, 0, 0);
    terr_move(r, &s, 2);
    ck_assert_int_eq(s.round, 1);
    ck_assert_uint_eq(s.owner_north, 0x18u);
    assert_board(r, &s, 2, 2, 2, 2, 2, 2);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 0x18u);
    POS(r, &s, 1, 3, 5, 3, 0, 0, 0, 0, 1);
    terr_move(r, &s, 5);
    ck_assert_int_eq(s.round, 1);
    ck_assert_uint_eq(s.owner_north, 0x3eu);
    assert_to_move(&s, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 0x01u);
    char text[8192];
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "owns theirs from the row's last pit back"));
    free(r);
}
END_TEST

/* sow.either_way: pit 0 (South's first from the left) may be sown
 * clockwise: 7 (1 -> 2) and 6 (1 -> 2): 6 is taken, then the preceding pit
 * of this turn's sowing, 7; then pit 0 (empty) stops the chain. */
START_TEST(either_way)
{
    sow_rules *r = load_family("either_way.lua", NULL);
    sow_state s;
    sow_trace tr;
    char buf[8];
    POS(r, &s, 0, 0, 0, 2, 0, 0, 1, 1, 0, 1, 1);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 0) | (1u << 3) | (1ull << (SOW_REVERSE + 0)));
    ck_assert_int_eq(play_legal(r, &s, SOW_REVERSE + 0, &tr), 4);
    assert_board(r, &s, 0, 0, 0, 1, 1, 0, 0, 0);
    assert_cap(&tr, 0, 6, 2, SOW_WHY_LANDING);
    assert_cap(&tr, 1, 7, 2, SOW_WHY_CHAIN);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 4) | (1ull << (SOW_REVERSE + 4)));   /* North's first pit is 4 */
    ck_assert_str_eq(sow_move_text(r, SOW_REVERSE + 4, buf), "4r");
    int m;
    ck_assert_int_eq(sow_move_parse(r, "4r", &m), 0);
    ck_assert_int_eq(m, SOW_REVERSE + 4);
    ck_assert_int_eq(sow_move_parse(r, "4x", &m), -1);
    POS(r, &s, 0, 0, 0, 2, 0, 0, 1, 1, 0, 1, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 0);           /* the spec's way: 1, 2; nothing */
    assert_board(r, &s, 0, 1, 1, 1, 1, 0, 1, 1);
    free(r);
}
END_TEST

/* capture.while_sowing: seeds that make a pit hold 4, the last excepted,
 * take it at once: for the row's owner, or for the sower in the
 * opponent's row only. */
START_TEST(while_sowing)
{
    sow_rules *r = load_family("sowing_family.lua", "FS.Q1=owner");
    sow_state s;
    sow_trace tr;
    POS(r, &s, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3);
    ck_assert_int_eq(play_legal(r, &s, 1, &tr), 8);            /* 2 and 3 make 4 (South's), 4 is the last */
    assert_board(r, &s, 3, 0, 0, 0, 4, 3, 3, 3);
    assert_score(&s, 8, 0);
    assert_cap(&tr, 0, 2, 4, SOW_WHY_SOWING);
    POS(r, &s, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3);
    play_legal(r, &s, 3, NULL);                                 /* 4, 5 make 4 (North's: to North), 6 last */
    assert_board(r, &s, 3, 3, 3, 0, 0, 0, 4, 3);
    assert_score(&s, 0, 8);
    free(r);
    r = load_family("sowing_family.lua", "FS.Q1=sower_opp");
    POS(r, &s, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3);
    ck_assert_int_eq(play_legal(r, &s, 2, NULL), 4);            /* 3 is South's own: kept; 4 taken; 5 last */
    assert_board(r, &s, 3, 3, 0, 4, 0, 4, 3, 3);
    assert_score(&s, 4, 0);
    free(r);
}
END_TEST

/* count_or_cross (today's Turkish Mangala's pair of captures), capture.after,
 * allow reach_or_empty, sow.against, finish.either_row_empty. */
START_TEST(more_family_rules)
{
    sow_rules *r = load_family("sowing_family.lua", "FS.Q1=count_or_cross");
    sow_state s;
    POS(r, &s, 0, 0, 0, 1, 0, 0, 0, 0, 0, 3, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, NULL), 4);            /* empty own pit 1: pit 6 (3) and the seed */
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 1);
    POS(r, &s, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 3, NULL), 2);            /* pit 4 makes 2 in North's row: taken */
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 1);
    free(r);
    r = load_family("sowing_family.lua", "FS.Q1=after");
    POS(r, &s, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 3, NULL), 0);            /* the game's first sowing: no capture */
    assert_board(r, &s, 0, 0, 0, 0, 2, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 7, NULL), 0);            /* North: 7 -> 0, makes 1 */
    POS(r, &s, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1);
    s.sowings = 1;
    ck_assert_int_eq(play_legal(r, &s, 7, NULL), 2);            /* the second sowing: 0 makes 2, taken */
    free(r);
    r = load_family("sowing_family.lua", "FS.Q1=reach");
    {
        const int pits[] = { 0, 1, 1, 0, 1, 1, 1, 1 };          /* (endless as it stands: no end rule asked) */
        position_raw(r, &s, pits, 0);
    }
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 2);              /* 1 -> 2 (full, own row): not allowed */
    free(r);
    r = load_family("sowing_family.lua", "FS.Q1=against");
    {
        const int pits[] = { 0, 0, 0, 2, 1, 1, 1, 1 };
        position_raw(r, &s, pits, 0);
    }
    ck_assert_uint_eq(sow_legal(r, &s), 1ull << (SOW_REVERSE + 3));   /* pit 3 (position 4) goes clockwise */
    play_legal(r, &s, SOW_REVERSE + 3, NULL);
    assert_board(r, &s, 0, 1, 1, 0, 1, 1, 1, 1);
    free(r);
    r = load_family("sowing_family.lua", "FS.Q2=either_row");
    {
        const int pits[] = { 0, 0, 1, 0, 2, 0, 0, 0 };
        position_raw(r, &s, pits, 0);
    }
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 2) | (1u << 4));   /* South may play North's pit 4 too */
    play_legal(r, &s, 4, NULL);
    assert_board(r, &s, 0, 0, 1, 0, 0, 1, 1, 0);
    free(r);
    r = load_family("sowing_family.lua", "FS.Q2=singletons");
    POS(r, &s, 0, 0, 0, 0, 0, 2, 0, 1, 0, 1, 1);
    play_legal(r, &s, 2, NULL);                                 /* 3 and 4 make 1 and 2: goes on */
    assert_to_move(&s, 1);
    play_legal(r, &s, 4, NULL);                                 /* 5 and 6 make 1 and 2 */
    assert_to_move(&s, 0);
    POS(r, &s, 0, 0, 0, 0, 0, 2, 0, 0, 1, 0, 1);
    play_legal(r, &s, 2, NULL);                                 /* 3, 4: every pit 0 or 1: over, each to its owner */
    assert_end(&s, SOW_END_ALL_SINGLETONS);
    assert_score(&s, 1, 3);
    free(r);
    r = load_family("sowing_family.lua", "FS.Q1=row_empty");
    POS(r, &s, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1);
    play_legal(r, &s, 3, NULL);                                 /* South's row is empty: North takes its 5 */
    assert_end(&s, SOW_END_EITHER_ROW_EMPTY);
    assert_score(&s, 0, 5);
    ck_assert_int_eq(s.winner, 1);
    free(r);
}
END_TEST

static void raw(const sow_rules *r, sow_state *s, int to_move, const int *pits)
{
    position_raw(r, s, pits, to_move);
}

/* A legal move and the end rules, without the endless proof: these
 * positions hold too few seeds to capture ever again. Returns the seeds
 * the mover gained. */
static int move_raw(const sow_rules *r, sow_state *s, int move, sow_trace *tr)
{
    ck_assert_msg(sow_is_legal(r, s, move), "move %d is not legal", move);
    int mover = s->to_move, before = s->captured[mover];
    sow_move(r, s, move, tr);
    sow_settle_rules(r, s);
    return s->captured[mover] - before;
}

/* sow.relay_turns, sow.first_chooses, capture.two_out_last, allow
 * each_pit_first and reach_or_empty (its first lap). */
START_TEST(ways)
{
    sow_rules *r = load_family("ways_family.lua", "FW.Q1=relay_turns");
    sow_state s;
    raw(r, &s, 0, (const int[]){ 2, 0, 1, 0, 0, 0, 0, 1 });
    move_raw(r, &s, 0, NULL);                  /* 1, 2 (makes 2): relay back, clockwise: 1, 0 */
    assert_board(r, &s, 1, 2, 0, 0, 0, 0, 0, 1);
    free(r);
    r = load_family("ways_family.lua", "FW.Q1=relay");
    raw(r, &s, 0, (const int[]){ 2, 0, 1, 0, 0, 0, 0, 1 });
    move_raw(r, &s, 0, NULL);                  /* 1, 2 (makes 2): relay on: 3, 4 */
    assert_board(r, &s, 0, 1, 0, 1, 1, 0, 0, 1);
    free(r);
    r = load_family("ways_family.lua", "FW.Q1=first_chooses");
    raw(r, &s, 0, (const int[]){ 1, 0, 1, 0, 1, 0, 0, 1 });
    ck_assert_uint_eq(sow_legal(r, &s), 5u | 5ull << SOW_REVERSE);
    move_raw(r, &s, SOW_REVERSE + 2, NULL);    /* South chooses clockwise: 2 -> 1 */
    assert_board(r, &s, 1, 1, 0, 0, 1, 0, 0, 1);
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 4) | (1u << 7));   /* North the other way: counter-clockwise */
    move_raw(r, &s, 7, NULL);                  /* 7 -> 0 */
    assert_board(r, &s, 2, 1, 0, 0, 1, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 3ull << SOW_REVERSE);     /* South: clockwise only */
    free(r);
    r = load_family("ways_family.lua", "FW.Q1=two_out_any");
    raw(r, &s, 0, (const int[]){ 1, 0, 0, 2, 0, 0, 0, 1 });
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 2);   /* pit 1 holds 1: any will do; 2 empty, 3 taken */
    assert_board(r, &s, 0, 1, 0, 0, 0, 0, 0, 1);
    free(r);
    r = load_family("ways_family.lua", "FW.Q1=each_pit_first");
    raw(r, &s, 0, (const int[]){ 0, 2, 1, 0, 1, 1, 1, 1 });
    s.started = 1u << 1;
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 2);       /* pit 1 has been started in this cycle */
    s.started = (1u << 1) | (1u << 2);
    ck_assert_uint_eq(sow_legal(r, &s), 0);             /* 0 and 3 not started yet, and empty: no move */
    s.started = 0xf;
    ck_assert_uint_eq(sow_legal(r, &s), 6u);            /* every pit started once: any */
    move_raw(r, &s, 1, NULL);
    ck_assert_uint_eq(s.started, 0xfu);
    free(r);
    r = load_family("ways_family.lua", "FW.Q1=reach_relay");
    raw(r, &s, 0, (const int[]){ 0, 2, 0, 1, 1, 1, 1, 1 });
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 3);       /* pit 1's first lap ends on 3 (full, own row) */
    free(r);
}
END_TEST

/* sow.relay_stops cross (MancalaGames' StopXCapt): pit 0's seed makes pit
 * 1 hold 1, facing pit 6's 2. Stopping: pit 6 is taken. Not stopping: the
 * relay lifts the next pit (2) and sows 3, whose opposite pit 4 is empty:
 * nothing taken. Facing an empty pit 6 the relay goes on either way. */
START_TEST(relay_stops_cross)
{
    sow_rules *r = load_family("relay_group.lua", "RG.Q1=stops");
    sow_state s;
    char text[8192];
    raw(r, &s, 0, (const int[]){ 1, 0, 1, 0, 0, 0, 2, 1 });
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 2);
    assert_board(r, &s, 0, 1, 1, 0, 0, 0, 0, 1);
    raw(r, &s, 0, (const int[]){ 1, 0, 1, 0, 0, 0, 0, 1 });
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 0);
    assert_board(r, &s, 0, 1, 0, 1, 0, 0, 0, 1);
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "A relay stops where the lap's last seed fell into an empty pit"));
    free(r);
    r = load_family("relay_group.lua", "RG.Q1=none");
    raw(r, &s, 0, (const int[]){ 1, 0, 1, 0, 0, 0, 2, 1 });
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 0);
    assert_board(r, &s, 0, 1, 0, 1, 0, 0, 2, 1);
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_null(strstr(text, "A relay stops where"));
    free(r);
}
END_TEST

/* sow.relay_rows (MancalaGames' StopNotSide): pit 3's seed makes North's
 * pit 4 hold 2; pit 0's makes South's pit 1 hold 2, whose relay ends on 3
 * (2, South's) and then on 5 (1). "own" relays only from South's pits,
 * "opponent" only from North's, "any" from both. */
static void relay_rows_case(const char *reading, const int *after_3, const int *after_0, const char *sentence)
{
    sow_rules *r = load_family("relay_rows.lua", reading);
    sow_state s;
    char text[8192];
    raw(r, &s, 0, (const int[]){ 1, 0, 0, 1, 1, 0, 0, 0 });
    move_raw(r, &s, 3, NULL);
    for (int p = 0; p < 8; p++) ck_assert_int_eq(s.b.pit[p], after_3[p]);
    raw(r, &s, 0, (const int[]){ 1, 1, 0, 1, 0, 0, 0, 0 });
    move_raw(r, &s, 0, NULL);
    for (int p = 0; p < 8; p++) ck_assert_int_eq(s.b.pit[p], after_0[p]);
    sow_rules_describe(r, text, sizeof text);
    if (sentence) ck_assert_ptr_nonnull(strstr(text, sentence));
    else ck_assert_ptr_null(strstr(text, "A relay goes on only from"));
    free(r);
}

/* sow.relay_store (MancalaGames' NextLapCont through IncOwnStores): pit
 * 2's seed ends in pit 3, before South's store of 3: those are lifted and
 * sown into 4, 5, 6, and pit 7 is empty: the sowing ends. Without the rule
 * the relay looks at pit 4 (empty) and stops. An empty store ends the
 * sowing; North's store is passed (pit 3's 5 seeds end in 7, pit 0 is
 * empty) and keeps its 2. */
START_TEST(relay_store)
{
    sow_rules *r = load_family("relay_store.lua", "RS.Q1=store");
    sow_state s;
    sow_trace tr;
    char text[8192];
    POS(r, &s, 0, 3, 0, 0, 0, 1, 0, 0, 2, 0, 0);
    play_legal(r, &s, 2, &tr);
    assert_board(r, &s, 0, 0, 0, 1, 1, 3, 1, 0);
    assert_score(&s, 0, 0);
    ck_assert_int_eq(tr.nlaps, 2);
    ck_assert_int_eq(tr.lap[1].origin, r->pits);
    ck_assert_int_eq(tr.lap[1].seeds, 3);
    POS(r, &s, 0, 0, 0, 0, 0, 1, 0, 0, 2, 0, 0);
    play_legal(r, &s, 2, NULL);
    assert_board(r, &s, 0, 0, 0, 1, 0, 2, 0, 0);
    POS(r, &s, 0, 0, 2, 0, 0, 0, 5, 0, 0, 0, 0);
    play_legal(r, &s, 3, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 1, 1, 1, 1);
    assert_score(&s, 1, 2);
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "A lap whose next place is the mover's own store relays from the store"));
    free(r);
    r = load_family("relay_store.lua", "RS.Q1=none");
    POS(r, &s, 0, 3, 0, 0, 0, 1, 0, 0, 2, 0, 0);
    play_legal(r, &s, 2, NULL);
    assert_board(r, &s, 0, 0, 0, 1, 0, 2, 0, 0);
    assert_score(&s, 3, 0);
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_null(strstr(text, "relays from the store"));
    free(r);
}
END_TEST

START_TEST(relay_rows)
{
    static const int relayed_3[] = { 1, 0, 0, 0, 0, 1, 1, 0 }, stopped_3[] = { 1, 0, 0, 0, 2, 0, 0, 0 };
    static const int relayed_0[] = { 0, 0, 1, 0, 1, 1, 0, 0 }, stopped_0[] = { 0, 2, 0, 1, 0, 0, 0, 0 };
    relay_rows_case("RR.Q1=any", relayed_3, relayed_0, NULL);
    relay_rows_case("RR.Q1=own", stopped_3, relayed_0, "A relay goes on only from a lap that ended in the mover's own row.");
    relay_rows_case("RR.Q1=opponent", relayed_3, stopped_0, "A relay goes on only from a lap that ended in the opponent's row.");
}
END_TEST

/* capture.each_lap_sows and sow.relay_needs_opponent (MancalaGames'
 * LAP_CAPT_SEEDS: ContWithCaptSeeds, StopNoOppSeeds). South sows pit 0's
 * seed into empty pit 1, facing North's 2 in pit 6. Kept: South takes 2 and
 * the lap goes on from pit 1 with its seed, ending in empty pit 2 facing
 * none. Sown: pit 1 sows 3 (0 then faces pit 7's 1: 2 sown on, ending on 2
 * in pit 2, relayed on, ending in pit 0 on 1). Needs opponent: with North
 * holding only pits 6 and 7, the lap after the second capture ends the
 * sowing, North's row being empty. */
static void lap_sows_case(const char *reading, const int *start, const int *after, int south, const char *sentence)
{
    sow_rules *r = load_family("lap_sows.lua", reading);
    sow_state s;
    char text[8192];
    raw(r, &s, 0, start);
    move_raw(r, &s, 0, NULL);
    for (int p = 0; p < 8; p++) ck_assert_int_eq(s.b.pit[p], after[p]);
    ck_assert_int_eq(s.captured[0], south);
    ck_assert_int_eq(s.captured[1], 0);
    sow_rules_describe(r, text, sizeof text);
    if (sentence) ck_assert_ptr_nonnull(strstr(text, sentence));
    else ck_assert_ptr_null(strstr(text, "is not kept"));
    free(r);
}

START_TEST(lap_sows)
{
    static const int start[] = { 1, 0, 0, 0, 1, 0, 2, 1 }, bare[] = { 1, 0, 0, 0, 0, 0, 2, 1 };
    lap_sows_case("LS.Q1=kept", start, (const int[]){ 0, 0, 1, 0, 1, 0, 0, 1 }, 2, NULL);
    lap_sows_case("LS.Q1=sown", start, (const int[]){ 1, 1, 0, 2, 1, 0, 0, 0 }, 0,
                  "A lap's capture is not kept: the seeds it took go into the lap's last pit");
    lap_sows_case("LS.Q1=sown", bare, (const int[]){ 1, 1, 0, 2, 0, 0, 0, 0 }, 0, "A lap's capture is not kept");
    lap_sows_case("LS.Q1=sown_needs", start, (const int[]){ 1, 1, 0, 2, 1, 0, 0, 0 }, 0,
                  "A lap that ends while the opponent's row is empty ends the sowing.");
    lap_sows_case("LS.Q1=sown_needs", bare, (const int[]){ 0, 1, 2, 1, 0, 0, 0, 0 }, 0,
                  "A lap that ends while the opponent's row is empty ends the sowing.");
}
END_TEST

/* opening plus1minus1 (MancalaGames' SowPlus1Minus1Capt): South's pit 1
 * keeps its 2; 2, 3, 4, 5, 0 go -1, +1, -1, +1, -1; pit 4, facing 1, +1
 * more: its 2 are taken. North's pit 3 then sows as any sowing: 4, 5, 0,
 * taking 0's 2. */
START_TEST(plus1minus1_opening)
{
    sow_rules *r = load_family("plus1minus1.lua", NULL);
    sow_state s;
    char text[8192];
    raw(r, &s, 0, (const int[]){ 2, 2, 2, 2, 2, 2 });
    ck_assert_int_eq(move_raw(r, &s, 1, NULL), 2);
    assert_board(r, &s, 1, 2, 1, 3, 0, 3);
    assert_to_move(&s, 1);
    ck_assert_int_eq(move_raw(r, &s, 3, NULL), 2);
    assert_board(r, &s, 0, 2, 1, 0, 1, 4);
    assert_score(&s, 2, 2);
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "The game's first move sows nothing from its pit"));
    free(r);
}
END_TEST

/* capture.next_tests (MancalaGames' CaptNext with laps): pit 2's seed
 * ends in South's pit 3 before North's 3 seeds; pit 3's four seeds end in
 * North's pit 7 before South's pit 0 (1). "next" asks the rows of the pit
 * taken (North's 3 seeds), "landing" those of the last seed's pit (pit 0's). */
static void next_tests_case(const char *reading, int got_b, const int *after_b, int got_c, const int *after_c)
{
    sow_rules *r = load_family("next_landing.lua", reading);
    sow_state s;
    raw(r, &s, 0, (const int[]){ 0, 0, 1, 0, 3, 0, 0, 1 });
    ck_assert_int_eq(move_raw(r, &s, 2, NULL), got_b);
    for (int p = 0; p < 8; p++) ck_assert_int_eq(s.b.pit[p], after_b[p]);
    raw(r, &s, 0, (const int[]){ 1, 0, 0, 4, 0, 0, 0, 0 });
    ck_assert_int_eq(move_raw(r, &s, 3, NULL), got_c);
    for (int p = 0; p < 8; p++) ck_assert_int_eq(s.b.pit[p], after_c[p]);
    free(r);
}

START_TEST(next_tests)
{
    static const int next_b[] = { 0, 0, 0, 1, 0, 0, 0, 1 }, next_c[] = { 1, 0, 0, 0, 1, 1, 1, 1 };
    static const int landing_b[] = { 0, 0, 0, 1, 3, 0, 0, 1 }, landing_c[] = { 0, 0, 0, 0, 1, 1, 1, 1 };
    char text[8192];
    next_tests_case("NL.Q1=next", 3, next_b, 0, next_c);
    next_tests_case("NL.Q1=landing", 0, landing_b, 1, landing_c);
    sow_rules *r = load_family("next_landing.lua", "NL.Q1=landing");
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "The next capture asks its rows and counts of the last seed's pit"));
    free(r);
}
END_TEST

/* capture.pass_store, capture.take_sown with kind next (tests/family/
 * capt2.lua: 4 x 2, counts 2 and 3 in the opponent's row). South's pit 3
 * sows its one seed into North's pit 4. */
static int capt2_move(const char *reading, const int *pits, int store, int move, int *north)
{
    sow_rules *r = load_family("capt2.lua", reading);
    sow_state s;
    position_with(r, &s, pits, 0, store, 0);
    int got = move_raw(r, &s, move, NULL);
    for (int p = 0; p < 8; p++) north[p] = s.b.pit[p];
    north[8] = s.captured[1];
    free(r);
    return got;
}

START_TEST(pass_store)
{
    static const int empty4[] = { 1, 0, 0, 1, 0, 1, 1, 1 }, full4[] = { 1, 0, 0, 1, 1, 1, 1, 1 };
    static const int own3[] = { 1, 0, 1, 0, 1, 1, 1, 1 };
    int after[9];
    ck_assert_int_eq(capt2_move("C2.Q1=pass", empty4, 5, 3, after), -5);   /* pit 4 was empty: the store to North */
    ck_assert_int_eq(after[8], 5);
    ck_assert_int_eq(after[4], 1);
    ck_assert_int_eq(capt2_move("C2.Q1=plain", empty4, 5, 3, after), 0);   /* without the rule: nothing */
    ck_assert_int_eq(after[8], 0);
    ck_assert_int_eq(capt2_move("C2.Q1=pass", empty4, 0, 3, after), 0);    /* an empty store: nothing passes */
    ck_assert_int_eq(capt2_move("C2.Q1=pass", full4, 5, 3, after), 2);     /* pit 4 makes 2: the count capture */
    ck_assert_int_eq(after[4], 0);
    ck_assert_int_eq(after[8], 0);
    ck_assert_int_eq(capt2_move("C2.Q1=pass", own3, 5, 2, after), 0);      /* own empty pit 3: not in the rows */
    ck_assert_int_eq(after[8], 0);
    sow_rules *r = load_family("capt2.lua", "C2.Q1=pass");
    char text[8192];
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "A last seed falling into an empty pit in the opponent's row, while the "
                                       "mover's store holds seeds, gives every seed of that store to the opponent"));
    free(r);
}
END_TEST

/* Pit 3's seed makes North's pit 4 a 2; pit 5 (2) after it is taken, and
 * with take_sown the last seed's pit 4 too. From pit 2 the last seed ends
 * in South's own pit 3, outside the rows: only pit 4 (2) is taken. */
START_TEST(next_takes_final)
{
    static const int pits_a[] = { 1, 0, 0, 1, 1, 2, 0, 1 }, pits_b[] = { 1, 0, 1, 0, 2, 0, 0, 1 };
    int after[9];
    ck_assert_int_eq(capt2_move("C2.Q1=next_final", pits_a, 0, 3, after), 4);
    ck_assert_int_eq(after[4], 0);
    ck_assert_int_eq(after[5], 0);
    ck_assert_int_eq(capt2_move("C2.Q1=next", pits_a, 0, 3, after), 2);
    ck_assert_int_eq(after[4], 2);
    ck_assert_int_eq(after[5], 0);
    ck_assert_int_eq(capt2_move("C2.Q1=next_final", pits_b, 0, 2, after), 2);
    ck_assert_int_eq(after[3], 1);
    ck_assert_int_eq(after[4], 0);
    sow_rules *r = load_family("capt2.lua", "C2.Q1=next_final");
    char text[8192];
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "After such a capture the last seed's pit is taken too"));
    free(r);
}
END_TEST

/* capture.kind match, sow.relay_stops match (tests/family/match.lua: 4 x 2,
 * relays on 2 or more). Pit 1's seed makes pit 2 a 1 facing pit 5's 1:
 * both taken; facing a 2, nothing. Pit 2's seed makes pit 3 a 2 facing
 * pit 4's 2: "stop" takes both; "lap_on" relays pit 3 into 4 and 5, whose
 * 1 faces the lifted pit 2: nothing. */
START_TEST(match_capture)
{
    static const char *const readings[] = { "MT.Q1=lap_on", "MT.Q1=stop" };
    for (int k = 0; k < 2; k++) {
        sow_rules *r = load_family("match.lua", readings[k]);
        sow_state s;
        raw(r, &s, 0, (const int[]){ 1, 1, 0, 0, 0, 1, 0, 1 });
        ck_assert_int_eq(move_raw(r, &s, 1, NULL), 2);
        assert_board(r, &s, 1, 0, 0, 0, 0, 0, 0, 1);
        raw(r, &s, 0, (const int[]){ 1, 1, 0, 0, 0, 2, 0, 1 });
        ck_assert_int_eq(move_raw(r, &s, 1, NULL), 0);
        raw(r, &s, 0, (const int[]){ 1, 0, 1, 1, 2, 0, 0, 1 });
        if (k) {
            ck_assert_int_eq(move_raw(r, &s, 2, NULL), 4);
            assert_board(r, &s, 1, 0, 0, 0, 0, 0, 0, 1);
        } else {
            ck_assert_int_eq(move_raw(r, &s, 2, NULL), 0);
            assert_board(r, &s, 1, 0, 0, 0, 3, 1, 0, 1);
        }
        char text[8192];
        sow_rules_describe(r, text, sizeof text);
        ck_assert_ptr_nonnull(strstr(text, "Match capture: when the last seed's pit and its opposite pit hold the same count"));
        if (k) ck_assert_ptr_nonnull(strstr(text, "A relay stops where the lap's last seed made its pit hold as many"));
        free(r);
    }
}
END_TEST

/* finish.few_left_to starter (tests/family/few_left_starter.lua): South's
 * pit 2 leaves 2 seeds; North moved first in this round: North takes
 * them; South did: South. */
START_TEST(few_left_starter)
{
    sow_rules *r = load_family("few_left_starter.lua", NULL);
    sow_state s;
    raw(r, &s, 0, (const int[]){ 0, 0, 1, 0, 1, 0 });
    s.round_first = 1;
    move_raw(r, &s, 2, NULL);
    assert_end(&s, SOW_END_FEW_LEFT);
    assert_score(&s, 0, 2);
    raw(r, &s, 0, (const int[]){ 0, 0, 1, 0, 1, 0 });
    move_raw(r, &s, 2, NULL);
    assert_score(&s, 2, 0);
    char text[8192];
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "the player who moved first in this round (game) takes them"));
    free(r);
}
END_TEST

/* capture.kind all_pits (tests/family/all_pits.lua: 4 x 2, counts { 1 }):
 * pit 0's seed makes pit 1 a 1; every single seed is taken (1, 2, 5, 7),
 * or with rows "opponent" North's only (5, 7). */
START_TEST(all_pits_capture)
{
    static const int start[] = { 1, 0, 1, 3, 0, 1, 2, 1 };
    sow_rules *r = load_family("all_pits.lua", "AP.Q1=any");
    sow_state s;
    raw(r, &s, 0, start);
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 4);
    assert_board(r, &s, 0, 0, 0, 3, 0, 0, 2, 0);
    char text[8192];
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "every pit in either row holding 1 (not a child) is captured"));
    free(r);
    r = load_family("all_pits.lua", "AP.Q1=opponent");
    raw(r, &s, 0, start);
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 2);
    assert_board(r, &s, 0, 1, 1, 3, 0, 0, 2, 0);
    free(r);
}
END_TEST

/* The load errors of capture.pass_store and take_sown with kind next. */
START_TEST(capt2_load_errors)
{
    static const load_case cases[] = {
        { "capture = { pass_store = 1 }", "pass_store" },
        { "capture = { kind = 'sweep', pass_store = true }", "capture.pass_store" },
        { "capture = { pass_store = true, each_lap = 'landing' }, sow = { relay = { 2, 3 } }", "capture.pass_store" },
        { "capture = { kind = 'next', take_sown = 'always' }", "capture.take_sown" },
        { "capture = { kind = 'match', chain = 'following' }", "capture.kind" },
        { "capture = { kind = 'all_pits', opposite = true }", "capture.kind" },
        { "finish = { few_left_to = 'starter' }", "finish.few_left_to" },
        { "finish = { few_left = 2, few_left_to = 'first' }", "mover, starter" },
        { "sow = { relay = { 2 }, relay_stops = 'match' }", "sow.relay_stops" },
        { "capture = { kind = 'match' }, sow = { relay_stops = 'matched' }", "match" },
    };
    check_loads("board = { row = 3 }, setup = { total = 12 },", cases, sizeof cases / sizeof cases[0], 1);
}
END_TEST

/* children.pair: the last two seeds make 4 and 3: two bulls (7 seeds to
 * South); one seed making 4: one bull. Chained cross captures, needs_child,
 * children.pits. */
START_TEST(bulls_and_chains)
{
    sow_rules *r = load_family("bulls_family.lua", NULL);
    sow_state s;
    raw(r, &s, 0, (const int[]){ 2, 3, 2, 0, 1, 1, 1, 1 });
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 7);
    assert_board(r, &s, 0, 0, 0, 0, 1, 1, 1, 1);
    ck_assert_uint_eq(s.child, (1u << 1) | (1u << 2));
    raw(r, &s, 0, (const int[]){ 0, 1, 3, 0, 1, 1, 1, 1 });
    ck_assert_int_eq(move_raw(r, &s, 1, NULL), 4);
    ck_assert_uint_eq(s.child, 1u << 2);
    free(r);
    r = load_family("bulls_family.lua", "FB.Q1=chain");
    raw(r, &s, 0, (const int[]){ 1, 0, 0, 0, 0, 1, 2, 3 });
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 3);   /* 1 empty: 6 (2); then 2 empty: 5 (1); 3 empty but 4 holds 0 */
    assert_board(r, &s, 0, 1, 0, 0, 0, 0, 0, 3);
    free(r);
    r = load_family("bulls_family.lua", "FB.Q1=needs_child");
    raw(r, &s, 0, (const int[]){ 1, 0, 0, 0, 0, 0, 2, 3 });
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 0);   /* South owns no child: no capture */
    raw(r, &s, 0, (const int[]){ 1, 0, 0, 0, 0, 0, 2, 3 });
    s.child = 1u << 4;                               /* South's child at 4 (empty) */
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 2);
    free(r);
    r = load_family("bulls_family.lua", "FB.Q1=pits");
    raw(r, &s, 0, (const int[]){ 0, 1, 3, 0, 1, 1, 1, 1 });
    move_raw(r, &s, 1, NULL);                         /* 2 makes 4, but South's children may only be in pit 1 */
    assert_board(r, &s, 0, 0, 4, 0, 1, 1, 1, 1);
    ck_assert_uint_eq(s.child, 0);
    free(r);
}
END_TEST

/* children.skipped: North's child at pit 5. South's 3 seeds from pit 3
 * pass over it (4, 6, 7), or (none) the second goes to North's store; 2
 * seeds from pit 3 pass over it (4, 6), or (but_last) the last seed falls
 * into it, for North. South's own child at 2 is sown: its seed is South's. */
START_TEST(children_skipped)
{
    static const char *const readings[] = { "FK.Q1=every", "FK.Q1=but_last", "FK.Q1=none" };
    for (int k = 0; k < 3; k++) {
        sow_rules *r = load_family("skipped_children.lua", readings[k]);
        sow_state s;
        raw(r, &s, 0, (const int[]){ 1, 0, 0, 3, 0, 0, 0, 2 });
        s.child = s.child_north = 1u << 5;
        ck_assert_int_eq(move_raw(r, &s, 3, NULL), 0);
        if (k < 2) {
            assert_board(r, &s, 1, 0, 0, 0, 1, 0, 1, 3);
            assert_score(&s, 0, 0);
        } else {
            assert_board(r, &s, 1, 0, 0, 0, 1, 0, 1, 2);
            assert_score(&s, 0, 1);
        }
        raw(r, &s, 0, (const int[]){ 1, 0, 0, 2, 0, 0, 0, 2 });
        s.child = s.child_north = 1u << 5;
        move_raw(r, &s, 3, NULL);
        if (k == 0) {
            assert_board(r, &s, 1, 0, 0, 0, 1, 0, 1, 2);
            assert_score(&s, 0, 0);
        } else {
            assert_board(r, &s, 1, 0, 0, 0, 1, 0, 0, 2);
            assert_score(&s, 0, 1);
        }
        ck_assert_int_eq(s.to_move, 1);
        raw(r, &s, 0, (const int[]){ 0, 2, 0, 0, 0, 0, 0, 2 });
        s.child = 1u << 2;                                   /* South's own child */
        ck_assert_int_eq(move_raw(r, &s, 1, NULL), 1);
        assert_board(r, &s, 0, 0, 0, 1, 0, 0, 0, 2);
        free(r);
    }
}
END_TEST

/* children.keep, children.raid: South's 2 seeds from pit 1 make pit 3
 * hold 4: South's child, its 4 seeds kept there. North's 4 from pit 5 end
 * in it (5): the raid takes 2 for North. South's 2 from pit 2 sow 1 into
 * the child (4, kept) and 1 into pit 4. A raid on a child holding 1 takes
 * 1. When North cannot move, South's child's 3 seeds (in North's row) go
 * to South with South's row's; a kept 6 of 10 is a majority. */
START_TEST(children_kept)
{
    sow_rules *r = load_family("kept_children.lua", NULL);
    sow_state s;
    raw(r, &s, 0, (const int[]){ 0, 2, 0, 3, 4, 4 });
    ck_assert_int_eq(move_raw(r, &s, 1, NULL), 0);
    assert_board(r, &s, 0, 0, 1, 4, 4, 4);
    ck_assert_uint_eq(s.child, 1u << 3);
    ck_assert_uint_eq(s.child_north, 0);
    sow_trace tr;
    ck_assert_int_eq(move_raw(r, &s, 5, &tr), 2);
    assert_board(r, &s, 1, 1, 2, 3, 4, 0);
    assert_score(&s, 0, 2);
    assert_cap(&tr, 0, 3, 2, SOW_WHY_LANDING);
    ck_assert_int_eq(s.to_move, 0);
    ck_assert_int_eq(move_raw(r, &s, 2, NULL), 0);
    assert_board(r, &s, 1, 1, 0, 4, 5, 0);
    assert_score(&s, 0, 2);
    ck_assert_int_eq(s.status, SOW_PLAYING);
    raw(r, &s, 1, (const int[]){ 0, 1, 1, 3, 0, 1 });
    s.child = 1u << 0;                                   /* South's child, empty */
    ck_assert_int_eq(move_raw(r, &s, 5, NULL), 1);
    assert_board(r, &s, 0, 1, 1, 3, 0, 0);
    raw(r, &s, 0, (const int[]){ 0, 1, 0, 3, 0, 0 });
    s.child = 1u << 3;                                   /* South's child in North's row */
    move_raw(r, &s, 1, NULL);                            /* North has no move: the game ends */
    ck_assert_int_eq(s.status, SOW_ENDED);
    ck_assert_int_eq(s.end, SOW_END_EMPTY_ROW);
    assert_score(&s, 4, 0);
    raw(r, &s, 0, (const int[]){ 0, 0, 1, 5, 2, 2 });
    s.child = 1u << 3;
    move_raw(r, &s, 2, NULL);                            /* 6 kept of 10: South reaches the majority */
    ck_assert_int_eq(s.status, SOW_ENDED);
    ck_assert_int_eq(s.end, SOW_END_THRESHOLD);
    assert_score(&s, 6, 0);
    ck_assert_int_eq(s.winner, 0);
    free(r);
}
END_TEST

/* children.across: South's seed from pit 0 falls into empty pit 1, which
 * faces pit 4 holding 3: both become South's (North's child at 4 too),
 * their seeds kept. North's seed from 3 into empty 4 facing 3 seeds at 1:
 * both North's; facing 2, or South's row for North: none. */
START_TEST(children_across)
{
    sow_rules *r = load_family("across_children.lua", NULL);
    sow_state s;
    for (int owned = 0; owned < 2; owned++) {
        raw(r, &s, 0, (const int[]){ 1, 0, 2, 1, 3, 1 });
        s.child = s.child_north = owned ? 1u << 4 : 0;
        ck_assert_int_eq(move_raw(r, &s, 0, NULL), 0);
        assert_board(r, &s, 0, 1, 2, 1, 3, 1);
        ck_assert_uint_eq(s.child, (1u << 1) | (1u << 4));
        ck_assert_uint_eq(s.child_north, 0);
    }
    raw(r, &s, 1, (const int[]){ 1, 3, 1, 1, 0, 1 });
    move_raw(r, &s, 3, NULL);
    ck_assert_uint_eq(s.child, (1u << 1) | (1u << 4));
    ck_assert_uint_eq(s.child_north, (1u << 1) | (1u << 4));
    raw(r, &s, 1, (const int[]){ 1, 2, 1, 1, 0, 1 });
    move_raw(r, &s, 3, NULL);
    ck_assert_uint_eq(s.child, 0);
    raw(r, &s, 1, (const int[]){ 0, 1, 1, 1, 2, 2 });
    move_raw(r, &s, 4, NULL);                            /* 5 (3), then South's empty 0, facing it: not North's row */
    assert_board(r, &s, 1, 1, 1, 1, 0, 3);
    ck_assert_uint_eq(s.child, 0);
    free(r);
}
END_TEST

/* The play-out counts every finished round (a new one began, or the match
 * ended) for the player who moved first in it. */
START_TEST(rounds_are_counted)
{
    sow_rules *r = load_family("rounds_like.lua", NULL);
    uint64_t counted = 0, played = 0;
    for (int g = 0; g < 200; g++) {
        uint64_t rf[3] = {0, 0, 0};
        sow_tally tally = { NULL, NULL, NULL, 0, rf, 0 };
        sow_state s;
        sow_rng a, b;
        sow_rng *seat[2] = { &a, &b };
        sow_game_start(r, 3, (uint64_t)g, NULL, NULL, &s, NULL);
        sow_rng_game(&a, 3, (uint64_t)g, 1);
        sow_rng_game(&b, 3, (uint64_t)g, 2);
        ck_assert_int_eq(sow_play_out(r, &s, NULL, NULL, seat, &tally, NULL, NULL), 0);
        if (s.end != SOW_END_MATCH) continue;
        counted += rf[0] + rf[1] + rf[2];
        played += s.round + 1u;
        ck_assert_uint_eq(rf[0] + rf[1] + rf[2], s.round + 1u);
    }
    ck_assert_uint_gt(played, 200);
    ck_assert_uint_eq(counted, played);
    free(r);
}
END_TEST

/* pie: after South's first sowing North may swap: the board turns round
 * (North's row to South and back), the stores too, and South moves. A
 * first sowing that earns an extra turn offers no swap. */
START_TEST(pie_rule)
{
    sow_rules *r = load_family("kalah_like.lua", NULL);
    sow_error err;
    sow_state s;
    char buf[8];
    r->fam.pie = 1;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    POS(r, &s, 0, 0, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4);
    ck_assert_uint_eq(sow_legal(r, &s) >> 12, 0);               /* no swap before the first sowing */
    play_legal(r, &s, 0, NULL);
    assert_board(r, &s, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4);
    ck_assert_uint_eq(sow_legal(r, &s), 0xfc0u | 1u << 12);     /* North's pits, or the swap */
    ck_assert_str_eq(sow_move_text(r, 12, buf), "swap");
    play_legal(r, &s, sow_swap_move(r), NULL);
    assert_board(r, &s, 4, 4, 4, 4, 4, 4, 0, 5, 5, 5, 5, 4);
    assert_to_move(&s, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 0x3fu);                 /* once only */
    POS(r, &s, 0, 0, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4);
    play_legal(r, &s, 2, NULL);                                 /* into the store: South again, no swap */
    ck_assert_uint_eq(sow_legal(r, &s), 0x3bu);
    free(r);
}
END_TEST

/* capture.cross_sown (Giuthi), capture.take_also, sow.skip_opponent,
 * first_from and shunned (Lamlameta). */
START_TEST(extra_rules)
{
    sow_rules *r = load_family("extra_family.lua", "FX.Q1=cross_sown");
    sow_state s;
    raw(r, &s, 0, (const int[]){ 1, 0, 0, 0, 0, 0, 2, 0 });
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 0);      /* empty own pit 1, North's row not sown: again */
    assert_board(r, &s, 0, 1, 0, 0, 0, 0, 2, 0);
    assert_to_move(&s, 0);
    raw(r, &s, 0, (const int[]){ 0, 0, 0, 5, 1, 1, 1, 1 });
    ck_assert_int_eq(move_raw(r, &s, 3, NULL), 2);      /* 4..7, then 0 (empty): 7 (2) taken */
    assert_board(r, &s, 1, 0, 0, 0, 2, 2, 2, 0);
    assert_to_move(&s, 1);
    free(r);
    r = load_family("extra_family.lua", "FX.Q1=take_also");
    raw(r, &s, 0, (const int[]){ 0, 0, 0, 1, 1, 2, 0, 2 });
    ck_assert_int_eq(move_raw(r, &s, 3, NULL), 6);      /* 4 makes 2: taken, and North's other 2s */
    free(r);
    r = load_family("extra_family.lua", "FX.Q1=skip");
    raw(r, &s, 0, (const int[]){ 0, 0, 0, 3, 2, 0, 1, 1 });
    move_raw(r, &s, 3, NULL);                           /* 4 holds 2: passed over */
    assert_board(r, &s, 0, 0, 0, 0, 2, 1, 2, 2);
    free(r);
    r = load_family("extra_family.lua", "FX.Q1=skip_after");
    raw(r, &s, 0, (const int[]){ 0, 0, 0, 3, 2, 0, 1, 1 });
    move_raw(r, &s, 3, NULL);                           /* the game's first sowing: not yet */
    assert_board(r, &s, 0, 0, 0, 0, 3, 1, 2, 1);
    free(r);
    r = load_family("extra_family.lua", "FX.Q1=first_from");
    raw(r, &s, 0, (const int[]){ 1, 1, 1, 1, 1, 1, 1, 1 });
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 3);
    s.sowings = 1;
    ck_assert_uint_eq(sow_legal(r, &s), 0xfu);
    free(r);
    r = load_family("extra_family.lua", "FX.Q1=shunned");
    raw(r, &s, 0, (const int[]){ 2, 1, 0, 2, 1, 1, 1, 1 });
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 1);
    raw(r, &s, 0, (const int[]){ 2, 0, 0, 2, 1, 1, 1, 1 });
    ck_assert_uint_eq(sow_legal(r, &s), 9u);
    free(r);
}
END_TEST

/* The prescribed openings: opening plain (MancalaGames' MLAPS_SOWER) and
 * last_to_opponent (SOW1OPP), first_from_sowings and allow_after
 * (RIGHT_HALF_1ST_OPE), shunned_rightmost (TWO_ONLY_ALL_RIGHT), allow
 * occupied (OCCUPIED); and their load errors. */
START_TEST(opening_rules)
{
    sow_rules *r = load_family("opening_family.lua", "FO.Q1=plain");
    sow_state s;
    raw(r, &s, 0, (const int[]){ 0, 0, 0, 3, 2, 0, 1, 1 });
    move_raw(r, &s, 3, NULL);                           /* the opening: 4's 2 not passed over */
    assert_board(r, &s, 0, 0, 0, 0, 3, 1, 2, 1);
    raw(r, &s, 0, (const int[]){ 0, 0, 0, 3, 2, 0, 1, 1 });
    s.sowings = 1;
    move_raw(r, &s, 3, NULL);                           /* after it: passed over */
    assert_board(r, &s, 0, 0, 0, 0, 2, 1, 2, 2);
    free(r);
    r = load_family("opening_family.lua", "FO.Q1=last_to_opponent");
    raw(r, &s, 0, (const int[]){ 0, 2, 0, 0, 1, 1, 1, 1 });
    move_raw(r, &s, 1, NULL);                           /* 2, then 3 is South's: the last seed on to 4, no relay */
    assert_board(r, &s, 0, 0, 1, 0, 2, 1, 1, 1);
    assert_to_move(&s, 1);
    raw(r, &s, 0, (const int[]){ 0, 2, 0, 0, 1, 1, 1, 1 });
    s.sowings = 1;
    move_raw(r, &s, 1, NULL);                           /* later: 2, 3, ending there */
    assert_board(r, &s, 0, 0, 1, 1, 1, 1, 1, 1);
    raw(r, &s, 0, (const int[]){ 0, 0, 0, 2, 1, 1, 1, 1 });
    move_raw(r, &s, 3, NULL);                           /* 4 and 5: already there, then no relay from 5's 2 */
    assert_board(r, &s, 0, 0, 0, 0, 2, 2, 1, 1);
    free(r);
    r = load_family("opening_family.lua", "FO.Q1=first_from_sowings");
    raw(r, &s, 0, (const int[]){ 1, 1, 1, 1, 1, 1, 1, 1 });
    s.sowings = 1;
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 3);
    s.sowings = 2;
    ck_assert_uint_eq(sow_legal(r, &s), 0xfu);
    free(r);
    r = load_family("opening_family.lua", "FO.Q1=allow_after");
    raw(r, &s, 0, (const int[]){ 1, 1, 0, 0, 1, 1, 1, 1 });
    ck_assert_uint_eq(sow_legal(r, &s), 0x3u);          /* the first sowing: any */
    s.sowings = 1;
    ck_assert_uint_eq(sow_legal(r, &s), 0x2u);          /* then 0 into 1's seed neither reaches nor empties */
    free(r);
    r = load_family("opening_family.lua", "FO.Q1=shunned_rightmost");
    raw(r, &s, 0, (const int[]){ 2, 0, 2, 0, 1, 1, 1, 1 });
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 2);       /* all 2s or none: the rightmost 2 */
    raw(r, &s, 1, (const int[]){ 1, 1, 1, 1, 2, 2, 0, 0 });
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 5);       /* North's rightmost is its highest pit */
    raw(r, &s, 0, (const int[]){ 2, 1, 2, 0, 1, 1, 1, 1 });
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 1);       /* another count: no 2 */
    free(r);
    r = load_family("opening_family.lua", "FO.Q1=occupied");
    raw(r, &s, 0, (const int[]){ 1, 0, 2, 0, 1, 1, 1, 1 });
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 2);       /* 0 ends in the empty 1; 2 ends in 4's seed */
    char text[4096];
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "must end in a pit that held seeds"));
    free(r);
}
END_TEST

START_TEST(opening_load_errors)
{
    static const load_case cases[] = {
        { "opening = 'first'", "expected one of none, plain, last_to_opponent" },
        { "opening = 'plain'", "opening: \"plain\" sows the opening without sow.skip_opponent" },
        { "first_from_sowings = 2", "first_from_sowings: expected first_from too" },
        { "first_from = { 1 }, first_from_sowings = 0", "first_from_sowings" },
        { "allow_after = 1", "allow_after: expected allow reach_or_empty" },
        { "shunned_rightmost = true", "shunned_rightmost: expected shunned too" },
        { "allow = 'occupied'", NULL },
    };
    check_loads("board = { row = 3 }, setup = { total = 12 },", cases, sizeof cases / sizeof cases[0], 1);
}
END_TEST

/* sow.close (MancalaGames' SOW_BLKD_DIV, _NR) and sow.max_seeds (MAX_SOW),
 * with the immobilize goal on a board left empty. */
START_TEST(sow_rule_values)
{
    sow_rules *r = load_family("sow_rule_values.lua", "FR.Q1=close");
    sow_state s;
    raw(r, &s, 0, (const int[]){ 1, 0, 2, 0, 2, 1, 1, 0 });
    ck_assert_int_eq(move_raw(r, &s, 2, NULL), 0);   /* 3, 4 (3: North's, closed), then 5, 6, 7 */
    assert_board(r, &s, 1, 0, 0, 1, 0, 2, 2, 1);
    ck_assert_uint_eq(s.blocked, 1u << 4);
    assert_to_move(&s, 1);
    ck_assert_int_eq(s.quiet, 0);                     /* a pit closed: not a quiet ply */
    raw(r, &s, 1, (const int[]){ 1, 0, 0, 0, 0, 0, 0, 6 });
    s.blocked = 1u << 4;
    move_raw(r, &s, 7, NULL);                          /* 0..3, North's own closed 4 passed over, 5, 6 */
    assert_board(r, &s, 2, 1, 1, 1, 0, 1, 1, 0);
    assert_score(&s, 0, 0);
    raw(r, &s, 0, (const int[]){ 0, 0, 2, 0, 0, 1, 0, 0 });
    s.blocked = 1u << 4;
    move_raw(r, &s, 2, NULL);                          /* 3, then North's closed 4: out of play, into South's store */
    assert_board(r, &s, 0, 0, 0, 1, 0, 1, 0, 0);
    assert_score(&s, 1, 0);
    assert_to_move(&s, 1);
    raw(r, &s, 0, (const int[]){ 0, 0, 0, 1, 0, 0, 0, 0 });
    s.blocked = 1u << 4;
    move_raw(r, &s, 3, NULL);                          /* the last seed leaves play: the board is empty, */
    assert_end(&s, SOW_END_GOAL);                      /* North cannot move and loses */
    ck_assert_int_eq(s.winner, 0);
    raw(r, &s, 1, (const int[]){ 0, 0, 0, 2, 0, 0, 5, 0 });
    move_raw(r, &s, 6, NULL);                          /* 7, 0, 1, 2, 3 (3: South's rightmost, closed), 4, 5, 6 */
    assert_board(r, &s, 1, 1, 1, 0, 1, 1, 1, 1);
    ck_assert_uint_eq(s.blocked, 1u << 3);
    free(r);
    r = load_family("sow_rule_values.lua", "FR.Q1=close_nr");
    raw(r, &s, 1, (const int[]){ 0, 0, 0, 2, 0, 0, 5, 0 });
    move_raw(r, &s, 6, NULL);                          /* the same, but a row's rightmost pit never closes */
    assert_board(r, &s, 1, 1, 1, 0, 1, 1, 1, 1);
    ck_assert_uint_eq(s.blocked, 0);
    free(r);
    r = load_family("sow_rule_values.lua", "FR.Q1=close_after");
    raw(r, &s, 0, (const int[]){ 1, 0, 2, 0, 2, 1, 1, 0 });
    move_raw(r, &s, 2, NULL);                          /* the game's first sowing: no pit closes */
    assert_board(r, &s, 1, 0, 0, 1, 0, 2, 2, 1);
    ck_assert_uint_eq(s.blocked, 0);
    free(r);
    r = load_family("sow_rule_values.lua", "FR.Q1=max_seeds");
    raw(r, &s, 0, (const int[]){ 0, 3, 0, 0, 3, 0, 1, 0 });
    move_raw(r, &s, 1, NULL);                          /* 2, 3, 4 holds 3: passed over, 5 */
    assert_board(r, &s, 0, 0, 1, 1, 3, 1, 1, 0);
    raw(r, &s, 0, (const int[]){ 0, 4, 0, 0, 3, 2, 1, 0 });
    move_raw(r, &s, 1, NULL);                          /* 2, 3, 5 (3), 6 (2; 4 passed over), relayed: 7, 0 */
    assert_board(r, &s, 1, 0, 1, 1, 3, 3, 0, 1);
    free(r);
}
END_TEST

START_TEST(sow_rule_values_load_errors)
{
    static const load_case cases[] = {
        { "sow = { close = { count = 1 }, relay = { 2 } }", "sow.close.count" },
        { "sow = { close = { not_rightmost = true }, relay = { 2 } }", "missing field sow.close.count" },
        { "sow = { close = { count = 3, rightmost = true }, relay = { 2 } }", "rightmost" },
        { "sow = { close = { count = 3 } }", "sow.close: a pit closes where a relay lap ends" },
        { "sow = { close = { count = 3 }, relay = { 2 }, relay_from = 'next' }", "relay_from \"landing\"" },
        { "sow = { max_seeds = 0 }", "sow.max_seeds" },
        { "sow = { max_seeds = 1 }", "12 seeds could fill every pit but the origin to 1" },
        { "sow = { max_seeds = 3, close = { count = 3 }, relay = { 2 } }", "expected no sow.close" },
        { "sow = { max_seeds = 3 }", NULL },
    };
    check_loads("board = { row = 3 }, setup = { total = 12 },", cases, sizeof cases / sizeof cases[0], 1);
}
END_TEST

/* finish.goal: deprive (the player left without seeds loses), clear (the
 * player whose row empties wins), immobilize (the stuck player loses);
 * finish.few_left (the mover takes the last few). */
START_TEST(goals)
{
    sow_rules *r = load_family("goal_family.lua", "FG.Q1=deprive");
    sow_state s;
    raw(r, &s, 0, (const int[]){ 1, 0, 1, 1, 0, 0 });
    move_raw(r, &s, 2, NULL);                      /* 3 makes 2: taken; North has nothing left: North loses */
    assert_end(&s, SOW_END_GOAL);
    ck_assert_int_eq(s.winner, 0);
    raw(r, &s, 0, (const int[]){ 0, 0, 1, 1, 0, 0 });
    move_raw(r, &s, 2, NULL);                      /* the same, but South is left without seeds too: */
    assert_end(&s, SOW_END_GOAL);                  /* the mover is asked first, and loses */
    ck_assert_int_eq(s.winner, 1);
    free(r);
    r = load_family("goal_family.lua", "FG.Q1=clear");
    raw(r, &s, 0, (const int[]){ 0, 0, 1, 1, 1, 0 });
    move_raw(r, &s, 2, NULL);                      /* South's row is clear: South wins */
    assert_end(&s, SOW_END_GOAL);
    ck_assert_int_eq(s.winner, 0);
    free(r);
    r = load_family("goal_family.lua", "FG.Q1=immobilize");
    POS(r, &s, 0, 0, 0, 0, 0, 0, 1, 0, 0);           /* South cannot move: South loses */
    assert_end(&s, SOW_END_GOAL);
    ck_assert_int_eq(s.winner, 1);
    free(r);
    r = load_family("goal_family.lua", "FG.Q1=few_left");
    raw(r, &s, 0, (const int[]){ 0, 0, 1, 0, 1, 0 });
    move_raw(r, &s, 2, NULL);                      /* 2 seeds left: South, who moved, takes them */
    assert_end(&s, SOW_END_FEW_LEFT);
    assert_score(&s, 2, 0);
    sow_error err;
    r->feed = SOW_FEED_LEAVE;                      /* feed leave: few_left's taking leaves North nothing */
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    raw(r, &s, 0, (const int[]){ 1, 0, 2, 0, 0, 0 });
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 2);  /* 3 left after pit 2, two of them North's */
    raw(r, &s, 0, (const int[]){ 0, 0, 2, 0, 0, 0 });
    ck_assert_uint_eq(sow_legal(r, &s), 0);        /* 2 left, both North's, taken by South at once */
    sow_settle_rules(r, &s);
    assert_end(&s, SOW_END_CANNOT_FEED);
    free(r);
}
END_TEST

/* empty_row divided (MancalaGames' DIVVIED), finish.mover_row_empty and
 * opponent_row_empty (CLEARED_OWN, CLEARED_OPP), sow.by_parity. */
START_TEST(more_ends)
{
    sow_rules *r = load_family("goal_family.lua", "FG.Q2=divided");
    sow_state s;
    POS(r, &s, 0, 2, 0, 0, 0, 0, 1, 1, 1);               /* South cannot move: 3 divided, the odd one to North */
    assert_end(&s, SOW_END_EMPTY_ROW);
    assert_score(&s, 3, 2);
    POS(r, &s, 0, 0, 0, 0, 0, 0, 1, 1, 1);               /* equal holdings: the odd seed is a gap */
    assert_end(&s, SOW_END_ODD_SPLIT);
    ck_assert_int_eq(s.result, SOW_UNRESOLVED);
    free(r);
    r = load_family("goal_family.lua", "FG.Q2=mover_row");
    raw(r, &s, 0, (const int[]){ 0, 0, 1, 1, 1, 1 });
    move_raw(r, &s, 2, NULL);                            /* 3 makes 2: taken; South's own row is empty: over, */
    assert_end(&s, SOW_END_MOVER_ROW_EMPTY);             /* North takes its 2 left */
    assert_score(&s, 2, 2);
    free(r);
    r = load_family("goal_family.lua", "FG.Q2=opponent_row");
    raw(r, &s, 0, (const int[]){ 0, 1, 1, 1, 0, 0 });
    move_raw(r, &s, 2, NULL);                            /* 3 makes 2: taken; North's row is empty */
    assert_end(&s, SOW_END_OPPONENT_ROW_EMPTY);
    assert_score(&s, 3, 0);
    free(r);
    r = load_family("goal_family.lua", "FG.Q2=parity");
    raw(r, &s, 0, (const int[]){ 2, 1, 0, 1, 1, 1 });
    ck_assert_uint_eq(sow_legal(r, &s), (1u << 1) | (1ull << SOW_REVERSE));   /* 2 seeds: clockwise */
    free(r);
}
END_TEST

/* rounds.openings: with "round", capture.after counts each round's
 * sowings: pit 2's two seeds go to the store and pit 3 (now 2); on the
 * round's first sowing (the game's sixth) that takes nothing, on its
 * second it takes 2; counted by the game, the sixth sowing takes it. */
START_TEST(openings_per_round)
{
    for (int per_round = 0; per_round < 2; per_round++) {
        sow_rules *r = load_family("rounds_like.lua", NULL);
        sow_error err;
        r->fam.capture_after = 1;
        r->capture[2] = 1;                                   /* captures of 2 */
        r->fam.openings_per_round = per_round;
        ck_assert_int_eq(sow_rules_finish(r, &err), 0);
        sow_state s;
        raw(r, &s, 0, (const int[]){ 0, 0, 2, 1, 0, 0 });
        s.sowings = 5;
        s.round_sowed = 5;                                   /* the round's first sowing */
        ck_assert_int_eq(move_raw(r, &s, 2, NULL), per_round ? 1 : 3);
        raw(r, &s, 0, (const int[]){ 0, 0, 2, 1, 0, 0 });
        s.sowings = 6;
        s.round_sowed = 5;                                   /* its second */
        ck_assert_int_eq(move_raw(r, &s, 2, NULL), 3);
        free(r);
    }
}
END_TEST

/* A round that ends because its play is proven endless (its seeds handed
 * out by finish.endless.rest) is followed by the next round: sow_play_out
 * goes on as sow_play does (it used to stop there, still playing: Olinda,
 * OL.Q3=owner, game 0). Its moves, replayed ply by ply with sow_play, must
 * give the same game to the end. */
typedef struct { int moves[20000]; int n; } move_log;

static void log_move(void *ctx, const sow_state *before, int move, const sow_state *after)
{
    move_log *l = ctx;
    (void)before;
    (void)after;
    if (l->n < 20000) l->moves[l->n++] = move;
}

START_TEST(endless_round_goes_on)
{
    sow_rules *r = load_spec("games/olinda.lua", "OL.Q3=owner");
    static move_log log;
    for (int g = 0; g < 20; g++) {
        sow_state a, b;
        sow_rng ra[2];
        sow_rng *sa[2] = { &ra[0], &ra[1] };
        for (int k = 0; k < 2; k++) sow_rng_game(&ra[k], 1, (uint64_t)g, k + 1);
        sow_game_start(r, 1, (uint64_t)g, NULL, NULL, &a, NULL);
        b = a;
        log.n = 0;
        ck_assert_int_eq(sow_play_out(r, &a, NULL, NULL, sa, NULL, log_move, &log), 0);
        ck_assert_int_eq(a.status, SOW_ENDED);
        if (g == 0) ck_assert_uint_gt(a.ply, 303);        /* its round 12 ends endless after ply 303 */
        for (int i = 0; i < log.n && b.status == SOW_PLAYING; i++) sow_play(r, &b, log.moves[i], NULL);
        ck_assert_msg(a.ply == b.ply && a.end == b.end && a.round == b.round && a.captured[0] == b.captured[0]
                      && a.captured[1] == b.captured[1] && !memcmp(&a.b, &b.b, sizeof a.b),
                      "game %d: play-out ended at ply %u (%s, round %u), its moves ply by ply at %u (%s, round %u)",
                      g, a.ply, sow_end_name((sow_end)a.end), a.round, b.ply, sow_end_name((sow_end)b.end), b.round);
    }
    free(r);
}
END_TEST

/* setup.starter_view (tests/family/starter_view.lua, first alternate):
 * game 0, South starts on the layout 0 3 1 | 2 0 0; game 1, North starts
 * on it turned round, 2 0 0 | 0 3 1 (the deal recorded so); without the
 * field game 1 keeps the layout. A layout given to sow_new_game is the
 * board, never turned. */
START_TEST(starter_view)
{
    sow_rules *r = load_family("starter_view.lua", NULL);
    sow_state s;
    sow_start_info info;
    sow_game_start(r, 1, 0, NULL, NULL, &s, &info);
    assert_board(r, &s, 0, 3, 1, 2, 0, 0);
    assert_to_move(&s, 0);
    sow_game_start(r, 1, 1, NULL, NULL, &s, &info);
    assert_board(r, &s, 2, 0, 0, 0, 3, 1);
    assert_to_move(&s, 1);
    ck_assert_int_eq(info.layout[0], 2);
    ck_assert_int_eq(info.layout[4], 3);
    sow_new_game(r, &s, NULL, 1, NULL, 0);          /* North first, the spec's layout: turned */
    assert_board(r, &s, 2, 0, 0, 0, 3, 1);
    sow_new_game(r, &s, (const uint8_t[]){ 0, 3, 1, 2, 0, 0 }, 1, NULL, 0);
    assert_board(r, &s, 0, 3, 1, 2, 0, 0);
    free(r);
    r = load_family("starter_view.lua", "FV.Q1=fixed");
    sow_game_start(r, 1, 1, NULL, NULL, &s, &info);
    assert_board(r, &s, 0, 3, 1, 2, 0, 0);
    assert_to_move(&s, 1);
    free(r);
}
END_TEST

/* Every field is checked when loaded: a clear error, the field named. */
START_TEST(bad_family_fields)
{
    static const load_case cases[] = {
        { "sow = { stores = 'mine' }", "expected one of none, own, both; got \"mine\"" },
        { "extra_turn = { store = true }", "sow.stores is \"own\" or \"both\"" },
        { "capture = { kind = 'count_or_cross', chain = 'preceding' }", "a chain works with capture.kind count, cross, next and two_out" },
        { "capture = { needs_child = true }", "capture.needs_child" },
        { "children = { rows = 'own' }", "missing field children.counts" },
        { "min_seeds = 0", "min_seeds" },
        { "rounds = { needs = 9 }", "rounds.needs" },
        { "rounds = { territory = {} }", "missing field rounds.territory.ends_under" },
        { "rounds = { territory = { ends_under = 0 } }", "rounds.territory.ends_under" },
        { "rounds = { territory = { ends_under = 3, rounding = 'up' } }", "expected one of half_up, down, half_down" },
        { "rounds = { territory = { ends_under = 3, mixed_row = 'mirrored' } }", "expected one of along, reversed" },
        { "rounds = { starter = 'alternate', tie_starter = 'last_mover' }", "expected no rounds.tie_starter beside starter \"alternate\"" },
        { "rounds = { tie_starter = 'first' }", "expected one of other, last_mover, not_last_mover" },
        { "rounds = { fill = 'loser' }", "expected one of left, right, outside, loser_only" },
        { "rounds = { fill = 'loser_only' }, feed = { rule = 'leave' }", "expected no feed and no children beside it" },
        { "rounds = { fill = 'left', territory = { ends_under = 3 } }", "expected no rounds.fill beside rounds.territory" },
        { "rounds = { territory = { ends_under = 3 } }, sow = { stores = 'own' }", "rounds.territory" },
        { "capture = { take_sown = 'sometimes' }", "expected one of never, with_capture, always" },
        { "capture = { kind = 'pull_across', chain = 'following' }", "a pull across moves the opposite pit's seeds" },
        { "capture = { kind = 'sweep', opposite = true }", "a sweep takes the opponent's pits of the counts" },
        { "capture = { chain_along = 'sideways' }", "expected one of move, direction; got \"sideways\"" },
        { "capture = { chain_along = 'direction' }", "capture.chain_along: \"direction\" steers a chain" },
        { "capture = { kind = 'cross', chain = 'following', child_stops_chain = true }", "a child can stop only a cross chain" },
        { "extra_turn = { capture = true, while_sowing = false }", "extra_turn.while_sowing: false sets apart" },
        { "capture = { while_sowing = { counts = { 4 }, last = 'yes' } }", "capture.while_sowing.last" },
        { "capture = { each_lap = 'always' }", "expected one of none, landing, next" },
        { "sow = { opponent_takes = 256 }", "sow.opponent_takes" },
        { "capture = { kind = 'next', each_lap = 'next' }", "capture.each_lap: a capture at the end of every lap" },
        { "setup = { total = 12, starter_view = true }", "setup.starter_view: only a layout can be turned" },
        { "rounds = { wins = 0 }", "rounds.wins" },
        { "rounds = { wins = 2, needs = 2 }", "expected no rounds.needs beside rounds.wins" },
        { "rounds = { points = 0 }", "rounds.points" },
        { "rounds = { wins = 2, points = 2 }", "expected rounds.wins or rounds.points, not both" },
        { "rounds = { points = 2, needs = 2 }", "expected no rounds.needs beside rounds.points" },
        { "setup = { deal = 'uniform', total = 12 }, rounds = {}", "rounds refill the pits with the equal deal's seeds" },
        { "rounds = { chooser_fill = 'middle' }", "expected one of left, right, outside; got \"middle\"" },
        { "rounds = { chooser_fill = 'left', blocked = false }", "rounds.chooser_fill: the chooser picks" },
        { "rounds = { chooser_fill = 'left', fill = 'loser_only' }", "a rounds.fill other than \"loser_only\"" },
        { "rounds = { chooser_fill = 'left', wins = 2 }", "expected no rounds.chooser_fill beside rounds.wins" },
        { "setup = { total = 12, starter_view = 1 }", "setup.starter_view" },
        { "setup = { deal = 'layout', layout = { 1, 0, 0, 0, 0, 1 }, starter_view = true }, rounds = {}",
          "expected no rounds with setup.starter_view" },
        { "setup = { deal = 'layout', layout = { 1, 0, 0, 0, 0, 1 }, starter_view = true }, first = 'ritual_other'",
          "the ritual chooses the sides after the deal" },
        { "children = { counts = { 3 }, skipped = 'always' }", "expected one of none, by_opponent, by_opponent_but_last" },
        { "children = { counts = { 3 }, raid = 2 }", "children.raid: a raid takes seeds a child holds" },
        { "children = { counts = { 3 }, across = true, pair = true }", "children.across: an across child comes with" },
        { "children = { counts = { 3 }, keep = true }, feed = { rule = 'reach' }", "children.keep: seeds kept in children" },
        { "capture = { before_sowing = 'always' }", "expected one of none, singles_across, single_draw_across" },
        { "capture = { chain_rows = 'some' }", "expected one of rows, any; got \"some\"" },
        { "capture = { chain_rows = 'any' }", "capture.chain_rows: \"any\" lets a chain" },
        { "capture = { kind = 'cross', chain = 'following', chain_rows = 'any' }", "capture.chain_rows: \"any\" lets a chain" },
        { "capture = { not_from_single = 'yes' }", "capture.not_from_single" },
        { "capture = { not_from_single = true }, sow = { relay = { 2 } }", "capture.not_from_single: a single seed lifted" },
        { "allow = 'facing'", "not_facing_single" },
        { "extra_turn = { capture_once = true }", "extra_turn.capture_once: true limits the extra turn" },
        { "extra_turn = { capture = true, capture_once = 1 }", "extra_turn.capture_once" },
        { "sow = { relay_stops = 'always' }", "expected one of none, cross, match; got \"always\"" },
        { "sow = { relay_store = 'yes' }", "sow.relay_store" },
        { "sow = { relay_store = true }", "sow.relay_store: a relay from the mover's store lifts whatever it holds" },
        { "sow = { stores = 'own', relay = function(c) return c >= 1 end, relay_store = true }",
          "expected relay_from \"next\", a relay on every count" },
        { "capture = { next_tests = 'last' }", "expected one of next, landing; got \"last\"" },
        { "capture = { next_tests = 'landing' }", "capture.next_tests: \"landing\" tests the next capture" },
        { "sow = { relay_rows = 'mine' }", "expected one of any, own, opponent; got \"mine\"" },
        { "capture = { kind = 'cross', each_lap_sows = 1 }", "capture.each_lap_sows" },
        { "opening = 'plus_one'", "expected one of none, plain, last_to_opponent, plus1minus1" },
        { "opening = 'plus1minus1', sow = { stores = 'own' }", "opening: \"plus1minus1\" takes a seed from every other pit" },
        { "setup = { deal = 'layout', layout = { 1, 0, 1, 1, 1, 1 } }, opening = 'plus1minus1'",
          "expected a deal giving every pit seeds" },
        { "sow = { relay = { 2 } }, capture = { kind = 'cross', each_lap = 'next', each_lap_sows = true }",
          "capture.each_lap_sows: sowing on with a lap's capture needs capture.each_lap = \"landing\"" },
        { "sow = { relay_needs_opponent = 'yes' }", "sow.relay_needs_opponent" },
        { "sow = { relay_needs_opponent = true }", "sow.relay_needs_opponent: a relay that stops on the opponent's empty row" },
        { "sow = { relay_rows = 'own' }", "sow.relay_rows: a row a relay goes on from needs a sow.relay" },
        { "sow = { relay = { 2 }, relay_rows = 'own' }, capture = { kind = 'cross', each_lap = 'landing' }",
          "and not capture.each_lap" },
        { "sow = { relay_stops = 'cross' }", "sow.relay_stops: \"cross\" stops a relay where the cross capture" },
        { "sow = { relay = { 2 }, relay_stops = 'cross' }", "expected capture.kind = \"cross\" and a sow.relay" },
    };
    check_loads("board = { row = 3 }, setup = { total = 12 },", cases, sizeof cases / sizeof cases[0], 1);
}
END_TEST

/* capture.before_sowing, capture.chain_rows, capture.not_from_single and
 * allow not_facing_single (tests/family/captures_before.lua), each beside
 * the reading without it. Opposite pits: 0-7, 1-6, 2-5, 3-4. */
START_TEST(captures_before_sowing)
{
    sow_rules *r = load_family("captures_before.lua", "FA.Q1=singles");
    sow_state s;
    raw(r, &s, 0, (const int[]){ 1, 3, 0, 1, 2, 0, 4, 5 });
    ck_assert_int_eq(move_raw(r, &s, 1, NULL), 7);       /* 0 and 3 hold 1: 7 (5) and 4 (2) first; then 2, 3, 4 */
    assert_board(r, &s, 1, 0, 1, 2, 1, 0, 4, 0);
    assert_to_move(&s, 1);
    raw(r, &s, 0, (const int[]){ 1, 3, 0, 1, 2, 0, 4, 5 });
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 7);       /* the pit lifted held 1 too */
    assert_board(r, &s, 0, 4, 0, 1, 0, 0, 4, 0);
    raw(r, &s, 0, (const int[]){ 1, 2, 0, 0, 0, 3, 3, 0 });
    ck_assert_int_eq(move_raw(r, &s, 1, NULL), 0);       /* 0's opposite 7 is empty */
    assert_board(r, &s, 1, 0, 1, 1, 0, 3, 3, 0);
    raw(r, &s, 1, (const int[]){ 2, 0, 3, 1, 1, 0, 2, 0 });
    ck_assert_int_eq(move_raw(r, &s, 6, NULL), 1);       /* North's 4 holds 1: 3 (1) first; then 7, 0 */
    assert_board(r, &s, 3, 0, 3, 0, 1, 0, 0, 1);
    assert_score(&s, 0, 1);
    free(r);
    r = load_family("captures_before.lua", NULL);
    raw(r, &s, 0, (const int[]){ 1, 3, 0, 1, 2, 0, 4, 5 });
    ck_assert_int_eq(move_raw(r, &s, 1, NULL), 0);       /* without the rule */
    assert_board(r, &s, 1, 0, 1, 2, 3, 0, 4, 5);
    free(r);
    r = load_family("captures_before.lua", "FA.Q1=draw");
    raw(r, &s, 0, (const int[]){ 1, 3, 0, 1, 2, 0, 4, 5 });
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 5);       /* one seed lifted: 7 (5), then into 1 */
    assert_board(r, &s, 0, 4, 0, 1, 2, 0, 4, 0);
    raw(r, &s, 0, (const int[]){ 1, 3, 0, 1, 2, 0, 4, 5 });
    ck_assert_int_eq(move_raw(r, &s, 3, NULL), 2);       /* 4 (2) taken, then the seed falls into it */
    assert_board(r, &s, 1, 3, 0, 0, 1, 0, 4, 5);
    raw(r, &s, 0, (const int[]){ 1, 3, 0, 1, 2, 0, 4, 5 });
    ck_assert_int_eq(move_raw(r, &s, 1, NULL), 0);       /* three lifted: nothing before sowing */
    assert_board(r, &s, 1, 0, 1, 2, 3, 0, 4, 5);
    free(r);
    r = load_family("captures_before.lua", "FA.Q1=chain_any");
    raw(r, &s, 0, (const int[]){ 0, 2, 3, 1, 1, 1, 0, 0 });
    ck_assert_int_eq(move_raw(r, &s, 2, NULL), 6);       /* 5 (2), back: 4 (2), on into South's 3 (2); 2 is empty */
    assert_board(r, &s, 0, 2, 0, 0, 0, 0, 0, 0);
    raw(r, &s, 0, (const int[]){ 2, 1, 1, 0, 1, 1, 1, 1 });
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 0);       /* the first pit must be the opponent's: 2 (2) is not */
    assert_board(r, &s, 0, 2, 2, 0, 1, 1, 1, 1);
    free(r);
    r = load_family("captures_before.lua", "FA.Q1=chain_rows");
    raw(r, &s, 0, (const int[]){ 0, 2, 3, 1, 1, 1, 0, 0 });
    ck_assert_int_eq(move_raw(r, &s, 2, NULL), 4);       /* 5, 4; the chain stops at South's 3 */
    assert_board(r, &s, 0, 2, 0, 2, 0, 0, 0, 0);
    free(r);
    r = load_family("captures_before.lua", "FA.Q1=not_single");
    raw(r, &s, 0, (const int[]){ 0, 1, 1, 0, 1, 1, 1, 1 });
    ck_assert_int_eq(move_raw(r, &s, 1, NULL), 0);       /* one seed lifted makes 2 in 2: no capture */
    assert_board(r, &s, 0, 0, 2, 0, 1, 1, 1, 1);
    raw(r, &s, 0, (const int[]){ 2, 0, 1, 0, 1, 1, 1, 1 });
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 2);       /* two lifted: 2 (2) is taken */
    assert_board(r, &s, 0, 1, 0, 0, 1, 1, 1, 1);
    free(r);
    r = load_family("captures_before.lua", "FA.Q1=counts_two");
    raw(r, &s, 0, (const int[]){ 0, 1, 1, 0, 1, 1, 1, 1 });
    ck_assert_int_eq(move_raw(r, &s, 1, NULL), 2);       /* without the rule the single seed captures */
    free(r);
    r = load_family("captures_before.lua", "FA.Q1=not_facing");
    raw(r, &s, 0, (const int[]){ 2, 2, 0, 1, 1, 3, 1, 2 });
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 0);        /* 1 faces 6 (1), 3 faces 4 (1); 2 is empty */
    raw(r, &s, 0, (const int[]){ 1, 0, 0, 1, 1, 0, 0, 1 });
    ck_assert_uint_eq(sow_legal(r, &s), 0);              /* every pit faces a single: no move */
    raw(r, &s, 1, (const int[]){ 2, 1, 0, 1, 1, 3, 1, 2 });
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 5 | 1u << 7);   /* North: 4 faces 3 (1), 6 faces 1 (1) */
    free(r);
}
END_TEST

/* capture.kind pull_across and sweep, capture.chain_along, capture.child_stops_chain
 * and extra_turn.while_sowing (tests/family/capture_more.lua), each beside
 * the reading without it. */
START_TEST(capture_more)
{
    sow_rules *r = load_family("capture_more.lua", "FC.Q1=pull");
    sow_state s;
    raw(r, &s, 0, (const int[]){ 1, 0, 0, 0, 1, 0, 3, 0 });
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 0);      /* 1 was empty: 6's 3 move into it, nothing taken */
    assert_board(r, &s, 0, 4, 0, 0, 1, 0, 0, 0);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    raw(r, &s, 0, (const int[]){ 1, 1, 0, 0, 1, 0, 3, 0 });
    move_raw(r, &s, 0, NULL);                            /* 1 held a seed: no pull */
    assert_board(r, &s, 0, 2, 0, 0, 1, 0, 3, 0);
    free(r);
    r = load_family("capture_more.lua", "FC.Q1=sweep");
    raw(r, &s, 0, (const int[]){ 0, 0, 1, 0, 1, 2, 1, 2 });
    ck_assert_int_eq(move_raw(r, &s, 2, NULL), 4);       /* into 3, South's last pit: North's 2s (5, 7) */
    assert_board(r, &s, 0, 0, 0, 1, 1, 0, 1, 0);
    raw(r, &s, 0, (const int[]){ 0, 1, 0, 0, 1, 2, 1, 2 });
    ck_assert_int_eq(move_raw(r, &s, 1, NULL), 0);       /* into 2: neither */
    raw(r, &s, 0, (const int[]){ 0, 0, 0, 1, 1, 2, 1, 2 });
    ck_assert_int_eq(move_raw(r, &s, 3, NULL), 6);       /* into North's 4 (makes 2): 4, 5, 7 */
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 1, 0);
    free(r);
    r = load_family("capture_more.lua", "FC.Q1=chain_move");
    raw(r, &s, 0, (const int[]){ 0, 2, 0, 0, 1, 3, 2, 1 });
    ck_assert_int_eq(move_raw(r, &s, SOW_REVERSE + 1, NULL), 2);   /* 1 clockwise: 0, 7 (2) taken; before it 0: South's */
    assert_board(r, &s, 1, 0, 0, 0, 1, 3, 2, 0);
    free(r);
    r = load_family("capture_more.lua", "FC.Q1=chain_direction");
    raw(r, &s, 0, (const int[]){ 0, 2, 0, 0, 1, 3, 2, 1 });
    ck_assert_int_eq(move_raw(r, &s, SOW_REVERSE + 1, NULL), 7);   /* 7 (2), then back along ccw: 6 (2), 5 (3); 4 holds 1 */
    assert_board(r, &s, 1, 0, 0, 0, 1, 0, 0, 0);
    free(r);
    r = load_family("capture_more.lua", "FC.Q2=child_passes");
    raw(r, &s, 0, (const int[]){ 0, 0, 1, 5, 1, 1, 1, 1 });
    s.child = 1u << 1;                                   /* South's child at 1 (its seeds are in the store) */
    ck_assert_int_eq(move_raw(r, &s, 3, NULL), 4);       /* 4..7, 0 (empty): 7 (2); 1 counts as empty: 6 (2); 2 holds 1 */
    assert_board(r, &s, 1, 0, 1, 0, 2, 2, 0, 0);
    free(r);
    r = load_family("capture_more.lua", "FC.Q2=child_stops");
    raw(r, &s, 0, (const int[]){ 0, 0, 1, 5, 1, 1, 1, 1 });
    s.child = 1u << 1;
    ck_assert_int_eq(move_raw(r, &s, 3, NULL), 2);       /* 7 (2), then the child ends the chain */
    assert_board(r, &s, 1, 0, 1, 0, 2, 2, 2, 0);
    free(r);
    r = load_family("capture_more.lua", "FC.Q2=sowing_turns");
    raw(r, &s, 0, (const int[]){ 2, 3, 0, 0, 1, 1, 1, 1 });
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 4);       /* 1 makes 4 while sowing: taken, another turn */
    assert_to_move(&s, 0);
    free(r);
    r = load_family("capture_more.lua", "FC.Q2=end_turns");
    raw(r, &s, 0, (const int[]){ 2, 3, 0, 0, 1, 1, 1, 1 });
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 4);       /* the same capture while sowing: no other turn */
    assert_board(r, &s, 0, 0, 1, 0, 1, 1, 1, 1);
    assert_to_move(&s, 1);
    raw(r, &s, 0, (const int[]){ 2, 3, 3, 0, 1, 1, 1, 1 });
    ck_assert_int_eq(move_raw(r, &s, 0, NULL), 8);       /* 1 (4) while sowing, 2 (4) at the end: another turn */
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* capture.grand_slam leave_right / leave_left, allow single_to_empty,
 * capture.opponent_store (tests/family/restrict_family.lua: 4 x 2,
 * captures of 1..3 in the opponent's row, a preceding chain). */
START_TEST(slams_singles_stores)
{
    sow_rules *r = load_family("restrict_family.lua", "FR.Q1=slam_right");
    sow_state s;
    static char shown[8192];
    sow_rules_describe(r, shown, sizeof shown);
    ck_assert_ptr_nonnull(strstr(shown, "but the pit nearest the capturer's right hand"));
    raw(r, &s, 0, (const int[]){ 1, 0, 0, 3, 1, 1, 1, 0 });
    ck_assert_int_eq(move_raw(r, &s, 3, NULL), 4);      /* 6, 5, 4 (2 each) would empty North: pit 4 (South's right) kept */
    assert_board(r, &s, 1, 0, 0, 0, 2, 0, 0, 0);
    raw(r, &s, 1, (const int[]){ 0, 1, 1, 0, 1, 0, 0, 3 });
    ck_assert_int_eq(move_raw(r, &s, 7, NULL), 4);      /* North: 2, 1, 0 taken but pit 0 (North's right) */
    assert_board(r, &s, 1, 0, 0, 0, 1, 0, 0, 0);
    raw(r, &s, 0, (const int[]){ 1, 0, 2, 0, 0, 0, 0, 0 });
    sow_move(r, &s, 2, NULL);                           /* North's row was empty before the move: no grand slam */
    assert_board(r, &s, 1, 0, 0, 1, 0, 0, 0, 0);
    assert_score(&s, 1, 0);
    free(r);
    r = load_family("restrict_family.lua", "FR.Q1=slam_left");
    raw(r, &s, 0, (const int[]){ 1, 0, 0, 3, 1, 1, 1, 0 });
    ck_assert_int_eq(move_raw(r, &s, 3, NULL), 4);      /* pit 7 is empty: pit 6 (South's left) kept */
    assert_board(r, &s, 1, 0, 0, 0, 0, 0, 2, 0);
    raw(r, &s, 1, (const int[]){ 0, 1, 1, 0, 1, 0, 0, 3 });
    ck_assert_int_eq(move_raw(r, &s, 7, NULL), 3);      /* pit 3 is empty: pit 2 (North's left) kept */
    assert_board(r, &s, 0, 0, 2, 0, 1, 0, 0, 0);
    free(r);
    r = load_family("restrict_family.lua", "FR.Q1=none");
    raw(r, &s, 0, (const int[]){ 1, 0, 0, 3, 1, 1, 1, 0 });
    ck_assert_int_eq(move_raw(r, &s, 3, NULL), 6);      /* allowed: the whole row */
    assert_to_move(&s, 1);
    free(r);
    r = load_family("restrict_family.lua", "FR.Q1=slam_again");
    raw(r, &s, 0, (const int[]){ 1, 0, 0, 3, 1, 1, 1, 0 });
    sow_move(r, &s, 3, NULL);                           /* the whole row, and South moves again */
    assert_score(&s, 6, 0);
    assert_to_move(&s, 0);
    raw(r, &s, 0, (const int[]){ 1, 0, 0, 3, 1, 1, 1, 1 });
    ck_assert_int_eq(move_raw(r, &s, 3, NULL), 6);      /* pit 7 keeps its seed: no grand slam */
    assert_to_move(&s, 1);
    free(r);

    r = load_family("restrict_family.lua", "FR.Q1=single");
    raw(r, &s, 0, (const int[]){ 1, 0, 1, 2, 1, 1, 1, 1 });
    ck_assert_uint_eq(sow_legal(r, &s), 0x9u);         /* pit 2's one seed would fall on pit 3's two */
    raw(r, &s, 0, (const int[]){ 0, 0, 0, 1, 1, 0, 0, 0 });
    ck_assert_uint_eq(sow_legal(r, &s), 0u);           /* across the row's end: pit 4 holds one */
    raw(r, &s, 0, (const int[]){ 0, 0, 0, 1, 0, 1, 0, 0 });
    ck_assert_uint_eq(sow_legal(r, &s), 0x8u);
    free(r);
    r = load_family("restrict_family.lua", "FR.Q1=single_store");
    raw(r, &s, 0, (const int[]){ 0, 0, 0, 1, 1, 0, 0, 0 });
    ck_assert_uint_eq(sow_legal(r, &s), 0u);           /* the store is passed over: pit 4 is next */
    raw(r, &s, 0, (const int[]){ 0, 0, 0, 1, 0, 1, 0, 0 });
    ck_assert_uint_eq(sow_legal(r, &s), 0x8u);
    free(r);

    r = load_family("restrict_family.lua", "FR.Q1=no_return");
    raw(r, &s, 0, (const int[]){ 1, 0, 0, 1, 0, 1, 0, 0 });
    move_raw(r, &s, 3, NULL);                           /* pit 3's seed crosses into the empty pit 4 */
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 5);      /* North may not sow it back: pit 5 only */
    move_raw(r, &s, 5, NULL);
    ck_assert_uint_eq(sow_legal(r, &s), (sow_moves)1 << SOW_REVERSE);  /* pit 0 (sown clockwise: against) */
    move_raw(r, &s, SOW_REVERSE, NULL);                 /* pit 0's seed crosses the other end into pit 7 */
    ck_assert_uint_eq(sow_legal(r, &s), (sow_moves)1 << (SOW_REVERSE + 4) | 1u << 6);  /* 7 barred; 4 (against) free */
    raw(r, &s, 0, (const int[]){ 0, 1, 0, 1, 1, 1, 0, 0 });
    move_raw(r, &s, 3, NULL);                           /* into pit 4 holding one: not alone, no bar */
    ck_assert_uint_eq(sow_legal(r, &s), (sow_moves)1 << (SOW_REVERSE + 4) | 1u << 5);
    raw(r, &s, 0, (const int[]){ 0, 1, 0, 1, 0, 0, 0, 0 });
    move_raw(r, &s, 3, NULL);
    ck_assert_uint_eq(sow_legal(r, &s), 0u);           /* North's one seed is barred: North passes */
    move_raw(r, &s, SOW_PASS, NULL);
    move_raw(r, &s, 1, NULL);
    ck_assert_uint_eq(sow_legal(r, &s), (sow_moves)1 << (SOW_REVERSE + 4));  /* the bar lasted one ply */
    free(r);
    r = load_family("restrict_family.lua", "FR.Q2=deprive_stuck");
    raw(r, &s, 0, (const int[]){ 2, 0, 0, 1, 1, 0, 0, 0 });
    move_raw(r, &s, 0, NULL);                           /* North holds one seed, needs two: stuck, North loses */
    assert_end(&s, SOW_END_GOAL);
    ck_assert_int_eq(s.winner, 0);
    free(r);
    r = load_family("restrict_family.lua", "FR.Q2=deprive");
    raw(r, &s, 0, (const int[]){ 2, 0, 0, 1, 1, 0, 0, 0 });
    move_raw(r, &s, 0, NULL);                           /* plain deprive: empty_row's end, not the goal */
    ck_assert_int_ne(s.end, SOW_END_GOAL);
    free(r);
    r = load_family("restrict_family.lua", "FR.Q2=tie_north");
    POS(r, &s, 0, 2, 0, 0, 0, 0, 0, 1, 1, 1, 0);          /* South cannot move: 3 divided, the odd one to North (fewer) */
    assert_end(&s, SOW_END_EMPTY_ROW);
    assert_score(&s, 3, 2);
    POS(r, &s, 0, 0, 2, 0, 0, 0, 0, 1, 1, 1, 0);          /* South holds fewer: the odd one to South */
    assert_score(&s, 2, 3);
    POS(r, &s, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0);          /* equal holdings: to North, no gap */
    assert_end(&s, SOW_END_EMPTY_ROW);
    assert_score(&s, 1, 2);
    free(r);
    r = load_family("restrict_family.lua", "FR.Q2=feed_tie_north");
    POS(r, &s, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0);          /* no move reaches North's empty row: the one seed to North */
    assert_end(&s, SOW_END_CANNOT_FEED);
    assert_score(&s, 0, 1);
    free(r);
    r = load_family("restrict_family.lua", "FR.Q1=opp_store");
    POS(r, &s, 0, 0, 5, 0, 0, 0, 6, 0, 0, 0, 0);
    sow_move(r, &s, 3, NULL);                           /* own store, 4..7, North's store (6): taken */
    assert_board(r, &s, 0, 0, 0, 0, 1, 1, 1, 1);
    assert_score(&s, 7, 0);
    assert_to_move(&s, 1);
    POS(r, &s, 0, 0, 5, 0, 0, 0, 5, 0, 0, 0, 0);
    sow_move(r, &s, 3, NULL);                           /* ends in pit 7: nothing taken */
    assert_score(&s, 1, 5);
    POS(r, &s, 0, 0, 5, 0, 0, 1, 1, 0, 0, 0, 0);
    sow_move(r, &s, 3, NULL);                           /* own store: another turn, North's store kept */
    assert_score(&s, 1, 5);
    assert_to_move(&s, 0);
    sow_error err;
    r->fam.repeat_capture = 1;                          /* extra_turn.capture: the store taken is a capture */
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    POS(r, &s, 0, 0, 5, 0, 0, 0, 6, 0, 0, 0, 0);
    sow_move(r, &s, 3, NULL);
    assert_score(&s, 7, 0);
    assert_to_move(&s, 0);
    free(r);
}
END_TEST

/* The new fields' load errors name the field and what was expected. */
START_TEST(bad_restrict_fields)
{
    static const load_case cases[] = {
        { "capture = { opponent_store = true }", "sow.stores is \"both\"" },
        { "sow = { stores = 'own' }, capture = { opponent_store = true }", "capture.opponent_store" },
        { "capture = { opponent_store = 1 }", "opponent_store" },
        { "capture = { grand_slam = 'leave_middle' }", "leave_left, leave_right, extra_turn" },
        { "allow = 'single'", "single_to_empty" },
        { "no_return = 1", "no_return" },
        { "finish = { no_move_loses = 'yes' }", "no_move_loses" },
        { "feed = { rule = 'reach', unable = 'halves' }", "divided_tie_north" },
    };
    check_loads("board = { row = 3 }, setup = { total = 12 },", cases, sizeof cases / sizeof cases[0], 1);
}
END_TEST

/* The sowing rules of tests/family/sowing_rules.lua. while_sowing.last:
 * pit 2 (3 seeds) sows 3 (4: South's, taken), 4, and 5, the last (4:
 * North's, taken too); the relay lifts pit 6 (1 seed) into 7; pit 0 after
 * it is empty: the turn ends (pit 1's 5 seeds keep the game going). Without last, pit 5 keeps its 4 seeds and
 * the relay lifts pit 6 all the same. */
START_TEST(sowing_rules)
{
    sow_rules *r = load_family("sowing_rules.lua", "SR.Q1=last");
    sow_state s;
    sow_trace tr;
    char text[4096];
    POS(r, &s, 0, 0, 0, 0, 5, 3, 3, 0, 3, 1, 0);
    play_legal(r, &s, 2, &tr);
    assert_board(r, &s, 0, 5, 0, 0, 1, 0, 0, 1);
    assert_score(&s, 4, 4);
    assert_to_move(&s, 1);
    ck_assert_int_eq(tr.nlaps, 2);
    assert_cap(&tr, 1, 5, 4, SOW_WHY_SOWING);
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "While sowing, a seed (a lap's last too) that makes a pit"));
    free(r);
    r = load_family("sowing_rules.lua", "SR.Q1=not_last");
    POS(r, &s, 0, 0, 0, 0, 5, 3, 3, 0, 3, 1, 0);
    play_legal(r, &s, 2, NULL);
    assert_board(r, &s, 0, 5, 0, 0, 1, 4, 0, 1);
    assert_score(&s, 4, 0);
    free(r);
    /* first_seed store: pit 1 (3 seeds): one to South's store, 2 and 3
     * sown; pit 3 holds 3: relay, one to the store, 4 and 5 sown; pit 5
     * holds 2: relay, one to the store, 6 sown (1 seed): the turn ends. */
    r = load_family("sowing_rules.lua", "SR.Q1=store");
    POS(r, &s, 0, 0, 0, 0, 3, 2, 2, 1, 1, 0, 2);
    play_legal(r, &s, 1, &tr);
    assert_board(r, &s, 0, 0, 3, 0, 2, 0, 1, 2);
    assert_score(&s, 3, 0);
    assert_to_move(&s, 1);
    ck_assert_int_eq(tr.nlaps, 3);
    assert_cap(&tr, 1, 3, 1, SOW_WHY_SOWING);
    free(r);
    /* capture.after 1: in the game's first sowing pit 3's 3 seeds would be
     * captured, so the relay does not stop there: 4, 5, 6. In the second
     * the same sowing captures them. */
    r = load_family("sowing_rules.lua", "SR.Q1=after_relay");
    POS(r, &s, 0, 0, 0, 0, 2, 0, 2, 1, 0, 0, 5);
    play_legal(r, &s, 1, &tr);
    assert_board(r, &s, 0, 0, 1, 0, 2, 1, 1, 5);
    assert_score(&s, 0, 0);
    ck_assert_int_eq(tr.nlaps, 2);
    POS(r, &s, 0, 0, 0, 0, 2, 0, 2, 1, 0, 0, 5);
    s.sowings = 1;
    play_legal(r, &s, 1, &tr);
    assert_board(r, &s, 0, 0, 1, 0, 1, 0, 0, 5);
    assert_score(&s, 3, 0);
    ck_assert_int_eq(tr.nlaps, 1);
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "first 1 sowing (nor does a relay stop where a capture would be)"));
    free(r);
    /* first_chooses with rounds.openings = "round": South's sowing of pit 2
     * the spec's way ends the round (as in the rounds test); North, the
     * next round's first mover, chooses again: pit 3 either way. With the
     * game's choice kept North sows against the direction only. */
    sow_error err;
    for (int per_round = 0; per_round < 2; per_round++) {
        r = load_family("rounds_like.lua", NULL);
        r->fam.first_chooses = 1;
        r->fam.openings_per_round = per_round;
        ck_assert_int_eq(sow_rules_finish(r, &err), 0);
        POS(r, &s, 0, 9, 2, 0, 0, 1, 0, 0, 0);
        play_legal(r, &s, 2, NULL);
        ck_assert_int_eq(s.round, 1);
        assert_to_move(&s, 1);
        ck_assert_uint_eq(sow_legal(r, &s), (per_round ? 1ull << 3 : 0) | 1ull << (SOW_REVERSE + 3));
        free(r);
    }
    /* each_lap landing, a cross capture: pit 0 (2) sows 1, 2 (empty): pit
     * 5's 3 taken, on from 2 with its seed: 3 (empty), pit 4's 2 taken, on
     * from 3: 4 (now empty), whose opposite pit 3 is empty: the turn ends. */
    r = load_family("sowing_rules.lua", "SR.Q1=lap_cross");
    POS(r, &s, 0, 0, 0, 2, 1, 0, 0, 2, 3, 0, 4);
    play_legal(r, &s, 0, &tr);
    assert_board(r, &s, 0, 2, 0, 0, 1, 0, 0, 4);
    assert_score(&s, 5, 0);
    ck_assert_int_eq(tr.nlaps, 3);
    assert_cap(&tr, 0, 5, 3, SOW_WHY_OPPOSITE);
    assert_cap(&tr, 1, 4, 2, SOW_WHY_OPPOSITE);
    ck_assert_int_eq(s.last_pits, 2);
    free(r);
    /* each_lap next, captures of 3: pit 0 (3) sows 1, 2, 3 (3: taken); on
     * from pit 4 (1 seed): 5 (2), a relay: 6, 7 (1): the turn ends. */
    r = load_family("sowing_rules.lua", "SR.Q1=lap_next");
    POS(r, &s, 0, 0, 0, 3, 4, 0, 2, 1, 1, 0, 0);
    play_legal(r, &s, 0, &tr);
    assert_board(r, &s, 0, 5, 1, 0, 0, 0, 1, 1);
    assert_score(&s, 3, 0);
    ck_assert_int_eq(tr.nlaps, 3);
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "a lap that captured goes on from the pit after its last seed's"));
    free(r);
    /* each_lap landing, two_out (two_out_last any): pit 0 (2) sows 1, 2
     * (2 seeds): 3 empty, pit 4's 3 taken; on from 2: 3, 4 (1 seed): no lap
     * capture there and no relay; the turn's capture takes 6's 2 past empty
     * 5 (MancalaGames' GapNextCapt, CaptTwoOut). Then a lap on 2 with 3
     * occupied captures nothing and relays; the last lap on 1 before an
     * occupied 5 takes nothing. */
    r = load_family("sowing_rules.lua", "SR.Q1=lap_two_out");
    POS(r, &s, 0, 0, 0, 2, 0, 1, 0, 3, 0, 2, 1);
    play_legal(r, &s, 0, &tr);
    assert_board(r, &s, 0, 1, 0, 1, 1, 0, 0, 1);
    assert_score(&s, 5, 0);
    ck_assert_int_eq(tr.nlaps, 2);
    assert_cap(&tr, 0, 4, 3, SOW_WHY_LANDING);
    assert_cap(&tr, 1, 6, 2, SOW_WHY_LANDING);
    POS(r, &s, 0, 0, 0, 2, 0, 1, 1, 0, 1, 0, 0);
    play_legal(r, &s, 0, &tr);
    assert_board(r, &s, 0, 1, 0, 2, 1, 1, 0, 0);
    assert_score(&s, 0, 0);
    ck_assert_int_eq(tr.nlaps, 2);
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "a lap's two-out capture is tried only where it ends on 2 or more seeds"));
    free(r);
    /* opponent_takes 6: pit 3 (3) lifted leaves 3 on the board: North takes
     * the seeds sown into 4, 5 and 6 (the last makes 1: no capture); with 2
     * in pit 6 the last seed makes 3 and captures; with 8 left after the
     * lift the seeds are sown as usual. */
    r = load_family("sowing_rules.lua", "SR.Q2=opp_takes");
    POS(r, &s, 0, 0, 0, 0, 0, 0, 3, 0, 1, 0, 2);
    play_legal(r, &s, 3, &tr);
    assert_board(r, &s, 0, 0, 0, 0, 0, 1, 0, 2);
    assert_score(&s, 0, 3);
    assert_cap(&tr, 2, 6, 1, SOW_WHY_SOWING);
    POS(r, &s, 0, 0, 0, 0, 0, 0, 3, 0, 1, 2, 2);
    play_legal(r, &s, 3, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 0, 1, 0, 2);
    assert_score(&s, 3, 2);
    POS(r, &s, 0, 0, 0, 0, 0, 0, 3, 0, 1, 2, 5);
    play_legal(r, &s, 3, NULL);
    assert_board(r, &s, 0, 0, 0, 0, 1, 2, 0, 5);
    assert_score(&s, 3, 0);
    free(r);
    /* extra_turn.while_sowing: pit 1 (3) sows 2 and 3 to 4 (taken for
     * South) and 4, the last: South moves again only while those count. */
    for (int turn = 0; turn < 2; turn++) {
        r = load_family("sowing_rules.lua", turn ? "SR.Q2=turn" : "SR.Q2=no_turn");
        POS(r, &s, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3);
        play_legal(r, &s, 1, NULL);
        assert_board(r, &s, 3, 0, 0, 0, 4, 3, 3, 3);
        assert_score(&s, 8, 0);
        assert_to_move(&s, turn ? 0 : 1);
        free(r);
    }
}
END_TEST

/* extra_turn.capture_once (tests/family/capt_b.lua): South's two captures
 * in a row repeat once; North's capture after a sowing that gave none
 * repeats; after an extra turn that ended in a pass it does not. */
START_TEST(capture_once)
{
    for (int once = 0; once < 2; once++) {
        sow_rules *r = load_family("capt_b.lua", once ? "CB.Q1=once" : "CB.Q1=always");
        sow_state s;
        raw(r, &s, 0, (const int[]){ 1, 0, 3, 1, 1, 1, 1, 1 });
        ck_assert_int_eq(move_raw(r, &s, 3, NULL), 2);      /* into 4, which holds 2: taken, another turn */
        assert_to_move(&s, 0);
        ck_assert_int_eq(move_raw(r, &s, 2, NULL), 2);      /* 3, 4, 5 (2): taken on the extra turn */
        assert_board(r, &s, 1, 0, 0, 1, 1, 0, 1, 1);
        assert_to_move(&s, once ? 1 : 0);
        if (once) {
            ck_assert_int_eq(move_raw(r, &s, 7, NULL), 2);  /* North into 0 (2): South's last sowing gave none */
            assert_to_move(&s, 1);
        }
        raw(r, &s, 0, (const int[]){ 0, 0, 0, 1, 1, 2, 1, 1 });
        ck_assert_int_eq(move_raw(r, &s, 3, NULL), 2);      /* 4 (2) taken: another turn, with an empty row */
        assert_to_move(&s, 0);
        move_raw(r, &s, SOW_PASS, NULL);
        assert_to_move(&s, 1);
        ck_assert_int_eq(move_raw(r, &s, 6, NULL), 2);      /* 7 (2) taken: the pass left South's streak */
        assert_board(r, &s, 0, 0, 0, 0, 0, 2, 0, 0);
        assert_to_move(&s, once ? 0 : 1);
        free(r);
    }
}
END_TEST

/* board.track own_rows (tests/family/own_rows.lua; pits 0..3 South's, 4..7
 * North's, stores 8 and 9): each row is its own circuit through its
 * owner's store. */
START_TEST(own_rows_track)
{
    sow_rules *r = load_family("own_rows.lua", NULL);
    sow_state s;
    sow_trace tr;
    ck_assert(r->general);
    /* 2 of 5: 3, South's store, then 0, 1 (not North's 4) and 2 again, empty: across, 5's 2 and the seed */
    POS(r, &s, 0, 0, 0, 1, 1, 5, 1, 2, 2, 2, 2);
    ck_assert_int_eq(play_legal(r, &s, 2, &tr), 4);            /* the store's seed and the capture's 3 */
    assert_board(r, &s, 2, 2, 0, 2, 2, 0, 2, 2);
    assert_score(&s, 4, 0);
    assert_to_move(&s, 1);
    assert_cap(&tr, 0, 5, 2, SOW_WHY_OPPOSITE);
    /* North's 6 of 3: 7, North's store, 4 (not South's 0); 4 now holds 3: no capture */
    POS(r, &s, 1, 0, 0, 1, 1, 1, 1, 2, 1, 3, 1);
    ck_assert_int_eq(play_legal(r, &s, 6, &tr), 1);
    assert_board(r, &s, 1, 1, 1, 1, 3, 1, 0, 2);
    assert_score(&s, 0, 1);
    ck_assert_int_eq(tr.lap[0].last, 4);
    /* South's 3 of 1: into the store, another turn */
    POS(r, &s, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1);
    play_legal(r, &s, 3, NULL);
    assert_score(&s, 1, 0);
    assert_to_move(&s, 0);
    /* a grand slam is the cross capture of North's last seeds: forfeit takes nothing */
    r->grand_slam = SOW_SLAM_FORFEIT;
    sow_error err;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    POS(r, &s, 0, 0, 0, 1, 1, 5, 1, 0, 2, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 2, &tr), 1);            /* the store's seed only */
    assert_board(r, &s, 2, 2, 1, 2, 0, 2, 0, 0);
    assert_score(&s, 1, 0);
    ck_assert(tr.forfeited);
    /* clockwise: South's store sits between pit 0 and pit 3; 1 of 3 sows 0, the store, 3 */
    r->grand_slam = SOW_SLAM_ALLOWED;
    r->direction = SOW_CW;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    POS(r, &s, 0, 0, 0, 1, 3, 1, 1, 1, 1, 1, 1);
    ck_assert_int_eq(play_legal(r, &s, 1, NULL), 1);
    assert_board(r, &s, 2, 0, 1, 2, 1, 1, 1, 1);
    assert_score(&s, 1, 0);
    char text[4096];
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "Each player sows around their own row only"));
    free(r);
}
END_TEST

/* classes (ZigZag): board.track zigzag (tests/family/zigzag.lua; 4 pits a
 * row, pit p faces 7-p): counter-clockwise 0, 6, 2, 4, 3, 5, 1, 7, and
 * back to 0; pits 0, 3, 5, 6 sow counter-clockwise, 1, 2, 4, 7 clockwise
 * (towards the centre line: MancalaGames' ZigZagGetDir for 4 holes). */
START_TEST(zigzag_track)
{
    sow_rules *r = load_family("zigzag.lua", NULL);
    sow_state s;
    sow_trace tr;
    ck_assert(r->general);
    POS(r, &s, 0, 0, 0, 2, 1, 1, 1, 1, 1, 1, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 0 | 1u << 3 | (sow_moves)(1u << 1 | 1u << 2) << SOW_REVERSE);
    POS(r, &s, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 5 | 1u << 6 | (sow_moves)(1u << 4 | 1u << 7) << SOW_REVERSE);
    /* South's 0 of 2: 6, then 2, which now holds 2 (own row): relayed on to 4 and 3, which holds 1 */
    POS(r, &s, 0, 0, 0, 2, 0, 1, 0, 1, 1, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 0, &tr), 0);
    assert_board(r, &s, 0, 0, 0, 1, 2, 1, 1, 1);
    ck_assert_int_eq(tr.nlaps, 2);
    assert_to_move(&s, 1);
    /* South's 1 of 1, clockwise: into North's empty 5; the pit facing it, 2, is taken (the seed stays) */
    POS(r, &s, 0, 0, 0, 1, 1, 3, 0, 1, 0, 1, 1);
    ck_assert_int_eq(play_legal(r, &s, SOW_REVERSE + 1, &tr), 3);
    assert_board(r, &s, 1, 0, 0, 0, 1, 1, 1, 1);
    assert_score(&s, 3, 0);
    assert_cap(&tr, 0, 2, 3, SOW_WHY_OPPOSITE);
    /* North's 4 of 2, clockwise: South's 2, then North's empty 6 (own row: no capture) */
    POS(r, &s, 1, 0, 0, 1, 0, 0, 1, 2, 0, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, SOW_REVERSE + 4, &tr), 0);
    assert_board(r, &s, 1, 0, 1, 1, 0, 0, 1, 1);
    assert_to_move(&s, 0);
    /* North's 7 of 1, clockwise: into South's empty 1; the pit facing it, 6, is taken */
    POS(r, &s, 1, 0, 0, 1, 0, 0, 1, 1, 0, 2, 1);
    ck_assert_int_eq(play_legal(r, &s, SOW_REVERSE + 7, &tr), 2);
    assert_board(r, &s, 1, 1, 0, 1, 1, 0, 0, 0);
    assert_score(&s, 0, 2);
    /* clockwise named: the same turns, each pit still heading for the centre */
    r->direction = SOW_CW;
    sow_error err;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    POS(r, &s, 0, 0, 0, 2, 1, 1, 1, 1, 1, 1, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 1u << 1 | 1u << 2 | (sow_moves)(1u << 0 | 1u << 3) << SOW_REVERSE);
    char text[4096];
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "Sowing zigzags across the board in one circuit"));
    ck_assert_ptr_nonnull(strstr(text, "from pit 4 to pit 3"));
    free(r);
}
END_TEST

/* board.track: a bad value, and the rules own_rows can never apply, are
 * load errors; "circle" is the default (no family rule: the seed turn). */
START_TEST(own_rows_load_errors)
{
    static const load_case cases[] = {
        { "board = { row = 3, track = 'square' }", "expected one of circle, own_rows, zigzag; got \"square\"" },
        { "board = { row = 3, track = 'zigzag' }", "zigzag sows each pit towards the centre line; expected an even board.row, got 3" },
        { "board = { row = 6, track = 'zigzag' }, sow = { stores = 'own' }", "zigzag sets each pit's way and has no row ends" },
        { "board = { row = 6, track = 'zigzag' }, sow = { against = { 1 } }", "expected sow.stores \"none\" and no sow.either_way, sow.against" },
        { "board = { row = 3, track = 'own_rows' }, feed = { rule = 'reach' }", "board.track: own_rows keeps each player's seeds in their row; expected feed.rule" },
        { "board = { row = 3, track = 'own_rows' }, sow = { stores = 'both' }", "expected sow.stores \"none\" or \"own\"" },
        { "board = { row = 3, track = 'own_rows' }, capture = { counts = {2}, rows = 'opponent' }", "no capture rows = \"opponent\"" },
        { "board = { row = 3, track = 'own_rows' }, play_from = 'either_row'", "play_from = \"own_row\"" },
        { "board = { row = 3, track = 'circle' }", NULL },
    };
    check_loads("setup = { total = 12 },", cases, sizeof cases / sizeof cases[0], 0);
}
END_TEST

/* capture.grand_slam opponent_takes_row (MancalaGames' OPP_GETS_REMAIN): the
 * capture stands, the mover's row goes to the opponent; not when the
 * opponent keeps a seed. */
START_TEST(grand_slam_opponent_takes_row)
{
    sow_rules *r = load_family("kalah_like.lua", NULL);
    sow_error err;
    sow_state s;
    r->grand_slam = SOW_SLAM_OPPONENT_TAKES_ROW;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    ck_assert(r->general);
    /* 1 into the empty 2: 9's 3 and the seed; North's row is empty: South's 2 + 3 go to North */
    POS(r, &s, 0, 0, 0, 2, 1, 0, 0, 0, 3, 0, 0, 0, 3, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 1, NULL), 4);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 4, 5);
    assert_end(&s, SOW_END_BOARD_EMPTY);
    ck_assert_int_eq(s.winner, 1);
    /* North keeps 11's seed: no grand slam */
    POS(r, &s, 0, 0, 0, 2, 1, 0, 0, 0, 3, 0, 0, 0, 3, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 1, NULL), 4);
    assert_board(r, &s, 2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 1);
    assert_score(&s, 4, 0);
    char text[4096];
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "go to the opponent's store"));
    free(r);
    /* own rows: 5's 2 taken with the sown seed, North's row empty: South's 6 left go to North */
    r = load_family("own_rows.lua", NULL);
    r->grand_slam = SOW_SLAM_OPPONENT_TAKES_ROW;
    ck_assert_int_eq(sow_rules_finish(r, &err), 0);
    POS(r, &s, 0, 0, 0, 1, 1, 5, 1, 0, 2, 0, 0);
    ck_assert_int_eq(play_legal(r, &s, 2, NULL), 4);
    assert_board(r, &s, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_score(&s, 4, 6);
    free(r);
}
END_TEST

/* sow.bear_off (tests/family/bear_off.lua; pits 0..3 South's, 4..7 North's,
 * laps on 2 or more, cross capture of own empty pits): sowing bears off
 * once a sowing leaves every pit at one seed or none, and for good. */
START_TEST(bear_off)
{
    sow_rules *r = load_family("bear_off.lua", NULL);
    sow_state s;
    sow_trace tr;
    ck_assert(r->general);
    /* not begun: 1 of 3 sows 2, 3, 4 (3: laps on), 5, 6, 7 (2: on), 0, 1: 1 was emptied, takes 6's 2 */
    POS(r, &s, 0, 0, 0, 0, 3, 0, 0, 2, 1, 1, 1);
    ck_assert_int_eq(play_legal(r, &s, 1, &tr), 2);
    assert_board(r, &s, 1, 1, 1, 1, 0, 2, 0, 0);
    assert_cap(&tr, 0, 6, 2, SOW_WHY_OPPOSITE);
    ck_assert(!(s.ways & SOW_WAYS_BEARING));                  /* 5 holds 2 */
    /* 2 of 1 into the empty 3 takes 4's 1: no pit above one seed, bearing off begins */
    POS(r, &s, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 1);
    ck_assert_int_eq(play_legal(r, &s, 2, NULL), 1);
    assert_board(r, &s, 0, 0, 0, 1, 0, 1, 0, 1);
    ck_assert(s.ways & SOW_WAYS_BEARING);
    /* North's 7 of 1 would fall in South's 0: borne off, the lap ends at 7 (empty): no capture */
    ck_assert_int_eq(play_legal(r, &s, 7, &tr), 1);
    assert_board(r, &s, 0, 0, 0, 1, 0, 1, 0, 0);
    assert_score(&s, 1, 1);
    assert_cap(&tr, 0, 7, 1, SOW_WHY_SOWING);
    assert_to_move(&s, 0);
    /* begun: 1 of 3 sows 2, 3 and bears 1 off; the lap ends at 3 (1, was empty): takes 4's 2 */
    POS(r, &s, 0, 0, 0, 0, 3, 0, 0, 2, 1, 1, 1);
    s.ways |= SOW_WAYS_BEARING;
    ck_assert_int_eq(play_legal(r, &s, 1, &tr), 3);
    assert_board(r, &s, 0, 0, 1, 1, 0, 1, 1, 1);
    assert_score(&s, 3, 0);
    assert_cap(&tr, 0, 3, 1, SOW_WHY_SOWING);
    assert_cap(&tr, 1, 4, 2, SOW_WHY_OPPOSITE);
    /* begun, a pit of 2 again: 1 of 1 makes 2 hold 2, laps on: 3, 1 off; 3 holds 2, laps on: both off */
    POS(r, &s, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1);
    s.ways |= SOW_WAYS_BEARING;
    ck_assert_int_eq(play_legal(r, &s, 1, &tr), 3);
    assert_board(r, &s, 1, 0, 0, 0, 1, 1, 1, 1);
    assert_score(&s, 3, 0);
    ck_assert_int_eq(tr.nlaps, 3);
    assert_to_move(&s, 1);
    char text[4096];
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "every later lap bears off"));
    free(r);
}
END_TEST

/* sow.bear_off: a bad value, and what it cannot be read with, are load errors. */
START_TEST(bear_off_load_errors)
{
    static const load_case cases[] = {
        { "board = { row = 3 }, sow = { bear_off = 1 }", "sow.bear_off" },
        { "board = { row = 3 }, sow = { bear_off = true, stores = 'own' }", "sow.bear_off: bearing off takes the seeds leaving" },
        { "board = { row = 3 }, sow = { bear_off = true }, play_from = 'either_row'", "play_from = \"own_row\"" },
        { "sow = { bear_off = true }, board = { row = 3, track = 'own_rows' }", "board.track = \"circle\"" },
        { "board = { row = 3 }, sow = { bear_off = false }", NULL },
    };
    check_loads("setup = { total = 12 },", cases, sizeof cases / sizeof cases[0], 0);
}
END_TEST

/* ---- children, no sides, rounds ending on no moves (feat-children) ---- */

/* A spec made of `body` fails to load with a message holding `want`. */
static void load_fails(const char *body, const char *want)
{
    const load_case one = { body, want };
    check_loads("board = { row = 3 }, setup = { total = 12 },", &one, 1, 1);
}

/* children.by_owner (tests/family/weg_territory.lua): North owns pits 4
 * and 5, South 0..3. South's 1 from pit 2 makes pit 3 (North's row,
 * South's own) 4: no child. South's 2 from pit 2 make pit 4 (North's) 4:
 * South's child, its 4 seeds kept. North's 5 from pit 4 end in pit 3
 * (South's) making 4: North's child. */
START_TEST(children_by_owner)
{
    sow_rules *r = load_family("weg_territory.lua", NULL);
    sow_state s;
    terr_pos(r, &s, 0, 2, 2, 0x30u, (const int[]){ 0, 0, 1, 3, 2, 2 });
    ck_assert_uint_eq(sow_legal(r, &s), 0x0cu);               /* South owns pit 3 too */
    ck_assert_int_eq(terr_move(r, &s, 2), 0);
    assert_board(r, &s, 0, 0, 0, 4, 2, 2);
    ck_assert_uint_eq(s.child, 0);
    terr_pos(r, &s, 0, 2, 2, 0x30u, (const int[]){ 0, 0, 2, 0, 3, 1 });
    ck_assert_int_eq(terr_move(r, &s, 2), 0);
    assert_board(r, &s, 0, 0, 0, 1, 4, 1);
    ck_assert_uint_eq(s.child, 1u << 4);
    ck_assert_uint_eq(s.child_north, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 0x20u);               /* North: pit 5; its pit 4 is South's child */
    terr_pos(r, &s, 1, 0, 0, 0x30u, (const int[]){ 1, 1, 1, 3, 5, 0 });
    ck_assert_int_eq(terr_move(r, &s, 4), 0);
    assert_board(r, &s, 2, 2, 2, 4, 0, 1);
    ck_assert_uint_eq(s.child, 1u << 3);
    ck_assert_uint_eq(s.child_north, 1u << 3);
    char text[8192];
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "read by owner: a pit the opponent owns"));
    free(r);
}
END_TEST

/* children.keep in rounds for territory: South's last seed from pit 2
 * falls into North's child at 3 (1 seed): the raid takes both. Only
 * children hold seeds now: the round ends (board empty), South's child at
 * 4 gives its 4 to South: 3 + 2 + 4 = 9 against 3. South owns (9 + 1) / 2
 * = 5 pits, 0..4; the children are gone, every pit dealt 2, the stores
 * emptied; North (the loser) starts from pit 5, its only pit. */
START_TEST(kept_children_territory)
{
    sow_rules *r = load_family("weg_territory.lua", NULL);
    sow_state s;
    position_raw(r, &s, (const int[]){ 0, 0, 1, 1, 4, 0 }, 0);
    s.child = 1u << 3 | 1u << 4;
    s.child_north = 1u << 3;
    s.captured[0] = s.captured[1] = 3;
    sow_settle_rules(r, &s);
    ck_assert_int_eq(s.status, SOW_PLAYING);
    terr_move(r, &s, 2);                                     /* the round ends: a new one begins */
    ck_assert_int_eq(s.round, 1);
    ck_assert_int_eq(s.round_result & 3, 1);                  /* South won it */
    ck_assert_uint_eq(s.owner_north, 0x20u);
    ck_assert_uint_eq(s.child, 0);
    assert_board(r, &s, 2, 2, 2, 2, 2, 2);
    assert_score(&s, 0, 0);
    assert_to_move(&s, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 0x20u);
    load_fails("children = { counts = { 4 }, keep = true }, rounds = {}", "no rounds but rounds.territory");
    load_fails("children = { counts = { 4 }, by_owner = true }", "children.by_owner: it reads children.rows");
    load_fails("children = { counts = { 4 }, rows = 'any', by_owner = true }, rounds = { territory = { ends_under = 3 } }",
               "children.by_owner");
    load_fails("children = { counts = { 4 }, by_owner = 1 }", "children.by_owner");
    free(r);
}
END_TEST

/* Children with play_from = "either_row" (tests/family/no_sides_children.lua):
 * North sows South's pit 2 clockwise: 1 (now 2), 0 (now 3): North's child
 * in South's row, its 3 seeds North's. South then may sow pit 1 either
 * way; clockwise its seed into 0 goes to North, the child's maker. */
START_TEST(children_no_sides)
{
    sow_rules *r = load_family("no_sides_children.lua", NULL);
    sow_state s;
    POS(r, &s, 1, 4, 3, 2, 1, 2, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 0x7ull | 0x7ull << SOW_REVERSE);   /* South's row, both ways */
    ck_assert_int_eq(play_legal(r, &s, SOW_REVERSE + 2, NULL), 3);
    assert_board(r, &s, 0, 2, 0, 0, 0, 0);
    assert_score(&s, 4, 6);
    ck_assert_uint_eq(s.child, 1u << 0);
    ck_assert_uint_eq(s.child_north, 1u << 0);
    assert_to_move(&s, 0);
    ck_assert_uint_eq(sow_legal(r, &s), 1ull << 1 | 1ull << (SOW_REVERSE + 1));
    ck_assert_int_eq(play_legal(r, &s, SOW_REVERSE + 1, NULL), 0);
    assert_board(r, &s, 0, 0, 0, 0, 0, 1);
    assert_score(&s, 4, 7);                                   /* a majority of 12 */
    assert_end(&s, SOW_END_THRESHOLD);
    ck_assert_int_eq(s.winner, 1);
    free(r);
}
END_TEST

/* first_from_rightmost (q1 group: MancalaGames' OnlyRightTwo): the first
 * sowing from the two rightmost pits in play; a pit out of play is not
 * counted, an empty one in play is (and cannot move); then any pit. */
START_TEST(first_from_rightmost)
{
    sow_rules *r = load_family("first_rightmost.lua", NULL);
    sow_state s;
    raw(r, &s, 0, (const int[]){ 1, 1, 1, 1, 1, 1, 1, 1 });
    ck_assert_uint_eq(sow_legal(r, &s), 0xcu);          /* South: pits 2 and 3 */
    s.blocked = 1u << 3;
    ck_assert_uint_eq(sow_legal(r, &s), 0x6u);          /* 3 out of play: 1 and 2 */
    raw(r, &s, 1, (const int[]){ 1, 1, 1, 1, 1, 1, 0, 1 });
    s.blocked = 1u << 7;
    ck_assert_uint_eq(sow_legal(r, &s), 0x20u);         /* North: 7 out, 6 empty, so 5 only */
    s.sowings = 1;
    ck_assert_uint_eq(sow_legal(r, &s), 0x30u);         /* after the first sowing: 4 and 5 */
    raw(r, &s, 0, (const int[]){ 1, 1, 1, 1, 1, 1, 1, 1 });
    move_raw(r, &s, 3, NULL);
    assert_board(r, &s, 1, 1, 1, 0, 2, 1, 1, 1);
    ck_assert_uint_eq(sow_legal(r, &s), 0xf0u);         /* the opponent's sowing is the second */
    char text[4096];
    sow_rules_describe(r, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "one of the 2 rightmost pits of the row in play"));
    free(r);
}
END_TEST

START_TEST(first_from_rightmost_load_errors)
{
    static const load_case cases[] = {
        { "first_from_rightmost = 0", "first_from_rightmost" },
        { "first_from_rightmost = 4", "first_from_rightmost: expected at most the row's 3 pits" },
        { "first_from_rightmost = 'two'", "first_from_rightmost" },
        { "first_from = { 1 }, first_from_rightmost = 1", "first_from_rightmost: expected first_from or first_from_rightmost, not both" },
        { "first_from_rightmost = 3", NULL },
    };
    check_loads("board = { row = 3 }, setup = { total = 12 },", cases, sizeof cases / sizeof cases[0], 1);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("family");
    TCase *t = tcase_create("family");
    tcase_set_timeout(t, 600);
    tcase_add_test(t, general_turn_matches_the_seed_games);
    tcase_add_test(t, store_and_repeat);
    tcase_add_test(t, store_skip_and_cross_capture);
    tcase_add_test(t, cross_capture_empty_opposite);
    tcase_add_test(t, repeat_into_an_empty_row_ends);
    tcase_add_test(t, first_seed);
    tcase_add_test(t, next_and_two_out);
    tcase_add_test(t, move_restrictions);
    tcase_add_test(t, children);
    tcase_add_test(t, children_not_facing);
    tcase_add_test(t, rounds);
    tcase_add_test(t, rounds_are_counted);
    tcase_add_test(t, rounds_tie_starter);
    tcase_add_test(t, rounds_loser_only);
    tcase_add_test(t, rounds_won);
    tcase_add_test(t, rounds_points);
    tcase_add_test(t, territory_round_won);
    tcase_add_test(t, territory_rounded_down);
    tcase_add_test(t, territory_roundings);
    tcase_add_test(t, rounds_chooser_fill);
    tcase_add_test(t, rounds_won_uniform);
    tcase_add_test(t, territory_mixed_reversed);
    tcase_add_test(t, territory_owners_capture);
    tcase_add_test(t, territory_changes_and_match_end);
    tcase_add_test(t, either_way);
    tcase_add_test(t, ways);
    tcase_add_test(t, pie_rule);
    tcase_add_test(t, extra_rules);
    tcase_add_test(t, opening_rules);
    tcase_add_test(t, opening_load_errors);
    tcase_add_test(t, sow_rule_values);
    tcase_add_test(t, sow_rule_values_load_errors);
    tcase_add_test(t, goals);
    tcase_add_test(t, openings_per_round);
    tcase_add_test(t, more_ends);
    tcase_add_test(t, endless_round_goes_on);
    tcase_add_test(t, bulls_and_chains);
    tcase_add_test(t, children_skipped);
    tcase_add_test(t, children_kept);
    tcase_add_test(t, children_across);
    tcase_add_test(t, while_sowing);
    tcase_add_test(t, capture_once);
    tcase_add_test(t, more_family_rules);
    tcase_add_test(t, starter_view);
    tcase_add_test(t, bad_family_fields);
    tcase_add_test(t, capture_more);
    tcase_add_test(t, slams_singles_stores);
    tcase_add_test(t, bad_restrict_fields);
    tcase_add_test(t, sowing_rules);
    tcase_add_test(t, own_rows_track);
    tcase_add_test(t, own_rows_load_errors);
    tcase_add_test(t, zigzag_track);
    tcase_add_test(t, grand_slam_opponent_takes_row);
    tcase_add_test(t, captures_before_sowing);
    tcase_add_test(t, children_by_owner);
    tcase_add_test(t, kept_children_territory);
    tcase_add_test(t, children_no_sides);
    tcase_add_test(t, relay_stops_cross);
    tcase_add_test(t, relay_rows);
    tcase_add_test(t, lap_sows);
    tcase_add_test(t, plus1minus1_opening);
    tcase_add_test(t, relay_store);
    tcase_add_test(t, next_tests);
    tcase_add_test(t, bear_off);
    tcase_add_test(t, bear_off_load_errors);
    tcase_add_test(t, first_from_rightmost);
    tcase_add_test(t, first_from_rightmost_load_errors);
    tcase_add_test(t, pass_store);
    tcase_add_test(t, next_takes_final);
    tcase_add_test(t, capt2_load_errors);
    tcase_add_test(t, match_capture);
    tcase_add_test(t, few_left_starter);
    tcase_add_test(t, all_pits_capture);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
