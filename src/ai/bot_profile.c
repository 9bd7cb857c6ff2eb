/* bot_profile.c — the JSON profile loader (see bot_profile.h): cJSON for the values, jsonloc for
 * where they sit, so every message names the file, the line, the JSON path and the bad value. */
#include "ai/bot_profile.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/jsonv.h"

enum { PROFILE_MAX_BYTES = 1 << 20 };

/* "expected WHAT, got VALUE" at path. */
static int expected(jv_t *L, const char *path, const cJSON *item, const char *what)
{
    char got[JV_SHOW_LEN];
    return jv_fail(L, path, "expected %s, got %s", what, jv_show(L, path, item, got, sizeof got));
}

/* Refuse any key of obj (at path) not in allowed[] (NULL-ended), or one given twice. */
static int only_keys(jv_t *L, const cJSON *obj, const char *path, const char *const *allowed)
{
    int n = 0;
    while (allowed[n])
        n++;
    return jv_keys(L, obj, path, allowed, n);
}

/* A string of 1..cap-1 bytes with no control characters, copied to out. */
static int get_text(jv_t *L, const cJSON *obj, const char *key, const char *path, char *out, size_t cap,
                    int required)
{
    const cJSON *it = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (!it && !required)
        return 0;
    char what[64];
    snprintf(what, sizeof what, "a text of 1 to %zu characters", cap - 1);
    if (!cJSON_IsString(it) || !it->valuestring[0] || strlen(it->valuestring) >= cap)
        return expected(L, path, it, what);
    for (const char *c = it->valuestring; *c; c++)
        if ((unsigned char)*c < 0x20)
            return expected(L, path, it, "a text without control characters");
    snprintf(out, cap, "%s", it->valuestring);
    return 0;
}

static int valid_key_name(const char *n)
{
    if (!n[0] || strlen(n) > 24)
        return 0;
    for (const char *c = n; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '-' || *c == '_'))
            return 0;
    return 1;
}

static int valid_person_name(const char *n)
{
    if (!((n[0] >= 'A' && n[0] <= 'Z') || (n[0] >= 'a' && n[0] <= 'z')))
        return 0;
    for (const char *c = n; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') || *c == ' ' ||
              *c == '-'))
            return 0;
    return 1;
}

static int get_level(jv_t *L, const cJSON *obj, const char *key, const char *path, int *out, int required)
{
    const cJSON *it = jv_get(obj, key);
    if (!it && !required)
        return 0;
    static const char *const names[] = {"easy", "medium", "hard"};
    int k = 0;
    if (jv_enum(L, it, path, names, 3, &k) < 0)
        return -1;
    *out = BOT_LEVEL_EASY + k;
    return 0;
}

/* The numbers of the brain: JSON key, field, range (booleans: lo = hi = -1). */
typedef struct pfield {
    const char *key;
    size_t off;
    double lo, hi;
} pfield_t;

#define PF(k, f, lo, hi) {k, offsetof(ai_profile_t, f), lo, hi}
static const pfield_t play_fields[] = {
    PF("open", open_mult, 0.1, 4.0),           PF("raise_share", raise_share, 0.0, 1.0),
    PF("three_bet", threebet_mult, 0.0, 4.0),  PF("three_bet_bluff", threebet_bluff, 0.0, 1.0),
    PF("flat", flat_mult, 0.0, 5.0),           PF("value_equity", value_eq, 0.3, 1.0),
    PF("raise_equity", raise_eq, 0.3, 1.0),    PF("call_margin", call_margin, -0.5, 0.5),
    PF("call_floor", call_floor, 0.0, 1.01),   PF("cbet", cbet_freq, 0.0, 1.0),
    PF("barrel", barrel_freq, 0.0, 1.0),       PF("river_bluff", bluff_freq, 0.0, 1.0),
    PF("semi_bluff", semibluff_freq, 0.0, 1.0), PF("size", size_mult, 0.25, 3.0),
    PF("push_tight", push_tight, 0.3, 3.0),    PF("call_tight", call_tight, 0.3, 3.0),
    PF("icm_bias", icm_bias, -0.1, 0.1),       PF("allin_call_max", allin_call_max, 0.0, 1.0),
    PF("trap", trap, -1, -1),                  PF("adapt", adapt, -1, -1),
};
#undef PF
enum { N_PLAY_FIELDS = sizeof play_fields / sizeof play_fields[0] };

static int read_play(jv_t *L, const cJSON *obj, ai_profile_t *p)
{
    const char *allowed[N_PLAY_FIELDS + 1];
    for (int i = 0; i < N_PLAY_FIELDS; i++)
        allowed[i] = play_fields[i].key;
    allowed[N_PLAY_FIELDS] = NULL;
    if (only_keys(L, obj, "play", allowed) < 0)
        return -1;
    for (int i = 0; i < N_PLAY_FIELDS; i++) {
        const pfield_t *f = &play_fields[i];
        char path[64];
        snprintf(path, sizeof path, "play.%s", f->key);
        const cJSON *it = cJSON_GetObjectItemCaseSensitive(obj, f->key);
        if (f->lo < 0 && f->hi < 0) {
            if (!cJSON_IsBool(it))
                return expected(L, path, it, "true or false");
            *(int *)(void *)((char *)p + f->off) = cJSON_IsTrue(it);
            continue;
        }
        char what[64];
        snprintf(what, sizeof what, "a number from %g to %g", f->lo, f->hi);
        if (!cJSON_IsNumber(it) || !isfinite(it->valuedouble) || it->valuedouble < f->lo || it->valuedouble > f->hi)
            return expected(L, path, it, what);
        *(double *)(void *)((char *)p + f->off) = it->valuedouble;
    }
    return 0;
}

/* The numbers of a level (ai_level_t): JSON key, field, range; booleans lo = hi = -1, whole
 * numbers integer = 1. Every one may be left out: it keeps the standard level's value. */
typedef struct lfield {
    const char *key;
    size_t off;
    double lo, hi;
    int integer;
} lfield_t;

#define LF(k, f, lo, hi, i) {k, offsetof(ai_level_t, f), lo, hi, i}
static const lfield_t level_fields[] = {
    LF("cards_only", cards_only, -1, -1, 0), LF("noise", noise, 0.0, 1.0, 0),
    LF("good_push", good_push, 0.0, 1.0, 0), LF("good_call", good_call, 0.0, 1.0, 0),
    LF("good_noise", good_noise, 0.0, 1.0, 0), LF("wide", wide, 0.25, 4.0, 0),
    LF("ranges", ranges, -1, -1, 0),         LF("reads", reads, -1, -1, 0),
    LF("reads_after", reads_after, 0, 1000, 1), LF("icm", icm, -1, -1, 0),
    LF("exploit", exploit, -1, -1, 0),       LF("thrift", thrift, 0.0, 10.0, 0),
    LF("field_icm", field_icm, 0, 2, 1),     LF("short_style", short_style, 0.0, 1.0, 0),
};
#undef LF
enum { N_LEVEL_FIELDS = sizeof level_fields / sizeof level_fields[0], TRIALS_MIN = 20, TRIALS_MAX = 20000 };

/* One level's object at path (levels.NAME) over the standard values already in *lv. */
static int read_level(jv_t *L, const cJSON *obj, const char *path, ai_level_t *lv)
{
    if (!cJSON_IsObject(obj))
        return expected(L, path, obj, "an object with the level's numbers");
    const char *allowed[N_LEVEL_FIELDS + 2];
    for (int i = 0; i < N_LEVEL_FIELDS; i++)
        allowed[i] = level_fields[i].key;
    allowed[N_LEVEL_FIELDS] = "trials";
    allowed[N_LEVEL_FIELDS + 1] = NULL;
    if (only_keys(L, obj, path, allowed) < 0)
        return -1;
    for (int i = 0; i < N_LEVEL_FIELDS; i++) {
        const lfield_t *f = &level_fields[i];
        const cJSON *it = cJSON_GetObjectItemCaseSensitive(obj, f->key);
        if (!it)
            continue;
        char fp[64], what[64];
        snprintf(fp, sizeof fp, "%s.%s", path, f->key);
        void *at = (char *)lv + f->off;
        if (f->lo < 0 && f->hi < 0) {
            if (!cJSON_IsBool(it))
                return expected(L, fp, it, "true or false");
            *(int *)at = cJSON_IsTrue(it);
        } else if (f->integer) {
            snprintf(what, sizeof what, "a whole number from %g to %g", f->lo, f->hi);
            if (!cJSON_IsNumber(it) || !isfinite(it->valuedouble) || it->valuedouble < f->lo ||
                it->valuedouble > f->hi || it->valuedouble != floor(it->valuedouble))
                return expected(L, fp, it, what);
            *(int *)at = (int)it->valuedouble;
        } else {
            snprintf(what, sizeof what, "a number from %g to %g", f->lo, f->hi);
            if (!cJSON_IsNumber(it) || !isfinite(it->valuedouble) || it->valuedouble < f->lo || it->valuedouble > f->hi)
                return expected(L, fp, it, what);
            *(double *)at = it->valuedouble;
        }
    }
    const cJSON *tr = cJSON_GetObjectItemCaseSensitive(obj, "trials");
    if (tr) {
        char fp[64], what[96];
        snprintf(fp, sizeof fp, "%s.trials", path);
        if (!cJSON_IsArray(tr) || cJSON_GetArraySize(tr) != 3)
            return expected(L, fp, tr, "3 numbers of deals: against one range, two, three or more");
        snprintf(what, sizeof what, "a whole number of deals from %d to %d", TRIALS_MIN, TRIALS_MAX);
        for (int k = 0; k < 3; k++) {
            const cJSON *it = cJSON_GetArrayItem(tr, k);
            char ip[72];
            snprintf(ip, sizeof ip, "%s[%d]", fp, k);
            if (!cJSON_IsNumber(it) || !isfinite(it->valuedouble) || it->valuedouble < TRIALS_MIN ||
                it->valuedouble > TRIALS_MAX || it->valuedouble != floor(it->valuedouble))
                return expected(L, ip, it, what);
            lv->trials[k] = (int)it->valuedouble;
        }
    }
    return 0;
}

/* "levels": {"easy": {...}, "medium": {...}, "hard": {...}}, each optional, over the standard ones. */
static int read_levels(jv_t *L, const cJSON *obj, ai_profile_t *p)
{
    for (int l = BOT_LEVEL_EASY; l <= BOT_LEVEL_HARD; l++)
        p->level[l - BOT_LEVEL_EASY] = *ai_level_standard(l);
    if (!obj)
        return 0;
    if (!cJSON_IsObject(obj))
        return expected(L, "levels", obj, "an object with \"easy\", \"medium\" and \"hard\"");
    static const char *const names[] = {"easy", "medium", "hard", NULL};
    if (only_keys(L, obj, "levels", names) < 0)
        return -1;
    for (int l = 0; l < 3; l++) {
        const cJSON *it = cJSON_GetObjectItemCaseSensitive(obj, names[l]);
        char path[32];
        snprintf(path, sizeof path, "levels.%s", names[l]);
        if (it && read_level(L, it, path, &p->level[l]) < 0)
            return -1;
    }
    return 0;
}

static int read_profile(jv_t *L, const cJSON *root, bot_profile_t *p)
{
    if (!cJSON_IsObject(root))
        return expected(L, "", root, "an object");
    static const char *const top[] = {"name", "style", "description", "default_level", "play", "personalities", "levels", NULL};
    if (only_keys(L, root, "", top) < 0)
        return -1;
    if (get_text(L, root, "name", "name", p->name, sizeof p->name, 1) < 0)
        return -1;
    if (!valid_key_name(p->name))
        return expected(L, "name", cJSON_GetObjectItemCaseSensitive(root, "name"),
                        "1 to 24 lowercase letters, digits, '-' or '_'");
    if (get_text(L, root, "style", "style", p->style, sizeof p->style, 1) < 0 ||
        get_text(L, root, "description", "description", p->description, sizeof p->description, 1) < 0)
        return -1;
    p->default_level = BOT_LEVEL_MEDIUM;
    if (get_level(L, root, "default_level", "default_level", &p->default_level, 0) < 0)
        return -1;
    const cJSON *play = cJSON_GetObjectItemCaseSensitive(root, "play");
    if (!cJSON_IsObject(play))
        return expected(L, "play", play, "an object with the style's numbers");
    if (read_play(L, play, &p->play) < 0 ||
        read_levels(L, cJSON_GetObjectItemCaseSensitive(root, "levels"), &p->play) < 0)
        return -1;
    const cJSON *pers = cJSON_GetObjectItemCaseSensitive(root, "personalities");
    if (pers) {
        if (!cJSON_IsArray(pers))
            return expected(L, "personalities", pers, "an array of personalities");
        int n = cJSON_GetArraySize(pers);
        if (n > BOT_PROFILE_MAX_PERSONALITIES) {
            char path[48];
            snprintf(path, sizeof path, "personalities[%d]", BOT_PROFILE_MAX_PERSONALITIES);
            return jv_fail_at(L, jv_line(L, path), path, "at most %d personalities per profile",
                             BOT_PROFILE_MAX_PERSONALITIES);
        }
        int i = 0;
        for (const cJSON *it = pers->child; it; it = it->next, i++) {
            char path[48], sub[80];
            snprintf(path, sizeof path, "personalities[%d]", i);
            if (!cJSON_IsObject(it))
                return expected(L, path, it, "an object with a name, a level and a description");
            static const char *const keys[] = {"name", "level", "description", NULL};
            if (only_keys(L, it, path, keys) < 0)
                return -1;
            bot_profile_personality_t *q = &p->personalities[i];
            snprintf(sub, sizeof sub, "%s.name", path);
            if (get_text(L, it, "name", sub, q->name, sizeof q->name, 1) < 0)
                return -1;
            if (!valid_person_name(q->name))
                return expected(L, sub, cJSON_GetObjectItemCaseSensitive(it, "name"),
                                "a name of letters, digits, spaces or '-' starting with a letter");
            for (int j = 0; j < i; j++)
                if (!strcmp(p->personalities[j].name, q->name))
                    return jv_fail_at(L, jv_line(L, sub), sub, "\"%s\" is named twice", q->name);
            snprintf(sub, sizeof sub, "%s.level", path);
            if (get_level(L, it, "level", sub, &q->level, 1) < 0)
                return -1;
            snprintf(sub, sizeof sub, "%s.description", path);
            if (get_text(L, it, "description", sub, q->description, sizeof q->description, 1) < 0)
                return -1;
        }
        p->n_personalities = i;
    }
    return 0;
}

void bot_profile_fix(bot_profile_t *p)
{
    p->play.style = p->style;
}

int bot_profile_parse(const char *text, size_t len, const char *file, bot_profile_t *out, char *err, size_t errlen)
{
    jv_t L;
    jv_init(&L, file ? file : "(profile)", text ? text : "", text ? len : 0, err, err ? errlen : 0);
    cJSON *root = NULL;
    int rc = -1;
    if (jv_parse(&L, &root) < 0)
        goto end;
    bot_profile_t p;
    memset(&p, 0, sizeof p);
    if (read_profile(&L, root, &p) < 0)
        goto end;
    *out = p;
    bot_profile_fix(out);
    rc = 0;
end:
    cJSON_Delete(root);
    return rc;
}

int bot_profile_load_file(const char *path, bot_profile_t *out, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        if (errlen)
            snprintf(err, errlen, "%s: cannot read: %s", path, strerror(errno));
        return -1;
    }
    char *buf = malloc(PROFILE_MAX_BYTES + 1);
    size_t n = buf ? fread(buf, 1, PROFILE_MAX_BYTES + 1, f) : 0;
    int bad = ferror(f);
    fclose(f);
    if (!buf || bad || n > PROFILE_MAX_BYTES) {
        if (errlen)
            snprintf(err, errlen, "%s: %s", path,
                     !buf ? "out of memory" : bad ? "read error" : "more than 1 MiB: not a bot profile");
        free(buf);
        return -1;
    }
    int rc = bot_profile_parse(buf, n, path, out, err, errlen);
    free(buf);
    return rc;
}
