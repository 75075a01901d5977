/* The declarations that the files of the engine side of the engine
 * protocol (docs/protocol.md) share. protocol.c reads the requests and
 * dispatches them, and protocol_game.c holds the commands of the game.
 * protocol_think.c holds the options and the commands that think, genturn
 * and analyze, which run in a thread of their own so that `stop` is read
 * while they run. protocol_reply.c writes the replies of all of them. The
 * calls go one way: protocol.c calls the three others, protocol_think.c
 * calls protocol_game.c, and protocol_reply.c calls none. */
#ifndef NEXUS_CLI_PROTOCOL_H
#define NEXUS_CLI_PROTOCOL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#include "cli.h"
#include "options.h"

#define REQUEST_CAP 4096
#define REPLY_CAP 8192

/* A search, genturn or analyze, that runs in its own thread. */
typedef struct search {
    int running;        /* A thread runs, to be joined before anything
                           else. */
    pthread_t thread;
    atomic_int stop;    /* `stop` was read, and the search ends now. */
    atomic_int done;    /* The thread has sent its reply. */
    char id[24];        /* The request's id, for the reply. */
    char args[REQUEST_CAP];
    int analyze;        /* It is 1 for analyze and 0 for genturn. */
    int reported;       /* The bot's last report of genturn was sent. */
} search;

/* The state of the engine that nexus engine serves. */
typedef struct server {
    const cli_serve_config *cfg;
    nexus_bot *bot;
    nexus_game *game;
    nexus_options rules;
    int offered;        /* The engine offered a draw this turn. */
    int quit;
    int progress;       /* Progress is on, so info lines go out while the
                           engine thinks. */
    uint64_t seed;      /* The seed option, from --seed or as set since. */
    FILE *out;
    search think;
} server;

typedef struct reply {
    int ok;
    char text[REPLY_CAP];
} reply;

typedef void (*handler)(server *s, char *args, reply *r);

/* protocol_reply.c */
void say(reply *r, int ok, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
void say_status(reply *r, const char *what, nexus_status st);
/* Writes a reply to request `id`. The thread that writes it owns out. */
void send_reply(FILE *out, const char *id, const reply *r);
char color_letter(nexus_color c);
/* Returns the side that the word B or W names, or NEXUS_EMPTY if the word
 * is neither. */
nexus_color parse_side(const char *w);

/* protocol_game.c: the commands of the game. */
void h_new(server *s, char *args, reply *r);
void h_start(server *s, char *args, reply *r);
void h_play(server *s, char *args, reply *r);
void h_offer(server *s, char *args, reply *r);
void h_answer(server *s, char *args, reply *r);
void h_undo(server *s, char *args, reply *r);
void h_showboard(server *s, char *args, reply *r);
void h_result(server *s, char *args, reply *r);
void h_time_left(server *s, char *args, reply *r);
void h_time_settings(server *s, char *args, reply *r);
/* Returns 1 if the game can take a move now, and 0 otherwise, with the
 * error in r. */
int server_movable(server *s, reply *r);
/* Returns 1 if `word` names the side to move, and 0 otherwise, with the
 * error in r. */
int server_right_side(server *s, const char *word, reply *r);
/* Writes the turn of `me` into buf as "B unblock .. place .. pay ..".
 * Returns 1 on success, and 0 if the library cannot write the turn. */
int server_format_turn(char *buf, size_t cap, const server *s, nexus_color me,
                       const nexus_turn *turn);

/* protocol_think.c: the commands that think, and the options. */
/* Starts the search of genturn or analyze, whose reply is sent when it
 * ends. Returns 1 if the search started, and 0 if the request was
 * answered at once, with an error in r. */
int think_start(server *s, const char *id, char *args, int analyze,
                reply *r);
/* Waits for the running search, if there is one. With `stop`, it ends the
 * search first. */
void think_join(server *s, int stop);
void h_progress(server *s, char *args, reply *r);
void h_list_options(server *s, char *args, reply *r);
void h_set_option(server *s, char *args, reply *r);

#endif
