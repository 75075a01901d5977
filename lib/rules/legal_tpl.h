/* This template judges the legality of placements (R6, R7) on the native
 * word of one board width. It adds the repetition check against the
 * engine's history to the board mechanics of ../core/board_tpl.h.
 * legal_calls_tpl.h includes it once for each width (../core/widths.h). */

#include "../core/groups_tpl.h"

/* Instantiated:
 *   sides64, sides128, sides64_hw, sides128_hw
 *   seen_after64, seen_after128, seen_after64_hw, seen_after128_hw
 *   repeats64, repeats128, repeats64_hw, repeats128_hw
 *   kept_less64, kept_less128, kept_less64_hw, kept_less128_hw
 *   place_away64, place_away128, place_away64_hw, place_away128_hw
 *   place_at64, place_at128, place_at64_hw, place_at128_hw
 *   status_empty64, status_empty128, status_empty64_hw, status_empty128_hw
 *   status64, status128, status64_hw, status128_hw
 *   repeated_at64, repeated_at128, repeated_at64_hw, repeated_at128_hw
 *   repeated_all64, repeated_all128, repeated_all64_hw, repeated_all128_hw
 *   repeated_quiet64, repeated_quiet128, repeated_quiet64_hw,
 *     repeated_quiet128_hw
 *   probed_quiet64, probed_quiet128, probed_quiet64_hw, probed_quiet128_hw
 *   repeated64, repeated128, repeated64_hw, repeated128_hw
 *   scan_legal64, scan_legal128, scan_legal64_hw, scan_legal128_hw
 *   legal_scan64, legal_scan64_hw
 *   legal64, legal128, legal64_hw, legal128_hw
 *   any64, any128, any64_hw, any128_hw
 *   alive64, alive128, alive64_hw, alive128_hw
 *   reach64, reach128, reach64_hw, reach128_hw
 *   any_of_both64, any_of_both128, any_of_both64_hw, any_of_both128_hw
 * The suffix 64 or 128 is the width of the board's word, and _hw marks
 * the copies that use the processor's bit instructions. */

/* Only a 9x9 game keeps a group table (../core/groups.h). The one-word
 * instance therefore never tests for one, and its tests compile to
 * nothing. */
#undef T_KEPT
#undef T_TABLE
#if NX_W == 64
#define T_KEPT(e, pos) 0
#define T_TABLE(e) 0
#else
#define T_KEPT(e, pos) nx_engine_groups_for((e), (pos))
#define T_TABLE(e) ((e)->grp.valid)
#endif

/* Loads the stones of the side to move into *own and those of the
 * opponent into *opp. */
static inline void T(sides)(const nx_pos *pos, BB *own, BB *opp)
{
    int me = nx_side(pos->color);
    *own = B_LOAD(pos->stones[me]);
    *opp = B_LOAD(pos->stones[1 - me]);
}

/* Returns 1 if the board after a stone at p that captures `cap` was
 * recorded, and 0 otherwise. The caller passes h, the position hash of
 * that board. A probe of the hash table answers most calls; only a hit is
 * compared board against board. */
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

/* Returns 1 if a stone at p that captures `cap` recreates a recorded
 * position (R6, R12), and 0 otherwise. `stones` is the number of stones on
 * the board before the placement. */
static inline int T(repeats)(const nx_engine *e, const nx_pos *pos, int p,
                             BB own, BB opp, BB cap, int stones)
{
    uint64_t h = pos->board_hash ^ nx_zobrist[nx_side(pos->color)][p];
    int64_t debt[2];
    int n_cap = 0;
    /* One pass gives both the keys and the count of the captured stones.
     * The count alone would not spare the keys: a capture leaves fewer
     * stones than now, and such a board is never above `most`. */
    if (B_NZ(cap))
        h ^= nx_stones_hash_count(B_STORE(cap), nx_other(pos->color), &n_cap);
    /* No recorded board held more stones than `most`, so a board with
     * more cannot repeat one. This test spares the probes of the
     * opening. */
    if (stones + 1 - n_cap > pos->most)
        return 0;
    debt[0] = pos->debt[0];
    debt[1] = pos->debt[1];
    /* The capture debt changes the debt difference together with the
     * board. That is why a ko recapture repeats a position only when the
     * debts come back too. */
    if (n_cap)
        nx_charge_debts(debt, pos->color, nx_turn_debt(e, n_cap, 0));
    h ^= nx_zobrist_diff(debt[0] - debt[1]);
    return T(seen_after)(e, pos, p, own, opp, cap, h);
}

/* Returns 1 if the valid group table describes the board of pos with
 * some enemy stones added back, and stores those stones into *gone. The
 * test holds when the mover's stones are the table's and the enemy stones
 * are a subset of the table's. Every position that an unblocking removal
 * judges (unblock.c) is of that kind: the current position less the
 * removed set. Returns 0 otherwise. */
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

/* Does what T(place_at) does for a position that the group table does
 * not describe, in a game that keeps a table (so never on a one-word
 * board). When pos is the current board less some enemy stones, the table
 * still answers; otherwise the stone's groups are flooded. The function is
 * out of line so that the tight loops over the points of the current
 * position carry none of its code. */
static NX_NOINLINE int T(place_away)(const nx_engine *e, const T(ctx) *c,
                                     const nx_pos *pos, BB own, BB opp,
                                     int p, BB *cap)
{
    BB gone = B_ZERO;
    if (T(kept_less)(e, pos, own, opp, &gone))
        return T(groups_place_after)(&e->grp, c, own, opp, gone, p, cap);
    return T(place)(c, own, opp, p, cap);
}

/* Plays the mechanics of a stone at the empty point p of pos, whose
 * sides are own and opp. Stores the stones that it captures into *cap.
 * Returns 1 if the stone is suicide, and 0 otherwise. The group table
 * answers when it describes pos or pos less some enemy stones. Elsewhere
 * the groups are flooded, inline when the game keeps no table (the draws
 * of a playout). */
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

/* Returns the status of the empty point p of pos, whose sides are own
 * and opp. When the point is legal, stores the stones that a stone there
 * captures into *cap. */
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

/* Returns the status of the point p (R7), occupied or not. When the point
 * is legal, stores the stones that a stone there captures into *cap. */
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

/* Returns the point of `quiet` that the recorded entry x adds to the
 * board, as a set of one point, or the empty set. The points of `quiet`
 * are legal but for repetition and capture nothing. A stone there adds one
 * stone and keeps the debts, so only a recorded board with one stone more
 * can be its repetition: the same enemy stones, and the mover's stones
 * plus one. The added point is the one that the placement would repeat,
 * and the hash decides, as in nx_history_seen. One look at each such board
 * answers for every point at once. A probe for each point would cost more
 * as soon as the points outnumber the boards, and on a large board they
 * are many. */
static inline BB T(repeated_at)(const nx_entry *x, int me, uint64_t h0,
                                BB own, BB opp)
{
    const uint64_t *keys = nx_zobrist[me];
    BB add;
    if (!B_EQ(B_LOAD(x->stones[1 - me]), opp))
        return B_ZERO;
    /* The recorded board must hold the mover's stones and exactly one
     * more. */
    add = B_ANDN(B_LOAD(x->stones[me]), own);
    if (B_ISONE(add) && x->hash == (h0 ^ keys[B_FIRST(add)]))
        return add;
    return B_ZERO;
}

/* Returns what T(repeated_at) finds over every entry from the first one
 * that held `want` stones (`most` is a running maximum). It serves where
 * the chain of entries with the same count is not known. */
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

/* Returns the points of `quiet` whose placement repeats, by following the
 * links between the entries that hold one stone more than pos. h0 is the
 * position hash of pos (nx_pos_hash). */
static inline BB T(repeated_quiet)(const nx_engine *e, const nx_pos *pos,
                                   BB own, BB opp, BB quiet, uint64_t h0)
{
    const nx_history *h = &e->hist;
    int me = nx_side(pos->color), want = pos->count + 1;
    uint32_t j = h->last ? h->last[want] : NX_FAR_ENTRY;
    BB rep = B_ZERO;
    /* The entries with `want` stones are linked, from the last one
     * back. */
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
    /* A recorded board never adds a point that is not quiet here, since
     * it would hold a group without liberties. The mask keeps the answer
     * within `quiet` without leaning on that argument. */
    return B_AND(rep, quiet);
}

/* Returns what T(repeated_quiet) returns, by one probe of the hash table
 * for each point. On a small board the points are few, the probes land on
 * free slots and their branches are predictable, so they cost less than
 * following the links. */
static inline BB T(probed_quiet)(const nx_engine *e, const nx_pos *pos,
                                 BB own, BB opp, BB quiet, uint64_t h0)
{
    const uint64_t *keys = nx_zobrist[nx_side(pos->color)];
    BB rep = B_ZERO, it;
    for (it = quiet; B_NZ(it); it = B_POP(it)) {
        int p = B_FIRST(it);
        /* A quiet placement keeps the debts, so the hash after it is h0
         * with the stone's key. */
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

/* Returns the points of `alive` whose placement repeats. The scan s of
 * the same position gives the points that capture and their captures.
 * `last` is 1 if pos is the position of the last history entry, and 0 if
 * it may be another. The entry's hash is then the position hash of pos,
 * and the quiet points read it instead of mixing the debt key anew. */
static NX_ALWAYS_INLINE BB T(repeated)(const nx_engine *e, const nx_pos *pos,
                                        const T(scan) *s, BB alive, int last)
{
    BB own, opp, rep = B_ZERO;
    int stones, i;
    T(sides)(pos, &own, &opp);
    stones = pos->count;
    if (stones + 1 <= pos->most) {
        uint64_t h0 = last ? nx_history_last(&e->hist)->hash
                           : nx_pos_hash(pos, pos->board_hash);
        rep = T(REPEATED_QUIET)(e, pos, own, opp, B_ANDN(alive, s->capturing),
                                h0);
    }
    /* Every capturing point is alive, and the scan gives each one entry
     * with its captures. */
    for (i = 0; i < s->n_atari; i++) {
        int p = s->atari_lib[i];
        if (T(repeats)(e, pos, p, own, opp, s->atari_group[i], stones))
            rep = B_OR(rep, B_BIT(p));
    }
    return rep;
}

/* Returns the legal points of pos once T(legal) has found that the board
 * is not open, and stores those that capture into *capturing. It analyses
 * the whole board from its empty points `empty` and the empty points with
 * one and two empty neighbours, `one` and `two` (T(empty_near)); `last`
 * says what it says to T(repeated). It is inlined by force into its
 * callers: T(legal) on 9x9, T(legal_scan) and closed_bb64
 * (legal_calls_tpl.h) on the one-word boards. */
static NX_ALWAYS_INLINE BB T(scan_legal)(const nx_engine *e, const T(ctx) *c,
                                          const nx_pos *pos, BB own, BB opp,
                                          BB empty, BB one, BB two,
                                          BB *capturing, int last)
{
    T(scan) s;
    T(scan_near)(&s, c, own, opp, empty, one, two);
    *capturing = s.capturing;
    return B_ANDN(s.alive, T(repeated)(e, pos, &s, s.alive, last));
}

#if NX_W == 64
/* Does what T(scan_legal) does for a position pos that need not be the
 * last entry's. The function is out of line, so that the open boards of
 * the one-word T(legal) (the opening, and most nodes of a shallow search)
 * carry none of its frame. */
static NX_NOINLINE BB T(legal_scan)(const nx_engine *e, const nx_pos *pos,
                                    BB empty, BB one, BB two, BB *capturing)
{
    BB own, opp;
    T(sides)(pos, &own, &opp);
    return T(scan_legal)(e, T(ctx_of)(&e->geom), pos, own, opp, empty, one,
                         two, capturing, 0);
}
#endif

/* Returns the legal points of pos, and stores those that capture into
 * *capturing. Where the group table describes pos, the table answers
 * without a flood. Elsewhere an open board needs no analysis. When every
 * enemy stone has two empty neighbours, no group is in atari, so nothing
 * is captured. When every empty point has an empty neighbour, nothing is
 * suicide. When the board holds more stones than any recorded board,
 * nothing repeats. Every empty point is then legal. */
static inline BB T(legal)(const nx_engine *e, const T(ctx) *c,
                          const nx_pos *pos, BB *capturing)
{
    BB own, opp, one, two, empty;
    T(sides)(pos, &own, &opp);
    if (T_KEPT(e, pos)) {
        T(scan) s;
        T(groups_scan)(&s, &e->grp, c, nx_side(pos->color), own, opp);
        *capturing = s.capturing;
        return B_ANDN(s.alive, T(repeated)(e, pos, &s, s.alive, 0));
    }
    empty = B_ANDN(B_MASK(c->board), B_OR(own, opp));
    if (T(open)(c, opp, empty, &one, &two) && pos->count + 1 > pos->most) {
        *capturing = B_ZERO;
        return empty;
    }
#if NX_W == 64
    return T(legal_scan)(e, pos, empty, one, two, capturing);
#else
    return T(scan_legal)(e, c, pos, own, opp, empty, one, two, capturing, 0);
#endif
}

/* Returns 1 if some empty point of pos is legal, and 0 otherwise. The
 * empty points with an empty neighbour and no enemy one are tried first.
 * A stone there captures nothing and is never suicide, so only a
 * repetition can bar it, and a free hash slot rules that out at once. The
 * answer usually comes from the first such point. When none of them is
 * legal, the other points need the mechanics, and the function analyses
 * the whole board. It then stores the legal and capturing sets into
 * *legal and *capturing and sets *whole to 1, because the list of the
 * legal points usually follows and can use them. Tests point by point
 * would be thrown away, and they would cost about two thirds of the
 * analysis. */
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

/* Returns the empty points of pos where a stone is no suicide (R6),
 * whether they are legal or barred by repetition. An unblocking removal at
 * pos is judged from them (unblock.c). Without a group table, the
 * whole-board scan floods each group once. With the table, each point
 * without an empty neighbour is read from the table without a flood; a
 * point with an empty neighbour is never suicide. */
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

/* Returns the neighbours of the mover's groups of pos that touch the
 * enemy stones `set`. Removing `set` gives those groups a liberty, so away
 * from `set` these are the only points where the removal can end a
 * suicide (unblock.c proves it). The groups are read from the table where
 * it describes pos, and flooded elsewhere. */
static inline BB T(reach)(const nx_engine *e, const T(ctx) *c,
                          const nx_pos *pos, BB set)
{
    BB own, opp, touch, grp = B_ZERO;
    T(sides)(pos, &own, &opp);
    touch = B_AND(T(expand)(c, set), own);
    if (!T_KEPT(e, pos)) {
        (void)T(group_around)(c, touch, own, &grp);
        return B_AND(grp, B_MASK(c->board));
    }
    while (B_NZ(touch)) {
        BB gs = B_LOAD(e->grp.stones[e->grp.gid[B_FIRST(touch)]]);
        grp = B_OR(grp, gs);
        touch = B_ANDN(touch, gs);
    }
    return T(expand)(c, grp);
}

/* Returns `found` with NX_FOUND_PLAIN added if some point of `cand` is
 * legal in pos, and NX_FOUND_CHARGED added if some point of `cand` is
 * legal in `charged`, the same board with other debts. A bit already set
 * in `found` is not looked for again. The debts change only the repetition
 * check (R6), so one placement test for each point serves both positions.
 * An unblocking removal asks both questions, before and after its debt
 * (unblock.c), and the placement tests are most of their cost. */
static inline int T(any_of_both)(const nx_engine *e, const T(ctx) *c,
                                 const nx_pos *pos, const nx_pos *charged,
                                 BB cand, int found)
{
    BB own, opp, it, cap;
    T(sides)(pos, &own, &opp);
    for (it = B_ANDN(cand, B_OR(own, opp));
         B_NZ(it) && found != NX_FOUND_BOTH; it = B_POP(it)) {
        int p = B_FIRST(it);
        if (T(place_at)(e, c, pos, own, opp, p, &cap))
            continue;
        if (!(found & NX_FOUND_PLAIN) &&
            !T(repeats)(e, pos, p, own, opp, cap, pos->count))
            found |= NX_FOUND_PLAIN;
        if (!(found & NX_FOUND_CHARGED) &&
            !T(repeats)(e, charged, p, own, opp, cap, charged->count))
            found |= NX_FOUND_CHARGED;
    }
    return found;
}
