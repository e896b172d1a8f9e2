#!/usr/bin/env bash
# cli_solve.sh SOW SOURCE_DIR - `sow solve` and `sow analyse`: values as
# printed (tests/test_solve.c checks the solver itself against a brute
# force), both first players where the spec does not fix one, and every
# refusal with exit 2.
set -u
SOW=${1:?usage: cli_solve.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_solve.sh PATH_TO_SOW SOURCE_DIR}
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
for cmd in solve analyse; do
    run "$cmd --help" 0 $cmd --help && has out "usage: sow $cmd" "$cmd --help"
done

# Mangala II on 2x3, 2 seeds a pit: South (first, as the spec says) wins
# by 8; of its three moves only pit 1 keeps the win, and the line ends
# with the board empty, 10 to 2.
if run "solve 2x3" 0 solve "$II" --row 3 --per-pit 2 --quiet; then
    has out "^South first: South wins, margin +8$" "solve 2x3"
    has out "^  1      South wins                   +8" "solve 2x3's move 1"
    has out "best line: 1 3 2 3 0 3 1 (7 plies): board_empty, South 10, North 2" "solve 2x3's line"
    grep -q "North first" "$TMP/out" && fail "solve 2x3: the spec fixes South first, yet North first is solved"
fi
# one seed a pit: North can keep the game going for ever, so South's
# bound is "none": the rules leave the value open
run "solve 2x3x1" 0 solve "$II" --row 3 --per-pit 1 --quiet && has out "^South first: open: none .. North wins" "solve 2x3x1"
# a spec whose first player is not fixed (IV's ritual) is solved both ways
run "solve IV" 0 solve "$SRC/specs/mangala_iv.lua" --row 4 --per-pit 2 --quiet \
    && has out "^South first: North wins, margin -8" "solve IV south" && has out "^North first: South wins, margin +8" "solve IV north"
if run "solve --first" 0 solve "$SRC/specs/mangala_iv.lua" --row 4 --per-pit 2 --first 1 --quiet; then
    has out "^North first:" "solve --first 1"
    grep -q "^South first" "$TMP/out" && fail "solve --first 1 solves South first too"
fi

# analyse: a Kalah position with stores; move 2 sows into the store and
# moves again, and wins; move 0 loses
if run "analyse" 0 analyse "$SRC/specs/games/kalah.lua" --row 3 --board 2,0,1,1,2,0 --captured 3,3 --quiet; then
    has out "^South to move: South wins, margin +2" "analyse"
    has out "^  2      South wins                   +2                1 lap, moves again" "analyse move 2"
    has out "^  0      North wins                   -4" "analyse move 0"
fi

# --skill: each agent's self-play against the perfect values, with intervals
if run "skill" 0 solve "$II" --row 4 --per-pit 1 --skill random,first --games 50 --quiet; then
    has out "skill: 50 self-play games per agent (seed 1)" "skill"
    has out "^  random         [0-9]" "skill random"
    has out "^  first          [0-9]* *[-0-9]" "skill first"
    has out "% \[" "skill's intervals"
fi
run "skill bad agent" 2 solve "$II" --row 4 --per-pit 1 --skill nobody --quiet && has err "skill nobody" "skill bad agent"
run "skill games 0" 2 solve "$II" --row 4 --per-pit 1 --skill random --games 0 --quiet

# --row/--per-pit for the other commands, and the perfect agent: as South
# on the 2x3 board it wins every game against random
if run "simulate perfect" 0 simulate "$II" --row 3 --per-pit 2 --agents perfect,random --games 100 --threads 2 --quiet; then
    has out "^Mangala II (2x3, 2/pit)   100  100.0 " "simulate perfect"
fi
# the perfect agent's games are the same on any number of threads (a random
# first player: games start from two positions, each on its own graph)
d1=$("$SOW" simulate "$II" --reading II.Q4=random --row 3 --per-pit 1 --agents perfect,random --games 200 --threads 1 --digest --quiet | grep digest)
d2=$("$SOW" simulate "$II" --reading II.Q4=random --row 3 --per-pit 1 --agents perfect,random --games 200 --threads 2 --digest --quiet | grep digest)
[ -n "$d1" ] && [ "$d1" = "$d2" ] || fail "perfect: 1 and 2 threads give '$d1' and '$d2'"
run "simulate per-pit alone" 2 simulate "$II" --per-pit 2 --games 10 && has err "goes with --row" "per-pit alone"
run "perfect over budget" 2 simulate "$II" --agents perfect:1000,random --games 1 --quiet \
    && has err "more than 1000 positions" "perfect over budget"
run "play resized" 0 play "$II" --row 3 --per-pit 2 --agents perfect,perfect && has out "South wins" "play resized"
run "show resized" 0 show "$II" --row 3 --per-pit 2 && has out "Mangala II (2x3, 2/pit)" "show resized"

# refusals: exit 2, one clear line
run "no spec" 2 solve && has err "missing SPEC" "no spec"
run "analyse without board" 2 analyse "$II" && has err "missing --board" "analyse without board"
run "random deal" 2 solve "$SRC/specs/mangala_iv.lua" --quiet && has err "deals at random" "random deal"
run "row alone" 2 solve "$II" --row 3 && has err "go together" "row alone"
run "bad row" 2 solve "$II" --row 17 --per-pit 1 && has err "row" "bad row"
run "rounds" 2 solve "$SRC/specs/games/congkak.lua" --quiet && has err "field rounds" "rounds"
run "board-tied count" 2 solve "$SRC/specs/mangala_iv_mancalagames.lua" --row 3 --per-pit 2 --quiet \
    && has err "field finish.threshold: a count of seeds" "board-tied count"
run "too many" 2 solve "$II" --row 3 --per-pit 2 --max-positions 50 --quiet && has err "more than 50 positions" "too many"
run "board size" 2 solve "$II" --row 3 --per-pit 2 --board 1,2,3 && has err "needs exactly 6" "board size"
run "captured in solve" 2 solve "$II" --captured 1,1
run "unknown reading" 2 solve "$II" --row 3 --per-pit 2 --reading II.Q1=nope && has err "unknown reading" "unknown reading"

[ $fails = 0 ] && echo "cli_solve: all passed"
exit $((fails > 0))
