/* icm.h — the Independent Chip Model (Malmuth–Harville): what a tournament stack is worth in
 * prize money. The chance of finishing first is one's share of the chips; given the players
 * already placed, the chance of taking the next place is one's share of the chips left.
 * Pure arithmetic on the caller's arrays: no allocation, no state. */
#ifndef FELT_ICM_H
#define FELT_ICM_H

#include <stdint.h>

enum { ICM_MAX_PLAYERS = 10 };

/* Expected prize of each of n players (1..ICM_MAX_PLAYERS) holding stacks[i] chips (>= 0),
 * when place p+1 pays prizes[p] (any unit; places past n_prizes pay 0). Players with no chips
 * take the places below everybody with chips and share their prizes equally. Writes out[0..n)
 * and returns 0; returns -1 (out untouched) if n is out of range or a stack is negative. */
int icm_equity(const int64_t *stacks, int n, const double *prizes, int n_prizes, double *out);

/* Large fields: Malmuth–Harville for up to ICM_FIELD_MAX players, any number of places paid, for
 * the players listed in who[0..n_who) (all n when who is NULL), out[i] for who[i].
 *
 * The approximation. Harville's finishing order is the order in which independent exponential
 * clocks ring, player k's at rate stacks[k] (the first to ring has probability stack / chips,
 * and by memorylessness the rest follow the same rule among the others). So player i's expected
 * prize is the integral over the time x of its own ring, with density s e^(-s x), of the
 * expected prize of place 1 + N(x), where N(x), the others ringing before x, is a sum of
 * independent Bernoulli(1 - e^(-s_k x)). The integral is taken by the trapezoid rule in log x
 * (ICM_FIELD_STEP apart: the integrand is smooth, so the rule is accurate to about 1e-9 of the
 * pool). The count N(x) is exact (its distribution by dynamic programming) when n times the
 * places paid is at most ICM_FIELD_EXACT; above that it is approximated: Poisson while its mean
 * is small (the top places, where most of the money is: Le Cam's bound, the sum of the squared
 * chances, is then small), otherwise the refined normal approximation (normal with a skewness
 * term). Cost: about 300 exponentials per player in the field plus 300 * places paid per
 * listed player; no exponential state space. tests/bench_icm.c prints its error against exact
 * Malmuth–Harville on small fields and its speed at 10,000 entrants.
 *
 * mode: ICM_FIELD_AUTO as above; ICM_FIELD_EXACT and ICM_FIELD_APPROX force one way of counting
 * (to measure the approximation). Players with no chips are placed as in icm_equity. Returns 0,
 * or -1 (out untouched) if n or n_who is out of range, a stack is negative, who names no
 * player, or memory runs out. */
enum { ICM_FIELD_MAX = 1000000, ICM_FIELD_EXACT = 20000 };
#define ICM_FIELD_STEP 0.1
typedef enum { ICM_FIELD_AUTO, ICM_FIELD_EXACT_COUNTS, ICM_FIELD_APPROX_COUNTS } icm_field_mode_t;
int icm_field_equity(const int64_t *stacks, int n, const double *prizes, int n_prizes, const int *who, int n_who,
                     double *out, icm_field_mode_t mode);

/* One player's prize as a function of its own stack, the rest of the field held still: the
 * bots' bubble and pay-jump play (ai_preflop.c). In the exponential-clock model above, the
 * expected prize of place 1 + N(x) at each node x of the grid depends only on the others, so it
 * is computed once (icm_curve_build: the others' counts as in icm_field_equity, exact when the
 * others times the places paid is at most ICM_CURVE_EXACT) and any stack is then priced by one
 * weighted sum over the grid (icm_curve_value: ICM_CURVE_STEP apart in log x, about 160 nodes,
 * no allocation). The approximation beyond icm_field_equity's: an all-in moves chips between
 * this player and one other; the curve holds that other's stack still (one stack of the field's
 * n_left moves, a change of order 1 / n_left in what the other places are worth). */
enum { ICM_CURVE_EXACT = 4000 };
#define ICM_CURVE_STEP 0.25
typedef struct icm_curve {
    double total;  /* the field's chips (the clocks' rates are stack / total) */
    double t0;     /* the grid: t = t0 + g * ICM_CURVE_STEP, x = e^t */
    int n_grid;
    double bust;   /* the prize of busting now (place n: the last place left) */
    double *e;     /* [n_grid] expected prize of place 1 + N(x) */
    double *x;     /* [n_grid] the nodes e^t (icm_curve_value prices every stack on them) */
} icm_curve_t;
/* The exponentials every player's curve on one field needs, computed once per field: each live
 * stack's chance to have rung by each node x of the grid, 1 - e^(-x stack / chips) (equal stacks
 * share a row). The tournament builds it when it counts the field and every bot's curve reads
 * it (read-only, so tables on several threads share it). A curve built with it is bit for bit
 * the curve built without it: the same numbers added in the same order. */
typedef struct icm_table {
    const int64_t *stacks; /* the stacks it was built for (not owned) */
    int n;
    double total;
    int n_grid;    /* nodes: enough for any player's curve on these stacks */
    int rows;
    int *row;      /* [n] row of stacks[k] in p, -1 when it has no chips */
    double *p;     /* [n_grid * rows]: p[g * rows + row] */
} icm_table_t;
/* Returns 0, or -1 on bad arguments or no memory (t then holds nothing to free). */
int icm_table_build(icm_table_t *t, const int64_t *stacks, int n);
void icm_table_free(icm_table_t *t);
/* Build c for player `self` of stacks[0..n) (its own stack is left out of the others; self may
 * be -1 when the stacks hold only the others) with prizes[0..n_prizes). Returns 0, or -1 on bad
 * arguments or no memory (c then holds nothing to free). */
int icm_curve_build(icm_curve_t *c, const int64_t *stacks, int n, int self, const double *prizes, int n_prizes);
/* The same with the field's table (NULL, or one built for other stacks: computed as above). */
int icm_curve_build_with(icm_curve_t *c, const int64_t *stacks, int n, int self, const double *prizes, int n_prizes,
                         const icm_table_t *tab);
/* The prize this player expects holding `stack` chips (0: the bust prize). */
double icm_curve_value(const icm_curve_t *c, double stack);
void icm_curve_free(icm_curve_t *c);

#endif
