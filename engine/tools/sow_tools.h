/* sow_tools.h - the tools layer: the rules oracle and its test vectors
 * (`sow oracle`, `sow vectors`: one JSON request in, one JSON answer out;
 * the rule paths a ply exercised), the spec linter (`sow lint`) and the
 * importer of MancalaGames' configs (`sow import mancalagames`). Builds
 * on the report layer (its JSON helpers) and everything below. */
#ifndef SOW_TOOLS_H
#define SOW_TOOLS_H

#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#include "sow_report.h"

/* ---- the oracle and vectors (oracle.c, paths.c) ---------------------------- */


enum {
    SOW_ORACLE_MAX_LINE = 64 * 1024,  /* a request line longer than this is refused */
    SOW_ORACLE_MAX_DEPTH = 8,         /* the deepest perft the oracle answers by default */
    SOW_VECTORS_VERSION = 1
};

/* ---- rule paths: what a ply exercised ------------------------------------ */

enum {
    SOW_PATH_SOW,           /* a sowing ply */
    SOW_PATH_PASS,          /* a pass */
    SOW_PATH_CAPTURE,       /* at least one pit captured */
    SOW_PATH_CHAIN,         /* a chain pit captured */
    SOW_PATH_OPPOSITE,      /* an opposite pit taken */
    SOW_PATH_RELAY,         /* more than one lap */
    SOW_PATH_ORIGIN_LAP,    /* a lap of at least a whole circuit (passes its origin) */
    SOW_PATH_FEED_FILTER,   /* the opponent's row was empty: only feeding moves were legal */
    SOW_PATH_FEED_EXCLUDED, /* ... and the filter excluded at least one own pit */
    SOW_PATH_FORFEITED,     /* a grand slam forfeited */
    SOW_PATH_RESTRICTED,    /* the start rule left fewer moves than non-empty own pits */
    SOW_PATH_END_FIRST,     /* then one per sow_end after SOW_END_NONE, by name */
    SOW_PATH__COUNT = SOW_PATH_END_FIRST + SOW_END__COUNT - 1
};

/* "capture", "chain", ..., then the end names ("board_empty", ...). */
const char *sow_path_name(int path);
/* The paths the rules make possible at all (a bit per path). */
uint64_t sow_paths_possible(const sow_rules *r);
/* The paths of one ply: before (a playing position), the move (a pit or
 * SOW_PASS), its trace (from sow_move) and the state after sow_settle. */
uint64_t sow_ply_paths(const sow_rules *r, const sow_state *before, int move,
                       const sow_trace *t, const sow_state *after);

/* One test vector: the position before, the move, the legal moves, the
 * result after the move and its end rules, and the paths. */
json_t *sow_vector_json(const sow_rules *r, const sow_state *before, int move,
                        const sow_trace *t, const sow_state *after, uint64_t paths);

/* ---- the oracle ---------------------------------------------------------- */

typedef struct sow_oracle sow_oracle;

/* An oracle over rules r (borrowed: r must outlive it); seed drives the
 * deals of {"op":"new"}. */
sow_oracle *sow_oracle_new(const sow_rules *r, uint64_t seed);
void sow_oracle_free(sow_oracle *o);
/* The deepest perft answered (1..64; SOW_ORACLE_MAX_DEPTH by default). */
void sow_oracle_set_max_depth(sow_oracle *o, int depth);
/* {"op":"analyse"} solves down to db (sow solve --db): positions in it are
 * valued by it. db stays the caller's. */
void sow_oracle_set_endgames(sow_oracle *o, const sow_endgames *db);

/* Answers one request line of len bytes (no trailing newline needed; the
 * line need not be NUL-terminated and may contain any bytes). Returns a
 * malloc'd JSON object text without newline, or NULL for a blank line
 * (nothing to answer). Never fails on bad input: the answer is then
 * {"ok":false,"error":"..."}; NULL is also returned when out of memory. */
char *sow_oracle_answer(sow_oracle *o, const char *line, size_t len);


/* ---- the linter (lint.c) ----------------------------------------------------- */


typedef enum { SOW_LINT_ERROR, SOW_LINT_WARNING, SOW_LINT_NOTE } sow_lint_severity;

typedef struct {
    sow_lint_severity severity;
    char code[32];               /* e.g. "question-no-effect" */
    char where[SOW_NAME_LEN * 2];/* a field path, a question id, ID=KW, a rule id */
    int line;                    /* a line of the spec source, 0 when unknown */
    char msg[SOW_TEXT_LEN * 2];  /* one sentence */
} sow_lint_finding;

typedef struct {
    sow_lint_finding *f;         /* sorted: errors, then warnings, then notes */
    int n, cap;
    int errors, warnings, notes;
    char rules_file[SOW_TEXT_LEN * 2]; /* the rules file checked against, "" if none */
} sow_lint_report;

typedef struct {
    const char *rules_dir;       /* NULL: docs/rules beside the spec's directory
                                  * (specs/x.lua -> docs/rules), then ./docs/rules */
} sow_lint_options;

/* Lints the spec at path. 0 with the findings in rep (free with
 * sow_lint_free), or -1 with err filled when the spec does not load with
 * its default readings (rep is then empty). opt may be NULL. */
int sow_lint(const char *path, const sow_lint_options *opt, sow_lint_report *rep, sow_error *err);
void sow_lint_free(sow_lint_report *rep);

/* "error", "warning", "note". */
const char *sow_lint_severity_name(sow_lint_severity s);

/* The findings as a JSON array (malloc'd text, NUL-terminated; NULL when
 * out of memory). */
char *sow_lint_json(const sow_lint_report *rep);

/* The textual check alone: keys assigned twice in one table constructor
 * of Lua source src (len bytes) are added to rep as `field-twice`.
 * Returns the number of findings added. */
int sow_lint_source(const char *src, size_t len, sow_lint_report *rep);

/* Adds a finding (the report keeps its own sorted order at the end of
 * sow_lint; callers adding findings themselves may call sow_lint_sort). */
void sow_lint_add(sow_lint_report *rep, sow_lint_severity sev, const char *code, const char *where,
                  int line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;
void sow_lint_sort(sow_lint_report *rep);


/* ---- the MancalaGames importer (import_mg.c, import_mg_rules.c) ------------ */

/* Converts one MancalaGames game config (buf: len bytes, its JSON object
 * and the text section after it) named src into a sow spec: a malloc'd Lua
 * text in *lua that names src and, for every parameter, the field it
 * became; the game's name in name. 0, or -1 with err: err->file = src,
 * err->field = the parameter (when one), err->msg e.g. "parameter goal = 2
 * (TERRITORY): sow has no territory goal ...". Nothing is read or written. */
int sow_import_mg(const char *src, const char *buf, size_t len, char **lua, char name[SOW_NAME_LEN],
                  sow_error *err);
/* The same from the file at path (read whole, at most 4 MiB). */
int sow_import_mg_file(const char *path, char **lua, char name[SOW_NAME_LEN], sow_error *err);
/* Writes text to path whole or not at all: into a temporary file beside
 * it, loaded with the spec loader first when check is set (a spec that
 * does not load is not written), then renamed over path. 0 or -1 with err. */
int sow_import_write(const char *path, const char *text, int check, sow_error *err);


/* ---- for foreign-function callers (ffi.c; python/sow uses it) ----------- */

typedef struct sow_ffi sow_ffi;
/* Loads spec with readings "ID=KW,ID=KW" ("" or NULL: the defaults) and
 * opens an oracle on it (seed: its random deals, as `sow oracle --seed`).
 * NULL with a message in err (cap bytes) on failure. */
sow_ffi *sow_ffi_open(const char *spec, const char *readings, uint64_t seed, char *err, size_t cap);
void sow_ffi_close(sow_ffi *f);
/* The oracle's answer to one JSON request (docs/oracle.md), to be freed by
 * sow_ffi_free; NULL for a blank request or when out of memory. */
char *sow_ffi_answer(sow_ffi *f, const char *request);
void sow_ffi_free(char *text);
const char *sow_ffi_version(void);

#endif
