/* spec_fields.c - the spec table read field by field into sow_rules, with
 * the readers of spec_read.c: every unknown key, wrong type or out-of-range
 * value is an error naming the field and what was expected. */
#include "spec_internal.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- compiling the spec table --------------------------------------------- */

static const char *const known_ids[] = {
    "name", "board", "board.row", "board.track",
    "setup", "setup.deal", "setup.total", "setup.min", "setup.layout", "setup.starter_view",
    "first",
    "sow", "sow.direction", "sow.origin", "sow.relay", "sow.max_laps", "sow.max_laps_rest",
    "sow.stores", "sow.first_seed", "sow.relay_from", "sow.either_way", "sow.against", "sow.relay_turns", "sow.first_chooses", "sow.skip_opponent", "sow.by_parity", "allow", "play_from", "pie", "first_from",
    "shunned", "no_return",
    "opening", "first_from_sowings", "allow_after", "shunned_rightmost",
    "start", "min_seeds", "singletons",
    "capture", "capture.counts", "capture.rows", "capture.chain", "capture.extent",
    "capture.test", "capture.opposite", "capture.grand_slam", "capture.kind", "capture.take_sown",
    "capture.max_pits", "capture.cross_rows", "capture.while_sowing", "capture.while_sowing.counts",
    "capture.while_sowing.by", "capture.while_sowing.rows", "capture.after", "capture.two_out_last", "capture.needs_child", "capture.cross_sown", "capture.take_also",
    "capture.chain_along", "capture.child_stops_chain", "capture.opponent_store",
    "extra_turn", "extra_turn.store", "extra_turn.capture", "extra_turn.while_sowing",
    "children", "children.counts", "children.rows", "children.per_player", "children.not_last",
    "children.not_symmetric", "children.not_facing", "children.pair", "children.pits", "children.skipped", "children.keep", "children.raid", "children.across",
    "rounds", "rounds.fill", "rounds.blocked", "rounds.starter", "rounds.needs", "rounds.openings",
    "rounds.territory", "rounds.territory.ends_under", "rounds.tie_starter", "rounds.wins", "rounds.points",
    "rounds.territory.rounding",
    "feed", "feed.rule", "feed.unable",
    "empty_row",
    "finish", "finish.board_empty", "finish.threshold", "finish.at_threshold",
    "finish.win_needs", "finish.endless", "finish.endless.detect", "finish.endless.plies",
    "finish.endless.rest", "finish.lone_seed", "finish.no_moves", "finish.either_row_empty", "finish.all_singletons", "finish.goal", "finish.few_left", "finish.mover_row_empty", "finish.opponent_row_empty",
    "finish.no_move_loses",
    "chooser",
    "limits", "limits.plies", "limits.laps", "limits.rounds",
    "capture.while_sowing.last", "capture.each_lap", "sow.opponent_takes",
    "sow.close", "sow.max_seeds",
    "capture.before_sowing", "capture.chain_rows", "capture.not_from_single",
    "extra_turn.capture_once",
    "children.by_owner",
    "sow.relay_stops", "sow.relay_rows", "capture.next_tests",
    "sow.bear_off",
    "first_from_rightmost",
    "rounds.chooser_fill", "rounds.territory.mixed_row",
    "capture.each_lap_sows", "sow.relay_needs_opponent",
    "sow.relay_store",
    "capture.pass_store", "finish.few_left_to",
    NULL
};

#define TRY(x) do { if ((x) < 0) return -1; } while (0)

/* snprintf(dst, cap, "%s", src) without the formatting machinery */
static void copy_text(char *dst, size_t cap, const char *src)
{
    size_t n = strlen(src);
    if (n >= cap)
        n = cap - 1;
    memcpy(dst, src, n);
    dst[n] = '\0';
}

static int compile_setup(ctx_t *c, int T)
{
    static const char *const keys[] = { "deal", "total", "min", "layout", "starter_view", NULL };
    static const spec_word deals[] = {
        { "equal", SOW_DEAL_EQUAL }, { "uniform", SOW_DEAL_UNIFORM }, { "layout", SOW_DEAL_LAYOUT },
        { NULL, 0 }
    };
    lua_State *L = c->L_;
    sow_rules *r = c->out;
    int s, v, total = 0, min = 0, has_total, has_min;
    TRY(s = spec_get_section(c, T, "", "setup", keys, 1));
    v = r->deal;
    TRY(spec_get_enum(c, s, "setup", "deal", deals, &v));
    r->deal = (sow_deal)v;
    TRY(has_total = spec_get_int(c, s, "setup", "total", 1, SOW_MAX_SEEDS, &total));
    TRY(has_min = spec_get_int(c, s, "setup", "min", 0, SOW_MAX_SEEDS, &min));
    TRY(spec_get_bool(c, s, "setup", "starter_view", &r->fam.starter_view));
    if (r->deal != SOW_DEAL_LAYOUT && !has_total)
        return spec_fail_at(c, "setup.total", "setup", 1, "missing field setup.total: expected an "
                       "integer 1..%d (seeds in all)", SOW_MAX_SEEDS);
    if (r->deal == SOW_DEAL_EQUAL) {
        if (total % r->pits)
            return spec_fail(c, "setup.total", "field setup.total: %d seeds cannot be dealt equally "
                        "into %d pits; expected a multiple of %d", total, r->pits, r->pits);
        r->total = total;
        r->deal_min = 0;
        for (int i = 0; i < SOW_MAX_PITS; i++)
            r->layout[i] = (uint8_t)(i < r->pits ? total / r->pits : 0);
    } else if (r->deal == SOW_DEAL_UNIFORM) {
        if (!has_min)
            min = 0;
        if (min * r->pits > total)
            return spec_fail(c, "setup.min", "field setup.min: %d in each of %d pits needs %d seeds, "
                        "more than setup.total = %d; expected at most %d", min, r->pits,
                        min * r->pits, total, total / r->pits);
        r->total = total;
        r->deal_min = min;
        for (int i = 0; i < SOW_MAX_PITS; i++)
            r->layout[i] = (uint8_t)(i < r->pits ? min : 0);
    } else {
        int ty = spec_push_field(L, s, "layout");
        int sum = 0;
        if (ty == LUA_TNIL)
            return spec_fail_at(c, "setup.layout", "setup", 1, "missing field setup.layout: expected "
                           "a list of %d counts (deal = \"layout\")", r->pits);
        if (ty != LUA_TTABLE)
            return spec_fail(c, "setup.layout", "field setup.layout: expected a list of %d counts, "
                        "got %s", r->pits, luaL_typename(L, -1));
        int lt = lua_gettop(L);
        size_t n = spec_rawlen(L, lt);
        lua_pushnil(L);
        while (lua_next(L, lt)) {
            lua_pop(L, 1);
            if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 ||
                (size_t)lua_tointeger(L, -1) > n)
                return spec_fail(c, "setup.layout", "field setup.layout: expected a plain list of %d "
                            "counts", r->pits);
        }
        if (n != (size_t)r->pits)
            return spec_fail(c, "setup.layout", "field setup.layout: expected %d counts (2 x board.row), "
                        "got %zu", r->pits, n);
        memset(r->layout, 0, sizeof r->layout);
        for (int i = 1; i <= r->pits; i++) {
            int isint = 0;
            char got[64], path[PATH_LEN];
            lua_rawgeti(L, lt, i);
            lua_Integer x = lua_type(L, -1) == LUA_TNUMBER ? lua_tointegerx(L, -1, &isint) : 0;
            if (!isint || x < 0 || x > SOW_MAX_SEEDS) {
                spec_describe(L, -1, got, sizeof got);
                snprintf(path, sizeof path, "setup.layout[%d]", i);
                return spec_fail(c, path, "field %s: expected an integer 0..%d, got %s", path,
                            SOW_MAX_SEEDS, got);
            }
            r->layout[i - 1] = (uint8_t)x;
            sum += (int)x;
            lua_pop(L, 1);
        }
        if (sum < 1 || sum > SOW_MAX_SEEDS)
            return spec_fail(c, "setup.layout", "field setup.layout: %d seeds in all; expected 1..%d",
                        sum, SOW_MAX_SEEDS);
        if (has_total && total != sum)
            return spec_fail(c, "setup.total", "field setup.total: %d, but setup.layout holds %d seeds; "
                        "expected them equal (or leave total out)", total, sum);
        r->total = sum;
        r->deal_min = 0;
    }
    lua_settop(L, s - 1);
    return 0;
}

/* ---- the family's rules (sow_family): one reader per field ------------- */

static const spec_word family_rows[] = {
    { "any", SOW_ROWS_ANY }, { "own", SOW_ROWS_OWN }, { "opponent", SOW_ROWS_OPPONENT }, { NULL, 0 }
};

/* A set of pits given as the positions 1..N of a row, counted from its
 * owner's left (South's k: pit k-1; North's: pit N+k-1), or with_bool
 * also true (every pit) or false: sow.either_way, sow.against, first_from. */
static int compile_positions(ctx_t *c, int s, const char *prefix, const char *key, int with_bool, uint32_t *mask)
{
    lua_State *L = c->L_;
    sow_rules *r = c->out;
    uint8_t at[SOW_MAX_SEEDS + 1] = {0};
    char path[PATH_LEN];
    const char *expected = with_bool ? "true, false or positions" : "positions";
    int any, ty = spec_push_field(L, s, key);
    spec_mkpath(path, prefix, key);
    lua_pop(L, 1);
    if (ty == LUA_TNIL) return 0;
    if (with_bool && ty == LUA_TBOOLEAN) {
        spec_push_field(L, s, key);
        *mask = lua_toboolean(L, -1) ? (r->pits == 32 ? 0xffffffffu : (1u << r->pits) - 1) : 0;
        lua_pop(L, 1);
        return 0;
    }
    if (!with_bool && ty != LUA_TTABLE)
        return spec_fail(c, path, "field %s: expected a list of positions 1..%d, got %s", path, r->row,
                    lua_typename(L, ty));
    TRY(spec_read_table255(c, s, prefix, key, 0, at, &any));
    *mask = 0;
    for (int k = 1; k <= SOW_MAX_SEEDS; k++) {
        if (!at[k]) continue;
        if (k > r->row)
            return spec_fail(c, path, "field %s: position %d is past the row's %d pits; "
                        "expected %s 1..%d", path, k, r->row, expected, r->row);
        *mask |= 1u << (k - 1) | 1u << (r->row + k - 1);
    }
    return 0;
}

/* sow.close = { count = C, not_rightmost = B } (the sow section at s) */
static int compile_close(ctx_t *c, int s)
{
    static const char *const keys[] = { "count", "not_rightmost", NULL };
    int k, b;
    TRY(k = spec_get_section(c, s, "sow", "close", keys, 0));
    if (!k) return 0;
    TRY(b = spec_get_int(c, k, "sow.close", "count", 2, SOW_MAX_SEEDS, &c->out->fam.close_count));
    if (!b)
        return spec_fail_at(c, "sow.close.count", "close", 1, "missing field sow.close.count: expected the count "
                            "(2..255) that closes an opponent's pit where a relay lap ends");
    TRY(spec_get_bool(c, k, "sow.close", "not_rightmost", &c->out->fam.close_not_rightmost));
    lua_settop(c->L_, k - 1);
    return 0;
}

static int compile_either_way(ctx_t *c, int s)
{
    TRY(compile_positions(c, s, "sow", "either_way", 1, &c->out->fam.either_way));
    TRY(spec_get_bool(c, s, "sow", "relay_turns", &c->out->fam.relay_turns));
    TRY(spec_get_bool(c, s, "sow", "first_chooses", &c->out->fam.first_chooses));
    static const spec_word parities[] = { { "none", 0 }, { "even_against", 1 }, { NULL, 0 } };
    int pv = c->out->fam.by_parity;
    TRY(spec_get_enum(c, s, "sow", "by_parity", parities, &pv));
    c->out->fam.by_parity = pv;
    TRY(spec_get_int(c, s, "sow", "opponent_takes", 0, SOW_MAX_SEEDS, &c->out->fam.opponent_takes));
    static const char *const skip_keys[] = { "count", "after", NULL };
    int k;
    TRY(k = spec_get_section(c, s, "sow", "skip_opponent", skip_keys, 0));
    if (k) {
        int b;
        TRY(b = spec_get_int(c, k, "sow.skip_opponent", "count", 1, SOW_MAX_SEEDS, &c->out->fam.skip_count));
        if (!b)
            return spec_fail_at(c, "sow.skip_opponent.count", "skip_opponent", 1, "missing field "
                           "sow.skip_opponent.count: expected the count (1..255) of the opponent's pits sowing passes over");
        TRY(spec_get_int(c, k, "sow.skip_opponent", "after", 0, INT_MAX, &c->out->fam.skip_after));
        lua_settop(c->L_, k - 1);
    }
    TRY(compile_close(c, s));
    TRY(spec_get_int(c, s, "sow", "max_seeds", 1, SOW_MAX_SEEDS, &c->out->fam.max_seeds));
    return compile_positions(c, s, "sow", "against", 1, &c->out->fam.against);
}

/* sow.stores, sow.first_seed, sow.relay_from (the sow section at s) */
static int compile_sow_family(ctx_t *c, int s)
{
    static const spec_word stores[] = {
        { "none", SOW_STORES_NONE }, { "own", SOW_STORES_OWN }, { "both", SOW_STORES_BOTH }, { NULL, 0 }
    };
    static const spec_word firsts[] = {
        { "next", SOW_FIRST_SEED_NEXT }, { "origin", SOW_FIRST_SEED_ORIGIN },
        { "origin_unless_single", SOW_FIRST_SEED_ORIGIN_UNLESS_SINGLE }, { "store", SOW_FIRST_SEED_STORE }, { NULL, 0 }
    };
    static const spec_word froms[] = { { "landing", SOW_RELAY_LANDING }, { "next", SOW_RELAY_NEXT }, { NULL, 0 } };
    sow_family *f = &c->out->fam;
    int v = f->stores;
    TRY(spec_get_enum(c, s, "sow", "stores", stores, &v));
    f->stores = (sow_stores)v;
    v = f->first_seed;
    TRY(spec_get_enum(c, s, "sow", "first_seed", firsts, &v));
    f->first_seed = (sow_first_seed)v;
    v = f->relay_from;
    TRY(spec_get_enum(c, s, "sow", "relay_from", froms, &v));
    f->relay_from = (sow_relay_from)v;
    static const spec_word stops[] = { { "none", 0 }, { "cross", 1 }, { "match", 2 }, { NULL, 0 } };
    v = f->relay_stops_cross ? 1 : f->relay_stops_match ? 2 : 0;
    TRY(spec_get_enum(c, s, "sow", "relay_stops", stops, &v));
    f->relay_stops_cross = v == 1;
    f->relay_stops_match = v == 2;      /* (capture types 2, feat-capt2) */
    static const spec_word relay_rows[] = { { "any", 0 }, { "own", 1 }, { "opponent", 2 }, { NULL, 0 } };
    TRY(spec_get_enum(c, s, "sow", "relay_rows", relay_rows, &f->relay_rows));
    TRY(spec_get_bool(c, s, "sow", "bear_off", &f->bear_off));         /* MancalaGames' other classes */
    TRY(spec_get_bool(c, s, "sow", "relay_needs_opponent", &f->relay_needs_opponent));
    TRY(spec_get_bool(c, s, "sow", "relay_store", &f->relay_store));   /* relay from the store (feat-relay3) */
    return compile_either_way(c, s);
}

/* capture.kind, capture.take_sown, capture.max_pits (the capture section
 * at s; had_counts: capture.counts was given) */
static int compile_capture_family(ctx_t *c, int s, int had_counts)
{
    static const spec_word kinds[] = {
        { "count", SOW_KIND_COUNT }, { "cross", SOW_KIND_CROSS }, { "next", SOW_KIND_NEXT },
        { "two_out", SOW_KIND_TWO_OUT }, { "count_or_cross", SOW_KIND_COUNT_OR_CROSS },
        { "pull_across", SOW_KIND_PULL_ACROSS }, { "sweep", SOW_KIND_SWEEP },
        { "match", SOW_KIND_MATCH }, { "all_pits", SOW_KIND_ALL_PITS }, { NULL, 0 }
    };
    static const spec_word sown[] = {
        { "never", SOW_SOWN_NEVER }, { "with_capture", SOW_SOWN_WITH_CAPTURE }, { "always", SOW_SOWN_ALWAYS },
        { NULL, 0 }
    };
    sow_rules *r = c->out;
    sow_family *f = &r->fam;
    int v = f->kind;
    TRY(spec_get_enum(c, s, "capture", "kind", kinds, &v));
    f->kind = (sow_capture_kind)v;
    v = f->take_sown;
    TRY(spec_get_enum(c, s, "capture", "take_sown", sown, &v));
    f->take_sown = (sow_take_sown)v;
    TRY(spec_get_int(c, s, "capture", "max_pits", 0, SOW_MAX_PITS, &f->max_pits));
    TRY(spec_get_int(c, s, "capture", "after", 0, INT_MAX, &f->capture_after));
    TRY(spec_get_bool(c, s, "capture", "needs_child", &f->needs_child));
    TRY(spec_get_bool(c, s, "capture", "cross_sown", &f->cross_sown));
    TRY(spec_get_int(c, s, "capture", "take_also", 0, SOW_MAX_SEEDS, &f->take_also));
    static const spec_word lasts[] = { { "occupied", 0 }, { "any", 1 }, { NULL, 0 } };
    v = f->two_out_any;
    TRY(spec_get_enum(c, s, "capture", "two_out_last", lasts, &v));
    f->two_out_any = v;
    v = f->cross_rows;
    TRY(spec_get_enum(c, s, "capture", "cross_rows", family_rows, &v));
    f->cross_rows = (sow_rows)v;
    static const spec_word each_laps[] = {
        { "none", SOW_EACH_LAP_NONE }, { "landing", SOW_EACH_LAP_LANDING }, { "next", SOW_EACH_LAP_NEXT }, { NULL, 0 }
    };
    static const spec_word next_tests[] = { { "next", 0 }, { "landing", 1 }, { NULL, 0 } };
    TRY(spec_get_enum(c, s, "capture", "next_tests", next_tests, &f->next_tests_landing));
    v = f->each_lap;
    TRY(spec_get_enum(c, s, "capture", "each_lap", each_laps, &v));
    f->each_lap = (sow_each_lap)v;
    TRY(spec_get_bool(c, s, "capture", "each_lap_sows", &f->each_lap_sows));
    static const char *const sowing_keys[] = { "counts", "by", "rows", "last", NULL };
    static const spec_word takers[] = { { "owner", SOW_TAKER_OWNER }, { "sower", SOW_TAKER_SOWER }, { NULL, 0 } };
    int w, any;
    TRY(w = spec_get_section(c, s, "capture", "while_sowing", sowing_keys, 0));
    if (w) {
        int b;
        f->while_sowing = 1;
        TRY(b = spec_read_table255(c, w, "capture.while_sowing", "counts", 0, f->sowing_counts, &any));
        if (!b)
            return spec_fail_at(c, "capture.while_sowing.counts", "while_sowing", 1, "missing field "
                           "capture.while_sowing.counts: expected the counts a seed makes to be taken, e.g. { 4 }");
        v = f->sowing_taker;
        TRY(spec_get_enum(c, w, "capture.while_sowing", "by", takers, &v));
        f->sowing_taker = (sow_taker)v;
        v = f->sowing_rows;
        TRY(spec_get_enum(c, w, "capture.while_sowing", "rows", family_rows, &v));
        f->sowing_rows = (sow_rows)v;
        TRY(spec_get_bool(c, w, "capture.while_sowing", "last", &f->sowing_last));
        lua_settop(c->L_, w - 1);
    }
    static const spec_word alongs[] = { { "move", 0 }, { "direction", 1 }, { NULL, 0 } };
    v = f->chain_along_direction;
    TRY(spec_get_enum(c, s, "capture", "chain_along", alongs, &v));
    f->chain_along_direction = v;
    TRY(spec_get_bool(c, s, "capture", "child_stops_chain", &f->child_stops_chain));
    TRY(spec_get_bool(c, s, "capture", "opponent_store", &f->take_opp_store));
    TRY(spec_get_bool(c, s, "capture", "pass_store", &f->pass_store));
    static const spec_word presows[] = {
        { "none", SOW_PRESOW_NONE }, { "singles_across", SOW_PRESOW_SINGLES_ACROSS },
        { "single_draw_across", SOW_PRESOW_SINGLE_DRAW_ACROSS }, { NULL, 0 }
    };
    v = f->before_sowing;
    TRY(spec_get_enum(c, s, "capture", "before_sowing", presows, &v));
    f->before_sowing = (sow_presow)v;
    static const spec_word chain_rows[] = { { "rows", 0 }, { "any", 1 }, { NULL, 0 } };
    v = f->chain_any_row;
    TRY(spec_get_enum(c, s, "capture", "chain_rows", chain_rows, &v));
    f->chain_any_row = v;
    TRY(spec_get_bool(c, s, "capture", "not_from_single", &f->not_from_single));
    if ((f->kind == SOW_KIND_CROSS || f->kind == SOW_KIND_PULL_ACROSS) && !had_counts)   /* any count unless told */
        for (int k = 1; k <= SOW_MAX_SEEDS; k++) r->capture[k] = 1;
    return 0;
}

/* children.pits = { south = { pits }, north = { pits } }: where each
 * player may make a child (pit numbers 0..2N-1). */
static int compile_child_pits(ctx_t *c, int s)
{
    static const char *const keys[] = { "south", "north", NULL };
    static const char *const who[] = { "south", "north" };
    lua_State *L = c->L_;
    sow_rules *r = c->out;
    int w;
    TRY(w = spec_get_section(c, s, "children", "pits", keys, 0));
    if (!w) return 0;
    for (int p = 0; p < 2; p++) {
        uint8_t at[SOW_MAX_SEEDS + 1] = {0};
        char path[PATH_LEN];
        snprintf(path, sizeof path, "children.pits.%s", who[p]);
        int ty = spec_push_field(L, w, who[p]);
        if (ty != LUA_TTABLE)
            return spec_fail_at(c, path, "pits", 1, "field %s: expected the list of pits (0..%d) where %s may "
                           "make a child, got %s", path, r->pits - 1, p ? "North" : "South", luaL_typename(L, -1));
        TRY(spec_read_counts(c, lua_gettop(L), path, 0, r->pits - 1, at));
        lua_pop(L, 1);
        r->fam.child_pits[p] = 0;
        for (int k = 0; k < r->pits; k++)
            if (at[k]) r->fam.child_pits[p] |= 1u << k;
    }
    lua_settop(L, w - 1);
    return 0;
}

/* rounds.territory (the rounds table at R): the pits change owners between
 * rounds; the refill fields of the rows' rounds do not apply beside it. */
static int compile_territory(ctx_t *c, int R)
{
    static const char *const keys[] = { "ends_under", "rounding", "mixed_row", NULL };
    static const char *const refill[] = { "fill", "blocked", "needs", "chooser_fill", NULL };
    static const spec_word roundings[] = { { "half_up", 0 }, { "down", 1 }, { "half_down", 2 }, { NULL, 0 } };
    static const spec_word mixed[] = { { "along", 0 }, { "reversed", 1 }, { NULL, 0 } };
    lua_State *L = c->L_;
    sow_family *f = &c->out->fam;
    int t;
    TRY(t = spec_get_section(c, R, "rounds", "territory", keys, 0));
    if (!t) return 0;
    f->territory = 1;
    if (spec_push_field(L, t, "ends_under") == LUA_TNIL)
        return spec_fail_at(c, "rounds.territory.ends_under", "territory", 1, "missing field "
                            "rounds.territory.ends_under: expected the seeds a player must hold at a round's end "
                            "for the match to go on, e.g. 11");
    lua_pop(L, 1);
    TRY(spec_get_int(c, t, "rounds.territory", "ends_under", 1, SOW_MAX_SEEDS, &f->territory_under));
    TRY(spec_get_enum(c, t, "rounds.territory", "rounding", roundings, &f->territory_rounding));   /* feat-q2 */
    TRY(spec_get_enum(c, t, "rounds.territory", "mixed_row", mixed, &f->territory_reversed));
    for (const char *const *k = refill; *k; k++) {
        int ty = spec_push_field(L, R, *k);
        lua_pop(L, 1);
        if (ty != LUA_TNIL)
            return spec_fail(c, "rounds.territory", "field rounds.%s: a territory round re-deals every pit; "
                             "expected no rounds.%s beside rounds.territory", *k, *k);
    }
    lua_settop(L, t - 1);
    return 0;
}

/* rounds.wins (the rounds table at R): each round a new game, so the
 * refill fields and territory do not apply beside it. */
static int compile_match_wins(ctx_t *c, int R)
{
    static const char *const refill[] = { "fill", "blocked", "needs", "territory", "chooser_fill", NULL };
    lua_State *L = c->L_;
    sow_family *f = &c->out->fam;
    int points = 0;
    TRY(spec_get_int(c, R, "rounds", "wins", 1, UINT16_MAX, &f->match_wins));
    TRY(spec_get_int(c, R, "rounds", "points", 1, UINT16_MAX, &points));   /* feat-q2 */
    if (points && f->match_wins)
        return spec_fail(c, "rounds.points", "a match counts round wins or points; expected rounds.wins or "
                         "rounds.points, not both");
    if (points) {
        f->match_wins = points;
        f->match_points = 1;
    }
    if (!f->match_wins) return 0;
    const char *field = points ? "rounds.points" : "rounds.wins";
    for (const char *const *k = refill; *k; k++) {
        int ty = spec_push_field(L, R, *k);
        lua_pop(L, 1);
        if (ty != LUA_TNIL)
            return spec_fail(c, field, "field rounds.%s: a match of round wins or points deals each round anew; "
                             "expected no rounds.%s beside %s", *k, *k, field);
    }
    return 0;
}

/* The prescribed openings and the allow rules that go with them. */
static int compile_opening(ctx_t *c, int T)
{
    sow_family *f = &c->out->fam;
    static const spec_word openings[] = {
        { "none", SOW_OPENING_NONE }, { "plain", SOW_OPENING_PLAIN }, { "last_to_opponent", SOW_OPENING_LAST_TO_OPPONENT },
        { "plus1minus1", SOW_OPENING_PLUS1MINUS1 },
        { NULL, 0 }
    };
    int v = f->opening;
    TRY(spec_get_enum(c, T, "", "opening", openings, &v));
    f->opening = (sow_opening)v;
    TRY(spec_get_int(c, T, "", "first_from_sowings", 1, 255, &f->first_from_sowings));
    TRY(spec_get_int(c, T, "", "allow_after", 0, 255, &f->allow_after));
    TRY(spec_get_bool(c, T, "", "shunned_rightmost", &f->shunned_rightmost));
    TRY(spec_get_int(c, T, "", "first_from_rightmost", 1, SOW_MAX_ROW, &f->first_from_rightmost));
    return 0;
}

/* min_seeds, singletons, extra_turn, children, rounds (the spec table at T) */
static int compile_moves_family(ctx_t *c, int T)
{
    static const char *const repeat_keys[] = { "store", "capture", "while_sowing", "capture_once", NULL };
    static const char *const child_keys[] = { "counts", "rows", "per_player", "not_last", "not_symmetric", "not_facing", "pair",
                                                 "pits", "skipped", "keep", "raid", "across",
                                                 "by_owner", NULL };
    static const char *const round_keys[] = { "fill", "blocked", "starter", "needs", "openings", "territory", "tie_starter", "wins",
                                                 "points", "chooser_fill", NULL };
    static const spec_word singles[] = {
        { "any", SOW_SINGLES_ANY }, { "when_no_other", SOW_SINGLES_WHEN_NO_OTHER }, { NULL, 0 }
    };
    static const spec_word fills[] = {
        { "left", SOW_FILL_LEFT }, { "right", SOW_FILL_RIGHT }, { "outside", SOW_FILL_OUTSIDE },
        { "loser_only", SOW_FILL_LOSER_ONLY }, { NULL, 0 }
    };
    static const spec_word starters[] = {
        { "alternate", SOW_STARTER_ALTERNATE }, { "loser", SOW_STARTER_LOSER }, { "winner", SOW_STARTER_WINNER },
        { "last_mover", SOW_STARTER_LAST_MOVER }, { NULL, 0 }
    };
    lua_State *L = c->L_;
    sow_family *f = &c->out->fam;
    int s, v, any;
    TRY(spec_get_int(c, T, "", "min_seeds", 1, SOW_MAX_SEEDS, &f->min_seeds));
    static const spec_word allows[] = {
        { "any", SOW_ALLOW_ANY }, { "reach_or_empty", SOW_ALLOW_REACH_OR_EMPTY },
        { "each_pit_first", SOW_ALLOW_EACH_PIT_FIRST }, { "single_to_empty", SOW_ALLOW_SINGLE_TO_EMPTY },
        { "occupied", SOW_ALLOW_OCCUPIED },
        { "not_facing_single", SOW_ALLOW_NOT_FACING_SINGLE }, { NULL, 0 }
    };
    v = f->allow;
    TRY(spec_get_enum(c, T, "", "allow", allows, &v));
    f->allow = (sow_allow)v;
    TRY(spec_get_bool(c, T, "", "pie", &f->pie));
    TRY(spec_get_int(c, T, "", "shunned", 0, SOW_MAX_SEEDS, &f->shunned));
    TRY(compile_positions(c, T, "", "first_from", 0, &f->first_from));
    TRY(compile_opening(c, T));
    static const spec_word froms[] = { { "own_row", 0 }, { "either_row", 1 }, { NULL, 0 } };
    v = f->either_row;
    TRY(spec_get_enum(c, T, "", "play_from", froms, &v));
    f->either_row = v;
    v = f->singletons;
    TRY(spec_get_enum(c, T, "", "singletons", singles, &v));
    f->singletons = (sow_singletons)v;
    TRY(spec_get_bool(c, T, "", "no_return", &f->no_return));

    TRY(s = spec_get_section(c, T, "", "extra_turn", repeat_keys, 0));
    if (s) {
        TRY(spec_get_bool(c, s, "extra_turn", "store", &f->repeat_store));
        TRY(spec_get_bool(c, s, "extra_turn", "capture", &f->repeat_capture));
        v = !f->repeat_not_sowing;
        TRY(spec_get_bool(c, s, "extra_turn", "while_sowing", &v));
        f->repeat_not_sowing = !v;
        TRY(spec_get_bool(c, s, "extra_turn", "capture_once", &f->repeat_once));
        lua_settop(L, s - 1);
    }
    TRY(s = spec_get_section(c, T, "", "children", child_keys, 0));
    if (s) {
        int b;
        f->children = 1;
        TRY(b = spec_read_table255(c, s, "children", "counts", 0, f->child_counts, &any));
        if (!b)
            return spec_fail_at(c, "children.counts", "children", 1, "missing field children.counts: expected "
                           "the counts that make a child, e.g. { 3 }");
        v = f->child_rows;
        TRY(spec_get_enum(c, s, "children", "rows", family_rows, &v));
        f->child_rows = (sow_rows)v;
        TRY(spec_get_int(c, s, "children", "per_player", 0, SOW_MAX_PITS, &f->child_per_player));
        TRY(spec_get_bool(c, s, "children", "not_last", &f->child_not_last));
        TRY(spec_get_bool(c, s, "children", "not_symmetric", &f->child_not_symmetric));
        TRY(spec_get_bool(c, s, "children", "not_facing", &f->child_not_facing));
        TRY(spec_get_bool(c, s, "children", "pair", &f->child_pair));
        TRY(compile_child_pits(c, s));
        static const spec_word skips[] = {
            { "none", SOW_SKIPPED_NONE }, { "by_opponent", SOW_SKIPPED_BY_OPPONENT },
            { "by_opponent_but_last", SOW_SKIPPED_BY_OPPONENT_BUT_LAST }, { NULL, 0 }
        };
        v = f->child_skipped;
        TRY(spec_get_enum(c, s, "children", "skipped", skips, &v));
        f->child_skipped = (sow_child_skipped)v;
        TRY(spec_get_bool(c, s, "children", "keep", &f->child_keep));
        TRY(spec_get_int(c, s, "children", "raid", 0, SOW_MAX_SEEDS, &f->child_raid));
        TRY(spec_get_bool(c, s, "children", "across", &f->child_across));
        TRY(spec_get_bool(c, s, "children", "by_owner", &f->child_by_owner));
        lua_settop(L, s - 1);
    }
    TRY(s = spec_get_section(c, T, "", "rounds", round_keys, 0));
    if (s) {
        f->rounds = 1;
        v = f->fill;
        TRY(spec_get_enum(c, s, "rounds", "fill", fills, &v));
        f->fill = (sow_fill)v;
        TRY(spec_get_bool(c, s, "rounds", "blocked", &f->round_blocked));
        v = f->starter;
        TRY(spec_get_enum(c, s, "rounds", "starter", starters, &v));
        f->starter = (sow_round_starter)v;
        TRY(spec_get_int(c, s, "rounds", "needs", 1, SOW_MAX_ROW, &f->round_needs));
        static const spec_word openings[] = { { "game", 0 }, { "round", 1 }, { NULL, 0 } };
        v = f->openings_per_round;
        TRY(spec_get_enum(c, s, "rounds", "openings", openings, &v));
        f->openings_per_round = v;
        static const spec_word ties[] = {
            { "other", SOW_TIE_OTHER }, { "last_mover", SOW_TIE_LAST_MOVER }, { "not_last_mover", SOW_TIE_NOT_LAST_MOVER },
            { NULL, 0 }
        };
        v = f->tie_starter;
        TRY(spec_get_enum(c, s, "rounds", "tie_starter", ties, &v));
        f->tie_starter = (sow_tie_starter)v;
        static const spec_word chooser_fills[] = {
            { "left", SOW_FILL_LEFT + 1 }, { "right", SOW_FILL_RIGHT + 1 }, { "outside", SOW_FILL_OUTSIDE + 1 },
            { NULL, 0 }
        };
        TRY(spec_get_enum(c, s, "rounds", "chooser_fill", chooser_fills, &f->chooser_fill));
        TRY(compile_territory(c, s));
        TRY(compile_match_wins(c, s));
        lua_settop(L, s - 1);
    }
    return 0;
}

/* ids[k] (key index ki, -1 unknown) with its value on the top is wrong: the error. */
static int bad_ids_entry(ctx_t *c, const char *k, int ki)
{
    lua_State *L = c->L_;
    char path[PATH_LEN];
    snprintf(path, sizeof path, "ids[\"%.80s\"]", k);
    if (ki < 0)
        return spec_fail_at(c, path, k, 0, "unknown field path \"%.80s\"; expected "
                       "a section or field such as board, setup, sow.relay, "
                       "capture.chain, finish.endless (see docs/spec-format.md)", k);
    if (lua_type(L, -1) != LUA_TSTRING || spec_rawlen(L, -1) >= SOW_NAME_LEN)
        return spec_fail_at(c, path, k, 0, "field %s: expected a string of rule ids "
                       "(at most %d characters), got %s", path, SOW_NAME_LEN - 1,
                       lua_type(L, -1) == LUA_TSTRING ? "a longer one"
                                                      : luaL_typename(L, -1));
    return spec_fail_at(c, path, k, 0, "field %s: expected printable text (no control characters)", path);
}

int spec_compile_fields(ctx_t *c, int T)
{
    static const char *const top_keys[] = {
        "name", "board", "setup", "first", "chooser", "sow", "start", "min_seeds", "singletons", "allow", "play_from", "pie", "first_from", "shunned", "capture",
        "no_return", "opening", "first_from_sowings", "allow_after", "shunned_rightmost",
        "extra_turn", "children", "rounds", "feed", "empty_row", "finish", "limits", "ids",
        "first_from_rightmost", NULL
    };
    static const char *const board_keys[] = { "row", "track", NULL };
    static const char *const sow_keys[] = {
        "direction", "origin", "relay", "max_laps", "max_laps_rest", "stores", "first_seed", "relay_from",
        "either_way", "against", "relay_turns", "first_chooses", "skip_opponent", "by_parity",
        "opponent_takes", "close", "max_seeds", "relay_stops", "relay_rows", "bear_off", "relay_needs_opponent",
        "relay_store", NULL
    };
    static const char *const capture_keys[] = {
        "counts", "rows", "chain", "extent", "test", "opposite", "grand_slam", "kind", "take_sown", "max_pits",
        "cross_rows", "while_sowing", "after", "two_out_last", "needs_child", "cross_sown", "take_also",
        "chain_along", "child_stops_chain", "opponent_store", "each_lap", "before_sowing", "chain_rows",
        "not_from_single", "next_tests", "each_lap_sows", "pass_store", NULL
    };
    static const char *const feed_keys[] = { "rule", "unable", NULL };
    static const char *const finish_keys[] = {
        "board_empty", "threshold", "at_threshold", "win_needs", "endless", "lone_seed", "no_moves",
        "either_row_empty", "all_singletons", "goal", "few_left", "mover_row_empty", "opponent_row_empty", "few_left_to",
        "no_move_loses", NULL
    };
    static const char *const endless_keys[] = { "detect", "plies", "rest", NULL };
    static const char *const limits_keys[] = { "plies", "laps", "rounds", NULL };
    static const spec_word firsts[] = {
        { "south", SOW_FIRST_SOUTH }, { "north", SOW_FIRST_NORTH }, { "random", SOW_FIRST_RANDOM },
        { "alternate", SOW_FIRST_ALTERNATE }, { "ritual_other", SOW_FIRST_RITUAL_OTHER },
        { "ritual_chooser", SOW_FIRST_RITUAL_CHOOSER }, { NULL, 0 }
    };
    static const spec_word choosers[] = {
        { "captures", SOW_CHOOSE_CAPTURES }, { "result", SOW_CHOOSE_RESULT }, { "blind", SOW_CHOOSE_BLIND },
        { NULL, 0 }
    };
    static const spec_word dirs[] = { { "ccw", SOW_CCW }, { "cw", SOW_CW }, { NULL, 0 } };
    static const spec_word tracks[] = { { "circle", SOW_TRACK_CIRCLE }, { "own_rows", SOW_TRACK_OWN_ROWS }, { "zigzag", SOW_TRACK_ZIGZAG }, { NULL, 0 } };
    static const spec_word origins[] = {
        { "sow", SOW_ORIGIN_SOW }, { "skip", SOW_ORIGIN_SKIP }, { NULL, 0 }
    };
    static const spec_word starts[] = {
        { "any", SOW_START_ANY }, { "leftmost", SOW_START_LEFTMOST },
        { "rightmost", SOW_START_RIGHTMOST }, { "first_only", SOW_START_FIRST_ONLY }, { NULL, 0 }
    };
    static const spec_word rows[] = {
        { "any", SOW_ROWS_ANY }, { "own", SOW_ROWS_OWN }, { "opponent", SOW_ROWS_OPPONENT },
        { NULL, 0 }
    };
    static const spec_word chains[] = {
        { "none", SOW_CHAIN_NONE }, { "preceding", SOW_CHAIN_PRECEDING },
        { "following", SOW_CHAIN_FOLLOWING }, { NULL, 0 }
    };
    static const spec_word extents[] = {
        { "track", SOW_EXTENT_TRACK }, { "row", SOW_EXTENT_ROW }, { NULL, 0 }
    };
    static const spec_word tests[] = {
        { "sequential", SOW_TEST_SEQUENTIAL }, { "snapshot", SOW_TEST_SNAPSHOT }, { NULL, 0 }
    };
    static const spec_word slams[] = {
        { "allowed", SOW_SLAM_ALLOWED }, { "forfeit", SOW_SLAM_FORFEIT }, { "illegal", SOW_SLAM_ILLEGAL },
        { "illegal_unless_only", SOW_SLAM_ILLEGAL_UNLESS_ONLY }, { "leave_left", SOW_SLAM_LEAVE_LEFT },
        { "leave_right", SOW_SLAM_LEAVE_RIGHT }, { "extra_turn", SOW_SLAM_EXTRA_TURN },
        { "opponent_takes_row", SOW_SLAM_OPPONENT_TAKES_ROW }, { NULL, 0 }
    };
    static const spec_word feeds[] = {
        { "none", SOW_FEED_NONE }, { "reach", SOW_FEED_REACH }, { "leave", SOW_FEED_LEAVE },
        { NULL, 0 }
    };
    static const spec_word unables[] = {
        { "starved_takes", SOW_REST_OPPONENT }, { "feeder_takes", SOW_REST_TO_MOVE },
        { "nobody", SOW_REST_NOBODY }, { "divided_tie_north", SOW_REST_DIVIDED_TIE_NORTH }, { NULL, 0 }
    };
    static const spec_word empties[] = {
        { "pass", 0 }, { "starved_takes", 1 }, { "last_mover_takes", 2 }, { "unclaimed", 3 },
        { "owners_take", 4 }, { "divided", 5 }, { "divided_tie_north", 6 }, { NULL, 0 }
    };
    static const spec_word stops[] = { { "play_on", 0 }, { "stop", 1 }, { NULL, 0 } };
    static const spec_word detects[] = {
        { "proven", SOW_DETECT_PROVEN }, { "plies", SOW_DETECT_PLIES }, { NULL, 0 }
    };
    static const spec_word rests[] = {
        { "gap", SOW_REST_GAP }, { "split", SOW_REST_SPLIT }, { "unclaimed", SOW_REST_NOBODY },
        { "owner", SOW_REST_OWNER }, { "divided", SOW_REST_DIVIDED },
        { "divided_tie_north", SOW_REST_DIVIDED_TIE_NORTH }, { NULL, 0 }
    };
    static const spec_word lones[] = {
        { "gap", SOW_REST_GAP }, { "owner", SOW_REST_OWNER }, { "unclaimed", SOW_REST_NOBODY },
        { "last_mover", SOW_REST_LAST_MOVER }, { NULL, 0 }
    };
    /* sow.max_laps ends the game by a rule, so its seeds go to somebody or to
     * nobody: never a gap (the relay itself is what the rule settles) */
    static const spec_word cap_rests[] = {
        { "split", SOW_REST_SPLIT }, { "unclaimed", SOW_REST_NOBODY }, { "owner", SOW_REST_OWNER },
        { NULL, 0 }
    };
    lua_State *L = c->L_;
    sow_rules *r = c->out;
    int s, v, b, any;

    TRY(spec_check_keys(c, T, "", top_keys, 1));

    /* name */
    int ty = spec_push_field(L, T, "name");
    if (ty == LUA_TNIL)
        return spec_fail_at(c, "name", NULL, 0, "missing field name: expected a string (the game's name)");
    if (ty != LUA_TSTRING || spec_rawlen(L, -1) == 0 || spec_rawlen(L, -1) >= SOW_NAME_LEN)
        return spec_fail(c, "name", "field name: expected a string of 1..%d characters, got %s",
                    SOW_NAME_LEN - 1, ty == LUA_TSTRING ? "a longer or empty one"
                                                         : luaL_typename(L, -1));
    if (spec_has_control(lua_tostring(L, -1)))
        return spec_fail(c, "name", "field name: expected printable text (no control characters)");
    copy_text(r->name, sizeof r->name, lua_tostring(L, -1));
    lua_pop(L, 1);

    /* board */
    TRY(s = spec_get_section(c, T, "", "board", board_keys, 1));
    TRY(b = spec_get_int(c, s, "board", "row", 1, SOW_MAX_ROW, &r->row));
    if (!b)
        return spec_fail_at(c, "board.row", "board", 1, "missing field board.row: expected an "
                       "integer 1..%d (pits per row)", SOW_MAX_ROW);
    r->pits = 2 * r->row;
    v = r->fam.track;
    TRY(spec_get_enum(c, s, "board", "track", tracks, &v));
    r->fam.track = (sow_track)v;
    lua_settop(L, s - 1);

    TRY(compile_setup(c, T));

    v = r->first;
    TRY(spec_get_enum(c, T, "", "first", firsts, &v));
    r->first = (sow_first)v;
    v = r->chooser;
    TRY(spec_get_enum(c, T, "", "chooser", choosers, &v));
    r->chooser = (sow_chooser)v;

    /* sow */
    TRY(s = spec_get_section(c, T, "", "sow", sow_keys, 0));
    if (s) {
        v = r->direction;
        TRY(spec_get_enum(c, s, "sow", "direction", dirs, &v));
        r->direction = (sow_direction)v;
        v = r->origin;
        TRY(spec_get_enum(c, s, "sow", "origin", origins, &v));
        r->origin = (sow_origin)v;
        TRY(b = spec_read_table255(c, s, "sow", "relay", 1, r->relay, &any));
        if (b)
            r->relay_on = any;
        TRY(spec_get_int(c, s, "sow", "max_laps", 0, INT_MAX, &r->lap_cap));
        TRY(compile_sow_family(c, s));
        v = r->lap_cap_rest;
        TRY(spec_get_enum(c, s, "sow", "max_laps_rest", cap_rests, &v));
        r->lap_cap_rest = (sow_rest)v;
        lua_settop(L, s - 1);
    }

    v = r->start;
    TRY(spec_get_enum(c, T, "", "start", starts, &v));
    r->start = (sow_start)v;

    /* capture */
    TRY(s = spec_get_section(c, T, "", "capture", capture_keys, 0));
    if (s) {
        TRY(b = spec_read_table255(c, s, "capture", "counts", 0, r->capture, &any));
        TRY(compile_capture_family(c, s, b));
        v = r->capture_rows;
        TRY(spec_get_enum(c, s, "capture", "rows", rows, &v));
        r->capture_rows = (sow_rows)v;
        v = r->chain;
        TRY(spec_get_enum(c, s, "capture", "chain", chains, &v));
        r->chain = (sow_chain)v;
        v = r->chain_extent;
        TRY(spec_get_enum(c, s, "capture", "extent", extents, &v));
        r->chain_extent = (sow_extent)v;
        v = r->chain_test;
        TRY(spec_get_enum(c, s, "capture", "test", tests, &v));
        r->chain_test = (sow_chain_test)v;
        TRY(spec_get_bool(c, s, "capture", "opposite", &r->opposite));
        v = r->grand_slam;
        TRY(spec_get_enum(c, s, "capture", "grand_slam", slams, &v));
        r->grand_slam = (sow_slam)v;
        lua_settop(L, s - 1);
    }

    TRY(compile_moves_family(c, T));

    /* feed */
    TRY(s = spec_get_section(c, T, "", "feed", feed_keys, 0));
    if (s) {
        v = r->feed;
        TRY(spec_get_enum(c, s, "feed", "rule", feeds, &v));
        r->feed = (sow_feed)v;
        v = r->feed_unable;
        TRY(spec_get_enum(c, s, "feed", "unable", unables, &v));
        r->feed_unable = (sow_rest)v;
        lua_settop(L, s - 1);
    }

    /* empty_row */
    TRY(b = spec_get_enum(c, T, "", "empty_row", empties, &v));
    if (b) {
        r->empty_row = v == 0 ? SOW_EMPTY_PASS : SOW_EMPTY_END;
        if (v == 1)
            r->empty_row_rest = SOW_REST_TO_MOVE;
        else if (v == 2)
            r->empty_row_rest = SOW_REST_LAST_MOVER;
        else if (v == 3)
            r->empty_row_rest = SOW_REST_NOBODY;
        else if (v == 4)
            r->empty_row_rest = SOW_REST_OWNER;
        else if (v == 5)
            r->empty_row_rest = SOW_REST_DIVIDED;
        else if (v == 6)
            r->empty_row_rest = SOW_REST_DIVIDED_TIE_NORTH;
    }

    /* finish */
    TRY(s = spec_get_section(c, T, "", "finish", finish_keys, 0));
    if (s) {
        TRY(spec_get_bool(c, s, "finish", "board_empty", &r->end_board_empty));
        TRY(spec_get_count(c, s, "finish", "threshold", &r->threshold));
        TRY(b = spec_get_enum(c, s, "finish", "at_threshold", stops, &v));
        if (b)
            r->threshold_stop = v;
        TRY(spec_get_count(c, s, "finish", "win_needs", &r->win_needs));
        int e;
        TRY(e = spec_get_section(c, s, "finish", "endless", endless_keys, 0));
        if (e) {
            v = r->endless_detect;
            TRY(spec_get_enum(c, e, "finish.endless", "detect", detects, &v));
            r->endless_detect = (sow_detect)v;
            TRY(spec_get_int(c, e, "finish.endless", "plies", 1, INT_MAX, &r->endless_plies));
            v = r->endless_rest;
            TRY(spec_get_enum(c, e, "finish.endless", "rest", rests, &v));
            r->endless_rest = (sow_rest)v;
            lua_settop(L, e - 1);
        }
        TRY(b = spec_get_enum(c, s, "finish", "lone_seed", lones, &v));
        if (b) {
            r->lone_seed_set = 1;
            r->lone_seed_rest = (sow_rest)v;
        }
        v = r->fam.no_moves_rest;
        TRY(spec_get_enum(c, s, "finish", "no_moves", rests, &v));
        r->fam.no_moves_rest = (sow_rest)v;
        static const spec_word row_rests[] = {
            { "owner", SOW_REST_OWNER }, { "unclaimed", SOW_REST_NOBODY }, { "split", SOW_REST_SPLIT },
            { "last_mover", SOW_REST_LAST_MOVER }, { "divided", SOW_REST_DIVIDED },
            { "divided_tie_north", SOW_REST_DIVIDED_TIE_NORTH }, { NULL, 0 }
        };
        v = r->fam.mover_row_rest;
        TRY(b = spec_get_enum(c, s, "finish", "mover_row_empty", row_rests, &v));
        if (b) {
            r->fam.mover_row_end = 1;
            r->fam.mover_row_rest = (sow_rest)v;
        }
        v = r->fam.opponent_row_rest;
        TRY(b = spec_get_enum(c, s, "finish", "opponent_row_empty", row_rests, &v));
        if (b) {
            r->fam.opponent_row_end = 1;
            r->fam.opponent_row_rest = (sow_rest)v;
        }
        v = r->fam.either_row_rest;
        TRY(b = spec_get_enum(c, s, "finish", "either_row_empty", row_rests, &v));
        if (b) {
            r->fam.either_row_empty = 1;
            r->fam.either_row_rest = (sow_rest)v;
        }
        static const spec_word goals[] = {
            { "most", SOW_GOAL_MOST }, { "deprive", SOW_GOAL_DEPRIVE }, { "clear", SOW_GOAL_CLEAR },
            { "immobilize", SOW_GOAL_IMMOBILIZE }, { NULL, 0 }
        };
        v = r->fam.goal;
        TRY(spec_get_enum(c, s, "finish", "goal", goals, &v));
        r->fam.goal = (sow_goal)v;
        TRY(spec_get_int(c, s, "finish", "few_left", 0, SOW_MAX_SEEDS, &r->fam.few_left));
        static const spec_word few_takers[] = { { "mover", 0 }, { "starter", 1 }, { NULL, 0 } };
        TRY(spec_get_enum(c, s, "finish", "few_left_to", few_takers, &r->fam.few_left_starter));
        TRY(spec_get_bool(c, s, "finish", "no_move_loses", &r->fam.no_move_loses));
        v = r->fam.singles_rest;
        TRY(b = spec_get_enum(c, s, "finish", "all_singletons", row_rests, &v));
        if (b) {
            r->fam.singles_end = 1;
            r->fam.singles_rest = (sow_rest)v;
        }
        lua_settop(L, s - 1);
    }

    /* limits */
    TRY(s = spec_get_section(c, T, "", "limits", limits_keys, 0));
    if (s) {
        TRY(spec_get_int(c, s, "limits", "plies", 1, INT_MAX, &r->max_plies));
        TRY(spec_get_int(c, s, "limits", "laps", 1, INT_MAX, &r->max_laps));
        TRY(spec_get_int(c, s, "limits", "rounds", 1, 65535, &r->fam.max_rounds));
        lua_settop(L, s - 1);
    }

    /* ids: stored in the order of known_ids, so output is deterministic */
    ty = spec_push_field(L, T, "ids");
    if (ty != LUA_TNIL) {
        int it = lua_gettop(L);
        if (ty != LUA_TTABLE)
            return spec_fail(c, "ids", "field ids: expected a table { [\"field.path\"] = \"rule ids\" }, "
                        "got %s", luaL_typename(L, it));
        const char *found[sizeof known_ids / sizeof known_ids[0]] = { 0 };
        lua_pushnil(L);
        while (lua_next(L, it)) {
            if (lua_type(L, -2) != LUA_TSTRING) {
                char got[64];
                spec_describe(L, -2, got, sizeof got);
                return spec_fail_at(c, "ids", "ids", 1, "field ids: unexpected key [%s]; expected "
                               "[\"field.path\"] = \"rule ids\"", got);
            }
            const char *k = lua_tostring(L, -2);
            int ki = -1;
            for (int i = 0; known_ids[i]; i++)
                if (strcmp(known_ids[i], k) == 0)
                    ki = i;
            if (ki < 0 || lua_type(L, -1) != LUA_TSTRING || spec_rawlen(L, -1) >= SOW_NAME_LEN ||
                spec_has_control(lua_tostring(L, -1)))
                return bad_ids_entry(c, k, ki);
            found[ki] = lua_tostring(L, -1);   /* anchored in the ids table */
            lua_pop(L, 1);
        }
        r->nids = 0;
        for (int i = 0; known_ids[i]; i++) {
            if (!found[i] || r->nids >= SOW_MAX_IDS)
                continue;
            copy_text(r->ids[r->nids].path, sizeof r->ids[r->nids].path, known_ids[i]);
            copy_text(r->ids[r->nids].ids, sizeof r->ids[r->nids].ids, found[i]);
            r->nids++;
        }
        lua_settop(L, it - 1);
    }
    return 0;
}

/* The first line where two descriptions of rules differ, into buf. */
