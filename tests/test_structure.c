/* test_structure.c — the tournament-structure loader and jsonloc: the shipped levels/ files,
 * the built-in default, every validation rule's exact message (tests/bad_levels/ fixtures and
 * inline strings), line/column lookup, exact money, untouched outputs, and seeded mutations
 * that must never crash the loader. Files are found under FELT_SOURCE_DIR. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/jsonloc.h"
#include "engine/rng.h"
#include "engine/structure.h"
#include "testlib.h"

#ifndef FELT_SOURCE_DIR
#error "build with -DFELT_SOURCE_DIR=\"/path/to/felt\""
#endif

#define COUNT_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* ---- helpers -------------------------------------------------------------------------------- */

/* Read FELT_SOURCE_DIR/rel into a malloc'd buffer (caller frees); NULL (and a failed check) if
 * it cannot be read. */
static char *read_source(const char *rel, size_t *len)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", FELT_SOURCE_DIR, rel);
    FILE *f = fopen(path, "rb");
    CHECK_MSG(f != NULL, "cannot open %.400s", path);
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            char *bigger = realloc(buf, cap *= 2);
            if (!bigger) {
                free(buf);
                buf = NULL;
            }
            buf = bigger;
        }
    }
    fclose(f);
    *len = n;
    return buf;
}

/* A structure filled with a byte pattern, to see whether a failed load wrote to it. */
static void poison(structure_t *s)
{
    memset(s, 0xA5, sizeof *s);
}

static int is_poisoned(const structure_t *s)
{
    const unsigned char *b = (const unsigned char *)s;
    for (size_t i = 0; i < sizeof *s; i++)
        if (b[i] != 0xA5)
            return 0;
    return 1;
}

/* Load text under `name`; expect failure with exactly `want`, and *out untouched. */
static void expect_error_at(const char *file, int line, const char *name, const char *text,
                            size_t len, const char *want)
{
    structure_t s;
    char err[512] = "(no message)";
    poison(&s);
    int rc = structure_load(name, text, len, &s, err, sizeof err);
    tl.checks++;
    if (rc != -1)
        tl_fail(file, line, "%s: expected the load to fail with \"%s\"; it returned %d", name, want,
                rc);
    else if (strcmp(err, want) != 0)
        tl_fail(file, line, "%s:\n      expected \"%s\"\n           got \"%s\"", name, want, err);
    tl.checks++;
    if (!is_poisoned(&s))
        tl_fail(file, line, "%s: the failed load wrote to *out", name);
}
#define EXPECT_ERROR(name, text, want) \
    expect_error_at(__FILE__, __LINE__, (name), (text), strlen(text), (want))

/* Load text; expect success. */
static int load_ok_at(const char *file, int line, const char *name, const char *text, size_t len,
                      structure_t *s)
{
    char err[512] = "";
    int rc = structure_load(name, text, len, s, err, sizeof err);
    tl.checks++;
    if (rc != 0)
        tl_fail(file, line, "%s: expected to load; got %d: %s", name, rc, err);
    return rc == 0;
}
#define LOAD_OK(name, text, s) load_ok_at(__FILE__, __LINE__, (name), (text), strlen(text), (s))

/* A small valid structure; %s is spliced in as extra top-level members (or ""). */
static const char MINI_FMT[] = "{\n"
                               "  \"name\": \"Mini\",\n"
                               "  \"table_size\": 6,\n"
                               "  \"starting_stack\": 1000,\n"
                               "  \"levels\": [ { \"small_blind\": 10, \"big_blind\": 20, "
                               "\"minutes\": 10 } ],\n"
                               "%s"
                               "  \"payouts\": [ { \"players\": [2, 6], \"percent\": [100] } ]\n"
                               "}\n";

static void mini(char *buf, size_t size, const char *extra)
{
    snprintf(buf, size, MINI_FMT, extra);
}

/* ---- shipped files --------------------------------------------------------------------------- */

static int load_shipped(const char *rel, structure_t *s)
{
    size_t len = 0;
    char *text = read_source(rel, &len);
    if (!text)
        return 0;
    int ok = load_ok_at(__FILE__, __LINE__, rel, text, len, s);
    free(text);
    return ok;
}

static int playing_levels(const structure_t *s)
{
    int n = 0;
    for (int i = 0; i < s->n_levels; i++)
        n += !s->levels[i].is_break;
    return n;
}

/* The index of playing level `number` (1-based). */
static int level_index(const structure_t *s, int number)
{
    for (int i = 0; i < s->n_levels; i++)
        if (structure_level_number(s, i) == number)
            return i;
    return -1;
}

/* Checks every structure must pass beyond the loader: helpers agree, payouts cover the table. */
static void check_consistent(const char *rel, const structure_t *s)
{
    for (int n = 2; n <= s->table_size; n++)
        CHECK_MSG(structure_payout_for(s, n) != NULL, "%s: no payout tier for %d players", rel, n);
    CHECK(structure_payout_for(s, 1) == NULL);
    CHECK(structure_payout_for(s, s->table_size + 1) == NULL);
    for (int i = 0; i < s->n_levels; i++) {
        const level_t *v = &s->levels[i];
        if (v->is_break)
            continue;
        int64_t chip = structure_smallest_chip(s, i);
        CHECK_MSG(v->small_blind % chip == 0 && v->big_blind % chip == 0 && v->ante % chip == 0,
                  "%s: levels[%d] blinds vs chip %lld", rel, i, (long long)chip);
    }
}

static void test_shipped(void)
{
    structure_t s;

    /* the Charity rules: 2000 chips; re-donate 1500 at <= 1200 during the first 7 levels, unlimited,
     * $25; add-on 2500 for $40 */
    if (load_shipped("levels/charity.json", &s)) {
        check_consistent("charity", &s);
        CHECK_EQ_INT(s.starting_stack, 2000);
        CHECK_EQ_INT(s.rebuy_enabled, 1);
        CHECK_EQ_INT(s.rebuy_chips, 1500);
        CHECK_EQ_INT(s.rebuy_max_stack, 1200);
        CHECK_EQ_INT(s.rebuy_last_level, 7);
        CHECK_EQ_INT(s.rebuy_limit, 0);
        CHECK_EQ_INT(s.rebuy_cost, 2500);
        CHECK_EQ_INT(s.addon_enabled, 1);
        CHECK_EQ_INT(s.addon_chips, 2500);
        CHECK_EQ_INT(s.addon_cost, 4000);
        CHECK_EQ_STR(s.currency, "USD");
        /* "the first 7 levels of play (the first 2 hours)": 7 levels and the add-on break */
        int minutes = 0;
        for (int i = 0; i <= level_index(&s, 7) + 1; i++)
            minutes += s.levels[i].minutes;
        CHECK_EQ_INT(minutes, 120);
        CHECK_EQ_INT(s.levels[level_index(&s, 7) + 1].is_break, 1);
        /* the description is for players (re-donations, the add-on); the source is in the notes */
        CHECK(strstr(s.description, "re-donate") != NULL && strstr(s.description, "add-on") != NULL);
        CHECK(strstr(s.description, "Charity rules") == NULL);
    }

    /* the Home rules: freeze-out, $10 for 1000 chips, seven half-hour levels, 50/30/20 */
    if (load_shipped("levels/home.json", &s)) {
        static const int64_t blinds[7][2] = {{5, 10},  {10, 20}, {15, 30}, {20, 40},
                                             {25, 50}, {50, 100}, {100, 200}};
        check_consistent("home", &s);
        CHECK_EQ_INT(s.starting_stack, 1000);
        CHECK_EQ_INT(s.rebuy_enabled, 0);
        CHECK_EQ_INT(s.addon_enabled, 0);
        CHECK_EQ_INT(s.buy_in, 1000);
        for (int k = 0; k < 7; k++) {
            const level_t *v = &s.levels[level_index(&s, k + 1)];
            CHECK_EQ_INT(v->small_blind, blinds[k][0]);
            CHECK_EQ_INT(v->big_blind, blinds[k][1]);
            CHECK_EQ_INT(v->minutes, 30);
            CHECK_EQ_INT(v->ante, 0);
        }
        CHECK(playing_levels(&s) > 7); /* play goes on until one player has all the chips */
        static const int64_t values[7] = {1, 5, 25, 100, 500, 1000, 5000};
        static const char *const names[7] = {"white", "red", "green", "black",
                                             "purple", "yellow", "grey"};
        CHECK_EQ_INT(s.n_chips, 7);
        for (int k = 0; k < 7 && k < s.n_chips; k++) {
            CHECK_EQ_INT(s.chips[k].value, values[k]);
            CHECK_EQ_STR(s.chips[k].name, names[k]);
        }
        for (int n = 3; n <= 10; n++) {
            const payout_tier_t *t = structure_payout_for(&s, n);
            if (!t)
                continue;
            CHECK_EQ_INT(t->n_places, 3);
            CHECK_EQ_INT(t->percent_bp[0], 5000);
            CHECK_EQ_INT(t->percent_bp[1], 3000);
            CHECK_EQ_INT(t->percent_bp[2], 2000);
        }
        CHECK(strstr(s.description, "freeze-out") != NULL && strstr(s.description, "Home rules") == NULL);
    }

    /* the Club rules: R1000 for 1000 chips, blinds double every 30 minutes, rebuy R500 for 500 at
     * <= 10 % (100) until the halftime break */
    if (load_shipped("levels/club.json", &s)) {
        check_consistent("club", &s);
        CHECK_EQ_INT(s.starting_stack, 1000);
        CHECK_EQ_STR(s.currency, "ZAR");
        CHECK_EQ_INT(s.buy_in, 100000);
        CHECK_EQ_INT(s.rebuy_chips, 500);
        CHECK_EQ_INT(s.rebuy_cost, 50000);
        CHECK_EQ_INT(s.rebuy_max_stack, s.starting_stack / 10);
        CHECK_EQ_INT(s.rebuy_limit, 0);
        CHECK_EQ_INT(s.addon_enabled, 0);
        int last = level_index(&s, s.rebuy_last_level);
        CHECK(last >= 0 && last + 1 < s.n_levels && s.levels[last + 1].is_break);
        for (int i = 1; i <= last; i++) {
            CHECK_EQ_INT(s.levels[i].big_blind, 2 * s.levels[i - 1].big_blind);
            CHECK_EQ_INT(s.levels[i].small_blind, 2 * s.levels[i - 1].small_blind);
        }
        for (int i = 0; i < s.n_levels; i++)
            if (!s.levels[i].is_break)
                CHECK_EQ_INT(s.levels[i].minutes, 30);
        CHECK(strstr(s.description, "rebuy") != NULL && strstr(s.description, "Club rules") == NULL);
    }

    /* the quick turbo: levels by hands, ~1500 chips, 9 seats, top 3 paid from 7 players */
    if (load_shipped("levels/turbo.json", &s)) {
        check_consistent("turbo", &s);
        CHECK_EQ_INT(s.table_size, 9);
        CHECK_EQ_INT(s.starting_stack, 1500);
        int removals = 0;
        for (int i = 0; i < s.n_levels; i++) {
            CHECK_EQ_INT(s.levels[i].is_break, 0);
            CHECK(s.levels[i].hands >= 8 && s.levels[i].hands <= 10);
            CHECK_EQ_INT(s.levels[i].minutes, 0);
            removals += s.levels[i].n_remove;
        }
        CHECK(removals >= 1);
        for (int n = 2; n <= 9; n++) {
            const payout_tier_t *t = structure_payout_for(&s, n);
            if (t)
                CHECK_EQ_INT(t->n_places, n >= 7 ? 3 : n >= 4 ? 2 : 1);
        }
    }
}

/* ---- the default is levels/turbo.json -------------------------------------------------------- */

/* First difference between two structures, or NULL. */
static const char *differ(const structure_t *a, const structure_t *b, char *buf, size_t size)
{
#define SAME(f)                                                                              \
    do {                                                                                     \
        if ((a->f) != (b->f)) {                                                              \
            snprintf(buf, size, "%s: %lld vs %lld", #f, (long long)(a->f), (long long)(b->f)); \
            return buf;                                                                      \
        }                                                                                    \
    } while (0)
#define SAME_STR(f)                                                                          \
    do {                                                                                     \
        if (strcmp(a->f, b->f) != 0) {                                                      \
            snprintf(buf, size, "%s: \"%.80s\" vs \"%.80s\"", #f, a->f, b->f);                 \
            return buf;                                                                      \
        }                                                                                    \
    } while (0)
    SAME_STR(name);
    SAME_STR(description);
    SAME(table_size);
    SAME(starting_stack);
    SAME(n_levels);
    for (int i = 0; i < a->n_levels; i++) {
        SAME(levels[i].is_break);
        SAME(levels[i].small_blind);
        SAME(levels[i].big_blind);
        SAME(levels[i].ante);
        SAME(levels[i].minutes);
        SAME(levels[i].hands);
        SAME(levels[i].n_remove);
        for (int r = 0; r < a->levels[i].n_remove; r++)
            SAME(levels[i].remove_chips[r]);
    }
    SAME(n_chips);
    for (int i = 0; i < a->n_chips; i++) {
        SAME(chips[i].value);
        SAME_STR(chips[i].name);
        SAME(chips[i].rgb);
    }
    SAME_STR(currency);
    SAME(buy_in);
    SAME(fee);
    SAME(rebuy_enabled);
    SAME(rebuy_chips);
    SAME(rebuy_cost);
    SAME(rebuy_max_stack);
    SAME(rebuy_last_level);
    SAME(rebuy_limit);
    SAME(addon_enabled);
    SAME(addon_chips);
    SAME(addon_cost);
    SAME(n_payout_tiers);
    for (int i = 0; i < a->n_payout_tiers; i++) {
        SAME(payouts[i].min_players);
        SAME(payouts[i].max_players);
        SAME(payouts[i].n_places);
        for (int k = 0; k < a->payouts[i].n_places; k++)
            SAME(payouts[i].percent_bp[k]);
    }
    return NULL;
#undef SAME
#undef SAME_STR
}

static void test_default_is_turbo(void)
{
    structure_t file, def;
    char buf[256];
    if (!load_shipped("levels/turbo.json", &file))
        return;
    poison(&def);
    structure_default(&def);
    const char *d = differ(&def, &file, buf, sizeof buf);
    CHECK_MSG(d == NULL, "structure_default() vs levels/turbo.json differ at %s", d);
    /* the comparison itself can fail */
    def.levels[3].big_blind++;
    CHECK(differ(&def, &file, buf, sizeof buf) != NULL);
}

/* ---- helpers: level numbers, payout tiers, smallest chip -------------------------------------- */

static void test_helpers(void)
{
    structure_t s;
    if (!load_shipped("levels/charity.json", &s))
        return;
    /* 7 levels, a break, 7 levels, a break, 8 levels */
    CHECK_EQ_INT(structure_level_number(&s, 0), 1);
    CHECK_EQ_INT(structure_level_number(&s, 6), 7);
    CHECK_EQ_INT(structure_level_number(&s, 7), 0);
    CHECK_EQ_INT(structure_level_number(&s, 8), 8);
    CHECK_EQ_INT(structure_level_number(&s, 15), 0);
    CHECK_EQ_INT(structure_level_number(&s, 16), 15);
    CHECK_EQ_INT(structure_level_number(&s, s.n_levels - 1), 22);
    /* colour-ups: 5s leave at level 3, 25s at level 8 (after the add-on break) */
    CHECK_EQ_INT(structure_smallest_chip(&s, 0), 5);
    CHECK_EQ_INT(structure_smallest_chip(&s, 1), 5);
    CHECK_EQ_INT(structure_smallest_chip(&s, 2), 25);
    CHECK_EQ_INT(structure_smallest_chip(&s, 7), 25);
    CHECK_EQ_INT(structure_smallest_chip(&s, 8), 100);
    CHECK_EQ_INT(structure_smallest_chip(&s, s.n_levels - 1), 100);
    const payout_tier_t *t = structure_payout_for(&s, 2);
    CHECK(t && t->min_players == 2 && t->n_places == 1 && t->percent_bp[0] == 10000);
    t = structure_payout_for(&s, 6);
    CHECK(t && t->min_players == 5 && t->max_players == 6 && t->percent_bp[1] == 3500);
    CHECK(structure_payout_for(&s, 10) && structure_payout_for(&s, 10)->n_places == 3);
    CHECK(structure_payout_for(&s, 0) == NULL);
    CHECK(structure_payout_for(&s, 11) == NULL);

    /* no chip set: the smallest chip is 1 */
    char text[1024];
    mini(text, sizeof text, "");
    if (LOAD_OK("mini.json", text, &s)) {
        CHECK_EQ_INT(s.n_chips, 0);
        CHECK_EQ_INT(structure_smallest_chip(&s, 0), 1);
        CHECK_EQ_INT(structure_level_number(&s, 0), 1);
        CHECK_EQ_STR(s.description, "");
        CHECK_EQ_STR(s.currency, "");
        CHECK_EQ_INT(s.buy_in, 0);
        CHECK_EQ_INT(s.rebuy_enabled, 0);
    }
    /* home: two denominations leave at once, smallest first */
    if (load_shipped("levels/home.json", &s)) {
        int i = level_index(&s, 6);
        CHECK_EQ_INT(s.levels[i].n_remove, 2);
        CHECK_EQ_INT(s.levels[i].remove_chips[0], 1);
        CHECK_EQ_INT(s.levels[i].remove_chips[1], 5);
        CHECK_EQ_INT(structure_smallest_chip(&s, i - 1), 1);
        CHECK_EQ_INT(structure_smallest_chip(&s, i), 25);
    }
}

/* ---- money and percentages -------------------------------------------------------------------- */

static void expect_fee(const char *json, int64_t cents)
{
    char extra[128], text[1024];
    structure_t s;
    snprintf(extra, sizeof extra, "  \"fee\": %s,\n", json);
    mini(text, sizeof text, extra);
    if (LOAD_OK(json, text, &s))
        CHECK_MSG(s.fee == cents, "fee %s: %lld cents, wanted %lld", json, (long long)s.fee,
                  (long long)cents);
}

static void expect_fee_error(const char *json, const char *want_tail)
{
    char extra[128], text[1024], want[256];
    snprintf(extra, sizeof extra, "  \"fee\": %s,\n", json);
    mini(text, sizeof text, extra);
    snprintf(want, sizeof want, "m.json:6: fee: %s", want_tail);
    EXPECT_ERROR("m.json", text, want);
}

static void test_money(void)
{
    expect_fee("\"4.40\"", 440);
    expect_fee("4.40", 440);
    expect_fee("4.4", 440);
    expect_fee("\"4.4\"", 440);
    expect_fee("4", 400);
    expect_fee("\"4\"", 400);
    expect_fee("0.05", 5);
    expect_fee("\"0.10\"", 10);
    expect_fee("0.29", 29);      /* 0.29 is 0.28999... as a double */
    expect_fee("1.15", 115);     /* 1.15 is 1.14999... as a double */
    expect_fee("9999999999.99", INT64_C(999999999999)); /* no double rounding at the top */
    expect_fee("0", 0);
    expect_fee("10000000000", INT64_C(1000000000000));
    expect_fee_error("\"4.405\"", "expected an amount with at most 2 decimals, got \"4.405\"");
    expect_fee_error("4.405", "expected an amount with at most 2 decimals, got 4.405");
    expect_fee_error("\"4.\"", "expected an amount with at most 2 decimals, got \"4.\"");
    expect_fee_error("\".5\"", "expected an amount with at most 2 decimals, got \".5\"");
    expect_fee_error("\"$4.40\"", "expected an amount with at most 2 decimals, got \"$4.40\"");
    expect_fee_error("\" 4.40\"", "expected an amount with at most 2 decimals, got \" 4.40\"");
    expect_fee_error("\"\"", "expected an amount with at most 2 decimals, got \"\"");
    expect_fee_error("4e2", "expected an amount with at most 2 decimals, got 4e2");
    expect_fee_error("true", "expected an amount with at most 2 decimals, got true");
    expect_fee_error("null", "expected an amount with at most 2 decimals, got null");
    expect_fee_error("[4]", "expected an amount with at most 2 decimals, got an array");
    expect_fee_error("-1", "expected an amount >= 0, got -1");
    expect_fee_error("\"-0.01\"", "expected an amount >= 0, got \"-0.01\"");
    expect_fee_error("10000000000.01", "expected an amount <= 10000000000, got 10000000000.01");
    expect_fee_error("99999999999999999999999",
                     "expected an amount <= 10000000000, got 99999999999999999999999");

    /* percentages: up to 2 decimals, exact basis points */
    char text[1024];
    structure_t s;
    snprintf(text, sizeof text,
             "{ \"name\": \"P\", \"table_size\": 3, \"starting_stack\": 100,\n"
             "  \"levels\": [ { \"small_blind\": 1, \"big_blind\": 2, \"hands\": 5 } ],\n"
             "  \"payouts\": [ { \"players\": [2, 2], \"percent\": [\"62.5\", 37.5] },\n"
             "                 { \"players\": [3, 3], \"percent\": [33.34, 33.33, \"33.33\"] } ] }");
    if (LOAD_OK("p.json", text, &s)) {
        CHECK_EQ_INT(s.payouts[0].percent_bp[0], 6250);
        CHECK_EQ_INT(s.payouts[0].percent_bp[1], 3750);
        CHECK_EQ_INT(s.payouts[1].percent_bp[0], 3334);
        CHECK_EQ_INT(s.payouts[1].percent_bp[1], 3333);
        CHECK_EQ_INT(s.payouts[1].percent_bp[2], 3333);
    }
    /* a sum that a double would get "right" by rounding is still checked in basis points */
    snprintf(text, sizeof text,
             "{ \"name\": \"P\", \"table_size\": 3, \"starting_stack\": 100,\n"
             "  \"levels\": [ { \"small_blind\": 1, \"big_blind\": 2, \"hands\": 5 } ],\n"
             "  \"payouts\": [ { \"players\": [2, 3], \"percent\": [50.01, 50] } ] }");
    EXPECT_ERROR("p.json", text,
                 "p.json:3: payouts[0].percent: expected percentages that add up to 100, got a "
                 "total of 100.01");
    snprintf(text, sizeof text,
             "{ \"name\": \"P\", \"table_size\": 3, \"starting_stack\": 100,\n"
             "  \"levels\": [ { \"small_blind\": 1, \"big_blind\": 2, \"hands\": 5 } ],\n"
             "  \"payouts\": [ { \"players\": [2, 3], \"percent\": [100.01] } ] }");
    EXPECT_ERROR("p.json", text,
                 "p.json:3: payouts[0].percent[0]: expected a percentage <= 100, got 100.01");
}

/* ---- every rule's fixture, with its exact message --------------------------------------------- */

static const struct {
    const char *file; /* under tests/bad_levels/ */
    const char *message;
} FIXTURES[] = {
    /* syntax: line and column of cJSON's error pointer */
    {"syntax_trailing_comma", ":26:3: syntax error near ']'"},
    {"syntax_missing_colon", ":4:16: syntax error near '6'"},
    {"syntax_truncated", ":23:3: syntax error near end of file"},
    {"syntax_smart_quotes", ":2:11: syntax error near '\xe2\x80\x9c'"},
    {"syntax_trailing_text", ":28:1: syntax error near 'e'"},
    /* keys: typos are errors, named */
    {"unknown_top_level_key",
     ":5: starting_stak: expected a key among name, description, table_size, starting_stack, "
     "chips, levels, currency, buy_in, fee, rebuy, addon, payouts, mtt, notes, got unknown key "
     "\"starting_stak\""},
    {"unknown_level_key",
     ":13: levels[1].minuts: expected a key among small_blind, big_blind, ante, minutes, hands, "
     "remove_chips, got unknown key \"minuts\""},
    {"duplicate_key", ":14: levels[2].minutes: expected each key once, got \"minutes\" again"},
    {"break_with_blinds",
     ":14: levels[2].small_blind: expected a key among break, minutes, got unknown key "
     "\"small_blind\""},
    /* top level */
    {"top_level_array", ":1: top level: expected an object, got an array"},
    {"name_missing", ":1: name: expected a string of 1 to 63 bytes, got nothing"},
    {"name_too_long",
     ":2: name: expected a string of 1 to 63 bytes, got \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...\""},
    {"description_deep_nesting", ":3: description: expected a string, got an array"},
    /* the maker's notes: a string like the description, never shown */
    {"notes_not_a_string", ":4: notes: expected a string, got 42"},
    {"table_size_too_big", ":4: table_size: expected an integer from 2 to 10, got 11"},
    {"table_size_fraction", ":4: table_size: expected an integer, got 1.5"},
    {"table_size_string", ":4: table_size: expected an integer, got \"6\""},
    {"starting_stack_zero", ":5: starting_stack: expected an integer > 0, got 0"},
    {"starting_stack_huge",
     ":5: starting_stack: expected an integer <= 1000000000000, got 99999999999999999999"},
    {"starting_stack_not_a_multiple",
     ":5: starting_stack: expected a multiple of 5 (the smallest chip in play at the start), got "
     "1002"},
    /* chips */
    {"chips_not_ascending",
     ":8: chips[1].value: expected an integer > 5 (chips ascend, each above the one before), got "
     "5"},
    {"chips_bad_rgb", ":8: chips[1].rgb: expected a colour \"#RRGGBB\" (6 hex digits), got \"#2E7D3\""},
    {"chips_null_color", ":9: chips[2].color: expected a string, got null"},
    /* levels */
    {"levels_empty", ":11: levels: expected at least one playing level, got none"},
    {"levels_only_breaks", ":11: levels: expected at least one playing level, got only breaks"},
    {"levels_end_with_break",
     ":17: levels[5]: expected a playing level last (play stays at the last level), got a break"},
    {"level_not_an_object", ":13: levels[1]: expected an object, got 15"},
    {"small_blind_zero", ":12: levels[0].small_blind: expected an integer > 0, got 0"},
    {"small_blind_negative", ":12: levels[0].small_blind: expected an integer > 0, got -10"},
    {"small_blind_decreases",
     ":13: levels[1].small_blind: expected an integer >= 10 (the small blind of levels[0]), got 5"},
    {"big_blind_missing",
     ":13: levels[1].big_blind: expected an integer >= 20 (the big blind of levels[0]), got "
     "nothing"},
    {"big_blind_below_small_blind",
     ":16: levels[4].big_blind: expected an integer >= small_blind (200), got 150"},
    {"big_blind_decreases",
     ":13: levels[1].big_blind: expected an integer >= 20 (the big blind of levels[0]), got 15"},
    {"ante_negative", ":16: levels[4].ante: expected an integer >= 0, got -25"},
    {"ante_fraction", ":16: levels[4].ante: expected an integer, got 2.5e1"},
    {"minutes_and_hands",
     ":13: levels[1].hands: expected no hands beside minutes (a level has one length), got 8"},
    {"no_length", ":13: levels[1]: expected a length in minutes or hands, got neither"},
    {"mixed_measures",
     ":13: levels[1].hands: expected minutes as in levels[0] (all playing levels use one "
     "measure), got hands"},
    {"minutes_zero", ":12: levels[0].minutes: expected an integer from 1 to 1440, got 0"},
    {"break_not_true", ":14: levels[2].break: expected true, got false"},
    {"break_without_minutes", ":14: levels[2].minutes: expected an integer from 1 to 1440, got nothing"},
    {"blind_not_a_multiple",
     ":13: levels[1].big_blind: expected a multiple of 5 (the smallest chip in play), got 32"},
    {"blind_not_a_multiple_after_colour_up",
     ":16: levels[4].small_blind: expected a multiple of 25 (the smallest chip in play), got 60"},
    {"remove_unknown_chip",
     ":15: levels[3].remove_chips[0]: expected a value listed in chips (5, 25, 100), got 50"},
    {"remove_not_smallest",
     ":15: levels[3].remove_chips[0]: expected the smallest chip in play (5) to go first, got 25"},
    {"remove_twice",
     ":16: levels[4].remove_chips[0]: expected a chip still in play (25, 100), got 5"},
    {"remove_last_chip",
     ":15: levels[3].remove_chips[2]: expected at least one chip to stay in play, got the last "
     "one, 100"},
    {"remove_not_an_array", ":15: levels[3].remove_chips: expected an array, got 5"},
    /* money */
    {"buy_in_three_decimals", ":19: buy_in: expected an amount with at most 2 decimals, got \"4.405\""},
    {"fee_negative", ":20: fee: expected an amount >= 0, got -0.5"},
    {"fee_exponent", ":20: fee: expected an amount with at most 2 decimals, got 5e-1"},
    {"currency_lowercase",
     ":18: currency: expected a currency code of 3 capital letters (\"USD\") or \"\" for play "
     "money, got \"usd\""},
    /* rebuy and add-on */
    {"rebuy_chips_zero", ":21: rebuy.chips: expected an integer > 0, got 0"},
    {"rebuy_max_stack_negative",
     ":21: rebuy.max_stack: expected an integer >= 0 (0 = only when busted), got -1"},
    {"rebuy_last_level_too_big",
     ":21: rebuy.last_level: expected an integer from 1 to 4 (the number of playing levels), got 5"},
    {"rebuy_limit_zero",
     ":21: rebuy.limit: expected an integer from 1 to 1000000, or null for no limit (leave out "
     "rebuy for none), got 0"},
    {"rebuy_chips_not_a_multiple",
     ":21: rebuy.chips: expected a multiple of 25 (the smallest chip in play at level 3), got 1010"},
    {"rebuy_cost_missing",
     ":21: rebuy.cost: expected an amount >= 0 with at most 2 decimals, got nothing"},
    {"addon_without_rebuy",
     ":21: addon: expected a rebuy section as well (the add-on closes the rebuy period, the Charity rules), "
     "got an add-on alone"},
    {"addon_chips_not_a_multiple",
     ":22: addon.chips: expected a multiple of 25 (the smallest chip in play at level 3), got 1510"},
    /* payouts */
    {"payouts_start_above_two",
     ":24: payouts[0].players[0]: expected 2 (tiers start at 2 players), got 3"},
    {"payouts_gap", ":25: payouts[1].players[0]: expected 4 (the tier before ends at 3), got 5"},
    {"payouts_overlap", ":25: payouts[1].players[0]: expected 4 (the tier before ends at 3), got 3"},
    {"payouts_short_of_table_size",
     ":25: payouts[1].players[1]: expected 6 (table_size: the tiers cover every field from 2 to "
     "table_size), got 5"},
    {"payouts_past_table_size",
     ":25: payouts[1].players[1]: expected an integer from 4 (players[0]) to 6 (table_size), got 7"},
    {"payouts_max_below_min",
     ":25: payouts[1].players[1]: expected an integer from 4 (players[0]) to 6 (table_size), got 3"},
    {"payouts_players_one_value",
     ":25: payouts[1].players: expected [min, max] player counts, got 1 value"},
    {"payouts_extra_tier",
     ":26: payouts[2]: expected no more tiers (payouts[1] already reaches table_size, 6), got "
     "another"},
    {"payouts_sum_not_100",
     ":25: payouts[1].percent: expected percentages that add up to 100, got a total of 99.99"},
    {"payouts_increase",
     ":25: payouts[1].percent[1]: expected a percentage <= 40 (the place above), got 60"},
    {"payouts_zero_percent", ":25: payouts[1].percent[1]: expected a percentage > 0, got 0"},
    {"payouts_three_decimals",
     ":25: payouts[1].percent[0]: expected a percentage with at most 2 decimals, got 66.667"},
    {"payouts_more_places_than_players",
     ":24: payouts[0].percent: expected at most 2 places (the tier starts at 2 players), got 3"},
};

static void test_bad_fixtures(void)
{
    for (int i = 0; i < COUNT_OF(FIXTURES); i++) {
        char rel[256], want[1024];
        snprintf(rel, sizeof rel, "tests/bad_levels/%s.json", FIXTURES[i].file);
        snprintf(want, sizeof want, "%s%s", rel, FIXTURES[i].message);
        size_t len = 0;
        char *text = read_source(rel, &len);
        if (!text)
            continue;
        expect_error_at(__FILE__, __LINE__, rel, text, len, want);
        free(text);
    }
    /* base.json, which every fixture varies, is itself valid */
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/bad_levels/base.json", FELT_SOURCE_DIR);
    structure_t s;
    char err[512];
    CHECK_MSG(structure_load_file(path, &s, err, sizeof err) == 0,
              "the fixtures' base file should load: %.400s", err);
    /* every fixture on disk is in the table, so none is silently skipped */
    snprintf(path, sizeof path, "%s/tests/bad_levels", FELT_SOURCE_DIR);
    DIR *dir = opendir(path);
    CHECK_MSG(dir != NULL, "cannot list %.400s", path);
    int on_disk = 0;
    for (struct dirent *e; dir && (e = readdir(dir)) != NULL;) {
        size_t n = strlen(e->d_name);
        if (n < 6 || strcmp(e->d_name + n - 5, ".json") != 0 || !strcmp(e->d_name, "base.json"))
            continue;
        on_disk++;
        int listed = 0;
        for (int i = 0; i < COUNT_OF(FIXTURES); i++)
            if (strlen(FIXTURES[i].file) == n - 5 && !strncmp(FIXTURES[i].file, e->d_name, n - 5))
                listed = 1;
        CHECK_MSG(listed, "tests/bad_levels/%s has no expected message in FIXTURES", e->d_name);
    }
    if (dir)
        closedir(dir);
    CHECK_EQ_INT(on_disk, COUNT_OF(FIXTURES));
}

/* ---- inline bad values: types, nulls, strings, huge numbers, nesting -------------------------- */

static void test_bad_values(void)
{
    char text[4096], extra[2048];
    struct {
        const char *member; /* spliced into MINI_FMT at line 6 */
        const char *message;
    } cases[] = {
        {"\"description\": null,", "x.json:6: description: expected a string, got null"},
        {"\"description\": 5,", "x.json:6: description: expected a string, got 5"},
        {"\"description\": \"two\\nlines\",",
         "x.json:6: description: expected a string on one line without control characters, got "
         "\"two\\nlines\""},
        {"\"currency\": \"EURO\",",
         "x.json:6: currency: expected a currency code of 3 capital letters (\"USD\") or \"\" for "
         "play money, got \"EURO\""},
        {"\"buy_in\": {},", "x.json:6: buy_in: expected an amount with at most 2 decimals, got an object"},
        {"\"rebuy\": [],", "x.json:6: rebuy: expected an object, got an array"},
        {"\"rebuy\": { \"chips\": 100, \"cost\": 1, \"max_stack\": 0, \"last_level\": 1, "
         "\"limit\": 1.0 },",
         "x.json:6: rebuy.limit: expected an integer, got 1.0"},
        {"\"rebuy\": { \"chips\": 1e2, \"cost\": 1, \"max_stack\": 0, \"last_level\": 1 },",
         "x.json:6: rebuy.chips: expected an integer, got 1e2"},
        {"\"rebuy\": { \"chips\": -99999999999999999999, \"cost\": 1, \"max_stack\": 0, "
         "\"last_level\": 1 },",
         "x.json:6: rebuy.chips: expected an integer > 0, got -99999999999999999999"},
        {"\"rebuy\": { \"chips\": 100, \"cost\": 1, \"max_stack\": 0, \"last_level\": 1, "
         "\"Limit\": 2 },",
         "x.json:6: rebuy.Limit: expected a key among chips, cost, max_stack, last_level, limit, "
         "got unknown key \"Limit\""},
        {"\"addon\": { \"chips\": 100, \"cost\": 1 },",
         "x.json:6: addon: expected a rebuy section as well (the add-on closes the rebuy period, "
         "the Charity rules), got an add-on alone"},
        {"\"a.b\\\"c\": 1,",
         "x.json:6: [\"a.b\\\"c\"]: expected a key among name, description, table_size, "
         "starting_stack, chips, levels, currency, buy_in, fee, rebuy, addon, payouts, mtt, notes, got "
         "unknown key \"a.b\\\"c\""},
        {"\"chips\": [],",
         "x.json:6: chips: expected 1 to 10 chip denominations (or no chips key), got none"},
        {"\"chips\": [ { \"value\": 10, \"color\": \"\", \"rgb\": \"#000000\" } ],",
         "x.json:6: chips[0].color: expected a string of 1 to 15 bytes, got \"\""},
        {"\"chips\": [ { \"value\": 10, \"color\": \"blue\", \"rgb\": \"#00000G\" } ],",
         "x.json:6: chips[0].rgb: expected a colour \"#RRGGBB\" (6 hex digits), got \"#00000G\""},
        {"\"chips\": [ { \"value\": 10, \"color\": \"blue\" } ],",
         "x.json:6: chips[0].rgb: expected a colour \"#RRGGBB\" (6 hex digits), got nothing"},
    };
    for (int i = 0; i < COUNT_OF(cases); i++) {
        snprintf(extra, sizeof extra, "  %s\n", cases[i].member);
        mini(text, sizeof text, extra);
        EXPECT_ERROR("x.json", text, cases[i].message);
    }

    /* a value nested 900 deep (within cJSON's limit) is an array, said in two words */
    size_t o = 0;
    o += (size_t)snprintf(extra + o, sizeof extra - o, "  \"description\": ");
    for (int k = 0; k < 900; k++)
        extra[o++] = '[';
    for (int k = 0; k < 900; k++)
        extra[o++] = ']';
    snprintf(extra + o, sizeof extra - o, ",\n");
    mini(text, sizeof text, extra);
    EXPECT_ERROR("x.json", text, "x.json:6: description: expected a string, got an array");

    /* chips given with no chip set to remove from */
    EXPECT_ERROR("r.json",
                 "{ \"name\": \"R\", \"table_size\": 2, \"starting_stack\": 100,\n"
                 "  \"levels\": [ { \"small_blind\": 1, \"big_blind\": 2, \"hands\": 5,\n"
                 "                  \"remove_chips\": [1] } ],\n"
                 "  \"payouts\": [ { \"players\": [2, 2], \"percent\": [100] } ] }",
                 "r.json:3: levels[0].remove_chips[0]: expected a value listed in chips (there "
                 "are none), got 1");
    /* levels and payouts missing or mistyped */
    EXPECT_ERROR("r.json", "{ \"name\": \"R\", \"table_size\": 2, \"starting_stack\": 100 }",
                 "r.json:1: levels: expected an array of levels, got nothing");
    EXPECT_ERROR("r.json",
                 "{ \"name\": \"R\", \"table_size\": 2, \"starting_stack\": 100,\n"
                 "  \"levels\": [ { \"small_blind\": 1, \"big_blind\": 2, \"hands\": 5 } ] }",
                 "r.json:1: payouts: expected an array of payout tiers, got nothing");
    EXPECT_ERROR("r.json",
                 "{ \"name\": \"R\", \"table_size\": 2, \"starting_stack\": 100,\n"
                 "  \"levels\": { \"small_blind\": 1 } }",
                 "r.json:2: levels: expected an array, got an object");
    EXPECT_ERROR("r.json",
                 "{ \"name\": \"R\", \"table_size\": 2, \"starting_stack\": 100,\n"
                 "  \"levels\": [ { \"small_blind\": 1, \"big_blind\": 2, \"hands\": 5 } ],\n"
                 "  \"payouts\": [ { \"players\": [2, 2], \"percent\": [] } ] }",
                 "r.json:3: payouts[0].percent: expected 1 to 2 percentages, got none");
    /* too many levels */
    o = 0;
    o += (size_t)snprintf(text + o, sizeof text - o,
                          "{ \"name\": \"R\", \"table_size\": 2, \"starting_stack\": 100,\n"
                          "  \"levels\": [\n");
    for (int k = 0; k < 65; k++)
        o += (size_t)snprintf(text + o, sizeof text - o, "%s{\"break\": true, \"minutes\": 1}",
                              k ? "," : "");
    snprintf(text + o, sizeof text - o, "] }");
    EXPECT_ERROR("r.json", text, "r.json:2: levels: expected at most 64 levels and breaks, got 65");
}

/* ---- syntax errors: line and column ---------------------------------------------------------- */

static void test_syntax(void)
{
    EXPECT_ERROR("s.json", "", "s.json:1:1: syntax error near end of file");
    EXPECT_ERROR("s.json", "   \n  ", "s.json:2:3: syntax error near end of file");
    EXPECT_ERROR("s.json", "{\n  \"name\": \"x\",\n  }", "s.json:3:3: syntax error near '}'");
    EXPECT_ERROR("s.json", "{ \"a\": tru }", "s.json:1:8: syntax error near 't'");
    EXPECT_ERROR("s.json", "{ \"a\": 1 } {", "s.json:1:12: syntax error near '{'");
    EXPECT_ERROR("s.json", "{ \"a\": \"unterminated", "s.json:1:21: syntax error near end of file");
    EXPECT_ERROR("s.json", "\xEF\xBB\xBF{ ]", "s.json:1:3: syntax error near ']'");
    EXPECT_ERROR("s.json", "{ \"caf\xC3\xA9\": x }", "s.json:1:11: syntax error near 'x'");
    /* a NUL byte inside the text: the length rules, not the terminator */
    const char nul[] = "{ \"a\": 1 }\0 ";
    expect_error_at(__FILE__, __LINE__, "s.json", nul, sizeof nul - 1,
                    "s.json:1:11: syntax error: a NUL byte");
    /* what cJSON would let through */
    EXPECT_ERROR("s.json", "{ \"name\": \"ab\\u0000cd\" }", "s.json:1:15: syntax error: a NUL character (\\u0000) in a string");
    EXPECT_ERROR("s.json", "{ \"name\": \"caf\xE9\" }", "s.json:1:15: syntax error: invalid UTF-8 (the file must be UTF-8 text)");
    EXPECT_ERROR("s.json", "{ \"name\": \"\xC0\xAF\" }", "s.json:1:12: syntax error: invalid UTF-8 (the file must be UTF-8 text)");
    EXPECT_ERROR("s.json", "{ \"table_size\": 09 }", "s.json:1:17: syntax error: a number with a leading zero (JSON numbers have none)");
    EXPECT_ERROR("s.json", "\xEF\xBB\xBF\xEF\xBB\xBF{ }", "s.json:1:1: syntax error: a second byte-order mark (the file starts with two)");
    /* nesting beyond cJSON's limit is a syntax error, not a crash */
    size_t n = 5000;
    char *deep = malloc(2 * n + 1);
    if (deep) {
        memset(deep, '[', n);
        memset(deep + n, ']', n);
        deep[2 * n] = '\0';
        structure_t s;
        char err[256] = "";
        poison(&s);
        CHECK_EQ_INT(structure_load("d.json", deep, 2 * n, &s, err, sizeof err), -1);
        CHECK_MSG(strncmp(err, "d.json:1:", 9) == 0 && strstr(err, "syntax error near '['"),
                  "%s", err);
        CHECK(is_poisoned(&s));
        free(deep);
    }
    /* a byte-order mark is skipped and does not count as a column */
    structure_t s;
    char text[1024];
    mini(text, sizeof text, "");
    char bom[1100];
    snprintf(bom, sizeof bom, "\xEF\xBB\xBF%s", text);
    LOAD_OK("bom.json", bom, &s);
    /* a message never overflows a small buffer, and no buffer is fine too */
    char tiny[12];
    memset(tiny, 'x', sizeof tiny);
    CHECK_EQ_INT(structure_load("long-file-name.json", "{", 1, &s, tiny, sizeof tiny), -1);
    CHECK_EQ_STR(tiny, "long-file-n");
    CHECK_EQ_INT(structure_load("n.json", "{", 1, &s, NULL, 0), -1);
    CHECK_EQ_INT(structure_load("n.json", "{\"name\": 1}", 11, &s, NULL, 0), -1);
}

/* ---- jsonloc --------------------------------------------------------------------------------- */

static const char LOC_TEXT[] =
    "{\n"                                                       /* 1 */
    "  \"levels\": [\n"                                         /* 2 */
    "    { \"small_blind\": 10, \"minutes\": 10 },\n"           /* 3 */
    "    {\n"                                                   /* 4 */
    "      \"note\": \"a \\\"minutes\\\": 99 trap, [ { and }\",\n" /* 5 */
    "      \"minutes\":\n"                                      /* 6 */
    "        15\n"                                              /* 7 */
    "    },\n"                                                  /* 8 */
    "    [ 1, [ 2, 3 ], { \"minutes\": 7 } ]\n"                 /* 9 */
    "  ],\n"                                                    /* 10 */
    "  \"payouts\": [ { \"percent\": [50,\n"                    /* 11 */
    "      30, 20] } ],\n"                                      /* 12 */
    "  \"a.b\": { \"c\\u0041\": true },\n"                      /* 13 */
    "  \"caf\\u00e9\": \"\xC3\xA9t\xC3\xA9\", \"x\": 1,\n"      /* 14 */
    "  \"dup\": 1,\r\n"                                         /* 15 */
    "  \"dup\": 2\n"                                            /* 16 */
    "}\n";                                                      /* 17 */

static void expect_loc_at(int line, const char *path, jsonloc_status_t st, int want_line,
                          int want_col)
{
    jsonloc_t loc;
    memset(&loc, 0, sizeof loc);
    jsonloc_status_t got = jsonloc_find(LOC_TEXT, sizeof LOC_TEXT - 1, path, &loc);
    tl.checks++;
    if (got != st)
        tl_fail(__FILE__, line, "jsonloc_find(\"%s\"): expected status %d, got %d", path, st, got);
    else if (loc.line != want_line || (want_col && loc.column != want_col))
        tl_fail(__FILE__, line, "jsonloc_find(\"%s\"): expected %d:%d, got %d:%d", path,
                want_line, want_col, loc.line, loc.column);
}
#define EXPECT_LOC(path, st, ln, col) expect_loc_at(__LINE__, (path), (st), (ln), (col))

static void test_jsonloc(void)
{
    const size_t n = sizeof LOC_TEXT - 1;
    EXPECT_LOC("", JSONLOC_FOUND, 1, 1);
    EXPECT_LOC("levels", JSONLOC_FOUND, 2, 13);
    EXPECT_LOC("levels[0]", JSONLOC_FOUND, 3, 5);
    EXPECT_LOC("levels[0].minutes", JSONLOC_FOUND, 3, 37);
    EXPECT_LOC("levels[1].note", JSONLOC_FOUND, 5, 15);
    EXPECT_LOC("levels[1].minutes", JSONLOC_FOUND, 7, 9); /* where the value starts */
    EXPECT_LOC("levels[2][0]", JSONLOC_FOUND, 9, 7);
    EXPECT_LOC("levels[2][1][1]", JSONLOC_FOUND, 9, 15);
    EXPECT_LOC("levels[2][2].minutes", JSONLOC_FOUND, 9, 33);
    EXPECT_LOC("payouts[0].percent", JSONLOC_FOUND, 11, 29);
    EXPECT_LOC("payouts[0].percent[0]", JSONLOC_FOUND, 11, 30);
    EXPECT_LOC("payouts[0].percent[2]", JSONLOC_FOUND, 12, 11);
    EXPECT_LOC("[\"a.b\"]", JSONLOC_FOUND, 13, 10);
    EXPECT_LOC("[\"a.b\"][\"cA\"]", JSONLOC_FOUND, 13, 23);      /* \u0041 in the text */
    EXPECT_LOC("[\"a.b\"][\"c\\u0041\"]", JSONLOC_FOUND, 13, 23); /* and in the path */
    EXPECT_LOC("caf\xC3\xA9", JSONLOC_FOUND, 14, 16);             /* \u00e9 vs raw UTF-8 */
    EXPECT_LOC("x", JSONLOC_FOUND, 14, 28); /* columns count characters, not bytes */
    EXPECT_LOC("dup", JSONLOC_FOUND, 15, 10);
    /* missing: the nearest enclosing value that exists */
    EXPECT_LOC("levels[0].big_blind", JSONLOC_MISSING, 3, 5);
    EXPECT_LOC("levels[1].small_blind", JSONLOC_MISSING, 4, 5);
    EXPECT_LOC("levels[9]", JSONLOC_MISSING, 2, 13);
    EXPECT_LOC("rebuy.max_stack", JSONLOC_MISSING, 1, 1);
    EXPECT_LOC("payouts[0].percent[3]", JSONLOC_MISSING, 11, 29);
    EXPECT_LOC("levels[0].minutes.deeper", JSONLOC_MISSING, 3, 37);
    EXPECT_LOC("levels.minutes", JSONLOC_MISSING, 2, 13);
    EXPECT_LOC("Levels", JSONLOC_MISSING, 1, 1); /* keys compare exactly */
    /* bad paths leave *out alone */
    const char *bad[] = {"levels[",      "levels[x]",     ".levels",  "levels..minutes",
                         "levels[0]minutes", "[\"open]",   "a[\"b\"",   "[\"\\q\"]",
                         "levels[99999999999999999999999]"};
    for (int i = 0; i < COUNT_OF(bad); i++) {
        jsonloc_t loc = {7, 7, 7, 7};
        CHECK_MSG(jsonloc_find(LOC_TEXT, n, bad[i], &loc) == JSONLOC_BAD_PATH, "%s", bad[i]);
        CHECK(loc.offset == 7 && loc.length == 7 && loc.line == 7 && loc.column == 7);
    }
    CHECK_EQ_INT(jsonloc_find(LOC_TEXT, n, NULL, NULL), JSONLOC_BAD_PATH);
    /* offsets and lengths span the value's text */
    jsonloc_t loc;
    CHECK_EQ_INT(jsonloc_find(LOC_TEXT, n, "levels[1].note", &loc), JSONLOC_FOUND);
    CHECK_EQ_INT(loc.length, strlen("\"a \\\"minutes\\\": 99 trap, [ { and }\""));
    CHECK(!strncmp(LOC_TEXT + loc.offset, "\"a \\\"", 5));
    CHECK_EQ_INT(jsonloc_find(LOC_TEXT, n, "levels[2]", &loc), JSONLOC_FOUND);
    CHECK_EQ_INT(loc.length, strlen("[ 1, [ 2, 3 ], { \"minutes\": 7 } ]"));
    /* repeated keys: find_key picks the nth */
    CHECK_EQ_INT(jsonloc_find_key(LOC_TEXT, n, "", "dup", 3, 0, &loc), JSONLOC_FOUND);
    CHECK_EQ_INT(loc.line, 15);
    CHECK_EQ_INT(jsonloc_find_key(LOC_TEXT, n, "", "dup", 3, 1, &loc), JSONLOC_FOUND);
    CHECK_EQ_INT(loc.line, 16);
    CHECK_EQ_INT(jsonloc_find_key(LOC_TEXT, n, "", "dup", 3, 2, &loc), JSONLOC_MISSING);
    CHECK_EQ_INT(loc.line, 1);
    CHECK_EQ_INT(jsonloc_find_key(LOC_TEXT, n, "levels[1]", "minutes", 7, 0, &loc),
                 JSONLOC_FOUND);
    CHECK_EQ_INT(loc.line, 7);
    CHECK_EQ_INT(jsonloc_find_key(LOC_TEXT, n, "[\"a.b\"]", "cA", 2, 0, &loc), JSONLOC_FOUND);
    CHECK_EQ_INT(loc.line, 13);
    CHECK_EQ_INT(jsonloc_find_key(LOC_TEXT, n, "levels", "x", 1, 0, &loc), JSONLOC_MISSING);
    CHECK_EQ_INT(loc.line, 2);
    /* broken text */
    CHECK_EQ_INT(jsonloc_find("{ \"a\": ", 7, "a", &loc), JSONLOC_BAD_TEXT);
    CHECK_EQ_INT(jsonloc_find("{ \"a\": 1 ", 9, "b", &loc), JSONLOC_BAD_TEXT);
    CHECK_EQ_INT(jsonloc_find("{ \"a\" 1 }", 9, "b", &loc), JSONLOC_BAD_TEXT);
    CHECK_EQ_INT(jsonloc_find("", 0, "", &loc), JSONLOC_BAD_TEXT);
    CHECK_EQ_INT(jsonloc_find("  ", 2, "a", &loc), JSONLOC_BAD_TEXT);
    /* the length is the limit, not a terminator */
    CHECK_EQ_INT(jsonloc_find("{\"a\": 1, \"b\": 2}", 8, "b", &loc), JSONLOC_BAD_TEXT);
    CHECK_EQ_INT(jsonloc_find("{\"a\": 1, \"b\": 2}", 8, "a", &loc), JSONLOC_FOUND);
    /* byte-order mark */
    CHECK_EQ_INT(jsonloc_find("\xEF\xBB\xBF{\"a\": 1}", 12, "a", &loc), JSONLOC_FOUND);
    CHECK(loc.line == 1 && loc.column == 7 && loc.offset == 9);
    /* positions */
    int line = 0, col = 0;
    jsonloc_position("a\r\nb\n\xC3\xA9z", 8, 7, &line, &col);
    CHECK(line == 3 && col == 2);
    jsonloc_position("ab", 2, 99, &line, &col);
    CHECK(line == 1 && col == 3);
    jsonloc_position("ab", 2, 0, NULL, NULL);
    /* truncation */
    CHECK_EQ_INT(jsonloc_truncated("{\"a\": [1, 2", 11), 1);
    CHECK_EQ_INT(jsonloc_truncated("\"abc", 4), 1);
    CHECK_EQ_INT(jsonloc_truncated("", 0), 1);
    CHECK_EQ_INT(jsonloc_truncated("{\"a\": [1, 2]}", 13), 0);
    CHECK_EQ_INT(jsonloc_truncated("{\"a\": ]", 7), 0);
    CHECK_EQ_INT(jsonloc_truncated(LOC_TEXT, n), 0);
    /* deep nesting costs no stack */
    size_t depth = 200000;
    char *deep = malloc(2 * depth + 1);
    if (deep) {
        memset(deep, '[', depth);
        memset(deep + depth, ']', depth);
        CHECK_EQ_INT(jsonloc_find(deep, 2 * depth, "[0][0][0]", &loc), JSONLOC_FOUND);
        CHECK_EQ_INT(loc.column, 4);
        CHECK_EQ_INT(loc.length, 2 * depth - 6);
        CHECK_EQ_INT(jsonloc_truncated(deep, 2 * depth - 1), 1);
        free(deep);
    }
}

/* ---- failures leave *out alone; files ----------------------------------------------------------- */

static void test_untouched_and_files(void)
{
    structure_t s;
    char err[512];
    /* every fixture leaves *out untouched (checked in bad_fixtures); and here via the file API */
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/bad_levels/payouts_gap.json", FELT_SOURCE_DIR);
    poison(&s);
    CHECK_EQ_INT(structure_load_file(path, &s, err, sizeof err), -1);
    CHECK(is_poisoned(&s));
    char want[1200];
    snprintf(want, sizeof want,
             "%s:25: payouts[1].players[0]: expected 4 (the tier before ends at 3), got 5", path);
    CHECK_EQ_STR(err, want);
    /* a missing file, a directory */
    snprintf(path, sizeof path, "%s/levels/no-such-file.json", FELT_SOURCE_DIR);
    CHECK_EQ_INT(structure_load_file(path, &s, err, sizeof err), -1);
    snprintf(want, sizeof want, "cannot read %s: No such file or directory", path);
    CHECK_EQ_STR(err, want);
    CHECK(is_poisoned(&s));
    snprintf(path, sizeof path, "%s/levels", FELT_SOURCE_DIR);
    CHECK_EQ_INT(structure_load_file(path, &s, err, sizeof err), -1);
    snprintf(want, sizeof want, "cannot read %s: Is a directory", path);
    CHECK_EQ_STR(err, want);
    CHECK(is_poisoned(&s));
    /* success does write it, completely */
    snprintf(path, sizeof path, "%s/levels/home.json", FELT_SOURCE_DIR);
    CHECK_EQ_INT(structure_load_file(path, &s, err, sizeof err), 0);
    CHECK_EQ_STR(s.name, "Home freeze-out");
    CHECK_EQ_INT(s.n_levels, 14);
}

/* ---- seeded mutations never crash, and failures still leave *out alone ------------------------- */

static void test_mutations(void)
{
    static const char *const files[] = {"levels/charity.json", "levels/club.json",
                                        "levels/home.json", "levels/turbo.json",
                                        "tests/bad_levels/base.json"};
    static const char interesting[] = "{}[]\":,-.e0123456789 \n\\tfn";
    rng_t r;
    rng_init(&r, tl_seed(), 77);
    int loaded = 0, rejected = 0;
    for (int f = 0; f < COUNT_OF(files); f++) {
        size_t len = 0;
        char *orig = read_source(files[f], &len);
        if (!orig)
            continue;
        char *buf = malloc(len * 2 + 64);
        for (int iter = 0; buf && iter < 1500; iter++) {
            memcpy(buf, orig, len);
            size_t n = len;
            int edits = 1 + (int)rng_below(&r, 4);
            for (int e = 0; e < edits && n > 0; e++) {
                size_t at = rng_below(&r, (uint32_t)n);
                switch (rng_below(&r, 5)) {
                case 0: /* replace a byte with a JSON-ish one */
                    buf[at] = interesting[rng_below(&r, sizeof interesting - 1)];
                    break;
                case 1: /* replace a byte with any byte */
                    buf[at] = (char)rng_below(&r, 256);
                    break;
                case 2: { /* delete a run */
                    size_t k = 1 + rng_below(&r, 8);
                    if (at + k > n)
                        k = n - at;
                    memmove(buf + at, buf + at + k, n - at - k);
                    n -= k;
                    break;
                }
                case 3: { /* insert a digit run (big numbers) */
                    size_t k = 1 + rng_below(&r, 24);
                    if (n + k > len * 2 + 32)
                        break;
                    memmove(buf + at + k, buf + at, n - at);
                    for (size_t m = 0; m < k; m++)
                        buf[at + m] = (char)('0' + rng_below(&r, 10));
                    n += k;
                    break;
                }
                default: /* truncate */
                    n = at;
                    break;
                }
            }
            structure_t s;
            char err[256] = "";
            poison(&s);
            int rc = structure_load("m.json", buf, n, &s, err, sizeof err);
            if (rc == 0) {
                loaded++;
                CHECK(s.n_levels >= 1 && s.n_levels <= STRUCT_MAX_LEVELS);
                CHECK(s.table_size >= 2 && s.table_size <= 10);
                for (int k = 2; k <= s.table_size; k++)
                    CHECK(structure_payout_for(&s, k) != NULL);
            } else {
                rejected++;
                CHECK_EQ_INT(rc, -1);
                CHECK_MSG(!strncmp(err, "m.json:", 7) && strlen(err) > 12, "message \"%s\"", err);
                CHECK_MSG(is_poisoned(&s), "*out written after \"%s\"", err);
            }
        }
        free(buf);
        free(orig);
    }
    printf("   %d mutants loaded, %d rejected\n", loaded, rejected);
    CHECK(rejected > 0);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 20240601);
    if (tl_group("shipped"))
        test_shipped();
    if (tl_group("default_is_turbo"))
        test_default_is_turbo();
    if (tl_group("helpers"))
        test_helpers();
    if (tl_group("money"))
        test_money();
    if (tl_group("bad_fixtures"))
        test_bad_fixtures();
    if (tl_group("bad_values"))
        test_bad_values();
    if (tl_group("syntax"))
        test_syntax();
    if (tl_group("jsonloc"))
        test_jsonloc();
    if (tl_group("untouched_and_files"))
        test_untouched_and_files();
    if (tl_group("mutations"))
        test_mutations();
    return tl_finish();
}
