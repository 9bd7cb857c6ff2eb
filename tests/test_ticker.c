/* test_ticker.c — the tournament's news line (src/app/ticker.c): which events are news and the
 * words they get, a table break told once its players have moved, the bubble told once, the
 * queue's order and what goes when it is full, and the line's fade on the game clock. No SDL. */
#include <string.h>

#include "app/ticker.h"
#include "testlib.h"

static tourney_ev_t ev(tourney_ev_type_t type, int player, int from_table, int rule)
{
    tourney_ev_t v;
    memset(&v, 0, sizeof v);
    v.type = type;
    v.player = player;
    v.from_table = from_table;
    v.rule = rule;
    return v;
}

/* The fixed step then the screen's reading, at game time now. */
static const char *at(ticker_t *tk, double now, float *a, float *s)
{
    ticker_step(tk, now);
    return ticker_at(tk, now, a, s);
}

/* The next line standing after the one now (time jumps past each line's end). */
static const char *next_line(ticker_t *tk, double *now)
{
    float a, s;
    const char *t = at(tk, *now, &a, &s);
    if (t)
        *now = tk->cur_until + 0.001;
    return t;
}

static void test_news(void)
{
    ticker_t tk;
    ticker_init(&tk, NULL, 5);
    double now = 0;
    /* a break: told once its players have moved, with their number */
    tourney_ev_t b = ev(TEV_TABLE_BREAK, -1, 37, 36);
    ticker_event(&tk, &b, NULL, 0);
    ticker_flush(&tk);
    CHECK_EQ_INT(tk.told, 0); /* breaks when its hand ends: nobody moved yet */
    for (int i = 0; i < 9; i++) {
        tourney_ev_t m = ev(TEV_MOVE, 100 + i, 37, 36);
        m.to_table = 1 + i % 3;
        ticker_event(&tk, &m, "x", 0);
    }
    tourney_ev_t other = ev(TEV_MOVE, 7, 12, 37); /* a balance move elsewhere is no news */
    ticker_event(&tk, &other, "y", 0);
    ticker_flush(&tk);
    CHECK_EQ_INT(tk.told, 0); /* more of its players may come in the next pull */
    ticker_flush(&tk);
    CHECK_EQ_INT(tk.told, 1);
    CHECK_EQ_STR(next_line(&tk, &now), "Table 37 breaks: 9 players to new seats");
    /* the final table's breaks are the final table's line */
    tourney_ev_t f = ev(TEV_TABLE_BREAK, -1, 2, 39);
    ticker_event(&tk, &f, NULL, 0);
    ticker_flush(&tk);
    CHECK_EQ_INT(tk.n_brk, 0);
    /* a top-ten stack busting before the money; the eleventh is no news */
    tourney_ev_t e = ev(TEV_ELIMINATED, 3, 4, 0);
    e.place = e.place_to = 40;
    ticker_event(&tk, &e, "Ana", 3);
    e.place = e.place_to = 39;
    ticker_event(&tk, &e, "Bo", 11);
    ticker_event(&tk, &e, "Cy", 0);
    CHECK_EQ_INT(tk.told, 2);
    CHECK_EQ_STR(next_line(&tk, &now), "Ana, 3rd in chips, is out in 40th place");
    /* hand-for-hand on, the bubble (once), a bust in the money with the prize, a tie */
    tourney_ev_t h = ev(TEV_HAND_FOR_HAND_START, -1, 0, 38);
    h.chips = 7;
    h.place = 6;
    ticker_event(&tk, &h, NULL, 0);
    CHECK_EQ_STR(next_line(&tk, &now), "Hand-for-hand: 7 players left, 6 paid");
    e.place = e.place_to = 7;
    ticker_event(&tk, &e, "Dee", 0);
    CHECK_EQ_STR(next_line(&tk, &now), "The bubble bursts: Dee is out in 7th, the last 6 are paid");
    e.place = 5, e.place_to = 6, e.prize = 1250;
    ticker_event(&tk, &e, "Eve", 0);
    CHECK_EQ_STR(next_line(&tk, &now), "Eve is out, tied 5th-6th: 1250");
    e.place = e.place_to = 2, e.prize = 90000;
    ticker_event(&tk, &e, "Flo", 0);
    CHECK_EQ_STR(next_line(&tk, &now), "Flo is out in 2nd place: 90000");
    /* a new chip leader (the first count only sets it) */
    ticker_leader(&tk, 9, "Gus", 52000);
    ticker_leader(&tk, 9, "Gus", 60000);
    CHECK_EQ_INT(ticker_waiting(&tk), 0);
    ticker_leader(&tk, 4, "Hal", 61000);
    CHECK_EQ_STR(next_line(&tk, &now), "Hal takes the chip lead with 61,000");
    tourney_ev_t ft = ev(TEV_FINAL_TABLE, -1, 0, 39);
    ft.chips = 9;
    ticker_event(&tk, &ft, NULL, 0);
    CHECK_EQ_STR(next_line(&tk, &now), "The final table is set: 9 players");
    CHECK(next_line(&tk, &now) == NULL);
}

static void test_one_line_at_a_time(void)
{
    const ticker_timings_t *T = &TICKER_TIMINGS;
    ticker_t tk;
    ticker_init(&tk, NULL, 10);
    tourney_ev_t e = ev(TEV_ELIMINATED, 1, 2, 0);
    e.place = e.place_to = 50;
    ticker_event(&tk, &e, "One", 1);
    ticker_event(&tk, &e, "Two", 2);
    float a, s;
    const char *t = at(&tk, 10.0, &a, &s);
    CHECK_EQ_STR(t, "One, 1st in chips, is out in 50th place");
    CHECK_NEAR(a, 0.0, 1e-6); /* fades in */
    CHECK_NEAR(s, 0.0, 1e-6);
    t = at(&tk, 10.0 + T->fade / 2, &a, &s);
    CHECK_NEAR(a, 0.5, 1e-3);
    t = at(&tk, 10.0 + T->fade + 0.1, &a, &s);
    CHECK_NEAR(a, 1.0, 1e-6);
    CHECK_NEAR(s, 1.0, 1e-6);
    CHECK_EQ_STR(t, "One, 1st in chips, is out in 50th place"); /* the second waits */
    CHECK_EQ_INT(ticker_waiting(&tk), 1);
    /* one waiting shortens the hold; it fades out before its end */
    double end = tk.cur_until;
    CHECK(end - 10.0 < 2 * T->fade + T->hold);
    CHECK(end - 10.0 >= 2 * T->fade + T->hold_min);
    at(&tk, end - T->fade / 4, &a, &s);
    CHECK_NEAR(a, 0.25, 1e-3);
    t = at(&tk, end, &a, &s);
    CHECK_EQ_STR(t, "Two, 2nd in chips, is out in 50th place");
    CHECK_EQ_INT(ticker_waiting(&tk), 0);
    /* alone, a line holds the full time */
    CHECK_NEAR(tk.cur_until - end, 2 * T->fade + T->hold, 1e-9);
    t = at(&tk, tk.cur_until, &a, &s);
    CHECK(t == NULL);
    CHECK_NEAR(a, 0.0, 1e-6);
}

static void test_full_queue(void)
{
    ticker_t tk;
    ticker_init(&tk, NULL, 3);
    tourney_ev_t e = ev(TEV_ELIMINATED, 1, 2, 0);
    e.place = e.place_to = 30;
    char name[16];
    for (int i = 0; i < TICKER_QUEUE; i++) {
        snprintf(name, sizeof name, "P%d", i);
        ticker_event(&tk, &e, name, 1 + i % 10);
    }
    CHECK_EQ_INT(ticker_waiting(&tk), TICKER_QUEUE);
    /* bigger news pushes out the oldest small one */
    tourney_ev_t ft = ev(TEV_FINAL_TABLE, -1, 0, 39);
    ft.chips = 9;
    ticker_event(&tk, &ft, NULL, 0);
    CHECK_EQ_INT(ticker_waiting(&tk), TICKER_QUEUE);
    CHECK_EQ_STR(tk.q[0].text, "P1, 2nd in chips, is out in 30th place");
    CHECK_EQ_STR(tk.q[TICKER_QUEUE - 1].text, "The final table is set: 9 players");
    /* with the queue all big news, a small line is left out */
    ticker_t big;
    ticker_init(&big, NULL, 3);
    for (int i = 0; i < TICKER_QUEUE; i++)
        ticker_event(&big, &ft, NULL, 0);
    ticker_event(&big, &e, "Small", 1);
    CHECK_EQ_INT(ticker_waiting(&big), TICKER_QUEUE);
    for (int i = 0; i < TICKER_QUEUE; i++)
        CHECK(strstr(big.q[i].text, "Small") == NULL);
    /* a moment shown again keeps only the newest line */
    ticker_latest(&tk);
    CHECK_EQ_INT(ticker_waiting(&tk), 1);
    CHECK_EQ_STR(tk.q[0].text, "The final table is set: 9 players");
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 1);
    if (tl_group("ticker_tells_the_news_of_the_field_in_words"))
        test_news();
    if (tl_group("ticker_shows_one_line_at_a_time_fading_in_and_out"))
        test_one_line_at_a_time();
    if (tl_group("ticker_full_queue_drops_the_least_news"))
        test_full_queue();
    return tl_finish();
}
