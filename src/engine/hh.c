/* hh.c — PokerStars tournament hand histories from the event stream (see hh.h). Must never look
 * at engine state, read a clock or depend on the machine's time zone: every byte comes from the
 * events and the writer's configuration.
 *
 * The format follows real PokerStars tournament histories (2013–2018 files kept as parser test
 * fixtures): antes listed in seat order; "raises X to Y" with X the raise over the bet faced;
 * all-in hands shown after "*** SHOW DOWN ***", side pots first, each pot's new contenders
 * showing just before its "collected" line; eliminations and the champion's line after the last
 * "collected" line and before "doesn't show hand" and the summary; "(didn't bet)" only for a
 * pre-flop fold with no blind and no voluntary chips (antes do not count); mucked hands are
 * revealed in the summary, as PokerStars does. A dead button keeps its seat number in the
 * "Seat #N is the button" line: that is where the button is, even with nobody behind it.
 * A busted player's rebuy follows the collected lines of the hand it busted in (PokerStars does
 * so); a rebuy with chips left, an add-on and a chip race after a colour-up (which PokerStars
 * has no line for: "X receives N chips in the chip race", "X loses N odd chips in the chip
 * race") go after the next hand's Table line, where PokerStars puts chips bought between hands,
 * so that every seat line equals the last stack plus the lines since. A walk to a lone big blind
 * (dead small blind, no antes) is collected from the pot, never an empty pot. */
#include "engine/hh.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "engine/hand.h"
#include "engine/rules.h"

enum { HH_DEFAULT_SPH = 120 };
#define HH_DEFAULT_START 1767315600LL /* 2026-01-02 01:00:00 UTC = 2026/01/01 20:00:00 EST */

/* ---------------------------------------------------------------------------------------------
 * a growable text buffer
 * ------------------------------------------------------------------------------------------- */

typedef struct buf {
    char *p;
    size_t n, cap;
    int oom;
} buf_t;

__attribute__((format(printf, 2, 3))) static void bprintf(buf_t *b, const char *fmt, ...)
{
    if (b->oom)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        size_t room = b->cap - b->n;
        int k = vsnprintf(b->p ? b->p + b->n : NULL, b->p ? room : 0, fmt, ap);
        va_end(ap);
        if (k < 0) {
            b->oom = 1;
            return;
        }
        if (b->p && (size_t)k < room) {
            b->n += (size_t)k;
            return;
        }
        size_t ncap = b->cap ? b->cap : 1024;
        while (ncap - b->n <= (size_t)k)
            ncap *= 2;
        char *np = realloc(b->p, ncap);
        if (!np) {
            b->oom = 1;
            return;
        }
        b->p = np;
        b->cap = ncap;
    }
}

static void bappend(buf_t *b, const buf_t *src)
{
    if (src->oom)
        b->oom = 1;
    if (b->oom || src->n == 0)
        return;
    if (b->cap - b->n < src->n + 1) {
        size_t ncap = b->cap ? b->cap : 1024;
        while (ncap - b->n < src->n + 1)
            ncap *= 2;
        char *np = realloc(b->p, ncap);
        if (!np) {
            b->oom = 1;
            return;
        }
        b->p = np;
        b->cap = ncap;
    }
    memcpy(b->p + b->n, src->p, src->n);
    b->n += src->n;
    b->p[b->n] = '\0';
}

/* ---------------------------------------------------------------------------------------------
 * the writer
 * ------------------------------------------------------------------------------------------- */

typedef struct hseat {
    int dealt, away;
    int64_t start;          /* chips at the start of the hand */
    int64_t stack;          /* running, from the events */
    int64_t won;            /* collected this hand */
    card_t hole[2];
    int have_hole;
    int folded;
    street_t fold_street;
    int blind;              /* posted a small or big blind */
    int voluntary;          /* called, bet or raised before the flop */
    int64_t ante;
    int ante_all_in;
    int shown, mucked;
    card_t shown_cards[2];
    int seq;                /* order of showing/mucking */
    int printed;            /* its show/muck line is written */
} hseat_t;

/* A finished hand waiting for the lines that follow its last "collected" line: eliminations,
 * re-buys and the champion arrive after EV_HAND_END, sometimes a hand later. */
typedef struct done {
    buf_t head;             /* header .. last "collected" line */
    buf_t tail;             /* tournament lines */
    buf_t foot;             /* "doesn't show hand", the summary, the blank lines */
    uint16_t bust_mask;     /* seats out of chips whose fate (eliminated, rebought) is open */
    uint16_t dealt_mask, out_mask;
} done_t;

enum { HH_QUEUE = 8 };

struct hh_writer {
    hh_config_t cfg;
    structure_t st;
    int have_st;
    char names[ENGINE_MAX_SEATS][ENGINE_NAME_LEN + 8];
    int write_failed;

    /* the tournament, for the champion's prize */
    int entrants;
    uint16_t seen_mask;
    int rebuys, addons;
    /* for the tournament summary: each seat's place and prize, the first and last hand's time */
    int place[ENGINE_MAX_SEATS];
    int64_t prize[ENGINE_MAX_SEATS];
    int64_t first_time, last_time;
    int n_hands;
    int saw_start;          /* EV_TOURNAMENT_START came: the whole tournament is seen */

    /* finished hands not yet written, oldest first */
    done_t q[HH_QUEUE];
    int nq;

    /* the hand being written */
    int open;
    int hand_no;
    int button, sb_pos, bb, sb_posted;
    int64_t current;        /* the bet to match on this street */
    int n_board;
    card_t board[5];
    int hole_header;
    int antes_pending;
    int showdown;
    int seq;
    int n_pots;
    int64_t pots[ENGINE_MAX_SEATS];
    int uncontested;        /* seat that won without a showdown, -1 */
    int unc_seat;           /* an "Uncalled bet" line held back until it is known whether the
                               pot is empty (a walk after a dead small blind): -1 = none */
    int64_t unc_amount;
    hseat_t seat[ENGINE_MAX_SEATS];
    buf_t body;
    buf_t pre;              /* chips in or out of stacks between hands (rebuys with chips,
                               add-ons, chip races): written after the next hand's Seat lines */
    int pre_pending;        /* pre goes into the open hand at its first line after the seats */
    uint16_t ooh_mask;      /* seats out of this hand (moved in, R36): each is "allowed to play
                               after the button", written there too */
};

static int seat_ok(int s) { return s >= 0 && s < ENGINE_MAX_SEATS; }

static const char *nm(const hh_writer_t *w, int s)
{
    return seat_ok(s) ? w->names[s] : "?";
}

void hh_set_name(hh_writer_t *w, int seat, const char *name)
{
    if (!w || !seat_ok(seat))
        return;
    if (name && name[0])
        snprintf(w->names[seat], sizeof w->names[seat], "%.*s", ENGINE_NAME_LEN - 1, name);
    else
        snprintf(w->names[seat], sizeof w->names[seat], "Seat %d", seat + 1);
}

/* ---------------------------------------------------------------------------------------------
 * words and numbers
 * ------------------------------------------------------------------------------------------- */

static const char *const rank_word[CARD_RANKS] = {"Deuce", "Three", "Four", "Five", "Six",
                                                  "Seven", "Eight", "Nine", "Ten", "Jack",
                                                  "Queen", "King", "Ace"};
static const char *const rank_words[CARD_RANKS] = {"Deuces", "Threes", "Fours", "Fives", "Sixes",
                                                   "Sevens", "Eights", "Nines", "Tens", "Jacks",
                                                   "Queens", "Kings", "Aces"};

int hh_describe(uint16_t value, char *buf, size_t len)
{
    int r[5];
    if (!hand_ranks(value, r)) {
        if (len)
            buf[0] = '\0';
        return 0;
    }
    switch (hand_category(value)) {
    case HAND_STRAIGHT_FLUSH:
        if (r[0] == RANK_A)
            return snprintf(buf, len, "a Royal Flush");
        return snprintf(buf, len, "a straight flush, %s to %s",
                        r[0] == RANK_5 ? rank_word[RANK_A] : rank_word[r[0] - 4], rank_word[r[0]]);
    case HAND_QUADS:
        return snprintf(buf, len, "four of a kind, %s", rank_words[r[0]]);
    case HAND_FULL_HOUSE:
        return snprintf(buf, len, "a full house, %s full of %s", rank_words[r[0]], rank_words[r[1]]);
    case HAND_FLUSH:
        return snprintf(buf, len, "a flush, %s high", rank_word[r[0]]);
    case HAND_STRAIGHT:
        return snprintf(buf, len, "a straight, %s to %s",
                        r[0] == RANK_5 ? rank_word[RANK_A] : rank_word[r[0] - 4], rank_word[r[0]]);
    case HAND_TRIPS:
        return snprintf(buf, len, "three of a kind, %s", rank_words[r[0]]);
    case HAND_TWO_PAIR:
        return snprintf(buf, len, "two pair, %s and %s", rank_words[r[0]], rank_words[r[1]]);
    case HAND_PAIR:
        return snprintf(buf, len, "a pair of %s", rank_words[r[0]]);
    case HAND_HIGH_CARD:
    default:
        return snprintf(buf, len, "high card %s", rank_word[r[0]]);
    }
}

/* Days since 1970-01-01 of a proleptic Gregorian date, and back (H. Hinnant's algorithms). */
static int64_t days_from_civil(int64_t y, int m, int d)
{
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static void civil_from_days(int64_t z, int64_t *y, int *m, int *d)
{
    z += 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = yoe + era * 400 + (*m <= 2);
}

static int64_t floor_div(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

/* 0 = Sunday */
static int weekday(int64_t days) { return (int)(((days % 7) + 11) % 7); }

/* The n-th Sunday (n >= 1) of a month, as days since the epoch. */
static int64_t nth_sunday(int64_t y, int m, int n)
{
    int64_t first = days_from_civil(y, m, 1);
    return first + (7 - weekday(first)) % 7 + 7 * (n - 1);
}

/* US Eastern: EDT (UTC-4) from the second Sunday of March 2:00 EST to the first Sunday of
 * November 2:00 EDT (Energy Policy Act of 2005, in force from 2007), else EST (UTC-5). */
static int eastern_offset_minutes(int64_t t)
{
    int64_t y;
    int m, d;
    civil_from_days(floor_div(t - 5 * 3600, 86400), &y, &m, &d);
    int64_t start = nth_sunday(y, 3, 2) * 86400 + 7 * 3600;
    int64_t end = nth_sunday(y, 11, 1) * 86400 + 6 * 3600;
    return (t >= start && t < end) ? -240 : -300;
}

int hh_format_time(const hh_config_t *cfg, int64_t t, char *buf, size_t len)
{
    const char *label = cfg && cfg->tz_label[0] ? cfg->tz_label : "ET";
    int off = cfg && cfg->tz_label[0] ? cfg->utc_offset_minutes : eastern_offset_minutes(t);
    int64_t local = t + (int64_t)off * 60;
    int64_t days = floor_div(local, 86400);
    int64_t secs = local - days * 86400;
    int64_t y;
    int m, d;
    civil_from_days(days, &y, &m, &d);
    return snprintf(buf, len, "%04lld/%02d/%02d %d:%02d:%02d %.*s", (long long)y, m, d,
                    (int)(secs / 3600), (int)(secs / 60 % 60), (int)(secs % 60),
                    (int)sizeof cfg->tz_label, label);
}

static void roman(int n, char *out, size_t len)
{
    static const int val[] = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
    static const char *const sym[] = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};
    size_t o = 0;
    out[0] = '\0';
    if (n <= 0) {
        snprintf(out, len, "%d", n);
        return;
    }
    for (int i = 0; i < 13; i++)
        while (n >= val[i]) {
            int k = snprintf(out + o, len - o, "%s", sym[i]);
            if (k < 0 || (size_t)k >= len - o)
                return;
            o += (size_t)k;
            n -= val[i];
        }
}

/* Money in cents as PokerStars writes it: "$4.40", "€10.00"; play money in whole units when it
 * has no cents. A currency PokerStars has no sign for (ZAR, ...) is written as play money: a
 * PokerStars file names only currencies it has signs for, and trackers read unsigned amounts
 * as play money ("1000+0"), never a decimal amount without a sign. */
static int real_money(const hh_writer_t *w)
{
    return w->have_st && w->st.currency[0] && hh_currency_sign(w->st.currency)[0];
}

static void money(const hh_writer_t *w, int64_t cents, char *out, size_t len)
{
    const char *cur = w->have_st ? w->st.currency : "";
    long long u = (long long)(cents / 100), c = (long long)(cents % 100);
    if (!real_money(w)) {
        if (c)
            snprintf(out, len, "%lld.%02lld", u, c);
        else
            snprintf(out, len, "%lld", u);
        return;
    }
    snprintf(out, len, "%s%lld.%02lld", hh_currency_sign(cur), u, c);
}

const char *hh_currency_sign(const char *code)
{
    static const char *const known[][2] = {
        {"USD", "$"}, {"CAD", "$"}, {"EUR", "\xe2\x82\xac"}, {"GBP", "\xc2\xa3"}, {"INR", "\xe2\x82\xb9"}, {"CNY", "\xc2\xa5"},
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (code && !strcmp(code, known[i][0]))
            return known[i][1];
    return "";
}

static const char *ordinal_suffix(int n)
{
    if (n % 100 >= 11 && n % 100 <= 13)
        return "th";
    switch (n % 10) {
    case 1: return "st";
    case 2: return "nd";
    case 3: return "rd";
    default: return "th";
    }
}

static void cards2(const card_t *c, char *out)
{
    char a[3], b[3];
    snprintf(out, 8, "%s %s", card_format(c[0], a), card_format(c[1], b));
}

static void board_text(const card_t *b, int n, char *out, size_t len)
{
    size_t o = 0;
    out[0] = '\0';
    for (int i = 0; i < n && o + 4 < len; i++) {
        char c[3];
        o += (size_t)snprintf(out + o, len - o, "%s%s", i ? " " : "", card_format(b[i], c));
    }
}

/* ---------------------------------------------------------------------------------------------
 * lifecycle
 * ------------------------------------------------------------------------------------------- */

hh_writer_t *hh_create(const hh_config_t *cfg_in, char *err, size_t errlen)
{
    hh_config_t cfg;
    if (cfg_in)
        cfg = *cfg_in;
    else
        memset(&cfg, 0, sizeof cfg);
    if (cfg.n_seats == 0)
        cfg.n_seats = cfg.structure && cfg.structure->table_size ? cfg.structure->table_size : 9;
    if (cfg.n_seats < 2 || cfg.n_seats > ENGINE_MAX_SEATS) {
        snprintf(err, errlen, "a table has 2 to %d seats, got %d", ENGINE_MAX_SEATS, cfg.n_seats);
        return NULL;
    }
    if (cfg.hero < 0 || cfg.hero > cfg.n_seats) {
        snprintf(err, errlen, "hero seat %d is not at a table of %d seats", cfg.hero, cfg.n_seats);
        return NULL;
    }
    hh_writer_t *w = calloc(1, sizeof *w);
    if (!w) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (cfg.structure) {
        w->st = *cfg.structure;
        w->have_st = 1;
    }
    cfg.structure = NULL; /* the writer keeps its own copy */
    if (!cfg.tournament_id)
        cfg.tournament_id = 1;
    if (!cfg.table_number)
        cfg.table_number = 1;
    if (!cfg.start_time)
        cfg.start_time = HH_DEFAULT_START;
    if (!cfg.seconds_per_hand)
        cfg.seconds_per_hand = HH_DEFAULT_SPH;
    if (!cfg.out && !cfg.sink)
        cfg.out = stdout;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
        if (cfg.names[s][0])
            snprintf(w->names[s], sizeof w->names[s], "%.*s", (int)sizeof cfg.names[s], cfg.names[s]);
        else
            snprintf(w->names[s], sizeof w->names[s], "Seat %d", s + 1);
    }
    w->cfg = cfg;
    w->uncontested = -1;
    w->unc_seat = -1;
    return w;
}

static void free_buf(buf_t *b)
{
    free(b->p);
    memset(b, 0, sizeof *b);
}

static void reset_hand(hh_writer_t *w)
{
    free_buf(&w->body);
    memset(w->seat, 0, sizeof w->seat);
    memset(w->pots, 0, sizeof w->pots);
    w->open = 0;
    w->n_board = 0;
    w->hole_header = w->antes_pending = w->showdown = 0;
    w->seq = 0;
    w->n_pots = 0;
    w->uncontested = -1;
    w->unc_seat = -1;
    w->unc_amount = 0;
    w->ooh_mask = 0;
}

/* The held-back "Uncalled bet" line, as PokerStars writes it. */
static void flush_uncalled(hh_writer_t *w)
{
    if (w->unc_seat < 0)
        return;
    bprintf(&w->body, "Uncalled bet (%lld) returned to %s\n", (long long)w->unc_amount, nm(w, w->unc_seat));
    w->unc_seat = -1;
}

static void emit(hh_writer_t *w, const char *text, size_t len)
{
    int rc = 0;
    if (w->cfg.out)
        rc = fwrite(text, 1, len, w->cfg.out) == len ? 0 : -1;
    else if (w->cfg.sink)
        rc = w->cfg.sink(w->cfg.sink_ctx, text, len);
    if (rc != 0)
        w->write_failed = 1;
}

/* The seat's hand value with the board as it stands (5 cards at a showdown). */
static uint16_t shown_value(const hh_writer_t *w, int s)
{
    card_t c[7];
    c[0] = w->seat[s].shown_cards[0];
    c[1] = w->seat[s].shown_cards[1];
    for (int i = 0; i < w->n_board; i++)
        c[2 + i] = w->board[i];
    return w->n_board >= 3 ? hand_eval(c, 2 + w->n_board) : 0;
}

static void summary_seat(hh_writer_t *w, buf_t *b, int s)
{
    const hseat_t *p = &w->seat[s];
    bprintf(b, "Seat %d: %s", s + 1, nm(w, s));
    if (s == w->button)
        bprintf(b, " (button)");
    if (s == w->sb_pos && w->sb_posted)
        bprintf(b, " (small blind)");
    if (s == w->bb)
        bprintf(b, " (big blind)");
    char cc[8], desc[64];
    if (p->shown) {
        cards2(p->shown_cards, cc);
        hh_describe(shown_value(w, s), desc, sizeof desc);
        if (p->won > 0)
            bprintf(b, " showed [%s] and won (%lld)%s%s\n", cc, (long long)p->won, desc[0] ? " with " : "", desc);
        else
            bprintf(b, " showed [%s] and lost%s%s\n", cc, desc[0] ? " with " : "", desc);
    } else if (p->mucked) {
        if (p->have_hole) {
            cards2(p->hole, cc);
            bprintf(b, " mucked [%s]\n", cc);
        } else {
            bprintf(b, " mucked\n");
        }
    } else if (p->folded) {
        static const char *const where[] = {"before Flop", "on the Flop", "on the Turn", "on the River", "on the River"};
        int st = p->fold_street >= STREET_PREFLOP && p->fold_street <= STREET_SHOWDOWN ? (int)p->fold_street : 0;
        bprintf(b, " folded %s%s\n", where[st],
                st == STREET_PREFLOP && !p->blind && !p->voluntary ? " (didn't bet)" : "");
    } else if (p->won > 0) {
        bprintf(b, " collected (%lld)\n", (long long)p->won);
    } else {
        bprintf(b, "\n");
    }
}

/* "doesn't show hand" and the summary: they depend on nothing after EV_HAND_END. */
static void render_foot(hh_writer_t *w, buf_t *out)
{
    if (w->uncontested >= 0)
        bprintf(out, "%s: doesn't show hand\n", nm(w, w->uncontested));
    bprintf(out, "*** SUMMARY ***\n");
    int64_t total = 0;
    for (int i = 0; i < w->n_pots; i++)
        total += w->pots[i];
    bprintf(out, "Total pot %lld", (long long)total);
    if (w->n_pots > 1) {
        bprintf(out, " Main pot %lld.", (long long)w->pots[0]);
        for (int i = 1; i < w->n_pots; i++) {
            if (w->n_pots == 2)
                bprintf(out, " Side pot %lld.", (long long)w->pots[i]);
            else
                bprintf(out, " Side pot-%d %lld.", i, (long long)w->pots[i]);
        }
    }
    bprintf(out, " | Rake 0\n");
    if (w->n_board > 0) {
        char bt[32];
        board_text(w->board, w->n_board, bt, sizeof bt);
        bprintf(out, "Board [%s]\n", bt);
    }
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        if (w->seat[s].dealt)
            summary_seat(w, out, s);
    bprintf(out, "\n\n");
}

/* Write the oldest waiting hand: head, tournament lines, foot. */
static void write_front(hh_writer_t *w)
{
    done_t *d = &w->q[0];
    buf_t out = {0};
    bappend(&out, &d->head);
    bappend(&out, &d->tail);
    bappend(&out, &d->foot);
    if (out.oom)
        w->write_failed = 1;
    else
        emit(w, out.p, out.n);
    free_buf(&out);
    free_buf(&d->head);
    free_buf(&d->tail);
    free_buf(&d->foot);
    memmove(w->q, w->q + 1, (size_t)(w->nq - 1) * sizeof w->q[0]);
    w->nq--;
    memset(&w->q[w->nq], 0, sizeof w->q[0]);
}

static int popcount16(unsigned m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

/* Write the waiting hands that are complete, in order: nobody's fate in them is open, and the
 * newest one also needs the tournament to go on (a new hand open) or more than one player
 * left, else the champion's line is still to come. all: write everything now. */
static void drain(hh_writer_t *w, int all)
{
    while (w->nq > 0) {
        const done_t *d = &w->q[0];
        if (!all && d->bust_mask)
            break;
        if (!all && w->nq == 1 && !w->open && popcount16((unsigned)(d->dealt_mask & ~d->out_mask)) <= 1)
            break;
        write_front(w);
    }
}

static void emit_antes(hh_writer_t *w);
static void flush_pre(hh_writer_t *w);

/* The open hand is over (or cut short): render its summary and queue it. */
static void close_hand(hh_writer_t *w)
{
    if (!w->open)
        return;
    if (w->pre_pending || w->ooh_mask)
        flush_pre(w);
    if (w->antes_pending)
        emit_antes(w);
    if (w->unc_seat >= 0 && w->n_pots == 0) {
        /* everybody folded to a lone blind and no pot was built (a walk after a dead small
         * blind, no antes): PokerStars has no empty pot, so the blind is collected from the pot */
        int s = w->unc_seat;
        w->unc_seat = -1;
        w->pots[0] = w->unc_amount;
        w->n_pots = 1;
        w->seat[s].won += w->unc_amount;
        w->uncontested = s;
        bprintf(&w->body, "%s collected %lld from pot\n", nm(w, s), (long long)w->unc_amount);
    }
    flush_uncalled(w);
    if (w->nq == HH_QUEUE)
        write_front(w); /* a fate never settled: do not hold text forever */
    done_t *d = &w->q[w->nq++];
    memset(d, 0, sizeof *d);
    d->head = w->body;
    memset(&w->body, 0, sizeof w->body);
    render_foot(w, &d->foot);
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        if (w->seat[s].dealt) {
            d->dealt_mask |= (uint16_t)(1u << s);
            if (w->seat[s].stack <= 0)
                d->bust_mask |= (uint16_t)(1u << s);
        }
    reset_hand(w);
}

/* The waiting hand a tournament line about seat s belongs to: the oldest in which s ran out of
 * chips with its fate open; else (any_hand) the newest. NULL if none. */
static done_t *hand_of(hh_writer_t *w, int s, int any_hand)
{
    for (int i = 0; i < w->nq; i++)
        if (w->q[i].bust_mask & (1u << s))
            return &w->q[i];
    return any_hand && w->nq > 0 ? &w->q[w->nq - 1] : NULL;
}

int hh_flush(hh_writer_t *w)
{
    close_hand(w);
    drain(w, 1);
    if (w->cfg.out && fflush(w->cfg.out) != 0)
        w->write_failed = 1;
    return w->write_failed ? -1 : 0;
}

const hh_config_t *hh_get_config(const hh_writer_t *w) { return &w->cfg; }

int hh_destroy(hh_writer_t *w)
{
    if (!w)
        return 0;
    int rc = hh_flush(w);
    if (w->cfg.out && w->cfg.close_out && fclose(w->cfg.out) != 0)
        rc = -1;
    reset_hand(w);
    for (int i = 0; i < w->nq; i++) {
        free_buf(&w->q[i].head);
        free_buf(&w->q[i].tail);
        free_buf(&w->q[i].foot);
    }
    free_buf(&w->pre);
    free(w);
    return rc;
}

/* ---------------------------------------------------------------------------------------------
 * events
 * ------------------------------------------------------------------------------------------- */

/* The hand's time: the wall clock the dealing command carried (the game's), else the configured
 * clock. */
static int64_t hand_time(const hh_writer_t *w, const ev_t *ev)
{
    return ev->u.hs.wall_time > 0
               ? ev->u.hs.wall_time
               : w->cfg.start_time + (int64_t)(ev->hand_no > 0 ? ev->hand_no - 1 : 0) * w->cfg.seconds_per_hand;
}

static void begin_hand(hh_writer_t *w, const ev_t *ev)
{
    reset_hand(w);
    w->open = 1;
    w->hand_no = ev->hand_no;
    w->button = ev->u.hs.button;
    w->sb_pos = ev->u.hs.sb_pos;
    w->bb = ev->u.hs.bb;
    w->sb_posted = ev->u.hs.sb_posted;
    w->current = ev->u.hs.bb_amount;

    char buyin[128], a[48], b[48], lvl[16], when[64];
    if (w->have_st && (w->st.buy_in || w->st.fee)) {
        money(w, w->st.buy_in, a, sizeof a);
        money(w, w->st.fee, b, sizeof b);
        /* the currency code only where trackers know its sign; other currencies (ZAR, ...)
         * are written as play money, which every tracker reads */
        if (real_money(w))
            snprintf(buyin, sizeof buyin, "%s+%s %.3s", a, b, w->st.currency);
        else
            snprintf(buyin, sizeof buyin, "%s+%s", a, b);
    } else {
        snprintf(buyin, sizeof buyin, "Freeroll "); /* PokerStars: "Freeroll  Hold'em" */
    }
    roman(ev->u.hs.level_number, lvl, sizeof lvl);
    int64_t t = hand_time(w, ev);
    if (w->n_hands++ == 0)
        w->first_time = t;
    w->last_time = t;
    hh_format_time(&w->cfg, t, when, sizeof when);
    bprintf(&w->body, "PokerStars Hand #%lld: Tournament #%llu, %s Hold'em No Limit - Level %s (%lld/%lld) - %s\n",
            (long long)ev->u.hs.hand_id, (unsigned long long)w->cfg.tournament_id, buyin, lvl,
            (long long)ev->u.hs.sb_amount, (long long)ev->u.hs.bb_amount, when);
    bprintf(&w->body, "Table '%llu %d' %d-max Seat #%d is the button\n", (unsigned long long)w->cfg.tournament_id,
            w->cfg.table_number, w->cfg.n_seats, ev->u.hs.button + 1);
    w->pre_pending = w->pre.n > 0 || w->pre.oom;
}

/* Chips bought or raced for between hands, after the Seat lines (where PokerStars writes what
 * happened at the table before the deal) and before the antes and blinds; first, as PokerStars
 * does, the line for each player out of the hand saying when they are dealt in. */
static void flush_pre(hh_writer_t *w)
{
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        if (w->ooh_mask & (1u << s))
            bprintf(&w->body, "%s will be allowed to play after the button\n", nm(w, s));
    w->ooh_mask = 0;
    w->pre_pending = 0;
    bappend(&w->body, &w->pre);
    free_buf(&w->pre);
}

static void emit_antes(hh_writer_t *w)
{
    w->antes_pending = 0;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        if (w->seat[s].ante > 0)
            bprintf(&w->body, "%s: posts the ante %lld%s\n", nm(w, s), (long long)w->seat[s].ante,
                    w->seat[s].ante_all_in ? " and is all-in" : "");
}

static void on_pot(hh_writer_t *w, const ev_t *ev)
{
    int idx = ev->u.pot.index;
    if (idx < 0 || idx >= ENGINE_MAX_SEATS)
        return;
    if (ev->u.pot.n_pots > w->n_pots)
        w->n_pots = ev->u.pot.n_pots > ENGINE_MAX_SEATS ? ENGINE_MAX_SEATS : ev->u.pot.n_pots;
    if (idx >= w->n_pots)
        w->n_pots = idx + 1;
    w->pots[idx] = ev->amount;
    int contested = 0;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        contested |= w->seat[s].shown || w->seat[s].mucked;
    if (contested) {
        if (!w->showdown) {
            bprintf(&w->body, "*** SHOW DOWN ***\n");
            w->showdown = 1;
        }
        /* this pot's contenders not heard from yet, in the order they showed or mucked */
        for (int k = 1; k <= w->seq; k++)
            for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
                hseat_t *p = &w->seat[s];
                if (p->seq != k || p->printed || !(ev->u.pot.eligible & (1u << s)))
                    continue;
                p->printed = 1;
                if (p->shown) {
                    char cc[8], desc[64];
                    cards2(p->shown_cards, cc);
                    hh_describe(shown_value(w, s), desc, sizeof desc);
                    if (desc[0])
                        bprintf(&w->body, "%s: shows [%s] (%s)\n", nm(w, s), cc, desc);
                    else
                        bprintf(&w->body, "%s: shows [%s]\n", nm(w, s), cc);
                } else {
                    bprintf(&w->body, "%s: mucks hand\n", nm(w, s));
                }
            }
    }
    char from[24];
    if (w->n_pots <= 1)
        snprintf(from, sizeof from, "pot");
    else if (idx == 0)
        snprintf(from, sizeof from, "main pot");
    else if (w->n_pots == 2)
        snprintf(from, sizeof from, "side pot");
    else
        snprintf(from, sizeof from, "side pot-%d", idx);
    /* winners clockwise from the button, the odd chip's order (R27) */
    int start = seat_ok(w->button) ? w->button : 0;
    for (int i = 1; i <= ENGINE_MAX_SEATS; i++) {
        int s = (start + i) % ENGINE_MAX_SEATS;
        if (!(ev->u.pot.winners & (1u << s)))
            continue;
        int64_t amt = ev->u.pot.share + (s == ev->u.pot.odd_seat ? ev->u.pot.odd : 0);
        w->seat[s].won += amt;
        w->seat[s].stack += amt;
        bprintf(&w->body, "%s collected %lld from %s\n", nm(w, s), (long long)amt, from);
        if (!contested)
            w->uncontested = s;
    }
}

/* The champion's prize. EV_TOURNAMENT_END carries no prize, so it is worked out the way the
 * engine does (R33) from the structure and the entries, rebuys and add-ons seen in events. */
static int64_t champion_prize(const hh_writer_t *w)
{
    if (!w->have_st)
        return 0;
    int n = w->entrants;
    if (n <= 0)
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            n += (w->seen_mask >> s) & 1;
    int64_t pool = (int64_t)n * w->st.buy_in + (int64_t)w->rebuys * w->st.rebuy_cost +
                   (int64_t)w->addons * w->st.addon_cost;
    return rules_prize(pool, structure_payout_for(&w->st, n), 1, 1, 0);
}

void hh_absorb(hh_writer_t *w, const ev_t *ev)
{
    int s = ev->seat;
    switch (ev->type) {
    case EV_TOURNAMENT_START:
        w->entrants = ev->u.a.count;
        w->saw_start = 1;
        break;
    case EV_HAND_START: {
        int64_t t = hand_time(w, ev);
        if (w->n_hands++ == 0)
            w->first_time = t;
        w->last_time = t;
        break;
    }
    case EV_SEAT:
        if (seat_ok(s))
            w->seen_mask |= (uint16_t)(1u << s);
        break;
    case EV_REBUY: w->rebuys++; break;
    case EV_ADDON: w->addons++; break;
    case EV_ELIMINATED:
        if (seat_ok(s)) {
            w->place[s] = ev->u.el.place;
            w->prize[s] = ev->u.el.prize;
        }
        break;
    default: break;
    }
}

void hh_event(hh_writer_t *w, const ev_t *ev)
{
    if ((w->pre_pending || w->ooh_mask) && w->open && ev->type != EV_SEAT && ev->type != EV_HAND_START &&
        ev->type != EV_OUT_OF_HAND)
        flush_pre(w);
    if (w->antes_pending && !(ev->type == EV_POST && ev->u.post.kind == POST_ANTE))
        emit_antes(w);
    int s = ev->seat;
    int in_hand = w->open;
    hseat_t *p = seat_ok(s) ? &w->seat[s] : NULL;
    const char *name = nm(w, s);
    char cc[8];
    switch (ev->type) {
    case EV_TOURNAMENT_START:
        w->entrants = ev->u.a.count;
        w->saw_start = 1;
        break;
    case EV_HAND_START:
        close_hand(w); /* only if the last one never ended */
        begin_hand(w, ev);
        drain(w, 0);
        break;
    case EV_SEAT:
        if (!in_hand || !p)
            break;
        p->dealt = 1;
        p->away = ev->u.a.count != 0;
        p->start = p->stack = ev->amount;
        w->seen_mask |= (uint16_t)(1u << s);
        bprintf(&w->body, "Seat %d: %s (%lld in chips)%s\n", s + 1, name, (long long)ev->amount,
                p->away ? " is sitting out" : "");
        break;
    case EV_OUT_OF_HAND:
        /* in the Seat lines, in seat order, as PokerStars writes a player moved in who waits
         * for the button to pass (R36); not dealt in, so not in the summary */
        if (!in_hand || !p)
            break;
        w->ooh_mask |= (uint16_t)(1u << s);
        bprintf(&w->body, "Seat %d: %s (%lld in chips) out of hand (moved from another table into small blind)\n",
                s + 1, name, (long long)ev->amount);
        break;
    case EV_POST:
        if (!in_hand || !p)
            break;
        p->stack -= ev->amount;
        if (ev->u.post.kind == POST_ANTE) {
            p->ante = ev->amount;
            p->ante_all_in = ev->u.post.all_in;
            w->antes_pending = 1;
        } else {
            p->blind = 1;
            bprintf(&w->body, "%s: posts %s %lld%s\n", name, ev->u.post.kind == POST_SB ? "small blind" : "big blind",
                    (long long)ev->amount, ev->u.post.all_in ? " and is all-in" : "");
        }
        break;
    case EV_HOLE_CARDS:
        if (!in_hand || !p)
            break;
        if (!w->hole_header) {
            bprintf(&w->body, "*** HOLE CARDS ***\n");
            w->hole_header = 1;
        }
        p->hole[0] = ev->u.a.cards[0];
        p->hole[1] = ev->u.a.cards[1];
        p->have_hole = card_valid(ev->u.a.cards[0]); /* a seat's cards hidden from the viewer are not known */
        if (s + 1 == w->cfg.hero) {
            cards2(p->hole, cc);
            bprintf(&w->body, "Dealt to %s [%s]\n", name, cc);
        }
        break;
    case EV_DEAD_HAND:
        if (!in_hand || !p)
            break;
        p->folded = 1;
        p->fold_street = STREET_PREFLOP;
        bprintf(&w->body, "%s: folds\n", name);
        break;
    case EV_ACTION: {
        if (!in_hand || !p)
            break;
        const char *allin = (ev->u.act.flags & ACT_ALL_IN) ? " and is all-in" : "";
        p->stack -= ev->u.act.added;
        if (ev->u.act.street == STREET_PREFLOP && ev->u.act.added > 0)
            p->voluntary = 1;
        switch (ev->u.act.action) {
        case CMD_FOLD:
            p->folded = 1;
            p->fold_street = ev->u.act.street;
            bprintf(&w->body, "%s: folds\n", name);
            break;
        case CMD_CHECK:
            bprintf(&w->body, "%s: checks\n", name);
            break;
        case CMD_CALL:
            bprintf(&w->body, "%s: calls %lld%s\n", name, (long long)ev->u.act.added, allin);
            break;
        case CMD_BET:
            bprintf(&w->body, "%s: bets %lld%s\n", name, (long long)ev->u.act.to, allin);
            if (ev->u.act.to > w->current)
                w->current = ev->u.act.to;
            break;
        case CMD_RAISE:
            bprintf(&w->body, "%s: raises %lld to %lld%s\n", name, (long long)(ev->u.act.to - w->current),
                    (long long)ev->u.act.to, allin);
            if (ev->u.act.to > w->current)
                w->current = ev->u.act.to;
            break;
        default:
            break;
        }
        break;
    }
    case EV_STREET: {
        if (!in_hand)
            break;
        /* the excess of the street's betting goes back before the next street, as PokerStars
         * writes it (a pot is there, so the held-back line is never a walk's) */
        flush_uncalled(w);
        int n = ev->u.st.n_board < 0 ? 0 : ev->u.st.n_board > 5 ? 5 : ev->u.st.n_board;
        memcpy(w->board, ev->u.st.board, sizeof w->board);
        w->n_board = n;
        w->current = 0;
        char before[32], last[8];
        board_text(w->board, n - 1, before, sizeof before);
        board_text(w->board + n - 1, 1, last, sizeof last);
        if (ev->u.st.street == STREET_FLOP) {
            board_text(w->board, n, before, sizeof before);
            bprintf(&w->body, "*** FLOP *** [%s]\n", before);
        } else {
            bprintf(&w->body, "*** %s *** [%s] [%s]\n", ev->u.st.street == STREET_TURN ? "TURN" : "RIVER", before, last);
        }
        break;
    }
    case EV_UNCALLED:
        if (!in_hand || !p)
            break;
        p->stack += ev->amount;
        flush_uncalled(w);
        w->unc_seat = s;
        w->unc_amount = ev->amount;
        break;
    case EV_SHOW:
        if (!in_hand || !p)
            break;
        p->shown = 1;
        p->shown_cards[0] = ev->u.sh.cards[0];
        p->shown_cards[1] = ev->u.sh.cards[1];
        if (!p->seq)
            p->seq = ++w->seq;
        break;
    case EV_MUCK:
        if (!in_hand || !p)
            break;
        p->mucked = 1;
        if (!p->seq)
            p->seq = ++w->seq;
        break;
    case EV_POT:
        flush_uncalled(w);
        if (in_hand)
            on_pot(w, ev);
        break;
    case EV_HAND_END:
        if (!in_hand)
            break;
        close_hand(w);
        drain(w, 0);
        break;
    case EV_REBUY: {
        w->rebuys++;
        if (!p)
            break;
        /* a busted player's rebuy closes the hand it busted in, before its summary, as
         * PokerStars writes it; a rebuy with chips left is written at the top of the next hand */
        done_t *d = hand_of(w, s, 0);
        char m[48];
        money(w, w->have_st ? w->st.rebuy_cost : 0, m, sizeof m);
        bprintf(d ? &d->tail : &w->pre, "%s re-buys and receives %lld chips for %s\n", name, (long long)ev->amount, m);
        if (d) {
            d->bust_mask &= (uint16_t)~(1u << s);
            drain(w, 0);
        }
        break;
    }
    case EV_ADDON: {
        w->addons++;
        if (!p)
            break;
        char m[48];
        money(w, w->have_st ? w->st.addon_cost : 0, m, sizeof m);
        bprintf(&w->pre, "%s takes the add-on and receives %lld chips for %s\n", name, (long long)ev->amount, m);
        break;
    }
    case EV_RACE:
        /* a colour-up (R34): the odd chips raced for change the stack before the next hand */
        if (!p || ev->amount == 0)
            break;
        if (ev->amount > 0)
            bprintf(&w->pre, "%s receives %lld chips in the chip race\n", name, (long long)ev->amount);
        else
            bprintf(&w->pre, "%s loses %lld odd chips in the chip race\n", name, (long long)-ev->amount);
        break;
    case EV_ELIMINATED: {
        if (p) {
            w->place[s] = ev->u.el.place;
            w->prize[s] = ev->u.el.prize;
        }
        done_t *d = p ? hand_of(w, s, 1) : NULL;
        if (d) {
            char m[48];
            int place = ev->u.el.place;
            if (ev->u.el.prize > 0) {
                money(w, ev->u.el.prize, m, sizeof m);
                bprintf(&d->tail, "%s finished the tournament in %d%s place and received %s.\n", name, place,
                        ordinal_suffix(place), m);
            } else {
                bprintf(&d->tail, "%s finished the tournament in %d%s place\n", name, place, ordinal_suffix(place));
            }
            d->out_mask |= (uint16_t)(1u << s);
            d->bust_mask &= (uint16_t)~(1u << s);
            drain(w, 0);
        }
        break;
    }
    case EV_TOURNAMENT_END:
        close_hand(w);
        if (p) {
            w->place[s] = 1;
            w->prize[s] = champion_prize(w);
        }
        if (w->nq > 0 && p) {
            done_t *d = &w->q[w->nq - 1];
            int64_t prize = champion_prize(w);
            if (prize > 0) {
                char m[48];
                money(w, prize, m, sizeof m);
                bprintf(&d->tail, "%s wins the tournament and receives %s - congratulations!\n", name, m);
            } else {
                bprintf(&d->tail, "%s wins the tournament - congratulations!\n", name);
            }
        }
        drain(w, 1);
        if (w->cfg.summary_sink && p) {
            char *text = NULL;
            size_t n = hh_summary(w, &text);
            if (!text || w->cfg.summary_sink(w->cfg.summary_ctx, text, n) != 0)
                w->write_failed = 1;
            free(text);
        }
        break;
    default:
        break;
    }
}

/* ---------------------------------------------------------------------------------------------
 * the tournament summary
 * ------------------------------------------------------------------------------------------- */

/* "(50%)", "(33.33%)": a prize's share of the pool */
static void share_text(int64_t prize, int64_t pool, char *out, size_t len)
{
    int64_t bp = pool > 0 ? prize * 10000 / pool : 0;
    if (bp % 100 == 0)
        snprintf(out, len, "(%lld%%)", (long long)(bp / 100));
    else
        snprintf(out, len, "(%lld.%02lld%%)", (long long)(bp / 100), (long long)(bp % 100));
}

size_t hh_summary(const hh_writer_t *w, char **text)
{
    *text = NULL;
    int champion = -1, n = 0;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
        n += (w->seen_mask >> s) & 1;
        if ((w->seen_mask >> s & 1) && w->place[s] == 1)
            champion = s;
    }
    /* a tournament fed from the middle (a resumed game) lacks the entries, rebuys and places
     * before it: no summary rather than a wrong prize pool */
    if (champion < 0 || !w->saw_start)
        return 0;
    if (w->entrants > n)
        n = w->entrants;
    buf_t b = {0};
    bprintf(&b, "PokerStars Tournament #%llu, No Limit Hold'em\n", (unsigned long long)w->cfg.tournament_id);
    const char *code = real_money(w) ? w->st.currency : "";
    char a[48], c[48];
    if (w->have_st && (w->st.buy_in || w->st.fee)) {
        money(w, w->st.buy_in, a, sizeof a);
        money(w, w->st.fee, c, sizeof c);
        bprintf(&b, "Buy-In: %s/%s%s%.3s\n", a, c, code[0] ? " " : "", code);
    } else {
        bprintf(&b, "Freeroll\n");
    }
    bprintf(&b, "%d players\n", n);
    int64_t pool = w->have_st ? (int64_t)n * w->st.buy_in + (int64_t)w->rebuys * w->st.rebuy_cost +
                                    (int64_t)w->addons * w->st.addon_cost
                              : 0;
    if (w->rebuys || w->addons)
        bprintf(&b, "%d rebuys, %d add-ons\n", w->rebuys, w->addons);
    money(w, pool, a, sizeof a);
    bprintf(&b, "Total Prize Pool: %s%s%.3s\n", a, code[0] ? " " : "", code);
    char when[64];
    hh_format_time(&w->cfg, w->first_time, when, sizeof when);
    bprintf(&b, "Tournament started %s\n", when);
    hh_format_time(&w->cfg, w->last_time, when, sizeof when);
    bprintf(&b, "Tournament finished %s\n", when);
    for (int place = 1; place <= ENGINE_MAX_SEATS; place++)
        for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
            if (!(w->seen_mask >> s & 1) || w->place[s] != place)
                continue;
            bprintf(&b, "  %d: %s (Unknown), ", place, nm(w, s));
            if (w->prize[s] > 0) {
                char pct[48]; /* room for any int64 share: the compiler proves no cut */
                money(w, w->prize[s], a, sizeof a);
                share_text(w->prize[s], pool, pct, sizeof pct);
                bprintf(&b, "%s %s\n", a, pct);
            } else {
                bprintf(&b, "\n");
            }
        }
    int hero = w->cfg.hero - 1;
    if (seat_ok(hero) && w->place[hero] > 0)
        bprintf(&b, "You finished in %d%s place.\n", w->place[hero], ordinal_suffix(w->place[hero]));
    if (b.oom) {
        free_buf(&b);
        return 0;
    }
    *text = b.p;
    return b.n;
}
