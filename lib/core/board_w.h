/* The word of one board width, for the width templates (board_tpl.h,
 * ../rules/legal_tpl.h). widths.h includes it with NX_W defined as 64 or
 * 128. Each inclusion first undefines what the previous one defined, so
 * that one source file can instantiate both widths. With NX_HW defined as
 * 1 as well (between NX_HW_BEGIN and NX_HW_END of bits.h), the instance
 * counts and selects bits with the processor's instructions, and its
 * names end in _hw.
 *
 *   BB            the native word
 *   T(name)       name with the width suffix (name64, name128, name64_hw)
 *   B_LOAD/STORE  from and to the storage type nx_bb
 *   B_*           operations; shifts take 0 <= s < W */
#undef BB
#undef T
#undef T_
#undef T__
#undef B_LOAD
#undef B_STORE
#undef B_ZERO
#undef B_BIT
#undef B_AND
#undef B_OR
#undef B_XOR
#undef B_ANDN
#undef B_SHL
#undef B_SHR
#undef B_NZ
#undef B_EQ
#undef B_TEST
#undef B_ISONE
#undef B_COUNT
#undef B_FIRST
#undef B_POP
#undef B_SELECT
#undef B_MASKS
#undef B_MEMBER
#undef B_MASK
#undef B_N

#undef NX_SSE_WORD
#if NX_W == 128 && defined(NX_HW) && NX_HW && defined(NX_HAVE_HW_BITS)
#define NX_SSE_WORD 1 /* the second copy's 9x9 word: an SSE register */
#endif

#define T__(name, w, hw) name##w##hw
#define T_(name, w, hw) T__(name, w, hw)
#if defined(NX_HW) && NX_HW
#define T(name) T_(name, NX_W, _hw)
#else
#define T(name) T_(name, NX_W, )
#endif

#if NX_W == 64 || (NX_W == 128 && defined(NX_HAVE_INT128) && !defined(NX_SSE_WORD))
/* A native integer word uses the C operators. */
#define B_AND(a, b) ((a) & (b))
#define B_OR(a, b) ((a) | (b))
#define B_XOR(a, b) ((a) ^ (b))
#define B_ANDN(a, b) ((a) & ~(b))
#define B_SHL(a, s) ((a) << (s))
#define B_SHR(a, s) ((a) >> (s))
#define B_NZ(a) ((a) != 0)
#define B_EQ(a, b) ((a) == (b))
#define B_TEST(a, p) ((int)(((a) >> (p)) & 1))
#define B_ISONE(a) ((a) != 0 && ((a) & ((a) - 1)) == 0)
#define B_POP(a) ((a) & ((a) - 1))
#endif

#if NX_W == 64

#define BB uint64_t
#define B_MASKS nx_masks64
#define B_MEMBER m64
#define B_MASK(m) (m)
#define B_N(c) ((c)->n)
#define B_LOAD(b) ((b).lo)
#define B_STORE(x) nx_bb_make((x), 0)
#define B_ZERO ((uint64_t)0)
#define B_BIT(p) ((uint64_t)1 << (p))
#define B_FIRST(a) nx_ctz64(a)
#if defined(NX_HW) && NX_HW
#define B_COUNT(a) nx_hw_popcount64(a)
#define B_SELECT(a, i) nx_hw_select64((a), (i))
#else
#define B_COUNT(a) nx_popcount64(a)
#define B_SELECT(a, i) nx_select64((a), (i))
#endif

#elif defined(NX_SSE_WORD)

/* The second copy's 9x9 word: an SSE register (bits.h). */
#define BB nx_v128
#define B_MASKS nx_masks128
#define B_MEMBER m128
#define B_MASK(m) nx_v_load(m)
#define B_N(c) 9
#define B_LOAD(b) nx_v_load(b)
#define B_STORE(x) nx_v_store(x)
#define B_ZERO _mm_setzero_si128()
#define B_BIT(p) nx_v_bit(p)
#define B_AND(a, b) _mm_and_si128((a), (b))
#define B_OR(a, b) _mm_or_si128((a), (b))
#define B_XOR(a, b) _mm_xor_si128((a), (b))
#define B_ANDN(a, b) _mm_andnot_si128((b), (a))
#define B_SHL(a, s) nx_v_shl((a), (s))
#define B_SHR(a, s) nx_v_shr((a), (s))
#define B_NZ(a) (!_mm_testz_si128((a), (a)))
#define B_EQ(a, b) nx_v_eq((a), (b))
#define B_TEST(a, p) nx_bb_test(nx_v_store(a), (p))
#define B_ISONE(a) (nx_v_count(a) == 1)
#define B_COUNT(a) nx_v_count(a)
#define B_FIRST(a) nx_v_first(a)
#define B_POP(a) nx_v_pop(a)
#define B_SELECT(a, i) nx_hw_bb_select(nx_v_store(a), (i))

#elif NX_W == 128 && defined(NX_HAVE_INT128)

#define BB nx_u128
#define B_MASKS nx_masks128
#define B_MEMBER m128
#define B_MASK(m) (((nx_u128)(m).hi << 64) | (m).lo)
/* Only 9x9 needs two words: its row length is a constant shift. */
#define B_N(c) 9
#define B_LOAD(b) (((nx_u128)(b).hi << 64) | (b).lo)
#define B_STORE(x) nx_bb_make((uint64_t)(x), (uint64_t)((x) >> 64))
#define B_ZERO ((nx_u128)0)
#define B_BIT(p) ((nx_u128)1 << (p))
#define B_FIRST(a)                                                             \
    ((uint64_t)(a) ? nx_ctz64((uint64_t)(a))                                  \
                   : 64 + nx_ctz64((uint64_t)((a) >> 64)))
#if defined(NX_HW) && NX_HW
#define B_COUNT(a)                                                             \
    (nx_hw_popcount64((uint64_t)(a)) + nx_hw_popcount64((uint64_t)((a) >> 64)))
#define B_SELECT(a, i) nx_hw_bb_select(B_STORE(a), (i))
#else
#define B_COUNT(a)                                                             \
    (nx_popcount64((uint64_t)(a)) + nx_popcount64((uint64_t)((a) >> 64)))
#define B_SELECT(a, i) nx_bb_select(B_STORE(a), (i))
#endif

#elif NX_W == 128

/* No 128-bit integer: the two-word struct and its helpers. */
#define BB nx_bb
#define B_MASKS nx_masks128
#define B_MEMBER m128
#define B_MASK(m) (m)
#define B_N(c) 9
#define B_LOAD(b) (b)
#define B_STORE(x) (x)
#define B_ZERO nx_bb_zero()
#define B_BIT(p) nx_bb_bit(p)
#define B_AND(a, b) nx_bb_and((a), (b))
#define B_OR(a, b) nx_bb_or((a), (b))
#define B_XOR(a, b) nx_bb_xor((a), (b))
#define B_ANDN(a, b) nx_bb_andnot((a), (b))
#define B_SHL(a, s) nx_bb_shl_any((a), (s))
#define B_SHR(a, s) nx_bb_shr_any((a), (s))
#define B_NZ(a) (!nx_bb_empty(a))
#define B_EQ(a, b) nx_bb_eq((a), (b))
#define B_TEST(a, p) nx_bb_test((a), (p))
#define B_ISONE(a) nx_bb_single(a)
#define B_FIRST(a) nx_bb_first(a)
#define B_POP(a) nx_bb_pop(a)
#if defined(NX_HW) && NX_HW
#define B_COUNT(a) (nx_hw_popcount64((a).lo) + nx_hw_popcount64((a).hi))
#define B_SELECT(a, i) nx_hw_bb_select((a), (i))
#else
#define B_COUNT(a) nx_bb_count(a)
#define B_SELECT(a, i) nx_bb_select((a), (i))
#endif

#else
#error "NX_W must be 64 or 128"
#endif
