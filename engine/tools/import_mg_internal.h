/* import_mg_internal.h - shared by the MancalaGames importer's files:
 * the parameters as read (import_mg.c) and the rules that map them to
 * spec fields (import_mg_rules.c). */
#ifndef SOW_IMPORT_MG_INTERNAL_H
#define SOW_IMPORT_MG_INTERNAL_H

#include "sow_tools.h"

/* MancalaGames' parameters: game_constants (holes, nbr_start) and every
 * field of its GameInfo dataclass (src/game_info.py), in this order. */
typedef enum {
    P_HOLES, P_NBR_START,
    P_NAME, P_HELP_FILE, P_ABOUT,
    P_GOAL, P_END_COND, P_END_PARAM, P_MUSTPASS, P_ROUNDS, P_ROUND_STARTER, P_ROUND_FILL,
    P_NO_SIDES, P_STORES, P_START_PATTERN, P_PRESCRIBED, P_UNCLAIMED, P_QUITTER,
    P_PLAY_LOCS, P_MIN_MOVE, P_ALLOW_RULE, P_MUSTSHARE,
    P_SOW_DIRECT, P_SOW_START, P_MOVE_ONE, P_SKIP_START, P_SOW_STORES, P_BLOCKS,
    P_MLAPS, P_MLAP_CONT, P_MLAP_PARAM, P_CHILD_CVT, P_CHILD_TYPE, P_CHILD_RULE, P_CHILD_LOCS,
    P_GOAL_PARAM, P_PRESOWCAPT, P_SOW_RULE, P_SOW_PARAM, P_UDIR_HOLES,
    P_CAPT_DIR, P_CAPT_SIDE, P_MOVEUNLOCK, P_EVENS, P_CAPT_MIN, P_CAPT_MAX, P_NOSINGLECAPT,
    P_NOCAPTMOVES, P_CAPT_TYPE, P_CROSSCAPT, P_XC_SOWN, P_XCPICKOWN, P_PICKEXTRA,
    P_MULTICAPT, P_GRANDSLAM, P_CAPT_RTURN, P_CAPT_ON,
    P__COUNT
} mg_pid;

enum { MG_LIST_MAX = 64, MG_FIELDS_MAX = 64, MG_VALUE_LEN = 640, MG_WHY_LEN = 512, MG_OPEN_MAX = 8, MG_OPEN_LEN = 2048 };

typedef struct {
    const char *path;            /* "sow.direction" */
    char value[MG_VALUE_LEN];    /* Lua text */
    char why[MG_WHY_LEN];        /* the parameters it came from */
} mg_field;

typedef struct {
    const char *src;             /* the config's path, for messages */
    sow_error *err;
    int v[P__COUNT];             /* values (a list's length for lists) */
    int given[P__COUNT];         /* 1 when the config sets it */
    int list[P__COUNT][MG_LIST_MAX];
    char name[SOW_NAME_LEN];
    char game_class[SOW_NAME_LEN];
    mg_field f[MG_FIELDS_MAX];
    int nf;
    char became[P__COUNT][160];  /* the fields each parameter became ("" none) */
    const char *nofield[P__COUNT]; /* why a parameter has no field */
    char open[MG_OPEN_MAX][MG_OPEN_LEN]; /* the open questions, each as the Lua text of its open{} */
    int nopen;
} mg_conv;

/* The parameter's name ("sow_direct"). */
const char *mg_param_name(int p);
/* "sow_direct = -1 (CW)", "capt_on = [2, 3]", "evens = true (default)". */
void mg_describe(const mg_conv *c, int p, char *buf, size_t cap);
/* An error naming the config (and parameter p when p >= 0). Returns -1. */
int mg_fail(mg_conv *c, int p, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Appends text to the comment of field path (when written). */
void mg_note(mg_conv *c, const char *path, const char *text);
/* An error: "parameter P = V (NAME): reason". Returns -1. */
int mg_unsupported(mg_conv *c, int p, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Sets field path to the Lua text value, from the parameters listed
 * (ended by -1); a value equal to the sow default is recorded but not
 * written. Returns 0 or -1 (too many fields). */
int mg_set(mg_conv *c, const char *path, const char *value, ...);
/* Records that parameter p has no sow field, and why (a static string). */
void mg_nofield(mg_conv *c, int p, const char *why);

/* Adds an open question to the spec: open{ id, text, {"keyword", {patch}}, ... }
 * with the readings given as keyword, patch pairs (patch: the Lua text of a
 * table, e.g. "{ sow = { relay_stops = \"none\" } }"), ended by NULL. The
 * first reading is the default: its patch must restate the spec (the loader
 * checks). Name each reading after the version or behaviour it follows.
 * Returns 0, or -1 with c->err (a bad id or keyword, too many or too long). */
int mg_open(mg_conv *c, const char *id, const char *text, ...);

/* Maps every parameter (import_mg_rules.c): 0, or -1 with c->err. */
int mg_map(mg_conv *c);

#endif
