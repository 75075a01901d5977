/* nexus engine-check, shared by its files: the checker and its steps
 * (engine_check.c), the checks of protocol 1.0 (cmd_engine_check.c) and
 * those of protocol 1.1 (engine_check_11.c). Every reply and progress line
 * shown is cleaned first. */
#ifndef NEXUS_CLI_ENGINE_CHECK_H
#define NEXUS_CLI_ENGINE_CHECK_H

#include "cli.h"
#include "engine_io.h"

#define CHECK_MS 10000

typedef struct checker {
    engine_io io;
    nexus_game *game;
    int passed, failed, skipped;
    int not_run;            /* requests not sent: the engine had failed */
    int major, minor;       /* the protocol the engine speaks */
    unsigned infos;         /* progress lines read since the last count */
    unsigned bad_infos;     /* of which were not well formed */
    char bad_info[200];     /* the first bad one, cleaned */
    char text[ENGINE_REPLY_CAP];
} checker;

/* Send `request`; the reply must be `want` ('=' or '?'). Returns 1 if it
 * is; the text is in c->text. After the engine has failed, the request is
 * not sent and only counted in c->not_run: each check would fail with the
 * same reason. */
int check_step(checker *c, const char *request, char want, const char *what);

/* Count a check passed or failed, with its line; after the engine has
 * failed, count it in c->not_run, without a line. */
void check_verdict(checker *c, int ok, const char *what);

/* The reply to an earlier request `id` (sent with engine_io_send) must be
 * `want`. After the engine has failed, it is counted in c->not_run. */
int check_read(checker *c, unsigned long id, char want, const char *what,
               long timeout_ms);

/* As check_read, within CHECK_MS, the request shown as `request` (one
 * written raw with engine_io_write). */
int check_read_as(checker *c, unsigned long id, char want, const char *what,
                  const char *request);

/* engine_check_input.c: the input rules of protocol 1.0 (empty and '#'
 * lines, requests without an id, bad bytes, a request too long). */
void check_input_rules(checker *c);

/* 1 if a progress line is well formed on the position of c->game: known
 * keys, a win estimate in [0, 1], whole numbers, a principal variation of
 * legal turns; else 0 and the reason in why[cap]. */
int check_info_line(const checker *c, const char *line, char *why,
                    size_t cap);

/* 1 if the lines of `list` hold `name` as a whole line. */
int check_listed(const char *list, const char *name);

/* engine_check_11.c: the checks of protocol 1.1. */
void check_protocol_11(checker *c);

/* The progress line callback of the checker (engine_io's on_info): each
 * line is counted and checked. */
void check_on_info(void *ctx, const char *line);

/* The progress lines since the last call: at least `least`, each well
 * formed; a check of its own. */
void check_infos(checker *c, unsigned least, const char *what);

/* No progress line since the last count (progress is off). */
void check_no_infos(checker *c, const char *what);

#endif
