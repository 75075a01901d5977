/* The processes and the lines of the engine client (engine_io.h). */
#define _POSIX_C_SOURCE 200809L

#include "clock.h"
#include "engine_io.h"
#include "clean.h"
#include "proc.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

void engine_io_set_label(engine_io *e, const char *label)
{
    cli_clean(e->label, sizeof e->label, label);
}

/* Sets the label of an engine whose name is not known yet. The label is
 * the last part of its program's path, such as "python3" or "engine". */
static void label_of(engine_io *e, const char *command)
{
    char word[sizeof e->label];
    const char *start = command + strspn(command, " \t'\""), *slash;
    size_t len = strcspn(start, " \t'\"");
    snprintf(word, sizeof word, "%.*s", (int)len, start);
    slash = strrchr(word, '/');
    engine_io_set_label(e, slash && slash[1] ? slash + 1 : word);
}

int engine_io_start(engine_io *e, const char *command)
{
    memset(e, 0, sizeof *e);
    e->pid = -1;
    e->to = e->from = e->err = -1;
    label_of(e, command);
    /* A dead engine is an error, not a signal. */
    signal(SIGPIPE, SIG_IGN);
    e->pid = proc_spawn(command, &e->to, &e->from, &e->err);
    if (e->pid < 0) {
        char shown[128];
        return engine_io_fail(e, "cannot run %s: %s",
                              cli_clean(shown, sizeof shown, command),
                              strerror(errno));
    }
    return 1;
}


/* Shows the line in e->err_line, within the cap of the whole stderr. */
static void show_err_line(engine_io *e)
{
    char clean[ENGINE_STDERR_LINE * 4 + 1];
    if (e->err_shown < ENGINE_STDERR_CAP) {
        e->err_shown += e->err_have;
        cli_clean_bytes(clean, sizeof clean, e->err_line, e->err_have);
        fprintf(stderr, "%s: %s%s\n", e->label, clean,
                e->err_cut ? " [line cut]" : "");
        if (e->err_shown >= ENGINE_STDERR_CAP)
            fprintf(stderr, "%s: [more than %d KiB on stderr: the rest is "
                    "not shown]\n", e->label, ENGINE_STDERR_CAP / 1024);
    }
    e->err_have = 0;
}

/* Takes the bytes that an engine wrote to its stderr into lines. */
static void take_err(engine_io *e, const char *b, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        if (b[i] == '\n') {
            if (!e->err_cut || e->err_have > 0)
                show_err_line(e);
            e->err_cut = 0;
            continue;
        }
        if (e->err_have == sizeof e->err_line) {
            if (!e->err_cut) {
                e->err_cut = 1;
                show_err_line(e);
            }
            continue; /* The rest of a line too long is dropped. */
        }
        if (!e->err_cut)
            e->err_line[e->err_have++] = b[i];
    }
}

/* Reads what waits on the engine's stderr, without blocking when `now` is
 * 1. At the end of the stderr, it shows the last partial line and closes
 * the stderr. */
static void read_err(engine_io *e, int now)
{
    char b[4096];
    struct pollfd p;
    ssize_t got;
    while (e->err >= 0) {
        p.fd = e->err;
        p.events = POLLIN;
        if (now && poll(&p, 1, 0) <= 0)
            return;
        got = read(e->err, b, sizeof b);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0) {
            if (e->err_have > 0)
                show_err_line(e);
            close(e->err);
            e->err = -1;
            return;
        }
        take_err(e, b, (size_t)got);
        if (!now)
            return;
    }
}

/* Writes into `how` how the engine ended after `ms` of grace, such as
 * "exited with status 3". */
static void reap(engine_io *e, char *how, size_t cap, int ms)
{
    int status = 0, i;
    pid_t r = 0;
    snprintf(how, cap, "still running");
    for (i = 0; e->pid > 0 && i <= ms / 10; i++) {
        r = waitpid(e->pid, &status, WNOHANG);
        if (r != 0)
            break;
        nanosleep(&(struct timespec){0, 10000000L}, NULL);
    }
    if (e->pid > 0 && r == 0) {
        proc_kill_session(e->pid);
        r = waitpid(e->pid, &status, 0);
    }
    if (r > 0 && WIFEXITED(status))
        snprintf(how, cap, "exited with status %d", WEXITSTATUS(status));
    else if (r > 0 && WIFSIGNALED(status))
        snprintf(how, cap, "killed by signal %d", WTERMSIG(status));
    if (e->pid > 0)
        /* It kills what the engine left running in its session. */
        proc_kill_session(e->pid);
    e->pid = -1;
}

static void close_pipes(engine_io *e)
{
    read_err(e, 1); /* It shows what the engine wrote before its end. */
    if (e->err >= 0) {
        if (e->err_have > 0)
            show_err_line(e);
        close(e->err);
    }
    e->err = -1;
    if (e->to >= 0)
        close(e->to);
    if (e->from >= 0)
        close(e->from);
    e->to = e->from = -1;
}

void engine_io_stop(engine_io *e)
{
    char how[64], text[ENGINE_REPLY_CAP];
    /* Wait for the reply to quit, so that the engine is not left writing
     * it into a closed pipe. */
    if (e->to >= 0 && !e->failure[0] && !e->quit_sent)
        engine_io_request(e, "quit", text, sizeof text, 500);
    close_pipes(e);
    reap(e, how, sizeof how, 200);
}

int engine_io_fail(engine_io *e, const char *fmt, ...)
{
    va_list ap;
    char how[64], raw[sizeof e->failure];
    if (e->failure[0])
        return 0;
    va_start(ap, fmt);
    vsnprintf(raw, sizeof raw, fmt, ap);
    va_end(ap);
    /* The failure quotes the engine's bytes, so they are cleaned once,
     * here. */
    cli_clean(e->failure, sizeof e->failure, raw);
    if (!e->failure[0])
        snprintf(e->failure, sizeof e->failure, "failed");
    close_pipes(e);
    proc_kill_session(e->pid);
    reap(e, how, sizeof how, 0);
    return 0;
}

/* Records that the engine closed its output, because it crashed or quit.
 * Returns 0. */
static int crashed(engine_io *e)
{
    char how[64];
    close_pipes(e);
    reap(e, how, sizeof how, 500);
    return engine_io_fail(e, "crashed: the engine %s", how);
}

/* Waits for input until `deadline`, or without one when it is 0, and shows
 * the engine's stderr meanwhile. `reply` is the reply being read: once its
 * first line came, a timeout means that its empty line never came.
 * Returns 1 when input waits, and 0 after a failure. */
static int wait_input(engine_io *e, long deadline, long timeout_ms,
                      const engine_reply *reply)
{
    struct pollfd p[2];
    int r;
    for (;;) {
        long left = deadline ? deadline - cli_now_ms() : -1;
        if (deadline && left < 0)
            left = 0;
        p[0].fd = e->from;
        p[0].events = POLLIN;
        p[1].fd = e->err;
        p[1].events = POLLIN;
        p[0].revents = p[1].revents = 0;
        r = poll(p, e->err >= 0 ? 2 : 1, (int)left);
        if (r < 0 && errno == EINTR)
            continue;
        if (r > 0 && p[1].revents && !p[0].revents) {
            read_err(e, 0);
            continue;
        }
        break;
    }
    if (r == 0 && reply->started)
        return engine_io_fail(e, "unterminated reply: the reply to request "
                              "%lu has no empty line at its end (none within "
                              "%ld ms)", reply->id, timeout_ms);
    if (r == 0 && e->on_clock)
        return engine_io_fail(e, "timeout: out of time, no reply within the "
                              "%ld ms left on its clock", timeout_ms);
    if (r == 0)
        return engine_io_fail(e, "timeout: no reply within %ld ms",
                              timeout_ms);
    return r > 0 ? 1 : engine_io_fail(e, "poll: %s", strerror(errno));
}

/* Reads what the engine wrote into e->buf. Returns 1 on success, and 0
 * after a failure. */
static int read_more(engine_io *e, long deadline, long timeout_ms,
                     const engine_reply *reply)
{
    for (;;) {
        ssize_t got;
        if (!wait_input(e, deadline, timeout_ms, reply))
            return 0;
        got = read(e->from, e->buf + e->have, sizeof e->buf - e->have);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return crashed(e);
        e->have += (size_t)got;
        return 1;
    }
}

int engine_io_send(engine_io *e, const char *request, unsigned long *id)
{
    char out[ENGINE_REPLY_CAP];
    int n;
    if (e->failure[0])
        return 0;
    *id = ++e->next_id;
    e->quit_sent |= strcmp(request, "quit") == 0;
    n = snprintf(out, sizeof out, "%lu %s\n", *id, request);
    if (n < 0 || (size_t)n >= sizeof out || write(e->to, out, (size_t)n) != n)
        return crashed(e);
    return 1;
}

int engine_io_write(engine_io *e, const char *bytes, size_t n)
{
    if (e->failure[0])
        return 0;
    if (write(e->to, bytes, n) != (ssize_t)n)
        return crashed(e);
    return 1;
}

unsigned long engine_io_next_id(engine_io *e)
{
    return ++e->next_id;
}

engine_answer engine_io_read(engine_io *e, unsigned long id, char *text,
                             size_t cap, long timeout_ms)
{
    long deadline = timeout_ms ? cli_now_ms() + timeout_ms : 0;
    engine_reply r;
    if (e->failure[0])
        return ENGINE_FAILED;
    engine_reply_init(&r, id, text, cap);
    r.on_info = e->on_info;
    r.info_ctx = e->info_ctx;
    for (;;) {
        engine_feed got =
            engine_reply_feed(&r, e->buf, &e->have, sizeof e->buf);
        if (got == ENGINE_FEED_DONE)
            return r.ok ? ENGINE_ANSWERED : ENGINE_REFUSED;
        if (got == ENGINE_FEED_FAILED) {
            engine_io_fail(e, "%s", r.failure);
            return ENGINE_FAILED;
        }
        if (!read_more(e, deadline, timeout_ms, &r))
            return ENGINE_FAILED;
    }
}

engine_answer engine_io_request(engine_io *e, const char *request,
                                char *text, size_t cap, long timeout_ms)
{
    unsigned long id;
    if (!engine_io_send(e, request, &id))
        return ENGINE_FAILED;
    return engine_io_read(e, id, text, cap, timeout_ms);
}
