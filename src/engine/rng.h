/* rng.h — Felt's deterministic random numbers: xoshiro256** seeded through SplitMix64.
 * One (seed, stream id) pair gives one sequence on every build, compiler and optimisation level.
 * Never reads a clock or the C library's generator; the caller owns the state and passes it in. */
#ifndef FELT_RNG_H
#define FELT_RNG_H

#include <stdint.h>

/* Generator state. Plain value: copy it to fork a sequence, zero is not a valid state
 * (use rng_init). */
typedef struct rng {
    uint64_t s[4];
} rng_t;

/* Well-known stream ids. Each subsystem draws from its own stream so that, e.g., a cosmetic
 * animation can never change which cards are dealt. Bots use RNG_STREAM_BOT_BASE + player id. */
enum {
    RNG_STREAM_DECK = 1,
    RNG_STREAM_SEATING = 2,
    RNG_STREAM_EQUITY = 3,
    RNG_STREAM_COSMETIC = 4,
    RNG_STREAM_BOT_BASE = 1000
};

/* Initialise r for (seed, stream). Different streams of one seed, and one stream of different
 * seeds, give independent-looking sequences: the 256-bit state is four outputs of SplitMix64
 * started from a mix of both numbers. */
void rng_init(rng_t *r, uint64_t seed, uint64_t stream);

/* Next 64 random bits (xoshiro256**, Blackman & Vigna 2018). */
static inline uint64_t rng_next64(rng_t *r)
{
    uint64_t *s = r->s;
    uint64_t x = s[1] * 5;
    uint64_t result = ((x << 7) | (x >> 57)) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = (s[3] << 45) | (s[3] >> 19);
    return result;
}

/* Next 32 random bits (the high half of rng_next64, the better-mixed half). */
static inline uint32_t rng_next32(rng_t *r)
{
    return (uint32_t)(rng_next64(r) >> 32);
}

/* Uniform integer in [0, n), exactly unbiased (Lemire's multiply-and-reject). n must be >= 1. */
static inline uint32_t rng_below(rng_t *r, uint32_t n)
{
    uint64_t m = (uint64_t)rng_next32(r) * n;
    uint32_t low = (uint32_t)m;
    if (low < n) {
        uint32_t threshold = (uint32_t)(-n) % n;
        while (low < threshold) {
            m = (uint64_t)rng_next32(r) * n;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* Uniform integer in [lo, hi] (inclusive), lo <= hi, range below 2^32. */
int64_t rng_range(rng_t *r, int64_t lo, int64_t hi);

/* SplitMix64 finaliser: a bijective 64-bit mix, exported for hashing seeds and state. */
uint64_t rng_mix64(uint64_t x);

#endif
