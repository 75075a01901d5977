/* Linked with libnexus-bot.a and libnexus.a: the simple bot plays the
 * uniform random player to the end (or 200 turns) on the standard board.
 * Exit status 0 when every call succeeds and the game was played. */
#include <nexus.h>
#include <nexus_bot.h>

#include <stdio.h>

int main(void)
{
    nexus_bot *simple = NULL, *random = NULL;
    nexus_game *game = NULL;
    nexus_phase phase = NEXUS_PHASE_PLACE;
    nexus_status st = nexus_game_new(&game, NULL);
    size_t turns = 0;
    if (st == NEXUS_OK)
        st = nexus_bot_new_simple(&simple);
    if (st == NEXUS_OK)
        st = nexus_bot_new_random(&random, 7);
    while (st == NEXUS_OK && phase != NEXUS_PHASE_OVER && turns < 200) {
        nexus_turn turn;
        st = nexus_bot_choose(&turn, turns % 2 ? random : simple, game);
        if (st == NEXUS_OK)
            st = nexus_game_play(game, &turn);
        if (st == NEXUS_OK)
            st = nexus_game_phase(&phase, game);
        turns++;
    }
    nexus_bot_free(simple);
    nexus_bot_free(random);
    nexus_game_free(game);
    if (st != NEXUS_OK || turns == 0) {
        fprintf(stderr, "bot_static_consumer: %s\n", nexus_status_name(st));
        return 1;
    }
    printf("static bot consumer OK: %zu turns\n", turns);
    return 0;
}
