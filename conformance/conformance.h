/* The declarations that the parts of the runner nexus-conformance share. */
#ifndef NEXUS_CONFORMANCE_H
#define NEXUS_CONFORMANCE_H

#include <stddef.h>
#include <stdint.h>

#include "nexus.h"

/* A check of each recorded turn, made before the turn is replayed. The
 * --bots option of nexus-conformance uses it to compare the turn with the
 * simple bot's choice. `before` is the game before the turn. Returns 1 if
 * the turn is right. Otherwise it writes what was expected instead to
 * `got`, NUL-terminated in `cap` bytes, and returns 0, and the file fails
 * at the turn's line. */
typedef int (*conformance_turn_fn)(void *ctx, const nexus_game *before,
                                   const nexus_turn *turn, char *got,
                                   size_t cap);

/* The options of a replay run. Options that are all zero (memset) make a
 * plain replay. */
typedef struct conformance_options {
    conformance_turn_fn check_turn; /* It is NULL for no check. */
    void *check_ctx;                /* It is passed to check_turn. */
} conformance_options;

/* Replays one record and checks every expectation line. Prints exactly
 * one line, `PASS path` or `FAIL path:LINE: expected 'X' got 'Y'`.
 * Returns 1 if the file passed, and 0 otherwise. */
int conformance_check_file(const char *path, const conformance_options *opts);

/* The counts of passes and failures of a run over several files. */
typedef struct conformance_tally {
    int passed, failed;
} conformance_tally;

/* Checks one file. Returns 1 if it passed, and 0 otherwise. */
typedef int (*conformance_check_fn)(const char *path, void *ctx);

/* Checks every path. A path is a file, or a directory whose *.nxr files
 * are checked in name order, and an unreadable directory counts as a
 * failure. */
void conformance_check_paths(conformance_tally *t, char *const *paths, int n,
                             conformance_check_fn check, void *ctx);

/* Counts perft(depth) from the empty board, as docs/records.md defines it.
 * Returns 0 on success, and -1 on failure, after printing why. */
int conformance_perft(uint64_t *out, int size, int p1, int p2, int depth);

#endif
