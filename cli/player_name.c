/* The names of players as the tool prints them (cli.h). */
#include "cli.h"

#include <string.h>

const char *cli_display_name(const char *bot_name)
{
    return strcmp(bot_name, "bot") == 0 ? "simple" : bot_name;
}
