/* The record reader and writer find the words of the record format here
 * (names.c). */
#ifndef NX_NAMES_H
#define NX_NAMES_H

#include <stddef.h>
#include "nexus.h"

/* Looks up the keyword spelled by the `len` bytes at `word`, which need not
 * be NUL-terminated. Returns 1 and sets *key if they spell a keyword, and
 * returns 0 otherwise. */
int nx_record_key_find(nexus_record_key *key, const char *word, size_t len);

#endif
