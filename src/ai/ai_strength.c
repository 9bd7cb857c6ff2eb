/* ai_strength.c — strength and draws of every two-card combination on a board (see
 * ai_strength.h): one evaluation per combination, a value histogram, draws per rank pair. */
#include "ai/ai_strength.h"

#include <string.h>

#include "engine/hand.h"

void ai_strength_combos(card_t combo[AI_COMBOS][2])
{
    int n = 0;
    for (int i = 0; i < CARD_COUNT; i++)
        for (int j = i + 1; j < CARD_COUNT; j++) {
            combo[n][0] = (card_t)j;
            combo[n][1] = (card_t)i;
            n++;
        }
}

/* Straight draw class of hole ranks x, y beside the board's ranks: the five-rank windows (ace
 * also low) holding four ranks, one of them a hole rank; 2 for two or more such windows, 1 for
 * one, 0 for none or when a straight is already made. */
static uint8_t straight_draw(unsigned board_ranks, int x, int y)
{
    unsigned r = board_ranks | 1u << x | 1u << y;
    unsigned rr = r << 1 | (r >> 12 & 1); /* bit 0 = ace low */
    int windows = 0;
    for (int lo = 0; lo <= 9; lo++) {
        unsigned win = (rr >> lo) & 0x1f;
        int bits = ai_popcount(win);
        if (bits == 5)
            return 0; /* a made straight */
        if (bits != 4)
            continue;
        int hole_in = 0;
        for (int k = 0; k < 5; k++) {
            int rank = lo + k - 1; /* -1 = ace low */
            int rk = rank < 0 ? 12 : rank;
            if ((win >> k & 1) && (x == rk || y == rk))
                hole_in = 1;
        }
        windows += hole_in;
    }
    return (uint8_t)(windows >= 2 ? 2 : windows);
}

void ai_strength_table(const card_t combo[AI_COMBOS][2], const card_t *board, int n, float *hs, uint8_t *draw)
{
    card_mask_t dead = 0;
    hand_t h0 = hand_empty();
    int suits[4] = {0, 0, 0, 0};
    unsigned ranks = 0;
    for (int i = 0; i < n; i++) {
        dead |= card_bit(board[i]);
        h0 = hand_add(h0, board[i]);
        suits[card_suit(board[i])]++;
        ranks |= 1u << card_rank(board[i]);
    }
    enum { NV = HAND_VALUE_MAX + 2 };
    uint16_t val[AI_COMBOS];
    uint16_t count[NV]; /* at most 1,326 of a value */
    memset(count, 0, sizeof count);
    int total = 0;
    for (int i = 0; i < AI_COMBOS; i++) {
        card_t x = combo[i][0], y = combo[i][1];
        if ((card_bit(x) | card_bit(y)) & dead) {
            val[i] = 0;
            continue;
        }
        val[i] = hand_value(hand_add(hand_add(h0, x), y));
        count[val[i]]++;
        total++;
    }
    /* count[v] becomes the combinations with a value under v */
    unsigned below = 0;
    for (int k = 0; k < NV; k++) {
        unsigned c = count[k];
        count[k] = (uint16_t)below;
        below += c;
    }
    uint8_t sd[13][13];
    memset(sd, 0, sizeof sd);
    if (n < 5)
        for (int x = 0; x < 13; x++)
            for (int y = x; y < 13; y++)
                sd[x][y] = sd[y][x] = straight_draw(ranks, x, y);
    for (int i = 0; i < AI_COMBOS; i++) {
        if (val[i] == 0) {
            hs[i] = 0;
            draw[i] = 0;
            continue;
        }
        int lower = count[val[i]];
        int ties = count[val[i] + 1] - lower - 1; /* val <= 7462, so val + 1 < NV */
        hs[i] = total > 1 ? (float)((lower + 0.5 * ties) / (total - 1)) : 0.5f;
        uint8_t d = 0;
        if (n < 5) {
            card_t x = combo[i][0], y = combo[i][1];
            int same = card_suit(y) == card_suit(x);
            int fx = suits[card_suit(x)] + 1 + same, fy = suits[card_suit(y)] + 1 + same;
            d = (fx == 4 || fy == 4) ? 2 : 0;
            uint8_t s = sd[card_rank(x)][card_rank(y)];
            if (s > d)
                d = s;
        }
        draw[i] = d;
    }
}
