/* test_i18n_numbers.c — numbers and drills in the player's language (src/app/format.c,
 * src/app/i18n.c, the drill library's words): chips grouped as English, German and Spanish write
 * them (Spanish from five digits), money with the sign where the language puts it, typed amounts
 * read with or without grouping, the session's English amounts regrouped, and a generated drill
 * asked, explained and graded in German and Spanish. Uses the catalogues the build compiled. */
#include <stdlib.h>
#include <string.h>

#include "app/format.h"
#include "app/i18n.h"
#include "drill/drill.h"
#include "engine/jsonv.h"
#include "testlib.h"

static void check_text(const char *got, const char *want, const char *lang)
{
    CHECK_MSG(!strcmp(got, want), "%s: got '%s', want '%s'", lang, got, want);
}

static void test_numbers(void)
{
    char b[64];
    static const structure_t usd = {.currency = "USD"}, zar = {.currency = "ZAR"};
    i18n_set_language("en");
    check_text(app_chips(1445, b, sizeof b), "1,445", "en");
    check_text(app_chips(-12500, b, sizeof b), "-12,500", "en");
    check_text(app_chips(999, b, sizeof b), "999", "en");
    check_text(app_money(&usd, 1250, b, sizeof b), "$12.50", "en");
    check_text(app_money(&zar, 100000, b, sizeof b), "R1,000", "en");
    i18n_set_language("de");
    check_text(app_chips(1445, b, sizeof b), "1.445", "de");
    check_text(app_chips(12500, b, sizeof b), "12.500", "de");
    check_text(app_chips(1234567, b, sizeof b), "1.234.567", "de");
    check_text(app_money(&usd, 1250, b, sizeof b), "12,50\xc2\xa0$", "de");
    check_text(app_money(&usd, 123400, b, sizeof b), "1.234\xc2\xa0$", "de");
    check_text(app_action_words("Raise to 1,200", b, sizeof b), "Erh\xc3\xb6hen auf 1.200", "de");
    i18n_set_language("es");
    check_text(app_chips(1445, b, sizeof b), "1445", "es");
    check_text(app_chips(12500, b, sizeof b), "12.500", "es");
    check_text(app_money(&usd, 1250, b, sizeof b), "12,50\xc2\xa0$", "es");
    /* the bet box: typed with or without grouping, in any language */
    CHECK(app_parse_chips("1,445") == 1445 && app_parse_chips("1.445") == 1445 && app_parse_chips("1445") == 1445);
    CHECK(app_parse_chips("12.500") == 12500 && app_parse_chips("") == 0);
    i18n_set_language("en");
}

static void test_drill_words(void)
{
    drill_set_words(&(drill_words_t){.chips = app_chips, .money = app_usd, .hand = app_hand_words});
    static const char *const langs[] = {"en", "de", "es"};
    static const char *const seat[] = {"Seat ", "Platz ", "asiento "};
    static const char *const wrong[] = {"Wrong: ", "Falsch: ", "Incorrecto: "};
    static drill_t d[3];
    char err[256], fb[2100];
    for (int i = 0; i < 3; i++) {
        i18n_set_language(langs[i]);
        CHECK(drill_generate(DRILL_MIN_RAISE, 3, 3, &d[i], err, sizeof err) == 0);
        CHECK_MSG(strstr(d[i].question, seat[i]) != NULL, "%s: '%.300s'", langs[i], d[i].question);
        drill_answer_t given = d[i].answer;
        given.amount += 1;
        CHECK(drill_grade(&d[i], &given, fb, sizeof fb) == 0);
        CHECK_MSG(!strncmp(fb, wrong[i], strlen(wrong[i])), "%s: '%.300s'", langs[i], fb);
        /* the same drill whatever the words: the answer and the rule are the engine's */
        CHECK(d[i].answer.amount == d[0].answer.amount && !strcmp(d[i].rule, d[0].rule));
        if (i)
            CHECK_MSG(strcmp(d[i].why, d[0].why) != 0, "%s: the explanation is English: '%.300s'", langs[i], d[i].why);
    }
    i18n_set_language("en");
    drill_set_words(NULL);
}

/* The authored drill files (levels/drills) in German and Spanish: every situation, question, choice
 * and explanation translated whole (none left English because it did not fit), the answers the
 * same as in English. */
static void test_authored_drills(void)
{
    static const char *const files[] = {FELT_SOURCE_DIR "/levels/drills/floor.json",
                                        FELT_SOURCE_DIR "/levels/drills/situations.json"};
    static const char *const langs[] = {"en", "de", "es"};
    enum { MAX = 64 };
    drill_t *d[3];
    for (int l = 0; l < 3; l++)
        d[l] = calloc(MAX, sizeof *d[l]);
    char err[512];
    for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
        int n[3] = {0, 0, 0};
        for (int l = 0; l < 3; l++) {
            i18n_set_language(langs[l]);
            CHECK_MSG(drill_load_file(files[f], d[l], MAX, &n[l], err, sizeof err) == 0, "%s: %.300s", langs[l], err);
        }
        CHECK(n[0] > 0 && n[1] == n[0] && n[2] == n[0]);
        for (int k = 0; k < n[0]; k++)
            for (int l = 1; l < 3; l++) {
                const drill_t *en = &d[0][k], *t = &d[l][k];
                CHECK_MSG(strcmp(t->question, en->question) != 0, "%s %s: the question is English: '%.300s'",
                          langs[l], en->id, t->question);
                CHECK(t->answer.kind == en->answer.kind && t->answer.choice == en->answer.choice &&
                      t->n_choices == en->n_choices && !strcmp(t->rule, en->rule));
                if (en->topic != DRILL_FLOOR)
                    continue;
                CHECK_MSG(strcmp(t->why, en->why) != 0, "%s %s: the explanation is English: '%.300s'", langs[l],
                          en->id, t->why);
                for (int c = 0; c < en->n_choices; c++)
                    CHECK_MSG(strcmp(t->choice[c], en->choice[c]) != 0, "%s %s: choice %d is English: '%.200s'",
                              langs[l], en->id, c + 1, t->choice[c]);
            }
        if (f == 0) { /* the first card, word for word */
            check_text(d[1][0].choice[0], "Auf 5000 erh\xc3\xb6ht", "de");
            CHECK_MSG(strstr(d[1][0].question, "Was hat Platz 5 getan?") != NULL, "de: '%.300s'", d[1][0].question);
            CHECK_MSG(strstr(d[2][0].question, "\xc2\xbfQu\xc3\xa9 ha hecho el asiento 5?") != NULL, "es: '%.300s'",
                      d[2][0].question);
        }
    }
    i18n_set_language("en");
    for (int l = 0; l < 3; l++)
        free(d[l]);
}

/* M ratios, big blinds, percentages and seconds on screen: "12.5" in English, "12,5" in German and
 * Spanish, the integer part grouped as the chips are. */
static void test_decimals(void)
{
    char b[64];
    i18n_set_language("en");
    check_text(app_decimal(12.5, 1, b, sizeof b), "12.5", "en");
    check_text(app_decimal(1234.5, 2, b, sizeof b), "1,234.50", "en");
    check_text(app_decimal(-0.25, 1, b, sizeof b), "-0.3", "en");
    check_text(app_decimal(7.0, 0, b, sizeof b), "7", "en");
    check_text(app_percent(33.333, 1, b, sizeof b), "33.3%", "en");
    i18n_set_language("de");
    check_text(app_decimal(12.5, 1, b, sizeof b), "12,5", "de");
    check_text(app_decimal(1234.5, 2, b, sizeof b), "1.234,50", "de");
    check_text(app_decimal(0.05, 2, b, sizeof b), "0,05", "de");
    check_text(app_percent(33.333, 1, b, sizeof b), "33,3\xc2\xa0%", "de");
    i18n_set_language("es");
    check_text(app_decimal(12.5, 1, b, sizeof b), "12,5", "es");
    check_text(app_decimal(1234.5, 1, b, sizeof b), "1234,5", "es");
    check_text(app_decimal(12345.5, 1, b, sizeof b), "12.345,5", "es");
    i18n_set_language("en");
}

/* A scenario's unnamed seat ("Seat 3", the engine's name, kept in files) on a plate and in the log
 * lines: "Platz 3", "Asiento 3"; a real name, or "Seat 3" on another seat, stays as it is. */
static void test_seat_words(void)
{
    char b[64];
    i18n_set_language("de");
    check_text(app_seat_words("Seat 3", 2, b, sizeof b), "Platz 3", "de");
    check_text(app_seat_words("Seat 3", 3, b, sizeof b), "Seat 3", "de");
    check_text(app_seat_words("Seat 10", 9, b, sizeof b), "Platz 10", "de");
    check_text(app_seat_words("Rita", 2, b, sizeof b), "Rita", "de");
    i18n_set_language("es");
    check_text(app_seat_words("Seat 1", 0, b, sizeof b), "Asiento 1", "es");
    i18n_set_language("en");
    check_text(app_seat_words("Seat 1", 0, b, sizeof b), "Seat 1", "en");
}

/* The JSON toolkit's messages (engine/jsonv) in the player's language: the app's table of words
 * is the toolkit's English, word for word, and a refusal reads in German once German is chosen
 * (the settings file's messages on screen), in English again after. */
static void test_json_words(void)
{
    for (int k = 0; k < JV_MSG_COUNT; k++)
        CHECK_MSG(i18n_jsonv_word(k) && !strcmp(i18n_jsonv_word(k), jv_msg_english((jv_msg_t)k)),
                  "word %d: the app's '%s', the toolkit's '%s'", k, i18n_jsonv_word(k) ? i18n_jsonv_word(k) : "(none)",
                  jv_msg_english((jv_msg_t)k));
    static const char text[] = "{ \"muted\": 1 }";
    const char *const want[] = {"settings.json:1: muted: expected true or false, got 1",
                                "settings.json:1: muted: true oder false erwartet, 1 gefunden",
                                "settings.json:1: muted: expected true or false, got 1"};
    const char *const langs[] = {"en", "de", "en"};
    for (int i = 0; i < 3; i++) {
        i18n_set_language(langs[i]);
        char err[256];
        jv_t v;
        cJSON *root = NULL;
        int muted = 0;
        jv_init(&v, "settings.json", text, strlen(text), err, sizeof err);
        CHECK(jv_parse_object(&v, &root) == 0);
        CHECK(jv_bool(&v, jv_get(root, "muted"), "muted", &muted) < 0);
        check_text(err, want[i], langs[i]);
        cJSON_Delete(root);
    }
    i18n_set_language("en");
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 1);
    i18n_init(FELT_TEST_LOCALEDIR);
    if (tl_group("chips_and_money_are_written_as_the_language_writes_them"))
        test_numbers();
    if (tl_group("a_drill_is_asked_explained_and_graded_in_german_and_spanish"))
        test_drill_words();
    if (tl_group("the_authored_drills_are_read_in_german_and_spanish"))
        test_authored_drills();
    if (tl_group("decimals_are_written_as_the_language_writes_them"))
        test_decimals();
    if (tl_group("the_json_messages_are_in_the_language"))
        test_json_words();
    if (tl_group("a_scenario_seat_is_named_in_the_language"))
        test_seat_words();
    return tl_finish();
}
