/* rng.h - the per-game random streams, inline for the hot loop:
 * xoshiro256** (Blackman and Vigna) and Lemire's unbiased bounded draw.
 * rng.c exports the same as sow_rng_seed / sow_rng_next / sow_rng_below. */
#ifndef SOW_RNG_H
#define SOW_RNG_H

#include "sow.h"

/* splitmix64 seeding of stream (seed, stream), inline so that the hot
 * unit's copies (hot.c) seed each game's streams with their own
 * instructions (rng.c's sow_rng_seed is the same). */
static inline uint64_t rng_splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static inline void rng_seed(sow_rng *r, uint64_t seed, uint64_t stream)
{
    /* mix the stream index so that neighbouring streams are decorrelated */
    uint64_t x = seed ^ (stream * 0xd1b54a32d192ed03ULL);
    for (int i = 0; i < 4; i++) r->s[i] = rng_splitmix64(&x);
}

static inline uint64_t rng_rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static inline uint64_t rng_next(sow_rng *r)
{
    uint64_t *s = r->s;
    uint64_t out = rng_rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rng_rotl(s[3], 45);
    return out;
}

/* rng_below's rejection loop, for a first product m whose low half is
 * below n: out of line, so that the loop it leaves keeps nothing (n) aside
 * for it (keeping n cost each draw of the lean loops a store). It draws
 * from a copy of the stream: a caller's stream held in registers (a local
 * copy, as sow_deal_uniform's) stays there, its address never taken. */
static __attribute__((noinline, cold)) uint64_t rng_below_again(sow_rng *r, uint32_t n, uint64_t m)
{
    uint32_t t = (0u - n) % n;
    while ((uint32_t)m < t) m = (rng_next(r) >> 32) * (uint64_t)n;
    return m;
}

/* Unbiased integer in [0, n), n >= 1, from the high 32 bits of a draw;
 * the rejection loop runs with probability below n / 2^32. */
static inline uint32_t rng_below(sow_rng *r, uint32_t n)
{
    uint64_t m = (rng_next(r) >> 32) * (uint64_t)n;
    if (__builtin_expect((uint32_t)m < n, 0)) {
        sow_rng copy = *r;
        m = rng_below_again(&copy, n, m);
        *r = copy;
    }
    return (uint32_t)(m >> 32);
}

#endif
