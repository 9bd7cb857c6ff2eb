/* drill_hand.c — reads a hand from the engine's events the way a dealer watches it: positions,
 * posts, actions (with the betting state R10-R13 needs), pots, shows, eliminations, the race.
 * Never looks at engine state; the events carry everything. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "drill/drill_internal.h"
#include "engine/hand.h"

void drill_buf_init(drill_buf_t *b, char *p, size_t cap)
{
    b->p = p;
    b->cap = cap;
    b->len = 0;
    b->overflow = 0;
    if (cap)
        p[0] = '\0';
}

void drill_buf_printf(drill_buf_t *b, const char *fmt, ...)
{
    if (b->len >= b->cap) {
        b->overflow = 1;
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(b->p + b->len, b->cap - b->len, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n >= b->cap - b->len) {
        b->overflow = 1;
        b->len = b->cap - 1;
    } else {
        b->len += (size_t)n;
    }
}

void drill_seats_text(uint16_t mask, char *buf, size_t len)
{
    int total = 0, n = 0;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        if (mask & (1u << s))
            total++;
    if (total == 0) {
        snprintf(buf, len, "%s", D_("none"));
        return;
    }
    char list[64] = "", t[64];
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        if (mask & (1u << s)) {
            n++;
            if (n == 1)
                snprintf(t, sizeof t, "%d", s + 1);
            else if (n < total)
                /* TRANSLATORS: a list of seat numbers so far, then one more: "1, 3" */
                snprintf(t, sizeof t, D_("%s, %d"), list, s + 1);
            else
                /* TRANSLATORS: a list of seat numbers, then the last one: "1, 3 and 5" */
                snprintf(t, sizeof t, D_("%s and %d"), list, s + 1);
            snprintf(list, sizeof list, "%s", t);
        }
    /* TRANSLATORS: one or more seats named by number in a sentence: "seat 3", "seats 1, 3 and 5" */
    snprintf(buf, len, DP_("seat %s", "seats %s", total), list);
}

static drill_words_t words;

void drill_set_words(const drill_words_t *w)
{
    if (w)
        words = *w;
    else
        memset(&words, 0, sizeof words);
}

char *drill_chips(int64_t v, char *buf, size_t len)
{
    if (words.chips)
        return words.chips(v, buf, len);
    snprintf(buf, len, "%" PRId64, v);
    return buf;
}

char *drill_money(int64_t cents, char *buf, size_t len)
{
    if (words.money)
        return words.money(cents, buf, len);
    snprintf(buf, len, "$%" PRId64 ".%02" PRId64, cents / 100, cents % 100);
    return buf;
}

char *drill_hand_value(uint16_t value, char *buf, size_t len)
{
    if (words.hand)
        return words.hand(value, buf, len);
    hand_describe(value, buf, len);
    return buf;
}

void drill_capital(char *s)
{
    if (s[0] >= 'a' && s[0] <= 'z')
        s[0] = (char)(s[0] - 'a' + 'A');
}

void drill_hand_reset(drill_hand_t *h)
{
    memset(h, 0, sizeof *h);
    h->last_aggressor = -1;
    h->bb_seat = -1;
}

static void new_street(drill_hand_t *h, int street, int64_t bb)
{
    h->street = street;
    h->current = 0;
    h->lfr = bb;
    h->n_street_actions = 0;
    h->n_incomplete = 0;
    h->last_aggressor = -1;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
        h->acted[s] = 0;
        h->acted_at[s] = 0;
        h->allin_since[s] = 0;
        h->incomplete_since[s] = 0;
    }
}

void drill_hand_event(drill_hand_t *h, const ev_t *ev, int64_t bb_nominal)
{
    int s = ev->seat;
    switch (ev->type) {
    case EV_BUTTON_DRAW:
        if (h->n_draw < ENGINE_MAX_SEATS)
            h->draw[h->n_draw++] = *ev;
        break;
    case EV_HAND_START: {
        int nd = h->n_draw;
        ev_t draw[ENGINE_MAX_SEATS];
        memcpy(draw, h->draw, sizeof draw);
        drill_hand_reset(h);
        h->n_draw = nd;
        memcpy(h->draw, draw, sizeof draw);
        h->started = 1;
        h->hs = *ev;
        int64_t bb = ev->u.hs.bb_amount ? ev->u.hs.bb_amount : bb_nominal;
        new_street(h, STREET_PREFLOP, bb);
        h->current = bb; /* R10: the nominal big blind, even when posted short */
        break;
    }
    case EV_SEAT:
        if (s >= 0 && s < ENGINE_MAX_SEATS) {
            h->start_stack[s] = ev->amount;
            h->dealt[s] = 1;
        }
        break;
    case EV_POST:
        if (ev->u.post.kind == POST_BB) {
            h->bb_seat = s;
            h->bb_posted = ev->amount;
            h->bb_short = ev->u.post.all_in && ev->amount < h->hs.u.hs.bb_amount;
        }
        if (ev->u.post.all_in && s >= 0 && s < ENGINE_MAX_SEATS) {
            h->allin_mask |= (uint16_t)(1u << s);
            h->allin_street[s] = STREET_PREFLOP;
        }
        break;
    case EV_HOLE_CARDS:
        if (s >= 0 && s < ENGINE_MAX_SEATS) {
            h->has_hole[s] = 1;
            if (h->n_deal < ENGINE_MAX_SEATS)
                h->deal_order[h->n_deal++] = s;
            h->hole[s][0] = ev->u.a.cards[0];
            h->hole[s][1] = ev->u.a.cards[1];
        }
        break;
    case EV_ACTION: {
        int64_t to = ev->u.act.to;
        int act = ev->u.act.action;
        h->n_street_actions++;
        h->n_actions++;
        if (to > h->current) {
            int64_t inc = to - h->current;
            int full = inc >= h->lfr;
            if (full)
                h->lfr = inc;
            else
                h->n_incomplete++;
            h->current = to;
            if (act == CMD_BET || act == CMD_RAISE || act == CMD_ALLIN)
                h->last_aggressor = s;
            for (int t = 0; t < ENGINE_MAX_SEATS; t++)
                if (t != s && h->acted[t]) {
                    if (ev->u.act.flags & ACT_ALL_IN)
                        h->allin_since[t]++;
                    if (!full)
                        h->incomplete_since[t]++;
                }
        }
        if (s >= 0 && s < ENGINE_MAX_SEATS && (ev->u.act.flags & ACT_ALL_IN) && !(h->allin_mask & (1u << s))) {
            h->allin_mask |= (uint16_t)(1u << s);
            h->allin_street[s] = h->street;
        }
        if (s >= 0 && s < ENGINE_MAX_SEATS) {
            h->acted[s] = 1;
            h->acted_at[s] = h->current;
            h->allin_since[s] = 0;
            h->incomplete_since[s] = 0;
        }
        break;
    }
    case EV_STREET:
        new_street(h, ev->u.st.street, h->hs.u.hs.bb_amount ? h->hs.u.hs.bb_amount : bb_nominal);
        h->n_board = ev->u.st.n_board;
        memcpy(h->board, ev->u.st.board, sizeof h->board);
        break;
    case EV_UNCALLED:
        if (s >= 0 && s < ENGINE_MAX_SEATS)
            h->returned[s] += ev->amount;
        break;
    case EV_SHOW:
        if (ev->u.sh.allin) {
            if (!h->allin_tabled)
                h->tabled_board = h->n_board;
            h->allin_tabled = 1;
            if (h->n_tabled < ENGINE_MAX_SEATS)
                h->tabled_seat[h->n_tabled++] = s;
        }
        if (h->n_show < ENGINE_MAX_SEATS && !ev->u.sh.allin) {
            h->show_seat[h->n_show] = s;
            h->show_muck[h->n_show] = 0;
            h->show_value[h->n_show] = ev->u.sh.value;
            h->n_show++;
        }
        break;
    case EV_MUCK:
        if (h->n_show < ENGINE_MAX_SEATS) {
            h->show_seat[h->n_show] = s;
            h->show_muck[h->n_show] = 1;
            h->show_value[h->n_show] = 0;
            h->n_show++;
        }
        break;
    case EV_POT:
        if (ev->u.pot.index >= 0 && ev->u.pot.index < DRILL_MAX_POTS) {
            h->pot[ev->u.pot.index] = *ev;
            if (h->n_pot_order < DRILL_MAX_POTS)
                h->pot_order[h->n_pot_order++] = ev->u.pot.index;
            if (ev->u.pot.n_pots > h->n_pots)
                h->n_pots = ev->u.pot.n_pots < DRILL_MAX_POTS ? ev->u.pot.n_pots : DRILL_MAX_POTS;
        }
        break;
    case EV_HAND_END:
        h->ended = 1;
        break;
    case EV_ELIMINATED:
        if (h->n_elim < ENGINE_MAX_SEATS)
            h->elim[h->n_elim++] = *ev;
        break;
    case EV_TOURNAMENT_END:
        break;
    case EV_COLOR_UP:
        h->have_cu = 1;
        h->cu = *ev;
        h->n_race = 0;
        break;
    case EV_RACE:
        if (h->n_race < ENGINE_MAX_SEATS)
            h->race[h->n_race++] = *ev;
        break;
    case EV_REBUY:
        if (h->n_rebuy < ENGINE_MAX_SEATS)
            h->rebuy_seat[h->n_rebuy++] = s;
        break;
    default:
        break;
    }
}
