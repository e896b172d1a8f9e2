/* game.c - a game: the setup, legal moves (start rule, feeding), passes,
 * and every end rule, applied in one place (settle) after each ply. */
#include <string.h>

#include "internal.h"

/* ---- legal moves ------------------------------------------------------- */

/* II.R1, IV.R1, AM.R1, IV.Q1: the pits a player may start from. */
static uint32_t start_pits(const sow_rules *r, const sow_state *s, uint32_t occ)
{
    uint32_t own = occ & r->row_mask[s->to_move];
    if (!own) return 0;
    switch (r->start) {
    case SOW_START_ANY: return own;
    case SOW_START_LEFTMOST: return own & (0u - own);
    case SOW_START_RIGHTMOST: return 1u << (31 - __builtin_clz(own));
    case SOW_START_FIRST_ONLY: return s->sowings ? own : own & (0u - own);
    }
    return own;
}

/* AM.R3, AM.Q1: of `moves`, those that feed an opponent whose row is empty. */
COLD static uint32_t feeding_moves(const sow_rules *r, const sow_state *s, uint32_t moves)
{
    int opp = s->to_move ^ 1;
    uint32_t feeds = 0;
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

static int opponent_starved(const sow_rules *r, const sow_state *s, uint32_t occ)
{
    return r->feed != SOW_FEED_NONE && !(occ & r->row_mask[s->to_move ^ 1]);
}

uint32_t sow_legal(const sow_rules *r, const sow_state *s)
{
    if (s->status != SOW_PLAYING) return 0;
    uint32_t occ = board_occupied(&s->b);
    uint32_t moves = start_pits(r, s, occ);
    if (moves && opponent_starved(r, s, occ)) moves = feeding_moves(r, s, moves);
    return moves;
}

int sow_is_legal(const sow_rules *r, const sow_state *s, int move)
{
    if (s->status != SOW_PLAYING) return 0;
    uint32_t legal = sow_legal(r, s);
    if (move == SOW_PASS) return legal == 0;
    return move >= 0 && move < r->pits && (legal >> move & 1);
}

int sow_on_board(const sow_rules *r, const sow_state *s)
{
    (void)r;
    return board_seeds(&s->b);
}

/* ---- the end ------------------------------------------------------------ */

/* Ends the game for `why`, giving the seeds left as `rest` says. */
COLD static void finish(const sow_rules *r, sow_state *s, sow_end why, sow_rest rest)
{
    int left = board_seeds(&s->b), unresolved = 0;
    s->status = SOW_ENDED;
    s->end = (uint8_t)why;
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
        for (int p = 0; p < r->pits; p++) s->captured[p >= r->row] += s->b.pit[p];
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
    case SOW_REST_GAP: unresolved = 1; break;
    }
    if (why == SOW_END_RELAY_CYCLE || why == SOW_END_PLY_CAP || why == SOW_END_SUSPECTED) unresolved = 1;
    int c0 = s->captured[0], c1 = s->captured[1], w = c1 > c0;
    if (unresolved) {
        s->result = SOW_UNRESOLVED;
        s->winner = 2;
    } else if (c0 == c1 || (r->win_needs && s->captured[w] < r->win_needs)) {
        s->result = SOW_DRAW;          /* II.E2: 36-36; a win needs its count */
        s->winner = 2;
    } else {
        s->result = SOW_WIN;
        s->winner = (uint8_t)w;
    }
}

/* The endless prover is asked at 64, 256, 1024, ... quiet plies: often
 * enough to end a proven-endless game soon, rarely enough to cost little
 * (asking at 32, 64, 128, ... doubled the cost of random Mangala II games,
 * where a capture almost always stays reachable). */
enum { ENDLESS_FIRST = 64 };

static int endless_due(uint32_t quiet)
{
    return quiet >= ENDLESS_FIRST && (quiet & (quiet - 1)) == 0 && (quiet & 0x55555555u);
}

enum { ENDLESS_BUDGET = 20000 };

/* The rules that only a capture can set off: seeds leave the board only
 * by capture, so these are checked only after one (and at the start). */
COLD static int settle_after_capture(const sow_rules *r, sow_state *s)
{
    uint32_t occ = board_occupied(&s->b);
    if (!occ) {                                          /* II.E1, IV.E1 */
        finish(r, s, SOW_END_BOARD_EMPTY, SOW_REST_NOBODY);
        return 1;
    }
    if (r->threshold && r->threshold_stop                /* AM.E3, AM.Q7 */
        && (s->captured[0] >= r->threshold || s->captured[1] >= r->threshold)) {
        finish(r, s, SOW_END_THRESHOLD, SOW_REST_NOBODY);
        return 1;
    }
    if (r->lone_seed_set && !(occ & (occ - 1)) && board_seeds(&s->b) == 1) { /* IV.Q9 */
        finish(r, s, SOW_END_LONE_SEED, r->lone_seed_rest);
        return 1;
    }
    return 0;
}

/* The rules about a player who cannot move or feed. */
COLD static int settle_no_move(const sow_rules *r, sow_state *s)
{
    uint32_t occ = board_occupied(&s->b);
    uint32_t own = occ & r->row_mask[s->to_move];
    if (!own && r->empty_row == SOW_EMPTY_END) {         /* AM.Q2 */
        finish(r, s, SOW_END_EMPTY_ROW, r->empty_row_rest);
        return 1;
    }
    if (own && opponent_starved(r, s, occ)               /* AM.E1, AM.Q9 */
        && !feeding_moves(r, s, start_pits(r, s, occ))) {
        finish(r, s, SOW_END_CANNOT_FEED, r->feed_unable);
        return 1;
    }
    return 0;
}

/* Endless play and the backstops, once play has been quiet for a while. */
COLD static void settle_quiet(const sow_rules *r, sow_state *s, int full)
{
    if (r->endless_detect == SOW_DETECT_PLIES && s->quiet >= (uint32_t)r->endless_plies) { /* AM.Q5 */
        finish(r, s, SOW_END_ENDLESS, r->endless_rest);
        return;
    }
    if (!full) return;
    if (r->endless_detect == SOW_DETECT_PROVEN && endless_due(s->quiet)) {   /* II.Q5, AM.E2 */
        sow_endless_verdict v = sow_endless_proof(r, s, ENDLESS_BUDGET);
        s->proof = (uint8_t)(v + 1);
        if (v == SOW_ENDLESS_PROVEN) {
            finish(r, s, SOW_END_ENDLESS, r->endless_rest);
            return;
        }
    }
    /* the backstop: "suspected" when the prover could not decide, else a
     * capture was still possible and the players just did not make it */
    if (s->ply >= (uint32_t)r->max_plies || s->quiet >= (uint32_t)r->max_quiet)
        finish(r, s, s->proof == SOW_ENDLESS_UNKNOWN + 1 ? SOW_END_SUSPECTED : SOW_END_PLY_CAP, SOW_REST_GAP);
}

/* Every end rule, in one place, cheapest tests first. `full` adds the
 * endless prover and the backstops, which the prover must not recurse into. */
static inline void settle(const sow_rules *r, sow_state *s, int full)
{
    if (s->status != SOW_PLAYING) return;
    if (s->quiet == 0 && settle_after_capture(r, s)) return;
    if ((r->empty_row == SOW_EMPTY_END || r->feed != SOW_FEED_NONE) && settle_no_move(r, s)) return;
    if (s->quiet >= r->quiet_alarm || s->ply >= (uint32_t)r->max_plies) settle_quiet(r, s, full);
}

/* ---- a ply ---------------------------------------------------------------- */

static inline void play(const sow_rules *r, sow_state *s, int move, sow_trace *tr)
{
    int mover = s->to_move;
    if (tr) memset(tr, 0, sizeof *tr);
    s->ply++;
    if (move == SOW_PASS) {                              /* II.R3, IV.R4 */
        s->quiet++;
        s->to_move = (uint8_t)(mover ^ 1);
        s->last_laps = 0;
        s->last_pits = 0;
        s->last_taken = 0;
        return;
    }
    long laps;
    int pits;
    int got = tr ? sow_turn_counted(r, &s->b, move, mover, tr, &laps, &pits)
                 : sow_turn_untraced(r, &s->b, move, mover, &laps, &pits);
    s->last_laps = (uint16_t)(laps < 65535 ? laps : 65535);
    s->last_pits = (uint8_t)pits;
    s->last_taken = (uint8_t)(got > 0 ? got : 0);
    s->sowings++;
    s->last_mover = (uint8_t)mover;
    s->to_move = (uint8_t)(mover ^ 1);
    if (got < 0) {                                       /* IV.Q10 */
        finish(r, s, SOW_END_RELAY_CYCLE, SOW_REST_GAP);
        return;
    }
    s->captured[mover] += (uint16_t)got;
    s->quiet = got ? 0 : s->quiet + 1;
    if (got) s->proof = 0;               /* a new quiet stretch: no verdict yet */
}

void sow_move(const sow_rules *r, sow_state *s, int move, sow_trace *trace)
{
    play(r, s, move, trace);
}

void sow_settle(const sow_rules *r, sow_state *s)
{
    settle(r, s, 1);
}

void sow_play(const sow_rules *r, sow_state *s, int move, sow_trace *trace)
{
    play(r, s, move, trace);
    settle(r, s, 1);
}

void sow_play_rules_only(const sow_rules *r, sow_state *s, int move)
{
    play(r, s, move, NULL);
    settle(r, s, 0);
}

/* ---- a new game ------------------------------------------------------------ */

/* IV.B2, IV.Q7: the spec's setup; a uniform deal draws from rng. */
static void deal(const sow_rules *r, sow_board *b, sow_rng *rng)
{
    memset(b, 0, sizeof *b);
    if (r->deal != SOW_DEAL_UNIFORM) {
        memcpy(b->pit, r->layout, (size_t)r->pits);
        return;
    }
    for (int p = 0; p < r->pits; p++) b->pit[p] = (uint8_t)r->deal_min;
    for (int k = r->total - r->deal_min * r->pits; k > 0; k--) b->pit[sow_rng_below(rng, (uint32_t)r->pits)]++;
}

/* II.Q4, AM.Q8, IV.O1/IV.Q8. With agents that choose sides at random the
 * ritual makes the first mover a fair coin; the draws are made anyway so
 * that every reading uses the stream the same way. */
static int first_player(const sow_rules *r, sow_rng *rng, uint64_t game_index)
{
    switch (r->first) {
    case SOW_FIRST_SOUTH: return 0;
    case SOW_FIRST_NORTH: return 1;
    case SOW_FIRST_RANDOM: return (int)(sow_rng_next(rng) >> 63);
    case SOW_FIRST_ALTERNATE: return (int)(game_index & 1);
    case SOW_FIRST_RITUAL_OTHER:
    case SOW_FIRST_RITUAL_CHOOSER: {
        int guessed = (int)(sow_rng_next(rng) >> 63);    /* odd or even? */
        int side = (int)(sow_rng_next(rng) >> 63);       /* the chooser's side */
        (void)guessed;                                   /* either way someone chooses */
        return r->first == SOW_FIRST_RITUAL_CHOOSER ? side : side ^ 1;
    }
    }
    return 0;
}

void sow_setup(const sow_rules *r, sow_state *s, const uint8_t *layout,
               int first, sow_rng *rng, uint64_t game_index)
{
    sow_rng fallback;
    if (!rng) {                        /* no stream given: a fixed one */
        sow_rng_seed(&fallback, 0, game_index);
        rng = &fallback;
    }
    memset(s, 0, sizeof *s);
    if (layout) memcpy(s->b.pit, layout, (size_t)r->pits);
    else deal(r, &s->b, rng);
    s->to_move = (uint8_t)(first == 0 || first == 1 ? first : first_player(r, rng, game_index));
    s->last_mover = 2;
    s->winner = 2;
    s->status = SOW_PLAYING;
}

void sow_new_game(const sow_rules *r, sow_state *s, const uint8_t *layout,
                  int first, sow_rng *rng, uint64_t game_index)
{
    sow_setup(r, s, layout, first, rng, game_index);
    settle(r, s, 1);
}
