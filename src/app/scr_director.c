/* scr_director.c — a session of director drills (director.h): the question over the multi-table
 * picture, answered as a director would (drag a plate to the empty seat; tick who sits out after
 * the draw; tie or not, then each place and prize; does the final table form, and its first
 * button), graded by drill_mtt_grade — the tournament layer's answer, never recomputed here —
 * with each part right or wrong, the rule cited (the rule book's text, and in full on R) and the
 * reason. Counted in the trainee's progress per topic. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/director.h"
#include "app/i18n.h"
#include "app/palette.h"
#include "app/place_text.h"
#include "app/ruleview.h"
#include "render/layout_screens.h"
#include "render/tablegfx.h"

#include "app/director_run.h"

const char *director_topic_title(drill_mtt_topic_t t)
{
    switch (t) {
    case DRILL_MTT_BALANCING: return _("Balancing tables");
    case DRILL_MTT_BREAKING: return _("Breaking a table");
    case DRILL_MTT_HAND_FOR_HAND: return _("Hand-for-hand");
    case DRILL_MTT_FINAL_TABLE: return _("The final table");
    default: return "?";
    }
}

int director_is_topic(const char *topic_seed)
{
    char name[48];
    drill_mtt_topic_t t;
    if (!topic_seed || sscanf(topic_seed, "%47[^:]", name) != 1)
        return 0;
    return drill_mtt_topic_parse(name, &t) == 0;
}

int64_t director_parse_money(const char *t)
{
    /* the digits and one decimal mark: "$1,234.50", "1234.5", "1.234,50 $"; the mark is the last
     * '.' or ',' followed by one or two digits to the end, any other is grouping */
    char clean[32];
    size_t n = 0;
    const char *p = t;
    while (*p == ' ' || *p == '$')
        p++;
    size_t len = strlen(p);
    while (len > 0 && (p[len - 1] == ' ' || p[len - 1] == '$'))
        len--;
    if (len == 0)
        return -1;
    int mark = -1;
    for (int i = (int)len - 1; i >= 0; i--)
        if (p[i] == '.' || p[i] == ',') {
            int after = (int)len - 1 - i;
            if (after >= 1 && after <= 2)
                mark = i;
            break;
        }
    for (size_t i = 0; i < len; i++) {
        char c = p[i];
        if (c >= '0' && c <= '9') {
            if (n + 2 >= sizeof clean)
                return -1;
            clean[n++] = c;
        } else if ((int)i == mark) {
            clean[n++] = '.';
        } else if (c == ',' || c == '.' || c == ' ' || c == '\'') {
            /* grouping: three digits must follow */
            size_t k = i + 1, d = 0;
            while (k < len && p[k] >= '0' && p[k] <= '9')
                k++, d++;
            if (d != 3 && !(d > 3 && (int)(i + 4) == mark))
                return -1;
        } else
            return -1;
    }
    clean[n] = '\0';
    if (n == 0 || clean[0] == '.')
        return -1;
    return practice_parse_money(clean);
}

/* A place typed: "4", "4th"; 1..999, else -1 (blank 0). */
static int typed_place(const char *t)
{
    int v = 0, any = 0;
    for (; *t == ' '; t++)
        ;
    if (!*t)
        return 0;
    for (; *t >= '0' && *t <= '9'; t++) {
        v = v * 10 + (*t - '0');
        any = 1;
        if (v > 999)
            return -1;
    }
    return any && v >= 1 ? v : -1;
}

/* ---- the session ------------------------------------------------------------------------------ */

static int goal_of(int length) { return length == LEN_10 ? 10 : length == LEN_20 ? 20 : 0; }

static void reset_answer(director_run_t *R)
{
    R->answered = R->was_right = 0;
    R->yes = -1;
    R->stage = 0;
    R->pick_player = -1;
    R->pick_table = R->pick_seat = 0;
    R->grab = -1;
    R->dragging = 0;
    R->button_pick = 0;
    memset(R->sits_out, 0, sizeof R->sits_out);
    memset(R->place, 0, sizeof R->place);
    memset(R->place_to, 0, sizeof R->place_to);
    memset(R->prize, 0, sizeof R->prize);
    R->feedback[0] = '\0';
    R->why_scroll = R->rule_scroll = R->dialog_scroll = 0;
    R->rule_open = 0;
}

int director_show(app_t *a, director_run_t *R, const drill_mtt_t *d)
{
    char err[APP_MSG_LEN];
    dpic_t *p = malloc(sizeof *p);
    if (!p)
        return -1;
    if (dpic_build(p, d, err, sizeof err) != 0) {
        fprintf(stderr, "felt: director drill %s seed %llu: %s\n", drill_mtt_topic_name(d->topic),
                (unsigned long long)d->seed, err);
        free(p);
        return -1;
    }
    int rc = director_show_pic(a, R, d, p);
    free(p);
    return rc;
}

int director_show_pic(app_t *a, director_run_t *R, const drill_mtt_t *d, const dpic_t *pic)
{
    R->d = *d;
    reset_answer(R);
    R->pic = *pic;
    const layout_rect_t pr = layout_at("director.picture");
    dpic_layout(&R->pic, pr.x, pr.y, pr.w, pr.h);
    R->have = 1;
    R->asked_at = a->now;
    if (getenv("FELT_DEBUG")) {
        /* the answer, for the play-through tests (as the dealer drills print theirs) */
        char json[1024];
        drill_mtt_answer_format_json(&R->d, &R->d.answer, json, sizeof json);
        fprintf(stderr, "director: asking %s seed %llu answer %s\n", drill_mtt_topic_name(d->topic),
                (unsigned long long)d->seed, json);
        if (d->topic == DRILL_MTT_BREAKING) {
            fprintf(stderr, "director: draw");
            for (int k = 0; k < d->answer.n_rows; k++)
                fprintf(stderr, "%s%s", k ? "," : " ", d->names[d->answer.row[k].player]);
            fprintf(stderr, "\n");
        }
    }
    return 0;
}

void director_begin(app_t *a, director_run_t *R, trainee_t *T)
{
    R->tr = T;
    R->active = 1;
    R->summary = 0;
    R->session_ms = a->wall_ms;
    R->rng = (uint64_t)a->wall_ms ^ 0xd12ec7012ULL;
    R->goal = goal_of(T->length);
    R->done = R->right = 0;
    memset(R->t_asked, 0, sizeof R->t_asked);
    memset(R->t_right, 0, sizeof R->t_right);
    R->have = 0;
}

int director_next(app_t *a, director_run_t *R)
{
    int on[DRILL_MTT_TOPIC_COUNT], n = 0;
    for (int t = 0; t < DRILL_MTT_TOPIC_COUNT; t++)
        if (R->tr->dir_on[t])
            on[n++] = t;
    if (n == 0)
        return -1;
    drill_mtt_t *d = calloc(1, sizeof *d);
    if (!d)
        return -1;
    char err[APP_MSG_LEN];
    int rc = -1;
    for (int tries = 0; tries < 8 && rc != 0; tries++) {
        drill_mtt_topic_t t = (drill_mtt_topic_t)on[practice_mix64(&R->rng) % (uint64_t)n];
        uint64_t seed = practice_mix64(&R->rng) % 1000000000ULL + 1;
        if (drill_mtt_generate(t, seed, R->tr->difficulty + 1, d, err, sizeof err) == 0)
            rc = director_show(a, R, d);
        else
            fprintf(stderr, "felt: director drill: %s\n", err);
    }
    free(d);
    return rc;
}

/* The trainee's answer as drill_mtt reads it. */
void director_collect(const director_run_t *R, drill_mtt_answer_t *g)
{
    const drill_mtt_t *d = &R->d;
    memset(g, 0, sizeof *g);
    g->player = -1;
    switch (d->topic) {
    case DRILL_MTT_BALANCING:
        g->player = R->pick_player;
        g->table = R->pick_table;
        g->seat = R->pick_seat;
        break;
    case DRILL_MTT_BREAKING:
        g->n_rows = d->answer.n_rows;
        for (int k = 0; k < d->answer.n_rows; k++) {
            g->row[k] = d->answer.row[k];
            g->row[k].sits_out = R->sits_out[k];
        }
        break;
    case DRILL_MTT_HAND_FOR_HAND:
        g->yes = R->yes == 1;
        g->n_rows = d->answer.n_rows;
        for (int k = 0; k < d->answer.n_rows; k++) {
            drill_mtt_row_t *r = &g->row[k];
            r->player = d->answer.row[k].player;
            int pl = typed_place(R->place[k]), to = typed_place(R->place_to[k]);
            r->place = pl < 0 ? 0 : pl;
            r->place_to = to <= 0 ? r->place : to;
            int64_t m = R->prize[k][0] ? director_parse_money(R->prize[k]) : 0;
            r->prize = m < 0 ? -1 : m;
        }
        break;
    default:
        g->yes = R->yes == 1;
        g->button = R->yes == 1 ? R->button_pick : 0;
        break;
    }
}

static void mixed_count(app_t *a, director_run_t *R)
{
    practice_t *P = a->practice;
    if (P && P->drill_count)
        P->drill_count(P, R->was_right, 0);
}

void director_grade(app_t *a, director_run_t *R, int record)
{
    drill_mtt_answer_t g;
    director_collect(R, &g);
    R->was_right = drill_mtt_grade(&R->d, &g, R->feedback, sizeof R->feedback);
    if (getenv("FELT_DEBUG"))
        fprintf(stderr, "director: %s seed %llu %s\n", drill_mtt_topic_name(R->d.topic), (unsigned long long)R->d.seed,
                R->was_right ? "right" : "wrong");
    R->answered = 1;
    R->took = a->now - R->asked_at;
    R->anim_t0 = a->now;
    int t = (int)R->d.topic;
    R->done++;
    R->t_asked[t]++;
    if (R->was_right) {
        R->right++;
        R->t_right[t]++;
    }
    /* the final table's button shows once answered */
    if (R->d.topic == DRILL_MTT_FINAL_TABLE && R->d.answer.yes)
        dpic_add_final(&R->pic, &R->d), dpic_layout(&R->pic, R->pic.x, R->pic.y, R->pic.w, R->pic.h);
    if (R->mixed && !R->shadow)
        mixed_count(a, R);
    if (record) {
        practice_progress_record_director(&R->tr->prog, R->d.topic, R->was_right, R->took, R->session_ms, R->shadow);
        if (!a->headless)
            practice_save_progress(a, R->tr);
    }
}

/* Each part of the answer, right or wrong, in words: n parts into text/ok. */
int director_parts(const director_run_t *R, char text[][160], int *ok, int max)
{
    const drill_mtt_t *d = &R->d;
    const drill_mtt_answer_t *A = &d->answer;
    drill_mtt_answer_t g;
    director_collect(R, &g);
    int n = 0;
    char m1[32];
    switch (d->topic) {
    case DRILL_MTT_BALANCING:
        snprintf(text[n], 160, _("Who moves: %s"), d->names[A->player]);
        ok[n++] = g.player == A->player;
        snprintf(text[n], 160, _("To: table %d, seat %d"), A->table, A->seat);
        ok[n++] = g.table == A->table && g.seat == A->seat;
        break;
    case DRILL_MTT_BREAKING:
        for (int k = 0; k < A->n_rows && n < max; k++) {
            snprintf(text[n], 160, A->row[k].sits_out ? _("%s sits out (table %d, seat %d)") : _("%s is dealt in (table %d, seat %d)"),
                     d->names[A->row[k].player], A->row[k].table, A->row[k].seat);
            ok[n++] = g.row[k].sits_out == A->row[k].sits_out;
        }
        break;
    case DRILL_MTT_HAND_FOR_HAND:
        snprintf(text[n], 160, "%s", A->yes ? _("They tie") : _("They do not tie"));
        ok[n++] = !g.yes == !A->yes;
        for (int k = 0; k < A->n_rows && n < max; k++) {
            const drill_mtt_row_t *r = &A->row[k];
            char pl[16], pl2[16];
            if (r->place == r->place_to)
                snprintf(text[n], 160, _("%s: %s, %s"), d->names[r->player], app_place_text(r->place, pl, sizeof pl),
                         app_usd(r->prize, m1, sizeof m1));
            else
                snprintf(text[n], 160, _("%s: %s to %s, %s"), d->names[r->player], app_place_text(r->place, pl, sizeof pl),
                         app_place_text(r->place_to, pl2, sizeof pl2), app_usd(r->prize, m1, sizeof m1));
            ok[n++] = g.row[k].place == r->place && g.row[k].place_to == r->place_to && g.row[k].prize == r->prize;
        }
        break;
    default:
        snprintf(text[n], 160, "%s", A->yes ? _("The final table forms now") : _("The final table does not form yet"));
        ok[n++] = !g.yes == !A->yes;
        if (A->yes) {
            snprintf(text[n], 160, _("First button: seat %d"), A->button);
            ok[n++] = g.button == A->button;
        }
        break;
    }
    return n;
}

/* ---- answering on the picture ------------------------------------------------------------------ */

static int seat_index(int ti, int s) { return ti * DPIC_SEAT_STRIDE + s; }

/* The seats a key or click may reach now: plates (occupied) or empty seats. */
static int candidates(const director_run_t *R, int *out, int max, int empty)
{
    const dpic_t *p = &R->pic;
    int n = 0;
    for (int i = 0; i < p->n; i++) {
        const dpic_table_t *t = &p->t[i];
        if (t->breaks)
            continue;
        if (R->d.topic == DRILL_MTT_FINAL_TABLE && !t->final_table)
            continue;
        for (int s = 1; s <= t->n_seats && n < max; s++) {
            const dpic_seat_t *se = &t->seat[s];
            if (R->d.topic == DRILL_MTT_BREAKING && !se->arrival)
                continue;
            if (empty ? !se->occupied : se->occupied)
                out[n++] = seat_index(i, s);
        }
    }
    return n;
}

static void drop_on(director_run_t *R, int from, int to)
{
    const dpic_t *p = &R->pic;
    int fi = from / DPIC_SEAT_STRIDE, fs = from % DPIC_SEAT_STRIDE;
    int ti = to / DPIC_SEAT_STRIDE, ts = to % DPIC_SEAT_STRIDE;
    if (!p->t[fi].seat[fs].occupied || p->t[ti].seat[ts].occupied)
        return;
    R->pick_player = p->t[fi].seat[fs].player;
    R->pick_from = from;
    R->pick_table = p->t[ti].number;
    R->pick_seat = ts;
}

/* Mouse and keys on the picture. */
static void picture_input(app_t *a, director_run_t *R)
{
    ui_t *u = &a->ui;
    const dpic_t *p = &R->pic;
    int live = !R->answered && u->layer >= u->modal_depth;
    if (!live)
        return;
    int topic = R->d.topic;
    int plates[DPIC_MAX_TABLES * ENGINE_MAX_SEATS], seats[DPIC_MAX_TABLES * ENGINE_MAX_SEATS];
    int np = 0, ns = 0;
    if (topic == DRILL_MTT_BALANCING) {
        np = candidates(R, plates, DPIC_MAX_TABLES * ENGINE_MAX_SEATS, 0);
        ns = candidates(R, seats, DPIC_MAX_TABLES * ENGINE_MAX_SEATS, 1);
    } else if (topic == DRILL_MTT_BREAKING) {
        np = candidates(R, plates, DPIC_MAX_TABLES * ENGINE_MAX_SEATS, 0);
    } else if (topic == DRILL_MTT_FINAL_TABLE && R->stage == 1) {
        np = candidates(R, plates, DPIC_MAX_TABLES * ENGINE_MAX_SEATS, 0);
    }
    /* the Tab order: plates, then (balancing, a plate picked) the empty seats */
    for (int k = 0; k < np; k++)
        practice_focusable(u, ui_id("director.plate", plates[k]));
    for (int k = 0; k < ns && R->grab >= 0; k++)
        practice_focusable(u, ui_id("director.seat", seats[k]));
    /* arrows: the next plate, or the next empty seat while one is picked up */
    int dir = ui_key(u, SDLK_RIGHT) || ui_key(u, SDLK_DOWN) ? 1 : ui_key(u, SDLK_LEFT) || ui_key(u, SDLK_UP) ? -1 : 0;
    if (dir) {
        const int *list = R->grab >= 0 && ns ? seats : plates;
        int n = R->grab >= 0 && ns ? ns : np;
        const char *fam = R->grab >= 0 && ns ? "director.seat" : "director.plate";
        int at = -1;
        for (int k = 0; k < n; k++)
            if (u->focus == ui_id(fam, list[k]))
                at = k;
        if (n > 0) {
            at = at < 0 ? (dir > 0 ? 0 : n - 1) : (at + dir + n) % n;
            ui_focus(u, ui_id(fam, list[at]));
            u->keyboard_mode = 1;
        }
    }
    /* Space or Enter on a focused plate or seat */
    int focused = -1, focused_seat = -1;
    for (int k = 0; k < np; k++)
        if (u->focus == ui_id("director.plate", plates[k]))
            focused = plates[k];
    for (int k = 0; k < ns; k++)
        if (u->focus == ui_id("director.seat", seats[k]))
            focused_seat = seats[k];
    int act = (focused >= 0 || focused_seat >= 0) && (ui_key(u, SDLK_SPACE) || ui_key(u, SDLK_RETURN) || ui_key(u, SDLK_KP_ENTER));
    int clicked = -1;
    int ti, s;
    if (u->mouse_pressed && dpic_hit(p, u->mx, u->my, &ti, &s))
        clicked = seat_index(ti, s);
    if (topic == DRILL_MTT_BALANCING) {
        if (act && focused >= 0) {
            R->grab = focused;
            if (ns)
                ui_focus(u, ui_id("director.seat", seats[0]));
        } else if (act && focused_seat >= 0 && R->grab >= 0) {
            drop_on(R, R->grab, focused_seat);
            R->grab = -1;
            ui_focus(u, ui_id("director.confirm", 0));
        }
        /* the drag: press on a plate, move, release on an empty seat */
        if (clicked >= 0 && p->t[clicked / DPIC_SEAT_STRIDE].seat[clicked % DPIC_SEAT_STRIDE].occupied) {
            int in = 0;
            for (int k = 0; k < np; k++)
                in |= plates[k] == clicked;
            if (in) {
                R->grab = clicked;
                R->dragging = 1;
            }
        } else if (clicked >= 0 && R->grab >= 0 && !R->dragging) {
            /* a click on an empty seat after a plate was picked (click, click) */
            drop_on(R, R->grab, clicked);
            R->grab = -1;
        }
        if (R->dragging && !u->mouse_down) {
            R->dragging = 0;
            if (dpic_hit(p, u->mx, u->my, &ti, &s) && seat_index(ti, s) != R->grab) {
                drop_on(R, R->grab, seat_index(ti, s));
                R->grab = -1;
            }
        }
    } else if (topic == DRILL_MTT_BREAKING) {
        int hit = act && focused >= 0 ? focused : clicked;
        for (int k = 0; k < np; k++)
            if (plates[k] == hit)
                for (int r = 0; r < R->d.answer.n_rows; r++) {
                    const drill_mtt_row_t *row = &R->d.answer.row[r];
                    if (p->t[hit / DPIC_SEAT_STRIDE].number == row->table && hit % DPIC_SEAT_STRIDE == row->seat)
                        R->sits_out[r] = !R->sits_out[r];
                }
    } else if (topic == DRILL_MTT_FINAL_TABLE && R->stage == 1) {
        int hit = act && focused >= 0 ? focused : clicked;
        for (int k = 0; k < np; k++)
            if (plates[k] == hit)
                R->button_pick = hit % DPIC_SEAT_STRIDE;
    }
}

/* What the trainee has given so far, on the picture. */
static void picture_marks(app_t *a, director_run_t *R)
{
    ui_t *u = &a->ui;
    const dpic_t *p = &R->pic;
    for (int i = 0; i < p->n; i++)
        for (int s = 1; s <= p->t[i].n_seats; s++) {
            int k = seat_index(i, s);
            if (u->keyboard_mode && (u->focus == ui_id("director.plate", k) || u->focus == ui_id("director.seat", k)))
                dpic_ring(a, p, i, s, pal_alpha(C_HIGHLIGHT, 0xd0), 3);
        }
    switch (R->d.topic) {
    case DRILL_MTT_BALANCING:
        if (R->pick_player >= 0 && R->pick_table > 0) {
            int fi = R->pick_from / DPIC_SEAT_STRIDE, fs = R->pick_from % DPIC_SEAT_STRIDE;
            float x0, y0, x1, y1;
            dpic_seat_xy(p, fi, fs, &x0, &y0);
            for (int i = 0; i < p->n; i++)
                if (p->t[i].number == R->pick_table) {
                    dpic_seat_xy(p, i, R->pick_seat, &x1, &y1);
                    gfx_line(a->g, x0, y0, x1, y1, 2.0f, pal_alpha(C_GOLD, 0xa0));
                    dpic_plate(a, p, x1, y1, p->t[fi].seat[fs].name, p->t[fi].seat[fs].stack, C_GOLD, 0);
                }
            dpic_ring(a, p, fi, fs, C_GOLD, 0);
        }
        if (R->grab >= 0 && !R->dragging)
            dpic_ring(a, p, R->grab / DPIC_SEAT_STRIDE, R->grab % DPIC_SEAT_STRIDE, C_GOLD, 2);
        if (R->dragging && R->grab >= 0) {
            const dpic_seat_t *se = &p->t[R->grab / DPIC_SEAT_STRIDE].seat[R->grab % DPIC_SEAT_STRIDE];
            dpic_plate(a, p, u->mx, u->my, se->name, se->stack, C_GOLD, 0);
        }
        break;
    case DRILL_MTT_BREAKING:
        for (int r = 0; r < R->d.answer.n_rows; r++)
            for (int i = 0; i < p->n; i++)
                if (p->t[i].number == R->d.answer.row[r].table && R->sits_out[r])
                    dpic_tag(a, p, i, R->d.answer.row[r].seat, _("sits out"), C_GOLD);
        break;
    case DRILL_MTT_FINAL_TABLE:
        for (int i = 0; i < p->n; i++)
            if (p->t[i].final_table && R->button_pick > 0) {
                dpic_ring(a, p, i, R->button_pick, C_GOLD, 0);
                dpic_tag(a, p, i, R->button_pick, _("button"), C_GOLD);
            }
        break;
    default: break;
    }
}

/* The right answer on the picture, and where the trainee went wrong. */
static void picture_answer(app_t *a, director_run_t *R)
{
    const dpic_t *p = &R->pic;
    const drill_mtt_answer_t *A = &R->d.answer;
    float pulse = 2.0f + 2.0f * (0.5f + 0.5f * sinf((float)(a->now - R->anim_t0) * 6.0f));
    char l[96], m[32], pl[16], pl2[16];
    switch (R->d.topic) {
    case DRILL_MTT_BALANCING:
        for (int i = 0; i < p->n; i++) {
            for (int s = 1; s <= p->t[i].n_seats; s++)
                if (p->t[i].seat[s].occupied && p->t[i].seat[s].player == A->player) {
                    dpic_ring(a, p, i, s, C_GREEN, pulse);
                    dpic_tag(a, p, i, s, _("moves"), C_GREEN);
                }
            if (p->t[i].number == A->table) {
                dpic_ring(a, p, i, A->seat, C_GREEN, pulse);
                dpic_tag(a, p, i, A->seat, _("to here"), C_GREEN);
            }
            if (R->pick_table == p->t[i].number && (R->pick_table != A->table || R->pick_seat != A->seat))
                dpic_ring(a, p, i, R->pick_seat, C_RED, 0);
        }
        break;
    case DRILL_MTT_BREAKING:
        for (int r = 0; r < A->n_rows; r++)
            for (int i = 0; i < p->n; i++)
                if (p->t[i].number == A->row[r].table)
                    dpic_tag(a, p, i, A->row[r].seat, A->row[r].sits_out ? _("sits out") : _("dealt in"),
                             R->sits_out[r] == A->row[r].sits_out ? C_GREEN : C_RED);
        break;
    case DRILL_MTT_HAND_FOR_HAND:
        for (int r = 0; r < A->n_rows; r++)
            for (int i = 0; i < p->n; i++)
                if (p->t[i].number == A->row[r].from_table) {
                    if (A->row[r].place == A->row[r].place_to)
                        snprintf(l, sizeof l, "%s %s", app_place_text(A->row[r].place, pl, sizeof pl),
                                 app_usd(A->row[r].prize, m, sizeof m));
                    else
                        snprintf(l, sizeof l, "%s-%s %s", app_place_text(A->row[r].place, pl, sizeof pl),
                                 app_place_text(A->row[r].place_to, pl2, sizeof pl2), app_usd(A->row[r].prize, m, sizeof m));
                    dpic_tag(a, p, i, A->row[r].seat, l, C_GREEN);
                }
        break;
    default:
        for (int i = 0; i < p->n; i++)
            if (p->t[i].final_table && A->button > 0) {
                dpic_ring(a, p, i, A->button, C_GREEN, pulse);
                dpic_tag(a, p, i, A->button, _("first button"), C_GREEN);
                if (R->button_pick > 0 && R->button_pick != A->button)
                    dpic_ring(a, p, i, R->button_pick, C_RED, 0);
            }
        break;
    }
}

/* ---- the panels -------------------------------------------------------------------------------- */

static const char *hint_of(const director_run_t *R)
{
    switch (R->d.topic) {
    case DRILL_MTT_BALANCING:
        return _("Drag the player who moves onto the empty seat they take (or Tab / arrows to a plate, Enter, then to "
                 "the seat, Enter), then Confirm.");
    case DRILL_MTT_BREAKING:
        return _("The blue-ringed players drew their new seats. Click each one who sits out the next hand, then "
                 "Confirm.");
    case DRILL_MTT_HAND_FOR_HAND:
        return _("Do they tie (Y / N)? Then each player's place (a range when tied) and prize, e.g. 1,234.50.");
    default:
        return R->stage == 1 ? _("Click the seat that gets the first button, then Confirm.")
                             : _("Does the final table form now? Y for yes, N for no.");
    }
}

/* The controls: 1 when the answer is given. */
static int controls(app_t *a, director_run_t *R)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const layout_rect_t c = layout_at("director.controls");
    int submit = 0, can = 1;
    char line[200];
    switch (R->d.topic) {
    case DRILL_MTT_BALANCING:
        if (R->pick_player >= 0 && R->pick_table > 0)
            snprintf(line, sizeof line, _("%s moves to table %d, seat %d"), R->d.names[R->pick_player], R->pick_table,
                     R->pick_seat);
        else
            snprintf(line, sizeof line, "%s", _("No move made yet"));
        gfx_text_fit(G, line, c.x + 16, c.y + 20, c.w - 32, 16, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_TOP);
        can = R->pick_player >= 0 && R->pick_table > 0;
        break;
    case DRILL_MTT_BREAKING: {
        int n = 0;
        for (int r = 0; r < R->d.answer.n_rows; r++)
            n += R->sits_out[r];
        if (n)
            snprintf(line, sizeof line, P_("%d player sits out the next hand", "%d players sit out the next hand", n), n);
        else
            snprintf(line, sizeof line, "%s", _("Everyone drawn is dealt in"));
        gfx_text_fit(G, line, c.x + 16, c.y + 20, c.w - 32, 16, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_TOP);
        break;
    }
    case DRILL_MTT_HAND_FOR_HAND: {
        layout_rect_t r = layout_at("director.tie_yes");
        gfx_text(G, _("Do they tie?"), c.x + 16, r.y + r.h / 2, 14, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
        ui_name(u, "director.tie_yes");
        if (ui_button(u, ui_id("director.tie_yes", 0), r.x, r.y, r.w, r.h, _("Yes"), "Y", R->yes == 1 ? UI_PRIMARY : 0,
                      _("These eliminations tie")) ||
            (u->focus == 0 || !u->wants_text ? ui_key(u, SDLK_y) : 0))
            R->yes = 1;
        r = layout_at("director.tie_no");
        ui_name(u, "director.tie_no");
        if (ui_button(u, ui_id("director.tie_no", 0), r.x, r.y, r.w, r.h, _("No"), "N", R->yes == 0 ? UI_PRIMARY : 0,
                      _("They do not tie")) ||
            (u->focus == 0 || !u->wants_text ? ui_key(u, SDLK_n) : 0))
            R->yes = 0;
        const layout_rect_t pl = layout_at("director.place"), pt = layout_at("director.place_to"),
                            pz = layout_at("director.prize");
        gfx_text(G, _("Place"), pl.x, pl.y - 4, 11, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_BOTTOM);
        gfx_text(G, _("to"), pt.x, pt.y - 4, 11, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_BOTTOM);
        gfx_text(G, _("Prize"), pz.x, pz.y - 4, 11, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_BOTTOM);
        int enter = 0;
        for (int k = 0; k < R->d.answer.n_rows && k < 3; k++) {
            float dy = (float)k * 34;
            gfx_text_fit(G, R->d.names[R->d.answer.row[k].player], c.x + 16, pl.y + dy + pl.h / 2, pl.x - c.x - 24, 13,
                         GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
            int e = 0;
            char nm[32];
            snprintf(nm, sizeof nm, "director.place.%d", k + 1);
            ui_name(u, nm);
            ui_textfield(u, ui_id("director.place", k), pl.x, pl.y + dy, pl.w, pl.h, R->place[k], sizeof R->place[k],
                         UI_NUMERIC, &e, _("Finishing place, e.g. 4"));
            enter |= e;
            snprintf(nm, sizeof nm, "director.place_to.%d", k + 1);
            ui_name(u, nm);
            ui_textfield(u, ui_id("director.place_to", k), pt.x, pt.y + dy, pt.w, pt.h, R->place_to[k],
                         sizeof R->place_to[k], UI_NUMERIC, &e, _("When tied: the last place shared, e.g. 5 (blank: none)"));
            enter |= e;
            snprintf(nm, sizeof nm, "director.prize.%d", k + 1);
            ui_name(u, nm);
            ui_textfield(u, ui_id("director.prize", k), pz.x, pz.y + dy, pz.w, pz.h, R->prize[k], sizeof R->prize[k], 0, &e,
                         _("Prize in money, e.g. 1,234.50 (0 if unpaid)"));
            enter |= e;
        }
        can = R->yes >= 0;
        submit = enter && can;
        break;
    }
    default:
        if (R->stage == 0) {
            gfx_text_fit(G, _("Does the final table form now?"), c.x + 16, c.y + 20, c.w - 32, 16, GFX_FONT_BOLD, C_TEXT,
                         GFX_LEFT | GFX_TOP);
            layout_rect_t r = layout_at("director.yes");
            int yes = 0, no = 0;
            ui_name(u, "director.yes");
            if (ui_button(u, ui_id("director.yes", 0), r.x, r.y, r.w, r.h, _("Yes"), "Y", 0, _("Every table breaks; a new draw seats the final table")) ||
                ui_key(u, SDLK_y))
                yes = 1;
            r = layout_at("director.no");
            ui_name(u, "director.no");
            if (ui_button(u, ui_id("director.no", 0), r.x, r.y, r.w, r.h, _("No"), "N", 0, _("The tables play on")) ||
                ui_key(u, SDLK_n))
                no = 1;
            if (no) {
                R->yes = 0;
                return 1;
            }
            if (yes) {
                R->yes = 1;
                if (!R->d.answer.yes)
                    return 1; /* it does not form: nothing to seat */
                R->stage = 1;
                dpic_add_final(&R->pic, &R->d);
                R->pic.t[R->pic.n - 1].button = 0; /* shown once answered */
                dpic_layout(&R->pic, R->pic.x, R->pic.y, R->pic.w, R->pic.h);
            }
            return 0;
        }
        if (R->button_pick > 0)
            snprintf(line, sizeof line, _("It forms; the first button: seat %d"), R->button_pick);
        else
            snprintf(line, sizeof line, "%s", _("It forms; no button seat chosen yet"));
        gfx_text_fit(G, line, c.x + 16, c.y + 20, c.w - 32, 16, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_TOP);
        can = R->button_pick > 0;
        break;
    }
    layout_rect_t r = layout_at("director.confirm");
    ui_name(u, "director.confirm");
    if (ui_button(u, ui_id("director.confirm", 0), r.x, r.y, r.w, r.h, _("Confirm"), "Enter", can ? UI_PRIMARY : UI_DISABLED,
                  _("Give this answer: it is graded at once")) ||
        (can && ui_key(u, SDLK_RETURN)))
        submit = 1;
    return submit && can;
}

static const char *verdict(const director_run_t *R) { return R->was_right ? _("Right") : _("Not quite"); }

/* The feedback: verdict, the parts, the reason (left); the rule and Next (right). 1 on Next. */
static int feedback(app_t *a, director_run_t *R)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const layout_rect_t L = layout_at("director.given"), C = layout_at("director.controls");
    gfx_text(G, verdict(R), L.x + 16, L.y + 10, 20, GFX_FONT_BOLD, R->was_right ? C_GREEN : C_RED, GFX_LEFT | GFX_TOP);
    ui_mark(u, "director.verdict", L.x + 16, L.y + 10, 200, 24, verdict(R));
    char parts[DRILL_MTT_MAX_ROWS + 2][160];
    int ok[DRILL_MTT_MAX_ROWS + 2];
    int n = director_parts(R, parts, ok, DRILL_MTT_MAX_ROWS + 2);
    /* the parts in two columns beside the verdict, then the reason under them */
    float py = L.y + 40;
    int cols = n > 3 ? 2 : 1;
    float cw = (L.w - 32) / (float)cols;
    int rows = (n + cols - 1) / cols;
    for (int k = 0; k < n; k++) {
        float x = L.x + 16 + (float)(k / rows) * cw, y = py + (float)(k % rows) * 18;
        char nm[32];
        snprintf(nm, sizeof nm, "director.part.%d", k + 1);
        gfx_text_fit(G, parts[k], x + 18, y, cw - 24, 13, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_TOP);
        gfx_fill_ellipse(G, x + 6, y + 8, 6, 6, ok[k] ? C_GREEN : C_RED);
        ui_mark(u, nm, x, y, cw, 18, ok[k] ? "right" : "wrong");
    }
    float ry = py + (float)rows * 18 + 6;
    rule_view_plain(a, R->d.why, L.x + 16, ry, L.w - 24, L.y + L.h - ry - 6, 13, C_DIM, &R->why_scroll);
    /* the rule */
    const char *title = R->tr->rb ? drill_rule_title(R->tr->rb, R->d.rule) : NULL;
    const char *text = R->tr->rb ? drill_rule_text(R->tr->rb, R->d.rule) : NULL;
    char head[200];
    snprintf(head, sizeof head, "%s%s%s", R->d.rule, title ? "  " : "", title ? title : "");
    gfx_text_fit(G, head, C.x + 16, C.y + 10, C.w - 32, 16, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    ui_mark(u, "director.rule", C.x + 16, C.y + 10, C.w - 32, 18, R->d.rule);
    if (text)
        rule_view_text(a, text, C.x + 16, C.y + 34, C.w - 24, C.h - 90, 13, &R->rule_scroll);
    int next = ui_id("director.next", 0);
    if (u->focus == 0)
        ui_focus(u, next);
    layout_rect_t r = layout_at("director.in_full");
    ui_name(u, "director.in_full");
    if (ui_button(u, ui_id("director.in_full", 0), r.x, r.y, r.w, r.h, _("In full"), "R", 0,
                  _("The whole explanation and the rule's whole text")) ||
        ui_key(u, SDLK_r))
        R->rule_open = 1;
    r = layout_at("director.next");
    ui_name(u, "director.next");
    return ui_button(u, next, r.x, r.y, r.w, r.h, _("Next"), "Space", UI_PRIMARY, _("The next drill")) ||
           ui_key(u, SDLK_SPACE) || ui_key(u, SDLK_RETURN);
}

/* The rule in full over the screen, with the reason first (the rule book viewer). */
static void rule_dialog(app_t *a, director_run_t *R)
{
    const layout_rect_t D = layout_at("director.rule_dialog");
    if (rule_dialog_show(a, R->tr->rb, D, (layout_rect_t){D.x + D.w - 192, D.y + D.h - 66, 160, 44},
                         "director.rule_close", verdict(R), R->was_right, R->feedback, R->d.rule, &R->dialog_scroll))
        R->rule_open = 0;
}

int director_view(app_t *a, director_run_t *R, const char *heading)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    if (R->rule_open)
        ui_set_modal(u, 1);
    gfx_background(G);
    /* the question */
    const layout_rect_t q = layout_at("director.question");
    gfx_panel(G, q.x, q.y, q.w, q.h);
    char title[160];
    snprintf(title, sizeof title, "%s", heading ? heading : director_topic_title(R->d.topic));
    gfx_text(G, title, q.x + 14, q.y + 6, 13, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    practice_text_box(G, R->d.question, q.x + 14, q.y + 22, q.w - 28, q.h - 24, 14, GFX_FONT_REGULAR, C_TEXT);
    ui_mark(u, "director.question", q.x, q.y, q.w, q.h, drill_mtt_topic_name(R->d.topic));
    /* the picture */
    if (!R->answered)
        picture_input(a, R);
    dpic_draw(a, &R->pic, R->dragging ? R->grab : -1);
    if (!R->answered)
        picture_marks(a, R);
    else
        picture_answer(a, R);
    /* the panels */
    const layout_rect_t L = layout_at("director.given"), C = layout_at("director.controls");
    gfx_panel(G, L.x, L.y, L.w, L.h);
    gfx_panel(G, C.x, C.y, C.w, C.h);
    int next = 0;
    if (!R->answered) {
        practice_text_box(G, hint_of(R), L.x + 16, L.y + 10, L.w - 32, 36, 13, GFX_FONT_REGULAR, C_GOLD);
        ui_mark(u, "director.hint", L.x + 16, L.y + 10, L.w - 32, 36, NULL);
        const char *given = R->d.topic == DRILL_MTT_FINAL_TABLE ? "" : R->d.given;
        if (R->d.topic == DRILL_MTT_BALANCING)
            given = _("Each table's last hand: D the button, SB and BB the blinds. Empty seats are shown by number; a "
                      "seat marked \"just out\" lost its player in that hand.");
        else if (R->d.topic == DRILL_MTT_FINAL_TABLE)
            given = R->stage == 1 ? _("The new draw seats the final table; each player's high card for the button is "
                                      "shown by their plate.")
                                  : _("Each table's last hand: D the button, SB and BB the blinds.");
        rule_view_plain(a, given, L.x + 16, L.y + 52, L.w - 24, L.h - 58, 13, C_TEXT, &R->why_scroll);
        if (controls(a, R))
            director_grade(a, R, !a->headless || R->shadow);
    } else {
        next = feedback(a, R);
    }
    if (R->rule_open)
        rule_dialog(a, R);
    return next;
}

/* ---- the screen --------------------------------------------------------------------------------- */

static director_run_t *run_of(practice_t *P)
{
    if (!P->director)
        P->director = calloc(1, sizeof *P->director);
    return P->director;
}

int director_start(app_t *a, practice_t *P)
{
    director_run_t *R = run_of(P);
    if (!R)
        return -1;
    director_begin(a, R, &P->tr);
    if (director_next(a, R) != 0) {
        R->active = 0;
        return -1;
    }
    app_go(a, SCREEN_DIRECTOR);
    return 0;
}

void director_free(practice_t *P)
{
    free(P->director);
    P->director = NULL;
}

/* The session's end: the score per topic; Again or the menu. */
static void summary(app_t *a, director_run_t *R)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    gfx_background(G);
    gfx_table(G, "");
    const layout_rect_t p = layout_at("director.summary");
    gfx_shadow(G, p.x, p.y, p.w, p.h, 16, 26, C_SHADOW);
    gfx_panel(G, p.x, p.y, p.w, p.h);
    gfx_text(G, _("Session over"), p.x + 32, p.y + 28, 26, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_TOP);
    char line[200];
    snprintf(line, sizeof line, _("%d of %d right"), R->right, R->done);
    gfx_text(G, line, p.x + 32, p.y + 72, 18, GFX_FONT_BOLD, R->done && R->right * 5 >= R->done * 4 ? C_GREEN : C_GOLD,
             GFX_LEFT | GFX_TOP);
    ui_mark(u, "director.score", p.x + 32, p.y + 72, 300, 22, line);
    float y = p.y + 112;
    for (int t = 0; t < DRILL_MTT_TOPIC_COUNT; t++) {
        if (!R->t_asked[t])
            continue;
        snprintf(line, sizeof line, _("%s: %d of %d"), director_topic_title((drill_mtt_topic_t)t), R->t_right[t], R->t_asked[t]);
        gfx_text(G, line, p.x + 32, y, 15, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_TOP);
        y += 24;
    }
    layout_rect_t r = layout_at("director.again");
    ui_name(u, "director.again");
    if (ui_button(u, ui_id("director.again", 0), r.x, r.y, r.w, r.h, _("Again"), "Enter", UI_PRIMARY, NULL) ||
        ui_key(u, SDLK_RETURN)) {
        director_begin(a, R, R->tr);
        if (director_next(a, R) != 0)
            app_go(a, SCREEN_PRACTICE);
        return;
    }
    r = layout_at("director.menu");
    ui_name(u, "director.menu");
    if (ui_button(u, ui_id("director.menu", 0), r.x, r.y, r.w, r.h, _("Practice menu"), "Esc", 0, NULL) ||
        ui_key(u, SDLK_ESCAPE)) {
        R->active = 0;
        app_go(a, SCREEN_PRACTICE);
    }
}

void screen_director(app_t *a)
{
    practice_t *P = practice_state(a);
    director_run_t *R = P ? P->director : NULL;
    if (!R || !R->active) {
        app_go(a, SCREEN_PRACTICE);
        return;
    }
    if (R->summary) {
        summary(a, R);
        return;
    }
    if (!R->have && director_next(a, R) != 0) {
        R->active = 0;
        app_go(a, SCREEN_PRACTICE);
        return;
    }
    int next = director_view(a, R, NULL);
    ui_t *u = &a->ui;
    const layout_rect_t end = layout_at("director.end_session");
    if (!R->rule_open) {
        ui_name(u, "director.end_session");
        if (ui_button(u, ui_id("director.end_session", 0), end.x, end.y, end.w, end.h, _("End session"), "Esc", UI_NO_FOCUS,
                      _("The summary of this session")) ||
            ui_key(u, SDLK_ESCAPE)) {
            if (R->mixed) {
                /* the dealer session's summary counts both */
                if (P->drill_count)
                    P->drill_count(P, -1, 1);
                R->have = 0;
                app_go(a, SCREEN_DRILL);
                return;
            }
            R->summary = 1;
            return;
        }
    }
    if (next && R->mixed) {
        R->have = 0;
        app_go(a, SCREEN_DRILL);
        return;
    }
    if (next) {
        if (R->goal && R->done >= R->goal)
            R->summary = 1;
        else
            director_next(a, R);
    }
}

/* A slip for the feedback picture: a wrong answer of the usual kind. */
static void slip(director_run_t *R)
{
    const drill_mtt_answer_t *A = &R->d.answer;
    switch (R->d.topic) {
    case DRILL_MTT_BALANCING: {
        /* the right player to the wrong seat: another empty seat at the right table, else at any
         * other table than their own */
        int seats[DPIC_MAX_TABLES * ENGINE_MAX_SEATS];
        int ns = candidates(R, seats, DPIC_MAX_TABLES * ENGINE_MAX_SEATS, 1);
        for (int i = 0; i < R->pic.n; i++)
            for (int s = 1; s <= R->pic.t[i].n_seats; s++)
                if (R->pic.t[i].seat[s].occupied && R->pic.t[i].seat[s].player == A->player)
                    for (int pass = 0; pass < 2; pass++)
                        for (int k = 0; k < ns; k++) {
                            const dpic_table_t *t = &R->pic.t[seats[k] / DPIC_SEAT_STRIDE];
                            int ok = pass == 0 ? t->number == A->table && seats[k] % DPIC_SEAT_STRIDE != A->seat
                                               : t->number != A->table && seats[k] / DPIC_SEAT_STRIDE != i;
                            if (ok) {
                                drop_on(R, seat_index(i, s), seats[k]);
                                return;
                            }
                        }
        break;
    }
    case DRILL_MTT_BREAKING:
        for (int r = 0; r < A->n_rows; r++)
            R->sits_out[r] = 0; /* everyone dealt in */
        if (A->n_rows > 0 && !A->row[0].sits_out)
            R->sits_out[0] = 1;
        break;
    case DRILL_MTT_HAND_FOR_HAND:
        R->yes = !A->yes;
        for (int r = 0; r < A->n_rows; r++) {
            snprintf(R->place[r], sizeof R->place[r], "%d", A->row[r].place);
            snprintf(R->prize[r], sizeof R->prize[r], "%lld.%02lld", (long long)(A->row[r].prize / 100),
                     (long long)(A->row[r].prize % 100));
        }
        break;
    default:
        /* it forms: the wrong seat for the button; it does not: "it forms" */
        R->yes = 1;
        R->button_pick = A->yes ? (A->button % R->d.table_size) + 1 : 0;
        break;
    }
}

int director_screenshot(app_t *a, const char *topic_seed, int fb)
{
    practice_t *P = practice_state(a);
    director_run_t *R = P ? run_of(P) : NULL;
    if (!R)
        return -1;
    char name[48];
    unsigned long long seed = 1;
    int diff = 2;
    int got = sscanf(topic_seed, "%47[^:]:%llu:%d", name, &seed, &diff);
    drill_mtt_topic_t t;
    if (got < 1 || drill_mtt_topic_parse(name, &t) != 0) {
        fprintf(stderr, "felt: --drill expects TOPIC:SEED[:DIFFICULTY], got '%s'\n", topic_seed);
        return -1;
    }
    if (got == 3 && (diff < 1 || diff > 5)) {
        fprintf(stderr, "felt: --drill %s: the difficulty is 1 to 5, got %d\n", topic_seed, diff);
        return -1;
    }
    director_begin(a, R, &P->tr);
    drill_mtt_t *d = calloc(1, sizeof *d);
    if (!d)
        return -1;
    char err[APP_MSG_LEN];
    int rc = drill_mtt_generate(t, seed, diff, d, err, sizeof err);
    if (rc != 0)
        fprintf(stderr, "felt: --drill %s: %s\n", topic_seed, err);
    else
        rc = director_show(a, R, d);
    free(d);
    if (rc != 0)
        return -1;
    a->screen = SCREEN_DIRECTOR;
    if (fb) {
        slip(R);
        director_grade(a, R, 0);
        R->anim_t0 = a->now - 10.0;
        R->rule_open = fb == 2;
    }
    return 0;
}

/* ---- mixed into a session of dealer drills ------------------------------------------------------ */

void director_mix(app_t *a, practice_t *P, int on)
{
    director_run_t *R = on ? run_of(P) : P->director;
    if (!R)
        return;
    if (!on) {
        R->mixed = 0;
        return;
    }
    director_begin(a, R, &P->tr);
    R->mixed = 1;
    R->goal = 0; /* the dealer session's goal counts both */
}

int director_mixed_turn(app_t *a, practice_t *P)
{
    director_run_t *R = P->director;
    if (!R || !R->mixed || !R->active)
        return 0;
    int dealer = 0, dir = 0;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
        dealer += P->tr.topic_on[t] && (t != DRILL_FLOOR || P->tr.n_floor > 0);
    for (int t = 0; t < DRILL_MTT_TOPIC_COUNT; t++)
        dir += P->tr.dir_on[t] != 0;
    if (dir == 0 || practice_mix64(&R->rng) % (uint64_t)(dealer + dir) >= (uint64_t)dir)
        return 0;
    if (director_next(a, R) != 0)
        return 0;
    app_go(a, SCREEN_DIRECTOR);
    return 1;
}
