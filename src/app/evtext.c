/* evtext.c — the words for an event (see evtext.h). */
#include "app/evtext.h"

#include <stdio.h>
#include <string.h>

#include "app/format.h"
#include "engine/card.h"
#include "engine/hh.h"

static char *chips(int64_t v, char *buf, size_t len) { return app_chips(v, buf, len); }

static const char *seat_name(const evtext_who_t *w, int seat)
{
    if (seat < 0 || seat >= ENGINE_MAX_SEATS)
        return "?";
    return w->m->seats[seat].name[0] ? w->m->seats[seat].name : "Seat";
}

/* The verb for a seat: "wins", or "win" when the seat is the one spoken to ("You win"). */
static const char *verb(const evtext_who_t *w, int seat, const char *third, const char *second)
{
    return seat == w->you && w->you >= 0 ? second : third;
}

static void describe_value(uint16_t value, char *buf, size_t len)
{
    if (!value) {
        buf[0] = '\0';
        return;
    }
    hh_describe(value, buf, len);
}

static int first_winner(const ev_t *ev)
{
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        if (ev->u.pot.winners & (1u << s))
            return s;
    return -1;
}

int64_t evtext_pot_total(const ev_t *ev)
{
    int64_t total = 0;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        if (ev->u.pot.winners & (1u << s))
            total += ev->u.pot.share + (s == ev->u.pot.odd_seat ? ev->u.pot.odd : 0);
    return total;
}

/* "Level 3" / "Blinds 100/200, ante 25" */
static void level_text(const ev_t *ev, char *t, size_t tlen, char *line, size_t llen)
{
    char a[32], b[32];
    snprintf(t, tlen, "Level %d", ev->u.lv.number);
    snprintf(line, llen, "Blinds %s/%s", chips(ev->u.lv.sb, a, sizeof a), chips(ev->u.lv.bb, b, sizeof b));
    if (ev->u.lv.ante) {
        size_t l = strlen(line);
        char an[32];
        snprintf(line + l, llen - l, ", ante %s", chips(ev->u.lv.ante, an, sizeof an));
    }
}

/* "Rita is out in 4th place" / "You win the tournament" */
static void out_text(const evtext_who_t *w, const ev_t *ev, char *t, size_t tlen)
{
    if (ev->type == EV_ELIMINATED)
        snprintf(t, tlen, "%s %s out in %d%s place", seat_name(w, ev->seat), verb(w, ev->seat, "is", "are"),
                 ev->u.el.place, app_ordinal(ev->u.el.place));
    else
        snprintf(t, tlen, "%s %s the tournament", seat_name(w, ev->seat), verb(w, ev->seat, "wins", "win"));
}

static int pot_lines(const evtext_who_t *w, const ev_t *ev, char out[][EVTEXT_LEN], int max)
{
    char a[32], b[32], line[160], desc[80], pn[24];
    int idx = ev->u.pot.index, np = ev->u.pot.n_pots > 0 ? ev->u.pot.n_pots : 1, n = 0;
    int64_t total = evtext_pot_total(ev);
    int first = first_winner(ev), nwin = __builtin_popcount(ev->u.pot.winners);
    describe_value(ev->u.pot.value, desc, sizeof desc);
    const char *potname = idx == 0 ? "the main pot" : "a side pot";
    if (idx > 0) {
        snprintf(pn, sizeof pn, "side pot %d", idx);
        potname = pn;
    } else if (np == 1) {
        potname = "the pot";
    }
    if (nwin > 1) {
        snprintf(line, sizeof line, "%s (%s) is split %d ways", potname, chips(total, a, sizeof a), nwin);
        if (n < max)
            snprintf(out[n++], EVTEXT_LEN, "%c%s.", line[0] == 't' ? 'T' : 'S', line + 1);
        if (ev->u.pot.odd > 0 && ev->u.pot.odd_seat >= 0 && n < max)
            snprintf(out[n++], EVTEXT_LEN, "The odd chip%s (%s) goes to %s, first left of the button.",
                     ev->u.pot.odd > 1 ? "s" : "", chips(ev->u.pot.odd, b, sizeof b), seat_name(w, ev->u.pot.odd_seat));
    } else if (first >= 0 && n < max) {
        if (desc[0])
            snprintf(out[n++], EVTEXT_LEN, "%s %s %s (%s) with %s.", seat_name(w, first), verb(w, first, "wins", "win"),
                     potname, chips(total, a, sizeof a), desc);
        else
            snprintf(out[n++], EVTEXT_LEN, "%s %s %s (%s).", seat_name(w, first), verb(w, first, "wins", "win"), potname,
                     chips(total, a, sizeof a));
    }
    return n;
}

int evtext_log(const evtext_who_t *w, const ev_t *ev, char out[][EVTEXT_LEN], int max)
{
    char a[32], b[32], c[32], t[96], line[160];
    int n = 0;
#define SAY(...) (n < max ? (void)snprintf(out[n++], EVTEXT_LEN, __VA_ARGS__) : (void)0)
    switch (ev->type) {
    case EV_TOURNAMENT_START:
        SAY("The tournament starts: %d players, %s chips each.", __builtin_popcount(ev->u.a.players),
            chips(ev->amount, a, sizeof a));
        break;
    case EV_BUTTON_DRAW:
        if (ev->amount == 1) {
            char cd[4];
            card_format(ev->u.a.cards[0], cd);
            SAY("%s draws the high card (%s) and takes the button.", seat_name(w, ev->seat), cd);
        }
        break;
    case EV_HAND_START:
        SAY("Hand %d: %s/%s%s%s.", ev->hand_no, chips(ev->u.hs.sb_amount, a, sizeof a),
            chips(ev->u.hs.bb_amount, b, sizeof b), ev->u.hs.ante ? ", ante " : "",
            ev->u.hs.ante ? chips(ev->u.hs.ante, c, sizeof c) : "");
        if (ev->u.hs.dead_button) {
            int who = ev->u.hs.busted_button;
            if (who >= 0 && who < ENGINE_MAX_SEATS)
                SAY("Dead button: %s busted last hand, so nobody plays the button (R3).", seat_name(w, who));
            else
                SAY("Dead button: the button is on an empty seat; nobody plays it (R3).");
        }
        if (!ev->u.hs.sb_posted)
            SAY("No small blind this hand: its seat is empty (R3).");
        break;
    case EV_POST: {
        static const char *const kinds[] = {"the ante", "the small blind", "the big blind"};
        SAY("%s %s %s of %s%s.", seat_name(w, ev->seat), verb(w, ev->seat, "posts", "post"),
            kinds[ev->u.post.kind <= POST_BB ? ev->u.post.kind : 0], chips(ev->amount, a, sizeof a),
            ev->u.post.all_in ? " and is all-in" : "");
        break;
    }
    case EV_HOLE_CARDS:
        if (w->you >= 0 && ev->seat == w->you && card_valid(ev->u.a.cards[0])) {
            char c0[4], c1[4];
            card_format(ev->u.a.cards[0], c0);
            card_format(ev->u.a.cards[1], c1);
            SAY("You are dealt %s %s.", c0, c1);
        }
        break;
    case EV_DEAD_HAND:
        SAY("%s is away: the hand is dead.", seat_name(w, ev->seat));
        break;
    case EV_ACTION: {
        char what[TMODEL_ACTION_LEN];
        tmodel_action_text(ev, what, sizeof what);
        SAY("%s: %s.", seat_name(w, ev->seat), what);
        break;
    }
    case EV_STREET: {
        static const char *const names[] = {"Pre-flop", "Flop", "Turn", "River", "Showdown"};
        int to = ev->u.st.n_board < 0 ? 0 : ev->u.st.n_board > 5 ? 5 : ev->u.st.n_board;
        char cards[32] = "";
        for (int k = 0; k < to; k++) {
            char cd[4];
            card_format(ev->u.st.board[k], cd);
            strcat(cards, cd);
            if (k + 1 < to)
                strcat(cards, " ");
        }
        SAY("%s: %s", names[ev->u.st.street <= STREET_SHOWDOWN ? ev->u.st.street : 0], cards);
        break;
    }
    case EV_UNCALLED:
        SAY("Uncalled %s returned to %s.", chips(ev->amount, a, sizeof a), seat_name(w, ev->seat));
        break;
    case EV_SHOW: {
        char c0[4], c1[4], desc[80];
        card_format(ev->u.sh.cards[0], c0);
        card_format(ev->u.sh.cards[1], c1);
        describe_value(ev->u.sh.value, desc, sizeof desc);
        if (desc[0])
            SAY("%s %s %s %s (%s).", seat_name(w, ev->seat), verb(w, ev->seat, "shows", "show"), c0, c1, desc);
        else
            SAY("%s %s %s %s.", seat_name(w, ev->seat), verb(w, ev->seat, "shows", "show"), c0, c1);
        break;
    }
    case EV_MUCK:
        SAY("%s %s.", seat_name(w, ev->seat), verb(w, ev->seat, "mucks", "muck"));
        break;
    case EV_POT:
        n = pot_lines(w, ev, out, max);
        break;
    case EV_LEVEL:
        if (ev->u.lv.is_break) {
            SAY("Break: %d minutes.", ev->u.lv.minutes);
        } else {
            level_text(ev, t, sizeof t, line, sizeof line);
            SAY("%s: %s.", t, line);
        }
        break;
    case EV_COLOR_UP:
        SAY("Colour-up: the %s chips leave play; the smallest chip is now %s.", chips(ev->u.cu.removed, a, sizeof a),
            chips(ev->u.cu.new_unit, b, sizeof b));
        break;
    case EV_RACE: {
        char cd[4] = "";
        if (ev->u.race.cards > 0)
            card_format(ev->u.race.best, cd);
        if (ev->u.race.won > 0)
            SAY("Chip race: %s (high card %s) wins a %s chip.", seat_name(w, ev->seat), cd,
                chips(ev->u.race.won, a, sizeof a));
        else if (ev->u.race.odd > 0)
            SAY("Chip race: %s's %s in odd chips %s.", seat_name(w, ev->seat), chips(ev->u.race.odd, a, sizeof a),
                ev->u.race.cards ? "lose the race" : "are rounded");
        break;
    }
    case EV_REBUY:
        SAY("%s rebuys for %s chips.", seat_name(w, ev->seat), chips(ev->amount, a, sizeof a));
        break;
    case EV_ADDON:
        SAY("%s takes the add-on: %s chips.", seat_name(w, ev->seat), chips(ev->amount, a, sizeof a));
        break;
    case EV_DECLINE:
        SAY("%s declines the %s.", seat_name(w, ev->seat), ev->u.ro.addon ? "add-on" : "rebuy");
        break;
    case EV_ABSENT:
        SAY("%s is %s.", seat_name(w, ev->seat), ev->amount ? "away" : "back");
        break;
    case EV_ELIMINATED:
        out_text(w, ev, t, sizeof t);
        SAY("%s.", t);
        break;
    case EV_TOURNAMENT_END:
        out_text(w, ev, t, sizeof t);
        SAY("%s!", t);
        break;
    default:
        break;
    }
#undef SAY
    return n;
}

int evtext_banner(const evtext_who_t *w, const ev_t *ev, char *title, size_t tlen, char *sub, size_t slen)
{
    char a[32];
    sub[0] = '\0';
    switch (ev->type) {
    case EV_LEVEL:
        if (ev->u.lv.is_break) {
            snprintf(title, tlen, "Break");
            snprintf(sub, slen, "%d minutes", ev->u.lv.minutes);
            return 1;
        }
        level_text(ev, title, tlen, sub, slen);
        return ev->hand_no > 0;
    case EV_COLOR_UP:
        snprintf(title, tlen, "Colour-up");
        snprintf(sub, slen, "The %s chips leave play: chip race", chips(ev->u.cu.removed, a, sizeof a));
        return 1;
    case EV_ELIMINATED:
        out_text(w, ev, title, tlen);
        if (ev->u.el.prize > 0)
            snprintf(sub, slen, "Prize: %lld.%02lld", (long long)(ev->u.el.prize / 100),
                     (long long)(ev->u.el.prize % 100));
        return 1;
    case EV_TOURNAMENT_END:
        out_text(w, ev, title, tlen);
        return 1;
    default:
        return 0;
    }
}

int evtext_win_line(const evtext_who_t *w, const ev_t *ev, char *out, size_t len)
{
    int first = first_winner(ev);
    if (ev->type != EV_POT || ev->u.pot.index != 0 || first < 0)
        return 0;
    /* With side pots the line names the main pot, so it does not read as if one player took
     * everything (the plates' WINNER tags and the pot notes show the side pots). */
    int np = ev->u.pot.n_pots > 0 ? ev->u.pot.n_pots : 1, nwin = __builtin_popcount(ev->u.pot.winners);
    const char *what = np > 1 ? " the main pot" : "";
    char a[32], desc[80];
    describe_value(ev->u.pot.value, desc, sizeof desc);
    if (nwin > 1)
        snprintf(out, len, "%s%s%s", np > 1 ? "Main pot split" : "Split pot", desc[0] ? ": " : "", desc);
    else if (desc[0])
        snprintf(out, len, "%s %s%s with %s", seat_name(w, first), verb(w, first, "wins", "win"), what, desc);
    else
        snprintf(out, len, "%s %s%s %s", seat_name(w, first), verb(w, first, "wins", "win"), what,
                 chips(evtext_pot_total(ev), a, sizeof a));
    return 1;
}

/* "Side pot 1 (2,400): Ana and Ben can win it; Cleo is all-in for less (R25). Ben wins it with
 * a flush. The odd chip goes to Ana, first left of the button (R27)." */
void evtext_pot_note(const evtext_who_t *w, const ev_t *ev, char *o, size_t cap)
{
    size_t n = 0;
    int idx = ev->u.pot.index, np = ev->u.pot.n_pots > 0 ? ev->u.pot.n_pots : 1;
    int64_t total = evtext_pot_total(ev);
    char a[32], names[160] = "", out[160] = "", desc[80];
    if (idx == 0)
        n += (size_t)snprintf(o + n, cap - n, "%s (%s): ", np > 1 ? "Main pot" : "Pot", chips(total, a, sizeof a));
    else
        n += (size_t)snprintf(o + n, cap - n, "Side pot %d (%s): ", idx, chips(total, a, sizeof a));
    int ne = 0, no = 0;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
        const tmodel_seat_t *ts = &w->m->seats[s];
        if (ev->u.pot.eligible & (1u << s)) {
            size_t l = strlen(names);
            snprintf(names + l, sizeof names - l, "%s%s", ne++ ? ", " : "", seat_name(w, s));
        } else if (ts->in_hand && !ts->folded && ts->all_in) {
            size_t l = strlen(out);
            snprintf(out + l, sizeof out - l, "%s%s", no++ ? ", " : "", seat_name(w, s));
        }
    }
    n += (size_t)snprintf(o + n, cap - n, "%s%s eligible", ne == 1 ? "only " : "", names);
    if (no > 0 && n < cap)
        n += (size_t)snprintf(o + n, cap - n, " (%s all-in for less, R25)", out);
    describe_value(ev->u.pot.value, desc, sizeof desc);
    int nwin = __builtin_popcount(ev->u.pot.winners), first = first_winner(ev);
    if (n < cap) {
        if (nwin > 1)
            n += (size_t)snprintf(o + n, cap - n, " \xe2\x86\x92 split %d ways%s%s", nwin, desc[0] ? ", " : "", desc);
        else if (first >= 0 && desc[0])
            n += (size_t)snprintf(o + n, cap - n, " \xe2\x86\x92 %s, %s", seat_name(w, first), desc);
        else if (first >= 0)
            n += (size_t)snprintf(o + n, cap - n, " \xe2\x86\x92 %s, uncontested", seat_name(w, first));
    }
    if (ev->u.pot.odd > 0 && ev->u.pot.odd_seat >= 0 && n < cap)
        snprintf(o + n, cap - n, "; odd chip%s %s to %s, first left of the button (R27)", ev->u.pot.odd > 1 ? "s" : "",
                 chips(ev->u.pot.odd, a, sizeof a), seat_name(w, ev->u.pot.odd_seat));
}
