/* simulate.c - `sow simulate`: uniformly random play, many games per spec,
 * first-player results with 95% Wilson intervals, one row per spec. */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

void cli_simulate_usage(FILE *f)
{
    fputs("usage: sow simulate SPEC... [options]\n"
          "\n"
          "Plays uniformly random games under each spec (game i uses random stream i\n"
          "of the seed for the deal, the first player and the moves) and prints one\n"
          "comparison table: first-player win / draw / loss / unresolved rates with\n"
          "95% Wilson intervals, mean plies and why games ended.\n"
          "\n"
          "  --games N            games per spec (default 10000)\n"
          "  --seed S             the seed (default 1)\n"
          "  --reading ID=KW      choose a reading; applied to each spec that declares\n"
          "                       the question (repeatable)\n"
          "  --max-plies N        a game longer than N plies is stopped (ply_cap)\n"
          "  -h, --help           this text\n",
          f);
}

typedef struct {
    uint64_t games, win, draw, loss, unresolved, plies;
    uint64_t end[SOW_END__COUNT];
} sim_stats;

/* The 95% (z = 1.96) Wilson score interval of k successes in n trials. */
static void wilson(uint64_t k, uint64_t n, double z, double *lo, double *hi)
{
    double p, z2n, den, mid, half;
    if (n == 0) {
        *lo = 0.0;
        *hi = 1.0;
        return;
    }
    p = (double)k / (double)n;
    z2n = z * z / (double)n;
    den = 1.0 + z2n;
    mid = (p + z2n / 2.0) / den;
    half = z * sqrt(p * (1.0 - p) / (double)n + z2n / (4.0 * (double)n)) / den;
    *lo = mid - half < 0.0 ? 0.0 : mid - half;
    *hi = mid + half > 1.0 ? 1.0 : mid + half;
}

/* The games of one spec: no allocation inside. */
static void run(const sow_rules *r, uint64_t games, uint64_t seed, sim_stats *st)
{
    uint64_t g;
    uint32_t guard = r->max_plies > 0 ? (uint32_t)r->max_plies + 16u : 100000000u;
    memset(st, 0, sizeof *st);
    for (g = 0; g < games; g++) {
        sow_rng rng;
        sow_state s;
        int first;
        sow_end end;
        sow_rng_seed(&rng, seed, g);
        sow_new_game(r, &s, NULL, -1, &rng, g);
        first = s.to_move;
        while (s.status == SOW_PLAYING && s.ply < guard) {
            uint32_t mask = sow_legal(r, &s);
            int m = mask ? cli_nth_bit(mask, sow_rng_below(&rng, (uint32_t)cli_popcount(mask)))
                         : SOW_PASS;
            sow_play(r, &s, m, NULL);
        }
        st->games++;
        st->plies += s.ply;
        if (s.status != SOW_ENDED) {          /* the backstop of last resort */
            st->unresolved++;
            st->end[SOW_END_PLY_CAP]++;
            continue;
        }
        end = (sow_end)s.end;
        st->end[end < SOW_END__COUNT ? end : SOW_END_NONE]++;
        if (s.result == SOW_WIN && s.winner == first)
            st->win++;
        else if (s.result == SOW_WIN && s.winner <= 1)
            st->loss++;
        else if (s.result == SOW_DRAW)
            st->draw++;
        else
            st->unresolved++;
    }
}

static void rate(char *buf, size_t cap, uint64_t k, uint64_t n)
{
    double lo, hi;
    wilson(k, n, 1.96, &lo, &hi);
    snprintf(buf, cap, "%5.1f [%4.1f,%5.1f]", n ? 100.0 * (double)k / (double)n : 0.0,
             100.0 * lo, 100.0 * hi);
}

int cli_simulate(int argc, char **argv)
{
    static const struct option opts[] = {
        {"games", required_argument, NULL, 'g'},
        {"seed", required_argument, NULL, 's'},
        {"reading", required_argument, NULL, 'r'},
        {"max-plies", required_argument, NULL, 'p'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    cli_common c;
    const char **spec;
    int nspecs = 0, opt, i, e, rc = CLI_OK;
    uint64_t games = 10000;
    long max_plies = 0;
    int used[SOW_MAX_QUESTIONS];
    sow_rules *r;
    sim_stats *st;
    char (*names)[SOW_NAME_LEN];

    cli_common_init(&c);
    spec = malloc(sizeof *spec * (size_t)(argc > 0 ? argc : 1));
    if (!spec)
        return cli_fail("out of memory");
    optind = 1;
    while ((opt = getopt_long(argc, argv, "-h", opts, NULL)) != -1) {
        switch (opt) {
        case 1: spec[nspecs++] = optarg; break;
        case 'g':
            if (cli_parse_u64("--games", optarg, &games) || games == 0) {
                if (games == 0)
                    cli_fail("--games '%s': expected at least 1", optarg);
                free(spec);
                return CLI_ERR;
            }
            break;
        case 's':
            if (cli_parse_u64("--seed", optarg, &c.seed)) { free(spec); return CLI_ERR; }
            break;
        case 'r':
            if (cli_parse_reading(&c, optarg)) { free(spec); return CLI_ERR; }
            break;
        case 'p':
            if (cli_parse_int("--max-plies", optarg, 1, 100000000L, &max_plies)) {
                free(spec);
                return CLI_ERR;
            }
            break;
        case 'h': cli_simulate_usage(stdout); free(spec); return CLI_OK;
        default: cli_simulate_usage(stderr); free(spec); return CLI_ERR;
        }
    }
    if (nspecs == 0) {
        cli_fail("simulate: missing SPEC (one or more Lua spec files)");
        cli_simulate_usage(stderr);
        free(spec);
        return CLI_ERR;
    }

    r = malloc(sizeof *r);
    st = calloc((size_t)nspecs, sizeof *st);
    names = calloc((size_t)nspecs, sizeof *names);
    if (!r || !st || !names) {
        free(r); free(st); free(names); free(spec);
        return cli_fail("out of memory");
    }
    memset(used, 0, sizeof used);
    /* load every spec first: an error should not come after minutes of play */
    for (i = 0; i < nspecs && rc == CLI_OK; i++)
        rc = cli_load_some(spec[i], &c, r, used);
    for (i = 0; i < c.nchoices && rc == CLI_OK; i++)
        if (!used[i])
            rc = cli_fail("--reading %s=%s: no spec given declares the question %s",
                          c.choice[i].id, c.choice[i].reading, c.choice[i].id);

    for (i = 0; i < nspecs && rc == CLI_OK; i++) {
        rc = cli_load_some(spec[i], &c, r, used);
        if (rc != CLI_OK)
            break;
        if (max_plies > 0)
            r->max_plies = (int)max_plies;
        snprintf(names[i], SOW_NAME_LEN, "%s", r->name[0] ? r->name : spec[i]);
        run(r, games, c.seed, &st[i]);
    }

    if (rc == CLI_OK) {
        printf("sow simulate: uniformly random play, %llu games per spec, seed %llu",
               (unsigned long long)games, (unsigned long long)c.seed);
        for (i = 0; i < c.nchoices; i++)
            printf("%s%s=%s", i ? ", " : "; readings ", c.choice[i].id, c.choice[i].reading);
        printf("\nrates in %% with 95%% Wilson intervals; 1st = the player who made the first ply\n\n");
        printf("%-20s %8s  %-19s  %-19s  %-19s  %-19s  %10s  %s\n", "spec", "games",
               "1st win% [lo,hi]", "draw% [lo,hi]", "1st loss% [lo,hi]", "unresolved% [lo,hi]",
               "mean plies", "end reasons");
        for (i = 0; i < nspecs; i++) {
            char a[64], b[64], d[64], u[64];
            int firstreason = 1;
            const sim_stats *x = &st[i];
            rate(a, sizeof a, x->win, x->games);
            rate(b, sizeof b, x->draw, x->games);
            rate(d, sizeof d, x->loss, x->games);
            rate(u, sizeof u, x->unresolved, x->games);
            printf("%-20s %8llu  %-19s  %-19s  %-19s  %-19s  %10.1f  ", names[i],
                   (unsigned long long)x->games, a, b, d, u,
                   x->games ? (double)x->plies / (double)x->games : 0.0);
            for (e = 0; e < SOW_END__COUNT; e++)
                if (x->end[e]) {
                    printf("%s%s %.1f%%", firstreason ? "" : ", ", sow_end_name((sow_end)e),
                           100.0 * (double)x->end[e] / (double)x->games);
                    firstreason = 0;
                }
            putchar('\n');
        }
        fflush(stdout);
    }
    free(r); free(st); free(names); free(spec);
    return rc;
}
