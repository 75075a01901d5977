/* The bots share the board's geometry here: the 2n+2 lines of R4 and the
 * distance to the centre. Every bot so agrees on both. */
#include <string.h>

#include "bot_internal.h"

/* The library owns R4's order of the lines and of their points
 * (nexus_line_points), and the bots ask it rather than write the order
 * again. */
int nxb_line(int out[NEXUS_MAX_SIZE], int n, int line)
{
    size_t count = 0;
    if (nexus_line_points(out, NEXUS_MAX_SIZE, &count, n, line) != NEXUS_OK)
        return 0;
    return (int)count;
}

int nxb_centre_distance(int n, int p)
{
    /* Doubled so it stays an integer on even boards. */
    int dr = 2 * (p / n) - (n - 1), dc = 2 * (p % n) - (n - 1);
    return dr * dr + dc * dc;
}

int nxb_point_lines(int *lines, int n, int p)
{
    int r = p / n, c = p % n, k = 0;
    lines[k++] = r;     /* The row of p. */
    lines[k++] = n + c; /* The column of p. */
    if (r == c)
        lines[k++] = 2 * n;
    if (r + c == n - 1)
        lines[k++] = 2 * n + 1;
    return k;
}

void nxb_count_lines(nxb_line_counts *lc, const unsigned char *cells, int n)
{
    /* The counts are kept in ints, which the compiler knows cannot alias
     * the board's bytes, without a branch for each point, and stored at
     * the end. Row r is line r, and column c is line n + c (nxb_line). */
    int black[2 * NEXUS_MAX_SIZE + 2] = {0}, white[2 * NEXUS_MAX_SIZE + 2] = {0};
    int r, c, l, d = 2 * n, a = 2 * n + 1;
    for (r = 0; r < n; r++) {
        const unsigned char *row = cells + r * n;
        for (c = 0; c < n; c++) {
            int b = row[c] == NEXUS_BLACK, w = row[c] == NEXUS_WHITE;
            black[r] += b;
            white[r] += w;
            black[n + c] += b;
            white[n + c] += w;
        }
        black[d] += cells[r * n + r] == NEXUS_BLACK;
        white[d] += cells[r * n + r] == NEXUS_WHITE;
        black[a] += cells[r * n + n - 1 - r] == NEXUS_BLACK;
        white[a] += cells[r * n + n - 1 - r] == NEXUS_WHITE;
    }
    for (l = 0; l < 2 * n + 2; l++) {
        lc->count[l][NEXUS_BLACK] = (unsigned char)black[l];
        lc->count[l][NEXUS_WHITE] = (unsigned char)white[l];
        lc->count[l][NEXUS_EMPTY] = (unsigned char)(n - black[l] - white[l]);
    }
}

int nxb_line_empty(const unsigned char *cells, int n, int line)
{
    int points[NEXUS_MAX_SIZE], j, p = -1, count = nxb_line(points, n, line);
    for (j = 0; j < count; j++)
        if (cells[points[j]] == NEXUS_EMPTY)
            p = points[j];
    return p;
}

double nxb_line_weight(const nxb_line_counts *lc, int line, nexus_color c)
{
    static const double power4[NEXUS_MAX_SIZE + 1] = {
        1, 4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144};
    return lc->count[line][3 - c] ? 0.0 : power4[lc->count[line][c]];
}
