/* test_rng.c — the deterministic generator: golden sequences and shuffles pinned across builds,
 * stream separation, range and uniformity of rng_below / rng_range.
 * The golden values were produced once by the code under test (xoshiro256** seeded through
 * SplitMix64) and are hard-coded so that any change of output, on any compiler or optimisation
 * level, fails here. */
#include "engine/deck.h"
#include "engine/rng.h"
#include "testlib.h"

/* ---- golden outputs ---------------------------------------------------------------------- */

static const struct {
    uint64_t seed;
    uint64_t out[8];
} GOLDEN_NEXT64[] = {
    {0, {0xa9031b5b4274847dULL, 0x83007b6bc5ba1ee6ULL, 0xe241652a4972b576ULL, 0xf96aec4b49f44be6ULL,
         0x71730251a4ef52a0ULL, 0x5d38da6e7b8acbd1ULL, 0x416b2807af6d0638ULL, 0x7ef0251d3d067720ULL}},
    {1, {0x4ed7a327af8333f2ULL, 0xea479aac7a1aefedULL, 0xc7fe0b02507f770dULL, 0x5f93be615b8500b0ULL,
         0x4d240fec01708ccfULL, 0x6ca15a48c9df6708ULL, 0xea12522211b865aaULL, 0x448156efe337525dULL}},
    {42, {0xe2b00c1b99c4b6e0ULL, 0x20898fbbb07116c5ULL, 0x4cc38dc780faa105ULL, 0xd0935fbbcbc21007ULL,
          0xecd29a107e7997c2ULL, 0xaae85c2815b199f7ULL, 0x7501a078b304616cULL, 0x0d439f45d86f6bb0ULL}},
    {0xDEADBEEFULL,
     {0x4c3c74356d9cfb6aULL, 0x89582aac290fb70dULL, 0x6501544021db1a5aULL, 0x7fc23c5f45da2228ULL,
      0xa573327eae4c0b79ULL, 0x60db36639d1d7954ULL, 0xde5db57afca82916ULL, 0x97a87d8832a8df69ULL}},
};

static const struct {
    uint64_t seed;
    const char *deck;
} GOLDEN_SHUFFLE[] = {
    {0, "9s Ac 2h 3d 6s 8s 7s 3c 9c As Kd Qc 2s 4d Td 3s 8c Ah Qd 9d 7c 3h Js Jc Tc 4h 5h 5d 8d 4c "
        "6h Qs 2c 2d Ad 6c Qh Ts 5s 9h Jd 5c Jh Kh 7h 4s 6d 7d Ks Kc 8h Th"},
    {1, "Ac 5s Kd As Jh 2h 9d Th Ks 6d Ts 2s Kc Tc Ad Td 9h 9c 4c Jd 2c Qd 4h 8d 8h 9s Ah 3h Qs Jc "
        "8c 3c 3s 7d Qc 3d 4d 5d 7s 2d 7h 4s 7c 8s 5c Qh 6s 5h 6h Js Kh 6c"},
    {42, "2c Ks 2s 6s As Jd 7c 5d 8d 6c Tc Ah 5s 7s 5c 8h 4c Ts 9h 6h Td Th 8s 4h 4d 3c Ad Ac Jc Qh "
         "3d Qc 7h 9c Kd 3s Jh Qd 8c Qs 2d 6d 4s 9d 2h 7d 9s Kc Js 5h 3h Kh"},
    {0xDEADBEEFULL,
     "3s 3c 7c 5h 7h 8d Jh 9h 9c 4d 7d 2d 2h 7s Qd Ks Jc 6h Kc 3h Ah Qs Ad Jd 4h Qh Kh 4s 4c Ts As "
     "9d 6c Qc Td 5c 2c Tc 2s 3d Th Kd 5d Ac 8h Js 6d 9s 8c 6s 8s 5s"},
    {20240601, "3c 6h Kh Kd 7s 8c 9c 5d 7h 6d Kc Tc Ah 7c 2h 9d Jd Qc 7d 5c Td Qs 4c Jc 4d 8d Js 5h "
               "2d Jh 3h Qd Ac 2c 5s 9h Ks 6s 8h 2s 3d Th 6c 8s 3s 4s Ad 9s 4h Qh Ts As"},
};

#define COUNT_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))

static void test_golden_next64(void)
{
    for (int s = 0; s < COUNT_OF(GOLDEN_NEXT64); s++) {
        rng_t r;
        rng_init(&r, GOLDEN_NEXT64[s].seed, RNG_STREAM_DECK);
        for (int i = 0; i < 8; i++) {
            uint64_t got = rng_next64(&r);
            CHECK_MSG(got == GOLDEN_NEXT64[s].out[i],
                      "seed %" PRIu64 " output %d = 0x%016" PRIx64 ", pinned 0x%016" PRIx64,
                      GOLDEN_NEXT64[s].seed, i, got, GOLDEN_NEXT64[s].out[i]);
        }
    }
    /* the exported mixer is SplitMix64's finaliser; pin it too (mix64(0) is 0 by construction) */
    CHECK_EQ_U64(rng_mix64(0), 0);
    CHECK_EQ_U64(rng_mix64(1), 0x5692161d100b05e5ULL);
    /* rng_next32 is the high half of the next 64-bit output */
    rng_t a, b;
    rng_init(&a, 7, RNG_STREAM_DECK);
    b = a;
    for (int i = 0; i < 100; i++)
        CHECK_EQ_U64(rng_next32(&a), rng_next64(&b) >> 32);
}

static void test_golden_shuffles(void)
{
    for (int s = 0; s < COUNT_OF(GOLDEN_SHUFFLE); s++) {
        rng_t r;
        deck_t d;
        rng_init(&r, GOLDEN_SHUFFLE[s].seed, RNG_STREAM_DECK);
        deck_init(&d);
        deck_shuffle(&d, &r);
        char text[52 * 3];
        size_t o = 0;
        for (int i = 0; i < CARD_COUNT; i++) {
            char name[3];
            card_format(d.cards[i], name);
            if (i)
                text[o++] = ' ';
            text[o++] = name[0];
            text[o++] = name[1];
        }
        text[o] = '\0';
        CHECK_MSG(strcmp(text, GOLDEN_SHUFFLE[s].deck) == 0, "seed %" PRIu64 " dealt\n  %s\npinned\n  %s",
                  GOLDEN_SHUFFLE[s].seed, text, GOLDEN_SHUFFLE[s].deck);
    }
}

/* ---- streams and seeds ------------------------------------------------------------------ */

static void first_outputs(uint64_t seed, uint64_t stream, uint64_t out[8])
{
    rng_t r;
    rng_init(&r, seed, stream);
    for (int i = 0; i < 8; i++)
        out[i] = rng_next64(&r);
}

static int same8(const uint64_t *a, const uint64_t *b)
{
    return memcmp(a, b, 8 * sizeof a[0]) == 0;
}

static void test_streams(void)
{
    const uint64_t streams[] = {RNG_STREAM_DECK, RNG_STREAM_SEATING, RNG_STREAM_EQUITY,
                                RNG_STREAM_COSMETIC, RNG_STREAM_BOT_BASE, RNG_STREAM_BOT_BASE + 1,
                                RNG_STREAM_BOT_BASE + 9, 0};
    const uint64_t seeds[] = {0, 1, 2, 42, 0xDEADBEEFULL, UINT64_MAX};
    enum { NS = COUNT_OF(streams), NSEED = COUNT_OF(seeds) };
    uint64_t out[NSEED][NS][8];
    for (int a = 0; a < NSEED; a++)
        for (int s = 0; s < NS; s++)
            first_outputs(seeds[a], streams[s], out[a][s]);
    /* every (seed, stream) pair gives its own sequence, and not a shifted copy of another one */
    for (int a = 0; a < NSEED; a++)
        for (int s = 0; s < NS; s++)
            for (int b = 0; b < NSEED; b++)
                for (int t = 0; t < NS; t++) {
                    if (a == b && s == t)
                        continue;
                    int shared = 0;
                    for (int i = 0; i < 8; i++)
                        for (int j = 0; j < 8; j++)
                            shared += out[a][s][i] == out[b][t][j];
                    CHECK_MSG(shared == 0,
                              "seed %" PRIu64 " stream %" PRIu64 " and seed %" PRIu64
                              " stream %" PRIu64 " share %d of their first 8 outputs",
                              seeds[a], streams[s], seeds[b], streams[t], shared);
                }
    /* the same (seed, stream) repeats exactly */
    for (int a = 0; a < NSEED; a++)
        for (int s = 0; s < NS; s++) {
            uint64_t again[8];
            first_outputs(seeds[a], streams[s], again);
            CHECK(same8(again, out[a][s]));
        }
    /* (seed, stream) and (seed + 1, stream - 1) do not meet */
    uint64_t x[8], y[8];
    first_outputs(10, 5, x);
    first_outputs(11, 4, y);
    CHECK(!same8(x, y));
    first_outputs(10, 5, x);
    first_outputs(5, 10, y);
    CHECK(!same8(x, y));
    /* a copied state forks the sequence: both copies continue identically */
    rng_t r, c;
    rng_init(&r, 99, RNG_STREAM_BOT_BASE + 3);
    for (int i = 0; i < 5; i++)
        rng_next64(&r);
    c = r;
    for (int i = 0; i < 1000; i++)
        CHECK_EQ_U64(rng_next64(&c), rng_next64(&r));
    /* the state is never all zero after rng_init */
    for (int a = 0; a < NSEED; a++) {
        rng_init(&r, seeds[a], 0);
        CHECK((r.s[0] | r.s[1] | r.s[2] | r.s[3]) != 0);
    }
}

/* ---- rng_below and rng_range --------------------------------------------------------------- */

static void test_below_range(void)
{
    rng_t r;
    rng_init(&r, tl_seed(), RNG_STREAM_DECK);
    const uint32_t bounds[] = {1, 2, 3, 5, 7, 10, 52, 100, 1000, 65535, 65536, 65537,
                               (1u << 31) - 1, (1u << 31), (1u << 31) + 1, 3000000000u,
                               UINT32_MAX - 1, UINT32_MAX};
    for (int k = 0; k < COUNT_OF(bounds); k++) {
        uint32_t n = bounds[k];
        uint32_t lo = UINT32_MAX, hi = 0;
        long bad = 0;
        for (int i = 0; i < 200000; i++) {
            uint32_t v = rng_below(&r, n);
            if (v >= n)
                bad++;
            if (v < lo)
                lo = v;
            if (v > hi)
                hi = v;
        }
        CHECK_MSG(bad == 0, "rng_below(%" PRIu32 ") returned %ld values >= n", n, bad);
        if (n == 1) {
            CHECK_EQ_U64(hi, 0);
        } else if (n <= 1000) {
            /* 200000 draws reach both ends of a small range */
            CHECK_EQ_U64(lo, 0);
            CHECK_EQ_U64(hi, n - 1);
        } else {
            /* the draws spread over the range: min in the bottom 1%, max in the top 1% */
            CHECK_MSG(lo < n / 100 && hi > n - n / 100, "rng_below(%" PRIu32 ") spans [%" PRIu32
                      ", %" PRIu32 "]", n, lo, hi);
        }
    }
    /* every n from 1 to 300 */
    for (uint32_t n = 1; n <= 300; n++) {
        long bad = 0;
        for (int i = 0; i < 2000; i++)
            bad += rng_below(&r, n) >= n;
        CHECK_MSG(bad == 0, "rng_below(%" PRIu32 ") returned %ld out-of-range values", n, bad);
    }
    /* n = 2^31 + 1 rejects almost half of the raw draws: the high bit must still be fair */
    long top = 0, draws = 400000;
    for (long i = 0; i < draws; i++)
        top += rng_below(&r, (1u << 31) + 1) >= (1u << 30);
    /* expected share of values >= 2^30: (2^31 + 1 - 2^30) / (2^31 + 1) ~ 0.5 */
    double frac = (double)top / (double)draws;
    CHECK_MSG(fabs(frac - 0.5) < 6 * sqrt(0.25 / (double)draws), "share above 2^30 = %.5f", frac);
}

/* Chi-square of counts against a uniform expectation. */
static double chi_square(const long *count, int bins, double expected)
{
    double chi = 0;
    for (int i = 0; i < bins; i++) {
        double d = (double)count[i] - expected;
        chi += d * d / expected;
    }
    return chi;
}

static void test_below_uniform(void)
{
    rng_t r;
    rng_init(&r, tl_seed(), RNG_STREAM_DECK);
    enum { BINS = 52 };
    const long draws = 5200000;
    long count[BINS] = {0};
    for (long i = 0; i < draws; i++)
        count[rng_below(&r, BINS)]++;
    double chi = chi_square(count, BINS, (double)draws / BINS);
    /* 51 degrees of freedom: mean 51, sd 10.1. Bounds at about mean -3.5 sd / +9.5 sd: a fair
     * generator leaves them with probability well under 1e-4; a biased or too-regular one does
     * not stay inside. */
    printf("   chi-square of rng_below(52) over %ld draws: %.2f (51 dof)\n", draws, chi);
    CHECK_MSG(chi > 15.0 && chi < 148.0, "chi-square %.2f outside (15, 148)", chi);

    /* rng_below(3): 2^32 is not a multiple of 3, so the rejection step is what keeps it fair */
    long c3[3] = {0};
    for (long i = 0; i < 3000000; i++)
        c3[rng_below(&r, 3)]++;
    double chi3 = chi_square(c3, 3, 1000000.0);
    printf("   chi-square of rng_below(3) over 3000000 draws: %.2f (2 dof)\n", chi3);
    CHECK_MSG(chi3 < 30.0, "chi-square %.2f >= 30 (p < 3e-7 for a fair generator)", chi3);
}

static void test_range(void)
{
    rng_t r;
    rng_init(&r, tl_seed(), RNG_STREAM_DECK);
    /* a small signed range hits both ends and nothing outside */
    long seen[7] = {0}, outside = 0;
    for (int i = 0; i < 70000; i++) {
        int64_t v = rng_range(&r, -3, 3);
        if (v < -3 || v > 3)
            outside++;
        else
            seen[v + 3]++;
    }
    CHECK_EQ_INT(outside, 0);
    for (int i = 0; i < 7; i++)
        CHECK_MSG(seen[i] > 9000 && seen[i] < 11000, "value %d drawn %ld times of 70000", i - 3,
                  seen[i]);
    /* a one-value range */
    for (int i = 0; i < 100; i++)
        CHECK_EQ_INT(rng_range(&r, 5, 5), 5);
    CHECK_EQ_INT(rng_range(&r, -7, -7), -7);
    /* a two-value range hits both */
    int got_lo = 0, got_hi = 0;
    for (int i = 0; i < 1000; i++) {
        int64_t v = rng_range(&r, 1000000000000LL, 1000000000001LL);
        got_lo |= v == 1000000000000LL;
        got_hi |= v == 1000000000001LL;
        CHECK(v == 1000000000000LL || v == 1000000000001LL);
    }
    CHECK(got_lo && got_hi);
    /* the widest allowed range (span UINT32_MAX) stays inside */
    int64_t lo = -2147483648LL, hi = 2147483646LL;
    long bad = 0;
    for (int i = 0; i < 100000; i++) {
        int64_t v = rng_range(&r, lo, hi);
        bad += v < lo || v > hi;
    }
    CHECK_EQ_INT(bad, 0);
    /* near the top of int64 */
    for (int i = 0; i < 1000; i++) {
        int64_t v = rng_range(&r, INT64_MAX - 10, INT64_MAX);
        CHECK(v >= INT64_MAX - 10);
    }
}

/* The harness itself: a failing check must make the program fail (ctest runs this with
 * WILL_FAIL, so the test passes only if the program exits non-zero). */
static void test_harness_failing_check(void)
{
    CHECK_EQ_INT(1 + 1, 3);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 20240601);
    if (tl_group("golden_next64"))
        test_golden_next64();
    if (tl_group("golden_shuffles"))
        test_golden_shuffles();
    if (tl_group("streams"))
        test_streams();
    if (tl_group("below_range"))
        test_below_range();
    if (tl_group("below_uniform"))
        test_below_uniform();
    if (tl_group("range"))
        test_range();
    if (tl_group_explicit("harness_failing_check"))
        test_harness_failing_check();
    return tl_finish();
}
