/* format.c — numbers as the screens write them (see format.h). */
#include "app/format.h"

#include <stdio.h>
#include <string.h>

#include "app/i18n.h"
#include "engine/text.h"

char *app_chips(int64_t v, char *buf, size_t len) { return text_group(v, buf, len); }

char *app_money(const structure_t *st, int64_t cents, char *buf, size_t len)
{
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
        sym = "R";
    if (sym) {
        if (c)
            snprintf(buf, len, "%s%s.%02d", sym, whole, c);
        else
            snprintf(buf, len, "%s%s", sym, whole);
    } else if (cur[0]) {
        if (c)
            snprintf(buf, len, "%s.%02d %s", whole, c, cur);
        else
            snprintf(buf, len, "%s %s", whole, cur);
    } else {
        /* play money: prizes are points */
        snprintf(buf, len, "%s.%02d", whole, c);
    }
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
        snprintf(buf, len, all_in ? _("%s, all-in") : "%s", amount);
        char words[96];
        snprintf(words, sizeof words, _(TABLE[i].words), buf);
        snprintf(buf, len, "%s", words);
        return buf;
    }
    snprintf(buf, len, "%s", en);
    return buf;
}
