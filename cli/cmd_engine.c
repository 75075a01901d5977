/* nexus engine: serve a built-in bot over the engine protocol. */
#include "cli.h"

#include <string.h>

static cli_exit cmd_engine(int argc, char **argv)
{
    const char *kind = "simple";
    long long nodes = 0;
    uint64_t seed = 0;
    nexus_bot *bot = NULL;
    char *pos[1];
    int npos, ok;
    const cli_opt_spec specs[] = {
        {"--bot", CLI_OPT_STRING, &kind, 0, 0, NULL},
        {"--seed", CLI_OPT_U64, &seed, 0, 0, NULL},
        {"--nodes", CLI_OPT_INT, &nodes, 1, 1000000000LL, NULL},
        {NULL, CLI_OPT_FLAG, NULL, 0, 0, NULL},
    };
    cli_parse_result r =
        cli_parse(&cli_cmd_engine, specs, argc, argv, pos, 0, &npos);
    if (r != CLI_PARSED)
        return cli_parse_exit(r);
    if (!cli_make_bot(&bot, kind, seed, (unsigned long)nodes))
        return CLI_USAGE;
    ok = cli_serve(stdin, stdout, bot);
    nexus_bot_free(bot);
    return ok ? CLI_OK : CLI_FAIL;
}

const cli_command cli_cmd_engine = {
    "engine", cmd_engine, "serve a built-in bot over the engine protocol",
    "usage: nexus engine [--bot SPEC] [--seed S] [--nodes N]\n"
    "\n"
    "Play a built-in bot through the engine protocol on standard input\n"
    "and output (docs/protocol.md), so that any match runner, GUI or\n"
    "test can drive it like an external engine.\n"
    "\n"
    "  --bot SPEC   simple (default), random, mcts, mcts-uniform or strong,\n"
    "               with options as NAME:OPTION=VALUE,... (docs/bots.md),\n"
    "               such as strong:time=50 or mcts:iterations=3000\n"
    "  --seed S     seed of the bots that draw at random (default 0)\n"
    "  --nodes N    the bot's search budget per turn (its first option)\n"
    "\n"
    "Example: nexus match engine:'nexus engine --bot mcts:3000' strong\n"};
