/* i18n.h — translations with gettext: the text domain "felt", the locale from the system
 * (LANG, LC_ALL, LC_MESSAGES, LANGUAGE), numbers always parsed and printed the C way. */
#ifndef FELT_I18N_H
#define FELT_I18N_H

#include <libintl.h>
#include <stddef.h>

/* A string the player reads, translated at the call; N_ marks one for xgettext that is
 * translated later with _() (tables of labels). */
#define _(s) gettext(s)
#define N_(s) (s)
/* A string with a number in it, in the plural form the language wants for n (ngettext). */
#define P_(one, many, n) ngettext(one, many, (unsigned long)(n))

/* Take the messages' locale from the environment (LC_MESSAGES only: numbers, character types
 * and the rest stay "C", so files and JSON keep '.' as the decimal point) and bind the "felt" domain to localedir (NULL: the compiled-in default). A
 * locale with no translation, or a catalogue that cannot be read, leaves every string in
 * English. Returns 0, or -1 if the system refused the locale (English is used). */
int i18n_init(const char *localedir);

/* The player's language: a gettext code ("de", "es", "en") or "" for the system's. It takes effect
 * at once (every screen asks for its strings as it draws); a language with no translation shows
 * English. */
void i18n_set_language(const char *code);

/* Is the language asked for (the setting, else the system's) shown in English because it has no
 * catalogue, or its catalogue cannot be read? 1 with a sentence for the player in why, else 0
 * (English asked for, or a catalogue in use). */
int i18n_missing(char *why, size_t len);

/* How the screens write numbers in the language they are shown in (the catalogue in use, so the
 * digits follow the words): the grouping and decimal signs and CLDR's minimum grouping digits.
 * English 1,445 and 12.50; German 1.445 and 12,50; Spanish 1445, 12.500 and 12,50 (Spanish
 * groups only from five digits). Files, hand histories and JSON never use this. */
/* The English of the JSON toolkit's message word `kind` (jv_msg_t) as the app marks it for
 * translation; the same as jv_msg_english (a test holds them together). NULL out of range. */
const char *i18n_jsonv_word(int kind);

typedef struct i18n_numbers {
    char lang[8];     /* "en", "de", "es" */
    char group[4];    /* "," or "." */
    char decimal[4];  /* "." or "," */
    int min_group;    /* group from min_group + 3 digits: 1, or 2 in Spanish */
    int sign_after;   /* money as "12,50 $" (1) or "$12.50" (0) */
} i18n_numbers_t;
const i18n_numbers_t *i18n_numbers(void);

#endif
