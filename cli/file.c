/* The files that the tool reads and writes (cli.h). They are read with a
 * bound, and written so that a write can neither be redirected nor lost. */
#define _GNU_SOURCE /* It declares mkostemp. */

#include "cli.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#define WHY_CAP 192

/* Opens `path` for reading and checks that it is a regular file no larger
 * than `cap`, or a pipe, which is read up to the cap. Returns the
 * descriptor, or -1 with the reason in why[WHY_CAP]. */
static int open_bounded(const char *path, size_t cap, char *why)
{
    struct stat sb;
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (fd < 0) {
        snprintf(why, WHY_CAP, "%s", strerror(errno));
        return -1;
    }
    if (fstat(fd, &sb) != 0 ||
        (!S_ISREG(sb.st_mode) && !S_ISFIFO(sb.st_mode))) {
        snprintf(why, WHY_CAP, "not a regular file (a record, an openings "
                 "file or a journal is a regular file or a pipe)");
        close(fd);
        return -1;
    }
    if (S_ISREG(sb.st_mode) && (uintmax_t)sb.st_size > cap) {
        snprintf(why, WHY_CAP, "larger than the limit of %zu MiB", cap >> 20);
        close(fd);
        return -1;
    }
    /* A pipe is read blocking, like any input. */
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    return fd;
}

/* Reads fd to its end into a buffer of at most cap + 1 bytes. Returns 1
 * on success, and 0 otherwise, with the reason in why[WHY_CAP]. */
static int read_all(int fd, size_t cap, char **text, size_t *len, char *why)
{
    size_t n = 0, size = 0;
    char *buf = NULL;
    for (;;) {
        ssize_t got;
        if (size - n < 4096 && size <= cap) {
            size_t grown_size = size ? size * 2 : 8192;
            char *grown;
            if (grown_size > cap + 2)
                grown_size = cap + 2;
            grown = realloc(buf, grown_size);
            if (!grown) {
                snprintf(why, WHY_CAP, "out of memory");
                free(buf);
                return 0;
            }
            buf = grown;
            size = grown_size;
        }
        got = read(fd, buf + n, size - n - 1);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            snprintf(why, WHY_CAP, "%s", strerror(errno));
            free(buf);
            return 0;
        }
        if (got == 0)
            break;
        n += (size_t)got;
        if (n > cap) {
            snprintf(why, WHY_CAP, "larger than the limit of %zu MiB",
                     cap >> 20);
            free(buf);
            return 0;
        }
    }
    buf[n] = '\0';
    *text = buf;
    *len = n;
    return 1;
}

/* Reads `path` whole, with the reason of a failure in why[WHY_CAP]. The
 * path "-" names standard input, as it does for most Unix tools; it is read
 * with the same bound and left open. Returns 1 when the text was read,
 * and 0 otherwise. */
static int read_capped(const char *path, size_t cap, char **text,
                       size_t *len, char *why)
{
    int fd, ok;
    if (strcmp(path, "-") == 0)
        return read_all(STDIN_FILENO, cap, text, len, why);
    fd = open_bounded(path, cap, why);
    if (fd < 0)
        return 0;
    ok = read_all(fd, cap, text, len, why);
    close(fd);
    return ok;
}

int cli_read_file_capped(const char *path, size_t cap, char **text,
                         size_t *len)
{
    char why[WHY_CAP];
    if (read_capped(path, cap, text, len, why))
        return 1;
    cli_error("%s: %s", path, why);
    return 0;
}

int cli_read_file_why(const char *path, char **text, size_t *len, char *why,
                      size_t cap)
{
    char reason[WHY_CAP];
    if (read_capped(path, CLI_FILE_CAP, text, len, reason))
        return 1;
    snprintf(why, cap, "%s", reason);
    return 0;
}

int cli_read_file(const char *path, char **text, size_t *len)
{
    return cli_read_file_capped(path, CLI_FILE_CAP, text, len);
}

/* Writes the directory part of `path` into buf, or "." for a bare name. */
static void dir_of(char *buf, size_t cap, const char *path)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(buf, cap, ".");
    else if (slash == path)
        snprintf(buf, cap, "/");
    else
        snprintf(buf, cap, "%.*s", (int)(slash - path), path);
}

/* Syncs a directory with fsync, so that a rename in it lasts. Returns 1
 * on success, and 0 otherwise. */
static int sync_dir(const char *dir)
{
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC), ok;
    if (fd < 0)
        return 0;
    /* Some file systems refuse to sync a directory, with EINVAL. */
    ok = fsync(fd) == 0 || errno == EINVAL;
    close(fd);
    return ok;
}

/* Writes all of text, again after an interrupted write. Returns 1 on
 * success, and 0 after an error, with errno set. */
static int write_all(int fd, const char *text, size_t len)
{
    while (len > 0) {
        ssize_t put = write(fd, text, len);
        if (put < 0 && errno == EINTR)
            continue;
        if (put <= 0)
            return 0;
        text += put;
        len -= (size_t)put;
    }
    return 1;
}

/* Makes a new temporary file beside `path` with mkostemp, whose O_EXCL
 * never takes an existing name and never goes through a symbolic link. The
 * file gets the permissions that a plain creation would give. Returns its
 * descriptor, or -1 after an error. */
static int make_temp(char *tmp, size_t cap, const char *dir, const char *path)
{
    const char *base = strrchr(path, '/');
    mode_t mask = umask(0);
    int fd, n;
    umask(mask);
    base = base ? base + 1 : path;
    n = snprintf(tmp, cap, "%s/.%s.XXXXXX", dir, base);
    if (n < 0 || (size_t)n >= cap) {
        errno = ENAMETOOLONG;
        return -1;
    }
    fd = mkostemp(tmp, O_CLOEXEC);
    if (fd >= 0)
        fchmod(fd, 0666 & ~mask);
    return fd;
}

int cli_write_file(const char *path, const char *text, size_t len)
{
    char dir[4096], tmp[4096 + 64];
    int fd, ok, saved;
    dir_of(dir, sizeof dir, path);
    fd = make_temp(tmp, sizeof tmp, dir, path);
    if (fd < 0) {
        cli_error("cannot write %s: %s", path, strerror(errno));
        return 0;
    }
    ok = write_all(fd, text, len) && fsync(fd) == 0;
    saved = errno;
    ok = close(fd) == 0 && ok;
    ok = ok && rename(tmp, path) == 0;
    if (!ok) {
        saved = errno ? errno : saved;
        unlink(tmp);
        cli_error("cannot write %s: %s", path, strerror(saved));
        return 0;
    }
    if (!sync_dir(dir)) {
        cli_error("cannot write %s: the directory %s: %s", path, dir,
                  strerror(errno));
        return 0;
    }
    return 1;
}

/* Returns why a file opened with O_NOFOLLOW could not be opened. ELOOP,
 * which strerror words as "Too many levels of symbolic links", means that
 * the file is a symbolic link. */
static const char *open_failure(int err)
{
    if (err == ELOOP)
        return "it is a symbolic link, which nexus never writes through "
               "(remove the link)";
    return strerror(err);
}

int cli_append_line(const char *path, const char *line)
{
    size_t n = strlen(line);
    int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW,
                  0644);
    int ok;
    if (fd < 0) {
        cli_error("%s: %s", path, open_failure(errno));
        return 0;
    }
    errno = 0;
    /* The line goes in one write, so that the lines of several processes
     * never interleave. */
    ok = write(fd, line, n) == (ssize_t)n && fsync(fd) == 0;
    if (!ok)
        cli_error("%s: %s", path, errno ? strerror(errno) : "short write");
    return close(fd) == 0 && ok;
}

int cli_lock(const char *path, int *fd_out)
{
    char pid[32];
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd < 0) {
        cli_error("%s: %s", path, open_failure(errno));
        return 0;
    }
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ssize_t got = read(fd, pid, sizeof pid - 1);
        pid[got > 0 ? got : 0] = '\0';
        /* The file may have been written by anyone, so only its digits
         * are shown. */
        pid[strspn(pid, "0123456789")] = '\0';
        cli_error("%s is held by another run%s%s%s: wait for it to end",
                  path, pid[0] ? " (pid " : "", pid, pid[0] ? ")" : "");
        close(fd);
        return 0;
    }
    snprintf(pid, sizeof pid, "%ld\n", (long)getpid());
    if (ftruncate(fd, 0) != 0 || write(fd, pid, strlen(pid)) < 0) {
        cli_error("%s: %s", path, strerror(errno));
        close(fd);
        return 0;
    }
    *fd_out = fd;
    return 1;
}
