/* Compiler hints. Each hint is empty where the compiler has no such hint. */
#ifndef NX_COMPILER_H
#define NX_COMPILER_H

/* NX_NOINLINE keeps a rare path out of a hot caller. The rare path's large
 * locals would otherwise make the caller's frame, and every call of the
 * caller, costlier. */
#if defined(__GNUC__) || defined(__clang__)
#define NX_NOINLINE __attribute__((noinline))
#else
#define NX_NOINLINE
#endif

/* NX_ALWAYS_INLINE inlines a function into its hot caller even where it has
 * another, cold caller that would otherwise make the compiler keep it out
 * of line. It does so only in optimized builds. In an unoptimized build
 * (the coverage build), each copy would keep branches that only the other
 * caller's arguments decide. */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__OPTIMIZE__)
#define NX_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define NX_ALWAYS_INLINE inline
#endif

#endif
