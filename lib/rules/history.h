/* The history (R12-R14) records one entry for each turn. A hash index
 * over the entries serves the repetition check, and the entries hold what
 * undo and the list of turns need to go back. The history knows boards and
 * hashes, but not the rules that made them.
 *
 * Entry i is the position after turn i, and entry 0 is the start. An
 * entry takes 48 bytes: the board, its position hash, one byte for each
 * counter and a link to the last entry with as many stones. What most
 * turns do not have goes to a side table of extras, one for each such
 * turn, in turn order: an unblocking set, an audit payment, the debts
 * before an audit reset them, and the declined draw offers. Undo pops an
 * entry, and a clone copies three arrays. */
#ifndef NX_HISTORY_H
#define NX_HISTORY_H

#include "../core/bitboard.h"
#include "nexus.h"

/* The hash table has at least this many slots for each entry. Most probes
 * of a legality scan then land on a free slot and need no comparison. */
#define NX_HISTORY_SLOTS 4

/* The bits of nx_entry.flags. */
enum {
    NX_ENTRY_EXTRA = 1, /* The turn has an extra, the next one in order. */
    NX_ENTRY_RESET = 2, /* The turn's audit reset the debts. */
    NX_ENTRY_START = 4  /* The entry is the start, which no turn made. */
};

/* The position after one turn, and what the turn did. */
typedef struct nx_entry {
    nx_bb stones[2];        /* The stones of Black [0] and White [1]. */
    uint64_t hash;          /* The board's keys xor the debt key. */
    unsigned char quiet;    /* The quiet count (R19), at most 2 * 81. */
    unsigned char k;        /* The unblocking size due, or 0 for none. */
    signed char point;      /* The point played, or -1 at the start. */
    unsigned char back;     /* The link to the last entry with as many
                               stones (NX_LINK_FAR, below). */
    /* The next two fields are side by side, so that undo tests both with
     * one load (nx_turn_undo_is_quiet). */
    unsigned char captured; /* The number of stones the turn captured. */
    unsigned char flags;    /* The NX_ENTRY_* bits. */
    unsigned char count;    /* The number of stones on the board. */
    unsigned char most;     /* The most stones of any entry up to here. */
} nx_entry;

/* nx_entry.back counts the entries back to the last entry with as many
 * stones, and 0 means that there is none. It is NX_LINK_FAR when that
 * entry is NX_LINK_FAR or more entries back, or not known. A reader of the
 * chain then reads the whole history instead. */
#define NX_LINK_FAR 255

/* nx_history.last[c] is NX_NO_ENTRY when no entry holds c stones, and
 * NX_FAR_ENTRY when the last one is not known: an undo took back an entry
 * whose link was NX_LINK_FAR. */
#define NX_NO_ENTRY UINT32_MAX
#define NX_FAR_ENTRY (UINT32_MAX - 1)

/* What a turn records besides its entry, when it has any of it. */
typedef struct nx_extra {
    size_t turn;       /* The entry index of the turn. */
    nx_bb unblock;     /* The unblocking set. */
    nx_bb pay;         /* The audit payment. */
    int64_t debt[2];   /* The debts before the turn, for after a reset. */
    uint32_t declines; /* The draw offers declined before the turn. */
} nx_extra;

/* The extras share the allocation of the entries, right after their
 * `cap` slots. The last entries of the count chain (`last`) follow them
 * when the history keeps the chain. A clone then allocates as few blocks
 * as 1.0 did (the handle, the entries and the table), the extras grow by
 * a reallocation in place, and the handle stays small. */
typedef struct nx_history {
    nx_entry *entries;
    /* The last entry, entries + len - 1, kept so that a reader of the
     * current position and an undo need no multiplication. */
    nx_entry *top;
    size_t len, cap;
    nx_extra *extras; /* The extras, at entries + cap. */
    size_t n_extras, extras_cap;
    /* The hash table, by open addressing. A slot holds an entry index
     * plus one, and 0 when it is free. */
    uint32_t *table;
    /* The number of slots less one. The number is a power of two, at least
     * NX_HISTORY_SLOTS * len, and every probe masks its index by it. */
    size_t table_mask;
    /* The last entry of each stone count (NX_COUNTS of them), whose `back`
     * links lead to the others. A placement that captures nothing can
     * repeat only an entry with one stone more than now, and the chain
     * finds those entries without reading the rest. Only a large board
     * keeps the chain, because its points to check are many; a small board
     * probes the table for each point and saves the upkeep (legal_tpl.h).
     * The pointer is NULL when no chain is kept. */
    uint32_t *last;
} nx_history;

#define NX_COUNTS (NEXUS_MAX_POINTS + 1)

/* Starts a history with the one entry `start`, with the count chain if
 * `linked` is not 0. Returns NEXUS_OK, or NEXUS_E_NOMEM when an
 * allocation fails, and then holds nothing. */
nexus_status nx_history_init(nx_history *h, const nexus_allocator *a,
                             const nx_entry *start, int linked);
/* Frees what the history holds. */
void nx_history_free(nx_history *h, const nexus_allocator *a);

/* Makes room for one more entry, and for one more extra if `extra` is not
 * 0, so that the next push cannot fail. Returns NEXUS_OK, or
 * NEXUS_E_NOMEM with the history unchanged. */
nexus_status nx_history_reserve(nx_history *h, const nexus_allocator *a,
                                int extra);

/* Returns 1 if one more entry, and one more extra if `extra` is not 0,
 * fit without growing anything, and 0 otherwise. nx_history_reserve
 * checks it first; it is inline for the common case. */
static inline int nx_history_has_room(const nx_history *h, int extra)
{
    return h->len < h->cap &&
           (h->len + 1) * NX_HISTORY_SLOTS <= h->table_mask + 1 &&
           (!extra || h->n_extras < h->extras_cap);
}

/* Appends the entry e after nx_history_reserve, and indexes its
 * position. `x` is the turn's extra, or NULL when it has none. */
void nx_history_push(nx_history *h, const nx_entry *e, const nx_extra *x);

/* Returns the slot of the next entry, which a caller writes in place
 * after nx_history_reserve and then pushes with nx_history_push_next. A
 * turn without an extra is so recorded without a copy. */
static inline nx_entry *nx_history_next(nx_history *h)
{
    return h->top + 1;
}

/* Returns the number of slots of the hash table. */
static inline size_t nx_history_slots(const nx_history *h)
{
    return h->table_mask + 1;
}

/* Indexes the entry `index` by its hash in a table whose number of slots
 * less one is `mask`. The entry takes the first free slot from its hash
 * on (open addressing). */
static inline void nx_history_index(uint32_t *table, size_t mask,
                                    uint64_t hash, size_t index)
{
    size_t i = (size_t)hash & mask;
    while (table[i])
        i = (i + 1) & mask;
    table[i] = (uint32_t)(index + 1);
}

/* Returns nx_entry.back for the entry i, when the last entry so far with
 * its stone count is `last`. */
static inline unsigned char nx_history_link(size_t i, uint32_t last)
{
    if (last == NX_NO_ENTRY)
        return 0;
    if (last == NX_FAR_ENTRY || i - last >= NX_LINK_FAR)
        return NX_LINK_FAR;
    return (unsigned char)(i - last);
}

/* Pushes the entry x, which the caller wrote at entries + len: links it
 * in the count chain and indexes it. */
static inline void nx_history_push_at(nx_history *h, nx_entry *x)
{
    x->back = 0;
    if (h->last) {
        x->back = nx_history_link(h->len, h->last[x->count]);
        h->last[x->count] = (uint32_t)h->len;
    }
    nx_history_index(h->table, h->table_mask, x->hash, h->len);
    h->len++;
    h->top = x;
}

/* Pushes the entry that the caller wrote at nx_history_next. */
static inline void nx_history_push_next(nx_history *h)
{
    nx_history_push_at(h, h->top + 1);
}

/* Takes the entry h->len, which was just taken off, out of the count
 * chain (history.c). */
void nx_history_unlink(nx_history *h);

/* Removes the last entry, which has no extra, from a history without the
 * count chain: its slot in the hash table and its place. It is inline
 * because every undo of a search on a small board is one. */
static inline void nx_history_drop(nx_history *h)
{
    size_t mask = h->table_mask;
    size_t i = (size_t)h->top->hash & mask;
    /* The last entry was inserted last, so no other run of probes passes
     * its slot, and clearing it keeps every other lookup intact. */
    while (h->table[i] != (uint32_t)h->len)
        i = (i + 1) & mask;
    h->table[i] = 0;
    h->len--;
    h->top--;
}

/* Removes the last entry and its extra. The history keeps at least one
 * entry, so the caller never pops the start. */
static inline void nx_history_pop(nx_history *h)
{
    if (h->top->flags & NX_ENTRY_EXTRA)
        h->n_extras--;
    nx_history_drop(h);
    if (h->last)
        nx_history_unlink(h);
}

/* Returns the last entry, the position after the last turn. */
static inline const nx_entry *nx_history_last(const nx_history *h)
{
    return h->top;
}

/* Returns the extra of the turn i, which must have one. The extra is found
 * by bisection. */
const nx_extra *nx_history_extra_of(const nx_history *h, size_t i);

/* Returns the extra of the last turn, or NULL if it has none. The extras
 * are in turn order, so it is the last extra, and an undo needs no
 * search. */
static inline const nx_extra *nx_history_last_extra(const nx_history *h)
{
    if (!(h->top->flags & NX_ENTRY_EXTRA))
        return NULL;
    return &h->extras[h->n_extras - 1];
}

/* Returns the extra of the turn i, or NULL if it has none. Most turns have
 * none, so the test is inline. */
static inline const nx_extra *nx_history_extra(const nx_history *h, size_t i)
{
    if (!(h->entries[i].flags & NX_ENTRY_EXTRA))
        return NULL;
    return nx_history_extra_of(h, i);
}

/* Returns 1 if the position with the hash `hash` and this board was
 * recorded, and 0 otherwise. The board and the hash decide it. Equal
 * boards have equal board keys, and the key of the debt difference is a
 * bijection, so equal hashes then mean equal debt differences. The answer
 * is therefore never a false repetition. */
int nx_history_seen(const nx_history *h, uint64_t hash, nx_bb black,
                    nx_bb white);

/* Returns 1 if the hash lands on a used slot, and 0 otherwise. It is a
 * cheap filter before nx_history_seen. */
static inline int nx_history_maybe(const nx_history *h, uint64_t hash)
{
    return h->table[(size_t)hash & h->table_mask] != 0;
}

/* Returns the index of the first entry that held at least `stones`
 * stones, or h->len if none did. Every entry before it held fewer. */
size_t nx_history_first_most(const nx_history *h, int stones);

/* Copies src into dst, and reuses the buffers of dst when they are large
 * enough. The hash table of dst is kept when it is at most four times the
 * size of src's, or when the next smaller table would not hold `turns`
 * entries: the caller's length of a long game, whose table a game reset
 * to its start would otherwise grow again. Returns NEXUS_OK, or
 * NEXUS_E_NOMEM with dst unchanged. */
nexus_status nx_history_copy(nx_history *dst, const nx_history *src,
                             const nexus_allocator *a, size_t turns);

/* Returns 1 if the table indexes exactly the entries, the extras belong
 * to flagged turns in order and `top` is the last entry, and 0 otherwise.
 * The consistency check of a game calls it. */
int nx_history_check(const nx_history *h);

#endif
