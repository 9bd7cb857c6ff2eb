/* drill_deal.c — the deal itself (rule book R5, R41): who receives the first card, the last card
 * and card number K of the deal; what happens when the dealer exposes a card of the deal; where
 * the burn cards go. A random table (empty seats, a dead small blind or dead button further up,
 * heads-up sometimes) deals one hand on the engine; the seats come from the engine's own deal
 * (the order of its EV_HOLE_CARDS events), never worked out here. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "drill/drill_gen.h"

enum { FORM_FIRST, FORM_LAST, FORM_CARD, FORM_EXPOSED, FORM_BURN, FORM_COUNT };

/* The choices of the exposed-card question, the right ones first. */
enum { EX_MISDEAL, EX_REPLACE, EX_KEEP, EX_SKIP, EX_COUNT };
static const char *const exposed_text[EX_COUNT] = {
    DN_("A misdeal: the dealer gathers every card, shuffles and deals again"),
    DN_("The deal goes on: that seat gets another card, and the exposed card becomes the first burn card"),
    DN_("The player keeps the exposed card and the deal goes on"),
    DN_("The card is burned and the deal goes on without that seat getting another card"),
};
/* The choices of the burn question, the right one first. */
enum { BURN_COUNT = 4 };
static const char *const burn_text[BURN_COUNT] = {
    DN_("One card before the flop, one before the turn and one before the river"),
    DN_("One card before each round of the hole-card deal, and one before the flop"),
    DN_("Only one card, before the flop"),
    DN_("One card before each card of the board: five in all"),
};

/* Put the n texts in d->choice in an order drawn from the seed; the answer is where text 0 or
 * text `right` lands. */
static void deal_choices(gen_t *g, drill_t *d, const char *const *text, int n, int right)
{
    int perm[DRILL_MAX_CHOICES];
    for (int i = 0; i < n; i++)
        perm[i] = i;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(&g->rng, (uint32_t)(i + 1)), t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
    }
    d->n_choices = n;
    memset(&d->answer, 0, sizeof d->answer);
    d->answer.kind = DRILL_ANS_CHOICE;
    for (int i = 0; i < n; i++) {
        snprintf(d->choice[i], sizeof d->choice[i], "%s", D_(text[perm[i]]));
        if (perm[i] == right)
            d->answer.choice = i;
    }
}

/* "seat 4" or "seat 4 (a dead button: nobody sits there)" */
static void button_words(drill_buf_t *b, const ev_t *hs)
{
    if (hs->u.hs.dead_button)
        drill_buf_printf(b, D_("seat %d (a dead button)"), hs->u.hs.button + 1);
    else
        drill_buf_printf(b, D_("seat %d"), hs->u.hs.button + 1);
}

/* Why the deal goes as it does (R5): who is first, who is last, and card k when k > 0. */
static void order_why(const drill_hand_t *h, int k, drill_buf_t *w)
{
    const ev_t *hs = &h->hs;
    int n = h->n_deal, first = h->deal_order[0], last = h->deal_order[n - 1];
    if (hs->u.hs.heads_up) {
        drill_buf_printf(w,
                         D_("Heads-up the button, seat %d, posts the small blind, so the first live seat clockwise "
                            "from it is the big blind, seat %d: the big blind gets the first card and the button the "
                            "last."),
                         hs->u.hs.button + 1, first + 1);
    } else {
        drill_buf_printf(w, "%s", D_("The deal starts with the first live seat clockwise from the button position, "));
        button_words(w, hs);
        drill_buf_printf(w, ": ");
        if (first == hs->u.hs.sb_pos && hs->u.hs.sb_posted)
            drill_buf_printf(w, D_("seat %d, the small blind."), first + 1);
        else if (first == hs->u.hs.bb)
            drill_buf_printf(w, D_("seat %d, the big blind, as nobody posts the small blind."), first + 1);
        else
            drill_buf_printf(w, D_("seat %d."), first + 1);
        drill_buf_printf(w, " ");
        if (hs->u.hs.dead_button)
            drill_buf_printf(w,
                             D_("Cards go one at a time clockwise, two rounds, so the last card goes to the last "
                                "live seat before the dead button, seat %d."),
                             last + 1);
        else
            drill_buf_printf(w, D_("Cards go one at a time clockwise, two rounds, so the button, seat %d, gets the "
                                   "last card."),
                             last + 1);
    }
    if (k > 1 && k < 2 * n) {
        int round = (k - 1) / n, place = (k - 1) % n;
        drill_buf_printf(w, " ");
        if (round == 0)
            /* TRANSLATORS: "With 6 players card 4 is the 4th card of the first round: seat 7." */
            drill_buf_printf(w, D_("With %d players card %d is card %d of the first round: seat %d."), n, k, place + 1,
                             h->deal_order[place] + 1);
        else
            drill_buf_printf(w, D_("With %d players card %d is card %d of the second round: seat %d."), n, k, place + 1,
                             h->deal_order[place] + 1);
    }
}

int drill_gen_deal(gen_t *g, drill_t *out, char *err, size_t errlen)
{
    for (int attempt = 0; attempt < 100; attempt++) {
        /* heads-up now and then from difficulty 2 (the table may still have empty seats) */
        int heads_up = g->d >= 2 && rng_below(&g->rng, 5) == 0;
        drill_gen_setup(g, 2, heads_up ? 2 : ENGINE_MAX_SEATS, 0);
        int form = (int)rng_below(&g->rng, FORM_COUNT);
        if (drill_gen_start(g, err, errlen) < 0)
            return -1;
        const drill_hand_t *h = &g->h;
        int n = h->n_deal;
        if (!h->started || n < 2)
            continue;
        /* the table as it stands when the deal begins: no commands, the hand's start is the deal */
        drill_gen_scenario(g, 0, drill_topic_title(g->topic), out->scenario, sizeof out->scenario);
        drill_buf_t q, w;
        drill_buf_init(&q, out->question, sizeof out->question);
        drill_buf_init(&w, out->why, sizeof out->why);
        out->n_choices = 0;
        memset(&out->answer, 0, sizeof out->answer);
        int k = 0;
        switch (form) {
        case FORM_FIRST:
        case FORM_LAST:
        case FORM_CARD:
            k = form == FORM_FIRST ? 1 : form == FORM_LAST ? 2 * n
                : g->d <= 2 ? 2 + (int)rng_below(&g->rng, (uint32_t)(n - 1))      /* first round */
                            : 2 + (int)rng_below(&g->rng, (uint32_t)(2 * n - 2)); /* either round */
            out->answer.kind = DRILL_ANS_SEAT;
            out->answer.seat = h->deal_order[(k - 1) % n];
            drill_buf_printf(&q, "%s", D_("The button is on "));
            button_words(&q, &h->hs);
            drill_buf_printf(&q, " ");
            drill_buf_printf(&q, DP_("and the blinds are in; %d player is dealt in.",
                                     "and the blinds are in; %d players are dealt in.", n),
                             n);
            drill_buf_printf(&q, " ");
            if (form == FORM_FIRST)
                drill_buf_printf(&q, "%s", D_("Which seat receives the first card of the deal?"));
            else if (form == FORM_LAST)
                drill_buf_printf(&q, "%s", D_("Which seat receives the last card of the deal?"));
            else
                drill_buf_printf(&q, D_("Counting from the first card of the deal, which seat receives card number %d?"),
                                 k);
            order_why(h, form == FORM_CARD ? k : 0, &w);
            snprintf(out->rule, sizeof out->rule, "R5");
            break;
        case FORM_EXPOSED: {
            /* one of the first two cards about two times in five: a misdeal (R41) */
            k = rng_below(&g->rng, 5) < 2 ? 1 + (int)rng_below(&g->rng, 2)
                                          : 3 + (int)rng_below(&g->rng, (uint32_t)(2 * n - 2));
            int seat = h->deal_order[(k - 1) % n];
            deal_choices(g, out, exposed_text, EX_COUNT, k <= 2 ? EX_MISDEAL : EX_REPLACE);
            drill_buf_printf(&q, "%s", D_("The button is on "));
            button_words(&q, &h->hs);
            drill_buf_printf(&q, " ");
            drill_buf_printf(&q,
                             D_("and %d players are dealt in. The dealer turns card number %d of the deal face up by "
                                "accident: seat %d's card. What happens?"),
                             n, k, seat + 1);
            if (k <= 2)
                drill_buf_printf(&w,
                                 D_("Card %d is one of the first two cards of the deal, and an exposed card among "
                                    "those is a misdeal: the cards are gathered, shuffled and dealt again."),
                                 k);
            else
                drill_buf_printf(&w,
                                 D_("Card %d comes after the first two cards of the deal, so it is no misdeal: seat %d "
                                    "is given another card and the exposed one becomes the first burn card"),
                                 k, seat + 1);
            drill_buf_printf(&w, " ");
            drill_buf_printf(&w, "%s",
                             D_("A player never keeps an exposed card, and no seat goes without its two cards."));
            snprintf(out->rule, sizeof out->rule, "R41");
            break;
        }
        default:
            deal_choices(g, out, burn_text, BURN_COUNT, 0);
            drill_buf_printf(&q, "%s",
                             D_("A hand is dealt all the way to the river. Where and when does the dealer burn a "
                                "card?"));
            drill_buf_printf(&w, "%s",
                             D_("One card is burned before each round of the board: before the flop, before the turn "
                                "and before the river, three in all. The hole cards are dealt without a burn, and the "
                                "three cards of the flop come after a single burn."));
            snprintf(out->rule, sizeof out->rule, "R41");
            break;
        }
        out->deal_card = k;
        return 0;
    }
    snprintf(err, errlen, "drill: no deal-order table found for seed %" PRIu64, out->seed);
    return -1;
}
