/* answer_choice.c — one of the card's rulings is the answer (the floor drills): the question and
 * its choices on a big card over the table (held T lifts it), a click or the ruling's number. */
#include <stdio.h>

#include "app/i18n.h"
#include "app/practice_kit.h"
#include "render/tablegfx.h"
#include "app/palette.h"

/* The big card of a floor ruling: the question and its choices as wide buttons. */
static void cover(app_t *a, drill_run_t *R)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const drill_t *d = &R->d;
    answer_build_t *B = &R->ans;
    const float x = 230, w = 820, ch = 52;
    int n = d->n_choices;
    /* the card's height follows its question */
    float qh = gfx_text_wrap(G, d->question, x + 28, 0, w - 56, 18, GFX_FONT_REGULAR, 0xffffff00u, 2);
    if (qh > 130)
        qh = 130;
    float h = 50 + qh + 18 + n * ch + 30;
    float y = 300 - h / 2;
    if (y < 20)
        y = 20;
    gfx_shadow(G, x, y, w, h, 16, 24, pal_alpha(C_SHADOW, 0xc0));
    gfx_fill_rounded(G, x, y, w, h, 14, pal_alpha(C_BACKGROUND, 0xf4));
    gfx_panel(G, x, y, w, h);
    gfx_text(G, R->d.topic == DRILL_FLOOR ? _("Floor ruling") : practice_topic_title(R->d.topic), x + 28, y + 20, 15, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    practice_text_box(G, d->question, x + 28, y + 46, w - 56, qh + 4, 18, GFX_FONT_REGULAR, C_TEXT);
    for (int i = 0; i < n; i++) {
        float by = y + 50 + qh + 18 + i * ch;
        int id = ui_id("answer.choice.option", i);
        int flags = R->answered ? UI_DISABLED : 0;
        char key[4];
        snprintf(key, sizeof key, "%d", i + 1);
        if (ui_button(u, id, x + 28, by, w - 56, ch - 8, "", key, flags, NULL) && !R->answered)
            B->choice = i;
        uint32_t col = C_TEXT;
        if (R->answered && i == d->answer.choice)
            col = C_GREEN;
        else if (R->answered && i == B->choice)
            col = C_RED;
        if (!R->answered && B->choice == i)
            gfx_stroke_rounded(G, x + 26, by - 2, w - 52, ch - 4, 10, 2.5f, C_GOLD);
        if (R->answered && (i == d->answer.choice || i == B->choice))
            gfx_stroke_rounded(G, x + 26, by - 2, w - 52, ch - 4, 10, 2.5f, col);
        char line[240];
        snprintf(line, sizeof line, "%d.  %s", i + 1, d->choice[i]);
        float th = gfx_text_wrap(G, line, 0, 0, w - 140, 15, GFX_FONT_REGULAR, 0xffffff00u, 2);
        if (th > ch - 14)
            th = ch - 14;
        practice_text_box(G, line, x + 44, by + (ch - 8 - th) / 2, w - 140, ch - 14, 15, GFX_FONT_REGULAR, col);
    }
    if (!R->answered)
        for (int i = 0; i < n && i < 9; i++)
            if (ui_key(u, SDLK_1 + i) || ui_key(u, SDLK_KP_1 + i))
                B->choice = i;
    if (d->scenario[0])
        gfx_text(G, _("Hold T to see the table"), x + w - 28, y + h - 8, 13, GFX_FONT_REGULAR, C_DIM,
                 GFX_RIGHT | GFX_BOTTOM);
}

static int controls(app_t *a, drill_run_t *R, float x, float y, float w, float h, int *confirm_flags)
{
    char t[64];
    (void)w, (void)h;
    if (R->ans.choice >= 0)
        snprintf(t, sizeof t, _("Your ruling: %d"), R->ans.choice + 1);
    else
        snprintf(t, sizeof t, _("Choose a ruling (1-%d)"), R->d.n_choices);
    gfx_text(a->g, t, x + 16, y + 18, 16, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_TOP);
    if (R->ans.choice < 0)
        *confirm_flags = UI_DISABLED;
    return 0;
}

static void collect(const drill_run_t *R, drill_answer_t *g) { g->choice = R->ans.choice; }

/* the ruling after the right one */
static void slip(drill_run_t *R)
{
    R->ans.choice = R->d.n_choices > 0 ? (R->d.answer.choice + 1) % R->d.n_choices : -1;
}

const answer_kind_t answer_choice = {
    .hint = N_("Choose a ruling: click it or press its number."),
    .flags = ANSWER_CARD,
    .cover = cover,
    .controls = controls,
    .collect = collect,
    .slip = slip,
};
