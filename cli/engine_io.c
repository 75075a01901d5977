/* The engine client's processes and lines (engine_io.h). */
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

int engine_io_start(engine_io *e, const char *command)
{
    memset(e, 0, sizeof *e);
    e->pid = -1;
    e->to = e->from = -1;
    signal(SIGPIPE, SIG_IGN); /* a dead engine is an error, not a signal */
    e->pid = proc_spawn(command, &e->to, &e->from);
    if (e->pid < 0)
        return engine_io_fail(e, "cannot start: %s", strerror(errno));
    return 1;
}

/* How the engine ended, after `ms` of grace: "exited with status 3". */
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
        proc_kill_session(e->pid); /* what it left running in its session */
    e->pid = -1;
}

static void close_pipes(engine_io *e)
{
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

int engine_io_fail(engine_io *e, const char *fmt, ...) /* returns 0 */
{
    va_list ap;
    char how[64], raw[sizeof e->failure];
    if (e->failure[0])
        return 0;
    va_start(ap, fmt);
    vsnprintf(raw, sizeof raw, fmt, ap);
    va_end(ap);
    /* The failure quotes the engine's bytes: clean them once, here. */
    cli_clean(e->failure, sizeof e->failure, raw);
    if (!e->failure[0])
        snprintf(e->failure, sizeof e->failure, "failed");
    close_pipes(e);
    proc_kill_session(e->pid);
    reap(e, how, sizeof how, 0);
    return 0;
}

/* The engine closed its output: it crashed or quit. */
static int crashed(engine_io *e)
{
    char how[64];
    close_pipes(e);
    reap(e, how, sizeof how, 500);
    return engine_io_fail(e, "crashed: the engine %s", how);
}

/* Wait for input until `deadline` (0: none); 0 after a failure. */
static int wait_input(engine_io *e, long deadline, long timeout_ms)
{
    struct pollfd p;
    int r;
    long left = deadline ? deadline - cli_now_ms() : -1;
    if (deadline && left < 0)
        left = 0;
    p.fd = e->from;
    p.events = POLLIN;
    do
        r = poll(&p, 1, (int)left);
    while (r < 0 && errno == EINTR);
    if (r == 0)
        return engine_io_fail(e, "timeout: no reply within %ld ms",
                              timeout_ms);
    return r > 0 ? 1 : engine_io_fail(e, "poll: %s", strerror(errno));
}

/* Read what the engine wrote into e->buf; 0 after a failure. */
static int read_more(engine_io *e, long deadline, long timeout_ms)
{
    for (;;) {
        ssize_t got;
        if (!wait_input(e, deadline, timeout_ms))
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

int engine_io_read(engine_io *e, unsigned long id, char *text, size_t cap,
                   long timeout_ms)
{
    long deadline = timeout_ms ? cli_now_ms() + timeout_ms : 0;
    engine_reply r;
    if (e->failure[0])
        return -1;
    engine_reply_init(&r, id, text, cap);
    r.on_info = e->on_info;
    r.info_ctx = e->info_ctx;
    for (;;) {
        int got = engine_reply_feed(&r, e->buf, &e->have, sizeof e->buf);
        if (got > 0)
            return r.ok;
        if (got < 0)
            return engine_io_fail(e, "%s", r.failure) - 1;
        if (!read_more(e, deadline, timeout_ms))
            return -1;
    }
}

int engine_io_request(engine_io *e, const char *request, char *text,
                      size_t cap, long timeout_ms)
{
    unsigned long id;
    if (!engine_io_send(e, request, &id))
        return -1;
    return engine_io_read(e, id, text, cap, timeout_ms);
}
