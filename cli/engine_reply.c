/* The reading of replies in the engine client (engine_reply.h). */
#include "engine_reply.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static engine_feed fail(engine_reply *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->failure, sizeof r->failure, fmt, ap);
    va_end(ap);
    return ENGINE_FEED_FAILED;
}

void engine_reply_init(engine_reply *r, unsigned long id, char *text,
                       size_t cap)
{
    memset(r, 0, sizeof *r);
    r->id = id;
    r->text = text;
    r->cap = cap;
    text[0] = '\0';
}

/* Reads the first line of a reply, "=ID text" or "?ID text". Returns
 * ENGINE_FEED_MORE to go on, and ENGINE_FEED_FAILED after a failure, such
 * as a line that is no such header or a wrong id, with r->failure set. */
static engine_feed header(engine_reply *r, char *line)
{
    char *p = line + 1;
    size_t len;
    if (line[0] != '=' && line[0] != '?') {
        line[60] = '\0';
        return fail(r, "garbage: '%s' is not a reply", line);
    }
    r->ok = line[0] == '=';
    /* The reply repeats the request's id, and a request sent without one
     * (id 0) gets a reply without one (docs/protocol.md, section 1). */
    if (*p >= '0' && *p <= '9') {
        unsigned long got = strtoul(p, &p, 10);
        if (r->id == 0)
            return fail(r, "protocol error: reply %lu to a request without "
                        "an id", got);
        if (got != r->id)
            return fail(r, "protocol error: reply %lu to request %lu", got,
                        r->id);
    } else if (r->id != 0) {
        return fail(r, "protocol error: the reply to request %lu lacks its "
                    "id", r->id);
    }
    while (*p == ' ')
        p++;
    len = strlen(p);
    if (len >= r->cap)
        return fail(r, "huge output: a reply longer than %zu bytes",
                    r->cap - 1);
    memcpy(r->text, p, len + 1);
    r->n = len;
    r->started = 1;
    return ENGINE_FEED_MORE;
}

int engine_reply_is_info(const char *line)
{
    return strncmp(line, "info", 4) == 0 && (line[4] == ' ' || !line[4]);
}

/* Takes a line of the reply. Returns ENGINE_FEED_DONE at the end of the
 * reply, which is the empty line, ENGINE_FEED_MORE to go on, and
 * ENGINE_FEED_FAILED after a failure. */
static engine_feed line_of_reply(engine_reply *r, char *line)
{
    size_t len;
    if (!r->started && engine_reply_is_info(line)) {
        r->infos++;
        if (r->on_info)
            r->on_info(r->info_ctx, line);
        return ENGINE_FEED_MORE;
    }
    if (!r->started)
        /* Empty lines before the header are skipped. */
        return line[0] ? header(r, line) : ENGINE_FEED_MORE;
    if (!line[0])
        return ENGINE_FEED_DONE;
    len = strlen(line);
    if (r->n + len + 2 > r->cap)
        return fail(r, "huge output: a reply longer than %zu bytes",
                    r->cap - 1);
    r->text[r->n++] = '\n';
    memcpy(r->text + r->n, line, len + 1);
    r->n += len;
    return ENGINE_FEED_MORE;
}

engine_feed engine_reply_feed(engine_reply *r, char *buf, size_t *have,
                              size_t size)
{
    char line[ENGINE_REPLY_CAP];
    for (;;) {
        char *nl = memchr(buf, '\n', *have);
        size_t n;
        engine_feed got;
        if (!nl)
            break;
        n = (size_t)(nl - buf);
        if (n >= sizeof line)
            return fail(r, "huge output: a line of %zu bytes", n);
        /* A NUL byte would cut the line. */
        if (memchr(buf, '\0', n) != NULL)
            return fail(r, "garbage: a line with a NUL byte");
        memcpy(line, buf, n);
        line[n - (n > 0 && line[n - 1] == '\r')] = '\0';
        *have -= n + 1;
        memmove(buf, nl + 1, *have);
        got = line_of_reply(r, line);
        if (got != ENGINE_FEED_MORE)
            return got;
    }
    if (*have == size)
        return fail(r, "huge output: a line longer than %zu bytes", size);
    return ENGINE_FEED_MORE;
}

engine_genturn engine_reply_turn(const char *text, int size, nexus_color me,
                                 nexus_turn *turn, const char **why)
{
    nexus_color who = NEXUS_EMPTY;
    if (strcmp(text, "offer") == 0)
        return ENGINE_GENTURN_OFFER;
    if (strncmp(text, "turn ", 5) == 0) {
        *why = "genturn gave a turn with the record's 'turn ' in front";
        return ENGINE_GENTURN_BAD;
    }
    if (nexus_turn_parse(turn, &who, size, text) != NEXUS_OK) {
        *why = "genturn did not give a turn";
        return ENGINE_GENTURN_BAD;
    }
    if (who != me) {
        *why = "genturn gave a turn for the other side";
        return ENGINE_GENTURN_BAD;
    }
    return ENGINE_GENTURN_TURN;
}

int engine_reply_answer(const char *text, int *accept)
{
    if (strcmp(text, "accept") != 0 && strcmp(text, "decline") != 0)
        return 0;
    *accept = strcmp(text, "accept") == 0;
    return 1;
}

/* Reads a decimal number of 1 to 4 digits at *p and moves *p past it.
 * Returns the number, or -1 if there is none. */
static int small_number(const char **p)
{
    int v = 0, n = 0;
    while (**p >= '0' && **p <= '9' && n < 5) {
        v = v * 10 + (**p - '0');
        (*p)++;
        n++;
    }
    return n >= 1 && n <= 4 ? v : -1;
}

int engine_reply_version(const char *text, int *major, int *minor)
{
    const char *p = text;
    int a = small_number(&p), b = 0;
    if (a < 0)
        return 0;
    if (*p == '.') {
        p++;
        b = small_number(&p);
        if (b < 0)
            return 0;
    }
    if (*p)
        return 0;
    *major = a;
    *minor = b;
    return 1;
}

void engine_reply_name(char *name, size_t cap, const char *text)
{
    size_t i;
    if (!text[0])
        text = "engine";
    for (i = 0; i + 1 < cap && text[i]; i++)
        name[i] = text[i] <= ' ' || text[i] > '~' ? '_' : text[i];
    name[i] = '\0';
}
