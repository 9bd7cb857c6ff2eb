/* make_session_save.c — a test fixture: a real game's autosave, as the game writes it. A person in
 * seat 1 and five bots play HANDS hands (the person checks or folds) and the session is saved after
 * every hand, so PATH.prev holds the hand before. The test then stops mid-hand: PATH is a
 * tournament that can be continued.
 * usage: make_session_save PATH HANDS */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "engine/structure.h"
#include "session/session.h"

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: make_session_save PATH HANDS\n");
        return 2;
    }
    int hands = atoi(argv[2]);
    bot_registry_t *reg = bot_registry_create();
    session_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.engine.seed = 11;
    cfg.engine.n_seats = 6;
    cfg.registry = reg;
    cfg.start_time_ms = 1767315600000LL;
    cfg.seats[0].kind = SESSION_SEAT_PERSON;
    snprintf(cfg.seats[0].name, sizeof cfg.seats[0].name, "You");
    for (int i = 1; i < 6; i++) {
        cfg.seats[i].kind = SESSION_SEAT_BOT;
        snprintf(cfg.seats[i].bot, sizeof cfg.seats[i].bot, "tag:easy");
        snprintf(cfg.seats[i].name, sizeof cfg.seats[i].name, "Bot %d", i + 1);
    }
    char err[1024];
    session_t *s = session_create(&cfg, err, sizeof err);
    if (!s) {
        fprintf(stderr, "make_session_save: %s\n", err);
        return 1;
    }
    int saved = 0;
    for (long i = 0; i < 200000 && saved < hands; i++) {
        session_step_result_t r = session_step(s);
        if (r == SESSION_STEP_PERSON) {
            session_wait_t w;
            session_wait(s, &w);
            cmd_t c = {w.legal.can_check ? CMD_CHECK : CMD_FOLD, w.seat, 0};
            if (w.kind == SESSION_WAIT_DECISION)
                c.type = CMD_DECLINE;
            session_submit(s, c);
        } else if (r == SESSION_STEP_TABLE) {
            session_wait_t w;
            session_wait(s, &w);
            cmd_t c = {w.kind == SESSION_WAIT_BREAK ? CMD_ADVANCE_LEVEL
                       : w.kind == SESSION_WAIT_START ? CMD_START : CMD_NEXT_HAND, -1, 0};
            if (session_submit(s, c) != REJ_OK)
                break;
        } else if (r != SESSION_STEP_DONE) {
            break;
        }
        /* the game saves as each hand ends: here once the next hand has begun */
        if (session_hand_no(s) > saved + 1) {
            if (session_save(s, argv[1], err, sizeof err) != 0) {
                fprintf(stderr, "make_session_save: %s\n", err);
                return 1;
            }
            saved++;
        }
    }
    session_destroy(s);
    bot_registry_destroy(reg);
    return saved == hands ? 0 : 1;
}
