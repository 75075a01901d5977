/* Options of a player, set by NAME=VALUE: an engine's through the
 * protocol (set_option, protocol 1.1), a built-in bot's through the bot
 * library (nexus_bot_set_option), which alone describes them (name, type,
 * default, range: nexus_bot_option_info). The tool only relays: `nexus
 * engine` declares a bot's options with list_options as the library
 * describes them, and `nexus match --option` and set_option set them. */
#ifndef NEXUS_CLI_OPTIONS_H
#define NEXUS_CLI_OPTIONS_H

#include <stddef.h>

#include "cli.h"

/* The bot's name of a spec, NAME[:SETTINGS], into name[cap]. */
void cli_spec_name(char *name, size_t cap, const char *spec);

/* The type's word in list_options: int, float, bool. */
const char *cli_option_type_name(nexus_bot_option_type t);

/* Option `name` of built-in bot `bot` set to `value`; on an error, 0 and
 * the reason in why[cap] (an unknown option, a value out of range or not
 * written as its type is). */
int cli_bot_set_option(nexus_bot *bot, const char *spec, const char *name,
                       const char *value, char *why, size_t cap);

/* Give player `p` the settings NAME=VALUE: an engine gets set_option
 * requests, a built-in bot (made from `spec`) nexus_bot_set_option.
 * Returns 0 after an error. */
int cli_player_configure(cli_player *p, const char *spec,
                         const char **settings, size_t n);

#endif
