/* scr_report.c — a trainee's report over the practice menu (issue #27): accuracy and median time
 * per topic, accuracy per day as a small chart, and the drills missed with the answer given, the
 * correct one and the rule, in a list that scrolls (wheel, arrows, Page Up/Down). Export writes
 * the same report as a printable HTML file (drill_report_html) and says where. Figures come from
 * the results kept under the trainee (drill_record.h), as felt-cli drill --report computes them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/palette.h"
#include "app/practice_kit.h"
#include "app/scr_report.h"
#include "render/layout_screens.h"
#include "render/tablegfx.h"

struct report_view {
    drill_report_t rep;
    float scroll;            /* the missed list's offset, logical pixels */
    float content_h;         /* its height as last drawn */
    char note[APP_PATH_LEN + 160];
    int note_bad;
    int chart_topic;         /* the day chart's topic, or DRILL_TOPIC_COUNT for all */
};

void report_open(app_t *a, practice_t *P)
{
    (void)a;
    report_close(P);
    const drill_trainee_t *t = trainees_current(&P->tr);
    report_view_t *v = calloc(1, sizeof *v);
    if (!v || !t || drill_report_compute(t, &v->rep) < 0) {
        free(v);
        return;
    }
    v->chart_topic = DRILL_TOPIC_COUNT;
    P->report = v;
}

void report_close(practice_t *P)
{
    if (!P->report)
        return;
    drill_report_free(&P->report->rep);
    free(P->report);
    P->report = NULL;
}

static uint32_t acc_colour(const app_t *a, int right, int asked)
{
    float acc = asked ? (float)right / (float)asked : 0;
    return acc >= 0.8f ? C_GREEN : acc >= 0.5f ? C_GOLD : C_RED;
}

static int pct(int right, int asked) { return asked ? (100 * right + asked / 2) / asked : 0; }

/* Accuracy per day in topic t (DRILL_TOPIC_COUNT: all), one bar each (the newest 14 days with
 * answers in it). */
static void day_chart(app_t *a, const drill_report_t *r, int t, float x, float y, float w, float h)
{
    gfx_t *G = a->g;
    gfx_fill_rounded(G, x, y, w, h, 8, pal_alpha(C_SCRIM, 0x40));
    int idx[DRILL_REPORT_DAYS], n = 0;
    for (int k = 0; k < r->n_days; k++)
        if (t == DRILL_TOPIC_COUNT || r->day[k].topic[t].asked)
            idx[n++] = k;
    if (n == 0) {
        gfx_text(G, _("No answers yet: accuracy per day shows here"), x + w / 2, y + h / 2, 13, GFX_FONT_REGULAR,
                 C_DIM, GFX_CENTER | GFX_MIDDLE);
        return;
    }
    for (int k = 0; k <= 2; k++) {
        float gy = y + 10 + (h - 40) * (1.0f - k / 2.0f);
        gfx_line(G, x + 40, gy, x + w - 10, gy, 1.0f, pal_alpha(C_TEXT, 0x20));
        char l[8];
        snprintf(l, sizeof l, "%d%%", k * 50);
        gfx_text(G, l, x + 34, gy, 11, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_MIDDLE);
    }
    int first = n > 14 ? n - 14 : 0;
    float slot = (w - 60) / 14.0f;
    for (int i = 0; i < n - first; i++) {
        const drill_report_day_t *d = &r->day[idx[first + i]];
        int asked = t == DRILL_TOPIC_COUNT ? d->asked : d->topic[t].asked;
        int right = t == DRILL_TOPIC_COUNT ? d->right : d->topic[t].right;
        float acc = asked ? (float)right / (float)asked : 0;
        float bh = (h - 40) * acc, bx = x + 48 + slot * i;
        gfx_fill_rounded(G, bx, y + 10 + (h - 40) - (bh < 2 ? 2 : bh), slot - 6, bh < 2 ? 2 : bh, 3,
                         acc_colour(a, right, asked));
        gfx_text(G, d->date + 5, bx + (slot - 6) / 2, y + h - 8, 10, GFX_FONT_REGULAR, C_DIM,
                 GFX_CENTER | GFX_BOTTOM); /* MM-DD */
    }
}

/* One missed drill at y (alpha 0 measures only); returns its height. */
static float missed_item(const app_t *a, gfx_t *G, const drill_result_t *m, const drill_rulebook_t *rb, float x, float y, float w,
                         int draw)
{
    uint32_t k = draw ? 0xffffffffu : 0;
    float h = 0;
    char line[DRILL_RESULT_TEXT + 200], date[16] = "";
    drill_report_date(m->when_ms, date);
    snprintf(line, sizeof line, "%s · %s", practice_topic_title(m->topic), date);
    if (draw)
        gfx_text_fit(G, line, x, y, w, 13, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    h += 20;
    h += gfx_text_wrap(G, m->question, x, y + h, w, 12, GFX_FONT_REGULAR, C_TEXT & k, 2) + 4;
    snprintf(line, sizeof line, _("Answered: %s"), m->given[0] ? m->given : _("nothing (the time ran out)"));
    h += gfx_text_wrap(G, line, x, y + h, w, 12, GFX_FONT_REGULAR, C_RED & k, 2) + 2;
    snprintf(line, sizeof line, _("Correct: %s"), m->correct);
    h += gfx_text_wrap(G, line, x, y + h, w, 12, GFX_FONT_REGULAR, C_GREEN & k, 2) + 2;
    const char *title = rb ? drill_rule_title(rb, m->rule) : NULL;
    snprintf(line, sizeof line, _("Rule %s%s%s"), m->rule, title ? " " : "", title ? title : "");
    h += gfx_text_wrap(G, line, x, y + h, w, 12, GFX_FONT_REGULAR, C_DIM & k, 2);
    return h + 14;
}

int report_screen(app_t *a, practice_t *P)
{
    report_view_t *v = P->report;
    const drill_trainee_t *t = trainees_current(&P->tr);
    if (!v || !t)
        return 0;
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const drill_report_t *r = &v->rep;
    const layout_rect_t panel = layout_at("report.panel");
    const float px = panel.x, py = panel.y, ph = panel.h;
    gfx_shadow(G, px, py, panel.w, ph, 16, 26, C_SHADOW);
    gfx_panel(G, px, py, panel.w, ph);
    char line[256];
    snprintf(line, sizeof line, _("Report: %s"), t->name);
    const layout_rect_t title = layout_at("report.title"), sum = layout_at("report.summary");
    gfx_text_fit(G, line, title.x, title.y + title.h / 2, title.w, 28, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
    char med[32];
    if (r->asked)
        snprintf(line, sizeof line, _("%d answered, %d right (%d%%), median time %s s"), r->asked, r->right,
                 pct(r->right, r->asked), app_decimal(r->median_s, 1, med, sizeof med));
    else
        snprintf(line, sizeof line, "%s", _("Nothing answered yet under this name"));
    gfx_text_fit(G, line, sum.x, sum.y + sum.h / 2, sum.w, 14, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE);

    /* left: per topic, a row a topic; the numbers right-aligned in their columns */
    const layout_rect_t topics = layout_at("report.topics"), name_col = layout_at("report.topic_name");
    const layout_rect_t ans_col = layout_at("report.answered"), right_col = layout_at("report.right");
    const float ans_x = ans_col.x + ans_col.w, right_x = right_col.x + right_col.w;
    float x = topics.x, y = topics.y, w = topics.w;
    gfx_text(G, _("Topic"), x, y, 13, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_TOP);
    gfx_text(G, _("answered"), ans_x, y, 13, GFX_FONT_BOLD, C_DIM, GFX_RIGHT | GFX_TOP);
    gfx_text(G, _("right"), right_x, y, 13, GFX_FONT_BOLD, C_DIM, GFX_RIGHT | GFX_TOP);
    gfx_text(G, _("median"), x + w, y, 13, GFX_FONT_BOLD, C_DIM, GFX_RIGHT | GFX_TOP);
    y += 24;
    /* the rows and the day chart share the height above the buttons: rows of 27 while they fit
     * beside a chart of at least 120, closer together when there are more topics */
    const float bottom = py + ph - 84;
    float row_h = (bottom - y - 14 - 22 - 120) / DRILL_TOPIC_COUNT;
    row_h = row_h > 27 ? 27 : row_h;
    for (int k = 0; k < DRILL_TOPIC_COUNT; k++) {
        const drill_report_topic_t *s = &r->topic[k];
        float ry = y + k * row_h;
        gfx_text_fit(G, practice_topic_title((drill_topic_t)k), x, ry + 10, name_col.w, 14, GFX_FONT_REGULAR,
                     s->asked ? C_TEXT : C_DIM, GFX_LEFT | GFX_MIDDLE);
        if (!s->asked) {
            gfx_text(G, "–", ans_x, ry + 10, 14, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_MIDDLE);
            continue;
        }
        snprintf(line, sizeof line, "%d", s->asked);
        gfx_text(G, line, ans_x, ry + 10, 14, GFX_FONT_REGULAR, C_TEXT, GFX_RIGHT | GFX_MIDDLE);
        snprintf(line, sizeof line, "%d%%", pct(s->right, s->asked));
        gfx_text(G, line, right_x, ry + 10, 14, GFX_FONT_BOLD, acc_colour(a, s->right, s->asked), GFX_RIGHT | GFX_MIDDLE);
        snprintf(line, sizeof line, _("%s s"), app_decimal(s->median_s, 1, med, sizeof med));
        gfx_text(G, line, x + w, ry + 10, 14, GFX_FONT_REGULAR, C_TEXT, GFX_RIGHT | GFX_MIDDLE);
    }
    y += DRILL_TOPIC_COUNT * row_h + 14;
    gfx_text(G, _("Accuracy per day (UTC)"), x, y, 13, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_TOP);
    const char *names[DRILL_TOPIC_COUNT + 1];
    for (int k = 0; k < DRILL_TOPIC_COUNT; k++)
        names[k] = practice_topic_title((drill_topic_t)k);
    names[DRILL_TOPIC_COUNT] = _("All topics");
    ui_name(u, "report_chart_topic");
    const layout_rect_t pick = layout_at("report.chart_topic"); /* its height follows the rows above */
    ui_choice(u, ui_id("report.chart_topic", 0), pick.x, y - 8, pick.w, pick.h, names, DRILL_TOPIC_COUNT + 1, &v->chart_topic, 0,
              _("Whose accuracy the chart shows, one bar per day"));
    day_chart(a, r, v->chart_topic, x, y + 22, w, bottom - (y + 22));

    /* right: the drills missed, scrolling */
    const layout_rect_t missed = layout_at("report.missed");
    float rx = missed.x, rw = missed.w;
    snprintf(line, sizeof line, _("Drills missed: %d"), r->n_missed);
    gfx_text(G, line, rx, topics.y, 13, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_TOP);
    float ly = missed.y, lh = missed.h;
    gfx_fill_rounded(G, rx, ly, rw, lh, 8, pal_alpha(C_SCRIM, 0x30));
    if (ui_mouse_in(u, rx, ly, rw, lh) && u->wheel)
        v->scroll -= (float)u->wheel * 60;
    if (ui_key(u, SDLK_DOWN))
        v->scroll += 40;
    if (ui_key(u, SDLK_UP))
        v->scroll -= 40;
    if (ui_key(u, SDLK_PAGEDOWN))
        v->scroll += lh - 40;
    if (ui_key(u, SDLK_PAGEUP))
        v->scroll -= lh - 40;
    float max_scroll = v->content_h - lh + 16;
    if (v->scroll > max_scroll)
        v->scroll = max_scroll;
    if (v->scroll < 0)
        v->scroll = 0;
    if (r->n_missed == 0) {
        gfx_text(G, r->asked ? _("None missed") : _("Nothing answered yet"), rx + rw / 2, ly + lh / 2, 14,
                 GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
        v->content_h = 0;
    } else {
        gfx_clip(G, rx, ly + 4, rw, lh - 8);
        float iy = ly + 12 - v->scroll, total = 0;
        for (int k = 0; k < r->n_missed; k++) {
            const drill_result_t *m = &t->results[r->missed[k]];
            /* measure, then draw only what shows */
            float h = missed_item(a, G, m, P->tr.rb, rx + 14, iy, rw - 40, 0);
            if (iy + h > ly && iy < ly + lh)
                missed_item(a, G, m, P->tr.rb, rx + 14, iy, rw - 40, 1);
            iy += h;
            total += h;
        }
        gfx_unclip(G);
        v->content_h = total;
        if (total > lh) { /* the scroll bar */
            float bh = lh * lh / total, by = ly + (lh - bh) * (v->scroll / (total - lh + 16));
            gfx_fill_rounded(G, rx + rw - 10, by, 5, bh, 2, pal_alpha(C_TEXT, 0x60));
        }
    }
    if (v->note[0])
        practice_text_box(G, v->note, rx, ly + lh + 8, rw, 44, 13, GFX_FONT_REGULAR, v->note_bad ? C_RED : C_TEXT);

    /* bottom */
    int closing = 0;
    layout_rect_t b = layout_at("report.back");
    ui_name(u, "report.back");
    if (ui_button(u, ui_id("report.back", 0), b.x, b.y, b.w, b.h, _("Back"), "Esc", 0, _("The practice menu")) ||
        ui_key(u, SDLK_ESCAPE))
        closing = 1;
    b = layout_at("report.export");
    ui_name(u, "report.export");
    if (ui_button(u, ui_id("report.export", 0), b.x, b.y, b.w, b.h, _("Export for printing"), "E", UI_PRIMARY,
                  _("The report as an HTML file a trainer can print or send")) ||
        ui_key(u, SDLK_e)) {
        char path[APP_PATH_LEN + 160];
        v->note_bad = trainees_export(a, &P->tr, path, sizeof path) != 0;
        if (v->note_bad)
            snprintf(v->note, sizeof v->note, _("Not exported: %s"), path);
        else
            snprintf(v->note, sizeof v->note, _("Exported to %s"), path);
    }
    if (closing)
        report_close(P);
    return 1;
}
