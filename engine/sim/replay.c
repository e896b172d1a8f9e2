/* replay.c - positions replayed as `sow play` replays them: the checks an
 * audit example must pass to be shown, and the command that shows it. */
#include <stdio.h>
#include <string.h>

#include "sow_sim.h"

int sow_audit_same(const sow_rules *r, const sow_state *x, const sow_state *y)
{
    return memcmp(x->b.pit, y->b.pit, (size_t)r->pits) == 0 && x->captured[0] == y->captured[0] &&
           x->captured[1] == y->captured[1] && x->to_move == y->to_move && x->status == y->status &&
           x->end == y->end && x->result == y->result && x->winner == y->winner;
}

static void forced_passes(const sow_rules *r, sow_state *s)
{
    for (int n = 0; n < 4 && s->status == SOW_PLAYING && sow_legal(r, s) == 0; n++) sow_play(r, s, SOW_PASS, NULL);
}

int sow_audit_replay(const sow_rules *r, const sow_state *pos, int move, sow_state *out)
{
    sow_state s;
    sow_position(r, &s, pos->b.pit, pos->to_move);
    s.captured[0] = pos->captured[0];
    s.captured[1] = pos->captured[1];
    sow_settle(r, &s);
    forced_passes(r, &s);
    if (move >= 0) {
        if (s.status != SOW_PLAYING || !sow_is_legal(r, &s, move)) {
            *out = s;
            return 0;
        }
        sow_play(r, &s, move, NULL);
        forced_passes(r, &s);
    }
    *out = s;
    return 1;
}

int sow_audit_shows(const sow_rules *a, const sow_state *pa, const sow_rules *b, const sow_state *pb, int move)
{
    sow_state xa, xb;
    int la = sow_audit_replay(a, pa, move, &xa), lb = sow_audit_replay(b, pb, move, &xb);
    if (la != lb) return 1;
    if (!la) return 0;                       /* illegal under both: the same error */
    if (a->pits != b->pits) return 1;
    return !sow_audit_same(a, &xa, &xb) || xa.ply != xb.ply;
}

/* A path as a shell word: quoted when it holds anything unusual. */
static void add_word(sow_text *t, const char *w)
{
    int plain = *w != '\0';
    for (const char *p = w; *p; p++)
        if (!(('a' <= *p && *p <= 'z') || ('A' <= *p && *p <= 'Z') || ('0' <= *p && *p <= '9') || strchr("/._-+=,:@", *p)))
            plain = 0;
    if (plain) {
        sow_text_add(t, "%s", w);
        return;
    }
    sow_text_add(t, "'");
    for (const char *p = w; *p; p++) {
        if (*p == '\'') sow_text_add(t, "'\\''");
        else sow_text_add(t, "%c", *p);
    }
    sow_text_add(t, "'");
}

size_t sow_audit_command(const sow_rules *r, const sow_state *pos, int move, char *buf, size_t cap)
{
    sow_text t = sow_text_on(buf, cap);
    sow_text_add(&t, "sow play ");
    add_word(&t, r->path);
    sow_text_add(&t, " --board ");
    for (int p = 0; p < r->pits; p++) sow_text_add(&t, p ? ",%d" : "%d", pos->b.pit[p]);
    sow_text_add(&t, " --first %d", pos->to_move);
    if (pos->captured[0] || pos->captured[1])
        sow_text_add(&t, " --captured %d,%d", pos->captured[0], pos->captured[1]);
    if (move >= 0) sow_text_add(&t, " --moves %d", move);
    for (int q = 0; q < r->nquestions; q++)
        if (r->question[q].chosen != 0)
            sow_text_add(&t, " --reading %s=%s", r->question[q].id, r->question[q].reading[r->question[q].chosen]);
    return t.len;
}
