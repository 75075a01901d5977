/* Who plays a side: a built-in bot by kind, or an external engine,
 * "engine:COMMAND", spoken to over the engine protocol. */
#include "cli.h"

#include <string.h>

#define ENGINE_PREFIX "engine:"

const char *const cli_bot_kinds = "simple, random, strong, engine:COMMAND";

static int is_engine(const char *kind)
{
    return strncmp(kind, ENGINE_PREFIX, strlen(ENGINE_PREFIX)) == 0 &&
           kind[strlen(ENGINE_PREFIX)] != '\0';
}

int cli_is_player_kind(const char *kind)
{
    return strcmp(kind, "simple") == 0 || strcmp(kind, "bot") == 0 ||
           strcmp(kind, "random") == 0 || strcmp(kind, "strong") == 0 ||
           is_engine(kind);
}

static nexus_status make_builtin(nexus_bot **out, const char *kind,
                                 uint64_t seed, unsigned long nodes)
{
    nexus_strong_options opts = NEXUS_STRONG_OPTIONS_INIT;
    if (strcmp(kind, "simple") == 0 || strcmp(kind, "bot") == 0)
        return nexus_bot_new_simple(out);
    if (strcmp(kind, "random") == 0)
        return nexus_bot_new_random(out, seed);
    opts.seed = seed;
    if (nodes)
        opts.nodes = nodes;
    return nexus_bot_new_strong(out, &opts);
}

int cli_make_bot(nexus_bot **out, const char *kind, uint64_t seed,
                 unsigned long nodes)
{
    nexus_status st;
    if (!cli_is_player_kind(kind) || is_engine(kind)) {
        cli_error("unknown bot '%s' (bots: simple, random, strong)", kind);
        return 0;
    }
    st = make_builtin(out, kind, seed, nodes);
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
    if (is_engine(kind))
        return cli_engine_player(out, kind + strlen(ENGINE_PREFIX), time);
    return cli_make_bot(&out->bot, kind, seed, 0);
}

void cli_player_free(cli_player *p)
{
    nexus_bot_free(p->bot); /* frees the engine too */
    p->bot = NULL;
    p->engine = NULL;
}

const char *cli_player_failure(const cli_player *p)
{
    return p->engine ? cli_engine_failure(p->engine) : "";
}
