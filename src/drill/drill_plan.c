/* drill_plan.c — which drill comes next in a practice session (drill.h): every ticked topic at
 * least once in each block, missed topics weighted only above that floor, and no authored
 * situation again while one of its topic is still unseen. */
#include <string.h>

#include "drill/drill.h"

static uint64_t mix64(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void drill_plan_init(drill_plan_t *p, uint64_t seed, uint32_t on, const drill_topic_t *item_topic, int n_items)
{
    memset(p, 0, sizeof *p);
    p->rng = seed;
    p->on = on & (uint32_t)((1ull << DRILL_TOPIC_COUNT) - 1);
    int k = __builtin_popcount(p->on);
    p->block = k + (k + 1) / 2;
    p->n_items = n_items < 0 ? 0 : n_items > DRILL_PLAN_MAX_ITEMS ? DRILL_PLAN_MAX_ITEMS : n_items;
    for (int i = 0; i < p->n_items; i++)
        p->item_topic[i] = item_topic[i];
    p->last_item = -1;
}

/* Draw a topic: one in `owed` weighs 1 + 2 x its misses, one in `spare` 2 x its misses; -1 when
 * all weigh 0. */
static int draw(drill_plan_t *p, uint32_t owed, uint32_t spare)
{
    uint64_t w[DRILL_TOPIC_COUNT], total = 0;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++) {
        w[t] = (owed & (1ul << t)) ? 1 + 2 * (uint64_t)p->miss[t] : (spare & (1ul << t)) ? 2 * (uint64_t)p->miss[t] : 0;
        total += w[t];
    }
    if (total == 0)
        return -1;
    uint64_t r = mix64(&p->rng) % total;
    int t = 0;
    while (r >= w[t])
        r -= w[t++];
    return t;
}

/* An authored situation of topic t not seen in this round of the topic (all of them seen: a new
 * round, which does not start with the one just asked); -1 when the topic has none. */
static int pick_item(drill_plan_t *p, drill_topic_t t)
{
    int n = 0, unseen = 0;
    for (int i = 0; i < p->n_items; i++)
        if (p->item_topic[i] == t) {
            n++;
            unseen += !p->seen[i];
        }
    if (n == 0)
        return -1;
    if (unseen == 0) {
        for (int i = 0; i < p->n_items; i++)
            if (p->item_topic[i] == t)
                p->seen[i] = 0;
        unseen = n;
    }
    int avoid = p->last_item >= 0 && p->item_topic[p->last_item] == t && !p->seen[p->last_item] && unseen > 1
                    ? p->last_item
                    : -1;
    uint64_t r = mix64(&p->rng) % (uint64_t)(unseen - (avoid >= 0));
    for (int i = 0; i < p->n_items; i++)
        if (p->item_topic[i] == t && !p->seen[i] && i != avoid && r-- == 0) {
            p->seen[i] = 1;
            p->last_item = i;
            return i;
        }
    return -1;
}

int drill_plan_next(drill_plan_t *p, int *item, uint64_t *seed)
{
    *item = -1;
    *seed = 0;
    if (!p->on || p->block <= 0)
        return -1;
    if (p->in_block >= p->block) {
        p->in_block = 0;
        p->given = 0;
    }
    uint32_t need = p->on & ~p->given;
    int left = p->block - p->in_block, t;
    if (need && left <= __builtin_popcount(need))
        t = draw(p, need, 0); /* the floor: what the block still owes, nothing else */
    else if (need)
        t = draw(p, need, p->given); /* an owed topic, or a spare drill for one missed before */
    else
        t = draw(p, p->on, 0);
    if (t < 0)
        return -1;
    p->in_block++;
    p->given |= (uint32_t)1 << t;
    *seed = mix64(&p->rng) % 1000000000ULL;
    if (t == DRILL_FLOOR) {
        *item = pick_item(p, DRILL_FLOOR);
        if (*item < 0)
            return -1;
    } else if (*seed % 5 == 0) { /* now and then an authored situation of the topic, when there is one */
        *item = pick_item(p, (drill_topic_t)t);
    }
    return t;
}

void drill_plan_graded(drill_plan_t *p, drill_topic_t t, int right)
{
    if ((int)t < 0 || t >= DRILL_TOPIC_COUNT)
        return;
    if (right)
        p->miss[t] -= p->miss[t] > 0;
    else
        p->miss[t] += 2;
}
