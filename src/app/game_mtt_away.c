/* game_mtt_away.c — away until a moment, and watching after the bust (game_mtt_away.h). */
#include "app/game_mtt_away.h"

#include <stdio.h>
#include <string.h>

#include "app/game.h"
#include "app/game_mtt_state.h"
#include "app/i18n.h"
#include "engine/card.h"

#define T MOTION_TIMINGS

static game_mtt_away_t *A_of(struct game *g) { return &g->mtt->away; }

const char *game_mtt_away_words(int until)
{
    switch (until) {
    case TOURNEY_AWAY_LEVEL:
        return _("until the next level");
    case TOURNEY_AWAY_BUBBLE:
        return _("until the bubble");
    case TOURNEY_AWAY_FINAL:
        return _("until the final table");
    default:
        return _("until I come back");
    }
}

void game_mtt_away_init(game_t *g)
{
    game_mtt_away_t *A = A_of(g);
    memset(A, 0, sizeof *A);
    A->until = GAME_AWAY_NONE;
    A->wsub = -1;
    A->wspeed = GAME_WATCH_SPEED;
}

int game_mtt_away_on(const game_t *g) { return g->mtt && g->mtt->away.until != GAME_AWAY_NONE; }

int game_mtt_away_can(const game_t *g, int until, char *why, size_t n)
{
    const game_mtt_t *M = g->mtt;
    why[0] = '\0';
    if (!M || M->done || g->hero_busted) {
        snprintf(why, n, "%s", _("You are out of the tournament"));
        return 0;
    }
    const tourney_t *t = session_mtt_tourney(M->m);
    if (until < 0 || until >= TOURNEY_AWAY_COUNT)
        return 0;
    if (until != TOURNEY_AWAY_UNTIL_BACK && tourney_away_reached(t, (tourney_away_t)until, tourney_level_now(t))) {
        snprintf(why, n, "%s",
                 until == TOURNEY_AWAY_BUBBLE ? _("The bubble has come: hand-for-hand or the money")
                 : until == TOURNEY_AWAY_FINAL ? _("The final table is playing")
                                               : _("The last level lasts to the end"));
        return 0;
    }
    if (until == TOURNEY_AWAY_LEVEL && tourney_level_now(t) + 1 >= M->st.n_levels) {
        snprintf(why, n, "%s", _("The last level lasts to the end"));
        return 0;
    }
    return 1;
}

/* Going away and coming back stand between two moments (the journal puts them there): a moment
 * the drive has played in part is played to its end first. */
static void end_the_moment(game_t *g)
{
    game_mtt_t *M = g->mtt;
    while (session_mtt_moment_open(M->m)) {
        session_mtt_step_t r = session_mtt_step_some(M->m, 0);
        g->mtt_ops->pull(g);
        if (r != SESSION_MTT_MORE)
            break;
    }
}

int game_mtt_away_go(game_t *g, int until)
{
    game_mtt_t *M = g->mtt;
    game_mtt_away_t *A = A_of(g);
    char why[128];
    end_the_moment(g);
    if (A->until != GAME_AWAY_NONE || !game_mtt_away_can(g, until, why, sizeof why) ||
        session_mtt_away(M->m, M->person, (tourney_away_t)until) != 0) {
        game_log(g, _("You cannot go away %s: %s"), game_mtt_away_words(until), why[0] ? why : _("your seat is not yours now"));
        return -1;
    }
    A->until = until;
    A->speed = g->speed;
    if (g->speed > 0)
        g->speed = g->speed * GAME_AWAY_PACE;
    g->pre_checkfold = g->pre_callany = 0;
    game_log(g, _("Away %s: a bot plays your seat"), game_mtt_away_words(until));
    g->mtt_ops->save(g); /* a Continue finds the person away */
    return 0;
}

int game_mtt_away_back(game_t *g)
{
    game_mtt_t *M = g->mtt;
    end_the_moment(g);
    if (!game_mtt_away_on(g) || session_mtt_back(M->m, M->person) != 0)
        return -1;
    g->mtt_ops->save(g);
    g->mtt_ops->pull(g); /* the TEV_BACK: shown when the table has caught up */
    return 0;
}

/* The seat is the person's again: the pace they chose, the banner saying why. */
static void given_back(game_t *g, const tourney_ev_t *v)
{
    game_mtt_away_t *A = A_of(g);
    if (A->until == GAME_AWAY_NONE)
        return;
    g->speed = A->speed;
    A->until = GAME_AWAY_NONE;
    A->returns++;
    const char *title;
    switch (v->place) {
    case TOURNEY_AWAY_LEVEL:
        title = _("The next level: you are back");
        break;
    case TOURNEY_AWAY_BUBBLE:
        title = _("The bubble: you are back");
        break;
    case TOURNEY_AWAY_FINAL:
        title = _("The final table: you are back");
        break;
    default:
        title = _("You are back");
        break;
    }
    snprintf(A->back_title, sizeof A->back_title, "%s", title);
    motion_banner(&g->mo, g->clock, title, _("Your next decision is yours again"), T.banner_break + 1.0);
    game_log(g, "%s", title);
}

void game_mtt_away_out(game_t *g)
{
    game_mtt_away_t *A = A_of(g);
    if (A->until == GAME_AWAY_NONE)
        return;
    g->speed = A->speed; /* the bust is seen at the person's pace */
    A->until = GAME_AWAY_NONE;
}

void game_mtt_away_resumed(game_t *g)
{
    game_mtt_t *M = g->mtt;
    game_mtt_away_t *A = A_of(g);
    int until = tourney_away_until(session_mtt_tourney(M->m), M->person);
    if (until < 0 || A->until != GAME_AWAY_NONE)
        return;
    A->until = until;
    A->speed = g->speed;
    if (g->speed > 0)
        g->speed = g->speed * GAME_AWAY_PACE;
    game_log(g, _("Away %s: a bot plays your seat"), game_mtt_away_words(until));
}

int game_mtt_away_sub(const game_t *g)
{
    const game_mtt_t *M = g->mtt;
    return M->away.watch == GAME_WATCH_TABLE && M->away.wsub >= 0 ? M->away.wsub : M->sub;
}

/* ---- after the bust: watching ------------------------------------------------------------------ */

static int in_play(const tourney_t *t, int table) { return table >= 1 && table <= tourney_tables(t) && tourney_table_count(t, table) > 0; }

/* The table on screen becomes table `table` in its public view: its seats, names and stacks as
 * its engine has them now; the next hand's events bring the rest (reset_table's way). */
static void reset_watch(game_t *g, int table)
{
    game_mtt_t *M = g->mtt;
    game_mtt_away_t *A = &M->away;
    const tourney_t *t = session_mtt_tourney(M->m);
    if (A->wsub >= 0)
        session_mtt_unsubscribe(M->m, A->wsub);
    A->wsub = session_mtt_subscribe_table(M->m, table);
    A->wtable = table;
    A->watch = GAME_WATCH_TABLE;
    M->table = table;
    g->hero = -1;
    g->owner = -1;
    g->people[0].seat = -1; /* out: no seat of theirs on the table watched */
    /* what was queued of the table left is dropped with its motion */
    g->q_head = g->q_count = 0;
    g->mo.n_fx = 0;
    g->mo.n_pending = 0;
    motion_new_hand(&g->mo);
    g->busy_until = g->clock;
    const engine_t *e = tourney_table_engine(t, table);
    view_t v;
    if (e)
        engine_view(e, -1, &v);
    tmodel_reseat(&g->shown, g->n_seats, e ? &v : NULL, 1);
    game_table_fresh(g);
    char sub[96];
    snprintf(sub, sizeof sub, _("Left and Right: another table; %d players left"), tourney_players_left(t));
    char title[64];
    snprintf(title, sizeof title, _("Watching table %d"), table);
    motion_banner(&g->mo, g->clock, title, sub, T.banner_break);
    game_log(g, _("Watching table %d"), table);
}

void game_mtt_watch(game_t *g, int table)
{
    game_mtt_t *M = g->mtt;
    game_mtt_away_t *A = &M->away;
    const tourney_t *t = session_mtt_tourney(M->m);
    if (!in_play(t, table)) {
        tourney_result_t r;
        tourney_result(t, M->person, &r);
        table = in_play(t, r.table) ? r.table : 0;
        for (int i = 1; !table && i <= tourney_tables(t); i++)
            if (in_play(t, i))
                table = i;
    }
    if (!table)
        return;
    if (A->watch == GAME_WATCH_NONE)
        A->speed = g->speed;
    g->watch_choice = 1;
    g->fast_forward = 0;
    g->speed = A->wspeed;
    reset_watch(g, table);
}

void game_mtt_watch_next(game_t *g, int dir)
{
    game_mtt_t *M = g->mtt;
    game_mtt_away_t *A = &M->away;
    const tourney_t *t = session_mtt_tourney(M->m);
    int n = tourney_tables(t);
    if (A->watch != GAME_WATCH_TABLE || n <= 0)
        return;
    for (int k = 1; k <= n; k++) {
        int tb = ((A->wtable - 1 + dir * k) % n + n) % n + 1;
        if (in_play(t, tb)) {
            if (tb != A->wtable)
                reset_watch(g, tb);
            return;
        }
    }
}

void game_mtt_skip_final(game_t *g)
{
    game_mtt_t *M = g->mtt;
    game_mtt_away_t *A = &M->away;
    const tourney_t *t = session_mtt_tourney(M->m);
    int playing = 0, last = 0;
    for (int i = 1; i <= tourney_tables(t); i++)
        if (in_play(t, i))
            playing++, last = i;
    if (A->watch == GAME_WATCH_NONE)
        A->speed = g->speed;
    if (playing <= 1) { /* the final table plays already: watch it */
        A->final_seen = 1;
        game_mtt_watch(g, last);
        return;
    }
    if (A->wsub >= 0)
        session_mtt_unsubscribe(M->m, A->wsub);
    A->wsub = -1;
    A->wtable = 0;
    A->watch = GAME_WATCH_SKIP;
    g->watch_choice = 1;
    g->fast_forward = 1; /* nothing is shown: the tournament runs at speed */
    game_log(g, _("Skipping to the final table: %d players left"), tourney_players_left(t));
}

void game_mtt_watch_pace(game_t *g, int faster)
{
    game_mtt_away_t *A = A_of(g);
    if (A->watch != GAME_WATCH_TABLE)
        return;
    float s = faster > 0 ? A->wspeed * 0.5f : A->wspeed * 2.0f;
    if (s < 0.05f)
        s = 0.05f;
    if (s > 1.6f)
        s = 1.6f;
    A->wspeed = s;
    g->speed = s;
    game_log(g, _("Watching at %.0f%% of the normal pace"), 100.0 / s);
}

void game_mtt_away_tev(game_t *g, const tourney_ev_t *v)
{
    game_mtt_t *M = g->mtt;
    game_mtt_away_t *A = &M->away;
    if (v->type == TEV_BACK && v->player == M->person) {
        given_back(g, v);
        return;
    }
    if (!g->hero_busted || A->watch == GAME_WATCH_NONE)
        return;
    if (v->type == TEV_FINAL_TABLE && v->to_table > 0) {
        /* skipping ends here; a watcher is taken to the final table's draw */
        A->final_seen = 1;
        game_mtt_watch(g, v->to_table);
        motion_banner(&g->mo, g->clock, _("The final table"), v->reason, T.banner_champion);
        return;
    }
    if (A->watch == GAME_WATCH_TABLE && v->type == TEV_TABLE_BREAK && v->from_table == A->wtable)
        game_mtt_watch_next(g, 1); /* the table watched breaks: the next one in play */
}

void game_mtt_away_intent(game_t *g, int op, int on)
{
    if (!g->mtt)
        return;
    switch (op) {
    case GAME_MTT_OP_AWAY:
        game_mtt_away_go(g, on);
        break;
    case GAME_MTT_OP_BACK:
        game_mtt_away_back(g);
        break;
    case GAME_MTT_OP_WATCH:
        if (g->hero_busted)
            game_mtt_watch(g, on);
        break;
    case GAME_MTT_OP_WATCH_NEXT:
        game_mtt_watch_next(g, on);
        break;
    case GAME_MTT_OP_SKIP_FINAL:
        if (g->hero_busted)
            game_mtt_skip_final(g);
        break;
    case GAME_MTT_OP_PACE:
        game_mtt_watch_pace(g, on);
        break;
    default:
        break;
    }
}
