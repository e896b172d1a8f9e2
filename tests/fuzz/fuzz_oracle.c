/* fuzz_oracle.c - libFuzzer harness of the oracle's request handler
 * (sow_oracle_answer, engine/tools/sow_tools.h) over specs/al_manqala.lua,
 * loaded once. The input is one request line, any bytes. The answer must
 * be a JSON object with a boolean "ok" on one line (an error object for a
 * bad request), or NULL for a blank line; never a crash, a hang or a leak.
 * The deepest perft is 5 (the oracle's default is 8): a depth-8 perft is
 * legitimately seconds of work, and the fuzzer would call it a hang.
 * Corpus: tests/fuzz/corpus/oracle/ (requests of docs/oracle.md, vectors). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "sow_tools.h"

#ifndef SOW_SOURCE_DIR
#define SOW_SOURCE_DIR "."
#endif

static sow_rules *rules;
static sow_oracle *oracle;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    const char *src = getenv("SOW_SOURCE_DIR") ? getenv("SOW_SOURCE_DIR") : SOW_SOURCE_DIR;
    char path[4096];
    sow_error err;
    snprintf(path, sizeof path, "%s/specs/al_manqala.lua", src);
    rules = malloc(sizeof *rules);
    if (!rules || sow_spec_load(path, NULL, 0, rules, &err) != 0) {
        fprintf(stderr, "fuzz_oracle: %s: %s\n", path, rules ? err.msg : "out of memory");
        exit(1);
    }
    oracle = sow_oracle_new(rules, 1);
    if (!oracle) exit(1);
    sow_oracle_set_max_depth(oracle, 5);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *ans = sow_oracle_answer(oracle, (const char *)data, size);
    if (!ans) return 0;                       /* a blank line (or out of memory) */
    if (strchr(ans, '\n')) abort();           /* one answer, one line */
    json_error_t je;
    json_t *j = json_loads(ans, 0, &je);
    if (!j || !json_is_object(j) || !json_is_boolean(json_object_get(j, "ok"))) {
        fprintf(stderr, "fuzz_oracle: not an answer object: %s\n", ans);
        abort();
    }
    if (json_is_false(json_object_get(j, "ok")) && !json_is_string(json_object_get(j, "error"))) abort();
    json_decref(j);
    free(ans);
    return 0;
}
