/* Helpers of nexus-bench: a monotonic clock, a counting allocator.
 * Header-only, internal to the benchmark. */
#ifndef NEXUS_BENCH_UTIL_H
#define NEXUS_BENCH_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nexus.h"

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
