/* The byte layout of the structs the JavaScript API reads and writes, so
 * that the API never hard-codes an offset that the compiler decides. Each
 * entry carries its name: web/src/wasm.mjs reads the table by name, and
 * refuses to start when a name it needs is missing. */
#include <stddef.h>

#include "nexus.h"
#include "nexus_bot.h"

typedef struct layout_entry {
    const char *name;
    int value;
} layout_entry;

#define SIZE(name, type) { name, (int)sizeof(type) }
#define AT(name, type, field) { name, (int)offsetof(type, field) }

static const layout_entry layout[] = {
    SIZE("turnSize", nexus_turn),
    AT("turnNUnblock", nexus_turn, n_unblock),
    AT("turnUnblock", nexus_turn, unblock),
    AT("turnPoint", nexus_turn, point),
    AT("turnNPay", nexus_turn, n_pay),
    AT("turnPay", nexus_turn, pay),
    SIZE("previewSize", nexus_preview),
    AT("previewNCaptured", nexus_preview, n_captured),
    AT("previewCaptured", nexus_preview, captured),
    AT("previewMoverDebt", nexus_preview, mover_debt),
    AT("previewOpponentDebt", nexus_preview, opponent_debt),
    AT("previewAudit", nexus_preview, audit),
    AT("previewNet", nexus_preview, net),
    AT("previewNPayers", nexus_preview, n_payers),
    AT("previewPayers", nexus_preview, payers),
    SIZE("optionsSize", nexus_options),
    AT("optionsBoard", nexus_options, size),
    AT("optionsCaptureDebt", nexus_options, capture_debt),
    AT("optionsUnblockDebt", nexus_options, unblock_debt),
    SIZE("recordErrorSize", nexus_record_error),
    AT("recordErrorLine", nexus_record_error, line),
    AT("recordErrorStatus", nexus_record_error, status),
    AT("recordErrorMessage", nexus_record_error, message),
    AT("botOptionName", nexus_bot_option, name),
    AT("botOptionType", nexus_bot_option, type),
    AT("botOptionDefault", nexus_bot_option, default_value),
    AT("botOptionMin", nexus_bot_option, min),
    AT("botOptionMax", nexus_bot_option, max),
    AT("botOptionHelp", nexus_bot_option, help),
    SIZE("solveOptionsSize", nexus_solve_options),
    AT("solveMaxPlies", nexus_solve_options, max_plies),
    AT("solveMaxNodes", nexus_solve_options, max_nodes),
    AT("solveTableBytes", nexus_solve_options, table_bytes),
    SIZE("solveResultSize", nexus_solve_result),
    AT("solveValue", nexus_solve_result, value),
    AT("solvePlies", nexus_solve_result, plies),
    AT("solveNodes", nexus_solve_result, nodes),
    AT("solveLineLength", nexus_solve_result, line_length),
    AT("solveComplete", nexus_solve_result, complete),
};

/* Returns the table above; `*count` receives its length. */
const layout_entry *nexus_web_layout(int *count)
{
    *count = (int)(sizeof layout / sizeof layout[0]);
    return layout;
}
