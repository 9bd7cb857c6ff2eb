/* palette.h — the colours the screens draw with, every one from the theme (assets/theme.json):
 * a changed theme changes every text, panel and veil. A screen function has the program `a` in
 * scope; a colour at another strength is the theme's colour with another alpha. */
#ifndef FELT_PALETTE_H
#define FELT_PALETTE_H

#include <stdint.h>
#include "app/palette.h"

#define C_TEXT (a->theme.text)
#define C_DIM (a->theme.text_muted)
#define C_GOLD (a->theme.accent)
#define C_RED (a->theme.danger)
#define C_GREEN (a->theme.success)
#define C_PRIZE (a->theme.prize)
#define C_SHADOW (a->theme.shadow)
#define C_SCRIM (a->theme.scrim)
#define C_DIMMED (a->theme.dimmed)
#define C_PRIVACY (a->theme.privacy)
#define C_BACKGROUND (a->theme.background)
#define C_HIGHLIGHT (a->theme.highlight)
#define C_CHART_POINT (a->theme.chart_point)
#define C_CHART_OUTLINE (a->theme.chart_outline)
#define C_LEDGER_SB (a->theme.ledger_sb)
#define C_LEDGER_TEXT (a->theme.ledger_text)
#define C_INFO (a->theme.info)
#define C_SUCCESS_SOFT (a->theme.success_soft)
#define C_INK (a->theme.ink)
#define C_ACCENT_BG (a->theme.accent_bg)

/* A colour (0xRRGGBBAA) at another strength. */
static inline uint32_t pal_alpha(uint32_t colour, uint32_t alpha)
{
    return (colour & 0xffffff00u) | (alpha & 0xffu);
}

#endif
