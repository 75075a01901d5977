/* This file writes game records (.nxr), strictly in the canonical form.
 * The moves come in exactly the order in which reading replays them, which
 * makes write -> read -> write byte-identical.
 *
 * This file uses nothing but nexus.h and the record vocabulary: it is a
 * client of the engine. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "names.h"
#include "turn_text.h"

/* The writer only counts the output while buf is NULL. The record is
 * produced twice, once to measure and once to fill, so that a short buffer
 * is never touched. */
typedef struct writer {
    char *buf;
    size_t len;
} writer;

static nexus_color other_side(nexus_color c)
{
    return c == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK;
}

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

/* Writes the line `KEY WORD`, with the key's word from the vocabulary. */
static void put_keyed(writer *w, nexus_record_key key, const char *word)
{
    put(w, nexus_record_key_name(key));
    put(w, " ");
    put_line(w, word);
}

static void put_number(writer *w, nexus_record_key key, int64_t value)
{
    char word[24];
    snprintf(word, sizeof word, "%" PRId64, value);
    put_keyed(w, key, word);
}

/* Writes `offer S` and `decline O` for each offer declined at this point of
 * the game. */
static void put_declines(writer *w, nexus_color side, int declined)
{
    int i;
    for (i = 0; i < declined; i++) {
        put_keyed(w, NEXUS_RECORD_KEY_OFFER, nx_side_name(side));
        put_keyed(w, NEXUS_RECORD_KEY_DECLINE, nx_side_name(other_side(side)));
    }
}

static void put_start(writer *w, const nexus_position *pos, int n)
{
    char line[NEXUS_MAX_SIZE * (NEXUS_MAX_SIZE + 1) + 80];
    int row, col, k = 0;
    for (row = 0; row < n; row++) {
        for (col = 0; col < n; col++) {
            unsigned char c = pos->cells[row * n + col];
            line[k++] = c == NEXUS_BLACK ? 'X' : c == NEXUS_WHITE ? 'O' : '.';
        }
        line[k++] = row < n - 1 ? '/' : ' ';
    }
    snprintf(line + k, sizeof line - (size_t)k,
             "%" PRId64 " %" PRId64 " %s %d", pos->black_debt,
             pos->white_debt, nx_side_name(pos->to_move), pos->quiet);
    put_keyed(w, NEXUS_RECORD_KEY_START, line);
}

/* Writes the settings, the labels and, for a game that did not start on
 * the empty board, its `start` line. *start receives the start position.
 * Returns NEXUS_OK, or the error of the game's query. */
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
    put_keyed(w, NEXUS_RECORD_KEY_VERSION, "1");
    put_number(w, NEXUS_RECORD_KEY_SIZE, o.size);
    put_number(w, NEXUS_RECORD_KEY_CAPTURE_DEBT, o.capture_debt);
    put_number(w, NEXUS_RECORD_KEY_UNBLOCK_DEBT, o.unblock_debt);
    for (i = 0; i < 2; i++) {
        st = nexus_game_label(&label, g, i == 0 ? NEXUS_BLACK : NEXUS_WHITE);
        if (st != NEXUS_OK)
            return st;
        if (label[0] != '\0')
            put_keyed(w,
                      i == 0 ? NEXUS_RECORD_KEY_BLACK : NEXUS_RECORD_KEY_WHITE,
                      label);
    }
    if (custom)
        put_start(w, start, o.size);
    return NEXUS_OK;
}

/* Writes the offers declined after the last turn, and an accepted or a
 * pending draw. Returns NEXUS_OK, or the error of the game's query. */
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
    if (reason == NEXUS_REASON_AGREEMENT || pending)
        put_keyed(w, NEXUS_RECORD_KEY_OFFER, nx_side_name(side));
    if (reason == NEXUS_REASON_AGREEMENT)
        put_keyed(w, NEXUS_RECORD_KEY_ACCEPT, nx_side_name(other_side(side)));
    return NEXUS_OK;
}

/* Writes turn i, with the offers declined before it. Returns NEXUS_OK, or
 * the error of the game's query or of nexus_turn_format(). */
static nexus_status put_turn(writer *w, const nexus_game *g, int size,
                             nexus_color side, size_t i)
{
    char line[NX_TURN_LINE_MAX + 1];
    size_t count;
    nexus_turn turn;
    int declined = 0;
    nexus_status st = nexus_game_declined_offers(&declined, g, i);
    if (st == NEXUS_OK)
        st = nexus_game_turn_at(&turn, g, i);
    if (st == NEXUS_OK)
        st = nexus_turn_format(line, sizeof line, &count, size, side, &turn);
    if (st != NEXUS_OK)
        return st;
    put_declines(w, side, declined);
    put_line(w, line);
    return NEXUS_OK;
}

/* Writes the whole record of g. Returns NEXUS_OK, or the error of the
 * game's query or of nexus_turn_format(). */
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
    for (i = 0; st == NEXUS_OK && i < turns; i++) {
        st = put_turn(w, g, o.size, side, i);
        side = other_side(side);
    }
    return st == NEXUS_OK ? put_tail(w, g, side, turns) : st;
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
