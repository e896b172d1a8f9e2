/* hot_names.h - the public functions the hot unit (hot.c) defines, one
 * list. Where the unit is compiled once per instruction set (SOW_DISPATCH:
 * hot.c for baseline x86-64, hot_avx2.c for AVX2, BMI1/2, POPCNT and FMA),
 * each copy defines them under its own suffix (sow_play_out_base,
 * sow_play_out_avx2) and dispatch.c defines the public names, each calling
 * the copy this processor runs. X(name, return type, parameters,
 * arguments) returns a value; V(name, parameters, arguments) does not. */
#ifndef SOW_HOT_NAMES_H
#define SOW_HOT_NAMES_H

#define SOW_HOT_FUNCTIONS(X, V) \
    X(sow_legal, sow_moves, (const sow_rules *r, const sow_state *s), (r, s)) \
    X(sow_is_legal, int, (const sow_rules *r, const sow_state *s, int move), (r, s, move)) \
    X(sow_feeding_moves, uint32_t, (const sow_rules *r, const sow_state *s, uint32_t moves), (r, s, moves)) \
    X(sow_pick_uniform, int, (sow_moves legal, sow_rng *rng), (legal, rng)) \
    X(sow_in_play, int, (const sow_state *s), (s)) \
    X(sow_held_seeds, int, (const sow_rules *r, const sow_state *s, int player), (r, s, player)) \
    X(sow_on_board, int, (const sow_rules *r, const sow_state *s), (r, s)) \
    X(sow_needed, int, (const sow_state *s, int value), (s, value)) \
    X(sow_result_for, int, (const sow_state *s, int seat), (s, seat)) \
    X(sow_move_text, const char *, (const sow_rules *r, int move, char *buf), (r, move, buf)) \
    X(sow_move_parse, int, (const sow_rules *r, const char *text, int *move), (r, text, move)) \
    X(sow_reaches_row, int, (const sow_rules *r, const sow_board *b, int from, int player), (r, b, from, player)) \
    X(sow_turn, int, (const sow_rules *r, sow_board *b, int from, int mover, sow_trace *trace), \
      (r, b, from, mover, trace)) \
    X(sow_turn_counted, int, (const sow_rules *r, sow_board *b, int from, int mover, sow_trace *tr, long *laps, \
      int *pits), (r, b, from, mover, tr, laps, pits)) \
    X(sow_turn_untraced, int, (const sow_rules *r, sow_board *b, int from, int mover, long *laps, int *pits), \
      (r, b, from, mover, laps, pits)) \
    X(sow_endless_check, sow_endless_verdict, (const sow_rules *r, const sow_state *s), (r, s)) \
    X(sow_endless_proof, sow_endless_verdict, (const sow_rules *r, const sow_state *s, long budget), (r, s, budget)) \
    X(sow_endless_ruled_out, int, (const sow_rules *r, const sow_state *s), (r, s)) \
    X(sow_play_out, int, (const sow_rules *r, sow_state *s, sow_choose_fn choose, void *cctx, \
      sow_rng *const seat_rng[2], sow_tally *tally, sow_ply_fn fn, void *fctx), \
      (r, s, choose, cctx, seat_rng, tally, fn, fctx)) \
    V(sow_play_out_flights, (const sow_rules *r, int k, sow_flight_start_fn start, sow_flight_end_fn end, void *ctx), \
      (r, k, start, end, ctx)) \
    X(sow_play_out_asks_early, int, (const sow_rules *r), (r)) \
    V(sow_end_endless, (const sow_rules *r, sow_state *s), (r, s)) \
    V(sow_end_limit, (const sow_rules *r, sow_state *s), (r, s)) \
    V(sow_endless_release, (void), ()) \
    X(sow_endless_in_use, int, (void), ()) \
    V(sow_game_start, (const sow_rules *r, uint64_t seed, uint64_t index, sow_judge_fn judge, void *const jctx[2], \
      sow_state *s, sow_start_info *info), (r, seed, index, judge, jctx, s, info)) \
    X(sow_game_start_played, int, (const sow_rules *r, uint64_t seed, uint64_t index, sow_judge_fn judge, \
      void *const jctx[2], sow_state *s, sow_start_info *info, sow_tally *tally, sow_state *end), \
      (r, seed, index, judge, jctx, s, info, tally, end)) \
    V(sow_starts_fix, (sow_rules *r), (r)) \
    V(sow_move, (const sow_rules *r, sow_state *s, int move, sow_trace *trace), (r, s, move, trace)) \
    V(sow_new_game, (const sow_rules *r, sow_state *s, const uint8_t *layout, int first, sow_rng *rng, \
      uint64_t game_index), (r, s, layout, first, rng, game_index)) \
    V(sow_play, (const sow_rules *r, sow_state *s, int move, sow_trace *trace), (r, s, move, trace)) \
    V(sow_play_rules, (const sow_rules *r, sow_state *s, int move), (r, s, move)) \
    V(sow_position, (const sow_rules *r, sow_state *s, const uint8_t *layout, int to_move), (r, s, layout, to_move)) \
    V(sow_rng_game, (sow_rng *rng, uint64_t seed, uint64_t index, int purpose), (rng, seed, index, purpose)) \
    V(sow_settle, (const sow_rules *r, sow_state *s), (r, s)) \
    V(sow_settle_rules, (const sow_rules *r, sow_state *s), (r, s)) \
    V(sow_settle_proof, (const sow_rules *r, sow_state *s), (r, s))

#endif

/* In a copy of the unit (SOW_HOT_ISA set: base, avx2), its names. Outside
 * the include guard: hot.c includes this once, before any other header. */
#if defined(SOW_DISPATCH) && defined(SOW_HOT_ISA)
#define SOW_HOT_PASTE_(name, isa) name##_##isa
#define SOW_HOT_PASTE(name, isa) SOW_HOT_PASTE_(name, isa)
#define sow_legal SOW_HOT_PASTE(sow_legal, SOW_HOT_ISA)
#define sow_is_legal SOW_HOT_PASTE(sow_is_legal, SOW_HOT_ISA)
#define sow_feeding_moves SOW_HOT_PASTE(sow_feeding_moves, SOW_HOT_ISA)
#define sow_pick_uniform SOW_HOT_PASTE(sow_pick_uniform, SOW_HOT_ISA)
#define sow_in_play SOW_HOT_PASTE(sow_in_play, SOW_HOT_ISA)
#define sow_held_seeds SOW_HOT_PASTE(sow_held_seeds, SOW_HOT_ISA)
#define sow_on_board SOW_HOT_PASTE(sow_on_board, SOW_HOT_ISA)
#define sow_needed SOW_HOT_PASTE(sow_needed, SOW_HOT_ISA)
#define sow_result_for SOW_HOT_PASTE(sow_result_for, SOW_HOT_ISA)
#define sow_move_text SOW_HOT_PASTE(sow_move_text, SOW_HOT_ISA)
#define sow_move_parse SOW_HOT_PASTE(sow_move_parse, SOW_HOT_ISA)
#define sow_reaches_row SOW_HOT_PASTE(sow_reaches_row, SOW_HOT_ISA)
#define sow_turn SOW_HOT_PASTE(sow_turn, SOW_HOT_ISA)
#define sow_turn_counted SOW_HOT_PASTE(sow_turn_counted, SOW_HOT_ISA)
#define sow_turn_untraced SOW_HOT_PASTE(sow_turn_untraced, SOW_HOT_ISA)
#define sow_endless_check SOW_HOT_PASTE(sow_endless_check, SOW_HOT_ISA)
#define sow_endless_proof SOW_HOT_PASTE(sow_endless_proof, SOW_HOT_ISA)
#define sow_endless_ruled_out SOW_HOT_PASTE(sow_endless_ruled_out, SOW_HOT_ISA)
#define sow_play_out SOW_HOT_PASTE(sow_play_out, SOW_HOT_ISA)
#define sow_play_out_flights SOW_HOT_PASTE(sow_play_out_flights, SOW_HOT_ISA)
#define sow_play_out_asks_early SOW_HOT_PASTE(sow_play_out_asks_early, SOW_HOT_ISA)
#define sow_end_endless SOW_HOT_PASTE(sow_end_endless, SOW_HOT_ISA)
#define sow_end_limit SOW_HOT_PASTE(sow_end_limit, SOW_HOT_ISA)
#define sow_endless_release SOW_HOT_PASTE(sow_endless_release, SOW_HOT_ISA)
#define sow_endless_in_use SOW_HOT_PASTE(sow_endless_in_use, SOW_HOT_ISA)
#define sow_game_start SOW_HOT_PASTE(sow_game_start, SOW_HOT_ISA)
#define sow_game_start_played SOW_HOT_PASTE(sow_game_start_played, SOW_HOT_ISA)
#define sow_starts_fix SOW_HOT_PASTE(sow_starts_fix, SOW_HOT_ISA)
#define sow_move SOW_HOT_PASTE(sow_move, SOW_HOT_ISA)
#define sow_new_game SOW_HOT_PASTE(sow_new_game, SOW_HOT_ISA)
#define sow_play SOW_HOT_PASTE(sow_play, SOW_HOT_ISA)
#define sow_play_rules SOW_HOT_PASTE(sow_play_rules, SOW_HOT_ISA)
#define sow_position SOW_HOT_PASTE(sow_position, SOW_HOT_ISA)
#define sow_rng_game SOW_HOT_PASTE(sow_rng_game, SOW_HOT_ISA)
#define sow_settle SOW_HOT_PASTE(sow_settle, SOW_HOT_ISA)
#define sow_settle_rules SOW_HOT_PASTE(sow_settle_rules, SOW_HOT_ISA)
#define sow_settle_proof SOW_HOT_PASTE(sow_settle_proof, SOW_HOT_ISA)
#endif
