/* scr_shadow_director.c — the shadow director (director.h): a live multi-table tournament of bots
 * (45 entrants, nine-handed, nobody's table on screen) played moment by moment until the
 * tournament makes a director's move — a player moved to balance (R37), a table broken and its
 * players drawn to new seats (R36), eliminations in a hand-for-hand round (R38), the final table
 * (R39). The tables are then shown as they stood before the move (the moment's moves undone from
 * the tournament's own events), the move is asked of the trainee on the multi-table picture, and
 * the tournament's own move is the answer, graded by drill_mtt_grade with the tournament's reason
 * and rule. Then it plays on to the next move; the session's score at the end. The tournament is
 * stepped in practice_update (the fixed step), never while a frame is drawn. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/director_run.h"
#include "app/i18n.h"
#include "app/palette.h"
#include "render/layout_screens.h"
#include "render/tablegfx.h"
#include "engine/scenario.h"
#include "tournament/tournament.h"

/* six-handed: 45 entrants pay six places, so the bubble (seven left) is hand-for-hand over two tables */
enum { SD_ENTRANTS = 45, SD_SEATS = 6, SD_MAX_EVENTS = 256, SD_STEPS = 400 };

typedef struct sd_pos {
    int button, sb, bb; /* 1-based, 0 none */
} sd_pos_t;

struct shadow_director {
    tourney_t *t;
    uint64_t seed;
    director_run_t run;
    int posed;            /* a move is on screen */
    int over;             /* the tournament ended (or failed): the score shows */
    int asked, right;
    char note[200];
    /* every table's hands as its engine events tell them */
    sd_pos_t cur[SCENARIO_MAX_TABLES + 1], last[SCENARIO_MAX_TABLES + 1];
    card_t drew[SCENARIO_MAX_TABLES + 1][ENGINE_MAX_SEATS];
    int h4h_before;       /* hand-for-hand was on before the step */
    int again;            /* 1: the step's final table is still to ask (after its eliminations); 2: asking it */
    int n_ev;
    tourney_ev_t ev[SD_MAX_EVENTS];
};

static void on_table(void *ctx, int table, const ev_t *ev, const int *player)
{
    shadow_director_t *S = ctx;
    (void)player;
    if (table < 1 || table > SCENARIO_MAX_TABLES)
        return;
    if (ev->type == EV_HAND_START) {
        S->cur[table].button = ev->u.hs.button + 1;
        S->cur[table].sb = ev->u.hs.sb_pos + 1;
        S->cur[table].bb = ev->u.hs.bb + 1;
    } else if (ev->type == EV_HAND_END) {
        S->last[table] = S->cur[table];
    } else if (ev->type == EV_BUTTON_DRAW && ev->seat >= 0 && ev->seat < ENGINE_MAX_SEATS) {
        S->drew[table][ev->seat] = ev->u.a.cards[0];
    }
}

void shadow_director_free(practice_t *P)
{
    shadow_director_t *S = P->shdir;
    if (!S)
        return;
    if (S->t)
        tourney_destroy(S->t);
    free(S);
    P->shdir = NULL;
}

static int make_tourney(app_t *a, shadow_director_t *S, uint64_t seed)
{
    tourney_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.seed = seed;
    cfg.n_players = SD_ENTRANTS;
    cfg.table_size = SD_SEATS;
    cfg.registry = a->bots;
    /* a structure with a multi-table payout ladder for the field (the set-up's, or the closest) */
    int si = app_mtt_structure_for(a, SD_ENTRANTS);
    if (si < 0) {
        fprintf(stderr, "felt: the shadow director: no structure has a multi-table payout ladder for %d players\n",
                SD_ENTRANTS);
        return -1;
    }
    cfg.structure = &a->structures[si].st;
    cfg.mtt = &a->structures[si].mtt;
    int n = bot_registry_pick_mix(a->bots, seed, 8, cfg.mix, NULL, 0);
    cfg.n_mix = n > 0 ? n : 0;
    if (cfg.n_mix == 0) {
        char err[200];
        if (bot_spec_parse(a->bots, "tag", &cfg.mix[0], err, sizeof err) != 0)
            return -1;
        cfg.n_mix = 1;
    }
    cfg.on_table_event = on_table;
    cfg.ctx = S;
    char err[APP_MSG_LEN];
    S->t = tourney_create(&cfg, err, sizeof err);
    if (!S->t) {
        fprintf(stderr, "felt: the shadow director's tournament: %s\n", err);
        return -1;
    }
    S->seed = seed;
    return 0;
}

void shadow_director_start(app_t *a, practice_t *P, uint64_t seed)
{
    shadow_director_free(P);
    shadow_director_t *S = calloc(1, sizeof *S);
    if (!S)
        return;
    P->shdir = S;
    if (make_tourney(a, S, seed) != 0) {
        shadow_director_free(P);
        return;
    }
    S->run.tr = &P->tr;
    S->run.active = 1;
    S->run.shadow = 1;
    S->run.session_ms = a->wall_ms;
    app_go(a, SCREEN_SHADOW_DIRECTOR);
}

/* ---- the move as a drill ------------------------------------------------------------------------ */

static int local_player(drill_mtt_t *d, const char *name)
{
    for (int i = 0; i < d->n_players; i++)
        if (!strcmp(d->names[i], name))
            return i;
    if (d->n_players >= DRILL_MTT_MAX_PLAYERS)
        return -1;
    snprintf(d->names[d->n_players], sizeof d->names[0], "%s", name);
    return d->n_players++;
}

static dpic_seat_t *seat_of(dpic_t *p, int table, int seat)
{
    for (int i = 0; i < p->n; i++)
        if (p->t[i].number == table && seat >= 1 && seat <= p->t[i].n_seats)
            return &p->t[i].seat[seat];
    return NULL;
}

/* The tables as the tournament holds them now (after the step), the last hand's positions. */
static void picture_now(shadow_director_t *S, dpic_t *p, drill_mtt_t *d)
{
    memset(p, 0, sizeof *p);
    int n = tourney_tables(S->t);
    for (int k = 1; k <= n && p->n < DPIC_MAX_TABLES; k++) {
        const engine_t *e = tourney_table_engine(S->t, k);
        if (!e)
            continue;
        view_t v;
        engine_view(e, -1, &v);
        dpic_table_t *t = &p->t[p->n];
        t->number = k;
        t->n_seats = tourney_table_size(S->t);
        t->button = S->last[k].button;
        t->sb = S->last[k].sb;
        t->bb = S->last[k].bb;
        int any = 0;
        for (int s = 1; s <= t->n_seats; s++) {
            dpic_seat_t *se = &t->seat[s];
            se->player = -1;
            se->drew = CARD_NONE;
            const view_seat_t *vs = &v.seats[s - 1];
            if (vs->occupied && !vs->eliminated) {
                se->occupied = 1;
                snprintf(se->name, sizeof se->name, "%s", vs->name);
                se->stack = vs->stack + vs->in_pot;
                se->player = local_player(d, vs->name);
                any = 1;
            } else if (vs->occupied && vs->eliminated)
                se->busted = 1; /* out: the seat is empty now */
        }
        if (any || tourney_table_count(S->t, k) > 0)
            p->n++;
    }
    d->table_size = tourney_table_size(S->t);
    d->n_tables = p->n;
}

/* Undo a move on the picture: the player back at from_table/from_seat with their chips. */
static void undo_move(shadow_director_t *S, dpic_t *p, drill_mtt_t *d, const tourney_ev_t *v)
{
    const char *name = tourney_player_name(S->t, v->player);
    dpic_seat_t *to = seat_of(p, v->to_table, v->to_seat), *from = seat_of(p, v->from_table, v->from_seat);
    if (to && to->occupied && !strcmp(to->name, name)) {
        memset(to, 0, sizeof *to);
        to->player = -1;
        to->drew = CARD_NONE;
    }
    if (from) {
        memset(from, 0, sizeof *from);
        from->occupied = 1;
        snprintf(from->name, sizeof from->name, "%s", name);
        from->stack = v->chips;
        from->player = local_player(d, name);
        from->drew = CARD_NONE;
    }
}

/* A table broken in this step is gone from the tournament: put it back, empty, for the picture. */
static void add_table(dpic_t *p, int number, int n_seats)
{
    for (int i = 0; i < p->n; i++)
        if (p->t[i].number == number)
            return;
    if (p->n >= DPIC_MAX_TABLES)
        return;
    int at = p->n;
    while (at > 0 && p->t[at - 1].number > number) {
        p->t[at] = p->t[at - 1];
        at--;
    }
    dpic_table_t *t = &p->t[at];
    memset(t, 0, sizeof *t);
    t->number = number;
    t->n_seats = n_seats;
    for (int s = 1; s <= n_seats; s++) {
        t->seat[s].player = -1;
        t->seat[s].drew = CARD_NONE;
    }
    p->n++;
}

/* The final table's draw undone: everyone back at the table and seat they came from (R39). */
static void undo_final(shadow_director_t *S, dpic_t *p, drill_mtt_t *d)
{
    for (int i = S->n_ev - 1; i >= 0; i--) {
        const tourney_ev_t *v = &S->ev[i];
        if ((v->type == TEV_SEATED || v->type == TEV_MOVE) && v->rule == 39 && v->from_table > 0) {
            add_table(p, v->from_table, d->table_size);
            undo_move(S, p, d, v);
        }
    }
    /* the final table's own number, if it was not one of them, held nobody before */
    for (int i = 0; i < p->n; i++) {
        int any = 0;
        for (int s = 1; s <= p->t[i].n_seats; s++)
            any |= p->t[i].seat[s].occupied;
        if (!any) {
            memmove(&p->t[i], &p->t[i + 1], sizeof p->t[0] * (size_t)(p->n - i - 1));
            p->n--;
            i--;
        }
    }
}

static void reasons(shadow_director_t *S, drill_mtt_t *d, int type)
{
    size_t n = 0;
    for (int i = 0; i < S->n_ev && n + 2 < sizeof d->why; i++) {
        const tourney_ev_t *v = &S->ev[i];
        if ((int)v->type != type && !(type == TEV_MOVE && v->type == TEV_SIT_OUT) &&
            !(type == TEV_TABLE_BREAK && (v->type == TEV_MOVE || v->type == TEV_SIT_OUT)))
            continue;
        if (!v->reason[0])
            continue;
        int w = snprintf(d->why + n, sizeof d->why - n, "%s%s", n ? " " : "", v->reason);
        if (w < 0)
            break;
        n += (size_t)w < sizeof d->why - n ? (size_t)w : sizeof d->why - n - 1;
    }
}

/* Does this step's events hold a director's move? Then pose it. 1 posed, 0 not. */
static int pose(app_t *a, shadow_director_t *S)
{
    int balance = -1, brk = -1, final_t = -1, n_out = 0, h4h = S->h4h_before;
    for (int i = 0; i < S->n_ev; i++) {
        const tourney_ev_t *v = &S->ev[i];
        /* hand-for-hand starts with the hands in progress: they are its first round */
        if (v->type == TEV_HAND_FOR_HAND_START)
            h4h = 1;
        if (v->type == TEV_MOVE && v->rule == 37 && balance < 0)
            balance = i;
        /* a break is declared as its table's hand ends; its players are drawn to their seats in
         * the step their moves come (rule 36) */
        if (v->type == TEV_MOVE && v->rule == 36 && brk < 0)
            brk = i;
        if (v->type == TEV_FINAL_TABLE)
            final_t = i;
        if (v->type == TEV_ELIMINATED && h4h && v->place > 0)
            n_out++;
    }
    drill_mtt_t *d = calloc(1, sizeof *d);
    dpic_t *p = calloc(1, sizeof *p);
    if (!d || !p) {
        free(d), free(p);
        return 0;
    }
    d->seed = S->seed;
    d->difficulty = 3;
    picture_now(S, p, d);
    int posed = 1;
    drill_mtt_answer_t *A = &d->answer;
    A->player = -1;
    char line[600];
    if (n_out > 0 && final_t >= 0 && S->again == 2)
        n_out = 0; /* the eliminations were asked: now the final table */
    if (n_out > 0 && final_t >= 0) {
        /* the round's eliminations first, the final table they bring after */
    } else if (final_t >= 0) {
        d->topic = DRILL_MTT_FINAL_TABLE;
        /* before: everyone back where they sat; the final table as the draw seats it kept apart */
        int ft = S->ev[final_t].to_table;
        dpic_table_t final_tab = {0};
        for (int i = 0; i < p->n; i++)
            if (p->t[i].number == ft)
                final_tab = p->t[i];
        undo_final(S, p, d);
        A->yes = 1;
        A->button = S->cur[ft].button;
        for (int s = 1; s <= final_tab.n_seats; s++) {
            d->drew[s - 1] = S->drew[ft][s - 1];
            if (final_tab.seat[s].occupied) {
                int pl = local_player(d, final_tab.seat[s].name);
                if (pl >= 0)
                    d->final_seat[pl] = s;
            }
        }
        snprintf(d->rule, sizeof d->rule, "R39");
        snprintf(line, sizeof line, _("The shadow director: %d players are left and a table seats %d. Does the final table form now, and if it does, which seat gets its first button?"),
                 tourney_players_left(S->t), d->table_size);
        reasons(S, d, TEV_FINAL_TABLE);
        if (!d->why[0])
            snprintf(d->why, sizeof d->why, "%s", _("The players left fit at one table: every table breaks and a new draw seats the final table; its first button goes by high card (R39, R2)."));
    } else if (brk >= 0) {
        d->topic = DRILL_MTT_BREAKING;
        int from = S->ev[brk].from_table;
        add_table(p, from, d->table_size);
        for (int i = 0; i < p->n; i++)
            if (p->t[i].number == from)
                p->t[i].breaks = 1;
        for (int i = 0; i < S->n_ev && A->n_rows < DRILL_MTT_MAX_ROWS; i++) {
            const tourney_ev_t *v = &S->ev[i];
            if (v->type == TEV_MOVE && v->rule == 36 && v->from_table == from) {
                drill_mtt_row_t *r = &A->row[A->n_rows++];
                const char *name = tourney_player_name(S->t, v->player);
                r->player = local_player(d, name);
                r->table = v->to_table;
                r->seat = v->to_seat;
                dpic_seat_t *se = seat_of(p, v->to_table, v->to_seat);
                if (se)
                    se->arrival = 1;
            } else if (v->type == TEV_SIT_OUT) {
                const char *name = tourney_player_name(S->t, v->player);
                for (int k = 0; k < A->n_rows; k++)
                    if (!strcmp(d->names[A->row[k].player], name))
                        A->row[k].sits_out = 1;
            }
        }
        if (A->n_rows == 0)
            posed = 0;
        snprintf(d->rule, sizeof d->rule, "R36");
        snprintf(line, sizeof line, _("The shadow director: table %d breaks and its players have drawn their new seats, as shown. Which of them are dealt in to the next hand, and which sit it out?"), from);
        reasons(S, d, TEV_TABLE_BREAK);
    } else if (balance >= 0) {
        d->topic = DRILL_MTT_BALANCING;
        const tourney_ev_t *v = &S->ev[balance];
        undo_move(S, p, d, v);
        A->player = local_player(d, tourney_player_name(S->t, v->player));
        A->table = v->to_table;
        A->seat = v->to_seat;
        snprintf(d->rule, sizeof d->rule, "R37");
        snprintf(line, sizeof line, "%s", _("The shadow director: the tables below have just finished their hands. Which player moves, and to which table and seat?"));
        reasons(S, d, TEV_MOVE);
    }
    if (d->topic == 0 && A->player < 0 && n_out > 0 && (final_t < 0 || S->again != 2)) {
        d->topic = DRILL_MTT_HAND_FOR_HAND;
        h4h = S->h4h_before;
        if (final_t >= 0)
            undo_final(S, p, d); /* the tables as they stood when the round ended */
        if (final_t >= 0)
            S->again = 1; /* the final table formed in the same step: asked next */
        for (int i = 0; i < S->n_ev && A->n_rows < 3; i++) {
            const tourney_ev_t *v = &S->ev[i];
            if (v->type == TEV_HAND_FOR_HAND_START)
                h4h = 1;
            if (v->type != TEV_ELIMINATED || v->place <= 0 || (!h4h && !S->h4h_before))
                continue;
            drill_mtt_row_t *r = &A->row[A->n_rows++];
            const char *name = tourney_player_name(S->t, v->player);
            r->player = local_player(d, name);
            r->from_table = v->from_table;
            r->seat = v->from_seat;
            r->place = v->place;
            r->place_to = v->place_to > v->place ? v->place_to : v->place;
            r->prize = v->prize;
            A->yes |= r->place != r->place_to;
            dpic_seat_t *se = seat_of(p, v->from_table, v->from_seat);
            if (se && !se->occupied) {
                se->busted = 1;
                se->player = r->player;
                snprintf(se->name, sizeof se->name, "%s", name);
            }
        }
        snprintf(d->rule, sizeof d->rule, "%s", A->n_rows > 1 ? "R38" : "R32");
        snprintf(line, sizeof line, _("The shadow director, hand-for-hand: %d places are paid. Do the eliminations of this round tie, and what place and prize does each player out receive?"),
                 tourney_places_paid(S->t));
        reasons(S, d, TEV_ELIMINATED);
        if (!d->why[0])
            snprintf(d->why, sizeof d->why, "%s", _("Players out in the same hand-for-hand round at different tables tie and share the prizes of the places they cover (R38); at one table the bigger stack at the start of the hand takes the better place (R32, R33)."));
    } else if (d->topic == DRILL_MTT_BALANCING && A->player < 0)
        posed = 0;
    if (posed) {
        snprintf(d->question, sizeof d->question, "%s", line);
        d->n_tables = p->n;
        posed = director_show_pic(a, &S->run, d, p) == 0;
    }
    free(d);
    free(p);
    return posed;
}

/* The fixed step: the tournament plays on until its next director's move. */
void shadow_director_update(app_t *a, double dt)
{
    (void)dt;
    practice_t *P = a->practice;
    shadow_director_t *S = P ? P->shdir : NULL;
    if (!S || S->posed || S->over || a->screen != SCREEN_SHADOW_DIRECTOR)
        return;
    if (S->again == 1) {
        /* the same step's final table, after its eliminations were asked */
        S->again = 2;
        S->posed = pose(a, S);
        S->again = 0;
        if (S->posed)
            return;
    }
    for (int k = 0; k < SD_STEPS; k++) {
        S->h4h_before = tourney_hand_for_hand(S->t);
        int rc = tourney_step(S->t);
        S->n_ev = 0;
        tourney_ev_t v;
        while (tourney_poll(S->t, &v))
            if (S->n_ev < SD_MAX_EVENTS)
                S->ev[S->n_ev++] = v;
        if (rc < 0) {
            snprintf(S->note, sizeof S->note, "%s", tourney_error(S->t));
            S->over = 1;
            return;
        }
        if (getenv("FELT_DEBUG"))
            for (int i = 0; i < S->n_ev; i++)
                fprintf(stderr, "shadow director: %s player %d %d.%d -> %d.%d rule %d place %d-%d\n",
                        tourney_ev_name(S->ev[i].type), S->ev[i].player, S->ev[i].from_table, S->ev[i].from_seat,
                        S->ev[i].to_table, S->ev[i].to_seat, S->ev[i].rule, S->ev[i].place, S->ev[i].place_to);
        if (pose(a, S)) {
            S->posed = 1;
            return;
        }
        if (rc == 0) {
            S->over = 1;
            return;
        }
    }
}

/* ---- the screen --------------------------------------------------------------------------------- */

static void score(app_t *a, shadow_director_t *S)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    gfx_background(G);
    const layout_rect_t p = layout_at("director.summary");
    gfx_shadow(G, p.x, p.y, p.w, p.h, 16, 26, C_SHADOW);
    gfx_panel(G, p.x, p.y, p.w, p.h);
    gfx_text(G, _("Shadow director"), p.x + 32, p.y + 28, 26, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_TOP);
    char line[200];
    snprintf(line, sizeof line, _("%d of %d moves right"), S->right, S->asked);
    gfx_text(G, line, p.x + 32, p.y + 72, 18, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    ui_mark(u, "director.score", p.x + 32, p.y + 72, 300, 22, line);
    gfx_text_fit(G, S->over ? _("The tournament is over.") : _("You left the tournament."), p.x + 32, p.y + 110,
                 p.w - 64, 15, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    layout_rect_t r = layout_at("director.menu");
    ui_name(u, "director.menu");
    if (ui_button(u, ui_id("director.menu", 0), r.x, r.y, r.w, r.h, _("Practice menu"), "Esc", UI_PRIMARY, NULL) ||
        ui_key(u, SDLK_ESCAPE) || ui_key(u, SDLK_RETURN)) {
        shadow_director_free(a->practice);
        app_go(a, SCREEN_PRACTICE);
    }
}

void screen_shadow_director(app_t *a)
{
    practice_t *P = practice_state(a);
    shadow_director_t *S = P ? P->shdir : NULL;
    if (!S) {
        app_go(a, SCREEN_PRACTICE);
        return;
    }
    director_run_t *R = &S->run;
    if (S->over || R->summary) {
        score(a, S);
        return;
    }
    if (!S->posed) {
        gfx_background(a->g);
        gfx_text(a->g, _("The tournament plays on to the next move..."), 640, 360, 18, GFX_FONT_REGULAR, C_DIM,
                 GFX_CENTER | GFX_MIDDLE);
        return;
    }
    int was = R->answered;
    char heading[160];
    snprintf(heading, sizeof heading, _("Shadow director: %s (%d of %d right)"), director_topic_title(R->d.topic),
             S->right + (R->answered && R->was_right && was ? 0 : 0), S->asked);
    int next = director_view(a, R, heading);
    if (!was && R->answered) {
        S->asked++;
        S->right += R->was_right;
    }
    ui_t *u = &a->ui;
    const layout_rect_t end = layout_at("director.end_session");
    if (!R->rule_open) {
        ui_name(u, "director.end_session");
        if (ui_button(u, ui_id("director.end_session", 0), end.x, end.y, end.w, end.h, _("Leave"), "Esc", UI_NO_FOCUS,
                      _("Your score, and back to the practice menu")) ||
            ui_key(u, SDLK_ESCAPE)) {
            R->summary = 1;
            return;
        }
    }
    if (next) {
        S->posed = 0;
        R->have = 0;
    }
}

int shadow_director_screenshot(app_t *a, uint64_t seed, const char *topic)
{
    practice_t *P = practice_state(a);
    if (!P)
        return -1;
    drill_mtt_topic_t want = DRILL_MTT_TOPIC_COUNT;
    if (topic && drill_mtt_topic_parse(topic, &want) != 0) {
        fprintf(stderr, "felt: --drill %s: not a director topic\n", topic);
        return -1;
    }
    shadow_director_start(a, P, seed);
    shadow_director_t *S = P->shdir;
    if (!S)
        return -1;
    a->screen = SCREEN_SHADOW_DIRECTOR;
    for (int i = 0; i < 2000 && !S->over; i++) {
        shadow_director_update(a, 0.0);
        if (S->posed && (want == DRILL_MTT_TOPIC_COUNT || S->run.d.topic == want))
            return 0;
        S->posed = 0;
    }
    fprintf(stderr, "felt: the shadow director's tournament (seed %llu) made no %s move%s%s\n", (unsigned long long)seed,
            topic ? topic : "", S->note[0] ? ": " : "", S->note);
    return -1;
}
