/* report.h - results of simulation runs: the comparison table, results
 * files (JSON, read back exactly, and CSV) and the merge of shards.
 * docs/results-schema.md documents the files and how to read the table. */
#ifndef SOW_REPORT_H
#define SOW_REPORT_H

#include <stdio.h>

#include "sow.h"

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
 * engine/report/io.h); 0, or -1 with err (out of memory). */
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

#endif
