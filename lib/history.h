/* History: the recorded positions (R13) with the state after every turn,
 * and a hash table over them for the repetition check (R6, R12).
 *
 * Entry i is the state after turn i (entry 0: the start). The current state
 * is the last entry, so undo is a pop and a clone is two memcpy's. */
#ifndef NX_HISTORY_H
#define NX_HISTORY_H

#include "bitboard.h"
#include "nexus.h"

typedef struct nx_entry {
    nx_bb stones[2];    /* [0] Black, [1] White: the recorded board */
    int64_t debt[2];    /* [0] Black, [1] White */
    uint64_t hash;      /* position hash: board keys ^ key of the difference */
    nx_bb legal;        /* legal points of the side to move (cached) */
    nx_bb capturing;    /* empty points where it would capture (cached) */
    nx_bb unblock;      /* the turn that led here: unblocking set, */
    nx_bb pay;          /* payment */
    uint32_t declines;  /* declined draw offers made before that turn */
    signed char point;  /* point placed; -1 for the start entry */
    unsigned char to_move;   /* nexus_color of the side to move now */
    unsigned char quiet;     /* quiet count (R19), at most 2 * 81 */
    unsigned char unblock_k; /* size of the unblocking due; 0 if none */
    unsigned char outcome;   /* nexus_outcome */
    unsigned char reason;    /* nexus_reason */
    unsigned char captured;  /* 1 if the turn captured */
    unsigned char most_stones; /* most stones on the board in any entry
                                  up to this one (repetition filter) */
} nx_entry;

typedef struct nx_history {
    nx_entry *entries;
    size_t len;
    size_t cap;
    uint32_t *table;   /* open addressing; slot = entry index + 1, 0 = free */
    size_t table_size; /* a power of two, at least twice len */
} nx_history;

static inline int64_t nx_entry_diff(const nx_entry *e)
{
    return e->debt[0] - e->debt[1];
}

/* Start a history with one entry. NEXUS_E_NOMEM on failure (nothing held). */
nexus_status nx_history_init(nx_history *h, const nexus_allocator *a,
                             const nx_entry *start);
void nx_history_free(nx_history *h, const nexus_allocator *a);

/* Make room for one more entry, so that the next push cannot fail. */
nexus_status nx_history_reserve(nx_history *h, const nexus_allocator *a);

/* Append an entry (after nx_history_reserve) and index its position. */
void nx_history_push(nx_history *h, const nx_entry *e);

/* Remove the last entry; the history keeps at least one. */
void nx_history_pop(nx_history *h);

/* 1 if the position (black, white, diff) with hash `hash` was recorded. */
int nx_history_seen(const nx_history *h, uint64_t hash, nx_bb black,
                    nx_bb white, int64_t diff);

/* Copy src into dst, reusing dst's buffers when large enough.
 * On NEXUS_E_NOMEM dst is unchanged. */
nexus_status nx_history_copy(nx_history *dst, const nx_history *src,
                             const nexus_allocator *a);

/* 1 if the table indexes exactly the entries (for the consistency check). */
int nx_history_check(const nx_history *h);

#endif
