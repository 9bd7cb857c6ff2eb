/* naive_eval.h — the benchmark's baseline: a sort-and-count 7-card evaluator with no tables.
 * Its scores order hands like Felt's values but are not dense; only for bench eval. */
#ifndef FELT_NAIVE_EVAL_H
#define FELT_NAIVE_EVAL_H

#include <stdint.h>

#include "engine/card.h"

uint32_t naive_eval7(const card_t *cards);

#endif
