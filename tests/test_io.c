#define _DEFAULT_SOURCE        /* mknod, makedev */
/* test_io.c - results files are written whole or not at all, and never
 * replace what they should not: a regular file is replaced atomically; a
 * FIFO, a character device or a symlink to one is written through; a
 * directory, a symlink to a regular file and a missing directory are
 * refused before any work; two outputs commit together; no temporary file
 * is left behind. Device nodes are made with mknod in a temporary folder
 * (when running as root), never on the machine's /dev. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <dirent.h>
#include <unistd.h>

#include "sow_report.h"
#include "support.h"

static char dir[256];

static void setup(void)
{
    snprintf(dir, sizeof dir, "/tmp/sow-io-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(dir));
}

static void teardown(void)
{
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    ck_assert_int_eq(system(cmd), 0);
}

static void in_dir(char *buf, size_t cap, const char *name)
{
    snprintf(buf, cap, "%s/%s", dir, name);
}

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
}

static char *read_text(const char *path)
{
    static char buf[4096];
    FILE *f = fopen(path, "r");
    if (!f) return NULL;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    return buf;
}

/* Files in the folder: 1 when only `want` names are there. */
static int entries(void)
{
    DIR *d = opendir(dir);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)))
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) n++;
    closedir(d);
    return n;
}

static int put(const char *path, const char *text, sow_error *err)
{
    sow_out o;
    if (sow_out_check(&o, path, err)) return -1;
    FILE *f = sow_out_begin(&o, err);
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    return sow_out_commit(&o, 1, err);
}

START_TEST(replaces_a_regular_file)
{
    char p[300];
    sow_error err;
    in_dir(p, sizeof p, "r.json");
    ck_assert_int_eq(put(p, "first\n", &err), 0);               /* a new file */
    ck_assert_str_eq(read_text(p), "first\n");
    ck_assert_int_eq(put(p, "second\n", &err), 0);              /* replaced */
    ck_assert_str_eq(read_text(p), "second\n");
    ck_assert_int_eq(entries(), 1);                             /* no temporary left */
}
END_TEST

START_TEST(refuses_before_any_work)
{
    char p[300], q[300];
    sow_error err;
    sow_out o;
    ck_assert_int_eq(sow_out_check(&o, "/nonexistent-sow-dir/r.json", &err), -1);
    ck_assert_ptr_nonnull(strstr(err.msg, "does not exist"));
    in_dir(p, sizeof p, "a_directory");
    ck_assert_int_eq(mkdir(p, 0700), 0);
    ck_assert_int_eq(sow_out_check(&o, p, &err), -1);
    ck_assert_ptr_nonnull(strstr(err.msg, "directory"));
    /* a symlink to a regular file: neither replaced nor followed */
    in_dir(p, sizeof p, "target.json");
    in_dir(q, sizeof q, "link.json");
    write_text(p, "keep");
    ck_assert_int_eq(symlink(p, q), 0);
    ck_assert_int_eq(sow_out_check(&o, q, &err), -1);
    ck_assert_ptr_nonnull(strstr(err.msg, "symbolic link"));
    ck_assert_str_eq(read_text(p), "keep");
    struct stat st;
    ck_assert_int_eq(lstat(q, &st), 0);
    ck_assert(S_ISLNK(st.st_mode));
    /* a dangling symlink (a planted name) is refused as well */
    in_dir(q, sizeof q, "dangling.json");
    ck_assert_int_eq(symlink("/tmp/sow-nowhere-at-all", q), 0);
    ck_assert_int_eq(sow_out_check(&o, q, &err), -1);
    ck_assert_int_eq(access("/tmp/sow-nowhere-at-all", F_OK), -1);
}
END_TEST

/* A FIFO is written through (a reader gets the bytes) and stays a FIFO. */
START_TEST(writes_through_a_fifo)
{
    char p[300];
    sow_error err;
    in_dir(p, sizeof p, "fifo");
    ck_assert_int_eq(mkfifo(p, 0600), 0);
    pid_t pid = fork();
    if (pid == 0) {                                  /* the reader */
        char buf[64] = {0};
        int fd = open(p, O_RDONLY);
        ssize_t n = read(fd, buf, sizeof buf - 1);
        _exit(n == 8 && !strcmp(buf, "through\n") ? 0 : 1);
    }
    ck_assert_int_eq(put(p, "through\n", &err), 0);
    int status;
    waitpid(pid, &status, 0);
    ck_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    struct stat st;
    ck_assert_int_eq(lstat(p, &st), 0);
    ck_assert(S_ISFIFO(st.st_mode));
}
END_TEST

/* Character devices made here (root only): a null device takes the bytes
 * and stays a device; a full device fails the write with a message, and
 * stays a device. A symlink to the null device is written through. */
START_TEST(devices_stay_devices)
{
    if (geteuid() != 0) return;                      /* mknod needs root (CI runs as root) */
    char nul[300], full[300], link[300];
    sow_error err;
    struct stat st;
    in_dir(nul, sizeof nul, "null");
    in_dir(full, sizeof full, "full");
    in_dir(link, sizeof link, "to_null");
    ck_assert_int_eq(mknod(nul, S_IFCHR | 0666, makedev(1, 3)), 0);
    ck_assert_int_eq(mknod(full, S_IFCHR | 0666, makedev(1, 7)), 0);
    ck_assert_int_eq(symlink(nul, link), 0);
    ck_assert_int_eq(put(nul, "gone\n", &err), 0);
    ck_assert_int_eq(lstat(nul, &st), 0);
    ck_assert(S_ISCHR(st.st_mode));
    ck_assert_int_eq(put(link, "gone\n", &err), 0);
    ck_assert_int_eq(lstat(link, &st), 0);
    ck_assert(S_ISLNK(st.st_mode));
    ck_assert_int_eq(put(full, "no room\n", &err), -1);
    ck_assert_ptr_nonnull(strstr(err.msg, "cannot write"));
    ck_assert_int_eq(lstat(full, &st), 0);
    ck_assert(S_ISCHR(st.st_mode));
}
END_TEST

/* Two outputs of one command: when the second cannot be written, the
 * first is not replaced either. */
START_TEST(outputs_commit_together)
{
    char a[300], b[300];
    sow_error err;
    sow_out o[2];
    in_dir(a, sizeof a, "a.json");
    write_text(a, "old a");
    ck_assert_int_eq(sow_out_check(&o[0], a, &err), 0);
    if (geteuid() == 0) {
        in_dir(b, sizeof b, "full");
        ck_assert_int_eq(mknod(b, S_IFCHR | 0666, makedev(1, 7)), 0);
    } else {
        in_dir(b, sizeof b, "sub");                  /* a directory that vanishes before the commit */
        ck_assert_int_eq(mkdir(b, 0700), 0);
        in_dir(b, sizeof b, "sub/b.csv");
    }
    ck_assert_int_eq(sow_out_check(&o[1], b, &err), 0);
    if (geteuid() != 0) {
        char sub[300];
        in_dir(sub, sizeof sub, "sub");
        ck_assert_int_eq(rmdir(sub), 0);
    }
    fputs("new a", sow_out_begin(&o[0], &err));
    fputs("new b", sow_out_begin(&o[1], &err));
    ck_assert_int_eq(sow_out_commit(o, 2, &err), -1);
    ck_assert_str_eq(read_text(a), "old a");
    ck_assert_int_eq(entries(), geteuid() == 0 ? 2 : 1);   /* a.json (and the device): no temporary */
}
END_TEST

START_TEST(reads_whole_files)
{
    char p[300], *buf;
    size_t len;
    sow_error err;
    in_dir(p, sizeof p, "in.txt");
    write_text(p, "0123456789");
    ck_assert_int_eq(sow_read_file(p, 100, &buf, &len, &err), 0);
    ck_assert_uint_eq(len, 10);
    ck_assert_str_eq(buf, "0123456789");
    free(buf);
    ck_assert_int_eq(sow_read_file(p, 5, &buf, &len, &err), -1);     /* over the limit */
    ck_assert_ptr_nonnull(strstr(err.msg, "too large"));
    ck_assert_int_eq(sow_read_file(dir, 100, &buf, &len, &err), -1);  /* a directory */
    in_dir(p, sizeof p, "missing");
    ck_assert_int_eq(sow_read_file(p, 100, &buf, &len, &err), -1);
    ck_assert_str_eq(err.file, p);
}
END_TEST

/* Above the core, out of memory ends the run with status 2 (sim/xalloc.c).
 * Under AddressSanitizer an impossible allocation aborts in the sanitizer
 * instead, so the sanitizer build leaves this to the release build. */
#if defined(__SANITIZE_ADDRESS__)
#define SOW_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SOW_TEST_ASAN 1
#endif
#endif
#ifndef SOW_TEST_ASAN
START_TEST(out_of_memory_exits_2)
{
    volatile size_t huge = SIZE_MAX / 2;
    void *p = sow_xmalloc(huge);
    free(p);                                     /* not reached */
}
END_TEST
#endif

int main(void)
{
    Suite *s = suite_create("io");
    TCase *tc = tcase_create("files");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, replaces_a_regular_file);
    tcase_add_test(tc, refuses_before_any_work);
    tcase_add_test(tc, writes_through_a_fifo);
    tcase_add_test(tc, devices_stay_devices);
    tcase_add_test(tc, outputs_commit_together);
    tcase_add_test(tc, reads_whole_files);
#ifndef SOW_TEST_ASAN
    tcase_add_exit_test(tc, out_of_memory_exits_2, 2);
#endif
    suite_add_tcase(s, tc);
    return run_suite(s);
}
