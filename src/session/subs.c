/* subs.c — subscribers' event queues and their privacy filter (see subs.h). */
#include "session/subs.h"

#include <stdlib.h>
#include <string.h>

void subs_init(subs_t *t, int max, size_t size, int first_cap)
{
    memset(t, 0, sizeof *t);
    t->max = max < SUBS_MAX ? max : SUBS_MAX;
    t->size = size;
    t->first_cap = first_cap;
}

void subs_free(subs_t *t)
{
    for (int i = 0; i < SUBS_MAX; i++)
        free(t->q[i].q);
    memset(t->q, 0, sizeof t->q);
    t->n = 0;
}

int subs_open(subs_t *t)
{
    for (int i = 0; i < t->max; i++)
        if (!t->q[i].used) {
            subq_t *q = &t->q[i];
            free(q->q);
            memset(q, 0, sizeof *q);
            q->used = 1;
            t->n++;
            return i;
        }
    return -1;
}

int subs_used(const subs_t *t, int id) { return id >= 0 && id < t->max && t->q[id].used; }

void subs_close(subs_t *t, int id)
{
    if (!subs_used(t, id))
        return;
    free(t->q[id].q);
    memset(&t->q[id], 0, sizeof t->q[id]);
    t->n--;
}

void *subs_push(subs_t *t, int id, const void *ev)
{
    subq_t *q = &t->q[id];
    if (q->count == q->cap) {
        int ncap = q->cap ? q->cap * 2 : t->first_cap;
        unsigned char *n = malloc((size_t)ncap * t->size);
        if (!n)
            return NULL;
        for (int i = 0; i < q->count; i++)
            memcpy(n + (size_t)i * t->size, q->q + (size_t)((q->head + i) % q->cap) * t->size, t->size);
        free(q->q);
        q->q = n;
        q->cap = ncap;
        q->head = 0;
    }
    unsigned char *v = q->q + (size_t)((q->head + q->count) % q->cap) * t->size;
    memcpy(v, ev, t->size);
    q->count++;
    return v;
}

const void *subs_next(subs_t *t, int id)
{
    if (!subs_used(t, id))
        return NULL;
    subq_t *q = &t->q[id];
    if (q->count == 0)
        return NULL;
    const void *v = q->q + (size_t)q->head * t->size;
    q->head = (q->head + 1) % q->cap;
    if (--q->count == 0)
        q->head = 0; /* the pointer stays intact until the next push */
    return v;
}

void subs_hide(ev_t *v, int see)
{
    if (v->type == EV_HOLE_CARDS && see != SUBS_SEE_ALL && see != v->seat)
        v->u.a.cards[0] = v->u.a.cards[1] = CARD_NONE;
}
