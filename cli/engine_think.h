/* The analysis of `nexus engine`, which answers `analyze` of protocol
 * 1.1. It estimates each full legal turn of a position by the library's
 * random playouts (nexus_game_playout), which UCB1 shares among the turns,
 * within a limit of playouts or of time, and it can be stopped. It looks
 * one turn deep: a candidate's estimate is the share of the playouts after
 * it that the mover wins. A draw, a game without a winner and an
 * unfinished playout count one half. It needs nothing but nexus.h, so
 * that any bot can be served with it. */
#ifndef NEXUS_CLI_ENGINE_THINK_H
#define NEXUS_CLI_ENGINE_THINK_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "nexus.h"

#define THINK_MAX_CANDIDATES 256

/* One candidate turn of an analysis. */
typedef struct think_candidate {
    nexus_turn turn;
    unsigned long visits;
    double score; /* The mover's points: 1 for a win, 1/2 for a draw. */
    nexus_game *after; /* The position after the turn. */
} think_candidate;

/* The limits of an analysis. */
typedef struct think_limits {
    unsigned long visits; /* The playouts in all, or 0 for no limit. */
    long time_ms;         /* The wall clock, or 0 for no limit. */
} think_limits;

/* The result of an analysis. */
typedef struct think_result {
    think_candidate *c;   /* The candidates, best first once think_run
                             returns. */
    size_t n;
    unsigned long visits; /* The playouts in all. */
    long ms;              /* The time taken. */
    nexus_color me;       /* The side to move. */
} think_result;

/* The callback of progress. It is called about every `every_ms` while the
 * analysis runs, with the result so far, which is not sorted. */
typedef void (*think_progress_fn)(void *ctx, const think_result *r);

/* Analyses `game`, which must not be over and must have no offer pending.
 * The candidates are its full legal turns, at most THINK_MAX_CANDIDATES
 * of them; when there are more, the seed draws them uniformly. The
 * analysis runs until a limit is reached or *stop becomes non-zero, and
 * unless it is stopped it makes at least one playout for each candidate.
 * Returns a nexus_status, and *out is then freed with think_free. */
nexus_status think_run(think_result *out, const nexus_game *game,
                       uint64_t seed, const think_limits *lim,
                       const atomic_int *stop, think_progress_fn progress,
                       void *ctx, long every_ms);

/* Returns the index of the best candidate so far: the most visited, and
 * among those the one with the best estimate. */
size_t think_best(const think_result *r);

void think_free(think_result *r);

#endif
