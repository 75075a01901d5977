/* The group table behind one call each (kept on 9x9: the 128-bit width). */
#include <string.h>

#include "compiler.h"
#include "groups.h"

#define NX_W 128
#include "board_w.h"
#include "board_tpl.h"
#include "groups_tpl.h"
#undef NX_W

void nx_groups_build(nx_groups *t, const nx_geom *geom, const nx_bb *stones)
{
    BB s[2];
    s[0] = B_LOAD(stones[0]);
    s[1] = B_LOAD(stones[1]);
    groups_build128(t, ctx_of128(geom), s);
}

/* A play with captures (`capture`: about one turn in nine of random 9x9
 * games), or else the general path: out of line, as their code and frame
 * would otherwise weigh on the play without a capture, nearly every other
 * call. */
static NX_NOINLINE void groups_resync(nx_groups *t, const nx_geom *geom,
                                      const nx_bb *old, const nx_bb *now,
                                      int capture)
{
    const ctx128 *c = ctx_of128(geom);
    BB o[2], n[2];
    o[0] = B_LOAD(old[0]);
    o[1] = B_LOAD(old[1]);
    n[0] = B_LOAD(now[0]);
    n[1] = B_LOAD(now[1]);
    if (!capture || !groups_play128(t, c, 1, o[0], o[1], n[0], n[1]))
        groups_sync128(t, c, o, n, B_OR(B_XOR(o[0], n[0]), B_XOR(o[1], n[1])));
}

/* Nothing to do when the boards are the same (a turn whose payment took
 * back its own new stone); a play without a
 * capture by the fast path; the rest out of line. */
void nx_groups_sync(nx_groups *t, const nx_geom *geom, const nx_bb *old,
                    const nx_bb *now)
{
    BB o0 = B_LOAD(old[0]), o1 = B_LOAD(old[1]);
    BB n0 = B_LOAD(now[0]), n1 = B_LOAD(now[1]);
    int done;
    if (!B_NZ(B_OR(B_XOR(o0, n0), B_XOR(o1, n1))))
        return;
    done = groups_play128(t, ctx_of128(geom), 0, o0, o1, n0, n1);
    if (done <= 0)
        groups_resync(t, geom, old, now, done < 0);
}

void nx_groups_copy(nx_groups *dst, const nx_groups *src)
{
    int s, i;
    dst->valid = (unsigned char)(src->valid && dst->room);
    if (!dst->valid)
        return;
    dst->n[0] = src->n[0];
    dst->n[1] = src->n[1];
    memcpy(dst->list, src->list, sizeof dst->list);
    memcpy(dst->at, src->at, sizeof dst->at);
    memcpy(dst->gid, src->gid, sizeof dst->gid);
    dst->atari[0] = src->atari[0];
    dst->atari[1] = src->atari[1];
    for (s = 0; s < 2; s++)
        for (i = 0; i < src->n[s]; i++) {
            int id = src->list[s][i];
            dst->stones[id] = src->stones[id];
            dst->libs[id] = src->libs[id];
        }
}

int nx_groups_match(const nx_groups *t, const nx_geom *geom,
                    const nx_bb *stones)
{
    const ctx128 *c = ctx_of128(geom);
    BB s0 = B_LOAD(stones[0]), s1 = B_LOAD(stones[1]);
    BB empty = B_ANDN(B_MASK(c->board), B_OR(s0, s1));
    if (geom->nn <= 64)
        return 0; /* never kept there */
    return groups_match_side128(t, c, 0, s0, empty) &&
           groups_match_side128(t, c, 1, s1, empty);
}
