/* The checks of nexus engine-check for the input rules that bind an
 * engine (docs/protocol.md, section 1). Empty lines and lines that start
 * with '#' get no reply. A request without an id gets a reply without
 * one. A request with a byte that is not printable ASCII, or one longer
 * than the engine can hold, gets a '?' reply that keeps its id, and the
 * engine goes on answering. Tabs count as spaces. */
#define _POSIX_C_SOURCE 200809L

#include "engine_check.h"

#include <string.h>

/* The length of a request that is too long. It is longer than the 4095
 * bytes of `nexus engine` and than a small engine's buffer, and short
 * enough to sit in a pipe while the engine reads it. */
#define LONG_REQUEST 10000

/* Writes `n` bytes and reads the reply, which must be `want`. The bytes
 * are the request that `shown` gives in words, and `id` is its id, or 0
 * for none. Returns 1 if the reply is `want`, and 0 otherwise. */
static int check_raw(checker *c, const char *bytes, size_t n,
                     unsigned long id, char want, const char *shown,
                     const char *what)
{
    if (!c->io.failure[0])
        engine_io_write(&c->io, bytes, n); /* c->io records a failure. */
    return check_read_as(c, id, want, what, shown);
}

/* Sends an empty line and a comment line before a request. The first
 * reply read must be the request's. */
static void silent_lines(checker *c)
{
    char req[96];
    unsigned long id = engine_io_next_id(&c->io);
    int n = snprintf(req, sizeof req, "\n# a comment\n%lu protocol_version\n",
                     id);
    check_raw(c, req, (size_t)n, id, '=',
              "(an empty line, '# a comment', protocol_version)",
              "an empty line and a '#' line get no reply");
}

static void without_id(checker *c)
{
    static const char req[] = "protocol_version\n";
    check_raw(c, req, sizeof req - 1, 0, '=', "protocol_version (no id)",
              "a request without an id gets a reply without one");
}

/* Sends `name` with the byte `b` after it, which the engine must refuse
 * with the request's id. */
static void bad_byte(checker *c, char b, const char *what)
{
    char req[64], shown[64];
    unsigned long id = engine_io_next_id(&c->io);
    int n = snprintf(req, sizeof req, "%lu name ", id);
    req[n++] = b;
    req[n++] = '\n';
    snprintf(shown, sizeof shown, "name \\x%02x", (unsigned char)b);
    check_raw(c, req, (size_t)n, id, '?', shown, what);
}

/* Sends known_command with tabs for spaces. Tabs count as spaces, so the
 * reply must be the one to "ID known_command genturn". */
static void tabs(checker *c)
{
    char req[64];
    unsigned long id = engine_io_next_id(&c->io);
    int n = snprintf(req, sizeof req, "%lu\tknown_command\tgenturn\n", id);
    if (check_raw(c, req, (size_t)n, id, '=',
                  "known_command\\tgenturn (tabs between the words)",
                  "tabs count as spaces"))
        check_verdict(c, strcmp(c->text, "true") == 0,
                      "known_command with tabs for spaces says true");
}

static void too_long(checker *c)
{
    static char req[LONG_REQUEST + 32];
    unsigned long id = engine_io_next_id(&c->io);
    int n = snprintf(req, sizeof req, "%lu play B place ", id);
    memset(req + n, 'x', LONG_REQUEST - (size_t)n);
    req[LONG_REQUEST] = '\n';
    check_raw(c, req, LONG_REQUEST + 1, id, '?',
              "play B place xxx... (10000 bytes)",
              "a request of 10000 bytes gets a '?' reply with its id");
}

void check_input_rules(checker *c)
{
    silent_lines(c);
    without_id(c);
    bad_byte(c, '\0', "a request with a NUL byte gets a '?' reply");
    bad_byte(c, '\x1b', "a request with a control byte gets a '?' reply");
    bad_byte(c, (char)0xff, "a request with a byte above 0x7e gets a '?' "
                            "reply");
    too_long(c);
    tabs(c);
    check_step(c, "protocol_version", '=',
               "the engine answers after the malformed requests");
}
