/* io.c - whole files in and out (see sow_report.h): outputs checked before the
 * work, written to memory, committed together; inputs read whole. */
#define _GNU_SOURCE                  /* O_TMPFILE, linkat on /proc/self/fd */
#include "sow_report.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int fail(sow_error *err, const char *path, const char *fmt, ...)
{
    va_list ap;
    if (!err) return -1;
    memset(err, 0, sizeof *err);
    snprintf(err->file, sizeof err->file, "%s", path);
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    return -1;
}

/* The directory of path ("." for a bare name), into dir. */
static void dir_of(const char *path, char *dir, size_t cap)
{
    const char *slash = strrchr(path, '/');
    if (!slash) snprintf(dir, cap, ".");
    else if (slash == path) snprintf(dir, cap, "/");
    else snprintf(dir, cap, "%.*s", (int)(slash - path), path);
}

/* A new unnamed file in dir (O_TMPFILE), else a named one (mkstemp) whose
 * name goes to tmp. -1 with errno when neither can be made. */
static int new_file(const char *dir, const char *base, char *tmp, size_t cap)
{
    tmp[0] = '\0';
#ifdef O_TMPFILE
    int fd = open(dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0644);
    if (fd >= 0) return fd;
    if (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL) return -1;
#endif
    if ((size_t)snprintf(tmp, cap, "%s/.%s.sow-XXXXXX", dir, base) >= cap) {
        errno = ENAMETOOLONG;
        return -1;
    }
    int named = mkstemp(tmp);
    if (named >= 0) fchmod(named, 0644);
    return named;
}

static int dir_writable(const char *path, sow_error *err)
{
    char dir[PATH_MAX], tmp[PATH_MAX + 64];
    struct stat st;
    dir_of(path, dir, sizeof dir);
    if (stat(dir, &st) != 0)
        return fail(err, path, "cannot write here: the directory %s %s", dir,
                    errno == ENOENT ? "does not exist" : strerror(errno));
    if (!S_ISDIR(st.st_mode)) return fail(err, path, "cannot write here: %s is not a directory", dir);
    int fd = new_file(dir, "check", tmp, sizeof tmp);
    if (fd < 0) return fail(err, path, "cannot write in the directory %s: %s", dir, strerror(errno));
    close(fd);
    if (tmp[0]) unlink(tmp);
    return 0;
}

static int check(sow_out *o, const char *path, sow_error *err);

/* Checked on every rank alike (the same errors); only rank 0 writes. */
int sow_out_check(sow_out *o, const char *path, sow_error *err)
{
    int rc = check(o, path, err);
    if (rc == 0 && sow_rank() > 0) o->kind = SOW_OUT_NONE;
    return rc;
}

static int check(sow_out *o, const char *path, sow_error *err)
{
    struct stat st;
    memset(o, 0, sizeof *o);
    if (!path || !*path) return fail(err, "", "expected a file name (or - for standard output)");
    if ((size_t)snprintf(o->path, sizeof o->path, "%s", path) >= sizeof o->path)
        return fail(err, path, "the file name is too long");
    if (!strcmp(path, "-") || !strcmp(path, "/dev/stdout")) {
        o->kind = SOW_OUT_STDOUT;
        return 0;
    }
    if (lstat(path, &st) != 0) {
        if (errno != ENOENT) return fail(err, path, "cannot use it: %s", strerror(errno));
        o->kind = SOW_OUT_REPLACE;
        return dir_writable(path, err);
    }
    if (S_ISLNK(st.st_mode)) {
        struct stat to;
        if (stat(path, &to) == 0 && (S_ISCHR(to.st_mode) || S_ISFIFO(to.st_mode) || S_ISSOCK(to.st_mode))) {
            o->kind = SOW_OUT_STREAM;
            return 0;
        }
        return fail(err, path, "it is a symbolic link: sow replaces a results file whole and will not "
                    "replace a link; give the path of the file it points to");
    }
    if (S_ISDIR(st.st_mode)) return fail(err, path, "it is a directory; expected a file name");
    if (S_ISBLK(st.st_mode)) return fail(err, path, "it is a block device; expected a file name");
    if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)) {
        o->kind = SOW_OUT_STREAM;
        return 0;
    }
    o->kind = SOW_OUT_REPLACE;
    return dir_writable(path, err);
}

FILE *sow_out_begin(sow_out *o, sow_error *err)
{
    if (!o->mem) o->mem = open_memstream(&o->buf, &o->len);
    if (!o->mem) fail(err, o->path, "out of memory");
    return o->mem;
}

void sow_out_discard(sow_out *o)
{
    if (o->mem) fclose(o->mem);
    free(o->buf);
    o->mem = NULL;
    o->buf = NULL;
    o->len = 0;
}

static int write_all(int fd, const char *p, size_t n)
{
    while (n) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return -1;
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

/* A regular file's content, written and synced but not yet named. */
typedef struct {
    int fd;
    char tmp[PATH_MAX + 64];     /* a named temporary (mkstemp), or "" (O_TMPFILE) */
} staged;

static int stage(sow_out *o, staged *s, sow_error *err)
{
    char dir[PATH_MAX];
    const char *base = strrchr(o->path, '/');
    dir_of(o->path, dir, sizeof dir);
    s->fd = new_file(dir, base ? base + 1 : o->path, s->tmp, sizeof s->tmp);
    if (s->fd < 0) return fail(err, o->path, "cannot create a file in %s: %s", dir, strerror(errno));
    if (write_all(s->fd, o->buf, o->len) != 0 || fsync(s->fd) != 0) {
        int e = errno ? errno : EIO;
        close(s->fd);
        if (s->tmp[0]) unlink(s->tmp);
        s->fd = -1;
        return fail(err, o->path, "cannot write it: %s; the file was left as it was", strerror(e));
    }
    return 0;
}

/* Names a staged file o->path, unless that became something other than a
 * regular file meanwhile. */
static int publish(sow_out *o, staged *s, sow_error *err)
{
    struct stat st;
    char dir[PATH_MAX];
    int rc = 0;
    if (lstat(o->path, &st) == 0 && !S_ISREG(st.st_mode)) {
        rc = fail(err, o->path, "it is no longer a regular file; it was not replaced");
    } else if (!s->tmp[0]) {
        char proc[64];
        const char *base = strrchr(o->path, '/');
        dir_of(o->path, dir, sizeof dir);
        snprintf(proc, sizeof proc, "/proc/self/fd/%d", s->fd);
        for (int k = 0; k < 100; k++) {                     /* a fresh name, then over the target */
            int w = snprintf(s->tmp, sizeof s->tmp, "%s/.%s.sow-%d-%d", dir, base ? base + 1 : o->path,
                             (int)getpid(), k);
            if (w < 0 || (size_t)w >= sizeof s->tmp) {
                errno = ENAMETOOLONG;
                s->tmp[0] = '\0';
                break;
            }
            if (linkat(AT_FDCWD, proc, AT_FDCWD, s->tmp, AT_SYMLINK_FOLLOW) == 0) break;
            if (errno != EEXIST) {
                s->tmp[0] = '\0';
                break;
            }
        }
        if (!s->tmp[0]) rc = fail(err, o->path, "cannot name it: %s", strerror(errno));
    }
    if (rc == 0 && rename(s->tmp, o->path) != 0) rc = fail(err, o->path, "cannot replace it: %s", strerror(errno));
    if (rc != 0 && s->tmp[0]) unlink(s->tmp);
    close(s->fd);
    if (rc == 0) {                                          /* the new name, durable */
        dir_of(o->path, dir, sizeof dir);
        int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (dfd >= 0) {
            fsync(dfd);
            close(dfd);
        }
    }
    return rc;
}

static int stream_out(sow_out *o, sow_error *err)
{
    if (o->kind == SOW_OUT_STDOUT) {
        fflush(stdout);
        if (write_all(STDOUT_FILENO, o->buf, o->len) != 0)
            return fail(err, o->path, "cannot write to standard output: %s", strerror(errno));
        return 0;
    }
    int fd = open(o->path, O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) return fail(err, o->path, "cannot open it: %s", strerror(errno));
    int bad = write_all(fd, o->buf, o->len) != 0;
    int e = errno;
    if (close(fd) != 0 && !bad) {
        bad = 1;
        e = errno;
    }
    return bad ? fail(err, o->path, "cannot write to it: %s", strerror(e)) : 0;
}

int sow_out_commit(sow_out *o, int n, sow_error *err)
{
    enum { MAX = 16 };
    staged s[MAX];
    int rc = 0, k = 0;
    sigset_t block, old;
    if (n > MAX) return fail(err, "", "more than %d outputs", MAX);
    for (int i = 0; i < n && rc == 0; i++) {
        if (o[i].kind == SOW_OUT_NONE) continue;
        if (!o[i].mem && !sow_out_begin(&o[i], err)) rc = -1;           /* nothing written: an empty file */
        else if (fflush(o[i].mem) != 0 || ferror(o[i].mem)) rc = fail(err, o[i].path, "out of memory");
    }
    /* no signal between the first file staged and the last one named */
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    sigaddset(&block, SIGTERM);
    sigaddset(&block, SIGHUP);
    sigprocmask(SIG_BLOCK, &block, &old);
    for (; rc == 0 && k < n; k++)
        if (o[k].kind == SOW_OUT_REPLACE && stage(&o[k], &s[k], err)) break;
    if (k < n) rc = -1;
    for (int i = 0; rc == 0 && i < n; i++)                  /* streams once every file is staged */
        if (o[i].kind == SOW_OUT_STREAM || o[i].kind == SOW_OUT_STDOUT) rc = stream_out(&o[i], err);
    for (int i = 0; i < k; i++) {
        if (o[i].kind != SOW_OUT_REPLACE) continue;
        if (rc == 0) {
            rc = publish(&o[i], &s[i], err);
        } else {
            close(s[i].fd);
            if (s[i].tmp[0]) unlink(s[i].tmp);
        }
    }
    sigprocmask(SIG_SETMASK, &old, NULL);
    for (int i = 0; i < n; i++) sow_out_discard(&o[i]);
    return rc;
}

int sow_read_file(const char *path, size_t limit, char **buf, size_t *len, sow_error *err)
{
    struct stat st;
    *buf = NULL;
    *len = 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return fail(err, path, "cannot read it: %s", strerror(errno));
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        close(fd);
        return fail(err, path, "it is a directory; expected a file");
    }
    size_t cap = 0, n = 0;
    char *b = NULL;
    for (;;) {
        if (n + 1 >= cap) {
            size_t nc = cap ? 2 * cap : 65536;
            if (nc > limit + 65536) {
                free(b);
                close(fd);
                return fail(err, path, "too large: more than %zu bytes", limit);
            }
            b = sow_xrealloc(b, nc);
            cap = nc;
        }
        ssize_t got = read(fd, b + n, cap - n - 1);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            int e = errno;
            free(b);
            close(fd);
            return fail(err, path, "cannot read it: %s", strerror(e));
        }
        if (got == 0) break;
        n += (size_t)got;
        if (n > limit) {
            free(b);
            close(fd);
            return fail(err, path, "too large: more than %zu bytes", limit);
        }
    }
    close(fd);
    b[n] = '\0';
    *buf = b;
    *len = n;
    return 0;
}
