/* ai_range.c — ranges and equity (see ai_brain.h): estimated pre-flop ranges from what each
 * opponent put in, their narrowing street by street, Monte Carlo equity against them, the river
 * nuts checked exactly, board texture. */
#include "ai/ai_brain.h"

/* ---- the shared tables --------------------------------------------------------------------- */

ai_tables_t *ai_tables(void)
{
    static _Thread_local ai_tables_t t;
    if (!t.ready) {
        ai_strength_combos(t.combo);
        for (int k = 0; k < N_COMBOS; k++)
            t.combo_cls[k] = (uint8_t)pushfold_class(t.combo[k][1], t.combo[k][0]);
        for (int c = 0; c < PUSHFOLD_CLASSES; c++) {
            double acc = 0;
            int rc = pushfold_rank(c);
            for (int d = 0; d < PUSHFOLD_CLASSES; d++)
                if (pushfold_rank(d) <= rc)
                    acc += class_share(d);
            t.top[c] = acc;
        }
        t.ready = 1;
    }
    return &t;
}

/* The strength tables of the street's board (its first 3, 4 or 5 cards), unless already there. */
void board_strength(ai_tables_t *t, const card_t *board, int street)
{
    int n = street == STREET_FLOP ? 3 : street == STREET_TURN ? 4 : 5, k = street - 1;
    if (t->hs_n[k] == n && memcmp(t->hs_board[k], board, (size_t)n * sizeof *board) == 0)
        return;
    ai_strength_table((const card_t(*)[2])t->combo, board, n, t->hs[k], t->draw[k]);
    memcpy(t->hs_board[k], board, (size_t)n * sizeof *board);
    t->hs_n[k] = n;
}

/* ---- ranges and equity --------------------------------------------------------------------- */

double class_share(int c)
{
    return pushfold_class_combos(c) / 1326.0;
}

/* Class weights for the hands ranked within the top `width` (by the middle of each class),
 * the very top `top_cut` weighted `top_w` (they would have raised rather than called). */
void range_top(double w[PUSHFOLD_CLASSES], double width, double top_cut, double top_w)
{
    const ai_tables_t *T = ai_tables();
    for (int c = 0; c < PUSHFOLD_CLASSES; c++) {
        double mid = T->top[c] - class_share(c) / 2;
        w[c] = mid < width ? (mid < top_cut ? top_w : 1.0) : 0.0;
    }
}

void range_mask(double w[PUSHFOLD_CLASSES], const pushfold_mask_t *m)
{
    for (int c = 0; c < PUSHFOLD_CLASSES; c++)
        w[c] = pushfold_mask_has(m, c) ? 1.0 : 0.0;
}

/* Equity of class a against weighted classes (pre-flop, all in), by the committed table. */
double equity_vs_weights(int a, const double w[PUSHFOLD_CLASSES])
{
    double num = 0, den = 0;
    for (int c = 0; c < PUSHFOLD_CLASSES; c++)
        if (w[c] > 0) {
            double x = w[c] * pushfold_weight(a, c);
            num += x * pushfold_equity(a, c);
            den += x;
        }
    return den > 0 ? num / den : 0.5;
}

/* How loose a seat plays pre-flop (share of hands it enters), if hard has seen enough. */

const double ai_open_base[PUSHFOLD_MAX_BEHIND + 1] = {0.0, 0.50, 0.42, 0.30, 0.24, 0.20, 0.17, 0.15, 0.13, 0.12};

/* Estimated pre-flop range of opponent o, from what it put in and who raised. Heads-up every
 * range is wider (the small blind opens most hands, the big blind defends most). */
static void opponent_range_read(const ai_brain_t *b, const view_t *v, int o, double w[PUSHFOLD_CLASSES])
{
    double pf = b->pf_bb[o];
    int raiser = b->pf_last_raiser == o;
    int hu = heads_up(v);
    if (v->seats[o].all_in && v->street == STREET_PREFLOP) {
        double stack = in_bb(v, total_of(v, o));
        if (stack <= PUSHFOLD_MAX_STACK) {
            int k = behind_preflop(v, o, 0);
            int n = 0;
            for (int s = 0; s < v->n_seats; s++)
                n += dealt(v, s);
            pushfold_spot_t sp = {k < 1 ? 1 : k, stack, in_bb(v, v->ante * n)};
            range_mask(w, pushfold_push_range(&sp));
            return;
        }
        range_top(w, seat_pfr(b, o, hu ? 0.25 : 0.06) * 0.8, 0, 1);
        return;
    }
    if (pf < 0)
        pf = 1.0;
    if (pf <= 1.01) {
        if (o == v->bb_seat)
            range_top(w, 1.0, hu ? 0.15 : 0.06, 0.35);
        else
            range_top(w, seat_vpip(b, o, hu ? 0.7 : 0.45), 0.04, 0.3);
    } else if (raiser && b->pf_raises >= 2 && b->lv->reads && b->om_pf_faced[o] >= 4) {
        /* a re-raise of my raise, from a player seen re-raising my raises this often */
        double base = pf <= 16.0 ? clampd(seat_pfr(b, o, hu ? 0.5 : 0.15) * 0.45, 0.03, 0.4)
                                 : clampd(seat_pfr(b, o, hu ? 0.5 : 0.15) * 0.3, 0.025, 0.3);
        double seen = threebet_rate(b, o, hu ? 0.12 : 0.06);
        range_top(w, clampd(seen > base ? seen : base, 0.025, 0.9), 0, 1);
    } else if (pf <= 5.0) {
        if (raiser) {
            int k = behind_preflop(v, o, 0);
            double open = hu ? 0.75 : ai_open_base[k < 1 ? 1 : k > PUSHFOLD_MAX_BEHIND ? PUSHFOLD_MAX_BEHIND : k];
            double width = b->pf_steal ? steal_rate(b, o, hu ? 0.75 : open) : seat_pfr(b, o, open);
            range_top(w, clampd(width, 0.05, 0.95), 0, 1);
        } else {
            range_top(w, clampd(seat_vpip(b, o, hu ? 0.65 : 0.28), 0.08, 0.95), 0.035, 0.3);
        }
    } else if (pf <= 16.0) {
        if (raiser)
            range_top(w, clampd(seat_pfr(b, o, hu ? 0.5 : 0.15) * 0.45, 0.03, 0.4), 0, 1);
        else
            range_top(w, hu ? 0.3 : 0.11, 0.02, 0.5);
    } else {
        range_top(w, clampd(seat_pfr(b, o, hu ? 0.5 : 0.15) * 0.3, 0.025, 0.3), 0, 1);
    }
}

/* The range read from the action, widened towards any two cards as far as the seat plays
 * erratically: a wild player's raise says nothing about its cards. */
void opponent_range(const ai_brain_t *b, const view_t *v, int o, double w[PUSHFOLD_CLASSES])
{
    opponent_range_read(b, v, o, w);
    double e = erratic(b, o);
    if (e > 0)
        for (int c = 0; c < PUSHFOLD_CLASSES; c++)
            w[c] = (1 - e) * w[c] + e;
}

/* Chance an opponent with strength hs (and draw d) acts as signalled. */
static double signal_weight(int sig, double hs, int d)
{
    double w;
    switch (sig) {
    case SIG_BET:
        w = clampd(0.08 + 1.6 * (hs - 0.45), 0.08, 1.0);
        if (d == 2 && w < 0.7)
            w = 0.7;
        else if (d == 1 && w < 0.3)
            w = 0.3;
        return w;
    case SIG_CALL:
        w = clampd(0.15 + 1.5 * (hs - 0.3), 0.12, 1.0);
        if (d == 2 && w < 0.9)
            w = 0.9;
        else if (d == 1 && w < 0.5)
            w = 0.5;
        return w;
    case SIG_CHECK:
        return hs > 0.92 ? 0.45 : hs > 0.8 ? 0.8 : 1.0;
    default:
        return 1.0;
    }
}

/* Build the combination distribution of opponent o from class weights, without the dead cards,
 * narrowed by its signals on each street already seen when `narrow`. */
void build_dist(ai_brain_t *b, dist_t *d, const double w[PUSHFOLD_CLASSES], card_mask_t dead, int o,
                       int narrow, int street)
{
    const ai_tables_t *T = ai_tables();
    d->n = 0;
    double acc = 0;
    double shift = narrow ? bet_shift(b, o) : 0.0;
    double keep = erratic(b, o); /* an erratic seat's signals are worth that much less */
    /* a bet says less from a player who bets whenever it can (a flop bet from the pre-flop raiser
     * is a c-bet: at the usual 60% it says what any bet says; betting every flop, little) */
    double disc[STREET_RIVER + 1] = {0};
    for (int s = STREET_FLOP; narrow && s <= street && s <= STREET_RIVER; s++)
        disc[s] = b->sig[o][s] == SIG_BET ? bet_discount(b, o, s) : 0.0;

    for (int i = 0; i < N_COMBOS; i++) {
        /* every hand keeps a trace of weight: players misplay, and a reason must never claim all the
         * equity while a better hand is possible */
        double x = w[T->combo_cls[i]];
        if (x < 0.002)
            x = 0.002;
        if ((card_bit(T->combo[i][0]) | card_bit(T->combo[i][1])) & dead)
            continue;
        if (narrow)
            for (int s = STREET_FLOP; s <= street && s <= STREET_RIVER; s++)
                if (b->sig[o][s] != SIG_UNKNOWN) {
                    double sw = signal_weight(b->sig[o][s], T->hs[s - 1][i] - (b->sig[o][s] == SIG_BET ? shift : 0),
                                              T->draw[s - 1][i]);
                    double k = disc[s] > keep ? disc[s] : keep;
                    x *= sw + k * (1 - sw);
                }
        if (x <= 0)
            continue;
        acc += x;
        d->idx[d->n] = (uint16_t)i;
        d->cum[d->n] = acc;
        d->n++;
    }
    if (d->n == 0)
        return;
    d->scale = DIST_GUIDE / acc;
    int j = 0;
    for (int k = 0; k < d->n; k++) {
        int bk = (int)(d->cum[k] * d->scale);
        if (bk > DIST_GUIDE)
            bk = DIST_GUIDE;
        while (j <= bk)
            d->guide[j++] = (uint16_t)k;
    }
    while (j <= DIST_GUIDE + 1)
        d->guide[j++] = (uint16_t)d->n;
}

/* The first combination whose cumulative weight exceeds a uniform draw u (the last if rounding
 * leaves none). The bucket of u is monotone in u, so every entry before guide[bucket(u)] weighs
 * less than u and every entry from guide[bucket(u) + 1] on more: a short scan between them finds
 * the same entry as a binary search over all, in about one step. */
static int sample_dist(const dist_t *d, rng_t *r)
{
    double u = rnd01(r) * d->cum[d->n - 1];
    int j = (int)(u * d->scale);
    if (j > DIST_GUIDE)
        j = DIST_GUIDE;
    int last = d->n - 1;
    int i = d->guide[j], end = d->guide[j + 1];
    if (end > last)
        end = last;
    if (i > end)
        i = end;
    while (i < end && !(d->cum[i] > u))
        i++;
    return d->idx[i];
}

/* Equity (share of the pot, ties split) of my hole cards against n opponents drawn from dists,
 * the board completed at random: Monte Carlo with `trials` deals, or exact heads-up on the river. */
double equity_vs(const card_t hole[2], const card_t *board, int nb, dist_t *const *ds, int n,
                        int trials, rng_t *r)
{
    const ai_tables_t *T = ai_tables();
    card_mask_t dead = card_bit(hole[0]) | card_bit(hole[1]);
    hand_t hb = hand_empty();
    for (int i = 0; i < nb; i++) {
        dead |= card_bit(board[i]);
        hb = hand_add(hb, board[i]);
    }
    for (int k = 0; k < n; k++)
        if (ds[k]->n == 0)
            return 0.5;
    if (nb == 5 && n == 1) {
        hand_value_t mine = hand_value(hand_add(hand_add(hb, hole[0]), hole[1]));
        double win = 0, all = 0, prev = 0;
        const dist_t *d = ds[0];
        for (int j = 0; j < d->n; j++) {
            double wgt = d->cum[j] - prev;
            prev = d->cum[j];
            const card_t *c = T->combo[d->idx[j]];
            hand_value_t o = hand_value(hand_add(hand_add(hb, c[0]), c[1]));
            all += wgt;
            win += o < mine ? wgt : o == mine ? wgt / 2 : 0;
        }
        return all > 0 ? win / all : 0.5;
    }
    card_t deck[CARD_COUNT];
    int nd = 0;
    for (int c = 0; c < CARD_COUNT; c++)
        if (!(dead & card_bit((card_t)c)))
            deck[nd++] = (card_t)c;
    double share = 0;
    int done = 0;
    for (int t = 0; t < trials; t++) {
        card_mask_t used = dead;
        int opp[ENGINE_MAX_SEATS], ok = 1;
        for (int k = 0; k < n && ok; k++) {
            int tries = 0;
            for (;;) {
                int i = sample_dist(ds[k], r);
                card_mask_t m = card_bit(T->combo[i][0]) | card_bit(T->combo[i][1]);
                if (!(m & used)) {
                    opp[k] = i;
                    used |= m;
                    break;
                }
                if (++tries > 40) {
                    ok = 0;
                    break;
                }
            }
        }
        if (!ok)
            continue;
        hand_t hf = hb;
        for (int need = 5 - nb, j = 0; need > 0; j++) {
            int k = j + (int)rng_below(r, (uint32_t)(nd - j));
            card_t tmp = deck[j];
            deck[j] = deck[k];
            deck[k] = tmp;
            if (used & card_bit(deck[j]))
                continue;
            hf = hand_add(hf, deck[j]);
            need--;
        }
        hand_value_t mine = hand_value(hand_add(hand_add(hf, hole[0]), hole[1]));
        int best = 1, ties = 1;
        for (int k = 0; k < n && best; k++) {
            const card_t *c = T->combo[opp[k]];
            hand_value_t o = hand_value(hand_add(hand_add(hf, c[0]), c[1]));
            if (o > mine)
                best = 0;
            else if (o == mine)
                ties++;
        }
        if (best)
            share += 1.0 / ties;
        done++;
    }
    return done ? share / done : 0.5;
}

/* No two cards beat mine on this board (it may tie). */
int is_nuts(const card_t hole[2], const card_t *board, int nb)
{
    const ai_tables_t *T = ai_tables();
    if (nb < 5)
        return 0;
    card_mask_t dead = card_bit(hole[0]) | card_bit(hole[1]);
    hand_t hb = hand_empty();
    for (int i = 0; i < nb; i++) {
        dead |= card_bit(board[i]);
        hb = hand_add(hb, board[i]);
    }
    hand_value_t mine = hand_value(hand_add(hand_add(hb, hole[0]), hole[1]));
    for (int i = 0; i < N_COMBOS; i++) {
        if ((card_bit(T->combo[i][0]) | card_bit(T->combo[i][1])) & dead)
            continue;
        if (hand_value(hand_add(hand_add(hb, T->combo[i][0]), T->combo[i][1])) > mine)
            return 0;
    }
    return 1;
}

/* Board texture: 0 dry .. 4 very wet (flush and straight possibilities); 2 or more is wet. A
 * flush draw (two of a suit) scores 1 and three of a suit 2; three ranks that fit in a straight
 * score 2. On the flop two ranks at most one apart (98, T8) score 1, so a two-tone K83 stays dry
 * and a two-tone J9x is wet: about half of all flops are wet. Later, two ranks anywhere in a
 * five-rank window score 1, so most turns and rivers are wet: they let straights through. */
int wetness(const card_t *board, int nb)
{
    int suits[4] = {0, 0, 0, 0}, maxs = 0;
    unsigned ranks = 0;
    for (int i = 0; i < nb; i++) {
        if (++suits[card_suit(board[i])] > maxs)
            maxs = suits[card_suit(board[i])];
        ranks |= 1u << card_rank(board[i]);
    }
    unsigned rr = ranks << 1 | (ranks >> 12 & 1);
    int maxw = 0, max3 = 0; /* most ranks in any five, and in any three, consecutive ranks */
    for (int lo = 0; lo <= 11; lo++) {
        int b5 = lo <= 9 ? ai_popcount((rr >> lo) & 0x1f) : 0;
        int b3 = ai_popcount((rr >> lo) & 0x7);
        if (b5 > maxw)
            maxw = b5;
        if (b3 > max3)
            max3 = b3;
    }
    int close = nb <= 3 ? max3 >= 2 : maxw >= 2;
    int w = (maxs >= 3 ? 2 : maxs == 2 ? 1 : 0) + (maxw >= 3 ? 2 : close ? 1 : 0);
    return w;
}
