/* png_probe.c — reads a PNG the game wrote and checks regions of it, for the render tests:
 * its size, that a region is not blank, that a colour covers part of a region, that bright
 * (text-like) pixels are present. Prints what it measured and exits 1 on the first failure. */
#include <SDL.h>
#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static SDL_Surface *img;

static void px(int x, int y, int *r, int *g, int *b)
{
    Uint32 *row = (Uint32 *)((Uint8 *)img->pixels + y * img->pitch);
    Uint8 R, G, B;
    SDL_GetRGB(row[x], img->format, &R, &G, &B);
    *r = R, *g = G, *b = B;
}

static int region(const char *spec, int *x, int *y, int *w, int *h, const char **rest)
{
    int n = 0;
    if (sscanf(spec, "%d,%d,%d,%d%n", x, y, w, h, &n) != 4)
        return -1;
    /* regions are given in the 1280x720 layout and scaled to the picture */
    double sx = img->w / 1280.0, sy = img->h / 720.0;
    *x = (int)(*x * sx), *y = (int)(*y * sy), *w = (int)(*w * sx), *h = (int)(*h * sy);
    if (*x < 0 || *y < 0 || *w <= 0 || *h <= 0 || *x + *w > img->w || *y + *h > img->h)
        return -1;
    *rest = spec + n;
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr,
                "usage: png_probe FILE CHECK...\n"
                "  size=WxH                       the picture's size\n"
                "  varied=X,Y,W,H,MIN             luminance spread (stddev) in the region >= MIN\n"
                "  colour=X,Y,W,H,RRGGBB,TOL,PCT  at least PCT%% of the region within TOL of the colour\n"
                "  nocolour=X,Y,W,H,RRGGBB,TOL,PCT less than PCT%% of the region within TOL of it\n"
                "  bright=X,Y,W,H,MIN             at least MIN pixels brighter than 200 (text, cards)\n"
                "regions are in the 1280x720 layout, scaled to the picture.\n");
        return 2;
    }
    img = IMG_Load(argv[1]);
    if (!img) {
        fprintf(stderr, "png_probe: cannot read %s: %s\n", argv[1], IMG_GetError());
        return 1;
    }
    SDL_Surface *conv = SDL_ConvertSurfaceFormat(img, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(img);
    img = conv;
    int fails = 0;
    for (int i = 2; i < argc; i++) {
        const char *c = argv[i], *rest;
        int x, y, w, h;
        if (!strncmp(c, "size=", 5)) {
            int W, H;
            if (sscanf(c + 5, "%dx%d", &W, &H) != 2 || W != img->w || H != img->h) {
                printf("FAIL %s: picture is %dx%d\n", c, img->w, img->h);
                fails++;
            } else {
                printf("ok   %s\n", c);
            }
        } else if (!strncmp(c, "varied=", 7)) {
            double min;
            if (region(c + 7, &x, &y, &w, &h, &rest) || sscanf(rest, ",%lf", &min) != 1) {
                fprintf(stderr, "png_probe: bad check '%s'\n", c);
                return 2;
            }
            double s = 0, s2 = 0;
            long n = 0;
            for (int j = y; j < y + h; j++)
                for (int k = x; k < x + w; k++) {
                    int r, g, b;
                    px(k, j, &r, &g, &b);
                    double l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
                    s += l, s2 += l * l, n++;
                }
            double sd = sqrt(s2 / n - (s / n) * (s / n));
            printf("%s %s: stddev %.1f\n", sd >= min ? "ok  " : "FAIL", c, sd);
            fails += sd < min;
        } else if (!strncmp(c, "colour=", 7) || !strncmp(c, "nocolour=", 9)) {
            int neg = c[0] == 'n';
            unsigned rgb;
            int tol;
            double pct;
            if (region(c + (neg ? 9 : 7), &x, &y, &w, &h, &rest) ||
                sscanf(rest, ",%6x,%d,%lf", &rgb, &tol, &pct) != 3) {
                fprintf(stderr, "png_probe: bad check '%s'\n", c);
                return 2;
            }
            int R = (int)(rgb >> 16) & 255, G = (int)(rgb >> 8) & 255, B = (int)rgb & 255;
            long hit = 0, n = 0;
            for (int j = y; j < y + h; j++)
                for (int k = x; k < x + w; k++) {
                    int r, g, b;
                    px(k, j, &r, &g, &b);
                    n++;
                    if (abs(r - R) <= tol && abs(g - G) <= tol && abs(b - B) <= tol)
                        hit++;
                }
            double got = 100.0 * (double)hit / (double)n;
            int ok = neg ? got < pct : got >= pct;
            printf("%s %s: %.1f%%\n", ok ? "ok  " : "FAIL", c, got);
            fails += !ok;
        } else if (!strncmp(c, "bright=", 7)) {
            long min;
            if (region(c + 7, &x, &y, &w, &h, &rest) || sscanf(rest, ",%ld", &min) != 1) {
                fprintf(stderr, "png_probe: bad check '%s'\n", c);
                return 2;
            }
            long n = 0;
            for (int j = y; j < y + h; j++)
                for (int k = x; k < x + w; k++) {
                    int r, g, b;
                    px(k, j, &r, &g, &b);
                    if (r > 200 && g > 200 && b > 190)
                        n++;
                }
            printf("%s %s: %ld bright pixels\n", n >= min ? "ok  " : "FAIL", c, n);
            fails += n < min;
        } else {
            fprintf(stderr, "png_probe: unknown check '%s'\n", c);
            return 2;
        }
    }
    SDL_FreeSurface(img);
    return fails ? 1 : 0;
}
