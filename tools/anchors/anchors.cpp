// anchors.cpp — the anchor harness (tools/anchors/run): Felt's evaluator and equity beside the public
// OMPEval and SKPokerEval, in one program, same flags, same hands, checksums printed. The anchors'
// sources are fetched by the run script into a temporary directory; nothing of theirs is in Felt.
//
// The machine may be shared, so contenders are timed in CPU time and in small slices taken in turns (a chunk of
// the random hands, or the hands whose lowest card is a given one), the order rotating from slice to
// slice, every slice several times; each contender's time is the sum over slices of its best time
// on that slice. A burst of load elsewhere then lands on all contenders alike or on none.
#include <algorithm>
#include <ctime>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

#include "omp/EquityCalculator.h"
#include "omp/HandEvaluator.h"
#include "SevenEval.h"

extern "C" {
uint64_t felt_eval7_random(const uint8_t *hands, size_t n, uint16_t *out);
uint64_t felt_enumerate(int first, uint64_t *count);
uint64_t felt_equity(int exact, uint64_t trials, double *equity0);
}

// Process CPU time (OMPEval's calculator works in a thread of its own): other processes taking
// turns on the core do not count against whoever is being timed.
static double now()
{
    timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

// Felt card = rank * 4 + suit (rank 0 = deuce, suits c d h s). OMPEval: the same layout.
// SKPokerEval: 0 = ace of spades .. 51 = deuce of clubs, suits s h d c.
static unsigned to_sk(unsigned c)
{
    static const unsigned sk_suit[4] = {3, 2, 1, 0};
    return (12 - c / 4) * 4 + sk_suit[c % 4];
}

static volatile uint64_t sink;

// Contender k runs slice s as f[k](s). Returns each contender's summed best-per-slice time.
static std::vector<double> timed_slices(int slices, int passes, const std::vector<std::function<void(int)>> &f)
{
    size_t k = f.size();
    std::vector<double> best(k * slices, 1e30), total(k, 0);
    for (int p = 0; p < passes; p++)
        for (int s = 0; s < slices; s++)
            for (size_t j = 0; j < k; j++) {
                size_t i = (j + s + p) % k;
                double t0 = now();
                f[i](s);
                double t = now() - t0;
                best[i * slices + s] = std::min(best[i * slices + s], t);
            }
    for (size_t i = 0; i < k; i++)
        for (int s = 0; s < slices; s++)
            total[i] += best[i * slices + s];
    return total;
}

// How many neighbours compare "greater" or "equal": the same for evaluators that order hands alike.
static uint64_t order_signature(const std::vector<uint16_t> &v)
{
    uint64_t s = 0;
    for (size_t i = 1; i < v.size(); i++)
        s += (v[i - 1] > v[i]) * 2 + (v[i - 1] == v[i]);
    return s;
}

int main(int argc, char **argv)
{
    size_t n = argc > 1 ? strtoull(argv[1], nullptr, 10) : 10000000;
    std::printf("anchor harness: %zu random 7-card hands, every 7-card hand, AhAs vs KdKc; one thread\n", n);
    std::vector<uint8_t> felt(7 * n), sk(7 * n);
    uint64_t x = 0x9e3779b97f4a7c15ULL;
    for (size_t i = 0; i < n; i++) {
        uint64_t used = 0;
        for (int j = 0; j < 7; j++) {
            unsigned c;
            do {
                x ^= x << 13, x ^= x >> 7, x ^= x << 17;
                c = (unsigned)(x % 52);
            } while (used >> c & 1);
            used |= 1ULL << c;
            felt[7 * i + j] = (uint8_t)c;
            sk[7 * i + j] = (uint8_t)to_sk(c);
        }
    }
    omp::HandEvaluator ev;

    // 1. random order, seven cards per call
    std::vector<uint16_t> vf(n), vo(n), vs(n);
    uint64_t cf = felt_eval7_random(felt.data(), n, vf.data()), co = 0, cs = 0;
    for (size_t i = 0; i < n; i++) {
        const uint8_t *c = &felt[7 * i];
        vo[i] = ev.evaluate(omp::Hand::empty() + omp::Hand(c[0]) + omp::Hand(c[1]) + omp::Hand(c[2]) +
                            omp::Hand(c[3]) + omp::Hand(c[4]) + omp::Hand(c[5]) + omp::Hand(c[6]));
        co += vo[i];
        const uint8_t *s = &sk[7 * i];
        vs[i] = SevenEval::GetRank(s[0], s[1], s[2], s[3], s[4], s[5], s[6]);
        cs += vs[i];
    }
    const int slices = 20;
    size_t per = n / slices;
    auto rt = timed_slices(slices, 4, {
        [&](int s) { sink = sink + felt_eval7_random(&felt[7 * per * s], per, nullptr); },
        [&](int s) {
            uint64_t sum = 0;
            for (size_t i = per * s; i < per * (s + 1); i++) {
                const uint8_t *c = &felt[7 * i];
                sum += ev.evaluate(omp::Hand::empty() + omp::Hand(c[0]) + omp::Hand(c[1]) + omp::Hand(c[2]) +
                                   omp::Hand(c[3]) + omp::Hand(c[4]) + omp::Hand(c[5]) + omp::Hand(c[6]));
            }
            sink = sink + sum;
        },
        [&](int s) {
            uint64_t sum = 0;
            for (size_t i = per * s; i < per * (s + 1); i++) {
                const uint8_t *c = &sk[7 * i];
                sum += SevenEval::GetRank(c[0], c[1], c[2], c[3], c[4], c[5], c[6]);
            }
            sink = sink + sum;
        },
    });
    double nt = (double)per * slices;
    std::printf("\n1. random order, seven cards per call (order signatures must match)\n");
    std::printf("  Felt hand_eval7        %7.1f M/s  checksum %llu  order %llu\n", nt / rt[0] / 1e6,
                (unsigned long long)cf, (unsigned long long)order_signature(vf));
    std::printf("  OMPEval                %7.1f M/s  checksum %llu  order %llu\n", nt / rt[1] / 1e6,
                (unsigned long long)co, (unsigned long long)order_signature(vo));
    std::printf("  SKPokerEval            %7.1f M/s  checksum %llu  order %llu\n", nt / rt[2] / 1e6,
                (unsigned long long)cs, (unsigned long long)order_signature(vs));
    std::printf("  Felt / best anchor: %.2fx\n", std::min(rt[1], rt[2]) / rt[0]);

    // 2. every 7-card hand, nested loops over partial hands, sliced by the lowest card
    uint64_t nf = 0, no = 0, ns = 0, sf = 0, so = 0, ss = 0;
    std::vector<uint64_t> slf(46), slo(46), sls(46), cnf(46), cno(46), cns(46);
    auto et = timed_slices(46, 3, {
        [&](int a) { slf[a] = felt_enumerate(a, &cnf[a]); },
        [&](int a) {
            uint64_t s = 0, k = 0;
            omp::Hand ha = omp::Hand::empty() + omp::Hand(a);
            for (unsigned b = a + 1; b < 52; b++) {
                omp::Hand hb = ha + omp::Hand(b);
                for (unsigned c = b + 1; c < 52; c++) {
                    omp::Hand hc = hb + omp::Hand(c);
                    for (unsigned d = c + 1; d < 52; d++) {
                        omp::Hand hd = hc + omp::Hand(d);
                        for (unsigned e = d + 1; e < 52; e++) {
                            omp::Hand he = hd + omp::Hand(e);
                            for (unsigned f = e + 1; f < 52; f++) {
                                omp::Hand hf = he + omp::Hand(f);
                                for (unsigned g = f + 1; g < 52; g++) {
                                    s += ev.evaluate(hf + omp::Hand(g));
                                    k++;
                                }
                            }
                        }
                    }
                }
            }
            slo[a] = s;
            cno[a] = k;
        },
        [&](int a) {
            uint64_t s = 0, k = 0;
            for (unsigned b = a + 1; b < 52; b++)
                for (unsigned c = b + 1; c < 52; c++)
                    for (unsigned d = c + 1; d < 52; d++)
                        for (unsigned e = d + 1; e < 52; e++)
                            for (unsigned f = e + 1; f < 52; f++)
                                for (unsigned g = f + 1; g < 52; g++) {
                                    s += SevenEval::GetRank(a, b, c, d, e, f, g);
                                    k++;
                                }
            sls[a] = s;
            cns[a] = k;
        },
    });
    for (int a = 0; a < 46; a++) {
        sf += slf[a], so += slo[a], ss += sls[a];
        nf += cnf[a], no += cno[a], ns += cns[a];
    }
    std::printf("\n2. every 7-card hand in enumeration order, incremental where the API allows\n");
    std::printf("  Felt hand_add/value    %7.1f M/s  %llu hands, checksum %llu\n", nf / et[0] / 1e6,
                (unsigned long long)nf, (unsigned long long)sf);
    std::printf("  OMPEval Hand sums      %7.1f M/s  %llu hands, checksum %llu\n", no / et[1] / 1e6,
                (unsigned long long)no, (unsigned long long)so);
    std::printf("  SKPokerEval GetRank    %7.1f M/s  %llu hands, checksum %llu\n", ns / et[2] / 1e6,
                (unsigned long long)ns, (unsigned long long)ss);
    std::printf("  Felt / best anchor: %.2fx\n", std::min(et[1], et[2]) / et[0]);

    // 3. Monte Carlo heads-up AhAs vs KdKc: 1,000,000 deals a slice
    const uint64_t trials = 1000000;
    double eqf = 0, eqo = 0;
    uint64_t df = 0, dom = 0;
    auto mt = timed_slices(10, 2, {
        [&](int) { df = felt_equity(0, trials, &eqf); },
        [&](int) {
            omp::EquityCalculator eq;
            eq.setHandLimit(trials);
            eq.start({"AhAs", "KdKc"}, 0, 0, false, 0, nullptr, 1.0, 1);
            eq.wait();
            auto r = eq.getResults();
            dom = r.hands;
            eqo = r.equity[0];
        },
    });
    std::printf("\n3. Monte Carlo heads-up pre-flop AhAs vs KdKc\n");
    std::printf("  Felt equity_run        %7.1f M showdowns/s  (%llu a slice, equity %.4f)\n", 10.0 * df / mt[0] / 1e6,
                (unsigned long long)df, eqf);
    std::printf("  OMPEval                %7.1f M showdowns/s  (%llu a slice, equity %.4f)\n", 10.0 * dom / mt[1] / 1e6,
                (unsigned long long)dom, eqo);
    std::printf("  Felt / OMPEval: %.2fx\n", (10.0 * df / mt[0]) / (10.0 * dom / mt[1]));

    // 4. exact pre-flop AhAs vs KdKc
    uint64_t dx = 0, hx = 0;
    double exf = 0, exo = 0;
    auto xt = timed_slices(1, 21, {
        [&](int) { dx = felt_equity(1, 0, &exf); },
        [&](int) {
            omp::EquityCalculator eq;
            eq.start({"AhAs", "KdKc"}, 0, 0, true, 0, nullptr, 1.0, 1);
            eq.wait();
            auto r = eq.getResults();
            exo = r.equity[0];
            hx = r.hands;
        },
    });
    std::printf("\n4. exact pre-flop AhAs vs KdKc (best of 21)\n");
    std::printf("  Felt equity_run        %7.3f ms  (%llu deals, equity %.6f)\n", xt[0] * 1e3, (unsigned long long)dx, exf);
    std::printf("  OMPEval                %7.3f ms  (%llu hands counted, equity %.6f)\n", xt[1] * 1e3,
                (unsigned long long)hx, exo);
    std::printf("  Felt time / OMPEval time: %.2fx (Felt %.2fx as fast)\n", xt[0] / xt[1], xt[1] / xt[0]);
    return 0;
}
