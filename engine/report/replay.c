/* replay.c - a game as one self-contained HTML page (`sow replay`): the
 * plies as JSON data (boards, laps with the pits each seed fell into,
 * captures, the rule ids behind each event, the end) embedded in the page
 * template (replay_page.html, compiled in by CMake), whose small script
 * draws and animates them. The engine's boards are the truth: the page
 * animates a lap seed by seed only where the path rebuilt here gives the
 * engine's board again, and always ends a ply on the engine's board. */
#include <stdlib.h>
#include <string.h>

#include "report_internal.h"
#include "sow_report.h"

extern const char sow_replay_page_html[];   /* replay_page.c, generated from replay_page.html */

struct sow_replay {
    const sow_rules *r;
    json_t *root, *steps;
};

/* {"ids": the field's rule ids, "field": its path, "text": ...}. */
static void event(json_t *events, const sow_rules *r, const char *field, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
static void event(json_t *events, const sow_rules *r, const char *field, const char *fmt, ...)
{
    sow_text t = sow_text_new();
    va_list ap;
    va_start(ap, fmt);
    sow_text_vadd(&t, fmt, ap);
    va_end(ap);
    json_array_append_new(events, json_pack("{s:s,s:s,s:s}", "ids", sow_rule_ids(r, field), "field", field,
                                            "text", t.s ? t.s : ""));
    sow_text_free(&t);
}

static const char *player_name(int p) { return p ? "North" : "South"; }

static json_t *board_json(const sow_rules *r, const sow_state *s)
{
    json_t *b = json_array();
    for (int p = 0; p < r->pits; p++) json_array_append_new(b, json_integer(s->b.pit[p]));
    return b;
}

static json_t *captured_json(const sow_state *s)
{
    return json_pack("[ii]", s->captured[0], s->captured[1]);
}

sow_replay *sow_replay_new(const sow_rules *r, const char *command)
{
    sow_replay *p = sow_xmalloc(sizeof *p);
    char hash[24], readings[SOW_READINGS_LEN];
    sow_text show = sow_text_new();
    json_t *qs = json_array();
    sow_rules_describe_text(r, &show);
    sow_readings_format(r, 0, readings, sizeof readings);
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)r->spec_hash);
    for (int q = 0; q < r->nquestions; q++) {
        const sow_question *qu = &r->question[q];
        int c = qu->chosen >= 0 && qu->chosen < qu->nreadings ? qu->chosen : 0;
        json_array_append_new(qs, json_pack("{s:s,s:s,s:s,s:b}", "id", qu->id, "text", qu->text, "chosen",
                                            qu->nreadings ? qu->reading[c] : "", "default", c == 0));
    }
    p->r = r;
    p->steps = json_array();
    p->root = json_pack("{s:s,s:s,s:s,s:s,s:i,s:i,s:s,s:s,s:s,s:o,s:s,s:s,s:O}",
                        "version", SOW_VERSION, "name", r->name, "spec", r->path, "spec_hash", hash,
                        "row", r->row, "rows", 2,
                        "stores", r->fam.stores == SOW_STORES_NONE ? "none" : r->fam.stores == SOW_STORES_OWN ? "own" : "both",
                        "direction", r->direction == SOW_CW ? "cw" : "ccw", "readings", readings, "questions", qs,
                        "command", command ? command : "", "rules", show.s ? show.s : "", "steps", p->steps);
    sow_text_free(&show);
    json_decref(p->steps);              /* root holds it */
    return p;
}

void sow_replay_free(sow_replay *p)
{
    if (!p) return;
    json_decref(p->root);
    free(p);
}

json_t *sow_replay_data(const sow_replay *p) { return p->root; }

void sow_replay_start(sow_replay *p, const sow_state *s)
{
    json_t *ev = json_array();
    event(ev, p->r, "setup", "%d seeds on the board, %d captured", sow_on_board(p->r, s), s->captured[0] + s->captured[1]);
    event(ev, p->r, "first", "%s moves first", player_name(s->to_move));
    json_array_append_new(p->steps, json_pack("{s:s,s:i,s:o,s:o,s:i,s:o}", "kind", "start", "ply", 0, "board",
                                              board_json(p->r, s), "captured", captured_json(s), "to_move", s->to_move,
                                              "events", ev));
}

/* ---- the seeds' path ------------------------------------------------------- */

/* A board with the stores after the pits (position pits + p: p's store). */
typedef struct { int n[SOW_MAX_PITS + 2]; } track_board;

/* The next position a seed falls into after pos (as the turn steps):
 * stores the mover does not sow, blocked pits and a skipped origin are
 * passed over. -1 when none (a guard). */
static int next_position(const sow_rules *r, const sow_state *s, const uint8_t *track, int pos, int origin, int mover)
{
    if (!r->general) {
        pos = r->next[pos];
        if (pos == origin && r->origin == SOW_ORIGIN_SKIP) pos = r->next[pos];
        return pos;
    }
    for (int k = 0; k < SOW_MAX_PITS + 2; k++) {
        pos = track[pos];
        if (pos >= r->pits) {
            if (r->fam.stores == SOW_STORES_BOTH || (r->fam.stores == SOW_STORES_OWN && pos - r->pits == mover)) return pos;
            continue;
        }
        if ((s->blocked >> pos & 1) || (pos == origin && r->origin == SOW_ORIGIN_SKIP)) continue;
        return pos;
    }
    return -1;
}

/* One lap of `seeds` from `from` on b, its positions appended to path.
 * 0, or -1 when the lap cannot be what the trace says. */
static int rebuild_lap(const sow_rules *r, const sow_state *s, const uint8_t *track, int mover, int from,
                       int seeds, int last, track_board *b, json_t *path)
{
    int pos = from, k = 0;
    if (b->n[from] != seeds) return -1;
    b->n[from] = 0;
    if (r->general && (r->fam.first_seed == SOW_FIRST_SEED_ORIGIN
                       || (r->fam.first_seed == SOW_FIRST_SEED_ORIGIN_UNLESS_SINGLE && seeds > 1))) {
        b->n[from]++;
        json_array_append_new(path, json_integer(from));
        k = 1;
    }
    for (; k < seeds; k++) {
        pos = next_position(r, s, track, pos, from, mover);
        if (pos < 0) return -1;
        b->n[pos]++;
        json_array_append_new(path, json_integer(pos));
    }
    return pos == last ? 0 : -1;
}

/* The laps of a sowing ply with their paths: 1 when the paths rebuilt
 * give the engine's board (moved) once the captures are taken, else 0
 * (rules this page does not follow seed by seed: children, skipping,
 * captures while sowing, ...). */
static int add_laps(json_t *ply, const sow_rules *r, const sow_state *before, const sow_state *moved, int move,
                    const sow_trace *t)
{
    json_t *laps = json_array();
    track_board b;
    int ok = 1, mover = before->to_move, reverse = move >= SOW_REVERSE;
    memset(&b, 0, sizeof b);
    for (int p = 0; p < r->pits; p++) b.n[p] = before->b.pit[p];
    for (int i = 0; i < t->nlaps && i < SOW_TRACE_LAPS; i++) {
        int rev = reverse ^ (r->general && r->fam.relay_turns && (i & 1));
        const uint8_t *track = rev ? r->track_back : r->track;
        json_t *path = json_array();
        if (ok && rebuild_lap(r, before, track, mover, t->lap[i].origin, t->lap[i].seeds, t->lap[i].last, &b, path))
            ok = 0;
        json_array_append_new(laps, json_pack("{s:i,s:i,s:i,s:i,s:o}", "origin", t->lap[i].origin, "seeds",
                                              t->lap[i].seeds, "last", t->lap[i].last, "count", t->lap[i].count,
                                              "path", path));
    }
    if (t->nlaps > SOW_TRACE_LAPS) ok = 0;
    for (int i = 0; ok && i < t->ncaps && i < SOW_TRACE_CAPS; i++) {
        if (b.n[t->cap[i].pit] != t->cap[i].seeds) ok = 0;
        b.n[t->cap[i].pit] = 0;
    }
    for (int p = 0; ok && p < r->pits; p++)
        if (b.n[p] != moved->b.pit[p]) ok = 0;
    json_object_set_new(ply, "laps", laps);
    json_object_set_new(ply, "nlaps", json_integer(t->nlaps));
    return ok;
}

/* ---- the events of a ply, each with its rule ids --------------------------- */

static const char *capture_field(const sow_rules *r, int why)
{
    switch (why) {
    case SOW_WHY_CHAIN: return "capture.chain";
    case SOW_WHY_OPPOSITE: return r->general && r->fam.kind != SOW_KIND_COUNT ? "capture.kind" : "capture.opposite";
    case SOW_WHY_SOWING: return "capture.while_sowing";
    default: return r->general && r->fam.kind != SOW_KIND_COUNT ? "capture.kind" : "capture.counts";
    }
}

static const char *const why_names[] = {"landing", "chain", "opposite", "sowing"};

static void sowing_events(json_t *ev, const sow_rules *r, int player, int move, const sow_trace *t)
{
    char m[8];
    for (int i = 0; i < t->nlaps && i < SOW_TRACE_LAPS; i++) {
        const char *where = t->lap[i].last >= r->pits ? player_name(t->lap[i].last - r->pits) : NULL;
        char last[64];
        if (where) snprintf(last, sizeof last, "the last seed in %s's store (now %d)", where, t->lap[i].count);
        else snprintf(last, sizeof last, "the last seed makes %d in pit %d", t->lap[i].count, t->lap[i].last);
        if (i == 0)
            event(ev, r, *sow_rule_ids(r, "sow.direction") ? "sow.direction" : "start", "%s sows pit %s (%d seed%s): %s",
                  player_name(player), sow_move_text(r, move, m), t->lap[0].seeds, t->lap[0].seeds == 1 ? "" : "s", last);
        else
            event(ev, r, "sow.relay", "relay lap %d from pit %d (%d seed%s): %s", i + 1, t->lap[i].origin,
                  t->lap[i].seeds, t->lap[i].seeds == 1 ? "" : "s", last);
    }
    if (t->nlaps > SOW_TRACE_LAPS)
        event(ev, r, "sow.relay", "%d laps in all (the first %d shown)", t->nlaps, SOW_TRACE_LAPS);
    for (int i = 0; i < t->ncaps && i < SOW_TRACE_CAPS; i++) {
        int why = t->cap[i].why;
        static const char *const verb[] = {"captures pit", "chain captures pit", "captures the opposite pit",
                                           "captures while sowing pit"};
        event(ev, r, capture_field(r, why), "%s %d (%d)", why <= SOW_WHY_SOWING ? verb[why] : "captures pit",
              t->cap[i].pit, t->cap[i].seeds);
    }
    if (t->ncaps) event(ev, r, "capture", "%s captures %d in all", player_name(player), t->captured);
    if (t->forfeited) event(ev, r, "capture.grand_slam", "a grand slam: the capture is forfeited");
}

static void pass_event(json_t *ev, const sow_rules *r, const sow_state *before)
{
    int empty = 1, p = before->to_move;
    for (int i = p * r->row; i < (p + 1) * r->row; i++)
        if (before->b.pit[i]) empty = 0;
    if (empty) event(ev, r, "empty_row", "%s has no seeds in their row and passes", player_name(p));
    else event(ev, r, r->feed != SOW_FEED_NONE ? "feed.rule" : "start", "%s has no legal move and passes", player_name(p));
}

void sow_replay_ply(sow_replay *p, const sow_state *before, const sow_state *moved, const sow_state *after, int move,
                    const sow_trace *t)
{
    const sow_rules *r = p->r;
    char m[8];
    json_t *ev = json_array();
    json_t *ply = json_pack("{s:s,s:I,s:i,s:s,s:o,s:o}", "kind", "ply", "ply", (json_int_t)moved->ply, "player",
                            before->to_move, "move", sow_move_text(r, move, m), "before", board_json(r, before),
                            "before_captured", captured_json(before));
    json_object_set_new(ply, "board", board_json(r, moved));
    json_object_set_new(ply, "captured", captured_json(moved));
    json_object_set_new(ply, "to_move", after->status == SOW_PLAYING ? json_integer(after->to_move) : json_null());
    json_t *caps = json_array();
    int path_ok = 0;
    if (move == SOW_PASS) {
        pass_event(ev, r, before);
        json_object_set_new(ply, "laps", json_array());
    } else if (r->fam.pie && move == sow_swap_move(r)) {
        event(ev, r, "pie", "%s swaps sides (the pie rule): the board is turned round", player_name(before->to_move));
        json_object_set_new(ply, "laps", json_array());
    } else {
        path_ok = add_laps(ply, r, before, moved, move, t);
        for (int i = 0; i < t->ncaps && i < SOW_TRACE_CAPS; i++)
            json_array_append_new(caps, json_pack("[iis]", t->cap[i].pit, t->cap[i].seeds,
                                                  why_names[t->cap[i].why <= SOW_WHY_SOWING ? t->cap[i].why : 0]));
        sowing_events(ev, r, before->to_move, move, t);
        if (t->forfeited) json_object_set_new(ply, "forfeited", json_true());
    }
    if (moved->again && after->status == SOW_PLAYING)
        event(ev, r, r->fam.repeat_store ? "extra_turn.store" : "extra_turn", "%s moves again", player_name(before->to_move));
    if (after->status == SOW_PLAYING && (memcmp(&after->b, &moved->b, sizeof after->b) || after->round != moved->round))
        event(ev, r, "rounds", "a new round begins");
    json_object_set_new(ply, "captures", caps);
    json_object_set_new(ply, "path_ok", json_boolean(path_ok));
    json_object_set_new(ply, "events", ev);
    json_array_append_new(p->steps, ply);
}

/* The spec field behind each end reason (sow_end order). */
static const char *end_field(int e)
{
    static const char *const field[SOW_END__COUNT] = {
        "", "finish.board_empty", "feed.unable", "empty_row", "finish.threshold", "finish.endless",
        "finish.lone_seed", "sow.relay", "finish", "limits", "sow.max_laps", "finish.no_moves", "rounds",
        "finish.either_row_empty", "finish.all_singletons", "finish.goal", "finish.few_left",
        "finish.mover_row_empty", "finish.opponent_row_empty", "--db", "--db",
    };
    return e > 0 && e < SOW_END__COUNT ? field[e] : "finish";
}

void sow_replay_end(sow_replay *p, const sow_state *s)
{
    const sow_rules *r = p->r;
    json_t *ev = json_array();
    int won = s->result == SOW_WIN && s->winner <= 1;
    const char *reason = sow_end_name((sow_end)s->end);
    if (won)
        event(ev, r, end_field(s->end), "game over (%s): %s wins %d-%d", reason, player_name(s->winner),
              s->captured[s->winner], s->captured[1 - s->winner]);
    else if (s->result == SOW_DRAW)
        event(ev, r, end_field(s->end), "game over (%s): a draw %d-%d", reason, s->captured[0], s->captured[1]);
    else if (s->result == SOW_LIMIT)
        event(ev, r, end_field(s->end), "stopped (%s): a simulation limit, not a rule", reason);
    else
        event(ev, r, end_field(s->end), "game over (%s): unresolved, a rule gap", reason);
    json_t *end = json_pack("{s:s,s:s,s:s,s:o,s:o,s:o,s:I,s:o}", "kind", "end", "end", reason, "result",
                            sow_result_name((sow_result)s->result), "winner",
                            won ? json_integer(s->winner) : json_null(), "board", board_json(r, s), "captured",
                            captured_json(s), "plies", (json_int_t)s->ply, "events", ev);
    json_array_append_new(p->steps, end);
}

size_t sow_replay_command(const char *play, const char *page, char *buf, size_t cap)
{
    static const char prefix[] = "sow play";
    sow_text t = sow_text_on(buf, cap);
    const char *args = strncmp(play, prefix, sizeof prefix - 1) ? play : play + sizeof prefix - 1;
    sow_text_add(&t, "sow replay%s -o %s", args, page);
    return t.len;
}

/* ---- the page ---------------------------------------------------------------- */

int sow_replay_page(FILE *f, const sow_replay *p, sow_error *err)
{
    return report_page_write(f, sow_replay_page_html, "/*SOW_REPLAY_DATA*/", json_incref(p->root), err);
}
