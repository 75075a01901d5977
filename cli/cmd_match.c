/* nexus match: a tournament runner between two players (built-in bots or
 * engine:COMMAND), with parallel games, openings, time control, saved
 * games, resume, Elo and SPRT. The games are played by match_run.c. */
#define _POSIX_C_SOURCE 200809L

#include "match.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct match_args {
    match_config cfg;
    cli_rules_args rules;
    long long turn_ms, game_ms;
    const char *sprt, *openings, *record;
    int show, brief, games_given;
    char tmp[64];
} match_args;

/* --sprt elo0=A,elo1=B,alpha=C,beta=D (commas or spaces). */
static int parse_sprt(sprt_test *t, const char *text)
{
    double v[4] = {0, 5, 0.05, 0.05};
    static const char *const keys[] = {"elo0=", "elo1=", "alpha=", "beta="};
    int k;
    for (k = 0; k < 4; k++) {
        const char *p = strstr(text, keys[k]);
        if (p)
            v[k] = strtod(p + strlen(keys[k]), NULL);
    }
    t->elo0 = v[0];
    t->elo1 = v[1];
    t->alpha = v[2];
    t->beta = v[3];
    if (!(v[1] > v[0]) || !(v[2] > 0 && v[2] < 0.5) || !(v[3] > 0 && v[3] < 0.5)) {
        cli_error("match: --sprt needs elo0 < elo1 and alpha, beta in "
                  "(0, 0.5), e.g. elo0=0,elo1=10,alpha=0.05,beta=0.05");
        return 0;
    }
    return 1;
}

/* One line of an openings file as record text: a `start` position on
 * the match's rules, or the path of a record (relative to the file). */
static char *opening_text(const match_args *a, const char *line,
                          const char *base)
{
    char path[4096], *text = NULL;
    size_t len;
    int n;
    if (strncmp(line, "start ", 6) == 0)
        return cli_rules_record(&a->cfg.rules, line + 6);
    n = line[0] == '/' ? snprintf(path, sizeof path, "%s", line)
                       : snprintf(path, sizeof path, "%s/%s", base, line);
    if (n < 0 || (size_t)n >= sizeof path) {
        cli_error("match: the path of opening '%s' is too long", line);
        return NULL;
    }
    return cli_read_file(path, &text, &len) ? text : NULL;
}

/* Read the openings file: every line an opening, checked by replaying. */
static int load_openings(match_args *a)
{
    char line[4096], base[4096], *slash;
    FILE *f = fopen(a->openings, "r");
    int ok = f != NULL;
    if (!f)
        cli_error("match: cannot read %s", a->openings);
    snprintf(base, sizeof base, "%s", a->openings);
    slash = strrchr(base, '/');
    if (slash)
        *slash = '\0';
    else
        snprintf(base, sizeof base, ".");
    while (ok && fgets(line, sizeof line, f)) {
        nexus_game *g = NULL;
        char **grown, *text;
        line[strcspn(line, "\r\n")] = '\0';
        if (!line[0] || line[0] == '#')
            continue;
        text = opening_text(a, line, base);
        ok = text && cli_parse_record(line, text, strlen(text), &g);
        nexus_game_free(g);
        grown = ok ? realloc(a->cfg.openings, (a->cfg.n_openings + 1) *
                                                  sizeof *grown)
                   : NULL;
        if (!grown) {
            free(text);
            ok = 0;
            break;
        }
        a->cfg.openings = grown;
        a->cfg.openings[a->cfg.n_openings++] = text;
    }
    if (f)
        fclose(f);
    if (ok && a->cfg.n_openings == 0)
        cli_error("match: no opening in %s", a->openings);
    return ok && a->cfg.n_openings > 0;
}

static void free_openings(match_config *cfg)
{
    size_t i;
    for (i = 0; i < cfg->n_openings; i++)
        free(cfg->openings[i]);
    free(cfg->openings);
}

static int check_args(match_args *a, char **pos, int npos)
{
    match_config *c = &a->cfg;
    int k;
    for (k = 0; k < npos; k++) {
        if (!cli_is_player_kind(pos[k])) {
            cli_error("match: unknown player '%s' (players: %s)", pos[k],
                      cli_bot_kinds);
            return 0;
        }
        c->kinds[k] = pos[k];
    }
    c->rules = cli_rules_options(&a->rules);
    c->time.turn_ms = (long)a->turn_ms;
    c->time.game_ms = (long)a->game_ms;
    if (c->resume && !c->dir) {
        cli_error("match: --resume needs --save DIR (the match to resume)");
        return 0;
    }
    if (a->sprt && !parse_sprt(&c->test, a->sprt))
        return 0;
    c->sprt = a->sprt != NULL;
    if (a->openings && !load_openings(a))
        return 0;
    if (!a->games_given)
        c->games = a->show ? 1 : c->n_openings ? 2 * (long long)c->n_openings
                                                : 10;
    return 1;
}

static cli_parse_result parse_args(match_args *a, int argc, char **argv)
{
    match_config *c = &a->cfg;
    char *pos[2];
    int npos;
    const cli_opt_spec specs[] = {
        {"--games", CLI_OPT_INT, &c->games, 1, 1000000, &a->games_given},
        {"-j", CLI_OPT_INT, &c->jobs, 1, 256, NULL},
        {"--jobs", CLI_OPT_INT, &c->jobs, 1, 256, NULL},
        CLI_RULES_OPTS(&a->rules),
        {"--seed", CLI_OPT_U64, &c->seed, 0, 0, NULL},
        {"--turn-limit", CLI_OPT_INT, &c->turn_limit, 0, 1000000000LL, NULL},
        {"--time", CLI_OPT_INT, &a->turn_ms, 1, 86400000LL, NULL},
        {"--game-time", CLI_OPT_INT, &a->game_ms, 1, 864000000LL, NULL},
        {"--openings", CLI_OPT_STRING, &a->openings, 0, 0, NULL},
        {"--save", CLI_OPT_STRING, &c->dir, 0, 0, NULL},
        {"--resume", CLI_OPT_FLAG, &c->resume, 0, 0, NULL},
        {"--sprt", CLI_OPT_STRING, &a->sprt, 0, 0, NULL},
        {"--record", CLI_OPT_STRING, &a->record, 0, 0, NULL},
        {"--show", CLI_OPT_FLAG, &a->show, 0, 0, NULL},
        {"--brief", CLI_OPT_FLAG, &a->brief, 0, 0, NULL},
        {"--quiet", CLI_OPT_FLAG, &c->quiet, 0, 0, NULL},
        {NULL, CLI_OPT_FLAG, NULL, 0, 0, NULL},
    };
    cli_parse_result r;
    memset(a, 0, sizeof *a);
    cli_rules_init(&a->rules);
    c->games = 10;
    c->jobs = 1;
    c->turn_limit = CLI_TURN_LIMIT;
    c->kinds[0] = "simple";
    c->kinds[1] = "random";
    r = cli_parse(&cli_cmd_match, specs, argc, argv, pos, 2, &npos);
    if (r == CLI_PARSED && !check_args(a, pos, npos))
        r = CLI_BAD;
    return r;
}

static void print_elo(const char *what, const elo_estimate *e)
{
    printf("%s: score %.4f, Elo %+.1f, 95%% interval [%+.1f, %+.1f]\n", what,
           e->score, e->elo, e->lo, e->hi);
}

static void summary(const match_config *c, const match_outcome *o)
{
    const match_stats *s = &o->stats;
    elo_estimate e;
    printf("summary: %u games (%u resumed): %s %u wins, %s %u wins, "
           "%u draws\n",
           o->played, o->resumed, c->kinds[0], s->wins, c->kinds[1],
           s->losses, s->draws);
    printf("score of %s: %.1f of %u\n", c->kinds[0], s->wins + s->draws / 2.0,
           o->played);
    if (stats_elo_trinomial(&e, s))
        print_elo("games", &e);
    printf("pairs: %u %u %u %u %u (pair scores 0, 1/2, 1, 3/2, 2)\n",
           s->penta[0], s->penta[1], s->penta[2], s->penta[3], s->penta[4]);
    if (stats_elo_pentanomial(&e, s))
        print_elo("pairs", &e);
    if (c->sprt)
        printf("SPRT elo0=%g elo1=%g alpha=%g beta=%g: LLR %.3f, bounds "
               "[%.3f, %.3f]: %s\n",
               c->test.elo0, c->test.elo1, c->test.alpha, c->test.beta,
               o->llr, o->lower, o->upper,
               o->decided > 0   ? "H1 accepted (elo1), stopped"
               : o->decided < 0 ? "H0 accepted (elo0), stopped"
                                : "not decided");
}

/* --show and --record: the first game, from its saved record. */
static int first_game(const match_args *a)
{
    char path[4096];
    nexus_game *g = NULL;
    int ok;
    if (!a->show && !a->record)
        return 1;
    match_record_path(path, sizeof path, a->cfg.dir, 0);
    if (!cli_load_record(path, &g))
        return 0;
    ok = !a->show || cli_show_game(stdout, g, a->brief);
    ok = ok && (!a->record || cli_save_record(a->record, g, NULL));
    nexus_game_free(g);
    return ok;
}

/* A private directory for the games when --save is not given. */
static int temp_dir(match_args *a)
{
    const char *t = getenv("TMPDIR");
    snprintf(a->tmp, sizeof a->tmp, "%s/nexus-match-XXXXXX",
             t && t[0] && strlen(t) < 40 ? t : "/tmp");
    if (!mkdtemp(a->tmp)) {
        cli_error("match: cannot make a temporary directory");
        return 0;
    }
    a->cfg.dir = a->tmp;
    return 1;
}

static void remove_temp(match_args *a)
{
    char path[4096];
    long long i;
    for (i = 0; i < a->cfg.games; i++) {
        match_record_path(path, sizeof path, a->tmp, (unsigned)i);
        remove(path);
    }
    snprintf(path, sizeof path, "%s/match.journal", a->tmp);
    remove(path);
    rmdir(a->tmp);
}

/* --save DIR: made if need be; a match already there only with --resume. */
static int save_dir(const match_config *c)
{
    char path[4096];
    struct stat sb;
    if (mkdir(c->dir, 0755) != 0 && (stat(c->dir, &sb) != 0 ||
                                     !S_ISDIR(sb.st_mode))) {
        cli_error("match: cannot make the directory %s", c->dir);
        return 0;
    }
    snprintf(path, sizeof path, "%s/match.journal", c->dir);
    if (!c->resume && stat(path, &sb) == 0) {
        cli_error("match: %s holds a match: continue it with --resume, or "
                  "save to another directory", c->dir);
        return 0;
    }
    return 1;
}

static cli_exit cmd_match(int argc, char **argv)
{
    match_args a;
    match_outcome o;
    int ok;
    cli_parse_result r = parse_args(&a, argc, argv);
    if (r != CLI_PARSED) {
        free_openings(&a.cfg);
        return cli_parse_exit(r);
    }
    ok = a.cfg.dir ? save_dir(&a.cfg) : temp_dir(&a);
    printf("%s against %s: %lld game%s on %dx%d, capture debt %d, unblock "
           "debt %d, %lld at a time\n",
           a.cfg.kinds[0], a.cfg.kinds[1], a.cfg.games,
           a.cfg.games == 1 ? "" : "s", a.cfg.rules.size, a.cfg.rules.size,
           a.cfg.rules.capture_debt, a.cfg.rules.unblock_debt, a.cfg.jobs);
    ok = ok && match_run(&o, &a.cfg);
    if (ok)
        summary(&a.cfg, &o);
    ok = ok && first_game(&a);
    if (a.tmp[0])
        remove_temp(&a);
    free_openings(&a.cfg);
    return ok ? CLI_OK : CLI_FAIL;
}

const cli_command cli_cmd_match = {
    "match", cmd_match, "a tournament between two players: Elo, SPRT",
    "usage: nexus match [OPTIONS] [A [B]]\n"
    "\n"
    "Play games between players A and B (default: simple against random),\n"
    "A as Black in the odd-numbered games and as White in the others, so\n"
    "that games 2k-1 and 2k form a pair (same opening, colours swapped).\n"
    "A player is a built-in bot (simple, random, strong) or an external\n"
    "engine, engine:COMMAND, speaking the engine protocol\n"
    "(docs/protocol.md). The library checks every turn: an engine that\n"
    "crashes, falls silent past its time, answers garbage or plays an\n"
    "illegal turn loses that game, the reason recorded, and the match\n"
    "goes on. One line per finished game, then a summary: score, Elo\n"
    "difference with a 95% interval (per game and per pair), the\n"
    "pentanomial tally of the pairs, and the SPRT if asked for.\n"
    "\n"
    "Options:\n"
    "  --games N           games to play (default 10; with --openings, two\n"
    "                      per opening; with --show, 1)\n"
    "  -j N, --jobs N      games played at once, each in its own process\n"
    "  --openings FILE     one opening per line: a record's `start` line\n"
    "                      (start BOARD BD WD B|W QUIET) or the path of a\n"
    "                      record (.nxr) to play on from; each is played\n"
    "                      twice, colours swapped\n"
    "  --time MS           time per turn of an engine, in milliseconds\n"
    "                      (default 60000)\n"
    "  --game-time MS      time per game of each engine (its clock)\n"
    "  --save DIR          save every game as DIR/game-NNNNN.nxr (labels\n"
    "                      name the players) and the results in\n"
    "                      DIR/match.journal\n"
    "  --resume            continue the match saved in --save DIR: its\n"
    "                      finished games count, the others are played\n"
    "                      (give the same options)\n"
    "  --sprt elo0=E0,elo1=E1,alpha=A,beta=B\n"
    "                      stop as soon as the SPRT decides between Elo\n"
    "                      E0 and E1 (defaults 0, 5, 0.05, 0.05)\n"
    "  --size N            board size, 3..9 (default 5)\n"
    "  --capture-debt P1   debt per captured stone (default 2)\n"
    "  --unblock-debt P2   debt per unblocking removal (default 4)\n"
    "  --seed S            seed of the series (the rule of\n"
    "                      nexus_match_series; default 0)\n"
    "  --turn-limit N      stop a game, unfinished, after N turns\n"
    "                      (default 1000); unfinished counts as a draw\n"
    "  --show              print the first game move by move\n"
    "  --brief             with --show: one line per move, no boards\n"
    "  --record FILE       save the first game's record to FILE\n"
    "  --quiet             no line per game\n"
    "\n"
    "Example: nexus match -j 2 --games 100 --save run1 \\\n"
    "           engine:'nexus engine --bot simple' strong\n"};
