/* vectors.c - `sow vectors`: test vectors for other implementations, as
 * JSON Lines (docs/vectors.md): a header line, then one line per ply of
 * random games: the position, the move, the legal moves, the result after
 * the move and its end rules, and the rule paths the ply exercised. With
 * --cover K, games are played until every path the rules allow has
 * appeared K times (or a cap), and only plies that add to a path still
 * short of K are written; a coverage report goes to stderr. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

enum { COVER_MAX_GAMES = 1000000 };

void cli_vectors_usage(FILE *f)
{
    fputs("usage: sow vectors SPEC [options]\n"
          "\n"
          "Writes test vectors as JSON Lines on stdout: a header line, then one line\n"
          "per ply of random games (position, move, legal moves, result, rule paths).\n"
          "Format: docs/vectors.md.\n"
          "\n"
          "  --games N            games to play (default 10; with --cover, the cap,\n"
          "                       default 1000000)\n"
          "  --seed S             game i draws from the streams of (S, i) (default 1)\n"
          "  --reading ID=KW      choose a reading of an open question (repeatable)\n"
          "  --board N,N,...      start layout instead of the spec's setup\n"
          "  --first 0|1          the player who moves first\n"
          "  --every N            keep each ply with probability 1/N (default 1: all)\n"
          "  --cover K            play until each rule path the rules allow occurred K\n"
          "                       times; write only plies that add to a path below K;\n"
          "                       print a coverage report on stderr\n"
          "  --max-lines L        at most L vector lines (the header not counted)\n"
          "  -h, --help           this text\n",
          f);
}

static void print_json(json_t *v)
{
    char *s = json_dumps(v, JSON_COMPACT);
    if (s) {
        fputs(s, stdout);
        fputc('\n', stdout);
        free(s);
    }
}

static void header(const sow_rules *r, uint64_t seed, const char *spec, int cover)
{
    char hash[24];
    json_t *h = json_object(), *rd = json_object();
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)r->spec_hash);
    for (int q = 0; q < r->nquestions; q++)
        if (r->question[q].chosen >= 0 && r->question[q].chosen < r->question[q].nreadings)
            json_object_set_new(rd, r->question[q].id, json_string(r->question[q].reading[r->question[q].chosen]));
    json_object_set_new(h, "format", json_string("sow-vectors"));
    json_object_set_new(h, "version", json_integer(SOW_VECTORS_VERSION));
    json_object_set_new(h, "spec", json_string(r->name));
    json_object_set_new(h, "spec_file", json_string(spec));
    json_object_set_new(h, "spec_hash", json_string(hash));
    json_object_set_new(h, "readings", rd);
    json_object_set_new(h, "seed", json_integer((json_int_t)seed));
    json_object_set_new(h, "pits", json_integer(r->pits));
    json_object_set_new(h, "sow_version", json_string(SOW_VERSION));
    json_object_set_new(h, "cover", cover ? json_integer(cover) : json_null());
    print_json(h);
    json_decref(h);
}

int cli_vectors(int argc, char **argv)
{
    static const struct option opts[] = {
        {"games", required_argument, NULL, 'g'},
        {"seed", required_argument, NULL, 's'},
        {"reading", required_argument, NULL, 'r'},
        {"board", required_argument, NULL, 'b'},
        {"first", required_argument, NULL, 'f'},
        {"every", required_argument, NULL, 'e'},
        {"cover", required_argument, NULL, 'c'},
        {"max-lines", required_argument, NULL, 'l'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    cli_common c;
    const char *spec = NULL;
    uint64_t games = 10, lines = 0, max_lines = UINT64_MAX, g, plies = 0;
    long every = 1, cover = 0;
    int games_given = 0, opt, p;
    uint64_t count[SOW_PATH__COUNT], possible;
    sow_rules *r;

    cli_common_init(&c);
    optind = 1;
    while ((opt = getopt_long(argc, argv, "-h", opts, NULL)) != -1) {
        int mine = cli_position_option(&c, "vectors", opt, optarg, &spec);
        if (mine != CLI_NOT_MINE) {
            if (mine != CLI_OK) return CLI_ERR;
            continue;
        }
        switch (opt) {
        case 'g':
            if (cli_parse_u64("--games", optarg, &games)) return CLI_ERR;
            games_given = 1;
            break;
        case 'e': if (cli_parse_int("--every", optarg, 1, 1000000000L, &every)) return CLI_ERR; break;
        case 'c': if (cli_parse_int("--cover", optarg, 1, 1000000000L, &cover)) return CLI_ERR; break;
        case 'l': if (cli_parse_u64("--max-lines", optarg, &max_lines)) return CLI_ERR; break;
        case 'h': cli_vectors_usage(stdout); return CLI_OK;
        default: cli_vectors_usage(stderr); return CLI_ERR;
        }
    }
    if (cover && !games_given)
        games = COVER_MAX_GAMES;
    r = cli_spec_arg("vectors", spec, &c, cli_vectors_usage);
    if (!r)
        return CLI_ERR;
    possible = sow_paths_possible(r);
    memset(count, 0, sizeof count);
    header(r, c.seed, spec, (int)cover);

    for (g = 0; g < games; g++) {
        sow_rng moves, sample;
        sow_state s;
        sow_start_info info;
        uint32_t guard = (uint32_t)r->max_plies + 16u;
        if (!cover && lines >= max_lines)
            break;
        if (cover) {
            int done = 1;
            for (p = 0; p < SOW_PATH__COUNT; p++)
                if ((possible >> p & 1) && count[p] < (uint64_t)cover)
                    done = 0;
            if (done)
                break;
        }
        sow_rng_game(&moves, c.seed, g, 1);
        sow_rng_game(&sample, c.seed, g, 2);
        sow_game_start(r, c.seed, g, NULL, NULL, &s, &info);   /* game g, as sow simulate starts it */
        if (c.nboard || c.first >= 0) {
            sow_position(r, &s, c.nboard ? c.board : info.layout, c.first >= 0 ? c.first : info.first);
            sow_settle(r, &s);
        }
        while (s.status == SOW_PLAYING && s.ply < guard) {
            sow_state before = s;
            sow_trace t;
            sow_moves legal = sow_legal(r, &s);
            int move = legal ? cli_nth_bit(legal, sow_rng_below(&moves, (uint32_t)cli_popcount(legal)))
                             : SOW_PASS;
            uint64_t paths;
            int keep;
            sow_move(r, &s, move, &t);
            sow_settle(r, &s);
            paths = sow_ply_paths(r, &before, move, move == SOW_PASS ? NULL : &t, &s);
            plies++;
            keep = every == 1 || sow_rng_below(&sample, (uint32_t)every) == 0;
            if (cover) {
                keep = 0;
                for (p = 0; p < SOW_PATH__COUNT; p++)
                    if ((paths >> p & 1) && count[p] < (uint64_t)cover)
                        keep = 1;
            }
            for (p = 0; p < SOW_PATH__COUNT; p++)
                if (paths >> p & 1)
                    count[p]++;
            if (keep && lines < max_lines) {
                json_t *v = sow_vector_json(r, &before, move, move == SOW_PASS ? NULL : &t, &s, paths);
                json_object_set_new(v, "game", json_integer((json_int_t)g));
                print_json(v);
                json_decref(v);
                lines++;
            }
        }
    }
    fflush(stdout);

    if (cover) {
        int nnever = 0;
        fprintf(stderr, "coverage: %llu games, %llu plies, seed %llu, %llu vector lines, target %ld per path\n",
                (unsigned long long)g, (unsigned long long)plies, (unsigned long long)c.seed,
                (unsigned long long)lines, cover);
        for (p = 0; p < SOW_PATH__COUNT; p++)
            if (possible >> p & 1)
                fprintf(stderr, "  %-16s %llu%s\n", sow_path_name(p), (unsigned long long)count[p],
                        count[p] == 0 ? "  never" : count[p] < (uint64_t)cover ? "  below target" : "");
        for (p = 0; p < SOW_PATH__COUNT; p++)
            if ((possible >> p & 1) && count[p] == 0) {
                fprintf(stderr, "never: %s (the rules make it impossible or it is too rare)\n",
                        sow_path_name(p));
                nnever++;
            }
        fputs("not in these rules:", stderr);
        for (p = 0; p < SOW_PATH__COUNT; p++)
            if (!(possible >> p & 1))
                fprintf(stderr, " %s", sow_path_name(p));
        fputc('\n', stderr);
        (void)nnever;
    }
    free(r);
    return CLI_OK;
}
