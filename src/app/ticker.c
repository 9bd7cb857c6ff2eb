/* ticker.c — the news line of a multi-table tournament (ticker.h). */
#include "app/ticker.h"

#include <stdio.h>
#include <string.h>

#include "app/format.h"
#include "app/i18n.h"

const ticker_timings_t TICKER_TIMINGS = {
    .fade = 0.35,
    .hold = 4.5,
    .hold_min = 1.6,
};

/* How much news a kind is: when the queue is full the oldest line of the least goes. */
static int weight(ticker_kind_t k)
{
    switch (k) {
    case TICK_FINAL:
    case TICK_BUBBLE:
        return 3;
    case TICK_HAND_FOR_HAND:
    case TICK_BUST_PAID:
        return 2;
    default:
        return 1;
    }
}

void ticker_init(ticker_t *tk, const structure_t *st, int places_paid)
{
    memset(tk, 0, sizeof *tk);
    tk->st = st;
    tk->paid = places_paid;
    tk->cur_from = -1;
    tk->leader = -1;
}

static void push(ticker_t *tk, ticker_kind_t kind, const char *text)
{
    if (tk->n == TICKER_QUEUE) {
        int drop = 0;
        for (int i = 1; i < tk->n; i++)
            if (weight(tk->q[i].kind) < weight(tk->q[drop].kind))
                drop = i;
        if (weight(tk->q[drop].kind) > weight(kind))
            return; /* everything waiting is bigger news */
        memmove(&tk->q[drop], &tk->q[drop + 1], (size_t)(tk->n - drop - 1) * sizeof tk->q[0]);
        tk->n--;
    }
    tk->q[tk->n].kind = kind;
    snprintf(tk->q[tk->n].text, sizeof tk->q[tk->n].text, "%s", text);
    tk->n++;
    tk->told++;
}

static void tell_break(ticker_t *tk, int i)
{
    char line[TICKER_LINE];
    if (tk->brk[i].moved > 0)
        snprintf(line, sizeof line,
                 P_("Table %d breaks: %d player to a new seat", "Table %d breaks: %d players to new seats",
                    tk->brk[i].moved),
                 tk->brk[i].table, tk->brk[i].moved);
    else
        snprintf(line, sizeof line, _("Table %d breaks"), tk->brk[i].table);
    push(tk, TICK_BREAK, line);
    memmove(&tk->brk[i], &tk->brk[i + 1], (size_t)(tk->n_brk - i - 1) * sizeof tk->brk[0]);
    tk->n_brk--;
}

static void money(const ticker_t *tk, int64_t cents, char *buf, size_t len)
{
    if (tk->st)
        app_money(tk->st, cents, buf, len);
    else
        snprintf(buf, len, "%lld", (long long)cents);
}

void ticker_event(ticker_t *tk, const tourney_ev_t *v, const char *name, int chip_rank)
{
    char line[TICKER_LINE], m[48];
    const char *who = name && name[0] ? name : "?";
    switch (v->type) {
    case TEV_TABLE_BREAK:
        if (v->rule == 39)
            return; /* the final table's line says it */
        if (tk->n_brk == TICKER_BREAKS)
            tell_break(tk, 0);
        tk->brk[tk->n_brk].table = v->from_table;
        tk->brk[tk->n_brk].moved = tk->brk[tk->n_brk].seen = 0;
        tk->n_brk++;
        return;
    case TEV_MOVE:
        for (int i = 0; i < tk->n_brk; i++)
            if (tk->brk[i].table == v->from_table)
                tk->brk[i].moved++;
        return;
    case TEV_HAND_FOR_HAND_START:
        if (v->place > 0)
            tk->paid = v->place;
        snprintf(line, sizeof line, _("Hand-for-hand: %d players left, %d paid"), (int)v->chips, tk->paid);
        push(tk, TICK_HAND_FOR_HAND, line);
        return;
    case TEV_HAND_FOR_HAND_END:
        push(tk, TICK_HAND_FOR_HAND, _("Hand-for-hand ends: everyone left is in the money"));
        return;
    case TEV_FINAL_TABLE:
        snprintf(line, sizeof line, P_("The final table is set: %d player", "The final table is set: %d players", v->chips),
                 (int)v->chips);
        push(tk, TICK_FINAL, line);
        return;
    case TEV_ELIMINATED: {
        int place = v->place_to > v->place ? v->place_to : v->place; /* a tie's worst place */
        if (!tk->bubble_told && tk->paid > 0 && v->place <= tk->paid + 1 && place >= tk->paid + 1) {
            tk->bubble_told = 1;
            snprintf(line, sizeof line, _("The bubble bursts: %s is out in %d%s, the last %d are paid"), who,
                     tk->paid + 1, app_ordinal(tk->paid + 1), tk->paid);
            push(tk, TICK_BUBBLE, line);
            return;
        }
        if (v->place > 0 && v->place <= tk->paid && v->prize > 0) {
            money(tk, v->prize, m, sizeof m);
            if (v->place_to > v->place)
                snprintf(line, sizeof line, _("%s is out, tied %d%s-%d%s: %s"), who, v->place, app_ordinal(v->place),
                         v->place_to, app_ordinal(v->place_to), m);
            else
                snprintf(line, sizeof line, _("%s is out in %d%s place: %s"), who, v->place, app_ordinal(v->place), m);
            push(tk, TICK_BUST_PAID, line);
            return;
        }
        if (chip_rank > 0 && chip_rank <= TICKER_TOP) {
            snprintf(line, sizeof line, _("%s, %d%s in chips, is out in %d%s place"), who, chip_rank,
                     app_ordinal(chip_rank), v->place, app_ordinal(v->place));
            push(tk, TICK_BUST_TOP, line);
        }
        return;
    }
    default:
        return;
    }
}

void ticker_leader(ticker_t *tk, int player, const char *name, int64_t chips)
{
    if (player < 0)
        return;
    if (tk->leader >= 0 && player != tk->leader) {
        char line[TICKER_LINE], c[32];
        snprintf(line, sizeof line, _("%s takes the chip lead with %s"), name && name[0] ? name : "?",
                 app_chips(chips, c, sizeof c));
        push(tk, TICK_LEADER, line);
    }
    tk->leader = player;
}

void ticker_flush(ticker_t *tk)
{
    for (int i = 0; i < tk->n_brk;)
        if (tk->brk[i].moved > 0 && tk->brk[i].moved == tk->brk[i].seen) {
            tell_break(tk, i);
        } else {
            tk->brk[i].seen = tk->brk[i].moved;
            i++;
        }
}

void ticker_step(ticker_t *tk, double now)
{
    const ticker_timings_t *T = &TICKER_TIMINGS;
    if (tk->cur_from >= 0 && now >= tk->cur_until)
        tk->cur_from = -1;
    if (tk->cur_from < 0 && tk->n > 0) {
        tk->cur = tk->q[0];
        memmove(&tk->q[0], &tk->q[1], (size_t)(tk->n - 1) * sizeof tk->q[0]);
        tk->n--;
        /* a queue waiting shortens the hold, never below hold_min */
        double hold = T->hold - (T->hold - T->hold_min) * (tk->n > 3 ? 1.0 : tk->n / 3.0);
        tk->cur_from = now;
        tk->cur_until = now + 2 * T->fade + hold;
    }
}

const char *ticker_at(const ticker_t *tk, double now, float *alpha, float *slide)
{
    const ticker_timings_t *T = &TICKER_TIMINGS;
    if (tk->cur_from < 0 || now >= tk->cur_until) {
        *alpha = 0;
        *slide = 0;
        return NULL;
    }
    double in = (now - tk->cur_from) / T->fade, out = (tk->cur_until - now) / T->fade;
    double a = in < out ? in : out;
    if (a > 1)
        a = 1;
    if (a < 0)
        a = 0;
    *alpha = (float)a;
    *slide = (float)(in > 1 ? 1 : in < 0 ? 0 : in);
    return tk->cur.text;
}

int ticker_waiting(const ticker_t *tk) { return tk->n; }

void ticker_latest(ticker_t *tk)
{
    if (tk->n > 1) {
        tk->q[0] = tk->q[tk->n - 1];
        tk->n = 1;
    }
    tk->cur_from = -1;
}
