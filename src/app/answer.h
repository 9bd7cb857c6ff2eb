/* answer.h — the table of answer kinds: one entry per drill_answer_kind_t, each kind's code in
 * its own file (answer_<kind>.c). A new kind is a file defining its answer_kind_t and one line in
 * answer.c. */
#ifndef FELT_ANSWER_H
#define FELT_ANSWER_H

#include "app/practice_kit.h"

/* The kind of drill answer k (never NULL: an unknown kind gets one that asks nothing). */
const answer_kind_t *answer_kind_of(int k);

#endif
