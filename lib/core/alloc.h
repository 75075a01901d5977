/* Allocation goes through the allocator of each handle, so that the
 * library holds no global state. */
#ifndef NX_ALLOC_H
#define NX_ALLOC_H

#include <stdlib.h>
#include "nexus.h"

static inline void *nx_malloc(const nexus_allocator *a, size_t size)
{
    return a->malloc_fn ? a->malloc_fn(size, a->user) : malloc(size);
}

/* The library never passes a NULL p, so a caller's realloc_fn need not
 * accept one. */
static inline void *nx_realloc(const nexus_allocator *a, void *p, size_t size)
{
    return a->realloc_fn ? a->realloc_fn(p, size, a->user) : realloc(p, size);
}

static inline void nx_free(const nexus_allocator *a, void *p)
{
    if (!p)
        return;
    if (a->free_fn)
        a->free_fn(p, a->user);
    else
        free(p);
}

#endif
