/* The record vocabulary (names.c), for the record reader and writer. */
#ifndef NX_NAMES_H
#define NX_NAMES_H

#include <stddef.h>
#include "nexus.h"

/* The keyword spelled by the `len` bytes at `word` (not NUL-terminated).
 * Returns 1 and sets *key, or 0 for no keyword. */
int nx_record_key_find(nexus_record_key *key, const char *word, size_t len);

#endif
