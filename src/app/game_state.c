/* game_state.c — what reads or updates only the game object's state (game_state.h): seat
 * geometry turned so the person sits at the bottom, the log, the people, the private cards on the
 * table, the pacing queue. */
#include "app/game_state.h"

#include <stdarg.h>
#include <string.h>

#include "app/motion.h"
#include "engine/card.h"
#include "render/layout.h"

/* ---- geometry: render/layout.h, turned so the person sits at the bottom ---------------------- */

static int from_hero(const game_t *g, int seat)
{
    int hero = g->hero >= 0 ? g->hero : 0;
    return (seat - hero + g->n_seats) % g->n_seats;
}

int game_seat_from_hero(const game_t *g, int seat)
{
    return from_hero(g, seat);
}

void game_seat_xy(const game_t *g, int seat, float *x, float *y)
{
    layout_seat(g->n_seats, from_hero(g, seat), x, y);
}

void game_bet_xy(const game_t *g, int seat, float *x, float *y)
{
    layout_bet(g->n_seats, from_hero(g, seat), g->hero >= 0 && seat == g->hero, x, y);
}

void game_pot_xy(const game_t *g, int pot, int n_pots, float *x, float *y)
{
    layout_pot(g->n_seats, pot, n_pots, x, y);
}

double game_think_time(const game_t *g, int64_t hand_no, int seat)
{
    uint64_t x = g->seed ^ ((uint64_t)(hand_no + 1) * 0x9E3779B97F4A7C15ULL) ^
                 ((uint64_t)(seat + 1) * 0xBF58476D1CE4E5B9ULL) ^ (uint64_t)(g->log_count * 2654435761u);
    x ^= x >> 31;
    x *= 0x94D049BB133111EBULL;
    x ^= x >> 29;
    double u = (double)(x >> 11) / 9007199254740992.0;
    return MOTION_TIMINGS.think_min + MOTION_TIMINGS.think_spread * u;
}

/* ---- the watchers of what is shown -------------------------------------------------------- */

int game_watch(game_t *g, game_shown_fn fn, void *ctx, void (*drop)(void *ctx))
{
    if (g->n_watch == GAME_MAX_WATCHERS) {
        if (drop)
            drop(ctx);
        return -1;
    }
    game_watcher_t *w = &g->watch[g->n_watch++];
    w->fn = fn;
    w->ctx = ctx;
    w->drop = drop;
    return 0;
}

void *game_watched(const game_t *g, game_shown_fn fn)
{
    for (int i = 0; i < g->n_watch; i++)
        if (g->watch[i].fn == fn)
            return g->watch[i].ctx;
    return NULL;
}

void game_tell_shown(game_t *g, const ev_t *ev)
{
    for (int i = 0; i < g->n_watch; i++)
        g->watch[i].fn(g->watch[i].ctx, g, ev);
}

void game_unwatch(game_t *g)
{
    for (int i = 0; i < g->n_watch; i++)
        if (g->watch[i].drop)
            g->watch[i].drop(g->watch[i].ctx);
    g->n_watch = 0;
}

evtext_who_t game_who(const game_t *g)
{
    evtext_who_t w = {&g->shown, g->hero >= 0 && g->n_people == 1 ? g->hero : -1};
    return w;
}

/* ---- the log ------------------------------------------------------------------------------ */

void game_init(game_t *g, int n_seats, uint64_t seed, int hero, const char *structure_path)
{
    g->hero = hero;
    g->n_seats = n_seats;
    g->seed = seed;
    g->speed = 1.0f;
    g->thinking_seat = -1;
    g->draw_winner = -1;
    g->draw_seat = -1;
    g->hold_type = -1;
    snprintf(g->structure_path, sizeof g->structure_path, "%s", structure_path ? structure_path : "");
    tmodel_init(&g->shown);
    g->owner = g->handoff = -1;
}

void game_log(game_t *g, const char *fmt, ...)
{
    if (g->log_count == GAME_LOG_LINES) {
        memmove(g->log[0], g->log[1], sizeof g->log[0] * (GAME_LOG_LINES - 1));
        g->log_count--;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->log[g->log_count++], GAME_LOG_LEN, fmt, ap);
    va_end(ap);
}

/* Default colours for people, in set-up order (warm, cool, then the rest). */
static const uint32_t PERSON_COLOURS[ENGINE_MAX_SEATS] = {0xe8b04a, 0x5aa9e6, 0xe06c75, 0x7bc47f, 0xb48ee0,
                                                          0xf08a4b, 0x4fc1b9, 0xd9d46a, 0xe68fc1, 0xa0a8b8};

uint32_t game_person_colour(int i)
{
    return PERSON_COLOURS[((i % GAME_PERSON_COLOURS) + GAME_PERSON_COLOURS) % GAME_PERSON_COLOURS];
}

int game_person_at(const game_t *g, int seat)
{
    if (seat < 0)
        return -1; /* a multi-table tournament's people at other tables have no seat here */
    for (int i = 0; i < g->n_people; i++)
        if (g->people[i].seat == seat)
            return i;
    return -1;
}

int game_hotseat(const game_t *g)
{
    int playing = 0;
    for (int i = 0; i < g->n_people; i++)
        if (!g->people[i].busted && !g->people[i].left)
            playing++;
    return playing > 1;
}

/* Put the owner's cards on the table, or take every private card off it. */
void game_refresh_private(game_t *g)
{
    if (g->n_people < 2)
        return; /* solo: the table's subscription is the person's own */
    for (int i = 0; i < g->n_people; i++) {
        game_person_t *p = &g->people[i];
        if (p->seat < 0 || p->seat >= ENGINE_MAX_SEATS)
            continue; /* at another table of a multi-table tournament */
        tmodel_seat_t *ts = &g->shown.seats[p->seat];
        if (ts->shown)
            continue; /* shown at showdown: public now */
        int mine = i == g->owner && p->hand_no == g->shown.hand_no && card_valid(p->hole[0]);
        ts->cards[0] = mine ? p->hole[0] : CARD_NONE;
        ts->cards[1] = mine ? p->hole[1] : CARD_NONE;
    }
}

/* ---- the pacing queue: events received and not yet shown ---------------------------------- */

/* At the back; 0, or -1 when the queue is full (the screen is far behind). */
int game_queue_push(game_t *g, const ev_t *ev)
{
    if (g->q_count == GAME_MAX_EVENTS)
        return -1;
    g->q[(g->q_head + g->q_count) % GAME_MAX_EVENTS] = *ev;
    g->q_count++;
    return 0;
}

/* The front event, taken off the queue (q_count > 0). */
ev_t game_queue_pop(game_t *g)
{
    ev_t ev = g->q[g->q_head];
    g->q_head = (g->q_head + 1) % GAME_MAX_EVENTS;
    g->q_count--;
    return ev;
}

/* Put an event just taken back at the front, to start again when the table is next free (the
 * first hand waits there while the button draw is seen). */
void game_queue_requeue_front(game_t *g, const ev_t *ev)
{
    g->q_head = (g->q_head + GAME_MAX_EVENTS - 1) % GAME_MAX_EVENTS;
    g->q[g->q_head] = *ev;
    g->q_count++;
}

/* The run of events of one type at the front, taken off together and appended to out[n..max):
 * one motion shows them all (the whole deal, every pot a street's bets go into). Returns the new
 * count. */
int game_queue_take_run(game_t *g, ev_type_t type, ev_t *out, int n, int max)
{
    while (g->q_count > 0 && n < max && g->q[g->q_head].type == type)
        out[n++] = game_queue_pop(g);
    return n;
}

void game_table_fresh(game_t *g)
{
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        g->mo.vis_cards[s] = 0;
    g->drawing = 0;
    g->draw_seat = -1;
    g->thinking_seat = -1;
    g->next_hand_at = 0;
}
