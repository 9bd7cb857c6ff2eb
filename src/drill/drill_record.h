/* drill_record.h — trainees and what each answered (issue #27): a trainer's roster of trainees,
 * every drill result under the trainee who answered it (topic, drill id or seed, right or wrong,
 * the given and the correct answer in words, the rule, the time taken, the date), kept in
 * trainees.json (versioned JSON, loaded strictly with the file, line, field and value in every
 * message, written atomically by the caller with keep_write); the report per trainee computed
 * from those results (accuracy and median time per topic, per day, the drills missed) and that
 * report as one self-contained, printable HTML file. No SDL, render or app code: the game and
 * `felt-cli drill --report` share it. */
#ifndef FELT_DRILL_RECORD_H
#define FELT_DRILL_RECORD_H

#include <stddef.h>
#include <stdint.h>

#include "drill/drill.h"

enum {
    DRILL_TRAINEE_NAME = 48,  /* bytes with the terminator */
    DRILL_MAX_TRAINEES = 32,
    DRILL_MAX_RESULTS = 2000, /* per trainee: the newest are kept */
    DRILL_RESULT_TEXT = 320
};

typedef struct drill_result {
    drill_topic_t topic;
    char drill[48];          /* an authored drill's id, "" for a generated one (topic + seed) */
    uint64_t seed;
    int difficulty;          /* 1..5 */
    int right;
    char question[DRILL_RESULT_TEXT];
    char given[DRILL_RESULT_TEXT];   /* the trainee's answer in words ("" when the time ran out) */
    char correct[DRILL_RESULT_TEXT]; /* the engine's answer in words */
    char rule[16];
    double seconds;          /* time taken to answer */
    int64_t when_ms;         /* unix ms of the answer */
    int64_t session_ms;      /* unix ms of the session's start */
} drill_result_t;

typedef struct drill_trainee {
    int id;                  /* 1, 2, ... never reused: the progress file's number (1: practice.json) */
    char name[DRILL_TRAINEE_NAME];
    int n_results, cap;
    drill_result_t *results; /* oldest first */
} drill_trainee_t;

typedef struct drill_roster {
    int n, current, next_id;
    drill_trainee_t trainee[DRILL_MAX_TRAINEES];
} drill_roster_t;

void drill_roster_init(drill_roster_t *r);
void drill_roster_free(drill_roster_t *r);
/* Parse trainees.json text. 0, or -1 with "NAME:LINE: PATH: expected ..., got VALUE" in err
 * (*out left empty). Unknown keys, topics and duplicate names are errors. */
int drill_roster_parse(const char *name, const char *text, size_t len, drill_roster_t *out, char *err, size_t errlen);
/* Read the file: 0 loaded, 1 it does not exist (empty roster), -1 bad (message; empty roster). */
int drill_roster_load(const char *path, drill_roster_t *out, char *err, size_t errlen);
/* The JSON text, ending in a newline (caller frees); writing it atomically (keep_write). */
char *drill_roster_json(const drill_roster_t *r);
int drill_roster_save(const char *path, const drill_roster_t *r, char *err, size_t errlen);

/* The trainee named so (exact), or -1. */
int drill_roster_find(const drill_roster_t *r, const char *name);
/* Add a trainee: its index, or -1 with the reason in err (empty or too long a name, a name
 * already used, the roster full). Leading and trailing blanks are dropped. */
int drill_roster_add(drill_roster_t *r, const char *name, char *err, size_t errlen);
int drill_roster_rename(drill_roster_t *r, int i, const char *name, char *err, size_t errlen);
/* Remove trainee i with its results (current moves to a neighbour). */
void drill_roster_remove(drill_roster_t *r, int i);
/* Append a result to a trainee (the oldest dropped beyond DRILL_MAX_RESULTS). 0, -1 out of memory. */
int drill_trainee_record(drill_trainee_t *t, const drill_result_t *res);
/* A result of drill d answered `given` (NULL: the time ran out), graded `right`. */
void drill_result_make(const drill_t *d, const drill_answer_t *given, int right, double seconds, int64_t when_ms,
                       int64_t session_ms, drill_result_t *out);

/* ---- the report ------------------------------------------------------------------------------ */

enum { DRILL_REPORT_DAYS = 60 };

typedef struct drill_report_topic {
    int asked, right;
    double median_s;         /* median time to answer, to the tenth (0 when none) */
} drill_report_topic_t;

typedef struct drill_report_day {
    char date[11];           /* YYYY-MM-DD (UTC) */
    int asked, right;
    drill_report_topic_t topic[DRILL_TOPIC_COUNT];
} drill_report_day_t;

typedef struct drill_report {
    int asked, right;
    double median_s;
    drill_report_topic_t topic[DRILL_TOPIC_COUNT];
    int n_days;              /* oldest first, the newest DRILL_REPORT_DAYS days with answers */
    drill_report_day_t day[DRILL_REPORT_DAYS];
    int n_missed;            /* results[] indices of the missed drills, newest first */
    int *missed;
} drill_report_t;

/* Compute the report of a trainee (caller frees with drill_report_free). 0, -1 out of memory. */
int drill_report_compute(const drill_trainee_t *t, drill_report_t *rep);
void drill_report_free(drill_report_t *rep);
/* The report as one self-contained HTML page (inline CSS with print rules, no external
 * resources, every text escaped); rb (may be NULL) gives the rules' titles; `made` is the date
 * line's text ("2026-11-26"). Caller frees; NULL out of memory. */
char *drill_report_html(const drill_trainee_t *t, const drill_rulebook_t *rb, const char *made);
/* The date of unix ms ms, UTC: "2026-11-26". */
void drill_report_date(int64_t ms, char out[11]);
/* A file name for the trainee's report: letters, digits, '-' and '_' kept, others '_':
 * "report-NAME.html". */
void drill_report_file_name(const char *trainee, char *buf, size_t len);

/* ---- HTML helpers shared by the report and the written test ---------------------------------- */

/* A growing text buffer. */
typedef struct drill_text {
    char *s;
    size_t len, cap;
    int oom;
} drill_text_t;
void drill_text_add(drill_text_t *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Text with <, >, &, " and ' escaped. */
void drill_text_esc(drill_text_t *b, const char *s);

#endif
