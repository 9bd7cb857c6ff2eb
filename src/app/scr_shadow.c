/* scr_shadow.c — the shadow dealer: a live bot tournament that stops at each dealer duty (the
 * pots, the button and blinds, who acts first, the minimum raise, a re-opened betting) and asks it
 * of the trainee on the live table or, where the duty needs its own picture, on a table of its
 * own; mistakes are corrected on the spot. It owns the live table and its own drill session. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/answer.h"
#include "app/drill_run.h"
#include "app/i18n.h"
#include "app/scr_shadow.h"
#include "app/director.h"
#include "render/layout_screens.h"
#include "render/tablegfx.h"
#include "app/palette.h"

struct shadow {
    drill_run_t run;             /* the duties asked, their score */
    game_t *live;
    int live_sub;
    int64_t live_contrib[ENGINE_MAX_SEATS], live_stack0[ENGINE_MAX_SEATS];
    int duty;                    /* a duty is on the table */
    long asked_key[4];
    int street_actions, last_raise, last_allin;
    double next_step_at;
};

void shadow_start(app_t *a, practice_t *P, uint64_t seed)
{
    session_config_t cfg;
    const app_structure_t *as = &a->structures[0];
    session_config_init(&cfg, &(engine_config_t){.seed = seed, .structure = as->ok ? &as->st : NULL, .n_seats = 6},
                        a->bots, a->wall_ms);
    bot_spec_t mix[ENGINE_MAX_SEATS];
    int n_mix = bot_registry_pick_mix(a->bots, seed, 6, mix, NULL, 0);
    for (int s = 0; s < 6; s++) {
        const char *spec = n_mix > 0 ? mix[s % n_mix].label : "tag:medium";
        const bot_personality_t *bp = bot_registry_personality_find(a->bots, spec);
        session_config_seat(&cfg, s, SESSION_SEAT_BOT, bp ? bp->name : "Bot", spec, 0);
        for (int t = 0; t < s; t++)
            if (!strcmp(cfg.seats[s].name, cfg.seats[t].name))
                snprintf(cfg.seats[s].name, sizeof cfg.seats[s].name, "Seat %d", s + 1);
    }
    char err[APP_MSG_LEN];
    session_t *s = session_create(&cfg, err, sizeof err);
    if (!s) {
        app_notice(a, _("The shadow dealer's table could not start"), "%s", err);
        return;
    }
    if (!P->shadow)
        P->shadow = calloc(1, sizeof *P->shadow);
    shadow_t *S = P->shadow;
    if (!S) {
        session_destroy(s);
        return;
    }
    drill_run_t *R = &S->run;
    /* a duty asked of the live table borrows it: the borrow ends with that table (the monkey
     * under ASan found the run writing into a table this had just destroyed) */
    if (R->borrowed) {
        R->g = NULL;
        R->borrowed = 0;
    }
    if (S->live)
        game_destroy(S->live);
    S->live = game_create(s, -1, "", "", "", err, sizeof err);
    if (!S->live) {
        session_destroy(s);
        app_notice(a, _("The shadow dealer's table could not start"), "%s", err);
        return;
    }
    S->live->no_drive = 1; /* the shadow dealer drives it, one step at a time */
    S->live->speed = settings_speed_scale(a->settings.speed);
    S->live_sub = session_subscribe(s, SESSION_SEE_PUBLIC);
    drill_run_start(a, R, &P->tr, 1);
    S->duty = 0;
    R->have_drill = 0;
    for (int i = 0; i < 4; i++)
        S->asked_key[i] = -1;
    S->street_actions = S->last_raise = S->last_allin = 0;
    S->next_step_at = 0;
    app_go(a, SCREEN_SHADOW);
}

/* Pose topic t as a duty now if the live table asks it (once per key). 1 if posed. */
static int pose(app_t *a, shadow_t *S, int slot, long key, drill_topic_t t)
{
    drill_run_t *R = &S->run;
    if (S->asked_key[slot] == key)
        return 0;
    S->asked_key[slot] = key;
    drill_t *d = calloc(1, sizeof *d);
    if (!d)
        return 0;
    int ok = drill_from_engine(session_engine(S->live->s), t, d);
    if (ok && t == DRILL_SIDE_POTS) {
        /* a single pot with nothing returned is no duty worth stopping for */
        int ret = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            ret |= d->answer.returned[s] > 0;
        ok = d->answer.n_pots >= 2 || (ret && __builtin_popcount(d->answer.eligible[0]) >= 2);
    }
    if (ok && d->scenario[0]) {
        if (drill_run_show(a, R, d) == 0)
            S->duty = 1;
    } else if (ok) {
        /* the question is asked of the live table itself, as it stands */
        drill_run_free_table(R);
        R->d = *d;
        R->have_drill = 1;
        R->g = S->live;
        R->borrowed = 1;
        game_t *g = S->live;
        tmodel_t *m = &g->shown;
        R->live_shown = *m;
        R->live_winners = table_notes(g)->sd.winners;
        view_t v;
        session_view(g->s, -1, &v);
        R->unit = v.smallest_chip > 0 ? v.smallest_chip : 1;
        memcpy(R->contrib, S->live_contrib, sizeof R->contrib);
        memcpy(R->stack0, S->live_stack0, sizeof R->stack0);
        R->prev[0] = R->prev[1] = R->prev[2] = -1;
        const answer_kind_t *K = answer_kind_of(d->answer.kind);
        if (K->borrow)
            K->borrow(R);
        /* the table must not light the seat to act or name the winner: they may be the answer */
        g->busy_until = 1e18;
        drill_run_reset_answer(R);
        R->asked_at = a->now;
        ui_focus(&a->ui, 0);
        S->duty = 1;
        if (getenv("FELT_DEBUG")) {
            char ans[1024];
            drill_answer_format_json(&d->answer, ans, sizeof ans);
            fprintf(stderr, "practice: duty %s: %s answer %s\n", drill_topic_name(d->topic), d->question, ans);
        }
    }
    free(d);
    return S->duty;
}

static void shadow_step(app_t *a, shadow_t *S, double dt)
{
    drill_run_t *R = &S->run;
    game_t *g = S->live;
    game_update(g, dt, a->wall_ms);
    /* follow the hand: actions this street, the last raise or all-in */
    const ev_t *ev;
    while (S->live_sub >= 0 && (ev = session_next_event(g->s, S->live_sub)) != NULL) {
        if (ev->type == EV_HAND_START)
            memset(S->live_contrib, 0, sizeof S->live_contrib);
        if (ev->seat >= 0 && ev->seat < ENGINE_MAX_SEATS) {
            if (ev->type == EV_SEAT)
                S->live_stack0[ev->seat] = ev->amount;
            else if (ev->type == EV_POST)
                S->live_contrib[ev->seat] += ev->amount;
            else if (ev->type == EV_ACTION)
                S->live_contrib[ev->seat] += ev->u.act.added;
        }
        if (ev->type == EV_HAND_START || ev->type == EV_STREET) {
            S->street_actions = 0;
            S->last_raise = S->last_allin = 0;
        } else if (ev->type == EV_ACTION) {
            S->street_actions++;
            int k = ev->u.act.action, f = ev->u.act.flags;
            S->last_raise = (k == CMD_BET || k == CMD_RAISE) && !(f & ACT_INCOMPLETE);
            S->last_allin = (f & ACT_ALL_IN) && (f & ACT_INCOMPLETE);
        }
    }
    if (!a->headless && g->sounds) {
        for (int i = 0; i < SFX_COUNT; i++)
            if (g->sounds & (1u << i))
                sfx_play(a->sfx, (sfx_id_t)i);
    }
    g->sounds = 0;
    if (S->duty || R->summary || !game_idle(g) || g->clock < S->next_step_at)
        return;
    session_wait_t w;
    session_wait(g->s, &w);
    int hand = session_hand_no(g->s);
    double pause = 0.45 * g->speed;
    switch (w.kind) {
    case SESSION_WAIT_START: {
        cmd_t c = {CMD_START, -1, 0};
        session_submit(g->s, c);
        break;
    }
    case SESSION_WAIT_NEXT_HAND: {
        if (pose(a, S, 0, hand, DRILL_SIDE_POTS))
            return;
        view_t v;
        session_view(g->s, -1, &v);
        if (v.players_left == 2 && pose(a, S, 1, hand, DRILL_HEADS_UP))
            return;
        if (pose(a, S, 2, hand, DRILL_BUTTON))
            return;
        cmd_t c = {CMD_NEXT_HAND, -1, 0};
        session_submit(g->s, c);
        S->next_step_at = g->clock + 2 * pause;
        break;
    }
    case SESSION_WAIT_ACTION: {
        view_t v;
        session_view(g->s, -1, &v);
        long key = (long)hand * 10000 + (long)v.street * 1000 + S->street_actions;
        if (S->street_actions == 0 && pose(a, S, 3, key, DRILL_FIRST_TO_ACT))
            return;
        if (S->last_raise && w.legal.can_raise && pose(a, S, 3, key, DRILL_MIN_RAISE))
            return;
        if (S->last_allin && pose(a, S, 3, key, DRILL_REOPEN))
            return;
        session_step(g->s);
        S->next_step_at = g->clock + pause;
        break;
    }
    case SESSION_WAIT_DECISION:
        session_step(g->s);
        break;
    case SESSION_WAIT_BREAK: {
        cmd_t c = {CMD_ADVANCE_LEVEL, -1, 0};
        session_submit(g->s, c);
        break;
    }
    default:
        break;
    }
}

void screen_shadow(app_t *a)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    practice_t *P = practice_state(a);
    shadow_t *S = P ? P->shadow : NULL;
    if (!S || !S->live) {
        app_go(a, SCREEN_PRACTICE);
        return;
    }
    drill_run_t *R = &S->run;
    if (R->summary) {
        int act = drill_run_summary(a, R);
        if (act == DRILL_SUMMARY_AGAIN) {
            R->summary = 0; /* back to the table: the tournament goes on */
        } else if (act == DRILL_SUMMARY_MENU) {
            game_destroy(S->live);
            S->live = NULL;
            app_go(a, SCREEN_PRACTICE);
        }
        return;
    }
    if (S->duty && R->have_drill) {
        if (drill_run_view(a, R)) {
            S->duty = 0;
            R->have_drill = 0;
            drill_run_free_table(R);
            S->live->busy_until = S->live->clock; /* the table goes on */
        }
        if (!R->rule_open && ui_key(u, SDLK_ESCAPE))
            drill_run_end(R);
        return;
    }
    table_draw_scene(a, S->live, TABLE_DRAW_ALL & ~TABLE_DRAW_LEDGER); /* the ledger would answer duties */
    layout_rect_t r = layout_at("shadow.panel");
    gfx_panel(G, r.x, r.y, r.w, r.h);
    r = layout_at("shadow.title");
    gfx_text(G, _("Shadow dealer"), r.x, r.y, 16, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    char line[128];
    snprintf(line, sizeof line, _("Duties %d \xc2\xb7 right %d \xc2\xb7 missed %d"), R->done, R->right,
             R->done - R->right);
    r = layout_at("shadow.duties");
    gfx_text_fit(G, line, r.x, r.y, r.w, 13, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_TOP);
    session_wait_t w;
    session_wait(S->live->s, &w);
    r = layout_at("shadow.over");
    if (w.kind == SESSION_WAIT_FINISHED && game_idle(S->live))
        gfx_text(G, _("The tournament is over"), r.x, r.y, 13, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_TOP);
    r = layout_at("shadow.leave");
    ui_name(u, "shadow.leave");
    if (ui_button(u, ui_id("shadow.leave", 0), r.x, r.y, r.w, r.h, _("Leave"), "Esc", 0, _("The summary of your duties")) ||
        ui_key(u, SDLK_ESCAPE))
        drill_run_end(R);
}

int practice_shadow_screenshot(app_t *a, uint64_t seed, const char *topic)
{
    practice_t *P = practice_state(a);
    drill_topic_t want = DRILL_TOPIC_COUNT;
    if (!P)
        return -1;
    if (topic && drill_topic_parse(topic, &want) != 0) {
        fprintf(stderr, "felt: --drill: unknown topic '%s'\n", topic);
        return -1;
    }
    shadow_start(a, P, seed);
    shadow_t *S = P->shadow;
    if (!S || !S->live)
        return -1;
    drill_run_t *R = &S->run;
    S->live->speed = 0;
    /* play on, skipping other duties, until the table asks the duty wanted (or any) */
    for (long i = 0; i < 200000; i++) {
        shadow_step(a, S, 0.0);
        if (S->duty && (want == DRILL_TOPIC_COUNT || R->d.topic == want))
            return 0;
        if (S->duty) {
            S->duty = 0;
            R->have_drill = 0;
            drill_run_free_table(R);
            S->live->busy_until = S->live->clock;
        }
        session_wait_t w;
        session_wait(S->live->s, &w);
        if (w.kind == SESSION_WAIT_FINISHED)
            break;
    }
    fprintf(stderr, "felt: the shadow dealer's tournament (seed %llu) posed no %s duty\n", (unsigned long long)seed,
            topic ? topic : "");
    return -1;
}


void practice_update(app_t *a, double dt)
{
    practice_t *P = a->practice;
    if (P && P->ready && P->shdir)
        shadow_director_update(a, dt); /* the shadow director's tournament (director.h) */
    if (!P || !P->ready || !P->shadow)
        return;
    if (a->screen == SCREEN_SHADOW && P->shadow->live)
        shadow_step(a, P->shadow, dt);
}

void shadow_free(practice_t *P)
{
    shadow_t *S = P->shadow;
    if (!S)
        return;
    drill_run_free_table(&S->run);
    if (S->live)
        game_destroy(S->live);
    free(S);
    P->shadow = NULL;
}
