/* subs.h — the subscribers of a session or a tournament: a table of event queues, one a
 * subscription, each growing as it needs (the single table and the multi-table tournament share
 * it), and the one privacy filter every event a subscriber gets goes through. */
#ifndef FELT_SUBS_H
#define FELT_SUBS_H

#include <stddef.h>

#include "engine/engine.h"

enum {
    SUBS_MAX = 32,       /* subscriptions a table can hold at the most */
    SUBS_SEE_NONE = -1,  /* hole cards of no seat (SESSION_SEE_PUBLIC) */
    SUBS_SEE_ALL = -2    /* hole cards of every seat (SESSION_SEE_ALL) */
};

typedef struct subq {
    int used;
    unsigned char *q; /* cap events of size bytes, a ring from head */
    int head, count, cap;
} subq_t;

typedef struct subs {
    subq_t q[SUBS_MAX];
    int max;        /* how many of q may be used (<= SUBS_MAX) */
    int n;          /* how many are */
    size_t size;    /* one event's bytes */
    int first_cap;  /* a queue's first allocation, in events */
} subs_t;

/* An empty table of max subscriptions (at most SUBS_MAX) whose events are size bytes. */
void subs_init(subs_t *t, int max, size_t size, int first_cap);
/* Free every queue; the table is empty again. */
void subs_free(subs_t *t);
/* A new, empty subscription: its index, or -1 when the table is full. */
int subs_open(subs_t *t);
/* End subscription id (out of range or unused: nothing). */
void subs_close(subs_t *t, int id);
/* Is id a subscription? */
int subs_used(const subs_t *t, int id);
/* Queue a copy of ev for subscription id: the copy, for the caller's filter, or NULL when out of
 * memory (the subscriber misses this event). */
void *subs_push(subs_t *t, int id, const void *ev);
/* The oldest event of subscription id, or NULL when there is none (or id is not one). It stays
 * intact until the next push. */
const void *subs_next(subs_t *t, int id);

/* The one privacy filter: a hole-cards event as a subscriber who sees the cards of seat `see`
 * (or SUBS_SEE_NONE, SUBS_SEE_ALL) may have it; another seat's cards become CARD_NONE. */
void subs_hide(ev_t *v, int see);

#endif
