/* Running the games of a match (match.h). Each game is played by a child
 * process of its own (its players, engines included, start and end in
 * it), which saves the record, then appends one line to the journal
 * DIR/match.journal with a single write (so a line is whole or absent),
 * then reports the same line to the runner. The journal is what --resume
 * reads: a game in it is finished and never played again; a game not in it
 * was not finished (its process dies with the runner) and is played. */
#define _GNU_SOURCE /* pipe2 */

#include "match.h"
#include "proc.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define LINE_CAP 512

void match_record_path(char *buf, size_t cap, const char *dir,
                       unsigned index)
{
    snprintf(buf, cap, "%s/game-%05u.nxr", dir, index + 1);
}

static void journal_path(char *buf, size_t cap, const char *dir)
{
    snprintf(buf, cap, "%s/match.journal", dir);
}

/* The game of `index` before its first turn: its opening, or empty. */
static nexus_game *opening(const match_config *cfg, unsigned index)
{
    nexus_game *g = NULL;
    if (cfg->n_openings == 0) {
        nexus_status st = nexus_game_new(&g, &cfg->rules);
        if (st != NEXUS_OK)
            cli_status_error("new game", st);
        return g;
    }
    if (!cli_parse_record("opening", cfg->openings[(index / 2) %
                                                   cfg->n_openings],
                          strlen(cfg->openings[(index / 2) %
                                               cfg->n_openings]),
                          &g))
        return NULL;
    return g;
}

/* The journal line of a finished game. */
static void format_line(char *line, size_t cap, unsigned index,
                        const cli_game_result *r)
{
    const char *o = nexus_outcome_name(r->outcome);
    const char *why = r->forfeit != NEXUS_EMPTY ? "forfeit"
                                                : nexus_reason_name(r->reason);
    int n = snprintf(line, cap, "game %u result %s %s turns %zu", index + 1,
                     o, why, r->turns);
    if (r->forfeit != NEXUS_EMPTY && n > 0 && (size_t)n < cap)
        n += snprintf(line + n, cap - (size_t)n, " loser %s why %s",
                      r->forfeit == NEXUS_BLACK ? "B" : "W", r->why);
    if (n < 0 || (size_t)n + 2 > cap)
        n = (int)cap - 2;
    line[n] = '\n';
    line[n + 1] = '\0';
}

/* Append `line` to the journal in one write. */
static int append_journal(const match_config *cfg, const char *line)
{
    char path[4096];
    size_t n = strlen(line);
    int fd, ok;
    journal_path(path, sizeof path, cfg->dir);
    fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0644);
    if (fd < 0) {
        cli_error("%s: %s", path, strerror(errno));
        return 0;
    }
    ok = write(fd, line, n) == (ssize_t)n;
    return (close(fd) == 0) && ok;
}

/* The record of a finished game, with the forfeit as a comment line. */
static int save_game(const match_config *cfg, unsigned index,
                     const nexus_game *game, const cli_game_result *r)
{
    char path[4096], note[400] = "";
    match_record_path(path, sizeof path, cfg->dir, index);
    if (r->forfeit != NEXUS_EMPTY)
        snprintf(note, sizeof note, "# forfeit: %s loses: %s\n",
                 cli_color_name(r->forfeit), r->why);
    else if (r->unfinished)
        snprintf(note, sizeof note, "# unfinished: turn limit %lld\n",
                 cfg->turn_limit);
    return cli_save_record(path, game, note);
}

/* Play game `index` (in the child) into `line`; 0 after an error. */
static int play_game(const match_config *cfg, unsigned index, char *line,
                     size_t cap)
{
    cli_player p[2] = {{NULL, NULL}, {NULL, NULL}};
    uint64_t seed[3] = {0, 0, 0};
    cli_game_result r;
    int a = index % 2 == 0 ? 0 : 1; /* player a is Black in even games */
    nexus_game *game = opening(cfg, index);
    int ok = game != NULL;
    nexus_match_game_seeds(&seed[NEXUS_BLACK], &seed[NEXUS_WHITE], cfg->seed,
                           index);
    ok = ok && cli_make_player(&p[a], cfg->kinds[0],
                               seed[a == 0 ? NEXUS_BLACK : NEXUS_WHITE],
                               &cfg->time);
    ok = ok && cli_make_player(&p[1 - a], cfg->kinds[1],
                               seed[a == 0 ? NEXUS_WHITE : NEXUS_BLACK],
                               &cfg->time);
    if (ok) {
        nexus_bot_seed(p[0].bot, seed[NEXUS_BLACK]);
        nexus_bot_seed(p[1].bot, seed[NEXUS_WHITE]);
        ok = cli_arbitrate(&r, game, &p[0], &p[1], (size_t)cfg->turn_limit);
    }
    ok = ok && save_game(cfg, index, game, &r);
    if (ok)
        format_line(line, cap, index, &r);
    cli_player_free(&p[0]);
    cli_player_free(&p[1]);
    nexus_game_free(game);
    return ok;
}

/* The child of game `index`: play, journal, report on `fd`, exit. */
static void child(const match_config *cfg, unsigned index, int fd,
                  pid_t parent)
{
    char line[LINE_CAP];
    int ok;
    if (!proc_die_with_parent(parent)) /* an interrupted game is unfinished */
        _exit(1);
    proc_become_reaper();
    ok = play_game(cfg, index, line, sizeof line);
    proc_sweep(); /* what the engines left behind, setsid or not */
    if (!ok || !append_journal(cfg, line))
        _exit(1);
    if (write(fd, line, strlen(line)) < 0)
        _exit(1);
    _exit(0);
}

/* a's score in halves (0, 1, 2) of a journal line's game, or -1 if the
 * line is not one; *index is its game. */
static int parse_line(const char *line, unsigned *index)
{
    char outcome[16], reason[16];
    size_t turns;
    int a_black;
    if (sscanf(line, "game %u result %15s %15s turns %zu", index, outcome,
               reason, &turns) != 4 || *index == 0)
        return -1;
    (*index)--;
    a_black = *index % 2 == 0;
    if (strcmp(outcome, "black-wins") == 0)
        return a_black ? 2 : 0;
    if (strcmp(outcome, "white-wins") == 0)
        return a_black ? 0 : 2;
    return 1; /* draw, no winner, unfinished */
}

typedef struct run_state {
    const match_config *cfg;
    match_outcome *out;
    signed char *half; /* a's score in halves per game, -1 until played */
} run_state;

/* Count game `index` scoring `half`, and its pair if complete. */
static void count_game(run_state *s, unsigned index, int half)
{
    match_stats *st = &s->out->stats;
    unsigned mate = index ^ 1u;
    s->half[index] = (signed char)half;
    s->out->played++;
    if (half == 2)
        st->wins++;
    else if (half == 1)
        st->draws++;
    else
        st->losses++;
    if (mate < (unsigned)s->cfg->games && s->half[mate] >= 0)
        st->penta[half + s->half[mate]]++;
}

/* Read the journal of a resumed match. */
static void load_journal(run_state *s)
{
    char path[4096], line[LINE_CAP];
    FILE *f;
    journal_path(path, sizeof path, s->cfg->dir);
    f = fopen(path, "r");
    if (!f)
        return;
    while (fgets(line, sizeof line, f)) {
        unsigned index;
        int half = parse_line(line, &index);
        if (half >= 0 && index < (unsigned)s->cfg->games &&
            s->half[index] < 0) {
            count_game(s, index, half);
            s->out->resumed++;
        }
    }
    fclose(f);
}

static void check_sprt(run_state *s)
{
    match_outcome *o = s->out;
    if (!s->cfg->sprt || o->decided)
        return;
    o->llr = stats_sprt_llr(&o->stats, &s->cfg->test, &o->lower, &o->upper);
    if (o->llr >= o->upper)
        o->decided = 1;
    else if (o->llr <= o->lower)
        o->decided = -1;
}

typedef struct slot {
    pid_t pid;
    int fd;
    unsigned index;
} slot;

/* Start game `index` in a child; 0 after an error. */
static int start_game(run_state *s, slot *sl, unsigned index)
{
    pid_t parent = getpid();
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) {
        cli_error("match: pipe: %s", strerror(errno));
        return 0;
    }
    fflush(NULL);
    sl->pid = fork();
    if (sl->pid == 0) {
        close(fds[0]);
        child(s->cfg, index, fds[1], parent);
    }
    close(fds[1]);
    if (sl->pid < 0) {
        close(fds[0]);
        cli_error("match: fork: %s", strerror(errno));
        return 0;
    }
    sl->fd = fds[0];
    sl->index = index;
    return 1;
}

/* The progress line of a finished game. */
static void report(const run_state *s, unsigned index, const char *line)
{
    const match_stats *st = &s->out->stats;
    const char *res = strstr(line, "result ");
    int a_black = index % 2 == 0;
    if (s->cfg->quiet)
        return;
    printf("game %u: %s (Black) vs %s (White): %.*s [%u of %lld, %s %.1f - "
           "%.1f %s]\n",
           index + 1, s->cfg->kinds[a_black ? 0 : 1],
           s->cfg->kinds[a_black ? 1 : 0],
           res ? (int)strcspn(res + 7, "\n") : 0, res ? res + 7 : "",
           s->out->played, s->cfg->games, s->cfg->kinds[0],
           st->wins + st->draws / 2.0, st->losses + st->draws / 2.0,
           s->cfg->kinds[1]);
    fflush(stdout);
}

/* Wait for a child, take its line; 0 if the game failed. */
static int finish_one(run_state *s, slot *slots, long long *running)
{
    char line[LINE_CAP];
    int status = 0, half;
    unsigned index;
    long long i;
    ssize_t n;
    pid_t pid = waitpid(-1, &status, 0);
    for (i = 0; i < *running && slots[i].pid != pid; i++)
        continue;
    if (pid < 0 || i == *running)
        return 0;
    n = read(slots[i].fd, line, sizeof line - 1);
    close(slots[i].fd);
    line[n > 0 ? n : 0] = '\0';
    index = slots[i].index;
    slots[i] = slots[--*running];
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 ||
        (half = parse_line(line, &index)) < 0) {
        cli_error("match: game %u could not be played", index + 1);
        return 0;
    }
    count_game(s, index, half);
    report(s, index, line);
    check_sprt(s);
    return 1;
}

/* Start games while there are slots, games and no SPRT decision; wait for
 * one. 0 once nothing runs and nothing is left to start. */
static int step(run_state *s, slot *slots, long long *running,
                unsigned *next, int *ok)
{
    while (*running < s->cfg->jobs && *next < (unsigned)s->cfg->games &&
           !s->out->decided && *ok) {
        if (s->half[*next] >= 0) {
            (*next)++;
            continue;
        }
        if (!start_game(s, &slots[*running], *next))
            *ok = 0;
        else
            ++*running;
        (*next)++;
    }
    if (*running == 0)
        return 0;
    if (!finish_one(s, slots, running))
        *ok = 0;
    return 1;
}

int match_run(match_outcome *out, const match_config *cfg)
{
    run_state s;
    slot *slots = calloc((size_t)cfg->jobs, sizeof *slots);
    long long running = 0, i;
    unsigned next = 0;
    int ok = slots != NULL;
    memset(out, 0, sizeof *out);
    s.cfg = cfg;
    s.out = out;
    s.half = malloc((size_t)cfg->games);
    if (!s.half || !ok) {
        free(slots);
        free(s.half);
        cli_error("match: out of memory");
        return 0;
    }
    for (i = 0; i < cfg->games; i++)
        s.half[i] = -1;
    if (cfg->resume)
        load_journal(&s);
    check_sprt(&s);
    while (step(&s, slots, &running, &next, &ok))
        continue;
    free(slots);
    free(s.half);
    return ok;
}
