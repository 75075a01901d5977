/*
 * libFuzzer target: an API driver. The input bytes are a program: a header
 * (board size, debt rates, optional start position) and then one operation
 * per step (play a legal or mutated or raw turn, place, undo, offer and
 * answer draws, clone, copy, the legal and unblocking queries, preview,
 * point status, new games from arbitrary positions, record round trips,
 * labels, an allocation failure armed for the next call). Invalid calls are
 * part of the program.
 *
 * After every call it checks: the clone taken before the call equals the
 * game; a call that failed left the game equal to that clone; the
 * consistency checker passes; and a few cross-checks between queries
 * (preview against play, point status against the legal points). A
 * violation traps (__builtin_trap). At the end no allocation is live.
 *
 * The input format is in fuzz_api.h (the seed maker make_api_seeds.c
 * writes it). Built as a fuzzer with -DNEXUS_FUZZ=ON,
 * or linked with replay_main.c (ctest fuzz-api-corpus).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_alloc.h"
#include "fuzz_api.h"
#include "fuzz_input.h"
#include "nexus.h"

#define FUZZ_TARGET "fuzz_api"
#include "fuzz_check.h"

/* ------------------------------------------------------------------------ */
/* Input                                                                    */

/* A point index: mostly on the board, sometimes off it. */
static int raw_point(input *in, int nn)
{
    unsigned b = u8(in);
    if (b < 240)
        return (int)(b % (unsigned)nn);
    switch (b & 7) {
    case 0: return -1;
    case 1: return nn;
    case 2: return NEXUS_MAX_POINTS;
    case 3: return -1000000;
    case 4: return 2000000000;
    default: return (int)(b - 240) + nn;
    }
}

/* A count for a raw list: mostly small, sometimes out of range. */
static int raw_count(input *in)
{
    unsigned b = u8(in);
    if (b < 200)
        return (int)(b % 6);
    switch (b & 3) {
    case 0: return -1;
    case 1: return NEXUS_MAX_POINTS + 1;
    case 2: return NEXUS_MAX_POINTS;
    default: return (int)(b % 20);
    }
}

/* ------------------------------------------------------------------------ */
/* The driver's state                                                       */

typedef struct fz {
    nexus_game *g;       /* the game under test */
    nexus_game *scratch; /* a second handle for copies (may be NULL) */
    fuzz_alloc m;   /* every handle's allocator (fuzz_alloc.h) */
    long armed;     /* fail_in to use for the next guarded call */
    int recorded;   /* FUZZ_API_FAST: a record round trip was made */
    input in;
    uint64_t print[4]; /* FUZZ_API_FAST: the fingerprint taken by before() */
} fz;

static nexus_options options(fz *f, int size, int p1, int p2)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    o.size = size;
    o.capture_debt = p1;
    o.unblock_debt = p2;
    o.allocator = f->m.a;
    return o;
}

static int rate(unsigned b)
{
    return b < 240 ? (int)(b % 12) : 1000 - (int)(b - 240);
}

static int game_size(const nexus_game *g)
{
    nexus_options o;
    CHECK(nexus_game_options(&o, g) == NEXUS_OK);
    return o.size;
}

/* ------------------------------------------------------------------------ */
/* Guarded calls                                                            */

static int equal(const nexus_game *a, const nexus_game *b)
{
    int eq = -1;
    CHECK(nexus_game_equal(&eq, a, b) == NEXUS_OK);
    CHECK(eq == 0 || eq == 1);
    return eq;
}

#ifndef FUZZ_API_FAST

/* Before a call that may change f->g: a clone, which must equal it. */
static nexus_game *before(fz *f)
{
    nexus_game *c = NULL;
    CHECK(nexus_game_clone(&c, f->g) == NEXUS_OK);
    CHECK(equal(c, f->g));
    /* an allocation failure armed by OP_FAIL hits the guarded call */
    f->m.fail_in = f->armed;
    f->armed = 0;
    return c;
}

/* After it: a failed call changed nothing; the game is consistent. */
static void after(fz *f, nexus_game *snapshot, nexus_status st)
{
    f->m.fail_in = 0;
    CHECK(st <= 0 && st >= NEXUS_ITER_OVER);
    if (st != NEXUS_OK)
        CHECK(equal(f->g, snapshot));
    CHECK(nexus_game_check_consistency(f->g) == NEXUS_OK);
    nexus_game_free(snapshot);
}

/* After a call taking a const game: nothing changed at all. (The full
 * consistency check, O(turns * n^2), runs after the calls that may change
 * the game; repeating it here would make long programs quadratic.) */
static void after_const(fz *f, nexus_game *snapshot)
{
    f->m.fail_in = 0;
    CHECK(equal(f->g, snapshot));
    nexus_game_free(snapshot);
}

/* The game is as it was before the call. */
static int unchanged(fz *f, const nexus_game *snapshot)
{
    return equal(f->g, snapshot);
}

/* A clone or a copy is consistent. */
static void consistent(const nexus_game *g)
{
    CHECK(nexus_game_check_consistency(g) == NEXUS_OK);
}

#else /* FUZZ_API_FAST: cheap checks per call, the full ones at the end */

/* What a failed call must leave as it was, in four words: the position
 * hash, the turns, the debts and the draw state. */
static void fingerprint(uint64_t out[4], const nexus_game *g)
{
    int64_t b = 0, w = 0;
    size_t turns = 0;
    int pending = 0, declined = 0;
    CHECK(nexus_game_hash(&out[0], g) == NEXUS_OK);
    CHECK(nexus_game_turn_count(&turns, g) == NEXUS_OK);
    CHECK(nexus_game_debts(&b, &w, g) == NEXUS_OK);
    CHECK(nexus_game_draw_pending(&pending, g) == NEXUS_OK);
    CHECK(nexus_game_declined_offers(&declined, g, turns) == NEXUS_OK);
    out[1] = (uint64_t)turns;
    out[2] = (uint64_t)b ^ ((uint64_t)w << 1);
    out[3] = (uint64_t)pending | (uint64_t)declined << 1;
}

/* No clone: the fingerprint of the game before the call stands for it
 * (the calls read the state before them from f->g itself, before the
 * call). A failed call must leave the fingerprint as it was; the
 * consistency check and a comparison with a replay of the record run once,
 * at the end of the input (final_checks). */
static nexus_game *before(fz *f)
{
    fingerprint(f->print, f->g);
    f->m.fail_in = f->armed;
    f->armed = 0;
    return NULL;
}

static int same_print(fz *f)
{
    uint64_t now[4];
    fingerprint(now, f->g);
    return memcmp(now, f->print, sizeof now) == 0;
}

static void after(fz *f, nexus_game *snapshot, nexus_status st)
{
    (void)snapshot;
    f->m.fail_in = 0;
    CHECK(st <= 0 && st >= NEXUS_ITER_OVER);
    if (st != NEXUS_OK)
        CHECK(same_print(f));
}

static void after_const(fz *f, nexus_game *snapshot)
{
    (void)snapshot;
    f->m.fail_in = 0;
    CHECK(same_print(f));
}

static int unchanged(fz *f, const nexus_game *snapshot)
{
    (void)snapshot;
    return same_print(f);
}

/* O(turns * n^2): the end of the input checks the games it keeps. */
static void consistent(const nexus_game *g)
{
    (void)g;
}

#endif

/* The record of a game, NUL-terminated, in a fresh buffer; *len excludes
 * the NUL. Writing formats every turn, so it is tried once in a buffer that
 * fits most games, and again only when that is too small. */
static char *record_text(const nexus_game *g, size_t *len)
{
    size_t cap = 4096, n = 0;
    char *text = malloc(cap);
    nexus_status st;
    CHECK(text != NULL);
    st = nexus_record_write(text, cap, &n, g);
    if (st == NEXUS_E_BUFFER_TOO_SMALL) {
        CHECK(n > cap);
        free(text);
        text = malloc(n);
        CHECK(text != NULL);
        st = nexus_record_write(text, n, &n, g);
    }
    CHECK(st == NEXUS_OK && n >= 1 && strlen(text) == n - 1);
    *len = n - 1;
    return text;
}

/* The end of an input: the games are consistent, and the record, read
 * back, is the same game (which also replays every turn through the
 * checks). */
static void final_checks(fz *f)
{
    size_t len = 0;
    char *text = record_text(f->g, &len);
    nexus_game *back = NULL;
    nexus_record_error err;
    CHECK(nexus_game_check_consistency(f->g) == NEXUS_OK);
    CHECK(!f->scratch || nexus_game_check_consistency(f->scratch) == NEXUS_OK);
    CHECK(nexus_record_read(&back, text, len, NULL, &err) == NEXUS_OK);
    CHECK(equal(back, f->g));
    nexus_game_free(back);
    free(text);
}

/* ------------------------------------------------------------------------ */
/* Turns chosen through the queries                                         */

/* Pick element `i` of list[0..n) and remove it, keeping the order. */
static int take(int *list, int *n, unsigned i)
{
    int v, j = (int)(i % (unsigned)*n);
    v = list[j];
    memmove(list + j, list + j + 1, (size_t)(*n - j - 1) * sizeof *list);
    (*n)--;
    return v;
}

/* A legal turn chosen by the input (FUZZ_API_SMART in fuzz_api.h).
 * Returns 0 when the game is over or a draw offer is pending. */
static int smart_turn(fz *f, nexus_turn *t)
{
    int points[NEXUS_MAX_POINTS], k = 0, i;
    size_t n = 0, count = 0;
    nexus_phase ph;
    nexus_preview pv;
    int pending = 0;

    memset(t, 0, sizeof *t);
    CHECK(nexus_game_phase(&ph, f->g) == NEXUS_OK);
    CHECK(nexus_game_draw_pending(&pending, f->g) == NEXUS_OK);
    if (ph == NEXUS_PHASE_OVER || pending)
        return 0;
    if (ph == NEXUS_PHASE_UNBLOCK) {
        int *sets;
        size_t pick;
        CHECK(nexus_game_unblock_size(&k, f->g) == NEXUS_OK && k > 0);
        CHECK(nexus_game_unblock_sets(NULL, 0, &count, f->g) ==
              NEXUS_E_BUFFER_TOO_SMALL);
        CHECK(count > 0 && count % (size_t)k == 0);
        sets = malloc(count * sizeof *sets);
        CHECK(sets != NULL);
        CHECK(nexus_game_unblock_sets(sets, count, &count, f->g) == NEXUS_OK);
        pick = u16(&f->in) % (count / (size_t)k);
        memcpy(t->unblock, sets + pick * (size_t)k, (size_t)k * sizeof *sets);
        t->n_unblock = k;
        free(sets);
        CHECK(nexus_game_legal_after_unblock(points, NEXUS_MAX_POINTS, &n,
                                             f->g, t->unblock, k) ==
              NEXUS_OK);
    } else {
        CHECK(nexus_game_legal_points(points, NEXUS_MAX_POINTS, &n, f->g) ==
              NEXUS_OK);
    }
    CHECK(n > 0);
    t->point = points[u8(&f->in) % n];
    CHECK(nexus_game_preview(&pv, f->g, t->unblock, t->n_unblock, t->point) ==
          NEXUS_OK);
    if (pv.audit == NEXUS_AUDIT_PAY) {
        int m = pv.n_payers;
        CHECK(pv.net > 0 && pv.net <= m);
        for (i = 0; i < (int)pv.net; i++)
            t->pay[i] = take(pv.payers, &m, u8(&f->in));
        t->n_pay = (int)pv.net;
    } else {
        CHECK(pv.n_payers == 0);
    }
    return 1;
}

/* Make a legal turn invalid in one way (or keep it). Counts may already be
 * out of range (a raw turn): array indices stay within the arrays. */
static void mutate(fz *f, nexus_turn *t, int nn)
{
    unsigned m = u8(&f->in);
    int i, np = t->n_pay, nu = t->n_unblock;
    int pay_ok = np >= 0 && np <= NEXUS_MAX_POINTS;
    int unblock_ok = nu >= 0 && nu <= NEXUS_MAX_POINTS;
    switch (m % 10) {
    case 0: /* another point */
        t->point = raw_point(&f->in, nn);
        break;
    case 1: /* drop or add a payment stone */
        if (pay_ok && np > 0 && (m & 16))
            t->n_pay--;
        else if (pay_ok && np < NEXUS_MAX_POINTS)
            t->pay[t->n_pay++] = raw_point(&f->in, nn);
        break;
    case 2: /* a duplicate payment stone */
        if (pay_ok && np > 0 && np < NEXUS_MAX_POINTS) {
            t->pay[np] = t->pay[0];
            t->n_pay++;
        }
        break;
    case 3: /* replace a payment stone */
        if (pay_ok && np > 0) {
            unsigned at = u8(&f->in) % (unsigned)np;
            t->pay[at] = raw_point(&f->in, nn);
        }
        break;
    case 4: /* drop or add an unblocking stone */
        if (unblock_ok && nu > 0 && (m & 16))
            t->n_unblock--;
        else if (unblock_ok && nu < NEXUS_MAX_POINTS)
            t->unblock[t->n_unblock++] = raw_point(&f->in, nn);
        break;
    case 5: /* replace an unblocking stone */
        if (unblock_ok && nu > 0) {
            unsigned at = u8(&f->in) % (unsigned)nu;
            t->unblock[at] = raw_point(&f->in, nn);
        }
        break;
    case 6: /* out-of-range counts */
        if (m & 16)
            t->n_pay = raw_count(&f->in);
        else
            t->n_unblock = raw_count(&f->in);
        break;
    case 7: /* sets in another order: still valid */
        for (i = 0; pay_ok && i + 1 < np; i += 2) {
            int v = t->pay[i];
            t->pay[i] = t->pay[i + 1];
            t->pay[i + 1] = v;
        }
        for (i = 0; unblock_ok && i + 1 < nu; i += 2) {
            int v = t->unblock[i];
            t->unblock[i] = t->unblock[i + 1];
            t->unblock[i + 1] = v;
        }
        break;
    default: /* unchanged */
        break;
    }
}

static void raw_turn(fz *f, nexus_turn *t, int nn)
{
    int i;
    memset(t, 0, sizeof *t);
    t->n_unblock = raw_count(&f->in);
    for (i = 0; i < t->n_unblock && i < NEXUS_MAX_POINTS; i++)
        t->unblock[i] = raw_point(&f->in, nn);
    t->point = raw_point(&f->in, nn);
    t->n_pay = raw_count(&f->in);
    for (i = 0; i < t->n_pay && i < NEXUS_MAX_POINTS; i++)
        t->pay[i] = raw_point(&f->in, nn);
}

/* What the game said about a turn just before it was played. */
typedef struct before_play {
    nexus_preview pv;
    nexus_status preview, check; /* nexus_game_preview, _check_turn */
    size_t turns;
    int pending, nn;
} before_play;

/* `sub` (n entries) are elements of the sorted list `set` (m entries). */
static void check_subset(const int *sub, int n, const int *set, int m)
{
    int i, k;
    for (i = 0; i + 1 < m; i++)
        CHECK(set[i] < set[i + 1]);
    for (i = 0; i < n; i++) {
        for (k = 0; k < m; k++)
            if (set[k] == sub[i])
                break;
        CHECK(k < m);
    }
}

/* A turn was played: it is what the preview promised, and turn_at gives
 * it back in canonical order. */
static void played(fz *f, const nexus_turn *t, const before_play *b)
{
    nexus_turn back;
    nexus_outcome outcome;
    nexus_reason reason;
    size_t turns = 0;
    int quiet = -1;
    CHECK(b->preview == NEXUS_OK && b->check == NEXUS_OK);
    CHECK(nexus_game_turn_count(&turns, f->g) == NEXUS_OK);
    CHECK(turns == b->turns + 1);
    CHECK(nexus_game_turn_at(&back, f->g, b->turns) == NEXUS_OK);
    CHECK(back.point == t->point && back.n_unblock == t->n_unblock &&
          back.n_pay == t->n_pay);
    check_subset(t->unblock, t->n_unblock, back.unblock, back.n_unblock);
    check_subset(t->pay, t->n_pay, back.pay, back.n_pay);
    CHECK(nexus_game_result(&outcome, &reason, f->g) == NEXUS_OK);
    CHECK(nexus_game_quiet(&quiet, f->g) == NEXUS_OK);
    CHECK((quiet == 0) == (b->pv.n_captured > 0));
    if (b->pv.audit == NEXUS_AUDIT_WIN)
        CHECK(reason == NEXUS_REASON_AUDIT);
    else if (b->pv.audit == NEXUS_AUDIT_BANKRUPT)
        CHECK(reason == NEXUS_REASON_BANKRUPT);
    else if (b->pv.audit == NEXUS_AUDIT_NONE)
        CHECK(reason != NEXUS_REASON_AUDIT && reason != NEXUS_REASON_BANKRUPT);
}

/* A turn was refused: check_turn said so, and the preview agrees. */
static void refused(const nexus_turn *t, nexus_status st,
                    const before_play *b)
{
    int pay_off_board = 0, i;
    CHECK(st == b->check || st == NEXUS_E_NOMEM);
    if (b->preview != NEXUS_OK) {
        /* play checks the unblocking set and the point as the preview
         * does, before anything else: the same error */
        CHECK(st == b->preview);
        return;
    }
    /* the preview accepts them: only the payment (or memory) fails */
    for (i = 0; i < t->n_pay && i < NEXUS_MAX_POINTS; i++)
        if (t->pay[i] < 0 || t->pay[i] >= b->nn)
            pay_off_board = 1;
    CHECK(st == NEXUS_E_PAYMENT_NOT_DUE || st == NEXUS_E_PAYMENT_SIZE ||
          st == NEXUS_E_PAYMENT_DUPLICATE || st == NEXUS_E_PAYMENT_NOT_OWN ||
          st == NEXUS_E_NOMEM || (st == NEXUS_E_OFF_BOARD && pay_off_board) ||
          (st == NEXUS_E_INVALID_ARG &&
           (t->n_pay < 0 || t->n_pay > NEXUS_MAX_POINTS)));
}

#ifdef FUZZ_API_TRACE
static void trace_play(fz *f, const nexus_turn *t, nexus_color who,
                       nexus_status st)
{
    char line[1024];
    size_t len = 0;
    int64_t bd = 0, wd = 0;
    if (nexus_turn_format(line, sizeof line, &len, game_size(f->g), who, t) !=
        NEXUS_OK)
        strcpy(line, "(unformattable turn)");
    nexus_game_debts(&bd, &wd, f->g);
    fprintf(stderr, "fuzz_api: play %s: %s, debts %lld %lld\n", line,
            nexus_status_name(st), (long long)bd, (long long)wd);
}
#endif

/* Play a turn, guarded, checked against the preview and check_turn taken
 * just before. */
static void play(fz *f, const nexus_turn *t)
{
    nexus_game *snap = before(f);
    before_play b;
    nexus_status st;
    nexus_color who = NEXUS_BLACK;
    long armed = f->m.fail_in;

    /* queries allocate nothing: an armed failure is kept for the play */
    b.nn = game_size(f->g) * game_size(f->g);
    b.preview = nexus_game_preview(&b.pv, f->g, t->unblock, t->n_unblock,
                                   t->point);
    b.check = nexus_game_check_turn(f->g, t);
    CHECK(nexus_game_turn_count(&b.turns, f->g) == NEXUS_OK);
    CHECK(nexus_game_draw_pending(&b.pending, f->g) == NEXUS_OK);
    CHECK(nexus_game_to_move(&who, f->g) == NEXUS_OK);
    CHECK(f->m.fail_in == armed);
    st = nexus_game_play(f->g, t);
#ifdef FUZZ_API_TRACE
    trace_play(f, t, who, st);
#endif
    if (st == NEXUS_OK)
        played(f, t, &b);
    else
        refused(t, st, &b);
    if (b.pending)
        CHECK(st == NEXUS_E_DRAW_PENDING || st == NEXUS_E_GAME_OVER);
    after(f, snap, st);
}

/* ------------------------------------------------------------------------ */
/* Queries                                                                  */

static int contains(const int *list, size_t n, int v)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (list[i] == v)
            return 1;
    return 0;
}

static void check_sorted(const int *list, size_t n, int nn)
{
    size_t i;
    for (i = 0; i < n; i++) {
        CHECK(list[i] >= 0 && list[i] < nn);
        CHECK(i == 0 || list[i - 1] < list[i]);
    }
}

/* The legal points, sorted, agree with the phase; a short buffer is
 * refused and left untouched. Returns their number. */
static size_t query_legal(fz *f, int *legal, nexus_phase ph, int nn)
{
    int buf[NEXUS_MAX_POINTS];
    size_t n = 0, cnt = 0, cap;
    CHECK(nexus_game_legal_points(legal, NEXUS_MAX_POINTS, &n, f->g) ==
          NEXUS_OK);
    check_sorted(legal, n, nn);
    CHECK((ph == NEXUS_PHASE_PLACE) == (n > 0));
    cap = u8(&f->in) % (n + 1);
    memset(buf, 0x7f, sizeof buf);
    if (cap < n) {
        CHECK(nexus_game_legal_points(buf, cap, &cnt, f->g) ==
              NEXUS_E_BUFFER_TOO_SMALL);
        CHECK(cnt == n && buf[0] == 0x7f7f7f7f);
    }
    return n;
}

/* Every point's status agrees with its stone and the legal points. */
static void query_statuses(const nexus_game *g, const int *legal, size_t n,
                           nexus_phase ph, int nn)
{
    nexus_color c;
    int p;
    for (p = -1; p <= nn; p++) {
        nexus_point_status ps;
        nexus_status st = nexus_game_point_status(&ps, g, p);
        if (p < 0 || p >= nn) {
            CHECK(st == NEXUS_E_OFF_BOARD);
            CHECK(nexus_game_stone(&c, g, p) == NEXUS_E_OFF_BOARD);
            continue;
        }
        CHECK(st == NEXUS_OK);
        CHECK(nexus_game_stone(&c, g, p) == NEXUS_OK);
        CHECK((c != NEXUS_EMPTY) == (ps == NEXUS_POINT_OCCUPIED));
        if (ph == NEXUS_PHASE_PLACE)
            CHECK((ps == NEXUS_POINT_LEGAL) == contains(legal, n, p));
        else if (ph == NEXUS_PHASE_UNBLOCK)
            CHECK(ps != NEXUS_POINT_LEGAL);
    }
}

/* The first offered sets of size k are enemy stones, sorted, each with
 * legal points after it; all m sets come in canonical order. */
static void check_sets(const nexus_game *g, const int *sets, size_t m, int k,
                       nexus_color mover, int nn)
{
    int buf[NEXUS_MAX_POINTS], q;
    nexus_color c;
    size_t i;
    for (i = 0; i < m && i < 12; i++) {
        const int *s = sets + i * (size_t)k;
        size_t after_n = 0;
        check_sorted(s, (size_t)k, nn);
        for (q = 0; q < k; q++) {
            CHECK(nexus_game_stone(&c, g, s[q]) == NEXUS_OK);
            CHECK(c != NEXUS_EMPTY && c != mover);
        }
        CHECK(nexus_game_legal_after_unblock(buf, NEXUS_MAX_POINTS, &after_n,
                                             g, s, k) == NEXUS_OK);
        CHECK(after_n > 0);
        check_sorted(buf, after_n, nn);
    }
    for (i = 1; i < m; i++) { /* sets in canonical order */
        const int *a = sets + (i - 1) * (size_t)k, *b = a + k;
        q = 0;
        while (q < k && a[q] == b[q])
            q++;
        CHECK(q < k && a[q] < b[q]);
    }
}

/* The unblocking size agrees with the phase, and the offered sets (or
 * their absence) with it. */
static void query_unblock(const nexus_game *g, nexus_phase ph,
                          nexus_color mover, int nn)
{
    int buf[NEXUS_MAX_POINTS], k = -1, *sets;
    size_t cnt = 0;
    CHECK(nexus_game_unblock_size(&k, g) == NEXUS_OK);
    CHECK((ph == NEXUS_PHASE_UNBLOCK) == (k > 0));
    if (k <= 0) {
        int set[2] = {0, 1};
        CHECK(nexus_game_unblock_sets(buf, NEXUS_MAX_POINTS, &cnt, g) ==
              NEXUS_OK);
        CHECK(cnt == 0);
        if (ph == NEXUS_PHASE_PLACE)
            CHECK(nexus_game_legal_after_unblock(buf, NEXUS_MAX_POINTS, &cnt,
                                                 g, set, 1) ==
                  NEXUS_E_UNBLOCK_NOT_DUE);
        return;
    }
    CHECK(nexus_game_unblock_sets(NULL, 0, &cnt, g) ==
          NEXUS_E_BUFFER_TOO_SMALL);
    CHECK(cnt > 0 && cnt % (size_t)k == 0);
    sets = malloc(cnt * sizeof *sets);
    CHECK(sets != NULL);
    CHECK(nexus_game_unblock_sets(sets, cnt, &cnt, g) == NEXUS_OK);
    check_sets(g, sets, cnt / (size_t)k, k, mover, nn);
    free(sets);
}

/* Random arguments to legal_after_unblock: a sorted answer or an error. */
static void query_after_random(fz *f, int nn)
{
    int buf[NEXUS_MAX_POINTS], set[NEXUS_MAX_POINTS];
    int ns = raw_count(&f->in), q;
    size_t cnt = 0;
    nexus_status st;
    for (q = 0; q < ns && q < NEXUS_MAX_POINTS; q++)
        set[q] = raw_point(&f->in, nn);
    st = nexus_game_legal_after_unblock(buf, NEXUS_MAX_POINTS, &cnt, f->g,
                                        set, ns);
    if (st == NEXUS_OK)
        check_sorted(buf, cnt, nn);
    else
        CHECK(st == NEXUS_E_UNBLOCK_NOT_DUE || st == NEXUS_E_NOT_OFFERED ||
              st == NEXUS_E_OFF_BOARD || st == NEXUS_E_GAME_OVER ||
              st == NEXUS_E_INVALID_ARG || st == NEXUS_E_MUST_UNBLOCK);
}

/* Debts, quiet count, position, board text, hash and lines agree. */
static void query_state(const nexus_game *g, nexus_color mover, int nn)
{
    char board[NEXUS_MAX_SIZE * (NEXUS_MAX_SIZE + 1)];
    int64_t bd = -1, wd = -1;
    int quiet = -1, owns = -1, p;
    nexus_position pos;
    nexus_color c;
    size_t len = 0;
    uint64_t h1 = 0;
    CHECK(nexus_game_debts(&bd, &wd, g) == NEXUS_OK && bd >= 0 && wd >= 0);
    CHECK(nexus_game_quiet(&quiet, g) == NEXUS_OK);
    CHECK(quiet >= 0 && quiet <= 2 * nn);
    CHECK(nexus_game_position(&pos, g) == NEXUS_OK);
    CHECK(pos.black_debt == bd && pos.white_debt == wd && pos.quiet == quiet &&
          pos.to_move == mover);
    for (p = 0; p < nn; p++) {
        CHECK(nexus_game_stone(&c, g, p) == NEXUS_OK);
        CHECK(pos.cells[p] == c);
    }
    CHECK(nexus_game_format_board(board, sizeof board, &len, g) == NEXUS_OK);
    CHECK(len >= 1 && board[len - 1] == '\0' && strlen(board) == len - 1);
    CHECK(nexus_game_hash(&h1, g) == NEXUS_OK);
    CHECK(nexus_game_owns_line(&owns, g, mover) == NEXUS_OK);
    CHECK(owns == 0 || owns == 1);
}

/* The legal points, every point's status and the unblocking sets agree;
 * short buffers are refused and left untouched. */
static void queries(fz *f)
{
    int legal[NEXUS_MAX_POINTS], nn = game_size(f->g) * game_size(f->g);
    size_t n;
    nexus_phase ph;
    nexus_color mover;
    nexus_game *snap = before(f);

    f->m.fail_in = 0; /* no query allocates */
    CHECK(nexus_game_phase(&ph, f->g) == NEXUS_OK);
    CHECK(nexus_game_to_move(&mover, f->g) == NEXUS_OK);
    CHECK(mover == NEXUS_BLACK || mover == NEXUS_WHITE);
    n = query_legal(f, legal, ph, nn);
    query_statuses(f->g, legal, n, ph, nn);
    query_unblock(f->g, ph, mover, nn);
    query_after_random(f, nn);
    query_state(f->g, mover, nn);
    after_const(f, snap);
}

/* A preview with arguments from the input, cross-checked with a play on a
 * clone (the guarded play() does it for the game itself). */
static void preview(fz *f)
{
    int nn = game_size(f->g) * game_size(f->g);
    nexus_turn t;
    nexus_preview pv;
    nexus_status st;
    nexus_game *snap;
    if (u8(&f->in) & 1) {
        if (!smart_turn(f, &t))
            raw_turn(f, &t, nn);
    } else {
        raw_turn(f, &t, nn);
    }
    snap = before(f);
    f->m.fail_in = 0;
    st = nexus_game_preview(&pv, f->g, t.unblock, t.n_unblock, t.point);
    if (st == NEXUS_OK) {
        int i;
        nexus_color mover;
        int64_t bd, wd;
        CHECK(nexus_game_to_move(&mover, f->g) == NEXUS_OK);
        CHECK(nexus_game_debts(&bd, &wd, f->g) == NEXUS_OK);
        CHECK(pv.n_captured >= 0 && pv.n_captured < nn);
        check_sorted(pv.captured, (size_t)pv.n_captured, nn);
        for (i = 0; i < pv.n_captured; i++) {
            nexus_color c;
            CHECK(nexus_game_stone(&c, f->g, pv.captured[i]) == NEXUS_OK);
            CHECK(c != NEXUS_EMPTY && c != mover);
        }
        CHECK(pv.opponent_debt == (mover == NEXUS_BLACK ? wd : bd));
        CHECK(pv.mover_debt >= (mover == NEXUS_BLACK ? bd : wd));
        if (pv.audit != NEXUS_AUDIT_NONE)
            CHECK(pv.net == pv.mover_debt - pv.opponent_debt);
        if (pv.audit == NEXUS_AUDIT_WIN)
            CHECK(pv.net <= 0);
        if (pv.audit == NEXUS_AUDIT_BANKRUPT || pv.audit == NEXUS_AUDIT_PAY)
            CHECK(pv.net > 0);
        if (pv.audit == NEXUS_AUDIT_BANKRUPT)
            CHECK(pv.net > pv.n_payers || pv.n_payers == 0);
        if (pv.audit == NEXUS_AUDIT_PAY) {
            CHECK(pv.n_payers >= pv.net);
            check_sorted(pv.payers, (size_t)pv.n_payers, nn);
            CHECK(contains(pv.payers, (size_t)pv.n_payers, t.point));
        }
    }
    after_const(f, snap);
}

/* ------------------------------------------------------------------------ */
/* Whole-game operations                                                    */

/* Position bytes (FUZZ_API_POSITION in fuzz_api.h). */
static void read_position(fz *f, nexus_position *pos, int nn)
{
    static const int64_t debts[] = {0, 1, 2, 4, 7, 100,
                                    INT64_C(1) << 60, (INT64_C(1) << 60) + 1,
                                    INT64_MAX, -1};
    int p;
    unsigned b = 0;
    memset(pos, 0, sizeof *pos);
    for (p = 0; p < nn; p++) {
        if (p % 4 == 0)
            b = u8(&f->in);
        pos->cells[p] = (unsigned char)((b >> (2 * (p % 4))) & 3);
        /* 3 is an invalid colour: keep it rare */
        if (pos->cells[p] == 3 && (p & 1))
            pos->cells[p] = NEXUS_EMPTY;
    }
    b = u8(&f->in);
    pos->black_debt = b < 200 ? (int64_t)(b % 16) : debts[b % 10];
    b = u8(&f->in);
    pos->white_debt = b < 200 ? (int64_t)(b % 16) : debts[b % 10];
    b = u8(&f->in);
    pos->to_move = (b & 3) == 3 ? (nexus_color)(b >> 2) % 4
                                : (b & 1) ? NEXUS_WHITE : NEXUS_BLACK;
    b = u8(&f->in);
    pos->quiet = b < 250 ? (int)(b % (unsigned)(2 * nn)) : (int)b - 252;
}

/* A new game from the input: options (possibly invalid) and a position.
 * Replaces f->g when it succeeds and the input says so. */
static void new_game(fz *f, int from_position)
{
    unsigned b = u8(&f->in);
    int size = b < 250 ? 3 + (int)(b % 7) : (int)b - 250 - 2; /* -2..3 */
    int p1 = rate(u8(&f->in));
    int p2 = rate(u8(&f->in));
    nexus_options o = options(f, size, p1, p2);
    nexus_position pos;
    nexus_game *g = (nexus_game *)&pos; /* a sentinel: must stay */
    nexus_game *sentinel = g;
    nexus_status st;
    unsigned how = u8(&f->in);
    if (how % 8 == 1)
        o.version = 2;
    else if (how % 8 == 2)
        o.allocator.free_fn = NULL; /* half-set allocator */
    else if (how % 8 == 3)
        o.capture_debt = -1;
    else if (how % 8 == 4)
        o.unblock_debt = 1001;
    if (from_position)
        read_position(f, &pos, size >= 3 && size <= 9 ? size * size : 9);
    f->m.fail_in = f->armed;
    f->armed = 0;
    st = from_position ? nexus_game_new_from_position(&g, &o, &pos)
                       : nexus_game_new(&g, &o);
    f->m.fail_in = 0;
    if (st != NEXUS_OK) {
        CHECK(g == sentinel);
        CHECK(st == NEXUS_E_INVALID_ARG || st == NEXUS_E_VERSION ||
              st == NEXUS_E_NOMEM || st == NEXUS_E_DEAD_GROUP ||
              st == NEXUS_E_LINE_OWNED);
        return;
    }
    CHECK(nexus_game_check_consistency(g) == NEXUS_OK);
    if (from_position) {
        nexus_position back, start;
        int custom = 0;
        CHECK(nexus_game_position(&back, g) == NEXUS_OK);
        CHECK(nexus_game_start_position(&start, &custom, g) == NEXUS_OK);
        CHECK(custom == 1);
        CHECK(memcmp(back.cells, pos.cells, (size_t)(size * size)) == 0);
        CHECK(back.black_debt == pos.black_debt &&
              back.white_debt == pos.white_debt &&
              back.to_move == pos.to_move && back.quiet == pos.quiet);
        CHECK(memcmp(&back, &start, sizeof back) == 0);
    }
    if (how & 128) {
        nexus_game_free(f->g);
        f->g = g;
    } else {
        nexus_game_free(g);
    }
}

/* write (and, when the next byte is a multiple of 4, read back: an equal
 * game, the same length). */
static void record_round_trip(fz *f)
{
    size_t len = 0, count2 = 0;
    char *text;
    nexus_game *back = NULL, *sentinel;
    nexus_record_error err;
    nexus_status st;
    unsigned how = u8(&f->in);

#ifdef FUZZ_API_FAST
    /* writing and reading are O(turns): one round trip per input here (the
     * end of the input makes another) */
    if ((how & 3) || f->recorded)
        return;
    f->recorded = 1;
#endif
    text = record_text(f->g, &len);
    if (how & 3) {
        /* reading replays every turn: only one time in four */
        free(text);
        return;
    }
    sentinel = back = (nexus_game *)&len;
    f->m.fail_in = f->armed;
    f->armed = 0;
    st = nexus_record_read(&back, text, len, &f->m.a, &err);
    f->m.fail_in = 0;
    if (st == NEXUS_E_NOMEM) {
        CHECK(back == sentinel);
        free(text);
        return;
    }
    if (st != NEXUS_OK)
        fprintf(stderr, "fuzz_api: record re-read failed, line %d: %s\n%s",
                err.line, err.message, text);
    CHECK(st == NEXUS_OK);
    CHECK(equal(back, f->g));
    /* (that writing `back` gives the same bytes is fuzz_record's check) */
    CHECK(nexus_record_write(NULL, 0, &count2, back) ==
          NEXUS_E_BUFFER_TOO_SMALL);
    CHECK(count2 == len + 1);
    free(text);
    nexus_game_free(back);
}

static void clone_op(fz *f)
{
    nexus_game *c = (nexus_game *)&f->in, *sentinel = c;
    nexus_status st;
    f->m.fail_in = f->armed;
    f->armed = 0;
    st = nexus_game_clone(&c, f->g);
    f->m.fail_in = 0;
    if (st != NEXUS_OK) {
        CHECK(st == NEXUS_E_NOMEM && c == sentinel);
        return;
    }
    CHECK(equal(c, f->g));
    consistent(c);
    if (u8(&f->in) & 1) { /* continue with the clone */
        nexus_game_free(f->g);
        f->g = c;
    } else {
        nexus_game_free(f->scratch);
        f->scratch = c;
    }
}

static void copy_op(fz *f)
{
    unsigned how = u8(&f->in) % 4;
    nexus_game *snap;
    nexus_status st;
    if (!f->scratch) {
        nexus_options o = options(f, 3 + (int)(how % 7), 2, 4);
        CHECK(nexus_game_new(&f->scratch, &o) == NEXUS_OK);
    }
    if (how == 0) { /* copy the game into the scratch handle */
        nexus_game *ref = NULL;
        CHECK(nexus_game_clone(&ref, f->scratch) == NEXUS_OK);
        f->m.fail_in = f->armed;
        f->armed = 0;
        st = nexus_game_copy(f->scratch, f->g);
        f->m.fail_in = 0;
        if (st == NEXUS_OK)
            CHECK(equal(f->scratch, f->g));
        else
            CHECK(st == NEXUS_E_NOMEM && equal(f->scratch, ref));
        consistent(f->scratch);
        nexus_game_free(ref);
        return;
    }
    if (how == 3) {
        /* a handle with another allocator (or none) is refused */
        nexus_game *other = NULL;
        CHECK(nexus_game_new(&other, NULL) == NEXUS_OK);
        snap = before(f);
        f->m.fail_in = 0;
        CHECK(nexus_game_copy(other, f->g) == NEXUS_E_INVALID_ARG);
        st = (u8(&f->in) & 1) ? nexus_game_copy(f->g, other)
                              : nexus_game_copy(f->g, NULL);
        nexus_game_free(other);
    } else {
        snap = before(f);
        if (how == 1) /* onto itself */
            st = nexus_game_copy(f->g, f->g);
        else /* the scratch game into the game */
            st = nexus_game_copy(f->g, f->scratch);
    }
    if (how == 1)
        CHECK(st == NEXUS_OK && unchanged(f, snap));
    if (how == 2 && st == NEXUS_OK)
        CHECK(equal(f->g, f->scratch));
    if (how == 3)
        CHECK(st == NEXUS_E_INVALID_ARG);
    after(f, snap, st);
}

static void label_op(fz *f)
{
    char label[80];
    unsigned n = u8(&f->in) % 70, i;
    nexus_color side = (u8(&f->in) & 1) ? NEXUS_WHITE : NEXUS_BLACK;
    nexus_game *snap;
    nexus_status st;
    const char *got = NULL;
    for (i = 0; i < n; i++) {
        unsigned b = u8(&f->in);
        label[i] = (char)(b < 200 ? 'a' + b % 26 : b);
    }
    label[n] = '\0';
    snap = before(f);
    st = nexus_game_set_label(f->g, side, label);
    if (st == NEXUS_OK) {
        CHECK(nexus_game_label(&got, f->g, side) == NEXUS_OK);
        CHECK(strcmp(got, label) == 0);
    } else {
        CHECK(st == NEXUS_E_INVALID_ARG);
    }
    after(f, snap, st);
}

/* A raw turn formatted: what is accepted parses back to the same turn; a
 * short buffer is refused and left untouched. */
static void text_turn_round(fz *f, int size, int nn)
{
    unsigned b = u8(&f->in);
    nexus_color who = (b & 3) == 3 ? (nexus_color)((b >> 2) & 3)
                                   : (b & 1) ? NEXUS_WHITE : NEXUS_BLACK;
    nexus_turn t, back;
    nexus_color who2 = NEXUS_EMPTY;
    char line[1200], text[48];
    size_t cap = u8(&f->in), count = 0, again = 0;
    nexus_status st;

    if (cap >= 200)
        cap = sizeof line;
    raw_turn(f, &t, nn);
    memset(line, 0x5a, sizeof line);
    st = nexus_turn_format(line, cap, &count, size, who, &t);
    if (st == NEXUS_OK) {
        CHECK(count >= 1 && count <= cap && strlen(line) == count - 1);
        CHECK(nexus_turn_parse(&back, &who2, size, line) == NEXUS_OK);
        CHECK(who2 == who && back.point == t.point &&
              back.n_unblock == t.n_unblock && back.n_pay == t.n_pay);
        CHECK(nexus_turn_format(text, 0, &again, size, who2, &back) ==
              NEXUS_E_BUFFER_TOO_SMALL);
        CHECK(again == count);
    } else if (st == NEXUS_E_BUFFER_TOO_SMALL) {
        CHECK(count > cap && (unsigned char)line[0] == 0x5a);
    } else {
        CHECK(st == NEXUS_E_OFF_BOARD || st == NEXUS_E_INVALID_ARG);
    }
}

/* Arbitrary text (mostly of turn-line words) as a turn line: a parsed
 * turn is on the board and formats back. The text goes to `text`; returns
 * its length. */
static unsigned text_parse(fz *f, int size, int nn, char *text, size_t cap)
{
    static const char alphabet[] = "turn BW unblock place pay A1C3b2 ";
    unsigned b = u8(&f->in) % (unsigned)cap, i;
    char line[1200];
    size_t count = 0;
    nexus_turn t, back;
    nexus_color who2 = NEXUS_EMPTY;
    nexus_status st;
    for (i = 0; i < b; i++) {
        unsigned c = u8(&f->in);
        text[i] = c < 200 ? alphabet[c % (sizeof alphabet - 1)] : (char)c;
    }
    text[b] = '\0';
    st = nexus_turn_parse(&t, &who2, size, text);
    if (st != NEXUS_OK) {
        CHECK(st == NEXUS_E_PARSE);
        return b;
    }
    CHECK(who2 == NEXUS_BLACK || who2 == NEXUS_WHITE);
    CHECK(t.point >= 0 && t.point < nn);
    CHECK(t.n_unblock >= 0 && t.n_unblock <= NEXUS_MAX_POINTS);
    CHECK(t.n_pay >= 0 && t.n_pay <= NEXUS_MAX_POINTS);
    st = nexus_turn_format(line, sizeof line, &count, size, who2, &t);
    CHECK(st == NEXUS_OK || st == NEXUS_E_INVALID_ARG);
    if (st == NEXUS_OK)
        CHECK(nexus_turn_parse(&back, &who2, size, line) == NEXUS_OK);
    return b;
}

/* Point names (the tail of the text parsed, a raw point formatted) and
 * status names. */
static void text_points(fz *f, int size, int nn, char *text, unsigned b)
{
    int point = -1, again = -1;
    nexus_status st = nexus_point_parse(&point, size, text + (b > 2 ? b - 2 : 0));
    if (st == NEXUS_OK) {
        char name[3];
        CHECK(point >= 0 && point < nn);
        CHECK(nexus_point_format(name, sizeof name, size, point) == NEXUS_OK);
        CHECK(nexus_point_parse(&again, size, name) == NEXUS_OK &&
              again == point);
    } else {
        CHECK(st == NEXUS_E_PARSE);
    }
    point = raw_point(&f->in, nn);
    st = nexus_point_format(text, u8(&f->in) % 5, size, point);
    CHECK(st == NEXUS_OK || st == NEXUS_E_OFF_BOARD ||
          st == NEXUS_E_BUFFER_TOO_SMALL);
    CHECK(nexus_status_name((nexus_status)(-(int)(u8(&f->in) % 40))) != NULL);
    CHECK(nexus_status_message((nexus_status)(-(int)(u8(&f->in) % 40))) !=
          NULL);
}

/* The text functions, which take no game: turn lines (raw turns formatted,
 * arbitrary text parsed; what is accepted goes round), point names,
 * status names. */
static void text_op(fz *f)
{
    int size = game_size(f->g), nn = size * size;
    char text[48];
    unsigned b;
    text_turn_round(f, size, nn);
    b = text_parse(f, size, nn, text, sizeof text);
    text_points(f, size, nn, text, b);
}

/* ------------------------------------------------------------------------ */
/* The program                                                              */

static void op_smart(fz *f)
{
    nexus_turn t;
    if (smart_turn(f, &t))
        play(f, &t);
}

static void op_mutated(fz *f)
{
    int nn = game_size(f->g) * game_size(f->g);
    nexus_turn t;
    if (!smart_turn(f, &t))
        raw_turn(f, &t, nn);
    mutate(f, &t, nn);
    play(f, &t);
}

static void op_raw(fz *f)
{
    nexus_turn t;
    raw_turn(f, &t, game_size(f->g) * game_size(f->g));
    play(f, &t);
}

static void op_place(fz *f)
{
    int point = raw_point(&f->in, game_size(f->g) * game_size(f->g));
    nexus_game *snap = before(f);
    after(f, snap, nexus_game_place(f->g, point));
}

static void op_undo(fz *f)
{
    nexus_game *snap = before(f);
    nexus_status st = nexus_game_undo(f->g);
    CHECK(st == NEXUS_OK || st == NEXUS_E_NO_HISTORY);
    after(f, snap, st);
}

static void op_offer(fz *f)
{
    nexus_game *snap = before(f);
    nexus_status st = nexus_game_offer_draw(f->g);
    CHECK(st == NEXUS_OK || st == NEXUS_E_GAME_OVER ||
          st == NEXUS_E_DRAW_PENDING);
    after(f, snap, st);
}

static void op_answer(fz *f)
{
    int accept = (int)(u8(&f->in) & 1);
    nexus_game *snap = before(f);
    nexus_status st = nexus_game_answer_draw(f->g, accept);
    CHECK(st == NEXUS_OK || st == NEXUS_E_NO_DRAW_OFFER);
    if (st == NEXUS_OK && accept) {
        nexus_outcome o;
        nexus_reason r;
        CHECK(nexus_game_result(&o, &r, f->g) == NEXUS_OK);
        CHECK(o == NEXUS_OUTCOME_DRAW && r == NEXUS_REASON_AGREEMENT);
    }
    after(f, snap, st);
}

static void op_new_position(fz *f) { new_game(f, 1); }

static void op_new(fz *f) { new_game(f, 0); }

static void op_fail(fz *f) { f->armed = 1 + (long)(u8(&f->in) % 8); }

/* The operations, by op byte (fuzz_api.h). */
static void (*const ops[FUZZ_API_N_OPS])(fz *f) = {
    [FUZZ_API_SMART] = op_smart,
    [FUZZ_API_MUTATED] = op_mutated,
    [FUZZ_API_RAW] = op_raw,
    [FUZZ_API_PLACE] = op_place,
    [FUZZ_API_UNDO] = op_undo,
    [FUZZ_API_OFFER] = op_offer,
    [FUZZ_API_ANSWER] = op_answer,
    [FUZZ_API_CLONE] = clone_op,
    [FUZZ_API_COPY] = copy_op,
    [FUZZ_API_QUERIES] = queries,
    [FUZZ_API_PREVIEW] = preview,
    [FUZZ_API_NEW_POSITION] = op_new_position,
    [FUZZ_API_NEW] = op_new,
    [FUZZ_API_RECORD] = record_round_trip,
    [FUZZ_API_FAIL] = op_fail,
    [FUZZ_API_LABEL] = label_op,
    [FUZZ_API_TEXT] = text_op,
};

static void step(fz *f)
{
    unsigned op = u8(&f->in) % FUZZ_API_N_OPS;
#ifdef FUZZ_API_TRACE
    {
        size_t turns = 0;
        nexus_game_turn_count(&turns, f->g);
        fprintf(stderr, "fuzz_api: op %u at turn %zu, %zu bytes left\n", op,
                turns, f->in.n);
    }
#endif
    if (ops[op])
        ops[op](f);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz f;
    nexus_options o;
    unsigned b;
    int p1, p2;

    memset(&f, 0, sizeof f);
    f.in.p = data;
    f.in.n = size;
    fuzz_alloc_init(&f.m);

    /* header (FUZZ_API_HEADER in fuzz_api.h) */
    b = u8(&f.in);
    p1 = rate(u8(&f.in)); /* (two statements: evaluation order) */
    p2 = rate(u8(&f.in));
    o = options(&f, 3 + (int)(b % 7), p1, p2);
    if (u8(&f.in) & 1) {
        nexus_position pos;
        read_position(&f, &pos, o.size * o.size);
        if (nexus_game_new_from_position(&f.g, &o, &pos) != NEXUS_OK)
            f.g = NULL;
    }
    if (!f.g)
        CHECK(nexus_game_new(&f.g, &o) == NEXUS_OK);
    CHECK(nexus_game_check_consistency(f.g) == NEXUS_OK);

    while (f.in.n > 0)
        step(&f);
#ifdef FUZZ_API_TRACE
    {
        /* for checking seeds: where the program left the game */
        size_t turns = 0;
        nexus_outcome outcome;
        nexus_reason reason;
        nexus_game_turn_count(&turns, f.g);
        nexus_game_result(&outcome, &reason, f.g);
        fprintf(stderr, "fuzz_api: %zu turns, outcome %d, reason %d\n", turns,
                (int)outcome, (int)reason);
    }
#endif

    final_checks(&f);
    nexus_game_free(f.scratch);
    nexus_game_free(f.g);
    CHECK(f.m.live == 0); /* nothing leaked */
    return 0;
}
