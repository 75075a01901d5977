/* The proof-number solver searches in prove.c. It keys positions under
 * the board's symmetries (prove_key.c), keeps them in a table
 * (prove_table.c), and writes the proof it finds (prove_write.c). */
#ifndef NEXUS_BOT_PROVE_H
#define NEXUS_BOT_PROVE_H

#include "bot_internal.h"
#include "moves.h"

#define NXB_PROVE_INF UINT32_C(0x7FFFFFFF) /* Proof numbers stop here. */
#define NXB_SYMMETRIES 8

/* The key holds the state that decides the future of a position, in a
 * canonical orientation. That state is the board, the debt difference,
 * the side to move, the quiet count, and the positions recorded since the
 * root as a sum of their hashes. The history is part of the key because
 * the repetition rule makes the same board with another past a different
 * position. */
typedef struct nxb_pkey {
    uint64_t cells[3]; /* Two bits a point, in the canonical orientation. */
    uint64_t history;  /* The recorded positions, in the same one. */
    int64_t diff;      /* Black's debt less White's. */
    int32_t quiet;     /* The quiet count (R19). */
    int32_t to_move;   /* The side to move. */
} nxb_pkey;

/* The symmetries of the board that a search may use, and under each the
 * sum of the hashes of the positions recorded since the root. */
typedef struct nxb_sym {
    int n, count; /* The board size and the number of symmetries used. */
    unsigned char perm[NXB_SYMMETRIES][NEXUS_MAX_POINTS];
    uint64_t history[NXB_SYMMETRIES];
} nxb_sym;

/* Fills *s with the symmetries of the board that map the game's position
 * and every position recorded before it onto themselves, or with the
 * identity alone if `use` is 0. The histories start empty. Returns
 * NEXUS_OK, or the error of the library call that failed. */
nexus_status nxb_sym_init(nxb_sym *s, const nexus_game *g, int use);

/* Adds the hash of the position of g under each symmetry to the
 * histories when `sign` is +1, and takes it away when `sign` is -1. A
 * search calls it with +1 after it plays a turn, and with -1 before it
 * undoes one. */
void nxb_sym_record(nxb_sym *s, const nexus_game *g, int sign);

/* Writes into *k the canonical key of g, the least of its images. */
void nxb_sym_key(nxb_pkey *k, const nxb_sym *s, const nexus_game *g);

/* A table entry holds what is known of a position for each depth left. */
typedef struct nxb_pentry {
    nxb_pkey k;
    uint32_t pn, dn;    /* The numbers for the depth `at`, while neither
                           is 0. */
    uint32_t work;      /* The nodes spent below it; replacement keeps
                           the entries of most work. */
    uint8_t proved_at;  /* Won within this depth and more; 255 if not
                           known. */
    int16_t refuted_at; /* Not won within this depth nor less; -1 if not
                           known. */
    uint8_t at;         /* The depth of pn and dn. */
    uint8_t used;       /* 1 if the entry holds a position. */
} nxb_pentry;

typedef struct nxb_ptable {
    nxb_pentry *e;
    size_t mask; /* The number of buckets less 1; a bucket is 4 entries. */
    size_t used;
} nxb_ptable;

/* Makes a table of at most `bytes` bytes, and of at least one bucket.
 * Returns NEXUS_OK, or NEXUS_E_NOMEM. */
nexus_status nxb_ptable_init(nxb_ptable *t, size_t bytes);

/* Frees the table. */
void nxb_ptable_free(nxb_ptable *t);

/* Looks up the proof and disproof numbers known for k with `depth` plies
 * left. A proven position reads (0, INF) and a disproven one (INF, 0).
 * Returns 1 and writes *pn and *dn if anything is known, and 0
 * otherwise. */
int nxb_ptable_probe(const nxb_ptable *t, const nxb_pkey *k, int depth,
                     uint32_t *pn, uint32_t *dn);

/* Records what a search of k with `depth` plies left found. */
void nxb_ptable_store(nxb_ptable *t, const nxb_pkey *k, int depth,
                      uint32_t pn, uint32_t dn, uint32_t work);

/* Finds whether `winner` forces a win within `plies` plies of g, for the
 * strong bot's checks. It searches 1, 2, ... plies deep. Returns the
 * plies of the shortest win, -1 if there is no win, and 0 if the answer is
 * not known within max_nodes. With `first`, it writes the winner's first
 * turn into *first, and also returns 0 when that turn is lost from the
 * table. Adds the turns it played to *nodes. */
int nxb_prove_quick(const nexus_game *g, nexus_color winner, int plies,
                    unsigned long long max_nodes, size_t table_bytes,
                    unsigned long long *nodes, nexus_turn *first);

#endif
