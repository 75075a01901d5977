/* This file draws board pictures: nexus_game_format_svg().
 *
 * One renderer for every picture of a board (the rules pages, the command
 * line tool, the bindings), so that they all look alike and none of them
 * re-derives what the engine knows: the legal points, the side to move and
 * the result come from the public API.
 *
 * This file uses nothing but nexus.h: the picture layer is a client of the
 * engine, like the record layer (lib/README.md). */
#include "nexus.h"
#include "nx_versioned.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* The sizes below are in SVG user units, which are pixels at 100%. */
#define CELL 40      /* distance between neighbouring points */
#define EDGE 28      /* wood beyond the outer lines */
#define COORDS 22    /* extra margin for the coordinates, left and top */
#define CAPTION 46   /* extra height for the caption's two lines */
#define MIN_WIDTH 250 /* room for the caption beside a small board */
#define STONE_R 18

/* The scene holds everything drawn, read from the game once, so that both
 * passes of the count-and-fill write exactly the same text. */
typedef struct svg_scene {
    int n;
    unsigned char cells[NEXUS_MAX_POINTS];
    int n_legal;
    int legal[NEXUS_MAX_POINTS];
    int last; /* the point of the last turn, or -1 when there is none */
    nexus_color to_move;
    nexus_phase phase;
    int unblock_k;
    nexus_outcome outcome;
    nexus_reason reason;
    int64_t debt[2];
    int quiet;
    const nexus_svg_options *opts;
    int ox, oy;          /* where A1 is drawn */
    int width, height;
} svg_scene;

/* The text written so far. While buf is NULL, it only counts. */
typedef struct svg_out {
    char *buf;
    size_t cap;
    size_t len;
} svg_out;

static void emit(svg_out *o, const char *fmt, ...)
{
    va_list ap;
    int n;
    va_start(ap, fmt);
    /* The counting pass measured this text, so the second pass fits. */
    n = vsnprintf(o->buf ? o->buf + o->len : NULL, o->buf ? o->cap - o->len : 0,
                  fmt, ap);
    va_end(ap);
    if (n > 0)
        o->len += (size_t)n;
}

nexus_status nexus_svg_options_init(nexus_svg_options *opts,
                                    unsigned int version)
{
    static const nexus_svg_options defaults = NEXUS_SVG_OPTIONS_INIT;
    return NX_VERSIONED_INIT(opts, version, NEXUS_SVG_OPTIONS_VERSION,
                             defaults);
}

static int px(const svg_scene *sc, int point)
{
    return sc->ox + (point % sc->n) * CELL;
}

static int py(const svg_scene *sc, int point)
{
    return sc->oy + (point / sc->n) * CELL;
}

/* A small board is centred in the width its caption needs. */
static void layout(svg_scene *sc)
{
    int margin = EDGE + (sc->opts->coordinates ? COORDS : 0);
    int board = margin + (sc->n - 1) * CELL + EDGE;
    sc->width = board < MIN_WIDTH && sc->opts->caption ? MIN_WIDTH : board;
    sc->ox = margin + (sc->width - board) / 2;
    sc->oy = margin;
    sc->height = board + (sc->opts->caption ? CAPTION : 0);
}

/* ------------------------------------------------------------------------ */
/* Reading the game                                                         */

/* Checks the options' version and marks against a board of n x n points.
 * Returns NEXUS_OK, NEXUS_E_VERSION for options of another version,
 * NEXUS_E_INVALID_ARG for a negative or too large count of marks, or
 * NEXUS_E_OFF_BOARD for a mark off the board. */
static nexus_status check_marks(const nexus_svg_options *opts, int n)
{
    int kind, i;
    if (opts->version != NEXUS_SVG_OPTIONS_VERSION)
        return NEXUS_E_VERSION;
    for (kind = 0; kind < NEXUS_SVG_MARK_KINDS; kind++)
        if (opts->n_marks[kind] < 0 || opts->n_marks[kind] > NEXUS_MAX_POINTS)
            return NEXUS_E_INVALID_ARG;
    for (kind = 0; kind < NEXUS_SVG_MARK_KINDS; kind++)
        for (i = 0; i < opts->n_marks[kind]; i++)
            if (opts->marks[kind][i] < 0 || opts->marks[kind][i] >= n * n)
                return NEXUS_E_OFF_BOARD;
    return NEXUS_OK;
}

/* Reads the point of the last turn, which the picture marks, or -1 before
 * the first turn. Returns NEXUS_OK, or the error of the game's query. */
static nexus_status read_last(svg_scene *sc, const nexus_game *game)
{
    size_t turns;
    nexus_turn turn;
    nexus_status st = nexus_game_turn_count(&turns, game);
    sc->last = -1;
    if (st != NEXUS_OK || turns == 0)
        return st;
    st = nexus_game_turn_at(&turn, game, turns - 1);
    if (st == NEXUS_OK)
        sc->last = turn.point;
    return st;
}

/* Reads the position, the legal points, the phase and the result into the
 * scene. Returns NEXUS_OK, or the error of the first query that fails. */
static nexus_status read_state(svg_scene *sc, const nexus_game *game)
{
    nexus_position pos;
    size_t count;
    nexus_status st = nexus_game_position(&pos, game);
    if (st == NEXUS_OK)
        st = nexus_game_legal_points(sc->legal, NEXUS_MAX_POINTS, &count, game);
    if (st == NEXUS_OK)
        st = nexus_game_phase(&sc->phase, game);
    if (st == NEXUS_OK)
        st = nexus_game_unblock_size(&sc->unblock_k, game);
    if (st == NEXUS_OK)
        st = nexus_game_result(&sc->outcome, &sc->reason, game);
    if (st == NEXUS_OK)
        st = read_last(sc, game);
    if (st != NEXUS_OK)
        return st;
    memcpy(sc->cells, pos.cells, sizeof sc->cells);
    sc->n_legal = (int)count;
    sc->to_move = pos.to_move;
    sc->debt[0] = pos.black_debt;
    sc->debt[1] = pos.white_debt;
    sc->quiet = pos.quiet;
    return NEXUS_OK;
}

/* Lays out the picture and reads what it shows. Returns NEXUS_OK, an error
 * of check_marks() for bad options, or the error of a game's query. */
static nexus_status read_scene(svg_scene *sc, const nexus_game *game,
                               const nexus_svg_options *opts)
{
    nexus_options go;
    nexus_status st = nexus_game_options(&go, game);
    if (st != NEXUS_OK)
        return st;
    sc->n = go.size;
    sc->opts = opts;
    layout(sc);
    st = check_marks(opts, sc->n);
    return st != NEXUS_OK ? st : read_state(sc, game);
}

/* ------------------------------------------------------------------------ */
/* Drawing                                                                  */

static void point_name(char name[4], const svg_scene *sc, int point)
{
    /* The test never fails: every point drawn is on the board. */
    if (nexus_point_format(name, 4, sc->n, point) != NEXUS_OK)
        name[0] = '\0';
}

static const char *side_name(nexus_color c)
{
    return c == NEXUS_BLACK ? "Black" : "White";
}

static void draw_header(svg_out *o, const svg_scene *sc)
{
    int span = (sc->n - 1) * CELL;
    emit(o, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
            "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n",
         sc->width, sc->height, sc->width, sc->height);
    emit(o, "<title>Nexus %dx%d board</title>\n", sc->n, sc->n);
    emit(o, "<rect class=\"board\" x=\"%d\" y=\"%d\" width=\"%d\" "
            "height=\"%d\" rx=\"6\" fill=\"#dcb35c\" stroke=\"#8a6d2f\"/>\n",
         sc->ox - EDGE, sc->oy - EDGE, span + 2 * EDGE, span + 2 * EDGE);
}

static void emit_line(svg_out *o, int x1, int y1, int x2, int y2,
                      const char *extra)
{
    emit(o, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"%s/>\n", x1, y1,
         x2, y2, extra);
}

/* Draws the n rows, the n columns and, dashed, the two long diagonals, so
 * that every line that can win (R4) is visible. */
static void draw_grid(svg_out *o, const svg_scene *sc)
{
    static const char dashed[] =
        " stroke-dasharray=\"3 5\" stroke-opacity=\"0.5\"";
    int x0 = sc->ox, y0 = sc->oy, span = (sc->n - 1) * CELL, i;
    emit(o, "<g class=\"grid\" stroke=\"#3b2f1a\" stroke-width=\"1.2\">\n");
    for (i = 0; i < sc->n; i++) {
        emit_line(o, x0, y0 + i * CELL, x0 + span, y0 + i * CELL, "");
        emit_line(o, x0 + i * CELL, y0, x0 + i * CELL, y0 + span, "");
    }
    emit_line(o, x0, y0, x0 + span, y0 + span, dashed);
    emit_line(o, x0 + span, y0, x0, y0 + span, dashed);
    emit(o, "</g>\n");
}

static void draw_coordinates(svg_out *o, const svg_scene *sc)
{
    int i;
    if (!sc->opts->coordinates)
        return;
    emit(o, "<g class=\"coordinates\" font-family=\"sans-serif\" "
            "font-size=\"13\" fill=\"#222\" text-anchor=\"middle\">\n");
    for (i = 0; i < sc->n; i++) {
        emit(o, "<text x=\"%d\" y=\"%d\">%c</text>\n", sc->ox + i * CELL,
             sc->oy - EDGE - 6, 'A' + i);
        emit(o, "<text x=\"%d\" y=\"%d\">%d</text>\n", sc->ox - EDGE - 11,
             sc->oy + i * CELL + 5, i + 1);
    }
    emit(o, "</g>\n");
}

static void draw_stones(svg_out *o, const svg_scene *sc)
{
    int p;
    char name[4];
    for (p = 0; p < sc->n * sc->n; p++) {
        int black = sc->cells[p] == NEXUS_BLACK;
        if (sc->cells[p] == NEXUS_EMPTY)
            continue;
        point_name(name, sc, p);
        emit(o, "<circle class=\"stone %s\" data-point=\"%s\" cx=\"%d\" "
                "cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"%s\" "
                "stroke-width=\"1.5\"/>\n",
             black ? "black" : "white", name, px(sc, p), py(sc, p), STONE_R,
             black ? "#151515" : "#f7f7f2", black ? "#000" : "#555");
    }
}

static void draw_legal(svg_out *o, const svg_scene *sc)
{
    int i;
    char name[4];
    if (!sc->opts->legal_points)
        return;
    for (i = 0; i < sc->n_legal; i++) {
        int p = sc->legal[i];
        point_name(name, sc, p);
        emit(o, "<circle class=\"legal\" data-point=\"%s\" cx=\"%d\" "
                "cy=\"%d\" r=\"4\" fill=\"#1d6b3a\" fill-opacity=\"0.7\"/>\n",
             name, px(sc, p), py(sc, p));
    }
}

static void draw_last(svg_out *o, const svg_scene *sc)
{
    char name[4];
    int p = sc->last;
    if (!sc->opts->last_move || p < 0)
        return;
    point_name(name, sc, p);
    /* The dot shows on either colour, and on the empty point that a paid
     * stone left. */
    emit(o, "<circle class=\"last\" data-point=\"%s\" cx=\"%d\" cy=\"%d\" "
            "r=\"5\" fill=\"%s\"/>\n",
         name, px(sc, p), py(sc, p),
         sc->cells[p] == NEXUS_BLACK ? "#f2f2f2" : "#d11");
}

/* Marks sit inside the stone's circle, so that neighbours never overlap. */
static void draw_mark(svg_out *o, const svg_scene *sc, int kind, int p)
{
    char name[4];
    int x = px(sc, p), y = py(sc, p), d = 9;
    point_name(name, sc, p);
    if (kind == NEXUS_SVG_MARK_CAPTURE)
        emit(o, "<path class=\"capture\" data-point=\"%s\" d=\"M%d %dL%d %d"
                "M%d %dL%d %d\" stroke=\"#d11\" stroke-width=\"3.5\" "
                "stroke-linecap=\"round\"/>\n",
             name, x - d, y - d, x + d, y + d, x - d, y + d, x + d, y - d);
    else if (kind == NEXUS_SVG_MARK_PAYER)
        emit(o, "<circle class=\"payer\" data-point=\"%s\" cx=\"%d\" "
                "cy=\"%d\" r=\"11\" fill=\"none\" stroke=\"#f08c00\" "
                "stroke-width=\"3.5\"/>\n",
             name, x, y);
    else
        emit(o, "<rect class=\"unblock\" data-point=\"%s\" x=\"%d\" "
                "y=\"%d\" width=\"18\" height=\"18\" fill=\"none\" "
                "stroke=\"#3b8ee6\" stroke-width=\"3.5\"/>\n",
             name, x - d, y - d);
}

static void draw_marks(svg_out *o, const svg_scene *sc)
{
    int kind, i;
    for (kind = 0; kind < NEXUS_SVG_MARK_KINDS; kind++)
        for (i = 0; i < sc->opts->n_marks[kind]; i++)
            draw_mark(o, sc, kind, sc->opts->marks[kind][i]);
}

/* Writes the result of a finished game in the words of a record's
 * `result` line (R21). */
static void emit_result(svg_out *o, const svg_scene *sc)
{
    const char *reason = nexus_reason_name(sc->reason);
    if (sc->outcome == NEXUS_OUTCOME_BLACK_WINS ||
        sc->outcome == NEXUS_OUTCOME_WHITE_WINS)
        emit(o, "%s wins (%s)",
             sc->outcome == NEXUS_OUTCOME_BLACK_WINS ? "Black" : "White",
             reason);
    else if (sc->outcome == NEXUS_OUTCOME_DRAW)
        emit(o, "Draw (%s)", reason);
    else
        emit(o, "No winner (%s)", reason);
}

static void draw_caption(svg_out *o, const svg_scene *sc)
{
    int x = sc->width / 2, y = sc->oy + (sc->n - 1) * CELL + EDGE + 19;
    if (!sc->opts->caption)
        return;
    emit(o, "<g class=\"caption\" font-family=\"sans-serif\" "
            "font-size=\"13\" fill=\"#222\" text-anchor=\"middle\">\n");
    emit(o, "<text x=\"%d\" y=\"%d\">", x, y);
    if (sc->phase == NEXUS_PHASE_OVER)
        emit_result(o, sc);
    else if (sc->phase == NEXUS_PHASE_UNBLOCK)
        emit(o, "%s to move, must first remove %d", side_name(sc->to_move),
             sc->unblock_k);
    else
        emit(o, "%s to move", side_name(sc->to_move));
    emit(o, "</text>\n<text x=\"%d\" y=\"%d\">debts: Black %" PRId64
            ", White %" PRId64 " \xc2\xb7 quiet %d</text>\n</g>\n",
         x, y + 18, sc->debt[0], sc->debt[1], sc->quiet);
}

static void draw_scene(svg_out *o, const svg_scene *sc)
{
    draw_header(o, sc);
    draw_grid(o, sc);
    draw_coordinates(o, sc);
    draw_stones(o, sc);
    draw_legal(o, sc);
    draw_last(o, sc);
    draw_marks(o, sc);
    draw_caption(o, sc);
    emit(o, "</svg>\n");
}

nexus_status nexus_game_format_svg(char *buf, size_t cap, size_t *count,
                                   const nexus_game *game,
                                   const nexus_svg_options *opts)
{
    static const nexus_svg_options defaults = NEXUS_SVG_OPTIONS_INIT;
    svg_scene sc;
    svg_out o = {NULL, 0, 0};
    nexus_status st;
    if (!count || !game || (cap > 0 && !buf))
        return NEXUS_E_INVALID_ARG;
    st = read_scene(&sc, game, opts ? opts : &defaults);
    if (st != NEXUS_OK)
        return st;
    draw_scene(&o, &sc);
    *count = o.len + 1;
    if (cap < o.len + 1)
        return NEXUS_E_BUFFER_TOO_SMALL;
    o.buf = buf;
    o.cap = cap;
    o.len = 0;
    draw_scene(&o, &sc);
    return NEXUS_OK;
}
