/* cmd.c — commands as one line of text: "start", "next_hand", "advance_level" (the first two
 * may carry the wall clock they were given at, "next_hand 1767315600"), or
 * "<seat> <verb> [amount]" with seats 1-based ("3 raise 600", "5 fold", "2 absent 1").
 * Used by saves, replays and scenario files; the engine itself only sees cmd_t values. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"

static const struct {
    const char *word;
    cmd_type_t type;
    int needs_seat, needs_amount;
} VERBS[] = {
    {"start", CMD_START, 0, 0},          {"next_hand", CMD_NEXT_HAND, 0, 0},
    {"advance_level", CMD_ADVANCE_LEVEL, 0, 0},
    {"fold", CMD_FOLD, 1, 0},            {"check", CMD_CHECK, 1, 0},
    {"call", CMD_CALL, 1, 0},            {"bet", CMD_BET, 1, 1},
    {"raise", CMD_RAISE, 1, 1},          {"allin", CMD_ALLIN, 1, 0},
    {"rebuy", CMD_REBUY, 1, 0},          {"addon", CMD_ADDON, 1, 0},
    {"decline", CMD_DECLINE, 1, 0},      {"absent", CMD_SET_ABSENT, 1, 1},
};
enum { N_VERBS = sizeof VERBS / sizeof VERBS[0] };

int cmd_format(cmd_t c, char *buf, size_t len)
{
    for (int i = 0; i < N_VERBS; i++) {
        if (VERBS[i].type != c.type)
            continue;
        if (!VERBS[i].needs_seat && c.amount > 0 && (c.type == CMD_START || c.type == CMD_NEXT_HAND))
            return snprintf(buf, len, "%s %lld", VERBS[i].word, (long long)c.amount); /* wall clock */
        if (!VERBS[i].needs_seat)
            return snprintf(buf, len, "%s", VERBS[i].word);
        if (VERBS[i].needs_amount)
            return snprintf(buf, len, "%d %s %lld", c.seat + 1, VERBS[i].word, (long long)c.amount);
        return snprintf(buf, len, "%d %s", c.seat + 1, VERBS[i].word);
    }
    return snprintf(buf, len, "?");
}

int cmd_parse(const char *text, cmd_t *out, char *err, size_t errlen)
{
    char word[32];
    const char *p = text;
    while (*p == ' ' || *p == '\t')
        p++;
    cmd_t c = {CMD_NONE, -1, 0};
    int has_seat = 0;
    if (*p >= '0' && *p <= '9') {
        char *end;
        errno = 0;
        long seat = strtol(p, &end, 10);
        if (errno || seat < 1 || seat > ENGINE_MAX_SEATS) {
            snprintf(err, errlen, "seat must be 1 to %d in '%s'", ENGINE_MAX_SEATS, text);
            return -1;
        }
        c.seat = (int)seat - 1;
        has_seat = 1;
        p = end;
        while (*p == ' ' || *p == '\t' || *p == ':')
            p++;
    }
    size_t n = strcspn(p, " \t\r\n");
    if (n == 0 || n >= sizeof word) {
        snprintf(err, errlen, "expected a command such as '3 raise 600' or 'next_hand', got '%s'", text);
        return -1;
    }
    memcpy(word, p, n);
    word[n] = '\0';
    p += n;
    int v = -1;
    for (int i = 0; i < N_VERBS; i++)
        if (!strcmp(word, VERBS[i].word) || (!strcmp(word, "all-in") && VERBS[i].type == CMD_ALLIN))
            v = i;
    if (v < 0) {
        snprintf(err, errlen, "unknown command '%s' (fold, check, call, bet N, raise N, allin, rebuy, addon, "
                              "decline, absent 0|1, start, next_hand, advance_level)", word);
        return -1;
    }
    c.type = VERBS[v].type;
    if (VERBS[v].needs_seat && !has_seat) {
        snprintf(err, errlen, "'%s' needs a seat number first, e.g. '3 %s'", word, word);
        return -1;
    }
    if (!VERBS[v].needs_seat && has_seat) {
        snprintf(err, errlen, "'%s' is a table command and takes no seat", word);
        return -1;
    }
    while (*p == ' ' || *p == '\t')
        p++;
    if (VERBS[v].needs_amount || ((c.type == CMD_START || c.type == CMD_NEXT_HAND) && *p >= '0' && *p <= '9')) {
        char *end;
        errno = 0;
        long long a = strtoll(p, &end, 10);
        if (end == p || errno || a < 0) {
            snprintf(err, errlen, "'%s' needs a non-negative amount, got '%s'", word, p);
            return -1;
        }
        c.amount = a;
        p = end;
        while (*p == ' ' || *p == '\t')
            p++;
    }
    if (*p != '\0' && *p != '\r' && *p != '\n') {
        snprintf(err, errlen, "unexpected '%s' after '%s'", p, word);
        return -1;
    }
    *out = c;
    return 0;
}
