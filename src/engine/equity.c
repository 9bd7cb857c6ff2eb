/* equity.c — exact and Monte Carlo all-in equity (see equity.h).
 * Exact: every completion of the unknown hole cards and board is enumerated once, the board
 * with nested loops over an incremental hand so each deal costs one lookup per player.
 * Monte Carlo: each trial deals the unknown cards by a partial Fisher–Yates shuffle of the
 * remaining deck from the query's seeded stream. Pot shares are counted in units of 1/2520
 * (2520 = lcm(1..10)) so splits stay exact integers until the final division. */
#include "engine/equity.h"

#include <math.h>
#include <string.h>

#include "engine/hand.h"
#include "engine/rng.h"

#define SHARE_UNIT 2520u

typedef struct eq_ctx {
    int n;
    hand_t hole[EQUITY_MAX_HANDS];
    uint64_t wins[EQUITY_MAX_HANDS];
    uint64_t ties[EQUITY_MAX_HANDS];
    uint64_t share[EQUITY_MAX_HANDS];  /* pot shares in 1/2520 */
    uint64_t sq[EQUITY_MAX_HANDS];     /* sum of squared per-deal shares, in (1/2520)^2 */
    uint64_t hu_ties;                  /* heads-up fast path: split deals */
    int plain;                         /* exact: every board one by one (else by rank classes) */
    /* The last two board cards are walked as one flat list of pairs, in the same order as two
     * nested loops: the inner loop is long, so its exit branch is rarely mispredicted. */
    const card_t *pair_src;            /* the card array the pairs index */
    int n_pairs;
    int pair_start[CARD_COUNT + 1];    /* first pair whose lower card index is >= i */
    hand_t pair_hand[CARD_COUNT * (CARD_COUNT - 1) / 2];
} eq_ctx_t;

static void build_pairs(eq_ctx_t *x, const card_t *cards, int n)
{
    int p = 0;
    for (int i = 0; i < n; i++) {
        x->pair_start[i] = p;
        for (int j = i + 1; j < n; j++) {
            hand_t h = {hand_card_key[cards[i]] + hand_card_key[cards[j]],
                        hand_card_bit[cards[i]] | hand_card_bit[cards[j]]};
            x->pair_hand[p++] = h;
        }
    }
    x->pair_start[n] = p;
    x->n_pairs = p;
    x->pair_src = cards;
}

/* a + b where b holds only cards (no suit bias): used for pair_hand entries */
static inline hand_t add_raw(hand_t a, hand_t b)
{
    a.key += b.key;
    a.mask |= b.mask;
    return a;
}

const char *equity_status_message(equity_status_t s)
{
    switch (s) {
    case EQUITY_OK: return "ok";
    case EQUITY_ERR_HAND_COUNT: return "equity needs 2 to 10 hands";
    case EQUITY_ERR_BOARD_COUNT: return "a board has at most 5 cards";
    case EQUITY_ERR_BAD_CARD: return "a card is not valid (a hand needs two known cards, or none for a random hand)";
    case EQUITY_ERR_DUPLICATE: return "a card appears twice among the hands, board and dead cards";
    case EQUITY_ERR_NOT_ENOUGH: return "not enough cards left in the deck to deal the unknown cards";
    default: return "unknown equity status";
    }
}

/* Heads-up is the hot case (bots, the hint panel, the benchmark): no arrays, three counters. */
static inline void score_hu(eq_ctx_t *x, hand_t board)
{
    hand_value_t a = hand_value(hand_merge(board, x->hole[0]));
    hand_value_t b = hand_value(hand_merge(board, x->hole[1]));
    x->wins[0] += a > b;
    x->wins[1] += b > a;
    x->hu_ties += a == b;
}

static inline void score_multi(eq_ctx_t *x, hand_t board)
{
    hand_value_t v[EQUITY_MAX_HANDS], best = 0;
    unsigned k = 0;
    for (int i = 0; i < x->n; i++) {
        v[i] = hand_value(hand_merge(board, x->hole[i]));
        if (v[i] > best) {
            best = v[i];
            k = 1;
        } else if (v[i] == best) {
            k++;
        }
    }
    if (k == 1) {
        for (int i = 0; i < x->n; i++)
            if (v[i] == best) {
                x->wins[i]++;
                break;
            }
    } else {
        uint64_t part = SHARE_UNIT / k;
        for (int i = 0; i < x->n; i++)
            if (v[i] == best) {
                x->ties[i]++;
                x->share[i] += part;
                x->sq[i] += part * part;
            }
    }
}

static void enum_board_hu(eq_ctx_t *x, const card_t *cards, int ncards, int start, int need, hand_t b)
{
    if (need == 0) {
        score_hu(x, b);
        return;
    }
    if (need == 1) {
        hand_t h0 = hand_merge(b, x->hole[0]), h1 = hand_merge(b, x->hole[1]);
        uint64_t w0 = 0, w1 = 0, t = 0;
        for (int i = start; i < ncards; i++) {
            hand_value_t a = hand_value(hand_add(h0, cards[i]));
            hand_value_t c = hand_value(hand_add(h1, cards[i]));
            w0 += a > c;
            w1 += c > a;
            t += a == c;
        }
        x->wins[0] += w0;
        x->wins[1] += w1;
        x->hu_ties += t;
        return;
    }
    if (need == 2) {
        hand_t h0 = hand_merge(b, x->hole[0]), h1 = hand_merge(b, x->hole[1]);
        uint64_t w0 = 0, w1 = 0, t = 0;
        const hand_t *ph = x->pair_hand;
        for (int p = x->pair_start[start], end = x->n_pairs; p < end; p++) {
            hand_value_t a = hand_value(add_raw(h0, ph[p]));
            hand_value_t c = hand_value(add_raw(h1, ph[p]));
            w0 += a > c;
            w1 += c > a;
            t += a == c;
        }
        x->wins[0] += w0;
        x->wins[1] += w1;
        x->hu_ties += t;
        return;
    }
    for (int i = start; i <= ncards - need; i++)
        enum_board_hu(x, cards, ncards, i + 1, need - 1, hand_add(b, cards[i]));
}

static void enum_board_multi(eq_ctx_t *x, const card_t *cards, int ncards, int start, int need, hand_t b)
{
    if (need == 0) {
        score_multi(x, b);
        return;
    }
    if (need == 1) {
        for (int i = start; i < ncards; i++)
            score_multi(x, hand_add(b, cards[i]));
        return;
    }
    if (need == 2) {
        for (int p = x->pair_start[start], end = x->n_pairs; p < end; p++)
            score_multi(x, add_raw(b, x->pair_hand[p]));
        return;
    }
    for (int i = start; i <= ncards - need; i++)
        enum_board_multi(x, cards, ncards, i + 1, need - 1, hand_add(b, cards[i]));
}

static uint64_t choose(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    uint64_t r = 1;
    for (int i = 1; i <= k; i++)
        r = r * (uint64_t)(n - k + i) / (uint64_t)i;
    return r;
}

static uint64_t sat_mul(uint64_t a, uint64_t b)
{
    if (a && b > UINT64_MAX / a)
        return UINT64_MAX;
    return a * b;
}

/* Validate q; fill the remaining deck and count unknown hands. */
static equity_status_t prepare(const equity_query_t *q, card_t *rest, int *n_rest, int *unknown,
                               int *n_unknown)
{
    if (q->n_hands < 2 || q->n_hands > EQUITY_MAX_HANDS)
        return EQUITY_ERR_HAND_COUNT;
    if (q->n_board < 0 || q->n_board > 5)
        return EQUITY_ERR_BOARD_COUNT;
    if (q->n_dead < 0 || q->n_dead > CARD_COUNT)
        return EQUITY_ERR_BAD_CARD;
    card_mask_t used = 0;
    int nu = 0;
#define TAKE(c)                          \
    do {                                 \
        if (!card_valid(c))              \
            return EQUITY_ERR_BAD_CARD;  \
        if (used & card_bit(c))          \
            return EQUITY_ERR_DUPLICATE; \
        used |= card_bit(c);             \
    } while (0)
    for (int i = 0; i < q->n_hands; i++) {
        if (q->hole[i][0] == CARD_NONE && q->hole[i][1] == CARD_NONE) {
            unknown[nu++] = i;
            continue;
        }
        TAKE(q->hole[i][0]);
        TAKE(q->hole[i][1]);
    }
    for (int i = 0; i < q->n_board; i++)
        TAKE(q->board[i]);
    for (int i = 0; i < q->n_dead; i++)
        TAKE(q->dead[i]);
#undef TAKE
    int n = 0;
    for (card_t c = 0; c < CARD_COUNT; c++)
        if (!(used & card_bit(c)))
            rest[n++] = c;
    if (n < 2 * nu + (5 - q->n_board))
        return EQUITY_ERR_NOT_ENOUGH;
    *n_rest = n;
    *n_unknown = nu;
    return EQUITY_OK;
}

uint64_t equity_exact_cost(const equity_query_t *q)
{
    card_t rest[CARD_COUNT];
    int n_rest, unknown[EQUITY_MAX_HANDS], nu;
    if (prepare(q, rest, &n_rest, unknown, &nu) != EQUITY_OK)
        return 0;
    uint64_t deals = 1;
    int r = n_rest;
    for (int i = 0; i < nu; i++, r -= 2)
        deals = sat_mul(deals, choose(r, 2));
    deals = sat_mul(deals, choose(r, 5 - q->n_board));
    return sat_mul(deals, (uint64_t)q->n_hands);
}

/* ---- exact enumeration by rank classes -------------------------------------------------
 * Most boards cannot give anyone a flush, and for those every player's value depends on the
 * ranks of the board alone: boards are then counted by their rank multiset (6,175 for a full
 * board), each weighted by how many boards of the remaining cards have those ranks. A flush needs
 * three or more board cards of one suit, and at most one suit can have that many, so the boards
 * where some player's flush changes the outcome are exactly: for a suit s and a number k of new
 * board cards of suit s (with a player holding at least 5 - board_s - k cards of s), the k
 * cards of s chosen one by one and the other new cards again by ranks. For each of those the
 * true outcome is added and the rank-only outcome (already counted) taken away. Counters are
 * modulo 2^64, so taking away is adding the negated weight; the totals come out exact.
 * AhAs vs KdKc: 6,175 rank classes and 29,000 flush corrections instead of 1,712,304 boards. */

/* Bits set in a 13-bit mask (portable: no popcount instruction is assumed). */
static int bits13(unsigned m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

typedef struct rk_ctx {
    eq_ctx_t *x;
    uint64_t base_key[EQUITY_MAX_HANDS];  /* key of each player's hole cards and the board */
    unsigned smask[EQUITY_MAX_HANDS][4];  /* ranks of each suit the player holds, board included */
    int scount[EQUITY_MAX_HANDS][4];
    int avail[13];                        /* cards left of each rank */
    unsigned avail_suit[4];               /* ranks left of each suit */
    uint64_t rank_w[13];                  /* a card's key, suit part left out */
    /* while correcting one suit */
    int suit;
    unsigned new_s;                       /* ranks of suit s among the new cards */
    uint64_t s_key;                       /* their keys, summed */
    int a_other[13];                      /* cards left of each rank in the other suits */
} rk_ctx_t;

static const uint64_t choose_small[5][5] = {
    {1, 0, 0, 0, 0}, {1, 1, 0, 0, 0}, {1, 2, 1, 0, 0}, {1, 3, 3, 1, 0}, {1, 4, 6, 4, 1}};

/* Add outcome of values v (n players) with weight w (may be negated, modulo 2^64). */
static inline void tally(eq_ctx_t *x, const hand_value_t *v, uint64_t w)
{
    int n = x->n;
    hand_value_t best = 0;
    unsigned k = 0;
    int who = 0;
    for (int i = 0; i < n; i++) {
        if (v[i] > best) {
            best = v[i];
            k = 1;
            who = i;
        } else if (v[i] == best) {
            k++;
        }
    }
    if (k == 1) {
        x->wins[who] += w;
        return;
    }
    uint64_t part = w * (SHARE_UNIT / k);
    for (int i = 0; i < n; i++)
        if (v[i] == best) {
            x->ties[i] += w;
            x->share[i] += part;
        }
}

/* Rank-only boards: every multiset of `left` ranks from rank r up. */
static void rk_plain(rk_ctx_t *c, int r, int left, uint64_t key, uint64_t w)
{
    if (left == 0) {
        hand_value_t v[EQUITY_MAX_HANDS];
        for (int i = 0; i < c->x->n; i++)
            v[i] = hand_rank_value(c->base_key[i] + key);
        tally(c->x, v, w);
        return;
    }
    for (; r < 13; r++) {
        int a = c->avail[r];
        uint64_t k = key;
        for (int m = 1; m <= a && m <= left; m++) {
            k += c->rank_w[r];
            rk_plain(c, r + 1, left - m, k, w * choose_small[a][m]);
        }
    }
}

/* One flush correction: the new cards of suit s are fixed (new_s); the other `left` new cards
 * run over rank multisets of the other suits from rank r up. */
static void rk_other(rk_ctx_t *c, int r, int left, uint64_t key, uint64_t w)
{
    if (left == 0) {
        eq_ctx_t *x = c->x;
        hand_value_t tv[EQUITY_MAX_HANDS], rv[EQUITY_MAX_HANDS];
        int differ = 0;
        for (int i = 0; i < x->n; i++) {
            rv[i] = hand_rank_value(c->base_key[i] + c->s_key + key);
            unsigned fm = c->smask[i][c->suit] | c->new_s;
            tv[i] = hand_tab_flush[fm]; /* 0 unless five or more */
            if (tv[i])
                differ = 1;
            else
                tv[i] = rv[i];
        }
        if (differ) {
            tally(x, tv, w);
            tally(x, rv, (uint64_t)0 - w);
        }
        return;
    }
    for (; r < 13; r++) {
        int a = c->a_other[r];
        uint64_t k = key;
        for (int m = 1; m <= a && m <= left; m++) {
            k += c->rank_w[r];
            rk_other(c, r + 1, left - m, k, w * choose_small[a][m]);
        }
    }
}

/* The k new cards of suit s: every subset of the ranks left in s, from rank r up. */
static void rk_suit(rk_ctx_t *c, int r, int k, int left_other)
{
    if (k == 0) {
        rk_other(c, 0, left_other, 0, 1);
        return;
    }
    for (; r <= 13 - k; r++) {
        if (!(c->avail_suit[c->suit] >> r & 1))
            continue;
        c->new_s |= 1u << r;
        c->s_key += c->rank_w[r];
        rk_suit(c, r + 1, k - 1, left_other);
        c->new_s &= ~(1u << r);
        c->s_key -= c->rank_w[r];
    }
}

static void enum_board_ranks(eq_ctx_t *x, const card_t *cards, int ncards, int need, hand_t board)
{
    rk_ctx_t c;
    memset(&c, 0, sizeof c);
    c.x = x;
    for (int r = 0; r < 13; r++)
        c.rank_w[r] = hand_card_key[4 * r] & HAND_RANK_KEY_MASK;
    for (int i = 0; i < ncards; i++) {
        c.avail[card_rank(cards[i])]++;
        c.avail_suit[card_suit(cards[i])] |= 1u << card_rank(cards[i]);
    }
    int board_s[4];
    for (int s = 0; s < 4; s++)
        board_s[s] = HAND_SUIT_COUNT(board.key, s);
    for (int i = 0; i < x->n; i++) {
        hand_t h = hand_merge(board, x->hole[i]);
        c.base_key[i] = h.key;
        for (int s = 0; s < 4; s++) {
            c.smask[i][s] = (unsigned)(h.mask >> (16 * s)) & 0x1fff;
            c.scount[i][s] = HAND_SUIT_COUNT(h.key, s);
        }
    }
    rk_plain(&c, 0, need, 0, 1);
    for (int s = 0; s < 4; s++) {
        int most = 0; /* most cards of s any player holds with the board */
        for (int i = 0; i < x->n; i++)
            if (c.scount[i][s] > most)
                most = c.scount[i][s];
        int left_s = bits13(c.avail_suit[s]);
        c.suit = s;
        for (int r = 0; r < 13; r++)
            c.a_other[r] = c.avail[r] - (int)(c.avail_suit[s] >> r & 1);
        for (int k = 0; k <= need && k <= left_s; k++) {
            if (board_s[s] + k < 3 || most + k < 5)
                continue; /* no board with k new cards of s gives anyone a flush */
            c.new_s = 0;
            c.s_key = 0;
            rk_suit(&c, 0, k, need - k);
        }
    }
}

static void enum_board(eq_ctx_t *x, const card_t *cards, int ncards, int need, hand_t b)
{
    if (!x->plain) {
        enum_board_ranks(x, cards, ncards, need, b);
        return;
    }
    if (need >= 2)
        build_pairs(x, cards, ncards);
    if (x->n == 2)
        enum_board_hu(x, cards, ncards, 0, need, b);
    else
        enum_board_multi(x, cards, ncards, 0, need, b);
}

/* Deal the unknown hands u.. from the cards in avail (in order, each hand an unordered pair),
 * then enumerate the board from what is left. */
static void enum_unknown(eq_ctx_t *x, const int *unknown, int nu, int u, const card_t *avail,
                         int navail, int need, hand_t board)
{
    if (u == nu) {
        enum_board(x, avail, navail, need, board);
        return;
    }
    card_t left[CARD_COUNT];
    for (int a = 0; a < navail; a++)
        for (int b = a + 1; b < navail; b++) {
            int n = 0;
            for (int i = 0; i < navail; i++)
                if (i != a && i != b)
                    left[n++] = avail[i];
            x->hole[unknown[u]] = hand_add(hand_add(hand_empty(), avail[a]), avail[b]);
            enum_unknown(x, unknown, nu, u + 1, left, n, need, board);
        }
}

equity_status_t equity_run(const equity_query_t *q, equity_result_t *out)
{
    card_t rest[CARD_COUNT];
    int n_rest, unknown[EQUITY_MAX_HANDS], nu;
    equity_status_t st = prepare(q, rest, &n_rest, unknown, &nu);
    if (st != EQUITY_OK)
        return st;

    eq_ctx_t x;
    memset(&x, 0, sizeof x);
    x.n = q->n_hands;
    for (int i = 0; i < x.n; i++)
        if (q->hole[i][0] != CARD_NONE)
            x.hole[i] = hand_add(hand_add(hand_empty(), q->hole[i][0]), q->hole[i][1]);
    hand_t board = hand_empty();
    for (int i = 0; i < q->n_board; i++)
        board = hand_add(board, q->board[i]);
    int need = 5 - q->n_board;

    int exact = q->trials == 0 && equity_exact_cost(q) <= EQUITY_EXACT_LIMIT;
    x.plain = q->plain;
    if (exact) {
        enum_unknown(&x, unknown, nu, 0, rest, n_rest, need, board);
    } else {
        uint64_t trials = q->trials ? q->trials : EQUITY_DEFAULT_TRIALS;
        rng_t r;
        rng_init(&r, q->seed, RNG_STREAM_EQUITY);
        int draw = 2 * nu + need;
        for (uint64_t t = 0; t < trials; t++) {
            /* partial Fisher–Yates: rest[0..draw) becomes a uniform ordered sample */
            for (int j = 0; j < draw; j++) {
                int k = j + (int)rng_below(&r, (uint32_t)(n_rest - j));
                card_t tmp = rest[j];
                rest[j] = rest[k];
                rest[k] = tmp;
            }
            for (int i = 0; i < nu; i++)
                x.hole[unknown[i]] = hand_add(hand_add(hand_empty(), rest[2 * i]), rest[2 * i + 1]);
            hand_t b = board;
            for (int j = 2 * nu; j < draw; j++)
                b = hand_add(b, rest[j]);
            if (x.n == 2)
                score_hu(&x, b);
            else
                score_multi(&x, b);
        }
    }

    /* Fold the heads-up counters into the general ones (rank classes use the general ones). */
    if (x.n == 2 && !(exact && !x.plain)) {
        for (int i = 0; i < 2; i++) {
            x.ties[i] = x.hu_ties;
            x.share[i] = x.wins[i] * SHARE_UNIT + x.hu_ties * (SHARE_UNIT / 2);
            x.sq[i] = x.wins[i] * SHARE_UNIT * SHARE_UNIT +
                      x.hu_ties * (SHARE_UNIT / 2) * (SHARE_UNIT / 2);
        }
    } else {
        for (int i = 0; i < x.n; i++) {
            x.share[i] += x.wins[i] * SHARE_UNIT;
            x.sq[i] += x.wins[i] * SHARE_UNIT * SHARE_UNIT;
        }
    }
    /* each deal hands out exactly one pot of SHARE_UNIT */
    uint64_t total_share = 0;
    for (int i = 0; i < x.n; i++)
        total_share += x.share[i];
    uint64_t deals = total_share / SHARE_UNIT;

    equity_result_t res;
    memset(&res, 0, sizeof res);
    res.n_hands = x.n;
    res.exact = exact;
    res.deals = deals;
    for (int i = 0; i < x.n; i++) {
        res.wins[i] = x.wins[i];
        res.ties[i] = x.ties[i];
        if (deals == 0)
            continue;
        double d = (double)deals;
        res.win[i] = (double)x.wins[i] / d;
        res.tie[i] = (double)x.ties[i] / d;
        res.equity[i] = (double)x.share[i] / (SHARE_UNIT * d);
        if (!exact) {
            double m2 = (double)x.sq[i] / ((double)SHARE_UNIT * SHARE_UNIT * d);
            double var = m2 - res.equity[i] * res.equity[i];
            res.std_error[i] = var > 0 ? sqrt(var / d) : 0.0;
        }
    }
    *out = res;
    return EQUITY_OK;
}
