/* Reading game records (.nxr): nexus_record_replay(), a visitor in the
 * manner of libgit2's config parser, and nexus_record_read(), which is the
 * same walk without callbacks. One walk over the text, one tokenizer
 * (text.h).
 *
 * Every move is replayed through the public API, so a record can only
 * produce a game the engine itself would reach by play, and every illegal
 * move is caught by the same checks as interactive play. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "names.h"
#include "turn_text.h"

typedef struct reader {
    nx_text t;
    nexus_record_line cur;    /* the current item, classified */
    int has_key;              /* cur.key is a keyword of the format */
    nexus_record_line last_header; /* where the start callback is called */
    const nexus_record_callbacks *cb; /* never NULL */
    void *payload;
    nexus_record_error *err;  /* may be NULL */
} reader;

/* ------------------------------------------------------------------------ */
/* Errors                                                                   */

/* Fill err with "<quote>: <reason>" (the line shortened and with
 * unprintable bytes replaced so the message stays one readable line). */
static void report(reader *r, int line_no, nx_span quote, nexus_status status,
                   const char *reason)
{
    char q[64];
    size_t i, n = 0;
    if (!r->err)
        return;
    r->err->line = line_no;
    r->err->status = status;
    for (i = 0; i < quote.n && n < 48; i++) {
        unsigned char c = (unsigned char)quote.p[i];
        q[n++] = (c < 0x20 || c > 0x7e) ? '?' : (char)c;
    }
    if (i < quote.n)
        n += (size_t)snprintf(q + n, sizeof q - n, "...");
    q[n] = '\0';
    if (line_no == 0)
        snprintf(r->err->message, sizeof r->err->message, "%s", reason);
    else
        snprintf(r->err->message, sizeof r->err->message, "%s: %s", q,
                 reason);
}

static nexus_status fail_at(reader *r, const nexus_record_line *l,
                            nexus_status status, const char *reason)
{
    nx_span quote;
    quote.p = l->text;
    quote.n = l->len;
    report(r, l->number, quote, status, reason);
    return status == NEXUS_E_NOMEM ? NEXUS_E_NOMEM : NEXUS_E_RECORD;
}

/* An error on the line just read (which may be blank or a comment). */
static nexus_status fail(reader *r, nexus_status status, const char *reason)
{
    report(r, r->t.line_no, r->t.line, status, reason);
    return status == NEXUS_E_NOMEM ? NEXUS_E_NOMEM : NEXUS_E_RECORD;
}

/* The text ended too early: not tied to a line. */
static nexus_status fail_end(reader *r, const char *reason)
{
    nx_span none = {NULL, 0};
    report(r, 0, none, NEXUS_E_PARSE, reason);
    return NEXUS_E_RECORD;
}

/* An engine error on this line: the reason is the status name. */
static nexus_status fail_engine(reader *r, nexus_status status)
{
    return fail_at(r, &r->cur, status, nexus_status_name(status));
}

/* A callback stopped the walk at line l: its value is the result. */
static nexus_status stopped(reader *r, const nexus_record_line *l,
                            nexus_status status)
{
    char reason[64];
    snprintf(reason, sizeof reason, "stopped by a callback (%s)",
             nexus_status_name(status));
    fail_at(r, l, status, reason);
    return status;
}

/* ------------------------------------------------------------------------ */
/* Lines                                                                    */

/* The keyword and words of the current line. */
static void classify(reader *r)
{
    nx_span rest = r->t.line, w;
    nx_next_word(&rest, &w);
    r->cur.number = r->t.line_no;
    r->cur.text = r->t.line.p;
    r->cur.len = r->t.line.n;
    r->cur.words = rest.p;
    r->cur.words_len = rest.n;
    r->has_key = nx_record_key_find(&r->cur.key, w.p, w.n);
}

/* Advance to the next line that is neither blank nor a comment, checking
 * its layout. Sets *have to 1 with a line, 0 at the end. */
static nexus_status next_item(reader *r, int *have)
{
    *have = 0;
    while (nx_text_next_line(&r->t)) {
        if (r->t.has_nul)
            return fail(r, NEXUS_E_PARSE, "NUL byte in the record");
        if (nx_text_line_skipped(&r->t))
            continue;
        if (!nx_span_layout_ok(r->t.line))
            return fail(r, NEXUS_E_PARSE,
                        "words must be printable ASCII separated by one "
                        "space");
        classify(r);
        *have = 1;
        return NEXUS_OK;
    }
    return NEXUS_OK;
}

/* The words of the current line after its keyword. */
static nx_span words(const reader *r)
{
    nx_span s;
    s.p = r->cur.words;
    s.n = r->cur.words_len;
    return s;
}

/* ------------------------------------------------------------------------ */
/* Callbacks                                                                */

static nexus_status on_header(reader *r)
{
    nexus_status st = NEXUS_OK;
    r->last_header = r->cur;
    if (r->cb->header)
        st = r->cb->header(&r->cur, r->payload);
    return st == NEXUS_OK ? st : stopped(r, &r->cur, st);
}

static nexus_status on_start(reader *r, const nexus_game *g)
{
    nexus_status st = r->cb->start ? r->cb->start(g, r->payload) : NEXUS_OK;
    return st == NEXUS_OK ? st : stopped(r, &r->last_header, st);
}

static nexus_status on_move(reader *r, const nexus_game *g,
                            const nexus_record_move *m)
{
    nexus_status st = r->cb->move ? r->cb->move(g, &r->cur, m, r->payload)
                                  : NEXUS_OK;
    return st == NEXUS_OK ? st : stopped(r, &r->cur, st);
}

static nexus_status on_expect(reader *r, const nexus_game *g)
{
    nexus_status st =
        r->cb->expect ? r->cb->expect(g, &r->cur, r->payload) : NEXUS_OK;
    return st == NEXUS_OK ? st : stopped(r, &r->cur, st);
}

/* ------------------------------------------------------------------------ */
/* The header                                                               */

/* What the header says, gathered before the game can be created. */
typedef struct header {
    nexus_options opts;
    nx_span label[2];               /* black, white; n == 0 when absent */
    nexus_record_line label_line[2];
} header;

/* `KEY VALUE` with an integer VALUE in [min, max]. */
static nexus_status read_setting(reader *r, nexus_record_key key, int64_t min,
                                 int64_t max, int *value)
{
    char reason[64];
    nx_span rest = words(r), v;
    int64_t n = 0;
    nexus_status st;
    snprintf(reason, sizeof reason, "expected '%s N'",
             nexus_record_key_name(key));
    if (!r->has_key || r->cur.key != key || !nx_next_word(&rest, &v) ||
        rest.n != 0)
        return fail_at(r, &r->cur, NEXUS_E_PARSE, reason);
    st = nx_parse_number(&n, v, max);
    if (st == NEXUS_OK && n < min)
        st = NEXUS_E_INVALID_ARG;
    if (st != NEXUS_OK)
        return fail_at(r, &r->cur, st,
                       st == NEXUS_E_PARSE ? "not a number"
                                           : "value out of range");
    *value = (int)n;
    return on_header(r);
}

/* `nexus-record 1`: the first line that is not blank or a comment. */
static nexus_status read_version(reader *r)
{
    int have;
    nexus_status st = next_item(r, &have);
    if (st != NEXUS_OK)
        return st;
    if (!have)
        return fail_end(r, "record is empty: expected 'nexus-record 1'");
    if (!r->has_key || r->cur.key != NEXUS_RECORD_KEY_VERSION)
        return fail_at(r, &r->cur, NEXUS_E_PARSE, "expected 'nexus-record 1'");
    if (!nx_span_is(words(r), "1"))
        return fail_at(r, &r->cur, NEXUS_E_VERSION,
                       "expected 'nexus-record 1'");
    return on_header(r);
}

/* `nexus-record 1`, `size`, `capture-debt`, `unblock-debt`, in this order. */
static nexus_status read_settings(reader *r, header *h)
{
    int *value[3];
    int i, have;
    nexus_status st = read_version(r);
    value[0] = &h->opts.size;
    value[1] = &h->opts.capture_debt;
    value[2] = &h->opts.unblock_debt;
    for (i = 0; st == NEXUS_OK && i < 3; i++) {
        st = next_item(r, &have);
        if (st == NEXUS_OK && !have)
            return fail_end(r, "record ends inside its header");
        if (st == NEXUS_OK)
            st = read_setting(
                r, (nexus_record_key)(NEXUS_RECORD_KEY_SIZE + i),
                i == 0 ? NEXUS_MIN_SIZE : 0,
                i == 0 ? NEXUS_MAX_SIZE : NEXUS_MAX_DEBT_RATE, value[i]);
    }
    return st;
}

/* `black LABEL` / `white LABEL`: kept as a slice until the game exists. */
static nexus_status read_label(reader *r, header *h, int which)
{
    nx_span rest = words(r), label;
    if (h->label[which].n != 0 || (which == 0 && h->label[1].n != 0))
        return fail_at(r, &r->cur, NEXUS_E_PARSE,
                       "labels come once each, black first");
    if (!nx_next_word(&rest, &label) || rest.n != 0)
        return fail_at(r, &r->cur, NEXUS_E_PARSE, "expected one label word");
    if (label.n > NEXUS_LABEL_MAX)
        return fail_at(r, &r->cur, NEXUS_E_INVALID_ARG,
                       "label longer than 63 bytes");
    h->label[which] = label;
    h->label_line[which] = r->cur;
    return on_header(r);
}

/* The board word of `start`: n rows of n cells joined by '/'. */
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

/* `start <board> <black-debt> <white-debt> <B|W> <quiet>` */
static nexus_status parse_start(reader *r, int n, nexus_position *pos)
{
    nx_span rest = words(r), w[5];
    int64_t num[3];
    int i;
    for (i = 0; i < 5; i++)
        if (!nx_next_word(&rest, &w[i]))
            break;
    if (i < 5 || rest.n != 0)
        return fail_at(r, &r->cur, NEXUS_E_PARSE,
                       "expected 'start BOARD BLACK-DEBT WHITE-DEBT B|W QUIET'");
    memset(pos, 0, sizeof *pos);
    if (!parse_board(pos, n, w[0]))
        return fail_at(r, &r->cur, NEXUS_E_PARSE, "malformed board");
    for (i = 0; i < 3; i++) {
        nexus_status st = nx_parse_number(&num[i], w[i == 2 ? 4 : 1 + i],
                                          i == 2 ? INT_MAX : INT64_MAX);
        if (st != NEXUS_OK)
            return fail_at(r, &r->cur, st, "malformed debt or quiet count");
    }
    if (!nx_parse_side(&pos->to_move, w[3]))
        return fail_at(r, &r->cur, NEXUS_E_PARSE,
                       "side to move must be B or W");
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
            return fail_at(r, &h->label_line[i], st, "invalid label");
        }
    }
    *out = g;
    return NEXUS_OK;
}

/* `start`, which ends the header. After an error *out may hold a game,
 * which the caller frees. */
static nexus_status read_start(reader *r, const header *h, nexus_game **out)
{
    nexus_position pos;
    nexus_status st = parse_start(r, h->opts.size, &pos);
    if (st == NEXUS_OK)
        st = create_game(r, h, &pos, out);
    return st == NEXUS_OK ? on_header(r) : st;
}

/* The whole header, up to the game in its start position. On success *have
 * tells whether the current line is an unprocessed body line; after an
 * error *out may hold a game, which the caller frees. */
static nexus_status read_header(reader *r, header *h, nexus_game **out,
                                int *have)
{
    nexus_status st = read_settings(r, h);
    while (st == NEXUS_OK) {
        st = next_item(r, have);
        if (st != NEXUS_OK || !*have || !r->has_key)
            break;
        if (r->cur.key == NEXUS_RECORD_KEY_BLACK ||
            r->cur.key == NEXUS_RECORD_KEY_WHITE) {
            st = read_label(r, h, r->cur.key == NEXUS_RECORD_KEY_WHITE);
        } else if (r->cur.key == NEXUS_RECORD_KEY_START) {
            st = read_start(r, h, out);
            return st == NEXUS_OK ? next_item(r, have) : st;
        } else {
            break;
        }
    }
    return st == NEXUS_OK ? create_game(r, h, NULL, out) : st;
}

/* ------------------------------------------------------------------------ */
/* Moves                                                                    */

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
             nx_side_name(to_move));
    return fail_at(r, &r->cur, NEXUS_E_RECORD, reason);
}

/* The preview is taken only for a move callback, and play has the last
 * word, so that the errors are those of a walk without callbacks. */
static nexus_status do_turn(reader *r, nexus_game *g, int size,
                            nexus_record_move *m)
{
    nexus_color to_move;
    nexus_status seen = NEXUS_OK;
    nexus_status st = nx_turn_parse_span(&m->turn, &m->side, size,
                                         r->t.line);
    if (st != NEXUS_OK)
        return fail_at(r, &r->cur, st, "malformed turn");
    st = state_error(g);
    if (st != NEXUS_OK)
        return fail_engine(r, st);
    nexus_game_to_move(&to_move, g);
    if (m->side != to_move)
        return wrong_side(r, to_move);
    if (r->cb->move)
        seen = nexus_game_preview(&m->preview, g, m->turn.unblock,
                                  m->turn.n_unblock, m->turn.point);
    st = nexus_game_play(g, &m->turn);
    if (st == NEXUS_OK)
        st = seen;
    return st == NEXUS_OK ? st : fail_engine(r, st);
}

/* `offer S`, `decline S`, `accept S`: S offers, S answers the offer. */
static nexus_status do_draw(reader *r, nexus_game *g, nexus_record_move *m)
{
    nx_span rest = words(r), w;
    nexus_color to_move;
    int offer = r->cur.key == NEXUS_RECORD_KEY_OFFER;
    nexus_status st;
    if (!nx_next_word(&rest, &w) || rest.n != 0 || !nx_parse_side(&m->side, w))
        return fail_at(r, &r->cur, NEXUS_E_PARSE, "expected one side, B or W");
    st = state_error(g);
    if (offer && st != NEXUS_OK)
        return fail_engine(r, st);
    if (!offer && st != NEXUS_E_DRAW_PENDING)
        return fail_engine(r, NEXUS_E_NO_DRAW_OFFER);
    nexus_game_to_move(&to_move, g);
    if (offer && m->side != to_move)
        return wrong_side(r, to_move);
    if (!offer && m->side == to_move)
        return fail_at(r, &r->cur, NEXUS_E_RECORD,
                       "the offerer cannot answer the offer");
    st = offer ? nexus_game_offer_draw(g)
               : nexus_game_answer_draw(
                     g, r->cur.key == NEXUS_RECORD_KEY_ACCEPT);
    return st == NEXUS_OK ? st : fail_engine(r, st);
}

/* A move or an expectation line: anything else is out of place here. */
static nexus_status do_body_line(reader *r, nexus_game *g, int size)
{
    nexus_record_move m;
    nexus_status st;
    if (r->has_key && r->cur.key >= NEXUS_RECORD_KEY_CAPTURED &&
        r->cur.key <= NEXUS_RECORD_KEY_RESULT)
        return on_expect(r, g);
    if (!r->has_key || r->cur.key < NEXUS_RECORD_KEY_TURN ||
        r->cur.key > NEXUS_RECORD_KEY_ACCEPT)
        return fail_at(r, &r->cur, NEXUS_E_PARSE,
                       "unknown or misplaced line");
    memset(&m, 0, sizeof m);
    st = r->cur.key == NEXUS_RECORD_KEY_TURN ? do_turn(r, g, size, &m)
                                             : do_draw(r, g, &m);
    return st == NEXUS_OK ? on_move(r, g, &m) : st;
}

/* ------------------------------------------------------------------------ */
/* The walk                                                                 */

static int allocator_ok(const nexus_allocator *a)
{
    int set = (a->malloc_fn != NULL) + (a->realloc_fn != NULL) +
              (a->free_fn != NULL);
    return set == 0 || set == 3;
}

static nexus_status walk(reader *r, const nexus_allocator *alloc,
                         nexus_game **out)
{
    static const nexus_options defaults = NEXUS_OPTIONS_INIT;
    header h;
    int have = 0;
    nexus_status st;
    memset(&h, 0, sizeof h);
    h.opts = defaults;
    if (alloc)
        h.opts.allocator = *alloc;
    st = read_header(r, &h, out, &have);
    if (st == NEXUS_OK)
        st = on_start(r, *out);
    while (st == NEXUS_OK && have) {
        st = do_body_line(r, *out, h.opts.size);
        if (st == NEXUS_OK)
            st = next_item(r, &have);
    }
    return st;
}

NEXUS_API nexus_status nexus_record_callbacks_init(
    nexus_record_callbacks *callbacks, unsigned int version)
{
    static const nexus_record_callbacks none = NEXUS_RECORD_CALLBACKS_INIT;
    if (!callbacks)
        return NEXUS_E_INVALID_ARG;
    if (version != NEXUS_RECORD_CALLBACKS_VERSION)
        return NEXUS_E_VERSION;
    *callbacks = none;
    return NEXUS_OK;
}

NEXUS_API nexus_status nexus_record_replay(
    nexus_game **out, const char *text, size_t len,
    const nexus_allocator *alloc, const nexus_record_callbacks *callbacks,
    void *payload, nexus_record_error *err)
{
    static const nexus_record_callbacks none = NEXUS_RECORD_CALLBACKS_INIT;
    reader r;
    nexus_game *g = NULL;
    nexus_status st;
    if ((!text && len) || (alloc && !allocator_ok(alloc)))
        return NEXUS_E_INVALID_ARG;
    if (callbacks && callbacks->version != NEXUS_RECORD_CALLBACKS_VERSION)
        return NEXUS_E_VERSION;
    memset(&r, 0, sizeof r);
    nx_text_init(&r.t, text, len);
    r.cb = callbacks ? callbacks : &none;
    r.payload = payload;
    r.err = err;
    if (err) {
        err->line = 0;
        err->status = NEXUS_OK;
        err->message[0] = '\0';
    }
    st = walk(&r, alloc, &g);
    if (st != NEXUS_OK || !out)
        nexus_game_free(g);
    else
        *out = g;
    return st;
}

NEXUS_API nexus_status nexus_record_read(nexus_game **out, const char *text,
                                         size_t len,
                                         const nexus_allocator *alloc,
                                         nexus_record_error *err)
{
    if (!out)
        return NEXUS_E_INVALID_ARG;
    return nexus_record_replay(out, text, len, alloc, NULL, NULL, err);
}
