/* This file names the built-in bots and reads specs, a name with its
 * settings (nexus_bot.h, "Bots by name"). It is the one list of the
 * built-in bots that every front end reads. */
#include <string.h>

#include "bot_internal.h"

#define SPEC_MAX 1024 /* The documented bound of a spec, in bytes. */

/* The kinds, in the order that nexus_bot_builtin() lists them. */
static const nxb_kind *const kinds[] = {
    &nxb_kind_simple, &nxb_kind_random, &nxb_kind_mcts,
    &nxb_kind_mcts_uniform, &nxb_kind_strong,
};

#define N_KINDS (sizeof kinds / sizeof kinds[0])

const nxb_kind *nxb_find_kind(const char *name)
{
    size_t i;
    if (strcmp(name, "bot") == 0) /* The simple bot's name before 1.2. */
        return &nxb_kind_simple;
    for (i = 0; i < N_KINDS; i++)
        if (strcmp(kinds[i]->name, name) == 0)
            return kinds[i];
    return NULL;
}

nexus_status nxb_make_kind(nexus_bot **out, const nxb_kind *kind,
                           const nxb_values *v)
{
    nexus_bot *bot = NULL;
    nexus_status st = kind->make(&bot);
    if (st != NEXUS_OK)
        return st;
    bot->kind = kind;
    bot->values = *v;
    if (kind->apply && (st = kind->apply(bot, v)) != NEXUS_OK) {
        nexus_bot_free(bot);
        return st;
    }
    *out = bot;
    return NEXUS_OK;
}

nexus_status nexus_bot_builtin(const char **name, const char **help,
                               size_t index)
{
    if (!name)
        return NEXUS_E_INVALID_ARG;
    if (index >= N_KINDS)
        return NEXUS_ITER_OVER;
    *name = kinds[index]->name;
    if (help)
        *help = kinds[index]->help;
    return NEXUS_OK;
}

nexus_status nexus_bot_new_named(nexus_bot **out, const char *name)
{
    const nxb_kind *kind = name ? nxb_find_kind(name) : NULL;
    nxb_values v;
    if (!out || !kind)
        return NEXUS_E_INVALID_ARG;
    nxb_default_values(&v, kind);
    return nxb_make_kind(out, kind, &v);
}

/* Returns the options of a kind, found by the kind's name. The function
 * is here, beside the list of kinds, so that options.c needs nothing of
 * this file. */
nexus_status nexus_bot_option_count(size_t *count, const char *bot)
{
    const nxb_kind *kind = bot ? nxb_find_kind(bot) : NULL;
    if (!count || !kind)
        return NEXUS_E_INVALID_ARG;
    *count = kind->n_options;
    return NEXUS_OK;
}

nexus_status nexus_bot_option_info(const nexus_bot_option **out,
                                   const char *bot, size_t index)
{
    const nxb_kind *kind = bot ? nxb_find_kind(bot) : NULL;
    if (!out || !kind)
        return NEXUS_E_INVALID_ARG;
    if (index >= kind->n_options)
        return NEXUS_ITER_OVER;
    *out = &kind->options[index];
    return NEXUS_OK;
}

nexus_status nexus_bot_option_find(const nexus_bot_option **out,
                                   const char *bot, const char *option)
{
    const nxb_kind *kind = bot ? nxb_find_kind(bot) : NULL;
    int i = kind && option ? nxb_option_index(kind, option) : -1;
    if (!out || i < 0)
        return NEXUS_E_INVALID_ARG;
    *out = &kind->options[i];
    return NEXUS_OK;
}

/* Applies one setting, `text`, which is NUL-terminated and holds no
 * comma. A setting is OPTION=VALUE or, when `first` is not 0, a bare value
 * for the kind's first option. Returns NEXUS_OK, or the error that the
 * setting's name or value earns. */
static nexus_status apply_setting(nxb_values *v, const nxb_kind *kind,
                                  char *text, int first)
{
    char *eq = strchr(text, '=');
    const char *value = text;
    int i = 0;
    if (eq) {
        *eq = '\0';
        value = eq + 1;
        i = nxb_option_index(kind, text);
        if (i < 0)
            return NEXUS_E_INVALID_ARG;
    } else if (!first || kind->n_options == 0) {
        return first ? NEXUS_E_INVALID_ARG : NEXUS_E_PARSE;
    }
    v->given[i] = 1;
    return nxb_parse_option(&v->v[i], &kind->options[i], value);
}

/* Reads the values that the settings of a spec give, and modifies
 * `settings` on the way. Returns NEXUS_OK, or the error with the offset of
 * the setting at fault. */
static nexus_status read_settings(nxb_values *v, size_t *at,
                                  const nxb_kind *kind, char *settings,
                                  size_t offset)
{
    char *s = settings;
    int first = 1;
    for (;;) {
        char *comma = strchr(s, ',');
        nexus_status st;
        if (comma)
            *comma = '\0';
        st = apply_setting(v, kind, s, first);
        if (st != NEXUS_OK) {
            *at = offset + (size_t)(s - settings);
            return st;
        }
        if (!comma)
            return NEXUS_OK;
        s = comma + 1;
        first = 0;
    }
}

nexus_status nexus_bot_new_spec(nexus_bot **out, size_t *error_at,
                                const char *spec)
{
    char copy[SPEC_MAX + 1], *colon;
    const nxb_kind *kind;
    size_t len, at = 0;
    nxb_values v;
    nexus_status st = NEXUS_OK;
    if (!out || !spec || (len = strlen(spec)) > SPEC_MAX) {
        if (error_at && spec)
            *error_at = 0;
        return NEXUS_E_INVALID_ARG;
    }
    memcpy(copy, spec, len + 1);
    if ((colon = strchr(copy, ':')) != NULL)
        *colon = '\0';
    kind = nxb_find_kind(copy);
    if (!kind)
        st = NEXUS_E_INVALID_ARG;
    else {
        nxb_default_values(&v, kind);
        if (colon)
            st = read_settings(&v, &at, kind, colon + 1,
                               (size_t)(colon + 1 - copy));
    }
    if (st == NEXUS_OK)
        return nxb_make_kind(out, kind, &v);
    if (error_at)
        *error_at = at;
    return st;
}
