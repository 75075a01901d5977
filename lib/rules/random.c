/* Random turns: a uniform offered set, point and payment. */
#include "../core/rng.h"
#include "random.h"
#include "unblock.h"

/* The s-th offered set of size k (order of nexus_game_unblock_sets) into
 * *set and *after; returns the number of offered sets seen, all of them
 * when s is past the last. */
static uint64_t offered_at(nx_bb *set, nx_pos *after, const nx_engine *e,
                           const nx_pos *pos, int k, uint64_t s)
{
    uint64_t n = 0;
    nx_combo c;
    if (!nx_combo_first(&c, pos->stones[nx_side(nx_other(pos->color))], k))
        return 0;
    do {
        nx_pos a;
        if (!nx_unblock_offered(e, pos, nx_combo_set(&c), k, &a))
            continue;
        if (n++ == s) {
            *set = nx_combo_set(&c);
            *after = a;
            return n;
        }
    } while (nx_combo_next(&c));
    return n;
}

/* A uniform offered set when one is due: the position after it, into
 * ev->after and ev->unblock. */
static void draw_unblock(nx_eval *ev, const nx_engine *e, uint64_t *state)
{
    int k = nx_cur(e)->k;
    nx_pos pos;
    uint64_t n;
    nx_pos_current(&pos, e);
    ev->unblock = nx_bb_zero();
    ev->after = pos;
    if (k == 0)
        return;
    n = offered_at(&ev->unblock, &ev->after, e, &pos, k, UINT64_MAX);
    offered_at(&ev->unblock, &ev->after, e, &pos, k, nx_rng_below(state, n));
}

/* A uniform legal point of ev->after, placed. Some point is legal: the
 * phase said so (R15-R17). */
static void draw_point(nx_eval *ev, const nx_engine *e, uint64_t *state)
{
    nx_bb cand = nx_bb_andnot(e->geom.board, nx_bb_or(ev->after.stones[0],
                                                      ev->after.stones[1]));
    for (;;) {
        int i = (int)nx_rng_below(state, (uint64_t)nx_bb_count(cand));
        int p = nx_bb_select(cand, i);
        nx_bb cap;
        if (nx_point_status(e, &ev->after, p, &cap) == NEXUS_POINT_LEGAL) {
            nx_turn_place(ev, e, p, cap);
            return;
        }
        cand = nx_bb_andnot(cand, nx_bb_bit(p));
    }
}

/* A uniform payment of net stones among the mover's (partial
 * Fisher-Yates over the canonical list). */
static nx_bb draw_payment(const nx_eval *ev, uint64_t *state)
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

void nx_random_turn(nx_eval *ev, nx_bb *pay, const nx_engine *e,
                    uint64_t *state)
{
    draw_unblock(ev, e, state);
    draw_point(ev, e, state);
    *pay = ev->audit == NEXUS_AUDIT_PAY ? draw_payment(ev, state)
                                        : nx_bb_zero();
}
