/* Text from outside the tool (an engine's replies and failures, a journal
 * line) made safe to print and to write: one line of printable ASCII. */
#ifndef NEXUS_CLI_CLEAN_H
#define NEXUS_CLI_CLEAN_H

#include <stddef.h>

/* Copy `src` into dst[cap] (cap > 0), each byte that is not printable
 * ASCII (a control byte, an escape, a line break, a byte above 0x7e)
 * written as \xNN, so that nothing an engine sends can move the cursor,
 * retitle a terminal or start a line of a journal. Cut at a whole byte's
 * text if it does not fit. Returns dst. */
char *cli_clean(char *dst, size_t cap, const char *src);

/* The same for the `len` bytes at src, NUL bytes included (as \x00). */
char *cli_clean_bytes(char *dst, size_t cap, const char *src, size_t len);

#endif
