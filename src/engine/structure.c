/* structure.c — the tournament-structure loader (structure.h): JSON text in, a validated
 * structure_t out, or one message naming file:line, JSON path and the bad value. It must never
 * touch *out unless the whole file is valid, never trust a number cJSON turned into a double
 * (integers, money and percentages are read from the raw text), and never crash on any input. */
#include "engine/structure.h"

#include <assert.h>
#include <cjson/cJSON.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/jsonloc.h"
#include "engine/jsonv.h"
#include "engine/text.h"

/* Sanity ceilings: far above any real structure, low enough that the engine can add up every
 * stack, rebuy and pot in int64_t without overflow. */
#define CHIPS_MAX INT64_C(1000000000000)   /* 10^12 chips */
#define MONEY_MAX INT64_C(1000000000000)   /* 10^12 cents = 10,000,000,000.00 */
enum {
    MINUTES_MAX = 1440,
    HANDS_MAX = 10000,
    LIMIT_MAX = 1000000,
    FILE_MAX = 1 << 20
};

typedef jv_t loader_t;

/* ---- helpers ----------------------------------------------------------------------------- */

/* Basis points as a percentage: 5000 -> "50", 1250 -> "12.5", 3333 -> "33.33". */
static const char *fmt_bp(int64_t bp, char *buf, size_t size)
{
    const char *sign = bp < 0 ? "-" : "";
    uint64_t a = bp < 0 ? (uint64_t)0 - (uint64_t)bp : (uint64_t)bp;
    if (a % 100 == 0)
        snprintf(buf, size, "%s%" PRIu64, sign, a / 100);
    else if (a % 10 == 0)
        snprintf(buf, size, "%s%" PRIu64 ".%" PRIu64, sign, a / 100, (a % 100) / 10);
    else
        snprintf(buf, size, "%s%" PRIu64 ".%02" PRIu64, sign, a / 100, a % 100);
    return buf;
}

/* A whole number of chips >= lo (and <= CHIPS_MAX). */
static int read_chips(loader_t *L, const cJSON *item, const char *path, int64_t lo,
                      const char *expect, int64_t *out)
{
    return jv_int(L, item, path, lo, CHIPS_MAX, 0, expect, out);
}

/* ---- sections ------------------------------------------------------------------------------- */

static int read_chip_set(loader_t *L, const cJSON *root, structure_t *s)
{
    static const char *const KEYS[] = {"value", "color", "rgb"};
    const cJSON *arr = jv_get(root, "chips");
    char p[JV_PATH_LEN], q[JV_PATH_LEN], got[JV_SHOW_LEN], expect[JV_EXPECT_LEN];
    if (!arr)
        return 0; /* no chip set: the table shows plain numbers */
    if (jv_array(L, arr, "chips") < 0)
        return -1;
    int n = cJSON_GetArraySize(arr);
    if (n == 0)
        return jv_fail(L, "chips", "expected 1 to %d chip denominations (or no chips key), got none",
                    STRUCT_MAX_CHIPS);
    if (n > STRUCT_MAX_CHIPS)
        return jv_fail(L, "chips", "expected at most %d chip denominations, got %d", STRUCT_MAX_CHIPS,
                    n);
    int i = 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, arr)
    {
        chip_denom_t *d = &s->chips[i];
        jv_path_index(p, "chips", i);
        if (jv_object(L, c, p) < 0 || jv_keys(L, c, p, KEYS, 3) < 0)
            return -1;
        jv_path_key(q, p, "value");
        if (i == 0)
            snprintf(expect, sizeof expect, "an integer > 0");
        else
            snprintf(expect, sizeof expect,
                     "an integer > %" PRId64 " (chips ascend, each above the one before)",
                     s->chips[i - 1].value);
        if (read_chips(L, jv_get(c, "value"), q, i ? s->chips[i - 1].value + 1 : 1, expect,
                       &d->value) < 0)
            return -1;
        jv_path_key(q, p, "color");
        if (jv_string(L, jv_get(c, "color"), q, d->name, sizeof d->name, 0) < 0)
            return -1;
        jv_path_key(q, p, "rgb");
        const cJSON *rgb = jv_get(c, "rgb");
        const char *t = cJSON_IsString(rgb) ? rgb->valuestring : NULL;
        int ok = t && strlen(t) == 7 && t[0] == '#';
        uint32_t v = 0;
        for (int k = 1; ok && k < 7; k++) {
            char h = t[k];
            uint32_t dg = (h >= '0' && h <= '9')   ? (uint32_t)(h - '0')
                          : (h >= 'a' && h <= 'f') ? (uint32_t)(h - 'a' + 10)
                          : (h >= 'A' && h <= 'F') ? (uint32_t)(h - 'A' + 10)
                                                   : 16;
            ok = dg < 16;
            v = v * 16 + dg;
        }
        if (!ok)
            return jv_fail(L, q, "expected a colour \"#RRGGBB\" (6 hex digits), got %s",
                        jv_show(L, q, rgb, got, sizeof got));
        d->rgb = v;
        i++;
    }
    s->n_chips = n;
    return 0;
}

/* Chips still in play as text, "25, 100, 500", for messages. */
static void list_chips(const structure_t *s, const int *in_play, int all, char *buf, size_t size)
{
    size_t o = 0;
    buf[0] = '\0';
    for (int i = 0; i < s->n_chips && o < size; i++) {
        if (!all && !in_play[i])
            continue;
        int w = snprintf(buf + o, size - o, "%s%" PRId64, o ? ", " : "", s->chips[i].value);
        if (w < 0)
            break;
        o += (size_t)w;
    }
}

static int64_t smallest_in_play(const structure_t *s, const int *in_play)
{
    for (int i = 0; i < s->n_chips; i++)
        if (in_play[i])
            return s->chips[i].value;
    return 1;
}

/* The chips of levels[i].remove_chips leave play, smallest first (a colour-up, R34). */
static int read_removals(loader_t *L, const cJSON *lv, const char *lpath, structure_t *s,
                         level_t *v, int *in_play)
{
    const cJSON *arr = jv_get(lv, "remove_chips");
    char p[JV_PATH_LEN], q[JV_PATH_LEN], got[JV_SHOW_LEN], list[JV_EXPECT_LEN];
    if (!arr)
        return 0;
    jv_path_key(p, lpath, "remove_chips");
    if (jv_array(L, arr, p) < 0)
        return -1;
    int n = cJSON_GetArraySize(arr);
    if (n > STRUCT_MAX_REMOVE)
        return jv_fail(L, p, "expected at most %d chip values, got %d", STRUCT_MAX_REMOVE, n);
    int j = 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, arr)
    {
        int64_t val = 0;
        jv_path_index(q, p, j);
        if (read_chips(L, c, q, 1, "a chip value > 0", &val) < 0)
            return -1;
        jv_show(L, q, c, got, sizeof got);
        if (s->n_chips == 0)
            return jv_fail(L, q, "expected a value listed in chips (there are none), got %s", got);
        int k = 0;
        while (k < s->n_chips && s->chips[k].value != val)
            k++;
        if (k == s->n_chips) {
            list_chips(s, in_play, 1, list, sizeof list);
            return jv_fail(L, q, "expected a value listed in chips (%s), got %s", list, got);
        }
        if (!in_play[k]) {
            list_chips(s, in_play, 0, list, sizeof list);
            return jv_fail(L, q, "expected a chip still in play (%s), got %s", list, got);
        }
        int64_t low = smallest_in_play(s, in_play);
        if (val != low)
            return jv_fail(L, q, "expected the smallest chip in play (%" PRId64 ") to go first, got %s",
                        low, got);
        int left = 0;
        for (int m = 0; m < s->n_chips; m++)
            left += in_play[m];
        if (left == 1)
            return jv_fail(L, q, "expected at least one chip to stay in play, got the last one, %s",
                        got);
        in_play[k] = 0;
        v->remove_chips[j++] = val;
    }
    v->n_remove = n;
    return 0;
}

static int multiple_of(loader_t *L, const char *path, const cJSON *item, int64_t v, int64_t chip,
                       const char *where)
{
    char got[JV_SHOW_LEN];
    if (v % chip == 0)
        return 0;
    return jv_fail(L, path, "expected a multiple of %" PRId64 " (the smallest chip in play%s), got %s",
                chip, where, jv_show(L, path, item, got, sizeof got));
}

static int read_levels(loader_t *L, const cJSON *root, structure_t *s)
{
    static const char *const LEVEL_KEYS[] = {"small_blind", "big_blind", "ante",
                                             "minutes",     "hands",     "remove_chips"};
    static const char *const BREAK_KEYS[] = {"break", "minutes"};
    const cJSON *arr = jv_get(root, "levels");
    char p[JV_PATH_LEN], q[JV_PATH_LEN], got[JV_SHOW_LEN], expect[JV_EXPECT_LEN];
    if (!arr)
        return jv_fail(L, "levels", "expected an array of levels, got nothing");
    if (jv_array(L, arr, "levels") < 0)
        return -1;
    int n = cJSON_GetArraySize(arr);
    if (n > STRUCT_MAX_LEVELS)
        return jv_fail(L, "levels", "expected at most %d levels and breaks, got %d",
                    STRUCT_MAX_LEVELS, n);
    int in_play[STRUCT_MAX_CHIPS];
    for (int k = 0; k < STRUCT_MAX_CHIPS; k++)
        in_play[k] = k < s->n_chips;
    int prev = -1;    /* index of the previous playing level */
    int measured = -1; /* index of the first playing level: its measure is everyone's */
    int i = 0;
    const cJSON *lv;
    cJSON_ArrayForEach(lv, arr)
    {
        level_t *v = &s->levels[i];
        memset(v, 0, sizeof *v);
        jv_path_index(p, "levels", i);
        if (jv_object(L, lv, p) < 0)
            return -1;
        const cJSON *brk = jv_get(lv, "break");
        if (brk) {
            if (jv_keys(L, lv, p, BREAK_KEYS, 2) < 0)
                return -1;
            jv_path_key(q, p, "break");
            if (!cJSON_IsTrue(brk))
                return jv_fail(L, q, "expected true, got %s", jv_show(L, q, brk, got, sizeof got));
            jv_path_key(q, p, "minutes");
            v->is_break = 1;
            if (jv_count(L, jv_get(lv, "minutes"), q, 1, MINUTES_MAX, NULL, &v->minutes) < 0)
                return -1;
            i++;
            continue;
        }
        if (jv_keys(L, lv, p, LEVEL_KEYS, 6) < 0 ||
            read_removals(L, lv, p, s, v, in_play) < 0)
            return -1;
        int64_t chip = smallest_in_play(s, in_play);
        const level_t *pv = prev >= 0 ? &s->levels[prev] : NULL;

        jv_path_key(q, p, "small_blind");
        if (pv)
            snprintf(expect, sizeof expect,
                     "an integer >= %" PRId64 " (the small blind of levels[%d])", pv->small_blind,
                     prev);
        else
            snprintf(expect, sizeof expect, "an integer > 0");
        const cJSON *it = jv_get(lv, "small_blind");
        if (read_chips(L, it, q, pv ? pv->small_blind : 1, expect, &v->small_blind) < 0 ||
            (s->n_chips && multiple_of(L, q, it, v->small_blind, chip, "") < 0))
            return -1;

        jv_path_key(q, p, "big_blind");
        int64_t lo = v->small_blind;
        if (pv && pv->big_blind > lo) {
            lo = pv->big_blind;
            snprintf(expect, sizeof expect,
                     "an integer >= %" PRId64 " (the big blind of levels[%d])", lo, prev);
        } else {
            snprintf(expect, sizeof expect, "an integer >= small_blind (%" PRId64 ")", lo);
        }
        it = jv_get(lv, "big_blind");
        if (read_chips(L, it, q, lo, expect, &v->big_blind) < 0 ||
            (s->n_chips && multiple_of(L, q, it, v->big_blind, chip, "") < 0))
            return -1;

        it = jv_get(lv, "ante");
        jv_path_key(q, p, "ante");
        if (it && (read_chips(L, it, q, 0, "an integer >= 0", &v->ante) < 0 ||
                   (s->n_chips && multiple_of(L, q, it, v->ante, chip, "") < 0)))
            return -1;

        const cJSON *mins = jv_get(lv, "minutes"), *hands = jv_get(lv, "hands");
        if (!mins && !hands)
            return jv_fail(L, p, "expected a length in minutes or hands, got neither");
        if (mins && hands) {
            jv_path_key(q, p, "hands");
            return jv_fail(L, q, "expected no hands beside minutes (a level has one length), got %s",
                        jv_show(L, q, hands, got, sizeof got));
        }
        if (measured >= 0 && (s->levels[measured].minutes > 0) != (mins != NULL)) {
            const char *want = mins ? "hands" : "minutes", *have = mins ? "minutes" : "hands";
            jv_path_key(q, p, have);
            return jv_fail(L, q,
                        "expected %s as in levels[%d] (all playing levels use one measure), got %s",
                        want, measured, have);
        }
        if (mins) {
            jv_path_key(q, p, "minutes");
            if (jv_count(L, mins, q, 1, MINUTES_MAX, NULL, &v->minutes) < 0)
                return -1;
        } else {
            jv_path_key(q, p, "hands");
            if (jv_count(L, hands, q, 1, HANDS_MAX, NULL, &v->hands) < 0)
                return -1;
        }
        if (measured < 0)
            measured = i;
        prev = i;
        i++;
    }
    if (prev < 0)
        return jv_fail(L, "levels", "expected at least one playing level, got %s",
                    n == 0 ? "none" : "only breaks");
    if (prev != n - 1) { /* play stays at the last level: it cannot be a break */
        jv_path_index(p, "levels", n - 1);
        return jv_fail(L, p, "expected a playing level last (play stays at the last level), got a "
                          "break");
    }
    s->n_levels = n;
    return 0;
}

static int count_playing(const structure_t *s)
{
    int n = 0;
    for (int i = 0; i < s->n_levels; i++)
        n += !s->levels[i].is_break;
    return n;
}

/* Index in levels[] of playing level number `number` (1-based), or -1. */
static int index_of_level(const structure_t *s, int number)
{
    for (int i = 0; i < s->n_levels; i++)
        if (!s->levels[i].is_break && --number == 0)
            return i;
    return -1;
}

static int read_money_section(loader_t *L, const cJSON *root, structure_t *s)
{
    char got[JV_SHOW_LEN];
    const cJSON *cur = jv_get(root, "currency");
    if (cur) {
        const char *t = cJSON_IsString(cur) ? cur->valuestring : NULL;
        int ok = t && (t[0] == '\0' || strlen(t) == 3);
        for (int k = 0; ok && t[k]; k++)
            ok = t[k] >= 'A' && t[k] <= 'Z';
        if (!ok)
            return jv_fail(L, "currency",
                        "expected a currency code of 3 capital letters (\"USD\") or \"\" for "
                        "play money, got %s",
                        jv_show(L, "currency", cur, got, sizeof got));
        memcpy(s->currency, t, strlen(t) + 1);
    }
    if (jv_get(root, "buy_in") && jv_money(L, jv_get(root, "buy_in"), "buy_in", MONEY_MAX, &s->buy_in) < 0)
        return -1;
    if (jv_get(root, "fee") && jv_money(L, jv_get(root, "fee"), "fee", MONEY_MAX, &s->fee) < 0)
        return -1;
    return 0;
}

static int read_rebuy(loader_t *L, const cJSON *root, structure_t *s)
{
    static const char *const KEYS[] = {"chips", "cost", "max_stack", "last_level", "limit"};
    const cJSON *rb = jv_get(root, "rebuy");
    char expect[JV_EXPECT_LEN], where[JV_EXPECT_LEN];
    if (!rb || cJSON_IsNull(rb))
        return 0;
    if (jv_object(L, rb, "rebuy") < 0 || jv_keys(L, rb, "rebuy", KEYS, 5) < 0)
        return -1;
    const cJSON *chips = jv_get(rb, "chips");
    if (read_chips(L, chips, "rebuy.chips", 1, "an integer > 0", &s->rebuy_chips) < 0 ||
        jv_money(L, jv_get(rb, "cost"), "rebuy.cost", MONEY_MAX, &s->rebuy_cost) < 0 ||
        read_chips(L, jv_get(rb, "max_stack"), "rebuy.max_stack", 0,
                   "an integer >= 0 (0 = only when busted)", &s->rebuy_max_stack) < 0)
        return -1;
    int playing = count_playing(s);
    snprintf(expect, sizeof expect, "an integer from 1 to %d (the number of playing levels)",
             playing);
    if (jv_count(L, jv_get(rb, "last_level"), "rebuy.last_level", 1, playing, expect,
                   &s->rebuy_last_level) < 0)
        return -1;
    const cJSON *limit = jv_get(rb, "limit");
    s->rebuy_limit = 0;
    if (limit && !cJSON_IsNull(limit) &&
        jv_count(L, limit, "rebuy.limit", 1, LIMIT_MAX,
                   "an integer from 1 to 1000000, or null for no limit (leave out rebuy for none)",
                   &s->rebuy_limit) < 0)
        return -1;
    for (int lvl = 1; lvl <= s->rebuy_last_level; lvl++) {
        snprintf(where, sizeof where, " at level %d", lvl);
        if (multiple_of(L, "rebuy.chips", chips, s->rebuy_chips,
                        structure_smallest_chip(s, index_of_level(s, lvl)), where) < 0)
            return -1;
    }
    s->rebuy_enabled = 1;
    return 0;
}

static int read_addon(loader_t *L, const cJSON *root, structure_t *s)
{
    static const char *const KEYS[] = {"chips", "cost"};
    const cJSON *ad = jv_get(root, "addon");
    char where[JV_EXPECT_LEN];
    if (!ad || cJSON_IsNull(ad))
        return 0;
    if (jv_object(L, ad, "addon") < 0)
        return -1;
    if (!s->rebuy_enabled)
        return jv_fail(L, "addon",
                    "expected a rebuy section as well (the add-on closes the rebuy period, "
                    "the Charity rules), got an add-on alone");
    if (jv_keys(L, ad, "addon", KEYS, 2) < 0)
        return -1;
    const cJSON *chips = jv_get(ad, "chips");
    if (read_chips(L, chips, "addon.chips", 1, "an integer > 0", &s->addon_chips) < 0 ||
        jv_money(L, jv_get(ad, "cost"), "addon.cost", MONEY_MAX, &s->addon_cost) < 0)
        return -1;
    /* handed out between the last rebuy level and the next one: chips of both must pay it */
    for (int lvl = s->rebuy_last_level; lvl <= s->rebuy_last_level + 1; lvl++) {
        int idx = index_of_level(s, lvl);
        if (idx < 0)
            break;
        snprintf(where, sizeof where, " at level %d", lvl);
        if (multiple_of(L, "addon.chips", chips, s->addon_chips, structure_smallest_chip(s, idx),
                        where) < 0)
            return -1;
    }
    s->addon_enabled = 1;
    return 0;
}

static int read_percents(loader_t *L, const cJSON *arr, const char *path, payout_tier_t *t)
{
    char q[JV_PATH_LEN], got[JV_SHOW_LEN], a[32], b[32];
    int limit = t->min_players < STRUCT_MAX_PLACES ? t->min_players : STRUCT_MAX_PLACES;
    if (!arr)
        return jv_fail(L, path, "expected an array of 1 to %d percentages, got nothing", limit);
    if (jv_array(L, arr, path) < 0)
        return -1;
    int n = cJSON_GetArraySize(arr);
    if (n == 0)
        return jv_fail(L, path, "expected 1 to %d percentages, got none", limit);
    if (n > limit) {
        if (limit == t->min_players)
            return jv_fail(L, path,
                        "expected at most %d places (the tier starts at %d players), got %d",
                        limit, t->min_players, n);
        return jv_fail(L, path, "expected at most %d places, got %d", limit, n);
    }
    int64_t sum = 0;
    int j = 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, arr)
    {
        int64_t bp = 0;
        jv_path_index(q, path, j);
        if (jv_hundredths(L, c, q, "a percentage", &bp) < 0)
            return -1;
        jv_show(L, q, c, got, sizeof got);
        if (bp <= 0)
            return jv_fail(L, q, "expected a percentage > 0, got %s", got);
        if (j == 0 && bp > 10000)
            return jv_fail(L, q, "expected a percentage <= 100, got %s", got);
        if (j > 0 && bp > t->percent_bp[j - 1])
            return jv_fail(L, q, "expected a percentage <= %s (the place above), got %s",
                        fmt_bp(t->percent_bp[j - 1], a, sizeof a), got);
        t->percent_bp[j++] = (int)bp;
        sum += bp;
    }
    if (sum != 10000)
        return jv_fail(L, path, "expected percentages that add up to 100, got a total of %s",
                    fmt_bp(sum, b, sizeof b));
    t->n_places = n;
    return 0;
}

static int read_payouts(loader_t *L, const cJSON *root, structure_t *s)
{
    static const char *const KEYS[] = {"players", "percent"};
    const cJSON *arr = jv_get(root, "payouts");
    char p[JV_PATH_LEN], q[JV_PATH_LEN], r[JV_PATH_LEN], got[JV_SHOW_LEN], expect[JV_EXPECT_LEN];
    if (!arr)
        return jv_fail(L, "payouts", "expected an array of payout tiers, got nothing");
    if (jv_array(L, arr, "payouts") < 0)
        return -1;
    int n = cJSON_GetArraySize(arr);
    if (n == 0)
        return jv_fail(L, "payouts", "expected 1 to %d payout tiers, got none",
                    STRUCT_MAX_PAYOUT_TIERS);
    if (n > STRUCT_MAX_PAYOUT_TIERS)
        return jv_fail(L, "payouts", "expected at most %d payout tiers, got %d",
                    STRUCT_MAX_PAYOUT_TIERS, n);
    int next = 2; /* the smallest field the next tier must start at */
    int i = 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, arr)
    {
        payout_tier_t *t = &s->payouts[i];
        memset(t, 0, sizeof *t);
        jv_path_index(p, "payouts", i);
        if (jv_object(L, c, p) < 0 || jv_keys(L, c, p, KEYS, 2) < 0)
            return -1;
        if (next > s->table_size)
            return jv_fail(L, p,
                        "expected no more tiers (payouts[%d] already reaches table_size, %d), "
                        "got another",
                        i - 1, s->table_size);
        const cJSON *pl = jv_get(c, "players");
        jv_path_key(q, p, "players");
        if (!pl)
            return jv_fail(L, q, "expected [min, max] player counts, got nothing");
        if (!cJSON_IsArray(pl))
            return jv_fail(L, q, "expected [min, max] player counts, got %s",
                        jv_show(L, q, pl, got, sizeof got));
        if (cJSON_GetArraySize(pl) != 2)
            return jv_fail(L, q, "expected [min, max] player counts, got %d value%s",
                        cJSON_GetArraySize(pl), cJSON_GetArraySize(pl) == 1 ? "" : "s");
        jv_path_index(r, q, 0);
        if (i == 0)
            snprintf(expect, sizeof expect, "2 (tiers start at 2 players)");
        else
            snprintf(expect, sizeof expect, "%d (the tier before ends at %d)", next, next - 1);
        if (jv_count(L, cJSON_GetArrayItem(pl, 0), r, next, next, expect, &t->min_players) < 0)
            return -1;
        jv_path_index(r, q, 1);
        snprintf(expect, sizeof expect, "an integer from %d (players[0]) to %d (table_size)",
                 t->min_players, s->table_size);
        if (jv_count(L, cJSON_GetArrayItem(pl, 1), r, t->min_players, s->table_size, expect,
                       &t->max_players) < 0)
            return -1;
        jv_path_key(q, p, "percent");
        if (read_percents(L, jv_get(c, "percent"), q, t) < 0)
            return -1;
        next = t->max_players + 1;
        i++;
    }
    if (next - 1 != s->table_size) {
        jv_path_index(p, "payouts", n - 1);
        jv_path_key(q, p, "players");
        jv_path_index(r, q, 1);
        return jv_fail(L, r,
                    "expected %d (table_size: the tiers cover every field from 2 to table_size), "
                    "got %s",
                    s->table_size, jv_show(L, r, cJSON_GetArrayItem(jv_get(cJSON_GetArrayItem(arr, n - 1),
                                                                      "players"),
                                                                  1),
                                        got, sizeof got));
    }
    s->n_payout_tiers = n;
    return 0;
}

/* ---- the "mtt" object (R38-R40) ------------------------------------------------------------- */

void structure_mtt_default(structure_mtt_t *out)
{
    memset(out, 0, sizeof *out);
    out->hand_base_seconds = 20;
    out->action_seconds = 6;
    out->hand_for_hand_margin = 1;
}

static int read_mtt_tier(loader_t *L, const cJSON *c, const char *p, int next, mtt_tier_t *t)
{
    static const char *const KEYS[] = {"players", "places"};
    char q[JV_PATH_LEN], r[JV_PATH_LEN], b[JV_PATH_LEN], got[JV_SHOW_LEN], expect[JV_EXPECT_LEN];
    memset(t, 0, sizeof *t);
    if (jv_object(L, c, p) < 0 || jv_keys(L, c, p, KEYS, 2) < 0)
        return -1;
    const cJSON *pl = jv_get(c, "players");
    jv_path_key(q, p, "players");
    if (!cJSON_IsArray(pl) || cJSON_GetArraySize(pl) != 2)
        return jv_fail(L, q, "expected [min, max] player counts, got %s", jv_show(L, q, pl, got, sizeof got));
    jv_path_index(r, q, 0);
    snprintf(expect, sizeof expect, "an integer from %d (after the tier before) to 10000", next);
    if (jv_count(L, cJSON_GetArrayItem(pl, 0), r, next, 10000, expect, &t->min_players) < 0)
        return -1;
    jv_path_index(r, q, 1);
    snprintf(expect, sizeof expect, "an integer from %d (players[0]) to 10000", t->min_players);
    if (jv_count(L, cJSON_GetArrayItem(pl, 1), r, t->min_players, 10000, expect, &t->max_players) < 0)
        return -1;
    const cJSON *arr = jv_get(c, "places");
    jv_path_key(q, p, "places");
    if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) < 1 || cJSON_GetArraySize(arr) > STRUCT_MTT_MAX_BANDS)
        return jv_fail(L, q, "expected 1 to %d bands [first, last, percent each], got %s", STRUCT_MTT_MAX_BANDS,
                    jv_show(L, q, arr, got, sizeof got));
    int64_t total = 0;
    int i = 0;
    const cJSON *band;
    cJSON_ArrayForEach(band, arr)
    {
        mtt_band_t *d = &t->bands[i];
        jv_path_index(b, q, i);
        if (!cJSON_IsArray(band) || cJSON_GetArraySize(band) != 3)
            return jv_fail(L, b, "expected [first place, last place, percent each], got %s",
                        jv_show(L, b, band, got, sizeof got));
        int first = i ? t->bands[i - 1].last + 1 : 1;
        jv_path_index(r, b, 0);
        snprintf(expect, sizeof expect, "%d (the place after the band before)", first);
        if (jv_count(L, cJSON_GetArrayItem(band, 0), r, first, first, expect, &d->first) < 0)
            return -1;
        jv_path_index(r, b, 1);
        snprintf(expect, sizeof expect, "an integer from %d to %d (the tier's smallest field)", first,
                 t->min_players);
        if (jv_count(L, cJSON_GetArrayItem(band, 1), r, first, t->min_players, expect, &d->last) < 0)
            return -1;
        jv_path_index(r, b, 2);
        int64_t bp = 0;
        if (jv_hundredths(L, cJSON_GetArrayItem(band, 2), r, "a percentage", &bp) < 0)
            return -1;
        int cap = i ? t->bands[i - 1].percent_bp : 10000;
        if (bp <= 0 || bp > cap) {
            char a[24];
            return jv_fail(L, r, "expected a percentage > 0 and <= %s (%s), got %s", fmt_bp(cap, a, sizeof a),
                        i ? "the place above" : "all of it", jv_show(L, r, cJSON_GetArrayItem(band, 2), got, sizeof got));
        }
        d->percent_bp = (int)bp;
        total += bp * (d->last - d->first + 1);
        i++;
    }
    t->n_bands = i;
    t->n_places = t->bands[i - 1].last;
    if (total != 10000) {
        char a[24];
        return jv_fail(L, q, "expected places whose percentages add up to 100, got a total of %s",
                    fmt_bp(total, a, sizeof a));
    }
    return 0;
}

static int read_mtt(loader_t *L, const cJSON *root, int table_size, structure_mtt_t *m)
{
    static const char *const KEYS[] = {"hand_base_seconds", "action_seconds", "full_hand_seconds",
                                       "hand_for_hand_margin", "final_table_next_level", "payouts"};
    const cJSON *o = jv_get(root, "mtt");
    structure_mtt_default(m);
    if (!o)
        return 0;
    char p[JV_PATH_LEN], got[JV_SHOW_LEN];
    if (jv_object(L, o, "mtt") < 0 || jv_keys(L, o, "mtt", KEYS, 6) < 0)
        return -1;
    m->present = 1;
    if (jv_get(o, "hand_base_seconds") &&
        jv_count(L, jv_get(o, "hand_base_seconds"), "mtt.hand_base_seconds", 1, 3600, NULL, &m->hand_base_seconds) < 0)
        return -1;
    if (jv_get(o, "action_seconds") &&
        jv_count(L, jv_get(o, "action_seconds"), "mtt.action_seconds", 0, 600, NULL, &m->action_seconds) < 0)
        return -1;
    if (jv_get(o, "full_hand_seconds") &&
        jv_count(L, jv_get(o, "full_hand_seconds"), "mtt.full_hand_seconds", 1, 3600, NULL, &m->full_hand_seconds) < 0)
        return -1;
    if (jv_get(o, "hand_for_hand_margin") &&
        jv_count(L, jv_get(o, "hand_for_hand_margin"), "mtt.hand_for_hand_margin", 0, 100, NULL,
                   &m->hand_for_hand_margin) < 0)
        return -1;
    const cJSON *ft = jv_get(o, "final_table_next_level");
    if (ft) {
        if (!cJSON_IsBool(ft))
            return jv_fail(L, "mtt.final_table_next_level", "expected true or false, got %s",
                        jv_show(L, "mtt.final_table_next_level", ft, got, sizeof got));
        m->final_table_next_level = cJSON_IsTrue(ft);
    }
    (void)table_size;
    const cJSON *arr = jv_get(o, "payouts");
    if (!arr)
        return 0;
    if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) < 1 || cJSON_GetArraySize(arr) > STRUCT_MTT_MAX_TIERS)
        return jv_fail(L, "mtt.payouts", "expected 1 to %d payout tiers, got %s", STRUCT_MTT_MAX_TIERS,
                    jv_show(L, "mtt.payouts", arr, got, sizeof got));
    int i = 0, next = 2;
    const cJSON *c;
    cJSON_ArrayForEach(c, arr)
    {
        jv_path_index(p, "mtt.payouts", i);
        if (read_mtt_tier(L, c, p, next, &m->tiers[i]) < 0)
            return -1;
        next = m->tiers[i].max_players + 1;
        i++;
    }
    m->n_tiers = i;
    return 0;
}

static int read_structure(loader_t *L, const cJSON *root, structure_t *s)
{
    static const char *const KEYS[] = {"name",   "description", "table_size", "starting_stack",
                                       "chips",  "levels",      "currency",   "buy_in",
                                       "fee",    "rebuy",       "addon",      "payouts",
                                       "mtt",    "notes"};
    if (jv_object(L, root, "") < 0 || jv_keys(L, root, "", KEYS, 14) < 0)
        return -1;
    if (jv_string(L, jv_get(root, "name"), "name", s->name, sizeof s->name, 0) < 0)
        return -1;
    if (jv_get(root, "description") && jv_string(L, jv_get(root, "description"), "description",
                                                s->description, sizeof s->description, 1) < 0)
        return -1;
    /* the maker's notes (sources, what is ours): checked, never shown to players nor kept */
    char notes[1024];
    if (jv_get(root, "notes") && jv_string(L, jv_get(root, "notes"), "notes", notes, sizeof notes, 1) < 0)
        return -1;
    if (jv_count(L, jv_get(root, "table_size"), "table_size", 2, 10, NULL, &s->table_size) < 0)
        return -1;
    if (read_chip_set(L, root, s) < 0 || read_levels(L, root, s) < 0)
        return -1;
    const cJSON *st = jv_get(root, "starting_stack");
    if (read_chips(L, st, "starting_stack", 1, "an integer > 0", &s->starting_stack) < 0 ||
        (s->n_chips && multiple_of(L, "starting_stack", st, s->starting_stack,
                                   structure_smallest_chip(s, 0), " at the start") < 0))
        return -1;
    if (read_money_section(L, root, s) < 0 || read_rebuy(L, root, s) < 0 ||
        read_addon(L, root, s) < 0 || read_payouts(L, root, s) < 0)
        return -1;
    if (jv_get(root, "mtt")) {
        structure_mtt_t *m = malloc(sizeof *m);
        if (!m)
            return jv_fail(L, "mtt", "out of memory");
        int rc = read_mtt(L, root, s->table_size, m);
        free(m);
        return rc;
    }
    return 0;
}

/* ---- entry points --------------------------------------------------------------------------- */

int structure_load(const char *name, const char *text, size_t len, structure_t *out, char *err,
                   size_t errlen)
{
    assert(out);
    loader_t L;
    jv_init(&L, name ? name : "(structure)", text, len, err, err ? errlen : 0);
    cJSON *root = NULL;
    int rc = -1;
    if (jv_parse(&L, &root) < 0)
        return -1;
    structure_t s;
    memset(&s, 0, sizeof s);
    if (read_structure(&L, root, &s) < 0)
        goto end;
    *out = s;
    rc = 0;
end:
    cJSON_Delete(root);
    return rc;
}

int structure_load_mtt(const char *name, const char *text, size_t len, structure_mtt_t *out, char *err,
                       size_t errlen)
{
    assert(out);
    loader_t L;
    jv_init(&L, name ? name : "(structure)", text, len, err, err ? errlen : 0);
    cJSON *root = NULL;
    if (jv_parse(&L, &root) < 0)
        return -1;
    structure_mtt_t *m = malloc(sizeof *m);
    int rc = -1;
    if (!m) {
        jv_fail(&L, "mtt", "out of memory");
    } else if (cJSON_IsObject(root) && read_mtt(&L, root, 0, m) == 0) {
        *out = *m;
        rc = 0;
    } else if (!cJSON_IsObject(root)) {
        jv_object(&L, root, "");
    }
    free(m);
    cJSON_Delete(root);
    return rc;
}

/* A structure file's bytes (at most FILE_MAX), or NULL with the reason in err. */
static char *read_structure_file(const char *path, size_t *n, char *err, size_t errlen)
{
    char too_big[32];
    snprintf(too_big, sizeof too_big, "%d bytes", FILE_MAX);
    return text_read_file(path, (size_t)FILE_MAX, too_big, n, err, err ? errlen : 0);
}

int structure_load_mtt_file(const char *path, structure_mtt_t *out, char *err, size_t errlen)
{
    assert(path && out);
    size_t n = 0;
    char *buf = read_structure_file(path, &n, err, errlen);
    if (!buf)
        return -1;
    int rc = structure_load_mtt(path, buf, n, out, err, err ? errlen : 0);
    free(buf);
    return rc;
}

const mtt_tier_t *structure_mtt_tier_for(const structure_mtt_t *m, int n_players)
{
    for (int i = 0; i < m->n_tiers; i++)
        if (n_players >= m->tiers[i].min_players && n_players <= m->tiers[i].max_players)
            return &m->tiers[i];
    return NULL;
}

int structure_mtt_place_bp(const mtt_tier_t *t, int place)
{
    for (int i = 0; t && i < t->n_bands; i++)
        if (place >= t->bands[i].first && place <= t->bands[i].last)
            return t->bands[i].percent_bp;
    return 0;
}

int structure_load_file(const char *path, structure_t *out, char *err, size_t errlen)
{
    assert(path && out);
    size_t n = 0;
    char *buf = read_structure_file(path, &n, err, errlen);
    if (!buf)
        return -1;
    int rc = structure_load(path, buf, n, out, err, err ? errlen : 0);
    free(buf);
    return rc;
}

/* The quick turbo, exactly as levels/turbo.json (test_structure checks they agree). */
int structure_default_chips(chip_denom_t out[STRUCT_MAX_CHIPS])
{
    static const struct {
        int64_t v;
        const char *name;
        uint32_t rgb;
    } SET[] = {{1, "white", 0xF2F0EA}, {5, "red", 0xC62828},     {25, "green", 0x2E7D32},
               {100, "black", 0x212121}, {500, "purple", 0x6A1B9A}, {1000, "yellow", 0xF9A825},
               {5000, "grey", 0x8E9396}, {25000, "pink", 0xE57FA6}};
    int n = (int)(sizeof SET / sizeof SET[0]);
    for (int i = 0; i < n; i++) {
        memset(&out[i], 0, sizeof out[i]);
        out[i].value = SET[i].v;
        snprintf(out[i].name, sizeof out[i].name, "%s", SET[i].name);
        out[i].rgb = SET[i].rgb;
    }
    return n;
}

int structure_chips_from(int64_t smallest, chip_denom_t out[STRUCT_MAX_CHIPS])
{
    chip_denom_t house[STRUCT_MAX_CHIPS];
    int nh = structure_default_chips(house), n = 0;
    if (smallest < 1)
        smallest = 1;
    memset(&out[0], 0, sizeof out[0]);
    out[0].value = smallest;
    snprintf(out[0].name, sizeof out[0].name, "blue");
    out[0].rgb = 0x1565C0;
    for (int i = 0; i < nh; i++)
        if (house[i].value == smallest)
            out[0] = house[i];
    n = 1;
    for (int i = 0; i < nh && n < STRUCT_MAX_CHIPS; i++)
        if (house[i].value > smallest && house[i].value % smallest == 0)
            out[n++] = house[i];
    return n;
}

void structure_default(structure_t *out)
{
    static const struct {
        int64_t sb, bb, ante, remove;
    } LEVELS[] = {
        {10, 20, 0, 0},        {15, 30, 0, 0},        {25, 50, 0, 5},        {50, 100, 0, 0},
        {75, 150, 0, 0},       {100, 200, 25, 0},     {150, 300, 25, 0},     {200, 400, 50, 0},
        {300, 600, 75, 0},     {400, 800, 100, 25},   {600, 1200, 100, 0},   {800, 1600, 200, 0},
        {1000, 2000, 200, 0},  {1500, 3000, 300, 0},  {2000, 4000, 400, 0},  {3000, 6000, 600, 0},
    };
    static const struct {
        int64_t value;
        const char *name;
        uint32_t rgb;
    } CHIPS[] = {
        {5, "red", 0xC62828},       {25, "green", 0x2E7D32},  {100, "black", 0x212121},
        {500, "purple", 0x6A1B9A},  {1000, "yellow", 0xF9A825},
    };
    static const struct {
        int min, max, n;
        int bp[3];
    } TIERS[] = {{2, 3, 1, {10000}}, {4, 6, 2, {6500, 3500}}, {7, 9, 3, {5000, 3000, 2000}}};

    assert(out);
    structure_t s;
    memset(&s, 0, sizeof s);
    snprintf(s.name, sizeof s.name, "Turbo sit-and-go");
    snprintf(s.description, sizeof s.description,
             "A quick sit-and-go for 2 to 9 players: 1,500 chips, blinds up every 9 hands, antes "
             "from level 6; a full table is decided in 75 to 100 hands. No rebuys; the top 3 get "
             "50/30/20.");
    s.table_size = 9;
    s.starting_stack = 1500;
    s.n_levels = (int)(sizeof LEVELS / sizeof LEVELS[0]);
    for (int i = 0; i < s.n_levels; i++) {
        level_t *v = &s.levels[i];
        v->small_blind = LEVELS[i].sb;
        v->big_blind = LEVELS[i].bb;
        v->ante = LEVELS[i].ante;
        v->hands = 9;
        if (LEVELS[i].remove) {
            v->n_remove = 1;
            v->remove_chips[0] = LEVELS[i].remove;
        }
    }
    s.n_chips = (int)(sizeof CHIPS / sizeof CHIPS[0]);
    for (int i = 0; i < s.n_chips; i++) {
        s.chips[i].value = CHIPS[i].value;
        snprintf(s.chips[i].name, sizeof s.chips[i].name, "%s", CHIPS[i].name);
        s.chips[i].rgb = CHIPS[i].rgb;
    }
    memcpy(s.currency, "USD", 4);
    s.buy_in = 1000;
    s.fee = 100;
    s.n_payout_tiers = (int)(sizeof TIERS / sizeof TIERS[0]);
    for (int i = 0; i < s.n_payout_tiers; i++) {
        payout_tier_t *t = &s.payouts[i];
        t->min_players = TIERS[i].min;
        t->max_players = TIERS[i].max;
        t->n_places = TIERS[i].n;
        for (int k = 0; k < t->n_places; k++)
            t->percent_bp[k] = TIERS[i].bp[k];
    }
    *out = s;
}

int structure_level_number(const structure_t *s, int index)
{
    assert(s && index >= 0 && index < s->n_levels);
    if (s->levels[index].is_break)
        return 0;
    int n = 0;
    for (int i = 0; i <= index; i++)
        n += !s->levels[i].is_break;
    return n;
}

const payout_tier_t *structure_payout_for(const structure_t *s, int n_players)
{
    assert(s);
    for (int i = 0; i < s->n_payout_tiers; i++)
        if (n_players >= s->payouts[i].min_players && n_players <= s->payouts[i].max_players)
            return &s->payouts[i];
    return NULL;
}

int64_t structure_smallest_chip(const structure_t *s, int index)
{
    assert(s && index >= 0 && index < s->n_levels);
    int in_play[STRUCT_MAX_CHIPS];
    for (int k = 0; k < STRUCT_MAX_CHIPS; k++)
        in_play[k] = k < s->n_chips;
    for (int i = 0; i <= index; i++)
        for (int r = 0; r < s->levels[i].n_remove; r++)
            for (int k = 0; k < s->n_chips; k++)
                if (s->chips[k].value == s->levels[i].remove_chips[r])
                    in_play[k] = 0;
    return smallest_in_play(s, in_play);
}
