/* setup.c - game i of a run: its random streams, the deal, the first
 * player and the opening ritual. Every command that starts "game i" (a
 * simulation, `play --game`, the oracle, vectors, `show`) starts it here,
 * so they all see the same board and the same first player. */
#include <string.h>

#include "internal.h"

void sow_rng_game(sow_rng *r, uint64_t seed, uint64_t index, int purpose)
{
    /* distinct seeds per purpose; splitmix64 seeding decorrelates them */
    rng_seed(r, seed + (uint64_t)purpose * 0x632be59bd9b4e019ULL, index);
}

/* IV.B2, IV.Q7: the spec's setup; a uniform deal draws from rng. */
static void deal(const sow_rules *r, uint8_t *pit, sow_rng *rng)
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

static int first_legal(void *ctx, const sow_state *s, sow_moves legal)
{
    (void)ctx;
    (void)s;
    return __builtin_ctzll(legal);
}

/* Better for the chooser: a win over a draw over a loss or a gap. */
static int outcome_rank(int result)
{
    return result == SOW_R_WIN ? 2 : result == SOW_R_DRAW ? 1 : 0;
}

/* IV.O1: a coin (coin) settles who chooses the side; the chooser values the
 * two sides as IV.Q12 (r->chooser) says: with forced moves (IV.R1) the
 * whole game follows from the layout, so it can be foreseen by playing it
 * out; otherwise the chooser's judgement decides (none: a coin). */
static void ritual(const sow_rules *r, sow_state *s, sow_rng *coin, sow_judge_fn judge, void *const jctx[2],
                   sow_start_info *info)
{
    int chooser = (int)(rng_next(coin) >> 63);     /* "Tek mi, Cift mi?" */
    int foresee = r->forced && r->chooser != SOW_CHOOSE_BLIND;
    sow_state option[2];
    double value[2] = {0, 0};
    int result[2] = {0, 0};
    for (int seat = 0; seat < 2; seat++) {               /* the chooser takes `seat` */
        option[seat] = *s;
        option[seat].to_move = (uint8_t)(r->first == SOW_FIRST_RITUAL_CHOOSER ? seat : seat ^ 1);
        sow_settle(r, &option[seat]);
        if (foresee) {
            sow_state end = option[seat];
            sow_play_out(r, &end, first_legal, NULL, NULL, NULL, NULL, NULL);
            result[seat] = sow_result_for(&end, seat);
            value[seat] = r->chooser == SOW_CHOOSE_CAPTURES
                              ? (double)end.captured[seat] - (double)end.captured[seat ^ 1] /* seeds left: nobody's */
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
}

static void start_info_init(sow_start_info *info)
{
    info->chooser = -1;
    info->seat_of[0] = 0;
    info->seat_of[1] = 1;
    info->choice_mattered = -1;
    info->first = 0;
    memset(info->layout, 0, sizeof info->layout);
}

void sow_game_start(const sow_rules *r, uint64_t seed, uint64_t index, sow_judge_fn judge,
                    void *const jctx[2], sow_state *s, sow_start_info *info)
{
    sow_rng rng, coin;
    uint8_t pit[SOW_MAX_PITS];
    sow_start_info ignore;
    if (!info) info = &ignore;
    start_info_init(info);
    sow_rng_game(&rng, seed, index, 0);
    deal(r, pit, &rng);
    if (is_ritual(r)) {
        memcpy(info->layout, pit, sizeof info->layout);
        sow_position(r, s, pit, 0);
        sow_rng_game(&coin, seed, index, 3);
        ritual(r, s, &coin, judge, jctx, info);
        return;
    }
    int first = first_player(r, &rng, index);
    turn_for(r, pit, first);
    memcpy(info->layout, pit, sizeof info->layout);
    sow_position(r, s, pit, first);
    info->first = s->to_move;
    sow_settle(r, s);
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
        ritual(r, s, rng, NULL, NULL, &info);
        return;
    }
    sow_position(r, s, pit, first == 0 || first == 1 ? first : first_player(r, rng, game_index));
    sow_settle(r, s);
}
