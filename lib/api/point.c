/* Point names (R2). A name is a column letter from A to I and a row number
 * from 1 to 9, and A1 is the top-left corner. */
#include "nexus.h"

static int valid_size(int size)
{
    return size >= NEXUS_MIN_SIZE && size <= NEXUS_MAX_SIZE;
}

nexus_status nexus_point_parse(int *point, int size, const char *name)
{
    int col, row;
    if (!point || !name || !valid_size(size))
        return NEXUS_E_INVALID_ARG;
    if (name[0] >= 'a' && name[0] <= 'i')
        col = name[0] - 'a';
    else if (name[0] >= 'A' && name[0] <= 'I')
        col = name[0] - 'A';
    else
        return NEXUS_E_PARSE;
    if (name[1] < '1' || name[1] > '9' || name[2] != '\0')
        return NEXUS_E_PARSE;
    row = name[1] - '1';
    if (col >= size || row >= size)
        return NEXUS_E_PARSE;
    *point = row * size + col;
    return NEXUS_OK;
}

nexus_status nexus_point_format(char *buf, size_t cap, int size, int point)
{
    if (!buf || !valid_size(size))
        return NEXUS_E_INVALID_ARG;
    if (point < 0 || point >= size * size)
        return NEXUS_E_OFF_BOARD;
    if (cap < 3)
        return NEXUS_E_BUFFER_TOO_SMALL;
    buf[0] = (char)('A' + point % size);
    buf[1] = (char)('1' + point / size);
    buf[2] = '\0';
    return NEXUS_OK;
}
