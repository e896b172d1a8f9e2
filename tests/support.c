/* support.c - see support.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static int parse_choices(const char *readings, sow_choice *c, int cap)
{
    int n = 0;
    if (!readings) return 0;
    const char *p = readings;
    while (*p && n < cap) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char item[2 * SOW_NAME_LEN + 2];
        snprintf(item, sizeof item, "%.*s", (int)len, p);
        char *eq = strchr(item, '=');
        ck_assert_msg(eq != NULL, "bad reading '%s' (want ID=KEYWORD)", item);
        *eq = 0;
        snprintf(c[n].id, sizeof c[n].id, "%.*s", SOW_NAME_LEN - 1, item);
        snprintf(c[n].reading, sizeof c[n].reading, "%.*s", SOW_NAME_LEN - 1, eq + 1);
        n++;
        if (!end) break;
        p = end + 1;
    }
    return n;
}

int try_load(const char *path, const char *readings, sow_rules *out, sow_error *err)
{
    sow_choice c[SOW_MAX_QUESTIONS];
    int n = parse_choices(readings, c, SOW_MAX_QUESTIONS);
    memset(err, 0, sizeof *err);
    return sow_spec_load(path, c, n, out, err);
}

sow_rules *load_spec(const char *name, const char *readings)
{
    char path[512];
    snprintf(path, sizeof path, "%s/specs/%s", SOW_SOURCE_DIR, name);
    sow_rules *r = malloc(sizeof *r);
    sow_error err;
    ck_assert_ptr_nonnull(r);
    if (try_load(path, readings, r, &err))
        ck_abort_msg("loading %s [%s]: %s:%d: %s: %s", name, readings ? readings : "",
                     err.file, err.line, err.field, err.msg);
    return r;
}

void position(const sow_rules *r, sow_state *s, const int *pits, int to_move)
{
    uint8_t layout[SOW_MAX_PITS] = {0};
    for (int p = 0; p < r->pits; p++) layout[p] = (uint8_t)pits[p];
    sow_rng rng;
    sow_rng_seed(&rng, 1, 0);
    sow_new_game(r, s, layout, to_move, &rng, 0);
}

void position_raw(const sow_rules *r, sow_state *s, const int *pits, int to_move)
{
    uint8_t layout[SOW_MAX_PITS] = {0};
    for (int p = 0; p < r->pits; p++) layout[p] = (uint8_t)pits[p];
    sow_position(r, s, layout, to_move);
}

void position_with(const sow_rules *r, sow_state *s, const int *pits, int to_move, int south, int north)
{
    position_raw(r, s, pits, to_move);
    s->captured[0] = (uint16_t)south;
    s->captured[1] = (uint16_t)north;
    sow_settle(r, s);
}

int play_legal(const sow_rules *r, sow_state *s, int pit, sow_trace *tr)
{
    ck_assert_msg(sow_is_legal(r, s, pit), "move %d is not legal (legal mask 0x%llx)", pit,
                  (unsigned long long)sow_legal(r, s));
    int mover = s->to_move, before = s->captured[mover];
    sow_play(r, s, pit, tr);
    return s->captured[mover] - before;
}

static void board_text(const sow_rules *r, const int *pits, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = 0;
    for (int p = 0; p < r->pits && len + 8 < cap; p++)
        len += (size_t)snprintf(buf + len, cap - len, "%s%d", p ? "," : "", pits[p]);
}

void assert_board_at(const sow_rules *r, const sow_state *s, const int *want, int n, const char *file, int line)
{
    int got[SOW_MAX_PITS];
    char gs[256], ws[256];
    ck_assert_msg(n == r->pits, "%s:%d: expected board has %d pits, the rules %d", file, line, n, r->pits);
    for (int p = 0; p < r->pits; p++) got[p] = s->b.pit[p];
    if (memcmp(got, want, (size_t)n * sizeof *want)) {
        board_text(r, got, gs, sizeof gs);
        board_text(r, want, ws, sizeof ws);
        ck_abort_msg("%s:%d: board is [%s], expected [%s]", file, line, gs, ws);
    }
}

void assert_cap(const sow_trace *tr, int i, int pit, int seeds, int why)
{
    ck_assert_msg(i < tr->ncaps, "the trace has %d captures, wanted capture %d", tr->ncaps, i);
    ck_assert_msg(tr->cap[i].pit == pit && tr->cap[i].seeds == seeds && tr->cap[i].why == why,
                  "capture %d: got pit %d seeds %d why %d, expected pit %d seeds %d why %d", i,
                  tr->cap[i].pit, tr->cap[i].seeds, tr->cap[i].why, pit, seeds, why);
}

void assert_score(const sow_state *s, int south, int north)
{
    ck_assert_msg(s->captured[0] == south && s->captured[1] == north,
                  "captured %d-%d, expected %d-%d", s->captured[0], s->captured[1], south, north);
}

void assert_to_move(const sow_state *s, int to_move)
{
    ck_assert_msg(s->status == SOW_PLAYING, "game ended (%s), expected it to go on",
                  sow_end_name((sow_end)s->end));
    ck_assert_int_eq(s->to_move, to_move);
}

void assert_end(const sow_state *s, sow_end why)
{
    ck_assert_msg(s->status == SOW_ENDED, "game still playing, expected end %s", sow_end_name(why));
    ck_assert_msg(s->end == why, "end %s, expected %s", sow_end_name((sow_end)s->end), sow_end_name(why));
}

void check_every_reading(const char *name)
{
    sow_rules *r = load_spec(name, NULL);
    for (int q = 0; q < r->nquestions; q++) {
        ck_assert_int_eq(r->question[q].chosen, 0);
        for (int i = 0; i < r->question[q].nreadings; i++) {
            char rd[2 * SOW_NAME_LEN + 2];
            snprintf(rd, sizeof rd, "%s=%s", r->question[q].id, r->question[q].reading[i]);
            sow_rules *x = load_spec(name, rd);
            ck_assert_msg(x->question[q].chosen == i, "%s [%s]: reading %d chosen", name, rd, x->question[q].chosen);
            free(x);
        }
    }
    free(r);
}

void check_random_games(const char *name, const char *readings, uint64_t stream, int games)
{
    sow_rules *r = load_spec(name, readings);
    int limits = 0;
    if (r->fam.rounds && games > 20) games = 20;
#ifdef SOW_SANITIZED
    games = games / 5 + 1;             /* the sanitizers: every ply is checked by paranoid.c there too */
#endif
    for (int g = 0; g < games; g++) {
        sow_rng rng;
        sow_state s;
        sow_rng_seed(&rng, 4242 + (uint64_t)g, stream);
        sow_new_game(r, &s, NULL, -1, &rng, (uint64_t)g);
        for (int ply = 0; s.status == SOW_PLAYING && ply < 200000; ply++) {
            play_random(r, &s, &rng);
            int held = sow_on_board(r, &s) + s.captured[0] + s.captured[1];
            if (held != r->total && !(s.round > 0 && held < r->total))
                ck_abort_msg("%s [%s] game %d ply %d: %d seeds held, %d in all", name, readings ? readings : "",
                             g, ply, held, r->total);
        }
        ck_assert_msg(s.status == SOW_ENDED, "%s [%s] game %d did not end in 200000 plies", name,
                      readings ? readings : "", g);
        if (s.end == SOW_END_LIMIT && !(r->fam.rounds && s.round + 1 == r->fam.max_rounds)) limits++;
    }
    ck_assert_msg(limits * 50 <= games, "%s [%s]: %d of %d games stopped by a simulation limit", name,
                  readings ? readings : "", limits, games);
    free(r);
}

void play_random(const sow_rules *r, sow_state *s, sow_rng *rng)
{
    sow_moves m = sow_legal(r, s);
    if (!m) {
        sow_play(r, s, SOW_PASS, NULL);
        return;
    }
    for (uint32_t k = sow_rng_below(rng, (uint32_t)__builtin_popcountll(m)); k; k--) m &= m - 1;
    sow_play(r, s, __builtin_ctzll(m), NULL);
}

int run_suite(Suite *s)
{
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

int load_resized(const char *name, const char *id, const char *reading, int row, int per, sow_rules *r,
                 sow_error *e)
{
    char path[512];
    sow_choice ch;
    snprintf(path, sizeof path, "%s/specs/%s", SOW_SOURCE_DIR, name);
    snprintf(ch.id, sizeof ch.id, "%.60s", id ? id : "");
    snprintf(ch.reading, sizeof ch.reading, "%.60s", reading ? reading : "");
    return sow_spec_load_resized(path, &ch, id ? 1 : 0, row, per, r, e);
}
