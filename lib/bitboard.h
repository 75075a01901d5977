/* Bitboards: one bit per point, canonical index order (R3).
 *
 * A 9x9 board has 81 points, so a bitboard is two 64-bit words. A struct of
 * two words (rather than unsigned __int128) keeps the code ISO C and portable
 * to 32-bit targets; compilers turn these inline helpers into the same
 * double-word shifts they would emit for a 128-bit integer. */
#ifndef NX_BITBOARD_H
#define NX_BITBOARD_H

#include <stdint.h>

typedef struct nx_bb {
    uint64_t lo; /* points 0..63 */
    uint64_t hi; /* points 64..80 */
} nx_bb;

static inline nx_bb nx_bb_make(uint64_t lo, uint64_t hi)
{
    nx_bb r;
    r.lo = lo;
    r.hi = hi;
    return r;
}

static inline nx_bb nx_bb_zero(void) { return nx_bb_make(0, 0); }

static inline nx_bb nx_bb_bit(int p)
{
    return p < 64 ? nx_bb_make((uint64_t)1 << p, 0)
                  : nx_bb_make(0, (uint64_t)1 << (p - 64));
}

static inline nx_bb nx_bb_and(nx_bb a, nx_bb b)
{
    return nx_bb_make(a.lo & b.lo, a.hi & b.hi);
}

static inline nx_bb nx_bb_or(nx_bb a, nx_bb b)
{
    return nx_bb_make(a.lo | b.lo, a.hi | b.hi);
}

static inline nx_bb nx_bb_xor(nx_bb a, nx_bb b)
{
    return nx_bb_make(a.lo ^ b.lo, a.hi ^ b.hi);
}

/* a without the bits of b */
static inline nx_bb nx_bb_andnot(nx_bb a, nx_bb b)
{
    return nx_bb_make(a.lo & ~b.lo, a.hi & ~b.hi);
}

static inline int nx_bb_empty(nx_bb a) { return (a.lo | a.hi) == 0; }

static inline int nx_bb_eq(nx_bb a, nx_bb b)
{
    return a.lo == b.lo && a.hi == b.hi;
}

static inline int nx_bb_test(nx_bb a, int p)
{
    return p < 64 ? (int)((a.lo >> p) & 1) : (int)((a.hi >> (p - 64)) & 1);
}

/* Portable SWAR popcount: the builtin becomes a libgcc call unless the
 * build targets a CPU with a popcount instruction. */
static inline int nx_popcount64(uint64_t x)
{
    x = x - ((x >> 1) & UINT64_C(0x5555555555555555));
    x = (x & UINT64_C(0x3333333333333333)) +
        ((x >> 2) & UINT64_C(0x3333333333333333));
    x = (x + (x >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
    return (int)((x * UINT64_C(0x0101010101010101)) >> 56);
}

static inline int nx_ctz64(uint64_t x) /* x != 0 */
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x);
#else
    int c = 0;
    while (!(x & 1)) {
        x >>= 1;
        c++;
    }
    return c;
#endif
}

static inline int nx_bb_count(nx_bb a)
{
    return nx_popcount64(a.lo) + nx_popcount64(a.hi);
}

/* Index of the lowest set bit; a must not be empty. */
static inline int nx_bb_first(nx_bb a)
{
    return a.lo ? nx_ctz64(a.lo) : 64 + nx_ctz64(a.hi);
}

/* a without its lowest set bit */
static inline nx_bb nx_bb_pop(nx_bb a)
{
    if (a.lo)
        a.lo &= a.lo - 1;
    else
        a.hi &= a.hi - 1;
    return a;
}

/* True when a has exactly one bit set. */
static inline int nx_bb_single(nx_bb a)
{
    return a.lo ? (a.hi == 0 && (a.lo & (a.lo - 1)) == 0)
                : (a.hi != 0 && (a.hi & (a.hi - 1)) == 0);
}

/* Shifts towards higher indices (left) and lower indices (right), 0 < s < 64. */
static inline nx_bb nx_bb_shl(nx_bb a, int s)
{
    return nx_bb_make(a.lo << s, (a.hi << s) | (a.lo >> (64 - s)));
}

static inline nx_bb nx_bb_shr(nx_bb a, int s)
{
    return nx_bb_make((a.lo >> s) | (a.hi << (64 - s)), a.hi >> s);
}

/* Write the indices of the set bits in canonical order; returns how many.
 * Word by word: the tightest loop for the hot list outputs. */
static inline int nx_bb_to_list(nx_bb a, int *out)
{
    int n = 0;
    uint64_t w;
    for (w = a.lo; w; w &= w - 1)
        out[n++] = nx_ctz64(w);
    for (w = a.hi; w; w &= w - 1)
        out[n++] = 64 + nx_ctz64(w);
    return n;
}

/* Iterate over the set bits of a bitboard in canonical order:
 *   for (nx_bb it = set; !nx_bb_empty(it); it = nx_bb_pop(it)) {
 *       int p = nx_bb_first(it); ... } */

#endif
