/* i18n.c — gettext set-up for the game (see i18n.h). */
#include "app/i18n.h"

#include <locale.h>
#include <stddef.h>

int i18n_init(const char *localedir)
{
    /* messages only: a UTF-8 LC_CTYPE changes how Xlib opens its input method, and the
     * window then never showed under Xvfb; the catalogue's text is UTF-8 whatever LC_CTYPE is */
    int rc = setlocale(LC_MESSAGES, "") ? 0 : -1;
    if (localedir)
        bindtextdomain("felt", localedir);
    bind_textdomain_codeset("felt", "UTF-8");
    textdomain("felt");
    return rc;
}
