/* The history keeps the recorded positions and their hash index
 * (history.h). */
#include <string.h>

#include "../core/alloc.h"
#include "history.h"

#define NX_MIN_ENTRIES 32
#define NX_MIN_TABLE 128
#define NX_MIN_EXTRAS 4
/* A copy keeps the destination's table when it is at most this many
 * times the size of the source's, and clears it whole (nx_history_copy). */
#define NX_KEEP_TABLE 4

/* Returns the size in bytes of a block of cap entries, xcap extras and,
 * if `linked` is not 0, the last entries of the count chain (history.h).
 * Returns 0 if the size would overflow. */
static size_t block_bytes(size_t cap, size_t xcap, int linked)
{
    if (cap > SIZE_MAX / 4 / sizeof(nx_entry) ||
        xcap > SIZE_MAX / 4 / sizeof(nx_extra))
        return 0;
    return cap * sizeof(nx_entry) + xcap * sizeof(nx_extra) +
           (linked ? NX_COUNTS * sizeof(uint32_t) : 0);
}

/* set_block points h at the block e of cap entries, xcap extras and, if
 * `linked` is not 0, the last entries of the count chain. The sizes of an
 * entry and of an extra are multiples of 8, so what follows them starts
 * aligned. */
_Static_assert(sizeof(nx_entry) % _Alignof(nx_extra) == 0 &&
                   sizeof(nx_extra) % _Alignof(uint32_t) == 0,
               "the extras and the last entries start aligned in a block");

static void set_block(nx_history *h, nx_entry *e, size_t cap, size_t xcap,
                      int linked)
{
    h->entries = e;
    /* Before the start is pushed, the history has no last entry. */
    h->top = h->len ? e + h->len - 1 : NULL;
    h->cap = cap;
    h->extras = (nx_extra *)(void *)(e + cap);
    h->extras_cap = xcap;
    h->last = linked ? (uint32_t *)(void *)(h->extras + xcap) : NULL;
}

nexus_status nx_history_init(nx_history *h, const nexus_allocator *a,
                             const nx_entry *start, int linked)
{
    nx_entry *e;
    memset(h, 0, sizeof *h);
    e = nx_malloc(a, block_bytes(NX_MIN_ENTRIES, 0, linked));
    h->table = nx_malloc(a, NX_MIN_TABLE * sizeof *h->table);
    if (!e || !h->table) {
        nx_free(a, e);
        nx_history_free(h, a);
        return NEXUS_E_NOMEM;
    }
    set_block(h, e, NX_MIN_ENTRIES, 0, linked);
    if (linked)
        memset(h->last, 0xff, NX_COUNTS * sizeof *h->last); /* NX_NO_ENTRY */
    h->table_mask = NX_MIN_TABLE - 1;
    memset(h->table, 0, NX_MIN_TABLE * sizeof *h->table);
    nx_history_push(h, start, NULL);
    return NEXUS_OK;
}

void nx_history_free(nx_history *h, const nexus_allocator *a)
{
    nx_free(a, h->entries); /* The extras share this block. */
    nx_free(a, h->table);
    memset(h, 0, sizeof *h);
}

/* Indexes the first len entries in the table t of `size` slots, which
 * indexes no entry yet. */
static void index_entries(uint32_t *t, size_t size, const nx_entry *entries,
                          size_t len)
{
    size_t i;
    for (i = 0; i < len; i++)
        nx_history_index(t, size - 1, entries[i].hash, i);
}

/* Clears the slots of the table t of `size` slots that index the first len
 * entries. The table is then empty if it indexed only those entries. Each
 * entry's slot lies in the run of used slots that starts at its hash, and
 * clearing a run up to the next free slot clears whatever runs of the
 * other entries pass through it. So clearing the run from each entry's
 * hash on clears every slot, in any order of the entries, in about as many
 * steps as there are entries. */
static void clear_runs(uint32_t *t, size_t size, const nx_entry *entries,
                       size_t len)
{
    size_t mask = size - 1, i;
    for (i = 0; i < len; i++) {
        size_t j = (size_t)entries[i].hash & mask;
        while (t[j]) {
            t[j] = 0;
            j = (j + 1) & mask;
        }
    }
}

static nexus_status grow_table(nx_history *h, const nexus_allocator *a)
{
    size_t size = nx_history_slots(h) * 2;
    uint32_t *t;
    if (size > ((size_t)UINT32_MAX / 2) || size > SIZE_MAX / sizeof *t)
        return NEXUS_E_NOMEM;
    t = nx_malloc(a, size * sizeof *t);
    if (!t)
        return NEXUS_E_NOMEM;
    memset(t, 0, size * sizeof *t);
    index_entries(t, size, h->entries, h->len);
    nx_free(a, h->table);
    h->table = t;
    h->table_mask = size - 1;
    return NEXUS_OK;
}

/* Grows the block of h to cap entries and xcap extras, in place if the
 * allocator can. What follows the entries moves up behind their new
 * slots. The last entries of the chain move first, because they lie
 * above the extras. Returns NEXUS_OK, or NEXUS_E_NOMEM with h
 * unchanged. */
static nexus_status grow_block(nx_history *h, const nexus_allocator *a,
                               size_t cap, size_t xcap)
{
    int linked = h->last != NULL;
    size_t bytes = block_bytes(cap, xcap, linked);
    size_t old_last =
        h->cap * sizeof(nx_entry) + h->extras_cap * sizeof(nx_extra);
    char *e = bytes ? nx_realloc(a, h->entries, bytes) : NULL;
    if (!e)
        return NEXUS_E_NOMEM;
    if (linked)
        memmove(e + cap * sizeof(nx_entry) + xcap * sizeof(nx_extra),
                e + old_last, NX_COUNTS * sizeof(uint32_t));
    if (cap != h->cap)
        memmove(e + cap * sizeof(nx_entry), e + h->cap * sizeof(nx_entry),
                h->n_extras * sizeof(nx_extra));
    set_block(h, (nx_entry *)(void *)e, cap, xcap, linked);
    return NEXUS_OK;
}

nexus_status nx_history_reserve(nx_history *h, const nexus_allocator *a,
                                int extra)
{
    size_t cap = h->cap, xcap = h->extras_cap;
    nexus_status st;
    if (h->len == cap)
        cap = cap ? cap * 2 : NX_MIN_ENTRIES;
    if (extra && h->n_extras == xcap)
        xcap = xcap ? xcap * 2 : NX_MIN_EXTRAS;
    if ((cap != h->cap || xcap != h->extras_cap) &&
        (st = grow_block(h, a, cap, xcap)) != NEXUS_OK)
        return st;
    if ((h->len + 1) * NX_HISTORY_SLOTS > nx_history_slots(h))
        return grow_table(h, a);
    return NEXUS_OK;
}

void nx_history_push(nx_history *h, const nx_entry *e, const nx_extra *x)
{
    nx_entry *next = &h->entries[h->len];
    *next = *e;
    if (x) {
        next->flags |= NX_ENTRY_EXTRA;
        h->extras[h->n_extras] = *x;
        h->extras[h->n_extras++].turn = h->len;
    }
    nx_history_push_at(h, next);
}

void nx_history_unlink(nx_history *h)
{
    const nx_entry *x = &h->entries[h->len];
    uint32_t prev = (uint32_t)(h->len - x->back);
    h->last[x->count] = x->back == 0             ? NX_NO_ENTRY
                        : x->back == NX_LINK_FAR ? NX_FAR_ENTRY
                                                 : prev;
}

const nx_extra *nx_history_extra_of(const nx_history *h, size_t i)
{
    size_t lo = 0, hi = h->n_extras;
    while (lo < hi) { /* The extras are in turn order. */
        size_t mid = lo + (hi - lo) / 2;
        if (h->extras[mid].turn < i)
            lo = mid + 1;
        else
            hi = mid;
    }
    return &h->extras[lo];
}

int nx_history_seen(const nx_history *h, uint64_t hash, nx_bb black,
                    nx_bb white)
{
    size_t mask = h->table_mask, i = (size_t)hash & mask;
    uint32_t slot;
    while ((slot = h->table[i]) != 0) {
        const nx_entry *e = &h->entries[slot - 1];
        if (e->hash == hash && nx_bb_eq(e->stones[0], black) &&
            nx_bb_eq(e->stones[1], white))
            return 1;
        i = (i + 1) & mask;
    }
    return 0;
}

size_t nx_history_first_most(const nx_history *h, int stones)
{
    /* `most` never falls along the history, so a bisection finds the
     * entry. Its steps depend on the length alone, so the comparison
     * becomes a conditional move and not a branch that the data would
     * mispredict. */
    const nx_entry *base = h->entries;
    size_t n = h->len;
    while (n > 1) {
        size_t half = n / 2;
        base = base[half - 1].most < stones ? base + half : base;
        n -= half;
    }
    return (size_t)(base - h->entries) + (base->most < stones);
}

/* Returns the block of dst if it can hold the entries, extras and chain
 * of src, and otherwise a new block with the capacities of src. Returns
 * NULL if the allocation fails. */
static nx_entry *block_for(const nx_history *dst, const nx_history *src,
                           const nexus_allocator *a)
{
    size_t bytes;
    if (dst->entries && dst->cap >= src->len &&
        dst->extras_cap >= src->n_extras && !dst->last == !src->last)
        return dst->entries;
    bytes = block_bytes(src->cap, src->extras_cap, src->last != NULL);
    return bytes ? nx_malloc(a, bytes) : NULL;
}

/* How nx_history_copy comes by the table of dst. */
typedef enum table_use {
    TABLE_NEW,   /* A new table of the size of src's. */
    TABLE_CLEAR, /* The table of dst, cleared whole if it is larger. */
    TABLE_RUNS   /* The table of dst, cleared slot by slot. */
} table_use;

/* Returns how a copy of src into dst fills the table of dst, given the
 * length of a long game, `turns`. A larger table of dst is kept, and the
 * entries of src are indexed in it anew. Otherwise a game that is reset
 * to its start again and again would trade its grown table for a small
 * one, and grow it again, at every reset. A table far larger than src's
 * is kept only if a long game needs it, and cleared by the slots of its
 * own entries, because clearing it whole would cost more than growing a
 * small one. A 9x9 game of 128 turns or more has a table of 1,024 slots,
 * eight times a start's, and growing it again after each reset cost its
 * next game about 3,000 instructions a growth. A table that only a rare
 * game needed is given up, so that the resets after that game do not
 * clear more slots than the next games use. */
static table_use table_for(const nx_history *dst, const nx_history *src,
                           size_t turns)
{
    size_t dst_slots = nx_history_slots(dst);
    size_t src_slots = nx_history_slots(src);
    if (!dst->table || dst_slots < src_slots)
        return TABLE_NEW;
    if (dst_slots <= NX_KEEP_TABLE * src_slots)
        return TABLE_CLEAR;
    return dst_slots / 2 < turns * NX_HISTORY_SLOTS ? TABLE_RUNS
                                                          : TABLE_NEW;
}

/* Fills the table t of `size` slots, as `use` says, with the index of the
 * entries of src. A table of the size of src's becomes a copy of it. It
 * runs before the entries of dst are overwritten, which TABLE_RUNS reads. */
static void fill_table(uint32_t *t, size_t size, table_use use,
                       const nx_history *dst, const nx_history *src)
{
    if (size == nx_history_slots(src)) {
        memcpy(t, src->table, size * sizeof *t);
        return;
    }
    if (use == TABLE_RUNS)
        clear_runs(t, size, dst->entries, dst->len);
    else
        memset(t, 0, size * sizeof *t);
    index_entries(t, size, src->entries, src->len);
}

nexus_status nx_history_copy(nx_history *dst, const nx_history *src,
                             const nexus_allocator *a, size_t turns)
{
    nx_entry *e = block_for(dst, src, a);
    table_use use = table_for(dst, src, turns);
    uint32_t *t = use != TABLE_NEW
                      ? dst->table
                      : nx_malloc(a, nx_history_slots(src) * sizeof *t);
    if (!e || !t) {
        if (e != dst->entries)
            nx_free(a, e);
        if (t != dst->table)
            nx_free(a, t);
        return NEXUS_E_NOMEM;
    }
    fill_table(t, nx_history_slots(use == TABLE_NEW ? src : dst), use,
               dst, src);
    if (e != dst->entries) {
        nx_free(a, dst->entries);
        set_block(dst, e, src->cap, src->extras_cap, src->last != NULL);
    }
    if (t != dst->table) {
        nx_free(a, dst->table);
        dst->table_mask = src->table_mask;
    }
    memcpy(e, src->entries, src->len * sizeof *e);
    memcpy(dst->extras, src->extras, src->n_extras * sizeof *src->extras);
    dst->table = t;
    dst->len = src->len;
    dst->top = e + src->len - 1;
    dst->n_extras = src->n_extras;
    if (src->last)
        memcpy(dst->last, src->last, NX_COUNTS * sizeof *src->last);
    return NEXUS_OK;
}

/* Returns 1 if the extras lie after the entries and belong, in order, to
 * the turns whose entries are flagged NX_ENTRY_EXTRA, and 0 otherwise. */
static int extras_ok(const nx_history *h)
{
    size_t i, n = 0;
    if (h->extras != (const nx_extra *)(const void *)(h->entries + h->cap))
        return 0;
    for (i = 0; i < h->len; i++) {
        if (!(h->entries[i].flags & NX_ENTRY_EXTRA))
            continue;
        if (n >= h->n_extras || h->extras[n].turn != i)
            return 0;
        n++;
    }
    return n == h->n_extras && h->n_extras <= h->extras_cap;
}

/* Returns 1 if every link and every last entry of the count chain that
 * claims to be known is right, and 0 otherwise. A far link is always
 * right, because it only makes a reader read every entry. */
static int links_ok(const nx_history *h)
{
    uint32_t last[NX_COUNTS];
    size_t i;
    int c;
    memset(last, 0xff, sizeof last); /* NX_NO_ENTRY */
    if (!h->last)
        return 1;
    if (h->last != (const uint32_t *)(const void *)(h->extras + h->extras_cap))
        return 0;
    for (i = 0; i < h->len; i++) {
        const nx_entry *x = &h->entries[i];
        if (x->count > NEXUS_MAX_POINTS)
            return 0;
        if (x->back != NX_LINK_FAR &&
            x->back != nx_history_link(i, last[x->count]))
            return 0;
        last[x->count] = (uint32_t)i;
    }
    for (c = 0; c <= NEXUS_MAX_POINTS; c++)
        if (h->last[c] != NX_FAR_ENTRY && h->last[c] != last[c])
            return 0;
    return 1;
}

int nx_history_check(const nx_history *h)
{
    size_t i, used = 0;
    if (h->len == 0 || h->len > h->cap ||
        h->top != h->entries + h->len - 1 ||
        h->len * NX_HISTORY_SLOTS > nx_history_slots(h) ||
        (h->table_mask & (h->table_mask + 1)) != 0 || !extras_ok(h) ||
        !links_ok(h))
        return 0;
    for (i = 0; i <= h->table_mask; i++) {
        uint32_t slot = h->table[i];
        if (!slot)
            continue;
        if (slot > h->len)
            return 0;
        used++;
    }
    if (used != h->len)
        return 0;
    for (i = 0; i < h->len; i++) {
        const nx_entry *e = &h->entries[i];
        if (!nx_history_seen(h, e->hash, e->stones[0], e->stones[1]))
            return 0;
    }
    return 1;
}
