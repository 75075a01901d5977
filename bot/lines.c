/* Board geometry shared by the bots: the 2n+2 lines of R4 and the distance
 * to the centre. One place, so every bot agrees on both. */
#include "bot_internal.h"

int nxb_line_point(int n, int line, int j)
{
    if (line < n)
        return line * n + j; /* row */
    if (line < 2 * n)
        return j * n + (line - n); /* column */
    if (line == 2 * n)
        return j * n + j; /* main diagonal, A1 to the far corner */
    return j * n + (n - 1 - j); /* anti-diagonal */
}

int nxb_centre_distance(int n, int p)
{
    /* Doubled so it stays an integer on even boards. */
    int dr = 2 * (p / n) - (n - 1), dc = 2 * (p % n) - (n - 1);
    return dr * dr + dc * dc;
}
