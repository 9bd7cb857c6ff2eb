/* test_evlog.c — the JSON-lines event log (src/engine/evlog.c). Every line is parsed back with
 * cJSON: it must be one valid object whose named fields equal the event's (seats 1-based, cards
 * as text, actions by name), in a fixed order, within EVLOG_MAX bytes, for every event type and
 * for every event of whole random tournaments. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_random.h"
#include "engine/evlog.h"
#include "engine/hand.h"
#include "engine/rng.h"
#include "engine_testlib.h"
#include "session_testlib.h"

/* Format and parse back; fails the test (and returns NULL) if the text is not one JSON object
 * that fits EVLOG_MAX. Caller deletes. */
#define PARSE(ev) parse_((ev), __FILE__, __LINE__)
static cJSON *parse_(const ev_t *ev, const char *file, int line)
{
    char buf[EVLOG_MAX];
    int n = evlog_format(ev, buf, sizeof buf);
    tl.checks++;
    if (n <= 0 || n >= (int)sizeof buf) {
        tl_fail(file, line, "%s: length %d does not fit EVLOG_MAX", ev_type_name(ev->type), n);
        return NULL;
    }
    tl.checks++;
    if ((int)strlen(buf) != n || strchr(buf, '\n')) {
        tl_fail(file, line, "%s: the returned length %d is not the text's, or it has a newline", ev_type_name(ev->type), n);
        return NULL;
    }
    const char *end = NULL;
    cJSON *j = cJSON_ParseWithOpts(buf, &end, 1);
    tl.checks++;
    if (!j || !cJSON_IsObject(j)) {
        tl_fail(file, line, "not one JSON object: %s", buf);
        cJSON_Delete(j);
        return NULL;
    }
    return j;
}

static int64_t num(const cJSON *j, const char *k)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, k);
    return cJSON_IsNumber(v) ? (int64_t)v->valuedouble : -999999;
}

static const char *str(const cJSON *j, const char *k)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, k);
    return cJSON_IsString(v) ? v->valuestring : "(not a string)";
}

static int is_null(const cJSON *j, const char *k) { return cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(j, k)); }

static int boolean(const cJSON *j, const char *k)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, k);
    return cJSON_IsBool(v) ? cJSON_IsTrue(v) : -1;
}

/* A JSON array of 1-based seats back to a 0-based mask; 0xffffffff if malformed. */
static uint32_t seats_mask(const cJSON *j, const char *k)
{
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(j, k), *x;
    if (!cJSON_IsArray(a))
        return 0xffffffffu;
    uint32_t m = 0;
    cJSON_ArrayForEach(x, a)
    {
        if (!cJSON_IsNumber(x) || x->valueint < 1 || x->valueint > 16)
            return 0xffffffffu;
        m |= 1u << (x->valueint - 1);
    }
    return m;
}

/* A JSON array of card names, joined without spaces ("AhKd"). */
static const char *cards_text(const cJSON *j, const char *k)
{
    static char out[32];
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(j, k), *x;
    out[0] = '\0';
    if (!cJSON_IsArray(a))
        return "(not an array)";
    cJSON_ArrayForEach(x, a)
    {
        if (!cJSON_IsString(x) || strlen(x->valuestring) != 2 || strlen(out) + 3 > sizeof out)
            return "(bad card)";
        strcat(out, x->valuestring);
    }
    return out;
}

static const char *cards_of(const card_t *c, int n)
{
    static char out[32];
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        char t[3];
        strcat(out, card_format(c[i], t));
    }
    return out;
}

/* The keys of an object in order, comma-separated. */
static const char *keys(const cJSON *j)
{
    static char out[1024];
    const cJSON *x;
    out[0] = '\0';
    cJSON_ArrayForEach(x, j)
    {
        if (strlen(out) + strlen(x->string) + 2 >= sizeof out)
            break;
        if (out[0])
            strcat(out, ",");
        strcat(out, x->string);
    }
    return out;
}

/* Common fields every line carries. */
static void check_common(const cJSON *j, const ev_t *ev)
{
    CHECK_EQ_STR(str(j, "type"), ev_type_name(ev->type));
    CHECK_EQ_INT(num(j, "hand"), ev->hand_no);
    if (ev->seat >= 0)
        CHECK_EQ_INT(num(j, "seat"), ev->seat + 1);
    else
        CHECK(is_null(j, "seat"));
    CHECK_EQ_INT(num(j, "amount"), ev->amount);
}

static ev_t make(ev_type_t type, int hand, int seat, int64_t amount)
{
    ev_t e;
    memset(&e, 0, sizeof e);
    e.type = type;
    e.hand_no = hand;
    e.seat = seat;
    e.amount = amount;
    return e;
}

static card_t C(const char *s)
{
    card_t c = CARD_NONE;
    card_parse(s, &c);
    return c;
}

static void test_every_event_type(void)
{
    /* two lines written out by hand: the exact bytes, field order included */
    ev_t a = make(EV_ACTION, 3, 3, 60);
    a.u.act.action = CMD_RAISE;
    a.u.act.added = 60;
    a.u.act.to = 60;
    a.u.act.flags = ACT_FULL_RAISE;
    a.u.act.call_amount = 20;
    a.u.act.min_to = 40;
    a.u.act.max_to = 1500;
    a.u.act.could_raise = 1;
    a.u.act.street = STREET_PREFLOP;
    char buf[EVLOG_MAX];
    evlog_format(&a, buf, sizeof buf);
    CHECK_EQ_STR(buf, "{\"type\":\"action\",\"hand\":3,\"seat\":4,\"amount\":60,\"action\":\"raise\",\"street\":\"preflop\","
                      "\"added\":60,\"to\":60,\"full_raise\":true,\"incomplete\":false,\"all_in\":false,"
                      "\"call_amount\":20,\"min_to\":40,\"max_to\":1500,\"could_check\":false,\"could_raise\":true}");
    ev_t u = make(EV_UNCALLED, 7, 0, 80);
    evlog_format(&u, buf, sizeof buf);
    CHECK_EQ_STR(buf, "{\"type\":\"uncalled\",\"hand\":7,\"seat\":1,\"amount\":80}");

    /* one of each type, parsed back */
    for (int t = 0; t < EV_COUNT; t++) {
        ev_t e = make((ev_type_t)t, t, t % 3 == 0 ? -1 : t % ENGINE_MAX_SEATS, 1000 + t);
        switch (e.type) {
        case EV_TOURNAMENT_START:
            e.u.a.players = 0x2d;
            e.u.a.count = 4;
            break;
        case EV_BUTTON_DRAW:
            e.u.a.cards[0] = C("As");
            e.amount = 1;
            break;
        case EV_LEVEL:
            e.u.lv.index = 4;
            e.u.lv.number = 5;
            e.u.lv.minutes = 20;
            e.u.lv.sb = 50;
            e.u.lv.bb = 100;
            e.u.lv.ante = 10;
            break;
        case EV_COLOR_UP:
            e.u.cu.removed = 5;
            e.u.cu.new_unit = 25;
            e.u.cu.odd_total = 15;
            e.u.cu.new_chips = 1;
            break;
        case EV_RACE:
            e.u.race.odd = 15;
            e.u.race.won = 25;
            e.u.race.stack = 1025;
            e.u.race.best = C("Kd");
            e.u.race.cards = 3;
            break;
        case EV_HAND_START:
            e.u.hs.button = 8;
            e.u.hs.sb_pos = 9;
            e.u.hs.bb = 0;
            e.u.hs.sb_posted = 0;
            e.u.hs.dead_button = 1;
            e.u.hs.why_button = POSR_DEAD_BUTTON;
            e.u.hs.why_sb = POSR_DEAD_SB;
            e.u.hs.why_bb = POSR_BB_NEXT_PLAYER;
            e.u.hs.busted_button = 8;
            e.u.hs.busted_sb = -1;
            e.u.hs.level_number = 12;
            e.u.hs.sb_amount = 400;
            e.u.hs.bb_amount = 800;
            e.u.hs.ante = 100;
            e.u.hs.hand_id = 250000000123LL;
            break;
        case EV_SEAT:
            e.u.a.count = 1;
            break;
        case EV_POST:
            e.u.post.kind = POST_BB;
            e.u.post.all_in = 1;
            break;
        case EV_HOLE_CARDS:
            e.u.a.cards[0] = C("Ah");
            e.u.a.cards[1] = C("Td");
            e.u.a.count = 2;
            break;
        case EV_ACTION:
            e.u.act.action = CMD_CALL;
            e.u.act.added = 45;
            e.u.act.to = 100;
            e.u.act.flags = ACT_ALL_IN;
            e.u.act.street = STREET_TURN;
            break;
        case EV_STREET:
            e.u.st.street = STREET_TURN;
            e.u.st.n_board = 4;
            e.u.st.board[0] = C("2c");
            e.u.st.board[1] = C("7d");
            e.u.st.board[2] = C("9h");
            e.u.st.board[3] = C("Js");
            break;
        case EV_SHOW:
            e.u.sh.cards[0] = C("Qh");
            e.u.sh.cards[1] = C("Qd");
            e.u.sh.value = 4000;
            e.u.sh.allin = 1;
            break;
        case EV_POT:
            e.u.pot.index = 2;
            e.u.pot.n_pots = 3;
            e.u.pot.eligible = 0x209;
            e.u.pot.winners = 0x201;
            e.u.pot.share = 500;
            e.u.pot.odd = 1;
            e.u.pot.odd_seat = 9;
            e.u.pot.value = 7462;
            break;
        case EV_HAND_END:
            e.u.he.hash = 0xfedcba9876543210ULL;
            break;
        case EV_COLLECT:
            e.u.pot.index = 1;
            e.u.pot.n_pots = 2;
            e.u.pot.eligible = 0x0c;
            break;
        case EV_REBUY_OFFER:
            e.u.ro.must_decide = 1;
            break;
        case EV_REBUY:
            e.u.a.count = 2;
            break;
        case EV_DECLINE:
            e.u.ro.addon = 1;
            break;
        case EV_ABSENT:
            e.amount = 1;
            break;
        case EV_ELIMINATED:
            e.u.el.place = 3;
            e.u.el.place_to = 4;
            e.u.el.prize = 264;
            break;
        default:
            break;
        }
        cJSON *j = PARSE(&e);
        if (!j)
            continue;
        check_common(j, &e);
        switch (e.type) {
        case EV_TOURNAMENT_START:
            CHECK_EQ_INT(seats_mask(j, "players"), 0x2d);
            CHECK_EQ_INT(num(j, "entrants"), 4);
            break;
        case EV_BUTTON_DRAW:
            CHECK_EQ_STR(str(j, "card"), "As");
            CHECK_EQ_INT(boolean(j, "wins_button"), 1);
            break;
        case EV_LEVEL:
            CHECK_EQ_STR(keys(j), "type,hand,seat,amount,index,number,is_break,minutes,hands,sb,bb,ante");
            CHECK_EQ_INT(num(j, "number"), 5);
            CHECK_EQ_INT(boolean(j, "is_break"), 0);
            CHECK_EQ_INT(num(j, "minutes"), 20);
            CHECK_EQ_INT(num(j, "bb"), 100);
            CHECK_EQ_INT(num(j, "ante"), 10);
            break;
        case EV_COLOR_UP:
            CHECK_EQ_STR(keys(j), "type,hand,seat,amount,removed,new_unit,odd_total,new_chips");
            CHECK_EQ_INT(num(j, "new_unit"), 25);
            break;
        case EV_RACE:
            CHECK_EQ_STR(str(j, "best"), "Kd");
            CHECK_EQ_INT(num(j, "stack"), 1025);
            break;
        case EV_HAND_START:
            CHECK_EQ_STR(keys(j), "type,hand,seat,amount,hand_id,button,sb_seat,bb_seat,sb_posted,dead_button,"
                                  "heads_up,why_button,why_sb,why_bb,busted_button,busted_sb,level,sb,bb,ante");
            CHECK_EQ_INT(num(j, "hand_id"), 250000000123LL);
            CHECK_EQ_INT(num(j, "button"), 9);
            CHECK_EQ_INT(num(j, "sb_seat"), 10);
            CHECK_EQ_INT(num(j, "bb_seat"), 1);
            CHECK_EQ_INT(boolean(j, "sb_posted"), 0);
            CHECK_EQ_INT(boolean(j, "dead_button"), 1);
            CHECK_EQ_STR(str(j, "why_button"), "dead_button");
            CHECK_EQ_STR(str(j, "why_sb"), "dead_sb");
            CHECK_EQ_STR(str(j, "why_bb"), "bb_next_player");
            CHECK_EQ_INT(num(j, "busted_button"), 9);
            CHECK(is_null(j, "busted_sb"));
            CHECK_EQ_INT(num(j, "level"), 12);
            CHECK_EQ_INT(num(j, "sb"), 400);
            CHECK_EQ_INT(num(j, "bb"), 800);
            CHECK_EQ_INT(num(j, "ante"), 100);
            break;
        case EV_SEAT:
            CHECK_EQ_INT(num(j, "stack"), e.amount);
            CHECK_EQ_INT(boolean(j, "away"), 1);
            break;
        case EV_POST:
            CHECK_EQ_STR(str(j, "kind"), "big_blind");
            CHECK_EQ_INT(boolean(j, "all_in"), 1);
            break;
        case EV_HOLE_CARDS:
            CHECK_EQ_STR(cards_text(j, "cards"), "AhTd");
            break;
        case EV_ACTION:
            CHECK_EQ_STR(str(j, "action"), "call");
            CHECK_EQ_STR(str(j, "street"), "turn");
            CHECK_EQ_INT(num(j, "added"), 45);
            CHECK_EQ_INT(boolean(j, "all_in"), 1);
            CHECK_EQ_INT(boolean(j, "full_raise"), 0);
            break;
        case EV_STREET:
            CHECK_EQ_STR(str(j, "street"), "turn");
            CHECK_EQ_STR(cards_text(j, "board"), "2c7d9hJs");
            break;
        case EV_SHOW:
            CHECK_EQ_STR(cards_text(j, "cards"), "QhQd");
            CHECK_EQ_INT(num(j, "value"), 4000);
            CHECK_EQ_STR(str(j, "category"), hand_category_id(hand_category(4000)));
            CHECK_EQ_INT(boolean(j, "all_in"), 1);
            break;
        case EV_POT:
            CHECK_EQ_STR(keys(j), "type,hand,seat,amount,index,n_pots,eligible,winners,share,odd,odd_seat,value,category");
            CHECK_EQ_INT(seats_mask(j, "eligible"), 0x209);
            CHECK_EQ_INT(seats_mask(j, "winners"), 0x201);
            CHECK_EQ_INT(num(j, "odd_seat"), 10);
            CHECK_EQ_STR(str(j, "category"), "straight_flush");
            break;
        case EV_HAND_END:
            CHECK_EQ_STR(str(j, "hash"), "fedcba9876543210");
            break;
        case EV_REBUY_OFFER:
            CHECK_EQ_INT(boolean(j, "must_decide"), 1);
            break;
        case EV_REBUY:
            CHECK_EQ_INT(num(j, "rebuys"), 2);
            break;
        case EV_DECLINE:
            CHECK_EQ_INT(boolean(j, "addon"), 1);
            break;
        case EV_ABSENT:
            CHECK_EQ_INT(boolean(j, "away"), 1);
            break;
        case EV_ELIMINATED:
            CHECK_EQ_INT(num(j, "place"), 3);
            CHECK_EQ_INT(num(j, "place_to"), 4);
            CHECK_EQ_INT(num(j, "prize"), 264);
            break;
        case EV_TOURNAMENT_END:
            CHECK_EQ_INT(num(j, "hands"), e.amount);
            break;
        case EV_COLLECT:
            CHECK_EQ_STR(keys(j), "type,hand,seat,amount,index,n_pots,eligible");
            CHECK_EQ_INT(num(j, "index"), 1);
            CHECK_EQ_INT(seats_mask(j, "eligible"), 0x0c);
            break;
        case EV_OUT_OF_HAND:
            CHECK_EQ_STR(keys(j), "type,hand,seat,amount,stack,reason");
            CHECK_EQ_STR(str(j, "type"), "out_of_hand");
            CHECK_EQ_INT(num(j, "stack"), e.amount);
            CHECK_EQ_STR(str(j, "reason"), "moved_into_small_blind");
            break;
        default:
            CHECK_EQ_STR(keys(j), "type,hand,seat,amount");
            break;
        }
        cJSON_Delete(j);
    }
    /* a show of no value (tabled before the flop) has a null category */
    ev_t s = make(EV_SHOW, 1, 0, 0);
    s.u.sh.cards[0] = C("2c");
    s.u.sh.cards[1] = C("3c");
    cJSON *j = PARSE(&s);
    if (j)
        CHECK(is_null(j, "category"));
    cJSON_Delete(j);
}

static void check_event(const ev_t *ev);

/* The session's observer: every event of the tournament as it is made. */
static void check_event_hook(void *ctx, const ev_t *ev)
{
    check_event(ev);
    ++*(long *)ctx;
}

/* Every event of a real hand, checked field by field against the event. */
static void check_event(const ev_t *ev)
{
    cJSON *j = PARSE(ev);
    if (!j)
        return;
    check_common(j, ev);
    switch (ev->type) {
    case EV_HAND_START:
        CHECK_EQ_INT(num(j, "button"), ev->u.hs.button + 1);
        CHECK_EQ_INT(num(j, "sb_seat"), ev->u.hs.sb_pos + 1);
        CHECK_EQ_INT(num(j, "bb_seat"), ev->u.hs.bb + 1);
        CHECK_EQ_INT(num(j, "hand_id"), ev->u.hs.hand_id);
        CHECK_EQ_INT(num(j, "bb"), ev->u.hs.bb_amount);
        break;
    case EV_POST:
        CHECK_EQ_STR(str(j, "kind"), evlog_post_kind_name(ev->u.post.kind));
        break;
    case EV_HOLE_CARDS:
        CHECK_EQ_STR(cards_text(j, "cards"), cards_of(ev->u.a.cards, 2));
        break;
    case EV_ACTION:
        CHECK_EQ_STR(str(j, "action"), cmd_type_name(ev->u.act.action));
        CHECK_EQ_INT(num(j, "added"), ev->u.act.added);
        CHECK_EQ_INT(num(j, "to"), ev->u.act.to);
        CHECK_EQ_INT(boolean(j, "all_in"), (ev->u.act.flags & ACT_ALL_IN) != 0);
        CHECK_EQ_INT(num(j, "min_to"), ev->u.act.min_to);
        CHECK_EQ_INT(num(j, "max_to"), ev->u.act.max_to);
        break;
    case EV_STREET:
        CHECK_EQ_STR(cards_text(j, "board"), cards_of(ev->u.st.board, ev->u.st.n_board));
        break;
    case EV_SHOW:
        CHECK_EQ_STR(cards_text(j, "cards"), cards_of(ev->u.sh.cards, 2));
        CHECK_EQ_INT(num(j, "value"), ev->u.sh.value);
        break;
    case EV_POT:
        CHECK_EQ_INT(num(j, "index"), ev->u.pot.index);
        CHECK_EQ_INT(seats_mask(j, "eligible"), ev->u.pot.eligible);
        CHECK_EQ_INT(seats_mask(j, "winners"), ev->u.pot.winners);
        CHECK_EQ_INT(num(j, "share"), ev->u.pot.share);
        CHECK_EQ_INT(num(j, "odd"), ev->u.pot.odd);
        break;
    case EV_ELIMINATED:
        CHECK_EQ_INT(num(j, "place"), ev->u.el.place);
        CHECK_EQ_INT(num(j, "prize"), ev->u.el.prize);
        break;
    default:
        break;
    }
    cJSON_Delete(j);
}

static void test_scripted_hand(void)
{
    structure_t st;
    etl_structure(&st, 10, 20, 0);
    const int64_t stacks[9] = {3000, 400, 1000, 2000, 0, 0, 0, 0, 0};
    engine_config_t cfg;
    etl_config(&cfg, &st, 9, stacks, 0);
    const char *holes[9] = {"5s4h", "AhAd", "KhKd", "QhQd", NULL, NULL, NULL, NULL, NULL};
    ETL_DECK(&cfg, 1, holes, "2c7d9hJs3c");
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_ACT(&t, CMD_ALLIN, 3, 0);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_ACT(&t, CMD_CALL, 1, 0);
    ETL_ACT(&t, CMD_CALL, 2, 0);
    for (int i = 0; i < t.n; i++)
        check_event(&t.ev[i]);
    /* spot checks against the known hand */
    int i = etl_find(&t, 0, EV_HOLE_CARDS, 1);
    cJSON *j = i >= 0 ? PARSE(&t.ev[i]) : NULL;
    CHECK(j != NULL);
    if (j) {
        CHECK_EQ_INT(num(j, "seat"), 2);
        CHECK_EQ_STR(cards_text(j, "cards"), "AhAd");
    }
    cJSON_Delete(j);
    i = etl_find(&t, 0, EV_ACTION, 3);
    j = i >= 0 ? PARSE(&t.ev[i]) : NULL;
    if (j) {
        CHECK_EQ_STR(str(j, "action"), "raise");
        CHECK_EQ_INT(num(j, "to"), 2000);
        CHECK_EQ_INT(boolean(j, "all_in"), 1);
    }
    cJSON_Delete(j);
    i = etl_find_last(&t, EV_POT, ETL_ANY); /* the main pot, awarded last */
    j = i >= 0 ? PARSE(&t.ev[i]) : NULL;
    if (j) {
        CHECK_EQ_INT(num(j, "index"), 0);
        CHECK_EQ_INT(num(j, "amount"), 1600);
        CHECK_EQ_INT(seats_mask(j, "eligible"), 0xf);
        CHECK_EQ_INT(seats_mask(j, "winners"), 0x2);
        CHECK_EQ_STR(str(j, "category"), "pair");
    }
    cJSON_Delete(j);
    etl_destroy(&t);
}

static void test_commands(void)
{
    char buf[128];
    cmd_t c = {CMD_RAISE, 2, 60};
    int n = evlog_format_cmd(&c, buf, sizeof buf);
    CHECK_EQ_STR(buf, "{\"cmd\":\"raise\",\"seat\":3,\"amount\":60}");
    CHECK_EQ_INT(n, (int)strlen(buf));
    cmd_t nh = {CMD_NEXT_HAND, -1, 0};
    evlog_format_cmd(&nh, buf, sizeof buf);
    CHECK_EQ_STR(buf, "{\"cmd\":\"next_hand\",\"seat\":null,\"amount\":0}");
    for (int t = 0; t < CMD_COUNT; t++) {
        cmd_t x = {(cmd_type_t)t, t % 4 - 1, t * 7};
        evlog_format_cmd(&x, buf, sizeof buf);
        cJSON *j = cJSON_Parse(buf);
        CHECK_MSG(j != NULL, "%s", buf);
        if (!j)
            continue;
        CHECK_EQ_STR(str(j, "cmd"), cmd_type_name(x.type));
        if (x.seat >= 0)
            CHECK_EQ_INT(num(j, "seat"), x.seat + 1);
        else
            CHECK(is_null(j, "seat"));
        CHECK_EQ_INT(num(j, "amount"), x.amount);
        cJSON_Delete(j);
    }
}

/* Random tournaments: every event and command line parses, fits EVLOG_MAX, names its fields. */
static void test_whole_tournaments(void)
{
    uint64_t seed = tl_seed();
    structure_t st;
    etl_structure(&st, 10, 20, 0);
    st.levels[0].hands = 5;
    etl_add_level(&st, 25, 50, 5, 5);
    etl_add_level(&st, 50, 100, 10, 5);
    etl_add_level(&st, 100, 200, 25, 0);
    const int bp[3] = {5000, 3000, 2000};
    etl_payouts(&st, 1000, 3, bp);
    st.rebuy_enabled = 1;
    st.rebuy_chips = 1000;
    st.rebuy_cost = 1000;
    st.rebuy_last_level = 2;
    st.rebuy_limit = 1;
    long events = 0;
    for (uint64_t k = 0; k < 4; k++) {
        session_config_t cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.engine.seed = seed + k;
        cfg.engine.structure = &st;
        cfg.engine.n_players = 10;
        char err[256];
        session_t *ses = session_create(&cfg, err, sizeof err);
        CHECK_MSG(ses != NULL, "%s", err);
        if (!ses)
            continue;
        stl_random_t drv;
        stl_random_seat_all(ses, &drv, seed + k, 0);
        session_on_event(ses, check_event_hook, &events);
        CHECK(stl_play(ses, 2000000));
        const engine_t *e = session_engine(ses);
        CHECK_EQ_INT(engine_phase(e), PHASE_FINISHED);
        int n;
        const cmd_t *log = engine_commands(e, &n);
        for (int i = 0; i < n; i++) {
            char buf[128];
            int len = evlog_format_cmd(&log[i], buf, sizeof buf);
            cJSON *j = cJSON_Parse(buf);
            CHECK(len > 0 && len < (int)sizeof buf && j != NULL);
            cJSON_Delete(j);
        }
        session_destroy(ses);
    }
    CHECK(events > 1000);
}

static void test_truncation(void)
{
    ev_t e = make(EV_UNCALLED, 7, 0, 80);
    const char *full = "{\"type\":\"uncalled\",\"hand\":7,\"seat\":1,\"amount\":80}";
    for (size_t len = 0; len <= strlen(full) + 2; len++) {
        char buf[128];
        memset(buf, 'x', sizeof buf);
        int n = evlog_format(&e, len ? buf : NULL, len);
        CHECK_EQ_INT(n, (int)strlen(full));
        if (len) {
            CHECK_EQ_INT(strlen(buf), len - 1 < strlen(full) ? len - 1 : strlen(full));
            CHECK(strncmp(buf, full, strlen(buf)) == 0);
            CHECK(buf[len] == 'x');
        }
    }
    cmd_t c = {CMD_FOLD, 0, 0};
    char small[8];
    CHECK_EQ_INT(evlog_format_cmd(&c, small, sizeof small), (int)strlen("{\"cmd\":\"fold\",\"seat\":1,\"amount\":0}"));
    CHECK_EQ_STR(small, "{\"cmd\":");
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 7);
    if (tl_group("every_event_type"))
        test_every_event_type();
    if (tl_group("scripted_hand"))
        test_scripted_hand();
    if (tl_group("commands"))
        test_commands();
    if (tl_group("whole_tournaments"))
        test_whole_tournaments();
    if (tl_group("truncation"))
        test_truncation();
    return tl_finish();
}
