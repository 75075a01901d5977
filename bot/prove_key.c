/* This file makes the keys of the proof-number solver under the board's
 * symmetries (prove.h).
 *
 * The rules are the same under the eight symmetries of the square (the
 * rotations and reflections): they map rows to rows or columns, the two
 * long diagonals to each other, neighbours to neighbours. A position and
 * its image therefore have the same value, provided their histories are
 * images of each other too (the repetition rule reads the history). The
 * key of a position is the least, over the symmetries the search may use,
 * of its image: board, and the sum of the hashes of the positions
 * recorded since the root, both transformed by the same symmetry. A
 * symmetry may be used only if it maps the root position and every
 * position recorded before the root onto themselves: then the history
 * before the root, common to every node, is its own image. */
#include <string.h>

#include "prove.h"

/* Returns the image of the point (r, c) under the symmetry s of an n x n
 * board. */
static int image(int s, int n, int r, int c)
{
    int m = n - 1;
    switch (s) {
    case 1: return c * n + (m - r);       /* a quarter turn */
    case 2: return (m - r) * n + (m - c); /* a half turn */
    case 3: return (m - c) * n + r;       /* three quarters */
    case 4: return r * n + (m - c);       /* a mirror, left to right */
    case 5: return (m - r) * n + c;       /* top to bottom */
    case 6: return c * n + r;             /* the main diagonal */
    case 7: return (m - c) * n + (m - r); /* the other diagonal */
    default: return r * n + c;
    }
}

/* Returns the hash of a position, its board and debt difference (R12),
 * seen through the permutation `perm`. */
static uint64_t position_hash(const nexus_position *pos, int n,
                              const unsigned char *perm)
{
    uint64_t x = 0;
    int p;
    for (p = 0; p < n * n; p++)
        if (pos->cells[p] != NEXUS_EMPTY)
            x ^= nxb_derive_seed((uint64_t)perm[p] * 4 + pos->cells[p],
                                 UINT64_C(0x9E0F));
    return nxb_derive_seed(x, (uint64_t)(pos->black_debt - pos->white_debt));
}

/* Returns 1 if the board of a is its own image through perm, and 0
 * otherwise. */
static int same_board(const nexus_position *a, const unsigned char *perm,
                      int n)
{
    int p;
    for (p = 0; p < n * n; p++)
        if (a->cells[perm[p]] != a->cells[p])
            return 0;
    return 1;
}

/* Writes into *sum the sum of the hashes, through `perm`, of every
 * position that the game has recorded: its start and the end of each
 * turn. Returns NEXUS_OK, or the error of the library call that failed. */
static nexus_status recorded_sum(uint64_t *sum, const nexus_game *g,
                                 const unsigned char *perm, int n)
{
    nexus_game *h = NULL;
    nexus_position pos;
    size_t turns = 0, i;
    nexus_status st = nexus_game_clone(&h, g);
    *sum = 0;
    if (st != NEXUS_OK)
        return st;
    nexus_game_turn_count(&turns, h);
    for (i = 0; i <= turns; i++) {
        nexus_game_position(&pos, h);
        *sum += position_hash(&pos, n, perm);
        if (i < turns)
            nexus_game_undo(h);
    }
    nexus_game_free(h);
    return NEXUS_OK;
}

nexus_status nxb_sym_init(nxb_sym *s, const nexus_game *g, int use)
{
    unsigned char perm[NEXUS_MAX_POINTS];
    nexus_position pos;
    uint64_t identity = 0, sum = 0;
    int n = nxb_size(g), t, r, c;
    nexus_status st;
    memset(s, 0, sizeof *s);
    s->n = n;
    if ((st = nexus_game_position(&pos, g)) != NEXUS_OK)
        return st;
    for (t = 0; t < (use ? NXB_SYMMETRIES : 1); t++) {
        for (r = 0; r < n; r++)
            for (c = 0; c < n; c++)
                perm[r * n + c] = (unsigned char)image(t, n, r, c);
        if (t > 0 && !same_board(&pos, perm, n))
            continue;
        /* The identity is always usable; another symmetry only if the
         * recorded positions, read back once for each, are their own
         * image. */
        if (t > 0 && s->count == 1 &&
            (st = recorded_sum(&identity, g, s->perm[0], n)) != NEXUS_OK)
            return st;
        if (t > 0 && (st = recorded_sum(&sum, g, perm, n)) != NEXUS_OK)
            return st;
        if (t > 0 && sum != identity)
            continue; /* the history is not its own image */
        memcpy(s->perm[s->count++], perm, sizeof perm);
    }
    return NEXUS_OK;
}

void nxb_sym_record(nxb_sym *s, const nexus_game *g, int sign)
{
    nexus_position pos;
    int t;
    nexus_game_position(&pos, g);
    for (t = 0; t < s->count; t++) {
        uint64_t h = position_hash(&pos, s->n, s->perm[t]);
        s->history[t] += sign > 0 ? h : (uint64_t)0 - h;
    }
}

/* Packs the board of pos through perm into cells, two bits a point. */
static void pack(uint64_t *cells, const nexus_position *pos, int n,
                 const unsigned char *perm)
{
    int p;
    cells[0] = cells[1] = cells[2] = 0;
    for (p = 0; p < n * n; p++)
        cells[perm[p] / 32] |= (uint64_t)(pos->cells[p] & 3)
                               << (2 * (perm[p] % 32));
}

void nxb_sym_key(nxb_pkey *k, const nxb_sym *s, const nexus_game *g)
{
    nexus_position pos;
    uint64_t cells[3];
    int t;
    memset(k, 0, sizeof *k);
    nexus_game_position(&pos, g);
    k->diff = pos.black_debt - pos.white_debt;
    k->quiet = pos.quiet;
    k->to_move = (int32_t)pos.to_move;
    for (t = 0; t < s->count; t++) {
        int less;
        pack(cells, &pos, s->n, s->perm[t]);
        less = t == 0 || memcmp(cells, k->cells, sizeof cells) < 0 ||
               (memcmp(cells, k->cells, sizeof cells) == 0 &&
                s->history[t] < k->history);
        if (less) {
            memcpy(k->cells, cells, sizeof cells);
            k->history = s->history[t];
        }
    }
}
