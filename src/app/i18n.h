/* i18n.h — translations with gettext: the text domain "felt", the locale from the system
 * (LANG, LC_ALL, LC_MESSAGES, LANGUAGE), numbers always parsed and printed the C way. */
#ifndef FELT_I18N_H
#define FELT_I18N_H

#include <libintl.h>

/* A string the player reads, translated at the call; N_ marks one for xgettext that is
 * translated later with _() (tables of labels). */
#define _(s) gettext(s)
#define N_(s) (s)
/* A count's phrase in the language's plural form for n ("%d session" / "%d sessions"); xgettext
 * reads it as --keyword=P_:1,2 (the felt-pot target and tests/test_i18n.sh). */
#define P_(singular, plural, n) ngettext((singular), (plural), (unsigned long)(n))

/* Take the messages' locale from the environment (LC_MESSAGES only: numbers, character types
 * and the rest stay "C", so files and JSON keep '.' as the decimal point) and bind the "felt" domain to localedir (NULL: the compiled-in default). A
 * locale with no translation, or a catalogue that cannot be read, leaves every string in
 * English. Returns 0, or -1 if the system refused the locale (English is used). */
int i18n_init(const char *localedir);

#endif
