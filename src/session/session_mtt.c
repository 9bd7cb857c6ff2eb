/* session_mtt.c — the multi-table tournament of session_mtt.h: steps the tournament, passes
 * people's commands to it and hands its events to each subscriber with that subscription's
 * privacy (a person's follows them by the seat map of every hand). */
#include "session/session_mtt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session/subs.h"

enum { SMTT_MAX_SUBS = 32, SMTT_SEE_TABLE = 0, SMTT_SEE_PLAYER = 1, SMTT_SEE_FIELD = 2 };

typedef struct smtt_sub {
    int how;          /* SMTT_SEE_TABLE / SMTT_SEE_PLAYER / SMTT_SEE_FIELD */
    int who;          /* the table (1-based) or the entrant */
    int at_table;     /* SEE_PLAYER: the table they last sat at, for its halt and break */
} smtt_sub_t;

struct session_mtt {
    tourney_t *t;
    tourney_table_fn user_fn;
    void *user_ctx;
    subs_t subs;                /* the subscriptions' queues (subs.h) */
    smtt_sub_t sub[SMTT_MAX_SUBS]; /* and what each one follows */
    session_mtt_ev_t out;  /* the last event handed out */
    tj_writer_t *journal;
    int64_t moments;       /* steps taken while nobody waited on a person (session_mtt_moments) */
    int64_t commands;      /* people's commands accepted */
    tourney_config_t cfg;  /* as created: the journal's recipe */
    structure_t st;        /* copies of cfg.structure and cfg.mtt (NULL there: the built-in) */
    structure_mtt_t mtt;
    int own_st, own_mtt;
    tj_check_t *check;     /* session_mtt_replay: the journal's hashes being checked */
    int diverged;
    char check_err[512];
};

static void drain_tourney(session_mtt_t *m);

/* Every table's engine events, from the tournament. The tournament events queued before it go
 * out first: a person's table plays its hand as it is dealt, right after the moves that seated
 * its players, and a person must learn they were moved before their new table's hand. */
static void on_table(void *ctx, int table, const ev_t *ev, const int *player)
{
    session_mtt_t *m = ctx;
    drain_tourney(m);
    if (m->user_fn)
        m->user_fn(m->user_ctx, table, ev, player);
    if (m->journal && ev->type == EV_HAND_END)
        tj_hand(m->journal, table, ev->u.he.hash);
    if (m->check && ev->type == EV_HAND_END && !m->diverged &&
        tj_check_hand(m->check, table, ev->u.he.hash, m->check_err, sizeof m->check_err) < 0)
        m->diverged = 1;
    if (m->subs.n == 0)
        return;
    int S = tourney_table_size(m->t);
    session_mtt_ev_t e;
    memset(&e, 0, sizeof e);
    e.kind = SESSION_MTT_EV_TABLE;
    e.table = table;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        e.player[s] = s < S ? player[s] : -1;
    for (int i = 0; i < SMTT_MAX_SUBS; i++) {
        smtt_sub_t *q = &m->sub[i];
        if (!subs_used(&m->subs, i))
            continue;
        int mine = -1; /* the subscriber's seat at this table, if any */
        if (q->how == SMTT_SEE_FIELD)
            continue; /* the tournament's events only */
        if (q->how == SMTT_SEE_TABLE) {
            if (q->who != table)
                continue;
        } else {
            for (int s = 0; s < S && mine < 0; s++)
                if (player[s] == q->who)
                    mine = s;
            if (mine < 0)
                continue;
            q->at_table = table;
        }
        e.ev = *ev;
        subs_hide(&e.ev, mine);
        subs_push(&m->subs, i, &e);
    }
}

/* Does subscription q see tournament event v? */
static int sees(smtt_sub_t *q, const tourney_ev_t *v)
{
    switch (v->type) {
    case TEV_HAND_FOR_HAND_START:
    case TEV_HAND_FOR_HAND_END:
    case TEV_FINAL_TABLE:
    case TEV_END:
        return 1;
    default:
        break;
    }
    if (q->how == SMTT_SEE_FIELD)
        return 1;
    if (q->how == SMTT_SEE_PLAYER) {
        if (v->player == q->who) {
            if (v->to_table)
                q->at_table = v->to_table; /* followed: the next hands are at the new table */
            return 1;
        }
        return v->player < 0 && q->at_table && (v->from_table == q->at_table || v->to_table == q->at_table);
    }
    return v->from_table == q->who || v->to_table == q->who;
}

static void drain_tourney(session_mtt_t *m)
{
    tourney_ev_t v;
    while (tourney_poll(m->t, &v)) {
        if (m->subs.n == 0)
            continue;
        session_mtt_ev_t e;
        memset(&e, 0, sizeof e);
        e.kind = SESSION_MTT_EV_TOURNEY;
        e.table = v.to_table ? v.to_table : v.from_table;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            e.player[s] = -1;
        e.tev = v;
        for (int i = 0; i < SMTT_MAX_SUBS; i++)
            if (subs_used(&m->subs, i) && sees(&m->sub[i], &v))
                subs_push(&m->subs, i, &e);
    }
}

session_mtt_t *session_mtt_create(const tourney_config_t *cfg, char *err, size_t errlen)
{
    session_mtt_t *m = calloc(1, sizeof *m);
    if (!m) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    subs_init(&m->subs, SMTT_MAX_SUBS, sizeof(session_mtt_ev_t), 128);
    tourney_config_t c = *cfg;
    m->cfg = *cfg;
    if (cfg->structure) {
        m->st = *cfg->structure;
        m->own_st = 1;
    }
    if (cfg->mtt) {
        m->mtt = *cfg->mtt;
        m->own_mtt = 1;
    }
    m->user_fn = cfg->on_table_event;
    m->user_ctx = cfg->ctx;
    c.on_table_event = on_table;
    c.ctx = m;
    m->t = tourney_create(&c, err, errlen);
    if (!m->t) {
        free(m);
        return NULL;
    }
    return m;
}

void session_mtt_destroy(session_mtt_t *m)
{
    if (!m)
        return;
    subs_free(&m->subs);
    tourney_destroy(m->t);
    free(m);
}

session_mtt_step_t session_mtt_step_some(session_mtt_t *m, long max_units)
{
    tourney_wait_t w;
    tourney_wait(m->t, &w);
    if (w.kind == TOURNEY_WAIT_NONE && !tourney_moment_open(m->t))
        m->moments++; /* a whole moment, counted at its first slice (the journal's aways stand between moments) */
    int r = tourney_step_some(m->t, max_units);
    drain_tourney(m);
    return r == TOURNEY_STEP_PERSON ? SESSION_MTT_PERSON
           : r == TOURNEY_STEP_MORE ? SESSION_MTT_MORE
           : r == 1                 ? SESSION_MTT_DONE
           : r == 0                 ? SESSION_MTT_FINISHED
                                    : SESSION_MTT_ERROR;
}

session_mtt_step_t session_mtt_step(session_mtt_t *m) { return session_mtt_step_some(m, 0); }

int session_mtt_moment_open(const session_mtt_t *m) { return tourney_moment_open(m->t); }

session_mtt_step_t session_mtt_run(session_mtt_t *m, long max_steps)
{
    session_mtt_step_t r = SESSION_MTT_DONE;
    for (long i = 0; max_steps <= 0 || i < max_steps; i++)
        if ((r = session_mtt_step(m)) != SESSION_MTT_DONE)
            break;
    return r;
}

const char *session_mtt_error(const session_mtt_t *m) { return tourney_error(m->t); }

void session_mtt_wait(const session_mtt_t *m, tourney_wait_t *out) { tourney_wait(m->t, out); }

engine_reject_t session_mtt_submit(session_mtt_t *m, int player, cmd_t c)
{
    engine_reject_t r = tourney_submit(m->t, player, c);
    if (r == REJ_OK)
        m->commands++;
    if (r == REJ_OK && m->journal)
        tj_command(m->journal, player, c.type, c.amount);
    drain_tourney(m);
    return r;
}

int session_mtt_leave(session_mtt_t *m, int player)
{
    int r = tourney_set_bot(m->t, player);
    if (r == 0 && m->journal)
        tj_leave(m->journal, player);
    return r;
}

int session_mtt_away(session_mtt_t *m, int player, tourney_away_t until)
{
    int r = tourney_set_away(m->t, player, until);
    if (r == 0 && m->journal)
        tj_away(m->journal, player, (int)until, m->moments);
    drain_tourney(m);
    return r;
}

int session_mtt_back(session_mtt_t *m, int player)
{
    int r = tourney_set_person(m->t, player);
    if (r == 0 && m->journal)
        tj_back(m->journal, player, m->moments);
    drain_tourney(m);
    return r;
}

int64_t session_mtt_moments(const session_mtt_t *m) { return m->moments; }

void session_mtt_journal(session_mtt_t *m, tj_writer_t *w) { m->journal = w; }

tj_writer_t *session_mtt_journal_create(session_mtt_t *m, const char *path, const char *structure_text,
                                        size_t structure_len, int compact_every, char *err, size_t errlen)
{
    const tourney_config_t *cfg = &m->cfg;
    if (!structure_text && (m->own_st || m->own_mtt)) {
        snprintf(err, errlen, "%s: structure: the tournament's structure \"%s\" is not the built-in one; its file's text is needed",
                 path, m->own_st ? m->st.name : "(an MTT ladder)");
        return NULL;
    }
    if (structure_text) { /* the text must make the tournament's structure */
        structure_t st;
        structure_mtt_t mtt;
        char e[256];
        if (structure_load(path, structure_text, structure_len, &st, e, sizeof e) != 0 ||
            structure_load_mtt(path, structure_text, structure_len, &mtt, e, sizeof e) != 0) {
            snprintf(err, errlen, "%s: structure: %s", path, e);
            return NULL;
        }
        structure_t want_st;
        structure_mtt_t want_mtt;
        if (m->own_st)
            want_st = m->st;
        else
            structure_default(&want_st);
        if (m->own_mtt)
            want_mtt = m->mtt;
        else
            structure_mtt_default(&want_mtt);
        if (strcmp(st.name, want_st.name) != 0 || st.n_levels != want_st.n_levels ||
            st.starting_stack != want_st.starting_stack || mtt.n_tiers != want_mtt.n_tiers ||
            mtt.hand_base_seconds != want_mtt.hand_base_seconds) {
            snprintf(err, errlen, "%s: structure: the text given is \"%s\" (%d levels), the tournament plays \"%s\" (%d levels)",
                     path, st.name, st.n_levels, want_st.name, want_st.n_levels);
            return NULL;
        }
    }
    tj_recipe_t rec;
    memset(&rec, 0, sizeof rec);
    rec.seed = cfg->seed;
    rec.players = cfg->n_players;
    rec.table_size = cfg->table_size;
    rec.id = tourney_id(m->t);
    size_t o = 0;
    for (int i = 0; i < cfg->n_mix; i++) {
        int n = snprintf(rec.bots + o, sizeof rec.bots - o, "%s%s", i ? "," : "", cfg->mix[i].label);
        if (n < 0 || (size_t)n >= sizeof rec.bots - o || strchr(cfg->mix[i].label, ',') || strchr(cfg->mix[i].label, ' ')) {
            snprintf(err, errlen, "%s: bots: the mix does not fit a journal (bot %d, \"%s\")", path, i + 1,
                     cfg->mix[i].label);
            return NULL;
        }
        o += (size_t)n;
    }
    rec.n_people = cfg->n_people;
    for (int i = 0; i < cfg->n_people && i < TJ_MAX_PEOPLE; i++) {
        rec.person[i] = cfg->people[i].entrant;
        snprintf(rec.person_name[i], sizeof rec.person_name[i], "%s", cfg->people[i].name);
    }
    rec.structure = (char *)(uintptr_t)structure_text;
    rec.structure_len = structure_text ? structure_len : 0;
    tj_writer_t *w = tj_create(path, &rec, compact_every, err, errlen);
    if (w)
        m->journal = w;
    return w;
}

int session_mtt_replay(session_mtt_t *m, const char *path, const tj_journal_t *j, void (*each)(void *ctx), void *ctx,
                       char *err, size_t errlen)
{
    if (j->recipe.id != tourney_id(m->t)) {
        snprintf(err, errlen, "%s: config: the recipe makes tournament #%llu, the journal says #%llu", path,
                 (unsigned long long)tourney_id(m->t), (unsigned long long)j->recipe.id);
        return -1;
    }
    tj_check_t chk;
    tj_check_init(&chk, j);
    m->check = &chk;
    m->diverged = 0;
    int64_t next = 0, done = 0; /* the people's records fed so far, the commands among them */
    int rc = 0;
    for (;;) {
        for (;;) { /* the leavings, aways and backs that stand here */
            const tj_cmd_t *jc = next < j->n_cmds ? &j->cmds[next] : NULL;
            if (!jc || !jc->leave || jc->at > done || (jc->leave != TJ_LEAVE && jc->moments > m->moments))
                break;
            next++;
            int ok = jc->leave == TJ_LEAVE   ? session_mtt_leave(m, jc->player)
                     : jc->leave == TJ_AWAY ? session_mtt_away(m, jc->player, (tourney_away_t)jc->type)
                                            : session_mtt_back(m, jc->player);
            if (ok != 0 && jc->leave != TJ_LEAVE) {
                snprintf(err, errlen, "%s: record %lld: entrant %d's %s after %lld moments cannot be done in the replay",
                         path, (long long)next, jc->player + 1, jc->leave == TJ_AWAY ? "going away" : "coming back",
                         (long long)jc->moments);
                rc = -1;
                break;
            }
        }
        if (rc != 0)
            break;
        if (m->diverged) {
            snprintf(err, errlen, "%s: the replay diverged: %s", path, m->check_err);
            rc = -1;
            break;
        }
        if (next >= j->n_cmds && tj_check_complete(&chk))
            break; /* where the journal was committed */
        tourney_wait_t w;
        tourney_wait(m->t, &w);
        if (w.kind != TOURNEY_WAIT_NONE) {
            if (next >= j->n_cmds) {
                snprintf(err, errlen, "%s: line %lld: the journal's commands end while %lld of its hands are still to "
                         "come (the tournament waits on entrant %d)", path, (long long)j->records,
                         (long long)(j->compacted + j->n_hands - chk.done), w.player + 1);
                rc = -1;
                break;
            }
            const tj_cmd_t *jc = &j->cmds[next];
            cmd_t c = {(cmd_type_t)jc->type, w.seat, jc->amount};
            engine_reject_t rj = jc->player == w.player ? session_mtt_submit(m, w.player, c) : REJ_NOT_YOUR_TURN;
            if (rj != REJ_OK) {
                snprintf(err, errlen, "%s: command %lld: it is entrant %d's (type %d, amount %lld), but the replay "
                         "waits on entrant %d, who %s it", path, (long long)done + 1, jc->player + 1, jc->type,
                         (long long)jc->amount, w.player + 1, jc->player == w.player ? "may not play" : "did not play");
                rc = -1;
                break;
            }
            next++;
            done++;
        } else {
            session_mtt_step_t r = session_mtt_step(m);
            if (r == SESSION_MTT_ERROR) {
                snprintf(err, errlen, "%s: the tournament stopped in the replay: %s", path, tourney_error(m->t));
                rc = -1;
                break;
            }
            if (r == SESSION_MTT_FINISHED) {
                if (!m->diverged && (next < j->n_cmds || !tj_check_complete(&chk))) {
                    snprintf(err, errlen, "%s: the tournament ended in the replay after %lld hands, before the "
                             "journal's %lld", path, (long long)chk.done, (long long)(j->compacted + j->n_hands));
                    rc = -1;
                }
                break;
            }
        }
        if (each)
            each(ctx);
    }
    if (rc == 0 && m->diverged) {
        snprintf(err, errlen, "%s: the replay diverged: %s", path, m->check_err);
        rc = -1;
    }
    if (each)
        each(ctx);
    m->check = NULL;
    tj_check_free(&chk);
    return rc;
}

int session_mtt_view(session_mtt_t *m, int player, view_t *out) { return tourney_player_view(m->t, player, out); }

const tourney_t *session_mtt_tourney(const session_mtt_t *m) { return m->t; }

static int subscribe(session_mtt_t *m, int how, int who)
{
    int i = subs_open(&m->subs);
    if (i < 0)
        return -1;
    smtt_sub_t *q = &m->sub[i];
    memset(q, 0, sizeof *q);
    q->how = how;
    q->who = who;
    if (how == SMTT_SEE_PLAYER)
        q->at_table = tourney_player_table(m->t, who, NULL);
    return i;
}

int session_mtt_subscribe_player(session_mtt_t *m, int player)
{
    if (player < 0 || player >= tourney_players(m->t))
        return -1;
    return subscribe(m, SMTT_SEE_PLAYER, player);
}

int session_mtt_subscribe_table(session_mtt_t *m, int table)
{
    if (table < 1 || table > tourney_tables(m->t))
        return -1;
    return subscribe(m, SMTT_SEE_TABLE, table);
}

int session_mtt_subscribe_field(session_mtt_t *m) { return subscribe(m, SMTT_SEE_FIELD, -1); }

void session_mtt_unsubscribe(session_mtt_t *m, int sub) { subs_close(&m->subs, sub); }

const session_mtt_ev_t *session_mtt_next_event(session_mtt_t *m, int sub)
{
    const session_mtt_ev_t *v = subs_next(&m->subs, sub);
    if (!v)
        return NULL;
    m->out = *v; /* held while the tournament steps on */
    return &m->out;
}
