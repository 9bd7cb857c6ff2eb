/* cli_check.c — `felt-cli check FILE...`: load and validate tournament-structure files (levels/)
 * and print one line each, "FILE: ok (...)" or the loader's message, so a structure can be
 * checked before the game sees it. Reads only the named files; never writes anything. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "cli.h"
#include "drill/drill.h"
#include "engine/structure.h"
#include "engine/text.h"

int cli_check(int argc, char **argv); /* also listed in cli.h */

static void check_help(FILE *f)
{
    fprintf(f,
            "usage: felt-cli check [-v] FILE...\n"
            "\n"
            "Validates tournament-structure files (the JSON of levels/, described in\n"
            "docs/structures.md) and drill files (levels/drills/, docs/drills.md: any file in a\n"
            "folder named drills). For each file prints\n"
            "  FILE: ok (NAME: seats, starting chips, levels, rebuys, payouts)\n"
            "  FILE: ok (N drills: F floor cards, S situations)\n"
            "or the first problem found, as FILE:LINE: JSON.PATH: expected ..., got VALUE\n"
            "(a syntax error as FILE:LINE:COLUMN: syntax error near 'C').\n"
            "  -v, --verbose   also print every level, the chips and the payout tiers, or every\n"
            "                  drill with its answer\n"
            "Exit status: 0 if every file is valid, 1 if any is not, 2 on bad usage.\n");
}

/* Cents as "12.50". */
static const char *money(int64_t cents, char *buf, size_t len)
{
    snprintf(buf, len, "%" PRId64 ".%02" PRId64, cents / 100, cents % 100);
    return buf;
}

static const char *percent(int bp, char *buf, size_t len)
{
    if (bp % 100 == 0)
        snprintf(buf, len, "%d", bp / 100);
    else
        snprintf(buf, len, "%d.%02d", bp / 100, bp % 100);
    return buf;
}

static void summary(const structure_t *s)
{
    char a[32], b[32];
    int playing = 0, breaks = 0;
    for (int i = 0; i < s->n_levels; i++) {
        if (s->levels[i].is_break)
            breaks++;
        else
            playing++;
    }
    int by_hands = 0;
    for (int i = 0; i < s->n_levels; i++)
        if (!s->levels[i].is_break) {
            by_hands = s->levels[i].hands > 0;
            break;
        }
    printf("ok (%s: %d seats, %s chips, %d levels", s->name, s->table_size,
           text_group((uint64_t)s->starting_stack, a, sizeof a), playing);
    if (breaks)
        printf(" + %d break%s", breaks, breaks == 1 ? "" : "s");
    printf(" by %s", by_hands ? "hands" : "minutes");
    if (s->rebuy_enabled) {
        printf(", rebuy %s at <= %s to level %d", text_group((uint64_t)s->rebuy_chips, a, sizeof a),
               text_group((uint64_t)s->rebuy_max_stack, b, sizeof b), s->rebuy_last_level);
        if (s->rebuy_limit)
            printf(" (%d max)", s->rebuy_limit);
    } else {
        printf(", freeze-out");
    }
    if (s->addon_enabled)
        printf(", add-on %s", text_group((uint64_t)s->addon_chips, a, sizeof a));
    if (s->currency[0])
        printf(", %s %s + %s", s->currency, money(s->buy_in, a, sizeof a),
               money(s->fee, b, sizeof b));
    printf(", %d payout tier%s)\n", s->n_payout_tiers, s->n_payout_tiers == 1 ? "" : "s");
}

static void details(const structure_t *s)
{
    char a[32], b[32], c[32];
    if (s->description[0])
        printf("  %s\n", s->description);
    for (int i = 0; i < s->n_chips; i++)
        printf("  chip %-8s %s (#%06" PRIX32 ")\n", text_group((uint64_t)s->chips[i].value, a, sizeof a),
               s->chips[i].name, s->chips[i].rgb);
    for (int i = 0; i < s->n_levels; i++) {
        const level_t *v = &s->levels[i];
        if (v->is_break) {
            printf("  break     %d minutes\n", v->minutes);
            continue;
        }
        snprintf(c, sizeof c, "%s/%s", text_group((uint64_t)v->small_blind, a, sizeof a),
                 text_group((uint64_t)v->big_blind, b, sizeof b));
        printf("  level %-3d %-13s", structure_level_number(s, i), c);
        if (v->ante)
            printf(" ante %-6s", text_group((uint64_t)v->ante, a, sizeof a));
        else
            printf("            ");
        if (v->minutes)
            printf(" %3d minutes", v->minutes);
        else
            printf(" %3d hands", v->hands);
        for (int r = 0; r < v->n_remove; r++)
            printf("%s%" PRId64, r ? ", " : "  colour up: ", v->remove_chips[r]);
        printf("\n");
    }
    for (int t = 0; t < s->n_payout_tiers; t++) {
        const payout_tier_t *p = &s->payouts[t];
        if (p->min_players == p->max_players)
            printf("  payout %d players:", p->min_players);
        else
            printf("  payout %d-%d players:", p->min_players, p->max_players);
        for (int k = 0; k < p->n_places; k++)
            printf(" %s%%", percent(p->percent_bp[k], a, sizeof a));
        printf("\n");
    }
}

/* A drill file: any file in a folder named "drills", or an object with a top-level "drills". */
static int is_drill_file(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (slash) {
        const char *start = slash;
        while (start > path && start[-1] != '/')
            start--;
        if (slash - start == 6 && !strncmp(start, "drills", 6))
            return 1;
    }
    char err[256];
    size_t len = 0;
    char *text = text_read_file(path, 1u << 20, "1 MiB", &len, err, sizeof err);
    if (!text)
        return 0; /* the structure loader reports it */
    cJSON *root = cJSON_ParseWithLength(text, len);
    int drills = cJSON_IsObject(root) && cJSON_GetObjectItemCaseSensitive(root, "drills") != NULL;
    cJSON_Delete(root);
    free(text);
    return drills;
}

static int check_drills(const char *path, int verbose)
{
    enum { MAX_DRILLS = 64 };
    static drill_t d[MAX_DRILLS];
    char err[1024];
    int n = 0;
    if (drill_load_file(path, d, MAX_DRILLS, &n, err, sizeof err) < 0) {
        fflush(stdout);
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    int floor_cards = 0;
    for (int i = 0; i < n; i++)
        floor_cards += d[i].topic == DRILL_FLOOR;
    printf("%s: ok (%d drill%s: %d floor card%s, %d situation%s)\n", path, n, n == 1 ? "" : "s", floor_cards,
           floor_cards == 1 ? "" : "s", n - floor_cards, n - floor_cards == 1 ? "" : "s");
    for (int i = 0; verbose && i < n; i++) {
        char ans[2048];
        drill_answer_describe(&d[i].answer, &d[i], ans, sizeof ans);
        printf("  %s [%s, %s]: %s\n    answer: %s\n    why: %s\n", d[i].id, drill_topic_name(d[i].topic), d[i].rule,
               d[i].question, ans, d[i].why);
    }
    return 0;
}

int cli_check(int argc, char **argv)
{
    int verbose = 0, bad = 0;
    const cli_opt_t opts[] = {{"verbose", 'v', CLI_FLAG, &verbose, 0, 0}};
    int pr = cli_getopt("check", argc, argv, opts, 1, check_help, &argc);
    if (pr)
        return pr == 1 ? 0 : pr;
    if (argc == 0) {
        check_help(stderr);
        return 2;
    }
    for (int i = 0; i < argc; i++) {
        if (is_drill_file(argv[i])) {
            bad |= check_drills(argv[i], verbose);
            fflush(stdout);
            continue;
        }
        structure_t s;
        char err[512];
        if (structure_load_file(argv[i], &s, err, sizeof err) < 0) {
            fflush(stdout);
            fprintf(stderr, "%s\n", err);
            bad = 1;
            continue;
        }
        printf("%s: ", argv[i]);
        summary(&s);
        if (verbose)
            details(&s);
        fflush(stdout);
    }
    fflush(stdout);
    return bad;
}
