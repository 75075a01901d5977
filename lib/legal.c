/* Legality of placements: suicide from the board, repetition from history. */
#include "legal.h"
#include "zobrist.h"

void nx_pos_current(nx_pos *pos, const nexus_game *g)
{
    const nx_entry *e = nx_cur(g);
    pos->stones[0] = e->stones[0];
    pos->stones[1] = e->stones[1];
    pos->diff = nx_entry_diff(e);
    pos->board_hash = e->hash ^ nx_zobrist_diff(pos->diff);
    pos->color = e->to_move;
}

uint64_t nx_stones_hash(nx_bb stones, int color)
{
    const uint64_t *keys = nx_zobrist[nx_side(color)];
    uint64_t h = 0;
    for (; !nx_bb_empty(stones); stones = nx_bb_pop(stones))
        h ^= keys[nx_bb_first(stones)];
    return h;
}

void nx_pos_remove(nx_pos *pos, nx_bb stones, int64_t mover_debt)
{
    int opp = nx_other(pos->color);
    pos->stones[nx_side(opp)] = nx_bb_andnot(pos->stones[nx_side(opp)], stones);
    pos->board_hash ^= nx_stones_hash(stones, opp);
    pos->diff += pos->color == NEXUS_BLACK ? mover_debt : -mover_debt;
}

/* 1 if placing at p, capturing `cap`, recreates a recorded position. */
static int repeats(const nexus_game *g, const nx_pos *pos, int p, nx_bb cap)
{
    int me = nx_side(pos->color), them = 1 - me;
    nx_bb after[2];
    uint64_t h = pos->board_hash ^ nx_zobrist[me][p];
    int64_t diff = pos->diff;

    after[me] = nx_bb_or(pos->stones[me], nx_bb_bit(p));
    after[them] = pos->stones[them];
    if (!nx_bb_empty(cap)) {
        /* The capture debt moves the difference with the board (R6), which
         * is why a ko recapture repeats. */
        int64_t debt = (int64_t)g->capture_debt * nx_bb_count(cap);
        diff += me == 0 ? debt : -debt;
        after[them] = nx_bb_andnot(after[them], cap);
        h ^= nx_stones_hash(cap, nx_other(pos->color));
    }
    h ^= nx_zobrist_diff(diff);
    return nx_history_seen(&g->hist, h, after[0], after[1], diff);
}

/* A placement without captures keeps the debt difference, so its position
 * hash is the current one with the stone's key. */
static int repeats_plain(const nexus_game *g, const nx_pos *pos, int p,
                         uint64_t h)
{
    int me = nx_side(pos->color);
    nx_bb after[2];
    after[me] = nx_bb_or(pos->stones[me], nx_bb_bit(p));
    after[1 - me] = pos->stones[1 - me];
    return nx_history_seen(&g->hist, h, after[0], after[1], pos->diff);
}

/* The candidates whose hash lands on a used table slot. Branch-free on
 * purpose: whether a slot is used is a coin toss the CPU cannot predict,
 * and only these few candidates need the full comparison. */
static nx_bb maybe_seen(const nexus_game *g, nx_bb cand, uint64_t h0,
                        const uint64_t *keys)
{
    const uint32_t *table = g->hist.table;
    size_t mask = g->hist.table_size - 1;
    uint64_t word[2] = {0, 0}, w;
    int i;
    for (i = 0; i < 2; i++) {
        const uint64_t *k = keys + 64 * i;
        for (w = i ? cand.hi : cand.lo; w; w &= w - 1) {
            int b = nx_ctz64(w);
            word[i] |= (uint64_t)(table[(h0 ^ k[b]) & mask] != 0) << b;
        }
    }
    return nx_bb_make(word[0], word[1]);
}

/* The points of `alive` whose placement repeats a recorded position. */
static nx_bb repeated(const nexus_game *g, const nx_pos *pos,
                      const nx_scan *scan, nx_bb alive)
{
    const uint64_t *keys = nx_zobrist[nx_side(pos->color)];
    uint64_t h0 = pos->board_hash ^ nx_zobrist_diff(pos->diff);
    nx_bb rep = nx_bb_zero(), it = nx_bb_zero();
    int after = nx_bb_count(nx_bb_or(pos->stones[0], pos->stones[1])) + 1;

    /* A placement without captures adds a stone. While the board has never
     * held that many stones, no recorded position can match: this spares
     * the probes for every turn of a game's growing phase. */
    if (after <= nx_cur(g)->most_stones)
        it = maybe_seen(g, nx_bb_andnot(alive, scan->capturing), h0, keys);
    for (; !nx_bb_empty(it); it = nx_bb_pop(it)) {
        int p = nx_bb_first(it);
        if (repeats_plain(g, pos, p, h0 ^ keys[p]))
            rep = nx_bb_or(rep, nx_bb_bit(p));
    }
    for (it = nx_bb_and(alive, scan->capturing); !nx_bb_empty(it);
         it = nx_bb_pop(it)) {
        int p = nx_bb_first(it);
        if (repeats(g, pos, p, nx_scan_captures(scan, p)))
            rep = nx_bb_or(rep, nx_bb_bit(p));
    }
    return rep;
}

nx_bb nx_legal_scan(const nexus_game *g, const nx_pos *pos, nx_bb *capturing)
{
    int me = nx_side(pos->color);
    nx_bb alive;
    nx_scan scan;

    nx_scan_board(&scan, &g->geom, pos->stones[me], pos->stones[1 - me]);
    alive = nx_scan_not_suicide(&scan, &g->geom);
    if (capturing)
        *capturing = scan.capturing;
    return nx_bb_andnot(alive, repeated(g, pos, &scan, alive));
}

void nx_legal_two_debts(const nexus_game *g, const nx_pos *pos, int64_t debt,
                        nx_bb *before, nx_bb *after)
{
    int me = nx_side(pos->color);
    nx_pos charged = *pos;
    nx_bb alive;
    nx_scan scan;

    nx_scan_board(&scan, &g->geom, pos->stones[me], pos->stones[1 - me]);
    alive = nx_scan_not_suicide(&scan, &g->geom);
    *before = nx_bb_andnot(alive, repeated(g, pos, &scan, alive));
    charged.diff += me == 0 ? debt : -debt;
    *after = debt == 0 ? *before
                       : nx_bb_andnot(alive, repeated(g, &charged, &scan, alive));
}

nexus_point_status nx_point_status(const nexus_game *g, const nx_pos *pos,
                                   int p, nx_bb *captured)
{
    int me = nx_side(pos->color);
    nx_bb occupied = nx_bb_or(pos->stones[0], pos->stones[1]);

    if (nx_bb_test(occupied, p))
        return NEXUS_POINT_OCCUPIED;
    if (nx_place_one(&g->geom, pos->stones[me], pos->stones[1 - me], p,
                     captured))
        return NEXUS_POINT_SUICIDE;
    if (repeats(g, pos, p, *captured))
        return NEXUS_POINT_REPETITION;
    return NEXUS_POINT_LEGAL;
}
