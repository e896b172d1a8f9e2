/* audit_report.c - paired comparisons in words and as JSON, and files
 * written whole or not at all. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sow_report.h"

static const char *const cat_name[SOW_R__COUNT] = {"win", "draw", "loss", "unresolved", "limit"};
static const char *const change_key[SOW_CHANGES] = {"first_win_rate",  "draw_rate",  "first_loss_rate",
                                                    "unresolved_rate", "limit_rate", "mean_plies"};
static const char *const change_what[SOW_CHANGES] = {"1st win rate",    "draw rate",  "1st loss rate",
                                                     "unresolved rate", "limit rate", "mean plies"};

const char *sow_audit_result_name(int cat)
{
    return cat >= 0 && cat < SOW_R__COUNT ? cat_name[cat] : "?";
}

const char *sow_audit_change_key(int change)
{
    return change >= 0 && change < SOW_CHANGES ? change_key[change] : "?";
}

size_t sow_family_note(int family, char *buf, size_t cap)
{
    int n = snprintf(buf, cap, "significant at family-wise %g%% after Holm's adjustment over %d test%s",
                     100 * SOW_AUDIT_ALPHA, family, family == 1 ? "" : "s");
    return n < 0 ? 0 : (size_t)n < cap ? (size_t)n : cap ? cap - 1 : 0;
}

json_t *sow_family_json(int family)
{
    return json_pack("{ss sf si si ss ss}", "procedure", "holm", "alpha", SOW_AUDIT_ALPHA, "family", family,
                     "tests_per_comparison", (int)SOW_PAIRED_TESTS, "test",
                     "two-sided paired z-test on the per-game differences (McNemar: chi-square, 1 df)", "intervals",
                     "unadjusted 95%");
}

size_t sow_audit_label(const sow_rules *r, char *buf, size_t cap)
{
    size_t len = (size_t)snprintf(buf, cap, "%s [", r->name);
    int any = 0;
    for (int q = 0; q < r->nquestions && len < cap; q++)
        if (r->question[q].chosen != 0) {
            len += (size_t)snprintf(buf + len, cap - len, "%s%s=%s", any ? "," : "", r->question[q].id,
                                    r->question[q].reading[r->question[q].chosen]);
            any = 1;
        }
    if (len < cap) len += (size_t)snprintf(buf + len, cap - len, "%s]", any ? "" : "default readings");
    return len < cap ? len : cap - 1;
}

static double pct(uint64_t k, uint64_t n)
{
    return 100.0 * sow_rate(k, n);
}

/* "South wins 50-48 (board_empty, 61 plies)" */
static void outcome_words(const sow_state *s, char *buf, size_t cap)
{
    const char *end = sow_end_name((sow_end)s->end);
    if (s->status == SOW_PLAYING)
        snprintf(buf, cap, "play goes on");
    else if (s->result == SOW_WIN && s->winner <= 1)
        snprintf(buf, cap, "%s wins %d-%d (%s, %u plies)", s->winner ? "North" : "South", s->captured[s->winner],
                 s->captured[1 - s->winner], end, (unsigned)s->ply);
    else if (s->result == SOW_DRAW)
        snprintf(buf, cap, "draw %d-%d (%s, %u plies)", s->captured[0], s->captured[1], end, (unsigned)s->ply);
    else if (s->result == SOW_LIMIT)
        snprintf(buf, cap, "stopped by a simulation limit %d-%d (%s, %u plies)", s->captured[0], s->captured[1], end,
                 (unsigned)s->ply);
    else
        snprintf(buf, cap, "unresolved %d-%d (%s, %u plies)", s->captured[0], s->captured[1], end, (unsigned)s->ply);
}

static void board_words(const sow_rules *r, const sow_state *s, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = 0;
    for (int p = 0; p < r->pits && len + 5 < cap; p++)
        len += (size_t)snprintf(buf + len, cap - len, p ? ",%d" : "%d", s->b.pit[p]);
}

/* What a ply led to: "board ..., captured a-b, North to move" or the end. */
static void after_words(const sow_rules *r, const sow_state *s, char *buf, size_t cap)
{
    char b[160], o[160];
    board_words(r, s, b, sizeof b);
    if (s->status == SOW_PLAYING)
        snprintf(buf, cap, "board %s, captured %d-%d, %s to move", b, s->captured[0], s->captured[1],
                 s->to_move ? "North" : "South");
    else {
        outcome_words(s, o, sizeof o);
        snprintf(buf, cap, "board %s, game over: %s", b, o);
    }
}

static void move_words(int move, char *buf, size_t cap)
{
    if (move == SOW_PASS) snprintf(buf, cap, "a pass");
    else if (move == SOW_AUDIT_NO_MOVE) snprintf(buf, cap, "no move (the game is over)");
    else snprintf(buf, cap, "pit %d", move);
}

/* The `sow replay` command of a `sow play` one just printed, under it. */
static void replay_line(FILE *f, const char *prefix, const char *indent, const char *play, const char *page_fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;
static void replay_line(FILE *f, const char *prefix, const char *indent, const char *play, const char *page_fmt, ...)
{
    char page[96], cmd[1200];
    va_list ap;
    va_start(ap, page_fmt);
    vsnprintf(page, sizeof page, page_fmt, ap);
    va_end(ap);
    sow_replay_command(play, page, cmd, sizeof cmd);
    fprintf(f, "%s%s%s\n", prefix, indent, cmd);
}

void sow_paired_example_print(FILE *f, const char *prefix, const sow_rules *a, const sow_rules *b,
                              const sow_paired_example *e)
{
    char x[512], y[512], ma[64], mb[64], cmd[1024];
    if (e->ply == 0) {
        fprintf(f, "%sgame %llu differs from the setup:\n", prefix, (unsigned long long)e->game);
        after_words(a, &e->before_a, x, sizeof x);
        after_words(b, &e->before_b, y, sizeof y);
        fprintf(f, "%s  A starts: %s\n%s  B starts: %s\n", prefix, x, prefix, y);
    } else {
        board_words(a, &e->before_a, x, sizeof x);
        fprintf(f, "%sgame %llu diverges at ply %u: board %s, %s to move (captured so far: %d-%d)\n", prefix,
                (unsigned long long)e->game, (unsigned)e->ply, x, e->before_a.to_move ? "North" : "South",
                e->before_a.captured[0], e->before_a.captured[1]);
        move_words(e->move_a, ma, sizeof ma);
        move_words(e->move_b, mb, sizeof mb);
        if (e->move_a != SOW_AUDIT_NO_MOVE) after_words(a, &e->after_a, x, sizeof x);
        else snprintf(x, sizeof x, "-");
        if (e->move_b != SOW_AUDIT_NO_MOVE) after_words(b, &e->after_b, y, sizeof y);
        else snprintf(y, sizeof y, "-");
        fprintf(f, "%s  A plays %s: %s\n%s  B plays %s: %s\n", prefix, ma, x, prefix, mb, y);
    }
    outcome_words(&e->end_a, x, sizeof x);
    outcome_words(&e->end_b, y, sizeof y);
    fprintf(f, "%s  in the end: A %s; B %s\n", prefix, x, y);
    sow_audit_command(a, &e->before_a, e->repro, cmd, sizeof cmd);
    fprintf(f, "%s  A: %s\n", prefix, cmd);
    replay_line(f, prefix, "     ", cmd, "game-%llu-a.html", (unsigned long long)e->game);
    sow_audit_command(b, &e->before_b, e->repro, cmd, sizeof cmd);
    fprintf(f, "%s  B: %s\n", prefix, cmd);
    replay_line(f, prefix, "     ", cmd, "game-%llu-b.html", (unsigned long long)e->game);
    if (!e->verified)
        fprintf(f, "%s  (these commands start from the board with captured 0-0 and fresh counters: they do not show "
                   "the difference, which depends on the game so far)\n",
                prefix);
}

void sow_ply_example_print(FILE *f, const char *prefix, const sow_rules *a, const sow_rules *b,
                           const sow_ply_example *e)
{
    char x[512], m[64], cmd[1024];
    board_words(a, &e->before, x, sizeof x);
    move_words(e->move, m, sizeof m);
    fprintf(f, "%sgame %llu, ply %u: board %s, %s to move (captured so far: %d-%d), %s\n", prefix,
            (unsigned long long)e->game, (unsigned)e->ply, x, e->before.to_move ? "North" : "South",
            e->before.captured[0], e->before.captured[1], m);
    after_words(a, &e->after_a, x, sizeof x);
    fprintf(f, "%s  default: %s\n", prefix, x);
    if (e->legal_b) after_words(b, &e->after_b, x, sizeof x);
    else snprintf(x, sizeof x, "the move is illegal");
    fprintf(f, "%s  reading: %s\n", prefix, x);
    sow_audit_command(a, &e->before, e->move == SOW_PASS ? SOW_AUDIT_NO_MOVE : e->move, cmd, sizeof cmd);
    fprintf(f, "%s  default: %s\n", prefix, cmd);
    replay_line(f, prefix, "           ", cmd, "game-%llu-ply-%u-default.html", (unsigned long long)e->game, (unsigned)e->ply);
    sow_audit_command(b, &e->before, e->move == SOW_PASS ? SOW_AUDIT_NO_MOVE : e->move, cmd, sizeof cmd);
    fprintf(f, "%s  reading: %s\n", prefix, cmd);
    replay_line(f, prefix, "           ", cmd, "game-%llu-ply-%u-reading.html", (unsigned long long)e->game, (unsigned)e->ply);
    if (!e->verified)
        fprintf(f, "%s  (from the board alone, with captured 0-0 and fresh counters, the commands do not show it)\n",
                prefix);
}

/* A p-value in 6 characters: 0.0312, 1.0000, <1e-04 */
static void p_words(double p, char *buf, size_t cap)
{
    if (p < 1e-4) snprintf(buf, cap, "<1e-04");
    else snprintf(buf, cap, "%.4f", p);
}

static void print_delta(FILE *f, const char *what, const sow_delta *d, int rate)
{
    double k = rate ? 100.0 : 1.0;
    const char *unit = rate ? "points" : "plies";
    char p[16], ph[16];
    p_words(d->p, p, sizeof p);
    p_words(d->p_holm, ph, sizeof ph);
    if (rate)
        fprintf(f, "  %-18s %5.1f%% -> %5.1f%%   %+6.2f [%+6.2f,%+6.2f] %s   p %s  p_holm %s  %s\n", what, k * d->a,
                k * d->b, k * d->mean, k * d->lo, k * d->hi, unit, p, ph,
                d->significant ? "significant" : "not significant");
    else
        fprintf(f, "  %-18s %6.1f -> %6.1f   %+6.2f [%+6.2f,%+6.2f] %s    p %s  p_holm %s  %s\n", what, d->a, d->b,
                d->mean, d->lo, d->hi, unit, p, ph, d->significant ? "significant" : "not significant");
}

static void print_ends(FILE *f, const sow_stats *st)
{
    int any = 0;
    for (int e = 1; e < SOW_END__COUNT; e++)
        if (st->end[e]) {
            fprintf(f, "%s%s %.1f%%", any ? ", " : "", sow_end_name((sow_end)e), pct(st->end[e], st->games));
            any = 1;
        }
    if (!any) fputs("-", f);
}

void sow_paired_print(FILE *f, const sow_rules *a, const sow_rules *b, const sow_stats *st_a,
                      const sow_paired *p, const sow_paired_tests *t, int examples)
{
    char la[512], lb[512], note[160];
    double lo, hi;
    sow_audit_label(a, la, sizeof la);
    sow_audit_label(b, lb, sizeof lb);
    fprintf(f, "A: %s (%s)\nB: %s (%s)\n", la, a->path, lb, b->path);
    fprintf(f, "%llu paired games%s: game i is played under A and under B with the same seed, streams and agents\n\n",
            (unsigned long long)p->games, st_a->partial ? " (partial: interrupted)" : "");
    if (p->diverged == 0) {
        fprintf(f, "divergence    no divergence in %llu games: the divergence rate is below %.3g%% with 95%% confidence\n",
                (unsigned long long)p->games, 100.0 * sow_zero_bound(p->games));
    } else {
        sow_wilson(p->diverged, p->games, SOW_Z95, &lo, &hi);
        fprintf(f, "divergence    %llu of %llu games diverge: %.2f%% [%.2f,%.2f]", (unsigned long long)p->diverged,
                (unsigned long long)p->games, pct(p->diverged, p->games), 100 * lo, 100 * hi);
        if (p->setup_diverged) fprintf(f, "; %llu of them from the setup", (unsigned long long)p->setup_diverged);
        fputc('\n', f);
        fprintf(f, "              first diverging ply: mean %.1f, median %.0f\n",
                (double)p->div_ply_sum / (double)p->diverged, sow_hist_quantile(p->div_ply, SOW_HIST_PLIES + 1, 0.5));
    }
    uint64_t changed = sow_paired_result_changed(p);
    sow_wilson(changed, p->games, SOW_Z95, &lo, &hi);
    fprintf(f, "results       the first mover's result changes in %llu games: %.2f%% [%.2f,%.2f]\n",
            (unsigned long long)changed, pct(changed, p->games), 100 * lo, 100 * hi);
    sow_wilson(p->outcome_changed, p->games, SOW_Z95, &lo, &hi);
    fprintf(f, "              result, winner or score changes in %llu games: %.2f%% [%.2f,%.2f]\n",
            (unsigned long long)p->outcome_changed, pct(p->outcome_changed, p->games), 100 * lo, 100 * hi);
    fprintf(f, "\ntransitions   first mover's result under A (rows) -> under B (columns), games\n");
    fputs("            ", f);
    for (int j = 0; j < SOW_R__COUNT; j++) fprintf(f, " %10s", cat_name[j]);
    fprintf(f, " %10s\n", "total A");
    for (int i = 0; i < SOW_R__COUNT; i++) {
        uint64_t tot = 0;
        fprintf(f, "  %-10s  ", cat_name[i]);
        for (int j = 0; j < SOW_R__COUNT; j++) {
            fprintf(f, " %10llu", (unsigned long long)p->trans[i][j]);
            tot += p->trans[i][j];
        }
        fprintf(f, " %10llu\n", (unsigned long long)tot);
    }
    fprintf(f, "  %-10s  ", "total B");
    for (int j = 0; j < SOW_R__COUNT; j++) {
        uint64_t tot = 0;
        for (int i = 0; i < SOW_R__COUNT; i++) tot += p->trans[i][j];
        fprintf(f, " %10llu", (unsigned long long)tot);
    }
    fprintf(f, " %10llu\n", (unsigned long long)p->games);
    fprintf(f, "\nchanges       B - A over the paired games, unadjusted 95%% interval (mean +- 1.96 sd/sqrt(n)); p: raw "
               "two-sided paired z-test; p_holm: Holm-adjusted\n");
    for (int c = 0; c < SOW_CHANGES; c++) print_delta(f, change_what[c], &t->d[c], c != SOW_CHANGE_PLIES);
    char mp[16], mph[16];
    p_words(t->mc_p, mp, sizeof mp);
    p_words(t->mc_p_holm, mph, sizeof mph);
    fprintf(f, "  McNemar, 1st wins: won under A only %llu, under B only %llu: chi2 %.2f, p %s  p_holm %s  %s\n",
            (unsigned long long)t->mc_ab, (unsigned long long)t->mc_ba, t->mc_chi2, mp, mph,
            t->mc_significant ? "significant" : "not significant");
    sow_family_note(t->family, note, sizeof note);
    fprintf(f, "  verdicts: %s (the %d above); the intervals are not adjusted\n", note, (int)SOW_PAIRED_TESTS);
    fputs("\nends          A: ", f);
    print_ends(f, st_a);
    fputs("\n              B: ", f);
    print_ends(f, &p->b);
    fputc('\n', f);
    if (p->plies_checked) {
        fprintf(f, "exercised     B's rules give another result for %llu of A's %llu plies (%.3f%%), in %llu games (%.2f%%)\n",
                (unsigned long long)p->plies_changed, (unsigned long long)p->plies_checked,
                pct(p->plies_changed, p->plies_checked), (unsigned long long)p->games_changed,
                pct(p->games_changed, p->games));
    }
    int shown = p->nex < examples ? p->nex : examples;
    if (shown > 0) {
        fprintf(f, "\nexamples      the first %d diverging games, with `sow play` commands from the position before the "
                   "diverging ply\n",
                shown);
        for (int i = 0; i < shown; i++) sow_paired_example_print(f, "  ", a, b, &p->ex[i]);
        if (p->has_verified && (p->verified.game > p->ex[shown - 1].game)) {
            int any = 0;
            for (int i = 0; i < shown; i++) any |= p->ex[i].verified;
            if (!any) {
                fprintf(f, "  the first diverging game whose commands show the difference from the board alone:\n");
                sow_paired_example_print(f, "  ", a, b, &p->verified);
            }
        }
    }
}

/* ---- JSON ---------------------------------------------------------------- */

static json_t *j_state(const sow_rules *r, const sow_state *s)
{
    json_t *o = json_object();
    json_object_set_new(o, "board", sow_json_board(r, s));
    json_object_set_new(o, "to_move", json_integer(s->to_move));
    json_object_set_new(o, "captured", sow_json_captured(s));
    json_object_set_new(o, "ply", json_integer(s->ply));
    json_object_set_new(o, "status", json_string(s->status == SOW_PLAYING ? "playing" : "ended"));
    if (s->status != SOW_PLAYING) {
        json_object_set_new(o, "end", json_string(sow_end_name((sow_end)s->end)));
        json_object_set_new(o, "result", json_string(sow_result_name((sow_result)s->result)));
        json_object_set_new(o, "winner", s->result == SOW_WIN && s->winner <= 1 ? json_integer(s->winner) : json_null());
    }
    return o;
}

static json_t *j_move(int m)
{
    return m == SOW_PASS ? json_string("pass") : m == SOW_AUDIT_NO_MOVE ? json_null() : json_integer(m);
}

static json_t *j_interval(uint64_t k, uint64_t n)
{
    double lo, hi;
    sow_wilson(k, n, SOW_Z95, &lo, &hi);
    return json_pack("{sI sI sf sf sf}", "count", (json_int_t)k, "of", (json_int_t)n, "rate",
                     sow_rate(k, n), "lo", lo, "hi", hi);
}

static json_t *j_delta(const sow_delta *d)
{
    return json_pack("{sf sf sf sf sf sf sf sf sb}", "a", d->a, "b", d->b, "delta", d->mean, "lo", d->lo, "hi", d->hi,
                     "se", d->se, "p", d->p, "p_holm", d->p_holm, "significant", d->significant);
}

static json_t *j_ends(const sow_stats *st)
{
    json_t *o = json_object();
    for (int e = 1; e < SOW_END__COUNT; e++)
        if (st->end[e]) json_object_set_new(o, sow_end_name((sow_end)e), json_integer((json_int_t)st->end[e]));
    return o;
}

json_t *sow_paired_example_json(const sow_rules *a, const sow_rules *b, const sow_paired_example *e)
{
    char cmd[1024];
    json_t *o = json_object();
    json_object_set_new(o, "game", json_integer((json_int_t)e->game));
    json_object_set_new(o, "ply", json_integer(e->ply));
    json_object_set_new(o, "before_a", j_state(a, &e->before_a));
    if (e->ply == 0) json_object_set_new(o, "before_b", j_state(b, &e->before_b));
    json_object_set_new(o, "move_a", j_move(e->move_a));
    json_object_set_new(o, "move_b", j_move(e->move_b));
    if (e->move_a != SOW_AUDIT_NO_MOVE && e->ply) json_object_set_new(o, "after_a", j_state(a, &e->after_a));
    if (e->move_b != SOW_AUDIT_NO_MOVE && e->ply) json_object_set_new(o, "after_b", j_state(b, &e->after_b));
    json_object_set_new(o, "end_a", j_state(a, &e->end_a));
    json_object_set_new(o, "end_b", j_state(b, &e->end_b));
    sow_audit_command(a, &e->before_a, e->repro, cmd, sizeof cmd);
    json_object_set_new(o, "command_a", json_string(cmd));
    sow_audit_command(b, &e->before_b, e->repro, cmd, sizeof cmd);
    json_object_set_new(o, "command_b", json_string(cmd));
    json_object_set_new(o, "commands_show_difference", json_boolean(e->verified));
    return o;
}

json_t *sow_ply_example_json(const sow_rules *a, const sow_rules *b, const sow_ply_example *e)
{
    char cmd[1024];
    int m = e->move == SOW_PASS ? SOW_AUDIT_NO_MOVE : e->move;
    json_t *o = json_object();
    json_object_set_new(o, "game", json_integer((json_int_t)e->game));
    json_object_set_new(o, "ply", json_integer(e->ply));
    json_object_set_new(o, "before", j_state(a, &e->before));
    json_object_set_new(o, "move", j_move(e->move));
    json_object_set_new(o, "after_default", j_state(a, &e->after_a));
    json_object_set_new(o, "after_reading", e->legal_b ? j_state(b, &e->after_b) : json_string("illegal"));
    sow_audit_command(a, &e->before, m, cmd, sizeof cmd);
    json_object_set_new(o, "command_default", json_string(cmd));
    sow_audit_command(b, &e->before, m, cmd, sizeof cmd);
    json_object_set_new(o, "command_reading", json_string(cmd));
    json_object_set_new(o, "commands_show_difference", json_boolean(e->verified));
    return o;
}

json_t *sow_paired_json(const sow_rules *a, const sow_rules *b, const sow_stats *st_a, const sow_paired *p,
                        const sow_paired_tests *t, int examples)
{
    char la[512], lb[512];
    sow_audit_label(a, la, sizeof la);
    sow_audit_label(b, lb, sizeof lb);
    json_t *o = json_object();
    char ha[17], hb[17];
    snprintf(ha, sizeof ha, "%016llx", (unsigned long long)a->spec_hash);
    snprintf(hb, sizeof hb, "%016llx", (unsigned long long)b->spec_hash);
    json_object_set_new(o, "a", json_pack("{ss ss ss}", "label", la, "spec", a->path, "spec_hash", ha));
    json_object_set_new(o, "b", json_pack("{ss ss ss}", "label", lb, "spec", b->path, "spec_hash", hb));
    json_object_set_new(o, "games", json_integer((json_int_t)p->games));
    json_object_set_new(o, "partial", json_boolean(st_a->partial));
    json_t *dv = j_interval(p->diverged, p->games);
    json_object_set_new(dv, "from_setup", json_integer((json_int_t)p->setup_diverged));
    if (p->diverged) {
        json_object_set_new(dv, "ply_mean", json_real((double)p->div_ply_sum / (double)p->diverged));
        json_object_set_new(dv, "ply_median", json_real(sow_hist_quantile(p->div_ply, SOW_HIST_PLIES + 1, 0.5)));
    } else {
        json_object_set_new(dv, "upper_bound_95", json_real(sow_zero_bound(p->games)));
    }
    json_object_set_new(o, "divergence", dv);
    json_object_set_new(o, "result_changed", j_interval(sow_paired_result_changed(p), p->games));
    json_object_set_new(o, "outcome_changed", j_interval(p->outcome_changed, p->games));
    json_t *tr = json_array();
    for (int i = 0; i < SOW_R__COUNT; i++) {
        json_t *row = json_array();
        for (int j = 0; j < SOW_R__COUNT; j++) json_array_append_new(row, json_integer((json_int_t)p->trans[i][j]));
        json_array_append_new(tr, row);
    }
    json_t *order = json_array();
    for (int j = 0; j < SOW_R__COUNT; j++) json_array_append_new(order, json_string(cat_name[j]));
    json_object_set_new(o, "transitions", json_pack("{so so}", "order", order, "a_rows_b_columns", tr));
    json_t *ch = json_object();
    for (int c = 0; c < SOW_CHANGES; c++) json_object_set_new(ch, change_key[c], j_delta(&t->d[c]));
    json_object_set_new(o, "changes", ch);
    json_object_set_new(o, "mcnemar_first_wins",
                        json_pack("{sI sI sf sf sf sb}", "a_only", (json_int_t)t->mc_ab, "b_only", (json_int_t)t->mc_ba,
                                  "chi2", t->mc_chi2, "p", t->mc_p, "p_holm", t->mc_p_holm, "significant",
                                  t->mc_significant));
    json_object_set_new(o, "ends", json_pack("{so so}", "a", j_ends(st_a), "b", j_ends(&p->b)));
    if (p->plies_checked) {
        json_t *ex = json_object();
        json_object_set_new(ex, "plies", j_interval(p->plies_changed, p->plies_checked));
        json_object_set_new(ex, "games", j_interval(p->games_changed, p->games));
        if (p->has_ply_ex) json_object_set_new(ex, "first", sow_ply_example_json(a, b, &p->ply_ex));
        if (p->has_ply_verified)
            json_object_set_new(ex, "first_reproducible", sow_ply_example_json(a, b, &p->ply_verified));
        json_object_set_new(o, "exercised", ex);
    }
    json_t *exs = json_array();
    for (int i = 0; i < p->nex && i < examples; i++) json_array_append_new(exs, sow_paired_example_json(a, b, &p->ex[i]));
    json_object_set_new(o, "examples", exs);
    if (p->has_verified) json_object_set_new(o, "first_reproducible", sow_paired_example_json(a, b, &p->verified));
    return o;
}

/* ---- files --------------------------------------------------------------- */

int sow_audit_put_json(sow_out *o, json_t *v, sow_error *err)
{
    FILE *f = sow_out_begin(o, err);
    if (!f) return -1;
    if (json_dumpf(v, f, JSON_INDENT(1) | JSON_REAL_PRECISION(8)) != 0 || fputc('\n', f) == EOF) {
        memset(err, 0, sizeof *err);
        snprintf(err->file, sizeof err->file, "%s", o->path);
        snprintf(err->msg, sizeof err->msg, "cannot encode the JSON (out of memory)");
        return -1;
    }
    return 0;
}

int sow_audit_put_text(sow_out *o, const char *text, size_t len, sow_error *err)
{
    FILE *f = sow_out_begin(o, err);
    if (!f) return -1;
    if (fwrite(text, 1, len, f) != len) {
        memset(err, 0, sizeof *err);
        snprintf(err->file, sizeof err->file, "%s", o->path);
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return -1;
    }
    return 0;
}
