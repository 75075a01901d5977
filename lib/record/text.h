/* The tokenizer of the record format, which every record parser shares
 * (the header, the moves, the turn lines). It reads lines, words, numbers,
 * sides and points.
 *
 * Reading is liberal (docs/records.md, "Reading"). A UTF-8 byte-order mark
 * at the start, CRLF line ends, trailing whitespace and whitespace-only
 * lines are accepted. Inside a line, the words must still be printable
 * ASCII, one space apart. */
#ifndef NX_RECORD_TEXT_H
#define NX_RECORD_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include "nexus.h"

/* A span is a slice of the record text. Records need not be
 * NUL-terminated, and slicing avoids copying the text. */
typedef struct nx_span {
    const char *p;
    size_t n;
} nx_span;

/* The reader of the lines of a record text. */
typedef struct nx_text {
    const char *text;
    size_t len;
    size_t pos;     /* The start of the next line. */
    int line_no;    /* The number of `line`, from 1, which saturates at
                       INT_MAX. */
    nx_span line;   /* The current line, without its end and its trailing
                       whitespace. */
    int has_nul;    /* It is 1 if the current line, as read, holds a NUL
                       byte. */
} nx_text;

/* Starts reading `text`, and skips a byte-order mark. */
void nx_text_init(nx_text *t, const char *text, size_t len);

/* Advances to the next line. Returns 1, or 0 at the end of the text. */
int nx_text_next_line(nx_text *t);

/* Returns 1 if the current line is blank or a comment, which every reader
 * skips, and 0 otherwise. */
int nx_text_line_skipped(const nx_text *t);

/* Returns 1 if s spells the C string lit exactly, and 0 otherwise. */
int nx_span_is(nx_span s, const char *lit);

/* Returns 1 if the words of s are printable ASCII separated by exactly one
 * space, with no space at either end, and 0 otherwise. */
int nx_span_layout_ok(nx_span s);

/* Splits the first word off *rest, which must be layout-checked, into
 * *word. Returns 1, or 0 with an empty word when no word is left. */
int nx_next_word(nx_span *rest, nx_span *word);

/* Parses a non-negative decimal in canonical form (no sign and no leading
 * zero) into *out. Returns NEXUS_E_PARSE for a malformed number, and
 * NEXUS_E_INVALID_ARG for a number above max. */
nexus_status nx_parse_number(int64_t *out, nx_span w, int64_t max);

/* Parses `B` or `W` into *who. Returns 1, or 0 for any other word. */
int nx_parse_side(nexus_color *who, nx_span w);

/* Returns the record's name of a side: "B" or "W". */
const char *nx_side_name(nexus_color c);

/* Parses a point name (R2) on a board of this size into *point. Returns
 * NEXUS_E_PARSE for a word that names no point of the board. */
nexus_status nx_parse_point(int *point, int size, nx_span w);

#endif
