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
    {P_NO_SIDES, "sow players move from their own row only"},
    {P_END_COND, "sow has no extra end condition of this kind"},
    {P_PRESCRIBED, "sow has no prescribed opening"},
    {P_PRESOWCAPT, "sow has no capture before sowing"},
    {P_SOW_RULE, "sow has no such sowing rule"},
    {P_UDIR_HOLES, "sow has no pits whose sowing direction the player chooses"},
    {P_PLAY_LOCS, "sow moves start from pits only, never from a store"},
    {P_MOVEUNLOCK, "sow has no locked pits"},
    {P_NOSINGLECAPT, "sow has no rule against capturing with a single seed"},
    {P_NOCAPTMOVES, "sow has no opening moves without captures"},
    {P_XC_SOWN, "sow has no cross capture that needs the opponent's row sown (nor its repeat turn)"},
    {-1, NULL}
};

static int check_defaults(mg_conv *c)
{
    for (int i = 0; only_default[i].why; i++) {
        int p = only_default[i].p;
        if (V(p)) NO(p, "%s", only_default[i].why);
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

static int r_class(mg_conv *c)
{
    if (strcmp(c->game_class, "Mancala"))
        return mg_fail(c, -1, "game_class \"%.64s\": sow plays the Mancala class's rules only", c->game_class);
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

/* The fixed layouts of src/fill_patterns.py (those that do not depend on
 * who starts), into pit[]. 0, or -1 when the pattern is not one. */
static int layout(const mg_conv *c, int pit[SOW_MAX_PITS])
{
    int n = V(P_HOLES), s = V(P_NBR_START);
    memset(pit, 0, SOW_MAX_PITS * sizeof pit[0]);
    switch (V(P_START_PATTERN)) {
    case 2:                                   /* ALTERNATES: odd pits, even rows only */
        if (n % 2) return -1;
        for (int p = 1; p < 2 * n; p += 2) pit[p] = s;
        return 0;
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
    int pit[SOW_MAX_PITS], sum = 0;
    char v[MG_VALUE_LEN];
    size_t len = 0;
    if (layout(c, pit) < 0)
        NO(P_START_PATTERN, "sow has no such start pattern (a fixed layout, or a uniform random deal)");
    len += (size_t)snprintf(v, sizeof v, "{");
    for (int p = 0; p < 2 * V(P_HOLES); p++) {
        sum += pit[p];
        len += (size_t)snprintf(v + len, sizeof v - len, "%s%d", p ? ", " : " ", pit[p]);
    }
    snprintf(v + len, sizeof v - len, " }");
    if (sum < 1 || sum > SOW_MAX_SEEDS) NO(P_NBR_START, "the layout holds %d seeds; sow holds 1..%d", sum, SOW_MAX_SEEDS);
    SET("setup.deal", "\"layout\"", P_START_PATTERN);
    SET("setup.layout", v, P_START_PATTERN, P_NBR_START, P_HOLES);
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

static int r_moves(mg_conv *c)
{
    char v[16];
    if (V(P_MIN_MOVE) < 1 || V(P_MIN_MOVE) > SOW_MAX_SEEDS) NO(P_MIN_MOVE, "expected 1..%d", SOW_MAX_SEEDS);
    snprintf(v, sizeof v, "%d", V(P_MIN_MOVE));
    SET("min_seeds", v, P_MIN_MOVE);
    if (V(P_ALLOW_RULE) == 3)                 /* SINGLE_ONLY_ALL */
        SET("singletons", "\"when_no_other\"", P_ALLOW_RULE);
    else if (V(P_ALLOW_RULE)) NO(P_ALLOW_RULE, "sow has no such rule on the pits a move may start from");
    else SET("singletons", "\"any\"", P_ALLOW_RULE);
    return 0;
}

/* ---- sowing -------------------------------------------------------------- */

static int r_direction(mg_conv *c)
{
    if (V(P_SOW_DIRECT) == 1) SET("sow.direction", "\"ccw\"", P_SOW_DIRECT);
    else if (V(P_SOW_DIRECT) == -1) SET("sow.direction", "\"cw\"", P_SOW_DIRECT);
    else NO(P_SOW_DIRECT, "sow sows every move one way, counter-clockwise or clockwise");
    SET("sow.origin", V(P_SKIP_START) ? "\"skip\"" : "\"sow\"", P_SKIP_START);
    if (!V(P_SOW_START)) SET("sow.first_seed", "\"next\"", P_SOW_START);
    else SET("sow.first_seed", V(P_MOVE_ONE) ? "\"origin_unless_single\"" : "\"origin\"", P_SOW_START, P_MOVE_ONE);
    return 0;
}

static int r_stores(mg_conv *c)
{
    static const char *const stores[] = {"\"none\"", "\"own\"", "\"both\"", "\"own\"", "\"both\""};
    int s = V(P_SOW_STORES);
    if (s > 4) NO(P_SOW_STORES, "sow's repeat turn does not depend on which store the last seed fell into");
    SET("sow.stores", stores[s], P_SOW_STORES);
    SET("extra_turn.store", s == 1 || s == 2 ? "true" : "false", P_SOW_STORES);
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
    if (V(P_CAPT_TYPE) == 1 || V(P_CAPT_TYPE) == 2)
        NO(P_MLAPS, "with capt_type NEXT or TWO_OUT, lap sowing stops on MancalaGames' own capture tests, "
                    "which sow does not have");
    if (cont == 0) {
        snprintf(v, sizeof v, "function(c) return c >= %d end", V(P_MLAPS) == 1 ? 2 : 1);
    } else if ((cont == 1 || cont == 2) && V(P_MLAPS) == 1) {
        if (m < 1 || m > SOW_MAX_SEEDS) NO(P_MLAP_PARAM, "expected a count 1..%d", SOW_MAX_SEEDS);
        snprintf(v, sizeof v, cont == 1 ? "{ %d }" : "function(c) return c >= %d end", m);
    } else {
        NO(P_MLAP_CONT, "sow relays on the count of a pit only");
    }
    if (cont) SET("sow.relay", v, P_MLAPS, P_MLAP_CONT, P_MLAP_PARAM);
    else SET("sow.relay", v, P_MLAPS, P_MLAP_CONT);
    SET("sow.relay_from", V(P_MLAPS) == 2 ? "\"next\"" : "\"landing\"", P_MLAPS);
    return 0;
}

/* ---- captures ------------------------------------------------------------ */

static int basic(const mg_conv *c)
{
    return V(P_CAPT_ON) || V(P_EVENS) || V(P_CAPT_MIN) || V(P_CAPT_MAX);
}

/* The basic capture tests (capt_on, evens, capt_min, capt_max: all must
 * hold) as capture.counts: a list, or a function when more than capt_on. */
static int r_counts(mg_conv *c)
{
    char v[MG_VALUE_LEN];
    size_t n = 0;
    if (V(P_CAPT_ON) && !V(P_EVENS) && !V(P_CAPT_MIN) && !V(P_CAPT_MAX)) {
        n += (size_t)snprintf(v, sizeof v, "{");
        for (int i = 0; i < V(P_CAPT_ON); i++)
            n += (size_t)snprintf(v + n, sizeof v - n, "%s%d", i ? ", " : " ", c->list[P_CAPT_ON][i]);
        snprintf(v + n, sizeof v - n, " }");
        SET("capture.counts", v, P_CAPT_ON);
        return 0;
    }
    n += (size_t)snprintf(v, sizeof v, "function(c) return c >= 1");
    if (V(P_CAPT_ON)) {
        for (int i = 0; i < V(P_CAPT_ON); i++)
            n += (size_t)snprintf(v + n, sizeof v - n, "%s c == %d", i ? " or" : " and (", c->list[P_CAPT_ON][i]);
        n += (size_t)snprintf(v + n, sizeof v - n, ")");
    }
    if (V(P_EVENS)) n += (size_t)snprintf(v + n, sizeof v - n, " and c %% 2 == 0");
    if (V(P_CAPT_MIN)) n += (size_t)snprintf(v + n, sizeof v - n, " and c >= %d", V(P_CAPT_MIN));
    if (V(P_CAPT_MAX)) n += (size_t)snprintf(v + n, sizeof v - n, " and c <= %d", V(P_CAPT_MAX));
    snprintf(v + n, sizeof v - n, " end");
    SET("capture.counts", v, P_CAPT_ON, P_EVENS, P_CAPT_MIN, P_CAPT_MAX);
    return 0;
}

/* capt_side names the row of the pit taken; a cross capture's rows in sow
 * name the row the last seed fell into, the other one. */
static int r_rows(mg_conv *c, int cross)
{
    static const char *const rows[] = {"\"any\"", "\"opponent\"", "\"own\""};
    int s = V(P_CAPT_SIDE);
    if (s > 2) NO(P_CAPT_SIDE, "sow's captures happen in one set of rows, the first and the chain alike");
    if (cross && s) s = 3 - s;
    SET("capture.rows", rows[s], P_CAPT_SIDE);
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
    if (kind_cross) NO(P_MULTICAPT, "sow's cross capture takes one pit");
    if (m < -1 || m > 32) NO(P_MULTICAPT, "expected -1 (no limit) or 1..32 pits");
    if (V(P_CAPT_DIR) == 2) NO(P_CAPT_DIR, "a sow chain runs one way");
    SET("capture.chain", V(P_CAPT_DIR) ? "\"following\"" : "\"preceding\"", P_MULTICAPT, P_CAPT_DIR);
    snprintf(v, sizeof v, "%d", m < 0 ? 0 : m);
    SET("capture.max_pits", v, P_MULTICAPT);
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
    if (V(P_PICKEXTRA)) NO(P_PICKEXTRA, "sow takes nothing extra with a cross capture");
    mg_nofield(c, P_PICKEXTRA, "nothing to express (the default)");
    return 0;
}

static int r_next(mg_conv *c)
{
    if (V(P_CAPT_DIR) != 1) NO(P_CAPT_DIR, "sow's next capture takes the pit after the last one sown (capt_dir SOW)");
    SET("capture.kind", "\"next\"", P_CAPT_TYPE, P_CAPT_DIR);
    if (basic(c)) {
        if (r_counts(c) < 0) return -1;
    } else {
        SET("capture.counts", "function(c) return c >= 1 end", P_CAPT_TYPE);
    }
    if (r_rows(c, 0) < 0 || r_chain(c, 0) < 0) return -1;
    return r_pickextra(c, V(P_MULTICAPT) != 0);
}

static int r_two_out(mg_conv *c)
{
    if (V(P_CAPT_DIR) != 1) NO(P_CAPT_DIR, "sow's two-out capture looks past the last pit sown (capt_dir SOW)");
    if (V(P_MULTICAPT)) NO(P_MULTICAPT, "sow's two-out capture takes one pit");
    if (V(P_PICKEXTRA)) NO(P_PICKEXTRA, "sow takes nothing extra with a two-out capture");
    SET("capture.kind", "\"two_out\"", P_CAPT_TYPE, P_CAPT_DIR);   /* basic tests and capt_side are ignored, as there */
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

static int r_capture(mg_conv *c)
{
    static const char *const slams[] = {"\"allowed\"", "\"illegal\"", "\"forfeit\""};
    int rc = 0;
    if (V(P_CROSSCAPT)) rc = r_cross(c);                 /* MancalaGames tests crosscapt first */
    else if (V(P_CAPT_TYPE) == 1) rc = r_next(c);
    else if (V(P_CAPT_TYPE) == 2) rc = r_two_out(c);
    else if (V(P_CAPT_TYPE)) NO(P_CAPT_TYPE, "sow has no such capture");
    else rc = r_count(c);
    if (rc < 0) return -1;
    if (V(P_GRANDSLAM) > 2) NO(P_GRANDSLAM, "sow's grand slam is allowed, illegal or captures nothing");
    SET("capture.grand_slam", slams[V(P_GRANDSLAM)], P_GRANDSLAM);
    if (V(P_CAPT_RTURN) == 2) NO(P_CAPT_RTURN, "sow's repeat turn on a capture has no limit");
    SET("extra_turn.capture", V(P_CAPT_RTURN) ? "true" : "false", P_CAPT_RTURN);
    return 0;
}

/* ---- children ------------------------------------------------------------ */

/* child_locs for children made in one set of rows: the rightmost pit of a
 * row, as its owner sees it, is sow's `not_last`. */
static int r_child_locs(mg_conv *c, int rows)
{
    int l = V(P_CHILD_LOCS);
    int opp_right = l == 7 || l == 8;         /* NO_OPP_LEFT (the maker's left), NOT_SYM_OPP includes it */
    if (l != 0 && l != 5 && l != 7 && l != 8) NO(P_CHILD_LOCS, "sow's children can only avoid the rightmost pit of a row or the pit symmetric to the opponent's");
    if ((l == 5 && rows == 1) || (opp_right && rows == 2)) {   /* the rule names a row the children are not made in */
        SET("children.not_last", "false", P_CHILD_LOCS, P_CHILD_RULE);
    } else if (l == 5 || opp_right) {
        if (rows == 0) NO(P_CHILD_LOCS, "with children in both rows sow's not_last spares both rows' rightmost pits");
        SET("children.not_last", "true", P_CHILD_LOCS, P_CHILD_RULE);
    }
    SET("children.not_symmetric", l == 8 ? "true" : "false", P_CHILD_LOCS);
    return 0;
}

static int r_children(mg_conv *c)
{
    static const char *const rows[] = {"\"any\"", "\"opponent\"", "\"own\""};
    char v[16];
    int t = V(P_CHILD_TYPE);
    mg_nofield(c, P_CHILD_TYPE, "nothing to express: no children (the default)");
    if (t == 0) return 0;
    if (t != 1 && t != 3) NO(P_CHILD_TYPE, "sow's children are tuzdik-like: made on a count, one store's");
    if (!V(P_STORES)) NO(P_STORES, "with children and no stores captures go into the children, which sow does not have");
    if (V(P_CHILD_CVT) < 1 || V(P_CHILD_CVT) > SOW_MAX_SEEDS) NO(P_CHILD_CVT, "expected a count 1..%d", SOW_MAX_SEEDS);
    if (V(P_CHILD_RULE) > 2) NO(P_CHILD_RULE, "sow's children are made in any row, the opponent's or one's own");
    snprintf(v, sizeof v, "{ %d }", V(P_CHILD_CVT));
    SET("children.counts", v, P_CHILD_TYPE, P_CHILD_CVT);
    SET("children.rows", rows[V(P_CHILD_RULE)], P_CHILD_RULE);
    SET("children.per_player", t == 3 ? "1" : "0", P_CHILD_TYPE);
    return r_child_locs(c, V(P_CHILD_RULE));
}

/* ---- rounds and the end of a game ---------------------------------------- */

static int r_rounds(mg_conv *c)
{
    static const char *const fills[] = {"\"outside\"", "\"left\"", "\"right\"", "\"outside\""};
    static const char *const starters[] = {"\"alternate\"", "\"loser\"", "\"winner\"", "\"last_mover\""};
    char v[16];
    if (V(P_ROUNDS) == 0) return 0;
    if (V(P_ROUNDS) > 2) NO(P_ROUNDS, "a sow round ends by the game's end rules only");
    if (V(P_START_PATTERN)) NO(P_START_PATTERN, "sow refills rounds from an equal deal");
    if (V(P_ROUND_FILL) > 3) NO(P_ROUND_FILL, "sow fills a round's pits from the left, the right or the outside in");
    if (V(P_GOAL_PARAM) > SOW_MAX_ROW) NO(P_GOAL_PARAM, "expected at most %d pits", SOW_MAX_ROW);
    SET("rounds", "{}", P_ROUNDS);
    SET("rounds.fill", fills[V(P_ROUND_FILL)], P_ROUND_FILL);   /* NOT_APPLICABLE: NewRound's fill order, outside in */
    SET("rounds.blocked", V(P_BLOCKS) ? "true" : "false", P_BLOCKS);
    SET("rounds.starter", starters[V(P_ROUND_STARTER)], P_ROUND_STARTER);
    snprintf(v, sizeof v, "%d", V(P_GOAL_PARAM) > 1 ? V(P_GOAL_PARAM) : 1);
    SET("rounds.needs", v, P_GOAL_PARAM);
    return 0;
}

/* goal MAX_SEEDS: more than half the seeds wins at once, unless a round
 * ends only when a player cannot move (rounds NO_MOVES). */
static int r_goal(mg_conv *c)
{
    if (V(P_GOAL)) NO(P_GOAL, "sow has no %s goal (only the most seeds, MAX_SEEDS)",
                      V(P_GOAL) == 1 ? "deprive" : V(P_GOAL) == 2 ? "territory" : V(P_GOAL) == 3 ? "clear"
                      : V(P_GOAL) == 10 ? "immobilize" : "round-tally");
    if (V(P_ROUNDS) == 2) {
        SET("finish.threshold", "0", P_GOAL, P_ROUNDS);
        return 0;
    }
    SET("finish.threshold", "\"majority\"", P_GOAL, P_ROUNDS);
    SET("finish.at_threshold", "\"stop\"", P_GOAL, P_ROUNDS);
    return 0;
}

/* Who takes the seeds left when a player cannot move (mustpass false),
 * when neither can (mustpass true), when no move feeds (mustshare). */
static int r_no_moves(mg_conv *c)
{
    static const char *const row[] = {"\"owners_take\"", "\"unclaimed\"", "\"last_mover_takes\"", "\"starved_takes\""};
    static const char *const both[] = {"\"owner\"", "\"unclaimed\"", NULL, NULL, "\"split\""};
    static const char *const feed[] = {"\"feeder_takes\"", "\"nobody\"", "\"starved_takes\"", "\"starved_takes\""};
    int u = V(P_UNCLAIMED);
    if (V(P_MUSTPASS)) {
        if (!both[u]) NO(P_UNCLAIMED, "with mustpass sow gives the seeds left to their owners, nobody, or both halves");
        SET("empty_row", "\"pass\"", P_MUSTPASS);
        SET("finish.no_moves", both[u], P_UNCLAIMED, P_MUSTPASS);
    } else {
        if (u > 3) NO(P_UNCLAIMED, "sow cannot divide the seeds left when a player cannot move");
        SET("empty_row", row[u], P_MUSTPASS, P_UNCLAIMED);
    }
    if (!V(P_MUSTSHARE)) {
        SET("feed.rule", "\"none\"", P_MUSTSHARE);
        return 0;
    }
    if (u > 3) NO(P_UNCLAIMED, "sow cannot divide the seeds left when no move feeds");
    SET("feed.rule", "\"reach\"", P_MUSTSHARE);
    SET("feed.unable", feed[u], P_MUSTSHARE, P_UNCLAIMED);
    return 0;
}

/* ---- all of them ------------------------------------------------------- */

typedef int (*mg_rule)(mg_conv *c);

int mg_map(mg_conv *c)
{
    static const mg_rule rules[] = {
        check_defaults, r_class, r_board, r_setup, r_first, r_moves, r_direction, r_stores,
        r_relay, r_capture, r_children, r_rounds, r_goal, r_no_moves, NULL
    };
    no_fields(c);
    for (int i = 0; rules[i]; i++)
        if (rules[i](c) < 0) return -1;
    return 0;
}
