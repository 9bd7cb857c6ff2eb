/* i18n.c — gettext set-up for the game (see i18n.h). */
#define _POSIX_C_SOURCE 200809L
#include "app/i18n.h"

#include <locale.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/jsonv.h"

static int numbers_known; /* 0: work the language out again (the locale or LANGUAGE changed) */

/* LANGUAGE as the game found it, put back when the player goes back to the system's language */
static char system_language[256];
static int system_language_set;
static char locale_dir[1024]; /* where the catalogues are (i18n_init) */

/* The JSON toolkit's message words (engine/jsonv.h), the same English as its own table (test_i18n_words
 * checks), given to it in the language in use: the settings' and every loader's refusals read
 * on screen in the player's language. */
static const char *const JV_WORDS[JV_MSG_COUNT] = {
    [JV_MSG_TOP_LEVEL] = N_("top level"),
    [JV_MSG_NOTHING] = N_("nothing"),
    [JV_MSG_AN_OBJECT] = N_("an object"),
    [JV_MSG_AN_ARRAY] = N_("an array"),
    [JV_MSG_EXPECTED] = N_("expected %s, got %s"),
    [JV_MSG_INTEGER] = N_("expected an integer, got %s"),
    [JV_MSG_INT_AT_MOST] = N_("expected an integer <= %s, got %s"),
    [JV_MSG_FROM_TO] = N_("an integer from %d to %d"),
    [JV_MSG_DECIMALS] = N_("expected %s with at most 2 decimals, got %s"),
    [JV_MSG_AN_AMOUNT] = N_("an amount"),
    [JV_MSG_AMOUNT_NONE] = N_("expected an amount >= 0 with at most 2 decimals, got nothing"),
    [JV_MSG_AMOUNT_NEG] = N_("expected an amount >= 0, got %s"),
    [JV_MSG_AMOUNT_MAX] = N_("expected an amount <= %s, got %s"),
    [JV_MSG_STRING_MAX] = N_("expected a string of at most %zu bytes, got %s"),
    [JV_MSG_STRING_SIZE] = N_("expected a string of 1 to %zu bytes, got %s"),
    [JV_MSG_STRING] = N_("expected a string, got %s"),
    [JV_MSG_ONE_LINE] = N_("expected a string on one line without control characters, got %s"),
    [JV_MSG_OBJECT] = N_("expected an object, got %s"),
    [JV_MSG_ARRAY] = N_("expected an array, got %s"),
    [JV_MSG_KEY_ONCE] = N_("expected each key once, got %s again"),
    [JV_MSG_KEY_AMONG] = N_("expected a key among %s, got unknown key %s"),
    [JV_MSG_BOOL] = N_("expected true or false, got %s"),
    /* TRANSLATORS: joins the last two choices of a list: "en", "de" or "es" (spaces kept) */
    [JV_MSG_OR] = N_(" or "),
};

const char *i18n_jsonv_word(int kind)
{
    return kind >= 0 && kind < JV_MSG_COUNT ? JV_WORDS[kind] : NULL;
}

/* Hand the toolkit its words in the language now in use (after every change of language). */
static void jsonv_words(void)
{
    const char *t[JV_MSG_COUNT];
    for (int k = 0; k < JV_MSG_COUNT; k++)
        t[k] = _(JV_WORDS[k]);
    jv_set_messages(t);
}

int i18n_init(const char *localedir)
{
    /* messages only: a UTF-8 LC_CTYPE changes how Xlib opens its input method, and the
     * window then never showed under Xvfb; the catalogue's text is UTF-8 whatever LC_CTYPE is */
    int rc = setlocale(LC_MESSAGES, "") ? 0 : -1;
    const char *env = getenv("LANGUAGE");
    system_language_set = env != NULL;
    snprintf(system_language, sizeof system_language, "%s", env ? env : "");
    snprintf(locale_dir, sizeof locale_dir, "%s", localedir ? localedir : "");
    if (localedir)
        bindtextdomain("felt", localedir);
    bind_textdomain_codeset("felt", "UTF-8");
    textdomain("felt");
    numbers_known = 0;
    jsonv_words();
    return rc;
}

void i18n_set_language(const char *code)
{
    if (code && code[0]) {
        /* gettext ignores LANGUAGE in the "C" locale (no LANG set at all): messages then take the
         * C.UTF-8 locale, whose own messages are English too */
        const char *cur = setlocale(LC_MESSAGES, NULL);
        if (!cur || !strcmp(cur, "C") || !strcmp(cur, "POSIX"))
            setlocale(LC_MESSAGES, "C.UTF-8");
        setenv("LANGUAGE", code, 1);
    } else if (system_language_set) {
        setenv("LANGUAGE", system_language, 1);
    } else {
        unsetenv("LANGUAGE");
    }
    textdomain("felt"); /* tells gettext the catalogues to use have changed */
    numbers_known = 0;
    jsonv_words();
}

const i18n_numbers_t *i18n_numbers(void)
{
    static const i18n_numbers_t KNOWN[] = {
        {"en", ",", ".", 1, 0},
        {"de", ".", ",", 1, 1},
        {"es", ".", ",", 2, 1},
    };
    static i18n_numbers_t cur;
    if (numbers_known)
        return &cur;
    cur = KNOWN[0];
    /* the catalogue in use names its language in its header (gettext("") is the header);
     * English, or a language without a catalogue, has none */
    static const char header_id[] = ""; /* not a literal: xgettext would take it for a message */
    const char *head = gettext(header_id);
    const char *l = head && head[0] ? strstr(head, "Language: ") : NULL;
    if (l) {
        l += strlen("Language: ");
        for (size_t i = 0; i < sizeof KNOWN / sizeof KNOWN[0]; i++)
            if (!strncmp(l, KNOWN[i].lang, 2))
                cur = KNOWN[i];
    }
    numbers_known = 1;
    return &cur;
}

int i18n_missing(char *why, size_t len)
{
    /* the language asked for: the first of LANGUAGE, else the messages locale ("fr_FR.UTF-8") */
    char want[64] = "";
    const char *env = getenv("LANGUAGE");
    const char *loc = setlocale(LC_MESSAGES, NULL);
    snprintf(want, sizeof want, "%s", env && env[0] ? env : loc ? loc : "");
    want[strcspn(want, ":.@")] = '\0';
    if (!want[0] || !strcmp(want, "C") || !strcmp(want, "POSIX") || !strncmp(want, "en", 2))
        return 0; /* English is the game's own language */
    static const char header_id[] = ""; /* not a literal: xgettext would take it for a message */
    const char *head = gettext(header_id);
    if (head && strstr(head, "Language: "))
        return 0; /* a catalogue is in use */
    /* gettext falls back to English in silence: say which it was, a missing or an unreadable file */
    char lang[3] = {want[0], want[1], '\0'}, path[1200];
    FILE *f = NULL;
    for (int i = 0; i < 2 && !f; i++) { /* "de_AT" is looked up as de_AT, then as de */
        snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/felt.mo", locale_dir, i ? lang : want);
        f = fopen(path, "rb");
    }
    if (f) {
        fclose(f);
        snprintf(why, len, _("The translation file %s cannot be read; the game is shown in English. Choosing English under Settings, Language hides this note."), path);
    } else {
        snprintf(why, len, _("There is no translation for the language \"%s\"; the game is shown in English. Choosing English under Settings, Language hides this note."), want);
    }
    return 1;
}
