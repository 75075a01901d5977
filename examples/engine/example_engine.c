/* nexus-example-engine: a minimal engine speaking the Nexus engine
 * protocol 1.1 (docs/protocol.md) on stdin/stdout, on libnexus alone. It
 * plays the first legal full turn (nexus_turns_new: the first offered
 * unblocking set, the first legal point, the first payment), or with the
 * option `order last` the last one. It declines draws and never offers
 * one. `analyze` estimates the turns by random playouts, one per turn in
 * turn, and reads `stop` while it works: the engine has one thread, so it
 * looks for input between playouts. Start here to write your own. */
#define _POSIX_C_SOURCE 200809L

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <nexus.h>

#define LINE_CAP 4096
#define CANDIDATES 64

typedef struct engine {
    nexus_game *game;
    int size, p1, p2;
    int last;          /* option order: 0 first, 1 last */
    int progress;      /* progress on */
    char in[LINE_CAP]; /* input read but not yet used */
    size_t have;
    int too_long;      /* the line being read is dropped: too long */
    char long_id[24];  /* that line's id, kept for its reply */
    char pending[LINE_CAP]; /* a request read during an analysis */
    const char *pending_refusal;
    int has_pending;
    char reply[8192];
} engine;

/* ------------------------------------------------------------------------ */
/* Input: lines from file descriptor 0, read by hand so that poll() tells
 * whether a line is waiting (stdio would hide what it buffered). */

/* Returns why the protocol refuses the n bytes of a line (a byte that is
 * not printable ASCII), or NULL. */
static const char *bad_bytes(const char *line, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)line[i];
        if (c != '\t' && c != '\r' && (c < 0x20 || c > 0x7e))
            return "request with a byte that is not printable ASCII";
    }
    return NULL;
}

/* The next line into `line` if one is complete in the buffer. *refusal
 * says why the request is refused whole (too long, a bad byte), and then
 * `line` holds only its id. */
static int take_line(engine *e, char *line, const char **refusal)
{
    char *nl = memchr(e->in, '\n', e->have);
    size_t n;
    if (!nl)
        return 0;
    n = (size_t)(nl - e->in);
    memcpy(line, e->in, n);
    line[n - (n > 0 && line[n - 1] == '\r')] = '\0';
    *refusal = bad_bytes(line, n);
    if (*refusal)
        line[strspn(line, "0123456789")] = '\0';
    for (char *tab = strchr(line, '\t'); tab; tab = strchr(tab, '\t'))
        *tab = ' '; /* tabs count as spaces (docs/protocol.md, section 1) */
    if (e->too_long) { /* the end of a line too long */
        e->too_long = 0;
        *refusal = "request longer than 4095 bytes";
        snprintf(line, LINE_CAP, "%s", e->long_id);
    }
    e->have -= n + 1;
    memmove(e->in, nl + 1, e->have);
    return 1;
}

/* Read more input, waiting at most `ms` (-1: as long as it takes).
 * Returns 0 at the end of input or when nothing came in time. */
static int fill(engine *e, int ms)
{
    struct pollfd p = {0, POLLIN, 0};
    ssize_t got;
    if (e->have == sizeof e->in) { /* a line too long for us: dropped */
        if (!e->too_long) {
            size_t id = strspn(e->in, "0123456789");
            id = id < sizeof e->long_id ? id : sizeof e->long_id - 1;
            memcpy(e->long_id, e->in, id);
            e->long_id[id] = '\0';
        }
        e->too_long = 1;
        e->have = 0;
    }
    if (poll(&p, 1, ms) <= 0)
        return 0;
    got = read(0, e->in + e->have, sizeof e->in - e->have);
    if (got <= 0)
        return 0;
    e->have += (size_t)got;
    return 1;
}

static int read_line(engine *e, char *line, const char **refusal)
{
    if (e->has_pending) {
        e->has_pending = 0;
        memcpy(line, e->pending, LINE_CAP);
        *refusal = e->pending_refusal;
        return 1;
    }
    while (!take_line(e, line, refusal))
        if (!fill(e, -1))
            return 0;
    return 1;
}

/* During an analysis: 1 if `stop` came in (other requests wait their
 * turn; a controller sends none while the engine thinks). */
static int stop_requested(engine *e)
{
    char line[LINE_CAP];
    const char **refusal = &e->pending_refusal;
    if (e->has_pending)
        return 1;
    if (!take_line(e, line, refusal) &&
        !(fill(e, 0) && take_line(e, line, refusal)))
        return 0;
    memcpy(e->pending, line, LINE_CAP);
    e->has_pending = 1;
    return 1;
}

/* ------------------------------------------------------------------------ */
/* The game                                                                 */

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

static char side_letter(const nexus_game *g)
{
    nexus_color c = NEXUS_BLACK;
    nexus_game_to_move(&c, g);
    return c == NEXUS_BLACK ? 'B' : 'W';
}

/* A turn as the protocol writes it: the record's turn line without its
 * leading "turn ". */
static void turn_text(char *buf, size_t cap, const engine *e,
                      const nexus_turn *t)
{
    char line[1024];
    size_t n = 0;
    nexus_turn_format(line, sizeof line, &n, e->size,
                      side_letter(e->game) == 'B' ? NEXUS_BLACK : NEXUS_WHITE,
                      t);
    snprintf(buf, cap, "%s", line + 5);
}

/* Up to `cap` legal turns of the position, in the library's order. */
static size_t legal_turns(const nexus_game *g, nexus_turn *out, size_t cap)
{
    nexus_turns *it = NULL;
    size_t n = 0;
    if (nexus_turns_new(&it, g) != NEXUS_OK)
        return 0;
    while (n < cap && nexus_turns_next(&out[n], it) == NEXUS_OK)
        n++;
    nexus_turns_free(it);
    return n;
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
    nexus_turn all[CANDIDATES], t;
    char text[1024];
    size_t n;
    if (!is_my_side(e, args) || args[1])
        return snprintf(e->reply, sizeof e->reply, "wrong side"), 0;
    n = legal_turns(e->game, all, CANDIDATES);
    if (n == 0)
        return snprintf(e->reply, sizeof e->reply, "game over"), 0;
    t = all[e->last ? n - 1 : 0];
    turn_text(text, sizeof text, e, &t);
    if (nexus_game_play(e->game, &t) != NEXUS_OK)
        return snprintf(e->reply, sizeof e->reply, "no turn"), 0;
    if (e->progress)
        printf("info time 0 pv %s\n", text);
    snprintf(e->reply, sizeof e->reply, "%s", text);
    return 1;
}

/* ------------------------------------------------------------------------ */
/* Analysis                                                                 */

typedef struct estimate {
    nexus_turn turn;
    unsigned long visits;
    double score;
} estimate;

static long now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* One random playout after turn `t`: 1 if the mover wins, 1/2 for a
 * draw or no winner, 0 for a loss. */
static double playout(const engine *e, const nexus_turn *t, uint64_t seed)
{
    nexus_game *g = NULL;
    nexus_outcome o = NEXUS_OUTCOME_NONE;
    nexus_reason why = NEXUS_REASON_NONE;
    char me = side_letter(e->game);
    size_t n = 0;
    double score = 0.5;
    if (nexus_game_clone(&g, e->game) != NEXUS_OK)
        return 0.5;
    if (nexus_game_play(g, t) == NEXUS_OK) {
        nexus_game_playout(g, seed, 1000, &n);
        nexus_game_result(&o, &why, g);
        if (o == NEXUS_OUTCOME_BLACK_WINS || o == NEXUS_OUTCOME_WHITE_WINS)
            score = (o == NEXUS_OUTCOME_BLACK_WINS) == (me == 'B');
    }
    nexus_game_free(g);
    return score;
}

static int better(const estimate *a, const estimate *b)
{
    double x = a->visits ? a->score / a->visits : 0.5;
    double y = b->visits ? b->score / b->visits : 0.5;
    return x > y;
}

static void report(engine *e, const estimate *est, size_t n,
                   unsigned long visits, long count)
{
    size_t i, used = 0, k, order[CANDIDATES];
    for (i = 0; i < n; i++) { /* best first: insertion sort */
        for (k = i; k > 0 && better(&est[i], &est[order[k - 1]]); k--)
            order[k] = order[k - 1];
        order[k] = i;
    }
    if (e->progress && n > 0) {
        char text[1024];
        turn_text(text, sizeof text, e, &est[order[0]].turn);
        printf("info winrate %.3f visits %lu pv %s\n",
               est[order[0]].visits
                   ? est[order[0]].score / est[order[0]].visits : 0.5,
               visits, text);
    }
    for (i = 0; i < n && (long)i < count && used + 1200 < sizeof e->reply;
         i++) {
        char text[1024];
        const estimate *x = &est[order[i]];
        turn_text(text, sizeof text, e, &x->turn);
        used += (size_t)snprintf(e->reply + used, sizeof e->reply - used,
                                 "%s%s winrate %.3f visits %lu", i ? "\n" : "",
                                 text, x->visits ? x->score / x->visits : 0.5,
                                 x->visits);
    }
}

/* analyze SIDE [visits N] [time MS] [count K] */
static int do_analyze(engine *e, const char *args)
{
    estimate est[CANDIDATES];
    nexus_turn all[CANDIDATES];
    unsigned long visits = 0, limit = 0;
    long time_ms = 0, count = 16, v, start = now_ms();
    char key[16];
    int used = 0;
    size_t n, i;
    if (!is_my_side(e, args))
        return snprintf(e->reply, sizeof e->reply, "wrong side"), 0;
    for (args += 1; sscanf(args, " %15s %ld%n", key, &v, &used) == 2 && v >= 0;
         args += used) {
        if (strcmp(key, "visits") == 0)
            limit = (unsigned long)v;
        else if (strcmp(key, "time") == 0)
            time_ms = v;
        else if (strcmp(key, "count") == 0 && v > 0)
            count = v;
        else
            break;
    }
    if (args[strspn(args, " ")])
        return snprintf(e->reply, sizeof e->reply, "syntax error"), 0;
    if (!limit && !time_ms)
        limit = 500;
    n = legal_turns(e->game, all, CANDIDATES);
    if (n == 0)
        return snprintf(e->reply, sizeof e->reply, "game over"), 0;
    memset(est, 0, sizeof est);
    for (i = 0; i < n; i++)
        est[i].turn = all[i];
    while (!(limit && visits >= limit) &&
           !(time_ms && now_ms() - start >= time_ms) && !stop_requested(e)) {
        estimate *x = &est[visits % n];
        x->score += playout(e, &x->turn, visits + 1);
        x->visits++;
        visits++;
    }
    report(e, est, n, visits, count);
    return 1;
}

/* ------------------------------------------------------------------------ */
/* The other commands                                                       */

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

/* "N N N" and nothing more: 1 if so. */
static int three_numbers(const char *args, int *a, int *b, int *c)
{
    char extra;
    return sscanf(args, "%d %d %d %c", a, b, c, &extra) == 3 && *a >= 0 &&
           *b >= 0 && *c >= 0;
}

static int do_new(engine *e, const char *args)
{
    int size, p1, p2;
    if (!three_numbers(args, &size, &p1, &p2) ||
        !new_game(e, size, p1, p2, NULL))
        return snprintf(e->reply, sizeof e->reply, "bad rules"), 0;
    return 1;
}

/* time_left B|W MS: information only. */
static int do_time_left(engine *e, const char *args)
{
    char side, extra;
    long ms;
    if (sscanf(args, "%c %ld %c", &side, &ms, &extra) != 2 || ms < 0 ||
        (side != 'B' && side != 'W'))
        return snprintf(e->reply, sizeof e->reply, "syntax error"), 0;
    return 1;
}

/* The one option: order first|last. */
static int do_set_option(engine *e, const char *args)
{
    if (strcmp(args, "order first") == 0 || strcmp(args, "order last") == 0) {
        e->last = strcmp(args, "order last") == 0;
        return 1;
    }
    if (strncmp(args, "order ", 6) == 0)
        return snprintf(e->reply, sizeof e->reply, "bad value"), 0;
    return snprintf(e->reply, sizeof e->reply, "unknown option"), 0;
}

/* The game commands; -1 for a command this function does not know. */
static int game_command(engine *e, const char *cmd, const char *args)
{
    int a, b, c;
    if (strcmp(cmd, "new") == 0)
        return do_new(e, args);
    if (strcmp(cmd, "start") == 0)
        return new_game(e, e->size, e->p1, e->p2, args) ||
               (snprintf(e->reply, sizeof e->reply, "bad position"), 0);
    if (strcmp(cmd, "play") == 0)
        return do_play(e, args);
    if (strcmp(cmd, "genturn") == 0)
        return do_genturn(e, args);
    if (strcmp(cmd, "analyze") == 0)
        return do_analyze(e, args);
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
        return do_time_left(e, args);
    if (strcmp(cmd, "time_settings") == 0)
        return three_numbers(args, &a, &b, &c) ||
               (snprintf(e->reply, sizeof e->reply, "syntax error"), 0);
    if (strcmp(cmd, "set_option") == 0)
        return do_set_option(e, args);
    if (strcmp(cmd, "progress") == 0) {
        e->progress = strcmp(args, "on") == 0;
        return e->progress || strcmp(args, "off") == 0 ||
               (snprintf(e->reply, sizeof e->reply, "on or off"), 0);
    }
    return -1;
}

static const char *const commands =
    "protocol_version\nname\nversion\nlist_commands\nknown_command\nnew\n"
    "start\nplay\ngenturn\noffer\nanswer\nundo\nshowboard\nresult\n"
    "time_left\nquit\nlist_options\nset_option\nprogress\nanalyze\nstop\n"
    "time_settings";

/* 1 if `name` is a whole line of `commands`. */
static int known(const char *name)
{
    size_t n = strlen(name);
    const char *p;
    for (p = commands; p; p = strchr(p, '\n'), p = p ? p + 1 : p)
        if (n && strncmp(p, name, n) == 0 && (p[n] == '\n' || !p[n]))
            return 1;
    return 0;
}

static int command(engine *e, const char *cmd, const char *args)
{
    const char *text = NULL;
    int r;
    e->reply[0] = '\0';
    if (strcmp(cmd, "protocol_version") == 0)
        text = "1.1";
    else if (strcmp(cmd, "name") == 0)
        text = "example";
    else if (strcmp(cmd, "version") == 0)
        text = "1.1";
    else if (strcmp(cmd, "list_commands") == 0)
        text = commands;
    else if (strcmp(cmd, "known_command") == 0)
        text = known(args) ? "true" : "false";
    else if (strcmp(cmd, "list_options") == 0)
        text = "order choice first first last";
    else if (strcmp(cmd, "quit") == 0 || strcmp(cmd, "stop") == 0)
        text = ""; /* stop: a search is over by the time it is read */
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
    char line[LINE_CAP];
    const char *refusal = NULL;
    memset(&e, 0, sizeof e);
    if (!new_game(&e, 5, 2, 4, NULL))
        return 1;
    while (read_line(&e, line, &refusal)) {
        char *id = line, *cmd, *args;
        int ok;
        if (refusal) { /* refused whole, with its id */
            printf("?%.*s %s\n\n", (int)strspn(line, "0123456789"), line,
                   refusal);
            fflush(stdout);
            continue;
        }
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
