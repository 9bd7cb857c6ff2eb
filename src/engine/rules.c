/* rules.c — pure rule functions (see rules.h). Each block names the rule it implements.
 * Must never touch engine state: everything arrives as arguments. */
#include "engine/rules.h"

#include <assert.h>
#include <string.h>

static int popcount16(unsigned m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

int rules_next_live(int n_seats, const int *live, int s)
{
    for (int i = 1; i <= n_seats; i++) {
        int t = (s + i) % n_seats;
        if (live[t])
            return t;
    }
    return -1;
}

static int count_live(int n_seats, const int *live)
{
    int n = 0;
    for (int s = 0; s < n_seats; s++)
        n += live[s] != 0;
    return n;
}

void rules_positions_first(int n_seats, const int *live, int button, pos_reason_t reason,
                           positions_t *out)
{
    positions_t p;
    memset(&p, 0, sizeof p);
    p.busted_button = p.busted_sb = -1;
    p.button = button;
    p.why_button = reason;
    if (count_live(n_seats, live) == 2) {
        /* R2/R4: heads-up the button is the small blind */
        p.heads_up = 1;
        p.sb_pos = button;
        p.bb = rules_next_live(n_seats, live, button);
        p.why_sb = POSR_HEADS_UP;
    } else {
        p.sb_pos = rules_next_live(n_seats, live, button);
        p.bb = rules_next_live(n_seats, live, p.sb_pos);
        p.why_sb = POSR_MOVES;
    }
    p.why_bb = POSR_MOVES;
    p.sb_posted = 1;
    *out = p;
}

/* R3 (dead button) and R4 (heads-up). The big blind moves forward exactly one player; the small
 * blind takes the seat that had the big blind, the button the seat that had the small blind,
 * even when those seats are now empty. Heads-up, the player due the big blind posts it and the
 * other has the button and posts the small blind. R4b: a table that grows from heads-up. */
void rules_positions_next(int n_seats, const int *live, const positions_t *prev, positions_t *out)
{
    positions_t p;
    memset(&p, 0, sizeof p);
    p.busted_button = p.busted_sb = -1;
    int n_live = count_live(n_seats, live);
    assert(n_live >= 2);
    p.bb = rules_next_live(n_seats, live, prev->bb);
    int skipped = 0;
    for (int s = (prev->bb + 1) % n_seats; s != p.bb; s = (s + 1) % n_seats)
        skipped = 1;
    p.why_bb = skipped ? POSR_BB_NEXT_PLAYER : POSR_MOVES;
    if (n_live == 2) {
        p.heads_up = 1;
        p.button = p.sb_pos = rules_next_live(n_seats, live, p.bb);
        p.sb_posted = 1;
        p.why_button = p.why_sb = prev->heads_up ? POSR_HEADS_UP : POSR_HEADS_UP_START;
    } else {
        p.sb_pos = prev->bb;
        p.button = prev->sb_pos;
        if (prev->heads_up) {
            /* R4b: a player has joined a table that played heads-up (a move, R37): the button is
             * the first live player counter-clockwise from the small blind, which may be the
             * player who arrived, and so never the big blind's seat */
            int b = p.sb_pos;
            do
                b = (b - 1 + n_seats) % n_seats;
            while (!live[b]);
            p.button = b;
        }
        p.sb_posted = live[p.sb_pos] != 0;
        p.dead_button = !live[p.button];
        p.why_sb = p.sb_posted ? POSR_MOVES : POSR_DEAD_SB;
        if (!p.sb_posted)
            p.busted_sb = p.sb_pos;
        p.why_button = p.dead_button ? POSR_DEAD_BUTTON : POSR_MOVES;
        if (p.dead_button)
            p.busted_button = p.button;
    }
    *out = p;
}

/* R25 side pots, R26 uncalled chips: walk the distinct contribution levels from the bottom. */
int rules_build_pots(int n_seats, const int64_t *contrib, const int *folded, const int *all_in,
                     pot_t *pots, int64_t *returned)
{
    uint16_t could_match = 0; /* still in, with chips behind */
    for (int s = 0; s < n_seats; s++)
        if (!folded[s] && all_in && !all_in[s])
            could_match |= (uint16_t)(1u << s);
    int64_t levels[ENGINE_MAX_SEATS];
    int nl = 0;
    for (int s = 0; s < n_seats; s++) {
        returned[s] = 0;
        if (contrib[s] <= 0)
            continue;
        int dup = 0;
        for (int i = 0; i < nl; i++)
            dup |= levels[i] == contrib[s];
        if (!dup)
            levels[nl++] = contrib[s];
    }
    for (int i = 1; i < nl; i++) /* insertion sort, ascending */
        for (int j = i; j > 0 && levels[j] < levels[j - 1]; j--) {
            int64_t t = levels[j];
            levels[j] = levels[j - 1];
            levels[j - 1] = t;
        }
    int np = 0;
    int64_t prev = 0;
    for (int i = 0; i < nl; i++) {
        int64_t L = levels[i], sum = 0;
        uint16_t eligible = 0, payers = 0;
        int64_t part[ENGINE_MAX_SEATS];
        for (int s = 0; s < n_seats; s++) {
            int64_t c = contrib[s];
            part[s] = (c < L ? c : L) - (c < prev ? c : prev);
            if (part[s] > 0) {
                payers |= (uint16_t)(1u << s);
                sum += part[s];
            }
            if (!folded[s] && c >= L)
                eligible |= (uint16_t)(1u << s);
        }
        if (eligible == 0 && could_match) {
            /* dead money nobody still in chose to match: it stays for those who could have */
            if (np > 0 && (pots[np - 1].eligible & could_match) == pots[np - 1].eligible) {
                pots[np - 1].amount += sum;
            } else {
                pots[np].amount = sum;
                pots[np].eligible = could_match;
                np++;
            }
        } else if (eligible == 0 || (popcount16(eligible) == 1 && payers == eligible)) {
            for (int s = 0; s < n_seats; s++)
                returned[s] += part[s];
        } else if (np > 0 && pots[np - 1].eligible == eligible) {
            pots[np - 1].amount += sum;
        } else {
            pots[np].amount = sum;
            pots[np].eligible = eligible;
            np++;
        }
        prev = L;
    }
    return np;
}

/* R27: equal shares in whole smallest chips; all of the remainder to the first winner clockwise
 * from the button position. */
void rules_split_pot(int n_seats, int64_t amount, uint16_t winners, int button, int64_t unit,
                     int64_t *share, int64_t *odd, int *odd_seat)
{
    int k = popcount16(winners);
    assert(k >= 1 && unit >= 1);
    *share = amount / unit / k * unit;
    *odd = amount - *share * k;
    *odd_seat = -1;
    for (int i = 1; i <= n_seats; i++) {
        int s = (button + i) % n_seats;
        if (winners & (1u << s)) {
            *odd_seat = s;
            break;
        }
    }
}

/* R32: later elimination ranks higher; on one hand more chips at its start ranks higher; equal
 * stacks tie on the best place of their group. */
void rules_places(int n_before, int k, const int64_t *start_stack, int *place)
{
    for (int i = 0; i < k; i++) {
        int better = 0; /* players out on this hand with strictly more chips */
        for (int j = 0; j < k; j++)
            better += start_stack[j] > start_stack[i];
        place[i] = n_before - k + 1 + better;
    }
}

int64_t rules_prize(int64_t pool, const payout_tier_t *tier, int place, int place_to, int index)
{
    if (!tier || pool <= 0)
        return 0;
    int64_t sum = 0;
    for (int p = place; p <= place_to; p++)
        if (p >= 1 && p <= tier->n_places)
            sum += pool * tier->percent_bp[p - 1] / 10000;
    /* the cents lost to rounding between places go to first place */
    if (place == 1) {
        int64_t all = 0;
        for (int p = 1; p <= tier->n_places; p++)
            all += pool * tier->percent_bp[p - 1] / 10000;
        sum += pool - all;
    }
    int n = place_to - place + 1;
    int64_t each = sum / n, left = sum - each * n;
    return each + (index < left ? 1 : 0);
}
