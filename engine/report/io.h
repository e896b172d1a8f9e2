/* io.h - whole files in and out, for every command that reads or writes
 * one: results, reports, transcripts.
 *
 * An output is named before any work is done (sow_out_check), so a missing
 * directory or a path that must not be replaced is an error at once, not
 * after an hour of games. What a command writes goes to memory first; the
 * command's outputs are then committed together (sow_out_commit): every
 * regular file is written to a new unnamed file in its directory, synced,
 * and only when all of them (and every stream) were written are they
 * renamed into place. A regular file is replaced whole or not at all; a
 * character device, a FIFO or a socket (/dev/null, a pipe, "-" for stdout)
 * is written through as a stream, never replaced; a directory, a block
 * device or a symbolic link to anything but a stream is refused. */
#ifndef SOW_IO_H
#define SOW_IO_H

#include <stddef.h>
#include <stdio.h>

#include "sow.h"

typedef enum { SOW_OUT_NONE, SOW_OUT_REPLACE, SOW_OUT_STREAM, SOW_OUT_STDOUT } sow_out_kind;

typedef struct {
    char path[SOW_TEXT_LEN * 2];
    sow_out_kind kind;
    FILE *mem;                   /* the content being written (sow_out_begin) */
    char *buf;
    size_t len;
} sow_out;

/* Checks that path can be written as a results file and says how. 0, or
 * -1 with err (file, what is wrong and what to do). */
int sow_out_check(sow_out *o, const char *path, sow_error *err);
/* Where to write o's content (a memory stream); NULL with err. */
FILE *sow_out_begin(sow_out *o, sow_error *err);
/* Writes the n outputs whole: all, or on any error none of the regular
 * files; an output never checked (kind SOW_OUT_NONE) is skipped. Every
 * output is released either way. 0 or -1 with err. */
int sow_out_commit(sow_out *o, int n, sow_error *err);
/* Releases an output without writing it. */
void sow_out_discard(sow_out *o);

/* Reads a whole regular file or stream of at most `limit` bytes into a
 * malloc'd, NUL-terminated buffer. 0, or -1 with err. */
int sow_read_file(const char *path, size_t limit, char **buf, size_t *len, sow_error *err);

#endif
