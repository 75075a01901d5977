/* The proof-number solver (prove.c): keys under the board's symmetries
 * (prove_key.c), its table (prove_table.c), the search and the proof it
 * writes (prove_write.c). */
#ifndef NEXUS_BOT_PROVE_H
#define NEXUS_BOT_PROVE_H

#include "bot_internal.h"
#include "moves.h"

#define NXB_PROVE_INF UINT32_C(0x7FFFFFFF) /* proof numbers saturate here */
#define NXB_SYMMETRIES 8

/* The state that decides a position's future, in a canonical orientation:
 * the board, the debt difference, the side to move, the quiet count, and
 * the positions recorded since the root (as a sum of hashes). */
typedef struct nxb_pkey {
    uint64_t cells[3]; /* 2 bits a point, in the canonical orientation */
    uint64_t history;  /* the recorded positions, same orientation */
    int64_t diff;      /* Black's debt minus White's */
    int32_t quiet;
    int32_t to_move;
} nxb_pkey;

/* The board's symmetries that a search may use, and the sums of the
 * hashes of the positions recorded since the root under each. */
typedef struct nxb_sym {
    int n, count;                                  /* symmetries used */
    unsigned char perm[NXB_SYMMETRIES][NEXUS_MAX_POINTS];
    uint64_t history[NXB_SYMMETRIES];
} nxb_sym;

/* The symmetries of the board that map the game's position and every
 * position recorded before it onto themselves (just the identity if
 * `use` is 0), with empty histories. */
nexus_status nxb_sym_init(nxb_sym *s, const nexus_game *g, int use);

/* The hash of the position of g under each symmetry, added to (sign +1)
 * or taken from (-1) the histories: call after a turn is played with +1
 * and before it is undone with -1. */
void nxb_sym_record(nxb_sym *s, const nexus_game *g, int sign);

/* The canonical key of g: the least of its images. */
void nxb_sym_key(nxb_pkey *k, const nxb_sym *s, const nexus_game *g);

/* A table entry: what is known of a position for each depth left. */
typedef struct nxb_pentry {
    nxb_pkey k;
    uint32_t pn, dn;    /* for depth `at`, while neither is 0 */
    uint32_t work;      /* nodes spent below it: what replacement keeps */
    uint8_t proved_at;  /* won within this depth and more; 255: unknown */
    int16_t refuted_at; /* not won within this depth nor less; -1 */
    uint8_t at;
    uint8_t used;
} nxb_pentry;

typedef struct nxb_ptable {
    nxb_pentry *e;
    size_t mask; /* buckets - 1; a bucket is 4 entries */
    size_t used;
} nxb_ptable;

/* A table of at most `bytes` (at least one bucket). */
nexus_status nxb_ptable_init(nxb_ptable *t, size_t bytes);
void nxb_ptable_free(nxb_ptable *t);

/* The proof and disproof numbers known for k with `depth` plies left:
 * (0, INF) proven, (INF, 0) disproven; 0 if nothing is known. */
int nxb_ptable_probe(const nxb_ptable *t, const nxb_pkey *k, int depth,
                     uint32_t *pn, uint32_t *dn);

/* Record what a search of k with `depth` plies left found. */
void nxb_ptable_store(nxb_ptable *t, const nxb_pkey *k, int depth,
                      uint32_t pn, uint32_t dn, uint32_t work);

/* For the strong bot's checks: whether `winner` forces a win within
 * `plies` of g, searched 1, 2, ... plies: the plies of the shortest win,
 * -1 no win, 0 not known within max_nodes (or, with `first`, when the
 * winner's first turn, written to *first, is lost from the table). The
 * turns played are added to *nodes. */
int nxb_prove_quick(const nexus_game *g, nexus_color winner, int plies,
                    unsigned long long max_nodes, size_t table_bytes,
                    unsigned long long *nodes, nexus_turn *first);

#endif
