/* The processor's own bit instructions (population count, and the i-th set
 * bit of a word by a parallel deposit), where the processor has them.
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
    _Pragma("clang attribute push(__attribute__((target(\"popcnt,bmi,bmi2\"))), apply_to = function)")
#define NX_HW_END _Pragma("clang attribute pop")
#else
#define NX_HW_BEGIN                                                            \
    _Pragma("GCC push_options") _Pragma("GCC target(\"popcnt,bmi,bmi2\")")
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
        !__builtin_cpu_is("znver1") && !__builtin_cpu_is("znver2"))
        return NX_BITS_HW;
    return NX_BITS_PORTABLE;
}
#else
static inline nx_bits nx_bits_here(void) { return NX_BITS_PORTABLE; }
#endif

#endif
