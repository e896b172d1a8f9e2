/* rules.c - the rules struct: defaults, consistency checks, the tables the
 * hot loop reads, and the rules in words (`sow show`). */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <xxhash.h>

#include "internal.h"

static void family_defaults(sow_family *f)
{
    memset(f, 0, sizeof *f);
    f->max_rounds = 1000;
    f->min_seeds = 1;
    f->no_moves_rest = SOW_REST_GAP;
    f->child_rows = SOW_ROWS_OPPONENT;
    f->round_blocked = 1;
    f->starter = SOW_STARTER_LOSER;
    f->round_needs = 1;
    f->cross_rows = SOW_ROWS_OWN;
    f->sowing_rows = SOW_ROWS_ANY;
    f->either_row_rest = SOW_REST_OWNER;
}

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
    family_defaults(&r->fam);
}

/* 1 if r uses any of the family's rules (a field of fam off its default,
 * or a value only the general turn plays). */
static int uses_family(const sow_rules *r)
{
    sow_family d;
    family_defaults(&d);
    return memcmp(&r->fam, &d, sizeof d) != 0 || r->grand_slam >= SOW_SLAM_ILLEGAL;
}

static int fail(sow_error *err, const char *field, const char *fmt, ...);

/* sow.relay_store: the rules it is defined with (feat-relay3). */
static int relay_store_ok(const sow_rules *r)
{
    const sow_family *f = &r->fam;
    for (int c = 1; c <= SOW_MAX_SEEDS; c++)
        if (!r->relay[c]) return 0;
    return f->relay_from == SOW_RELAY_NEXT && f->stores == SOW_STORES_OWN && f->first_seed == SOW_FIRST_SEED_NEXT
        && r->origin == SOW_ORIGIN_SOW && f->track == SOW_TRACK_CIRCLE && !f->each_lap && !f->close_count
        && !f->relay_turns && !f->opponent_takes && !f->bear_off;
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

/* capture.chain_rows, capture.not_from_single: each with what it needs to
 * mean anything (captures before sowing and capture side). */
static int check_capture_captA(const sow_rules *r, sow_error *err)
{
    const sow_family *f = &r->fam;
    int relays = 0;
    for (int c = 1; c <= SOW_MAX_SEEDS; c++) relays |= r->relay[c];
    if (f->chain_any_row && (r->chain == SOW_CHAIN_NONE || (f->kind != SOW_KIND_COUNT && f->kind != SOW_KIND_NEXT)))
        return fail(err, "capture.chain_rows", "\"any\" lets a chain of capture.kind count or next leave capture.rows; "
                    "expected a capture.chain with one of them, or chain_rows = \"rows\"");
    if (f->not_from_single && (relays || f->each_lap))
        return fail(err, "capture.not_from_single", "a single seed lifted is one lap's; expected no sow.relay and no "
                    "capture.each_lap with it, or not_from_single = false");
    return 0;
}

/* capture.kind pull_across, capture.chain_along, capture.child_stops_chain,
 * extra_turn.while_sowing: each with what it needs to mean anything. */
static int check_capture_more(const sow_rules *r, sow_error *err)
{
    const sow_family *f = &r->fam;
    if (f->kind == SOW_KIND_PULL_ACROSS && (r->chain != SOW_CHAIN_NONE || r->opposite || f->take_sown != SOW_SOWN_NEVER))
        return fail(err, "capture.kind", "a pull across moves the opposite pit's seeds and takes nothing; expected "
                    "chain = \"none\", opposite = false and take_sown = \"never\" with it");
    if (f->kind == SOW_KIND_SWEEP && (r->chain != SOW_CHAIN_NONE || r->opposite || f->take_sown != SOW_SOWN_NEVER))
        return fail(err, "capture.kind", "a sweep takes the opponent's pits of the counts, no chain nor opposite; "
                    "expected chain = \"none\", opposite = false and take_sown = \"never\" with it");
    if (f->chain_along_direction && (r->chain == SOW_CHAIN_NONE || (f->kind != SOW_KIND_COUNT && f->kind != SOW_KIND_CROSS)))
        return fail(err, "capture.chain_along", "\"direction\" steers a chain of capture.kind count or cross; "
                    "expected a capture.chain with one of them, or chain_along = \"move\"");
    if (f->child_stops_chain && (r->chain == SOW_CHAIN_NONE || f->kind != SOW_KIND_CROSS || !f->children))
        return fail(err, "capture.child_stops_chain", "a child can stop only a cross chain; expected capture.kind = "
                    "\"cross\" with a capture.chain and a children section, or child_stops_chain = false");
    if (f->repeat_not_sowing && (!f->repeat_capture || !f->while_sowing))
        return fail(err, "extra_turn.while_sowing", "false sets apart the captures made while sowing; expected "
                    "extra_turn.capture = true and a capture.while_sowing table with it");
    if (f->repeat_once && !f->repeat_capture)
        return fail(err, "extra_turn.capture_once", "true limits the extra turn a capture gives; expected "
                    "extra_turn.capture = true with it");
    return check_capture_captA(r, err);
}

/* classes (ZigZag): board.track zigzag sets each pit's way (towards the
 * centre line, which an odd row's middle pit lacks) and has no row ends
 * for stores or a row's last pit. */
static int check_zigzag(const sow_rules *r, sow_error *err)
{
    const sow_family *f = &r->fam;
    if (r->row % 2)
        return fail(err, "board.track", "zigzag sows each pit towards the centre line; expected an even board.row, got %d", r->row);
    if (f->stores != SOW_STORES_NONE || f->either_way || f->against || f->by_parity || f->first_chooses
        || f->relay_turns || f->child_not_last || f->kind == SOW_KIND_SWEEP)
        return fail(err, "board.track", "zigzag sets each pit's way and has no row ends; expected sow.stores \"none\" "
                    "and no sow.either_way, sow.against, sow.by_parity, sow.first_chooses, sow.relay_turns, "
                    "children.not_last or capture.kind sweep");
    return 0;
}

/* board.track own_rows: no seed reaches the opponent's row, so the rules
 * that ask it to (or that reach over to the other row) would never apply. */
static int check_track(const sow_rules *r, sow_error *err)
{
    const sow_family *f = &r->fam;
    const char *what = NULL;
    if (f->track == SOW_TRACK_ZIGZAG) return check_zigzag(r, err);
    if (f->track != SOW_TRACK_OWN_ROWS) return 0;
    if (r->feed != SOW_FEED_NONE) what = "feed.rule = \"none\" (no move can feed)";
    else if (f->either_row || f->territory) what = "play_from = \"own_row\" and no rounds.territory (each row is its owner's)";
    else if (f->stores == SOW_STORES_BOTH) what = "sow.stores \"none\" or \"own\" (a row's circuit holds its owner's store)";
    else if ((r->capture_rows == SOW_ROWS_OPPONENT && f->kind != SOW_KIND_TWO_OUT)
             || (f->while_sowing && f->sowing_rows == SOW_ROWS_OPPONENT)
             || (f->kind == SOW_KIND_COUNT_OR_CROSS && f->cross_rows == SOW_ROWS_OPPONENT))
        what = "no capture rows = \"opponent\" (no seed falls there)";
    else if (f->children && f->child_rows == SOW_ROWS_OPPONENT && !(f->child_pits[0] | f->child_pits[1]))
        what = "children.rows \"own\" or \"any\" (no seed falls in the opponent's row)";
    else if (f->skip_count || f->cross_sown || f->kind == SOW_KIND_SWEEP || f->allow == SOW_ALLOW_REACH_OR_EMPTY)
        what = "no sow.skip_opponent, capture.cross_sown, capture.kind sweep or allow reach_or_empty (they ask "
               "for seeds sown into the opponent's row)";
    return what ? fail(err, "board.track", "own_rows keeps each player's seeds in their row; expected %s", what) : 0;
}

/* The prescribed openings' fields need the rule they qualify. */
static int check_opening(const sow_rules *r, sow_error *err)
{
    const sow_family *f = &r->fam;
    if (f->first_from_sowings && !f->first_from)
        return fail(err, "first_from_sowings", "expected first_from too (it says how many sowings first_from holds in)");
    if (f->allow_after && (f->allow == SOW_ALLOW_ANY || f->allow == SOW_ALLOW_EACH_PIT_FIRST))
        return fail(err, "allow_after", "expected allow reach_or_empty, single_to_empty or occupied (the rule it holds back)");
    if (f->shunned_rightmost && !f->shunned) return fail(err, "shunned_rightmost", "expected shunned too");
    if (f->first_from_rightmost && f->first_from)
        return fail(err, "first_from_rightmost", "expected first_from or first_from_rightmost, not both (each restricts the first sowing)");
    if (f->first_from_rightmost > r->row)
        return fail(err, "first_from_rightmost", "expected at most the row's %d pits", r->row);
    if (f->opening == SOW_OPENING_PLAIN && !f->skip_count)
        return fail(err, "opening", "\"plain\" sows the opening without sow.skip_opponent; expected that rule too");
    if (f->opening == SOW_OPENING_PLUS1MINUS1) {      /* every pit it takes from holds a seed */
        int dealt = r->deal != SOW_DEAL_UNIFORM;
        for (int p = 0; dealt && p < r->pits; p++) dealt = r->layout[p] > 0;
        if (!dealt || (f->rounds && !f->territory) || f->stores != SOW_STORES_NONE || f->track != SOW_TRACK_CIRCLE)
            return fail(err, "opening", "\"plus1minus1\" takes a seed from every other pit: expected a deal giving "
                        "every pit seeds, no rounds but rounds.territory (which deals again), no sow.stores, board.track circle");
    }
    return 0;
}

/* sow.close and sow.max_seeds (the sow_rule values): what they are read with. */
static int check_sow_rule_values(const sow_rules *r, sow_error *err)
{
    const sow_family *f = &r->fam;
    if (f->close_count && (!r->relay_on || f->relay_from != SOW_RELAY_LANDING || f->first_seed != SOW_FIRST_SEED_NEXT
                           || f->each_lap || f->rounds || f->track != SOW_TRACK_CIRCLE))
        return fail(err, "sow.close", "a pit closes where a relay lap ends and goes on from; expected sow.relay with "
                    "relay_from \"landing\", first_seed \"next\", no capture.each_lap, no rounds (their pits out of "
                    "play are not closed ones) and board.track \"circle\"");
    if (f->max_seeds && (f->close_count || f->children || (f->rounds && f->round_blocked && !f->match_wins)))
        return fail(err, "sow.max_seeds", "expected no sow.close, children or rounds.blocked beside it (a seed "
                    "must always find an open pit)");
    if (f->max_seeds && r->total > f->max_seeds * (r->pits - 1))
        return fail(err, "sow.max_seeds", "%d seeds could fill every pit but the origin to %d; expected at most %d "
                    "seeds in all, or a larger max_seeds", r->total, f->max_seeds, f->max_seeds * (r->pits - 1));
    return 0;
}

/* MancalaGames' other game classes: sow.bear_off leaves the mover's row
 * across its end, so it needs one (no stores on the track, no either row,
 * not each row its own circuit) and lasts the whole game (no rounds). */
static int check_classes(const sow_rules *r, sow_error *err)
{
    const sow_family *f = &r->fam;
    if (f->bear_off && (f->stores != SOW_STORES_NONE || f->either_row || f->track != SOW_TRACK_CIRCLE || f->rounds))
        return fail(err, "sow.bear_off", "bearing off takes the seeds leaving the mover's row for good; expected "
                    "sow.stores = \"none\", play_from = \"own_row\", board.track = \"circle\" and no rounds section");
    return 0;
}

static int check_family(const sow_rules *r, sow_error *err)
{
    if (check_track(r, err) || check_opening(r, err) || check_sow_rule_values(r, err) || check_classes(r, err))
        return -1;
    const sow_family *f = &r->fam;
    int any = 0;
    for (int c = 1; c <= SOW_MAX_SEEDS; c++) any |= f->child_counts[c];
    if (f->kind == SOW_KIND_COUNT_OR_CROSS && r->chain != SOW_CHAIN_NONE)
        return fail(err, "capture.chain", "a chain works with capture.kind count, cross, next and two_out; "
                    "expected chain = \"none\" with kind count_or_cross");
    if (f->needs_child && !f->children)
        return fail(err, "capture.needs_child", "a player could never capture: expected a children section, "
                    "or capture.needs_child = false");
    if (f->kind == SOW_KIND_TWO_OUT && r->chain == SOW_CHAIN_PRECEDING)
        return fail(err, "capture.chain", "a two-out capture's chain goes on along the track; expected "
                    "\"none\" or \"following\"");
    if (f->kind == SOW_KIND_NEXT && r->chain == SOW_CHAIN_PRECEDING)
        return fail(err, "capture.chain", "a next capture's chain goes on along the track; expected "
                    "\"none\" or \"following\"");
    if (f->max_pits < 0 || f->max_pits > SOW_MAX_PITS)
        return fail(err, "capture.max_pits", "expected 0..%d pits, got %d", SOW_MAX_PITS, f->max_pits);
    if (f->min_seeds < 1 || f->min_seeds > SOW_MAX_SEEDS)
        return fail(err, "min_seeds", "expected 1..%d seeds, got %d", SOW_MAX_SEEDS, f->min_seeds);
    if (f->repeat_store && f->stores == SOW_STORES_NONE)
        return fail(err, "extra_turn.store", "the last seed can fall into a store only when sow.stores is "
                    "\"own\" or \"both\"; expected sow.stores set, or extra_turn.store = false");
    if (f->children && !any)
        return fail(err, "children.counts", "expected at least one count that makes a child");
    if (f->child_per_player < 0 || f->child_per_player > SOW_MAX_PITS)
        return fail(err, "children.per_player", "expected 0..%d, got %d", SOW_MAX_PITS, f->child_per_player);
    if (f->child_across && (f->child_pair || f->child_per_player))
        return fail(err, "children.across", "an across child comes with the pit it faces; expected no children.pair "
                    "or per_player with it, or across = false");
    if (f->child_raid && !f->child_keep)
        return fail(err, "children.raid", "a raid takes seeds a child holds; expected children.keep = true, or raid = 0");
    if (f->child_keep && (r->feed != SOW_FEED_NONE || f->goal != SOW_GOAL_MOST || (f->rounds && !f->territory) || f->few_left
                          || f->either_row_empty || f->mover_row_end || f->opponent_row_end || f->singles_end
                          || r->lone_seed_set || r->grand_slam != SOW_SLAM_ALLOWED))
        return fail(err, "children.keep", "seeds kept in children are played with the seed-count ends only; expected "
                    "no feed, finish.goal \"most\", no rounds but rounds.territory, no few_left, row-empty, "
                    "all_singletons or lone_seed end and grand slams allowed, or keep = false");
    if (f->child_by_owner && (!f->territory || f->child_rows == SOW_ROWS_ANY || (f->child_pits[0] | f->child_pits[1])))
        return fail(err, "children.by_owner", "it reads children.rows as the pits' owners under rounds.territory; "
                    "expected rounds.territory, children.rows \"own\" or \"opponent\" and no children.pits, or "
                    "by_owner = false");
    if (f->goal != SOW_GOAL_MOST && f->rounds)
        return fail(err, "finish.goal", "rounds refill from the stores a game of seeds; expected goal = \"most\" "
                    "with rounds");
    if (f->pie && (f->rounds || r->row == SOW_MAX_ROW))
        return fail(err, "pie", f->rounds ? "a swap of sides within a match of rounds is not defined here; expected "
                    "pie = false with rounds" : "the swap is move 2N, which a row of 16 pits leaves no room for; "
                    "expected at most 15 pits a row with pie");
    if (f->each_lap && (r->grand_slam == SOW_SLAM_FORFEIT || f->take_also || f->kind == SOW_KIND_NEXT))
        return fail(err, "capture.each_lap", "a capture at the end of every lap is defined for capture.kind count, "
                    "cross, count_or_cross and two_out, and not with grand_slam = \"forfeit\" or take_also (rules of one "
                    "capture a turn)");
    if (f->relay_stops_cross && (f->kind != SOW_KIND_CROSS || !r->relay_on || f->each_lap))
        return fail(err, "sow.relay_stops", "\"cross\" stops a relay where the cross capture would take; expected "
                    "capture.kind = \"cross\" and a sow.relay (without capture.each_lap) with it");
    if (f->next_tests_landing && (f->kind != SOW_KIND_NEXT || r->chain != SOW_CHAIN_NONE))
        return fail(err, "capture.next_tests", "\"landing\" tests the next capture on the last seed's pit; expected "
                    "capture.kind = \"next\" without a chain");
    if (f->each_lap_sows && f->each_lap != SOW_EACH_LAP_LANDING)
        return fail(err, "capture.each_lap_sows", "sowing on with a lap's capture needs capture.each_lap = \"landing\"");
    if (f->relay_needs_opponent && !r->relay_on && !f->each_lap)
        return fail(err, "sow.relay_needs_opponent", "a relay that stops on the opponent's empty row needs a sow.relay "
                    "or capture.each_lap");
    if (f->relay_store && !relay_store_ok(r))
        return fail(err, "sow.relay_store", "a relay from the mover's store lifts whatever it holds; expected "
                    "relay_from \"next\", a relay on every count (function(c) return c >= 1 end), stores \"own\", "
                    "first_seed \"next\", origin \"sow\", board.track \"circle\", and no capture.each_lap, "
                    "close, relay_turns, opponent_takes or bear_off");
    if (f->take_sown == SOW_SOWN_ALWAYS && f->kind == SOW_KIND_NEXT)
        return fail(err, "capture.take_sown", "the next capture takes the last seed's pit only after a capture; "
                    "expected \"never\" or \"with_capture\" with capture.kind = \"next\"");
    if (f->kind == SOW_KIND_ALL_PITS && (r->chain != SOW_CHAIN_NONE || r->opposite || f->take_sown != SOW_SOWN_NEVER
                                         || f->each_lap))
        return fail(err, "capture.kind", "all_pits takes every pit of the rows holding a listed count, no chain nor "
                    "opposite; expected chain = \"none\", opposite = false, take_sown = \"never\" and no each_lap "
                    "with it");
    if (f->kind == SOW_KIND_MATCH && (r->chain != SOW_CHAIN_NONE || r->opposite || f->take_sown != SOW_SOWN_NEVER
                                      || f->each_lap))
        return fail(err, "capture.kind", "a match capture takes the last seed's pit and its opposite, no chain nor "
                    "opposite; expected chain = \"none\", opposite = false, take_sown = \"never\" and no each_lap "
                    "with it");
    if (f->relay_stops_match && (f->kind != SOW_KIND_MATCH || !r->relay_on))
        return fail(err, "sow.relay_stops", "\"match\" stops a relay where the match capture would take; expected "
                    "capture.kind = \"match\" and a sow.relay with it");
    if (f->few_left_starter && !f->few_left)
        return fail(err, "finish.few_left_to", "\"starter\" names who takes the seeds finish.few_left ends on; "
                    "expected a finish.few_left with it, or few_left_to = \"mover\"");
    if (f->pass_store && (f->each_lap || f->kind == SOW_KIND_PULL_ACROSS || f->kind == SOW_KIND_SWEEP))
        return fail(err, "capture.pass_store", "the pass of the store is tried at the end of the turn, before a "
                    "capture of kind count, cross, next, two_out or count_or_cross; expected no capture.each_lap "
                    "and one of those kinds, or pass_store = false");
    if (f->relay_rows && (!r->relay_on || f->each_lap))
        return fail(err, "sow.relay_rows", "a row a relay goes on from needs a sow.relay, and not capture.each_lap "
                    "(whose laps capture before the relay is asked)");
    if (f->match_wins && r->win_needs)
        return fail(err, f->match_points ? "rounds.points" : "rounds.wins", "a round is won by holding more seeds; expected finish.win_needs = 0 with "
                    "rounds.wins");
    if (f->starter_view && (r->deal != SOW_DEAL_LAYOUT || f->rounds || r->first >= SOW_FIRST_RITUAL_OTHER))
        return fail(err, "setup.starter_view", r->deal != SOW_DEAL_LAYOUT ? "only a layout can be turned; expected "
                    "setup.deal = \"layout\"" : f->rounds ? "rounds refill or re-deal the pits; expected no rounds "
                    "with setup.starter_view" : "the ritual chooses the sides after the deal; expected first "
                    "south, north, random or alternate with setup.starter_view");
    if (f->first_chooses && (f->either_way || f->against))
        return fail(err, "sow.first_chooses", "the first sowing sets every pit's direction; expected no "
                    "sow.either_way or sow.against beside it");
    if (f->allow == SOW_ALLOW_EACH_PIT_FIRST && f->either_row)
        return fail(err, "allow", "each_pit_first counts a player's own pits; expected play_from = \"own_row\"");
    if (f->either_row && (r->feed != SOW_FEED_NONE || f->rounds))
        return fail(err, "play_from", "with no sides, a row has no owner to feed or to refill; expected play_from = "
                    "\"own_row\" with feed and rounds");
    if (f->rounds && r->deal != SOW_DEAL_EQUAL && !f->match_wins)
        return fail(err, "rounds", "rounds refill the pits with the equal deal's seeds per pit; expected "
                    "setup.deal = \"equal\"");
    if (f->tie_starter != SOW_TIE_OTHER && f->starter != SOW_STARTER_LOSER && f->starter != SOW_STARTER_WINNER)
        return fail(err, "rounds.tie_starter", "a tie leaves the round without loser or winner only for starter "
                    "\"loser\" or \"winner\"; expected no rounds.tie_starter beside starter \"%s\"",
                    f->starter == SOW_STARTER_ALTERNATE ? "alternate" : "last_mover");
    if (f->fill == SOW_FILL_LOSER_ONLY && (r->feed != SOW_FEED_NONE || f->children))
        return fail(err, "rounds.fill", "loser_only leaves the winner's row as it lies; expected no feed and no "
                    "children beside it (their ends hand seeds out)");
    if (f->chooser_fill && (!f->round_blocked || f->fill == SOW_FILL_LOSER_ONLY))
        return fail(err, "rounds.chooser_fill", "the chooser picks which of their pits are blocked; expected "
                    "rounds.blocked = true and a rounds.fill other than \"loser_only\"");
    if (f->territory && f->stores != SOW_STORES_NONE)
        return fail(err, "rounds.territory", "the pits have owners, the stores on the track only rows; expected "
                    "sow.stores = \"none\" with rounds.territory");
    if (f->rounds && (f->round_needs < 1 || f->round_needs > r->row))
        return fail(err, "rounds.needs", "expected 1..%d pits, got %d", r->row, f->round_needs);
    if (f->take_opp_store && f->stores != SOW_STORES_BOTH)
        return fail(err, "capture.opponent_store", "the last seed can fall into the opponent's store only when "
                    "sow.stores is \"both\"; expected sow.stores = \"both\", or capture.opponent_store = false");
    return check_capture_more(r, err);
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
    if (r->max_plies < 1 || r->max_laps < 1 || r->fam.max_rounds < 1 || r->fam.max_rounds > 65535)
        return fail(err, "limits", "expected positive limits");
    if (r->feed_unable != SOW_REST_OPPONENT && r->feed_unable != SOW_REST_TO_MOVE && r->feed_unable != SOW_REST_NOBODY
        && r->feed_unable != SOW_REST_DIVIDED_TIE_NORTH)
        return fail(err, "feed.unable", "expected starved_takes, feeder_takes, nobody or divided_tie_north");
    return check_family(r, err);
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
    return memcmp(a->name, b->name, written_size()) == 0 && memcmp(&a->fam, &b->fam, sizeof a->fam) == 0;
}

/* The seed games' block alone, chained with the family's rules only when
 * they are used: a spec using none of them keeps the hash it had before
 * they existed (results record it). */
uint64_t sow_rules_hash(const sow_rules *r)
{
    uint64_t h = XXH64(r->name, written_size(), 0x5eed5eedULL);
    return uses_family(r) ? XXH64(&r->fam, sizeof r->fam, h) : h;
}

/* classes (ZigZag): board.track zigzag's circuit counter-clockwise from
 * pit 0, as MancalaGames' ZigZagIncr.compute_cycle builds it: the pits of
 * South's even columns and North's odd ones left to right, across the
 * right end, the others right to left, across the left end (a pit's
 * column: South's p, North's 2N-1-p). */
static int zigzag_after(const sow_rules *r, int p, int step)
{
    int n = r->row, dbl = r->pits, at = 0;
    uint8_t cycle[SOW_MAX_PITS];
    for (int i = 0; i < dbl - 1; i++)
        cycle[i] = (uint8_t)(i == n - 1 ? (n % 2 ? n : n - 1)
                             : (i < n) == (i % 2 == 1) ? i + 1 : dbl - i - 2);
    cycle[dbl - 1] = 0;
    while (cycle[at] != p) at++;
    return cycle[(at + step + dbl) % dbl];
}

/* The pit `step` (+1: counter-clockwise, -1: clockwise) after pit p along
 * board.track: around the board, or around p's own row, or the zigzag. */
static int pit_after(const sow_rules *r, int p, int step)
{
    if (r->fam.track == SOW_TRACK_ZIGZAG) return zigzag_after(r, p, step);
    int n = r->fam.track == SOW_TRACK_OWN_ROWS ? r->row : r->pits, base = p - p % n;
    return base + (p - base + step + n) % n;
}

/* The pits whose turns go against the direction: sow.against, or on the
 * zigzag those whose first step counter-clockwise does not lead to the
 * column nearer the centre line (MancalaGames' ZigZagGetDir table). */
static uint32_t against_pits(const sow_rules *r)
{
    if (r->fam.track != SOW_TRACK_ZIGZAG) return r->fam.against;
    uint32_t m = 0;
    for (int p = 0; p < r->pits; p++) {
        int col = p < r->row ? p : r->pits - 1 - p, q = zigzag_after(r, p, 1);
        int toward = col < r->row / 2 ? col + 1 : col - 1, qcol = q < r->row ? q : r->pits - 1 - q;
        if ((qcol == toward) != (r->direction == SOW_CCW)) m |= 1u << p;
    }
    return m;
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
    r->general = uses_family(r);
    /* the track with the stores: player p's store follows the last pit of
     * p's row along the sowing direction (board.track own_rows: and leads
     * back to the row's first) */
    for (int p = 0; p < n; p++) r->track[p] = (uint8_t)pit_after(r, p, r->direction == SOW_CCW ? 1 : -1);
    for (int pl = 0; pl < 2; pl++) {
        int last = r->direction == SOW_CCW ? pl * r->row + r->row - 1 : pl * r->row;
        r->track[n + pl] = r->track[last];
        r->track[last] = (uint8_t)(n + pl);
    }
    for (int q = 0; q < n + 2; q++) r->track_back[r->track[q]] = (uint8_t)q;
    r->against = against_pits(r);
    r->words = (n + 7) / 8;
    r->all_mask = n == 32 ? 0xffffffffu : (1u << n) - 1;
    r->row_mask[0] = (1u << r->row) - 1;
    r->row_mask[1] = r->all_mask & ~r->row_mask[0];
    for (int p = 0; p < n; p++) {
        int up = pit_after(r, p, 1), down = pit_after(r, p, -1);
        r->next[p] = (uint8_t)(r->direction == SOW_CCW ? up : down);
        r->prev[p] = (uint8_t)(r->direction == SOW_CCW ? down : up);
        r->chain_step[p] = r->chain == SOW_CHAIN_FOLLOWING ? r->next[p] : r->prev[p];
    }
    r->relay_on = 0;
    r->min_capture = 0;
    r->capture_ends_rare = (r->threshold && r->threshold_stop) || r->lone_seed_set;
    for (int c = SOW_MAX_SEEDS; c >= 1; c--) {
        if (r->relay[c]) r->relay_on = 1;
        if (r->capture[c]) r->min_capture = c;
    }
    int lean = !r->general && !r->relay_on && r->start == SOW_START_ANY && r->grand_slam != SOW_SLAM_FORFEIT;
    int fed = r->feed != SOW_FEED_NONE || r->empty_row == SOW_EMPTY_END;
    r->kernel = r->general ? KERNEL_GENERAL : !lean || (fed && r->words > 2) ? KERNEL_SEED
              : fed ? KERNEL_FED : KERNEL_LEAN;
    for (int m = 0; m < 2; m++) {
        r->capture_ok[m] = r->capture_rows == SOW_ROWS_ANY ? r->all_mask
                         : r->capture_rows == SOW_ROWS_OWN ? r->row_mask[m] : r->row_mask[m ^ 1];
        for (int q = 0; q < n; q++) {
            uint32_t ok = r->fam.chain_any_row ? r->all_mask : r->capture_ok[m];   /* capture.chain_rows */
            if (r->chain == SOW_CHAIN_NONE) ok = 0;
            if (r->chain_extent == SOW_EXTENT_ROW) ok &= r->row_mask[q >= r->row];
            r->chain_ok[m][q] = ok & ~(1u << q);   /* a chain that comes back to its landing pit stops */
        }
    }

    int circuit = lap_circuit(r);
    for (int s = 0; s <= SOW_MAX_SEEDS; s++) {
        r->lap_full[s] = (uint8_t)(s / circuit);
        r->lap_rem[s] = (uint8_t)(s % circuit);
    }
    memset(r->lap_ones, 0, sizeof r->lap_ones);
    memset(r->lap_add32, 0, sizeof r->lap_add32);   /* and lap_add, which it holds */
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
        for (int s = 0; s <= SOW_MAX_SEEDS; s++) {
            uint8_t *row = n <= 16 ? r->lap_add[p][s] : r->lap_add32[p][s];
            for (int q = 0; q < (n <= 16 ? 16 : 32); q++)
                row[q] = (uint8_t)(r->lap_full[s] * r->lap_ones[p].pit[q]
                                   + r->lap_part[p][r->lap_rem[s]].pit[q] - (q == p ? s : 0));
        }
        int k = 0;               /* (a two-row circuit always reaches the other row) */
        while (k < circuit - 1 && (r->row_mask[0] >> order[k] & 1) == (r->row_mask[0] >> p & 1)) k++;
        r->reach_min[p] = (uint8_t)(k + 1);
        r->lap_last[p][0] = (uint8_t)p;
        for (int s = 1; s <= SOW_MAX_SEEDS; s++) r->lap_last[p][s] = (uint8_t)order[(s - 1) % circuit];
    }
    sow_starts_fix(r);           /* last: it plays by the tables above */
    return 0;
}

/* ---- names ---------------------------------------------------------------- */

const char *sow_end_name(sow_end e)
{
    static const char *const name[SOW_END__COUNT] = {
        "none", "board_empty", "cannot_feed", "empty_row", "threshold",
        "endless", "lone_seed", "relay_cycle", "odd_split", "limit", "lap_cap", "no_moves", "match", "either_row_empty", "all_singletons", "goal", "few_left", "mover_row_empty", "opponent_row_empty", "database", "database_open",
    };
    return (unsigned)e < SOW_END__COUNT ? name[e] : "unknown";
}

const char *sow_result_name(sow_result r)
{
    return r == SOW_WIN ? "win" : r == SOW_DRAW ? "draw" : r == SOW_LIMIT ? "limit" : "unresolved";
}

/* ---- the rules in words ------------------------------------------------- */


const char *sow_rule_ids(const sow_rules *r, const char *path)
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
    const char *ids = sow_rule_ids(r, path);
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
    case SOW_REST_DIVIDED: return "the seeds left are divided equally, an odd one to the player holding fewer (on equal holdings the rule says nothing: a gap)";
    case SOW_REST_DIVIDED_TIE_NORTH: return "the seeds left are divided equally, an odd one to the player holding fewer (on equal holdings to North)";
    case SOW_REST_ROUND_FIRST: return "the player who moved first in this round takes the seeds left";
    case SOW_REST_GAP: break;
    }
    return "the rules say nothing: a rule gap, the game is unresolved";
}

/* The positions (1..N, from each row owner's left) of a pit set, as text. */
static void positions(char *buf, size_t cap, const sow_rules *r, uint32_t set)
{
    size_t len = 0;
    buf[0] = 0;
    for (int k = 0; k < r->row && len + 8 < cap; k++)
        if (set >> k & 1) len += (size_t)snprintf(buf + len, cap - len, "%s%d", len ? ", " : "", k + 1);
}

/* Captures before sowing and capture side, in words. */
static void describe_captA(sow_text *o, const sow_rules *r)
{
    const sow_family *f = &r->fam;
    if (f->before_sowing == SOW_PRESOW_SINGLES_ACROSS)
        rule(o, r, "capture.before_sowing", "Before sowing, the mover takes the seeds of every pit facing one of "
             "their pits that held a single seed when the move began (the pit lifted included); not a child.");
    if (f->before_sowing == SOW_PRESOW_SINGLE_DRAW_ACROSS)
        rule(o, r, "capture.before_sowing", "A move lifting a single seed first takes the seeds of the pit facing "
             "the pit lifted (not a child); then the seed is sown.");
    if (f->chain_any_row)
        rule(o, r, "capture.chain_rows", "Only a capture's first pit must be in the rows above; its chain may go "
             "on into any row.");
    if (f->not_from_single)
        rule(o, r, "capture.not_from_single", "A move lifting a single seed captures nothing at its end (nor makes "
             "a child).");
    if (f->allow == SOW_ALLOW_NOT_FACING_SINGLE)
        rule(o, r, "allow", "A pit facing a pit of exactly one seed may not start a move.");
}

/* The family's rules in words (only for rules that use them). */
/* opening, first_from_sowings, shunned_rightmost: the prescribed openings. */
static void describe_opening(sow_text *o, const sow_rules *r)
{
    const sow_family *f = &r->fam;
    const char *whose = f->rounds && f->openings_per_round ? "round's" : "game's";
    if (f->opening == SOW_OPENING_PLAIN)
        rule(o, r, "opening", "The %s first sowing is plain: it passes over none of the opponent's pits.", whose);
    if (f->opening == SOW_OPENING_LAST_TO_OPPONENT)
        rule(o, r, "opening", "The %s first sowing is one lap (no relay) whose last seed, were it to fall short of "
             "the opponent's row, goes on to the first pit there.", whose);
    if (f->opening == SOW_OPENING_PLUS1MINUS1)
        rule(o, r, "opening", "The %s first move sows nothing from its pit: every other pit from the next one on "
             "alternately loses a seed and gains one, and the pit facing it gains one more; the rules after a sowing "
             "then take that pit as the last seed's.", whose);
    if (f->first_from_sowings)
        rule(o, r, "first_from_sowings", "first_from holds in the %s first %d sowings.", whose, f->first_from_sowings);
    if (f->shunned_rightmost)
        rule(o, r, "shunned_rightmost", "When each of the player's pits holds %d or none, only the rightmost of them "
             "(from its owner's view) may start a move.", f->shunned);
}

static void describe_family(sow_text *o, const sow_rules *r)
{
    const sow_family *f = &r->fam;
    char set[512];
    static const char *const where[] = { "in either row", "in the mover's row", "in the opponent's row" };
    rule(o, r, "sow", "These rules are played by the general turn routine (sowing.c).");
    if (f->stores != SOW_STORES_NONE)
        rule(o, r, "sow.stores", "Sowing passes %s, a seed into each; a player's store holds their score.",
             f->stores == SOW_STORES_OWN ? "through the mover's own store (the opponent's is skipped)" : "through both stores");
    if (f->first_seed == SOW_FIRST_SEED_STORE)
        rule(o, r, "sow.first_seed", "The first seed of every lap goes into the mover's store (a capture).");
    else if (f->first_seed != SOW_FIRST_SEED_NEXT)
        rule(o, r, "sow.first_seed", "The first seed of a lap goes back into the pit it was lifted from%s.",
             f->first_seed == SOW_FIRST_SEED_ORIGIN ? "" : ", unless that pit held a single seed, which moves on to the next pit");
    if (f->either_way) {
        char list[160];
        positions(list, sizeof list, r, f->either_way);
        if ((f->either_way & r->row_mask[0]) == r->row_mask[0])
            rule(o, r, "sow.either_way", "The mover chooses each turn's direction: the one above or against it.");
        else
            rule(o, r, "sow.either_way", "The mover chooses the direction (the one above or against it) of a turn "
                 "started from the pits at positions %s of their row, counted from their own left.", list);
    }
    if (f->relay_from == SOW_RELAY_NEXT && r->relay_on)
        rule(o, r, "sow.relay_from", "A relay lifts the pit after the last seed's pit (when its count is listed), not the last seed's pit.");
    if (f->next_tests_landing)
        rule(o, r, "capture.next_tests", "The next capture asks its rows and counts of the last seed's pit, and takes "
             "the pit after it whenever that holds seeds.");
    if (f->relay_needs_opponent)
        rule(o, r, "sow.relay_needs_opponent", "A lap that ends while the opponent's row is empty ends the sowing.");
    if (f->relay_stops_match)
        rule(o, r, "sow.relay_stops", "A relay stops where the lap's last seed made its pit hold as many seeds as the "
             "opposite pit, where the match capture would take (not while capture.after holds captures back).");
    if (f->pass_store)
        rule(o, r, "capture.pass_store", "A last seed falling into an empty pit %s, while the mover's store holds "
             "seeds, gives every seed of that store to the opponent (no capture); otherwise the capture above is "
             "tried.", where[r->capture_rows]);
    if (f->relay_rows)
        rule(o, r, "sow.relay_rows", "A relay goes on only from a lap that ended in %s row.",
             f->relay_rows == 1 ? "the mover's own" : "the opponent's");
    if (f->relay_store)
        rule(o, r, "sow.relay_store", "A lap whose next place is the mover's own store relays from the store: all "
             "its seeds are lifted and sown on from there; an empty store ends the sowing.");
    if (f->relay_stops_cross)
        rule(o, r, "sow.relay_stops", "A relay stops where the lap's last seed fell into an empty pit whose opposite "
             "pit the cross capture would take.");
    switch (f->kind) {
    case SOW_KIND_COUNT: break;
    case SOW_KIND_CROSS:
        counts(set, sizeof set, r->capture);
        rule(o, r, "capture.kind", "Cross capture: a last seed falling into an empty pit %s takes the opposite pit when it holds %s; "
             "the sown seed is taken %s%s.", where[r->capture_rows], set,
             f->take_sown == SOW_SOWN_NEVER ? "never" : f->take_sown == SOW_SOWN_ALWAYS ? "always" : "with a capture",
             r->chain == SOW_CHAIN_NONE ? "" : r->chain == SOW_CHAIN_FOLLOWING
                 ? "; then, while the following pits are empty, their opposite pits too"
                 : "; then, while the preceding pits are empty, their opposite pits too");
        break;
    case SOW_KIND_NEXT:
        rule(o, r, "capture.kind", "The pit after the last seed's pit is captured when it holds a capturing count (the counts above)%s.",
             r->chain == SOW_CHAIN_NONE ? "" : ", and then each following pit while it holds one");
        if (f->take_sown == SOW_SOWN_WITH_CAPTURE)
            rule(o, r, "capture.take_sown", "After such a capture the last seed's pit is taken too, when it holds "
                 "seeds, is no child and lies %s.", where[r->capture_rows]);
        break;
    case SOW_KIND_TWO_OUT:
        rule(o, r, "capture.kind", "Two out: when %s and the next pit is empty, the pit after that is captured "
             "if it holds seeds%s.", f->two_out_any ? "the last seed has fallen (whatever its pit holds)"
                                                     : "the last seed's pit holds 2 or more",
             r->chain == SOW_CHAIN_NONE ? "" : "; the capture goes on while empty and full pits alternate");
        break;
    case SOW_KIND_COUNT_OR_CROSS:
        rule(o, r, "capture.kind", "When the count rule does not capture, a last seed falling into an empty pit %s "
             "takes the opposite pit if it holds seeds; the sown seed is taken %s.", where[f->cross_rows],
             f->take_sown == SOW_SOWN_NEVER ? "never" : f->take_sown == SOW_SOWN_ALWAYS ? "always" : "with a capture");
        break;
    case SOW_KIND_PULL_ACROSS:
        counts(set, sizeof set, r->capture);
        rule(o, r, "capture.kind", "Pull across: a last seed falling into an empty pit %s pulls into it the seeds of "
             "the opposite pit when it holds %s; nothing is captured.", where[r->capture_rows], set);
        break;
    case SOW_KIND_ALL_PITS:
        counts(set, sizeof set, r->capture);
        rule(o, r, "capture.kind", "After a turn whose last seed fell into a pit, every pit %s holding %s (not a "
             "child) is captured, wherever the last seed fell.", where[r->capture_rows], set);
        break;
    case SOW_KIND_MATCH:
        counts(set, sizeof set, r->capture);
        rule(o, r, "capture.kind", "Match capture: when the last seed's pit and its opposite pit hold the same count, "
             "%s, both %s and neither a child, both are captured.", set, where[r->capture_rows]);
        break;
    case SOW_KIND_SWEEP:
        counts(set, sizeof set, r->capture);
        rule(o, r, "capture.kind", "Sweep: a last seed falling into the opponent's row, or into the mover's own last pit "
             "counter-clockwise (South's %d, North's %d), takes every pit of the opponent's row holding %s.",
             r->row - 1, r->pits - 1, set);
        break;
    }
    if (f->chain_along_direction)
        rule(o, r, "capture.chain_along", "A chain runs along the sowing direction above (or back), whichever way "
             "the turn was sown.");
    if (f->child_stops_chain)
        rule(o, r, "capture.child_stops_chain", "A child ends a cross chain: it is not an empty pit.");
    if (f->while_sowing) {
        counts(set, sizeof set, f->sowing_counts);
        rule(o, r, "capture.while_sowing", "While sowing, a seed (%s) that makes a pit %s hold %s "
             "takes it at once, for %s.", f->sowing_last ? "a lap's last too" : "not a lap's last",
             where[f->sowing_rows], set,
             f->sowing_taker == SOW_TAKER_OWNER ? "the owner of its row" : "the mover");
    }
    if (f->each_lap)
        rule(o, r, "capture.each_lap", "The end of every lap, not only the last, captures as the capture rules say; a "
             "lap that captured goes on from %s, if it holds seeds%s.", f->each_lap == SOW_EACH_LAP_LANDING
             ? "its last seed's pit" : "the pit after its last seed's", f->kind == SOW_KIND_TWO_OUT
             ? "; a lap's two-out capture is tried only where it ends on 2 or more seeds" : "");
    if (f->each_lap_sows)
        rule(o, r, "capture.each_lap_sows", "A lap's capture is not kept: the seeds it took go into the lap's last "
             "pit, and the sowing goes on from there with all it holds.");
    if (f->capture_after)
        rule(o, r, "capture.after", "Nothing is captured (and no child made) in the game's first %d sowing%s%s.",
             f->capture_after, f->capture_after == 1 ? "" : "s",
             r->relay_on && (f->kind == SOW_KIND_COUNT || f->kind == SOW_KIND_COUNT_OR_CROSS)
                 ? " (nor does a relay stop where a capture would be)" : "");
    if (f->cross_sown)
        rule(o, r, "capture.cross_sown", "A cross capture needs the turn to have sown a seed into the opponent's row; "
             "a last seed in an empty own pit of a turn that did not gives the mover another turn instead.");
    if (f->take_also)
        rule(o, r, "capture.take_also", "A turn that captures also takes every pit of the opponent's row holding %d.",
             f->take_also);
    if (f->skip_count)
        rule(o, r, "sow.skip_opponent", "Sowing passes over the opponent's pits holding %d%s.", f->skip_count,
             f->skip_after ? " (not in the game's first sowings)" : "");
    if (f->first_from) {
        char list[160];
        positions(list, sizeof list, r, f->first_from);
        rule(o, r, "first_from", "The game's first sowing starts from a pit at position %s of the row (from its owner's left).", list);
    }
    if (f->first_from_rightmost == 1)
        rule(o, r, "first_from_rightmost", "The game's first sowing starts from the rightmost pit of the row in play "
             "(from its owner's view).");
    else if (f->first_from_rightmost)
        rule(o, r, "first_from_rightmost", "The game's first sowing starts from one of the %d rightmost pits of the row "
             "in play (from its owner's view).", f->first_from_rightmost);
    if (f->shunned)
        rule(o, r, "shunned", "A pit holding %d may start a move only when each of the player's pits holds %d or none.",
             f->shunned, f->shunned);
    describe_opening(o, r);
    if (f->pie)
        rule(o, r, "pie", "Pie rule: after the game's first sowing, its opponent may swap sides instead of moving "
             "(they take the position it left, and the first player moves again from the other side).");
    if (f->either_row)
        rule(o, r, "play_from", "A player may start a turn from any pit of either row (the board has no sides).");
    if (f->allow == SOW_ALLOW_REACH_OR_EMPTY)
        rule(o, r, "allow", "A move's first lap must drop a seed into the opponent's row or end in an empty pit.");
    if (f->allow == SOW_ALLOW_OCCUPIED)
        rule(o, r, "allow", "A move's first lap must end in a pit that held seeds (not one it leaves holding 1).");
    if (f->allow_after)
        rule(o, r, "allow_after", "The allow rule holds only after the %s first %d sowing%s.",
             f->rounds && f->openings_per_round ? "round's" : "game's", f->allow_after, f->allow_after == 1 ? "" : "s");
    if (f->allow == SOW_ALLOW_EACH_PIT_FIRST)
        rule(o, r, "allow", "Until a player has started from each of their pits once, they may start only from a pit not "
             "started from yet (none able to move: no move); after that, from any.");
    if (f->opponent_takes)
        rule(o, r, "sow.opponent_takes", "When a lap starts with %d seed%s or fewer on the board (those lifted not "
             "counted), each seed it sows into the opponent's row goes to the opponent instead, but a last seed that "
             "makes its pit hold a capturing count.", f->opponent_takes, f->opponent_takes == 1 ? "" : "s");
    if (f->relay_turns) rule(o, r, "sow.relay_turns", "Each relay lap is sown the other way from the lap before.");
    if (f->bear_off)
        rule(o, r, "sow.bear_off", "Once a sowing leaves no pit holding more than one seed, every later lap bears off: "
             "the seeds that would leave the mover's row go to the mover's store, and the lap ends at the last pit it "
             "sowed (its origin when it sowed none).");
    if (f->first_chooses)
        rule(o, r, "sow.first_chooses", "The %s first sowing may go either way; from then on its player sows that way "
             "and the opponent the other.", f->rounds && f->openings_per_round ? "round's" : "game's");

    if (f->against) {
        char list[160];
        positions(list, sizeof list, r, f->against);
        rule(o, r, "sow.against", "A turn started from the pits at positions %s of a row (from its owner's left) "
             "is sown against the direction.", list);
    }
    if (f->goal != SOW_GOAL_MOST)
        rule(o, r, "finish.goal", "%s", f->goal == SOW_GOAL_DEPRIVE
             ? "The goal is to deprive: a player left without seeds in their row, after their move or at its start, loses."
             : f->goal == SOW_GOAL_CLEAR ? "The goal is to clear: the player whose row is empty first (the mover first) wins."
             : "The goal is to immobilize: a player with no legal move at the start of their turn loses.");
    if (f->few_left)
        rule(o, r, "finish.few_left", "When %d seed%s or fewer are left on the board after a ply, the player who %s "
             "takes them and the game ends.", f->few_left, f->few_left == 1 ? "" : "s",
             f->few_left_starter ? "moved first in this round (game)" : "moved");
    if (f->mover_row_end)
        rule(o, r, "finish.mover_row_empty", "The game ends when the mover's own row is empty after their ply; %s.",
             rest_words(f->mover_row_rest));
    if (f->opponent_row_end)
        rule(o, r, "finish.opponent_row_empty", "The game ends when the mover's opponent's row is empty after the ply; %s.",
             rest_words(f->opponent_row_rest));
    if (f->by_parity)
        rule(o, r, "sow.by_parity", "A pit holding an even number of seeds is sown against the direction, an odd one with it.");
    if (f->singles_end)
        rule(o, r, "finish.all_singletons", "The game ends as soon as no pit holds more than one seed; %s.",
             rest_words(f->singles_rest));
    if (f->either_row_empty)
        rule(o, r, "finish.either_row_empty", "The game ends as soon as either row is empty; %s.", rest_words(f->either_row_rest));
    if (f->max_pits) rule(o, r, "capture.max_pits", "One capture takes at most %d pit%s.", f->max_pits, f->max_pits == 1 ? "" : "s");
    if (r->grand_slam == SOW_SLAM_ILLEGAL || r->grand_slam == SOW_SLAM_ILLEGAL_UNLESS_ONLY)
        rule(o, r, "capture.grand_slam", "A move that would capture all of the opponent's seeds may not be played%s.",
             r->grand_slam == SOW_SLAM_ILLEGAL_UNLESS_ONLY ? ", unless every move the player has would (then they capture)" : "");
    if (r->grand_slam == SOW_SLAM_OPPONENT_TAKES_ROW)
        rule(o, r, "capture.grand_slam", "A capture that takes all of the opponent's seeds (their row held some before "
             "the move) stands, and the seeds left in the mover's row then go to the opponent's store.");
    if (f->repeat_store) rule(o, r, "extra_turn.store", "A last seed in the mover's own store gives them another turn.");
    if (f->repeat_capture) rule(o, r, "extra_turn.capture", "A capture gives the mover another turn.");
    if (f->repeat_once)
        rule(o, r, "extra_turn.capture_once", "A capture gives another turn only when the last sowing (a pass is none) "
             "gave none: captures repeat at most once in a row.");
    if (f->repeat_not_sowing)
        rule(o, r, "extra_turn.while_sowing", "Captures made while sowing give no extra turn; only the capture at the "
             "turn's end does.");
    if (f->min_seeds > 1) rule(o, r, "min_seeds", "A move needs a pit of at least %d seeds.", f->min_seeds);
    if (f->singletons == SOW_SINGLES_WHEN_NO_OTHER)
        rule(o, r, "singletons", "A pit of one seed may start a move only when no pit of the player holds more.");
    if (r->empty_row == SOW_EMPTY_PASS)
        rule(o, r, "finish.no_moves", "Play passes while a player has no legal move; when neither has, the game ends and %s.",
             rest_words(f->no_moves_rest));
    if (f->children) {
        char most[48] = "";
        counts(set, sizeof set, f->child_counts);
        if (f->child_per_player) snprintf(most, sizeof most, " (at most %d per player)", f->child_per_player);
        if (f->child_across)
            rule(o, r, "children.counts", "A last seed falling into an empty pit %s that faces a pit holding %s "
                 "turns both into the mover's children%s: their seeds and every seed sown into them later %s; they "
                 "cannot be played or captured.", where[f->child_rows], set,
                 f->child_not_last ? ", never in a row's last pit along the track" : "",
                 f->child_keep ? "are the mover's" : "go to the mover's store");
        else
            rule(o, r, "children.counts", "A last seed making a pit %s hold %s turns it into the mover's child%s%s: "
                 "its seeds and every seed sown into it later %s; it cannot be played or captured.",
                 where[f->child_rows], set, most, f->child_not_last ? ", never in a row's last pit along the track" : "",
                 f->child_keep ? "are the mover's" : "go to the mover's store");
        if (f->child_not_symmetric)
            rule(o, r, "children.not_symmetric", "A child may not have the same number as the opponent's.");
        if (f->child_not_facing)
            rule(o, r, "children.not_facing", "A child may not face the opponent's (the opposite pit).");
        if (f->child_pair)
            rule(o, r, "children.pair", "When the last two seeds make their pits hold c - 1 and c (c a count above), "
                 "both pits become the mover's children.");
        if (f->child_pits[0] | f->child_pits[1]) {
            char a[160] = "", b[160] = "";
            size_t la = 0, lb = 0;
            for (int p = 0; p < r->pits; p++) {
                if (f->child_pits[0] >> p & 1) la += (size_t)snprintf(a + la, sizeof a - la, "%s%d", la ? "," : "", p);
                if (f->child_pits[1] >> p & 1) lb += (size_t)snprintf(b + lb, sizeof b - lb, "%s%d", lb ? "," : "", p);
            }
            rule(o, r, "children.pits", "South may make children only in pits %s; North only in %s.",
                 la ? a : "none", lb ? b : "none");
        }
        if (f->child_across)
            rule(o, r, "children.across", "The pit faced becomes the mover's even if it was the opponent's child.");
        if (f->child_by_owner)
            rule(o, r, "children.by_owner", "The row a child may be made in is read by owner: a pit %s.",
                 f->child_rows == SOW_ROWS_OWN ? "the mover owns" : "the opponent owns");
        if (f->child_keep)
            rule(o, r, "children.keep", "A child keeps its seeds in its pit, out of play: they count for its owner "
                 "towards the threshold and are theirs when the game ends, before the seeds left are handed out.");
        if (f->child_raid)
            rule(o, r, "children.raid", "A last seed falling into the opponent's child takes up to %d of its seeds "
                 "(the last seed among them) for the mover: a capture.", f->child_raid);
        if (f->child_skipped)
            rule(o, r, "children.skipped", "Sowing passes over the opponent's children%s.",
                 f->child_skipped == SOW_SKIPPED_BY_OPPONENT_BUT_LAST ? ", except with a lap's last seed" : "");
    }
    if (f->needs_child) {
        rule(o, r, "capture.needs_child", "A player captures only once they own a child.");
    }
    const char *tie = f->tie_starter == SOW_TIE_LAST_MOVER ? "on a tie, the player who moved last)"
                    : f->tie_starter == SOW_TIE_NOT_LAST_MOVER ? "on a tie, the opponent of the player who moved last)"
                    : "on a tie, the other player)";
    char starter[96];
    snprintf(starter, sizeof starter, "%s", f->starter == SOW_STARTER_ALTERNATE ? "other player (alternating)"
             : f->starter == SOW_STARTER_LAST_MOVER ? "player who moved last" : "");
    if (f->starter == SOW_STARTER_LOSER || f->starter == SOW_STARTER_WINNER)
        snprintf(starter, sizeof starter, "%s (%s", f->starter == SOW_STARTER_LOSER ? "loser" : "winner", tie);
    if (f->rounds && f->territory)
        rule(o, r, "rounds.territory", "A match of rounds for territory: a player moves from, feeds and is left the seeds "
             "of the pits they own (at first their row); after each round, unless a player holds (store and own pits) "
             "fewer than %d seeds, which ends the match, every pit is dealt again, the stores emptied, and the player "
             "who captured more owns their seeds divided by %d (%s) pits, their row first, then the "
             "opponent's from its first pit (a tie: each their row); the %s starts the next round.",
             f->territory_under, r->layout[0], f->territory_rounding == 1 ? "rounded down" : f->territory_rounding == 2 ? "more than a half rounded up"
             : "a half rounded up", starter);
    else if (f->rounds && f->match_points)
        rule(o, r, "rounds.points", "A match of round points: each round is a game on the starting board, the "
             "stores emptied; the player holding more seeds at its end scores a point, and a player holding %d seeds "
             "or more (3/4 of all, South asked first) one more; the first to %d point%s wins the match, and a round "
             "that ends endless ends it (the player with more points wins, equal: a draw); the %s starts the next "
             "round.", r->total * 3 / 4, f->match_wins, f->match_wins == 1 ? "" : "s", starter);
    else if (f->rounds && f->match_wins)
        rule(o, r, "rounds.wins", "A match of round wins: each round is a game on %s, the stores "
             "emptied; the player holding more seeds at its end wins the round; the first to win %d round%s wins the "
             "match, and a round that ends endless ends it (the player with more round wins wins, equal: a draw); "
             "the %s starts the next round.",
             r->deal == SOW_DEAL_UNIFORM ? "a board dealt anew (uniformly, drawn from a hash of the round's end "
             "position)" : "the starting board", f->match_wins, f->match_wins == 1 ? "" : "s", starter);
    else if (f->rounds && f->fill == SOW_FILL_LOSER_ONLY)
        rule(o, r, "rounds.fill", "A match of rounds: at a round's end the seeds stay where they lie, each player "
             "holding their store and their row; the match is over after a tie, when the loser holds fewer than %d "
             "seeds, or when the winner could not move on the board as it lies; else only the loser refills their "
             "row from what they hold (South from pit 0 up, North from pit %d down), %s, and the winner's row stays "
             "as it is; the %s starts the next round.", f->round_needs * r->layout[0], r->pits - 1,
             f->round_blocked ? "unfilled pits out of play" : "unfilled pits in play",
             f->starter == SOW_STARTER_LOSER ? "loser" : f->starter == SOW_STARTER_WINNER ? "winner" : starter);
    else if (f->rounds)
        rule(o, r, "rounds.fill", "A match of rounds: after each, the players refill their pits from their stores (from the %s), "
             "%s; who cannot fill %d pit%s loses; the %s starts the next round.",
             f->fill == SOW_FILL_LEFT ? "left" : f->fill == SOW_FILL_RIGHT ? "right" : "ends inward",
             f->round_blocked ? "unfilled pits are out of play" : "unfilled pits stay in play", f->round_needs,
             f->round_needs == 1 ? "" : "s", starter);
    if (f->rounds && f->territory && f->territory_reversed)
        rule(o, r, "rounds.territory.mixed_row", "In the row holding pits of both players, the round's winner owns "
             "theirs from the row's last pit back instead.");
    if (f->rounds && f->chooser_fill)
        rule(o, r, "rounds.chooser_fill", "The round's chooser (North when North's row has an unfilled pit, else "
             "South) fills their row from the %s instead.", f->chooser_fill == SOW_FILL_LEFT + 1 ? "left"
             : f->chooser_fill == SOW_FILL_RIGHT + 1 ? "right" : "ends inward");
    if (f->rounds && f->openings_per_round)
        rule(o, r, "rounds.openings", "The opening rules (first_from, capture.after, skip_opponent.after) count the sowings "
             "of each round, not of the game.");
    if (r->grand_slam == SOW_SLAM_LEAVE_LEFT || r->grand_slam == SOW_SLAM_LEAVE_RIGHT)
        rule(o, r, "capture.grand_slam", "A capture that would leave the opponent's row empty (it held seeds before the "
             "move) takes instead every seed of that row but the pit nearest the capturer's %s hand (of those holding "
             "seeds, as the capturer faces the row), and nothing of the capturer's own row.",
             r->grand_slam == SOW_SLAM_LEAVE_LEFT ? "left" : "right");
    if (r->grand_slam == SOW_SLAM_EXTRA_TURN)
        rule(o, r, "capture.grand_slam", "A capture that leaves the opponent's row empty (it held seeds before the move) "
             "stands and gives the capturer another turn.");
    if (f->allow == SOW_ALLOW_SINGLE_TO_EMPTY)
        rule(o, r, "allow", "A pit of one seed may start a move only when the next pit it would sow into (stores and "
             "pits out of play passed over) is empty.");
    if (f->take_opp_store)
        rule(o, r, "capture.opponent_store", "A last seed in the opponent's store captures every seed in that store.");
    describe_captA(o, r);
    if (f->no_move_loses && f->goal != SOW_GOAL_IMMOBILIZE)
        rule(o, r, "finish.no_move_loses", "A player with no legal move at the start of their turn loses (the seeds "
             "stay where they lie).");
    if (f->no_return)
        rule(o, r, "no_return", "A single seed sown from a row's end pit into the pit facing it across the end (pits 0 and "
             "%d, %d and %d), left there alone, may not be sown back by the opponent on the next ply.",
             r->pits - 1, r->row - 1, r->row);
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
    if (r->fam.stores == SOW_STORES_NONE)
        rule(o, r, "board", "Two rows of %d pits (%d in all), no stores.", r->row, r->pits);
    else
        rule(o, r, "board", "Two rows of %d pits (%d in all) and a store for each player after their row.",
             r->row, r->pits);
    if (r->fam.track == SOW_TRACK_OWN_ROWS)
        rule(o, r, "board.track", "Each player sows around their own row only: after its last pit along the "
             "direction%s the seeds go on at its first; no seed crosses to the other row.",
             r->fam.stores == SOW_STORES_NONE ? "" : " (and their store)");
    if (r->fam.track == SOW_TRACK_ZIGZAG)
        rule(o, r, "board.track", "Sowing zigzags across the board in one circuit: counter-clockwise from pit 0 to "
             "the pit facing pit 1, then pit 2, the pit facing pit 3 and so on, across the right end (from pit %d to "
             "pit %d), back through the other pits and across the left end; each turn goes the way whose first pit "
             "lies in the column nearer the centre line (MancalaGames' ZigZag).", r->row, r->row - 1);
    if (r->deal == SOW_DEAL_EQUAL)
        rule(o, r, "setup", "%d seeds in every pit, %d in all.", r->total / r->pits, r->total);
    else if (r->deal == SOW_DEAL_UNIFORM)
        rule(o, r, "setup", "%d seeds: %d in every pit, the other %d each dropped in a uniformly random pit.",
             r->total, r->deal_min, r->total - r->deal_min * r->pits);
    else
        rule(o, r, "setup", "A fixed layout of %d seeds.", r->total);
    if (r->fam.starter_view)
        rule(o, r, "setup.starter_view", "The layout is as South sees it when South moves first; when North moves "
             "first the board is turned round (each pit to the same place of the other row).");
    rule(o, r, "first", "The first player: %s.", first[r->first]);
    if (r->first == SOW_FIRST_RITUAL_OTHER || r->first == SOW_FIRST_RITUAL_CHOOSER)
        rule(o, r, "chooser", "The side-chooser %s.",
             r->chooser == SOW_CHOOSE_BLIND ? "has no foresight and takes a side at random"
             : r->chooser == SOW_CHOOSE_RESULT
                 ? "foresees the result and takes the better side (win, then draw, then a gap or a loss; equal: a coin)"
                 : "foresees the game and takes the side on which they capture more (seeds left count for nobody; equal: South)");
    rule(o, r, "start", "A player starts a turn from %s.", start[r->start]);
    if (r->fam.track == SOW_TRACK_ZIGZAG)    /* classes (ZigZag): the direction only names the pits sown the other way */
        rule(o, r, "sow.direction", "Seeds are sown one per pit along the zigzag, each turn the way its pit heads "
             "for the centre line.");
    else
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
    if (r->fam.kind == SOW_KIND_COUNT || r->fam.kind == SOW_KIND_COUNT_OR_CROSS)
        rule(o, r, "capture.counts", "The last seed captures when it makes a pit hold %s.", set);
    if (r->fam.kind != SOW_KIND_TWO_OUT && r->fam.kind != SOW_KIND_SWEEP)
        rule(o, r, "capture.rows", "Captures happen %s.", r->capture_rows == SOW_ROWS_ANY ? "in either row"
             : r->capture_rows == SOW_ROWS_OWN ? "only in the mover's row" : "only in the opponent's row");
    if (r->fam.kind != SOW_KIND_COUNT) {
        /* said with the kind (describe_family) */
    } else if (r->chain == SOW_CHAIN_NONE) {
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
             : r->feed_unable == SOW_REST_DIVIDED_TIE_NORTH ? rest_words(r->feed_unable)
                                                  : "the seeds left count for nobody");
    }
    const char *who = r->general ? "A player with no legal move (an empty row, or only pits the rules exclude)"
                                 : "A player whose row is empty";
    if (r->empty_row == SOW_EMPTY_PASS)
        rule(o, r, "empty_row", "%s passes.", who);
    else
        rule(o, r, "empty_row", "%s ends the game; %s.", who,
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
    if (r->general) describe_family(o, r);
    rule(o, r, "limits", "Simulation limits, not rules: a game reaching %d plies, or a turn over %d laps "
         "that has not been shown to cycle, stops with the result \"limit\", apart from rule gaps.",
         r->max_plies, r->max_laps);
    *out = o_;
}

/* ---- the position as the rules see it ----------------------------------- */

/* The counters a ply reads: sowings while the opening rules, a first_only
 * start or the pie rule still look at them (pie: the first ply alone),
 * quiet plies where an endless rule counts them (AM.Q5); rounds read more
 * (round_sowed), and the solver refuses them. The last ply's record and
 * the prover's verdict are read by nobody before the next ply sets them. */
void sow_canonical(const sow_rules *r, sow_state *s)
{
    uint32_t last = opening_last(r);
    if (r->start == SOW_START_FIRST_ONLY && last < 1) last = 1;
    if (r->fam.pie && last < 2) last = 2;
    if (s->sowings > last) s->sowings = last;
    s->ply = r->fam.pie ? (s->ply < 2 ? s->ply : 2) : 0;
    if (r->endless_detect != SOW_DETECT_PLIES) s->quiet = 0;
    s->last_laps = 0;
    s->last_pits = s->last_taken = s->proof = 0;
}
