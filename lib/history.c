/* History of recorded positions with a hash index for repetition checks. */
#include <string.h>

#include "alloc.h"
#include "history.h"

#define NX_MIN_ENTRIES 32
#define NX_MIN_TABLE 64

static void table_insert(uint32_t *table, size_t size, uint64_t hash,
                         size_t index)
{
    size_t mask = size - 1, i = (size_t)hash & mask;
    while (table[i])
        i = (i + 1) & mask;
    table[i] = (uint32_t)(index + 1);
}

nexus_status nx_history_init(nx_history *h, const nexus_allocator *a,
                             const nx_entry *start)
{
    h->entries = nx_malloc(a, NX_MIN_ENTRIES * sizeof *h->entries);
    h->table = nx_malloc(a, NX_MIN_TABLE * sizeof *h->table);
    if (!h->entries || !h->table) {
        nx_free(a, h->entries);
        nx_free(a, h->table);
        h->entries = NULL;
        h->table = NULL;
        return NEXUS_E_NOMEM;
    }
    h->cap = NX_MIN_ENTRIES;
    h->table_size = NX_MIN_TABLE;
    h->len = 0;
    memset(h->table, 0, NX_MIN_TABLE * sizeof *h->table);
    nx_history_push(h, start);
    return NEXUS_OK;
}

void nx_history_free(nx_history *h, const nexus_allocator *a)
{
    nx_free(a, h->entries);
    nx_free(a, h->table);
    h->entries = NULL;
    h->table = NULL;
    h->len = h->cap = h->table_size = 0;
}

static nexus_status grow_table(nx_history *h, const nexus_allocator *a)
{
    size_t size = h->table_size * 2, i;
    uint32_t *t;
    if (size > ((size_t)UINT32_MAX / 2) || size > SIZE_MAX / sizeof *t)
        return NEXUS_E_NOMEM;
    t = nx_malloc(a, size * sizeof *t);
    if (!t)
        return NEXUS_E_NOMEM;
    memset(t, 0, size * sizeof *t);
    for (i = 0; i < h->len; i++)
        table_insert(t, size, h->entries[i].hash, i);
    nx_free(a, h->table);
    h->table = t;
    h->table_size = size;
    return NEXUS_OK;
}

nexus_status nx_history_reserve(nx_history *h, const nexus_allocator *a)
{
    if (h->len == h->cap) {
        size_t cap = h->cap * 2;
        nx_entry *e;
        if (cap > SIZE_MAX / sizeof *e)
            return NEXUS_E_NOMEM;
        e = nx_realloc(a, h->entries, cap * sizeof *e);
        if (!e)
            return NEXUS_E_NOMEM;
        h->entries = e;
        h->cap = cap;
    }
    /* Keep the load factor at most 1/2 so probe runs stay short. */
    if ((h->len + 1) * 2 > h->table_size)
        return grow_table(h, a);
    return NEXUS_OK;
}

void nx_history_push(nx_history *h, const nx_entry *e)
{
    h->entries[h->len] = *e;
    table_insert(h->table, h->table_size, e->hash, h->len);
    h->len++;
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
    h->len--;
}

int nx_history_seen(const nx_history *h, uint64_t hash, nx_bb black,
                    nx_bb white, int64_t diff)
{
    size_t mask = h->table_size - 1, i = (size_t)hash & mask;
    uint32_t slot;
    while ((slot = h->table[i]) != 0) {
        const nx_entry *e = &h->entries[slot - 1];
        /* A hash hit is confirmed on the full position: never a false
         * repetition. */
        if (e->hash == hash && nx_bb_eq(e->stones[0], black) &&
            nx_bb_eq(e->stones[1], white) && nx_entry_diff(e) == diff)
            return 1;
        i = (i + 1) & mask;
    }
    return 0;
}

nexus_status nx_history_copy(nx_history *dst, const nx_history *src,
                             const nexus_allocator *a)
{
    nx_entry *e = dst->entries;
    uint32_t *t = dst->table;
    size_t cap = dst->cap;

    if (dst->cap < src->len) {
        cap = src->cap;
        e = nx_malloc(a, cap * sizeof *e);
        if (!e)
            return NEXUS_E_NOMEM;
    }
    if (dst->table_size != src->table_size) {
        t = nx_malloc(a, src->table_size * sizeof *t);
        if (!t) {
            if (e != dst->entries)
                nx_free(a, e);
            return NEXUS_E_NOMEM;
        }
    }
    if (e != dst->entries)
        nx_free(a, dst->entries);
    if (t != dst->table)
        nx_free(a, dst->table);
    memcpy(e, src->entries, src->len * sizeof *e);
    memcpy(t, src->table, src->table_size * sizeof *t);
    dst->entries = e;
    dst->table = t;
    dst->cap = cap;
    dst->len = src->len;
    dst->table_size = src->table_size;
    return NEXUS_OK;
}

int nx_history_check(const nx_history *h)
{
    size_t i, used = 0;
    if (h->len == 0 || h->len > h->cap || h->len * 2 > h->table_size ||
        (h->table_size & (h->table_size - 1)) != 0)
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
        if (!nx_history_seen(h, e->hash, e->stones[0], e->stones[1],
                             nx_entry_diff(e)))
            return 0;
    }
    return 1;
}
