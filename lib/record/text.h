/* The tokenizer of the record format, shared by every record parser
 * (header, moves, turn lines): lines, words, numbers, sides, points.
 *
 * Liberal reading (docs/records.md "Reading"): a UTF-8 byte-order mark at
 * the start, CRLF line ends, trailing whitespace and whitespace-only lines
 * are accepted; inside a line the words must still be printable ASCII one
 * space apart. */
#ifndef NX_RECORD_TEXT_H
#define NX_RECORD_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include "nexus.h"

/* A slice of the record text: records need not be NUL-terminated, and
 * slicing avoids copying the text. */
typedef struct nx_span {
    const char *p;
    size_t n;
} nx_span;

/* The lines of a record text. */
typedef struct nx_text {
    const char *text;
    size_t len;
    size_t pos;     /* start of the next line */
    int line_no;    /* 1-based number of `line`, saturating at INT_MAX */
    nx_span line;   /* the current line, without its end and trailing
                       whitespace */
    int has_nul;    /* the current line, as read, contains a NUL byte */
} nx_text;

/* Start reading `text`, skipping a byte-order mark. */
void nx_text_init(nx_text *t, const char *text, size_t len);

/* Advance to the next line. Returns 0 at the end of the text. */
int nx_text_next_line(nx_text *t);

/* 1 if the current line is blank or a comment: skipped by every reader. */
int nx_text_line_skipped(const nx_text *t);

int nx_span_is(nx_span s, const char *lit);

/* 1 if the words of s are printable ASCII separated by exactly one space,
 * with no space at either end. */
int nx_span_layout_ok(nx_span s);

/* Split the first word off *rest (which is layout-checked). Returns 0, with
 * an empty word, when no word is left. */
int nx_next_word(nx_span *rest, nx_span *word);

/* A non-negative decimal in canonical form (no sign, no leading zero).
 * NEXUS_E_PARSE for a malformed number, NEXUS_E_INVALID_ARG above max. */
nexus_status nx_parse_number(int64_t *out, nx_span w, int64_t max);

/* `B` or `W`. Returns 0 for anything else. */
int nx_parse_side(nexus_color *who, nx_span w);

/* "B" or "W". */
const char *nx_side_name(nexus_color c);

/* A point name (R2) on a board of this size. */
nexus_status nx_parse_point(int *point, int size, nx_span w);

#endif
