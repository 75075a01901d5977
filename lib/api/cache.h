/* This file keeps the legal set of a position and its capturing points.
 * The sets are computed on the first request and kept until the position
 * changes ("legality only when asked"). The caller names the position by
 * a key, which is never 0: a cache answers only a request with the key
 * that it was filled with, so that a cache whose position has gone needs
 * no store to stop answering (the game's caches, game.h).
 *
 * Functions that take a `const nexus_game *` may run concurrently
 * (nexus.h), and the first of them to ask fills the cache. So the cached
 * words are atomics. Threads that compute the sets at the same time store
 * the same values, and a reader sees either an empty cache or a complete
 * one, because the key is published with release order after the words.
 * Without C11 atomics the cache is off, and every request computes the
 * sets.
 *
 * The functions are inline because play reads the cache, and undo
 * restores it, on every turn of a search. */
#ifndef NX_CACHE_H
#define NX_CACHE_H

#include <stddef.h>

#include "../core/bitboard.h"

#if !defined(__STDC_NO_ATOMICS__)
#include <stdatomic.h>
#define NX_CACHE 1
typedef struct nx_cache {
    atomic_uint key;           /* the key of the sets, or 0 for none */
    _Atomic uint64_t words[4]; /* the legal set's two words, then the
                                  capturing set's */
} nx_cache;

/* Returns 1 and stores the cached sets into *legal and *capturing if the
 * cache holds the sets of `key`, and returns 0 otherwise. */
static inline int nx_cache_get(const nx_cache *c, unsigned key, nx_bb *legal,
                               nx_bb *capturing)
{
    nx_cache *m = (nx_cache *)c;
    if (atomic_load_explicit(&m->key, memory_order_acquire) != key)
        return 0;
    legal->lo = atomic_load_explicit(&m->words[0], memory_order_relaxed);
    legal->hi = atomic_load_explicit(&m->words[1], memory_order_relaxed);
    capturing->lo = atomic_load_explicit(&m->words[2], memory_order_relaxed);
    capturing->hi = atomic_load_explicit(&m->words[3], memory_order_relaxed);
    return 1;
}

/* Returns 1 and stores the cached legal set into *legal if the cache
 * holds that of `key`, and returns 0 otherwise. It serves a reader that
 * needs no capturing points, such as a count. */
static inline int nx_cache_get_legal(const nx_cache *c, unsigned key,
                                     nx_bb *legal)
{
    nx_cache *m = (nx_cache *)c;
    if (atomic_load_explicit(&m->key, memory_order_acquire) != key)
        return 0;
    legal->lo = atomic_load_explicit(&m->words[0], memory_order_relaxed);
    legal->hi = atomic_load_explicit(&m->words[1], memory_order_relaxed);
    return 1;
}

/* Stores the sets of `key`, which is not 0. A const function may store
 * them, because the cache is not part of the game's value: filling it
 * changes nothing that a caller can observe except speed. */
static inline void nx_cache_put(const nx_cache *c, unsigned key, nx_bb legal,
                                nx_bb capturing)
{
    nx_cache *m = (nx_cache *)c;
    atomic_store_explicit(&m->words[0], legal.lo, memory_order_relaxed);
    atomic_store_explicit(&m->words[1], legal.hi, memory_order_relaxed);
    atomic_store_explicit(&m->words[2], capturing.lo, memory_order_relaxed);
    atomic_store_explicit(&m->words[3], capturing.hi, memory_order_relaxed);
    atomic_store_explicit(&m->key, key, memory_order_release);
}

/* Empties the cache. */
static inline void nx_cache_clear(nx_cache *c)
{
    atomic_store_explicit(&c->key, 0u, memory_order_relaxed);
}
#else
/* Without C11 atomics the cache holds nothing, and every request computes
 * the sets. */
typedef struct nx_cache {
    unsigned unused;
} nx_cache;

static inline int nx_cache_get(const nx_cache *c, unsigned key, nx_bb *legal,
                               nx_bb *capturing)
{
    (void)c;
    (void)key;
    (void)legal;
    (void)capturing;
    return 0;
}

static inline int nx_cache_get_legal(const nx_cache *c, unsigned key,
                                     nx_bb *legal)
{
    (void)c;
    (void)key;
    (void)legal;
    return 0;
}

static inline void nx_cache_put(const nx_cache *c, unsigned key, nx_bb legal,
                                nx_bb capturing)
{
    (void)c;
    (void)key;
    (void)legal;
    (void)capturing;
}

static inline void nx_cache_clear(nx_cache *c) { (void)c; }
#endif

#endif
