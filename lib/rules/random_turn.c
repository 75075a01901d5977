/* This file draws random full turns: an offered unblocking set, a point
 * and a payment, each drawn uniformly as nexus.h documents. */
#include "../core/compiler.h"
#include "../core/rng.h"
#include "random_turn.h"
#include "unblock.h"

/* The point draw runs its tests on native words (the width templates),
 * because it is most of the cost of a playout. */
#define NX_TEMPLATE "../rules/random_turn_tpl.h"
#define NX_WIDTHS (NX_W64 | NX_W128)
#include "../core/widths.h"

/* Lists the offered sets of size k, in the order of
 * nexus_game_unblock_sets: the first NEXUS_MAX_POINTS of them go to sets[],
 * and the positions after them to afters[]. Returns the number of offered
 * sets, which may be larger than the number listed. */
static uint64_t offered(nx_bb *sets, nx_pos *afters, const nx_engine *e,
                        const nx_pos *pos, int k)
{
    uint64_t n = 0;
    nx_combo c;
    nx_pos a;
    int more = nx_offered_first(&c, e, pos, k, &a);
    for (; more; more = nx_offered_next(&c, e, pos, &a), n++) {
        if (n < NEXUS_MAX_POINTS) {
            sets[n] = nx_combo_set(&c);
            afters[n] = a;
        }
    }
    return n;
}

/* Finds the s-th offered set, for an s past the first NEXUS_MAX_POINTS
 * sets that `offered` lists. Only a size k >= 2 has that many. */
static void offered_far(nx_bb *set, nx_pos *after, const nx_engine *e,
                        const nx_pos *pos, int k, uint64_t s)
{
    nx_combo c;
    int more = nx_offered_first(&c, e, pos, k, after);
    for (; more && s > 0; s--)
        more = nx_offered_next(&c, e, pos, after);
    *set = nx_combo_set(&c);
}

/* Draws one offered stone (k is 1) uniformly. A stone is drawn among the
 * enemy stones and judged only then; one that is not offered is dropped
 * and the draw repeated, which is uniform among the offered stones, as
 * the point draw is among the legal points. Some stone is always
 * offered when k is 1. */
static void draw_one(nx_eval *ev, const nx_engine *e, uint64_t *state)
{
    nx_pos pos = ev->after;
    nx_bb cand = pos.stones[nx_side(nx_other(pos.color))];
    nx_unblock_base base = NX_UNBLOCK_BASE_NONE;
    int n = nx_bb_count(cand);
    for (;;) {
        nx_bb s = nx_bb_bit(nx_bb_select(cand, (int)nx_rng_below(state,
                                                                 (uint64_t)n)));
        if (nx_unblock_offered_from(&base, e, &pos, s, 1, &ev->after)) {
            ev->unblock = s;
            return;
        }
        cand = nx_bb_andnot(cand, s);
        n--;
    }
}

/* Draws an offered set of size k >= 2 uniformly: every set is judged and
 * listed, and one is drawn from the list. No game has yet been seen to
 * need a set of two or more stones, so this path need not be fast. */
static NX_NOINLINE void draw_listed(nx_eval *ev, const nx_engine *e, int k,
                                    uint64_t *state)
{
    nx_bb sets[NEXUS_MAX_POINTS];
    nx_pos afters[NEXUS_MAX_POINTS];
    uint64_t n, s;
    n = offered(sets, afters, e, &ev->after, k);
    s = nx_rng_below(state, n);
    if (s < NEXUS_MAX_POINTS) {
        ev->unblock = sets[s];
        ev->after = afters[s];
    } else {
        nx_pos pos = ev->after;
        offered_far(&ev->unblock, &ev->after, e, &pos, k, s);
    }
}

/* Draws an offered set of size k uniformly and stores it in ev->unblock,
 * and the position after it in ev->after. A single stone is drawn by
 * rejection (draw_one). */
static void draw_unblock(nx_eval *ev, const nx_engine *e, int k,
                         uint64_t *state)
{
    if (k == 1)
        draw_one(ev, e, state);
    else
        draw_listed(ev, e, k, state);
}

/* Draws a legal point of ev->after uniformly and places a stone there.
 * Returns 1, or 0 if no point is legal. */
static int draw_point(nx_eval *ev, const nx_engine *e, uint64_t *state)
{
    int p;
    nx_bb cap;
    if (e->geom.nn <= 64) {
        uint64_t c = 0, own, opp;
        sides64(&ev->after, &own, &opp);
        p = draw_point64(&c, e, ctx_of64(&e->geom), &ev->after, own, opp,
                         state);
        cap = nx_bb_make(c, 0);
    } else {
        /* BB and B_STORE are those of the last instance, the 128-bit one. */
        BB c = B_ZERO, own, opp;
        sides128(&ev->after, &own, &opp);
        p = draw_point128(&c, e, ctx_of128(&e->geom), &ev->after, own, opp,
                          state);
        cap = B_STORE(c);
    }
    if (p < 0)
        return 0;
    nx_turn_place(ev, e, p, cap);
    return 1;
}

nx_bb nx_random_payment(const nx_eval *ev, uint64_t *state)
{
    int payers[NEXUS_MAX_POINTS], i;
    int m = nx_bb_to_list(ev->after.stones[nx_side(ev->after.color)], payers);
    nx_bb pay = nx_bb_zero();
    for (i = 0; i < (int)ev->net; i++) {
        int j = i + (int)nx_rng_below(state, (uint64_t)(m - i));
        int t = payers[i];
        payers[i] = payers[j];
        payers[j] = t;
        pay = nx_bb_or(pay, nx_bb_bit(payers[i]));
    }
    return pay;
}

int nx_random_turn(nx_eval *ev, nx_bb *pay, const nx_engine *e,
                   uint64_t *state)
{
    int k = nx_cur(e)->k;
    nx_pos_current(&ev->after, e);
    ev->unblock = nx_bb_zero();
    if (k > 0)
        draw_unblock(ev, e, k, state);
    if (!draw_point(ev, e, state))
        return 0;
    *pay = ev->audit == NEXUS_AUDIT_PAY ? nx_random_payment(ev, state)
                                        : nx_bb_zero();
    return 1;
}
