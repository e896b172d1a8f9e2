/* brute.h - an independent brute force for the solver's tests
 * (test_solve.c, test_endgames.c): every position reachable from some
 * roots, found with its own hash table and queue, and values by plain
 * value iteration (minimax over the whole graph, repeated until nothing
 * changes, from "no bound" up), not by attractors. */
#ifndef SOW_TEST_BRUTE_H
#define SOW_TEST_BRUTE_H

#include <stddef.h>

#include "sow_solve.h"

typedef struct {
    sow_state *s;
    size_t n, cap;
    size_t *head;                /* chained hash: head[h] = index + 1 */
    size_t *next;
    size_t buckets;
    size_t **kids;               /* kids[i]: children, nkids[i] of them */
    int *nkids;
} brute;

void brute_init(brute *B);
/* The index of s (added if new); s as the graph keeps it (canonical). */
size_t brute_add(brute *B, const sow_state *s);
/* Every position reachable from those added, each ply as sow_play plays
 * it but for the ply limit, in canonical form. */
void brute_explore(const sow_rules *r, brute *B);
void brute_free(brute *B);
/* The payoff of an end (by a rule: brute_by_rule) of kind k. */
int brute_by_rule(const sow_state *s);
int brute_pay(const sow_state *s, sow_value_kind k);
/* side 0: what South can force (lo), 1: what North can hold South to
 * (hi), for every position (malloc'd; SOW_SOLVE_NONE for no bound). */
int *brute_iterate(const brute *B, sow_value_kind k, int side);

#endif
