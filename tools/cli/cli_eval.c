/* cli_eval.c — `felt-cli eval`: value, category and description of 5-7 card hands, from the
 * arguments or one hand per line of standard input (VALUE CATEGORY DESCRIPTION per line). */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "engine/card.h"
#include "engine/hand.h"

static void eval_help(FILE *f)
{
    fprintf(f,
            "usage: felt-cli eval CARD CARD CARD CARD CARD [CARD [CARD]]\n"
            "       felt-cli eval -\n"
            "\n"
            "Prints VALUE CATEGORY DESCRIPTION for a hand of 5, 6 or 7 cards, e.g.\n"
            "  $ felt-cli eval As Kd Qh Jc Ts 2d 3c\n"
            "  5863 straight Straight, ace high\n"
            "VALUE runs from 1 (seven high) to 7462 (royal flush); a higher value is a stronger\n"
            "hand and equal values tie. With '-', reads one hand per line from standard input\n"
            "(cards separated by spaces, commas or nothing) and prints one line per hand; a bad\n"
            "line prints '0 invalid -' and a message on standard error, and the exit status is 1.\n");
}

/* Evaluate one hand given as text; prints the result line or returns -1 with err set. */
static int eval_text(const char *text, char *err, size_t errlen)
{
    card_t cards[8];
    int n = card_parse_list(text, cards, 7, err, errlen);
    if (n < 0)
        return -1;
    if (n < 5) {
        snprintf(err, errlen, "a hand has 5 to 7 cards, got %d", n);
        return -1;
    }
    hand_value_t v = hand_eval(cards, n);
    char desc[64];
    hand_describe(v, desc, sizeof desc);
    printf("%u %s %s\n", (unsigned)v, hand_category_id(hand_category(v)), desc);
    return 0;
}

int cli_eval(int argc, char **argv)
{
    char err[160];
    int pr = cli_getopt("eval", argc, argv, NULL, 0, eval_help, &argc);
    if (pr)
        return pr == 1 ? 0 : pr;
    if (argc == 0) {
        eval_help(stderr);
        return 2;
    }
    if (argc == 1 && !strcmp(argv[0], "-")) {
        char line[1024];
        int lineno = 0, bad = 0;
        while (fgets(line, sizeof line, stdin)) {
            lineno++;
            size_t len = strlen(line);
            if (len == sizeof line - 1 && line[len - 1] != '\n') {
                fprintf(stderr, "felt-cli eval: line %d: line too long\n", lineno);
                printf("0 invalid -\n");
                bad = 1;
                int ch;
                while ((ch = getchar()) != EOF && ch != '\n')
                    ;
                continue;
            }
            line[strcspn(line, "\r\n")] = '\0';
            if (eval_text(line, err, sizeof err) < 0) {
                fprintf(stderr, "felt-cli eval: line %d: %s\n", lineno, err);
                printf("0 invalid -\n");
                bad = 1;
            }
        }
        return bad;
    }
    /* join the arguments: "As Kd Qh Jc Ts" or "AsKdQhJcTs" both work */
    char text[256] = "";
    size_t used = 0;
    for (int i = 0; i < argc; i++) {
        size_t l = strlen(argv[i]);
        if (used + l + 2 >= sizeof text) {
            fprintf(stderr, "felt-cli eval: too many cards (a hand has 5 to 7)\n");
            return 2;
        }
        memcpy(text + used, argv[i], l);
        used += l;
        text[used++] = ' ';
        text[used] = '\0';
    }
    if (eval_text(text, err, sizeof err) < 0) {
        fprintf(stderr, "felt-cli eval: %s\n", err);
        return 2;
    }
    return 0;
}
