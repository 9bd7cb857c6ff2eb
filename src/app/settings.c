/* settings.c — the player's settings as JSON: strict loading with exact messages (engine/jsonv,
 * in the player's language, reading on past a bad value), atomic saving. A bad settings file
 * never stops the game: the caller shows the message and keeps the good values. */
#define _POSIX_C_SOURCE 200809L
#include "app/settings.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/jsonv.h"
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

static const char *const SPEED_NAMES[SPEED_COUNT] = {"instant", "fast", "normal", "slow"};

/* The keys of settings.json, in the order settings_save writes them. */
static const char *const KEYS[] = {"speed", "volume", "muted", "four_colour", "large_cards",
                                   "fullscreen", "confirm_allin", "hints", "explain", "orbit_ledger",
                                   "text_size", "window_width", "window_height", "bet_in_big_blinds",
                                   "language"};

int settings_parse(const char *name, const char *text, size_t len, settings_t *out, char *err,
                   size_t errlen)
{
    jv_t v;
    jv_init(&v, name, text, len, err, errlen);
    cJSON *root = NULL;
    if (jv_parse_object(&v, &root) < 0)
        return -1;
    /* one bad value does not lose the others: the first message is kept, the good values stand */
    jv_keep_going(&v);
    settings_t s;
    settings_default(&s);
    const struct {
        const char *key;
        const char *const *names;
        int n, *dst;
    } words[] = {
        {"speed", SPEED_NAMES, SPEED_COUNT, &s.speed},
        {"language", LANGUAGE_NAMES, LANGUAGE_COUNT, &s.language},
    };
    const struct {
        const char *key;
        int *dst;
    } flags[] = {
        {"muted", &s.muted},         {"four_colour", &s.four_colour},     {"large_cards", &s.large_cards},
        {"fullscreen", &s.fullscreen}, {"confirm_allin", &s.confirm_allin}, {"hints", &s.hints},
        {"explain", &s.explain},     {"orbit_ledger", &s.ledger},         {"bet_in_big_blinds", &s.bet_in_bb},
    };
    const struct {
        const char *key;
        int *dst;
        int lo, hi;
    } counts[] = {
        {"volume", &s.volume, 0, 100},
        {"text_size", &s.text_size, 0, 2},
        {"window_width", &s.window_w, 0, 16384},
        {"window_height", &s.window_h, 0, 16384},
    };
    /* in the file's order, so the message is the first thing wrong in it; each reader leaves the
     * default in place when the value is bad */
    int keys_said = 0;
    for (const cJSON *it = root->child; it; it = it->next) {
        const char *k = it->string ? it->string : "";
        int known = 0;
        for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
            if (!strcmp(k, words[i].key)) {
                jv_enum(&v, it, k, words[i].names, words[i].n, words[i].dst);
                known = 1;
            }
        for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
            if (!strcmp(k, flags[i].key)) {
                jv_bool(&v, it, k, flags[i].dst);
                known = 1;
            }
        for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++)
            if (!strcmp(k, counts[i].key)) {
                jv_count(&v, it, k, counts[i].lo, counts[i].hi, NULL, counts[i].dst);
                known = 1;
            }
        if (!known && !keys_said) {
            jv_keys(&v, root, "", KEYS, (int)(sizeof KEYS / sizeof KEYS[0])); /* names this key */
            keys_said = 1;
        }
    }
    if (!keys_said) /* a key given twice */
        jv_keys(&v, root, "", KEYS, (int)(sizeof KEYS / sizeof KEYS[0]));
    cJSON_Delete(root);
    *out = s;
    return v.bad ? -1 : 0;
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
                     SPEED_NAMES[s->speed >= 0 && s->speed < SPEED_COUNT ? s->speed : SPEED_NORMAL],
                     s->volume, s->muted ? "true" : "false", s->four_colour ? "true" : "false",
                     s->large_cards ? "true" : "false", s->fullscreen ? "true" : "false",
                     s->confirm_allin ? "true" : "false", s->hints ? "true" : "false",
                     s->explain ? "true" : "false", s->ledger ? "true" : "false", s->text_size, s->window_w,
                     s->window_h, s->bet_in_bb ? "true" : "false",
                     LANGUAGE_NAMES[s->language > 0 && s->language < LANGUAGE_COUNT ? s->language : LANGUAGE_SYSTEM]);
    return keep_write(path, buf, (size_t)n, 0, err, errlen);
}
