/* The engine side of the engine protocol (docs/protocol.md), shared by
 * its files: protocol.c reads requests and dispatches them, protocol_game.c
 * holds the commands of the game, protocol_think.c those that think
 * (genturn, analyze) in a thread of their own so that `stop` is read while
 * they run, and the options; protocol_reply.c writes the replies of all
 * of them. The calls go one way: protocol.c calls the three others,
 * protocol_think.c calls protocol_game.c, and protocol_reply.c calls none. */
#ifndef NEXUS_CLI_PROTOCOL_H
#define NEXUS_CLI_PROTOCOL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#include "cli.h"
#include "options.h"

#define REQUEST_CAP 4096
#define REPLY_CAP 8192

/* A search running in its thread (genturn or analyze). */
typedef struct search {
    int running;        /* a thread runs: join it before anything else */
    pthread_t thread;
    atomic_int stop;    /* `stop` was read: end the search now */
    char id[24];        /* the request's id, for the reply */
    char args[REQUEST_CAP];
    int analyze;        /* 1: analyze, 0: genturn */
} search;

typedef struct server {
    const cli_serve_config *cfg;
    nexus_bot *bot;
    nexus_game *game;
    nexus_options rules;
    int offered;        /* the engine offered a draw this turn */
    int quit;
    int progress;       /* progress on: info lines while thinking */
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
/* Write a reply to request `id` (the thread that writes it owns out). */
void send_reply(FILE *out, const char *id, const reply *r);
char color_letter(nexus_color c);
/* The side named by a word B or W; NEXUS_EMPTY if it is neither. */
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
/* An error (in r) if the game cannot take a move now; 1 if it can. */
int server_movable(server *s, reply *r);
/* An error unless `word` names the side to move. */
int server_right_side(server *s, const char *word, reply *r);
/* The turn "B unblock .. place .. pay .." of `me` into buf. */
int server_format_turn(char *buf, size_t cap, const server *s, nexus_color me,
                       const nexus_turn *turn);

/* protocol_think.c: the commands that think, and the options. */
/* genturn and analyze start a search (its reply is sent when it ends);
 * they return 0 if they replied at once (an error) into r. */
int think_start(server *s, const char *id, char *args, int analyze,
                reply *r);
/* Wait for the running search, if any; with `stop`, end it first. */
void think_join(server *s, int stop);
void h_progress(server *s, char *args, reply *r);
void h_list_options(server *s, char *args, reply *r);
void h_set_option(server *s, char *args, reply *r);

#endif
