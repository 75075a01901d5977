/* History of recorded positions with a hash index for repetition checks. */
#include <string.h>

#include "../core/alloc.h"
#include "history.h"

#define NX_MIN_ENTRIES 32
#define NX_MIN_TABLE 128
#define NX_MIN_EXTRAS 4
#define NX_KEEP_TABLE 4 /* times the source's table, at most (copy) */

nexus_status nx_history_init(nx_history *h, const nexus_allocator *a,
                             const nx_entry *start)
{
    memset(h, 0, sizeof *h);
    h->entries = nx_malloc(a, NX_MIN_ENTRIES * sizeof *h->entries);
    h->table = nx_malloc(a, NX_MIN_TABLE * sizeof *h->table);
    if (!h->entries || !h->table) {
        nx_history_free(h, a);
        return NEXUS_E_NOMEM;
    }
    h->cap = NX_MIN_ENTRIES;
    h->table_size = NX_MIN_TABLE;
    memset(h->table, 0, NX_MIN_TABLE * sizeof *h->table);
    nx_history_push(h, start, NULL);
    return NEXUS_OK;
}

void nx_history_free(nx_history *h, const nexus_allocator *a)
{
    nx_free(a, h->entries);
    nx_free(a, h->table);
    nx_free(a, h->extras);
    memset(h, 0, sizeof *h);
}

/* A table of `size` slots indexing the first len entries. */
static void index_entries(uint32_t *t, size_t size, const nx_entry *entries,
                          size_t len)
{
    size_t i;
    memset(t, 0, size * sizeof *t);
    for (i = 0; i < len; i++)
        nx_history_index(t, size, entries[i].hash, i);
}

static nexus_status grow_table(nx_history *h, const nexus_allocator *a)
{
    size_t size = h->table_size * 2;
    uint32_t *t;
    if (size > ((size_t)UINT32_MAX / 2) || size > SIZE_MAX / sizeof *t)
        return NEXUS_E_NOMEM;
    t = nx_malloc(a, size * sizeof *t);
    if (!t)
        return NEXUS_E_NOMEM;
    index_entries(t, size, h->entries, h->len);
    nx_free(a, h->table);
    h->table = t;
    h->table_size = size;
    return NEXUS_OK;
}

/* Double an array of `*cap` elements of `size` bytes (at least `min`). */
static nexus_status grow(void **array, size_t *cap, size_t size, size_t min,
                         const nexus_allocator *a)
{
    size_t n = *cap ? *cap * 2 : min;
    void *p;
    if (n > SIZE_MAX / size)
        return NEXUS_E_NOMEM;
    p = nx_realloc(a, *array, n * size);
    if (!p)
        return NEXUS_E_NOMEM;
    *array = p;
    *cap = n;
    return NEXUS_OK;
}

nexus_status nx_history_reserve(nx_history *h, const nexus_allocator *a,
                                int extra)
{
    nexus_status st;
    if (h->len == h->cap &&
        (st = grow((void **)&h->entries, &h->cap, sizeof *h->entries,
                   NX_MIN_ENTRIES, a)) != NEXUS_OK)
        return st;
    if (extra && h->n_extras == h->extras_cap &&
        (st = grow((void **)&h->extras, &h->extras_cap, sizeof *h->extras,
                   NX_MIN_EXTRAS, a)) != NEXUS_OK)
        return st;
    if ((h->len + 1) * NX_HISTORY_SLOTS > h->table_size)
        return grow_table(h, a);
    return NEXUS_OK;
}

void nx_history_push(nx_history *h, const nx_entry *e, const nx_extra *x)
{
    h->entries[h->len] = *e;
    if (x) {
        h->entries[h->len].flags |= NX_ENTRY_EXTRA;
        h->extras[h->n_extras] = *x;
        h->extras[h->n_extras++].turn = h->len;
    }
    nx_history_push_next(h);
}

void nx_history_pop(nx_history *h)
{
    size_t mask = h->table_size - 1;
    size_t i = (size_t)h->entries[h->len - 1].hash & mask;
    /* The last entry was inserted last, so no other probe run passes its
     * slot: clearing it keeps every other lookup intact. */
    while (h->table[i] != (uint32_t)h->len)
        i = (i + 1) & mask;
    h->table[i] = 0;
    if (h->entries[h->len - 1].flags & NX_ENTRY_EXTRA)
        h->n_extras--;
    h->len--;
}

const nx_extra *nx_history_extra_of(const nx_history *h, size_t i)
{
    size_t lo = 0, hi = h->n_extras;
    while (lo < hi) { /* extras are in turn order */
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
    size_t mask = h->table_size - 1, i = (size_t)hash & mask;
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
    /* A bisection (`most` never falls along the history) whose steps
     * depend on the length alone: the comparison becomes a conditional
     * move, not a branch that the data would mispredict. */
    const nx_entry *base = h->entries;
    size_t n = h->len;
    while (n > 1) {
        size_t half = n / 2;
        base = base[half - 1].most < stones ? base + half : base;
        n -= half;
    }
    return (size_t)(base - h->entries) + (base->most < stones);
}

/* *dst = a buffer of at least n elements of `size` bytes: *have if its
 * capacity suffices, else a new one of `want` elements. */
static void *buffer(void *have, size_t have_cap, size_t n, size_t want,
                    size_t size, const nexus_allocator *a)
{
    if (have_cap >= n && (have || n == 0))
        return have;
    return nx_malloc(a, (want ? want : 1) * size);
}

nexus_status nx_history_copy(nx_history *dst, const nx_history *src,
                             const nexus_allocator *a)
{
    nx_entry *e = buffer(dst->entries, dst->cap, src->len, src->cap,
                         sizeof *e, a);
    /* A larger table of dst is kept (indexing src's entries anew): a game
     * reset from its start each time would otherwise trade its grown
     * table for a small one, and grow it again, at every reset. Not a far
     * larger one: clearing it would then cost more than growing. */
    int keep = dst->table && dst->table_size >= src->table_size &&
               dst->table_size <= NX_KEEP_TABLE * src->table_size;
    uint32_t *t = keep ? dst->table : nx_malloc(a, src->table_size * sizeof *t);
    nx_extra *x = buffer(dst->extras, dst->extras_cap, src->n_extras,
                         src->extras_cap, sizeof *x, a);
    if (!e || !t || (!x && src->n_extras)) {
        if (e != dst->entries)
            nx_free(a, e);
        if (t != dst->table)
            nx_free(a, t);
        if (x != dst->extras)
            nx_free(a, x);
        return NEXUS_E_NOMEM;
    }
    if (e != dst->entries) {
        nx_free(a, dst->entries);
        dst->cap = src->cap;
    }
    if (t != dst->table)
        nx_free(a, dst->table);
    if (x != dst->extras) {
        nx_free(a, dst->extras);
        dst->extras_cap = src->extras_cap ? src->extras_cap : 1;
    }
    memcpy(e, src->entries, src->len * sizeof *e);
    if (keep && dst->table_size > src->table_size)
        index_entries(t, dst->table_size, src->entries, src->len);
    else
        memcpy(t, src->table, src->table_size * sizeof *t);
    if (src->n_extras)
        memcpy(x, src->extras, src->n_extras * sizeof *x);
    dst->entries = e;
    dst->table = t;
    dst->extras = x;
    dst->len = src->len;
    dst->n_extras = src->n_extras;
    if (!keep)
        dst->table_size = src->table_size;
    return NEXUS_OK;
}

static int extras_ok(const nx_history *h)
{
    size_t i, n = 0;
    for (i = 0; i < h->len; i++) {
        if (!(h->entries[i].flags & NX_ENTRY_EXTRA))
            continue;
        if (n >= h->n_extras || h->extras[n].turn != i)
            return 0;
        n++;
    }
    return n == h->n_extras && h->n_extras <= h->extras_cap;
}

int nx_history_check(const nx_history *h)
{
    size_t i, used = 0;
    if (h->len == 0 || h->len > h->cap ||
        h->len * NX_HISTORY_SLOTS > h->table_size ||
        (h->table_size & (h->table_size - 1)) != 0 || !extras_ok(h))
        return 0;
    for (i = 0; i < h->table_size; i++) {
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
