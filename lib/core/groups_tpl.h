/* The group table (groups.h) on a native word of one width: building it,
 * keeping it through a change of the board, and the analyses read from
 * it. A template, included after board_tpl.h (see board_w.h); the tables
 * are kept on 9x9 only, but the code is the same for either width. */

#include "compiler.h"

/* Id in or out of a stored set of ids, on the one word that holds it: the
 * atari sets change by one id at a time, and a bit of a two-word value
 * costs a shift of both words. */
static inline void T(groups_mark)(nx_bb *set, int id, int on)
{
    uint64_t *w = id < 64 ? &set->lo : &set->hi;
    uint64_t m = (uint64_t)1 << (id & 63);
    *w = on ? *w | m : *w & ~m;
}

/* The liberties of group id of colour s, and its place in the atari set. */
static inline void T(groups_set_libs)(nx_groups *t, int s, int id, BB libs)
{
    t->libs[id] = B_STORE(libs);
    T(groups_mark)(&t->atari[s], id, B_ISONE(libs));
}

/* A new group of colour s: listed, its stones named, id one of them. */
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

static inline void T(groups_drop)(nx_groups *t, int s, int id)
{
    int i = t->at[id], last = t->list[s][--t->n[s]];
    t->list[s][i] = (unsigned char)last;
    t->at[last] = (unsigned char)i;
    T(groups_mark)(&t->atari[s], id, 0);
}

/* The groups of colour s grown from the stones of `seeds`. */
static inline void T(groups_grow)(nx_groups *t, const T(ctx) *c, int s,
                                  BB seeds, BB stones, BB empty)
{
    while (B_NZ(seeds)) {
        int id = B_FIRST(seeds);
        BB around, grp = T(group_around)(c, B_BIT(id), stones, &around);
        if (t->n[s] == NX_GROUPS_COLOUR) { /* cannot happen (groups.h) */
            t->valid = 0;
            return;
        }
        T(groups_add)(t, s, id, grp, B_AND(around, empty));
        seeds = B_ANDN(seeds, grp);
    }
}

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

/* The liberties of group gs once the points of x changed, from its old
 * ones: they change only at x. */
static inline BB T(groups_libs)(const T(ctx) *c, BB gs, BB libs, BB x,
                                BB empty)
{
    BB freed = B_AND(x, empty);
    libs = B_ANDN(libs, x);
    return B_NZ(freed) ? B_OR(libs, B_AND(T(expand)(c, gs), freed)) : libs;
}

/* What colour s needs once its changed groups are dropped. */
typedef struct T(regrow) {
    BB fresh;   /* its new stones */
    BB joined;  /* a single new stone and the groups it joins */
    BB jlibs;   /* their liberties */
    BB relabel; /* the joined stones of groups other than `keep` */
    BB regrow;  /* stones of groups that lost some, to grow again */
    int keep;   /* the first joined group, kept to become the union; -1 */
} T(regrow);

/* Colour s before its groups are met: new stones `fresh` (none, one or
 * several), their neighbours `reach`, joined to nothing yet. */
static inline void T(regrow_start)(T(regrow) *r, BB fresh, BB reach, BB empty)
{
    r->fresh = r->joined = fresh;
    r->relabel = B_ZERO;
    r->jlibs = B_AND(reach, empty);
    r->regrow = B_ZERO;
    r->keep = -1;
}

/* Group id (stones gs, liberties libs) joins the new stone: the first
 * such group stays listed to become the union, so that only the others'
 * stones are renamed. */
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

/* Colour s after the points of x changed (old: its stones before, now:
 * after), first half. Only groups with a stone in `near` (x and its
 * neighbours) can change: one that lost no stone and meets no new one has
 * its liberties at x redone; those a single new stone joins become one by
 * union (the second half); the rest (a group that lost stones, or several
 * new stones, as an undo puts back) are grown again. Two old groups can
 * join only through a new stone, so no untouched group is part of a
 * joined or regrown one. */
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

/* The group of a single new stone once every group it joins is met: the
 * union under the kept id, or the stone alone, a new group named by it. */
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

/* The second half: the new groups of colour s. */
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

/* 1 if the stones of `set` are whole groups of the table's board. */
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

/* The captures of a play (T(groups_play)): 1, and the groups of `gone`
 * dropped from colour s, if gone is whole groups of s taken off the board
 * (none of it back, nor the point of the new stone `fresh`; opp: the
 * stones of s now); 0, the table untouched, otherwise. */
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

/* A play (T(groups_play)) for the colour s that played the stone `fresh`
 * (neighbours `reach`) and captured `gone`: what the general path does in
 * that case, in the same order, so that the table comes out the same. Its
 * groups are those next to the stone, which join it, and those next to a
 * captured stone alone, which gain liberties there (T(groups_libs), with
 * the freed points known to be `gone`); none loses a stone. */
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
            libs = B_OR(libs, B_AND(T(expand)(c, gs), gone));
        if (B_NZ(B_AND(gs, reach)))
            T(groups_join)(&r, t, s, id, gs, libs);
        else
            T(groups_set_libs)(t, s, id, libs);
    }
    T(groups_unite)(t, s, &r);
}

/* T(groups_play) once the colour s of the new stone is known: `fresh` its
 * change, `gone` the other colour's, own its stones before, opp the other
 * colour's after. s and `capturing` are constants where it is inlined, so
 * that the instance for a play without captures carries nothing of them. */
static NX_ALWAYS_INLINE int T(groups_play_by)(nx_groups *t,
                                              const T(ctx) *c, int s,
                                              int capturing, BB fresh,
                                              BB gone, BB own, BB opp)
{
    BB reach, it;
    if (!B_ISONE(fresh) || B_NZ(B_AND(fresh, own)))
        return 0;
    if (!capturing) {
        if (B_NZ(gone))
            return -1;
        gone = B_ZERO; /* known, and so its code is left out */
    } else if (!T(groups_capture)(t, 1 - s, fresh, gone, opp)) {
        return 0;
    }
    reach = T(around)(c, B_FIRST(fresh));
    for (it = B_AND(reach, opp); B_NZ(it);) {
        int id = t->gid[B_FIRST(it)];
        BB libs = B_ANDN(B_LOAD(t->libs[id]), fresh);
        it = B_ANDN(it, B_LOAD(t->stones[id]));
        t->libs[id] = B_STORE(libs);
        /* left two liberties or more, it had three: out of atari still */
        if (!B_NZ(B_POP(libs)))
            T(groups_mark)(&t->atari[1 - s], id, B_NZ(libs));
    }
    /* the empty points near the stone: its neighbours are on the board */
    T(groups_play_own)(t, c, s, own, fresh, reach, gone,
                       B_ANDN(reach, B_OR(own, opp)));
    return 1;
}

/* The fast path of nx_groups_sync, for nearly every change of a game: now
 * is old with one new stone of a colour on a point empty before, less
 * whole groups of the other colour: a play and its captures. Then the
 * captured groups go, the other enemy groups next to the stone lose that
 * liberty (none touches a captured one: it would be part of it), and the
 * own side joins (T(groups_play_own)); no flood, nothing grown again: 1.
 * Without `capturing`, a play that removed stones is left alone: -1, to
 * be done with it. 0, the table untouched, for anything else (an undo, a
 * payment, an unblocking removal that was not of whole groups). The
 * colour that gained a stone is the
 * one whose change has a stone of now. */
static NX_ALWAYS_INLINE int T(groups_play)(nx_groups *t, const T(ctx) *c,
                                           int capturing, BB old0, BB old1,
                                           BB now0, BB now1)
{
    BB d0 = B_XOR(old0, now0), d1 = B_XOR(old1, now1);
    if (B_NZ(B_AND(d1, now1)))
        return T(groups_play_by)(t, c, 1, capturing, d1, d0, old1, now0);
    return T(groups_play_by)(t, c, 0, capturing, d0, d1, old0, now1);
}

/* The general path, for any change x of the board (nx_groups_sync tries
 * T(groups_play) first). Both colours drop before either adds: a point
 * can change colour in one step (an unblocking removal, then a stone on
 * the freed point), and a new group's id must not overwrite an old group
 * still to be read. */
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

/* The enemy stones captured by a stone at p (pb, neighbours `around`) on
 * the table's board less the enemy stones `gone`, p not in gone. An enemy
 * group that lost no stone is unchanged (a stone of gone next to it would
 * be part of it): its liberties hold. What is left of one that did is
 * next to a freed point, a liberty other than p: never captured. */
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

/* The same on a freed point p (one of gone; `empty`: the empty points
 * but p). Its enemy neighbours are what is left of its old group, `left`,
 * in pieces, each next to a freed point (the group was connected). One
 * next to a freed point other than p, or to an old liberty, breathes;
 * the others touch gone at p alone, so are next to p, and each holds a
 * neighbour of p without an empty neighbour (`rest`): those are taken.
 * So the pieces grown from the stones with an empty neighbour are spared,
 * and the growth stops once it holds `rest`: nothing is taken. */
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
        g = B_AND(B_OR(g, T(expand)(c, g)), left);
    } while (!B_EQ(g, last));
    return B_ANDN(left, g);
}

/* T(place) on the table's board less the enemy stones `gone` (what an
 * unblocking removal judges, unblock.c): own and opp its sides, p empty
 * there. The enemy groups as in T(groups_taken_after) and
 * T(groups_taken_freed); the own groups are the table's, with the freed
 * points next to them as liberties besides their own. */
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
        libs = B_AND(T(expand)(c, B_LOAD(t->stones[id])), gone);
        if (B_NZ(B_ANDN(libs, pb)))
            return 0;
    }
    return 1;
}

/* A stone of colour me at empty point p, from the table (T(place) without
 * a flood): the stones it captures into *cap, 1 if it is suicide. The
 * board less no stones: the compiler drops the parts of `gone`. */
static inline int T(groups_place)(const nx_groups *t, const T(ctx) *c,
                                  BB own, BB opp, int p, BB *cap)
{
    return T(groups_place_after)(t, c, own, opp, B_ZERO, p, cap);
}

/* The whole-board analysis of T(scan_board), read from the table of the
 * board (own is colour me's), from the groups in atari alone: the enemy
 * ones give the capturing points; every empty neighbour of an own group
 * with two liberties is no suicide, and those are the neighbours of the
 * own stones outside the own groups in atari. No flood. */
static inline void T(groups_scan)(T(scan) *s, const nx_groups *t,
                                  const T(ctx) *c, int me, BB own, BB opp)
{
    BB it, weak = B_ZERO, supported;
    s->empty = B_ANDN(B_MASK(c->board), B_OR(own, opp));
    s->open = B_AND(s->empty, T(expand)(c, s->empty));
    s->n_atari = 0;
    s->capturing = B_ZERO;
    for (it = B_LOAD(t->atari[1 - me]); B_NZ(it); it = B_POP(it)) {
        int id = B_FIRST(it);
        BB libs = B_LOAD(t->libs[id]);
        s->atari_lib[s->n_atari] = (signed char)B_FIRST(libs);
        s->atari_group[s->n_atari++] = B_LOAD(t->stones[id]);
        s->capturing = B_OR(s->capturing, libs);
    }
    for (it = B_LOAD(t->atari[me]); B_NZ(it); it = B_POP(it))
        weak = B_OR(weak, B_LOAD(t->stones[B_FIRST(it)]));
    supported = B_AND(T(expand)(c, B_ANDN(own, weak)), s->empty);
    s->alive = B_OR(B_OR(s->open, s->capturing), supported);
}

/* 1 if the table describes colour s of the board exactly: every listed
 * group is the whole group of its id with its liberties, each of its
 * stones names it, together they hold every stone of s once, and the
 * atari set holds exactly the listed ids with one liberty. */
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
