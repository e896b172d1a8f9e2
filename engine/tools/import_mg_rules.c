/* import_mg_rules.c - MancalaGames' parameters mapped to spec fields: one
 * rule per sow field or section, each naming the parameters it reads, and
 * one table of the parameters sow cannot express at all. A parameter or a
 * value that sow cannot express is an error naming both, never a guess.
 * Enum numbers: MancalaGames' src/game_info.py (import_mg.c's tables).
 * docs/import.md is this file as a table. */
#include "import_mg_internal.h"

#include <stdio.h>
#include <string.h>

#define V(p) (c->v[p])
#define SET(path, value, ...) do { if (mg_set(c, path, value, __VA_ARGS__, -1) < 0) return -1; } while (0)
#define NO(p, ...) return mg_unsupported(c, p, __VA_ARGS__)

/* ---- parameters with no sow counterpart but their default ---------------- */

/* A parameter that must keep its default value (0 / false / []), else the
 * config needs a rule sow does not have. */
static const struct { int p; const char *why; } only_default[] = {
    {P_PRESOWCAPT, "sow has no capture before sowing"},
    {P_PLAY_LOCS, "sow moves start from pits only, never from a store"},
    {P_MOVEUNLOCK, "sow has no locked pits"},
    {-1, NULL}
};

static int check_defaults(mg_conv *c)
{
    for (int i = 0; only_default[i].why; i++) {
        int p = only_default[i].p;
        if (V(p) && p != P_PRESOWCAPT) NO(p, "%s", only_default[i].why);   /* presowcapt: r_direction, r_presow */
        mg_nofield(c, p, "nothing to express (the default)");
    }
    return 0;
}

static void no_fields(mg_conv *c)
{
    mg_nofield(c, P_HELP_FILE, "no sow field: a help file of the program's UI");
    mg_nofield(c, P_ABOUT, "no sow field: the program's help text");
    mg_nofield(c, P_QUITTER, "no sow field: how the End Game menu command scores, not a rule of play");
    mg_nofield(c, P_STORES, "no sow field: a player's store is always their captured count");
    mg_nofield(c, P_END_PARAM, "no sow field: used only by end_cond");
    mg_nofield(c, P_SOW_PARAM, "no sow field: used only by sow_rule");
    mg_nofield(c, P_MLAP_PARAM, "no sow field: used only by mlap_cont ON_PARAM, GREQ_PARAM");
    mg_nofield(c, P_GOAL_PARAM, "no sow field: used only by rounds");
    mg_nofield(c, P_CHILD_CVT, "no sow field: used only by child_type");
    mg_nofield(c, P_CHILD_RULE, "no sow field: used only by child_type");
    mg_nofield(c, P_CHILD_LOCS, "no sow field: used only by child_type");
    mg_nofield(c, P_ROUND_STARTER, "no sow field: used only by rounds");
    mg_nofield(c, P_ROUND_FILL, "no sow field: used only by rounds");
    mg_nofield(c, P_BLOCKS, "no sow field: used only by rounds (and sow_rule SOW_BLKD_DIV)");
    mg_nofield(c, P_MOVE_ONE, "no sow field: used only with sow_start");
    mg_nofield(c, P_MLAP_CONT, "no sow field: used only by mlaps");
    mg_nofield(c, P_XCPICKOWN, "no sow field: used only by crosscapt");
    mg_nofield(c, P_CAPT_DIR, "no sow field: used only by multicapt, capt_type");
}

/* ---- board and setup ------------------------------------------------------- */

/* NorthSouthCycle (two_cycle.py): NorthSouthIncr keeps every increment,
 * sowing's and the capturers' (chains, next, two out), in the row of the
 * hole it starts from; with sow_stores OWN, NorthSouthSowSeedsNStore drops a
 * seed into the mover's store where the increment wraps round the row (the
 * two_cycle tests' TestSowStore boards): board.track = "own_rows". What the
 * stored versions do not show is refused, as is what no seed can reach. */
static int r_north_south(mg_conv *c)
{
    if (V(P_SOW_STORES) > 1) NO(P_SOW_STORES, "NorthSouthCycle is read with the mover's own store only (OWN)");
    if (V(P_SKIP_START) || V(P_BLOCKS) || V(P_ROUNDS))
        NO(V(P_SKIP_START) ? P_SKIP_START : V(P_BLOCKS) ? P_BLOCKS : P_ROUNDS,
           "whether NorthSouthCycle's replaced increment keeps IncPastStart / IncPastBlocks is not read");
    if (V(P_CHILD_TYPE) || V(P_CAPT_TYPE))
        NO(V(P_CHILD_TYPE) ? P_CHILD_TYPE : P_CAPT_TYPE, "not read with NorthSouthCycle (its child rules test the side sown)");
    if (V(P_NO_SIDES) || V(P_MUSTSHARE) || V(P_XC_SOWN) || V(P_ALLOW_RULE) == 1 || V(P_GOAL) == 2)
        return mg_fail(c, -1, "game_class \"NorthSouthCycle\": no seed reaches the opponent's side (no no_sides, "
                       "mustshare, xc_sown, OPP_OR_EMPTY or territory)");
    if (V(P_CROSSCAPT) && V(P_CAPT_SIDE) == 2)
        NO(P_CAPT_SIDE, "a cross capture of an own hole needs a last seed on the opponent's side, which NorthSouthCycle never sows");
    if (mg_set(c, "board.track", "\"own_rows\"", -1) < 0) return -1;
    mg_note(c, "board.track", "game_class NorthSouthCycle: NorthSouthIncr, each row its own cycle (with its owner's store)");
    return 0;
}

/* BearOff (bear_off.py): once a move leaves every hole at one seed or none
 * (BearOff.move, after the whole move), BearOffSow sends the seeds in hand
 * to the mover's store where the increment leaves their side, and the lap
 * ends at the hole before (capt_loc = ploc), which the lap continuer and
 * the capturer then test; new_game resets it: sow.bear_off. It replaces
 * the base single sower only, so what changes that sower or the
 * increment, and what sets mdata.captured's other readers, is refused. */
static int r_bear_off(mg_conv *c)
{
    static const int unread[] = { P_SOW_STORES, P_SOW_RULE, P_SOW_START, P_SKIP_START, P_BLOCKS, P_CHILD_TYPE,
                                  P_PRESOWCAPT, P_PRESCRIBED, P_MLAP_CONT, P_CAPT_RTURN, P_NOCAPTMOVES, P_XC_SOWN };
    for (size_t i = 0; i < sizeof unread / sizeof unread[0]; i++)
        if (V(unread[i])) NO(unread[i], "not read with BearOff (BearOffSow replaces the base sower alone; the "
                                        "bear-off sets mdata.captured)");
    if (V(P_MLAPS) > 1) NO(P_MLAPS, "with BearOff sow reads the LAPPER continuer only");
    if (V(P_ROUNDS) || V(P_NO_SIDES) || V(P_MIN_MOVE) != 1 || V(P_GOAL) == 2)
        return mg_fail(c, -1, "game_class \"BearOff\": sow's bear_off lasts the game and leaves the mover's own "
                       "row (no rounds, no_sides or territory; MancalaGames asks min_move 1)");
    if (V(P_NBR_START) < 2 || V(P_START_PATTERN) == 6)
        NO(P_NBR_START, "a deal with no hole above one seed: whether a pass before the first sowing begins the "
                        "bear-off (BearOff.move) is not read");
    if (mg_set(c, "sow.bear_off", "true", -1) < 0) return -1;
    mg_note(c, "sow.bear_off", "game_class BearOff: BearOffSow once a move leaves no hole above one seed");
    return 0;
}

/* classes (ZigZag): zigzag.py replaces the base Increment with ZigZagIncr
 * (compute_cycle's one zigzag cycle) and CenterLineDir with ZigZagGetDir
 * (each hole sows towards the centre line; an odd row's middle hole is a
 * udir hole), and asks TOCENTER: board.track zigzag, which is both. The
 * about text's bar on moving a single seed back across the centre line
 * is not in the code: DontUndoMoveOne.include asks for SPLIT. */
static int udir_set(mg_conv *c, unsigned *set);

static int r_zigzag(mg_conv *c)
{
    unsigned udir;
    if (udir_set(c, &udir) < 0) return -1;
    if (V(P_SOW_DIRECT) != 4) NO(P_SOW_DIRECT, "ZigZag asks TOCENTER (zz_tocenter)");
    if (V(P_HOLES) % 2 || udir)
        NO(V(P_HOLES) % 2 ? P_HOLES : P_UDIR_HOLES, "sow's zigzag sows every hole towards the centre line (an even "
                                                   "row, no udir holes)");
    if (V(P_SOW_STORES) || V(P_SKIP_START) || V(P_BLOCKS) || V(P_CHILD_TYPE))
        NO(V(P_SOW_STORES) ? P_SOW_STORES : V(P_SKIP_START) ? P_SKIP_START : V(P_BLOCKS) ? P_BLOCKS : P_CHILD_TYPE,
           "not read with ZigZag (stores on the cycle, or increments and children around ZigZagIncr)");
    if (V(P_MULTICAPT) || V(P_CAPT_TYPE))   /* their walks along ZigZagIncr against a reversed turn: unread */
        NO(V(P_MULTICAPT) ? P_MULTICAPT : P_CAPT_TYPE, "not read with ZigZag (a capture walking along ZigZagIncr)");
    if (mg_set(c, "board.track", "\"zigzag\"", P_SOW_DIRECT, -1) < 0) return -1;
    mg_note(c, "board.track", "game_class ZigZag: ZigZagIncr's cycle, ZigZagGetDir's direction per hole (no bar on "
                              "moving a single seed back: DontUndoMoveOne is SPLIT's)");
    return 0;
}

/* The classes sow cannot play, and what it lacks for each (their files). */
static const struct { const char *name, *lacks; } unplayed[] = {
    {"EWGratuitous", "a capture's seeds are a second ply placing them in an opponent's hole of the capturer's choice "
                     "(gratuitous.py empty_store), and each player owns a half of both rows (two_cycle.py EastWestIncr); "
                     "sow has neither such a move nor such sides"},
    {"NSGratuitous", "a capture's seeds are a second ply placing them in an opponent's hole of the capturer's choice "
                     "(gratuitous.py empty_store); sow has no such move"},
    {"EastWestCycle", "each player owns a half of both rows, one cycle (two_cycle.py EastWestIncr); sow's players own rows"},
    {"ShareOne", "with the opponent's side empty a move is one seed from a hole of 2 or more into their leftmost hole "
                 "and a repeat turn (share_one.py ShareOneSow); sow has no such move"},
    {"Diffusion", "DiffusionSower sows round its hole, by turns along and across the board, a hole full at 5 sends "
                  "seeds off the board and corner holes divert 2 (diffusion.py), with each player owning a half of "
                  "both rows; sow has no such sowing"},
    {"DiffusionV2", "DiffusionSower sows round its hole, by turns along and across the board, a hole full at 5 sends "
                    "seeds off the board and corner holes divert 2 (diffusion.py); sow has no such sowing"},
};

static int r_class(mg_conv *c)
{
    if (!strcmp(c->game_class, "NorthSouthCycle")) return r_north_south(c);
    if (!strcmp(c->game_class, "BearOff")) return r_bear_off(c);
    if (!strcmp(c->game_class, "ZigZag")) return r_zigzag(c);
    for (size_t i = 0; i < sizeof unplayed / sizeof unplayed[0]; i++)
        if (!strcmp(c->game_class, unplayed[i].name))
            return mg_fail(c, -1, "game_class \"%s\": %s", unplayed[i].name, unplayed[i].lacks);
    if (strcmp(c->game_class, "Mancala"))
        return mg_fail(c, -1, "game_class \"%.64s\": sow plays the Mancala, NorthSouthCycle, BearOff and ZigZag classes' rules only",
                       c->game_class);
    return 0;
}

static int r_board(mg_conv *c)
{
    char v[16];
    if (V(P_HOLES) < 1 || V(P_HOLES) > SOW_MAX_ROW) NO(P_HOLES, "sow boards have 1..%d pits per row", SOW_MAX_ROW);
    snprintf(v, sizeof v, "%d", V(P_HOLES));
    SET("board.row", v, P_HOLES);
    return 0;
}

/* The layouts of src/fill_patterns.py, into pit[] as when South starts:
 * 0 for a fixed one, 1 for one the pattern turns round (_rev_board) when
 * North starts (sow's setup.starter_view), -1 when the pattern is not a
 * layout, -2 when MancalaGames refuses the row (size_ok). */
static int layout(const mg_conv *c, int pit[SOW_MAX_PITS])
{
    int n = V(P_HOLES), s = V(P_NBR_START), was[SOW_MAX_PITS];
    memset(pit, 0, SOW_MAX_PITS * sizeof pit[0]);
    switch (V(P_START_PATTERN)) {
    case 1:                                   /* GAMACHA: s in the even pits from 2, one moved from source to dest */
        if (n < 3) return -2;
        for (int p = 2; p < 2 * n; p += 2) pit[p] = s;
        pit[1 + 2 * ((n - 1) / 4)] = pit[2 * n - 2 - 2 * ((n - 1) / 4)];
        pit[2 * n - 2 - 2 * ((n - 1) / 4)] = 0;
        return 1;
    case 2:                                   /* ALTERNATES: odd pits; turned for North on an odd row */
        for (int p = 1; p < 2 * n; p += 2) pit[p] = s;
        return n % 2;
    case 3:                                   /* ALTS_WITH_1: odd pits, North's second 1, an even row's South 0 */
        if (n < 3) return -2;
        for (int p = 1; p < 2 * n; p += 2) pit[p] = s;
        pit[n + 3 - n % 2] = 1;
        if (n % 2 == 0) pit[n - 3] = 0;
        return 1;
    case 7:                                   /* ALTS_SPLIT: the board for North starting; South's is it turned */
        if (n % 2) return -2;
        for (int p = 1; p < 2 * n; p += 2) was[p - 1] = 0, was[p] = s;
        was[n] += s / 4;
        was[n - 1] -= s / 4;
        for (int p = 0; p < 2 * n; p++) pit[p] = was[(p + n) % (2 * n)];
        return 1;
    case 4:                                   /* CLIPPEDTRIPLES: 0 s s per three pits */
        for (int p = 3; p <= n; p += 3) pit[p - 1] = pit[p - 2] = pit[n + p - 1] = pit[n + p - 2] = s;
        return 0;
    case 5:                                   /* TWOEMPTY: s ... s 0 0 */
        if (n < 4) return -1;
        for (int p = 0; p < n - 2; p++) pit[p] = pit[n + p] = s;
        return 0;
    case 8:                                   /* RIGHTMOST_PLUS_ONE */
        for (int p = 0; p < 2 * n; p++) pit[p] = s;
        pit[n - 1]++, pit[2 * n - 1]++;
        return 0;
    default:
        return -1;
    }
}

static int r_layout(mg_conv *c)
{
    int pit[SOW_MAX_PITS], sum = 0, turned = layout(c, pit);
    char v[MG_VALUE_LEN];
    size_t len = 0;
    if (turned == -2) NO(P_START_PATTERN, "MancalaGames refuses the pattern on %d holes (size_ok)", V(P_HOLES));
    if (turned < 0)
        NO(P_START_PATTERN, "sow has no such start pattern (a layout, or a uniform random deal)");
    len += (size_t)snprintf(v, sizeof v, "{");
    for (int p = 0; p < 2 * V(P_HOLES); p++) {
        sum += pit[p];
        len += (size_t)snprintf(v + len, sizeof v - len, "%s%d", p ? ", " : " ", pit[p]);
    }
    snprintf(v + len, sizeof v - len, " }");
    if (sum < 1 || sum > SOW_MAX_SEEDS) NO(P_NBR_START, "the layout holds %d seeds; sow holds 1..%d", sum, SOW_MAX_SEEDS);
    SET("setup.deal", "\"layout\"", P_START_PATTERN);
    SET("setup.layout", v, P_START_PATTERN, P_NBR_START, P_HOLES);
    if (turned) {
        SET("setup.starter_view", "true", P_START_PATTERN, P_HOLES);
        mg_note(c, "setup.starter_view", "fill_seeds lays the board out for the starter (_rev_board)");
    }
    return 0;
}

/* start_pattern MOVE_RIGHTMOST (fill_patterns.py MoveRightmost): the
 * equal deal, then fill_seeds plays game.move from the starter's
 * rightmost hole (pos 0 for North, holes - 1 for South), past the
 * allowables and ignoring the move's result. sow's first_from_rightmost
 * = 1 plays that move as the game's first, under the allowables and the
 * end rules: the two agree while the allowables leave that hole movable
 * (no allow_rule, min_move at most nbr_start, no inhibitor or prescribed
 * opening) and the move does not end the game (MancalaGames would play
 * on from an ended game: "it would be a very boring game"; the importer
 * cannot play the spec, test_import.c checks Sadeqa IV's). new_game
 * alone calls it (refused with rounds); MancalaGames refuses it with
 * mlength > 1. */
static int r_move_rightmost(mg_conv *c)
{
    char v[16];
    int total = 2 * V(P_HOLES) * V(P_NBR_START);
    if (V(P_ROUNDS)) NO(P_START_PATTERN, "MoveRightmost plays the first move of the game only, sow's of each round");
    if (V(P_ALLOW_RULE) || V(P_MIN_MOVE) > V(P_NBR_START))
        NO(P_START_PATTERN, "MoveRightmost's move passes over the allowables; sow's first move is one of them");
    if (V(P_NOCAPTMOVES) || V(P_PRESCRIBED))
        NO(P_START_PATTERN, "MoveRightmost's move is played before the inhibitor and prescribed openings are set");
    if (V(P_NO_SIDES) || V(P_UDIR_HOLES) || V(P_SOW_DIRECT) == 2)
        NO(P_START_PATTERN, "MancalaGames refuses MOVE_RIGHTMOST with mlength > 1 (move_rmost_mlength)");
    if (V(P_HOLES) < 2) NO(P_HOLES, "MoveRightmost's move would empty the starter's row: it ends the game in sow");
    if (total > SOW_MAX_SEEDS) NO(P_NBR_START, "%d seeds in all; sow holds at most %d", total, SOW_MAX_SEEDS);
    snprintf(v, sizeof v, "%d", total);
    SET("setup.deal", "\"equal\"", P_START_PATTERN);
    SET("setup.total", v, P_NBR_START, P_HOLES);
    SET("first_from_rightmost", "1", P_START_PATTERN);
    mg_note(c, "first_from_rightmost", "MoveRightmost: the starter's first move is from their rightmost hole");
    return 0;
}

static int r_setup(mg_conv *c)
{
    char v[16];
    int n = V(P_HOLES), s = V(P_NBR_START), total;
    if (s < 1) NO(P_NBR_START, "expected at least 1 seed");
    if (V(P_START_PATTERN) == 0) {            /* ALL_EQUAL */
        total = 2 * n * s;
        if (total > SOW_MAX_SEEDS) NO(P_NBR_START, "%d seeds in all; sow holds at most %d", total, SOW_MAX_SEEDS);
        snprintf(v, sizeof v, "%d", total);
        SET("setup.deal", "\"equal\"", P_START_PATTERN);
        SET("setup.total", v, P_NBR_START, P_HOLES);
        return 0;
    }
    if (V(P_START_PATTERN) == 9) return r_move_rightmost(c);
    if (V(P_START_PATTERN) == 6) {            /* RANDOM: nbr_start seeds in all, 2 per pit when there are enough */
        if (s > SOW_MAX_SEEDS) NO(P_NBR_START, "sow holds at most %d seeds", SOW_MAX_SEEDS);
        snprintf(v, sizeof v, "%d", s);
        SET("setup.deal", "\"uniform\"", P_START_PATTERN);
        SET("setup.total", v, P_NBR_START, P_START_PATTERN);
        SET("setup.min", s >= 4 * n ? "2" : "0", P_NBR_START, P_HOLES, P_START_PATTERN);
        return 0;
    }
    return r_layout(c);
}

/* MancalaGames' NewGame alternates the starter from game to game. */
static int r_first(mg_conv *c)
{
    if (mg_set(c, "first", "\"alternate\"", -1) < 0) return -1;
    mg_note(c, "first", "MancalaGames alternates the starter from game to game (src/new_game.py)");
    return 0;
}

/* ---- moves --------------------------------------------------------------- */

/* allow_rule OPP_OR_EMPTY (allowables.py OppOrEmptyEnd): a move of at
 * most `holes` seeds is allowed when its first lap (sim_single_sow: the
 * first lap alone, with lap sowing too) ends on the opponent's side or in
 * a hole that was empty before the move; a longer one always reaches the
 * opponent. sow's reach_or_empty tests the same first lap: it drops a seed
 * into the opponent's row, or ends in a pit it left holding 1. With at
 * most `holes` seeds and no store on the track the two agree; blocked
 * pits (rounds) would let such a lap cross the opponent's row and end in
 * one's own, where they differ. */
static int r_opp_or_empty(mg_conv *c)
{
    if (V(P_SOW_STORES))
        NO(P_ALLOW_RULE, "with sowing into stores MancalaGames allows a move ending in a store, sow does not");
    if (V(P_UDIR_HOLES) || V(P_SOW_DIRECT) == 2) NO(P_ALLOW_RULE, "MancalaGames simulates these moves in one direction only");
    if (V(P_ROUNDS) && V(P_BLOCKS))
        NO(P_ALLOW_RULE, "with blocked pits a first lap may cross the opponent's row and end in one's own: MancalaGames "
                         "tests where it ends, sow whether it reached the opponent");
    SET("allow", "\"reach_or_empty\"", P_ALLOW_RULE, P_MLAPS, P_SOW_STORES);
    mg_note(c, "allow", "OppOrEmptyEnd: the first lap ends on the opponent's side or in a hole empty before the move");
    return 0;
}

/* allow_rule SINGLE_TO_ZERO (allowables.py SingleToZero): a hole of one
 * seed is allowed only when the next hole along its direction (the
 * incrementer's next hole, never a store) is empty. sow's single_to_empty
 * tests the next pit along the move's way, stores passed over. A child's
 * seeds stay in its hole there (sow's child pit holds none), and blocked
 * holes and chosen directions are not settled by what was read. */
static int r_single_to_zero(mg_conv *c)
{
    int d = V(P_SOW_DIRECT);
    if (V(P_UDIR_HOLES) || d < -1 || d > 1)
        NO(P_ALLOW_RULE, "MancalaGames supports SINGLE_TO_ZERO without udir holes only, sown one way per hole");
    if (V(P_CHILD_TYPE)) NO(P_ALLOW_RULE, "a child's seeds stay in its hole in MancalaGames (the next hole is not empty), in sow's store");
    if (V(P_ROUNDS) && V(P_BLOCKS)) NO(P_ALLOW_RULE, "whether MancalaGames' next hole passes over a blocked one was not read");
    if (V(P_NO_SIDES)) NO(P_ALLOW_RULE, "sow's single_to_empty is read for a player's own row");
    SET("allow", "\"single_to_empty\"", P_ALLOW_RULE);
    mg_note(c, "allow", "SingleToZero: a hole of one seed moves only into an empty next hole");
    return 0;
}

/* allow_rule NOT_XFROM_1S (allowables.py NotXfromOnes, before MustShare):
 * a hole facing a hole of exactly one seed is not allowed. MancalaGames
 * does not support it for move triples (no_sides, territory). */
static int r_not_xfrom_ones(mg_conv *c)
{
    if (V(P_NO_SIDES) || V(P_GOAL) == 2) NO(P_ALLOW_RULE, "MancalaGames does not support NOT_XFROM_1S for move triples (no_sides, territory)");
    SET("allow", "\"not_facing_single\"", P_ALLOW_RULE);
    mg_note(c, "allow", "NotXfromOnes: a hole facing a single seed does not move");
    return 0;
}

/* no_sides: moves from either row (play_from = either_row; captures,
 * stores and the end still by rows), as far as sow's rule reaches.
 * Children are their maker's in both (MakeChild: child[loc] = turn; sow's
 * child_north from the mover), and NORMAL / ONE_CHILD ones with stores
 * count the same in TakeOnlyChildNStores, no_sides' claimer, as in sow's
 * store. Udir holes count from each row's left (MovesUdirTriples,
 * UdirOtherDir: loc_to_left_cnt), as sow.either_way's positions do. */
static int r_no_sides(mg_conv *c)
{
    if (!V(P_NO_SIDES)) {
        mg_nofield(c, P_NO_SIDES, "nothing to express (the default)");
        return 0;
    }
    if (V(P_MUSTSHARE) || V(P_ROUNDS)) NO(P_NO_SIDES, "sow's either_row play has no feeding rule and no rounds");
    if (V(P_CHILD_TYPE) && (V(P_CHILD_TYPE) != 1 && V(P_CHILD_TYPE) != 3))
        NO(P_NO_SIDES, "sow maps no_sides children of child_type NORMAL and ONE_CHILD only");
    if (V(P_CHILD_TYPE) && !V(P_STORES))
        NO(P_NO_SIDES, "without stores MancalaGames moves a no_sides game's seeds into children (ChildNoStoresEnder)");
    if (V(P_CAPT_SIDE) || V(P_GRANDSLAM)) NO(P_NO_SIDES, "MancalaGames' no_sides games capture on both sides with no grand slam rule");
    if (mg_set(c, "play_from", "\"either_row\"", P_NO_SIDES, -1) < 0) return -1;
    return 0;
}

static void positions(unsigned set, char *v, size_t cap);

/* allow_rule TWO_ONLY_ALL (allowables.py OnlyIfAllN(2)) and TWO_ONLY_ALL_RIGHT
 * (AllTwoRightmost): a hole of 2 is allowed only when no allowable hole
 * holds another count; then AllTwoRightmost keeps the rightmost allowable
 * hole alone (from_right: the highest loc of either row). An allowable
 * hole holds min_move seeds or more: with min_move 1 it is sow's occupied
 * open pit, as shunned counts them; the triples of no_sides are not read. */
static int r_only_if_all_two(mg_conv *c)
{
    if (V(P_MIN_MOVE) != 1) NO(P_ALLOW_RULE, "MancalaGames counts only allowable holes (min_move seeds), sow's shunned every occupied pit");
    if (V(P_NO_SIDES)) NO(P_ALLOW_RULE, "sow's shunned is read for a player's own row");
    SET("shunned", "2", P_ALLOW_RULE);
    if (V(P_ALLOW_RULE) == 6) {
        SET("shunned_rightmost", "true", P_ALLOW_RULE);
        mg_note(c, "shunned_rightmost", "AllTwoRightmost: when every allowable hole holds 2, only the rightmost moves");
    }
    mg_note(c, "shunned", V(P_ALLOW_RULE) == 6 ? "AllTwoRightmost: no 2 while another count can move"
                                               : "OnlyIfAllN(2): no 2 while another count can move");
    return 0;
}

/* allow_rule OCCUPIED (allowables.py Occupied): a move is allowed when its
 * first lap (sim_single_sow) does not end in a hole left holding 1. sow's
 * occupied tests the same first lap; a lap ending in a store (sow_stores)
 * is a repeat turn there, and the udir choice was not read. */
static int r_occupied(mg_conv *c)
{
    if (V(P_SOW_STORES)) NO(P_ALLOW_RULE, "with sowing into stores a first lap may end in a store, which Occupied does not test");
    if (V(P_UDIR_HOLES) || V(P_SOW_DIRECT) == 2) NO(P_ALLOW_RULE, "MancalaGames simulates these moves in one direction only");
    if (V(P_NO_SIDES)) NO(P_ALLOW_RULE, "Occupied tests a player's own row (range(holes)) only");
    SET("allow", "\"occupied\"", P_ALLOW_RULE);
    mg_note(c, "allow", "Occupied: the first lap ends in a hole that held seeds");
    return 0;
}

/* allow_rule RIGHT_HALF_1ST_OPE (allowables.py RightHalfFirsts over
 * OppOrEmptyEnd): while game.movers < 2 only the right half of the row
 * (the middle hole of an odd row not) and OppOrEmptyEnd skipped; then
 * OppOrEmptyEnd. movers counts moves but repeat turns, passes too: without
 * repeat turns or passes that is sow's first two sowings; NewRound's
 * init_bprops resets it (rounds.openings). */
static int r_right_half_firsts(mg_conv *c)
{
    char v[MG_VALUE_LEN];
    int n = V(P_HOLES), half = n / 2;
    if (V(P_SOW_STORES) || V(P_CAPT_RTURN) || V(P_XC_SOWN))
        NO(P_ALLOW_RULE, "RightHalfFirsts counts movers, which a repeat turn does not add to; sow counts sowings");
    if (V(P_MUSTPASS)) NO(P_ALLOW_RULE, "RightHalfFirsts counts passes among the movers; sow counts sowings");
    if (V(P_NO_SIDES)) NO(P_ALLOW_RULE, "RightHalfFirsts keeps a player's own row");
    if (r_opp_or_empty(c) < 0) return -1;
    positions(((1u << half) - 1) << (n - half), v, sizeof v);
    SET("first_from", v, P_ALLOW_RULE, P_HOLES);
    SET("first_from_sowings", "2", P_ALLOW_RULE);
    SET("allow_after", "2", P_ALLOW_RULE);
    if (V(P_ROUNDS)) SET("rounds.openings", "\"round\"", P_ALLOW_RULE, P_ROUNDS);
    mg_note(c, "first_from", "RightHalfFirsts: each player's first move from the right half of the row, "
                             "OppOrEmptyEnd not applied to it");
    return 0;
}

/* allow_rule RIGHT_2_1ST_THEN_ALL_TWO (allowables.py OnlyRightTwo over
 * OnlyIfAllN(2)): the first move of the game or round only from the two
 * rightmost holes, then OnlyIfAllN(2). OnlyRightTwo differs by version:
 * e6a7a635 (mcount < 1) walks two holes clockwise from the row's right
 * end past blocked ones, ignoring the rules below it; another (mcount == 0,
 * "called before mcount's first increment") and the newest (movers == 0)
 * keep the two rightmost allowable holes. init_bprops resets the count
 * each round. At such an opening every hole in play holds nbr_start (a
 * uniform deal; NewRound fills LEFT/RIGHT/OUTSIDE/NOT_APPLICABLE holes with
 * nbr_start, blocks the rest: with blocks), so allowable is in play and OnlyIfAllN
 * excludes nothing: sow's first_from_rightmost = 2 for all three. A repeat
 * turn adds to mcount but not to movers: refused with one; NoGrandSlam
 * ignores the allowables below it. */
static int r_right_two_first(mg_conv *c)
{
    if (V(P_SOW_STORES) || V(P_CAPT_RTURN) || V(P_XC_SOWN))
        NO(P_ALLOW_RULE, "OnlyRightTwo counts mcount (e6a7a635) or movers (the newest), which differ after a repeat turn");
    if (V(P_START_PATTERN) || V(P_CHILD_TYPE) || V(P_NBR_START) < V(P_MIN_MOVE) || V(P_HOLES) < 2)
        NO(P_ALLOW_RULE, "OnlyRightTwo's versions agree only when every hole in play can move at the opening (a uniform "
                         "deal of at least min_move, no children)");
    if (V(P_ROUNDS) && !V(P_BLOCKS))            /* e6a7a635 would count the empty unfilled holes, the others not */
        NO(P_ALLOW_RULE, "OnlyRightTwo's versions differ on a round's unfilled holes unless blocks puts them out of play");
    if (V(P_ROUNDS) && (V(P_ROUND_FILL) > 3 || V(P_GOAL) == 2))
        NO(P_ALLOW_RULE, "OnlyRightTwo's versions agree only when a round's holes in play hold nbr_start (round_fill "
                         "LEFT_FILL, RIGHT_FILL, OUTSIDE_FILL or NOT_APPLICABLE, no territory)");
    if (V(P_GRANDSLAM) == 1) NO(P_GRANDSLAM, "NoGrandSlam does not read the allowables below it");
    if (r_only_if_all_two(c) < 0) return -1;
    SET("first_from_rightmost", "2", P_ALLOW_RULE);
    if (V(P_ROUNDS)) SET("rounds.openings", "\"round\"", P_ALLOW_RULE, P_ROUNDS);
    mg_note(c, "first_from_rightmost", "OnlyRightTwo: the first move of the game or round from the two rightmost "
                                       "holes in play");
    return 0;
}

static int r_moves(mg_conv *c)
{
    char v[16];
    if (V(P_MIN_MOVE) < 1 || V(P_MIN_MOVE) > SOW_MAX_SEEDS) NO(P_MIN_MOVE, "expected 1..%d", SOW_MAX_SEEDS);
    snprintf(v, sizeof v, "%d", V(P_MIN_MOVE));
    SET("min_seeds", v, P_MIN_MOVE);
    if (V(P_ALLOW_RULE) == 3)                 /* SINGLE_ONLY_ALL */
        SET("singletons", "\"when_no_other\"", P_ALLOW_RULE);
    else if (V(P_ALLOW_RULE) == 1) return r_opp_or_empty(c);
    else if (V(P_ALLOW_RULE) == 9) {          /* allowables.py MoveAllFirst, mancala.py init_bprops */
        SET("allow", "\"each_pit_first\"", P_ALLOW_RULE);
        mg_note(c, "allow", "MoveAllFirst: only holes not yet started from, until each has been started from once "
                            "(then any); a player whose such holes cannot move has no move");
    }
    else if (V(P_ALLOW_RULE) == 2) return r_single_to_zero(c);
    else if (V(P_ALLOW_RULE) == 5 || V(P_ALLOW_RULE) == 6) return r_only_if_all_two(c);
    else if (V(P_ALLOW_RULE) == 11) return r_occupied(c);
    else if (V(P_ALLOW_RULE) == 13) return r_right_half_firsts(c);
    else if (V(P_ALLOW_RULE) == 8) return r_right_two_first(c);
    else if (V(P_ALLOW_RULE) == 10) return r_not_xfrom_ones(c);
    else if (V(P_ALLOW_RULE)) NO(P_ALLOW_RULE, "sow has no such rule on the pits a move may start from");
    else SET("singletons", "\"any\"", P_ALLOW_RULE);
    return 0;
}

/* ---- sowing -------------------------------------------------------------- */

/* The udir_holes as a bit set of row positions. MancalaGames counts a
 * row's holes from its owner's left from 0 (Mancala.loc_to_left_cnt:
 * South's loc k and North's loc N + k are both k; its locs run
 * counter-clockwise like sow's pits), sow's either_way / against count
 * from 1 the same way: hole k is position k + 1. */
static int udir_set(mg_conv *c, unsigned *set)
{
    *set = 0;
    for (int i = 0; i < V(P_UDIR_HOLES); i++) {
        int k = c->list[P_UDIR_HOLES][i];
        if (k >= V(P_HOLES)) NO(P_UDIR_HOLES, "hole %d is not on a row of %d holes (they count from 0)", k, V(P_HOLES));
        *set |= 1u << k;
    }
    return 0;
}

/* "{ 1, 3 }": the positions (from 1) of the holes in set. */
static void positions(unsigned set, char *v, size_t cap)
{
    size_t n = (size_t)snprintf(v, cap, "{");
    for (int k = 0; k < SOW_MAX_ROW; k++)
        if (set >> k & 1) n += (size_t)snprintf(v + n, n < cap ? cap - n : 0, "%s%d", n > 1 ? ", " : " ", k + 1);
    snprintf(v + n, n < cap ? cap - n : 0, " }");
}

/* SPLIT with min_move 1 and neither end hole a udir hole
 * (allowables.py DontUndoMoveOne.include): after a move of one seed
 * (mdata.seeds) from an end hole into the end hole across ({0, 2N-1},
 * {N-1, N}), left holding 1, that hole is not allowed on the next move.
 * A pass keeps mdata, but the hole it then names is the mover's own,
 * empty one; a repeat turn (REPEAT_TURN) is not restricted: sow's no_return
 * lasts the next ply, a pass or repeat turn clearing it. mdata.seeds
 * counts a lap's seeds (laps) and the seeds after SOW_START; the allow
 * chain tests it after MustShare. With no_sides (mlength 3, the moves
 * triples) aidx is the hole itself, barred to whoever moves next, as
 * sow's barred pit is under either-row play. */
static int r_no_return(mg_conv *c)
{
    if (V(P_MLAPS) || V(P_SOW_START)) NO(P_SOW_DIRECT, "MancalaGames' DontUndoMoveOne counts the seeds of a lap, after SOW_START; sow's no_return the pit's");
    if (V(P_MUSTSHARE))
        NO(P_SOW_DIRECT, "MancalaGames' DontUndoMoveOne was not read with mustshare");
    SET("no_return", "true", P_SOW_DIRECT, P_MIN_MOVE, P_UDIR_HOLES);
    mg_note(c, "no_return", "DontUndoMoveOne: a single seed moved across the board's end may not be moved back next turn");
    return 0;
}

/* presowcapt CAPT_ONE (sower_decos.py SCaptOne, under SowMlapSeeds): the
 * mover takes one seed of the seeds to sow into their store before each
 * lap, the first and every relay lap; MancalaGames sets no capture flag
 * (no repeat turn) and asks no inhibitor. sow's first_seed store. */
static int r_capt_one(mg_conv *c)
{
    if (V(P_SOW_START)) NO(P_PRESOWCAPT, "sow puts a lap's first seed in one place: the store or the origin");
    if (V(P_CAPT_RTURN)) NO(P_CAPT_RTURN, "MancalaGames gives no repeat turn for the seed taken before sowing, sow does");
    if (V(P_SOW_RULE) || V(P_PRESCRIBED) || V(P_ROUNDS))
        NO(P_PRESOWCAPT, "sow's store seed goes with the plain sowing (no sow_rule, no prescribed opening, no rounds)");
    SET("sow.first_seed", "\"store\"", P_PRESOWCAPT, P_SOW_START);
    mg_note(c, "sow.first_seed", "SCaptOne: before each lap one seed of it goes into the mover's store");
    return 0;
}

/* presowcapt ALL_SINGLE_XCAPT (sower_decos.py SCaptCrossSingles) and
 * DRAW_1_XCAPT (SCaptCrossOnOne), around the base sower: after the hole is
 * lifted, the mover takes the seeds of each hole facing one of their holes
 * that held one seed before the move (mdata.board, the lifted hole too) /
 * facing the lifted hole when one seed is to be sown (mdata.seeds), no
 * child; no capture flag (no repeat turn), no inhibitor, no grand slam test
 * (the capturer's). sow's capture.before_sowing, before the first lap only;
 * MancalaGames' lap sower would call it before every lap. */
static int r_presow(mg_conv *c)
{
    int p = V(P_PRESOWCAPT);
    if (V(P_MLAPS)) NO(P_PRESOWCAPT, "MancalaGames takes before every lap (SowMlapSeeds calls the presow sower), sow before the first");
    if (p == 3 && V(P_SOW_START)) NO(P_SOW_START, "with SOW_START MancalaGames counts the seeds left after the first goes back (mdata.seeds), sow the seeds lifted");
    if (V(P_CAPT_RTURN)) NO(P_CAPT_RTURN, "MancalaGames gives no repeat turn for a capture before sowing, sow's extra_turn.capture does");
    if (V(P_GRANDSLAM)) NO(P_GRANDSLAM, "sow's grand slam rules were not read with a capture before sowing");
    if (V(P_CHILD_TYPE)) NO(P_CHILD_TYPE, "a MancalaGames child keeps its seeds (a child of one is a single there), sow's holds none");
    if (V(P_SOW_RULE) || V(P_NOCAPTMOVES))
        NO(V(P_SOW_RULE) ? P_SOW_RULE : P_NOCAPTMOVES, "sow's capture before sowing goes with the plain sowing and no nocaptmoves");
    if (V(P_GOAL) == 1 || V(P_GOAL) == 3 || V(P_GOAL) == 10)
        NO(P_GOAL, "a capture before sowing may empty a row; the eliminate goals were mapped with the end captures only");
    SET("capture.before_sowing", p == 2 ? "\"singles_across\"" : "\"single_draw_across\"", P_PRESOWCAPT);
    mg_note(c, "capture.before_sowing", p == 2 ? "SCaptCrossSingles: before sowing, the holes facing the mover's 1s "
                                                 "(before the move) are taken"
                                               : "SCaptCrossOnOne: a single seed drawn takes the hole facing it first");
    return 0;
}

/* sow_direct and udir_holes (get_direction.py): ConstDir, SplitDir (the
 * left half of each row, as its owner sees it, sows clockwise, the right
 * half counter-clockwise; an odd row's middle hole must be a udir hole),
 * UdirOtherDir (a udir hole: the player's choice), and with every hole a
 * udir hole the choice alone. CenterLineDir (TOCENTER) is SplitDir turned
 * round: the left half counter-clockwise, the right half clockwise. */
static int r_direction(mg_conv *c)
{
    char v[MG_VALUE_LEN];
    int n = V(P_HOLES), d = V(P_SOW_DIRECT), half = n / 2;
    unsigned udir, all = (1u << n) - 1;
    if (udir_set(c, &udir) < 0) return -1;
    if (d == 2) {                             /* PLAYALTDIR: GameInfo makes every hole a udir hole; PlayAltDir */
        if (V(P_ROUNDS)) {                    /* NewRound's init_bprops resets mcount: PlayAltDir chooses again (and r_after's inhibitor restarts) */
            SET("rounds.openings", "\"round\"", P_SOW_DIRECT);
            mg_note(c, "rounds.openings", "init_bprops resets mcount each round: PlayAltDir's first mover of each round "
                                          "chooses again (at mcount 1)");
        }
        if (V(P_MUSTSHARE)) NO(P_SOW_DIRECT, "MancalaGames' MustShareUdir tests both directions of a hole, not the player's own");
        if (V(P_GRANDSLAM) == 1) NO(P_GRANDSLAM, "MancalaGames does not support NOT_LEGAL with udir holes");
        if (V(P_NO_SIDES)) NO(P_SOW_DIRECT, "sow cannot combine either_row play with a chosen direction");
        SET("sow.direction", "\"ccw\"", P_SOW_DIRECT);
        SET("sow.first_chooses", "true", P_SOW_DIRECT);
        mg_note(c, "sow.first_chooses", "PlayAltDir: the game's first mover chooses; the opponent sows the other way");
        mg_nofield(c, P_UDIR_HOLES, "not used: PLAYALTDIR makes every hole a udir hole for the first move");
    } else if (udir == all) {                        /* the choice alone, whatever sow_direct says */
        SET("sow.direction", "\"ccw\"", P_SOW_DIRECT, P_UDIR_HOLES);
        SET("sow.either_way", "true", P_UDIR_HOLES);
        mg_note(c, "sow.either_way", "every hole is a udir hole: the mover chooses, sow_direct is not used to sow");
    } else if (d == 4 && !strcmp(c->game_class, "ZigZag")) {  /* ZigZagGetDir: board.track zigzag (r_zigzag) */
        SET("sow.direction", "\"ccw\"", P_SOW_DIRECT);
    } else if (d == 1 || d == -1 || d == 0 || d == 4) {
        SET("sow.direction", d == -1 || d == 4 ? "\"cw\"" : "\"ccw\"", P_SOW_DIRECT);
        if (d == 0 || d == 4) {               /* SPLIT (SplitDir), TOCENTER (CenterLineDir: SplitDir turned round) */
            if (n % 2 && !(udir >> half & 1))
                NO(P_SOW_DIRECT, "MancalaGames splits an odd row only around a udir middle hole (udir_holes lacks %d)", half);
            if (d == 4 && V(P_SOW_STORES))
                NO(P_SOW_DIRECT, "MancalaGames' SowSeedsNStore was not read with TOCENTER");
            /* DontUndoMoveOne.include asks for SPLIT only */
            if (d == 0 && V(P_MIN_MOVE) == 1 && !(udir & 1) && !(udir >> (n - 1) & 1) && r_no_return(c) < 0) return -1;
            positions((1u << half) - 1, v, sizeof v);
            SET("sow.against", v, P_SOW_DIRECT, P_HOLES);
            mg_note(c, "sow.against", d == 0 ? "SplitDir: the left half of each row sows clockwise, the right half "
                                               "counter-clockwise"
                                             : "CenterLineDir: the left half of each row sows counter-clockwise, the "
                                               "right half clockwise (towards the centre line)");
        }
        if (udir) {
            positions(udir, v, sizeof v);
            SET("sow.either_way", v, P_UDIR_HOLES);
        }
    } else if (d == 3) {                      /* EVEN_ODD_DIR: EvenOddDir, the pre-move count (mdata.board) */
        if (udir)
            NO(P_SOW_DIRECT, "MancalaGames lets the mover choose in the udir holes (UdirOtherDir) and sows the others "
                             "by parity; sow's by_parity decides every pit");
        /* sow_stores OWN: SowSeedsNStore's four poses (sow_direct neither CW nor CCW), its row-crossing
         * tests and IncOwnStores all put the mover's store where sowing either way passes it, as sow's */
        if (V(P_SOW_STORES) > 1)
            NO(P_SOW_DIRECT, "sowing both ways is read with the mover's own store (sow_stores OWN) only");
        SET("sow.direction", "\"ccw\"", P_SOW_DIRECT);
        SET("sow.by_parity", "\"even_against\"", P_SOW_DIRECT);
        mg_note(c, "sow.by_parity", "EvenOddDir: a hole of an odd count sows CCW, of an even count CW (the count "
                                    "before the move); a chain against the sowing runs against the move (CaptOppDir)");
    } else {
        NO(P_SOW_DIRECT, "sow sows every move one way, counter-clockwise or clockwise, or as the mover chooses");
    }
    if (udir && V(P_GRANDSLAM) == 1) NO(P_GRANDSLAM, "MancalaGames does not support NOT_LEGAL with udir holes");
    if ((d == 0 || d == 4) && V(P_GRANDSLAM) == 1)
        NO(P_GRANDSLAM, "MancalaGames does not support NOT_LEGAL with SPLIT sowing (nor was it read with TOCENTER)");
    SET("sow.origin", V(P_SKIP_START) ? "\"skip\"" : "\"sow\"", P_SKIP_START);
    if (V(P_PRESOWCAPT) == 1) return r_capt_one(c);
    if (!V(P_SOW_START)) SET("sow.first_seed", "\"next\"", P_SOW_START);
    else SET("sow.first_seed", V(P_MOVE_ONE) ? "\"origin_unless_single\"" : "\"origin\"", P_SOW_START, P_MOVE_ONE);
    return V(P_PRESOWCAPT) ? r_presow(c) : 0;
}

/* sow_stores: BOTH_NR_OPP (sower_decos.py SowIncrSeeds.choose_rturn_test:
 * store == turn) repeats in the mover's own store only, sow's
 * extra_turn.store; BOTH_NR_OWN repeats in the opponent's only. */
static int r_stores(mg_conv *c)
{
    static const char *const stores[] = {"\"none\"", "\"own\"", "\"both\"", "\"own\"", "\"both\"", NULL, "\"both\""};
    int s = V(P_SOW_STORES);
    if (s == 5) NO(P_SOW_STORES, "sow's repeat turn comes from the mover's own store, not the opponent's");
    if (s > 6) NO(P_SOW_STORES, "sow's repeat turn does not depend on which store the last seed fell into");
    SET("sow.stores", stores[s], P_SOW_STORES);
    SET("extra_turn.store", s == 1 || s == 2 || s == 6 ? "true" : "false", P_SOW_STORES);
    if (s == 6) mg_note(c, "extra_turn.store", "BOTH_NR_OPP: both stores sown, a repeat turn in the mover's own only");
    return 0;
}

static int basic(const mg_conv *c);

/* LAPPER_NEXT with a cross capture: sower_decos.py's StopXCapt stops lapping
 * where the last seed fell into an empty hole whose cross hole passes
 * capt_basic (capt_side, seeds, no child; capt_loc is capt_start there, as
 * MoveData's setter makes it); sower.py before it has NextLapCont alone.
 * With mlap_cont, which only the StopXCapt versions read, no question. */
static int relay_stops_cross(mg_conv *c)
{
    SET("sow.relay_stops", "\"cross\"", P_MLAPS, P_CROSSCAPT);
    mg_note(c, "sow.relay_stops", "StopXCapt: a lap ending where a cross capture could be made ends the sowing");
    if (V(P_MLAP_CONT)) return 0;
    return mg_open(c, "MG.StopXCapt", "Does LAPPER_NEXT lapping stop where the cross capture could be made "
                   "(MancalaGames' versions differ)?",
                   "stop_xcapt", "{ sow = { relay_stops = \"cross\" } }",
                   "next_lap_cont", "{ sow = { relay_stops = \"none\" } }", NULL);
}

/* mlap_cont OWN_SIDE / OPP_SIDE (sower_mlap_decos.py StopNotSide, outside
 * the other lap continuers, which only stop too: LAP_CAPT's capturing
 * continuers are refused with mlap_cont by r_lap_capt): lapping stops when
 * the lap's last hole (capt_start, the landing hole, also for LAPPER_NEXT)
 * is on the opponent's side / the mover's own side (cts.opp_side, my_side:
 * the rows); a store ends it before (StopRepeatTurn), as sow's relay. */
static int r_relay_rows(mg_conv *c)
{
    int own = V(P_MLAP_CONT) == 3;
    SET("sow.relay_rows", own ? "\"own\"" : "\"opponent\"", P_MLAP_CONT);
    mg_note(c, "sow.relay_rows", own ? "StopNotSide: a lap ending on the opponent's side ends the sowing"
                                     : "StopNotSide: a lap ending on the mover's own side ends the sowing");
    return 0;
}

/* LAPPER_NEXT with sow_stores OWN and mlap_cont STOP_STORE (sower_mlap_decos.py
 * NextLapCont, StopStore; incrementer.py IncOwnStores): the hole after the
 * lap's last one is taken through the mover's cycle, which holds their
 * store after their last hole; a store holding seeds is lapped on from
 * (SowMlapSeeds lifts game[loc], the store). Only those versions know
 * STOP_STORE: no question. sow.relay_store, with the rules it is defined
 * with; StopOnChild would read child[-1] for a store: no children. */
static int r_relay_store(mg_conv *c)
{
    if (V(P_SOW_START) || V(P_SKIP_START) || V(P_CHILD_TYPE) || V(P_SOW_RULE) || V(P_PRESOWCAPT) || V(P_NO_SIDES)
        || V(P_UDIR_HOLES) || (V(P_SOW_DIRECT) != 1 && V(P_SOW_DIRECT) != -1))
        NO(P_SOW_STORES, "sow's relay from the store is read with sow_direct CW or CCW and no udir_holes, sow_start, "
                         "skip_start, children, sow_rule, presowcapt or no_sides");
    SET("sow.relay_store", "true", P_MLAPS, P_SOW_STORES, P_MLAP_CONT);
    mg_note(c, "sow.relay_store", "NextLapCont through IncOwnStores: a lap ending before the mover's store laps on "
                                  "from the store when it holds seeds");
    return 0;
}

static int r_relay(mg_conv *c)
{
    char v[64];
    int cont = V(P_MLAP_CONT), m = V(P_MLAP_PARAM);
    if (V(P_MLAPS) == 0) {
        SET("sow.relay", "false", P_MLAPS);
        return 0;
    }
    /* sower_mlap_decos.py: LAPPER stops on a single seed and (a basic
     * capture) on a capturing hole, like sow's relay; LAPPER_NEXT
     * (NextLapCont) goes on whenever the next hole holds seeds, even from
     * a hole that would capture, where sow's relay stops (but with
     * OWN_SOW_CAPT_ALL / SOW_CAPT_ALL no lap ends on one: r_sow_rule). */
    if (V(P_CAPT_TYPE) == 1 && (V(P_MLAPS) != 1 || basic(c)))   /* LAPPER alone: r_next */
        NO(P_MLAPS, "MancalaGames' NEXT capture with lap sowing was read with LAPPER and no basic capture only "
                    "(StopCaptureSeeds would stop its laps on the basic tests)");
    if (V(P_CAPT_TYPE) == 2 && V(P_MLAPS) == 1 && V(P_SOW_RULE) != 8 && V(P_SOW_RULE) != 10)   /* GapNextCapt: r_lap_capt */
        NO(P_MLAPS, "with LAPPER the stored versions of MancalaGames differ on whether lapping stops where a "
                    "two-out capture could be made (CaptTwoOut's note: it does; sower.py: no extra stop), "
                    "and sow's relay does not stop there");
    if (V(P_MLAPS) == 2 && !V(P_CROSSCAPT) && !V(P_CAPT_TYPE) && basic(c) && V(P_SOW_RULE) != 3 && V(P_SOW_RULE) != 4)
        NO(P_MLAPS, "MancalaGames laps on from the next hole even when the last one would capture; "
                    "sow's relay stops on a capturing count");
    if (cont != 6 && V(P_SOW_STORES) >= 3)     /* OWN_NR, BOTH_NR, BOTH_NR_OWN, BOTH_NR_OPP: a store without a repeat */
        NO(P_MLAP_CONT, "MancalaGames' lapping goes on from a store where the last seed earns no repeat turn (its lap "
                        "continuers read the store as a hole; StopRepeatTurn stops only repeat turns), sow's relay "
                        "stops in a store: expected STOP_STORE");
    if (V(P_MLAPS) == 2 && V(P_SOW_STORES) && (V(P_SOW_STORES) != 1 || cont != 6))
        NO(P_MLAPS, "with the stores on the track MancalaGames' NextLapCont looks at the hole after the last one "
                    "through its incrementer (IncOwnStores, IncBothStores), which can be a store: it laps on from a "
                    "store holding seeds; sow's relay_store reads the own store (sow_stores OWN) with mlap_cont "
                    "STOP_STORE only (only the versions whose incrementer holds the stores have it)");
    if (V(P_MLAPS) == 2 && V(P_SOW_STORES) && r_relay_store(c) < 0) return -1;
    if (cont == 0 || cont == 6) {            /* STOP_STORE (StopStore): a lap ending in a store ends, as sow's relay does */
        snprintf(v, sizeof v, "function(c) return c >= %d end", V(P_MLAPS) == 1 ? 2 : 1);
    } else if ((cont == 1 || cont == 2) && V(P_MLAPS) == 1) {
        if (m < 1 || m > SOW_MAX_SEEDS) NO(P_MLAP_PARAM, "expected a count 1..%d", SOW_MAX_SEEDS);
        snprintf(v, sizeof v, cont == 1 ? "{ %d }" : "function(c) return c >= %d end", m);
    } else if (cont == 3 || cont == 4) {     /* OWN_SIDE, OPP_SIDE: r_relay_rows */
        snprintf(v, sizeof v, "function(c) return c >= %d end", V(P_MLAPS) == 1 ? 2 : 1);
    } else {
        NO(P_MLAP_CONT, "sow relays on the count of a pit only");
    }
    if (cont == 3 || cont == 4) {
        SET("sow.relay", v, P_MLAPS);
        if (r_relay_rows(c) < 0) return -1;
    } else if (cont && cont != 6) SET("sow.relay", v, P_MLAPS, P_MLAP_CONT, P_MLAP_PARAM);
    else SET("sow.relay", v, P_MLAPS, P_MLAP_CONT);
    if (cont == 6) mg_note(c, "sow.relay", "STOP_STORE: a lap ending in a store ends the sowing (sow's relay always stops there)");
    SET("sow.relay_from", V(P_MLAPS) == 2 ? "\"next\"" : "\"landing\"", P_MLAPS);
    if (V(P_MLAPS) == 2 && V(P_CROSSCAPT)) return relay_stops_cross(c);
    return 0;
}

/* ---- captures ------------------------------------------------------------ */

static int basic(const mg_conv *c)
{
    return V(P_CAPT_ON) || V(P_EVENS) || V(P_CAPT_MIN) || V(P_CAPT_MAX);
}

/* The basic capture tests (capt_on, evens, capt_min, capt_max: all must
 * hold) as a count set: a list, or a function when more than capt_on. */
static void counts_text(const mg_conv *c, char *v, size_t cap)
{
    size_t n = 0;
    if (V(P_CAPT_ON) && !V(P_EVENS) && !V(P_CAPT_MIN) && !V(P_CAPT_MAX)) {
        n += (size_t)snprintf(v, cap, "{");
        for (int i = 0; i < V(P_CAPT_ON); i++)
            n += (size_t)snprintf(v + n, cap - n, "%s%d", i ? ", " : " ", c->list[P_CAPT_ON][i]);
        snprintf(v + n, cap - n, " }");
        return;
    }
    n += (size_t)snprintf(v, cap, "function(c) return c >= 1");
    if (V(P_CAPT_ON)) {
        for (int i = 0; i < V(P_CAPT_ON); i++)
            n += (size_t)snprintf(v + n, cap - n, "%s c == %d", i ? " or" : " and (", c->list[P_CAPT_ON][i]);
        n += (size_t)snprintf(v + n, cap - n, ")");
    }
    if (V(P_EVENS)) n += (size_t)snprintf(v + n, cap - n, " and c %% 2 == 0");
    if (V(P_CAPT_MIN)) n += (size_t)snprintf(v + n, cap - n, " and c >= %d", V(P_CAPT_MIN));
    if (V(P_CAPT_MAX)) n += (size_t)snprintf(v + n, cap - n, " and c <= %d", V(P_CAPT_MAX));
    snprintf(v + n, cap - n, " end");
}

/* The basic capture tests as capture.counts. */
static int r_counts(mg_conv *c)
{
    char v[MG_VALUE_LEN];
    counts_text(c, v, sizeof v);
    if (V(P_CAPT_ON) && !V(P_EVENS) && !V(P_CAPT_MIN) && !V(P_CAPT_MAX)) SET("capture.counts", v, P_CAPT_ON);
    else SET("capture.counts", v, P_CAPT_ON, P_EVENS, P_CAPT_MIN, P_CAPT_MAX);
    return 0;
}

/* capt_side OPP_CONT (capt_ok.py CaptSideOk) with a basic capture
 * (CaptBasic): the stored versions differ. Later ones test capt_start,
 * the last seed's pit, which CaptMultiple leaves alone: the first pit
 * must be the opponent's, the chain may go on anywhere. 06474ee0 tests
 * capt_loc, which CaptMultiple moves to each next pit: every pit taken is
 * the opponent's. Without a chain the two agree. (CaptNext tests the pit
 * before the one it takes, sow's rows the pit taken: refused.) */
static int opp_cont(mg_conv *c)
{
    if (V(P_CAPT_TYPE))
        NO(P_CAPT_SIDE, "OPP_CONT asks the side of the last seed's pit (or the pit before the one taken), "
                        "not of the pit taken, with this capt_type");
    SET("capture.rows", "\"opponent\"", P_CAPT_SIDE);
    if (!V(P_MULTICAPT)) return 0;
    SET("capture.chain_rows", "\"any\"", P_CAPT_SIDE, P_MULTICAPT);
    mg_note(c, "capture.chain_rows", "OPP_CONT: CaptSideOk tests capt_start, the first pit taken (later versions)");
    return mg_open(c, "MG.OppCont", "Does an OPP_CONT capture chain go on outside the opponent's row "
                   "(CaptSideOk tests capt_start, or capt_loc, which CaptMultiple moves: MancalaGames' versions differ)?",
                   "capt_start", "{ capture = { rows = \"opponent\", chain_rows = \"any\" } }",
                   "capt_loc_06474ee0", "{ capture = { rows = \"opponent\", chain_rows = \"rows\" } }", NULL);
}

/* capt_side names the row of the pit taken; a cross capture's rows in sow
 * name the row the last seed fell into, the other one. */
static int r_rows(mg_conv *c, int cross)
{
    static const char *const rows[] = {"\"any\"", "\"opponent\"", "\"own\""};
    int s = V(P_CAPT_SIDE);
    if (s == 3 && !cross) return opp_cont(c);
    if (s > 2) NO(P_CAPT_SIDE, "sow's captures happen in one set of rows, the first and the chain alike");
    if (cross && s) s = 3 - s;
    SET("capture.rows", rows[s], P_CAPT_SIDE);
    return 0;
}

/* CaptOppDir: with sow_direct CW or CCW its opposite is fixed, so an
 * OPP_SOW chain runs against sow_direct even after a move a udir hole sowed
 * the other way: capture.chain_along = "direction". (SPLIT, PLAYALTDIR and
 * EVEN_ODD_DIR turn the move's direction round, as sow's default does.) */
static int chain_along_sow_direct(mg_conv *c)
{
    int d = V(P_SOW_DIRECT);
    unsigned udir;
    if (udir_set(c, &udir) < 0) return -1;
    if (V(P_CAPT_DIR) != 0 || !udir || (d != 1 && d != -1)) return 0;
    if (d == -1 && udir == (1u << V(P_HOLES)) - 1)
        NO(P_CAPT_DIR, "with every hole a udir hole sow's direction is counter-clockwise, and MancalaGames' OPP_SOW "
                       "chain (CaptOppDir) runs against sow_direct CW, i.e. counter-clockwise: sow's chain_along would "
                       "run it clockwise");
    SET("capture.chain_along", "\"direction\"", P_CAPT_DIR, P_SOW_DIRECT, P_UDIR_HOLES);
    mg_note(c, "capture.chain_along", "CaptOppDir: against sow_direct, whichever way a udir hole was sown");
    return 0;
}

static int r_chain(mg_conv *c, int kind_cross)
{
    char v[16];
    int m = V(P_MULTICAPT);
    if (m == 0) {
        SET("capture.chain", "\"none\"", P_MULTICAPT);
        return 0;
    }
    if (m < -1 || m > 32) NO(P_MULTICAPT, "expected -1 (no limit) or 1..32 pits");
    /* CaptCross under CaptMultiple: after the first, each next hole along
     * the sowing must be empty and its cross pass capt_ok (seeds, side,
     * the basic tests): sow's cross chain. A MancalaGames child keeps its
     * seeds, so an empty hole is never one; a sow child holds none. */
    if (kind_cross && V(P_CAPT_DIR) != 1)
        NO(P_CAPT_DIR, "whether MancalaGames' cross-capture chain runs against the sowing is not settled across its "
                       "versions (capturer.py: 'crosscapt and multicapt is always captsamedir'); sow's follows capt_dir SOW only");
    if (V(P_CAPT_DIR) == 2) NO(P_CAPT_DIR, "a sow chain runs one way");
    SET("capture.chain", V(P_CAPT_DIR) ? "\"following\"" : "\"preceding\"", P_MULTICAPT, P_CAPT_DIR);
    if (kind_cross && V(P_CHILD_TYPE)) {      /* CaptCross: a child holds seeds, so it is never an empty hole */
        SET("capture.child_stops_chain", "true", P_MULTICAPT, P_CHILD_TYPE);
        mg_note(c, "capture.child_stops_chain", "CaptCross under CaptMultiple: a child keeps its seeds, so the chain "
                                                "stops there");
    }
    if (chain_along_sow_direct(c) < 0) return -1;
    snprintf(v, sizeof v, "%d", m < 0 ? 0 : m);
    SET("capture.max_pits", v, P_MULTICAPT);
    return 0;
}

/* pickextra 2 (capt_decos.py PickOppBasic; PickOppTwos, PICKTWOS, in the
 * versions before it): after a capture (the chain's too) every opponent
 * hole capt_basic allows, i.e. holding a capt_on count (capt_side BOTH or
 * OPP_SIDE: the opponent's holes pass), no child, not locked, is taken;
 * PickOppTwos takes the opponent's 2s. With capt_on [2] alone both are
 * sow's take_also = 2. Inside the grand slam decos: refused with one. */
static int pick_opp_basic(mg_conv *c)
{
    if (V(P_CAPT_ON) != 1 || c->list[P_CAPT_ON][0] != 2 || V(P_EVENS) || V(P_CAPT_MIN) || V(P_CAPT_MAX))
        NO(P_PICKEXTRA, "sow takes the opponent's pits of one count (PickOppBasic: the basic tests; PickOppTwos, "
                        "before it: 2s): capt_on [2] alone");
    if (V(P_CAPT_SIDE) > 1) NO(P_PICKEXTRA, "PickOppBasic asks capt_side of the opponent's holes, PickOppTwos does not");
    if (V(P_GRANDSLAM) || V(P_MOVEUNLOCK) || V(P_CHILD_TYPE))
        NO(P_PICKEXTRA, "sow's take_also was not read with grand slam rules, locks or children");
    SET("capture.take_also", "2", P_PICKEXTRA, P_CAPT_ON);
    mg_note(c, "capture.take_also", "PickOppBasic (PickOppTwos): after a capture the opponent's holes holding 2");
    return 0;
}

static int r_pickextra(mg_conv *c, int chained)
{
    int x = V(P_PICKEXTRA);
    if (x == 0 || (x == 6 && !chained)) {     /* NONE; PICKCROSSMULT without multicapt does nothing */
        SET("capture.opposite", "false", P_PICKEXTRA);
        return 0;
    }
    if ((x == 1 && !chained) || (x == 6 && chained)) {   /* PICKCROSS of the one pit; PICKCROSSMULT of each */
        SET("capture.opposite", "true", P_PICKEXTRA, P_MULTICAPT);
        return 0;
    }
    if (x == 1) NO(P_PICKEXTRA, "with multicapt sow takes the opposite of every pit taken (PICKCROSSMULT)");
    if (x == 2) {
        if (pick_opp_basic(c) < 0) return -1;
        SET("capture.opposite", "false", P_PICKEXTRA);
        return 0;
    }
    NO(P_PICKEXTRA, "sow takes nothing extra but the opposite pits");
}

static int r_cross(mg_conv *c)
{
    static const char *const own[] = {"\"never\"", "\"with_capture\"", "\"always\""};
    if (V(P_CROSSCAPT) != 1) NO(P_CROSSCAPT, "sow's cross capture needs the last seed in an empty pit (ONE_ZEROS)");
    SET("capture.kind", "\"cross\"", P_CROSSCAPT);
    if (basic(c) && r_counts(c) < 0) return -1;
    if (!basic(c))
        for (int p = P_EVENS; p <= P_CAPT_MAX; p++) mg_nofield(c, p, "none set: the cross capture takes any count");
    if (!basic(c)) mg_nofield(c, P_CAPT_ON, "none set: the cross capture takes any count");
    mg_nofield(c, P_CAPT_TYPE, "not used: MancalaGames tests crosscapt first");
    if (r_rows(c, 1) < 0 || r_chain(c, 1) < 0) return -1;
    SET("capture.take_sown", own[V(P_XCPICKOWN)], P_XCPICKOWN, P_CROSSCAPT);
    if (V(P_PICKEXTRA) == 2) return pick_opp_basic(c);
    if (V(P_PICKEXTRA)) NO(P_PICKEXTRA, "sow takes nothing extra with a cross capture but the opponent's 2s (PICKOPPBASIC)");
    mg_nofield(c, P_PICKEXTRA, "nothing to express (the default)");
    return 0;
}

/* CaptNext with lap sowing (the versions with PICKFINAL agree): the first
 * capture asks capture_ok (the basic tests, capt_side, no child) of the
 * last hole sown, and takes the next hole whenever it holds seeds (no
 * side, child or lock test there); its chains ask the next hole. */
static int r_next_laps(mg_conv *c)
{
    if (V(P_MULTICAPT)) NO(P_MULTICAPT, "MancalaGames' CaptNext with laps chains on other tests than its first capture");
    if (V(P_CHILD_TYPE) || V(P_MOVEUNLOCK) || V(P_SOW_STORES))
        NO(P_CAPT_TYPE, "MancalaGames' CaptNext with laps takes the next hole without a child or lock test, and was "
                        "not read with sow_stores");
    SET("capture.next_tests", "\"landing\"", P_CAPT_TYPE, P_MLAPS);
    mg_note(c, "capture.next_tests", "CaptNext with laps: the last hole sown passes the capture tests, the next is "
                                     "taken if it holds seeds");
    return 0;
}

/* pickextra PICKFINAL with a next capture (capturer.py PickFinal, outside
 * CaptNext, which leaves capt_loc at the last hole sown): after a capture
 * that hole is taken too when it holds seeds and passes capt_check
 * (capt_side, no child, unlocked). Older versions ask capt_ok there, the
 * basic tests too: they agree without basic tests, and with laps, where
 * CaptNext has asked them of that same hole first (r_next_laps). */
static int r_pick_final(mg_conv *c)
{
    if (basic(c) && !V(P_MLAPS))
        NO(P_PICKEXTRA, "versions differ on whether PickFinal asks the basic capture tests of the last hole sown "
                        "(capt_ok, later capt_check without them); an open question not written");
    if (V(P_MOVEUNLOCK)) NO(P_PICKEXTRA, "PickFinal does not take a locked hole; sow's take_sown has no locks");
    SET("capture.take_sown", "\"with_capture\"", P_PICKEXTRA, P_CAPT_TYPE);
    mg_note(c, "capture.take_sown", "PickFinal: after a capture the last hole sown too, when it holds seeds, is no "
                                    "child and is on capt_side's side");
    return 0;
}

static int r_next(mg_conv *c)
{
    if (V(P_CAPT_DIR) != 1) NO(P_CAPT_DIR, "sow's next capture takes the pit after the last one sown (capt_dir SOW)");
    SET("capture.kind", "\"next\"", P_CAPT_TYPE, P_CAPT_DIR);
    if (V(P_MLAPS) && r_next_laps(c) < 0) return -1;
    if (basic(c)) {
        if (r_counts(c) < 0) return -1;
    } else {
        SET("capture.counts", "function(c) return c >= 1 end", P_CAPT_TYPE);
    }
    if (r_rows(c, 0) < 0 || r_chain(c, 0) < 0) return -1;
    if (V(P_PICKEXTRA) == 5) return r_pick_final(c);
    return r_pickextra(c, V(P_MULTICAPT) != 0);
}

/* PICKCROSS with a two-out capture (PickCross after CaptTwoOut, which
 * leaves capt_loc at the hole it took): the opposite of that hole too, if
 * it holds seeds and is no child. Only that one hole's: under CaptMultiple
 * capt_loc is the first capture's, sow takes each pit's opposite. */
static int r_two_out_cross(mg_conv *c)
{
    if (V(P_MLAPS) == 2 && V(P_MULTICAPT))
        NO(P_PICKEXTRA, "MancalaGames takes the opposite of the chain's first hole only (PickCross outside "
                        "CaptMultiple), sow the opposite of every pit taken");
    if (V(P_CAPT_SIDE))
        NO(P_PICKEXTRA, "whether MancalaGames' PickCross tests capt_side on the opposite hole is not settled across its "
                        "versions (capt_check); sow's opposite does not");
    SET("capture.opposite", "true", P_PICKEXTRA, P_CAPT_TYPE);
    mg_note(c, "capture.opposite", "PickCross: the opposite of the hole taken, when it holds seeds and is no child");
    return 0;
}

static int r_two_out(mg_conv *c)
{
    if (V(P_CAPT_DIR) != 1) NO(P_CAPT_DIR, "sow's two-out capture looks past the last pit sown (capt_dir SOW)");
    if (V(P_PICKEXTRA) && V(P_PICKEXTRA) != 1) NO(P_PICKEXTRA, "sow takes nothing extra with a two-out capture but the opposite pit");
    SET("capture.kind", "\"two_out\"", P_CAPT_TYPE, P_CAPT_DIR);   /* basic tests and capt_side are ignored, as there */
    if (V(P_PICKEXTRA) && r_two_out_cross(c) < 0) return -1;
    if (V(P_MLAPS) == 1) {                    /* LAPPER with LAP_CAPT only (r_relay refuses the rest) */
        SET("capture.two_out_last", "\"any\"", P_CAPT_TYPE, P_MLAPS, P_SOW_RULE);
        mg_note(c, "capture.two_out_last", "CaptTwoOut with lap sowing does not test the last hole: the lap ending on "
                                           "1 seed (StopSingleSeed) captures across an empty hole too");
    } else if (V(P_MLAPS) == 2) {             /* (r_relay refuses TWO_OUT with LAPPER) */
        char v[16];
        SET("capture.two_out_last", "\"any\"", P_CAPT_TYPE, P_MLAPS);
        mg_note(c, "capture.two_out_last", "CaptTwoOut with lap sowing does not test the last hole: LAPPER_NEXT "
                                           "stops where the next hole is empty, and the one after it is taken");
        if (V(P_MULTICAPT)) {
            if (V(P_MULTICAPT) < -1 || V(P_MULTICAPT) > 32) NO(P_MULTICAPT, "expected -1 (no limit) or 1..32 pits");
            SET("capture.chain", "\"following\"", P_MULTICAPT, P_CAPT_DIR);
            snprintf(v, sizeof v, "%d", V(P_MULTICAPT) < 0 ? 0 : V(P_MULTICAPT));
            SET("capture.max_pits", v, P_MULTICAPT);
            mg_note(c, "capture.chain", "CaptMultiple: on while an empty hole and an occupied one follow the hole taken");
        }
    } else if (V(P_MULTICAPT)) {
        if (V(P_MULTICAPT) < -1 || V(P_MULTICAPT) > 32) NO(P_MULTICAPT, "expected -1 (no limit) or 1..32 pits");
        SET("capture.chain", "\"none\"", P_MULTICAPT);
        mg_note(c, "capture.kind", "multicapt: without lap sowing CaptTwoOut goes on only from a hole of 2 or more "
                                   "seeds, and the hole it just took is empty: one pit is taken");
    }
    for (int p = P_EVENS; p <= P_CAPT_MAX; p++) mg_nofield(c, p, "not used: a two-out capture ignores the basic tests");
    mg_nofield(c, P_CAPT_ON, "not used: a two-out capture ignores the basic tests");
    mg_nofield(c, P_CAPT_SIDE, "not used: a two-out capture ignores capt_side");
    return 0;
}

static int r_count(mg_conv *c)
{
    SET("capture.kind", "\"count\"", P_CROSSCAPT, P_CAPT_TYPE);
    if (!basic(c)) {
        SET("capture.counts", "{}", P_CAPT_ON, P_EVENS, P_CAPT_MIN, P_CAPT_MAX);
        if (V(P_MULTICAPT) || V(P_PICKEXTRA)) mg_nofield(c, P_MULTICAPT, "no sow field: nothing captures");
        return 0;
    }
    if (r_counts(c) < 0 || r_rows(c, 0) < 0 || r_chain(c, 0) < 0) return -1;
    return r_pickextra(c, V(P_MULTICAPT) != 0);
}

/* capt_type PULL_ACROSS (capturer.py PullAcrossCapture, no other capture
 * under it): a last seed in a hole that was empty pulls in the seeds of
 * the hole across, when capt_basic allows it (seeds, the basic tests,
 * capt_side of the hole across, no child). It sets mdata.captured without
 * taking anything: what that would earn (a repeat turn, a pick, a grand
 * slam rule) is refused; no lap rule stops for it. */
static int r_pull_across(mg_conv *c)
{
    if (V(P_MULTICAPT)) NO(P_MULTICAPT, "sow's pull across pulls one hole");
    if (V(P_MLAPS)) NO(P_MLAPS, "sow's pull across is not played with lap sowing");
    if (V(P_PICKEXTRA)) NO(P_PICKEXTRA, "a pull counts as a capture for MancalaGames' pickers, sow's pull captures nothing");
    if (V(P_CAPT_RTURN)) NO(P_CAPT_RTURN, "a pull earns MancalaGames' repeat turn (mdata.captured), sow's pull captures nothing");
    if (V(P_GRANDSLAM)) NO(P_GRANDSLAM, "a pull counts as a capture for MancalaGames' grand slam rules, sow's pull captures nothing");
    if (V(P_CHILD_TYPE) || V(P_SOW_RULE) || V(P_NOCAPTMOVES))
        NO(P_CAPT_TYPE, "sow's pull across is played without children, sowing rules or nocaptmoves");
    SET("capture.kind", "\"pull_across\"", P_CAPT_TYPE);
    if (basic(c) && r_counts(c) < 0) return -1;
    for (int p = P_EVENS; p <= P_CAPT_MAX; p++)
        if (!V(p)) mg_nofield(c, p, "not set: the hole across may hold any count");
    if (!V(P_CAPT_ON)) mg_nofield(c, P_CAPT_ON, "not set: the hole across may hold any count");
    mg_note(c, "capture.kind", "PullAcrossCapture: the seeds across move into the hole of the last seed, none is captured");
    mg_nofield(c, P_MULTICAPT, "nothing to express (the default)");
    mg_nofield(c, P_PICKEXTRA, "nothing to express (the default)");
    return r_rows(c, 1);
}

/* capt_type CAPT_OPP_1CCW with pickextra PICKOPPBASIC (capturer.py
 * CaptOpposite1CCW, no other capture under it, then PickOppBasic): a last
 * seed on the opponent's side or in the mover's most counter-clockwise
 * hole (holes - 1, 2 * holes - 1, whatever the direction) sets
 * mdata.captured, taking nothing; the pick then takes every opponent hole
 * capt_basic allows (seeds, the basic tests, capt_side, no child). What the
 * flag alone would earn (a repeat turn, a grand slam rule) is refused. */
static int r_sweep(mg_conv *c)
{
    if (V(P_PICKEXTRA) != 2)
        NO(P_PICKEXTRA, "CAPT_OPP_1CCW takes nothing itself; sow's sweep is it with PICKOPPBASIC");
    if (V(P_CAPT_SIDE) > 1) NO(P_CAPT_SIDE, "sow's sweep takes from every hole of the opponent's row");
    if (V(P_CAPT_RTURN)) NO(P_CAPT_RTURN, "MancalaGames' repeat turn follows the flag, a sweep taking nothing too; sow's a capture");
    if (V(P_GRANDSLAM)) NO(P_GRANDSLAM, "MancalaGames' grand slam rules follow the flag and the seeds before the move");
    if (V(P_MULTICAPT) || V(P_MLAPS) || V(P_CHILD_TYPE) || V(P_SOW_RULE) || V(P_NOCAPTMOVES) || V(P_ROUNDS))
        NO(P_CAPT_TYPE, "sow's sweep is played without chains, lap sowing, children, sowing rules, nocaptmoves or rounds");
    SET("capture.kind", "\"sweep\"", P_CAPT_TYPE, P_PICKEXTRA);
    mg_note(c, "capture.kind", "CaptOpposite1CCW and PickOppBasic: the last seed on the opponent's side or in the "
                               "mover's most counter-clockwise hole takes every opponent hole capt_basic allows");
    if (basic(c)) {
        if (r_counts(c) < 0) return -1;
    } else {
        SET("capture.counts", "function(c) return c >= 1 end", P_CAPT_TYPE);
    }
    mg_nofield(c, P_CAPT_SIDE, "not used: the holes picked are the opponent's, which BOTH and OPP_SIDE allow");
    mg_nofield(c, P_MULTICAPT, "nothing to express (the default)");
    return 0;
}

/* capt_type END_OPP_STORE_CAPT (capturer.py EndOppStoreCapture, wrapping
 * the base capture, with no NoStoreCapt): a last seed in the opponent's
 * store takes that store's seeds (a capture), else the base capture runs.
 * MancalaGames requires both stores sown, no repeat turn there. */
static int r_opp_store(mg_conv *c)
{
    if (V(P_SOW_STORES) != 4 && V(P_SOW_STORES) != 6)
        NO(P_CAPT_TYPE, "MancalaGames requires both stores sown and no repeat turn in the opponent's (BOTH_NR, BOTH_NR_OPP)");
    if (V(P_CHILD_TYPE) || !V(P_STORES)) NO(P_CAPT_TYPE, "sow's stores hold a player's children's seeds too");
    SET("capture.opponent_store", "true", P_CAPT_TYPE, P_SOW_STORES);
    mg_note(c, "capture.opponent_store", "EndOppStoreCapture: the last seed in the opponent's store takes its seeds");
    return 0;
}

/* capt_type MATCH_OPP (capturer.py CaptMatchOpp, no other capture under
 * it): the last hole sown and the hole across, holding the same non-zero
 * count, are both taken when neither is a child (nor locked). Later
 * versions ask capt_check of both (capt_side), earlier ones no side: read
 * with capt_side BOTH only; no version asks the basic tests (refused: the
 * older lap sowers stop on them). With LAPPER later sower.py stops lapping
 * where the capture would take (StopCaptureSimul), earlier ones only on a
 * single seed: an open question, unless mlap_cont (only the later read it). */
static int r_match(mg_conv *c)
{
    if (V(P_CAPT_SIDE))
        NO(P_CAPT_SIDE, "versions differ: CaptMatchOpp asks capt_side of both holes in later versions (capt_check), "
                        "not in earlier ones");
    if (basic(c)) NO(P_CAPT_TYPE, "MancalaGames' match capture ignores the basic tests, which its older lap sowers stop on");
    if (V(P_MULTICAPT) || V(P_CAPT_DIR) == 2) NO(P_MULTICAPT, "sow's match capture takes one pair of pits");
    if (V(P_PICKEXTRA)) NO(P_PICKEXTRA, "sow takes nothing extra with a match capture");
    if (V(P_MLAPS) == 2) NO(P_MLAPS, "MancalaGames' match capture was read with LAPPER or no lap sowing only");
    if (V(P_CHILD_TYPE) || V(P_SOW_RULE) || V(P_NOCAPTMOVES) || V(P_NO_SIDES) || V(P_MOVEUNLOCK))
        NO(P_CAPT_TYPE, "sow's match capture was read without children, sowing rules, nocaptmoves, no_sides or locks");
    SET("capture.kind", "\"match\"", P_CAPT_TYPE);
    SET("capture.counts", "function(c) return c >= 1 end", P_CAPT_TYPE);
    mg_note(c, "capture.kind", "CaptMatchOpp: the last hole sown and the hole across, holding the same count, both taken");
    for (int p = P_EVENS; p <= P_CAPT_MAX; p++) mg_nofield(c, p, "not used: a match capture ignores the basic tests");
    mg_nofield(c, P_CAPT_ON, "not used: a match capture ignores the basic tests");
    mg_nofield(c, P_MULTICAPT, "nothing to express (the default)");
    mg_nofield(c, P_PICKEXTRA, "nothing to express (the default)");
    if (r_rows(c, 0) < 0) return -1;
    if (V(P_MLAPS) != 1) return 0;
    SET("sow.relay_stops", "\"match\"", P_CAPT_TYPE, P_MLAPS);
    mg_note(c, "sow.relay_stops", "StopCaptureSimul: a lap ending where the match capture would take ends the sowing");
    if (V(P_MLAP_CONT)) return 0;
    return mg_open(c, "MG.StopCaptureSimul", "Does LAPPER lapping stop where the match capture would take "
                   "(MancalaGames' versions differ)?",
                   "stop_simul", "{ sow = { relay_stops = \"match\" } }",
                   "lap_on", "{ sow = { relay_stops = \"none\" } }", NULL);
}

/* capt_type SINGLETONS (capturer.py CaptSingles, no other capture under
 * it): after a sowing not ending in a store (NoStoreCapt) every hole of
 * one seed, not a child nor locked, is taken. Later versions ask
 * capt_check (capt_side too), earlier ones not: read with capt_side BOTH
 * only; no version asks the basic tests (refused: the older lap sowers
 * stop on them) and no lap continuer stops for it. */
static int r_singles(mg_conv *c)
{
    if (V(P_CAPT_SIDE))
        NO(P_CAPT_SIDE, "versions differ: CaptSingles asks capt_side in later versions (capt_check), not in earlier ones");
    if (basic(c)) NO(P_CAPT_TYPE, "MancalaGames' singletons capture ignores the basic tests, which its older lap sowers stop on");
    if (V(P_MULTICAPT) || V(P_PICKEXTRA))
        NO(V(P_MULTICAPT) ? P_MULTICAPT : P_PICKEXTRA, "sow's all_pits capture has no chain and takes nothing extra");
    if (V(P_CHILD_TYPE) || V(P_SOW_RULE) || V(P_NOCAPTMOVES) || V(P_NO_SIDES) || V(P_MOVEUNLOCK))
        NO(P_CAPT_TYPE, "sow's all_pits capture was read without children, sowing rules, nocaptmoves, no_sides or locks");
    SET("capture.kind", "\"all_pits\"", P_CAPT_TYPE);
    SET("capture.counts", "{ 1 }", P_CAPT_TYPE);
    mg_note(c, "capture.kind", "CaptSingles: every hole holding one seed, wherever the last seed fell");
    for (int p = P_EVENS; p <= P_CAPT_MAX; p++) mg_nofield(c, p, "not used: a singletons capture ignores the basic tests");
    mg_nofield(c, P_CAPT_ON, "not used: a singletons capture ignores the basic tests");
    mg_nofield(c, P_MULTICAPT, "nothing to express (the default)");
    mg_nofield(c, P_PICKEXTRA, "nothing to express (the default)");
    return r_rows(c, 0);
}

/* capt_type PASS_STORE_CAPT (capturer.py PassStoreCapture, wrapping the
 * base capture, none or basic here): a last seed in a hole that was empty
 * (it holds 1), on capt_side's side of the board (side_ok: the rows),
 * while the mover's store holds seeds, gives that store to the opponent;
 * else the base capture runs. It sets mdata.captured: what that would earn
 * (a repeat turn, a pick, a chain, a grand slam rule) is refused. sower.py
 * adds no lap stop for it (a lap ending on a single seed stops anyway);
 * with a basic capture under it older versions stop laps on capt_ok. */
static int r_pass_store(mg_conv *c)
{
    if (V(P_CROSSCAPT)) NO(P_CROSSCAPT, "sow's pass of the store was read with no base capture or a basic one only");
    if (V(P_CAPT_RTURN)) NO(P_CAPT_RTURN, "a pass of the store earns MancalaGames' repeat turn (mdata.captured), sow's is no capture");
    if (V(P_PICKEXTRA) || V(P_MULTICAPT) || V(P_GRANDSLAM))
        NO(P_CAPT_TYPE, "a pass of the store counts as a capture for MancalaGames' pickers, chains and grand slam rules, "
                        "sow's is no capture");
    if (V(P_CHILD_TYPE) || V(P_SOW_RULE) || V(P_NOCAPTMOVES) || V(P_NO_SIDES))
        NO(P_CAPT_TYPE, "sow's pass of the store was read without children, sowing rules, nocaptmoves or no_sides");
    if (basic(c) && V(P_MLAPS))
        NO(P_MLAPS, "with a basic capture under PASS_STORE_CAPT the versions differ on whether lapping stops on a "
                    "capturing count (StopCaptureSeeds)");
    SET("capture.pass_store", "true", P_CAPT_TYPE, P_CAPT_SIDE);
    mg_note(c, "capture.pass_store", "PassStoreCapture: a last seed in an empty hole on capt_side's side gives the "
                                     "mover's store to the opponent");
    return basic(c) ? 0 : r_rows(c, 0);     /* (r_count asks r_rows with a basic capture) */
}

/* grandslam LEAVE_LEFT, LEAVE_RIGHT (capt_decos GSKeep) and LEGAL_SHARE
 * (GSLegalShare), around the whole capture chain: a grand slam is a
 * capture leaving the opponent's row empty when it held seeds before the
 * move (mdata.board). GSKeep undoes the chain and takes the opponent's
 * seeded holes but the first from the mover's left / right; GSLegalShare
 * keeps it and gives a repeat turn. A child keeps its seeds in its hole
 * there (never an empty row), and PickLastSeeds and captures while
 * sowing sit inside the chain there, apart in sow. */
static int slam_ok(mg_conv *c)
{
    if (V(P_CHILD_TYPE)) NO(P_GRANDSLAM, "a child's seeds stay in its hole in MancalaGames (the row is never empty), in sow's store");
    if (V(P_PICKEXTRA) == 3 || V(P_PICKEXTRA) == 4)
        NO(P_GRANDSLAM, "MancalaGames picks the last seeds inside the grand slam test; sow's few_left ends the game after it");
    if (V(P_SOW_RULE)) NO(P_GRANDSLAM, "sow's grand slam rules were not read with a sowing rule");
    return 0;
}

static int r_capture(mg_conv *c)
{
    static const char *const slams[] = {"\"allowed\"", "\"illegal\"", "\"forfeit\"", "\"opponent_takes_row\"",
                                        "\"leave_left\"", "\"leave_right\"", "\"extra_turn\""};
    int rc = 0, pick = V(P_PICKEXTRA), type = V(P_CAPT_TYPE), g = V(P_GRANDSLAM);
    if (pick == 3 || pick == 4) c->v[P_PICKEXTRA] = 0;    /* PICK(2X)LASTSEEDS is no capture's extra: r_pick_last */
    if (type == 8) c->v[P_CAPT_TYPE] = 0;    /* END_OPP_STORE_CAPT wraps the base capture: r_opp_store */
    if (type == 6) c->v[P_CAPT_TYPE] = 0;    /* PASS_STORE_CAPT wraps the base capture: r_pass_store */
    if (V(P_CROSSCAPT)) rc = r_cross(c);                 /* MancalaGames tests crosscapt first */
    else if (V(P_CAPT_TYPE) == 1) rc = r_next(c);
    else if (V(P_CAPT_TYPE) == 2) rc = r_two_out(c);
    else if (V(P_CAPT_TYPE) == 3) rc = r_match(c);
    else if (V(P_CAPT_TYPE) == 4) rc = r_singles(c);
    else if (V(P_CAPT_TYPE) == 5) rc = r_sweep(c);
    else if (V(P_CAPT_TYPE) == 7) rc = r_pull_across(c);
    else if (V(P_CAPT_TYPE)) NO(P_CAPT_TYPE, "sow has no such capture");
    else rc = r_count(c);
    c->v[P_PICKEXTRA] = pick;
    c->v[P_CAPT_TYPE] = type;
    if (rc < 0 || (type == 8 && r_opp_store(c) < 0) || (type == 6 && r_pass_store(c) < 0)) return -1;
    if (g < 0 || g > 6) NO(P_GRANDSLAM, "sow's grand slam is allowed, illegal, captures nothing, gives the mover's row away, "
                                       "leaves a pit or repeats");
    /* OPP_GETS_REMAIN, GSOppGets: the opponent's row held seeds before the move and the capture (with the
     * pickers and children it wraps) emptied it: the mover's own holes go to the opponent's store */
    if (g == 3 && (V(P_PICKEXTRA) || V(P_CHILD_TYPE) || V(P_SOW_RULE) || V(P_NO_SIDES) || V(P_GOAL) == 2))
        NO(P_GRANDSLAM, "GSOppGets wraps MancalaGames' pickers and children, and its own holes are the side's; "
                        "read with a plain capture only (no pickextra, children, sow_rule, no_sides or territory)");
    if (g >= 4 && slam_ok(c) < 0) return -1;
    SET("capture.grand_slam", slams[g], P_GRANDSLAM);
    if (g >= 4) mg_note(c, "capture.grand_slam", g == 6 ? "GSLegalShare: the grand slam stands, a repeat turn"
                                                         : "GSKeep: the opponent's row but one pit, own captures undone");
    SET("extra_turn.capture", V(P_CAPT_RTURN) ? "true" : "false", P_CAPT_RTURN);
    if (V(P_CAPT_RTURN) == 2) {               /* ONCE: RepeatTurn.only_once, rturn_cnt < 1 (mancala.py _move) */
        SET("extra_turn.capture_once", "true", P_CAPT_RTURN);
        mg_note(c, "extra_turn.capture_once", "RepeatTurn ONCE: rturn_cnt counts the repeat turns in a row; only "
                                              "a sowing without one resets it (a pass does not, a new round does)");
    }
    return 0;
}

/* xc_sown (capt_decos.py CaptCrossVisited): a last seed in an empty hole
 * of the mover's own row cross-captures only when the turn changed the
 * opponent's row (sowing only adds to it), else it earns a repeat turn; a
 * last seed in the opponent's row neither captures nor repeats (sow's
 * cross_sown would capture there: its turn has sown the opponent's row). */
static int r_cross_sown(mg_conv *c)
{
    if (!V(P_XC_SOWN)) {
        mg_nofield(c, P_XC_SOWN, "nothing to express (the default)");
        return 0;
    }
    if (V(P_CROSSCAPT) != 1) NO(P_XC_SOWN, "sow's cross_sown goes with a cross capture (crosscapt ONE_ZEROS)");
    if (V(P_CAPT_SIDE) != 1)
        NO(P_XC_SOWN, "MancalaGames' CaptCrossVisited never captures from a last seed in the opponent's row, sow's "
                      "cross_sown does unless capture.rows keeps it to one's own (capt_side OPP_SIDE)");
    if (V(P_SOW_RULE) == 3 || V(P_SOW_RULE) == 4)
        NO(P_XC_SOWN, "captures while sowing change the opponent's row too: MancalaGames counts them as a visit");
    SET("capture.cross_sown", "true", P_XC_SOWN, P_CROSSCAPT, P_CAPT_SIDE);
    mg_note(c, "capture.cross_sown", "CaptCrossVisited: no visit to the opponent's row, a repeat turn instead");
    return 0;
}

/* sow_rule LAP_CAPT and LAP_CAPT_OPP_GETS (sower.py _add_capt_stop_lap_cont, LAPPER only): the
 * lap continuer tries the capture at the end of every lap. ContIfXCapt: a
 * lap ending in an empty hole cross-captures and, if it did, sows on with
 * that one seed; ContIfBasicCapt: a lap ending on a capt_ok count
 * captures and sows on from the next hole; GapNextCapt (TWO_OUT): a lap
 * ending on 2 or more seeds tries CaptTwoOut and sows on from that hole,
 * captured or not, one on 1 seed stops (StopSingleSeed) and is left to the
 * turn's capture, which with laps does not test the last hole: sow's
 * each_lap landing with relay on 2+ and two_out_last any (no question:
 * every stored sower.py that knows LAP_CAPT builds GapNextCapt, and none
 * stops a lap where a two-out capture could be made, as CaptTwoOut's
 * docstring says of LAPPER); otherwise StopSingleSeed.
 * sow's capture.each_lap landing / next. The turn's last lap then ends
 * where nothing was captured, so the capturer's call after the sowing
 * takes nothing. Refused where the continuer or the capture moves capt_loc
 * (multicapt, pickextra), where it is built otherwise (children, stores on
 * the track, no stores: StopNoOppSeeds), where the capture flag would
 * carry over to the end (capt_rturn), and where captures are inhibited
 * (ContIfBasicCapt sows on from the next hole even when none was made). */
static int r_lap_capt(mg_conv *c)
{
    if (V(P_MLAPS) != 1) NO(P_SOW_RULE, "MancalaGames supports LAP_CAPT with LAPPER only");
    int two_out = V(P_CAPT_TYPE) == 2 && !V(P_CROSSCAPT);
    if (V(P_CAPT_TYPE) && !two_out) NO(P_CAPT_TYPE, "with LAP_CAPT the stored versions of CaptNext differ on the "
                                                    "last lap's capture");
    if (two_out && V(P_SOW_RULE) == 10)
        NO(P_SOW_RULE, "sow's opponent_takes keeps a last seed that makes a capturing count, not one that would "
                       "capture two out");
    if (two_out ? 0 : V(P_CROSSCAPT) ? V(P_CROSSCAPT) != 1 || V(P_XCPICKOWN) : !basic(c))
        NO(P_SOW_RULE, "sow's capture at every lap goes with a cross capture (ONE_ZEROS, no xcpickown) or a basic one");
    if (V(P_MULTICAPT) || V(P_PICKEXTRA))
        NO(V(P_MULTICAPT) ? P_MULTICAPT : P_PICKEXTRA, "with LAP_CAPT MancalaGames sows on from capt_loc, which its "
                                                      "chains and picks may move");
    if (V(P_CHILD_TYPE) || V(P_SOW_STORES) || !V(P_STORES) || V(P_MLAP_CONT))
        NO(P_SOW_RULE, "sow's capture at every lap is MancalaGames' LAP_CAPT without children, sow_stores or "
                       "mlap_cont, with stores");
    if (V(P_CAPT_RTURN)) NO(P_CAPT_RTURN, "with LAP_CAPT whether a capture on an earlier lap gives a repeat turn is "
                                          "not settled (mdata.captured against the last capture's REPEAT_TURN)");
    if (V(P_NOCAPTMOVES)) NO(P_NOCAPTMOVES, "while captures are inhibited ContIfBasicCapt still sows on from the next hole");
    if (V(P_GRANDSLAM)) NO(P_GRANDSLAM, "sow's grand slam rules look at one capture a turn");
    if (two_out) SET("capture.each_lap", "\"landing\"", P_SOW_RULE, P_MLAPS, P_CAPT_TYPE);
    else SET("capture.each_lap", V(P_CROSSCAPT) ? "\"landing\"" : "\"next\"", P_SOW_RULE, P_MLAPS, P_CROSSCAPT);
    if (V(P_SOW_RULE) == 10) {                /* LAP_CAPT_OPP_GETS: SowOppCaptsLast under the same continuer */
        char v[16];
        if (V(P_CROSSCAPT)) NO(P_SOW_RULE, "sow's opponent_takes keeps a last seed that makes a capturing count, "
                                           "not one that would cross-capture");
        if (V(P_MUSTSHARE)) NO(P_MUSTSHARE, "sow's feeding asks whether seeds were sown into the opponent's row, "
                                            "not whether the opponent took them");
        if (V(P_SOW_PARAM) < 1 || V(P_SOW_PARAM) > SOW_MAX_SEEDS) NO(P_SOW_PARAM, "expected a count 1..%d", SOW_MAX_SEEDS);
        snprintf(v, sizeof v, "%d", V(P_SOW_PARAM));
        SET("sow.opponent_takes", v, P_SOW_RULE, P_SOW_PARAM);
        mg_note(c, "sow.opponent_takes", "SowOppCaptsLast: at sow_param seeds or fewer on the board as a lap starts, "
                                         "the opponent takes the seeds sown on their side, but a last one that captures");
    }
    mg_note(c, "capture.each_lap", two_out ? "GapNextCapt: a lap ending on 2 or more seeds tries the two-out capture "
                                             "and sows on from that hole, captured or not; one ending on 1 seed stops"
                                 : V(P_CROSSCAPT) ? "ContIfXCapt: a lap's cross capture sows on with the seed sown"
                                                 : "ContIfBasicCapt: a lap's capture sows on from the next hole");
    return 0;
}

/* sow_rule LAP_CAPT_SEEDS (sower.py _add_capt_stop_lap_cont, LAPPER only;
 * 165ee250's value 12, 01b806e9's CONT_LAP_GREQ): ContWithCaptSeeds tries
 * the whole capture at every lap's end, before StopSingleSeed; one that
 * captured puts the mover's store back into the lap's last hole and sows on
 * from there, so without stores (the store then holds only what this
 * capture took: every capture goes back) a cross capture's seeds are sown
 * on with the seed sown: capture.each_lap = "landing", each_lap_sows.
 * Without stores StopNoOppSeeds, outermost, ends the sowing at a lap's end
 * while the opponent's holes are empty: sow.relay_needs_opponent. With
 * stores the store's earlier captures would go back too: refused. */
static int r_lap_capt_seeds(mg_conv *c)
{
    if (V(P_MLAPS) != 1) NO(P_SOW_RULE, "MancalaGames supports LAP_CAPT_SEEDS with LAPPER only");
    if (V(P_CROSSCAPT) != 1 || V(P_XCPICKOWN) || V(P_CAPT_TYPE) || basic(c))
        NO(P_SOW_RULE, "sow's sowing on with a lap's capture goes with a cross capture alone (ONE_ZEROS, no xcpickown)");
    if (V(P_MULTICAPT) || V(P_PICKEXTRA) || V(P_CHILD_TYPE) || V(P_SOW_STORES) || V(P_MLAP_CONT) || V(P_CAPT_RTURN)
        || V(P_NOCAPTMOVES) || V(P_GRANDSLAM))
        NO(P_SOW_RULE, "sow's sowing on with a lap's capture is LAP_CAPT_SEEDS without multicapt, pickextra, children, "
                       "sow_stores, mlap_cont, capt_rturn, nocaptmoves or grandslam");
    if (V(P_STORES)) NO(P_STORES, "with stores ContWithCaptSeeds puts the mover's whole store back into play");
    SET("capture.each_lap", "\"landing\"", P_SOW_RULE, P_MLAPS, P_CROSSCAPT);
    SET("capture.each_lap_sows", "true", P_SOW_RULE, P_STORES);
    SET("sow.relay_needs_opponent", "true", P_SOW_RULE, P_STORES);
    mg_note(c, "capture.each_lap_sows", "ContWithCaptSeeds: a lap's capture goes back into its last hole, sown on from there");
    mg_note(c, "sow.relay_needs_opponent", "StopNoOppSeeds: no lap after one ending while the opponent's holes are empty");
    return mg_open(c, "MG.SowRule12", "Is sow_rule 12 LAP_CAPT_SEEDS (165ee250) or CONT_LAP_GREQ (01b806e9: with "
                   "sow_param 0 StopLessN never stops)?",
                   "lap_capt_seeds_165ee250", "{ capture = { each_lap = \"landing\", each_lap_sows = true }, "
                   "sow = { relay_needs_opponent = true } }",
                   "cont_lap_greq_01b806e9", "{ capture = { each_lap = \"none\", each_lap_sows = false }, "
                   "sow = { relay_needs_opponent = false } }", NULL);
}

/* sow_rule SOW_BLKD_DIV / SOW_BLKD_DIV_NR with LAPPER (sower.py
 * _add_blkd_divert_sower, _build_lap_cont, _add_mlap_sower): the base
 * sower DivertSkipBlckdSower walks the board itself (no incrementer: no
 * store, no skip_start), passing over the mover's blocked holes and putting
 * a seed due to an opponent's blocked hole into store 0; the lap
 * continuer StopSingleSeed(DivertBlckdLapper) goes on from a last hole of
 * 2 or more (a blocked one holds none), and CloseOp first blocks it when it
 * is the opponent's, holds sow_param seeds, is not a rightmost hole (_NR)
 * and the inhibitor lets captures be made: sow's sow.close. Without laps
 * SowClosed takes the seeds out of play instead; other captures are not
 * read with it. */
static int any_capture(const mg_conv *c);

static int r_close(mg_conv *c)
{
    char v[64];
    if (V(P_MLAPS) != 1) NO(P_MLAPS, "sow's closing is MancalaGames' SOW_BLKD_DIV with LAPPER (CloseOp), not SowClosed");
    if (any_capture(c) || V(P_PICKEXTRA))
        NO(P_SOW_RULE, "MancalaGames' SOW_BLKD_DIV is read with no capture but the closing");
    if (V(P_SOW_STORES) || V(P_SKIP_START) || V(P_SOW_START))
        NO(V(P_SOW_STORES) ? P_SOW_STORES : V(P_SKIP_START) ? P_SKIP_START : P_SOW_START,
           "DivertSkipBlckdSower walks the board itself: no store, no skipped start, no seed left in the start hole");
    if (V(P_ROUNDS) || V(P_CHILD_TYPE) || V(P_MLAP_CONT) || V(P_NO_SIDES) || !V(P_BLOCKS))
        NO(P_SOW_RULE, "sow's closing is SOW_BLKD_DIV with blocks, without rounds, children, mlap_cont or no_sides");
    if (V(P_SOW_PARAM) < 2 || V(P_SOW_PARAM) > SOW_MAX_SEEDS)
        NO(P_SOW_PARAM, "expected a count 2..%d (a lap ending on fewer stops: StopSingleSeed)", SOW_MAX_SEEDS);
    snprintf(v, sizeof v, "{ count = %d%s }", V(P_SOW_PARAM), V(P_SOW_RULE) == 2 ? ", not_rightmost = true" : "");
    SET("sow.close", v, P_SOW_RULE, P_SOW_PARAM, P_MLAPS, P_BLOCKS);
    mg_note(c, "sow.close", "CloseOp: a lap ending on sow_param in an opponent's hole blocks it; DivertSkipBlckdSower: "
                            "own blocked holes passed over, a seed for an opponent's into store 0");
    return 0;
}

/* sow_rule NO_SOW_OPP_NS (sower_decos.py SowSkipOppN, sow_param): every
 * seed passes over the opponent's holes holding sow_param, by the
 * incrementer's walk: sow's sow.skip_opponent. It replaces the store sower. */
static int r_skip_opp(mg_conv *c)
{
    char v[64];
    if (V(P_SOW_STORES)) NO(P_SOW_STORES, "MancalaGames' SowSkipOppN sows no store (it replaces SowSeedsNStore)");
    if (V(P_CHILD_TYPE)) NO(P_CHILD_TYPE, "SowSkipOppN was not read with children");
    if (strcmp(c->game_class, "Mancala")) NO(P_SOW_RULE, "no seed reaches the opponent's row with NorthSouthCycle");
    if (V(P_SOW_PARAM) < 1 || V(P_SOW_PARAM) > SOW_MAX_SEEDS) NO(P_SOW_PARAM, "expected a count 1..%d", SOW_MAX_SEEDS);
    snprintf(v, sizeof v, "{ count = %d }", V(P_SOW_PARAM));
    SET("sow.skip_opponent", v, P_SOW_RULE, P_SOW_PARAM);
    mg_note(c, "sow.skip_opponent", "SowSkipOppN: the opponent's holes holding sow_param are passed over");
    return 0;
}

/* sow_rule MAX_SOW (sower_decos.py SowMaxN, sow_param): every seed passes
 * over the holes holding sow_param or more, by the incrementer's walk;
 * it replaces the store sower. Where the seeds could fill every hole, its
 * walk would never end. */
static int r_max_sow(mg_conv *c)
{
    char v[16];
    int n = V(P_SOW_PARAM), total = 2 * V(P_HOLES) * V(P_NBR_START);
    if (V(P_SOW_STORES)) NO(P_SOW_STORES, "MancalaGames' SowMaxN sows no store (it replaces SowSeedsNStore)");
    if (V(P_CHILD_TYPE) || (V(P_ROUNDS) && V(P_BLOCKS)) || V(P_START_PATTERN))
        NO(P_SOW_RULE, "sow's max_seeds is SowMaxN without children, blocked holes or a start pattern");
    if (n < 1 || n > SOW_MAX_SEEDS) NO(P_SOW_PARAM, "expected a count 1..%d", SOW_MAX_SEEDS);
    if (total > n * (2 * V(P_HOLES) - 1))
        NO(P_SOW_PARAM, "%d seeds could fill every hole to %d: SowMaxN would never end its walk", total, n);
    snprintf(v, sizeof v, "%d", n);
    SET("sow.max_seeds", v, P_SOW_RULE, P_SOW_PARAM);
    mg_note(c, "sow.max_seeds", "SowMaxN: holes holding sow_param or more are passed over");
    return 0;
}

/* sow_rule OWN_SOW_CAPT_ALL / SOW_CAPT_ALL (sower_decos.py SowCaptOwned):
 * each seed sown that makes a hole pass capt_ok (the basic tests and
 * capt_side, whatever the capture at the end) takes it, for the hole's
 * owner / for the sower. With LAPPER a lap's last seed is left to the
 * capturer, as sow's while_sowing does; without laps and with LAPPER_NEXT
 * it is taken too (while_sowing.last: the capturer then finds its hole
 * empty), so no lap of NextLapCont ends on a capturing count
 * and sow's relay, which stops on one, laps on from the next pit as
 * NextLapCont does. Its captures while sowing give no repeat turn
 * (mdata.captured is not set; RepeatTurn wraps the capturer only):
 * extra_turn.while_sowing = false. */
/* CHANGE_DIR_LAP: SowMlapSeeds' end-of-lap DirChange turns mdata.direct
 * round after the lap continuer chose the next lap's hole (NextLapCont in
 * the old direction), so each lap goes the other way and the capture after
 * the last follows it: sow.relay_turns. Without laps no lap ends. */
static int r_change_dir_lap(mg_conv *c)
{
    if (!V(P_MLAPS)) NO(P_SOW_RULE, "MancalaGames changes direction between laps (DirChange), read with lap sowing only");
    SET("sow.relay_turns", "true", P_SOW_RULE, P_MLAPS);
    mg_note(c, "sow.relay_turns", "DirChange: each lap the other way from the one before");
    return 0;
}

/* Which capture SowCaptOwned makes is not settled by the stored code for
 * the snapshot's configs: they were written for v1.10.1, newer than every
 * stored game_info.py (none has its sow_rule 14, 15), and their help texts
 * for 4 describe the hole owner's capture (Bule Perga, Pandi, Pallam
 * Kuzhi). SOW_CAPT_ALL (4): the sower, in capt_side's rows, at 4284f256;
 * the sower, in the opponent's holes only, in the oldest stored version
 * (SOW_SOW_CAPT_ALL); the owner, as the texts describe (the stored
 * OWN_SOW_CAPT_ALL). OWN_SOW_CAPT_ALL (3) with LAPPER_NEXT or no laps:
 * 4284f256 takes a lap's last hole too; the older SowCaptOwned (scnt > 1 for every lapper)
 * leaves it, as Pallanguli's and Raja Pasu's texts describe. */
static int sow_capt_question(mg_conv *c, int s, int last)
{
    if (s == 3 && last)
        return mg_open(c, "MG.OwnSowCaptLast", "Does OWN_SOW_CAPT_ALL without LAPPER take a lap's last hole "
                       "for its owner (MancalaGames' versions differ)?",
                       "last_taken_4284f256", "{ capture = { while_sowing = { last = true } } }",
                       "last_left_older", "{ capture = { while_sowing = { last = false } } }", NULL);
    if (s != 4) return 0;
    const char *text = "Who takes the pits SOW_CAPT_ALL captures while sowing (the stored versions and "
                       "the snapshot's help texts differ)?";
    const char *sower = "{ capture = { while_sowing = { by = \"sower\" } } }";
    const char *owner = "{ capture = { while_sowing = { by = \"owner\" } } }";
    if (V(P_CAPT_SIDE) == 1)                  /* the oldest version's rows are capt_side's */
        return mg_open(c, "MG.SowCaptAll", text, "sower_4284f256", sower, "owner_as_described", owner, NULL);
    return mg_open(c, "MG.SowCaptAll", text, "sower_4284f256", sower, "owner_as_described", owner,
                   "sower_opp_holes_oldest", "{ capture = { while_sowing = { by = \"sower\", rows = \"opponent\" } } }",
                   NULL);
}

static int r_sow_rule(mg_conv *c)
{
    static const char *const rows[] = {"\"any\"", "\"opponent\"", "\"own\""};
    char v[MG_VALUE_LEN], counts[MG_VALUE_LEN - 128];
    int s = V(P_SOW_RULE), next = V(P_MLAPS) == 2, last = V(P_MLAPS) != 1;
    if (!s) {
        mg_nofield(c, P_SOW_RULE, "nothing to express (the default)");
        return 0;
    }
    if (s == 8 || s == 10) return r_lap_capt(c);
    if (s == 12) return r_lap_capt_seeds(c);
    if (s == 9 || s == 11) {                  /* children.skipped: r_children */
        if (!V(P_CHILD_TYPE)) mg_nofield(c, P_SOW_RULE, "nothing to express: no children to pass over");
        return 0;
    }
    if (s == 1 || s == 2) return r_close(c);
    if (s == 5) return r_skip_opp(c);
    if (s == 7) return r_max_sow(c);
    if (s == 6) return r_change_dir_lap(c);
    if (s != 3 && s != 4) NO(P_SOW_RULE, "sow has no such sowing rule");
    if (V(P_CROSSCAPT) || V(P_CAPT_TYPE) == 1 || V(P_CAPT_TYPE) > 2 || (V(P_CAPT_TYPE) == 2 && !next) || !basic(c))
        NO(P_SOW_RULE, "sow's captures while sowing take the basic capture's counts, with a basic capture at the end "
                       "(or, with LAPPER_NEXT, a two-out one)");
    if (V(P_CAPT_SIDE) > 2) NO(P_CAPT_SIDE, "sow's captures while sowing happen in one set of rows");
    if (V(P_SOW_STORES)) NO(P_SOW_STORES, "MancalaGames' SowCaptOwned sows no store (it replaces SowSeedsNStore)");
    counts_text(c, counts, sizeof counts);
    if (V(P_CAPT_RTURN)) {                    /* RepeatTurn sees only the capturer's mdata.captured */
        SET("extra_turn.while_sowing", "false", P_CAPT_RTURN, P_SOW_RULE);
        mg_note(c, "extra_turn.while_sowing", "SowCaptOwned does not set mdata.captured: only the capturer's capture "
                                              "earns RepeatTurn's repeat turn");
    }
    snprintf(v, sizeof v, "{ counts = %s, by = %s, rows = %s%s }", counts, s == 3 ? "\"owner\"" : "\"sower\"",
             rows[V(P_CAPT_SIDE)], last ? ", last = true" : "");
    SET("capture.while_sowing", v, P_SOW_RULE, P_MLAPS, P_CAPT_ON, P_EVENS, P_CAPT_MIN, P_CAPT_MAX, P_CAPT_SIDE);
    mg_note(c, "capture.while_sowing", last ? "each seed, a lap's last too (no LAPPER condition on the seed count)"
                                            : "each seed but a lap's last; the last one is the capturer's");
    return sow_capt_question(c, s, last);
}

/* prescribed (sower.py deco_prescribed_sower): SowPrescribedIf sows with
 * its own sower while game.mcount <= 1, i.e. the first move only (mcount
 * starts at 1, counts every move; NewRound's init_bprops resets it, so
 * each round's first move: rounds.openings). MLAPS_SOWER (SowMlapsFirst:
 * SowSeeds laps on while the last hole holds more than one, no sow_rule,
 * no capture or child stop, no store) is sow's relay as mapped but for
 * NO_SOW_OPP_NS's skipping: opening "plain". SOW1OPP (SowOneOpp: one lap
 * of SowSeeds, its last seed on to the opponent's side): opening
 * "last_to_opponent". */
/* prescribed PLUS1MINUS1 (sower_decos.py SowPlus1Minus1Capt, count 1:
 * the first move, mcount <= 1, each round's too): the start hole keeps its
 * seeds (board[loc] = mdata.seeds), every other hole along incr from the
 * next one gets -1, +1, .. and the hole across from the start one more,
 * capt_loc; the lap sower it wraps is not called. sow's opening
 * "plus1minus1". Read where incr is the plain circle (no skip_start, whose
 * incr never returns to the start, blocks, sow_stores, NorthSouthCycle, a
 * sow_rule or a chosen direction) and every hole holds seeds when it is
 * played (ALL_EQUAL; rounds only under TERRITORY, whose new round fills
 * every hole): MancalaGames would count a hole below zero. */
static int r_plus1minus1(mg_conv *c)
{
    if (strcmp(c->game_class, "Mancala") || V(P_SKIP_START) || V(P_BLOCKS) || V(P_SOW_STORES) || V(P_SOW_RULE)
        || V(P_UDIR_HOLES) || V(P_SOW_DIRECT) < -1 || V(P_SOW_DIRECT) > 1 || V(P_SOW_DIRECT) == 0)
        NO(P_PRESCRIBED, "sow's plus1minus1 walks the plain circle of holes in one direction (no skip_start, blocks, "
                         "sow_stores, sow_rule, chosen direction or other game class)");
    if (V(P_SOW_START) || V(P_PRESOWCAPT) || V(P_NOCAPTMOVES))
        NO(P_PRESCRIBED, "sow's plus1minus1 is read without sow_start, presowcapt or nocaptmoves");
    if (V(P_START_PATTERN) || (V(P_ROUNDS) && V(P_GOAL) != 2))
        NO(P_PRESCRIBED, "SowPlus1Minus1Capt takes a seed from holes that may hold none: read with ALL_EQUAL and, "
                         "with rounds, TERRITORY's refilled holes only");
    SET("opening", "\"plus1minus1\"", P_PRESCRIBED);
    mg_note(c, "opening", "SowPlus1Minus1Capt: the start hole keeps its seeds, the others -1, +1, ..; the one across +1");
    if (V(P_ROUNDS)) SET("rounds.openings", "\"round\"", P_PRESCRIBED, P_ROUNDS);
    return 0;
}

static int r_prescribed(mg_conv *c)
{
    int x = V(P_PRESCRIBED);
    if (!x) {
        mg_nofield(c, P_PRESCRIBED, "nothing to express (the default)");
        return 0;
    }
    if (x == 4) return r_plus1minus1(c);
    if (x != 2 && x != 3) NO(P_PRESCRIBED, "sow has no such prescribed opening (BASIC_SOWER, ARNGE_LIMIT)");
    if (V(P_CHILD_TYPE) || V(P_SOW_STORES) || V(P_PRESOWCAPT))
        NO(P_PRESCRIBED, "the prescribed sower is SowSeeds alone (no children, stores or presowcapt), "
                         "sow's opening sows by the other rules");
    if (x == 2) {
        if (V(P_MLAPS) != 1 || V(P_MLAP_CONT)) NO(P_PRESCRIBED, "MLAPS_SOWER laps as LAPPER does without mlap_cont: read with those only");
        if (V(P_SOW_RULE) != 0 && V(P_SOW_RULE) != 5) NO(P_PRESCRIBED, "MLAPS_SOWER sows without the sow_rule: read with NO_SOW_OPP_NS only");
        if (!V(P_CROSSCAPT) && !V(P_CAPT_TYPE) && basic(c))
            NO(P_PRESCRIBED, "MLAPS_SOWER's laps do not stop on a capturing hole, sow's relay does");
        if (V(P_SOW_RULE) != 5) {
            mg_nofield(c, P_PRESCRIBED, "nothing to express: the first move laps as the others");
            return 0;
        }
        SET("opening", "\"plain\"", P_PRESCRIBED, P_SOW_RULE);
        mg_note(c, "opening", "SowMlapsFirst: the first move laps without NO_SOW_OPP_NS's skipping");
    } else {
        if (V(P_SOW_RULE)) NO(P_PRESCRIBED, "SowOneOpp sows without the sow_rule, sow's opening with it");
        SET("opening", "\"last_to_opponent\"", P_PRESCRIBED, P_MLAPS);
        mg_note(c, "opening", "SowOneOpp: the first move is one lap, its last seed on to the opponent's side");
    }
    if (V(P_ROUNDS)) SET("rounds.openings", "\"round\"", P_PRESCRIBED, P_ROUNDS);
    return 0;
}

/* With mustpass: no pass can come in the game's first `moves` moves, so
 * MancalaGames' move count (passes included) is sow's sowing count there.
 * The first two always sow (the second mover's row only gained seeds).
 * Later, while captures are held back and nothing else takes seeds (no
 * children, laps, sowing rules, presowcapt, prescribed opening, no_sides),
 * a pit loses seeds only when its owner lifts it: a player on their j-th
 * move (j <= holes) still has a pit never lifted, holding nbr_start seeds
 * (a uniform start, nbr_start >= min_move), which allow_rule NONE and
 * MOVE_ALL_HOLES_FIRST allow. */
static int no_pass_in(const mg_conv *c, int moves)
{
    if (moves <= 2) return 1;
    if (V(P_START_PATTERN) || V(P_CHILD_TYPE) || V(P_MLAPS) || V(P_SOW_RULE) || V(P_PRESOWCAPT) ||
        V(P_PRESCRIBED) || V(P_NO_SIDES) || V(P_BLOCKS) || V(P_ROUNDS) || V(P_NBR_START) < V(P_MIN_MOVE))
        return 0;
    if (V(P_ALLOW_RULE) != 0 && V(P_ALLOW_RULE) != 9) return 0;
    return (moves + 1) / 2 <= V(P_HOLES);
}

/* nocaptmoves (capturer.py NotInhibited, inhibitor.py InhibitorCaptN, the
 * two stored versions that read it; the earlier ones read nocaptfirst):
 * no capture and no child until clear_if, called after the capture of a
 * move that is not a repeat turn, finds the count reached. One version asks
 * mcount >= N, mcount counted from 1 at the move's start: N moves held back
 * (the default); the newest asks movers >= N before movers counts the move
 * (mancala.py ae7b0fb _move): N + 1. Both count passes; init_bprops resets
 * the count and calls inhibitor.new_game() each round (NewRound and its
 * siblings call it): sow's rounds.openings = "round". LAPPER's stop on a
 * capturing hole is inhibited too (StopCaptureSeeds asks stop_me_capt), as
 * sow's relay stop is. sow's capture.after counts the sowings. */
static int r_after(mg_conv *c)
{
    char v[16], ge[64], movers[64];
    int n = V(P_NOCAPTMOVES);
    if (!n) {
        mg_nofield(c, P_NOCAPTMOVES, "nothing to express (the default)");
        return 0;
    }
    if (n < 0 || n > 254) NO(P_NOCAPTMOVES, "expected a count of moves, 0 .. 254");
    if (V(P_SOW_STORES) == 1 || V(P_SOW_STORES) == 2)
        NO(P_NOCAPTMOVES, "MancalaGames counts a move that ends in a repeat turn only with the next one, sow counts every sowing");
    if (V(P_MUSTPASS) && V(P_ROUNDS))
        NO(P_NOCAPTMOVES, "MancalaGames counts passes among the moves, sow counts sowings, and whether a round's opening "
                          "moves can pass (its holes are filled from the seeds won) is not read");
    if (V(P_MUSTPASS) && !no_pass_in(c, n + 1))
        NO(P_NOCAPTMOVES, "MancalaGames counts passes among the moves, sow counts sowings (a pass may come in the first %d "
                          "moves)", n + 1);
    snprintf(v, sizeof v, "%d", n);
    SET("capture.after", v, P_NOCAPTMOVES);
    if (V(P_ROUNDS)) {
        SET("rounds.openings", "\"round\"", P_NOCAPTMOVES, P_ROUNDS);
        mg_note(c, "rounds.openings", "init_bprops resets the move count and the inhibitor each round");
    }
    snprintf(ge, sizeof ge, "{ capture = { after = %d } }", n);
    snprintf(movers, sizeof movers, "{ capture = { after = %d } }", n + 1);
    return mg_open(c, "MG.NoCaptMoves", "How many opening moves does nocaptmoves hold captures back: InhibitorCaptN "
                   "asks mcount >= nocaptmoves (N) or, in the newest version, movers >= nocaptmoves before the move "
                   "is counted (N + 1)?", "mcount_ge", ge, "movers", movers, NULL);
}

/* ---- children ------------------------------------------------------------ */

/* make_child.py ChildLocOk: each row in five parts (its two end holes at
 * each side, the middle), a pattern naming who may make a child in each:
 * 'b' both, 'S' South (False) only, 'N' North (True) only, '.' nobody.
 * south: parts of pits 0..N-1; north: the top row as MancalaGames draws
 * it, from pit 2N-1 down to N. NULL: not a ChildLocOk pattern. */
static const char *const loc_pattern[][2] = {
    [1] = {"b...b", "b...b"},                 /* ENDS_ONLY */
    [2] = {".bbb.", ".bbb."},                 /* NO_ENDS */
    [3] = {"NSSSN", "SNNNS"},                 /* INV_ENDS_PLUS_MID */
    [4] = {"bN.Nb", "bS.Sb"},                 /* ENDS_PLUS_ONE_OPP */
    [5] = {"bbbbN", "Sbbbb"},                 /* NO_OWN_RIGHT */
    [6] = {"Sbbbb", "bbbbN"},                 /* NO_OPP_RIGHT */
    [7] = {"bbbbS", "Nbbbb"},                 /* NO_OPP_LEFT */
    [10] = {"bNNNb", "bSSSb"},                /* ENDS_PLUS_ALL_OPP */
};

/* The pits where player may make a child under pattern (a mask). */
static unsigned pattern_pits(int pattern, int holes, int player)
{
    static const int small[5][8] = {{0}, {0}, {0, 4, 5, 9}, {0, 2, 4, 5, 7, 9}, {0, 1, 3, 4, 5, 6, 8, 9}};
    unsigned mask = 0;
    for (int loc = 0; loc < 2 * holes; loc++) {
        int k = loc % holes, part;
        if (holes <= 4) part = small[holes][loc];          /* ChildLocOk.btrans */
        else part = (k < 2 ? k : k >= holes - 2 ? 4 - (holes - 1 - k) : 2) + (loc >= holes ? 5 : 0);
        char who = part < 5 ? loc_pattern[pattern][0][part] : loc_pattern[pattern][1][9 - part];
        if (who == 'b' || who == (player ? 'N' : 'S')) mask |= 1u << loc;
    }
    return mask;
}

/* "{ 1, 2, 3 }": the pits of mask. */
static void pit_list(unsigned mask, char *v, size_t cap)
{
    size_t n = (size_t)snprintf(v, cap, "{");
    for (int p = 0; p < SOW_MAX_PITS; p++)
        if (mask >> p & 1) n += (size_t)snprintf(v + n, n < cap ? cap - n : 0, "%s%d", n > 1 ? ", " : " ", p);
    snprintf(v + n, n < cap ? cap - n : 0, " }");
}

/* child_locs as children.pits: the pattern's pits, in the rows child_rule
 * allows (0 any, 1 the opponent's, 2 one's own). */
static int child_pits(mg_conv *c, int pattern, int rows)
{
    char v[MG_VALUE_LEN], s[MG_VALUE_LEN / 2 - 16], n[MG_VALUE_LEN / 2 - 16];
    int holes = V(P_HOLES);
    unsigned row[2] = {(1u << holes) - 1, ((1u << holes) - 1) << holes}, pits[2];
    for (int p = 0; p < 2; p++) {
        pits[p] = pattern_pits(pattern, holes, p);
        if (rows == 1) pits[p] &= row[!p];
        if (rows == 2) pits[p] &= row[p];
    }
    if (!pits[0] && !pits[1]) NO(P_CHILD_LOCS, "no pit is left where a child may be made");
    pit_list(pits[0], s, sizeof s);
    pit_list(pits[1], n, sizeof n);
    snprintf(v, sizeof v, "{ south = %s, north = %s }", s, n);
    SET("children.pits", v, P_CHILD_LOCS, P_CHILD_RULE, P_HOLES);
    mg_note(c, "children.pits", "ChildLocOk's pattern, in the rows child_rule allows");
    return 0;
}

/* child_locs (make_child.py): NO_OWN_RIGHT, NO_OPP_LEFT and NOT_SYM_OPP
 * (NO_OPP_LEFT and NotSymOpp) for children in one set of rows are sow's
 * not_last (the rightmost pit of a row, as its owner sees it); NOT_FACING
 * is NO_OPP_RIGHT and NotFacing; the other patterns are children.pits. */
static int r_child_locs(mg_conv *c, int rows)
{
    int l = V(P_CHILD_LOCS);
    int opp_right = l == 7 || l == 8;         /* NO_OPP_LEFT (the maker's left), NOT_SYM_OPP includes it */
    if (l == 9) {                             /* NOT_FACING: NotFacing and NO_OPP_RIGHT (make_child.py) */
        SET("children.not_facing", "true", P_CHILD_LOCS);
        if (rows != 2) return child_pits(c, 6, rows);     /* NO_OPP_RIGHT matters in the opponent's row */
        return 0;
    }
    if (l != 0 && l != 5 && l != 7 && l != 8) {
        if (l > 10 || !loc_pattern[l][0]) NO(P_CHILD_LOCS, "sow has no such place rule for children");
        return child_pits(c, l, rows);
    }
    if ((l == 5 && rows == 1) || (opp_right && rows == 2)) {   /* the rule names a row the children are not made in */
        SET("children.not_last", "false", P_CHILD_LOCS, P_CHILD_RULE);
    } else if (l == 5 || opp_right) {
        if (rows == 0) {
            if (l == 8) SET("children.not_symmetric", "true", P_CHILD_LOCS);
            return child_pits(c, l == 5 ? 5 : 7, rows);
        }
        SET("children.not_last", "true", P_CHILD_LOCS, P_CHILD_RULE);
    }
    SET("children.not_symmetric", l == 8 ? "true" : "false", P_CHILD_LOCS);
    return 0;
}

/* sow_rule NO_OPP_CHILD / OPP_CHILD_ONLY1 (sower.py _add_base_sower:
 * SowSkipOppChild, SowSkipOppChildUnlessFinal): each seed (but a lap's
 * last) passes over the opponent's children, by the incrementer's walk
 * (blocks, skip_start). Those base sowers replace the store sower. */
static int r_child_skipped(mg_conv *c)
{
    int s = V(P_SOW_RULE);
    if (s != 9 && s != 11) return 0;
    if (V(P_SOW_STORES))
        NO(P_SOW_RULE, "MancalaGames' SowSkipOppChild sowers sow no store (they replace SowSeedsNStore); sow's would");
    if (V(P_CHILD_TYPE) == 5)
        NO(P_SOW_RULE, "a bull pairs the last hole with the one before it on the board; past a skipped child sow "
                       "pairs it with the second-to-last seed's pit");
    SET("children.skipped", s == 9 ? "\"by_opponent\"" : "\"by_opponent_but_last\"", P_SOW_RULE);
    mg_note(c, "children.skipped", s == 9 ? "SowSkipOppChild: every seed passes over the opponent's children"
                                          : "SowSkipOppChildUnlessFinal: all but a lap's last seed");
    return 0;
}

/* Whether the game captures at all (a basic, cross or other capture). */
static int any_capture(const mg_conv *c)
{
    return basic(c) || V(P_CROSSCAPT) || V(P_CAPT_TYPE);
}

static int kept_scope(mg_conv *c, const char *kind);

/* child_type WEG (capturer.py MakeWegCapture, make_child.py BaseChild,
 * sower.py ChildLapCont and StopOnChild as for NORMAL): a weg is made as
 * a NORMAL child and keeps its seeds in its hole (children.keep: the
 * claimers count them for its owner, ChildClaimSeeds in ClearWinner and
 * TakeOwnSeeds at the end); a last seed in the opponent's weg takes 2 of
 * its seeds, or the 1 it holds (children.raid = 2), a capture for
 * RepeatTurn. The chain's other decorators around it are not mapped. */
static int weg_scope(mg_conv *c)
{
    if (any_capture(c) || V(P_PICKEXTRA) || V(P_GRANDSLAM))
        NO(P_CHILD_TYPE, "sow maps weg games with no other capture, pick or grand slam rule (MakeWegCapture sits "
                         "inside them; what they make of a weg's seeds is not matched)");
    return kept_scope(c, "weg");
}

/* Whether the config is a territory match whose rounds end when no move
 * is left (rounds NO_MOVES, goal TERRITORY: r_rounds maps it, or refuses
 * what r_territory does not map, such as a start pattern). */
static int territory_no_moves(const mg_conv *c)
{
    return V(P_ROUNDS) == 2 && V(P_GOAL) == 2;
}

/* Children that keep their seeds (WEG, QUR): with stores, and the ends
 * sow's children.keep is played with. A territory match ending its rounds
 * on no moves is one: EndTurnPassPass / EndTurnNotPlayable end a round
 * with no count of seeds, RoundWinner's ClaimOwnSeeds and
 * compute_win_holes count a child's seeds for its owner (sow: give_kept
 * before the next round's owners), and init_bprops clears the children
 * with each new round. */
static int kept_scope(mg_conv *c, const char *kind)
{
    /* capturer.py: 4d26b0fa wraps the capturer in CaptureToChild (any_captures counts WEG), which moves
     * each capture into the capturer's child at once, where a later raid can take it; 06474ee0 leaves
     * them in the store until ChildNoStoresEnder (a question sow could ask once it can play the first) */
    if (!V(P_STORES))
        NO(P_STORES, "without stores MancalaGames' %s captures go into the capturer's child at once (CaptureToChild, "
                     "4d26b0fa) or to a store emptied into children at the end (06474ee0); sow's go to the store",
           kind);
    if (V(P_PICKEXTRA) || V(P_GRANDSLAM))
        NO(V(P_PICKEXTRA) ? P_PICKEXTRA : P_GRANDSLAM, "sow's children that keep their seeds are played without picks "
                                                       "and with grand slams allowed");
    if (territory_no_moves(c) && !V(P_MUSTSHARE) && !V(P_END_COND)) return 0;
    if (V(P_ROUNDS) || V(P_MUSTSHARE) || V(P_GOAL) || V(P_END_COND))
        NO(V(P_ROUNDS) ? P_ROUNDS : V(P_MUSTSHARE) ? P_MUSTSHARE : V(P_GOAL) ? P_GOAL : P_END_COND,
           "sow's children that keep their seeds are played with the seed-count ends only (no rounds, mustshare, "
           "goal other than MAX_SEEDS or end_cond), or in a territory match whose rounds end on NO_MOVES");
    return 0;
}

static int r_children(mg_conv *c)
{
    static const char *const rows[] = {"\"any\"", "\"opponent\"", "\"own\""};
    char v[16];
    int t = V(P_CHILD_TYPE);
    mg_nofield(c, P_CHILD_TYPE, "nothing to express: no children (the default)");
    if (t == 0) return 0;
    if (t == 4 && weg_scope(c) < 0) return -1;
    if (t == 6 && kept_scope(c, "qur") < 0) return -1;
    if (t == 7)                               /* capturer.py MakeRam */
        NO(P_CHILD_TYPE, "MakeRam makes and clears rams by make_child's RAM test, which the stored versions of "
                         "make_child.py do not have (06474ee0, 2b06e1ca: _add_child_type raises NotImplementedError)");
    if (t != 1 && t != 3 && t != 4 && t != 5 && t != 6) NO(P_CHILD_TYPE, "sow's children are tuzdik-like: made on a count, one store's");
    if (t == 5) {                             /* BULL: make_child.py BullChild, capt_decos.py MakeBull */
        if (V(P_CHILD_RULE) || V(P_CHILD_LOCS))
            NO(P_CHILD_TYPE, "MancalaGames tests where a bull may be made on the last hole only (the hole before "
                             "it becomes one wherever it is); sow's pair tests both pits");
        if (V(P_CHILD_CVT) < 2) NO(P_CHILD_CVT, "a bull pair holds child_cvt - 1 and child_cvt seeds: expected 2 or more");
        if (V(P_SOW_STORES) || V(P_SKIP_START))
            NO(P_CHILD_TYPE, "MancalaGames pairs the last hole with the hole before it on the board; sow with the "
                             "second-to-last seed's pit, which differs past a store or a skipped origin");
    }
    if (!V(P_STORES) && t != 5 && !any_capture(c) && !V(P_ROUNDS) && !V(P_MUSTSHARE) && !V(P_PICKEXTRA)) {
        /* end_move.py _build_ender: ChildNoStoresEnder wraps the whole
         * chain and moves the seeds claimed at the end into children after
         * the winner is decided; with no capture and no rounds no other
         * seed reaches a store, and nothing follows the decision. */
        mg_nofield(c, P_STORES, "no sow field: without captures or rounds MancalaGames moves the seeds claimed at the "
                                "end into children only after the winner is decided (ChildNoStoresEnder)");
    } else if (!V(P_STORES) && t != 5) {                /* CaptureToChild: captures only with a child, into it */
        if (V(P_UNCLAIMED) != 1 || V(P_ROUNDS) || V(P_MUSTSHARE))
            NO(P_STORES, "without stores MancalaGames moves the seeds a player claims at the end into their child, "
                         "a childless player's into the opponent's (ChildNoStoresEnder); sow gives them to the player");
        if (mg_set(c, "capture.needs_child", "true", P_STORES, P_CHILD_TYPE, -1) < 0) return -1;
        mg_note(c, "capture.needs_child", "CaptureToChild: no stores, captures go into the capturer's child, so none "
                                           "before they have one; the child's seeds are theirs (sow: their store)");
    } else {
        mg_nofield(c, P_STORES, "no sow field: a player's store is always their captured count");
    }
    if (V(P_CHILD_CVT) < 1 || V(P_CHILD_CVT) > SOW_MAX_SEEDS) NO(P_CHILD_CVT, "expected a count 1..%d", SOW_MAX_SEEDS);
    int by_owner = V(P_CHILD_RULE) == 4 || V(P_CHILD_RULE) == 5;   /* OPP_OWNER_ONLY, OWN_OWNER_ONLY */
    if (by_owner && V(P_GOAL) != 2)           /* _add_child_rule_wrapper: NotImplementedError */
        NO(P_CHILD_RULE, "MancalaGames implements the owner rules with goal TERRITORY only");
    if (by_owner && V(P_CHILD_LOCS)) NO(P_CHILD_LOCS, "sow's children.pits are not read by owner");
    if (V(P_CHILD_RULE) > 2 && !by_owner) NO(P_CHILD_RULE, "sow's children are made in any row, the opponent's or one's own");
    snprintf(v, sizeof v, "{ %d }", V(P_CHILD_CVT));
    SET("children.counts", v, P_CHILD_TYPE, P_CHILD_CVT);
    SET("children.rows", by_owner ? rows[V(P_CHILD_RULE) - 3] : rows[V(P_CHILD_RULE)], P_CHILD_RULE);
    if (by_owner) {                           /* make_child.py OppOwnerChild, OwnOwnerChild: game.owner[loc] */
        SET("children.by_owner", "true", P_CHILD_RULE, P_GOAL);
        mg_note(c, "children.by_owner", "OppOwnerChild / OwnOwnerChild: the hole's owner, not its side");
    }
    SET("children.per_player", t == 3 ? "1" : "0", P_CHILD_TYPE);
    if (t == 5) {
        SET("children.pair", "true", P_CHILD_TYPE, P_CHILD_CVT);
        mg_note(c, "children.pair", "MakeBull: the last hole and the one before it holding child_cvt - 1 and "
                                    "child_cvt (either way round) both become bulls");
    }
    if (t == 6) {                             /* make_child.py QurChild, capturer.py MakeQur */
        SET("children.keep", "true", P_CHILD_TYPE);
        SET("children.across", "true", P_CHILD_TYPE, P_CHILD_CVT);
        mg_note(c, "children.keep", "a qur keeps its seeds in its hole, its owner's in the claimers");
        mg_note(c, "children.across", "QurChild: a last seed in an empty hole facing child_cvt seeds (a child's "
                                      "counted); MakeQur makes both holes the mover's");
    }
    if (t == 4) {
        SET("children.keep", "true", P_CHILD_TYPE);
        SET("children.raid", "2", P_CHILD_TYPE);
        mg_note(c, "children.keep", "a weg keeps its seeds in its hole, its owner's in the claimers");
        mg_note(c, "children.raid", "MakeWegCapture: a last seed in the opponent's weg takes 2 of its seeds (or the 1)");
    }
    if (r_child_skipped(c) < 0) return -1;
    return r_child_locs(c, V(P_CHILD_RULE));
}

/* ---- rounds and the end of a game ---------------------------------------- */

static const char *const starters[] = {"\"alternate\"", "\"loser\"", "\"winner\"", "\"last_mover\""};

/* round_starter (new_game.py set_round_starter): after a tie mdata.winner
 * is None and game.turn is still the last mover (no turn swap once the
 * ender has spoken): LOSER gives the next round to the last mover's
 * opponent, WINNER (turn left as it is) to the last mover. */
static int round_starter(mg_conv *c)
{
    SET("rounds.starter", starters[V(P_ROUND_STARTER)], P_ROUND_STARTER);
    if (V(P_ROUND_STARTER) == 1) SET("rounds.tie_starter", "\"not_last_mover\"", P_ROUND_STARTER);
    if (V(P_ROUND_STARTER) == 2) SET("rounds.tie_starter", "\"last_mover\"", P_ROUND_STARTER);
    return 0;
}

/* What a territory game of MancalaGames may use beside its rounds, for
 * sow to map it: the basic captures, plain sowing, the owner's seeds. */
static int territory_scope(mg_conv *c)
{
    unsigned udir;
    if (udir_set(c, &udir) < 0) return -1;
    if (V(P_ROUND_FILL) == 12 && V(P_ROUNDS) != 2)
        NO(P_ROUND_FILL, "sow maps TERR_EX_LOSER with rounds NO_MOVES only (terr_win_seeds, which the versions count "
                         "otherwise, then sets no threshold)");
    if (V(P_ROUND_FILL) && V(P_ROUND_FILL) != 12 && V(P_ROUND_FILL) != 8)
        NO(P_ROUND_FILL, "the stored versions of MancalaGames' TerritoryNewRound give the winner's holes along the "
                         "pit numbers only; this fill is not in them");
    if (V(P_BLOCKS) || V(P_SOW_STORES) || V(P_NO_SIDES))
        NO(V(P_BLOCKS) ? P_BLOCKS : V(P_SOW_STORES) ? P_SOW_STORES : P_NO_SIDES,
           "sow's territory has no blocked pits, stores sown into or sides-free play");
    if ((V(P_SOW_DIRECT) != 1 && V(P_SOW_DIRECT) != -1) || udir)
        NO(P_SOW_DIRECT, "sow maps territory games sown one way (CW or CCW) only");
    /* TWO_OUT (CaptTwoOut) tests neither capt_side nor owners (capt_ok is not used), nor does sow's two_out */
    int two_out = V(P_CAPT_TYPE) == 2 && !V(P_PICKEXTRA);
    if (V(P_CROSSCAPT) || (V(P_CAPT_TYPE) && !two_out) || V(P_GRANDSLAM) || V(P_ALLOW_RULE) || V(P_END_COND))
        NO(V(P_CROSSCAPT) ? P_CROSSCAPT : V(P_CAPT_TYPE) ? P_CAPT_TYPE : V(P_GRANDSLAM) ? P_GRANDSLAM
           : V(P_ALLOW_RULE) ? P_ALLOW_RULE : P_END_COND,
           "sow maps territory games with the basic captures, no allow rule and no end_cond only (these rules' "
           "rows and MancalaGames' hole owners are not matched here)");
    if (V(P_SOW_RULE) == 4 && V(P_CAPT_SIDE))
        NO(P_SOW_RULE, "MancalaGames' SOW_CAPT_ALL with capt_side tests the hole's owner while sowing (SowCaptOwned) "
                       "and its side after; sow's while_sowing.rows are rows");
    if (V(P_UNCLAIMED))
        NO(P_UNCLAIMED, "sow maps territory games whose seeds left go to their hole's owner (HOLE_OWNER) only: the "
                        "match's end counts them in the owner's pits (RoundWinner's ClaimOwnSeeds)");
    return 0;
}

/* Commit 165ee250 counts a territory round otherwise than the versions
 * whose ender has compute_win_holes: TerritoryNewRound's terr_wholes_round
 * gives the extra hole only for more than nbr_start // 2 seeds over (a
 * half does not round up: rounding "half_down"), and RoundWinner's
 * req_seeds is total - terr_win_seeds + nbr_start // 2, that is (2 * holes
 * - goal_param + 1) * nbr_start - 1. Where either differs (an even
 * nbr_start, or nbr_start not 3 or 4), an open question. */
static int terr_version(mg_conv *c, int under)
{
    int n = V(P_HOLES), s = V(P_NBR_START), g = V(P_GOAL_PARAM);
    int later = (2 * n - g + 1) * s - 1;
    char older_patch[96], later_patch[128];
    if (later == under && s % 2) return 0;
    if (later < 1 || later > SOW_MAX_SEEDS) NO(P_GOAL_PARAM, "ends_under holds 1..%d seeds", SOW_MAX_SEEDS);
    snprintf(older_patch, sizeof older_patch, "{ rounds = { territory = { ends_under = %d, rounding = \"half_up\" } } }", under);
    snprintf(later_patch, sizeof later_patch, "{ rounds = { territory = { ends_under = %d, rounding = \"%s\" } } }",
             later, s % 2 ? "half_up" : "half_down");
    return mg_open(c, "MG.TerrRound", "Does half a hole's seeds win a territory hole and a claim under "
                   "round_seeds_for_win(2 * holes - goal_param + 1) end the match, or (165ee250) more than half, and "
                   "under (2 * holes - goal_param + 1) * nbr_start - 1?",
                   "compute_win_holes", older_patch, "terr_wholes_round_165ee250", later_patch, NULL);
}

/* round_fill TERR_EX_LOSER in a territory match (rounds NO_MOVES):
 * TerritoryNewRound's terr_wholes_loser gives the winner seeds //
 * seed_equiv holes (the part-filled one is the loser's), in both stored
 * versions that have the fill; sow's rounding = "down". RoundWinner's
 * req_seeds differ: commit 165ee250 counts TERR_EX_LOSER with
 * TERR_EX_EMPTY, total - goal_param * nbr_start + 1; the other version
 * only TERR_EX_EMPTY, so total - terr_win_seeds + nbr_start // 2, that is
 * (2 * holes - goal_param + 1) * nbr_start - 1: an open question. With
 * NO_MOVES compute_win_seeds sets no threshold in both. */
static int r_terr_ex_loser(mg_conv *c)
{
    int n = V(P_HOLES), s = V(P_NBR_START), g = V(P_GOAL_PARAM);
    int whole = (2 * n - g) * s + 1, half = (2 * n - g + 1) * s - 1;
    char v[64], whole_patch[96], half_patch[96];
    if (half > SOW_MAX_SEEDS) NO(P_GOAL_PARAM, "ends_under holds at most %d seeds", SOW_MAX_SEEDS);
    SET("rounds", "{}", P_ROUNDS, P_GOAL);
    if (round_starter(c) < 0) return -1;
    snprintf(v, sizeof v, "{ ends_under = %d, rounding = \"down\" }", whole);
    SET("rounds.territory", v, P_GOAL, P_GOAL_PARAM, P_HOLES, P_NBR_START, P_ROUND_FILL);
    mg_note(c, "rounds.territory", "TerritoryNewRound (terr_wholes_loser): the winner owns store // nbr_start holes; "
                                   "RoundWinner (165ee250): a claim under total - goal_param * nbr_start + 1 ends the match");
    snprintf(whole_patch, sizeof whole_patch, "{ rounds = { territory = { ends_under = %d } } }", whole);
    snprintf(half_patch, sizeof half_patch, "{ rounds = { territory = { ends_under = %d } } }", half);
    return mg_open(c, "MG.TerrExLoserEnd", "With TERR_EX_LOSER, does a claim under total - goal_param * nbr_start + 1 "
                   "end the match, or under (2 * holes - goal_param + 1) * nbr_start - 1 (MancalaGames' versions differ)?",
                   "whole_holes_165ee250", whole_patch, "half_hole", half_patch, NULL);
}

/* round_fill UCHOWN with goal TERRITORY (bhv_owners.py SelectOwnedHoles,
 * after TerritoryNewRound): the winner may toggle the owners of holes,
 * the counts unchanged, so chooses which holes of the row both own are
 * theirs. Their choice made a policy: the open question MG.UChown, its
 * readings sow's rounds.territory.mixed_row (keep TerritoryNewRound's
 * holes along the numbers; the row's holes from its other end). */
static int r_uchown(mg_conv *c)
{
    return mg_open(c, "MG.UChown", "Which holes of the row both players own does the round's winner take (UCHOWN: "
                   "the winner picks them in MancalaGames' UI)?",
                   "along", "{ rounds = { territory = { mixed_row = \"along\" } } }",
                   "reversed", "{ rounds = { territory = { mixed_row = \"reversed\" } } }", NULL);
}

/* goal TERRITORY (new_game.py TerritoryNewRound, end_move_rounds.py
 * RoundWinner): every round starts from the equal deal (NewGame), the
 * owners from compute_win_holes: a tie gives the sides back, else the
 * player with more in the store owns (seeds + nbr_start // 2) //
 * nbr_start holes, from their own first hole on along the numbers. The
 * match ends when a player claims (store and owned holes) fewer than
 * round_seeds_for_win(2 * holes - goal_param + 1). MancalaGames' owner
 * is the player's in its allowables (AllowableTriples), MustShare,
 * SowCaptOwned's OWN_SOW_CAPT_ALL captor and the TakeOwnSeeds taker;
 * capt_side's sides stay the rows. Mapped from the stored versions whose
 * ender computes the holes (compute_win_holes, the two latest agree);
 * older ones (game.compute_owners, before goal TERRITORY reached the
 * ender) counted them otherwise. */
static int r_territory(mg_conv *c)
{
    int n = V(P_HOLES), s = V(P_NBR_START), g = V(P_GOAL_PARAM);
    char v[80];
    if (V(P_ROUNDS) == 1) NO(P_ROUNDS, "MancalaGames' territory goal is not played with HALF_SEEDS");
    if (V(P_ROUNDS) > 2 && V(P_PICKEXTRA) != 3 && V(P_PICKEXTRA) != 4)
        NO(P_ROUNDS, "without a picker MancalaGames ends the round at %s seeds or fewer and claims them as unclaimed "
                     "says (RoundEndLimit); sow's few_left gives them to the mover", V(P_ROUNDS) == 3 ? "nbr_start" : "2 * nbr_start");
    if (g <= n || g > 2 * n) NO(P_GOAL_PARAM, "MancalaGames' territory needs goal_param in holes + 1 .. 2 * holes");
    if (territory_scope(c) < 0) return -1;
    if (V(P_ROUND_FILL) == 12) return r_terr_ex_loser(c);
    int under = (2 * n - g) * s + s / 2 + 1;    /* round_seeds_for_win(req_holes) */
    if (under > SOW_MAX_SEEDS) NO(P_GOAL_PARAM, "ends_under holds at most %d seeds", SOW_MAX_SEEDS);
    SET("rounds", "{}", P_ROUNDS, P_GOAL);
    if (round_starter(c) < 0) return -1;
    snprintf(v, sizeof v, "{ ends_under = %d%s }", under, V(P_ROUND_FILL) == 8 ? ", mixed_row = \"along\"" : "");
    if (V(P_ROUND_FILL) == 8) SET("rounds.territory", v, P_GOAL, P_GOAL_PARAM, P_HOLES, P_NBR_START, P_ROUND_FILL);
    else SET("rounds.territory", v, P_GOAL, P_GOAL_PARAM, P_HOLES, P_NBR_START);
    mg_note(c, "rounds.territory", "TerritoryNewRound: the winner owns round(store / nbr_start) holes; RoundWinner: "
                                   "a claim under round_seeds_for_win(2 * holes - goal_param + 1) ends the match");
    if (terr_version(c, under) < 0) return -1;
    return V(P_ROUND_FILL) == 8 ? r_uchown(c) : 0;
}

static const char *const no_tally = "sow's match of rounds counts round wins or points by the most seeds only "
                                    "(rounds.wins: RND_WIN_COUNT_MAX, rounds.points: RND_POINTS); not seeds, or rounds "
                                    "won by clearing, depriving or immobilizing";

/* goal RND_WIN_COUNT_MAX (round_tally.py RoundTally, end_move_rounds.py
 * RoundTallyWinner, new_game.py NewRoundTally): each round is a new game
 * (NewGame: the stores emptied, nothing blocked, the start pattern laid
 * again), won by the ender's WIN (most seeds, or ClearWinner's majority
 * with HALF_SEEDS); goal_param round wins take the match (win_test); the
 * round's starter as set_round_starter says. sow's rounds.wins.
 * RND_POINTS (RoundTally.tally, the one stored version): the ender's WIN
 * scores 1 for the player with more (ClaimSeeds), 1 more for False (South)
 * at skunk_seeds = total * 3 // 4 or more, else for True; win_test: the
 * first to goal_param points (only the round's scorer gains, so never both
 * at once but in end_it's order). sow's rounds.points. */
static int r_round_wins(mg_conv *c)
{
    int pit[SOW_MAX_PITS];
    char v[16];
    if (V(P_GOAL_PARAM) < 1 || V(P_GOAL_PARAM) > 65535)
        NO(P_GOAL_PARAM, "MancalaGames' win_test ends the match at the first round's end when no win is needed (a "
                         "tied round a tie); sow's rounds.wins needs 1..65535");
    if (V(P_ROUNDS) > 2) NO(P_ROUNDS, "MancalaGames' compute_win_seeds has no win count for a round-tally goal here");
    if (V(P_START_PATTERN) && V(P_START_PATTERN) != 6 && layout(c, pit) != 0)
        NO(P_START_PATTERN, "NewRoundTally lays this pattern out for the turn before set_round_starter picks the "
                            "round's starter; sow's starter_view has no rounds");
    if (V(P_START_PATTERN) == 6)             /* RANDOM: NewGamePattern's RandomPattern draws each round anew */
        mg_note(c, "setup.deal", "RandomPattern draws every round's board anew (NewRoundTally over NewGamePattern); "
                                  "sow draws it from a hash of the round's end position");
    SET("rounds", "{}", P_ROUNDS, P_GOAL);
    if (round_starter(c) < 0) return -1;
    snprintf(v, sizeof v, "%d", V(P_GOAL_PARAM));
    if (V(P_GOAL) == 7) {
        SET("rounds.points", v, P_GOAL, P_GOAL_PARAM);
        mg_note(c, "rounds.points", "RoundTally: a won round scores 1, and 1 more at skunk_seeds (total * 3 // 4); "
                                    "each round a new game (NewRoundTally)");
        return 0;
    }
    SET("rounds.wins", v, P_GOAL, P_GOAL_PARAM);
    mg_note(c, "rounds.wins", "RoundTally: round wins count; each round a new game (NewRoundTally)");
    return 0;
}

/* round_fill LOSER_ONLY (commit 165ee250: new_game.py NewRoundLoserOnly,
 * end_move.py RoundLoserFillWinner; older stored versions of NewRound
 * raise NotImplementedError): EndGameWinner claims with ClaimOwnSeeds
 * whatever unclaimed says (the seeds stay; store and own side count); a
 * tie, the loser under goal_param (at least 1) holes' seeds, or a winner
 * without an allowable hole ends the match; else only the loser's side
 * (get_my_range: South from 0 up, North from 2 * holes - 1 down) is
 * refilled, init_bprops not called: the winner's side and blocks stay.
 * sow's rounds.fill = "loser_only". With rounds NO_MOVES, ClearWinner's
 * win_seeds is total - nbr_start * goal_param (r_goal). */
static int r_loser_only(mg_conv *c)
{
    char v[16];
    if (V(P_ROUNDS) != 2) NO(P_ROUNDS, "sow maps LOSER_ONLY with rounds NO_MOVES only (the version read)");
    if (V(P_MUSTSHARE) || V(P_CHILD_TYPE))
        NO(V(P_MUSTSHARE) ? P_MUSTSHARE : P_CHILD_TYPE, "with LOSER_ONLY sow leaves every seed where it lies at a "
           "round's end; MancalaGames' EndTurnMustShare and children's enders hand seeds out (not read with it)");
    if (V(P_GOAL_PARAM) > SOW_MAX_ROW) NO(P_GOAL_PARAM, "expected at most %d pits", SOW_MAX_ROW);
    SET("rounds", "{}", P_ROUNDS);
    SET("rounds.fill", "\"loser_only\"", P_ROUND_FILL);
    mg_note(c, "rounds.fill", "NewRoundLoserOnly, RoundLoserFillWinner: only the loser refills; ClaimOwnSeeds: the "
                              "seeds stay where they lie at a round's end");
    SET("rounds.blocked", V(P_BLOCKS) ? "true" : "false", P_BLOCKS);
    if (round_starter(c) < 0) return -1;
    snprintf(v, sizeof v, "%d", V(P_GOAL_PARAM) > 1 ? V(P_GOAL_PARAM) : 1);
    SET("rounds.needs", v, P_GOAL_PARAM);
    return 0;
}

/* round_fill UCHOOSE (new_game.py NewRound: OUTSIDE_FILL's fill; then
 * mancala_ui.py's RndChooseButtonBehavior, when a hole is blocked: the
 * player of North's row if it has a blocked hole, else South's, may move
 * the seeds of a filled hole of that row into an empty blocked one, which
 * it unblocks: any of the row's holes may be the filled ones). Without
 * blocks nothing is asked and OUTSIDE_FILL stays. Which holes the player
 * fills is their choice, made a policy: an open question whose readings
 * are sow's rounds.chooser_fill orders (keep NewRound's, leftmost first,
 * rightmost first), each played exactly. Where seeds leave play both rows
 * may have blocked holes, and whose the UI then lets change was not read. */
static int r_uchoose(mg_conv *c)
{
    if (!V(P_BLOCKS)) {
        mg_note(c, "rounds.fill", "UCHOOSE without blocks: RndChooseButtonBehavior asks nothing; NewRound's "
                                  "OUTSIDE_FILL");
        return 0;
    }
    if (V(P_UNCLAIMED) == 1 || V(P_SOW_RULE) == 1 || V(P_SOW_RULE) == 2)
        NO(V(P_UNCLAIMED) == 1 ? P_UNCLAIMED : P_SOW_RULE, "with seeds leaving play both rows may have blocked holes "
           "under UCHOOSE; which of them RndChooseButtonBehavior then lets the player change was not read");
    SET("rounds.chooser_fill", "\"outside\"", P_ROUND_FILL, P_BLOCKS);
    mg_note(c, "rounds.chooser_fill", "UCHOOSE: the player of the row with a blocked hole (North's first) "
                                      "chooses the filled holes in MancalaGames' UI (RndChooseButtonBehavior)");
    return mg_open(c, "MG.UChoose", "Which holes does the round's chooser fill (UCHOOSE: the player picks "
                   "them in MancalaGames' UI)?",
                   "keep_outside", "{ rounds = { chooser_fill = \"outside\" } }",
                   "leftmost", "{ rounds = { chooser_fill = \"left\" } }",
                   "rightmost", "{ rounds = { chooser_fill = \"right\" } }", NULL);
}

static int r_rounds(mg_conv *c)
{
    static const char *const fills[] = {"\"outside\"", "\"left\"", "\"right\"", "\"outside\""};
    char v[16];
    if (V(P_ROUNDS) == 0) return 0;
    if (V(P_GOAL) == 2 && !V(P_START_PATTERN)) return r_territory(c);
    if (V(P_GOAL) == 4 || V(P_GOAL) == 7) return r_round_wins(c);
    if (V(P_GOAL) > 4 && V(P_GOAL) != 10) NO(P_GOAL, "%s", no_tally);
    if (V(P_ROUNDS) > 2) NO(P_ROUNDS, "a sow round ends by the game's end rules only");
    if (V(P_START_PATTERN)) NO(P_START_PATTERN, "sow refills rounds from an equal deal");
    if (V(P_ROUND_FILL) == 10) return r_loser_only(c);
    int uchoose = V(P_ROUND_FILL) == 6;       /* NewRound fills UCHOOSE like OUTSIDE_FILL; the player then picks */
    if (V(P_ROUND_FILL) > 3 && !uchoose)
        NO(P_ROUND_FILL, "sow fills a round's pits from the left, the right or the outside in");
    if (V(P_GOAL_PARAM) > SOW_MAX_ROW) NO(P_GOAL_PARAM, "expected at most %d pits", SOW_MAX_ROW);
    SET("rounds", "{}", P_ROUNDS);
    SET("rounds.fill", fills[uchoose ? 3 : V(P_ROUND_FILL)], P_ROUND_FILL);   /* NOT_APPLICABLE: NewRound's, outside in */
    SET("rounds.blocked", V(P_BLOCKS) ? "true" : "false", P_BLOCKS);
    if (round_starter(c) < 0) return -1;
    snprintf(v, sizeof v, "%d", V(P_GOAL_PARAM) > 1 ? V(P_GOAL_PARAM) : 1);
    SET("rounds.needs", v, P_GOAL_PARAM);
    return uchoose ? r_uchoose(c) : 0;
}

/* Repeat turns: a store on the track (OWN, BOTH), a capture, xc_sown. */
static int repeats(const mg_conv *c)
{
    return V(P_SOW_STORES) == 1 || V(P_SOW_STORES) == 2 || V(P_CAPT_RTURN) || V(P_XC_SOWN);
}

/* Whether a player holding seeds may have no move: min_move above 1, an
 * allow rule that excludes pits, children, blocked pits. */
static int may_be_stuck(const mg_conv *c)
{
    return V(P_MIN_MOVE) > 1 || (V(P_ALLOW_RULE) && V(P_ALLOW_RULE) != 3) || V(P_CHILD_TYPE)
        || (V(P_ROUNDS) && V(P_BLOCKS)) || V(P_NO_SIDES);
}

/* CLEAR's player to move may have seeds and no move. Not with no_sides
 * alone (min_move 1, no allow rule, children, blocks, mustshare or
 * NOT_LEGAL grand slams): the mover may sow from any hole, and while the
 * game goes on both rows hold seeds (ClearSeedsEndGame ends it after any
 * move leaving one empty), so two holes do, of which DontUndoMoveOne bars
 * at most one. */
static int clear_may_be_stuck(const mg_conv *c)
{
    if (V(P_NO_SIDES) && V(P_MIN_MOVE) == 1 && !V(P_ALLOW_RULE) && !V(P_CHILD_TYPE) && !V(P_BLOCKS) && !V(P_MUSTSHARE)
        && V(P_GRANDSLAM) != 1)
        return 0;
    return may_be_stuck(c);
}

/* The eliminate goals (end_move_decos.py _build_eliminate_ended: its
 * ender is the whole chain, no seed count ends such a game).
 * CLEAR, ClearSeedsEndGame: after each move the mover wins when their
 * row is empty, else the opponent when theirs is; sow's goal clear asks
 * the mover first too. IMMOBILIZE, ImmobilizeEndGame: after each move,
 * repeat turn or not, the mover wins when the opponent has no move; sow
 * asks the player to move at the start of a turn, the same player unless
 * the move earned a repeat turn. DEPRIVE, DepriveEndGame then
 * EndTurnNoMoves: the mover wins when the opponent's row is empty (asked
 * first), else loses when their own is; then a player with no move loses;
 * sow asks the mover first, and a player with seeds but no move is
 * empty_row's. */
static int r_eliminate(mg_conv *c)
{
    int g = V(P_GOAL);
    if (V(P_ROUNDS)) NO(P_GOAL, "sow's goals are not played in rounds");
    if (V(P_END_COND)) NO(P_END_COND, "MancalaGames' eliminate goals ignore end_cond; sow would not say so");
    if (g == 3) {
        if (clear_may_be_stuck(c))
            NO(P_GOAL, "MancalaGames' CLEAR game has no rule for a player with seeds and no move (ClearSeedsEndGame "
                       "is its whole end test); sow's empty_row would end it by seeds");
        SET("finish.goal", "\"clear\"", P_GOAL);
        mg_note(c, "finish.goal", "ClearSeedsEndGame: after each move the mover wins with an empty row, else the "
                                  "opponent with one");
    } else if (g == 10) {
        if (repeats(c))
            NO(P_GOAL, "MancalaGames' IMMOBILIZE asks whether the opponent can move after every move, a repeat "
                       "turn's too; sow asks the player to move, who after a repeat turn is the mover");
        /* SOW_BLKD_DIV(_NR) alone: seeds leave play, and an empty board leaves sow's player to move (the
         * opponent: no repeat turns here) without a move, who loses as ImmobilizeEndGame's opponent does */
        int closing = (V(P_SOW_RULE) == 1 || V(P_SOW_RULE) == 2) && !any_capture(c) && !V(P_PICKEXTRA);
        if (!closing && (basic(c) || V(P_CAPT_TYPE) || V(P_SOW_RULE) || V(P_PICKEXTRA) || V(P_XCPICKOWN)) && !(V(P_CROSSCAPT) && !V(P_XCPICKOWN) && !V(P_SOW_RULE) && !V(P_PICKEXTRA)))
            NO(P_GOAL, "a capture may empty the board: MancalaGames' IMMOBILIZE mover then wins (the opponent cannot "
                       "move), sow ends the game on the empty board by seeds (finish.board_empty)");
        SET("finish.goal", "\"immobilize\"", P_GOAL);
        mg_note(c, "finish.goal", "ImmobilizeEndGame: the mover wins when the opponent has no move");
    } else {
        /* a ONE_ZEROS cross capture that leaves the last seed (no pick, no chain) keeps a seed in its row */
        int keeps = V(P_CROSSCAPT) == 1 && !V(P_XCPICKOWN) && !V(P_MULTICAPT);
        /* LAP_CAPT_SEEDS (r_lap_capt_seeds: a cross capture, no stores) puts every capture back on the board */
        int sows_back = V(P_SOW_RULE) == 12;
        if ((V(P_CROSSCAPT) ? !keeps : basic(c)) || V(P_CAPT_TYPE) || (V(P_SOW_RULE) && !sows_back) || V(P_SOW_STORES)
            || V(P_PICKEXTRA))
            NO(P_GOAL, "a move may empty both rows (seeds leave the board): MancalaGames' DepriveEndGame asks the "
                       "opponent's row first (the mover wins), sow's deprive the mover's (the mover loses)");
        SET("finish.goal", "\"deprive\"", P_GOAL);
        mg_note(c, "finish.goal", "DepriveEndGame: a player whose row is empty after a move loses");
        if (may_be_stuck(c)) {
            SET("finish.no_move_loses", "true", P_GOAL, P_MIN_MOVE, P_ALLOW_RULE);
            mg_note(c, "finish.no_move_loses", "EndTurnNoMoves in DepriveEndGame's chain: the player to move with "
                                               "seeds but no move loses");
        }
    }
    mg_nofield(c, P_UNCLAIMED, "not used: an eliminate game's seeds stay where they lie (sow: empty_row only "
                               "when no goal decides)");
    return 0;
}

/* goal MAX_SEEDS with rounds NO_MOVES (refilled rows; r_rounds refuses a
 * start_pattern and UMOVE): compute_win_seeds' first branch, in the stored
 * versions that have it (165ee250 among them), ends the round at once when
 * a player stores more than total - nbr_start * goal_param (nbr_start
 * without goal_param); the opponent then claims fewer than RoundWinner's
 * req_seeds, so the match ends. The versions without that branch give
 * total - 1 (every seed stored: the board is empty). An open question.
 * With goal_param above holes both could pass win_seeds: refused. */
static int no_moves_win_seeds(mg_conv *c)
{
    int need = V(P_NBR_START) * (V(P_GOAL_PARAM) > 0 ? V(P_GOAL_PARAM) : 1);
    int at = 2 * V(P_HOLES) * V(P_NBR_START) - need + 1;
    char v[16], patch[96];
    if (V(P_GOAL_PARAM) > V(P_HOLES))
        NO(P_GOAL_PARAM, "with goal_param above holes both players may pass compute_win_seeds' total - nbr_start * "
                         "goal_param (ClearWinner asks North first); sow's threshold stops at the first");
    snprintf(v, sizeof v, "%d", at);
    SET("finish.threshold", v, P_GOAL, P_ROUNDS, P_GOAL_PARAM, P_NBR_START);
    SET("finish.at_threshold", "\"stop\"", P_GOAL, P_ROUNDS);
    mg_note(c, "finish.threshold", "compute_win_seeds (MAX_SEEDS, NO_MOVES): more than total - nbr_start * goal_param "
                                   "stored ends the round, and the match");
    snprintf(patch, sizeof patch, "{ finish = { threshold = %d, at_threshold = \"stop\" } }", at);
    return mg_open(c, "MG.NoMovesWinSeeds", "Does a round of MAX_SEEDS with rounds NO_MOVES end as soon as a player "
                   "stores more than total - nbr_start * goal_param (MancalaGames' versions differ)?",
                   "win_seeds_branch", patch,
                   "total_minus_one", "{ finish = { threshold = 0, at_threshold = \"play_on\" } }", NULL);
}

/* goal MAX_SEEDS: more than half the seeds wins at once, unless a round
 * ends only when a player cannot move (rounds NO_MOVES). */
static int r_goal(mg_conv *c)
{
    if (V(P_GOAL) == 1 || V(P_GOAL) == 3 || V(P_GOAL) == 10) return r_eliminate(c);
    if (V(P_GOAL) == 2) {
        /* compute_win_seeds: with rounds NO_MOVES (its branch before TERRITORY's) win_seeds is total - 1,
         * ClearWinner only with every seed stored, the board empty (sow's board_empty); with END_S_SEEDS /
         * END_2S_SEEDS (and a picker, r_territory) round_seeds_for_win(goal_param): more ends the round at
         * once, and the match (the opponent then claims under ends_under) */
        char v[16];
        int s = V(P_NBR_START);
        if (!V(P_ROUNDS)) NO(P_GOAL, "MancalaGames' territory goal needs rounds");
        if (V(P_ROUNDS) == 2) return 0;
        snprintf(v, sizeof v, "%d", V(P_GOAL_PARAM) * s - s + s / 2 + 2);
        SET("finish.threshold", v, P_GOAL, P_GOAL_PARAM, P_ROUNDS, P_NBR_START);
        SET("finish.at_threshold", "\"stop\"", P_GOAL, P_ROUNDS);
        return 0;
    }
    /* RND_WIN_COUNT_MAX: compute_win_seeds gives total - 1 with NO_MOVES (ClearWinner then needs every
     * seed stored: the board is empty), half the seeds with HALF_SEEDS, as MAX_SEEDS */
    if ((V(P_GOAL) == 4 || V(P_GOAL) == 7) && !V(P_ROUNDS)) NO(P_GOAL, "MancalaGames' round-tally goals need rounds");
    if (V(P_GOAL) > 4 && V(P_GOAL) != 7) NO(P_GOAL, "%s", no_tally);
    if (V(P_ROUNDS) == 2 && V(P_GOAL) == 0 && V(P_ROUND_FILL) == 10) {
        /* compute_win_seeds' first branch (NO_MOVES, MAX_SEEDS, no pattern): more than total - nbr_start *
         * goal_param stored (ClaimSeeds) wins at once; mapped with LOSER_ONLY (the versions that have it) */
        char v[16];
        int need = V(P_NBR_START) * (V(P_GOAL_PARAM) > 0 ? V(P_GOAL_PARAM) : 1);
        snprintf(v, sizeof v, "%d", 2 * V(P_HOLES) * V(P_NBR_START) - need + 1);
        SET("finish.threshold", v, P_GOAL, P_ROUNDS, P_ROUND_FILL, P_GOAL_PARAM);
        SET("finish.at_threshold", "\"stop\"", P_GOAL, P_ROUNDS);
        return 0;
    }
    if (V(P_ROUNDS) == 2 && V(P_GOAL) == 0) return no_moves_win_seeds(c);
    if (V(P_ROUNDS) == 2) {
        SET("finish.threshold", "0", P_GOAL, P_ROUNDS);
        return 0;
    }
    SET("finish.threshold", "\"majority\"", P_GOAL, P_ROUNDS);
    SET("finish.at_threshold", "\"stop\"", P_GOAL, P_ROUNDS);
    return 0;
}

/* end_cond (end_move_decos.py _add_game_ender, at the head of the
 * non-eliminate chain): CLEARED_OWN / CLEARED_OPP, ClearedSideEnder: after
 * each move, repeat turn or not, the game ends when the mover's own /
 * the opponent's row is empty, the seeds left claimed as `unclaimed`
 * says; otherwise EndTurnNoMoves ends it when the player to move has no
 * move. SEEDS_LIMIT, EndSeedsLimit: at end_param seeds or fewer on the
 * board. HOLE_SEED_LIMIT: every hole at end_param or fewer. */
static int rest_word(mg_conv *c, const char **word);

static int r_end_cond(mg_conv *c)
{
    const char *rest = NULL;
    int e = V(P_END_COND);
    switch (e) {
    case 0:
        mg_nofield(c, P_END_COND, "nothing to express (the default)");
        return 0;
    case 1:
    case 2:
        if (rest_word(c, &rest) < 0) return -1;
        SET(e == 1 ? "finish.mover_row_empty" : "finish.opponent_row_empty", rest, P_END_COND, P_UNCLAIMED);
        mg_note(c, e == 1 ? "finish.mover_row_empty" : "finish.opponent_row_empty",
                e == 1 ? "ClearedSideEnder: after every move, a repeat turn's too, the mover's own row empty ends the game"
                       : "ClearedSideEnder: after every move, a repeat turn's too, the opponent's row empty ends the game");
        return 0;
    case 3:
        NO(P_END_COND, "MancalaGames ends the game when end_param seeds or fewer are left on the board, and the "
                       "seeds left are claimed as unclaimed says (EndSeedsLimit); sow's few_left gives them to the mover");
    default:
        NO(P_END_COND, "sow has no end when every pit holds end_param seeds or fewer");
    }
}

/* pickextra PICKLASTSEEDS (capt_decos.py PickLastSeeds, last in the
 * capturer chain, after every move): nbr_start seeds or fewer (at least
 * one) left on the board go to the mover; the board is then empty and the
 * game (round) ends. sow's finish.few_left. PICK2XLASTSEEDS gives twice
 * as many to game.starter, the round's first mover (few_left_to starter);
 * it counts the holes passing capt_check (later versions: capt_side too)
 * or the holes not children nor locked (earlier): read where they agree. */
static int r_pick_last(mg_conv *c)
{
    char v[16];
    int x = V(P_PICKEXTRA), n = x == 4 ? 2 * V(P_NBR_START) : V(P_NBR_START);
    if (x != 3 && x != 4) return 0;
    if (n > SOW_MAX_SEEDS) NO(P_PICKEXTRA, "few_left holds at most %d", SOW_MAX_SEEDS);
    if (x == 4 && (V(P_CAPT_SIDE) || V(P_MOVEUNLOCK) || V(P_CHILD_TYPE)))
        NO(P_PICKEXTRA, "versions differ on the holes PickLastSeeds counts (capt_check: capt_side, locks, children; "
                        "earlier: not children nor locked); read with capt_side BOTH, no locks or children only");
    if (x == 4 && V(P_SOW_STORES))
        NO(P_PICKEXTRA, "NoStoreCapt skips MancalaGames' picker when the last seed falls into a store; sow's few_left "
                        "ends every ply");
    if (V(P_NOCAPTMOVES))
        NO(P_PICKEXTRA, "whether MancalaGames' inhibitor holds PickLastSeeds back in the first moves is not settled "
                        "across its versions; sow's few_left is never inhibited");
    if (V(P_CHILD_TYPE) && !V(P_STORES))
        NO(P_PICKEXTRA, "without stores MancalaGames' picked seeds go into children; sow's to the mover's store");
    snprintf(v, sizeof v, "%d", n);
    SET("finish.few_left", v, P_PICKEXTRA, P_NBR_START);
    if (x == 3) {
        mg_note(c, "finish.few_left", "PickLastSeeds: nbr_start seeds or fewer left after a move go to the mover");
        return 0;
    }
    SET("finish.few_left_to", "\"starter\"", P_PICKEXTRA);
    mg_note(c, "finish.few_left", "PickLastSeeds (turn_takes False): 2 * nbr_start seeds or fewer left after a move "
                                  "go to game.starter");
    return 0;
}

/* unclaimed DIVVIED (claimer.py DivvySeedsStores): the seeds left (not a
 * child's) halved into the stores, an odd one to South (False) when
 * North's store holds more, else to North, a tie included: sow's
 * divided_tie_north, with the same holdings (sow's children's seeds are
 * in the store, MancalaGames compares the stores alone). */
static int divided_ok(mg_conv *c)
{
    if (V(P_CHILD_TYPE))
        NO(P_UNCLAIMED, "MancalaGames' DivvySeedsStores gives the odd seed by the stores alone, children's seeds "
                        "not counted; sow's divided_tie_north by all a player holds");
    return 0;
}

/* The rest word of the seeds left (finish's row-empty ends) for
 * unclaimed: EndGameWinner's claimer (end_move_decos.py
 * _add_end_game_winner). UNFED_PLAYER takes the quitter's claimer there. */
static int rest_word(mg_conv *c, const char **word)
{
    static const char *const rest[] = {"\"owner\"", "\"unclaimed\"", "\"last_mover\"", NULL, "\"divided_tie_north\""};
    int u = V(P_UNCLAIMED);
    if (u < 0 || u > 4 || !rest[u])
        NO(P_UNCLAIMED, "with end_cond MancalaGames claims the seeds left as the quitter parameter says (UNFED_PLAYER "
                        "has no player to feed there); sow would not say so");
    if (u == 4 && divided_ok(c) < 0) return -1;
    *word = rest[u];
    return 0;
}

/* Who takes the seeds left when a player cannot move (mustpass false),
 * when neither can (mustpass true), when no move feeds (mustshare). */
static int r_no_moves(mg_conv *c)
{
    static const char *const row[] = {"\"owners_take\"", "\"unclaimed\"", "\"last_mover_takes\"", "\"starved_takes\""};
    static const char *const both[] = {"\"owner\"", "\"unclaimed\"", NULL, NULL, "\"divided_tie_north\""};
    static const char *const feed[] = {"\"feeder_takes\"", "\"nobody\"", "\"starved_takes\"", "\"starved_takes\"",
                                       "\"divided_tie_north\""};
    int u = V(P_UNCLAIMED);
    if (u == 4 && divided_ok(c) < 0) return -1;     /* with mustshare too: EndTurnMustShare, then EndGameWinner's divvier */
    if (V(P_MUSTPASS)) {
        if (!both[u]) NO(P_UNCLAIMED, "with mustpass sow gives the seeds left to their owners, nobody, or both halves");
        SET("empty_row", "\"pass\"", P_MUSTPASS);
        SET("finish.no_moves", both[u], P_UNCLAIMED, P_MUSTPASS);
    } else {
        SET("empty_row", u == 4 ? "\"divided_tie_north\"" : row[u], P_MUSTPASS, P_UNCLAIMED);
    }
    if (!V(P_MUSTSHARE)) {
        SET("feed.rule", "\"none\"", P_MUSTSHARE);
        return 0;
    }
    /* MustShare (allowables.py) keeps the moves after whose sowing and captures (sim_sow_capt, PickLastSeeds
     * included) the opponent's holes (its owned ones under territory) hold seeds: sow's leave, which counts
     * few_left's taking too. So do the stored versions from 01b806e9 on; older ones played the whole move
     * (game.move, its ender too) or, the oldest, the sowing alone (do_sow: sow's reach). */
    SET("feed.rule", "\"leave\"", P_MUSTSHARE);
    SET("feed.unable", feed[u], P_MUSTSHARE, P_UNCLAIMED);
    return 0;
}

/* nosinglecapt (capt_decos.py NoSingleSeedCapt, around the capturer with
 * its children, pickers and grand slam rules): no capture when one seed is
 * sown (mdata.seeds: after SOW_START and CAPT_ONE take theirs, per lap with
 * lap sowing). sow's capture.not_from_single counts the seeds lifted; its
 * few_left (PICKLASTSEEDS) is not a capturer's. */
static int r_no_single(mg_conv *c)
{
    if (!V(P_NOSINGLECAPT)) {
        mg_nofield(c, P_NOSINGLECAPT, "nothing to express (the default)");
        return 0;
    }
    if (V(P_MLAPS) || V(P_SOW_START) || V(P_PRESOWCAPT) == 1)
        NO(V(P_MLAPS) ? P_MLAPS : V(P_SOW_START) ? P_SOW_START : P_PRESOWCAPT, "MancalaGames counts the seeds to "
           "sow (mdata.seeds: a lap's, after SOW_START or CAPT_ONE), sow's not_from_single the seeds lifted");
    if (V(P_PICKEXTRA) == 3 || V(P_PICKEXTRA) == 4)
        NO(P_PICKEXTRA, "NoSingleSeedCapt holds PickLastSeeds back too; sow's few_left ends every ply");
    SET("capture.not_from_single", "true", P_NOSINGLECAPT);
    mg_note(c, "capture.not_from_single", "NoSingleSeedCapt: a single seed sown captures nothing (nor makes a child)");
    return 0;
}

/* ---- all of them ------------------------------------------------------- */

typedef int (*mg_rule)(mg_conv *c);

int mg_map(mg_conv *c)
{
    static const mg_rule rules[] = {
        check_defaults, r_class, r_board, r_setup, r_first, r_no_sides, r_moves, r_direction, r_stores,
        r_relay, r_capture, r_cross_sown, r_pick_last, r_sow_rule, r_after, r_prescribed, r_children, r_rounds, r_goal, r_end_cond,
        r_no_moves, r_no_single, NULL
    };
    no_fields(c);
    for (int i = 0; rules[i]; i++)
        if (rules[i](c) < 0) return -1;
    return 0;
}
