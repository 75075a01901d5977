/* Tutorial step 2 (docs/tutorial.md): a whole game, every turn complete
 * (unblocking, placement, payment), with a turn limit (R22). Prints how the
 * game ended; exit status 0 when every turn was accepted. */
#include "full_turn.h"

#include <stdio.h>

#define TURN_LIMIT 1000

static const char *outcome_text(nexus_outcome o)
{
    switch (o) {
    case NEXUS_OUTCOME_BLACK_WINS: return "Black wins";
    case NEXUS_OUTCOME_WHITE_WINS: return "White wins";
    case NEXUS_OUTCOME_DRAW: return "draw";
    case NEXUS_OUTCOME_NO_WINNER: return "no winner";
    default: return "unfinished";
    }
}

int main(void)
{
    nexus_game *game = NULL;
    nexus_phase phase = NEXUS_PHASE_PLACE;
    nexus_outcome outcome = NEXUS_OUTCOME_NONE;
    nexus_reason reason = NEXUS_REASON_NONE;
    size_t turns = 0;
    nexus_status st = nexus_game_new(&game, NULL);
    while (st == NEXUS_OK && phase != NEXUS_PHASE_OVER && turns < TURN_LIMIT) {
        nexus_turn turn;
        st = tut_first_turn(&turn, game);
        if (st == NEXUS_OK)
            st = nexus_game_play(game, &turn);
        if (st == NEXUS_OK)
            st = nexus_game_phase(&phase, game);
        turns++;
    }
    if (st == NEXUS_OK)
        st = nexus_game_result(&outcome, &reason, game);
    nexus_game_free(game);
    if (st != NEXUS_OK) {
        fprintf(stderr, "turn %zu: %s\n", turns, nexus_status_name(st));
        return 1;
    }
    printf("%s after %zu turns (%s)\n", outcome_text(outcome), turns,
           nexus_reason_name(reason));
    return 0;
}
