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

typedef struct {
    int q, r;                    /* question index, reading index */
    sow_rules *rules;
    sow_paired *p;               /* into the results array */
    sow_paired_tests *t;         /* its tests, Holm-adjusted over all rows */
} row_t;

typedef struct {
    int reading[SOW_MAX_QUESTIONS];
    sow_stats st;
    double share, lo, hi;
    uint64_t decisive;
} combo_t;




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

static int selected(const audit_opts *o, const char *id)
{
    if (o->nquestion == 0) return 1;
    for (int i = 0; i < o->nquestion; i++)
        if (!strcmp(o->question[i], id)) return 1;
    return 0;
}

/* ---- numbers of a row ------------------------------------------------------ */

static double rate(uint64_t k, uint64_t n)
{
    return n ? (double)k / (double)n : 0.0;
}

static double result_share(const sow_paired *p)
{
    return rate(sow_paired_result_changed(p), p->games);
}

static double exercised_rate(const sow_paired *p)
{
    return rate(p->plies_changed, p->plies_checked);
}

static int cmp_rows(const void *x, const void *y)
{
    const row_t *a = x, *b = y;
    double ra = result_share(a->p), rb = result_share(b->p);
    if (ra != rb) return ra > rb ? -1 : 1;
    ra = exercised_rate(a->p);
    rb = exercised_rate(b->p);
    if (ra != rb) return ra > rb ? -1 : 1;
    ra = rate(a->p->diverged, a->p->games);
    rb = rate(b->p->diverged, b->p->games);
    if (ra != rb) return ra > rb ? -1 : 1;
    return a->q != b->q ? a->q - b->q : a->r - b->r;
}

static int cmp_combos(const void *x, const void *y)
{
    const combo_t *a = x, *b = y;
    if ((a->decisive == 0) != (b->decisive == 0)) return a->decisive == 0 ? 1 : -1; /* no decisive game: last */
    double da = fabs(a->share - 0.5), db = fabs(b->share - 0.5);
    if (da != db) return da > db ? -1 : 1;
    return memcmp(a->reading, b->reading, sizeof a->reading);
}

/* ---- the ranked table -------------------------------------------------------- */

static void star(char *buf, size_t cap, const char *fmt, double v, const sow_delta *d)
{
    int n = snprintf(buf, cap, fmt, v);
    if (n > 0 && (size_t)n < cap) snprintf(buf + n, cap - (size_t)n, "%s", d->significant ? " *" : "  ");
}

static void print_table(FILE *f, const sow_rules *a, const row_t *rows, int n, int family)
{
    char note[160];
    fprintf(f, "%-4s %-8s %-16s %9s %8s %8s %22s %26s %15s %11s %11s\n", "rank", "question", "reading", "ex.plies",
            "ex.games", "diverge", "result changes [95%]", "1st win change [95%]", "unresolved chg", "limit chg",
            "plies chg");
    for (int i = 0; i < n; i++) {
        const row_t *w = &rows[i];
        const sow_paired *p = w->p;
        const sow_question *q = &a->question[w->q];
        const sow_delta *dw = &w->t->d[SOW_R_WIN], *du = &w->t->d[SOW_R_UNRESOLVED], *dl = &w->t->d[SOW_R_LIMIT],
                        *dp = &w->t->d[SOW_CHANGE_PLIES];
        double lo, hi;
        uint64_t ch = sow_paired_result_changed(p);
        sow_wilson(ch, p->games, SOW_Z95, &lo, &hi);
        char res[40], win[48], unr[32], lim[32], pl[32];
        snprintf(res, sizeof res, "%5.2f%% [%5.2f,%5.2f]", 100 * rate(ch, p->games), 100 * lo, 100 * hi);
        snprintf(win, sizeof win, "%+6.2f [%+6.2f,%+6.2f]%s", 100 * dw->mean, 100 * dw->lo, 100 * dw->hi,
                 dw->significant ? " *" : "  ");
        star(unr, sizeof unr, "%+6.2f", 100 * du->mean, du);
        star(lim, sizeof lim, "%+6.2f", 100 * dl->mean, dl);
        star(pl, sizeof pl, "%+7.1f", dp->mean, dp);
        fprintf(f, "%-4d %-8s %-16.16s %8.3f%% %7.2f%% %7.2f%% %22s %26s %15s %11s %11s\n", i + 1, q->id,
                q->reading[w->r], 100 * exercised_rate(p), 100 * rate(p->games_changed, p->games),
                100 * rate(p->diverged, p->games), res, win, unr, lim, pl);
    }
    sow_family_note(family, note, sizeof note);
    fprintf(f,
            "ex.plies: plies of default games where the reading gives another result; ex.games: games with one such "
            "ply;\n"
            "diverge: paired games that differ at some ply; result changes: the first mover's "
            "win/draw/loss/unresolved/limit;\n"
            "changes in points (plies for length), reading minus default; [95%%]: unadjusted 95%% intervals;\n"
            "*: %s (%d per reading: the five result rates, the length and McNemar's test; raw p and adjusted p_holm "
            "in --json)\n",
            note, (int)SOW_PAIRED_TESTS);
}

/* ---- the Markdown report --------------------------------------------------------- */

static void md_state(sow_text *t, const sow_rules *r, const sow_state *s)
{
    sow_text_add(t, "board `");
    for (int p = 0; p < r->pits; p++) sow_text_add(t, p ? ",%d" : "%d", s->b.pit[p]);
    sow_text_add(t, "`, %s to move, captured so far %d-%d", s->to_move ? "North" : "South", s->captured[0], s->captured[1]);
}

static void md_outcome(sow_text *t, const sow_state *s)
{
    const char *end = sow_end_name((sow_end)s->end);
    if (s->status == SOW_PLAYING) sow_text_add(t, "play goes on (%s to move)", s->to_move ? "North" : "South");
    else if (s->result == SOW_WIN && s->winner <= 1)
        sow_text_add(t, "%s wins %d-%d (%s)", s->winner ? "North" : "South", s->captured[s->winner], s->captured[1 - s->winner],
           end);
    else if (s->result == SOW_DRAW) sow_text_add(t, "a draw %d-%d (%s)", s->captured[0], s->captured[1], end);
    else if (s->result == SOW_LIMIT)
        sow_text_add(t, "stopped by a simulation limit %d-%d (%s, not a rule)", s->captured[0], s->captured[1], end);
    else sow_text_add(t, "unresolved %d-%d (%s, a rule gap)", s->captured[0], s->captured[1], end);
}

static void md_after(sow_text *t, const sow_rules *r, const sow_state *s)
{
    sow_text_add(t, "board `");
    for (int p = 0; p < r->pits; p++) sow_text_add(t, p ? ",%d" : "%d", s->b.pit[p]);
    sow_text_add(t, "`, captured %d-%d, ", s->captured[0], s->captured[1]);
    md_outcome(t, s);
}

static void md_p(sow_text *t, double p)
{
    if (p < 1e-4) sow_text_add(t, "< 0.0001");
    else sow_text_add(t, "%.4f", p);
}

/* "... a change of -2.26 points [-4.31, -0.21] (p = 0.0306, Holm-adjusted p
 * = 0.98), not significant" */
static void md_delta(sow_text *t, const char *what, const sow_delta *d, int pts)
{
    if (pts)
        sow_text_add(t, "%s goes from %.1f%% to %.1f%%: a change of %+.2f points [%+.2f, %+.2f]", what, 100 * d->a, 100 * d->b,
           100 * d->mean, 100 * d->lo, 100 * d->hi);
    else sow_text_add(t, "%s goes from %.1f to %.1f plies: %+.2f [%+.2f, %+.2f]", what, d->a, d->b, d->mean, d->lo, d->hi);
    sow_text_add(t, " (p = ");
    md_p(t, d->p);
    sow_text_add(t, ", Holm-adjusted p = ");
    md_p(t, d->p_holm);
    sow_text_add(t, "), %s", d->significant ? "**significant**" : "not significant");
}

static void md_row(sow_text *t, const sow_rules *a, const row_t *w, uint64_t games)
{
    const sow_paired *p = w->p;
    const sow_question *q = &a->question[w->q];
    const sow_rules *b = w->rules;
    char cmd[1024];
    double lo, hi;
    sow_text_add(t, "**Reading `%s`** (against the default `%s`).\n\n", q->reading[w->r], q->reading[0]);
    if (p->plies_changed == 0)
        sow_text_add(t, "- *Exercised*: never. In %llu games under the default readings (%llu plies), playing the same move "
              "from the same position under `%s` never gave another result: the rate is below %.4f%% of plies with "
              "95%% confidence.\n",
           (unsigned long long)games, (unsigned long long)p->plies_checked, q->reading[w->r],
           100 * sow_zero_bound(p->plies_checked));
    else {
        sow_wilson(p->plies_changed, p->plies_checked, SOW_Z95, &lo, &hi);
        sow_text_add(t, "- *Exercised*: in %llu of %llu plies (%.3f%% [%.3f, %.3f]) of games under the default readings, the same "
              "move from the same position gives another result under `%s`; %.2f%% of the games have at least one "
              "such ply.\n",
           (unsigned long long)p->plies_changed, (unsigned long long)p->plies_checked,
           100 * rate(p->plies_changed, p->plies_checked), 100 * lo, 100 * hi, q->reading[w->r],
           100 * rate(p->games_changed, p->games));
    }
    if (p->diverged == 0)
        sow_text_add(t, "- *Consequence*: no divergence in %llu paired games: the divergence rate is below %.3f%% with 95%% "
              "confidence.\n",
           (unsigned long long)p->games, 100 * sow_zero_bound(p->games));
    else {
        sow_wilson(p->diverged, p->games, SOW_Z95, &lo, &hi);
        sow_text_add(t, "- *Consequence*: %.2f%% [%.2f, %.2f] of the %llu paired games diverge", 100 * rate(p->diverged, p->games),
           100 * lo, 100 * hi, (unsigned long long)p->games);
        if (p->setup_diverged)
            sow_text_add(t, " (%.2f%% already at the setup: deal, first player or opening ritual)",
               100 * rate(p->setup_diverged, p->games));
        sow_text_add(t, ", first at ply %.1f on average (median %.0f). ", (double)p->div_ply_sum / (double)p->diverged,
           sow_hist_quantile(p->div_ply, SOW_HIST_PLIES + 1, 0.5));
        uint64_t ch = sow_paired_result_changed(p);
        sow_wilson(ch, p->games, SOW_Z95, &lo, &hi);
        sow_text_add(t, "The first mover's result (win, draw, loss, unresolved or limit) changes in %.2f%% [%.2f, %.2f] of the games; "
              "the result or the score in %.2f%%.\n",
           100 * rate(ch, p->games), 100 * lo, 100 * hi, 100 * rate(p->outcome_changed, p->games));
    }
    static const char *const what[SOW_CHANGES] = {"The first player's win rate", "The draw rate",
                                                  "The first player's loss rate", "The unresolved rate (rule gaps)",
                                                  "The limit rate (simulation limits)", "The mean length"};
    sow_text_add(t, "- ");
    for (int c = 0; c < SOW_CHANGES; c++) {
        md_delta(t, what[c], &w->t->d[c], c != SOW_CHANGE_PLIES);
        sow_text_add(t, ".%s", c + 1 < SOW_CHANGES ? " " : "\n");
    }
    if (sow_paired_result_changed(p)) {
        sow_text_add(t, "- First mover's result, default (rows) against `%s` (columns):\n\n", q->reading[w->r]);
        sow_text_add(t, "  | default \\ %s |", q->reading[w->r]);
        for (int j = 0; j < SOW_R__COUNT; j++) sow_text_add(t, " %s |", sow_audit_result_name(j));
        sow_text_add(t, "\n  |---|");
        for (int j = 0; j < SOW_R__COUNT; j++) sow_text_add(t, "---:|");
        sow_text_add(t, "\n");
        for (int i = 0; i < SOW_R__COUNT; i++) {
            sow_text_add(t, "  | %s |", sow_audit_result_name(i));
            for (int j = 0; j < SOW_R__COUNT; j++) sow_text_add(t, " %llu |", (unsigned long long)p->trans[i][j]);
            sow_text_add(t, "\n");
        }
        sow_text_add(t, "\n");
    }
    /* the example: the first ply where the reading gives another result,
     * preferring one `sow play` reproduces from the board alone */
    const sow_ply_example *e = p->has_ply_verified ? &p->ply_verified : p->has_ply_ex ? &p->ply_ex : NULL;
    if (e) {
        int m = e->move == SOW_PASS ? SOW_AUDIT_NO_MOVE : e->move;
        sow_text_add(t, "- *Example*: game %llu, ply %u: ", (unsigned long long)e->game, (unsigned)e->ply);
        md_state(t, a, &e->before);
        if (e->move == SOW_PASS) sow_text_add(t, "; the player passes.");
        else sow_text_add(t, "; the move is pit %d.", e->move);
        sow_text_add(t, " Under the default it gives ");
        md_after(t, a, &e->after_a);
        sow_text_add(t, "; under `%s` ", q->reading[w->r]);
        if (e->legal_b) {
            sow_text_add(t, "it gives ");
            md_after(t, b, &e->after_b);
        } else {
            sow_text_add(t, "the move is not legal");
        }
        sow_text_add(t, ".%s\n\n", e->verified ? " To see it:" :
                         " The commands below start from that board with captured 0-0 and fresh counters, so they do "
                         "not show the difference (it depends on the game so far):");
        sow_audit_command(a, &e->before, m, cmd, sizeof cmd);
        sow_text_add(t, "  ```\n  %s\n", cmd);
        sow_audit_command(b, &e->before, m, cmd, sizeof cmd);
        sow_text_add(t, "  %s\n  ```\n", cmd);
    } else if (p->has_verified || p->nex) {
        const sow_paired_example *x = p->has_verified ? &p->verified : &p->ex[0];
        sow_text_add(t, "- *Example*: game %llu differs from the setup (the reading changes no ply but the start): under the "
              "default it starts ",
           (unsigned long long)x->game);
        md_state(t, a, &x->before_a);
        sow_text_add(t, "; under `%s` ", q->reading[w->r]);
        md_state(t, b, &x->before_b);
        sow_text_add(t, ". In the end: default ");
        md_outcome(t, &x->end_a);
        sow_text_add(t, "; `%s` ", q->reading[w->r]);
        md_outcome(t, &x->end_b);
        sow_text_add(t, ".\n\n");
        sow_audit_command(a, &x->before_a, x->repro, cmd, sizeof cmd);
        sow_text_add(t, "  ```\n  %s\n", cmd);
        sow_audit_command(b, &x->before_b, x->repro, cmd, sizeof cmd);
        sow_text_add(t, "  %s\n  ```\n", cmd);
    }
    sow_text_add(t, "\n");
}

/* ---- combinations ------------------------------------------------------------------ */

static void combo_label(const sow_rules *a, const int *playable, int np, const int *reading, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = 0;
    for (int i = 0; i < np && len + 1 < cap; i++) {
        const sow_question *q = &a->question[playable[i]];
        len += (size_t)snprintf(buf + len, cap - len, "%s%s=%s", i ? "," : "", q->id, q->reading[reading[playable[i]]]);
    }
    if (len >= cap) len = cap - 1;
}

static int run_combos(const audit_opts *o, const char *path, const sow_rules *a, const int *playable, int np,
                      combo_t **out, int *nout, uint64_t *games_each, int *all_out)
{
    double total = 1;
    for (int i = 0; i < np; i++) total *= a->question[playable[i]].nreadings;
    int all = total <= (double)o->combos;
    int n = all ? (int)total : (int)o->combos;
    *all_out = all;
    *out = NULL;
    *nout = 0;
    if (n <= 0 || np < 2) return CLI_OK;
    combo_t *c = calloc((size_t)n, sizeof *c);
    if (!c) return cli_fail("out of memory");
    sow_rng rng;
    sow_rng_seed(&rng, o->c.seed ^ 0x636f6d626f73ULL, 7);
    for (int k = 0; k < n; k++) {
        if (all) {
            int rest = k;
            for (int i = np - 1; i >= 0; i--) {
                int nr = a->question[playable[i]].nreadings;
                c[k].reading[playable[i]] = rest % nr;
                rest /= nr;
            }
        } else if (k > 0) {                      /* k = 0: the default readings */
            for (int tries = 0; tries < 1000; tries++) {
                for (int i = 0; i < np; i++)
                    c[k].reading[playable[i]] = (int)sow_rng_below(&rng, (uint32_t)a->question[playable[i]].nreadings);
                int dup = 0;
                for (int j = 0; j < k && !dup; j++) dup = !memcmp(c[j].reading, c[k].reading, sizeof c[k].reading);
                if (!dup) break;
            }
        }
    }
    uint64_t g = o->games / 4 > 1000 ? o->games / 4 : 1000;
    *games_each = g;
    sow_rules *r = malloc(sizeof *r);
    if (!r) {
        free(c);
        return cli_fail("out of memory");
    }
    int rc = CLI_OK;
    for (int k = 0; k < n && rc == CLI_OK; k++) {
        sow_choice ch[SOW_MAX_QUESTIONS];
        int nc = 0;
        for (int i = 0; i < np; i++) {
            const sow_question *q = &a->question[playable[i]];
            snprintf(ch[nc].id, sizeof ch[nc].id, "%s", q->id);
            snprintf(ch[nc].reading, sizeof ch[nc].reading, "%s", q->reading[c[k].reading[playable[i]]]);
            nc++;
        }
        sow_error err;
        memset(&err, 0, sizeof err);
        if (sow_spec_load(path, ch, nc, r, &err)) {
            cli_print_error(&err, path);
            rc = CLI_ERR;
            break;
        }
        sow_sim_config cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.rules = r;
        cfg.agent[0] = o->agent[0];
        cfg.agent[1] = o->agent[1];
        cfg.seed = o->c.seed;
        cfg.games = g;
        cfg.threads = (int)o->threads;
        if (!o->quiet && isatty(2)) {
            fprintf(stderr, "\rcombinations %d/%d ", k + 1, n);
            fflush(stderr);
        }
        if (sow_simulate(&cfg, &c[k].st, &err)) {
            cli_print_error(&err, path);
            rc = CLI_ERR;
            break;
        }
        uint64_t w = c[k].st.first_result[0][SOW_R_WIN] + c[k].st.first_result[1][SOW_R_WIN];
        uint64_t l = c[k].st.first_result[0][SOW_R_LOSS] + c[k].st.first_result[1][SOW_R_LOSS];
        c[k].decisive = w + l;
        c[k].share = rate(w, w + l);
        sow_wilson(w, w + l, SOW_Z95, &c[k].lo, &c[k].hi);
    }
    if (!o->quiet && isatty(2)) fputs("\n", stderr);
    free(r);
    if (rc != CLI_OK) {
        free(c);
        return rc;
    }
    qsort(c, (size_t)n, sizeof *c, cmp_combos);
    *out = c;
    *nout = n;
    return CLI_OK;
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
    memset(out, 0, sizeof out);
    {
        sow_error err;
        if (o.json && sow_out_check(&out[0], o.json, &err)) return cli_print_error(&err, o.json), CLI_ERR;
        if (o.md && sow_out_check(&out[1], o.md, &err)) return cli_print_error(&err, o.md), CLI_ERR;
    }
    sow_rules *a = malloc(sizeof *a);
    if (!a) return cli_fail("out of memory");
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

    /* the rows: every non-default reading of every selected question */
    int nrows = 0, playable[SOW_MAX_QUESTIONS], np = 0;
    for (int q = 0; q < a->nquestions; q++)
        if (selected(&o, a->question[q].id) && a->question[q].nreadings >= 2) {
            playable[np++] = q;
            nrows += a->question[q].nreadings - 1;
        }
    row_t *rows = calloc((size_t)nrows + 1, sizeof *rows);
    sow_paired *res = malloc(((size_t)nrows + 1) * sizeof *res);
    sow_paired_tests *tests = calloc((size_t)nrows + 1, sizeof *tests);
    const sow_rules **bs = calloc((size_t)nrows + 1, sizeof *bs);
    sow_stats *st_a = malloc(sizeof *st_a);
    rc = rows && res && tests && bs && st_a ? CLI_OK : cli_fail("out of memory");
    int k = 0;
    for (int i = 0; i < np && rc == CLI_OK; i++) {
        const sow_question *q = &a->question[playable[i]];
        for (int r = 1; r < q->nreadings && rc == CLI_OK; r++) {
            cli_common c = o.c;
            char arg[2 * SOW_NAME_LEN + 2];
            snprintf(arg, sizeof arg, "%s=%s", q->id, q->reading[r]);
            rows[k].q = playable[i];
            rows[k].r = r;
            rows[k].p = &res[k];
            rows[k].t = &tests[k];
            rows[k].rules = malloc(sizeof *rows[k].rules);
            if (!rows[k].rules) rc = cli_fail("out of memory");
            else if ((rc = cli_parse_reading(&c, arg)) == CLI_OK) rc = cli_load(path, &c, rows[k].rules);
            bs[k] = rows[k].rules;
            k++;
        }
    }
    double t0 = sow_seconds(), t_paired = 0, t_combos = 0;
    if (rc == CLI_OK && nrows > 0) {
        sow_progress prog = sow_progress_start("paired games");
        sow_paired_config cfg;
        sow_error err;
        memset(&cfg, 0, sizeof cfg);
        cfg.a = a;
        cfg.b = bs;
        cfg.nb = nrows;
        cfg.agent[0] = o.agent[0];
        cfg.agent[1] = o.agent[1];
        cfg.seed = o.c.seed;
        cfg.games = o.games;
        cfg.threads = (int)o.threads;
        cfg.exercised = 1;
        cfg.examples = 1;
        if (!o.quiet && isatty(2)) {
            cfg.progress = sow_progress_show;
            cfg.progress_ctx = &prog;
        }
        if (sow_paired_run(&cfg, st_a, res, &err)) {
            cli_print_error(&err, path);
            rc = CLI_ERR;
        }
            sow_progress_end(&prog);
        t_paired = sow_seconds() - t0;
    }
    combo_t *combos = NULL;
    int ncombos = 0;
    uint64_t combo_games = 0;
    int combos_all = 0;
    if (rc == CLI_OK) {
        double t1 = sow_seconds();
        rc = run_combos(&o, path, a, playable, np, &combos, &ncombos, &combo_games, &combos_all);
        t_combos = sow_seconds() - t1;
    }
    if (rc != CLI_OK) goto done;

    /* the tests: every reading x every test of sow_paired_tests is one
     * family, Holm-adjusted (it holds under any dependence, and these tests
     * share the default games and are strongly dependent) */
    for (int i = 0; i < nrows; i++) sow_paired_tests_compute(rows[i].p, st_a, rows[i].t);
    if (sow_paired_tests_holm(tests, nrows, SOW_AUDIT_ALPHA)) {
        rc = cli_fail("out of memory");
        goto done;
    }
    int family = nrows * SOW_PAIRED_TESTS;
    char note[160];
    sow_family_note(family, note, sizeof note);

    /* rank: the share of games whose result changes, then the exercised rate */
    row_t *ranked = malloc(((size_t)nrows + 1) * sizeof *ranked);
    if (!ranked) {
        rc = cli_fail("out of memory");
        goto done;
    }
    memcpy(ranked, rows, (size_t)nrows * sizeof *rows);
    qsort(ranked, (size_t)nrows, sizeof *ranked, cmp_rows);

    /* stdout */
    printf("Audit of %s (%s): %llu paired games per reading, seed %llu, agents %s vs %s, default readings as the "
           "baseline\n\n",
           a->name, path, (unsigned long long)o.games, (unsigned long long)o.c.seed, o.agent[0], o.agent[1]);
    if (nrows) print_table(stdout, a, ranked, nrows, family);
    int nsingle = 0;
    for (int q = 0; q < a->nquestions; q++)
        if (selected(&o, a->question[q].id) && a->question[q].nreadings < 2) {
            if (!nsingle++) printf("\nnot playable (one reading): rule gap / note\n");
            printf("  %-8s %s (only `%s`)\n", a->question[q].id, a->question[q].text, a->question[q].reading[0]);
        }
    if (nrows) {
        printf("\nfirst positions where each reading matters (`sow play` commands):\n");
        for (int i = 0; i < nrows; i++) {
            const row_t *w = &ranked[i];
            printf("%s=%s\n", a->question[w->q].id, a->question[w->q].reading[w->r]);
            if (w->p->has_ply_verified) sow_ply_example_print(stdout, "  ", a, w->rules, &w->p->ply_verified);
            else if (w->p->has_ply_ex) sow_ply_example_print(stdout, "  ", a, w->rules, &w->p->ply_ex);
            else if (w->p->nex) sow_paired_example_print(stdout, "  ", a, w->rules, &w->p->ex[0]);
            else printf("  never: no ply and no game differed\n");
        }
    }
    char lbl[SOW_MAX_QUESTIONS * 2 * SOW_NAME_LEN];
    if (ncombos) {
        printf("\ncombinations of readings: %d (%s), %llu games each; the first player's share of decisive games\n",
               ncombos, combos_all ? "all of them" : "drawn at random from the seed, the defaults first",
               (unsigned long long)combo_games);
        int ranked_n = 0;
        while (ranked_n < ncombos && combos[ranked_n].decisive) ranked_n++;
        int show = ranked_n <= 10 ? ranked_n : 5;
        printf("  %s:\n", ranked_n <= 10 ? "ranked, least balanced first" : "least balanced");
        for (int i = 0; i < show; i++) {
            combo_label(a, playable, np, combos[i].reading, lbl, sizeof lbl);
            printf("    %5.1f%% [%5.1f,%5.1f]  %s\n", 100 * combos[i].share, 100 * combos[i].lo, 100 * combos[i].hi, lbl);
        }
        if (ranked_n > 10) {
            printf("  most balanced:\n");
            for (int i = ranked_n - 1; i >= ranked_n - 5; i--) {
                combo_label(a, playable, np, combos[i].reading, lbl, sizeof lbl);
                printf("    %5.1f%% [%5.1f,%5.1f]  %s\n", 100 * combos[i].share, 100 * combos[i].lo, 100 * combos[i].hi,
                       lbl);
            }
        }
        if (ranked_n < ncombos)
            printf("  %d combination%s without a decisive game (not ranked), e.g. %s\n", ncombos - ranked_n,
                   ncombos - ranked_n == 1 ? "" : "s",
                   (combo_label(a, playable, np, combos[ranked_n].reading, lbl, sizeof lbl), lbl));
    }
    printf("\ntime: paired games %.1fs, combinations %.1fs\n", t_paired, t_combos);
    fflush(stdout);

    /* JSON */
    if (o.json) {
        json_t *root = json_object();
        json_object_set_new(root, "format", json_string("sow-audit"));
        json_object_set_new(root, "version", json_string(SOW_VERSION));
        json_object_set_new(root, "spec", json_string(path));
        json_object_set_new(root, "name", json_string(a->name));
        char hash[32];
        snprintf(hash, sizeof hash, "%016llx", (unsigned long long)a->spec_hash);
        json_object_set_new(root, "spec_hash", json_string(hash));
        json_object_set_new(root, "games", json_integer((json_int_t)o.games));
        json_object_set_new(root, "seed", json_integer((json_int_t)o.c.seed));
        json_object_set_new(root, "agents", json_pack("[ss]", o.agent[0], o.agent[1]));
        json_object_set_new(root, "multiple_testing", sow_family_json(family));
        json_t *jr = json_array();
        for (int i = 0; i < nrows; i++) {
            const row_t *w = &ranked[i];
            const sow_question *q = &a->question[w->q];
            json_t *x = json_object();
            json_object_set_new(x, "rank", json_integer(i + 1));
            json_object_set_new(x, "question", json_string(q->id));
            json_object_set_new(x, "text", json_string(q->text));
            json_object_set_new(x, "reading", json_string(q->reading[w->r]));
            json_object_set_new(x, "default", json_string(q->reading[0]));
            json_object_set_new(x, "comparison", sow_paired_json(a, w->rules, st_a, w->p, w->t, 1));
            json_array_append_new(jr, x);
        }
        json_object_set_new(root, "readings", jr);
        json_t *js = json_array();
        for (int q = 0; q < a->nquestions; q++)
            if (selected(&o, a->question[q].id) && a->question[q].nreadings < 2)
                json_array_append_new(js, json_pack("{ss ss ss}", "question", a->question[q].id, "text",
                                                    a->question[q].text, "reading", a->question[q].reading[0]));
        json_object_set_new(root, "not_playable", js);
        json_t *jc = json_array();
        for (int i = 0; i < ncombos; i++) {
            combo_label(a, playable, np, combos[i].reading, lbl, sizeof lbl);
            json_array_append_new(jc, json_pack("{ss sI sI sf sf sf}", "readings", lbl, "games",
                                                (json_int_t)combos[i].st.games, "decisive",
                                                (json_int_t)combos[i].decisive, "first_share", combos[i].share, "lo",
                                                combos[i].lo, "hi", combos[i].hi));
        }
        json_object_set_new(root, "combinations", jc);
        sow_error err;
        if (sow_audit_put_json(&out[0], root, &err)) {
            cli_print_error(&err, o.json);
            rc = CLI_ERR;
        }
        json_decref(root);
    }

    /* Markdown */
    if (o.md && rc == CLI_OK) {
        sow_text t = sow_text_new();
        sow_text_add(&t, "# Audit of the open questions of %s\n\n", a->name);
        sow_text_add(&t, "Spec `%s` (hash `%016llx`), sow %s. %llu games per reading, seed %llu, agents `%s` (A) and `%s` (B)%s. "
               "Generated by:\n\n    sow audit %s --games %llu --seed %llu --agents %s,%s",
           path, (unsigned long long)a->spec_hash, SOW_VERSION, (unsigned long long)o.games, (unsigned long long)o.c.seed,
           o.agent[0], o.agent[1],
           !strcmp(o.agent[0], "random") && !strcmp(o.agent[1], "random") ? ", i.e. uniformly random players" : "",
           path, (unsigned long long)o.games, (unsigned long long)o.c.seed, o.agent[0], o.agent[1]);
        for (int i = 0; i < o.nquestion; i++) sow_text_add(&t, " --question %s", o.question[i]);
        if (o.combos != 64) sow_text_add(&t, " --combos %ld", o.combos);
        sow_text_add(&t, "\n\n");
        sow_text_add(&t, "How to read it. Every reading is compared with the spec's default readings (the most literal reading "
               "of the source). *Exercised*: along games played under the defaults, how often the same move from the "
               "same position gives another result under the reading (another board, score, player to move or end, "
               "or the move is no longer legal). *Consequence*: each game is played twice, under the defaults and "
               "under the reading, with the same dice and the same players, so the two games are identical until the "
               "rules make them differ; we count how many diverge and how many end with another result for the "
               "player who moved first, and give the change of the first player's win and loss rates, the draw, "
               "unresolved (a rule gap stopped the game) and limit (a simulation limit stopped it) rates and the "
               "length, reading minus default, with unadjusted 95%% intervals and a raw two-sided p-value (a paired "
               "z-test on the per-game differences). With %d readings and %d tests each, some raw p-values fall "
               "below 5%% by chance alone, so the %d tests of this audit form one family, adjusted with Holm's "
               "step-down procedure (valid under any dependence between the tests): a change is *significant* when "
               "its Holm-adjusted p-value is below 5%%, which keeps the chance of even one false star at 5%%. An "
               "interval that excludes zero without a star is a change that may be chance. These are games between "
               "uniformly random players: they show how often a situation arises and how much it weighs in such "
               "play, not in expert play.\n\n",
           nrows, (int)SOW_PAIRED_TESTS, family);
        sow_text_add(&t, "Under the default readings: first player wins %.1f%%, draws %.1f%%, loses %.1f%%, unresolved %.1f%%, "
               "stopped by a limit %.1f%%, %.1f plies on average.\n\n",
           100 * rate(st_a->first_result[0][SOW_R_WIN] + st_a->first_result[1][SOW_R_WIN], st_a->games),
           100 * rate(st_a->first_result[0][SOW_R_DRAW] + st_a->first_result[1][SOW_R_DRAW], st_a->games),
           100 * rate(st_a->first_result[0][SOW_R_LOSS] + st_a->first_result[1][SOW_R_LOSS], st_a->games),
           100 * rate(st_a->first_result[0][SOW_R_UNRESOLVED] + st_a->first_result[1][SOW_R_UNRESOLVED], st_a->games),
           100 * rate(st_a->first_result[0][SOW_R_LIMIT] + st_a->first_result[1][SOW_R_LIMIT], st_a->games),
           (double)st_a->plies_sum / (double)(st_a->games ? st_a->games : 1));
        sow_text_add(&t, "## Ranking\n\nReadings ranked by the share of games whose result changes, then by how often they are "
               "exercised.\n\n");
        sow_text_add(&t, "| rank | question | reading | exercised (plies) | games with such a ply | games diverging | result "
               "changes | 1st win rate change (points) | unresolved change (points) | limit change (points) | length "
               "change (plies) |\n");
        sow_text_add(&t, "|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (int i = 0; i < nrows; i++) {
            const row_t *w = &ranked[i];
            const sow_paired *p = w->p;
            double lo, hi;
            uint64_t ch = sow_paired_result_changed(p);
            sow_wilson(ch, p->games, SOW_Z95, &lo, &hi);
            const sow_delta *dw = &w->t->d[SOW_R_WIN], *du = &w->t->d[SOW_R_UNRESOLVED], *dl = &w->t->d[SOW_R_LIMIT],
                            *dp = &w->t->d[SOW_CHANGE_PLIES];
            sow_text_add(&t, "| %d | %s | `%s` | %.3f%% | %.2f%% | %.2f%% | %.2f%% [%.2f, %.2f] | %+.2f [%+.2f, %+.2f]%s | %+.2f%s | "
                   "%+.2f%s | %+.1f%s |\n",
               i + 1, a->question[w->q].id, a->question[w->q].reading[w->r], 100 * exercised_rate(p),
               100 * rate(p->games_changed, p->games), 100 * rate(p->diverged, p->games), 100 * rate(ch, p->games),
               100 * lo, 100 * hi, 100 * dw->mean, 100 * dw->lo, 100 * dw->hi, dw->significant ? " \\*" : "",
               100 * du->mean, du->significant ? " \\*" : "", 100 * dl->mean, dl->significant ? " \\*" : "",
               dp->mean, dp->significant ? " \\*" : "");
        }
        sow_text_add(&t, "\n\\*: %s (%d per reading: the five result rates, the length and McNemar's test of the first "
               "player's wins). Intervals are unadjusted 95%% intervals; raw and adjusted p-values are given for each "
               "reading below and in the JSON report.\n\n## The questions\n\n",
           note, (int)SOW_PAIRED_TESTS);
        /* questions in the order of their best-ranked reading */
        int done_q[SOW_MAX_QUESTIONS] = {0};
        for (int i = 0; i < nrows; i++) {
            int q = ranked[i].q;
            if (done_q[q]) continue;
            done_q[q] = 1;
            const sow_question *qq = &a->question[q];
            sow_text_add(&t, "### %s: %s\n\nReadings: ", qq->id, qq->text);
            for (int r = 0; r < qq->nreadings; r++) sow_text_add(&t, "%s`%s`%s", r ? ", " : "", qq->reading[r], r ? "" : " (default)");
            sow_text_add(&t, ".\n\n");
            for (int j = 0; j < nrows; j++)
                if (rows[j].q == q) md_row(&t, a, &rows[j], o.games);
        }
        if (nsingle) {
            sow_text_add(&t, "### Not playable (one reading): rule gaps and notes\n\n");
            for (int q = 0; q < a->nquestions; q++)
                if (selected(&o, a->question[q].id) && a->question[q].nreadings < 2)
                    sow_text_add(&t, "- **%s**: %s The spec declares a single reading, `%s`, so there is nothing to compare: "
                           "it is a rule gap the engine detects and reports, or a note.\n",
                       a->question[q].id, a->question[q].text, a->question[q].reading[0]);
            sow_text_add(&t, "\n");
        }
        if (ncombos) {
            sow_text_add(&t, "## Combinations of readings\n\n%d combinations of the readings of %d questions (%s), each simulated "
                   "over %llu games (plain simulation, not paired), ranked by how far the first player's share of "
                   "decisive games is from 50%%.\n\n",
               ncombos, np, combos_all ? "all of them" : "drawn at random from the seed, the defaults first",
               (unsigned long long)combo_games);
            int ranked_n = 0;
            while (ranked_n < ncombos && combos[ranked_n].decisive) ranked_n++;
            int show = ranked_n <= 10 ? ranked_n : 5;
            sow_text_add(&t, "| | first player's share of decisive games [95%%] | readings |\n|---|---:|---|\n");
            for (int i = 0; i < show; i++) {
                combo_label(a, playable, np, combos[i].reading, lbl, sizeof lbl);
                sow_text_add(&t, "| %s | %.1f%% [%.1f, %.1f] | %s |\n", ranked_n <= 10 ? "" : "least balanced", 100 * combos[i].share, 100 * combos[i].lo,
                   100 * combos[i].hi, lbl);
            }
            if (ranked_n > 10)
                for (int i = ranked_n - 1; i >= ranked_n - 5; i--) {
                    combo_label(a, playable, np, combos[i].reading, lbl, sizeof lbl);
                    sow_text_add(&t, "| most balanced | %.1f%% [%.1f, %.1f] | %s |\n", 100 * combos[i].share, 100 * combos[i].lo,
                       100 * combos[i].hi, lbl);
                }
            sow_text_add(&t, "\n");
            if (ranked_n < ncombos)
                sow_text_add(&t, "%d combination%s had no decisive game and %s not ranked (e.g. a forced game from an equal "
                       "deal: every game is the same draw or gap).\n\n",
                   ncombos - ranked_n, ncombos - ranked_n == 1 ? "" : "s", ncombos - ranked_n == 1 ? "is" : "are");
        }
        sow_error err;
        if (t.failed) rc = cli_fail("out of memory");
        else if (sow_audit_put_text(&out[1], t.s, t.len, &err)) {
            cli_print_error(&err, o.md);
            rc = CLI_ERR;
        }
        sow_text_free(&t);
    }
    if (rc == CLI_OK) {                       /* both files whole, or neither */
        sow_error err;
        if (sow_out_commit(out, 2, &err)) {
            cli_print_error(&err, err.file);
            rc = CLI_ERR;
        }
    }
    free(ranked);
done:
    sow_out_discard(&out[0]);
    sow_out_discard(&out[1]);
    free(combos);
    for (int i = 0; rows && i < nrows; i++) free(rows[i].rules);
    free(rows);
    free(res);
    free(tests);
    free(bs);
    free(st_a);
    free(a);
    return rc;
}
