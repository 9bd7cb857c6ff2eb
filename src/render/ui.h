/* ui.h — immediate-mode widgets on top of gfx: buttons, sliders, check boxes, text fields and
 * choosers that draw themselves and report what the player did with the mouse or the keyboard.
 * Every widget is reachable by keyboard (Tab / Shift+Tab, arrows, Enter, Space) with a visible
 * focus ring, and can carry a tooltip. The ui never touches game state: callers act on results. */
#ifndef FELT_UI_H
#define FELT_UI_H

#include <SDL.h>
#include <stddef.h>
#include <stdint.h>

#include "render/gfx.h"

enum { UI_MAX_KEYS = 32, UI_TEXT_LEN = 64, UI_TIP_LEN = 256, UI_MAX_FOCUSABLE = 128, UI_MAX_WIDGETS = 256,
       UI_NAME_LEN = 48 };

/* Widget flags. */
enum {
    UI_DISABLED = 1,
    UI_PRIMARY = 2,
    UI_DANGER = 4,
    UI_NO_FOCUS = 8,  /* not in the Tab order (e.g. table buttons with their own keys) */
    UI_NUMERIC = 16,  /* text field: digits only */
    UI_DECIMAL = 32   /* with UI_NUMERIC: one decimal point too ('.', a ',' typed becomes '.') */
};

/* What the widget dump says of one control drawn this frame. */
typedef enum ui_kind { UI_KIND_BUTTON, UI_KIND_SLIDER, UI_KIND_CHECKBOX, UI_KIND_TEXTFIELD, UI_KIND_CHOICE,
                       UI_KIND_PANEL, UI_KIND_MARK, UI_KIND_COUNT } ui_kind_t;
typedef struct ui_widget {
    char name[UI_NAME_LEN];
    ui_kind_t kind;
    float x, y, w, h;      /* logical */
    char label[UI_TEXT_LEN];
    int cut, squeezed;     /* its text was cut with an ellipsis / drawn smaller to fit */
    int enabled, focused, layer, id;
} ui_widget_t;

typedef struct ui {
    gfx_t *g;
    SDL_Window *win;
    /* input of the current frame */
    float mx, my;
    int mouse_down, mouse_pressed, mouse_released, right_pressed;
    int wheel;
    int n_keys;
    SDL_Keycode keys[UI_MAX_KEYS];
    Uint16 key_mods[UI_MAX_KEYS];
    char text[UI_TEXT_LEN];          /* SDL_TEXTINPUT of this frame */
    /* widget state across frames */
    int hot, active, focus;
    int focus_prev_frame_ids[UI_MAX_FOCUSABLE];
    int n_focus_prev;
    int focus_ids[UI_MAX_FOCUSABLE];
    int n_focus;
    int focus_move;                  /* +1 Tab, -1 Shift+Tab this frame */
    int keyboard_mode;               /* focus ring shown after keyboard use */
    int hover_id;
    double hover_since, now;
    char tip[UI_TIP_LEN];
    float tip_x, tip_y;
    /* the keyboard's tooltip goes beside its control, clear of the frame's other controls */
    int tip_beside, tip_layer;
    float tip_box[4];
    int n_rects;
    float rects[UI_MAX_FOCUSABLE][4];
    int rect_layer[UI_MAX_FOCUSABLE];
    int text_cursor;
    int modal_depth;                 /* widgets below a modal layer ignore input */
    int layer;                       /* current layer while building the frame */
    int wants_text;
    char decimal_mark;               /* UI_DECIMAL fields: the language's decimal mark ('.' if unset) */
    /* the widget dump (only while dump_path is set): this frame's controls, by name */
    char next_name[UI_NAME_LEN];     /* ui_name: the name of the next control */
    const char *screen;              /* ui_screen: the screen's name in the dump */
    char *dump_path, *dump_last;     /* owned; the last JSON written */
    ui_widget_t *widgets;            /* owned, UI_MAX_WIDGETS */
    int n_widgets;
    int frame_ids[UI_MAX_WIDGETS];   /* every id this frame (controls and tip areas) */
    int n_frame_ids;
} ui_t;

void ui_init(ui_t *u, gfx_t *g, SDL_Window *win);
/* Frees what the widget dump holds. */
void ui_free(ui_t *u);
/* The widget dump: from now on every frame's controls (name, kind, logical and window-pixel
 * rectangle, label, whether the label was cut or squeezed, enabled, focused, layer) are written
 * to path as JSON whenever they differ from the last frame written (by rename of a temporary
 * file, so a reader never sees half of one). NULL or "" turns it off. */
void ui_dump_to(ui_t *u, const char *path);
/* The current screen's name ("table", "setup"...) for the dump; a string that outlives the frame. */
void ui_screen(ui_t *u, const char *name);
/* The name of the next control declared ("table.fold"); without one a control is named after its
 * kind and label ("button.deal"). A name repeated in a frame gets "#2", "#3"... */
void ui_name(ui_t *u, const char *name);
/* A non-control area (a panel, the log) for the dump: its name and rectangle, no input. */
void ui_area(ui_t *u, const char *name, float x, float y, float w, float h);
/* Something drawn that tests look for (a board card, a pot's label, a log line, chips in flight),
 * neither a control nor a panel: its name, rectangle and words in the dump (kind "mark"), no
 * input; the layout check leaves marks to the tests that know what they must not meet. */
void ui_mark(ui_t *u, const char *name, float x, float y, float w, float h, const char *label);
/* The mark just recorded had its words cut with an ellipsis when drawn (the caller compared
 * gfx_text_counts before and after): the dump's "cut" says so, for the tests of rows of text. */
void ui_mark_cut(ui_t *u, int cut);
/* The id of element `index` of the control family `name` ("setup.seat_kind", 2; "table.pot_tip",
 * -1): the same for the same name and index for the life of the process, and never the same for
 * two different ones (a hash, and where two hashes meet the later one gets the next free id;
 * never 0). Name a control as the widget dump does. ui_end counts an id used twice in a frame
 * (the same control declared twice) for the dump's duplicate_ids. */
int ui_id(const char *name, int index);
/* The hash ui_id starts from (bit 30 set, bit 31 clear), for the test that two names whose hashes
 * meet still get two ids. */
int ui_id_hash(const char *name, int index);
/* Feed every SDL event (before ui_begin of the frame it belongs to). */
void ui_event(ui_t *u, const SDL_Event *e);
/* Start and finish a frame of widgets; now is seconds (for tooltip delays). ui_end draws the
 * tooltip on top and clears the frame's input. */
void ui_begin(ui_t *u, double now);
void ui_end(ui_t *u);
/* Widgets on a modal layer (dialogs) get the input; everything drawn on lower layers ignores it.
 * ui_layer(u, 1) before a dialog's widgets, ui_layer(u, 0) after. */
void ui_set_modal(ui_t *u, int depth);
void ui_layer(ui_t *u, int layer);

/* Was key k pressed this frame (and not yet eaten)? Eats it when it was. mods: KMOD_* that must
 * be held (0 = any, none required). */
int ui_key(ui_t *u, SDL_Keycode k);
int ui_key_peek(const ui_t *u, SDL_Keycode k);
int ui_mouse_in(const ui_t *u, float x, float y, float w, float h);
/* A scrolled area (x, y, w, h) showing content_h of content: the wheel over it (on a layer that
 * takes input) moves *offset, which is kept within [0, content_h - h]; when the content is taller
 * than the area a thin bar at its right edge in `bar` shows where the view is. Returns *offset. */
float ui_scroll(ui_t *u, float x, float y, float w, float h, float content_h, float *offset, uint32_t bar);

/* A button: returns 1 the frame it is clicked, or activated by Enter/Space while focused. */
int ui_button(ui_t *u, int id, float x, float y, float w, float h, const char *label,
              const char *key_hint, int flags, const char *tooltip);
/* A horizontal slider over [0,1]; arrows step by `step` while focused. Returns 1 when changed. */
int ui_slider(ui_t *u, int id, float x, float y, float w, float h, float *t, float step, int flags,
              const char *tooltip);
/* A check box with a label to its right. Returns 1 when toggled. */
int ui_checkbox(ui_t *u, int id, float x, float y, const char *label, int *value, int flags,
                const char *tooltip);
/* A one-line text field editing buf[0..cap). Returns 1 when the text changed; *enter is set when
 * Enter was pressed in it (may be NULL). */
int ui_textfield(ui_t *u, int id, float x, float y, float w, float h, char *buf, size_t cap,
                 int flags, int *enter, const char *tooltip);
/* "‹ value ›" chooser cycling through n labels with the mouse or Left/Right. Returns 1 when changed. */
int ui_choice(ui_t *u, int id, float x, float y, float w, float h, const char *const *labels, int n,
              int *value, int flags, const char *tooltip);
/* One tab of a row of tabs (a page of a panel): its label, a smaller note after it ("10 of 14"),
 * a gold bar under the chosen one. Returns 1 the frame it is clicked or activated by Enter/Space
 * while focused. */
int ui_tab(ui_t *u, int id, float x, float y, float w, float h, const char *label, const char *note, int chosen,
           int flags, const char *tooltip);
/* A tooltip for an area that is not a widget (markers, plates): shown after a hover delay. */
void ui_tip_area(ui_t *u, int id, float x, float y, float w, float h, const char *tooltip);
/* Give focus to id (e.g. the default button of a dialog). */
void ui_focus(ui_t *u, int id);

#endif
