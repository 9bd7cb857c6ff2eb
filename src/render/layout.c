/* layout.c — the table's geometry and the table screen's rectangles, in logical units. The
 * numbers were the literals in game.c, tablegfx.c and scr_table.c; they are the same numbers, so
 * every picture is as before. */
#include "render/layout.h"

#include <math.h>

/* The seat oval around the table's centre (the rail is 500x220, the felt 474x196). */
static const float SEAT_RX = 545.0f, SEAT_RY = 265.0f;
/* The person's bet line, and the lowest a bet goes. */
static const float PERSON_BET_Y = 396.0f, BET_MAX_Y = 420.0f;
/* Seats above this y are the top row: their cards lie on the felt side, their bets past them. */
static const float TOP_ROW_Y = 130.0f;
static const float POT_Y = 204.0f;

/* The action bar: four buttons right-aligned at the right margin, the sizing panel above them
 * right of the person's plate. */
static const float MARGIN_R = 1266.0f, BAR_Y = 662.0f, BAR_H = 44.0f, BAR_GAP = 8.0f;
static const float BAR_W[4] = {112, 152, 186, 176};
static const float SIZING_W = 504.0f;

static const struct {
    const char *name;
    layout_rect_t r;
} RECTS[LAYOUT_COUNT] = {
    [LAYOUT_LEVEL_PANEL] = {"table.level", {14, 12, 222, 80}},
    [LAYOUT_PLAYERS_PANEL] = {"table.players", {1044, 12, 222, 80}},
    [LAYOUT_LOG] = {"table.log", {14, 596, 520, 112}},
    [LAYOUT_MENU] = {"table.menu", {14, 556, 96, 32}},
    [LAYOUT_SIZING_PANEL] = {"table.sizing", {0, 572, 0, 80}},
    [LAYOUT_PRESETS] = {"table.presets", {0, 578, 0, 26}},
    [LAYOUT_SLIDER] = {"table.slider", {0, 618, 0, 22}},
    [LAYOUT_AMOUNT] = {"table.amount", {0, 613, 130, 32}},
    [LAYOUT_BET_UNITS] = {"table.bet_units", {0, 613, 76, 32}},
    [LAYOUT_FOLD] = {"table.fold", {0, 0, 0, 0}},
    [LAYOUT_CALL] = {"table.call", {0, 0, 0, 0}},
    [LAYOUT_RAISE] = {"table.raise", {0, 0, 0, 0}},
    [LAYOUT_ALLIN] = {"table.allin", {0, 0, 0, 0}},
    [LAYOUT_PRE_ACTIONS] = {"table.pre_actions", {930, 652, 336, 56}},
    [LAYOUT_CHECKFOLD] = {"table.checkfold", {946, 669, 150, 22}},
    [LAYOUT_CALLANY] = {"table.callany", {1106, 669, 150, 22}},
    [LAYOUT_BREAK_PANEL] = {"table.break", {930, 600, 336, 108}},
    [LAYOUT_SKIP_BREAK] = {"table.skip_break", {960, 648, 276, 44}},
    [LAYOUT_ERROR_LINE] = {"table.error", {640 - 350, 8, 700, 16}},
};

layout_rect_t layout_rect(layout_id_t id)
{
    if ((int)id < 0 || id >= LAYOUT_COUNT)
        return (layout_rect_t){0, 0, 0, 0};
    layout_rect_t r = RECTS[id].r;
    float sx0 = MARGIN_R - SIZING_W; /* the sizing panel sits right of the person's seat */
    switch (id) {
    case LAYOUT_SIZING_PANEL:
        r.x = sx0 - 6, r.w = SIZING_W + 12;
        break;
    case LAYOUT_PRESETS:
        r.x = sx0, r.w = SIZING_W;
        break;
    case LAYOUT_SLIDER:
        r.x = sx0 + 4, r.w = SIZING_W - 234; /* up to the units switch */
        break;
    case LAYOUT_AMOUNT:
        r.x = sx0 + SIZING_W - 130;
        break;
    case LAYOUT_BET_UNITS:
        r.x = sx0 + SIZING_W - 130 - 8 - r.w;
        break;
    case LAYOUT_FOLD:
    case LAYOUT_CALL:
    case LAYOUT_RAISE:
    case LAYOUT_ALLIN: {
        int k = (int)id - (int)LAYOUT_FOLD;
        float x = MARGIN_R - (BAR_W[0] + BAR_W[1] + BAR_W[2] + BAR_W[3]) - 3 * BAR_GAP;
        for (int i = 0; i < k; i++)
            x += BAR_W[i] + BAR_GAP;
        r = (layout_rect_t){x, BAR_Y, BAR_W[k], BAR_H};
        break;
    }
    default:
        break;
    }
    return r;
}

const char *layout_name(layout_id_t id)
{
    return (int)id >= 0 && id < LAYOUT_COUNT ? RECTS[id].name : "";
}

layout_rect_t layout_preset(int i)
{
    layout_rect_t row = layout_rect(LAYOUT_PRESETS);
    float w = (row.w - 4 * 6) / 5;
    return (layout_rect_t){row.x + (float)i * (w + 6), row.y, w, row.h};
}

layout_rect_t layout_dialog(float w, float h)
{
    return (layout_rect_t){LAYOUT_CX - w / 2, 330 - h / 2, w, h};
}

void layout_seat(int n_seats, int idx_from_hero, float *x, float *y)
{
    if (n_seats < 1)
        n_seats = 1;
    int i = ((idx_from_hero % n_seats) + n_seats) % n_seats;
    /* screen angles grow clockwise (y points down); the person sits at 90 degrees */
    double a = 3.14159265358979323846 * (0.5 + 2.0 * i / n_seats);
    if (x)
        *x = LAYOUT_CX + SEAT_RX * (float)cos(a);
    if (y)
        *y = LAYOUT_TABLE_CY + SEAT_RY * (float)sin(a);
}

void layout_bet(int n_seats, int idx_from_hero, int is_person, float *x, float *y)
{
    float sx, sy;
    layout_seat(n_seats, idx_from_hero, &sx, &sy);
    if (is_person) {
        *x = sx;
        *y = PERSON_BET_Y;
        return;
    }
    float t = sy < TOP_ROW_Y ? 0.52f : 0.40f; /* top seats: past their cards */
    *x = sx + (LAYOUT_CX - sx) * t;
    *y = sy + (LAYOUT_TABLE_CY - sy) * t;
    if (*y > BET_MAX_Y)
        *y = BET_MAX_Y;
}

float layout_pot_pitch(int n_pots)
{
    /* six pots fit the felt's width above the board at the full pitch; more share that width */
    return n_pots <= 6 ? 124.0f : 744.0f / (float)n_pots;
}

void layout_pot(int pot, int n_pots, float *x, float *y)
{
    if (n_pots < 1)
        n_pots = 1;
    float spread = layout_pot_pitch(n_pots);
    *x = LAYOUT_CX + ((float)pot - (float)(n_pots - 1) / 2.0f) * spread;
    *y = POT_Y;
}
