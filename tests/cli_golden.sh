#!/usr/bin/env bash
# cli_golden.sh SOW SOURCE_DIR - the golden baselines: replays every
# transcript of tests/golden/commands.txt and every simulation of
# tests/golden/simulations.txt and compares them with their golden files;
# on a mismatch names the spec, the game and the first differing ply.
set -u
SOW=${1:?usage: cli_golden.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_golden.sh PATH_TO_SOW SOURCE_DIR}
cd "$SRC" || exit 2
G=tests/golden
fails=0 n=0

# first_difference GOT WANT: "line L (ply P)" of the first differing line
first_difference() {
    local line
    line=$(diff <(printf '%s\n' "$1") "$2" | head -1 | sed 's/[acd,].*//')
    echo "line $line (ply $((line - 1)))"
}

while IFS=$'\t' read -r name args; do
    case "$name" in ''|'#'*) continue ;; esac
    n=$((n + 1))
    want="$G/$name.jsonl"
    # shellcheck disable=SC2086  # the arguments are words on purpose
    got=$("$SOW" play $args 2>&1)
    if [ ! -f "$want" ]; then
        echo "FAIL: $name: no golden file $want (run scripts/update-golden.sh)"
        fails=$((fails + 1))
    elif ! diff -q <(printf '%s\n' "$got") "$want" >/dev/null; then
        echo "FAIL: transcript $name (sow play $args): first difference at $(first_difference "$got" "$want")"
        diff <(printf '%s\n' "$got") "$want" | head -6 | sed 's/^/    /'
        fails=$((fails + 1))
    fi
done < $G/commands.txt

while IFS=$'\t' read -r name spec games opts; do
    case "$name" in ''|'#'*) continue ;; esac
    n=$((n + 1))
    want="$G/sim_$name.digest"
    # shellcheck disable=SC2086
    got=$("$SOW" simulate "$spec" --games "$games" --digest --quiet $opts 2>&1)
    if [ ! -f "$want" ]; then
        echo "FAIL: $name: no golden file $want (run scripts/update-golden.sh)"
        fails=$((fails + 1))
        continue
    fi
    [ "$got" = "$(cat "$want")" ] && continue
    fails=$((fails + 1))
    echo "FAIL: simulation $name ($spec, $games games, $opts): digest '$got', expected '$(cat "$want")'"
    found=
    for g in 0 1 2 3 4; do
        # shellcheck disable=SC2086
        t=$("$SOW" play "$spec" --game "$g" --json $opts 2>&1)
        if ! diff -q <(printf '%s\n' "$t") "$G/sim_$name.game$g.jsonl" >/dev/null 2>&1; then
            echo "    first differing game: $g, at $(first_difference "$t" "$G/sim_$name.game$g.jsonl"):"
            # shellcheck disable=SC2086
            echo "    sow play $spec --game $g --json $opts"
            diff <(printf '%s\n' "$t") "$G/sim_$name.game$g.jsonl" | head -4 | sed 's/^/    /'
            found=1
            break
        fi
    done
    [ -n "$found" ] || echo "    games 0-4 agree: the first differing game is a later one"
done < $G/simulations.txt

echo "$((n - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
