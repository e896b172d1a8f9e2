/* first_moves.c - a program outside the tree that links the installed
 * libsow (pkg-config --cflags --libs sow): loads a spec, plays the first
 * legal move until the game ends (sow_play applies every end rule,
 * the endless proof included) and prints the plies and the result.
 *   cc first_moves.c $(pkg-config --cflags --libs sow) -o first_moves
 *   ./first_moves /usr/local/share/sow/specs/mangala_ii.lua */
#include <sow.h>

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    sow_rules *r = malloc(sizeof *r);
    sow_error err;
    sow_state s;
    if (argc != 2 || !r) {
        fprintf(stderr, "usage: first_moves SPEC\n");
        free(r);
        return 2;
    }
    if (sow_spec_load(argv[1], NULL, 0, r, &err) < 0) {
        if (err.line) fprintf(stderr, "%s:%d: ", err.file, err.line);
        else fprintf(stderr, "%s: ", err.file);
        fprintf(stderr, "%s%s%s\n", err.field, err.field[0] ? ": " : "", err.msg);
        free(r);
        return 2;
    }
    sow_new_game(r, &s, NULL, 0, NULL, 0);
    while (s.status == SOW_PLAYING) {
        sow_moves legal = sow_legal(r, &s);
        int move = SOW_PASS;
        for (int m = 0; m < 64; m++)
            if (legal >> m & 1) {
                move = m;
                break;
            }
        sow_play(r, &s, move, NULL);
    }
    printf("%s: %u plies, %s, captured %u-%u, hot loop %s\n", r->name, (unsigned)s.ply,
           sow_end_name((sow_end)s.end), (unsigned)s.captured[0], (unsigned)s.captured[1], sow_isa());
    free(r);
    return 0;
}
