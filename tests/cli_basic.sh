#!/usr/bin/env bash
# cli_basic.sh SOW SOURCE_DIR - the `sow` command's exit codes, messages,
# the play --json transcript contract and perft reference numbers.
set -u
SOW=${1:?usage: cli_basic.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_basic.sh PATH_TO_SOW SOURCE_DIR}
SPEC="$SRC/specs/mangala_ii.lua"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0

fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# run NAME EXPECTED_STATUS ARGS... : runs sow, keeps stdout/stderr in $TMP
run() {
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

# --- help and usage ---------------------------------------------------------
run "sow --help" 0 --help && grep -q usage "$TMP/out" || fail "sow --help prints no usage"
run "sow help" 0 help && grep -q usage "$TMP/out" || fail "sow help prints no usage"
run "sow --version" 0 --version && grep -q '[0-9]\.[0-9]' "$TMP/out" || fail "sow --version prints no version"
for cmd in play show perft simulate; do
    run "$cmd --help" 0 "$cmd" --help && grep -q "usage: sow $cmd" "$TMP/out" || fail "sow $cmd --help prints no usage"
    run "$cmd -h" 0 "$cmd" -h || true
    run "help $cmd" 0 help "$cmd" || true
    run "$cmd unknown option" 2 "$cmd" "$SPEC" --no-such-option && \
        { grep -q usage "$TMP/err" || fail "$cmd: unknown option prints no usage on stderr"; }
done
run "unknown command" 2 frobnicate && { [ -s "$TMP/err" ] || fail "unknown command: no message"; }
run "unknown top option" 2 --frobnicate || true
run "no command" 2 || true
run "missing spec" 2 play || true
run "spec not found" 2 play "$TMP/nope.lua" && \
    { grep -q '^sow: ' "$TMP/err" || fail "missing spec file: no 'sow: ' message"; }

# --- bad options ------------------------------------------------------------
for b in 6,6,6 "6,6,6,6,6,6,6,6,6,6,6,-6" "6,6,6,6,6,6,6,6,6,6,6,x" "6,6,6,6,6,6,6,6,6,6,6,6,6" \
         "" "6,,6,6,6,6,6,6,6,6,6,6" "200,200,0,0,0,0,0,0,0,0,0,0"; do
    if run "bad board '$b'" 2 play "$SPEC" --board "$b"; then
        grep -q -- '--board' "$TMP/err" || fail "bad board '$b': message does not name --board: $(cat "$TMP/err")"
        [ "$(wc -l <"$TMP/err")" -eq 1 ] || fail "bad board '$b': not one line on stderr"
    fi
done
run "bad first" 2 play "$SPEC" --first 2 || true
run "bad seed" 2 play "$SPEC" --seed -1 || true
run "bad reading syntax" 2 play "$SPEC" --reading II.Q1 || true
run "unknown reading" 2 play "$SPEC" --reading II.Q1=sideways || true
run "unknown question" 2 play "$SPEC" --reading II.Q99=sow || true
run "bad depth" 2 perft "$SPEC" --depth x || true
run "bad agents" 2 play "$SPEC" --agents random,clever || true
run "zero games" 2 simulate "$SPEC" --games 0 || true

# --- illegal moves ----------------------------------------------------------
for m in 7 12 x -1 0,0; do
    if run "illegal move '$m'" 2 play "$SPEC" --json --moves "$m"; then
        grep -q 'legal moves' "$TMP/err" || fail "illegal move '$m': no 'legal moves' in: $(cat "$TMP/err")"
        grep -q '^sow: ply [0-9]*: move ' "$TMP/err" || fail "illegal move '$m': message does not name ply and move: $(cat "$TMP/err")"
    fi
done
# the lines already printed stand: start + ply 1 before the bad second move
if run "illegal second move" 2 play "$SPEC" --json --moves 0,0; then
    [ "$(wc -l <"$TMP/out")" -eq 2 ] || fail "illegal second move: expected 2 lines printed, got $(wc -l <"$TMP/out")"
    grep -q '^sow: ply 2: move 0 is not legal; legal moves: 6,7,8,9,10,11$' "$TMP/err" || \
        fail "illegal second move: message: $(cat "$TMP/err")"
fi

# --- the transcript contract ------------------------------------------------
if run "json moves 0" 0 play "$SPEC" --json --moves 0; then
    l1=$(sed -n 1p "$TMP/out"); l2=$(sed -n 2p "$TMP/out")
    [ "$l1" = '{"ply":0,"to_move":0,"board":[6,6,6,6,6,6,6,6,6,6,6,6],"captured":[0,0]}' ] || \
        fail "json start line: $l1"
    case "$l2" in
        '{"ply":1,"player":0,"move":0,"board":[0,7,7,7,7,7,7,6,6,6,6,6],"captured":[0,0],"to_move":1'*) ;;
        *) fail "json ply 1 line: $l2" ;;
    esac
    [ "$(wc -l <"$TMP/out")" -eq 2 ] || fail "json moves 0: expected 2 lines (no end line), got $(wc -l <"$TMP/out")"
fi
# a hand-worked capture: pit 5's seed makes 2 in pit 6; pit 5 is then empty so
# the chain stops; the board is empty so the game ends.
if run "json capture" 0 play "$SPEC" --json --board 0,0,0,0,0,1,1,0,0,0,0,0 --first 0 --moves 5; then
    l1=$(sed -n 1p "$TMP/out"); l2=$(sed -n 2p "$TMP/out"); l3=$(sed -n 3p "$TMP/out")
    [ "$l1" = '{"ply":0,"to_move":0,"board":[0,0,0,0,0,1,1,0,0,0,0,0],"captured":[0,0]}' ] || \
        fail "capture start line: $l1"
    case "$l2" in
        '{"ply":1,"player":0,"move":5,"board":[0,0,0,0,0,0,0,0,0,0,0,0],"captured":[2,0],"to_move":null'*) ;;
        *) fail "capture ply line: $l2" ;;
    esac
    case "$l3" in
        '{"end":"board_empty","result":'*'"captured":[2,0],"board":[0,0,0,0,0,0,0,0,0,0,0,0],"plies":1}') ;;
        *) fail "capture end line: $l3" ;;
    esac
    [ "$(wc -l <"$TMP/out")" -eq 3 ] || fail "capture: expected 3 lines"
    # a move after the end is an error, the lines printed stand
    if run "move after end" 2 play "$SPEC" --json --board 0,0,0,0,0,1,1,0,0,0,0,0 --first 0 --moves 5,6; then
        grep -q 'ended' "$TMP/err" || fail "move after end: message: $(cat "$TMP/err")"
        [ "$(wc -l <"$TMP/out")" -eq 3 ] || fail "move after end: the 3 lines should stand"
    fi
fi
# every line of an agent game is JSON with the keys in contract order
if run "agents game" 0 play "$SPEC" --json --agents random,first --seed 7; then
    tail -n 1 "$TMP/out" | grep -q '^{"end":"[a-z_]*","result":"\(win\|draw\|unresolved\)","winner":\(0\|1\|null\),"captured":\[[0-9]*,[0-9]*\],"board":\[[0-9,]*\],"plies":[0-9]*}$' || \
        fail "agents game: bad end line: $(tail -n 1 "$TMP/out")"
    n=$(wc -l <"$TMP/out")
    plies=$(tail -n 1 "$TMP/out" | sed 's/.*"plies":\([0-9]*\)}/\1/')
    [ "$n" -eq $((plies + 2)) ] || fail "agents game: $n lines for $plies plies"
    sed -n '2,$p' "$TMP/out" | sed '$d' | grep -v '^{"ply":[0-9]*,"player":[01],"move":\([0-9]*\|"pass"\),"board":\[[0-9,]*\],"captured":\[[0-9]*,[0-9]*\],"to_move":\([01]\|null\)[,}]' | head -3 | \
        while read -r bad; do fail "agents game: bad ply line: $bad"; done
    # the same seed gives the same game
    cp "$TMP/out" "$TMP/game1"
    run "agents game again" 0 play "$SPEC" --json --agents random,first --seed 7 && \
        { cmp -s "$TMP/out" "$TMP/game1" || fail "agents game: not reproducible"; }
fi
run "human play" 0 play "$SPEC" --moves 0,7 && \
    { grep -q 'South sows pit 0 (6 seeds)' "$TMP/out" || fail "human play: no sentence for ply 1"; }

# --- perft ------------------------------------------------------------------
if run "perft" 0 perft "$SPEC" --depth 4; then
    printf 'perft 1 6\nperft 2 36\nperft 3 206\nperft 4 1166\n' >"$TMP/want"
    cmp -s "$TMP/out" "$TMP/want" || { fail "perft mangala_ii depth 4:"; diff "$TMP/want" "$TMP/out"; }
fi
if run "perft divide" 0 perft "$SPEC" --depth 3 --divide; then
    tail -n 1 "$TMP/out" | grep -qx 'perft 3 206' || fail "perft --divide total: $(tail -n 1 "$TMP/out")"
    sum=$(grep -E '^[0-9]+: ' "$TMP/out" | awk '{s += $2} END {print s}')
    [ "$sum" = 206 ] || fail "perft --divide: root moves sum to $sum"
fi

# --- show and simulate ------------------------------------------------------
if run "show" 0 show "$SPEC" --reading II.Q1=skip; then
    grep -q 'Mangala II' "$TMP/out" || fail "show: no name"
    grep -q 'II.Q1' "$TMP/out" || fail "show: no open question II.Q1"
    grep -q '\* skip' "$TMP/out" || fail "show: chosen reading not starred"
fi
if run "simulate" 0 simulate "$SPEC" --games 200 --seed 3; then
    grep -q 'Mangala II' "$TMP/out" || fail "simulate: no row for the spec"
    cp "$TMP/out" "$TMP/sim1"
    run "simulate again" 0 simulate "$SPEC" --games 200 --seed 3 && \
        { cmp -s "$TMP/out" "$TMP/sim1" || fail "simulate: not reproducible"; }
fi

if [ "$fails" -ne 0 ]; then
    echo "$fails check(s) failed"
    exit 1
fi
echo "all cli_basic checks passed"
