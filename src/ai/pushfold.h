/* pushfold.h — the 169 starting-hand classes, their pairwise all-in equities, and the push/fold
 * equilibrium tables the bots use at 15 big blinds or less. The tables are solved by fictitious
 * play (pushfold_solve) in tools/gen/gen_pushfold.c and committed as src/ai/pushfold_data.c;
 * this module never solves anything at play time, it only looks answers up. */
#ifndef FELT_PUSHFOLD_H
#define FELT_PUSHFOLD_H

#include <stdint.h>

#include "engine/card.h"

enum {
    PUSHFOLD_CLASSES = 169,
    PUSHFOLD_MAX_BEHIND = 9,   /* players still to act behind the pusher (10-handed: 9) */
    PUSHFOLD_MAX_STACK = 20,   /* effective stacks 1..20 big blinds are tabled */
    PUSHFOLD_DEAD_STEPS = 7,   /* dead money (antes) 0, 0.25, ... 1.5 big blinds */
    PUSHFOLD_MASK_WORDS = 3    /* 169 bits */
};

/* A set of hand classes: bit c of w[c / 64]. */
typedef struct pushfold_mask {
    uint64_t w[PUSHFOLD_MASK_WORDS];
} pushfold_mask_t;

static inline int pushfold_mask_has(const pushfold_mask_t *m, int c)
{
    return (int)((m->w[c >> 6] >> (c & 63)) & 1u);
}

/* Class of two hole cards: pairs r*13+r, suited hi*13+lo, offsuit lo*13+hi (hi > lo), so the
 * 13x13 grid reads like the usual chart. Both cards must be valid and distinct. */
int pushfold_class(card_t a, card_t b);
/* Name of a class: "AA", "AKs", "72o" into out[4]. Returns out. */
char *pushfold_class_name(int cls, char out[4]);
/* Class from a name ("AKs", "aks", "72o", "TT"); -1 if not a class name. */
int pushfold_class_parse(const char *name);
/* Number of card combinations of a class: 6 (pair), 4 (suited) or 12 (offsuit). */
int pushfold_class_combos(int cls);
/* The combinations of a class as card pairs into out[16][2]; returns their number. */
int pushfold_class_cards(int cls, card_t out[16][2]);

/* Pre-flop all-in equity of class a against class b (ties count half), averaged over every pair
 * of combinations without a card in common, from the committed table (precision 1/65535). */
double pushfold_equity(int a, int b);
/* Number of combination pairs of a and b without a card in common (the weight of b given a). */
int pushfold_weight(int a, int b);
/* Equity of class a against one random hand. */
double pushfold_equity_vs_random(int a);
/* Rank of a class (0 = best) in the committed order for multi-way play: by equity against
 * three random hands. pushfold_class_by_rank is its inverse. */
int pushfold_rank(int cls);
int pushfold_class_by_rank(int rank);

/* Exact pre-flop equity of a against b computed now with the engine's enumerator (about a tenth
 * of a second per class pair). For the generator and the test that re-derives the table. */
double pushfold_class_equity(int a, int b);

/* ---- the equilibrium tables ---------------------------------------------------------------- */

/* One push/fold situation: everybody before the pusher folded, `behind` players are still to
 * act (the last is the big blind, the one before it the small blind; behind = 1 means the
 * pusher is the small blind), every stack is `stack_bb` big blinds and `dead_bb` big blinds of
 * antes lie in the pot besides the blinds. */
typedef struct pushfold_spot {
    int behind;         /* 1..PUSHFOLD_MAX_BEHIND */
    double stack_bb;    /* effective stack in big blinds (blinds included) */
    double dead_bb;     /* antes in the pot, in big blinds */
} pushfold_spot_t;

/* Is class `cls` in the equilibrium pushing range of spot s? The spot is rounded to the nearest
 * tabled one (stack 1..20, dead money in quarter big blinds up to 1.5, behind clamped). */
int pushfold_push(const pushfold_spot_t *s, int cls);
/* Is `cls` in the calling range of the caller `caller` places behind the pusher (1..behind) in
 * spot s, when everybody between them folded? */
int pushfold_call(const pushfold_spot_t *s, int caller, int cls);
/* The tabled ranges themselves (rounded as above), for equity against a range. */
const pushfold_mask_t *pushfold_push_range(const pushfold_spot_t *s);
const pushfold_mask_t *pushfold_call_range(const pushfold_spot_t *s, int caller);

/* Equity of class a against the classes of mask m, weighted by their combinations without a
 * card in common with a; 0.5 for an empty mask. */
double pushfold_equity_vs_mask(int a, const pushfold_mask_t *m);
/* Share of all hands (0..1, by combinations) a mask holds. */
double pushfold_mask_share(const pushfold_mask_t *m);

/* ---- the solver (generator and tests only) ------------------------------------------------ */

/* Solve one spot by fictitious play: each iteration every player plays a best response to the
 * others' average strategies so far (chip EV, all-in equities from the committed table,
 * card removal between pusher and caller, no over-calls), the averages are updated, and after
 * `iterations` the averages are rounded at one half into ranges. Writes the pushing range and
 * the calling ranges of callers 1..behind (calls[0..behind-1]); returns the exploitability of
 * the result in big blinds (the most any one player gains by deviating, summed over players).
 * `equity` is a class-against-class table in 1/65535 (normally pushfold_equity_table; the
 * generator passes the one it has just computed). Deterministic: the same answer on every
 * build. Returns -1 if out of memory (ranges untouched). */
double pushfold_solve(const uint16_t equity[PUSHFOLD_CLASSES][PUSHFOLD_CLASSES],
                      const pushfold_spot_t *s, int iterations, pushfold_mask_t *push,
                      pushfold_mask_t calls[PUSHFOLD_MAX_BEHIND]);

/* The committed data (pushfold_data.c), written by tools/gen/gen_pushfold.c. */
extern const uint16_t pushfold_equity_table[PUSHFOLD_CLASSES][PUSHFOLD_CLASSES];
extern const uint16_t pushfold_rank_table[PUSHFOLD_CLASSES];
/* push: [dead step][stack - 1][behind - 1]; call: [dead step][stack - 1][pair index] where the
 * pair (behind b, caller c) has index b*(b-1)/2 + c-1 (45 pairs for behind 1..9). */
enum { PUSHFOLD_CALL_PAIRS = PUSHFOLD_MAX_BEHIND * (PUSHFOLD_MAX_BEHIND + 1) / 2 };
extern const pushfold_mask_t
    pushfold_push_table[PUSHFOLD_DEAD_STEPS][PUSHFOLD_MAX_STACK][PUSHFOLD_MAX_BEHIND];
extern const pushfold_mask_t
    pushfold_call_table[PUSHFOLD_DEAD_STEPS][PUSHFOLD_MAX_STACK][PUSHFOLD_CALL_PAIRS];
extern const int pushfold_iterations; /* fictitious-play iterations the tables were solved with */

#endif
