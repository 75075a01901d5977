/*
 * libFuzzer target: the record visitor (nexus_record_replay).
 *
 * Input: two control bytes, then the record text (any bytes).
 *   byte 0: odd: a callback stops the walk at call number (b >> 1) % 64
 *           (calls counted from 0, every kind); even: no stop.
 *   byte 1: bits 0-1 pick the stop value (stops[]); bit 2: the stopping
 *           walk passes out = NULL; bit 3: it has no header callback.
 *
 * Checks: a walk with every callback gives the status, the error and the
 * game of nexus_record_read; the calls come in file order (headers, one
 * start, then moves and expectations, line numbers increasing, each line's
 * text and words inside the record, keyword first), a move callback sees
 * the game after its move (a turn: one more turn, the turn given back by
 * nexus_game_turn_at); a walk stopped by a callback returns the callback's
 * value, leaves *out untouched and names the line; nothing leaks.
 *
 * Built as a fuzzer with -DNEXUS_FUZZ=ON, or linked with replay_main.c
 * (ctest fuzz-visitor-corpus).
 */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_alloc.h"
#include "nexus.h"

#define FUZZ_TARGET "fuzz_visitor"
#include "fuzz_check.h"

/* What the callbacks saw, and when to stop. */
typedef struct walk {
    const char *text;
    size_t len;
    long calls;       /* callbacks so far */
    long stop_at;     /* stop at this call (-1: never) */
    nexus_status stop_with;
    int stopped_line; /* the line number the stopping call named */
    int last_line;    /* the last line number seen */
    int last_header;  /* the last header line number (-1: not followed) */
    int started;      /* start was called */
    long moves, turns, expects;
} walk;

static const nexus_status stops[4] = {1, NEXUS_E_PARSE, -12345, INT_MIN};

/* Count a call; its return value (NEXUS_OK or the stop value). */
static nexus_status counted(walk *w, int line)
{
    if (w->calls++ == w->stop_at) {
        w->stopped_line = line;
        return w->stop_with;
    }
    return NEXUS_OK;
}

/* A line lies inside the record, starts with its keyword, and comes after
 * the previous one. */
static void check_line(walk *w, const nexus_record_line *l)
{
    const char *end = w->text + w->len, *name = nexus_record_key_name(l->key);
    size_t n = strlen(name);
    CHECK(l->key >= NEXUS_RECORD_KEY_VERSION &&
          l->key <= NEXUS_RECORD_KEY_RESULT);
    CHECK(l->number > w->last_line || l->number == INT_MAX);
    CHECK(l->text >= w->text && l->len <= (size_t)(end - l->text));
    CHECK(l->len >= n && memcmp(l->text, name, n) == 0);
    CHECK(l->words >= l->text + n && l->words <= l->text + l->len);
    CHECK(l->words_len <= (size_t)(l->text + l->len - l->words));
    CHECK(l->words_len == 0 || (l->words[0] != ' ' &&
                                l->words[l->words_len - 1] != ' '));
    w->last_line = l->number;
}

static nexus_status on_header(const nexus_record_line *line, void *payload)
{
    walk *w = payload;
    CHECK(!w->started);
    CHECK(line->key <= NEXUS_RECORD_KEY_START);
    check_line(w, line);
    w->last_header = line->number;
    return counted(w, line->number);
}

static nexus_status on_start(const nexus_game *g, void *payload)
{
    walk *w = payload;
    size_t turns = 1;
    CHECK(!w->started);
    w->started = 1;
    CHECK(nexus_game_turn_count(&turns, g) == NEXUS_OK && turns == 0);
    /* a stopped start names the last header line */
    return counted(w, w->last_header);
}

/* A turn line: the game has one more turn, and it is this one. */
static void check_turn_move(walk *w, const nexus_game *g,
                            const nexus_record_move *m)
{
    nexus_turn back;
    size_t turns = 0;
    w->turns++;
    CHECK(nexus_game_turn_count(&turns, g) == NEXUS_OK);
    CHECK(turns == (size_t)w->turns);
    CHECK(nexus_game_turn_at(&back, g, turns - 1) == NEXUS_OK);
    CHECK(back.point == m->turn.point && back.n_pay == m->turn.n_pay &&
          back.n_unblock == m->turn.n_unblock);
    CHECK(m->preview.n_captured >= 0 &&
          m->preview.n_captured <= NEXUS_MAX_POINTS);
    CHECK(m->side == NEXUS_BLACK || m->side == NEXUS_WHITE);
}

static nexus_status on_move(const nexus_game *g, const nexus_record_line *line,
                            const nexus_record_move *m, void *payload)
{
    walk *w = payload;
    size_t turns = 0;
    CHECK(w->started);
    CHECK(line->key >= NEXUS_RECORD_KEY_TURN &&
          line->key <= NEXUS_RECORD_KEY_ACCEPT);
    check_line(w, line);
    w->moves++;
    if (line->key == NEXUS_RECORD_KEY_TURN) {
        check_turn_move(w, g, m);
    } else {
        CHECK(nexus_game_turn_count(&turns, g) == NEXUS_OK);
        CHECK(turns == (size_t)w->turns);
        CHECK(m->turn.n_pay == 0 && m->turn.n_unblock == 0);
    }
    return counted(w, line->number);
}

static nexus_status on_expect(const nexus_game *g,
                              const nexus_record_line *line, void *payload)
{
    walk *w = payload;
    size_t turns = 0;
    CHECK(w->started);
    CHECK(line->key >= NEXUS_RECORD_KEY_CAPTURED);
    check_line(w, line);
    w->expects++;
    CHECK(nexus_game_turn_count(&turns, g) == NEXUS_OK);
    CHECK(turns == (size_t)w->turns);
    return counted(w, line->number);
}

static void init_walk(walk *w, const char *text, size_t len, long stop_at,
                      nexus_status stop_with)
{
    memset(w, 0, sizeof *w);
    w->text = text;
    w->len = len;
    w->stop_at = stop_at;
    w->stop_with = stop_with;
}

static int same_error(const nexus_record_error *a, const nexus_record_error *b)
{
    return a->line == b->line && a->status == b->status &&
           strcmp(a->message, b->message) == 0;
}

/* The full walk agrees with nexus_record_read; returns its call count. */
static long full_walk(const char *text, size_t len,
                      const nexus_record_callbacks *cb, fuzz_alloc *fa)
{
    nexus_game *g = NULL, *r = NULL;
    nexus_record_error e1, e2;
    nexus_status st, rst;
    walk w;
    int eq = 0;
    size_t turns = 0;
    init_walk(&w, text, len, -1, NEXUS_OK);
    memset(&e1, 0x5a, sizeof e1);
    st = nexus_record_replay(&g, text, len, &fa->a, cb, &w, &e1);
    rst = nexus_record_read(&r, text, len, NULL, &e2);
    CHECK(st == rst);
    CHECK(memchr(e1.message, '\0', sizeof e1.message) != NULL);
    CHECK(same_error(&e1, &e2));
    if (st != NEXUS_OK) {
        CHECK(g == NULL && r == NULL);
        CHECK(st == NEXUS_E_RECORD && e1.status < 0 && e1.line >= 0);
        return w.calls;
    }
    CHECK(w.started && e1.status == NEXUS_OK && e1.line == 0);
    CHECK(nexus_game_equal(&eq, g, r) == NEXUS_OK && eq);
    CHECK(nexus_game_turn_count(&turns, g) == NEXUS_OK);
    CHECK(turns == (size_t)w.turns);
    nexus_game_free(r);
    nexus_game_free(g);
    return w.calls;
}

/* A walk stopped at call `at` (of `calls` in the full walk). */
static void stopped_walk(const char *text, size_t len,
                         const nexus_record_callbacks *cb, fuzz_alloc *fa,
                         long at, unsigned how, long calls)
{
    nexus_game *sentinel = (nexus_game *)&at, *g = sentinel;
    nexus_record_error e;
    nexus_status want = stops[how & 3], st;
    walk w;
    init_walk(&w, text, len, at, want);
    if (!cb->header)
        w.last_header = -1; /* start cannot know its line */
    memset(&e, 0x5a, sizeof e);
    st = nexus_record_replay((how & 4) ? NULL : &g, text, len, &fa->a, cb, &w,
                             &e);
    if (at < calls) {
        CHECK(st == want && g == sentinel && w.calls == at + 1);
        CHECK(e.status == want);
        CHECK(e.line == w.stopped_line || w.stopped_line < 0);
        CHECK(memchr(e.message, '\0', sizeof e.message) != NULL);
        return;
    }
    CHECK(w.calls == calls);
    if (st == NEXUS_OK) {
        CHECK(((how & 4) != 0) == (g == sentinel));
        if (g != sentinel)
            nexus_game_free(g);
    } else {
        CHECK(g == sentinel && st == NEXUS_E_RECORD);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    nexus_record_callbacks cb = NEXUS_RECORD_CALLBACKS_INIT;
    fuzz_alloc fa;
    unsigned plan = size > 0 ? data[0] : 0, how = size > 1 ? data[1] : 0;
    const char *text = (const char *)data + (size < 2 ? size : 2);
    size_t len = size < 2 ? 0 : size - 2;
    long calls;

    fuzz_alloc_init(&fa);
    cb.header = on_header;
    cb.start = on_start;
    cb.move = on_move;
    cb.expect = on_expect;
    calls = full_walk(text, len, &cb, &fa);
    if (plan & 1) {
        if (how & 8) { /* without a header callback: fewer calls */
            long headers;
            walk w;
            cb.header = NULL;
            init_walk(&w, text, len, -1, NEXUS_OK);
            w.last_header = -1;
            nexus_record_replay(NULL, text, len, &fa.a, &cb, &w, NULL);
            headers = calls - w.calls;
            CHECK(headers >= 0);
            calls = w.calls;
        }
        stopped_walk(text, len, &cb, &fa, (long)((plan >> 1) % 64), how,
                     calls);
    }
    /* callbacks of an unknown version are refused before anything */
    cb.version = NEXUS_RECORD_CALLBACKS_VERSION + 1;
    CHECK(nexus_record_replay(NULL, text, len, &fa.a, &cb, NULL, NULL) ==
          NEXUS_E_VERSION);
    CHECK(fa.live == 0); /* nothing leaked */
    return 0;
}
