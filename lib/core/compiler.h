/* Compiler hints, empty where the compiler has none. */
#ifndef NX_COMPILER_H
#define NX_COMPILER_H

/* Keep a rare path out of a hot caller: its large locals would otherwise
 * make the caller's frame, and every call of it, costlier. */
#if defined(__GNUC__) || defined(__clang__)
#define NX_NOINLINE __attribute__((noinline))
#else
#define NX_NOINLINE
#endif

/* Inline a function into its hot caller even where it has another, cold
 * caller that would otherwise make the compiler keep it out of line. Only
 * in optimized builds: unoptimized (the coverage build) each copy would
 * keep branches that only the other caller's arguments decide. */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__OPTIMIZE__)
#define NX_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define NX_ALWAYS_INLINE inline
#endif

#endif
