/* The options of players (options.h), which the tool relays to the bot
 * library or to the engine. */
#define _POSIX_C_SOURCE 200809L

#include "options.h"

#include <string.h>

void cli_spec_name(char *name, size_t cap, const char *spec)
{
    snprintf(name, cap, "%.*s", (int)strcspn(spec, ":"), spec);
}

const char *cli_option_type_name(nexus_bot_option_type t)
{
    return t == NEXUS_BOT_OPTION_INTEGER ? "int"
           : t == NEXUS_BOT_OPTION_FLOAT ? "float"
                                         : "bool";
}

int cli_bot_set_option(nexus_bot *bot, const char *spec, const char *name,
                       const char *value, char *why, size_t cap)
{
    char kind[NEXUS_LABEL_MAX + 1], lo[CLI_NUMBER_CAP], hi[CLI_NUMBER_CAP];
    const nexus_bot_option *o = NULL;
    cli_spec_name(kind, sizeof kind, spec);
    if (nexus_bot_option_find(&o, kind, name) != NEXUS_OK) {
        snprintf(why, cap, "unknown option '%.64s'", name);
        return 0;
    }
    if (nexus_bot_set_option(bot, name, value) == NEXUS_OK)
        return 1;
    if (o->type == NEXUS_BOT_OPTION_BOOLEAN)
        snprintf(why, cap, "bad value: %s is true or false", o->name);
    else
        snprintf(why, cap, "bad value: %s is %s from %s to %s", o->name,
                 o->type == NEXUS_BOT_OPTION_INTEGER ? "a whole number"
                                                     : "a number",
                 cli_number(lo, o->min), cli_number(hi, o->max));
    return 0;
}

/* Splits "NAME=VALUE" into name[cap] and *value. Returns 1 on success,
 * and 0 if the setting is not of that form or its name does not fit. */
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

int cli_player_configure(cli_player *p, const char *spec,
                         const char **settings, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        char name[64], why[200];
        const char *value;
        if (!split(settings[i], name, sizeof name, &value)) {
            cli_error("option '%s' is not NAME=VALUE", settings[i]);
            return 0;
        }
        if (p->engine && !cli_engine_set_option(p->engine, name, value))
            return 0;
        if (!p->engine &&
            !cli_bot_set_option(p->bot, spec, name, value, why, sizeof why)) {
            cli_error("%s: option %s=%s: %s", spec, name, value, why);
            return 0;
        }
    }
    return 1;
}
