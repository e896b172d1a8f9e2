/* rng.h - the per-game random streams, inline for the hot loop:
 * xoshiro256** (Blackman and Vigna) and Lemire's unbiased bounded draw.
 * rng.c exports the same as sow_rng_next / sow_rng_below. */
#ifndef SOW_RNG_H
#define SOW_RNG_H

#include "sow.h"

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

/* Unbiased integer in [0, n), n >= 1, from the high 32 bits of a draw;
 * the rejection loop runs with probability below n / 2^32. */
static inline uint32_t rng_below(sow_rng *r, uint32_t n)
{
    uint64_t m = (rng_next(r) >> 32) * (uint64_t)n;
    uint32_t lo = (uint32_t)m;
    if (__builtin_expect(lo < n, 0)) {
        uint32_t t = (0u - n) % n;
        while (lo < t) {
            m = (rng_next(r) >> 32) * (uint64_t)n;
            lo = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

#endif
