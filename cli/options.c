/* Options of players (options.h). The built-in bots' options are relayed
 * to the bot library's option structs, in this one file: the library has
 * no interface yet that lists a bot's options by name, so the table below
 * describes nexus_strong_options (its defaults and ranges from
 * nexus_bot.h). When the library gets one, this file asks it instead and
 * nothing else changes. */
#define _POSIX_C_SOURCE 200809L

#include "options.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const cli_option strong_options[] = {
    {"nodes", CLI_OPTION_INT, "20000", 0, 1e9,
     "search budget per turn (0: none, then time_ms must be set)"},
    {"time_ms", CLI_OPTION_INT, "0", 0, 86400000,
     "wall-clock limit per turn in milliseconds (0: none)"},
    {"max_depth", CLI_OPTION_INT, "32", 1, 32, "deepest tree node"},
};

const char *cli_option_type_name(cli_option_type t)
{
    return t == CLI_OPTION_INT ? "int" : t == CLI_OPTION_FLOAT ? "float"
                                                               : "bool";
}

const cli_option *cli_bot_options(const char *kind, size_t *n)
{
    if (strcmp(kind, "strong") == 0) {
        *n = sizeof strong_options / sizeof strong_options[0];
        return strong_options;
    }
    *n = 0;
    return NULL;
}

const cli_option *cli_option_find(const cli_option *table, size_t n,
                                  const char *name)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (strcmp(table[i].name, name) == 0)
            return &table[i];
    return NULL;
}

int cli_option_valid(const cli_option *o, const char *value, char *why,
                     size_t cap)
{
    char *end;
    double v;
    if (o->type == CLI_OPTION_BOOL) {
        if (strcmp(value, "true") == 0 || strcmp(value, "false") == 0)
            return 1;
        snprintf(why, cap, "%s is true or false", o->name);
        return 0;
    }
    errno = 0;
    v = strtod(value, &end);
    if (end == value || *end || errno || !isfinite(v) ||
        (o->type == CLI_OPTION_INT && v != floor(v)) || v < o->min ||
        v > o->max) {
        snprintf(why, cap, "%s is %s from %.10g to %.10g", o->name,
                 o->type == CLI_OPTION_INT ? "a whole number" : "a number",
                 o->min, o->max);
        return 0;
    }
    return 1;
}

/* Split "NAME=VALUE" into name[cap] and *value. Returns 0 if it is not. */
static int split(const char *setting, char *name, size_t cap,
                 const char **value)
{
    const char *eq = strchr(setting, '=');
    if (!eq || eq == setting || (size_t)(eq - setting) >= cap)
        return 0;
    memcpy(name, setting, (size_t)(eq - setting));
    name[eq - setting] = '\0';
    *value = eq + 1;
    return 1;
}

/* Check each setting against the kind's table; 0 after an error. */
static int check_settings(const char *kind, const char **settings, size_t n)
{
    size_t count, i;
    const cli_option *table = cli_bot_options(kind, &count);
    for (i = 0; i < n; i++) {
        char name[64], why[160];
        const char *value;
        const cli_option *o = NULL;
        if (!split(settings[i], name, sizeof name, &value)) {
            cli_error("option '%s' is not NAME=VALUE", settings[i]);
            return 0;
        }
        o = cli_option_find(table, count, name);
        if (!o) {
            cli_error("the %s bot has no option '%s'%s", kind, name,
                      count ? " (see nexus engine --bot KIND --list-options)"
                            : ": it has none");
            return 0;
        }
        if (!cli_option_valid(o, value, why, sizeof why)) {
            cli_error("option %s=%s: %s", name, value, why);
            return 0;
        }
    }
    return 1;
}

/* The settings applied to the strong bot's options. */
static nexus_status make_strong(nexus_bot **out, uint64_t seed,
                                const char **settings, size_t n)
{
    nexus_strong_options o = NEXUS_STRONG_OPTIONS_INIT;
    size_t i;
    o.seed = seed;
    for (i = 0; i < n; i++) {
        char name[64];
        const char *value = "";
        split(settings[i], name, sizeof name, &value);
        if (strcmp(name, "nodes") == 0)
            o.nodes = strtoul(value, NULL, 10);
        else if (strcmp(name, "time_ms") == 0)
            o.time_ms = (unsigned)strtoul(value, NULL, 10);
        else
            o.max_depth = atoi(value);
    }
    return nexus_bot_new_strong(out, &o);
}

int cli_make_bot_set(nexus_bot **out, const char *kind, uint64_t seed,
                     const char **settings, size_t n)
{
    nexus_status st;
    if (n == 0)
        return cli_make_bot(out, kind, seed, 0);
    if (!check_settings(kind, settings, n))
        return 0;
    st = make_strong(out, seed, settings, n);
    if (st != NEXUS_OK) {
        cli_status_error(kind, st);
        return 0;
    }
    return 1;
}

int cli_player_configure(cli_player *p, const char *spec, uint64_t seed,
                         const char **settings, size_t n)
{
    nexus_bot *bot = NULL;
    size_t i;
    if (n == 0)
        return 1;
    if (p->engine) {
        for (i = 0; i < n; i++) {
            char name[64];
            const char *value;
            if (!split(settings[i], name, sizeof name, &value)) {
                cli_error("option '%s' is not NAME=VALUE", settings[i]);
                return 0;
            }
            if (!cli_engine_set_option(p->engine, name, value))
                return 0;
        }
        return 1;
    }
    if (!cli_make_bot_set(&bot, spec, seed, settings, n))
        return 0;
    nexus_bot_free(p->bot);
    p->bot = bot;
    return 1;
}
