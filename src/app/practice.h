/* practice.h — a trainee's progress in the practice mode, kept across runs in practice.json
 * under the preference path: per drill topic the answers given and right, the time spent, and a
 * short history (one point per practice session) for the chart; the shadow dealer's duties.
 * Loaded strictly (messages name the file, line, field and value), written atomically. */
#ifndef FELT_PRACTICE_H
#define FELT_PRACTICE_H

#include <stddef.h>
#include <stdint.h>

#include "drill/drill.h"
#include "drill/drill_mtt.h"

enum { PRACTICE_HISTORY = 24 };

/* One practice session's answers in one topic (a point of the chart). */
typedef struct practice_point {
    int64_t when_ms;   /* the session's start, unix ms: points of one session share it */
    int asked, right;
} practice_point_t;

typedef struct practice_topic_stats {
    int asked, right;
    double seconds;    /* time spent answering, summed */
    int n_history;     /* oldest first */
    practice_point_t history[PRACTICE_HISTORY];
} practice_topic_stats_t;

typedef struct practice_progress {
    practice_topic_stats_t topic[DRILL_TOPIC_COUNT];
    practice_topic_stats_t director[DRILL_MTT_TOPIC_COUNT]; /* the director drills ("balancing", ...) */
    int shadow_duties, shadow_right; /* the shadow dealer's duties performed and done right */
    int shadow_moves, shadow_moves_right; /* the shadow director's moves asked and answered right */
} practice_progress_t;

void practice_progress_init(practice_progress_t *p);
/* Count one answer of topic t (right or not, `seconds` to answer) in the session that started at
 * session_ms (unix ms): its chart point is created on the session's first answer in the topic.
 * shadow: the answer was a shadow-dealer duty (also counted there). */
void practice_progress_record(practice_progress_t *p, drill_topic_t t, int right, double seconds,
                              int64_t session_ms, int shadow);
/* The same for a director drill of topic t (drill_mtt.h); shadow: a shadow director's move. */
void practice_progress_record_director(practice_progress_t *p, drill_mtt_topic_t t, int right, double seconds,
                                       int64_t session_ms, int shadow);
/* Parse practice.json text. Returns 0, or -1 with "FILE:LINE: field: expected ..., got VALUE"
 * in err and *out untouched. Unknown topics and keys are errors (a typo must not pass). */
int practice_progress_parse(const char *name, const char *text, size_t len, practice_progress_t *out,
                            char *err, size_t errlen);
/* Read the file: 0 loaded, 1 it does not exist (empty progress), -1 bad (message; *out empty). */
int practice_progress_load(const char *path, practice_progress_t *out, char *err, size_t errlen);
/* The JSON text (caller frees), and writing it atomically. */
char *practice_progress_json(const practice_progress_t *p);
int practice_progress_save(const char *path, const practice_progress_t *p, char *err, size_t errlen);

#endif
