/* ply.c - a ply as the rules end it: the move, every end rule, then the
 * endless proof and the ply limit (sow_play, sow_settle). It sits above
 * game.c (the rules) and endless.c (the prover), which plays by the rules
 * alone, so neither of those calls the other. */
#include "internal.h"

/* The endless proof, asked at every ply (II.Q5, IV.Q9, AM.E2: play is
 * endless from the first position from which no capture and no end can
 * ever happen), with a cache of verdicts; then the ply limit, which is a
 * simulation limit, not a rule. sow_play_out gives the same result while
 * asking far less often. */
void sow_settle_proof(const sow_rules *r, sow_state *s)
{
    if (s->status != SOW_PLAYING) return;        /* an end rule ended it first */
    if (r->endless_detect == SOW_DETECT_PROVEN) {
        sow_endless_verdict v = sow_endless_check(r, s);
        s->proof = (uint8_t)(v + 1);
        if (v == SOW_ENDLESS_PROVEN) {
            sow_end_endless(r, s);
            return;
        }
    }
    if (s->ply >= (uint32_t)r->max_plies) sow_end_limit(r, s);
}

void sow_settle(const sow_rules *r, sow_state *s)
{
    sow_settle_rules(r, s);
    sow_settle_proof(r, s);
}

void sow_play(const sow_rules *r, sow_state *s, int move, sow_trace *trace)
{
#ifdef SOW_PARANOID
    const sow_state before = *s;
#endif
    sow_move(r, s, move, trace);
    sow_settle(r, s);
#ifdef SOW_PARANOID
    sow_paranoid_ply(r, &before, move, s);
#endif
}
