/* nexus play, shared by its files: the session, the action codes, and the
 * pieces each file offers the others. cmd_play.c sets up and runs the game
 * (and a bot's turn), play_input.c reads and parses what humans type,
 * play_commands.c holds the commands of every prompt and draw offers,
 * play_human.c a human's turn. */
#ifndef NEXUS_CLI_PLAY_H
#define NEXUS_CLI_PLAY_H

#include "cli.h"

#define PLAY_LINE_CAP 512

typedef struct player {
    int human;
    nexus_bot *bot;       /* p.bot */
    cli_player p;
    char kind[NEXUS_LABEL_MAX + 1]; /* human, simple, random, strong, engine */
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

/* What a line read came to. */
enum { IN_OK, IN_EOF, IN_LONG };

/* cmd_play.c: the session */
nexus_color play_other(nexus_color c);
nexus_color play_to_move(const session *s);
nexus_phase play_phase(const session *s);
size_t play_turns(const session *s);
int play_draw_pending(const session *s);
/* Save the game, if it is saved; a failure is remembered. */
void play_save(session *s);

/* play_input.c */
/* Prompt and read a line into s->line (trimmed), reporting over-long
 * lines until one fits: IN_OK or IN_EOF. */
int play_ask(session *s, const char *prompt);
/* Case-insensitive: the whole line is `word`. */
int play_is_word(const char *line, const char *word);
/* The first word of the line is `word`. */
int play_starts_with_word(const char *line, const char *word);
/* Points separated by spaces, commas or '+'; the count, or -1 after a
 * message. */
int play_parse_points(const session *s, const char *text, int *points,
                      int cap);
/* y or n: ACT_PLAYED for yes, ACT_BACK for no, ACT_QUIT at the end. */
play_action play_ask_yes_no(session *s, const char *prompt, int default_no);

/* play_commands.c */
/* The side other than `offerer` answers its pending draw offer. */
play_action play_answer_offer(session *s, nexus_color offerer);
/* The side to move offers a draw. */
play_action play_offer_draw(session *s);
void play_prompt_help(const session *s);
void play_list_legal(const session *s);
/* Take back the last turn (and the bots' turns after a human's). */
play_action play_undo(session *s);
/* The commands of every prompt; ACT_NONE if the line is none of them. */
play_action play_common_command(session *s);

/* play_human.c */
/* Play a turn and describe it; the library's error if it is refused. */
nexus_status play_apply_turn(session *s, const nexus_turn *turn);
/* A human's turn at the prompt. */
play_action play_human_turn(session *s);

#endif
