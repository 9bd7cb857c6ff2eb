/* drill_answer.c — answers: grading against the engine's answer with feedback that names what
 * was wrong, and the JSON form of an answer (docs/drills.md) both ways. Seats are 1-based in
 * every text and JSON, 0-based in the structs. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "drill/drill_internal.h"

const char *drill_action_name(int act)
{
    static const char *const NAME[DRILL_ACT_COUNT] = {"call", "raise", "string"};
    return act >= 0 && act < DRILL_ACT_COUNT ? NAME[act] : "?";
}

/* "a call", "a raise", "a string bet" for the grade's and the answer's words */
static const char *action_words(int act)
{
    switch (act) {
    case DRILL_ACT_CALL: return D_("a call");
    case DRILL_ACT_RAISE: return D_("a raise");
    case DRILL_ACT_STRING: return D_("a string bet");
    default: return "?";
    }
}

int drill_answer_describe(const drill_answer_t *a, const drill_t *d, char *buf, size_t len)
{
    drill_buf_t b;
    drill_buf_init(&b, buf, len);
    char amt[32];
    switch (a->kind) {
    case DRILL_ANS_POSITIONS:
        if (a->sb < 0)
            drill_buf_printf(&b, D_("button on seat %d, no small blind, big blind seat %d"), a->button + 1, a->bb + 1);
        else
            drill_buf_printf(&b, D_("button on seat %d, small blind seat %d, big blind seat %d"), a->button + 1, a->sb + 1,
                             a->bb + 1);
        break;
    case DRILL_ANS_SEAT:
        if (d && d->topic == DRILL_DEAL_ORDER)
            /* TRANSLATORS: a deal-order answer: "seat 4 gets card 7 of the deal" */
            drill_buf_printf(&b, D_("seat %d gets card %d of the deal"), a->seat + 1, d->deal_card);
        else
            drill_buf_printf(&b, D_("seat %d acts first"), a->seat + 1);
        break;
    case DRILL_ANS_AMOUNT: drill_buf_printf(&b, "%s", drill_chips(a->amount, amt, sizeof amt)); break;
    case DRILL_ANS_YESNO: drill_buf_printf(&b, "%s", a->yes ? D_("yes") : D_("no")); break;
    case DRILL_ANS_POTS:
        for (int i = 0; i < a->n_pots; i++) {
            char el[64];
            drill_seats_text(a->eligible[i], el, sizeof el);
            drill_buf_printf(&b, i ? "; " : "");
            /* TRANSLATORS: a pot, its amount and who may win it, followed by who takes what: "main pot 600 (seats 1 and 2) to seat 1 600" */
            drill_buf_printf(&b, i ? D_("side pot %s (%s) to") : D_("main pot %s (%s) to"), drill_chips(a->pot[i], amt, sizeof amt),
                             el);
            int k = 0;
            for (int s = 0; s < ENGINE_MAX_SEATS; s++)
                if (a->award[i][s]) {
                    drill_buf_printf(&b, k++ ? ", " : " ");
                    drill_buf_printf(&b, D_("seat %d %s"), s + 1, drill_chips(a->award[i][s], amt, sizeof amt));
                }
        }
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (a->returned[s]) {
                drill_buf_printf(&b, "; ");
                drill_buf_printf(&b, D_("%s returned to seat %d"), drill_chips(a->returned[s], amt, sizeof amt), s + 1);
            }
        break;
    case DRILL_ANS_ORDER:
        if (a->any_order) {
            char m[64];
            uint16_t shown = 0;
            for (int i = 0; i < a->n_order; i++)
                shown |= (uint16_t)(1u << a->order[i]);
            drill_seats_text(shown, m, sizeof m);
            /* TRANSLATORS: an all-in showdown's answer: "every hand is tabled at once, in any order: seats 1, 3 and 5" */
            drill_buf_printf(&b, D_("every hand is tabled at once, in any order: %s"), m);
        } else {
            drill_buf_printf(&b, "%s", D_("show in the order"));
            for (int i = 0; i < a->n_order; i++) {
                drill_buf_printf(&b, i ? ", " : " ");
                drill_buf_printf(&b, D_("seat %d"), a->order[i] + 1);
            }
        }
        drill_buf_printf(&b, "; ");
        if (a->may_muck) {
            char m[64];
            drill_seats_text(a->may_muck, m, sizeof m);
            drill_buf_printf(&b, D_("%s may muck"), m);
        } else {
            drill_buf_printf(&b, "%s", D_("nobody may muck"));
        }
        break;
    case DRILL_ANS_PLACES: {
        int k = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (a->place[s]) {
                char m[48];
                drill_money(a->prize[s], m, sizeof m);
                drill_buf_printf(&b, k++ ? "; " : "");
                drill_buf_printf(&b, D_("seat %d place %d, %s"), s + 1, a->place[s], m);
            }
        break;
    }
    case DRILL_ANS_CHIPS: {
        int k = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (a->chips[s]) {
                drill_buf_printf(&b, k++ ? ", " : "");
                drill_buf_printf(&b, D_("seat %d %s"), s + 1, drill_chips(a->chips[s], amt, sizeof amt));
            }
        break;
    }
    case DRILL_ANS_PUSH: drill_push_describe(a, &b); break;
    case DRILL_ANS_ACTION:
        /* TRANSLATORS: "a raise, the bet stands at 500" */
        drill_buf_printf(&b, D_("%s, the bet stands at %s"), action_words(a->action),
                         drill_chips(a->amount, amt, sizeof amt));
        break;
    case DRILL_ANS_CHOICE:
        if (d && a->choice >= 0 && a->choice < d->n_choices)
            drill_buf_printf(&b, "%d. %s", a->choice + 1, d->choice[a->choice]); /* numbered as on screen */
        else
            drill_buf_printf(&b, D_("choice %d"), a->choice + 1);
        break;
    default: drill_buf_printf(&b, "?"); break;
    }
    return (int)b.len;
}

int drill_grade(const drill_t *d, const drill_answer_t *g, char *feedback, size_t len)
{
    const drill_answer_t *a = &d->answer;
    char wrong[600];
    char x[48], y[48];
    drill_buf_t w;
    drill_buf_init(&w, wrong, sizeof wrong);
#define WRONG(...) drill_buf_printf(&w, "%s", w.len ? "; " : ""), drill_buf_printf(&w, __VA_ARGS__)
    if (g->kind != a->kind) {
        WRONG(D_("the answer is of the wrong kind for a %s drill"), drill_topic_name(d->topic));
    } else {
        switch (a->kind) {
        case DRILL_ANS_POSITIONS:
            if (g->button != a->button)
                WRONG(D_("the button goes on seat %d, not seat %d"), a->button + 1, g->button + 1);
            if (g->sb != a->sb) {
                if (a->sb < 0)
                    WRONG(D_("nobody posts the small blind, not seat %d"), g->sb + 1);
                else if (g->sb < 0)
                    WRONG(D_("seat %d posts the small blind (you said nobody)"), a->sb + 1);
                else
                    WRONG(D_("the small blind is seat %d, not seat %d"), a->sb + 1, g->sb + 1);
            }
            if (g->bb != a->bb)
                WRONG(D_("the big blind is seat %d, not seat %d"), a->bb + 1, g->bb + 1);
            break;
        case DRILL_ANS_SEAT:
            if (g->seat != a->seat && d->topic == DRILL_DEAL_ORDER)
                WRONG(D_("card %d of the deal goes to seat %d, not seat %d"), d->deal_card, a->seat + 1, g->seat + 1);
            else if (g->seat != a->seat)
                WRONG(D_("seat %d acts first, not seat %d"), a->seat + 1, g->seat + 1);
            break;
        case DRILL_ANS_AMOUNT:
            if (g->amount != a->amount && d->topic == DRILL_COUNT_POT)
                WRONG(D_("the pot holds %s, not %s"), drill_chips(a->amount, x, sizeof x), drill_chips(g->amount, y, sizeof y));
            else if (g->amount != a->amount)
                WRONG(D_("the minimum is %s, not %s"), drill_chips(a->amount, x, sizeof x), drill_chips(g->amount, y, sizeof y));
            break;
        case DRILL_ANS_YESNO:
            if (!g->yes != !a->yes)
                WRONG("%s", a->yes ? D_("the answer is yes, not no") : D_("the answer is no, not yes"));
            break;
        case DRILL_ANS_POTS:
            if (g->n_pots != a->n_pots)
                WRONG(DP_("there is %d pot, not %d", "there are %d pots, not %d", a->n_pots), a->n_pots, g->n_pots);
            for (int i = 0; i < a->n_pots && i < g->n_pots; i++) {
                /* whole sentences for each pot: the main pot and side pot N take different words in German */
                if (g->pot[i] != a->pot[i]) {
                    drill_chips(a->pot[i], x, sizeof x);
                    drill_chips(g->pot[i], y, sizeof y);
                    if (i)
                        WRONG(D_("side pot %d holds %s, not %s"), i, x, y);
                    else
                        WRONG(D_("the main pot holds %s, not %s"), x, y);
                }
                if (g->eligible[i] != a->eligible[i]) {
                    char xs[64], ys[64];
                    drill_seats_text(a->eligible[i], xs, sizeof xs);
                    drill_seats_text(g->eligible[i], ys, sizeof ys);
                    if (i)
                        WRONG(D_("side pot %d is for %s, not %s"), i, xs, ys);
                    else
                        WRONG(D_("the main pot is for %s, not %s"), xs, ys);
                }
                for (int s = 0; s < ENGINE_MAX_SEATS; s++)
                    if (g->award[i][s] != a->award[i][s]) {
                        drill_chips(a->award[i][s], x, sizeof x);
                        drill_chips(g->award[i][s], y, sizeof y);
                        if (i)
                            WRONG(D_("seat %d takes %s from side pot %d, not %s"), s + 1, x, i, y);
                        else
                            WRONG(D_("seat %d takes %s from the main pot, not %s"), s + 1, x, y);
                    }
            }
            for (int s = 0; s < ENGINE_MAX_SEATS; s++)
                if (g->returned[s] != a->returned[s])
                    WRONG(D_("seat %d gets back %s, not %s"), s + 1, drill_chips(a->returned[s], x, sizeof x),
                          drill_chips(g->returned[s], y, sizeof y));
            break;
        case DRILL_ANS_ORDER: {
            if (a->any_order) { /* R22: the set of seats is the answer, any order of it is right */
                uint16_t want = 0, got = 0;
                int dup = 0;
                for (int i = 0; i < a->n_order; i++)
                    want |= (uint16_t)(1u << a->order[i]);
                for (int i = 0; i < g->n_order; i++) {
                    if (g->order[i] < 0 || g->order[i] >= ENGINE_MAX_SEATS)
                        continue;
                    dup |= (got >> g->order[i]) & 1u;
                    got |= (uint16_t)(1u << g->order[i]);
                }
                char xs[64];
                if (want & ~got) {
                    drill_seats_text((uint16_t)(want & ~got), xs, sizeof xs);
                    WRONG(D_("%s must be shown too"), xs);
                }
                if (got & ~want) {
                    drill_seats_text((uint16_t)(got & ~want), xs, sizeof xs);
                    WRONG(DP_("%s has no hand in the showdown", "%s have no hand in the showdown",
                              __builtin_popcount((unsigned)(got & ~want))),
                          xs);
                }
                if (dup)
                    WRONG("%s", D_("each hand is shown once"));
                if (g->may_muck & ~a->may_muck) {
                    drill_seats_text((uint16_t)(g->may_muck & ~a->may_muck), xs, sizeof xs);
                    WRONG(D_("%s may not muck: at an all-in showdown every hand is tabled"), xs);
                }
                break;
            }
            int same = g->n_order == a->n_order;
            for (int i = 0; same && i < a->n_order; i++)
                same = g->order[i] == a->order[i];
            if (!same) {
                WRONG("%s", D_("the order is"));
                for (int i = 0; i < a->n_order; i++) {
                    drill_buf_printf(&w, i ? ", " : " ");
                    drill_buf_printf(&w, D_("seat %d"), a->order[i] + 1);
                }
            }
            if (g->may_muck != a->may_muck) {
                char xs[64];
                drill_seats_text(a->may_muck, xs, sizeof xs);
                if (a->may_muck)
                    WRONG(D_("only %s may muck"), xs);
                else
                    WRONG("%s", D_("nobody may muck"));
            }
            break;
        }
        case DRILL_ANS_PLACES:
            for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
                if (g->place[s] != a->place[s]) {
                    if (a->place[s])
                        WRONG(D_("seat %d finishes in place %d, not %d"), s + 1, a->place[s], g->place[s]);
                    else
                        WRONG(D_("seat %d did not bust"), s + 1);
                }
                if (a->place[s] && g->prize[s] != a->prize[s])
                    WRONG(D_("seat %d wins %s, not %s"), s + 1, drill_money(a->prize[s], x, sizeof x),
                          drill_money(g->prize[s], y, sizeof y));
            }
            break;
        case DRILL_ANS_CHIPS:
            for (int s = 0; s < ENGINE_MAX_SEATS; s++)
                if (g->chips[s] != a->chips[s])
                    WRONG(D_("seat %d ends with %s, not %s"), s + 1, drill_chips(a->chips[s], x, sizeof x),
                          drill_chips(g->chips[s], y, sizeof y));
            break;
        case DRILL_ANS_CHOICE:
            if (g->choice != a->choice)
                /* TRANSLATORS: the trainee picked ruling 2 of the card, which is wrong: "not 2" */
                WRONG(D_("not ruling %d"), g->choice + 1);
            break;
        case DRILL_ANS_PUSH: drill_push_grade(a, g, &w); break;
        case DRILL_ANS_ACTION:
            if (g->action != a->action)
                /* TRANSLATORS: "the action is a raise, not a call" */
                WRONG(D_("the action is %s, not %s"), action_words(a->action), action_words(g->action));
            if (g->amount != a->amount)
                WRONG(D_("the bet stands at %s, not %s"), drill_chips(a->amount, x, sizeof x),
                      drill_chips(g->amount, y, sizeof y));
            break;
        default: WRONG("%s", D_("unknown answer kind")); break;
        }
    }
#undef WRONG
    int right = w.len == 0;
    if (feedback && len) {
        char ans[700];
        drill_answer_describe(a, d, ans, sizeof ans);
        if (right)
            /* TRANSLATORS: the verdict, the answer, why, and the rule: "Right: seat 3 acts first. Pre-flop ... (R6)" */
            snprintf(feedback, len, D_("Right: %s. %s (%s)"), ans, d->why, d->rule);
        else
            /* TRANSLATORS: what was wrong, the answer, why, and the rule */
            snprintf(feedback, len, D_("Wrong: %s. The answer: %s. %s (%s)"), wrong, ans, d->why, d->rule);
    }
    return right;
}

int drill_answer_format_json(const drill_answer_t *a, char *buf, size_t len)
{
    drill_buf_t b;
    drill_buf_init(&b, buf, len);
    switch (a->kind) {
    case DRILL_ANS_POSITIONS:
        drill_buf_printf(&b, "{\"button\":%d,\"sb\":", a->button + 1);
        if (a->sb < 0)
            drill_buf_printf(&b, "null");
        else
            drill_buf_printf(&b, "%d", a->sb + 1);
        drill_buf_printf(&b, ",\"bb\":%d}", a->bb + 1);
        break;
    case DRILL_ANS_SEAT: drill_buf_printf(&b, "{\"seat\":%d}", a->seat + 1); break;
    case DRILL_ANS_AMOUNT: drill_buf_printf(&b, "{\"amount\":%" PRId64 "}", a->amount); break;
    case DRILL_ANS_YESNO: drill_buf_printf(&b, "{\"yes\":%s}", a->yes ? "true" : "false"); break;
    case DRILL_ANS_POTS:
        drill_buf_printf(&b, "{\"pots\":[");
        for (int i = 0; i < a->n_pots; i++) {
            drill_buf_printf(&b, "%s{\"amount\":%" PRId64 ",\"eligible\":[", i ? "," : "", a->pot[i]);
            int k = 0;
            for (int s = 0; s < ENGINE_MAX_SEATS; s++)
                if (a->eligible[i] & (1u << s))
                    drill_buf_printf(&b, "%s%d", k++ ? "," : "", s + 1);
            drill_buf_printf(&b, "],\"award\":{");
            k = 0;
            for (int s = 0; s < ENGINE_MAX_SEATS; s++)
                if (a->award[i][s])
                    drill_buf_printf(&b, "%s\"%d\":%" PRId64, k++ ? "," : "", s + 1, a->award[i][s]);
            drill_buf_printf(&b, "}}");
        }
        drill_buf_printf(&b, "],\"returned\":{");
        {
            int k = 0;
            for (int s = 0; s < ENGINE_MAX_SEATS; s++)
                if (a->returned[s])
                    drill_buf_printf(&b, "%s\"%d\":%" PRId64, k++ ? "," : "", s + 1, a->returned[s]);
        }
        drill_buf_printf(&b, "}}");
        break;
    case DRILL_ANS_ORDER: {
        drill_buf_printf(&b, "{\"order\":[");
        for (int i = 0; i < a->n_order; i++)
            drill_buf_printf(&b, "%s%d", i ? "," : "", a->order[i] + 1);
        drill_buf_printf(&b, "],\"may_muck\":[");
        int k = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (a->may_muck & (1u << s))
                drill_buf_printf(&b, "%s%d", k++ ? "," : "", s + 1);
        drill_buf_printf(&b, "]%s}", a->any_order ? ",\"any_order\":true" : "");
        break;
    }
    case DRILL_ANS_PLACES: {
        drill_buf_printf(&b, "{\"places\":[");
        int k = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (a->place[s])
                drill_buf_printf(&b, "%s{\"seat\":%d,\"place\":%d,\"prize\":%" PRId64 "}", k++ ? "," : "", s + 1,
                                 a->place[s], a->prize[s]);
        drill_buf_printf(&b, "]}");
        break;
    }
    case DRILL_ANS_CHIPS: {
        drill_buf_printf(&b, "{\"chips\":{");
        int k = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (a->chips[s])
                drill_buf_printf(&b, "%s\"%d\":%" PRId64, k++ ? "," : "", s + 1, a->chips[s]);
        drill_buf_printf(&b, "}}");
        break;
    }
    case DRILL_ANS_CHOICE: drill_buf_printf(&b, "{\"choice\":%d}", a->choice + 1); break;
    case DRILL_ANS_PUSH: drill_push_json(a, &b); break;
    case DRILL_ANS_ACTION:
        drill_buf_printf(&b, "{\"action\":\"%s\",\"amount\":%" PRId64 "}", drill_action_name(a->action), a->amount);
        break;
    default: drill_buf_printf(&b, "{}"); break;
    }
    return (int)b.len;
}

typedef struct pctx {
    char *err;
    size_t errlen;
} pctx_t;

static void value_text(const cJSON *v, char *buf, size_t len)
{
    if (!v) {
        snprintf(buf, len, "nothing");
        return;
    }
    char *t = cJSON_PrintUnformatted(v);
    if (!t) {
        snprintf(buf, len, "?");
        return;
    }
    if (strlen(t) > 60)
        snprintf(buf, len, "%.57s...", t);
    else
        snprintf(buf, len, "%s", t);
    free(t);
}

static int bad(pctx_t *c, const char *field, const char *expected, const cJSON *v)
{
    char got[80];
    value_text(v, got, sizeof got);
    snprintf(c->err, c->errlen, "answer.%s: expected %s, got %s", field, expected, got);
    return -1;
}

static int get_i64(pctx_t *c, const cJSON *v, const char *field, int64_t lo, int64_t hi, int64_t *out)
{
    char ex[96];
    snprintf(ex, sizeof ex, "an integer from %" PRId64 " to %" PRId64, lo, hi);
    /* the range first: casting a huge double to an integer is undefined */
    if (!cJSON_IsNumber(v) || !(v->valuedouble >= (double)lo && v->valuedouble <= (double)hi) ||
        v->valuedouble != (double)(int64_t)v->valuedouble)
        return bad(c, field, ex, v);
    *out = (int64_t)v->valuedouble;
    return 0;
}

static int get_seat(pctx_t *c, const cJSON *v, const char *field, int *out)
{
    int64_t x;
    if (get_i64(c, v, field, 1, ENGINE_MAX_SEATS, &x) < 0)
        return -1;
    *out = (int)x - 1;
    return 0;
}

static int seat_key(pctx_t *c, const cJSON *it, const char *field, int *out)
{
    char *end = NULL;
    long s = it->string ? strtol(it->string, &end, 10) : 0;
    if (!it->string || !*it->string || *end || s < 1 || s > ENGINE_MAX_SEATS) {
        char f[96];
        snprintf(f, sizeof f, "%s", field);
        snprintf(c->err, c->errlen, "answer.%s: expected seat numbers 1 to %d as keys, got \"%s\"", f, ENGINE_MAX_SEATS,
                 it->string ? it->string : "");
        return -1;
    }
    *out = (int)s - 1;
    return 0;
}

static int seat_list(pctx_t *c, const cJSON *v, const char *field, uint16_t *mask, int *order, int *n)
{
    if (!cJSON_IsArray(v))
        return bad(c, field, "an array of seat numbers", v);
    int k = 0;
    const cJSON *it;
    cJSON_ArrayForEach(it, v)
    {
        char f[64];
        snprintf(f, sizeof f, "%s[%d]", field, k);
        int s;
        if (get_seat(c, it, f, &s) < 0)
            return -1;
        if (*mask & (1u << s))
            return bad(c, f, "each seat once", it);
        *mask |= (uint16_t)(1u << s);
        if (order)
            order[k] = s;
        k++;
    }
    if (n)
        *n = k;
    return 0;
}

static int seat_amounts(pctx_t *c, const cJSON *v, const char *field, int64_t *out)
{
    if (!cJSON_IsObject(v))
        return bad(c, field, "an object of seat: chips such as {\"3\": 600}", v);
    const cJSON *it;
    cJSON_ArrayForEach(it, v)
    {
        int s;
        if (seat_key(c, it, field, &s) < 0)
            return -1;
        char f[64];
        snprintf(f, sizeof f, "%s.%s", field, it->string);
        if (get_i64(c, it, f, 0, 1000000000000000LL, &out[s]) < 0)
            return -1;
    }
    return 0;
}

int drill_answer_parse_json(drill_kind_t kind, const char *json, drill_answer_t *out, char *err, size_t errlen)
{
    char e0[8];
    pctx_t c = {err ? err : e0, err ? errlen : sizeof e0};
    cJSON *root = cJSON_Parse(json ? json : "");
    drill_answer_t a;
    memset(&a, 0, sizeof a);
    a.kind = kind;
    int rc = -1;
    if (!cJSON_IsObject(root)) {
        snprintf(c.err, c.errlen, "answer: expected a JSON object, got %.60s", json ? json : "nothing");
        goto end;
    }
    const cJSON *v;
    switch (kind) {
    case DRILL_ANS_POSITIONS:
        if (get_seat(&c, cJSON_GetObjectItemCaseSensitive(root, "button"), "button", &a.button) < 0 ||
            get_seat(&c, cJSON_GetObjectItemCaseSensitive(root, "bb"), "bb", &a.bb) < 0)
            goto end;
        v = cJSON_GetObjectItemCaseSensitive(root, "sb");
        if (cJSON_IsNull(v))
            a.sb = -1;
        else if (get_seat(&c, v, "sb", &a.sb) < 0) {
            bad(&c, "sb", "a seat number, or null for no small blind", v);
            goto end;
        }
        break;
    case DRILL_ANS_SEAT:
        if (get_seat(&c, cJSON_GetObjectItemCaseSensitive(root, "seat"), "seat", &a.seat) < 0)
            goto end;
        break;
    case DRILL_ANS_AMOUNT:
        if (get_i64(&c, cJSON_GetObjectItemCaseSensitive(root, "amount"), "amount", 0, 1000000000000000LL, &a.amount) < 0)
            goto end;
        break;
    case DRILL_ANS_YESNO:
        v = cJSON_GetObjectItemCaseSensitive(root, "yes");
        if (!cJSON_IsBool(v)) {
            bad(&c, "yes", "true or false", v);
            goto end;
        }
        a.yes = cJSON_IsTrue(v);
        break;
    case DRILL_ANS_POTS: {
        v = cJSON_GetObjectItemCaseSensitive(root, "pots");
        if (!cJSON_IsArray(v) || cJSON_GetArraySize(v) > DRILL_MAX_POTS) {
            bad(&c, "pots", "an array of at most 10 pots {amount, eligible, award}", v);
            goto end;
        }
        const cJSON *p;
        cJSON_ArrayForEach(p, v)
        {
            int i = a.n_pots;
            char f[64];
            snprintf(f, sizeof f, "pots[%d]", i);
            if (!cJSON_IsObject(p)) {
                bad(&c, f, "an object {amount, eligible, award}", p);
                goto end;
            }
            snprintf(f, sizeof f, "pots[%d].amount", i);
            if (get_i64(&c, cJSON_GetObjectItemCaseSensitive(p, "amount"), f, 0, 1000000000000000LL, &a.pot[i]) < 0)
                goto end;
            snprintf(f, sizeof f, "pots[%d].eligible", i);
            if (seat_list(&c, cJSON_GetObjectItemCaseSensitive(p, "eligible"), f, &a.eligible[i], NULL, NULL) < 0)
                goto end;
            snprintf(f, sizeof f, "pots[%d].award", i);
            if (seat_amounts(&c, cJSON_GetObjectItemCaseSensitive(p, "award"), f, a.award[i]) < 0)
                goto end;
            a.n_pots++;
        }
        v = cJSON_GetObjectItemCaseSensitive(root, "returned");
        if (v && seat_amounts(&c, v, "returned", a.returned) < 0)
            goto end;
        break;
    }
    case DRILL_ANS_ORDER:
        if (seat_list(&c, cJSON_GetObjectItemCaseSensitive(root, "order"), "order", &(uint16_t){0}, a.order, &a.n_order) <
            0)
            goto end;
        v = cJSON_GetObjectItemCaseSensitive(root, "may_muck");
        if (v && seat_list(&c, v, "may_muck", &a.may_muck, NULL, NULL) < 0)
            goto end;
        v = cJSON_GetObjectItemCaseSensitive(root, "any_order");
        if (v && !cJSON_IsBool(v)) {
            bad(&c, "any_order", "true or false", v);
            goto end;
        }
        a.any_order = cJSON_IsTrue(v);
        break;
    case DRILL_ANS_PLACES: {
        v = cJSON_GetObjectItemCaseSensitive(root, "places");
        if (!cJSON_IsArray(v)) {
            bad(&c, "places", "an array of {seat, place, prize}", v);
            goto end;
        }
        const cJSON *p;
        int i = 0;
        cJSON_ArrayForEach(p, v)
        {
            char f[64];
            int s;
            int64_t pl, pr = 0;
            snprintf(f, sizeof f, "places[%d].seat", i);
            if (get_seat(&c, cJSON_GetObjectItemCaseSensitive(p, "seat"), f, &s) < 0)
                goto end;
            snprintf(f, sizeof f, "places[%d].place", i);
            if (get_i64(&c, cJSON_GetObjectItemCaseSensitive(p, "place"), f, 1, ENGINE_MAX_SEATS, &pl) < 0)
                goto end;
            snprintf(f, sizeof f, "places[%d].prize", i);
            const cJSON *z = cJSON_GetObjectItemCaseSensitive(p, "prize");
            if (z && get_i64(&c, z, f, 0, 1000000000000000LL, &pr) < 0)
                goto end;
            a.place[s] = (int)pl;
            a.prize[s] = pr;
            i++;
        }
        break;
    }
    case DRILL_ANS_CHIPS:
        if (seat_amounts(&c, cJSON_GetObjectItemCaseSensitive(root, "chips"), "chips", a.chips) < 0)
            goto end;
        break;
    case DRILL_ANS_CHOICE: {
        int64_t x;
        if (get_i64(&c, cJSON_GetObjectItemCaseSensitive(root, "choice"), "choice", 1, DRILL_MAX_CHOICES, &x) < 0)
            goto end;
        a.choice = (int)x - 1;
        break;
    }
    case DRILL_ANS_PUSH: {
        v = cJSON_GetObjectItemCaseSensitive(root, "push");
        if (!cJSON_IsArray(v) || cJSON_GetArraySize(v) > DRILL_MAX_POTS) {
            bad(&c, "push", "an array of at most 10 pots pushed {pot, award}", v);
            goto end;
        }
        const cJSON *p;
        uint32_t seen = 0;
        cJSON_ArrayForEach(p, v)
        {
            int k = a.n_order;
            char f[64];
            snprintf(f, sizeof f, "push[%d]", k);
            if (!cJSON_IsObject(p)) {
                bad(&c, f, "an object {pot, award}", p);
                goto end;
            }
            int64_t i;
            snprintf(f, sizeof f, "push[%d].pot", k);
            const cJSON *pv = cJSON_GetObjectItemCaseSensitive(p, "pot");
            if (get_i64(&c, pv, f, 0, DRILL_MAX_POTS - 1, &i) < 0)
                goto end;
            if (seen & (1u << i)) {
                bad(&c, f, "each pot pushed once", pv);
                goto end;
            }
            seen |= 1u << i;
            snprintf(f, sizeof f, "push[%d].award", k);
            if (seat_amounts(&c, cJSON_GetObjectItemCaseSensitive(p, "award"), f, a.award[i]) < 0)
                goto end;
            a.order[a.n_order++] = (int)i;
        }
        break;
    }
    case DRILL_ANS_ACTION:
        v = cJSON_GetObjectItemCaseSensitive(root, "action");
        a.action = -1;
        for (int k = 0; k < DRILL_ACT_COUNT && cJSON_IsString(v); k++)
            if (!strcmp(v->valuestring, drill_action_name(k)))
                a.action = k;
        if (a.action < 0) {
            bad(&c, "action", "\"call\", \"raise\" or \"string\"", v);
            goto end;
        }
        if (get_i64(&c, cJSON_GetObjectItemCaseSensitive(root, "amount"), "amount", 0, 1000000000000000LL, &a.amount) < 0)
            goto end;
        break;
    default: snprintf(c.err, c.errlen, "answer: unknown kind"); goto end;
    }
    *out = a;
    rc = 0;
end:
    cJSON_Delete(root);
    return rc;
}

int64_t drill_pot_share(const int64_t left[ENGINE_MAX_SEATS], uint16_t live)
{
    int64_t shortest = 0, top = 0, second = 0;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
        int64_t h = left[s];
        if (h <= 0)
            continue;
        if ((live & (1u << s)) && (shortest == 0 || h < shortest))
            shortest = h;
        if (h > top)
            second = top, top = h;
        else if (h > second)
            second = h;
    }
    return shortest < second ? shortest : second;
}

int64_t drill_pot_move(drill_pot_entry_t *p, int64_t left[ENGINE_MAX_SEATS], int s, uint16_t live)
{
    if (!p || s < 0 || s >= ENGINE_MAX_SEATS || left[s] <= 0 || p->from[s] > 0)
        return 0; /* a seat's part goes in with one move: a second move into the pot takes nothing */
    if (p->share == 0)
        p->share = drill_pot_share(left, live);
    int64_t take = left[s] < p->share ? left[s] : p->share;
    if (take <= 0)
        return 0;
    p->amount += take;
    p->from[s] += take;
    left[s] -= take;
    return take;
}

int drill_pot_next(const drill_pot_entry_t *pots, int n, const int64_t left[ENGINE_MAX_SEATS], uint16_t live,
                   int *pot)
{
    /* the last pot still takes a seat's chips while that seat has put nothing into it */
    if (n > 0 && pots[n - 1].share > 0) {
        int best = -1;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (left[s] > 0 && pots[n - 1].from[s] == 0 && (best < 0 || left[s] < left[best]))
                best = s;
        if (best >= 0) {
            *pot = n - 1;
            return best;
        }
    }
    if (n >= DRILL_MAX_POTS || drill_pot_share(left, live) <= 0)
        return -1;
    /* a new pot: the shortest seat still in the hand first (its chips set the part) */
    int best = -1;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        if (left[s] > 0 && (live & (1u << s)) && (best < 0 || left[s] < left[best]))
            best = s;
    *pot = n;
    return best;
}

void drill_pots_in_front(const drill_pot_entry_t *pots, int n, const int64_t contrib[ENGINE_MAX_SEATS],
                         const int64_t left[ENGINE_MAX_SEATS], int64_t front[ENGINE_MAX_SEATS])
{
    int typed = 0;
    int64_t held = 0, total = 0;
    for (int p = 0; p < n; p++) {
        int64_t moved = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            moved += pots[p].from[s];
        typed |= moved != pots[p].amount;
        held += pots[p].amount > 0 ? pots[p].amount : 0;
    }
    if (!typed) {
        memcpy(front, left, sizeof(int64_t) * ENGINE_MAX_SEATS);
        return;
    }
    memset(front, 0, sizeof(int64_t) * ENGINE_MAX_SEATS);
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        total += contrib[s];
    /* lower the tallest stacks together, a level at a time, until the rest is what the pots hold */
    int64_t rest = total - held;
    while (rest > 0) {
        int64_t top = 0, next = 0;
        int k = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
            int64_t h = contrib[s] - front[s];
            if (h > top)
                next = top, top = h, k = 1;
            else if (h == top && h > 0)
                k++;
            else if (h > next)
                next = h;
        }
        if (k == 0)
            break;
        int64_t step = (top - next) * k;
        if (step > rest)
            step = rest;
        int64_t each = step / k, odd = step % k;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (contrib[s] - front[s] == top) {
                front[s] += each + (odd > 0 ? 1 : 0);
                odd -= odd > 0;
            }
        rest -= step;
    }
}

void drill_pots_read(const drill_pot_entry_t *pots, int n, const int64_t contrib[ENGINE_MAX_SEATS],
                     const int64_t left[ENGINE_MAX_SEATS], int64_t unit, drill_answer_t *out)
{
    memset(out, 0, sizeof *out);
    out->kind = DRILL_ANS_POTS;
    if (unit <= 0)
        unit = 1;
    int k = 0;
    for (int p = 0; p < n && k < DRILL_MAX_POTS; p++) {
        const drill_pot_entry_t *b = &pots[p];
        if (b->amount <= 0 && !b->eligible)
            continue;
        out->pot[k] = b->amount;
        out->eligible[k] = b->eligible;
        if (b->n_win > 0) {
            int64_t each = b->amount / b->n_win / unit * unit;
            for (int w = 0; w < b->n_win; w++)
                if (b->win[w] >= 0 && b->win[w] < ENGINE_MAX_SEATS)
                    out->award[k][b->win[w]] += each;
            if (b->win[0] >= 0 && b->win[0] < ENGINE_MAX_SEATS)
                out->award[k][b->win[0]] += b->amount - each * b->n_win;
        }
        k++;
    }
    out->n_pots = k;
    drill_pots_in_front(pots, n, contrib, left, out->returned);
}
