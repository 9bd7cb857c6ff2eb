/* headless.c — the program without a person at it (see headless.h): pictures, the privacy
 * check on pixels, the frame benchmark. Everything here runs on the dummy or software renderer
 * and never touches the player's files. */
#define _POSIX_C_SOURCE 200809L
#include "app/headless.h"

#include <SDL_image.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/game.h"
#include "app/format.h"
#include "app/game_mtt.h"
#include "engine/card.h"
#include "app/i18n.h"
#include "app/scr_review.h"
#include "app/scr_lobby.h"
#include "app/requests.h"
#include "app/scr_practice.h"
#include "app/director.h"
#include "app/scr_report.h"
#include "engine/scenario.h"
#include "render/tablegfx.h"

static int save_png(app_t *a, const char *path)
{
    int w, h;
    SDL_GetRendererOutputSize(a->ren, &w, &h);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return -1;
    int rc = SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch);
    if (rc == 0)
        rc = IMG_SavePNG(s, path);
    SDL_FreeSurface(s);
    if (rc != 0)
        fprintf(stderr, "felt: cannot write %s: %s\n", path, SDL_GetError());
    return rc;
}

/* Catch the screen up with everything that happened (instant speed, no waiting). */
static void settle(app_t *a)
{
    game_t *g = a->game;
    float keep = g->speed;
    g->speed = 0;
    game_update(g, 0.0, a->wall_ms);
    for (int i = 0; i < 100000 && !game_idle(g); i++)
        game_update(g, 0.0, a->wall_ms);
    g->speed = keep;
    if (getenv("FELT_DEBUG"))
        fprintf(stderr, "settle: q %d fx %d pending %d clock %.3f busy %.3f hand %d\n", g->q_count, g->mo.n_fx, g->mo.n_pending, g->clock, g->busy_until, g->shown.hand_no);
}

/* Seat the command line's people: seats 1..n, named and coloured as set-up would. */
static void seat_people(app_t *a, const felt_opts_t *o)
{
    static const char *const names[10] = {"Ana", "Ben", "Cleo", "Dev", "Eli", "Flo", "Gus", "Hal", "Ida", "Jo"};
    a->setup.n_seats = o->seats;
    for (int i = 0; i < 10; i++) {
        a->setup.person[i] = i < o->people && i < o->seats;
        snprintf(a->setup.pname[i], sizeof a->setup.pname[i], "%s", o->people > 1 ? names[i] : "");
        a->setup.pcolour[i] = i;
    }
}

/* Play with every seat a bot until `hands` hands are done and a person is to act (or the
 * tournament ends); then the people's seats are theirs again. */
static void autoplay(app_t *a, int hands, int to_end)
{
    game_t *g = a->game;
    char err[256];
    int hero = g->hero;
    for (int i = 0; i < g->n_people; i++)
        if (session_set_bot(g->s, g->people[i].seat, "tag:medium", err, sizeof err) != 0)
            fprintf(stderr, "felt: %s\n", err);
    g->no_drive = 1;
    for (long i = 0; i < 5000000; i++) {
        session_wait_t w;
        session_wait(g->s, &w);
        view_t v;
        session_view(g->s, -1, &v);
        if (getenv("FELT_DEBUG") && i < 40)
            fprintf(stderr, "autoplay %ld: wait %d seat %d hand %d\n", i, w.kind, w.seat, v.hand_no);
        if (w.kind == SESSION_WAIT_FINISHED)
            break;
        if (!to_end && v.hand_no > hands && w.kind == SESSION_WAIT_ACTION && game_person_at(g, w.seat) >= 0)
            break;
        if (!to_end && v.hand_no > hands && v.seats[hero].eliminated)
            break;
        cmd_t c = {CMD_NONE, -1, 0};
        if (w.kind == SESSION_WAIT_START)
            c.type = CMD_START;
        else if (w.kind == SESSION_WAIT_NEXT_HAND)
            c.type = CMD_NEXT_HAND;
        else if (w.kind == SESSION_WAIT_BREAK)
            c.type = CMD_ADVANCE_LEVEL;
        if (c.type != CMD_NONE)
            session_submit(g->s, c);
        else
            session_step(g->s);
        /* the screen catches up as it goes (its queue is bounded) */
        if (i % 64 == 0) {
            g->speed = 0;
            game_update(g, 0.0, a->wall_ms);
        }
    }
    for (int i = 0; i < g->n_people; i++)
        session_set_agent(g->s, g->people[i].seat, NULL, err, sizeof err);
    g->no_drive = 0;
    settle(a);
}

/* The scripted person of a headless multi-table tournament: a pair (or any two cards once short)
 * goes all-in, a free look is taken, a call of at most a big blind is made, the rest folded;
 * rebuys and add-ons declined. */
static cmd_t mtt_script(const game_t *g, const session_wait_t *w)
{
    cmd_t c = {CMD_FOLD, w->seat, 0};
    if (w->kind == SESSION_WAIT_DECISION) {
        c.type = CMD_DECLINE;
        return c;
    }
    view_t v;
    game_view(g, g->hero, &v);
    const view_seat_t *me = &v.seats[w->seat];
    int pair = me->cards_known && card_rank(me->hole[0]) == card_rank(me->hole[1]);
    int shove = pair || (v.bb > 0 && me->stack + me->committed < 8 * v.bb);
    if (shove && w->legal.can_allin)
        c.type = CMD_ALLIN;
    else if (w->legal.can_check)
        c.type = CMD_CHECK;
    else if (w->legal.can_call && w->legal.call_amount <= v.bb)
        c.type = CMD_CALL;
    return c;
}

/* The person's table as the tournament has it: to compare a continued tournament with the one saved. */
static void mtt_state(const game_t *g, const char *tag)
{
    const game_mtt_t *M = g->mtt;
    const tourney_t *t = game_mtt_tourney(g);
    view_t v;
    int seat = -1, table = tourney_player_table(t, M->person, &seat);
    printf("mtt: %s table %d seat %d hands %d clock %lld left %d", tag, table, seat + 1, M->hands_played,
           (long long)tourney_now(t), tourney_players_left(t));
    if (session_mtt_view(M->m, M->person, &v) == 0) {
        printf(" level %d hand %d stacks", v.level_number, v.hand_no);
        for (int s = 0; s < v.n_seats; s++)
            printf("%s%" PRId64, s ? "," : " ", v.seats[s].occupied ? v.seats[s].stack + v.seats[s].in_pot : -1);
    }
    /* as the tournament has it / as the table's strip shows it */
    printf(" hand-for-hand %d/%d\n", tourney_hand_for_hand(t), M->hand_for_hand);
}

/* Every entrant's finish, folded into one number: two runs of one tournament give the same. */
static void mtt_digest(const game_t *g)
{
    const tourney_t *t = game_mtt_tourney(g);
    uint64_t h = 1469598103934665603ULL;
    for (int p = 0; p < tourney_players(t); p++) {
        tourney_result_t r;
        tourney_result(t, p, &r);
        uint64_t x[4] = {(uint64_t)r.place, (uint64_t)r.prize, (uint64_t)r.table, (uint64_t)r.time};
        for (int k = 0; k < 4; k++)
            h = (h ^ x[k]) * 1099511628211ULL;
    }
    int hands = 0;
    for (int i = 1; i <= tourney_tables(t); i++)
        hands += tourney_table_hands(t, i);
    printf("mtt: digest %016" PRIx64 " hands %d clock %lld\n", h, hands, (long long)tourney_now(t));
}

/* Play the headless multi-table tournament through the game's own step at instant speed, the
 * scripted person answering, until they have played `hands` hands (to_end: to the end, their
 * bust answered with "see the results"). Prints the table changes and, at the end, the finish
 * the game shows beside the engine's tourney_result. */
static int mtt_handoff_stop; /* --screen handoff: stop at the first hand-off after --hands hands */

/* A headless run drives the other tables by a count of slices a step, not by the clock, so two
 * runs step alike (with several people, who is handed the screen first follows the stepping). */
enum { HEADLESS_MTT_SLICES = 64 };

static int mtt_play(app_t *a, int hands, int to_end, const char *stop_at)
{
    game_t *g = a->game;
    const game_mtt_t *M = g->mtt;
    g->speed = 0;
    g->mtt->fixed_slices = HEADLESS_MTT_SLICES; /* the same run every time (hot-seat's hand-offs) */
    int last_table = 0, first = 1, h4h = M->hand_for_hand, handoff_table = 0;
    for (long i = 0; i < 20000000 && !g->finished; i++) {
        session_wait_t w;
        if (mtt_handoff_stop && g->handoff >= 0 && game_idle(g) && M->hands_played > hands &&
            (mtt_handoff_stop == 1 || (handoff_table > 0 && M->table != handoff_table))) {
            printf("mtt: stopped at the hand-off to %s at table %d\n", g->people[g->handoff].name, M->table);
            return 0;
        }
        if (g->handoff >= 0 && game_idle(g)) {
            /* hot-seat: the person named behind the hand-off comes to the screen */
            printf("mtt: hand-off to %s at table %d, seat %d\n", g->people[g->handoff].name, M->table,
                   g->people[g->handoff].seat + 1);
            game_handoff_done(g);
            handoff_table = M->table;
        }
        if (game_hero_to_act(g, &w) || game_hero_deciding(g, &w)) {
            if (first)
                mtt_state(g, "first turn");
            first = 0;
            if (!to_end && M->hands_played > hands) {
                mtt_state(g, "stopped at");
                break;
            }
            engine_reject_t r = game_act(g, mtt_script(g, &w));
            if (r != REJ_OK) {
                fprintf(stderr, "felt: the scripted person's command was refused: %s\n", engine_reject_message(r));
                return 2;
            }
        }
        if (g->hero_busted && g->watch_choice == 0 && game_idle(g)) {
            if (!to_end)
                break;
            game_intend(g, (game_intent_t){.kind = GAME_INTENT_PLAY_OUT});
        }
        game_update(g, 0.0, a->wall_ms);
        if (M->table != last_table) {
            printf("mtt: %s at table %d, seat %d (hand %d of theirs)\n", last_table ? "moved" : "seated", M->table,
                   g->hero + 1, M->hands_played);
            last_table = M->table;
        }
        if (M->hand_for_hand != h4h) { /* as the table shows it: the banner's moment */
            h4h = M->hand_for_hand;
            printf("mtt: hand-for-hand %s at hand %d of theirs\n", h4h ? "on" : "off", M->hands_played);
        }
        if (stop_at && mtt_show_reached(g, stop_at)) {
            mtt_state(g, stop_at);
            break;
        }
    }
    if (M->error[0]) {
        fprintf(stderr, "felt: the tournament stopped: %s\n", M->error);
        return 2;
    }
    printf("mtt: table changes %d, hands played %d\n", M->table_changes, M->hands_played);
    if (to_end) {
        tourney_result_t r;
        tourney_result(game_mtt_tourney(g), M->people[0].entrant, &r);
        printf("mtt: shown finish %d prize %" PRId64 "\n", g->people[0].place, g->people[0].prize);
        printf("mtt: engine finish %d prize %" PRId64 "\n", r.place, r.prize);
        for (int i = 1; i < M->n_people; i++) {
            tourney_result(game_mtt_tourney(g), M->people[i].entrant, &r);
            printf("mtt: person %d %s shown finish %d prize %" PRId64 ", engine finish %d prize %" PRId64
                   ", hands %d\n", i + 1, g->people[i].name, g->people[i].place, g->people[i].prize, r.place, r.prize,
                   M->people[i].hands);
        }
        if (M->n_people > 1)
            printf("mtt: person 1 %s hands %d; the screen went to another table %d times\n", g->people[0].name,
                   M->people[0].hands, M->switches);
        printf("mtt: finished %d\n", g->finished);
        mtt_digest(g);
        if (M->hh_dir[0])
            printf("mtt: histories %d files in %s (%s*.txt)\n", M->hh_files, M->hh_dir, M->hh_prefix);
    }
    return 0;
}

/* The person goes away until a moment (--away) and is called back: what the game shows then. */
static int mtt_away_run(app_t *a, const char *what)
{
    game_t *g = a->game;
    game_mtt_t *M = g->mtt;
    const tourney_t *t = game_mtt_tourney(g);
    int until = !strncmp(what, "level", 5)    ? TOURNEY_AWAY_LEVEL
                : !strncmp(what, "bubble", 6) ? TOURNEY_AWAY_BUBBLE
                : !strncmp(what, "final", 5)  ? TOURNEY_AWAY_FINAL
                                              : TOURNEY_AWAY_UNTIL_BACK;
    int stay = strstr(what, ",stay") != NULL, banner = strstr(what, ",banner") != NULL;
    game_intend(g, (game_intent_t){.kind = GAME_INTENT_MTT, .person = GAME_MTT_OP_AWAY, .on = until});
    game_update(g, 0.0, a->wall_ms);
    printf("mtt: away %s at level %d (hand %d of theirs): away %d, a person %d\n", game_mtt_away_words(until),
           tourney_level_now(t) + 1, M->hands_played, game_mtt_away_on(g), tourney_is_person(t, M->person));
    if (!game_mtt_away_on(g))
        return 2;
    int from = M->hands_played;
    for (long i = 0; i < 20000000 && !g->finished && !g->hero_busted && M->away.returns == 0; i++) {
        if (stay && M->hands_played >= from + 1) {
            g->no_drive = 1; /* the picture while away: the bot's table stops where it is */
            mtt_state(g, "away at");
            return 0;
        }
        if (until == TOURNEY_AWAY_UNTIL_BACK && M->hands_played >= from + 3 && game_mtt_away_on(g)) {
            printf("mtt: the person comes back after %d hands\n", M->hands_played - from);
            game_intend(g, (game_intent_t){.kind = GAME_INTENT_MTT, .person = GAME_MTT_OP_BACK});
        }
        game_update(g, 0.0, a->wall_ms);
    }
    if (g->hero_busted) {
        printf("mtt: out while away, %d%s\n", g->hero_place, app_ordinal(g->hero_place));
        return 0;
    }
    printf("mtt: back at level %d after %d hands away: \"%s\"; a person %d; log: %s\n", tourney_level_now(t) + 1,
           M->hands_played - from, M->away.back_title, tourney_is_person(t, M->person),
           g->log_count ? g->log[g->log_count - 1] : "");
    for (int k = 0; banner && k < 3; k++)
        game_update(g, 0.3, a->wall_ms); /* the banner in full view (it follows the last news, fades in) */
    if (getenv("FELT_DEBUG"))
        for (int i = 0; i < g->mo.n_banners; i++)
            fprintf(stderr, "banner %s start %.2f dur %.2f clock %.2f\n", g->mo.banners[i].title, g->mo.banners[i].start,
                    g->mo.banners[i].dur, g->clock);
    for (long i = 0; !banner && i < 2000000 && !g->finished && !g->hero_busted; i++) {
        session_wait_t w;
        if (game_hero_to_act(g, &w) || game_hero_deciding(g, &w)) {
            printf("mtt: the person's own decision at table %d seat %d, hand %d of theirs\n", M->table, g->hero + 1,
                   M->hands_played);
            break;
        }
        game_update(g, 0.0, a->wall_ms);
    }
    return 0;
}

/* The person is out (--after-bust): a table watched live, or the tournament skipped to its final
 * table, whose players are printed beside the tournament's own. */
static int mtt_after_bust(app_t *a, const char *how)
{
    game_t *g = a->game;
    game_mtt_t *M = g->mtt;
    const tourney_t *t = game_mtt_tourney(g);
    if (!g->hero_busted) {
        printf("mtt: the person is not out\n");
        return 2;
    }
    printf("mtt: out %d%s with %d left\n", g->hero_place, app_ordinal(g->hero_place), tourney_players_left(t));
    int skip = !strcmp(how, "skip");
    int left = tourney_players_left(t);
    game_intend(g, (game_intent_t){.kind = GAME_INTENT_MTT, .person = skip ? GAME_MTT_OP_SKIP_FINAL : GAME_MTT_OP_WATCH});
    game_update(g, 0.0, a->wall_ms);
    if (skip) {
        printf("mtt: skipping: %d left\n", left);
        for (long i = 0; i < 20000000 && !g->finished && !M->away.final_seen; i++)
            game_update(g, 0.0, a->wall_ms);
        left = tourney_players_left(t);
        printf("mtt: the final table is seated at table %d with %d players\n", M->away.wtable, left);
    }
    /* the first whole hand of the table watched: its public view, nobody's cards but shown ones */
    g->speed = 0;
    int hand = g->shown.hand_no, hidden = 0, shown_cards = 0;
    for (long i = 0; i < 2000000 && !g->finished && (g->shown.hand_no == hand || g->shown.hand_no <= 0 || !game_idle(g));
         i++) {
        game_update(g, 0.0, a->wall_ms);
        if (g->shown.hand_no != hand && g->shown.hand_no > 0)
            g->no_drive = 1; /* its events are in: the rest waits for the picture */
    }
    for (int s = 0; s < g->n_seats; s++) {
        const tmodel_seat_t *ts = &g->shown.seats[s];
        if (!ts->occupied || ts->n_cards == 0)
            continue;
        hidden += !card_valid(ts->cards[0]);
        shown_cards += card_valid(ts->cards[0]) && !ts->shown; /* a hole card seen but not tabled */
    }
    g->speed = M->away.wspeed;
    printf("mtt: watching table %d (%s), hand %d: %d seats' cards face down, %d seen untabled\n", M->away.wtable,
           M->away.watch == GAME_WATCH_TABLE ? "live" : "not watching", g->shown.hand_no, hidden, shown_cards);
    int seated = 0;
    printf("mtt: shown players");
    for (int s = 0; s < g->n_seats; s++)
        if (g->shown.seats[s].occupied) {
            printf(" [%s]", g->shown.seats[s].name);
            seated++;
        }
    printf("\nmtt: %d shown; %d at the table now, %d left when it was seated\n", seated,
           tourney_table_count(t, M->away.wtable), left);
    int playing = 0;
    for (int i = 1; i <= tourney_tables(t); i++)
        playing += tourney_table_count(t, i) > 0;
    printf("mtt: tables in play %d\n", playing);
    return 0;
}

int headless_screenshot(app_t *a, const felt_opts_t *o, const headless_loop_t *loop)
{
    const char *screen = o->screen ? o->screen : "table";
    a->settings.speed = SPEED_INSTANT;
    if (o->entrants > 0) {
        a->setup.kind = 1;
        a->setup.mtt_preset = APP_MTT_PRESETS;
        snprintf(a->setup.mtt_entrants_text, sizeof a->setup.mtt_entrants_text, "%d", o->entrants);
        a->setup.mtt_table_size = o->seats >= 4 ? o->seats : 4;
        if (o->people > 1) { /* hot-seat: Ana, Ben, ... */
            seat_people(a, o);
            a->setup.mtt_people = o->people;
            a->setup.mtt_together = o->together;
        }
        int si = app_mtt_structure_for(a, o->entrants); /* levels/mtt.json: the one with a ladder */
        if (si >= 0)
            a->setup.structure = si;
        if (!strcmp(screen, "setup")) {
            a->screen = SCREEN_SETUP;
        } else {
            if (app_start_game(a, o->have_seed ? o->seed : 1) != 0) {
                fprintf(stderr, "felt: %s\n", a->notice.text);
                return 2;
            }
            /* the statistics: the person's finish counted, as the step does at the end */
            /* handoff: at a hand-off (one table); handoff-table: at a hand-off to another table */
            mtt_handoff_stop = !strcmp(screen, "handoff") ? 1 : !strcmp(screen, "handoff-table") ? 2 : 0;
            int stats = !strcmp(screen, "stats");
            int to_end = !strcmp(screen, "results") || stats;
            char kind[16] = "";
            double fraction = 0.5;
            if (o->mtt_show) {
                const char *c = strchr(o->mtt_show, ':');
                snprintf(kind, sizeof kind, "%.*s", c ? (int)(c - o->mtt_show) : (int)strlen(o->mtt_show), o->mtt_show);
                if (c)
                    fraction = atof(c + 1);
            }
            /* a moment: played until it happens (or the person is out) */
            if (kind[0]) {
                /* a bot plays the person's seat (the scripted person busts early): the person
                 * still sees their table, moves and the final table as they come */
                char lerr[256];
                mtt_show_stop_at(a->game, kind);
                if (strcmp(kind, "move") && game_mtt_leave(a->game, lerr, sizeof lerr) != 0) {
                    fprintf(stderr, "felt: --mtt-show %s: %s\n", o->mtt_show, lerr);
                    return 2;
                }
            }
            int rc = mtt_play(a, kind[0] || o->after_bust ? 1000000 : o->hands, to_end, kind[0] ? kind : NULL);
            if (rc == 0 && o->away)
                rc = mtt_away_run(a, o->away);
            if (rc == 0 && o->after_bust)
                rc = mtt_after_bust(a, o->after_bust);
            if (rc)
                return rc;
            if (kind[0])
                a->game->no_drive = 1; /* the moment stays the last thing that happened */
            a->screen = to_end ? SCREEN_RESULTS : SCREEN_TABLE;
            if (stats) {
                review_update(a, 0.0);
                review_open_stats(a, SCREEN_START);
                app_apply_requests(a);
            }
            if (!to_end)
                settle(a);
            if (kind[0] && mtt_show_moment(a->game, kind, fraction) != 0) {
                fprintf(stderr, "felt: --mtt-show %s: the person was out before that moment\n", o->mtt_show);
                return 2;
            }
            if (kind[0])
                a->settings.speed = SPEED_NORMAL; /* the moment is seen at normal speed */
            if (!strcmp(screen, "lobby")) {
                lobby_open(a);
                app_apply_requests(a);
            }
        }
    } else if (!strcmp(screen, "start")) {
        a->screen = SCREEN_START;
        if (a->have_autosave)
            printf("start: Continue (%s): %s\n", a->autosave_mtt ? "mtt" : "sit-and-go", a->autosave_info);
    } else if (!strcmp(screen, "continue")) {
        a->screen = SCREEN_START;
        if (a->have_autosave && app_continue_game(a) == 0) {
            a->screen = SCREEN_TABLE;
            if (a->game->mtt)
                a->game->mtt->fixed_slices = HEADLESS_MTT_SLICES;
            settle(a);
            if (a->game->mtt) {
                printf("mtt: the replay of the journal took %.1f ms\n", a->resume_ms);
                mtt_state(a->game, "resumed");
                if (game_mtt_away_on(a->game))
                    printf("mtt: resumed away %s\n", game_mtt_away_words(a->game->mtt->away.until));
                if (o->to_end || o->hands > 0) {
                    int rc = mtt_play(a, o->hands, o->to_end, NULL);
                    if (rc)
                        return rc;
                    if (a->game->mtt->away.returns)
                        printf("mtt: called back \"%s\"\n", a->game->mtt->away.back_title);
                    a->screen = o->to_end ? SCREEN_RESULTS : SCREEN_TABLE;
                    if (!o->to_end)
                        settle(a);
                }
            }
        }
        else if (!a->notice.open)
            app_notice(a, _("Nothing to continue"), "%s", a->autosave_error[0] ? a->autosave_error : _("No saved tournament."));
    } else if (!strcmp(screen, "setup")) {
        seat_people(a, o);
        a->screen = SCREEN_SETUP;
    } else if (!strcmp(screen, "settings")) {
        a->screen = SCREEN_SETTINGS;
        a->back_screen = SCREEN_START;
    } else if (!strcmp(screen, "replay-saved")) {
        a->screen = SCREEN_START;
        review_update(a, 0.0);
        if (review_open(a, a->save_path, SCREEN_START) == 0)
            review_update(a, 0.0);
    } else if (!strcmp(screen, "stats")) {
        a->screen = SCREEN_START;
        review_update(a, 0.0);
        if (o->have_seed) {
            /* a tournament played to its end by a bot in the person's seat, counted (not saved) */
            a->setup.n_seats = o->seats;
            if (app_start_game(a, o->seed) != 0)
                return 2;
            review_update(a, 0.0); /* follows the new table */
            autoplay(a, 0, 1);
        }
        review_open_stats(a, SCREEN_START);
    } else if (!strcmp(screen, "shadow-director")) {
        /* the shadow director stopped at its first move (of the --drill topic, if given) */
        if (shadow_director_screenshot(a, o->have_seed ? o->seed : 1, o->drill) != 0)
            return 2;
    } else if (!strcmp(screen, "shadow")) {
        if (practice_shadow_screenshot(a, o->have_seed ? o->seed : 1, o->drill) != 0)
            return 2;
        a->screen = SCREEN_SHADOW;
    } else if (o->drill || !strcmp(screen, "feedback") || !strcmp(screen, "rule")) {
        if (!o->drill) {
            fprintf(stderr, "felt: --screen %s needs --drill TOPIC:SEED\n", screen);
            return 2;
        }
        int fb = !strcmp(screen, "rule") ? 2 : !strcmp(screen, "feedback");
        if (director_is_topic(o->drill) ? director_screenshot(a, o->drill, fb) != 0 : practice_screenshot(a, o->drill, fb) != 0)
            return 2;
    } else if (!strcmp(screen, "practice")) {
        a->screen = SCREEN_PRACTICE;
    } else if (!strcmp(screen, "report")) {
        /* the chosen trainee's report over the practice menu */
        practice_t *P = practice_state(a);
        if (!P)
            return 2;
        report_open(a, P);
        a->screen = SCREEN_PRACTICE;
    } else if (o->scenario) {
        scenario_t *sc = calloc(1, sizeof *sc);
        char err[APP_MSG_LEN];
        if (!sc || scenario_load_file(o->scenario, sc, err, sizeof err) != 0) {
            fprintf(stderr, "felt: %s\n", sc ? err : "out of memory");
            free(sc);
            return 2;
        }
        session_config_t cfg;
        session_config_init(&cfg, scenario_config(sc), a->bots, 0);
        const engine_config_t *ec = &cfg.engine;
        int hero = -1;
        for (int s = 0; s < ec->n_seats; s++) {
            if (!ec->seats[s].occupied)
                continue;
            /* the first player is the person looking; --people N makes the first N people's */
            int person = hero < 0 || s < o->people;
            session_config_seat(&cfg, s, person ? SESSION_SEAT_PERSON : SESSION_SEAT_BOT, ec->seats[s].name,
                                person ? NULL : "tag:medium", 0);
            if (hero < 0)
                hero = s;
        }
        session_t *s = session_create(&cfg, err, sizeof err);
        if (!s) {
            fprintf(stderr, "felt: %s: %s\n", o->scenario, err);
            free(sc);
            return 2;
        }
        a->game = game_create(s, hero, "", "", "", err, sizeof err);
        if (!a->game) {
            fprintf(stderr, "felt: %s\n", err);
            session_destroy(s);
            free(sc);
            return 2;
        }
        a->game->no_drive = 1; /* the scenario is the whole story: nobody acts after it */
        for (int t = 0; o->until_event && t < EV_COUNT; t++)
            if (!strcmp(ev_type_name((ev_type_t)t), o->until_event))
                a->game->hold_type = t;
        if (sc->n_cmds == 0 || sc->cmds[0].type != CMD_START) {
            cmd_t start = {CMD_START, -1, 0};
            session_submit(s, start);
        }
        for (int i = 0; i < sc->n_cmds; i++) {
            engine_reject_t r = session_submit(s, sc->cmds[i]);
            if (r != REJ_OK) {
                fprintf(stderr, "felt: %s:%d: command refused: %s\n", o->scenario, sc->cmd_line[i],
                        engine_reject_message(r));
                free(sc);
                return 2;
            }
        }
        free(sc);
        settle(a);
        a->screen = SCREEN_TABLE;
    } else {
        seat_people(a, o);
        if (app_start_game(a, o->have_seed ? o->seed : 1) != 0)
            return 2;
        if (!strcmp(screen, "results")) {
            autoplay(a, 0, 1);
            a->screen = SCREEN_RESULTS;
        } else if (!strcmp(screen, "replay")) {
            autoplay(a, o->hands, 0);
            a->screen = SCREEN_TABLE;
            review_update(a, 0.0);
            if (review_open(a, NULL, SCREEN_TABLE) == 0)
                review_update(a, 0.0);
        } else {
            autoplay(a, o->hands, 0);
            a->screen = SCREEN_TABLE;
        }
    }
    /* two frames: the first settles layout-dependent state (focus, tooltips) */
    loop->frame(a);
    for (int k = 0; k < o->n_press; k++) {
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = SDL_KEYDOWN;
        e.key.keysym.sym = o->press[k];
        ui_event(&a->ui, &e);
        loop->frame(a);
        if (a->game)
            settle(a);
    }
    for (const char *p = o->type; p && *p; p++) {
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = SDL_TEXTINPUT;
        e.text.text[0] = *p;
        ui_event(&a->ui, &e);
        loop->frame(a);
    }
    loop->frame(a);
    int rc = 0;
    /* draw once more and read it back before presenting */
    loop->draw(a);
    rc = save_png(a, o->screenshot) == 0 ? 0 : 1;
    gfx_end_frame(a->g);
    if (rc == 0)
        printf("felt: wrote %s\n", o->screenshot);
    return rc;
}

/* One frame drawn and read back (not presented). */
static int frame_pixels(app_t *a, const headless_loop_t *loop, uint32_t *px, int w, int h)
{
    (void)h; /* the buffer holds w x h pixels */
    loop->draw(a);
    int rc = SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_ARGB8888, px, w * 4);
    gfx_finish_frame(a->g);
    return rc;
}

/* Hot-seat privacy, checked on pixels: while the screen belongs to one person (or to nobody,
 * behind the hand-off), give every other person different hole cards and draw the frame again:
 * not one pixel may change. The same swap for the screen's owner must change the picture,
 * which shows the check can see cards at all. */
int headless_check_privacy(app_t *a, const felt_opts_t *o, const headless_loop_t *loop)
{
    if (o->people < 2) {
        fprintf(stderr, "felt: --check-privacy needs --people 2 or more\n");
        return 2;
    }
    seat_people(a, o);
    a->settings.speed = SPEED_FAST;
    if (o->entrants > 0) {
        /* a multi-table tournament's people: at one table (--together) or where the draw puts them */
        a->setup.kind = 1;
        a->setup.mtt_preset = APP_MTT_PRESETS;
        snprintf(a->setup.mtt_entrants_text, sizeof a->setup.mtt_entrants_text, "%d", o->entrants);
        a->setup.mtt_table_size = o->seats >= 4 ? o->seats : 4;
        a->setup.mtt_people = o->people;
        a->setup.mtt_together = o->together;
        int si = app_mtt_structure_for(a, o->entrants);
        if (si >= 0)
            a->setup.structure = si;
    }
    if (app_start_game(a, o->have_seed ? o->seed : 1) != 0) {
        fprintf(stderr, "felt: %s\n", a->notice.text);
        return 2;
    }
    game_t *g = a->game;
    long table_switches = 0;
    int last_table = g->mtt ? g->mtt->table : 0;
    g->speed = settings_speed_scale(SPEED_FAST);
    a->table_ui.hint_open = 1; /* the hint panel is drawn on every turn too: it must leak nothing either */
    a->screen = SCREEN_TABLE;
    int w, h;
    SDL_GetRendererOutputSize(a->ren, &w, &h);
    uint32_t *p0 = malloc((size_t)w * (size_t)h * 4), *p1 = malloc((size_t)w * (size_t)h * 4);
    if (!p0 || !p1) {
        free(p0);
        free(p1);
        return 2;
    }
    uint64_t rng = (o->have_seed ? o->seed : 1) * 0x9E3779B97F4A7C15ULL + 1;
    long frames = 0, checked = 0, changed = 0, owner_frames = 0, owner_seen = 0, handoffs = 0, acts = 0;
    long model_leaks = 0;
    for (long i = 0; i < 400000 && !g->finished; i++) {
        game_update(g, 2 * loop->dt, a->wall_ms);
        a->now += 2 * loop->dt;
        a->wall_ms += 16;
        if ((g->mtt ? g->mtt->hands_played : g->shown.hand_no) > o->check_privacy && game_idle(g))
            break;
        if (g->mtt && g->mtt->table != last_table) {
            table_switches += last_table > 0;
            last_table = g->mtt->table;
        }
        if (g->hero_busted && g->watch_choice == 0)
            g->watch_choice = 1; /* everyone at the screen is out: they watch the rest */
        frames++;
        /* the model itself never holds a card of someone whose screen it is not */
        for (int q = 0; q < g->n_people; q++) {
            if (g->people[q].seat < 0)
                continue; /* at another table of a multi-table tournament */
            const tmodel_seat_t *ts = &g->shown.seats[g->people[q].seat];
            if (q != g->owner && !ts->shown && (card_valid(ts->cards[0]) || card_valid(ts->cards[1])))
                model_leaks++;
        }
        /* drawn three times: a text or shape is baked into a texture on the third frame it is
         * asked for (gfx.c), and the baked copy differs from the direct one in the last bit */
        if (frame_pixels(a, loop, p0, w, h) != 0 || frame_pixels(a, loop, p0, w, h) != 0 || frame_pixels(a, loop, p0, w, h) != 0)
            break;
        for (int q = 0; q < g->n_people; q++) {
            game_person_t *pq = &g->people[q];
            if (!card_valid(pq->hole[0]))
                continue;
            card_t keep0 = pq->hole[0], keep1 = pq->hole[1];
            pq->hole[0] = (card_t)((keep0 + 27) % 52);
            pq->hole[1] = (card_t)((keep1 + 27) % 52);
            game_refresh_private(g);
            frame_pixels(a, loop, p1, w, h);
            int differs = memcmp(p0, p1, (size_t)w * (size_t)h * 4) != 0;
            pq->hole[0] = keep0, pq->hole[1] = keep1;
            game_refresh_private(g);
            if (pq->seat < 0) { /* at another table: nothing of theirs may be on this one */
                checked++;
                changed += differs;
                continue;
            }
            const tmodel_seat_t *ts = &g->shown.seats[pq->seat];
            if (q == g->owner) {
                if (!ts->shown && ts->in_hand && g->mo.vis_cards[pq->seat] >= 2 && pq->hand_no == g->shown.hand_no) {
                    owner_frames++;
                    owner_seen += differs;
                    if (!differs && getenv("FELT_DEBUG"))
                        fprintf(stderr, "owner frame unchanged: frame %ld hand %d owner %s seat %d table %d banners %d "
                                        "q %d speed %.2f\n",
                                frames, g->shown.hand_no, pq->name, pq->seat, g->mtt ? g->mtt->table : 0,
                                g->mo.n_banners, g->q_count, g->speed);
                }
            } else if (!ts->shown) {
                checked++;
                if (differs) {
                    changed++;
                    if (changed == 1 && getenv("FELT_DEBUG")) {
                        long first = -1, nd = 0;
                        for (long k = 0; k < (long)w * h; k++)
                            if (p0[k] != p1[k]) {
                                if (first < 0)
                                    first = k;
                                nd++;
                            }
                        fprintf(stderr, "  %ld pixels differ, first at %ld,%ld\n", nd, first % w, first / w);
                        SDL_Surface *s0 = SDL_CreateRGBSurfaceWithFormatFrom(p0, w, h, 32, w * 4, SDL_PIXELFORMAT_ARGB8888);
                        SDL_Surface *s1 = SDL_CreateRGBSurfaceWithFormatFrom(p1, w, h, 32, w * 4, SDL_PIXELFORMAT_ARGB8888);
                        IMG_SavePNG(s0, "privacy-a.png");
                        IMG_SavePNG(s1, "privacy-b.png");
                        SDL_FreeSurface(s0);
                        SDL_FreeSurface(s1);
                    }
                    if (changed <= 3)
                        fprintf(stderr, "felt: privacy: frame %ld (hand %d): %s's cards change the picture while "
                                        "the screen is %s\n",
                                frames, g->shown.hand_no, pq->name,
                                g->owner >= 0 ? g->people[g->owner].name : "nobody's");
                }
            }
        }
        session_wait_t sw;
        if (g->handoff >= 0 && game_idle(g)) {
            game_handoff_done(g);
            handoffs++;
        } else if (game_hero_to_act(g, &sw)) {
            rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
            int r = (int)(rng % 100);
            cmd_t c = {sw.legal.can_check ? CMD_CHECK : CMD_CALL, sw.seat, 0};
            if (r < 12 && !sw.legal.can_check)
                c.type = CMD_FOLD;
            else if (r > 85 && (sw.legal.can_raise || sw.legal.can_bet))
                c.type = sw.legal.can_bet ? CMD_BET : CMD_RAISE, c.amount = sw.legal.min_to;
            if (game_act(g, c) != REJ_OK) {
                cmd_t f = {CMD_FOLD, sw.seat, 0};
                game_act(g, f);
            }
            acts++;
        } else if (game_hero_deciding(g, &sw)) {
            cmd_t c = {CMD_DECLINE, sw.seat, 0};
            game_act(g, c);
            acts++;
        }
    }
    free(p0);
    free(p1);
    printf("felt check-privacy: %d people at %d seats, seed %" PRIu64 ", %d hands, %ld frames drawn\n", o->people,
           o->seats, o->have_seed ? o->seed : 1, g->shown.hand_no, frames);
    printf("  hand-offs %ld, people's actions %ld\n", handoffs, acts);
    if (g->mtt)
        printf("  multi-table tournament of %d: %d people %s, the screen went to another table %ld times\n",
               o->entrants, o->people, o->together ? "at one table" : "where the draw put them", table_switches);
    printf("  frames redrawn with another person's cards swapped: %ld, pictures changed: %ld\n", checked, changed);
    printf("  table model holding another person's cards: %ld frames\n", model_leaks);
    printf("  the owner's own cards swapped: %ld frames, pictures changed: %ld (the check sees cards)\n",
           owner_frames, owner_seen);
    int ok = changed == 0 && model_leaks == 0 && checked > 0 && handoffs > 0 && owner_frames > 0 &&
             owner_seen == owner_frames;
    printf("  %s\n", ok ? "private: no frame shows a card that is not the screen's owner's"
                         : "FAILED");
    return ok ? 0 : 1;
}

static long rss_kb(const char *field)
{
    FILE *f = fopen("/proc/self/status", "r");
    if (!f)
        return -1;
    char line[256];
    long v = -1;
    size_t fl = strlen(field);
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, field, fl)) {
            v = atol(line + fl + 1);
            break;
        }
    fclose(f);
    return v;
}

static int cmp_d(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

/* This thread's processor time, ms: a frame's own cost, whatever else the machine runs. */
static double cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* median, p99 and max of n figures (sorted in place) */
static void figures(double *t, long n, double out[3])
{
    qsort(t, (size_t)n, sizeof t[0], cmp_d);
    out[0] = t[n / 2];
    out[1] = t[(long)((double)n * 0.99)];
    out[2] = t[n - 1];
}

/* The frame benchmark's multi-table form (--bench-frames N --entrants E --seats S): N frames of the
 * person's table at normal speed while every other table plays in the background (the person
 * checks or folds at once, so the tournament never waits on them), beside the sit-and-go's
 * figures of the same run (sng: median, p99, max ms). */
static int bench_mtt_frames(app_t *a, const felt_opts_t *o, const headless_loop_t *loop, const double sng[3],
                            const double sng_cpu[3])
{
    a->setup.kind = 1;
    a->setup.mtt_preset = APP_MTT_PRESETS;
    snprintf(a->setup.mtt_entrants_text, sizeof a->setup.mtt_entrants_text, "%d", o->entrants);
    a->setup.mtt_table_size = o->seats >= 4 ? o->seats : 10;
    int si = app_mtt_structure_for(a, o->entrants); /* levels/mtt.json: the one with a ladder */
    if (si >= 0)
        a->setup.structure = si;
    a->settings.speed = SPEED_NORMAL;
    double c0 = loop->clock();
    if (app_start_game(a, o->have_seed ? o->seed : 1) != 0) {
        fprintf(stderr, "felt: %s\n", a->notice.text);
        return 2;
    }
    double made = (loop->clock() - c0) * 1000.0;
    game_t *g = a->game;
    a->screen = SCREEN_TABLE;
    g->speed = 1.0f;
    long n = o->bench_frames, behind = 0, acts = 0;
    double *t = malloc(sizeof(double) * (size_t)n), *tc = malloc(sizeof(double) * (size_t)n);
    if (!t || !tc) {
        free(t);
        free(tc);
        return 2;
    }
    for (long i = 0; i < n; i++) {
        double t0 = loop->clock(), c0f = cpu_ms();
        session_wait_t sw;
        if (game_hero_to_act(g, &sw)) { /* the person answers at once: check, else fold */
            cmd_t c = {sw.legal.can_check ? CMD_CHECK : CMD_FOLD, sw.seat, 0};
            game_act(g, c);
            acts++;
        } else if (game_hero_deciding(g, &sw)) {
            cmd_t c = {CMD_DECLINE, sw.seat, 0};
            game_act(g, c);
            acts++;
        }
        for (int k = 0; k < 2; k++) /* 120 Hz steps at 60 frames per second */
            game_update(g, loop->dt, a->wall_ms);
        a->now += 2 * loop->dt;
        a->wall_ms += 16;
        behind += game_mtt_catching_up(g);
        loop->frame(a);
        t[i] = (loop->clock() - t0) * 1000.0;
        tc[i] = cpu_ms() - c0f;
    }
    const tourney_t *tt = game_mtt_tourney(g);
    long hands = 0;
    for (int k = 1; k <= tourney_tables(tt); k++)
        hands += tourney_table_hands(tt, k);
    double f[3], fc[3];
    figures(t, n, f);
    figures(tc, n, fc);
    double p99 = f[1];
    int w, h;
    SDL_GetRendererOutputSize(a->ren, &w, &h);
    printf("felt bench-frames mtt: %ld frames at %dx%d of the person's table, %d entrants at %d tables of %d,\n"
           "  the other tables played in the background (budget %d us a fixed step)\n",
           n, w, h, tourney_players(tt), tourney_tables(tt), tourney_table_size(tt), (int)GAME_MTT_BUDGET_US);
    printf("  tournament made in %.1f ms; in the run: %ld hands played at all tables, clock %lld:%02lld, %d left,\n"
           "  the person's hands %d (answered %ld times), frames the table waited on the others %ld,\n"
           "  longest drive of a fixed step %.3f ms\n",
           made, hands, (long long)(tourney_now(tt) / 60), (long long)(tourney_now(tt) % 60), tourney_players_left(tt),
           g->mtt->hands_played, acts, behind, (double)g->mtt->drive_us_max / 1000.0);
    printf("  mtt frame: median %.3f ms, p99 %.3f ms, max %.3f ms (processor time: %.3f, %.3f, %.3f ms)\n", f[0],
           f[1], f[2], fc[0], fc[1], fc[2]);
    printf("  sit-and-go frame (same run): median %.3f ms, p99 %.3f ms, max %.3f ms (processor time: %.3f, %.3f, "
           "%.3f ms)\n", sng[0], sng[1], sng[2], sng_cpu[0], sng_cpu[1], sng_cpu[2]);
    printf("  mtt / sit-and-go: %.2fx at the median, %.2fx at the 99th percentile (processor time %.2fx, %.2fx);\n"
           "  p99 %s 8 ms (processor time %s)\n",
           sng[0] > 0 ? f[0] / sng[0] : 0.0, sng[1] > 0 ? p99 / sng[1] : 0.0, sng_cpu[0] > 0 ? fc[0] / sng_cpu[0] : 0.0,
           sng_cpu[1] > 0 ? fc[1] / sng_cpu[1] : 0.0, p99 < 8.0 ? "under" : "OVER", fc[1] < 8.0 ? "under" : "OVER");
    printf("  resident memory: %ld KiB now, %ld KiB peak\n", rss_kb("VmRSS:"), rss_kb("VmHWM:"));
    free(t);
    free(tc);
    return 0;
}

int headless_bench_frames(app_t *a, const felt_opts_t *o, const headless_loop_t *loop, double t_start)
{
    a->setup.n_seats = 10;
    a->settings.speed = SPEED_NORMAL;
    if (app_start_game(a, o->have_seed ? o->seed : 1) != 0)
        return 2;
    game_t *g = a->game;
    a->screen = SCREEN_TABLE;
    loop->frame(a);
    double first_frame = loop->clock() - t_start;
    char err[128];
    /* every seat a bot, normal speed: cards and chips keep flying */
    session_set_bot(g->s, g->hero, "tag:medium", err, sizeof err);
    g->speed = 1.0f;
    long n = o->bench_frames;
    double *t = malloc(sizeof(double) * (size_t)n);
    if (!t)
        return 2;
    long animated = 0;
    /* the baseline, measured in the same run: frames of the empty table (background, rail and
     * felt only), so the figures below read as a ratio whatever the machine's speed */
    long nb = n < 300 ? n : 300;
    double *tb = malloc(sizeof(double) * (size_t)nb);
    if (!tb) {
        free(t);
        return 2;
    }
    for (long i = 0; i < nb; i++) {
        double t0 = loop->clock();
        gfx_begin_frame(a->g);
        gfx_background(a->g);
        gfx_table(a->g, "Felt");
        gfx_end_frame(a->g);
        tb[i] = (loop->clock() - t0) * 1000.0;
    }
    qsort(tb, (size_t)nb, sizeof tb[0], cmp_d);
    double base = tb[nb / 2];
    free(tb);
    double *tc = malloc(sizeof(double) * (size_t)n);
    if (!tc) {
        free(t);
        return 2;
    }
    for (long i = 0; i < n; i++) {
        double t0 = loop->clock(), c0f = cpu_ms();
        for (int k = 0; k < 2; k++) /* 120 Hz steps at 60 frames per second */
            game_update(g, loop->dt, a->wall_ms);
        a->now += 2 * loop->dt;
        a->wall_ms += 16;
        if (g->mo.n_fx > 0)
            animated++;
        loop->frame(a);
        t[i] = (loop->clock() - t0) * 1000.0;
        tc[i] = cpu_ms() - c0f;
        if (g->finished) {
            app_end_game(a);
            app_start_game(a, (o->have_seed ? o->seed : 1) + (uint64_t)i);
            g = a->game;
            session_set_bot(g->s, g->hero, "tag:medium", err, sizeof err);
            g->speed = 1.0f;
        }
    }
    qsort(t, (size_t)n, sizeof t[0], cmp_d);
    double sum = 0;
    for (long i = 0; i < n; i++)
        sum += t[i];
    int w, h;
    SDL_GetRendererOutputSize(a->ren, &w, &h);
    SDL_RendererInfo ri;
    SDL_GetRendererInfo(a->ren, &ri);
    printf("felt bench-frames: %ld frames at %dx%d, renderer %s, 10 seats, normal speed\n", n, w, h, ri.name);
    printf("  frames with effects in flight: %ld (%.0f%%)\n", animated, 100.0 * (double)animated / (double)n);
    printf("  update+render per frame: median %.3f ms, mean %.3f ms, p99 %.3f ms, max %.3f ms\n", t[n / 2],
           sum / (double)n, t[(long)((double)n * 0.99)], t[n - 1]);
    printf("  empty-table frame (baseline, same run): median %.3f ms; the full table costs %.2fx it at the\n"
           "  median and %.2fx at the 99th percentile\n",
           base, base > 0 ? t[n / 2] / base : 0.0, base > 0 ? t[(long)((double)n * 0.99)] / base : 0.0);
    printf("  start-up to the first frame: %.1f ms\n", first_frame * 1000.0);
    printf("  resident memory: %ld KiB now, %ld KiB peak\n", rss_kb("VmRSS:"), rss_kb("VmHWM:"));
    int rc = 0;
    if (o->entrants > 0) {
        double sng[3] = {t[n / 2], t[(long)((double)n * 0.99)], t[n - 1]}, sng_cpu[3];
        figures(tc, n, sng_cpu);
        app_end_game(a);
        rc = bench_mtt_frames(a, o, loop, sng, sng_cpu);
    }
    free(t);
    free(tc);
    return rc;
}
