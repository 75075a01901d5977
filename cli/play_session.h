/* The session of a game of nexus play in the terminal, the lowest module
 * of the play command. Every other file of the command uses this one, and
 * this one uses none of them, so that their includes go one way:
 *   play_session < play_input < play_commands < play_human < cmd_play.
 * cmd_play.c sets up and runs the game and plays a bot's turn. play_input.c
 * reads and parses what humans type, play_commands.c holds the commands
 * of every prompt and the draw offers, and play_human.c a human's turn. */
#ifndef NEXUS_CLI_PLAY_SESSION_H
#define NEXUS_CLI_PLAY_SESSION_H

#include "cli.h"

#define PLAY_LINE_CAP 512

/* The player of one side. */
typedef struct player {
    int human;
    nexus_bot *bot;       /* It is p.bot. */
    cli_player p;
    char kind[NEXUS_LABEL_MAX + 1]; /* The kind, such as human or strong. */
    const char *spec;     /* The spec as given, such as strong:time=50. */
} player;

/* A game in the terminal and its players. */
typedef struct session {
    nexus_game *game;
    int size;
    player side[3]; /* The players, by nexus_color. */
    const char *save_path;
    int save_failed;
    size_t turn_limit;
    int echo;
    char line[PLAY_LINE_CAP];
} session;

/* What a prompt came to. It is an action code, never an exit status. */
typedef enum play_action {
    ACT_PLAYED, /* A turn was played. */
    ACT_AGAIN,  /* The turn starts over, after an undo or a declined draw. */
    ACT_ENDED,  /* The game ended without a turn, by an accepted draw. */
    ACT_QUIT,   /* The player quit, or the input ended. */
    ACT_BACK,   /* The prompt goes back to the previous question. */
    ACT_ERROR,  /* An engine failed, and the error was reported. */
    ACT_NONE    /* The line is not a command, and is read on. */
} play_action;

/* Returns the side that is not `c`. */
nexus_color play_other(nexus_color c);
/* Returns the side to move. */
nexus_color play_to_move(const session *s);
/* Returns the phase of the game. */
nexus_phase play_phase(const session *s);
/* Returns the number of turns played. */
size_t play_turns(const session *s);
/* Returns 1 if a draw offer waits for its answer, and 0 otherwise. */
int play_draw_pending(const session *s);
/* Saves the game, if it is saved, and remembers a failure. */
void play_save(session *s);
/* Plays a turn and describes it. Returns the library's status, which is
 * an error if the turn is refused, and the game is then unchanged. */
nexus_status play_apply_turn(session *s, const nexus_turn *turn);

#endif
