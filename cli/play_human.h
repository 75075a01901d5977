/* nexus play: a human's turn at the prompt. */
#ifndef NEXUS_CLI_PLAY_HUMAN_H
#define NEXUS_CLI_PLAY_HUMAN_H

#include "play_session.h"

/* A human's turn at the prompt. Returns what it came to. */
play_action play_human_turn(session *s);

#endif
