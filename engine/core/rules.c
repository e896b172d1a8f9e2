/* rules.c - the rules struct: defaults, consistency checks, the tables the
 * hot loop reads, and the rules in words (`sow show`). */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <xxhash.h>

#include "sow.h"

void sow_rules_defaults(sow_rules *r)
{
    memset(r, 0, sizeof *r);
    r->row = 6;
    r->pits = 12;
    r->deal = SOW_DEAL_EQUAL;
    r->total = 48;
    r->first = SOW_FIRST_SOUTH;
    r->direction = SOW_CCW;
    r->origin = SOW_ORIGIN_SOW;
    r->start = SOW_START_ANY;
    r->capture_rows = SOW_ROWS_ANY;
    r->chain = SOW_CHAIN_NONE;
    r->chain_extent = SOW_EXTENT_TRACK;
    r->chain_test = SOW_TEST_SEQUENTIAL;
    r->grand_slam = SOW_SLAM_ALLOWED;
    r->feed = SOW_FEED_NONE;
    r->feed_unable = SOW_REST_OPPONENT;
    r->empty_row = SOW_EMPTY_PASS;
    r->empty_row_rest = SOW_REST_TO_MOVE;
    r->end_board_empty = 1;
    r->endless_detect = SOW_DETECT_PROVEN;
    r->endless_plies = 200;
    r->endless_rest = SOW_REST_GAP;
    r->lone_seed_rest = SOW_REST_GAP;
    r->chooser = SOW_CHOOSE_CAPTURES;
    r->max_plies = 100000;
    r->max_laps = 1000000;
}

static int fail(sow_error *err, const char *field, const char *fmt, ...)
{
    va_list ap;
    snprintf(err->field, sizeof err->field, "%s", field);
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    return -1;
}

static int check(const sow_rules *r, sow_error *err)
{
    if (r->row < 1 || r->row > SOW_MAX_ROW)
        return fail(err, "board.row", "expected 1..%d pits per row, got %d", SOW_MAX_ROW, r->row);
    if (r->total < 1 || r->total > SOW_MAX_SEEDS)
        return fail(err, "setup.total", "expected 1..%d seeds in all, got %d", SOW_MAX_SEEDS, r->total);
    if (r->deal == SOW_DEAL_EQUAL && r->total % r->pits)
        return fail(err, "setup.total", "an equal deal needs a total divisible by %d pits, got %d",
                    r->pits, r->total);
    if (r->deal == SOW_DEAL_UNIFORM && (r->deal_min < 0 || r->deal_min * r->pits > r->total))
        return fail(err, "setup.min", "expected 0..%d seeds first put in every pit, got %d",
                    r->total / r->pits, r->deal_min);
    if (r->capture[0] || r->relay[0])
        return fail(err, r->capture[0] ? "capture.counts" : "sow.relay", "a count of 0 cannot trigger anything");
    if (!r->end_board_empty)
        return fail(err, "finish.board_empty", "expected true: play cannot go on when no pit holds a seed");
    if ((r->threshold < 0 && r->threshold != SOW_MAJORITY) || r->threshold > SOW_MAX_SEEDS)
        return fail(err, "finish.threshold", "expected \"majority\" or 0..%d, got %d", SOW_MAX_SEEDS, r->threshold);
    if ((r->win_needs < 0 && r->win_needs != SOW_MAJORITY) || r->win_needs > SOW_MAX_SEEDS)
        return fail(err, "finish.win_needs", "expected \"majority\" or 0..%d, got %d", SOW_MAX_SEEDS, r->win_needs);
    if (r->endless_detect == SOW_DETECT_PLIES && r->endless_plies < 1)
        return fail(err, "finish.endless.plies", "expected a positive number of plies, got %d", r->endless_plies);
    if (r->max_plies < 1 || r->max_laps < 1)
        return fail(err, "limits", "expected positive limits");
    if (r->feed_unable != SOW_REST_OPPONENT && r->feed_unable != SOW_REST_TO_MOVE && r->feed_unable != SOW_REST_NOBODY)
        return fail(err, "feed.unable", "expected starved_takes, feeder_takes or nobody");
    return 0;
}

/* How many pits one circuit of a lap sows into. */
static int lap_circuit(const sow_rules *r)
{
    return r->origin == SOW_ORIGIN_SKIP ? r->pits - 1 : r->pits;
}

/* The rules as written: from `name` up to the derived tables. */
static size_t written_size(void)
{
    return offsetof(sow_rules, key) - offsetof(sow_rules, name);
}

int sow_rules_same(const sow_rules *a, const sow_rules *b)
{
    return memcmp(a->name, b->name, written_size()) == 0;
}

uint64_t sow_rules_hash(const sow_rules *r)
{
    return XXH64(r->name, written_size(), 0x5eed5eedULL);
}

int sow_rules_finish(sow_rules *r, sow_error *err)
{
    if (r->row >= 1 && r->row <= SOW_MAX_ROW) r->pits = 2 * r->row;
    if (r->deal == SOW_DEAL_EQUAL && r->pits && r->total % r->pits == 0)
        for (int p = 0; p < SOW_MAX_PITS; p++) r->layout[p] = (uint8_t)(p < r->pits ? r->total / r->pits : 0);
    if (check(r, err)) return -1;
    int n = r->pits;

    r->key = sow_rules_hash(r);
    r->forced = r->start == SOW_START_LEFTMOST || r->start == SOW_START_RIGHTMOST;
    r->words = (n + 7) / 8;
    r->all_mask = n == 32 ? 0xffffffffu : (1u << n) - 1;
    r->row_mask[0] = (1u << r->row) - 1;
    r->row_mask[1] = r->all_mask & ~r->row_mask[0];
    for (int p = 0; p < n; p++) {
        int up = (p + 1) % n, down = (p + n - 1) % n;
        r->next[p] = (uint8_t)(r->direction == SOW_CCW ? up : down);
        r->prev[p] = (uint8_t)(r->direction == SOW_CCW ? down : up);
        r->chain_step[p] = r->chain == SOW_CHAIN_FOLLOWING ? r->next[p] : r->prev[p];
    }
    r->relay_on = 0;
    r->min_capture = 0;
    for (int c = SOW_MAX_SEEDS; c >= 1; c--) {
        if (r->relay[c]) r->relay_on = 1;
        if (r->capture[c]) r->min_capture = c;
    }
    for (int m = 0; m < 2; m++) {
        r->capture_ok[m] = r->capture_rows == SOW_ROWS_ANY ? r->all_mask
                         : r->capture_rows == SOW_ROWS_OWN ? r->row_mask[m] : r->row_mask[m ^ 1];
        for (int q = 0; q < n; q++) {
            uint32_t ok = r->capture_ok[m];
            if (r->chain == SOW_CHAIN_NONE) ok = 0;
            if (r->chain_extent == SOW_EXTENT_ROW) ok &= r->row_mask[q >= r->row];
            r->chain_ok[m][q] = ok;
        }
    }

    int circuit = lap_circuit(r);
    for (int s = 0; s <= SOW_MAX_SEEDS; s++) {
        r->lap_full[s] = (uint8_t)(s / circuit);
        r->lap_rem[s] = (uint8_t)(s % circuit);
    }
    memset(r->lap_ones, 0, sizeof r->lap_ones);
    memset(r->lap_add, 0, sizeof r->lap_add);
    memset(r->lap_part, 0, sizeof r->lap_part);
    for (int p = 0; p < n; p++) {
        for (int q = 0; q < n; q++)
            if (q != p || r->origin == SOW_ORIGIN_SOW) r->lap_ones[p].pit[q] = 1;
        /* the k-th pit after p along the track, the origin skipped if so */
        int order[SOW_MAX_PITS], q = p;
        for (int k = 0; k < circuit; k++) {
            q = r->next[q];
            if (q == p && r->origin == SOW_ORIGIN_SKIP) q = r->next[q];
            order[k] = q;
        }
        for (int rem = 0; rem < circuit; rem++) {
            for (int k = 0; k < rem; k++) r->lap_part[p][rem].pit[order[k]] = 1;
        }
        if (n <= 16)
            for (int s = 0; s <= SOW_MAX_SEEDS; s++)
                for (int q = 0; q < 16; q++)
                    r->lap_add[p][s][q] = (uint8_t)(r->lap_full[s] * r->lap_ones[p].pit[q]
                                                    + r->lap_part[p][r->lap_rem[s]].pit[q] - (q == p ? s : 0));
        r->lap_last[p][0] = (uint8_t)p;
        for (int s = 1; s <= SOW_MAX_SEEDS; s++) r->lap_last[p][s] = (uint8_t)order[(s - 1) % circuit];
    }
    return 0;
}

/* ---- names ---------------------------------------------------------------- */

const char *sow_end_name(sow_end e)
{
    static const char *const name[SOW_END__COUNT] = {
        "none", "board_empty", "cannot_feed", "empty_row", "threshold",
        "endless", "lone_seed", "relay_cycle", "odd_split", "limit", "lap_cap",
    };
    return (unsigned)e < SOW_END__COUNT ? name[e] : "unknown";
}

const char *sow_result_name(sow_result r)
{
    return r == SOW_WIN ? "win" : r == SOW_DRAW ? "draw" : r == SOW_LIMIT ? "limit" : "unresolved";
}

/* ---- the rules in words ------------------------------------------------- */


/* The rule ids a spec attached to a field path (or to its section). */
static const char *ids_of(const sow_rules *r, const char *path)
{
    for (int i = 0; i < r->nids; i++)
        if (!strcmp(r->ids[i].path, path)) return r->ids[i].ids;
    const char *dot = strchr(path, '.');
    if (dot)
        for (int i = 0; i < r->nids; i++)
            if (strlen(r->ids[i].path) == (size_t)(dot - path) && !strncmp(r->ids[i].path, path, (size_t)(dot - path)))
                return r->ids[i].ids;
    return "";
}

static void rule(sow_text *o, const sow_rules *r, const char *path, const char *fmt, ...)
{
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    const char *ids = ids_of(r, path);
    sow_text_add(o, "  %-14s %s\n", *ids ? ids : "-", line);
}

static void counts(char *buf, size_t cap, const uint8_t *set)
{
    size_t len = 0;
    buf[0] = 0;
    for (int c = 1; c <= SOW_MAX_SEEDS && len + 24 < cap; c++) {
        if (!set[c]) continue;
        int e = c, step = 1;
        while (e < SOW_MAX_SEEDS && set[e + 1]) e++;
        if (e == c) {                   /* every other count: 2, 4, ..., 254 */
            step = 2;
            while (e + 2 <= SOW_MAX_SEEDS && set[e + 2] && !set[e + 1]) e += 2;
            if (e < c + 6 || (e + 1 <= SOW_MAX_SEEDS && set[e + 1])) e = c;
        }
        if (step == 1 && e >= c + 2) {
            len += (size_t)snprintf(buf + len, cap - len, "%s%d..%d", len ? ", " : "", c, e);
            c = e;
        } else if (step == 2 && e >= c + 6) {
            len += (size_t)snprintf(buf + len, cap - len, "%s%d, %d, ..., %d", len ? ", " : "", c, c + 2, e);
            c = e;
        } else {
            len += (size_t)snprintf(buf + len, cap - len, "%s%d", len ? ", " : "", c);
        }
    }
    if (!len) snprintf(buf, cap, "none");
}

static const char *rest_words(sow_rest rest)
{
    switch (rest) {
    case SOW_REST_NOBODY: return "the seeds left count for nobody";
    case SOW_REST_SPLIT: return "the seeds left are divided equally";
    case SOW_REST_OWNER: return "each seed left goes to the owner of its row";
    case SOW_REST_TO_MOVE: return "the player to move takes the seeds left";
    case SOW_REST_LAST_MOVER: return "the player who moved last takes the seeds left";
    case SOW_REST_OPPONENT: return "the opponent of the player to move takes the seeds left";
    case SOW_REST_GAP: break;
    }
    return "the rules say nothing: a rule gap, the game is unresolved";
}

size_t sow_rules_describe(const sow_rules *r, char *buf, size_t cap)
{
    sow_text t = sow_text_on(buf, cap);
    sow_rules_describe_text(r, &t);
    return t.len;
}

void sow_rules_describe_text(const sow_rules *r, sow_text *out)
{
    sow_text o_ = *out, *o = &o_;
    char set[512];
    static const char *const first[] = {"South", "North", "chosen at random", "alternates game by game",
        "settled by the opening ritual; the side-chooser's opponent moves first",
        "settled by the opening ritual; the side-chooser moves first"};
    static const char *const start[] = {"any non-empty pit of their row",
        "their leftmost non-empty pit (lowest-numbered of their row)",
        "their rightmost non-empty pit (highest-numbered of their row)",
        "their leftmost non-empty pit on the game's first move, any non-empty pit after"};
    rule(o, r, "board", "Two rows of %d pits (%d in all), no stores.", r->row, r->pits);
    if (r->deal == SOW_DEAL_EQUAL)
        rule(o, r, "setup", "%d seeds in every pit, %d in all.", r->total / r->pits, r->total);
    else if (r->deal == SOW_DEAL_UNIFORM)
        rule(o, r, "setup", "%d seeds: %d in every pit, the other %d each dropped in a uniformly random pit.",
             r->total, r->deal_min, r->total - r->deal_min * r->pits);
    else
        rule(o, r, "setup", "A fixed layout of %d seeds.", r->total);
    rule(o, r, "first", "The first player: %s.", first[r->first]);
    if (r->first == SOW_FIRST_RITUAL_OTHER || r->first == SOW_FIRST_RITUAL_CHOOSER)
        rule(o, r, "chooser", "The side-chooser %s.",
             r->chooser == SOW_CHOOSE_BLIND ? "has no foresight and takes a side at random"
             : r->chooser == SOW_CHOOSE_RESULT
                 ? "foresees the result and takes the better side (win, then draw, then a gap or a loss; equal: a coin)"
                 : "foresees the game and takes the side on which they capture more (seeds left count for nobody; equal: South)");
    rule(o, r, "start", "A player starts a turn from %s.", start[r->start]);
    rule(o, r, "sow.direction", "Seeds are sown one per pit %s.",
         r->direction == SOW_CCW ? "counter-clockwise (increasing pit number)" : "clockwise (decreasing pit number)");
    rule(o, r, "sow.origin", "A lap long enough to pass its origin pit %s.",
         r->origin == SOW_ORIGIN_SOW ? "sows into it too" : "skips it");
    if (r->relay_on) {
        counts(set, sizeof set, r->relay);
        rule(o, r, "sow.relay", "Relay: when the last seed makes a pit hold %s (and does not capture), "
             "its seeds are lifted and sown on.", set);
    } else {
        rule(o, r, "sow.relay", "Sowing is a single lap.");
    }
    if (r->lap_cap && r->relay_on)
        rule(o, r, "sow.max_laps", "A turn that has sown %d lap%s and would relay on ends the game there; %s.",
             r->lap_cap, r->lap_cap == 1 ? "" : "s", rest_words(r->lap_cap_rest));
    counts(set, sizeof set, r->capture);
    rule(o, r, "capture.counts", "The last seed captures when it makes a pit hold %s.", set);
    rule(o, r, "capture.rows", "Captures happen %s.", r->capture_rows == SOW_ROWS_ANY ? "in either row"
         : r->capture_rows == SOW_ROWS_OWN ? "only in the mover's row" : "only in the opponent's row");
    if (r->chain == SOW_CHAIN_NONE) {
        rule(o, r, "capture.chain", "There is no chain: only the landing pit is captured.");
    } else {
        rule(o, r, "capture.chain", "Then the %s pits are captured too while they hold a capturing count.",
             r->chain == SOW_CHAIN_PRECEDING ? "preceding" : "following");
        rule(o, r, "capture.extent", "The chain %s.", r->chain_extent == SOW_EXTENT_TRACK
             ? "follows the track across rows" : "stops at the row boundary");
        rule(o, r, "capture.test", "Each chain pit is tested %s.", r->chain_test == SOW_TEST_SEQUENTIAL
             ? "on the board after the captures made so far" : "on the board as it was after sowing");
    }
    if (r->opposite) rule(o, r, "capture.opposite", "Each captured pit is taken with all seeds of its opposite pit.");
    if (r->grand_slam == SOW_SLAM_FORFEIT)
        rule(o, r, "capture.grand_slam", "A capture that would take all of the opponent's seeds captures nothing.");
    if (r->feed != SOW_FEED_NONE) {
        rule(o, r, "feed.rule", "If the opponent's row is empty, the mover must choose a move that %s.",
             r->feed == SOW_FEED_REACH ? "drops at least one seed into it"
                                       : "leaves it non-empty after the move's captures");
        rule(o, r, "feed.unable", "If no move feeds, the game ends and %s.",
             r->feed_unable == SOW_REST_OPPONENT ? "the starved player takes the seeds left"
             : r->feed_unable == SOW_REST_TO_MOVE ? "the player who could not feed takes the seeds left"
                                                  : "the seeds left count for nobody");
    }
    if (r->empty_row == SOW_EMPTY_PASS)
        rule(o, r, "empty_row", "A player whose row is empty passes.");
    else
        rule(o, r, "empty_row", "A player whose row is empty ends the game; %s.",
             r->empty_row_rest == SOW_REST_TO_MOVE ? "they take the seeds left" : rest_words(r->empty_row_rest));
    rule(o, r, "finish.board_empty", "The game ends when every pit is empty.");
    char need[64];
    if (r->threshold) {
        if (r->threshold == SOW_MAJORITY) snprintf(need, sizeof need, "more than half of the seeds in play");
        else snprintf(need, sizeof need, "%d seeds", r->threshold);
        rule(o, r, "finish.threshold", "A player who has captured %s %s.", need,
             r->threshold_stop ? "wins and play stops at once" : "wins; play goes on to the end");
    }
    if (r->win_needs) {
        if (r->win_needs == SOW_MAJORITY) snprintf(need, sizeof need, "more than half of the seeds in play");
        else snprintf(need, sizeof need, "at least %d seeds", r->win_needs);
        rule(o, r, "finish.win_needs", "More captured seeds win, but a win needs %s; otherwise a draw.", need);
    } else
        rule(o, r, "finish", "The player who captured more seeds wins; equal totals draw.");
    if (r->endless_detect == SOW_DETECT_PROVEN)
        rule(o, r, "finish.endless", "When no capture and no end can ever happen again, %s.", rest_words(r->endless_rest));
    else
        rule(o, r, "finish.endless", "After %d plies without a capture play is endless and %s.",
             r->endless_plies, rest_words(r->endless_rest));
    if (r->lone_seed_set)
        rule(o, r, "finish.lone_seed", "When exactly one seed is left, the game ends and %s.", rest_words(r->lone_seed_rest));
    rule(o, r, "limits", "Simulation limits, not rules: a game reaching %d plies, or a turn over %d laps "
         "that has not been shown to cycle, stops with the result \"limit\", apart from rule gaps.",
         r->max_plies, r->max_laps);
    *out = o_;
}
