/* icon.h — Felt's application icon, drawn by code at any size. */
#ifndef FELT_ICON_H
#define FELT_ICON_H

#include <SDL.h>

/* A size x size RGBA surface with the icon (caller frees), or NULL for a size outside 16..4096
 * or when memory runs out. */
SDL_Surface *icon_render(int size);

#endif
