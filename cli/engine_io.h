/* The process and line layer of the engine client: start an engine, send a
 * request, read its reply under a deadline. A failure (crash, silence past
 * the deadline, garbage, a reply too large) is recorded once, in words, and
 * the engine is killed: every later request fails at once. */
#ifndef NEXUS_CLI_ENGINE_IO_H
#define NEXUS_CLI_ENGINE_IO_H

#include <stddef.h>
#include <sys/types.h>

#include "engine_reply.h" /* ENGINE_REPLY_CAP */

/* What an engine writes to its stderr is shown on the tool's stderr, line
 * by line, cleaned (cli_clean_bytes) and after the engine's label: at most
 * ENGINE_STDERR_LINE bytes of a line (the rest is cut) and
 * ENGINE_STDERR_CAP bytes in all from one engine process (the rest is
 * read and dropped, with one line that says so). */
#define ENGINE_STDERR_LINE 512
#define ENGINE_STDERR_CAP (64 * 1024)

typedef struct engine_io {
    pid_t pid;
    int to, from;            /* the engine's stdin and stdout */
    int err;                 /* its stderr, or -1 once it closed */
    char label[64];          /* the prefix of its stderr lines */
    char err_line[ENGINE_STDERR_LINE];
    size_t err_have;         /* bytes in err_line */
    size_t err_shown;        /* bytes shown in all */
    int err_cut;             /* the rest of this line is dropped */
    char buf[ENGINE_REPLY_CAP];
    size_t have;             /* unread bytes in buf */
    unsigned long next_id;
    int quit_sent;           /* quit was requested: do not ask again */
    int on_clock;            /* the next timeout is the game clock's: the
                                engine ran out of its time */
    engine_info_fn on_info;  /* progress lines (NULL: skipped) */
    void *info_ctx;
    char failure[256];       /* "" until the engine fails */
} engine_io;

/* Start `command` (proc_spawn); 0 (failure recorded) if it cannot be
 * started. Its label is the command until engine_io_set_label(). */
int engine_io_start(engine_io *e, const char *command);

/* The label (an engine's name) before the lines of its stderr. */
void engine_io_set_label(engine_io *e, const char *label);

/* Stop the engine: quit (unless it was sent) and its reply, then kill it
 * after a moment. */
void engine_io_stop(engine_io *e);

/* Record the first failure and kill the engine. Returns 0. */
int engine_io_fail(engine_io *e, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Send `request` without reading its reply (stop, while a search runs).
 * Returns 0 (failure recorded) if it cannot be sent. */
int engine_io_send(engine_io *e, const char *request, unsigned long *id);

/* Write `n` raw bytes to the engine (engine-check's malformed requests).
 * Returns 0 (failure recorded) if they cannot be written. */
int engine_io_write(engine_io *e, const char *bytes, size_t n);

/* The id of the next request, taken (for a request written raw). */
unsigned long engine_io_next_id(engine_io *e);

/* Read the reply to request `id` within `timeout_ms` (0: no limit); as
 * engine_io_request. Id 0 reads the reply to a request sent without an
 * id, which must have none. An engine that sends the first line of the
 * reply but not its empty line fails as "unterminated reply". */
int engine_io_read(engine_io *e, unsigned long id, char *text, size_t cap,
                   long timeout_ms);

/* Send `request` and read the reply within `timeout_ms` (0: no limit).
 * Returns 1 for a `=` reply, 0 for `?` (its text in `text`), -1 when the
 * engine failed (see failure). `text` gets the reply after the marker and
 * id, lines joined by '\n'. */
int engine_io_request(engine_io *e, const char *request, char *text,
                      size_t cap, long timeout_ms);

#endif
