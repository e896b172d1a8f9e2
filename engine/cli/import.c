/* import.c - `sow import mancalagames FILE... [-o DIR]`: MancalaGames' game
 * configs to sow specs, one per config (engine/tools/import_mg.c;
 * docs/import.md). A config sow cannot express is reported, with the
 * parameter and the value, and written nowhere; the others are converted. */
#include <ctype.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

void cli_import_usage(FILE *f)
{
    fputs("usage: sow import mancalagames FILE... [-o DIR] [--keep-going] [--no-check]\n"
          "\n"
          "Converts MancalaGames game configs (GameProps/*.txt of StoneShark/MancalaGames:\n"
          "a JSON object and a text section) into sow specs, one per config: FILE Name.txt\n"
          "becomes DIR/name.lua, whose comments name the config and, for every parameter,\n"
          "the spec field it became. Only the main game is imported (not its variants).\n"
          "A config that sow cannot express (a parameter or a value with no sow rule, bad\n"
          "JSON, a missing parameter) is written nowhere and reported on stderr as\n"
          "  FILE: parameter NAME = VALUE (ENUM): why\n"
          "the others are converted all the same. Last, on stdout:\n"
          "  converted K of N\n"
          "docs/import.md has the mapping table and what is not supported.\n"
          "\n"
          "  -o, --output DIR  where the specs go (default .; it must exist); a spec is\n"
          "                    written whole (a temporary file renamed over it) or not at all\n"
          "  --keep-going      exit 0 even when some configs could not be converted\n"
          "  --no-check        do not load each spec with the spec loader before writing it\n"
          "                    (by default a spec that does not load counts as a failure)\n"
          "  -h, --help        this text\n"
          "\n"
          "Exit status: 0 every config converted (or --keep-going), 2 otherwise or on a\n"
          "bad option.\n",
          f);
}

/* DIR/name.lua for config path ".../Name.txt": lower case, letters, digits, _ and - kept. */
static void out_path(const char *dir, const char *path, char *out, size_t cap)
{
    const char *base = strrchr(path, '/');
    char name[256];
    size_t n = 0;
    base = base ? base + 1 : path;
    for (; *base && n + 1 < sizeof name; base++) {
        if (!strcmp(base, ".txt")) break;
        unsigned char ch = (unsigned char)*base;
        name[n++] = (char)(isalnum(ch) || ch == '-' || ch == '_' ? tolower(ch) : '_');
    }
    name[n] = 0;
    snprintf(out, cap, "%s/%s.lua", dir, n ? name : "_");
}

/* Converts and writes one config: 0, or -1 after printing why. */
static int import_one(const char *path, const char *dir, int check, char (*seen)[1024], int i)
{
    char out[1024], name[SOW_NAME_LEN], *lua = NULL;
    sow_error err;
    memset(&err, 0, sizeof err);
    out_path(dir, path, out, sizeof out);
    for (int j = 0; j < i; j++)
        if (!strcmp(seen[j], out)) {
            fprintf(stderr, "%s: its spec would be %s, which another config of this run already wrote\n", path, out);
            return -1;
        }
    snprintf(seen[i], sizeof seen[i], "%s", out);
    if (sow_import_mg_file(path, &lua, name, &err) < 0 || sow_import_write(out, lua, check, &err) < 0) {
        fprintf(stderr, "%s: ", err.file[0] ? err.file : path);
        cli_put_clean(stderr, err.msg);
        fputc('\n', stderr);
        free(lua);
        return -1;
    }
    free(lua);
    return 0;
}

int cli_import(int argc, char **argv)
{
    static const struct option opts[] = {
        {"output", required_argument, NULL, 'o'}, {"keep-going", no_argument, NULL, 'k'},
        {"no-check", no_argument, NULL, 'n'}, {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    const char *dir = ".";
    int keep = 0, check = 1, ch;
    struct stat st;
    optind = 1;
    while ((ch = getopt_long(argc, argv, "ho:", opts, NULL)) != -1) {
        switch (ch) {
        case 'o': dir = optarg; break;
        case 'k': keep = 1; break;
        case 'n': check = 0; break;
        case 'h': cli_import_usage(stdout); return CLI_OK;
        default: cli_import_usage(stderr); return CLI_ERR;
        }
    }
    if (optind >= argc || strcmp(argv[optind], "mancalagames")) {
        cli_import_usage(stderr);
        return cli_fail("import: expected a format: sow import mancalagames FILE...");
    }
    if (++optind >= argc) return cli_fail("import: expected at least one config FILE");
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) return cli_fail("import: -o '%s': not a directory", dir);
    int n = argc - optind, ok = 0;
    char (*seen)[1024] = sow_xmalloc((size_t)n * sizeof *seen);
    for (int i = 0; i < n; i++)
        ok += import_one(argv[optind + i], dir, check, seen, i) == 0;
    free(seen);
    printf("converted %d of %d\n", ok, n);
    return ok == n || keep ? CLI_OK : CLI_ERR;
}
