/* History (R12-R14): the recorded positions, one entry per turn, with a
 * hash index for the repetition check, and what undo and the turn list
 * need to go back. Knows boards and hashes, not the rules that made them.
 *
 * Entry i is the position after turn i (entry 0: the start). An entry is
 * 48 bytes: the board, its position hash, one byte for each counter and
 * a link to the last entry of as many stones.
 * What most turns do not have (an unblocking set, an audit payment, the
 * debts before an audit reset them, declined draw offers) goes to a side
 * table of extras, one per such turn, in turn order. Undo is a pop; a
 * clone copies three arrays. */
#ifndef NX_HISTORY_H
#define NX_HISTORY_H

#include "../core/bitboard.h"
#include "nexus.h"

/* The hash table has at least this many slots per entry: most probes of a
 * legality scan then land on a free slot and need no comparison at all. */
#define NX_HISTORY_SLOTS 4

enum {
    NX_ENTRY_EXTRA = 1, /* the turn has an extra (the next one in order) */
    NX_ENTRY_RESET = 2, /* the turn's audit reset the debts */
    NX_ENTRY_START = 4  /* the entry is the start: no turn made it */
};

typedef struct nx_entry {
    nx_bb stones[2];         /* [0] Black, [1] White */
    uint64_t hash;           /* board keys ^ key of the debt difference */
    unsigned char quiet;     /* quiet count (R19), at most 2 * 81 */
    unsigned char most;      /* most stones in any entry up to this one */
    unsigned char captured;  /* stones the turn captured */
    unsigned char k;         /* unblocking size due here (0: none) */
    signed char point;       /* point placed; -1 for the start entry */
    unsigned char flags;     /* NX_ENTRY_* */
    unsigned char count;     /* stones on the board */
    unsigned char back;      /* entries back to the last one of as many
                                stones: 0 none, NX_LINK_FAR not known */
} nx_entry;

/* entry.back of an entry whose same-count predecessor is NX_LINK_FAR or
 * more entries back, or not known: a reader of the chain then reads the
 * whole history instead. */
#define NX_LINK_FAR 255

/* nx_history.last[c] when no entry holds c stones, and when the last one
 * is not known (an undo took back an entry whose link was NX_LINK_FAR). */
#define NX_NO_ENTRY UINT32_MAX
#define NX_FAR_ENTRY (UINT32_MAX - 1)

typedef struct nx_extra {
    size_t turn;          /* the turn (entry index) it belongs to */
    nx_bb unblock;        /* unblocking set */
    nx_bb pay;            /* audit payment */
    int64_t debt[2];      /* debts before the turn (read after a reset) */
    uint32_t declines;    /* declined draw offers made before the turn */
} nx_extra;

/* The extras share the entries' allocation, right after their `cap`
 * slots, and after them the count chain's last entries (`last`, when the
 * history keeps the chain): a clone then allocates as few blocks as 1.0
 * did (handle, entries, table), the extras grow by a reallocation in
 * place, and the handle stays small. */
typedef struct nx_history {
    nx_entry *entries;
    size_t len, cap;
    nx_extra *extras; /* entries + cap */
    size_t n_extras, extras_cap;
    uint32_t *table;   /* open addressing; slot = entry index + 1, 0 = free */
    size_t table_size; /* a power of two, >= NX_HISTORY_SLOTS * len */
    /* The last entry of each stone count (NX_COUNTS of them), whose
     * `back` links lead to the others: the entries that can repeat a
     * placement capturing nothing (one stone more than now) without
     * reading the rest. Kept on a large board only, where the points to
     * check are many; a small board probes the table per point and saves
     * the upkeep (legal_tpl.h). NULL: no chain kept. */
    uint32_t *last;
} nx_history;

#define NX_COUNTS (NEXUS_MAX_POINTS + 1)

/* Start a history with one entry, with the count chain if `linked`.
 * NEXUS_E_NOMEM on failure (nothing held). */
nexus_status nx_history_init(nx_history *h, const nexus_allocator *a,
                             const nx_entry *start, int linked);
void nx_history_free(nx_history *h, const nexus_allocator *a);

/* Make room for one more entry (and one more extra if `extra`), so that
 * the next push cannot fail. */
nexus_status nx_history_reserve(nx_history *h, const nexus_allocator *a,
                                int extra);

/* 1 if one more entry (and extra) fits without growing anything: what
 * nx_history_reserve checks first, inline for the common case. */
static inline int nx_history_has_room(const nx_history *h, int extra)
{
    return h->len < h->cap &&
           (h->len + 1) * NX_HISTORY_SLOTS <= h->table_size &&
           (!extra || h->n_extras < h->extras_cap);
}

/* Append an entry (after nx_history_reserve) and index its position;
 * `x` is its extra, or NULL. */
void nx_history_push(nx_history *h, const nx_entry *e, const nx_extra *x);

/* The slot of the next entry (after nx_history_reserve), to write in
 * place, and its push: a turn without an extra is recorded with no copy. */
static inline nx_entry *nx_history_next(nx_history *h)
{
    return &h->entries[h->len];
}

/* Index entry `index` by its hash in a table of `size` slots: open
 * addressing, the next free slot. */
static inline void nx_history_index(uint32_t *table, size_t size,
                                    uint64_t hash, size_t index)
{
    size_t mask = size - 1, i = (size_t)hash & mask;
    while (table[i])
        i = (i + 1) & mask;
    table[i] = (uint32_t)(index + 1);
}

/* entry.back for entry i whose count's last entry so far is `last`. */
static inline unsigned char nx_history_link(size_t i, uint32_t last)
{
    if (last == NX_NO_ENTRY)
        return 0;
    if (last == NX_FAR_ENTRY || i - last >= NX_LINK_FAR)
        return NX_LINK_FAR;
    return (unsigned char)(i - last);
}

static inline void nx_history_push_next(nx_history *h)
{
    nx_entry *x = &h->entries[h->len];
    x->back = 0;
    if (h->last) {
        x->back = nx_history_link(h->len, h->last[x->count]);
        h->last[x->count] = (uint32_t)h->len;
    }
    nx_history_index(h->table, h->table_size, x->hash, h->len);
    h->len++;
}

/* The count chain without entry h->len, just taken off (history.c). */
void nx_history_unlink(nx_history *h);

/* Remove the last entry, which has no extra, from a history without the
 * count chain: its slot in the hash table and its place. Inline: every
 * undo of a search on a small board is one. */
static inline void nx_history_drop(nx_history *h)
{
    size_t mask = h->table_size - 1;
    size_t i = (size_t)h->entries[h->len - 1].hash & mask;
    /* The last entry was inserted last, so no other probe run passes its
     * slot: clearing it keeps every other lookup intact. */
    while (h->table[i] != (uint32_t)h->len)
        i = (i + 1) & mask;
    h->table[i] = 0;
    h->len--;
}

/* Remove the last entry (and its extra); the history keeps at least one. */
static inline void nx_history_pop(nx_history *h)
{
    if (h->entries[h->len - 1].flags & NX_ENTRY_EXTRA)
        h->n_extras--;
    nx_history_drop(h);
    if (h->last)
        nx_history_unlink(h);
}

static inline const nx_entry *nx_history_last(const nx_history *h)
{
    return &h->entries[h->len - 1];
}

/* The extra of turn i, which has one (found by bisection). */
const nx_extra *nx_history_extra_of(const nx_history *h, size_t i);

/* The extra of turn i, or NULL if it has none (most turns: inline). */
static inline const nx_extra *nx_history_extra(const nx_history *h, size_t i)
{
    if (!(h->entries[i].flags & NX_ENTRY_EXTRA))
        return NULL;
    return nx_history_extra_of(h, i);
}

/* 1 if the position with hash `hash` and this board was recorded. The
 * board and the hash decide it: equal boards have equal board keys, and
 * the key of the debt difference is a bijection, so equal hashes then
 * mean equal differences. Never a false repetition. */
int nx_history_seen(const nx_history *h, uint64_t hash, nx_bb black,
                    nx_bb white);

/* 1 if the hash lands on a used slot: a cheap filter before _seen. */
static inline int nx_history_maybe(const nx_history *h, uint64_t hash)
{
    return h->table[(size_t)hash & (h->table_size - 1)] != 0;
}

/* The first entry that held at least `stones` stones (h->len if none):
 * every entry before it held fewer. */
size_t nx_history_first_most(const nx_history *h, int stones);

/* Copy src into dst, reusing dst's buffers when large enough.
 * On NEXUS_E_NOMEM dst is unchanged. */
nexus_status nx_history_copy(nx_history *dst, const nx_history *src,
                             const nexus_allocator *a);

/* 1 if the table indexes exactly the entries and the extras belong to
 * flagged turns in order (for the consistency check). */
int nx_history_check(const nx_history *h);

#endif
