/*
 * libFuzzer target: the legal-turns iterator (nexus_turns_new/next/free)
 * and nexus_game_count_turns, against nexus_game_check_turn.
 *
 * Input: size byte (3 + b % 7), p1 byte, p2 byte (b % 12), start byte (odd:
 * n*n cell bytes follow, b % 3 each, then black debt, white debt, side and
 * quiet bytes, and the game starts from that position when it is valid).
 * Then steps until the input ends (STEPS at most): a step byte, then its
 * arguments:
 *   b % 8 == 0..3  play the yielded turn number u16 (mod their number)
 *   4              play nexus_game_playout: seed byte, up to b2 % 16 turns
 *   5              undo
 *   6              offer a draw; the next byte odd: decline it at once
 *   7              answer a pending offer (next byte odd: accept)
 * Before every step, the position is checked: every turn the iterator
 * yields (up to CAP) is accepted by check_turn, comes in canonical order
 * (offered set, point, payment) with sorted sets and no duplicate; when all
 * were listed their number is count_turns'; a few turns made from the input
 * (mutations of yielded ones, sets reordered) are accepted by check_turn
 * exactly when they are in the list. Step byte bit 3: the iterator made
 * before the step must go on unchanged after it (it keeps a copy of the
 * game). Bit 4: its creation meets an allocation failure.
 *
 * Built as a fuzzer with -DNEXUS_FUZZ=ON, or linked with replay_main.c
 * (ctest fuzz-turns-corpus).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_alloc.h"
#include "fuzz_input.h"
#include "nexus.h"

#define FUZZ_TARGET "fuzz_turns"
#include "fuzz_check.h"

#define CAP 64     /* turns listed per position */
#define STEPS 16   /* positions checked per input (playouts go deeper) */

/* The turns of one position, as the iterator listed them. */
typedef struct listing {
    nexus_turn t[CAP];
    size_t n;     /* listed */
    int complete; /* the iterator ended within CAP */
    int sets[NEXUS_MAX_POINTS * 64]; /* offered sets, k each */
    size_t n_sets, k;
} listing;

typedef struct tz {
    nexus_game *g;
    fuzz_alloc m;
    input d;
    int nn;
    listing *l;
} tz;

/* -1, 0, 1 as lists a and b (n each) compare. */
static int cmp_list(const int *a, const int *b, int n)
{
    int i;
    for (i = 0; i < n; i++)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

static int sorted(const int *a, int n, int nn)
{
    int i;
    for (i = 0; i < n; i++)
        if (a[i] < 0 || a[i] >= nn || (i > 0 && a[i - 1] >= a[i]))
            return 0;
    return 1;
}

/* The index of a turn's unblocking set among the offered sets. */
static size_t set_index(const listing *l, const nexus_turn *t)
{
    size_t i;
    if (l->k == 0) {
        CHECK(t->n_unblock == 0);
        return 0;
    }
    CHECK(t->n_unblock == (int)l->k);
    for (i = 0; i < l->n_sets; i++)
        if (cmp_list(l->sets + i * l->k, t->unblock, (int)l->k) == 0)
            return i;
    CHECK(!"a yielded unblocking set that is not offered");
    return 0;
}

/* Canonical order: set index, point, payment. */
static int cmp_turn(const listing *l, const nexus_turn *a, const nexus_turn *b)
{
    size_t sa = set_index(l, a), sb = set_index(l, b);
    if (sa != sb)
        return sa < sb ? -1 : 1;
    if (a->point != b->point)
        return a->point < b->point ? -1 : 1;
    CHECK(a->n_pay == b->n_pay); /* one net per (set, point) */
    return cmp_list(a->pay, b->pay, a->n_pay);
}

static void read_sets(tz *z)
{
    listing *l = z->l;
    int k = 0;
    size_t count = 0;
    CHECK(nexus_game_unblock_size(&k, z->g) == NEXUS_OK);
    l->k = (size_t)k;
    l->n_sets = 0;
    if (k == 0)
        return;
    CHECK(nexus_game_unblock_sets(l->sets, sizeof l->sets / sizeof l->sets[0],
                                  &count, z->g) == NEXUS_OK);
    l->n_sets = count / (size_t)k;
}

/* List the iterator's turns (CAP at most) and check each one. */
static void list_turns(tz *z, nexus_turns *it)
{
    listing *l = z->l;
    nexus_status st = NEXUS_OK;
    l->n = 0;
    while (l->n < CAP && (st = nexus_turns_next(&l->t[l->n], it)) == NEXUS_OK) {
        const nexus_turn *t = &l->t[l->n];
        CHECK(t->point >= 0 && t->point < z->nn);
        CHECK(sorted(t->unblock, t->n_unblock, z->nn));
        CHECK(sorted(t->pay, t->n_pay, z->nn));
        CHECK(nexus_game_check_turn(z->g, t) == NEXUS_OK);
        CHECK(l->n == 0 || cmp_turn(l, &l->t[l->n - 1], t) < 0);
        l->n++;
    }
    CHECK(st == NEXUS_OK || st == NEXUS_ITER_OVER);
    if (st == NEXUS_OK) { /* CAP listed: is there another? */
        nexus_turn more;
        st = nexus_turns_next(&more, it);
        CHECK(st == NEXUS_OK || st == NEXUS_ITER_OVER);
    }
    l->complete = st == NEXUS_ITER_OVER;
    if (l->complete) {
        nexus_turn more;
        CHECK(nexus_turns_next(&more, it) == NEXUS_ITER_OVER);
    }
}

static int listed(const listing *l, const nexus_turn *t)
{
    size_t i;
    for (i = 0; i < l->n; i++)
        if (l->t[i].point == t->point && l->t[i].n_pay == t->n_pay &&
            l->t[i].n_unblock == t->n_unblock &&
            cmp_list(l->t[i].pay, t->pay, t->n_pay) == 0 &&
            cmp_list(l->t[i].unblock, t->unblock, t->n_unblock) == 0)
            return 1;
    return 0;
}

static int by_value(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* A turn made from the input: a listed one changed in one place, or raw. */
static void made_turn(tz *z, nexus_turn *t)
{
    unsigned how = u8(&z->d), at = u8(&z->d);
    int v = (int)(u8(&z->d) % (unsigned)(z->nn + 1)) - (how & 64 ? 1 : 0);
    memset(t, 0, sizeof *t);
    if (z->l->n > 0)
        *t = z->l->t[at % z->l->n];
    else
        t->point = v;
    switch (how % 6) {
    case 0: t->point = v; break;
    case 1: if (t->n_pay > 0) t->pay[at % t->n_pay] = v; break;
    case 2: if (t->n_unblock > 0) t->unblock[at % t->n_unblock] = v; break;
    case 3: if (t->n_pay > 0) t->n_pay--; break;
    case 4: if (t->n_pay < NEXUS_MAX_POINTS) t->pay[t->n_pay++] = v; break;
    default: break; /* unchanged */
    }
}

/* check_turn accepts a made turn exactly when it is listed. */
static void probe(tz *z)
{
    nexus_turn t, canon;
    nexus_status st;
    made_turn(z, &t);
    st = nexus_game_check_turn(z->g, &t);
    canon = t;
    qsort(canon.pay, (size_t)canon.n_pay, sizeof canon.pay[0], by_value);
    qsort(canon.unblock, (size_t)canon.n_unblock, sizeof canon.unblock[0],
          by_value);
    if (listed(z->l, &canon))
        CHECK(st == NEXUS_OK); /* sets in any order are the same turn */
    else if (z->l->complete)
        CHECK(st != NEXUS_OK);
}

/* An iterator over the game now; NULL after an allocation failure, which
 * must leave *out untouched. */
static nexus_turns *new_iterator(tz *z, long fail_in)
{
    nexus_turns *it = (nexus_turns *)z, *sentinel = it;
    nexus_status st;
    z->m.fail_in = fail_in;
    st = nexus_turns_new(&it, z->g);
    z->m.fail_in = 0;
    if (st == NEXUS_E_NOMEM) {
        CHECK(fail_in > 0 && it == sentinel);
        return NULL;
    }
    CHECK(st == NEXUS_OK && it != sentinel && it != NULL);
    return it;
}

/* Check the position: the listing, the count, the probes. */
static void check_position(tz *z, nexus_turns *it)
{
    uint64_t count = 0;
    nexus_phase ph;
    int pending = 0, i;
    read_sets(z);
    list_turns(z, it);
    CHECK(nexus_game_count_turns(&count, z->g) == NEXUS_OK);
    CHECK(nexus_game_phase(&ph, z->g) == NEXUS_OK);
    CHECK(nexus_game_draw_pending(&pending, z->g) == NEXUS_OK);
    if (ph == NEXUS_PHASE_OVER || pending)
        CHECK(count == 0 && z->l->n == 0 && z->l->complete);
    if (z->l->complete)
        CHECK(count == z->l->n);
    else
        CHECK(count > CAP);
    for (i = 0; i < 4; i++)
        probe(z);
}

/* The same turns as the listing, from an iterator made before a change. */
static void still_same(tz *z, nexus_turns *it)
{
    size_t i;
    nexus_turn t;
    for (i = 0; i < z->l->n; i++) {
        CHECK(nexus_turns_next(&t, it) == NEXUS_OK);
        CHECK(t.point == z->l->t[i].point && t.n_pay == z->l->t[i].n_pay &&
              t.n_unblock == z->l->t[i].n_unblock &&
              cmp_list(t.pay, z->l->t[i].pay, t.n_pay) == 0 &&
              cmp_list(t.unblock, z->l->t[i].unblock, t.n_unblock) == 0);
    }
    if (z->l->complete)
        CHECK(nexus_turns_next(&t, it) == NEXUS_ITER_OVER);
}

/* One step (see the top of the file). */
static void step(tz *z, unsigned b)
{
    unsigned x;
    switch (b % 8) {
    case 4: {
        size_t played = 0;
        x = u8(&z->d);
        if (u8(&z->d) % 16)
            nexus_game_playout(z->g, x, u8(&z->d) % 16 + 1, &played);
        break;
    }
    case 5: nexus_game_undo(z->g); break;
    case 6:
        if (nexus_game_offer_draw(z->g) == NEXUS_OK && (u8(&z->d) & 1))
            CHECK(nexus_game_answer_draw(z->g, 0) == NEXUS_OK);
        break;
    case 7: nexus_game_answer_draw(z->g, (int)(u8(&z->d) & 1)); break;
    default:
        x = u8(&z->d);
        x |= u8(&z->d) << 8;
        if (z->l->n > 0)
            CHECK(nexus_game_play(z->g, &z->l->t[x % z->l->n]) == NEXUS_OK);
        break;
    }
}

static void start(tz *z, const uint8_t *data, size_t size)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    nexus_position pos;
    int p;
    z->d.p = data;
    z->d.n = size;
    o.size = 3 + (int)(u8(&z->d) % 7);
    o.capture_debt = (int)(u8(&z->d) % 12);
    o.unblock_debt = (int)(u8(&z->d) % 12);
    o.allocator = z->m.a;
    z->nn = o.size * o.size;
    z->g = NULL;
    if (u8(&z->d) & 1) {
        memset(&pos, 0, sizeof pos);
        for (p = 0; p < z->nn; p++)
            pos.cells[p] = (unsigned char)(u8(&z->d) % 3);
        pos.black_debt = u8(&z->d) % 16;
        pos.white_debt = u8(&z->d) % 16;
        pos.to_move = (u8(&z->d) & 1) ? NEXUS_WHITE : NEXUS_BLACK;
        pos.quiet = (int)(u8(&z->d) % (unsigned)(2 * z->nn));
        if (nexus_game_new_from_position(&z->g, &o, &pos) != NEXUS_OK)
            z->g = NULL;
    }
    if (!z->g)
        CHECK(nexus_game_new(&z->g, &o) == NEXUS_OK);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tz z;
    int steps;
    memset(&z, 0, sizeof z);
    fuzz_alloc_init(&z.m);
    z.l = malloc(sizeof *z.l);
    CHECK(z.l != NULL);
    start(&z, data, size);
    for (steps = 0;; steps++) {
        unsigned b = u8(&z.d);
        nexus_turns *it = new_iterator(&z, (b & 16) ? 1 + (b >> 5) : 0);
        nexus_turns *kept = NULL;
        z.l->n = 0; /* no listing after an allocation failure */
        if (it) {
            check_position(&z, it);
            nexus_turns_free(it);
        }
        if (z.d.n == 0 || steps == STEPS)
            break;
        if (it && (b & 8))
            kept = new_iterator(&z, 0);
        step(&z, b);
        if (kept) {
            still_same(&z, kept);
            nexus_turns_free(kept);
        }
    }
    CHECK(nexus_game_check_consistency(z.g) == NEXUS_OK);
    nexus_game_free(z.g);
    free(z.l);
    CHECK(z.m.live == 0); /* nothing leaked */
    return 0;
}
