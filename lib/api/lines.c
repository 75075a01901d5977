/* This file gives callers the lines of a board (R4): how many there are,
 * and the points of each, in the one order that nx_line_point defines. */
#include "../core/geom.h"

static int valid_size(int size)
{
    return size >= NEXUS_MIN_SIZE && size <= NEXUS_MAX_SIZE;
}

nexus_status nexus_line_count(int *count, int size)
{
    if (!count || !valid_size(size))
        return NEXUS_E_INVALID_ARG;
    *count = 2 * size + 2;
    return NEXUS_OK;
}

nexus_status nexus_line_points(int *points, size_t cap, size_t *count,
                               int size, int line)
{
    int i;
    if (!count || (cap > 0 && !points) || !valid_size(size) || line < 0 ||
        line >= 2 * size + 2)
        return NEXUS_E_INVALID_ARG;
    *count = (size_t)size;
    if (cap < (size_t)size)
        return NEXUS_E_BUFFER_TOO_SMALL;
    /* A bot asks for every line at each turn of a playout, so the points
     * come straight from the order, without the geometry of the board,
     * whose making cost a thousand times more. */
    for (i = 0; i < size; i++)
        points[i] = nx_line_point(size, line, i);
    return NEXUS_OK;
}
