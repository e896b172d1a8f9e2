/* setup.c - game i of a run: its random streams, the deal, the first
 * player and the opening ritual. Every command that starts "game i" (a
 * simulation, `play --game`, the oracle, vectors, `show`) starts it here,
 * so they all see the same board and the same first player. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

void sow_rng_game(sow_rng *r, uint64_t seed, uint64_t index, int purpose)
{
    /* distinct seeds per purpose; splitmix64 seeding decorrelates them */
    rng_seed(r, seed + (uint64_t)purpose * 0x632be59bd9b4e019ULL, index);
}

/* IV.B2, IV.Q7: the spec's setup; a uniform deal draws from rng. */
HOT_INLINE void deal(const sow_rules *r, uint8_t *pit, sow_rng *rng)
{
    if (r->deal == SOW_DEAL_UNIFORM) {
        sow_deal_uniform(r, pit, rng);
        return;
    }
    memset(pit, 0, SOW_MAX_PITS);
    memcpy(pit, r->layout, (size_t)r->pits);
}

/* setup.starter_view: North starts, so the layout is turned round (each
 * pit to the same place of the other row: MancalaGames' _rev_board). */
static void turn_for(const sow_rules *r, uint8_t *pit, int first)
{
    uint8_t was[SOW_MAX_PITS];
    if (!r->fam.starter_view || first != 1) return;
    memcpy(was, pit, SOW_MAX_PITS);
    for (int p = 0; p < r->pits; p++) pit[p] = was[(p + r->row) % r->pits];
}

static int is_ritual(const sow_rules *r)
{
    return r->first == SOW_FIRST_RITUAL_OTHER || r->first == SOW_FIRST_RITUAL_CHOOSER;
}

/* II.Q4, AM.Q8: who moves first when no ritual decides. */
static int first_player(const sow_rules *r, sow_rng *rng, uint64_t game_index)
{
    switch (r->first) {
    case SOW_FIRST_NORTH: return 1;
    case SOW_FIRST_RANDOM: return (int)(rng_next(rng) >> 63);
    case SOW_FIRST_ALTERNATE: return (int)(game_index & 1);
    default: return 0;
    }
}

/* The foreseen game's moves: the only legal one (ctx: set to 1 where there
 * were more, a swap beside a forced pit under pie: then the foreseen game
 * is not the one agents play, and is not kept). */
static int first_legal(void *ctx, const sow_state *s, sow_moves legal)
{
    (void)s;
    if (legal & (legal - 1)) *(int *)ctx = 1;
    return __builtin_ctzll(legal);
}

/* Better for the chooser: a win over a draw over a loss or a gap. */
static int outcome_rank(int result)
{
    return result == SOW_R_WIN ? 2 : result == SOW_R_DRAW ? 1 : 0;
}

/* A foreseen game's sowings, counted aside until the ritual knows which
 * side is taken (only that side's game is the one played). A turn takes
 * at most the seeds in play, so turn_capture is cleared only that far
 * (and added only up to the largest take, t.best). */
typedef struct {
    sow_tally t;                 /* into the arrays below, where the caller's tally has them */
    uint64_t laps[SOW_TALLY_LAPS + 1];
    uint64_t chain[SOW_MAX_PITS + 1];
    uint64_t round_first[3];
    int seeds;                   /* turn_capture[0..seeds] is cleared */
    uint64_t turn_capture[SOW_MAX_SEEDS + 1];
} side_tally;

static sow_tally *side_tally_init(side_tally *k, const sow_tally *like, const sow_state *s)
{
    int seeds = sow_in_play(s);
    memset(k, 0, offsetof(side_tally, turn_capture));
    k->seeds = seeds < SOW_MAX_SEEDS ? seeds : SOW_MAX_SEEDS;
    memset(k->turn_capture, 0, sizeof k->turn_capture[0] * (size_t)(k->seeds + 1));
    if (like->turn_capture) {
        k->t.turn_capture = k->turn_capture;
        k->t.laps = k->laps;
        k->t.chain = k->chain;
    }
    if (like->round_first) k->t.round_first = k->round_first;
    return &k->t;
}

static void add_counts(uint64_t *to, const uint64_t *from, int n)
{
    for (int i = 0; i < n; i++) to[i] += from[i];
}

static void side_tally_add(sow_tally *to, const side_tally *k)
{
    if (k->t.best > to->best) to->best = k->t.best;
    if (to->turn_capture) {
        add_counts(to->turn_capture, k->turn_capture, k->t.best + 1);
        add_counts(to->laps, k->laps, SOW_TALLY_LAPS + 1);
        add_counts(to->chain, k->chain, SOW_MAX_PITS + 1);
    }
    if (to->round_first) add_counts(to->round_first, k->round_first, 3);
}

/* IV.O1: a coin (coin) settles who chooses the side; the chooser values the
 * two sides as IV.Q12 (r->chooser) says: with forced moves (IV.R1) the
 * whole game follows from the layout, so it can be foreseen by playing it
 * out; otherwise the chooser's judgement decides (none: a coin). With keep
 * (not NULL) a foreseen game is kept: the chosen side's game played out
 * goes to *kept, its sowings counted into keep, and 1 is returned (the
 * game any agent plays from *s, every move having been forced); else 0. */
static int ritual(const sow_rules *r, sow_state *s, sow_rng *coin, sow_judge_fn judge, void *const jctx[2],
                  sow_start_info *info, sow_tally *keep, sow_state *kept)
{
    int chooser = (int)(rng_next(coin) >> 63);     /* "Tek mi, Cift mi?" */
    int foresee = r->forced && r->chooser != SOW_CHOOSE_BLIND;
    sow_state option[2], end[2];
    side_tally counted[2];
    int branched[2] = {0, 0};
    double value[2] = {0, 0};
    int result[2] = {0, 0};
    for (int seat = 0; seat < 2; seat++) {               /* the chooser takes `seat` */
        option[seat] = *s;
        option[seat].to_move = (uint8_t)(r->first == SOW_FIRST_RITUAL_CHOOSER ? seat : seat ^ 1);
        sow_settle(r, &option[seat]);
        if (foresee) {
            sow_tally *tally = keep ? side_tally_init(&counted[seat], keep, &option[seat]) : NULL;
            end[seat] = option[seat];
            sow_play_out(r, &end[seat], first_legal, &branched[seat], NULL, tally, NULL, NULL);
            result[seat] = sow_result_for(&end[seat], seat);
            value[seat] = r->chooser == SOW_CHOOSE_CAPTURES
                              ? (double)end[seat].captured[seat] - (double)end[seat].captured[seat ^ 1] /* seeds left: nobody's */
                              : outcome_rank(result[seat]);
        } else if (r->chooser != SOW_CHOOSE_BLIND && judge) {
            value[seat] = judge(jctx ? jctx[chooser] : NULL, &option[seat], seat);
        }
    }
    int pick;
    if (value[0] != value[1]) pick = value[1] > value[0];
    else if (r->chooser == SOW_CHOOSE_CAPTURES && foresee) pick = 0;    /* IV.Q12: equal, South */
    else pick = (int)(rng_next(coin) >> 63);
    *s = option[pick];
    info->chooser = chooser;
    info->seat_of[chooser] = pick;
    info->seat_of[chooser ^ 1] = pick ^ 1;
    info->choice_mattered = foresee ? result[0] != result[1] : -1;
    info->first = option[pick].to_move;
    if (!keep || !foresee || branched[pick] || counted[pick].t.best > counted[pick].seeds) return 0;
    side_tally_add(keep, &counted[pick]);
    *kept = end[pick];
    return 1;
}

static void start_info_init(sow_start_info *info)   /* (every path then sets info->layout) */
{
    info->chooser = -1;
    info->seat_of[0] = 0;
    info->seat_of[1] = 1;
    info->choice_mattered = -1;
    info->first = 0;
}

/* The dealt pits, turned for `first`, as the position s that game starts
 * from, settled by the end rules; the endless proof and the ply limit are
 * each game's (sow_settle_proof: sow_settle's other half, not asked when
 * a spec is compiled, where a proof may be long). */
static void dealt_start(const sow_rules *r, uint8_t *pit, int first, sow_state *s)
{
    turn_for(r, pit, first);
    sow_position(r, s, pit, first);
    sow_settle_rules(r, s);
}

void sow_starts_fix(sow_rules *r)
{
    r->fixed_start = r->deal != SOW_DEAL_UNIFORM && !is_ritual(r);
    for (int first = 0; first < 2 && r->fixed_start; first++) {
        deal(r, r->start_layout[first], NULL);
        dealt_start(r, r->start_layout[first], first, &r->start_of[first]);
    }
}

/* The start as below with the deal, turn and end rules done once, by
 * sow_starts_fix: only who moves first is drawn (from the same stream). */
static void start_fixed(const sow_rules *r, uint64_t seed, uint64_t index, sow_state *s, sow_start_info *info)
{
    sow_rng rng = {{0}};
    if (r->first == SOW_FIRST_RANDOM) sow_rng_game(&rng, seed, index, 0);   /* the deal draws nothing */
    int first = first_player(r, &rng, index);
    *s = r->start_of[first];
    sow_settle_proof(r, s);
    memcpy(info->layout, r->start_layout[first], sizeof info->layout);
    info->first = first;                          /* (who was to move before settling, as below) */
}

int sow_game_start_played(const sow_rules *r, uint64_t seed, uint64_t index, sow_judge_fn judge,
                          void *const jctx[2], sow_state *s, sow_start_info *info, sow_tally *tally,
                          sow_state *end)
{
    sow_rng rng, coin;
    uint8_t pit[SOW_MAX_PITS];
    sow_start_info ignore;
    if (!info) info = &ignore;
    start_info_init(info);
#ifndef SOW_PARANOID
    if (r->fixed_start) {
        start_fixed(r, seed, index, s, info);
        return 0;
    }
#endif
    sow_rng_game(&rng, seed, index, 0);
    deal(r, pit, &rng);
    if (is_ritual(r)) {
        memcpy(info->layout, pit, sizeof info->layout);
        sow_position(r, s, pit, 0);
        sow_rng_game(&coin, seed, index, 3);
        return ritual(r, s, &coin, judge, jctx, info, tally, end);
    }
    int first = first_player(r, &rng, index);
    dealt_start(r, pit, first, s);
    sow_settle_proof(r, s);
    memcpy(info->layout, pit, sizeof info->layout);
    info->first = first;
#ifdef SOW_PARANOID
    if (r->fixed_start) {            /* the positions fixed once are these (rules changed since are not) */
        sow_state fixed;
        sow_start_info fixed_info = *info;
        start_fixed(r, seed, index, &fixed, &fixed_info);
        if (memcmp(&fixed, s, sizeof fixed) || memcmp(&fixed_info, info, sizeof fixed_info)) {
            fprintf(stderr, "sow: paranoid: game %llu's fixed start is not its dealt start (rules changed "
                            "after sow_rules_finish?)\n", (unsigned long long)index);
            abort();
        }
    }
#endif
    return 0;
}

void sow_game_start(const sow_rules *r, uint64_t seed, uint64_t index, sow_judge_fn judge,
                    void *const jctx[2], sow_state *s, sow_start_info *info)
{
    sow_game_start_played(r, seed, index, judge, jctx, s, info, NULL, NULL);
}

void sow_new_game(const sow_rules *r, sow_state *s, const uint8_t *layout,
                  int first, sow_rng *rng, uint64_t game_index)
{
    sow_rng fallback;
    uint8_t pit[SOW_MAX_PITS];
    if (!rng) {                        /* no stream given: game_index's deal stream of seed 0 */
        sow_rng_game(&fallback, 0, game_index, 0);
        rng = &fallback;
    }
    if (layout) memcpy(pit, layout, (size_t)r->pits);
    else deal(r, pit, rng);
    if (!layout && !is_ritual(r)) {          /* a given layout is the board itself */
        if (first != 0 && first != 1) first = first_player(r, rng, game_index);
        turn_for(r, pit, first);
    }
    if (first != 0 && first != 1 && is_ritual(r)) {
        sow_start_info info;
        start_info_init(&info);
        sow_position(r, s, pit, 0);
        ritual(r, s, rng, NULL, NULL, &info, NULL, NULL);
        return;
    }
    sow_position(r, s, pit, first == 0 || first == 1 ? first : first_player(r, rng, game_index));
    sow_settle(r, s);
}
