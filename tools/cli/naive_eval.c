/* naive_eval.c — the straightforward way to rank seven cards: count ranks and suits, then look
 * for each category from the top. No lookup tables. Baseline for `felt-cli bench eval`. */
#include "naive_eval.h"

static uint32_t pack(uint32_t cat, const int *r, int n)
{
    uint32_t s = cat << 20;
    for (int i = 0; i < n; i++)
        s |= (uint32_t)r[i] << (16 - 4 * i);
    return s;
}

static int straight_high(unsigned present)
{
    for (int top = 12; top >= 4; top--) {
        int ok = 1;
        for (int k = top; k > top - 5; k--)
            if (!(present & (1u << k)))
                ok = 0;
        if (ok)
            return top;
    }
    if ((present & 0x100fu) == 0x100fu)
        return 3;
    return -1;
}

uint32_t naive_eval7(const card_t *cards)
{
    int rc[13] = {0}, sc[4] = {0};
    unsigned suit_ranks[4] = {0}, present = 0;
    for (int i = 0; i < 7; i++) {
        int r = card_rank(cards[i]), s = card_suit(cards[i]);
        rc[r]++;
        sc[s]++;
        suit_ranks[s] |= 1u << r;
        present |= 1u << r;
    }
    int r[5], n;
    for (int s = 0; s < 4; s++)
        if (sc[s] >= 5) {
            int sf = straight_high(suit_ranks[s]);
            if (sf >= 0) {
                r[0] = sf;
                return pack(8, r, 1);
            }
        }
    for (int k = 12; k >= 0; k--)
        if (rc[k] == 4) {
            r[0] = k;
            r[1] = 0;
            for (int j = 12; j >= 0; j--)
                if (j != k && rc[j]) {
                    r[1] = j;
                    break;
                }
            return pack(7, r, 2);
        }
    int t = -1, p = -1;
    for (int k = 12; k >= 0; k--)
        if (rc[k] == 3 && t < 0)
            t = k;
    if (t >= 0)
        for (int k = 12; k >= 0; k--)
            if (k != t && rc[k] >= 2) {
                p = k;
                break;
            }
    if (t >= 0 && p >= 0) {
        r[0] = t;
        r[1] = p;
        return pack(6, r, 2);
    }
    for (int s = 0; s < 4; s++)
        if (sc[s] >= 5) {
            n = 0;
            for (int k = 12; k >= 0 && n < 5; k--)
                if (suit_ranks[s] & (1u << k))
                    r[n++] = k;
            return pack(5, r, 5);
        }
    int st = straight_high(present);
    if (st >= 0) {
        r[0] = st;
        return pack(4, r, 1);
    }
    if (t >= 0) {
        r[0] = t;
        n = 1;
        for (int k = 12; k >= 0 && n < 3; k--)
            if (rc[k] && k != t)
                r[n++] = k;
        return pack(3, r, 3);
    }
    int p1 = -1, p2 = -1;
    for (int k = 12; k >= 0; k--)
        if (rc[k] == 2) {
            if (p1 < 0)
                p1 = k;
            else if (p2 < 0)
                p2 = k;
        }
    if (p2 >= 0) {
        r[0] = p1;
        r[1] = p2;
        r[2] = 0;
        for (int k = 12; k >= 0; k--)
            if (rc[k] && k != p1 && k != p2) {
                r[2] = k;
                break;
            }
        return pack(2, r, 3);
    }
    if (p1 >= 0) {
        r[0] = p1;
        n = 1;
        for (int k = 12; k >= 0 && n < 4; k--)
            if (rc[k] && k != p1)
                r[n++] = k;
        return pack(1, r, 4);
    }
    n = 0;
    for (int k = 12; k >= 0 && n < 5; k--)
        if (rc[k])
            r[n++] = k;
    return pack(0, r, 5);
}
