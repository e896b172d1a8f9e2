/* import_mg.c - `sow import mancalagames`: one MancalaGames game config
 * (StoneShark/MancalaGames, GameProps/NAME.txt: a JSON object, then a text
 * section) read into its parameters, mapped to spec fields by
 * import_mg_rules.c, and written as a Lua spec that names, for every
 * parameter, the field it became. docs/import.md has the mapping table.
 *
 * The parameters, their defaults and the numbers of their enums are those
 * of MancalaGames' src/game_info.py (the GameInfo dataclass and its
 * IntEnums, commit 165ee250ffc7458c6e95ca2c8156f6a17527b4e7) and
 * src/game_constants.py; a value outside an enum is an error. */
#include "import_mg_internal.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- the enums of src/game_info.py, by value ------------------------------- */

typedef struct {
    int lo;                      /* the value of names[0] */
    const char *const *names;    /* NULL-terminated; "" for an unused value */
} mg_enum;

#define E(id, lo, ...) static const char *const id##_n[] = {__VA_ARGS__, NULL}; \
    static const mg_enum id = {lo, id##_n}
E(e_goal, 0, "MAX_SEEDS", "DEPRIVE", "TERRITORY", "CLEAR", "RND_WIN_COUNT_MAX", "RND_SEED_COUNT",
  "RND_EXTRA_SEEDS", "RND_POINTS", "RND_WIN_COUNT_CLR", "RND_WIN_COUNT_DEP", "IMMOBILIZE", "RND_WIN_COUNT_IMB");
E(e_end_cond, 0, "NO_ADDTL", "CLEARED_OWN", "CLEARED_OPP", "SEEDS_LIMIT", "HOLE_SEED_LIMIT");
E(e_rounds, 0, "NO_ROUNDS", "HALF_SEEDS", "NO_MOVES", "END_S_SEEDS", "END_2S_SEEDS");
E(e_round_starter, 0, "ALTERNATE", "LOSER", "WINNER", "LAST_MOVER");
E(e_round_fill, 0, "NOT_APPLICABLE", "LEFT_FILL", "RIGHT_FILL", "OUTSIDE_FILL", "EVEN_FILL", "SHORTEN",
  "UCHOOSE", "UMOVE", "UCHOWN", "SHORTEN_ALL", "LOSER_ONLY", "TERR_EX_RANDOM", "TERR_EX_LOSER", "TERR_EX_EMPTY");
E(e_start_pattern, 0, "ALL_EQUAL", "GAMACHA", "ALTERNATES", "ALTS_WITH_1", "CLIPPEDTRIPLES", "TWOEMPTY",
  "RANDOM", "ALTS_SPLIT", "RIGHTMOST_PLUS_ONE", "MOVE_RIGHTMOST", "MOVE_RANDOM", "NO_REPEAT_SOW_OWN",
  "RANDOM_ZEROS", "AZIGO");
E(e_prescribed, 0, "NONE", "BASIC_SOWER", "MLAPS_SOWER", "SOW1OPP", "PLUS1MINUS1", "ARNGE_LIMIT",
  "NO_UDIR_FIRSTS");
E(e_seeds, 0, "HOLE_OWNER", "DONT_SCORE", "LAST_MOVER", "UNFED_PLAYER", "DIVVIED");
E(e_play_locs, 0, "BOARD_ONLY", "BRD_OWN_STR_ALL", "BRD_OWN_STR_CHS");
E(e_allow_rule, 0, "NONE", "OPP_OR_EMPTY", "SINGLE_TO_ZERO", "SINGLE_ONLY_ALL", "SINGLE_ALL_TO_ZERO",
  "TWO_ONLY_ALL", "TWO_ONLY_ALL_RIGHT", "FIRST_TURN_ONLY_RIGHT_TWO", "RIGHT_2_1ST_THEN_ALL_TWO",
  "MOVE_ALL_HOLES_FIRST", "NOT_XFROM_1S", "OCCUPIED", "RIGHT_HALF_FIRSTS", "RIGHT_HALF_1ST_OPE");
E(e_direct, -1, "CW", "SPLIT", "CCW", "PLAYALTDIR", "EVEN_ODD_DIR", "TOCENTER");
E(e_sow_stores, 0, "NEITHER", "OWN", "BOTH", "OWN_NR", "BOTH_NR", "BOTH_NR_OWN", "BOTH_NR_OPP");
E(e_lap_sower, 0, "OFF", "LAPPER", "LAPPER_NEXT");
E(e_lap_cont, 0, "NONE", "ON_PARAM", "GREQ_PARAM", "OWN_SIDE", "OPP_SIDE", "VISIT_OPP", "STOP_STORE",
  "NOT_FROM_STORE");
E(e_child_type, 0, "NOCHILD", "NORMAL", "", "ONE_CHILD", "WEG", "BULL", "QUR", "RAM");
E(e_child_rule, 0, "NONE", "OPP_SIDE_ONLY", "OWN_SIDE_ONLY", "OPPS_ONLY_NOT_1ST", "OPP_OWNER_ONLY",
  "OWN_OWNER_ONLY", "NOT_1ST_OPP");
E(e_child_locs, 0, "ANYWHERE", "ENDS_ONLY", "NO_ENDS", "INV_ENDS_PLUS_MID", "ENDS_PLUS_ONE_OPP",
  "NO_OWN_RIGHT", "NO_OPP_RIGHT", "NO_OPP_LEFT", "NOT_SYM_OPP", "NOT_FACING", "ENDS_PLUS_ALL_OPP",
  "FIXED_ONE_RIGHT");
E(e_presowcapt, 0, "NONE", "CAPT_ONE", "ALL_SINGLE_XCAPT", "DRAW_1_XCAPT");
E(e_sow_rule, 0, "NONE", "SOW_BLKD_DIV", "SOW_BLKD_DIV_NR", "OWN_SOW_CAPT_ALL", "SOW_CAPT_ALL",
  "NO_SOW_OPP_NS", "CHANGE_DIR_LAP", "MAX_SOW", "LAP_CAPT", "NO_OPP_CHILD", "LAP_CAPT_OPP_GETS",
  "OPP_CHILD_ONLY1", "LAP_CAPT_SEEDS", "NO_CHILDREN");
E(e_capt_dir, 0, "OPP_SOW", "SOW", "BOTH");
E(e_capt_side, 0, "BOTH", "OPP_SIDE", "OWN_SIDE", "OPP_CONT", "OWN_CONT", "OPP_TERR", "OWN_TERR");
E(e_capt_type, 0, "NONE", "NEXT", "TWO_OUT", "MATCH_OPP", "SINGLETONS", "CAPT_OPP_1CCW", "PASS_STORE_CAPT",
  "PULL_ACROSS", "END_OPP_STORE_CAPT", "SANDWICH_CAPT");
E(e_xcapt, 0, "NONE", "ONE_ZEROS", "ANY", "ONE_ANY");
E(e_xcpickown, 0, "LEAVE", "PICK_ON_CAPT", "ALWAYS_PICK");
E(e_pickextra, 0, "NONE", "PICKCROSS", "PICKOPPBASIC", "PICKLASTSEEDS", "PICK2XLASTSEEDS", "PICKFINAL",
  "PICKCROSSMULT");
E(e_grandslam, 0, "LEGAL", "NOT_LEGAL", "NO_CAPT", "OPP_GETS_REMAIN", "LEAVE_LEFT", "LEAVE_RIGHT",
  "LEGAL_SHARE");
E(e_capt_rturn, 0, "NO_REPEAT", "ALWAYS", "ONCE");
#undef E

/* ---- the parameters: one row each, in mg_pid order ------------------------ */

typedef enum { K_INT, K_BOOL, K_ENUM, K_LIST, K_TEXT } mg_kind;

typedef struct {
    const char *name;
    mg_kind kind;
    const mg_enum *e;            /* K_ENUM (an int or true/false in the file) */
    int def;                     /* GameInfo's default (K_TEXT, K_LIST: none) */
    int constants;               /* in game_constants, not game_info */
} mg_param;

static const mg_param params[P__COUNT] = {
    [P_HOLES] = {"holes", K_INT, NULL, -1, 1},
    [P_NBR_START] = {"nbr_start", K_INT, NULL, -1, 1},
    [P_NAME] = {"name", K_TEXT, NULL, 0, 0},
    [P_HELP_FILE] = {"help_file", K_TEXT, NULL, 0, 0},
    [P_ABOUT] = {"about", K_TEXT, NULL, 0, 0},
    [P_GOAL] = {"goal", K_ENUM, &e_goal, 0, 0},
    [P_END_COND] = {"end_cond", K_ENUM, &e_end_cond, 0, 0},
    [P_END_PARAM] = {"end_param", K_INT, NULL, 0, 0},
    [P_MUSTPASS] = {"mustpass", K_BOOL, NULL, 0, 0},
    [P_ROUNDS] = {"rounds", K_ENUM, &e_rounds, 0, 0},
    [P_ROUND_STARTER] = {"round_starter", K_ENUM, &e_round_starter, 0, 0},
    [P_ROUND_FILL] = {"round_fill", K_ENUM, &e_round_fill, 0, 0},
    [P_NO_SIDES] = {"no_sides", K_BOOL, NULL, 0, 0},
    [P_STORES] = {"stores", K_BOOL, NULL, 0, 0},
    [P_START_PATTERN] = {"start_pattern", K_ENUM, &e_start_pattern, 0, 0},
    [P_PRESCRIBED] = {"prescribed", K_ENUM, &e_prescribed, 0, 0},
    [P_UNCLAIMED] = {"unclaimed", K_ENUM, &e_seeds, 0, 0},
    [P_QUITTER] = {"quitter", K_ENUM, &e_seeds, 4, 0},
    [P_PLAY_LOCS] = {"play_locs", K_ENUM, &e_play_locs, 0, 0},
    [P_MIN_MOVE] = {"min_move", K_INT, NULL, 1, 0},
    [P_ALLOW_RULE] = {"allow_rule", K_ENUM, &e_allow_rule, 0, 0},
    [P_MUSTSHARE] = {"mustshare", K_BOOL, NULL, 0, 0},
    [P_SOW_DIRECT] = {"sow_direct", K_ENUM, &e_direct, 1, 0},
    [P_SOW_START] = {"sow_start", K_BOOL, NULL, 0, 0},
    [P_MOVE_ONE] = {"move_one", K_BOOL, NULL, 0, 0},
    [P_SKIP_START] = {"skip_start", K_BOOL, NULL, 0, 0},
    [P_SOW_STORES] = {"sow_stores", K_ENUM, &e_sow_stores, 0, 0},
    [P_BLOCKS] = {"blocks", K_BOOL, NULL, 0, 0},
    [P_MLAPS] = {"mlaps", K_ENUM, &e_lap_sower, 0, 0},
    [P_MLAP_CONT] = {"mlap_cont", K_ENUM, &e_lap_cont, 0, 0},
    [P_MLAP_PARAM] = {"mlap_param", K_INT, NULL, 0, 0},
    [P_CHILD_CVT] = {"child_cvt", K_INT, NULL, 0, 0},
    [P_CHILD_TYPE] = {"child_type", K_ENUM, &e_child_type, 0, 0},
    [P_CHILD_RULE] = {"child_rule", K_ENUM, &e_child_rule, 0, 0},
    [P_CHILD_LOCS] = {"child_locs", K_ENUM, &e_child_locs, 0, 0},
    [P_GOAL_PARAM] = {"goal_param", K_INT, NULL, 0, 0},
    [P_PRESOWCAPT] = {"presowcapt", K_ENUM, &e_presowcapt, 0, 0},
    [P_SOW_RULE] = {"sow_rule", K_ENUM, &e_sow_rule, 0, 0},
    [P_SOW_PARAM] = {"sow_param", K_INT, NULL, 0, 0},
    [P_UDIR_HOLES] = {"udir_holes", K_LIST, NULL, 0, 0},
    [P_CAPT_DIR] = {"capt_dir", K_ENUM, &e_capt_dir, 0, 0},
    [P_CAPT_SIDE] = {"capt_side", K_ENUM, &e_capt_side, 0, 0},
    [P_MOVEUNLOCK] = {"moveunlock", K_BOOL, NULL, 0, 0},
    [P_EVENS] = {"evens", K_BOOL, NULL, 0, 0},
    [P_CAPT_MIN] = {"capt_min", K_INT, NULL, 0, 0},
    [P_CAPT_MAX] = {"capt_max", K_INT, NULL, 0, 0},
    [P_NOSINGLECAPT] = {"nosinglecapt", K_BOOL, NULL, 0, 0},
    [P_NOCAPTMOVES] = {"nocaptmoves", K_INT, NULL, 0, 0},
    [P_CAPT_TYPE] = {"capt_type", K_ENUM, &e_capt_type, 0, 0},
    [P_CROSSCAPT] = {"crosscapt", K_ENUM, &e_xcapt, 0, 0},
    [P_XC_SOWN] = {"xc_sown", K_BOOL, NULL, 0, 0},
    [P_XCPICKOWN] = {"xcpickown", K_ENUM, &e_xcpickown, 0, 0},
    [P_PICKEXTRA] = {"pickextra", K_ENUM, &e_pickextra, 0, 0},
    [P_MULTICAPT] = {"multicapt", K_INT, NULL, 0, 0},
    [P_GRANDSLAM] = {"grandslam", K_ENUM, &e_grandslam, 0, 0},
    [P_CAPT_RTURN] = {"capt_rturn", K_ENUM, &e_capt_rturn, 0, 0},
    [P_CAPT_ON] = {"capt_on", K_LIST, NULL, 0, 0},
};

const char *mg_param_name(int p) { return params[p].name; }

static const char *enum_name(const mg_enum *e, int v)
{
    int n = 0;
    while (e->names[n]) n++;
    if (v < e->lo || v >= e->lo + n || !e->names[v - e->lo][0]) return NULL;
    return e->names[v - e->lo];
}

static void append(char *buf, size_t cap, const char *sep, const char *s)
{
    size_t n = strlen(buf);
    if (n + 1 >= cap) return;
    snprintf(buf + n, cap - n, "%s%s", n ? sep : "", s);
}

/* ---- messages ----------------------------------------------------------- */

int mg_fail(mg_conv *c, int p, const char *fmt, ...)
{
    va_list ap;
    memset(c->err, 0, sizeof *c->err);
    snprintf(c->err->file, sizeof c->err->file, "%s", c->src);
    if (p >= 0) snprintf(c->err->field, sizeof c->err->field, "%s", params[p].name);
    va_start(ap, fmt);
    vsnprintf(c->err->msg, sizeof c->err->msg, fmt, ap);
    va_end(ap);
    return -1;
}

void mg_describe(const mg_conv *c, int p, char *buf, size_t cap)
{
    const mg_param *d = &params[p];
    size_t n = (size_t)snprintf(buf, cap, "%s = ", d->name);
    if (d->kind == K_LIST) {
        n += (size_t)snprintf(buf + n, n < cap ? cap - n : 0, "[");
        for (int i = 0; i < c->v[p]; i++)
            n += (size_t)snprintf(buf + n, n < cap ? cap - n : 0, "%s%d", i ? ", " : "", c->list[p][i]);
        n += (size_t)snprintf(buf + n, n < cap ? cap - n : 0, "]");
    } else if (d->kind == K_BOOL) {
        n += (size_t)snprintf(buf + n, n < cap ? cap - n : 0, "%s", c->v[p] ? "true" : "false");
    } else if (d->kind == K_TEXT) {
        n += (size_t)snprintf(buf + n, n < cap ? cap - n : 0, p == P_NAME ? "\"%.60s\"" : "(text)", c->name);
    } else {
        n += (size_t)snprintf(buf + n, n < cap ? cap - n : 0, "%d", c->v[p]);
        if (d->kind == K_ENUM)
            n += (size_t)snprintf(buf + n, n < cap ? cap - n : 0, " (%s", enum_name(d->e, c->v[p]));
    }
    if (!c->given[p] && d->kind != K_TEXT)
        n += (size_t)snprintf(buf + n, n < cap ? cap - n : 0, d->kind == K_ENUM ? ", default" : " (default");
    if (d->kind == K_ENUM || (!c->given[p] && d->kind != K_TEXT))
        snprintf(buf + n, n < cap ? cap - n : 0, ")");
}

int mg_unsupported(mg_conv *c, int p, const char *fmt, ...)
{
    char what[256], why[256];
    va_list ap;
    mg_describe(c, p, what, sizeof what);
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    return mg_fail(c, p, "parameter %s: %s", what, why);
}

void mg_note(mg_conv *c, const char *path, const char *text)
{
    for (int i = 0; i < c->nf; i++)
        if (!strcmp(c->f[i].path, path)) append(c->f[i].why, sizeof c->f[i].why, "; ", text);
}

void mg_nofield(mg_conv *c, int p, const char *why)
{
    c->nofield[p] = why;
}

/* ---- the fields ---------------------------------------------------------- */

/* Every field the importer writes, in the order written, with the sow
 * default (docs/spec-format.md): a value equal to it is not written. */
static const struct { const char *path, *def; } order[] = {
    {"name", NULL}, {"board.row", NULL}, {"board.track", "\"circle\""},
    {"setup.deal", "\"equal\""}, {"setup.total", NULL}, {"setup.min", "0"}, {"setup.layout", NULL}, {"setup.starter_view", "false"},
    {"first", "\"south\""}, {"start", "\"any\""}, {"min_seeds", "1"}, {"singletons", "\"any\""},
    {"allow", "\"any\""}, {"play_from", "\"own_row\""}, {"no_return", "false"},
    {"sow.direction", "\"ccw\""}, {"sow.against", "false"}, {"sow.either_way", "false"}, {"sow.origin", "\"sow\""}, {"sow.first_seed", "\"next\""},
    {"sow.first_chooses", "false"}, {"sow.opponent_takes", "0"}, {"sow.by_parity", "\"none\""}, {"sow.stores", "\"none\""}, {"sow.relay", "false"}, {"sow.relay_from", "\"landing\""},
    {"sow.skip_opponent", NULL}, {"sow.close", NULL}, {"sow.max_seeds", NULL},      /* sow_rule values */
    {"sow.relay_stops", "\"none\""}, {"sow.relay_turns", "false"}, {"sow.relay_rows", "\"any\""},
    {"sow.bear_off", "false"},
    {"sow.relay_needs_opponent", "false"},                                          /* feat-sow2 */
    {"sow.relay_store", "false"},                                                  /* feat-relay3 */
    {"capture.kind", "\"count\""}, {"capture.counts", NULL}, {"capture.rows", "\"any\""},
    {"capture.two_out_last", "\"occupied\""}, {"capture.next_tests", "\"next\""}, {"capture.chain", "\"none\""}, {"capture.opposite", "false"}, {"capture.take_sown", "\"never\""},
    {"capture.max_pits", "0"}, {"capture.grand_slam", "\"allowed\""},
    {"capture.while_sowing", NULL}, {"capture.after", "0"}, {"capture.needs_child", "false"},
    {"capture.cross_sown", "false"}, {"capture.chain_along", "\"move\""}, {"capture.child_stops_chain", "false"},
    {"capture.opponent_store", "false"}, {"capture.each_lap", "\"none\""},
    {"capture.each_lap_sows", "false"},                                             /* feat-sow2 */
    {"capture.before_sowing", "\"none\""}, {"capture.chain_rows", "\"rows\""}, {"capture.not_from_single", "false"},
    {"capture.take_also", "0"},                                      /* q1 group: PICKOPPBASIC */
    {"capture.pass_store", "false"},
    {"extra_turn.store", "false"}, {"extra_turn.capture", "false"}, {"extra_turn.while_sowing", "true"},
    {"extra_turn.capture_once", "false"},
    {"children.counts", NULL}, {"children.rows", "\"opponent\""}, {"children.per_player", "0"},
    {"children.not_last", "false"}, {"children.not_symmetric", "false"}, {"children.not_facing", "false"},
    {"children.pair", "false"}, {"children.pits", NULL}, {"children.skipped", "\"none\""},
    {"children.keep", "false"}, {"children.raid", "0"}, {"children.across", "false"},
    {"children.by_owner", "false"},
    {"rounds", NULL}, {"rounds.fill", "\"left\""}, {"rounds.blocked", "true"},
    {"rounds.starter", "\"loser\""}, {"rounds.needs", "1"}, {"rounds.tie_starter", "\"other\""}, {"rounds.territory", NULL},
    {"rounds.openings", "\"game\""},
    {"rounds.wins", NULL}, {"rounds.chooser_fill", NULL},
    {"rounds.points", NULL},
    {"feed.rule", "\"none\""}, {"feed.unable", "\"starved_takes\""},
    {"empty_row", "\"pass\""},
    {"finish.board_empty", "true"}, {"finish.threshold", "0"}, {"finish.at_threshold", "\"play_on\""},
    {"finish.no_moves", "\"gap\""}, {"finish.goal", "\"most\""}, {"finish.few_left", "0"}, {"finish.few_left_to", "\"mover\""},
    {"finish.mover_row_empty", NULL}, {"finish.opponent_row_empty", NULL}, {"finish.no_move_loses", "false"},
    {"opening", "\"none\""}, {"first_from", "false"}, {"first_from_sowings", NULL}, {"allow_after", "0"},
    {"first_from_rightmost", NULL},                                  /* q1 group: OnlyRightTwo */
    {"shunned", "0"}, {"shunned_rightmost", "false"},
    {NULL, NULL}
};

static int field_index(const char *path)
{
    for (int i = 0; order[i].path; i++)
        if (!strcmp(order[i].path, path)) return i;
    return -1;
}


int mg_set(mg_conv *c, const char *path, const char *value, ...)
{
    int idx = field_index(path);
    if (idx < 0 || c->nf >= MG_FIELDS_MAX) return mg_fail(c, -1, "internal: unknown field %s", path);
    int is_default = order[idx].def && !strcmp(order[idx].def, value);
    char shown[96];
    snprintf(shown, sizeof shown, "%.60s%s", path, is_default ? " (default)" : "");
    mg_field *f = NULL;
    if (!is_default) {
        for (int i = 0; i < c->nf; i++)
            if (!strcmp(c->f[i].path, path)) f = &c->f[i];
        if (!f) f = &c->f[c->nf++];
        f->path = order[idx].path;
        snprintf(f->value, sizeof f->value, "%s", value);
    }
    va_list ap;
    va_start(ap, value);
    for (int p = va_arg(ap, int); p >= 0; p = va_arg(ap, int)) {
        if (!strstr(c->became[p], shown)) append(c->became[p], sizeof c->became[p], ", ", shown);
        if (f) {
            char d[256];
            mg_describe(c, p, d, sizeof d);
            if (!strstr(f->why, d)) append(f->why, sizeof f->why, "; ", d);
        }
    }
    va_end(ap);
    return 0;
}

/* ---- open questions --------------------------------------------------------- */

static int is_word(const char *s, const char *extra)
{
    if (!*s) return 0;
    for (; *s; s++)
        if (!isalnum((unsigned char)*s) && !strchr(extra, *s)) return 0;
    return 1;
}

static void lua_string(sow_text *t, const char *s);

int mg_open(mg_conv *c, const char *id, const char *text, ...)
{
    if (c->nopen >= MG_OPEN_MAX || !is_word(id, "._-") || strlen(id) >= 64 || strlen(text) >= 256)
        return mg_fail(c, -1, "internal: bad open question %.64s", id);
    sow_text t = sow_text_new();
    sow_text_add(&t, "  open { id = \"%s\", ", id);
    lua_string(&t, text);
    va_list ap;
    va_start(ap, text);
    int n = 0, bad = 0;
    for (const char *kw = va_arg(ap, const char *); kw; kw = va_arg(ap, const char *), n++) {
        const char *patch = va_arg(ap, const char *);
        if (!patch) {                        /* a keyword without its patch: the list ended early */
            bad = 1;
            break;
        }
        bad |= !is_word(kw, "_-") || n >= SOW_MAX_READINGS;
        if (!bad) sow_text_add(&t, ",\n    { \"%s\", %s }", kw, patch);
    }
    va_end(ap);
    sow_text_add(&t, " },\n");
    bad |= n < 1 || t.failed || strlen(t.s) >= MG_OPEN_LEN;
    if (!bad) snprintf(c->open[c->nopen++], MG_OPEN_LEN, "%s", t.s);
    sow_text_free(&t);
    return bad ? mg_fail(c, -1, "internal: bad readings of open question %s", id) : 0;
}

/* ---- reading the config -------------------------------------------------- */

static int read_value(mg_conv *c, int p, json_t *v)
{
    const mg_param *d = &params[p];
    c->given[p] = 1;
    if (d->kind == K_TEXT) {
        if (!json_is_string(v)) return mg_fail(c, p, "parameter %s: expected a string", d->name);
        if (p == P_NAME) snprintf(c->name, sizeof c->name, "%s", json_string_value(v));
        return 0;
    }
    if (d->kind == K_LIST) {
        size_t i;
        json_t *x;
        if (!json_is_array(v) || json_array_size(v) > MG_LIST_MAX)
            return mg_fail(c, p, "parameter %s: expected a list of at most %d integers", d->name, MG_LIST_MAX);
        json_array_foreach(v, i, x) {
            if (!json_is_integer(x) || json_integer_value(x) < 0 || json_integer_value(x) > 255)
                return mg_fail(c, p, "parameter %s: expected a list of integers 0..255", d->name);
            c->list[p][i] = (int)json_integer_value(x);
        }
        c->v[p] = (int)json_array_size(v);
        return 0;
    }
    if (json_is_boolean(v) && d->kind != K_INT) {
        c->v[p] = json_is_true(v);
    } else if (json_is_integer(v) && json_integer_value(v) >= -1000 && json_integer_value(v) <= 1000) {
        c->v[p] = (int)json_integer_value(v);
    } else {
        return mg_fail(c, p, "parameter %s: expected %s", d->name,
                    d->kind == K_BOOL ? "true or false" : "an integer");
    }
    if (d->kind == K_BOOL && c->v[p] != 0 && c->v[p] != 1)
        return mg_fail(c, p, "parameter %s = %d: expected true or false", d->name, c->v[p]);
    if (d->kind == K_ENUM && !enum_name(d->e, c->v[p]))
        return mg_fail(c, p, "parameter %s = %d: unknown value (not in MancalaGames' enum in src/game_info.py)",
                    d->name, c->v[p]);
    return 0;
}

static int find_param(const char *key, int constants)
{
    for (int p = 0; p < P__COUNT; p++)
        if (params[p].constants == constants && !strcmp(params[p].name, key)) return p;
    return -1;
}

static int read_section(mg_conv *c, json_t *root, const char *sec, int constants)
{
    json_t *obj = json_object_get(root, sec), *v;
    const char *key;
    if (!obj) return mg_fail(c, -1, "no %s object: not a MancalaGames game config", sec);
    if (!json_is_object(obj)) return mg_fail(c, -1, "%s: expected a JSON object", sec);
    json_object_foreach(obj, key, v) {
        int p = find_param(key, constants);
        if (p < 0)
            return mg_fail(c, -1, "unknown parameter %s.%s (not a field of MancalaGames' %s)", sec, key,
                        constants ? "GameConsts" : "GameInfo");
        if (read_value(c, p, v) < 0) return -1;
    }
    return 0;
}

static int read_config(mg_conv *c, const char *buf, size_t len)
{
    json_error_t je;
    json_t *root = json_loadb(buf, len, JSON_DISABLE_EOF_CHECK, &je);
    if (!root) return mg_fail(c, -1, "bad JSON at line %d, column %d: %s", je.line, je.column, je.text);
    int rc = -1;
    json_t *cls = json_object_get(root, "game_class");
    if (!json_is_object(root)) {
        mg_fail(c, -1, "bad JSON: expected an object at the top");
    } else if (cls && !json_is_string(cls)) {
        mg_fail(c, -1, "game_class: expected a string");
    } else if (read_section(c, root, "game_constants", 1) == 0 && read_section(c, root, "game_info", 0) == 0) {
        snprintf(c->game_class, sizeof c->game_class, "%s", cls ? json_string_value(cls) : "Mancala");
        rc = 0;
    }
    json_decref(root);
    if (rc < 0) return -1;
    if (!c->given[P_HOLES]) return mg_fail(c, P_HOLES, "missing parameter game_constants.holes");
    if (!c->given[P_NBR_START]) return mg_fail(c, P_NBR_START, "missing parameter game_constants.nbr_start");
    return 0;
}

/* ---- writing the spec ----------------------------------------------------- */

static void lua_string(sow_text *t, const char *s)
{
    sow_text_add(t, "\"");
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\') sow_text_add(t, "\\%c", ch);
        else if (ch < 0x20 || ch == 0x7f) sow_text_add(t, "\\%03d", ch);
        else sow_text_add(t, "%c", ch);
    }
    sow_text_add(t, "\"");
}

/* A comment's text: no line breaks, which would end it. */
static void comment(sow_text *t, const char *s)
{
    for (; *s; s++) sow_text_add(t, "%c", (*s == '\n' || *s == '\r') ? ' ' : *s);
}

static void write_header(const mg_conv *c, sow_text *t)
{
    char d[256];
    sow_text_add(t, "-- Imported by `sow import mancalagames` from ");
    comment(t, c->src);
    sow_text_add(t, "\n-- (MancalaGames game \"");
    comment(t, c->name);
    sow_text_add(t, "\"). MancalaGames (github.com/StoneShark/MancalaGames, GPL-3.0)\n"
                    "-- describes a game by parameters; their numbers are those of its src/game_info.py.\n"
                    "-- Every parameter and the sow field it became (docs/import.md has the table):\n");
    for (int p = 0; p < P__COUNT; p++) {
        mg_describe(c, p, d, sizeof d);
        sow_text_add(t, "--   ");
        comment(t, d);
        sow_text_add(t, " -> ");
        if (c->became[p][0]) comment(t, c->became[p]);
        else comment(t, c->nofield[p] ? c->nofield[p] : "no sow field");
        sow_text_add(t, "\n");
    }
}

static const mg_field *get(const mg_conv *c, const char *path)
{
    for (int i = 0; i < c->nf; i++)
        if (!strcmp(c->f[i].path, path)) return &c->f[i];
    return NULL;
}

/* One line "  key = value, -- why", indented by depth. */
static void write_field(sow_text *t, const mg_field *f, int depth)
{
    const char *key = strrchr(f->path, '.');
    key = key ? key + 1 : f->path;
    sow_text_add(t, "%*s%s = %s,", 2 * depth, "", key, f->value);
    if (f->why[0]) {
        sow_text_add(t, "  -- ");
        comment(t, f->why);
    }
    sow_text_add(t, "\n");
}

static void write_body(const mg_conv *c, sow_text *t)
{
    char section[32] = "";
    sow_text_add(t, "return {\n");
    for (int i = 0; order[i].path; i++) {
        const mg_field *f = get(c, order[i].path);
        const char *dot = strchr(order[i].path, '.');
        size_t slen = dot ? (size_t)(dot - order[i].path) : 0;
        if (section[0] && (!dot || strncmp(section, order[i].path, slen) || section[slen])) {
            sow_text_add(t, "  },\n");
            section[0] = 0;
        }
        if (!f) continue;
        if (!strcmp(f->path, "rounds")) {   /* the section itself: rounds are on */
            snprintf(section, sizeof section, "rounds");
            sow_text_add(t, "  rounds = {  -- ");
            comment(t, f->why);
            sow_text_add(t, "\n");
            continue;
        }
        if (dot && !section[0]) {
            snprintf(section, sizeof section, "%.*s", (int)slen, order[i].path);
            sow_text_add(t, "  %s = {\n", section);
        }
        write_field(t, f, dot ? 2 : 1);
    }
    if (section[0]) sow_text_add(t, "  },\n");
    for (int i = 0; i < c->nopen; i++) sow_text_add(t, "%s", c->open[i]);
    sow_text_add(t, "}\n");
}

/* ---- the entry points ---------------------------------------------------- */

static int set_name(mg_conv *c)
{
    sow_text t = sow_text_new();
    if (!c->given[P_NAME]) snprintf(c->name, sizeof c->name, "Mancala");   /* GameInfo's default */
    if (!c->name[0]) return mg_fail(c, P_NAME, "parameter name: empty");
    lua_string(&t, c->name);
    int rc = t.failed ? mg_fail(c, -1, "out of memory") : mg_set(c, "name", t.s, P_NAME, -1);
    sow_text_free(&t);
    return rc;
}

int sow_import_mg(const char *src, const char *buf, size_t len, char **lua, char name[SOW_NAME_LEN],
                  sow_error *err)
{
    mg_conv *c = calloc(1, sizeof *c);
    if (!c) {
        memset(err, 0, sizeof *err);
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return -1;
    }
    c->src = src;
    c->err = err;
    for (int p = 0; p < P__COUNT; p++) c->v[p] = params[p].kind == K_LIST ? 0 : params[p].def;
    int rc = -1;
    if (read_config(c, buf, len) == 0 && set_name(c) == 0 && mg_map(c) == 0) {
        sow_text t = sow_text_new();
        write_header(c, &t);
        write_body(c, &t);
        *lua = t.failed || !t.s ? NULL : strdup(t.s);
        sow_text_free(&t);
        snprintf(name, SOW_NAME_LEN, "%s", c->name);
        rc = *lua ? 0 : mg_fail(c, -1, "out of memory");
    }
    free(c);
    return rc;
}

int sow_import_mg_file(const char *path, char **lua, char name[SOW_NAME_LEN], sow_error *err)
{
    char *buf;
    size_t len;
    if (sow_read_file(path, 4u << 20, &buf, &len, err) < 0) return -1;
    int rc = sow_import_mg(path, buf, len, lua, name, err);
    free(buf);
    return rc;
}

static int io_fail(sow_error *err, const char *path, const char *what)
{
    memset(err, 0, sizeof *err);
    snprintf(err->file, sizeof err->file, "%s", path);
    snprintf(err->msg, sizeof err->msg, "%s: %s", what, strerror(errno));
    return -1;
}

int sow_import_write(const char *path, const char *text, int check, sow_error *err)
{
    char tmp[SOW_TEXT_LEN * 2];
    const char *slash = strrchr(path, '/');
    int dlen = slash ? (int)(slash - path) : 1;
    if (snprintf(tmp, sizeof tmp, "%.*s/.%s.XXXXXX", dlen, slash ? path : ".", slash ? slash + 1 : path)
        >= (int)sizeof tmp) {
        errno = ENAMETOOLONG;
        return io_fail(err, path, "cannot write");
    }
    int fd = mkstemp(tmp);
    if (fd < 0) return io_fail(err, path, "cannot create a temporary file beside it");
    size_t n = strlen(text), done = 0;
    while (done < n) {
        ssize_t w = write(fd, text + done, n - done);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) {
            close(fd);
            unlink(tmp);
            return io_fail(err, path, "cannot write");
        }
        done += (size_t)w;
    }
    if (fchmod(fd, 0644) != 0 || close(fd) != 0) {
        unlink(tmp);
        return io_fail(err, path, "cannot write");
    }
    if (check) {
        sow_rules *r = sow_xmalloc(sizeof *r);
        int bad = sow_spec_load(tmp, NULL, 0, r, err);
        free(r);
        if (bad) {
            char msg[sizeof err->msg];
            snprintf(msg, sizeof msg, "the spec written does not load: %.100s%s%.360s", err->field,
                     err->field[0] ? ": " : "", err->msg);
            snprintf(err->msg, sizeof err->msg, "%s", msg);
            snprintf(err->file, sizeof err->file, "%s", path);
            unlink(tmp);
            return -1;
        }
    }
    if (rename(tmp, path) != 0) {
        int e = errno;
        unlink(tmp);
        errno = e;
        return io_fail(err, path, "cannot rename the temporary file to it");
    }
    return 0;
}
