/* The group table (groups.h) on the native word of one board width: how the
 * table is built, how it is kept up to date through a change of the board,
 * and the analyses read from it. This file is a template: include it after
 * board_tpl.h, with NX_W defined (see board_w.h). The table is kept on 9x9
 * boards only, but the code is the same for either width.
 *
 * groups.c includes it for the 128-bit width, and ../rules/legal.c includes
 * it through ../rules/legal_tpl.h for both widths. It defines these names:
 *   regrow64, regrow128, regrow64_hw, regrow128_hw (types)
 *   groups_mark64, groups_mark128, groups_mark64_hw, groups_mark128_hw
 *   groups_set_libs64, groups_set_libs128, groups_set_libs64_hw,
 *     groups_set_libs128_hw
 *   groups_add64, groups_add128, groups_add64_hw, groups_add128_hw
 *   groups_drop64, groups_drop128, groups_drop64_hw, groups_drop128_hw
 *   groups_grow64, groups_grow128, groups_grow64_hw, groups_grow128_hw
 *   groups_build64, groups_build128, groups_build64_hw, groups_build128_hw
 *   groups_libs64, groups_libs128, groups_libs64_hw, groups_libs128_hw
 *   regrow_start64, regrow_start128, regrow_start64_hw, regrow_start128_hw
 *   groups_join64, groups_join128, groups_join64_hw, groups_join128_hw
 *   groups_sync_drop64, groups_sync_drop128, groups_sync_drop64_hw,
 *     groups_sync_drop128_hw
 *   groups_unite64, groups_unite128, groups_unite64_hw, groups_unite128_hw
 *   groups_sync_add64, groups_sync_add128, groups_sync_add64_hw,
 *     groups_sync_add128_hw
 *   groups_whole64, groups_whole128, groups_whole64_hw, groups_whole128_hw
 *   groups_capture64, groups_capture128, groups_capture64_hw,
 *     groups_capture128_hw
 *   groups_play_own64, groups_play_own128, groups_play_own64_hw,
 *     groups_play_own128_hw
 *   groups_play_by64, groups_play_by128, groups_play_by64_hw,
 *     groups_play_by128_hw
 *   groups_play64, groups_play128, groups_play64_hw, groups_play128_hw
 *   groups_sync64, groups_sync128, groups_sync64_hw, groups_sync128_hw
 *   groups_taken_after64, groups_taken_after128, groups_taken_after64_hw,
 *     groups_taken_after128_hw
 *   groups_taken_freed64, groups_taken_freed128, groups_taken_freed64_hw,
 *     groups_taken_freed128_hw
 *   groups_place_after64, groups_place_after128, groups_place_after64_hw,
 *     groups_place_after128_hw
 *   groups_place64, groups_place128, groups_place64_hw, groups_place128_hw
 *   groups_scan64, groups_scan128, groups_scan64_hw, groups_scan128_hw
 *   groups_match_side64, groups_match_side128, groups_match_side64_hw,
 *     groups_match_side128_hw
 * The suffix 64 or 128 is the width of the board's word, and _hw marks
 * the copies that use the processor's bit instructions.
 * The comments below name them as T(name), the template's spelling. */

#include "compiler.h"

/* Puts `id` into a stored set of ids (on != 0) or takes it out (on == 0),
 * working on the one word that holds its bit. The atari sets change by one
 * id at a time, and setting a bit of a two-word value would cost a shift of
 * both words. */
static inline void T(groups_mark)(nx_bb *set, int id, int on)
{
    uint64_t *w = id < 64 ? &set->lo : &set->hi;
    uint64_t m = (uint64_t)1 << (id & 63);
    *w = on ? *w | m : *w & ~m;
}

/* Stores the liberties of group `id` of colour s. The group is in the atari
 * set of s exactly when it has a single liberty. */
static inline void T(groups_set_libs)(nx_groups *t, int s, int id, BB libs)
{
    t->libs[id] = B_STORE(libs);
    T(groups_mark)(&t->atari[s], id, B_ISONE(libs));
}

/* Lists a new group of colour s and names it as the group of each of its
 * stones. Its id must be one of its stones. */
static inline void T(groups_add)(nx_groups *t, int s, int id, BB stones,
                                 BB libs)
{
    BB it;
    t->at[id] = t->n[s];
    t->list[s][t->n[s]++] = (unsigned char)id;
    t->stones[id] = B_STORE(stones);
    T(groups_set_libs)(t, s, id, libs);
    for (it = stones; B_NZ(it); it = B_POP(it))
        t->gid[B_FIRST(it)] = (unsigned char)id;
}

/* Takes group `id` off the list of colour s and out of its atari set. The
 * last listed group moves into its place, so that the list has no gaps. */
static inline void T(groups_drop)(nx_groups *t, int s, int id)
{
    int i = t->at[id], last = t->list[s][--t->n[s]];
    t->list[s][i] = (unsigned char)last;
    t->at[last] = (unsigned char)i;
    T(groups_mark)(&t->atari[s], id, 0);
}

/* Adds the groups of colour s that hold the stones of `seeds`, each grown
 * by a flood through `stones` (the stones of s). Their liberties are their
 * neighbours in `empty`. */
static inline void T(groups_grow)(nx_groups *t, const T(ctx) *c, int s,
                                  BB seeds, BB stones, BB empty)
{
    while (B_NZ(seeds)) {
        int id = B_FIRST(seeds);
        BB around, grp = T(group_around)(c, B_BIT(id), stones, &around);
        if (t->n[s] == NX_GROUPS_COLOUR) {
            /* This cannot happen: see NX_GROUPS_COLOUR. */
            t->valid = 0;
            return;
        }
        T(groups_add)(t, s, id, grp, B_AND(around, empty));
        seeds = B_ANDN(seeds, grp);
    }
}

/* Builds the table of the board `st` ([0] Black, [1] White) from nothing. */
static inline void T(groups_build)(nx_groups *t, const T(ctx) *c,
                                   const BB st[2])
{
    BB empty = B_ANDN(B_MASK(c->board), B_OR(st[0], st[1]));
    int s;
    t->valid = 1;
    for (s = 0; s < 2 && t->valid; s++) {
        t->n[s] = 0;
        t->atari[s] = B_STORE(B_ZERO);
        T(groups_grow)(t, c, s, st[s], st[s], empty);
    }
}

/* Returns the liberties of the group `gs` after the points of x changed,
 * computed from its liberties `libs` before. The group must have no stone in
 * x. Its liberties can then change only at the points of x. */
static inline BB T(groups_libs)(const T(ctx) *c, BB gs, BB libs, BB x,
                                BB empty)
{
    BB freed = B_AND(x, empty);
    libs = B_ANDN(libs, x);
    return B_NZ(freed) ? B_OR(libs, B_AND(T(expand_in)(c, gs), freed)) : libs;
}

/* What the second half of a sync (T(groups_sync_add)) needs to know about
 * colour s once the first half has dropped its changed groups. */
typedef struct T(regrow) {
    BB fresh;   /* the new stones of s */
    BB joined;  /* the new stones and the groups that touch them */
    BB jlibs;   /* the liberties of the stones of `joined` */
    BB relabel; /* the stones of the joined groups other than `keep` */
    BB regrow;  /* what is left of the groups that lost stones */
    int keep;   /* the first joined group, kept to become the union, or -1
                   while no group has joined */
} T(regrow);

/* Starts the record of colour s before any of its groups is met. `fresh`
 * holds its new stones (none, one or several) and `reach` their
 * neighbours. No group has joined them yet. */
static inline void T(regrow_start)(T(regrow) *r, BB fresh, BB reach, BB empty)
{
    r->fresh = r->joined = fresh;
    r->relabel = B_ZERO;
    r->jlibs = B_AND(reach, empty);
    r->regrow = B_ZERO;
    r->keep = -1;
}

/* Records that group `id` (stones gs, liberties libs) touches a new stone.
 * The first such group stays listed and will become the union, so that only
 * the stones of the other groups need to be renamed. */
static inline void T(groups_join)(T(regrow) *r, nx_groups *t, int s, int id,
                                  BB gs, BB libs)
{
    if (r->keep < 0) {
        r->keep = id;
    } else {
        T(groups_drop)(t, s, id);
        r->relabel = B_OR(r->relabel, gs);
    }
    r->joined = B_OR(r->joined, gs);
    r->jlibs = B_OR(r->jlibs, libs);
}

/* Does the first half of a sync of colour s after the points of x changed.
 * `old` holds the stones of s before and `now` after; `near` holds x and its
 * neighbours. Only a group with a stone in `near` can change:
 * - A group that lost no stone and touches no new stone keeps its id, and
 *   only its liberties at x are redone.
 * - A group that touches a new stone joins it. When s gained a single
 *   stone, the second half may unite them into one group.
 * - Everything else is grown again in the second half: what is left of a
 *   group that lost stones, and the joined groups when there are several
 *   new stones (as when an undo puts stones back).
 * Two old groups can join only through a new stone. So no group that this
 * function leaves untouched is part of a joined or regrown group. */
static inline void T(groups_sync_drop)(T(regrow) *r, nx_groups *t,
                                       const T(ctx) *c, int s, BB old,
                                       BB now, BB x, BB near, BB empty)
{
    BB cand = B_AND(old, near), fresh = B_ANDN(now, old);
    BB reach = B_NZ(fresh) ? T(expand)(c, fresh) : B_ZERO;
    T(regrow_start)(r, fresh, reach, empty);
    while (B_NZ(cand)) {
        int id = t->gid[B_FIRST(cand)];
        BB gs = B_LOAD(t->stones[id]), libs = B_LOAD(t->libs[id]);
        cand = B_ANDN(cand, gs);
        if (B_NZ(B_AND(gs, x))) {
            T(groups_drop)(t, s, id);
            r->regrow = B_OR(r->regrow, B_AND(gs, now));
            continue;
        }
        libs = T(groups_libs)(c, gs, libs, x, empty);
        if (B_NZ(B_AND(gs, reach)))
            T(groups_join)(r, t, s, id, gs, libs);
        else
            T(groups_set_libs)(t, s, id, libs);
    }
}

/* Makes the group of a single new stone once every group it joins has been
 * met. If it joins none, the stone alone is a new group, named by its own
 * point. Otherwise the union takes the kept id. */
static inline void T(groups_unite)(nx_groups *t, int s, const T(regrow) *r)
{
    BB it, libs = B_ANDN(r->jlibs, r->fresh);
    if (r->keep < 0) {
        T(groups_add)(t, s, B_FIRST(r->fresh), r->fresh, libs);
        return;
    }
    t->stones[r->keep] = B_STORE(r->joined);
    T(groups_set_libs)(t, s, r->keep, libs);
    t->gid[B_FIRST(r->fresh)] = (unsigned char)r->keep;
    for (it = r->relabel; B_NZ(it); it = B_POP(it))
        t->gid[B_FIRST(it)] = (unsigned char)r->keep;
}

/* Does the second half of a sync of colour s, which adds its new groups. When
 * s gained a single stone, and every group of s that lost stones lost all of
 * them, the stone is united with the groups it joins (T(groups_unite)).
 * Otherwise the kept group is dropped too, and the joined and the regrown
 * stones are grown again. */
static inline void T(groups_sync_add)(nx_groups *t, const T(ctx) *c, int s,
                                      const T(regrow) *r, BB now, BB empty)
{
    if (B_ISONE(r->fresh) && !B_NZ(r->regrow)) {
        T(groups_unite)(t, s, r);
        return;
    }
    if (r->keep >= 0)
        T(groups_drop)(t, s, r->keep);
    T(groups_grow)(t, c, s, B_OR(r->regrow, r->joined), now, empty);
}

/* Returns 1 if the stones of `set` are whole groups of the table's board,
 * and 0 if `set` holds only part of some group. */
static inline int T(groups_whole)(const nx_groups *t, BB set)
{
    while (B_NZ(set)) {
        BB gs = B_LOAD(t->stones[t->gid[B_FIRST(set)]]);
        if (B_NZ(B_ANDN(gs, set)))
            return 0;
        set = B_ANDN(set, gs);
    }
    return 1;
}

/* Drops the groups that a play (T(groups_play)) captured from colour s.
 * `gone` holds the stones that s lost, `fresh` the new stone of the other
 * colour, and `opp` the stones of s after the play. Returns 1, with the
 * groups of `gone` dropped, if `gone` is whole groups of s that have left
 * the board: no point of `gone` holds a stone of s again or the new stone.
 * Returns 0 otherwise, with the table untouched. */
static inline int T(groups_capture)(nx_groups *t, int s, BB fresh, BB gone,
                                    BB opp)
{
    BB it;
    if (B_NZ(B_AND(gone, B_OR(opp, fresh))) || !T(groups_whole)(t, gone))
        return 0;
    for (it = gone; B_NZ(it);) {
        int id = t->gid[B_FIRST(it)];
        it = B_ANDN(it, B_LOAD(t->stones[id]));
        T(groups_drop)(t, s, id);
    }
    return 1;
}

/* Brings the groups of colour s up to date after a play (T(groups_play)):
 * s played the stone `fresh`, whose neighbours are `reach`, and captured
 * `gone`. `own` holds the stones of s before the play, and `empty` the empty
 * points next to the stone. The function does what the general path does in
 * this case, in the same order, so that the table comes out the same. The
 * groups of s that change are those next to the stone, which join it, and
 * those next to a captured stone only, which gain liberties there. (That is
 * T(groups_libs) with the freed points known to be `gone`.) No group of s
 * loses a stone. */
static NX_ALWAYS_INLINE void T(groups_play_own)(nx_groups *t,
                                                const T(ctx) *c, int s,
                                                BB own, BB fresh, BB reach,
                                                BB gone, BB empty)
{
    T(regrow) r;
    BB cand = reach;
    if (B_NZ(gone))
        cand = B_OR(cand, T(expand)(c, gone));
    cand = B_AND(cand, own);
    T(regrow_start)(&r, fresh, reach, empty);
    while (B_NZ(cand)) {
        int id = t->gid[B_FIRST(cand)];
        BB gs = B_LOAD(t->stones[id]);
        BB libs = B_ANDN(B_LOAD(t->libs[id]), fresh);
        cand = B_ANDN(cand, gs);
        if (B_NZ(gone))
            libs = B_OR(libs, B_AND(T(expand_in)(c, gs), gone));
        if (B_NZ(B_AND(gs, reach)))
            T(groups_join)(&r, t, s, id, gs, libs);
        else
            T(groups_set_libs)(t, s, id, libs);
    }
    T(groups_unite)(t, s, &r);
}

/* Does what T(groups_play) does once the colour s of the new stone is known.
 * `fresh` is the change of colour s and `gone` the change of the other colour;
 * `own` holds the stones of s before, and `opp` the stones of the other colour
 * after. s and `capturing` are constants where this function is inlined, so
 * that the instance for a play without captures carries no code for captures.
 * Returns what T(groups_play) returns. */
static NX_ALWAYS_INLINE nx_groups_play_result
T(groups_play_by)(nx_groups *t, const T(ctx) *c, int s, int capturing,
                  BB fresh, BB gone, BB own, BB opp)
{
    BB reach, it;
    if (!B_ISONE(fresh) || B_NZ(B_AND(fresh, own)))
        return NX_GROUPS_PLAY_NONE;
    if (!capturing) {
        if (B_NZ(gone))
            return NX_GROUPS_PLAY_CAPTURES;
        /* The compiler now knows that gone is empty and drops its code. */
        gone = B_ZERO;
    } else if (!T(groups_capture)(t, 1 - s, fresh, gone, opp)) {
        return NX_GROUPS_PLAY_NONE;
    }
    reach = T(around)(c, B_FIRST(fresh));
    for (it = B_AND(reach, opp); B_NZ(it);) {
        int id = t->gid[B_FIRST(it)];
        BB libs = B_ANDN(B_LOAD(t->libs[id]), fresh);
        it = B_ANDN(it, B_LOAD(t->stones[id]));
        t->libs[id] = B_STORE(libs);
        /* A group left with two liberties or more had three before: it
         * was out of atari and still is. */
        if (!B_NZ(B_POP(libs)))
            T(groups_mark)(&t->atari[1 - s], id, B_NZ(libs));
    }
    /* The empty neighbours of the stone: `reach` holds only points of the
     * board, so it needs no mask. */
    T(groups_play_own)(t, c, s, own, fresh, reach, gone,
                       B_ANDN(reach, B_OR(own, opp)));
    return NX_GROUPS_PLAY_DONE;
}

/* The fast path of nx_groups_sync, for nearly every change in a game: a
 * play and its captures. It applies when the board `now` is the board `old`
 * with one new stone of one colour, on a point that was empty, less whole
 * groups of the other colour. The captured groups are then dropped, and the
 * other enemy groups next to the stone lose that liberty. (None of them
 * touches a captured group, or it would be part of it.) The groups of the
 * mover join the stone (T(groups_play_own)). Nothing is flooded and nothing
 * is grown again. The colour that gained a stone is the one whose change
 * holds a stone of `now`.
 *
 * Returns NX_GROUPS_PLAY_DONE when the table describes `now`.
 * Returns NX_GROUPS_PLAY_CAPTURES, with the table untouched, when
 * `capturing` is 0 and the play removed stones: the instance with
 * `capturing` set is the one to call for it.
 * Returns NX_GROUPS_PLAY_NONE, with the table untouched, for any other
 * change (an undo, a payment, an unblocking removal that was not of whole
 * groups): the general path, T(groups_sync), is the one for it. */
static NX_ALWAYS_INLINE nx_groups_play_result
T(groups_play)(nx_groups *t, const T(ctx) *c, int capturing, BB old0,
               BB old1, BB now0, BB now1)
{
    BB d0 = B_XOR(old0, now0), d1 = B_XOR(old1, now1);
    if (B_NZ(B_AND(d1, now1)))
        return T(groups_play_by)(t, c, 1, capturing, d1, d0, old1, now0);
    return T(groups_play_by)(t, c, 0, capturing, d0, d1, old0, now1);
}

/* Syncs the table by the general path, for any change x of the board;
 * nx_groups_sync tries T(groups_play) first. Both colours drop their changed
 * groups before either adds new ones. A point can change colour in one step
 * (an unblocking removal, then a stone on the freed point), and the id of a
 * new group must not overwrite an old group that is still to be read. */
static inline void T(groups_sync)(nx_groups *t, const T(ctx) *c,
                                  const BB old[2], const BB now[2], BB x)
{
    BB near = B_OR(x, T(expand)(c, x));
    BB empty = B_ANDN(B_MASK(c->board), B_OR(now[0], now[1]));
    T(regrow) r[2];
    int s;
    for (s = 0; s < 2; s++)
        T(groups_sync_drop)(&r[s], t, c, s, old[s], now[s], x, near, empty);
    for (s = 0; s < 2 && t->valid; s++)
        T(groups_sync_add)(t, c, s, &r[s], now[s], empty);
}

/* Returns the enemy stones that a stone at p captures on the table's board
 * less the enemy stones `gone`. p is not in `gone`; `pb` is p as a set, and
 * `around` holds its neighbours. An enemy group next to p that lost no stone
 * is unchanged, since a stone of `gone` next to it would be part of it. So
 * its liberties in the table still hold. What is left of a group that lost
 * stones is next to a freed point, which is a liberty other than p, so it
 * is never captured. */
static inline BB T(groups_taken_after)(const nx_groups *t, BB opp, BB gone,
                                       BB pb, BB around)
{
    BB cap = B_ZERO, it;
    for (it = B_AND(around, opp); B_NZ(it); it = B_POP(it)) {
        int id = t->gid[B_FIRST(it)];
        BB gs = B_LOAD(t->stones[id]);
        if (B_EQ(B_LOAD(t->libs[id]), pb) && !B_NZ(B_AND(gs, gone)))
            cap = B_OR(cap, gs);
    }
    return cap;
}

/* Returns the enemy stones that a stone at p captures, as
 * T(groups_taken_after) does, when p is a freed point (a point of `gone`).
 * `empty` holds the empty points other than p.
 *
 * The enemy neighbours of p are what is left of its old group (`left`),
 * possibly in pieces. Each piece is next to a freed point, because the old
 * group was connected. A piece next to a freed point other than p, or next
 * to an old liberty, has a liberty. Every other piece touches `gone` at p
 * only, so it is next to p, and it holds a neighbour of p that has no empty
 * neighbour (one of `rest`): those pieces are captured. So the function
 * grows the spared pieces from the stones of `left` that have an empty
 * neighbour, and returns the rest of `left`. It stops early, with nothing
 * captured, once the growth holds all of `rest`. */
static inline BB T(groups_taken_freed)(const nx_groups *t, const T(ctx) *c,
                                       BB opp, BB gone, int p, BB around,
                                       BB empty)
{
    BB air = T(expand)(c, empty), rest = B_ANDN(B_AND(around, opp), air);
    BB left, g, last;
    if (!B_NZ(rest))
        return B_ZERO;
    left = B_ANDN(B_LOAD(t->stones[t->gid[p]]), gone);
    g = B_AND(left, air);
    do {
        if (!B_NZ(B_ANDN(rest, g)))
            return B_ZERO;
        last = g;
        g = B_AND(B_OR(g, T(expand_in)(c, g)), left);
    } while (!B_EQ(g, last));
    return B_ANDN(left, g);
}

/* Does what T(place) does on the table's board less the enemy stones `gone`. A
 * placement after an unblocking removal is judged so (../rules/unblock.c).
 * `own` and `opp` are the two sides on that board, and p is empty there.
 * Stores the enemy stones that a stone at p captures into *cap. Returns 1 if
 * the stone is suicide, and 0 otherwise. The enemy groups are judged as in
 * T(groups_taken_after) and T(groups_taken_freed). The own groups are those of
 * the table, with the freed points next to them as liberties besides their
 * own. */
static inline int T(groups_place_after)(const nx_groups *t, const T(ctx) *c,
                                        BB own, BB opp, BB gone, int p,
                                        BB *cap)
{
    BB pb = B_BIT(p), around = T(around)(c, p), it;
    BB empty = B_ANDN(B_MASK(c->board), B_OR(B_OR(own, opp), pb));
    *cap = B_TEST(gone, p)
               ? T(groups_taken_freed)(t, c, opp, gone, p, around, empty)
               : T(groups_taken_after)(t, opp, gone, pb, around);
    if (B_NZ(*cap) || B_NZ(B_AND(around, empty)))
        return 0;
    for (it = B_AND(around, own); B_NZ(it); it = B_POP(it)) {
        int id = t->gid[B_FIRST(it)];
        BB libs = B_LOAD(t->libs[id]);
        if (B_NZ(B_ANDN(libs, pb)))
            return 0;
        libs = B_AND(T(expand_in)(c, B_LOAD(t->stones[id])), gone);
        if (B_NZ(B_ANDN(libs, pb)))
            return 0;
    }
    return 1;
}

/* Judges a stone of the side `own` at the empty point p from the table: it
 * is T(place) without a flood. Stores the stones it captures into *cap.
 * Returns 1 if it is suicide, and 0 otherwise. It is T(groups_place_after)
 * with no stone removed, and the compiler drops the code for `gone`. */
static inline int T(groups_place)(const nx_groups *t, const T(ctx) *c,
                                  BB own, BB opp, int p, BB *cap)
{
    return T(groups_place_after)(t, c, own, opp, B_ZERO, p, cap);
}

/* Makes the whole-board analysis of T(scan_board) from the table of the board,
 * without a flood; `own` holds the stones of colour me. Only the groups in
 * atari are read. The enemy groups in atari give the capturing points. An
 * empty neighbour of an own group with two liberties or more is no suicide,
 * and those points are the neighbours of the own stones outside the own groups
 * in atari. */
static inline void T(groups_scan)(T(scan) *s, const nx_groups *t,
                                  const T(ctx) *c, int me, BB own, BB opp)
{
    BB it, weak = B_ZERO, supported;
    s->empty = B_ANDN(B_MASK(c->board), B_OR(own, opp));
    s->open = B_AND(s->empty, T(expand_in)(c, s->empty));
    s->n_atari = 0;
    s->capturing = B_ZERO;
    for (it = B_LOAD(t->atari[1 - me]); B_NZ(it); it = B_POP(it)) {
        int id = B_FIRST(it);
        T(scan_add_atari)(s, B_LOAD(t->libs[id]), B_LOAD(t->stones[id]));
    }
    for (it = B_LOAD(t->atari[me]); B_NZ(it); it = B_POP(it))
        weak = B_OR(weak, B_LOAD(t->stones[B_FIRST(it)]));
    supported = B_AND(T(expand_in)(c, B_ANDN(own, weak)), s->empty);
    s->alive = B_OR(B_OR(s->open, s->capturing), supported);
}

/* Returns 1 if the table describes colour s of the board exactly, and 0
 * otherwise. It does when every listed group is the whole group of its id
 * with its liberties, each of its stones names it, the groups together hold
 * every stone of s once, and the atari set holds exactly the listed ids
 * with one liberty. */
static inline int T(groups_match_side)(const nx_groups *t, const T(ctx) *c,
                                       int s, BB stones, BB empty)
{
    BB seen = B_ZERO, listed = B_ZERO, it;
    int i;
    for (i = 0; i < t->n[s]; i++) {
        int id = t->list[s][i];
        BB gs = B_LOAD(t->stones[id]);
        BB libs = B_LOAD(t->libs[id]);
        if (t->at[id] != i || !B_TEST(gs, id) || B_NZ(B_AND(gs, seen)) ||
            !B_EQ(T(group)(c, B_BIT(id), stones), gs) ||
            !B_EQ(libs, B_AND(T(expand)(c, gs), empty)) ||
            B_TEST(B_LOAD(t->atari[s]), id) != B_ISONE(libs))
            return 0;
        listed = B_OR(listed, B_BIT(id));
        for (it = gs; B_NZ(it); it = B_POP(it))
            if (t->gid[B_FIRST(it)] != id)
                return 0;
        seen = B_OR(seen, gs);
    }
    return B_EQ(seen, stones) && !B_NZ(B_ANDN(B_LOAD(t->atari[s]), listed));
}
