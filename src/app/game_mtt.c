/* game_mtt.c — the game over a multi-table tournament (game_mtt.h). game.c keeps the pacing queue,
 * the planner, the intents and the effects; this file is the other table source: it feeds the
 * queue from the person's subscription, holds the tournament's own events until the table on
 * screen has caught up (a move resets the table then, with its banner), and plays the tournament
 * a bounded number of moments a step. */
#define _POSIX_C_SOURCE 200809L
#include "app/game_mtt.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/game.h"
#include "app/i18n.h"
#include "engine/card.h"
#include "engine/keep.h"
#include "session/subs.h"

/* Every motion's duration and pause: motion.c */
#define T MOTION_TIMINGS

static double scaled(const game_t *g, double t) { return t * g->speed; }

/* ---- lifecycle ------------------------------------------------------------------------------ */

/* Every table's events as they happen (a trusted observer): a hand of the person's table ended,
 * so the autosave is due once the moment or the command is through. */
static void on_any_table(void *ctx, int table, const ev_t *ev, const int *player)
{
    game_mtt_t *M = ctx;
    (void)table;
    if (ev->type != EV_HAND_END)
        return;
    int S = tourney_table_size(session_mtt_tourney(M->m));
    for (int s = 0; s < S && s < ENGINE_MAX_SEATS; s++)
        if (player[s] >= 0 && game_mtt_person_of(M, player[s]) >= 0)
            M->save_due = 1;
}

int game_mtt_person_of(const game_mtt_t *M, int entrant)
{
    for (int i = 0; i < M->n_people; i++)
        if (M->people[i].entrant == entrant)
            return i;
    return -1;
}

int game_mtt_acting(const game_mtt_t *M)
{
    tourney_wait_t tw;
    session_mtt_wait(M->m, &tw);
    return tw.kind == TOURNEY_WAIT_NONE ? -1 : game_mtt_person_of(M, tw.player);
}

/* The tournament's half of the table source, as game.c reaches it (game_state.h). */
static const game_mtt_ops_t mtt_ops = {
    .destroy = game_mtt_destroy,
    .save = game_mtt_save,
    .pull = game_mtt_pull,
    .drive = game_mtt_drive,
    .hold = game_mtt_hold,
    .shown = game_mtt_shown,
    .intent = game_mtt_away_intent,
    .leave = game_mtt_leave,
    .wait = game_mtt_wait,
    .submit = game_mtt_submit,
    .view = game_mtt_view,
    .structure = game_mtt_structure,
    .level_left_ms = game_mtt_level_left_ms,
    .pause = game_mtt_pause,
};

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
    /* the built-in structure is given as none, so a journal of it needs no structure file */
    cfg.structure = su->structure_path[0] ? &M->st : NULL;
    cfg.mtt = su->structure_path[0] ? &M->mtt : NULL;
    cfg.on_table_event = on_any_table;
    cfg.ctx = M;
    cfg.registry = su->registry;
    cfg.n_mix = su->n_mix;
    memcpy(cfg.mix, su->mix, sizeof cfg.mix);
    int n_people = su->n_people > 1 ? su->n_people : 1;
    if (n_people > GAME_MTT_PEOPLE) {
        snprintf(err, errlen, "people: a tournament seats 1 to %d people, got %d", GAME_MTT_PEOPLE, n_people);
        free(g);
        free(M);
        return NULL;
    }
    cfg.n_people = n_people;
    uint32_t colour[GAME_MTT_PEOPLE];
    for (int i = 0; i < n_people; i++) {
        cfg.people[i].entrant = su->n_people > 1 ? su->people[i].entrant : su->entrant;
        snprintf(cfg.people[i].name, sizeof cfg.people[i].name, "%s", su->n_people > 1 ? su->people[i].name : su->name);
        colour[i] = su->n_people > 1 ? su->people[i].colour : su->colour;
    }
    M->people = calloc((size_t)n_people, sizeof *M->people);
    M->m = M->people ? session_mtt_create(&cfg, err, errlen) : NULL;
    if (!M->m) {
        if (!M->people)
            snprintf(err, errlen, "out of memory");
        free(M->people);
        free(g);
        free(M);
        return NULL;
    }
    M->n_people = n_people;
    for (int i = 0; i < n_people; i++) {
        game_mtt_person_t *P = &M->people[i];
        P->entrant = cfg.people[i].entrant;
        P->sub = session_mtt_subscribe_player(M->m, P->entrant);
        P->hh_sub = -1;
        P->g = g;
    }
    M->at = 0;
    M->person = M->people[0].entrant;
    M->sub = M->people[0].sub;
    const tourney_t *t = session_mtt_tourney(M->m);
    /* each level's start on the tournament clock, as the tournament counts it (R40) */
    int full = M->mtt.full_hand_seconds ? M->mtt.full_hand_seconds
                                        : M->mtt.hand_base_seconds + M->mtt.action_seconds * 2 * tourney_table_size(t);
    for (int i = 0; i < M->st.n_levels && i < STRUCT_MAX_LEVELS; i++) {
        const level_t *L = &M->st.levels[i];
        M->lvl_start[i + 1] = M->lvl_start[i] + (L->minutes ? (int64_t)L->minutes * 60 : (int64_t)L->hands * full);
    }
    g->mtt = M;
    g->mtt_ops = &mtt_ops;
    game_mtt_away_init(g);
    game_init(g, tourney_table_size(t), su->seed, 0, su->structure_path);
    if (game_watch_screens(g) != 0) {
        snprintf(err, errlen, "out of memory");
        game_unwatch(g);
        session_mtt_destroy(M->m);
        free(M->people);
        free(M);
        free(g);
        return NULL;
    }
    g->sub = g->hh_sub = -1;
    for (int i = 0; i < n_people; i++) {
        game_person_t *p = &g->people[i];
        p->seat = i == 0 ? 0 : -1; /* hot-seat: a seat only at the table on screen */
        snprintf(p->name, sizeof p->name, "%s", tourney_player_name(t, M->people[i].entrant));
        p->colour = colour[i] ? colour[i] : game_person_colour(i);
        p->sub = -1;
        p->hand_no = -1;
        p->hole[0] = p->hole[1] = CARD_NONE;
    }
    g->n_people = n_people;
    g->owner = 0;
    mtt_show_init(g);
    return g;
}

void game_mtt_destroy(game_mtt_t *M)
{
    if (!M)
        return;
    if (M->journal) {
        char err[512];
        tj_commit(M->journal, err, sizeof err); /* what was played since the last hand's end */
        tj_destroy(M->journal);
    }
    free(M->rbuf);
    for (int i = 0; i < M->n_people; i++) {
        game_mtt_hh_t *h = &M->people[i].hh;
        if (h->w) {
            /* quitting: the hand waiting for the next one (who left and joined in it) and the
             * hand in play are not written; a Continue writes them whole */
            M->hh_quitting = 1;
            hh_destroy(h->w);
            free(h->held);
        }
    }
    session_mtt_destroy(M->m);
    for (int i = 0; i < M->n_people; i++) {
        free(M->people[i].cur);
        free(M->people[i].prev);
    }
    free(M->people);
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
    engine_reject_t r = session_mtt_submit(M->m, M->person, c);
    if (r == REJ_OK && M->save_due)
        game_mtt_save(g);
    return r;
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

/* Person k is out: their place and prize on the plate and the results; once every person is
 * out, nobody's seat is on the screen any more (hot-seat: the others play on). */
static void person_out(game_t *g, int k, const tourney_result_t *r)
{
    g->people[k].busted = 1;
    g->people[k].place = r->place;
    g->people[k].prize = r->prize;
    if (g->owner == k)
        g->owner = -1;
    if (g->handoff == k)
        g->handoff = -1;
    int playing = 0;
    for (int i = 0; i < g->n_people; i++)
        playing += !g->people[i].busted && !g->people[i].left;
    if (playing > 0)
        return;
    g->hero_busted = 1;
    g->hero_place = r->place;
    g->hero_prize = r->prize;
    g->owner = -1;
    game_mtt_away_out(g);
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

static void hh_take_ev(game_mtt_person_t *P, const session_mtt_ev_t *e);

static void pull_people(game_t *g);

void game_mtt_pull(game_t *g)
{
    game_mtt_t *M = g->mtt;
    const session_mtt_ev_t *e;
    if (M->show.stopped)
        return; /* a headless picture's moment: nothing after it */
    mtt_show_pull(g);
    if (M->n_people > 1) {
        pull_people(g);
        return;
    }
    for (int i = 0; i < M->n_people; i++) {
        game_mtt_person_t *P = &M->people[i];
        if (P->hh_sub >= 0)
            while ((e = session_mtt_next_event(M->m, P->hh_sub)) != NULL)
                hh_take_ev(P, e);
    }
    int sub = game_mtt_away_sub(g); /* the person's, or the table watched after their bust */
    while (!M->have_pending && (e = session_mtt_next_event(M->m, sub)) != NULL) {
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

/* Hot-seat: each person's seat at the table on screen as the tournament has it now (-1: they sit
 * at another table, or are out). */
static void seats_at_screen(game_t *g)
{
    game_mtt_t *M = g->mtt;
    const tourney_t *t = session_mtt_tourney(M->m);
    for (int i = 0; i < M->n_people; i++) {
        int seat = -1, table = tourney_player_table(t, M->people[i].entrant, &seat);
        g->people[i].seat = table == M->table && table > 0 ? seat : -1;
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
    g->people[M->at].seat = seat;
    if (M->n_people == 1)
        g->people[0].hole[0] = g->people[0].hole[1] = CARD_NONE;
    else
        seats_at_screen(g);
    tmodel_t *m = &g->shown;
    view_t v;
    if (session_mtt_view(M->m, M->person, &v) == 0) {
        tmodel_reseat(m, g->n_seats, &v, 0);
    } else {
        tmodel_reseat(m, g->n_seats, NULL, 0);
        m->seats[seat].occupied = 1;
        snprintf(m->seats[seat].name, sizeof m->seats[seat].name, "%s", tourney_player_name(t, M->person));
    }
    game_table_fresh(g);
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
    game_mtt_away_tev(g, v); /* away's return, the table watched after the bust */
    int me = v->player == M->person;
    switch (v->type) {
    case TEV_SEATED:
    case TEV_MOVE:
        if (!me)
            break;
        if (v->to_table != M->table || v->to_seat - 1 != g->hero) {
            int first = M->table == 0;
            reset_table(g, v->to_table, v->to_seat - 1);
            mtt_show_person_moved(g, v, !first);
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
            mtt_show_move_banner(g, title, sub);
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
        snprintf(M->show.final_reason, sizeof M->show.final_reason, "%s", v->reason);
        mtt_show_final_table(g);
        if (M->show.redraw_from >= 0) /* the banner once the redraw is seen */
            snprintf(M->final_banner, sizeof M->final_banner, "%s", v->reason);
        else
            motion_banner(&g->mo, g->clock, _("The final table"), v->reason, T.banner_champion);
        game_log(g, "%s%s", v->reason, rule);
        break;
    case TEV_ELIMINATED:
        if (game_mtt_person_of(M, v->player) >= 0) {
            tourney_result_t r;
            tourney_result(t, v->player, &r);
            person_out(g, game_mtt_person_of(M, v->player), &r);
        }
        break;
    case TEV_END:
        M->done = 1;
        game_log(g, "%s", v->reason);
        if (game_mtt_person_of(M, v->player) >= 0) {
            g->people[game_mtt_person_of(M, v->player)].place = 1;
            g->people[game_mtt_person_of(M, v->player)].prize = v->prize;
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
    if (mtt_show_hold(g, front))
        return 1;
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
    if (ev->type == EV_HAND_END)
        mtt_show_hand_end(g);
    if (ev->type != EV_HAND_START)
        return;
    M->sits_out = 0;
    const tourney_t *t = session_mtt_tourney(M->m);
    char was[ENGINE_MAX_SEATS][ENGINE_NAME_LEN];
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        snprintf(was[s], sizeof was[s], "%s", g->shown.seats[s].name);
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
            if (M->n_people > 1 && game_mtt_person_of(M, p) >= 0)
                g->people[game_mtt_person_of(M, p)].seat = s; /* who sits where, as this hand is shown */
            const char *name = tourney_player_name(t, p);
            if (strcmp(ts->name, name) != 0) {
                memset(ts, 0, sizeof *ts);
                ts->last_action = CMD_NONE;
                snprintf(ts->name, sizeof ts->name, "%s", name);
            }
        }
        M->names[k].table = 0;
        mtt_show_hand_start(g, was);
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
    mtt_show_count(g);
}

/* ---- hot-seat: several people, the screen at the table of whoever acts ------------------------- */

/* The hand in play at person P's table, kept from its start. */
static void cur_push(game_mtt_person_t *P, const session_mtt_ev_t *e)
{
    if (e->kind != SESSION_MTT_EV_TABLE)
        return;
    if (e->ev.type == EV_HAND_START && P->cur_n > 0) {
        session_mtt_ev_t *x = P->prev;
        int cap = P->prev_cap;
        P->prev = P->cur, P->prev_n = P->cur_n, P->prev_cap = P->cur_cap;
        P->cur = x, P->cur_cap = cap, P->cur_n = 0;
    }
    if (P->cur_n == P->cur_cap) {
        int cap = P->cur_cap ? P->cur_cap * 2 : 64;
        session_mtt_ev_t *n = realloc(P->cur, (size_t)cap * sizeof *n);
        if (!n)
            return;
        P->cur = n;
        P->cur_cap = cap;
    }
    P->cur[P->cur_n++] = *e;
}

/* Person k's own cards, from their own subscription: kept aside until the screen is theirs. */
static void take_hole(game_t *g, int k, const session_mtt_ev_t *e)
{
    game_mtt_t *M = g->mtt;
    const ev_t *ev = &e->ev;
    if (e->kind != SESSION_MTT_EV_TABLE || ev->type != EV_HOLE_CARDS || ev->seat < 0 || ev->seat >= ENGINE_MAX_SEATS ||
        e->player[ev->seat] != M->people[k].entrant || !card_valid(ev->u.a.cards[0]))
        return;
    game_person_t *p = &g->people[k];
    p->hole[0] = ev->u.a.cards[0];
    p->hole[1] = ev->u.a.cards[1];
    p->hand_no = ev->hand_no;
    if (++M->people[k].hands > M->hands_played)
        M->hands_played = M->people[k].hands;
}

/* An event of the table on screen into the pacing queue, with no hole cards in it: the table
 * follows the public view, and the screen owner's cards are put on it by game_refresh_private. */
static void queue_public(game_t *g, const session_mtt_ev_t *e)
{
    game_mtt_t *M = g->mtt;
    ev_t ev = e->ev;
    if (ev.type == EV_HAND_START)
        remember_hand(M, e);
    subs_hide(&ev, SUBS_SEE_NONE); /* the one privacy filter (session/subs.h) */
    if (game_queue_push(g, &ev) != 0)
        tmodel_apply(&g->shown, &ev);
    if (g->observe)
        g->observe(g->observe_ctx, g, &ev);
}

/* A tournament event about person k while another person's table is on screen. */
static void person_tev(game_t *g, int k, const tourney_ev_t *v)
{
    game_mtt_t *M = g->mtt;
    if (v->player != M->people[k].entrant)
        return;
    if (v->type == TEV_ELIMINATED) {
        tourney_result_t r;
        tourney_result(session_mtt_tourney(M->m), v->player, &r);
        person_out(g, k, &r);
        game_log(g, "%s", v->reason);
    } else if (v->type == TEV_END) {
        g->people[k].place = 1;
        g->people[k].prize = v->prize;
    }
}

static void pull_people(game_t *g)
{
    game_mtt_t *M = g->mtt;
    const session_mtt_ev_t *e;
    for (int i = 0; i < M->n_people; i++) {
        game_mtt_person_t *P = &M->people[i];
        if (P->hh_sub >= 0)
            while ((e = session_mtt_next_event(M->m, P->hh_sub)) != NULL)
                hh_take_ev(P, e);
        if (i == M->at)
            continue;
        while ((e = session_mtt_next_event(M->m, P->sub)) != NULL) {
            if (e->kind == SESSION_MTT_EV_TOURNEY) {
                person_tev(g, i, &e->tev);
                continue;
            }
            cur_push(P, e);
            take_hole(g, i, e);
        }
    }
    game_mtt_person_t *P = &M->people[M->at];
    while (!M->have_pending && (e = session_mtt_next_event(M->m, M->sub)) != NULL) {
        if (e->kind == SESSION_MTT_EV_TOURNEY) {
            M->pending = e->tev; /* shown when the table has caught up: a move resets it */
            M->have_pending = 1;
            break;
        }
        cur_push(P, e);
        take_hole(g, M->at, e);
        if (e->table == M->table)
            queue_public(g, e);
    }
}

/* The screen goes to person k, whom the tournament waits on: their table (reset as for a move
 * when it is another, its hand in play put on it at once, behind the hand-off screen), then the
 * hand-off names them and the table; nothing private is on the table until they say they are
 * at the screen. */
static void screen_to(game_t *g, int k)
{
    game_mtt_t *M = g->mtt;
    game_mtt_person_t *P = &M->people[k];
    const tourney_t *t = session_mtt_tourney(M->m);
    int seat = -1, table = tourney_player_table(t, P->entrant, &seat);
    if (table <= 0)
        return;
    if (g->owner >= 0) {
        g->owner = -1;
        game_refresh_private(g);
    }
    M->at = k;
    M->person = P->entrant;
    M->sub = P->sub;
    if (table != M->table) {
        int changes = M->table_changes; /* a move of the screen, not of anyone at a table */
        reset_table(g, table, seat);
        M->table_changes = changes;
        M->switches++;
        if (P->cur_n > 0 && P->cur[0].table == table && P->cur[0].ev.type == EV_HAND_START) {
            if (!M->catch_up) {
                M->catch_up = 1;
                M->catch_speed = g->speed;
            }
            g->speed = 0;
            for (int i = 0; i < P->cur_n; i++)
                queue_public(g, &P->cur[i]);
        }
        game_log(g, _("Table %d: %s to act."), table, g->people[k].name);
    }
    seats_at_screen(g);
    if (game_hotseat(g)) {
        g->handoff = k;
    } else {
        g->owner = k;
        g->hero = g->people[k].seat;
        game_refresh_private(g);
    }
}

/* The tournament waits on a person: is the screen theirs yet? 1 = it goes to them now. */
static int hot_turn(game_t *g, const tourney_wait_t *w)
{
    game_mtt_t *M = g->mtt;
    int k = game_mtt_person_of(M, w->player);
    if (k < 0 || M->have_pending)
        return 0;
    if (k == M->at && (g->owner == k || g->handoff == k))
        return 0;
    if (k == M->at && !game_hotseat(g) && g->owner < 0) {
        g->owner = k; /* the last person playing: the screen is theirs */
        g->hero = g->people[k].seat;
        game_refresh_private(g);
        return 0;
    }
    screen_to(g, k);
    return 1;
}

/* ---- the step ---------------------------------------------------------------------------------- */

static int hot_turn(game_t *g, const tourney_wait_t *w);

static int64_t drive_clock_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

/* While the person's table shows a hand, the moments that end before that hand ends in tournament
 * time touch nothing of it (no event reaches its seats before then): they may be played ahead. */
static int may_play_ahead(game_t *g)
{
    game_mtt_t *M = g->mtt;
    if (M->done || g->hero_busted)
        return 0;
    const tourney_t *t = session_mtt_tourney(M->m);
    tourney_wait_t w;
    session_mtt_wait(M->m, &w);
    if (w.kind != TOURNEY_WAIT_NONE)
        return 0;
    int64_t mine = tourney_table_until(t, tourney_player_table(t, M->person, NULL)), next = tourney_next_moment(t);
    return mine >= 0 && next >= 0 && next < mine;
}

/* Play the other tables until budget_us is spent: moments in slices of GAME_MTT_SLICE_UNITS,
 * the clock read between slices (the tournament never reads one). Returns 1 when the time ran
 * out with nothing for the person's table to show (it waits on the others), else 0. */
static int drive_for(game_t *g, int64_t budget_us)
{
    game_mtt_t *M = g->mtt;
    int64_t t0 = drive_clock_us();
    for (int i = 0;; i++) {
        if (M->show.stopped)
            return 0; /* a headless picture's moment: nothing after it */
        if (M->fixed_slices > 0 ? i >= M->fixed_slices : i > 0 && drive_clock_us() - t0 >= budget_us)
            return game_idle(g) && !M->have_pending && !M->done;
        /* a moment partly played is played on first: nobody can act until it is whole */
        if (!session_mtt_moment_open(M->m) && !game_idle(g)) {
            if (!may_play_ahead(g))
                return 0;
        } else if (!session_mtt_moment_open(M->m)) {
            if (M->have_pending) {
                M->have_pending = 0;
                show_tev(g, &M->pending);
                game_mtt_pull(g);
                continue;
            }
            if (M->done)
                return 0;
            if (g->hero_busted && g->watch_choice == 0)
                return 0;
            tourney_wait_t w;
            session_mtt_wait(M->m, &w);
            if (w.kind != TOURNEY_WAIT_NONE) {
                if (M->n_people > 1 && hot_turn(g, &w))
                    return 0; /* the screen goes to the person to act first */
                if (w.player == M->person && w.kind == TOURNEY_WAIT_ACTION && (g->pre_checkfold || g->pre_callany)) {
                    /* pre-actions chosen while others acted */
                    cmd_t c = {g->pre_checkfold ? (w.legal.can_check ? CMD_CHECK : CMD_FOLD)
                                                : (w.legal.can_check ? CMD_CHECK : CMD_CALL),
                               w.seat, 0};
                    g->pre_checkfold = g->pre_callany = 0;
                    if (session_mtt_submit(M->m, M->person, c) == REJ_OK) {
                        if (M->save_due)
                            game_mtt_save(g);
                        game_mtt_pull(g);
                        continue;
                    }
                }
                return 0; /* the person's turn: nothing moves (R40) */
            }
        }
        session_mtt_step_t r = session_mtt_step_some(M->m, GAME_MTT_SLICE_UNITS);
        if (r == SESSION_MTT_MORE) { /* the journal is committed on whole moments only */
            game_mtt_pull(g);
            continue;
        }
        if (M->save_due || r == SESSION_MTT_FINISHED)
            game_mtt_save(g);
        game_mtt_pull(g);
        if (r == SESSION_MTT_FINISHED) {
            /* TEV_END says so in its turn (pending now); with nothing left to show it is over */
            if (!M->have_pending)
                M->done = 1;
            return 0;
        }
        if (r == SESSION_MTT_ERROR) {
            snprintf(M->error, sizeof M->error, "%s", session_mtt_error(M->m));
            game_log(g, _("The tournament stopped: %s"), M->error);
            M->done = 1;
            return 0;
        }
    }
}

void game_mtt_drive(game_t *g)
{
    game_mtt_t *M = g->mtt;
    mtt_show_step(g);
    if (M->show.stopped)
        return; /* a headless picture's moment: nothing after it */
    if (g->no_drive || M->paused) {
        M->behind_steps = 0;
        return;
    }
    /* the person's own bust is seen at every speed: the table waits on "watch or results" (a
     * moment partly played is finished first: until then nobody can be asked anything) */
    if (g->hero_busted && g->watch_choice == 0 && game_idle(g) && !session_mtt_moment_open(M->m)) {
        M->behind_steps = 0;
        return;
    }
    if (M->catch_up && game_idle(g)) {
        /* another person's table is on screen as it stands: back to the speed of play */
        M->catch_up = 0;
        g->speed = M->catch_speed;
        g->sounds = 0;
    }
    int64_t t0 = drive_clock_us();
    game_mtt_count_field(g, 0); /* every table's engine, now and then: taken from the step's budget */
    int fast = g->speed <= 0 || g->fast_forward;
    int64_t budget = fast || g->hero_busted || g->playing_out ? GAME_MTT_BUDGET_FAST_US : GAME_MTT_BUDGET_US;
    budget -= drive_clock_us() - t0;
    if (drive_for(g, budget > 0 ? budget : 0))
        M->behind_steps++;
    else
        M->behind_steps = 0;
    int64_t took = drive_clock_us() - t0;
    if (took > M->drive_us_max)
        M->drive_us_max = took;
}

int game_mtt_catching_up(const game_t *g)
{
    return g->mtt && g->mtt->behind_steps >= GAME_MTT_BEHIND_STEPS;
}

/* ---- the autosave: the journal, and continuing from it -------------------------------------- */

static void write_info(game_t *g)
{
    game_mtt_t *M = g->mtt;
    const tourney_t *t = session_mtt_tourney(M->m);
    view_t v;
    int level = 1;
    if (session_mtt_view(M->m, M->person, &v) == 0 && v.level_number > 0)
        level = v.level_number;
    else
        level = g->shown.level_number > 0 ? g->shown.level_number : 1;
    tourney_result_t r;
    tourney_result(t, M->person, &r);
    char text[256];
    int n = snprintf(text, sizeof text,
                     "felt-mtt-info 1\nid %llu\nentrants %d\nlevel %d\nhand %d\nleft %d\nbusted %d\nstarted %lld\n",
                     (unsigned long long)tourney_id(t), tourney_players(t), level, M->hands_played,
                     tourney_players_left(t), M->n_people > 1 ? g->hero_busted : r.place > 0, (long long)M->hh_started);
    char err[512];
    keep_write(M->info_path, text, (size_t)n, 0, err, sizeof err); /* a line for the start screen only */
}

int game_mtt_keep(game_t *g, const char *save_path, const char *structure_text, size_t structure_len, char *err,
                  size_t errlen)
{
    game_mtt_t *M = g->mtt;
    M->journal = session_mtt_journal_create(M->m, save_path, structure_text, structure_len, 0, err, errlen);
    if (!M->journal)
        return -1;
    snprintf(g->save_path, sizeof g->save_path, "%s", save_path);
    snprintf(M->info_path, sizeof M->info_path, "%s.info", save_path);
    write_info(g);
    return 0;
}

int game_mtt_save(game_t *g)
{
    game_mtt_t *M = g->mtt;
    M->save_due = 0;
    if (!M->journal)
        return 0;
    char err[512];
    const tourney_t *t = session_mtt_tourney(M->m);
    int rc;
    if (tourney_players_left(t) <= 1 && !M->finish_saved) {
        int winner = 0;
        for (int p = 0; p < tourney_players(t) && !winner; p++) {
            tourney_result_t r;
            tourney_result(t, p, &r);
            if (r.place == 1)
                winner = p + 1;
        }
        rc = winner ? tj_finish(M->journal, winner, tj_hands(M->journal), err, sizeof err)
                    : tj_commit(M->journal, err, sizeof err);
        M->finish_saved = winner > 0 && rc == 0;
    } else {
        rc = tj_commit(M->journal, err, sizeof err);
    }
    if (rc != 0) {
        snprintf(g->save_error, sizeof g->save_error, _("Autosave failed: %s"), err);
        return -1;
    }
    g->save_error[0] = '\0';
    write_info(g);
    return 0;
}

void game_mtt_read_info(const char *save_path, game_mtt_info_t *out)
{
    memset(out, 0, sizeof *out);
    char path[1100], err[256];
    snprintf(path, sizeof path, "%s.info", save_path);
    size_t len = 0;
    int missing = 0;
    char *text = keep_read(path, 4096, "4 KiB", &len, &missing, err, sizeof err);
    if (!text)
        return;
    unsigned long long id = 0;
    int e = 0, l = 0, h = 0, left = 0, b = 0;
    long long started = 0;
    if (sscanf(text, "felt-mtt-info 1\nid %llu\nentrants %d\nlevel %d\nhand %d\nleft %d\nbusted %d\nstarted %lld", &id,
               &e, &l, &h, &left, &b, &started) >= 6) {
        out->id = id;
        out->started = started;
        out->entrants = e, out->level = l, out->hand = h, out->left = left, out->busted = b;
    }
    free(text);
}

static void rbuf_push(game_mtt_t *M, const session_mtt_ev_t *e)
{
    if (M->rbuf_n == M->rbuf_cap) {
        int cap = M->rbuf_cap ? M->rbuf_cap * 2 : 256;
        session_mtt_ev_t *n = realloc(M->rbuf, (size_t)cap * sizeof *n);
        if (!n)
            return;
        M->rbuf = n;
        M->rbuf_cap = cap;
    }
    M->rbuf[M->rbuf_n++] = *e;
}

/* The replay's events for the person, as they come: their hands and moves are counted, and the
 * events of the hand in play at their table are kept to be shown once the replay is through. */
static void replay_drain(void *ctx)
{
    game_t *g = ctx;
    game_mtt_t *M = g->mtt;
    const session_mtt_ev_t *e;
    while (M->show.field_sub >= 0 && session_mtt_next_event(M->m, M->show.field_sub) != NULL)
        ; /* the news of a replayed past is not news */
    if (M->n_people > 1) {
        /* hot-seat: each person's last two hands and their own cards */
        for (int i = 0; i < M->n_people; i++)
            while ((e = session_mtt_next_event(M->m, M->people[i].sub)) != NULL) {
                cur_push(&M->people[i], e);
                take_hole(g, i, e);
            }
        return;
    }
    while ((e = session_mtt_next_event(M->m, M->sub)) != NULL) {
        if (e->kind == SESSION_MTT_EV_TOURNEY) {
            const tourney_ev_t *v = &e->tev;
            if (v->player == M->person && (v->type == TEV_SEATED || v->type == TEV_MOVE) && v->to_table) {
                if (M->rbuf_table && (v->to_table != M->rbuf_table || v->type == TEV_MOVE || v->rule == 39))
                    M->table_changes++;
                M->rbuf_table = v->to_table;
            }
            continue;
        }
        const ev_t *ev = &e->ev;
        if (ev->type == EV_HOLE_CARDS && card_valid(ev->u.a.cards[0]))
            M->hands_played++; /* the subscription shows the person's own cards only */
        if (ev->type == EV_HAND_START) {
            /* the hand before the last is dropped: the last (if it never reached its file) and
             * this one are kept */
            memmove(M->rbuf, M->rbuf + M->rbuf_cur, (size_t)(M->rbuf_n - M->rbuf_cur) * sizeof *M->rbuf);
            M->rbuf_n -= M->rbuf_cur;
            M->rbuf_cur = M->rbuf_n;
            M->rbuf_ended = 0;
        } else if (ev->type == EV_HAND_END) {
            M->rbuf_ended = 1;
        }
        rbuf_push(M, e);
    }
}

/* Hot-seat, continued: every person's place if they are out, their histories going on from their
 * last two hands, and the screen at the table of whoever the tournament waits on, behind the
 * hand-off (or the first person still in). */
static void resume_people(game_t *g, const char *path, int save, const char *hh_dir, int64_t now)
{
    game_mtt_t *M = g->mtt;
    const tourney_t *t = session_mtt_tourney(M->m);
    view_t v;
    if (session_mtt_view(M->m, M->people[0].entrant, &v) == 0) {
        g->shown.level_index = v.level_index;
        g->shown.level_number = v.level_number;
        g->shown.sb = v.sb, g->shown.bb = v.bb, g->shown.ante = v.ante;
    }
    M->hand_for_hand = tourney_hand_for_hand(t);
    if (save && hh_dir) {
        game_mtt_info_t in;
        game_mtt_read_info(path, &in);
        game_mtt_histories(g, hh_dir, in.id == tourney_id(t) && in.started > 0 ? in.started : now);
    }
    int first = -1;
    for (int i = 0; i < M->n_people; i++) {
        game_mtt_person_t *P = &M->people[i];
        if (P->hh_sub >= 0) {
            P->hh_resumed = 1;
            P->hh_dedupe = 1;
            for (int k = 0; k < P->prev_n; k++)
                hh_take_ev(P, &P->prev[k]);
            for (int k = 0; k < P->cur_n; k++)
                hh_take_ev(P, &P->cur[k]);
        }
        tourney_result_t r;
        tourney_result(t, P->entrant, &r);
        if (r.place > 0)
            person_out(g, i, &r);
        else if (first < 0)
            first = i;
    }
    int k = game_mtt_acting(M);
    if (k < 0)
        k = first;
    g->owner = g->handoff = -1;
    if (k >= 0) {
        M->table = 0;
        screen_to(g, k);
        M->switches = 0;
    }
}

game_t *game_mtt_resume(const char *path, const bot_registry_t *reg, uint32_t colour, int save, const char *hh_dir,
                        int64_t now, double (*clock_ms)(void), double *replay_ms, char *err, size_t errlen)
{
    tj_journal_t j;
    char e2[768];
    if (tj_load(path, &j, e2, sizeof e2) != 0) {
        snprintf(err, errlen, "%s", e2);
        return NULL;
    }
    game_t *g = NULL;
    tj_writer_t *w = NULL;
    char tmp[1100];
    snprintf(tmp, sizeof tmp, "%s.resume", path);
    game_mtt_setup_t *su = calloc(1, sizeof *su);
    if (!su) {
        snprintf(err, errlen, "out of memory");
        goto fail;
    }
    if (j.ended) {
        snprintf(err, errlen, _("%s: the tournament is over (line %lld: end)"), path, (long long)j.records);
        goto fail;
    }
    if (j.recipe.n_people < 1 || j.recipe.n_people > GAME_MTT_PEOPLE) {
        snprintf(err, errlen, "%s: people: %d people, the game continues a tournament of 1 to %d", path,
                 j.recipe.n_people, GAME_MTT_PEOPLE);
        goto fail;
    }
    su->seed = j.recipe.seed;
    su->players = j.recipe.players;
    su->table_size = j.recipe.table_size;
    if (j.recipe.structure) {
        if (structure_load(path, j.recipe.structure, j.recipe.structure_len, &su->st, e2, sizeof e2) != 0 ||
            structure_load_mtt(path, j.recipe.structure, j.recipe.structure_len, &su->mtt, e2, sizeof e2) != 0) {
            snprintf(err, errlen, "%s: structure: %s", path, e2);
            goto fail;
        }
        snprintf(su->structure_path, sizeof su->structure_path, "%s", path); /* not "": a structure of its own */
    } else {
        structure_default(&su->st);
        structure_mtt_default(&su->mtt);
    }
    su->registry = reg;
    for (const char *p = j.recipe.bots; *p && su->n_mix < TOURNEY_MAX_MIX;) {
        char one[BOT_LABEL_LEN];
        size_t n = strcspn(p, ",");
        snprintf(one, sizeof one, "%.*s", (int)n, p);
        if (bot_spec_parse(reg, one, &su->mix[su->n_mix], e2, sizeof e2) != 0) {
            snprintf(err, errlen, "%s: config: bots: bot %d, \"%s\": %s", path, su->n_mix + 1, one, e2);
            goto fail;
        }
        su->n_mix++;
        p += n + (p[n] == ',');
    }
    su->entrant = j.recipe.person[0];
    snprintf(su->name, sizeof su->name, "%s", j.recipe.person_name[0]);
    su->colour = colour;
    if (j.recipe.n_people > 1) {
        su->n_people = j.recipe.n_people;
        for (int i = 0; i < su->n_people; i++) {
            su->people[i].entrant = j.recipe.person[i];
            snprintf(su->people[i].name, sizeof su->people[i].name, "%s", j.recipe.person_name[i]);
            su->people[i].colour = i == 0 && colour ? colour : game_person_colour(i);
        }
    }
    g = game_mtt_create(su, e2, sizeof e2);
    if (!g) {
        snprintf(err, errlen, "%s: config: %s", path, e2);
        goto fail;
    }
    game_mtt_t *M = g->mtt;
    if (save) {
        w = session_mtt_journal_create(M->m, tmp, j.recipe.structure, j.recipe.structure_len, 0, e2, sizeof e2);
        if (!w) {
            snprintf(err, errlen, "%s", e2);
            goto fail;
        }
    }
    double t0 = clock_ms ? clock_ms() : 0;
    if (session_mtt_replay(M->m, path, &j, replay_drain, g, e2, sizeof e2) != 0) {
        snprintf(err, errlen, "%s", e2);
        goto fail;
    }
    if (replay_ms)
        *replay_ms = clock_ms ? clock_ms() - t0 : 0;
    if (w) {
        /* the journal rebuilt takes the place of the one read, which is kept as .prev */
        char prev[1100], prevtmp[1120];
        snprintf(prev, sizeof prev, "%s.prev", path);
        snprintf(prevtmp, sizeof prevtmp, "%s.prev.tmp", path);
        unlink(prevtmp);
        if (tj_commit(w, e2, sizeof e2) != 0 ||
            (link(path, prevtmp) == 0 && rename(prevtmp, prev) != 0) || tj_move(w, path, e2, sizeof e2) != 0) {
            snprintf(err, errlen, "%s", e2);
            unlink(prevtmp);
            goto fail;
        }
        M->journal = w;
        w = NULL;
        snprintf(g->save_path, sizeof g->save_path, "%s", path);
        snprintf(M->info_path, sizeof M->info_path, "%s.info", path);
    }
    if (M->n_people > 1) {
        resume_people(g, path, save, hh_dir, now);
        goto done;
    }
    /* the person's table as it stands */
    const tourney_t *t = session_mtt_tourney(M->m);
    view_t v;
    if (session_mtt_view(M->m, M->person, &v) == 0) {
        g->shown.level_index = v.level_index;
        g->shown.level_number = v.level_number;
        g->shown.sb = v.sb, g->shown.bb = v.bb, g->shown.ante = v.ante;
    }
    int seat = -1, table = tourney_player_table(t, M->person, &seat);
    M->hand_for_hand = tourney_hand_for_hand(t);
    if (save && hh_dir) {
        game_mtt_info_t in;
        game_mtt_read_info(path, &in);
        game_mtt_histories(g, hh_dir, in.id == tourney_id(t) && in.started > 0 ? in.started : now);
        M->people[0].hh_resumed = 1;
    }
    tourney_result_t r;
    tourney_result(t, M->person, &r);
    if (table > 0) {
        reset_table(g, table, seat);
        int in_play = M->rbuf_cur < M->rbuf_n && !M->rbuf_ended;
        if (!in_play)
            g->shown.hand_no = v.hand_no; /* between hands: the pause before the next one */
        /* the histories: the last hand finished (written again unless its file has it: a kill
         * or a quit before the next hand said who left and joined in it), then the one in play */
        game_mtt_person_t *P = &M->people[0];
        P->hh_dedupe = P->hh_sub >= 0;
        for (int i = 0; i < M->rbuf_n; i++) {
            const session_mtt_ev_t *e = &M->rbuf[i];
            if (P->hh_sub >= 0)
                hh_take_ev(P, e);
            if (i < M->rbuf_cur || !in_play || e->table != M->table)
                continue;
            if (e->ev.type == EV_HAND_START)
                remember_hand(M, e);
            if (game_queue_push(g, &e->ev) != 0)
                tmodel_apply(&g->shown, &e->ev);
        }
        game_mtt_away_resumed(g);
    } else if (r.place > 0) {
        person_out(g, 0, &r);
    }
done:
    free(M->rbuf);
    M->rbuf = NULL;
    M->rbuf_n = M->rbuf_cap = 0;
    game_mtt_count_field(g, 1);
    if (M->journal)
        write_info(g);
    free(su);
    tj_free(&j);
    return g;
fail:
    if (w) {
        tj_destroy(w);
        unlink(tmp);
    }
    if (g)
        game_destroy(g);
    free(su);
    tj_free(&j);
    return NULL;
}

/* ---- the person's hand histories, one file per table sat at ------------------------------------- */

static void hh_write_held(game_mtt_person_t *P)
{
    game_t *g = P->g;
    game_mtt_hh_t *h = &P->hh;
    if (!h->held)
        return;
    /* the comings and goings inside the hand: after its Seat lines, before its summary */
    static const char mark[] = "\n*** SUMMARY ***\n";
    size_t ml = sizeof mark - 1, head = h->held_len;
    for (size_t i = 0; i + ml <= h->held_len; i++)
        if (memcmp(h->held + i, mark, ml) == 0) {
            head = i + 1;
            break;
        }
    size_t nl = h->lines_seq == h->held_seq ? h->lines_len : 0;
    size_t len = h->held_len + nl;
    char *all = malloc(len ? len : 1);
    char err[600];
    if (all && !g->hh_error[0]) {
        memcpy(all, h->held, head);
        memcpy(all + head, h->lines, nl);
        memcpy(all + head + nl, h->held + head, h->held_len - head);
        int fd = open(h->path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
        if (fd < 0 || keep_append(fd, h->path, all, len, g->playing_out ? KEEP_NO_SYNC : 0, err, sizeof err) != 0) {
            if (fd < 0)
                snprintf(err, sizeof err, "cannot write %s", h->path);
            snprintf(g->hh_error, sizeof g->hh_error, _("Hand history not saved: %s; it ends with the last whole hand"),
                     err);
        }
        if (fd >= 0)
            close(fd);
    }
    free(all);
    free(h->held);
    h->held = NULL;
    if (h->lines_seq <= h->held_seq)
        h->lines_len = 0;
}

/* Does the file at path have this hand (its first line) already? */
static int hh_in_file(const char *path, const char *text, size_t len)
{
    size_t n = 0;
    while (n < len && text[n] != '\n')
        n++;
    FILE *f = fopen(path, "rb");
    if (!f || n == 0) {
        if (f)
            fclose(f);
        return 0;
    }
    char line[512];
    int found = 0;
    while (!found && fgets(line, sizeof line, f))
        found = strncmp(line, text, n) == 0 && line[n] == '\n';
    fclose(f);
    return found;
}

static int hh_sink_fn_mtt(void *ctx, const char *text, size_t len)
{
    game_mtt_person_t *P = ctx;
    game_t *g = P->g;
    game_mtt_t *M = g->mtt;
    game_mtt_hh_t *h = &P->hh;
    if (M->hh_quitting)
        return 0;
    if (P->hh_dedupe) {
        /* the hands a Continue replays until one its file does not have yet */
        if (hh_in_file(h->path, text, len)) {
            h->held_seq = ++h->sunk; /* written before the Continue */
            return 0;
        }
        P->hh_dedupe = 0;
    }
    hh_write_held(P);
    h->held = malloc(len ? len : 1);
    if (!h->held)
        return -1;
    memcpy(h->held, text, len);
    h->held_len = len;
    h->held_seq = ++h->sunk;
    if (h->held_seq <= h->known)
        hh_write_held(P); /* its comings and goings were known before it was finished */
    return g->hh_error[0] ? -1 : 0;
}

static void hh_line(game_mtt_hh_t *h, int seq, const char *fmt, const char *name, int seat)
{
    if (h->lines_seq != seq)
        h->lines_len = 0;
    h->lines_seq = seq;
    int n = snprintf(h->lines + h->lines_len, sizeof h->lines - h->lines_len, fmt, name, seat);
    if (n > 0 && (size_t)n < sizeof h->lines - h->lines_len)
        h->lines_len += (size_t)n;
}

/* The writer of the table the person sits at is closed: the hand they last played there is
 * written, with their leaving in it when they were moved (a bust says itself). */
static void hh_close(game_mtt_person_t *P, int moved)
{
    game_mtt_t *M = P->g->mtt;
    game_mtt_hh_t *h = &P->hh;
    if (!h->w)
        return;
    if (moved && h->dealt > 0)
        hh_line(h, h->dealt, "%s leaves the table\n", tourney_player_name(session_mtt_tourney(M->m), P->entrant), 0);
    h->known = h->dealt;
    hh_destroy(h->w);
    h->w = NULL;
    hh_write_held(P);
    free(h->held);
    h->held = NULL;
}

/* A new writer for table `table`, the person at `seat`: a new sitting gets its own file. */
static void hh_open(game_mtt_person_t *P, int table, int seat, int resumed)
{
    game_t *g = P->g;
    game_mtt_t *M = g->mtt;
    game_mtt_hh_t *h = &P->hh;
    const tourney_t *t = session_mtt_tourney(M->m);
    int same_sitting = h->table == table && h->path[0];
    char path[1100];
    if (same_sitting)
        snprintf(path, sizeof path, "%s", h->path);
    else {
        struct stat sb;
        int k = 1;
        for (;; k++) {
            if (k == 1)
                snprintf(path, sizeof path, "%s%s%d.txt", M->hh_dir, P->hh_prefix, table);
            else
                snprintf(path, sizeof path, "%s%s%d-%d.txt", M->hh_dir, P->hh_prefix, table, k);
            if (stat(path, &sb) != 0)
                break;
        }
        if (resumed && k > 1) { /* a Continue goes on in the file of the sitting it stopped in */
            k--;
            if (k == 1)
                snprintf(path, sizeof path, "%s%s%d.txt", M->hh_dir, P->hh_prefix, table);
            else
                snprintf(path, sizeof path, "%s%s%d-%d.txt", M->hh_dir, P->hh_prefix, table, k);
        } else {
            M->hh_files++;
        }
    }
    memset(h, 0, sizeof *h);
    P->hh_resumed = 0;
    snprintf(h->path, sizeof h->path, "%s", path);
    h->table = table;
    h->seat = seat;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        h->map[s] = h->named[s] = -1;
    hh_config_t hc;
    memset(&hc, 0, sizeof hc);
    hc.n_seats = tourney_table_size(t);
    hc.tournament_id = tourney_id(t);
    hc.table_number = table;
    hc.structure = &M->st;
    hc.hero = seat + 1;
    hc.sink = hh_sink_fn_mtt;
    hc.sink_ctx = P;
    char err[256];
    h->w = hh_create(&hc, err, sizeof err);
    if (!h->w)
        snprintf(g->hh_error, sizeof g->hh_error, _("Hand history not saved: %s"), err);
}

static void hh_feed(game_mtt_person_t *P, const session_mtt_ev_t *e)
{
    int resumed = P->hh_resumed;
    game_mtt_t *M = P->g->mtt;
    game_mtt_hh_t *h = &P->hh;
    const tourney_t *t = session_mtt_tourney(M->m);
    if (e->kind != SESSION_MTT_EV_TABLE)
        return;
    const ev_t *ev = &e->ev;
    int S = tourney_table_size(t), seat = -1;
    for (int s = 0; s < S && s < ENGINE_MAX_SEATS; s++)
        if (e->player[s] == P->entrant)
            seat = s;
    if (e->table != h->table && ev->type != EV_HAND_START)
        return; /* the last word of a table the person has left */
    if (ev->type == EV_HAND_START) {
        if (h->w && e->table != h->table)
            hh_close(P, 1);
        if (seat < 0)
            return;
        if (h->w && h->dealt > 0) {
            /* the last hand's comings and goings: who left (not out of the tournament), who came */
            for (int s = 0; s < S; s++)
                if (h->map[s] >= 0 && h->alive[s] && e->player[s] != h->map[s])
                    hh_line(h, h->dealt, "%s leaves the table\n", tourney_player_name(t, h->map[s]), 0);
            for (int s = 0; s < S; s++)
                if (e->player[s] >= 0 && e->player[s] != h->map[s])
                    hh_line(h, h->dealt, "%s joins the table at seat #%d\n", tourney_player_name(t, e->player[s]),
                            s + 1);
            h->known = h->dealt;
            if (h->held && h->held_seq <= h->known)
                hh_write_held(P);
        }
        if (h->w && seat != h->seat) { /* the final table's draw gave the person another seat here */
            hh_destroy(h->w);
            h->w = NULL;
            hh_write_held(P);
            hh_open(P, e->table, seat, 0);
        } else if (!h->w) {
            hh_open(P, e->table, seat, resumed);
        }
        if (!h->w)
            return;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
            h->map[s] = s < S ? e->player[s] : -1;
            h->alive[s] = h->map[s] >= 0;
        }
        h->dealt++;
    }
    if (!h->w)
        return;
    for (int s = 0; s < S; s++)
        if (e->player[s] >= 0 && e->player[s] != h->named[s]) {
            hh_set_name(h->w, s, tourney_player_name(t, e->player[s]));
            h->named[s] = e->player[s];
        }
    if (ev->type == EV_ELIMINATED && ev->seat >= 0 && ev->seat < ENGINE_MAX_SEATS) {
        h->alive[ev->seat] = 0;
        h->hero_out |= ev->seat == h->seat;
    }
    hh_event(h->w, ev);
    if (ev->type == EV_TOURNAMENT_END || (h->hero_out && h->sunk >= h->dealt))
        hh_close(P, 0); /* the person's last hand here is finished: nothing more comes to this file */
}

/* A table's first hand for the person is held until they are dealt in: one they sit out is left
 * out (it is not theirs, and a file that began with it would have them waiting at a table they
 * never joined in it). */
static void hh_take_ev(game_mtt_person_t *P, const session_mtt_ev_t *e)
{
    game_mtt_t *M = P->g->mtt;
    game_mtt_hh_t *h = &P->hh;
    if (e->kind != SESSION_MTT_EV_TABLE)
        return;
    const ev_t *ev = &e->ev;
    if (ev->type == EV_HAND_START) {
        P->hh_pend_mode = 0;
        P->hh_pend_n = 0;
        if (!h->w || e->table != h->table) {
            if (h->w)
                hh_close(P, 1);
            P->hh_pend_mode = 1;
        }
    }
    if (P->hh_pend_mode == 2)
        return;
    if (P->hh_pend_mode == 0) {
        hh_feed(P, e);
        return;
    }
    int seat = -1, S = tourney_table_size(session_mtt_tourney(M->m));
    for (int s = 0; s < S && s < ENGINE_MAX_SEATS; s++)
        if (e->player[s] == P->entrant)
            seat = s;
    if (ev->type == EV_OUT_OF_HAND && ev->seat == seat) {
        P->hh_pend_mode = 2;
        P->hh_pend_n = 0;
        return;
    }
    P->hh_pend[P->hh_pend_n++] = *e;
    if ((ev->type == EV_HOLE_CARDS && ev->seat == seat) || ev->type == EV_HAND_END || P->hh_pend_n == GAME_MTT_HH_PEND) {
        int n = P->hh_pend_n;
        P->hh_pend_mode = 0;
        P->hh_pend_n = 0;
        for (int i = 0; i < n; i++)
            hh_feed(P, &P->hh_pend[i]);
    }
}

void game_mtt_histories(game_t *g, const char *dir, int64_t started)
{
    game_mtt_t *M = g->mtt;
    const tourney_t *t = session_mtt_tourney(M->m);
    snprintf(M->hh_dir, sizeof M->hh_dir, "%s", dir);
    M->hh_started = started;
    time_t tt = (time_t)started;
    struct tm tmv;
    gmtime_r(&tt, &tmv);
    snprintf(M->hh_prefix, sizeof M->hh_prefix, "felt-%04d%02d%02d-%02d%02d%02d-T%llu-%s", tmv.tm_year + 1900,
             tmv.tm_mon + 1, tmv.tm_mday, tmv.tm_hour, tmv.tm_min, tmv.tm_sec, (unsigned long long)tourney_id(t),
             M->n_people > 1 ? "" : "table-");
    for (int i = 0; i < M->n_people; i++) {
        game_mtt_person_t *P = &M->people[i];
        if (M->n_people > 1) {
            /* hot-seat: each person's files carry their name (letters and digits of it) */
            char nm[ENGINE_NAME_LEN];
            size_t k = 0;
            for (const char *c = tourney_player_name(t, P->entrant); *c && k + 1 < sizeof nm; c++)
                if ((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9'))
                    nm[k++] = *c;
            nm[k] = '\0';
            snprintf(P->hh_prefix, sizeof P->hh_prefix, "%s%s%d-table-", M->hh_prefix, nm, i + 1);
        } else {
            snprintf(P->hh_prefix, sizeof P->hh_prefix, "%s", M->hh_prefix);
        }
        if (P->hh_sub < 0)
            P->hh_sub = session_mtt_subscribe_player(M->m, P->entrant);
    }
    /* the files of the tables sat at before (a Continue) */
    DIR *d = opendir(dir);
    struct dirent *de;
    M->hh_files = 0;
    size_t pl = strlen(M->hh_prefix);
    while (d && (de = readdir(d)) != NULL)
        M->hh_files += strncmp(de->d_name, M->hh_prefix, pl) == 0;
    if (d)
        closedir(d);
}
