/* game.c - a game: legal moves (start rule, feeding), a ply, passes, and
 * every end rule, applied in one place (settle) after each ply. */
#include <stdio.h>
#include <string.h>

#include "internal.h"

/* ---- legal moves ------------------------------------------------------- */

/* AM.R3, AM.Q1: of `moves`, those that feed an opponent whose row is empty. */
COLD uint32_t sow_feeding_moves(const sow_rules *r, const sow_state *s, uint32_t moves)
{
    int opp = s->to_move ^ 1;
    uint32_t feeds = 0;
    if (r->feed == SOW_FEED_REACH && !r->relay_on && !(moves & r->row_mask[opp])) {
        /* one lap each, from the other row: sow_reaches_row's own test, inline (a call a move cost 2%) */
        for (uint32_t m = moves; m; m &= m - 1)
            if (lap_reaches_other_row(r, &s->b, __builtin_ctz(m))) feeds |= m & (0u - m);
        return feeds;
    }
    for (uint32_t m = moves; m; m &= m - 1) {
        int p = __builtin_ctz(m);
        if (r->feed == SOW_FEED_REACH) {
            if (sow_reaches_row(r, &s->b, p, opp)) feeds |= 1u << p;
        } else {
            sow_board c = s->b;
            if (sow_turn(r, &c, p, s->to_move, NULL) >= 0 && (board_occupied(&c) & r->row_mask[opp]))
                feeds |= 1u << p;
        }
    }
    return feeds;
}

sow_moves sow_legal(const sow_rules *r, const sow_state *s)
{
    return legal_moves(r, s);
}

int sow_pick_uniform(sow_moves legal, sow_rng *rng)
{
    return pick_uniform(legal, rng);
}

int sow_is_legal(const sow_rules *r, const sow_state *s, int move)
{
    if (s->status != SOW_PLAYING) return 0;
    sow_moves legal = sow_legal(r, s);
    if (move == SOW_PASS) return legal == 0;
    if (r->fam.pie && move == sow_swap_move(r)) return (int)(legal >> move & 1);
    return move >= 0 && move < 2 * SOW_REVERSE && (move & (SOW_REVERSE - 1)) < r->pits && (legal >> move & 1);
}

const char *sow_move_text(const sow_rules *r, int move, char *buf)
{
    if (move == SOW_PASS) return strcpy(buf, "pass");
    if (r && r->fam.pie && move == sow_swap_move(r)) return strcpy(buf, "swap");
    snprintf(buf, 8, "%d%s", move & (SOW_REVERSE - 1), move >= SOW_REVERSE ? "r" : "");
    return buf;
}

int sow_move_parse(const sow_rules *r, const char *text, int *move)
{
    int v = 0, n = 0;
    if (!strcmp(text, "pass")) {
        *move = SOW_PASS;
        return 0;
    }
    if (r && r->fam.pie && !strcmp(text, "swap")) {
        *move = sow_swap_move(r);
        return 0;
    }
    for (; text[n] >= '0' && text[n] <= '9' && n < 3; n++) v = v * 10 + (text[n] - '0');
    if (!n || v >= SOW_REVERSE) return -1;
    if (text[n] == 'r') {
        v += SOW_REVERSE;
        n++;
    }
    if (text[n]) return -1;
    *move = v;
    return 0;
}

int sow_on_board(const sow_rules *r, const sow_state *s)
{
    (void)r;
    return board_seeds(&s->b);
}

/* ---- the end ------------------------------------------------------------ */

int sow_in_play(const sow_state *s)
{
    return board_seeds(&s->b) + s->captured[0] + s->captured[1];
}

int sow_needed(const sow_state *s, int value)
{
    return value == SOW_MAJORITY ? sow_in_play(s) / 2 + 1 : value;
}

/* The k-th pit (from 0) a player fills when a round begins in order
 * `fill` (rounds.fill, rounds.chooser_fill), counted from their own left:
 * South's left is pit 0, North's pit N. */
static int fill_pit(const sow_rules *r, sow_fill fill, int player, int k)
{
    int base = player * r->row, i = k;
    if (fill == SOW_FILL_RIGHT) i = r->row - 1 - k;
    else if (fill == SOW_FILL_OUTSIDE) i = k % 2 ? r->row - 1 - k / 2 : k / 2;
    return base + i;
}

/* rounds.territory: the seeds each player holds at a round's end (store
 * and owned pits: MancalaGames' ClaimOwnSeeds), and the next round's
 * owners: a tie gives each their row, else the one holding more owns
 * round(held / per) pits (as rounds.territory.rounding says), their row first, then on along the pit numbers
 * (TerritoryNewRound, compute_win_holes). */
int sow_held_seeds(const sow_rules *r, const sow_state *s, int player)
{
    int n = s->captured[player];
    for (uint32_t m = owned_pits(r, s, player); m; m &= m - 1) n += s->b.pit[__builtin_ctz(m)];
    return n;
}

/* rounds.territory.mixed_row = "reversed" (MancalaGames' UCHOWN, the
 * winner's choice in SelectOwnedHoles made a policy): in the row holding
 * pits of both players, the winner's pits turned end for end. */
static uint32_t reverse_mixed_row(const sow_rules *r, uint32_t won)
{
    for (int p = 0; p < 2; p++) {
        uint32_t m = won & r->row_mask[p], flipped = 0;
        if (!m || m == r->row_mask[p]) continue;
        for (int i = 0; i < r->row; i++)
            if (m & 1u << (p * r->row + i)) flipped |= 1u << (p * r->row + r->row - 1 - i);
        won = (won & ~r->row_mask[p]) | flipped;
    }
    return won;
}

static uint32_t territory_of_north(const sow_rules *r, const sow_state *s, int per)
{
    int c0 = s->captured[0], c1 = s->captured[1];
    if (c0 == c1) return r->row_mask[1];
    const int extra[] = { per / 2, 0, per - 1 - per / 2 };     /* rounds.territory.rounding */
    int w = c1 > c0, gain = (s->captured[w] + extra[r->fam.territory_rounding]) / per;
    uint32_t won = 0;
    for (int k = 0; k < gain && k < r->pits; k++) won |= 1u << ((w * r->row + k) % r->pits);
    if (r->fam.territory_reversed) won = reverse_mixed_row(r, won);
    return w ? won : r->all_mask & ~won;
}

/* rounds.territory: the owners changed, every pit re-dealt, the stores
 * emptied (TerritoryNewRound over NewGame). */
static void refill_territory(const sow_rules *r, sow_state *s, int per)
{
    s->owner_north = territory_of_north(r, s, per);
    memcpy(s->b.pit, r->layout, (size_t)r->pits);
    s->captured[0] = s->captured[1] = 0;
}

/* The players refill their own pits from their stores (rounds.fill), the
 * pits left unfilled blocked (rounds.blocked). Under rounds.chooser_fill
 * the chooser's row goes in that order: MancalaGames' RndChooseButtonBehavior
 * lets North choose when North has a blocked hole, else South. */
static void refill_rows(const sow_rules *r, sow_state *s, int per)
{
    int fills[2] = { s->captured[0] / per, s->captured[1] / per };
    int chooser = fills[1] < r->row ? 1 : 0;
    memset(&s->b, 0, sizeof s->b);
    for (int p = 0; p < 2; p++) {
        int k = fills[p];
        sow_fill order = r->fam.chooser_fill && p == chooser ? (sow_fill)(r->fam.chooser_fill - 1) : r->fam.fill;
        if (k > r->row) k = r->row;
        for (int i = 0; i < r->row; i++) {
            int pit = fill_pit(r, order, p, i);
            if (i < k) s->b.pit[pit] = (uint8_t)per;
            else if (r->fam.round_blocked) s->blocked |= 1u << pit;
        }
        s->captured[p] = (uint16_t)(s->captured[p] - k * per);
    }
}

/* rounds.tie_starter: who starts the round after a tie (`other`: the
 * player who did not start the tied round). */
static int tie_first(const sow_family *f, const sow_state *s, int other)
{
    if (s->last_mover > 1 || f->tie_starter == SOW_TIE_OTHER) return other;
    return f->tie_starter == SOW_TIE_LAST_MOVER ? s->last_mover : s->last_mover ^ 1;
}

/* rounds.fill = "loser_only" (MancalaGames' LOSER_ONLY: RoundLoserFillWinner,
 * NewRoundLoserOnly): the seeds left lie where they are at a round's end,
 * each player holding their store and their row (ClaimOwnSeeds). The match
 * is over after a tie, when the loser cannot fill rounds.needs pits, or
 * when the winner could not move on the board as it lies. */
static int loser_only_over(const sow_rules *r, const sow_state *s, int won)
{
    if (won > 1 || sow_held_seeds(r, s, won ^ 1) < r->fam.round_needs * r->layout[0]) return 1;
    sow_state w = *s;
    w.to_move = (uint8_t)won;
    w.barred = 0;
    return !sow_general_movable(r, &w);
}

/* The loser's row refilled from their store and row: `per` a pit from
 * South's pit 0 up, North's pit 2N-1 down (get_my_range), the rest empty
 * and blocked under rounds.blocked; the winner's row, store and blocked
 * pits stay as they are. */
static void refill_loser(const sow_rules *r, sow_state *s, int loser, int per)
{
    int seeds = sow_held_seeds(r, s, loser), k = seeds / per;
    s->blocked &= r->row_mask[loser ^ 1];
    for (int i = 0; i < r->row; i++) {
        int pit = loser ? r->pits - 1 - i : i;
        s->b.pit[pit] = (uint8_t)(i < k ? per : 0);
        if (i >= k && r->fam.round_blocked) s->blocked |= 1u << pit;
    }
    s->captured[loser] = (uint16_t)(seeds - k * per);
}

/* A uniform deal's round key: the round's end position (board, stores,
 * plies, sowings, rounds and round wins) hashed. sow_play is a function of
 * the state and the move alone, so a round's new deal must come from the
 * state; the end position already follows from the game's first deal
 * (its seed and index) and its moves, so the deal is reproducible from
 * them without a field in sow_state (see docs/spec-format.md, rounds.wins). */
static uint64_t round_key(const sow_state *s)
{
    uint64_t x = 0x5eed0f0a11d1ceULL, h = 0;
    for (size_t i = 0; i < sizeof s->b.w / sizeof s->b.w[0]; i++) {
        x ^= s->b.w[i];
        h ^= rng_splitmix64(&x);
    }
    x ^= (uint64_t)s->captured[0] | (uint64_t)s->captured[1] << 16 | (uint64_t)s->round << 32
         | (uint64_t)s->round_wins[0] << 48;
    h ^= rng_splitmix64(&x);
    x ^= (uint64_t)s->ply | (uint64_t)s->sowings << 32;
    h ^= rng_splitmix64(&x);
    x ^= s->round_wins[1];
    return h ^ rng_splitmix64(&x);
}

/* rounds.wins: the next round is a new game, the stores emptied; a uniform
 * deal is drawn anew (NewRoundTally over NewGamePattern's RandomPattern). */
static void redeal(const sow_rules *r, sow_state *s)
{
    if (r->deal == SOW_DEAL_UNIFORM) {
        sow_rng rng;
        uint8_t pit[SOW_MAX_PITS];
        rng_seed(&rng, round_key(s), 0);
        sow_deal_uniform(r, pit, &rng);
        memcpy(s->b.pit, pit, (size_t)r->pits);
    } else memcpy(s->b.pit, r->layout, (size_t)r->pits);
    s->captured[0] = s->captured[1] = 0;
}

/* rounds.wins (MancalaGames' RoundTally, RND_WIN_COUNT_MAX): the round's
 * winner scores a round win (rounds.points: points, RND_POINTS); the match
 * is over (0) when a player has rounds.wins of them (win_test),
 * or when the round ended endless (QuitRoundTally); else (1) the next
 * round is a new game on the starting board (NewRoundTally over NewGame). */
static void score(sow_state *s, int player)
{
    if (s->round_wins[player] < UINT16_MAX) s->round_wins[player]++;
}

/* rounds.points (RoundTally.tally, RND_POINTS): a won round scores 1 for
 * the player holding more, and 1 more for South holding skunk_seeds
 * (3/4 of all seeds, rounded down) or more, else for North holding them. */
static void score_round(const sow_rules *r, sow_state *s, int won)
{
    if (won > 1) return;
    score(s, won);
    if (!r->fam.match_points) return;
    int skunk = r->total * 3 / 4;
    if (s->captured[0] >= skunk) score(s, 0);
    else if (s->captured[1] >= skunk) score(s, 1);
}

static int tally_round(const sow_rules *r, sow_state *s, int won)
{
    score_round(r, s, won);
    if (s->round_wins[0] >= r->fam.match_wins || s->round_wins[1] >= r->fam.match_wins) {
        s->end = SOW_END_MATCH;
        return 0;
    }
    return s->end != SOW_END_ENDLESS;
}

/* rounds: a round has ended by a rule and its seeds are handed out. If
 * both players can fill rounds.needs pits from their stores, the next
 * round is set up (pits filled, the rest blocked) and 1 returned; else the
 * match is over (end `match`) and 0 returned. Seeds a round's end left
 * for nobody are out of play. Under rounds.territory the test is the
 * seeds held against ends_under, and the next round re-deals every pit. */
COLD static int next_round(const sow_rules *r, sow_state *s)
{
    const sow_family *f = &r->fam;
    int loser_only = f->fill == SOW_FILL_LOSER_ONLY;
    int per = r->layout[0], c0 = s->captured[0], c1 = s->captured[1];
    if (loser_only) {
        c0 = sow_held_seeds(r, s, 0);
        c1 = sow_held_seeds(r, s, 1);
    }
    int won = c0 > c1 ? 0 : c1 > c0 ? 1 : 2;            /* the round just finished, for the statistics */
    s->round_result = (uint8_t)(won + 1 + (won == s->round_first ? SOW_ROUND_FIRST_WON : 0));
    if (f->match_wins) {
        if (!tally_round(r, s, won)) return 0;
    } else if (loser_only) {
        if (loser_only_over(r, s, won)) {
            s->end = SOW_END_MATCH;
            return 0;
        }
    } else if (f->territory ? sow_held_seeds(r, s, 0) < f->territory_under || sow_held_seeds(r, s, 1) < f->territory_under
                            : per < 1 || c0 / per < f->round_needs || c1 / per < f->round_needs) {
        s->end = SOW_END_MATCH;
        return 0;
    }
    if (s->round + 1 >= f->max_rounds) {  /* limits.rounds: a simulation limit, not the match's end */
        s->end = SOW_END_LIMIT;
        s->left = (uint8_t)board_seeds(&s->b);
        s->result = SOW_LIMIT;
        s->winner = 2;
        return 1;
    }
    int loser = c0 < c1 ? 0 : c1 < c0 ? 1 : -1, other = s->round_first ^ 1, first = other;
    uint32_t kept = s->blocked;
    s->blocked = s->child = s->child_north = s->started = 0;
    s->barred = 0;
    if (loser_only) {
        s->blocked = kept;
        refill_loser(r, s, loser, per);
    } else if (f->territory) refill_territory(r, s, per);
    else if (f->match_wins) redeal(r, s);
    else refill_rows(r, s, per);
    switch (f->starter) {
    case SOW_STARTER_ALTERNATE: break;
    case SOW_STARTER_LOSER: first = loser >= 0 ? loser : tie_first(f, s, other); break;
    case SOW_STARTER_WINNER: first = loser >= 0 ? loser ^ 1 : tie_first(f, s, other); break;
    case SOW_STARTER_LAST_MOVER: first = s->last_mover < 2 ? s->last_mover : other; break;
    }
    s->round++;
    s->round_sowed = s->sowings;
    if (f->openings_per_round) s->ways = 0;     /* sow.first_chooses: the round's first sowing chooses again */
    s->round_first = (uint8_t)first;
    s->to_move = (uint8_t)first;
    s->status = SOW_PLAYING;
    s->end = SOW_END_NONE;
    s->left = 0;
    s->quiet = 0;
    s->proof = 0;
    s->again = 0;
    s->last_again = 0;
    return 1;
}

/* Ends the game for `why`, giving the seeds left as `rest` says. */
/* children.keep: at the end a child's seeds go to its owner, before the
 * seeds left are handed out. */
static void give_kept(const sow_rules *r, sow_state *s)
{
    for (uint32_t m = r->fam.child_keep ? s->child : 0; m; m &= m - 1) {
        int p = __builtin_ctz(m);
        s->captured[s->child_north >> p & 1] = (uint16_t)(s->captured[s->child_north >> p & 1] + s->b.pit[p]);
        s->b.pit[p] = 0;
    }
}

COLD static void finish(const sow_rules *r, sow_state *s, sow_end why, sow_rest rest)
{
    if (why != SOW_END_LIMIT) give_kept(r, s);
    int left = board_seeds(&s->b), unresolved = 0;
    int needs = sow_needed(s, r->win_needs);   /* before the board is cleared: seeds in play */
    s->status = SOW_ENDED;
    s->end = (uint8_t)why;
    s->left = (uint8_t)left;
    if (why == SOW_END_LIMIT) {                /* not a rule: no seeds move, no result */
        s->result = SOW_LIMIT;
        s->winner = 2;
        return;
    }
    if (r->fam.rounds && r->fam.fill == SOW_FILL_LOSER_ONLY && rest != SOW_REST_GAP)
        rest = SOW_REST_NOBODY;                /* loser_only: the seeds stay, their row's owner holds them */
    switch (rest) {
    case SOW_REST_NOBODY: break;
    case SOW_REST_SPLIT:
        if (left % 2) {                /* AM.Q6: cannot be divided equally */
            s->end = SOW_END_ODD_SPLIT;
            unresolved = 1;
            break;
        }
        s->captured[0] += (uint16_t)(left / 2);
        s->captured[1] += (uint16_t)(left / 2);
        memset(&s->b, 0, sizeof s->b);
        break;
    case SOW_REST_OWNER:
        for (int p = 0; p < r->pits; p++) s->captured[owned_pits(r, s, 1) >> p & 1] += s->b.pit[p];
        memset(&s->b, 0, sizeof s->b);
        break;
    case SOW_REST_TO_MOVE:
        s->captured[s->to_move] += (uint16_t)left;
        memset(&s->b, 0, sizeof s->b);
        break;
    case SOW_REST_OPPONENT:
        s->captured[s->to_move ^ 1] += (uint16_t)left;
        memset(&s->b, 0, sizeof s->b);
        break;
    case SOW_REST_LAST_MOVER:
        s->captured[s->last_mover < 2 ? s->last_mover : s->to_move ^ 1] += (uint16_t)left;
        memset(&s->b, 0, sizeof s->b);
        break;
    case SOW_REST_ROUND_FIRST:             /* finish.few_left_to starter */
        s->captured[s->round_first & 1] += (uint16_t)left;
        memset(&s->b, 0, sizeof s->b);
        break;
    case SOW_REST_GAP: unresolved = 1; break;
    case SOW_REST_DIVIDED: {
        int odd = left % 2, c0 = s->captured[0], c1 = s->captured[1];
        if (odd && c0 == c1) {         /* the odd seed of equal holdings: the rule does not say (a gap, as a split's) */
            s->end = SOW_END_ODD_SPLIT;
            unresolved = 1;
            break;
        }
        s->captured[0] += (uint16_t)(left / 2 + (odd && c0 < c1));
        s->captured[1] += (uint16_t)(left / 2 + (odd && c1 < c0));
        memset(&s->b, 0, sizeof s->b);
        break;
    }
    case SOW_REST_DIVIDED_TIE_NORTH: {  /* MancalaGames' DivvySeedsStores: the odd seed to South only when North holds more */
        int odd = left % 2, south = odd && s->captured[1] > s->captured[0];
        s->captured[0] += (uint16_t)(left / 2 + south);
        s->captured[1] += (uint16_t)(left / 2 + (odd && !south));
        memset(&s->b, 0, sizeof s->b);
        break;
    }
    }
    if (why == SOW_END_RELAY_CYCLE) unresolved = 1;
    if (r->fam.rounds && !unresolved && why != SOW_END_LIMIT && next_round(r, s)) return;
    if (r->fam.rounds && r->fam.fill == SOW_FILL_LOSER_ONLY && !unresolved) {
        for (int p = 0; p < r->pits; p++)      /* loser_only: the match over, each holds their row (ClaimOwnSeeds) */
            s->captured[owned_pits(r, s, 1) >> p & 1] += s->b.pit[p];
        memset(&s->b, 0, sizeof s->b);
    }
    int c0 = s->captured[0], c1 = s->captured[1];
    if (r->fam.match_wins) {           /* rounds.wins: the match by the rounds won (RoundTally.end_it) */
        c0 = s->round_wins[0];
        c1 = s->round_wins[1];
        needs = 0;
    }
    int w = c1 > c0;
    if (unresolved) {
        s->result = SOW_UNRESOLVED;
        s->winner = 2;
    } else if (c0 == c1 || (needs && (w ? c1 : c0) < needs)) {
        s->result = SOW_DRAW;          /* II.E2: 36-36; a win needs its count */
        s->winner = 2;
    } else {
        s->result = SOW_WIN;
        s->winner = (uint8_t)w;
    }
}

int sow_result_for(const sow_state *s, int seat)
{
    if (s->status != SOW_ENDED) return SOW_R_UNRESOLVED;
    switch (s->result) {
    case SOW_DRAW: return SOW_R_DRAW;
    case SOW_LIMIT: return SOW_R_LIMIT;
    case SOW_WIN:
        if (s->winner == seat) return SOW_R_WIN;
        if (s->winner == 1 - seat) return SOW_R_LOSS;
        return SOW_R_UNRESOLVED;     /* a win without a winner: never, but not a hang */
    default: return SOW_R_UNRESOLVED;
    }
}

void sow_end_endless(const sow_rules *r, sow_state *s)
{
    if (s->status == SOW_PLAYING) finish(r, s, SOW_END_ENDLESS, r->endless_rest);
}

void sow_end_limit(const sow_rules *r, sow_state *s)
{
    if (s->status == SOW_PLAYING) finish(r, s, SOW_END_LIMIT, SOW_REST_NOBODY);
}

/* finish.goal: the game ends with `winner` reaching the goal (or the
 * other player losing by it); the seeds stay where they are. */
COLD static void finish_goal(sow_state *s, int winner)
{
    s->status = SOW_ENDED;
    s->end = SOW_END_GOAL;
    s->left = (uint8_t)board_seeds(&s->b);
    s->result = SOW_WIN;
    s->winner = (uint8_t)winner;
}

/* The rules that only a capture can set off: seeds leave the board only
 * by capture, so these are checked only after one (and at the start).
 * `general` as for settle_rules_as: children.keep is the family's. */
HOT_INLINE int after_capture_as(const sow_rules *r, sow_state *s, int general)
{
    uint32_t occ = board_occupied(&s->b) & ~(general && r->fam.child_keep ? s->child : 0); /* (kept: out of play) */
    if (!occ && general && r->fam.goal == SOW_GOAL_IMMOBILIZE) {   /* the player to move has no move: they lose */
        finish_goal(s, s->to_move ^ 1);
        return 1;
    }
    if (!occ) {                                          /* II.E1, IV.E1 */
        finish(r, s, SOW_END_BOARD_EMPTY, SOW_REST_NOBODY);
        return 1;
    }
    if (!r->capture_ends_rare) return 0;                /* (one test for the two below) */
    if (r->threshold && r->threshold_stop) {             /* AM.E3, AM.Q7 */
        int t = sow_needed(s, r->threshold);
        if (!general ? s->captured[0] >= t || s->captured[1] >= t
                     : s->captured[0] + kept_seeds(r, s, 0) >= t || s->captured[1] + kept_seeds(r, s, 1) >= t) {
            finish(r, s, SOW_END_THRESHOLD, SOW_REST_NOBODY);
            return 1;
        }
    }
    if (r->lone_seed_set && !(occ & (occ - 1)) && board_seeds(&s->b) == 1) { /* IV.Q9 */
        finish(r, s, SOW_END_LONE_SEED, r->lone_seed_rest);
        return 1;
    }
    return 0;
}

COLD static int settle_after_capture(const sow_rules *r, sow_state *s) { return after_capture_as(r, s, 0); }
COLD static int settle_after_capture_general(const sow_rules *r, sow_state *s) { return after_capture_as(r, s, 1); }

/* The same under the general turn: a player with no legal move at all
 * (an empty row, or only pits the rules exclude) ends the game or passes;
 * when neither can move the game ends (finish.no_moves). */

/* finish.goal deprive / clear, and finish.few_left, after a ply. */
COLD static int settle_goal(const sow_rules *r, sow_state *s)
{
    const sow_family *f = &r->fam;
    int mover = s->last_mover < 2 ? s->last_mover : s->to_move ^ 1;
    if (f->goal == SOW_GOAL_DEPRIVE || f->goal == SOW_GOAL_CLEAR) {
        int first = f->goal == SOW_GOAL_DEPRIVE ? 1 : 0;    /* deprive: who has none loses; clear: wins */
        for (int k = 0; k < 2; k++) {
            int p = k == 0 ? mover : (mover ^ 1);
            if (row_empty(r, &s->b, p)) {
                finish_goal(s, first ? p ^ 1 : p);
                return 1;
            }
        }
    }
    if (f->few_left) {
        int left = board_seeds(&s->b);
        if (left >= 1 && left <= f->few_left && s->last_mover < 2) {
            finish(r, s, SOW_END_FEW_LEFT, f->few_left_starter ? SOW_REST_ROUND_FIRST : SOW_REST_LAST_MOVER);
            return 1;
        }
    }
    return 0;
}

COLD static int settle_no_move_general(const sow_rules *r, sow_state *s)
{
    if ((r->fam.goal == SOW_GOAL_IMMOBILIZE || r->fam.no_move_loses) && !sow_general_movable(r, s)) {  /* stuck: loses */
        finish_goal(s, s->to_move ^ 1);
        return 1;
    }
    if (r->fam.singles_end) {                            /* finish.all_singletons */
        int most = 0;
        for (int p = 0; p < r->pits; p++) most = s->b.pit[p] > most ? s->b.pit[p] : most;
        if (most <= 1) {
            finish(r, s, SOW_END_ALL_SINGLETONS, r->fam.singles_rest);
            return 1;
        }
    }
    if (r->fam.mover_row_end || r->fam.opponent_row_end) { /* finish.mover_row_empty, opponent_row_empty */
        uint32_t occ = board_occupied(&s->b);
        int mover = s->last_mover;
        if (mover < 2 && r->fam.mover_row_end && !(occ & r->row_mask[mover])) {
            finish(r, s, SOW_END_MOVER_ROW_EMPTY, r->fam.mover_row_rest);
            return 1;
        }
        if (mover < 2 && r->fam.opponent_row_end && !(occ & r->row_mask[mover ^ 1])) {
            finish(r, s, SOW_END_OPPONENT_ROW_EMPTY, r->fam.opponent_row_rest);
            return 1;
        }
    }
    if (r->fam.either_row_empty) {                       /* finish.either_row_empty */
        uint32_t occ = board_occupied(&s->b);
        if (!(occ & r->row_mask[0]) || !(occ & r->row_mask[1])) {
            finish(r, s, SOW_END_EITHER_ROW_EMPTY, r->fam.either_row_rest);
            return 1;
        }
    }
    sow_moves movable = sow_general_movable(r, s);
    if (!movable) {
        if (r->empty_row == SOW_EMPTY_END) {
            finish(r, s, SOW_END_EMPTY_ROW, r->empty_row_rest);
            return 1;
        }
        sow_state o = *s;
        o.to_move ^= 1;
        if (!sow_general_movable(r, &o)) {
            finish(r, s, SOW_END_NO_MOVES, r->fam.no_moves_rest);
            return 1;
        }
        return 0;
    }
    if (r->feed != SOW_FEED_NONE && !(board_occupied(&s->b) & owned_pits(r, s, s->to_move ^ 1))
        && !sow_general_feeding(r, s, movable)) {
        finish(r, s, SOW_END_CANNOT_FEED, r->feed_unable);
        return 1;
    }
    return 0;
}

/* AM.E1, AM.Q9: the opponent of the player to move (who has seeds) has
 * none, and no move of theirs feeds them. */
COLD static int settle_cannot_feed(const sow_rules *r, sow_state *s, uint32_t occ)
{
    if (sow_feeding_moves(r, s, start_pits(r, s, occ))) return 0;
    finish(r, s, SOW_END_CANNOT_FEED, r->feed_unable);
    return 1;
}

/* The rules about a player who cannot move or feed: the tests inline, the
 * rare ends out of line. */
HOT_INLINE int settle_no_move(const sow_rules *r, sow_state *s)
{
    uint32_t occ = board_occupied(&s->b);
    uint32_t own = occ & r->row_mask[s->to_move];
    if (!own && r->empty_row == SOW_EMPTY_END) {         /* AM.Q2 */
        finish(r, s, SOW_END_EMPTY_ROW, r->empty_row_rest);
        return 1;
    }
    return own && opponent_starved(r, s, occ) && settle_cannot_feed(r, s, occ);   /* AM.E1, AM.Q9 */
}

/* Every end rule but the endless proof and the ply limit, cheapest first;
 * `kernel` a constant where a loop chose the routine once (line.c: the
 * hot unit compiles game.c and line.c together). `limits` 0 leaves out the
 * quiet-plies rule too: line.c's loops ask it only on the plies where it
 * could end the game (plies_to_limits). */
HOT_INLINE void settle_rules_limits_as(const sow_rules *r, sow_state *s, int kernel, int limits)
{
    const int general = kernel == KERNEL_GENERAL;
    if (!lean_turn(kernel) && s->status != SOW_PLAYING) return;  /* lean: a game in play, */
    if (!lean_turn(kernel) && s->end == SOW_END_LAP_CAP) {         /* and its ply cannot end it */   /* sow.max_laps, marked by the ply */
        finish(r, s, SOW_END_LAP_CAP, r->lap_cap_rest);
        return;
    }
    if (general && (r->fam.goal == SOW_GOAL_DEPRIVE || r->fam.goal == SOW_GOAL_CLEAR || r->fam.few_left)
        && settle_goal(r, s))                            /* finish.goal and few_left: before the seeds' own ends */
        return;
    if (s->quiet == 0 && (general ? settle_after_capture_general(r, s)
                          : lean_turn(kernel) ? after_capture_as(r, s, 0)   /* lean: a capture's own path, inline */
                          : settle_after_capture(r, s)))
        return;
    if (general ? settle_no_move_general(r, s)
                : (kernel == KERNEL_FED || (kernel == KERNEL_SEED && (r->empty_row == SOW_EMPTY_END
                                                                      || r->feed != SOW_FEED_NONE)))
                  && settle_no_move(r, s))
        return;
    if (limits && r->endless_detect == SOW_DETECT_PLIES && s->quiet >= (uint32_t)r->endless_plies) /* AM.Q5 */
        finish(r, s, SOW_END_ENDLESS, r->endless_rest);
}

HOT_INLINE void settle_rules_as(const sow_rules *r, sow_state *s, int kernel)
{
    settle_rules_limits_as(r, s, kernel, 1);
}

/* ---- a ply ---------------------------------------------------------------- */

/* A 180-degree turn of a set of pits: pit p of South's row to the same
 * place of North's (p + N), and back. */
static uint32_t turned(const sow_rules *r, uint32_t m)
{
    uint32_t south = m & r->row_mask[0], north = m & r->row_mask[1];
    return (south << r->row | north >> r->row) & r->all_mask;
}

/* pie: the mover takes the position the first sowing left their
 * opponent, who moves next: the board is turned round (each row to the
 * other player), with the stores, children, blocked pits and ways. */
COLD static void swap_sides(const sow_rules *r, sow_state *s)
{
    sow_board b = s->b;
    int mover = s->to_move;
    for (int p = 0; p < r->pits; p++) s->b.pit[(p + r->row) % r->pits] = b.pit[p];
    uint16_t c = s->captured[0];
    s->captured[0] = s->captured[1];
    s->captured[1] = c;
    uint32_t south_children = s->child & ~s->child_north;
    s->child = turned(r, s->child);
    s->child_north = turned(r, south_children);
    s->blocked = turned(r, s->blocked);
    s->started = turned(r, s->started);
    if (s->ways & 4) s->ways = (uint8_t)((s->ways & SOW_WAYS_BEARING) | 4 | (s->ways & 1) << 1 | (s->ways >> 1 & 1));
    s->last_laps = 0;
    s->last_pits = 0;
    s->last_taken = 0;
    s->last_mover = (uint8_t)mover;
    s->to_move = (uint8_t)(mover ^ 1);
    s->quiet++;
}

/* The most seeds any pit holds. */
static int max_pit(const sow_rules *r, const sow_board *b)
{
    int most = 0;
    for (int p = 0; p < r->pits; p++) most = b->pit[p] > most ? b->pit[p] : most;
    return most;
}

/* A sowing ply under the general turn: stores and children change the
 * captured counts as seeds are sown, a repeat turn keeps the mover, and a
 * ply is quiet when no seed left the board. */
COLD static void play_general(const sow_rules *r, sow_state *s, int move, sow_trace *tr)
{
    if (r->fam.pie && move == sow_swap_move(r)) {
        swap_sides(r, s);
        return;
    }
    int mover = s->to_move, on_board = board_seeds(&s->b) - kept_seeds(r, s, 2), again, pit = move & (SOW_REVERSE - 1);
    long laps;
    int pits;
    if (r->fam.allow == SOW_ALLOW_EACH_PIT_FIRST) s->started |= 1u << pit;  /* allow each_pit_first */
    if (r->fam.first_chooses && !(s->ways & 4))        /* the first sowing sets both players' ways */
        s->ways = (uint8_t)(4 | (move >= SOW_REVERSE ? 1 << mover : 1 << (mover ^ 1)));
    int facing = r->pits - 1 - pit, end = pit == 0 || pit == r->row - 1 || pit == r->row || pit == r->pits - 1;
    int lone = r->fam.no_return && end && s->b.pit[pit] == 1 && !s->b.pit[facing];
    uint32_t blocked = s->blocked;
    int got = sow_general_turn(r, s, move, tr, &laps, &pits, &again);
    if (r->fam.bear_off && !(s->ways & SOW_WAYS_BEARING) && max_pit(r, &s->b) <= 1)
        s->ways |= SOW_WAYS_BEARING;             /* sow.bear_off: from now on, for good */
    s->last_laps = (uint16_t)(laps < 65535 ? laps : 65535);
    s->last_pits = (uint8_t)pits;
    s->last_taken = (uint8_t)(got > 0 ? got : 0);
    s->sowings++;
    s->last_mover = (uint8_t)mover;
    s->again = (uint8_t)(got >= 0 && again);
    if (r->fam.repeat_once) s->last_again = s->again;   /* extra_turn.capture_once: a pass leaves it */
    s->to_move = (uint8_t)(s->again ? mover : mover ^ 1);
    if (lone && !s->again && s->b.pit[facing] == 1)   /* no_return: the seed crossed and lies there alone */
        s->barred = (uint8_t)(facing + 1);
    if (got == SOW_TURN_LAP_CAP) {
        s->end = SOW_END_LAP_CAP;
        return;
    }
    if (got < 0) {
        finish(r, s, got == SOW_TURN_CYCLE ? SOW_END_RELAY_CYCLE : SOW_END_LIMIT, SOW_REST_GAP);
        return;
    }
    int moved = board_seeds(&s->b) - kept_seeds(r, s, 2) != on_board     /* (into a kept child: out of play) */
             || s->blocked != blocked;                                   /* sow.close closed a pit */
    s->quiet = moved ? 0 : s->quiet + 1;
    if (moved) s->proof = 0;
}

static inline void settle_rules(const sow_rules *r, sow_state *s)
{
    settle_rules_as(r, s, r->general);
}

/* The counters of a lean sowing by `mover` (one lap) that took `got`
 * seeds (more than none) from `pits` pits; sowings and ply are the
 * caller's. */
HOT_INLINE void lean_took(sow_state *s, int mover, int got, int pits)
{
    s->last_laps = 1;
    s->last_mover = (uint8_t)mover;
    s->to_move = (uint8_t)(mover ^ 1);
    s->last_pits = (uint8_t)pits;
    s->last_taken = (uint8_t)got;
    s->captured[mover] += (uint16_t)got;
    s->quiet = 0;
    s->proof = 0;                        /* a new quiet stretch: no verdict yet */
}

/* A sowing of lean rules, untraced: one lap that cannot fail. A quiet one
 * (most are) leaves the pits and its counters alone: pits is set only by
 * a capture (turn_lean). */
HOT_INLINE void play_lean(const sow_rules *r, sow_state *s, int move, int mover)
{
    int pits, got = turn_lean(r, &s->b, move, mover, &pits);
    s->sowings++;
    if (got) {
        lean_took(s, mover, got, pits);
        return;
    }
    s->last_laps = 1;
    s->last_mover = (uint8_t)mover;
    s->to_move = (uint8_t)(mover ^ 1);
    s->last_pits = 0;
    s->last_taken = 0;
    s->quiet++;
}

/* A ply, the turn routine chosen as for settle_rules_as. */
HOT_INLINE void play_as(const sow_rules *r, sow_state *s, int move, sow_trace *tr, int kernel)
{
    const int general = kernel == KERNEL_GENERAL;
    int mover = s->to_move;
    if (tr) memset(tr, 0, sizeof *tr);
    s->ply++;
    if (general) {
        s->again = 0;
        s->barred = 0;                                   /* no_return lasts one ply */
    }
    if (move == SOW_PASS) {                              /* II.R3, IV.R4 */
        s->quiet++;
        s->to_move = (uint8_t)(mover ^ 1);
        s->last_laps = 0;
        s->last_pits = 0;
        s->last_taken = 0;
        return;
    }
    if (general) {
        play_general(r, s, move, tr);
        return;
    }
    const int lean = lean_turn(kernel) && !tr;         /* one lap that cannot fail */
    if (lean) {
        play_lean(r, s, move, mover);
        return;
    }
    long laps = 1;
    int pits;
    int got = tr ? sow_turn_counted(r, &s->b, move, mover, tr, &laps, &pits)
                 : sow_turn_untraced(r, &s->b, move, mover, &laps, &pits);
    s->last_laps = (uint16_t)(laps < 65535 ? laps : 65535);
    s->last_pits = (uint8_t)pits;
    s->last_taken = (uint8_t)(got > 0 ? got : 0);
    s->sowings++;
    s->last_mover = (uint8_t)mover;
    s->to_move = (uint8_t)(mover ^ 1);
    if (!lean && got == SOW_TURN_LAP_CAP) { /* sow.max_laps: a rule's end, given out by settle_rules, so the */
        s->end = SOW_END_LAP_CAP;           /* half-ply (sow_move) shows the board as the last lap left it */
        return;
    }
    if (!lean && got < 0) {        /* IV.Q10 a cycle (a gap), or the lap limit */
        finish(r, s, got == SOW_TURN_CYCLE ? SOW_END_RELAY_CYCLE : SOW_END_LIMIT, SOW_REST_GAP);
        return;
    }
    s->captured[mover] += (uint16_t)got;
    s->quiet = got ? 0 : s->quiet + 1;
    if (got) s->proof = 0;               /* a new quiet stretch: no verdict yet */
}

static inline void play(const sow_rules *r, sow_state *s, int move, sow_trace *tr)
{
    play_as(r, s, move, tr, r->general);
}

void sow_move(const sow_rules *r, sow_state *s, int move, sow_trace *trace)
{
    play(r, s, move, trace);
}

void sow_settle_rules(const sow_rules *r, sow_state *s)
{
    settle_rules(r, s);
}


void sow_play_rules(const sow_rules *r, sow_state *s, int move)
{
    play(r, s, move, NULL);
    settle_rules(r, s);
}

/* ---- a position ------------------------------------------------------------ */

void sow_position(const sow_rules *r, sow_state *s, const uint8_t *layout, int to_move)
{
    memset(s, 0, sizeof *s);
    memcpy(s->b.pit, layout, (size_t)r->pits);
    s->to_move = (uint8_t)(to_move & 1);
    s->round_first = s->to_move;
    s->last_mover = 2;
    s->winner = 2;
    s->status = SOW_PLAYING;
    if (r->fam.territory) s->owner_north = r->row_mask[1];
}
