/* The cleaning of text from outside the tool (clean.h). */
#include "clean.h"

#include <stdio.h>
#include <string.h>

char *cli_clean(char *dst, size_t cap, const char *src)
{
    return cli_clean_bytes(dst, cap, src, strlen(src));
}

char *cli_clean_bytes(char *dst, size_t cap, const char *src, size_t len)
{
    size_t n = 0, i;
    for (i = 0; i < len; i++) {
        unsigned char c = (unsigned char)src[i];
        int plain = c >= 0x20 && c <= 0x7e;
        size_t need = plain ? 1 : 4;
        if (n + need + 1 > cap)
            break;
        if (plain)
            dst[n] = (char)c;
        else
            snprintf(dst + n, 5, "\\x%02x", c);
        n += need;
    }
    dst[n] = '\0';
    return dst;
}
