/* ui.c — immediate-mode widgets: hit-testing, keyboard focus (Tab order rebuilt every frame from
 * the order widgets are declared), activation by mouse or Enter/Space, tooltips after a hover
 * delay. Drawing is gfx's; this file only decides states and reports results. */
#include "render/ui.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/keep.h"

#include "render/tablegfx.h"

static const double UI_TIP_DELAY = 0.45;

void ui_init(ui_t *u, gfx_t *g, SDL_Window *win)
{
    memset(u, 0, sizeof *u);
    u->g = g;
    u->win = win;
    u->mx = u->my = -1000.0f;
}

void ui_free(ui_t *u)
{
    free(u->dump_path);
    free(u->dump_last);
    free(u->widgets);
    u->dump_path = u->dump_last = NULL;
    u->widgets = NULL;
}

void ui_dump_to(ui_t *u, const char *path)
{
    ui_free(u);
    if (!path || !*path)
        return;
    u->widgets = calloc(UI_MAX_WIDGETS, sizeof *u->widgets);
    u->dump_path = malloc(strlen(path) + 1);
    if (!u->widgets || !u->dump_path) {
        ui_free(u);
        return;
    }
    memcpy(u->dump_path, path, strlen(path) + 1);
}

void ui_screen(ui_t *u, const char *name) { u->screen = name; }

void ui_name(ui_t *u, const char *name) { snprintf(u->next_name, sizeof u->next_name, "%s", name ? name : ""); }

int ui_id_hash(const char *name, int index)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (const unsigned char *p = (const unsigned char *)name; p && *p; p++)
        h = (h ^ *p) * 16777619u;
    for (int i = 0; i < 4; i++)
        h = (h ^ (uint32_t)((unsigned)index >> (8 * i) & 0xffu)) * 16777619u;
    return (int)(0x40000000u | (h & 0x3fffffffu));
}

/* Every id handed out, with the name and index it was handed to (open addressing by id): a
 * second (name, index) whose hash meets an id already taken gets the next free one, so no two
 * controls ever share an id, and the same control always gets the same one. */
enum { ID_SLOTS = 4096 };
static struct {
    int id, index;
    char *name;
} id_slots[ID_SLOTS];
static int id_used;

int ui_id(const char *name, int index)
{
    if (!name)
        name = "";
    int id = ui_id_hash(name, index);
    for (;;) {
        unsigned at = (unsigned)id % ID_SLOTS;
        while (id_slots[at].id && id_slots[at].id != id)
            at = (at + 1) % ID_SLOTS;
        if (!id_slots[at].id) { /* free: this control's */
            size_t n = strlen(name) + 1;
            char *copy = id_used < ID_SLOTS * 3 / 4 ? malloc(n) : NULL;
            if (!copy) { /* full (thousands of controls): the hash alone */
                SDL_Log("ui_id: no room to keep \"%.40s\" %d; its id is its hash", name, index);
                return id;
            }
            memcpy(copy, name, n);
            id_slots[at].id = id, id_slots[at].index = index, id_slots[at].name = copy;
            id_used++;
            return id;
        }
        if (id_slots[at].index == index && !strcmp(id_slots[at].name, name))
            return id;
        id = (int)(0x40000000u | ((uint32_t)(id + 1) & 0x3fffffffu)); /* taken by another */
    }
}

/* "button.call_40" from kind and label: lower-case letters and digits, the rest one '_'. */
static void derive_name(char *out, size_t len, ui_kind_t kind, const char *label)
{
    static const char *const KIND[UI_KIND_COUNT] = {"button", "slider", "checkbox", "textfield", "choice", "panel", "mark"};
    int n = snprintf(out, len, "%s", KIND[kind]);
    if (!label || !*label || n < 0 || (size_t)n + 2 >= len)
        return;
    size_t at = (size_t)n;
    out[at++] = '.';
    int gap = 0;
    for (const unsigned char *p = (const unsigned char *)label; *p && at + 1 < len; p++) {
        unsigned char c = *p;
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
            if (gap && out[at - 1] != '.')
                out[at++] = '_';
            if (at + 1 < len)
                out[at++] = (char)c;
            gap = 0;
        } else if (c >= 'A' && c <= 'Z') {
            if (gap && out[at - 1] != '.')
                out[at++] = '_';
            if (at + 1 < len)
                out[at++] = (char)(c - 'A' + 'a');
            gap = 0;
        } else if (c != ',') { /* "1,445" stays one word */
            gap = 1;
        }
    }
    out[at] = '\0';
}

/* Records a control (or area) for the dump; cut_before / sq_before are gfx's text counts taken
 * before it was drawn. Also counts ids used twice in the frame. */
static void ui_record(ui_t *u, int id, ui_kind_t kind, float x, float y, float w, float h, const char *label,
                      int flags, unsigned cut_before, unsigned sq_before)
{
    char name[UI_NAME_LEN];
    snprintf(name, sizeof name, "%s", u->next_name);
    u->next_name[0] = '\0';
    if (!u->widgets || u->n_widgets >= UI_MAX_WIDGETS)
        return;
    if (!name[0])
        derive_name(name, sizeof name, kind, label);
    /* a name seen before in this frame gets #2, #3... */
    int seen = 1;
    size_t base = strlen(name);
    for (int i = 0; i < u->n_widgets; i++) {
        const char *o = u->widgets[i].name;
        if (!strncmp(o, name, base) && (o[base] == '\0' || o[base] == '#'))
            seen++;
    }
    if (seen > 1) {
        char suffix[12];
        snprintf(suffix, sizeof suffix, "#%d", seen);
        if (base + strlen(suffix) >= sizeof name)
            base = sizeof name - 1 - strlen(suffix);
        memcpy(name + base, suffix, strlen(suffix) + 1);
    }
    unsigned cut = 0, sq = 0;
    gfx_text_counts(u->g, &cut, &sq);
    ui_widget_t *wd = &u->widgets[u->n_widgets++];
    memset(wd, 0, sizeof *wd);
    memcpy(wd->name, name, sizeof wd->name);
    wd->kind = kind;
    wd->x = x, wd->y = y, wd->w = w, wd->h = h;
    snprintf(wd->label, sizeof wd->label, "%s", label ? label : "");
    wd->cut = cut != cut_before;
    wd->squeezed = sq != sq_before;
    wd->enabled = kind == UI_KIND_PANEL || !(flags & UI_DISABLED);
    wd->focused = id != 0 && u->focus == id;
    wd->layer = u->layer;
    wd->id = id;
}

void ui_area(ui_t *u, const char *name, float x, float y, float w, float h)
{
    if (!u->widgets)
        return;
    ui_name(u, name);
    ui_record(u, 0, UI_KIND_PANEL, x, y, w, h, NULL, 0, 0, 0);
    u->widgets[u->n_widgets - 1].cut = u->widgets[u->n_widgets - 1].squeezed = 0;
}

void ui_mark(ui_t *u, const char *name, float x, float y, float w, float h, const char *label)
{
    if (!u->widgets)
        return;
    ui_name(u, name);
    ui_record(u, 0, UI_KIND_MARK, x, y, w, h, label, 0, 0, 0);
    u->widgets[u->n_widgets - 1].cut = u->widgets[u->n_widgets - 1].squeezed = 0;
}

void ui_mark_cut(ui_t *u, int cut)
{
    if (u->widgets && u->n_widgets > 0 && u->widgets[u->n_widgets - 1].kind == UI_KIND_MARK)
        u->widgets[u->n_widgets - 1].cut = cut != 0;
}

/* A JSON string: quotes, backslashes and control characters escaped. */
static void json_str(char **buf, size_t *len, size_t *cap, const char *s);
static void put(char **buf, size_t *len, size_t *cap, const char *fmt, ...);

static void ui_dump_write(ui_t *u)
{
    if (!u->widgets || !u->dump_path)
        return;
    char *buf = NULL;
    size_t len = 0, cap = 0;
    int dup = 0;
    for (int i = 0; i < u->n_frame_ids; i++)
        for (int j = 0; j < i; j++)
            if (u->frame_ids[j] == u->frame_ids[i])
                dup++;
    float x0, y0, x1, y1;
    gfx_logical_bounds(u->g, &x0, &y0, &x1, &y1);
    int ww = 0, wh = 0;
    if (u->win)
        SDL_GetWindowSize(u->win, &ww, &wh);
    put(&buf, &len, &cap, "{\n  \"screen\": ");
    json_str(&buf, &len, &cap, u->screen ? u->screen : "");
    put(&buf, &len, &cap, ",\n  \"window\": [%d, %d],\n  \"text_boost\": %.2f,\n  \"duplicate_ids\": %d,\n",
        ww, wh, (double)gfx_get_text_boost(u->g), dup);
    put(&buf, &len, &cap, "  \"widgets\": [");
    static const char *const KIND[UI_KIND_COUNT] = {"button", "slider", "checkbox", "textfield", "choice", "panel", "mark"};
    for (int i = 0; i < u->n_widgets; i++) {
        const ui_widget_t *w = &u->widgets[i];
        float ax, ay, bx, by;
        gfx_logical_to_window(u->g, u->win, w->x, w->y, &ax, &ay);
        gfx_logical_to_window(u->g, u->win, w->x + w->w, w->y + w->h, &bx, &by);
        put(&buf, &len, &cap, "%s\n    {\"name\": ", i ? "," : "");
        json_str(&buf, &len, &cap, w->name);
        put(&buf, &len, &cap, ", \"kind\": \"%s\", \"label\": ", KIND[w->kind]);
        json_str(&buf, &len, &cap, w->label);
        put(&buf, &len, &cap,
            ", \"rect\": [%.1f, %.1f, %.1f, %.1f], \"pixels\": [%d, %d, %d, %d], \"cut\": %s, \"squeezed\": %s, "
            "\"enabled\": %s, \"focused\": %s, \"layer\": %d}",
            (double)w->x, (double)w->y, (double)w->w, (double)w->h, (int)(ax + 0.5f), (int)(ay + 0.5f),
            (int)(bx - ax + 0.5f), (int)(by - ay + 0.5f), w->cut ? "true" : "false", w->squeezed ? "true" : "false",
            w->enabled ? "true" : "false", w->focused ? "true" : "false", w->layer);
    }
    put(&buf, &len, &cap, "\n  ]\n}\n");
    if (!buf)
        return;
    if (!u->dump_last || strcmp(u->dump_last, buf) != 0) {
        char err[256];
        if (keep_write(u->dump_path, buf, len, 0, err, sizeof err) != 0)
            SDL_Log("widget dump: %s", err);
        free(u->dump_last);
        u->dump_last = buf;
    } else {
        free(buf);
    }
}

static void put(char **buf, size_t *len, size_t *cap, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || (!*buf && *cap))
        return;
    if (*len + (size_t)n + 1 > *cap) {
        size_t nc = (*cap ? *cap * 2 : 4096) + (size_t)n;
        char *nb = realloc(*buf, nc);
        if (!nb) {
            free(*buf);
            *buf = NULL;
            *cap = 1; /* stays failed */
            return;
        }
        *buf = nb, *cap = nc;
    }
    va_start(ap, fmt);
    vsnprintf(*buf + *len, *cap - *len, fmt, ap);
    va_end(ap);
    *len += (size_t)n;
}

static void json_str(char **buf, size_t *len, size_t *cap, const char *s)
{
    put(buf, len, cap, "\"");
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\')
            put(buf, len, cap, "\\%c", *p);
        else if (*p < 0x20)
            put(buf, len, cap, "\\u%04x", *p);
        else
            put(buf, len, cap, "%c", *p);
    }
    put(buf, len, cap, "\"");
}

void ui_event(ui_t *u, const SDL_Event *e)
{
    switch (e->type) {
    case SDL_MOUSEMOTION:
        gfx_window_to_logical(u->g, u->win, e->motion.x, e->motion.y, &u->mx, &u->my);
        break;
    case SDL_MOUSEBUTTONDOWN:
        gfx_window_to_logical(u->g, u->win, e->button.x, e->button.y, &u->mx, &u->my);
        if (e->button.button == SDL_BUTTON_LEFT) {
            u->mouse_down = 1;
            u->mouse_pressed = 1;
            u->keyboard_mode = 0;
        } else if (e->button.button == SDL_BUTTON_RIGHT) {
            u->right_pressed = 1;
        }
        break;
    case SDL_MOUSEBUTTONUP:
        gfx_window_to_logical(u->g, u->win, e->button.x, e->button.y, &u->mx, &u->my);
        if (e->button.button == SDL_BUTTON_LEFT) {
            u->mouse_down = 0;
            u->mouse_released = 1;
        }
        break;
    case SDL_MOUSEWHEEL:
        u->wheel += e->wheel.y;
        break;
    case SDL_KEYDOWN:
        if (e->key.keysym.sym == SDLK_TAB) {
            u->focus_move = (e->key.keysym.mod & KMOD_SHIFT) ? -1 : 1;
            u->keyboard_mode = 1;
        } else if (u->n_keys < UI_MAX_KEYS) {
            u->key_mods[u->n_keys] = e->key.keysym.mod;
            u->keys[u->n_keys++] = e->key.keysym.sym;
            if (e->key.keysym.sym == SDLK_UP || e->key.keysym.sym == SDLK_DOWN ||
                e->key.keysym.sym == SDLK_RETURN || e->key.keysym.sym == SDLK_SPACE)
                u->keyboard_mode = 1;
        }
        break;
    case SDL_TEXTINPUT: {
        size_t have = strlen(u->text), add = strlen(e->text.text);
        if (have + add < sizeof u->text)
            memcpy(u->text + have, e->text.text, add + 1);
        break;
    }
    default:
        break;
    }
}

void ui_begin(ui_t *u, double now)
{
    u->now = now;
    u->n_focus = 0;
    u->tip[0] = '\0';
    u->tip_beside = 0;
    u->n_rects = 0;
    u->layer = 0;
    u->hot = 0;
    u->wants_text = 0;
    u->n_widgets = 0;
    u->n_frame_ids = 0;
    u->next_name[0] = '\0';
    /* Tab moves focus along last frame's order. */
    if (u->focus_move && u->n_focus_prev > 0) {
        int at = -1;
        for (int i = 0; i < u->n_focus_prev; i++)
            if (u->focus_prev_frame_ids[i] == u->focus)
                at = i;
        if (at < 0)
            at = u->focus_move > 0 ? u->n_focus_prev - 1 : 0;
        at = (at + u->focus_move + u->n_focus_prev) % u->n_focus_prev;
        u->focus = u->focus_prev_frame_ids[at];
    }
    u->focus_move = 0;
}

void ui_end(ui_t *u)
{
    /* focus that vanished (screen changed) falls back to nothing */
    int found = 0;
    for (int i = 0; i < u->n_focus; i++)
        if (u->focus_ids[i] == u->focus)
            found = 1;
    if (!found)
        u->focus = 0;
    ui_dump_write(u);
    memcpy(u->focus_prev_frame_ids, u->focus_ids, sizeof u->focus_ids);
    u->n_focus_prev = u->n_focus;
    if (u->tip[0] && u->now - u->hover_since >= UI_TIP_DELAY) {
        if (u->tip_beside) {
            /* clear of the controls on its own layer and above (a menu's buttons, not the table
             * under the menu) */
            float keep[UI_MAX_FOCUSABLE][4];
            int n = 0;
            for (int i = 0; i < u->n_rects; i++)
                if (u->rect_layer[i] >= u->tip_layer)
                    memcpy(keep[n++], u->rects[i], sizeof keep[0]);
            gfx_tooltip_beside(u->g, u->tip_box, (const float(*)[4])keep, n, u->tip, 360.0f);
        }
        else
            gfx_tooltip(u->g, u->tip_x, u->tip_y, u->tip, 360.0f);
    }
    if (!u->mouse_down)
        u->active = 0;
    u->mouse_pressed = u->mouse_released = u->right_pressed = 0;
    u->wheel = 0;
    u->n_keys = 0;
    u->text[0] = '\0';
    if (u->wants_text && !SDL_IsTextInputActive())
        SDL_StartTextInput();
    else if (!u->wants_text && SDL_IsTextInputActive())
        SDL_StopTextInput();
}

void ui_set_modal(ui_t *u, int depth) { u->modal_depth = depth; }
void ui_layer(ui_t *u, int layer) { u->layer = layer; }

static int ui_live(const ui_t *u) { return u->layer >= u->modal_depth; }

int ui_key_peek(const ui_t *u, SDL_Keycode k)
{
    if (!ui_live(u))
        return 0;
    for (int i = 0; i < u->n_keys; i++)
        if (u->keys[i] == k)
            return 1;
    return 0;
}

int ui_key(ui_t *u, SDL_Keycode k)
{
    if (!ui_live(u))
        return 0;
    for (int i = 0; i < u->n_keys; i++)
        if (u->keys[i] == k) {
            memmove(&u->keys[i], &u->keys[i + 1], (size_t)(u->n_keys - i - 1) * sizeof u->keys[0]);
            memmove(&u->key_mods[i], &u->key_mods[i + 1],
                    (size_t)(u->n_keys - i - 1) * sizeof u->key_mods[0]);
            u->n_keys--;
            return 1;
        }
    return 0;
}

int ui_mouse_in(const ui_t *u, float x, float y, float w, float h)
{
    return u->mx >= x && u->mx < x + w && u->my >= y && u->my < y + h;
}

float ui_scroll(ui_t *u, float x, float y, float w, float h, float content_h, float *offset, uint32_t bar)
{
    float max = content_h > h ? content_h - h : 0.0f;
    if (u->wheel && u->layer >= u->modal_depth && ui_mouse_in(u, x, y, w, h)) {
        *offset -= (float)u->wheel * 48.0f;
        u->wheel = 0;
    }
    if (*offset > max)
        *offset = max;
    if (*offset < 0.0f || max == 0.0f)
        *offset = 0.0f;
    if (max > 0.0f) {
        float th = h * h / content_h;
        if (th < 24.0f)
            th = 24.0f;
        float ty = y + (h - th) * (*offset / max);
        gfx_fill_rect(u->g, x + w - 3, y, 3, h, (bar & 0xffffff00u) | 0x30u);
        gfx_fill_rect(u->g, x + w - 3, ty, 3, th, bar);
    }
    return *offset;
}

void ui_focus(ui_t *u, int id) { u->focus = id; }

static void ui_register(ui_t *u, int id, int flags)
{
    if ((flags & (UI_DISABLED | UI_NO_FOCUS)) || !ui_live(u))
        return;
    if (u->n_focus < UI_MAX_FOCUSABLE)
        u->focus_ids[u->n_focus++] = id;
}

static void ui_tip(ui_t *u, int id, float x, float y, float w, float h, const char *tooltip)
{
    if (u->n_frame_ids < UI_MAX_WIDGETS)
        u->frame_ids[u->n_frame_ids++] = id;
    if (u->n_rects < UI_MAX_FOCUSABLE) { /* the frame's controls, for the keyboard's tooltip */
        u->rect_layer[u->n_rects] = u->layer;
        float *r = u->rects[u->n_rects++];
        r[0] = x, r[1] = y, r[2] = w, r[3] = h;
    }
    if (!tooltip || !*tooltip)
        return;
    int hovering = ui_live(u) && ui_mouse_in(u, x, y, w, h);
    int focused = u->keyboard_mode && u->focus == id;
    if (!hovering && !focused)
        return;
    if (u->hover_id != id) {
        u->hover_id = id;
        u->hover_since = u->now;
    }
    snprintf(u->tip, sizeof u->tip, "%s", tooltip);
    u->tip_x = u->mx + 14.0f;
    u->tip_y = u->my + 20.0f;
    /* focused from the keyboard: below its control it covered the next one's label in every
     * stacked menu ("Back to the table" over Settings), so it is placed beside, clear of them */
    u->tip_beside = !hovering;
    u->tip_layer = u->layer;
    u->tip_box[0] = x, u->tip_box[1] = y, u->tip_box[2] = w, u->tip_box[3] = h;
}

/* Common pointer logic: returns 1 on a click (press and release inside). */
static int ui_pointer(ui_t *u, int id, float x, float y, float w, float h, int flags)
{
    if ((flags & UI_DISABLED) || !ui_live(u))
        return 0;
    int inside = ui_mouse_in(u, x, y, w, h);
    if (inside)
        u->hot = id;
    if (inside && u->mouse_pressed) {
        u->active = id;
        if (!(flags & UI_NO_FOCUS))
            u->focus = id;
    }
    if (u->active == id && u->mouse_released) {
        u->active = 0;
        return inside;
    }
    return 0;
}

static int ui_state(const ui_t *u, int id, int flags)
{
    int st = GFX_BTN_NORMAL;
    if (flags & UI_DISABLED)
        st = GFX_BTN_DISABLED;
    else if (u->active == id && u->hot == id)
        st = GFX_BTN_PRESSED;
    else if (u->hot == id)
        st = GFX_BTN_HOVER;
    if (u->focus == id && u->keyboard_mode && !(flags & UI_DISABLED))
        st |= GFX_BTN_FOCUS;
    if (flags & UI_PRIMARY)
        st |= GFX_BTN_PRIMARY;
    if (flags & UI_DANGER)
        st |= GFX_BTN_DANGER;
    return st;
}

/* Enter or Space on the focused control (a button, a tab): as a click. */
static int ui_activated(ui_t *u, int id, int flags)
{
    return !(flags & UI_DISABLED) && ui_live(u) && u->focus == id &&
           (ui_key(u, SDLK_RETURN) || ui_key(u, SDLK_KP_ENTER) || ui_key(u, SDLK_SPACE));
}

int ui_button(ui_t *u, int id, float x, float y, float w, float h, const char *label,
              const char *key_hint, int flags, const char *tooltip)
{
    ui_register(u, id, flags);
    int clicked = ui_pointer(u, id, x, y, w, h, flags);
    if (ui_activated(u, id, flags))
        clicked = 1;
    unsigned c0, s0;
    gfx_text_counts(u->g, &c0, &s0);
    gfx_button(u->g, x, y, w, h, label, key_hint, ui_state(u, id, flags));
    ui_record(u, id, UI_KIND_BUTTON, x, y, w, h, label, flags, c0, s0);
    ui_tip(u, id, x, y, w, h, tooltip);
    return clicked;
}

int ui_tab(ui_t *u, int id, float x, float y, float w, float h, const char *label, const char *note, int chosen,
           int flags, const char *tooltip)
{
    ui_register(u, id, flags);
    int clicked = ui_pointer(u, id, x, y, w, h, flags);
    if (ui_activated(u, id, flags))
        clicked = 1;
    unsigned c0, s0;
    gfx_text_counts(u->g, &c0, &s0);
    const theme_t *th = gfx_theme(u->g);
    int st = ui_state(u, id, flags);
    if (chosen)
        gfx_fill_rounded(u->g, x, y, w, h, 8, (th->highlight & 0xffffff00u) | 0x1cu);
    else if ((st & GFX_BTN_STATE_MASK) == GFX_BTN_HOVER || (st & GFX_BTN_STATE_MASK) == GFX_BTN_PRESSED)
        gfx_fill_rounded(u->g, x, y, w, h, 8, (th->highlight & 0xffffff00u) | 0x10u);
    if (st & GFX_BTN_FOCUS)
        gfx_stroke_rounded(u->g, x + 1, y + 1, w - 2, h - 2, 8, 2.0f, th->accent);
    /* the label and its note centred together; the note gives way first when space is short */
    float fs = 15.0f, ns = 12.0f;
    float lw = gfx_text_width(u->g, label, fs, GFX_FONT_BOLD);
    float nw = note && note[0] ? gfx_text_width(u->g, note, ns, GFX_FONT_REGULAR) + 8.0f : 0.0f;
    if (lw + nw > w - 16)
        nw = 0;
    float tx = x + (w - lw - nw) / 2;
    uint32_t col = (flags & UI_DISABLED) ? th->text_muted : chosen ? th->text : th->text_muted;
    gfx_text_fit(u->g, label, tx, y + h / 2 - 1, w - 16, fs, GFX_FONT_BOLD, col, GFX_LEFT | GFX_MIDDLE);
    if (nw > 0)
        gfx_text(u->g, note, tx + lw + 8, y + h / 2, ns, GFX_FONT_REGULAR, chosen ? th->accent : th->text_muted,
                 GFX_LEFT | GFX_MIDDLE);
    if (chosen)
        gfx_fill_rounded(u->g, x + 10, y + h - 3, w - 20, 3, 1.5f, th->accent);
    ui_record(u, id, UI_KIND_BUTTON, x, y, w, h, label, flags, c0, s0);
    ui_tip(u, id, x, y, w, h, tooltip);
    return clicked;
}

int ui_slider(ui_t *u, int id, float x, float y, float w, float h, float *t, float step, int flags,
              const char *tooltip)
{
    ui_register(u, id, flags);
    float old = *t;
    ui_pointer(u, id, x - 8, y - 6, w + 16, h + 12, flags);
    if (u->active == id && u->mouse_down && w > 0) {
        float v = (u->mx - x) / w;
        *t = v < 0 ? 0 : v > 1 ? 1 : v;
    }
    if (!(flags & UI_DISABLED) && u->focus == id) {
        if (ui_key(u, SDLK_LEFT) || ui_key(u, SDLK_DOWN))
            *t -= step;
        if (ui_key(u, SDLK_RIGHT) || ui_key(u, SDLK_UP))
            *t += step;
        if (ui_key(u, SDLK_HOME))
            *t = 0;
        if (ui_key(u, SDLK_END))
            *t = 1;
        if (*t < 0)
            *t = 0;
        if (*t > 1)
            *t = 1;
    }
    unsigned c0, s0; /* a slider has no text: only a cut while drawing it would be its own */
    gfx_text_counts(u->g, &c0, &s0);
    gfx_slider(u->g, x, y, w, h, *t, ui_state(u, id, flags));
    ui_record(u, id, UI_KIND_SLIDER, x, y, w, h, NULL, flags, c0, s0);
    ui_tip(u, id, x, y, w, h, tooltip);
    return *t != old;
}

int ui_checkbox(ui_t *u, int id, float x, float y, const char *label, int *value, int flags,
                const char *tooltip)
{
    ui_register(u, id, flags);
    const float box = 22.0f;
    float tw = label ? gfx_text_width(u->g, label, 16.0f, GFX_FONT_REGULAR) : 0.0f;
    float w = box + (label ? 10.0f + tw : 0.0f);
    int clicked = ui_pointer(u, id, x, y, w, box, flags);
    if (!(flags & UI_DISABLED) && ui_live(u) && u->focus == id &&
        (ui_key(u, SDLK_SPACE) || ui_key(u, SDLK_RETURN)))
        clicked = 1;
    if (clicked)
        *value = !*value;
    unsigned c0, s0;
    gfx_text_counts(u->g, &c0, &s0);
    gfx_checkbox(u->g, x, y, box, *value, ui_state(u, id, flags));
    if (label)
        gfx_text(u->g, label, x + box + 10.0f, y + box / 2, 16.0f, GFX_FONT_REGULAR,
                 (flags & UI_DISABLED) ? (gfx_theme(u->g)->text & 0xffffff00u) | 0x80u : gfx_theme(u->g)->text,
                 GFX_LEFT | GFX_MIDDLE);
    ui_record(u, id, UI_KIND_CHECKBOX, x, y, w, box, label, flags, c0, s0);
    ui_tip(u, id, x, y, w, box, tooltip);
    return clicked;
}

/* Length of the UTF-8 sequence ending at buf[n-1]. */
static size_t utf8_last_len(const char *buf, size_t n)
{
    size_t k = 1;
    while (k < n && ((unsigned char)buf[n - k] & 0xC0) == 0x80)
        k++;
    return k;
}

int ui_textfield(ui_t *u, int id, float x, float y, float w, float h, char *buf, size_t cap,
                 int flags, int *enter, const char *tooltip)
{
    ui_register(u, id, flags);
    if (enter)
        *enter = 0;
    ui_pointer(u, id, x, y, w, h, flags);
    int changed = 0;
    int focused = !(flags & UI_DISABLED) && ui_live(u) && u->focus == id;
    if (focused) {
        u->wants_text = 1;
        size_t n = strlen(buf);
        for (const char *p = u->text; *p; p++) {
            unsigned char ch = (unsigned char)*p;
            if (ch < 0x20 || ch == 0x7f)
                continue;
            char mark = u->decimal_mark ? u->decimal_mark : '.';
            if ((flags & UI_DECIMAL) && (ch == '.' || ch == ',') && !strchr(buf, mark))
                ch = (unsigned char)mark; /* either key types the language's mark, once */
            else if ((flags & UI_NUMERIC) && !(ch >= '0' && ch <= '9'))
                continue;
            if (n + 1 < cap) {
                buf[n++] = (char)ch;
                buf[n] = '\0';
                changed = 1;
            }
        }
        u->text[0] = '\0';
        /* never leave half a UTF-8 sequence at the end after truncation */
        while (n > 0 && ((unsigned char)buf[n - 1] & 0x80)) {
            size_t k = utf8_last_len(buf, n);
            unsigned char lead = (unsigned char)buf[n - k];
            size_t want = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
            if (want == k)
                break;
            n -= k;
            buf[n] = '\0';
        }
        if (ui_key(u, SDLK_BACKSPACE) && n > 0) {
            n -= utf8_last_len(buf, n);
            buf[n] = '\0';
            changed = 1;
        }
        if (ui_key(u, SDLK_RETURN) || ui_key(u, SDLK_KP_ENTER)) {
            if (enter)
                *enter = 1;
        }
        /* Typing keys were consumed as text: drop their key presses so table shortcuts stay quiet */
        for (int i = 0; i < u->n_keys;) {
            SDL_Keycode k = u->keys[i];
            if ((k >= SDLK_SPACE && k <= SDLK_z) || (k >= SDLK_KP_1 && k <= SDLK_KP_0)) {
                memmove(&u->keys[i], &u->keys[i + 1], (size_t)(u->n_keys - i - 1) * sizeof u->keys[0]);
                memmove(&u->key_mods[i], &u->key_mods[i + 1],
                        (size_t)(u->n_keys - i - 1) * sizeof u->key_mods[0]);
                u->n_keys--;
            } else {
                i++;
            }
        }
    }
    int st = ui_state(u, id, flags);
    if (focused)
        st |= GFX_BTN_FOCUS;
    unsigned c0, s0;
    gfx_text_counts(u->g, &c0, &s0);
    gfx_textfield(u->g, x, y, w, h, buf, focused ? (int)strlen(buf) : -1, st);
    ui_record(u, id, UI_KIND_TEXTFIELD, x, y, w, h, buf, flags, c0, s0);
    ui_tip(u, id, x, y, w, h, tooltip);
    return changed;
}

int ui_choice(ui_t *u, int id, float x, float y, float w, float h, const char *const *labels, int n,
              int *value, int flags, const char *tooltip)
{
    ui_register(u, id, flags);
    int old = *value;
    if (n <= 0)
        return 0;
    /* the left third steps back, the rest steps forward */
    if (ui_pointer(u, id, x, y, w, h, flags)) {
        if (u->mx < x + h * 1.2f)
            *value = (*value + n - 1) % n;
        else
            *value = (*value + 1) % n;
    }
    if (!(flags & UI_DISABLED) && ui_live(u) && u->focus == id) {
        if (ui_key(u, SDLK_LEFT))
            *value = (*value + n - 1) % n;
        if (ui_key(u, SDLK_RIGHT) || ui_key(u, SDLK_SPACE) || ui_key(u, SDLK_RETURN))
            *value = (*value + 1) % n;
    }
    if (*value < 0 || *value >= n)
        *value = 0;
    int st = ui_state(u, id, flags);
    unsigned c0, s0;
    gfx_text_counts(u->g, &c0, &s0);
    gfx_button(u->g, x, y, w, h, labels[*value], NULL, st);
    const theme_t *th = gfx_theme(u->g);
    uint32_t arrow = (flags & UI_DISABLED) ? (th->text & 0xffffff00u) | 0x60u : th->accent;
    gfx_text(u->g, "\xe2\x80\xb9", x + 14.0f, y + h / 2, 22.0f, GFX_FONT_BOLD, arrow,
             GFX_CENTER | GFX_MIDDLE);
    gfx_text(u->g, "\xe2\x80\xba", x + w - 14.0f, y + h / 2, 22.0f, GFX_FONT_BOLD, arrow,
             GFX_CENTER | GFX_MIDDLE);
    ui_record(u, id, UI_KIND_CHOICE, x, y, w, h, labels[*value], flags, c0, s0);
    ui_tip(u, id, x, y, w, h, tooltip);
    return *value != old;
}

void ui_tip_area(ui_t *u, int id, float x, float y, float w, float h, const char *tooltip)
{
    ui_tip(u, id, x, y, w, h, tooltip);
}
