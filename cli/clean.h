/* The cleaning of text that comes from outside the tool, such as an
 * engine's replies and failures or a journal line. Cleaned text is one
 * line of printable ASCII, which is safe to print and to write. */
#ifndef NEXUS_CLI_CLEAN_H
#define NEXUS_CLI_CLEAN_H

#include <stddef.h>

/* Copies `src` into dst[cap], with cap > 0. Each byte that is not
 * printable ASCII, such as a control byte, an escape, a line break or a
 * byte above 0x7e, is written as \xNN, so that nothing an engine sends can
 * move the cursor, retitle a terminal or start a line of a journal. A
 * text that does not fit is cut after the text of a whole byte. Returns
 * dst. */
char *cli_clean(char *dst, size_t cap, const char *src);

/* Works as cli_clean for the `len` bytes at src, and writes a NUL byte as
 * \x00. Returns dst. */
char *cli_clean_bytes(char *dst, size_t cap, const char *src, size_t len);

#endif
