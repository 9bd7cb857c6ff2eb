/* ai_postflop.c — after the flop (see ai_brain.h): equity against the ranges, compared with the
 * price; value bets, continuation bets, barrels and bluffs at the style's frequencies; and the
 * match-aware play heads-up against a player who calls too much or bets wildly. */
#include "ai/ai_brain.h"

/* ---- heads-up against a player who calls too much ------------------------------------------- */

/* The street total a bet or raise `to` really comes to once bet_to has rounded it and turned a
 * bet of most of my stack into all of it; v->current when it becomes a check or a call. */
static int64_t bet_lands_at(const view_t *v, int64_t to)
{
    cmd_t c = bet_to(v, to);
    if (c.type == CMD_ALLIN)
        return v->seats[v->seat].committed + v->seats[v->seat].stack;
    if (c.type == CMD_BET || c.type == CMD_RAISE)
        return c.amount;
    return v->current;
}

/* My chance of winning the match, heads-up against o with edge a, if I make the street total
 * `to` (v->current: check or call) and the hand then goes to a showdown I win with chance eq,
 * o folding to a bet or raise with chance f. */
static double match_after(const view_t *v, int o, double a, double eq, double f, int64_t to)
{
    int me = v->seat;
    double Mt = (double)total_of(v, me), T = Mt + (double)total_of(v, o);
    double in_me = (double)v->seats[me].in_pot, in_o = (double)v->seats[o].in_pot;
    double dead = (double)v->pot_total - in_me - in_o;
    double add_me = (double)(to - v->seats[me].committed);
    double o_max = (double)(v->seats[o].committed + v->seats[o].stack);
    double add_o = (double)(to < o_max ? to : o_max) - (double)v->seats[o].committed;
    if (add_o < 0)
        add_o = 0;
    if (add_me > (double)v->seats[me].stack)
        add_me = (double)v->seats[me].stack;
    if (T <= 0)
        return 0.5;
    /* what o cannot match comes back to me */
    double put_me = in_me + add_me, put_o = in_o + add_o;
    if (put_me > put_o && to > v->current)
        put_me = put_o > in_me ? put_o : in_me;
    double called = eq * win_chance((Mt + put_o + dead) / T, a) + (1 - eq) * win_chance((Mt - put_me) / T, a);
    if (to <= v->current)
        return called;
    return f * win_chance((Mt + in_o + dead) / T, a) + (1 - f) * called;
}

/* Hard, heads-up in the match, against an opponent who folds to my bets less often than the
 * usual 35%: the chips it gives away by calling too much are an edge that, like an erratic
 * player's (edge_a), makes the match worth more than the chips, growing as the read firms up.
 * A value bet that stakes much of my stack on a modest edge then wins the match less often than
 * a smaller one or none. Returns the street total, among the planned bet or raise `to`, half and a
 * quarter of its size and no bet at all (v->current), that wins the match most often, judging
 * the hand to go to showdown with equity eq; where `to` lands (bet_lands_at) when the read does
 * not apply. */
static int64_t match_sized(const ai_brain_t *b, const view_t *v, double eq, int64_t to)
{
    int o = lone_opponent(v);
    /* bets with less than even equity are bluffs and semi-bluffs, already made as often as this
     * player folds (postflop's bluff_f): the gate is for value that stakes too much */
    if (!b->lv->reads || o < 0 || v->players_left != 2 || to <= v->current || eq < 0.5)
        return bet_lands_at(v, to);
    double fr = fold_rate(b, o, 0.35);
    if (fr >= 0.35)
        return bet_lands_at(v, to);
    double a = EDGE_A * (1.0 - fr / 0.35);
    int64_t best = bet_lands_at(v, to);
    double u_best = match_after(v, o, a, eq, fr, best);
    int64_t step = to - v->current;
    const double part[3] = {0.5, 0.25, 0.0};
    for (int i = 0; i < 3; i++) {
        int64_t t = part[i] > 0 ? bet_lands_at(v, v->current + (int64_t)((double)step * part[i])) : v->current;
        double u = match_after(v, o, a, eq, fr, t);
        if (u > u_best + 1e-9) {
            u_best = u;
            best = t;
        }
    }
    return best;
}

/* bet_to(to), or the match_sized answer in its place with a reason that says so (`why` keeps the
 * planned bet's reason when it stands). */
static cmd_t bet_in_match(const ai_brain_t *b, const view_t *v, double eq, const char *made, int64_t to, char *why,
                          size_t wl)
{
    int64_t planned = bet_lands_at(v, to), t = match_sized(b, v, eq, to);
    if (t == planned)
        return bet_to(v, to);
    int o = lone_opponent(v);
    int calls = 100 - (int)lround(100.0 * (double)b->om_folded[o] / (b->om_faced[o] > 0 ? b->om_faced[o] : 1));
    const char *verb = v->current > 0 ? "raising" : "betting";
    if (t <= v->current) {
        snprintf(why, wl, "%s %s (%.0f%%), not %s to %lld: this player calls %d%% of my bets; the match is worth more "
                 "than this pot", v->legal.call_amount > 0 ? "calling with" : "checking", made, eq * 100, verb,
                 (long long)planned, calls);
        return call_or_check(v);
    }
    snprintf(why, wl, "%s to %lld with %s (%.0f%%), not %lld: this player calls %d%% of my bets; the match is worth "
             "more than this pot", verb, (long long)t, made, eq * 100, (long long)planned, calls);
    return bet_to(v, t);
}

/* ---- after the flop ------------------------------------------------------------------------ */

/* A bet's share of the pot, drawn from a mix that depends only on the street and the board (and
 * the style's size factor), never on the cards: sizes give nothing away. */
static double bet_size(const ai_brain_t *b, rng_t *r, int street, int wet)
{
    static const double dry_flop[3] = {0.33, 0.5, 0.75}, wet_flop[3] = {0.5, 0.66, 0.85};
    static const double turn[3] = {0.5, 0.66, 0.85}, river[3] = {0.4, 0.7, 1.0};
    const double *m = street == STREET_FLOP ? (wet >= 2 ? wet_flop : dry_flop) : street == STREET_TURN ? turn : river;
    return m[rng_below(r, 3)] * b->p.size_mult;
}

/* A raise's size as a share of the pot once called, from one mix for every kind of raise. */
static double raise_mix(const ai_brain_t *b, rng_t *r)
{
    static const double m[2] = {0.75, 1.0};
    return m[rng_below(r, 2)] * b->p.size_mult;
}

static const char *made_name(hand_value_t val, char *buf, size_t len)
{
    hand_describe(val, buf, len);
    return buf;
}

/* After the flop, heads-up against an erratic player o: its hand is about any two cards whatever
 * it did, it folds to a bet about as often as it was seen to fold to mine (fold_rate), and my
 * chance of winning the match (win_chance), not chips, decides. Each option is scored as if the
 * pot were settled now at my equity: check or fold, call, or bet (raise) the minimum, a third,
 * half, three quarters or all of the pot, or all in (before the river only when the pot is most
 * of my stack), the opponent folding at its rate and calling otherwise. Small bets win the pot
 * as often as big ones against such a player, so the bluffing styles steal with the minimum and
 * bet big only for value. The passive styles never bluff: they bet or raise only a hand that is
 * about even against any two cards or better (45%; their usual value thresholds less 0.4), and a
 * station calls a little below break-even, a rock wants a little above it. */
static cmd_t postflop_wild(ai_brain_t *b, const view_t *v, int o, double eq, const char *made, char *why, size_t wl)
{
    int me = v->seat;
    const view_legal_t *L = &v->legal;
    double a = edge_a(b, v, o);
    double S = (double)v->seats[me].stack, P = (double)v->pot_total, c = (double)L->call_amount;
    double T = (double)(total_of(v, me) + total_of(v, o));
    double O = (double)v->seats[o].stack; /* what it can still add */
    double pf = fold_rate(b, o, 0.35);
    /* my chips at the end of the hand, as shares of the chips in play */
#define U(chips) win_chance((chips) / T, a)
    if (c > S)
        c = S;
    double u_pass = c > 0 ? U(S) : eq * U(S + P) + (1 - eq) * U(S);             /* fold, or check */
    double u_call = c > 0 ? eq * U(S + P + c) + (1 - eq) * U(S - c) : u_pass;  /* call the bet */
    /* the bluffing styles steal; hard, every style takes a pot from a wild player who folds to
     * most bets (its read, not the style's temperament, says the bet profits) */
    int bluffs = b->p.bluff_freq > 0 || (b->lv->exploit && pf > 0.5);
    int can_aggr = (L->can_bet || L->can_raise || L->can_allin) && v->seats[o].stack > 0;
    double best_u = u_call > u_pass ? u_call : u_pass, best_to = 0;
    /* its range is any two cards, so a hand about even against it is worth a bet: bet thinner */
    double need_aggr = (c > 0 ? b->p.raise_eq : b->p.value_eq) - 0.4;
    if (need_aggr < 0.45)
        need_aggr = 0.45;
    if (can_aggr && (eq >= need_aggr || bluffs)) {
        static const double frac[] = {0.0, 0.33, 0.5, 0.75, 1.0};
        enum { N_FRAC = 5 };
        for (int i = 0; i <= N_FRAC; i++) {
            /* x: chips I add now; the opponent adds x - c more to call */
            double x = i == 0 ? (double)L->min_to - (double)v->seats[me].committed
                       : i < N_FRAC ? c + frac[i] * b->p.size_mult * (P + c) : S;
            double to = (double)v->seats[me].committed + x;
            if (i < N_FRAC && (to < (double)L->min_to || x >= 0.8 * S))
                continue;
            /* before the river, all in only when the pot is already most of the stack: a big hand
             * is worth more bet street by street (and left alone on a bad card) than risked at once */
            if (i == N_FRAC && v->street < STREET_RIVER && S > 1.5 * (P + c))
                continue;
            if (x > S)
                x = S;
            double more = x - c < O ? x - c : O;
            double u = pf * U(S + P) + (1 - pf) * (eq * U(S + P + more) + (1 - eq) * U(S - c - more));
            if (eq < need_aggr && !bluffs)
                continue;
            if (u > best_u + 1e-9) {
                best_u = u;
                best_to = i < N_FRAC ? to : -1;
            }
        }
    }
#undef U
    if (best_to != 0) {
        if (best_to < 0) {
            snprintf(why, wl, "all in with %s: %.0f%% against a wild player's any two cards", made, eq * 100);
            return shove(v);
        }
        if (eq < need_aggr)
            snprintf(why, wl, "%s to %.0f as a steal with %s (%.0f%% against any two cards): this wild player folds %.0f%%",
                     c > 0 ? "raising" : "betting", best_to, made, eq * 100, pf * 100);
        else
            snprintf(why, wl, "%s to %.0f for value with %s: %.0f%% against a wild player's any two cards",
                     c > 0 ? "raising" : "betting", best_to, made, eq * 100);
        return bet_to(v, (int64_t)best_to);
    }
    if (c <= 0) {
        snprintf(why, wl, "checking %s: %.0f%% against a wild player's any two cards", made, eq * 100);
        return mk(v, CMD_CHECK, 0);
    }
    /* a station calls a little worse than break-even, a rock wants a little better */
    double slack = b->p.call_margin * 0.02;
    if (u_call >= u_pass + slack) {
        snprintf(why, wl, "calling %.0f with %s: %.0f%% against a wild bettor's any two cards", c, made, eq * 100);
        return call_or_check(v);
    }
    snprintf(why, wl, "folding %s to a wild bet of %.0f: %.0f%% is not enough for the match", made, c, eq * 100);
    return fold_or_check(v);
}

cmd_t ai_postflop(ai_brain_t *b, const view_t *v, rng_t *r, char *why, size_t wl)
{
    int me = v->seat;
    const view_legal_t *L = &v->legal;
    const card_t *hole = v->seats[me].hole;
    int nb = v->n_board, st = (int)v->street;
    int n_opp = opponents_in_hand(v);
    int n_live = opponents_live(v);
    double pot = (double)v->pot_total, to_call = (double)L->call_amount;
    if (to_call > (double)v->seats[me].stack)
        to_call = (double)v->seats[me].stack;
    double po = ai_call_price(v); /* on the effective stack: chips I cannot match are not mine to win */
    card_t seven[7];
    seven[0] = hole[0];
    seven[1] = hole[1];
    for (int i = 0; i < nb; i++)
        seven[2 + i] = v->board[i];
    hand_value_t val = hand_eval(seven, 2 + nb);
    char made[64];
    made_name(val, made, sizeof made);
    int wet = wetness(v->board, nb);
    int nuts = st == STREET_RIVER && is_nuts(hole, v->board, nb);
    int ip = in_position(v);

    /* strength of every combination on each street's board (for the ranges and my draws) */
    ai_tables_t *T = ai_tables();
    int need_tables = !b->lv->cards_only ? st : 0;
    for (int s = STREET_FLOP; s <= st; s++)
        if (s == st || (b->lv->ranges && s <= need_tables))
            board_strength(T, v->board, s);
    int mycombo = -1;
    for (int i = 0; i < N_COMBOS; i++)
        if ((T->combo[i][0] == hole[0] && T->combo[i][1] == hole[1]) ||
            (T->combo[i][0] == hole[1] && T->combo[i][1] == hole[0])) {
            mycombo = i;
            break;
        }
    int mydraw = mycombo >= 0 ? T->draw[st - 1][mycombo] : 0;
    double myhs = mycombo >= 0 ? T->hs[st - 1][mycombo] : 0.5;

    double eq;
    if (b->lv->cards_only) {
        /* judges its made hand alone, against any two cards, with a rough eye for draws */
        double base = myhs + (st < STREET_RIVER ? (mydraw == 2 ? 0.18 : mydraw == 1 ? 0.07 : 0) : 0);
        base = clampd(base + (rnd01(r) - 0.5) * b->lv->noise, 0, 1);
        eq = pow(base, n_opp);
    } else {
        card_mask_t dead = card_bit(hole[0]) | card_bit(hole[1]);
        for (int i = 0; i < nb; i++)
            dead |= card_bit(v->board[i]);
        /* the ranges live on the stack for this decision only: stack pages stay mapped, where
         * 150 KB of them in each brain came back as fresh pages to fault in every tournament */
        dist_t dists[ENGINE_MAX_SEATS - 1];
        dist_t *ds[ENGINE_MAX_SEATS - 1];
        int n = 0;
        for (int s = 0; s < v->n_seats; s++) {
            if (s == me || !in_hand(v, s))
                continue;
            double w[PUSHFOLD_CLASSES];
            opponent_range(b, v, s, w);
            build_dist(b, &dists[n], w, dead, s, b->lv->ranges, st);
            if (dists[n].n == 0) /* the signals ruled everything out: ignore them */
                build_dist(b, &dists[n], w, dead, s, 0, st);
            if (dists[n].n == 0) {
                double all[PUSHFOLD_CLASSES];
                for (int c = 0; c < PUSHFOLD_CLASSES; c++)
                    all[c] = 1;
                build_dist(b, &dists[n], all, dead, s, 0, st);
            }
            ds[n] = &dists[n];
            n++;
        }
        /* fewer deals when more hands are dealt to each: the cost per decision stays bounded */
        int trials = b->lv->trials[n <= 1 ? 0 : n == 2 ? 1 : 2];
        eq = n > 0 ? equity_vs(hole, v->board, nb, ds, n, trials, r) : 1.0;
    }
    /* short of the river nuts nothing is certain: a better hand is always possible (and the
     * estimate of it rough), so no reason ever claims all the equity */
    if (!nuts && eq > 0.99)
        eq = 0.99;
    /* multi-table near the money, one opponent all in (or calling takes all my chips): the price
     * is the field's ICM when it asks more than the chips do (the risk premium of busting) */
    if (!nuts && n_opp == 1 && L->call_amount > 0 && v->field) {
        int o = lone_opponent(v);
        if (o >= 0 && (v->seats[o].all_in || L->call_amount >= v->seats[me].stack)) {
            double need = icm_call_need(b, v, o);
            if (need > po && eq < need) {
                char where[FIELD_WHERE_LEN];
                field_where(v->field, where, sizeof where);
                snprintf(why, wl, "folding %s to the all-in: calling needs %.0f%% %s (ICM; %.0f%% in chips), we have "
                         "%.0f%%", made, need * 100, where, po * 100, eq * 100);
                return fold_or_check(v);
            }
        }
    }
    double eqh = n_opp > 0 ? pow(eq, 1.0 / n_opp) : 1.0;
    {
        /* one all-in to answer and nobody else in: never fold what beats the price */
        int o = lone_opponent(v);
        if (o >= 0 && to_call > 0 && !nuts && (v->seats[o].all_in || L->call_amount >= v->seats[me].stack)) {
            double need_f = po + shove_slack(b);
            if (wild_opponent(b, v) == o) {
                double nu = need_to_call(b, v, o); /* the match asks more, at most WILD_CAP more */
                if (nu > need_f)
                    need_f = nu < po + WILD_CAP ? nu : po + WILD_CAP;
            }
            if (eq > need_f) {
                snprintf(why, wl, "calling the all-in (%.0f more) with %s: %.0f%% equity against the betting range, "
                         "the price is %.0f%%", to_call, made, eq * 100, po * 100);
                return call_or_check(v);
            }
            if (wild_opponent(b, v) == o) {
                snprintf(why, wl, "folding %s to a wild player's all-in (%.0f more): %.0f%% equity, the price is %.0f%% "
                         "and the match needs %.0f%%", made, to_call, eq * 100, po * 100, need_f * 100);
                return fold_or_check(v);
            }
            if (eq < po + b->p.call_margin && eq < b->p.call_floor) {
                snprintf(why, wl, "folding %s to the all-in (%.0f more): %.0f%% equity against the betting range, the "
                         "price is %.0f%%", made, to_call, eq * 100, po * 100);
                return fold_or_check(v);
            }
        }
    }
    int wild = wild_opponent(b, v);
    if (wild >= 0)
        return postflop_wild(b, v, wild, nuts ? 1.0 : eq, made, why, wl);
    /* hard and adaptive: bluff less into loose callers, bet thinner for value against them */
    double bluff_f = 1.0, value_eq = b->p.value_eq;
    if (b->p.adapt && b->lv->exploit) {
        double loosest = 0;
        for (int s = 0; s < v->n_seats; s++)
            if (s != me && in_hand(v, s)) {
                double l = looseness(b, s);
                bluff_f *= clampd(1.6 - 0.6 * l, 0.15, 1.3);
                if (l > loosest)
                    loosest = l;
            }
        if (loosest >= 1.7)
            value_eq -= 0.06;
    }
    /* hard, every style: an opponent who never folds to my bets (seen six times or more) is not
     * bluffed, is value-bet thinner and bigger: every size grows alike, so size still tells
     * nothing about the cards */
    double size_f = 1.0, fold_f = 1.0;
    {
        /* hard, heads-up in the match: bluff as often as this opponent was seen to fold to my bets
         * (four imaginary answers at the usual 35%, so one call changes little and a string of
         * them a lot) */
        int lo = lone_opponent(v);
        if (b->lv->reads && lo >= 0 && v->players_left == 2) {
            /* after the flop its answers after the flop tell, once there are a few (a player
             * who never folds pre-flop may fold most flops) */
            double fr = b->om_post_faced[lo] >= 4
                            ? (b->om_post_folded[lo] + 4.0 * 0.35) / (b->om_post_faced[lo] + 4.0) / 0.35
                            : fold_rate(b, lo, 0.35) / 0.35;
            if (fr < 1.0) {
                bluff_f *= fr * fr;
                fold_f = fr;
            } else {
                bluff_f *= fr < 1.6 ? fr : 1.6; /* and more often as it folds more */
            }
        }
        if (never_folder(b, v) >= 0) {
            bluff_f = 0.0;
            value_eq = 0.52; /* it calls with any two: a hand ahead of any two is a value bet */
            size_f = 1.5;
        }
    }
    int aggressor_pf = b->pf_last_raiser == me;
    int64_t mine = v->seats[me].stack + v->seats[me].committed;
    /* one size for every kind of bet, drawn from a mix that depends only on the street and the
     * board: a value bet, a continuation bet and a bluff look alike */
    double size_base = bet_size(b, r, st, wet) * size_f;

    if (to_call <= 0) {
        if (nuts || eqh >= value_eq) {
            if (b->p.trap && !nuts && st == STREET_FLOP && eqh > 0.9 && wet <= 1 && rnd01(r) < 0.3) {
                snprintf(why, wl, "checking %s on a dry flop: a trap (%.0f%% equity)", made, eq * 100);
                return mk(v, CMD_CHECK, 0);
            }
            if (nuts)
                snprintf(why, wl, "betting %.0f%% of the pot with the nuts (%s) for value", size_base * 100, made);
            else
                snprintf(why, wl, "betting %.0f%% of the pot with %s for value: %.0f%% equity on a %s board",
                         size_base * 100, made, eq * 100, wet >= 2 ? "wet" : "dry");
            return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + size_base * pot), why, wl);
        }
        if (aggressor_pf && st == STREET_FLOP && n_live >= 1 && n_live <= 2 &&
            rnd01(r) < b->p.cbet_freq * bluff_f * (n_opp == 1 ? 1.0 : 0.45) * (wet >= 3 ? 0.7 : 1.0)) {
            snprintf(why, wl, "continuation bet of %.0f%% of the pot with %s (%.0f%% equity)", size_base * 100, made,
                     eq * 100);
            return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + size_base * pot), why, wl);
        }
        if (mydraw == 2 && st < STREET_RIVER && n_live >= 1 && never_folder(b, v) < 0 &&
            rnd01(r) < b->p.semibluff_freq * fold_f * (bluff_f > 0 ? 1.0 : 0.3)) {
            snprintf(why, wl, "semi-bluffing %.0f%% of the pot with a strong draw (%.0f%% equity)", size_base * 100, eq * 100);
            return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + size_base * pot), why, wl);
        }
        if (st == STREET_TURN && n_opp == 1 && b->my_aggr[STREET_FLOP] && rnd01(r) < b->p.barrel_freq * bluff_f) {
            snprintf(why, wl, "second barrel of %.0f%% of the pot on the turn with %s (%.0f%% equity): bluffing at a "
                     "set frequency", size_base * 100, made, eq * 100);
            return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + size_base * pot), why, wl);
        }
        if (st == STREET_RIVER && n_opp == 1 && eq < 0.3 && rnd01(r) < b->p.bluff_freq * bluff_f) {
            snprintf(why, wl, "bluffing %.0f%% of the pot on the river with %s (%.0f%% equity): a bluff at a set "
                     "frequency", size_base * 100, made, eq * 100);
            return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + size_base * pot), why, wl);
        }
        /* hard, heads-up in the match, alone with a player seen to fold to most of my bets after
         * the flop: a bet of s pots profits on its own when it folds more than s / (1 + s), so
         * every style, the passive ones too, takes the pot that often, more the more it folds */
        {
            int so = lone_opponent(v);
            if (b->lv->exploit && so >= 0 && n_opp == 1 && v->players_left == 2 && never_folder(b, v) < 0 &&
                b->om_post_faced[so] >= 2 && eqh < value_eq) {
                double f = (b->om_post_folded[so] + 4.0 * 0.35) / (b->om_post_faced[so] + 4.0);
                double be = size_base / (1.0 + size_base);
                if (f > be + 0.05 && rnd01(r) < clampd(2.5 * (f - be), 0.0, 0.9)) {
                    snprintf(why, wl, "betting %.0f%% of the pot with %.40s (%.0f%% equity): this player folds %.0f%% to "
                             "my bets after the flop, this bet needs %.0f%%", size_base * 100, made, eq * 100, f * 100,
                             be * 100);
                    return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + size_base * pot), why, wl);
                }
            }
        }
        if (b->lv->reads && ip && st == STREET_RIVER && eqh >= value_eq - 0.1 && n_opp == 1) {
            snprintf(why, wl, "thin value bet of %.0f%% of the pot with %s: %.0f%% equity in position",
                     size_base * 100, made, eq * 100);
            return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + size_base * pot), why, wl);
        }
        snprintf(why, wl, "checking %s: %.0f%% equity on the %s", made, eq * 100, street_name(st));
        return mk(v, CMD_CHECK, 0);
    }

    /* facing a bet: raises too come in one mix of sizes, whatever the reason for them */
    double raise_size = raise_mix(b, r);
    if (nuts) {
        if (L->can_raise || L->can_allin) {
            snprintf(why, wl, "raising with the nuts (%s)", made);
            return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + (pot + to_call) * raise_size), why, wl);
        }
        snprintf(why, wl, "calling with the nuts (%s): no raise is possible", made);
        return call_or_check(v);
    }
    if (eqh >= b->p.raise_eq && (L->can_raise || L->can_allin) && n_live >= 1) {
        snprintf(why, wl, "raising with %s: %.0f%% equity against the betting range", made, eq * 100);
        return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + (pot + to_call) * raise_size), why, wl);
    }
    if (mydraw == 2 && st == STREET_FLOP && (L->can_raise || L->can_allin) && n_live == 1 && never_folder(b, v) < 0 &&
        rnd01(r) < b->p.semibluff_freq * fold_f * 0.4) {
        snprintf(why, wl, "semi-bluff raise with a strong draw (%.0f%% equity)", eq * 100);
        return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + (pot + to_call) * raise_size), why, wl);
    }
    double need = po + b->p.call_margin;
    if (st < STREET_RIVER && mydraw == 2 && to_call < 0.25 * (double)mine)
        need -= 0.04; /* implied odds */
    /* Hard, alone against a bet: keep its bluffs from profiting. A bet of B into P profits as a
     * bluff when I fold more than B / (P + B), so I play on with the hands that beat at least the
     * share of random hands that leaves, scaled by how often its bets I called down lost (a
     * player caught bluffing earns calls; one never caught, few). */
    int lo = lone_opponent(v);
    if (b->lv->reads && lo >= 0 && n_opp == 1 && !b->my_aggr[st] && L->can_call && eq < need &&
        eq < b->p.call_floor) {
        double bet = (double)(v->current - v->seats[me].committed), before = pot - bet;
        double mdf = before > 0 ? before / (before + bet) : 0;
        double caught = caught_rate(b, lo), g = clampd(caught / 0.45, 0.2, 1.1);
        /* a player who bets nearly every time it may (bet_discount near its 0.85 cap) bets most
         * of its range: its bets are defended at the full MDF whatever the called-down ones showed */
        double gd = bet_discount(b, lo, st) / 0.85;
        if (gd > g)
            g = gd;
        double bar = 1.0 - mdf * g;
        if (myhs >= bar && eq >= 0.5 * po) {
            /* short enough for BOT_REASON_LEN with any hand named (it always ran past it) */
            snprintf(why, wl, "calling %.0f with %.40s: beats %.0f%% of hands, in my top %.0f%% vs this bet (%.0f%% of "
                     "its bets I called lost); range leaves %.0f%%, price %.0f%%", to_call, made, myhs * 100,
                     (1 - bar) * 100, caught * 100, eq * 100, po * 100);
            if (st == STREET_RIVER || L->call_amount >= v->seats[me].stack) {
                b->catch_hand = v->hand_no;
                b->catch_seat = lo;
                b->catch_total = total_of(v, me);
            }
            return call_or_check(v);
        }
    }
    if (eq >= need || eq >= b->p.call_floor) {
        if (lo >= 0 && n_opp == 1 && (st == STREET_RIVER || L->call_amount >= v->seats[me].stack)) {
            b->catch_hand = v->hand_no;
            b->catch_seat = lo;
            b->catch_total = total_of(v, me);
        }
        snprintf(why, wl, "calling %.0f with %s: %.0f%% equity against the betting range, the price is %.0f%%", to_call,
                 made, eq * 100, po * 100);
        return call_or_check(v);
    }
    snprintf(why, wl, "folding %s to a bet of %.0f: %.0f%% equity, the price is %.0f%% and this style wants %.0f%%",
             made, to_call, eq * 100, po * 100, need * 100);
    return fold_or_check(v);
}
