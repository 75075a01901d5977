/* The engine side of the engine protocol (docs/protocol.md): read requests
 * on stdin, answer on stdout, play a bot on the library's game. Every
 * request gets exactly one reply; nothing a client sends is fatal. */
#define _POSIX_C_SOURCE 200809L

#include "cli.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define REQUEST_CAP 4096
#define REPLY_CAP 8192

typedef struct server {
    nexus_bot *bot;
    nexus_game *game;
    nexus_options rules;
    int offered; /* the engine offered a draw this turn (genturn: offer) */
    int quit;
} server;

typedef struct reply {
    int ok;
    char text[REPLY_CAP];
} reply;

typedef void (*handler)(server *s, char *args, reply *r);

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void say(reply *r, int ok, const char *fmt, ...)
{
    va_list ap;
    r->ok = ok;
    va_start(ap, fmt);
    vsnprintf(r->text, sizeof r->text, fmt, ap);
    va_end(ap);
}

static void say_status(reply *r, const char *what, nexus_status st)
{
    say(r, 0, "%s: %s (%s)", what, nexus_status_message(st),
        nexus_status_name(st));
}

static char color_letter(nexus_color c)
{
    return c == NEXUS_BLACK ? 'B' : 'W';
}

/* The side named by a word B or W; NEXUS_EMPTY if it is neither. */
static nexus_color parse_side(const char *w)
{
    if (strcmp(w, "B") == 0 || strcmp(w, "b") == 0)
        return NEXUS_BLACK;
    if (strcmp(w, "W") == 0 || strcmp(w, "w") == 0)
        return NEXUS_WHITE;
    return NEXUS_EMPTY;
}

/* Replace the game by a new one from record text; 1 on success. */
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

/* Exactly n decimal numbers (each at most 10 digits) separated by
 * spaces; 1 if so. */
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

static void h_new(server *s, char *args, reply *r)
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

static void h_start(server *s, char *args, reply *r)
{
    if (!args[0]) {
        say(r, 0, "syntax: start BOARD BLACK-DEBT WHITE-DEBT B|W QUIET");
        return;
    }
    load_rules(s, args, r);
}

/* An error if the game cannot take a move now; 1 if it can. */
static int movable(server *s, reply *r)
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

/* An error unless `word` names the side to move. */
static int right_side(server *s, const char *word, reply *r)
{
    nexus_color c = parse_side(word), me = NEXUS_BLACK;
    nexus_game_to_move(&me, s->game);
    if (c == NEXUS_EMPTY)
        say(r, 0, "syntax: expected B or W, not '%s'", word);
    else if (c != me)
        say(r, 0, "wrong side: %c is to move", color_letter(me));
    return c != NEXUS_EMPTY && c == me;
}

static void h_play(server *s, char *args, reply *r)
{
    nexus_turn turn;
    nexus_color who = NEXUS_EMPTY;
    char side[4] = "";
    nexus_status st;
    if (!movable(s, r))
        return;
    sscanf(args, "%3s", side);
    if (!right_side(s, side, r))
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

/* The turn line "B unblock .. place .. pay .." of `turn` by `me`. */
static void format_turn(reply *r, const server *s, nexus_color me,
                        const nexus_turn *turn)
{
    char line[1024];
    size_t count = 0;
    nexus_status st =
        nexus_turn_format(line, sizeof line, &count, s->rules.size, me, turn);
    if (st != NEXUS_OK)
        say_status(r, "formatting the turn", st);
    else /* drop the record's leading "turn " */
        say(r, 1, "%s", strncmp(line, "turn ", 5) == 0 ? line + 5 : line);
}

static void h_genturn(server *s, char *args, reply *r)
{
    nexus_turn turn;
    nexus_color me = NEXUS_BLACK;
    int offer = 0;
    nexus_status st;
    if (!movable(s, r) || !right_side(s, args, r))
        return;
    nexus_game_to_move(&me, s->game);
    st = s->offered ? NEXUS_OK : nexus_bot_offer_draw(&offer, s->bot, s->game);
    if (st == NEXUS_OK && offer) {
        st = nexus_game_offer_draw(s->game);
        if (st == NEXUS_OK) {
            s->offered = 1;
            say(r, 1, "offer");
            return;
        }
    }
    if (st == NEXUS_OK)
        st = nexus_bot_choose(&turn, s->bot, s->game);
    if (st == NEXUS_OK)
        st = nexus_game_play(s->game, &turn);
    if (st != NEXUS_OK) {
        say_status(r, "the bot failed", st);
        return;
    }
    s->offered = 0;
    format_turn(r, s, me, &turn);
}

/* `offer`: the side to move offers this engine a draw. */
static void h_offer(server *s, char *args, reply *r)
{
    int accept = 0;
    nexus_status st;
    (void)args;
    if (!movable(s, r))
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

/* `answer accept|decline`: the answer to this engine's own offer. */
static void h_answer(server *s, char *args, reply *r)
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

static void h_undo(server *s, char *args, reply *r)
{
    nexus_status st = nexus_game_undo(s->game);
    (void)args;
    s->offered = 0;
    if (st != NEXUS_OK)
        say_status(r, "cannot undo", st);
    else
        say(r, 1, "%s", "");
}

static void h_showboard(server *s, char *args, reply *r)
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

static void h_result(server *s, char *args, reply *r)
{
    char text[64];
    (void)args;
    cli_result_text(text, sizeof text, s->game);
    say(r, 1, "%s", text);
}

static void h_time_left(server *s, char *args, reply *r)
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

static void h_protocol_version(server *s, char *args, reply *r)
{
    (void)s;
    (void)args;
    say(r, 1, "%d", CLI_PROTOCOL_MAJOR);
}

static void h_name(server *s, char *args, reply *r)
{
    const char *name = "bot";
    (void)args;
    nexus_bot_name(&name, s->bot);
    say(r, 1, "%s", cli_display_name(name));
}

static void h_version(server *s, char *args, reply *r)
{
    (void)s;
    (void)args;
    say(r, 1, "%s", nexus_version_string());
}

static void h_quit(server *s, char *args, reply *r)
{
    (void)args;
    s->quit = 1;
    say(r, 1, "%s", "");
}

static void h_list_commands(server *s, char *args, reply *r);
static void h_known_command(server *s, char *args, reply *r);

static const struct command {
    const char *name;
    handler fn;
} commands[] = {
    {"protocol_version", h_protocol_version},
    {"name", h_name},
    {"version", h_version},
    {"list_commands", h_list_commands},
    {"known_command", h_known_command},
    {"new", h_new},
    {"start", h_start},
    {"play", h_play},
    {"genturn", h_genturn},
    {"offer", h_offer},
    {"answer", h_answer},
    {"undo", h_undo},
    {"showboard", h_showboard},
    {"result", h_result},
    {"time_left", h_time_left},
    {"quit", h_quit},
};
#define N_COMMANDS (sizeof commands / sizeof commands[0])

static void h_list_commands(server *s, char *args, reply *r)
{
    size_t i, n = 0;
    (void)s;
    (void)args;
    r->ok = 1;
    r->text[0] = '\0';
    for (i = 0; i < N_COMMANDS; i++)
        n += (size_t)snprintf(r->text + n, sizeof r->text - n, "%s%s",
                              i ? "\n" : "", commands[i].name);
}

static handler find_handler(const char *name)
{
    size_t i;
    for (i = 0; i < N_COMMANDS; i++)
        if (strcmp(commands[i].name, name) == 0)
            return commands[i].fn;
    return NULL;
}

static void h_known_command(server *s, char *args, reply *r)
{
    (void)s;
    say(r, 1, "%s", find_handler(args) ? "true" : "false");
}

/* Split "[id] command args" in place; *id is "" without one. */
static void split_request(char *line, char **id, char **cmd, char **args)
{
    char *p = line;
    *id = "";
    if (isdigit((unsigned char)*p)) {
        *id = p;
        while (isdigit((unsigned char)*p))
            p++;
        if (*p)
            *p++ = '\0';
        while (*p == ' ' || *p == '\t')
            p++;
    }
    *cmd = p;
    while (*p && *p != ' ' && *p != '\t')
        p++;
    if (*p)
        *p++ = '\0';
    while (*p == ' ' || *p == '\t')
        p++;
    *args = p;
}

static void answer(server *s, char *line, FILE *out)
{
    char *id, *cmd, *args;
    handler fn;
    reply r;
    split_request(line, &id, &cmd, &args);
    fn = find_handler(cmd);
    if (fn)
        fn(s, args, &r);
    else
        say(&r, 0, "unknown command '%s'", cmd);
    fprintf(out, "%c%s%s%s\n\n", r.ok ? '=' : '?', id,
            r.text[0] ? " " : "", r.text);
    fflush(out);
}

/* What read_request found besides a line. */
enum { REQ_END = 0, REQ_OK = 1, REQ_LONG = -1, REQ_BYTE = -2 };

/* One request line into `line`, trimmed, tabs made spaces. REQ_END at the
 * end of input; REQ_LONG when the line is longer than the buffer (skipped
 * whole); REQ_BYTE when it holds a byte that is not printable ASCII (a
 * NUL, a control byte, a byte above 0x7e: *bad is the first one). */
static int read_request(FILE *in, char *line, size_t cap, int *bad)
{
    size_t n = 0;
    int c, any = 0, overflow = 0;
    *bad = -1;
    while ((c = getc(in)) != EOF && c != '\n') {
        int plain = c == '\t' || c == '\r' || (c >= 0x20 && c <= 0x7e);
        any = 1;
        if (!plain && *bad < 0)
            *bad = c;
        if (n + 1 < cap)
            line[n++] = plain && c != '\t' && c != '\r' ? (char)c : ' ';
        else
            overflow = 1;
    }
    line[n] = '\0';
    while (n > 0 && line[n - 1] == ' ')
        line[--n] = '\0';
    if (!any && c == EOF)
        return REQ_END;
    return overflow ? REQ_LONG : *bad >= 0 ? REQ_BYTE : REQ_OK;
}

/* The reply to a request that cannot be read: its id, if it starts with
 * one, and the reason. */
static void refuse_line(FILE *out, const char *line, int got, int bad)
{
    size_t id = strspn(line, "0123456789");
    if (got == REQ_LONG)
        fprintf(out, "?%.*s request longer than %d bytes\n\n", (int)id, line,
                REQUEST_CAP - 1);
    else if (bad == 0)
        fprintf(out, "?%.*s request with a NUL byte\n\n", (int)id, line);
    else
        fprintf(out, "?%.*s request with the byte 0x%02x: requests are "
                "printable ASCII\n\n", (int)id, line, bad);
}

int cli_serve(FILE *in, FILE *out, nexus_bot *bot)
{
    server s;
    char line[REQUEST_CAP];
    reply r;
    memset(&s, 0, sizeof s);
    s.bot = bot;
    nexus_options_init(&s.rules, NEXUS_OPTIONS_VERSION);
    load_rules(&s, NULL, &r);
    if (!s.game)
        return 0;
    while (!s.quit) {
        int bad, got = read_request(in, line, sizeof line, &bad);
        char *p = line;
        if (got == REQ_END)
            break;
        while (*p == ' ')
            p++;
        if (got != REQ_OK)
            refuse_line(out, p, got, bad);
        else if (*p && *p != '#')
            answer(&s, p, out);
        fflush(out);
    }
    nexus_game_free(s.game);
    return 1;
}
