/* rng.c - per-game random streams: xoshiro256** seeded by splitmix64.
 * Game i of a run with seed S always draws from stream (S, i), so results
 * do not depend on how games are spread over threads or machines. */
#include "rng.h"

void sow_rng_seed(sow_rng *r, uint64_t seed, uint64_t stream) { rng_seed(r, seed, stream); }

uint64_t sow_rng_next(sow_rng *r) { return rng_next(r); }

uint32_t sow_rng_below(sow_rng *r, uint32_t n) { return rng_below(r, n); }
