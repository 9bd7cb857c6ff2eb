/* game_mtt_show.c — the tournament around the person's table, shown (game_mtt_show.h). */
#include "app/game_mtt_show.h"

#include <stdio.h>
#include <string.h>

#include "app/game.h"
#include "app/game_mtt.h"
#include "app/i18n.h"
#include "app/table_ui.h"

const mtt_show_timings_t MTT_SHOW_TIMINGS = {
    .note = 3.0,
    .plate_fade = 0.45,
    .move_out = 0.7,
    .move_in = 0.8,
    .h4h_wait = 1.6,
    .redraw_seat = 0.45,
    .redraw_hold = 1.2,
};
#define ST MTT_SHOW_TIMINGS

static double scaled(const game_t *g, double t) { return g->fast_forward ? 0 : t * g->speed; }

void mtt_show_init(game_t *g)
{
    game_mtt_t *M = g->mtt;
    mtt_show_t *S = &M->show;
    memset(S, 0, sizeof *S);
    S->field_sub = session_mtt_subscribe_field(M->m);
    ticker_init(&S->ticker, &M->st, tourney_places_paid(session_mtt_tourney(M->m)));
    S->move_from = S->h4h_from = S->redraw_from = -1;
    S->last_move.type = TEV_COUNT;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        S->note[s].from = -1;
}

/* The player's rank by chips at the last count (0: not in the top ten). */
static int chip_rank(const mtt_show_t *S, int player)
{
    for (int i = 0; i < S->n_top; i++)
        if (S->top[i] == player)
            return i + 1;
    return 0;
}

void mtt_show_pull(game_t *g)
{
    game_mtt_t *M = g->mtt;
    mtt_show_t *S = &M->show;
    if (S->field_sub < 0)
        return;
    const tourney_t *t = session_mtt_tourney(M->m);
    const session_mtt_ev_t *e;
    while ((e = session_mtt_next_event(M->m, S->field_sub)) != NULL) {
        const tourney_ev_t *v = &e->tev;
        if (e->kind != SESSION_MTT_EV_TOURNEY)
            continue;
        const char *name = v->player >= 0 ? tourney_player_name(t, v->player) : NULL;
        /* the final table's draw, in its order, for the redraw */
        if (v->type == TEV_SEATED && v->rule == 39) {
            if (!S->collecting)
                S->redraw_n = 0;
            S->collecting = 1;
            if (S->redraw_n < ENGINE_MAX_SEATS && v->to_seat >= 1) {
                S->redraw_seat[S->redraw_n] = v->to_seat - 1;
                S->redraw_table[S->redraw_n] = v->from_table;
                S->redraw_n++;
            }
            continue;
        }
        S->collecting = 0;
        if (v->type == TEV_FINAL_TABLE) /* the banner's line, after the redraw */
            snprintf(S->final_reason, sizeof S->final_reason, "%s", v->reason);
        /* others moved to or from the person's table: their plates say so when the hand shows it */
        if (v->type == TEV_MOVE && v->player != M->person && M->table &&
            (v->to_table == M->table || v->from_table == M->table)) {
            if (S->n_moves == MTT_SHOW_MOVES) {
                memmove(&S->moves[0], &S->moves[1], (MTT_SHOW_MOVES - 1) * sizeof S->moves[0]);
                S->n_moves--;
            }
            S->moves[S->n_moves].player = v->player;
            S->moves[S->n_moves].from_table = v->from_table;
            S->moves[S->n_moves].to_table = v->to_table;
            S->n_moves++;
        }
        /* the person's own bust is their banner's (their move counts in their table's break) */
        if (v->player == M->person && v->type == TEV_ELIMINATED)
            continue;
        ticker_event(&S->ticker, v, name, v->player >= 0 ? chip_rank(S, v->player) : 0);
    }
    ticker_flush(&S->ticker);
}

void mtt_show_count(game_t *g)
{
    game_mtt_t *M = g->mtt;
    mtt_show_t *S = &M->show;
    const tourney_t *t = session_mtt_tourney(M->m);
    int64_t chips[TICKER_TOP];
    S->n_top = 0;
    int n = tourney_players(t);
    for (int p = 0; p < n; p++) {
        int64_t c = tourney_player_chips(t, p, NULL);
        if (c <= 0)
            continue;
        int i = S->n_top < TICKER_TOP ? S->n_top++ : TICKER_TOP;
        if (i == TICKER_TOP) {
            if (c <= chips[TICKER_TOP - 1])
                continue;
            i = TICKER_TOP - 1;
        }
        /* insertion: the bigger stack first, the lower entrant on equal stacks */
        while (i > 0 && chips[i - 1] < c) {
            chips[i] = chips[i - 1];
            S->top[i] = S->top[i - 1];
            i--;
        }
        chips[i] = c;
        S->top[i] = p;
    }
    if (S->n_top > 0)
        ticker_leader(&S->ticker, S->top[0], tourney_player_name(t, S->top[0]), chips[0]);
}

void mtt_show_person_moved(game_t *g, const tourney_ev_t *v, int had_table)
{
    game_mtt_t *M = g->mtt;
    mtt_show_t *S = &M->show;
    /* the last table's showdown (its winners' seats, its pot notes) and orbit ledger are not this one's */
    table_notes_t *tn = table_notes(g);
    showdown_new_hand(&tn->sd);
    memset(&tn->ledger, 0, sizeof tn->ledger);
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        S->note[s].from = -1;
    S->n_moves = 0;
    S->h4h_from = -1;
    if (had_table && v->rule != 39) {
        S->last_move = *v;
        S->stopped |= !strcmp(S->stop_at, "move");
    }
    if (v->rule == 39) {
        mtt_show_final_table(g);
        return;
    }
    if (!had_table || g->speed <= 0 || g->fast_forward)
        return;
    S->move_from = g->clock;
    S->move_out = scaled(g, ST.move_out);
    S->move_in = scaled(g, ST.move_in);
    S->move_from_table = v->from_table;
    S->move_to_table = v->to_table;
    S->move_chips = v->chips;
}

void mtt_show_final_table(game_t *g)
{
    game_mtt_t *M = g->mtt;
    mtt_show_t *S = &M->show;
    S->collecting = 0;
    const tourney_t *t = session_mtt_tourney(M->m);
    if (S->redraw_n > 0 && tourney_player_table(t, M->person, NULL) == 1) {
        S->final_seen = 1;
        S->stopped |= !strcmp(S->stop_at, "final");
    }
    if (S->redraw_from >= 0 || S->redraw_n == 0 || g->speed <= 0 || g->fast_forward)
        return;
    S->redraw_from = g->clock;
    S->redraw_gap = scaled(g, ST.redraw_seat);
    S->redraw_hold = scaled(g, ST.redraw_hold);
    S->move_from = -1;
}

/* The redraw is over by now. */
static double redraw_end(const mtt_show_t *S) { return S->redraw_from + S->redraw_n * S->redraw_gap + S->redraw_hold; }

void mtt_show_hand_start(game_t *g, char (*old_names)[ENGINE_NAME_LEN])
{
    game_mtt_t *M = g->mtt;
    mtt_show_t *S = &M->show;
    const tourney_t *t = session_mtt_tourney(M->m);
    if (g->speed <= 0 || g->fast_forward) {
        S->n_moves = 0;
        return;
    }
    for (int s = 0; s < g->n_seats && s < ENGINE_MAX_SEATS; s++) {
        const char *now = g->shown.seats[s].name, *was = old_names[s];
        if (strcmp(now, was) == 0)
            continue;
        mtt_note_t *nt = &S->note[s];
        for (int k = 0; k < S->n_moves; k++) {
            const char *who = tourney_player_name(t, S->moves[k].player);
            int arrive = now[0] && strcmp(who, now) == 0 && S->moves[k].to_table == M->table;
            int leave = was[0] && strcmp(who, was) == 0 && S->moves[k].from_table == M->table;
            if (!arrive && !leave)
                continue;
            if (arrive) {
                nt->leaving = 0;
                snprintf(nt->text, sizeof nt->text, _("from table %d"), S->moves[k].from_table);
                snprintf(nt->name, sizeof nt->name, "%s", now);
            } else if (nt->from < 0 || nt->leaving) {
                nt->leaving = !now[0];
                snprintf(nt->text, sizeof nt->text, _("to table %d"), S->moves[k].to_table);
                snprintf(nt->name, sizeof nt->name, "%s", was);
            }
            nt->from = g->clock;
            memmove(&S->moves[k], &S->moves[k + 1], (size_t)(S->n_moves - k - 1) * sizeof S->moves[0]);
            S->n_moves--;
            k--;
        }
    }
}

void mtt_show_hand_end(game_t *g)
{
    game_mtt_t *M = g->mtt;
    mtt_show_t *S = &M->show;
    const tourney_t *t = session_mtt_tourney(M->m);
    if (!M->hand_for_hand || !tourney_hand_for_hand(t))
        return; /* shown once its banner has been */
    int tables = 0, wait = tourney_round_waiting(t, M->table, &tables);
    if (tables < 2)
        return;
    /* every table plays one hand a round: those not yet seen to finish are the others */
    S->h4h_seen = 1;
    S->stopped |= !strcmp(S->stop_at, "h4h");
    S->h4h_last_wait = wait > 0 ? wait : tables - 1;
    S->h4h_last_tables = tables;
    if (g->speed <= 0 || g->fast_forward)
        return;
    S->h4h_wait = S->h4h_last_wait;
    S->h4h_tables = tables;
    S->h4h_from = g->clock;
    S->h4h_dur = scaled(g, ST.h4h_wait);
}

int mtt_show_hold(game_t *g, const ev_t *front)
{
    game_mtt_t *M = g->mtt;
    mtt_show_t *S = &M->show;
    if (S->move_from >= 0) {
        if (g->clock < S->move_from + S->move_out + S->move_in)
            return 1;
        S->move_from = -1;
    }
    if (S->redraw_from >= 0 || M->final_banner[0]) {
        mtt_show_step(g);
        return 1; /* the redraw, then its banner first */
    }
    if (S->h4h_from >= 0 && front->type == EV_HAND_START) {
        if (g->clock < S->h4h_from + S->h4h_dur)
            return 1;
        S->h4h_from = -1;
    }
    return 0;
}

/* A plate fading in from `from` on the game clock. */
static float fade_in(const game_t *g, double from)
{
    double d = ST.plate_fade * g->speed;
    if (d <= 0)
        return 1.0f;
    double a = (g->clock - from) / d;
    return a <= 0 ? 0.0f : a >= 1 ? 1.0f : (float)a;
}

float mtt_show_seat_alpha(const game_t *g, int s)
{
    const mtt_show_t *S = &g->mtt->show;
    if (S->redraw_from >= 0 && g->clock < redraw_end(S)) {
        for (int i = 0; i < S->redraw_n; i++)
            if (S->redraw_seat[i] == s)
                return fade_in(g, S->redraw_from + i * S->redraw_gap);
        return 1.0f;
    }
    if (S->move_from >= 0 && g->clock < S->move_from + S->move_out + S->move_in) {
        /* the old plate goes with the chips, the new table comes, the plate arrives with them */
        double e = g->clock - S->move_from;
        if (e < S->move_out)
            return s == g->hero ? (float)(1.0 - e / S->move_out) : 0.0f;
        return (float)((e - S->move_out) / S->move_in);
    }
    const mtt_note_t *nt = &S->note[s];
    if (nt->from >= 0 && !nt->leaving)
        return fade_in(g, nt->from);
    return 1.0f;
}

int mtt_show_move_at(const game_t *g, float *x, float *y, float *chips_alpha, float *plate_alpha)
{
    const mtt_show_t *S = &g->mtt->show;
    if (S->move_from < 0)
        return 0;
    double e = g->clock - S->move_from;
    if (e >= S->move_out + S->move_in)
        return 0;
    float sx, sy;
    game_seat_xy(g, g->hero, &sx, &sy);
    /* out: from the seat down off the table's near edge, to the right; in: up from the edge, from
     * a little to the left (between the log and the action bar, over nothing) */
    const float ey = 760.0f;
    if (e < S->move_out) {
        float f = (float)(e / S->move_out);
        f = f * f; /* gathers speed as it leaves */
        *x = sx + 180.0f * f;
        *y = sy + (ey - sy) * f;
        *chips_alpha = 1.0f - 0.5f * f;
        *plate_alpha = 1.0f - (float)(e / S->move_out);
    } else {
        float f = (float)((e - S->move_out) / S->move_in);
        f = 1.0f - (1.0f - f) * (1.0f - f); /* slows as it arrives */
        *x = sx - 60.0f * (1.0f - f);
        *y = ey + (sy - ey) * f;
        *chips_alpha = 0.5f + 0.5f * f;
        *plate_alpha = f;
    }
    return 1;
}

int mtt_show_h4h_waiting(const game_t *g, int *tables)
{
    const mtt_show_t *S = &g->mtt->show;
    if (S->h4h_from < 0 || S->h4h_dur <= 0)
        return -1;
    double f = (g->clock - S->h4h_from) / S->h4h_dur;
    if (f >= 1)
        return -1;
    if (f < 0)
        f = 0;
    *tables = S->h4h_tables;
    int left = (int)(S->h4h_wait * (1.0 - f) + 0.999);
    return left < 1 ? 1 : left;
}

int mtt_show_reached(const game_t *g, const char *kind)
{
    const mtt_show_t *S = &g->mtt->show;
    if (!strcmp(kind, "move"))
        return S->last_move.type != TEV_COUNT;
    if (!strcmp(kind, "h4h"))
        return S->h4h_seen;
    if (!strcmp(kind, "final"))
        return S->final_seen;
    return 0;
}

int mtt_show_moment(game_t *g, const char *kind, double fraction)
{
    game_mtt_t *M = g->mtt;
    mtt_show_t *S = &M->show;
    if (!mtt_show_reached(g, kind))
        return -1;
    if (fraction < 0)
        fraction = 0;
    if (fraction > 1)
        fraction = 1;
    g->speed = 1.0f;
    g->fast_forward = 0;
    g->no_drive = 1;
    double total;
    if (!strcmp(kind, "move")) {
        const tourney_ev_t v = S->last_move;
        mtt_show_person_moved(g, &v, 1);
        g->mo.n_banners = 0;
        motion_banner(&g->mo, g->clock, S->move_title, S->move_sub, MOTION_TIMINGS.banner_break + 1.0);
        total = S->move_out + S->move_in;
    } else if (!strcmp(kind, "h4h")) {
        S->h4h_wait = S->h4h_last_wait;
        S->h4h_tables = S->h4h_last_tables;
        S->h4h_from = g->clock;
        S->h4h_dur = scaled(g, ST.h4h_wait);
        total = S->h4h_dur;
    } else {
        g->mo.n_banners = 0; /* the banner comes after the redraw */
        S->redraw_from = -1;
        mtt_show_final_table(g);
        snprintf(M->final_banner, sizeof M->final_banner, "%s", S->final_reason);
        total = S->redraw_n * S->redraw_gap + S->redraw_hold;
    }
    g->clock += total * fraction;
    /* the newest news waiting stands whole in the picture */
    ticker_latest(&S->ticker);
    ticker_step(&S->ticker, g->clock - TICKER_TIMINGS.fade - 0.05);
    return 0;
}

void mtt_show_move_banner(game_t *g, const char *title, const char *sub)
{
    mtt_show_t *S = &g->mtt->show;
    snprintf(S->move_title, sizeof S->move_title, "%s", title);
    snprintf(S->move_sub, sizeof S->move_sub, "%s", sub);
}

void mtt_show_stop_at(game_t *g, const char *kind)
{
    snprintf(g->mtt->show.stop_at, sizeof g->mtt->show.stop_at, "%s", kind);
}

int mtt_show_busy(const game_t *g)
{
    const mtt_show_t *S = &g->mtt->show;
    return (S->move_from >= 0 && g->clock < S->move_from + S->move_out + S->move_in) ||
           (S->redraw_from >= 0 && g->clock < redraw_end(S));
}

void mtt_show_step(game_t *g)
{
    game_mtt_t *M = g->mtt;
    mtt_show_t *S = &M->show;
    ticker_step(&S->ticker, g->clock);
    if (S->redraw_from >= 0 && g->clock >= redraw_end(S)) {
        S->redraw_from = -1;
        if (M->final_banner[0])
            motion_banner(&g->mo, g->clock, _("The final table"), M->final_banner, MOTION_TIMINGS.banner_champion);
        M->final_banner[0] = '\0';
    } else if (S->redraw_from < 0 && M->final_banner[0]) {
        M->final_banner[0] = '\0';
    }
}

int mtt_show_skip(game_t *g)
{
    mtt_show_t *S = &g->mtt->show;
    if (!mtt_show_busy(g))
        return 0;
    /* the times shortened to end now (a start moved back could pass 0, which means none) */
    double e = g->clock;
    if (S->move_from >= 0 && e >= S->move_from) {
        if (S->move_out > e - S->move_from)
            S->move_out = e - S->move_from;
        S->move_in = e - S->move_from - S->move_out;
    }
    if (S->redraw_from >= 0 && e >= S->redraw_from) {
        S->redraw_hold = 0;
        S->redraw_gap = S->redraw_n > 0 ? (e - S->redraw_from) / S->redraw_n : 0;
    }
    return 1;
}
