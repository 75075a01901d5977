/* Who plays a side: a built-in bot by its spec, NAME[:SETTINGS], which the
 * bot library reads (docs/bots.md), or an external engine,
 * "engine:COMMAND", which the tool speaks to over the engine protocol. */
#include "cli.h"

#include <stdio.h>
#include <string.h>

#define ENGINE_PREFIX "engine:"

const char *cli_bot_names(char *buf, size_t cap)
{
    const char *name;
    size_t i, used = 0;
    buf[0] = '\0';
    for (i = 0; nexus_bot_builtin(&name, NULL, i) == NEXUS_OK; i++)
        used += (size_t)snprintf(buf + used, used < cap ? cap - used : 0,
                                 "%s%s", i ? ", " : "", name);
    return buf;
}

const char *cli_player_kinds(char *buf, size_t cap, int human)
{
    char bots[256];
    snprintf(buf, cap, "%s%s (each as NAME or NAME:OPTION=VALUE,...), "
             "engine:COMMAND", human ? "human, " : "",
             cli_bot_names(bots, sizeof bots));
    return buf;
}

/* Prints the words of `text` in lines of at most 72 columns. */
static void print_wrapped(FILE *out, const char *text)
{
    size_t col = 0;
    while (*text) {
        size_t len = strcspn(text, " ");
        if (col > 0 && col + 1 + len > 72) {
            fputc('\n', out);
            col = 0;
        } else if (col > 0) {
            fputc(' ', out);
            col++;
        }
        fprintf(out, "%.*s", (int)len, text);
        col += len;
        text += len;
        text += strspn(text, " ");
    }
    fputc('\n', out);
}

void cli_print_players(FILE *out, int human)
{
    char kinds[512], line[600];
    snprintf(line, sizeof line, "Players: %s.",
             cli_player_kinds(kinds, sizeof kinds, human));
    fputc('\n', out);
    print_wrapped(out, line);
}

int cli_is_engine_spec(const char *kind)
{
    return strncmp(kind, ENGINE_PREFIX, strlen(ENGINE_PREFIX)) == 0 &&
           kind[strlen(ENGINE_PREFIX)] != '\0';
}

/* Writes the bot name of a spec, the part before its colon, into
 * name[64]. */
static void spec_name(char *name, const char *spec)
{
    size_t len = strcspn(spec, ":");
    if (len > NEXUS_LABEL_MAX)
        len = NEXUS_LABEL_MAX;
    memcpy(name, spec, len);
    name[len] = '\0';
}

/* Writes the options of the bot `name` for messages, such as "nodes,
 * time, max_depth". */
static void option_names(char *buf, size_t cap, const char *name)
{
    const nexus_bot_option *o;
    size_t i, used = 0;
    buf[0] = '\0';
    for (i = 0; nexus_bot_option_info(&o, name, i) == NEXUS_OK; i++)
        used += (size_t)snprintf(buf + used, used < cap ? cap - used : 0,
                                 "%s%s", i ? ", " : "", o->name);
    if (i == 0)
        snprintf(buf, cap, "none");
}

/* Explains why the setting at `at` of `spec`, OPTION=VALUE or VALUE, was
 * refused with `st` for the bot `name`. */
static void setting_error(const char *spec, size_t at, const char *name,
                          nexus_status st)
{
    char option[NEXUS_LABEL_MAX + 1], list[256];
    char lo[CLI_NUMBER_CAP], hi[CLI_NUMBER_CAP];
    const nexus_bot_option *o;
    const char *s = spec + at;
    size_t len = strcspn(s, ",=");
    option_names(list, sizeof list, name);
    option[0] = '\0';
    if (s[len] == '=')
        snprintf(option, sizeof option, "%.*s", (int)len, s);
    else if (nexus_bot_option_info(&o, name, 0) == NEXUS_OK)
        /* A bare value sets the first option. */
        snprintf(option, sizeof option, "%s", o->name);
    if (nexus_bot_option_find(&o, name, option) != NEXUS_OK) {
        cli_error("%s: '%.*s' is not an option of %s (options: %s)", spec,
                  (int)strcspn(s, ","), s, name, list);
        return;
    }
    if (o->type == NEXUS_BOT_OPTION_BOOLEAN)
        cli_error("%s: %s must be true or false", spec, o->name);
    else
        cli_error("%s: %s must be %s from %s to %s%s", spec, o->name,
                  o->type == NEXUS_BOT_OPTION_INTEGER ? "a whole number"
                                                      : "a number",
                  cli_number(lo, o->min), cli_number(hi, o->max),
                  st == NEXUS_E_PARSE ? ", written in decimal" : "");
}

/* What a player's kind names. */
typedef enum kind_found {
    KIND_BAD_SETTINGS = -1, /* A bot, with settings that it refuses. */
    KIND_UNKNOWN = 0,       /* No player at all. */
    KIND_PLAYER = 1         /* A bot with good settings, or an engine. */
} kind_found;

/* Returns what `kind` names. Bad settings are explained when `explain` is
 * 1. */
static kind_found player_kind(const char *kind, int explain)
{
    char name[NEXUS_LABEL_MAX + 1];
    nexus_bot *bot = NULL;
    size_t count, at = 0;
    nexus_status st;
    if (cli_is_engine_spec(kind))
        return KIND_PLAYER;
    spec_name(name, kind);
    if (nexus_bot_option_count(&count, name) != NEXUS_OK)
        return KIND_UNKNOWN;
    /* The kind is a known bot, whose settings are checked now and
     * explained. */
    st = nexus_bot_new_spec(&bot, &at, kind);
    nexus_bot_free(bot);
    if (explain && (st == NEXUS_E_INVALID_ARG || st == NEXUS_E_PARSE))
        setting_error(kind, at, name, st);
    return st == NEXUS_OK ? KIND_PLAYER : KIND_BAD_SETTINGS;
}

int cli_is_player_kind(const char *kind)
{
    return player_kind(kind, 0) == KIND_PLAYER;
}

int cli_check_player(const char *cmd, const char *kind, int human)
{
    char kinds[512];
    kind_found r;
    if (human && strcmp(kind, "human") == 0)
        return 1;
    r = player_kind(kind, 1);
    /* A bad setting was explained already, and a kind gets one message. */
    if (r == KIND_UNKNOWN)
        cli_error("%s: unknown player '%s' (players: %s)", cmd, kind,
                  cli_player_kinds(kinds, sizeof kinds, human));
    return r == KIND_PLAYER;
}

int cli_make_bot(nexus_bot **out, const char *kind, uint64_t seed,
                 unsigned long nodes)
{
    char name[NEXUS_LABEL_MAX + 1], value[32];
    const nexus_bot_option *o;
    size_t at = 0;
    nexus_status st;
    spec_name(name, kind);
    if (cli_is_engine_spec(kind) || nexus_bot_option_count(&at, name) != NEXUS_OK) {
        char bots[256];
        cli_error("unknown bot '%s' (bots: %s)", name,
                  cli_bot_names(bots, sizeof bots));
        return 0;
    }
    st = nexus_bot_new_spec(out, &at, kind);
    if (st == NEXUS_E_INVALID_ARG || st == NEXUS_E_PARSE) {
        setting_error(kind, at, name, st);
        return 0;
    }
    /* The budget is the bot's first option. */
    if (st == NEXUS_OK && nodes) {
        snprintf(value, sizeof value, "%lu", nodes);
        st = nexus_bot_option_info(&o, name, 0);
        if (st == NEXUS_OK)
            st = nexus_bot_set_option(*out, o->name, value);
        if (st != NEXUS_OK) {
            nexus_bot_free(*out);
            cli_error("%s has no search budget to set", name);
            return 0;
        }
    }
    if (st == NEXUS_OK && (st = nexus_bot_seed(*out, seed)) != NEXUS_OK)
        nexus_bot_free(*out);
    if (st != NEXUS_OK) {
        cli_status_error(kind, st);
        return 0;
    }
    return 1;
}

int cli_make_player(cli_player *out, const char *kind, uint64_t seed,
                    const cli_time_control *time)
{
    out->bot = NULL;
    out->engine = NULL;
    if (cli_is_engine_spec(kind))
        return cli_engine_player(out, kind + strlen(ENGINE_PREFIX), time);
    return cli_make_bot(&out->bot, kind, seed, 0);
}

void cli_player_free(cli_player *p)
{
    nexus_bot_free(p->bot); /* It frees the engine too. */
    p->bot = NULL;
    p->engine = NULL;
}

const char *cli_player_failure(const cli_player *p)
{
    return p->engine ? cli_engine_failure(p->engine) : "";
}
