/* The command nexus replay, which shows a saved game move by move. */
#include "cli.h"

static cli_exit cmd_replay(int argc, char **argv)
{
    int brief = 0;
    nexus_game *game = NULL;
    int ok;
    const cli_opt_spec specs[] = {
        {"--brief", CLI_OPT_FLAG, &brief, 0, 0, NULL},
        {NULL, CLI_OPT_FLAG, NULL, 0, 0, NULL},
    };
    cli_exit status;
    if (!cli_open_record(&cli_cmd_replay, specs, argc, argv, &game, &status))
        return status;
    ok = cli_show_game(stdout, game, brief);
    nexus_game_free(game);
    return ok ? CLI_OK : CLI_FAIL;
}

const cli_command cli_cmd_replay = {
    "replay", cmd_replay, "show a saved game (.nxr) move by move",
    "usage: nexus replay [--brief] FILE\n"
    "\n"
    "Show a game record (.nxr) move by move: the board after every\n"
    "move, with both debts and the quiet count, then the result.\n"
    "FILE - reads the record from standard input.\n"
    "\n"
    "  --brief   one line per move, no boards\n"};
