/* The checks of protocol 1.1 in nexus engine-check (engine_check.h). They
 * check that the new commands are listed, that the options are declared
 * well and take good values and refuse bad ones, and that progress lines
 * are well formed and come only when asked for. They check that analyze
 * gives legal candidates and leaves the game unchanged, that stop ends
 * analyze and genturn, and that time_settings is answered. */
#define _POSIX_C_SOURCE 200809L

#include "clock.h"
#include "engine_check.h"
#include "engine_reply.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define STOP_MS 2000 /* An analysis must end this soon after stop. */

static const char *const required_11[] = {
    "list_options", "set_option", "progress", "analyze", "stop",
    "time_settings"};

/* ------------------------------------------------------------------------ */
/* Progress lines                                                           */

/* Checks the turns of a principal variation, the words after "pv", by
 * playing them in turn on a copy of the checker's game. Returns 1 if the
 * variation has turns and each of them is legal, and 0 otherwise, with the
 * reason in why[cap]. */
static int check_pv(const checker *c, const char *p, char *why, size_t cap)
{
    char turn[1024];
    nexus_game *g = NULL;
    int ok = nexus_game_clone(&g, c->game) == NEXUS_OK, n = 0;
    while (ok && *p) {
        const char *next = p + 1;
        nexus_turn t;
        nexus_color who = NEXUS_EMPTY, me = NEXUS_BLACK;
        while (*next && strncmp(next, " B ", 3) && strncmp(next, " W ", 3))
            next++;
        snprintf(turn, sizeof turn, "%.*s", (int)(next - p), p);
        nexus_game_to_move(&me, g);
        ok = nexus_turn_parse(&t, &who, cli_size(g), turn) == NEXUS_OK &&
             who == me && nexus_game_play(g, &t) == NEXUS_OK;
        if (!ok)
            snprintf(why, cap, "turn %d of the pv is not legal", n + 1);
        p = *next ? next + 1 : next;
        n++;
    }
    nexus_game_free(g);
    if (ok && n == 0)
        snprintf(why, cap, "an empty pv");
    return ok && n > 0;
}

/* Checks the value `v` of the key `key`. Returns 1 if `v` is a value of
 * that key, and 0 otherwise, with the reason in why[cap]. */
static int check_value(const checker *c, const char *key, const char *v,
                       char *why, size_t cap)
{
    char *end;
    double x = strtod(v, &end);
    static const char *const counts[] = {"visits", "nodes", "depth", "time"};
    size_t i;
    if (strcmp(key, "winrate") == 0) {
        if (end != v && !*end && x >= 0 && x <= 1)
            return 1;
        snprintf(why, cap, "winrate %.20s is not in [0, 1]", v);
        return 0;
    }
    for (i = 0; i < sizeof counts / sizeof counts[0]; i++)
        if (strcmp(key, counts[i]) == 0) {
            if (v[0] && strspn(v, "0123456789") == strlen(v))
                return 1;
            snprintf(why, cap, "%s %.20s is not a whole number", key, v);
            return 0;
        }
    if (c->minor > 1) /* The key may be one of a later version. */
        return 1;
    snprintf(why, cap, "the key %.20s is not one of protocol 1.1", key);
    return 0;
}

int check_info_line(const checker *c, const char *line, char *why,
                    size_t cap)
{
    const char *p = line + 4;
    char key[64], value[64];
    int n, keys = 0;
    for (;;) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        if (sscanf(p, "%63s%n", key, &n) != 1)
            break;
        p += n;
        keys++;
        if (strcmp(key, "pv") == 0)
            return check_pv(c, p + strspn(p, " "), why, cap);
        if (sscanf(p, " %63s%n", value, &n) != 1) {
            snprintf(why, cap, "the key %.20s has no value", key);
            return 0;
        }
        p += n;
        if (!check_value(c, key, value, why, cap))
            return 0;
    }
    if (keys == 0)
        snprintf(why, cap, "an empty progress line");
    return keys > 0;
}

void check_on_info(void *ctx, const char *line)
{
    checker *c = ctx;
    char why[120], clean[160];
    c->infos++;
    if (check_info_line(c, line, why, sizeof why))
        return;
    c->bad_infos++;
    if (!c->bad_info[0])
        snprintf(c->bad_info, sizeof c->bad_info, "%s: %s", why,
                 cli_clean(clean, sizeof clean, line));
}

/* Checks that no progress line came since the last count. */
void check_no_infos(checker *c, const char *what)
{
    char line[320];
    snprintf(line, sizeof line, "%s (%u progress line%s)", what, c->infos,
             c->infos == 1 ? "" : "s");
    check_verdict(c, c->infos == 0, line);
    c->infos = c->bad_infos = 0;
    c->bad_info[0] = '\0';
}

void check_infos(checker *c, unsigned least, const char *what)
{
    char line[320];
    snprintf(line, sizeof line, "%s (%u progress line%s%s%s)", what, c->infos,
             c->infos == 1 ? "" : "s", c->bad_infos ? "; " : "",
             c->bad_info);
    check_verdict(c, c->infos >= least && c->bad_infos == 0, line);
    c->infos = c->bad_infos = 0;
    c->bad_info[0] = '\0';
}

/* ------------------------------------------------------------------------ */
/* Options                                                                  */

/* Writes to buf a value that the option must refuse: one outside its
 * range, or one of the wrong kind. `above` chooses between the two values
 * to try, and for a number it chooses the one above the range rather than
 * the one below it. Returns 1 if buf holds such a value, and 0 if the
 * type has none to try. A number option whose bound is 1e15 or more in
 * size has none to try either. */
static int bad_value(char *buf, size_t cap, const char *type, double min,
                     double max, int above)
{
    if (strcmp(type, "bool") == 0)
        snprintf(buf, cap, "%s", above ? "maybe" : "1");
    else if (strcmp(type, "choice") == 0)
        snprintf(buf, cap, "%s", above ? "no-such-choice" : "-");
    else if (strcmp(type, "int") == 0 || strcmp(type, "float") == 0)
        snprintf(buf, cap, "%.17g", above ? max + 1 : min - 1);
    else
        return 0;
    return (strcmp(type, "int") && strcmp(type, "float")) ||
           fabs(above ? max : min) < 1e15;
}

/* Checks the DEFAULT MIN MAX of a number option, where `rest` is the text
 * after DEFAULT. Returns NULL if they are well formed, and otherwise what
 * is wrong. */
static const char *number_fault(const char *type, const char *def,
                                const char *rest, double *min, double *max)
{
    char *end;
    int n = 0;
    double d = strtod(def, &end);
    if (*end)
        return "its default is not a number";
    if (sscanf(rest, " %lf %lf%n", min, max, &n) != 2 || rest[n])
        return "it does not end with two numbers, MIN and MAX";
    if (!(*min <= d && d <= *max))
        return "its default is not within MIN..MAX";
    if (strcmp(type, "int") == 0 &&
        (d != floor(d) || *min != floor(*min) || *max != floor(*max)))
        return "an int option has a number that is not whole";
    return NULL;
}

/* Checks one line of list_options and fills *min and *max for numbers.
 * Returns NULL if the line is declared as protocol 1.1 says, and
 * otherwise what is wrong with it. */
static const char *option_fault(const char *line, char *name, char *type,
                                char *def, double *min, double *max)
{
    char rest[512] = "";
    int n = 0;
    if (sscanf(line, "%63s %15s %63s%n", name, type, def, &n) != 3)
        return "it has fewer than three words, NAME TYPE DEFAULT";
    snprintf(rest, sizeof rest, "%s", line + n);
    if (strspn(name, "abcdefghijklmnopqrstuvwxyz0123456789_") != strlen(name) ||
        strlen(name) > 32)
        return "its name is not 1..32 of a-z, 0-9 and _";
    if (strcmp(type, "int") == 0 || strcmp(type, "float") == 0)
        return number_fault(type, def, rest, min, max);
    if (strcmp(type, "bool") == 0)
        return !rest[0] && (!strcmp(def, "true") || !strcmp(def, "false"))
                   ? NULL
                   : "a bool option's default is not true or false alone";
    if (strcmp(type, "choice") == 0) {
        char pad[520];
        snprintf(pad, sizeof pad, "%s ", rest);
        snprintf(rest, sizeof rest, " %s ", def);
        return strstr(pad, rest) ? NULL
                                 : "its default is not one of its choices";
    }
    if (strcmp(type, "string") == 0)
        return rest[0] ? "a string option has words after its default" : NULL;
    return "its type is not int, float, bool, choice or string";
}

static void check_option(checker *c, const char *line)
{
    char name[64] = "", type[16] = "", def[64] = "", what[200], req[300];
    double min = 0, max = 0;
    const char *fault = option_fault(line, name, type, def, &min, &max);
    int k, ok = fault == NULL;
    if (ok)
        snprintf(what, sizeof what, "option '%.80s' is declared as protocol "
                 "1.1 says", line);
    else
        snprintf(what, sizeof what, "option '%.80s' is declared as protocol "
                 "1.1 says: %s", line, fault);
    check_verdict(c, ok, what);
    if (!ok)
        return;
    snprintf(req, sizeof req, "set_option %s %s", name, def);
    check_step(c, req, '=', "an option takes its default");
    for (k = 0; k < 2; k++) {
        char v[64];
        if (!bad_value(v, sizeof v, type, min, max, k))
            continue;
        snprintf(req, sizeof req, "set_option %s %s", name, v);
        check_step(c, req, '?', "an option refuses a bad value");
    }
}

static void check_options(checker *c)
{
    char list[ENGINE_REPLY_CAP], *line, *nl;
    if (!check_step(c, "list_options", '=', "list_options"))
        return;
    snprintf(list, sizeof list, "%s", c->text);
    for (line = list; *line; line = nl ? nl + 1 : line + strlen(line)) {
        nl = strchr(line, '\n');
        if (nl)
            *nl = '\0';
        check_option(c, line);
        if (!nl)
            break;
    }
    check_step(c, "set_option no_such_option_xyz 1", '?',
               "an unknown option is an error");
    check_step(c, "set_option", '?', "set_option without a name is an error");
}

/* ------------------------------------------------------------------------ */
/* Analysis                                                                 */

/* Checks one line of an analysis, "TURN winrate W visits N". Returns 1 if
 * the line has this form, W is in [0, 1] and TURN is legal, and 0
 * otherwise. Protocol 1.1 allows nothing after N; a later version may add
 * more. */
static int analysis_line(const checker *c, const char *line)
{
    const char *w = strstr(line, " winrate ");
    char turn[1024];
    nexus_turn t;
    nexus_color who = NEXUS_EMPTY, me = NEXUS_BLACK;
    double rate;
    unsigned long visits;
    int n = 0;
    if (!w || sscanf(w, " winrate %lf visits %lu%n", &rate, &visits, &n) != 2 ||
        !(rate >= 0 && rate <= 1) || (w[n] && c->minor == 1))
        return 0;
    snprintf(turn, sizeof turn, "%.*s", (int)(w - line), line);
    nexus_game_to_move(&me, c->game);
    return nexus_turn_parse(&t, &who, cli_size(c->game), turn) == NEXUS_OK &&
           who == me && nexus_game_check_turn(c->game, &t) == NEXUS_OK;
}

static void check_analysis_text(checker *c, const char *what)
{
    char text[ENGINE_REPLY_CAP], *line, *nl, msg[300], first_bad[64] = "";
    int lines = 0, good = 0;
    snprintf(text, sizeof text, "%s", c->text);
    for (line = text; *line; line = nl ? nl + 1 : line + strlen(line)) {
        nl = strchr(line, '\n');
        if (nl)
            *nl = '\0';
        lines++;
        if (analysis_line(c, line))
            good++;
        else if (!first_bad[0])
            cli_clean(first_bad, sizeof first_bad, line);
        if (!nl)
            break;
    }
    snprintf(msg, sizeof msg, "%s: %d of %d lines are a legal turn with its "
             "winrate in [0, 1] and its visits%s%s%s", what, good, lines,
             first_bad[0] ? " (the first that is not: '" : "", first_bad,
             first_bad[0] ? "')" : "");
    check_verdict(c, lines > 0 && good == lines, msg);
}

static void new_game(checker *c)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    nexus_game_free(c->game);
    c->game = NULL;
    check_step(c, "new 5 2 4", '=', "new 5 2 4");
    nexus_game_new(&c->game, &o);
    c->infos = c->bad_infos = 0;
}

static void check_analyze(checker *c)
{
    char before[ENGINE_REPLY_CAP];
    new_game(c);
    if (check_step(c, "play B place C3", '=', "play B place C3")) {
        nexus_turn t;
        nexus_turn_parse(&t, NULL, cli_size(c->game), "B place C3");
        nexus_game_play(c->game, &t);
    }
    check_step(c, "showboard", '=', "showboard");
    snprintf(before, sizeof before, "%s", c->text);
    check_step(c, "analyze B", '?', "analyze for the side not to move");
    check_step(c, "analyze W frobs 3", '?', "analyze with a bad limit");
    if (check_step(c, "analyze W visits 300", '=', "analyze W visits 300"))
        check_analysis_text(c, "analyze");
    check_no_infos(c, "no progress line without progress on");
    check_step(c, "showboard", '=', "showboard after analyze");
    check_verdict(c, strcmp(before, c->text) == 0,
                  "analyze leaves the game as it was");
    check_step(c, "progress on", '=', "progress on");
    if (check_step(c, "analyze W visits 300 time 5000", '=',
                   "analyze with progress on"))
        check_analysis_text(c, "analyze");
    check_infos(c, 1, "progress lines before the analysis, well formed");
}

/* Checks `stop` while a search runs. The search must reply at once, and
 * the stop after it. */
static void check_stop(checker *c)
{
    unsigned long search, stop;
    long start;
    char what[120];
    const char *why = "";
    nexus_turn t;
    if (!engine_io_send(&c->io, "analyze W visits 1000000000 time 600000",
                        &search))
        return;
    nanosleep(&(struct timespec){0, 200000000L}, NULL);
    start = cli_now_ms();
    if (!engine_io_send(&c->io, "stop", &stop))
        return;
    snprintf(what, sizeof what, "stop ends an analysis within %d ms", STOP_MS);
    if (check_read(c, search, '=', what, STOP_MS))
        check_analysis_text(c, "the stopped analysis");
    check_read(c, stop, '=', "stop is answered after the search", CHECK_MS);
    printf("     (the analysis ended %ld ms after stop)\n",
           cli_now_ms() - start);
    check_infos(c, 1, "progress lines of the stopped analysis, well formed");
    if (!engine_io_send(&c->io, "genturn W", &search) ||
        !engine_io_send(&c->io, "stop", &stop))
        return;
    if (check_read(c, search, '=', "genturn, stopped, gives a turn", CHECK_MS))
        check_verdict(c, engine_reply_turn(c->text, cli_size(c->game),
                                               NEXUS_WHITE, &t, &why) ==
                                 ENGINE_GENTURN_TURN &&
                             nexus_game_play(c->game, &t) == NEXUS_OK,
                      "the stopped genturn's turn is legal");
    check_read(c, stop, '=', "stop is answered after genturn", CHECK_MS);
    check_infos(c, 1, "progress lines of genturn, well formed");
}

void check_protocol_11(checker *c)
{
    size_t i;
    printf("the checks of protocol 1.%d:\n", c->minor);
    if (check_step(c, "list_commands", '=', "list_commands")) {
        char list[ENGINE_REPLY_CAP];
        snprintf(list, sizeof list, "%s", c->text);
        for (i = 0; i < sizeof required_11 / sizeof required_11[0]; i++) {
            char line[64];
            snprintf(line, sizeof line, "list_commands names %s",
                     required_11[i]);
            check_verdict(c, check_listed(list, required_11[i]), line);
        }
    }
    check_options(c);
    check_step(c, "progress maybe", '?', "progress takes on or off");
    check_step(c, "stop", '=', "stop with nothing to stop");
    check_step(c, "time_settings 10000 100 0", '=', "time_settings");
    check_step(c, "time_settings soon", '?', "a bad time_settings is an error");
    check_analyze(c);
    check_stop(c);
    check_step(c, "progress off", '=', "progress off");
}
