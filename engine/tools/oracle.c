/* oracle.c - the rules oracle: one JSON request line in, one JSON answer
 * out (docs/oracle.md). Every request is checked field by field; nothing a
 * client sends can crash it or leave it in a bad state: a bad request gets
 * {"ok":false,"error":"..."} and the next one is answered as usual. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sow_solve.h"
#include "sow_tools.h"

struct sow_oracle {
    const sow_rules *r;
    uint64_t seed;
    uint64_t next_game;          /* the game index of the next {"op":"new"} */
    int max_depth;
    const sow_endgames *db;      /* analyse solves down to it (NULL: none) */
};

enum { CAPTURED_MAX = 65535 - SOW_MAX_SEEDS };   /* room to add the board without overflow */

sow_oracle *sow_oracle_new(const sow_rules *r, uint64_t seed)
{
    sow_oracle *o = sow_xcalloc(1, sizeof *o);
    o->r = r;
    o->seed = seed;
    o->max_depth = SOW_ORACLE_MAX_DEPTH;
    return o;
}

void sow_oracle_free(sow_oracle *o)
{
    free(o);
}

void sow_oracle_set_max_depth(sow_oracle *o, int depth)
{
    o->max_depth = depth < 1 ? 1 : depth > 64 ? 64 : depth;
}

void sow_oracle_set_endgames(sow_oracle *o, const sow_endgames *db)
{
    o->db = db;
}

/* ---- errors ------------------------------------------------------------------ */

typedef struct {
    char msg[512];
} req_error;

static int fail(req_error *e, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
static int fail(req_error *e, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
    return -1;
}

/* A client's string, safe to quote in a message: printable ASCII, short. */
static void quote(char *out, size_t cap, const char *in)
{
    size_t n = 0;
    for (; *in && n + 4 < cap; in++) {
        unsigned char c = (unsigned char)*in;
        out[n++] = c >= 0x20 && c < 0x7f ? (char)c : '?';
    }
    if (*in && n + 4 >= cap && cap >= 4) {
        out[n++] = '.'; out[n++] = '.'; out[n++] = '.';
    }
    out[n < cap ? n : cap - 1] = '\0';
}

static const char *type_name(const json_t *v)
{
    switch (json_typeof(v)) {
    case JSON_OBJECT: return "an object";
    case JSON_ARRAY: return "an array";
    case JSON_STRING: return "a string";
    case JSON_INTEGER: return "an integer";
    case JSON_REAL: return "a real number";
    case JSON_TRUE: case JSON_FALSE: return "a boolean";
    case JSON_NULL: return "null";
    }
    return "a value";
}

/* ---- fields ------------------------------------------------------------------ */

/* An integer field in [min, max]; absent: *out untouched, returns 0. */
static int get_int(req_error *e, const json_t *req, const char *key, json_int_t min, json_int_t max,
                   json_int_t *out)
{
    const json_t *v = json_object_get(req, key);
    if (!v) return 0;
    if (!json_is_integer(v))
        return fail(e, "field '%s' must be an integer from %lld to %lld, not %s", key, (long long)min,
                    (long long)max, type_name(v));
    if (json_integer_value(v) < min || json_integer_value(v) > max)
        return fail(e, "field '%s' is %lld; expected an integer from %lld to %lld", key,
                    (long long)json_integer_value(v), (long long)min, (long long)max);
    *out = json_integer_value(v);
    return 0;
}

static const char *const position_keys[] = {"board", "to_move", "captured", "sowings", "ply", "quiet",
                                             "last_mover", NULL};
/* the state the family's rules keep beyond the board (sow.h's sow_state),
 * for a spec the general turn plays: without them a position of Toguz
 * Kumalak would lose its tuzdiks between two requests */
static const char *const family_keys[] = {"children", "blocked", "started", "ways", "again", "round",
                                          "round_first", "round_sowed", "round_result", "north_owns",
                                          "round_wins", NULL};
/* the other keys of a test vector line, accepted and ignored */
static const char *const vector_keys[] = {"game", "legal", "legal_reverse", "swap", "result", "paths", NULL};

static int in_list(const char *key, const char *const *list)
{
    for (; list && *list; list++)
        if (strcmp(key, *list) == 0) return 1;
    return 0;
}

/* Refuses a key no list names (a typo must not silently become a default). */
static int check_keys(req_error *e, const sow_rules *r, json_t *req, const char *op, const char *const *a,
                      const char *const *b, const char *const *c)
{
    const char *key;
    json_t *v;
    json_object_foreach(req, key, v) {
        char q[64];
        (void)v;
        if (strcmp(key, "op") == 0 || strcmp(key, "id") == 0) continue;
        if (in_list(key, a) || in_list(key, b) || in_list(key, c)) continue;
        if (a == position_keys && r && r->general && in_list(key, family_keys)) continue;
        quote(q, sizeof q, key);
        return fail(e, "unknown field '%s' for op '%s'", q, op);
    }
    return 0;
}

/* The layout of game `index` (a random deal draws from the stream of
 * (seed, index)), `to_move` to move, no end rule applied. */
static void start_layout(const sow_oracle *o, sow_state *s, uint64_t index, int to_move)
{
    sow_state g;
    sow_game_start(o->r, o->seed, index, NULL, NULL, &g, NULL);
    sow_position(o->r, s, g.b.pit, to_move);
}

/* A list of distinct pits (0..2N-1) as a mask. */
static int get_pits(req_error *e, const sow_rules *r, const json_t *v, const char *key, uint32_t *mask)
{
    size_t i;
    *mask = 0;
    if (!json_is_array(v)) return fail(e, "field '%s' must be an array of pits (0 to %d)", key, r->pits - 1);
    for (i = 0; i < json_array_size(v); i++) {
        const json_t *c = json_array_get(v, i);
        json_int_t p = json_is_integer(c) ? json_integer_value(c) : -1;
        if (p < 0 || p >= r->pits || (*mask >> p & 1))
            return fail(e, "%s[%zu] must be a pit from 0 to %d, each once", key, i, r->pits - 1);
        *mask |= 1u << p;
    }
    return 0;
}

/* The family's state (family_keys), each field optional (default: none). */
static int get_family(req_error *e, const sow_rules *r, json_t *req, sow_state *s)
{
    const json_t *v;
    json_int_t round = 0, first = 0, sowed = 0, result = 0, ways = 0;
    uint32_t m[2] = {0, 0};
    if ((v = json_object_get(req, "children"))) {
        if (!json_is_array(v) || json_array_size(v) != 2)
            return fail(e, "field 'children' must be [South's child pits, North's child pits]");
        if (get_pits(e, r, json_array_get(v, 0), "children[0]", &m[0])
            || get_pits(e, r, json_array_get(v, 1), "children[1]", &m[1]))
            return -1;
        if (m[0] & m[1]) return fail(e, "field 'children': a pit is a child of both players");
        s->child = m[0] | m[1];
        s->child_north = m[1];
    }
    if ((v = json_object_get(req, "blocked")) && get_pits(e, r, v, "blocked", &s->blocked)) return -1;
    if ((v = json_object_get(req, "north_owns"))) {
        if (!r->fam.territory) return fail(e, "field 'north_owns': %s has no territory (rounds.territory)", r->name);
        if (get_pits(e, r, v, "north_owns", &s->owner_north)) return -1;
    }
    if ((v = json_object_get(req, "round_wins"))) {
        if (!r->fam.match_wins) return fail(e, "field 'round_wins': %s has no match of round wins (rounds.wins)", r->name);
        for (size_t i = 0; i < 2; i++) {
            const json_t *w = json_is_array(v) && json_array_size(v) == 2 ? json_array_get(v, i) : NULL;
            if (!json_is_integer(w) || json_integer_value(w) < 0 || json_integer_value(w) > UINT16_MAX)
                return fail(e, "field 'round_wins' must be [South's round wins, North's], each 0..65535");
            s->round_wins[i] = (uint16_t)json_integer_value(w);
        }
    }
    if ((v = json_object_get(req, "started")) && get_pits(e, r, v, "started", &s->started)) return -1;
    if ((v = json_object_get(req, "again")) && !json_is_boolean(v))
        return fail(e, "field 'again' must be true or false");
    if (v) s->again = (uint8_t)json_is_true(v);
    if (get_int(e, req, "ways", 0, 7, &ways) || get_int(e, req, "round", 0, UINT16_MAX, &round)
        || get_int(e, req, "round_first", 0, 1, &first) || get_int(e, req, "round_sowed", 0, UINT32_MAX, &sowed)
        || get_int(e, req, "round_result", 0, 3 + SOW_ROUND_FIRST_WON, &result))
        return -1;
    s->ways = (uint8_t)ways;
    s->round = (uint16_t)round;
    s->round_first = (uint8_t)first;
    s->round_sowed = (uint32_t)sowed;
    s->round_result = (uint8_t)result;
    return 0;
}

/* A position from the request's fields (defaults: the start layout, South
 * to move, nothing captured, no ply yet), with every end rule applied. */
static int get_position(req_error *e, const sow_oracle *o, json_t *req, sow_state *s)
{
    const sow_rules *r = o->r;
    const json_t *v;
    json_int_t to_move = 0, sowings = 0, ply = 0, quiet = 0;
    uint8_t layout[SOW_MAX_PITS];
    int have_board = 0;

    if ((v = json_object_get(req, "board"))) {
        size_t i, n;
        long sum = 0;
        if (!json_is_array(v))
            return fail(e, "field 'board' must be an array of %d seed counts, not %s", r->pits, type_name(v));
        n = json_array_size(v);
        if (n != (size_t)r->pits)
            return fail(e, "field 'board' has %zu counts; %s needs exactly %d (2 rows of %d)", n, r->name,
                        r->pits, r->row);
        for (i = 0; i < n; i++) {
            const json_t *c = json_array_get(v, i);
            if (!json_is_integer(c))
                return fail(e, "board[%zu] must be an integer from 0 to %d, not %s", i, SOW_MAX_SEEDS,
                            type_name(c));
            if (json_integer_value(c) < 0 || json_integer_value(c) > SOW_MAX_SEEDS)
                return fail(e, "board[%zu] is %lld; expected 0 to %d", i, (long long)json_integer_value(c),
                            SOW_MAX_SEEDS);
            sum += (long)json_integer_value(c);
            if (sum > SOW_MAX_SEEDS)
                return fail(e, "field 'board' holds more than %d seeds in all", SOW_MAX_SEEDS);
            layout[i] = (uint8_t)json_integer_value(c);
        }
        have_board = 1;
    }
    if (get_int(e, req, "to_move", 0, 1, &to_move) || get_int(e, req, "sowings", 0, UINT32_MAX, &sowings)
        || get_int(e, req, "ply", 0, UINT32_MAX, &ply) || get_int(e, req, "quiet", 0, UINT32_MAX, &quiet))
        return -1;
    if (have_board) sow_position(r, s, layout, (int)to_move);
    else start_layout(o, s, 0, (int)to_move);

    if ((v = json_object_get(req, "captured"))) {
        int i;
        if (!json_is_array(v) || json_array_size(v) != 2)
            return fail(e, "field 'captured' must be an array of 2 integers [South, North]");
        for (i = 0; i < 2; i++) {
            const json_t *c = json_array_get(v, (size_t)i);
            if (!json_is_integer(c) || json_integer_value(c) < 0 || json_integer_value(c) > CAPTURED_MAX)
                return fail(e, "captured[%d] must be an integer from 0 to %d", i, CAPTURED_MAX);
            s->captured[i] = (uint16_t)json_integer_value(c);
        }
    }
    if ((v = json_object_get(req, "last_mover")) && !json_is_null(v)) {
        json_int_t lm = 0;
        if (get_int(e, req, "last_mover", 0, 1, &lm)) return -1;
        s->last_mover = (uint8_t)lm;
    }
    s->sowings = (uint32_t)sowings;
    s->ply = (uint32_t)ply;
    s->quiet = (uint32_t)quiet;
    if (r->general && get_family(e, r, req, s)) return -1;
    sow_settle(r, s);
    return 0;
}

/* ---- ops --------------------------------------------------------------------- */

static void add_ended(json_t *ans, const sow_state *s)
{
    json_object_set_new(ans, "ended", json_boolean(s->status != SOW_PLAYING));
    if (s->status != SOW_PLAYING) {
        sow_json_outcome(ans, s);
        json_object_del(ans, "to_move");
    }
}

static int op_legal(req_error *e, sow_oracle *o, json_t *req, json_t *ans)
{
    sow_state s;
    sow_moves legal;
    if (check_keys(e, o->r, req, "legal", position_keys, vector_keys, NULL) || get_position(e, o, req, &s)) return -1;
    legal = sow_legal(o->r, &s);
    sow_json_legal(ans, o->r, legal);
    json_object_set_new(ans, "pass", json_boolean(s.status == SOW_PLAYING && legal == 0));
    add_ended(ans, &s);
    return 0;
}

static void legal_text(const sow_rules *r, const sow_state *s, char *buf, size_t cap)
{
    sow_moves legal = sow_legal(r, s);
    size_t n = 0;
    char m[8];
    buf[0] = '\0';
    if (!legal) {
        snprintf(buf, cap, "pass");
        return;
    }
    for (int p = 0; p < 64 && n + 8 < cap; p++)
        if ((legal >> p) & 1) n += (size_t)snprintf(buf + n, cap - n, "%s%s", n ? "," : "", sow_move_text(r, p, m));
}

static int op_move(req_error *e, sow_oracle *o, json_t *req, json_t *ans)
{
    static const char *const move_keys[] = {"move", "reverse", NULL};
    const sow_rules *r = o->r;
    const json_t *mv;
    sow_state s, moved;
    sow_trace t;
    int move;
    char legal[160];
    if (check_keys(e, o->r, req, "move", position_keys, vector_keys, move_keys)) return -1;
    mv = json_object_get(req, "move");
    if (!mv) return fail(e, "missing field 'move' (a pit 0..%d or \"pass\")", r->pits - 1);
    if (json_is_string(mv) && r->fam.pie && !strcmp(json_string_value(mv), "swap")) {
        move = sow_swap_move(r);
    } else if (json_is_string(mv)) {
        char q[64];
        if (strcmp(json_string_value(mv), "pass") != 0) {
            quote(q, sizeof q, json_string_value(mv));
            return fail(e, "field 'move' is \"%s\"; expected a pit 0..%d or \"pass\"", q, r->pits - 1);
        }
        move = SOW_PASS;
    } else if (json_is_integer(mv)) {
        if (json_integer_value(mv) < 0 || json_integer_value(mv) >= r->pits)
            return fail(e, "move %lld is not a pit (0..%d)", (long long)json_integer_value(mv), r->pits - 1);
        move = (int)json_integer_value(mv);
        const json_t *rev = json_object_get(req, "reverse");
        if (rev && !json_is_boolean(rev))
            return fail(e, "field 'reverse' must be true or false, not %s", type_name(rev));
        if (rev && json_is_true(rev)) move += SOW_REVERSE;
    } else {
        return fail(e, "field 'move' must be a pit 0..%d or \"pass\", not %s", r->pits - 1, type_name(mv));
    }
    if (get_position(e, o, req, &s)) return -1;
    if (s.status != SOW_PLAYING)
        return fail(e, "the game is over (%s): no move is legal", sow_end_name((sow_end)s.end));
    if (!sow_is_legal(r, &s, move)) {
        legal_text(r, &s, legal, sizeof legal);
        if (move == SOW_PASS) return fail(e, "pass is not legal; legal moves: %s", legal);
        char mt[8];
        return fail(e, "move %s is not legal; legal moves: %s", sow_move_text(r, move, mt), legal);
    }
    moved = s;
    sow_move(r, &moved, move, &t);
    {
        sow_state after = moved;
        json_t *before_end = json_object();
        sow_settle(r, &after);
        sow_json_position(ans, r, &after);
        sow_json_outcome(ans, &after);
        if (move != SOW_PASS) sow_json_trace(ans, &t);
        else {
            json_object_set_new(ans, "laps", json_integer(0));
            json_object_set_new(ans, "captures", json_array());
        }
        /* the position after the move, before an end rule gave seeds away */
        json_object_set_new(before_end, "board", sow_json_board(r, &moved));
        json_object_set_new(before_end, "captured", sow_json_captured(&moved));
        json_object_set_new(ans, "moved", before_end);
        {
            uint64_t paths = sow_ply_paths(r, &s, move, move == SOW_PASS ? NULL : &t, &after);
            json_t *pl = json_array();
            for (int p = 0; p < SOW_PATH__COUNT; p++)
                if ((paths >> p) & 1) json_array_append_new(pl, json_string(sow_path_name(p)));
            json_object_set_new(ans, "paths", pl);
        }
    }
    return 0;
}

static int op_perft(req_error *e, sow_oracle *o, json_t *req, json_t *ans)
{
    static const char *const perft_keys[] = {"depth", NULL};
    json_int_t depth = -1;
    uint64_t count[65];
    sow_state s;
    json_t *a;
    if (check_keys(e, o->r, req, "perft", position_keys, vector_keys, perft_keys)) return -1;
    if (!json_object_get(req, "depth")) return fail(e, "missing field 'depth' (1 to %d)", o->max_depth);
    if (get_int(e, req, "depth", 1, o->max_depth, &depth) || get_position(e, o, req, &s)) return -1;
    memset(count, 0, sizeof count);
    sow_perft(o->r, &s, (int)depth, count);
    a = json_array();
    for (int d = 1; d <= depth; d++) json_array_append_new(a, json_integer((json_int_t)count[d]));
    json_object_set_new(ans, "perft", a);
    return 0;
}

/* [lo, hi] from South's side; null for a missing bound (sow_solve.h). */
static json_t *bounds_json(sow_bounds b)
{
    json_t *a = json_array();
    json_array_append_new(a, b.lo <= -SOW_SOLVE_NONE ? json_null() : json_integer(b.lo));
    json_array_append_new(a, b.hi >= SOW_SOLVE_NONE ? json_null() : json_integer(b.hi));
    return a;
}

static json_t *move_json(const sow_rules *r, int move)
{
    char m[8];
    return move == SOW_PASS ? json_string("pass") : move == sow_swap_move(r) && r->fam.pie ? json_string("swap")
         : move >= SOW_REVERSE ? json_string(sow_move_text(r, move, m)) : json_integer(move);
}

enum { ORACLE_ANALYSE_MAX = 20000000, ORACLE_ANALYSE_DEFAULT = 1000000 };

static int op_analyse(req_error *e, sow_oracle *o, json_t *req, json_t *ans)
{
    static const char *const analyse_keys[] = {"max_positions", NULL};
    const sow_rules *r = o->r;
    json_int_t max = ORACLE_ANALYSE_DEFAULT;
    sow_state s;
    sow_error err;
    sow_solved *g;
    if (check_keys(e, o->r, req, "analyse", position_keys, vector_keys, analyse_keys)) return -1;
    if (json_object_get(req, "max_positions") && get_int(e, req, "max_positions", 1, ORACLE_ANALYSE_MAX, &max)) return -1;
    if (get_position(e, o, req, &s)) return -1;
    if (!sow_solve_supported(r, &err)) return fail(e, "%s: %s", err.field, err.msg);
    sow_solve_options opt = { (long)max, NULL, NULL, o->db };
    if (sow_solve(r, &s, &opt, &g, &err) < 0) return fail(e, "%s", err.msg);
    json_t *v = json_object(), *moves = json_array(), *line = json_array();
    json_object_set_new(v, "result", bounds_json(sow_solved_value(g, 0, SOW_VALUE_RESULT)));
    json_object_set_new(v, "margin", bounds_json(sow_solved_value(g, 0, SOW_VALUE_MARGIN)));
    json_object_set_new(ans, "value", v);
    int mv[2 * SOW_MAX_PITS + 2];
    long child[2 * SOW_MAX_PITS + 2];
    int n = sow_solved_moves(g, 0, mv, child, 2 * SOW_MAX_PITS + 2);
    for (int i = 0; i < n; i++) {
        json_t *m = json_object();
        json_object_set_new(m, "move", move_json(r, mv[i]));
        json_object_set_new(m, "result", bounds_json(sow_solved_value(g, child[i], SOW_VALUE_RESULT)));
        json_object_set_new(m, "margin", bounds_json(sow_solved_value(g, child[i], SOW_VALUE_MARGIN)));
        json_array_append_new(moves, m);
    }
    json_object_set_new(ans, "moves", moves);
    long at = 0, next;
    int best;
    while ((best = sow_solved_best(g, at, SOW_VALUE_RESULT, &next)) >= SOW_PASS) {
        json_array_append_new(line, move_json(r, best));
        at = next;
    }
    json_object_set_new(ans, "line", line);
    json_object_set_new(ans, "positions", json_integer((json_int_t)sow_solved_stats(g).positions));
    if (o->db) json_object_set_new(ans, "in_database", json_integer((json_int_t)sow_solved_stats(g).db_leaves));
    sow_solved_free(g);
    return 0;
}

static int op_rules(req_error *e, sow_oracle *o, json_t *req, json_t *ans)
{
    const sow_rules *r = o->r;
    char hash[24];
    json_t *qs;
    if (check_keys(e, NULL, req, "rules", NULL, NULL, NULL)) return -1;
    sow_text text = sow_text_new();
    sow_rules_describe_text(r, &text);
    if (text.failed || !text.s) {
        sow_text_free(&text);
        return fail(e, "out of memory");
    }
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)r->spec_hash);
    json_object_set_new(ans, "name", json_string(r->name));
    json_object_set_new(ans, "spec_hash", json_string(hash));
    json_object_set_new(ans, "row", json_integer(r->row));
    json_object_set_new(ans, "pits", json_integer(r->pits));
    {
        json_t *t = json_string(text.s);
        json_object_set_new(ans, "text", t ? t : json_string("(not UTF-8)"));
    }
    sow_text_free(&text);
    qs = json_array();
    for (int q = 0; q < r->nquestions; q++) {
        const sow_question *qu = &r->question[q];
        json_t *rd = json_array();
        for (int k = 0; k < qu->nreadings; k++) json_array_append_new(rd, json_string(qu->reading[k]));
        json_array_append_new(qs, json_pack("{s:s,s:s?,s:o,s:s?}", "id", qu->id, "text", qu->text, "readings", rd,
                                            "chosen", qu->chosen >= 0 && qu->chosen < qu->nreadings
                                                          ? qu->reading[qu->chosen] : NULL));
    }
    json_object_set_new(ans, "questions", qs);
    return 0;
}

static int op_new(req_error *e, sow_oracle *o, json_t *req, json_t *ans)
{
    static const char *const new_keys[] = {"game", NULL};
    json_int_t game = -1;
    sow_state s;
    if (check_keys(e, NULL, req, "new", new_keys, NULL, NULL)
        || get_int(e, req, "game", 0, (json_int_t)(~0ULL >> 1), &game))
        return -1;
    if (game < 0) game = (json_int_t)o->next_game++;
    sow_game_start(o->r, o->seed, (uint64_t)game, NULL, NULL, &s, NULL);   /* as sow simulate starts it */
    json_object_set_new(ans, "game", json_integer(game));
    sow_json_position(ans, o->r, &s);
    sow_json_outcome(ans, &s);
    sow_json_legal(ans, o->r, sow_legal(o->r, &s));
    return 0;
}

/* ---- one line ------------------------------------------------------------------ */

static char *error_answer(json_t *id, const char *msg)
{
    json_t *ans = json_object();
    char *out;
    if (id) json_object_set(ans, "id", id);
    json_object_set_new(ans, "ok", json_false());
    {
        json_t *m = json_string(msg);
        json_object_set_new(ans, "error", m ? m : json_string("bad request"));
    }
    out = json_dumps(ans, JSON_COMPACT);
    json_decref(ans);
    return out;
}

static int blank(const char *line, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if (line[i] != ' ' && line[i] != '\t' && line[i] != '\r' && line[i] != '\n') return 0;
    return 1;
}

char *sow_oracle_answer(sow_oracle *o, const char *line, size_t len)
{
    static const struct {
        const char *name;
        int (*fn)(req_error *, sow_oracle *, json_t *, json_t *);
    } ops[] = {
        {"legal", op_legal}, {"move", op_move}, {"perft", op_perft}, {"rules", op_rules}, {"new", op_new},
        {"analyse", op_analyse},
    };
    json_error_t jerr;
    json_t *req, *id, *opv, *ans;
    req_error e;
    char *out, msg[600];
    size_t k;

    if (len > SOW_ORACLE_MAX_LINE) {
        snprintf(msg, sizeof msg, "request line too long (more than %d bytes)", SOW_ORACLE_MAX_LINE);
        return error_answer(NULL, msg);
    }
    if (blank(line, len)) return NULL;
    req = json_loadb(line, len, JSON_REJECT_DUPLICATES, &jerr);
    if (!req) {
        char q[200];
        quote(q, sizeof q, jerr.text);
        snprintf(msg, sizeof msg, "malformed JSON at column %d: %s", jerr.column, q);
        return error_answer(NULL, msg);
    }
    if (!json_is_object(req)) {
        snprintf(msg, sizeof msg, "a request must be a JSON object, not %s", type_name(req));
        json_decref(req);
        return error_answer(NULL, msg);
    }
    id = json_object_get(req, "id");
    opv = json_object_get(req, "op");
    if (!opv || !json_is_string(opv)) {
        snprintf(msg, sizeof msg, opv ? "field 'op' must be a string (legal, move, perft, rules, new, analyse), not %s"
                                      : "missing field 'op' (legal, move, perft, rules, new, analyse)%s",
                 opv ? type_name(opv) : "");
        out = error_answer(id, msg);
        json_decref(req);
        return out;
    }
    for (k = 0; k < sizeof ops / sizeof ops[0]; k++)
        if (strcmp(json_string_value(opv), ops[k].name) == 0) break;
    if (k == sizeof ops / sizeof ops[0]) {
        char q[64];
        quote(q, sizeof q, json_string_value(opv));
        snprintf(msg, sizeof msg, "unknown op '%s' (known: legal, move, perft, rules, new, analyse)", q);
        out = error_answer(id, msg);
        json_decref(req);
        return out;
    }
    ans = json_object();
    if (id) json_object_set(ans, "id", id);
    json_object_set_new(ans, "ok", json_true());
    e.msg[0] = '\0';
    if (ops[k].fn(&e, o, req, ans) != 0) {
        json_decref(ans);
        out = error_answer(id, e.msg[0] ? e.msg : "bad request");
    } else {
        out = json_dumps(ans, JSON_COMPACT);
        json_decref(ans);
    }
    json_decref(req);
    return out;
}
