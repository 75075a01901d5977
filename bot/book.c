/* This file reads the opening book of the strong bot (book.h). */
#include <string.h>

#include "book.h"

int nxb_book_point(const nxb_book *b, const int *pts, int k)
{
    switch (k) {
    case 0:
        return b->first;
    case 1:
        return b->reply[pts[0]];
    case 2:
        return pts[0] == b->first ? b->second[pts[1]] : NXB_BOOK_NONE;
    case 3:
        return pts[1] == b->reply[pts[0]] ? b->reply2[pts[0]][pts[2]]
                                          : NXB_BOOK_NONE;
    case 4:
        return pts[0] == b->first && pts[2] == b->second[pts[1]]
                   ? b->third[pts[1]][pts[3]]
                   : NXB_BOOK_NONE;
    default:
        return NXB_BOOK_NONE;
    }
}

/* Returns 1 if the game is played by the default rules (NEXUS_OPTIONS_INIT,
 * the owner of the standard game), on the empty board, and 0 otherwise. */
static int standard(const nexus_game *g)
{
    static const nexus_options std = NEXUS_OPTIONS_INIT;
    nexus_options o;
    nexus_position start;
    int custom = 1;
    return nexus_game_options(&o, g) == NEXUS_OK && o.size == std.size &&
           o.capture_debt == std.capture_debt &&
           o.unblock_debt == std.unblock_debt &&
           nexus_game_start_position(&start, &custom, g) == NEXUS_OK &&
           !custom;
}

/* Writes the points of the game's turns into pts. Returns their number,
 * or -1 if there are more than the book covers or a turn was not a plain
 * placement. */
static int points_played(int *pts, const nexus_game *g)
{
    nexus_turn t;
    size_t turns = 0, i;
    if (nexus_game_turn_count(&turns, g) != NEXUS_OK ||
        turns >= NXB_BOOK_PLIES)
        return -1;
    for (i = 0; i < turns; i++) {
        if (nexus_game_turn_at(&t, g, i) != NEXUS_OK || t.point < 0 ||
            t.point >= NXB_BOOK_POINTS || t.n_unblock != 0)
            return -1;
        pts[i] = t.point;
    }
    return (int)turns;
}

int nxb_book_turn(nexus_turn *t, const nexus_game *g, const nxb_book *b)
{
    int pts[NXB_BOOK_PLIES], k, p;
    /* The turn count is read first: past the book's turns, which are
     * most of a game, nothing else is. */
    if ((k = points_played(pts, g)) < 0 || !standard(g) ||
        (p = nxb_book_point(b, pts, k)) == NXB_BOOK_NONE)
        return 0;
    memset(t, 0, sizeof *t);
    t->point = p;
    return nexus_game_check_turn(g, t) == NEXUS_OK;
}
