/* This file holds the names and messages of the status codes, the version
 * queries and the defaults of the options. */
#include "nexus.h"
#include "nx_versioned.h"

#include <string.h>

typedef struct status_info {
    nexus_status code;
    const char *name;
    const char *message;
} status_info;

/* One row of the table: the code, its name (the code's spelling) and its
 * message. */
#define STATUS(code, message) {code, #code, message}

static const status_info statuses[] = {
    STATUS(NEXUS_OK, "success"),
    STATUS(NEXUS_E_INVALID_ARG, "invalid argument"),
    STATUS(NEXUS_E_NOMEM, "out of memory"),
    STATUS(NEXUS_E_BUFFER_TOO_SMALL, "buffer too small"),
    STATUS(NEXUS_E_VERSION, "unsupported options version"),
    STATUS(NEXUS_E_OFF_BOARD, "point is not on the board"),
    STATUS(NEXUS_E_PARSE, "text could not be parsed"),
    STATUS(NEXUS_E_GAME_OVER, "the game is over"),
    STATUS(NEXUS_E_MUST_UNBLOCK, "an unblocking set is required"),
    STATUS(NEXUS_E_UNBLOCK_NOT_DUE, "no unblocking is due"),
    STATUS(NEXUS_E_NOT_OFFERED, "the unblocking set is not offered"),
    STATUS(NEXUS_E_OCCUPIED, "the point is occupied"),
    STATUS(NEXUS_E_SUICIDE, "the placement is suicide"),
    STATUS(NEXUS_E_REPETITION, "the placement repeats a position"),
    STATUS(NEXUS_E_PAYMENT_NOT_DUE, "no payment is due"),
    STATUS(NEXUS_E_PAYMENT_SIZE, "the payment is not exactly the net debt"),
    STATUS(NEXUS_E_PAYMENT_DUPLICATE, "the payment names a point twice"),
    STATUS(NEXUS_E_PAYMENT_NOT_OWN,
           "the payment names a point without the mover's stone"),
    STATUS(NEXUS_E_NO_HISTORY, "nothing to undo"),
    STATUS(NEXUS_E_DEAD_GROUP, "a group has no liberty"),
    STATUS(NEXUS_E_LINE_OWNED, "a line is already owned"),
    STATUS(NEXUS_E_DRAW_PENDING, "a draw offer awaits an answer"),
    STATUS(NEXUS_E_NO_DRAW_OFFER, "no draw offer to answer"),
    STATUS(NEXUS_E_RECORD, "the record is malformed or illegal"),
    STATUS(NEXUS_ITER_OVER, "no more items"),
};

static const status_info *find_status(nexus_status status)
{
    size_t i;
    for (i = 0; i < sizeof statuses / sizeof statuses[0]; i++)
        if (statuses[i].code == status)
            return &statuses[i];
    return NULL;
}

const char *nexus_status_name(nexus_status status)
{
    const status_info *s = find_status(status);
    return s ? s->name : "NEXUS_E_UNKNOWN";
}

const char *nexus_status_message(nexus_status status)
{
    const status_info *s = find_status(status);
    return s ? s->message : "unknown status code";
}

unsigned int nexus_version_number(void) { return NEXUS_VERSION_NUMBER; }

const char *nexus_version_string(void) { return NEXUS_VERSION_STRING; }

nexus_status nexus_options_init(nexus_options *opts, unsigned int version)
{
    static const nexus_options defaults = NEXUS_OPTIONS_INIT;
    return NX_VERSIONED_INIT(opts, version, NEXUS_OPTIONS_VERSION, defaults);
}
