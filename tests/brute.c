/* brute.c - the brute force of brute.h: its own table, queue and value
 * iteration, sharing nothing with engine/solve but the rules' moves. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "brute.h"


static size_t fnv(const sow_state *s, size_t buckets)
{
    const unsigned char *p = (const unsigned char *)s;
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < sizeof *s; i++) h = (h ^ p[i]) * 1099511628211ULL;
    return (size_t)(h % buckets);
}

size_t brute_add(brute *B, const sow_state *s)
{
    size_t h = fnv(s, B->buckets);
    for (size_t i = B->head[h]; i; i = B->next[i - 1])
        if (!memcmp(&B->s[i - 1], s, sizeof *s)) return i - 1;
    if (B->n == B->cap) {
        B->cap = B->cap ? 2 * B->cap : 4096;
        B->s = realloc(B->s, B->cap * sizeof *B->s);
        B->next = realloc(B->next, B->cap * sizeof *B->next);
        B->kids = realloc(B->kids, B->cap * sizeof *B->kids);
        B->nkids = realloc(B->nkids, B->cap * sizeof *B->nkids);
        ck_assert(B->s && B->next && B->kids && B->nkids);
    }
    B->s[B->n] = *s;
    B->next[B->n] = B->head[h];
    B->head[h] = B->n + 1;
    return B->n++;
}

/* A ply as sow_play plays it but for the ply limit (a simulation limit). */
static void child_of(const sow_rules *r, const sow_state *s, int move, sow_state *c)
{
    *c = *s;
    sow_play_rules(r, c, move);
    if (c->status == SOW_PLAYING && r->endless_detect == SOW_DETECT_PROVEN
        && sow_endless_check(r, c) == SOW_ENDLESS_PROVEN)
        sow_end_endless(r, c);
    sow_canonical(r, c);
}

void brute_init(brute *B)
{
    memset(B, 0, sizeof *B);
    B->buckets = 1 << 18;          /* chains a few long at the boards here */
    B->head = calloc(B->buckets, sizeof *B->head);
    ck_assert_ptr_nonnull(B->head);
}

void brute_explore(const sow_rules *r, brute *B)
{
    for (size_t i = 0; i < B->n; i++) {
        sow_state at = B->s[i], c;
        sow_moves legal = at.status == SOW_PLAYING ? sow_legal(r, &at) : 0;
        int moves[2 * SOW_MAX_PITS + 2], k = 0;
        if (at.status == SOW_PLAYING && !legal) moves[k++] = SOW_PASS;
        for (int m = 0; m < 64; m++)
            if (legal >> m & 1) moves[k++] = m;
        B->nkids[i] = k;
        B->kids[i] = malloc((size_t)(k ? k : 1) * sizeof **B->kids);
        ck_assert_ptr_nonnull(B->kids[i]);
        for (int j = 0; j < k; j++) {
            child_of(r, &at, moves[j], &c);
            B->kids[i][j] = brute_add(B, &c);
        }
    }
}

void brute_free(brute *B)
{
    for (size_t i = 0; i < B->n; i++) free(B->kids[i]);
    free(B->s);
    free(B->next);
    free(B->head);
    free(B->kids);
    free(B->nkids);
}

int brute_by_rule(const sow_state *s)
{
    return s->status != SOW_PLAYING && (s->result == SOW_WIN || s->result == SOW_DRAW);
}

int brute_pay(const sow_state *s, sow_value_kind k)
{
    if (k == SOW_VALUE_MARGIN) return s->captured[0] - s->captured[1];
    return s->result == SOW_DRAW ? 0 : s->winner == 0 ? 1 : -1;
}

/* side 0: South's guarantee, from -NONE up; side 1: North's, from +NONE
 * down. A position takes the best (for the player to move) of its
 * children, until a whole sweep changes nothing: the least fixed point. */
int *brute_iterate(const brute *B, sow_value_kind k, int side)
{
    int none = side == 0 ? -SOW_SOLVE_NONE : SOW_SOLVE_NONE;
    int *v = malloc(B->n * sizeof *v);
    ck_assert_ptr_nonnull(v);
    for (size_t i = 0; i < B->n; i++) v[i] = brute_by_rule(&B->s[i]) ? brute_pay(&B->s[i], k) : none;
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t i = B->n; i-- > 0;) {     /* children mostly come later: fewer sweeps */
            if (B->s[i].status != SOW_PLAYING) continue;
            int south = B->s[i].to_move == 0, best = south ? -SOW_SOLVE_NONE : SOW_SOLVE_NONE;
            for (int j = 0; j < B->nkids[i]; j++) {
                int c = v[B->kids[i][j]];
                best = south ? (c > best ? c : best) : (c < best ? c : best);
            }
            if (best != v[i]) v[i] = best, changed = 1;
        }
    }
    return v;
}

