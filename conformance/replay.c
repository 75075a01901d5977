/* The replay of a conformance record (docs/records.md).
 *
 * The record is read only through nexus_record_replay(): the library parses
 * and plays every line, and calls back with the game after each move and
 * with each expectation line. Each move, and the start, opens a block of
 * expectation lines, and the block must be exactly the lines that the
 * engine's state calls for, in the listed order. Both directions are
 * checked: a line of the file that the engine does not produce is a
 * failure, and so is a line that the engine produces and the file leaves
 * out. */
#include "conformance.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------ */
/* Growable strings                                                         */

typedef struct strbuf {
    char *p;
    size_t len, cap;
} strbuf;

/* Reallocates, and stops the tool after a message when memory runs out,
 * because a test tool has nothing to recover. */
static void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n);
    if (!q) {
        fprintf(stderr, "nexus-conformance: out of memory\n");
        exit(2);
    }
    return q;
}

static void sb_add_n(strbuf *sb, const char *s, size_t n)
{
    if (sb->len + n + 1 > sb->cap) {
        sb->cap = (sb->len + n + 1) * 2;
        sb->p = xrealloc(sb->p, sb->cap);
    }
    memcpy(sb->p + sb->len, s, n);
    sb->len += n;
    sb->p[sb->len] = '\0';
}

static void sb_add(strbuf *sb, const char *s)
{
    sb_add_n(sb, s, strlen(s));
}

static void sb_printf(strbuf *sb, const char *fmt, ...)
{
    char tmp[128];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    sb_add(sb, tmp);
}

static void sb_clear(strbuf *sb)
{
    sb->len = 0;
    if (sb->p)
        sb->p[0] = '\0';
}

static const char *sb_str(const strbuf *sb)
{
    return sb->p ? sb->p : "";
}

/* ------------------------------------------------------------------------ */
/* The engine's expectation lines                                           */

/* The expectations are indexed from the first expectation keyword, in the
 * order in which a block must list them (nexus_record_key). */
#define K_FIRST NEXUS_RECORD_KEY_CAPTURED
#define K_COUNT (NEXUS_RECORD_KEY_RESULT - NEXUS_RECORD_KEY_CAPTURED + 1)
#define K(key) ((key) - K_FIRST)

/* The engine's lines for one block. An empty string means that the line
 * does not apply in this state. */
typedef struct block {
    strbuf line[K_COUNT];
    int open;       /* It is 1 while expectation lines may follow. */
    int opener;     /* The line of the move, or of the header's end, that
                       opens the block. */
    int last_key;   /* The index of the previous expectation line, or -1
                       if there is none. */
    unsigned seen;  /* The indices present in the file. */
} block;

/* Starts the line `key` of the block with its keyword, and returns it. */
static strbuf *start_line(block *b, nexus_record_key key)
{
    strbuf *sb = &b->line[K(key)];
    sb_add(sb, nexus_record_key_name(key));
    return sb;
}

static void add_point(strbuf *sb, int size, int point, const char *sep)
{
    char name[4];
    if (nexus_point_format(name, sizeof name, size, point) != NEXUS_OK)
        snprintf(name, sizeof name, "??");
    sb_add(sb, sep);
    sb_add(sb, name);
}

/* Writes the line `KEY P P ...`, or nothing when the list is empty and
 * the line is optional. */
static void points_line(block *b, nexus_record_key key, int size,
                        const int *points, size_t n, int always)
{
    strbuf *sb;
    size_t i;
    if (n == 0 && !always)
        return;
    sb = start_line(b, key);
    for (i = 0; i < n; i++)
        add_point(sb, size, points[i], " ");
}

static void unblock_line(block *b, const nexus_game *g, int size)
{
    int k = 0, i;
    size_t count = 0, s;
    int *sets;
    strbuf *sb;
    nexus_game_unblock_size(&k, g);
    if (k <= 0)
        return;
    nexus_game_unblock_sets(NULL, 0, &count, g);
    sets = xrealloc(NULL, (count ? count : 1) * sizeof *sets);
    nexus_game_unblock_sets(sets, count, &count, g);
    sb = start_line(b, NEXUS_RECORD_KEY_UNBLOCK);
    sb_printf(sb, " %d", k);
    for (s = 0; s < count; s += (size_t)k)
        for (i = 0; i < k; i++)
            add_point(sb, size, sets[s + (size_t)i], i == 0 ? " " : "+");
    free(sets);
}

/* Writes the lines suicide and repeat, which list every empty point with
 * that status for the mover. */
static void status_lines(block *b, const nexus_game *g, int size)
{
    int sui[NEXUS_MAX_POINTS], rep[NEXUS_MAX_POINTS];
    size_t ns = 0, nr = 0;
    int p;
    for (p = 0; p < size * size; p++) {
        nexus_point_status st = NEXUS_POINT_LEGAL;
        nexus_game_point_status(&st, g, p);
        if (st == NEXUS_POINT_SUICIDE)
            sui[ns++] = p;
        else if (st == NEXUS_POINT_REPETITION)
            rep[nr++] = p;
    }
    points_line(b, NEXUS_RECORD_KEY_SUICIDE, size, sui, ns, 0);
    points_line(b, NEXUS_RECORD_KEY_REPEAT, size, rep, nr, 0);
}

/* Writes the lines that only exist while the game goes on. */
static void playing_lines(block *b, const nexus_game *g, int size)
{
    int legal[NEXUS_MAX_POINTS];
    size_t n = 0;
    nexus_color c = NEXUS_BLACK;
    nexus_game_to_move(&c, g);
    sb_printf(start_line(b, NEXUS_RECORD_KEY_TO_MOVE), " %s",
              c == NEXUS_BLACK ? "B" : "W");
    if (nexus_game_legal_points(legal, NEXUS_MAX_POINTS, &n, g) != NEXUS_OK)
        n = 0;
    points_line(b, NEXUS_RECORD_KEY_LEGAL, size, legal, n, 1);
    status_lines(b, g, size);
    unblock_line(b, g, size);
}

/* Writes the lines of every state: the board, the debts, the quiet count,
 * and the result once the game is over. */
static void state_lines(block *b, const nexus_game *g, int over)
{
    char board[NEXUS_MAX_SIZE * (NEXUS_MAX_SIZE + 1)];
    size_t count = 0;
    int64_t bd = 0, wd = 0;
    int quiet = 0;
    nexus_outcome o = NEXUS_OUTCOME_NONE;
    nexus_reason r = NEXUS_REASON_NONE;
    if (nexus_game_format_board(board, sizeof board, &count, g) != NEXUS_OK)
        snprintf(board, sizeof board, "?");
    sb_printf(start_line(b, NEXUS_RECORD_KEY_BOARD), " %s", board);
    nexus_game_debts(&bd, &wd, g);
    sb_printf(start_line(b, NEXUS_RECORD_KEY_DEBTS), " %" PRId64 " %" PRId64,
              bd, wd);
    nexus_game_quiet(&quiet, g);
    sb_printf(start_line(b, NEXUS_RECORD_KEY_QUIET), " %d", quiet);
    if (!over)
        return;
    nexus_game_result(&o, &r, g);
    sb_printf(start_line(b, NEXUS_RECORD_KEY_RESULT), " %s %s",
              nexus_outcome_name(o), nexus_reason_name(r));
}

/* Opens a block, which holds what the engine says after a move. `pv`
 * describes the captures and the audit of the turn just played, and it is
 * NULL after the start or an accept. */
static void open_block(block *b, const nexus_game *g, int size,
                       const nexus_preview *pv, int opener)
{
    nexus_phase phase = NEXUS_PHASE_OVER;
    int k;
    for (k = 0; k < K_COUNT; k++)
        sb_clear(&b->line[k]);
    if (pv) {
        points_line(b, NEXUS_RECORD_KEY_CAPTURED, size, pv->captured,
                    (size_t)pv->n_captured, 0);
        if (pv->audit != NEXUS_AUDIT_NONE)
            sb_printf(start_line(b, NEXUS_RECORD_KEY_AUDIT), " %" PRId64,
                      pv->net);
    }
    nexus_game_phase(&phase, g);
    state_lines(b, g, phase == NEXUS_PHASE_OVER);
    if (phase != NEXUS_PHASE_OVER)
        playing_lines(b, g, size);
    b->open = 1;
    b->opener = opener;
    b->last_key = -1;
    b->seen = 0;
}

/* ------------------------------------------------------------------------ */
/* One file                                                                 */

typedef struct replay {
    const conformance_options *opts;
    int size;
    int header_end;     /* The number of the last line of the header. */
    nexus_game *before; /* The game before the next move, for check_turn. */
    block blk;
    /* The first failure. */
    int has_failed;
    int fail_line;
    strbuf expected, got;
} replay;

/* The status that stops the walk. Any status would stop it, and the
 * runner learns why from has_failed. */
#define STOP NEXUS_E_RECORD

/* Records the first failure of the file, at a line with what was expected
 * and what was found. Returns STOP. */
static nexus_status failed(replay *rp, int line, const char *expected,
                           const char *got)
{
    if (!rp->has_failed) {
        rp->has_failed = 1;
        rp->fail_line = line;
        sb_add(&rp->expected, expected);
        sb_add(&rp->got, got);
    }
    return STOP;
}

/* Records a failure on a line of the file, whose text is what was
 * expected. Returns STOP. */
static nexus_status failed_line(replay *rp, const nexus_record_line *l,
                                const char *got)
{
    strbuf text = {NULL, 0, 0};
    nexus_status st;
    sb_add_n(&text, l->text, l->len);
    st = failed(rp, l->number, sb_str(&text), got);
    free(text.p);
    return st;
}

/* Writes "(no KEY line)", the wording for a line that one side lacks, and
 * returns buf. */
static const char *absent(char *buf, size_t cap, int k)
{
    snprintf(buf, cap, "(no %s line)",
             nexus_record_key_name((nexus_record_key)(K_FIRST + k)));
    return buf;
}

/* Closes the open block. Every line that the engine calls for must have
 * been in the file. Returns NEXUS_OK, or STOP after a missing line. */
static nexus_status close_block(replay *rp)
{
    block *b = &rp->blk;
    char none[32];
    int k;
    if (!b->open)
        return NEXUS_OK;
    b->open = 0;
    for (k = 0; k < K_COUNT; k++)
        if (b->line[k].len > 0 && !(b->seen & (1u << k)))
            return failed(rp, b->opener, absent(none, sizeof none, k),
                          sb_str(&b->line[k]));
    return NEXUS_OK;
}

/* Compares an expectation line with the line the engine calls for. Returns
 * NEXUS_OK, or STOP for a line that is misplaced, repeated or different. */
static nexus_status on_expect(const nexus_game *g, const nexus_record_line *l,
                              void *payload)
{
    replay *rp = payload;
    block *b = &rp->blk;
    int k = K(l->key);
    char none[32];
    (void)g;
    if (!b->open)
        return failed_line(rp, l, "(no expectations after offer/decline)");
    if (k <= b->last_key)
        return failed_line(rp, l, "(line repeated or out of order)");
    b->last_key = k;
    b->seen |= 1u << k;
    if (b->line[k].len == 0)
        return failed_line(rp, l, absent(none, sizeof none, k));
    if (b->line[k].len != l->len ||
        memcmp(b->line[k].p, l->text, l->len) != 0)
        return failed_line(rp, l, sb_str(&b->line[k]));
    return NEXUS_OK;
}

/* Notes the last line of the header, where the start block is reported.
 * Returns NEXUS_OK. */
static nexus_status on_header(const nexus_record_line *l, void *payload)
{
    replay *rp = payload;
    rp->header_end = l->number;
    return NEXUS_OK;
}

/* Opens the start block, which follows the header. Returns NEXUS_OK, or
 * STOP when the copy for check_turn cannot be made. */
static nexus_status on_start(const nexus_game *g, void *payload)
{
    replay *rp = payload;
    nexus_options o;
    nexus_game_options(&o, g);
    rp->size = o.size;
    if (rp->opts->check_turn && nexus_game_clone(&rp->before, g) != NEXUS_OK)
        return failed(rp, rp->header_end, "(a copy of the game)",
                      "NEXUS_E_NOMEM");
    open_block(&rp->blk, g, rp->size, NULL, rp->header_end);
    return NEXUS_OK;
}

/* Runs the check_turn option, which checks the turn against the game
 * before it. Returns NEXUS_OK, or STOP for a wrong turn or a failed copy. */
static nexus_status check_turn(replay *rp, const nexus_game *g,
                               const nexus_record_line *l,
                               const nexus_record_move *m)
{
    char got[1024];
    nexus_status st;
    if (l->key == NEXUS_RECORD_KEY_TURN &&
        !rp->opts->check_turn(rp->opts->check_ctx, rp->before, &m->turn, got,
                              sizeof got))
        return failed_line(rp, l, got);
    st = nexus_game_copy(rp->before, g);
    return st == NEXUS_OK ? st : failed_line(rp, l, nexus_status_name(st));
}

/* Takes a move. turn and accept open a block, and offer and decline carry
 * none. Returns NEXUS_OK, or STOP after a failure of the block before it or
 * of check_turn(). */
static nexus_status on_move(const nexus_game *g, const nexus_record_line *l,
                            const nexus_record_move *m, void *payload)
{
    replay *rp = payload;
    nexus_status st = close_block(rp);
    if (st == NEXUS_OK && rp->opts->check_turn)
        st = check_turn(rp, g, l, m);
    if (st != NEXUS_OK)
        return st;
    if (l->key == NEXUS_RECORD_KEY_TURN)
        open_block(&rp->blk, g, rp->size, &m->preview, l->number);
    else if (l->key == NEXUS_RECORD_KEY_ACCEPT)
        open_block(&rp->blk, g, rp->size, NULL, l->number);
    return NEXUS_OK;
}

/* Checks every expectation of the text. A record that the library refuses
 * fails with the library's message. */
static void replay_text(replay *rp, const char *text, size_t len)
{
    nexus_record_callbacks cb = NEXUS_RECORD_CALLBACKS_INIT;
    nexus_record_error err;
    nexus_status st;
    cb.header = on_header;
    cb.start = on_start;
    cb.move = on_move;
    cb.expect = on_expect;
    st = nexus_record_replay(NULL, text, len, NULL, &cb, rp, &err);
    if (st == NEXUS_OK)
        close_block(rp);
    else if (!rp->has_failed)
        failed(rp, err.line, "(valid record)", err.message);
}

/* Returns the whole file, or NULL, with the reason in `why`, if the file
 * cannot be read. */
static char *read_file(const char *path, size_t *len, strbuf *why)
{
    FILE *f = fopen(path, "rb");
    size_t cap = 4096, got;
    char *buf;
    if (!f) {
        sb_add(why, strerror(errno));
        return NULL;
    }
    buf = xrealloc(NULL, cap);
    *len = 0;
    while ((got = fread(buf + *len, 1, cap - *len, f)) > 0) {
        *len += got;
        if (*len == cap) {
            cap *= 2;
            buf = xrealloc(buf, cap);
        }
    }
    if (ferror(f)) {
        sb_add(why, "read error");
        free(buf);
        buf = NULL;
    }
    fclose(f);
    return buf;
}

int conformance_check_file(const char *path, const conformance_options *opts)
{
    static const conformance_options plain = {NULL, NULL};
    replay rp;
    strbuf why = {NULL, 0, 0};
    size_t len = 0;
    char *text;
    int k;
    memset(&rp, 0, sizeof rp);
    rp.opts = opts ? opts : &plain;
    text = read_file(path, &len, &why);
    if (text)
        replay_text(&rp, text, len);
    else
        failed(&rp, 0, "(readable file)", sb_str(&why));
    if (!rp.has_failed)
        printf("PASS %s\n", path);
    else
        printf("FAIL %s:%d: expected '%s' got '%s'\n", path, rp.fail_line,
               sb_str(&rp.expected), sb_str(&rp.got));
    nexus_game_free(rp.before);
    for (k = 0; k < K_COUNT; k++)
        free(rp.blk.line[k].p);
    free(rp.expected.p);
    free(rp.got.p);
    free(why.p);
    free(text);
    return !rp.has_failed;
}
