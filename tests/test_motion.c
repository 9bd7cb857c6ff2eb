/* test_motion.c — chips in flight go round the board (src/app/motion.c, no SDL): every bet
 * gathered from a point around the table to any pot above the board, and every pot pushed back
 * to it, is followed point by point; no point may lie on the board's cards, the way ends where it
 * should, and it is no detour. Some of these lines cross the board when drawn straight, so the
 * test fails with straight flights (the check that such lines exist is part of it). */
#include <math.h>

#include "app/motion.h"
#include "testlib.h"

static int inside(const motion_rect_t *r, float x, float y)
{
    return x > r->x + 0.5f && x < r->x + r->w - 0.5f && y > r->y + 0.5f && y < r->y + r->h - 0.5f;
}

/* how far (x,y) is from r's nearest edge, 0 inside */
static float apart(const motion_rect_t *r, float x, float y)
{
    float dx = x < r->x ? r->x - x : x > r->x + r->w ? x - (r->x + r->w) : 0.0f;
    float dy = y < r->y ? r->y - y : y > r->y + r->h ? y - (r->y + r->h) : 0.0f;
    return dx > dy ? dx : dy;
}

static void fly(const motion_rect_t *board, float x0, float y0, float x1, float y1, int *crossing)
{
    float len = 0, px = x0, py = y0;
    int on_board = 0, straight_on_board = 0, straight_near = 0;
    for (int i = 0; i <= 400; i++) {
        float e = (float)i / 400.0f, x, y;
        motion_route_at(x0, y0, x1, y1, board, e, &x, &y);
        on_board += inside(board, x, y);
        straight_on_board += inside(board, x0 + (x1 - x0) * e, y0 + (y1 - y0) * e);
        straight_near += apart(board, x0 + (x1 - x0) * e, y0 + (y1 - y0) * e) < 17.0f;
        len += sqrtf((x - px) * (x - px) + (y - py) * (y - py));
        px = x, py = y;
    }
    float fx, fy, lx, ly;
    motion_route_at(x0, y0, x1, y1, board, 0.0f, &fx, &fy);
    motion_route_at(x0, y0, x1, y1, board, 1.0f, &lx, &ly);
    *crossing += straight_on_board > 0;
    float direct = sqrtf((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0));
    CHECK_MSG(!on_board, "(%.0f,%.0f) -> (%.0f,%.0f): %d points over the board", (double)x0, (double)y0, (double)x1,
              (double)y1, on_board);
    CHECK_MSG(fabsf(fx - x0) < 0.01f && fabsf(fy - y0) < 0.01f && fabsf(lx - x1) < 0.01f && fabsf(ly - y1) < 0.01f,
              "(%.0f,%.0f) -> (%.0f,%.0f) starts at (%.1f,%.1f) and ends at (%.1f,%.1f)", (double)x0, (double)y0,
              (double)x1, (double)y1, (double)fx, (double)fy, (double)lx, (double)ly);
    CHECK_MSG(len < direct + board->w + 64.0f, /* round one end of the board at most */ "(%.0f,%.0f) -> (%.0f,%.0f): a way of %.0f for %.0f straight", (double)x0,
              (double)y0, (double)x1, (double)y1, (double)len, (double)direct);
    if (!straight_near) /* a chip's breadth clear of the cards: no need to go round */
        CHECK_MSG(fabsf(len - direct) < 1.0f, "(%.0f,%.0f) -> (%.0f,%.0f) misses the board yet goes round: %.0f for %.0f",
                  (double)x0, (double)y0, (double)x1, (double)y1, (double)len, (double)direct);
}

static void test_round_the_board(void)
{
    /* the board as drawn, normal and large cards (scr_table.c's board_cards_rect), the pots' row
     * above it (layout.c: y 204, 124 apart), seats and bets on ovals round the table's centre */
    const motion_rect_t boards[2] = {{464, 240.6f, 352, 96.3f}, {411.2f, 225.5f, 457.6f, 125.2f}};
    int crossing = 0;
    for (int b = 0; b < 2; b++)
        for (int p = -2; p <= 2; p++)
            for (int k = 0; k < 3; k++)
                for (int a = 0; a < 36; a++) {
                    const float rx[3] = {545, 380, 300}, ry[3] = {265, 170, 125};
                    float t = (float)a * 6.2831853f / 36.0f;
                    float sx = 640 + rx[k] * cosf(t), sy = 330 + ry[k] * sinf(t);
                    float px = 640 + (float)p * 124, py = 204;
                    if (apart(&boards[b], sx, sy) < 2.0f)
                        continue; /* no bet stands on the cards */
                    fly(&boards[b], sx, sy, px, py, &crossing); /* a bet gathered */
                    fly(&boards[b], px, py, sx, sy, &crossing); /* a pot pushed */
                }
    CHECK_MSG(crossing > 100, "only %d flights would cross the board drawn straight", crossing);
    /* nothing in the way: a straight line */
    float x, y;
    motion_route_at(100, 100, 300, 500, NULL, 0.5f, &x, &y);
    CHECK(fabsf(x - 200) < 0.01f && fabsf(y - 300) < 0.01f);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 1);
    if (tl_group("chips_in_flight_go_round_the_board_never_over_its_cards"))
        test_round_the_board();
    return tl_finish();
}
