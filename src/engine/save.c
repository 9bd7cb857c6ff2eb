/* save.c — save files and replays (see save.h). Format, one record per line:
 *   felt-save 1
 *   config {JSON: seed, seats, button, clock, scripted cards ...}
 *   structure {JSON in the levels/ format}
 *   m <text>               a front end's meta, one line each (save_write_meta), optional
 *   c <command>            every accepted command, in order (cmd_format)
 *   h <hand> <hash>        after the command that ended that hand
 *   end <lines> <checksum> the number of lines before it and a 64-bit hash of their bytes
 * Must never write a player's save in place: temporary file, fsync, rename; the save at the path
 * never goes missing (the previous one is linked as .prev before the rename). */
#define _POSIX_C_SOURCE 200809L
#include "engine/save.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/card.h"
#include "engine/structure.h"
#include "engine/keep.h"
#include "engine/text.h"

/* ---- a growable text buffer ---- */
typedef struct sbuf {
    char *p;
    size_t len, cap;
    int failed;
} sbuf_t;

static void sb_put(sbuf_t *b, const char *s, size_t n)
{
    if (b->failed)
        return;
    if (b->len + n + 1 > b->cap) {
        size_t ncap = b->cap ? b->cap : 4096;
        while (ncap < b->len + n + 1)
            ncap *= 2;
        char *np = realloc(b->p, ncap);
        if (!np) {
            b->failed = 1;
            return;
        }
        b->p = np;
        b->cap = ncap;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = '\0';
}

static void sb_str(sbuf_t *b, const char *s) { sb_put(b, s, strlen(s)); }

static uint64_t text_hash(const char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

/* ---- structure -> levels/ JSON ---- */
static cJSON *money(int64_t cents)
{
    char buf[40];
    snprintf(buf, sizeof buf, "%s%lld.%02lld", cents < 0 ? "-" : "", (long long)llabs(cents) / 100,
             (long long)llabs(cents) % 100);
    return cJSON_CreateString(buf);
}

static cJSON *structure_json(const structure_t *s)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "name", s->name);
    if (s->description[0])
        cJSON_AddStringToObject(o, "description", s->description);
    cJSON_AddNumberToObject(o, "table_size", s->table_size);
    cJSON_AddNumberToObject(o, "starting_stack", (double)s->starting_stack);
    if (s->n_chips > 0) {
        cJSON *chips = cJSON_AddArrayToObject(o, "chips");
        for (int i = 0; i < s->n_chips; i++) {
            cJSON *c = cJSON_CreateObject();
            char rgb[8];
            snprintf(rgb, sizeof rgb, "#%06X", (unsigned)(s->chips[i].rgb & 0xffffff));
            cJSON_AddNumberToObject(c, "value", (double)s->chips[i].value);
            cJSON_AddStringToObject(c, "color", s->chips[i].name[0] ? s->chips[i].name : "chip");
            cJSON_AddStringToObject(c, "rgb", rgb);
            cJSON_AddItemToArray(chips, c);
        }
    }
    cJSON *levels = cJSON_AddArrayToObject(o, "levels");
    for (int i = 0; i < s->n_levels; i++) {
        const level_t *L = &s->levels[i];
        cJSON *l = cJSON_CreateObject();
        if (L->is_break) {
            cJSON_AddBoolToObject(l, "break", 1);
            cJSON_AddNumberToObject(l, "minutes", L->minutes);
        } else {
            cJSON_AddNumberToObject(l, "small_blind", (double)L->small_blind);
            cJSON_AddNumberToObject(l, "big_blind", (double)L->big_blind);
            if (L->ante)
                cJSON_AddNumberToObject(l, "ante", (double)L->ante);
            if (L->minutes)
                cJSON_AddNumberToObject(l, "minutes", L->minutes);
            else
                cJSON_AddNumberToObject(l, "hands", L->hands);
            if (L->n_remove > 0) {
                cJSON *r = cJSON_AddArrayToObject(l, "remove_chips");
                for (int k = 0; k < L->n_remove; k++)
                    cJSON_AddItemToArray(r, cJSON_CreateNumber((double)L->remove_chips[k]));
            }
        }
        cJSON_AddItemToArray(levels, l);
    }
    if (s->currency[0])
        cJSON_AddStringToObject(o, "currency", s->currency);
    cJSON_AddItemToObject(o, "buy_in", money(s->buy_in));
    cJSON_AddItemToObject(o, "fee", money(s->fee));
    if (s->rebuy_enabled) {
        cJSON *r = cJSON_AddObjectToObject(o, "rebuy");
        cJSON_AddNumberToObject(r, "chips", (double)s->rebuy_chips);
        cJSON_AddItemToObject(r, "cost", money(s->rebuy_cost));
        cJSON_AddNumberToObject(r, "max_stack", (double)s->rebuy_max_stack);
        cJSON_AddNumberToObject(r, "last_level", s->rebuy_last_level);
        if (s->rebuy_limit > 0)
            cJSON_AddNumberToObject(r, "limit", s->rebuy_limit);
    }
    if (s->addon_enabled) {
        cJSON *a = cJSON_AddObjectToObject(o, "addon");
        cJSON_AddNumberToObject(a, "chips", (double)s->addon_chips);
        cJSON_AddItemToObject(a, "cost", money(s->addon_cost));
    }
    if (s->n_payout_tiers > 0) {
        cJSON *ps = cJSON_AddArrayToObject(o, "payouts");
        for (int i = 0; i < s->n_payout_tiers; i++) {
            const payout_tier_t *t = &s->payouts[i];
            cJSON *p = cJSON_CreateObject();
            cJSON *pl = cJSON_AddArrayToObject(p, "players");
            cJSON_AddItemToArray(pl, cJSON_CreateNumber(t->min_players));
            cJSON_AddItemToArray(pl, cJSON_CreateNumber(t->max_players));
            cJSON *pc = cJSON_AddArrayToObject(p, "percent");
            for (int k = 0; k < t->n_places; k++) {
                char num[24];
                int bp = t->percent_bp[k];
                if (bp % 100 == 0)
                    snprintf(num, sizeof num, "%d", bp / 100);
                else
                    snprintf(num, sizeof num, "%d.%02d", bp / 100, bp % 100);
                cJSON_AddItemToArray(pc, cJSON_CreateRaw(num));
            }
            cJSON_AddItemToArray(ps, p);
        }
    }
    return o;
}

/* ---- config <-> JSON ---- */
static void add_u64(cJSON *o, const char *key, uint64_t v)
{
    char buf[24];
    snprintf(buf, sizeof buf, "%" PRIu64, v);
    cJSON_AddStringToObject(o, key, buf);
}

static void add_cards(cJSON *o, const char *key, const card_t *cards, int n)
{
    char buf[CARD_COUNT * 2 + 1];
    int k = 0;
    for (int i = 0; i < n; i++) {
        char c[3];
        card_format(cards[i], c);
        buf[k++] = c[0];
        buf[k++] = c[1];
    }
    buf[k] = '\0';
    cJSON_AddStringToObject(o, key, buf);
}

static cJSON *config_json(const engine_config_t *c, int n_seats)
{
    cJSON *o = cJSON_CreateObject();
    add_u64(o, "seed", c->seed);
    cJSON_AddNumberToObject(o, "n_seats", n_seats);
    cJSON *seats = cJSON_AddArrayToObject(o, "seats");
    for (int s = 0; s < n_seats; s++) {
        if (!c->seats[s].occupied)
            continue;
        cJSON *q = cJSON_CreateObject();
        cJSON_AddNumberToObject(q, "seat", s + 1);
        cJSON_AddStringToObject(q, "name", c->seats[s].name);
        cJSON_AddNumberToObject(q, "stack", (double)c->seats[s].stack);
        if (c->absent[s])
            cJSON_AddBoolToObject(q, "absent", 1);
        if (c->preset_hole_set[s])
            add_cards(q, "hole", c->preset_hole[s], 2);
        cJSON_AddItemToArray(seats, q);
    }
    cJSON_AddNumberToObject(o, "initial_button", c->initial_button);
    cJSON_AddStringToObject(o, "clock", c->clock == ENGINE_CLOCK_SIMULATED ? "simulated" : "commands");
    cJSON_AddNumberToObject(o, "seconds_per_hand", c->seconds_per_hand);
    cJSON_AddNumberToObject(o, "first_level", c->first_level);
    add_u64(o, "tournament_id", c->tournament_id);
    add_u64(o, "first_hand_id", (uint64_t)c->first_hand_id);
    if (c->prev_sb || c->prev_bb) {
        cJSON *p = cJSON_AddArrayToObject(o, "previous_hand");
        cJSON_AddItemToArray(p, cJSON_CreateNumber(c->prev_button));
        cJSON_AddItemToArray(p, cJSON_CreateNumber(c->prev_sb));
        cJSON_AddItemToArray(p, cJSON_CreateNumber(c->prev_bb));
    }
    if (c->n_fixed_cards > 0)
        add_cards(o, "fixed_cards", c->fixed_cards, c->n_fixed_cards);
    if (c->n_preset_board > 0)
        add_cards(o, "board", c->preset_board, c->n_preset_board);
    if (c->n_race_cards > 0)
        add_cards(o, "race_cards", c->race_cards, c->n_race_cards);
    return o;
}

static int json_u64(const cJSON *o, const char *key, uint64_t *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!cJSON_IsString(v))
        return -1;
    /* decimal digits only: no sign, no spaces, no leading zero, no wrap past 2^64 - 1 */
    const char *p = v->valuestring;
    size_t n = strlen(p);
    if (n == 0 || n > 20 || (n > 1 && p[0] == '0'))
        return -1;
    uint64_t x = 0;
    for (size_t i = 0; i < n; i++) {
        if (p[i] < '0' || p[i] > '9')
            return -1;
        unsigned d = (unsigned)(p[i] - '0');
        if (x > (UINT64_MAX - d) / 10)
            return -1;
        x = x * 10 + d;
    }
    *out = x;
    return 0;
}

/* A JSON number that is a whole number in [lo, hi] (checked before any conversion). */
static int whole_in_range(const cJSON *v, double lo, double hi)
{
    return cJSON_IsNumber(v) && isfinite(v->valuedouble) && v->valuedouble >= lo && v->valuedouble <= hi &&
           floor(v->valuedouble) == v->valuedouble;
}

static int json_int(const cJSON *o, const char *key, int lo, int hi, int *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!whole_in_range(v, lo, hi))
        return -1;
    *out = (int)v->valuedouble;
    return 0;
}

static int json_cards(const cJSON *o, const char *key, card_t *out, int max)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!v)
        return 0;
    char err[128];
    if (!cJSON_IsString(v))
        return -1;
    return card_parse_list(v->valuestring, out, max, err, sizeof err);
}

static int config_from_json(const cJSON *o, engine_config_t *c, char *what, size_t wl)
{
    memset(c, 0, sizeof *c);
#define BAD(field)                                   \
    do {                                             \
        snprintf(what, wl, "config: bad %s", field); \
        return -1;                                   \
    } while (0)
    if (json_u64(o, "seed", &c->seed))
        BAD("seed");
    if (json_int(o, "n_seats", 2, ENGINE_MAX_SEATS, &c->n_seats))
        BAD("n_seats");
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(o, "seats");
    if (!cJSON_IsArray(seats))
        BAD("seats");
    const cJSON *q;
    cJSON_ArrayForEach(q, seats)
    {
        int s;
        if (json_int(q, "seat", 1, c->n_seats, &s))
            BAD("seats[].seat");
        s--;
        if (c->seats[s].occupied) {
            snprintf(what, wl, "config: seat %d appears twice", s + 1);
            return -1;
        }
        c->seats[s].occupied = 1;
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(q, "name");
        if (!cJSON_IsString(name) || strlen(name->valuestring) >= ENGINE_NAME_LEN ||
            !text_printable(name->valuestring, strlen(name->valuestring), 0))
            BAD("seats[].name");
        snprintf(c->seats[s].name, sizeof c->seats[s].name, "%s", name->valuestring);
        const cJSON *st = cJSON_GetObjectItemCaseSensitive(q, "stack");
        if (!whole_in_range(st, 0, 9e15))
            BAD("seats[].stack");
        c->seats[s].stack = (int64_t)st->valuedouble;
        c->absent[s] = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(q, "absent"));
        int nh = json_cards(q, "hole", c->preset_hole[s], 2);
        if (nh < 0 || (nh != 0 && nh != 2))
            BAD("seats[].hole");
        c->preset_hole_set[s] = nh == 2;
    }
    if (json_int(o, "initial_button", 0, c->n_seats, &c->initial_button))
        BAD("initial_button");
    const cJSON *clock = cJSON_GetObjectItemCaseSensitive(o, "clock");
    if (!cJSON_IsString(clock))
        BAD("clock");
    if (!strcmp(clock->valuestring, "simulated"))
        c->clock = ENGINE_CLOCK_SIMULATED;
    else if (strcmp(clock->valuestring, "commands"))
        BAD("clock");
    if (json_int(o, "seconds_per_hand", 0, 86400, &c->seconds_per_hand))
        BAD("seconds_per_hand");
    if (json_int(o, "first_level", 0, STRUCT_MAX_LEVELS, &c->first_level))
        BAD("first_level");
    uint64_t fh;
    if (json_u64(o, "tournament_id", &c->tournament_id) || json_u64(o, "first_hand_id", &fh))
        BAD("ids");
    c->first_hand_id = (int64_t)fh;
    const cJSON *prev = cJSON_GetObjectItemCaseSensitive(o, "previous_hand");
    if (prev) {
        if (!cJSON_IsArray(prev) || cJSON_GetArraySize(prev) != 3)
            BAD("previous_hand");
        int *dst[3] = {&c->prev_button, &c->prev_sb, &c->prev_bb};
        for (int i = 0; i < 3; i++) {
            const cJSON *x = cJSON_GetArrayItem(prev, i);
            if (!whole_in_range(x, 0, c->n_seats))
                BAD("previous_hand");
            *dst[i] = (int)x->valuedouble;
        }
    }
    c->n_fixed_cards = json_cards(o, "fixed_cards", c->fixed_cards, CARD_COUNT);
    if (c->n_fixed_cards < 0)
        BAD("fixed_cards");
    c->n_race_cards = json_cards(o, "race_cards", c->race_cards, CARD_COUNT);
    if (c->n_race_cards < 0)
        BAD("race_cards");
    c->n_preset_board = json_cards(o, "board", c->preset_board, 5);
    if (c->n_preset_board < 0)
        BAD("board");
#undef BAD
    return 0;
}

/* ---- writing ---- */
static int meta_ok(const char *meta)
{
    size_t n = strlen(meta);
    return n <= SAVE_META_MAX && text_printable(meta, n, 1);
}

char *save_text(const engine_t *e) { return save_text_meta(e, NULL); }

char *save_text_meta(const engine_t *e, const char *meta)
{
    if (meta && !meta_ok(meta))
        return NULL;
    sbuf_t b = {0};
    sb_str(&b, "felt-save 1\n");
    cJSON *cfg = config_json(engine_config(e), engine_config(e)->n_seats);
    cJSON *st = structure_json(engine_structure(e));
    char *cs = cfg ? cJSON_PrintUnformatted(cfg) : NULL;
    char *ss = st ? cJSON_PrintUnformatted(st) : NULL;
    cJSON_Delete(cfg);
    cJSON_Delete(st);
    if (!cs || !ss) {
        free(cs);
        free(ss);
        free(b.p);
        return NULL;
    }
    sb_str(&b, "config ");
    sb_str(&b, cs);
    sb_str(&b, "\nstructure ");
    sb_str(&b, ss);
    sb_str(&b, "\n");
    free(cs);
    free(ss);
    int lines = 3;
    if (meta) {
        /* every line of meta verbatim, the empty ones too, so that it comes back byte for byte */
        const char *p = meta;
        for (;;) {
            const char *nl = strchr(p, '\n');
            size_t n = nl ? (size_t)(nl - p) : strlen(p);
            sb_str(&b, "m ");
            sb_put(&b, p, n);
            sb_str(&b, "\n");
            lines++;
            if (!nl)
                break;
            p = nl + 1;
        }
    }
    int n_cmds;
    const cmd_t *cmds = engine_commands(e, &n_cmds);
    const uint64_t *hash;
    const int *at;
    int n_hands = engine_hand_hashes(e, &hash, &at);
    int h = 0;
    char line[96];
    for (int i = 0; i <= n_cmds; i++) {
        while (h < n_hands && at[h] == i) {
            snprintf(line, sizeof line, "h %d %016" PRIx64 "\n", h + 1, hash[h]);
            sb_str(&b, line);
            lines++;
            h++;
        }
        if (i == n_cmds)
            break;
        char c[64];
        cmd_format(cmds[i], c, sizeof c);
        snprintf(line, sizeof line, "c %s\n", c);
        sb_str(&b, line);
        lines++;
    }
    if (b.failed) {
        free(b.p);
        return NULL;
    }
    snprintf(line, sizeof line, "end %d %016" PRIx64 "\n", lines, text_hash(b.p, b.len));
    sb_str(&b, line);
    if (b.failed) {
        free(b.p);
        return NULL;
    }
    return b.p;
}

int save_write(const engine_t *e, const char *path, char *err, size_t errlen)
{
    return save_write_meta(e, NULL, path, err, errlen);
}

int save_write_meta(const engine_t *e, const char *meta, const char *path, char *err, size_t errlen)
{
    if (!path || !path[0]) {
        snprintf(err, errlen, "cannot save: the file name is empty");
        return -1;
    }
    if (meta && !meta_ok(meta)) {
        snprintf(err, errlen, "%s: cannot save: the front end's notes are not printable UTF-8 lines of at most %d bytes",
                 path, SAVE_META_MAX);
        return -1;
    }
    char *text = save_text_meta(e, meta);
    if (!text) {
        snprintf(err, errlen, "%s: out of memory while saving", path);
        return -1;
    }
    /* the previous save stays as .prev, so a save damaged later still has a hand before it */
    int rc = keep_write(path, text, strlen(text), KEEP_PREV, err, errlen);
    free(text);
    return rc;
}

/* ---- reading ---- */
/* "h <hand> <16 hex digits>" exactly. */
static int parse_hand_line(const char *p, int *hand, uint64_t *hash)
{
    if (*p < '1' || *p > '9')
        return -1;
    long v = 0;
    while (*p >= '0' && *p <= '9') {
        v = v * 10 + (*p++ - '0');
        if (v > 100000000L)
            return -1;
    }
    if (*p++ != ' ')
        return -1;
    uint64_t h = 0;
    for (int i = 0; i < 16; i++, p++) {
        int d = *p >= '0' && *p <= '9' ? *p - '0' : *p >= 'a' && *p <= 'f' ? *p - 'a' + 10 : -1;
        if (d < 0)
            return -1;
        h = h << 4 | (uint64_t)d;
    }
    if (*p)
        return -1;
    *hand = (int)v;
    *hash = h;
    return 0;
}

engine_t *save_load_text(const char *name, const char *text, size_t len, save_replay_result_t *res,
                         save_event_fn on_event, void *ctx, char *err, size_t errlen)
{
    return save_load_text_meta(name, text, len, NULL, 0, res, on_event, ctx, err, errlen);
}

engine_t *save_load_text_meta(const char *name, const char *text, size_t len, char *meta, size_t meta_len,
                              save_replay_result_t *res, save_event_fn on_event, void *ctx, char *err,
                              size_t errlen)
{
    memset(res, 0, sizeof *res);
    if (meta && meta_len)
        meta[0] = '\0';
    engine_t *e = NULL;
    cJSON *cfg_json = NULL;
    size_t meta_used = 0;
    if (len <= 12 && memcmp(text, "felt-save 1\n", len) == 0) {
        snprintf(err, errlen, "%s:1: the save is truncated: %s", name, len ? "it ends after its first line" : "it is empty");
        return NULL;
    }
    if (len < 12 || memcmp(text, "felt-save ", 10) != 0) {
        snprintf(err, errlen, "%s: not a Felt save (a save starts with 'felt-save 1')", name);
        return NULL;
    }
    char *copy = malloc(len + 1);
    if (!copy) {
        snprintf(err, errlen, "%s: out of memory", name);
        return NULL;
    }
    memcpy(copy, text, len);
    copy[len] = '\0';
    if (strlen(copy) != len) {
        snprintf(err, errlen, "%s: not a Felt save (contains a NUL byte)", name);
        goto fail;
    }
    /* 1. the checksum line closes the file: anything else is truncation or corruption */
    {
        size_t end_at = len;
        if (end_at > 0 && copy[end_at - 1] == '\n')
            end_at--;
        size_t ls = end_at;
        while (ls > 0 && copy[ls - 1] != '\n')
            ls--;
        int lines = -1;
        uint64_t sum = 0;
        char tail[96];
        size_t tl = end_at - ls < sizeof tail - 1 ? end_at - ls : sizeof tail - 1;
        memcpy(tail, copy + ls, tl);
        tail[tl] = '\0';
        if (sscanf(tail, "end %d %" SCNx64, &lines, &sum) != 2) {
            int nl = 1;
            for (size_t i = 0; i < ls; i++)
                nl += copy[i] == '\n';
            snprintf(err, errlen, "%s:%d: the save is truncated: its closing 'end' line is missing", name, nl);
            goto fail;
        }
        if (text_hash(copy, ls) != sum) {
            snprintf(err, errlen, "%s: the save is corrupt: its checksum does not match its contents", name);
            goto fail;
        }
        int count = 0;
        for (size_t i = 0; i < ls; i++)
            count += copy[i] == '\n';
        if (count != lines) {
            snprintf(err, errlen, "%s: the save is corrupt: %d lines, its end line says %d", name, count, lines);
            goto fail;
        }
        copy[ls] = '\0';
    }
    /* 2. header, config, structure (lines are split by hand: an empty meta line is a line) */
    char *cursor = copy;
#define NEXT_LINE()                                                                                \
    (cursor && *cursor ? (line = cursor, cursor = strchr(cursor, '\n'),                            \
                          cursor ? (*cursor++ = '\0', line) : line)                                \
                       : (line = NULL))
    char *line;
    int lineno = 1;
    NEXT_LINE();
    if (!line || strcmp(line, "felt-save 1") != 0) {
        snprintf(err, errlen, "%s:1: not a Felt save of this version (expected 'felt-save 1')", name);
        goto fail;
    }
    NEXT_LINE();
    lineno++;
    if (!line || strncmp(line, "config ", 7) != 0 || !(cfg_json = cJSON_Parse(line + 7))) {
        snprintf(err, errlen, "%s:%d: expected the 'config' line", name, lineno);
        goto fail;
    }
    engine_config_t cfg;
    char what[128];
    if (config_from_json(cfg_json, &cfg, what, sizeof what) != 0) {
        snprintf(err, errlen, "%s:%d: %s", name, lineno, what);
        goto fail;
    }
    NEXT_LINE();
    lineno++;
    structure_t st;
    if (!line || strncmp(line, "structure ", 10) != 0) {
        snprintf(err, errlen, "%s:%d: expected the 'structure' line", name, lineno);
        goto fail;
    }
    char serr[512];
    if (structure_load(name, line + 10, strlen(line + 10), &st, serr, sizeof serr) != 0) {
        snprintf(err, errlen, "%s:%d: the saved structure is invalid: %s", name, lineno, serr);
        goto fail;
    }
    cfg.structure = &st;
    char cerr[256];
    e = engine_create(&cfg, cerr, sizeof cerr);
    if (!e) {
        snprintf(err, errlen, "%s:%d: the saved configuration is invalid: %s", name, 2, cerr);
        goto fail;
    }
    /* 3. meta, then commands and hand hashes */
    const uint64_t *hashes;
    const int *at;
    int seen_command = 0;
    while (NEXT_LINE() != NULL) {
        lineno++;
        ev_t ev;
        if (line[0] == 'm' && line[1] == ' ' && !seen_command && res->hands_checked == 0) {
            size_t n = strlen(line + 2);
            if (meta_used + n + 1 > SAVE_META_MAX + 1 || !text_printable(line + 2, n, 0)) {
                snprintf(err, errlen, "%s:%d: the front end's notes are not printable text of at most %d bytes",
                         name, lineno, SAVE_META_MAX);
                goto fail;
            }
            if (meta && meta_len) {
                if (meta_used + n + 2 > meta_len) {
                    snprintf(err, errlen, "%s:%d: the front end's notes do not fit %zu bytes", name, lineno, meta_len);
                    goto fail;
                }
                if (meta_used > 0)
                    meta[meta_used - 1] = '\n';
                memcpy(meta + meta_used, line + 2, n);
                meta[meta_used + n] = '\0';
            }
            meta_used += n + 1;
        } else if (line[0] == 'c' && line[1] == ' ') {
            cmd_t c;
            char perr[256];
            seen_command = 1;
            if (cmd_parse(line + 2, &c, perr, sizeof perr) != 0) {
                snprintf(err, errlen, "%s:%d: %s", name, lineno, perr);
                goto fail;
            }
            engine_reject_t r = engine_submit(e, c);
            while (engine_poll(e, &ev))
                if (on_event)
                    on_event(ctx, &ev);
            if (r != REJ_OK) {
                snprintf(err, errlen, "%s:%d: the saved command '%s' is refused on replay: %s", name, lineno,
                         line + 2, engine_reject_message(r));
                goto fail;
            }
            res->commands++;
        } else if (line[0] == 'h' && line[1] == ' ') {
            int hand;
            uint64_t h;
            if (parse_hand_line(line + 2, &hand, &h) != 0) {
                snprintf(err, errlen, "%s:%d: bad hand line '%.40s' (expected 'h HAND HASH' with 16 hex digits)",
                         name, lineno, line);
                goto fail;
            }
            int n = engine_hand_hashes(e, &hashes, &at);
            if (hand != res->hands_checked + 1) {
                snprintf(err, errlen, "%s:%d: hand line for hand %d where hand %d's was expected", name, lineno,
                         hand, res->hands_checked + 1);
                res->diverged_hand = hand;
                goto fail;
            }
            if (hand > n) {
                snprintf(err, errlen, "%s:%d: hand %d has not ended at this point of the replay", name, lineno, hand);
                res->diverged_hand = hand;
                goto fail;
            }
            if (hashes[hand - 1] != h) {
                res->diverged_hand = hand;
                res->saved_hash = h;
                res->replayed_hash = hashes[hand - 1];
                snprintf(err, errlen, "%s:%d: replay diverges at hand %d: saved state %016" PRIx64
                                      ", replayed %016" PRIx64, name, lineno, hand, h, hashes[hand - 1]);
                goto fail;
            }
            res->hands_checked++;
        } else {
            snprintf(err, errlen, "%s:%d: unexpected line '%.40s'", name, lineno, line);
            goto fail;
        }
        /* every hand that ends is followed by its hash line before the next command */
        if (line[0] == 'c') {
            int n = engine_hand_hashes(e, &hashes, &at);
            if (n > res->hands_checked + 1 || (n == res->hands_checked + 1 && cursor && strncmp(cursor, "h ", 2) != 0)) {
                snprintf(err, errlen, "%s:%d: hand %d ended with this command but the save has no hash line for it",
                         name, lineno, res->hands_checked + 1);
                res->diverged_hand = res->hands_checked + 1;
                goto fail;
            }
        }
    }
#undef NEXT_LINE
    {
        int n = engine_hand_hashes(e, &hashes, &at);
        if (n != res->hands_checked) {
            snprintf(err, errlen, "%s:%d: hand %d ended in the replay but the save has no hash line for it", name,
                     lineno, res->hands_checked + 1);
            res->diverged_hand = res->hands_checked + 1;
            goto fail;
        }
    }
    cJSON_Delete(cfg_json);
    free(copy);
    return e;
fail:
    cJSON_Delete(cfg_json);
    engine_destroy(e);
    free(copy);
    return NULL;
}

/* Read a whole save; NULL with err set. A save of the longest tournament is far below the limit,
 * which only keeps a wrong file (/dev/zero, a disk image) from being read for long. */
static char *read_file(const char *path, size_t *len_out, char *err, size_t errlen)
{
    struct stat sb;
    if (stat(path, &sb) == 0 && S_ISDIR(sb.st_mode)) {
        snprintf(err, errlen, "cannot read %s: it is a directory, not a save file", path);
        return NULL;
    }
    int missing;
    return keep_read(path, SAVE_MAX_BYTES, "any save (16 MiB)", len_out, &missing, err, errlen);
}

static engine_t *load_one(const char *path, char *meta, size_t meta_len, save_replay_result_t *res,
                          save_event_fn on_event, void *ctx, char *err, size_t errlen)
{
    size_t len;
    memset(res, 0, sizeof *res);
    char *buf = read_file(path, &len, err, errlen);
    if (!buf)
        return NULL;
    engine_t *e = save_load_text_meta(path, buf, len, meta, meta_len, res, on_event, ctx, err, errlen);
    free(buf);
    return e;
}

engine_t *save_load(const char *path, save_replay_result_t *res, save_event_fn on_event, void *ctx,
                    char *err, size_t errlen)
{
    return save_load_meta(path, NULL, 0, res, on_event, ctx, err, errlen);
}

/* Events of a failed first attempt must not reach the caller twice: they are held back until
 * the load is known to succeed only when it is the fallback; the newest copy streams directly
 * (a caller writing a history from the events sees a failed replay's partial events, as before). */
engine_t *save_load_meta(const char *path, char *meta, size_t meta_len, save_replay_result_t *res,
                         save_event_fn on_event, void *ctx, char *err, size_t errlen)
{
    engine_t *e = load_one(path, meta, meta_len, res, NULL, NULL, err, errlen);
    const char *used = path;
    char *prev = NULL;
    if (!e) {
        char first[512];
        snprintf(first, sizeof first, "%s", err);
        size_t pl = strlen(path) + 6;
        prev = malloc(pl);
        if (prev) {
            snprintf(prev, pl, "%s.prev", path);
            char perr[512];
            save_replay_result_t pres;
            engine_t *p = load_one(prev, meta, meta_len, &pres, NULL, NULL, perr, sizeof perr);
            if (p) {
                *res = pres;
                res->fell_back = 1;
                snprintf(res->fallback_reason, sizeof res->fallback_reason, "%s", first);
                e = p;
                used = prev;
            } else {
                struct stat sb;
                if (stat(prev, &sb) == 0)
                    snprintf(err, errlen, "%s (and the previous copy %s failed too: %s)", first, prev, perr);
                else
                    snprintf(err, errlen, "%s", first);
            }
        }
    }
    if (e && on_event) {
        /* replay again for the caller's events: the events of the copy that loaded, once */
        engine_destroy(e);
        save_replay_result_t again;
        e = load_one(used, meta, meta_len, &again, on_event, ctx, err, errlen);
        if (e) {
            again.fell_back = res->fell_back;
            snprintf(again.fallback_reason, sizeof again.fallback_reason, "%s", res->fallback_reason);
            *res = again;
        }
    }
    if (e)
        snprintf(res->loaded_path, sizeof res->loaded_path, "%s", used);
    else if (on_event && used == path) {
        /* no copy loads: run the newest once more for the caller's events up to the failure */
        save_replay_result_t again;
        char e2[8];
        load_one(path, NULL, 0, &again, on_event, ctx, e2, sizeof e2);
        int d = res->diverged_hand, h = res->hands_checked;
        *res = again;
        res->diverged_hand = d;
        res->hands_checked = h;
    }
    free(prev);
    return e;
}
