/* nexus-test-hostile: an engine that attacks the runner that starts it,
 * for the security tests of `nexus match` (tests/cli/security.sh). Usage:
 *
 *   nexus-test-hostile MODE ARG ENGINE...
 *
 * It does the mischief of MODE, then becomes ENGINE... (execvp), so that
 * the game is played by a real engine (`nexus engine --bot simple`):
 *
 *   fds FILE      writes the numbers of its open descriptors to FILE
 *   forge SIDE    writes forged journal lines, a win of SIDE (black or
 *                 white) in each of the games 1 to 16, to every
 *                 descriptor from 3 to 1023
 *   signals FILE  writes to FILE the signals it has ignored or blocked
 *                 ("all default" if none), and its session id
 *   setsid FILE   starts a process that leaves the engine's session
 *                 (setsid) and sleeps, and writes its pid to FILE.PID
 *   escape TEXT   answers its first genturn with TEXT, in which \e is
 *                 an escape byte and \a a bell, before becoming ENGINE
 *                 (it is a forfeit: TEXT is not a turn)
 *   procforge FILE  walks up its ancestors and, through /proc/PID/fd,
 *                 opens every pipe they hold (but its own) and writes
 *                 sealed journal lines in which it wins games 1 to 16;
 *                 FILE gets "opened N" and the errors it met (appended)
 *   pid FILE      writes its pid to FILE
 *   stderr TEXT   writes TEXT (\e an escape, \a a bell, \0 a NUL) and a
 *                 line of 4096 bytes to its stderr
 */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "journal.h" /* the sealed lines it forges */

static void write_fds(const char *path)
{
    FILE *f = fopen(path, "w");
    int fd, first = 1;
    if (!f)
        exit(90);
    for (fd = 0; fd < 1024; fd++) {
        if (fd == fileno(f) || fcntl(fd, F_GETFD) < 0)
            continue;
        fprintf(f, "%s%d", first ? "" : " ", fd);
        first = 0;
    }
    fprintf(f, "\n");
    fclose(f);
}

static void forge(const char *side)
{
    char line[256];
    int fd, g;
    for (fd = 3; fd < 1024; fd++) {
        for (g = 1; g <= 16; g++) {
            int len = snprintf(line, sizeof line,
                               "game %d result %.8s-wins audit turns 9\n", g,
                               side);
            if (write(fd, line, (size_t)len) < 0)
                break;
        }
    }
}

static void write_signals(const char *path)
{
    FILE *f = fopen(path, "w");
    sigset_t blocked;
    int sig, any = 0;
    if (!f)
        exit(90);
    sigprocmask(SIG_BLOCK, NULL, &blocked);
    for (sig = 1; sig < 32; sig++) {
        struct sigaction sa;
        if (sigaction(sig, NULL, &sa) == 0 && sa.sa_handler == SIG_IGN) {
            fprintf(f, "ignored %d\n", sig);
            any = 1;
        }
        if (sigismember(&blocked, sig) == 1) {
            fprintf(f, "blocked %d\n", sig);
            any = 1;
        }
    }
    fprintf(f, "session %ld\n", (long)getsid(0));
    if (!any)
        fprintf(f, "all default\n");
    fclose(f);
}

static void detach(const char *path)
{
    char mine[4096];
    pid_t pid = fork();
    if (pid < 0)
        exit(91);
    if (pid == 0) {
        FILE *f;
        int fd;
        setsid();
        for (fd = 0; fd < 3; fd++)
            close(fd); /* it holds no pipe of the runner's */
        snprintf(mine, sizeof mine, "%s.%ld", path, (long)getpid());
        f = fopen(mine, "w");
        if (f) {
            fprintf(f, "%ld\n", (long)getpid());
            fclose(f);
        }
        for (;;)
            pause();
    }
    /* Wait until the file is there, so that the test can read the pid. */
    snprintf(mine, sizeof mine, "%s.%ld", path, (long)pid);
    while (access(mine, F_OK) != 0)
        nanosleep(&(struct timespec){0, 1000000}, NULL);
}

/* The parent of `pid` from /proc/PID/stat, or 0. */
static long parent_of(long pid)
{
    char path[64], comm[256];
    long ppid = 0;
    FILE *f;
    snprintf(path, sizeof path, "/proc/%ld/stat", pid);
    f = fopen(path, "r");
    if (f && fscanf(f, "%*d (%255[^)]) %*c %ld", comm, &ppid) != 2)
        ppid = 0;
    if (f)
        fclose(f);
    return ppid;
}

/* Writes the forged lines (a win of the other player than the runner's
 * first, whatever the colours) to `fd`. */
static void write_forged(int fd)
{
    char line[JOURNAL_LINE_CAP];
    unsigned g;
    for (g = 0; g < 16; g++) {
        journal_game j;
        memset(&j, 0, sizeof j);
        j.index = g;
        j.black = g % 2 ? 0 : 1;
        j.white = 1 - j.black;
        j.outcome = j.black == 1 ? NEXUS_OUTCOME_BLACK_WINS
                                 : NEXUS_OUTCOME_WHITE_WINS;
        j.reason = NEXUS_REASON_AUDIT;
        j.turns = 9;
        if (journal_format_game(line, sizeof line, &j) &&
            write(fd, line, strlen(line)) < 0)
            return;
    }
}

/* Opens every pipe of process `pid` that is not one of its own. */
static void forge_through(long pid, FILE *log, int *opened)
{
    char dir[64], path[128], target[128], mine[3][128];
    struct dirent *e;
    DIR *d;
    int i;
    for (i = 0; i < 3; i++) {
        char self[32];
        ssize_t n;
        snprintf(self, sizeof self, "/proc/self/fd/%d", i);
        n = readlink(self, mine[i], sizeof mine[i] - 1);
        mine[i][n > 0 ? n : 0] = '\0';
    }
    snprintf(dir, sizeof dir, "/proc/%ld/fd", pid);
    d = opendir(dir);
    if (!d) {
        fprintf(log, "%s: %s\n", dir, strerror(errno));
        return;
    }
    while ((e = readdir(d)) != NULL) {
        ssize_t n;
        int fd;
        if (e->d_name[0] == '.')
            continue;
        snprintf(path, sizeof path, "%s/%.20s", dir, e->d_name);
        n = readlink(path, target, sizeof target - 1);
        target[n > 0 ? n : 0] = '\0';
        if (strncmp(target, "pipe:", 5) != 0 || !strcmp(target, mine[0]) ||
            !strcmp(target, mine[1]) || !strcmp(target, mine[2]))
            continue;
        fd = open(path, O_WRONLY | O_NONBLOCK);
        if (fd < 0) {
            fprintf(log, "%s: %s\n", path, strerror(errno));
            continue;
        }
        ++*opened;
        write_forged(fd);
        close(fd);
    }
    closedir(d);
}

static void procforge(const char *path)
{
    FILE *log = fopen(path, "a");
    long pid = getpid();
    int up, opened = 0;
    if (!log)
        exit(90);
    for (up = 0; up < 4 && (pid = parent_of(pid)) > 1; up++)
        forge_through(pid, log, &opened);
    fprintf(log, "opened %d\n", opened);
    fclose(log);
}

static void write_pid(const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f)
        exit(90);
    fprintf(f, "%ld\n", (long)getpid());
    fclose(f);
}

/* Copies TEXT into out[cap] with \e (an escape), \a (a bell) and \0 (a
 * NUL) decoded. Returns the number of bytes, at most cap - 1. */
static size_t decode(char *out, size_t cap, const char *text)
{
    static const char from[] = "ea0", to[] = {27, 7, 0};
    size_t n = 0, i;
    for (i = 0; text[i] && n + 1 < cap; i++) {
        const char *k = text[i] == '\\' && text[i + 1]
                            ? strchr(from, text[i + 1]) : NULL;
        out[n++] = k ? to[k - from] : text[i];
        i += k != NULL;
    }
    out[n] = '\0';
    return n;
}

/* TEXT with \e, \a and \0 decoded, then a long line, on stderr. */
static void write_stderr(const char *text)
{
    char out[4096];
    size_t n = decode(out, sizeof out - 1, text), i;
    out[n++] = '\n';
    if (write(2, out, n) < 0)
        exit(90);
    memset(out, 'x', sizeof out);
    for (i = 0; i < 4096; i += sizeof out / 2)
        if (write(2, out, sizeof out / 2) < 0)
            exit(90);
    if (write(2, "\n", 1) < 0)
        exit(90);
}

/* The first genturn gets TEXT (escapes decoded); the rest is ENGINE's,
 * which is started afterwards and never sees that request. */
static void escape(const char *text)
{
    char line[4096], out[512];
    decode(out, sizeof out, text);
    while (fgets(line, sizeof line, stdin)) {
        char *id_end = line + strspn(line, "0123456789");
        if (strncmp(id_end, " genturn", 8) == 0) {
            printf("=%.*s %s\n\n", (int)(id_end - line), line, out);
            fflush(stdout);
            return;
        }
        if (strncmp(id_end, " protocol_version", 17) == 0)
            printf("=%.*s 1\n\n", (int)(id_end - line), line);
        else if (strncmp(id_end, " name", 5) == 0)
            printf("=%.*s hostile\n\n", (int)(id_end - line), line);
        else
            printf("=%.*s\n\n", (int)(id_end - line), line);
        fflush(stdout);
    }
    exit(0);
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: nexus-test-hostile MODE ARG ENGINE...\n");
        return 2;
    }
    if (strcmp(argv[1], "fds") == 0)
        write_fds(argv[2]);
    else if (strcmp(argv[1], "forge") == 0)
        forge(argv[2]);
    else if (strcmp(argv[1], "signals") == 0)
        write_signals(argv[2]);
    else if (strcmp(argv[1], "setsid") == 0)
        detach(argv[2]);
    else if (strcmp(argv[1], "escape") == 0)
        escape(argv[2]);
    else if (strcmp(argv[1], "procforge") == 0)
        procforge(argv[2]);
    else if (strcmp(argv[1], "pid") == 0)
        write_pid(argv[2]);
    else if (strcmp(argv[1], "stderr") == 0)
        write_stderr(argv[2]);
    else
        return 2;
    execvp(argv[3], argv + 3);
    fprintf(stderr, "nexus-test-hostile: %s: %s\n", argv[3], strerror(errno));
    return 127;
}
