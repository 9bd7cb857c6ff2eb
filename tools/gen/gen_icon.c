/* gen_icon.c — writes Felt's icon at build time (for the desktop entry and the install), drawn
 * by src/render/icon.c: a PNG of SIZE pixels, or with SIZE "scalable" an SVG.
 * usage: felt-gen-icon OUT.png SIZE | felt-gen-icon OUT.svg scalable */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/icon.h"

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: felt-gen-icon OUT.png SIZE | felt-gen-icon OUT.svg scalable\n");
        return 2;
    }
    if (!strcmp(argv[2], "scalable")) {
        FILE *f = fopen(argv[1], "w");
        if (!f || icon_write_svg(f) != 0 || fclose(f) != 0) {
            fprintf(stderr, "felt-gen-icon: cannot write %s\n", argv[1]);
            return 1;
        }
        return 0;
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
