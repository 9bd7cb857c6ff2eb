/* scr_drill.c — the drill screen: a practice session of drills asked on the real table (drag the
 * button and blinds, click seats, type amounts, build and award the pots, choose a floor ruling),
 * the feedback at once with the right answer animated and the rule cited, the session's summary.
 * It owns its session (drill_run_t); the trainee's state is the practice kit's. */
#include <stdio.h>
#include <stdlib.h>

#include "app/drill_run.h"
#include "app/i18n.h"
#include "app/answer.h"
#include "app/scr_drill.h"
#include "app/director.h"
#include "render/layout_screens.h"

struct drill_screen {
    drill_run_t run;
};

static drill_run_t *run_of(practice_t *P)
{
    if (!P->drill) {
        P->drill = calloc(1, sizeof *P->drill);
        P->drill_count = P->drill ? drill_screen_count : NULL;
    }
    return P->drill ? &P->drill->run : NULL;
}

int drill_screen_start(app_t *a, practice_t *P)
{
    drill_run_t *R = run_of(P);
    if (!R)
        return -1;
    drill_run_start(a, R, &P->tr, 0);
    if (drill_run_next(a, R) != 0) {
        R->active = 0;
        return -1;
    }
    return 0;
}

void drill_screen_free(practice_t *P)
{
    if (!P->drill)
        return;
    drill_run_free_table(&P->drill->run);
    free(P->drill);
    P->drill = NULL;
    P->drill_count = NULL;
}

void drill_screen_count(practice_t *P, int right, int end)
{
    drill_run_t *R = P->drill ? &P->drill->run : NULL;
    if (!R || !R->active)
        return;
    if (right >= 0) {
        R->done++;
        R->right += right != 0;
    }
    if (end || (R->goal && R->done >= R->goal))
        drill_run_end(R);
}

void screen_drill(app_t *a)
{
    practice_t *P = practice_state(a);
    drill_run_t *R = P && P->drill ? &P->drill->run : NULL;
    if (!R || !R->active) {
        app_go(a, SCREEN_PRACTICE);
        return;
    }
    if (R->summary) {
        int act = drill_run_summary(a, R);
        if (act == DRILL_SUMMARY_AGAIN) {
            drill_run_start(a, R, &P->tr, 0);
            drill_run_next(a, R);
        } else if (act == DRILL_SUMMARY_MENU) {
            app_go(a, SCREEN_PRACTICE);
        }
        return;
    }
    if (!R->have_drill && drill_run_next(a, R) != 0) {
        R->active = 0;
        app_go(a, SCREEN_PRACTICE);
        return;
    }
    int next = drill_run_view(a, R);
    ui_t *u = &a->ui;
    const layout_rect_t end = layout_at("drill.end_session");
    if (!R->rule_open && !R->answered)
        ui_name(u, "drill.end_session");
    if (!R->rule_open && !R->answered &&
        ui_button(u, ui_id("drill.end_session", 0), end.x, end.y, end.w, end.h, _("End session"), "Esc", UI_NO_FOCUS,
                  _("The summary of this session")))
        drill_run_end(R);
    else if (!R->rule_open && ui_key(u, SDLK_ESCAPE))
        drill_run_end(R);
    else if (next) {
        if (R->goal && R->done >= R->goal)
            drill_run_end(R);
        else if (director_mixed_turn(a, P))
            R->have_drill = 0; /* a director drill now; a dealer drill when it is answered */
        else
            drill_run_next(a, R);
    }
}

int practice_screenshot(app_t *a, const char *topic_seed, int feedback)
{
    practice_t *P = practice_state(a);
    drill_run_t *R = P ? run_of(P) : NULL;
    if (!R)
        return -1;
    char name[48];
    unsigned long long seed = 1;
    int diff = 2;
    int got = sscanf(topic_seed, "%47[^:]:%llu:%d", name, &seed, &diff);
    if (got < 1) {
        fprintf(stderr, "felt: --drill expects TOPIC:SEED[:DIFFICULTY], got '%s'\n", topic_seed);
        return -1;
    }
    if (got == 3 && (diff < 1 || diff > 5)) {
        fprintf(stderr, "felt: --drill %s: the difficulty is 1 to 5, got %d\n", topic_seed, diff);
        return -1;
    }
    drill_topic_t t;
    if (drill_topic_parse(name, &t) != 0) {
        fprintf(stderr, "felt: --drill: unknown topic '%s' (button, heads-up, first-to-act, min-raise, reopen, "
                        "side-pots, showdown, eliminations, chip-race, floor, count-pot, follow-action, push-pot, "
                        "deal-order)\n", name);
        return -1;
    }
    drill_run_start(a, R, &P->tr, 0);
    drill_t *d = calloc(1, sizeof *d);
    if (!d)
        return -1;
    char err[APP_MSG_LEN];
    int rc;
    if (t == DRILL_FLOOR) {
        if (P->tr.n_floor == 0) {
            fprintf(stderr, "felt: --drill floor: no floor cards in levels/drills\n");
            free(d);
            return -1;
        }
        *d = P->tr.floor[seed % (unsigned long long)P->tr.n_floor];
        rc = 0;
    } else {
        rc = drill_generate(t, seed, diff, d, err, sizeof err);
        if (rc != 0)
            fprintf(stderr, "felt: --drill %s: %s\n", topic_seed, err);
    }
    if (rc == 0)
        rc = drill_run_show(a, R, d);
    free(d);
    if (rc != 0)
        return -1;
    app_go(a, SCREEN_DRILL);
    if (feedback) {
        /* a dealer's usual slip (the discs left where they were last hand, or, elsewhere, nothing
         * given): a wrong answer, so the right one animates */
        const answer_kind_t *K = answer_kind_of(R->d.answer.kind);
        if (K->slip)
            K->slip(R);
        drill_run_grade(a, R, 0);
        R->anim_t0 = a->now - 10.0;
        R->rule_open = feedback == 2; /* the rule in full over it ("In full") */
    }
    return 0;
}
