/* place_text.h — a finishing place for people, in the player's language ("3rd", "3.", "3.º"). */
#ifndef FELT_PLACE_TEXT_H
#define FELT_PLACE_TEXT_H

#include <stddef.h>

/* Writes place n into buf and returns buf. */
const char *app_place_text(int n, char *buf, size_t len);

#endif
