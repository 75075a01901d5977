/* The helpers that the commands share, for messages and numbers. */
#define _POSIX_C_SOURCE 200809L

#include "cli.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void cli_error(const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fputs("nexus: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

void cli_status_error(const char *what, nexus_status st)
{
    cli_error("%s: %s (%s)", what, nexus_status_message(st),
              nexus_status_name(st));
}

int cli_int(long long *out, const char *text, long long lo, long long hi,
            const char *what)
{
    char *end;
    long long v;
    errno = 0;
    v = strtoll(text, &end, 10);
    if (errno || end == text || *end || v < lo || v > hi) {
        cli_error("%s must be a whole number from %lld to %lld, not '%s'",
                  what, lo, hi, text);
        return 0;
    }
    *out = v;
    return 1;
}

int cli_u64(uint64_t *out, const char *text, const char *what)
{
    char *end;
    unsigned long long v;
    errno = 0;
    if (text[0] == '-' || text[0] == '\0') {
        cli_error("%s must be a whole number from 0, not '%s'", what, text);
        return 0;
    }
    v = strtoull(text, &end, 10);
    if (errno || *end) {
        cli_error("%s must be a whole number from 0, not '%s'", what, text);
        return 0;
    }
    *out = (uint64_t)v;
    return 1;
}

const char *cli_number(char *buf, double v)
{
    int digits;
    if (v > -1e15 && v < 1e15 && v == (double)(long long)v) {
        /* A whole number is written as 1000, not as 1e+03. */
        snprintf(buf, CLI_NUMBER_CAP, "%.0f", v);
        return buf;
    }
    for (digits = 1; digits < 17; digits++) {
        snprintf(buf, CLI_NUMBER_CAP, "%.*g", digits, v);
        if (strtod(buf, NULL) == v)
            return buf;
    }
    snprintf(buf, CLI_NUMBER_CAP, "%.17g", v);
    return buf;
}
