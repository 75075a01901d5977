/* The analysis of `nexus engine` (protocol 1.1 `analyze`): an estimate of
 * each full legal turn of a position, by the library's random playouts
 * (nexus_game_playout) shared among the turns by UCB1, within a limit of
 * playouts or time, and stoppable. It looks one turn deep: a candidate's
 * estimate is the share of the playouts after it that the mover wins
 * (a draw, a game without a winner and an unfinished playout count one
 * half). It needs nothing but nexus.h: any bot can be served with it. */
#ifndef NEXUS_CLI_ENGINE_THINK_H
#define NEXUS_CLI_ENGINE_THINK_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "nexus.h"

#define THINK_MAX_CANDIDATES 256

typedef struct think_candidate {
    nexus_turn turn;
    unsigned long visits;
    double score; /* the mover's points: a win 1, a draw 1/2 */
    nexus_game *after; /* the position after the turn */
} think_candidate;

typedef struct think_limits {
    unsigned long visits; /* playouts in all (0: no limit) */
    long time_ms;         /* wall clock (0: no limit) */
} think_limits;

typedef struct think_result {
    think_candidate *c;   /* best first once think_run returns */
    size_t n;
    unsigned long visits; /* playouts in all */
    long ms;              /* the time taken */
    nexus_color me;       /* the side to move */
} think_result;

/* Called about every `every_ms` while it runs, with the result so far
 * (not sorted). */
typedef void (*think_progress_fn)(void *ctx, const think_result *r);

/* Analyse `game` (a game not over, with no offer pending): the candidates
 * are its full legal turns (at most THINK_MAX_CANDIDATES, drawn uniformly
 * from them by the seed when there are more). Runs until a limit is
 * reached (at least one playout per candidate unless stopped) or *stop
 * becomes non-zero. Returns a status; *out is freed with think_free. */
nexus_status think_run(think_result *out, const nexus_game *game,
                       uint64_t seed, const think_limits *lim,
                       const atomic_int *stop, think_progress_fn progress,
                       void *ctx, long every_ms);

/* The index of the best candidate so far: the most visited, then the best
 * estimate. */
size_t think_best(const think_result *r);

void think_free(think_result *r);

#endif
