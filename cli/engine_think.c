/* The analysis of nexus engine (engine_think.h). */
#define _POSIX_C_SOURCE 200809L

#include "clock.h"
#include "engine_think.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The UCB1 constant, sqrt(2), which is the textbook value for scores in
 * [0, 1]. */
#define EXPLORATION 1.4142135623730951
/* A playout stops unfinished after this many turns, and is scored as a
 * draw. */
#define PLAYOUT_TURNS 1000

/* Keeps `t` among the candidates. All the turns are kept while there is
 * room, and then a uniform sample of them, by reservoir sampling: the k-th
 * turn replaces a random one with the probability cap / k. */
static void keep(think_result *r, const nexus_turn *t, uint64_t *seen,
                 uint64_t *rng)
{
    uint64_t j = 0;
    ++*seen;
    if (r->n < THINK_MAX_CANDIDATES) {
        r->c[r->n++].turn = *t;
        return;
    }
    nexus_rng_below(&j, rng, *seen);
    if (j < THINK_MAX_CANDIDATES)
        r->c[j].turn = *t;
}

/* Lists the candidates of `game` and the position after each of them.
 * Returns NEXUS_OK, NEXUS_E_GAME_OVER when `game` has no turn, or
 * NEXUS_E_NOMEM. */
static nexus_status list_candidates(think_result *r, const nexus_game *game,
                                    uint64_t *rng)
{
    nexus_turns *it = NULL;
    nexus_turn t;
    uint64_t seen = 0;
    size_t i;
    nexus_status st = nexus_turns_new(&it, game);
    while (st == NEXUS_OK && (st = nexus_turns_next(&t, it)) == NEXUS_OK)
        keep(r, &t, &seen, rng);
    nexus_turns_free(it);
    if (st != NEXUS_ITER_OVER)
        return st;
    if (r->n == 0)
        return NEXUS_E_GAME_OVER;
    for (i = 0, st = NEXUS_OK; i < r->n && st == NEXUS_OK; i++) {
        st = nexus_game_clone(&r->c[i].after, game);
        if (st == NEXUS_OK)
            st = nexus_game_play(r->c[i].after, &r->c[i].turn);
    }
    return st;
}

/* Returns the candidate to play out next: an unvisited one, and otherwise
 * the one with the best UCB1. */
static size_t select_candidate(const think_result *r)
{
    double best = -1, logn = log((double)r->visits);
    size_t i, pick = 0;
    for (i = 0; i < r->n; i++) {
        const think_candidate *c = &r->c[i];
        double ucb;
        if (c->visits == 0)
            return i;
        ucb = c->score / (double)c->visits +
              EXPLORATION * sqrt(logn / (double)c->visits);
        if (ucb > best) {
            best = ucb;
            pick = i;
        }
    }
    return pick;
}

/* Plays one random playout after candidate i and scores it for the mover.
 * Returns NEXUS_OK, or the error of the library call that fails. */
static nexus_status playout(think_result *r, size_t i, nexus_game *scratch,
                            uint64_t *rng)
{
    think_candidate *c = &r->c[i];
    nexus_outcome o = NEXUS_OUTCOME_NONE;
    nexus_reason why = NEXUS_REASON_NONE;
    nexus_phase ph = NEXUS_PHASE_OVER;
    uint64_t seed = 0;
    size_t played = 0;
    nexus_status st = nexus_game_copy(scratch, c->after);
    if (st == NEXUS_OK)
        st = nexus_rng_next(&seed, rng);
    if (st == NEXUS_OK && nexus_game_phase(&ph, scratch) == NEXUS_OK &&
        ph != NEXUS_PHASE_OVER)
        st = nexus_game_playout(scratch, seed, PLAYOUT_TURNS, &played);
    if (st != NEXUS_OK)
        return st;
    nexus_game_result(&o, &why, scratch);
    if ((o == NEXUS_OUTCOME_BLACK_WINS && r->me == NEXUS_BLACK) ||
        (o == NEXUS_OUTCOME_WHITE_WINS && r->me == NEXUS_WHITE))
        c->score += 1;
    else if (o != NEXUS_OUTCOME_BLACK_WINS && o != NEXUS_OUTCOME_WHITE_WINS)
        c->score += 0.5;
    c->visits++;
    r->visits++;
    return NEXUS_OK;
}

static int over_limit(const think_result *r, const think_limits *lim,
                      long start)
{
    if (r->visits < r->n) /* Every candidate is played out once first. */
        return 0;
    return (lim->visits && r->visits >= lim->visits) ||
           (lim->time_ms && cli_now_ms() - start >= lim->time_ms);
}

static int by_visits(const void *a, const void *b)
{
    const think_candidate *x = a, *y = b;
    double ex = x->visits ? x->score / (double)x->visits : 0;
    double ey = y->visits ? y->score / (double)y->visits : 0;
    if (x->visits != y->visits)
        return x->visits < y->visits ? 1 : -1;
    return ex < ey ? 1 : ex > ey ? -1 : 0;
}

/* Plays playouts until a limit, a stop or an error. Returns NEXUS_OK, or
 * the error that ended them. */
static nexus_status search(think_result *r, const think_limits *lim,
                           const atomic_int *stop, think_progress_fn progress,
                           void *ctx, long every_ms, uint64_t *rng)
{
    nexus_game *scratch = NULL;
    long start = cli_now_ms(), last = start;
    nexus_status st = nexus_game_clone(&scratch, r->c[0].after);
    while (st == NEXUS_OK && !over_limit(r, lim, start) &&
           !atomic_load(stop)) {
        st = playout(r, select_candidate(r), scratch, rng);
        if (progress && (r->visits & 63u) == 0 &&
            cli_now_ms() - last >= every_ms) {
            last = cli_now_ms();
            r->ms = last - start;
            progress(ctx, r);
        }
    }
    r->ms = cli_now_ms() - start;
    nexus_game_free(scratch);
    return st;
}

nexus_status think_run(think_result *out, const nexus_game *game,
                       uint64_t seed, const think_limits *lim,
                       const atomic_int *stop, think_progress_fn progress,
                       void *ctx, long every_ms)
{
    uint64_t rng = seed;
    nexus_status st;
    memset(out, 0, sizeof *out);
    out->c = calloc(THINK_MAX_CANDIDATES, sizeof *out->c);
    if (!out->c)
        return NEXUS_E_NOMEM;
    st = nexus_game_to_move(&out->me, game);
    if (st == NEXUS_OK)
        st = list_candidates(out, game, &rng);
    if (st == NEXUS_OK)
        st = search(out, lim, stop, progress, ctx, every_ms, &rng);
    if (st == NEXUS_OK)
        qsort(out->c, out->n, sizeof *out->c, by_visits);
    return st;
}

size_t think_best(const think_result *r)
{
    size_t i, best = 0;
    for (i = 1; i < r->n; i++)
        if (by_visits(&r->c[i], &r->c[best]) < 0)
            best = i;
    return best;
}

void think_free(think_result *r)
{
    size_t i;
    for (i = 0; r->c && i < r->n; i++)
        nexus_game_free(r->c[i].after);
    free(r->c);
    memset(r, 0, sizeof *r);
}
