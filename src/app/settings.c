/* settings.c — the player's settings as JSON: strict loading with exact messages, atomic saving.
 * A bad settings file never stops the game: the caller shows the message and uses defaults. */
#define _POSIX_C_SOURCE 200809L
#include "app/settings.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/i18n.h"
#include "engine/jsonloc.h"
#include "engine/keep.h"
#include "engine/text.h"

void settings_default(settings_t *s)
{
    memset(s, 0, sizeof *s);
    s->speed = SPEED_NORMAL;
    s->volume = 70;
    s->confirm_allin = 1;
    s->hints = 1;
    s->explain = 1;
    s->ledger = 1;
}

const char *settings_speed_name(int speed)
{
    static const char *const names[SPEED_COUNT] = {"Instant", "Fast", "Normal", "Slow"};
    return speed >= 0 && speed < SPEED_COUNT ? names[speed] : "Normal";
}

static const char *const LANGUAGE_NAMES[LANGUAGE_COUNT] = {"system", "en", "de", "es"};

const char *settings_language_code(int language)
{
    return language > LANGUAGE_SYSTEM && language < LANGUAGE_COUNT ? LANGUAGE_NAMES[language] : "";
}

float settings_speed_scale(int speed)
{
    static const float k[SPEED_COUNT] = {0.0f, 0.5f, 1.0f, 1.6f};
    return speed >= 0 && speed < SPEED_COUNT ? k[speed] : 1.0f;
}

static void where(const char *name, const char *text, size_t len, const char *path, char *err,
                  size_t errlen, const char *what)
{
    jsonloc_t loc;
    int line = 1;
    if (jsonloc_find(text, len, path, &loc) == JSONLOC_FOUND)
        line = loc.line;
    snprintf(err, errlen, "%s:%d: %s: %s", name, line, path, what);
}

static void value_text(const cJSON *v, char *buf, size_t len)
{
    char *p = cJSON_PrintUnformatted(v);
    snprintf(buf, len, "%s", p ? p : "?");
    if (strlen(buf) > 40)
        strcpy(buf + 37, "...");
    free(p);
}

typedef struct field {
    const char *key;
    int *dst;
    int lo, hi;
    int is_bool;
} field_t;

cJSON *app_json_parse(const char *name, const char *text, size_t len, char *err, size_t errlen)
{
    cJSON *root = cJSON_ParseWithLength(text, len);
    if (!root) {
        const char *at = cJSON_GetErrorPtr();
        int line = 1;
        if (at && at >= text && at <= text + len)
            jsonloc_position(text, len, (size_t)(at - text), &line, NULL);
        snprintf(err, errlen, _("%s:%d: not valid JSON"), name, line);
    }
    return root;
}

int settings_parse(const char *name, const char *text, size_t len, settings_t *out, char *err,
                   size_t errlen)
{
    settings_t s;
    settings_default(&s);
    cJSON *root = app_json_parse(name, text, len, err, errlen);
    if (!root)
        return -1;
    int rc = -1;
    if (!cJSON_IsObject(root)) {
        snprintf(err, errlen, _("%s:1: expected an object of settings"), name);
        goto end;
    }
    /* the settings written as one of a few words */
    static const char *const speed_names[] = {"instant", "fast", "normal", "slow"};
    const struct {
        const char *key, *expected;
        const char *const *names;
        int n, *dst;
    } words[] = {
        {"speed", "\"instant\", \"fast\", \"normal\" or \"slow\"", speed_names, SPEED_COUNT, &s.speed},
        {"language", "\"system\", \"en\", \"de\" or \"es\"", LANGUAGE_NAMES, LANGUAGE_COUNT, &s.language},
    };
    field_t fields[] = {
        {"volume", &s.volume, 0, 100, 0},        {"muted", &s.muted, 0, 1, 1},
        {"four_colour", &s.four_colour, 0, 1, 1}, {"large_cards", &s.large_cards, 0, 1, 1},
        {"fullscreen", &s.fullscreen, 0, 1, 1},   {"confirm_allin", &s.confirm_allin, 0, 1, 1},
        {"hints", &s.hints, 0, 1, 1},             {"explain", &s.explain, 0, 1, 1},
        {"orbit_ledger", &s.ledger, 0, 1, 1},     {"text_size", &s.text_size, 0, 2, 0},
        {"window_width", &s.window_w, 0, 16384, 0}, {"window_height", &s.window_h, 0, 16384, 0},
        {"bet_in_big_blinds", &s.bet_in_bb, 0, 1, 1},
    };
    char vt[64];
    int bad = 0;
    for (cJSON *it = root->child; it; it = it->next) {
        const char *k = it->string ? it->string : "";
        int word = -1;
        for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
            if (!strcmp(k, words[i].key))
                word = (int)i;
        if (word >= 0) {
            int found = -1;
            if (cJSON_IsString(it))
                for (int i = 0; i < words[word].n; i++)
                    if (!strcmp(it->valuestring, words[word].names[i]))
                        found = i;
            if (found < 0) {
                value_text(it, vt, sizeof vt);
                char what[160];
                snprintf(what, sizeof what, _("expected %s, got %s"), words[word].expected, vt);
                if (!bad)
                    where(name, text, len, words[word].key, err, errlen, what);
                bad++;
                continue;
            }
            *words[word].dst = found;
            continue;
        }
        field_t *f = NULL;
        for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++)
            if (!strcmp(k, fields[i].key))
                f = &fields[i];
        if (!f) {
            char what[160];
            snprintf(what, sizeof what, _("unknown setting \"%.60s\""), k);
            jsonloc_t loc;
            if (!bad)
                snprintf(err, errlen, "%s:%d: %s", name,
                         jsonloc_find_key(text, len, "", k, strlen(k), 0, &loc) == JSONLOC_FOUND ? loc.line : 1, what);
            bad++;
            continue;
        }
        if (f->is_bool) {
            if (!cJSON_IsBool(it)) {
                value_text(it, vt, sizeof vt);
                char what[128];
                snprintf(what, sizeof what, _("expected true or false, got %s"), vt);
                if (!bad)
                    where(name, text, len, f->key, err, errlen, what);
                bad++;
                continue;
            }
            *f->dst = cJSON_IsTrue(it);
        } else {
            double d = cJSON_IsNumber(it) ? it->valuedouble : -1.0;
            /* the range first: a number past long's range cast to long is undefined (the settings
             * fuzzer's 1e300) */
            if (!cJSON_IsNumber(it) || !(d >= f->lo && d <= f->hi) || d != (double)(long)d) {
                value_text(it, vt, sizeof vt);
                char what[128];
                snprintf(what, sizeof what, _("expected an integer from %d to %d, got %s"), f->lo,
                         f->hi, vt);
                if (!bad)
                    where(name, text, len, f->key, err, errlen, what);
                bad++;
                continue;
            }
            *f->dst = (int)d;
        }
    }
    /* the good values stand even beside a bad one: the player loses only what was wrong */
    *out = s;
    rc = bad ? -1 : 0;
end:
    cJSON_Delete(root);
    return rc;
}

int settings_load(const char *path, settings_t *out, char *err, size_t errlen)
{
    size_t len = 0;
    int missing;
    char *text = keep_read(path, (size_t)1 << 20, "1 MiB", &len, &missing, err, errlen);
    if (!text) {
        if (missing)
            settings_default(out);
        return missing ? 1 : -1;
    }
    int rc = settings_parse(path, text, len, out, err, errlen);
    free(text);
    return rc;
}

int settings_save(const char *path, const settings_t *s, char *err, size_t errlen)
{
    static const char *const speed_names[] = {"instant", "fast", "normal", "slow"};
    char buf[1024];
    int n = snprintf(buf, sizeof buf,
                     "{\n"
                     "  \"speed\": \"%s\",\n"
                     "  \"volume\": %d,\n"
                     "  \"muted\": %s,\n"
                     "  \"four_colour\": %s,\n"
                     "  \"large_cards\": %s,\n"
                     "  \"fullscreen\": %s,\n"
                     "  \"confirm_allin\": %s,\n"
                     "  \"hints\": %s,\n"
                     "  \"explain\": %s,\n"
                     "  \"orbit_ledger\": %s,\n"
                     "  \"text_size\": %d,\n"
                     "  \"window_width\": %d,\n"
                     "  \"window_height\": %d,\n"
                     "  \"bet_in_big_blinds\": %s,\n"
                     "  \"language\": \"%s\"\n"
                     "}\n",
                     speed_names[s->speed >= 0 && s->speed < SPEED_COUNT ? s->speed : SPEED_NORMAL],
                     s->volume, s->muted ? "true" : "false", s->four_colour ? "true" : "false",
                     s->large_cards ? "true" : "false", s->fullscreen ? "true" : "false",
                     s->confirm_allin ? "true" : "false", s->hints ? "true" : "false",
                     s->explain ? "true" : "false", s->ledger ? "true" : "false", s->text_size, s->window_w,
                     s->window_h, s->bet_in_bb ? "true" : "false",
                     LANGUAGE_NAMES[s->language > 0 && s->language < LANGUAGE_COUNT ? s->language : LANGUAGE_SYSTEM]);
    return keep_write(path, buf, (size_t)n, 0, err, errlen);
}
