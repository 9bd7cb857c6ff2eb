/* layout_screens.c — the screens' named rectangles. The numbers were the literals in screens.c
 * (and the other screens'); they are the same numbers, so every picture is as before. */
#include "render/layout_screens.h"

#include <string.h>

static const layout_named_t NAMED[] = {
    /* the start screen: the title over the scene, the column of choices; with a saved
     * tournament (@saved) Continue comes first, its line under it, New below */
    {"start.title", {440, 102, 400, 96}},
    {"start.subtitle", {440, 200, 400, 20}},
    {"start.new", {450, 244, 380, 58}},
    {"start.continue", {450, 312, 380, 48}},
    {"start.hotseat", {450, 374, 185, 40}},
    {"start.practice", {645, 374, 185, 40}},
    {"start.stats", {450, 420, 185, 40}},
    {"start.settings", {645, 420, 185, 40}},
    {"start.quit", {547.5f, 466, 185, 40}},
    {"start.new@saved", {450, 324, 380, 48}},
    {"start.continue@saved", {450, 244, 380, 58}},
    {"start.saved_line@saved", {380, 306, 520, 13}},
    {"start.hotseat@saved", {450, 380, 185, 40}},
    {"start.practice@saved", {645, 380, 185, 40}},
    {"start.stats@saved", {450, 426, 185, 40}},
    {"start.settings@saved", {645, 426, 185, 40}},
    {"start.quit@saved", {547.5f, 472, 185, 40}},
    {"start.status", {90, 16, 1100, 13}},
    {"start.version", {1166, 16, 100, 12}},
    /* the set-up: one panel, the sit-and-go's seats or the MTT's field on the left, the
     * structure, seed and speed on the right, Back and Deal at the foot */
    {"setup.panel", {90, 40, 1100, 640}},
    {"setup.title", {122, 59, 560, 30}},
    {"setup.kind", {730, 55, 430, 38}},
    {"setup.table_size", {122, 136, 170, 38}},
    {"setup.random_bots", {312, 136, 240, 38}},
    {"setup.seats", {122, 188, 560, 14}},
    {"setup.seat_number", {122, 208, 20, 36}},
    {"setup.seat_kind", {148, 208, 124, 36}},
    {"setup.seat_name", {282, 208, 330, 36}},
    {"setup.seat_colour", {622, 208, 60, 36}},
    {"setup.seat_bot", {282, 208, 400, 36}},
    {"setup.mtt_entrants", {122, 136, 300, 38}},
    {"setup.mtt_typed", {432, 136, 150, 38}},
    {"setup.mtt_table_size", {122, 208, 170, 38}},
    {"setup.mtt_bots", {312, 208, 370, 38}},
    {"setup.mtt_name", {122, 280, 460, 38}},
    {"setup.mtt_estimate", {122, 338, 560, 100}},
    {"setup.structure", {730, 136, 430, 38}},
    {"setup.structure_summary", {730, 186, 430, 340}},
    {"setup.seed", {730, 550, 200, 38}},
    {"setup.new_seed", {940, 550, 80, 38}},
    {"setup.speed", {1030, 550, 130, 38}},
    {"setup.back", {730, 610, 150, 46}},
    {"setup.deal_why", {718, 587, 440, 20}},
    {"setup.deal", {928, 610, 230, 46}},
    /* the settings: the game on the left, reading the table and the language on the right; a
     * check box's rectangle is as wide as its label may grow */
    {"settings.panel", {160, 70, 960, 560}},
    {"settings.title", {192, 91, 560, 30}},
    {"settings.speed", {480, 160, 240, 38}},
    {"settings.volume", {490, 222, 180, 22}},
    {"settings.volume_pct", {680, 220, 50, 24}},
    {"settings.mute", {200, 276, 340, 22}},
    {"settings.no_audio", {310, 276, 400, 22}},
    {"settings.four_colour", {200, 324, 340, 22}},
    {"settings.deck_preview", {530, 364, 202, 64}},
    {"settings.large_cards", {200, 372, 340, 22}},
    {"settings.fullscreen", {200, 420, 340, 22}},
    {"settings.confirm_allin", {200, 468, 340, 22}},
    {"settings.text_size", {910, 160, 170, 38}},
    {"settings.explains", {780, 220, 300, 14}},
    {"settings.hints", {780, 250, 340, 22}},
    {"settings.explain", {780, 298, 340, 22}},
    {"settings.ledger", {780, 346, 340, 22}},
    {"settings.f1_note", {780, 402, 300, 36}},
    {"settings.language", {910, 456, 170, 38}},
    {"settings.language_note", {780, 506, 300, 36}},
    {"settings.done", {890, 560, 200, 46}},
    /* the results: one panel, the standings inside it (rows relative to it), the replayer's
     * button at the top right, the three ways on at the foot */
    {"results.panel", {240, 40, 800, 640}},
    {"results.review", {860, 64, 160, 40}},
    {"results.again", {280, 600, 230, 46}},
    {"results.new", {525, 600, 230, 46}},
    {"results.menu", {770, 600, 230, 46}},
    /* the practice menu: the topics of one tab on the left (the list's rectangle holds the
     * longest tab's ten rows), the session's options under it; progress, the chart and the
     * shadow dealer on the right; Back, the trainee's row and Start at the foot */
    {"practice.panel", {50, 24, 1180, 672}},
    {"practice.title", {82, 45, 150, 30}},
    {"practice.subtitle", {240, 56, 958, 16}},
    {"practice.tab", {82, 96, 168, 32}},
    {"practice.right_so_far", {482, 130, 120, 12}},
    {"practice.topics", {82, 140, 520, 340}},
    {"practice.topic_bar", {402, 148, 100, 6}},
    {"practice.all", {82, 480, 100, 32}},
    {"practice.none", {192, 480, 100, 32}},
    {"practice.length", {82, 548, 170, 36}},
    {"practice.timer", {262, 548, 170, 36}},
    {"practice.difficulty", {442, 548, 160, 36}},
    {"practice.progress", {660, 102, 250, 14}},
    {"practice.chart_topic", {916, 94, 280, 32}},
    {"practice.chart", {660, 134, 536, 196}},
    {"practice.summary", {660, 340, 536, 14}},
    {"practice.shadow_box", {660, 368, 536, 202}},
    {"practice.shadow", {960, 468, 220, 40}},
    {"practice.shadow_director_text", {676, 516, 276, 46}},
    {"practice.shadow_director", {960, 518, 220, 40}},
    {"practice.floor_note", {660, 590, 536, 12}},
    {"practice.back", {82, 626, 160, 46}},
    {"practice.trainee", {260, 626, 150, 46}},
    {"practice.trainee_new", {418, 626, 100, 46}},
    {"practice.trainee_rename", {526, 626, 140, 46}},
    {"practice.trainee_remove", {674, 626, 140, 46}},
    {"practice.trainee_report", {822, 626, 120, 46}},
    {"practice.start", {968, 626, 230, 46}},
    /* a trainee's report: one panel as the practice menu's, its rows relative to it; Back and
     * Export at the foot */
    {"report.panel", {50, 24, 1180, 672}},
    {"report.back", {82, 626, 160, 46}},
    {"report.export", {928, 626, 270, 46}},
    /* a drill on the table: End session at the foot of the drill's panels */
    {"drill.end_session", {400, 678, 136, 26}},
    /* a director drill: the question at the top, the multi-table picture, the hint and given facts
     * (or the verdict, the parts and the reason) bottom left, the answer's controls (or the rule
     * and Next) bottom right */
    {"director.question", {14, 8, 1086, 54}},
    {"director.end_session", {1110, 16, 156, 36}},
    {"director.picture", {14, 66, 1252, 478}},
    {"director.given", {14, 552, 616, 160}},
    {"director.controls", {650, 552, 616, 160}},
    {"director.confirm", {1086, 660, 166, 42}},
    {"director.yes", {666, 600, 120, 42}},
    {"director.no", {796, 600, 120, 42}},
    {"director.tie_yes", {800, 562, 90, 30}},
    {"director.tie_no", {898, 562, 90, 30}},
    {"director.place", {790, 614, 52, 26}},
    {"director.place_to", {850, 614, 52, 26}},
    {"director.prize", {910, 614, 130, 26}},
    {"director.in_full", {666, 660, 150, 42}},
    {"director.next", {1086, 660, 166, 42}},
    {"director.rule_dialog", {170, 60, 940, 600}},
    {"director.summary", {340, 140, 600, 420}},
    {"director.again", {372, 490, 200, 46}},
    {"director.menu", {708, 490, 200, 46}},
    /* the shadow dealer's panel over the table's bottom right, its Leave button in it */
    {"shadow.panel", {930, 600, 336, 108}},
    {"shadow.title", {948, 614, 300, 16}},
    {"shadow.duties", {948, 638, 300, 13}},
    {"shadow.over", {948, 658, 150, 13}},
    {"shadow.leave", {1110, 660, 140, 36}},
};

enum { N_NAMED = (int)(sizeof NAMED / sizeof NAMED[0]) };

layout_rect_t layout_at(const char *name)
{
    for (int i = 0; name && i < N_NAMED; i++)
        if (!strcmp(NAMED[i].name, name))
            return NAMED[i].r;
    return (layout_rect_t){0, 0, 0, 0};
}

int layout_named_count(void) { return N_NAMED; }

const layout_named_t *layout_named_entry(int i) { return i >= 0 && i < N_NAMED ? &NAMED[i] : NULL; }

layout_rect_t layout_setup_seat(const char *part, int i, int n_seats)
{
    layout_rect_t r = layout_at(part);
    const float pitch = n_seats > 8 ? 38.0f : 42.0f, rh = n_seats > 8 ? 32.0f : 36.0f;
    r.y += (float)i * pitch;
    r.h = rh;
    return r;
}
