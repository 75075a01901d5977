/* The commands of the game in the engine protocol (protocol.h), which are
 * new, start, play, offer, answer, undo, showboard, result, time_left and
 * time_settings. */
#define _POSIX_C_SOURCE 200809L

#include "protocol.h"

#include <stdlib.h>
#include <string.h>

/* Replaces the game by a new one from the text of a record. Returns 1 on
 * success, and 0 otherwise, with the error in r. */
static int load_game(server *s, const char *text, reply *r)
{
    nexus_game *g = NULL;
    nexus_record_error err;
    nexus_status st;
    memset(&err, 0, sizeof err);
    st = nexus_record_read(&g, text, strlen(text), NULL, &err);
    if (st != NEXUS_OK) {
        say(r, 0, "bad position: %s", err.message[0] ? err.message
                                                     : nexus_status_message(st));
        return 0;
    }
    nexus_game_free(s->game);
    s->game = g;
    s->offered = 0;
    return 1;
}

static void load_rules(server *s, const char *start, reply *r)
{
    char *text = cli_rules_record(&s->rules, start);
    if (!text)
        say(r, 0, "out of memory");
    else if (load_game(s, text, r))
        say(r, 1, "%s", "");
    free(text);
}

/* Reads exactly n decimal numbers, each of at most 10 digits, separated by
 * spaces. Returns 1 if `text` is that, and 0 otherwise. */
static int parse_numbers(const char *text, long *v, int n)
{
    int k;
    for (k = 0; k < n; k++) {
        char *end;
        size_t digits = strspn(text, "0123456789");
        if (digits == 0 || digits > 10)
            return 0;
        v[k] = strtol(text, &end, 10);
        text = end;
        if (k + 1 < n && *text++ != ' ')
            return 0;
    }
    return *text == '\0';
}

void h_new(server *s, char *args, reply *r)
{
    long v[3];
    nexus_options saved = s->rules;
    if (!parse_numbers(args, v, 3)) {
        say(r, 0, "syntax: new SIZE P1 P2");
        return;
    }
    if (v[0] < NEXUS_MIN_SIZE || v[0] > NEXUS_MAX_SIZE ||
        v[1] > NEXUS_MAX_DEBT_RATE || v[2] > NEXUS_MAX_DEBT_RATE) {
        say(r, 0, "bad rules: SIZE 3..9, P1 and P2 0..1000");
        return;
    }
    s->rules.size = (int)v[0];
    s->rules.capture_debt = (int)v[1];
    s->rules.unblock_debt = (int)v[2];
    load_rules(s, NULL, r);
    if (!r->ok)
        s->rules = saved;
}

void h_start(server *s, char *args, reply *r)
{
    if (!args[0]) {
        say(r, 0, "syntax: start BOARD BLACK-DEBT WHITE-DEBT B|W QUIET");
        return;
    }
    load_rules(s, args, r);
}

int server_movable(server *s, reply *r)
{
    nexus_phase ph = NEXUS_PHASE_OVER;
    int pending = 0;
    nexus_game_phase(&ph, s->game);
    nexus_game_draw_pending(&pending, s->game);
    if (ph == NEXUS_PHASE_OVER)
        say(r, 0, "game over");
    else if (pending)
        say(r, 0, "a draw offer is pending: answer it first");
    return ph != NEXUS_PHASE_OVER && !pending;
}

int server_right_side(server *s, const char *word, reply *r)
{
    nexus_color c = parse_side(word), me = NEXUS_BLACK;
    nexus_game_to_move(&me, s->game);
    if (c == NEXUS_EMPTY)
        say(r, 0, "syntax: expected B or W, not '%s'", word);
    else if (c != me)
        say(r, 0, "wrong side: %c is to move", color_letter(me));
    return c != NEXUS_EMPTY && c == me;
}

void h_play(server *s, char *args, reply *r)
{
    nexus_turn turn;
    nexus_color who = NEXUS_EMPTY;
    char side[4] = "";
    nexus_status st;
    if (!server_movable(s, r))
        return;
    sscanf(args, "%3s", side);
    if (!server_right_side(s, side, r))
        return;
    st = nexus_turn_parse(&turn, &who, s->rules.size, args);
    if (st != NEXUS_OK) {
        say(r, 0, "syntax: play B|W [unblock P...] place P [pay P...]");
        return;
    }
    st = nexus_game_play(s->game, &turn);
    if (st != NEXUS_OK) {
        say_status(r, "illegal turn", st);
        return;
    }
    s->offered = 0;
    say(r, 1, "%s", "");
}

int server_format_turn(char *buf, size_t cap, const server *s, nexus_color me,
                       const nexus_turn *turn)
{
    char line[1024];
    size_t count = 0;
    nexus_status st =
        nexus_turn_format(line, sizeof line, &count, s->rules.size, me, turn);
    if (st != NEXUS_OK)
        return 0;
    /* The protocol writes a turn without the record's leading "turn ". */
    snprintf(buf, cap, "%s", strncmp(line, "turn ", 5) == 0 ? line + 5 : line);
    return 1;
}

/* Answers `offer`, by which the side to move offers this engine a draw. */
void h_offer(server *s, char *args, reply *r)
{
    int accept = 0;
    nexus_status st;
    (void)args;
    if (!server_movable(s, r))
        return;
    st = nexus_game_offer_draw(s->game);
    if (st == NEXUS_OK)
        st = nexus_bot_answer_draw(&accept, s->bot, s->game);
    if (st == NEXUS_OK)
        st = nexus_game_answer_draw(s->game, accept);
    if (st != NEXUS_OK) {
        say_status(r, "cannot take the offer", st);
        return;
    }
    say(r, 1, "%s", accept ? "accept" : "decline");
}

/* Takes `answer accept|decline`, the answer to this engine's own offer. */
void h_answer(server *s, char *args, reply *r)
{
    int accept = strcmp(args, "accept") == 0;
    nexus_status st;
    if (!accept && strcmp(args, "decline") != 0) {
        say(r, 0, "syntax: answer accept|decline");
        return;
    }
    st = nexus_game_answer_draw(s->game, accept);
    if (st != NEXUS_OK)
        say_status(r, "no offer to answer", st);
    else
        say(r, 1, "%s", "");
}

void h_undo(server *s, char *args, reply *r)
{
    nexus_status st = nexus_game_undo(s->game);
    (void)args;
    s->offered = 0;
    if (st != NEXUS_OK)
        say_status(r, "cannot undo", st);
    else
        say(r, 1, "%s", "");
}

void h_showboard(server *s, char *args, reply *r)
{
    char board[NEXUS_MAX_SIZE * (NEXUS_MAX_SIZE + 1) + 1];
    size_t count = 0, i;
    int64_t bd = 0, wd = 0;
    int quiet = 0;
    nexus_color me = NEXUS_BLACK;
    (void)args;
    nexus_game_format_board(board, sizeof board, &count, s->game);
    for (i = 0; board[i]; i++)
        if (board[i] == '/')
            board[i] = '\n';
    nexus_game_debts(&bd, &wd, s->game);
    nexus_game_quiet(&quiet, s->game);
    nexus_game_to_move(&me, s->game);
    say(r, 1, "%s\ndebts %lld %lld\nquiet %d\nto-move %c", board,
        (long long)bd, (long long)wd, quiet, color_letter(me));
}

void h_result(server *s, char *args, reply *r)
{
    char text[64];
    (void)args;
    cli_result_text(text, sizeof text, s->game);
    say(r, 1, "%s", text);
}

void h_time_left(server *s, char *args, reply *r)
{
    long ms;
    char side[2] = {args[0], '\0'};
    (void)s;
    if (parse_side(side) == NEXUS_EMPTY || args[1] != ' ' ||
        !parse_numbers(args + 2, &ms, 1))
        say(r, 0, "syntax: time_left B|W MILLISECONDS");
    else
        say(r, 1, "%s", "");
}


/* Takes `time_settings BASE INC TURN`, the time control of the games that
 * follow, in milliseconds. It is only information, because the built-in
 * bots keep their own budgets, which set_option changes. */
void h_time_settings(server *s, char *args, reply *r)
{
    long v[3];
    (void)s;
    if (!parse_numbers(args, v, 3))
        say(r, 0, "syntax: time_settings BASE_MS INCREMENT_MS TURN_MS");
    else
        say(r, 1, "%s", "");
}
