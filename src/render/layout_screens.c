/* layout_screens.c — the screens' named rectangles. The numbers were the literals in screens.c
 * (and the other screens'); they are the same numbers, so every picture is as before. */
#include "render/layout_screens.h"

#include <string.h>

static const layout_named_t NAMED[] = {
    /* the start screen: the title over the scene, the column of choices; with a saved
     * tournament (@saved) Continue comes first, its line under it, New below */
    /* the table of a multi-table tournament: the field's news line (ticker.h), right of the Menu
     * button and over the log, where no seat reaches at any table size (4-10: the lowest side
     * seats' tags end by y 558, their words stand beside them) and clear of the person's plate */
    {"table.mtt_ticker", {120, 566, 414, 18}},
    /* ... and the felt, where a click ends a move or the final table's redraw being shown */
    {"table.mtt_skip", {170, 100, 940, 400}},
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
    {"setup.mtt_name", {122, 280, 230, 38}},
    {"setup.mtt_colour", {362, 280, 60, 38}},
    {"setup.mtt_people", {432, 280, 250, 38}},
    {"setup.mtt_sit", {122, 334, 560, 36}},        /* hot-seat: together, or where the draw puts them */
    {"setup.mtt_pname", {122, 380, 230, 34}},      /* the second person's name, then one row each */
    {"setup.mtt_pcolour", {362, 380, 60, 34}},
    {"setup.mtt_estimate", {122, 338, 560, 100}},
    {"setup.mtt_estimate@people", {122, 520, 560, 100}},
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
    /* a sit-and-go's: the title centred in the room left of Review hands (@review); the
     * standings' header and first row (the others 32 apart; place, name and prize relative to
     * it); the hands and seed line, the history's under it, what was not saved under that */
    {"results.title@review", {270, 68, 570, 32}},
    {"results.standings", {280, 136, 720, 26}},
    {"results.row", {280, 158, 720, 30}},
    {"results.summary", {270, 510, 740, 70}},
    /* a multi-table tournament's: the title across the panel, the prize line under it, the
     * final table's header and first row (the others 28 apart), the hands line, the histories'
     * and what stopped or was not saved */
    {"results.title", {270, 68, 740, 32}},
    {"results.mtt_prize", {270, 110, 740, 20}},
    {"results.final_head", {280, 150, 720, 24}},
    {"results.final_row", {280, 170, 720, 28}},
    {"results.mtt_summary", {270, 530, 740, 90}},
    /* the statistics: one panel as the practice menu's; the title, the two tabs and the person
     * chooser (its label left of it) along the top; "No statistics yet." in the middle; the
     * sit-and-gos' figures on the left (rows relative to it), the finishes' chart right of them
     * and the latest finishes under it; the multi-table page's table (its columns relative to
     * it); Review saved, where the figures are kept and Back at the foot */
    {"stats.panel", {50, 24, 1180, 672}},
    {"stats.title", {82, 45, 200, 30}},
    {"stats.tab_sng", {290, 41, 170, 38}},
    {"stats.tab_mtt", {470, 41, 170, 38}},
    {"stats.person", {870, 41, 328, 38}},
    {"stats.empty", {440, 288, 400, 60}},
    {"stats.figures", {90, 116, 420, 422}},
    {"stats.chart", {570, 144, 620, 300}},
    {"stats.latest", {570, 488, 620, 108}},
    {"stats.mtt_table", {90, 128, 1100, 300}},
    {"stats.review_saved", {82, 630, 330, 44}},
    {"stats.kept_in", {430, 646, 540, 12}},
    {"stats.back", {998, 630, 200, 44}},
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
    {"report.title", {82, 46, 600, 28}},
    {"report.summary", {82, 85, 560, 14}},
    /* the topics' table: its header row (the rows follow it, 27 apart or closer), the topic's
     * name column and the two number columns (right-aligned at their right edges); the chart's
     * topic over the day chart under the rows; the drills missed on the right */
    {"report.topics", {82, 120, 540, 24}},
    {"report.topic_name", {82, 144, 270, 27}},
    {"report.answered", {352, 120, 60, 24}},
    {"report.right", {452, 120, 60, 24}},
    {"report.chart_topic", {362, 420, 260, 28}},
    {"report.missed", {660, 144, 536, 426}},
    {"report.back", {82, 626, 160, 46}},
    {"report.export", {928, 626, 270, 46}},
    /* a drill on the table: End session at the foot of the drill's panels */
    {"drill.end_session", {400, 678, 136, 26}},
    /* a drill on the table: the question bottom left, the answer's controls bottom right (their
     * Confirm at its foot), the hint's tooltip over the question; the feedback's In full and
     * Next in the right panel; the rule in full over the table, Close at its foot; the session's
     * summary with its two ways on */
    {"drill.question", {14, 552, 536, 160}},
    {"drill.answer_tip", {14, 552, 536, 120}},
    {"drill.controls", {730, 552, 536, 160}},
    {"drill.confirm", {1082, 656, 170, 44}},
    {"feedback.in_full", {746, 660, 170, 40}},
    {"feedback.next", {1080, 660, 170, 40}},
    /* the pots' answer: the selected pot's amount and Remove, New pot; what a click marks and
     * Start over under them; chips dropped in the middle of the table start a pot */
    {"answer.pots.amount", {840, 564, 130, 36}},
    {"answer.pots.remove", {980, 564, 110, 36}},
    {"answer.pots.new", {1100, 564, 150, 36}},
    {"answer.pots.mode", {746, 608, 300, 34}},
    {"answer.pots.start_over", {1056, 608, 110, 34}},
    {"answer.pots.middle", {300, 140, 680, 240}},
    /* the markers' tray in the controls panel: the first marker's square, the others beside it */
    {"drill.tray", {740, 584, 44, 44}},
    {"drill.rule", {170, 60, 940, 600}},
    {"drill.rule_ok", {918, 594, 160, 44}},
    {"summary.panel", {240, 40, 800, 640}},
    {"summary.row", {276, 182, 728, 30}},
    {"summary.right", {650, 160, 60, 20}},
    {"summary.accuracy", {750, 160, 80, 20}},
    {"summary.again", {280, 614, 300, 46}},
    {"summary.practice_menu", {700, 614, 300, 46}},
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
    /* the table's explanations: the hint (H) at its smallest, standing on the bottom margin and
     * growing upward; why here (W); the pot notes' first line (a line a pot under it); the keys
     * (F1): the panel, the first column's key cap (as wide as it may grow) and its words */
    {"explain.hint", {14, 568, 420, 140}},
    {"explain.why", {340, 118, 600, 226}},
    {"explain.pot_notes", {320, 138, 640, 30}},
    {"help.panel", {190, 110, 900, 480}},
    {"help.key", {222, 190, 124, 22}},
    {"help.text", {356, 190, 290, 22}},
    /* the replayer: the log bottom left and its controls bottom right (where the table's log and
     * action bar stand), the heading's line, two rows of buttons; the hand list over the table,
     * its first row (the others follow at a pitch of 31) and Close */
    {"replay.log", {14, 578, 520, 130}},
    {"replay.controls", {748, 578, 518, 130}},
    {"replay.source_tip", {762, 586, 490, 22}},
    {"replay.deal", {762, 614, 116.5f, 38}},
    {"replay.back", {886.5f, 614, 116.5f, 38}},
    {"replay.next", {1011, 614, 116.5f, 38}},
    {"replay.end", {1135.5f, 614, 116.5f, 38}},
    {"replay.hands", {762, 662, 120, 38}},
    {"replay.play_on", {890, 662, 214, 38}},
    {"replay.close", {1112, 662, 140, 38}},
    {"replay.list", {290, 36, 700, 648}},
    {"replay.list_row", {310, 100, 660, 28}},
    {"replay.list_close", {802, 622, 160, 42}},
    /* the dialogs: over the start screen, centred on the canvas (layout_centred), starting anew
     * over a saved tournament and a notice (its height grows with its text, from the panel's to
     * the canvas's); over the table, centred above its middle (layout_dialog), a rebuy or add-on,
     * out of the tournament, all-in, the hot-seat hand-off, the pause menu (taller with Hand a
     * seat to a bot, @leave) */
    {"continue.panel", {320, 235, 640, 250}},
    {"continue.keep", {352, 419, 180, 44}},
    {"continue.new", {548, 419, 200, 44}},
    {"continue.back", {788, 419, 140, 44}},
    {"notice.panel", {320, 210, 640, 300}},
    {"notice.ok_corner", {768, 444, 160, 44}}, /* OK in the smallest panel: in a taller one it keeps its place from the corner */
    {"decision.panel", {400, 220, 480, 220}},
    {"decision.text", {432, 290, 416, 72}},
    {"decision.yes", {432, 370, 200, 46}},
    {"decision.no", {648, 370, 200, 46}},
    {"busted.panel", {390, 215, 500, 230}},
    {"busted.watch", {422, 371, 210, 46}},
    {"busted.results", {648, 371, 210, 46}},
    {"allin.panel", {420, 230, 440, 200}},
    {"allin.yes", {450, 362, 180, 46}},
    {"allin.cancel", {650, 362, 180, 46}},
    {"table.handoff_panel", {360, 170, 560, 260}},
    {"table.handoff", {420, 348, 440, 50}},
    {"pause.panel", {450, 166, 380, 328}},
    {"pause.resume", {490, 240, 300, 46}},
    {"pause.settings", {490, 296, 300, 46}},
    {"pause.review", {490, 352, 300, 46}},
    {"pause.leave", {490, 408, 300, 46}},
    {"pause.panel@leave", {450, 138, 380, 384}},
    {"pause.resume@leave", {490, 212, 300, 46}},
    {"pause.settings@leave", {490, 268, 300, 46}},
    {"pause.hand_to_bot@leave", {490, 324, 300, 46}},
    {"pause.review@leave", {490, 380, 300, 46}},
    {"pause.leave@leave", {490, 436, 300, 46}},
    /* a multi-table tournament's table: Away above the bet controls, clear of every seat; its
     * chooser; the panel while a bot plays the seat, where the break panel stands */
    {"table.away", {1174, 534, 92, 28}},
    {"away.chooser", {440, 150, 400, 400}},
    {"away.level", {480, 236, 320, 46}},
    {"away.bubble", {480, 292, 320, 46}},
    {"away.final", {480, 348, 320, 46}},
    {"away.until_back", {480, 404, 320, 46}},
    {"away.cancel", {560, 484, 160, 44}},
    {"away.panel", {930, 600, 336, 108}},
    {"away.come_back", {990, 652, 216, 44}},
    /* the person is out: watch a table, skip to the final table, the results; the panels while
     * watching (bottom right) and skipping (in the middle) */
    {"mtt_busted.panel", {440, 180, 400, 340}},
    {"mtt_busted.watch", {480, 312, 320, 46}},
    {"mtt_busted.skip", {480, 368, 320, 46}},
    {"mtt_busted.results", {480, 440, 320, 46}},
    {"watch.panel", {930, 548, 336, 160}},
    {"watch.prev", {946, 584, 148, 36}},
    {"watch.next", {1102, 584, 148, 36}},
    {"watch.slower", {946, 626, 148, 36}},
    {"watch.faster", {1102, 626, 148, 36}},
    {"watch.results", {946, 668, 304, 32}},
    {"skip.panel", {440, 290, 400, 150}},
    {"skip.results", {540, 380, 200, 44}},
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

layout_rect_t layout_row(const char *name, int i, float pitch)
{
    layout_rect_t r = layout_at(name);
    r.y += (float)i * pitch;
    return r;
}

layout_rect_t layout_centred(float w, float h)
{
    return (layout_rect_t){LAYOUT_CX - w / 2, LAYOUT_H / 2.0f - h / 2, w, h};
}

layout_rect_t layout_leave(const char *part, int i, int n)
{
    /* "Who leaves?": a button a person still in (n), Back under them */
    const float h = 150 + 54 * (float)n;
    layout_rect_t panel = layout_dialog(420, h);
    if (!strcmp(part, "leave.panel"))
        return panel;
    float y = panel.y + 96 + 54 * (float)i;
    return (layout_rect_t){panel.x + 40, !strcmp(part, "leave.back") ? y + 4 : y, 340, 44};
}
