/*
 * libFuzzer target: the engine client's reading of an engine's output
 * (cli/engine_reply.c, what cli/engine_io.c and cli/engine_client.c run on
 * the bytes an engine writes), as the arbiter of `nexus match` reads it.
 *
 * Input: byte 0 picks how the output arrives (the sizes of the reads:
 * 1 + (b + i * 7) % (1 + b % 64) bytes for read i), byte 1 the board size
 * (3 + b % 7); the rest is everything the engine writes. The harness asks
 * what the arbiter asks (protocol_version, name, new, then genturn for the
 * side to move, on a mirror game) and reads each reply as the client does.
 *
 * Checks: each reply is what the protocol says the bytes mean (a model
 * that reads them straight, line by line, with no buffer), the progress
 * lines before it (protocol 1.1 "info ...") counted alike; the replies do
 * not depend on how the bytes were split into reads
 * (the same input read whole gives the same replies, failures and leftover
 * bytes); a reply is NUL-terminated, within its buffer, has no empty line
 * and does not end with a line break; a failure is a non-empty sentence of
 * one of the client's kinds; a name is a valid player label; a turn named
 * for the side to move is judged by the library exactly as
 * nexus_game_check_turn says, and a turn that plays keeps the mirror
 * consistent.
 *
 * Built as a fuzzer with -DNEXUS_FUZZ=ON, or linked with replay_main.c
 * (ctest fuzz-protocol-corpus).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine_reply.h"
#include "nexus.h"

#define FUZZ_TARGET "fuzz_protocol"
#include "fuzz_check.h"

#define MAX_REPLIES 64

/* The engine's output and the client's buffer (engine_io's buf). */
typedef struct stream {
    const uint8_t *p;
    size_t n, at;
    unsigned split; /* 0: read everything that fits */
    size_t reads;
    char buf[ENGINE_REPLY_CAP];
    size_t have;
    size_t model_at; /* where model_reply() has read to */
} stream;

/* One reply as read: a digest to compare the two readings. */
typedef struct seen {
    int got; /* engine_reply_feed's 1 or -1; 0: the output ended */
    int ok;
    unsigned infos; /* progress lines before the reply */
    uint64_t text_hash;
    size_t text_len;
    char failure[256];
} seen;

static uint64_t hash(const char *s, size_t n)
{
    uint64_t h = 1469598103934665603u;
    size_t i;
    for (i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 1099511628211u;
    return h;
}

/* Move the next read's bytes into the buffer; 0 at the end of output. */
static int read_more(stream *s)
{
    size_t room = sizeof s->buf - s->have, n = s->n - s->at;
    if (s->split)
        room = room < 1 + (s->split + s->reads * 7) % (1 + s->split % 64)
                   ? room
                   : 1 + (s->split + s->reads * 7) % (1 + s->split % 64);
    if (n == 0)
        return 0;
    if (n > room)
        n = room;
    memcpy(s->buf + s->have, s->p + s->at, n);
    s->have += n;
    s->at += n;
    s->reads++;
    return 1;
}

static void check_reply(const engine_reply *r, int got)
{
    if (got < 0) {
        static const char *kinds[] = {"garbage: ", "protocol error: ",
                                      "huge output: "};
        size_t i;
        CHECK(memchr(r->failure, '\0', sizeof r->failure) != NULL);
        for (i = 0; i < 3; i++)
            if (strncmp(r->failure, kinds[i], strlen(kinds[i])) == 0)
                break;
        CHECK(i < 3);
        return;
    }
    CHECK(r->failure[0] == '\0');
    CHECK(r->ok == 0 || r->ok == 1);
    CHECK(r->n < r->cap && strlen(r->text) == r->n);
    CHECK(strstr(r->text, "\n\n") == NULL);
    CHECK(r->n == 0 || r->text[r->n - 1] != '\n');
}

/* The next line of the output for model_reply(): 1 and the line (CR
 * dropped); 0 at the end of the output; -1 when the client's buffer would
 * fill without a line end; -2 for a line with a NUL byte (garbage). */
static int model_line(stream *s, char *line)
{
    const uint8_t *p = s->p + s->model_at, *nl;
    size_t left = s->n - s->model_at, len;
    nl = memchr(p, '\n', left < ENGINE_REPLY_CAP ? left : ENGINE_REPLY_CAP);
    if (!nl)
        return left >= ENGINE_REPLY_CAP ? -1 : 0;
    len = (size_t)(nl - p);
    if (memchr(p, '\0', len) != NULL) {
        s->model_at += len + 1;
        return -2;
    }
    memcpy(line, p, len);
    line[len - (len > 0 && line[len - 1] == '\r')] = '\0';
    s->model_at += len + 1;
    return 1;
}

/* The protocol (docs/protocol.md) read straight from the bytes, with no
 * buffer: what the client must make of the reply to request `id`. Returns
 * as engine_reply_feed (0: the output ended first); *kind is a failure's. */
static int model_reply(stream *s, unsigned long id, char *text, int *ok,
                       const char **kind, unsigned *infos)
{
    char line[ENGINE_REPLY_CAP], *p;
    size_t n = 0, len;
    int started = 0, got;
    *kind = "huge output: ";
    while ((got = model_line(s, line)) > 0) {
        len = strlen(line);
        if (!started && len == 0)
            continue;
        if (!started && strncmp(line, "info", 4) == 0 &&
            (line[4] == ' ' || line[4] == '\0')) {
            ++*infos; /* a progress line (protocol 1.1) */
            continue;
        }
        if (started && len == 0)
            return 1;
        if (started && n + len + 2 > ENGINE_REPLY_CAP)
            return -1;
        if (started) {
            text[n++] = '\n';
            memcpy(text + n, line, len + 1);
            n += len;
            continue;
        }
        *kind = "garbage: ";
        if (line[0] != '=' && line[0] != '?')
            return -1;
        *ok = line[0] == '=';
        p = line + 1;
        *kind = "protocol error: ";
        if (*p >= '0' && *p <= '9' ? strtoul(p, &p, 10) != id : id != 0)
            return -1; /* a wrong id, or none where the request had one */
        p += strspn(p, " ");
        n = strlen(p);
        memmove(text, p, n + 1);
        started = 1;
        *kind = "huge output: ";
    }
    if (got == -2) {
        *kind = "garbage: ";
        return -1;
    }
    return got;
}

/* The reply agrees with the model's. */
static void check_model(stream *s, unsigned long id, const seen *got,
                        const char *text)
{
    char want[ENGINE_REPLY_CAP];
    const char *kind = "";
    unsigned infos = 0;
    int ok = -1, r = model_reply(s, id, want, &ok, &kind, &infos);
    CHECK(r == got->got);
    CHECK(r == 0 || infos == got->infos);
    if (r > 0)
        CHECK(ok == got->ok && strcmp(want, text) == 0);
    if (r < 0)
        CHECK(strncmp(got->failure, kind, strlen(kind)) == 0);
}

/* Read the reply to request `id` as engine_io_request does. */
static void read_reply(stream *s, unsigned long id, char *text, seen *out)
{
    engine_reply r;
    engine_feed got;
    engine_reply_init(&r, id, text, ENGINE_REPLY_CAP);
    for (;;) {
        got = engine_reply_feed(&r, s->buf, &s->have, sizeof s->buf);
        CHECK(s->have <= sizeof s->buf);
        if (got != ENGINE_FEED_MORE || !read_more(s))
            break;
    }
    check_reply(&r, got);
    memset(out, 0, sizeof *out);
    out->got = got;
    out->ok = r.ok;
    out->infos = r.infos;
    out->text_len = strlen(text);
    out->text_hash = hash(text, out->text_len);
    memcpy(out->failure, r.failure, sizeof r.failure);
    check_model(s, id, out, text);
}

/* A name reply is a label the library takes. */
static void check_name(nexus_game *g, const char *text)
{
    char name[NEXUS_LABEL_MAX + 1];
    engine_reply_name(name, sizeof name, text);
    CHECK(name[0] != '\0');
    CHECK(nexus_game_set_label(g, NEXUS_WHITE, name) == NEXUS_OK);
}

/* A genturn reply: the library judges the turn as check_turn says. Returns
 * 0 when the client would fail the engine. */
static int judge_turn(nexus_game *g, const char *text, int size)
{
    nexus_turn t;
    nexus_color me = NEXUS_BLACK;
    const char *why = NULL;
    nexus_status want, st;
    engine_genturn kind;
    CHECK(nexus_game_to_move(&me, g) == NEXUS_OK);
    kind = engine_reply_turn(text, size, me, &t, &why);
    if (kind == ENGINE_GENTURN_BAD) {
        CHECK(why != NULL && why[0] != '\0');
        return 0;
    }
    if (kind == ENGINE_GENTURN_OFFER) { /* The arbiter declines offers. */
        return nexus_game_offer_draw(g) == NEXUS_OK &&
               nexus_game_answer_draw(g, 0) == NEXUS_OK;
    }
    CHECK(t.point >= 0 && t.point < size * size);
    want = nexus_game_check_turn(g, &t);
    st = nexus_game_play(g, &t);
    CHECK(st == want);
    return st == NEXUS_OK;
}

/* What the client makes of reply i (a request of the arbiter's session:
 * protocol_version, name, new, then genturn, with an offer of a draw as
 * every fifth request); 0 when it would fail the engine. */
static int use_reply(nexus_game *g, int i, const char *text, int ok, int size)
{
    int accept = 0;
    if (i == 0)
        return !ok || atoi(text) == 1;
    if (i == 1) {
        if (ok)
            check_name(g, text);
        return ok;
    }
    if (!ok)
        return 0; /* new, genturn and offer must succeed */
    if (i % 5 == 4) {
        if (!engine_reply_answer(text, &accept))
            return 0;
        CHECK(accept == (strcmp(text, "accept") == 0));
        return nexus_game_offer_draw(g) == NEXUS_OK &&
               nexus_game_answer_draw(g, accept) == NEXUS_OK;
    }
    return i == 2 || judge_turn(g, text, size);
}

/* The arbiter's session over the engine's output; the replies into seen[]
 * (their number is returned). */
static int session(stream *s, int size, seen *replies)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    nexus_game *g = NULL;
    char text[ENGINE_REPLY_CAP];
    int i = 0;
    o.size = size;
    CHECK(nexus_game_new(&g, &o) == NEXUS_OK);
    for (;;) {
        read_reply(s, (unsigned long)i + 1, text, &replies[i]);
        if (replies[i].got <= 0 || i + 1 == MAX_REPLIES ||
            !use_reply(g, i, text, replies[i].ok, size))
            break;
        i++;
    }
    CHECK(nexus_game_check_consistency(g) == NEXUS_OK);
    nexus_game_free(g);
    return i + 1;
}

static void init_stream(stream *s, const uint8_t *p, size_t n, unsigned split)
{
    memset(s, 0, sizeof *s);
    s->p = p;
    s->n = n;
    s->split = split;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const size_t header = 2;
    stream *a, *b;
    seen ra[MAX_REPLIES], rb[MAX_REPLIES];
    int na, nb, board;
    if (size < header)
        return 0;
    board = 3 + data[1] % 7;
    a = malloc(sizeof *a);
    b = malloc(sizeof *b);
    CHECK(a && b);
    init_stream(a, data + header, size - header, 1u + data[0]);
    init_stream(b, data + header, size - header, 0);
    na = session(a, board, ra);
    nb = session(b, board, rb);
    CHECK(na == nb);
    CHECK(memcmp(ra, rb, sizeof ra[0] * (size_t)na) == 0);
    /* the same bytes left unread (in the buffer or not yet read) */
    CHECK(a->have + (a->n - a->at) == b->have + (b->n - b->at));
    free(a);
    free(b);
    return 0;
}
