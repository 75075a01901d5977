/* Tutorial step 2: see full_turn.h. */
#include "full_turn.h"

#include <stdlib.h>
#include <string.h>

nexus_status tut_unblock_sets(int **sets, int *k, int *n_sets,
                              const nexus_game *game)
{
    size_t count = 0;
    nexus_status st = nexus_game_unblock_size(k, game);
    *sets = NULL;
    *n_sets = 0;
    if (st != NEXUS_OK || *k == 0)
        return st;
    /* Count-and-fill: ask for the size, then fill. */
    st = nexus_game_unblock_sets(NULL, 0, &count, game);
    if (st != NEXUS_E_BUFFER_TOO_SMALL)
        return st;
    *sets = malloc(count * sizeof **sets);
    if (!*sets)
        return NEXUS_E_NOMEM;
    st = nexus_game_unblock_sets(*sets, count, &count, game);
    *n_sets = (int)count / *k;
    return st;
}

nexus_status tut_legal_points(int *points, size_t *count,
                              const nexus_game *game, const nexus_turn *turn)
{
    if (turn->n_unblock == 0) /* nothing to remove: the turn's own list */
        return nexus_game_legal_points(points, NEXUS_MAX_POINTS, count, game);
    return nexus_game_legal_after_unblock(points, NEXUS_MAX_POINTS, count,
                                          game, turn->unblock,
                                          turn->n_unblock);
}

nexus_status tut_pay_first(nexus_turn *turn, const nexus_game *game)
{
    nexus_preview pv;
    nexus_status st = nexus_game_preview(&pv, game, turn->unblock,
                                         turn->n_unblock, turn->point);
    turn->n_pay = 0;
    if (st != NEXUS_OK || pv.audit != NEXUS_AUDIT_PAY)
        return st;
    turn->n_pay = (int)pv.net; /* net <= the stones on the board here */
    memcpy(turn->pay, pv.payers, (size_t)turn->n_pay * sizeof *turn->pay);
    return NEXUS_OK;
}

nexus_status tut_first_turn(nexus_turn *turn, const nexus_game *game)
{
    int *sets, k, n_sets, legal[NEXUS_MAX_POINTS];
    size_t count = 0;
    nexus_status st = tut_unblock_sets(&sets, &k, &n_sets, game);
    memset(turn, 0, sizeof *turn);
    if (st == NEXUS_OK && n_sets > 0) {
        turn->n_unblock = k;
        memcpy(turn->unblock, sets, (size_t)k * sizeof *sets);
    }
    free(sets);
    if (st == NEXUS_OK)
        st = tut_legal_points(legal, &count, game, turn);
    if (st == NEXUS_OK && count == 0)
        st = NEXUS_E_GAME_OVER; /* unreachable while the game goes on */
    if (st != NEXUS_OK)
        return st;
    turn->point = legal[0];
    return tut_pay_first(turn, game);
}
