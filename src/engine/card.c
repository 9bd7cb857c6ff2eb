/* card.c — card names, parsing and formatting (see card.h). */
#include "engine/card.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const char RANK_CHARS[] = "23456789TJQKA";
static const char SUIT_CHARS[] = "cdhs";
static const char *const RANK_NAMES[CARD_RANKS] = {
    "deuce", "three", "four", "five", "six", "seven", "eight",
    "nine", "ten", "jack", "queen", "king", "ace"};
static const char *const RANK_PLURALS[CARD_RANKS] = {
    "deuces", "threes", "fours", "fives", "sixes", "sevens", "eights",
    "nines", "tens", "jacks", "queens", "kings", "aces"};
static const char *const SUIT_NAMES[CARD_SUITS] = {"clubs", "diamonds", "hearts", "spades"};

char card_rank_char(int rank) { return (rank >= 0 && rank < CARD_RANKS) ? RANK_CHARS[rank] : '?'; }
char card_suit_char(int suit) { return (suit >= 0 && suit < CARD_SUITS) ? SUIT_CHARS[suit] : '?'; }
const char *card_rank_name(int rank) { return (rank >= 0 && rank < CARD_RANKS) ? RANK_NAMES[rank] : "?"; }
const char *card_rank_plural(int rank) { return (rank >= 0 && rank < CARD_RANKS) ? RANK_PLURALS[rank] : "?"; }
const char *card_suit_name(int suit) { return (suit >= 0 && suit < CARD_SUITS) ? SUIT_NAMES[suit] : "?"; }

int card_parse(const char *s, card_t *out)
{
    if (!s)
        return 0;
    int rank = -1, used = 0;
    if (s[0] == '1' && s[1] == '0') {
        rank = RANK_T;
        used = 2;
    } else if (s[0] != '\0') {
        const char *p = strchr(RANK_CHARS, toupper((unsigned char)s[0]));
        if (p && *p)
            rank = (int)(p - RANK_CHARS);
        used = 1;
    }
    if (rank < 0 || s[used] == '\0')
        return 0;
    const char *q = strchr(SUIT_CHARS, tolower((unsigned char)s[used]));
    if (!q || !*q)
        return 0;
    *out = card_make(rank, (int)(q - SUIT_CHARS));
    return used + 1;
}

int card_parse_list(const char *s, card_t *out, int max, char *err, size_t errlen)
{
    int n = 0;
    card_mask_t seen = 0;
    size_t pos = 0;
    if (!s)
        s = "";
    while (s[pos]) {
        if (isspace((unsigned char)s[pos]) || s[pos] == ',') {
            pos++;
            continue;
        }
        card_t c;
        int used = card_parse(s + pos, &c);
        if (!used) {
            /* Quote the one card that is wrong, as the user typed it (cards may be written
             * together, "AxAs"), and count cards, not characters. */
            size_t len = strcspn(s + pos, " \t,");
            size_t one = s[pos] == '1' && s[pos + 1] == '0' ? 3 : 2;
            if (len > one)
                len = one;
            snprintf(err, errlen, "unknown card '%.*s' (card %d; cards look like As, Td, 10h, 9c)", (int)len, s + pos,
                     n + 1);
            return -1;
        }
        if (seen & card_bit(c)) {
            char name[3];
            snprintf(err, errlen, "card %s appears twice", card_format(c, name));
            return -1;
        }
        if (n >= max) {
            snprintf(err, errlen, "too many cards (at most %d)", max);
            return -1;
        }
        seen |= card_bit(c);
        out[n++] = c;
        pos += (size_t)used;
    }
    return n;
}

char *card_format(card_t c, char out[3])
{
    if (!card_valid(c)) {
        out[0] = '?';
        out[1] = '?';
    } else {
        out[0] = RANK_CHARS[card_rank(c)];
        out[1] = SUIT_CHARS[card_suit(c)];
    }
    out[2] = '\0';
    return out;
}
