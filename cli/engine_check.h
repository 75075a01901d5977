/* The declarations that the files of nexus engine-check share. The
 * checker and its steps are in engine_check.c, the checks of protocol 1.0
 * in cmd_engine_check.c, and those of protocol 1.1 in engine_check_11.c.
 * Every reply and progress line that the checker shows is cleaned first. */
#ifndef NEXUS_CLI_ENGINE_CHECK_H
#define NEXUS_CLI_ENGINE_CHECK_H

#include "cli.h"
#include "engine_io.h"

#define CHECK_MS 10000

typedef struct checker {
    engine_io io;
    nexus_game *game;
    int passed, failed, skipped;
    int not_run;            /* The checks not run, after a failure. */
    int major, minor;       /* The protocol that the engine speaks. */
    unsigned infos;         /* The progress lines since the last count. */
    unsigned bad_infos;     /* The ones of them not well formed. */
    char bad_info[200];     /* The first bad one, cleaned. */
    char text[ENGINE_REPLY_CAP];
} checker;

/* Sends `request` and checks that its reply is `want` ('=' or '?'). The
 * text of the reply is left in c->text. Returns 1 if the reply is `want`,
 * and 0 otherwise. After the engine has failed, the request is not sent
 * and is only counted in c->not_run, because each check would fail for the
 * same reason; the function then returns 0. */
int check_step(checker *c, const char *request, char want, const char *what);

/* Counts a check as passed or failed and prints its line. After the
 * engine has failed, the check is counted in c->not_run instead, and no
 * line is printed. */
void check_verdict(checker *c, int ok, const char *what);

/* Reads the reply to an earlier request `id`, sent with engine_io_send,
 * and checks that it is `want`. Returns 1 if it is, and 0 otherwise.
 * After the engine has failed, the check is counted in c->not_run, and
 * the function returns 0. */
int check_read(checker *c, unsigned long id, char want, const char *what,
               long timeout_ms);

/* Works as check_read, with a timeout of CHECK_MS. The line of the check
 * shows the request as `request`, because the request was written raw
 * with engine_io_write and has no text of its own here. */
int check_read_as(checker *c, unsigned long id, char want, const char *what,
                  const char *request);

/* Checks the input rules of protocol 1.0: empty lines and lines that
 * begin with '#', requests without an id, bad bytes and a request that is
 * too long. It is in engine_check_input.c. */
void check_input_rules(checker *c);

/* Checks a progress line against the position of c->game. A well formed
 * line has only known keys, a win estimate in [0, 1] and whole numbers
 * elsewhere, and its principal variation is made of legal turns. Returns
 * 1 if the line is well formed, and 0 otherwise, with the reason in
 * why[cap]. */
int check_info_line(const checker *c, const char *line, char *why,
                    size_t cap);

/* Returns 1 if one of the lines of `list` is `name`, and 0 otherwise. */
int check_listed(const char *list, const char *name);

/* Runs the checks of protocol 1.1. It is in engine_check_11.c. */
void check_protocol_11(checker *c);

/* The checker's callback for progress lines (the on_info of engine_io).
 * It counts and checks each line. */
void check_on_info(void *ctx, const char *line);

/* Checks, as a check of its own, that at least `least` progress lines
 * came since the last call and that each of them was well formed. */
void check_infos(checker *c, unsigned least, const char *what);

/* Checks that no progress line came since the last count, as when
 * progress is off. */
void check_no_infos(checker *c, const char *what);

#endif
