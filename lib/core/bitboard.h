/* Bitboards: one bit per point, canonical index order (R3). The lowest
 * layer of the library (lib/README.md): it knows nothing of the rules.
 *
 * nx_bb is the storage type: two 64-bit words, as a 9x9 board has 81
 * points. A struct of two words keeps the stored state ISO C and the same
 * on every platform. The rule code does not compute on it: it runs on a
 * native word of the board's width (board_tpl.h), a uint64_t for boards up
 * to 8x8 and nx_u128 for 9x9. nx_u128 is the compiler's unsigned __int128
 * where there is one (its shifts are two instructions); elsewhere it is
 * this struct with the helpers below. */
#ifndef NX_BITBOARD_H
#define NX_BITBOARD_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "compiler.h"

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

/* Returns the set of the point p, with 0 <= p < 128. It has no branch,
 * nor has nx_bb_test, because which word holds a point is data, and on
 * 9x9 a branch on it is mispredicted as often as not. */
static inline nx_bb nx_bb_bit(int p)
{
    uint64_t b = (uint64_t)1 << (p & 63);
    uint64_t high = (uint64_t)0 - (uint64_t)(p >> 6); /* ones when p >= 64 */
    return nx_bb_make(b & ~high, b & high);
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

/* Returns a without the bits of b. */
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
    uint64_t high = (uint64_t)0 - (uint64_t)(p >> 6);
    uint64_t w = a.lo ^ ((a.lo ^ a.hi) & high);
    return (int)((w >> (p & 63)) & 1);
}

/* Returns the byte of the points p to p + 7 of a, p a multiple of 8. */
static inline unsigned int nx_bb_byte(nx_bb a, int p)
{
    return (unsigned int)((p < 64 ? a.lo >> p : a.hi >> (p - 64)) & 0xff);
}

/* Returns the eight bytes whose byte i is bit i of the byte b, 0 or 1.
 * The product puts bit i into bit i of byte i, and the sum carries each
 * byte's nonzero value into its top bit, without a carry between bytes. */
static inline uint64_t nx_byte_spread(unsigned int b)
{
    uint64_t t = ((uint64_t)b * UINT64_C(0x0101010101010101)) &
                 UINT64_C(0x8040201008040201);
    return ((t + UINT64_C(0x7f7f7f7f7f7f7f7f)) >> 7) &
           UINT64_C(0x0101010101010101);
}

/* Returns the number of set bits of x. The builtin where the target has
 * an instruction for it (WebAssembly always, x86 only when built for a
 * processor with popcnt, which the runtime choice of bits.h covers
 * otherwise); elsewhere a portable SWAR count, as the builtin would be a
 * library call there. */
static inline int nx_popcount64(uint64_t x)
{
#if defined(__wasm__) || defined(__POPCNT__)
    return __builtin_popcountll(x);
#else
    x = x - ((x >> 1) & UINT64_C(0x5555555555555555));
    x = (x & UINT64_C(0x3333333333333333)) +
        ((x >> 2) & UINT64_C(0x3333333333333333));
    x = (x + (x >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
    return (int)((x * UINT64_C(0x0101010101010101)) >> 56);
#endif
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
    /* The high word is empty on every board but 9x9. */
    return nx_popcount64(a.lo) + (a.hi ? nx_popcount64(a.hi) : 0);
}

/* Returns the index of the lowest set bit of a, which must not be
 * empty. */
static inline int nx_bb_first(nx_bb a)
{
    return a.lo ? nx_ctz64(a.lo) : 64 + nx_ctz64(a.hi);
}

/* Returns a without its lowest set bit. */
static inline nx_bb nx_bb_pop(nx_bb a)
{
    if (a.lo)
        a.lo &= a.lo - 1;
    else
        a.hi &= a.hi - 1;
    return a;
}

/* Returns 1 when a has exactly one bit set, and 0 otherwise. */
static inline int nx_bb_single(nx_bb a)
{
    return a.lo ? (a.hi == 0 && (a.lo & (a.lo - 1)) == 0)
                : (a.hi != 0 && (a.hi & (a.hi - 1)) == 0);
}

/* Returns a shifted towards higher indices (left) or lower indices (right),
 * with 0 < s < 64. */
static inline nx_bb nx_bb_shl(nx_bb a, int s)
{
    return nx_bb_make(a.lo << s, (a.hi << s) | (a.lo >> (64 - s)));
}

static inline nx_bb nx_bb_shr(nx_bb a, int s)
{
    return nx_bb_make((a.lo >> s) | (a.hi << (64 - s)), a.hi >> s);
}

/* Returns a shifted by any amount 0 <= s < 128. */
static inline nx_bb nx_bb_shl_any(nx_bb a, int s)
{
    if (s == 0)
        return a;
    if (s >= 64)
        return nx_bb_make(0, a.lo << (s - 64));
    return nx_bb_shl(a, s);
}

static inline nx_bb nx_bb_shr_any(nx_bb a, int s)
{
    if (s == 0)
        return a;
    if (s >= 64)
        return nx_bb_make(a.hi >> (s - 64), 0);
    return nx_bb_shr(a, s);
}

/* Writes the indices of the set bits in canonical order. Returns their
 * number. It goes word by word, the tightest loop for the hot lists. */
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

/* The positions of the set bits of each byte value, padded with zeros to
 * eight, and their count (bitlist.c). */
extern const int nx_byte_bits[256][8];
extern const unsigned char nx_byte_count[256];

/* Writes the first `bytes` bytes of w as a list, eight indices at a time,
 * past the count too, each byte's from the table with base added. Returns
 * the number of points. */
static inline int nx_word_to_list(uint64_t w, int bytes, int base, int *out)
{
    int n = 0, i, j, v[8];
    for (i = 0; i < bytes; i++, w >>= 8, base += 8) {
        /* Loaded whole before the stores, which might otherwise alias
         * the table: then the eight run as two vector operations. */
        memcpy(v, nx_byte_bits[w & 0xff], sizeof v);
        for (j = 0; j < 8; j++)
            out[n + j] = v[j] + base;
        n += nx_byte_count[w & 0xff];
    }
    return n;
}

/* A writer of the first `bytes` bytes of a word as a list, base added,
 * eight slots a byte (nx_word_to_list; bits.h has its own for 256-bit stores).
 * Returns the number of points. */
typedef int (*nx_word_lister)(uint64_t w, int bytes, int base, int *out);

/* nx_bb_to_list for a set within the first nn points, into a buffer of
 * room >= nn ints that may be written past the count: byte by byte by
 * `words`, then point by point beyond the bytes whose eight slots fit.
 * Every loop's length is the board's, so that no branch depends on the
 * set. Returns the number of points. Inline, forced: with `words` a
 * constant, the compiler then calls it directly. */
static NX_ALWAYS_INLINE int nx_bb_to_list_by(nx_bb a, int nn, int *out,
                                             size_t room, nx_word_lister words)
{
    int bytes = (nn + 7) / 8, n, i;
    if ((size_t)bytes * 8 > room)
        bytes = (int)(room / 8);
    /* A whole first word is written by a loop of a constant count, which
     * the compiler unrolls. */
    if (bytes >= 8)
        n = words(a.lo, 8, 0, out);
    else
        n = words(a.lo, bytes, 0, out);
    if (bytes > 8)
        n += words(a.hi, bytes - 8, 64, out + n);
    /* Slot n is before point i, which is within the room: each point is
     * written, and counted if it is in the set. */
    for (i = 8 * bytes; i < nn; i++) {
        out[n] = i;
        n += nx_bb_test(a, i);
    }
    return n;
}

/* Returns what nx_bb_to_list_by returns, with the portable byte
 * writer. */
static inline int nx_bb_to_list_in(nx_bb a, int nn, int *out, size_t room)
{
    return nx_bb_to_list_by(a, nn, out, room, nx_word_to_list);
}

/* Returns the number of bytes of s, each a count of at most 64, that are <= i,
 * with 0 <= i < 128: byte k of (i | 0x80) - s_k keeps its top bit exactly when
 * s_k <= i, and no byte borrows from the next. */
static inline int nx_bytes_at_most(uint64_t s, int i)
{
    const uint64_t ones = UINT64_C(0x0101010101010101);
    const uint64_t tops = UINT64_C(0x8080808080808080);
    uint64_t le = ((((uint64_t)i * ones) | tops) - s) & tops;
    return (int)(((le >> 7) * ones) >> 56);
}

/* Returns the index of the i-th lowest set bit of x, with i < popcount(x),
 * without a branch: a random draw selects a uniform index, and a loop whose
 * length depends on it is a branch the processor cannot predict. The byte that
 * holds the bit comes from the running byte counts (one multiply adds them
 * up), the bit within the byte from running bit counts the same way, each bit
 * of the byte spread to a byte of its own. */
static inline int nx_select64(uint64_t x, int i)
{
    const uint64_t ones = UINT64_C(0x0101010101010101);
    uint64_t s, byte, bits;
    int k, r;
    s = x - ((x >> 1) & UINT64_C(0x5555555555555555));
    s = (s & UINT64_C(0x3333333333333333)) +
        ((s >> 2) & UINT64_C(0x3333333333333333));
    s = ((s + (s >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f)) * ones;
    k = nx_bytes_at_most(s, i);                      /* its byte */
    r = i - (int)(((s << 8) >> (8 * k)) & 0xff);     /* its rank there */
    byte = (x >> (8 * k)) & 0xff;
    bits = (((byte * ones) & UINT64_C(0x8040201008040201)) +
            UINT64_C(0x7f7f7f7f7f7f7f7f)) &
           UINT64_C(0x8080808080808080);             /* bit j at byte j */
    return 8 * k + nx_bytes_at_most((bits >> 7) * ones, r);
}

/* Returns the i-th set point of a, counted from 0 in canonical order. */
static inline int nx_bb_select(nx_bb a, int i)
{
    int lo = nx_popcount64(a.lo);
    return i < lo ? nx_select64(a.lo, i) : 64 + nx_select64(a.hi, i - lo);
}

/* The compiler's 128-bit integer, where its shifts are native: on wasm32
 * a shift by a variable amount is a library call, and the two-word struct
 * is faster there. NEXUS_NO_INT128 forces the struct (to test that path). */
#if defined(__SIZEOF_INT128__) && !defined(__wasm__) && !defined(NEXUS_NO_INT128)
#define NX_HAVE_INT128 1
__extension__ typedef unsigned __int128 nx_u128;
#endif

/* Iterate over the set bits of a bitboard in canonical order:
 *   for (nx_bb it = set; !nx_bb_empty(it); it = nx_bb_pop(it)) {
 *       int p = nx_bb_first(it); ... } */

#endif
