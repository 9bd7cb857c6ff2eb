/* layout.c — the table's geometry and the table screen's rectangles, in logical units. The
 * numbers were the literals in game.c, tablegfx.c and scr_table.c; they are the same numbers, so
 * every picture is as before. */
#include "render/layout.h"

#include <math.h>
#include <stddef.h>

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
    [LAYOUT_LOBBY_BUTTON] = {"table.lobby", {1044 + 222 - 92, 98, 92, 28}},
    [LAYOUT_LOBBY_TITLE] = {"lobby.title", {20, 12, 1240, 50}},
    [LAYOUT_LOBBY_TABLES] = {"lobby.tables", {20, 72, 400, 578}},
    [LAYOUT_LOBBY_STANDINGS] = {"lobby.standings", {432, 72, 500, 578}},
    [LAYOUT_LOBBY_FIND] = {"lobby.find", {446, 108, 472, 30}},
    [LAYOUT_LOBBY_PAYOUTS] = {"lobby.payouts", {944, 72, 316, 578}},
    [LAYOUT_LOBBY_WATCH] = {"lobby.watch", {20, 662, 260, 46}},
    [LAYOUT_LOBBY_BACK] = {"lobby.back", {1010, 662, 250, 46}},
    [LAYOUT_WATCH_INFO] = {"watch.info", {14, 12, 300, 80}},
    [LAYOUT_WATCH_LOBBY] = {"watch.lobby", {796, 662, 220, 46}},
    [LAYOUT_WATCH_TABLE] = {"watch.table", {1026, 662, 240, 46}},
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

int layout_seat_top(int n_seats, int idx_from_hero)
{
    float sy;
    layout_seat(n_seats, idx_from_hero, NULL, &sy);
    return idx_from_hero != 0 && sy < TOP_ROW_Y;
}

/* The seats whose chips the formula puts in the pot row's way, or on a neighbour's (left half and
 * the top centre; the right half mirrors them): a top seat's beside its cards, clear of its plate
 * and its tag; a far top seat's below its cards; at ten seats its neighbour below it nearer home;
 * a seat high on the side clear of its tabled cards, which stand beside its plate (at nine seats
 * the seat under it a little lower). */
static const struct {
    int n, idx;
    float x, y;
} BET_AT[] = {
    {2, 1, 726, 134},  {4, 2, 726, 134}, {6, 3, 726, 134}, {8, 4, 726, 134},   {10, 5, 726, 134},
    {5, 2, 320, 253},  {7, 3, 524, 142}, {8, 3, 341, 212}, {9, 4, 574, 136},   {10, 3, 240, 252},
    {10, 4, 330, 253}, {3, 1, 357, 262}, {6, 2, 357, 262}, {9, 3, 357, 262}, {9, 2, 318, 348},
};

void layout_bet(int n_seats, int idx_from_hero, int is_person, float *x, float *y)
{
    float sx, sy;
    layout_seat(n_seats, idx_from_hero, &sx, &sy);
    if (is_person) {
        *x = sx;
        *y = PERSON_BET_Y;
        return;
    }
    int i = ((idx_from_hero % n_seats) + n_seats) % n_seats, mirror = sx > LAYOUT_CX + 1.0f;
    int key = mirror ? n_seats - i : i;
    for (size_t k = 0; k < sizeof BET_AT / sizeof BET_AT[0]; k++)
        if (BET_AT[k].n == n_seats && BET_AT[k].idx == key) {
            *x = mirror ? 2 * LAYOUT_CX - BET_AT[k].x : BET_AT[k].x;
            *y = BET_AT[k].y;
            return;
        }
    float t = sy < TOP_ROW_Y ? 0.52f : 0.40f; /* top seats: past their cards */
    *x = sx + (LAYOUT_CX - sx) * t;
    *y = sy + (LAYOUT_TABLE_CY - sy) * t;
    if (*y > BET_MAX_Y)
        *y = BET_MAX_Y;
}

/* The drill's panels start here: a line under a plate lower than this would be under them. */
static const float PANELS_Y = 552.0f;

void layout_said(int n_seats, int idx_from_hero, int is_person, float *x, float *y, int *align)
{
    float sx, sy;
    layout_seat(n_seats, idx_from_hero, &sx, &sy);
    int top = !is_person && layout_seat_top(n_seats, idx_from_hero);
    if (top || (!is_person && sy + 62.0f > PANELS_Y)) {
        /* beside the plate: below it are the cards (or the panels), above it the window's edge */
        *align = sx < LAYOUT_CX ? -1 : 1;
        *x = sx + (float)*align * 86.0f;
        *y = sy;
        /* under the level and players panels' columns (they end above y 95), beside the plate's
         * lower edge, so the line never runs into a panel; on the right also under the row of
         * buttons below the players panel (a multi-table tournament's Away and Lobby, y 98-126) */
        if (*x > 1030.0f && *y < 140.0f)
            *y = 140.0f;
        else if (*x < 250.0f && *y < 106.0f)
            *y = 106.0f;
        return;
    }
    *align = 0;
    *x = sx;
    *y = sy + 44.0f;
}

static layout_rect_t rect_c(float cx, float cy, float hw, float hh)
{
    return (layout_rect_t){cx - hw, cy - hh, 2 * hw, 2 * hh};
}

/* The plate (156 x 56) and the tag under it ("ALL-IN"); the cards as scr_table.c draws them at
 * the normal size: the person's 76 wide, 46 apart, 80 above the seat; face down 44 wide, 16
 * apart; tabled 50 wide, 30 apart, clear of the plate (beside it, toward the table, where above
 * it they would cover the level or players panel). Cards are 1.4 times as high as wide. */
void layout_seat_parts(int n_seats, int idx_from_hero, int is_person, layout_seat_parts_t *o)
{
    float sx, sy, bx, by, lx, ly;
    int align;
    layout_seat(n_seats, idx_from_hero, &sx, &sy);
    o->plate = (layout_rect_t){sx - 78, sy - 28, 156, 68};
    if (is_person) {
        o->cards = o->shown = rect_c(sx, sy - 80, 23 + 38, 76 * 0.7f);
    } else if (layout_seat_top(n_seats, idx_from_hero)) {
        o->cards = rect_c(sx, sy + 66, 8 + 22, 44 * 0.7f);
        o->shown = rect_c(sx, sy + 28 + 10 + 35, 15 + 25, 35);
    } else {
        float cx = sx, cy = sy - 28 - 3 - 35;
        if (cy - 35 < 100.0f && (sx < 260.0f || sx > 1020.0f)) {
            cy = sy;
            cx = sx + (sx < LAYOUT_CX ? 1.0f : -1.0f) * (78 + 6 + 40);
        }
        o->cards = rect_c(sx, sy - 40, 8 + 22, 44 * 0.7f);
        o->shown = rect_c(cx, cy, 15 + 25, 35);
    }
    layout_bet(n_seats, idx_from_hero, is_person, &bx, &by);
    /* ten chips of 22 stand 57 high over the pile's foot, its amount 27 under it */
    o->bet = (layout_rect_t){bx - 40, by - 57, 80, 84};
    layout_said(n_seats, idx_from_hero, is_person, &lx, &ly, &align);
    if (align == 0)
        o->said = (layout_rect_t){lx - 78, ly, 156, 18};
    else
        o->said = (layout_rect_t){align < 0 ? lx - 140 : lx, ly - 9, 140, 18};
}

layout_rect_t layout_board(void)
{
    /* five cards 64 wide, 8 apart, centred at y 292 */
    return (layout_rect_t){LAYOUT_CX - (5 * 64 + 4 * 8) / 2.0f, 292 - 64 * 0.7f, 5 * 64 + 4 * 8, 64 * 1.4f};
}

/* A pot's hit area reaches 50 over the pile's foot, never less than 32 (a pile four chips high),
 * and 40 under it (the tag); it keeps 2 clear of what a seat puts on the table. */
static const float POT_RISE = 50.0f, POT_RISE_MIN = 32.0f, POT_DROP = 40.0f, POT_GAP = 2.0f;

/* Everything seat i (0: the person) puts on the table, as rectangles: plate, cards, tabled
 * cards, chips in front, action line. */
static void seat_things(int n_seats, int i, layout_rect_t rs[5])
{
    layout_seat_parts_t sp;
    layout_seat_parts(n_seats, i, i == 0, &sp);
    rs[0] = sp.plate, rs[1] = sp.cards, rs[2] = sp.shown, rs[3] = sp.bet, rs[4] = sp.said;
}

/* Half the row's width: up to 372 (six pots at the full pitch), less where a seat's things reach
 * down into the row's height at the sides. */
static float pot_row_half(int n_seats)
{
    float lim = 372.0f;
    const float band0 = POT_Y - POT_RISE_MIN - POT_GAP, band1 = POT_Y + POT_DROP + POT_GAP;
    for (int i = 0; i < n_seats; i++) {
        layout_rect_t rs[5];
        seat_things(n_seats, i, rs);
        for (int k = 0; k < 5; k++) {
            const layout_rect_t r = rs[k];
            if (r.y + r.h <= band0 || r.y >= band1)
                continue;
            float d = r.x + r.w <= LAYOUT_CX ? LAYOUT_CX - (r.x + r.w) : r.x >= LAYOUT_CX ? r.x - LAYOUT_CX : 0.0f;
            if (d - POT_GAP < lim)
                lim = d - POT_GAP;
        }
    }
    return lim < 60.0f ? 60.0f : lim;
}

float layout_pot_pitch(int n_seats, int n_pots)
{
    if (n_pots < 1)
        n_pots = 1;
    /* six pots fit the felt's width above the board at the full pitch; more share that width,
     * or what of it the seats leave free */
    float p = 2.0f * pot_row_half(n_seats) / (float)n_pots;
    return p < 124.0f ? p : 124.0f;
}

float layout_pot_half(int n_seats, int n_pots)
{
    float h = layout_pot_pitch(n_seats, n_pots) / 2 - 3;
    return h < 56 ? h : 56;
}

void layout_pot(int n_seats, int pot, int n_pots, float *x, float *y)
{
    if (n_pots < 1)
        n_pots = 1;
    float spread = layout_pot_pitch(n_seats, n_pots);
    *x = LAYOUT_CX + ((float)pot - (float)(n_pots - 1) / 2.0f) * spread;
    *y = POT_Y;
}

layout_rect_t layout_pot_rect(int n_seats, int pot, int n_pots)
{
    float px, py, hw = layout_pot_half(n_seats, n_pots);
    layout_pot(n_seats, pot, n_pots, &px, &py);
    float top = py - POT_RISE;
    /* under a top seat's cards or chips the area starts below them */
    for (int i = 0; i < n_seats; i++) {
        layout_rect_t rs[5];
        seat_things(n_seats, i, rs);
        for (int k = 0; k < 5; k++) {
            const layout_rect_t r = rs[k];
            float foot = r.y + r.h + POT_GAP;
            if (r.x < px + hw && r.x + r.w > px - hw && foot > top && foot <= py - POT_RISE_MIN)
                top = foot;
        }
    }
    return (layout_rect_t){px - hw, top, 2 * hw, py + POT_DROP - top};
}
