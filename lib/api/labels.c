/* The labels of the players, which a record writes in its `black` and
 * `white` lines. */
#include <string.h>

#include "game.h"

nexus_status nexus_game_set_label(nexus_game *game, nexus_color color,
                                  const char *label)
{
    size_t i;
    if (!game || (color != NEXUS_BLACK && color != NEXUS_WHITE))
        return NEXUS_E_INVALID_ARG;
    if (!label)
        label = "";
    for (i = 0; label[i]; i++)
        if (i >= NEXUS_LABEL_MAX || label[i] <= ' ' || label[i] > '~')
            return NEXUS_E_INVALID_ARG;
    memcpy(game->label[nx_side(color)], label, i + 1);
    return NEXUS_OK;
}

nexus_status nexus_game_label(const char **out, const nexus_game *game,
                              nexus_color color)
{
    if (!out || !game || (color != NEXUS_BLACK && color != NEXUS_WHITE))
        return NEXUS_E_INVALID_ARG;
    *out = game->label[nx_side(color)];
    return NEXUS_OK;
}
