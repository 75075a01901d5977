/* nexus-example-engine: a minimal engine speaking the Nexus engine
 * protocol (docs/protocol.md) on stdin/stdout, on libnexus alone. It plays
 * the first legal full turn: the first offered unblocking set, the first
 * legal point after it, the first own stones as the audit payment. It
 * declines draws and never offers one. Start here to write your own. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nexus.h>

typedef struct engine {
    nexus_game *game;
    int size, p1, p2;
    char reply[4096];
} engine;

static int new_game(engine *e, int size, int p1, int p2, const char *start)
{
    char text[512];
    nexus_game *g = NULL;
    snprintf(text, sizeof text,
             "nexus-record 1\nsize %d\ncapture-debt %d\nunblock-debt %d\n"
             "%s%s%s",
             size, p1, p2, start ? "start " : "", start ? start : "",
             start ? "\n" : "");
    if (nexus_record_read(&g, text, strlen(text), NULL, NULL) != NEXUS_OK)
        return 0;
    nexus_game_free(e->game);
    e->game = g;
    e->size = size;
    e->p1 = p1;
    e->p2 = p2;
    return 1;
}

/* The first legal full turn of the side to move. */
static nexus_status first_turn(nexus_turn *t, const nexus_game *g)
{
    int pts[NEXUS_MAX_POINTS * 8], k = 0;
    size_t n = 0;
    nexus_preview pv;
    nexus_status st;
    memset(t, 0, sizeof *t);
    nexus_game_unblock_size(&k, g);
    if (k > 0) {
        st = nexus_game_unblock_sets(pts, sizeof pts / sizeof pts[0], &n, g);
        if (st != NEXUS_OK || n < (size_t)k)
            return st != NEXUS_OK ? st : NEXUS_E_MUST_UNBLOCK;
        memcpy(t->unblock, pts, (size_t)k * sizeof *pts);
        t->n_unblock = k;
    }
    st = k > 0 ? nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS, &n, g,
                                                t->unblock, t->n_unblock)
               : nexus_game_legal_points(pts, NEXUS_MAX_POINTS, &n, g);
    if (st != NEXUS_OK || n == 0)
        return st != NEXUS_OK ? st : NEXUS_E_SUICIDE;
    t->point = pts[0];
    st = nexus_game_preview(&pv, g, t->unblock, t->n_unblock, t->point);
    if (st == NEXUS_OK && pv.audit == NEXUS_AUDIT_PAY) {
        t->n_pay = (int)pv.net;
        memcpy(t->pay, pv.payers, (size_t)t->n_pay * sizeof *t->pay);
    }
    return st;
}

static const char *const commands =
    "protocol_version\nname\nversion\nlist_commands\nknown_command\nnew\n"
    "start\nplay\ngenturn\noffer\nanswer\nundo\nshowboard\nresult\n"
    "time_left\nquit";

static char side_letter(const nexus_game *g)
{
    nexus_color c = NEXUS_BLACK;
    nexus_game_to_move(&c, g);
    return c == NEXUS_BLACK ? 'B' : 'W';
}

/* play B ... and genturn B: the side named must be the side to move. */
static int is_my_side(const engine *e, const char *args)
{
    return args[0] == side_letter(e->game) && (args[1] == ' ' || !args[1]);
}

static int do_play(engine *e, const char *args)
{
    nexus_turn t;
    if (!is_my_side(e, args))
        return snprintf(e->reply, sizeof e->reply, "wrong side"), 0;
    if (nexus_turn_parse(&t, NULL, e->size, args) != NEXUS_OK)
        return snprintf(e->reply, sizeof e->reply, "syntax error"), 0;
    if (nexus_game_play(e->game, &t) != NEXUS_OK)
        return snprintf(e->reply, sizeof e->reply, "illegal turn"), 0;
    return 1;
}

static int do_genturn(engine *e, const char *args)
{
    nexus_turn t;
    char line[1024];
    size_t n = 0;
    char side = args[0];
    if (!is_my_side(e, args) || args[1])
        return snprintf(e->reply, sizeof e->reply, "wrong side"), 0;
    if (first_turn(&t, e->game) != NEXUS_OK ||
        nexus_game_play(e->game, &t) != NEXUS_OK)
        return snprintf(e->reply, sizeof e->reply, "no turn"), 0;
    nexus_turn_format(line, sizeof line, &n, e->size,
                      side == 'B' ? NEXUS_BLACK : NEXUS_WHITE, &t);
    snprintf(e->reply, sizeof e->reply, "%s", line + 5); /* skip "turn " */
    return 1;
}

static int do_showboard(engine *e)
{
    char board[128];
    size_t n = 0, i;
    int64_t b = 0, w = 0;
    int quiet = 0;
    nexus_game_format_board(board, sizeof board, &n, e->game);
    for (i = 0; board[i]; i++)
        if (board[i] == '/')
            board[i] = '\n';
    nexus_game_debts(&b, &w, e->game);
    nexus_game_quiet(&quiet, e->game);
    snprintf(e->reply, sizeof e->reply, "%s\ndebts %lld %lld\nquiet %d\n"
             "to-move %c", board, (long long)b, (long long)w, quiet,
             side_letter(e->game));
    return 1;
}

static int do_result(engine *e)
{
    nexus_outcome out = NEXUS_OUTCOME_NONE;
    nexus_reason why = NEXUS_REASON_NONE;
    nexus_game_result(&out, &why, e->game);
    if (out == NEXUS_OUTCOME_NONE)
        snprintf(e->reply, sizeof e->reply, "unfinished");
    else
        snprintf(e->reply, sizeof e->reply, "%s %s", nexus_outcome_name(out),
                 nexus_reason_name(why));
    return 1;
}

static int do_offer(engine *e)
{
    if (nexus_game_offer_draw(e->game) != NEXUS_OK ||
        nexus_game_answer_draw(e->game, 0) != NEXUS_OK)
        return snprintf(e->reply, sizeof e->reply, "no offer possible"), 0;
    snprintf(e->reply, sizeof e->reply, "decline");
    return 1;
}

static int do_new(engine *e, const char *args)
{
    int size, p1, p2;
    char extra;
    if (sscanf(args, "%d %d %d %c", &size, &p1, &p2, &extra) != 3 ||
        !new_game(e, size, p1, p2, NULL))
        return snprintf(e->reply, sizeof e->reply, "bad rules"), 0;
    return 1;
}

/* The game commands; -1 for a command this function does not know. */
static int game_command(engine *e, const char *cmd, const char *args)
{
    if (strcmp(cmd, "new") == 0)
        return do_new(e, args);
    if (strcmp(cmd, "start") == 0)
        return new_game(e, e->size, e->p1, e->p2, args) ||
               (snprintf(e->reply, sizeof e->reply, "bad position"), 0);
    if (strcmp(cmd, "play") == 0)
        return do_play(e, args);
    if (strcmp(cmd, "genturn") == 0)
        return do_genturn(e, args);
    if (strcmp(cmd, "offer") == 0)
        return do_offer(e);
    if (strcmp(cmd, "answer") == 0) /* we never offer: nothing to answer */
        return snprintf(e->reply, sizeof e->reply, "no offer of ours"), 0;
    if (strcmp(cmd, "undo") == 0)
        return nexus_game_undo(e->game) == NEXUS_OK ||
               (snprintf(e->reply, sizeof e->reply, "nothing to undo"), 0);
    if (strcmp(cmd, "showboard") == 0)
        return do_showboard(e);
    if (strcmp(cmd, "result") == 0)
        return do_result(e);
    if (strcmp(cmd, "time_left") == 0)
        return 1;
    return -1;
}

static int command(engine *e, const char *cmd, const char *args)
{
    const char *text = NULL;
    int r;
    e->reply[0] = '\0';
    if (strcmp(cmd, "protocol_version") == 0)
        text = "1";
    else if (strcmp(cmd, "name") == 0)
        text = "example";
    else if (strcmp(cmd, "version") == 0)
        text = "1.0";
    else if (strcmp(cmd, "list_commands") == 0)
        text = commands;
    else if (strcmp(cmd, "known_command") == 0)
        text = strstr(commands, args) && args[0] ? "true" : "false";
    else if (strcmp(cmd, "quit") == 0)
        text = "";
    if (text)
        return snprintf(e->reply, sizeof e->reply, "%s", text), 1;
    r = game_command(e, cmd, args);
    if (r < 0)
        snprintf(e->reply, sizeof e->reply, "unknown command");
    return r > 0;
}

int main(void)
{
    engine e;
    char line[4096];
    memset(&e, 0, sizeof e);
    if (!new_game(&e, 5, 2, 4, NULL))
        return 1;
    while (fgets(line, sizeof line, stdin)) {
        char *id = line, *cmd, *args;
        int ok;
        line[strcspn(line, "\r\n")] = '\0';
        cmd = id + strspn(id, "0123456789");
        if (*cmd == ' ')
            *cmd++ = '\0';
        else if (cmd == id)
            id = "";
        args = cmd + strcspn(cmd, " ");
        if (*args)
            *args++ = '\0';
        if (!*cmd || *cmd == '#')
            continue;
        ok = command(&e, cmd, args);
        printf("%c%s%s%s\n\n", ok ? '=' : '?', id, e.reply[0] ? " " : "",
               e.reply);
        fflush(stdout);
        if (strcmp(cmd, "quit") == 0)
            break;
    }
    nexus_game_free(e.game);
    return 0;
}
