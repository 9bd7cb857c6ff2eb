/* game_mtt.c — the game over a multi-table tournament (game_mtt.h). game.c keeps the pacing queue,
 * the planner, the intents and the effects; this file is the other table source: it feeds the
 * queue from the person's subscription, holds the tournament's own events until the table on
 * screen has caught up (a move resets the table then, with its banner), and plays the tournament
 * a bounded number of moments a step. */
#include "app/game_mtt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/game.h"
#include "app/i18n.h"
#include "engine/card.h"

/* Every motion's duration and pause: motion.c */
#define T MOTION_TIMINGS

static double scaled(const game_t *g, double t) { return t * g->speed; }

/* ---- lifecycle ------------------------------------------------------------------------------ */

game_t *game_mtt_create(const game_mtt_setup_t *su, char *err, size_t errlen)
{
    game_t *g = calloc(1, sizeof *g);
    game_mtt_t *M = calloc(1, sizeof *M);
    if (!g || !M) {
        free(g);
        free(M);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    M->st = su->st;
    M->mtt = su->mtt;
    tourney_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.seed = su->seed;
    cfg.n_players = su->players;
    cfg.table_size = su->table_size;
    cfg.structure = &M->st;
    cfg.mtt = &M->mtt;
    cfg.registry = su->registry;
    cfg.n_mix = su->n_mix;
    memcpy(cfg.mix, su->mix, sizeof cfg.mix);
    cfg.n_people = 1;
    cfg.people[0].entrant = su->entrant;
    snprintf(cfg.people[0].name, sizeof cfg.people[0].name, "%s", su->name);
    M->m = session_mtt_create(&cfg, err, errlen);
    if (!M->m) {
        free(g);
        free(M);
        return NULL;
    }
    M->person = su->entrant;
    M->sub = session_mtt_subscribe_player(M->m, M->person);
    const tourney_t *t = session_mtt_tourney(M->m);
    /* each level's start on the tournament clock, as the tournament counts it (R40) */
    int full = M->mtt.full_hand_seconds ? M->mtt.full_hand_seconds
                                        : M->mtt.hand_base_seconds + M->mtt.action_seconds * 2 * tourney_table_size(t);
    for (int i = 0; i < M->st.n_levels && i < STRUCT_MAX_LEVELS; i++) {
        const level_t *L = &M->st.levels[i];
        M->lvl_start[i + 1] = M->lvl_start[i] + (L->minutes ? (int64_t)L->minutes * 60 : (int64_t)L->hands * full);
    }
    g->mtt = M;
    game_init(g, tourney_table_size(t), su->seed, 0, su->structure_path);
    if (game_watch_screens(g) != 0) {
        snprintf(err, errlen, "out of memory");
        game_unwatch(g);
        session_mtt_destroy(M->m);
        free(M);
        free(g);
        return NULL;
    }
    g->sub = g->hh_sub = -1;
    game_person_t *p = &g->people[0];
    p->seat = 0;
    snprintf(p->name, sizeof p->name, "%s", tourney_player_name(t, M->person));
    p->colour = su->colour ? su->colour : game_person_colour(0);
    p->sub = -1;
    p->hand_no = -1;
    p->hole[0] = p->hole[1] = CARD_NONE;
    g->n_people = 1;
    g->owner = 0;
    return g;
}

void game_mtt_destroy(game_mtt_t *M)
{
    if (!M)
        return;
    session_mtt_destroy(M->m);
    free(M);
}

const tourney_t *game_mtt_tourney(const game_t *g) { return g->mtt ? session_mtt_tourney(g->mtt->m) : NULL; }

void game_mtt_estimate(const structure_t *st, const structure_mtt_t *mtt, int n, int table_size, double speed_scale,
                       int *hands, double *seconds_per_hand)
{
    int full = mtt->full_hand_seconds ? mtt->full_hand_seconds : mtt->hand_base_seconds + mtt->action_seconds * 2 * table_size;
    if (full <= 0)
        full = 1;
    int64_t chips = (int64_t)n * st->starting_stack, t = 0;
    for (int i = 0; i < st->n_levels; i++) {
        const level_t *L = &st->levels[i];
        if (!L->is_break && L->big_blind * 20 >= chips)
            break;
        t += L->minutes ? (int64_t)L->minutes * 60 : (int64_t)L->hands * full;
    }
    *hands = (int)(t / full) + 1;
    double S = table_size;
    double per = T.hand_pause + T.hand_start + 2 * S * T.deal_gap + T.deal_flight + 2 * T.bet +
                 1.5 * S * (T.think_min + T.think_spread / 2 + T.fold) + 2 * (T.collect + T.after_collect) +
                 3 * (T.flip + T.flip_gap) + T.after_street * 2 + T.pot + T.after_pot;
    *seconds_per_hand = per * speed_scale;
}

/* ---- the table source ------------------------------------------------------------------------ */

void game_mtt_wait(const game_t *g, session_wait_t *w)
{
    const game_mtt_t *M = g->mtt;
    memset(w, 0, sizeof *w);
    w->seat = -1;
    if (M->done) {
        w->kind = SESSION_WAIT_FINISHED;
        return;
    }
    tourney_wait_t tw;
    session_mtt_wait(M->m, &tw);
    if (tw.kind == TOURNEY_WAIT_NONE || tw.player != M->person || tw.table != M->table) {
        w->kind = SESSION_WAIT_NEXT_HAND; /* the tournament plays on by itself */
        return;
    }
    w->seat = tw.seat;
    if (tw.kind == TOURNEY_WAIT_ACTION) {
        w->kind = SESSION_WAIT_ACTION;
        w->legal = tw.legal;
    } else {
        w->kind = SESSION_WAIT_DECISION;
        w->rebuy_offer = tw.rebuy_offer;
        w->addon_offer = tw.addon_offer;
        w->must_decide = tw.must_decide;
        w->offer_chips = tw.addon_offer ? M->st.addon_chips : M->st.rebuy_chips;
        w->offer_cost = tw.addon_offer ? M->st.addon_cost : M->st.rebuy_cost;
    }
}

engine_reject_t game_mtt_submit(game_t *g, cmd_t c)
{
    game_mtt_t *M = g->mtt;
    tourney_wait_t tw;
    session_mtt_wait(M->m, &tw);
    if (tw.kind == TOURNEY_WAIT_NONE || tw.player != M->person)
        return REJ_NOT_YOUR_TURN;
    c.seat = tw.seat;
    return session_mtt_submit(M->m, M->person, c);
}

void game_mtt_view(const game_t *g, view_t *v)
{
    if (session_mtt_view(g->mtt->m, g->mtt->person, v) != 0) {
        /* between tables, or out: the table as it was last shown */
        memset(v, 0, sizeof *v);
        v->seat = -1;
        v->n_seats = g->n_seats;
        v->to_act = -1;
        v->phase = g->mtt->done ? PHASE_FINISHED : PHASE_BETWEEN_HANDS;
        for (int s = 0; s < g->n_seats && s < ENGINE_MAX_SEATS; s++) {
            const tmodel_seat_t *ts = &g->shown.seats[s];
            v->seats[s].occupied = ts->occupied;
            v->seats[s].eliminated = ts->eliminated;
            v->seats[s].stack = ts->stack;
            snprintf(v->seats[s].name, sizeof v->seats[s].name, "%s", ts->name);
        }
    }
}

const structure_t *game_mtt_structure(const game_t *g) { return &g->mtt->st; }

int game_mtt_level_at(const game_mtt_t *M, int64_t t)
{
    int i = 0;
    while (i + 1 < M->st.n_levels && M->lvl_start[i + 1] <= t)
        i++;
    return i;
}

int64_t game_mtt_break_in(const game_mtt_t *M, int64_t t)
{
    for (int i = game_mtt_level_at(M, t); i < M->st.n_levels; i++)
        if (M->st.levels[i].is_break)
            return M->lvl_start[i] > t ? M->lvl_start[i] - t : 0;
    return -1;
}

int64_t game_mtt_level_left_ms(const game_t *g)
{
    const game_mtt_t *M = g->mtt;
    int64_t now = tourney_now(session_mtt_tourney(M->m));
    int i = game_mtt_level_at(M, now);
    if (i + 1 >= M->st.n_levels)
        return -1; /* the last level lasts to the end */
    int64_t left = M->lvl_start[i + 1] - now;
    return (left > 0 ? left : 0) * 1000;
}

void game_mtt_pause(game_t *g, int on) { g->mtt->paused = on; }

int game_mtt_leave(game_t *g, char *err, size_t errlen)
{
    if (session_mtt_leave(g->mtt->m, g->mtt->person) != 0) {
        snprintf(err, errlen, "%s", _("the tournament has no seat of yours to hand over"));
        return -1;
    }
    return 0;
}

/* ---- events ---------------------------------------------------------------------------------- */

/* Keep the seat map of a hand being queued, for its names when it is shown. */
static void remember_hand(game_mtt_t *M, const session_mtt_ev_t *e)
{
    int k = M->names_next++ % GAME_MTT_NAMES;
    M->names[k].table = e->table;
    M->names[k].hand_no = e->ev.hand_no;
    memcpy(M->names[k].player, e->player, sizeof M->names[k].player);
}

void game_mtt_pull(game_t *g)
{
    game_mtt_t *M = g->mtt;
    const session_mtt_ev_t *e;
    while (!M->have_pending && (e = session_mtt_next_event(M->m, M->sub)) != NULL) {
        if (e->kind == SESSION_MTT_EV_TOURNEY) {
            /* shown when the table has caught up: a move resets it */
            M->pending = e->tev;
            M->have_pending = 1;
            break;
        }
        if (e->table != M->table)
            continue; /* the last word of a table the person has left (its hand's ranking) */
        const ev_t *ev = &e->ev;
        if (ev->type == EV_HAND_START)
            remember_hand(M, e);
        if (ev->type == EV_HOLE_CARDS && ev->seat == g->people[0].seat && card_valid(ev->u.a.cards[0]))
            M->hands_played++;
        if (game_queue_push(g, ev) != 0)
            tmodel_apply(&g->shown, ev); /* the screen is far behind: show the event at once */
        if (g->observe)
            g->observe(g->observe_ctx, g, ev);
    }
}

/* The table on screen becomes table `table`, the person at `seat` (0-based): its seats, names and
 * stacks as the person's view has them now; the next hand's events bring the rest. */
static void reset_table(game_t *g, int table, int seat)
{
    game_mtt_t *M = g->mtt;
    const tourney_t *t = session_mtt_tourney(M->m);
    int had = M->table;
    M->table = table;
    g->hero = seat;
    g->people[0].seat = seat;
    g->people[0].hole[0] = g->people[0].hole[1] = CARD_NONE;
    tmodel_t *m = &g->shown;
    int level = m->level_index, number = m->level_number;
    int64_t sb = m->sb, bb = m->bb, ante = m->ante;
    tmodel_init(m);
    m->level_index = level, m->level_number = number, m->sb = sb, m->bb = bb, m->ante = ante;
    m->n_seats = g->n_seats;
    m->started = 1;
    view_t v;
    if (session_mtt_view(M->m, M->person, &v) == 0) {
        for (int s = 0; s < g->n_seats && s < v.n_seats; s++) {
            tmodel_seat_t *ts = &m->seats[s];
            const view_seat_t *vs = &v.seats[s];
            if (!vs->occupied || vs->eliminated)
                continue;
            ts->occupied = 1;
            ts->stack = vs->stack + vs->in_pot; /* as the hand being dealt began */
            snprintf(ts->name, sizeof ts->name, "%s", vs->name);
        }
    } else {
        m->seats[seat].occupied = 1;
        snprintf(m->seats[seat].name, sizeof m->seats[seat].name, "%s", tourney_player_name(t, M->person));
    }
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        g->mo.vis_cards[s] = 0;
    g->drawing = 0;
    g->draw_seat = -1;
    g->thinking_seat = -1;
    g->next_hand_at = 0;
    if (had)
        M->table_changes++;
}

/* A tournament event, now that the table on screen has caught up with everything before it. */
static void show_tev(game_t *g, const tourney_ev_t *v)
{
    game_mtt_t *M = g->mtt;
    const tourney_t *t = session_mtt_tourney(M->m);
    char title[96], sub[128], rule[16] = "";
    if (v->rule)
        snprintf(rule, sizeof rule, " (R%d)", v->rule);
    int me = v->player == M->person;
    switch (v->type) {
    case TEV_SEATED:
    case TEV_MOVE:
        if (!me)
            break;
        if (v->to_table != M->table || v->to_seat - 1 != g->hero) {
            int first = M->table == 0;
            reset_table(g, v->to_table, v->to_seat - 1);
            if (first && v->type == TEV_SEATED && v->rule != 39)
                snprintf(title, sizeof title, _("Table %d, seat %d"), v->to_table, v->to_seat);
            else if (v->rule == 39)
                snprintf(title, sizeof title, _("The final table: seat %d"), v->to_seat);
            else if (v->rule == 36)
                snprintf(title, sizeof title, _("Your table breaks: table %d, seat %d"), v->to_table, v->to_seat);
            else
                snprintf(title, sizeof title, _("Moved to balance: table %d, seat %d"), v->to_table, v->to_seat);
            snprintf(sub, sizeof sub, "%s%s", v->reason, rule);
            motion_banner(&g->mo, g->clock, title, sub, T.banner_break + 1.0);
        }
        game_log(g, "%s%s", v->reason, rule);
        break;
    case TEV_SIT_OUT: /* booked when the hand ends: the banner came with the table's own event */
        if (me)
            game_log(g, "%s%s", v->reason, rule);
        break;
    case TEV_TABLE_BREAK:
        game_log(g, "%s%s", v->reason, rule);
        break;
    case TEV_HALT:
        game_log(g, "%s%s", v->reason, rule);
        break;
    case TEV_HAND_FOR_HAND_START:
    case TEV_HAND_FOR_HAND_END:
        M->hand_for_hand = v->type == TEV_HAND_FOR_HAND_START;
        snprintf(title, sizeof title, "%s", M->hand_for_hand ? _("Hand-for-hand") : _("Hand-for-hand ends"));
        snprintf(sub, sizeof sub, "%s%s", v->reason, rule);
        motion_banner(&g->mo, g->clock, title, sub, T.banner_break);
        game_log(g, "%s%s", v->reason, rule);
        break;
    case TEV_FINAL_TABLE:
        motion_banner(&g->mo, g->clock, _("The final table"), v->reason, T.banner_champion);
        game_log(g, "%s%s", v->reason, rule);
        break;
    case TEV_ELIMINATED:
        if (me) {
            tourney_result_t r;
            tourney_result(t, M->person, &r);
            g->people[0].busted = 1;
            g->people[0].place = r.place;
            g->people[0].prize = r.prize;
            g->hero_busted = 1;
            g->hero_place = r.place;
            g->hero_prize = r.prize;
            g->owner = -1;
        }
        break;
    case TEV_END:
        M->done = 1;
        game_log(g, "%s", v->reason);
        if (me) {
            g->people[0].place = 1;
            g->people[0].prize = v->prize;
        }
        break;
    default:
        break;
    }
}

int game_mtt_hold(game_t *g, const ev_t *front)
{
    if (g->speed <= 0 || g->fast_forward)
        return 0;
    if (front->type == EV_ACTION && front->seat != g->hero) {
        /* the bots at the person's table acted in the engine at once; they think on screen */
        if (g->thinking_seat != front->seat) {
            g->thinking_seat = front->seat;
            g->think_from = g->clock;
            g->think_until = g->clock + scaled(g, game_think_time(g, front->hand_no, front->seat));
        }
        if (g->clock < g->think_until)
            return 1;
        g->thinking_seat = -1;
        return 0;
    }
    if (front->type == EV_HAND_START && g->shown.hand_no > 0) {
        if (g->next_hand_at <= 0)
            g->next_hand_at = g->clock + scaled(g, T.hand_pause);
        if (g->clock < g->next_hand_at)
            return 1;
        g->next_hand_at = 0;
    }
    return 0;
}

void game_mtt_shown(game_t *g, const ev_t *ev)
{
    game_mtt_t *M = g->mtt;
    if (ev->type == EV_OUT_OF_HAND) {
        /* the person just moved here is not dealt this hand (R36): said as the hand is dealt */
        const tourney_t *t = session_mtt_tourney(M->m);
        int seat = -1;
        if (tourney_player_table(t, M->person, &seat) == M->table && seat == ev->seat) {
            M->sits_out = 1;
            motion_banner(&g->mo, g->clock, _("You sit out this hand"), _("Between the small blind and the button (R36)"),
                          T.banner_break);
        }
        return;
    }
    if (ev->type != EV_HAND_START)
        return;
    M->sits_out = 0;
    const tourney_t *t = session_mtt_tourney(M->m);
    for (int k = 0; k < GAME_MTT_NAMES; k++) {
        if (M->names[k].table != M->table || M->names[k].hand_no != ev->hand_no)
            continue;
        /* who sits where this hand: arrivals get their plates, those gone leave an empty seat */
        for (int s = 0; s < g->n_seats; s++) {
            tmodel_seat_t *ts = &g->shown.seats[s];
            int p = M->names[k].player[s];
            if (p < 0) {
                memset(ts, 0, sizeof *ts);
                ts->last_action = CMD_NONE;
                continue;
            }
            const char *name = tourney_player_name(t, p);
            if (strcmp(ts->name, name) != 0) {
                memset(ts, 0, sizeof *ts);
                ts->last_action = CMD_NONE;
                snprintf(ts->name, sizeof ts->name, "%s", name);
            }
        }
        M->names[k].table = 0;
        break;
    }
}

void game_mtt_count_field(game_t *g, int force)
{
    game_mtt_t *M = g->mtt;
    game_mtt_field_t *f = &M->field;
    const tourney_t *t = session_mtt_tourney(M->m);
    if (!force && f->counted && tourney_now(t) - f->at < GAME_MTT_FIELD_EVERY && f->hands == M->hands_played)
        return;
    f->counted = 1;
    f->at = tourney_now(t);
    f->hands = M->hands_played;
    f->entrants = tourney_players(t);
    f->left = tourney_players_left(t);
    f->paid = tourney_places_paid(t);
    f->mine = 0;
    view_t v;
    if (tourney_player_table(t, M->person, NULL) > 0 && session_mtt_view(M->m, M->person, &v) == 0 && v.seat >= 0)
        f->mine = v.seats[v.seat].stack + v.seats[v.seat].in_pot;
    int64_t chips = 0, largest = 0;
    int above = 0;
    for (int tb = 1; tb <= tourney_tables(t); tb++) {
        const engine_t *e = tourney_table_engine(t, tb);
        if (!e || tourney_table_count(t, tb) < 0)
            continue;
        engine_view(e, -1, &v);
        for (int s = 0; s < v.n_seats; s++) {
            const view_seat_t *vs = &v.seats[s];
            if (!vs->occupied || vs->eliminated)
                continue;
            int64_t c = vs->stack + vs->in_pot;
            chips += c;
            if (c > largest)
                largest = c;
            if (c > f->mine)
                above++;
        }
    }
    f->avg = f->left > 0 ? chips / f->left : 0;
    f->largest = largest;
    f->rank = f->mine > 0 ? above + 1 : 0;
    /* the ladder: the last paid place's prize, the prize now (in the money) and the next jump */
    const mtt_tier_t *tier = M->mtt.n_tiers ? structure_mtt_tier_for(&M->mtt, f->entrants) : NULL;
    int64_t pool = tourney_prize_pool(t);
    f->min_cash = f->now_prize = f->next_prize = 0;
    f->next_place = 0;
    if (tier) {
        f->min_cash = pool * structure_mtt_place_bp(tier, f->paid) / 10000;
        int from = f->left <= f->paid ? f->left : f->paid + 1;
        f->now_prize = from <= f->paid ? pool * structure_mtt_place_bp(tier, from) / 10000 : 0;
        for (int p = from - 1; p >= 1; p--) {
            int64_t prize = pool * structure_mtt_place_bp(tier, p) / 10000;
            if (prize > f->now_prize) {
                f->next_place = p;
                f->next_prize = prize;
                break;
            }
        }
    }
}

/* ---- the step ---------------------------------------------------------------------------------- */

void game_mtt_drive(game_t *g)
{
    game_mtt_t *M = g->mtt;
    if (g->no_drive || M->paused)
        return;
    /* the person's own bust is seen at every speed: the table waits on "watch or results" */
    if (g->hero_busted && g->watch_choice == 0 && game_idle(g))
        return;
    game_mtt_count_field(g, 0);
    int fast = g->speed <= 0 || g->fast_forward;
    int budget = fast && (g->hero_busted || g->playing_out) ? GAME_MTT_MOMENTS_FAST : GAME_MTT_MOMENTS_SHOWN;
    for (int i = 0; i < budget; i++) {
        if (!game_idle(g))
            return;
        if (M->have_pending) {
            M->have_pending = 0;
            show_tev(g, &M->pending);
            game_mtt_pull(g);
            continue;
        }
        if (M->done)
            return;
        if (g->hero_busted && g->watch_choice == 0)
            return;
        tourney_wait_t w;
        session_mtt_wait(M->m, &w);
        if (w.kind != TOURNEY_WAIT_NONE) {
            if (w.player == M->person && w.kind == TOURNEY_WAIT_ACTION && (g->pre_checkfold || g->pre_callany)) {
                /* pre-actions chosen while others acted */
                cmd_t c = {g->pre_checkfold ? (w.legal.can_check ? CMD_CHECK : CMD_FOLD)
                                            : (w.legal.can_check ? CMD_CHECK : CMD_CALL),
                           w.seat, 0};
                g->pre_checkfold = g->pre_callany = 0;
                if (session_mtt_submit(M->m, M->person, c) == REJ_OK) {
                    game_mtt_pull(g);
                    continue;
                }
            }
            return; /* the person's turn: nothing moves (R40) */
        }
        session_mtt_step_t r = session_mtt_step(M->m);
        game_mtt_pull(g);
        if (r == SESSION_MTT_FINISHED) {
            /* TEV_END says so in its turn (pending now); with nothing left to show it is over */
            if (!M->have_pending)
                M->done = 1;
            return;
        }
        if (r == SESSION_MTT_ERROR) {
            snprintf(M->error, sizeof M->error, "%s", session_mtt_error(M->m));
            game_log(g, _("The tournament stopped: %s"), M->error);
            M->done = 1;
            return;
        }
    }
}
