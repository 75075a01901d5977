/* The game handle. Internal: only lib/ sees the layout. */
#ifndef NX_GAME_H
#define NX_GAME_H

#include "board.h"
#include "history.h"
#include "nexus.h"

struct nexus_game {
    nx_geom geom;
    int capture_debt;           /* p1 */
    int unblock_debt;           /* p2 */
    nexus_allocator alloc;
    nx_history hist;            /* last entry = current state */
    uint32_t pending_declines;  /* declined offers since the last turn */
    unsigned char offer_pending;
    unsigned char agreed;       /* drawn by agreement (not a turn) */
    unsigned char custom_start; /* created from a position */
    char label[2][NEXUS_LABEL_MAX + 1];
};

static inline const nx_entry *nx_cur(const nexus_game *g)
{
    return &g->hist.entries[g->hist.len - 1];
}

/* Index 0 for Black, 1 for White. */
static inline int nx_side(int color) { return color - 1; }

static inline int nx_other(int color) { return 3 - color; }

#endif
