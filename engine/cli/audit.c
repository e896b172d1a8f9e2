/* audit.c - `sow audit SPEC`: for every open question and every reading
 * other than the default, how often the reading is exercised along games
 * played under the default readings, what it changes on paired games, and
 * the first position where it matters with `sow play` commands; then
 * combinations of readings ranked by balance. A ranked table on stdout,
 * JSON and a Markdown report (engine/audit/ does the work). */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

void cli_audit_usage(FILE *f)
{
    fputs("usage: sow audit SPEC [options]\n"
          "\n"
          "How much each open question of SPEC matters. For every question with two or\n"
          "more readings and every reading R other than the default:\n"
          "  exercised    along games played under the default readings, the share of\n"
          "               plies (and of games with one such ply) where playing the same\n"
          "               move from the same position under R gives another result\n"
          "  consequence  paired games (the same seed, streams and agents) under the\n"
          "               defaults and under R: how many diverge, how many change the\n"
          "               first mover's result, the change of the first player's win\n"
          "               rate, of the unresolved and limit rates and of the length,\n"
          "               unadjusted 95% intervals; * marks a change significant at\n"
          "               family-wise 5% after Holm's adjustment over all the tests\n"
          "               of the audit (the JSON has raw p and adjusted p_holm)\n"
          "  example      the first position where R matters, with `sow play` commands\n"
          "Questions are ranked by the share of games whose result changes, then by the\n"
          "exercised rate. Then combinations of readings (plain simulations) ranked by\n"
          "the first player's share of decisive games.\n"
          "\n"
          "  --games N            paired games per reading (default 10000)\n"
          "  --agents A,B         agents A and B (default random,random)\n"
          "  --seed S             the seed (default 1)\n"
          "  --threads T          threads (default: all cores)\n"
          "  --question ID        audit only this question (repeatable)\n"
          "  --combos N           reading combinations simulated (default 64; all when\n"
          "                       there are no more, else N drawn from the seed; 0: none)\n"
          "  --json FILE          write the audit as JSON (whole or not at all)\n"
          "  --md FILE            write a Markdown report (whole or not at all)\n"
          "  --quiet              no progress on stderr\n"
          "  -h, --help           this text\n",
          f);
}

/* ---- a growing text buffer (the Markdown report) ------------------------- */


/* ---- options --------------------------------------------------------------- */

typedef struct {
    cli_common c;
    uint64_t games;
    long threads, combos;
    const char *agent[2];
    char agents_buf[2 * SOW_TEXT_LEN];
    const char *json, *md;
    char question[SOW_MAX_QUESTIONS][SOW_NAME_LEN];
    int nquestion;
    int quiet;
} audit_opts;

static int parse_options(int argc, char **argv, audit_opts *o)
{
    static const struct option opts[] = {
        {"games", required_argument, NULL, 'n'},  {"agents", required_argument, NULL, 'a'},
        {"seed", required_argument, NULL, 's'},   {"threads", required_argument, NULL, 't'},
        {"json", required_argument, NULL, 'j'},   {"md", required_argument, NULL, 'm'},
        {"combos", required_argument, NULL, 'c'}, {"question", required_argument, NULL, 'q'},
        {"quiet", no_argument, NULL, 'Q'},        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    int ch;
    memset(o, 0, sizeof *o);
    cli_common_init(&o->c);
    o->games = 10000;
    o->combos = 64;
    o->agent[0] = o->agent[1] = "random";
    optind = 1;
    while ((ch = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
        int rc = CLI_OK;
        switch (ch) {
        case 'n': rc = cli_parse_u64("--games", optarg, &o->games); break;
        case 'a': rc = cli_parse_agents(optarg, o->agents_buf, sizeof o->agents_buf, o->agent); break;
        case 's': rc = cli_parse_u64("--seed", optarg, &o->c.seed); break;
        case 't': rc = cli_parse_int("--threads", optarg, 0, 256, &o->threads); break;
        case 'j': o->json = optarg; break;
        case 'm': o->md = optarg; break;
        case 'c': rc = cli_parse_int("--combos", optarg, 0, 100000, &o->combos); break;
        case 'q':
            if (o->nquestion >= SOW_MAX_QUESTIONS) rc = cli_fail("--question: too many (at most %d)", SOW_MAX_QUESTIONS);
            else if (strlen(optarg) >= SOW_NAME_LEN) rc = cli_fail("--question '%s': no such question", optarg);
            else snprintf(o->question[o->nquestion++], SOW_NAME_LEN, "%s", optarg);
            break;
        case 'Q': o->quiet = 1; break;
        case 'h': return -1;
        default: return -2;
        }
        if (rc != CLI_OK) return CLI_ERR;
    }
    if (o->games == 0) return cli_fail("--games: expected at least 1 game");
    return CLI_OK;
}

static int report(const sow_error *err, const char *file)
{
    cli_print_error(err, file);
    return CLI_ERR;
}

/* One stage of the audit, timed, with a progress bar on a terminal. */
static int run(sow_audit *au, const char *label, int (*stage)(sow_audit *, sow_error *), int progress,
               double *seconds, sow_error *err)
{
    sow_progress prog = sow_progress_start(label);
    au->cfg.progress = progress && isatty(2) ? sow_progress_show : NULL;
    au->cfg.progress_ctx = &prog;
    double t0 = sow_seconds();
    int rc = stage(au, err);
    *seconds = sow_seconds() - t0;
    sow_progress_end(&prog);
    au->cfg.progress = NULL;
    return rc ? CLI_ERR : CLI_OK;
}

/* ---- the command --------------------------------------------------------------------- */

int cli_audit(int argc, char **argv)
{
    audit_opts o;
    int rc = parse_options(argc, argv, &o);
    if (rc == -1) {
        cli_audit_usage(stdout);
        return CLI_OK;
    }
    if (rc == -2) {
        cli_audit_usage(stderr);
        return CLI_ERR;
    }
    if (rc != CLI_OK) return rc;
    if (argc - optind != 1) {
        cli_audit_usage(stderr);
        return cli_fail("audit: expected one SPEC (got %d)", argc - optind);
    }
    const char *path = argv[optind];
    sow_out out[2];                          /* --json, --md: named before any game */
    sow_error err;
    memset(out, 0, sizeof out);
    if (o.json && sow_out_check(&out[0], o.json, &err)) return cli_print_error(&err, o.json), CLI_ERR;
    if (o.md && sow_out_check(&out[1], o.md, &err)) return cli_print_error(&err, o.md), CLI_ERR;
    sow_rules *a = sow_xmalloc(sizeof *a);
    if (cli_load(path, &o.c, a) != CLI_OK) {
        free(a);
        return CLI_ERR;
    }
    for (int i = 0; i < o.nquestion; i++) {
        int found = 0;
        for (int q = 0; q < a->nquestions; q++) found |= !strcmp(a->question[q].id, o.question[i]);
        if (!found) {
            free(a);
            return cli_fail("--question %s: %s has no open question %s", o.question[i], path, o.question[i]);
        }
    }
    sow_audit_config cfg = {.a = a, .path = path, .agent = {o.agent[0], o.agent[1]}, .seed = o.c.seed,
                            .games = o.games, .threads = (int)o.threads, .combos = o.combos,
                            .question = (const char (*)[SOW_NAME_LEN])o.question, .nquestion = o.nquestion};
    sow_audit au;
    double t_paired = 0, t_combos = 0;
    rc = sow_audit_open(&cfg, &au, &err) ? CLI_ERR : CLI_OK;
    if (rc == CLI_OK) rc = run(&au, "paired games", sow_audit_pairs, !o.quiet, &t_paired, &err);
    if (rc == CLI_OK) rc = run(&au, "combinations", sow_audit_combos, !o.quiet, &t_combos, &err);
    if (rc != CLI_OK) cli_print_error(&err, path);
    if (rc == CLI_OK) {
        sow_audit_print(stdout, &au);
        printf("\ntime: paired games %.1fs, combinations %.1fs\n", t_paired, t_combos);
        fflush(stdout);
    }
    if (rc == CLI_OK && o.json) {
        json_t *root = sow_audit_json(&au);
        if (!root || sow_audit_put_json(&out[0], root, &err)) rc = report(&err, o.json);
        json_decref(root);
    }
    if (rc == CLI_OK && o.md) {
        sow_text t = sow_text_new();
        sow_audit_markdown(&au, &t);
        if (t.failed) rc = cli_fail("out of memory");
        else if (sow_audit_put_text(&out[1], t.s, t.len, &err)) rc = report(&err, o.md);
        sow_text_free(&t);
    }
    if (rc == CLI_OK && sow_out_commit(out, 2, &err)) rc = report(&err, err.file); /* both whole, or neither */
    sow_out_discard(&out[0]);
    sow_out_discard(&out[1]);
    sow_audit_free(&au);
    free(a);
    return rc;
}
