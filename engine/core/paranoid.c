/* paranoid.c - invariants checked after every ply in a SOW_PARANOID build
 * (cmake -DSOW_PARANOID=ON): the soak (tests/soak.c) and any other program
 * linked against such a library abort on the first ply that breaks one.
 *
 * Called from exactly two places: sow_play (game.c), with the state after
 * every end rule, and the loop of sow_play_out (line.c), with the state
 * after the end rules but before the lazily asked endless proof and the ply
 * limit (which line.c applies to held-back states later).
 *
 * Seeds: finish() in game.c never takes a seed off the board without giving
 * it to somebody: a rest of nobody, a gap, an odd split, a relay cycle and
 * a limit leave the `left` seeds lying on the board (unclaimed, but still
 * there); split, owner, to_move, opponent and last_mover move all of them
 * into the captured counts. So board + captured (sow_in_play) is exactly
 * conserved by every ply, a finishing one included, and a finished board
 * holds either all of `left` (unclaimed) or nothing (handed out). */
#include "internal.h"

#ifdef SOW_PARANOID

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void show_state(const char *what, const sow_rules *r, const sow_state *s)
{
    fprintf(stderr, "sow paranoid:   %s: board", what);
    for (int p = 0; p < r->pits; p++) fprintf(stderr, "%c%d", p ? ',' : ' ', s->b.pit[p]);
    fprintf(stderr, " captured %d-%d to_move %d last_mover %d ply %u sowings %u quiet %u status %d"
            " end %s result %s winner %d left %d proof %d last %d/%d/%d\n",
            s->captured[0], s->captured[1], s->to_move, s->last_mover, s->ply, s->sowings, s->quiet,
            s->status, sow_end_name((sow_end)s->end),
            s->status == SOW_ENDED ? sow_result_name((sow_result)s->result) : "-", s->winner,
            s->left, s->proof, s->last_laps, s->last_pits, s->last_taken);
}

#if defined(__GNUC__)
__attribute__((format(printf, 5, 6)))
#endif
COLD static void violated(const sow_rules *r, const sow_state *before, int move, const sow_state *after,
                          const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fprintf(stderr, "sow paranoid: %s (%s): ply %u, move ", r->name, r->path, before->ply + 1);
    if (move == SOW_PASS) fputs("pass", stderr);
    else fprintf(stderr, "%d", move);
    fputs(": ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    show_state("before", r, before);
    show_state("after ", r, after);
    fflush(stderr);
    abort();
}

#define CHECK(cond, ...) do { if (!(cond)) violated(r, before, move, after, __VA_ARGS__); } while (0)

/* What finish() gives the seeds left for an end (-1: not known from the
 * end alone, as for odd_split, whose rule was a split of some end). */
static int rest_of(const sow_rules *r, sow_end e)
{
    switch (e) {
    case SOW_END_BOARD_EMPTY: case SOW_END_THRESHOLD: return SOW_REST_NOBODY;
    case SOW_END_CANNOT_FEED: return (int)r->feed_unable;
    case SOW_END_EMPTY_ROW: return (int)r->empty_row_rest;
    case SOW_END_ENDLESS: return (int)r->endless_rest;
    case SOW_END_LONE_SEED: return (int)r->lone_seed_rest;
    case SOW_END_LAP_CAP: return (int)r->lap_cap_rest;
    case SOW_END_NO_MOVES: return (int)r->fam.no_moves_rest;
    case SOW_END_EITHER_ROW_EMPTY: return (int)r->fam.either_row_rest;
    case SOW_END_ALL_SINGLETONS: return (int)r->fam.singles_rest;
    case SOW_END_GOAL: return SOW_REST_NOBODY;
    case SOW_END_FEW_LEFT: return r->fam.few_left_starter ? SOW_REST_ROUND_FIRST : SOW_REST_LAST_MOVER;
    case SOW_END_MOVER_ROW_EMPTY: return (int)r->fam.mover_row_rest;
    case SOW_END_OPPONENT_ROW_EMPTY: return (int)r->fam.opponent_row_rest;
    default: return -1;
    }
}

static void check_board(const sow_rules *r, const sow_state *before, int move, const sow_state *after,
                        const sow_state *s, const char *which)
{
    for (int p = r->pits; p < SOW_MAX_PITS; p++)
        CHECK(s->b.pit[p] == 0, "%s: pit %d is beyond the board (%d pits) yet holds %d seeds",
              which, p, r->pits, s->b.pit[p]);
}

static void check_end(const sow_rules *r, const sow_state *before, int move, const sow_state *after)
{
    const sow_state *s = after;
    int e = s->end, board = board_seeds(&s->b);
    int c0 = s->captured[0], c1 = s->captured[1];
    CHECK(e > SOW_END_NONE && e < SOW_END__COUNT, "ended with end %d (none or out of range)", e);
    CHECK(s->left <= SOW_MAX_SEEDS && s->left <= sow_in_play(s), "ended with %d seeds left, %d in play",
          s->left, sow_in_play(s));
    CHECK(board == s->left || board == 0,
          "ended %s with %d seeds left: the board holds %d, neither all of them (unclaimed) nor none (handed out)",
          sow_end_name((sow_end)e), s->left, board);
    /* SOW_LIMIT iff the end is the limit */
    CHECK((s->result == SOW_LIMIT) == (e == SOW_END_LIMIT), "end %s with result %s",
          sow_end_name((sow_end)e), sow_result_name((sow_result)s->result));
    if (e == SOW_END_LIMIT) {
        CHECK(board == s->left, "ended by a limit, yet seeds moved off the board (%d of %d left)", board, s->left);
        CHECK(s->winner == 2, "ended by a limit with winner %d", s->winner);
        return;
    }
    int rest = rest_of(r, (sow_end)e);
    int gap = e == SOW_END_RELAY_CYCLE || e == SOW_END_ODD_SPLIT || rest == SOW_REST_GAP;
    if (gap) {
        CHECK(s->result == SOW_UNRESOLVED && s->winner == 2, "end %s (a rule gap) with result %s, winner %d",
              sow_end_name((sow_end)e), sow_result_name((sow_result)s->result), s->winner);
        CHECK(board == s->left, "end %s (a rule gap) moved seeds off the board (%d of %d left)",
              sow_end_name((sow_end)e), board, s->left);
    } else if (e == SOW_END_GOAL) {
        CHECK((r->fam.goal != SOW_GOAL_MOST || r->fam.no_move_loses) && s->result == SOW_WIN && s->winner < 2, "goal end with result %s, winner %d",
              sow_result_name((sow_result)s->result), s->winner);
    } else {
        CHECK(s->result == SOW_WIN || s->result == SOW_DRAW, "end %s (not a gap) with result %s",
              sow_end_name((sow_end)e), sow_result_name((sow_result)s->result));
        /* the result from the counts, as the rules define it (II.E2, win_needs) */
        int needs = sow_needed(s, r->win_needs), w = c1 > c0;
        int draw = c0 == c1 || (needs && s->captured[w] < needs);
        CHECK(draw == (s->result == SOW_DRAW), "captured %d-%d (a win needs %d) but result %s",
              c0, c1, needs, sow_result_name((sow_result)s->result));
        CHECK(draw ? s->winner == 2 : s->winner == w, "captured %d-%d, result %s, yet winner %d",
              c0, c1, sow_result_name((sow_result)s->result), s->winner);
    }
    if (rest == SOW_REST_NOBODY)
        CHECK(board == s->left, "end %s gives the seeds to nobody, yet %d of %d left the board",
              sow_end_name((sow_end)e), s->left - board, s->left);
    else if (rest == SOW_REST_SPLIT && e != SOW_END_ODD_SPLIT)
        CHECK(s->left % 2 == 0 && board == 0, "end %s splits %d seeds, leaving %d on the board",
              sow_end_name((sow_end)e), s->left, board);
    else if (rest > SOW_REST_SPLIT && rest != SOW_REST_GAP)
        CHECK(board == 0, "end %s hands out the seeds left, yet %d remain on the board",
              sow_end_name((sow_end)e), board);
    switch (e) {
    case SOW_END_BOARD_EMPTY:
        CHECK(s->left == 0 && r->end_board_empty, "board_empty with %d seeds left", s->left);
        break;
    case SOW_END_LONE_SEED:
        CHECK(s->left == 1 && r->lone_seed_set, "lone_seed with %d seeds left", s->left);
        break;
    case SOW_END_ODD_SPLIT:
        CHECK(s->left % 2 == 1, "odd_split of %d seeds", s->left);
        break;
    case SOW_END_RELAY_CYCLE:
        CHECK(r->relay_on && move != SOW_PASS, "relay_cycle without a relayed sowing");
        break;
    case SOW_END_LAP_CAP:
        CHECK(r->lap_cap && r->relay_on && move != SOW_PASS && after->last_laps >= (r->lap_cap < 65535 ? r->lap_cap : 65535),
              "lap_cap after a ply of %d laps (sow.max_laps %d)", after->last_laps, r->lap_cap);
        break;
    case SOW_END_THRESHOLD: {
        int t = sow_needed(s, r->threshold);
        CHECK(r->threshold && r->threshold_stop && (c0 >= t || c1 >= t),
              "threshold end with captured %d-%d, threshold %d", c0, c1, t);
        break;
    }
    case SOW_END_ENDLESS:
        if (r->endless_detect == SOW_DETECT_PLIES)
            CHECK(s->quiet >= (uint32_t)r->endless_plies, "endless after %u quiet plies; the rule says %d",
                  s->quiet, r->endless_plies);
        else
            CHECK(s->proof == SOW_ENDLESS_PROVEN + 1, "endless without a proof (verdict %d)", s->proof);
        break;
    case SOW_END_EMPTY_ROW:
        CHECK(r->empty_row == SOW_EMPTY_END, "empty_row end while the rule is to pass");
        break;
    case SOW_END_CANNOT_FEED:
        CHECK(r->feed != SOW_FEED_NONE, "cannot_feed end without a feeding rule");
        break;
    default: break;
    }
}

/* Under the general turn, stores and children take seeds as they are
 * sown, a repeat turn keeps the mover and a new round refills the pits
 * from the stores: seeds are conserved exactly within a round (a round's
 * end may leave seeds to nobody, out of play after it), stores only grow
 * within a round, and nothing is ever sown into a blocked pit. */
static void check_general(const sow_rules *r, const sow_state *before, int move, const sow_state *after)
{
    int mover = before->to_move, new_round = after->round != before->round;
    sow_moves legal = sow_legal(r, before);
    CHECK(before->status == SOW_PLAYING, "a ply played in a game that had ended");
    if (move == SOW_PASS) CHECK(legal == 0, "a pass while the legal moves were 0x%llx", (unsigned long long)legal);
    else CHECK(sow_is_legal(r, before, move), "not a legal move (legal: 0x%llx)", (unsigned long long)legal);
    CHECK(after->ply == before->ply + 1, "ply %u after ply %u", after->ply, before->ply);
    if (!new_round && after->status == SOW_PLAYING)
        CHECK(after->to_move == (after->again ? mover : (mover ^ 1)), "player %d to move after player %d moved (again %d)",
              after->to_move, mover, after->again);
    if (new_round) {
        CHECK(after->round == before->round + 1, "round %d after round %d", after->round, before->round);
        CHECK(sow_in_play(after) <= sow_in_play(before), "seeds in play went from %d to %d at a new round",
              sow_in_play(before), sow_in_play(after));
    } else {
        int swap = r->fam.pie && move == sow_swap_move(r);     /* the pie rule turns the stores round too */
        CHECK(sow_in_play(after) == sow_in_play(before), "seeds in play (board + stores) went from %d to %d",
              sow_in_play(before), sow_in_play(after));
        /* capture.opponent_store may empty the opponent's store into the mover's */
        int emptied = r->fam.take_opp_store && after->captured[mover ^ 1] == 0;
        int lifted = r->fam.relay_store;    /* sow.relay_store puts the mover's store back into play */
        int passed = r->fam.pass_store && after->captured[mover] == 0;    /* capture.pass_store: the other way */
        CHECK(swap || passed || ((lifted || after->captured[mover] >= before->captured[mover])
                       && (emptied || after->captured[mover ^ 1] >= before->captured[mover ^ 1])),
              "stores went from %d-%d to %d-%d", before->captured[0], before->captured[1],
              after->captured[0], after->captured[1]);
        for (int p = 0; p < r->pits; p++)
            CHECK(!(after->blocked >> p & 1) || after->b.pit[p] == 0, "blocked pit %d holds %d", p, after->b.pit[p]);
        for (int p = 0; p < r->pits; p++)
            CHECK(!(after->child >> p & 1) || after->b.pit[p] == 0 || (r->fam.child_keep && after->status == SOW_PLAYING),
                  "child pit %d holds %d", p, after->b.pit[p]);
        CHECK(swap || (before->child & ~after->child) == 0, "a child was lost");
    }
    if (after->status == SOW_ENDED) check_end(r, before, move, after);
}

void sow_paranoid_ply(const sow_rules *r, const sow_state *before, int move, const sow_state *after)
{
    int mover = before->to_move;
    if (r->general) {
        check_general(r, before, move, after);
        return;
    }
    check_board(r, before, move, after, before, "before");
    check_board(r, before, move, after, after, "after");

    /* the move was legal in `before` */
    CHECK(before->status == SOW_PLAYING, "a ply played in a game that had ended (%s)",
          sow_end_name((sow_end)before->end));
    CHECK(mover == 0 || mover == 1, "player to move %d", mover);
    sow_moves legal = sow_legal(r, before);
    if (move == SOW_PASS)
        CHECK(legal == 0, "a pass while the legal moves were 0x%llx", (unsigned long long)legal);
    else
        CHECK(move >= 0 && move < r->pits && (legal >> move & 1), "not a legal move (legal: 0x%llx)",
              (unsigned long long)legal);

    /* the ply counters and the player to move */
    CHECK(after->ply == before->ply + 1, "ply %u after ply %u", after->ply, before->ply);
    CHECK(after->to_move == (mover ^ 1), "player %d to move after player %d moved", after->to_move, mover);
    CHECK(after->sowings == before->sowings + (move != SOW_PASS), "sowings %u after %u",
          after->sowings, before->sowings);
    CHECK(after->last_mover == (move == SOW_PASS ? before->last_mover : mover), "last mover %d after a %s by %d",
          after->last_mover, move == SOW_PASS ? "pass" : "sowing", mover);

    /* seeds: conserved exactly, captured counts never decrease (see the top) */
    CHECK(sow_in_play(after) == sow_in_play(before), "seeds in play (board + captured) went from %d to %d",
          sow_in_play(before), sow_in_play(after));
    CHECK(after->captured[0] >= before->captured[0] && after->captured[1] >= before->captured[1],
          "captured went from %d-%d to %d-%d", before->captured[0], before->captured[1],
          after->captured[0], after->captured[1]);

    /* the ply itself, when no end rule handed seeds out after it */
    if (after->status == SOW_PLAYING || after->end == SOW_END_LIMIT || board_seeds(&after->b) == after->left) {
        int got = after->captured[mover] - before->captured[mover];
        CHECK(after->captured[mover ^ 1] == before->captured[mover ^ 1], "the opponent of the mover gained %d seeds",
              after->captured[mover ^ 1] - before->captured[mover ^ 1]);
        CHECK(got == after->last_taken, "the mover gained %d seeds, the ply says it took %d", got, after->last_taken);
        if (move == SOW_PASS) {
            CHECK(after->b.w[0] == before->b.w[0] && after->b.w[1] == before->b.w[1] &&
                  after->b.w[2] == before->b.w[2] && after->b.w[3] == before->b.w[3], "a pass changed the board");
            CHECK(after->last_laps == 0 && after->last_pits == 0 && after->last_taken == 0,
                  "a pass with laps %d, pits %d, taken %d", after->last_laps, after->last_pits, after->last_taken);
        } else if (after->end != SOW_END_RELAY_CYCLE && after->end != SOW_END_LIMIT) {
            CHECK(after->last_laps >= 1, "a sowing of %d laps", after->last_laps);
            CHECK((after->last_taken == 0) == (after->last_pits == 0), "%d pits captured, %d seeds taken",
                  after->last_pits, after->last_taken);
        }
    }
    if (after->status == SOW_PLAYING && after->end == SOW_END_NONE) {
        CHECK(after->quiet == (after->last_taken ? 0 : before->quiet + 1), "quiet %u after quiet %u and %d taken",
              after->quiet, before->quiet, after->last_taken);
        CHECK(after->winner == 2, "still playing with winner %d", after->winner);
        CHECK(r->endless_detect != SOW_DETECT_PLIES || after->quiet < (uint32_t)r->endless_plies,
              "still playing after %u quiet plies; the rule ends the game at %d", after->quiet, r->endless_plies);
        return;
    }
    CHECK(after->status == SOW_ENDED, "status %d, end %s", after->status, sow_end_name((sow_end)after->end));
    check_end(r, before, move, after);
}

void sow_paranoid_same(const sow_rules *r, const sow_state *before, int move, const sow_state *fast,
                       const sow_state *full)
{
    const sow_state *after = fast;
    CHECK(!memcmp(&fast->b, &full->b, sizeof fast->b), "the shortcut's board is not the full ply's");
    CHECK(fast->captured[0] == full->captured[0] && fast->captured[1] == full->captured[1],
          "the shortcut's captured %d-%d, the full ply's %d-%d", fast->captured[0], fast->captured[1],
          full->captured[0], full->captured[1]);
    CHECK(fast->to_move == full->to_move && fast->last_mover == full->last_mover, "the shortcut's movers differ");
    CHECK(fast->status == full->status && fast->end == full->end, "the shortcut's status or end differs");
    CHECK(fast->ply == full->ply && fast->sowings == full->sowings && fast->quiet == full->quiet,
          "the shortcut's ply/sowings/quiet %u/%u/%u, the full ply's %u/%u/%u", fast->ply, fast->sowings,
          fast->quiet, full->ply, full->sowings, full->quiet);
    CHECK(fast->last_laps == full->last_laps && fast->last_pits == full->last_pits
          && fast->last_taken == full->last_taken && fast->proof == full->proof,
          "the shortcut's last ply (laps %d, pits %d, taken %d) is not the full ply's (%d, %d, %d)",
          fast->last_laps, fast->last_pits, fast->last_taken, full->last_laps, full->last_pits, full->last_taken);
}

#else
typedef int sow_paranoid_unused;   /* ISO C: a translation unit declares something */
#endif
