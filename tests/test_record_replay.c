/* The record visitor nexus_record_replay(): callbacks, their order and
 * content, stopping the walk, and a walk over every line of the corpus
 * compared with an independent line classifier.
 *
 * Expected sequences are written out by hand from docs/records.md; the corpus check classifies lines with its own few lines of
 * code (first word of every line that is not blank or a comment). */
#include "test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HDR "nexus-record 1\nsize 5\ncapture-debt 2\nunblock-debt 4\n"
#define HDR3 "nexus-record 1\nsize 3\ncapture-debt 2\nunblock-debt 4\n"

/* ------------------------------------------------------------------ */
/* A log of the callbacks, one line per call */

typedef struct log {
    char text[4096];
    size_t n;
    int stop_at; /* stop at this call (1-based), 0: never */
    nexus_status stop_with;
    int calls;
} log;

static void append(log *lg, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    lg->n += (size_t)vsnprintf(lg->text + lg->n, sizeof lg->text - lg->n, fmt,
                               ap);
    va_end(ap);
    assert_true(lg->n < sizeof lg->text);
}

/* The value a callback returns: stop at the chosen call. */
static nexus_status step(log *lg)
{
    return ++lg->calls == lg->stop_at ? lg->stop_with : NEXUS_OK;
}

static int turns_of(const nexus_game *g)
{
    size_t turns = 0;
    TU_OK(nexus_game_turn_count(&turns, g));
    return (int)turns;
}

/* "H<number> <key>|<words>" */
static nexus_status on_header(const nexus_record_line *l, void *payload)
{
    append(payload, "H%d %s|%.*s\n", l->number, nexus_record_key_name(l->key),
           (int)l->words_len, l->words);
    return step(payload);
}

/* "S <board> turns=<t>" */
static nexus_status on_start(const nexus_game *g, void *payload)
{
    char board[NEXUS_MAX_SIZE * (NEXUS_MAX_SIZE + 1)];
    size_t count;
    TU_OK(nexus_game_format_board(board, sizeof board, &count, g));
    append(payload, "S %s turns=%d\n", board, turns_of(g));
    return step(payload);
}

/* "M<number> <text> side=<B|W> captured=<n> audit=<kind>/<net> turns=<t>" */
static nexus_status on_move(const nexus_game *g, const nexus_record_line *l,
                            const nexus_record_move *m, void *payload)
{
    append(payload, "M%d %.*s side=%s captured=%d audit=%d/%d turns=%d\n",
           l->number, (int)l->len, l->text,
           m->side == NEXUS_BLACK ? "B" : "W", m->preview.n_captured,
           (int)m->preview.audit,
           m->preview.audit == NEXUS_AUDIT_NONE ? 0 : (int)m->preview.net,
           turns_of(g));
    return step(payload);
}

/* "E<number> <key>|<words> turns=<t>" */
static nexus_status on_expect(const nexus_game *g, const nexus_record_line *l,
                              void *payload)
{
    append(payload, "E%d %s|%.*s turns=%d\n", l->number,
           nexus_record_key_name(l->key), (int)l->words_len, l->words,
           turns_of(g));
    return step(payload);
}

static nexus_record_callbacks all_callbacks(void)
{
    nexus_record_callbacks cb;
    TU_OK(nexus_record_callbacks_init(&cb, NEXUS_RECORD_CALLBACKS_VERSION));
    cb.header = on_header;
    cb.start = on_start;
    cb.move = on_move;
    cb.expect = on_expect;
    return cb;
}

/* ------------------------------------------------------------------ */
/* The callbacks struct */

static void test_callbacks_init(void **state)
{
    static const nexus_record_callbacks init = NEXUS_RECORD_CALLBACKS_INIT;
    nexus_record_callbacks cb;
    (void)state;
    memset(&cb, 0x5a, sizeof cb);
    TU_OK(nexus_record_callbacks_init(&cb, NEXUS_RECORD_CALLBACKS_VERSION));
    TU_EQ(cb.version, NEXUS_RECORD_CALLBACKS_VERSION);
    assert_null(cb.header);
    assert_null(cb.start);
    assert_null(cb.move);
    assert_null(cb.expect);
    TU_EQ(init.version, NEXUS_RECORD_CALLBACKS_VERSION);
    assert_null(init.header);
    assert_null(init.expect);
    memset(&cb, 0x5a, sizeof cb);
    TU_ST(nexus_record_callbacks_init(&cb, 2), NEXUS_E_VERSION);
    TU_ST(nexus_record_callbacks_init(&cb, 0), NEXUS_E_VERSION);
    TU_EQ(((unsigned char *)&cb)[0], 0x5a);
    TU_ST(nexus_record_callbacks_init(NULL, 1), NEXUS_E_INVALID_ARG);
}

static void test_replay_bad_args(void **state)
{
    nexus_record_callbacks cb = NEXUS_RECORD_CALLBACKS_INIT;
    nexus_game *sentinel = (nexus_game *)&sentinel, *g = sentinel;
    (void)state;
    cb.version = 2;
    TU_ST(nexus_record_replay(&g, HDR, strlen(HDR), NULL, &cb, NULL, NULL),
          NEXUS_E_VERSION);
    TU_ST(nexus_record_replay(&g, NULL, 3, NULL, NULL, NULL, NULL),
          NEXUS_E_INVALID_ARG);
    assert_ptr_equal(g, sentinel);
}

/* ------------------------------------------------------------------ */
/* What the callbacks see */

static void test_replay_sequence(void **state)
{
    /* B3 captures W's B2 (its last liberty); the accept ends the game */
    static const char text[] =
        HDR3 "black bot\n# comment\n\nstart .X./XO./.X. 0 0 B 0\n"
             "board .X./XO./.X.\nturn B place C2\ncaptured B2\n"
             "debts 2 0\noffer W\ndecline B\noffer W\naccept B\n"
             "result draw agreement\n";
    static const char want[] =
        "H1 nexus-record|1\nH2 size|3\nH3 capture-debt|2\n"
        "H4 unblock-debt|4\nH5 black|bot\nH8 start|.X./XO./.X. 0 0 B 0\n"
        "S .X./XO./.X. turns=0\nE9 board|.X./XO./.X. turns=0\n"
        "M10 turn B place C2 side=B captured=1 audit=0/0 turns=1\n"
        "E11 captured|B2 turns=1\nE12 debts|2 0 turns=1\n"
        "M13 offer W side=W captured=0 audit=0/0 turns=1\n"
        "M14 decline B side=B captured=0 audit=0/0 turns=1\n"
        "M15 offer W side=W captured=0 audit=0/0 turns=1\n"
        "M16 accept B side=B captured=0 audit=0/0 turns=1\n"
        "E17 result|draw agreement turns=1\n";
    nexus_record_callbacks cb = all_callbacks();
    log lg;
    nexus_game *g = NULL;
    (void)state;
    memset(&lg, 0, sizeof lg);
    TU_OK(nexus_record_replay(&g, text, strlen(text), NULL, &cb, &lg, NULL));
    assert_string_equal(lg.text, want);
    tu_assert_result(g, NEXUS_OUTCOME_DRAW, NEXUS_REASON_AGREEMENT);
    nexus_game_free(g);
}

/* The move's preview is what the turn did: an audit asking for payment. */
static void test_replay_move_preview(void **state)
{
    static const char text[] =
        HDR3 "start XX./OO./... 2 0 B 0\nturn B place C1 pay A1 B1\n";
    nexus_record_callbacks cb = all_callbacks();
    log lg;
    char want[128];
    (void)state;
    memset(&lg, 0, sizeof lg);
    TU_OK(nexus_record_replay(NULL, text, strlen(text), NULL, &cb, &lg, NULL));
    snprintf(want, sizeof want,
             "M6 turn B place C1 pay A1 B1 side=B captured=0 audit=%d/2 "
             "turns=1\n",
             (int)NEXUS_AUDIT_PAY);
    assert_non_null(strstr(lg.text, want));
}

/* Without a `start`, the start callback comes after the last header line,
 * before the first body line. */
static void test_replay_start_without_start_line(void **state)
{
    static const char text[] = HDR "turn B place C3\n";
    nexus_record_callbacks cb = all_callbacks();
    log lg;
    (void)state;
    memset(&lg, 0, sizeof lg);
    TU_OK(nexus_record_replay(NULL, text, strlen(text), NULL, &cb, &lg, NULL));
    assert_string_equal(
        lg.text, "H1 nexus-record|1\nH2 size|5\nH3 capture-debt|2\n"
                 "H4 unblock-debt|4\nS ...../...../...../...../..... turns=0\n"
                 "M5 turn B place C3 side=B captured=0 audit=0/0 turns=1\n");
}

/* ------------------------------------------------------------------ */
/* Stopping the walk */

/* Stopping at call `at` returns the callback's value, reports it at `line`
 * and leaves nothing allocated and *out untouched. */
static void stop_at(int at, int line)
{
    static const char text[] = HDR "board ...../...../...../...../.....\n"
                                   "turn B place C3\nquiet 1\n";
    nexus_record_callbacks cb = all_callbacks();
    tu_counter cnt = {0, 0};
    nexus_allocator a = tu_counting_allocator(&cnt);
    nexus_game *sentinel = (nexus_game *)&sentinel, *g = sentinel;
    nexus_record_error err;
    log lg;
    memset(&lg, 0, sizeof lg);
    lg.stop_at = at;
    lg.stop_with = NEXUS_E_NO_HISTORY; /* any value the library would not */
    TU_ST(nexus_record_replay(&g, text, strlen(text), &a, &cb, &lg, &err),
          NEXUS_E_NO_HISTORY);
    TU_EQ(lg.calls, at);
    TU_EQ(err.line, line);
    TU_ST(err.status, NEXUS_E_NO_HISTORY);
    assert_non_null(strstr(err.message, "callback"));
    assert_ptr_equal(g, sentinel);
    TU_EQ(cnt.live, 0);
}

static void test_replay_stop(void **state)
{
    (void)state;
    stop_at(1, 1); /* header: nexus-record */
    stop_at(4, 4); /* header: unblock-debt */
    stop_at(5, 4); /* start: at the last header line */
    stop_at(6, 5); /* expectation */
    stop_at(7, 6); /* move */
    stop_at(8, 7); /* the last expectation */
}

/* Errors are those of nexus_record_read(), whether callbacks are set or
 * not, and no callback sees the line in error. */
static void test_replay_errors_as_read(void **state)
{
    static const char *const bad[] = {
        "", "nexus-record 2\n", HDR "black bot\nblack human\n",
        HDR3 "start XO./O../... 0 0 B 0\n", HDR "turn B place C3\n"
        "turn W place C3\n", HDR "turn W place C3\n", HDR "offer B\n"
        "accept B\n", HDR "nonsense\n", HDR "turn B place C3\nsize 5\n",
        HDR "legal A1\tB1\n"};
    size_t i;
    (void)state;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        nexus_record_callbacks cb = all_callbacks();
        nexus_record_error e1, e2;
        nexus_game *g = NULL;
        log lg;
        char bad_line[16];
        memset(&lg, 0, sizeof lg);
        TU_ST(nexus_record_read(&g, bad[i], strlen(bad[i]), NULL, &e1),
              NEXUS_E_RECORD);
        TU_ST(nexus_record_replay(&g, bad[i], strlen(bad[i]), NULL, &cb, &lg,
                                  &e2),
              NEXUS_E_RECORD);
        assert_null(g);
        TU_EQ(e2.line, e1.line);
        TU_ST(e2.status, e1.status);
        assert_string_equal(e2.message, e1.message);
        snprintf(bad_line, sizeof bad_line, "\nM%d ", e1.line);
        assert_null(strstr(lg.text, bad_line));
        snprintf(bad_line, sizeof bad_line, "\nE%d ", e1.line);
        assert_null(strstr(lg.text, bad_line));
    }
}

/* With out == NULL the game is freed at the end. */
static void test_replay_without_out(void **state)
{
    static const char text[] = HDR "turn B place C3\n";
    tu_counter cnt = {0, 0};
    nexus_allocator a = tu_counting_allocator(&cnt);
    (void)state;
    TU_OK(nexus_record_replay(NULL, text, strlen(text), &a, NULL, NULL, NULL));
    assert_true(cnt.calls > 0);
    TU_EQ(cnt.live, 0);
}

/* ------------------------------------------------------------------ */
/* Every line of the corpus */

/* One line as the test's own classifier sees it. */
typedef struct item {
    int number;
    const char *text; /* into the file */
    size_t len;
    size_t word_len;  /* bytes of the first word */
} item;

typedef struct corpus_walk {
    const char *path;
    item *items;
    size_t n, next;
    int starts, turns;
    long per_kind[NEXUS_RECORD_KEY_RESULT + 1];
} corpus_walk;

/* The lines that are neither blank nor comments, with their first word.
 * The corpus files use "\n" only, without trailing spaces. */
static size_t classify(item *items, const char *text)
{
    size_t n = 0;
    int number = 0;
    while (*text) {
        size_t len = strcspn(text, "\n");
        number++;
        if (len > 0 && text[0] != '#') {
            items[n].number = number;
            items[n].text = text;
            items[n].len = len;
            items[n].word_len = strcspn(text, " \n");
            n++;
        }
        text += len + (text[len] == '\n');
    }
    return n;
}

/* The visitor's line must be the classifier's next one. */
static nexus_status seen(corpus_walk *w, const nexus_record_line *l)
{
    const item *it;
    const char *key = nexus_record_key_name(l->key);
    if (w->next == w->n)
        fail_msg("%s:%d: a line the classifier did not find", w->path,
                 l->number);
    it = &w->items[w->next++];
    if (l->number != it->number || l->len != it->len ||
        memcmp(l->text, it->text, it->len) != 0 ||
        strlen(key) != it->word_len || memcmp(key, it->text, it->word_len))
        fail_msg("%s:%d: the visitor saw line %d ('%s')", w->path, it->number,
                 l->number, key);
    if (l->words_len > 0 && l->words != it->text + it->word_len + 1)
        fail_msg("%s:%d: words do not follow the keyword", w->path, l->number);
    w->per_kind[l->key]++;
    return NEXUS_OK;
}

static nexus_status walk_header(const nexus_record_line *l, void *payload)
{
    return seen(payload, l);
}

static nexus_status walk_start(const nexus_game *g, void *payload)
{
    corpus_walk *w = payload;
    TU_EQ(turns_of(g), 0);
    w->starts++;
    return NEXUS_OK;
}

static nexus_status walk_move(const nexus_game *g, const nexus_record_line *l,
                              const nexus_record_move *m, void *payload)
{
    corpus_walk *w = payload;
    (void)m;
    if (l->key == NEXUS_RECORD_KEY_TURN)
        w->turns++;
    TU_EQ(turns_of(g), w->turns); /* the game after the move */
    return seen(w, l);
}

static nexus_status walk_expect(const nexus_game *g,
                                const nexus_record_line *l, void *payload)
{
    corpus_walk *w = payload;
    TU_EQ(turns_of(g), w->turns);
    return seen(w, l);
}

static void walk_file(const char *path, const char *text, size_t len,
                      void *ctx)
{
    long *total = ctx;
    nexus_record_callbacks cb = NEXUS_RECORD_CALLBACKS_INIT;
    nexus_record_error err;
    corpus_walk w;
    int k;
    memset(&w, 0, sizeof w);
    w.path = path;
    w.items = malloc((len + 1) * sizeof *w.items);
    assert_non_null(w.items);
    w.n = classify(w.items, text);
    cb.header = walk_header;
    cb.start = walk_start;
    cb.move = walk_move;
    cb.expect = walk_expect;
    if (nexus_record_replay(NULL, text, len, NULL, &cb, &w, &err) != NEXUS_OK)
        fail_msg("%s:%d: %s", path, err.line, err.message);
    TU_EQ(w.next, w.n);
    TU_EQ(w.starts, 1);
    for (k = 0; k <= NEXUS_RECORD_KEY_RESULT; k++)
        total[k] += w.per_kind[k];
    free(w.items);
}

/* Lines per keyword over the corpus, counted outside the library by
 *   cat conformance/games/[0-9]*.nxr | grep -v '^#' | grep -v '^$' |
 *       cut -d' ' -f1 | sort | uniq -c
 * (51457 lines in all: the corpus has no comments or blank lines). */
static void test_replay_sees_every_corpus_line(void **state)
{
    static const long want[NEXUS_RECORD_KEY_RESULT + 1] = {
        172,  172,  172,  172,  172,  172,  0,    7608, 5,    4,    1,
        828,  355,  7781, 7781, 7781, 7609, 7609, 2574, 204,  113,  172};
    long total[NEXUS_RECORD_KEY_RESULT + 1];
    long sum = 0;
    int k;
    (void)state;
    memset(total, 0, sizeof total);
    TU_EQ(tu_for_each_corpus_file(walk_file, total), 172);
    for (k = 0; k <= NEXUS_RECORD_KEY_RESULT; k++) {
        if (total[k] != want[k])
            fail_msg("%s: %ld lines, expected %ld",
                     nexus_record_key_name((nexus_record_key)k), total[k],
                     want[k]);
        sum += total[k];
    }
    TU_EQ(sum, 51457);
}

/* ------------------------------------------------------------------ */
/* The example of docs/records.md ("The visitor"), as printed there */

static nexus_status check_board(const nexus_game *game,
                                const nexus_record_line *line, void *payload)
{
    char board[NEXUS_MAX_SIZE * (NEXUS_MAX_SIZE + 1)];
    size_t count;
    (void)payload;
    if (line->key != NEXUS_RECORD_KEY_BOARD)
        return NEXUS_OK;
    nexus_game_format_board(board, sizeof board, &count, game);
    if (count - 1 != line->words_len ||
        memcmp(board, line->words, line->words_len) != 0)
        return NEXUS_E_RECORD; /* stops the walk at this line */
    return NEXUS_OK;
}

static void test_docs_example(void **state)
{
    static const char good[] = HDR3 "board .../.../...\nturn B place B2\n"
                                    "board .../.X./...\n";
    static const char bad[] = HDR3 "turn B place B2\nboard .../.../...\n";
    nexus_record_callbacks cb = NEXUS_RECORD_CALLBACKS_INIT;
    nexus_record_error err;
    (void)state;
    cb.expect = check_board;
    TU_OK(nexus_record_replay(NULL, good, strlen(good), NULL, &cb, NULL,
                              &err));
    TU_ST(nexus_record_replay(NULL, bad, strlen(bad), NULL, &cb, NULL, &err),
          NEXUS_E_RECORD);
    TU_EQ(err.line, 6);
    TU_ST(err.status, NEXUS_E_RECORD);
}

/* ------------------------------------------------------------------ */
/* Any text: the walk with callbacks ends as the walk without */

static nexus_status count_header(const nexus_record_line *l, void *payload)
{
    (void)l;
    ++*(long *)payload;
    return NEXUS_OK;
}

static nexus_status count_start(const nexus_game *g, void *payload)
{
    (void)g;
    ++*(long *)payload;
    return NEXUS_OK;
}

static nexus_status count_move(const nexus_game *g, const nexus_record_line *l,
                               const nexus_record_move *m, void *payload)
{
    (void)g;
    (void)l;
    (void)m;
    ++*(long *)payload;
    return NEXUS_OK;
}

static nexus_status count_expect(const nexus_game *g,
                                 const nexus_record_line *l, void *payload)
{
    (void)g;
    (void)l;
    ++*(long *)payload;
    return NEXUS_OK;
}

static void same_as_read(const char *path, const char *text, size_t len,
                         void *ctx)
{
    nexus_record_callbacks cb = NEXUS_RECORD_CALLBACKS_INIT;
    nexus_record_error e1, e2;
    nexus_game *g1 = NULL, *g2 = NULL;
    nexus_status s1, s2;
    long calls = 0;
    cb.header = count_header;
    cb.start = count_start;
    cb.move = count_move;
    cb.expect = count_expect;
    s1 = nexus_record_read(&g1, text, len, NULL, &e1);
    s2 = nexus_record_replay(&g2, text, len, NULL, &cb, &calls, &e2);
    if (s1 != s2 || e1.line != e2.line || e1.status != e2.status ||
        strcmp(e1.message, e2.message) != 0)
        fail_msg("%s: read gives %s at line %d (%s), replay %s at line %d "
                 "(%s)", path, nexus_status_name(s1), e1.line, e1.message,
                 nexus_status_name(s2), e2.line, e2.message);
    if (s1 == NEXUS_OK) {
        tu_assert_equal_games(g1, g2, 1);
        assert_true(calls >= 5); /* four header lines and the start */
    }
    nexus_game_free(g1);
    nexus_game_free(g2);
    (void)ctx;
}

/* Every saved input of the record fuzzer (valid and invalid records). */
static void test_replay_fuzz_corpus_as_read(void **state)
{
    (void)state;
    assert_true(tu_for_each_file("fuzz/corpus/record", "", same_as_read,
                                 NULL) > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_callbacks_init),
        cmocka_unit_test(test_replay_bad_args),
        cmocka_unit_test(test_replay_sequence),
        cmocka_unit_test(test_replay_move_preview),
        cmocka_unit_test(test_replay_start_without_start_line),
        cmocka_unit_test(test_replay_stop),
        cmocka_unit_test(test_replay_errors_as_read),
        cmocka_unit_test(test_replay_without_out),
        cmocka_unit_test(test_replay_sees_every_corpus_line),
        cmocka_unit_test(test_replay_fuzz_corpus_as_read),
        cmocka_unit_test(test_docs_example),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
