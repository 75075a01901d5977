/* Helpers shared by the CMocka unit tests (see test_util.h). */
#define _POSIX_C_SOURCE 200809L

#include "test_util.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void tu_fail_msg(const char *file, int line, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    print_error("%s\n", msg);
    _fail(file, line);
}

void tu_expect_status_(const char *file, int line, int actual, int expected,
                       const char *expr)
{
    if (actual != expected) {
        tu_fail_msg(file, line, "%s: got %s (%d), expected %s (%d)", expr,
                    nexus_status_name((nexus_status)actual), actual,
                    nexus_status_name((nexus_status)expected), expected);
    }
}

void tu_expect_int_(const char *file, int line, intmax_t actual,
                    intmax_t expected, const char *expr)
{
    if (actual != expected) {
        tu_fail_msg(file, line, "%s: got %jd, expected %jd", expr, actual,
                    expected);
    }
}

/* ------------------------------------------------------------------ */
/* Positions */

int tu_fill_position_(const char *file, int line, nexus_position *pos,
                      const char *board, int64_t black_debt,
                      int64_t white_debt, nexus_color to_move, int quiet)
{
    int rows = 0;
    int cols = 0;
    int cells = 0;
    int row_len = 0;
    const char *c;

    memset(pos, 0, sizeof *pos);
    for (c = board;; c++) {
        if (*c == '/' || *c == '\0') {
            if (rows == 0) {
                cols = row_len;
            } else if (row_len != cols) {
                tu_fail_msg(file, line, "board \"%s\": ragged rows", board);
            }
            rows++;
            row_len = 0;
            if (*c == '\0') {
                break;
            }
            continue;
        }
        if (cells >= NEXUS_MAX_POINTS) {
            tu_fail_msg(file, line, "board \"%s\": too many cells", board);
        }
        switch (*c) {
        case '.':
            pos->cells[cells] = NEXUS_EMPTY;
            break;
        case 'X':
            pos->cells[cells] = NEXUS_BLACK;
            break;
        case 'O':
            pos->cells[cells] = NEXUS_WHITE;
            break;
        default:
            tu_fail_msg(file, line, "board \"%s\": bad cell '%c'", board, *c);
        }
        cells++;
        row_len++;
    }
    if (rows != cols || rows < NEXUS_MIN_SIZE || rows > NEXUS_MAX_SIZE) {
        tu_fail_msg(file, line, "board \"%s\": not a square board of 3..9",
                    board);
    }
    pos->black_debt = black_debt;
    pos->white_debt = white_debt;
    pos->to_move = to_move;
    pos->quiet = quiet;
    return rows;
}

nexus_status tu_try_position(nexus_game **out, const char *board, int p1,
                             int p2, int64_t black_debt, int64_t white_debt,
                             nexus_color to_move, int quiet)
{
    nexus_options opts = NEXUS_OPTIONS_INIT;
    nexus_position pos;
    opts.size = tu_fill_position_(__FILE__, __LINE__, &pos, board, black_debt,
                                  white_debt, to_move, quiet);
    opts.capture_debt = p1;
    opts.unblock_debt = p2;
    return nexus_game_new_from_position(out, &opts, &pos);
}

nexus_game *tu_position_(const char *file, int line, const char *board, int p1,
                         int p2, int64_t black_debt, int64_t white_debt,
                         nexus_color to_move, int quiet)
{
    nexus_game *game = NULL;
    nexus_status st;
    st = tu_try_position(&game, board, p1, p2, black_debt, white_debt, to_move,
                         quiet);
    if (st != NEXUS_OK || game == NULL) {
        tu_fail_msg(file, line, "position \"%s\" rejected: %s", board,
                    nexus_status_name(st));
    }
    tu_check_(file, line, game);
    tu_assert_board_(file, line, game, board);
    return game;
}

nexus_game *tu_new_(const char *file, int line, int size, int p1, int p2)
{
    nexus_options opts = NEXUS_OPTIONS_INIT;
    nexus_game *game = NULL;
    nexus_status st;
    opts.size = size;
    opts.capture_debt = p1;
    opts.unblock_debt = p2;
    st = nexus_game_new(&game, &opts);
    tu_expect_status_(file, line, st, NEXUS_OK, "nexus_game_new");
    if (game == NULL) {
        tu_fail_msg(file, line, "nexus_game_new gave NULL");
    }
    tu_check_(file, line, game);
    return game;
}

/* ------------------------------------------------------------------ */
/* Points */

int tu_size_(const char *file, int line, const nexus_game *game)
{
    nexus_options opts;
    tu_expect_status_(file, line, nexus_game_options(&opts, game), NEXUS_OK,
                      "nexus_game_options");
    return opts.size;
}

int tu_pt_(const char *file, int line, int size, const char *name)
{
    int p = -1;
    nexus_status st = nexus_point_parse(&p, size, name);
    if (st != NEXUS_OK) {
        tu_fail_msg(file, line, "point \"%s\" does not parse on %dx%d: %s",
                    name, size, size, nexus_status_name(st));
    }
    return p;
}

int tu_points_(const char *file, int line, int size, const char *list,
               int *out)
{
    int n = 0;
    char word[16];
    if (list == NULL) {
        return 0;
    }
    while (*list) {
        size_t len = 0;
        while (*list == ' ') {
            list++;
        }
        if (*list == '\0') {
            break;
        }
        while (list[len] && list[len] != ' ') {
            len++;
        }
        if (len >= sizeof word) {
            tu_fail_msg(file, line, "point list: word too long");
        }
        memcpy(word, list, len);
        word[len] = '\0';
        if (n >= NEXUS_MAX_POINTS) {
            tu_fail_msg(file, line, "point list: too many points");
        }
        out[n++] = tu_pt_(file, line, size, word);
        list += len;
    }
    return n;
}

void tu_names(char *buf, size_t cap, int size, const int *points, size_t n)
{
    size_t used = 0;
    size_t i;
    if (cap == 0) {
        return;
    }
    buf[0] = '\0';
    for (i = 0; i < n; i++) {
        char name[24];
        int w;
        if (size < NEXUS_MIN_SIZE || size > NEXUS_MAX_SIZE || points[i] < 0 ||
            points[i] >= size * size) {
            snprintf(name, sizeof name, "#%d", points[i]);
        } else {
            name[0] = (char)('A' + points[i] % size);
            name[1] = (char)('1' + points[i] / size);
            name[2] = '\0';
        }
        w = snprintf(buf + used, cap - used, "%s%s", i ? " " : "", name);
        if (w < 0 || (size_t)w >= cap - used) {
            return;
        }
        used += (size_t)w;
    }
}

/* ------------------------------------------------------------------ */
/* Turns */

void tu_make_turn_(const char *file, int line, nexus_turn *turn, int size,
                   const char *unblock, const char *point, const char *pay)
{
    memset(turn, 0, sizeof *turn);
    turn->n_unblock = tu_points_(file, line, size, unblock, turn->unblock);
    turn->point = tu_pt_(file, line, size, point);
    turn->n_pay = tu_points_(file, line, size, pay, turn->pay);
}

nexus_status tu_try_turn_(const char *file, int line, nexus_game *game,
                          const char *unblock, const char *point,
                          const char *pay)
{
    nexus_turn turn;
    tu_snapshot snap;
    nexus_status st;
    size_t turns = 0;

    tu_make_turn_(file, line, &turn, tu_size_(file, line, game), unblock, point,
                  pay);
    tu_snap_take_(file, line, &snap, game);
    st = nexus_game_play(game, &turn);
    if (st == NEXUS_OK) {
        tu_check_(file, line, game);
        tu_expect_status_(file, line, nexus_game_turn_count(&turns, game),
                          NEXUS_OK, "nexus_game_turn_count");
        tu_expect_int_(file, line, (intmax_t)turns,
                       (intmax_t)snap.turns + 1, "turn count after a turn");
    } else {
        tu_snap_check_(file, line, &snap, game);
    }
    tu_snap_free(&snap);
    return st;
}

void tu_play_(const char *file, int line, nexus_game *game, const char *moves)
{
    char word[16];
    while (*moves) {
        size_t len = 0;
        nexus_status st;
        while (*moves == ' ') {
            moves++;
        }
        if (*moves == '\0') {
            break;
        }
        while (moves[len] && moves[len] != ' ') {
            len++;
        }
        if (len >= sizeof word) {
            tu_fail_msg(file, line, "move list: word too long");
        }
        memcpy(word, moves, len);
        word[len] = '\0';
        st = tu_try_turn_(file, line, game, NULL, word, NULL);
        if (st != NEXUS_OK) {
            tu_fail_msg(file, line, "placing %s failed: %s", word,
                        nexus_status_name(st));
        }
        moves += len;
    }
}

/* "+" joins the points of a list inside one word of a turn list; the
 * point parser wants them separated by spaces. */
static void tu_plus_to_space(char *s)
{
    for (; *s; s++) {
        if (*s == '+') {
            *s = ' ';
        }
    }
}

/* Split one word "UNBLOCK:POINT/PAY" of a turn list (both lists optional)
 * into its three parts, in place; a part that is absent comes back "". */
static void tu_split_turn_word(const char *file, int line, char *word,
                               char *unblock, char *point, size_t point_cap,
                               char *pay)
{
    char *c = word;
    char *colon;
    char *slash;
    unblock[0] = '\0';
    pay[0] = '\0';
    colon = strchr(c, ':');
    if (colon) {
        *colon = '\0';
        strcpy(unblock, c);
        c = colon + 1;
    }
    slash = strchr(c, '/');
    if (slash) {
        *slash = '\0';
        strcpy(pay, slash + 1);
    }
    if (strlen(c) >= point_cap) {
        tu_fail_msg(file, line, "turn list: bad point \"%s\"", c);
    }
    strcpy(point, c);
    tu_plus_to_space(unblock);
    tu_plus_to_space(pay);
}

void tu_play_turns_(const char *file, int line, nexus_game *game,
                    const char *turns)
{
    while (*turns) {
        char word[3 * NEXUS_MAX_POINTS * 2 + 8];
        char unblock[sizeof word];
        char point[8];
        char pay[sizeof word];
        size_t len = 0;
        nexus_status st;
        while (*turns == ' ' || *turns == '\n') {
            turns++;
        }
        if (*turns == '\0') {
            break;
        }
        while (turns[len] && turns[len] != ' ' && turns[len] != '\n') {
            len++;
        }
        if (len >= sizeof word) {
            tu_fail_msg(file, line, "turn list: word too long");
        }
        memcpy(word, turns, len);
        word[len] = '\0';
        turns += len;
        tu_split_turn_word(file, line, word, unblock, point, sizeof point, pay);
        st = tu_try_turn_(file, line, game, unblock, point, pay);
        if (st != NEXUS_OK) {
            size_t turns_done = 0;
            nexus_game_turn_count(&turns_done, game);
            tu_fail_msg(file, line, "turn %zu (%s:%s/%s) failed: %s",
                        turns_done + 1, unblock, point, pay,
                        nexus_status_name(st));
        }
    }
}

/* ------------------------------------------------------------------ */
/* State assertions */

void tu_check_(const char *file, int line, const nexus_game *game)
{
    tu_expect_status_(file, line, nexus_game_check_consistency(game), NEXUS_OK,
                      "nexus_game_check_consistency");
}

void tu_assert_board_(const char *file, int line, const nexus_game *game,
                      const char *board)
{
    char buf[NEXUS_MAX_POINTS + NEXUS_MAX_SIZE + 1];
    size_t count = 0;
    tu_expect_status_(file, line,
                      nexus_game_format_board(buf, sizeof buf, &count, game),
                      NEXUS_OK, "nexus_game_format_board");
    _assert_string_equal(buf, board, file, line);
    tu_expect_int_(file, line, (intmax_t)count, (intmax_t)strlen(board) + 1,
                   "format_board count");
}

void tu_assert_debts_(const char *file, int line, const nexus_game *game,
                      int64_t black, int64_t white)
{
    int64_t b = -1;
    int64_t w = -1;
    tu_expect_status_(file, line, nexus_game_debts(&b, &w, game), NEXUS_OK,
                      "nexus_game_debts");
    tu_expect_int_(file, line, b, black, "black debt");
    tu_expect_int_(file, line, w, white, "white debt");
}

void tu_assert_quiet_(const char *file, int line, const nexus_game *game,
                      int quiet)
{
    int q = -1;
    tu_expect_status_(file, line, nexus_game_quiet(&q, game), NEXUS_OK,
                      "nexus_game_quiet");
    tu_expect_int_(file, line, q, quiet, "quiet count");
}

void tu_assert_to_move_(const char *file, int line, const nexus_game *game,
                        nexus_color side)
{
    nexus_color c = NEXUS_EMPTY;
    tu_expect_status_(file, line, nexus_game_to_move(&c, game), NEXUS_OK,
                      "nexus_game_to_move");
    tu_expect_int_(file, line, c, side, "side to move");
}

void tu_assert_phase_(const char *file, int line, const nexus_game *game,
                      nexus_phase phase)
{
    nexus_phase p = (nexus_phase)-1;
    tu_expect_status_(file, line, nexus_game_phase(&p, game), NEXUS_OK,
                      "nexus_game_phase");
    tu_expect_int_(file, line, p, phase, "phase");
}

void tu_assert_result_(const char *file, int line, const nexus_game *game,
                       nexus_outcome outcome, nexus_reason reason)
{
    nexus_outcome o = (nexus_outcome)-1;
    nexus_reason r = (nexus_reason)-1;
    tu_expect_status_(file, line, nexus_game_result(&o, &r, game), NEXUS_OK,
                      "nexus_game_result");
    tu_expect_int_(file, line, o, outcome, "outcome");
    tu_expect_int_(file, line, r, reason, "reason");
}

static void assert_list(const char *file, int line, int size, const int *got,
                        size_t n, const char *expected)
{
    char have[NEXUS_MAX_POINTS * 4 + 1];
    char want[NEXUS_MAX_POINTS * 4 + 1];
    int pts[NEXUS_MAX_POINTS];
    int m = tu_points_(file, line, size, expected, pts);
    tu_names(have, sizeof have, size, got, n);
    tu_names(want, sizeof want, size, pts, (size_t)m);
    _assert_string_equal(have, want, file, line);
}

void tu_assert_legal_(const char *file, int line, const nexus_game *game,
                      const char *list)
{
    int pts[NEXUS_MAX_POINTS];
    size_t count = 0;
    size_t need = 0;
    nexus_status st;
    int size = tu_size_(file, line, game);
    st = nexus_game_legal_points(NULL, 0, &need, game);
    tu_expect_status_(file, line, st,
                      need == 0 ? NEXUS_OK : NEXUS_E_BUFFER_TOO_SMALL,
                      "nexus_game_legal_points(NULL, 0) size query");
    tu_expect_status_(file, line,
                      nexus_game_legal_points(pts, NEXUS_MAX_POINTS, &count,
                                              game),
                      NEXUS_OK, "nexus_game_legal_points");
    tu_expect_int_(file, line, (intmax_t)need, (intmax_t)count,
                   "legal_points size query");
    assert_list(file, line, size, pts, count, list);
}

void tu_assert_status_(const char *file, int line, const nexus_game *game,
                       const char *name, nexus_point_status status)
{
    nexus_point_status s = (nexus_point_status)-1;
    int size = tu_size_(file, line, game);
    int p = tu_pt_(file, line, size, name);
    tu_expect_status_(file, line, nexus_game_point_status(&s, game, p),
                      NEXUS_OK, "nexus_game_point_status");
    if (s != status) {
        static const char *const names[] = {"LEGAL", "OCCUPIED", "SUICIDE",
                                            "REPETITION"};
        tu_fail_msg(file, line, "status of %s: got %s (%d), expected %s", name,
                    (s >= 0 && s <= 3) ? names[s] : "?", (int)s,
                    names[status]);
    }
}

void tu_assert_all_empty_status_(const char *file, int line,
                                 const nexus_game *game,
                                 nexus_point_status status,
                                 const char *except)
{
    int size = tu_size_(file, line, game);
    int skip[NEXUS_MAX_POINTS];
    int n_skip = tu_points_(file, line, size, except, skip);
    int p;
    for (p = 0; p < size * size; p++) {
        nexus_color c = NEXUS_EMPTY;
        nexus_point_status s = (nexus_point_status)-1;
        int i;
        int skipped = 0;
        for (i = 0; i < n_skip; i++) {
            skipped |= skip[i] == p;
        }
        tu_expect_status_(file, line, nexus_game_stone(&c, game, p), NEXUS_OK,
                          "nexus_game_stone");
        if (skipped || c != NEXUS_EMPTY) {
            continue;
        }
        tu_expect_status_(file, line, nexus_game_point_status(&s, game, p),
                          NEXUS_OK, "nexus_game_point_status");
        if (s != status) {
            char name[8];
            tu_names(name, sizeof name, size, &p, 1);
            tu_fail_msg(file, line, "status of %s: got %d, expected %d", name,
                        (int)s, (int)status);
        }
    }
}

/* Render the k-point sets nexus_game_unblock_sets returned, in its order,
 * as "A1 B1|C1 D1" so that a mismatch prints readably. */
static void tu_render_sets(const char *file, int line, char *have,
                           size_t cap, int size, int k, const int *pts,
                           size_t count)
{
    size_t used = 0;
    size_t i;
    have[0] = '\0';
    if (k > 0) {
        if (count % (size_t)k != 0) {
            tu_fail_msg(file, line, "unblock_sets count %zu not a multiple of %d",
                        count, k);
        }
        for (i = 0; i < count; i += (size_t)k) {
            char one[512];
            tu_names(one, sizeof one, size, pts + i, (size_t)k);
            used += (size_t)snprintf(have + used, cap - used, "%s%s",
                                     i ? "|" : "", one);
        }
    } else if (count != 0) {
        tu_fail_msg(file, line, "unblock size 0 but %zu set points", count);
    }
}

/* Normalise an expected "A1 B1|C1 D1" list (NULL = no set) through the
 * point parser and tu_names, the same way tu_render_sets renders. */
static void tu_render_set_list(const char *file, int line, char *want,
                               size_t cap, int size, const char *sets)
{
    const char *s = sets ? sets : "";
    size_t wused = 0;
    int first = 1;
    want[0] = '\0';
    while (*s) {
        char part[512];
        const char *bar = strchr(s, '|');
        size_t len = bar ? (size_t)(bar - s) : strlen(s);
        int set[NEXUS_MAX_POINTS];
        int m;
        char one[512];
        if (len >= sizeof part) {
            tu_fail_msg(file, line, "set list too long");
        }
        memcpy(part, s, len);
        part[len] = '\0';
        m = tu_points_(file, line, size, part, set);
        tu_names(one, sizeof one, size, set, (size_t)m);
        wused += (size_t)snprintf(want + wused, cap - wused, "%s%s",
                                  first ? "" : "|", one);
        first = 0;
        s += len;
        if (*s == '|') {
            s++;
        }
    }
}

void tu_assert_unblock_(const char *file, int line, const nexus_game *game,
                        int k, const char *sets)
{
    int size = tu_size_(file, line, game);
    int got_k = -1;
    int pts[4096];
    size_t count = 0;
    size_t need = 0;
    char have[8192];
    char want[8192];

    tu_expect_status_(file, line, nexus_game_unblock_size(&got_k, game),
                      NEXUS_OK, "nexus_game_unblock_size");
    tu_expect_int_(file, line, got_k, k, "unblock size k");
    tu_expect_status_(file, line, nexus_game_unblock_sets(NULL, 0, &need, game),
                      k == 0 ? NEXUS_OK : NEXUS_E_BUFFER_TOO_SMALL,
                      "nexus_game_unblock_sets(NULL, 0) size query");
    if (need > sizeof pts / sizeof pts[0]) {
        tu_fail_msg(file, line, "too many unblocking sets (%zu ints)", need);
    }
    tu_expect_status_(file, line,
                      nexus_game_unblock_sets(pts, sizeof pts / sizeof pts[0],
                                              &count, game),
                      NEXUS_OK, "nexus_game_unblock_sets");
    tu_expect_int_(file, line, (intmax_t)count, (intmax_t)need,
                   "unblock_sets size query");
    tu_render_sets(file, line, have, sizeof have, size, k, pts, count);
    tu_render_set_list(file, line, want, sizeof want, size, sets);
    _assert_string_equal(have, want, file, line);
}

void tu_assert_legal_after_(const char *file, int line, const nexus_game *game,
                            const char *set, const char *list)
{
    int size = tu_size_(file, line, game);
    int s[NEXUS_MAX_POINTS];
    int n = tu_points_(file, line, size, set, s);
    int pts[NEXUS_MAX_POINTS];
    size_t count = 0;
    tu_expect_status_(file, line,
                      nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS,
                                                     &count, game, s, n),
                      NEXUS_OK, "nexus_game_legal_after_unblock");
    assert_list(file, line, size, pts, count, list);
}

/* ------------------------------------------------------------------ */
/* Snapshots */

void tu_snap_take_(const char *file, int line, tu_snapshot *snap,
                   const nexus_game *game)
{
    memset(snap, 0, sizeof *snap);
    tu_expect_status_(file, line, nexus_game_clone(&snap->clone, game),
                      NEXUS_OK, "nexus_game_clone");
    tu_expect_status_(file, line, nexus_game_hash(&snap->hash, game), NEXUS_OK,
                      "nexus_game_hash");
    tu_expect_status_(file, line, nexus_game_turn_count(&snap->turns, game),
                      NEXUS_OK, "nexus_game_turn_count");
    tu_expect_status_(file, line, nexus_game_position(&snap->pos, game),
                      NEXUS_OK, "nexus_game_position");
    tu_expect_status_(file, line, nexus_game_draw_pending(&snap->pending, game),
                      NEXUS_OK, "nexus_game_draw_pending");
}

void tu_snap_check_(const char *file, int line, const tu_snapshot *snap,
                    const nexus_game *game)
{
    uint64_t hash = 0;
    size_t turns = 0;
    nexus_position pos;
    int pending = -1;
    int n;
    int p;

    tu_assert_equal_games_(file, line, snap->clone, game, 1);
    tu_expect_status_(file, line, nexus_game_hash(&hash, game), NEXUS_OK,
                      "nexus_game_hash");
    if (hash != snap->hash) {
        tu_fail_msg(file, line, "hash changed");
    }
    tu_expect_status_(file, line, nexus_game_turn_count(&turns, game),
                      NEXUS_OK, "nexus_game_turn_count");
    tu_expect_int_(file, line, (intmax_t)turns, (intmax_t)snap->turns,
                   "turn count unchanged");
    memset(&pos, 0, sizeof pos);
    tu_expect_status_(file, line, nexus_game_position(&pos, game), NEXUS_OK,
                      "nexus_game_position");
    n = tu_size_(file, line, game);
    for (p = 0; p < n * n; p++) {
        if (pos.cells[p] != snap->pos.cells[p]) {
            tu_fail_msg(file, line, "board changed at point %d", p);
        }
    }
    tu_expect_int_(file, line, pos.black_debt, snap->pos.black_debt,
                   "black debt unchanged");
    tu_expect_int_(file, line, pos.white_debt, snap->pos.white_debt,
                   "white debt unchanged");
    tu_expect_int_(file, line, pos.to_move, snap->pos.to_move,
                   "side to move unchanged");
    tu_expect_int_(file, line, pos.quiet, snap->pos.quiet,
                   "quiet count unchanged");
    tu_expect_status_(file, line, nexus_game_draw_pending(&pending, game),
                      NEXUS_OK, "nexus_game_draw_pending");
    tu_expect_int_(file, line, pending, snap->pending, "draw pending unchanged");
    tu_check_(file, line, game);
}

void tu_snap_free(tu_snapshot *snap)
{
    nexus_game_free(snap->clone);
    snap->clone = NULL;
}

void tu_assert_equal_games_(const char *file, int line, const nexus_game *a,
                            const nexus_game *b, int expect)
{
    int eq = -1;
    tu_expect_status_(file, line, nexus_game_equal(&eq, a, b), NEXUS_OK,
                      "nexus_game_equal");
    tu_expect_int_(file, line, eq, expect, "nexus_game_equal");
}

static void *tu_c_malloc(size_t n, void *user)
{
    tu_counter *c = user;
    void *p = malloc(n);
    if (p) {
        c->live++;
        c->calls++;
    }
    return p;
}

static void *tu_c_realloc(void *p, size_t n, void *user)
{
    tu_counter *c = user;
    c->calls++;
    return realloc(p, n);
}

static void tu_c_free(void *p, void *user)
{
    tu_counter *c = user;
    c->live--;
    free(p);
}

static nexus_allocator tu_allocator(void *(*m)(size_t, void *),
                                     void *(*r)(void *, size_t, void *),
                                     void (*f)(void *, void *), void *user)
{
    nexus_allocator a;
    a.malloc_fn = m;
    a.realloc_fn = r;
    a.free_fn = f;
    a.user = user;
    return a;
}

nexus_allocator tu_counting_allocator(tu_counter *c)
{
    return tu_allocator(tu_c_malloc, tu_c_realloc, tu_c_free, c);
}

/* Counts the attempt; 1 when it is the one that must fail. */
static int tu_f_fails(tu_failer *f)
{
    f->calls++;
    return f->fail_at != 0 && f->calls == f->fail_at;
}

static void *tu_f_malloc(size_t n, void *user)
{
    tu_failer *f = user;
    return tu_f_fails(f) ? NULL : tu_c_malloc(n, &f->count);
}

static void *tu_f_realloc(void *p, size_t n, void *user)
{
    tu_failer *f = user;
    return tu_f_fails(f) ? NULL : tu_c_realloc(p, n, &f->count);
}

static void tu_f_free(void *p, void *user)
{
    tu_failer *f = user;
    tu_c_free(p, &f->count);
}

nexus_allocator tu_failing_allocator(tu_failer *f)
{
    return tu_allocator(tu_f_malloc, tu_f_realloc, tu_f_free, f);
}

/* ------------------------------------------------------------------ */
/* Random turns and counting */

uint64_t tu_rng_next(uint64_t *state)
{
    uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* The 128-bit product x * m as two 64-bit halves, in portable C. */
static void tu_mul128(uint64_t x, uint64_t m, uint64_t *hi, uint64_t *lo)
{
    uint64_t xl = x & 0xFFFFFFFFu, xh = x >> 32;
    uint64_t ml = m & 0xFFFFFFFFu, mh = m >> 32;
    uint64_t ll = xl * ml, lh = xl * mh, hl = xh * ml, hh = xh * mh;
    uint64_t mid = (ll >> 32) + (lh & 0xFFFFFFFFu) + (hl & 0xFFFFFFFFu);
    *lo = (ll & 0xFFFFFFFFu) | (mid << 32);
    *hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}

uint64_t tu_rng_below(uint64_t *state, uint64_t m)
{
    uint64_t hi, lo;
    tu_mul128(tu_rng_next(state), m, &hi, &lo);
    if (lo < m) {
        uint64_t t = (0 - m) % m;
        while (lo < t)
            tu_mul128(tu_rng_next(state), m, &hi, &lo);
    }
    return hi;
}

static int tu_turn_has(const int *set, int n, int p)
{
    int i;
    for (i = 0; i < n; i++)
        if (set[i] == p)
            return 1;
    return 0;
}

/* k = 1: draw among the enemy stones in canonical order, dropping each one
 * drawn whose removal is not offered. */
static int tu_doc_one(const char *file, int line, const nexus_game *game,
                      const int *sets, size_t n_sets, uint64_t *state)
{
    int cand[NEXUS_MAX_POINTS], n = tu_size(game), p;
    size_t n_cand = 0;
    nexus_color enemy = NEXUS_BLACK;
    tu_expect_status_(file, line, nexus_game_to_move(&enemy, game), NEXUS_OK,
                      "to_move");
    enemy = enemy == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK;
    for (p = 0; p < n * n; p++) {
        nexus_color c = NEXUS_EMPTY;
        (void)nexus_game_stone(&c, game, p);
        if (c == enemy)
            cand[n_cand++] = p;
    }
    while (n_cand > 0) {
        size_t i = (size_t)tu_rng_below(state, n_cand);
        if (tu_turn_has(sets, (int)n_sets, cand[i]))
            return cand[i];
        memmove(cand + i, cand + i + 1, (n_cand - i - 1) * sizeof *cand);
        n_cand--;
    }
    tu_fail_msg(file, line, "documented random turn: no offered stone");
    return -1;
}

/* The unblocking set, if one is due: k = 1 by tu_doc_one, larger sets the
 * offered set below(number of sets). */
static void tu_doc_unblock(const char *file, int line, nexus_turn *out,
                           const nexus_game *game, uint64_t *state)
{
    static int sets[NEXUS_MAX_POINTS * 4096];
    int k = 0;
    size_t count = 0, pick;
    tu_expect_status_(file, line, nexus_game_unblock_size(&k, game), NEXUS_OK,
                      "unblock_size");
    out->n_unblock = 0;
    if (k == 0)
        return;
    tu_expect_status_(file, line,
                      nexus_game_unblock_sets(sets, sizeof sets / sizeof *sets,
                                              &count, game),
                      NEXUS_OK, "unblock_sets");
    out->n_unblock = k;
    if (k == 1) {
        out->unblock[0] = tu_doc_one(file, line, game, sets, count, state);
        return;
    }
    pick = (size_t)tu_rng_below(state, count / (size_t)k);
    memcpy(out->unblock, sets + pick * (size_t)k, (size_t)k * sizeof *sets);
}

/* 1 when p is legal for the mover after the unblocking of `turn`. */
static int tu_doc_legal(const nexus_game *game, const nexus_turn *turn, int p,
                        const int *after, size_t n_after)
{
    nexus_point_status st = NEXUS_POINT_OCCUPIED;
    if (turn->n_unblock == 0)
        return nexus_game_point_status(&st, game, p) == NEXUS_OK &&
               st == NEXUS_POINT_LEGAL;
    return tu_turn_has(after, (int)n_after, p);
}

/* The point: draw among the empty points (after the unblocking), dropping
 * each illegal one drawn. */
static void tu_doc_point(const char *file, int line, nexus_turn *out,
                         const nexus_game *game, uint64_t *state)
{
    int cand[NEXUS_MAX_POINTS], after[NEXUS_MAX_POINTS], n = tu_size(game);
    size_t n_cand = 0, n_after = 0;
    int p;
    for (p = 0; p < n * n; p++) {
        nexus_color c = NEXUS_EMPTY;
        tu_expect_status_(file, line, nexus_game_stone(&c, game, p), NEXUS_OK,
                          "stone");
        if (c == NEXUS_EMPTY || tu_turn_has(out->unblock, out->n_unblock, p))
            cand[n_cand++] = p;
    }
    if (out->n_unblock > 0)
        tu_expect_status_(file, line,
                          nexus_game_legal_after_unblock(
                              after, NEXUS_MAX_POINTS, &n_after, game,
                              out->unblock, out->n_unblock),
                          NEXUS_OK, "legal_after_unblock");
    while (n_cand > 0) {
        size_t i = (size_t)tu_rng_below(state, n_cand);
        if (tu_doc_legal(game, out, cand[i], after, n_after)) {
            out->point = cand[i];
            return;
        }
        memmove(cand + i, cand + i + 1, (n_cand - i - 1) * sizeof *cand);
        n_cand--;
    }
    tu_fail_msg(file, line, "documented random turn: no legal point");
}

static int tu_int_cmp(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

void tu_documented_turn_(const char *file, int line, nexus_turn *out,
                         const nexus_game *game, uint64_t *state)
{
    nexus_preview pv;
    int i;
    memset(out, 0, sizeof *out);
    tu_doc_unblock(file, line, out, game, state);
    tu_doc_point(file, line, out, game, state);
    tu_expect_status_(file, line,
                      nexus_game_preview(&pv, game, out->unblock,
                                         out->n_unblock, out->point),
                      NEXUS_OK, "preview");
    if (pv.audit != NEXUS_AUDIT_PAY)
        return;
    for (i = 0; i < (int)pv.net; i++) {
        int j = i + (int)tu_rng_below(state, (uint64_t)(pv.n_payers - i));
        int t = pv.payers[i];
        pv.payers[i] = pv.payers[j];
        pv.payers[j] = t;
    }
    out->n_pay = (int)pv.net;
    memcpy(out->pay, pv.payers, (size_t)out->n_pay * sizeof *out->pay);
    qsort(out->pay, (size_t)out->n_pay, sizeof *out->pay, tu_int_cmp);
}

int tu_documented_step_(const char *file, int line, nexus_game *game,
                        uint64_t *state)
{
    nexus_phase ph = NEXUS_PHASE_OVER;
    nexus_turn t;
    tu_expect_status_(file, line, nexus_game_phase(&ph, game), NEXUS_OK,
                      "phase");
    if (ph == NEXUS_PHASE_OVER)
        return 0;
    tu_documented_turn_(file, line, &t, game, state);
    tu_expect_status_(file, line, nexus_game_play(game, &t), NEXUS_OK,
                      "play of the documented turn");
    return 1;
}

nexus_status tu_play_status_(const char *file, int line, nexus_game *scratch,
                             const nexus_game *game, const nexus_turn *turn)
{
    tu_expect_status_(file, line, nexus_game_copy(scratch, game), NEXUS_OK,
                      "nexus_game_copy");
    return nexus_game_play(scratch, turn);
}

/* By Pascal's rule with saturating additions: independent of the
 * multiplicative formula a library would use. */
uint64_t tu_binomial(int n, int k)
{
    uint64_t row[NEXUS_MAX_POINTS + 2] = {1};
    int i, j;
    if (k < 0 || k > n || n > NEXUS_MAX_POINTS + 1)
        return 0;
    for (i = 1; i <= n; i++)
        for (j = i; j > 0; j--)
            row[j] = row[j] > UINT64_MAX - row[j - 1] ? UINT64_MAX
                                                      : row[j] + row[j - 1];
    return row[k];
}

/* The turns after one unblocking set (or none): 1.0 calls only. */
static uint64_t tu_count_after(const char *file, int line,
                               const nexus_game *game, const int *set, int k)
{
    int pts[NEXUS_MAX_POINTS];
    size_t n = 0, i;
    uint64_t total = 0;
    tu_expect_status_(file, line,
                      k > 0 ? nexus_game_legal_after_unblock(
                                  pts, NEXUS_MAX_POINTS, &n, game, set, k)
                            : nexus_game_legal_points(pts, NEXUS_MAX_POINTS,
                                                      &n, game),
                      NEXUS_OK, "legal points");
    for (i = 0; i < n; i++) {
        nexus_preview pv;
        uint64_t c = 1;
        tu_expect_status_(file, line,
                          nexus_game_preview(&pv, game, set, k, pts[i]),
                          NEXUS_OK, "preview");
        if (pv.audit == NEXUS_AUDIT_PAY)
            c = tu_binomial(pv.n_payers, (int)pv.net);
        total = c > UINT64_MAX - total ? UINT64_MAX : total + c;
    }
    return total;
}

uint64_t tu_count_turns_(const char *file, int line, const nexus_game *game)
{
    static int sets[NEXUS_MAX_POINTS * 4096];
    int k = 0, pending = 0;
    size_t count = 0, i;
    uint64_t total = 0;
    nexus_phase phase = NEXUS_PHASE_OVER;
    tu_expect_status_(file, line, nexus_game_phase(&phase, game), NEXUS_OK,
                      "phase");
    tu_expect_status_(file, line, nexus_game_draw_pending(&pending, game),
                      NEXUS_OK, "draw_pending");
    if (phase == NEXUS_PHASE_OVER || pending)
        return 0;
    tu_expect_status_(file, line, nexus_game_unblock_size(&k, game), NEXUS_OK,
                      "unblock_size");
    if (k == 0)
        return tu_count_after(file, line, game, NULL, 0);
    tu_expect_status_(file, line,
                      nexus_game_unblock_sets(sets, sizeof sets / sizeof *sets,
                                              &count, game),
                      NEXUS_OK, "unblock_sets");
    for (i = 0; i < count; i += (size_t)k) {
        uint64_t c = tu_count_after(file, line, game, sets + i, k);
        total = c > UINT64_MAX - total ? UINT64_MAX : total + c;
    }
    return total;
}

static int64_t tu_random_debt(uint64_t *state)
{
    uint64_t r = tu_rng_below(state, 16);
    if (r == 0)
        return NEXUS_MAX_START_DEBT - (int64_t)tu_rng_below(state, 3);
    return (int64_t)(r < 8 ? 0 : r - 7);
}

nexus_game *tu_random_start(uint64_t *state, int size)
{
    static const int rates[][2] = {{2, 4}, {0, 0}, {1, 0}, {5, 1}, {0, 3}};
    nexus_options opts = NEXUS_OPTIONS_INIT;
    nexus_position pos;
    nexus_game *g = NULL;
    int i, fill = 1 + (int)tu_rng_below(state, 4), r;
    memset(&pos, 0, sizeof pos);
    for (i = 0; i < size * size; i++) {
        uint64_t c = tu_rng_below(state, 6);
        pos.cells[i] = (unsigned char)(c < (uint64_t)fill ? 1 + c % 2 : 0);
    }
    pos.black_debt = tu_random_debt(state);
    pos.white_debt = tu_random_debt(state);
    pos.to_move = tu_rng_below(state, 2) ? NEXUS_BLACK : NEXUS_WHITE;
    pos.quiet = tu_rng_below(state, 3) == 0
                    ? 2 * size * size - 1
                    : (int)tu_rng_below(state, (uint64_t)(2 * size * size));
    r = (int)tu_rng_below(state, 5);
    opts.size = size;
    opts.capture_debt = rates[r][0];
    opts.unblock_debt = rates[r][1];
    if (nexus_game_new_from_position(&g, &opts, &pos) != NEXUS_OK)
        return NULL;
    return g;
}

int tu_turn_equal(const nexus_turn *a, const nexus_turn *b)
{
    return a->n_unblock == b->n_unblock && a->point == b->point &&
           a->n_pay == b->n_pay &&
           memcmp(a->unblock, b->unblock,
                  (size_t)a->n_unblock * sizeof *a->unblock) == 0 &&
           memcmp(a->pay, b->pay, (size_t)a->n_pay * sizeof *a->pay) == 0;
}

char *tu_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    long n;
    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 &&
        fseek(f, 0, SEEK_SET) == 0) {
        buf = malloc((size_t)n + 1);
        if (buf && fread(buf, 1, (size_t)n, f) == (size_t)n) {
            buf[n] = '\0';
            *len = (size_t)n;
        } else {
            free(buf);
            buf = NULL;
        }
    }
    fclose(f);
    return buf;
}

static int tu_has_suffix(const char *name, const char *suffix)
{
    size_t n = strlen(name), k = strlen(suffix);
    return name[0] != '.' && n > k && strcmp(name + n - k, suffix) == 0;
}

/* The tree is found from this file's place in it, tests/. */
int tu_for_each_file_(const char *file, int line, const char *dir,
                      const char *suffix, tu_file_fn fn, void *ctx)
{
    char where[4096], path[4400];
    const char *slash = strrchr(__FILE__, '/');
    struct dirent *e;
    int files = 0;
    DIR *d;
    snprintf(where, sizeof where, "%.*s/../%s",
             slash ? (int)(slash - __FILE__) : 1, slash ? __FILE__ : ".", dir);
    d = opendir(where);
    if (!d)
        tu_fail_msg(file, line, "directory not found: %s", where);
    while ((e = readdir(d)) != NULL) {
        size_t len = 0;
        char *text;
        if (!tu_has_suffix(e->d_name, suffix))
            continue;
        snprintf(path, sizeof path, "%s/%s", where, e->d_name);
        text = tu_read_file(path, &len);
        if (!text)
            tu_fail_msg(file, line, "cannot read %s", path);
        fn(path, text, len, ctx);
        free(text);
        files++;
    }
    closedir(d);
    return files;
}
