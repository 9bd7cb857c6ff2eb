/* drill_push.c — pushing the pot (rule book R44): a hand is played by the engine to a showdown and
 * the trainee pushes each pot to its winners, side pots first (the last side pot first, R28),
 * splitting with the odd chips as R27 says. The answer is the engine's: its EV_POT events, in the
 * order it logged them, never worked out here. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "drill/drill_gen.h"

_Static_assert((int)ENGINE_MAX_SEATS >= (int)DRILL_MAX_POTS, "drill_answer_t.order holds the pots pushed");

void drill_push_answer(const drill_hand_t *h, drill_answer_t *a)
{
    drill_pots_answer(h, a);
    a->kind = DRILL_ANS_PUSH;
    a->button = h->hs.u.hs.button;
    a->n_order = 0;
    for (int k = 0; k < h->n_pot_order && k < DRILL_MAX_POTS; k++)
        a->order[a->n_order++] = h->pot_order[k];
}

/* At least two pots from difficulty 2 (three from 4); at difficulty 1 one pot split with odd chips. */
static int fits(const gen_t *g)
{
    const drill_hand_t *h = &g->h;
    if (!h->ended || h->n_pot_order != h->n_pots)
        return 0;
    int contested = 0, odd = 0;
    for (int i = 0; i < h->n_pots; i++) {
        contested += h->pot[i].u.pot.value != 0;
        odd |= h->pot[i].u.pot.odd > 0 && __builtin_popcount(h->pot[i].u.pot.winners) > 1;
    }
    if (!contested)
        return 0;
    if (g->d <= 1)
        return h->n_pots == 1 && odd;
    return h->n_pots >= (g->d >= 4 ? 3 : 2);
}

int drill_gen_push(gen_t *g, drill_t *out, char *err, size_t errlen)
{
    for (int attempt = 0; attempt < 600; attempt++) {
        drill_gen_setup(g, g->d <= 1 ? 3 : 3 + (g->d >= 4), ENGINE_MAX_SEATS, g->d <= 1 ? 0 : 60);
        if (g->d <= 1 || rng_below(&g->rng, 2)) {
            /* two players with the same ranks: a split pot, maybe odd chips (R27) */
            drill_gen_split_hands(g);
        }
        if (drill_gen_start(g, err, errlen) < 0)
            return -1;
        for (int guard = 0; guard < 300 && engine_phase(g->e) == PHASE_HAND; guard++) {
            int s = engine_to_act(g->e);
            if (s < 0)
                break;
            if (drill_gen_submit(g, drill_gen_policy(g, s, g->d <= 1 ? 3 : 30, 25, 10)) < 0)
                break;
        }
        if (!fits(g))
            continue;
        g->su.with_cards = 1;
        drill_gen_scenario(g, g->n_cmds, drill_topic_title(g->topic), out->scenario, sizeof out->scenario);
        drill_push_answer(&g->h, &out->answer);
        drill_buf_t q;
        drill_buf_init(&q, out->question, sizeof out->question);
        drill_buf_printf(&q,
                         D_("The hands are tabled and read (button on seat %d). Push each pot to its winners, in the "
                            "order the dealer pushes them, splitting a tied pot with its odd chips."),
                         g->h.hs.u.hs.button + 1);
        drill_buf_t w;
        drill_buf_init(&w, out->why, sizeof out->why);
        if (g->h.n_pots > 1)
            drill_buf_printf(&w, "%s ", D_("Side pots go first, the last side pot first (R28)."));
        char more[600];
        drill_pots_why(&g->h, more, sizeof more);
        drill_buf_printf(&w, "%s", more);
        for (size_t n = strlen(out->why); n > 0 && out->why[n - 1] == ' ';)
            out->why[--n] = 0;
        snprintf(out->rule, sizeof out->rule, "R44");
        return 0;
    }
    snprintf(err, errlen, "drill: no push-pot hand found for seed %" PRIu64, out->seed);
    return -1;
}

/* "the main pot", "side pot 2" */
static const char *pot_name(int i, char *buf, size_t len)
{
    if (i == 0)
        snprintf(buf, len, "%s", D_("the main pot"));
    else
        snprintf(buf, len, D_("side pot %d"), i);
    return buf;
}

void drill_push_describe(const drill_answer_t *a, drill_buf_t *b)
{
    for (int k = 0; k < a->n_order; k++) {
        int i = a->order[k];
        if (i < 0 || i >= DRILL_MAX_POTS)
            continue;
        char nm[48], amt[32];
        drill_buf_printf(b, "%s", k ? "; " : "");
        /* TRANSLATORS: a pot pushed, then who takes what: "side pot 1 to seat 2 600" */
        drill_buf_printf(b, D_("%s to"), pot_name(i, nm, sizeof nm));
        int n = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (a->award[i][s]) {
                drill_buf_printf(b, "%s", n++ ? ", " : " ");
                drill_buf_printf(b, D_("seat %d %s"), s + 1, drill_chips(a->award[i][s], amt, sizeof amt));
            }
        (void)amt;
    }
}

void drill_push_grade(const drill_answer_t *a, const drill_answer_t *g, drill_buf_t *w)
{
    char nm[48], nm2[48], x[32], y[32];
    /* the order: the first pot pushed out of place is named with the pot that goes there (R28) */
    for (int k = 0; k < a->n_order; k++) {
        int want = a->order[k], got = k < g->n_order ? g->order[k] : -1;
        if (want == got)
            continue;
        drill_buf_printf(w, "%s", w->len ? "; " : "");
        if (got < 0)
            drill_buf_printf(w, D_("%s of %s is not pushed"), pot_name(want, nm, sizeof nm),
                             drill_chips(a->pot[want], x, sizeof x));
        else if (k == 0)
            /* TRANSLATORS: "side pot 2 of 1,200 goes first, not the main pot (side pots first, the last one first)" */
            drill_buf_printf(w, D_("%s of %s goes first, not %s (side pots first, the last one first)"),
                             pot_name(want, nm, sizeof nm), drill_chips(a->pot[want], x, sizeof x),
                             pot_name(got, nm2, sizeof nm2));
        else
            drill_buf_printf(w, D_("%s of %s goes next, not %s (side pots first, the last one first)"),
                             pot_name(want, nm, sizeof nm), drill_chips(a->pot[want], x, sizeof x),
                             pot_name(got, nm2, sizeof nm2));
        break;
    }
    if (g->n_order > a->n_order) {
        drill_buf_printf(w, "%s", w->len ? "; " : "");
        drill_buf_printf(w, DP_("there is %d pot to push, not %d", "there are %d pots to push, not %d", a->n_order),
                         a->n_order, g->n_order);
    }
    /* each seat's chips from each pot, and why a split's odd chips go where they go (R27) */
    for (int i = 0; i < a->n_pots; i++) {
        int odd_seat = -1, n_win = 0, bad = 0;
        int64_t lo = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (a->award[i][s]) {
                if (!n_win++ || a->award[i][s] < lo)
                    lo = a->award[i][s];
            }
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (n_win > 1 && a->award[i][s] > lo)
                odd_seat = s;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (g->award[i][s] != a->award[i][s]) {
                drill_buf_printf(w, "%s", w->len ? "; " : "");
                drill_buf_printf(w, D_("seat %d takes %s from %s, not %s"), s + 1, drill_chips(a->award[i][s], x, sizeof x),
                                 pot_name(i, nm, sizeof nm), drill_chips(g->award[i][s], y, sizeof y));
                bad = 1;
            }
        if (bad && odd_seat >= 0) {
            drill_buf_printf(w, "%s", w->len ? "; " : "");
            drill_buf_printf(w,
                             D_("seat %d gets the odd chips of %s because it is the first winner left of the button "
                                "(seat %d)"),
                             odd_seat + 1, pot_name(i, nm, sizeof nm), a->button + 1);
        }
    }
}

void drill_push_json(const drill_answer_t *a, drill_buf_t *b)
{
    drill_buf_printf(b, "{\"push\":[");
    for (int k = 0; k < a->n_order; k++) {
        int i = a->order[k];
        if (i < 0 || i >= DRILL_MAX_POTS)
            continue;
        drill_buf_printf(b, "%s{\"pot\":%d,\"award\":{", k ? "," : "", i);
        int n = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (a->award[i][s])
                drill_buf_printf(b, "%s\"%d\":%" PRId64, n++ ? "," : "", s + 1, a->award[i][s]);
        drill_buf_printf(b, "}}");
    }
    drill_buf_printf(b, "]}");
}
