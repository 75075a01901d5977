/* This file describes the options of the built-in bots, reads their values
 * from text and writes them as text (nexus_bot.h, "Bots by name").
 *
 * Numbers are read and written here rather than with strtod and printf,
 * whose decimal point is the C locale's: a program that sets a German
 * locale must still read "0.7" as seven tenths. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bot_internal.h"

#define VALUE_MAX 64 /* The documented bound of an option's text. */

int nxb_option_index(const nxb_kind *kind, const char *name)
{
    size_t i;
    for (i = 0; i < kind->n_options; i++)
        if (strcmp(kind->options[i].name, name) == 0)
            return (int)i;
    return -1;
}

void nxb_default_values(nxb_values *v, const nxb_kind *kind)
{
    size_t i;
    memset(v, 0, sizeof *v);
    for (i = 0; i < kind->n_options; i++)
        v->v[i] = kind->options[i].default_value;
}

void nxb_give_value(nxb_values *v, int option, double value)
{
    v->v[option] = value;
    v->given[option] = 1;
}

/* Returns ten to the power e. The result is exact for 0 <= e <= 22,
 * because every such power is a double, and approximate beyond. */
static double power10(int e)
{
    double r = 1.0, b = 10.0;
    unsigned int u = (unsigned int)e;
    for (; u; u >>= 1, b *= b)
        if (u & 1)
            r *= b;
    return r;
}

/* Reads digits into *m. At most 19 significant digits are kept, and the
 * others shift the exponent *e. Returns the number of digits read. */
static int digits(const char **s, uint64_t *m, int *e, int fraction)
{
    int n = 0;
    for (; **s >= '0' && **s <= '9'; ++*s, n++) {
        if (*m < UINT64_C(1000000000000000000)) {
            *m = *m * 10 + (uint64_t)(**s - '0');
            *e -= fraction;
        } else {
            *e += !fraction;
        }
    }
    return n;
}

/* Reads a decimal number, [-]DIGITS[.DIGITS][(e|E)[+|-]DIGITS], or
 * [-]DIGITS alone when `integer` is not 0. The value is correctly rounded
 * when the digits fit in 2^53 and the exponent is at most 22 either way,
 * which covers the values that options take. Otherwise it is within a few
 * units in the last place. */
static nexus_status parse_number(double *out, const char *s, int integer)
{
    uint64_t m = 0;
    int e = 0, neg = *s == '-', x = 0, xneg = 0, xdigits = 0;
    double v;
    s += neg;
    if (digits(&s, &m, &e, 0) == 0)
        return NEXUS_E_PARSE;
    if (!integer && *s == '.' && (s++, digits(&s, &m, &e, 1) == 0))
        return NEXUS_E_PARSE;
    if (!integer && (*s == 'e' || *s == 'E')) {
        s++;
        xneg = *s == '-';
        s += *s == '-' || *s == '+';
        for (; *s >= '0' && *s <= '9'; s++, xdigits++)
            x = x < 10000 ? x * 10 + (*s - '0') : x;
        if (xdigits == 0)
            return NEXUS_E_PARSE;
        e += xneg ? -x : x;
    }
    if (*s != '\0')
        return NEXUS_E_PARSE;
    if (integer && e != 0)
        return NEXUS_E_INVALID_ARG; /* More digits than a range allows. */
    v = (double)m;
    if (m != 0)
        v = e < 0 ? v / power10(-e) : v * power10(e);
    if (!isfinite(v))
        return NEXUS_E_INVALID_ARG;
    *out = neg ? -v : v;
    return NEXUS_OK;
}

nexus_status nxb_parse_option(double *out, const nexus_bot_option *info,
                              const char *text)
{
    double v = 0.0;
    nexus_status st = NEXUS_OK;
    if (strlen(text) > VALUE_MAX)
        return NEXUS_E_INVALID_ARG;
    if (info->type == NEXUS_BOT_OPTION_BOOLEAN) {
        if (strcmp(text, "true") == 0)
            v = 1.0;
        else if (strcmp(text, "false") != 0)
            return NEXUS_E_PARSE;
    } else {
        st = parse_number(&v, text, info->type == NEXUS_BOT_OPTION_INTEGER);
    }
    if (st != NEXUS_OK)
        return st;
    if (!(v >= info->min && v <= info->max))
        return NEXUS_E_INVALID_ARG;
    *out = v == 0.0 ? 0.0 : v; /* "-0" reads as 0. */
    return NEXUS_OK;
}

/* Writes printf's text of v with `digits` significant digits, with '.'
 * for the decimal point whatever the locale's is. */
static void format_float(char *buf, size_t cap, double v, int digits)
{
    char *p;
    snprintf(buf, cap, "%.*g", digits, v);
    for (p = buf; *p; p++)
        if (!(*p >= '0' && *p <= '9') && *p != '-' && *p != '+' &&
            *p != 'e')
            *p = '.'; /* The locale's decimal point, whatever it is. */
    /* A decimal point of several bytes leaves dots behind, and they are
     * squeezed out. */
    for (p = strchr(buf, '.'); p && p[1] == '.';)
        memmove(p + 1, p + 2, strlen(p + 2) + 1);
}

/* Writes the text of a value: a decimal integer, "true" or "false", or
 * the shortest of 15, 16 and 17 significant digits that reads back as the
 * same double, so that 0.7 is "0.7" and not "0.69999999999999996". */
static void format_value(char *buf, size_t cap, double v,
                         nexus_bot_option_type type)
{
    double back = 0.0;
    int digits;
    if (type == NEXUS_BOT_OPTION_BOOLEAN) {
        snprintf(buf, cap, "%s", v != 0.0 ? "true" : "false");
        return;
    }
    if (type == NEXUS_BOT_OPTION_INTEGER) {
        snprintf(buf, cap, "%lld", (long long)v);
        return;
    }
    for (digits = 15; digits < 17; digits++) {
        format_float(buf, cap, v, digits);
        if (parse_number(&back, buf, 0) == NEXUS_OK && back == v)
            return;
    }
    format_float(buf, cap, v, 17);
}

/* ------------------------------------------------------------------------ */
/* The options of a bot handle. Those of a kind by its name are in
 * named.c. */

nexus_status nexus_bot_set_option(nexus_bot *bot, const char *option,
                                  const char *value)
{
    nxb_values v;
    double x;
    int i;
    nexus_status st;
    if (!bot || !option || !value || !bot->kind)
        return NEXUS_E_INVALID_ARG;
    if ((i = nxb_option_index(bot->kind, option)) < 0)
        return NEXUS_E_INVALID_ARG;
    st = nxb_parse_option(&x, &bot->kind->options[i], value);
    if (st != NEXUS_OK)
        return st;
    v = bot->values;
    v.v[i] = x;
    v.given[i] = 1;
    if ((st = bot->kind->apply(bot, &v)) != NEXUS_OK) {
        bot->kind->apply(bot, &bot->values); /* Back as it was. */
        return st;
    }
    bot->values = v;
    return NEXUS_OK;
}

nexus_status nexus_bot_get_option(char *buf, size_t cap, size_t *count,
                                  const nexus_bot *bot, const char *option)
{
    char text[VALUE_MAX];
    size_t len;
    int i;
    if (!count || !bot || !option || !bot->kind || (!buf && cap))
        return NEXUS_E_INVALID_ARG;
    if ((i = nxb_option_index(bot->kind, option)) < 0)
        return NEXUS_E_INVALID_ARG;
    format_value(text, sizeof text, bot->values.v[i],
                 bot->kind->options[i].type);
    len = strlen(text) + 1;
    if (cap < len) {
        *count = len;
        return NEXUS_E_BUFFER_TOO_SMALL;
    }
    memcpy(buf, text, len);
    *count = len;
    return NEXUS_OK;
}
