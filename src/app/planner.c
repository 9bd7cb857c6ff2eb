/* planner.c — the event-to-presentation planner: for each event the table shows, what the table
 * model learns and when (at once, or when the effect carrying it lands), what moves and for how
 * long (motion.c's named timings, scaled by the game's speed), what the log says (evtext.c), what
 * sounds (evsound.c), which banner rises, and when the screens' watchers hear of it (their
 * bookkeeping: table_notes.c, results.c). The pacing queue it takes runs from stays in game.c. */
#include "app/planner.h"

#include "app/evsound.h"
#include "app/evtext.h"

#include "render/layout.h"

/* Every motion's duration and pause: motion.c */
#define T MOTION_TIMINGS

/* A duration at the game's speed (0 = instant). */
static double scaled(const game_t *g, double t) { return t * g->speed; }

/* The event's lines (evtext.c) into the hand log. */
static void log_event(game_t *g, const ev_t *ev)
{
    char lines[EVTEXT_MAX_LINES][EVTEXT_LEN];
    evtext_who_t w = game_who(g);
    int n = evtext_log(&w, ev, lines, EVTEXT_MAX_LINES);
    for (int i = 0; i < n; i++)
        game_log(g, "%s", lines[i]);
}

/* The sound the event makes (evsound.c), played with this frame's. */
static void sound_of(game_t *g, const ev_t *ev)
{
    int id = evsound_for(ev, g->hero, g->speed > 0);
    if (id >= 0)
        g->sounds |= 1u << id;
}

/* The banner an event raises (its words from evtext.c), shown for dur seconds. */
static int banner_for(game_t *g, const ev_t *ev, double dur)
{
    char title[96], sub[128];
    evtext_who_t w = game_who(g);
    if (!evtext_banner(&w, ev, title, sizeof title, sub, sizeof sub))
        return 0;
    motion_banner(&g->mo, g->clock, title, sub, dur);
    return 1;
}

void planner_start(game_t *g, const ev_t *ev)
{
    tmodel_t *m = &g->shown;
    double now = g->clock;
    float sx, sy, bx, by;
    sound_of(g, ev);
    switch (ev->type) {
    case EV_TOURNAMENT_START:
        tmodel_apply(m, ev);
        log_event(g, ev);
        break;
    case EV_BUTTON_DRAW:
        tmodel_apply(m, ev);
        g->drawing = 1;
        if (ev->seat >= 0 && ev->seat < ENGINE_MAX_SEATS)
            g->draw_card[ev->seat] = ev->u.a.cards[0];
        if (ev->amount == 1) {
            g->draw_winner = ev->seat;
            g->draw_seat = ev->seat;
        }
        log_event(g, ev);
        g->busy_until = now + scaled(g, T.draw_card);
        break;
    case EV_HAND_START:
        if (g->n_people > 1 && game_hotseat(g) && g->owner >= 0) {
            g->owner = -1; /* a new hand: every private card off the table */
            game_refresh_private(g);
        }
        if (g->drawing && g->busy_until < now + scaled(g, T.draw_hold) && g->draw_winner >= 0 &&
            g->hands_seen == 0 && g->speed > 0) {
            /* let the draw be seen before the cards go in */
            g->draw_winner = -2;
            g->busy_until = now + scaled(g, T.draw_hold);
            game_queue_requeue_front(g, ev); /* start it again after the hold */
            return;
        }
        g->drawing = 0;
        tmodel_apply(m, ev);
        motion_new_hand(&g->mo);
        game_tell_shown(g, ev); /* a new hand: nothing won yet, the ledger's blinds */
        g->pre_checkfold = g->pre_callany = 0;
        log_event(g, ev);
        g->busy_until = now + scaled(g, T.hand_start);
        break;
    case EV_POST: {
        game_seat_xy(g, ev->seat, &sx, &sy);
        game_bet_xy(g, ev->seat, &bx, &by);
        if (ev->u.post.kind == POST_ANTE) /* antes go to the middle, where they are drawn */
            game_pot_xy(g, 0, 1, &bx, &by);
        double d = scaled(g, T.bet);
        if (d > 0) {
            motion_chips(&g->mo, sx, sy, bx, by, ev->amount, now, d);
            motion_defer(&g->mo, m, ev, now + d);
        } else {
            tmodel_apply(m, ev);
        }
        log_event(g, ev);
        g->busy_until = now + d * T.post_overlap;
        break;
    }
    case EV_HOLE_CARDS: {
        /* the whole deal at once: first card to every seat in deal order, then the second */
        ev_t batch[ENGINE_MAX_SEATS];
        int n = 0;
        batch[n++] = *ev;
        n = game_queue_take_run(g, EV_HOLE_CARDS, batch, n, ENGINE_MAX_SEATS);
        double gap = scaled(g, T.deal_gap), fl = scaled(g, T.deal_flight);
        double last = now;
        for (int r = 0; r < 2; r++)
            for (int i = 0; i < n; i++) {
                int seat = batch[i].seat;
                if (r == 0) {
                    tmodel_apply(m, &batch[i]);
                    g->mo.vis_cards[seat] = 0;
                    if (i == n - 1)
                        game_refresh_private(g);
                }
                if (fl <= 0) {
                    g->mo.vis_cards[seat] = 2;
                    continue;
                }
                fx_t *f = motion_fx(&g->mo, FX_CARD, now + (r * n + i) * gap, fl);
                if (!f) {
                    g->mo.vis_cards[seat] = 2;
                    continue;
                }
                f->seat = seat;
                f->card_index = r;
                f->x0 = LAYOUT_CX, f->y0 = LAYOUT_DEALER_Y;
                game_seat_xy(g, seat, &f->x1, &f->y1);
                last = f->start + fl;
            }
        for (int i = 0; i < n; i++)
            log_event(g, &batch[i]);
        g->busy_until = last;
        break;
    }
    case EV_DEAD_HAND:
        tmodel_apply(m, ev);
        log_event(g, ev);
        break;
    case EV_ACTION: {
        int act = ev->u.act.action;
        log_event(g, ev);
        if (act == CMD_FOLD) {
            double d = scaled(g, T.fold);
            if (d > 0) {
                fx_t *f = motion_fx(&g->mo, FX_MUCK, now, d);
                if (f) {
                    f->seat = ev->seat;
                    game_seat_xy(g, ev->seat, &f->x0, &f->y0);
                    f->x1 = LAYOUT_CX, f->y1 = LAYOUT_TABLE_CY - 40;
                }
                motion_defer(&g->mo, m, ev, now + d);
            } else {
                tmodel_apply(m, ev);
                g->mo.mucked[ev->seat] = 1;
            }
            g->busy_until = now + d + scaled(g, T.after_action);
        } else if (act == CMD_CHECK) {
            tmodel_apply(m, ev);
            g->busy_until = now + scaled(g, T.check);
        } else {
            game_seat_xy(g, ev->seat, &sx, &sy);
            game_bet_xy(g, ev->seat, &bx, &by);
            double d = scaled(g, T.bet);
            if (d > 0 && ev->u.act.added > 0) {
                motion_chips(&g->mo, sx, sy, bx, by, ev->u.act.added, now, d);
                motion_defer(&g->mo, m, ev, now + d);
            } else {
                tmodel_apply(m, ev);
            }
            g->busy_until = now + d + scaled(g, T.after_action);
        }
        break;
    }
    case EV_COLLECT: {
        /* every bet in front slides into the pots as they now stand */
        ev_t batch[TMODEL_MAX_POTS];
        int n = 0;
        batch[n++] = *ev;
        n = game_queue_take_run(g, EV_COLLECT, batch, n, TMODEL_MAX_POTS);
        double d = scaled(g, T.collect);
        int np = batch[n - 1].u.pot.n_pots > 0 ? batch[n - 1].u.pot.n_pots : n;
        for (int s = 0; s < m->n_seats && d > 0; s++) {
            if (m->seats[s].bet <= 0)
                continue;
            /* the newest pot this seat can win is where its last chips go */
            int target = 0;
            for (int i = 0; i < n; i++)
                if (batch[i].u.pot.eligible & (1u << s))
                    target = batch[i].u.pot.index;
            float px, py;
            game_bet_xy(g, s, &bx, &by);
            game_pot_xy(g, target, np, &px, &py);
            motion_chips(&g->mo, bx, by, px, py, m->seats[s].bet, now, d);
        }
        for (int i = 0; i < n; i++) {
            if (d > 0)
                motion_defer(&g->mo, m, &batch[i], now + d);
            else
                tmodel_apply(m, &batch[i]);
        }
        g->busy_until = now + d + scaled(g, T.after_collect);
        break;
    }
    case EV_STREET: {
        int from = m->n_board;
        tmodel_apply(m, ev);
        int to = m->n_board;
        if (g->mo.vis_board > from)
            g->mo.vis_board = from;
        double gap = scaled(g, T.flip_gap), d = scaled(g, T.flip);
        double end = now;
        for (int k = from; k < to; k++) {
            if (d <= 0) {
                g->mo.vis_board = to;
                break;
            }
            fx_t *f = motion_fx(&g->mo, FX_FLIP, now + (k - from) * gap, d);
            if (!f) {
                g->mo.vis_board = to;
                break;
            }
            f->card_index = k;
            f->card = m->board[k];
            end = f->start + d;
        }
        log_event(g, ev);
        g->busy_until = end + scaled(g, T.after_street);
        break;
    }
    case EV_UNCALLED: {
        game_bet_xy(g, ev->seat, &bx, &by);
        game_seat_xy(g, ev->seat, &sx, &sy);
        double d = scaled(g, T.bet);
        if (d > 0) {
            motion_chips(&g->mo, bx, by, sx, sy, ev->amount, now, d);
            motion_defer(&g->mo, m, ev, now + d);
        } else {
            tmodel_apply(m, ev);
        }
        log_event(g, ev);
        g->busy_until = now + d;
        break;
    }
    case EV_SHOW: {
        tmodel_apply(m, ev);
        double d = scaled(g, T.show);
        if (d > 0 && ev->seat != g->hero) {
            fx_t *f = motion_fx(&g->mo, FX_FLIP, now, d);
            if (f) {
                f->seat = ev->seat;
                f->card_index = -1;
                g->mo.flip_seat[ev->seat] = 1;
            }
        }
        log_event(g, ev);
        g->busy_until = now + d + scaled(g, ev->u.sh.allin ? T.after_show_allin : T.after_show);
        break;
    }
    case EV_MUCK:
        tmodel_apply(m, ev);
        g->mo.mucked[ev->seat] = 1;
        log_event(g, ev);
        g->busy_until = now + scaled(g, T.muck);
        break;
    case EV_POT: {
        int idx = ev->u.pot.index, np = ev->u.pot.n_pots > 0 ? ev->u.pot.n_pots : 1;
        float px, py;
        game_pot_xy(g, idx, np, &px, &py);
        double d = scaled(g, T.pot);
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (ev->u.pot.winners & (1u << s)) {
                int64_t amt = ev->u.pot.share + (s == ev->u.pot.odd_seat ? ev->u.pot.odd : 0);
                game_seat_xy(g, s, &sx, &sy);
                fx_t *f = d > 0 ? motion_chips(&g->mo, px, py, sx, sy, amt, now, d) : NULL;
                if (f)
                    f->pot = idx;
            }
        if (d > 0) {
            motion_defer(&g->mo, m, ev, now + d);
            if (idx >= 0 && idx < 32)
                g->mo.pots_gone |= 1u << idx; /* the pile leaves as its chips fly */
        } else {
            tmodel_apply(m, ev);
        }
        game_tell_shown(g, ev); /* the winners, their line, the pot's note */
        log_event(g, ev);
        g->busy_until = now + d + scaled(g, T.after_pot);
        break;
    }
    case EV_HAND_END:
        tmodel_apply(m, ev);
        g->hands_seen++;
        game_tell_shown(g, ev);
        break;
    case EV_LEVEL:
        tmodel_apply(m, ev);
        g->lv_start_hand = ev->hand_no;
        g->lv_hands = ev->u.lv.hands;
        g->lv_minutes = ev->u.lv.minutes;
        g->lv_is_break = ev->u.lv.is_break;
        banner_for(g, ev, ev->u.lv.is_break ? T.banner_break : T.banner_level);
        log_event(g, ev);
        break;
    case EV_COLOR_UP:
        tmodel_apply(m, ev);
        banner_for(g, ev, T.banner_colour_up);
        log_event(g, ev);
        g->busy_until = now + scaled(g, T.colour_up);
        break;
    case EV_RACE:
    case EV_DECLINE:
    case EV_ABSENT:
        tmodel_apply(m, ev);
        log_event(g, ev);
        break;
    case EV_REBUY:
    case EV_ADDON:
        tmodel_apply(m, ev);
        log_event(g, ev);
        break;
    case EV_ELIMINATED: {
        tmodel_apply(m, ev);
        int place = ev->u.el.place;
        banner_for(g, ev, T.banner_out);
        log_event(g, ev);
        game_tell_shown(g, ev); /* a place and its prize */
        int pi = game_person_at(g, ev->seat);
        if (pi >= 0) {
            game_person_t *p = &g->people[pi];
            p->busted = 1;
            p->place = place;
            p->prize = ev->u.el.prize;
            if (g->owner == pi)
                g->owner = -1;
            /* everyone who plays has busted: the watch-or-results question */
            int playing = 0;
            for (int i = 0; i < g->n_people; i++)
                playing += !g->people[i].busted && !g->people[i].left;
            if (playing == 0) {
                g->hero_busted = 1;
                g->hero_place = place;
                g->hero_prize = ev->u.el.prize;
            } else if (!game_hotseat(g)) {
                /* one person left: the screen is theirs from now on */
                for (int i = 0; i < g->n_people; i++)
                    if (!g->people[i].busted && !g->people[i].left) {
                        g->owner = i;
                        g->hero = g->people[i].seat;
                    }
            }
        }
        break;
    }
    case EV_TOURNAMENT_END: {
        tmodel_apply(m, ev);
        banner_for(g, ev, T.banner_champion);
        log_event(g, ev);
        game_tell_shown(g, ev); /* the champion, the hands played */
        if (ev->seat >= 0) {
            int pi = game_person_at(g, ev->seat);
            if (pi >= 0)
                g->people[pi].place = 1, g->people[pi].prize = ev->u.el.prize;
        }
        g->busy_until = now + scaled(g, T.champion);
        break;
    }
    default:
        tmodel_apply(m, ev);
        break;
    }
}
