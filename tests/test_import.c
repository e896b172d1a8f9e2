/* test_import.c - `sow import mancalagames` (engine/tools/import_mg.c): the
 * hand-written configs of tests/import/ convert to the expected spec fields,
 * each converted spec loads, and every error path (a value outside
 * MancalaGames' enums, a feature sow does not have, bad JSON, a missing
 * parameter, an unknown parameter, too many seeds) names the file, the
 * parameter and the value. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "support.h"

#define CONFIGS SOW_SOURCE_DIR "/tests/import"

/* The spec converted from tests/import/NAME (malloc'd); fails the test on an error. */
static char *convert(const char *name)
{
    char path[1024], game[SOW_NAME_LEN], *lua = NULL;
    sow_error err;
    snprintf(path, sizeof path, "%s/%s", CONFIGS, name);
    int rc = sow_import_mg_file(path, &lua, game, &err);
    ck_assert_msg(rc == 0, "%s: %s: %s", name, err.file, err.msg);
    return lua;
}

/* The error converting tests/import/NAME; fails the test if it converts. */
static sow_error refuse(const char *name)
{
    char path[1024], game[SOW_NAME_LEN], *lua = NULL;
    sow_error err;
    snprintf(path, sizeof path, "%s/%s", CONFIGS, name);
    int rc = sow_import_mg_file(path, &lua, game, &err);
    ck_assert_msg(rc < 0, "%s converted; expected an error", name);
    ck_assert_msg(strstr(err.file, name) != NULL, "%s: the error names '%s', not the config", name, err.file);
    return err;
}

/* The spec goes to stderr when a check fails (too long for Check's message). */
#define has(lua, text) do { if (!strstr((lua), (text))) fputs((lua), stderr); \
        ck_assert_msg(strstr((lua), (text)) != NULL, "no '%s' in the spec (on stderr)", (text)); } while (0)
#define lacks(lua, text) do { if (strstr((lua), (text))) fputs((lua), stderr); \
        ck_assert_msg(strstr((lua), (text)) == NULL, "'%s' in the spec (on stderr)", (text)); } while (0)

/* Writes lua into a fresh directory, loaded first, and loads it again. */
static void loads(const char *lua, sow_rules *r)
{
    char dir[] = "/tmp/sow-import-XXXXXX", path[64];
    sow_error err;
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/spec.lua", dir);
    ck_assert_msg(sow_import_write(path, lua, 1, &err) == 0, "%s: %s: %s", err.file, err.field, err.msg);
    ck_assert_msg(try_load(path, NULL, r, &err) == 0, "%s: %s: %s", err.file, err.field, err.msg);
    unlink(path);
    rmdir(dir);
}

START_TEST(test_cross_stores)
{
    char *lua = convert("kalah_like.txt");
    has(lua, "tests/import/kalah_like.txt");           /* the header names the config and the game */
    has(lua, "MancalaGames game \"Test Kalah\"");
    has(lua, "name = \"Test Kalah\",");
    has(lua, "row = 6,  -- holes = 6");
    has(lua, "total = 48,");
    has(lua, "first = \"alternate\",");
    has(lua, "kind = \"cross\",  -- crosscapt = 1 (ONE_ZEROS)");
    has(lua, "rows = \"own\",  -- capt_side = 1 (OPP_SIDE)");  /* the pit taken is the opponent's */
    has(lua, "take_sown = \"with_capture\",  -- xcpickown = 1 (PICK_ON_CAPT)");
    has(lua, "stores = \"own\",  -- sow_stores = 1 (OWN)");
    has(lua, "store = true,  -- sow_stores = 1 (OWN)");
    has(lua, "empty_row = \"owners_take\",");
    has(lua, "threshold = \"majority\",");
    has(lua, "at_threshold = \"stop\",");
    has(lua, "--   quitter = 4 (DIVVIED, default) -> no sow field");   /* every parameter is named */
    lacks(lua, "Other");                                 /* variants are not imported */
    lacks(lua, "hand-written test config");              /* nor the text section */
    sow_rules r;
    loads(lua, &r);
    ck_assert_int_eq(r.row, 6);
    ck_assert_int_eq(r.total, 48);
    free(lua);
}
END_TEST

START_TEST(test_counts_chain_relay)
{
    char *lua = convert("chain_relay.txt");
    has(lua, "counts = { 2, 4 },  -- capt_on = [2, 4]");
    has(lua, "chain = \"preceding\",  -- multicapt = -1; capt_dir = 0 (OPP_SOW, default)");
    lacks(lua, "max_pits = ");
    has(lua, "relay = function(c) return c >= 2 end,  -- mlaps = 1 (LAPPER)");
    has(lua, "direction = \"cw\",  -- sow_direct = -1 (CW)");
    has(lua, "grand_slam = \"illegal\",  -- grandslam = 1 (NOT_LEGAL)");
    has(lua, "no_moves = \"unclaimed\",  -- unclaimed = 1 (DONT_SCORE); mustpass = true");
    lacks(lua, "empty_row = ");                            /* pass: the default */
    has(lua, "total = 70,");
    sow_rules r;
    loads(lua, &r);
    free(lua);
}
END_TEST

START_TEST(test_evens_rounds_feed)
{
    char *lua = convert("evens_rounds.txt");
    has(lua, "counts = function(c) return c >= 1 and c % 2 == 0 and c <= 6 end,");
    has(lua, "rows = \"own\",  -- capt_side = 2 (OWN_SIDE)");
    has(lua, "chain = \"following\",  -- multicapt = 3; capt_dir = 1 (SOW)");
    has(lua, "max_pits = 3,");
    has(lua, "opposite = true,  -- pickextra = 6 (PICKCROSSMULT)");
    has(lua, "rounds = {  -- rounds = 2 (NO_MOVES)");
    has(lua, "fill = \"right\",  -- round_fill = 2 (RIGHT_FILL)");
    has(lua, "starter = \"last_mover\",  -- round_starter = 3 (LAST_MOVER)");
    has(lua, "needs = 2,  -- goal_param = 2");
    lacks(lua, "blocked = ");                               /* true: the default */
    lacks(lua, "threshold = ");                            /* a NO_MOVES round ends only when a player cannot move */
    has(lua, "rule = \"reach\",  -- mustshare = true");
    has(lua, "empty_row = \"starved_takes\",");
    has(lua, "min_seeds = 2,  -- min_move = 2");
    sow_rules r;
    loads(lua, &r);
    free(lua);
}
END_TEST

START_TEST(test_children_layout)
{
    char *lua = convert("children.txt");
    has(lua, "counts = { 3 },  -- child_type = 3 (ONE_CHILD); child_cvt = 3");
    has(lua, "per_player = 1,");
    has(lua, "not_last = true,  -- child_locs = 8 (NOT_SYM_OPP); child_rule = 1 (OPP_SIDE_ONLY)");
    has(lua, "not_symmetric = true,");
    has(lua, "first_seed = \"origin_unless_single\",  -- sow_start = true; move_one = true");
    has(lua, "deal = \"layout\",  -- start_pattern = 8 (RIGHTMOST_PLUS_ONE)");
    has(lua, "layout = { 9, 9, 9, 9, 9, 9, 9, 9, 10, 9, 9, 9, 9, 9, 9, 9, 9, 10 },");
    sow_rules r;
    loads(lua, &r);
    ck_assert_int_eq(r.total, 164);
    free(lua);
}
END_TEST

START_TEST(test_errors)
{
    sow_error e = refuse("territory.txt");
    ck_assert_str_eq(e.field, "goal");
    ck_assert_str_eq(e.msg, "parameter goal = 2 (TERRITORY): sow has no territory goal (only the most seeds, MAX_SEEDS)");
    e = refuse("bad_value.txt");
    ck_assert_str_eq(e.field, "sow_rule");
    ck_assert_str_eq(e.msg, "parameter sow_rule = 99: unknown value (not in MancalaGames' enum in src/game_info.py)");
    e = refuse("bad_json.txt");
    ck_assert_msg(!strncmp(e.msg, "bad JSON at line 3, column", 26), "got '%s'", e.msg);
    e = refuse("missing_holes.txt");
    ck_assert_str_eq(e.field, "holes");
    ck_assert_str_eq(e.msg, "missing parameter game_constants.holes");
    e = refuse("unknown_param.txt");
    ck_assert_str_eq(e.msg, "unknown parameter game_info.frobnicate (not a field of MancalaGames' GameInfo)");
    e = refuse("too_many_seeds.txt");
    ck_assert_str_eq(e.msg, "parameter nbr_start = 13: 260 seeds in all; sow holds at most 255");
}
END_TEST

/* A spec that does not load is not written, and nothing is left beside it. */
START_TEST(test_write_whole)
{
    char dir[] = "/tmp/sow-import-XXXXXX", path[64];
    sow_error err;
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/bad.lua", dir);
    ck_assert_int_eq(sow_import_write(path, "return { name = 1 }\n", 1, &err), -1);
    ck_assert_msg(strstr(err.msg, "the spec written does not load") != NULL, "got '%s'", err.msg);
    ck_assert_int_ne(access(path, F_OK), 0);
    ck_assert_int_eq(rmdir(dir), 0);                     /* empty: no temporary file left */
}
END_TEST

int main(void)
{
    Suite *s = suite_create("import");
    TCase *tc = tcase_create("mancalagames");
    tcase_add_test(tc, test_cross_stores);
    tcase_add_test(tc, test_counts_chain_relay);
    tcase_add_test(tc, test_evens_rounds_feed);
    tcase_add_test(tc, test_children_layout);
    tcase_add_test(tc, test_errors);
    tcase_add_test(tc, test_write_whole);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
