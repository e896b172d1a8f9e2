/* common.c - option parsing and spec loading shared by the subcommands. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

void cli_common_init(cli_common *c)
{
    memset(c, 0, sizeof *c);
    c->first = -1;
    c->seed = 1;
}

int cli_fail(const char *fmt, ...)
{
    char msg[2048];
    va_list ap;
    fflush(stdout);
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    fputs("sow: ", stderr);
    cli_put_clean(stderr, msg);
    fputc('\n', stderr);
    return CLI_ERR;
}

int cli_parse_reading(cli_common *c, const char *arg)
{
    return cli_set_reading(c, arg, 0);
}

int cli_set_reading(cli_common *c, const char *arg, int replace)
{
    const char *eq = strchr(arg, '=');
    size_t idlen, kwlen;
    int i;
    if (!eq || eq == arg || eq[1] == '\0')
        return cli_fail("--reading '%s': expected ID=KEYWORD (e.g. II.Q1=skip)", arg);
    idlen = (size_t)(eq - arg);
    kwlen = strlen(eq + 1);
    if (idlen >= SOW_NAME_LEN || kwlen >= SOW_NAME_LEN)
        return cli_fail("--reading '%s': id or keyword too long (at most %d characters)",
                        arg, SOW_NAME_LEN - 1);
    for (i = 0; i < c->nchoices; i++)
        if (strlen(c->choice[i].id) == idlen && strncmp(c->choice[i].id, arg, idlen) == 0)
            break;
    if (i < c->nchoices && !replace && strcmp(c->choice[i].reading, eq + 1) != 0)
        return cli_fail("--reading %.*s given twice (%s and %s); expected one reading per question",
                        (int)idlen, arg, c->choice[i].reading, eq + 1);
    if (i == c->nchoices) {
        if (c->nchoices >= SOW_MAX_QUESTIONS)
            return cli_fail("--reading: too many readings (at most %d)", SOW_MAX_QUESTIONS);
        c->nchoices++;
    }
    memcpy(c->choice[i].id, arg, idlen);
    c->choice[i].id[idlen] = '\0';
    memcpy(c->choice[i].reading, eq + 1, kwlen + 1);
    return CLI_OK;
}

int cli_parse_board(cli_common *c, const char *arg)
{
    const char *p = arg;
    int n = 0;
    long sum = 0;
    if (*p == '\0')
        return cli_fail("--board: empty; expected 2N comma-separated seed counts");
    for (;;) {
        long v = 0;
        const char *start = p;
        if (*p == '-')
            return cli_fail("--board '%s': count %d is negative; counts must be 0 or more",
                            arg, n + 1);
        while (*p >= '0' && *p <= '9') {
            v = v * 10 + (*p - '0');
            if (v > SOW_MAX_SEEDS)
                return cli_fail("--board '%s': count %d is too large (at most %d seeds in all)",
                                arg, n + 1, SOW_MAX_SEEDS);
            p++;
        }
        if (p == start || (*p != ',' && *p != '\0'))
            return cli_fail("--board '%s': count %d is not a non-negative integer", arg, n + 1);
        if (n >= SOW_MAX_PITS)
            return cli_fail("--board '%s': too many counts (at most %d pits)", arg, SOW_MAX_PITS);
        c->board[n++] = (uint8_t)v;
        sum += v;
        if (sum > SOW_MAX_SEEDS)
            return cli_fail("--board '%s': %ld seeds or more in all; at most %d", arg, sum,
                            SOW_MAX_SEEDS);
        if (*p == '\0')
            break;
        p++;
    }
    c->nboard = n;
    return CLI_OK;
}

int cli_parse_pair(const char *opt, const char *arg, uint64_t max, uint64_t out[2])
{
    const char *comma = strchr(arg, ',');
    char a[32], b[32];
    if (!comma || (size_t)(comma - arg) >= sizeof a || strlen(comma + 1) >= sizeof b)
        return cli_fail("%s '%s': expected A,B, two integers from 0 to %llu", opt, arg, (unsigned long long)max);
    memcpy(a, arg, (size_t)(comma - arg));
    a[comma - arg] = '\0';
    strcpy(b, comma + 1);
    for (int i = 0; i < 2; i++) {
        const char *v = i ? b : a;
        char *end;
        if (*v < '0' || *v > '9')
            return cli_fail("%s '%s': expected A,B, two integers from 0 to %llu", opt, arg, (unsigned long long)max);
        errno = 0;
        unsigned long long x = strtoull(v, &end, 10);
        if (errno || *end || x > max)
            return cli_fail("%s '%s': expected A,B, two integers from 0 to %llu", opt, arg, (unsigned long long)max);
        out[i] = x;
    }
    return CLI_OK;
}

int cli_parse_first(cli_common *c, const char *arg)
{
    if (strcmp(arg, "0") == 0 || strcmp(arg, "south") == 0)
        c->first = 0;
    else if (strcmp(arg, "1") == 0 || strcmp(arg, "north") == 0)
        c->first = 1;
    else
        return cli_fail("--first '%s': expected 0 (South) or 1 (North)", arg);
    return CLI_OK;
}

int cli_parse_u64(const char *opt, const char *arg, uint64_t *out)
{
    char *end;
    unsigned long long v;
    if (arg[0] < '0' || arg[0] > '9')
        return cli_fail("%s '%s': expected a non-negative integer", opt, arg);
    errno = 0;
    v = strtoull(arg, &end, 10);
    if (errno || *end != '\0')
        return cli_fail("%s '%s': expected a non-negative integer below 2^64", opt, arg);
    *out = (uint64_t)v;
    return CLI_OK;
}

int cli_parse_int(const char *opt, const char *arg, long min, long max, long *out)
{
    char *end;
    long v;
    /* digits, with a '-' at most: no blanks, no '+' */
    if (!((arg[0] >= '0' && arg[0] <= '9') || (arg[0] == '-' && arg[1] >= '0' && arg[1] <= '9')))
        return cli_fail("%s '%s': expected an integer from %ld to %ld", opt, arg, min, max);
    errno = 0;
    v = strtol(arg, &end, 10);
    if (end == arg || *end != '\0' || errno || v < min || v > max)
        return cli_fail("%s '%s': expected an integer from %ld to %ld", opt, arg, min, max);
    *out = v;
    return CLI_OK;
}

void cli_put_clean(FILE *f, const char *s)
{
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch < 0x20 || ch == 0x7f) fprintf(f, "\\x%02x", ch);   /* no escape sequence reaches the terminal */
        else fputc(ch, f);
    }
}

void cli_print_error(const sow_error *e, const char *path)
{
    const char *file = e->file[0] ? e->file : path;
    fflush(stdout);
    fputs("sow: ", stderr);
    cli_put_clean(stderr, file);
    if (e->line > 0)
        fprintf(stderr, ":%d", e->line);
    fputs(": ", stderr);
    if (e->field[0]) {
        /* some messages already start with "field FIELD: ": say it once */
        char prefix[sizeof e->field + 16];
        snprintf(prefix, sizeof prefix, "field %s: ", e->field);
        if (strncmp(e->msg, prefix, strlen(prefix)) != 0)
            cli_put_clean(stderr, prefix);
    }
    cli_put_clean(stderr, e->msg[0] ? e->msg : "could not load the spec");
    fputc('\n', stderr);
}

static int check_board(const cli_common *c, const sow_rules *r)
{
    if (c->nboard && c->nboard != r->pits)
        return cli_fail("--board: %d counts given; %s needs exactly %d (2 rows of %d)",
                        c->nboard, r->name[0] ? r->name : r->path, r->pits, r->row);
    return CLI_OK;
}

sow_rules *cli_spec_arg(const char *cmd, const char *spec, const cli_common *c, void (*usage)(FILE *))
{
    if (!spec) {
        cli_fail("%s: missing SPEC (a Lua spec file, e.g. specs/mangala_ii.lua)", cmd);
        usage(stderr);
        return NULL;
    }
    sow_rules *r = sow_xmalloc(sizeof *r);
    if (cli_load(spec, c, r) != CLI_OK) {
        free(r);
        return NULL;
    }
    return r;
}

int cli_position_option(cli_common *c, const char *cmd, int opt, const char *arg, const char **spec)
{
    switch (opt) {
    case 1:
        if (*spec) return cli_fail("%s: one SPEC only ('%s' and '%s')", cmd, *spec, arg);
        *spec = arg;
        return CLI_OK;
    case 'r': return cli_parse_reading(c, arg);
    case 'b': return cli_parse_board(c, arg);
    case 'f': return cli_parse_first(c, arg);
    case 's': return cli_parse_u64("--seed", arg, &c->seed);
    case 'R': return cli_parse_int("--row", arg, 1, SOW_MAX_ROW, &c->row);
    case 'K': return cli_parse_int("--per-pit", arg, 1, SOW_MAX_SEEDS, &c->per_pit);
    default: return CLI_NOT_MINE;
    }
}

int cli_load(const char *path, const cli_common *c, sow_rules *r)
{
    sow_error e;
    memset(&e, 0, sizeof e);
    memset(r, 0, sizeof *r);
    if (c->per_pit && !c->row) return cli_fail("--per-pit: it goes with --row N (a board of N pits a row)");
    if (c->row && !c->per_pit && !c->nboard)
        return cli_fail("--row %ld: expected --per-pit K too (K seeds in every pit), or a --board", c->row);
    if (c->row ? sow_spec_load_resized(path, c->choice, c->nchoices, (int)c->row, c->per_pit ? (int)c->per_pit : 1,
                                       r, &e)
               : sow_spec_load(path, c->choice, c->nchoices, r, &e)) {
        cli_print_error(&e, path);
        return CLI_ERR;
    }
    return check_board(c, r);
}

int cli_load_some(const char *path, const cli_common *c, sow_rules *r, int *used)
{
    sow_choice mine[SOW_MAX_QUESTIONS];
    int n = 0, i, q;
    cli_common none;
    int rc;
    cli_common_init(&none);
    none.nboard = c->nboard;
    none.row = c->row;
    none.per_pit = c->per_pit;
    rc = cli_load(path, &none, r);   /* first learn which questions it declares */
    if (rc != CLI_OK || c->nchoices == 0)
        return rc;
    for (i = 0; i < c->nchoices; i++)
        for (q = 0; q < r->nquestions; q++)
            if (strcmp(r->question[q].id, c->choice[i].id) == 0) {
                mine[n++] = c->choice[i];
                used[i] = 1;
                break;
            }
    if (n == 0)
        return CLI_OK;
    sow_rules *plain = sow_xmalloc(sizeof *plain);
    sow_error e;
    memcpy(plain, r, sizeof *plain);   /* the first load's default check holds for this one */
    memset(&e, 0, sizeof e);
    memset(r, 0, sizeof *r);
    rc = (c->row ? sow_spec_load_resized(path, mine, n, (int)c->row, c->per_pit ? (int)c->per_pit : 1, r, &e)
                 : sow_spec_load_known(path, mine, n, plain, r, &e)) != 0 ? CLI_ERR : CLI_OK;
    free(plain);
    if (rc != CLI_OK)
        cli_print_error(&e, path);
    return rc;
}

const char *cli_player_name(int p)
{
    return p == 0 ? "South" : p == 1 ? "North" : "nobody";
}

int cli_popcount(sow_moves m)
{
    int n = 0;
    while (m) {
        m &= m - 1;
        n++;
    }
    return n;
}

int cli_nth_bit(sow_moves mask, uint32_t n)
{
    int i;
    for (i = 0; i < 64; i++)
        if (mask & (1ull << i)) {
            if (n == 0)
                return i;
            n--;
        }
    return -1;
}

void cli_draw_board(FILE *f, const sow_rules *r, const sow_state *s)
{
    int i, n = r->row;
    fputs("       ", f);
    for (i = r->pits - 1; i >= n; i--)
        fprintf(f, " %4d", i);
    fputc('\n', f);
    fputs("North [", f);
    for (i = r->pits - 1; i >= n; i--)
        fprintf(f, " %4d", s->b.pit[i]);
    fprintf(f, " ]  captured %d\n", s->captured[1]);
    fputs("South [", f);
    for (i = 0; i < n; i++)
        fprintf(f, " %4d", s->b.pit[i]);
    fprintf(f, " ]  captured %d\n", s->captured[0]);
    fputs("       ", f);
    for (i = 0; i < n; i++)
        fprintf(f, " %4d", i);
    fputc('\n', f);
}

void cli_game0_position(const sow_rules *r, const cli_common *c, sow_state *s)
{
    sow_start_info info;
    sow_game_start(r, c->seed, 0, NULL, NULL, s, &info);
    if (!c->nboard && c->first < 0) return;    /* game 0 as it is */
    sow_position(r, s, c->nboard ? c->board : info.layout, c->first >= 0 ? c->first : info.first);
}

void cli_game0(const sow_rules *r, const cli_common *c, sow_state *s)
{
    cli_game0_position(r, c, s);
    sow_settle(r, s);
}

int cli_parse_agents(const char *arg, char *buf, size_t cap, const char *agent[2])
{
    if (strlen(arg) >= cap) return cli_fail("--agents: '%.60s...' is too long", arg);
    memcpy(buf, arg, strlen(arg) + 1);
    /* A,B; one name for both; a moves:LIST holds commas of its own */
    char *comma = strncmp(buf, "moves:", 6) ? strchr(buf, ',') : NULL;
    agent[0] = agent[1] = buf;
    if (comma) {
        *comma = '\0';
        agent[1] = comma + 1;
    }
    if (!*agent[0] || !*agent[1]) return cli_fail("--agents: expected A,B (e.g. random,greedy), got '%s'", arg);
    return CLI_OK;
}
