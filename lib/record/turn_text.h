/* The text of one turn, as in a record's `turn` lines. The record reader
 * and writer share it with nexus_turn_parse() and nexus_turn_format(). */
#ifndef NX_TURN_TEXT_H
#define NX_TURN_TEXT_H

#include "text.h"

/* The length of the longest turn line: "turn W unblock " and 81 names,
 * then " place I9 pay" and 81 names, where each name takes at most 3 bytes
 * with its space. */
#define NX_TURN_LINE_MAX                                                       \
    (16 + 3 * NEXUS_MAX_POINTS + 13 + 3 * NEXUS_MAX_POINTS)

/* Parses a turn line, `[turn] B|W [unblock P...] place P [pay P...]`, into
 * *turn and *who; `who` may be NULL. Returns NEXUS_E_PARSE for a malformed
 * line, with the out-parameters untouched. The unused slots of the arrays
 * of *turn are zero. */
nexus_status nx_turn_parse_span(nexus_turn *turn, nexus_color *who, int size,
                                nx_span text);

#endif
