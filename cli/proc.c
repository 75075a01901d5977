/* The engine processes, how they start and how they end (proc.h). */
#define _GNU_SOURCE /* It declares pipe2 and NSIG. */

#include "proc.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

#define MAX_CHILDREN 256

/* The signal proc_catch_signals() caught. A signal handler can only leave
 * a mark in a static variable; the tool reads it after the interrupted
 * call returns. */
static volatile sig_atomic_t caught;

void proc_init_stdio(void)
{
    int fd;
    for (fd = 0; fd < 3; fd++) {
        if (fcntl(fd, F_GETFD) >= 0)
            continue;
        if (open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY) != fd)
            _exit(126); /* It cannot happen, because fd is the lowest free
                           descriptor. */
    }
}

/* Closes every descriptor from `low` up. */
static void close_from(int low)
{
    long max, fd;
#if defined(__linux__) && defined(SYS_close_range)
    if (syscall(SYS_close_range, (unsigned)low, ~0u, 0u) == 0)
        return;
#endif
    max = sysconf(_SC_OPEN_MAX);
    if (max < 0 || max > 1L << 20)
        max = 1L << 16;
    for (fd = low; fd < max; fd++)
        close((int)fd);
}

/* Sets every signal back to its default action and blocks none, because
 * an engine must not inherit the tool's ignored SIGPIPE or its mask. */
static void default_dispositions(void)
{
    struct sigaction dfl;
    sigset_t none;
    int sig;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    for (sig = 1; sig < NSIG; sig++)
        sigaction(sig, &dfl, NULL); /* It fails, harmlessly, for SIGKILL
                                       and SIGSTOP. */
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
}

/* Returns 1 if `c` may appear in a command run without a shell, and 0
 * otherwise. */
static int plain_byte(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9') || strchr(" \t_./:,+%@=-", c) != NULL;
}

/* Splits `command` into words at blanks when it has no shell syntax (only
 * plain bytes, and no assignment in its first word). Returns the number of
 * words, or 0 if the command needs a shell. `copy` holds the words. */
static size_t split_plain(const char *command, char *copy, size_t cap,
                          char **argv, size_t max)
{
    size_t n = 0, len = strlen(command), i;
    char *p;
    if (len >= cap)
        return 0;
    for (i = 0; i < len; i++)
        if (!plain_byte(command[i]))
            return 0;
    memcpy(copy, command, len + 1);
    for (p = strtok(copy, " \t"); p; p = strtok(NULL, " \t")) {
        if (n + 1 >= max || (n == 0 && strchr(p, '=')))
            return 0;
        argv[n++] = p;
    }
    argv[n] = NULL;
    return n;
}

/* Returns 1 if `command` holds a list, a pipe, a subshell, a group or a
 * command substitution, and 0 otherwise. A `&` counts, unless it is that
 * of a redirection such as 2>&1. */
static int compound(const char *command)
{
    const char *p;
    if (strpbrk(command, ";|()`{}\n") != NULL)
        return 1;
    for (p = command; (p = strchr(p, '&')) != NULL; p++)
        if (p == command || (p[-1] != '>' && p[-1] != '<'))
            return 1;
    return 0;
}

/* Returns 1 if the shell can run `command` as `exec command`, and 0
 * otherwise. It can when the command is simple: it has no list, pipe,
 * subshell, group or compound word, and no assignment before it. Such a
 * command is then the process that the tool started, and it dies with the
 * tool (PR_SET_PDEATHSIG). Without the exec, dash, which is Debian's sh,
 * would keep itself as the engine's parent. */
static int simple_command(const char *command)
{
    static const char *const words[] = {"if", "then", "else", "elif", "fi",
        "do", "done", "case", "esac", "while", "until", "for", "in", "!",
        "{", "}", "exec", "[[", "function", "select"};
    size_t first = strspn(command, " \t"), len, i;
    if (compound(command))
        return 0;
    len = strcspn(command + first, " \t");
    if (len == 0 || memchr(command + first, '=', len) != NULL)
        return 0;
    for (i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strlen(words[i]) == len &&
            memcmp(words[i], command + first, len) == 0)
            return 0;
    return 1;
}

/* The child's descriptor that tells the parent why the exec failed. It is
 * close-on-exec, so a successful exec closes it and the parent reads an
 * end of file. */
#define EXEC_STATUS_FD 3

/* Runs `command`. A command without shell syntax runs directly, a simple
 * command runs as `exec command` under sh, and any other command runs as
 * it is under sh. A direct exec that fails writes its errno to
 * EXEC_STATUS_FD, so that the parent can refuse a mistyped command at once
 * instead of sending it requests. */
static void run_command(const char *command)
{
    char copy[4096], script[4096 + 8], *argv[64];
    if (split_plain(command, copy, sizeof copy, argv, 64) > 0) {
        int code;
        ssize_t sent;
        execvp(argv[0], argv);
        code = errno;
        /* If the write fails, the parent reads an end of file and learns
         * of the failure from the exit status instead. */
        sent = write(EXEC_STATUS_FD, &code, sizeof code);
        (void)sent;
        _exit(127);
    }
    if (simple_command(command) &&
        (size_t)snprintf(script, sizeof script, "exec %s", command) <
            sizeof script)
        command = script;
    execl("/bin/sh", "sh", "-c", command, (char *)NULL);
}

/* Runs in the child of proc_spawn. It sets up the child's session, its
 * three standard descriptors, the descriptor of the exec status and its
 * signals, then runs the command. */
static void engine_child(const int fds[3], int status_fd, pid_t parent,
                         const char *command)
{
    int fd;
    /* An engine never outlives the process that started it. */
    if (!proc_die_with_parent(parent))
        _exit(127);
    setsid();
    for (fd = 0; fd < 3; fd++)
        if (fds[fd] >= 0 && dup2(fds[fd], fd) < 0)
            _exit(127);
    if (dup2(status_fd, EXEC_STATUS_FD) < 0 ||
        fcntl(EXEC_STATUS_FD, F_SETFD, FD_CLOEXEC) < 0)
        _exit(127);
    close_from(EXEC_STATUS_FD + 1);
    default_dispositions();
    run_command(command);
    _exit(127);
}

/* Closes the descriptors of n pipes and keeps errno. A descriptor of -1
 * is skipped. */
static void close_pipes(int (*p)[2], int n)
{
    int saved = errno, i;
    for (i = 0; i < n; i++) {
        if (p[i][0] >= 0)
            close(p[i][0]);
        if (p[i][1] >= 0)
            close(p[i][1]);
    }
    errno = saved;
}

void proc_guard(void)
{
#if defined(__linux__)
    prctl(PR_SET_DUMPABLE, 0UL, 0UL, 0UL, 0UL);
#endif
}

/* Waits until the child has run its command. Returns 0 when it has, which
 * the status descriptor shows by closing unread. Otherwise it reaps the
 * child and returns the errno of its failed direct exec. */
static int exec_error(int status_fd, pid_t pid)
{
    int code = 0;
    ssize_t n;
    do
        n = read(status_fd, &code, sizeof code);
    while (n < 0 && errno == EINTR);
    if (n != (ssize_t)sizeof code)
        return 0;
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
        continue;
    return code != 0 ? code : ENOEXEC;
}

pid_t proc_spawn(const char *command, int *to, int *from, int *err)
{
    /* The child's stdin, stdout, stderr and exec status, in that order. */
    int p[4][2] = {{-1, -1}, {-1, -1}, {-1, -1}, {-1, -1}}, i, code;
    int child_fds[3];
    pid_t parent = getpid(), pid;
    proc_guard(); /* It comes before any engine can see this process. */
    for (i = 0; i < 4; i++)
        if ((i != 2 || err) && pipe2(p[i], O_CLOEXEC) != 0) {
            close_pipes(p, 4);
            return -1;
        }
    child_fds[0] = p[0][0];
    child_fds[1] = p[1][1];
    child_fds[2] = p[2][1];
    fflush(NULL);
    pid = fork();
    if (pid == 0)
        engine_child(child_fds, p[3][1], parent, command);
    code = pid < 0 ? errno : 0;
    close(p[3][1]);
    p[3][1] = -1;
    if (pid > 0)
        code = exec_error(p[3][0], pid);
    if (code != 0) {
        close_pipes(p, 4);
        errno = code;
        return -1;
    }
    *to = p[0][1];
    *from = p[1][0];
    if (err)
        *err = p[2][0];
    p[0][1] = p[1][0] = p[2][0] = -1;
    close_pipes(p, 4);
    return pid;
}

void proc_kill_session(pid_t pid)
{
    if (pid > 0)
        kill(-pid, SIGKILL);
}

int proc_die_with_parent(pid_t parent)
{
#if defined(__linux__)
    prctl(PR_SET_PDEATHSIG, (unsigned long)SIGKILL, 0UL, 0UL, 0UL);
#endif
    return getppid() == parent;
}

void proc_become_reaper(void)
{
#if defined(__linux__)
    prctl(PR_SET_CHILD_SUBREAPER, 1UL, 0UL, 0UL, 0UL);
#endif
}

/* Appends the pids of a `children` file of /proc to kids[], which holds n
 * of at most cap. Returns the new count. */
static size_t read_children(const char *path, pid_t *kids, size_t n,
                            size_t cap)
{
    FILE *f = fopen(path, "re");
    long pid;
    if (!f)
        return n;
    while (n < cap && fscanf(f, "%ld", &pid) == 1)
        kids[n++] = (pid_t)pid;
    fclose(f);
    return n;
}

/* Lists the children of this process from /proc/self/task/TID/children,
 * one file for each thread. Returns the number of children, which is 0
 * where /proc cannot tell. */
static size_t list_children(pid_t *kids, size_t cap)
{
    DIR *d = opendir("/proc/self/task");
    struct dirent *e;
    size_t n = 0;
    if (!d)
        return 0;
    while ((e = readdir(d)) != NULL && n < cap) {
        char path[64];
        if (e->d_name[0] == '.')
            continue;
        snprintf(path, sizeof path, "/proc/self/task/%.20s/children",
                 e->d_name);
        n = read_children(path, kids, n, cap);
    }
    closedir(d);
    return n;
}

void proc_sweep(void)
{
    pid_t kids[MAX_CHILDREN];
    for (;;) {
        size_t n = list_children(kids, MAX_CHILDREN), i;
        int status;
        for (i = 0; i < n; i++)
            kill(kids[i], SIGKILL);
        if (n == 0) {
            while (waitpid(-1, &status, WNOHANG) > 0)
                continue;
            return;
        }
        while (waitpid(-1, &status, 0) < 0 && errno == EINTR)
            continue;
    }
}

static void on_signal(int sig)
{
    caught = sig;
}

static void set_handlers(void (*handler)(int))
{
    static const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
    struct sigaction sa;
    size_t i;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    /* No SA_RESTART is set, so that the blocking call returns EINTR. */
    sa.sa_flags = 0;
    for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
        sigaction(sigs[i], &sa, NULL);
}

void proc_catch_signals(void)
{
    set_handlers(on_signal);
}

void proc_default_signals(void)
{
    caught = 0;
    set_handlers(SIG_DFL);
}

int proc_interrupted(void)
{
    return caught;
}
