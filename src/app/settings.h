/* settings.h — the player's settings (settings.json under the preference path): game speed,
 * sound, deck colours, card size, fullscreen, confirm all-in, language. Loaded field by field with messages
 * naming the file, line, field and value; written to a temporary file and renamed into place. */
#ifndef FELT_SETTINGS_H
#define FELT_SETTINGS_H

#include <stddef.h>

typedef enum speed {
    SPEED_INSTANT, SPEED_FAST, SPEED_NORMAL, SPEED_SLOW, SPEED_COUNT
} speed_t;

/* The language of the screens: the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) or one chosen. */
typedef enum language {
    LANGUAGE_SYSTEM, LANGUAGE_EN, LANGUAGE_DE, LANGUAGE_ES, LANGUAGE_COUNT
} language_t;

typedef struct settings {
    int speed;            /* speed_t */
    int volume;           /* 0..100 */
    int muted;
    int four_colour;
    int large_cards;
    int fullscreen;
    int confirm_allin;
    int hints;            /* H shows the hint panel to the person to act */
    int explain;          /* why-here reasons (W) and the pot explanations at showdown */
    int ledger;           /* the orbit ledger on every seat */
    int text_size;        /* 0 normal, 1 larger, 2 largest: small print grows */
    int bet_in_bb;        /* the amount box takes and shows bet sizes in big blinds, not chips */
    int window_w, window_h; /* last window size (0 = default) */
    int language;         /* language_t */
} settings_t;

void settings_default(settings_t *s);
const char *settings_speed_name(int speed); /* "Instant", "Fast", "Normal", "Slow" */
/* The gettext language code for a language_t: "" (the system's), "en", "de", "es"; these are also
 * the values of "language" in settings.json, "system" for the first. */
const char *settings_language_code(int language);
/* Animation time multiplier for a speed: 0 (instant), 0.5, 1, 1.6. */
float settings_speed_scale(int speed);

/* Parse settings JSON with engine/jsonv (its messages in the language jv_set_messages was given).
 * Unknown keys are errors (typos would silently do nothing). Returns 0, or -1 with the first
 * "FILE:LINE: field: expected ..., got VALUE" in err; then *out holds every good value with
 * defaults for the bad ones (untouched when the text is no JSON object). */
int settings_parse(const char *name, const char *text, size_t len, settings_t *out, char *err,
                   size_t errlen);
/* Read the file: 0 on success, 1 if it does not exist (defaults), -1 on a bad file (message;
 * *out as settings_parse leaves it). */
int settings_load(const char *path, settings_t *out, char *err, size_t errlen);
/* Write by the player's-file policy (engine/keep.h). 0 or -1 with a message. */
int settings_save(const char *path, const settings_t *s, char *err, size_t errlen);

#endif
