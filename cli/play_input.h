/* The reading and parsing of what humans type in nexus play. */
#ifndef NEXUS_CLI_PLAY_INPUT_H
#define NEXUS_CLI_PLAY_INPUT_H

#include "play_session.h"

/* What a line read came to. */
enum { IN_OK, IN_EOF, IN_LONG };

/* Prompts and reads a line into s->line, trimmed, and reports over-long
 * lines until one fits. Returns IN_OK, or IN_EOF at the end of input. */
int play_ask(session *s, const char *prompt);
/* Returns 1 if the whole line is `word`, ignoring case, and 0 otherwise. */
int play_is_word(const char *line, const char *word);
/* Returns 1 if the first word of the line is `word`, ignoring case, and 0
 * otherwise. */
int play_starts_with_word(const char *line, const char *word);
/* Reads points separated by spaces, commas or '+'. Returns their count,
 * or -1 after a message. */
int play_parse_points(const session *s, const char *text, int *points,
                      int cap);
/* Asks y or n. Returns ACT_PLAYED for yes, ACT_BACK for no and ACT_QUIT at
 * the end of input. */
play_action play_ask_yes_no(session *s, const char *prompt, int default_no);

#endif
