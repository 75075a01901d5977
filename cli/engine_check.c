/* The steps of the checker of nexus engine-check, which the checks of both
 * protocol versions use (cmd_engine_check.c, engine_check_11.c). A step
 * sends a request, reads its reply and counts the check passed or failed,
 * with one line that says so. */
#define _POSIX_C_SOURCE 200809L

#include "engine_check.h"

#include <string.h>

/* Writes the text of a reply or a failure as one clean line of at most
 * 120 bytes, with its line breaks shown as '|'. */
static void shown(char *out, size_t cap, const char *src)
{
    char line[120];
    size_t i;
    for (i = 0; i + 1 < sizeof line && src[i]; i++)
        line[i] = src[i] == '\n' ? '|' : src[i];
    line[i] = '\0';
    cli_clean(out, cap, line);
}

/* Returns 1 if the engine has already failed, after counting the check
 * as not run. */
static int failed_before(checker *c)
{
    if (!c->io.failure[0])
        return 0;
    c->not_run++;
    c->text[0] = '\0';
    return 1;
}

void check_verdict(checker *c, int ok, const char *what)
{
    if (failed_before(c))
        return;
    if (ok)
        c->passed++;
    else
        c->failed++;
    printf("%s %s\n", ok ? "ok  " : "FAIL", what);
}

static int judge(checker *c, engine_answer r, char want, const char *request,
                 const char *what)
{
    int ok = r != ENGINE_FAILED && (r == ENGINE_ANSWERED) == (want == '=');
    char text[120];
    shown(text, sizeof text, r == ENGINE_FAILED ? c->io.failure : c->text);
    if (ok)
        c->passed++;
    else
        c->failed++;
    printf("%s %s: %s -> %s%s\n", ok ? "ok  " : "FAIL", what, request,
           r == ENGINE_FAILED ? "failure: "
           : r == ENGINE_ANSWERED ? "= "
                                  : "? ",
           text);
    return ok;
}

int check_step(checker *c, const char *request, char want, const char *what)
{
    engine_answer r;
    if (failed_before(c))
        return 0;
    r = engine_io_request(&c->io, request, c->text, sizeof c->text, CHECK_MS);
    return judge(c, r, want, request, what);
}

int check_read(checker *c, unsigned long id, char want, const char *what,
               long timeout_ms)
{
    engine_answer r;
    char request[32];
    if (failed_before(c))
        return 0;
    r = engine_io_read(&c->io, id, c->text, sizeof c->text, timeout_ms);
    snprintf(request, sizeof request, "(the reply to %lu)", id);
    return judge(c, r, want, request, what);
}

int check_read_as(checker *c, unsigned long id, char want, const char *what,
                  const char *request)
{
    engine_answer r;
    if (failed_before(c))
        return 0;
    r = engine_io_read(&c->io, id, c->text, sizeof c->text, CHECK_MS);
    return judge(c, r, want, request, what);
}

int check_listed(const char *list, const char *name)
{
    size_t n = strlen(name);
    const char *p;
    for (p = list; p; p = strchr(p, '\n'), p = p ? p + 1 : p)
        if (strncmp(p, name, n) == 0 && (p[n] == '\n' || p[n] == '\0'))
            return 1;
    return 0;
}
