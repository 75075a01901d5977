/* The layer of the engine client that handles the process and the lines.
 * It starts an engine, sends a request and reads its reply under a
 * deadline. A failure, such as a crash, silence past the deadline, garbage
 * or a reply too large, is recorded once, in words, and the engine is
 * killed. Every later request then fails at once. */
#ifndef NEXUS_CLI_ENGINE_IO_H
#define NEXUS_CLI_ENGINE_IO_H

#include <stddef.h>
#include <sys/types.h>

#include "engine_reply.h" /* It defines ENGINE_REPLY_CAP. */

/* What an engine writes to its stderr is shown on the tool's stderr, line
 * by line, cleaned (cli_clean_bytes) and after the engine's label. At most
 * ENGINE_STDERR_LINE bytes of a line are shown, and the rest of the line
 * is cut. At most ENGINE_STDERR_CAP bytes in all are shown from one engine
 * process, and the rest is read and dropped, with one line that says so. */
#define ENGINE_STDERR_LINE 512
#define ENGINE_STDERR_CAP (64 * 1024)

/* An engine process and what has been read from it. */
typedef struct engine_io {
    pid_t pid;
    int to, from;            /* The engine's stdin and stdout. */
    int err;                 /* Its stderr, or -1 once it closed. */
    char label[64];          /* The prefix of its stderr lines. */
    char err_line[ENGINE_STDERR_LINE];
    size_t err_have;         /* The number of bytes in err_line. */
    size_t err_shown;        /* The number of bytes shown in all. */
    int err_cut;             /* The rest of this line is dropped. */
    char buf[ENGINE_REPLY_CAP];
    size_t have;             /* The number of unread bytes in buf. */
    unsigned long next_id;
    int quit_sent;           /* Quit was sent, and is not sent again. */
    int on_clock;            /* The next timeout is the game clock's, so
                                the engine ran out of its time. */
    engine_info_fn on_info;  /* The callback of progress lines, or NULL
                                to skip them. */
    void *info_ctx;
    char failure[256];       /* It is "" until the engine fails. */
} engine_io;

/* Starts `command` with proc_spawn. Its label is the command until
 * engine_io_set_label(). Returns 1 on success, and 0 if the command cannot
 * be started, after the failure is recorded. */
int engine_io_start(engine_io *e, const char *command);

/* Sets the label, which is the engine's name, before the lines of its
 * stderr. */
void engine_io_set_label(engine_io *e, const char *label);

/* Stops the engine. It sends quit, unless quit was sent already, reads
 * the reply, then kills the engine after a moment. */
void engine_io_stop(engine_io *e);

/* Records the first failure and kills the engine. Returns 0. */
int engine_io_fail(engine_io *e, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Sends `request` without reading its reply, as for a stop while a search
 * runs. Returns 1 on success, and 0 if the request cannot be sent, after
 * the failure is recorded. */
int engine_io_send(engine_io *e, const char *request, unsigned long *id);

/* Writes `n` raw bytes to the engine, as engine-check does for its
 * malformed requests. Returns 1 on success, and 0 if the bytes cannot be
 * written, after the failure is recorded. */
int engine_io_write(engine_io *e, const char *bytes, size_t n);

/* Takes the id of the next request, for a request written raw, and
 * returns it. */
unsigned long engine_io_next_id(engine_io *e);

/* What the engine gave in answer to a request. */
typedef enum engine_answer {
    ENGINE_FAILED = -1,  /* The engine failed, as e->failure says. */
    ENGINE_REFUSED = 0,  /* A `?` reply. */
    ENGINE_ANSWERED = 1  /* A `=` reply. */
} engine_answer;

/* Reads the reply to request `id` within `timeout_ms`, where 0 means no
 * limit. Returns what engine_io_request returns. Id 0 reads the reply to
 * a request sent without an id, and that reply must have none. An engine
 * that sends the first line of the reply but not its empty line fails as
 * "unterminated reply". */
engine_answer engine_io_read(engine_io *e, unsigned long id, char *text,
                             size_t cap, long timeout_ms);

/* Sends `request` and reads the reply within `timeout_ms`, where 0 means
 * no limit. `text` gets the reply after the marker and the id, with its
 * lines joined by '\n'. Returns ENGINE_ANSWERED for a `=` reply,
 * ENGINE_REFUSED for a `?` reply, and ENGINE_FAILED when the engine
 * failed, as e->failure says. */
engine_answer engine_io_request(engine_io *e, const char *request,
                                char *text, size_t cap, long timeout_ms);

#endif
