/* The record tokenizer, which text.h describes. */
#include "text.h"

#include <limits.h>
#include <string.h>

static const char bom[3] = {'\xef', '\xbb', '\xbf'};

void nx_text_init(nx_text *t, const char *text, size_t len)
{
    memset(t, 0, sizeof *t);
    t->text = text;
    t->len = len;
    if (len >= sizeof bom && memcmp(text, bom, sizeof bom) == 0)
        t->pos = sizeof bom;
}

static int is_trailing_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

int nx_text_next_line(nx_text *t)
{
    const char *start, *nl;
    size_t rest, n;
    if (t->pos >= t->len)
        return 0;
    start = t->text + t->pos;
    rest = t->len - t->pos;
    nl = memchr(start, '\n', rest);
    n = nl ? (size_t)(nl - start) : rest;
    t->pos += n + (nl ? 1 : 0);
    t->has_nul = memchr(start, '\0', n) != NULL;
    /* The CR of a CRLF end is trailing whitespace like any other. */
    while (n > 0 && is_trailing_space(start[n - 1]))
        n--;
    t->line.p = start;
    t->line.n = n;
    /* The count saturates on a text of more than INT_MAX lines. */
    if (t->line_no < INT_MAX)
        t->line_no++;
    return 1;
}

int nx_text_line_skipped(const nx_text *t)
{
    return t->line.n == 0 || t->line.p[0] == '#';
}

int nx_span_is(nx_span s, const char *lit)
{
    size_t n = strlen(lit);
    return s.n == n && memcmp(s.p, lit, n) == 0;
}

/* Tabs, stray CRs and non-ASCII bytes have no place outside comments. */
int nx_span_layout_ok(nx_span s)
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

int nx_next_word(nx_span *rest, nx_span *word)
{
    const char *sp;
    size_t n;
    word->p = rest->p;
    word->n = 0;
    if (rest->n == 0)
        return 0;
    sp = memchr(rest->p, ' ', rest->n);
    n = sp ? (size_t)(sp - rest->p) : rest->n;
    word->n = n;
    rest->p += sp ? n + 1 : n;
    rest->n -= sp ? n + 1 : n;
    return 1;
}

/* Only the canonical form is read, so that what is read is exactly what
 * the writer would write. */
nexus_status nx_parse_number(int64_t *out, nx_span w, int64_t max)
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

int nx_parse_side(nexus_color *who, nx_span w)
{
    if (nx_span_is(w, "B"))
        *who = NEXUS_BLACK;
    else if (nx_span_is(w, "W"))
        *who = NEXUS_WHITE;
    else
        return 0;
    return 1;
}

const char *nx_side_name(nexus_color c)
{
    return c == NEXUS_BLACK ? "B" : "W";
}

/* The word is copied, because nexus_point_parse needs a C string. */
nexus_status nx_parse_point(int *point, int size, nx_span w)
{
    char name[4];
    if (w.n == 0 || w.n >= sizeof name)
        return NEXUS_E_PARSE;
    memcpy(name, w.p, w.n);
    name[w.n] = '\0';
    return nexus_point_parse(point, size, name);
}
