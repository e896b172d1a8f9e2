/* sow_report.h - the report layer: everything sow writes or reads whole:
 * results files (JSON, read back exactly; CSV), the comparison table, the
 * audit and diff reports, transcripts, and the files themselves (checked
 * before the work, written whole or not at all). Builds on the simulation
 * layer; the commands (engine/cli) print what it renders. */
#ifndef SOW_REPORT_H
#define SOW_REPORT_H

#include <stddef.h>
#include <stdio.h>

#include <jansson.h>

#include "sow_sim.h"

/* ---- files (io.c) ---------------------------------------------------------- */


typedef enum { SOW_OUT_NONE, SOW_OUT_REPLACE, SOW_OUT_STREAM, SOW_OUT_STDOUT } sow_out_kind;

typedef struct {
    char path[SOW_TEXT_LEN * 2];
    sow_out_kind kind;
    FILE *mem;                   /* the content being written (sow_out_begin) */
    char *buf;
    size_t len;
} sow_out;

/* Checks that path can be written as a results file and says how. 0, or
 * -1 with err (file, what is wrong and what to do). */
int sow_out_check(sow_out *o, const char *path, sow_error *err);
/* Where to write o's content (a memory stream); NULL with err. */
FILE *sow_out_begin(sow_out *o, sow_error *err);
/* Writes the n outputs whole: all, or on any error none of the regular
 * files; an output never checked (kind SOW_OUT_NONE) is skipped. Every
 * output is released either way. 0 or -1 with err. */
int sow_out_commit(sow_out *o, int n, sow_error *err);
/* Releases an output without writing it. */
void sow_out_discard(sow_out *o);

/* Reads a whole regular file or stream of at most `limit` bytes into a
 * malloc'd, NUL-terminated buffer. 0, or -1 with err. */
int sow_read_file(const char *path, size_t limit, char **buf, size_t *len, sow_error *err);


/* ---- JSON pieces shared by the oracle, the vectors and the transcripts (json.c) */

/* The board as an array of pit counts; the captured pair [South, North]. */
json_t *sow_json_board(const sow_rules *r, const sow_state *s);
json_t *sow_json_captured(const sow_state *s);
/* The fields that define a position: board, to_move, captured, sowings,
 * ply, quiet, last_mover (null before any sowing). */
void sow_json_position(json_t *obj, const sow_rules *r, const sow_state *s);
/* The state the family's rules keep beyond the board (children, blocked
 * pits, rounds, ...): part of every position of a spec the general turn
 * plays (r->general), so that an oracle client can send it back. */
void sow_json_family(json_t *obj, const sow_rules *r, const sow_state *s);
/* The state of play: to_move (null once over), end, result, winner. */
void sow_json_outcome(json_t *obj, const sow_state *s);
/* "laps", "captures":[[pit,seeds,why]..] and, when set, "forfeited". */
void sow_json_trace(json_t *obj, const sow_trace *t);
/* A bit mask of pits as a JSON array of pit numbers. */
json_t *sow_json_mask(sow_moves mask);   /* the pits of moves 0..31 (the spec's direction) */
/* "legal": the pits sown the spec's way, "legal_reverse" the pits that may
 * be sown against it (only when there are any, sow.either_way), and
 * "swap": true when the pie rule's swap is legal. */
void sow_json_legal(json_t *obj, const sow_rules *r, sow_moves legal);
/* "move": a pit, "pass" or "swap" (the pie rule), and "reverse": true for
 * a move sown against the spec's direction. */
void sow_json_move(json_t *obj, const sow_rules *r, int move);
/* ---- progress (progress.c) --------------------------------------------------- */

typedef struct {
    const char *label;
    double start;                /* sow_seconds() when it began */
    int shown;                   /* a bar is on the terminal */
} sow_progress;

double sow_seconds(void);                          /* a monotonic clock */
sow_progress sow_progress_start(const char *label);
/* A sow_pool progress callback: ctx is a sow_progress. */
void sow_progress_show(void *ctx, uint64_t done, uint64_t total);
void sow_progress_end(sow_progress *p);           /* ends the bar's line */

/* ---- simulation results (results.c) -------------------------------------- */


enum {
    SOW_REPORT_MAX_SHARDS = 1024,  /* shards a run may be cut into and still merge */
    /* "id=keyword,..." for every question: never truncated */
    SOW_READINGS_LEN = SOW_MAX_QUESTIONS * 2 * SOW_NAME_LEN
};

/* One run (or the merge of shard runs) of one spec with one set of
 * readings and two agents. Plain data, no pointers: copy it freely, free
 * an array from sow_report_json_read with free(). */
typedef struct {
    char name[SOW_NAME_LEN];          /* the spec's name */
    char spec[SOW_TEXT_LEN];          /* the spec's path, as given */
    uint64_t spec_hash;               /* XXH64 of the spec file */
    char readings[SOW_READINGS_LEN];  /* "II.Q1=sow,II.Q2=track,...": every question, chosen keyword */
    char changed[SOW_READINGS_LEN];   /* the same, only the readings that are not the default */
    char agent[2][SOW_TEXT_LEN];      /* agents A and B */
    uint64_t seed, games_requested;   /* games_requested: indices 0..games_requested-1 over all shards */
    uint64_t shards;                  /* the run was cut into this many shards (1: not cut) */
    uint8_t present[SOW_REPORT_MAX_SHARDS / 8]; /* bit k: shard k's games are in stats */
    double p0, p1;                    /* SPRT band for the first player's share of decisive games */
    char endgames[SOW_NAME_LEN];      /* the endgame database that settled games (simulate --db), "" for none */
    sow_stats stats;
} sow_result_set;

/* Fills `buf` with "id=keyword,..." for every question of r (only those
 * whose chosen reading is not the default when only_changed). "" when none.
 * Returns the length (cap >= SOW_READINGS_LEN never truncates). */
size_t sow_readings_format(const sow_rules *r, int only_changed, char *buf, size_t cap);

/* Zeroes rs and fills it for a run of r: name, spec, hash, readings,
 * agents (NULL: "random"), seed, games, shard `shard` of `shards` (0 of 1
 * for an uncut run), SPRT band 0.50 / 0.51, empty stats. The caller then
 * fills rs->stats (sow_simulate). Returns 0, or -1 with err when
 * shards is 0 or above SOW_REPORT_MAX_SHARDS, shard >= shards, or an agent
 * name is too long. */
int sow_result_set_init(sow_result_set *rs, const sow_rules *r, const char *agent_a,
                        const char *agent_b, uint64_t seed, uint64_t games,
                        uint64_t shard, uint64_t shards, sow_error *err);

/* Shards present, and 1 when every shard 0..shards-1 is. */
uint64_t sow_result_set_nshards(const sow_result_set *rs);
int sow_result_set_complete(const sow_result_set *rs);

/* The headline numbers, as the table, the CSV and the JSON summary show
 * them (rates in 0..1, intervals 95% Wilson). */
typedef struct {
    uint64_t games, decisive;                       /* decisive: won by the first or second mover */
    double rate[SOW_R__COUNT], lo[SOW_R__COUNT], hi[SOW_R__COUNT]; /* first mover's win/draw/loss/unresolved */
    double share, share_lo, share_hi;               /* first mover's wins / decisive games */
    const char *verdict;                            /* "fair", "1st+", "2nd+", "?" (see below) */
    double plies_mean, plies_median, plies_p95;     /* median/p95: SOW_HIST_PLIES means "at least" */
    uint64_t plies_max;
    double passes_per_game;
} sow_summary;

/* SPRT error rates of the verdict (alpha = beta). */
#define SOW_REPORT_SPRT_ALPHA 0.05
/* The verdict on the first mover's share of decisive games: "1st+" when
 * SPRT accepts p = p1 against p = p0 (first player advantaged), "2nd+"
 * when the mirrored test (1-p1 against 1-p0) accepts 1-p1, "fair" when
 * both accept their H0 (within p0 +- (p1-p0)), "?" otherwise. */
void sow_report_summary(const sow_result_set *rs, sow_summary *sum);

/* The comparison table: one headline row per set, then a block of
 * detail lines per set. About 120 columns. */
void sow_report_table(FILE *f, const sow_result_set *sets, int n);

/* Results files, written to f (the commands commit them whole with
 * report/io.c); 0, or -1 with err (out of memory). */
int sow_report_json(FILE *f, const sow_result_set *sets, int n, sow_error *err);
int sow_report_csv(FILE *f, const sow_result_set *sets, int n, sow_error *err);

/* Reads a JSON results file back, the counts exactly: *sets is a
 * malloc'd array of *n sets (free() it). -1 with err (file, field, what
 * was expected) when the file is not a well-formed results file. */
int sow_report_json_read(const char *path, sow_result_set **sets, int *n, sow_error *err);

/* into += from, for two shard runs of the same run: refuses (-1, err
 * naming what differs) unless spec name and hash, readings, agents, seed,
 * games requested and the number of shards are equal and no shard is in
 * both. The merged stats are exactly those of one run over the union of
 * the shards' games. */
int sow_report_merge(sow_result_set *into, const sow_result_set *from, sow_error *err);

/* ---- reports (audit_report.c) ------------------------------------------- */

/* "Mangala II [II.Q1=skip]" style label of a rule set. */
size_t sow_audit_label(const sow_rules *r, char *buf, size_t cap);
/* The text report of one comparison (used by `sow diff`), with up to
 * `examples` diverging games and their reproducing commands; t: its tests,
 * adjusted (sow_paired_tests_holm) over the command's family. */
void sow_paired_print(FILE *f, const sow_rules *a, const sow_rules *b, const sow_stats *st_a,
                      const sow_paired *p, const sow_paired_tests *t, int examples);
/* The same as a JSON object (a new reference): every tested number carries
 * p (raw) and p_holm (adjusted). */
json_t *sow_paired_json(const sow_rules *a, const sow_rules *b, const sow_stats *st_a,
                        const sow_paired *p, const sow_paired_tests *t, int examples);
/* The multiplicity of a command's tests as JSON: {"procedure": "holm",
 * "alpha", "family": the number of tests, "tests_per_comparison", "test":
 * what p is, "intervals": "unadjusted 95%"}. */
json_t *sow_family_json(int family);
/* "significant at family-wise 5% after Holm's adjustment over N tests"
 * (what a star or a verdict means; no newline). Returns the length. */
size_t sow_family_note(int family, char *buf, size_t cap);
/* Short names of the results (SOW_R_*: "win", ..., "limit") and the JSON
 * keys of the changes (d[] of sow_paired_tests: "first_win_rate", ...,
 * "mean_plies"). */
const char *sow_audit_result_name(int cat);
const char *sow_audit_change_key(int change);
/* One example in words, and its two commands, each line prefixed. */
void sow_paired_example_print(FILE *f, const char *prefix, const sow_rules *a, const sow_rules *b,
                              const sow_paired_example *e);
void sow_ply_example_print(FILE *f, const char *prefix, const sow_rules *a, const sow_rules *b,
                           const sow_ply_example *e);
json_t *sow_paired_example_json(const sow_rules *a, const sow_rules *b, const sow_paired_example *e);
json_t *sow_ply_example_json(const sow_rules *a, const sow_rules *b, const sow_ply_example *e);
/* A report's JSON or text into an output of report/io.c (checked
 * before the run, committed with the command's other outputs). 0 or -1. */
int sow_audit_put_json(sow_out *o, json_t *v, sow_error *err);
int sow_audit_put_text(sow_out *o, const char *text, size_t len, sow_error *err);


/* ---- the audit of the open questions (audit_view.c, audit_md.c) --------- */

/* The ranked table, the readings that cannot be played, the first position
 * where each reading matters and the combinations, as `sow audit` prints. */
void sow_audit_print(FILE *f, const sow_audit *au);
/* The audit as JSON (a new reference; docs/results-schema.md). */
json_t *sow_audit_json(const sow_audit *au);
/* The Markdown report, with the command that reproduces it. */
void sow_audit_markdown(const sow_audit *au, sow_text *t);

/* ---- a game as an HTML page (replay.c, `sow replay`) ------------------------ */

/* A game being recorded for its page: the start, each ply and the end,
 * then the page (one self-contained HTML file, the data embedded as JSON:
 * docs/replay.md). r must outlive it; command is the `sow play` command
 * that reproduces the game (shown on the page). */
typedef struct sow_replay sow_replay;
sow_replay *sow_replay_new(const sow_rules *r, const char *command);
void sow_replay_start(sow_replay *p, const sow_state *s);
/* before: the position before the move; moved: after it, before any end
 * rule; after: with the end rules; t: the move's trace (unused for a pass). */
void sow_replay_ply(sow_replay *p, const sow_state *before, const sow_state *moved, const sow_state *after,
                    int move, const sow_trace *t);
void sow_replay_end(sow_replay *p, const sow_state *s);
/* The data the page embeds (borrowed). */
json_t *sow_replay_data(const sow_replay *p);
/* The page, into f (an output of io.c). 0, or -1 with err. */
int sow_replay_page(FILE *f, const sow_replay *p, sow_error *err);
void sow_replay_free(sow_replay *p);
/* The `sow replay` command beside a `sow play` one (the gap and audit
 * examples): the same arguments, and -o page. Returns the length. */
size_t sow_replay_command(const char *play, const char *page, char *buf, size_t cap);

/* ---- simulation results as an HTML page (report_html.c, `sow report`) ---- */

/* The page of n result sets (files[i]: the file set i came from): the
 * comparison table, the headline numbers with intervals as embedded data,
 * drawn as a table and SVG bars by the page (docs/report.md). 0, or -1 with err. */
int sow_report_page(FILE *f, const sow_result_set *sets, const char *const *files, int n, sow_error *err);

/* ---- audit and diff results as an HTML page (report_compare.c) ---------- */

/* Reads an audit or diff results file (`sow audit --json`, `sow diff
 * --json`), checking every field the page draws: 0 with *out (an object
 * with file, kind "audit" or "diff", and the file's data; json_decref it),
 * 1 when the file's format is sow-results or absent (for
 * sow_report_json_read), or -1 with err naming the file and field. */
int sow_report_compare_read(const char *path, json_t **out, sow_error *err);

/* The page of the objects in files (from sow_report_compare_read): each
 * file's comparisons as a table, the first mover's shift with its interval
 * as SVG bars, and the example commands, drawn by the page (docs/report.md).
 * 0, or -1 with err. */
int sow_report_compare_page(FILE *f, json_t *files, sow_error *err);

#endif
