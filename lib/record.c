/* Game records (.nxr, RULINGS.md "Record format").
 *
 * Reading replays every move through the public API, so a record can only
 * produce a game the engine itself would reach by play, and every illegal
 * move is caught by the same checks as interactive play. Writing emits the
 * moves in exactly the order reading replays them, which makes
 * write -> read -> write byte-identical.
 *
 * This file uses nothing but nexus.h: it is a client of the engine. */
#include "nexus.h"

#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------------------ */
/* Words                                                                    */

/* A slice of the record text: records need not be NUL-terminated, and
 * slicing avoids copying the text. */
typedef struct span {
    const char *p;
    size_t n;
} span;

static int span_is(span s, const char *lit)
{
    size_t n = strlen(lit);
    return s.n == n && memcmp(s.p, lit, n) == 0;
}

/* 1 if the words of s are separated by exactly one space (RULINGS: "Words
 * are separated by one space") and every byte is printable ASCII: tabs,
 * stray CRs and non-ASCII bytes have no place outside comments. */
static int layout_ok(span s)
{
    size_t i;
    if (s.n == 0 || s.p[0] == ' ' || s.p[s.n - 1] == ' ')
        return 0;
    for (i = 0; i < s.n; i++) {
        unsigned char c = (unsigned char)s.p[i];
        if (c == ' ' && s.p[i - 1] == ' ')
            return 0;
        if (c < 0x20 || c > 0x7e)
            return 0;
    }
    return 1;
}

/* Split the first word off *rest. Assumes layout_ok(), so words are never
 * empty. Returns 0 (and an empty word) when no word is left. */
static int next_word(span *rest, span *word)
{
    const char *sp;
    size_t n;
    word->p = rest->p;
    word->n = 0;
    if (rest->n == 0)
        return 0;
    sp = memchr(rest->p, ' ', rest->n);
    n = sp ? (size_t)(sp - rest->p) : rest->n;
    word->p = rest->p;
    word->n = n;
    rest->p += sp ? n + 1 : n;
    rest->n -= sp ? n + 1 : n;
    return 1;
}

static int parse_side(nexus_color *who, span w)
{
    if (span_is(w, "B"))
        *who = NEXUS_BLACK;
    else if (span_is(w, "W"))
        *who = NEXUS_WHITE;
    else
        return 0;
    return 1;
}

static const char *side_name(nexus_color c)
{
    return c == NEXUS_BLACK ? "B" : "W";
}

static nexus_color other_side(nexus_color c)
{
    return c == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK;
}

/* A point name from a word; nexus_point_parse needs a C string. */
static nexus_status parse_point_word(int *point, int size, span w)
{
    char name[4];
    if (w.n == 0 || w.n >= sizeof name)
        return NEXUS_E_PARSE;
    memcpy(name, w.p, w.n);
    name[w.n] = '\0';
    return nexus_point_parse(point, size, name);
}

/* A non-negative decimal in canonical form (no sign, no leading zero), so
 * that what is read is exactly what the writer would write. Returns
 * NEXUS_E_PARSE for a malformed number, NEXUS_E_INVALID_ARG for one above
 * max. */
static nexus_status parse_number(int64_t *out, span w, int64_t max)
{
    int64_t v = 0;
    size_t i;
    if (w.n == 0 || (w.n > 1 && w.p[0] == '0'))
        return NEXUS_E_PARSE;
    for (i = 0; i < w.n; i++) {
        int d = w.p[i] - '0';
        if (d < 0 || d > 9)
            return NEXUS_E_PARSE;
        if (v > (max - d) / 10)
            return NEXUS_E_INVALID_ARG;
        v = v * 10 + d;
    }
    *out = v;
    return NEXUS_OK;
}

/* ------------------------------------------------------------------------ */
/* Turns                                                                    */

/* Points after a keyword until `stop` (or the end): at least one. */
static nexus_status parse_point_list(int *points, int *n_points, int size,
                                     span *rest, const char *stop,
                                     int *stopped)
{
    span w;
    int n = 0;
    *stopped = 0;
    while (next_word(rest, &w)) {
        if (stop && span_is(w, stop)) {
            *stopped = 1;
            break;
        }
        if (n == NEXUS_MAX_POINTS ||
            parse_point_word(&points[n], size, w) != NEXUS_OK)
            return NEXUS_E_PARSE;
        n++;
    }
    if (n == 0)
        return NEXUS_E_PARSE;
    *n_points = n;
    return NEXUS_OK;
}

/* `[turn] B|W [unblock P...] place P [pay P...]`, already layout-checked. */
static nexus_status parse_turn_words(nexus_turn *turn, nexus_color *who,
                                     int size, span rest)
{
    span w;
    int stopped = 0;
    if (!next_word(&rest, &w))
        return NEXUS_E_PARSE;
    if (span_is(w, "turn") && !next_word(&rest, &w))
        return NEXUS_E_PARSE;
    if (!parse_side(who, w) || !next_word(&rest, &w))
        return NEXUS_E_PARSE;
    if (span_is(w, "unblock")) {
        if (parse_point_list(turn->unblock, &turn->n_unblock, size, &rest,
                             "place", &stopped) != NEXUS_OK || !stopped)
            return NEXUS_E_PARSE;
    } else if (!span_is(w, "place")) {
        return NEXUS_E_PARSE;
    }
    if (!next_word(&rest, &w) ||
        parse_point_word(&turn->point, size, w) != NEXUS_OK)
        return NEXUS_E_PARSE;
    if (!next_word(&rest, &w))
        return NEXUS_OK;
    if (!span_is(w, "pay"))
        return NEXUS_E_PARSE;
    return parse_point_list(turn->pay, &turn->n_pay, size, &rest, NULL,
                            &stopped);
}

/* Parse into a zeroed local so the out-parameters stay untouched on error
 * and unused array slots are deterministic. */
static nexus_status parse_turn_span(nexus_turn *turn, nexus_color *who,
                                    int size, span text)
{
    nexus_turn t;
    nexus_color c = NEXUS_EMPTY;
    nexus_status st;
    if (!layout_ok(text))
        return NEXUS_E_PARSE;
    memset(&t, 0, sizeof t);
    st = parse_turn_words(&t, &c, size, text);
    if (st != NEXUS_OK)
        return st;
    *turn = t;
    if (who)
        *who = c;
    return NEXUS_OK;
}

NEXUS_API nexus_status nexus_turn_parse(nexus_turn *turn, nexus_color *who,
                                        int size, const char *text)
{
    span s;
    if (!turn || !text || size < NEXUS_MIN_SIZE || size > NEXUS_MAX_SIZE)
        return NEXUS_E_INVALID_ARG;
    s.p = text;
    s.n = strlen(text);
    return parse_turn_span(turn, who, size, s);
}

/* Longest turn line: "turn W unblock " + 81 names + " place I9 pay" + 81
 * names, each name at most 3 bytes with its space. */
#define TURN_LINE_MAX (16 + 3 * NEXUS_MAX_POINTS + 13 + 3 * NEXUS_MAX_POINTS)

static void sort_points(int *p, int n)
{
    int i, j;
    for (i = 1; i < n; i++) {
        int v = p[i];
        for (j = i; j > 0 && p[j - 1] > v; j--)
            p[j] = p[j - 1];
        p[j] = v;
    }
}

/* Append " NAME" for each point, in canonical order (the library reports
 * every set in canonical order, R3). */
static nexus_status append_points(char *line, size_t *len, int size,
                                  const int *points, int n)
{
    int sorted[NEXUS_MAX_POINTS];
    int i;
    memcpy(sorted, points, (size_t)n * sizeof *sorted);
    sort_points(sorted, n);
    for (i = 0; i < n; i++) {
        nexus_status st;
        line[(*len)++] = ' ';
        st = nexus_point_format(line + *len, 4, size, sorted[i]);
        if (st != NEXUS_OK)
            return st;
        *len += strlen(line + *len);
    }
    return NEXUS_OK;
}

static void append_text(char *line, size_t *len, const char *text)
{
    size_t n = strlen(text);
    memcpy(line + *len, text, n + 1);
    *len += n;
}

NEXUS_API nexus_status nexus_turn_format(char *buf, size_t cap, size_t *count,
                                         int size, nexus_color who,
                                         const nexus_turn *turn)
{
    char line[TURN_LINE_MAX + 1];
    size_t len = 0;
    nexus_status st;
    if (!count || !turn || (!buf && cap) || size < NEXUS_MIN_SIZE ||
        size > NEXUS_MAX_SIZE || (who != NEXUS_BLACK && who != NEXUS_WHITE) ||
        turn->n_unblock < 0 || turn->n_unblock > NEXUS_MAX_POINTS ||
        turn->n_pay < 0 || turn->n_pay > NEXUS_MAX_POINTS)
        return NEXUS_E_INVALID_ARG;
    append_text(line, &len, who == NEXUS_BLACK ? "turn B" : "turn W");
    if (turn->n_unblock > 0) {
        append_text(line, &len, " unblock");
        st = append_points(line, &len, size, turn->unblock, turn->n_unblock);
        if (st != NEXUS_OK)
            return st;
    }
    append_text(line, &len, " place");
    st = append_points(line, &len, size, &turn->point, 1);
    if (st != NEXUS_OK)
        return st;
    if (turn->n_pay > 0) {
        append_text(line, &len, " pay");
        st = append_points(line, &len, size, turn->pay, turn->n_pay);
        if (st != NEXUS_OK)
            return st;
    }
    *count = len + 1;
    if (cap < len + 1)
        return NEXUS_E_BUFFER_TOO_SMALL;
    memcpy(buf, line, len + 1);
    return NEXUS_OK;
}

/* ------------------------------------------------------------------------ */
/* Reading                                                                  */

typedef struct reader {
    const char *text;
    size_t len;
    size_t pos;
    int line_no;              /* 1-based number of `line` */
    span line;                /* current line, without "\n" or "\r\n" */
    nexus_record_error *err;  /* may be NULL */
} reader;

/* Fill err with "<line>: <reason>" (the line quoted, shortened and with
 * unprintable bytes replaced so the message stays one readable line). */
static nexus_status fail_at(reader *r, int line_no, nexus_status status,
                            const char *reason)
{
    char quote[64];
    size_t i, n = 0;
    if (r->err) {
        r->err->line = line_no;
        r->err->status = status;
        if (line_no == 0) {
            snprintf(r->err->message, sizeof r->err->message, "%s", reason);
        } else {
            for (i = 0; i < r->line.n && n < 48; i++) {
                unsigned char c = (unsigned char)r->line.p[i];
                quote[n++] = (c < 0x20 || c > 0x7e) ? '?' : (char)c;
            }
            if (i < r->line.n)
                n += (size_t)snprintf(quote + n, sizeof quote - n, "...");
            quote[n] = '\0';
            snprintf(r->err->message, sizeof r->err->message, "%s: %s",
                     quote, reason);
        }
    }
    return status == NEXUS_E_NOMEM ? NEXUS_E_NOMEM : NEXUS_E_RECORD;
}

static nexus_status fail(reader *r, nexus_status status, const char *reason)
{
    return fail_at(r, r->line_no, status, reason);
}

/* An engine error on this line: the reason is the status name. */
static nexus_status fail_engine(reader *r, nexus_status status)
{
    return fail(r, status, nexus_status_name(status));
}

/* Advance to the next line. Returns 0 at the end of the text. */
static int read_line(reader *r)
{
    const char *start, *nl;
    size_t rest;
    if (r->pos >= r->len)
        return 0;
    start = r->text + r->pos;
    rest = r->len - r->pos;
    nl = memchr(start, '\n', rest);
    r->line.p = start;
    r->line.n = nl ? (size_t)(nl - start) : rest;
    r->pos += r->line.n + (nl ? 1 : 0);
    if (r->line.n > 0 && start[r->line.n - 1] == '\r')
        r->line.n--; /* CRLF line ending */
    if (r->line_no < INT_MAX) /* a text of over 2^31 lines: saturate */
        r->line_no++;
    return 1;
}

/* Advance to the next line that is neither blank nor a comment, checking
 * its layout. Returns 1 with a line, 0 at the end, or an error status. */
static nexus_status next_item(reader *r, int *have)
{
    *have = 0;
    while (read_line(r)) {
        if (memchr(r->line.p, '\0', r->line.n))
            return fail(r, NEXUS_E_PARSE, "NUL byte in the record");
        if (r->line.n == 0 || r->line.p[0] == '#')
            continue;
        if (!layout_ok(r->line))
            return fail(r, NEXUS_E_PARSE,
                        "words must be printable ASCII separated by one "
                        "space");
        *have = 1;
        return NEXUS_OK;
    }
    return NEXUS_OK;
}

/* The first word of the current line. */
static span keyword(const reader *r)
{
    span rest = r->line, w;
    next_word(&rest, &w);
    return w;
}

/* `KEY VALUE` with an integer VALUE in [min, max]. */
static nexus_status read_setting(reader *r, const char *key, int64_t min,
                                 int64_t max, int64_t *value)
{
    char reason[64];
    span rest = r->line, w, v;
    nexus_status st;
    snprintf(reason, sizeof reason, "expected '%s N'", key);
    if (!next_word(&rest, &w) || !span_is(w, key) || !next_word(&rest, &v) ||
        rest.n != 0)
        return fail(r, NEXUS_E_PARSE, reason);
    st = parse_number(value, v, max);
    if (st == NEXUS_OK && *value < min)
        st = NEXUS_E_INVALID_ARG;
    if (st != NEXUS_OK)
        return fail(r, st, st == NEXUS_E_PARSE ? "not a number"
                                               : "value out of range");
    return NEXUS_OK;
}

/* What the header says, gathered before the game can be created. */
typedef struct header {
    nexus_options opts;
    span label[2];   /* black, white; n == 0 when absent */
    int label_line[2];
} header;

/* `nexus-record 1`, `size`, `capture-debt`, `unblock-debt`, in this order. */
static nexus_status read_settings(reader *r, header *h)
{
    static const char *const keys[3] = {"size", "capture-debt",
                                        "unblock-debt"};
    int64_t v[3];
    int i, have;
    nexus_status st = next_item(r, &have);
    if (st != NEXUS_OK)
        return st;
    if (!have)
        return fail_at(r, 0, NEXUS_E_PARSE,
                       "record is empty: expected 'nexus-record 1'");
    if (!span_is(r->line, "nexus-record 1"))
        return fail(r, span_is(keyword(r), "nexus-record") ? NEXUS_E_VERSION
                                                           : NEXUS_E_PARSE,
                    "expected 'nexus-record 1'");
    for (i = 0; i < 3; i++) {
        st = next_item(r, &have);
        if (st != NEXUS_OK)
            return st;
        if (!have)
            return fail_at(r, 0, NEXUS_E_PARSE,
                           "record ends inside its header");
        st = read_setting(r, keys[i], i == 0 ? NEXUS_MIN_SIZE : 0,
                          i == 0 ? NEXUS_MAX_SIZE : NEXUS_MAX_DEBT_RATE,
                          &v[i]);
        if (st != NEXUS_OK)
            return st;
    }
    h->opts.size = (int)v[0];
    h->opts.capture_debt = (int)v[1];
    h->opts.unblock_debt = (int)v[2];
    return NEXUS_OK;
}

/* `black LABEL` / `white LABEL`: kept as a slice until the game exists. */
static nexus_status read_label(reader *r, header *h, int which)
{
    span rest = r->line, w, label;
    next_word(&rest, &w);
    if (h->label[which].n != 0 || (which == 0 && h->label[1].n != 0))
        return fail(r, NEXUS_E_PARSE, "labels come once each, black first");
    if (!next_word(&rest, &label) || rest.n != 0)
        return fail(r, NEXUS_E_PARSE, "expected one label word");
    if (label.n > NEXUS_LABEL_MAX)
        return fail(r, NEXUS_E_INVALID_ARG, "label longer than 63 bytes");
    h->label[which] = label;
    h->label_line[which] = r->line_no;
    return NEXUS_OK;
}

/* The board word of `start`: n rows of n cells joined by '/'. */
static int parse_board(nexus_position *pos, int n, span w)
{
    int row, col;
    if (w.n != (size_t)(n * (n + 1) - 1))
        return 0;
    for (row = 0; row < n; row++) {
        for (col = 0; col <= n; col++) {
            char c = w.p[row * (n + 1) + col];
            if (col == n) {
                if (row < n - 1 && c != '/')
                    return 0;
                continue;
            }
            if (c == '.')
                pos->cells[row * n + col] = NEXUS_EMPTY;
            else if (c == 'X')
                pos->cells[row * n + col] = NEXUS_BLACK;
            else if (c == 'O')
                pos->cells[row * n + col] = NEXUS_WHITE;
            else
                return 0;
        }
    }
    return 1;
}

/* `start <board> <black-debt> <white-debt> <B|W> <quiet>` */
static nexus_status parse_start(reader *r, int n, nexus_position *pos)
{
    span rest = r->line, w[6];
    int64_t num[3];
    int i;
    for (i = 0; i < 6; i++)
        if (!next_word(&rest, &w[i]))
            break;
    if (i < 6 || rest.n != 0)
        return fail(r, NEXUS_E_PARSE,
                    "expected 'start BOARD BLACK-DEBT WHITE-DEBT B|W QUIET'");
    memset(pos, 0, sizeof *pos);
    if (!parse_board(pos, n, w[1]))
        return fail(r, NEXUS_E_PARSE, "malformed board");
    for (i = 0; i < 3; i++) {
        nexus_status st = parse_number(&num[i], w[i == 2 ? 5 : 2 + i],
                                       i == 2 ? INT_MAX : INT64_MAX);
        if (st != NEXUS_OK)
            return fail(r, st, "malformed debt or quiet count");
    }
    if (!parse_side(&pos->to_move, w[4]))
        return fail(r, NEXUS_E_PARSE, "side to move must be B or W");
    pos->black_debt = num[0];
    pos->white_debt = num[1];
    pos->quiet = (int)num[2];
    return NEXUS_OK;
}

/* Create the game (from `start` if pos is not NULL) and give it its labels.
 * On error nothing is left allocated. */
static nexus_status create_game(reader *r, const header *h,
                                const nexus_position *pos, nexus_game **out)
{
    nexus_game *g = NULL;
    int i;
    nexus_status st = pos ? nexus_game_new_from_position(&g, &h->opts, pos)
                          : nexus_game_new(&g, &h->opts);
    if (st != NEXUS_OK)
        return fail_engine(r, st);
    for (i = 0; i < 2; i++) {
        char label[NEXUS_LABEL_MAX + 1];
        if (h->label[i].n == 0)
            continue;
        memcpy(label, h->label[i].p, h->label[i].n);
        label[h->label[i].n] = '\0';
        st = nexus_game_set_label(g, i == 0 ? NEXUS_BLACK : NEXUS_WHITE,
                                  label);
        if (st != NEXUS_OK) {
            nexus_game_free(g);
            return fail_at(r, h->label_line[i], st, "invalid label");
        }
    }
    *out = g;
    return NEXUS_OK;
}

/* The whole header. On success *out is the game and *have tells whether the
 * current line is an unprocessed body line. */
static nexus_status read_header(reader *r, header *h, nexus_game **out,
                                int *have)
{
    nexus_position pos;
    nexus_status st = read_settings(r, h);
    while (st == NEXUS_OK) {
        span k;
        st = next_item(r, have);
        if (st != NEXUS_OK || !*have)
            break;
        k = keyword(r);
        if (span_is(k, "black") || span_is(k, "white")) {
            st = read_label(r, h, span_is(k, "white"));
        } else if (span_is(k, "start")) {
            st = parse_start(r, h->opts.size, &pos);
            if (st == NEXUS_OK)
                st = create_game(r, h, &pos, out);
            if (st == NEXUS_OK)
                st = next_item(r, have);
            return st;
        } else {
            break;
        }
    }
    if (st != NEXUS_OK)
        return st;
    return create_game(r, h, NULL, out);
}

/* Errors that depend on the game's state, checked before the side so that
 * "the game is over" wins over "wrong side". */
static nexus_status state_error(const nexus_game *g)
{
    nexus_phase phase;
    int pending = 0;
    nexus_game_phase(&phase, g);
    nexus_game_draw_pending(&pending, g);
    if (phase == NEXUS_PHASE_OVER)
        return NEXUS_E_GAME_OVER;
    return pending ? NEXUS_E_DRAW_PENDING : NEXUS_OK;
}

static nexus_status wrong_side(reader *r, nexus_color to_move)
{
    char reason[48];
    snprintf(reason, sizeof reason, "wrong side, %s is to move",
             side_name(to_move));
    return fail(r, NEXUS_E_RECORD, reason);
}

static nexus_status do_turn(reader *r, nexus_game *g, int size)
{
    nexus_turn turn;
    nexus_color who, to_move;
    nexus_status st = parse_turn_span(&turn, &who, size, r->line);
    if (st != NEXUS_OK)
        return fail(r, st, "malformed turn");
    st = state_error(g);
    if (st != NEXUS_OK)
        return fail_engine(r, st);
    nexus_game_to_move(&to_move, g);
    if (who != to_move)
        return wrong_side(r, to_move);
    st = nexus_game_play(g, &turn);
    return st == NEXUS_OK ? st : fail_engine(r, st);
}

/* `offer S`, `decline S`, `accept S`: S offers, S answers the offer. */
static nexus_status do_draw(reader *r, nexus_game *g, int offer, int accept)
{
    span rest = r->line, w;
    nexus_color who, to_move;
    nexus_status st;
    next_word(&rest, &w);
    if (!next_word(&rest, &w) || rest.n != 0 || !parse_side(&who, w))
        return fail(r, NEXUS_E_PARSE, "expected one side, B or W");
    st = state_error(g);
    if (offer && st != NEXUS_OK)
        return fail_engine(r, st);
    if (!offer && st != NEXUS_E_DRAW_PENDING)
        return fail_engine(r, NEXUS_E_NO_DRAW_OFFER);
    nexus_game_to_move(&to_move, g);
    if (offer && who != to_move)
        return wrong_side(r, to_move);
    if (!offer && who == to_move)
        return fail(r, NEXUS_E_RECORD, "the offerer cannot answer the offer");
    st = offer ? nexus_game_offer_draw(g) : nexus_game_answer_draw(g, accept);
    return st == NEXUS_OK ? st : fail_engine(r, st);
}

/* Expectation lines describe state for conformance runners; the library
 * only recognises them. */
static int is_expectation(span k)
{
    static const char *const words[] = {
        "captured", "audit", "board", "debts", "quiet", "to-move",
        "legal", "suicide", "repeat", "unblock", "result"};
    size_t i;
    for (i = 0; i < sizeof words / sizeof words[0]; i++)
        if (span_is(k, words[i]))
            return 1;
    return 0;
}

static nexus_status do_body_line(reader *r, nexus_game *g, int size)
{
    span k = keyword(r);
    if (span_is(k, "turn"))
        return do_turn(r, g, size);
    if (span_is(k, "offer"))
        return do_draw(r, g, 1, 0);
    if (span_is(k, "decline"))
        return do_draw(r, g, 0, 0);
    if (span_is(k, "accept"))
        return do_draw(r, g, 0, 1);
    if (is_expectation(k))
        return NEXUS_OK;
    return fail(r, NEXUS_E_PARSE, "unknown or misplaced line");
}

static int allocator_ok(const nexus_allocator *a)
{
    int set = (a->malloc_fn != NULL) + (a->realloc_fn != NULL) +
              (a->free_fn != NULL);
    return set == 0 || set == 3;
}

NEXUS_API nexus_status nexus_record_read(nexus_game **out, const char *text,
                                         size_t len,
                                         const nexus_allocator *alloc,
                                         nexus_record_error *err)
{
    static const nexus_options defaults = NEXUS_OPTIONS_INIT;
    reader r;
    header h;
    nexus_game *g = NULL;
    int have = 0;
    nexus_status st;
    if (!out || (!text && len) || (alloc && !allocator_ok(alloc)))
        return NEXUS_E_INVALID_ARG;
    memset(&r, 0, sizeof r);
    r.text = text;
    r.len = len;
    r.err = err;
    if (err) {
        err->line = 0;
        err->status = NEXUS_OK;
        err->message[0] = '\0';
    }
    memset(&h, 0, sizeof h);
    h.opts = defaults;
    if (alloc)
        h.opts.allocator = *alloc;
    st = read_header(&r, &h, &g, &have);
    while (st == NEXUS_OK && have) {
        st = do_body_line(&r, g, h.opts.size);
        if (st == NEXUS_OK)
            st = next_item(&r, &have);
    }
    if (st != NEXUS_OK) {
        nexus_game_free(g);
        return st;
    }
    *out = g;
    return NEXUS_OK;
}

/* ------------------------------------------------------------------------ */
/* Writing                                                                  */

/* Output that only counts while buf is NULL: the record is produced twice,
 * once to measure and once to fill, so a short buffer is never touched. */
typedef struct writer {
    char *buf;
    size_t len;
} writer;

static void put(writer *w, const char *s)
{
    size_t n = strlen(s);
    if (w->buf)
        memcpy(w->buf + w->len, s, n);
    w->len += n;
}

static void put_line(writer *w, const char *s)
{
    put(w, s);
    put(w, "\n");
}

static void put_setting(writer *w, const char *key, int64_t value)
{
    char line[48];
    snprintf(line, sizeof line, "%s %" PRId64, key, value);
    put_line(w, line);
}

/* `offer S` + `decline O` for each offer declined at this point. */
static void put_declines(writer *w, nexus_color side, int declined)
{
    int i;
    for (i = 0; i < declined; i++) {
        put(w, "offer ");
        put_line(w, side_name(side));
        put(w, "decline ");
        put_line(w, side_name(other_side(side)));
    }
}

static void put_start(writer *w, const nexus_position *pos, int n)
{
    char board[NEXUS_MAX_SIZE * (NEXUS_MAX_SIZE + 1)];
    char tail[80];
    int row, col, k = 0;
    for (row = 0; row < n; row++) {
        for (col = 0; col < n; col++) {
            unsigned char c = pos->cells[row * n + col];
            board[k++] = c == NEXUS_BLACK ? 'X' : c == NEXUS_WHITE ? 'O' : '.';
        }
        board[k++] = row < n - 1 ? '/' : '\0';
    }
    snprintf(tail, sizeof tail, " %" PRId64 " %" PRId64 " %s %d",
             pos->black_debt, pos->white_debt, side_name(pos->to_move),
             pos->quiet);
    put(w, "start ");
    put(w, board);
    put_line(w, tail);
}

static nexus_status put_header(writer *w, const nexus_game *g,
                               nexus_position *start)
{
    nexus_options o;
    const char *label;
    int custom = 0, i;
    nexus_status st = nexus_game_options(&o, g);
    if (st == NEXUS_OK)
        st = nexus_game_start_position(start, &custom, g);
    if (st != NEXUS_OK)
        return st;
    put_line(w, "nexus-record 1");
    put_setting(w, "size", o.size);
    put_setting(w, "capture-debt", o.capture_debt);
    put_setting(w, "unblock-debt", o.unblock_debt);
    for (i = 0; i < 2; i++) {
        st = nexus_game_label(&label, g, i == 0 ? NEXUS_BLACK : NEXUS_WHITE);
        if (st != NEXUS_OK)
            return st;
        if (label[0] != '\0') {
            put(w, i == 0 ? "black " : "white ");
            put_line(w, label);
        }
    }
    if (custom)
        put_start(w, start, o.size);
    return NEXUS_OK;
}

/* Offers and an accepted or pending draw after the last turn. */
static nexus_status put_tail(writer *w, const nexus_game *g, nexus_color side,
                             size_t turns)
{
    nexus_outcome outcome;
    nexus_reason reason;
    int declined = 0, pending = 0;
    nexus_status st = nexus_game_declined_offers(&declined, g, turns);
    if (st == NEXUS_OK)
        st = nexus_game_result(&outcome, &reason, g);
    if (st == NEXUS_OK)
        st = nexus_game_draw_pending(&pending, g);
    if (st != NEXUS_OK)
        return st;
    put_declines(w, side, declined);
    if (reason == NEXUS_REASON_AGREEMENT || pending) {
        put(w, "offer ");
        put_line(w, side_name(side));
    }
    if (reason == NEXUS_REASON_AGREEMENT) {
        put(w, "accept ");
        put_line(w, side_name(other_side(side)));
    }
    return NEXUS_OK;
}

static nexus_status write_game(writer *w, const nexus_game *g)
{
    nexus_position start;
    nexus_options o;
    size_t turns = 0, i;
    nexus_color side;
    nexus_status st = put_header(w, g, &start);
    if (st == NEXUS_OK)
        st = nexus_game_options(&o, g);
    if (st == NEXUS_OK)
        st = nexus_game_turn_count(&turns, g);
    if (st != NEXUS_OK)
        return st;
    /* Every turn passes the move, so the mover of turn i follows from the
     * side to move at the start. */
    side = start.to_move;
    for (i = 0; i < turns; i++) {
        char line[TURN_LINE_MAX + 1];
        size_t count;
        nexus_turn turn;
        int declined = 0;
        st = nexus_game_declined_offers(&declined, g, i);
        if (st == NEXUS_OK)
            st = nexus_game_turn_at(&turn, g, i);
        if (st == NEXUS_OK)
            st = nexus_turn_format(line, sizeof line, &count, o.size, side,
                                   &turn);
        if (st != NEXUS_OK)
            return st;
        put_declines(w, side, declined);
        put_line(w, line);
        side = other_side(side);
    }
    return put_tail(w, g, side, turns);
}

NEXUS_API nexus_status nexus_record_write(char *buf, size_t cap,
                                          size_t *count,
                                          const nexus_game *game)
{
    writer w = {NULL, 0};
    nexus_status st;
    if (!count || !game || (!buf && cap))
        return NEXUS_E_INVALID_ARG;
    st = write_game(&w, game);
    if (st != NEXUS_OK)
        return st;
    *count = w.len + 1;
    if (cap < w.len + 1)
        return NEXUS_E_BUFFER_TOO_SMALL;
    w.buf = buf;
    w.len = 0;
    st = write_game(&w, game);
    if (st != NEXUS_OK)
        return st;
    buf[w.len] = '\0';
    return NEXUS_OK;
}
