/* A program that links every exported function of libnexus and
 * libnexus-bot, and uses the parts that need more than the libraries
 * themselves (the search bots call libm). The install test builds it four
 * ways from an installed prefix: shared and static, through pkg-config and
 * through find_package(nexus), so that a missing Libs.private or a path of
 * the build machine in the exported targets fails to link.
 *
 * exports_table.h is written by the test from the installed headers: one
 * NEXUS_EXPORT(name) line per NEXUS_API and NEXUS_BOT_API function. Taking
 * each function's address makes the linker resolve every one of them.
 * Exit status 0 when the table is complete and every call succeeds. */
#include <nexus.h>
#include <nexus_bot.h>

#include <stdio.h>

typedef void (*any_function)(void);

#define NEXUS_EXPORT(name) (any_function)name,
static any_function const volatile exported[] = {
#include "exports_table.h"
};
#undef NEXUS_EXPORT

/* Returns NEXUS_OK when an MCTS bot and the strong bot play ten turns of a
 * 5x5 game and the solver searches the 3x3 start position. */
static nexus_status play_and_solve(void)
{
    nexus_mcts_options mopts = NEXUS_MCTS_OPTIONS_INIT;
    nexus_strong_options sopts = NEXUS_STRONG_OPTIONS_INIT;
    nexus_solve_options vopts = NEXUS_SOLVE_OPTIONS_INIT;
    nexus_options small = NEXUS_OPTIONS_INIT;
    nexus_solve_result proved;
    nexus_bot *bots[2] = {NULL, NULL};
    nexus_game *game = NULL, *tiny = NULL;
    nexus_status st;
    int i;
    mopts.iterations = 200;
    sopts.nodes = 200;
    vopts.table_bytes = (size_t)1 << 20;
    st = nexus_game_new(&game, NULL);
    if (st == NEXUS_OK)
        st = nexus_bot_new_mcts(&bots[0], &mopts);
    if (st == NEXUS_OK)
        st = nexus_bot_new_strong(&bots[1], &sopts);
    for (i = 0; i < 10 && st == NEXUS_OK; i++) {
        nexus_turn turn;
        st = nexus_bot_choose(&turn, bots[i % 2], game);
        if (st == NEXUS_OK)
            st = nexus_game_play(game, &turn);
    }
    small.size = 3;
    if (st == NEXUS_OK)
        st = nexus_game_new(&tiny, &small);
    if (st == NEXUS_OK)
        st = nexus_solve(&proved, NULL, 0, tiny, &vopts);
    nexus_bot_free(bots[0]);
    nexus_bot_free(bots[1]);
    nexus_game_free(game);
    nexus_game_free(tiny);
    return st;
}

int main(void)
{
    size_t i, n = sizeof exported / sizeof exported[0];
    nexus_status st;
    for (i = 0; i < n; i++)
        if (!exported[i]) {
            fprintf(stderr, "exported function %zu has no address\n", i);
            return 1;
        }
    st = play_and_solve();
    if (st != NEXUS_OK) {
        fprintf(stderr, "exports: %s\n", nexus_status_name(st));
        return 1;
    }
    printf("exports OK: %zu functions linked, bots played, 3x3 solved\n", n);
    return 0;
}
