/* nexus-conformance: shared declarations of the runner's parts. */
#ifndef NEXUS_CONFORMANCE_H
#define NEXUS_CONFORMANCE_H

#include <stddef.h>
#include <stdint.h>

#include "nexus.h"

/* A check of each recorded turn, made before the turn is replayed (the
 * --bots option of nexus-conformance compares it with the simple bot's
 * choice). `before` is the game before the turn. Returns 1 if the turn is
 * right; otherwise writes what was expected instead to `got` (`cap` bytes,
 * NUL-terminated) and returns 0, and the file fails at the turn's line. */
typedef int (*conformance_turn_fn)(void *ctx, const nexus_game *before,
                                   const nexus_turn *turn, char *got,
                                   size_t cap);

/* Options of a replay run; all-zero (memset) is a plain replay. */
typedef struct conformance_options {
    conformance_turn_fn check_turn; /* NULL: no check */
    void *check_ctx;                /* passed to check_turn */
} conformance_options;

/* Replay one record and check every expectation line. Prints exactly one
 * line, `PASS path` or `FAIL path:LINE: expected 'X' got 'Y'`.
 * Returns 1 if the file passed, 0 if not. */
int conformance_check_file(const char *path, const conformance_options *opts);

/* Pass and failure counts of a run over several files. */
typedef struct conformance_tally {
    int passed, failed;
} conformance_tally;

/* Checks one file; returns 1 if it passed. */
typedef int (*conformance_check_fn)(const char *path, void *ctx);

/* Check every path: a file, or a directory whose *.nxr files are checked in
 * name order (an unreadable directory counts as a failure). */
void conformance_check_paths(conformance_tally *t, char *const *paths, int n,
                             conformance_check_fn check, void *ctx);

/* perft(depth) from the empty board (definition in docs/records.md).
 * Returns 0 on success, -1 (after printing why) on failure. */
int conformance_perft(uint64_t *out, int size, int p1, int p2, int depth);

#endif
