/* The command nexus match, which runs a tournament between two or more
 * players. A player is a built-in bot or engine:COMMAND. A match is a
 * round robin or a gauntlet, and it has parallel games, openings, a time
 * control, saved games that it can resume, a crosstable, Elo and SPRT. The
 * games are played by match_run.c. */
#define _POSIX_C_SOURCE 200809L

#include "match.h"
#include "options.h"
#include "proc.h"
#include "sprt_args.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct match_args {
    match_config cfg;
    cli_rules_args rules;
    long long turn_ms, game_ms;
    const char *sprt, *openings, *record, *tc;
    cli_opt_list options;   /* The values of --option N:NAME=VALUE. */
    int show, brief, games_given;
    int lock_fd;
    char tmp[4096];
} match_args;

/* Reads --tc BASE+INC, in seconds, such as "60+0.5" or "10". Returns 1 if
 * the time control is well formed, and 0 after an error, which it
 * reports. */
static int parse_tc(cli_time_control *t, const char *text)
{
    char *end;
    double base = strtod(text, &end), inc = 0;
    if (end != text && *end == '+') {
        const char *at = end + 1;
        /* "10+" is a slip rather than "10+0", so the increment must be
         * written. */
        if (!((*at >= '0' && *at <= '9') || *at == '.')) {
            cli_error("match: --tc '%s': no increment after '+' (BASE+INC "
                      "in seconds, e.g. 10+0.1, or BASE alone)", text);
            return 0;
        }
        inc = strtod(at, &end);
    }
    if (end == text || *end || !(base > 0) || !(base <= 86400) ||
        !(inc >= 0) || !(inc <= 3600)) {
        cli_error("match: --tc BASE+INC in seconds, BASE in (0, 86400] and "
                  "INC in [0, 3600], e.g. 10+0.1, not '%s'", text);
        return 0;
    }
    t->base_ms = (long)(base * 1000 + 0.5);
    t->inc_ms = (long)(inc * 1000 + 0.5);
    return 1;
}

/* Gives each --option N:NAME=VALUE to player N. Returns 1 on success, and
 * 0 after an error. */
static int take_options(match_args *a)
{
    size_t i;
    for (i = 0; i < a->options.n; i++) {
        const char *o = a->options.values[i];
        char *end;
        long n = strtol(o, &end, 10);
        match_player *p;
        if (end == o || *end != ':' || n < 1 || n > (long)a->cfg.n_players ||
            !strchr(end + 1, '=') || end[1] == '=') {
            cli_error("match: --option PLAYER:NAME=VALUE, PLAYER from 1 to "
                      "%u, not '%s'", a->cfg.n_players, o);
            return 0;
        }
        p = &a->cfg.players[n - 1];
        if (!p->options) {
            p->options = calloc(a->options.n, sizeof *p->options);
            if (!p->options)
                return 0;
        }
        p->options[p->n_options++] = end + 1;
    }
    return 1;
}

/* Takes the players named on the command line and their --option values.
 * Returns 1 if they suit the kind of match, and 0 after an error, which it
 * reports. */
static int check_players(match_args *a, char **pos, int npos)
{
    match_config *c = &a->cfg;
    int k;
    for (k = 0; k < npos; k++) {
        if (!cli_check_player("match", pos[k], 0))
            return 0;
        c->players[k].spec = pos[k];
    }
    c->n_players = npos > 2 ? (unsigned)npos : 2;
    if (c->gauntlet && c->n_players < 3)
        cli_error("match: --gauntlet needs three players or more");
    if (c->sprt && c->n_players > 2)
        cli_error("match: --sprt is for two players");
    return (!c->gauntlet || c->n_players >= 3) &&
           (!c->sprt || c->n_players == 2) && take_options(a);
}

/* Takes the clock of each game: a time a turn, a time a game or a time
 * control. Returns 1 if the clocks agree, and 0 after an error, which it
 * reports. */
static int check_time(match_args *a)
{
    match_config *c = &a->cfg;
    c->time.turn_ms = (long)a->turn_ms;
    if (a->tc && a->game_ms) {
        cli_error("match: --tc and --game-time are two clocks: give one");
        return 0;
    }
    c->time.base_ms = (long)a->game_ms;
    return !a->tc || parse_tc(&c->time, a->tc);
}

/* Checks the parsed options against each other and schedules the games.
 * Returns 1 on success, and 0 after an error, which it reports. */
static int check_args(match_args *a, char **pos, int npos)
{
    match_config *c = &a->cfg;
    c->rules = cli_rules_options(&a->rules);
    if (c->resume && !c->dir) {
        cli_error("match: --resume needs --save DIR (the match to resume)");
        return 0;
    }
    if (a->sprt &&
        !sprt_args_parse_list(&c->test, a->sprt, "match: --sprt"))
        return 0;
    c->sprt = a->sprt != NULL;
    if (!check_players(a, pos, npos) || !check_time(a))
        return 0;
    if (a->openings && !match_load_openings(c, a->openings))
        return 0;
    if (!a->games_given)
        c->games = a->show ? 1 : c->n_openings ? 2 * (long long)c->n_openings
                                                : 10;
    c->keep_first = a->show || a->record;
    return match_schedule(c);
}

/* Parses the command line of `nexus match` into *a and the players into
 * pos. Returns CLI_PARSED, CLI_HELPED after printing the help, or CLI_BAD
 * after an error, which it reports. */
static cli_parse_result parse_args(match_args *a, int argc, char **argv,
                                   char **pos)
{
    match_config *c = &a->cfg;
    int npos;
    const cli_opt_spec specs[] = {
        {"--games", CLI_OPT_INT, &c->games, 1, 1000000, &a->games_given},
        {"-j", CLI_OPT_INT, &c->jobs, 1, 256, NULL},
        {"--jobs", CLI_OPT_INT, &c->jobs, 1, 256, NULL},
        CLI_RULES_OPTS(&a->rules),
        {"--seed", CLI_OPT_U64, &c->seed, 0, 0, NULL},
        {"--turn-limit", CLI_OPT_INT, &c->turn_limit, 1, 1000000000LL, NULL},
        {"--time", CLI_OPT_INT, &a->turn_ms, 1, 86400000LL, NULL},
        {"--game-time", CLI_OPT_INT, &a->game_ms, 1, 864000000LL, NULL},
        {"--tc", CLI_OPT_STRING, &a->tc, 0, 0, NULL},
        {"--openings", CLI_OPT_STRING, &a->openings, 0, 0, NULL},
        {"--save", CLI_OPT_STRING, &c->dir, 0, 0, NULL},
        {"--resume", CLI_OPT_FLAG, &c->resume, 0, 0, NULL},
        {"--gauntlet", CLI_OPT_FLAG, &c->gauntlet, 0, 0, NULL},
        {"--option", CLI_OPT_LIST, &a->options, 0, 0, NULL},
        {"--sprt", CLI_OPT_STRING, &a->sprt, 0, 0, NULL},
        {"--record", CLI_OPT_STRING, &a->record, 0, 0, NULL},
        {"--show", CLI_OPT_FLAG, &a->show, 0, 0, NULL},
        {"--brief", CLI_OPT_FLAG, &a->brief, 0, 0, NULL},
        {"--quiet", CLI_OPT_FLAG, &c->quiet, 0, 0, NULL},
        {NULL, CLI_OPT_FLAG, NULL, 0, 0, NULL},
    };
    cli_parse_result r;
    c->games = 10;
    c->jobs = 1;
    c->turn_limit = CLI_TURN_LIMIT;
    c->players[0].spec = "simple";
    c->players[1].spec = "random";
    r = cli_parse(&cli_cmd_match, specs, argc, argv, pos, MATCH_MAX_PLAYERS,
                  &npos);
    if (r == CLI_HELPED)
        cli_print_players(stdout, 0);
    if (r == CLI_PARSED && !check_args(a, pos, npos))
        r = CLI_BAD;
    return r;
}

/* Returns 1 if the player is a bot or an engine that answered its first
 * requests, and 0 otherwise, after an error that names its command. The
 * match stops there, because an engine that cannot even start, such as a
 * mistyped command, would lose every game. */
static int answered(const cli_player *pl, const char *spec)
{
    char shown[128];
    const char *why = cli_player_failure(pl);
    if (!why[0])
        return 1;
    /* An engine that could not run, crashed or fell silent did not
     * answer. Any other failure is about what it answered. */
    if (strncmp(why, "cannot run", 10) == 0 ||
        strncmp(why, "crashed", 7) == 0 || strncmp(why, "timeout", 7) == 0)
        cli_error("match: %s did not answer its first requests (%s): no "
                  "game is played", cli_clean(shown, sizeof shown, spec), why);
    else
        cli_error("match: %s gave wrong replies to its first requests "
                  "(%s): no game is played",
                  cli_clean(shown, sizeof shown, spec), why);
    return 0;
}

/* Makes each player once before the match, to check its options and learn
 * its names. An engine is asked to take its options. An engine's name
 * comes from its `name` reply, and a built-in bot's from its spec; the
 * simple bot, which was once called bot, is named simple. A name met
 * before gets -2, -3 and so on. The label in the records is the name that
 * the bot or the engine gives itself. Returns 1 on success, and 0 after an
 * error. */
static int name_players(match_config *c)
{
    char raw[MATCH_MAX_PLAYERS][NEXUS_LABEL_MAX + 1];
    unsigned i, j;
    for (i = 0; i < c->n_players; i++) {
        match_player *p = &c->players[i];
        cli_player pl;
        const char *got = "";
        int same = 1;
        if (!cli_make_player(&pl, p->spec, 0, &c->time))
            return 0;
        if (!cli_player_configure(&pl, p->spec, p->options, p->n_options) ||
            !answered(&pl, p->spec)) {
            cli_player_free(&pl);
            return 0;
        }
        if (pl.engine)
            got = cli_engine_name(pl.engine);
        else
            nexus_bot_name(&got, pl.bot);
        snprintf(p->label, sizeof p->label, "%s", got);
        if (!pl.engine)
            cli_clean(raw[i], sizeof raw[i],
                      strcmp(p->spec, "bot") == 0 ? "simple" : p->spec);
        else
            snprintf(raw[i], sizeof raw[i], "%s", got);
        cli_player_free(&pl);
        for (j = 0; j < i; j++)
            same += strcmp(raw[j], raw[i]) == 0;
        if (same > 1)
            snprintf(p->name, sizeof p->name, "%.56s-%u", raw[i],
                     (unsigned)same % 100u);
        else
            snprintf(p->name, sizeof p->name, "%.63s", raw[i]);
    }
    return 1;
}

/* Shows the first game (--show) or saves it (--record) from its saved
 * record, as soon as it is over. */
static void show_first(void *ctx, const match_config *cfg)
{
    char path[4096];
    nexus_game *g = NULL;
    const match_args *a = ctx;
    match_record_path(path, sizeof path, cfg->dir, 0);
    if (!cli_load_record(path, &g))
        return;
    if (a->show)
        cli_show_game(stdout, g, a->brief);
    if (a->record)
        cli_save_record(a->record, g, NULL);
    nexus_game_free(g);
    fflush(stdout);
}

/* Makes a private directory for the first game when --save is not given.
 * Returns 1 on success, and 0 after an error, which it reports. */
static int temp_dir(match_args *a)
{
    const char *t = getenv("TMPDIR");
    const char *base = t && t[0] ? t : "/tmp";
    if (strlen(base) > sizeof a->tmp - 32) {
        cli_error("match: TMPDIR is longer than %zu bytes: %.64s...",
                  sizeof a->tmp - 32, base);
        return 0;
    }
    snprintf(a->tmp, sizeof a->tmp, "%s/nexus-match-XXXXXX", base);
    if (!mkdtemp(a->tmp)) {
        cli_error("match: cannot make a temporary directory in %s%s: %s "
                  "(or give --save DIR)", base, t && t[0] ? " (TMPDIR)" : "",
                  strerror(errno));
        a->tmp[0] = '\0';
        return 0;
    }
    a->cfg.dir = a->tmp;
    return 1;
}

static void remove_temp(match_args *a)
{
    char path[4096];
    match_record_path(path, sizeof path, a->tmp, 0);
    unlink(path);
    rmdir(a->tmp);
}

/* Prepares the directory of --save DIR. It makes the directory if need be
 * and locks it for this run. A match that is already there is taken only
 * with --resume. Returns 1 on success, and 0 after an error, which it
 * reports. */
static int save_dir(match_args *a)
{
    const match_config *c = &a->cfg;
    char path[4096];
    struct stat sb;
    snprintf(path, sizeof path, "%s/match.journal", c->dir);
    /* The refusal comes before the directory is made, so that it makes
     * nothing. */
    if (c->resume && lstat(path, &sb) != 0) {
        cli_error("match: --resume: nothing to resume in %s (no "
                  "match.journal)", c->dir);
        return 0;
    }
    if (mkdir(c->dir, 0755) != 0 &&
        (lstat(c->dir, &sb) != 0 || !S_ISDIR(sb.st_mode))) {
        cli_error("match: cannot make the directory %s", c->dir);
        return 0;
    }
    snprintf(path, sizeof path, "%s/match.lock", c->dir);
    if (!cli_lock(path, &a->lock_fd))
        return 0;
    snprintf(path, sizeof path, "%s/match.journal", c->dir);
    if (!c->resume && lstat(path, &sb) == 0) {
        cli_error("match: %s holds a match: continue it with --resume, or "
                  "save to another directory", c->dir);
        return 0;
    }
    if (c->resume && lstat(path, &sb) != 0) {
        cli_error("match: --resume: nothing to resume in %s (no "
                  "match.journal)", c->dir);
        return 0;
    }
    return 1;
}

static void print_header(const match_config *c)
{
    unsigned i;
    if (c->n_players == 2)
        printf("%s against %s", c->players[0].name, c->players[1].name);
    else
        printf("%s of %u players (%s", c->gauntlet ? "a gauntlet"
                                                   : "a round robin",
               c->n_players, c->players[0].name);
    for (i = 1; c->n_players > 2 && i < c->n_players; i++)
        printf(", %s", c->players[i].name);
    printf("%s: %u game%s on %dx%d, capture debt %d, unblock debt %d, ",
           c->n_players > 2 ? ")" : "", c->n_games, c->n_games == 1 ? "" : "s",
           c->rules.size, c->rules.size, c->rules.capture_debt,
           c->rules.unblock_debt);
    if (c->jobs == 1)
        printf("one at a time\n");
    else
        printf("%lld at a time\n", c->jobs);
    fflush(stdout);
}

static void free_args(match_args *a)
{
    unsigned i;
    for (i = 0; i < MATCH_MAX_PLAYERS; i++)
        free(a->cfg.players[i].options);
    free(a->cfg.schedule);
    free(a->options.values);
    match_free_openings(&a->cfg);
    if (a->lock_fd > 0)
        close(a->lock_fd);
}

static cli_exit cmd_match(int argc, char **argv)
{
    match_args a;
    match_outcome o;
    char *pos[MATCH_MAX_PLAYERS];
    int ok;
    cli_parse_result r;
    memset(&a, 0, sizeof a);
    memset(&o, 0, sizeof o);
    cli_rules_init(&a.rules);
    r = parse_args(&a, argc, argv, pos);
    if (r != CLI_PARSED) {
        free_args(&a);
        return cli_parse_exit(r);
    }
    a.cfg.save = a.cfg.dir != NULL;
    ok = a.cfg.save ? save_dir(&a) : temp_dir(&a);
    /* The tool reaps what the engines detach while they are named, too. */
    proc_become_reaper();
    ok = ok && name_players(&a.cfg);
    proc_sweep();
    if (ok) {
        print_header(&a.cfg);
        ok = match_run(&o, &a.cfg, a.cfg.keep_first ? show_first : NULL, &a);
    }
    if (o.tally && (ok || o.played))
        match_report_summary(&a.cfg, &o);
    if (o.interrupted && a.cfg.save)
        cli_error("match: interrupted by signal %d: the games finished are "
                  "saved in %s; continue with --resume", o.interrupted,
                  a.cfg.dir);
    else if (o.interrupted)
        cli_error("match: interrupted by signal %d: nothing is saved, as "
                  "there was no --save DIR; the match cannot be resumed",
                  o.interrupted);
    match_outcome_free(&o, &a.cfg);
    if (a.tmp[0])
        remove_temp(&a);
    free_args(&a);
    return ok ? CLI_OK : CLI_FAIL;
}

const cli_command cli_cmd_match = {
    "match", cmd_match,
    "a tournament: two players, a round robin or a gauntlet; Elo, SPRT",
    "usage: nexus match [OPTIONS] [PLAYER...]\n"
    "\n"
    "Play games between players (default: simple against random; one player\n"
    "plays against random). With two players, the first is Black in the odd-numbered games and White in the\n"
    "others, so that games 2k-1 and 2k form a pair (same opening, colours\n"
    "swapped). With three or more, every pair of players meets (a round\n"
    "robin), or with --gauntlet the first meets each of the others; each\n"
    "pairing plays --games games, the pairings in turn.\n"
    "A player is a built-in bot (listed below) or an external\n"
    "engine, engine:COMMAND, speaking the engine protocol\n"
    "(docs/protocol.md), named by its `name` reply. The library checks\n"
    "every turn: a player that crashes, falls silent, runs out of time,\n"
    "answers garbage or plays an illegal turn loses that game, the reason\n"
    "recorded, and the match goes on. One line per finished game, then a\n"
    "summary: per pairing the score, Elo with a 95% interval (one-sided\n"
    "when the other side is unbounded, e.g. after a sweep) per game and\n"
    "per pair, and the pentanomial tally of the pairs; with more than two\n"
    "players a crosstable; each player's time per turn and the latency of\n"
    "each engine; the SPRT if asked for.\n"
    "\n"
    "Options:\n"
    "  --games N           games per pairing (default 10; with --openings,\n"
    "                      two per opening; with --show, 1)\n"
    "  --gauntlet          the first player against each of the others\n"
    "  -j N, --jobs N      games played at once, each in its own process\n"
    "  --openings FILE     one opening per line: a record's `start` line\n"
    "                      (start BOARD BD WD B|W QUIET) or the path of a\n"
    "                      record (.nxr) to play on from; each is played\n"
    "                      twice, colours swapped\n"
    "  --tc BASE+INC       a game clock of BASE seconds per side, INC\n"
    "                      seconds added after each turn (e.g. 10+0.1);\n"
    "                      a player out of time loses\n"
    "  --time MS           the most one turn may take, in milliseconds\n"
    "                      (engines default to 60000)\n"
    "  --game-time MS      a game clock without increment (--tc MS/1000)\n"
    "  --option N:NAME=VALUE\n"
    "                      set option NAME of player N (from 1); repeat\n"
    "                      for more (an engine's: protocol 1.1 set_option;\n"
    "                      a built-in bot's, as in its spec: docs/bots.md)\n"
    "  --save DIR          save every game as DIR/game-NNNNN.nxr (labels\n"
    "                      name the players) and the results in\n"
    "                      DIR/match.journal; DIR is locked while it runs\n"
    "  --resume            continue the match saved in --save DIR: its\n"
    "                      finished games count, the others are played;\n"
    "                      the players, rules, options, seed and openings\n"
    "                      must be the saved ones (a difference is named)\n"
    "  --sprt elo0=E0,elo1=E1,alpha=A,beta=B[,model=trinomial]\n"
    "                      two players: stop as soon as the SPRT decides\n"
    "                      between Elo E0 and E1 (defaults 0, 5, 0.05,\n"
    "                      0.05), over pairs (pentanomial) by default\n"
    "  --size N            board size, 3..9 (default 5)\n"
    "  --capture-debt P1   debt per captured stone (default 2)\n"
    "  --unblock-debt P2   debt per unblocking removal (default 4)\n"
    "  --seed S            seed of the series (the rule of\n"
    "                      nexus_match_series; default 0)\n"
    "  --turn-limit N      stop a game, unfinished, after N turns\n"
    "                      (default 1000); unfinished counts as a draw\n"
    "  --show              print the first game move by move, before the\n"
    "                      statistics\n"
    "  --brief             with --show: one line per move, no boards\n"
    "  --record FILE       save the first game's record to FILE\n"
    "  --quiet             no line per game\n"
    "\n"
    "Examples: nexus match -j 2 --games 100 --save run1 \\\n"
    "            engine:'nexus engine --bot simple' strong\n"
    "          nexus match --tc 5+0.05 strong simple random\n"
    "          nexus match --gauntlet strong simple random\n"};
