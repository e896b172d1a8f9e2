#!/usr/bin/env bash
# cli_golden.sh SOW SOURCE_DIR - replays every transcript of
# tests/golden/commands.txt and compares it with its golden file; on a
# mismatch names the game and the first differing ply.
set -u
SOW=${1:?usage: cli_golden.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_golden.sh PATH_TO_SOW SOURCE_DIR}
cd "$SRC" || exit 2
fails=0 n=0
while IFS=$'\t' read -r name args; do
    case "$name" in ''|'#'*) continue ;; esac
    n=$((n + 1))
    want="tests/golden/$name.jsonl"
    # shellcheck disable=SC2086  # the arguments are words on purpose
    got=$("$SOW" play $args 2>&1)
    if [ ! -f "$want" ]; then
        echo "FAIL: $name: no golden file $want (run scripts/update-golden.sh)"
        fails=$((fails + 1))
    elif ! diff -q <(printf '%s\n' "$got") "$want" >/dev/null; then
        line=$(diff <(printf '%s\n' "$got") "$want" | head -1 | sed 's/[acd,].*//')
        echo "FAIL: $name (sow play $args): first difference at line $line (ply $((line - 1)))"
        diff <(printf '%s\n' "$got") "$want" | head -6 | sed 's/^/    /'
        fails=$((fails + 1))
    fi
done < tests/golden/commands.txt
echo "$((n - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
