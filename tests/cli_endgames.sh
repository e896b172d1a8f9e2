#!/usr/bin/env bash
# cli_endgames.sh SOW SOURCE_DIR - endgame databases from the command line:
# `sow solve --seeds K -o FILE` (built, stopped and resumed to the same
# bytes), `sow analyse --db` (the solver's values), `sow simulate --db`
# (games settled by perfect play; nothing else changes), and every refusal
# with exit 2. tests/test_endgames.c checks the values against a brute force.
set -u
SOW=${1:?usage: cli_endgames.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_endgames.sh PATH_TO_SOW SOURCE_DIR}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0

fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

run() {   # run NAME EXPECTED_STATUS ARGS...
    local name=$1 want=$2; shift 2
    "$SOW" "$@" >"$TMP/out" 2>"$TMP/err"
    local got=$?
    if [ "$got" != "$want" ]; then
        fail "$name: 'sow $*' exited $got, expected $want"
        sed 's/^/    stdout: /' "$TMP/out" | head -5
        sed 's/^/    stderr: /' "$TMP/err" | head -5
        return 1
    fi
    return 0
}
has() { grep -q -- "$2" "$TMP/$1" || { fail "$3: no '$2' in $1"; sed 's/^/    /' "$TMP/$1" | head -12; }; }

II="$SRC/specs/mangala_ii.lua"
IV="$SRC/specs/mangala_iv.lua"
B3=(--row 3 --per-pit 2)

run "solve --help" 0 solve --help && has out "--seeds K" "solve --help" && has out "FILE.part" "solve --help"
run "simulate --help" 0 simulate --help && has out "--db FILE" "simulate --help"
run "analyse --help" 0 analyse --help && has out "--db FILE" "analyse --help"

# A database of Mangala II on 2x3 (2 a pit: 12 seeds), 0..6 on the board:
# the captured split is part of a position (win_needs reads the counts).
if run "build" 0 solve "$II" "${B3[@]}" --seeds 6 -o "$TMP/ii.db" --quiet; then
    has out "endgame database of 0..6 seeds on the board, 14520 positions" "build"
    has out "14520 positions: .* exact, .* open" "build"
    [ -f "$TMP/ii.db" ] || fail "build: no $TMP/ii.db"
    [ -e "$TMP/ii.db.part" ] && fail "build: $TMP/ii.db.part left behind"
fi

# Stopped after layer 3 (the test hook stops exactly there, as Ctrl-C
# would between layers): exit 130, FILE.part kept, no FILE; the same
# command goes on from layer 4 and writes the same bytes on one thread.
SOW_TEST_STOP_AFTER_LAYER=3 run "stopped build" 130 solve "$II" "${B3[@]}" --seeds 6 -o "$TMP/again.db" --quiet --threads 2 \
    && has err "interrupted; .*again.db.part keeps the layers solved" "stopped build"
[ -e "$TMP/again.db" ] && fail "stopped build: $TMP/again.db exists"
[ -f "$TMP/again.db.part" ] || fail "stopped build: no $TMP/again.db.part"
run "part-built --db" 2 simulate "$II" "${B3[@]}" --games 10 --db "$TMP/again.db.part" && has err "is not whole" "part-built --db"
if run "resumed build" 0 solve "$II" "${B3[@]}" --seeds 6 -o "$TMP/again.db" --quiet --threads 1; then
    has out "4 layers resumed" "resumed build"
    cmp -s "$TMP/ii.db" "$TMP/again.db" || fail "resumed build: the file differs from one build's"
fi

# analyse --db gives the solver's values: 1 0 1 / 0 2 0, captured 3-5,
# South to move; and each move's.
POS=(--board 1,0,1,0,2,0 --captured 3,5)
if run "analyse" 0 analyse "$II" "${B3[@]}" "${POS[@]}" --quiet; then
    grep "to move:" "$TMP/out" >"$TMP/solver"
    grep -E "^  [0-9]+  +" "$TMP/out" | cut -c1-55 | sed 's/ *$//' >"$TMP/solver_moves"
    [ -s "$TMP/solver_moves" ] || fail "analyse: no moves listed"
fi
if run "analyse --db" 0 analyse "$II" "${B3[@]}" "${POS[@]}" --db "$TMP/ii.db"; then
    has out "from the endgame database" "analyse --db"
    grep "to move:" "$TMP/out" | cmp -s - "$TMP/solver" || fail "analyse --db: $(grep 'to move:' "$TMP/out") vs $(cat "$TMP/solver")"
    grep -E "^  [0-9]+  +" "$TMP/out" | cut -c1-55 | sed 's/ *$//' | cmp -s - "$TMP/solver_moves" \
        || fail "analyse --db: the moves' values differ from the solver's"
fi
# 8 seeds on the board: not in a database of 6, solved from there
run "analyse --db, beyond" 0 analyse "$II" "${B3[@]}" --board 2,2,0,2,1,1 --captured 2,2 --db "$TMP/ii.db" --quiet \
    && has out "not in .*ii.db (8 seeds on the board; it holds positions of up to 6): solved from here" "beyond"

# solve --db: the start solved down to the database, the same value as
# the whole graph's, in fewer positions.
if run "solve whole" 0 solve "$II" "${B3[@]}" --quiet; then
    grep "^South first:" "$TMP/out" >"$TMP/whole"
    if run "solve --db" 0 solve "$II" "${B3[@]}" --db "$TMP/ii.db" --quiet; then
        grep "^South first:" "$TMP/out" | cmp -s - "$TMP/whole" || fail "solve --db: $(grep '^South first:' "$TMP/out") vs $(cat "$TMP/whole")"
        has out "positions valued by the endgame database" "solve --db"
        has out "then the endgame database's value" "solve --db's line"
    fi
fi
# --skill --db: whole games, counted at the database's positions
if run "endgame skill" 0 solve "$II" "${B3[@]}" --db "$TMP/ii.db" --skill random,greedy --games 200 --quiet; then
    has out "endgame skill: 200 self-play games per agent" "endgame skill"
    has out "^  random  *[1-9][0-9]*  *[0-9.]*% \[" "endgame skill's random row"
    has out "^  greedy " "endgame skill's greedy row"
fi
run "--db and --seeds" 2 solve "$II" "${B3[@]}" --seeds 3 -o "$TMP/x.db" --db "$TMP/ii.db" && has err "built from nothing but the rules" "--db and --seeds"

# simulate --db: a database no game reaches (0 seeds: a playing position
# always has some) changes nothing but the results file's record of it.
run "db of 0" 0 solve "$II" --seeds 0 -o "$TMP/zero.db" --quiet
run "plain digest" 0 simulate "$II" --games 3000 --digest --quiet && cp "$TMP/out" "$TMP/plain"
run "db digest" 0 simulate "$II" --games 3000 --digest --quiet --db "$TMP/zero.db" \
    && { cmp -s "$TMP/plain" "$TMP/out" || fail "db of 0: the digest changed"; }
run "db json" 0 simulate "$II" --games 300 --quiet --db "$TMP/zero.db" --json "$TMP/r.json" \
    && has r.json "\"endgames\":\"0..0 seeds, " "db json"

# Mangala IV's moves are forced: perfect play is the play, so settling
# games by the database changes no result, only where they end.
run "iv db" 0 solve "$IV" --seeds 8 -o "$TMP/iv.db" --quiet
run "iv plain" 0 simulate "$IV" --games 3000 --quiet && sed -n 2p "$TMP/out" >"$TMP/iv_plain"
if run "iv settled" 0 simulate "$IV" --games 3000 --quiet --db "$TMP/iv.db"; then
    sed -n 2p "$TMP/out" | cmp -s - "$TMP/iv_plain" || fail "iv settled: the results row changed: $(sed -n 2p "$TMP/out")"
    has out "database .* of games settled by the endgame database (0..8 seeds, " "iv settled"
    has out "ends .*database " "iv settled"
fi

# Refusals, exit 2.
run "--seeds alone" 2 solve "$II" --seeds 4 && has err "go together" "--seeds alone"
run "-o alone" 2 solve "$II" -o "$TMP/x.db" && has err "go together" "-o alone"
run "--seeds and --board" 2 solve "$II" --seeds 4 -o "$TMP/x.db" --board 1,1,1,1,1,1,1,1,1,1,1,1
run "--seeds 121" 2 solve "$II" --seeds 121 -o "$TMP/x.db"
run "more than the game has" 2 solve "$II" "${B3[@]}" --seeds 13 -o "$TMP/x.db" && has err "the game has 12" "13 seeds"
run "quiet plies" 2 solve "$SRC/specs/al_manqala.lua" --reading AM.Q5=plies --seeds 4 -o "$TMP/x.db" \
    && has err "field finish.endless: the endless rule counts quiet plies" "quiet plies"
run "other readings" 2 simulate "$II" "${B3[@]}" --reading II.Q6=any_even --games 10 --db "$TMP/ii.db" \
    && has err "spec hash differs" "other readings"
run "two specs" 2 simulate "$II" "$IV" --games 10 --db "$TMP/iv.db" && has err "give one SPEC" "two specs"
run "missing file" 2 simulate "$IV" --games 10 --db "$TMP/none.db" && has err "No such file" "missing file"
printf 'not a database' >"$TMP/junk.db"
run "junk" 2 simulate "$IV" --games 10 --db "$TMP/junk.db" && has err "too short" "junk"
cp "$TMP/iv.db" "$TMP/bad.db"
printf '\x55' | dd of="$TMP/bad.db" bs=1 seek=5000 conv=notrunc status=none
run "damaged" 2 simulate "$IV" --games 10 --db "$TMP/bad.db" && has err "checksum fails" "damaged"
run "bench --db" 2 bench "$IV" --db "$TMP/iv.db" && has err "not an option of sow bench" "bench --db"
run "analyse --db missing" 2 analyse "$II" --board 1,0,0,0,0,0,0,0,0,0,0,1 --db "$TMP/none.db" --quiet

[ "$fails" -eq 0 ] && echo "cli_endgames: all passed"
exit $((fails > 0))
