/* The engine side of the engine protocol (docs/protocol.md). It reads
 * requests on stdin, answers on stdout and plays a bot on the library's
 * game. Every request gets exactly one reply, in order, and nothing that a
 * client sends is fatal. This file reads the requests and dispatches them.
 * The commands live in protocol_game.c and protocol_think.c, and the
 * replies that they all write in protocol_reply.c (protocol.h). */
#define _POSIX_C_SOURCE 200809L

#include "protocol.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static void h_protocol_version(server *s, char *args, reply *r)
{
    (void)s;
    (void)args;
    say(r, 1, "%s", CLI_PROTOCOL_TEXT);
}

static void h_name(server *s, char *args, reply *r)
{
    const char *name = "bot";
    (void)args;
    nexus_bot_name(&name, s->bot);
    say(r, 1, "%s", name);
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
    {"genturn", NULL}, /* answer() runs genturn, analyze and stop. */
    {"offer", h_offer},
    {"answer", h_answer},
    {"undo", h_undo},
    {"showboard", h_showboard},
    {"result", h_result},
    {"time_left", h_time_left},
    {"quit", h_quit},
    /* The commands of protocol 1.1. */
    {"list_options", h_list_options},
    {"set_option", h_set_option},
    {"progress", h_progress},
    {"analyze", NULL},
    {"stop", NULL},
    {"time_settings", h_time_settings},
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

static const struct command *find_command(const char *name)
{
    size_t i;
    for (i = 0; i < N_COMMANDS; i++)
        if (strcmp(commands[i].name, name) == 0)
            return &commands[i];
    return NULL;
}

static void h_known_command(server *s, char *args, reply *r)
{
    (void)s;
    say(r, 1, "%s", find_command(args) ? "true" : "false");
}

/* Splits "[id] command args" in place. *id is "" when the request has no
 * id. */
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

/* Answers one request. A search that still runs is waited for first, or
 * stopped for stop and quit, so that every reply comes in the order of the
 * requests. genturn and analyze reply when their search ends. */
static void answer(server *s, char *line)
{
    char *id, *cmd, *args;
    const struct command *c;
    reply r;
    split_request(line, &id, &cmd, &args);
    c = find_command(cmd);
    think_join(s, c && (strcmp(cmd, "stop") == 0 || strcmp(cmd, "quit") == 0));
    r.text[0] = '\0';
    if (!c)
        say(&r, 0, "unknown command '%.64s'", cmd);
    else if (strcmp(cmd, "genturn") == 0 || strcmp(cmd, "analyze") == 0) {
        if (think_start(s, id, args, cmd[0] == 'a', &r))
            return;
    } else if (strcmp(cmd, "stop") == 0)
        say(&r, 1, "%s", "");
    else
        c->fn(s, args, &r);
    send_reply(s->out, id, &r);
}

/* What read_request found besides a line. */
enum { REQ_END = 0, REQ_OK = 1, REQ_LONG = -1, REQ_BYTE = -2 };

/* Reads one request line into `line`, trimmed, with its tabs made spaces.
 * Returns REQ_OK for a line, and REQ_END at the end of the input. Returns
 * REQ_LONG when the line is longer than the buffer, and the line is then
 * skipped whole. Returns REQ_BYTE when the line holds a byte that is not
 * printable ASCII, such as a NUL, a control byte or a byte above 0x7e, and
 * *bad is then the first one. */
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

/* Writes the reply to a request that cannot be read, with its id if it
 * starts with one, and the reason. */
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

int cli_serve(FILE *in, FILE *out, const cli_serve_config *cfg)
{
    server s;
    char line[REQUEST_CAP];
    nexus_options rules;
    memset(&s, 0, sizeof s);
    s.cfg = cfg;
    s.seed = cfg->seed;
    s.out = out;
    if (!cli_make_bot(&s.bot, cfg->spec, cfg->seed, cfg->nodes))
        return 0;
    nexus_options_init(&rules, NEXUS_OPTIONS_VERSION);
    if (nexus_game_new(&s.game, &rules) != NEXUS_OK) {
        nexus_bot_free(s.bot);
        return 0;
    }
    s.rules = rules;
    while (!s.quit) {
        int bad, got = read_request(in, line, sizeof line, &bad);
        char *p = line;
        if (got == REQ_END)
            break;
        while (*p == ' ')
            p++;
        if (got != REQ_OK) {
            think_join(&s, 0);
            refuse_line(out, p, got, bad);
        } else if (*p && *p != '#') {
            answer(&s, p);
        }
        fflush(out);
    }
    think_join(&s, 1);
    nexus_game_free(s.game);
    nexus_bot_free(s.bot);
    return 1;
}
