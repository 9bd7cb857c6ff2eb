/* scenario.c — scripted-hand files (see scenario.h and docs/scenario.md). Reads with cJSON,
 * names lines with jsonloc; validates into a local scenario and copies it out only on success.
 * Must never crash or half-fill the output on bad input. */
#define _POSIX_C_SOURCE 200809L
#include "engine/scenario.h"
#include "engine/text.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/card.h"
#include "engine/jsonloc.h"
#include "engine/jsonv.h"

/* The loader's own way of asking (a member by key, optional ones returning 1 when absent), on
 * the one validating reader (engine/jsonv.h). */
static int get_int(jv_t *L, const cJSON *o, const char *key, const char *path, long long lo,
                   long long hi, int required, long long *out)
{
    const cJSON *v = jv_get(o, key);
    if (!v && !required)
        return 1;
    char expect[JV_EXPECT_LEN];
    snprintf(expect, sizeof expect, "an integer from %lld to %lld", lo, hi);
    int64_t x = 0;
    if (jv_int(L, v, path, lo, hi, 1, expect, &x) < 0)
        return -1;
    *out = (long long)x;
    return 0;
}

static int get_str(jv_t *L, const cJSON *o, const char *key, const char *path, size_t max, int required,
                   char *out)
{
    const cJSON *v = jv_get(o, key);
    if (!v && !required)
        return 1;
    return jv_string(L, v, path, out, max, strcmp(key, "name") != 0);
}

static int get_bool(jv_t *L, const cJSON *o, const char *key, const char *path, int *out)
{
    const cJSON *v = jv_get(o, key);
    *out = 0;
    return v ? jv_bool(L, v, path, out) : 0;
}

static int check_keys(jv_t *L, const cJSON *o, const char *path, const char *const *allowed)
{
    int n = 0;
    while (allowed[n])
        n++;
    return jv_keys(L, o, path, allowed, n);
}

static int parse_cards(jv_t *L, const char *path, const char *s, card_t *out, int want_min, int want_max,
                       card_mask_t *used)
{
    char e[160];
    int n = card_parse_list(s, out, want_max, e, sizeof e);
    if (n < 0)
        return jv_fail(L, path, "%s, got \"%s\"", e, s);
    if (n < want_min)
        return jv_fail(L, path, "expected %d to %d cards, got \"%s\"", want_min, want_max, s);
    for (int i = 0; i < n; i++) {
        if (*used & card_bit(out[i])) {
            char c[3];
            return jv_fail(L, path, "card %s is already used elsewhere in the scenario, got \"%s\"", card_format(out[i], c), s);
        }
        *used |= card_bit(out[i]);
    }
    return n;
}

/* The level: inline blinds ("level") or a structure file (+ "level_number"). Fills st, the
 * 1-based first level (0 = the first) and, for inline blinds, the smallest chip. */
static int load_level(jv_t *L, const cJSON *root, const char *dir, int table, structure_t *st,
                      int *first_level, long long *level_chip)
{
    char shown[JV_SHOW_LEN];
    const cJSON *lev = cJSON_GetObjectItemCaseSensitive(root, "level");
    const cJSON *sf = cJSON_GetObjectItemCaseSensitive(root, "structure_file");
    if (!!lev == !!sf)
        return jv_fail(L, "", "expected exactly one of \"level\" (blinds) or \"structure_file\", got %s",
                    lev ? "both" : "neither");
    if (lev) {
        static const char *const lk[] = {"small_blind", "big_blind", "ante", "smallest_chip", NULL};
        if (!cJSON_IsObject(lev))
            return jv_fail(L, "level", "expected an object like {\"small_blind\": 50, \"big_blind\": 100}, got %s",
                        jv_show(L, "level", lev, shown, sizeof shown));
        if (check_keys(L, lev, "level", lk))
            return -1;
        long long sb, bb, ante = 0, chip = 1;
        if (get_int(L, lev, "small_blind", "level.small_blind", 1, 1000000000000LL, 1, &sb) < 0 ||
            get_int(L, lev, "big_blind", "level.big_blind", sb, 1000000000000LL, 1, &bb) < 0 ||
            get_int(L, lev, "ante", "level.ante", 0, 1000000000000LL, 0, &ante) < 0 ||
            get_int(L, lev, "smallest_chip", "level.smallest_chip", 1, 1000000000LL, 0, &chip) < 0)
            return -1;
        snprintf(st->name, sizeof st->name, "%s", "Scenario");
        st->table_size = table;
        st->starting_stack = 1;
        st->n_levels = 1;
        st->levels[0].small_blind = sb;
        st->levels[0].big_blind = bb;
        st->levels[0].ante = ante;
        if (sb % chip || bb % chip || ante % chip)
            return jv_fail(L, "level.smallest_chip", "expected a chip the blinds %lld/%lld%s can be made of, got %lld", sb,
                        bb, ante ? " and the ante" : "", chip);
        *level_chip = chip;
        if (chip > 1) /* the smallest chip, and the house chips above it to stack bets with */
            st->n_chips = structure_chips_from(chip, st->chips);
        return 0;
    }
    if (!cJSON_IsString(sf))
        return jv_fail(L, "structure_file", "expected a path such as \"../turbo.json\", got %s",
                    jv_show(L, "structure_file", sf, shown, sizeof shown));
    char path[4096];
    if (sf->valuestring[0] == '/' || !dir)
        snprintf(path, sizeof path, "%s", sf->valuestring);
    else
        snprintf(path, sizeof path, "%s/%s", dir, sf->valuestring);
    char serr[512];
    if (structure_load_file(path, st, serr, sizeof serr) != 0)
        return jv_fail(L, "structure_file", "cannot use it: %s", serr);
    if (st->table_size < table)
        return jv_fail(L, "table_size", "expected at most the structure's %d seats, got %d", st->table_size, table);
    long long lvl = 1;
    int n_play = 0;
    for (int i = 0; i < st->n_levels; i++)
        n_play += !st->levels[i].is_break;
    if (get_int(L, root, "level_number", "level_number", 1, n_play, 0, &lvl) < 0)
        return -1;
    for (int i = 0; i < st->n_levels; i++)
        if (structure_level_number(st, i) == lvl)
            *first_level = i + 1;
    *level_chip = structure_smallest_chip(st, *first_level ? *first_level - 1 : 0);
    return 0;
}

int scenario_load(const char *name, const char *dir, const char *text, size_t len, scenario_t *out, char *err,
                  size_t errlen)
{
    jv_t L;
    jv_init(&L, name, text, len, err, errlen);
    char shown[JV_SHOW_LEN];
    scenario_t *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, "%s: out of memory", name);
        return -1;
    }
    int rc = -1;
    cJSON *root = NULL;
    long long level_chip = 1;
    if (jv_parse_object(&L, &root) < 0)
        goto end;
    static const char *const top_keys[] = {"name", "description", "seed", "table_size", "level", "structure_file",
                                           "level_number", "seats", "previous_hand", "button", "board",
                                           "commands", "race_cards", "level_clock", NULL};
    if (check_keys(&L, root, "", top_keys))
        goto end;
    if (get_str(&L, root, "name", "name", sizeof s->name, 1, s->name) < 0)
        goto end;
    if (get_str(&L, root, "description", "description", sizeof s->description, 0, s->description) < 0)
        goto end;
    long long v;
    int r = get_int(&L, root, "seed", "seed", 0, 9007199254740991LL, 0, &v);
    if (r < 0)
        goto end;
    s->cfg.seed = r == 0 ? (uint64_t)v : 1;
    if (get_int(&L, root, "table_size", "table_size", 2, ENGINE_MAX_SEATS, 1, &v) < 0)
        goto end;
    int table = (int)v;
    s->cfg.n_seats = table;

    /* the level: inline blinds, or a structure file (+ which playing level) */
    const cJSON *lev = cJSON_GetObjectItemCaseSensitive(root, "level");
    const cJSON *sf = cJSON_GetObjectItemCaseSensitive(root, "structure_file");
    if (load_level(&L, root, dir, table, &s->structure, &s->cfg.first_level, &level_chip) < 0)
        goto end;

    /* seats */
    card_mask_t used = 0;
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(root, "seats");
    if (!cJSON_IsArray(seats) || cJSON_GetArraySize(seats) < 2) {
        jv_fail(&L, "seats", "expected an array of at least 2 seats, got %s",
             cJSON_IsArray(seats) ? "fewer" : jv_show(&L, "seats", seats, shown, sizeof shown));
        goto end;
    }
    int listed[ENGINE_MAX_SEATS] = {0}, players = 0, idx = 0;
    int64_t max_stack = 1;
    const cJSON *q;
    cJSON_ArrayForEach(q, seats)
    {
        char p[64];
        snprintf(p, sizeof p, "seats[%d]", idx);
        static const char *const sk[] = {"seat", "name", "stack", "busted", "absent", "cards", NULL};
        if (!cJSON_IsObject(q)) {
            jv_fail(&L, p, "expected an object like {\"seat\": 1, \"stack\": 1500}, got %s", jv_show(&L, p, q, shown, sizeof shown));
            goto end;
        }
        if (check_keys(&L, q, p, sk))
            goto end;
        char pp[96];
        snprintf(pp, sizeof pp, "%s.seat", p);
        if (get_int(&L, q, "seat", pp, 1, table, 1, &v) < 0)
            goto end;
        int seat = (int)v - 1;
        if (listed[seat]) {
            jv_fail(&L, pp, "expected each seat once, got seat %d again", seat + 1);
            goto end;
        }
        listed[seat] = 1;
        int is_busted, is_absent;
        snprintf(pp, sizeof pp, "%s.busted", p);
        if (get_bool(&L, q, "busted", pp, &is_busted) < 0)
            goto end;
        snprintf(pp, sizeof pp, "%s.absent", p);
        if (get_bool(&L, q, "absent", pp, &is_absent) < 0)
            goto end;
        snprintf(pp, sizeof pp, "%s.name", p);
        if (get_str(&L, q, "name", pp, ENGINE_NAME_LEN, 0, s->cfg.seats[seat].name) < 0)
            goto end;
        snprintf(pp, sizeof pp, "%s.stack", p);
        if (is_busted) {
            if (cJSON_GetObjectItemCaseSensitive(q, "stack") || cJSON_GetObjectItemCaseSensitive(q, "cards")) {
                jv_fail(&L, p, "expected a busted seat to have no stack or cards, got one");
                goto end;
            }
            idx++;
            continue;
        }
        if (get_int(&L, q, "stack", pp, 1, 1000000000000LL, 1, &v) < 0)
            goto end;
        if (v % level_chip) {
            jv_fail(&L, pp, "expected a stack made of the smallest chip %lld, got %lld", level_chip, v);
            goto end;
        }
        s->cfg.seats[seat].occupied = 1;
        s->cfg.seats[seat].stack = v;
        if (v > max_stack)
            max_stack = v;
        s->cfg.absent[seat] = is_absent;
        const cJSON *cards = cJSON_GetObjectItemCaseSensitive(q, "cards");
        snprintf(pp, sizeof pp, "%s.cards", p);
        if (cards) {
            if (!cJSON_IsString(cards)) {
                jv_fail(&L, pp, "expected two cards such as \"AhKd\", got %s", jv_show(&L, pp, cards, shown, sizeof shown));
                goto end;
            }
            if (parse_cards(&L, pp, cards->valuestring, s->cfg.preset_hole[seat], 2, 2, &used) < 0)
                goto end;
            s->cfg.preset_hole_set[seat] = 1;
        }
        players++;
        idx++;
    }
    if (players < 2) {
        jv_fail(&L, "seats", "expected at least 2 seats with chips, got %d", players);
        goto end;
    }
    if (lev)
        s->structure.starting_stack = max_stack;

    /* positions: the previous hand's, or this hand's button */
    const cJSON *prev = cJSON_GetObjectItemCaseSensitive(root, "previous_hand");
    const cJSON *btn = cJSON_GetObjectItemCaseSensitive(root, "button");
    if (prev && btn) {
        jv_fail(&L, "button", "expected either \"button\" (this hand) or \"previous_hand\", got both");
        goto end;
    }
    if (prev) {
        static const char *const pk[] = {"button", "small_blind", "big_blind", NULL};
        if (!cJSON_IsObject(prev)) {
            jv_fail(&L, "previous_hand", "expected an object {\"button\", \"small_blind\", \"big_blind\"}, got %s", jv_show(&L, "previous_hand", prev, shown, sizeof shown));
            goto end;
        }
        if (check_keys(&L, prev, "previous_hand", pk))
            goto end;
        long long b = 0, sb, bb;
        if (get_int(&L, prev, "button", "previous_hand.button", 1, table, 0, &b) < 0 ||
            get_int(&L, prev, "small_blind", "previous_hand.small_blind", 1, table, 1, &sb) < 0 ||
            get_int(&L, prev, "big_blind", "previous_hand.big_blind", 1, table, 1, &bb) < 0)
            goto end;
        if (sb == bb) {
            jv_fail(&L, "previous_hand.big_blind", "expected a seat other than the small blind's (%lld), got %lld", sb, bb);
            goto end;
        }
        int listed_or_busted = listed[bb - 1];
        if (!listed_or_busted) {
            jv_fail(&L, "previous_hand.big_blind", "expected a seat listed in \"seats\" (mark it busted if it is empty now), got %lld", bb);
            goto end;
        }
        s->cfg.prev_button = (int)b;
        s->cfg.prev_sb = (int)sb;
        s->cfg.prev_bb = (int)bb;
    } else if (btn) {
        if (get_int(&L, root, "button", "button", 1, table, 1, &v) < 0)
            goto end;
        if (!s->cfg.seats[v - 1].occupied) {
            jv_fail(&L, "button", "expected a seat with a player for the first hand's button, got %lld", v);
            goto end;
        }
        s->cfg.initial_button = (int)v;
    }

    const cJSON *board = cJSON_GetObjectItemCaseSensitive(root, "board");
    if (board) {
        if (!cJSON_IsString(board)) {
            jv_fail(&L, "board", "expected up to five cards such as \"Qh7d2c5s9h\", got %s", jv_show(&L, "board", board, shown, sizeof shown));
            goto end;
        }
        int n = parse_cards(&L, "board", board->valuestring, s->cfg.preset_board, 0, 5, &used);
        if (n < 0)
            goto end;
        s->cfg.n_preset_board = n;
    }

    const cJSON *race = cJSON_GetObjectItemCaseSensitive(root, "race_cards");
    if (race) {
        if (!cJSON_IsString(race)) {
            jv_fail(&L, "race_cards", "expected cards such as \"As2c\" for the chip race, got %s", jv_show(&L, "race_cards", race, shown, sizeof shown));
            goto end;
        }
        card_mask_t race_used = 0; /* the race has its own deck */
        int n = parse_cards(&L, "race_cards", race->valuestring, s->cfg.race_cards, 1, CARD_COUNT, &race_used);
        if (n < 0)
            goto end;
        s->cfg.n_race_cards = n;
    }
    const cJSON *clock = cJSON_GetObjectItemCaseSensitive(root, "level_clock");
    if (clock) {
        static const char *const ck[] = {"seconds_left", NULL};
        if (!cJSON_IsObject(clock)) {
            jv_fail(&L, "level_clock", "expected an object like {\"seconds_left\": 120}, got %s", jv_show(&L, "level_clock", clock, shown, sizeof shown));
            goto end;
        }
        if (check_keys(&L, clock, "level_clock", ck))
            goto end;
        if (!sf) {
            jv_fail(&L, "level_clock", "expected a structure_file with minute levels to time, got an inline level");
            goto end;
        }
        int lvl = s->cfg.first_level ? s->cfg.first_level - 1 : 0;
        long long most = (long long)s->structure.levels[lvl].minutes * 60;
        if (most <= 0) {
            jv_fail(&L, "level_clock", "expected a level measured in minutes, got one of %d hands",
                 s->structure.levels[lvl].hands);
            goto end;
        }
        if (get_int(&L, clock, "seconds_left", "level_clock.seconds_left", 0, most, 1, &v) < 0)
            goto end;
        s->clock_seconds_left = s->clock_start_left = v;
        s->clock_level = s->clock_start_level = lvl;
    }

    const cJSON *cmds = cJSON_GetObjectItemCaseSensitive(root, "commands");
    if (cmds && !cJSON_IsArray(cmds)) {
        jv_fail(&L, "commands", "expected an array of commands such as \"3 raise 600\", got %s", jv_show(&L, "commands", cmds, shown, sizeof shown));
        goto end;
    }
    idx = 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, cmds)
    {
        char p[64];
        snprintf(p, sizeof p, "commands[%d]", idx);
        if (!cJSON_IsString(c)) {
            jv_fail(&L, p, "expected a command string such as \"3 raise 600\", got %s", jv_show(&L, p, c, shown, sizeof shown));
            goto end;
        }
        cmd_t cm;
        char cerr[256];
        scenario_step_t kind = SCN_COMMAND;
        int seat_no = 0, used_n = 0;
        long long amount = 0;
        char word[16] = "";
        int got = sscanf(c->valuestring, "%d puts %lld %15s %n", &seat_no, &amount, word, &used_n);
        if (got == 2) {
            word[0] = '\0';
            got = sscanf(c->valuestring, "%d puts %lld %n", &seat_no, &amount, &used_n) == 2 ? 2 : 0;
        }
        if (got == 2 || got == 3) {
            /* chips pushed without a word (R21), or with "raise" said */
            if (c->valuestring[used_n] != '\0' || (word[0] && strcmp(word, "raise") != 0)) {
                jv_fail(&L, p, "expected \"N puts AMOUNT\" or \"N puts AMOUNT raise\", got \"%s\"", c->valuestring);
                goto end;
            }
            if (seat_no < 1 || amount < 1) {
                jv_fail(&L, p, "expected a seat from 1 and an amount from 1, got \"%s\"", c->valuestring);
                goto end;
            }
            kind = word[0] ? SCN_PUTS_RAISE : SCN_PUTS;
            cm = (cmd_t){CMD_NONE, seat_no - 1, amount};
        } else if (sscanf(c->valuestring, "time %lld %n", &amount, &used_n) == 1) {
            if (c->valuestring[used_n] != '\0' || amount < 0 || amount > 86400) {
                jv_fail(&L, p, "expected \"time SECONDS\" with 0 to 86400 seconds, got \"%s\"", c->valuestring);
                goto end;
            }
            if (!clock) {
                jv_fail(&L, p, "expected a level_clock for \"%s\" to run down, got none", c->valuestring);
                goto end;
            }
            kind = SCN_TIME;
            cm = (cmd_t){CMD_NONE, -1, amount};
        } else if (cmd_parse(c->valuestring, &cm, cerr, sizeof cerr) != 0) {
            jv_fail(&L, p, "%s", cerr);
            goto end;
        }
        if (cm.seat >= table) {
            jv_fail(&L, p, "expected a seat of this %d-seat table, got \"%s\"", table, c->valuestring);
            goto end;
        }
        /* room for this command, and for the deal before it when it is implied */
        if (s->n_cmds + (s->n_cmds == 0 && cm.type != CMD_START) + 1 > SCENARIO_MAX_COMMANDS) {
            jv_fail(&L, p, "expected at most %d commands besides the deal (\"start\")", SCENARIO_MAX_COMMANDS - 1);
            goto end;
        }
        if (s->n_cmds == 0 && cm.type != CMD_START) { /* the deal is implied */
            s->cmds[0] = (cmd_t){CMD_START, -1, 0};
            s->cmd_line[0] = 0;
            s->n_cmds = 1;
        }
        jsonloc_t loc;
        s->cmd_line[s->n_cmds] = jsonloc_find(text, len, p, &loc) == JSONLOC_FOUND ? loc.line : 0;
        s->step[s->n_cmds] = kind;
        s->cmds[s->n_cmds++] = cm;
        idx++;
    }
    if (s->n_cmds == 0) {
        s->cmds[0] = (cmd_t){CMD_START, -1, 0};
        s->n_cmds = 1;
    }

    /* last: would the engine take it? (catches a button on an empty seat and the like) */
    {
        engine_config_t probe = s->cfg;
        probe.structure = &s->structure;
        char eerr[256];
        engine_t *e = engine_create(&probe, eerr, sizeof eerr);
        if (!e) {
            snprintf(err, errlen, "%s:1: the table cannot be set up: %s", name, eerr);
            goto end;
        }
        engine_destroy(e);
    }
    *out = *s;
    out->cfg.structure = NULL;
    rc = 0;
end:
    cJSON_Delete(root);
    free(s);
    return rc;
}

/* The file's text (at most 1 MiB, NUL-terminated) and its directory; the caller frees *buf. */
static int read_scenario_file(const char *path, char **buf, size_t *n, char *dir, size_t dirlen, char *err,
                              size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "cannot read %s: %s", path, strerror(errno));
        return -1;
    }
    *buf = malloc(1 << 20);
    *n = *buf ? fread(*buf, 1, (1 << 20) - 1, f) : 0;
    int too_big = *buf && *n == (1 << 20) - 1 && fgetc(f) != EOF;
    fclose(f);
    if (!*buf) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    (*buf)[*n] = '\0';
    if (too_big) {
        free(*buf);
        *buf = NULL;
        snprintf(err, errlen, "%s: a scenario file is at most 1 MiB", path);
        return -1;
    }
    snprintf(dir, dirlen, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = '\0';
    else
        snprintf(dir, dirlen, ".");
    return 0;
}

int scenario_load_file(const char *path, scenario_t *out, char *err, size_t errlen)
{
    char *buf, dir[4096];
    size_t n;
    if (read_scenario_file(path, &buf, &n, dir, sizeof dir, err, errlen) < 0)
        return -1;
    int rc = scenario_load(path, dir, buf, n, out, err, errlen);
    free(buf);
    return rc;
}

int scenario_load_any(const char *path, scenario_t *s, scenario_moment_t *m, int *is_moment, char *err,
                      size_t errlen)
{
    char *buf, dir[4096];
    size_t n;
    if (read_scenario_file(path, &buf, &n, dir, sizeof dir, err, errlen) < 0)
        return -1;
    *is_moment = scenario_is_moment(buf, n);
    int rc;
    if (*is_moment ? !m : !s) {
        snprintf(err, errlen, "%s: expected a %s, got a %s", path, *is_moment ? "single-table scenario" : "multi-table moment",
                 *is_moment ? "multi-table moment (\"tables\")" : "single-table scenario");
        rc = -1;
    } else {
        rc = *is_moment ? scenario_moment_load(path, dir, buf, n, m, err, errlen)
                        : scenario_load(path, dir, buf, n, s, err, errlen);
    }
    free(buf);
    return rc;
}

/* ---- multi-table moments -------------------------------------------------------------------- */

int scenario_is_moment(const char *text, size_t len)
{
    cJSON *root = cJSON_ParseWithLength(text, len);
    int yes = cJSON_IsObject(root) && cJSON_GetObjectItemCaseSensitive(root, "tables") != NULL;
    cJSON_Delete(root);
    return yes;
}

/* A seat of the previous hand's positions: listed at the table (a player or a busted seat). */
static int moment_position(jv_t *L, const cJSON *prev, const char *key, const char *ppath, int size,
                           const int *listed, int required, int *out)
{
    char path[JV_PATH_LEN];
    jv_path_key(path, ppath, key);
    long long v = 0;
    int r = get_int(L, prev, key, path, 1, size, required, &v);
    if (r < 0)
        return -1;
    if (r == 0 && !listed[v - 1])
        return jv_fail(L, path, "expected a seat with a player or one marked busted (the %s is never on a seat nobody "
                             "sat in), got %lld", key, v);
    *out = r == 0 ? (int)v : 0;
    return 0;
}

static int moment_table(jv_t *L, const cJSON *tj, const char *tpath, scenario_moment_t *m,
                        const int *table_seen, scenario_table_t *tb, int *players)
{
    char shown[JV_SHOW_LEN], path[JV_PATH_LEN], sp[JV_PATH_LEN];
    static const char *const tk[] = {"table", "seats", "previous_hand", NULL};
    if (!cJSON_IsObject(tj))
        return jv_fail(L, tpath, "expected an object like {\"table\": 1, \"seats\": [...]}, got %s",
                    jv_show(L, tpath, tj, shown, sizeof shown));
    if (check_keys(L, tj, tpath, tk))
        return -1;
    long long v;
    jv_path_key(path, tpath, "table");
    if (get_int(L, tj, "table", path, 1, SCENARIO_MAX_TABLES, 1, &v) < 0)
        return -1;
    if (table_seen[v - 1])
        return jv_fail(L, path, "expected each table once, got table %lld again", v);
    tb->number = (int)v;
    const cJSON *seats = jv_get(tj, "seats");
    jv_path_key(path, tpath, "seats");
    if (!cJSON_IsArray(seats) || cJSON_GetArraySize(seats) < 1)
        return jv_fail(L, path, "expected an array of at least one seat with a player, got %s",
                    cJSON_IsArray(seats) ? "none" : jv_show(L, path, seats, shown, sizeof shown));
    int listed[ENGINE_MAX_SEATS] = {0}, here = 0, idx = 0;
    const cJSON *q;
    cJSON_ArrayForEach(q, seats)
    {
        static const char *const sk[] = {"seat", "name", "stack", "busted", NULL};
        jv_path_index(sp, path, idx++);
        if (!cJSON_IsObject(q))
            return jv_fail(L, sp, "expected an object like {\"seat\": 1, \"stack\": 1500}, got %s",
                        jv_show(L, sp, q, shown, sizeof shown));
        if (check_keys(L, q, sp, sk))
            return -1;
        char fp[JV_PATH_LEN];
        jv_path_key(fp, sp, "seat");
        if (get_int(L, q, "seat", fp, 1, m->table_size, 1, &v) < 0)
            return -1;
        int seat = (int)v - 1;
        if (listed[seat])
            return jv_fail(L, fp, "expected one player a seat, got seat %d of table %d twice", seat + 1, tb->number);
        listed[seat] = 1;
        int busted;
        jv_path_key(fp, sp, "busted");
        if (get_bool(L, q, "busted", fp, &busted) < 0)
            return -1;
        if (busted) {
            if (jv_get(q, "stack") || jv_get(q, "name"))
                return jv_fail(L, sp, "expected a busted seat to have no name or stack (nobody sits there now), got one");
            tb->busted[seat] = 1;
            continue;
        }
        engine_seat_config_t *c = &tb->seats[seat];
        jv_path_key(fp, sp, "name");
        if (get_str(L, q, "name", fp, ENGINE_NAME_LEN, 0, c->name) < 0)
            return -1;
        if (!c->name[0])
            snprintf(c->name, sizeof c->name, "T%d S%d", tb->number, seat + 1);
        for (int k = 0; k <= m->n_tables; k++) /* tables read so far, and this one */
            for (int s2 = 0; s2 < ENGINE_MAX_SEATS; s2++) {
                const scenario_table_t *o = k < m->n_tables ? &m->tables[k] : tb;
                if ((o != tb || s2 != seat) && o->seats[s2].occupied && strcmp(o->seats[s2].name, c->name) == 0)
                    return jv_fail(L, fp, "expected each player once, got \"%s\" again (also table %d, seat %d)", c->name,
                                o->number, s2 + 1);
            }
        jv_path_key(fp, sp, "stack");
        if (get_int(L, q, "stack", fp, 1, 1000000000000LL, 1, &v) < 0)
            return -1;
        c->occupied = 1;
        c->stack = v;
        here++;
    }
    if (here < 1)
        return jv_fail(L, path, "expected at least one seat with a player at table %d, got none", tb->number);
    *players += here;
    const cJSON *prev = jv_get(tj, "previous_hand");
    if (prev) {
        static const char *const pk[] = {"button", "small_blind", "big_blind", NULL};
        jv_path_key(path, tpath, "previous_hand");
        if (!cJSON_IsObject(prev))
            return jv_fail(L, path, "expected an object {\"button\", \"small_blind\", \"big_blind\"}, got %s",
                        jv_show(L, path, prev, shown, sizeof shown));
        if (check_keys(L, prev, path, pk) ||
            moment_position(L, prev, "button", path, m->table_size, listed, 0, &tb->prev_button) < 0 ||
            moment_position(L, prev, "small_blind", path, m->table_size, listed, 1, &tb->prev_sb) < 0 ||
            moment_position(L, prev, "big_blind", path, m->table_size, listed, 1, &tb->prev_bb) < 0)
            return -1;
        if (tb->prev_sb == tb->prev_bb) {
            jv_path_key(sp, path, "big_blind");
            return jv_fail(L, sp, "expected a seat other than the small blind's (%d), got %d", tb->prev_sb, tb->prev_bb);
        }
    }
    return 0;
}

int scenario_moment_load(const char *name, const char *dir, const char *text, size_t len, scenario_moment_t *out,
                         char *err, size_t errlen)
{
    jv_t L;
    jv_init(&L, name, text, len, err, errlen);
    char shown[JV_SHOW_LEN];
    scenario_moment_t *m = calloc(1, sizeof *m);
    if (!m) {
        snprintf(err, errlen, "%s: out of memory", name);
        return -1;
    }
    int rc = -1;
    cJSON *root = NULL;
    long long v, chip = 1;
    if (jv_parse_object(&L, &root) < 0)
        goto end;
    static const char *const top_keys[] = {"name", "description", "seed", "table_size", "level", "structure_file",
                                           "level_number", "tables", NULL};
    if (check_keys(&L, root, "", top_keys))
        goto end;
    if (get_str(&L, root, "name", "name", sizeof m->name, 1, m->name) < 0 ||
        get_str(&L, root, "description", "description", sizeof m->description, 0, m->description) < 0)
        goto end;
    int r = get_int(&L, root, "seed", "seed", 0, 9007199254740991LL, 0, &v);
    if (r < 0)
        goto end;
    m->seed = r == 0 ? (uint64_t)v : 1;
    if (jv_get(root, "table_size") == NULL) {
        jv_fail(&L, "table_size", "expected the seats of every table, an integer from 4 to 10, got nothing");
        goto end;
    }
    if (jv_count(&L, jv_get(root, "table_size"), "table_size", 4, ENGINE_MAX_SEATS,
                 "a multi-table tournament's table size, an integer from 4 to 10", &m->table_size) < 0)
        goto end;
    int first = 0;
    if (load_level(&L, root, dir, m->table_size, &m->structure, &first, &chip) < 0)
        goto end;
    m->level_index = first ? first - 1 : 0;
    const cJSON *tables = jv_get(root, "tables");
    if (!cJSON_IsArray(tables) || cJSON_GetArraySize(tables) < 1 || cJSON_GetArraySize(tables) > SCENARIO_MAX_TABLES) {
        jv_fail(&L, "tables", "expected an array of 1 to %d tables, got %s", SCENARIO_MAX_TABLES,
             cJSON_IsArray(tables) ? "another number" : jv_show(&L, "tables", tables, shown, sizeof shown));
        goto end;
    }
    int seen[SCENARIO_MAX_TABLES] = {0}, players = 0, idx = 0;
    int64_t max_stack = 1;
    const cJSON *tj;
    cJSON_ArrayForEach(tj, tables)
    {
        char tp[JV_PATH_LEN];
        jv_path_index(tp, "tables", idx++);
        scenario_table_t *tb = &m->tables[m->n_tables];
        if (moment_table(&L, tj, tp, m, seen, tb, &players) < 0)
            goto end;
        seen[tb->number - 1] = 1;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (tb->seats[s].occupied) {
                if (tb->seats[s].stack % chip) {
                    char sp[JV_PATH_LEN];
                    jv_path_key(sp, tp, "seats");
                    jv_fail(&L, sp, "expected stacks made of the smallest chip %lld, got %lld at seat %d", chip,
                         (long long)tb->seats[s].stack, s + 1);
                    goto end;
                }
                if (tb->seats[s].stack > max_stack)
                    max_stack = tb->seats[s].stack;
            }
        m->n_tables++;
    }
    if (players < 2) {
        jv_fail(&L, "tables", "expected at least 2 players in the tournament, got %d", players);
        goto end;
    }
    if (jv_get(root, "level"))
        m->structure.starting_stack = max_stack;
    *out = *m;
    rc = 0;
end:
    cJSON_Delete(root);
    free(m);
    return rc;
}

const engine_config_t *scenario_config(scenario_t *s)
{
    s->cfg.structure = &s->structure;
    return &s->cfg;
}

engine_reject_t scenario_apply(scenario_t *s, int i, engine_t *e, cmd_t *ran)
{
    cmd_t c = s->cmds[i];
    if (i == 0) { /* a fresh run: the clock starts over */
        s->clock_seconds_left = s->clock_start_left;
        s->clock_level = s->clock_start_level;
    }
    ran->type = CMD_NONE;
    ran->seat = -1;
    ran->amount = 0;
    switch (s->step[i]) {
    case SCN_PUTS:
    case SCN_PUTS_RAISE: {
        view_t v;
        engine_view(e, c.seat, &v);
        cmd_t m = engine_interpret_chips(&v, c.amount, s->step[i] == SCN_PUTS_RAISE);
        if (m.type == CMD_NONE) {
            *ran = c;
            return REJ_NOT_YOUR_TURN;
        }
        *ran = m;
        return engine_submit(e, m);
    }
    case SCN_TIME: {
        engine_reject_t r = REJ_OK;
        s->clock_seconds_left -= c.amount;
        const structure_t *st = engine_structure(e);
        while (s->clock_seconds_left <= 0 && s->clock_level + 1 < st->n_levels) {
            cmd_t adv = {CMD_ADVANCE_LEVEL, -1, 0};
            *ran = adv;
            r = engine_submit(e, adv);
            if (r != REJ_OK)
                return r;
            s->clock_level++;
            int64_t len = (int64_t)st->levels[s->clock_level].minutes * 60;
            if (len <= 0)
                break; /* a level of hands: the clock stops */
            s->clock_seconds_left += len;
        }
        return r;
    }
    default:
        *ran = c;
        return engine_submit(e, c);
    }
}
