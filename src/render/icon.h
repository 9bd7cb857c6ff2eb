/* icon.h — Felt's application icon, drawn by code at any size. */
#ifndef FELT_ICON_H
#define FELT_ICON_H

#include <SDL.h>
#include <stdio.h>

/* A size x size RGBA surface with the icon (caller frees), or NULL for a size outside 16..4096
 * or when memory runs out. */
SDL_Surface *icon_render(int size);

/* The same icon as a scalable SVG document written to f. Returns 0, or -1 if a write failed. */
int icon_write_svg(FILE *f);

#endif
