/* answer_seat.c — one seat is the answer (who acts first, who gets a card of the deal): click it, or the arrows, then Confirm. */
#include <math.h>
#include <stdio.h>

#include "app/i18n.h"
#include "app/practice_kit.h"
#include "app/palette.h"

static void seat_click(drill_run_t *R, int s) { R->ans.seat_pick = s; }

static void table(app_t *a, drill_run_t *R, int live)
{
    (void)live;
    if (R->ans.seat_pick >= 0 && !R->answered)
        practice_seat_ring(a->g, R, R->ans.seat_pick, C_GOLD, 0);
}

static int controls(app_t *a, drill_run_t *R, float x, float y, float w, float h, int *confirm_flags)
{
    ui_t *u = &a->ui;
    answer_build_t *B = &R->ans;
    char t[96], sl[64];
    (void)h, (void)confirm_flags;
    if (B->seat_pick >= 0 && R->d.topic == DRILL_DEAL_ORDER)
        /* TRANSLATORS: the seat picked for a card of the deal: "Card 7 goes to: Seat 4" */
        snprintf(t, sizeof t, _("Card %d goes to: %s"), R->d.deal_card, practice_seat_label(R, B->seat_pick, sl, sizeof sl));
    else if (B->seat_pick >= 0)
        snprintf(t, sizeof t, _("First to act: %s"), practice_seat_label(R, B->seat_pick, sl, sizeof sl));
    else
        snprintf(t, sizeof t, "%s", _("No seat chosen yet"));
    gfx_text_fit(a->g, t, x + 16, y + 16, w - 32, 16, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_TOP);
    int dir = 0;
    if (!R->answered && (ui_key(u, SDLK_RIGHT) || ui_key(u, SDLK_DOWN)))
        dir = 1;
    if (!R->answered && (ui_key(u, SDLK_LEFT) || ui_key(u, SDLK_UP)))
        dir = -1;
    if (dir) {
        int n = R->g->n_seats, s = B->seat_pick < 0 ? (dir > 0 ? n - 1 : 0) : B->seat_pick;
        for (int i = 0; i < n; i++) {
            s = (s + dir + n) % n;
            if (R->g->shown.seats[s].occupied && !R->g->shown.seats[s].eliminated)
                break;
        }
        B->seat_pick = s;
    }
    return 0;
}

static void collect(const drill_run_t *R, drill_answer_t *g) { g->seat = R->ans.seat_pick; }

/* the right seat pulses green; a wrong pick is ringed red */
static void right(app_t *a, drill_run_t *R, float t)
{
    gfx_t *G = a->g;
    const drill_answer_t *A = &R->d.answer;
    if (A->seat >= 0) {
        float pulse = 2.0f + 3.0f * (0.5f + 0.5f * sinf(t * 6.0f));
        practice_seat_ring(G, R, A->seat, C_GREEN, pulse);
        char card[48];
        if (R->d.topic == DRILL_DEAL_ORDER)
            /* TRANSLATORS: the badge on the seat that gets the card asked about: "card 7" */
            snprintf(card, sizeof card, _("card %d"), R->d.deal_card);
        else
            snprintf(card, sizeof card, "%s", _("first to act"));
        practice_seat_badge(G, R, A->seat, card, C_GREEN, 0);
    }
    if (R->ans.seat_pick >= 0 && R->ans.seat_pick != A->seat)
        practice_seat_ring(G, R, R->ans.seat_pick, C_RED, 0);
}

/* the next seat after the right one that has a player (a dealer's slip is a seat too far, never
 * an empty chair) */
static void slip(drill_run_t *R)
{
    if (!R->g || R->g->n_seats <= 0)
        return;
    int n = R->g->n_seats, s = R->d.answer.seat < 0 ? 0 : R->d.answer.seat;
    for (int i = 0; i < n; i++) {
        s = (s + 1) % n;
        if (s != R->d.answer.seat && R->g->shown.seats[s].occupied && !R->g->shown.seats[s].eliminated)
            break;
    }
    R->ans.seat_pick = s;
}

const answer_kind_t answer_seat = {
    .hint = N_("Click the seat (or use the arrows), then Confirm."),
    .flags = ANSWER_SEATS,
    .seat_click = seat_click,
    .table = table,
    .controls = controls,
    .collect = collect,
    .right = right,
    .slip = slip,
};
