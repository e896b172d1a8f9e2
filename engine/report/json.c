/* json.c - positions, plies and outcomes as JSON, one shape for the
 * oracle, the vectors and the transcripts (docs/oracle.md, docs/vectors.md,
 * docs/transcript.md). */
#include <string.h>

#include "sow_report.h"

json_t *sow_json_mask(sow_moves mask)
{
    json_t *a = json_array();
    for (int p = 0; p < 32; p++)
        if ((mask >> p) & 1) json_array_append_new(a, json_integer(p));
    return a;
}

void sow_json_legal(json_t *obj, const sow_rules *r, sow_moves legal)
{
    if (r->fam.pie && (legal >> sow_swap_move(r) & 1)) {
        json_object_set_new(obj, "swap", json_true());
        legal &= ~(1ull << sow_swap_move(r));
    }
    json_object_set_new(obj, "legal", sow_json_mask(legal));
    if (legal >> SOW_REVERSE) json_object_set_new(obj, "legal_reverse", sow_json_mask(legal >> SOW_REVERSE));
}

void sow_json_move(json_t *obj, const sow_rules *r, int move)
{
    if (r->fam.pie && move == sow_swap_move(r)) {
        json_object_set_new(obj, "move", json_string("swap"));
        return;
    }
    json_object_set_new(obj, "move", move == SOW_PASS ? json_string("pass")
                                                    : json_integer(move & (SOW_REVERSE - 1)));
    if (move != SOW_PASS && move >= SOW_REVERSE) json_object_set_new(obj, "reverse", json_true());
}

json_t *sow_json_board(const sow_rules *r, const sow_state *s)
{
    json_t *a = json_array();
    for (int p = 0; p < r->pits; p++) json_array_append_new(a, json_integer(s->b.pit[p]));
    return a;
}

json_t *sow_json_captured(const sow_state *s)
{
    return json_pack("[ii]", s->captured[0], s->captured[1]);
}

void sow_json_position(json_t *obj, const sow_rules *r, const sow_state *s)
{
    json_object_set_new(obj, "board", sow_json_board(r, s));
    json_object_set_new(obj, "to_move", json_integer(s->to_move));
    json_object_set_new(obj, "captured", sow_json_captured(s));
    json_object_set_new(obj, "sowings", json_integer(s->sowings));
    json_object_set_new(obj, "ply", json_integer(s->ply));
    json_object_set_new(obj, "quiet", json_integer(s->quiet));
    json_object_set_new(obj, "last_mover", s->last_mover <= 1 ? json_integer(s->last_mover) : json_null());
    if (r->general) sow_json_family(obj, r, s);
}

static json_t *pits(const sow_rules *r, uint32_t mask)
{
    json_t *a = json_array();
    for (int p = 0; p < r->pits; p++)
        if (mask >> p & 1) json_array_append_new(a, json_integer(p));
    return a;
}

void sow_json_family(json_t *obj, const sow_rules *r, const sow_state *s)
{
    json_t *children = json_array();
    json_array_append_new(children, pits(r, s->child & ~s->child_north));
    json_array_append_new(children, pits(r, s->child_north));
    json_object_set_new(obj, "children", children);
    json_object_set_new(obj, "blocked", pits(r, s->blocked));
    json_object_set_new(obj, "started", pits(r, s->started));
    json_object_set_new(obj, "ways", json_integer(s->ways));
    json_object_set_new(obj, "again", json_boolean(s->again));
    json_object_set_new(obj, "round", json_integer(s->round));
    json_object_set_new(obj, "round_first", json_integer(s->round_first));
    json_object_set_new(obj, "round_sowed", json_integer(s->round_sowed));
    json_object_set_new(obj, "round_result", json_integer(s->round_result));
    if (r->fam.territory) json_object_set_new(obj, "north_owns", pits(r, s->owner_north));
    if (r->fam.match_wins) {
        json_t *wins = json_array();
        json_array_append_new(wins, json_integer(s->round_wins[0]));
        json_array_append_new(wins, json_integer(s->round_wins[1]));
        json_object_set_new(obj, "round_wins", wins);
    }
}

void sow_json_outcome(json_t *obj, const sow_state *s)
{
    int over = s->status != SOW_PLAYING;
    json_object_set_new(obj, "to_move", over ? json_null() : json_integer(s->to_move));
    json_object_set_new(obj, "end", over ? json_string(sow_end_name((sow_end)s->end)) : json_null());
    json_object_set_new(obj, "result", over ? json_string(sow_result_name((sow_result)s->result)) : json_null());
    json_object_set_new(obj, "winner",
                        over && s->result == SOW_WIN && s->winner <= 1 ? json_integer(s->winner) : json_null());
}

static const char *why_name(int why)
{
    switch (why) {
    case SOW_WHY_LANDING: return "landing";
    case SOW_WHY_CHAIN: return "chain";
    case SOW_WHY_OPPOSITE: return "opposite";
    case SOW_WHY_SOWING: return "sowing";
    default: return "unknown";
    }
}

void sow_json_trace(json_t *obj, const sow_trace *t)
{
    json_t *caps = json_array();
    for (int i = 0; i < t->ncaps && i < SOW_TRACE_CAPS; i++)
        json_array_append_new(caps, json_pack("[iis]", t->cap[i].pit, t->cap[i].seeds,
                                              why_name(t->cap[i].why)));
    json_object_set_new(obj, "laps", json_integer(t->nlaps));
    json_object_set_new(obj, "captures", caps);
    if (t->forfeited) json_object_set_new(obj, "forfeited", json_true());
}
