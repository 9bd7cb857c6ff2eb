/* equity.h — all-in equity of 2–10 hands: exact enumeration when few cards are unknown, seeded
 * Monte Carlo otherwise (with the number of trials and the standard error reported).
 * Used by bots and by the table's hint panel. Deterministic: one seed, one answer. */
#ifndef FELT_EQUITY_H
#define FELT_EQUITY_H

#include <stdint.h>

#include "engine/card.h"

enum { EQUITY_MAX_HANDS = 10 };

/* Exact enumeration is used while it needs at most this many hand evaluations. */
#define EQUITY_EXACT_LIMIT 60000000ULL
#define EQUITY_DEFAULT_TRIALS 1000000ULL

typedef enum equity_status {
    EQUITY_OK,
    EQUITY_ERR_HAND_COUNT,   /* fewer than 2 or more than 10 hands */
    EQUITY_ERR_BOARD_COUNT,  /* more than 5 board cards */
    EQUITY_ERR_BAD_CARD,     /* a card outside 0..51 (or half of a hand unknown) */
    EQUITY_ERR_DUPLICATE,    /* the same card twice among hands, board and dead cards */
    EQUITY_ERR_NOT_ENOUGH,   /* not enough cards left to deal the unknown ones */
    EQUITY_STATUS_COUNT
} equity_status_t;

/* A zeroed query is not valid: set n_hands and the cards. A hand of {CARD_NONE, CARD_NONE} is
 * unknown (a random hand). trials = 0 means automatic: exact when it fits EQUITY_EXACT_LIMIT,
 * else EQUITY_DEFAULT_TRIALS of Monte Carlo. trials > 0 asks for Monte Carlo with that many. */
typedef struct equity_query {
    int n_hands;
    card_t hole[EQUITY_MAX_HANDS][2];
    int n_board;
    card_t board[5];
    int n_dead;
    card_t dead[CARD_COUNT];
    uint64_t trials;
    uint64_t seed;
    int plain; /* exact runs: 1 visits every board one by one (the reference the default is tested
                  against); 0 counts boards by rank classes with flush corrections, same counts */
} equity_query_t;

typedef struct equity_result {
    int n_hands;
    int exact;          /* 1: every deal enumerated; 0: Monte Carlo */
    uint64_t deals;     /* deals evaluated (boards, times hole cards of unknown hands) */
    uint64_t wins[EQUITY_MAX_HANDS]; /* deals won outright */
    uint64_t ties[EQUITY_MAX_HANDS]; /* deals split */
    double win[EQUITY_MAX_HANDS];    /* fractions of deals, 0..1 */
    double tie[EQUITY_MAX_HANDS];
    double equity[EQUITY_MAX_HANDS]; /* share of the pot won on average, 0..1; sums to 1 */
    double std_error[EQUITY_MAX_HANDS]; /* standard error of equity (0 when exact) */
} equity_result_t;

/* Compute. On failure returns the reason and leaves *out untouched. */
equity_status_t equity_run(const equity_query_t *q, equity_result_t *out);

/* English text for a status ("a card appears twice"). */
const char *equity_status_message(equity_status_t s);

/* Number of hand evaluations an exact run of q would take (saturates at UINT64_MAX);
 * 0 if q is invalid. */
uint64_t equity_exact_cost(const equity_query_t *q);

#endif
