/* i18n.c — gettext set-up for the game (see i18n.h). */
#include "app/i18n.h"

#include <locale.h>
#include <stddef.h>

int i18n_init(const char *localedir)
{
    int rc = setlocale(LC_ALL, "") ? 0 : -1;
    setlocale(LC_NUMERIC, "C");
    if (localedir)
        bindtextdomain("felt", localedir);
    bind_textdomain_codeset("felt", "UTF-8");
    textdomain("felt");
    return rc;
}
