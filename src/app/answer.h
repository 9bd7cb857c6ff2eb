/* answer.h — the table of answer kinds: one entry per drill_answer_kind_t, each kind's code in
 * its own file (answer_<kind>.c). A new kind is a file defining its answer_kind_t and one line in
 * answer.c. */
#ifndef FELT_ANSWER_H
#define FELT_ANSWER_H

#include "app/practice_kit.h"

/* The kind of drill answer k (never NULL: an unknown kind gets one that asks nothing). */
const answer_kind_t *answer_kind_of(int k);
/* How to answer drill d with kind K, translated: K's hint, or its hint_any_order when d's answer
 * imposes no order (an all-in showdown, R22). */
const char *answer_hint(const answer_kind_t *K, const drill_t *d);

#endif
