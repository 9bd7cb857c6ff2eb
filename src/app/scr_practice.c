/* scr_practice.c — the practice menu a dealer meets: the topics with their accuracy so far, the
 * session's length, timer and difficulty, progress over time with its chart, the shadow dealer.
 * Start opens the drill screen (scr_drill.c), Shadow dealer the shadow screen (scr_shadow.c); the
 * trainee's state they share is the practice kit's (practice_kit.c). Every answer is graded by
 * the drill library (the engine's answer, never a key). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/practice_kit.h"
#include "app/scr_drill.h"
#include "app/scr_report.h"
#include "app/scr_shadow.h"
#include "app/director.h"
#include "app/screens.h"
#include "render/layout_screens.h"
#include "render/tablegfx.h"
#include "app/palette.h"

static void chart(app_t *a, practice_t *P, float x, float y, float w, float h)
{
    gfx_t *G = a->g;
    gfx_fill_rounded(G, x, y, w, h, 8, pal_alpha(C_SCRIM, 0x40));
    for (int k = 0; k <= 4; k++) {
        float gy = y + 10 + (h - 36) * (1.0f - k / 4.0f);
        gfx_line(G, x + 40, gy, x + w - 10, gy, 1.0f, pal_alpha(C_TEXT, 0x20));
        char l[8];
        snprintf(l, sizeof l, "%d%%", k * 25);
        gfx_text(G, l, x + 34, gy, 11, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_MIDDLE);
    }
    /* points: one per session, of the chosen topic or of all of them together */
    practice_point_t pts[PRACTICE_HISTORY * DRILL_TOPIC_COUNT];
    int n = 0;
    if (P->chart_topic < DRILL_TOPIC_COUNT) {
        const practice_topic_stats_t *s = &P->tr.prog.topic[P->chart_topic];
        for (int i = 0; i < s->n_history; i++)
            pts[n++] = s->history[i];
    } else {
        for (int t = 0; t < DRILL_TOPIC_COUNT; t++) {
            const practice_topic_stats_t *s = &P->tr.prog.topic[t];
            for (int i = 0; i < s->n_history; i++) {
                int at = -1;
                for (int j = 0; j < n; j++)
                    if (pts[j].when_ms == s->history[i].when_ms)
                        at = j;
                if (at < 0) {
                    pts[n] = s->history[i];
                    n++;
                } else {
                    pts[at].asked += s->history[i].asked;
                    pts[at].right += s->history[i].right;
                }
            }
        }
        /* by time */
        for (int i = 1; i < n; i++)
            for (int j = i; j > 0 && pts[j].when_ms < pts[j - 1].when_ms; j--) {
                practice_point_t tmp = pts[j];
                pts[j] = pts[j - 1];
                pts[j - 1] = tmp;
            }
        if (n > PRACTICE_HISTORY) {
            memmove(pts, pts + (n - PRACTICE_HISTORY), sizeof pts[0] * PRACTICE_HISTORY);
            n = PRACTICE_HISTORY;
        }
    }
    if (n == 0) {
        gfx_text(G, _("No sessions yet: your accuracy per session shows here"), x + w / 2, y + h / 2 - 10, 14,
                 GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
        return;
    }
    float px = 0, py = 0;
    float span = w - 70;
    for (int i = 0; i < n; i++) {
        float fx = x + 50 + (n == 1 ? span / 2 : span * i / (float)(n - 1));
        float acc = pts[i].asked ? (float)pts[i].right / (float)pts[i].asked : 0;
        float fy = y + 10 + (h - 36) * (1.0f - acc);
        if (i > 0)
            gfx_line(G, px, py, fx, fy, 2.5f, C_GOLD);
        px = fx, py = fy;
    }
    for (int i = 0; i < n; i++) {
        float fx = x + 50 + (n == 1 ? span / 2 : span * i / (float)(n - 1));
        float acc = pts[i].asked ? (float)pts[i].right / (float)pts[i].asked : 0;
        float fy = y + 10 + (h - 36) * (1.0f - acc);
        gfx_fill_ellipse(G, fx, fy, 5, 5, acc >= 0.8f ? C_GREEN : acc >= 0.5f ? C_GOLD : C_RED);
    }
    char l[64];
    snprintf(l, sizeof l, P_("%d session, oldest left", "%d sessions, oldest left", n), n);
    gfx_text(G, l, x + w - 10, y + h - 6, 11, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_BOTTOM);
}

/* Who practises: the chosen trainee, and the trainer's New, Rename, Remove and Report. */
static void trainee_row(app_t *a, practice_t *P)
{
    ui_t *u = &a->ui;
    trainee_t *T = &P->tr;
    if (!T->roster || T->roster->n == 0)
        return;
    const char *names[DRILL_MAX_TRAINEES];
    for (int i = 0; i < T->roster->n; i++)
        names[i] = T->roster->trainee[i].name;
    int cur = T->roster->current;
    layout_rect_t r = layout_at("practice.trainee");
    gfx_text(a->g, _("Practising"), r.x, r.y - 14, 12, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE);
    ui_name(u, "practice.trainee");
    if (ui_choice(u, ui_id("practice.trainee", 0), r.x, r.y, r.w, r.h, names, T->roster->n, &cur, 0,
                  _("Who practises: each trainee's answers and report are their own")))
        trainees_choose(a, T, cur);
    /* widths that hold the German and Spanish words ("Umbenennen", "Renombrar") whole */
    r = layout_at("practice.trainee_new");
    ui_name(u, "practice.trainee_new");
    if (ui_button(u, ui_id("practice.trainee_new", 0), r.x, r.y, r.w, r.h, _("New"), "N", T->roster->n < DRILL_MAX_TRAINEES ? 0 : UI_DISABLED,
                  _("Add a trainee")) ||
        (!P->who_dialog && ui_key(u, SDLK_n))) {
        P->who_dialog = 1;
        P->who_name[0] = P->who_err[0] = '\0';
    }
    r = layout_at("practice.trainee_rename");
    ui_name(u, "practice.trainee_rename");
    if (ui_button(u, ui_id("practice.trainee_rename", 0), r.x, r.y, r.w, r.h, _("Rename"), NULL, 0, _("Change the chosen trainee's name"))) {
        P->who_dialog = 2;
        snprintf(P->who_name, sizeof P->who_name, "%s", names[T->roster->current]);
        P->who_err[0] = '\0';
    }
    r = layout_at("practice.trainee_remove");
    ui_name(u, "practice.trainee_remove");
    if (ui_button(u, ui_id("practice.trainee_remove", 0), r.x, r.y, r.w, r.h, _("Remove"), NULL, T->roster->n > 1 ? 0 : UI_DISABLED,
                  T->roster->n > 1 ? _("Remove the chosen trainee (asks first)") : _("The only trainee stays"))) {
        P->who_dialog = 3;
        P->who_err[0] = '\0';
    }
    r = layout_at("practice.trainee_report");
    ui_name(u, "practice.trainee_report");
    if (ui_button(u, ui_id("practice.trainee_report", 0), r.x, r.y, r.w, r.h, _("Report"), "R", 0,
                  _("Accuracy and time per topic, over time, and the drills missed")) ||
        (!P->who_dialog && ui_key(u, SDLK_r)))
        report_open(a, P);
}

/* Adding, renaming (a name typed) or removing (asked first) a trainee. */
static void trainee_dialog(app_t *a, practice_t *P)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    trainee_t *T = &P->tr;
    if (!T->roster) {
        P->who_dialog = 0;
        return;
    }
    const float w = 640, h = 250;
    float x, y;
    app_dialog_frame(a, w, h, &x, &y);
    const char *cur = T->roster->trainee[T->roster->current].name;
    char text[300];
    int ok = ui_id("trainee.ok", 0), done = 0;
    float by = y + h - 66;
    if (P->who_dialog == 3) {
        gfx_text(G, _("Remove this trainee?"), x + 32, y + 36, 24, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_MIDDLE);
        snprintf(text, sizeof text,
                 _("%s and every answer kept under that name leave the list; the progress file is moved aside, "
                   "not deleted."),
                 cur);
        gfx_text_wrap(G, text, x + 32, y + 70, w - 64, 15, GFX_FONT_REGULAR, C_TEXT, 4);
        ui_name(u, "trainee_remove_yes");
        if (ui_button(u, ui_id("trainee.remove_yes", 0), x + 32, by, 180, 44, _("Remove"), NULL, 0, NULL)) {
            trainees_remove(a, T, T->roster->current);
            done = 1;
        }
        if (u->focus == 0 && u->keyboard_mode)
            ui_focus(u, ok);
        if (ui_button(u, ok, x + w - 212, by, 180, 44, _("Keep"), "Esc", UI_PRIMARY, NULL) || ui_key(u, SDLK_ESCAPE))
            done = 1;
    } else {
        gfx_text(G, P->who_dialog == 1 ? _("New trainee") : _("Rename the trainee"), x + 32, y + 36, 24,
                 GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_MIDDLE);
        gfx_text(G, _("Name"), x + 32, y + 76, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
        int field = ui_id("trainee.name", 0), enter = 0;
        if (u->focus == 0)
            ui_focus(u, field);
        ui_name(u, "trainee_name");
        if (ui_textfield(u, field, x + 32, y + 96, w - 64, 40, P->who_name, sizeof P->who_name, 0, &enter,
                         _("The trainee's name as the reports show it")))
            P->who_err[0] = '\0';
        if (P->who_err[0])
            gfx_text_fit(G, P->who_err, x + 32, y + 152, w - 64, 13, GFX_FONT_REGULAR, C_RED, GFX_LEFT | GFX_MIDDLE);
        if (ui_button(u, ok, x + 32, by, 180, 44, P->who_dialog == 1 ? _("Add") : _("Rename"), "Enter", UI_PRIMARY,
                      NULL) ||
            enter) {
            int rc = P->who_dialog == 1 ? trainees_add(a, T, P->who_name, P->who_err, sizeof P->who_err)
                                        : trainees_rename(a, T, T->roster->current, P->who_name, P->who_err,
                                                          sizeof P->who_err);
            done = rc == 0;
        }
        if (ui_button(u, ui_id("trainee.cancel", 0), x + w - 172, by, 140, 44, _("Cancel"), "Esc", 0, NULL) || ui_key(u, SDLK_ESCAPE))
            done = 1;
    }
    ui_layer(u, 0);
    ui_set_modal(u, 0);
    if (done) {
        P->who_dialog = 0;
        u->focus = 0;
    }
}

/* The third tab, Directing: the director drills (drill_mtt.h) on the multi-table picture. */
static void directing_tab(app_t *a, practice_t *P)
{
    ui_t *u = &a->ui;
    int on = 0;
    for (int t = 0; t < DRILL_MTT_TOPIC_COUNT; t++)
        on += P->tr.dir_on[t] != 0;
    char note[32];
    snprintf(note, sizeof note, _("%d of %d"), on, (int)DRILL_MTT_TOPIC_COUNT);
    ui_name(u, "tab.directing");
    layout_rect_t r = layout_at("practice.tab");
    if (ui_tab(u, ui_id("practice.tab", DRILL_GROUP_COUNT), r.x + (float)DRILL_GROUP_COUNT * (r.w + 8), r.y, r.w, r.h,
               _("Directing"), note, P->topic_group == DRILL_GROUP_COUNT, 0,
               _("A tournament director's moves over several tables: balancing, breaking, hand-for-hand, the final "
                 "table (R36-R39)")))
        P->topic_group = DRILL_GROUP_COUNT;
}

/* A topic's accuracy at the end of its row: "80% of 15" (or `none`, or "not yet") and its bar,
 * green from 80%, gold from 50%, red below; no bar when `none` says why there are no answers. */
static void topic_accuracy(app_t *a, const practice_topic_stats_t *s, const char *none, float ry, layout_rect_t list,
                           layout_rect_t bar)
{
    gfx_t *G = a->g;
    char so_far[64];
    if (none)
        snprintf(so_far, sizeof so_far, "%s", none);
    else if (s->asked)
        /* TRANSLATORS: a topic's accuracy so far: "80% of 15" (answers) */
        snprintf(so_far, sizeof so_far, _("%d%% of %d"), (100 * s->right + s->asked / 2) / s->asked, s->asked);
    else
        snprintf(so_far, sizeof so_far, "%s", _("not yet"));
    float acc = s->asked ? (float)s->right / (float)s->asked : 0;
    gfx_text(G, so_far, list.x + list.w, ry + 11, 14, GFX_FONT_REGULAR, s->asked ? C_TEXT : C_DIM, GFX_RIGHT | GFX_MIDDLE);
    const float by = ry + (bar.y - list.y);
    if (!none)
        gfx_fill_rounded(G, bar.x, by, bar.w, bar.h, 3, pal_alpha(C_HIGHLIGHT, 0x18));
    if (s->asked)
        gfx_fill_rounded(G, bar.x, by, bar.w * acc < 6 ? 6 : bar.w * acc, bar.h, 3,
                         acc >= 0.8f ? C_GREEN : acc >= 0.5f ? C_GOLD : C_RED);
}

static void directing_topics(app_t *a, practice_t *P, float row_h)
{
    ui_t *u = &a->ui;
    static const char *const tips[DRILL_MTT_TOPIC_COUNT] = {
        N_("Which player moves to balance the tables, and to which seat: drag the plate (R37)"),
        N_("A table breaks and its players draw new seats: who is dealt in, who sits out a hand (R36)"),
        N_("Eliminations in one hand-for-hand round: do they tie, and each one's place and prize (R38, R32, R33)"),
        N_("Does the final table form now, and which seat gets its first button (R39, R2)")};
    const layout_rect_t list = layout_at("practice.topics"), bar = layout_at("practice.topic_bar");
    for (int t = 0; t < DRILL_MTT_TOPIC_COUNT; t++) {
        float ry = list.y + (float)t * row_h;
        ui_checkbox(u, ui_id("practice.dir_topic", t), list.x, ry, director_topic_title((drill_mtt_topic_t)t),
                    &P->tr.dir_on[t], 0, _(tips[t]));
        topic_accuracy(a, &P->tr.prog.director[t], NULL, ry, list, bar);
    }
}

void screen_practice(app_t *a)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    practice_t *P = practice_state(a);
    float x0, y0, x1, y1;
    gfx_background(G);
    gfx_table(G, "");
    gfx_logical_bounds(G, &x0, &y0, &x1, &y1);
    gfx_fill_rect(G, x0, y0, x1 - x0, y1 - y0, C_DIMMED);
    if (!P) {
        app_go(a, SCREEN_START);
        return;
    }
    if (P->report && report_screen(a, P))
        return;
    if (P->who_dialog)
        ui_set_modal(u, 2);
    const layout_rect_t panel = layout_at("practice.panel");
    gfx_shadow(G, panel.x, panel.y, panel.w, panel.h, 16, 26, C_SHADOW);
    gfx_panel(G, panel.x, panel.y, panel.w, panel.h);
    layout_rect_t r = layout_at("practice.title");
    gfx_text(G, _("Practice"), r.x, r.y + r.h / 2, 30, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
    r = layout_at("practice.subtitle");
    gfx_text_fit(G, _("Dealer drills on the real table, graded by the engine, with the rule cited"), r.x, r.y + r.h / 2,
                 r.w, 15, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE);

    /* left: the topics of one group (a tab each: rulings, dealing) with their accuracy so far */
    /* nothing focused on arrival (Tab reaches the first tab): a focus put on the first topic took
     * the Enter that the Start button shows, so P then Enter unticked "Button and blinds" instead
     * of starting */
    static const char *const tips[DRILL_TOPIC_COUNT] = {
        N_("Where the button, SB and BB go after eliminations: dead button, no small blind, rebuys, the draw (R2, R3)"),
        N_("Positions when play becomes heads-up, from every position (R4)"),
        N_("Who acts first before and after the flop, dead button and heads-up (R6)"),
        N_("The minimum bet and raise-to after bets, raises, short all-ins, a short big blind (R11, R12)"),
        N_("Does the betting re-open after incomplete all-in raises? (R13)"),
        N_("Build the pots, who may win each, award them with odd chips, return uncalled chips (R25-R27)"),
        N_("Who shows first at the showdown, and who may muck (R22, R23)"),
        N_("Places and prizes when several players bust on one hand (R32, R33)"),
        N_("Colour-up and chip race: each seat's chips after (R34)"),
        /* TRANSLATORS: "50% rule" is a rule's name, not a format */
        /* xgettext:no-c-format */
        N_("Rulings the engine does not play out: oversized chip, string bet, 50% rule, out of turn, misdeals"),
        N_("Count the pot when a betting round is over: antes, blinds and every bet (R43)"),
        N_("Chips pushed to the line: a call, a raise, an oversized chip or a string bet? (R42, R43, R21)"),
        N_("Push each pot to its winners, side pots first, splitting with the odd chips (R44, R27, R28)"),
        N_("Who gets the first, the last and any card of the deal, an exposed card, where the burns go (R5, R41)")};
    static const char *const group_tips[DRILL_GROUP_COUNT] = {
        N_("Rulings on the game: positions, the order of play, raises, pots, showdowns, busts, the floor"),
        N_("What a dealer does with the chips and cards: reading bets, dealing, counting and pushing pots (R41-R44)")};
    if (P->topic_group < 0 || P->topic_group > DRILL_GROUP_COUNT) /* DRILL_GROUP_COUNT: the Directing tab */
        P->topic_group = DRILL_GROUP_RULINGS;
    for (int gi = 0; gi < DRILL_GROUP_COUNT; gi++) {
        int n = 0, on = 0;
        for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
            if ((int)drill_topic_group((drill_topic_t)t) == gi) {
                n++;
                on += P->tr.topic_on[t] != 0;
            }
        char note[32];
        /* TRANSLATORS: a tab's ticked topics: "10 of 11" */
        snprintf(note, sizeof note, _("%d of %d"), on, n);
        char nm[32];
        snprintf(nm, sizeof nm, "tab.%s", gi == DRILL_GROUP_DEALING ? "dealing" : "rulings");
        ui_name(u, nm);
        r = layout_at("practice.tab");
        if (ui_tab(u, ui_id("practice.tab", gi), r.x + (float)gi * (r.w + 8), r.y, r.w, r.h, drill_group_title((drill_group_t)gi), note,
                   P->topic_group == gi, 0, _(group_tips[gi])))
            P->topic_group = gi;
    }
    directing_tab(a, P);
    r = layout_at("practice.right_so_far");
    gfx_text(G, _("right so far"), r.x + r.w, r.y + r.h / 2, 13, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_MIDDLE);
    /* All and None below the longest group's list, so they stay put when the tab changes; the
     * list's rectangle holds its rows (closer together, were a group longer than it holds) */
    int longest = 0;
    for (int gi = 0; gi < DRILL_GROUP_COUNT; gi++) {
        int n = 0;
        for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
            n += (int)drill_topic_group((drill_topic_t)t) == gi;
        longest = n > longest ? n : longest;
    }
    const layout_rect_t list = layout_at("practice.topics"), bar = layout_at("practice.topic_bar");
    const float x = list.x, y = list.y;
    const float row_h = longest * 34.0f > list.h ? list.h / (float)longest : 34.0f;
    int row = 0;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++) {
        if ((int)drill_topic_group((drill_topic_t)t) != P->topic_group)
            continue;
        float ry = y + row++ * row_h;
        char label[96];
        snprintf(label, sizeof label, "%s", practice_topic_title((drill_topic_t)t));
        ui_checkbox(u, ui_id("practice.topic", t), x, ry, label, &P->tr.topic_on[t],
                    t == DRILL_FLOOR && P->tr.n_floor == 0 ? UI_DISABLED : 0, tips[t] ? _(tips[t]) : NULL);
        topic_accuracy(a, &P->tr.prog.topic[t], t == DRILL_FLOOR && P->tr.n_floor == 0 ? _("no cards found") : NULL, ry,
                       list, bar);
    }
    if (P->topic_group == DRILL_GROUP_COUNT)
        directing_topics(a, P, row_h);
    /* All and None act on every tab (the tabs' notes say what is ticked on the others) */
    r = layout_at("practice.all");
    ui_name(u, "practice.all");
    if (ui_button(u, ui_id("practice.all", 0), r.x, r.y, r.w, r.h, _("All"), "A", 0, _("Every topic, on every tab")) || ui_key(u, SDLK_a)) {
        for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
            P->tr.topic_on[t] = t != DRILL_FLOOR || P->tr.n_floor > 0;
        for (int t = 0; t < DRILL_MTT_TOPIC_COUNT; t++)
            P->tr.dir_on[t] = 1;
    }
    r = layout_at("practice.none");
    ui_name(u, "practice.none");
    if (ui_button(u, ui_id("practice.none", 0), r.x, r.y, r.w, r.h, _("None"), NULL, 0,
                  _("Clear the topics on every tab, then tick one"))) {
        for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
            P->tr.topic_on[t] = 0;
        for (int t = 0; t < DRILL_MTT_TOPIC_COUNT; t++)
            P->tr.dir_on[t] = 0;
    }
    const char *const lengths[] = {_("10 drills"), _("20 drills"), _("Endless")};
    const char *const timers[] = {_("No timer"), _("15 s a drill"), _("30 s a drill"), _("60 s a drill")};
    const char *const levels[] = {_("Start easy"), _("Level 2"), _("Level 3"), _("Level 4"), _("Hardest")};
    r = layout_at("practice.length");
    gfx_text(G, _("Length"), r.x, r.y - 18, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    ui_name(u, "practice.length");
    ui_choice(u, ui_id("practice.length", 0), r.x, r.y, r.w, r.h, lengths, 3, &P->tr.length, 0, _("How many drills in the session"));
    r = layout_at("practice.timer");
    gfx_text(G, _("Timer"), r.x, r.y - 18, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    ui_name(u, "practice.timer");
    ui_choice(u, ui_id("practice.timer", 0), r.x, r.y, r.w, r.h, timers, 4, &P->tr.timer, 0,
              _("A drill not answered in time counts as missed"));
    r = layout_at("practice.difficulty");
    gfx_text(G, _("Difficulty"), r.x, r.y - 18, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    ui_name(u, "practice.difficulty");
    ui_choice(u, ui_id("practice.difficulty", 0), r.x, r.y, r.w, r.h, levels, 5, &P->tr.difficulty, 0,
              _("More seats, busts and all-ins; it also grows with each run of right answers"));

    /* right: progress over time */
    r = layout_at("practice.progress");
    gfx_text(G, _("Progress"), r.x, r.y, 14, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_TOP);
    const char *names[DRILL_TOPIC_COUNT + 1];
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
        names[t] = practice_topic_title((drill_topic_t)t);
    names[DRILL_TOPIC_COUNT] = _("All topics");
    r = layout_at("practice.chart_topic");
    ui_name(u, "practice.chart_topic");
    ui_choice(u, ui_id("practice.chart_topic", 0), r.x, r.y, r.w, r.h, names, DRILL_TOPIC_COUNT + 1, &P->chart_topic, 0,
              _("Whose accuracy the chart shows, one point per session"));
    r = layout_at("practice.chart");
    chart(a, P, r.x, r.y, r.w, r.h);
    int asked = 0, right = 0;
    double secs = 0;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
        if (P->chart_topic == DRILL_TOPIC_COUNT || P->chart_topic == t) {
            asked += P->tr.prog.topic[t].asked;
            right += P->tr.prog.topic[t].right;
            secs += P->tr.prog.topic[t].seconds;
        }
    char line[200];
    if (asked) {
        char avg[32];
        snprintf(line, sizeof line, _("%d answered, %d right (%d%%), %s s on average"), asked, right,
                 (100 * right + asked / 2) / asked, app_decimal(secs / asked, 1, avg, sizeof avg));
    } else
        snprintf(line, sizeof line, "%s", _("Nothing answered yet"));
    r = layout_at("practice.summary");
    gfx_text_fit(G, line, r.x, r.y, r.w, 14, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_TOP);

    /* the shadow dealer */
    const layout_rect_t sb = layout_at("practice.shadow_box");
    const float rx = sb.x, sy = sb.y, rw = sb.w;
    gfx_fill_rounded(G, rx, sy, rw, sb.h, 10, pal_alpha(C_HIGHLIGHT, 0x0a));
    gfx_text(G, _("Shadow dealer"), rx + 16, sy + 14, 17, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    practice_text_box(G,
             /* three lines at the largest text size: longer, it was cut with "(R: all of it)", and R
              * does nothing here */
             _("A bot tournament that stops at every dealer duty: button and blinds, who acts first, the "
               "minimum raise, the pots. Mistakes are corrected on the spot."),
             rx + 16, sy + 40, rw - 32, 62, 13, GFX_FONT_REGULAR, C_TEXT);
    if (P->tr.prog.shadow_duties)
        snprintf(line, sizeof line, _("Duties so far: %d, %d right"), P->tr.prog.shadow_duties, P->tr.prog.shadow_right);
    else
        snprintf(line, sizeof line, "%s", _("No duties performed yet"));
    gfx_text_fit(G, line, rx + 16, sy + 124, 280, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE);
    r = layout_at("practice.shadow");
    ui_name(u, "practice.shadow");
    if (ui_button(u, ui_id("practice.shadow", 0), r.x, r.y, r.w, r.h, _("Shadow dealer"), "D", 0,
                  _("A live bot tournament that waits for you at each duty")) ||
        ui_key(u, SDLK_d)) {
        shadow_start(a, P, (uint64_t)a->wall_ms % 1000000000ULL);
        return;
    }
    /* the shadow director: a bot MTT paused at each director's move */
    r = layout_at("practice.shadow_director_text");
    gfx_text_fit(G, _("Shadow director"), r.x, r.y + 10, r.w, 15, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_MIDDLE);
    if (P->tr.prog.shadow_moves)
        snprintf(line, sizeof line, _("Moves so far: %d, %d right"), P->tr.prog.shadow_moves, P->tr.prog.shadow_moves_right);
    else
        snprintf(line, sizeof line, "%s", _("A bot MTT that stops at each move"));
    gfx_text_fit(G, line, r.x, r.y + 34, r.w, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE);
    r = layout_at("practice.shadow_director");
    ui_name(u, "practice.shadow_director");
    if (ui_button(u, ui_id("practice.shadow_director", 0), r.x, r.y, r.w, r.h, _("Shadow director"), "M", 0,
                  _("A live bot tournament of many tables that waits for you at each director's move: balancing, "
                    "breaking, hand-for-hand, the final table")) ||
        (!P->who_dialog && ui_key(u, SDLK_m))) {
        shadow_director_start(a, P, (uint64_t)a->wall_ms % 1000000000ULL);
        return;
    }
    if (P->tr.floor_note[0]) {
        r = layout_at("practice.floor_note");
        gfx_text_fit(G, P->tr.floor_note, r.x, r.y + r.h / 2, r.w, 12, GFX_FONT_REGULAR, C_RED, GFX_LEFT | GFX_MIDDLE);
    }

    /* bottom */
    r = layout_at("practice.back");
    ui_name(u, "practice.back");
    if (ui_button(u, ui_id("practice.back", 0), r.x, r.y, r.w, r.h, _("Back"), "Esc", 0, NULL) ||
        (!P->who_dialog && ui_key(u, SDLK_ESCAPE))) {
        app_go(a, SCREEN_START);
        return;
    }
    trainee_row(a, P);
    if (P->report)
        return;
    int any = 0, any_dir = 0;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
        any |= P->tr.topic_on[t] && (t != DRILL_FLOOR || P->tr.n_floor > 0);
    for (int t = 0; t < DRILL_MTT_TOPIC_COUNT; t++)
        any_dir |= P->tr.dir_on[t];
    const int dealer = any;
    any |= any_dir;
    r = layout_at("practice.start");
    ui_name(u, "practice.start");
    if (ui_button(u, ui_id("practice.start", 0), r.x, r.y, r.w, r.h, _("Start"), "Enter", any ? UI_PRIMARY : UI_DISABLED,
                  _("Drills from the chosen topics")) ||
        (any && !P->who_dialog && ui_key(u, SDLK_RETURN))) {
        /* director topics alone: their own session; with dealer topics: mixed into the drills */
        if (!dealer)
            director_start(a, P);
        else if (drill_screen_start(a, P) == 0) {
            director_mix(a, P, any_dir);
            app_go(a, SCREEN_DRILL);
        }
    }
    if (P->who_dialog)
        trainee_dialog(a, P);
}

void practice_free(app_t *a)
{
    practice_t *P = a->practice;
    if (!P)
        return;
    drill_screen_free(P);
    shadow_director_free(P);
    director_free(P);
    shadow_free(P);
    report_close(P);
    trainees_flush(a, &P->tr); /* the game quits: the journal's answers folded into trainees.json */
    trainees_free(&P->tr);
    drill_rulebook_free(P->tr.rb);
    free(P->tr.floor);
    free(P->tr.authored);
    free(P);
    a->practice = NULL;
}
