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

#endif
