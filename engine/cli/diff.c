/* diff.c - `sow diff SPEC_A SPEC_B`: what a rule change alters, measured on
 * paired games (engine/sim/paired.c): game i under A and under B with the
 * same seed, streams and agents. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

void cli_diff_usage(FILE *f)
{
    fputs("usage: sow diff SPEC_A SPEC_B [options]\n"
          "\n"
          "Plays paired games: game i under A and under B with the same seed, random\n"
          "streams and agents, so the two coincide until the rules make them differ.\n"
          "Prints how many games diverge (95% Wilson interval, or an upper bound when\n"
          "none does) and at which ply, the first mover's result under A against B,\n"
          "the change of each headline rate with its unadjusted 95% interval, raw and\n"
          "Holm-adjusted p-values and verdict (the headline tests form one family,\n"
          "controlled at family-wise 5%), and the first diverging games with `sow play`\n"
          "commands that reproduce them.\n"
          "SPEC_B may be SPEC_A itself with other readings (--reading-b).\n"
          "\n"
          "  --reading ID=KW      a reading for A and B (each that declares the question)\n"
          "  --reading-b ID=KW    a reading for B only\n"
          "  --games N            paired games (default 10000)\n"
          "  --agents A,B         agents A and B (default random,random)\n"
          "  --seed S             the seed (default 1)\n"
          "  --threads T          threads (default: all cores)\n"
          "  --examples K         diverging games shown (default 3, at most 16)\n"
          "  --json FILE          write the comparison as JSON (whole or not at all)\n"
          "  -h, --help           this text\n",
          f);
}


int cli_diff(int argc, char **argv)
{
    static const struct option opts[] = {
        {"reading", required_argument, NULL, 'r'}, {"reading-b", required_argument, NULL, 'b'},
        {"games", required_argument, NULL, 'n'},   {"agents", required_argument, NULL, 'a'},
        {"seed", required_argument, NULL, 's'},    {"threads", required_argument, NULL, 't'},
        {"examples", required_argument, NULL, 'e'}, {"json", required_argument, NULL, 'j'},
        {"help", no_argument, NULL, 'h'},          {NULL, 0, NULL, 0}};
    cli_common ca, cb_only;
    uint64_t games = 10000;
    long threads = 0, examples = 3;
    const char *json = NULL, *agent[2] = {"random", "random"};
    char agents_buf[2 * SOW_TEXT_LEN];
    int ch;
    cli_common_init(&ca);
    cli_common_init(&cb_only);
    optind = 1;
    while ((ch = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
        int rc = CLI_OK;
        switch (ch) {
        case 'r': rc = cli_parse_reading(&ca, optarg); break;
        case 'b': rc = cli_parse_reading(&cb_only, optarg); break;
        case 'n': rc = cli_parse_u64("--games", optarg, &games); break;
        case 'a': rc = cli_parse_agents(optarg, agents_buf, sizeof agents_buf, agent); break;
        case 's': rc = cli_parse_u64("--seed", optarg, &ca.seed); break;
        case 't': rc = cli_parse_int("--threads", optarg, 0, 256, &threads); break;
        case 'e': rc = cli_parse_int("--examples", optarg, 0, SOW_AUDIT_MAX_EXAMPLES, &examples); break;
        case 'j': json = optarg; break;
        case 'h': cli_diff_usage(stdout); return CLI_OK;
        default: cli_diff_usage(stderr); return CLI_ERR;
        }
        if (rc != CLI_OK) return CLI_ERR;
    }
    if (argc - optind != 2) {
        cli_diff_usage(stderr);
        return cli_fail("diff: expected two specs, SPEC_A and SPEC_B (got %d)", argc - optind);
    }
    if (games == 0) return cli_fail("--games: expected at least 1 game");
    const char *pa = argv[optind], *pb = argv[optind + 1];
    sow_out out;                             /* --json: named before any game */
    memset(&out, 0, sizeof out);
    if (json) {
        sow_error err;
        if (sow_out_check(&out, json, &err)) return cli_print_error(&err, json), CLI_ERR;
    }

    /* B's readings: the shared ones, then --reading-b (which replaces) */
    cli_common cb = ca;
    for (int i = 0; i < cb_only.nchoices; i++) {
        char arg[2 * SOW_NAME_LEN + 2];
        snprintf(arg, sizeof arg, "%s=%s", cb_only.choice[i].id, cb_only.choice[i].reading);
        if (cli_set_reading(&cb, arg, 1) != CLI_OK) return CLI_ERR;
    }
    sow_rules *ra = sow_xmalloc(sizeof *ra), *rb = sow_xmalloc(sizeof *rb);
    sow_paired *p = sow_xmalloc(sizeof *p);
    sow_stats *st_a = sow_xmalloc(sizeof *st_a);
    int rc = CLI_OK;
    int used_a[SOW_MAX_QUESTIONS] = {0}, used_b[SOW_MAX_QUESTIONS] = {0};
    if (rc == CLI_OK) rc = cli_load_some(pa, &ca, ra, used_a);
    if (rc == CLI_OK) rc = cli_load_some(pb, &cb, rb, used_b);
    for (int i = 0; rc == CLI_OK && i < ca.nchoices; i++)
        if (!used_a[i] && !used_b[i])
            rc = cli_fail("--reading %s: neither spec declares this question", ca.choice[i].id);
    for (int i = 0; rc == CLI_OK && i < cb.nchoices; i++) {
        int b_only = 0;
        for (int k = 0; k < cb_only.nchoices; k++) b_only |= !strcmp(cb_only.choice[k].id, cb.choice[i].id);
        if (!used_b[i] && b_only)
            rc = cli_fail("--reading-b %s: %s has no open question %s", cb.choice[i].id, pb, cb.choice[i].id);
    }
    if (rc == CLI_OK && ra->pits != rb->pits)
        rc = cli_fail("diff: %s has %d pits per row and %s has %d: paired games need boards of the same size", pa,
                      ra->row, pb, rb->row);
    if (rc == CLI_OK) {
        const sow_rules *bs[1] = {rb};
        sow_paired_config cfg;
        sow_error err;
        memset(&cfg, 0, sizeof cfg);
        cfg.a = ra;
        cfg.b = bs;
        cfg.nb = 1;
        cfg.agent[0] = agent[0];
        cfg.agent[1] = agent[1];
        cfg.seed = ca.seed;
        cfg.games = games;
        cfg.threads = (int)threads;
        cfg.exercised = 1;
        cfg.examples = (int)examples;
        if (sow_paired_run(&cfg, st_a, p, &err)) {
            cli_print_error(&err, pa);
            rc = CLI_ERR;
        }
    }
    /* the headline tests of the comparison (its six changes and McNemar's
     * test) are one family: Holm's adjustment over them */
    sow_paired_tests t;
    if (rc == CLI_OK) {
        sow_paired_tests_compute(p, st_a, &t);
        sow_paired_tests_holm(&t, 1, SOW_AUDIT_ALPHA);
    }
    if (rc == CLI_OK) {
        printf("seed %llu, agents %s vs %s\n", (unsigned long long)ca.seed, agent[0], agent[1]);
        sow_paired_print(stdout, ra, rb, st_a, p, &t, (int)examples);
        fflush(stdout);
        if (json) {
            json_t *o = sow_paired_json(ra, rb, st_a, p, &t, (int)examples);
            json_object_set_new(o, "multiple_testing", sow_family_json(t.family));
            json_object_set_new(o, "format", json_string("sow-diff"));
            json_object_set_new(o, "version", json_string(SOW_VERSION));
            json_object_set_new(o, "seed", json_integer((json_int_t)ca.seed));
            json_object_set_new(o, "agents", json_pack("[ss]", agent[0], agent[1]));
            sow_error err;
            if (sow_audit_put_json(&out, o, &err) || sow_out_commit(&out, 1, &err)) {
                cli_print_error(&err, json);
                rc = CLI_ERR;
            }
            json_decref(o);
        }
    }
    sow_out_discard(&out);
    free(ra);
    free(rb);
    free(p);
    free(st_a);
    return rc;
}
