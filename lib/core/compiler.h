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

#endif
