/* The draw offers of nexus play, and the commands of every prompt. */
#ifndef NEXUS_CLI_PLAY_COMMANDS_H
#define NEXUS_CLI_PLAY_COMMANDS_H

#include "play_session.h"

/* The side other than `offerer` answers its pending draw offer. Returns
 * what the answer came to. */
play_action play_answer_offer(session *s, nexus_color offerer);
/* The side to move offers a draw. Returns what the offer came to. */
play_action play_offer_draw(session *s);
/* Prints the commands of the prompt. */
void play_prompt_help(const session *s);
/* Prints the legal points of the side to move. */
void play_list_legal(const session *s);
/* Takes back the last turn, and also the bots' turns after a human's.
 * Returns what the undo came to. */
play_action play_undo(session *s);
/* Runs the line as one of the commands of every prompt. Returns what it
 * came to, or ACT_NONE if the line is none of them. */
play_action play_common_command(session *s);

#endif
