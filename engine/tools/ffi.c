/* ffi.c - a small C surface for foreign-function callers (python/sow, by
 * ctypes): plain strings in and out, no struct layouts to mirror. A spec
 * opened with readings becomes an oracle (oracle.c), and every question
 * about a position is a JSON request with its JSON answer, exactly as
 * `sow oracle` answers it: one implementation, one format. */
#include "sow_tools.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct sow_ffi {
    sow_rules rules;
    sow_oracle *oracle;
};

static void say(char *buf, size_t cap, const sow_error *e)
{
    if (!cap) return;
    if (e->line)
        snprintf(buf, cap, "%s:%d: %s%s%s", e->file, e->line, e->field, e->field[0] ? ": " : "", e->msg);
    else
        snprintf(buf, cap, "%s: %s%s%s", e->file, e->field, e->field[0] ? ": " : "", e->msg);
}

/* "ID=KW,ID=KW" into choices: 0, or -1 with e filled. */
static int readings(const char *text, sow_choice *c, int *n, sow_error *e)
{
    *n = 0;
    while (text && *text) {
        const char *end = strchr(text, ','), *eq = strchr(text, '=');
        size_t len = end ? (size_t)(end - text) : strlen(text);
        if (!eq || eq >= text + len || eq == text || eq + 1 == text + len) {
            snprintf(e->msg, sizeof e->msg, "reading '%.*s': expected ID=KEYWORD (e.g. II.Q1=skip)", (int)len, text);
            return -1;
        }
        size_t idlen = (size_t)(eq - text), kwlen = len - idlen - 1;
        if (*n >= SOW_MAX_QUESTIONS || idlen >= SOW_NAME_LEN || kwlen >= SOW_NAME_LEN) {
            snprintf(e->msg, sizeof e->msg, "readings: at most %d, each id and keyword under %d characters",
                     SOW_MAX_QUESTIONS, SOW_NAME_LEN);
            return -1;
        }
        memcpy(c[*n].id, text, idlen);
        c[*n].id[idlen] = '\0';
        memcpy(c[*n].reading, eq + 1, kwlen);
        c[*n].reading[kwlen] = '\0';
        ++*n;
        text = end ? end + 1 : NULL;
    }
    return 0;
}

sow_ffi *sow_ffi_open(const char *spec, const char *reading_list, uint64_t seed, char *err, size_t cap)
{
    sow_choice choice[SOW_MAX_QUESTIONS];
    sow_error e;
    int n;
    sow_ffi *f = calloc(1, sizeof *f);
    memset(&e, 0, sizeof e);
    if (!f) {
        snprintf(err, cap, "out of memory");
        return NULL;
    }
    if (readings(reading_list, choice, &n, &e) < 0 || sow_spec_load(spec, choice, n, &f->rules, &e) < 0) {
        if (!e.file[0]) snprintf(e.file, sizeof e.file, "%s", spec);
        say(err, cap, &e);
        free(f);
        return NULL;
    }
    f->oracle = sow_oracle_new(&f->rules, seed);
    return f;
}

void sow_ffi_close(sow_ffi *f)
{
    if (!f) return;
    sow_oracle_free(f->oracle);
    free(f);
}

char *sow_ffi_answer(sow_ffi *f, const char *request)
{
    return sow_oracle_answer(f->oracle, request, strlen(request));
}

void sow_ffi_free(char *text) { free(text); }

const char *sow_ffi_version(void) { return SOW_VERSION; }
