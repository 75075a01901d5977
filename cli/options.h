/* The options of a player, which NAME=VALUE sets. An engine's options are
 * set through the protocol, with set_option of protocol 1.1. A built-in
 * bot's options are set through the bot library (nexus_bot_set_option),
 * which alone describes them, with their name, type, default and range
 * (nexus_bot_option_info). The tool only relays them: `nexus engine`
 * declares a bot's options with list_options as the library describes
 * them, and `nexus match --option` and set_option set them. */
#ifndef NEXUS_CLI_OPTIONS_H
#define NEXUS_CLI_OPTIONS_H

#include <stddef.h>

#include "cli.h"

/* Writes the bot's name of a spec, NAME[:SETTINGS], into name[cap]. */
void cli_spec_name(char *name, size_t cap, const char *spec);

/* Returns the word of the type in list_options, such as int, float or
 * bool. */
const char *cli_option_type_name(nexus_bot_option_type t);

/* Sets the option `name` of the built-in bot `bot` to `value`. Returns 1
 * on success, and 0 after an error, with the reason in why[cap]: an
 * unknown option, or a value out of range or not written as its type is. */
int cli_bot_set_option(nexus_bot *bot, const char *spec, const char *name,
                       const char *value, char *why, size_t cap);

/* Gives player `p` the settings NAME=VALUE. An engine gets set_option
 * requests, and a built-in bot, made from `spec`, gets
 * nexus_bot_set_option. Returns 1 on success, and 0 after an error. */
int cli_player_configure(cli_player *p, const char *spec,
                         const char **settings, size_t n);

#endif
