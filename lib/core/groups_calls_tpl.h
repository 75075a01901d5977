/* The calls of groups.h on the storage type nx_bb, for one instance of the
 * width templates (the table is kept on 9x9 only, so only the 128-bit
 * width is instantiated). It includes groups_tpl.h, whose functions it
 * calls. groups.c includes it through widths.h, once as it is and once
 * with NX_HW (the copy that uses the processor's instructions, bits.h).
 *
 * Instantiated:
 *   build_bb128, build_bb128_hw
 *   resync128, resync128_hw
 *   sync_bb128, sync_bb128_hw
 *   match_bb128, match_bb128_hw
 * The suffix 64 or 128 is the width of the board's word, and _hw marks
 * the copies that use the processor's bit instructions. */

#include "groups_tpl.h"

/* Builds the table of `stones` from nothing (nx_groups_build). */
static void T(build_bb)(nx_groups *t, const nx_geom *geom, const nx_bb *stones)
{
    BB s[2];
    s[0] = B_LOAD(stones[0]);
    s[1] = B_LOAD(stones[1]);
    T(groups_build)(t, T(ctx_of)(geom), s);
}

/* A play with captures (`capture`: about one turn in nine of random 9x9
 * games), or else the general path. Out of line, as its code and frame
 * would otherwise weigh on the play without a capture, nearly every other
 * call. */
static NX_NOINLINE void T(resync)(nx_groups *t, const nx_geom *geom,
                                  const nx_bb *old, const nx_bb *now,
                                  int capture)
{
    const T(ctx) *c = T(ctx_of)(geom);
    BB o[2], n[2];
    o[0] = B_LOAD(old[0]);
    o[1] = B_LOAD(old[1]);
    n[0] = B_LOAD(now[0]);
    n[1] = B_LOAD(now[1]);
    if (!capture || T(groups_play)(t, c, 1, o[0], o[1], n[0], n[1]) !=
                        NX_GROUPS_PLAY_DONE)
        T(groups_sync)(t, c, o, n, B_OR(B_XOR(o[0], n[0]), B_XOR(o[1], n[1])));
}

/* The table of `old` brought to `now` (nx_groups_sync). Nothing is done
 * when the boards are the same (a turn whose payment took back its own new
 * stone); a play without a capture takes the fast path, the rest
 * T(resync). */
static void T(sync_bb)(nx_groups *t, const nx_geom *geom, const nx_bb *old,
                       const nx_bb *now)
{
    BB o0 = B_LOAD(old[0]), o1 = B_LOAD(old[1]);
    BB n0 = B_LOAD(now[0]), n1 = B_LOAD(now[1]);
    nx_groups_play_result done;
    if (!B_NZ(B_OR(B_XOR(o0, n0), B_XOR(o1, n1))))
        return;
    done = T(groups_play)(t, T(ctx_of)(geom), 0, o0, o1, n0, n1);
    if (done != NX_GROUPS_PLAY_DONE)
        T(resync)(t, geom, old, now, done == NX_GROUPS_PLAY_CAPTURES);
}

/* Returns 1 if the table describes `stones` exactly (nx_groups_match). */
static int T(match_bb)(const nx_groups *t, const nx_geom *geom,
                       const nx_bb *stones)
{
    const T(ctx) *c = T(ctx_of)(geom);
    BB s0 = B_LOAD(stones[0]), s1 = B_LOAD(stones[1]);
    BB empty = B_ANDN(B_MASK(c->board), B_OR(s0, s1));
    return T(groups_match_side)(t, c, 0, s0, empty) &&
           T(groups_match_side)(t, c, 1, s1, empty);
}
