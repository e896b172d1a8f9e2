/* text.c - the one string builder: printf-style appends to a buffer that
 * grows (sow_text_new), or to a fixed one that truncates (sow_text_on).
 * A builder that ran out of room or memory says so in `failed`; what fit
 * stays NUL-terminated. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sow.h"

sow_text sow_text_new(void)
{
    sow_text t = {NULL, 0, 0, 0, 1};
    return t;
}

sow_text sow_text_on(char *buf, size_t cap)
{
    sow_text t = {buf, 0, cap, 0, 0};
    if (cap) buf[0] = '\0';
    return t;
}

static int grow(sow_text *t, size_t need)
{
    if (!t->grows || t->failed) return -1;
    size_t cap = t->cap ? t->cap : 256;
    while (cap < need) cap *= 2;
    char *s = realloc(t->s, cap);
    if (!s) return -1;
    t->s = s;
    t->cap = cap;
    return 0;
}

void sow_text_vadd(sow_text *t, const char *fmt, va_list ap)
{
    va_list again;
    va_copy(again, ap);
    size_t room = t->cap > t->len ? t->cap - t->len : 0;
    int n = vsnprintf(room ? t->s + t->len : NULL, room, fmt, ap);
    if (n < 0) {
        t->failed = 1;
    } else if ((size_t)n < room) {
        t->len += (size_t)n;
    } else if (grow(t, t->len + (size_t)n + 1) == 0) {
        vsnprintf(t->s + t->len, (size_t)n + 1, fmt, again);
        t->len += (size_t)n;
    } else {
        t->failed = 1;                     /* truncated: what fit stays */
        if (t->cap) t->len = t->cap - 1;
    }
    va_end(again);
}

void sow_text_add(sow_text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sow_text_vadd(t, fmt, ap);
    va_end(ap);
}

void sow_text_free(sow_text *t)
{
    if (t->grows) free(t->s);
    t->s = NULL;
    t->len = t->cap = 0;
}
