/* Tutorial step 3 (docs/tutorial.md): a bot of your own, through the
 * callbacks of nexus_bot.h, in a match against the simple bot. The bot
 * here plays tut_first_turn() (step 2). Prints the tally of 10 games with
 * colours alternating; exit status 0 when the series was played. */
#include "full_turn.h"

#include <nexus_bot.h>

#include <stdio.h>

static nexus_status first_choose(void *user, const nexus_game *game,
                                 nexus_turn *turn)
{
    (void)user; /* this bot keeps no state */
    return tut_first_turn(turn, game);
}

int main(void)
{
    nexus_bot_callbacks cb = NEXUS_BOT_CALLBACKS_INIT;
    nexus_match_options opts = NEXUS_MATCH_OPTIONS_INIT;
    nexus_series_result r;
    nexus_bot *mine = NULL, *simple = NULL;
    nexus_status st;
    cb.choose_turn = first_choose;
    cb.name = "first";
    st = nexus_bot_new_custom(&mine, &cb);
    if (st == NEXUS_OK)
        st = nexus_bot_new_simple(&simple);
    if (st == NEXUS_OK)
        st = nexus_match_series(&r, mine, simple, &opts, 10);
    nexus_bot_free(mine);
    nexus_bot_free(simple);
    if (st != NEXUS_OK) {
        fprintf(stderr, "%s\n", nexus_status_name(st));
        return 1;
    }
    printf("first %u, simple %u, draws %u, unfinished %u, no winner %u\n",
           r.a_wins, r.b_wins, r.draws, r.unfinished, r.no_winner);
    return r.games == 10 ? 0 : 1;
}
