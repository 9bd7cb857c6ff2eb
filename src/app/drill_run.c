/* drill_run.c — a session of drills on the table (see drill_run.h). What differs between kinds of
 * answer is the answer kind's (answer.h); this file asks each its part in a fixed order. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/answer.h"
#include "app/i18n.h"
#include "app/drill_run.h"
#include "app/ruleview.h"
#include "engine/scenario.h"
#include "render/layout_screens.h"
#include "render/tablegfx.h"
#include "app/palette.h"

void drill_run_free_table(drill_run_t *R)
{
    if (R->borrowed) {
        /* the live table's picture as it was, and on it goes */
        R->g->shown = R->live_shown;
        table_notes(R->g)->sd.winners = R->live_winners;
        R->g->busy_until = R->g->clock;
        R->g = NULL;
        R->borrowed = 0;
    }
    if (R->g) {
        game_destroy(R->g);
        R->g = NULL;
    }
}

static void settle_game(app_t *a, game_t *g)
{
    float keep = g->speed;
    g->speed = 0;
    for (int i = 0; i < 100000; i++) {
        game_update(g, 0.0, a->wall_ms);
        if (game_idle(g))
            break;
    }
    g->speed = keep;
    g->sounds = 0;
}

/* Set the drill's situation up on a table of its own: the scenario's seats and commands played,
 * nobody driven, the picture held where the question is asked. 0 or -1 with a message. */
static int build_table(app_t *a, drill_run_t *R, char *err, size_t errlen)
{
    drill_run_free_table(R);
    memset(R->contrib, 0, sizeof R->contrib);
    memset(R->stack0, 0, sizeof R->stack0);
    R->prev[0] = R->prev[1] = R->prev[2] = -1;
    R->unit = 1;
    const drill_t *d = &R->d;
    if (!d->scenario[0])
        return 0; /* a floor card without a picture */
    scenario_t *sc = calloc(1, sizeof *sc);
    if (!sc) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    /* an authored drill's structure_file is relative to the drills' folder */
    if (scenario_load(d->id[0] ? d->id : "drill", d->id[0] ? R->tr->drills_dir : NULL, d->scenario, strlen(d->scenario), sc,
                      err, errlen) != 0) {
        free(sc);
        return -1;
    }
    session_config_t cfg;
    session_config_init(&cfg, scenario_config(sc), a->bots, 0);
    const engine_config_t *ec = &cfg.engine;
    for (int s = 0; s < ec->n_seats; s++)
        if (ec->seats[s].occupied)
            session_config_seat(&cfg, s, SESSION_SEAT_PERSON, ec->seats[s].name, NULL, 0);
    session_t *s = session_create(&cfg, err, errlen);
    if (!s) {
        free(sc);
        return -1;
    }
    game_t *g = game_create(s, -1, "", "", "", err, errlen);
    if (!g) {
        session_destroy(s);
        free(sc);
        return -1;
    }
    g->no_drive = 1;
    g->speed = 0;
    /* where the picture stops: before the answer shows itself on the table */
    switch (d->topic) {
    case DRILL_SIDE_POTS: g->hold_type = EV_POT; break;
    case DRILL_PUSH_POT: g->hold_type = EV_POT; break; /* the busts would name the losers */
    case DRILL_SHOWDOWN: g->hold_type = EV_SHOW; break;
    case DRILL_ELIMINATIONS: g->hold_type = EV_ELIMINATED; break;
    case DRILL_CHIP_RACE: g->hold_type = EV_COLOR_UP; break;
    case DRILL_DEAL_ORDER: g->hold_type = EV_HOLE_CARDS; break; /* the blinds in, no card dealt yet */
    default: break;
    }
    int positions = (answer_kind_of(d->answer.kind)->flags & ANSWER_BEFORE_DEAL) != 0;
    int sub = session_subscribe(s, SESSION_SEE_ALL);
    if (sc->n_cmds == 0 || sc->cmds[0].type != CMD_START) {
        cmd_t start = {CMD_START, -1, 0};
        session_submit(s, start);
    }
    for (int i = 0; i < sc->n_cmds; i++) {
        if (sc->step[i] != SCN_COMMAND)
            continue;
        engine_reject_t r = session_submit(s, sc->cmds[i]);
        if (r != REJ_OK) {
            snprintf(err, errlen, "the drill's scenario line %d was refused: %s", sc->cmd_line[i],
                     engine_reject_message(r));
            game_destroy(g);
            free(sc);
            return -1;
        }
    }
    free(sc);
    /* what every seat put in this hand, its stack before that, and every hole card */
    card_t hole[ENGINE_MAX_SEATS][2];
    int have_hole[ENGINE_MAX_SEATS] = {0};
    card_t draw[ENGINE_MAX_SEATS];
    int n_draw = 0;
    for (int i = 0; i < ENGINE_MAX_SEATS; i++)
        draw[i] = CARD_NONE;
    const ev_t *ev;
    while ((ev = session_next_event(s, sub)) != NULL) {
        int st = ev->seat;
        if (ev->type == EV_BUTTON_DRAW && st >= 0 && st < ENGINE_MAX_SEATS) {
            draw[st] = ev->u.a.cards[0];
            n_draw++;
        } else if (ev->type == EV_HAND_START) {
            memset(R->contrib, 0, sizeof R->contrib);
            memset(have_hole, 0, sizeof have_hole);
            R->folded = 0;
        } else if (st >= 0 && st < ENGINE_MAX_SEATS) {
            if (ev->type == EV_SEAT)
                R->stack0[st] = ev->amount;
            else if (ev->type == EV_POST)
                R->contrib[st] += ev->amount;
            else if (ev->type == EV_ACTION) {
                R->contrib[st] += ev->u.act.added;
                if (ev->u.act.action == CMD_FOLD)
                    R->folded |= (uint16_t)(1u << st);
            }
            else if (ev->type == EV_HOLE_CARDS) {
                hole[st][0] = ev->u.a.cards[0];
                hole[st][1] = ev->u.a.cards[1];
                have_hole[st] = 1;
            }
        }
    }
    session_unsubscribe(s, sub);
    view_t v;
    session_view(s, -1, &v);
    R->unit = v.smallest_chip > 0 ? v.smallest_chip : 1;
    R->g = g;
    tmodel_t *m = &g->shown;
    if (positions) {
        /* the table as it stands before the deal (the deal would show the answer): the seats,
         * their stacks, last hand's positions and the draw for the button; the queue of the
         * dealt hand is never shown */
        m->started = 1;
        m->n_seats = g->n_seats;
        m->hand_no = 0;
        m->level_index = 0;
        m->level_number = 1;
        m->sb = v.sb, m->bb = v.bb, m->ante = v.ante;
        for (int i = 0; i < g->n_seats; i++) {
            tmodel_seat_t *ts = &m->seats[i];
            ts->occupied = ec->seats[i].occupied;
            ts->stack = ec->seats[i].stack > 0 ? ec->seats[i].stack : v.seats[i].stack + v.seats[i].in_pot;
            ts->in_hand = 0;
            ts->n_cards = 0;
        }
        R->prev[0] = ec->prev_button - 1;
        R->prev[1] = ec->prev_sb - 1;
        R->prev[2] = ec->prev_bb - 1;
        if (n_draw > 0 && ec->prev_bb == 0) {
            g->drawing = 1;
            g->draw_seat = -1;
            for (int i = 0; i < ENGINE_MAX_SEATS; i++)
                g->draw_card[i] = draw[i];
        }
        g->busy_until = 1e18;
        return 0;
    }
    settle_game(a, g);
    for (int i = 0; i < g->n_seats; i++)
        snprintf(m->seats[i].name, sizeof m->seats[i].name, "%s", v.seats[i].name);
    if (d->topic == DRILL_SIDE_POTS) {
        /* every chip each seat put in sits in front of it; the trainee builds the pots */
        m->n_pots = 0;
        for (int i = 0; i < g->n_seats; i++) {
            m->seats[i].bet = R->contrib[i];
            m->seats[i].stack = R->stack0[i] - R->contrib[i] > 0 ? R->stack0[i] - R->contrib[i] : 0;
        }
    }
    if (d->topic == DRILL_PUSH_POT) {
        /* the hands tabled and the pots built in the middle, not yet pushed: the stacks before the
         * award (uncalled chips given back, R26) and no winner marked */
        showdown_new_hand(&table_notes(g)->sd);
        m->n_pots = d->answer.n_pots < TMODEL_MAX_POTS ? d->answer.n_pots : TMODEL_MAX_POTS;
        m->middle = 0;
        for (int p = 0; p < m->n_pots; p++) {
            m->pots[p].amount = d->answer.pot[p];
            m->pots[p].eligible = d->answer.eligible[p];
            m->middle += d->answer.pot[p];
        }
        for (int i = 0; i < g->n_seats; i++) {
            int64_t st = R->stack0[i] - R->contrib[i] + d->answer.returned[i];
            m->seats[i].bet = 0;
            m->seats[i].stack = st > 0 ? st : 0;
        }
    }
    if (d->topic == DRILL_SHOWDOWN) {
        for (int i = 0; i < g->n_seats; i++)
            if (have_hole[i] && m->seats[i].in_hand && !m->seats[i].folded) {
                m->seats[i].cards[0] = hole[i][0];
                m->seats[i].cards[1] = hole[i][1];
                m->seats[i].shown = 1;
                g->mo.vis_cards[i] = 2;
            }
    }
    if (d->topic == DRILL_COUNT_POT) {
        /* the gathered pot's pile and label are the answer: every chip each seat put in this hand
         * stands in front of it instead, and the board is the round's, before the next card */
        m->n_pots = 0;
        m->middle = 0;
        for (int i = 0; i < g->n_seats; i++)
            m->seats[i].bet = R->contrib[i];
        m->n_board = m->street == STREET_FLOP ? 0 : m->street == STREET_TURN ? 3 : 4;
    }
    if (d->topic == DRILL_FIRST_TO_ACT)
        g->busy_until = 1e18; /* the table must not light the seat to act: that is the answer */
    return 0;
}

/* Reset the answer being built for the drill now on the table. */
void drill_run_reset_answer(drill_run_t *R)
{
    memset(&R->ans, 0, sizeof R->ans);
    for (int k = 0; k < 3; k++)
        R->ans.mk_seat[k] = -1;
    R->ans.seat_pick = -1;
    R->ans.sel_pot = -1;
    R->ans.choice = -1;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        R->ans.left[s] = R->contrib[s];
    R->answered = 0;
    R->was_right = 0;
    R->timed_out = 0;
    R->feedback[0] = '\0';
    R->rule_open = 0;
    R->peek = 0;
    R->why_scroll = R->rule_scroll = R->dialog_scroll = 0;
}

/* Show drill d on the table; 0 or -1 with a notice. */
int drill_run_show(app_t *a, drill_run_t *R, const drill_t *d)
{
    R->d = *d;
    R->have_drill = 1;
    char err[APP_MSG_LEN];
    if (build_table(a, R, err, sizeof err) != 0) {
        char seed_text[24];
        snprintf(seed_text, sizeof seed_text, "%" PRIu64, d->seed);
        app_notice(a, _("This drill cannot be set up"), _("%s drill, seed %s: %s"), practice_topic_title(d->topic),
                   seed_text, err);
        R->have_drill = 0;
        return -1;
    }
    drill_run_reset_answer(R);
    R->asked_at = a->now;
    if (getenv("FELT_DEBUG")) {
        /* for the tests that play Practice through the window: the drill and the engine's answer */
        char ans[1024];
        drill_answer_format_json(&d->answer, ans, sizeof ans);
        fprintf(stderr, "practice: asking %s seed %" PRIu64 " level %d: %s answer %s why %s\n", drill_topic_name(d->topic),
                d->seed, d->difficulty, d->question, ans, d->why);
    }
    ui_focus(&a->ui, 0);
    return 0;
}

/* ---- the session ---------------------------------------------------------------------------- */

static int goal_of(int length) { return length == LEN_10 ? 10 : length == LEN_20 ? 20 : 0; }
static double timer_seconds(int t) { return t == 1 ? 15 : t == 2 ? 30 : t == 3 ? 60 : 0; }

/* The ticked topics that can be asked (floor only with floor cards). */
static uint32_t topics_on(const drill_run_t *R)
{
    uint32_t on = 0;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
        if (R->tr->topic_on[t] && (t != DRILL_FLOOR || R->tr->n_floor > 0))
            on |= (uint32_t)1 << t;
    return on;
}

/* Start the session's plan over the ticked topics: the floor cards, then the authored drills. */
static void plan_start(drill_run_t *R, uint64_t seed)
{
    static drill_topic_t items[DRILL_PLAN_MAX_ITEMS];
    int n = 0;
    for (int k = 0; k < R->tr->n_floor && n < DRILL_PLAN_MAX_ITEMS; k++)
        items[n++] = DRILL_FLOOR;
    for (int k = 0; k < R->tr->n_authored && n < DRILL_PLAN_MAX_ITEMS; k++)
        items[n++] = R->tr->authored[k].topic;
    drill_plan_init(&R->plan, seed, topics_on(R), items, n);
}

/* The next drill: drill_plan_next's topic (each ticked topic in every block, missed ones weighted
 * above that floor) and authored situation; the difficulty grows with a run of right answers in
 * the topic. */
int drill_run_next(app_t *a, drill_run_t *R)
{
    if (topics_on(R) != R->plan.on)
        plan_start(R, practice_mix64(&R->rng));
    for (int attempt = 0; attempt < 12; attempt++) {
        int item;
        uint64_t seed;
        int topic = drill_plan_next(&R->plan, &item, &seed);
        if (topic < 0) {
            if (R->tr->topic_on[DRILL_FLOOR] && R->tr->n_floor == 0)
                app_notice(a, _("Nothing to practise"), "%s",
                           _("Choose at least one topic (no floor-ruling cards were found in levels/drills)."));
            else
                app_notice(a, _("Nothing to practise"), "%s", _("Choose at least one topic."));
            return -1;
        }
        drill_t *d = calloc(1, sizeof *d);
        if (!d)
            return -1;
        char err[APP_MSG_LEN] = "";
        int ok = 0;
        if (item >= 0 && item < R->tr->n_floor)
            *d = R->tr->floor[item];
        else if (item >= R->tr->n_floor)
            *d = R->tr->authored[item - R->tr->n_floor];
        else
            ok = drill_generate((drill_topic_t)topic, seed, R->t_level[topic], d, err, sizeof err);
        if (ok == 0 && drill_run_show(a, R, d) == 0) {
            free(d);
            return 0;
        }
        if (ok != 0)
            SDL_Log("practice: %s drill, seed %" PRIu64 ": %s", drill_topic_name((drill_topic_t)topic), seed, err);
        free(d);
    }
    return -1;
}

void drill_run_start(app_t *a, drill_run_t *R, trainee_t *T, int shadow)
{
    R->tr = T;
    R->active = 1;
    R->shadow = shadow;
    R->summary = 0;
    R->session_ms = a->wall_ms;
    R->rng = (uint64_t)a->wall_ms ^ 0x5eed0fdea1e5ULL;
    plan_start(R, practice_mix64(&R->rng));
    R->goal = shadow ? 0 : goal_of(R->tr->length);
    R->done = R->right = R->streak = R->best_streak = 0;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++) {
        R->t_asked[t] = R->t_right[t] = R->t_run[t] = 0;
        R->t_time[t] = 0;
        R->t_level[t] = R->tr->difficulty + 1;
    }
}


void drill_run_grade(app_t *a, drill_run_t *R, int timed_out)
{
    drill_answer_t given;
    memset(&given, 0, sizeof given);
    given.kind = R->d.answer.kind;
    answer_kind_of(given.kind)->collect(R, &given);
    R->took = a->now - R->asked_at;
    R->was_right = timed_out ? 0 : drill_grade(&R->d, &given, R->feedback, sizeof R->feedback);
    if (timed_out) {
        char fb[1200];
        drill_grade(&R->d, &given, fb, sizeof fb);
        const char *ans = strstr(fb, "The answer is");
        snprintf(R->feedback, sizeof R->feedback, "%s %s", _("Time is up."), ans ? ans : fb);
    }
    R->timed_out = timed_out;
    R->answered = 1;
    R->anim_t0 = a->now;
    R->ans.drag = 0;
    const answer_kind_t *K = answer_kind_of(R->d.answer.kind);
    if (K->graded)
        K->graded(R);
    int t = R->d.topic;
    drill_plan_graded(&R->plan, (drill_topic_t)t, R->was_right);
    R->done++;
    R->t_asked[t]++;
    R->t_time[t] += R->took;
    if (R->was_right) {
        R->right++;
        R->streak++;
        if (R->streak > R->best_streak)
            R->best_streak = R->streak;
        R->t_right[t]++;
        if (++R->t_run[t] >= 2 && R->t_level[t] < 5) {
            R->t_level[t]++;
            R->t_run[t] = 0;
        }
    } else {
        R->streak = 0;
        R->t_run[t] = 0;
        if (R->t_level[t] > 1)
            R->t_level[t]--;
    }
    practice_progress_record(&R->tr->prog, (drill_topic_t)t, R->was_right, R->took, R->session_ms, R->shadow);
    if (!a->headless) { /* pictures for tests and the README never count as practice */
        practice_save_progress(a, R->tr);
        drill_result_t r;
        drill_result_make(&R->d, timed_out ? NULL : &given, R->was_right, R->took, a->wall_ms, R->session_ms, &r);
        trainees_record(a, R->tr, &r);
    }
    if (!a->headless)
        sfx_play(a->sfx, R->was_right ? SFX_WIN : SFX_CHECK);
    if (getenv("FELT_DEBUG"))
        fprintf(stderr, "practice: %s seed %" PRIu64 " %s; score %d/%d, streak %d\n", drill_topic_name(R->d.topic),
                R->d.seed, R->was_right ? "right" : "wrong", R->right, R->done, R->streak);
}

static void draw_seat_numbers(gfx_t *G, const drill_run_t *R)
{
    const theme_t *th = gfx_theme(G);
    const tmodel_t *m = &R->g->shown;
    for (int s = 0; s < R->g->n_seats; s++) {
        float x, y;
        game_seat_xy(R->g, s, &x, &y);
        char n[8];
        snprintf(n, sizeof n, "%d", s + 1);
        if (!m->seats[s].occupied) {
            gfx_stroke_rounded(G, x - 60, y - 22, 120, 44, 12, 1.5f, pal_alpha(th->text, 0x40));
            char t[24];
            snprintf(t, sizeof t, _("Seat %d \xc2\xb7 empty"), s + 1);
            gfx_text(G, t, x, y, 13, GFX_FONT_REGULAR, th->text_muted, GFX_CENTER | GFX_MIDDLE);
            continue;
        }
        float bx = x - GFX_PLATE_W / 2 + 4, by = y - GFX_PLATE_H / 2 + 2;
        gfx_fill_ellipse(G, bx, by, 11, 11, pal_alpha(th->background, 0xf0));
        gfx_stroke_ellipse(G, bx, by, 11, 11, 1.2f, th->accent);
        gfx_text(G, n, bx, by, 12, GFX_FONT_BOLD, th->accent, GFX_CENTER | GFX_MIDDLE);
    }
}

static void header_line(app_t *a, drill_run_t *R, float x, float y, float w)
{
    gfx_t *G = a->g;
    char t[160], r[200];
    snprintf(t, sizeof t, "%s", practice_topic_title(R->d.topic));
    gfx_text_fit(G, t, x, y, w * 0.5f, 15, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    int n = R->done + (R->answered ? 0 : 1);
    char of[32] = "";
    if (R->goal)
        /* TRANSLATORS: the drill's number in the session: "3 of 10" */
        snprintf(of, sizeof of, _("%d of %d"), n, R->goal);
    else if (R->shadow)
        snprintf(of, sizeof of, _("Duty %d"), n);
    else
        snprintf(of, sizeof of, "#%d", n);
    int acc = R->done ? (100 * R->right + R->done / 2) / R->done : 0;
    snprintf(r, sizeof r, _("%s \xc2\xb7 score %d/%d (%d%%) \xc2\xb7 streak %d"), of, R->right, R->done, acc, R->streak);
    gfx_text_squeeze(G, r, x + w, y + 1, w * 0.5f, 13, 10, GFX_FONT_REGULAR, C_TEXT, GFX_RIGHT | GFX_TOP);
}

static void stats_line(app_t *a, drill_run_t *R, float x, float y, float w)
{
    int t = R->d.topic;
    char s[200];
    double tl = timer_seconds(R->tr->timer);
    double el = (R->answered ? R->took : a->now - R->asked_at);
    char clock[48];
    if (tl > 0 && !R->answered)
        snprintf(clock, sizeof clock, _("%.0f s left"), tl - el > 0 ? ceil(tl - el) : 0.0);
    else
        snprintf(clock, sizeof clock, _("%s s"), app_decimal(el, 1, s, sizeof s));
    char avg[32];
    if (R->t_asked[t])
        snprintf(s, sizeof s, _("%s \xc2\xb7 this topic: %d/%d right, %s s on average \xc2\xb7 level %d"), clock,
                 R->t_right[t], R->t_asked[t], app_decimal(R->t_time[t] / R->t_asked[t], 1, avg, sizeof avg),
                 R->t_level[t]);
    else
        snprintf(s, sizeof s, _("%s \xc2\xb7 the topic's first drill this session \xc2\xb7 level %d"), clock,
                 R->t_level[t]);
    uint32_t col = (tl > 0 && !R->answered && tl - el < 5) ? C_RED : C_DIM;
    gfx_text_fit(a->g, s, x, y, w, 13, GFX_FONT_REGULAR, col, GFX_LEFT | GFX_BOTTOM);
}

/* The bottom-right panel: the answer kind's controls and Confirm; 1 when the answer is given. */
static int controls(app_t *a, drill_run_t *R, const answer_kind_t *K, float x, float y, float w, float h)
{
    ui_t *u = &a->ui;
    int confirm_flags = UI_PRIMARY;
    int submit = K->controls ? K->controls(a, R, x, y, w, h, &confirm_flags) : 0;
    if (K->flags & ANSWER_NO_CONFIRM)
        return submit;
    const layout_rect_t b = layout_at("drill.confirm");
    if (ui_button(u, ui_id("drill.confirm", 0), b.x, b.y, b.w, b.h, _("Confirm"), "Enter", confirm_flags,
                  _("Give this answer: it is graded at once")) ||
        (!(confirm_flags & UI_DISABLED) && (ui_key(u, SDLK_RETURN) || ui_key(u, SDLK_KP_ENTER))))
        submit = 1;
    return submit;
}

/* Input on the table itself: the seats for the kinds that click them, then the kind's pieces. */
static void table_input(app_t *a, drill_run_t *R, const answer_kind_t *K)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    game_t *g = R->g;
    int live = !R->answered && u->layer >= u->modal_depth;
    int clicked = -1;
    /* every seat's place, empty ones too, in the widget dump: a play-through clicks a seat and
     * drops a disc on it by name ("seat.4"), as a person aims at the seat they read */
    for (int s = 0; s < g->n_seats; s++) {
        float x, y;
        char nm[16];
        game_seat_xy(g, s, &x, &y);
        snprintf(nm, sizeof nm, "seat.%d", s + 1);
        ui_mark(u, nm, x - GFX_PLATE_W / 2, y - GFX_PLATE_H / 2, GFX_PLATE_W, GFX_PLATE_H, NULL);
    }
    for (int s = 0; s < g->n_seats && (K->flags & ANSWER_SEATS); s++) {
        const tmodel_seat_t *ts = &g->shown.seats[s];
        if (!ts->occupied)
            continue;
        int id = ui_id("drill.seat", s);
        if (live)
            practice_focusable(u, id);
        float x, y;
        game_seat_xy(g, s, &x, &y);
        if (u->focus == id && u->keyboard_mode)
            gfx_stroke_rounded(G, x - GFX_PLATE_W / 2 - 9, y - GFX_PLATE_H / 2 - 9, GFX_PLATE_W + 18, GFX_PLATE_H + 18, 16,
                               2.0f, pal_alpha(C_HIGHLIGHT, 0xd0));
        if (live && u->mouse_pressed && R->ans.drag == 0 &&
            ui_mouse_in(u, x - GFX_PLATE_W / 2, y - GFX_PLATE_H / 2, GFX_PLATE_W, GFX_PLATE_H)) {
            clicked = s;
            u->focus = id;
        }
        if (live && u->focus == id && ui_key(u, SDLK_SPACE))
            clicked = s;
        if (live && K->seat_key && u->focus == id)
            for (int k = 0; k < 9; k++)
                if (ui_key(u, SDLK_1 + k))
                    K->seat_key(R, s, k);
    }
    if (clicked >= 0 && K->seat_click)
        K->seat_click(R, clicked);
    if (K->table)
        K->table(a, R, live);
}

void drill_run_end(drill_run_t *R)
{
    R->summary = 1;
    R->have_drill = 0;
}

/* The verdict over the feedback. */
static const char *verdict(const drill_run_t *R)
{
    return R->was_right ? _("Right") : R->timed_out ? _("Time is up") : _("Not quite");
}

/* The feedback: verdict and reason on the left, the rule on the right, Next. Returns 1 on Next. */
static int feedback_panels(app_t *a, drill_run_t *R, float lx, float rx, float y, float w, float h)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const drill_t *d = &R->d;
    gfx_text(G, verdict(R), lx + 16, y + 12, 20,
             GFX_FONT_BOLD, R->was_right ? C_GREEN : C_RED, GFX_LEFT | GFX_TOP);
    char took[48];
    char secs[32];
    snprintf(took, sizeof took, _("%s s"), app_decimal(R->took, 1, secs, sizeof secs));
    gfx_text(G, took, lx + w - 16, y + 14, 13, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_TOP);
    /* the explanation whole: it scrolls rather than being cut */
    rule_view_plain(a, R->was_right ? d->why : R->feedback, lx + 16, y + 42, w - 24, h - 50, 14, C_TEXT,
                    &R->why_scroll);
    /* the rule: its own words first, its sources last */
    const char *title = R->tr->rb ? drill_rule_title(R->tr->rb, d->rule) : NULL;
    const char *text = R->tr->rb ? drill_rule_text(R->tr->rb, d->rule) : NULL;
    char head[200];
    snprintf(head, sizeof head, "%s%s%s", d->rule[0] ? d->rule : _("Rule"), title ? "  " : "", title ? title : "");
    gfx_text_fit(G, head, rx + 16, y + 12, w - 32, 16, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    if (text) {
        rule_view_text(a, text, rx + 16, y + 38, w - 24, h - 96, 13, &R->rule_scroll);
    }
    else {
        char note[2400];
        snprintf(note, sizeof note,
                 _("%s is not one of the rule book's own rules: where docs/rules.md is silent, the Poker TDA rules "
                   "(2024) decide. %s"),
                 d->rule[0] ? d->rule : _("This ruling"), R->was_right ? d->why : "");
        rule_view_plain(a, note, rx + 16, y + 38, w - 24, h - 96, 13, C_DIM, &R->rule_scroll);
    }
    int next = ui_id("feedback.next", 0);
    if (u->focus == 0)
        ui_focus(u, next);
    int go = 0;
    const layout_rect_t in_full = layout_at("feedback.in_full"), next_at = layout_at("feedback.next");
    ui_name(u, "feedback.in_full");
    if (ui_button(u, ui_id("feedback.in_full", 0), in_full.x, in_full.y, in_full.w, in_full.h, _("In full"), "R", 0,
                  _("The whole explanation and the rule's whole text")) ||
        ui_key(u, SDLK_r))
        R->rule_open = 1;
    ui_name(u, "feedback.next");
    if (ui_button(u, next, next_at.x, next_at.y, next_at.w, next_at.h, _("Next"), "Space", UI_PRIMARY, _("The next drill")) ||
        ui_key(u, SDLK_SPACE) || ui_key(u, SDLK_RETURN))
        go = 1;
    return go;
}

static void rule_dialog(app_t *a, drill_run_t *R)
{
    if (rule_dialog_show(a, R->tr->rb, layout_at("drill.rule"), layout_at("drill.rule_ok"), "drill.rule_ok", verdict(R),
                         R->was_right, R->was_right ? R->d.why : R->feedback, R->d.rule, &R->dialog_scroll))
        R->rule_open = 0;
}

/* The question over the table, its controls, the feedback. Returns 1 when Next was pressed. */
int drill_run_view(app_t *a, drill_run_t *R)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const drill_t *d = &R->d;
    const answer_kind_t *K = answer_kind_of(d->answer.kind);
    int card = (K->flags & ANSWER_CARD) != 0;
    if (R->rule_open)
        ui_set_modal(u, 1);
    /* bottom panels: the question (left) and the controls (right), or the feedback */
    const layout_rect_t qp = layout_at("drill.question"), cp = layout_at("drill.controls");
    const float ly = qp.y, lh = qp.h, lx = qp.x, lw = qp.w, rx = cp.x, rw = cp.w;
    if (R->g && K->prepare)
        K->prepare(R);
    if (R->g) {
        unsigned parts = TABLE_DRAW_PANELS;
        if (!(K->flags & ANSWER_BEFORE_DEAL))
            parts |= TABLE_DRAW_MARKERS;
        table_draw_scene(a, R->g, parts);
        draw_seat_numbers(G, R);
        if (K->scene)
            K->scene(a, R);
    } else {
        gfx_background(G);
        gfx_table(G, "Felt");
    }
    gfx_panel(G, lx, ly, lw, lh);
    gfx_panel(G, rx, ly, rw, lh);
    if (R->g) {
        if (!card)
            table_input(a, R, K);
        if (R->answered && K->right)
            K->right(a, R, (float)(a->now - R->anim_t0));
    }
    /* a floor card covers the table; holding T lifts it to see the picture */
    R->peek = R->g && !a->headless && SDL_GetKeyboardState(NULL)[SDL_SCANCODE_T];
    if (K->cover && !R->peek)
        K->cover(a, R);
    int next = 0;
    if (!R->answered) {
        header_line(a, R, lx + 16, ly + 10, lw - 32);
        char q[1200];
        if (card)
            snprintf(q, sizeof q, "%s", answer_hint(K, d));
        else
            snprintf(q, sizeof q, "%s", d->question);
        /* a long question takes the hint's room too (the hint is also the controls' tooltip) */
        int roomy = gfx_text_wrap(G, q, 0, 0, lw - 32, 13, GFX_FONT_BOLD, 0xffffff00u, 2) <= 62 || card;
        practice_text_box(G, q, lx + 16, ly + 32, lw - 32, roomy ? 62 : 94, 16, GFX_FONT_BOLD, C_TEXT);
        if (!card && roomy)
            /* before the answer R does nothing: the whole hint is the panel's tooltip, so the cut
             * says so instead of pointing at R */
            practice_text_box_more(G, answer_hint(K, d), lx + 16, ly + 95, lw - 32, 31, 12, GFX_FONT_REGULAR, C_DIM,
                                   _(" (hover: all of it)"));
        const layout_rect_t tip = layout_at("drill.answer_tip");
        ui_tip_area(u, ui_id("drill.answer_tip", 0), tip.x, tip.y, tip.w, tip.h, answer_hint(K, d));
        stats_line(a, R, lx + 16, ly + lh - 9, lw - 170);
        if (controls(a, R, K, rx, ly, rw, lh))
            drill_run_grade(a, R, 0);
        else if (timer_seconds(R->tr->timer) > 0 && a->now - R->asked_at >= timer_seconds(R->tr->timer))
            drill_run_grade(a, R, 1);
    } else {
        next = feedback_panels(a, R, lx, rx, ly, lw, lh);
    }
    if (R->rule_open) {
        ui_set_modal(u, 0);
        rule_dialog(a, R);
        next = 0;
    }
    return next;
}

int drill_run_summary(app_t *a, drill_run_t *R)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    float x0, y0, x1, y1;
    gfx_background(G);
    gfx_table(G, "");
    gfx_logical_bounds(G, &x0, &y0, &x1, &y1);
    gfx_fill_rect(G, x0, y0, x1 - x0, y1 - y0, C_DIMMED);
    const layout_rect_t P = layout_at("summary.panel");
    const float px = P.x, py = P.y, pw = P.w, ph = P.h;
    gfx_shadow(G, px, py, pw, ph, 16, 26, C_SHADOW);
    gfx_panel(G, px, py, pw, ph);
    char line[200];
    int acc = R->done ? (100 * R->right + R->done / 2) / R->done : 0;
    gfx_text(G, R->shadow ? _("Shadow dealer: the duties") : _("Practice session"), LAYOUT_CX, py + 40, 30, GFX_FONT_BOLD, C_TEXT,
             GFX_CENTER | GFX_MIDDLE);
    snprintf(line, sizeof line, _("%d of %d right (%d%%) \xc2\xb7 best streak %d"), R->right, R->done, acc, R->best_streak);
    gfx_text(G, line, LAYOUT_CX, py + 82, 18, GFX_FONT_BOLD, acc >= 80 ? C_GREEN : C_GOLD, GFX_CENTER | GFX_MIDDLE);
    /* a row a topic answered, the header over them; the numbers right-aligned in their columns */
    const layout_rect_t row = layout_at("summary.row"), c_right = layout_at("summary.right"),
                        c_acc = layout_at("summary.accuracy");
    const float name_x = row.x + 14, right_x = c_right.x + c_right.w, acc_x = c_acc.x + c_acc.w,
                time_x = row.x + row.w - 14;
    float y = c_right.y;
    gfx_text(G, _("Topic"), name_x, y, 14, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_TOP);
    gfx_text(G, _("Right"), right_x, y, 14, GFX_FONT_BOLD, C_DIM, GFX_RIGHT | GFX_TOP);
    gfx_text(G, _("Accuracy"), acc_x, y, 14, GFX_FONT_BOLD, C_DIM, GFX_RIGHT | GFX_TOP);
    gfx_text(G, _("Avg time"), time_x, y, 14, GFX_FONT_BOLD, C_DIM, GFX_RIGHT | GFX_TOP);
    y = row.y + 4;
    int rows = 0;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++) {
        if (!R->t_asked[t])
            continue;
        if (rows % 2 == 0)
            gfx_fill_rounded(G, row.x, y - 4, row.w, row.h, 6, C_HIGHLIGHT);
        int ta = (100 * R->t_right[t] + R->t_asked[t] / 2) / R->t_asked[t];
        gfx_text(G, practice_topic_title((drill_topic_t)t), name_x, y + 11, 16, GFX_FONT_REGULAR, C_TEXT,
                 GFX_LEFT | GFX_MIDDLE);
        snprintf(line, sizeof line, "%d/%d", R->t_right[t], R->t_asked[t]);
        gfx_text(G, line, right_x, y + 11, 16, GFX_FONT_REGULAR, C_TEXT, GFX_RIGHT | GFX_MIDDLE);
        snprintf(line, sizeof line, "%d%%", ta);
        gfx_text(G, line, acc_x, y + 11, 16, GFX_FONT_BOLD, ta >= 80 ? C_GREEN : ta >= 50 ? C_GOLD : C_RED,
                 GFX_RIGHT | GFX_MIDDLE);
        char secs[32];
        snprintf(line, sizeof line, _("%s s"), app_decimal(R->t_time[t] / R->t_asked[t], 1, secs, sizeof secs));
        gfx_text(G, line, time_x, y + 11, 16, GFX_FONT_REGULAR, C_TEXT, GFX_RIGHT | GFX_MIDDLE);
        y += 32;
        rows++;
    }
    if (!rows)
        gfx_text(G, _("No drill was answered."), LAYOUT_CX, y + 20, 16, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
    int worst = -1;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
        if (R->t_asked[t] && R->t_right[t] < R->t_asked[t] &&
            (worst < 0 || R->t_right[t] * R->t_asked[worst] < R->t_right[worst] * R->t_asked[t]))
            worst = t;
    if (worst >= 0) {
        snprintf(line, sizeof line, _("To work on: %s. Missed topics come back more often in the next session too."),
                 practice_topic_title((drill_topic_t)worst));
        gfx_text_fit(G, line, LAYOUT_CX, py + ph - 110, pw - 80, 14, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
    }
    snprintf(line, sizeof line, _("Progress is kept in %s"), R->tr->path);
    gfx_text_fit(G, line, LAYOUT_CX, py + ph - 86, pw - 80, 12, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
    int again = ui_id("summary.again", 0);
    if (u->focus == 0 && u->keyboard_mode)
        ui_focus(u, again);
    const layout_rect_t b_again = layout_at("summary.again"), b_menu = layout_at("summary.practice_menu");
    ui_name(u, "summary.again");
    if (ui_button(u, again, b_again.x, b_again.y, b_again.w, b_again.h, R->shadow ? _("Back to the table") : _("Practise again"), "Enter",
                  UI_PRIMARY, R->shadow ? _("The tournament goes on") : _("A new session with the same topics")) ||
        ui_key(u, SDLK_RETURN)) {
        return DRILL_SUMMARY_AGAIN;
    }
    ui_name(u, "summary.practice_menu");
    if (ui_button(u, ui_id("summary.practice_menu", 0), b_menu.x, b_menu.y, b_menu.w, b_menu.h, _("Practice menu"), "Esc", 0, NULL) ||
        ui_key(u, SDLK_ESCAPE)) {
        R->active = 0;
        R->summary = 0;
        drill_run_free_table(R);
        return DRILL_SUMMARY_MENU;
    }
    return 0;
}

