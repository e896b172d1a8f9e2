/* rng.c - per-game random streams: xoshiro256** seeded by splitmix64.
 * Game i of a run with seed S always draws from stream (S, i), so results
 * do not depend on how games are spread over threads or machines. */
#include "sow.h"

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

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

uint64_t sow_rng_next(sow_rng *r)
{
    uint64_t *s = r->s;
    uint64_t out = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return out;
}

/* Unbiased integer in [0, n), n >= 1: Lemire's multiply-shift with
 * rejection, on the high 32 bits of one draw. */
uint32_t sow_rng_below(sow_rng *r, uint32_t n)
{
    uint64_t m = (sow_rng_next(r) >> 32) * (uint64_t)n;
    uint32_t lo = (uint32_t)m;
    if (lo < n) {
        uint32_t t = (0u - n) % n;
        while (lo < t) {
            m = (sow_rng_next(r) >> 32) * (uint64_t)n;
            lo = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}
