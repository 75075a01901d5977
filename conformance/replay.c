/* Replaying a conformance record (RULINGS.md "Record format").
 *
 * The header goes through nexus_record_read(), so header parsing is the
 * library's. The runner then plays the moves itself, because it must look
 * at the state after every move: each move (and the start) opens a block of
 * expectation lines, and the block must be exactly the lines the engine's
 * state calls for, in the listed order. Checking both directions matters:
 * a file line the engine does not produce is a failure, and so is a line
 * the engine produces that the file leaves out. */
#include "conformance.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nexus.h"

/* ------------------------------------------------------------------------ */
/* Growable strings                                                         */

typedef struct strbuf {
    char *p;
    size_t len, cap;
} strbuf;

/* Out of memory in a test tool: report and stop, nothing to recover. */
static void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n);
    if (!q) {
        fprintf(stderr, "nexus-conformance: out of memory\n");
        exit(2);
    }
    return q;
}

static void sb_add(strbuf *sb, const char *s)
{
    size_t n = strlen(s);
    if (sb->len + n + 1 > sb->cap) {
        sb->cap = (sb->len + n + 1) * 2;
        sb->p = xrealloc(sb->p, sb->cap);
    }
    memcpy(sb->p + sb->len, s, n + 1);
    sb->len += n;
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
/* Expectation lines                                                        */

/* In the order a block must list them. */
enum key {
    K_CAPTURED, K_AUDIT, K_BOARD, K_DEBTS, K_QUIET, K_TO_MOVE, K_LEGAL,
    K_SUICIDE, K_REPEAT, K_UNBLOCK, K_RESULT, K_COUNT
};

static const char *const key_names[K_COUNT] = {
    "captured", "audit", "board", "debts", "quiet", "to-move",
    "legal", "suicide", "repeat", "unblock", "result"};

static int key_of(const char *kw)
{
    int k;
    for (k = 0; k < K_COUNT; k++)
        if (strcmp(kw, key_names[k]) == 0)
            return k;
    return -1;
}

/* The engine's lines for one block; an empty string: the line does not
 * apply in this state. */
typedef struct block {
    strbuf line[K_COUNT];
    int open;       /* 1 while expectation lines may follow */
    int opener;     /* line number of the move (or header end) opening it */
    int last_key;   /* key of the previous expectation line, -1 if none */
    unsigned seen;  /* keys present in the file */
} block;

static void add_point(strbuf *sb, int size, int point, const char *sep)
{
    char name[4];
    if (nexus_point_format(name, sizeof name, size, point) != NEXUS_OK)
        snprintf(name, sizeof name, "??");
    sb_add(sb, sep);
    sb_add(sb, name);
}

/* `KEY P P ...`, or nothing when the list is empty and optional. */
static void points_line(strbuf *sb, const char *key, int size,
                        const int *points, size_t n, int always)
{
    size_t i;
    if (n == 0 && !always)
        return;
    sb_add(sb, key);
    for (i = 0; i < n; i++)
        add_point(sb, size, points[i], " ");
}

static void unblock_line(strbuf *sb, const nexus_game *g, int size)
{
    int k = 0, i;
    size_t count = 0, s;
    int *sets;
    nexus_game_unblock_size(&k, g);
    if (k <= 0)
        return;
    nexus_game_unblock_sets(NULL, 0, &count, g);
    sets = xrealloc(NULL, (count ? count : 1) * sizeof *sets);
    nexus_game_unblock_sets(sets, count, &count, g);
    sb_printf(sb, "unblock %d", k);
    for (s = 0; s < count; s += (size_t)k)
        for (i = 0; i < k; i++)
            add_point(sb, size, sets[s + (size_t)i], i == 0 ? " " : "+");
    free(sets);
}

/* suicide and repeat: every empty point with that status for the mover. */
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
    points_line(&b->line[K_SUICIDE], "suicide", size, sui, ns, 0);
    points_line(&b->line[K_REPEAT], "repeat", size, rep, nr, 0);
}

static void result_line(strbuf *sb, const nexus_game *g)
{
    static const char *const outcomes[] = {
        "none", "black-wins", "white-wins", "draw", "none"};
    static const char *const reasons[] = {
        "none", "audit", "bankrupt", "no-placement", "quiet", "agreement",
        "uncovered"};
    nexus_outcome o = NEXUS_OUTCOME_NONE;
    nexus_reason r = NEXUS_REASON_NONE;
    nexus_game_result(&o, &r, g);
    if ((unsigned)o > NEXUS_OUTCOME_NO_WINNER ||
        (unsigned)r > NEXUS_REASON_UNCOVERED)
        sb_printf(sb, "result ?%d ?%d", (int)o, (int)r);
    else
        sb_printf(sb, "result %s %s", outcomes[o], reasons[r]);
}

static void board_line(strbuf *sb, const nexus_game *g)
{
    char board[NEXUS_MAX_SIZE * (NEXUS_MAX_SIZE + 1)];
    size_t count = 0;
    if (nexus_game_format_board(board, sizeof board, &count, g) != NEXUS_OK)
        snprintf(board, sizeof board, "?");
    sb_add(sb, "board ");
    sb_add(sb, board);
}

/* The lines that only exist while the game goes on. */
static void playing_lines(block *b, const nexus_game *g, int size)
{
    int legal[NEXUS_MAX_POINTS];
    size_t n = 0;
    nexus_color c = NEXUS_BLACK;
    nexus_game_to_move(&c, g);
    sb_printf(&b->line[K_TO_MOVE], "to-move %s", c == NEXUS_BLACK ? "B" : "W");
    if (nexus_game_legal_points(legal, NEXUS_MAX_POINTS, &n, g) != NEXUS_OK)
        n = 0;
    points_line(&b->line[K_LEGAL], "legal", size, legal, n, 1);
    status_lines(b, g, size);
    unblock_line(&b->line[K_UNBLOCK], g, size);
}

/* Open a block: what the engine says after a move. `pv` describes the turn
 * just played (captures and audit), NULL after the start or an accept. */
static void open_block(block *b, const nexus_game *g, int size,
                       const nexus_preview *pv, int opener)
{
    int64_t bd = 0, wd = 0;
    int quiet = 0, k;
    nexus_phase phase = NEXUS_PHASE_OVER;
    for (k = 0; k < K_COUNT; k++)
        sb_clear(&b->line[k]);
    if (pv) {
        points_line(&b->line[K_CAPTURED], "captured", size, pv->captured,
                    (size_t)pv->n_captured, 0);
        if (pv->audit != NEXUS_AUDIT_NONE)
            sb_printf(&b->line[K_AUDIT], "audit %" PRId64, pv->net);
    }
    board_line(&b->line[K_BOARD], g);
    nexus_game_debts(&bd, &wd, g);
    sb_printf(&b->line[K_DEBTS], "debts %" PRId64 " %" PRId64, bd, wd);
    nexus_game_quiet(&quiet, g);
    sb_printf(&b->line[K_QUIET], "quiet %d", quiet);
    nexus_game_phase(&phase, g);
    if (phase == NEXUS_PHASE_OVER)
        result_line(&b->line[K_RESULT], g);
    else
        playing_lines(b, g, size);
    b->open = 1;
    b->opener = opener;
    b->last_key = -1;
    b->seen = 0;
}

/* ------------------------------------------------------------------------ */
/* One file                                                                 */

typedef struct replay {
    const char *path;
    nexus_game *game;
    int size;
    block blk;
    /* The first failure. */
    int has_failed;
    int fail_line;
    strbuf expected, got;
} replay;

static int failed(replay *rp, int line, const char *expected, const char *got)
{
    if (!rp->has_failed) {
        rp->has_failed = 1;
        rp->fail_line = line;
        sb_add(&rp->expected, expected);
        sb_add(&rp->got, got);
    }
    return 0;
}

/* "(no KEY line)": the wording for a line that one side lacks. */
static int failed_absent(replay *rp, int line, const char *expected, int key,
                         const char *got)
{
    char absent[32];
    snprintf(absent, sizeof absent, "(no %s line)", key_names[key]);
    return failed(rp, line, expected ? expected : absent,
                  got ? got : absent);
}

/* Close the open block: every line the engine calls for must have been
 * in the file. */
static int close_block(replay *rp)
{
    block *b = &rp->blk;
    int k;
    if (!b->open)
        return 1;
    b->open = 0;
    for (k = 0; k < K_COUNT; k++)
        if (b->line[k].len > 0 && !(b->seen & (1u << k)))
            return failed_absent(rp, b->opener, NULL, k, sb_str(&b->line[k]));
    return 1;
}

static int check_expectation(replay *rp, int key, const char *text, int ln)
{
    block *b = &rp->blk;
    if (!b->open)
        return failed(rp, ln, text, "(no expectations after offer/decline)");
    if (key <= b->last_key)
        return failed(rp, ln, text, "(line repeated or out of order)");
    b->last_key = key;
    b->seen |= 1u << key;
    if (b->line[key].len == 0)
        return failed_absent(rp, ln, text, key, NULL);
    if (strcmp(text, sb_str(&b->line[key])) != 0)
        return failed(rp, ln, text, sb_str(&b->line[key]));
    return 1;
}

/* The error an engine call returned, as the "got" text. */
static int failed_status(replay *rp, int ln, const char *text,
                         nexus_status st)
{
    return failed(rp, ln, text, nexus_status_name(st));
}

static int check_side(replay *rp, int ln, const char *text, nexus_color who,
                      int must_be_mover)
{
    nexus_color to_move = NEXUS_BLACK;
    nexus_game_to_move(&to_move, rp->game);
    if ((who == to_move) == must_be_mover)
        return 1;
    return failed(rp, ln, text,
                  to_move == NEXUS_BLACK ? "B to move" : "W to move");
}

static int do_turn(replay *rp, const char *text, int ln)
{
    nexus_turn turn;
    nexus_preview pv;
    nexus_color who = NEXUS_EMPTY;
    nexus_phase phase = NEXUS_PHASE_OVER;
    nexus_status st = nexus_turn_parse(&turn, &who, rp->size, text);
    if (st != NEXUS_OK)
        return failed_status(rp, ln, text, st);
    nexus_game_phase(&phase, rp->game);
    if (phase == NEXUS_PHASE_OVER)
        return failed_status(rp, ln, text, NEXUS_E_GAME_OVER);
    if (!check_side(rp, ln, text, who, 1))
        return 0;
    /* The preview, taken before the turn, is what the turn captured and
     * how it was audited. */
    st = nexus_game_preview(&pv, rp->game, turn.unblock, turn.n_unblock,
                            turn.point);
    if (st == NEXUS_OK)
        st = nexus_game_play(rp->game, &turn);
    if (st != NEXUS_OK)
        return failed_status(rp, ln, text, st);
    open_block(&rp->blk, rp->game, rp->size, &pv, ln);
    return 1;
}

/* offer, decline, accept: `KEY B` or `KEY W`. */
static int do_draw(replay *rp, const char *text, const char *kw, int ln)
{
    const char *side = text + strlen(kw);
    nexus_color who = NEXUS_EMPTY;
    int offer = strcmp(kw, "offer") == 0;
    int accept = strcmp(kw, "accept") == 0;
    nexus_status st;
    if (strcmp(side, " B") == 0)
        who = NEXUS_BLACK;
    else if (strcmp(side, " W") == 0)
        who = NEXUS_WHITE;
    else
        return failed(rp, ln, text, "(malformed line)");
    if (!check_side(rp, ln, text, who, offer))
        return 0;
    st = offer ? nexus_game_offer_draw(rp->game)
               : nexus_game_answer_draw(rp->game, accept);
    if (st != NEXUS_OK)
        return failed_status(rp, ln, text, st);
    if (accept)
        open_block(&rp->blk, rp->game, rp->size, NULL, ln);
    return 1;
}

/* One line after the header (not blank, not a comment). */
static int body_line(replay *rp, const char *text, int ln)
{
    char kw[16];
    size_t n = strcspn(text, " ");
    int key;
    if (n >= sizeof kw)
        return failed(rp, ln, text, "(unknown line)");
    memcpy(kw, text, n);
    kw[n] = '\0';
    key = key_of(kw);
    if (key >= 0)
        return check_expectation(rp, key, text, ln);
    if (strcmp(kw, "turn") && strcmp(kw, "offer") && strcmp(kw, "decline") &&
        strcmp(kw, "accept"))
        return failed(rp, ln, text, "(unknown line)");
    if (!close_block(rp))
        return 0;
    /* Hook for --bots: the recorded turn of a `bot` player would be
     * compared with the bot's choice here. */
    if (strcmp(kw, "turn") == 0)
        return do_turn(rp, text, ln);
    return do_draw(rp, text, kw, ln);
}

/* ------------------------------------------------------------------------ */
/* Text                                                                     */

typedef struct text_lines {
    char *buf;        /* the file, lines NUL-terminated in place */
    size_t size;
    size_t n;         /* number of lines */
    size_t *start;    /* offset of each line in buf */
    size_t *len;      /* length without the line ending */
} text_lines;

static int read_file(text_lines *t, const char *path, strbuf *why)
{
    FILE *f = fopen(path, "rb");
    size_t cap = 4096, got;
    if (!f) {
        sb_add(why, strerror(errno));
        return 0;
    }
    t->buf = xrealloc(NULL, cap);
    t->size = 0;
    while ((got = fread(t->buf + t->size, 1, cap - t->size - 1, f)) > 0) {
        t->size += got;
        if (cap - t->size - 1 == 0) {
            cap *= 2;
            t->buf = xrealloc(t->buf, cap);
        }
    }
    if (ferror(f)) {
        sb_add(why, "read error");
        fclose(f);
        return 0;
    }
    fclose(f);
    t->buf[t->size] = '\0';
    return 1;
}

/* Index the lines (a final line without "\n" counts; CRLF is accepted). */
static void split_lines(text_lines *t)
{
    size_t i, cap = 64;
    t->n = 0;
    t->start = xrealloc(NULL, cap * sizeof *t->start);
    t->len = xrealloc(NULL, cap * sizeof *t->len);
    for (i = 0; i < t->size;) {
        const char *nl = memchr(t->buf + i, '\n', t->size - i);
        size_t end = nl ? (size_t)(nl - t->buf) : t->size;
        if (t->n == cap) {
            cap *= 2;
            t->start = xrealloc(t->start, cap * sizeof *t->start);
            t->len = xrealloc(t->len, cap * sizeof *t->len);
        }
        t->start[t->n] = i;
        t->len[t->n] = end - i;
        if (end > i && t->buf[end - 1] == '\r')
            t->len[t->n]--;
        t->n++;
        i = end + 1;
    }
}

static int is_header_keyword(const char *line, size_t len)
{
    static const char *const words[] = {
        "nexus-record", "size", "capture-debt", "unblock-debt", "black",
        "white", "start"};
    size_t i, n;
    for (n = 0; n < len && line[n] != ' '; n++)
        continue;
    for (i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strlen(words[i]) == n && memcmp(line, words[i], n) == 0)
            return 1;
    return 0;
}

static int is_skipped(const char *line, size_t len)
{
    return len == 0 || line[0] == '#';
}

/* The header is every line before the first other one. */
static size_t header_lines(const text_lines *t)
{
    size_t i;
    for (i = 0; i < t->n; i++) {
        const char *l = t->buf + t->start[i];
        if (!is_skipped(l, t->len[i]) && !is_header_keyword(l, t->len[i]))
            break;
    }
    return i;
}

static int load_header(replay *rp, const text_lines *t, size_t nh)
{
    nexus_record_error err;
    nexus_options o;
    size_t bytes = nh < t->n ? t->start[nh] : t->size;
    nexus_status st = nexus_record_read(&rp->game, t->buf, bytes, NULL, &err);
    if (st != NEXUS_OK) {
        char where[32];
        snprintf(where, sizeof where, "(valid header, line %d)", err.line);
        return failed(rp, err.line > 0 ? err.line : 1, where, err.message);
    }
    nexus_game_options(&o, rp->game);
    rp->size = o.size;
    /* The start block, if any, follows the header. */
    open_block(&rp->blk, rp->game, rp->size, NULL, nh > 0 ? (int)nh : 1);
    return 1;
}

static int replay_lines(replay *rp, text_lines *t)
{
    size_t nh = header_lines(t), i;
    for (i = 0; i < t->n; i++) {
        char *l = t->buf + t->start[i];
        if (memchr(l, '\0', t->len[i]))
            return failed(rp, (int)i + 1, "(text)", "NUL byte");
    }
    if (!load_header(rp, t, nh))
        return 0;
    for (i = 0; i < t->n; i++)
        t->buf[t->start[i] + t->len[i]] = '\0';
    for (i = nh; i < t->n; i++) {
        const char *l = t->buf + t->start[i];
        if (is_skipped(l, t->len[i]))
            continue;
        if (!body_line(rp, l, (int)i + 1))
            return 0;
    }
    return close_block(rp);
}

int conformance_check_file(const char *path, const conformance_options *opts)
{
    replay rp;
    text_lines t;
    strbuf why = {NULL, 0, 0};
    int k, ok;
    (void)opts;
    memset(&rp, 0, sizeof rp);
    memset(&t, 0, sizeof t);
    rp.path = path;
    if (read_file(&t, path, &why)) {
        split_lines(&t);
        ok = replay_lines(&rp, &t);
    } else {
        ok = failed(&rp, 0, "(readable file)", sb_str(&why));
    }
    if (ok)
        printf("PASS %s\n", path);
    else
        printf("FAIL %s:%d: expected '%s' got '%s'\n", path, rp.fail_line,
               sb_str(&rp.expected), sb_str(&rp.got));
    nexus_game_free(rp.game);
    for (k = 0; k < K_COUNT; k++)
        free(rp.blk.line[k].p);
    free(rp.expected.p);
    free(rp.got.p);
    free(why.p);
    free(t.buf);
    free(t.start);
    free(t.len);
    return ok;
}
