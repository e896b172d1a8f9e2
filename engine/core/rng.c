/* rng.c - per-game random streams: xoshiro256** seeded by splitmix64.
 * Game i of a run with seed S always draws from stream (S, i), so results
 * do not depend on how games are spread over threads or machines. */
#include "rng.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void sow_rng_seed(sow_rng *r, uint64_t seed, uint64_t stream)
{
    /* mix the stream index so that neighbouring streams are decorrelated */
    uint64_t x = seed ^ (stream * 0xd1b54a32d192ed03ULL);
    for (int i = 0; i < 4; i++) r->s[i] = splitmix64(&x);
}

uint64_t sow_rng_next(sow_rng *r) { return rng_next(r); }

uint32_t sow_rng_below(sow_rng *r, uint32_t n) { return rng_below(r, n); }
