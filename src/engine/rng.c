/* rng.c — seeding for xoshiro256** (see rng.h). Pure integer arithmetic: the same numbers on
 * every platform with 64-bit unsigned arithmetic, which C11 guarantees. */
#include "engine/rng.h"

#include <assert.h>

uint64_t rng_mix64(uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

void rng_init(rng_t *r, uint64_t seed, uint64_t stream)
{
    /* SplitMix64 walk from a point that depends on both numbers; stream is mixed before it is
     * combined so that (seed, stream) and (seed + 1, stream - 1) do not meet. */
    uint64_t x = rng_mix64(seed) ^ rng_mix64(stream ^ 0x6a09e667f3bcc909ULL);
    for (int i = 0; i < 4; i++) {
        x += 0x9e3779b97f4a7c15ULL;
        r->s[i] = rng_mix64(x);
    }
    /* xoshiro's only bad state is all zeros; four mixes of distinct inputs cannot all be zero
     * in practice, but make it impossible. */
    if ((r->s[0] | r->s[1] | r->s[2] | r->s[3]) == 0)
        r->s[0] = 1;
}

int64_t rng_range(rng_t *r, int64_t lo, int64_t hi)
{
    assert(lo <= hi);
    uint64_t span = (uint64_t)(hi - lo) + 1;
    assert(span <= UINT32_MAX);
    return lo + (int64_t)rng_below(r, (uint32_t)span);
}
