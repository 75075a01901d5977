/* The pure functions that read what an engine writes. engine_reply_feed
 * turns the bytes of the engine's output into replies, and the others turn
 * the words of a reply into what the arbiter asked for: a turn, a name or
 * an answer to a draw offer. They know no process and no clock, so that
 * engine_io.c can feed them the bytes it reads, and fuzz/fuzz_protocol.c
 * arbitrary bytes. */
#ifndef NEXUS_CLI_ENGINE_REPLY_H
#define NEXUS_CLI_ENGINE_REPLY_H

#include <stddef.h>

#include "nexus.h"

#define ENGINE_REPLY_CAP 8192 /* The size of the largest reply kept. */

/* The callback for progress lines, the lines "info ..." that come before
 * a reply in protocol 1.1. It gets each line NUL-terminated, without its
 * line break. */
typedef void (*engine_info_fn)(void *ctx, const char *line);

/* One reply while it is read. A reply is made of progress lines
 * ("info ..."), then a line "=ID text" or "?ID text", more lines and an
 * empty line. */
typedef struct engine_reply {
    unsigned long id;  /* The id of the request. */
    int started;       /* The first line has been read. */
    unsigned infos;    /* The number of progress lines before it. */
    engine_info_fn on_info; /* It is NULL when progress lines are skipped. */
    void *info_ctx;
    int ok;            /* It is 1 for '=' and 0 for '?'. */
    char *text;        /* The reply after the marker and the id, its lines
                          joined by '\n'. */
    size_t cap, n;     /* The size and the length of text. */
    char failure[256]; /* Why the output is no reply, or "" until then. */
} engine_reply;

/* Starts to read the reply to request `id` into text, of cap bytes. */
void engine_reply_init(engine_reply *r, unsigned long id, char *text,
                       size_t cap);

/* How far engine_reply_feed has read a reply. */
typedef enum engine_feed {
    ENGINE_FEED_FAILED = -1, /* The output is no reply (r->failure). */
    ENGINE_FEED_MORE = 0,    /* The reply needs more bytes. */
    ENGINE_FEED_DONE = 1     /* The reply is complete. */
} engine_feed;

/* Takes the complete lines of buf[0..*have) that belong to the reply. buf
 * holds `size` bytes, and the bytes after the reply stay at the front of
 * buf. Returns ENGINE_FEED_DONE when the reply is complete,
 * ENGINE_FEED_MORE when it needs more bytes, and ENGINE_FEED_FAILED when
 * the output is no reply; r->failure then says why, in words. */
engine_feed engine_reply_feed(engine_reply *r, char *buf, size_t *have,
                              size_t size);

/* Returns 1 if `line` is a progress line, and 0 otherwise. A progress
 * line is "info" alone or followed by a space. */
int engine_reply_is_info(const char *line);

/* What engine_reply_turn found in a reply to genturn. */
typedef enum engine_genturn {
    ENGINE_GENTURN_BAD = 0,  /* No turn and no offer (*why says why). */
    ENGINE_GENTURN_TURN = 1, /* A turn, in *turn. */
    ENGINE_GENTURN_OFFER = 2 /* A draw offer. */
} engine_genturn;

/* Reads a reply to genturn for side `me` on a board of `size`. Returns
 * ENGINE_GENTURN_TURN for a turn, which goes to *turn, and
 * ENGINE_GENTURN_OFFER for "offer". Returns ENGINE_GENTURN_BAD for
 * anything else, and *why then says what is wrong. A turn written with
 * the record's "turn " in front is refused, because the protocol leaves
 * that word out. */
engine_genturn engine_reply_turn(const char *text, int size, nexus_color me,
                                 nexus_turn *turn, const char **why);

/* Reads the answer to a draw offer. Returns 1 for "accept" or "decline",
 * with *accept set to say which, and 0 for anything else. */
int engine_reply_answer(const char *text, int *accept);

/* Reads a reply to protocol_version, which is "1" (for 1.0) or
 * "MAJOR.MINOR", in decimal with at most four digits each. Returns 1 if
 * the reply is one of these, and 0 for anything else. */
int engine_reply_version(const char *text, int *major, int *minor);

/* Writes the engine's name as a player label of at most cap bytes, with
 * cap > 1. A label is printable ASCII without spaces: every other
 * byte becomes '_', and an empty name becomes "engine". */
void engine_reply_name(char *name, size_t cap, const char *text);

#endif
