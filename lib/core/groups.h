/* The groups of a board and their liberties, kept from one position to the
 * next (R6), so that neither a whole-board analysis nor a point test has to
 * flood them again. The table is kept on 9x9 boards only. There a flood step
 * costs two words, and floods were most of the cost of a turn; on smaller
 * boards the one-word floods cost less than keeping a table would. This file
 * knows stones, not rules.
 *
 * A group's id is one of its own points, so the ids of live groups never
 * collide and need no free list. gid[] names the group of every stone; its
 * entries on empty points are stale, and nothing reads them. Each colour
 * lists its live ids and keeps the set of those with a single liberty: the
 * whole-board analysis reads only those groups and the few surrounded
 * points. */
#ifndef NX_GROUPS_H
#define NX_GROUPS_H

#include <stddef.h>

#include "geom.h"

/* The most groups one colour can have on 9x9. Two groups of one colour never
 * touch, so one point of each group makes an independent set of the grid,
 * and such a set has at most ceil(81 / 2) = 41 points. */
#define NX_GROUPS_COLOUR 41

typedef struct nx_groups {
    unsigned char valid;                    /* 0 when no table is kept */
    unsigned char room;                     /* 1 when the fields below
                                               exist: the holder of a table
                                               for a smaller board may end
                                               after this byte */
    unsigned char n[2];                     /* live groups ([0] Black) */
    unsigned char list[2][NX_GROUPS_COLOUR]; /* the ids of those groups */
    unsigned char at[NEXUS_MAX_POINTS];     /* each id's place in its list */
    unsigned char gid[NEXUS_MAX_POINTS];    /* the group id of each stone */
    nx_bb atari[2];                         /* the ids with one liberty */
    nx_bb stones[NEXUS_MAX_POINTS];         /* each group's stones, by id */
    nx_bb libs[NEXUS_MAX_POINTS];           /* its liberties, by id */
} nx_groups;

/* The bytes of a table that a holder without room for the rest keeps
 * (valid and room). A holder for a smaller board ends there. */
#define NX_GROUPS_HEAD offsetof(nx_groups, n)

/* The results of the fast path of a sync (groups_play64 and groups_play128
 * in groups_tpl.h). Their values are ordered: a caller may test for "not
 * done" with <= NX_GROUPS_PLAY_NONE. */
typedef enum nx_groups_play_result {
    /* The instance without captures met a play that removed stones: the
     * table is untouched, and the instance with captures may still bring
     * it up to date. */
    NX_GROUPS_PLAY_CAPTURES = -1,
    /* The change is not one new stone with whole enemy groups removed (it
     * is an undo, a payment, or an unblocking removal that was not of whole
     * groups): the table is untouched, and the general path must bring it
     * up to date. */
    NX_GROUPS_PLAY_NONE = 0,
    /* The table describes the new board. */
    NX_GROUPS_PLAY_DONE = 1
} nx_groups_play_result;

/* Builds the table of `stones` ([0] Black, [1] White) from nothing. */
void nx_groups_build(nx_groups *t, const nx_geom *geom, const nx_bb *stones);

/* Brings a valid table of the board `old` up to date for the board `now`. */
void nx_groups_sync(nx_groups *t, const nx_geom *geom, const nx_bb *old,
                    const nx_bb *now);

/* Copies the table of src into dst. It copies the lists, and the stones and
 * liberties of the live groups only, not the whole arrays. When dst has no
 * room for a table, dst is marked as keeping none instead. */
void nx_groups_copy(nx_groups *dst, const nx_groups *src);

/* Returns 1 if a valid table describes `stones` exactly, and 0 otherwise.
 * Returns 0 on a board smaller than 9x9, where no table is kept. The
 * consistency check (nexus_game_check_consistency) calls it. */
int nx_groups_match(const nx_groups *t, const nx_geom *geom,
                    const nx_bb *stones);

#endif
