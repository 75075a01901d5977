/* The legal set of the current position, computed on first request and
 * kept until the position changes ("legality only when asked").
 *
 * Functions taking a `const nexus_game *` may run concurrently (nexus.h),
 * and the first of them to ask fills the cache. So the cached words are
 * atomics: threads that compute at the same time store the same values,
 * and a reader sees either an empty cache or a complete one (the flag is
 * published with release order after the words). Without C11 atomics the
 * cache is off and every request computes. */
#ifndef NX_CACHE_H
#define NX_CACHE_H

#include "../core/bitboard.h"

#if !defined(__STDC_NO_ATOMICS__)
#include <stdatomic.h>
#define NX_CACHE 1
typedef struct nx_cache {
    atomic_uint valid;
    _Atomic uint64_t words[4]; /* legal lo, hi; capturing lo, hi */
} nx_cache;
#else
typedef struct nx_cache {
    unsigned unused;
} nx_cache;
#endif

/* 1 and the cached sets if the cache holds them. */
int nx_cache_get(const nx_cache *c, nx_bb *legal, nx_bb *capturing);

/* Store the sets (a const function may: see above). */
void nx_cache_put(const nx_cache *c, nx_bb legal, nx_bb capturing);

void nx_cache_clear(nx_cache *c);

#endif
