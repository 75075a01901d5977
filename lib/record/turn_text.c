/* This file reads turn lines, `[turn] B|W [unblock P...] place P [pay P...]`
 * (docs/records.md, "Moves"), with the record tokenizer, and writes them. */
#include "turn_text.h"

#include <string.h>

/* Parses the points after a keyword, up to the word `stop` or the end of
 * the line. Sets *stopped to 1 if the list ended at `stop`. Returns
 * NEXUS_E_PARSE for a word that is not a point, for too many points, or
 * for no point at all. */
static nexus_status parse_point_list(int *points, int *n_points, int size,
                                     nx_span *rest, const char *stop,
                                     int *stopped)
{
    nx_span w;
    int n = 0;
    *stopped = 0;
    while (nx_next_word(rest, &w)) {
        if (stop && nx_span_is(w, stop)) {
            *stopped = 1;
            break;
        }
        if (n == NEXUS_MAX_POINTS ||
            nx_parse_point(&points[n], size, w) != NEXUS_OK)
            return NEXUS_E_PARSE;
        n++;
    }
    if (n == 0)
        return NEXUS_E_PARSE;
    *n_points = n;
    return NEXUS_OK;
}

/* Parses the words of a layout-checked turn line. Returns NEXUS_E_PARSE
 * for a malformed line. */
static nexus_status parse_turn_words(nexus_turn *turn, nexus_color *who,
                                     int size, nx_span rest)
{
    nx_span w;
    int stopped = 0;
    if (!nx_next_word(&rest, &w))
        return NEXUS_E_PARSE;
    if (nx_span_is(w, "turn") && !nx_next_word(&rest, &w))
        return NEXUS_E_PARSE;
    if (!nx_parse_side(who, w) || !nx_next_word(&rest, &w))
        return NEXUS_E_PARSE;
    if (nx_span_is(w, "unblock")) {
        if (parse_point_list(turn->unblock, &turn->n_unblock, size, &rest,
                             "place", &stopped) != NEXUS_OK || !stopped)
            return NEXUS_E_PARSE;
    } else if (!nx_span_is(w, "place")) {
        return NEXUS_E_PARSE;
    }
    if (!nx_next_word(&rest, &w) ||
        nx_parse_point(&turn->point, size, w) != NEXUS_OK)
        return NEXUS_E_PARSE;
    if (!nx_next_word(&rest, &w))
        return NEXUS_OK;
    if (!nx_span_is(w, "pay"))
        return NEXUS_E_PARSE;
    return parse_point_list(turn->pay, &turn->n_pay, size, &rest, NULL,
                            &stopped);
}

/* The line is parsed into a zeroed local, so that the out-parameters stay
 * untouched on error and the unused slots are deterministic. */
nexus_status nx_turn_parse_span(nexus_turn *turn, nexus_color *who, int size,
                                nx_span text)
{
    nexus_turn t;
    nexus_color c = NEXUS_EMPTY;
    nexus_status st;
    if (!nx_span_layout_ok(text))
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
    nx_span s;
    if (!turn || !text || size < NEXUS_MIN_SIZE || size > NEXUS_MAX_SIZE)
        return NEXUS_E_INVALID_ARG;
    s.p = text;
    s.n = strlen(text);
    return nx_turn_parse_span(turn, who, size, s);
}

/* Appends " NAME" for each point, in canonical order, because the library
 * reports every set in canonical order (R3). The points are counted per
 * point, so that a repeated point stays repeated. Returns
 * NEXUS_E_OFF_BOARD for a point off the board. */
static nexus_status append_points(char *line, size_t *len, int size,
                                  const int *points, int n)
{
    unsigned char times[NEXUS_MAX_POINTS];
    int i, p;
    memset(times, 0, sizeof times);
    for (i = 0; i < n; i++) {
        if (points[i] < 0 || points[i] >= size * size)
            return NEXUS_E_OFF_BOARD;
        times[points[i]]++;
    }
    for (p = 0; p < size * size; p++) {
        for (; times[p] > 0; times[p]--) {
            line[(*len)++] = ' ';
            nexus_point_format(line + *len, 4, size, p);
            *len += strlen(line + *len);
        }
    }
    return NEXUS_OK;
}

static void append_text(char *line, size_t *len, const char *text)
{
    size_t n = strlen(text);
    memcpy(line + *len, text, n + 1);
    *len += n;
}

/* Appends `keyword P...` when the set is not empty. Returns NEXUS_OK, or
 * the error of append_points() for a point off the board. */
static nexus_status append_set(char *line, size_t *len, int size,
                               const char *keyword, const int *points, int n)
{
    if (n == 0)
        return NEXUS_OK;
    append_text(line, len, keyword);
    return append_points(line, len, size, points, n);
}

NEXUS_API nexus_status nexus_turn_format(char *buf, size_t cap, size_t *count,
                                         int size, nexus_color who,
                                         const nexus_turn *turn)
{
    char line[NX_TURN_LINE_MAX + 1];
    size_t len = 0;
    nexus_status st;
    if (!count || !turn || (!buf && cap) || size < NEXUS_MIN_SIZE ||
        size > NEXUS_MAX_SIZE || (who != NEXUS_BLACK && who != NEXUS_WHITE) ||
        turn->n_unblock < 0 || turn->n_unblock > NEXUS_MAX_POINTS ||
        turn->n_pay < 0 || turn->n_pay > NEXUS_MAX_POINTS)
        return NEXUS_E_INVALID_ARG;
    append_text(line, &len, who == NEXUS_BLACK ? "turn B" : "turn W");
    st = append_set(line, &len, size, " unblock", turn->unblock,
                    turn->n_unblock);
    if (st == NEXUS_OK)
        st = append_set(line, &len, size, " place", &turn->point, 1);
    if (st == NEXUS_OK)
        st = append_set(line, &len, size, " pay", turn->pay, turn->n_pay);
    if (st != NEXUS_OK)
        return st;
    *count = len + 1;
    if (cap < len + 1)
        return NEXUS_E_BUFFER_TOO_SMALL;
    memcpy(buf, line, len + 1);
    return NEXUS_OK;
}
