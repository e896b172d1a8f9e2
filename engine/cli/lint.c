/* lint.c - `sow lint SPEC`: static checks of a spec before any game is
 * played (engine/tools/lint.c; docs/lint.md lists the checks). Exit 0
 * without errors, 1 with lint errors, 2 when the spec does not load. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

void cli_lint_usage(FILE *f)
{
    fputs("usage: sow lint SPEC [--rules DIR] [--json]\n"
          "\n"
          "Static checks of a spec before any game is played: open questions whose\n"
          "readings change nothing or do not load, rules that can never end or never be\n"
          "won, fields given twice in the Lua source, rule ids and questions of the rule\n"
          "texts (docs/rules/X.md) that the spec never names. One line per finding,\n"
          "errors first:\n"
          "  SEVERITY CODE WHERE: sentence\n"
          "then a summary line. docs/lint.md lists every check.\n"
          "\n"
          "  --rules DIR   the rule texts (*.md with ids like IV.C2 and IV.Q4); default the\n"
          "                project's docs/rules: first beside the spec's directory\n"
          "                (specs/x.lua -> docs/rules), then ./docs/rules; when neither\n"
          "                exists a warning says the rule ids were not checked\n"
          "  --json        print the findings as a JSON array instead\n"
          "  -h, --help    this text\n"
          "\n"
          "Exit status: 0 no errors (warnings and notes allowed), 1 lint errors,\n"
          "2 the spec does not load (or a bad option).\n",
          f);
}

int cli_lint(int argc, char **argv)
{
    static const struct option opts[] = {
        {"rules", required_argument, NULL, 'r'}, {"json", no_argument, NULL, 'j'},
        {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    const char *rules = NULL;
    int json = 0, ch;
    optind = 1;
    while ((ch = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
        switch (ch) {
        case 'r': rules = optarg; break;
        case 'j': json = 1; break;
        case 'h': cli_lint_usage(stdout); return CLI_OK;
        default: cli_lint_usage(stderr); return CLI_ERR;
        }
    }
    if (optind >= argc) return cli_fail("lint: expected a spec (sow lint SPEC [--rules DIR] [--json])");
    if (argc - optind > 1) return cli_fail("lint: expected one spec, got %d", argc - optind);
    const char *path = argv[optind];
    if (rules) {
        struct stat st;
        if (stat(rules, &st) != 0 || !S_ISDIR(st.st_mode))
            return cli_fail("--rules '%s': not a directory", rules);
    }

    sow_lint_options opt = {rules};
    sow_lint_report rep;
    sow_error err;
    memset(&err, 0, sizeof err);
    if (sow_lint(path, &opt, &rep, &err) != 0) {
        cli_print_error(&err, path);
        return CLI_ERR;
    }
    if (json) {
        char *s = sow_lint_json(&rep);
        if (!s) {
            sow_lint_free(&rep);
            return cli_fail("lint: out of memory");
        }
        printf("%s\n", s);
        free(s);
    } else {
        for (int i = 0; i < rep.n; i++) {
            const sow_lint_finding *f = &rep.f[i];
            printf("%s %s %s: %s", sow_lint_severity_name(f->severity), f->code, f->where[0] ? f->where : "-",
                   f->msg);
            if (f->line > 0 && !strstr(f->msg, "line")) printf(" (line %d)", f->line);
            putchar('\n');
        }
        printf("%d error%s, %d warning%s, %d note%s\n", rep.errors, rep.errors == 1 ? "" : "s", rep.warnings,
               rep.warnings == 1 ? "" : "s", rep.notes, rep.notes == 1 ? "" : "s");
    }
    int rc = rep.errors ? 1 : CLI_OK;
    sow_lint_free(&rep);
    return rc;
}
