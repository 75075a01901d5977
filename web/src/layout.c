/* The byte layout of the structs the JavaScript API reads and writes, so
 * that nexus.mjs never hard-codes an offset that the compiler decides. */
#include <stddef.h>

#include "nexus.h"
#include "nexus_bot.h"

/* Order matters: web/src/nexus.mjs reads the values by position
 * (LAYOUT_FIELDS there). */
static const int layout[] = {
    (int)sizeof(nexus_turn),
    (int)offsetof(nexus_turn, n_unblock),
    (int)offsetof(nexus_turn, unblock),
    (int)offsetof(nexus_turn, point),
    (int)offsetof(nexus_turn, n_pay),
    (int)offsetof(nexus_turn, pay),
    (int)sizeof(nexus_preview),
    (int)offsetof(nexus_preview, n_captured),
    (int)offsetof(nexus_preview, captured),
    (int)offsetof(nexus_preview, mover_debt),
    (int)offsetof(nexus_preview, opponent_debt),
    (int)offsetof(nexus_preview, audit),
    (int)offsetof(nexus_preview, net),
    (int)offsetof(nexus_preview, n_payers),
    (int)offsetof(nexus_preview, payers),
    (int)sizeof(nexus_options),
    (int)offsetof(nexus_options, size),
    (int)offsetof(nexus_options, capture_debt),
    (int)offsetof(nexus_options, unblock_debt),
    (int)sizeof(nexus_record_error),
    (int)offsetof(nexus_record_error, line),
    (int)offsetof(nexus_record_error, status),
    (int)offsetof(nexus_record_error, message),
    (int)sizeof(nexus_strong_options),
    (int)offsetof(nexus_strong_options, nodes),
    (int)offsetof(nexus_strong_options, seed),
};

/* The table above and its length. */
const int *nexus_web_layout(int *count)
{
    *count = (int)(sizeof layout / sizeof layout[0]);
    return layout;
}
