/*
 * The fuzz targets' allocator: counts live blocks (so that a target can
 * check that nothing leaked) and can be told to fail an allocation (so that
 * a target reaches the NEXUS_E_NOMEM paths). Header only: each target is
 * one translation unit, also when replay_main.c builds it.
 */
#ifndef NEXUS_FUZZ_ALLOC_H
#define NEXUS_FUZZ_ALLOC_H

#include <stdlib.h>

#include "nexus.h"

typedef struct fuzz_alloc {
    nexus_allocator a; /* what to pass to the library */
    long fail_in;      /* > 0: the fail_in-th allocation from now fails */
    long live;         /* live blocks */
} fuzz_alloc;

static inline void *fuzz_alloc_malloc(size_t size, void *user)
{
    fuzz_alloc *f = (fuzz_alloc *)user;
    void *p;
    if (f->fail_in > 0 && --f->fail_in == 0)
        return NULL;
    p = malloc(size);
    if (p)
        f->live++;
    return p;
}

static inline void *fuzz_alloc_realloc(void *ptr, size_t size, void *user)
{
    fuzz_alloc *f = (fuzz_alloc *)user;
    if (!ptr || size == 0)
        __builtin_trap(); /* the library never asks for these */
    if (f->fail_in > 0 && --f->fail_in == 0)
        return NULL;
    return realloc(ptr, size);
}

static inline void fuzz_alloc_free(void *ptr, void *user)
{
    fuzz_alloc *f = (fuzz_alloc *)user;
    if (!ptr)
        __builtin_trap(); /* nor frees NULL */
    f->live--;
    free(ptr);
}

/* A counting allocator that fails nothing; `f` must not move afterwards. */
static inline void fuzz_alloc_init(fuzz_alloc *f)
{
    f->a.malloc_fn = fuzz_alloc_malloc;
    f->a.realloc_fn = fuzz_alloc_realloc;
    f->a.free_fn = fuzz_alloc_free;
    f->a.user = f;
    f->fail_in = 0;
    f->live = 0;
}

#endif
