/* 128-bit products and quotients on two 64-bit words. They use the
 * compiler's 128-bit integer where there is one, and portable word
 * arithmetic elsewhere. */
#ifndef NX_WIDE_H
#define NX_WIDE_H

#include <stdint.h>

#include "bitboard.h"

/* Returns the high word of the 128-bit product of x and m, and stores the
 * low word into *low. */
static inline uint64_t nx_mul_wide(uint64_t x, uint64_t m, uint64_t *low)
{
#ifdef NX_HAVE_INT128
    nx_u128 p = (nx_u128)x * m;
    *low = (uint64_t)p;
    return (uint64_t)(p >> 64);
#else
    uint64_t xl = x & 0xffffffffu, xh = x >> 32;
    uint64_t ml = m & 0xffffffffu, mh = m >> 32;
    uint64_t ll = xl * ml, lh = xl * mh, hl = xh * ml, hh = xh * mh;
    uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    *low = (mid << 32) | (ll & 0xffffffffu);
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
#endif
}

/* Returns (high * 2^64 + low) / d. It needs high < d, so that the quotient
 * fits in one word. */
static inline uint64_t nx_div_wide(uint64_t high, uint64_t low, uint64_t d)
{
#ifdef NX_HAVE_INT128
    return (uint64_t)((((nx_u128)high << 64) | low) / d);
#else
    uint64_t q = 0, r = high;
    int i;
    /* A restoring division: each step finds one bit of the quotient. */
    for (i = 63; i >= 0; i--) {
        int carry = (int)(r >> 63);
        r = (r << 1) | ((low >> i) & 1);
        q <<= 1;
        if (carry || r >= d) {
            r -= d;
            q |= 1;
        }
    }
    return q;
#endif
}

#endif
