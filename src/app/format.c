/* format.c — numbers as the screens write them (see format.h). */
#include "app/format.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ai/bot.h"
#include "app/i18n.h"
#include "engine/card.h"
#include "engine/engine.h"
#include "engine/hand.h"

/* digits of |v| grouped by threes with sep when there are at least min_group + 3 of them */
static char *group_digits(int64_t v, const char *sep, int min_group, char *buf, size_t len)
{
    char digits[24], out[48];
    uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    int n = snprintf(digits, sizeof digits, "%llu", (unsigned long long)u);
    size_t o = 0, sl = strlen(sep);
    if (v < 0)
        out[o++] = '-';
    for (int i = 0; i < n; i++) {
        out[o++] = digits[i];
        int left = n - 1 - i;
        if (left > 0 && left % 3 == 0 && n >= 3 + min_group && o + sl < sizeof out - 1) {
            memcpy(out + o, sep, sl);
            o += sl;
        }
    }
    out[o] = '\0';
    snprintf(buf, len, "%s", out);
    return buf;
}

char *app_chips(int64_t v, char *buf, size_t len)
{
    const i18n_numbers_t *nf = i18n_numbers();
    return group_digits(v, nf->group, nf->min_group, buf, len);
}

char *app_decimal(double v, int places, char *buf, size_t len)
{
    if (places < 0)
        places = 0;
    if (places > 6)
        places = 6;
    long long scale = 1;
    for (int i = 0; i < places; i++)
        scale *= 10;
    if (isnan(v) || v > 9e15 / (double)scale || v < -9e15 / (double)scale) { /* NaN or out of reach */
        snprintf(buf, len, "%s", isnan(v) ? "?" : v > 0 ? "\xe2\x88\x9e" : "-\xe2\x88\x9e");
        return buf;
    }
    long long scaled = llround(v * (double)scale);
    int neg = scaled < 0;
    unsigned long long u = neg ? 0ULL - (unsigned long long)scaled : (unsigned long long)scaled;
    char whole[48];
    app_chips((int64_t)(u / (unsigned long long)scale), whole, sizeof whole);
    if (places == 0)
        snprintf(buf, len, "%s%s", neg ? "-" : "", whole);
    else
        snprintf(buf, len, "%s%s%s%0*llu", neg ? "-" : "", whole, i18n_numbers()->decimal, places,
                 u % (unsigned long long)scale);
    return buf;
}

char *app_percent(double pct, int places, char *buf, size_t len)
{
    char num[48];
    app_decimal(pct, places, num, sizeof num);
    snprintf(buf, len, "%s%s%%", num, i18n_numbers()->sign_after ? "\xc2\xa0" : "");
    return buf;
}

int64_t app_parse_chips(const char *text)
{
    /* the digits, with or without either grouping sign (1,445 / 1.445 / 1 445 / 1445) */
    int64_t v = 0;
    int any = 0;
    for (const char *p = text; p && *p; p++) {
        if (*p >= '0' && *p <= '9') {
            if (v > (INT64_MAX - 9) / 10)
                return -1;
            v = v * 10 + (*p - '0');
            any = 1;
        } else if (*p == ',' || *p == '.' || *p == ' ' || *p == '\'') {
            continue;
        } else if (*p == '\n' || *p == '\r' || *p == '\t') {
            continue;
        } else {
            break;
        }
    }
    return any ? v : 0;
}

const char *app_date_format(int with_time)
{
    /* xgettext:no-c-format */
    /* TRANSLATORS: a date and time in strftime's terms, as your language writes it: "%d.%m.%Y %H:%M" */
    return with_time ? _("%Y-%m-%d %H:%M")
                     /* xgettext:no-c-format */
                     /* TRANSLATORS: a date in strftime's terms, as your language writes it: "%d.%m.%Y" */
                     : _("%d %b %Y");
}

char *app_money(const structure_t *st, int64_t cents, char *buf, size_t len)
{
    const i18n_numbers_t *nf = i18n_numbers();
    char whole[32];
    app_chips(cents / 100, whole, sizeof whole);
    int c = (int)(cents % 100);
    const char *cur = st->currency;
    const char *sym = NULL;
    if (!strcmp(cur, "USD"))
        sym = "$";
    else if (!strcmp(cur, "EUR"))
        sym = "\xe2\x82\xac";
    else if (!strcmp(cur, "GBP"))
        sym = "\xc2\xa3";
    else if (!strcmp(cur, "ZAR"))
        sym = nf->sign_after ? "ZAR" : "R"; /* "R 1.000" reads as a rand only in English */
    char amount[48];
    if (c)
        snprintf(amount, sizeof amount, "%s%s%02d", whole, nf->decimal, c);
    else
        snprintf(amount, sizeof amount, "%s", whole);
    if (sym && !nf->sign_after)
        snprintf(buf, len, "%s%s", sym, amount);
    else if (sym)
        snprintf(buf, len, "%s\xc2\xa0%s", amount, sym); /* 12,50 $ with a no-break space */
    else if (cur[0])
        snprintf(buf, len, "%s %s", amount, cur);
    else
        /* play money: prizes are points */
        snprintf(buf, len, "%s%s%02d", whole, nf->decimal, c);
    return buf;
}

char *app_usd(int64_t cents, char *buf, size_t len)
{
    static const structure_t usd = {.currency = "USD"};
    return app_money(&usd, cents, buf, len);
}

char *app_seat_words(const char *name, int seat, char *buf, size_t len)
{
    char plain[24];
    snprintf(plain, sizeof plain, "Seat %d", seat + 1); /* as engine.c names an unnamed seat */
    if (name && !strcmp(name, plain))
        snprintf(buf, len, _("Seat %d"), seat + 1);
    else
        snprintf(buf, len, "%s", name ? name : "");
    return buf;
}

const char *app_ordinal(int n)
{
    /* TRANSLATORS: the ordinal suffixes written right after a place number: 1st, 2nd, 3rd, 4th
     * (German "1.", Spanish "1.º": every suffix the same there) */
    int m = n % 100;
    if (m >= 11 && m <= 13)
        return _("th");
    switch (n % 10) {
    case 1: return _("st");
    case 2: return _("nd");
    case 3: return _("rd");
    default: return _("th");
    }
}

char *app_action_words(const char *en, char *buf, size_t len)
{
    static const struct { const char *prefix, *words; } TABLE[] = {
        {"Raise to ", N_("Raise to %s")}, {"Bet ", N_("Bet %s")},       {"Call ", N_("Call %s")},
        {"All-in ", N_("All-in %s")},     {"Ante ", N_("Ante %s")},     {"Small blind ", N_("Small blind %s")},
        {"Big blind ", N_("Big blind %s")},
    };
    if (!strcmp(en, "Fold") || !strcmp(en, "Check")) {
        snprintf(buf, len, "%s", _(en));
        return buf;
    }
    for (size_t i = 0; i < sizeof TABLE / sizeof TABLE[0]; i++) {
        size_t n = strlen(TABLE[i].prefix);
        if (strncmp(en, TABLE[i].prefix, n) != 0)
            continue;
        char amount[48];
        snprintf(amount, sizeof amount, "%s", en + n);
        char *all_in = strstr(amount, ", all-in");
        if (all_in)
            *all_in = '\0';
        /* the session writes 1,200: the player's language groups its own way */
        int64_t chips = app_parse_chips(amount);
        if (amount[0] && strspn(amount, "0123456789,") == strlen(amount))
            app_chips(chips, amount, sizeof amount);
        snprintf(buf, len, all_in ? _("%s, all-in") : "%s", amount);
        char words[96];
        snprintf(words, sizeof words, _(TABLE[i].words), buf);
        snprintf(buf, len, "%s", words);
        return buf;
    }
    snprintf(buf, len, "%s", en);
    return buf;
}

/* the engine's hand words (engine/hh.c), one string each for the translators */
/* TRANSLATORS: a card's rank, as in "a flush, Ace high" or "a straight, Five to Nine" */
static const char *const RANK_WORD[CARD_RANKS] = {N_("Deuce"), N_("Three"), N_("Four"), N_("Five"), N_("Six"),
                                                  N_("Seven"), N_("Eight"), N_("Nine"), N_("Ten"), N_("Jack"),
                                                  N_("Queen"), N_("King"), N_("Ace")};
/* TRANSLATORS: ranks in the plural, as in "a pair of Queens" or "two pair, Kings and Fives" */
static const char *const RANK_WORDS[CARD_RANKS] = {N_("Deuces"), N_("Threes"), N_("Fours"), N_("Fives"),
                                                   N_("Sixes"), N_("Sevens"), N_("Eights"), N_("Nines"),
                                                   N_("Tens"), N_("Jacks"), N_("Queens"), N_("Kings"), N_("Aces")};

char *app_hand_words(uint16_t value, char *buf, size_t len)
{
    int r[5];
    if (!value || !hand_ranks(value, r)) {
        if (len)
            buf[0] = '\0';
        return buf;
    }
    const char *low = _(RANK_WORD[r[0] == RANK_5 ? RANK_A : r[0] >= 4 ? r[0] - 4 : r[0]]);
    switch (hand_category(value)) {
    case HAND_STRAIGHT_FLUSH:
        if (r[0] == RANK_A)
            snprintf(buf, len, "%s", _("a Royal Flush"));
        else
            snprintf(buf, len, _("a straight flush, %s to %s"), low, _(RANK_WORD[r[0]]));
        break;
    case HAND_QUADS: snprintf(buf, len, _("four of a kind, %s"), _(RANK_WORDS[r[0]])); break;
    case HAND_FULL_HOUSE:
        snprintf(buf, len, _("a full house, %s full of %s"), _(RANK_WORDS[r[0]]), _(RANK_WORDS[r[1]]));
        break;
    case HAND_FLUSH: snprintf(buf, len, _("a flush, %s high"), _(RANK_WORD[r[0]])); break;
    case HAND_STRAIGHT: snprintf(buf, len, _("a straight, %s to %s"), low, _(RANK_WORD[r[0]])); break;
    case HAND_TRIPS: snprintf(buf, len, _("three of a kind, %s"), _(RANK_WORDS[r[0]])); break;
    case HAND_TWO_PAIR: snprintf(buf, len, _("two pair, %s and %s"), _(RANK_WORDS[r[0]]), _(RANK_WORDS[r[1]])); break;
    case HAND_PAIR: snprintf(buf, len, _("a pair of %s"), _(RANK_WORDS[r[0]])); break;
    case HAND_HIGH_CARD:
    default: snprintf(buf, len, _("high card %s"), _(RANK_WORD[r[0]])); break;
    }
    return buf;
}

const char *app_reject_words(int reject)
{
    static const char *const WORDS[REJ_COUNT] = {
        [REJ_OK] = N_("ok"),
        [REJ_BAD_COMMAND] = N_("not a valid command"),
        [REJ_BAD_SEAT] = N_("nobody plays in that seat"),
        [REJ_WRONG_PHASE] = N_("that command does not fit this moment of the tournament"),
        [REJ_NOT_YOUR_TURN] = N_("it is not that seat's turn to act"),
        [REJ_CANNOT_CHECK] = N_("cannot check: there is a bet to call"),
        [REJ_NOTHING_TO_CALL] = N_("nothing to call: check instead"),
        [REJ_CANNOT_BET] = N_("there is already a bet: raise instead"),
        [REJ_CANNOT_RAISE] = N_("raising is not allowed here"),
        [REJ_AMOUNT_TOO_SMALL] = N_("the amount is below the minimum"),
        [REJ_AMOUNT_TOO_LARGE] = N_("the amount is more than the stack"),
        [REJ_AMOUNT_NOT_MAKEABLE] =
            N_("the amount cannot be made from the chips in play (not a multiple of the smallest chip)"),
        [REJ_DECISION_PENDING] = N_("a rebuy or add-on decision is still open"),
        [REJ_NOT_ALLOWED] = N_("no rebuy or add-on is on offer to that seat now"),
        [REJ_ON_BREAK] = N_("the tournament is on a break"),
        [REJ_FINISHED] = N_("the tournament is over"),
    };
    return reject >= 0 && reject < REJ_COUNT && WORDS[reject] ? _(WORDS[reject])
                                                              : engine_reject_message((engine_reject_t)reject);
}

const char *app_level_words(int level)
{
    /* TRANSLATORS: a bot's level, after its style: "LAG · easy" */
    static const char *const WORDS[] = {N_("easy"), N_("medium"), N_("hard")};
    return level >= BOT_LEVEL_EASY && level <= BOT_LEVEL_HARD ? _(WORDS[level - BOT_LEVEL_EASY]) : bot_level_name(level);
}

const char *app_style_words(const char *style) { return style && style[0] ? _(style) : ""; }

char *app_style_tag(const char *strategy, char *buf, size_t len)
{
    /* TRANSLATORS: a bot's style on its plate, before its level: "TAG · easy"; TAG and LAG are
     * read as words at poker tables, the others are names */
    static const struct { const char *name, *tag; } TAGS[] = {
        {"tag", N_("TAG")},       {"lag", N_("LAG")},   {"rock", N_("Rock")},   {"station", N_("Station")},
        {"maniac", N_("Maniac")}, {"fish", N_("Fish")}, {"weak-tight", N_("Weak-tight")},
    };
    for (size_t i = 0; i < sizeof TAGS / sizeof TAGS[0]; i++)
        if (!strcmp(strategy, TAGS[i].name)) {
            snprintf(buf, len, "%s", _(TAGS[i].tag));
            return buf;
        }
    snprintf(buf, len, "%c%.20s", strategy[0] >= 'a' && strategy[0] <= 'z' ? strategy[0] - 32 : strategy[0],
             strategy[0] ? strategy + 1 : "");
    return buf;
}

char *app_personality_words(const bot_registry_t *reg, const bot_personality_t *p, char *buf, size_t len)
{
    const bot_strategy_t *s = reg ? bot_registry_find(reg, p->strategy) : NULL;
    const char *style = s ? app_style_words(s->style) : p->strategy;
    if (s && s->levels == 0)
        snprintf(buf, len, "%s \xe2\x80\x94 %s", p->name, style);
    else
        snprintf(buf, len, "%s \xe2\x80\x94 %s, %s", p->name, style, app_level_words(p->level));
    return buf;
}
