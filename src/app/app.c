/* app.c — the program's life around the screens: finding data and the player's folder,
 * listing structures and opponents, starting, continuing and ending tournaments. */
#define _POSIX_C_SOURCE 200809L
#include "app/app.h"

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "app/format.h"
#include "app/game.h"
#include "app/game_mtt.h"
#include "app/i18n.h"
#include "engine/keep.h"
#include "engine/save.h"
#include "session/session.h"
#include "tournament/journal.h"
#include <unistd.h>

/* ---- the notice box (screens.c draws it) ----------------------------------------------------- */

void app_notice(app_t *a, const char *title, const char *fmt, ...)
{
    a->notice.open = 1;
    snprintf(a->notice.title, sizeof a->notice.title, "%s", title);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->notice.text, sizeof a->notice.text, fmt, ap);
    va_end(ap);
    SDL_Log("%s: %s", a->notice.title, a->notice.text);
}

/* ---- tournaments -------------------------------------------------------------------------- */


/* Plate tags and style lines for the bots at the table. */
static void fill_tags(app_t *a, game_t *g)
{
    for (int s = 0; s < g->n_seats && s < ENGINE_MAX_SEATS; s++) {
        g->tag[s][0] = g->style[s][0] = '\0';
        if (!g->s || session_seat_kind(g->s, s) != SESSION_SEAT_BOT)
            continue; /* an MTT's plates change hands every move: their names say who */
        const char *label = session_seat_label(g->s, s);
        char strat[BOT_LABEL_LEN];
        int level = 0;
        const bot_personality_t *p = bot_registry_personality_find(a->bots, label);
        if (p) {
            snprintf(strat, sizeof strat, "%s", p->strategy);
            level = p->level;
            app_personality_words(a->bots, p, g->style[s], sizeof g->style[s]);
        } else {
            bot_spec_t spec;
            char err[256];
            if (bot_spec_parse(a->bots, label, &spec, err, sizeof err) == 0) {
                snprintf(strat, sizeof strat, "%s", spec.strategy->name);
                level = spec.level;
                snprintf(g->style[s], sizeof g->style[s], "%s, %s", app_style_words(spec.strategy->style), app_level_words(level));
            } else {
                snprintf(strat, sizeof strat, "%s", label);
            }
        }
        /* TAG and LAG are read as words at poker tables; the other styles are names */
        char shown[24];
        app_style_tag(strat, shown, sizeof shown);
        if (level > 0)
            snprintf(g->tag[s], sizeof g->tag[s], "%s \xc2\xb7 %s", shown, app_level_words(level));
        else
            snprintf(g->tag[s], sizeof g->tag[s], "%s", shown);
    }
}

/* A tournament's number: from its seed and the moment it starts, so no two share one. */
static uint64_t tournament_number(uint64_t seed, int64_t wall_ms)
{
    uint64_t x = seed * 0x9E3779B97F4A7C15ULL ^ (uint64_t)wall_ms;
    x ^= x >> 30;
    x *= 0xBF58476D1CE4E5B9ULL;
    x ^= x >> 27;
    x *= 0x94D049BB133111EBULL;
    x ^= x >> 31;
    return 100000000ULL + x % 900000000ULL;
}

/* The tournament's one hand-history file, named by its start and its number: a resumed
 * tournament appends to the file it began. */
static void history_path(const app_t *a, const session_t *s, char *out, size_t len)
{
    int64_t ms = session_start_time_ms(s);
    time_t t = (time_t)((ms > 0 ? ms : a->wall_ms) / 1000);
    struct tm tmv;
    gmtime_r(&t, &tmv);
    snprintf(out, len, "%sfelt-%04d%02d%02d-%02d%02d%02d-T%" PRIu64 ".txt", a->hh_dir, tmv.tm_year + 1900,
             tmv.tm_mon + 1, tmv.tm_mday, tmv.tm_hour, tmv.tm_min, tmv.tm_sec,
             engine_tournament_id(session_engine(s)));
}

/* Before play: a read-only folder or a full disk is said at once, not first at a hand's end. */
static void warn_unsaveable(app_t *a)
{
    if (a->headless)
        return;
    char err[APP_MSG_LEN];
    if (keep_probe_dir(a->pref_dir, (size_t)64 << 10, err, sizeof err) == 0 &&
        keep_probe_dir(a->hh_dir, (size_t)64 << 10, err, sizeof err) == 0)
        return;
    app_notice(a, _("This tournament cannot be saved"),
               _("%s\n\nYou can play, but the autosave and the hand history cannot be written, so nothing of this "
                 "tournament would be kept if the game closed. Free some space or make the folder writable."),
               err);
}

const int app_mtt_presets[APP_MTT_PRESETS] = {45, 180, 1000, 5000};
const char *const app_mtt_mix_spec[APP_MTT_MIXES] = {"tag,lag,rock,station,fish,weak-tight", "tag:hard,lag:hard,rock:hard",
                                                     "fish,station,weak-tight,tag:easy"};
const char *const app_mtt_mix_label[APP_MTT_MIXES] = {N_("Mixed field"), N_("Tough field"), N_("Soft field")};

int app_mtt_entrants(const app_setup_t *S)
{
    if (S->mtt_preset >= 0 && S->mtt_preset < APP_MTT_PRESETS)
        return app_mtt_presets[S->mtt_preset];
    char *end;
    long n = strtol(S->mtt_entrants_text, &end, 10);
    if (end == S->mtt_entrants_text || *end || n < APP_MTT_MIN_ENTRANTS || n > TOURNEY_MAX_PLAYERS)
        return 0;
    return (int)n;
}

int app_mtt_structure_for(const app_t *a, int n)
{
    const app_structure_t *cur = &a->structures[a->setup.structure];
    if (cur->ok && cur->mtt.n_tiers && structure_mtt_tier_for(&cur->mtt, n))
        return a->setup.structure;
    int best = -1, best_gap = 0;
    for (int i = 0; i < a->n_structures; i++) {
        const app_structure_t *s = &a->structures[i];
        if (!s->ok || s->mtt.n_tiers == 0)
            continue;
        int gap = 0;
        if (!structure_mtt_tier_for(&s->mtt, n)) {
            int lo = s->mtt.tiers[0].min_players, hi = s->mtt.tiers[s->mtt.n_tiers - 1].max_players;
            gap = n < lo ? lo - n : n - hi;
            if (gap <= 0)
                gap = 1; /* a hole between tiers */
        }
        if (best < 0 || gap < best_gap)
            best = i, best_gap = gap;
    }
    return best;
}

/* Hot-seat people in a multi-table tournament: their entrants, drawn from the seed (together: the
 * first one's and those the seed's draw seats beside them, tourney_people_together), names and
 * colours. 0, or -1 with a message naming the value. */
static int mtt_people(const app_setup_t *S, uint64_t seed, game_mtt_setup_t *su, char *err, size_t errlen)
{
    int n = S->mtt_people;
    if (n > TOURNEY_MAX_PEOPLE || n > su->players) {
        snprintf(err, errlen, _("People: 1 to %d in a field of %d, got %d"),
                 TOURNEY_MAX_PEOPLE < su->players ? TOURNEY_MAX_PEOPLE : su->players, su->players, n);
        return -1;
    }
    su->n_people = n;
    int ent[TOURNEY_MAX_PEOPLE];
    if (S->mtt_together) {
        if (tourney_people_together(seed, su->players, su->table_size, su->entrant, n, ent) != 0) {
            snprintf(err, errlen, _("People: %d cannot sit together at tables of %d seats"), n, su->table_size);
            return -1;
        }
    } else {
        /* each drawn from the seed in turn, none twice, and apart: none at a table the seed's draw
         * (tourney_draw, the one the tournament makes) gives another of them, while there are
         * tables enough */
        int *table_of = malloc((size_t)su->players * sizeof *table_of), *seat_of = malloc((size_t)su->players * sizeof *seat_of);
        int tables = (su->players + su->table_size - 1) / su->table_size;
        int apart = table_of && seat_of && n <= tables &&
                    tourney_draw(seed, su->players, su->table_size, table_of, seat_of) == 0;
        uint64_t x = seed;
        for (int i = 0; i < n; i++) {
            int e, again;
            do {
                x = x * 0x9E3779B97F4A7C15ULL + 0x632BE59BD9B4E019ULL;
                e = i == 0 ? su->entrant : (int)((x >> 17) % (uint64_t)su->players);
                again = 0;
                for (int j = 0; j < i; j++)
                    again |= ent[j] == e || (apart && table_of[ent[j]] == table_of[e]);
            } while (again);
            ent[i] = e;
        }
        free(table_of);
        free(seat_of);
    }
    for (int i = 0; i < n; i++) {
        su->people[i].entrant = ent[i];
        if (S->pname[i][0])
            snprintf(su->people[i].name, sizeof su->people[i].name, "%s", S->pname[i]);
        else
            snprintf(su->people[i].name, sizeof su->people[i].name, _("Player %d"), i + 1);
        su->people[i].colour = game_person_colour(S->pcolour[i]);
    }
    return 0;
}

/* A multi-table tournament from the set-up: the person is one entrant (drawn by the seed), the
 * field the chosen mix of bots. Nothing is saved or written to hand histories. */
static int start_mtt(app_t *a, uint64_t seed, const app_structure_t *as)
{
    const app_setup_t *S = &a->setup;
    game_mtt_setup_t *su = calloc(1, sizeof *su);
    if (!su) {
        app_notice(a, _("The tournament could not start"), "out of memory");
        return -1;
    }
    su->seed = seed;
    su->players = app_mtt_entrants(S);
    su->table_size = S->mtt_table_size;
    su->st = as->st;
    su->mtt = as->mtt;
    snprintf(su->structure_path, sizeof su->structure_path, "%s", as->path);
    su->registry = a->bots;
    char err[APP_MSG_LEN];
    int rc = -1;
    if (su->players == 0) {
        app_notice(a, _("The tournament could not start"), _("Entrants: %d to %d, got \"%s\""), APP_MTT_MIN_ENTRANTS,
                    TOURNEY_MAX_PLAYERS, S->mtt_entrants_text);
        goto done;
    }
    /* the mix: the preset's specs, comma-separated */
    const char *spec = app_mtt_mix_spec[S->mtt_mix >= 0 && S->mtt_mix < APP_MTT_MIXES ? S->mtt_mix : 0];
    for (const char *p = spec; *p && su->n_mix < TOURNEY_MAX_MIX;) {
        char one[BOT_LABEL_LEN];
        size_t n = strcspn(p, ",");
        snprintf(one, sizeof one, "%.*s", (int)n, p);
        if (bot_spec_parse(a->bots, one, &su->mix[su->n_mix], err, sizeof err) != 0) {
            app_notice(a, _("The tournament could not start"), "%s", err);
            goto done;
        }
        su->n_mix++;
        p += n + (p[n] == ',');
    }
    /* the person's entrant: drawn from the seed, so a seed gives one tournament */
    su->entrant = (int)((seed * 0x9E3779B97F4A7C15ULL >> 17) % (uint64_t)su->players);
    int ps = 0; /* the name and colour of the set-up's first person */
    while (ps < 9 && !S->person[ps])
        ps++;
    snprintf(su->name, sizeof su->name, "%s", S->pname[ps][0] ? S->pname[ps] : _("You"));
    su->colour = game_person_colour(S->pcolour[ps]);
    if (S->mtt_people > 1 && mtt_people(S, seed, su, err, sizeof err) != 0) {
        app_notice(a, _("The tournament could not start"), "%s", err);
        goto done;
    }
    game_t *g = game_mtt_create(su, err, sizeof err);
    if (!g) {
        app_notice(a, _("The tournament could not start"), "%s", err);
        goto done;
    }
    app_end_game(a);
    a->setup.seed_dealt = 1;
    a->game = g;
    g->speed = settings_speed_scale(a->settings.speed);
    rc = 0;
    /* kept as it is played: the journal (the recipe and the person's commands), headless runs
     * only when told to (tests in a scratch home) */
    if (!a->headless || a->keep_files) {
        char *text = NULL;
        size_t len = 0;
        int missing = 0;
        if (as->path[0])
            text = keep_read(as->path, (size_t)1 << 20, "a structure of at most 1 MiB", &len, &missing, err, sizeof err);
        if ((as->path[0] && !text) || game_mtt_keep(g, a->mtt_save_path, text, len, err, sizeof err) != 0)
            snprintf(g->save_error, sizeof g->save_error, _("Autosave failed: %s"), err);
        free(text);
        game_mtt_histories(g, a->hh_dir, a->wall_ms / 1000);
        game_save(g); /* the .info names the histories' start */
        warn_unsaveable(a);
    }
done:
    free(su);
    return rc;
}

int app_start_game(app_t *a, uint64_t seed)
{
    app_setup_t *S = &a->setup;
    app_structure_t *as = &a->structures[S->structure];
    if (!as->ok) {
        app_notice(a, _("This structure cannot be used"), "%s", as->error);
        return -1;
    }
    if (S->kind == 1)
        return start_mtt(a, seed, as);
    session_config_t cfg;
    session_config_init(&cfg, &(engine_config_t){.seed = seed, .structure = &as->st, .n_seats = S->n_seats},
                        a->bots, a->wall_ms);
    /* every tournament its own number, a replay of a seed included (headless pictures keep the
     * seed's own, so they stay the same from run to run) */
    if (!a->headless)
        cfg.engine.tournament_id = tournament_number(seed, a->wall_ms);
    /* "random opponents": a seeded mix of the registry's personalities, no one twice */
    bot_spec_t mix[ENGINE_MAX_SEATS];
    int n_mix = bot_registry_pick_mix(a->bots, seed, S->n_seats, mix, NULL, 0);
    int next_mix = 0;
    int n_people = 0, hero = -1;
    for (int s = 0; s < S->n_seats; s++)
        n_people += S->person[s] != 0;
    if (n_people == 0) {
        app_notice(a, _("Nobody to play"), _("Make at least one seat a person's."));
        return -1;
    }
    for (int s = 0; s < S->n_seats; s++) {
        char name[ENGINE_NAME_LEN];
        if (S->person[s]) {
            if (n_people == 1 && S->pname[s][0] == '\0')
                snprintf(name, sizeof name, _("You"));
            else if (S->pname[s][0] == '\0')
                snprintf(name, sizeof name, _("Player %d"), s + 1);
            else
                snprintf(name, sizeof name, "%s", S->pname[s]);
            session_config_seat(&cfg, s, SESSION_SEAT_PERSON, name, NULL, game_person_colour(S->pcolour[s]));
            if (hero < 0)
                hero = s;
            continue;
        }
        int ch = S->seat_choice[s];
        const char *spec;
        if ((ch <= 0 || ch >= a->n_opponents) && n_mix > 0)
            spec = mix[next_mix++ % n_mix].label;
        else if (ch > 0 && ch < a->n_opponents)
            spec = a->opponent_spec[ch];
        else
            spec = "tag:medium";
        const bot_personality_t *bp = bot_registry_personality_find(a->bots, spec);
        if (bp)
            snprintf(name, sizeof name, "%s", bp->name);
        else
            snprintf(name, sizeof name, _("Seat %d"), s + 1);
        session_config_seat(&cfg, s, SESSION_SEAT_BOT, name, spec, 0);
    }
    /* two bots of one kind get distinct names */
    for (int s = 0; s < S->n_seats; s++)
        for (int t = 0; t < s; t++)
            if (!strcmp(cfg.seats[s].name, cfg.seats[t].name)) {
                char nm[ENGINE_NAME_LEN];
                snprintf(nm, sizeof nm, "%.16s %d", cfg.seats[s].name, s + 1);
                snprintf(cfg.seats[s].name, sizeof cfg.seats[s].name, "%s", nm);
            }
    char err[APP_MSG_LEN];
    session_t *sess = session_create(&cfg, err, sizeof err);
    if (!sess) {
        app_notice(a, _("The tournament could not start"), "%s", err);
        return -1;
    }
    app_end_game(a);
    char hh[APP_PATH_LEN + 128];
    history_path(a, sess, hh, sizeof hh);
    S->seed_dealt = 1;
    err[0] = '\0';
    /* headless pictures and benchmarks never touch the player's autosave or histories */
    a->game = game_create(sess, hero, a->headless ? "" : a->save_path, a->headless ? "" : hh, as->path, err,
                          sizeof err);
    if (!a->game) {
        session_destroy(sess);
        app_notice(a, _("The tournament could not start"), "%s", err);
        return -1;
    }
    if (err[0])
        snprintf(a->status, sizeof a->status, "%s", err);
    a->game->speed = settings_speed_scale(a->settings.speed);
    fill_tags(a, a->game);
    game_save(a->game);
    warn_unsaveable(a);
    return 0;
}

void app_request(app_t *a, app_req_t r)
{
    /* the frame's requests are few (a click or a key each); a flood would be a bug: the last wins */
    if (a->n_req == APP_MAX_REQUESTS)
        a->n_req--;
    a->req[a->n_req++] = r;
}

void app_go(app_t *a, app_screen_t s)
{
    app_request(a, (app_req_t){.kind = APP_REQ_GO, .screen = s});
}

void app_end_game(app_t *a)
{
    memset(&a->table_ui, 0, sizeof a->table_ui);
    if (a->game) {
        game_destroy(a->game);
        a->game = NULL;
    }
}

int app_settings_save(app_t *a, char *err, size_t errlen)
{
    if (a->headless || a->settings_locked) {
        snprintf(err, errlen, "%s", a->headless ? _("a headless run saves no settings")
                                                : _("the settings file has a problem and was left as it is"));
        return -1;
    }
    return settings_save(a->settings_path, &a->settings, err, errlen);
}

void app_move_aside(app_t *a, const char *path, char *moved, size_t len)
{
    keep_move_aside(path, a->wall_ms / 1000, moved, len);
}

static double mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* The screen catches up with the hand in play at the resumed table, at instant speed and in
 * silence: what was news then is not news now. */
static void catch_up(app_t *a, game_t *g)
{
    float speed = g->speed;
    g->speed = 0;
    g->no_drive = 1;
    for (int i = 0; i < 100000 && (i == 0 || !game_idle(g)); i++)
        game_update(g, 0.0, a->wall_ms);
    g->no_drive = 0;
    g->speed = speed;
    g->mo.n_banners = 0;
    g->sounds = 0;
    g->busy_until = g->clock;
}

/* Continue the multi-table tournament's autosave (its journal). A journal that cannot be read or
 * replayed is moved aside and its .prev (the journal as the last Continue found it) is used if
 * there is one; a journal cut inside a record goes on from the whole records before the cut. */
static int continue_mtt(app_t *a)
{
    char err[APP_MSG_LEN], moved[APP_PATH_LEN + 64], note[APP_MSG_LEN] = "";
    const char *path = a->mtt_save_path;
    int save = !a->headless || a->keep_files;
    tj_journal_t j;
    char bots[TJ_BOTS_LEN] = "";
    if (tj_load(path, &j, err, sizeof err) == 0) {
        snprintf(bots, sizeof bots, "%s", j.recipe.bots);
        if (j.cut) {
            /* the whole records stand: the file as it was is kept aside, its whole part goes on */
            size_t len = 0;
            int missing = 0;
            char e2[APP_MSG_LEN];
            char *text = keep_read(path, TJ_MAX_BYTES, "a journal of at most 256 MiB", &len, &missing, e2, sizeof e2);
            app_move_aside(a, path, moved, sizeof moved);
            if (text && keep_write(path, text, j.cut_at, 0, e2, sizeof e2) == 0)
                snprintf(note, sizeof note,
                         _("%s is cut at byte %zu, inside record %lld: continuing from the %lld whole records before "
                           "it. The file as it was is kept as %s."),
                         path, j.cut_at, (long long)j.records + 1, (long long)j.records, moved);
            free(text);
        }
        tj_free(&j);
    }
    game_t *g = game_mtt_resume(path, a->bots, game_person_colour(a->setup.pcolour[0]), save, a->hh_dir,
                                a->wall_ms / 1000, mono_ms, &a->resume_ms, err, sizeof err);
    if (!g) {
        char prev[APP_PATH_LEN + 8], e2[APP_MSG_LEN];
        snprintf(prev, sizeof prev, "%s.prev", path);
        app_move_aside(a, path, moved, sizeof moved);
        size_t len = 0;
        int missing = 0;
        char *text = keep_read(prev, TJ_MAX_BYTES, "a journal of at most 256 MiB", &len, &missing, e2, sizeof e2);
        if (text && keep_write(path, text, len, 0, e2, sizeof e2) == 0)
            g = game_mtt_resume(path, a->bots, game_person_colour(a->setup.pcolour[0]), save, a->hh_dir,
                                a->wall_ms / 1000, mono_ms, &a->resume_ms, e2, sizeof e2);
        free(text);
        if (!g) {
            if (!missing)
                unlink(path); /* the copy of .prev that would not load either (.prev stays) */
            app_notice(a, _("The saved tournament cannot be resumed"),
                       _("%s\n\nThe file was moved aside to %s so nothing is lost."), err, moved);
            app_scan_autosave(a);
            return -1;
        }
        snprintf(note, sizeof note,
                 _("%s\n\nThe last save was damaged; continuing from the previous copy (%s) \xe2\x80\x94 the damaged "
                   "copy is kept as %s."), err, prev, moved);
    }
    app_end_game(a);
    a->game = g;
    g->speed = settings_speed_scale(a->settings.speed);
    catch_up(a, g);
    /* the set-up is the continued tournament's, so Replay this seed and New deal one like it */
    {
        app_setup_t *S = &a->setup;
        const tourney_t *t = game_mtt_tourney(g);
        S->kind = 1;
        S->mtt_preset = APP_MTT_PRESETS;
        for (int i = 0; i < APP_MTT_PRESETS; i++)
            if (app_mtt_presets[i] == tourney_players(t))
                S->mtt_preset = i;
        snprintf(S->mtt_entrants_text, sizeof S->mtt_entrants_text, "%d", tourney_players(t));
        S->mtt_table_size = tourney_table_size(t);
        for (int i = 0; i < a->n_structures; i++)
            if (a->structures[i].ok && !strcmp(a->structures[i].st.name, g->mtt->st.name))
                S->structure = i;
        for (int m = 0; m < APP_MTT_MIXES; m++) {
            char labels[TJ_BOTS_LEN] = "", e2[256];
            size_t o = 0;
            for (const char *p = app_mtt_mix_spec[m]; *p;) {
                char one[BOT_LABEL_LEN];
                size_t n = strcspn(p, ",");
                snprintf(one, sizeof one, "%.*s", (int)n, p);
                bot_spec_t spec;
                if (bot_spec_parse(a->bots, one, &spec, e2, sizeof e2) == 0 && o < sizeof labels)
                    o += (size_t)snprintf(labels + o, sizeof labels - o, "%s%s", o ? "," : "", spec.label);
                p += n + (p[n] == ',');
            }
            if (!strcmp(labels, bots))
                S->mtt_mix = m;
        }
    }
    if (save)
        warn_unsaveable(a);
    game_log(g, _("Resumed after hand %d of yours."), g->mtt->hands_played);
    if (note[0])
        app_notice(a, _("The last save was damaged"), "%s", note);
    return 0;
}

int app_continue_game(app_t *a)
{
    if (a->autosave_mtt)
        return continue_mtt(a);
    char err[APP_MSG_LEN];
    session_t *s = session_load(a->save_path, a->bots, err, sizeof err);
    if (!s) {
        char moved[APP_PATH_LEN + 64];
        app_move_aside(a, a->save_path, moved, sizeof moved);
        app_notice(a, _("The saved tournament cannot be resumed"),
                   _("%s\n\nThe file was moved aside to %s so nothing is lost."), err, moved);
        app_scan_autosave(a);
        return -1;
    }
    int hero = -1;
    view_t v;
    session_view(s, -1, &v);
    for (int i = 0; i < v.n_seats; i++)
        if (session_seat_kind(s, i) == SESSION_SEAT_PERSON) {
            hero = i;
            break;
        }
    app_end_game(a);
    char hh[APP_PATH_LEN + 128];
    history_path(a, s, hh, sizeof hh); /* the tournament's own history goes on */
    err[0] = '\0';
    /* headless pictures never touch the player's autosave or histories */
    a->game = game_create(s, hero, a->headless ? "" : a->save_path, a->headless ? "" : hh, "", err, sizeof err);
    if (!a->game) {
        session_destroy(s);
        app_notice(a, _("The saved tournament cannot be resumed"), "%s", err);
        return -1;
    }
    a->game->speed = settings_speed_scale(a->settings.speed);
    game_sync_from_view(a->game);
    fill_tags(a, a->game);
    warn_unsaveable(a);
    game_log(a->game, _("Resumed after hand %d."), v.hand_no);
    return 0;
}

/* The autosave is damaged and its .prev loads: the damaged file is moved aside (never rotated
 * into .prev by the next save, where it would replace the good copy), the hand before becomes the
 * autosave again, and the player is told. */
static void keep_hand_before(app_t *a, const char *why)
{
    char prev[APP_PATH_LEN + 8], moved[APP_PATH_LEN + 64], err[APP_MSG_LEN];
    snprintf(prev, sizeof prev, "%s.prev", a->save_path);
    struct stat sb;
    int damaged = lstat(a->save_path, &sb) == 0;
    if (damaged && keep_move_aside(a->save_path, a->wall_ms / 1000, moved, sizeof moved) != 0) {
        app_notice(a, _("The last save was damaged"),
                   _("%s\n\nContinuing from the hand before (%s). The damaged file could not be moved aside %s."), why,
                   prev, moved);
        return;
    }
    size_t len = 0;
    int missing;
    char *text = keep_read(prev, SAVE_MAX_BYTES, "any save (16 MiB)", &len, &missing, err, sizeof err);
    if (text && keep_write(a->save_path, text, len, 0, err, sizeof err) == 0)
        err[0] = '\0';
    free(text);
    if (damaged)
        app_notice(a, _("The last save was damaged"),
                   _("%s\n\nThe last save was damaged; continuing from the hand before \xe2\x80\x94 the damaged copy "
                     "is kept as %s.%s%s"), why, moved, err[0] ? " " : "", err);
    else
        app_notice(a, _("The last save is missing"),
                   _("%s\n\nContinuing from the hand before, kept as %s.%s%s"), why, prev, err[0] ? " " : "", err);
}

/* The multi-table tournament's autosave: offered (over a sit-and-go's saved before it) when it
 * loads and its tournament is not over; its line from the .info beside it. */
static void scan_mtt(app_t *a)
{
    struct stat sb;
    if (!a->mtt_save_path[0] || stat(a->mtt_save_path, &sb) != 0)
        return;
    char err[APP_MSG_LEN];
    tj_journal_t j;
    if (tj_load(a->mtt_save_path, &j, err, sizeof err) != 0) {
        char prev[APP_PATH_LEN + 8], moved[APP_PATH_LEN + 64], e2[APP_MSG_LEN];
        snprintf(prev, sizeof prev, "%s.prev", a->mtt_save_path);
        tj_journal_t pj;
        if (tj_load(prev, &pj, e2, sizeof e2) != 0) {
            if (!a->autosave_error[0]) {
                snprintf(a->autosave_error, sizeof a->autosave_error, _("The autosave cannot be read: %s"), err);
                snprintf(a->autosave_bad, sizeof a->autosave_bad, "%s", a->mtt_save_path);
            }
            return;
        }
        tj_free(&pj);
        /* the damaged file aside, the previous copy in its place */
        size_t len = 0;
        int missing = 0;
        app_move_aside(a, a->mtt_save_path, moved, sizeof moved);
        char *text = keep_read(prev, TJ_MAX_BYTES, "a journal of at most 256 MiB", &len, &missing, e2, sizeof e2);
        if (text && keep_write(a->mtt_save_path, text, len, 0, e2, sizeof e2) == 0)
            e2[0] = '\0';
        free(text);
        app_notice(a, _("The last save was damaged"),
                   _("%s\n\nThe last save was damaged; continuing from the previous copy (%s) \xe2\x80\x94 the damaged "
                     "copy is kept as %s.%s%s"), err, prev, moved, e2[0] ? " " : "", e2);
        if (stat(a->mtt_save_path, &sb) != 0 || tj_load(a->mtt_save_path, &j, err, sizeof err) != 0)
            return;
    }
    int ended = j.ended, entrants = j.recipe.players;
    uint64_t id = j.recipe.id;
    tj_free(&j);
    if (ended)
        return;
    if (a->have_autosave) {
        struct stat ss;
        if (stat(a->save_path, &ss) == 0 && ss.st_mtime > sb.st_mtime)
            return; /* the sit-and-go was saved last: it is Continue */
    }
    game_mtt_info_t in;
    game_mtt_read_info(a->mtt_save_path, &in);
    if (in.id == id && in.entrants == entrants && in.level > 0)
        snprintf(a->autosave_info, sizeof a->autosave_info,
                 _("Multi-table tournament, %d entrants: level %d, hand %d, %d players left"), entrants, in.level,
                 in.hand, in.left);
    else
        snprintf(a->autosave_info, sizeof a->autosave_info, _("Multi-table tournament, %d entrants"), entrants);
    a->have_autosave = 1;
    a->autosave_mtt = 1;
}

static void scan_sng(app_t *a);

void app_scan_autosave(app_t *a)
{
    a->have_autosave = 0;
    a->autosave_mtt = 0;
    a->autosave_info[0] = '\0';
    a->autosave_error[0] = '\0';
    a->autosave_bad[0] = '\0';
    scan_sng(a);
    scan_mtt(a);
}

static void scan_sng(app_t *a)
{
    struct stat sb;
    if (stat(a->save_path, &sb) != 0)
        return;
    char err[APP_MSG_LEN];
    save_replay_result_t res;
    session_t *s = session_load_res(a->save_path, a->bots, &res, err, sizeof err);
    if (!s) {
        snprintf(a->autosave_error, sizeof a->autosave_error, _("The autosave cannot be read: %s"), err);
        snprintf(a->autosave_bad, sizeof a->autosave_bad, "%s", a->save_path);
        return;
    }
    if (res.fell_back)
        keep_hand_before(a, res.fallback_reason);
    view_t v;
    session_view(s, -1, &v);
    if (v.phase == PHASE_FINISHED) {
        session_destroy(s);
        return;
    }
    char date[32];
    struct tm tmv;
    time_t mt = sb.st_mtime;
    localtime_r(&mt, &tmv);
    strftime(date, sizeof date, app_date_format(1), &tmv);
    snprintf(a->autosave_info, sizeof a->autosave_info, _("Saved %s: level %d, hand %d, %d players left"), date,
             v.level_number > 0 ? v.level_number : 1, v.hand_no, v.players_left);
    a->have_autosave = 1;
    session_destroy(s);
}

float app_text_boost(int text_size)
{
    return text_size >= 2 ? 1.3f : text_size == 1 ? 1.15f : 1.0f;
}

/* The set-up's opponent choices (app.h), kept beside the program state they fill rather than in
 * main.c, which the screens must not reach up to. */
void app_list_opponents(app_t *a)
{
    a->n_opponents = 0;
    snprintf(a->opponent_spec[a->n_opponents], BOT_LABEL_LEN, "%s", "");
    snprintf(a->opponent_label[a->n_opponents++], 64, "%s", N_("Random personality"));
    for (int i = 0; i < bot_registry_personality_count(a->bots) && a->n_opponents < 40; i++) {
        const bot_personality_t *p = bot_registry_personality_get(a->bots, i);
        snprintf(a->opponent_spec[a->n_opponents], BOT_LABEL_LEN, "%s", p->name);
        char d[128];
        app_personality_words(a->bots, p, d, sizeof d);
        snprintf(a->opponent_label[a->n_opponents++], 64, "%s", d);
    }
    static const char *const levels[] = {"easy", "medium", "hard"};
    for (int i = 0; i < bot_registry_count(a->bots) && a->n_opponents < 61; i++) {
        const bot_strategy_t *s = bot_registry_get(a->bots, i);
        if (s->hidden)
            continue;
        for (int l = 0; l < 3; l++) {
            if (s->levels && !(s->levels & (1u << (l + 1))))
                continue;
            snprintf(a->opponent_spec[a->n_opponents], BOT_LABEL_LEN, "%s:%s", s->name, levels[l]);
            snprintf(a->opponent_label[a->n_opponents++], 64, "%s, %s", app_style_words(s->style), app_level_words(l + BOT_LEVEL_EASY));
        }
    }
}
