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
    has(lua, "threshold = 41,  -- goal = 0 (MAX_SEEDS, default); rounds = 2 (NO_MOVES); goal_param = 2");   /* 48 - 4 * 2 + 1 */
    has(lua, "open { id = \"MG.NoMovesWinSeeds\",");
    has(lua, "rule = \"leave\",  -- mustshare = true");
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
    char *lua = convert("sow_capt_next.txt");        /* LAPPER_NEXT: the lap's last seed too, two-out at the end */
    has(lua, "while_sowing = { counts = { 4 }, by = \"sower\", rows = \"opponent\", last = true },  "
             "-- sow_rule = 4 (SOW_CAPT_ALL); mlaps = 2 (LAPPER_NEXT)");
    has(lua, "kind = \"two_out\",");
    lacks(lua, "counts = { 4 },  -- capt_on");           /* two-out ignores the basic tests at the end */
    sow_rules r;
    loads(lua, &r);
    ck_assert_int_eq(r.fam.sowing_last, 1);
    free(lua);
    lua = convert("presow_one.txt");                 /* SCaptOne: one seed of every lap to the store */
    has(lua, "first_seed = \"store\",  -- presowcapt = 1 (CAPT_ONE)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.first_seed, SOW_FIRST_SEED_STORE);
    free(lua);
    lua = convert("lap_capt.txt");                   /* LAP_CAPT: ContIfXCapt */
    has(lua, "each_lap = \"landing\",  -- sow_rule = 8 (LAP_CAPT); mlaps = 1 (LAPPER); crosscapt = 1 (ONE_ZEROS)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.each_lap, SOW_EACH_LAP_LANDING);
    free(lua);
    lua = convert("lap_capt_opp.txt");               /* LAP_CAPT_OPP_GETS: SowOppCaptsLast */
    has(lua, "opponent_takes = 6,  -- sow_rule = 10 (LAP_CAPT_OPP_GETS); sow_param = 6");
    has(lua, "each_lap = \"next\",");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.opponent_takes, 6);
    free(lua);
    lua = convert("sow_capt.txt");
    has(lua, "while_sowing = { counts = { 4 }, by = \"owner\", rows = \"own\" },  -- sow_rule = 3 (OWN_SOW_CAPT_ALL); mlaps = 1 (LAPPER)");
    has(lua, "relay = function(c) return c >= 2 end,");
    has(lua, "counts = { 4 },  -- capt_on = [4]");
    loads(lua, &r);
    free(lua);
    lua = convert("nocapt_laps.txt");                /* StopCaptureSeeds is inhibited too, as sow's relay stop */
    has(lua, "after = 2,  -- nocaptmoves = 2");
    has(lua, "relay = function(c) return c >= 2 end,");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.capture_after, 2);
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
    refused("\"sow_direct\": 0, \"sow_start\": true", "sow_direct",
            "parameter sow_direct = 0 (SPLIT): MancalaGames' DontUndoMoveOne counts the seeds of a lap, after SOW_START");
    sow_error e = refuse_text("{ \"game_constants\": { \"holes\": 5, \"nbr_start\": 4 }, \"game_info\": "
                              "{ \"sow_direct\": 0, \"min_move\": 2, \"udir_holes\": [1] } }");
    ck_assert_str_eq(e.msg, "parameter sow_direct = 0 (SPLIT): MancalaGames splits an odd row only around a udir "
                            "middle hole (udir_holes lacks 2)");
    refused("\"sow_direct\": 2, \"mustshare\": true", "sow_direct", "parameter sow_direct = 2 (PLAYALTDIR): MancalaGames' MustShareUdir");
    refused("\"sow_direct\": 4, \"grandslam\": 1", "grandslam", "parameter grandslam = 1 (NOT_LEGAL): MancalaGames does "
            "not support NOT_LEGAL with SPLIT sowing (nor was it read with TOCENTER)");
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
            "parameter stores = false (default): without stores MancalaGames' weg captures go into the capturer's child at once");
    refused("\"child_type\": 4, \"child_cvt\": 4, \"stores\": true, \"rounds\": 2", "rounds",
            "parameter rounds = 2 (NO_MOVES): sow's children that keep their seeds are played with the seed-count ends only");
    refused("\"child_type\": 6, \"child_cvt\": 3", "stores",
            "parameter stores = false (default): without stores MancalaGames' qur captures go into the capturer's child at once");
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
    refused("\"sow_rule\": 4, \"mlaps\": 1", "sow_rule", "parameter sow_rule = 4 (SOW_CAPT_ALL): sow's captures while sowing take");
    refused("\"sow_rule\": 3, \"mlaps\": 1, \"capt_on\": [4], \"sow_stores\": 1", "sow_stores",
            "parameter sow_stores = 1 (OWN): MancalaGames' SowCaptOwned sows no store");
    refused("\"sow_rule\": 3, \"mlaps\": 1, \"capt_type\": 2, \"capt_dir\": 1, \"capt_on\": [4]", "mlaps",
            "parameter mlaps = 1 (LAPPER): with LAPPER the stored versions");
    refused("\"presowcapt\": 1, \"sow_start\": true", "presowcapt", "parameter presowcapt = 1 (CAPT_ONE): sow puts a lap's first seed");
    refused("\"presowcapt\": 2, \"mlaps\": 1", "presowcapt",
            "parameter presowcapt = 2 (ALL_SINGLE_XCAPT): MancalaGames takes before every lap");
    refused("\"mlaps\": 2, \"capt_on\": [4]", "mlaps", "parameter mlaps = 2 (LAPPER_NEXT): MancalaGames laps on from the next hole");
    refused("\"mlaps\": 2, \"capt_type\": 1, \"capt_dir\": 1", "mlaps", "parameter mlaps = 2 (LAPPER_NEXT): MancalaGames' NEXT");
    refused("\"nocaptmoves\": 1, \"capt_on\": [4], \"sow_stores\": 1", "nocaptmoves", "parameter nocaptmoves = 1: MancalaGames counts a move");
    refused("\"nocaptmoves\": 12, \"capt_on\": [4], \"mustpass\": true", "nocaptmoves", "parameter nocaptmoves = 12: MancalaGames counts passes");
    refused("\"nocaptmoves\": 1, \"capt_on\": [4], \"rounds\": 2, \"mustpass\": true", "nocaptmoves",
            "parameter nocaptmoves = 1: MancalaGames counts passes among the moves, sow counts sowings, and whether a round's");
    refused("\"nocaptmoves\": 2, \"capt_on\": [4], \"mustpass\": true, \"allow_rule\": 2", "nocaptmoves",
            "parameter nocaptmoves = 2: MancalaGames counts passes among the moves, sow counts sowings (a pass may come in the first 3 moves)");
    refused("\"nocaptmoves\": 2, \"capt_on\": [4], \"mustpass\": true, \"min_move\": 5", "nocaptmoves",
            "parameter nocaptmoves = 2: MancalaGames counts passes among the moves");
    refused("\"allow_rule\": 1, \"sow_stores\": 1", "allow_rule", "parameter allow_rule = 1 (OPP_OR_EMPTY): with sowing into stores");
    refused("\"sow_rule\": 8, \"mlaps\": 2, \"crosscapt\": 1, \"stores\": true", "sow_rule",
            "parameter sow_rule = 8 (LAP_CAPT): MancalaGames supports LAP_CAPT with LAPPER only");
    refused("\"sow_rule\": 8, \"mlaps\": 1, \"capt_on\": [4], \"multicapt\": -1, \"stores\": true", "multicapt",
            "parameter multicapt = -1: with LAP_CAPT MancalaGames sows on from capt_loc");
    refused("\"sow_rule\": 8, \"mlaps\": 1, \"capt_on\": [4]", "sow_rule",
            "parameter sow_rule = 8 (LAP_CAPT): sow's capture at every lap is MancalaGames' LAP_CAPT without children");
    refused("\"sow_rule\": 10, \"sow_param\": 6, \"mlaps\": 1, \"crosscapt\": 1, \"stores\": true", "sow_rule",
            "parameter sow_rule = 10 (LAP_CAPT_OPP_GETS): sow's opponent_takes keeps a last seed");
    refused("\"rounds\": 1, \"round_fill\": 10", "rounds", "parameter rounds = 1 (HALF_SEEDS): sow maps LOSER_ONLY with rounds NO_MOVES only");
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

    lua = convert_text(CONFIG("\"sow_rule\": 8, \"mlaps\": 1, \"capt_on\": [4], \"stores\": true"));
    has(lua, "each_lap = \"next\",");             /* ContIfBasicCapt */
    loads(lua, &r);
    free(lua);

    lua = convert_text(CONFIG("\"sow_rule\": 3, \"capt_on\": [4]"));   /* no laps: the last seed's hole too */
    has(lua, "while_sowing = { counts = { 4 }, by = \"owner\", rows = \"any\", last = true },");
    loads(lua, &r);
    free(lua);
    lua = convert_text(CONFIG("\"sow_rule\": 3, \"mlaps\": 1, \"capt_on\": [4], \"capt_rturn\": 1"));
    has(lua, "while_sowing = { counts = { 4 }, by = \"owner\", rows = \"any\" },");
    has(lua, "capture = true,  -- capt_rturn = 1 (ALWAYS)");     /* the capturer's capture only (RepeatTurn) */
    has(lua, "while_sowing = false,  -- capt_rturn = 1 (ALWAYS); sow_rule = 3 (OWN_SOW_CAPT_ALL)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.repeat_not_sowing, 1);
    free(lua);

    lua = convert("alt_dir_rounds.txt");             /* init_bprops resets mcount: each round's first mover chooses */
    has(lua, "first_chooses = true,  -- sow_direct = 2 (PLAYALTDIR)");
    has(lua, "openings = \"round\",  -- sow_direct = 2 (PLAYALTDIR); init_bprops resets mcount");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.openings_per_round, 1);
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
    has(lua, "rule = \"leave\",  -- mustshare = true");
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
    refused("\"goal\": 2, \"goal_param\": 10, \"rounds\": 2, \"round_fill\": 13, \"stores\": true, \"capt_on\": [4]",
            "round_fill", "parameter round_fill = 13 (TERR_EX_EMPTY): the stored versions");
    refused("\"goal\": 2, \"goal_param\": 10, \"rounds\": 3, \"pickextra\": 3, \"round_fill\": 12, \"stores\": true, "
            "\"capt_on\": [4]", "round_fill", "parameter round_fill = 12 (TERR_EX_LOSER): sow maps TERR_EX_LOSER with rounds NO_MOVES only");
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
    lua = convert("right_half_one_opp.txt");         /* RightHalfFirsts over OppOrEmptyEnd; SowOneOpp */
    has(lua, "opening = \"last_to_opponent\",  -- prescribed = 3 (SOW1OPP)");
    has(lua, "first_from = { 4, 5 },  -- allow_rule = 13 (RIGHT_HALF_1ST_OPE); holes = 5");
    has(lua, "first_from_sowings = 2,");
    has(lua, "allow_after = 2,");
    has(lua, "allow = \"reach_or_empty\",");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.opening, SOW_OPENING_LAST_TO_OPPONENT);
    ck_assert_uint_eq(r.fam.first_from, 3u << 3 | 3u << 8);     /* positions 4, 5 of both rows */
    free(lua);
    lua = convert("twos_rightmost.txt");             /* AllTwoRightmost; MLAPS_SOWER without a sow_rule: nothing */
    has(lua, "shunned = 2,  -- allow_rule = 6 (TWO_ONLY_ALL_RIGHT)");
    has(lua, "shunned_rightmost = true,");
    lacks(lua, "opening =");
    loads(lua, &r);
    ck_assert(r.fam.shunned_rightmost);
    free(lua);
    lua = convert_text(CONFIG("\"allow_rule\": 5, \"capt_on\": [2]"));
    has(lua, "shunned = 2,  -- allow_rule = 5 (TWO_ONLY_ALL)");
    lacks(lua, "shunned_rightmost");
    free(lua);
    refused("\"allow_rule\": 5, \"min_move\": 2", "allow_rule",
            "parameter allow_rule = 5 (TWO_ONLY_ALL): MancalaGames counts only allowable holes");
    refused("\"prescribed\": 1", "prescribed", "parameter prescribed = 1 (BASIC_SOWER): sow has no such prescribed opening");
    refused("\"prescribed\": 3, \"sow_stores\": 1, \"stores\": true", "prescribed",
            "parameter prescribed = 3 (SOW1OPP): the prescribed sower is SowSeeds alone");
    lua = convert("occupied_end.txt");
    has(lua, "allow = \"occupied\",  -- allow_rule = 11 (OCCUPIED)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.allow, SOW_ALLOW_OCCUPIED);
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
    has(lua, "mover_row_empty = \"divided_tie_north\",");
    has(lua, "empty_row = \"divided_tie_north\",");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.mover_row_rest, SOW_REST_DIVIDED_TIE_NORTH);
    free(lua);
    refused("\"end_cond\": 1, \"unclaimed\": 3", "unclaimed",
            "parameter unclaimed = 3 (UNFED_PLAYER): with end_cond MancalaGames claims the seeds left as the quitter");
    refused("\"end_cond\": 3, \"end_param\": 4", "end_cond", "parameter end_cond = 3 (SEEDS_LIMIT): MancalaGames ends the game when end_param");
    refused("\"goal\": 10, \"sow_stores\": 1", "goal", "parameter goal = 10 (IMMOBILIZE): MancalaGames' IMMOBILIZE asks whether the opponent");
    refused("\"goal\": 10, \"capt_on\": [2]", "goal", "parameter goal = 10 (IMMOBILIZE): a capture may empty the board");
    refused("\"goal\": 3, \"min_move\": 2", "goal", "parameter goal = 3 (CLEAR): MancalaGames' CLEAR game has no rule for a player");
    refused("\"goal\": 3, \"rounds\": 2", "goal", "parameter goal = 3 (CLEAR): sow's goals are not played in rounds");
    refused("\"goal\": 1, \"crosscapt\": 1, \"xcpickown\": 2", "goal", "parameter goal = 1 (DEPRIVE): a move may empty both rows");
    refused("\"goal\": 1, \"crosscapt\": 1, \"multicapt\": -1, \"capt_dir\": 1", "goal",
            "parameter goal = 1 (DEPRIVE): a move may empty both rows");
    lua = convert("deprive_stuck.txt");              /* EndTurnNoMoves in DepriveEndGame's chain; the last seed stays */
    has(lua, "goal = \"deprive\",  -- goal = 1 (DEPRIVE)");
    has(lua, "no_move_loses = true,  -- goal = 1 (DEPRIVE); min_move = 2");
    has(lua, "kind = \"cross\",");
    loads(lua, &r);
    ck_assert(r.fam.no_move_loses);
    free(lua);
    lua = convert("deprive.txt");
    lacks(lua, "no_move_loses");                     /* every player with seeds can move */
    free(lua);
    refused("\"pickextra\": 3, \"capt_on\": [4], \"nocaptmoves\": 1", "pickextra",
            "parameter pickextra = 3 (PICKLASTSEEDS): whether MancalaGames' inhibitor");
    refused("\"xc_sown\": true, \"crosscapt\": 1", "xc_sown", "parameter xc_sown = true: MancalaGames' CaptCrossVisited never captures");
    refused("\"xc_sown\": true", "xc_sown", "parameter xc_sown = true: sow's cross_sown goes with a cross capture");
}
END_TEST


/* The start patterns laid out for the starter (fill_patterns.py, turned
 * by _rev_board): setup.starter_view with the layout South starts on.
 * ALTS_SPLIT, 4 holes of 8: North's start is 0 8 0 6 | 2 8 0 8 (8 // 4 =
 * 2 moved from pit 3 to pit 4), South's that turned; GAMACHA on 5 holes:
 * 4 in the even pits from 2, pit 6's moved to pit 3; ALTS_WITH_1 on 4:
 * pit 7 holds 1, pit 1 is emptied; ALTERNATES on an odd row. */
START_TEST(test_starter_layouts)
{
    sow_rules r;
    sow_state s;
    char *lua = convert("starter_layout.txt");
    has(lua, "layout = { 2, 8, 0, 8, 0, 8, 0, 6 },  -- start_pattern = 7 (ALTS_SPLIT)");
    has(lua, "starter_view = true,  -- start_pattern = 7 (ALTS_SPLIT); holes = 4");
    loads(lua, &r);
    ck_assert(r.fam.starter_view);
    sow_game_start(&r, 1, 1, NULL, NULL, &s, NULL);   /* game 1: North starts on MancalaGames' board */
    assert_board(&r, &s, 0, 8, 0, 6, 2, 8, 0, 8);
    assert_to_move(&s, 1);
    free(lua);
    lua = convert_text("{ \"game_constants\": { \"holes\": 5, \"nbr_start\": 4 }, \"game_info\": { "
                       "\"start_pattern\": 1, \"capt_on\": [4], \"stores\": true } }");
    has(lua, "layout = { 0, 0, 4, 4, 4, 0, 0, 0, 4, 0 },  -- start_pattern = 1 (GAMACHA)");
    has(lua, "starter_view = true,");
    free(lua);
    lua = convert_text("{ \"game_constants\": { \"holes\": 4, \"nbr_start\": 5 }, \"game_info\": { "
                       "\"start_pattern\": 3, \"capt_on\": [4], \"stores\": true } }");
    has(lua, "layout = { 0, 0, 0, 5, 0, 5, 0, 1 },  -- start_pattern = 3 (ALTS_WITH_1)");
    free(lua);
    lua = convert_text("{ \"game_constants\": { \"holes\": 3, \"nbr_start\": 4 }, \"game_info\": { "
                       "\"start_pattern\": 2, \"capt_on\": [4], \"stores\": true } }");
    has(lua, "layout = { 0, 4, 0, 4, 0, 4 },  -- start_pattern = 2 (ALTERNATES)");
    has(lua, "starter_view = true,");
    free(lua);
    lua = convert_text(CONFIG("\"start_pattern\": 2, \"capt_on\": [4], \"stores\": true"));
    lacks(lua, "starter_view");                     /* an even row: the same for both starters */
    free(lua);
    sow_error e = refuse_text("{ \"game_constants\": { \"holes\": 5, \"nbr_start\": 4 }, \"game_info\": { "
                              "\"start_pattern\": 7 } }");
    ck_assert_str_eq(e.field, "start_pattern");
    ck_assert_msg(strstr(e.msg, "MancalaGames refuses the pattern on 5 holes") != NULL, "got '%s'", e.msg);
}
END_TEST

/* goal RND_WIN_COUNT_MAX (RoundTally, NewRoundTally): rounds.wins =
 * goal_param, each round a new game; HALF_SEEDS keeps ClearWinner's
 * majority. What RoundTally counts otherwise, and the boards NewRoundTally
 * draws or lays out for the wrong starter, are refused. */
START_TEST(test_round_wins)
{
    sow_rules r;
    char *lua = convert("round_wins.txt");
    has(lua, "rounds = {  -- rounds = 1 (HALF_SEEDS); goal = 4 (RND_WIN_COUNT_MAX)");
    has(lua, "starter = \"alternate\",  -- round_starter = 0 (ALTERNATE)");
    has(lua, "wins = 3,  -- goal = 4 (RND_WIN_COUNT_MAX); goal_param = 3");
    has(lua, "threshold = \"majority\",  -- goal = 4 (RND_WIN_COUNT_MAX); rounds = 1 (HALF_SEEDS)");
    lacks(lua, "  needs =");
    lacks(lua, "  fill =");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.match_wins, 3);
    free(lua);
    lua = convert_text(CONFIG("\"goal\": 4, \"goal_param\": 2, \"rounds\": 2, \"capt_on\": [4], \"stores\": true, "
                              "\"start_pattern\": 5"));
    has(lua, "wins = 2,");
    has(lua, "deal = \"layout\",");                     /* TWOEMPTY: the same board for either starter */
    lacks(lua, "threshold = ");                          /* NO_MOVES: win_seeds is every seed but one */
    loads(lua, &r);
    free(lua);
    refused("\"goal\": 4, \"goal_param\": 2, \"capt_on\": [4]", "goal", "parameter goal = 4 (RND_WIN_COUNT_MAX): MancalaGames' round-tally goals need rounds");
    refused("\"goal\": 4, \"rounds\": 1, \"capt_on\": [4]", "goal_param", "parameter goal_param = 0 (default): MancalaGames' win_test");
    refused("\"goal\": 4, \"goal_param\": 2, \"rounds\": 1, \"start_pattern\": 3, \"capt_on\": [4]", "start_pattern",
            "parameter start_pattern = 3 (ALTS_WITH_1): NewRoundTally lays this pattern out");
    refused("\"goal\": 5, \"goal_param\": 20, \"rounds\": 1, \"capt_on\": [4]", "goal",
            "parameter goal = 5 (RND_SEED_COUNT): sow's match of rounds counts round wins");
}
END_TEST

/* goal RND_POINTS (RoundTally.tally, RoundTallyWinner): rounds.points =
 * goal_param, each round a new game as with RND_WIN_COUNT_MAX; NO_MOVES
 * gives no threshold (win_seeds is every seed but one). Without rounds it
 * is refused as the round-tally goals are. */
START_TEST(test_round_points)
{
    sow_rules r;
    char *lua = convert("round_points.txt");
    has(lua, "rounds = {  -- rounds = 2 (NO_MOVES); goal = 7 (RND_POINTS)");
    has(lua, "tie_starter = \"not_last_mover\",  -- round_starter = 1 (LOSER)");
    has(lua, "points = 6,  -- goal = 7 (RND_POINTS); goal_param = 6");
    lacks(lua, "  wins =");
    lacks(lua, "threshold = ");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.match_wins, 6);
    ck_assert_int_eq(r.fam.match_points, 1);
    free(lua);
    lua = convert_text(CONFIG("\"goal\": 7, \"goal_param\": 2, \"rounds\": 1, \"capt_on\": [4], \"stores\": true"));
    has(lua, "points = 2,");
    has(lua, "threshold = \"majority\",");              /* HALF_SEEDS: ClearWinner's half */
    loads(lua, &r);
    free(lua);
    refused("\"goal\": 7, \"goal_param\": 2, \"capt_on\": [4]", "goal", "parameter goal = 7 (RND_POINTS): MancalaGames' round-tally goals need rounds");
}
END_TEST

/* RANDOM with RND_WIN_COUNT_MAX (NewRoundTally over NewGamePattern's
 * RandomPattern: every round's board drawn anew): the uniform deal with
 * rounds.wins, which sow deals again each round; 30 seeds on 10 holes are
 * at least 2 a hole, so 2 in every hole first. */
START_TEST(test_round_wins_random)
{
    sow_rules r;
    char *lua = convert("round_wins_random.txt");
    has(lua, "deal = \"uniform\",  -- start_pattern = 6 (RANDOM); RandomPattern draws every round's board anew");
    has(lua, "total = 30,");
    has(lua, "min = 2,");
    has(lua, "wins = 2,  -- goal = 4 (RND_WIN_COUNT_MAX); goal_param = 2");
    has(lua, "tie_starter = \"not_last_mover\",  -- round_starter = 1 (LOSER)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.match_wins, 2);
    ck_assert_int_eq(r.deal, SOW_DEAL_UNIFORM);
    ck_assert_int_eq(r.total, 30);
    ck_assert_int_eq(r.deal_min, 2);
    free(lua);
}
END_TEST

/* round_fill LOSER_ONLY (new_game.py NewRoundLoserOnly, end_move.py
 * RoundLoserFillWinner, commit 165ee250): rounds.fill = "loser_only",
 * needs goal_param; with NO_MOVES ClearWinner's win_seeds is 24 - 3 * 2,
 * so 19 stored stops the round. mustshare and children are refused. */
START_TEST(test_loser_only)
{
    sow_rules r;
    char *lua = convert("loser_only.txt");
    has(lua, "fill = \"loser_only\",  -- round_fill = 10 (LOSER_ONLY)");
    has(lua, "starter = \"winner\",  -- round_starter = 2 (WINNER)");
    has(lua, "needs = 2,  -- goal_param = 2");
    has(lua, "threshold = 19,");
    has(lua, "at_threshold = \"stop\",");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.fill, SOW_FILL_LOSER_ONLY);
    ck_assert_int_eq(r.threshold, 19);
    free(lua);
    refused("\"rounds\": 2, \"round_fill\": 10, \"capt_on\": [4], \"mustshare\": true", "mustshare",
            "parameter mustshare = true: with LOSER_ONLY sow leaves every seed where it lies");
}
END_TEST

/* mustshare: MustShare (allowables.py) tests the board after the sowing
 * and its captures (sim_sow_capt), not the seeds sown: 3 holes, captures
 * on 1 in North's row. South 4 0 1, North empty: pit 0 sows 1 2 3 4, 4
 * (1) is taken, 3 keeps its seed: it feeds; pit 2 sows 3, taken: North is
 * left empty, so it does not feed, though it drops a seed there. */
START_TEST(test_mustshare_after_captures)
{
    sow_rules r;
    sow_state s;
    sow_error err;
    char *lua = convert_text("{ \"game_constants\": { \"holes\": 3, \"nbr_start\": 2 }, \"game_info\": { "
                             "\"capt_on\": [1], \"capt_side\": 1, \"stores\": true, \"mustshare\": true } }");
    has(lua, "rule = \"leave\",  -- mustshare = true");
    loads(lua, &r);
    position(&r, &s, (const int[]){ 4, 0, 1, 0, 0, 0 }, 0);
    ck_assert_uint_eq(sow_legal(&r, &s), 1u << 0);
    sow_state t = s;
    ck_assert_int_eq(play_legal(&r, &t, 0, NULL), 1);
    assert_board(&r, &t, 0, 1, 2, 1, 0, 0);
    assert_to_move(&t, 1);
    r.feed = SOW_FEED_REACH;                       /* reach would let pit 2 feed too */
    ck_assert_int_eq(sow_rules_finish(&r, &err), 0);
    ck_assert_uint_eq(sow_legal(&r, &s), 1u << 0 | 1u << 2);
    free(lua);
}
END_TEST

/* sow_direct EVEN_ODD_DIR (by_parity) and unclaimed DIVVIED (divided_tie_north),
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
    refused("\"sow_direct\": 3, \"sow_stores\": 2", "sow_direct",
            "parameter sow_direct = 3 (EVEN_ODD_DIR): sowing both ways is read with the mover's own store");
    lua = convert_text(CONFIG("\"sow_direct\": 3, \"udir_holes\": [0, 1, 2, 3, 4, 5]"));  /* the choice alone */
    lacks(lua, "by_parity");
    has(lua, "either_way = true,");
    free(lua);

    lua = convert("divvied.txt");                    /* DivvySeedsStores when a player cannot move */
    has(lua, "empty_row = \"divided_tie_north\",  -- mustpass = false (default); unclaimed = 4 (DIVVIED)");
    loads(lua, &r);
    ck_assert_int_eq(r.empty_row_rest, SOW_REST_DIVIDED_TIE_NORTH);
    free(lua);
    lua = convert_text(CONFIG("\"mustpass\": true, \"unclaimed\": 4, \"capt_on\": [4]"));
    has(lua, "no_moves = \"divided_tie_north\",  -- unclaimed = 4 (DIVVIED); mustpass = true");
    loads(lua, &r);
    free(lua);
    lua = convert("divvied_share.txt");              /* when no move feeds: EndTurnMustShare, then the divvier */
    has(lua, "unable = \"divided_tie_north\",  -- mustshare = true; unclaimed = 4 (DIVVIED)");
    loads(lua, &r);
    ck_assert_int_eq(r.feed_unable, SOW_REST_DIVIDED_TIE_NORTH);
    free(lua);
    refused("\"unclaimed\": 4, \"child_type\": 1, \"child_cvt\": 4, \"stores\": true", "unclaimed",
            "parameter unclaimed = 4 (DIVVIED): MancalaGames' DivvySeedsStores gives the odd seed by the stores alone");
    lua = convert_text("{ \"game_constants\": { \"holes\": 6, \"nbr_start\": 5 }, \"game_info\": { "
                       "\"unclaimed\": 4, \"start_pattern\": 6 } }");   /* RANDOM: 5 seeds in all, odd: no gap now */
    has(lua, "empty_row = \"divided_tie_north\",");
    free(lua);
}
END_TEST

/* allow_rule SINGLE_TO_ZERO, grandslam LEAVE_LEFT / LEAVE_RIGHT /
 * LEGAL_SHARE, sow_stores BOTH_NR_OPP with capt_type END_OPP_STORE_CAPT,
 * mlap_cont STOP_STORE, and where MancalaGames differs. */
START_TEST(test_slams_singles_stores)
{
    sow_rules r;
    char *lua = convert("single_zero.txt");
    has(lua, "allow = \"single_to_empty\",  -- allow_rule = 2 (SINGLE_TO_ZERO)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.allow, SOW_ALLOW_SINGLE_TO_EMPTY);
    free(lua);
    refused("\"allow_rule\": 2, \"udir_holes\": [1]", "allow_rule",
            "parameter allow_rule = 2 (SINGLE_TO_ZERO): MancalaGames supports SINGLE_TO_ZERO without udir holes");
    refused("\"allow_rule\": 2, \"child_type\": 1, \"child_cvt\": 4, \"stores\": true", "allow_rule",
            "parameter allow_rule = 2 (SINGLE_TO_ZERO): a child's seeds stay in its hole");

    lua = convert("slam_keep.txt");
    has(lua, "grand_slam = \"leave_left\",  -- grandslam = 4 (LEAVE_LEFT)");
    has(lua, "chain = \"preceding\",");
    loads(lua, &r);
    ck_assert_int_eq(r.grand_slam, SOW_SLAM_LEAVE_LEFT);
    free(lua);
    lua = convert_text(CONFIG("\"grandslam\": 5, \"capt_on\": [2, 3], \"stores\": true"));
    has(lua, "grand_slam = \"leave_right\",  -- grandslam = 5 (LEAVE_RIGHT)");
    free(lua);
    lua = convert_text(CONFIG("\"grandslam\": 6, \"capt_on\": [2, 3], \"mustshare\": true, \"stores\": true"));
    has(lua, "grand_slam = \"extra_turn\",  -- grandslam = 6 (LEGAL_SHARE)");
    has(lua, "rule = \"leave\",");                  /* MustShare: after sowing and captures */
    free(lua);
    refused("\"grandslam\": 5, \"capt_on\": [2], \"pickextra\": 3", "grandslam",
            "parameter grandslam = 5 (LEAVE_RIGHT): MancalaGames picks the last seeds inside the grand slam test");
    refused("\"grandslam\": 4, \"capt_on\": [2], \"child_type\": 1, \"child_cvt\": 4, \"stores\": true", "grandslam",
            "parameter grandslam = 4 (LEAVE_LEFT): a child's seeds stay in its hole");

    lua = convert("opp_store.txt");
    has(lua, "stores = \"both\",  -- sow_stores = 6 (BOTH_NR_OPP)");
    has(lua, "store = true,  -- sow_stores = 6 (BOTH_NR_OPP)");
    has(lua, "opponent_store = true,  -- capt_type = 8 (END_OPP_STORE_CAPT)");
    has(lua, "kind = \"cross\",");
    loads(lua, &r);
    ck_assert(r.fam.take_opp_store);
    ck_assert(r.fam.repeat_store);
    free(lua);
    refused("\"capt_type\": 8, \"sow_stores\": 2, \"stores\": true", "capt_type",
            "parameter capt_type = 8 (END_OPP_STORE_CAPT): MancalaGames requires both stores sown");
    refused("\"sow_stores\": 5, \"stores\": true", "sow_stores",
            "parameter sow_stores = 5 (BOTH_NR_OWN): sow's repeat turn comes from the mover's own store");

    lua = convert("stop_store.txt");
    has(lua, "relay = function(c) return c >= 2 end,  -- mlaps = 1 (LAPPER); mlap_cont = 6 (STOP_STORE)");
    has(lua, "stores = \"own\",  -- sow_stores = 3 (OWN_NR)");
    lacks(lua, "store = true");
    loads(lua, &r);
    free(lua);
    refused("\"mlaps\": 1, \"sow_stores\": 3, \"stores\": true", "mlap_cont",
            "parameter mlap_cont = 0 (NONE, default): MancalaGames' lapping goes on from a store");
    refused("\"mlaps\": 2, \"mlap_cont\": 6, \"crosscapt\": true, \"sow_stores\": 2, \"stores\": true", "mlaps",
            "parameter mlaps = 2 (LAPPER_NEXT): with the stores on the track MancalaGames' NextLapCont");

    lua = convert("no_return.txt");                  /* SPLIT, min_move 1, no udir end hole: DontUndoMoveOne */
    has(lua, "no_return = true,  -- sow_direct = 0 (SPLIT); min_move = 1 (default)");
    has(lua, "against = { 1, 2 },");
    loads(lua, &r);
    ck_assert(r.fam.no_return);
    free(lua);
    lua = convert_text(CONFIG("\"sow_direct\": 0, \"udir_holes\": [5], \"capt_on\": [2]"));  /* an end hole is udir */
    lacks(lua, "no_return");
    free(lua);
    refused("\"sow_direct\": 0, \"mlaps\": 1, \"capt_on\": [2]", "sow_direct",
            "parameter sow_direct = 0 (SPLIT): MancalaGames' DontUndoMoveOne counts the seeds of a lap");
    refused("\"sow_direct\": 0, \"mustshare\": true", "sow_direct",
            "parameter sow_direct = 0 (SPLIT): MancalaGames' DontUndoMoveOne was not read with mustshare");
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

/* game_class NorthSouthCycle (north_south): board.track = "own_rows", and a
 * move that wraps round South's row through South's store, not into
 * North's; what the class's stored versions do not show, refused. */
START_TEST(test_north_south)
{
    char *lua = convert("north_south.txt");
    has(lua, "track = \"own_rows\",  -- game_class NorthSouthCycle");
    sow_rules r;
    loads(lua, &r);
    free(lua);
    sow_state s;
    position_with(&r, &s, (const int[]){ 3, 3, 3, 4, 3, 3, 3, 3, 3, 3 }, 0, 0, 0);
    sow_play(&r, &s, 3, NULL);                 /* 4, the store, 0, 1 (a full pit: no capture) */
    static const uint8_t want[] = { 4, 4, 3, 0, 4, 3, 3, 3, 3, 3 };
    ck_assert(!memcmp(s.b.pit, want, sizeof want));
    ck_assert_int_eq(s.captured[0], 1);
    ck_assert_int_eq(s.to_move, 1);
#define NS(info) "{ \"game_class\": \"NorthSouthCycle\", \"game_constants\": { \"holes\": 6, \"nbr_start\": 4 }, " \
                 "\"game_info\": { " info " } }"
    static const struct { const char *json, *field, *start; } cases[] = {
        { NS("\"sow_stores\": 2, \"stores\": true"), "sow_stores", "parameter sow_stores = 2 (BOTH): NorthSouthCycle is read" },
        { NS("\"skip_start\": true"), "skip_start", "parameter skip_start = true: whether NorthSouthCycle's replaced" },
        { NS("\"capt_type\": 1"), "capt_type", "parameter capt_type = 1 (NEXT): not read with NorthSouthCycle" },
        { NS("\"mustshare\": true"), "", "game_class \"NorthSouthCycle\": no seed reaches the opponent's side" },
        { NS("\"crosscapt\": true, \"capt_side\": 2"), "capt_side", "parameter capt_side = 2 (OWN_SIDE): a cross capture of an own hole" },
        { "{ \"game_class\": \"ShareOne\", \"game_constants\": { \"holes\": 6, \"nbr_start\": 4 }, \"game_info\": { } }", "",
          "game_class \"ShareOne\": with the opponent's side empty" },
        { "{ \"game_class\": \"EWGratuitous\", \"game_constants\": { \"holes\": 6, \"nbr_start\": 4 }, \"game_info\": { } }", "",
          "game_class \"EWGratuitous\": a capture's seeds are a second ply" },
        { "{ \"game_class\": \"Octagon\", \"game_constants\": { \"holes\": 6, \"nbr_start\": 4 }, \"game_info\": { } }", "",
          "game_class \"Octagon\": sow plays the Mancala, NorthSouthCycle, BearOff and ZigZag classes' rules only" },
    };
#undef NS
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sow_error e = refuse_text(cases[i].json);
        ck_assert_str_eq(e.field, cases[i].field);
        ck_assert_msg(!strncmp(e.msg, cases[i].start, strlen(cases[i].start)), "case %zu: got '%s'", i, e.msg);
    }
}
END_TEST

/* game_class ZigZag (zigzag): board.track zigzag, counter-clockwise 0, 6,
 * 2, 4, 3, 5, 1, 7 on 4 holes, each hole sown towards the centre line (1,
 * 2, 4 and 7 clockwise: ZigZagGetDir), not the TOCENTER row's sow.against;
 * what sow's zigzag does not play, refused. */
START_TEST(test_zigzag)
{
    char *lua = convert("zigzag.txt");
    has(lua, "track = \"zigzag\",  -- sow_direct = 4 (TOCENTER); game_class ZigZag");
    ck_assert_ptr_null(strstr(lua, "against"));
    sow_rules r;
    loads(lua, &r);
    free(lua);
    sow_state s;
    position_with(&r, &s, (const int[]){ 1, 1, 3, 0, 1, 0, 1, 1 }, 0, 0, 0);
    ck_assert_uint_eq(sow_legal(&r, &s), 1u << 0 | (sow_moves)(1u << 1 | 1u << 2) << SOW_REVERSE);
    sow_play(&r, &s, SOW_REVERSE + 1, NULL);   /* 1 clockwise: North's empty 5, facing 2: its 3 taken */
    static const uint8_t took[] = { 1, 0, 0, 0, 1, 1, 1, 1 };
    ck_assert(!memcmp(s.b.pit, took, sizeof took));
    ck_assert_int_eq(s.captured[0], 3);
#define ZZ(holes, info) "{ \"game_class\": \"ZigZag\", \"game_constants\": { \"holes\": " holes ", " \
                        "\"nbr_start\": 4 }, \"game_info\": { " info " } }"
    static const struct { const char *json, *field, *start; } cases[] = {
        { ZZ("6", "\"sow_direct\": 1"), "sow_direct", "parameter sow_direct = 1 (CCW): ZigZag asks TOCENTER" },
        { ZZ("5", "\"sow_direct\": 4, \"udir_holes\": [2]"), "holes", "parameter holes = 5: sow's zigzag sows every hole" },
        { ZZ("6", "\"sow_direct\": 4, \"udir_holes\": [0]"), "udir_holes", "parameter udir_holes" },
        { ZZ("6", "\"sow_direct\": 4, \"skip_start\": true"), "skip_start", "parameter skip_start = true: not read with ZigZag" },
        { ZZ("6", "\"sow_direct\": 4, \"crosscapt\": 1, \"multicapt\": -1"), "multicapt", "parameter multicapt = -1: not read with ZigZag" },
    };
#undef ZZ
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sow_error e = refuse_text(cases[i].json);
        ck_assert_str_eq(e.field, cases[i].field);
        ck_assert_msg(!strncmp(e.msg, cases[i].start, strlen(cases[i].start)), "case %zu: got '%s'", i, e.msg);
    }
}
END_TEST

/* game_class BearOff (bear_off): sow.bear_off; a sowing that leaves no pit
 * above one seed begins it, and the next seed leaving a row is borne off;
 * what BearOffSow's replaced sower does not read, refused. */
START_TEST(test_bear_off)
{
    char *lua = convert("bear_off.txt");
    has(lua, "bear_off = true,  -- game_class BearOff");
    sow_rules r;
    loads(lua, &r);
    free(lua);
    sow_state s;
    position_with(&r, &s, (const int[]){ 2, 0, 0, 0, 0, 0, 1, 1 }, 0, 0, 0);
    sow_play(&r, &s, 0, NULL);                 /* 1, 2: 2 was empty, faces the empty 5: no capture */
    static const uint8_t sown[] = { 0, 1, 1, 0, 0, 0, 1, 1 };
    ck_assert(!memcmp(s.b.pit, sown, sizeof sown));
    ck_assert(s.ways & SOW_WAYS_BEARING);      /* no pit above one seed */
    sow_play(&r, &s, 7, NULL);                 /* North's 7 would fall in South's 0: borne off */
    static const uint8_t off[] = { 0, 1, 1, 0, 0, 0, 1, 0 };
    ck_assert(!memcmp(s.b.pit, off, sizeof off));
    ck_assert_int_eq(s.captured[1], 1);
    ck_assert_int_eq(s.to_move, 0);
#define BO(info) "{ \"game_class\": \"BearOff\", \"game_constants\": { \"holes\": 6, \"nbr_start\": 4 }, " \
                 "\"game_info\": { " info " } }"
    static const struct { const char *json, *field, *start; } cases[] = {
        { BO("\"sow_stores\": 1, \"stores\": true"), "sow_stores", "parameter sow_stores = 1 (OWN): not read with BearOff" },
        { BO("\"mlaps\": 2"), "mlaps", "parameter mlaps = 2 (LAPPER_NEXT): with BearOff sow reads the LAPPER" },
        { BO("\"rounds\": 1"), "", "game_class \"BearOff\": sow's bear_off lasts the game" },
        { "{ \"game_class\": \"BearOff\", \"game_constants\": { \"holes\": 6, \"nbr_start\": 1 }, \"game_info\": { } }",
          "nbr_start", "parameter nbr_start = 1: a deal with no hole above one seed" },
    };
#undef BO
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sow_error e = refuse_text(cases[i].json);
        ck_assert_str_eq(e.field, cases[i].field);
        ck_assert_msg(!strncmp(e.msg, cases[i].start, strlen(cases[i].start)), "case %zu: got '%s'", i, e.msg);
    }
}
END_TEST

/* grandslam OPP_GETS_REMAIN (opp_gets_remain): capture.grand_slam =
 * "opponent_takes_row"; with the pickers and children GSOppGets wraps, refused. */
/* presowcapt ALL_SINGLE_XCAPT, DRAW_1_XCAPT, allow_rule NOT_XFROM_1S,
 * nosinglecapt. */
START_TEST(test_captures_before_sowing)
{
    sow_rules r;
    char *lua = convert("presow_singles.txt");
    has(lua, "before_sowing = \"singles_across\",  -- presowcapt = 2 (ALL_SINGLE_XCAPT)");
    has(lua, "allow = \"not_facing_single\",  -- allow_rule = 10 (NOT_XFROM_1S)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.before_sowing, SOW_PRESOW_SINGLES_ACROSS);
    ck_assert_int_eq(r.fam.allow, SOW_ALLOW_NOT_FACING_SINGLE);
    free(lua);
    lua = convert("presow_draw.txt");
    has(lua, "before_sowing = \"single_draw_across\",  -- presowcapt = 3 (DRAW_1_XCAPT)");
    has(lua, "rows = \"opponent\",  -- capt_side = 1 (OPP_SIDE)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.before_sowing, SOW_PRESOW_SINGLE_DRAW_ACROSS);
    ck_assert_int_eq(r.feed, SOW_FEED_LEAVE);
    free(lua);
    lua = convert("no_single.txt");
    has(lua, "not_from_single = true,  -- nosinglecapt = true");
    has(lua, "grand_slam = \"forfeit\",  -- grandslam = 2 (NO_CAPT)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.not_from_single, 1);
    free(lua);
    refused("\"presowcapt\": 3, \"sow_start\": true", "sow_start", "parameter sow_start = true: with SOW_START MancalaGames counts");
    refused("\"presowcapt\": 2, \"capt_rturn\": 1", "capt_rturn", "parameter capt_rturn = 1 (ALWAYS): MancalaGames gives no repeat turn");
    refused("\"presowcapt\": 2, \"grandslam\": 2", "grandslam", "parameter grandslam = 2 (NO_CAPT): sow's grand slam rules");
    refused("\"presowcapt\": 2, \"goal\": 3", "goal", "parameter goal = 3 (CLEAR): a capture before sowing may empty a row");
    refused("\"nosinglecapt\": true, \"sow_start\": true, \"capt_on\": [2]", "sow_start",
            "parameter sow_start = true: MancalaGames counts the seeds to sow");
    refused("\"nosinglecapt\": true, \"pickextra\": 3, \"capt_on\": [2]", "pickextra",
            "parameter pickextra = 3 (PICKLASTSEEDS): NoSingleSeedCapt holds PickLastSeeds back too");
    refused("\"allow_rule\": 10, \"no_sides\": true", "allow_rule",
            "parameter allow_rule = 10 (NOT_XFROM_1S): MancalaGames does not support NOT_XFROM_1S for move triples");
}
END_TEST

START_TEST(test_opp_gets_remain)
{
    char *lua = convert("opp_gets_remain.txt");
    has(lua, "grand_slam = \"opponent_takes_row\",  -- grandslam = 3 (OPP_GETS_REMAIN)");
    sow_rules r;
    loads(lua, &r);
    free(lua);
    sow_state s;
    position_with(&r, &s, (const int[]){ 1, 0, 0, 2, 0, 0, 3, 0 }, 0, 0, 0);
    sow_play(&r, &s, 0, NULL);                 /* 0 into the empty 1: 6's 3 taken, North's row empty: 1 and 3's 2 to North */
    static const uint8_t want[8] = { 0 };
    ck_assert(!memcmp(s.b.pit, want, sizeof want));
    ck_assert_int_eq(s.captured[0], 3);
    ck_assert_int_eq(s.captured[1], 3);
    refused("\"capt_on\": [4], \"mlaps\": 1, \"sow_rule\": 3, \"grandslam\": 3", "grandslam",
            "parameter grandslam = 3 (OPP_GETS_REMAIN): GSOppGets wraps MancalaGames' pickers and children");
}
END_TEST

/* sow_rule values: SOW_BLKD_DIV_NR with LAPPER and IMMOBILIZE (sow.close),
 * NO_SOW_OPP_NS (sow.skip_opponent), MAX_SOW (sow.max_seeds), and what is
 * refused with them. */
START_TEST(test_sow_rule_values)
{
    char *lua = convert("close_laps.txt");
    has(lua, "close = { count = 3, not_rightmost = true },  -- sow_rule = 2 (SOW_BLKD_DIV_NR); sow_param = 3");
    has(lua, "goal = \"immobilize\",  -- goal = 10 (IMMOBILIZE)");
    sow_rules r;
    loads(lua, &r);
    free(lua);
    ck_assert_int_eq(r.fam.close_count, 3);
    ck_assert_int_eq(r.fam.close_not_rightmost, 1);
    sow_state s;
    position_with(&r, &s, (const int[]){ 0, 0, 2, 0, 2, 1, 0, 0 }, 0, 0, 0);
    sow_play(&r, &s, 2, NULL);                 /* 3, 4 (3: closed), relayed 5, 6, 7 */
    static const uint8_t want[8] = { 0, 0, 0, 1, 0, 2, 1, 1 };
    ck_assert(!memcmp(s.b.pit, want, sizeof want));
    ck_assert_uint_eq(s.blocked, 1u << 4);
    lua = convert("skip_opp.txt");
    has(lua, "skip_opponent = { count = 2 },  -- sow_rule = 5 (NO_SOW_OPP_NS); sow_param = 2");
    loads(lua, &r);
    free(lua);
    ck_assert_int_eq(r.fam.skip_count, 2);
    lua = convert("max_sow.txt");
    has(lua, "max_seeds = 5,  -- sow_rule = 7 (MAX_SOW); sow_param = 5");
    loads(lua, &r);
    free(lua);
    ck_assert_int_eq(r.fam.max_seeds, 5);
    refused("\"sow_rule\": 1, \"sow_param\": 3, \"blocks\": true, \"goal\": 10", "mlaps",
            "parameter mlaps = 0 (OFF, default): sow's closing is MancalaGames' SOW_BLKD_DIV with LAPPER");
    refused("\"sow_rule\": 1, \"sow_param\": 3, \"blocks\": true, \"mlaps\": 1, \"capt_on\": [2]", "sow_rule",
            "parameter sow_rule = 1 (SOW_BLKD_DIV): MancalaGames' SOW_BLKD_DIV is read with no capture");
    refused("\"sow_rule\": 1, \"sow_param\": 1, \"blocks\": true, \"mlaps\": 1", "sow_param",
            "parameter sow_param = 1: expected a count 2..255");
    refused("\"sow_rule\": 5, \"sow_param\": 2, \"sow_stores\": 1, \"stores\": true", "sow_stores",
            "parameter sow_stores = 1 (OWN): MancalaGames' SowSkipOppN sows no store");
    refused("\"sow_rule\": 7, \"sow_param\": 1", "sow_param",
            "parameter sow_param = 1: 48 seeds could fill every hole to 1");
}
END_TEST

START_TEST(test_capture_types_b)
{
    char *lua = convert("capt_once.txt");           /* RepeatTurn ONCE: rturn_cnt < 1 */
    has(lua, "capture = true,  -- capt_rturn = 2 (ONCE)");
    has(lua, "capture_once = true,  -- capt_rturn = 2 (ONCE); RepeatTurn ONCE");
    sow_rules r;
    loads(lua, &r);
    free(lua);
    ck_assert_int_eq(r.fam.repeat_once, 1);
    sow_state s;                                     /* 4 into 5 (1 -> 2): taken, again; 3 into 4, 5, 6 (2): no more */
    position_with(&r, &s, (const int[]){ 3, 3, 3, 3, 1, 1, 1, 5, 5, 5 }, 0, 0, 0);
    sow_play(&r, &s, 4, NULL);
    ck_assert_int_eq(s.captured[0], 2);
    ck_assert_int_eq(s.to_move, 0);
    sow_play(&r, &s, 3, NULL);
    ck_assert_int_eq(s.captured[0], 4);
    ck_assert_int_eq(s.to_move, 1);
}
END_TEST

/* ---- children, no sides, rounds ending on no moves (feat-children) ---- */

/* WEG with OPP_OWNER_ONLY in a territory match of NO_MOVES rounds
 * (weg_rounds): kept children read by owner; what else is refused. */
START_TEST(test_children_territory)
{
    sow_rules r;
    char *lua = convert("weg_rounds.txt");
    has(lua, "by_owner = true,  -- child_rule = 4 (OPP_OWNER_ONLY); goal = 2 (TERRITORY); OppOwnerChild");
    has(lua, "keep = true,  -- child_type = 4 (WEG)");
    has(lua, "territory = { ends_under = 8 },");
    has(lua, "no_moves = \"owner\",");
    lacks(lua, "threshold");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.child_by_owner, 1);
    ck_assert_int_eq(r.fam.child_rows, SOW_ROWS_OPPONENT);
    ck_assert_int_eq(r.fam.territory, 1);
    ck_assert_int_eq(r.fam.child_keep, 1);
    free(lua);
    refused("\"child_type\": 4, \"child_cvt\": 4, \"stores\": true, \"child_rule\": 4", "child_rule",
            "parameter child_rule = 4 (OPP_OWNER_ONLY): MancalaGames implements the owner rules with goal TERRITORY only");
    refused("\"child_type\": 4, \"child_cvt\": 3, \"stores\": true, \"goal\": 2, \"goal_param\": 8, \"rounds\": 3",
            "rounds", "parameter rounds = 3 (END_S_SEEDS): sow's children that keep their seeds are played with the "
            "seed-count ends only (no rounds, mustshare, goal other than MAX_SEEDS or end_cond), or in a territory "
            "match whose rounds end on NO_MOVES");
}
END_TEST

/* no_sides with children (ONE_CHILD: the maker's) and udir holes
 * (no_sides_child); other children refused with no_sides. */
START_TEST(test_no_sides_children)
{
    sow_rules r;
    char *lua = convert("no_sides_child.txt");
    has(lua, "play_from = \"either_row\",  -- no_sides = true");
    has(lua, "either_way = { 1, 4 },  -- udir_holes = [0, 3]");
    has(lua, "per_player = 1,  -- child_type = 3 (ONE_CHILD)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.either_row, 1);
    ck_assert_uint_eq(r.fam.either_way, 0x99u);               /* positions 1 and 4 of both rows: pits 0, 3, 4, 7 */
    ck_assert_int_eq(r.fam.child_per_player, 1);
    free(lua);
    refused("\"no_sides\": true, \"child_type\": 4, \"child_cvt\": 3, \"stores\": true", "no_sides",
            "parameter no_sides = true: sow maps no_sides children of child_type NORMAL and ONE_CHILD only");
    refused("\"no_sides\": true, \"child_type\": 1, \"child_cvt\": 3", "no_sides",
            "parameter no_sides = true: without stores MancalaGames moves a no_sides game's seeds into children");
}
END_TEST

/* Writes lua into a fresh directory and loads it with readings ("ID=KW"). */
static void loads_reading(const char *lua, const char *readings, sow_rules *r)
{
    char dir[] = "/tmp/sow-import-XXXXXX", path[64];
    sow_error err;
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/spec.lua", dir);
    ck_assert_msg(sow_import_write(path, lua, 1, &err) == 0, "%s: %s: %s", err.file, err.field, err.msg);
    ck_assert_msg(try_load(path, readings, r, &err) == 0, "%s: %s: %s", err.file, err.field, err.msg);
    unlink(path);
    rmdir(dir);
}

/* LAPPER_NEXT with a cross capture and no mlap_cont: the stored versions
 * differ (StopXCapt or NextLapCont alone), so the spec carries an open
 * question (mg_open), each reading loads and plays its version: pit 0's
 * seed makes pit 1 hold 1 facing pit 8's 2; StopXCapt stops and takes
 * them, NextLapCont laps on from pit 2 to pit 3, which faces nothing. */
START_TEST(test_relay_open_question)
{
    static const int start[] = { 1, 0, 1, 0, 0, 1, 0, 1, 2, 1 };
    sow_rules r;
    sow_state s;
    char *lua = convert("next_lap_cross.txt");
    has(lua, "relay_from = \"next\",");
    has(lua, "relay_stops = \"cross\",  -- mlaps = 2 (LAPPER_NEXT); crosscapt = 1 (ONE_ZEROS)");
    has(lua, "open { id = \"MG.StopXCapt\", \"Does LAPPER_NEXT lapping stop");
    has(lua, "{ \"stop_xcapt\", { sow = { relay_stops = \"cross\" } } },");
    has(lua, "{ \"next_lap_cont\", { sow = { relay_stops = \"none\" } } } },\n}");
    loads_reading(lua, NULL, &r);                        /* the default: StopXCapt */
    ck_assert_int_eq(r.fam.relay_stops_cross, 1);
    ck_assert_int_eq(r.nquestions, 1);
    position(&r, &s, start, 0);
    ck_assert_int_eq(play_legal(&r, &s, 0, NULL), 2);
    assert_board(&r, &s, 0, 1, 1, 0, 0, 1, 0, 1, 0, 1);
    loads_reading(lua, "MG.StopXCapt=next_lap_cont", &r);
    ck_assert_int_eq(r.fam.relay_stops_cross, 0);
    position(&r, &s, start, 0);
    ck_assert_int_eq(play_legal(&r, &s, 0, NULL), 0);
    assert_board(&r, &s, 0, 1, 0, 1, 0, 1, 0, 1, 2, 1);
    free(lua);
}
END_TEST

/* capt_side OPP_CONT with a chain (opp_cont.txt): an open question, each
 * reading loads and plays its version. Pit 2's two seeds make pits 3 and
 * 4 hold 2: North's pit 4 is taken, then the chain runs back to pit 3
 * (South's own): capt_start takes it, capt_loc_06474ee0 stops there. A
 * capture without a chain is the same in both: no question. */
START_TEST(test_opp_cont_open_question)
{
    static const int start[] = { 1, 0, 2, 1, 1, 3, 3, 3 };
    sow_rules r;
    sow_state s;
    char *lua = convert("opp_cont.txt");
    has(lua, "rows = \"opponent\",  -- capt_side = 3 (OPP_CONT)");
    has(lua, "chain_rows = \"any\",  -- capt_side = 3 (OPP_CONT); multicapt = -1");
    has(lua, "open { id = \"MG.OppCont\",");
    has(lua, "{ \"capt_start\", { capture = { rows = \"opponent\", chain_rows = \"any\" } } },");
    has(lua, "{ \"capt_loc_06474ee0\", { capture = { rows = \"opponent\", chain_rows = \"rows\" } } } },");
    loads_reading(lua, NULL, &r);
    ck_assert_int_eq(r.fam.chain_any_row, 1);
    position(&r, &s, start, 0);
    ck_assert_int_eq(play_legal(&r, &s, 2, NULL), 4);
    assert_board(&r, &s, 1, 0, 0, 0, 0, 3, 3, 3);
    loads_reading(lua, "MG.OppCont=capt_loc_06474ee0", &r);
    ck_assert_int_eq(r.fam.chain_any_row, 0);
    position(&r, &s, start, 0);
    ck_assert_int_eq(play_legal(&r, &s, 2, NULL), 2);
    assert_board(&r, &s, 1, 0, 0, 2, 0, 3, 3, 3);
    free(lua);
    lua = convert_text(CONFIG("\"capt_on\": [2, 3], \"capt_side\": 3"));
    has(lua, "rows = \"opponent\",  -- capt_side = 3 (OPP_CONT)");
    lacks(lua, "open {");
    loads(lua, &r);
    free(lua);
    refused("\"capt_type\": 1, \"capt_dir\": 1, \"capt_side\": 3", "capt_side",
            "parameter capt_side = 3 (OPP_CONT): OPP_CONT asks the side of the last seed's pit");
}
END_TEST

/* nocaptmoves (nocapt_open.txt): the open question MG.NoCaptMoves, N
 * sowings held back (mcount_ge, the default) or N + 1 (movers). North's
 * second sowing of the game makes pit 5 hold 2: mcount_ge takes them,
 * movers still holds them back. With rounds (nocapt_rounds.txt) counted
 * per round, with PLAYALTDIR's choice; with mustpass while no pass can
 * come in the opening moves (MOVE_ALL_HOLES_FIRST, each row untouched). */
START_TEST(test_nocapt_open_question)
{
    static const int start[] = { 1, 0, 0, 0, 1, 1, 0, 0 };
    sow_rules r;
    sow_state s;
    char *lua = convert("nocapt_open.txt");
    has(lua, "after = 1,  -- nocaptmoves = 1");
    has(lua, "open { id = \"MG.NoCaptMoves\",");
    has(lua, "{ \"mcount_ge\", { capture = { after = 1 } } },");
    has(lua, "{ \"movers\", { capture = { after = 2 } } } },");
    lacks(lua, "openings =");
    loads_reading(lua, NULL, &r);
    ck_assert_int_eq(r.fam.capture_after, 1);
    position(&r, &s, start, 0);
    ck_assert_int_eq(play_legal(&r, &s, 0, NULL), 0);
    ck_assert_int_eq(play_legal(&r, &s, 4, NULL), 2);
    assert_board(&r, &s, 0, 1, 0, 0, 0, 0, 0, 0);
    loads_reading(lua, "MG.NoCaptMoves=movers", &r);
    ck_assert_int_eq(r.fam.capture_after, 2);
    position(&r, &s, start, 0);
    ck_assert_int_eq(play_legal(&r, &s, 0, NULL), 0);
    ck_assert_int_eq(play_legal(&r, &s, 4, NULL), 0);
    assert_board(&r, &s, 0, 1, 0, 0, 0, 2, 0, 0);
    free(lua);
    lua = convert("nocapt_rounds.txt");
    has(lua, "openings = \"round\",  -- sow_direct = 2 (PLAYALTDIR);");
    has(lua, "nocaptmoves = 1; rounds = 2 (NO_MOVES); init_bprops resets the move count and the inhibitor each round");
    has(lua, "{ \"movers\", { capture = { after = 2 } } } },");
    loads_reading(lua, "MG.NoCaptMoves=movers", &r);
    ck_assert_int_eq(r.fam.openings_per_round, 1);
    ck_assert_int_eq(r.fam.capture_after, 2);
    free(lua);
    lua = convert_text(CONFIG("\"nocaptmoves\": 2, \"capt_on\": [4], \"mustpass\": true, \"allow_rule\": 9"));
    has(lua, "{ \"movers\", { capture = { after = 3 } } } },");
    loads(lua, &r);
    free(lua);
}
END_TEST

/* round_fill TERR_EX_LOSER (new_game.py terr_wholes_loser; RoundWinner's
 * req_seeds at 165ee250 and in the other version): 4 holes, 4 a hole,
 * goal_param 6: the winner's holes rounded down; the match ends under
 * 32 - 24 + 1 = 9 (the default) or (8 - 6 + 1) * 4 - 1 = 11. TWO_OUT
 * (no capt_side, no owner test) is mapped in territory; with a pick it
 * is refused. */
START_TEST(test_terr_ex_loser)
{
    sow_rules r;
    char *lua = convert("terr_ex_loser.txt");
    has(lua, "territory = { ends_under = 9, rounding = \"down\" },  -- goal = 2 (TERRITORY); goal_param = 6; holes = 4; "
             "nbr_start = 4; round_fill = 12 (TERR_EX_LOSER)");
    has(lua, "kind = \"two_out\",");
    has(lua, "open { id = \"MG.TerrExLoserEnd\", \"With TERR_EX_LOSER");
    has(lua, "{ \"whole_holes_165ee250\", { rounds = { territory = { ends_under = 9 } } } },");
    has(lua, "{ \"half_hole\", { rounds = { territory = { ends_under = 11 } } } } },\n}");
    lacks(lua, "threshold");
    loads_reading(lua, NULL, &r);
    ck_assert_int_eq(r.fam.territory_under, 9);
    ck_assert_int_eq(r.fam.territory_rounding, 1);
    loads_reading(lua, "MG.TerrExLoserEnd=half_hole", &r);
    ck_assert_int_eq(r.fam.territory_under, 11);
    ck_assert_int_eq(r.fam.territory_rounding, 1);
    free(lua);
    refused("\"goal\": 2, \"goal_param\": 10, \"rounds\": 2, \"round_fill\": 12, \"stores\": true, \"capt_type\": 2, "
            "\"capt_dir\": 1, \"pickextra\": 1", "capt_type", "parameter capt_type = 2 (TWO_OUT): sow maps territory games");
}
END_TEST

/* goal TERRITORY: 165ee250's terr_wholes_round and RoundWinner against
 * compute_win_holes and round_seeds_for_win. 4 a hole (6 holes,
 * goal_param 10): ends_under 11 either way, a half over rounds up or not
 * (half_down). 5 a hole (5 holes, goal_param 8): odd, the same holes, but
 * ends_under 13 or 14. 3 a hole: both the same, no question. */
START_TEST(test_territory_versions)
{
    sow_rules r;
    char *lua = convert_text(CONFIG("\"goal\": 2, \"goal_param\": 10, \"rounds\": 2, \"stores\": true, \"capt_on\": [4]"));
    has(lua, "territory = { ends_under = 11 },");
    has(lua, "{ \"compute_win_holes\", { rounds = { territory = { ends_under = 11, rounding = \"half_up\" } } } },");
    has(lua, "{ \"terr_wholes_round_165ee250\", { rounds = { territory = { ends_under = 11, rounding = \"half_down\" } } } } },");
    loads_reading(lua, NULL, &r);
    ck_assert_int_eq(r.fam.territory_rounding, 0);
    loads_reading(lua, "MG.TerrRound=terr_wholes_round_165ee250", &r);
    ck_assert_int_eq(r.fam.territory_rounding, 2);
    ck_assert_int_eq(r.fam.territory_under, 11);
    free(lua);
    lua = convert_text("{ \"game_constants\": { \"holes\": 5, \"nbr_start\": 5 }, \"game_info\": { \"goal\": 2, "
                       "\"goal_param\": 8, \"rounds\": 2, \"stores\": true, \"capt_on\": [4] } }");
    has(lua, "territory = { ends_under = 13 },");
    has(lua, "{ \"terr_wholes_round_165ee250\", { rounds = { territory = { ends_under = 14, rounding = \"half_up\" } } } } },");
    loads_reading(lua, "MG.TerrRound=terr_wholes_round_165ee250", &r);
    ck_assert_int_eq(r.fam.territory_under, 14);
    free(lua);
    lua = convert("territory_rounds.txt");
    lacks(lua, "MG.TerrRound");
    free(lua);
}
END_TEST

/* round_fill UCHOOSE (NewRound's OUTSIDE_FILL, then the chooser picks
 * the filled holes in the UI: RndChooseButtonBehavior): rounds.fill and
 * rounds.chooser_fill "outside", and the open question MG.UChoose whose
 * readings are the chooser's policies; without blocks nothing is asked. */
START_TEST(test_uchoose)
{
    sow_rules r;
    char *lua = convert("uchoose.txt");
    has(lua, "fill = \"outside\",  -- round_fill = 6 (UCHOOSE)");
    has(lua, "chooser_fill = \"outside\",  -- round_fill = 6 (UCHOOSE); blocks = true");
    has(lua, "open { id = \"MG.UChoose\", \"Which holes does the round's chooser fill");
    has(lua, "{ \"keep_outside\", { rounds = { chooser_fill = \"outside\" } } },");
    has(lua, "{ \"rightmost\", { rounds = { chooser_fill = \"right\" } } } },\n");
    loads_reading(lua, NULL, &r);
    ck_assert_int_eq(r.fam.fill, SOW_FILL_OUTSIDE);
    ck_assert_int_eq(r.fam.chooser_fill, SOW_FILL_OUTSIDE + 1);
    ck_assert_int_eq(r.nquestions, 2);                  /* and MG.NoMovesWinSeeds */
    loads_reading(lua, "MG.UChoose=leftmost", &r);
    ck_assert_int_eq(r.fam.chooser_fill, SOW_FILL_LEFT + 1);
    loads_reading(lua, "MG.UChoose=rightmost", &r);
    ck_assert_int_eq(r.fam.chooser_fill, SOW_FILL_RIGHT + 1);
    free(lua);
    lua = convert_text(CONFIG("\"goal_param\": 2, \"rounds\": 2, \"round_fill\": 6, \"capt_on\": [2, 3], "
                              "\"stores\": true"));
    has(lua, "fill = \"outside\",  -- round_fill = 6 (UCHOOSE); UCHOOSE without blocks");
    lacks(lua, "chooser_fill");
    lacks(lua, "MG.UChoose");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.chooser_fill, 0);
    free(lua);
    refused("\"goal_param\": 2, \"rounds\": 2, \"round_fill\": 6, \"blocks\": true, \"unclaimed\": 1, "
            "\"capt_on\": [2, 3], \"stores\": true", "unclaimed", "parameter unclaimed = 1 (DONT_SCORE): with seeds "
            "leaving play both rows may have blocked holes");
}
END_TEST

/* round_fill UCHOWN with goal TERRITORY (SelectOwnedHoles after
 * TerritoryNewRound): rounds.territory.mixed_row "along" and the open
 * question MG.UChown, whose readings are the winner's policies. */
START_TEST(test_uchown)
{
    sow_rules r;
    char *lua = convert("uchown.txt");
    has(lua, "territory = { ends_under = 11, mixed_row = \"along\" },  -- goal = 2 (TERRITORY); goal_param = 7; "
             "holes = 5; nbr_start = 3; round_fill = 8 (UCHOWN)");
    has(lua, "open { id = \"MG.UChown\", \"Which holes of the row both players own");
    has(lua, "{ \"along\", { rounds = { territory = { mixed_row = \"along\" } } } },");
    has(lua, "{ \"reversed\", { rounds = { territory = { mixed_row = \"reversed\" } } } } },\n}");
    loads_reading(lua, NULL, &r);
    ck_assert(r.fam.territory);
    ck_assert_int_eq(r.fam.territory_under, 11);
    ck_assert_int_eq(r.fam.territory_reversed, 0);
    loads_reading(lua, "MG.UChown=reversed", &r);
    ck_assert_int_eq(r.fam.territory_reversed, 1);
    ck_assert_int_eq(r.fam.territory_under, 11);          /* the patch merges into the territory table */
    free(lua);
}
END_TEST

/* pickextra PICKOPPBASIC with capt_on [2] (PickOppBasic; PickOppTwos
 * before it): capture.take_also = 2. Pit 0's seed falls into empty pit 1
 * facing pit 6's 2: taken, then North's 2s (pits 4, 7), not pit 5's 3. */
START_TEST(test_pick_opp_basic)
{
    static const int start[] = { 1, 0, 1, 0, 2, 3, 2, 2 };
    sow_rules r;
    sow_state s;
    char *lua = convert("pick_opp_basic.txt");
    has(lua, "take_also = 2,  -- pickextra = 2 (PICKOPPBASIC); capt_on = [2]");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.take_also, 2);
    position(&r, &s, start, 0);
    ck_assert_int_eq(play_legal(&r, &s, 0, NULL), 6);
    assert_board(&r, &s, 0, 1, 1, 0, 0, 3, 0, 0);
    free(lua);
    lua = convert_text(CONFIG("\"capt_on\": [2], \"pickextra\": 2, \"multicapt\": -1"));
    has(lua, "take_also = 2,");
    loads(lua, &r);
    free(lua);
    refused("\"crosscapt\": 1, \"capt_on\": [2, 3], \"pickextra\": 2", "pickextra",
            "parameter pickextra = 2 (PICKOPPBASIC): sow takes the opponent's pits of one count");
    refused("\"capt_on\": [2], \"capt_side\": 2, \"pickextra\": 2", "pickextra",
            "parameter pickextra = 2 (PICKOPPBASIC): PickOppBasic asks capt_side");
    refused("\"crosscapt\": 1, \"capt_on\": [2], \"pickextra\": 2, \"grandslam\": 1", "pickextra",
            "parameter pickextra = 2 (PICKOPPBASIC): sow's take_also was not read with grand slam rules");
}
END_TEST

/* allow_rule RIGHT_2_1ST_THEN_ALL_TWO (OnlyRightTwo over OnlyIfAllN(2)):
 * first_from_rightmost = 2 and shunned = 2, per round. South's opening:
 * pits 3 and 4; with pit 4 out of play (a later round's LEFT_FILL), 2 and
 * 3; after it, no 2 while pits 1 and 3 (3 and 1 seeds) can move. */
/* start_pattern MOVE_RIGHTMOST (fill_patterns.py MoveRightmost): the
 * equal deal, the starter's first move from their rightmost hole. South's
 * 3 (2 seeds) to 4, 5; 5's 3 to 6, 7, 0; 0's 3 to 1, 2 and the empty 3,
 * whose facing 4 (3) is taken out of play. Sadeqa IV's own parameters
 * (6 x 3): the forced move leaves the game in play from either side, as
 * MoveRightmost, which ignores its result, needs. */
START_TEST(test_move_rightmost)
{
    static const uint8_t want[] = { 0, 3, 3, 1, 0, 0, 3, 3 };
    sow_rules r;
    sow_state s;
    char *lua = convert("move_rightmost.txt");
    has(lua, "first_from_rightmost = 1,  -- start_pattern = 9 (MOVE_RIGHTMOST)");
    has(lua, "start_pattern = 9 (MOVE_RIGHTMOST) -> setup.deal (default), first_from_rightmost");
    loads(lua, &r);
    free(lua);
    sow_new_game(&r, &s, NULL, 0, NULL, 0);
    ck_assert_uint_eq(sow_legal(&r, &s), 0x8u);
    sow_play(&r, &s, 3, NULL);
    ck_assert(!memcmp(s.b.pit, want, sizeof want));
    ck_assert_int_eq(s.captured[0], 3);
    ck_assert_int_eq(s.status, SOW_PLAYING);
    ck_assert_int_eq(s.to_move, 1);
    ck_assert_uint_eq(sow_legal(&r, &s), 0xc0u);        /* then any hole */
    sow_new_game(&r, &s, NULL, 1, NULL, 0);
    ck_assert_uint_eq(sow_legal(&r, &s), 0x80u);
    lua = convert_text("{ \"game_constants\": { \"holes\": 6, \"nbr_start\": 3 }, \"game_info\": { \"start_pattern\": 9, "
                       "\"crosscapt\": true, \"mlaps\": 1, \"goal\": 1, \"sow_direct\": 1 } }");
    loads(lua, &r);
    free(lua);
    for (int first = 0; first < 2; first++) {
        sow_new_game(&r, &s, NULL, first, NULL, 0);
        ck_assert_uint_eq(sow_legal(&r, &s), first ? 0x800u : 0x20u);
        sow_play(&r, &s, first ? 11 : 5, NULL);
        ck_assert_int_eq(s.status, SOW_PLAYING);
    }
    refused("\"start_pattern\": 9, \"rounds\": 1", "start_pattern",
            "parameter start_pattern = 9 (MOVE_RIGHTMOST): MoveRightmost plays the first move of the game only");
    refused("\"start_pattern\": 9, \"min_move\": 5", "start_pattern",
            "parameter start_pattern = 9 (MOVE_RIGHTMOST): MoveRightmost's move passes over the allowables");
    refused("\"start_pattern\": 9, \"nocaptmoves\": 1", "start_pattern",
            "parameter start_pattern = 9 (MOVE_RIGHTMOST): MoveRightmost's move is played before the inhibitor");
    refused("\"start_pattern\": 9, \"udir_holes\": [1]", "start_pattern",
            "parameter start_pattern = 9 (MOVE_RIGHTMOST): MancalaGames refuses MOVE_RIGHTMOST with mlength > 1");
}
END_TEST

START_TEST(test_right_two_first)
{
    static const int start[] = { 2, 2, 2, 2, 2, 2, 2, 2, 2, 2 };
    static const int later[] = { 2, 3, 2, 1, 2, 2, 2, 2, 2, 2 };
    sow_rules r;
    sow_state s;
    char *lua = convert("right_two_first.txt");
    has(lua, "first_from_rightmost = 2,  -- allow_rule = 8 (RIGHT_2_1ST_THEN_ALL_TWO)");
    has(lua, "shunned = 2,  -- allow_rule = 8 (RIGHT_2_1ST_THEN_ALL_TWO)");
    has(lua, "openings = \"round\",  -- allow_rule = 8 (RIGHT_2_1ST_THEN_ALL_TWO); rounds = 2 (NO_MOVES)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.first_from_rightmost, 2);
    position(&r, &s, start, 0);
    ck_assert_uint_eq(sow_legal(&r, &s), 0x18u);
    s.blocked = 1u << 4;
    ck_assert_uint_eq(sow_legal(&r, &s), 0xcu);
    position(&r, &s, later, 0);
    ck_assert_uint_eq(sow_legal(&r, &s), 0x8u);         /* an opening never looks so: 3, 4 and then no 2 */
    s.sowings = 1;
    ck_assert_uint_eq(sow_legal(&r, &s), 0xau);
    free(lua);
    refused("\"allow_rule\": 8, \"capt_rturn\": 1, \"capt_on\": [4]", "allow_rule",
            "parameter allow_rule = 8 (RIGHT_2_1ST_THEN_ALL_TWO): OnlyRightTwo counts mcount");
    refused("\"allow_rule\": 8, \"start_pattern\": 1", "allow_rule",
            "parameter allow_rule = 8 (RIGHT_2_1ST_THEN_ALL_TWO): OnlyRightTwo's versions agree only when every hole");
    refused("\"allow_rule\": 8, \"rounds\": 2", "allow_rule",
            "parameter allow_rule = 8 (RIGHT_2_1ST_THEN_ALL_TWO): OnlyRightTwo's versions differ on a round's unfilled holes");
    refused("\"allow_rule\": 8, \"rounds\": 2, \"blocks\": true, \"round_fill\": 4", "allow_rule",
            "parameter allow_rule = 8 (RIGHT_2_1ST_THEN_ALL_TWO): OnlyRightTwo's versions agree only when a round's");
    refused("\"allow_rule\": 8, \"grandslam\": 1", "grandslam", "parameter grandslam = 1 (NOT_LEGAL): NoGrandSlam");
}
END_TEST

/* MAX_SEEDS with rounds NO_MOVES (compute_win_seeds): the versions with
 * its first branch stop the round above 48 - 4 * 2 stored (the default
 * reading), the others only with every seed stored (threshold 0, the
 * board then empty). goal_param above holes is refused. */
START_TEST(test_no_moves_win_seeds)
{
    sow_rules r;
    char *lua = convert("evens_rounds.txt");
    has(lua, "at_threshold = \"stop\",  -- goal = 0 (MAX_SEEDS, default); rounds = 2 (NO_MOVES)");
    has(lua, "{ \"win_seeds_branch\", { finish = { threshold = 41, at_threshold = \"stop\" } } },");
    has(lua, "{ \"total_minus_one\", { finish = { threshold = 0, at_threshold = \"play_on\" } } } },\n}");
    loads_reading(lua, NULL, &r);
    ck_assert_int_eq(r.threshold, 41);
    ck_assert_int_eq(r.threshold_stop, 1);
    loads_reading(lua, "MG.NoMovesWinSeeds=total_minus_one", &r);
    ck_assert_int_eq(r.threshold, 0);
    ck_assert_int_eq(r.threshold_stop, 0);
    free(lua);
    lua = convert_text(CONFIG("\"rounds\": 2, \"capt_on\": [4], \"stores\": true"));
    has(lua, "threshold = 45,");                           /* no goal_param: nbr_start, 48 - 4 + 1 */
    free(lua);
    refused("\"rounds\": 2, \"goal_param\": 7, \"capt_on\": [4], \"stores\": true", "goal_param",
            "parameter goal_param = 7: with goal_param above holes");
}
END_TEST

/* SOW_CAPT_ALL: who takes is an open question (4284f256's sower, the
 * owner the snapshot's texts describe, the oldest version's sower in the
 * opponent's holes only); OWN_SOW_CAPT_ALL with LAPPER_NEXT: whether a
 * lap's last hole is taken (4284f256) or left (older). South sows pit 1:
 * pit 3 (South's) and pit 4 (North's, the last) make four. */
START_TEST(test_sow_capt_questions)
{
    static const int start[] = { 0, 3, 0, 3, 3, 0, 1, 1 };
    sow_rules r;
    sow_state s;
    char *lua = convert("sow_capt_any.txt");
    has(lua, "open { id = \"MG.SowCaptAll\", ");
    has(lua, "{ \"sower_4284f256\", { capture = { while_sowing = { by = \"sower\" } } } },");
    has(lua, "{ \"sower_opp_holes_oldest\", { capture = { while_sowing = { by = \"sower\", rows = \"opponent\" } } } } },");
    loads_reading(lua, NULL, &r);
    ck_assert_int_eq(r.fam.sowing_taker, SOW_TAKER_SOWER);
    position(&r, &s, start, 0);
    ck_assert_int_eq(play_legal(&r, &s, 1, NULL), 8);
    assert_board(&r, &s, 0, 0, 1, 0, 0, 0, 1, 1);
    loads_reading(lua, "MG.SowCaptAll=owner_as_described", &r);
    position(&r, &s, start, 0);
    ck_assert_int_eq(play_legal(&r, &s, 1, NULL), 4);
    assert_board(&r, &s, 0, 0, 1, 0, 0, 0, 1, 1);
    assert_score(&s, 4, 4);
    loads_reading(lua, "MG.SowCaptAll=sower_opp_holes_oldest", &r);
    position(&r, &s, start, 0);
    ck_assert_int_eq(play_legal(&r, &s, 1, NULL), 4);
    assert_board(&r, &s, 0, 0, 1, 4, 0, 0, 1, 1);
    free(lua);
    lua = convert("sow_capt_next.txt");              /* capt_side OPP_SIDE: the oldest reading is 4284f256's */
    has(lua, "{ \"owner_as_described\", { capture = { while_sowing = { by = \"owner\" } } } } },");
    lacks(lua, "sower_opp_holes_oldest");
    free(lua);
    lua = convert("own_capt_next.txt");
    has(lua, "open { id = \"MG.OwnSowCaptLast\", ");
    loads_reading(lua, NULL, &r);
    position(&r, &s, (const int[]){ 0, 3, 0, 0, 3, 0, 1, 1 }, 0);
    ck_assert_int_eq(play_legal(&r, &s, 1, NULL), 0);   /* North's pit 4, the last, goes to North */
    assert_score(&s, 0, 4);
    assert_board(&r, &s, 0, 0, 1, 1, 0, 0, 1, 1);
    loads_reading(lua, "MG.OwnSowCaptLast=last_left_older", &r);
    position(&r, &s, (const int[]){ 0, 3, 0, 0, 3, 0, 1, 1 }, 0);
    ck_assert_int_eq(play_legal(&r, &s, 1, NULL), 4);   /* left to the capture at the end: the sower's */
    assert_score(&s, 4, 0);
    assert_board(&r, &s, 0, 0, 1, 1, 0, 0, 1, 1);
    lua = (free(lua), convert("sow_capt.txt"));      /* LAPPER: no question */
    lacks(lua, "open {");
    free(lua);
}
END_TEST

/* LAP_CAPT_SEEDS (165ee250's 12; 01b806e9's 12 is CONT_LAP_GREQ): South
 * sows pit 0's seed into empty pit 1 facing North's 2 (pit 6): sown on
 * from pit 1 with them (then pit 0 faces pit 7's 1, sown on, relayed from
 * pit 2); the 01b806e9 reading is the plain lap sowing: pit 6 taken. */
START_TEST(test_lap_capt_seeds)
{
    static const int start[] = { 1, 0, 0, 0, 1, 0, 2, 1 };
    sow_rules r;
    sow_state s;
    char *lua = convert("lap_capt_seeds.txt");
    has(lua, "relay_needs_opponent = true,  -- sow_rule = 12 (LAP_CAPT_SEEDS); stores = false (default)");
    has(lua, "each_lap = \"landing\",  -- sow_rule = 12 (LAP_CAPT_SEEDS)");
    has(lua, "each_lap_sows = true,  -- sow_rule = 12 (LAP_CAPT_SEEDS); stores = false (default)");
    has(lua, "goal = \"deprive\",");
    has(lua, "open { id = \"MG.SowRule12\", ");
    loads_reading(lua, NULL, &r);
    ck_assert_int_eq(r.fam.each_lap_sows, 1);
    ck_assert_int_eq(r.fam.relay_needs_opponent, 1);
    position(&r, &s, start, 0);
    ck_assert_int_eq(play_legal(&r, &s, 0, NULL), 0);
    assert_board(&r, &s, 1, 1, 0, 2, 1, 0, 0, 0);
    loads_reading(lua, "MG.SowRule12=cont_lap_greq_01b806e9", &r);
    ck_assert_int_eq(r.fam.each_lap, SOW_EACH_LAP_NONE);
    position(&r, &s, start, 0);
    ck_assert_int_eq(play_legal(&r, &s, 0, NULL), 2);
    assert_board(&r, &s, 0, 1, 0, 0, 1, 0, 0, 1);
    free(lua);
    refused("\"sow_rule\": 12, \"mlaps\": 1, \"crosscapt\": 1, \"stores\": true", "stores",
            "parameter stores = true: with stores ContWithCaptSeeds puts the mover's whole store back into play");
    refused("\"sow_rule\": 12, \"mlaps\": 1, \"capt_on\": [4]", "sow_rule",
            "parameter sow_rule = 12 (LAP_CAPT_SEEDS): sow's sowing on with a lap's capture goes with a cross capture alone");
    refused("\"sow_rule\": 12, \"mlaps\": 2, \"crosscapt\": 1", "sow_rule",
            "parameter sow_rule = 12 (LAP_CAPT_SEEDS): MancalaGames supports LAP_CAPT_SEEDS with LAPPER only");
}
END_TEST

/* PLUS1MINUS1 (SowPlus1Minus1Capt): South's pit 1 keeps its 2, the others
 * -1, +1, -1, +1, -1 from pit 2 on, pit 4 across +1 more: its 2 taken. */
START_TEST(test_plus1minus1)
{
    sow_rules r;
    sow_state s;
    char *lua = convert("plus1minus1.txt");
    has(lua, "opening = \"plus1minus1\",  -- prescribed = 4 (PLUS1MINUS1)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.opening, SOW_OPENING_PLUS1MINUS1);
    position(&r, &s, (const int[]){ 2, 2, 2, 2, 2, 2 }, 0);
    ck_assert_int_eq(play_legal(&r, &s, 1, NULL), 2);
    assert_board(&r, &s, 1, 2, 1, 3, 0, 3);
    free(lua);
    refused("\"prescribed\": 4, \"start_pattern\": 2", "prescribed",
            "parameter prescribed = 4 (PLUS1MINUS1): SowPlus1Minus1Capt takes a seed from holes that may hold none");
    refused("\"prescribed\": 4, \"skip_start\": true", "prescribed",
            "parameter prescribed = 4 (PLUS1MINUS1): sow's plus1minus1 walks the plain circle of holes");
    refused("\"prescribed\": 4, \"rounds\": 1, \"capt_on\": [2], \"stores\": true", "prescribed",
            "parameter prescribed = 4 (PLUS1MINUS1): SowPlus1Minus1Capt takes a seed from holes that may hold none");
}
END_TEST

/* SPLIT with no_sides (Enlightenment): DontUndoMoveOne bars the hole
 * itself (mlength 3) to whoever moves next, CLEAR needs no rule for a
 * player without a move. South's pit 0 sows its seed clockwise into
 * North's empty pit 5: North may not move it back at once. */
START_TEST(test_split_no_sides)
{
    static const int start[] = { 1, 1, 0, 1, 1, 0 };
    const sow_moves five = (sow_moves)1 << 5 | (sow_moves)1 << (5 + SOW_REVERSE);
    sow_rules r;
    sow_state s;
    char *lua = convert("split_clear.txt");
    has(lua, "play_from = \"either_row\",  -- no_sides = true");
    has(lua, "no_return = true,  -- sow_direct = 0 (SPLIT)");
    has(lua, "goal = \"clear\",  -- goal = 3 (CLEAR)");
    loads(lua, &r);
    position(&r, &s, (const int[]){ 1, 1, 0, 1, 1, 1 }, 1);
    ck_assert(sow_legal(&r, &s) & five);                 /* North may move pit 5 */
    position(&r, &s, start, 0);
    play_legal(&r, &s, SOW_REVERSE, NULL);               /* pit 0, in the left half: clockwise */
    assert_board(&r, &s, 0, 1, 0, 1, 1, 1);
    assert_to_move(&s, 1);
    ck_assert(!(sow_legal(&r, &s) & five));              /* not the seed just moved across */
    ck_assert(sow_legal(&r, &s) != 0);
    free(lua);
    refused("\"goal\": 3, \"no_sides\": true, \"min_move\": 2", "goal",
            "parameter goal = 3 (CLEAR): MancalaGames' CLEAR game has no rule for a player");
    refused("\"sow_direct\": 0, \"mustshare\": true", "sow_direct",
            "parameter sow_direct = 0 (SPLIT): MancalaGames' DontUndoMoveOne was not read with mustshare");
}
END_TEST

/* LAP_CAPT with TWO_OUT (GapNextCapt): each_lap landing, a relay on 2 or
 * more, two_out_last any. Pit 0 (2) sows 1, 2 (2 seeds): pit 4's 3 taken
 * past empty 3; on from 2: 3, 4 (1 seed): the sowing ends, and the turn's
 * capture takes pit 6's 2 past empty 5. */
START_TEST(test_lap_two_out)
{
    static const int start[] = { 2, 0, 1, 0, 3, 0, 2, 1 };
    sow_rules r;
    sow_state s;
    char *lua = convert("lap_two_out.txt");
    has(lua, "each_lap = \"landing\",  -- sow_rule = 8 (LAP_CAPT); mlaps = 1 (LAPPER); capt_type = 2 (TWO_OUT); GapNextCapt");
    has(lua, "two_out_last = \"any\",  -- capt_type = 2 (TWO_OUT); mlaps = 1 (LAPPER); sow_rule = 8 (LAP_CAPT)");
    has(lua, "relay = function(c) return c >= 2 end,");
    lacks(lua, "open {");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.each_lap, SOW_EACH_LAP_LANDING);
    ck_assert_int_eq(r.fam.two_out_any, 1);
    position(&r, &s, start, 0);
    ck_assert_int_eq(play_legal(&r, &s, 0, NULL), 5);
    assert_board(&r, &s, 0, 1, 0, 1, 1, 0, 0, 1);
    free(lua);
    refused("\"sow_rule\": 10, \"sow_param\": 6, \"mlaps\": 1, \"capt_type\": 2, \"capt_dir\": 1, \"stores\": true",
            "sow_rule", "parameter sow_rule = 10 (LAP_CAPT_OPP_GETS): sow's opponent_takes keeps a last seed that makes "
            "a capturing count, not one that would capture two out");
    refused("\"sow_rule\": 8, \"mlaps\": 1, \"capt_type\": 1, \"capt_dir\": 1, \"stores\": true", "capt_type",
            "parameter capt_type = 1 (NEXT): with LAP_CAPT the stored versions of CaptNext differ");
}
END_TEST

/* LAPPER_NEXT, sow_stores OWN, mlap_cont STOP_STORE (NextLapCont through
 * IncOwnStores): pit 2's seed ends in pit 3 (facing an empty pit: no
 * stop), before South's store of 3: those are sown into 4, 5, 6; pit 7 is
 * empty: the sowing ends, nothing taken in North's row. */
START_TEST(test_next_lap_store)
{
    static const int start[] = { 0, 0, 1, 0, 0, 2, 0, 0 };
    sow_rules r;
    sow_state s;
    char *lua = convert("next_lap_store.txt");
    has(lua, "relay_store = true,  -- mlaps = 2 (LAPPER_NEXT); sow_stores = 1 (OWN); mlap_cont = 6 (STOP_STORE); "
             "NextLapCont through IncOwnStores");
    lacks(lua, "open {");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.relay_store, 1);
    position_with(&r, &s, start, 0, 3, 0);
    ck_assert_int_eq(play_legal(&r, &s, 2, NULL), -3);   /* the store's 3 back in play */
    assert_board(&r, &s, 0, 0, 0, 1, 1, 3, 1, 0);
    ck_assert_int_eq(s.captured[0], 0);
    free(lua);
    refused("\"mlaps\": 2, \"sow_stores\": 1, \"crosscapt\": 1, \"stores\": true", "mlaps",
            "parameter mlaps = 2 (LAPPER_NEXT): with the stores on the track MancalaGames' NextLapCont");
    refused("\"mlaps\": 2, \"mlap_cont\": 6, \"sow_stores\": 2, \"crosscapt\": 1, \"stores\": true", "mlaps",
            "parameter mlaps = 2 (LAPPER_NEXT): with the stores on the track MancalaGames' NextLapCont");
    refused("\"mlaps\": 2, \"mlap_cont\": 6, \"sow_stores\": 1, \"crosscapt\": 1, \"skip_start\": true, \"stores\": true",
            "sow_stores", "parameter sow_stores = 1 (OWN): sow's relay from the store is read with");
}
END_TEST

/* StopXCapt under mlap_cont (only its versions read it): no question;
 * EVEN_ODD_DIR past the own store; CHANGE_DIR_LAP. */
START_TEST(test_relay_direction)
{
    sow_rules r;
    char *lua = convert_text(CONFIG("\"mlaps\": 2, \"mlap_cont\": 6, \"crosscapt\": 1, \"stores\": true"));
    has(lua, "relay_stops = \"cross\",");
    lacks(lua, "open {");
    loads(lua, &r);
    free(lua);
    lua = convert("even_odd_store.txt");
    has(lua, "by_parity = \"even_against\",  -- sow_direct = 3 (EVEN_ODD_DIR)");
    has(lua, "stores = \"own\",  -- sow_stores = 1 (OWN)");
    has(lua, "store = true,  -- sow_stores = 1 (OWN)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.by_parity, 1);
    ck_assert_int_eq(r.fam.stores, SOW_STORES_OWN);
    free(lua);
    lua = convert("change_dir_lap.txt");
    has(lua, "relay_turns = true,  -- sow_rule = 6 (CHANGE_DIR_LAP); mlaps = 1 (LAPPER)");
    has(lua, "relay = function(c) return c >= 2 end,");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.relay_turns, 1);
    free(lua);
    refused("\"sow_rule\": 6, \"capt_on\": [4]", "sow_rule",
            "parameter sow_rule = 6 (CHANGE_DIR_LAP): MancalaGames changes direction between laps");
}
END_TEST

/* mlap_cont OWN_SIDE / OPP_SIDE (StopNotSide): sow.relay_rows. Pit 3's
 * seed makes North's pit 4 hold 2: OWN_SIDE stops there, OPP_SIDE laps on
 * to pits 5 and 6. */
START_TEST(test_relay_rows)
{
    static const int start[] = { 0, 0, 0, 1, 1, 0, 0, 0 };
    sow_rules r;
    sow_state s;
    char *lua = convert("relay_own_side.txt");
    has(lua, "relay = function(c) return c >= 2 end,  -- mlaps = 1 (LAPPER)");
    has(lua, "relay_rows = \"own\",  -- mlap_cont = 3 (OWN_SIDE)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.relay_rows, 1);
    position(&r, &s, start, 0);
    play_legal(&r, &s, 3, NULL);
    assert_board(&r, &s, 0, 0, 0, 0, 2, 0, 0, 0);
    free(lua);
    lua = convert_text("{ \"game_constants\": { \"holes\": 4, \"nbr_start\": 3 }, \"game_info\": { "
                       "\"mlaps\": 1, \"mlap_cont\": 4, \"capt_on\": [4], \"stores\": true } }");
    has(lua, "relay_rows = \"opponent\",  -- mlap_cont = 4 (OPP_SIDE)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.relay_rows, 2);
    position(&r, &s, start, 0);
    play_legal(&r, &s, 3, NULL);
    assert_board(&r, &s, 0, 0, 0, 0, 0, 1, 1, 0);
    free(lua);
    refused("\"mlaps\": 1, \"mlap_cont\": 3, \"sow_rule\": 8, \"capt_on\": [4], \"stores\": true", "sow_rule",
            "parameter sow_rule = 8 (LAP_CAPT): sow's capture at every lap is MancalaGames' LAP_CAPT without");
}
END_TEST

/* TOCENTER (CenterLineDir): pit 0 (left) sows counter-clockwise, North's
 * pit 9 (its right) and South's pit 4 clockwise; the middle is a udir hole;
 * no DontUndoMoveOne (SPLIT's). */
START_TEST(test_to_center)
{
    sow_rules r;
    sow_state s;
    char *lua = convert("to_center.txt");
    has(lua, "direction = \"cw\",  -- sow_direct = 4 (TOCENTER)");
    has(lua, "against = { 1, 2 },  -- sow_direct = 4 (TOCENTER); holes = 5");
    has(lua, "either_way = { 3 },  -- udir_holes = [2]");
    has(lua, "CenterLineDir: the left half of each row sows counter-clockwise");
    lacks(lua, "no_return = true");
    loads(lua, &r);
    position(&r, &s, (const int[]){ 2, 0, 0, 0, 2, 0, 0, 0, 0, 2 }, 0);
    ck_assert_uint_eq(sow_legal(&r, &s), 1u << 4 | 1ull << (SOW_REVERSE + 0));   /* pit 0 goes against cw */
    play_legal(&r, &s, SOW_REVERSE + 0, NULL);
    assert_board(&r, &s, 0, 1, 1, 0, 2, 0, 0, 0, 0, 2);
    play_legal(&r, &s, 9, NULL);
    assert_board(&r, &s, 0, 1, 1, 0, 2, 0, 0, 1, 1, 0);
    play_legal(&r, &s, 4, NULL);
    assert_board(&r, &s, 0, 1, 2, 1, 0, 0, 0, 1, 1, 0);
    free(lua);
    refused("\"sow_direct\": 4, \"capt_on\": [4], \"stores\": true, \"sow_stores\": 1", "sow_direct",
            "parameter sow_direct = 4 (TOCENTER): MancalaGames' SowSeedsNStore was not read with TOCENTER");
}
END_TEST

/* NEXT with LAPPER (CaptNext with laps): capt_side asks the last hole
 * sown: ending in South's own pit 3 takes nothing, ending in North's pit 7
 * takes South's own pit 0 after it. */
START_TEST(test_next_laps)
{
    sow_rules r;
    sow_state s;
    char *lua = convert("next_laps.txt");
    has(lua, "next_tests = \"landing\",  -- capt_type = 1 (NEXT); mlaps = 1 (LAPPER)");
    has(lua, "rows = \"opponent\",  -- capt_side = 1 (OPP_SIDE)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.next_tests_landing, 1);
    position(&r, &s, (const int[]){ 0, 0, 1, 0, 3, 0, 0, 1 }, 0);
    ck_assert_int_eq(play_legal(&r, &s, 2, NULL), 0);
    assert_board(&r, &s, 0, 0, 0, 1, 3, 0, 0, 1);
    position(&r, &s, (const int[]){ 1, 0, 0, 4, 0, 0, 0, 0 }, 0);
    ck_assert_int_eq(play_legal(&r, &s, 3, NULL), 1);
    assert_board(&r, &s, 0, 0, 0, 0, 1, 1, 1, 1);
    free(lua);
    refused("\"mlaps\": 1, \"capt_type\": 1, \"capt_dir\": 1, \"capt_on\": [2]", "mlaps",
            "parameter mlaps = 1 (LAPPER): MancalaGames' NEXT capture with lap sowing was read with LAPPER and no basic");
    refused("\"mlaps\": 1, \"capt_type\": 1, \"capt_dir\": 1, \"multicapt\": -1", "multicapt",
            "parameter multicapt = -1: MancalaGames' CaptNext with laps chains on other tests");
}
END_TEST

/* capt_type PASS_STORE_CAPT over capt_on [2]: South's pit 3 (1) into
 * North's empty pit 4 gives South's store (5) to North; into pit 4 holding
 * one it makes 2, the basic capture. NEXT with LAPPER and PICKFINAL: pit
 * 3's four seeds end in North's pit 7 (1): pit 0 after it is taken, then
 * pit 7 itself. */
START_TEST(test_pass_store_pick_final)
{
    sow_rules r;
    sow_state s;
    char *lua = convert("pass_store.txt");
    has(lua, "pass_store = true,  -- capt_type = 6 (PASS_STORE_CAPT); capt_side = 1 (OPP_SIDE)");
    has(lua, "rows = \"opponent\",  -- capt_side = 1 (OPP_SIDE)");
    loads(lua, &r);
    ck_assert(r.fam.pass_store);
    position(&r, &s, (const int[]){ 1, 0, 0, 1, 0, 1, 1, 1 }, 0);
    s.captured[0] = 5;
    play_legal(&r, &s, 3, NULL);
    ck_assert_int_eq(s.captured[0], 0);
    ck_assert_int_eq(s.captured[1], 5);
    position(&r, &s, (const int[]){ 1, 0, 0, 1, 1, 1, 1, 1 }, 0);
    s.captured[0] = 5;
    ck_assert_int_eq(play_legal(&r, &s, 3, NULL), 2);
    ck_assert_int_eq(s.captured[1], 0);
    free(lua);
    refused("\"capt_type\": 6, \"capt_side\": 1, \"capt_rturn\": 1", "capt_rturn",
            "parameter capt_rturn = 1 (ALWAYS): a pass of the store earns MancalaGames' repeat turn");
    refused("\"capt_type\": 6, \"capt_on\": [2], \"mlaps\": 1", "mlaps",
            "parameter mlaps = 1 (LAPPER): with a basic capture under PASS_STORE_CAPT the versions differ");

    lua = convert("pick_final.txt");
    has(lua, "take_sown = \"with_capture\",  -- pickextra = 5 (PICKFINAL); capt_type = 1 (NEXT)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.take_sown, SOW_SOWN_WITH_CAPTURE);
    position(&r, &s, (const int[]){ 1, 0, 0, 4, 0, 0, 0, 0 }, 0);
    ck_assert_int_eq(play_legal(&r, &s, 3, NULL), 2);
    assert_board(&r, &s, 0, 0, 0, 0, 1, 1, 1, 0);
    free(lua);
    refused("\"capt_type\": 1, \"capt_dir\": 1, \"capt_on\": [2], \"pickextra\": 5", "pickextra",
            "parameter pickextra = 5 (PICKFINAL): versions differ on whether PickFinal asks the basic capture tests");
}
END_TEST

/* capt_type MATCH_OPP with LAPPER: pit 2's seed makes pit 3 a 2 facing
 * North's pit 4 (2). StopCaptureSimul (the default) stops there and takes
 * both; the earlier sowers lap on into 4 and 5, whose 1 faces the lifted
 * pit 2: nothing. */
START_TEST(test_match_laps)
{
    static const int start[] = { 1, 0, 1, 1, 2, 0, 0, 1 };
    sow_rules r;
    sow_state s;
    char *lua = convert("match_laps.txt");
    has(lua, "kind = \"match\",  -- capt_type = 3 (MATCH_OPP)");
    has(lua, "relay_stops = \"match\",  -- capt_type = 3 (MATCH_OPP); mlaps = 1 (LAPPER)");
    has(lua, "open { id = \"MG.StopCaptureSimul\", \"Does LAPPER lapping stop");
    has(lua, "{ \"lap_on\", { sow = { relay_stops = \"none\" } } } },\n}");
    loads_reading(lua, NULL, &r);
    ck_assert_int_eq(r.fam.kind, SOW_KIND_MATCH);
    ck_assert_int_eq(r.fam.relay_stops_match, 1);
    position(&r, &s, start, 0);
    ck_assert_int_eq(play_legal(&r, &s, 2, NULL), 4);
    assert_board(&r, &s, 1, 0, 0, 0, 0, 0, 0, 1);
    loads_reading(lua, "MG.StopCaptureSimul=lap_on", &r);
    ck_assert_int_eq(r.fam.relay_stops_match, 0);
    position(&r, &s, start, 0);
    ck_assert_int_eq(play_legal(&r, &s, 2, NULL), 0);
    assert_board(&r, &s, 1, 0, 0, 0, 3, 1, 0, 1);
    free(lua);
    lua = convert_text(CONFIG("\"capt_type\": 3, \"mlaps\": 1, \"mlap_cont\": 3, \"stores\": true"));
    has(lua, "relay_stops = \"match\",");
    lacks(lua, "open {");
    free(lua);
    refused("\"capt_type\": 3, \"capt_side\": 1", "capt_side",
            "parameter capt_side = 1 (OPP_SIDE): versions differ: CaptMatchOpp asks capt_side of both holes");
    refused("\"capt_type\": 3, \"capt_on\": [2]", "capt_type",
            "parameter capt_type = 3 (MATCH_OPP): MancalaGames' match capture ignores the basic tests");
}
END_TEST

/* pickextra PICK2XLASTSEEDS: 2 * nbr_start = 4 seeds or fewer left after a
 * move go to game.starter: South's pit 2 leaves 4; North moved first in
 * this game: North takes them. */
START_TEST(test_pick_2x_last)
{
    sow_rules r;
    sow_state s;
    char *lua = convert("pick_2x_last.txt");
    has(lua, "few_left = 4,  -- pickextra = 4 (PICK2XLASTSEEDS); nbr_start = 2");
    has(lua, "few_left_to = \"starter\",  -- pickextra = 4 (PICK2XLASTSEEDS)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.few_left_starter, 1);
    position(&r, &s, (const int[]){ 0, 0, 1, 0, 1, 2 }, 0);
    s.round_first = 1;
    play_legal(&r, &s, 2, NULL);
    ck_assert_int_eq(s.end, SOW_END_FEW_LEFT);
    ck_assert_int_eq(s.captured[0], 0);
    ck_assert_int_eq(s.captured[1], 4);
    free(lua);
    refused("\"capt_on\": [4], \"pickextra\": 4, \"capt_side\": 1", "pickextra",
            "parameter pickextra = 4 (PICK2XLASTSEEDS): versions differ on the holes PickLastSeeds counts");
}
END_TEST

/* capt_type SINGLETONS with LAPPER: pit 0's seed makes pit 1 a 1; every
 * hole of one seed is taken (1, 2, 5, 7). */
START_TEST(test_singletons)
{
    sow_rules r;
    sow_state s;
    char *lua = convert("singletons.txt");
    has(lua, "kind = \"all_pits\",  -- capt_type = 4 (SINGLETONS)");
    has(lua, "counts = { 1 },  -- capt_type = 4 (SINGLETONS)");
    loads(lua, &r);
    ck_assert_int_eq(r.fam.kind, SOW_KIND_ALL_PITS);
    position(&r, &s, (const int[]){ 1, 0, 1, 3, 0, 1, 2, 1 }, 0);
    ck_assert_int_eq(play_legal(&r, &s, 0, NULL), 4);
    assert_board(&r, &s, 0, 0, 0, 3, 0, 0, 2, 0);
    free(lua);
    refused("\"capt_type\": 4, \"capt_side\": 2", "capt_side",
            "parameter capt_side = 2 (OWN_SIDE): versions differ: CaptSingles asks capt_side");
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
    tcase_add_test(tc, test_relay_rows);
    tcase_add_test(tc, test_to_center);
    tcase_add_test(tc, test_next_laps);
    tcase_add_test(tc, test_pass_store_pick_final);
    tcase_add_test(tc, test_match_laps);
    tcase_add_test(tc, test_pick_2x_last);
    tcase_add_test(tc, test_singletons);
    tcase_add_test(tc, test_relay_open_question);
    tcase_add_test(tc, test_opp_cont_open_question);
    tcase_add_test(tc, test_nocapt_open_question);
    tcase_add_test(tc, test_pick_opp_basic);
    tcase_add_test(tc, test_right_two_first);
    tcase_add_test(tc, test_move_rightmost);
    tcase_add_test(tc, test_terr_ex_loser);
    tcase_add_test(tc, test_no_moves_win_seeds);
    tcase_add_test(tc, test_territory_versions);
    tcase_add_test(tc, test_sow_capt_questions);
    tcase_add_test(tc, test_lap_capt_seeds);
    tcase_add_test(tc, test_plus1minus1);
    tcase_add_test(tc, test_split_no_sides);
    tcase_add_test(tc, test_relay_direction);
    tcase_add_test(tc, test_lap_two_out);
    tcase_add_test(tc, test_next_lap_store);
    tcase_add_test(tc, test_not_facing_opponent);
    tcase_add_test(tc, test_capture_more);
    tcase_add_test(tc, test_goals_and_picks);
    tcase_add_test(tc, test_territory);
    tcase_add_test(tc, test_mustshare_after_captures);
    tcase_add_test(tc, test_starter_layouts);
    tcase_add_test(tc, test_round_wins);
    tcase_add_test(tc, test_round_points);
    tcase_add_test(tc, test_round_wins_random);
    tcase_add_test(tc, test_uchoose);
    tcase_add_test(tc, test_uchown);
    tcase_add_test(tc, test_loser_only);
    tcase_add_test(tc, test_parity_divided);
    tcase_add_test(tc, test_write_whole);
    tcase_add_test(tc, test_slams_singles_stores);
    tcase_add_test(tc, test_north_south);
    tcase_add_test(tc, test_bear_off);
    tcase_add_test(tc, test_zigzag);
    tcase_add_test(tc, test_opp_gets_remain);
    tcase_add_test(tc, test_sow_rule_values);
    tcase_add_test(tc, test_captures_before_sowing);
    tcase_add_test(tc, test_capture_types_b);
    tcase_add_test(tc, test_children_territory);
    tcase_add_test(tc, test_no_sides_children);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
