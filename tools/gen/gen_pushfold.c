/* gen_pushfold.c — computes the bots' push/fold data and writes src/ai/pushfold_data.c:
 * (1) the exact pre-flop all-in equity of every pair of the 169 hand classes (the engine's
 * enumerator, every suit pattern once), (2) a multi-way ranking of the classes (Monte Carlo
 * against three random hands, fixed seed), (3) the push/fold equilibrium of every tabled spot
 * by fictitious play (pushfold_solve). Takes about 20 minutes on one core, so it is run by
 * hand and its output committed; tests/test_ai_pushfold.c re-derives a sample of entries.
 *
 * usage: felt-gen-pushfold OUT.c [--cache FILE] [--iterations N] [--rank-trials N] */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/pushfold.h"
#include "engine/equity.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double eq[PUSHFOLD_CLASSES][PUSHFOLD_CLASSES];
static uint16_t eq16[PUSHFOLD_CLASSES][PUSHFOLD_CLASSES];
static pushfold_mask_t push_tab[PUSHFOLD_DEAD_STEPS][PUSHFOLD_MAX_STACK][PUSHFOLD_MAX_BEHIND];
static pushfold_mask_t call_tab[PUSHFOLD_DEAD_STEPS][PUSHFOLD_MAX_STACK][PUSHFOLD_CALL_PAIRS];

static int load_cache(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    for (int a = 0; a < PUSHFOLD_CLASSES; a++)
        for (int b = 0; b < PUSHFOLD_CLASSES; b++)
            if (fscanf(f, "%lf", &eq[a][b]) != 1) {
                fclose(f);
                fprintf(stderr, "gen_pushfold: %s: not a complete equity cache, recomputing\n", path);
                return 0;
            }
    fclose(f);
    return 1;
}

static void save_cache(const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return;
    for (int a = 0; a < PUSHFOLD_CLASSES; a++) {
        for (int b = 0; b < PUSHFOLD_CLASSES; b++)
            fprintf(f, "%.17g%c", eq[a][b], b + 1 < PUSHFOLD_CLASSES ? ' ' : '\n');
    }
    fclose(f);
}

static void compute_equities(void)
{
    double t0 = now();
    int done = 0, total = PUSHFOLD_CLASSES * (PUSHFOLD_CLASSES - 1) / 2;
    for (int a = 0; a < PUSHFOLD_CLASSES; a++) {
        eq[a][a] = 0.5;
        for (int b = a + 1; b < PUSHFOLD_CLASSES; b++) {
            double e = pushfold_class_equity(a, b);
            eq[a][b] = e;
            eq[b][a] = 1.0 - e;
            done++;
        }
        double el = now() - t0;
        fprintf(stderr, "\rgen_pushfold: equities %d/%d (%.0f s, about %.0f s left)   ", done, total, el,
                el / done * (total - done));
    }
    fprintf(stderr, "\n");
}

static void write_mask(FILE *f, const pushfold_mask_t *m)
{
    fprintf(f, "{{0x%" PRIx64 ",0x%" PRIx64 ",0x%" PRIx64 "}}", m->w[0], m->w[1], m->w[2]);
}

int main(int argc, char **argv)
{
    const char *out = NULL, *cache = NULL;
    int iterations = 2000;
    uint64_t rank_trials = 400000;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--cache") && i + 1 < argc)
            cache = argv[++i];
        else if (!strcmp(argv[i], "--iterations") && i + 1 < argc)
            iterations = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--rank-trials") && i + 1 < argc)
            rank_trials = strtoull(argv[++i], NULL, 10);
        else if (argv[i][0] != '-' && !out)
            out = argv[i];
        else {
            fprintf(stderr, "usage: %s OUT.c [--cache FILE] [--iterations N] [--rank-trials N]\n", argv[0]);
            return 2;
        }
    }
    if (!out || iterations < 1) {
        fprintf(stderr, "usage: %s OUT.c [--cache FILE] [--iterations N] [--rank-trials N]\n", argv[0]);
        return 2;
    }
    double t0 = now();
    if (!cache || !load_cache(cache)) {
        compute_equities();
        if (cache)
            save_cache(cache);
    }
    for (int a = 0; a < PUSHFOLD_CLASSES; a++)
        for (int b = 0; b < PUSHFOLD_CLASSES; b++) {
            long v = lround(eq[a][b] * 65535.0);
            eq16[a][b] = (uint16_t)(v < 0 ? 0 : v > 65535 ? 65535 : v);
        }

    /* multi-way ranking: equity against three random hands */
    double mw[PUSHFOLD_CLASSES];
    for (int c = 0; c < PUSHFOLD_CLASSES; c++) {
        card_t cards[16][2];
        pushfold_class_cards(c, cards);
        equity_query_t q;
        memset(&q, 0, sizeof q);
        q.n_hands = 4;
        q.hole[0][0] = cards[0][0];
        q.hole[0][1] = cards[0][1];
        for (int i = 1; i < 4; i++)
            q.hole[i][0] = q.hole[i][1] = CARD_NONE;
        q.trials = rank_trials;
        q.seed = 0x70f0 + (uint64_t)c;
        equity_result_t r;
        if (equity_run(&q, &r) != EQUITY_OK) {
            fprintf(stderr, "gen_pushfold: equity failed for class %d\n", c);
            return 1;
        }
        mw[c] = r.equity[0];
    }
    uint16_t rank[PUSHFOLD_CLASSES];
    for (int c = 0; c < PUSHFOLD_CLASSES; c++) {
        int better = 0;
        for (int d = 0; d < PUSHFOLD_CLASSES; d++)
            if (mw[d] > mw[c] || (mw[d] == mw[c] && d < c))
                better++;
        rank[c] = (uint16_t)better;
    }
    fprintf(stderr, "gen_pushfold: ranking done (%.0f s)\n", now() - t0);

    /* equilibria */
    double worst = 0;
    for (int d = 0; d < PUSHFOLD_DEAD_STEPS; d++) {
        for (int st = 1; st <= PUSHFOLD_MAX_STACK; st++)
            for (int b = 1; b <= PUSHFOLD_MAX_BEHIND; b++) {
                pushfold_spot_t s = {b, (double)st, d * 0.25};
                pushfold_mask_t calls[PUSHFOLD_MAX_BEHIND];
                double x = pushfold_solve((const uint16_t(*)[PUSHFOLD_CLASSES])eq16, &s, iterations,
                                          &push_tab[d][st - 1][b - 1], calls);
                if (x < 0) {
                    fprintf(stderr, "gen_pushfold: out of memory\n");
                    return 1;
                }
                if (x > worst)
                    worst = x;
                for (int c = 1; c <= b; c++)
                    call_tab[d][st - 1][b * (b - 1) / 2 + c - 1] = calls[c - 1];
            }
        fprintf(stderr, "gen_pushfold: dead money %.2f BB solved (%.0f s, worst exploitability %.4f BB)\n",
                d * 0.25, now() - t0, worst);
    }

    FILE *f = fopen(out, "w");
    if (!f) {
        perror(out);
        return 1;
    }
    fprintf(f, "/* pushfold_data.c — GENERATED by tools/gen/gen_pushfold.c; do not edit. Regenerate with\n"
               " *   build/felt-gen-pushfold src/ai/pushfold_data.c --iterations %d --rank-trials %" PRIu64 "\n"
               " * Class equities (1/65535), the multi-way class ranking and the push/fold equilibria\n"
               " * (fictitious play, %d iterations; worst exploitability %.4f big blinds). */\n",
            iterations, rank_trials, iterations, worst);
    fprintf(f, "#include \"ai/pushfold.h\"\n\nconst int pushfold_iterations = %d;\n\n", iterations);
    fprintf(f, "const uint16_t pushfold_equity_table[PUSHFOLD_CLASSES][PUSHFOLD_CLASSES] = {\n");
    for (int a = 0; a < PUSHFOLD_CLASSES; a++) {
        fprintf(f, "    {");
        for (int b = 0; b < PUSHFOLD_CLASSES; b++)
            fprintf(f, "%s%u", b ? (b % 16 ? "," : ",\n     ") : "", eq16[a][b]);
        fprintf(f, "},\n");
    }
    fprintf(f, "};\n\nconst uint16_t pushfold_rank_table[PUSHFOLD_CLASSES] = {\n    ");
    for (int c = 0; c < PUSHFOLD_CLASSES; c++)
        fprintf(f, "%u%s", rank[c], c + 1 < PUSHFOLD_CLASSES ? (c % 16 == 15 ? ",\n    " : ",") : "\n};\n\n");
    fprintf(f, "const pushfold_mask_t\n    pushfold_push_table[PUSHFOLD_DEAD_STEPS][PUSHFOLD_MAX_STACK][PUSHFOLD_MAX_BEHIND] = {\n");
    for (int d = 0; d < PUSHFOLD_DEAD_STEPS; d++) {
        fprintf(f, "  { /* dead money %.2f BB */\n", d * 0.25);
        for (int st = 0; st < PUSHFOLD_MAX_STACK; st++) {
            fprintf(f, "    { /* %d BB */\n", st + 1);
            for (int b = 0; b < PUSHFOLD_MAX_BEHIND; b++) {
                fprintf(f, b % 3 ? " " : "      ");
                write_mask(f, &push_tab[d][st][b]);
                fprintf(f, b % 3 == 2 || b + 1 == PUSHFOLD_MAX_BEHIND ? ",\n" : ",");
            }
            fprintf(f, "    },\n");
        }
        fprintf(f, "  },\n");
    }
    fprintf(f, "};\n\nconst pushfold_mask_t\n    pushfold_call_table[PUSHFOLD_DEAD_STEPS][PUSHFOLD_MAX_STACK][PUSHFOLD_CALL_PAIRS] = {\n");
    for (int d = 0; d < PUSHFOLD_DEAD_STEPS; d++) {
        fprintf(f, "  { /* dead money %.2f BB */\n", d * 0.25);
        for (int st = 0; st < PUSHFOLD_MAX_STACK; st++) {
            fprintf(f, "    { /* %d BB */\n", st + 1);
            for (int p = 0; p < PUSHFOLD_CALL_PAIRS; p++) {
                fprintf(f, p % 3 ? " " : "      ");
                write_mask(f, &call_tab[d][st][p]);
                fprintf(f, p % 3 == 2 || p + 1 == PUSHFOLD_CALL_PAIRS ? ",\n" : ",");
            }
            fprintf(f, "    },\n");
        }
        fprintf(f, "  },\n");
    }
    fprintf(f, "};\n");
    if (fclose(f) != 0) {
        perror(out);
        return 1;
    }
    fprintf(stderr, "gen_pushfold: wrote %s in %.0f s\n", out, now() - t0);
    return 0;
}
