/* The groups of a board and their liberties, kept from one position to the
 * next (R6), so that neither a whole-board analysis nor a point test has
 * to flood them again. Kept on 9x9 only: there a flood step costs two
 * words, and floods were most of a turn; on smaller boards the one-word
 * floods cost less than keeping a table would. Knows stones, not rules.
 *
 * A group's id is one of its own points, so ids of live groups never
 * collide and need no free list; gid[] names the group of every stone
 * (and is stale on empty points, which nothing reads). Each colour lists
 * its live ids, and keeps the set of those with a single liberty: the
 * whole-board analysis reads only those, and the few surrounded points. */
#ifndef NX_GROUPS_H
#define NX_GROUPS_H

#include <stddef.h>

#include "geom.h"

/* Most groups of one colour: one point of each is an independent set of
 * the grid (two groups of a colour never touch), at most ceil(81 / 2). */
#define NX_GROUPS_COLOUR 41

typedef struct nx_groups {
    unsigned char valid;                    /* 0: not kept */
    unsigned char room;                     /* the arrays below exist: a
                                               holder for smaller boards
                                               may end after this byte */
    unsigned char n[2];                     /* live groups ([0] Black) */
    unsigned char list[2][NX_GROUPS_COLOUR]; /* their ids */
    unsigned char at[NEXUS_MAX_POINTS];     /* an id's place in its list */
    unsigned char gid[NEXUS_MAX_POINTS];    /* the group of each stone */
    nx_bb atari[2];                         /* ids with one liberty */
    nx_bb stones[NEXUS_MAX_POINTS];         /* by id */
    nx_bb libs[NEXUS_MAX_POINTS];           /* by id */
} nx_groups;

/* The bytes of a table a holder without room for it keeps (valid, room):
 * a holder for a smaller board ends there. */
#define NX_GROUPS_HEAD offsetof(nx_groups, n)

/* The table of `stones` ([0] Black, [1] White), built from nothing. */
void nx_groups_build(nx_groups *t, const nx_geom *geom, const nx_bb *stones);

/* A valid table of the board `old` brought to the board `now`. */
void nx_groups_sync(nx_groups *t, const nx_geom *geom, const nx_bb *old,
                    const nx_bb *now);

/* src's table into dst: the lists and the live groups, not the arrays;
 * none (dst not kept) if dst has no room for it. */
void nx_groups_copy(nx_groups *dst, const nx_groups *src);

/* 1 if a valid table describes `stones` exactly (the consistency check). */
int nx_groups_match(const nx_groups *t, const nx_geom *geom,
                    const nx_bb *stones);

#endif
