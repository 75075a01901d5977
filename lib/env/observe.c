/* What the buffers of nexus_env_step() and nexus_env_observe() say about
 * one game: its observation planes (nexus.h, "Environments"), its action
 * mask and who plays next, from the position the slot keeps (choice.c),
 * so that no game is asked for its board. */
#include <string.h>

#include "env.h"

#if defined(__SSE2__)
#include <emmintrin.h>

/* Writing the 11 planes of an observation was a quarter of the C cost of
 * a step, and the compiler does not vectorise loops of 25 or 81 floats
 * well, so x86-64 (where SSE2 is always there) writes them four floats a
 * store. Every board has at least 9 points, so the last points of a plane
 * are written by stores that overlap the ones before them. */

/* Fills one constant plane of n2 >= 4 floats, four floats a store, the
 * last store ending at the plane's end. */
static void fill(float *plane, int n2, float value)
{
    __m128 v = _mm_set1_ps(value);
    for (int p = 0; p < n2 - 4; p += 4)
        _mm_storeu_ps(plane + p, v);
    _mm_storeu_ps(plane + n2 - 4, v);
}

/* Writes 1.0 in the four floats at `out` whose bytes of `eq` are set. */
static void ones4(float *out, __m128i eq)
{
    _mm_storeu_ps(out, _mm_and_ps(_mm_castsi128_ps(eq), _mm_set1_ps(1.0f)));
}

/* Writes the 16 floats of each stone plane that follow the 16 cells at
 * `cells`: 1.0 where a cell holds `mine` (for `own`) or `theirs` (for
 * `other`). */
static void stones16(float *own, float *other, const unsigned char *cells,
                     __m128i mine, __m128i theirs)
{
    __m128i c = _mm_loadu_si128((const __m128i *)(const void *)cells);
    __m128i eq[2] = {_mm_cmpeq_epi8(c, mine), _mm_cmpeq_epi8(c, theirs)};
    float *plane[2] = {own, other};
    for (int k = 0; k < 2; k++) {
        __m128i lo = _mm_unpacklo_epi8(eq[k], eq[k]);
        __m128i hi = _mm_unpackhi_epi8(eq[k], eq[k]);
        ones4(plane[k], _mm_unpacklo_epi16(lo, lo));
        ones4(plane[k] + 4, _mm_unpackhi_epi16(lo, lo));
        ones4(plane[k] + 8, _mm_unpacklo_epi16(hi, hi));
        ones4(plane[k] + 12, _mm_unpackhi_epi16(hi, hi));
    }
}

/* Does the same as the function above, for four cells. */
static void stones4(float *own, float *other, const unsigned char *cells,
                    __m128i mine, __m128i theirs)
{
    int32_t word;
    memcpy(&word, cells, sizeof word);
    __m128i c = _mm_cvtsi32_si128(word);
    __m128i m = _mm_cmpeq_epi8(c, mine), t = _mm_cmpeq_epi8(c, theirs);
    m = _mm_unpacklo_epi8(m, m);
    t = _mm_unpacklo_epi8(t, t);
    ones4(own, _mm_unpacklo_epi16(m, m));
    ones4(other, _mm_unpacklo_epi16(t, t));
}

/* Writes the two stone planes: 1.0 where `cells` holds `mine`, and where
 * it holds `theirs`. Boards of 16 points or more go 16 cells at a time,
 * smaller ones 4 at a time, with an overlapping last step. */
static void stones(float *own, float *other, const unsigned char *cells,
                   int n2, int mine, int theirs)
{
    __m128i m = _mm_set1_epi8((char)mine), t = _mm_set1_epi8((char)theirs);
    int step = n2 >= 16 ? 16 : 4;
    for (int p = 0; p < n2 - step; p += step)
        if (step == 16)
            stones16(own + p, other + p, cells + p, m, t);
        else
            stones4(own + p, other + p, cells + p, m, t);
    int last = n2 - step;
    if (step == 16)
        stones16(own + last, other + last, cells + last, m, t);
    else
        stones4(own + last, other + last, cells + last, m, t);
}

#else

/* Fills one constant plane. */
static void fill(float *plane, int n2, float value)
{
    for (int p = 0; p < n2; p++)
        plane[p] = value;
}

/* Writes the two stone planes: 1.0 where `cells` holds `mine`, and where
 * it holds `theirs`. */
static void stones(float *own, float *other, const unsigned char *cells,
                   int n2, int mine, int theirs)
{
    for (int p = 0; p < n2; p++) {
        own[p] = cells[p] == mine ? 1.0f : 0.0f;
        other[p] = cells[p] == theirs ? 1.0f : 0.0f;
    }
}

#endif

/* Returns the number of choices left in the open kind (plane 10). */
static int choices_left(const nx_slot *s)
{
    if (s->state != NX_ENV_PLAYING)
        return 0;
    if (s->kind == NEXUS_ENV_UNBLOCK)
        return s->k - s->turn.n_unblock;
    return s->kind == NEXUS_ENV_PAY ? s->net - s->turn.n_pay : 1;
}

/* Writes the planes of a board of n2 points. It is inlined into one
 * function a board size (below), in which n2 is a constant: the compiler
 * then unrolls the loops of the planes, which were most of the cost of an
 * observation while n2 was only known at run time. */
static inline void observe_planes(const nx_slot *s, float *planes, int n2)
{
    const nexus_position *pos = &s->pos;
    int own = pos->to_move;
    int enemy = own == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK;
    stones(planes, planes + n2, pos->cells, n2, own, enemy);
    /* Plane by plane, as fill() stores: a memset of the four planes, or a
     * loop the compiler takes for one, became `rep stos`, an instruction
     * for every 8 bytes. */
    for (int k = 2; k < 6; k++)
        fill(planes + k * n2, n2, 0.0f);
    for (int c = 0; c < s->turn.n_unblock; c++)
        planes[2 * n2 + s->turn.unblock[c]] = 1.0f;
    if (s->kind == NEXUS_ENV_PAY) {
        planes[3 * n2 + s->turn.point] = 1.0f;
        for (int c = 0; c < s->n_captured; c++)
            planes[4 * n2 + s->captured[c]] = 1.0f;
        for (int c = 0; c < s->turn.n_pay; c++)
            planes[5 * n2 + s->turn.pay[c]] = 1.0f;
    }
    int64_t mine = own == NEXUS_BLACK ? pos->black_debt : pos->white_debt;
    int64_t theirs = own == NEXUS_BLACK ? pos->white_debt : pos->black_debt;
    fill(planes + 6 * n2, n2, own == NEXUS_BLACK ? 1.0f : 0.0f);
    fill(planes + 7 * n2, n2, (float)mine);
    fill(planes + 8 * n2, n2, (float)theirs);
    fill(planes + 9 * n2, n2, (float)pos->quiet);
    fill(planes + 10 * n2, n2, (float)choices_left(s));
}

/* Writes what the buffers say about game i, on a board of n2 points: its
 * planes, its mask (from the slot's list; a game over has an empty list,
 * choice.c) and who plays next. Inlined like observe_planes. */
static inline void write_game(const nx_slot *s, size_t i,
                              const nexus_env_buffers *out, int n2)
{
    size_t planes = (size_t)(NEXUS_ENV_PLANES * n2);
    if (out->observations)
        observe_planes(s, out->observations + i * planes, n2);
    if (out->masks) {
        int8_t *mask = out->masks + i * (size_t)(NEXUS_ENV_KINDS * n2);
        memset(mask, 0, (size_t)(NEXUS_ENV_KINDS * n2));
        /* Local copies: a store through int8_t may alias the slot, which
         * would make the compiler read the list anew at every point. */
        int8_t *kind = mask + s->kind * n2;
        const uint8_t *legal = s->legal;
        int count = s->n_legal, j = 0;
        for (; j + 4 <= count; j += 4) {
            kind[legal[j]] = 1;
            kind[legal[j + 1]] = 1;
            kind[legal[j + 2]] = 1;
            kind[legal[j + 3]] = 1;
        }
        for (; j < count; j++)
            kind[legal[j]] = 1;
    }
    if (out->to_play)
        out->to_play[i] = (int8_t)(s->pos.to_move == NEXUS_WHITE);
}

/* One observe_ and one write_ function a board size, NEXUS_MIN_SIZE (3)
 * to NEXUS_MAX_SIZE (9). */
#define NX_N 3
#include "observe_size_tpl.h"
#undef NX_N
#define NX_N 4
#include "observe_size_tpl.h"
#undef NX_N
#define NX_N 5
#include "observe_size_tpl.h"
#undef NX_N
#define NX_N 6
#include "observe_size_tpl.h"
#undef NX_N
#define NX_N 7
#include "observe_size_tpl.h"
#undef NX_N
#define NX_N 8
#include "observe_size_tpl.h"
#undef NX_N
#define NX_N 9
#include "observe_size_tpl.h"
#undef NX_N

void nx_slot_observe(const nexus_env *env, const nx_slot *s,
                     float *planes)
{
    static void (*const by_size[])(const nx_slot *, float *) = {
        observe_3, observe_4, observe_5, observe_6,
        observe_7, observe_8, observe_9};
    _Static_assert(sizeof by_size / sizeof by_size[0] ==
                       NEXUS_MAX_SIZE - NEXUS_MIN_SIZE + 1,
                   "one function a board size");
    by_size[env->n - NEXUS_MIN_SIZE](s, planes);
}

void nx_slot_write(const nexus_env *env, const nx_slot *s, size_t i,
                   const nexus_env_buffers *out)
{
    static void (*const by_size[])(const nx_slot *, size_t,
                                   const nexus_env_buffers *) = {
        write_3, write_4, write_5, write_6, write_7, write_8, write_9};
    _Static_assert(sizeof by_size / sizeof by_size[0] ==
                       NEXUS_MAX_SIZE - NEXUS_MIN_SIZE + 1,
                   "one function a board size");
    by_size[env->n - NEXUS_MIN_SIZE](s, i, out);
}
