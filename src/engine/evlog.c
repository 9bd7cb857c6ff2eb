/* evlog.c — events and commands as JSON lines (see evlog.h). Formatting only: never allocates,
 * never reads engine state; the field order is fixed by the code so the same event always gives
 * the same bytes. Strings are the engine's own identifiers, so no escaping is needed. */
#include "engine/evlog.h"

#include <stdarg.h>
#include <stdio.h>

#include "engine/hand.h"

typedef struct jw {
    char *buf;
    size_t len;
    size_t n;       /* length of the whole text so far, written or not */
    int first;
} jw_t;

__attribute__((format(printf, 2, 3))) static void raw(jw_t *j, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int k;
    if (j->n < j->len)
        k = vsnprintf(j->buf + j->n, j->len - j->n, fmt, ap);
    else
        k = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (k > 0)
        j->n += (size_t)k;
}

static void key(jw_t *j, const char *k)
{
    raw(j, "%s\"%s\":", j->first ? "" : ",", k);
    j->first = 0;
}

static void f_int(jw_t *j, const char *k, int64_t v)
{
    key(j, k);
    raw(j, "%lld", (long long)v);
}

static void f_bool(jw_t *j, const char *k, int v)
{
    key(j, k);
    raw(j, "%s", v ? "true" : "false");
}

static void f_str(jw_t *j, const char *k, const char *v)
{
    key(j, k);
    raw(j, "\"%s\"", v);
}

static void f_seat(jw_t *j, const char *k, int s)
{
    key(j, k);
    if (s >= 0 && s < ENGINE_MAX_SEATS)
        raw(j, "%d", s + 1);
    else
        raw(j, "null");
}

static void card_val(jw_t *j, card_t c)
{
    char t[3];
    if (card_valid(c))
        raw(j, "\"%s\"", card_format(c, t));
    else
        raw(j, "null");
}

static void f_card(jw_t *j, const char *k, card_t c)
{
    key(j, k);
    card_val(j, c);
}

static void f_cards(jw_t *j, const char *k, const card_t *c, int n)
{
    key(j, k);
    raw(j, "[");
    for (int i = 0; i < n; i++) {
        if (i)
            raw(j, ",");
        card_val(j, c[i]);
    }
    raw(j, "]");
}

static void f_mask(jw_t *j, const char *k, unsigned mask)
{
    key(j, k);
    raw(j, "[");
    int any = 0;
    for (int s = 0; s < 16; s++)
        if (mask & (1u << s)) {
            raw(j, "%s%d", any ? "," : "", s + 1);
            any = 1;
        }
    raw(j, "]");
}

/* A hand value with its category id; null category for 0 (no hand). */
static void f_value(jw_t *j, uint16_t v)
{
    f_int(j, "value", v);
    key(j, "category");
    if (v >= 1 && v <= HAND_VALUE_MAX)
        raw(j, "\"%s\"", hand_category_id(hand_category(v)));
    else
        raw(j, "null");
}

const char *evlog_post_kind_name(post_kind_t k)
{
    switch (k) {
    case POST_ANTE: return "ante";
    case POST_SB: return "small_blind";
    case POST_BB: return "big_blind";
    default: return "?";
    }
}

const char *evlog_street_name(street_t s)
{
    static const char *const names[] = {"preflop", "flop", "turn", "river", "showdown"};
    return (s >= STREET_PREFLOP && s <= STREET_SHOWDOWN) ? names[s] : "?";
}

const char *evlog_pos_reason_name(pos_reason_t r)
{
    static const char *const names[POSR_COUNT] = {"draw", "set", "moves", "dead_button", "dead_sb",
                                                  "heads_up", "heads_up_start", "bb_next_player"};
    return (r >= 0 && r < POSR_COUNT) ? names[r] : "?";
}

int evlog_format(const ev_t *ev, char *buf, size_t len)
{
    jw_t j = {buf, len, 0, 1};
    if (len)
        buf[0] = '\0';
    raw(&j, "{");
    f_str(&j, "type", ev_type_name(ev->type));
    f_int(&j, "hand", ev->hand_no);
    f_seat(&j, "seat", ev->seat);
    f_int(&j, "amount", ev->amount);
    switch (ev->type) {
    case EV_TOURNAMENT_START:
        f_mask(&j, "players", ev->u.a.players);
        f_int(&j, "entrants", ev->u.a.count);
        break;
    case EV_BUTTON_DRAW:
        f_card(&j, "card", ev->u.a.cards[0]);
        f_bool(&j, "wins_button", ev->amount != 0);
        break;
    case EV_LEVEL:
        f_int(&j, "index", ev->u.lv.index);
        f_int(&j, "number", ev->u.lv.number);
        f_bool(&j, "is_break", ev->u.lv.is_break);
        f_int(&j, "minutes", ev->u.lv.minutes);
        f_int(&j, "hands", ev->u.lv.hands);
        f_int(&j, "sb", ev->u.lv.sb);
        f_int(&j, "bb", ev->u.lv.bb);
        f_int(&j, "ante", ev->u.lv.ante);
        break;
    case EV_COLOR_UP:
        f_int(&j, "removed", ev->u.cu.removed);
        f_int(&j, "new_unit", ev->u.cu.new_unit);
        f_int(&j, "odd_total", ev->u.cu.odd_total);
        f_int(&j, "new_chips", ev->u.cu.new_chips);
        break;
    case EV_RACE:
        f_int(&j, "odd", ev->u.race.odd);
        f_int(&j, "won", ev->u.race.won);
        f_int(&j, "stack", ev->u.race.stack);
        f_card(&j, "best", ev->u.race.best);
        f_int(&j, "cards", ev->u.race.cards);
        break;
    case EV_HAND_START:
        f_int(&j, "hand_id", ev->u.hs.hand_id);
        f_seat(&j, "button", ev->u.hs.button);
        f_seat(&j, "sb_seat", ev->u.hs.sb_pos);
        f_seat(&j, "bb_seat", ev->u.hs.bb);
        f_bool(&j, "sb_posted", ev->u.hs.sb_posted);
        f_bool(&j, "dead_button", ev->u.hs.dead_button);
        f_bool(&j, "heads_up", ev->u.hs.heads_up);
        f_str(&j, "why_button", evlog_pos_reason_name(ev->u.hs.why_button));
        f_str(&j, "why_sb", evlog_pos_reason_name(ev->u.hs.why_sb));
        f_str(&j, "why_bb", evlog_pos_reason_name(ev->u.hs.why_bb));
        f_seat(&j, "busted_button", ev->u.hs.busted_button);
        f_seat(&j, "busted_sb", ev->u.hs.busted_sb);
        f_int(&j, "level", ev->u.hs.level_number);
        f_int(&j, "sb", ev->u.hs.sb_amount);
        f_int(&j, "bb", ev->u.hs.bb_amount);
        f_int(&j, "ante", ev->u.hs.ante);
        break;
    case EV_SEAT:
        f_int(&j, "stack", ev->amount);
        f_bool(&j, "away", ev->u.a.count != 0);
        break;
    case EV_OUT_OF_HAND:
        f_int(&j, "stack", ev->amount);
        f_str(&j, "reason", ooh_reason_name((ooh_reason_t)ev->u.a.count));
        break;
    case EV_POST:
        f_str(&j, "kind", evlog_post_kind_name(ev->u.post.kind));
        f_bool(&j, "all_in", ev->u.post.all_in);
        break;
    case EV_HOLE_CARDS:
        f_cards(&j, "cards", ev->u.a.cards, 2);
        f_int(&j, "deal", ev->u.a.deal);
        f_int(&j, "n_dealt", ev->u.a.n_dealt);
        break;
    case EV_COLLECT:
        f_int(&j, "index", ev->u.pot.index);
        f_int(&j, "n_pots", ev->u.pot.n_pots);
        f_mask(&j, "eligible", ev->u.pot.eligible);
        break;
    case EV_ACTION:
        f_str(&j, "action", cmd_type_name(ev->u.act.action));
        f_str(&j, "street", evlog_street_name(ev->u.act.street));
        f_int(&j, "added", ev->u.act.added);
        f_int(&j, "to", ev->u.act.to);
        f_bool(&j, "full_raise", (ev->u.act.flags & ACT_FULL_RAISE) != 0);
        f_bool(&j, "incomplete", (ev->u.act.flags & ACT_INCOMPLETE) != 0);
        f_bool(&j, "all_in", (ev->u.act.flags & ACT_ALL_IN) != 0);
        f_int(&j, "call_amount", ev->u.act.call_amount);
        f_int(&j, "min_to", ev->u.act.min_to);
        f_int(&j, "max_to", ev->u.act.max_to);
        f_bool(&j, "could_check", ev->u.act.could_check);
        f_bool(&j, "could_raise", ev->u.act.could_raise);
        break;
    case EV_STREET: {
        int n = ev->u.st.n_board < 0 ? 0 : ev->u.st.n_board > 5 ? 5 : ev->u.st.n_board;
        f_str(&j, "street", evlog_street_name(ev->u.st.street));
        f_cards(&j, "board", ev->u.st.board, n);
        break;
    }
    case EV_SHOW:
        f_cards(&j, "cards", ev->u.sh.cards, 2);
        f_value(&j, ev->u.sh.value);
        f_bool(&j, "all_in", ev->u.sh.allin);
        break;
    case EV_POT:
        f_int(&j, "index", ev->u.pot.index);
        f_int(&j, "n_pots", ev->u.pot.n_pots);
        f_mask(&j, "eligible", ev->u.pot.eligible);
        f_mask(&j, "winners", ev->u.pot.winners);
        f_int(&j, "share", ev->u.pot.share);
        f_int(&j, "odd", ev->u.pot.odd);
        f_seat(&j, "odd_seat", ev->u.pot.odd_seat);
        f_value(&j, ev->u.pot.value);
        break;
    case EV_HAND_END:
        key(&j, "hash");
        raw(&j, "\"%016llx\"", (unsigned long long)ev->u.he.hash); /* a string: JSON numbers lose 64 bits */
        break;
    case EV_REBUY_OFFER:
        f_bool(&j, "must_decide", ev->u.ro.must_decide);
        break;
    case EV_REBUY:
        f_int(&j, "rebuys", ev->u.a.count);
        break;
    case EV_DECLINE:
        f_bool(&j, "addon", ev->u.ro.addon);
        break;
    case EV_ABSENT:
        f_bool(&j, "away", ev->amount != 0);
        break;
    case EV_ELIMINATED:
        f_int(&j, "place", ev->u.el.place);
        f_int(&j, "place_to", ev->u.el.place_to);
        f_int(&j, "prize", ev->u.el.prize);
        break;
    case EV_TOURNAMENT_END:
        f_int(&j, "hands", ev->amount);
        break;
    case EV_DEAD_HAND:
    case EV_UNCALLED:
    case EV_MUCK:
    case EV_ADDON_OFFER:
    case EV_ADDON:
    default:
        break;
    }
    raw(&j, "}");
    return (int)j.n;
}

int evlog_format_cmd(const cmd_t *c, char *buf, size_t len)
{
    jw_t j = {buf, len, 0, 1};
    if (len)
        buf[0] = '\0';
    raw(&j, "{");
    f_str(&j, "cmd", cmd_type_name(c->type));
    f_seat(&j, "seat", c->seat);
    f_int(&j, "amount", c->amount);
    raw(&j, "}");
    return (int)j.n;
}
