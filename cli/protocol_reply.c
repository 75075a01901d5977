/* The replies of the engine side of the engine protocol, and the words of
 * a side, which every file of the server writes and reads (protocol.h).
 * This file is below the others, so it calls none of them. */
#define _POSIX_C_SOURCE 200809L

#include "protocol.h"

#include <stdarg.h>
#include <string.h>

void say(reply *r, int ok, const char *fmt, ...)
{
    va_list ap;
    r->ok = ok;
    va_start(ap, fmt);
    vsnprintf(r->text, sizeof r->text, fmt, ap);
    va_end(ap);
}

void say_status(reply *r, const char *what, nexus_status st)
{
    say(r, 0, "%s: %s (%s)", what, nexus_status_message(st),
        nexus_status_name(st));
}

char color_letter(nexus_color c)
{
    return c == NEXUS_BLACK ? 'B' : 'W';
}

nexus_color parse_side(const char *w)
{
    if (strcmp(w, "B") == 0 || strcmp(w, "b") == 0)
        return NEXUS_BLACK;
    if (strcmp(w, "W") == 0 || strcmp(w, "w") == 0)
        return NEXUS_WHITE;
    return NEXUS_EMPTY;
}

void send_reply(FILE *out, const char *id, const reply *r)
{
    fprintf(out, "%c%s%s%s\n\n", r->ok ? '=' : '?', id,
            r->text[0] ? " " : "", r->text);
    fflush(out);
}
