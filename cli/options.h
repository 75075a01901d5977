/* Options of a player, set by NAME=VALUE: an engine's through the
 * protocol (set_option, protocol 1.1), a built-in bot's through the one
 * place that knows them (options.c). Each option has a name, a type, a
 * default and, for numbers, a range: what `nexus engine` declares with
 * list_options and what `nexus match --option` and `nexus engine
 * --option` set. */
#ifndef NEXUS_CLI_OPTIONS_H
#define NEXUS_CLI_OPTIONS_H

#include <stddef.h>
#include <stdint.h>

#include "cli.h"

typedef enum cli_option_type {
    CLI_OPTION_INT,   /* a whole number in [min, max] */
    CLI_OPTION_FLOAT, /* a number in [min, max] */
    CLI_OPTION_BOOL   /* true or false */
} cli_option_type;

typedef struct cli_option {
    const char *name;  /* [a-z0-9_], 1..32 bytes */
    cli_option_type type;
    const char *def;   /* the default, as text */
    double min, max;   /* numbers only */
    const char *help;  /* one sentence */
} cli_option;

/* The type's word in list_options: int, float, bool. */
const char *cli_option_type_name(cli_option_type t);

/* The options of built-in bot `kind`: n of them (0 for a bot without
 * options or a kind this tool does not know). */
const cli_option *cli_bot_options(const char *kind, size_t *n);

/* The option of the table named `name`, or NULL. */
const cli_option *cli_option_find(const cli_option *table, size_t n,
                                  const char *name);

/* 1 if `value` is a value of `o`; else 0 and the reason in why[cap]. */
int cli_option_valid(const cli_option *o, const char *value, char *why,
                     size_t cap);

/* A built-in bot of `kind` seeded with `seed`, with the settings
 * NAME=VALUE (each checked). Returns 0 after an error. */
int cli_make_bot_set(nexus_bot **out, const char *kind, uint64_t seed,
                     const char **settings, size_t n);

/* Give player `p` (made from `spec`) the settings NAME=VALUE: an engine
 * gets set_option requests, a built-in bot is made again with them.
 * Returns 0 after an error. */
int cli_player_configure(cli_player *p, const char *spec, uint64_t seed,
                         const char **settings, size_t n);

#endif
