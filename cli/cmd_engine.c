/* The command nexus engine, which serves a built-in bot over the engine
 * protocol. */
#include "cli.h"

#include <string.h>

static cli_exit cmd_engine(int argc, char **argv)
{
    const char *kind = "simple";
    long long nodes = 0;
    uint64_t seed = 0;
    cli_serve_config cfg;
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
    cfg.spec = kind;
    cfg.seed = seed;
    cfg.nodes = (unsigned long)nodes;
    ok = cli_serve(stdin, stdout, &cfg);
    return ok ? CLI_OK : CLI_USAGE;
}

const cli_command cli_cmd_engine = {
    "engine", cmd_engine, "serve a built-in bot over the engine protocol",
    "usage: nexus engine [--bot SPEC] [--seed S] [--nodes N]\n"
    "\n"
    "Play a built-in bot through the engine protocol on standard input\n"
    "and output (docs/protocol.md), so that any match runner, GUI or\n"
    "test can drive it like an external engine. It speaks protocol 1.1:\n"
    "the bot's options (list_options, set_option), progress lines, stop,\n"
    "and analyze, an estimate of every turn by random playouts.\n"
    "\n"
    "  --bot SPEC   simple (default), random, mcts, mcts-uniform or strong,\n"
    "               with options as NAME:OPTION=VALUE,... (docs/bots.md),\n"
    "               such as strong:time=50 or mcts:iterations=3000\n"
    "  --seed S     seed of the bots that draw at random (default 0)\n"
    "  --nodes N    the bot's search budget per turn (its first option)\n"
    "\n"
    "Example: nexus match engine:'nexus engine --bot mcts:3000' strong\n"};
