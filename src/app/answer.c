/* answer.c — the table of answer kinds (see answer.h and practice_kit.h's answer_kind_t). */
#include "app/answer.h"
#include "app/i18n.h"

extern const answer_kind_t answer_positions, answer_seat, answer_amount, answer_yesno, answer_pots, answer_order,
    answer_places, answer_chips, answer_choice, answer_push, answer_action;

static const answer_kind_t *const kinds[DRILL_ANS_COUNT] = {
    [DRILL_ANS_POSITIONS] = &answer_positions,
    [DRILL_ANS_SEAT] = &answer_seat,
    [DRILL_ANS_AMOUNT] = &answer_amount,
    [DRILL_ANS_YESNO] = &answer_yesno,
    [DRILL_ANS_POTS] = &answer_pots,
    [DRILL_ANS_ORDER] = &answer_order,
    [DRILL_ANS_PLACES] = &answer_places,
    [DRILL_ANS_CHIPS] = &answer_chips,
    [DRILL_ANS_CHOICE] = &answer_choice,
    [DRILL_ANS_PUSH] = &answer_push,
    [DRILL_ANS_ACTION] = &answer_action,
};

const answer_kind_t *answer_kind_of(int k)
{
    static const answer_kind_t none = {.hint = N_("Choose a ruling: click it or press its number.")};
    return k >= 0 && k < DRILL_ANS_COUNT && kinds[k] ? kinds[k] : &none;
}

const char *answer_hint(const answer_kind_t *K, const drill_t *d)
{
    return _(d && d->answer.any_order && K->hint_any_order ? K->hint_any_order : K->hint);
}
