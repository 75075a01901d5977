#include "bot_test_util.h"

#include <stdio.h>
#include <string.h>

#define FAIL_AT(file, line, ...)                                               \
    do {                                                                       \
        print_error(__VA_ARGS__);                                              \
        _fail((file), (line));                                                 \
    } while (0)

void bt_status_(const char *file, int line, nexus_status got,
                nexus_status expected)
{
    if (got != expected)
        FAIL_AT(file, line, "status %s, expected %s\n", nexus_status_name(got),
                nexus_status_name(expected));
}

nexus_game *bt_position_(const char *file, int line, const char *board,
                         int p1, int p2, int64_t black_debt,
                         int64_t white_debt, nexus_color to_move)
{
    nexus_options opts = NEXUS_OPTIONS_INIT;
    nexus_position pos;
    nexus_game *game = NULL;
    nexus_status st;
    size_t len = strlen(board), i;
    int n = 0, p = 0;

    while (n < (int)len && board[n] != '/')
        n++;
    memset(&pos, 0, sizeof pos);
    for (i = 0; i < len; i++) {
        char c = board[i];
        if (c == '/')
            continue;
        if (p >= NEXUS_MAX_POINTS || (c != 'X' && c != 'O' && c != '.'))
            FAIL_AT(file, line, "bad board '%s'\n", board);
        pos.cells[p++] = c == 'X' ? NEXUS_BLACK
                         : c == 'O' ? NEXUS_WHITE
                                    : NEXUS_EMPTY;
    }
    if (p != n * n || len != (size_t)(n * (n + 1) - 1))
        FAIL_AT(file, line, "bad board '%s'\n", board);
    pos.black_debt = black_debt;
    pos.white_debt = white_debt;
    pos.to_move = to_move;
    pos.quiet = 0;
    opts.size = n;
    opts.capture_debt = p1;
    opts.unblock_debt = p2;
    st = nexus_game_new_from_position(&game, &opts, &pos);
    if (st != NEXUS_OK)
        FAIL_AT(file, line, "position '%s' rejected: %s\n", board,
                nexus_status_name(st));
    return game;
}

nexus_game *bt_new_(const char *file, int line, int size, int p1, int p2)
{
    nexus_options opts = NEXUS_OPTIONS_INIT;
    nexus_game *game = NULL;
    nexus_status st;
    opts.size = size;
    opts.capture_debt = p1;
    opts.unblock_debt = p2;
    st = nexus_game_new(&game, &opts);
    if (st != NEXUS_OK)
        FAIL_AT(file, line, "nexus_game_new: %s\n", nexus_status_name(st));
    return game;
}

static int size_of(const nexus_game *game)
{
    nexus_options o;
    if (nexus_game_options(&o, game) != NEXUS_OK)
        return 0;
    return o.size;
}

int bt_pt_(const char *file, int line, const nexus_game *game,
           const char *name)
{
    int p = -1;
    nexus_status st = nexus_point_parse(&p, size_of(game), name);
    if (st != NEXUS_OK)
        FAIL_AT(file, line, "bad point '%s'\n", name);
    return p;
}

void bt_format_(const char *file, int line, char *buf, size_t cap,
                const nexus_game *game, const nexus_turn *turn)
{
    nexus_color who = NEXUS_BLACK;
    size_t count = 0;
    nexus_status st = nexus_game_to_move(&who, game);
    if (st == NEXUS_OK)
        st = nexus_turn_format(buf, cap, &count, size_of(game), who, turn);
    if (st != NEXUS_OK)
        FAIL_AT(file, line, "cannot format turn: %s\n", nexus_status_name(st));
}

void bt_expect_turn_(const char *file, int line, nexus_bot *bot,
                     const nexus_game *game, const char *expected)
{
    nexus_turn turn;
    char got[1024];
    nexus_status st;
    memset(&turn, 0, sizeof turn);
    st = nexus_bot_choose(&turn, bot, game);
    if (st != NEXUS_OK)
        FAIL_AT(file, line, "nexus_bot_choose: %s, expected '%s'\n",
                nexus_status_name(st), expected);
    bt_format_(file, line, got, sizeof got, game, &turn);
    if (strcmp(got, expected) != 0)
        FAIL_AT(file, line, "bot chose '%s', expected '%s'\n", got, expected);
}

void bt_play_(const char *file, int line, nexus_game *game, const char *text)
{
    nexus_turn turn;
    nexus_color who;
    nexus_status st = nexus_turn_parse(&turn, &who, size_of(game), text);
    if (st != NEXUS_OK)
        FAIL_AT(file, line, "cannot parse '%s': %s\n", text,
                nexus_status_name(st));
    st = nexus_game_play(game, &turn);
    if (st != NEXUS_OK)
        FAIL_AT(file, line, "cannot play '%s': %s\n", text,
                nexus_status_name(st));
}

size_t bt_selfplay_(const char *file, int line, nexus_game *game,
                    nexus_bot *black, nexus_bot *white, size_t limit)
{
    size_t turns = 0;
    for (;;) {
        nexus_phase phase;
        nexus_color side;
        nexus_turn turn;
        nexus_status st;
        if (nexus_game_phase(&phase, game) != NEXUS_OK)
            FAIL_AT(file, line, "nexus_game_phase failed\n");
        if (phase == NEXUS_PHASE_OVER || turns >= limit)
            return turns;
        if (nexus_game_to_move(&side, game) != NEXUS_OK)
            FAIL_AT(file, line, "nexus_game_to_move failed\n");
        st = nexus_bot_choose(&turn, side == NEXUS_BLACK ? black : white,
                              game);
        if (st != NEXUS_OK)
            FAIL_AT(file, line, "turn %zu: nexus_bot_choose: %s\n", turns,
                    nexus_status_name(st));
        st = nexus_game_play(game, &turn);
        if (st != NEXUS_OK)
            FAIL_AT(file, line, "turn %zu: bot turn refused: %s\n", turns,
                    nexus_status_name(st));
        if (nexus_game_check_consistency(game) != NEXUS_OK)
            FAIL_AT(file, line, "turn %zu: game inconsistent\n", turns);
        turns++;
    }
}

int bt_solve_(const char *file, int line, const nexus_game *game, int plies)
{
    nexus_solve_options o = NEXUS_SOLVE_OPTIONS_INIT;
    nexus_solve_result r;
    nexus_status st;
    o.max_plies = plies;
    o.table_bytes = (size_t)1 << 20;
    st = nexus_solve(&r, NULL, 0, game, &o);
    bt_status_(file, line, st, NEXUS_OK);
    return r.value == NEXUS_SOLVE_WIN ? 1 : r.value == NEXUS_SOLVE_LOSS ? -1 : 0;
}

int bt_solve_after_(const char *file, int line, const nexus_game *game,
                    const nexus_turn *turn, int plies)
{
    nexus_game *g = NULL;
    nexus_phase ph;
    nexus_color mover, winner;
    nexus_outcome o = NEXUS_OUTCOME_NONE;
    int v;
    bt_status_(file, line, nexus_game_clone(&g, game), NEXUS_OK);
    nexus_game_to_move(&mover, g);
    bt_status_(file, line, nexus_game_play(g, turn), NEXUS_OK);
    nexus_game_phase(&ph, g);
    if (ph == NEXUS_PHASE_OVER) {
        nexus_game_result(&o, NULL, g);
        winner = o == NEXUS_OUTCOME_BLACK_WINS   ? NEXUS_BLACK
                 : o == NEXUS_OUTCOME_WHITE_WINS ? NEXUS_WHITE
                                                 : NEXUS_EMPTY;
        v = winner == NEXUS_EMPTY ? 0 : winner == mover ? 1 : -1;
    } else {
        v = -bt_solve_(file, line, g, plies);
    }
    nexus_game_free(g);
    return v;
}
