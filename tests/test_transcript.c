/* test_transcript.c - `sow play --json` keeps the transcript contract of
 * docs/rules/transcript.md to the letter, for every spec and every
 * reading of every open question: keys in order, types, ply numbering,
 * whose turn, seed conservation, the end line; and the library, replaying
 * the moves from the start line, reaches the same boards. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static void keys_are(json_t *o, const char *const *want, int n, int line)
{
    const char *key;
    json_t *v;
    int i = 0;
    (void)v;
    json_object_foreach(o, key, v) {
        if (i < n) ck_assert_msg(!strcmp(key, want[i]), "line %d: key %d is '%s', expected '%s'", line, i, key, want[i]);
        i++;
    }
    ck_assert_msg(i >= n, "line %d: %d keys, expected at least %d", line, i, n);
}

static void int_array(json_t *a, int n, int *out, int line, const char *what)
{
    ck_assert_msg(json_is_array(a) && (int)json_array_size(a) == n, "line %d: %s is not an array of %d", line, what, n);
    for (int i = 0; i < n; i++) {
        json_t *x = json_array_get(a, (size_t)i);
        ck_assert_msg(json_is_integer(x) && json_integer_value(x) >= 0, "line %d: %s[%d] is not a count", line, what, i);
        out[i] = (int)json_integer_value(x);
    }
}

/* Checks one transcript; returns its number of plies. */
static int check_transcript(const sow_rules *r, const char *cmd)
{
    static const char *const start_keys[] = {"ply", "to_move", "board", "captured"};
    static const char *const ply_keys[] = {"ply", "player", "move", "board", "captured", "to_move"};
    static const char *const end_keys[] = {"end", "result", "winner", "captured", "board", "plies"};
    FILE *p = popen(cmd, "r");
    ck_assert_ptr_nonnull(p);
    char *buf = NULL;
    size_t cap = 0;
    int line = 0, to_move = -1, total = -1, ended = 0, last_ply = 0, saw_null = 0;
    sow_state lib;
    while (getline(&buf, &cap, p) > 0) {
        line++;
        json_error_t jerr;
        json_t *o = json_loads(buf, 0, &jerr);
        ck_assert_msg(o && json_is_object(o), "%s: line %d is not a JSON object: %s", cmd, line, buf);
        int board[SOW_MAX_PITS], cap2[2];
        ck_assert_msg(!ended, "%s: a line after the end line", cmd);
        if (line == 1) {
            keys_are(o, start_keys, 4, line);
            ck_assert_int_eq((int)json_object_size(o), 4);
            ck_assert_int_eq(json_integer_value(json_object_get(o, "ply")), 0);
            to_move = (int)json_integer_value(json_object_get(o, "to_move"));
            ck_assert(to_move == 0 || to_move == 1);
            int_array(json_object_get(o, "board"), r->pits, board, line, "board");
            int_array(json_object_get(o, "captured"), 2, cap2, line, "captured");
            ck_assert(cap2[0] == 0 && cap2[1] == 0);
            total = 0;
            uint8_t layout[SOW_MAX_PITS];
            for (int i = 0; i < r->pits; i++) {
                total += board[i];
                layout[i] = (uint8_t)board[i];
            }
            sow_position(r, &lib, layout, to_move);
            sow_settle(r, &lib);
        } else if (json_object_get(o, "end")) {
            keys_are(o, end_keys, 6, line);
            ended = 1;
            const char *res = json_string_value(json_object_get(o, "result"));
            json_t *w = json_object_get(o, "winner");
            ck_assert_msg(res && (!strcmp(res, "win") || !strcmp(res, "draw") || !strcmp(res, "unresolved")),
                          "line %d: result", line);
            ck_assert_msg(!strcmp(res, "win") ? json_is_integer(w) : json_is_null(w), "line %d: winner", line);
            int_array(json_object_get(o, "board"), r->pits, board, line, "board");
            int_array(json_object_get(o, "captured"), 2, cap2, line, "captured");
            ck_assert_int_eq(json_integer_value(json_object_get(o, "plies")), last_ply);
            ck_assert_msg(lib.status == SOW_ENDED, "line %d: an end line, but the library plays on", line);
            ck_assert_str_eq(json_string_value(json_object_get(o, "end")), sow_end_name((sow_end)lib.end));
            ck_assert_int_eq(cap2[0], lib.captured[0]);
            ck_assert_int_eq(cap2[1], lib.captured[1]);
            if (!strcmp(res, "win")) {
                int wi = (int)json_integer_value(w);
                ck_assert_int_gt(cap2[wi], cap2[wi ^ 1]);
            }
        } else {
            keys_are(o, ply_keys, 6, line);
            ck_assert_msg(!saw_null, "line %d: a ply after to_move null", line);
            int ply = (int)json_integer_value(json_object_get(o, "ply"));
            ck_assert_int_eq(ply, last_ply + 1);
            last_ply = ply;
            ck_assert_int_eq(json_integer_value(json_object_get(o, "player")), to_move);
            json_t *m = json_object_get(o, "move");
            int move;
            if (json_is_string(m)) {
                ck_assert_str_eq(json_string_value(m), "pass");
                move = SOW_PASS;
            } else {
                ck_assert_msg(json_is_integer(m), "line %d: move", line);
                move = (int)json_integer_value(m);
                ck_assert(move >= 0 && move < r->pits);
            }
            ck_assert_msg(sow_is_legal(r, &lib, move), "line %d: move %d is not legal for the library", line, move);
            sow_state moved = lib;
            sow_move(r, &moved, move, NULL);
            lib = moved;
            sow_settle(r, &lib);
            int_array(json_object_get(o, "board"), r->pits, board, line, "board");
            int_array(json_object_get(o, "captured"), 2, cap2, line, "captured");
            int sum = cap2[0] + cap2[1];
            for (int i = 0; i < r->pits; i++) {
                sum += board[i];
                ck_assert_msg(board[i] == moved.b.pit[i], "line %d: pit %d is %d, the library says %d", line, i,
                              board[i], moved.b.pit[i]);
            }
            ck_assert_msg(sum == total, "line %d: %d seeds, %d at the start", line, sum, total);
            ck_assert(cap2[0] == moved.captured[0] && cap2[1] == moved.captured[1]);
            json_t *tm = json_object_get(o, "to_move");
            if (json_is_null(tm)) {
                saw_null = 1;
                ck_assert(lib.status == SOW_ENDED);
            } else {
                to_move = (int)json_integer_value(tm);
                ck_assert_int_eq(to_move, lib.to_move);
                ck_assert(lib.status == SOW_PLAYING);
            }
        }
        json_decref(o);
    }
    free(buf);
    ck_assert_msg(pclose(p) == 0, "%s failed", cmd);
    ck_assert_msg(ended, "%s: no end line", cmd);
    ck_assert_msg(saw_null, "%s: the last ply's to_move is not null", cmd);
    return last_ply;
}

START_TEST(test_every_reading)
{
    static const char *const specs[] = {"mangala_ii.lua", "mangala_iv.lua", "al_manqala.lua"};
    int games = 0;
    for (int i = 0; i < 3; i++) {
        sow_rules *def = load_spec(specs[i], NULL);
        for (int q = 0; q < def->nquestions; q++)
            for (int k = 0; k < def->question[q].nreadings; k++) {
                char reading[160], cmd[1024];
                snprintf(reading, sizeof reading, "%s=%s", def->question[q].id, def->question[q].reading[k]);
                sow_rules *r = load_spec(specs[i], reading);
                for (int seed = 1; seed <= 2; seed++) {
                    snprintf(cmd, sizeof cmd, "%s play %s/specs/%s --json --agents random --seed %d --reading %s",
                             SOW_BINARY, SOW_SOURCE_DIR, specs[i], seed + 10 * k, reading);
                    check_transcript(r, cmd);
                    games++;
                }
                free(r);
            }
        free(def);
    }
    ck_assert_int_gt(games, 100);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("transcript");
    TCase *tc = tcase_create("contract");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_every_reading);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
