/* This file keeps the state of one walk over a record. It reports errors
 * with their line, reads the items (the lines that are neither blank nor
 * comments, classified by keyword) and calls the visitor's callbacks. */
#include <stdio.h>
#include <string.h>

#include "names.h"
#include "reader.h"

/* ------------------------------------------------------------------------ */
/* Errors                                                                   */

/* Fills r->err with "<quote>: <reason>". The quoted line is shortened, and
 * its unprintable bytes are replaced, so that the message stays one
 * readable line. */
static void report(nx_reader *r, int line_no, nx_span quote,
                   nexus_status status, const char *reason)
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
        snprintf(r->err->message, sizeof r->err->message, "%s: %s", q, reason);
}

nexus_status nx_fail_at(nx_reader *r, const nexus_record_line *l,
                        nexus_status status, const char *reason)
{
    nx_span quote;
    quote.p = l->text;
    quote.n = l->len;
    report(r, l->number, quote, status, reason);
    return status == NEXUS_E_NOMEM ? NEXUS_E_NOMEM : NEXUS_E_RECORD;
}

/* Reports an error on the line just read, which may be blank or a
 * comment. Returns NEXUS_E_NOMEM for that status, and NEXUS_E_RECORD for
 * any other. */
static nexus_status fail(nx_reader *r, nexus_status status, const char *reason)
{
    report(r, r->t.line_no, r->t.line, status, reason);
    return status == NEXUS_E_NOMEM ? NEXUS_E_NOMEM : NEXUS_E_RECORD;
}

/* Reports that the text ended too early. The error is not tied to a
 * line. Returns NEXUS_E_RECORD. */
nexus_status nx_fail_end(nx_reader *r, const char *reason)
{
    nx_span none = {NULL, 0};
    report(r, 0, none, NEXUS_E_PARSE, reason);
    return NEXUS_E_RECORD;
}

/* Reports an error of the engine on the current line, with the status
 * name as the reason. Returns NEXUS_E_NOMEM for that status, and
 * NEXUS_E_RECORD for any other. */
nexus_status nx_fail_engine(nx_reader *r, nexus_status status)
{
    return nx_fail_at(r, &r->cur, status, nexus_status_name(status));
}

/* Reports that a callback stopped the walk at line l. Returns the value of
 * the callback. */
static nexus_status stopped(nx_reader *r, const nexus_record_line *l,
                            nexus_status status)
{
    char reason[64];
    snprintf(reason, sizeof reason, "stopped by a callback (%s)",
             nexus_status_name(status));
    nx_fail_at(r, l, status, reason);
    return status;
}

/* ------------------------------------------------------------------------ */
/* Lines                                                                    */

/* Splits the current line into its keyword and the words after it. */
static void classify(nx_reader *r)
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

/* See reader.h. */
nexus_status nx_next_item(nx_reader *r, int *have)
{
    *have = 0;
    while (nx_text_next_line(&r->t)) {
        if (r->t.has_nul)
            return fail(r, NEXUS_E_PARSE, "NUL byte in the record");
        if (nx_text_line_skipped(&r->t))
            continue;
        if (!nx_span_layout_ok(r->t.line))
            return fail(r, NEXUS_E_PARSE,
                        "a line must be words of printable ASCII separated "
                        "by single spaces");
        classify(r);
        *have = 1;
        return NEXUS_OK;
    }
    return NEXUS_OK;
}

/* Returns the words of the current line after its keyword. */
nx_span nx_words(const nx_reader *r)
{
    nx_span s;
    s.p = r->cur.words;
    s.n = r->cur.words_len;
    return s;
}

/* ------------------------------------------------------------------------ */
/* Callbacks                                                                */

/* See reader.h for these four. */
nexus_status nx_on_header(nx_reader *r)
{
    nexus_status st = NEXUS_OK;
    r->last_header = r->cur;
    if (r->cb->header)
        st = r->cb->header(&r->cur, r->payload);
    return st == NEXUS_OK ? st : stopped(r, &r->cur, st);
}

nexus_status nx_on_start(nx_reader *r, const nexus_game *g)
{
    nexus_status st = r->cb->start ? r->cb->start(g, r->payload) : NEXUS_OK;
    return st == NEXUS_OK ? st : stopped(r, &r->last_header, st);
}

nexus_status nx_on_move(nx_reader *r, const nexus_game *g,
                        const nexus_record_move *m)
{
    nexus_status st =
        r->cb->move ? r->cb->move(g, &r->cur, m, r->payload) : NEXUS_OK;
    return st == NEXUS_OK ? st : stopped(r, &r->cur, st);
}

nexus_status nx_on_expect(nx_reader *r, const nexus_game *g)
{
    nexus_status st =
        r->cb->expect ? r->cb->expect(g, &r->cur, r->payload) : NEXUS_OK;
    return st == NEXUS_OK ? st : stopped(r, &r->cur, st);
}
