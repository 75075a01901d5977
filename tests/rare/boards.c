/* Board strings of point lists (boards.h). */
#include "boards.h"
#include "test_util.h"

void rare_board(char *out, int n, const int *black, const int *white)
{
    int r, c, i;
    for (r = 0; r < n; r++) {
        for (c = 0; c < n; c++)
            out[r * (n + 1) + c] = '.';
        out[r * (n + 1) + n] = r < n - 1 ? '/' : '\0';
    }
    for (i = 0; black[i] >= 0; i++)
        out[black[i] / n * (n + 1) + black[i] % n] = 'X';
    for (i = 0; white[i] >= 0; i++)
        out[white[i] / n * (n + 1) + white[i] % n] = 'O';
}

void rare_seed(nexus_position *pos, int n, const int *black,
               const int *white, int black_debt)
{
    char b[NEXUS_MAX_POINTS + 9];
    rare_board(b, n, black, white);
    tu_fill_position(pos, b, black_debt, 0, TU_B, 0);
}
