/* The runner of the games of a match (match.h). Each game is played by a
 * child process of its own (match_game.c). The child saves the record and
 * appends the game's line to the journal, then reports the same line,
 * sealed, to the runner. It reports on a pipe that no engine can reach,
 * because the pipe is closed on exec and an engine keeps only its three
 * standard descriptors.
 *
 * The journal is what --resume reads. A game in the journal is finished
 * and is never played again. A game that is not in it was not finished,
 * because its process dies with the runner, and it is played again. */
#define _GNU_SOURCE /* It declares pipe2. */

#include "match.h"
#include "proc.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct slot {
    pid_t pid;
    int fd;
    unsigned g;
} slot;

typedef struct run_state {
    const match_config *cfg;
    match_outcome *out;
    match_shown_fn shown;
    void *ctx;
    slot *slots;
    long long running;
    unsigned next;
    int ok;
} run_state;

static int is_played(const match_outcome *o, const match_config *cfg,
                     unsigned g)
{
    const match_slot *s = &cfg->schedule[g];
    return o->tally[s->pairing].half[s->round] >= 0;
}

static void add_clock(match_clock *c, const journal_time *t)
{
    c->think_us += t->think_us;
    c->turns += t->turns;
    if (t->think_max_us > c->think_max_us)
        c->think_max_us = t->think_max_us;
    c->ping_us += t->ping_us;
    c->pings += t->pings;
}

void match_count(match_outcome *o, const match_config *cfg,
                 const journal_game *j)
{
    const match_slot *s = &cfg->schedule[j->index];
    const match_pairing *p = &cfg->pairings[s->pairing];
    match_tally *t = &o->tally[s->pairing];
    unsigned mate = s->round ^ 1u;
    int first_black = j->black == p->first, half = 1;
    if (j->outcome == NEXUS_OUTCOME_BLACK_WINS)
        half = first_black ? 2 : 0;
    else if (j->outcome == NEXUS_OUTCOME_WHITE_WINS)
        half = first_black ? 0 : 2;
    t->half[s->round] = (signed char)half;
    o->played++;
    o->forfeits += j->forfeit != 0;
    if (half == 2)
        t->stats.wins++;
    else if (half == 1)
        t->stats.draws++;
    else
        t->stats.losses++;
    if (mate < (unsigned)cfg->games && t->half[mate] >= 0)
        t->stats.penta[half + t->half[mate]]++;
    add_clock(&o->clock[j->black], &j->time[0]);
    add_clock(&o->clock[j->white], &j->time[1]);
}

/* Returns 1 if the journal's game `j` is the game number j->index of this
 * schedule, with the same players as Black and White, and 0 otherwise. */
static int fits(const match_config *cfg, const journal_game *j)
{
    return j->index < cfg->n_games &&
           j->black == match_player_of(cfg, j->index, 1) &&
           j->white == match_player_of(cfg, j->index, 0);
}

static void check_sprt(run_state *s)
{
    match_outcome *o = s->out;
    if (!s->cfg->sprt || o->decided)
        return;
    o->llr = stats_sprt_llr(&o->tally[0].stats, &s->cfg->test, &o->lower,
                            &o->upper);
    if (o->llr >= o->upper)
        o->decided = 1;
    else if (o->llr <= o->lower)
        o->decided = -1;
}

/* Runs as the child process of game g. It plays the game, sweeps up what
 * the engines left behind, reports the sealed line on `fd` and exits. */
static void child(const match_config *cfg, unsigned g, int fd, pid_t parent)
{
    char line[JOURNAL_LINE_CAP];
    journal_game j;
    int ok;
    proc_default_signals();
    /* The child dies with the runner, because an interrupted game is left
     * unfinished and is played again. */
    if (!proc_die_with_parent(parent))
        _exit(1);
    proc_become_reaper();
    ok = match_play_game(cfg, g, &j);
    proc_sweep(); /* It sweeps the engines' processes, setsid or not. */
    ok = ok && journal_format_game(line, sizeof line, &j);
    if (!ok || write(fd, line, strlen(line)) != (ssize_t)strlen(line))
        _exit(1);
    _exit(0);
}

/* Starts game g in a child process. Returns 1 if the child started, and 0
 * after an error, which it reports. */
static int start_game(run_state *s, unsigned g)
{
    slot *sl = &s->slots[s->running];
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
        child(s->cfg, g, fds[1], parent);
    }
    close(fds[1]);
    if (sl->pid < 0) {
        close(fds[0]);
        cli_error("match: fork: %s", strerror(errno));
        return 0;
    }
    sl->fd = fds[0];
    sl->g = g;
    s->running++;
    return 1;
}

/* Takes the line that a finished child reported and counts its game. The
 * line must have a good seal and be the game that the child was started
 * for. Returns 1 if it is, and 0 otherwise, after an error message. */
static int take_report(run_state *s, const slot *sl, int status)
{
    char line[JOURNAL_LINE_CAP], text[JOURNAL_LINE_CAP];
    journal_game j;
    ssize_t n = read(sl->fd, line, sizeof line - 1);
    line[n > 0 ? n : 0] = '\0';
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 ||
        !journal_unseal(text, sizeof text, line) ||
        !journal_parse_game(&j, text) || j.index != sl->g ||
        !fits(s->cfg, &j)) {
        cli_error("match: game %u could not be played", sl->g + 1);
        return 0;
    }
    match_count(s->out, s->cfg, &j);
    if (j.index == 0 && s->shown)
        s->shown(s->ctx, s->cfg);
    match_report_game(s->cfg, s->out, &j);
    check_sprt(s);
    return 1;
}

/* Waits for a child and takes its report. Returns 1 if the game was
 * played, and 0 if it failed or the wait was interrupted. */
static int finish_one(run_state *s)
{
    int status = 0, ok;
    long long i;
    for (;;) {
        pid_t pid = waitpid(-1, &status, 0);
        if (pid < 0 && errno == EINTR && !proc_interrupted())
            continue;
        if (pid < 0)
            return 0;
        for (i = 0; i < s->running && s->slots[i].pid != pid; i++)
            continue;
        if (i < s->running)
            break;
        /* The process was an orphan of a game, whose process died first,
         * and the wait has reaped it. */
    }
    ok = take_report(s, &s->slots[i], status);
    close(s->slots[i].fd);
    s->slots[i] = s->slots[--s->running];
    return ok;
}

/* Starts games while there are free slots, games left and no SPRT
 * decision, then waits for one game to end. Returns 0 once nothing runs
 * and nothing is left to start, or after an interruption, and 1
 * otherwise. */
static int step(run_state *s)
{
    const match_config *cfg = s->cfg;
    while (s->running < cfg->jobs && s->next < cfg->n_games &&
           !s->out->decided && s->ok && !proc_interrupted()) {
        if (!is_played(s->out, cfg, s->next) && !start_game(s, s->next))
            s->ok = 0;
        s->next++;
    }
    if (s->running == 0)
        return 0;
    if (!finish_one(s))
        s->ok = 0;
    return !proc_interrupted();
}

/* Kills the games still running after an interruption or an error, and
 * sweeps up the orphans of their engines. The games are unfinished, so
 * they are not in the journal. */
static void stop_all(run_state *s)
{
    long long i;
    for (i = 0; i < s->running; i++) {
        kill(s->slots[i].pid, SIGKILL);
        close(s->slots[i].fd);
    }
    s->running = 0;
    proc_sweep();
}

static int alloc_outcome(match_outcome *out, const match_config *cfg)
{
    unsigned p;
    memset(out, 0, sizeof *out);
    out->tally = calloc(cfg->n_pairings, sizeof *out->tally);
    if (!out->tally)
        return 0;
    for (p = 0; p < cfg->n_pairings; p++) {
        out->tally[p].half = malloc((size_t)cfg->games);
        if (!out->tally[p].half)
            return 0;
        memset(out->tally[p].half, -1, (size_t)cfg->games);
    }
    return 1;
}

void match_outcome_free(match_outcome *out, const match_config *cfg)
{
    unsigned p;
    for (p = 0; out->tally && p < cfg->n_pairings; p++)
        free(out->tally[p].half);
    free(out->tally);
    out->tally = NULL;
}

/* Counts the games of the saved journal that this match plays. A game
 * beyond the schedule is left out. Returns 1 on success, and 0 after an
 * error, which it reports. */
static int count_saved(match_outcome *out, const match_config *cfg,
                       const journal_contents *c, const char *path)
{
    unsigned beyond = 0;
    size_t i;
    for (i = 0; i < c->n_games; i++) {
        const journal_game *j = &c->games[i];
        if (j->index >= cfg->n_games) {
            beyond++;
            continue;
        }
        if (!fits(cfg, j)) {
            cli_error("match: --resume: %s: game %u is not the game this "
                      "match plays as number %u", path, j->index + 1,
                      j->index + 1);
            return 0;
        }
        match_count(out, cfg, j);
        out->resumed++;
    }
    if (beyond)
        printf("%s: %u game%s beyond the %u of this run, not counted\n", path,
               beyond, beyond == 1 ? "" : "s", cfg->n_games);
    return 1;
}

/* Reads the saved journal, checks its head against `head`, counts its
 * games and repairs the journal if it was damaged. Returns 1 on success,
 * and 0 after an error, which it reports. */
static int resume_journal(match_outcome *out, const match_config *cfg,
                          const char *path, const char *head)
{
    journal_contents c;
    int ok;
    if (!journal_read(&c, path))
        return 0;
    if (c.old_format) {
        cli_error("match: --resume: %s was written by nexus before 1.2: it "
                  "names neither the players nor the rules, so it cannot be "
                  "checked and is not resumed", path);
        journal_contents_free(&c);
        return 0;
    }
    ok = journal_check_head(c.head, head, path) &&
         count_saved(out, cfg, &c, path);
    if (ok && (c.damaged || c.recovered || c.duplicates)) {
        ok = journal_write(path, c.head, c.games, c.n_games);
        if (ok)
            printf("repaired %s: %u damaged line%s dropped, %u game%s kept "
                   "after a torn line, %u repeated line%s dropped\n", path,
                   c.damaged, c.damaged == 1 ? "" : "s", c.recovered,
                   c.recovered == 1 ? "" : "s", c.duplicates,
                   c.duplicates == 1 ? "" : "s");
    }
    journal_contents_free(&c);
    return ok;
}

/* Opens the journal for --save. It writes a new journal with its head, or
 * resumes the saved one with --resume. Returns 1 on success, and 0 after
 * an error. */
static int open_journal(match_outcome *out, const match_config *cfg)
{
    char path[4096];
    char *head = match_head(cfg);
    int ok;
    if (!head)
        return 0;
    snprintf(path, sizeof path, "%s/match.journal", cfg->dir);
    ok = cfg->resume ? resume_journal(out, cfg, path, head)
                     : journal_write(path, head, NULL, 0);
    free(head);
    return ok;
}

int match_run(match_outcome *out, const match_config *cfg,
              match_shown_fn shown, void *ctx)
{
    run_state s;
    memset(&s, 0, sizeof s);
    s.cfg = cfg;
    s.out = out;
    s.shown = shown;
    s.ctx = ctx;
    s.ok = 1;
    s.slots = calloc((size_t)cfg->jobs, sizeof *s.slots);
    if (!s.slots || !alloc_outcome(out, cfg)) {
        free(s.slots);
        cli_error("match: out of memory");
        return 0;
    }
    if (cfg->save && !open_journal(out, cfg)) {
        free(s.slots);
        return 0;
    }
    check_sprt(&s);
    proc_guard(); /* No engine can open the result pipes through /proc. */
    proc_become_reaper();
    proc_catch_signals();
    while (step(&s))
        continue;
    out->interrupted = proc_interrupted();
    if (s.running > 0 || out->interrupted)
        stop_all(&s);
    proc_sweep();
    proc_default_signals();
    free(s.slots);
    return s.ok && !out->interrupted;
}
