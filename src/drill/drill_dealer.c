/* drill_dealer.c — drills for what a dealer does with their hands (rule book section G): counting
 * the pot after a street's betting (R43). As in drill_gen.c, a random table is played by the
 * engine with a random policy up to the moment of the question, and the answer is the engine's
 * (its view's pot total once the bets are gathered), never worked out here. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "drill/drill_gen.h"

/* "before the flop", "on the flop", "on the turn" */
static const char *round_words(int street)
{
    switch (street) {
    case STREET_PREFLOP: return D_("before the flop");
    case STREET_FLOP: return D_("on the flop");
    case STREET_TURN: return D_("on the turn");
    default: return D_("on the river");
    }
}

/* ---- count the pot (R43) --------------------------------------------------------------------- */

static int gen_count_pot(gen_t *g, drill_t *out, char *err, size_t errlen)
{
    for (int attempt = 0; attempt < 300; attempt++) {
        drill_gen_setup(g, 2 + (g->d >= 3), ENGINE_MAX_SEATS, g->d >= 3 ? 20 : 0);
        /* the street asked: before the flop on the easiest level, later ones further up */
        int target = g->d <= 1 ? STREET_PREFLOP : (int)rng_below(&g->rng, g->d <= 2 ? 2 : 3);
        if (drill_gen_start(g, err, errlen) < 0)
            return -1;
        int64_t before = 0, in0[ENGINE_MAX_SEATS] = {0};
        int found = 0;
        for (int guard = 0; guard < 300 && engine_phase(g->e) == PHASE_HAND; guard++) {
            int s = engine_to_act(g->e);
            if (s < 0)
                break;
            int was = g->h.street;
            if (drill_gen_submit(g, drill_gen_policy(g, s, g->d >= 3 ? 4 : 0, 30, 12)) < 0)
                break;
            if (engine_phase(g->e) != PHASE_HAND)
                break;
            if (g->h.street == target && was != target) {
                /* the round asked begins: the pots as gathered so far, what each seat had in */
                view_t v;
                engine_view(g->e, -1, &v);
                before = v.pot_total;
                for (int k = 0; k < v.n_seats && k < ENGINE_MAX_SEATS; k++)
                    in0[k] = v.seats[k].in_pot;
            }
            if (g->h.street > target) {
                /* the round is over and the next one has betting: the bets are in the pots */
                found = engine_to_act(g->e) >= 0;
                break;
            }
        }
        if (!found)
            continue;
        view_t v;
        engine_view(g->e, -1, &v);
        drill_gen_scenario(g, g->n_cmds, drill_topic_title(g->topic), out->scenario, sizeof out->scenario);
        memset(&out->answer, 0, sizeof out->answer);
        out->answer.kind = DRILL_ANS_AMOUNT;
        out->answer.amount = v.pot_total;
        drill_buf_t q, w;
        drill_buf_init(&q, out->question, sizeof out->question);
        drill_buf_init(&w, out->why, sizeof out->why);
        /* TRANSLATORS: %s is "before the flop", "on the flop" or "on the turn" */
        drill_buf_printf(&q, D_("The betting %s is over (button on seat %d) and the dealer gathers the bets into the "
                                "middle. How much is in the pot now, every pot together?"),
                         round_words(target), g->h.hs.u.hs.button + 1);
        char amt[32];
        if (target == STREET_PREFLOP)
            drill_buf_printf(&w, "%s", D_("Before the flop the pot starts empty; the antes and blinds count."));
        else
            drill_buf_printf(&w, D_("The pot held %s when the betting %s began."), drill_chips(before, amt, sizeof amt),
                             round_words(target));
        drill_buf_printf(&w, " ");
        drill_buf_printf(&w, "%s", D_("In this round:"));
        int64_t added = 0;
        int n = 0;
        for (int k = 0; k < v.n_seats && k < ENGINE_MAX_SEATS; k++) {
            int64_t put = v.seats[k].in_pot - in0[k];
            if (put <= 0)
                continue;
            added += put;
            drill_buf_printf(&w, "%s", n++ ? ", " : " ");
            drill_buf_printf(&w, D_("seat %d put in %s"), k + 1, drill_chips(put, amt, sizeof amt));
        }
        if (!n)
            drill_buf_printf(&w, " %s", D_("everyone checked"));
        char sum[32], tot[32];
        drill_buf_printf(&w, ". ");
        drill_buf_printf(&w, D_("That is %s more, so the pot now holds %s."), drill_chips(added, sum, sizeof sum),
                         drill_chips(v.pot_total, tot, sizeof tot));
        snprintf(out->rule, sizeof out->rule, "R43");
        return 0;
    }
    snprintf(err, errlen, "drill: no count-pot moment found for seed %" PRIu64, out->seed);
    return -1;
}

/* ---- follow the action (R42, R43, R21) -------------------------------------------------------- */

/* "3 x 100, 1 x 25": an amount as the fewest chips of the default set no smaller than `least` */
static void chips_words(drill_buf_t *b, int64_t v, int64_t least)
{
    static const int64_t DEN[] = {25000, 5000, 1000, 500, 100, 25, 5, 1};
    int n = 0;
    for (int i = 0; i < (int)(sizeof DEN / sizeof DEN[0]) && v > 0; i++) {
        if (DEN[i] < least && i + 1 < (int)(sizeof DEN / sizeof DEN[0]))
            continue;
        int64_t k = v / DEN[i];
        if (k <= 0)
            continue;
        v -= k * DEN[i];
        drill_buf_printf(b, "%s%" PRId64 " x %" PRId64, n++ ? ", " : "", k, DEN[i]);
    }
}

/* the smallest chip of the default set worth more than v, or 0 */
static int64_t chip_above(int64_t v)
{
    static const int64_t DEN[] = {1, 5, 25, 100, 500, 1000, 5000, 25000};
    for (int i = 0; i < (int)(sizeof DEN / sizeof DEN[0]); i++)
        if (DEN[i] > v)
            return DEN[i];
    return 0;
}

enum { FA_CALL, FA_RAISE, FA_MIN_RAISE, FA_STRING }; /* the cases' rulings */

static int gen_follow_action(gen_t *g, drill_t *out, char *err, size_t errlen)
{
    for (int attempt = 0; attempt < 300; attempt++) {
        drill_gen_setup(g, 2 + (g->d >= 3), ENGINE_MAX_SEATS, g->d >= 3 ? 20 : 0);
        if (drill_gen_start(g, err, errlen) < 0)
            return -1;
        /* the case asked: a plain call or raise on the easiest levels, the rulings further up */
        int kase = (int)rng_below(&g->rng, g->d <= 1 ? 2 : g->d <= 2 ? 4 : 6);
        int found = 0;
        view_t v;
        int s = -1;
        for (int guard = 0; guard < 300 && engine_phase(g->e) == PHASE_HAND; guard++) {
            s = engine_to_act(g->e);
            if (s < 0)
                break;
            engine_view(g->e, s, &v);
            const view_legal_t *L = &v.legal;
            int64_t lfr = L->min_to - v.current, unit = L->unit > 0 ? L->unit : 1;
            if (L->call_amount > 0 && L->can_raise && lfr >= 4 * unit && L->max_to - L->min_to > 4 * unit &&
                L->call_amount == v.current - v.seats[s].committed &&
                rng_below(&g->rng, 3) == 0) {
                found = 1;
                break;
            }
            if (drill_gen_submit(g, drill_gen_policy(g, s, 0, 30, 12)) < 0)
                break;
        }
        if (!found)
            continue;
        const view_legal_t *L = &v.legal;
        int64_t cur = v.current, had = v.seats[s].committed, call = L->call_amount;
        int64_t lfr = L->min_to - cur, unit = L->unit > 0 ? L->unit : 1;
        int64_t room = (L->max_to - L->min_to) / unit; /* raise sizes above the minimum, in units */
        int64_t p0 = 0, p1 = 0, stands = cur;
        int one_chip = 0, answer = FA_CALL;
        switch (kase) {
        case 0: p0 = call; break;
        case 1: /* a raise above the minimum, short of all-in */
            p0 = L->min_to + unit * (1 + (int64_t)rng_below(&g->rng, (uint32_t)(room - 1 > 8 ? 8 : room - 1))) - had;
            answer = FA_RAISE;
            stands = had + p0;
            break;
        case 2: /* one oversized chip */
            p0 = chip_above(call);
            one_chip = 1;
            if (!p0 || had + p0 >= L->max_to || p0 % unit)
                continue;
            break;
        case 3: { /* under half a raise over the call */
            int64_t half = (lfr / 2 - 1) / unit;
            if (half < 1)
                continue;
            p0 = call + unit * (1 + (int64_t)rng_below(&g->rng, (uint32_t)half));
            if (2 * (had + p0 - cur) >= lfr)
                continue;
            break;
        }
        case 4: { /* half a raise or more, short of a full one */
            int64_t lo = (lfr + 1) / 2, x = ((lo + unit - 1) / unit) * unit;
            if (x >= lfr)
                continue;
            x += unit * (int64_t)rng_below(&g->rng, (uint32_t)((lfr - x + unit - 1) / unit));
            if (x >= lfr)
                continue;
            p0 = call + x;
            answer = FA_MIN_RAISE;
            stands = L->min_to;
            break;
        }
        default: /* a raise, then more chips in a second motion */
            p0 = L->min_to - had;
            p1 = unit * (1 + (int64_t)rng_below(&g->rng, (uint32_t)(room - 1 > 4 ? 4 : room - 1)));
            answer = FA_STRING;
            stands = L->min_to;
            break;
        }
        /* the answer, as the dealer announces it: the action and the bet the street stands at */
        int64_t put = had + p0 + p1;
        if (put >= L->max_to)
            continue; /* all-in stands whatever its size (R21): another question */
        memset(&out->answer, 0, sizeof out->answer);
        out->answer.kind = DRILL_ANS_ACTION;
        out->answer.action = answer == FA_STRING ? DRILL_ACT_STRING : answer == FA_CALL ? DRILL_ACT_CALL : DRILL_ACT_RAISE;
        out->answer.amount = stands;
        out->n_choices = 0;
        char a[32], b[32];
        out->push[0] = p0;
        out->push[1] = p1;
        out->push_one_chip = one_chip;
        out->ask_seat = s;
        drill_gen_scenario(g, g->n_cmds, drill_topic_title(g->topic), out->scenario, sizeof out->scenario);
        drill_buf_t q, w;
        char c3[32];
        drill_buf_init(&q, out->question, sizeof out->question);
        drill_buf_init(&w, out->why, sizeof out->why);
        drill_buf_printf(&q, D_("The bet is %s and seat %d, with %s in front of it, has %s to call. Without a word it "
                                "pushes forward "),
                         drill_chips(cur, a, sizeof a), s + 1, drill_chips(had, b, sizeof b),
                         drill_chips(call, c3, sizeof c3)); /* three buffers: two would show one amount twice */
        chips_words(&q, p0, unit);
        if (p1) {
            drill_buf_printf(&q, "%s", D_(" in one motion, then "));
            chips_words(&q, p1, unit);
            drill_buf_printf(&q, "%s", D_(" in a second motion."));
        } else {
            drill_buf_printf(&q, "%s", one_chip ? D_(", a single chip.") : D_(" in one motion."));
        }
        /* a short big blind all-in leaves nobody with the bet in front (R8): say why it is the bet */
        int64_t most = 0;
        int short_bb = -1;
        for (int k = 0; k < v.n_seats; k++) {
            if (v.seats[k].committed > most)
                most = v.seats[k].committed;
            if (k == v.bb_seat && v.seats[k].all_in && v.seats[k].committed < cur)
                short_bb = k;
        }
        if (most < cur && short_bb >= 0 && v.street == STREET_PREFLOP)
            drill_buf_printf(&q, D_(" (The big blind, seat %d, is all-in for %s: the bet to call is still the full "
                                    "big blind.)"),
                             short_bb + 1, drill_chips(v.seats[short_bb].committed, a, sizeof a));
        drill_buf_printf(&q, " %s", D_("What is the action, and what does the bet stand at?"));
        char c1[32], c2[32];
        switch (answer) {
        case FA_RAISE:
            drill_buf_printf(&w, D_("The chips make %s, at least the minimum raise-to of %s and pushed in one motion, "
                                    "so they are a raise to %s."),
                             drill_chips(put, a, sizeof a), drill_chips(L->min_to, b, sizeof b), drill_chips(put, c1, sizeof c1));
            snprintf(out->rule, sizeof out->rule, "R42");
            break;
        case FA_MIN_RAISE:
            drill_buf_printf(&w, D_("The chips make %s: %s over the bet of %s, half a raise of %s or more but short of a "
                                    "full one. By the 50 percent rule the seat must raise to the minimum, %s."),
                             drill_chips(put, a, sizeof a), drill_chips(put - cur, b, sizeof b),
                             drill_chips(cur, c1, sizeof c1), drill_chips(lfr, c2, sizeof c2),
                             drill_chips(L->min_to, c3, sizeof c3));
            snprintf(out->rule, sizeof out->rule, "R21");
            break;
        case FA_STRING:
            drill_buf_printf(&w, D_("Chips added in a second motion without a word are a string bet: they go back, and "
                                    "the first motion stands, a raise to %s."),
                             drill_chips(stands, a, sizeof a));
            snprintf(out->rule, sizeof out->rule, "R42");
            break;
        default:
            if (one_chip)
                drill_buf_printf(&w, D_("A single oversized chip pushed without a word is only a call; the bet stays "
                                        "at %s and the change goes back."),
                                 drill_chips(cur, a, sizeof a));
            else if (put > cur)
                drill_buf_printf(&w, D_("The chips make %s, %s over the bet of %s: less than half the last full raise "
                                        "of %s, so it is a call at %s and the extra goes back."),
                                 drill_chips(put, a, sizeof a), drill_chips(put - cur, b, sizeof b),
                                 drill_chips(cur, c1, sizeof c1), drill_chips(lfr, c2, sizeof c2),
                                 drill_chips(cur, c3, sizeof c3));
            else
                drill_buf_printf(&w, D_("The chips are exactly the %s to call, so it is a call and the bet stays at %s."),
                                 drill_chips(call, a, sizeof a), drill_chips(cur, b, sizeof b));
            snprintf(out->rule, sizeof out->rule, one_chip ? "R42" : put > cur ? "R21" : "R43");
            break;
        }
        return 0;
    }
    snprintf(err, errlen, "drill: no follow-action moment found for seed %" PRIu64, out->seed);
    return -1;
}

int drill_gen_dealer(gen_t *g, drill_t *out, char *err, size_t errlen)
{
    switch (g->topic) {
    case DRILL_COUNT_POT: return gen_count_pot(g, out, err, errlen);
    case DRILL_FOLLOW_ACTION: return gen_follow_action(g, out, err, errlen);
    default:
        snprintf(err, errlen, "drill: topic %s is not a dealer's-hands topic", drill_topic_name(g->topic));
        return -1;
    }
}
