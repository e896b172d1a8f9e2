/* oracle.c - `sow oracle`: the rules oracle as a JSON line protocol on
 * stdin/stdout (docs/oracle.md). The library answers each line
 * (engine/tools/oracle.c); this file only reads lines and prints. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

void cli_oracle_usage(FILE *f)
{
    fputs("usage: sow oracle SPEC [options]\n"
          "\n"
          "Answers one JSON request per line on stdin with one JSON line on stdout\n"
          "(flushed after each): ops legal, move, perft, rules, new. A bad request\n"
          "gets {\"ok\":false,\"error\":...} and the next line is read as usual; an\n"
          "\"id\" field is echoed. Protocol: docs/oracle.md.\n"
          "\n"
          "  --reading ID=KW      choose a reading of an open question (repeatable)\n"
          "  --seed S             random deals of {\"op\":\"new\"} (default 1)\n"
          "  --max-depth D        the deepest perft answered (1..64, default 8)\n"
          "  --db FILE            {\"op\":\"analyse\"} solves down to this endgame database\n"
          "  -h, --help           this text\n",
          f);
}

/* One request line into buf (without its newline), read a byte at a time
 * up to the limit: a longer line is consumed to its end but not kept, and
 * its length (past the limit) tells the oracle to refuse it. 0 at the end. */
static int read_line(char *buf, size_t cap, size_t *len)
{
    int ch;
    size_t n = 0;
    while ((ch = getchar()) != EOF && ch != '\n') {
        if (n < cap - 1) buf[n++] = (char)ch;   /* beyond cap - 1 bytes: dropped, the line is too long */
    }
    if (ch == EOF && n == 0) return 0;
    *len = n;
    buf[n] = '\0';
    return 1;
}

int cli_oracle(int argc, char **argv)
{
    static const struct option opts[] = {
        {"reading", required_argument, NULL, 'r'},
        {"seed", required_argument, NULL, 's'},
        {"max-depth", required_argument, NULL, 'd'},
        {"db", required_argument, NULL, 'D'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    cli_common c;
    const char *spec = NULL;
    long max_depth = SOW_ORACLE_MAX_DEPTH;
    const char *db_path = NULL;
    sow_endgames *db = NULL;
    sow_error err;
    int opt;
    sow_rules *r;
    sow_oracle *o;
    static char line[SOW_ORACLE_MAX_LINE + 2];   /* one byte more than a line may hold: "too long" */

    cli_common_init(&c);
    optind = 1;
    while ((opt = getopt_long(argc, argv, "-h", opts, NULL)) != -1) {
        int mine = cli_position_option(&c, "oracle", opt, optarg, &spec);
        if (mine != CLI_NOT_MINE) {
            if (mine != CLI_OK) return CLI_ERR;
            continue;
        }
        switch (opt) {
        case 'd':
            if (cli_parse_int("--max-depth", optarg, 1, 64, &max_depth))
                return CLI_ERR;
            break;
        case 'D': db_path = optarg; break;
        case 'h': cli_oracle_usage(stdout); return CLI_OK;
        default: cli_oracle_usage(stderr); return CLI_ERR;
        }
    }
    r = cli_spec_arg("oracle", spec, &c, cli_oracle_usage);
    if (!r)
        return CLI_ERR;
    if (db_path && sow_endgames_open(r, db_path, &db, &err)) {
        cli_print_error(&err, spec);
        free(r);
        return CLI_ERR;
    }
    o = sow_oracle_new(r, c.seed);
    sow_oracle_set_max_depth(o, (int)max_depth);
    sow_oracle_set_endgames(o, db);
    size_t len;
    while (read_line(line, sizeof line, &len)) {
        char *ans = sow_oracle_answer(o, line, len);
        if (ans) {
            fputs(ans, stdout);
            fputc('\n', stdout);
            free(ans);
        } else if (len && strspn(line, " \t\r") < len) {
            fputs("{\"ok\":false,\"error\":\"out of memory\"}\n", stdout);
        }
        fflush(stdout);
    }
    sow_oracle_free(o);
    sow_endgames_free(db);
    free(r);
    return CLI_OK;
}
