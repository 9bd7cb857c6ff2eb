/* gen_drill_pot.c — the authored drills' words for the translators: reads the JSON files of levels/drills and
 * writes a PO template of the fields a player reads (each drill's situation, question, choices
 * and explanation), which the felt-pot target hands to xgettext with the sources. The drill
 * loader looks the same strings up with D_() (src/drill/drill_file.c).
 * Usage: felt-gen-drill-pot OUT.pot FILE.json... (names as the references should read them) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "engine/text.h"

/* the strings written so far: a msgid appears once in a template */
static const char *seen[1024];
static int n_seen;

/* one msgid in PO quoting: backslash, quote and newline escaped */
static void put_entry(FILE *f, const char *file, const char *where, const char *s)
{
    for (int i = 0; i < n_seen; i++)
        if (!strcmp(seen[i], s))
            return;
    if (n_seen < (int)(sizeof seen / sizeof seen[0]))
        seen[n_seen++] = s;
    fprintf(f, "#. %s\n#: %s\nmsgid \"", where, file);
    for (const char *p = s; *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(f, "\\%c", *p);
        else if (*p == '\n')
            fputs("\\n", f);
        else if (*p == '\t')
            fputs("\\t", f);
        else
            fputc(*p, f);
    }
    fputs("\"\nmsgstr \"\"\n\n", f);
}

static void put_field(FILE *f, const char *file, const char *id, const char *key, const cJSON *it)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(it, key);
    char where[160];
    if (cJSON_IsString(v) && v->valuestring[0]) {
        snprintf(where, sizeof where, "drill \"%s\": %s", id, key);
        put_entry(f, file, where, v->valuestring);
    } else if (cJSON_IsArray(v)) {
        int i = 0;
        const cJSON *c;
        cJSON_ArrayForEach(c, v)
        {
            i++;
            if (cJSON_IsString(c) && c->valuestring[0]) {
                snprintf(where, sizeof where, "drill \"%s\": %s %d", id, key, i);
                put_entry(f, file, where, c->valuestring);
            }
        }
    }
}

int main(int argc, char **argv)
{
    if (argc < 3 || argc - 2 > 64) {
        fprintf(stderr, "usage: felt-gen-drill-pot OUT.pot FILE.json... (1 to 64 files)\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "w");
    if (!f) {
        perror(argv[1]);
        return 1;
    }
    fputs("msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n", f);
    int rc = 0;
    cJSON *roots[64] = {0};
    for (int i = 2; i < argc && rc == 0; i++) {
        char err[512];
        size_t len = 0;
        char *text = text_read_file(argv[i], 1u << 20, "1 MiB", &len, err, sizeof err);
        cJSON *root = text ? cJSON_ParseWithLength(text, len) : NULL;
        const cJSON *arr = cJSON_GetObjectItemCaseSensitive(root, "drills");
        if (!text) {
            fprintf(stderr, "felt-gen-drill-pot: %s\n", err);
            rc = 1;
        } else if (!cJSON_IsArray(arr)) {
            fprintf(stderr, "felt-gen-drill-pot: %s: expected an object with a \"drills\" array, got none "
                            "(check it with felt-cli check)\n", argv[i]);
            rc = 1;
        } else {
            const cJSON *it;
            cJSON_ArrayForEach(it, arr)
            {
                const cJSON *id = cJSON_GetObjectItemCaseSensitive(it, "id");
                const char *ids = cJSON_IsString(id) ? id->valuestring : "?";
                static const char *const keys[] = {"situation", "question", "choices", "explanation"};
                for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++)
                    put_field(f, argv[i], ids, keys[k], it);
            }
        }
        free(text);
        roots[i - 2] = root; /* kept to the end: seen[] points into it */
    }
    for (size_t i = 0; i < sizeof roots / sizeof roots[0]; i++)
        cJSON_Delete(roots[i]);
    if (fclose(f) != 0 && rc == 0) {
        perror(argv[1]);
        rc = 1;
    }
    return rc;
}
