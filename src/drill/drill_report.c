/* drill_report.c — a trainee's report (drill_record.h): accuracy and median time per topic, the
 * same per day, the drills missed with the correct answer and the rule; and the report as one
 * self-contained HTML page a trainer can print or send (inline CSS, print rules, no scripts, no
 * external resources, every text escaped). */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "drill/drill_internal.h"
#include "drill/drill_record.h"

void drill_report_date(int64_t ms, char out[11])
{
    time_t s = (time_t)(ms / 1000);
    struct tm tm;
    if (!gmtime_r(&s, &tm)) {
        snprintf(out, 11, "?");
        return;
    }
    /* unsigned and reduced: four digits, two and two, which the sanitizer build's format check can see */
    snprintf(out, 11, "%04u-%02u-%02u", (unsigned)(tm.tm_year + 1900) % 10000u, (unsigned)(tm.tm_mon + 1) % 100u,
             (unsigned)tm.tm_mday % 100u);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The median time of the results of topic t (-1: any) on date (NULL: any). */
static double median(const drill_trainee_t *tr, int t, const char *date, double *tmp)
{
    int n = 0;
    for (int i = 0; i < tr->n_results; i++) {
        const drill_result_t *r = &tr->results[i];
        if (t >= 0 && (int)r->topic != t)
            continue;
        if (date) {
            char d[11];
            drill_report_date(r->when_ms, d);
            if (strcmp(d, date) != 0)
                continue;
        }
        tmp[n++] = r->seconds;
    }
    if (n == 0)
        return 0;
    qsort(tmp, (size_t)n, sizeof tmp[0], cmp_double);
    double m = n % 2 ? tmp[n / 2] : (tmp[n / 2 - 1] + tmp[n / 2]) / 2.0;
    return floor(m * 10.0 + 0.5) / 10.0; /* to the tenth, so that every writer of it agrees */
}

int drill_report_compute(const drill_trainee_t *tr, drill_report_t *rep)
{
    memset(rep, 0, sizeof *rep);
    double *tmp = malloc(sizeof *tmp * (size_t)(tr->n_results + 1));
    rep->missed = malloc(sizeof *rep->missed * (size_t)(tr->n_results + 1));
    if (!tmp || !rep->missed) {
        free(tmp);
        free(rep->missed);
        rep->missed = NULL;
        return -1;
    }
    for (int i = 0; i < tr->n_results; i++) {
        const drill_result_t *r = &tr->results[i];
        int t = (int)r->topic;
        rep->asked++;
        rep->right += r->right;
        rep->topic[t].asked++;
        rep->topic[t].right += r->right;
        char d[11];
        drill_report_date(r->when_ms, d);
        int at = -1;
        for (int k = 0; k < rep->n_days; k++)
            if (!strcmp(rep->day[k].date, d))
                at = k;
        if (at < 0) {
            /* a new day: in order of the dates, the oldest dropped when full */
            int pos = rep->n_days;
            while (pos > 0 && strcmp(rep->day[pos - 1].date, d) > 0)
                pos--;
            if (rep->n_days == DRILL_REPORT_DAYS) {
                if (pos == 0)
                    continue; /* older than every day kept */
                memmove(&rep->day[0], &rep->day[1], sizeof rep->day[0] * (size_t)(pos - 1));
                pos--;
            } else {
                memmove(&rep->day[pos + 1], &rep->day[pos], sizeof rep->day[0] * (size_t)(rep->n_days - pos));
                rep->n_days++;
            }
            memset(&rep->day[pos], 0, sizeof rep->day[pos]);
            memcpy(rep->day[pos].date, d, sizeof d);
            at = pos;
        }
        drill_report_day_t *dy = &rep->day[at];
        dy->asked++;
        dy->right += r->right;
        dy->topic[t].asked++;
        dy->topic[t].right += r->right;
    }
    for (int i = tr->n_results - 1; i >= 0; i--)
        if (!tr->results[i].right)
            rep->missed[rep->n_missed++] = i;
    rep->median_s = median(tr, -1, NULL, tmp);
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
        rep->topic[t].median_s = median(tr, t, NULL, tmp);
    for (int k = 0; k < rep->n_days; k++)
        for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
            if (rep->day[k].topic[t].asked)
                rep->day[k].topic[t].median_s = median(tr, t, rep->day[k].date, tmp);
    free(tmp);
    return 0;
}

void drill_report_free(drill_report_t *rep)
{
    free(rep->missed);
    rep->missed = NULL;
    rep->n_missed = 0;
}

void drill_report_file_name(const char *trainee, char *buf, size_t len)
{
    char safe[DRILL_TRAINEE_NAME];
    size_t o = 0;
    for (const char *p = trainee ? trainee : ""; *p && o + 1 < sizeof safe; p++) {
        unsigned char c = (unsigned char)*p;
        safe[o++] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_'
                        ? (char)c
                        : '_';
    }
    safe[o] = '\0';
    snprintf(buf, len, "report-%s.html", o ? safe : "trainee");
}

static int pct(int right, int asked) { return asked ? (100 * right + asked / 2) / asked : 0; }

/* The page's look: readable on screen, plain black on white in print, no page break inside a row. */
static const char css[] =
    "body{font:14px/1.45 system-ui,sans-serif;color:#1d1d1d;margin:2em auto;max-width:60em;padding:0 1em}"
    "h1{font-size:1.6em;margin:0 0 .2em}h2{font-size:1.2em;margin:1.6em 0 .4em;border-bottom:1px solid #999}"
    "p.meta{color:#555;margin:0 0 1em}table{border-collapse:collapse;width:100%;margin:.3em 0}"
    "th,td{border:1px solid #bbb;padding:.25em .5em;text-align:left;vertical-align:top}"
    "th{background:#eee}td.n{text-align:right;white-space:nowrap}"
    ".bar{display:inline-block;height:.7em;background:#2e7d32;vertical-align:middle}"
    ".bar.mid{background:#b58900}.bar.low{background:#c62828}"
    "ol.missed li{margin:.5em 0;page-break-inside:avoid;break-inside:avoid}"
    ".given{color:#c62828}.correct{color:#2e7d32}"
    "@media print{body{margin:0;max-width:none;font-size:11pt}th{background:none}"
    "tr,li{page-break-inside:avoid;break-inside:avoid}h2{page-break-after:avoid;break-after:avoid}"
    ".bar{-webkit-print-color-adjust:exact;print-color-adjust:exact}}";

static void bar(drill_text_t *b, int right, int asked)
{
    if (!asked)
        return;
    int p = pct(right, asked);
    drill_text_add(b, " <span class=\"bar%s\" style=\"width:%dpx\"></span>", p >= 80 ? "" : p >= 50 ? " mid" : " low",
                   p < 2 ? 2 : p);
}

char *drill_report_html(const drill_trainee_t *tr, const drill_rulebook_t *rb, const char *made)
{
    drill_report_t rep;
    if (drill_report_compute(tr, &rep) < 0)
        return NULL;
    drill_text_t b = {0};
    drill_text_add(&b, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n<title>");
    drill_text_add(&b, D_("Practice report: "));
    drill_text_esc(&b, tr->name);
    drill_text_add(&b, "</title>\n<style>%s</style>\n</head><body>\n<h1>", css);
    drill_text_add(&b, D_("Practice report: "));
    drill_text_esc(&b, tr->name);
    drill_text_add(&b, "</h1>\n<p class=\"meta\">");
    drill_text_add(&b, D_("Felt dealer drills, graded by the engine. Made %s."), made ? made : "");
    drill_text_add(&b, " ");
    if (rep.asked)
        drill_text_add(&b, D_("%d answered, %d right (%d%%), median time %.1f s."), rep.asked, rep.right,
                       pct(rep.right, rep.asked), rep.median_s);
    else
        drill_text_add(&b, "%s", D_("Nothing answered yet."));
    drill_text_add(&b, "</p>\n<h2>%s</h2>\n<table><tr><th>%s</th><th>%s</th><th>%s</th><th>%s</th><th>%s</th></tr>\n",
                   D_("Per topic"), D_("Topic"), D_("Answered"), D_("Right"), D_("Accuracy"), D_("Median time"));
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++) {
        const drill_report_topic_t *s = &rep.topic[t];
        if (!s->asked)
            continue;
        drill_text_add(&b, "<tr><td>");
        drill_text_esc(&b, D_(drill_topic_title((drill_topic_t)t)));
        drill_text_add(&b, "</td><td class=\"n\">%d</td><td class=\"n\">%d</td><td class=\"n\">%d%%", s->asked,
                       s->right, pct(s->right, s->asked));
        bar(&b, s->right, s->asked);
        drill_text_add(&b, "</td><td class=\"n\">%.1f s</td></tr>\n", s->median_s);
    }
    drill_text_add(&b, "</table>\n<h2>%s</h2>\n", D_("Over time"));
    if (rep.n_days) {
        drill_text_add(&b, "<table><tr><th>%s</th><th>%s</th><th>%s</th>", D_("Day (UTC)"), D_("Answered"),
                       D_("Accuracy"));
        int used[DRILL_TOPIC_COUNT] = {0};
        for (int k = 0; k < rep.n_days; k++)
            for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
                used[t] |= rep.day[k].topic[t].asked > 0;
        for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
            if (used[t]) {
                drill_text_add(&b, "<th>");
                drill_text_esc(&b, D_(drill_topic_title((drill_topic_t)t)));
                drill_text_add(&b, "</th>");
            }
        drill_text_add(&b, "</tr>\n");
        for (int k = 0; k < rep.n_days; k++) {
            const drill_report_day_t *d = &rep.day[k];
            drill_text_add(&b, "<tr><td>%s</td><td class=\"n\">%d</td><td class=\"n\">%d%%", d->date, d->asked,
                           pct(d->right, d->asked));
            bar(&b, d->right, d->asked);
            drill_text_add(&b, "</td>");
            for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
                if (used[t]) {
                    if (d->topic[t].asked) {
                        drill_text_add(&b, "<td class=\"n\">");
                        /* TRANSLATORS: a topic's answers of one day: right/answered, median seconds */
                        drill_text_add(&b, D_("%d/%d, %.1f s"), d->topic[t].right, d->topic[t].asked,
                                       d->topic[t].median_s);
                        drill_text_add(&b, "</td>");
                    } else
                        drill_text_add(&b, "<td></td>");
                }
            drill_text_add(&b, "</tr>\n");
        }
        drill_text_add(&b, "</table>\n");
    } else {
        drill_text_add(&b, "<p>%s</p>\n", D_("No answers yet."));
    }
    drill_text_add(&b, "<h2>%s</h2>\n", D_("Drills missed"));
    if (rep.n_missed) {
        drill_text_add(&b, "<ol class=\"missed\">\n");
        for (int k = 0; k < rep.n_missed; k++) {
            const drill_result_t *r = &tr->results[rep.missed[k]];
            char d[11];
            drill_report_date(r->when_ms, d);
            drill_text_add(&b, "<li><b>");
            drill_text_esc(&b, D_(drill_topic_title(r->topic)));
            drill_text_add(&b, "</b> (%s, ", d);
            if (r->drill[0]) {
                drill_text_esc(&b, r->drill);
            } else
                drill_text_add(&b, D_("seed %" PRIu64 ", difficulty %d"), r->seed, r->difficulty);
            drill_text_add(&b, ") ");
            drill_text_esc(&b, r->question);
            drill_text_add(&b, "<br><span class=\"given\">%s ", D_("Answered:"));
            drill_text_esc(&b, r->given[0] ? r->given : D_("nothing (the time ran out)"));
            drill_text_add(&b, "</span><br><span class=\"correct\">%s ", D_("Correct:"));
            drill_text_esc(&b, r->correct);
            drill_text_add(&b, "</span><br>%s ", D_("Rule:"));
            drill_text_esc(&b, r->rule);
            const char *title = rb ? drill_rule_title(rb, r->rule) : NULL;
            if (title) {
                drill_text_add(&b, " ");
                drill_text_esc(&b, title);
            }
            drill_text_add(&b, "</li>\n");
        }
        drill_text_add(&b, "</ol>\n");
    } else {
        drill_text_add(&b, "<p>%s</p>\n", D_("None."));
    }
    drill_text_add(&b, "</body></html>\n");
    drill_report_free(&rep);
    if (b.oom) {
        free(b.s);
        return NULL;
    }
    return b.s;
}
