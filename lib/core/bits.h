/* The processor's own bit instructions (population count, and the i-th set
 * bit of a word by a parallel deposit), its 128-bit registers (SSE4.1)
 * for the two-word sets of 9x9, and its 256-bit ones (AVX2) for point
 * lists, where the processor has them.
 *
 * The library is built for the baseline of its architecture, which on
 * x86-64 has neither instruction, so the portable code of bitboard.h is the
 * default. A game learns when it is made whether the processor it runs on
 * has them (nx_bits_here, stored in its geometry), and the hottest loop,
 * the playout, is compiled twice: once as it is, once between
 * NX_HW_BEGIN and NX_HW_END, where the compiler may use the instructions
 * and B_COUNT and B_SELECT (board_w.h) use the functions below. Both give
 * the same answers, so the same seed gives the same games on every
 * processor.
 *
 * NEXUS_PORTABLE_BITS leaves the second copy out, so that the portable
 * code runs everywhere (a CI stage builds the library so). */
#ifndef NX_BITS_H
#define NX_BITS_H

#include <stdint.h>

#include "bitboard.h"

/* Which bit instructions a game's hot loops use. */
typedef enum nx_bits {
    NX_BITS_PORTABLE = 0, /* the portable code of bitboard.h */
    NX_BITS_HW = 1        /* the functions below (popcnt, pdep, tzcnt) */
} nx_bits;

#if !defined(NEXUS_PORTABLE_BITS) && defined(__x86_64__) &&                   \
    (defined(__GNUC__) || defined(__clang__))
#define NX_HAVE_HW_BITS 1
#include <immintrin.h>

/* The functions defined between these two get the instructions. */
#if defined(__clang__)
#define NX_HW_BEGIN                                                            \
    _Pragma("clang attribute push(__attribute__((target(\"popcnt,bmi,bmi2,sse4.1,avx2\"))), apply_to = function)")
#define NX_HW_END _Pragma("clang attribute pop")
#else
#define NX_HW_BEGIN                                                            \
    _Pragma("GCC push_options") _Pragma("GCC target(\"popcnt,bmi,bmi2,sse4.1,avx2\")")
#define NX_HW_END _Pragma("GCC pop_options")
#endif

NX_HW_BEGIN
/* Returns the number of set bits of x. */
static inline int nx_hw_popcount64(uint64_t x)
{
    return __builtin_popcountll(x);
}

/* Returns the index of the i-th lowest set bit of x (i < popcount(x)):
 * the deposit puts bit i of a one-bit word on that bit of x. */
static inline int nx_hw_select64(uint64_t x, int i)
{
    return (int)_tzcnt_u64(_pdep_u64((uint64_t)1 << i, x));
}

/* Returns the i-th set point of a two-word set (from 0, canonical order).
 * The word is chosen without a branch: which word holds a uniform draw is
 * as unpredictable as the draw. */
static inline int nx_hw_bb_select(nx_bb a, int i)
{
    int lo = nx_hw_popcount64(a.lo), high = i >= lo;
    uint64_t w = high ? a.hi : a.lo;
    return 64 * high + nx_hw_select64(w, high ? i - lo : i);
}

/* A two-word set in one SSE register, the 9x9 word of the templates'
 * second copy (board_w.h): the flood steps of a 9x9 point test need more
 * 128-bit values at once than the sixteen general registers hold as
 * pairs, and spilled pairs cost more than the shifts. Lane 0 is nx_bb.lo
 * (points 0..63), lane 1 nx_bb.hi. */
typedef __m128i nx_v128;

static inline nx_v128 nx_v_load(nx_bb b)
{
    return _mm_set_epi64x((long long)b.hi, (long long)b.lo);
}

static inline nx_bb nx_v_store(nx_v128 x)
{
    return nx_bb_make((uint64_t)_mm_cvtsi128_si64(x),
                      (uint64_t)_mm_extract_epi64(x, 1));
}

/* Returns x shifted by s (0 <= s < 128), towards higher points if `up`
 * and towards lower ones if not: each lane by s, and the bits that leave
 * one lane into the other. The two directions mirror each other, so they
 * share this body. Both callers pass a constant `up` and the body is
 * inlined into them by force, so that each keeps only its own branches. */
static NX_ALWAYS_INLINE nx_v128 nx_v_shift(nx_v128 x, int s, int up)
{
    /* The lane that the crossing bits come from, moved into the other. */
    nx_v128 moved = up ? _mm_slli_si128(x, 8) : _mm_srli_si128(x, 8);
    if (s == 0)
        return x;
    if (s >= 64)
        return up ? _mm_slli_epi64(moved, s - 64)
                  : _mm_srli_epi64(moved, s - 64);
    if (up)
        return _mm_or_si128(_mm_slli_epi64(x, s),
                            _mm_srli_epi64(moved, 64 - s));
    return _mm_or_si128(_mm_srli_epi64(x, s), _mm_slli_epi64(moved, 64 - s));
}

/* Returns x shifted towards higher points by s (0 <= s < 128). */
static inline nx_v128 nx_v_shl(nx_v128 x, int s)
{
    return nx_v_shift(x, s, 1);
}

/* Returns x shifted towards lower points by s (0 <= s < 128). */
static inline nx_v128 nx_v_shr(nx_v128 x, int s)
{
    return nx_v_shift(x, s, 0);
}

static inline int nx_v_eq(nx_v128 a, nx_v128 b)
{
    nx_v128 d = _mm_xor_si128(a, b);
    return _mm_testz_si128(d, d);
}

static inline nx_v128 nx_v_bit(int p)
{
    return nx_v_load(nx_bb_bit(p));
}

/* Returns the lowest set point of x (x not empty). */
static inline int nx_v_first(nx_v128 x)
{
    return nx_bb_first(nx_v_store(x));
}

/* Returns x without its lowest set point. */
static inline nx_v128 nx_v_pop(nx_v128 x)
{
    return nx_v_load(nx_bb_pop(nx_v_store(x)));
}

/* Returns the number of points of a two-word set. Called from code
 * compiled without the instructions, it is a call (the compiler inlines it
 * only into code compiled with them): cheaper than the portable count
 * still, where the processor has popcnt (nx_geom_count). */
static inline int nx_hw_bb_count(nx_bb a)
{
    return nx_hw_popcount64(a.lo) + nx_hw_popcount64(a.hi);
}

/* The set bits of w, each plus `base`, as a list from o on, one byte a
 * step until no bit is left: each byte's eight indices from the table in
 * one load, one addition and one store, past the count too. w holds only
 * bytes whose eight slots fit. Returns the end of the list. */
static inline int *nx_hw_word_to_list(uint64_t w, int base, int *o)
{
    const __m256i eight = _mm256_set1_epi32(8);
    __m256i b = _mm256_set1_epi32(base);
    for (; w; w >>= 8) {
        unsigned byte = (unsigned)(w & 0xff);
        const __m256i *v = (const __m256i *)(const void *)nx_byte_bits[byte];
        _mm256_storeu_si256((__m256i *)(void *)o,
                            _mm256_add_epi32(_mm256_loadu_si256(v), b));
        b = _mm256_add_epi32(b, eight);
        /* The write pointer moves by each byte's count, which spares the
         * compiler the index's widening at every store. */
        o += nx_byte_count[byte];
    }
    return o;
}

/* nx_hw_bb_to_list_in for a set within the first word and a room of at
 * least 64 points, where every byte's eight slots fit: the first word's
 * loop alone. It serves the lists of the boards of one word, and it needs
 * neither the count of the board's bytes nor the points past them, so
 * that its copy out of line saves no registers. Returns the number of
 * points. */
static inline int nx_hw_word_list(uint64_t w, int *out)
{
    return (int)(nx_hw_word_to_list(w, 0, out) - out);
}

/* nx_bb_to_list_in (bitboard.h) by 256-bit stores: the same list within
 * the same room, with writes past the count. The bytes of each word run
 * in a loop that stops at the word's last set bit, so that a sparse set
 * costs less than a full one, and whose count is no constant, so that the
 * compiler keeps the bytes' first points in a register instead of making
 * each anew. Returns the number of points. */
static inline int nx_hw_bb_to_list_in(nx_bb a, int nn, int *out, size_t room)
{
    /* The slots of the board's whole bytes, or of those that fit. */
    unsigned fit = ((unsigned)nn + 7) & ~7u;
    int n, i;
    if (fit > room)
        fit = (unsigned)room & ~7u;
    /* Only those bytes come from the table; the points past them come one
     * by one below. The second word is listed only when it holds a point,
     * which it never does on a board of one word. */
    n = (int)(nx_hw_word_to_list(_bzhi_u64(a.lo, fit), 0, out) - out);
    if (a.hi)
        n = (int)(nx_hw_word_to_list(_bzhi_u64(a.hi, fit > 64 ? fit - 64 : 0),
                                     64, out + n) -
                  out);
    if ((int)fit < nn) {
        /* The bits of the points past the bytes, from the first on: they
         * lie in the second word when the bytes fill the first, and in
         * the first otherwise, since the room holds the board. */
        uint64_t rest = fit >= 64 ? a.hi >> (fit - 64) : a.lo >> fit;
        for (i = (int)fit; i < nn; i++, rest >>= 1) {
            out[n] = i;
            n += (int)(rest & 1);
        }
    }
    return n;
}

static inline int nx_v_count(nx_v128 x)
{
    return nx_hw_popcount64((uint64_t)_mm_cvtsi128_si64(x)) +
           nx_hw_popcount64((uint64_t)_mm_extract_epi64(x, 1));
}
NX_HW_END

/* Returns NX_BITS_HW if this processor has the instructions and runs them
 * fast, NX_BITS_PORTABLE otherwise. The first AMD Zen processors (Zen 1
 * and 2) have pdep in microcode, tens of cycles a call: slower than the
 * portable select, so they take the portable code. The answer comes from
 * the compiler's runtime, which reads the processor once at start-up:
 * asking costs a few loads. */
static inline nx_bits nx_bits_here(void)
{
    if (__builtin_cpu_supports("popcnt") && __builtin_cpu_supports("bmi2") &&
        __builtin_cpu_supports("sse4.1") && __builtin_cpu_supports("avx2") &&
        !__builtin_cpu_is("znver1") && !__builtin_cpu_is("znver2"))
        return NX_BITS_HW;
    return NX_BITS_PORTABLE;
}
#else
static inline nx_bits nx_bits_here(void) { return NX_BITS_PORTABLE; }
#endif

#endif
