/* gen_icon.c — writes Felt's icon as PNG files at build time (for the desktop entry and the
 * install), drawn by src/render/icon.c. usage: felt-gen-icon OUT.png SIZE */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>

#include "render/icon.h"

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: felt-gen-icon OUT.png SIZE\n");
        return 2;
    }
    int size = atoi(argv[2]);
    SDL_Surface *s = icon_render(size);
    if (!s) {
        fprintf(stderr, "felt-gen-icon: size must be 16 to 4096, got '%s'\n", argv[2]);
        return 2;
    }
    int rc = IMG_SavePNG(s, argv[1]);
    if (rc != 0)
        fprintf(stderr, "felt-gen-icon: cannot write %s: %s\n", argv[1], IMG_GetError());
    SDL_FreeSurface(s);
    return rc ? 1 : 0;
}
