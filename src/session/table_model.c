/* table_model.c — the public table built from events alone (see table_model.h). Every chip is
 * followed from the events: posts and actions move chips from a stack to the bet in front of
 * it, EV_COLLECT moves the bets into the pots, EV_UNCALLED and EV_POT move chips back to stacks.
 * It never sees the engine, so the tests can use it as an independent count of the chips. */
#include "session/table_model.h"

#include <stdio.h>
#include <string.h>

#include "engine/text.h"

void tmodel_init(tmodel_t *m)
{
    memset(m, 0, sizeof *m);
    m->button = m->sb_pos = m->bb_seat = -1;
    m->busted_button = m->busted_sb = -1;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
        m->seats[s].cards[0] = m->seats[s].cards[1] = CARD_NONE;
        m->seats[s].last_action = CMD_NONE;
    }
}

int tmodel_action_text(const ev_t *ev, char *buf, size_t len)
{
    char a[32];
    if (ev->type == EV_POST) {
        text_group(ev->amount, a, sizeof a);
        const char *what = ev->u.post.kind == POST_ANTE ? "Ante" : ev->u.post.kind == POST_SB ? "Small blind" : "Big blind";
        return snprintf(buf, len, "%s %s%s", what, a, ev->u.post.all_in ? ", all-in" : "");
    }
    if (ev->type != EV_ACTION)
        return snprintf(buf, len, "%s", "");
    int all_in = (ev->u.act.flags & ACT_ALL_IN) != 0;
    text_group(ev->u.act.to, a, sizeof a);
    switch (ev->u.act.action) {
    case CMD_FOLD: return snprintf(buf, len, "Fold");
    case CMD_CHECK: return snprintf(buf, len, "Check");
    case CMD_CALL:
        if (all_in)
            return snprintf(buf, len, "All-in %s", a);
        text_group(ev->u.act.added, a, sizeof a);
        return snprintf(buf, len, "Call %s", a);
    case CMD_BET:
        return snprintf(buf, len, all_in ? "All-in %s" : "Bet %s", a);
    case CMD_RAISE:
        return snprintf(buf, len, all_in ? "All-in %s" : "Raise to %s", a);
    default:
        return snprintf(buf, len, "%s", "");
    }
}

static int count_left(const tmodel_t *m)
{
    int n = 0;
    for (int s = 0; s < m->n_seats; s++)
        n += m->seats[s].occupied && !m->seats[s].eliminated;
    return n;
}

static tmodel_seat_t *seat_of(tmodel_t *m, int s)
{
    return s >= 0 && s < ENGINE_MAX_SEATS ? &m->seats[s] : NULL;
}

void tmodel_apply(tmodel_t *m, const ev_t *ev)
{
    tmodel_seat_t *p = seat_of(m, ev->seat);
    switch (ev->type) {
    case EV_TOURNAMENT_START: {
        m->started = 1;
        int top = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (ev->u.a.players & (1u << s)) {
                m->seats[s].occupied = 1;
                m->seats[s].stack = ev->amount; /* EV_SEAT gives the exact stack of each hand */
                top = s + 1;
            }
        if (m->n_seats < top)
            m->n_seats = top;
        break;
    }
    case EV_LEVEL:
        m->level_index = ev->u.lv.index;
        m->level_number = ev->u.lv.number;
        m->on_break = ev->u.lv.is_break;
        if (!ev->u.lv.is_break) {
            m->sb = ev->u.lv.sb;
            m->bb = ev->u.lv.bb;
            m->ante = ev->u.lv.ante;
        }
        break;
    case EV_RACE:
        if (p)
            p->stack = ev->u.race.stack;
        break;
    case EV_HAND_START:
        m->hand_no = ev->hand_no;
        m->hand_id = ev->u.hs.hand_id;
        m->on_break = 0;
        m->button = ev->u.hs.button;
        m->sb_pos = ev->u.hs.sb_pos;
        m->bb_seat = ev->u.hs.bb;
        m->sb_posted = ev->u.hs.sb_posted;
        m->dead_button = ev->u.hs.dead_button;
        m->heads_up = ev->u.hs.heads_up;
        m->why_button = (pos_reason_t)ev->u.hs.why_button;
        m->why_sb = (pos_reason_t)ev->u.hs.why_sb;
        m->why_bb = (pos_reason_t)ev->u.hs.why_bb;
        m->busted_button = ev->u.hs.busted_button;
        m->busted_sb = ev->u.hs.busted_sb;
        m->level_number = ev->u.hs.level_number;
        m->sb = ev->u.hs.sb_amount;
        m->bb = ev->u.hs.bb_amount;
        m->ante = ev->u.hs.ante;
        m->street = STREET_PREFLOP;
        m->n_board = 0;
        memset(m->board, CARD_NONE, sizeof m->board);
        m->current_bet = m->bb; /* R10: pre-flop the bet to match is the nominal big blind */
        m->n_pots = 0;
        memset(m->pots, 0, sizeof m->pots);
        m->middle = 0;
        m->antes = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
            tmodel_seat_t *q = &m->seats[s];
            q->in_hand = q->folded = q->all_in = 0;
            q->bet = q->in_pot = 0;
            q->n_cards = 0;
            q->cards[0] = q->cards[1] = CARD_NONE;
            q->shown = 0;
            q->shown_value = 0;
            q->action[0] = '\0';
            q->last_action = CMD_NONE;
        }
        break;
    case EV_SEAT:
        if (!p)
            break;
        p->occupied = 1;
        p->in_hand = 1;
        p->stack = ev->amount;
        p->absent = ev->u.a.count != 0;
        if (m->n_seats <= ev->seat)
            m->n_seats = ev->seat + 1;
        break;
    case EV_OUT_OF_HAND: /* moved in, waits for the button to pass (R36): at the table, not in the hand */
        if (!p)
            break;
        p->occupied = 1;
        p->stack = ev->amount;
        p->absent = 0;
        if (m->n_seats <= ev->seat)
            m->n_seats = ev->seat + 1;
        break;
    case EV_POST:
        if (!p)
            break;
        p->stack -= ev->amount;
        p->in_pot += ev->amount;
        m->middle += ev->amount;
        if (ev->u.post.kind != POST_ANTE)
            p->bet += ev->amount;
        else
            m->antes += ev->amount;
        if (p->bet > m->current_bet)
            m->current_bet = p->bet;
        p->all_in = ev->u.post.all_in;
        tmodel_action_text(ev, p->action, sizeof p->action);
        break;
    case EV_HOLE_CARDS:
        if (!p)
            break;
        p->n_cards = 2;
        p->cards[0] = ev->u.a.cards[0];
        p->cards[1] = ev->u.a.cards[1];
        break;
    case EV_DEAD_HAND:
        if (!p)
            break;
        p->folded = 1;
        p->in_hand = 0;
        snprintf(p->action, sizeof p->action, "Away");
        break;
    case EV_ACTION:
        if (!p)
            break;
        p->stack -= ev->u.act.added;
        p->bet += ev->u.act.added;
        p->in_pot += ev->u.act.added;
        m->middle += ev->u.act.added;
        if (ev->u.act.action == CMD_FOLD) {
            p->folded = 1;
            p->in_hand = 0;
            for (int i = 0; i < m->n_pots; i++) /* a folded hand is no longer in the running */
                m->pots[i].eligible &= (uint16_t)~(1u << ev->seat);
        }
        if (ev->u.act.flags & ACT_ALL_IN)
            p->all_in = 1;
        if (p->bet > m->current_bet)
            m->current_bet = p->bet;
        p->last_action = (cmd_type_t)ev->u.act.action;
        tmodel_action_text(ev, p->action, sizeof p->action);
        break;
    case EV_STREET:
        m->street = ev->u.st.street;
        m->n_board = ev->u.st.n_board < 0 ? 0 : ev->u.st.n_board > 5 ? 5 : ev->u.st.n_board;
        memcpy(m->board, ev->u.st.board, sizeof m->board);
        m->current_bet = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
            tmodel_seat_t *q = &m->seats[s];
            q->bet = 0;
            if (q->in_hand && !q->all_in) {
                q->action[0] = '\0';
                q->last_action = CMD_NONE;
            }
        }
        break;
    case EV_UNCALLED:
        if (!p)
            break;
        p->stack += ev->amount;
        p->in_pot -= ev->amount;
        p->bet = p->bet > ev->amount ? p->bet - ev->amount : 0;
        m->middle -= ev->amount;
        if (p->stack > 0)
            p->all_in = 0;
        /* "Bet 290" no longer says what stands: part or all of it came back (the log says how
         * much); a label left under the seat read as chips still in play */
        p->action[0] = '\0';
        break;
    case EV_COLLECT:
        if (ev->u.pot.index < 0 || ev->u.pot.index >= TMODEL_MAX_POTS)
            break;
        if (ev->u.pot.index == 0)
            for (int s = 0; s < ENGINE_MAX_SEATS; s++)
                m->seats[s].bet = 0;
        m->pots[ev->u.pot.index].amount = ev->amount;
        m->pots[ev->u.pot.index].eligible = ev->u.pot.eligible;
        m->antes = 0; /* gathered with the bets */
        m->n_pots = ev->u.pot.n_pots < TMODEL_MAX_POTS ? ev->u.pot.n_pots : TMODEL_MAX_POTS;
        break;
    case EV_SHOW:
        if (!p)
            break;
        p->shown = 1;
        p->n_cards = 2;
        p->cards[0] = ev->u.sh.cards[0];
        p->cards[1] = ev->u.sh.cards[1];
        p->shown_value = ev->u.sh.value;
        break;
    case EV_MUCK:
        if (p)
            snprintf(p->action, sizeof p->action, "Muck");
        break;
    case EV_POT:
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (ev->u.pot.winners & (1u << s))
                m->seats[s].stack += ev->u.pot.share + (s == ev->u.pot.odd_seat ? ev->u.pot.odd : 0);
        m->middle -= ev->amount;
        if (ev->u.pot.index >= 0 && ev->u.pot.index < TMODEL_MAX_POTS)
            m->pots[ev->u.pot.index].amount = 0; /* pushed to its winners */
        break;
    case EV_HAND_END:
        m->street = STREET_SHOWDOWN;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
            tmodel_seat_t *q = &m->seats[s];
            q->in_hand = q->folded = q->all_in = 0;
            q->bet = q->in_pot = 0;
        }
        m->n_pots = 0;
        m->current_bet = 0;
        break;
    case EV_REBUY:
        if (p) {
            p->stack += ev->amount;
            p->rebuys = ev->u.a.count;
        }
        break;
    case EV_ADDON:
        if (p) {
            p->stack += ev->amount;
            p->addon = 1;
        }
        break;
    case EV_ABSENT:
        if (p)
            p->absent = ev->amount != 0;
        break;
    case EV_ELIMINATED:
        if (p) {
            p->eliminated = 1;
            p->in_hand = 0;
            p->place = ev->u.el.place;
            p->prize = ev->u.el.prize;
        }
        break;
    case EV_TOURNAMENT_END:
        m->finished = 1;
        m->on_break = 0;
        if (p) {
            p->place = 1;
            p->prize = ev->u.el.prize;
        }
        break;
    default:
        break;
    }
    m->players_left = count_left(m);
}

int64_t tmodel_chips(const tmodel_t *m)
{
    int64_t t = m->middle;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        t += m->seats[s].stack;
    return t;
}

void tmodel_marker_reason(const tmodel_t *m, int kind, char *buf, size_t len)
{
    char who[64] = "";
    /* the first hand's positions come from the draw (or the set-up), not from a last hand */
    int first_hand = m->why_button == POSR_DRAW || m->why_button == POSR_SET;
    switch (kind) {
    case TMODEL_MARK_BUTTON:
        switch (m->why_button) {
        case POSR_DRAW: snprintf(buf, len, "Button: won the high-card draw for the first hand (R2)."); return;
        case POSR_SET: snprintf(buf, len, "Button: placed by the table set-up (R2)."); return;
        case POSR_DEAD_BUTTON:
            if (m->busted_button >= 0)
                snprintf(who, sizeof who, "%s busted last hand, so ", m->seats[m->busted_button].name);
            snprintf(buf, len,
                     "Dead button: %sthe button moves onto the empty seat that held the small blind; "
                     "nobody plays it. The big blind moves forward exactly one player (R3).", who);
            return;
        case POSR_HEADS_UP: snprintf(buf, len, "Button: heads-up, the button posts the small blind and acts first before the flop (R4)."); return;
        case POSR_HEADS_UP_START: snprintf(buf, len, "Button: play just became heads-up; the button is placed so nobody posts the big blind twice in a row (R4)."); return;
        default: snprintf(buf, len, "Button: moves one player clockwise after every hand (R3)."); return;
        }
    case TMODEL_MARK_SB:
        if (!m->sb_posted) {
            if (m->busted_sb >= 0)
                snprintf(who, sizeof who, "%s, who had the big blind, busted; ", m->seats[m->busted_sb].name);
            snprintf(buf, len, "No small blind: %sthe small blind position is an empty seat, so nobody posts it this hand (R3).", who);
            return;
        }
        if (m->heads_up)
            snprintf(buf, len, "Small blind: heads-up, the button posts it (R4).");
        else if (first_hand)
            snprintf(buf, len, "Small blind: the first hand's blinds are the next two players clockwise after the button (R2).");
        else
            snprintf(buf, len, "Small blind: the seat that posted the big blind last hand (R3).");
        return;
    default:
        if (first_hand)
            snprintf(buf, len, "Big blind: the second player clockwise after the first hand's button (R2).");
        else
            snprintf(buf, len, "Big blind: moves forward exactly one player each hand, skipping empty seats; nobody misses it or pays it twice (R3).");
        return;
    }
}

void tmodel_reseat(tmodel_t *m, int n_seats, const view_t *v, int with_level)
{
    int level = m->level_index, number = m->level_number;
    int64_t sb = m->sb, bb = m->bb, ante = m->ante;
    tmodel_init(m);
    m->level_index = level, m->level_number = number, m->sb = sb, m->bb = bb, m->ante = ante;
    m->n_seats = n_seats;
    m->started = 1;
    if (!v)
        return;
    for (int s = 0; s < n_seats && s < v->n_seats; s++) {
        tmodel_seat_t *ts = &m->seats[s];
        const view_seat_t *vs = &v->seats[s];
        if (!vs->occupied || vs->eliminated)
            continue;
        ts->occupied = 1;
        ts->stack = vs->stack + vs->in_pot; /* as the hand being dealt began */
        snprintf(ts->name, sizeof ts->name, "%s", vs->name);
    }
    if (with_level && v->level_number > 0) {
        m->level_index = v->level_index, m->level_number = v->level_number;
        m->sb = v->sb, m->bb = v->bb, m->ante = v->ante;
    }
}
