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
    int64_t journal_seq;     /* the newest journal record these results hold ("journal_seq": in the file,
                              * the newest folded into it; 0 in a file older than the journal) */
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

/* ---- the journal ---------------------------------------------------------------------------
 * Rewriting trainees.json after every answer costs its whole size (18.7 MB for a class of 20
 * with 2,000 results each), so each answer is appended instead to trainees.journal beside it:
 * text, one record a line, each line closed by the CRC-32 of its text (text_crc32):
 *   felt-trainees-journal 1 <crc>                 the first line
 *   <seq> <trainee id> <the result as JSON, as in trainees.json> <crc>
 * appended whole or not at all (keep_append_whole, fsync'd). seq counts up from the roster's
 * journal_seq; loading is trainees.json, then the journal's records newer than its
 * "journal_seq", in order. Compacting writes trainees.json whole (atomically, the journal's
 * newest seq in it) and then removes the journal, so a crash between the two never applies a
 * result twice. A last line cut short (a kill mid-append, a full disk) is dropped and said; a
 * record in the middle that fails its checksum or does not parse stops the replay there (the
 * records before it stay applied) and says "NAME:LINE: ...". */

enum { DRILL_JOURNAL_VERSION = 1, DRILL_JOURNAL_COMPACT = 256 /* records: then compact */ };

typedef struct drill_journal_load {
    int exists;              /* there was a journal */
    int64_t records;         /* whole records read (those before a bad one) */
    int64_t applied;         /* of them, replayed: newer than trainees.json's journal_seq */
    int torn;                /* the last line was cut short: dropped (msg says where) */
    int bad;                 /* a record fails (msg "NAME:LINE: ..."): replayed up to the one before */
    int line;                /* the torn or bad line, 1-based */
    char msg[512];
} drill_journal_load_t;

/* The journal beside the roster at roster_path: NAME.json -> NAME.journal (else NAME.journal). */
void drill_journal_path(const char *roster_path, char *buf, size_t len);
/* Replay the journal at path onto r (loaded from its roster file). 0 read (torn or not), 1 no
 * journal, -1 a bad record or an unreadable file (jl->msg; the records before it replayed). */
int drill_journal_replay(const char *path, drill_roster_t *r, drill_journal_load_t *jl);
/* The same on the journal's text (len bytes, a NUL after them; its lines are cut in place), path
 * naming it in the messages: 0 or -1. */
int drill_journal_replay_text(const char *path, char *text, size_t len, drill_roster_t *r, drill_journal_load_t *jl);
/* The roster as the game left it: trainees.json (drill_roster_load: its codes and messages),
 * then, unless it is bad, its journal replayed (jl: what the journal held; jl->bad or jl->torn
 * with the message). felt-cli and the game share it. */
int drill_roster_open(const char *path, drill_roster_t *out, drill_journal_load_t *jl, char *err, size_t errlen);
/* Keep res under trainee i, in r and in the journal at `journal` (one record appended with
 * r->journal_seq + 1). 0; -1 out of memory (nothing kept); -2 kept in r but not in the journal
 * (err says why: the caller writes the roster whole instead). */
int drill_roster_record(drill_roster_t *r, int i, const drill_result_t *res, const char *journal, char *err,
                        size_t errlen);
/* Fold the journal into the roster file: write r whole to path (keep_write: with its
 * journal_seq), then remove the journal beside it. 0; -1 not written (err; the journal kept);
 * 1 written but the journal could not be removed (err; harmless: its records are older than
 * journal_seq now). */
int drill_roster_compact(const char *path, const drill_roster_t *r, char *err, size_t errlen);

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
