/* layout_screens.h — the named rectangles of the screens around the table (start, set-up, ...),
 * as data: one table of {name, rectangle} in logical units (1280x720), the names the widget dump
 * gives the controls drawn there. A screen asks layout_at("setup.seed"); a control that stands in
 * one of two places by the screen's state has both ("start.new", "start.new@saved"); rows of a
 * family are small functions over a named first row. Pure arithmetic: no drawing, no state. */
#ifndef FELT_LAYOUT_SCREENS_H
#define FELT_LAYOUT_SCREENS_H

#include "render/layout.h"

typedef struct layout_named {
    const char *name;
    layout_rect_t r;
} layout_named_t;

/* The rectangle named name ("setup.seed", "start.new@saved"); an unknown name is an empty
 * rectangle at 0,0 (the layout test finds every control's name in the table). */
layout_rect_t layout_at(const char *name);
/* The table, for the tests: entry i of layout_named_count(). */
int layout_named_count(void);
const layout_named_t *layout_named_entry(int i);

/* The set-up's seat rows: part ("setup.seat_number", "setup.seat_kind", "setup.seat_name",
 * "setup.seat_colour", "setup.seat_bot") of seat i (0-based) at a table of n_seats: the part's
 * column from the table, its row from the first row's and the pitch (closer above eight seats). */
layout_rect_t layout_setup_seat(const char *part, int i, int n_seats);

/* Row i of a family whose first row is named name, pitch units apart ("replay.list_row"). */
layout_rect_t layout_row(const char *name, int i, float pitch);
/* A dialog of w by h centred on the canvas (the start screen's; the table's stand higher,
 * layout_dialog). */
layout_rect_t layout_centred(float w, float h);
/* The hot-seat's "Who leaves?" dialog with n people still in: part "leave.panel", "leave.seat"
 * (the i-th person's button, 0-based) or "leave.back" (under the last; i = n). */
layout_rect_t layout_leave(const char *part, int i, int n);

#endif
