/* nexus play: the session of a game in the terminal, the lowest module of
 * the play command. Every other file of it uses this one, and this one
 * uses none of them, so that their includes go one way:
 *   play_session < play_input < play_commands < play_human < cmd_play.
 * cmd_play.c sets up and runs the game (and a bot's turn), play_input.c
 * reads and parses what humans type, play_commands.c holds the commands
 * of every prompt and draw offers, and play_human.c a human's turn. */
#ifndef NEXUS_CLI_PLAY_SESSION_H
#define NEXUS_CLI_PLAY_SESSION_H

#include "cli.h"

#define PLAY_LINE_CAP 512

typedef struct player {
    int human;
    nexus_bot *bot;       /* p.bot */
    cli_player p;
    char kind[NEXUS_LABEL_MAX + 1]; /* human, simple, random, strong, engine */
    const char *spec;     /* as given: human, strong:time=50, engine:CMD */
} player;

typedef struct session {
    nexus_game *game;
    int size;
    player side[3]; /* by nexus_color */
    const char *save_path;
    int save_failed;
    size_t turn_limit;
    int echo;
    char line[PLAY_LINE_CAP];
} session;

/* What a prompt came to: an action code, never an exit status. */
typedef enum play_action {
    ACT_PLAYED, /* a turn was played */
    ACT_AGAIN,  /* start the turn over (undo, declined draw) */
    ACT_ENDED,  /* the game ended without a turn (draw accepted) */
    ACT_QUIT,   /* quit or end of input */
    ACT_BACK,   /* back to the previous question */
    ACT_ERROR,  /* an engine error (already reported) */
    ACT_NONE    /* the line is not a command: go on reading it */
} play_action;

/* Returns the side that is not `c`. */
nexus_color play_other(nexus_color c);
/* Returns the side to move. */
nexus_color play_to_move(const session *s);
/* Returns the phase of the game. */
nexus_phase play_phase(const session *s);
/* Returns the number of turns played. */
size_t play_turns(const session *s);
/* Returns whether a draw offer waits for its answer. */
int play_draw_pending(const session *s);
/* Saves the game, if it is saved; a failure is remembered. */
void play_save(session *s);
/* Plays a turn and describes it. Returns the library's status: an error
 * if the turn is refused, and then the game is unchanged. */
nexus_status play_apply_turn(session *s, const nexus_turn *turn);

#endif
