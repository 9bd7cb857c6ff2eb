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

int main(int argc, char **argv)
{
    tl_init(argc, argv, 1);
    i18n_init(FELT_TEST_LOCALEDIR);
    if (tl_group("chips_and_money_are_written_as_the_language_writes_them"))
        test_numbers();
    if (tl_group("a_drill_is_asked_explained_and_graded_in_german_and_spanish"))
        test_drill_words();
    return tl_finish();
}
