/* Tutorial step 1 (docs/tutorial.md): a game, its legal points, one move.
 * Prints the board after Black C3 and White's legal points; exit status 0
 * when everything went as the rules say. */
#include <nexus.h>

#include <stdio.h>

int main(void)
{
    nexus_game *game = NULL;
    int legal[NEXUS_MAX_POINTS], point = -1;
    size_t count = 0, i;
    char board[NEXUS_MAX_SIZE * (NEXUS_MAX_SIZE + 1)], name[4];
    nexus_status st = nexus_game_new(&game, NULL); /* 5x5, p1 = 2, p2 = 4 */
    if (st != NEXUS_OK) {
        fprintf(stderr, "nexus_game_new: %s\n", nexus_status_name(st));
        return 1;
    }
    st = nexus_point_parse(&point, 5, "C3");
    if (st == NEXUS_OK)
        st = nexus_game_place(game, point);
    if (st == NEXUS_OK)
        st = nexus_game_format_board(board, sizeof board, &count, game);
    if (st == NEXUS_OK)
        st = nexus_game_legal_points(legal, NEXUS_MAX_POINTS, &count, game);
    if (st != NEXUS_OK) {
        fprintf(stderr, "%s\n", nexus_status_name(st));
        nexus_game_free(game);
        return 1;
    }
    printf("board %s\nWhite may play %zu points:", board, count);
    for (i = 0; i < count; i++)
        if (nexus_point_format(name, sizeof name, 5, legal[i]) == NEXUS_OK)
            printf(" %s", name);
    printf("\n");
    /* Placing on an occupied point is refused, and changes nothing. */
    st = nexus_game_place(game, point);
    printf("White C3: %s\n", nexus_status_name(st));
    nexus_game_free(game);
    return st == NEXUS_E_OCCUPIED && count == 24 ? 0 : 1;
}
