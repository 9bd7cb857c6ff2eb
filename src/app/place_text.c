/* place_text.c — a finishing place in the player's language (see place_text.h). Each English
 * suffix is its own message, so a language with one form for every place ("%d.") gives the same
 * text to each. */
#include "app/place_text.h"

#include <stdio.h>
#include <string.h>

#include "app/format.h"
#include "app/i18n.h"

const char *app_place_text(int n, char *buf, size_t len)
{
    const char *sfx = app_ordinal(n), *fmt;
    /* TRANSLATORS: finishing places (1st, 2nd, 3rd, 4th ...): one form each, %d is the number */
    if (!strcmp(sfx, "st"))
        fmt = _("%dst");
    else if (!strcmp(sfx, "nd"))
        fmt = _("%dnd");
    else if (!strcmp(sfx, "rd"))
        fmt = _("%drd");
    else
        fmt = _("%dth");
    snprintf(buf, len, fmt, n);
    return buf;
}
