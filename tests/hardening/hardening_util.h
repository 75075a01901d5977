/*
 * Helpers of the hardening tests (tests/hardening): a seeded random
 * generator and a random legal turn built only through the public API.
 * Header-only and free of global state, so every thread can use it.
 */
#ifndef NEXUS_HARDENING_UTIL_H
#define NEXUS_HARDENING_UTIL_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "nexus.h"

/* The library's splitmix64 (nexus_rng_next), state owned by the caller. */
static inline uint64_t hx_next(uint64_t *state)
{
    uint64_t x = 0;
    (void)nexus_rng_next(&x, state);
    return x;
}

/* Uniform in 0..n-1 (n > 0; the tiny modulo bias does not matter here). */
static inline size_t hx_below(uint64_t *state, size_t n)
{
    return (size_t)(hx_next(state) % n);
}

/* FNV-1a over bytes, chained through `h`. */
static inline uint64_t hx_fnv(uint64_t h, const void *data, size_t n)
{
    const unsigned char *p = (const unsigned char *)data;
    size_t i;
    for (i = 0; i < n; i++) {
        h ^= p[i];
        h *= UINT64_C(0x100000001B3);
    }
    return h;
}
#define HX_FNV_INIT UINT64_C(0xCBF29CE484222325)

/*
 * Pick one of the offered unblocking sets at random into turn->unblock
 * (kept apart from hx_random_turn: the sets need a heap scratch buffer whose
 * failure paths make up most of this). Returns NEXUS_OK, the first error of
 * a query, NEXUS_E_NOMEM, or NEXUS_E_INVALID_ARG if the offer is malformed.
 */
static inline nexus_status hx_random_unblock(nexus_turn *turn,
                                             const nexus_game *game,
                                             uint64_t *rng)
{
    int k = 0, *sets;
    size_t count = 0, pick;
    nexus_status st;
    if ((st = nexus_game_unblock_size(&k, game)) != NEXUS_OK)
        return st;
    st = nexus_game_unblock_sets(NULL, 0, &count, game);
    if (st != NEXUS_E_BUFFER_TOO_SMALL || k <= 0 || count == 0 ||
        count % (size_t)k != 0)
        return st == NEXUS_OK ? NEXUS_E_INVALID_ARG : st;
    sets = (int *)malloc(count * sizeof *sets);
    if (!sets)
        return NEXUS_E_NOMEM;
    st = nexus_game_unblock_sets(sets, count, &count, game);
    if (st == NEXUS_OK) {
        pick = hx_below(rng, count / (size_t)k);
        memcpy(turn->unblock, sets + pick * (size_t)k,
               (size_t)k * sizeof *sets);
        turn->n_unblock = k;
    }
    free(sets);
    return st;
}

/* A random payment of exactly pv->net of the stones that may pay, into
 * turn->pay (partial Fisher-Yates over pv->payers, which it shuffles). */
static inline void hx_random_payment(nexus_turn *turn, nexus_preview *pv,
                                     uint64_t *rng)
{
    int i, net = (int)pv->net;
    for (i = 0; i < net; i++) {
        size_t j = (size_t)i + hx_below(rng, (size_t)(pv->n_payers - i));
        int t = pv->payers[i];
        pv->payers[i] = pv->payers[j];
        pv->payers[j] = t;
        turn->pay[i] = pv->payers[i];
    }
    turn->n_pay = net;
}

/*
 * A random legal turn for the side to move: a random offered unblocking set
 * when one is due, a random point legal after it, and a random payment of
 * exactly net own stones when the audit asks for one. Returns NEXUS_OK, or
 * the first error of a query (NEXUS_E_GAME_OVER once the game is over,
 * NEXUS_E_NOMEM if the scratch buffer for the sets cannot be allocated).
 */
static inline nexus_status hx_random_turn(nexus_turn *turn,
                                          const nexus_game *game,
                                          uint64_t *rng)
{
    int points[NEXUS_MAX_POINTS];
    size_t n = 0;
    nexus_phase phase;
    nexus_preview pv;
    nexus_status st;

    memset(turn, 0, sizeof *turn);
    if ((st = nexus_game_phase(&phase, game)) != NEXUS_OK)
        return st;
    if (phase == NEXUS_PHASE_OVER)
        return NEXUS_E_GAME_OVER;
    if (phase == NEXUS_PHASE_UNBLOCK) {
        if ((st = hx_random_unblock(turn, game, rng)) != NEXUS_OK)
            return st;
        st = nexus_game_legal_after_unblock(points, NEXUS_MAX_POINTS, &n,
                                            game, turn->unblock,
                                            turn->n_unblock);
    } else {
        st = nexus_game_legal_points(points, NEXUS_MAX_POINTS, &n, game);
    }
    if (st != NEXUS_OK)
        return st;
    if (n == 0)
        return NEXUS_E_INVALID_ARG; /* an unblocking always leaves a point */
    turn->point = points[hx_below(rng, n)];
    st = nexus_game_preview(&pv, game, turn->unblock, turn->n_unblock,
                            turn->point);
    if (st != NEXUS_OK)
        return st;
    if (pv.audit == NEXUS_AUDIT_PAY)
        hx_random_payment(turn, &pv, rng);
    return NEXUS_OK;
}

/* Options of a random game: size 3..9, p1 and p2 mostly small. */
static inline void hx_random_options(nexus_options *o, uint64_t *rng)
{
    static const int rates[] = {0, 1, 2, 2, 3, 4, 4, 5, 8, 10};
    nexus_options d = NEXUS_OPTIONS_INIT;
    *o = d;
    o->size = 3 + (int)hx_below(rng, 7);
    o->capture_debt = rates[hx_below(rng, 10)];
    o->unblock_debt = rates[hx_below(rng, 10)];
}

#endif
