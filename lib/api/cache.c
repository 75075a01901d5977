/* The cached legal set (see cache.h for why it is atomic). */
#include "cache.h"

#ifdef NX_CACHE

int nx_cache_get(const nx_cache *c, nx_bb *legal, nx_bb *capturing)
{
    nx_cache *m = (nx_cache *)c;
    if (!atomic_load_explicit(&m->valid, memory_order_acquire))
        return 0;
    legal->lo = atomic_load_explicit(&m->words[0], memory_order_relaxed);
    legal->hi = atomic_load_explicit(&m->words[1], memory_order_relaxed);
    capturing->lo = atomic_load_explicit(&m->words[2], memory_order_relaxed);
    capturing->hi = atomic_load_explicit(&m->words[3], memory_order_relaxed);
    return 1;
}

void nx_cache_put(const nx_cache *c, nx_bb legal, nx_bb capturing)
{
    /* The cache is not part of the game's value: filling it from a const
     * function changes nothing a caller can observe but speed. */
    nx_cache *m = (nx_cache *)c;
    atomic_store_explicit(&m->words[0], legal.lo, memory_order_relaxed);
    atomic_store_explicit(&m->words[1], legal.hi, memory_order_relaxed);
    atomic_store_explicit(&m->words[2], capturing.lo, memory_order_relaxed);
    atomic_store_explicit(&m->words[3], capturing.hi, memory_order_relaxed);
    atomic_store_explicit(&m->valid, 1u, memory_order_release);
}

void nx_cache_clear(nx_cache *c)
{
    atomic_store_explicit(&c->valid, 0u, memory_order_relaxed);
}

#else

int nx_cache_get(const nx_cache *c, nx_bb *legal, nx_bb *capturing)
{
    (void)c;
    (void)legal;
    (void)capturing;
    return 0;
}

void nx_cache_put(const nx_cache *c, nx_bb legal, nx_bb capturing)
{
    (void)c;
    (void)legal;
    (void)capturing;
}

void nx_cache_clear(nx_cache *c) { (void)c; }

#endif
