/*
 * Seed maker of the API fuzzer: turns game records (the conformance games)
 * into fuzz_api.c programs that replay their moves with FUZZ_API_SMART
 * steps, with declined offers, a few undos, clones, queries and a record
 * round trip mixed in (fuzz_api.h has the format).
 *
 *   make_api_seeds OUTDIR RECORD...
 *
 * Writes OUTDIR/api-<name of the record>; records whose settings the
 * header cannot encode are skipped. At most MAX_TURNS turns per seed.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_api.h"
#include "nexus.h"

#define MAX_TURNS 60

typedef struct out {
    unsigned char *p;
    size_t n, cap;
} out;

static void emit(out *o, unsigned b)
{
    if (o->n == o->cap) {
        o->cap = o->cap ? o->cap * 2 : 1024;
        o->p = realloc(o->p, o->cap);
        if (!o->p) {
            fprintf(stderr, "out of memory\n");
            exit(1);
        }
    }
    o->p[o->n++] = (unsigned char)b;
}

static int rate_byte(int p)
{
    if (p >= 0 && p < 12)
        return p;
    if (p <= 1000 && p >= 985)
        return 240 + (1000 - p);
    return -1;
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    long n;
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    buf = malloc((size_t)n + 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        free(buf);
        return NULL;
    }
    fclose(f);
    *len = (size_t)n;
    return buf;
}

static int index_of(const int *list, size_t n, int v)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (list[i] == v)
            return (int)i;
    return -1;
}

/* The bytes of one FUZZ_API_SMART step that plays `t` in `h`. */
static int emit_turn(out *o, const nexus_game *h, const nexus_turn *t)
{
    int points[NEXUS_MAX_POINTS], i;
    size_t n = 0;
    nexus_preview pv;
    emit(o, FUZZ_API_SMART);
    if (t->n_unblock > 0) {
        int k = t->n_unblock, *sets, found = -1;
        size_t count = 0, s;
        nexus_game_unblock_sets(NULL, 0, &count, h);
        sets = malloc(count * sizeof *sets + 1);
        nexus_game_unblock_sets(sets, count, &count, h);
        for (s = 0; s * (size_t)k < count && found < 0; s++)
            if (memcmp(sets + s * (size_t)k, t->unblock,
                       (size_t)k * sizeof *sets) == 0)
                found = (int)s;
        free(sets);
        if (found < 0 || found > 65535)
            return 0;
        emit(o, (unsigned)found & 255);
        emit(o, (unsigned)found >> 8);
        nexus_game_legal_after_unblock(points, NEXUS_MAX_POINTS, &n, h,
                                       t->unblock, k);
    } else {
        nexus_game_legal_points(points, NEXUS_MAX_POINTS, &n, h);
    }
    i = index_of(points, n, t->point);
    if (i < 0)
        return 0;
    emit(o, (unsigned)i);
    if (nexus_game_preview(&pv, h, t->unblock, t->n_unblock, t->point) !=
        NEXUS_OK)
        return 0;
    if (pv.audit == NEXUS_AUDIT_PAY) {
        int m = pv.n_payers, j;
        for (j = 0; j < t->n_pay; j++) {
            int at = index_of(pv.payers, (size_t)m, t->pay[j]);
            if (at < 0)
                return 0;
            emit(o, (unsigned)at);
            memmove(pv.payers + at, pv.payers + at + 1,
                    (size_t)(m - at - 1) * sizeof *pv.payers);
            m--;
        }
    }
    return 1;
}

/* The header bytes of the driver's input (fuzz_api.h) for g's options;
 * 0 if the driver cannot start g (a rate it has no byte for, or a start
 * position). */
static int emit_header(out *o, const nexus_game *g, nexus_options *opts)
{
    nexus_position start;
    int p1, p2, custom = 0;
    nexus_game_options(opts, g);
    p1 = rate_byte(opts->capture_debt);
    p2 = rate_byte(opts->unblock_debt);
    if (p1 < 0 || p2 < 0)
        return 0;
    emit(o, (unsigned)(opts->size - 3));
    emit(o, (unsigned)p1);
    emit(o, (unsigned)p2);
    emit(o, 0); /* empty board (the conformance games have no start) */
    nexus_game_start_position(&start, &custom, g);
    return !custom;
}

/* The offers declined before turn i of g, each an offer and a refusal. */
static void emit_declines(out *o, const nexus_game *g, size_t i)
{
    int declined = 0, d;
    nexus_game_declined_offers(&declined, g, i);
    for (d = 0; d < declined; d++) {
        emit(o, FUZZ_API_OFFER);
        emit(o, FUZZ_API_ANSWER);
        emit(o, 0);
    }
}

/* Turn i of g as driver bytes, played on h too; some turns are undone and
 * replayed, some continue on a clone, some are followed by the queries.
 * 0 when the turn cannot be given. */
static int emit_turn_at(out *o, nexus_game *h, const nexus_game *g, size_t i)
{
    nexus_turn t;
    size_t mark;
    int ok;
    emit_declines(o, g, i);
    nexus_game_turn_at(&t, g, i);
    mark = o->n;
    ok = emit_turn(o, h, &t);
    if (ok && i % 7 == 3) { /* undo it and play it again */
        size_t len = o->n - mark, j;
        emit(o, FUZZ_API_UNDO);
        for (j = 0; j < len; j++)
            emit(o, o->p[mark + j]);
    }
    if (ok)
        ok = nexus_game_play(h, &t) == NEXUS_OK;
    if (i % 13 == 5) { /* go on with a clone */
        emit(o, FUZZ_API_CLONE);
        emit(o, 1);
    }
    if (i % 17 == 9) { /* the queries, short buffers included */
        emit(o, FUZZ_API_QUERIES);
        emit(o, 0);
        emit(o, 0);
    }
    return ok;
}

/* How g ended, past its last turn: declined offers, and a draw agreed or
 * pending. */
static void emit_ending(out *o, const nexus_game *g, size_t turns)
{
    nexus_outcome outcome;
    nexus_reason reason;
    int pending = 0;
    emit_declines(o, g, turns);
    nexus_game_result(&outcome, &reason, g);
    nexus_game_draw_pending(&pending, g);
    if (reason == NEXUS_REASON_AGREEMENT || pending)
        emit(o, FUZZ_API_OFFER);
    if (reason == NEXUS_REASON_AGREEMENT) {
        emit(o, FUZZ_API_ANSWER);
        emit(o, 1);
    }
}

static int make_seed(out *o, const nexus_game *g)
{
    nexus_options opts;
    nexus_game *h = NULL;
    size_t turns = 0, i;
    int ok = 1;

    if (!emit_header(o, g, &opts))
        return 0;
    opts.allocator.malloc_fn = NULL;
    opts.allocator.realloc_fn = NULL;
    opts.allocator.free_fn = NULL;
    opts.allocator.user = NULL;
    if (nexus_game_new(&h, &opts) != NEXUS_OK)
        return 0;
    nexus_game_turn_count(&turns, g);
    for (i = 0; i < turns && i < MAX_TURNS && ok; i++)
        ok = emit_turn_at(o, h, g, i);
    if (ok && turns <= MAX_TURNS)
        emit_ending(o, g, turns);
    emit(o, FUZZ_API_QUERIES);
    emit(o, 0);
    emit(o, 0);
    emit(o, FUZZ_API_RECORD);
    emit(o, 0); /* with the read back */
    nexus_game_free(h);
    return ok;
}

int main(int argc, char **argv)
{
    int i, written = 0;
    if (argc < 3) {
        fprintf(stderr, "usage: %s OUTDIR RECORD...\n", argv[0]);
        return 1;
    }
    for (i = 2; i < argc; i++) {
        size_t len = 0;
        char *text = slurp(argv[i], &len), path[4096];
        const char *base = strrchr(argv[i], '/');
        nexus_game *g = NULL;
        out o = {NULL, 0, 0};
        FILE *f;
        if (!text || nexus_record_read(&g, text, len, NULL, NULL) != NEXUS_OK) {
            fprintf(stderr, "%s: skipped (unreadable)\n", argv[i]);
            free(text);
            continue;
        }
        free(text);
        if (!make_seed(&o, g)) {
            fprintf(stderr, "%s: skipped (cannot encode)\n", argv[i]);
            nexus_game_free(g);
            free(o.p);
            continue;
        }
        nexus_game_free(g);
        base = base ? base + 1 : argv[i];
        snprintf(path, sizeof path, "%s/api-%s", argv[1], base);
        f = fopen(path, "wb");
        if (!f || fwrite(o.p, 1, o.n, f) != o.n) {
            perror(path);
            return 1;
        }
        fclose(f);
        free(o.p);
        written++;
    }
    printf("%d seeds written\n", written);
    return 0;
}
