/* nexus engine: serve a built-in bot over the engine protocol. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

static cli_exit cmd_engine(int argc, char **argv)
{
    const char *kind = "simple";
    long long nodes = 0;
    uint64_t seed = 0;
    cli_opt_list options = {NULL, 0};
    cli_serve_config cfg;
    char *pos[1];
    int npos, ok;
    const cli_opt_spec specs[] = {
        {"--bot", CLI_OPT_STRING, &kind, 0, 0, NULL},
        {"--seed", CLI_OPT_U64, &seed, 0, 0, NULL},
        {"--nodes", CLI_OPT_INT, &nodes, 1, 1000000000LL, NULL},
        {"--option", CLI_OPT_LIST, &options, 0, 0, NULL},
        {NULL, CLI_OPT_FLAG, NULL, 0, 0, NULL},
    };
    cli_parse_result r =
        cli_parse(&cli_cmd_engine, specs, argc, argv, pos, 0, &npos);
    if (r != CLI_PARSED) {
        free(options.values);
        return cli_parse_exit(r);
    }
    cfg.kind = kind;
    cfg.seed = seed;
    cfg.nodes = (unsigned long)nodes;
    cfg.settings = options.values;
    cfg.n_settings = options.n;
    ok = cli_serve(stdin, stdout, &cfg);
    free(options.values);
    return ok ? CLI_OK : CLI_USAGE;
}

const cli_command cli_cmd_engine = {
    "engine", cmd_engine, "serve a built-in bot over the engine protocol",
    "usage: nexus engine [--bot NAME] [--seed S] [--nodes N]\n"
    "                    [--option NAME=VALUE]...\n"
    "\n"
    "Play a built-in bot through the engine protocol on standard input\n"
    "and output (docs/protocol.md), so that any match runner, GUI or\n"
    "test can drive it like an external engine. It speaks protocol 1.1:\n"
    "the bot's options (list_options, set_option), progress lines, stop,\n"
    "and analyze, an estimate of every turn by random playouts.\n"
    "\n"
    "  --bot NAME   simple (default), random or strong\n"
    "  --seed S     seed of the random and strong bots (default 0)\n"
    "  --nodes N    search nodes per turn of the strong bot\n"
    "  --option NAME=VALUE\n"
    "               set an option of the bot, as set_option does (repeat\n"
    "               for more; the strong bot's: nodes, time_ms, max_depth)\n"
    "\n"
    "Example: nexus match engine:'nexus engine --bot simple' strong\n"};
