/* trainees.c — who practises (issue #27): the roster in trainees.json (drill_record.h) beside
 * each trainee's progress file (practice.json for the first, the computer account's record as it
 * was before there were trainees; practice-N.json for the others), the trainer's edits, every
 * graded drill kept under the chosen trainee, and the report exported as HTML. Files follow the
 * keep policy: written atomically, a bad one moved aside and never written over; headless runs
 * (pictures, tests of the screens) never write. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "app/i18n.h"
#include "app/trainees.h"
#include "engine/keep.h"

static void progress_path(const app_t *a, int id, char *buf, size_t len)
{
    if (id <= 1)
        snprintf(buf, len, "%spractice.json", a->pref_dir);
    else
        snprintf(buf, len, "%spractice-%d.json", a->pref_dir, id);
}

/* Write trainees.json whole and remove the journal its answers are folded from (edits are
 * rare; answers go to the journal, see trainees_record). */
static void save_roster(app_t *a, trainee_t *T)
{
    char err[APP_MSG_LEN];
    if (a->headless || !T->roster)
        return;
    int rc = drill_roster_compact(T->roster_path, T->roster, err, sizeof err);
    if (rc != 0)
        snprintf(a->status, sizeof a->status, _("Trainees not saved: %s"), err);
    if (rc >= 0) {
        T->journal_records = 0;
        T->roster_saved = 1;
    }
}

void trainees_flush(app_t *a, trainee_t *T)
{
    if (T->journal_records > 0)
        save_roster(a, T);
}

/* The computer account's name for the first trainee. */
static void account_name(char *buf, size_t len)
{
    const char *u = getenv("USER");
    if (!u || !u[0])
        u = getenv("LOGNAME");
    snprintf(buf, len, "%s", u && u[0] ? u : _("Trainee"));
}

const drill_trainee_t *trainees_current(const trainee_t *T)
{
    if (!T->roster || T->roster->n == 0)
        return NULL;
    return &T->roster->trainee[T->roster->current];
}

void trainees_load(app_t *a, trainee_t *T)
{
    snprintf(T->roster_path, sizeof T->roster_path, "%strainees.json", a->pref_dir);
    drill_journal_path(T->roster_path, T->journal_path, sizeof T->journal_path);
    T->journal_records = 0;
    T->roster_saved = 0;
    if (!T->roster)
        T->roster = calloc(1, sizeof *T->roster);
    char err[APP_MSG_LEN];
    if (T->roster) {
        drill_journal_load_t jl;
        int rc = drill_roster_open(T->roster_path, T->roster, &jl, err, sizeof err);
        struct stat st;
        if (rc < 0) {
            char moved[APP_PATH_LEN + 64], jmoved[APP_PATH_LEN + 64] = "";
            app_move_aside(a, T->roster_path, moved, sizeof moved);
            /* its journal holds answers of those trainees: kept aside with it, never replayed on others */
            if (stat(T->journal_path, &st) == 0)
                app_move_aside(a, T->journal_path, jmoved, sizeof jmoved);
            app_notice(a, _("The trainees cannot be read"),
                       _("%s\n\nThe file was moved aside to %s so nothing is lost; the trainees start afresh."), err,
                       moved);
            if (jmoved[0])
                fprintf(stderr, "trainees: %s moved aside to %s with trainees.json\n", T->journal_path, jmoved);
        } else {
            T->roster_saved = rc == 0;
            if (jl.bad && a->headless) {
                /* a picture or a screen test: nothing moved, nothing folded in */
                app_notice(a, _("Some answers cannot be read"),
                           P_("%s\n\nThe journal is left as it is (this run writes nothing); the %lld answer before "
                              "that line is shown.",
                              "%s\n\nThe journal is left as it is (this run writes nothing); the %lld answers before "
                              "that line are shown.",
                              jl.records),
                           jl.msg, (long long)jl.records);
            } else if (jl.bad) {
                char moved[APP_PATH_LEN + 64];
                app_move_aside(a, T->journal_path, moved, sizeof moved);
                app_notice(a, _("Some answers cannot be read"),
                           P_("%s\n\nThe journal was moved aside to %s so nothing is lost; the %lld answer before "
                              "that line is kept.",
                              "%s\n\nThe journal was moved aside to %s so nothing is lost; the %lld answers before "
                              "that line are kept.",
                              jl.records),
                           jl.msg, moved, (long long)jl.records);
            } else if (jl.torn) {
                fprintf(stderr, "trainees: %s\n", jl.msg); /* a kill mid-answer: that answer only */
            }
            /* fold what the journal held into trainees.json now: the next answers start a new one */
            if (jl.exists)
                T->journal_records = 1;
            trainees_flush(a, T);
        }
        if (T->roster->n == 0) {
            /* the record kept before there were trainees is the first trainee's */
            char name[DRILL_TRAINEE_NAME];
            account_name(name, sizeof name);
            drill_roster_init(T->roster);
            if (drill_roster_add(T->roster, name, err, sizeof err) < 0)
                drill_roster_add(T->roster, _("Trainee"), err, sizeof err);
        }
    }
    const drill_trainee_t *cur = trainees_current(T);
    progress_path(a, cur ? cur->id : 1, T->path, sizeof T->path);
    practice_load_progress(a, T);
}

void trainees_free(trainee_t *T)
{
    if (T->roster)
        drill_roster_free(T->roster);
    free(T->roster);
    T->roster = NULL;
}

void trainees_choose(app_t *a, trainee_t *T, int i)
{
    if (!T->roster || i < 0 || i >= T->roster->n)
        return;
    T->roster->current = i;
    progress_path(a, T->roster->trainee[i].id, T->path, sizeof T->path);
    practice_load_progress(a, T);
    save_roster(a, T);
}

int trainees_add(app_t *a, trainee_t *T, const char *name, char *err, size_t errlen)
{
    if (!T->roster) {
        snprintf(err, errlen, "%s", _("Out of memory"));
        return -1;
    }
    int i = drill_roster_add(T->roster, name, err, errlen);
    if (i < 0)
        return -1;
    /* a progress file left by a trainee removed before would not be this one's: never read it */
    char p[APP_PATH_LEN + 32];
    progress_path(a, T->roster->trainee[i].id, p, sizeof p);
    struct stat st;
    if (stat(p, &st) == 0) {
        char moved[APP_PATH_LEN + 64];
        app_move_aside(a, p, moved, sizeof moved);
    }
    trainees_choose(a, T, i);
    return 0;
}

int trainees_rename(app_t *a, trainee_t *T, int i, const char *name, char *err, size_t errlen)
{
    if (!T->roster || drill_roster_rename(T->roster, i, name, err, errlen) < 0)
        return -1;
    save_roster(a, T);
    return 0;
}

void trainees_remove(app_t *a, trainee_t *T, int i)
{
    if (!T->roster || i < 0 || i >= T->roster->n || T->roster->n <= 1)
        return;
    char p[APP_PATH_LEN + 32], moved[APP_PATH_LEN + 64];
    progress_path(a, T->roster->trainee[i].id, p, sizeof p);
    struct stat st;
    if (!a->headless && stat(p, &st) == 0)
        app_move_aside(a, p, moved, sizeof moved);
    drill_roster_remove(T->roster, i);
    trainees_choose(a, T, T->roster->current);
}

void trainees_record(app_t *a, trainee_t *T, const drill_result_t *rp)
{
    if (!T->roster || T->roster->n == 0)
        return;
    drill_result_t r = *rp;
    if (a->headless || !T->roster_saved) {
        /* headless runs never write; a roster never written yet is written whole, once */
        if (drill_trainee_record(&T->roster->trainee[T->roster->current], &r) == 0)
            save_roster(a, T);
        return;
    }
    char err[APP_MSG_LEN];
    int rc = drill_roster_record(T->roster, T->roster->current, &r, T->journal_path, err, sizeof err);
    if (rc == -2) {
        fprintf(stderr, "trainees: %s: writing trainees.json whole instead\n", err);
        T->journal_records++;
        save_roster(a, T);
    } else if (rc == 0 && ++T->journal_records >= DRILL_JOURNAL_COMPACT) {
        save_roster(a, T);
    }
}

int trainees_export(app_t *a, trainee_t *T, char *path, size_t len)
{
    const drill_trainee_t *t = trainees_current(T);
    if (!t) {
        snprintf(path, len, "%s", _("No trainee is chosen"));
        return -1;
    }
    char dir[APP_PATH_LEN + 16], fn[DRILL_TRAINEE_NAME + 32];
    snprintf(dir, sizeof dir, "%sreports", a->pref_dir);
    if (mkdir(dir, 0755) != 0 && errno != EEXIST) {
        snprintf(path, len, _("cannot make %s: %s"), dir, strerror(errno));
        return -1;
    }
    drill_report_file_name(t->name, fn, sizeof fn);
    char full[APP_PATH_LEN + 96];
    snprintf(full, sizeof full, "%s/%s", dir, fn);
    time_t now = (time_t)(a->wall_ms / 1000);
    struct tm tm;
    char made[32] = "";
    if (gmtime_r(&now, &tm))
        strftime(made, sizeof made, "%Y-%m-%d", &tm);
    char *html = drill_report_html(t, T->rb, made);
    if (!html) {
        snprintf(path, len, "%s", _("Out of memory"));
        return -1;
    }
    char err[APP_MSG_LEN];
    int rc = keep_write(full, html, strlen(html), 0, err, sizeof err);
    free(html);
    if (rc != 0) {
        snprintf(path, len, "%s", err);
        return -1;
    }
    snprintf(path, len, "%s", full);
    return 0;
}

/* ---- the chosen trainee's progress file ---------------------------------------------------- */

void practice_load_progress(app_t *a, trainee_t *T)
{
    char err[APP_MSG_LEN];
    int rc = practice_progress_load(T->path, &T->prog, err, sizeof err);
    if (rc < 0) {
        char moved[APP_PATH_LEN + 64];
        app_move_aside(a, T->path, moved, sizeof moved);
        practice_progress_init(&T->prog);
        app_notice(a, _("Your practice progress cannot be read"),
                   _("%s\n\nThe file was moved aside to %s so nothing is lost; progress starts afresh."), err, moved);
    }
}

void practice_save_progress(app_t *a, trainee_t *T)
{
    char err[APP_MSG_LEN];
    if (practice_progress_save(T->path, &T->prog, err, sizeof err) != 0)
        snprintf(a->status, sizeof a->status, _("Practice progress not saved: %s"), err);
}
