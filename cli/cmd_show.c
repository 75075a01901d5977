/* The command nexus show, which shows one position of a saved game as
 * text or as an SVG picture, drawn by the library's renderer
 * (nexus_game_format_svg). */
#include "cli.h"

#include <stdlib.h>

/* Takes the game back to the position after `turn` turns. Returns 1 on
 * success, and 0 after an error. */
static int rewind_to(nexus_game *game, long long turn)
{
    size_t count;
    if (nexus_game_turn_count(&count, game) != NEXUS_OK)
        return 0;
    if (turn > (long long)count) {
        cli_error("show: --turn %lld: the game has %zu turns", turn, count);
        return 0;
    }
    while ((long long)count > turn) {
        /* Undo takes back draw answers and offers too, so only the turns
         * are counted. */
        if (nexus_game_undo(game) != NEXUS_OK ||
            nexus_game_turn_count(&count, game) != NEXUS_OK)
            return 0;
    }
    return 1;
}

/* Prints the SVG of the position on standard output. Returns 1 on
 * success, and 0 after an error. */
static int print_svg(const nexus_game *game)
{
    size_t need = 0;
    char *buf;
    nexus_status st = nexus_game_format_svg(NULL, 0, &need, game, NULL);
    if (st != NEXUS_E_BUFFER_TOO_SMALL && st != NEXUS_OK) {
        cli_status_error("show: nexus_game_format_svg", st);
        return 0;
    }
    buf = malloc(need ? need : 1);
    if (!buf)
        return 0;
    st = nexus_game_format_svg(buf, need, &need, game, NULL);
    if (st == NEXUS_OK)
        fputs(buf, stdout);
    else
        cli_status_error("show: nexus_game_format_svg", st);
    free(buf);
    return st == NEXUS_OK;
}

static cli_exit cmd_show(int argc, char **argv)
{
    int svg = 0, ok, turn_given = 0;
    long long turn = 0;
    nexus_game *game = NULL;
    const cli_opt_spec specs[] = {
        {"--svg", CLI_OPT_FLAG, &svg, 0, 0, NULL},
        {"--turn", CLI_OPT_INT, &turn, 0, 1000000000, &turn_given},
        {NULL, CLI_OPT_FLAG, NULL, 0, 0, NULL},
    };
    cli_exit status;
    if (!cli_open_record(&cli_cmd_show, specs, argc, argv, &game, &status))
        return status;
    ok = !turn_given || rewind_to(game, turn);
    if (ok && svg)
        ok = print_svg(game);
    else if (ok)
        cli_draw_board(stdout, game, 1);
    nexus_game_free(game);
    return ok ? CLI_OK : CLI_FAIL;
}

const cli_command cli_cmd_show = {
    "show", cmd_show, "show one position of a saved game, as text or SVG",
    "usage: nexus show [--svg] [--turn K] FILE\n"
    "\n"
    "Show the position of a game record (.nxr) after K turns (default:\n"
    "the end): the board, both debts, the side to move and the quiet\n"
    "count. With --svg, an SVG picture on standard output instead, with\n"
    "coordinates, the legal points and the last move marked. FILE -\n"
    "reads the record from standard input.\n"
    "\n"
    "  --svg      write an SVG picture (nexus_game_format_svg)\n"
    "  --turn K   the position after the first K turns\n"};
