/* The text of one turn (`turn` lines): shared by the record reader and
 * writer and by nexus_turn_parse() / nexus_turn_format(). */
#ifndef NX_TURN_TEXT_H
#define NX_TURN_TEXT_H

#include "text.h"

/* Longest turn line: "turn W unblock " + 81 names + " place I9 pay" + 81
 * names, each name at most 3 bytes with its space. */
#define NX_TURN_LINE_MAX                                                       \
    (16 + 3 * NEXUS_MAX_POINTS + 13 + 3 * NEXUS_MAX_POINTS)

/* `[turn] B|W [unblock P...] place P [pay P...]`. The out-parameters are
 * untouched on error; unused array slots of *turn are zero. `who` may be
 * NULL. */
nexus_status nx_turn_parse_span(nexus_turn *turn, nexus_color *who, int size,
                                nx_span text);

#endif
