/* theme.h — the table's look and timing in one plain struct: colours (0xRRGGBBAA), font sizes
 * (logical pixels) and motion timings (milliseconds at normal speed). theme_default gives the
 * built-in look; theme_load reads overrides from JSON (assets/theme.json). No SDL here. */
#ifndef FELT_THEME_H
#define FELT_THEME_H

#include <stddef.h>
#include <stdint.h>

typedef struct theme {
    /* colours, 0xRRGGBBAA */
    uint32_t background;      /* window behind the table */
    uint32_t vignette;        /* corner darkening colour (alpha = strength) */
    uint32_t rail;            /* leather */
    uint32_t rail_top;        /* the lighter top edge of the rail */
    uint32_t pinline;         /* gold line between rail and felt */
    uint32_t felt_centre;
    uint32_t felt_edge;
    uint32_t wordmark;        /* the faint text printed in the felt */
    uint32_t text;            /* body text on dark panels */
    uint32_t text_dim;        /* secondary text */
    uint32_t accent;          /* gold: focus, "to act" */
    uint32_t danger;          /* red: all-in, errors */
    uint32_t plate;           /* name plate fill */
    uint32_t panel;           /* translucent panels and dialogs */
    uint32_t panel_border;
    uint32_t button;          /* ordinary button fill */
    uint32_t button_primary;
    uint32_t button_danger;
    uint32_t button_text;
    uint32_t marker_button;   /* dealer button disc */
    uint32_t marker_sb;
    uint32_t marker_bb;
    uint32_t winner;          /* winning plate and card glow */
    uint32_t card_face;
    uint32_t card_border;
    uint32_t card_red;
    uint32_t card_black;
    uint32_t card_blue;       /* diamonds in the four-colour deck */
    uint32_t card_green;      /* clubs in the four-colour deck */
    uint32_t card_back;
    uint32_t card_back_line;  /* the lattice */
    /* the screens around the table */
    uint32_t text_muted;    /* body text at a lower voice: hints, labels, notes */
    uint32_t success;       /* green: a right answer, a good figure */
    uint32_t prize;         /* a finish in the money (statistics) */
    uint32_t shadow;        /* soft shadows under panels and dialogs (alpha = strength) */
    uint32_t scrim;         /* the veil over the screen behind a dialog */
    uint32_t dimmed;        /* the table dimmed behind the menus */
    uint32_t privacy;       /* the hand-off screen: nothing private may show through */
    uint32_t highlight;     /* a faint light on a row or a key */
    uint32_t chart_point;   /* a finish out of the money (statistics) */
    uint32_t chart_outline; /* the ring round a chart point */
    uint32_t ledger_sb;     /* the orbit ledger's small-blind tab */
    uint32_t ledger_text;   /* the letters on the ledger's tabs */
    uint32_t info;          /* a neutral mark: "may muck" */
    uint32_t success_soft;  /* a lighter green: a ring round a right seat */
    uint32_t ink;           /* dark letters on a light badge */
    uint32_t accent_bg;     /* the dark gold behind a gold-ringed label */
    /* font sizes, logical pixels */
    float font_small, font_body, font_name, font_amount, font_amount_large, font_title,
        font_hero;
    /* motion, milliseconds at normal speed ("fast" halves them, "instant" skips them) */
    int deal_ms, deal_gap_ms, bet_ms, collect_ms, flip_ms, flop_gap_ms, pot_ms, think_min_ms,
        think_max_ms, banner_ms;
} theme_t;

/* The built-in theme (exactly what assets/theme.json spells out). */
void theme_default(theme_t *t);

/* Read overrides from JSON text text[0..len) on top of theme_default; every field is optional,
 * an unknown key is an error (a typo must not pass silently). `name` is the file name used in
 * messages. Returns 0 and fills *out, or -1 with *out untouched and one message in err such as
 *   assets/theme.json:7: colors.accent: expected a colour "#RRGGBB" or "#RRGGBBAA", got "gold"
 * Format: {"colors": {"accent": "#e6b24a", ...}, "fonts": {"body": 15, ...},
 *          "motion": {"deal_ms": 160, ...}} (the key names are the struct's field names). */
int theme_load(const char *name, const char *text, size_t len, theme_t *out, char *err,
               size_t errlen);

/* Read a file and theme_load it ("cannot read FILE: reason" if it cannot be read). */
int theme_load_file(const char *path, theme_t *out, char *err, size_t errlen);

#endif
