/* The turn of a human player of nexus play, at the prompt. */
#ifndef NEXUS_CLI_PLAY_HUMAN_H
#define NEXUS_CLI_PLAY_HUMAN_H

#include "play_session.h"

/* Asks a human for a turn at the prompt and plays it. Returns what the
 * prompt came to, such as ACT_PLAYED or ACT_QUIT. */
play_action play_human_turn(session *s);

#endif
