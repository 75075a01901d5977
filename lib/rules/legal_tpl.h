/* Legality of placements (R6, R7) on a native word of one width: the
 * board mechanics of ../core/board_tpl.h plus the repetition check against
 * the engine's history. A template, included after board_tpl.h by legal.c
 * for each width (see ../core/board_w.h). */

#include "../core/groups_tpl.h"

/* Instantiated: sides, seen_after, repeats, kept_less, place_away,
 * place_at, status_empty, status, repeated_at, repeated_all,
 * repeated_quiet, probed_quiet, repeated, legal_scan, legal, any, alive,
 * reach and any_of_both, each with the suffix 64 or 128, and with 64_hw or
 * 128_hw in the copies that use the processor's instructions. */

/* The group table is kept on 9x9 only (groups.h): the one-word instance
 * does not even test for it. */
#undef T_KEPT
#undef T_TABLE
#if NX_W == 64
#define T_KEPT(e, pos) 0
#define T_TABLE(e) 0
#else
#define T_KEPT(e, pos) nx_engine_groups_for((e), (pos))
#define T_TABLE(e) ((e)->grp.valid)
#endif

/* The stones of the side to move and of the opponent. */
static inline void T(sides)(const nx_pos *pos, BB *own, BB *opp)
{
    int me = nx_side(pos->color);
    *own = B_LOAD(pos->stones[me]);
    *opp = B_LOAD(pos->stones[1 - me]);
}

/* 1 if the board after placing at p and capturing `cap`, whose position
 * hash is h, was recorded: the table probe, then the full comparison. */
static inline int T(seen_after)(const nx_engine *e, const nx_pos *pos, int p,
                                BB own, BB opp, BB cap, uint64_t h)
{
    int me = nx_side(pos->color);
    nx_bb b[2];
    if (!nx_history_maybe(&e->hist, h))
        return 0;
    b[me] = B_STORE(B_OR(own, B_BIT(p)));
    b[1 - me] = B_STORE(B_ANDN(opp, cap));
    return nx_history_seen(&e->hist, h, b[0], b[1]);
}

/* 1 if placing at p, capturing `cap`, recreates a recorded position (R6,
 * R12). `stones` is the number of stones before the placement. */
static inline int T(repeats)(const nx_engine *e, const nx_pos *pos, int p,
                             BB own, BB opp, BB cap, int stones)
{
    uint64_t h = pos->board_hash ^ nx_zobrist[nx_side(pos->color)][p];
    int64_t debt[2];
    int n_cap = 0;
    /* A capture's keys and count in one pass: the count alone would not
     * spare the keys, since a board with fewer stones than now is never
     * above `most`. */
    if (B_NZ(cap))
        h ^= nx_stones_hash_count(B_STORE(cap), nx_other(pos->color), &n_cap);
    /* No recorded board ever held more stones than `most`, so a board
     * with more cannot repeat: this spares the probes of the opening. */
    if (stones + 1 - n_cap > pos->most)
        return 0;
    debt[0] = pos->debt[0];
    debt[1] = pos->debt[1];
    /* The capture debt moves the difference with the board, which is why
     * a ko recapture repeats. */
    if (n_cap)
        nx_charge_debts(debt, pos->color, nx_turn_debt(e, n_cap, 0));
    h ^= nx_zobrist_diff(debt[0] - debt[1]);
    return T(seen_after)(e, pos, p, own, opp, cap, h);
}

/* 1 if the valid group table describes pos's board less some enemy
 * stones, *gone: the own stones are the table's, the enemy ones a part of
 * its. That is every position an unblocking removal judges (unblock.c),
 * pos the current one less the set. */
static inline int T(kept_less)(const nx_engine *e, const nx_pos *pos, BB own,
                               BB opp, BB *gone)
{
    int me = nx_side(pos->color);
    BB was = B_LOAD(e->cur.stones[1 - me]);
    if (!B_EQ(own, B_LOAD(e->cur.stones[me])) || B_NZ(B_ANDN(opp, was)))
        return 0;
    *gone = B_ANDN(was, opp);
    return 1;
}

/* T(place_at) away from the current position, a table kept (so never on
 * the one-word boards): from it on the current board less some enemy
 * stones, by the floods elsewhere. Out of line, so that the callers of
 * the current position's tests, a tight loop over points, carry none of
 * its code. */
static NX_NOINLINE int T(place_away)(const nx_engine *e, const T(ctx) *c,
                                     const nx_pos *pos, BB own, BB opp,
                                     int p, BB *cap)
{
    BB gone = B_ZERO;
    if (T(kept_less)(e, pos, own, opp, &gone))
        return T(groups_place_after)(&e->grp, c, own, opp, gone, p, cap);
    return T(place)(c, own, opp, p, cap);
}

/* A stone at empty point p of pos, whose sides are own and opp: the
 * stones it captures into *cap, and 1 if it is suicide. The kept groups
 * answer where they describe pos, or pos less some enemy stones; the
 * floods elsewhere, inline where no table is kept (a playout's draws). */
static inline int T(place_at)(const nx_engine *e, const T(ctx) *c,
                              const nx_pos *pos, BB own, BB opp, int p,
                              BB *cap)
{
    if (T_KEPT(e, pos))
        return T(groups_place)(&e->grp, c, own, opp, p, cap);
    if (T_TABLE(e))
        return T(place_away)(e, c, pos, own, opp, p, cap);
    return T(place)(c, own, opp, p, cap);
}

/* The status of empty point p of pos, whose sides are own and opp, and
 * when legal the stones it captures. */
static inline nexus_point_status T(status_empty)(const nx_engine *e,
                                                 const T(ctx) *c,
                                                 const nx_pos *pos, BB own,
                                                 BB opp, int p, BB *cap)
{
    if (T(place_at)(e, c, pos, own, opp, p, cap))
        return NEXUS_POINT_SUICIDE;
    if (T(repeats)(e, pos, p, own, opp, *cap, pos->count))
        return NEXUS_POINT_REPETITION;
    return NEXUS_POINT_LEGAL;
}

/* The status of point p (R7) and, when legal, the stones it captures. */
static inline nexus_point_status T(status)(const nx_engine *e,
                                           const T(ctx) *c, const nx_pos *pos,
                                           int p, BB *cap)
{
    BB own, opp;
    T(sides)(pos, &own, &opp);
    if (B_TEST(B_OR(own, opp), p))
        return NEXUS_POINT_OCCUPIED;
    return T(status_empty)(e, c, pos, own, opp, p, cap);
}

/* The points of `quiet` (legal but for repetition, capturing nothing)
 * whose placement repeats. Such a placement adds one stone and keeps the
 * debts, so only a recorded board of one stone more, with the same enemy
 * stones and our own plus one, can be its repetition; the point is the one
 * that board adds, and its hash decides (as in nx_history_seen). One look
 * at each such board answers for every point, where a probe per point
 * would cost more as soon as the points outnumber the boards (they are
 * many on a large board). */
static inline BB T(repeated_at)(const nx_entry *x, int me, uint64_t h0,
                                BB own, BB opp)
{
    const uint64_t *keys = nx_zobrist[me];
    BB add;
    if (!B_EQ(B_LOAD(x->stones[1 - me]), opp))
        return B_ZERO;
    /* One stone more than ours: ours and one more if it adds one. */
    add = B_ANDN(B_LOAD(x->stones[me]), own);
    if (B_ISONE(add) && x->hash == (h0 ^ keys[B_FIRST(add)]))
        return add;
    return B_ZERO;
}

/* The same over every entry from the first that held that many stones
 * (`most` is a running maximum): where the count chain is not known. */
static inline BB T(repeated_all)(const nx_history *h, int me, int want,
                                 uint64_t h0, BB own, BB opp)
{
    BB rep = B_ZERO;
    size_t j;
    for (j = nx_history_first_most(h, want); j < h->len; j++)
        if (h->entries[j].count == want)
            rep = B_OR(rep, T(repeated_at)(&h->entries[j], me, h0, own, opp));
    return rep;
}

static inline BB T(repeated_quiet)(const nx_engine *e, const nx_pos *pos,
                                   BB own, BB opp, BB quiet)
{
    const nx_history *h = &e->hist;
    int me = nx_side(pos->color), want = pos->count + 1;
    uint64_t h0 = nx_pos_hash(pos, pos->board_hash);
    uint32_t j = h->last ? h->last[want] : NX_FAR_ENTRY;
    BB rep = B_ZERO;
    /* The entries of `want` stones, by their links from the last. */
    while (j != NX_NO_ENTRY) {
        const nx_entry *x;
        if (j == NX_FAR_ENTRY)
            return B_AND(T(repeated_all)(h, me, want, h0, own, opp), quiet);
        x = &h->entries[j];
        rep = B_OR(rep, T(repeated_at)(x, me, h0, own, opp));
        j = x->back == 0             ? NX_NO_ENTRY
            : x->back == NX_LINK_FAR ? NX_FAR_ENTRY
                                     : j - x->back;
    }
    /* A recorded board never adds a point that is not quiet here (it
     * would hold a group without liberties); the mask keeps the answer
     * within `quiet` without leaning on that. */
    return B_AND(rep, quiet);
}

/* The same by one probe of the hash table per point: on a small board,
 * where the points are few, the probes land on free slots and their
 * branches are predictable, and they cost less than the links. */
static inline BB T(probed_quiet)(const nx_engine *e, const nx_pos *pos,
                                 BB own, BB opp, BB quiet)
{
    const uint64_t *keys = nx_zobrist[nx_side(pos->color)];
    uint64_t h0 = nx_pos_hash(pos, pos->board_hash);
    BB rep = B_ZERO, it;
    for (it = quiet; B_NZ(it); it = B_POP(it)) {
        int p = B_FIRST(it);
        /* A quiet placement keeps the debts: h0 and the stone's key. */
        if (T(seen_after)(e, pos, p, own, opp, B_ZERO, h0 ^ keys[p]))
            rep = B_OR(rep, B_BIT(p));
    }
    return rep;
}

#undef REPEATED_QUIET
#if NX_W == 64
#define REPEATED_QUIET probed_quiet
#else
#define REPEATED_QUIET repeated_quiet
#endif

/* The points of `alive` (from scan s) whose placement repeats. */
static inline BB T(repeated)(const nx_engine *e, const nx_pos *pos,
                             const T(scan) *s, BB alive)
{
    BB own, opp, rep = B_ZERO, it;
    int stones;
    T(sides)(pos, &own, &opp);
    stones = pos->count;
    if (stones + 1 <= pos->most)
        rep = T(REPEATED_QUIET)(e, pos, own, opp, B_ANDN(alive, s->capturing));
    for (it = B_AND(alive, s->capturing); B_NZ(it); it = B_POP(it)) {
        int p = B_FIRST(it);
        if (T(repeats)(e, pos, p, own, opp, T(scan_captures)(s, p), stones))
            rep = B_OR(rep, B_BIT(p));
    }
    return rep;
}

/* The legal points of pos past the open board of T(legal), by the
 * whole-board analysis of its empty points `empty` (whose neighbours are
 * `one` and `two`, T(empty_near)). Out of line on the one-word boards,
 * whose open boards (the opening, and most nodes of a shallow search)
 * then carry none of its frame. */
#if NX_W == 64
static NX_NOINLINE BB
#else
static inline BB
#endif
T(legal_scan)(const nx_engine *e, const T(ctx) *c, const nx_pos *pos, BB own,
              BB opp, BB empty, BB one, BB two, BB *capturing)
{
    T(scan) s;
    T(scan_near)(&s, c, own, opp, empty, one, two);
    *capturing = s.capturing;
    return B_ANDN(s.alive, T(repeated)(e, pos, &s, s.alive));
}

/* The legal points of pos; *capturing receives those that capture. Where
 * the group table describes pos, it answers without a flood. Elsewhere an
 * open board needs no analysis: where every enemy stone has two empty
 * neighbours no group is in atari, so nothing is captured; where every
 * empty point has an empty neighbour nothing is suicide; and with more
 * stones than any recorded board nothing repeats. Then every empty point
 * is legal. */
static inline BB T(legal)(const nx_engine *e, const T(ctx) *c,
                          const nx_pos *pos, BB *capturing)
{
    BB own, opp, one, two, empty;
    T(sides)(pos, &own, &opp);
    if (T_KEPT(e, pos)) {
        T(scan) s;
        T(groups_scan)(&s, &e->grp, c, nx_side(pos->color), own, opp);
        *capturing = s.capturing;
        return B_ANDN(s.alive, T(repeated)(e, pos, &s, s.alive));
    }
    empty = B_ANDN(B_MASK(c->board), B_OR(own, opp));
    if (T(open)(c, opp, empty, &one, &two) && pos->count + 1 > pos->most) {
        *capturing = B_ZERO;
        return empty;
    }
    return T(legal_scan)(e, c, pos, own, opp, empty, one, two, capturing);
}

/* 1 if some empty point is legal. The empty points with an empty
 * neighbour and no enemy one come first: they capture nothing and are
 * never suicide, so only a repetition can bar them, and a free hash slot
 * rules that out at once. The answer usually comes from the first one.
 * When none is legal, the others need the mechanics: then the whole-board
 * analysis, whose sets (*legal, *capturing; *whole = 1) answer the list
 * of the legal points that usually follows, where tests point by point
 * would be thrown away (they cost about two thirds of the analysis). */
static inline int T(any)(const nx_engine *e, const T(ctx) *c,
                         const nx_pos *pos, BB *legal, BB *capturing,
                         int *whole)
{
    BB own, opp, empty, quiet, it;
    T(sides)(pos, &own, &opp);
    empty = B_ANDN(B_MASK(c->board), B_OR(own, opp));
    quiet = B_ANDN(B_AND(empty, T(expand)(c, empty)), T(expand)(c, opp));
    if (B_NZ(quiet)) {
        const uint64_t *keys = nx_zobrist[nx_side(pos->color)];
        uint64_t h0;
        if (pos->count + 1 > pos->most)
            return 1;
        h0 = nx_pos_hash(pos, pos->board_hash);
        for (it = quiet; B_NZ(it); it = B_POP(it)) {
            int p = B_FIRST(it);
            if (!T(seen_after)(e, pos, p, own, opp, B_ZERO, h0 ^ keys[p]))
                return 1;
        }
    }
    *legal = T(legal)(e, c, pos, capturing);
    *whole = 1;
    return B_NZ(*legal);
}

/* The empty points of pos where a placement is no suicide (R6), legal or
 * barred by repetition: what an unblocking removal at pos is judged from
 * (unblock.c). Without the table, the whole-board scan, which floods each
 * group once; with it, each point with no empty neighbour (a point with
 * one never is suicide) is read from the table, without a flood. */
static inline BB T(alive)(const nx_engine *e, const T(ctx) *c,
                          const nx_pos *pos)
{
    BB own, opp, empty, alive, it, cap;
    T(sides)(pos, &own, &opp);
    if (!T_KEPT(e, pos)) {
        T(scan) s;
        T(scan_board)(&s, c, own, opp);
        return s.alive;
    }
    empty = B_ANDN(B_MASK(c->board), B_OR(own, opp));
    alive = B_AND(empty, T(expand)(c, empty));
    for (it = B_ANDN(empty, alive); B_NZ(it); it = B_POP(it))
        if (!T(groups_place)(&e->grp, c, own, opp, B_FIRST(it), &cap))
            alive = B_OR(alive, B_BIT(B_FIRST(it)));
    return alive;
}

/* The neighbours of the mover's groups that touch the enemy stones `set`
 * in pos: removing `set` gives those groups a liberty, so away from `set`
 * these are the only points whose suicide the removal can end (why:
 * unblock.c). The groups are read from the table where it describes pos,
 * flooded elsewhere. */
static inline BB T(reach)(const nx_engine *e, const T(ctx) *c,
                          const nx_pos *pos, BB set)
{
    BB own, opp, touch, grp = B_ZERO;
    T(sides)(pos, &own, &opp);
    touch = B_AND(T(expand)(c, set), own);
    if (!T_KEPT(e, pos)) {
        (void)T(group_around)(c, touch, own, &grp);
        return grp;
    }
    while (B_NZ(touch)) {
        BB gs = B_LOAD(e->grp.stones[e->grp.gid[B_FIRST(touch)]]);
        grp = B_OR(grp, gs);
        touch = B_ANDN(touch, gs);
    }
    return T(expand)(c, grp);
}

/* `found` with bit 0 set if some point of `cand` is legal in pos, bit 1
 * if some is in `charged`, pos with other debts; a bit already set is not
 * looked for again. The debts move only the repetition check (R6), so one
 * placement test per point serves both: what an unblocking removal asks
 * before and after its debt (unblock.c), where the placement tests are
 * most of the cost. */
static inline int T(any_of_both)(const nx_engine *e, const T(ctx) *c,
                                 const nx_pos *pos, const nx_pos *charged,
                                 BB cand, int found)
{
    BB own, opp, it, cap;
    T(sides)(pos, &own, &opp);
    for (it = B_ANDN(cand, B_OR(own, opp)); B_NZ(it) && found != 3;
         it = B_POP(it)) {
        int p = B_FIRST(it);
        if (T(place_at)(e, c, pos, own, opp, p, &cap))
            continue;
        if (!(found & 1) && !T(repeats)(e, pos, p, own, opp, cap, pos->count))
            found |= 1;
        if (!(found & 2) &&
            !T(repeats)(e, charged, p, own, opp, cap, charged->count))
            found |= 2;
    }
    return found;
}
