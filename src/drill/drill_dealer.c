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

int drill_gen_dealer(gen_t *g, drill_t *out, char *err, size_t errlen)
{
    switch (g->topic) {
    case DRILL_COUNT_POT: return gen_count_pot(g, out, err, errlen);
    default:
        snprintf(err, errlen, "drill: topic %s is not a dealer's-hands topic", drill_topic_name(g->topic));
        return -1;
    }
}
