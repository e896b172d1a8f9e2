/* simulate.c - `sow simulate`: many games per spec and reading set, on all
 * cores, reproducibly; one comparison table, results files; `sow merge`
 * combines shard results; `sow bench` measures speed. */
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

void cli_simulate_usage(FILE *f)
{
    fputs("usage: sow simulate SPEC[@ID=KW,...]... [options]\n"
          "\n"
          "Plays games under each spec and prints one comparison table: first- and\n"
          "second-player results with 95% Wilson intervals, a fairness verdict (SPRT),\n"
          "game length, how games end, captures, relay laps and the opening ritual.\n"
          "Game i draws only from random streams of (seed, i): every number is the\n"
          "same for any --threads and for shards merged with `sow merge`.\n"
          "A spec may carry its own readings after '@' (specs/x.lua@AM.Q1=leave), to\n"
          "compare interpretations side by side.\n"
          "\n"
          "  --games N            games per spec (default 10000)\n"
          "  --agents A,B         agent A (South, unless an opening ritual seats them)\n"
          "                       and B: random, first, greedy, alphabeta:D, mcts:N,\n"
          "                       perfect[:N] (perfect play by the solver, at most N\n"
          "                       positions: with --row), lua:PATH, moves:LIST\n"
          "                       (default random,random)\n"
          "  --threads T          threads (default: all cores)\n"
          "  --seed S             the seed (default 1)\n"
          "  --reading ID=KW      a reading for every spec that declares the question\n"
          CLI_BOARD_USAGE
          "  --shard K/M          play only slice K (0..M-1) of M of the game indices\n"
          "  --json FILE          write the results (counts exact, for `sow merge`)\n"
          "  --csv FILE           write the headline numbers for spreadsheets\n"
          "  --sprt P0,P1         fairness band of the SPRT verdict (default 0.50,0.51)\n"
          "  --max-plies N        a game longer than N plies is stopped (ply_cap)\n"
          "  --db FILE            settle a game as soon as it reaches a position of this\n"
          "                       endgame database (`sow solve --seeds`; one SPEC): its\n"
          "                       result is perfect play's from there (end `database`)\n"
          "  --digest             print only each set's digest of all game outcomes\n"
          "  --quiet              no progress bar\n"
          "  -h, --help           this text\n"
          "\n"
          "Ctrl-C stops cleanly: the games finished so far are reported, marked partial.\n",
          f);
}

/* ---- Ctrl-C ----------------------------------------------------------------- */

static volatile int stop_flag;

/* Ctrl-C or a scheduler's SIGTERM: stop cleanly, report and write what was
 * played (marked partial), exit 130. A second one ends at once. */
static void on_stop(int sig)
{
    stop_flag = 1;
    signal(sig, SIG_DFL);
}

static void catch_stop(int on)
{
    signal(SIGINT, on ? on_stop : SIG_DFL);
    signal(SIGTERM, on ? on_stop : SIG_DFL);
}




/* ---- options ------------------------------------------------------------------ */

typedef struct {
    cli_common c;
    uint64_t games, shard, shards;
    long threads, max_plies;
    const char *agent[2];
    char agents_buf[2 * SOW_TEXT_LEN];
    const char *json, *csv, *db;
    double p0, p1;
    int quiet, digest;
} sim_opts;


static int parse_shard(sim_opts *o, const char *arg)
{
    unsigned long long k = 0, m = 0;
    const char *slash = strchr(arg, '/');
    int ok = slash && slash > arg && slash[1];
    for (const char *p = arg; ok && *p; p++) {
        if (p == slash) continue;
        if (*p < '0' || *p > '9' || (p < slash ? k : m) > 100000000ULL) ok = 0;   /* digits only */
        else if (p < slash) k = 10 * k + (unsigned)(*p - '0');
        else m = 10 * m + (unsigned)(*p - '0');
    }
    if (!ok || m == 0 || k >= m || m > SOW_REPORT_MAX_SHARDS)
        return cli_fail("--shard: expected K/M with 0 <= K < M <= %d, got '%s'", SOW_REPORT_MAX_SHARDS, arg);
    o->shard = k;
    o->shards = m;
    return CLI_OK;
}

static int parse_sprt(sim_opts *o, const char *arg)
{
    double a = 0, b = 0;
    char *end = NULL;
    int ok = arg[0] >= '0' && arg[0] <= '9';
    if (ok) a = strtod(arg, &end);
    ok = ok && *end == ',' && end[1] >= '0' && end[1] <= '9';
    if (ok) b = strtod(end + 1, &end);
    if (!ok || *end || !(a > 0 && a < 1 && b > 0 && b < 1 && a != b))
        return cli_fail("--sprt: expected P0,P1 two different probabilities in (0,1), got '%s'", arg);
    o->p0 = a;
    o->p1 = b;
    return CLI_OK;
}

/* SPEC@ID=KW,ID=KW: the spec's own readings, added to the global ones. */
static int load_with_own_readings(const char *arg, const sim_opts *o, sow_rules *r, int *used,
                                  char *path, size_t cap)
{
    cli_common c = o->c;
    snprintf(path, cap, "%s", arg);
    char *at = strchr(path, '@');
    if (at) {
        *at = 0;
        char *item = at + 1, *next;
        for (; item && *item; item = next) {
            next = strchr(item, ',');
            if (next) *next++ = 0;
            if (cli_set_reading(&c, item, 1) != CLI_OK) return CLI_ERR;   /* the spec's own replaces --reading */
        }
    }
    int own_used[SOW_MAX_QUESTIONS] = {0};
    if (cli_load_some(path, &c, r, own_used) != CLI_OK) return CLI_ERR;
    for (int i = 0; i < o->c.nchoices; i++) used[i] |= own_used[i];
    for (int i = o->c.nchoices; i < c.nchoices; i++)
        if (!own_used[i])
            return cli_fail("%s: the spec has no open question %s", path, c.choice[i].id);
    return CLI_OK;
}

static int parse_options(int argc, char **argv, sim_opts *o, int bench)
{
    static const struct option opts[] = {
        {"games", required_argument, NULL, 'n'}, {"agents", required_argument, NULL, 'a'},
        {"threads", required_argument, NULL, 't'}, {"seed", required_argument, NULL, 's'},
        {"reading", required_argument, NULL, 'r'}, {"shard", required_argument, NULL, 'k'},
        {"json", required_argument, NULL, 'j'}, {"csv", required_argument, NULL, 'c'},
        {"sprt", required_argument, NULL, 'p'}, {"max-plies", required_argument, NULL, 'm'},
        {"digest", no_argument, NULL, 'd'}, {"quiet", no_argument, NULL, 'q'}, CLI_BOARD_OPTIONS,
        {"db", required_argument, NULL, 'D'}, {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    int ch, idx = 0;
    memset(o, 0, sizeof *o);
    cli_common_init(&o->c);
    o->games = bench ? 200000 : 10000;
    o->shards = 1;
    o->agent[0] = o->agent[1] = "random";
    o->p0 = 0.50;
    o->p1 = 0.51;
    o->quiet = bench;
    optind = 1;
    while ((ch = getopt_long(argc, argv, "h", opts, &idx)) != -1) {
        int rc = CLI_OK;
        long v;
        if (bench && strchr("kcpdD", ch))   /* simulate's, meaningless for a speed run */
            return cli_fail("--%s: not an option of sow bench (see sow bench --help)", opts[idx].name);
        switch (ch) {
        case 'n': rc = cli_parse_u64("--games", optarg, &o->games); break;
        case 'a': rc = bench ? cli_fail("--agents: bench plays random games")
                           : cli_parse_agents(optarg, o->agents_buf, sizeof o->agents_buf, o->agent); break;
        case 't':
            rc = cli_parse_int("--threads", optarg, 0, 256, &v);
            o->threads = v;
            break;
        case 's': rc = cli_parse_u64("--seed", optarg, &o->c.seed); break;
        case 'r': rc = cli_parse_reading(&o->c, optarg); break;
        case 'R': rc = cli_parse_int("--row", optarg, 1, SOW_MAX_ROW, &o->c.row); break;
        case 'K': rc = cli_parse_int("--per-pit", optarg, 1, SOW_MAX_SEEDS, &o->c.per_pit); break;
        case 'k': rc = parse_shard(o, optarg); break;
        case 'j': o->json = optarg; break;
        case 'c': o->csv = optarg; break;
        case 'p': rc = parse_sprt(o, optarg); break;
        case 'm':
            rc = cli_parse_int("--max-plies", optarg, 1, 100000000, &v);
            o->max_plies = v;
            break;
        case 'd': o->digest = 1; break;
        case 'D': o->db = optarg; break;
        case 'q': o->quiet = 1; break;
        case 'h': return -1;
        default: return -2;
        }
        if (rc != CLI_OK) return CLI_ERR;
    }
    if (o->games == 0) return cli_fail("--games: expected at least 1 game");
    return CLI_OK;
}

/* Loads every spec argument into sets[] (rules into rules[]). */
static int load_sets(int argc, char **argv, const sim_opts *o, sow_rules *rules, sow_result_set *sets, int n)
{
    int used[SOW_MAX_QUESTIONS] = {0};
    for (int i = 0; i < n; i++) {
        char path[SOW_TEXT_LEN * 2];
        if (load_with_own_readings(argv[optind + i], o, &rules[i], used, path, sizeof path) != CLI_OK)
            return CLI_ERR;
        if (o->max_plies > 0) rules[i].max_plies = (int)o->max_plies;
        sow_error err;
        if (sow_result_set_init(&sets[i], &rules[i], o->agent[0], o->agent[1], o->c.seed, o->games, o->shard,
                                o->shards, &err)) {
            cli_print_error(&err, path);
            return CLI_ERR;
        }
        sets[i].p0 = o->p0;
        sets[i].p1 = o->p1;
    }
    for (int k = 0; k < o->c.nchoices; k++)
        if (!used[k]) return cli_fail("--reading %s: no spec declares this question", o->c.choice[k].id);
    (void)argc;
    return CLI_OK;
}

/* Plays set i; returns CLI_OK, or CLI_ERR after printing a library error. */
static int run_set(const sim_opts *o, const sow_rules *r, sow_result_set *set, const sow_endgames *db, double *seconds)
{
    sow_progress p = sow_progress_start(r->name);
    sow_sim_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.rules = r;
    cfg.agent[0] = o->agent[0];
    cfg.agent[1] = o->agent[1];
    cfg.seed = o->c.seed;
    cfg.games = o->games;
    cfg.shard = o->shard;
    cfg.shards = o->shards;
    cfg.threads = (int)o->threads;
    cfg.stop = &stop_flag;
    cfg.db = db;
    if (!o->quiet && isatty(2)) {
        cfg.progress = sow_progress_show;
        cfg.progress_ctx = &p;
    }
    sow_error err;
    int rc = sow_simulate(&cfg, &set->stats, &err);
    *seconds = sow_seconds() - p.start;
    sow_progress_end(&p);
    if (rc) {
        cli_print_error(&err, r->path);
        return CLI_ERR;
    }
    return CLI_OK;
}

/* The results files, named before any game is played: out[0] JSON, out[1] CSV. */
static int check_files(const sim_opts *o, sow_out out[2])
{
    sow_error err;
    memset(out, 0, 2 * sizeof *out);
    if (o->json && sow_out_check(&out[0], o->json, &err)) return cli_print_error(&err, o->json), CLI_ERR;
    if (o->csv && sow_out_check(&out[1], o->csv, &err)) return cli_print_error(&err, o->csv), CLI_ERR;
    if (out[0].kind == SOW_OUT_STDOUT && out[1].kind == SOW_OUT_STDOUT)
        return cli_fail("--json and --csv: only one of them can go to standard output");
    return CLI_OK;
}

/* Where the table goes: standard error when a results file takes stdout. */
static FILE *table_stream(const sow_out out[2])
{
    return out[0].kind == SOW_OUT_STDOUT || out[1].kind == SOW_OUT_STDOUT ? stderr : stdout;
}

/* Writes both files whole, or neither. */
static int write_files(const sim_opts *o, sow_out out[2], const sow_result_set *sets, int n)
{
    sow_error err;
    FILE *f;
    if (o->json && (!(f = sow_out_begin(&out[0], &err)) || sow_report_json(f, sets, n, &err))) goto fail;
    if (o->csv && (!(f = sow_out_begin(&out[1], &err)) || sow_report_csv(f, sets, n, &err))) goto fail;
    if (sow_out_commit(out, 2, &err)) {
        cli_print_error(&err, err.file);
        return CLI_ERR;
    }
    return CLI_OK;
fail:
    sow_out_discard(&out[0]);
    sow_out_discard(&out[1]);
    cli_print_error(&err, err.file[0] ? err.file : "results");
    return CLI_ERR;
}

/* --db FILE: the endgame database of the one spec, recorded in its set. */
static int open_db(const sim_opts *o, const sow_rules *rules, sow_result_set *sets, int n, sow_endgames **db)
{
    sow_error err;
    if (n != 1) return cli_fail("--db: an endgame database is built for one spec and its readings: give one SPEC");
    if (sow_endgames_open(&rules[0], o->db, db, &err)) {
        cli_print_error(&err, rules[0].path);
        return CLI_ERR;
    }
    sow_endgames_name(*db, sets[0].endgames, sizeof sets[0].endgames);
    return CLI_OK;
}

static void print_digests(FILE *f, const sow_result_set *sets, int n)
{
    for (int i = 0; i < n; i++)
        fprintf(f, "%s%s%s  games %llu  digest %016llx%s\n", sets[i].name, sets[i].changed[0] ? " @" : "",
               sets[i].changed, (unsigned long long)sets[i].stats.games,
               (unsigned long long)sets[i].stats.digest, sets[i].stats.partial ? "  (partial)" : "");
}

int cli_simulate(int argc, char **argv)
{
    sim_opts o;
    int rc = parse_options(argc, argv, &o, 0);
    if (rc == -1) {
        cli_simulate_usage(stdout);
        return CLI_OK;
    }
    if (rc == -2) {
        cli_simulate_usage(stderr);
        return CLI_ERR;
    }
    if (rc != CLI_OK) return rc;
    int n = argc - optind;
    if (n < 1) {
        cli_simulate_usage(stderr);
        return cli_fail("simulate: expected at least one SPEC");
    }
    sow_rules *rules = sow_xcalloc((size_t)n, sizeof *rules);
    sow_result_set *sets = sow_xcalloc((size_t)n, sizeof *sets);
    sow_out out[2];
    rc = check_files(&o, out);
    if (rc == CLI_OK) rc = load_sets(argc, argv, &o, rules, sets, n);
    sow_endgames *db = NULL;
    if (rc == CLI_OK && o.db) rc = open_db(&o, rules, sets, n, &db);
    catch_stop(1);
    for (int i = 0; i < n && rc == CLI_OK; i++) {
        double dt;
        if (stop_flag) {                     /* stopped: the remaining sets played no game */
            sets[i].stats.partial = 1;
            continue;
        }
        rc = run_set(&o, &rules[i], &sets[i], db, &dt);
    }
    if (rc == CLI_OK) {
        if (o.digest) print_digests(table_stream(out), sets, n);
        else sow_report_table(table_stream(out), sets, n);
        if (stop_flag) fputs("sow simulate: interrupted; the results are partial\n", stderr);
        rc = write_files(&o, out, sets, n);
        if (rc == CLI_OK && stop_flag) rc = CLI_INTERRUPTED;
    }
    catch_stop(0);
    sow_endgames_free(db);
    free(rules);
    free(sets);
    return rc;
}

/* ---- sow bench ---------------------------------------------------------------- */

void cli_bench_usage(FILE *f)
{
    fputs("usage: sow bench [SPEC[@ID=KW,...]...] [options]\n"
          "\n"
          "Speed of uniformly random play, per spec: wall-clock and process CPU\n"
          "seconds (every thread), games/s, plies/s, ns/ply and ns per sowing (a ply\n"
          "that sowed, not a pass) of the whole simulator (agents, turns, end rules,\n"
          "endless proofs, statistics). Without SPEC: the three games of specs/.\n"
          "Machines are shared and noisy: compare ratios measured in one run\n"
          "(scripts/bench.sh runs the hand-specialised limit programs of\n"
          "../shared/bench/limit side by side).\n"
          "\n"
          "  --games N            games per spec (default 200000)\n"
          "  --threads T          threads (default 1)\n"
          "  --seed S             the seed (default 1)\n"
          "  --reading ID=KW      a reading for every spec that declares the question\n"
          "  --max-plies N        a game longer than N plies is stopped\n"
          "  --json FILE          write the figures as JSON, whole or not at all\n"
          "                       (- : standard output, the table then goes to stderr)\n"
          "  -h, --help           this text\n",
          f);
}

/* One spec's run as bench measures it. */
typedef struct {
    double wall, cpu;            /* seconds: monotonic clock; process CPU, every thread */
    uint64_t plies, sowings;     /* sowings: the plies that were not passes */
} bench_time;

static double cpu_seconds(void)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) != 0) return 0;
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* n / d, or null when d is 0 (a spec whose games make no sowing). */
static json_t *j_rate(double n, double d)
{
    return d > 0 ? json_real(n / d) : json_null();
}

/* As in a results file: an integer when it fits json_int_t, else a decimal string. */
static json_t *j_u64(uint64_t v)
{
    char buf[24];
    if (v <= (uint64_t)INT64_MAX) return json_integer((json_int_t)v);
    snprintf(buf, sizeof buf, "%llu", (unsigned long long)v);
    return json_string(buf);
}

static json_t *bench_json_set(const sow_result_set *s, const bench_time *t, long threads)
{
    char hash[24];
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)s->spec_hash);
    return json_pack("{s:s,s:s,s:s,s:s,s:s,s:o,s:I,s:I,s:f,s:f,s:o,s:o,s:I,s:I,s:I,s:o,s:o,s:o,s:o,s:s,s:s}",
                     "name", s->name, "spec", s->spec, "spec_hash", hash, "readings", s->readings,
                     "changed", s->changed, "seed", j_u64(s->seed), "games", (json_int_t)s->stats.games,
                     "threads", (json_int_t)threads, "wall_s", t->wall, "cpu_s", t->cpu,
                     "games_per_s", j_rate((double)s->stats.games, t->wall),
                     "plies_per_s", j_rate((double)t->plies, t->wall), "plies", (json_int_t)t->plies,
                     "sowings", (json_int_t)t->sowings, "passes", (json_int_t)(t->plies - t->sowings),
                     "ns_per_ply", j_rate(1e9 * t->wall, (double)t->plies),
                     "ns_per_sowing", j_rate(1e9 * t->wall, (double)t->sowings),
                     "cpu_ns_per_ply", j_rate(1e9 * t->cpu, (double)t->plies),
                     "cpu_ns_per_sowing", j_rate(1e9 * t->cpu, (double)t->sowings),
                     "isa", sow_isa(), "sow_version", SOW_VERSION);
}

/* Writes the JSON file whole, or nothing. */
static int bench_write_json(sow_out *out, const sow_result_set *sets, const bench_time *t, int n, long threads)
{
    sow_error err;
    json_t *arr = json_array(), *root;
    int bad = !arr;
    for (int i = 0; !bad && i < n; i++) bad = json_array_append_new(arr, bench_json_set(&sets[i], &t[i], threads));
    root = bad ? NULL : json_pack("{s:s,s:i,s:o}", "format", "sow-bench", "version", 1, "sets", arr);
    if (bad) json_decref(arr);
    if (!root) {
        sow_out_discard(out);
        return cli_fail("%s: out of memory while building the figures", out->path);
    }
    bad = sow_audit_put_json(out, root, &err) || sow_out_commit(out, 1, &err);
    json_decref(root);
    if (bad) {
        sow_out_discard(out);
        cli_print_error(&err, out->path);
        return CLI_ERR;
    }
    return CLI_OK;
}

static void bench_header(FILE *f)
{
    fprintf(f, "%-24s %7s %9s %8s %8s %10s %11s %8s %9s\n", "spec", "threads", "games", "wall s", "cpu s",
            "games/s", "plies/s", "ns/ply", "ns/sowing");
}

static void bench_row(FILE *f, const sow_result_set *s, const bench_time *t, long threads)
{
    double ply = t->plies ? 1e9 * t->wall / (double)t->plies : 0;
    double sowing = t->sowings ? 1e9 * t->wall / (double)t->sowings : 0;
    fprintf(f, "%-24.24s %7ld %9llu %8.3f %8.3f %10.0f %11.0f %8.2f %9.2f\n", s->name, threads,
            (unsigned long long)s->stats.games, t->wall, t->cpu, (double)s->stats.games / t->wall,
            (double)t->plies / t->wall, ply, sowing);
}

/* Plays the n sets, printing a row after each. */
static int bench_run(const sim_opts *o, const sow_rules *rules, sow_result_set *sets, bench_time *t, int n,
                     FILE *table)
{
    bench_header(table);
    for (int i = 0; i < n; i++) {
        double cpu0 = cpu_seconds();
        if (run_set(o, &rules[i], &sets[i], NULL, &t[i].wall) != CLI_OK) return CLI_ERR;
        t[i].cpu = cpu_seconds() - cpu0;
        const sow_stats *st = &sets[i].stats;
        t[i].plies = st->plies_sum;
        t[i].sowings = st->plies_sum - st->passes;
        bench_row(table, &sets[i], &t[i], o->threads);
        fflush(table);
    }
    fprintf(table, "hot loop: %s\n", sow_isa());
    return CLI_OK;
}

int cli_bench(int argc, char **argv)
{
    sim_opts o;
    int rc = parse_options(argc, argv, &o, 1);
    if (rc == -1) {
        cli_bench_usage(stdout);
        return CLI_OK;
    }
    if (rc == -2) {
        cli_bench_usage(stderr);
        return CLI_ERR;
    }
    if (rc != CLI_OK) return rc;
    if (o.threads == 0) o.threads = 1;
    sow_out out;
    sow_error err;
    memset(&out, 0, sizeof out);
    if (o.json && sow_out_check(&out, o.json, &err)) return cli_print_error(&err, o.json), CLI_ERR;
    static char *defaults[] = {"specs/mangala_ii.lua", "specs/mangala_iv.lua", "specs/al_manqala.lua"};
    char **specs = argv;
    int n = argc - optind;
    if (n == 0) {
        specs = defaults;
        optind = 0;
        n = 3;
    }
    sow_rules *rules = sow_xcalloc((size_t)n, sizeof *rules);
    sow_result_set *sets = sow_xcalloc((size_t)n, sizeof *sets);
    bench_time *t = sow_xcalloc((size_t)n, sizeof *t);
    rc = load_sets(n + optind, specs, &o, rules, sets, n);
    if (rc == CLI_OK) rc = bench_run(&o, rules, sets, t, n, out.kind == SOW_OUT_STDOUT ? stderr : stdout);
    if (rc == CLI_OK && o.json) rc = bench_write_json(&out, sets, t, n, o.threads);
    else sow_out_discard(&out);
    free(rules);
    free(sets);
    free(t);
    return rc;
}

/* ---- sow merge ------------------------------------------------------------------ */

void cli_merge_usage(FILE *f)
{
    fputs("usage: sow merge FILE... [--json OUT] [--csv OUT]\n"
          "\n"
          "Combines the results files of shard runs (`sow simulate --shard K/M --json`)\n"
          "into exactly the results one run over all games would have given, and\n"
          "prints the comparison table. Sets are matched by spec, readings, agents,\n"
          "seed and game count; a shard given twice or a mismatch is an error.\n"
          "\n"
          "  --json OUT           write the merged results\n"
          "  --csv OUT            write the merged headline numbers\n"
          "  -h, --help           this text\n",
          f);
}

/* The set of `all` that `s` merges into, or -1. */
static int same_run(const sow_result_set *all, int n, const sow_result_set *s)
{
    for (int i = 0; i < n; i++)
        if (all[i].spec_hash == s->spec_hash && !strcmp(all[i].name, s->name) &&
            !strcmp(all[i].readings, s->readings) && !strcmp(all[i].agent[0], s->agent[0]) &&
            !strcmp(all[i].agent[1], s->agent[1]) && all[i].seed == s->seed &&
            all[i].games_requested == s->games_requested)
            return i;
    return -1;
}

int cli_merge(int argc, char **argv)
{
    static const struct option opts[] = {{"json", required_argument, NULL, 'j'},
                                         {"csv", required_argument, NULL, 'c'},
                                         {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    sim_opts o;
    int ch;
    memset(&o, 0, sizeof o);
    optind = 1;
    while ((ch = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
        if (ch == 'j') o.json = optarg;
        else if (ch == 'c') o.csv = optarg;
        else if (ch == 'h') {
            cli_merge_usage(stdout);
            return CLI_OK;
        } else {
            cli_merge_usage(stderr);
            return CLI_ERR;
        }
    }
    if (optind >= argc) {
        cli_merge_usage(stderr);
        return cli_fail("merge: expected at least one results FILE");
    }
    sow_result_set *all = NULL;
    int n = 0, rc = CLI_OK;
    sow_out out[2];
    if (check_files(&o, out) != CLI_OK) return CLI_ERR;
    for (int f = optind; f < argc && rc == CLI_OK; f++) {
        sow_result_set *sets = NULL;
        int k = 0;
        sow_error err;
        if (sow_report_json_read(argv[f], &sets, &k, &err)) {
            cli_print_error(&err, argv[f]);
            rc = CLI_ERR;
            break;
        }
        for (int j = 0; j < k && rc == CLI_OK; j++) {
            int i = same_run(all, n, &sets[j]);
            if (i < 0) {
                all = sow_xrealloc(all, (size_t)(n + 1) * sizeof *all);
                all[n++] = sets[j];
            } else if (sow_report_merge(&all[i], &sets[j], &err)) {
                cli_print_error(&err, argv[f]);
                rc = CLI_ERR;
            }
        }
        free(sets);
    }
    if (rc == CLI_OK) {
        for (int i = 0; i < n; i++)
            if (!sow_result_set_complete(&all[i]))
                fprintf(stderr, "sow merge: %s: %llu of %llu shards present; the results are partial\n",
                        all[i].name, (unsigned long long)sow_result_set_nshards(&all[i]),
                        (unsigned long long)all[i].shards);
        sow_report_table(table_stream(out), all, n);
        rc = write_files(&o, out, all, n);
    }
    free(all);
    return rc;
}
