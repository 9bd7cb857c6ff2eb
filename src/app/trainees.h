/* trainees.h — who practises (trainees.c): the trainee's state the practice screens share (progress,
 * rule book, drill cards, the menu's choices), the roster in trainees.json with its journal, and
 * each trainee's progress file. Below the practice kit: it knows nothing of a drill on the table. */
#ifndef FELT_TRAINEES_H
#define FELT_TRAINEES_H

#include <stddef.h>

#include "app/app.h"
#include "app/practice.h"
#include "drill/drill.h"
#include "drill/drill_mtt.h"
#include "drill/drill_record.h"

/* The trainee: progress, the rule book, the drill cards, and the menu's choices the sessions follow. */
typedef struct trainee {
    practice_progress_t prog;    /* the chosen trainee's (trainees.c) */
    char path[APP_PATH_LEN + 32]; /* its progress file */
    drill_roster_t *roster;      /* who practises, and every result (trainees.json); NULL out of memory */
    char roster_path[APP_PATH_LEN + 32];
    char journal_path[APP_PATH_LEN + 32]; /* trainees.journal: each answer appended (drill_record.h) */
    int journal_records;         /* records appended since trainees.json was last written whole */
    int roster_saved;            /* trainees.json exists as the roster in memory was read or written */
    drill_rulebook_t *rb;
    drill_t *floor;              /* floor-ruling cards (levels/drills) */
    int n_floor;
    drill_t *authored;           /* authored situation drills of topics 1-9 (levels/drills) */
    int n_authored;
    char drills_dir[APP_PATH_LEN + 32];
    char drills_lang[8];     /* the language the drill files were read in (i18n_numbers()->lang) */
    char floor_note[APP_MSG_LEN];
    int topic_on[DRILL_TOPIC_COUNT];
    int dir_on[DRILL_MTT_TOPIC_COUNT]; /* the director topics ticked (the menu's Directing tab) */
    int length, timer, difficulty;
} trainee_t;

/* Read T->path into T->prog (a bad progress file is moved aside, with a notice; progress starts
 * afresh); write it back (a failure said in the status line). */
void practice_load_progress(app_t *a, trainee_t *T);
void practice_save_progress(app_t *a, trainee_t *T);

/* Read trainees.json and replay trainees.journal onto it (missing: the computer account's record
 * becomes the first trainee, its progress file practice.json kept as it is; bad: moved aside with
 * a notice, never written over, its journal too; a bad journal record: the journal moved aside
 * with a notice naming the file and line, the records before it kept; a last record cut short:
 * dropped, said on stderr), the journal folded into trainees.json, and the chosen trainee's
 * progress. */
void trainees_load(app_t *a, trainee_t *T);
void trainees_free(trainee_t *T);
/* Practise as trainee i from now on (its progress read). */
void trainees_choose(app_t *a, trainee_t *T, int i);
/* Add / rename the trainee; 0, or -1 with why in err (nothing changed). */
int trainees_add(app_t *a, trainee_t *T, const char *name, char *err, size_t errlen);
int trainees_rename(app_t *a, trainee_t *T, int i, const char *name, char *err, size_t errlen);
/* Remove trainee i: its results go, its progress file is moved aside (nothing is overwritten). */
void trainees_remove(app_t *a, trainee_t *T, int i);
/* Keep the drill just graded under the chosen trainee (r made by drill_result_make, its answer NULL
 * when the time ran out): one record appended to trainees.journal, trainees.json written whole
 * only every DRILL_JOURNAL_COMPACT answers (or when it does not exist yet, or the journal cannot be
 * written). */
void trainees_record(app_t *a, trainee_t *T, const drill_result_t *r);
/* Fold the journal into trainees.json (written whole, the journal removed) if it holds answers:
 * when the practice screens are left and when the game quits. */
void trainees_flush(app_t *a, trainee_t *T);
/* The chosen trainee, or NULL. */
const drill_trainee_t *trainees_current(const trainee_t *T);
/* The report as HTML in the data folder's reports/ (report-NAME.html): 0 with the path, or -1
 * with why in path. */
int trainees_export(app_t *a, trainee_t *T, char *path, size_t len);

#endif
