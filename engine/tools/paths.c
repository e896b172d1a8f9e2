/* paths.c - the rule paths a ply exercised, and a ply as a test vector
 * (docs/vectors.md). */
#include <string.h>

#include "sow_tools.h"

static const char *const path_names[SOW_PATH_END_FIRST] = {
    "sow", "pass", "capture", "chain", "opposite", "relay", "origin_lap",
    "feed_filter", "feed_excluded", "forfeited", "restricted_start",
};

const char *sow_path_name(int path)
{
    if (path >= 0 && path < SOW_PATH_END_FIRST) return path_names[path];
    if (path >= SOW_PATH_END_FIRST && path < SOW_PATH__COUNT)
        return sow_end_name((sow_end)(path - SOW_PATH_END_FIRST + 1));
    return "unknown";
}

#define BIT(p) ((uint64_t)1 << (p))
#define END_BIT(e) BIT(SOW_PATH_END_FIRST + (e) - 1)

uint64_t sow_paths_possible(const sow_rules *r)
{
    uint64_t m = BIT(SOW_PATH_SOW) | BIT(SOW_PATH_PASS) | BIT(SOW_PATH_ORIGIN_LAP)
               | END_BIT(SOW_END_ENDLESS) | END_BIT(SOW_END_LIMIT);
    if (r->min_capture) {
        m |= BIT(SOW_PATH_CAPTURE) | END_BIT(SOW_END_BOARD_EMPTY);
        if (r->chain != SOW_CHAIN_NONE) m |= BIT(SOW_PATH_CHAIN);
        if (r->opposite) m |= BIT(SOW_PATH_OPPOSITE);
        if (r->grand_slam == SOW_SLAM_FORFEIT) m |= BIT(SOW_PATH_FORFEITED);
        if (r->threshold && r->threshold_stop) m |= END_BIT(SOW_END_THRESHOLD);
        if (r->lone_seed_set) m |= END_BIT(SOW_END_LONE_SEED);
    }
    if (r->relay_on) m |= BIT(SOW_PATH_RELAY) | END_BIT(SOW_END_RELAY_CYCLE);
    if (r->relay_on && r->lap_cap) m |= END_BIT(SOW_END_LAP_CAP);
    if (r->feed != SOW_FEED_NONE)
        m |= BIT(SOW_PATH_FEED_FILTER) | BIT(SOW_PATH_FEED_EXCLUDED) | END_BIT(SOW_END_CANNOT_FEED);
    if (r->start != SOW_START_ANY) m |= BIT(SOW_PATH_RESTRICTED);
    if (r->empty_row == SOW_EMPTY_END) m |= END_BIT(SOW_END_EMPTY_ROW);
    if ((r->feed != SOW_FEED_NONE && r->feed_unable == SOW_REST_SPLIT)
        || (r->empty_row == SOW_EMPTY_END && r->empty_row_rest == SOW_REST_SPLIT)
        || r->endless_rest == SOW_REST_SPLIT || (r->lone_seed_set && r->lone_seed_rest == SOW_REST_SPLIT))
        m |= END_BIT(SOW_END_ODD_SPLIT);
    return m;
}

uint64_t sow_ply_paths(const sow_rules *r, const sow_state *before, int move,
                       const sow_trace *t, const sow_state *after)
{
    uint64_t m = 0;
    uint32_t own = 0, opp = 0;
    int p, i;
    for (p = 0; p < r->pits; p++) {
        if (!before->b.pit[p]) continue;
        if ((r->row_mask[before->to_move] >> p) & 1) own |= 1u << p;
        else opp |= 1u << p;
    }
    if (move == SOW_PASS) {
        m |= BIT(SOW_PATH_PASS);
    } else {
        sow_moves legal = sow_legal(r, before);
        int starts = __builtin_popcount(own);
        int circuit = r->origin == SOW_ORIGIN_SKIP ? r->pits - 1 : r->pits;
        m |= BIT(SOW_PATH_SOW);
        if (r->start == SOW_START_LEFTMOST || r->start == SOW_START_RIGHTMOST
            || (r->start == SOW_START_FIRST_ONLY && before->sowings == 0))
            starts = starts ? 1 : 0;
        if (r->start != SOW_START_ANY && starts < __builtin_popcount(own)) m |= BIT(SOW_PATH_RESTRICTED);
        if (r->feed != SOW_FEED_NONE && !opp) {
            m |= BIT(SOW_PATH_FEED_FILTER);
            if (__builtin_popcountll(legal) < starts) m |= BIT(SOW_PATH_FEED_EXCLUDED);
        }
        if (t) {
            if (t->nlaps > 1) m |= BIT(SOW_PATH_RELAY);
            for (i = 0; i < t->nlaps && i < SOW_TRACE_LAPS; i++)
                if (t->lap[i].seeds >= circuit) m |= BIT(SOW_PATH_ORIGIN_LAP);
            for (i = 0; i < t->ncaps && i < SOW_TRACE_CAPS; i++) {
                m |= BIT(SOW_PATH_CAPTURE);
                if (t->cap[i].why == SOW_WHY_CHAIN) m |= BIT(SOW_PATH_CHAIN);
                if (t->cap[i].why == SOW_WHY_OPPOSITE) m |= BIT(SOW_PATH_OPPOSITE);
            }
            if (t->forfeited) m |= BIT(SOW_PATH_FORFEITED);
        }
    }
    if (after->status != SOW_PLAYING && after->end > SOW_END_NONE && after->end < SOW_END__COUNT)
        m |= END_BIT(after->end);
    return m;
}

/* ---- a test vector ------------------------------------------------------- */

json_t *sow_vector_json(const sow_rules *r, const sow_state *before, int move,
                        const sow_trace *t, const sow_state *after, uint64_t paths)
{
    json_t *v = json_object(), *res = json_object(), *pl = json_array();
    sow_json_position(v, r, before);
    sow_json_move(v, r, move);
    sow_json_legal(v, r, sow_legal(r, before));
    sow_json_position(res, r, after);
    sow_json_outcome(res, after);
    if (move != SOW_PASS && t) {
        sow_json_trace(res, t);
    } else {                                     /* a pass: no lap, no capture */
        json_object_set_new(res, "laps", json_integer(0));
        json_object_set_new(res, "captures", json_array());
    }
    json_object_set_new(v, "result", res);
    for (int p = 0; p < SOW_PATH__COUNT; p++)
        if ((paths >> p) & 1) json_array_append_new(pl, json_string(sow_path_name(p)));
    json_object_set_new(v, "paths", pl);
    return v;
}
