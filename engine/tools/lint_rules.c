/* lint_rules.c - checks of the compiled rules: combinations that can never
 * end, thresholds that cannot be reached, relays that never stop. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "lint_internal.h"

/* ---- the compiled rules ---------------------------------------------------- */

/* Adds a rules finding; under a reading, only when the default rules do
 * not already have it (same code and field), and marked @ID=KW. */

static void radd(lint_ctx *c, sow_lint_severity sev, const char *code, const char *field, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;
static void radd(lint_ctx *c, sow_lint_severity sev, const char *code, const char *field, const char *fmt, ...)
{
    char msg[SOW_TEXT_LEN * 2], where[SOW_NAME_LEN * 2];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (c->reading) {
        for (int i = 0; c->base && i < c->base->n; i++)
            if (!strcmp(c->base->f[i].code, code) && !strcmp(c->base->f[i].where, field)) return;
        snprintf(where, sizeof where, "%s@%s", field, c->reading);
        sow_lint_add(c->rep, sev, code, where, 0, "under %s: %s", c->reading, msg);
    } else {
        sow_lint_add(c->rep, sev, code, field, 0, "%s", msg);
    }
}

void lint_check_rules(const sow_rules *r, lint_ctx *c)
{
    const sow_family *f = &r->fam;
    int total = r->total, any_capture = 0, all_even = 1;
    /* capture.counts stops a relay and is all a capture takes only for the
     * count kinds; two_out takes any count, a cross capture (and
     * count_or_cross's) any count of the opposite pit and maybe the sown seed */
    int counted = f->kind == SOW_KIND_COUNT || f->kind == SOW_KIND_COUNT_OR_CROSS;
    for (int n = 1; n <= total && n <= SOW_MAX_SEEDS; n++)
        if (r->capture[n] && f->kind != SOW_KIND_PULL_ACROSS) {   /* a pull moves seeds, takes none */
            any_capture = 1;
            if (n % 2) all_even = 0;
        }
    /* the other ways seeds leave the board: the stores on the track,
     * captures while sowing, children, the kinds that take any count */
    int sowing = 0, sowing_even = 1, child = 0;
    for (int n = 1; n <= total && n <= SOW_MAX_SEEDS; n++) {
        if (f->while_sowing && f->sowing_counts[n]) {
            sowing = 1;
            if (n % 2) sowing_even = 0;
        }
        if (f->children && f->child_counts[n]) child = 1;
    }
    int leaves = any_capture || sowing || child || f->stores != SOW_STORES_NONE || f->kind == SOW_KIND_TWO_OUT
                 || f->kind == SOW_KIND_COUNT_OR_CROSS || f->first_seed == SOW_FIRST_SEED_STORE
                 || f->before_sowing != SOW_PRESOW_NONE      /* capture.before_sowing takes any count */
                 || f->bear_off;                  /* sow.bear_off: seeds borne off, any number */

    /* seeds leave the board only by capture */
    if (!leaves) {
        int other_end = r->feed != SOW_FEED_NONE || r->empty_row == SOW_EMPTY_END || r->endless_rest != SOW_REST_GAP
                        || f->either_row_empty || f->singles_end;
        if (other_end)
            radd(c, SOW_LINT_WARNING, "no-capture", "capture.counts",
                 "no count from 1 to %d captures: seeds never leave the board, so it never empties and "
                 "every game must end by another rule (feeding, an empty row or endless play)", total);
        else
            radd(c, SOW_LINT_ERROR, "no-capture", "capture.counts",
                 "no count from 1 to %d captures: seeds never leave the board, board_empty is the only "
                 "end and endless play is a rule gap, so no game can ever be decided", total);
    } else if (f->kind == SOW_KIND_COUNT && all_even && sowing_even && !child && f->stores == SOW_STORES_NONE
               && !r->opposite && total % 2 && f->first_seed != SOW_FIRST_SEED_STORE && !f->before_sowing
               && !f->bear_off) {
        if (!r->lone_seed_set && r->endless_rest == SOW_REST_GAP)
            radd(c, SOW_LINT_WARNING, "parity-endless", "capture.counts",
                 "seeds leave the board in even numbers only: with an odd total (%d) one seed always "
                 "stays; the spec has no rule for it (no lone_seed, endless rest = gap)", total);
        else if (r->endless_rest == SOW_REST_SPLIT)
            radd(c, SOW_LINT_WARNING, "parity-split", "finish.endless.rest",
                 "seeds leave the board in even numbers only and the total (%d) is odd: an endless game "
                 "always leaves an odd number, which cannot be split equally (an odd_split gap)", total);
    }

    /* thresholds: a majority is more than half of the seeds in play */
    int threshold = r->threshold == SOW_MAJORITY ? total / 2 + 1 : r->threshold;
    int win_needs = r->win_needs == SOW_MAJORITY ? total / 2 + 1 : r->win_needs;
    if (threshold > total)
        radd(c, SOW_LINT_ERROR, "threshold-unreachable", "finish.threshold",
             "the threshold (%d) is above the total of seeds (%d): no player can ever reach it",
             threshold, total);
    if (win_needs > total)
        radd(c, SOW_LINT_ERROR, "threshold-unreachable", "finish.win_needs",
             "a win needs %d seeds but there are only %d: every game is a draw", win_needs, total);
    if (threshold && threshold <= total && r->threshold_stop && win_needs > threshold)
        radd(c, SOW_LINT_WARNING, "threshold-below-win", "finish.threshold",
             "play stops when a player reaches %d, yet a win needs %d: a game stopped at the "
             "threshold can end in a draw", threshold, win_needs);
    if (threshold && threshold <= total && !r->threshold_stop)
        radd(c, SOW_LINT_NOTE, "threshold-inert", "finish.threshold",
             "with at_threshold = play_on the threshold (%d%s) ends nothing: the engine decides wins by "
             "win_needs (%d) and the larger count alone", threshold,
             r->threshold == SOW_MAJORITY ? ", a majority" : "", win_needs);

    /* relay: a lap stops on a count that captures only for the count
     * kinds, and tests its own landing pit only with relay_from landing
     * (relay_from next tests the pit after it, which may be empty); a lap
     * may also end in a store or a child */
    if (r->relay_on) {
        int landing = f->relay_from == SOW_RELAY_LANDING;
        if (r->relay[1] && landing)
            radd(c, SOW_LINT_WARNING, "relay-one", "sow.relay",
                 "the relay counts include 1: a lap ending in an empty pit relays, lifting its single "
                 "seed and sowing on");
        int endless = landing && f->stores == SOW_STORES_NONE && !child;
        char shadow[128] = "";
        size_t sl = 0;
        for (int n = 1; n <= total && n <= SOW_MAX_SEEDS; n++) {
            int stops = counted && r->capture[n];
            if (!r->relay[n] || stops) endless = 0;
            if (landing && r->relay[n] && stops && r->capture_rows == SOW_ROWS_ANY && sl + 12 < sizeof shadow)
                sl += (size_t)snprintf(shadow + sl, sizeof shadow - sl, "%s%d", sl ? ", " : "", n);
        }
        if (endless)
            radd(c, SOW_LINT_ERROR, "relay-endless", "sow.relay",
                 "every count from 1 to %d relays and none captures: a turn can never end", total);
        if (shadow[0])
            radd(c, SOW_LINT_NOTE, "relay-shadowed", "sow.relay",
                 "the counts %s both relay and capture; a capture (in either row) ends the lap first, "
                 "so they never relay", shadow);
    }

    /* a limit before the rule it should back */
    if (r->endless_detect == SOW_DETECT_PLIES && r->endless_plies > r->max_plies)
        radd(c, SOW_LINT_WARNING, "limits-shadow", "limits.plies",
             "limits.plies (%d) is below finish.endless.plies (%d): the endless rule can never fire",
             r->max_plies, r->endless_plies);
}
