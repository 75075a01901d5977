/* The header of a record (docs/records.md, "The header") holds the four
 * settings, the labels and `start`. They are gathered until the game can be
 * created. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "reader.h"
/* The struct holds what the header says until the game can be created. */
typedef struct header {
    nexus_options opts;
    nx_span label[2]; /* The labels of Black [0] and White [1], whose n is
                         0 when they are absent. */
    nexus_record_line label_line[2];
} header;

/* Reads `KEY VALUE`, with an integer VALUE in [min, max], into *value.
 * Returns NEXUS_OK, NEXUS_E_RECORD for another line or a bad value, or the
 * value of a header callback that stops the walk. */
static nexus_status read_setting(nx_reader *r, nexus_record_key key,
                                 int64_t min, int64_t max, int *value)
{
    char reason[64];
    nx_span rest = nx_words(r), v;
    int64_t n = 0;
    nexus_status st;
    snprintf(reason, sizeof reason, "expected '%s N'",
             nexus_record_key_name(key));
    if (!r->has_key || r->cur.key != key || !nx_next_word(&rest, &v) ||
        rest.n != 0)
        return nx_fail_at(r, &r->cur, NEXUS_E_PARSE, reason);
    st = nx_parse_number(&n, v, max);
    if (st == NEXUS_OK && n < min)
        st = NEXUS_E_INVALID_ARG;
    if (st != NEXUS_OK)
        return nx_fail_at(r, &r->cur, st,
                          st == NEXUS_E_PARSE ? "not a number"
                                              : "value out of range");
    *value = (int)n;
    return nx_on_header(r);
}

/* Reads `nexus-record 1`, which must be the first line that is not blank or
 * a comment. Returns NEXUS_OK, NEXUS_E_RECORD for an empty record or another
 * first line, or the value of a header callback that stops the walk. */
static nexus_status read_version(nx_reader *r)
{
    int have;
    nexus_status st = nx_next_item(r, &have);
    if (st != NEXUS_OK)
        return st;
    if (!have)
        return nx_fail_end(r, "record is empty: expected 'nexus-record 1'");
    if (!r->has_key || r->cur.key != NEXUS_RECORD_KEY_VERSION)
        return nx_fail_at(r, &r->cur, NEXUS_E_PARSE,
                          "expected 'nexus-record 1'");
    if (!nx_span_is(nx_words(r), "1"))
        return nx_fail_at(r, &r->cur, NEXUS_E_VERSION,
                          "expected 'nexus-record 1'");
    return nx_on_header(r);
}

/* Reads `nexus-record 1`, `size`, `capture-debt` and `unblock-debt`, in
 * this order. Returns NEXUS_OK, or the first error of read_version() and
 * read_setting(). */
static nexus_status read_settings(nx_reader *r, header *h)
{
    int *value[3];
    int i, have;
    nexus_status st = read_version(r);
    value[0] = &h->opts.size;
    value[1] = &h->opts.capture_debt;
    value[2] = &h->opts.unblock_debt;
    for (i = 0; st == NEXUS_OK && i < 3; i++) {
        st = nx_next_item(r, &have);
        if (st == NEXUS_OK && !have)
            return nx_fail_end(r, "record ends inside its header");
        if (st == NEXUS_OK)
            st = read_setting(r, (nexus_record_key)(NEXUS_RECORD_KEY_SIZE + i),
                              i == 0 ? NEXUS_MIN_SIZE : 0,
                              i == 0 ? NEXUS_MAX_SIZE : NEXUS_MAX_DEBT_RATE,
                              value[i]);
    }
    return st;
}

/* Reads `black LABEL` or `white LABEL`. The label is kept as a slice until
 * the game exists. Returns NEXUS_OK, NEXUS_E_RECORD for a repeated, a
 * misplaced or a malformed label, or the value of a header callback that
 * stops the walk. */
static nexus_status read_label(nx_reader *r, header *h, int which)
{
    nx_span rest = nx_words(r), label;
    if (h->label[which].n != 0 || (which == 0 && h->label[1].n != 0))
        return nx_fail_at(r, &r->cur, NEXUS_E_PARSE,
                          "labels come once each, black first");
    if (!nx_next_word(&rest, &label) || rest.n != 0)
        return nx_fail_at(r, &r->cur, NEXUS_E_PARSE, "expected one label word");
    if (label.n > NEXUS_LABEL_MAX)
        return nx_fail_at(r, &r->cur, NEXUS_E_INVALID_ARG,
                          "label longer than 63 bytes");
    h->label[which] = label;
    h->label_line[which] = r->cur;
    return nx_on_header(r);
}

/* Parses the board word of `start`: n rows of n cells, joined by '/'.
 * Returns 1, or 0 for a malformed word. */
static int parse_board(nexus_position *pos, int n, nx_span w)
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

/* Parses `start <board> <black-debt> <white-debt> <B|W> <quiet>` into
 * *pos. Returns NEXUS_OK, or NEXUS_E_RECORD for a malformed line. */
static nexus_status parse_start(nx_reader *r, int n, nexus_position *pos)
{
    nx_span rest = nx_words(r), w[5];
    int64_t num[3];
    int i;
    for (i = 0; i < 5; i++)
        if (!nx_next_word(&rest, &w[i]))
            break;
    if (i < 5 || rest.n != 0)
        return nx_fail_at(
            r, &r->cur, NEXUS_E_PARSE,
            "expected 'start BOARD BLACK-DEBT WHITE-DEBT B|W QUIET'");
    memset(pos, 0, sizeof *pos);
    if (!parse_board(pos, n, w[0]))
        return nx_fail_at(r, &r->cur, NEXUS_E_PARSE, "malformed board");
    for (i = 0; i < 3; i++) {
        nexus_status st = nx_parse_number(&num[i], w[i == 2 ? 4 : 1 + i],
                                          i == 2 ? INT_MAX : INT64_MAX);
        if (st != NEXUS_OK)
            return nx_fail_at(r, &r->cur, st, "malformed debt or quiet count");
    }
    if (!nx_parse_side(&pos->to_move, w[3]))
        return nx_fail_at(r, &r->cur, NEXUS_E_PARSE,
                          "side to move must be B or W");
    pos->black_debt = num[0];
    pos->white_debt = num[1];
    pos->quiet = (int)num[2];
    return NEXUS_OK;
}

/* Creates the game, from `start` if pos is not NULL, and gives it its
 * labels. On error, nothing is left allocated. Returns NEXUS_OK,
 * NEXUS_E_NOMEM, or NEXUS_E_RECORD for a start position or a label that
 * the engine refuses. */
static nexus_status create_game(nx_reader *r, const header *h,
                                const nexus_position *pos, nexus_game **out)
{
    nexus_game *g = NULL;
    int i;
    nexus_status st = pos ? nexus_game_new_from_position(&g, &h->opts, pos)
                          : nexus_game_new(&g, &h->opts);
    if (st != NEXUS_OK)
        return nx_fail_engine(r, st);
    for (i = 0; i < 2; i++) {
        char label[NEXUS_LABEL_MAX + 1];
        if (h->label[i].n == 0)
            continue;
        memcpy(label, h->label[i].p, h->label[i].n);
        label[h->label[i].n] = '\0';
        st = nexus_game_set_label(g, i == 0 ? NEXUS_BLACK : NEXUS_WHITE, label);
        if (st != NEXUS_OK) {
            nexus_game_free(g);
            return nx_fail_at(r, &h->label_line[i], st, "invalid label");
        }
    }
    *out = g;
    return NEXUS_OK;
}

/* Reads `start`, which ends the header. After an error, *out may hold a
 * game, which the caller frees. Returns NEXUS_OK, or the first error of
 * parse_start(), create_game() and the header callback. */
static nexus_status read_start(nx_reader *r, const header *h, nexus_game **out)
{
    nexus_position pos;
    nexus_status st = parse_start(r, h->opts.size, &pos);
    if (st == NEXUS_OK)
        st = create_game(r, h, &pos, out);
    return st == NEXUS_OK ? nx_on_header(r) : st;
}

/* See reader.h. */
nexus_status nx_read_header(nx_reader *r, nexus_options *opts, nexus_game **out,
                            int *have)
{
    header h;
    nexus_status st;
    memset(&h, 0, sizeof h);
    h.opts = *opts;
    st = read_settings(r, &h);
    while (st == NEXUS_OK) {
        st = nx_next_item(r, have);
        if (st != NEXUS_OK || !*have || !r->has_key)
            break;
        if (r->cur.key == NEXUS_RECORD_KEY_BLACK ||
            r->cur.key == NEXUS_RECORD_KEY_WHITE) {
            st = read_label(r, &h, r->cur.key == NEXUS_RECORD_KEY_WHITE);
        } else if (r->cur.key == NEXUS_RECORD_KEY_START) {
            st = read_start(r, &h, out);
            if (st == NEXUS_OK)
                st = nx_next_item(r, have);
            break;
        } else {
            break;
        }
    }
    if (st == NEXUS_OK && !*out)
        st = create_game(r, &h, NULL, out);
    *opts = h.opts;
    return st;
}
