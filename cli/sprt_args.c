/* The parameters of an SPRT from the command line (sprt_args.h). */
#define _POSIX_C_SOURCE 200809L

#include "sprt_args.h"
#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* The keys and their ranges, in the order of the fields of sprt_test. */
static const struct {
    const char *key;
    double lo, hi;
} params[] = {
    {"elo0", -2000, 2000},
    {"elo1", -2000, 2000},
    {"alpha", 1e-9, 0.4999},
    {"beta", 1e-9, 0.4999},
};

void sprt_args_default(sprt_test *t)
{
    t->elo0 = 0;
    t->elo1 = 5;
    t->alpha = t->beta = 0.05;
    t->trinomial = 0;
}

static double *field(sprt_test *t, size_t k)
{
    double *const f[] = {&t->elo0, &t->elo1, &t->alpha, &t->beta};
    return f[k];
}

int sprt_args_set(sprt_test *t, const char *key, const char *value,
                  const char *what)
{
    size_t k;
    if (strcmp(key, "model") == 0) {
        if (strcmp(value, "pentanomial") && strcmp(value, "trinomial")) {
            cli_error("%s is pentanomial or trinomial, not '%s'", what, value);
            return 0;
        }
        t->trinomial = strcmp(value, "trinomial") == 0;
        return 1;
    }
    for (k = 0; k < sizeof params / sizeof params[0]; k++) {
        char *end;
        double v;
        if (strcmp(key, params[k].key) != 0)
            continue;
        v = strtod(value, &end);
        if (end == value || *end || !(v >= params[k].lo && v <= params[k].hi)) {
            cli_error("%s is a number from %g to %g, not '%s'", what,
                      params[k].lo, params[k].hi, value);
            return 0;
        }
        *field(t, k) = v;
        return 1;
    }
    cli_error("%s: no such parameter (elo0, elo1, alpha, beta, model)", what);
    return 0;
}

int sprt_args_check(const sprt_test *t, const char *who)
{
    if (t->elo1 > t->elo0)
        return 1;
    cli_error("%s: elo0 (%g) must be below elo1 (%g)", who, t->elo0, t->elo1);
    return 0;
}

/* Reads one KEY=VALUE item of the list, the `len` bytes at `item`. `seen`
 * has a bit for each key already given. Returns 1 on success, and 0 after
 * an error that starts with `who`. */
static int parse_item(sprt_test *t, const char *item, size_t len,
                      unsigned *seen, const char *who)
{
    static const char *const keys[] = {"elo0", "elo1", "alpha", "beta",
                                       "model"};
    char text[128], what[192];
    char *eq;
    size_t k;
    eq = NULL;
    if (len < sizeof text) {
        memcpy(text, item, len);
        text[len] = '\0';
        eq = strchr(text, '=');
    }
    if (!eq) {
        cli_error("%s: '%.*s' is not KEY=VALUE", who,
                  (int)(len > 64 ? 64 : len), item);
        return 0;
    }
    *eq = '\0';
    snprintf(what, sizeof what, "%s %s", who, text);
    for (k = 0; k < 5 && strcmp(keys[k], text) != 0; k++)
        continue;
    if (k < 5 && (*seen >> k & 1u)) {
        cli_error("%s is given twice", what);
        return 0;
    }
    if (k < 5)
        *seen |= 1u << k;
    return sprt_args_set(t, text, eq + 1, what);
}

int sprt_args_parse_list(sprt_test *t, const char *text, const char *who)
{
    unsigned seen = 0;
    const char *p = text;
    sprt_args_default(t);
    for (;;) {
        size_t len = strcspn(p, ",");
        if (!parse_item(t, p, len, &seen, who))
            return 0;
        if (!p[len])
            break;
        p += len + 1;
    }
    return sprt_args_check(t, who);
}
