/* evtext.c — the words for an event (see evtext.h). */
#include "app/evtext.h"

#include <stdio.h>
#include <string.h>

#include "app/format.h"
#include "app/i18n.h"
#include "engine/card.h"

static char *chips(int64_t v, char *buf, size_t len) { return app_chips(v, buf, len); }

static const char *seat_name(const evtext_who_t *w, int seat)
{
    if (seat < 0 || seat >= ENGINE_MAX_SEATS)
        return "?";
    const char *name = w->m->seats[seat].name;
    /* the person spoken to keeps the English default name of a game begun in English (a save,
     * a scenario): the sentences spoken to them need the word in the language shown */
    if (seat == w->you && !strcmp(name, "You"))
        return _("You");
    /* a scenario's unnamed seat, "Seat 3", as the language says it; a few at once in a sentence */
    static char ring[4][ENGINE_NAME_LEN + 16];
    static int next;
    char *buf = ring[next++ % 4];
    return name[0] ? app_seat_words(name, seat, buf, sizeof ring[0]) : _("Seat");
}

/* The sentence for a seat: "%s wins", or "%s win" when the seat is the one spoken to ("You win");
 * both take the same arguments, the seat's name first (the translated "You" for the one spoken to). */
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
    app_hand_words(value, buf, len);
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
    snprintf(t, tlen, _("Level %d"), ev->u.lv.number);
    snprintf(line, llen, _("Blinds %s/%s"), chips(ev->u.lv.sb, a, sizeof a), chips(ev->u.lv.bb, b, sizeof b));
    if (ev->u.lv.ante) {
        size_t l = strlen(line);
        char an[32];
        snprintf(line + l, llen - l, _(", ante %s"), chips(ev->u.lv.ante, an, sizeof an));
    }
}

/* "Rita is out in 4th place" / "You win the tournament" */
static void out_text(const evtext_who_t *w, const ev_t *ev, char *t, size_t tlen)
{
    if (ev->type == EV_ELIMINATED)
        snprintf(t, tlen, verb(w, ev->seat, _("%s is out in %d%s place"), _("%s are out in %d%s place")),
                 seat_name(w, ev->seat), ev->u.el.place, app_ordinal(ev->u.el.place));
    else
        snprintf(t, tlen, verb(w, ev->seat, _("%s wins the tournament"), _("%s win the tournament")),
                 seat_name(w, ev->seat));
}

static int pot_lines(const evtext_who_t *w, const ev_t *ev, char out[][EVTEXT_LEN], int max)
{
    char a[32], b[32], line[160], desc[80], pn[24];
    int idx = ev->u.pot.index, np = ev->u.pot.n_pots > 0 ? ev->u.pot.n_pots : 1, n = 0;
    int64_t total = evtext_pot_total(ev);
    int first = first_winner(ev), nwin = __builtin_popcount(ev->u.pot.winners);
    describe_value(ev->u.pot.value, desc, sizeof desc);
    /* TRANSLATORS: the pot as the object of "wins": "Ana wins the main pot (1,200)" */
    const char *potname = _("the main pot");
    if (idx > 0) {
        snprintf(pn, sizeof pn, _("side pot %d"), idx);
        potname = pn;
    } else if (np == 1) {
        potname = _("the pot");
    }
    if (nwin > 1) {
        if (idx > 0)
            snprintf(line, sizeof line, _("Side pot %d (%s) is split %d ways."), idx, chips(total, a, sizeof a), nwin);
        else if (np == 1)
            snprintf(line, sizeof line, _("The pot (%s) is split %d ways."), chips(total, a, sizeof a), nwin);
        else
            snprintf(line, sizeof line, _("The main pot (%s) is split %d ways."), chips(total, a, sizeof a), nwin);
        if (n < max)
            snprintf(out[n++], EVTEXT_LEN, "%s", line);
        if (ev->u.pot.odd > 0 && ev->u.pot.odd_seat >= 0 && n < max)
            snprintf(out[n++], EVTEXT_LEN,
                     P_("The odd chip (%s) goes to %s, first left of the button.",
                        "The odd chips (%s) go to %s, first left of the button.", ev->u.pot.odd),
                     chips(ev->u.pot.odd, b, sizeof b), seat_name(w, ev->u.pot.odd_seat));
    } else if (first >= 0 && n < max) {
        if (desc[0])
            snprintf(out[n++], EVTEXT_LEN, verb(w, first, _("%s wins %s (%s) with %s."), _("%s win %s (%s) with %s.")),
                     seat_name(w, first), potname, chips(total, a, sizeof a), desc);
        else
            snprintf(out[n++], EVTEXT_LEN, verb(w, first, _("%s wins %s (%s)."), _("%s win %s (%s).")),
                     seat_name(w, first), potname, chips(total, a, sizeof a));
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
        SAY(_("The tournament starts: %d players, %s chips each."), __builtin_popcount(ev->u.a.players),
            chips(ev->amount, a, sizeof a));
        break;
    case EV_BUTTON_DRAW:
        if (ev->amount == 1) {
            char cd[4];
            card_format(ev->u.a.cards[0], cd);
            SAY(_("%s draws the high card (%s) and takes the button."), seat_name(w, ev->seat), cd);
        }
        break;
    case EV_HAND_START:
        if (ev->u.hs.ante)
            SAY(_("Hand %d: %s/%s, ante %s."), ev->hand_no, chips(ev->u.hs.sb_amount, a, sizeof a),
                chips(ev->u.hs.bb_amount, b, sizeof b), chips(ev->u.hs.ante, c, sizeof c));
        else
            SAY(_("Hand %d: %s/%s."), ev->hand_no, chips(ev->u.hs.sb_amount, a, sizeof a),
                chips(ev->u.hs.bb_amount, b, sizeof b));
        if (ev->u.hs.dead_button) {
            int who = ev->u.hs.busted_button;
            if (who >= 0 && who < ENGINE_MAX_SEATS)
                SAY(_("Dead button: %s busted last hand, so nobody plays the button (R3)."), seat_name(w, who));
            else
                SAY("%s", _("Dead button: the button is on an empty seat; nobody plays it (R3)."));
        }
        if (!ev->u.hs.sb_posted)
            SAY("%s", _("No small blind this hand: its seat is empty (R3)."));
        break;
    case EV_POST: {
        static const char *const kinds[][2] = {
            {N_("%s posts the ante of %s%s."), N_("%s post the ante of %s%s.")},
            {N_("%s posts the small blind of %s%s."), N_("%s post the small blind of %s%s.")},
            {N_("%s posts the big blind of %s%s."), N_("%s post the big blind of %s%s.")},
        };
        const char *const *k = kinds[ev->u.post.kind <= POST_BB ? ev->u.post.kind : 0];
        SAY(_(verb(w, ev->seat, k[0], k[1])), seat_name(w, ev->seat), chips(ev->amount, a, sizeof a),
            !ev->u.post.all_in ? "" : verb(w, ev->seat, _(" and is all-in"), _(" and are all-in")));
        break;
    }
    case EV_HOLE_CARDS:
        if (w->you >= 0 && ev->seat == w->you && card_valid(ev->u.a.cards[0])) {
            char c0[4], c1[4];
            card_format(ev->u.a.cards[0], c0);
            card_format(ev->u.a.cards[1], c1);
            SAY(_("You are dealt %s %s."), c0, c1);
        }
        break;
    case EV_DEAD_HAND:
        SAY(_("%s is away: the hand is dead."), seat_name(w, ev->seat));
        break;
    case EV_ACTION: {
        char what[TMODEL_ACTION_LEN], said[96];
        tmodel_action_text(ev, what, sizeof what);
        SAY("%s: %s.", seat_name(w, ev->seat), app_action_words(what, said, sizeof said));
        break;
    }
    case EV_STREET: {
        static const char *const names[] = {N_("Pre-flop"), N_("Flop"), N_("Turn"), N_("River"), N_("Showdown")};
        int to = ev->u.st.n_board < 0 ? 0 : ev->u.st.n_board > 5 ? 5 : ev->u.st.n_board;
        char cards[32] = "";
        for (int k = 0; k < to; k++) {
            char cd[4];
            card_format(ev->u.st.board[k], cd);
            strcat(cards, cd);
            if (k + 1 < to)
                strcat(cards, " ");
        }
        SAY("%s: %s", _(names[ev->u.st.street <= STREET_SHOWDOWN ? ev->u.st.street : 0]), cards);
        break;
    }
    case EV_UNCALLED:
        SAY(_("Uncalled %s returned to %s."), chips(ev->amount, a, sizeof a), seat_name(w, ev->seat));
        break;
    case EV_SHOW: {
        char c0[4], c1[4], desc[80];
        card_format(ev->u.sh.cards[0], c0);
        card_format(ev->u.sh.cards[1], c1);
        describe_value(ev->u.sh.value, desc, sizeof desc);
        if (desc[0])
            SAY(verb(w, ev->seat, _("%s shows %s %s (%s)."), _("%s show %s %s (%s).")), seat_name(w, ev->seat), c0, c1,
                desc);
        else
            SAY(verb(w, ev->seat, _("%s shows %s %s."), _("%s show %s %s.")), seat_name(w, ev->seat), c0, c1);
        break;
    }
    case EV_MUCK:
        SAY(verb(w, ev->seat, _("%s mucks."), _("%s muck.")), seat_name(w, ev->seat));
        break;
    case EV_POT:
        n = pot_lines(w, ev, out, max);
        break;
    case EV_LEVEL:
        if (ev->u.lv.is_break) {
            SAY(P_("Break: %d minute.", "Break: %d minutes.", ev->u.lv.minutes), ev->u.lv.minutes);
        } else {
            level_text(ev, t, sizeof t, line, sizeof line);
            SAY("%s: %s.", t, line);
        }
        break;
    case EV_COLOR_UP:
        SAY(_("Colour-up: the %s chips leave play; the smallest chip is now %s."), chips(ev->u.cu.removed, a, sizeof a),
            chips(ev->u.cu.new_unit, b, sizeof b));
        break;
    case EV_RACE: {
        char cd[4] = "";
        if (ev->u.race.cards > 0)
            card_format(ev->u.race.best, cd);
        if (ev->u.race.won > 0)
            SAY(_("Chip race: %s (high card %s) wins a %s chip."), seat_name(w, ev->seat), cd,
                chips(ev->u.race.won, a, sizeof a));
        else if (ev->u.race.odd > 0)
            SAY(ev->u.race.cards ? _("Chip race: %s's %s in odd chips lose the race.")
                                 : _("Chip race: %s's %s in odd chips are rounded."),
                seat_name(w, ev->seat), chips(ev->u.race.odd, a, sizeof a));
        break;
    }
    case EV_REBUY:
        SAY(_("%s rebuys for %s chips."), seat_name(w, ev->seat), chips(ev->amount, a, sizeof a));
        break;
    case EV_ADDON:
        SAY(_("%s takes the add-on: %s chips."), seat_name(w, ev->seat), chips(ev->amount, a, sizeof a));
        break;
    case EV_DECLINE:
        SAY(ev->u.ro.addon ? _("%s declines the add-on.") : _("%s declines the rebuy."), seat_name(w, ev->seat));
        break;
    case EV_ABSENT:
        SAY(ev->amount ? _("%s is away.") : _("%s is back."), seat_name(w, ev->seat));
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
            snprintf(title, tlen, "%s", _("Break"));
            snprintf(sub, slen, P_("%d minute", "%d minutes", ev->u.lv.minutes), ev->u.lv.minutes);
            return 1;
        }
        level_text(ev, title, tlen, sub, slen);
        return ev->hand_no > 0;
    case EV_COLOR_UP:
        snprintf(title, tlen, "%s", _("Colour-up"));
        snprintf(sub, slen, _("The %s chips leave play: chip race"), chips(ev->u.cu.removed, a, sizeof a));
        return 1;
    case EV_ELIMINATED:
        out_text(w, ev, title, tlen);
        if (ev->u.el.prize > 0)
            snprintf(sub, slen, _("Prize: %lld.%02lld"), (long long)(ev->u.el.prize / 100),
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
    char a[32], desc[80];
    describe_value(ev->u.pot.value, desc, sizeof desc);
    if (nwin > 1)
        snprintf(out, len, "%s%s%s", np > 1 ? _("Main pot split") : _("Split pot"), desc[0] ? ": " : "", desc);
    else if (desc[0] && np > 1)
        snprintf(out, len, verb(w, first, _("%s wins the main pot with %s"), _("%s win the main pot with %s")),
                 seat_name(w, first), desc);
    else if (desc[0])
        snprintf(out, len, verb(w, first, _("%s wins with %s"), _("%s win with %s")), seat_name(w, first), desc);
    else if (np > 1)
        snprintf(out, len, verb(w, first, _("%s wins the main pot %s"), _("%s win the main pot %s")),
                 seat_name(w, first), chips(evtext_pot_total(ev), a, sizeof a));
    else
        snprintf(out, len, verb(w, first, _("%s wins %s"), _("%s win %s")), seat_name(w, first),
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
        n += (size_t)snprintf(o + n, cap - n, np > 1 ? _("Main pot (%s): ") : _("Pot (%s): "), chips(total, a, sizeof a));
    else
        n += (size_t)snprintf(o + n, cap - n, _("Side pot %d (%s): "), idx, chips(total, a, sizeof a));
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
    n += (size_t)snprintf(o + n, cap - n, ne == 1 ? _("only %s eligible") : _("%s eligible"), names);
    if (no > 0 && n < cap)
        n += (size_t)snprintf(o + n, cap - n, _(" (%s all-in for less, R25)"), out);
    describe_value(ev->u.pot.value, desc, sizeof desc);
    int nwin = __builtin_popcount(ev->u.pot.winners), first = first_winner(ev);
    if (n < cap) {
        if (nwin > 1)
            n += (size_t)snprintf(o + n, cap - n, _(" \xe2\x86\x92 split %d ways%s%s"), nwin, desc[0] ? ", " : "", desc);
        else if (first >= 0 && desc[0])
            n += (size_t)snprintf(o + n, cap - n, " \xe2\x86\x92 %s, %s", seat_name(w, first), desc);
        else if (first >= 0)
            n += (size_t)snprintf(o + n, cap - n, _(" \xe2\x86\x92 %s, uncontested"), seat_name(w, first));
    }
    if (ev->u.pot.odd > 0 && ev->u.pot.odd_seat >= 0 && n < cap)
        snprintf(o + n, cap - n,
                 P_("; odd chip %s to %s, first left of the button (R27)",
                    "; odd chips %s to %s, first left of the button (R27)", ev->u.pot.odd),
                 chips(ev->u.pot.odd, a, sizeof a), seat_name(w, ev->u.pot.odd_seat));
}
