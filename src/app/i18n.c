/* i18n.c — gettext set-up for the game (see i18n.h). */
#define _POSIX_C_SOURCE 200809L
#include "app/i18n.h"

#include <locale.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int numbers_known; /* 0: work the language out again (the locale or LANGUAGE changed) */

/* LANGUAGE as the game found it, put back when the player goes back to the system's language */
static char system_language[256];
static int system_language_set;
static char locale_dir[1024]; /* where the catalogues are (i18n_init) */

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
