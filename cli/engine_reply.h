/* What the engine client reads from an engine, as pure functions: the
 * bytes of its output turned into replies (engine_reply_feed), and the
 * words of a reply into what the arbiter asked for (a turn, a name, an
 * answer to a draw offer). No process and no clock: engine_io.c feeds the
 * bytes it reads, and fuzz/fuzz_protocol.c feeds arbitrary bytes. */
#ifndef NEXUS_CLI_ENGINE_REPLY_H
#define NEXUS_CLI_ENGINE_REPLY_H

#include <stddef.h>

#include "nexus.h"

#define ENGINE_REPLY_CAP 8192 /* the largest reply kept */

/* Called with each progress line ("info ..." before a reply, protocol
 * 1.1), NUL-terminated, without its line break. */
typedef void (*engine_info_fn)(void *ctx, const char *line);

/* One reply being read: progress lines ("info ..."), then "=ID text" or
 * "?ID text", more lines, an empty line. */
typedef struct engine_reply {
    unsigned long id;  /* the request's id */
    int started;       /* the first line was read */
    unsigned infos;    /* progress lines before it */
    engine_info_fn on_info; /* NULL: progress lines are skipped */
    void *info_ctx;
    int ok;            /* 1 for '=', 0 for '?' */
    char *text;        /* the reply after the marker and id, lines joined
                          by '\n' */
    size_t cap, n;     /* its size and length */
    char failure[256]; /* why the output is no reply ("" until then) */
} engine_reply;

/* Start reading the reply to request `id` into text (cap bytes). */
void engine_reply_init(engine_reply *r, unsigned long id, char *text,
                       size_t cap);

/* Take the complete lines of buf[0..*have) (buf holds `size` bytes) that
 * belong to the reply; the bytes after it stay at the front of buf.
 * Returns 1 when the reply is complete, 0 when it needs more bytes, -1
 * when the output is no reply (r->failure says why, in words). */
int engine_reply_feed(engine_reply *r, char *buf, size_t *have, size_t size);

/* 1 if `line` is a progress line: "info" alone or followed by a space. */
int engine_reply_is_info(const char *line);

/* A genturn reply for side `me` on a board of `size`: 1 and *turn for a
 * turn, 2 for "offer", 0 (*why says what is wrong) for anything else,
 * such as a turn written with the record's "turn " in front, which the
 * protocol leaves out. */
int engine_reply_turn(const char *text, int size, nexus_color me,
                      nexus_turn *turn, const char **why);

/* The answer to an offer: 1 and *accept for "accept" or "decline", else 0. */
int engine_reply_answer(const char *text, int *accept);

/* A protocol_version reply: "1" (1.0) or "MAJOR.MINOR", decimal, at most
 * four digits each. Returns 0 for anything else. */
int engine_reply_version(const char *text, int *major, int *minor);

/* The engine's name as a player label (cap > 1 bytes): printable ASCII
 * without spaces, "engine" for an empty name. */
void engine_reply_name(char *name, size_t cap, const char *text);

#endif
