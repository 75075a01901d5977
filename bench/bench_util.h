/* Helpers of nexus-bench: a fixed-seed PRNG, a monotonic clock, a counting
 * allocator. Header-only, internal to the benchmark. */
#ifndef NEXUS_BENCH_UTIL_H
#define NEXUS_BENCH_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nexus.h"

/* ------------------------------------------------------------------------ */
/* PRNG: xoshiro256** seeded through splitmix64 (Blackman and Vigna). */

typedef struct bench_rng {
    uint64_t s[4];
} bench_rng;

static inline uint64_t bench_splitmix64(uint64_t *x)
{
    uint64_t z = (*x += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

static inline void bench_rng_seed(bench_rng *r, uint64_t seed)
{
    int i;
    for (i = 0; i < 4; i++)
        r->s[i] = bench_splitmix64(&seed);
}

static inline uint64_t bench_rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

static inline uint64_t bench_rng_next(bench_rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = bench_rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = bench_rotl(s[3], 45);
    return result;
}

/* A number in [0, n), n >= 1 (multiply-shift; the bias, below 2^-25 for
 * n <= 81 * 81, does not matter here). */
static inline size_t bench_rng_below(bench_rng *r, size_t n)
{
    return (size_t)(((bench_rng_next(r) >> 32) * (uint64_t)n) >> 32);
}

/* ------------------------------------------------------------------------ */
/* Monotonic clock in seconds. */

static inline double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ------------------------------------------------------------------------ */
/* Counting allocator: every block carries its size in a header, so that
 * the live bytes (sizes requested by the library, headers not counted) are
 * known at any time. */

typedef struct bench_counter {
    size_t live;   /* bytes requested and not yet freed */
    size_t peak;   /* largest value of live */
    size_t blocks; /* blocks held */
} bench_counter;

typedef union bench_header {
    max_align_t align;
    size_t size;
} bench_header;

static inline void bench_count_add(bench_counter *c, size_t size)
{
    c->live += size;
    if (c->live > c->peak)
        c->peak = c->live;
}

static inline void *bench_count_malloc(size_t size, void *user)
{
    bench_counter *c = user;
    bench_header *h = malloc(sizeof *h + size);
    if (!h)
        return NULL;
    h->size = size;
    bench_count_add(c, size);
    c->blocks++;
    return h + 1;
}

static inline void *bench_count_realloc(void *ptr, size_t size, void *user)
{
    bench_counter *c = user;
    bench_header *h = (bench_header *)ptr - 1;
    size_t old = h->size;
    h = realloc(h, sizeof *h + size);
    if (!h)
        return NULL;
    h->size = size;
    c->live -= old;
    bench_count_add(c, size);
    return h + 1;
}

static inline void bench_count_free(void *ptr, void *user)
{
    bench_counter *c = user;
    bench_header *h = (bench_header *)ptr - 1;
    c->live -= h->size;
    c->blocks--;
    free(h);
}

static inline nexus_allocator bench_counting_allocator(bench_counter *c)
{
    nexus_allocator a;
    memset(c, 0, sizeof *c);
    a.malloc_fn = bench_count_malloc;
    a.realloc_fn = bench_count_realloc;
    a.free_fn = bench_count_free;
    a.user = c;
    return a;
}

#endif
