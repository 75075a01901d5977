/* The commands of the engine protocol that think, and the options
 * (protocol.h). genturn and analyze run in a thread of their own while the
 * main thread reads on, so that `stop` ends either of them at once. It
 * stops a built-in bot's search through nexus_bot_stop(), and an analysis
 * through its flag. With `progress on`, progress lines ("info ...") go out
 * while either runs, and one more goes out before each reply. The lines of
 * genturn come from the bot's progress reports (nexus_bot_set_progress()).
 */
#define _POSIX_C_SOURCE 200809L

#include "clock.h"
#include "engine_think.h"
#include "protocol.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PROGRESS_MS 100
#define ANALYZE_VISITS 2000   /* The visits when no limit is given. */
#define ANALYZE_COUNT 16      /* The candidates listed without `count`. */

typedef struct analyze_args {
    nexus_color side;
    think_limits lim;
    long count;
} analyze_args;

/* Writes a progress line. The searching thread writes it. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void info(server *s, const char *fmt, ...)
{
    va_list ap;
    fputs("info ", s->out);
    va_start(ap, fmt);
    vfprintf(s->out, fmt, ap);
    va_end(ap);
    fputc('\n', s->out);
    fflush(s->out);
}

/* Writes the principal variation of a report as "B place C3 W place D4
 * ...". Each turn is played on a copy of the game and written for the
 * side that plays it, and a turn that cannot be played there ends the
 * variation. Returns 1 if at least one turn was written, and 0 otherwise. */
static int pv_text(char *buf, size_t cap, const server *s,
                   const nexus_bot_progress *p)
{
    nexus_game *g = NULL;
    size_t i, used = 0;
    buf[0] = '\0';
    if (nexus_game_clone(&g, s->game) != NEXUS_OK)
        return 0;
    for (i = 0; i < p->pv_length; i++) {
        char turn[1024];
        nexus_color me = NEXUS_BLACK;
        size_t len;
        if (nexus_game_to_move(&me, g) != NEXUS_OK ||
            !server_format_turn(turn, sizeof turn, s, me, &p->pv[i]) ||
            nexus_game_play(g, &p->pv[i]) != NEXUS_OK)
            break;
        len = strlen(turn);
        if (used + len + 2 > cap)
            break;
        used += (size_t)snprintf(buf + used, cap - used, "%s%s",
                                 used ? " " : "", turn);
    }
    nexus_game_free(g);
    return used > 0;
}

/* Writes a progress line from a report of the bot. The line of the final
 * report is the one before the reply of genturn. */
static void bot_progress(void *ctx, const nexus_bot_progress *p)
{
    server *s = ctx;
    char pv[2048], head[160] = "";
    size_t n = 0;
    if (!pv_text(pv, sizeof pv, s, p))
        return;
    if (p->win >= 0.0)
        n += (size_t)snprintf(head + n, sizeof head - n, "winrate %.3f ",
                              p->win > 1.0 ? 1.0 : p->win);
    if (p->visits || p->nodes)
        snprintf(head + n, sizeof head - n, "visits %llu nodes %llu ",
                 (unsigned long long)p->visits,
                 (unsigned long long)p->nodes);
    info(s, "%stime %llu pv %s", head, (unsigned long long)p->elapsed_ms, pv);
    s->think.reported |= p->final;
}

/* Answers genturn with the bot's turn, or with its draw offer, and plays
 * the turn on the engine's game. */
static void genturn(server *s, reply *r)
{
    nexus_turn turn;
    nexus_color me = NEXUS_BLACK;
    char text[1024];
    int offer = 0;
    long start = cli_now_ms();
    nexus_status st;
    nexus_game_to_move(&me, s->game);
    st = s->offered ? NEXUS_OK : nexus_bot_offer_draw(&offer, s->bot, s->game);
    if (st == NEXUS_OK && offer && nexus_game_offer_draw(s->game) == NEXUS_OK) {
        s->offered = 1;
        say(r, 1, "offer");
        return;
    }
    s->think.reported = 0;
    if (st == NEXUS_OK)
        st = nexus_bot_set_progress(s->bot, s->progress ? bot_progress : NULL,
                                    s, PROGRESS_MS);
    if (st == NEXUS_OK)
        st = nexus_bot_choose(&turn, s->bot, s->game);
    if (st == NEXUS_OK)
        st = nexus_game_play(s->game, &turn);
    if (st != NEXUS_OK) {
        say_status(r, "the bot failed", st);
        return;
    }
    s->offered = 0;
    if (!server_format_turn(text, sizeof text, s, me, &turn)) {
        say(r, 0, "the turn cannot be written");
        return;
    }
    /* At least one progress line goes out before the reply. */
    if (s->progress && !s->think.reported)
        info(s, "time %ld pv %s", cli_now_ms() - start, text);
    say(r, 1, "%s", text);
}

/* Writes the line "TURN winrate W visits N" of the candidate c. */
static void candidate_line(char *buf, size_t cap, const server *s,
                           const think_result *res, const think_candidate *c)
{
    char turn[1024] = "";
    double w = c->visits ? c->score / (double)c->visits : 0.5;
    server_format_turn(turn, sizeof turn, s, res->me, &c->turn);
    snprintf(buf, cap, "%s winrate %.3f visits %lu", turn, w, c->visits);
}

static void analyze_progress(void *ctx, const think_result *res)
{
    server *s = ctx;
    const think_candidate *c = &res->c[think_best(res)];
    char turn[1024] = "";
    server_format_turn(turn, sizeof turn, s, res->me, &c->turn);
    info(s, "winrate %.3f visits %lu time %ld pv %s",
         c->visits ? c->score / (double)c->visits : 0.5, res->visits, res->ms,
         turn);
}

/* Writes the reply of an analysis, one line for each candidate, best
 * first. */
static void analyze_reply(server *s, const think_result *res, long count,
                          reply *r)
{
    size_t i, n = 0;
    r->ok = 1;
    r->text[0] = '\0';
    for (i = 0; i < res->n && (long)i < count; i++) {
        char line[1200];
        size_t len;
        candidate_line(line, sizeof line, s, res, &res->c[i]);
        len = strlen(line);
        if (n + len + 2 > sizeof r->text)
            break;
        n += (size_t)snprintf(r->text + n, sizeof r->text - n, "%s%s",
                              i ? "\n" : "", line);
    }
}

/* Reads the arguments of `analyze SIDE [visits N] [time MS] [count K]`.
 * Returns 1 if they are right, and 0 otherwise, with an error in r. */
static int parse_analyze(server *s, char *args, analyze_args *a, reply *r)
{
    char side[4] = "", key[16];
    int used = 0;
    long v;
    memset(a, 0, sizeof *a);
    a->count = ANALYZE_COUNT;
    if (sscanf(args, "%3s%n", side, &used) != 1) {
        say(r, 0, "syntax: analyze B|W [visits N] [time MS] [count K]");
        return 0;
    }
    if (!server_right_side(s, side, r))
        return 0;
    args += used;
    while (sscanf(args, " %15s %ld%n", key, &v, &used) == 2 && v >= 0 &&
           v <= 1000000000L) {
        if (strcmp(key, "visits") == 0)
            a->lim.visits = (unsigned long)v;
        else if (strcmp(key, "time") == 0)
            a->lim.time_ms = v;
        else if (strcmp(key, "count") == 0 && v > 0)
            a->count = v;
        else
            break;
        args += used;
    }
    if (args[strspn(args, " ")] != '\0') {
        say(r, 0, "syntax: analyze B|W [visits N] [time MS] [count K]");
        return 0;
    }
    if (!a->lim.visits && !a->lim.time_ms)
        a->lim.visits = ANALYZE_VISITS;
    return 1;
}

static void analyze(server *s, reply *r)
{
    analyze_args a;
    think_result res;
    uint64_t hash = 0;
    nexus_status st;
    parse_analyze(s, s->think.args, &a, r); /* think_start checked them. */
    nexus_game_hash(&hash, s->game);
    st = think_run(&res, s->game, s->seed ^ hash, &a.lim, &s->think.stop,
                   s->progress ? analyze_progress : NULL, s, PROGRESS_MS);
    /* At least one progress line goes out, the last one. */
    if (st == NEXUS_OK && s->progress)
        analyze_progress(s, &res);
    if (st != NEXUS_OK)
        say_status(r, "the analysis failed", st);
    else
        analyze_reply(s, &res, a.count, r);
    think_free(&res);
}

static void *run_search(void *arg)
{
    server *s = arg;
    reply r;
    r.text[0] = '\0';
    if (s->think.analyze)
        analyze(s, &r);
    else
        genturn(s, &r);
    send_reply(s->out, s->think.id, &r);
    atomic_store(&s->think.done, 1);
    return NULL;
}

int think_start(server *s, const char *id, char *args, int analyze_it,
                reply *r)
{
    analyze_args a;
    r->text[0] = '\0';
    if (!server_movable(s, r))
        return 0;
    if (analyze_it ? !parse_analyze(s, args, &a, r)
                   : !server_right_side(s, args, r))
        return 0;
    snprintf(s->think.id, sizeof s->think.id, "%s", id);
    snprintf(s->think.args, sizeof s->think.args, "%s", args);
    s->think.analyze = analyze_it;
    atomic_store(&s->think.stop, 0);
    atomic_store(&s->think.done, 0);
    if (pthread_create(&s->think.thread, NULL, run_search, s) != 0) {
        say(r, 0, "cannot start the search");
        return 0;
    }
    s->think.running = 1;
    return 1;
}

void think_join(server *s, int stop)
{
    if (!s->think.running)
        return;
    if (stop) {
        atomic_store(&s->think.stop, 1);
        /* A stop reaches only a choice that runs. The stop is asked for
         * again until the thread is done, in case its choice had not begun
         * yet. */
        while (!atomic_load(&s->think.done)) {
            nexus_bot_stop(s->bot);
            nanosleep(&(struct timespec){0, 1000000L}, NULL);
        }
    }
    pthread_join(s->think.thread, NULL);
    s->think.running = 0;
}

void h_progress(server *s, char *args, reply *r)
{
    if (strcmp(args, "on") == 0 || strcmp(args, "off") == 0) {
        s->progress = strcmp(args, "on") == 0;
        say(r, 1, "%s", "");
    } else {
        say(r, 0, "syntax: progress on|off");
    }
}

/* ------------------------------------------------------------------------ */
/* Options: the bot library describes them, and the engine relays them.     */

/* The largest value of the engine's own option `seed`. The bot is seeded
 * with the option's value when it is set, so that a controller that starts
 * an engine afresh for each game, as nexus match does, can vary the games.
 * Its default is the value of --seed where that fits, and 0 otherwise. */
#define SEED_MAX 4294967295ULL

static unsigned long long declared_seed(const server *s)
{
    return s->cfg->seed <= SEED_MAX ? s->cfg->seed : 0;
}

/* Answers `set_option seed VALUE`. The value must be a whole number in
 * 0..SEED_MAX, written in digits only. */
static void set_seed(server *s, const char *value, reply *r)
{
    unsigned long long v = 0;
    size_t i, len = strlen(value);
    int ok = len > 0 && len <= 10 && strspn(value, "0123456789") == len;
    for (i = 0; ok && i < len; i++)
        v = v * 10 + (unsigned long long)(value[i] - '0');
    if (!ok || v > SEED_MAX) {
        say(r, 0, "bad value: seed is a whole number from 0 to %llu",
            SEED_MAX);
        return;
    }
    s->seed = v;
    if (nexus_bot_seed(s->bot, v) != NEXUS_OK)
        say(r, 0, "the bot refused the seed");
    else
        say(r, 1, "%s", "");
}

/* Writes into dflt the default that the engine declares for option o: its
 * value in `spec_bot`, a bot made of the spec of --bot, as the bot library
 * writes it, which is the library's default where the spec leaves the
 * option alone; or the library's default when no such bot was made. So
 * `nexus engine --bot strong:time=50` declares time's default as 50, as it
 * declares the seed's as --seed's value. Returns dflt. */
static const char *declared_default(char *dflt, const nexus_bot *spec_bot,
                                    const nexus_bot_option *o)
{
    size_t count = 0;
    if (spec_bot && nexus_bot_get_option(dflt, CLI_NUMBER_CAP, &count,
                                         spec_bot, o->name) == NEXUS_OK)
        return dflt;
    if (o->type == NEXUS_BOT_OPTION_BOOLEAN)
        snprintf(dflt, CLI_NUMBER_CAP, "%s",
                 o->default_value ? "true" : "false");
    else
        cli_number(dflt, o->default_value);
    return dflt;
}

void h_list_options(server *s, char *args, reply *r)
{
    char kind[NEXUS_LABEL_MAX + 1];
    const nexus_bot_option *o;
    char dflt[CLI_NUMBER_CAP], lo[CLI_NUMBER_CAP], hi[CLI_NUMBER_CAP];
    nexus_bot *spec_bot = NULL;
    size_t i, used = 0, at = 0;
    (void)args;
    cli_spec_name(kind, sizeof kind, s->cfg->spec);
    /* Without the bot, every option declares the library's default. */
    if (nexus_bot_new_spec(&spec_bot, &at, s->cfg->spec) != NEXUS_OK)
        spec_bot = NULL;
    r->ok = 1;
    r->text[0] = '\0';
    for (i = 0; nexus_bot_option_info(&o, kind, i) == NEXUS_OK &&
                used < sizeof r->text;
         i++) {
        const char *sep = i ? "\n" : "";
        declared_default(dflt, spec_bot, o);
        if (o->type == NEXUS_BOT_OPTION_BOOLEAN)
            used += (size_t)snprintf(r->text + used, sizeof r->text - used,
                                     "%s%s bool %s", sep, o->name, dflt);
        else
            used += (size_t)snprintf(
                r->text + used, sizeof r->text - used, "%s%s %s %s %s %s",
                sep, o->name, cli_option_type_name(o->type), dflt,
                cli_number(lo, o->min), cli_number(hi, o->max));
    }
    nexus_bot_free(spec_bot);
    if (used < sizeof r->text)
        snprintf(r->text + used, sizeof r->text - used, "%sseed int %llu 0 %llu",
                 used ? "\n" : "", declared_seed(s), SEED_MAX);
}

void h_set_option(server *s, char *args, reply *r)
{
    char name[64], why[200];
    size_t len = strcspn(args, " ");
    if (len == 0 || len >= sizeof name || args[len] != ' ') {
        say(r, 0, "syntax: set_option NAME VALUE");
        return;
    }
    memcpy(name, args, len);
    name[len] = '\0';
    if (strcmp(name, "seed") == 0)
        set_seed(s, args + len + 1, r);
    else if (cli_bot_set_option(s->bot, s->cfg->spec, name, args + len + 1, why,
                           sizeof why))
        say(r, 1, "%s", "");
    else
        say(r, 0, "%s", why);
}
