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
    ck_assert_str_eq(e.msg, "parameter goal = 2 (TERRITORY): MancalaGames' territory goal needs rounds");
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

START_TEST(test_split_udir)
{
    char *lua = convert("split_udir.txt");
    /* SplitDir: the left half of a row of 5 (holes 0, 1) sows clockwise, the middle hole 2 is a udir hole */
    has(lua, "against = { 1, 2 },  -- sow_direct = 0 (SPLIT); holes = 5");
    has(lua, "either_way = { 3 },  -- udir_holes = [2]");
    has(lua, "chain = \"preceding\",");        /* CaptOppDir against the move's own direction */
    lacks(lua, "direction = ");                 /* ccw: the default */
    sow_rules r;
    loads(lua, &r);
    free(lua);
    lua = convert("udir_all.txt");
    has(lua, "either_way = true,  -- udir_holes = [3, 0, 1, 2]");
    has(lua, "every hole is a udir hole: the mover chooses, sow_direct is not used");
    lacks(lua, "direction = \"cw\"");
    has(lua, "chain = \"following\",  -- multicapt = -1; capt_dir = 1 (SOW)");
    loads(lua, &r);
    free(lua);
}
END_TEST

START_TEST(test_sowing_captures_after)
{
    char *lua = convert("sow_capt.txt");
    has(lua, "while_sowing = { counts = { 4 }, by = \"owner\", rows = \"own\" },  -- sow_rule = 3 (OWN_SOW_CAPT_ALL); mlaps = 1 (LAPPER)");
    has(lua, "relay = function(c) return c >= 2 end,");
    has(lua, "counts = { 4 },  -- capt_on = [4]");
    sow_rules r;
    loads(lua, &r);
    free(lua);
    lua = convert("opp_empty.txt");
    has(lua, "allow = \"reach_or_empty\",  -- allow_rule = 1 (OPP_OR_EMPTY)");
    has(lua, "after = 2,  -- nocaptmoves = 2");
    has(lua, "kind = \"cross\",");
    loads(lua, &r);
    free(lua);
}
END_TEST

START_TEST(test_sides_two_out_facing)
{
    char *lua = convert("sides_two_out.txt");
    has(lua, "play_from = \"either_row\",  -- no_sides = true");
    has(lua, "kind = \"two_out\",");
    has(lua, "one pit is taken");
    lacks(lua, "chain = ");                     /* none: without laps MancalaGames' two-out chain stops at once */
    sow_rules r;
    loads(lua, &r);
    free(lua);
    lua = convert("not_facing.txt");
    has(lua, "not_facing = true,  -- child_locs = 9 (NOT_FACING)");
    has(lua, "rows = \"own\",  -- child_rule = 2 (OWN_SIDE_ONLY)");
    loads(lua, &r);
    free(lua);
}
END_TEST

/* The error converting the config text json (named "inline.txt"). */
static sow_error refuse_text(const char *json)
{
    char game[SOW_NAME_LEN], *lua = NULL;
    sow_error err;
    int rc = sow_import_mg("inline.txt", json, strlen(json), &lua, game, &err);
    ck_assert_msg(rc < 0, "converted; expected an error:\n%s", json);
    ck_assert_str_eq(err.file, "inline.txt");
    return err;
}

/* The spec converted from the config text json (malloc'd). */
static char *convert_text(const char *json)
{
    char game[SOW_NAME_LEN], *lua = NULL;
    sow_error err;
    int rc = sow_import_mg("inline.txt", json, strlen(json), &lua, game, &err);
    ck_assert_msg(rc == 0, "%s: %s", err.file, err.msg);
    return lua;
}

#define CONFIG(info) "{ \"game_constants\": { \"holes\": 6, \"nbr_start\": 4 }, \"game_info\": { " info " } }"
#define refused(info, fld, start) do { sow_error e_ = refuse_text(CONFIG(info)); \
        ck_assert_str_eq(e_.field, fld); \
        ck_assert_msg(!strncmp(e_.msg, start, strlen(start)), "%s: got '%s'", info, e_.msg); } while (0)

/* What MancalaGames' code does differently from the sow field of the same
 * name is refused, naming the parameter and why. */
START_TEST(test_refused_differences)
{
    refused("\"sow_direct\": 0", "sow_direct", "parameter sow_direct = 0 (SPLIT): MancalaGames forbids sowing a single seed");
    sow_error e = refuse_text("{ \"game_constants\": { \"holes\": 5, \"nbr_start\": 4 }, \"game_info\": "
                              "{ \"sow_direct\": 0, \"min_move\": 2, \"udir_holes\": [1] } }");
    ck_assert_str_eq(e.msg, "parameter sow_direct = 0 (SPLIT): MancalaGames splits an odd row only around a udir "
                            "middle hole (udir_holes lacks 2)");
    refused("\"sow_direct\": 2, \"rounds\": 2", "sow_direct",
            "parameter sow_direct = 2 (PLAYALTDIR): MancalaGames lets the first mover of every round choose again");
    refused("\"sow_direct\": 2, \"mustshare\": true", "sow_direct", "parameter sow_direct = 2 (PLAYALTDIR): MancalaGames' MustShareUdir");
    refused("\"sow_direct\": 4", "sow_direct", "parameter sow_direct = 4 (TOCENTER): sow sows every move one way");
    refused("\"allow_rule\": 1, \"rounds\": 2, \"blocks\": true", "allow_rule", "parameter allow_rule = 1 (OPP_OR_EMPTY): with blocked pits");
    refused("\"mlaps\": 1, \"capt_type\": 2, \"capt_dir\": 1", "mlaps", "parameter mlaps = 1 (LAPPER): with LAPPER the stored versions");
    refused("\"crosscapt\": 1, \"multicapt\": -1", "capt_dir", "parameter capt_dir = 0 (OPP_SOW, default): whether MancalaGames' cross-capture chain");
    refused("\"child_type\": 1, \"child_cvt\": 3, \"sow_rule\": 9, \"sow_stores\": 1, \"stores\": true", "sow_rule",
            "parameter sow_rule = 9 (NO_OPP_CHILD): MancalaGames' SowSkipOppChild sowers sow no store");
    refused("\"child_type\": 5, \"child_cvt\": 4, \"sow_rule\": 9, \"stores\": true", "sow_rule",
            "parameter sow_rule = 9 (NO_OPP_CHILD): a bull pairs the last hole with the one before it");
    refused("\"child_type\": 4, \"child_cvt\": 4, \"stores\": true, \"capt_on\": [2]", "child_type",
            "parameter child_type = 4 (WEG): sow maps weg games with no other capture");
    refused("\"child_type\": 4, \"child_cvt\": 4", "stores",
            "parameter stores = false (default): without stores MancalaGames' weg game's captures go to a store");
    refused("\"child_type\": 4, \"child_cvt\": 4, \"stores\": true, \"rounds\": 2", "rounds",
            "parameter rounds = 2 (NO_MOVES): sow's children that keep their seeds are played with the seed-count ends only");
    refused("\"child_type\": 6, \"child_cvt\": 3", "stores",
            "parameter stores = false (default): without stores MancalaGames' qur game's captures go to a store");
    refused("\"child_type\": 6, \"child_cvt\": 3, \"stores\": true, \"grandslam\": 2", "grandslam",
            "parameter grandslam = 2 (NO_CAPT): sow's children that keep their seeds are played without picks");
    refused("\"child_type\": 7, \"stores\": true", "child_type",
            "parameter child_type = 7 (RAM): MakeRam makes and clears rams by make_child's RAM test");
    refused("\"child_type\": 1, \"child_cvt\": 3, \"capt_on\": [2]", "stores",
            "parameter stores = false (default): without stores MancalaGames moves the seeds");
    refused("\"child_type\": 5, \"child_cvt\": 4, \"child_rule\": 1, \"stores\": true", "child_type",
            "parameter child_type = 5 (BULL): MancalaGames tests where a bull may be made on the last hole only");
    refused("\"child_type\": 5, \"child_cvt\": 4, \"skip_start\": true, \"stores\": true", "child_type",
            "parameter child_type = 5 (BULL): MancalaGames pairs the last hole");
    refused("\"child_type\": 1, \"child_cvt\": 4, \"child_locs\": 11, \"stores\": true", "child_locs",
            "parameter child_locs = 11 (FIXED_ONE_RIGHT): sow has no such place rule");
    refused("\"udir_holes\": [6]", "udir_holes", "parameter udir_holes = [6]: hole 6 is not on a row of 6 holes");
    refused("\"udir_holes\": [0, 1, 2, 3, 4, 5], \"sow_direct\": -1, \"capt_on\": [2], \"multicapt\": -1", "capt_dir",
            "parameter capt_dir = 0 (OPP_SOW, default): with every hole a udir hole sow's direction is counter-clockwise");
    refused("\"udir_holes\": [1], \"capt_on\": [2], \"grandslam\": 1", "grandslam", "parameter grandslam = 1 (NOT_LEGAL)");
    refused("\"sow_rule\": 3, \"capt_on\": [4]", "sow_rule", "parameter sow_rule = 3 (OWN_SOW_CAPT_ALL): without lap sowing");
    refused("\"sow_rule\": 4, \"mlaps\": 1", "sow_rule", "parameter sow_rule = 4 (SOW_CAPT_ALL): sow's captures while sowing take");
    refused("\"mlaps\": 2, \"capt_on\": [4]", "mlaps", "parameter mlaps = 2 (LAPPER_NEXT): MancalaGames laps on from the next hole");
    refused("\"mlaps\": 1, \"capt_type\": 1, \"capt_dir\": 1", "mlaps", "parameter mlaps = 1 (LAPPER): with lap sowing MancalaGames' NEXT");
    refused("\"nocaptmoves\": 1, \"mlaps\": 1, \"capt_on\": [4]", "nocaptmoves", "parameter nocaptmoves = 1: while captures are inhibited");
    refused("\"nocaptmoves\": 1, \"capt_on\": [4], \"sow_stores\": 1", "nocaptmoves", "parameter nocaptmoves = 1: MancalaGames counts a move");
    refused("\"nocaptmoves\": 3, \"capt_on\": [4], \"mustpass\": true", "nocaptmoves", "parameter nocaptmoves = 3: MancalaGames counts passes");
    refused("\"nocaptmoves\": 1, \"capt_on\": [4], \"rounds\": 2", "nocaptmoves", "parameter nocaptmoves = 1: sow counts the match's sowings");
    refused("\"allow_rule\": 1, \"sow_stores\": 1", "allow_rule", "parameter allow_rule = 1 (OPP_OR_EMPTY): with sowing into stores");
    refused("\"no_sides\": true, \"mustshare\": true", "no_sides", "parameter no_sides = true: sow's either_row play has no feeding rule");
}
END_TEST

/* The mappings the family's newer fields allow: LAPPER_NEXT with TWO_OUT
 * (two_out_last any, a following chain), PLAYALTDIR (first_chooses) with
 * OPP_OR_EMPTY under lap sowing, child_locs patterns (children.pits),
 * children without stores (needs_child), bulls (pair), cross chains. */
START_TEST(test_family_fields)
{
    sow_rules r;
    char *lua = convert("two_out_laps.txt");
    has(lua, "relay_from = \"next\",  -- mlaps = 2 (LAPPER_NEXT)");
    has(lua, "kind = \"two_out\",");
    has(lua, "two_out_last = \"any\",  -- capt_type = 2 (TWO_OUT); mlaps = 2 (LAPPER_NEXT)");
    has(lua, "chain = \"following\",  -- multicapt = 2; capt_dir = 1 (SOW)");
    has(lua, "max_pits = 2,");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.two_out_any, 1);
    free(lua);

    lua = convert("alt_dir.txt");
    has(lua, "first_chooses = true,  -- sow_direct = 2 (PLAYALTDIR)");
    lacks(lua, "either_way");
    has(lua, "relay = function(c) return c >= 2 end,");
    has(lua, "--   udir_holes = [] (default) -> not used: PLAYALTDIR makes every hole a udir hole");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.first_chooses, 1);
    free(lua);

    lua = convert("opp_empty_laps.txt");             /* OppOrEmptyEnd tests the first lap, as sow now does */
    has(lua, "allow = \"reach_or_empty\",  -- allow_rule = 1 (OPP_OR_EMPTY); mlaps = 1 (LAPPER)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.allow, SOW_ALLOW_REACH_OR_EMPTY);
    free(lua);
    refused("\"sow_direct\": 2, \"allow_rule\": 1", "allow_rule",
            "parameter allow_rule = 1 (OPP_OR_EMPTY): MancalaGames simulates these moves in one direction only");

    lua = convert("child_pits.txt");                 /* NO_ENDS in one's own row: the interior pits */
    has(lua, "pits = { south = { 1, 2, 3, 4 }, north = { 7, 8, 9, 10 } },  -- child_locs = 2 (NO_ENDS)");
    has(lua, "needs_child = true,  -- stores = false (default); child_type = 3 (ONE_CHILD)");
    has(lua, "per_player = 1,");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.needs_child, 1);
    ck_assert_uint_eq(r.fam.child_pits[0], 0x1e);
    ck_assert_uint_eq(r.fam.child_pits[1], 0x780);
    free(lua);

    lua = convert("bull_chain.txt");
    has(lua, "pair = true,  -- child_type = 5 (BULL); child_cvt = 4");
    has(lua, "counts = { 4 },  -- child_type = 5 (BULL); child_cvt = 4");
    has(lua, "rows = \"any\",  -- child_rule = 0 (NONE, default)");
    lacks(lua, "needs_child");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.child_pair, 1);
    free(lua);

    lua = convert("cross_chain.txt");
    has(lua, "kind = \"cross\",");
    has(lua, "chain = \"following\",  -- multicapt = -1; capt_dir = 1 (SOW)");
    loads(lua, &r);
    free(lua);

    lua = convert("skip_children.txt");              /* OPP_CHILD_ONLY1; no stores, but no capture either */
    has(lua, "skipped = \"by_opponent_but_last\",  -- sow_rule = 11 (OPP_CHILD_ONLY1)");
    has(lua, "stores = false (default) -> no sow field: without captures or rounds");
    lacks(lua, "needs_child");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.child_skipped, SOW_SKIPPED_BY_OPPONENT_BUT_LAST);
    free(lua);

    lua = convert("weg.txt");                        /* WEG: children that keep their seeds; a raid takes 2 */
    has(lua, "keep = true,  -- child_type = 4 (WEG)");
    has(lua, "raid = 2,  -- child_type = 4 (WEG); MakeWegCapture");
    has(lua, "capture = true,  -- capt_rturn = 1 (ALWAYS)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.child_keep, 1);
    ck_assert_int_eq(r.fam.child_raid, 2);
    ck_assert_int_eq(r.fam.child_rows, SOW_ROWS_OPPONENT);
    free(lua);

    lua = convert("qur.txt");                        /* QUR: an empty own hole facing child_cvt makes two qurs */
    has(lua, "across = true,  -- child_type = 6 (QUR); child_cvt = 2; QurChild");
    has(lua, "keep = true,  -- child_type = 6 (QUR)");
    has(lua, "rows = \"own\",  -- child_rule = 2 (OWN_SIDE_ONLY)");
    has(lua, "kind = \"cross\",  -- crosscapt = 1 (ONE_ZEROS)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.child_across, 1);
    ck_assert_int_eq(r.fam.child_keep, 1);
    free(lua);
}
END_TEST

/* PULL_ACROSS (pull_across), CAPT_OPP_1CCW with PICKOPPBASIC (sweep),
 * PICKCROSS with TWO_OUT (opposite), an
 * OPP_SOW chain with udir holes (chain_along), a cross chain with
 * children (child_stops_chain), capt_rturn with SowCaptOwned
 * (extra_turn.while_sowing); what still differs, refused. */
START_TEST(test_capture_more)
{
    sow_rules r;
    char *lua = convert("pull_across.txt");
    has(lua, "kind = \"pull_across\",  -- capt_type = 7 (PULL_ACROSS)");
    has(lua, "rows = \"own\",  -- capt_side = 1 (OPP_SIDE)");
    lacks(lua, "counts =");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.kind, SOW_KIND_PULL_ACROSS);
    ck_assert_int_eq(r.capture[1] & r.capture[9], 1);         /* the hole across may hold any count */
    free(lua);
    lua = convert("sweep.txt");
    has(lua, "kind = \"sweep\",  -- capt_type = 5 (CAPT_OPP_1CCW); pickextra = 2 (PICKOPPBASIC)");
    has(lua, "counts = { 2, 4 },  -- capt_on = [2, 4]");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.kind, SOW_KIND_SWEEP);
    free(lua);
    lua = convert("two_out_cross.txt");
    has(lua, "opposite = true,  -- pickextra = 1 (PICKCROSS); capt_type = 2 (TWO_OUT)");
    loads(lua, &r);
    ck_assert_int_eq(r.opposite, 1);
    free(lua);
    lua = convert("udir_opp_chain.txt");
    has(lua, "chain = \"preceding\",  -- multicapt = -1; capt_dir = 0 (OPP_SOW, default)");
    has(lua, "chain_along = \"direction\",  -- capt_dir = 0 (OPP_SOW, default); sow_direct = 1 (CCW)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.chain_along_direction, 1);
    free(lua);
    lua = convert("bull_cross_chain.txt");
    has(lua, "child_stops_chain = true,  -- multicapt = -1; child_type = 5 (BULL)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.child_stops_chain, 1);
    free(lua);
    lua = convert("sow_capt_rturn.txt");
    has(lua, "while_sowing = false,  -- capt_rturn = 1 (ALWAYS); sow_rule = 3 (OWN_SOW_CAPT_ALL)");
    has(lua, "capture = true,  -- capt_rturn = 1 (ALWAYS)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.repeat_not_sowing, 1);
    free(lua);
    lua = convert("udir_all.txt");                          /* capt_dir SOW: the chain follows the move, as sow's */
    lacks(lua, "chain_along");
    free(lua);
    refused("\"capt_type\": 5, \"capt_on\": [2]", "pickextra",
            "parameter pickextra = 0 (NONE, default): CAPT_OPP_1CCW takes nothing itself");
    refused("\"capt_type\": 5, \"pickextra\": 2, \"capt_rturn\": 1", "capt_rturn",
            "parameter capt_rturn = 1 (ALWAYS): MancalaGames' repeat turn follows the flag");
    refused("\"capt_type\": 7, \"multicapt\": 2", "multicapt", "parameter multicapt = 2: sow's pull across pulls one hole");
    refused("\"capt_type\": 7, \"capt_rturn\": 1", "capt_rturn", "parameter capt_rturn = 1 (ALWAYS): a pull earns");
    refused("\"capt_type\": 7, \"grandslam\": 2", "grandslam", "parameter grandslam = 2 (NO_CAPT): a pull counts");
    refused("\"capt_type\": 2, \"capt_dir\": 1, \"pickextra\": 1, \"capt_side\": 1", "pickextra",
            "parameter pickextra = 1 (PICKCROSS): whether MancalaGames' PickCross tests capt_side");
    refused("\"capt_type\": 2, \"capt_dir\": 1, \"pickextra\": 1, \"mlaps\": 2, \"multicapt\": -1", "pickextra",
            "parameter pickextra = 1 (PICKCROSS): MancalaGames takes the opposite of the chain's first hole only");
    refused("\"capt_type\": 2, \"capt_dir\": 1, \"pickextra\": 5", "pickextra", "parameter pickextra = 5 (PICKFINAL): sow takes nothing extra");
}
END_TEST

/* NOT_FACING with children in the opponent's row: NO_OPP_RIGHT (the
 * opponent's end hole at the maker's right) is a pit rule, not_facing the rest. */
START_TEST(test_not_facing_opponent)
{
    sow_rules r;
    char *lua = convert_text("{ \"game_constants\": { \"holes\": 9, \"nbr_start\": 9 }, \"game_info\": { "
                             "\"child_type\": 3, \"child_cvt\": 3, \"child_rule\": 1, \"child_locs\": 9, "
                             "\"sow_direct\": -1, \"evens\": true, \"stores\": true } }");
    has(lua, "not_facing = true,");
    has(lua, "pits = { south = { 10, 11, 12, 13, 14, 15, 16, 17 }, north = { 1, 2, 3, 4, 5, 6, 7, 8 } },");
    loads(lua, &r);
    free(lua);
}
END_TEST

/* The end rules and capture details the engine gained: the eliminate
 * goals, PICKLASTSEEDS (few_left), xc_sown (cross_sown), MOVE_ALL_HOLES_FIRST
 * (each_pit_first); and what still differs, refused. */
/* goal TERRITORY with rounds NO_MOVES (TerritoryNewRound, RoundWinner):
 * 5 holes of 3, goal_param 7: a claim under round_seeds_for_win(10 - 7 +
 * 1) = 3 * 3 + 1 + 1 = 11 seeds ends the match; mustshare asks for seeds
 * left in the opponent's holes (MustShare's sim_sow_capt). The fills and
 * rules MancalaGames' territory does otherwise are refused. */
START_TEST(test_territory)
{
    sow_rules r;
    char *lua = convert("territory_rounds.txt");
    has(lua, "territory = { ends_under = 11 },  -- goal = 2 (TERRITORY); goal_param = 7; holes = 5; nbr_start = 3");
    has(lua, "starter = \"winner\",  -- round_starter = 2 (WINNER)");
    has(lua, "tie_starter = \"last_mover\",  -- round_starter = 2 (WINNER)");
    has(lua, "rule = \"leave\",  -- mustshare = true; goal = 2 (TERRITORY)");
    has(lua, "by = \"owner\"");
    lacks(lua, "  fill =");
    lacks(lua, "  needs =");
    lacks(lua, "threshold");
    loads(lua, &r);
    ck_assert(r.fam.territory);
    ck_assert_int_eq(r.fam.territory_under, 11);
    ck_assert_int_eq(r.feed, SOW_FEED_LEAVE);
    free(lua);
    lua = convert_text(CONFIG("\"goal\": 2, \"goal_param\": 10, \"rounds\": 2, \"round_starter\": 1, \"stores\": true, "
                              "\"capt_on\": [4]"));    /* LOSER: after a tie, the last mover's opponent */
    has(lua, "tie_starter = \"not_last_mover\",  -- round_starter = 1 (LOSER)");
    lacks(lua, "  starter = ");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.tie_starter, SOW_TIE_NOT_LAST_MOVER);
    free(lua);
    refused("\"goal\": 2, \"goal_param\": 10, \"rounds\": 2, \"round_fill\": 8, \"stores\": true, \"capt_on\": [4]",
            "round_fill", "parameter round_fill = 8 (UCHOWN): with UCHOWN the round's winner picks");
    refused("\"goal\": 2, \"goal_param\": 10, \"rounds\": 2, \"round_fill\": 12, \"stores\": true, \"capt_on\": [4]",
            "round_fill", "parameter round_fill = 12 (TERR_EX_LOSER): the stored versions");
    refused("\"goal\": 2, \"goal_param\": 10, \"rounds\": 3, \"stores\": true, \"capt_on\": [4]",
            "rounds", "parameter rounds = 3 (END_S_SEEDS): without a picker MancalaGames ends the round at nbr_start");
    lua = convert_text(CONFIG("\"goal\": 2, \"goal_param\": 10, \"rounds\": 3, \"pickextra\": 3, \"stores\": true, "
                              "\"capt_on\": [4]"));    /* ClearWinner: more than 10 * 4 - 4 + 2 + 1 = 39 */
    has(lua, "threshold = 40,  -- goal = 2 (TERRITORY); goal_param = 10; rounds = 3 (END_S_SEEDS); nbr_start = 4");
    has(lua, "at_threshold = \"stop\",");
    has(lua, "territory = { ends_under = 11 },");
    loads(lua, &r);
    free(lua);
    refused("\"goal\": 2, \"goal_param\": 6, \"rounds\": 2, \"stores\": true, \"capt_on\": [4]",
            "goal_param", "parameter goal_param = 6: MancalaGames' territory needs goal_param in holes + 1");
    refused("\"goal\": 2, \"goal_param\": 10, \"rounds\": 2, \"unclaimed\": 1, \"stores\": true, \"capt_on\": [4]",
            "unclaimed", "parameter unclaimed = 1 (DONT_SCORE): sow maps territory games whose seeds left");
    refused("\"goal\": 2, \"goal_param\": 10, \"rounds\": 2, \"crosscapt\": 1, \"stores\": true",
            "crosscapt", "parameter crosscapt = 1 (ONE_ZEROS): sow maps territory games with the basic captures");
}
END_TEST

START_TEST(test_goals_and_picks)
{
    sow_rules r;
    char *lua = convert("clear_goal.txt");
    has(lua, "goal = \"clear\",  -- goal = 3 (CLEAR)");
    lacks(lua, "threshold =");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.goal, SOW_GOAL_CLEAR);
    free(lua);
    lua = convert("immobilize.txt");
    has(lua, "goal = \"immobilize\",  -- goal = 10 (IMMOBILIZE)");
    has(lua, "allow = \"reach_or_empty\"");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.goal, SOW_GOAL_IMMOBILIZE);
    free(lua);
    lua = convert("deprive.txt");
    has(lua, "goal = \"deprive\",  -- goal = 1 (DEPRIVE)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.goal, SOW_GOAL_DEPRIVE);
    free(lua);
    lua = convert("pick_last.txt");
    has(lua, "few_left = 4,  -- pickextra = 3 (PICKLASTSEEDS); nbr_start = 4");
    lacks(lua, "opposite = true");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.few_left, 4);
    free(lua);
    lua = convert("xc_sown.txt");
    has(lua, "cross_sown = true,  -- xc_sown = true; crosscapt = 1 (ONE_ZEROS); capt_side = 1 (OPP_SIDE)");
    has(lua, "kind = \"cross\",");
    loads(lua, &r);
    ck_assert(r.fam.cross_sown);
    free(lua);
    lua = convert("each_first.txt");
    has(lua, "allow = \"each_pit_first\",  -- allow_rule = 9 (MOVE_ALL_HOLES_FIRST)");
    has(lua, "kind = \"next\",");
    loads(lua, &r);
    free(lua);

    lua = convert("cleared_own.txt");                /* ClearedSideEnder: the mover's own row, the seeds to the mover */
    has(lua, "mover_row_empty = \"last_mover\",  -- end_cond = 1 (CLEARED_OWN); unclaimed = 2 (LAST_MOVER)");
    lacks(lua, "opponent_row_empty");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.mover_row_end, 1);
    ck_assert_int_eq(r.fam.mover_row_rest, SOW_REST_LAST_MOVER);
    free(lua);
    lua = convert_text(CONFIG("\"end_cond\": 2, \"stores\": true, \"capt_on\": [4]"));
    has(lua, "opponent_row_empty = \"owner\",  -- end_cond = 2 (CLEARED_OPP); unclaimed = 0 (HOLE_OWNER, default)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.opponent_row_end, 1);
    ck_assert_int_eq(r.fam.opponent_row_rest, SOW_REST_OWNER);
    free(lua);
    lua = convert_text(CONFIG("\"end_cond\": 1, \"stores\": true, \"capt_on\": [4], \"unclaimed\": 4"));
    has(lua, "mover_row_empty = \"divided\",");
    has(lua, "empty_row = \"divided\",");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.mover_row_rest, SOW_REST_DIVIDED);
    free(lua);
    refused("\"end_cond\": 1, \"unclaimed\": 3", "unclaimed",
            "parameter unclaimed = 3 (UNFED_PLAYER): with end_cond MancalaGames claims the seeds left as the quitter");
    refused("\"end_cond\": 3, \"end_param\": 4", "end_cond", "parameter end_cond = 3 (SEEDS_LIMIT): MancalaGames ends the game when end_param");
    refused("\"goal\": 10, \"sow_stores\": 1", "goal", "parameter goal = 10 (IMMOBILIZE): MancalaGames' IMMOBILIZE asks whether the opponent");
    refused("\"goal\": 10, \"capt_on\": [2]", "goal", "parameter goal = 10 (IMMOBILIZE): a capture may empty the board");
    refused("\"goal\": 3, \"min_move\": 2", "goal", "parameter goal = 3 (CLEAR): MancalaGames' CLEAR game has no rule for a player");
    refused("\"goal\": 3, \"rounds\": 2", "goal", "parameter goal = 3 (CLEAR): sow's goals are not played in rounds");
    refused("\"goal\": 1, \"allow_rule\": 1", "goal", "parameter goal = 1 (DEPRIVE): MancalaGames' DEPRIVE makes a player with seeds");
    refused("\"goal\": 1, \"crosscapt\": 1", "goal", "parameter goal = 1 (DEPRIVE): a move may empty both rows");
    refused("\"pickextra\": 3, \"capt_on\": [4], \"nocaptmoves\": 1", "pickextra",
            "parameter pickextra = 3 (PICKLASTSEEDS): whether MancalaGames' inhibitor");
    refused("\"xc_sown\": true, \"crosscapt\": 1", "xc_sown", "parameter xc_sown = true: MancalaGames' CaptCrossVisited never captures");
    refused("\"xc_sown\": true", "xc_sown", "parameter xc_sown = true: sow's cross_sown goes with a cross capture");
}
END_TEST

/* sow_direct EVEN_ODD_DIR (by_parity) and unclaimed DIVVIED (divided),
 * and where MancalaGames differs. */
START_TEST(test_parity_divided)
{
    sow_rules r;
    char *lua = convert("even_odd.txt");
    has(lua, "sow_direct = 3 (EVEN_ODD_DIR) -> sow.direction (default), sow.by_parity");
    has(lua, "by_parity = \"even_against\",  -- sow_direct = 3 (EVEN_ODD_DIR)");
    has(lua, "chain = \"preceding\",");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.by_parity, 1);
    free(lua);
    refused("\"sow_direct\": 3, \"udir_holes\": [0]", "sow_direct",
            "parameter sow_direct = 3 (EVEN_ODD_DIR): MancalaGames lets the mover choose in the udir holes");
    refused("\"sow_direct\": 3, \"sow_stores\": 1", "sow_direct",
            "parameter sow_direct = 3 (EVEN_ODD_DIR): with sowing both ways the stores");
    lua = convert_text(CONFIG("\"sow_direct\": 3, \"udir_holes\": [0, 1, 2, 3, 4, 5]"));  /* the choice alone */
    lacks(lua, "by_parity");
    has(lua, "either_way = true,");
    free(lua);

    lua = convert("divvied.txt");                    /* DivvySeedsStores when a player cannot move */
    has(lua, "empty_row = \"divided\",  -- mustpass = false (default); unclaimed = 4 (DIVVIED)");
    loads(lua, &r);
    ck_assert_int_eq(r.empty_row_rest, SOW_REST_DIVIDED);
    free(lua);
    lua = convert_text(CONFIG("\"mustpass\": true, \"unclaimed\": 4, \"capt_on\": [4]"));
    has(lua, "no_moves = \"divided\",  -- unclaimed = 4 (DIVVIED); mustpass = true");
    loads(lua, &r);
    free(lua);
    refused("\"unclaimed\": 4, \"mustshare\": true", "unclaimed",
            "parameter unclaimed = 4 (DIVVIED): when no move feeds MancalaGames divides the seeds left");
    refused("\"unclaimed\": 4, \"child_type\": 1, \"child_cvt\": 4, \"stores\": true", "unclaimed",
            "parameter unclaimed = 4 (DIVVIED): MancalaGames' DivvySeedsStores gives the odd seed by the stores alone");
    sow_error e = refuse_text("{ \"game_constants\": { \"holes\": 6, \"nbr_start\": 5 }, \"game_info\": { "
                              "\"unclaimed\": 4, \"start_pattern\": 6 } }");   /* RANDOM: 5 seeds in all, odd */
    ck_assert_str_eq(e.field, "unclaimed");
    ck_assert_msg(strstr(e.msg, "MancalaGames gives the odd seed to North") != NULL, "got '%s'", e.msg);
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
    tcase_add_test(tc, test_split_udir);
    tcase_add_test(tc, test_sowing_captures_after);
    tcase_add_test(tc, test_sides_two_out_facing);
    tcase_add_test(tc, test_refused_differences);
    tcase_add_test(tc, test_family_fields);
    tcase_add_test(tc, test_not_facing_opponent);
    tcase_add_test(tc, test_capture_more);
    tcase_add_test(tc, test_goals_and_picks);
    tcase_add_test(tc, test_territory);
    tcase_add_test(tc, test_parity_divided);
    tcase_add_test(tc, test_write_whole);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
