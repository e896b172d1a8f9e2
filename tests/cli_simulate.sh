#!/usr/bin/env bash
# cli_simulate.sh SOW SOURCE_DIR - `sow simulate`, `sow merge`, `sow bench`:
# the same table for any thread count, shards merged give one run's results,
# results files written whole, clear errors.
set -u
SOW=${1:?usage: cli_simulate.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_simulate.sh PATH_TO_SOW SOURCE_DIR}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cd "$SRC" || exit 2
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

II=specs/mangala_ii.lua
AM=specs/al_manqala.lua
IV=specs/mangala_iv.lua

"$SOW" simulate $II $IV $AM --games 3000 --threads 1 --quiet > "$TMP/t1" || fail "simulate --threads 1"
"$SOW" simulate $II $IV $AM --games 3000 --threads 2 --quiet > "$TMP/t2" || fail "simulate --threads 2"
cmp -s "$TMP/t1" "$TMP/t2" || fail "the table differs between --threads 1 and 2"
grep -q "Mangala IV" "$TMP/t1" || fail "the table lacks Mangala IV"
grep -q "ritual" "$TMP/t1" || fail "the table lacks the opening ritual line"

# shards merged = one run, through the results files
"$SOW" simulate $AM --games 2000 --agents random,greedy --json "$TMP/all.json" --quiet > /dev/null || fail "simulate --json"
for k in 0 1 2; do
    "$SOW" simulate $AM --games 2000 --agents random,greedy --shard "$k/3" --json "$TMP/s$k.json" --quiet > /dev/null ||
        fail "simulate --shard $k/3"
done
"$SOW" merge "$TMP/s0.json" "$TMP/s1.json" "$TMP/s2.json" --json "$TMP/merged.json" > "$TMP/merged.txt" || fail "merge"
d_all=$("$SOW" merge "$TMP/all.json" | grep -o 'digest *[0-9a-f]*')
d_merged=$(grep -o 'digest *[0-9a-f]*' "$TMP/merged.txt")
[ -n "$d_all" ] && [ "$d_all" = "$d_merged" ] || fail "merged shards digest '$d_merged' != one run '$d_all'"
"$SOW" merge "$TMP/s0.json" "$TMP/s1.json" 2> "$TMP/err" > /dev/null
grep -q "partial" "$TMP/err" || fail "merging 2 of 3 shards does not say partial"
"$SOW" merge "$TMP/s0.json" "$TMP/s0.json" > /dev/null 2>&1 && fail "merging a shard twice succeeded"

# the digest mode and the CSV file
"$SOW" simulate $II --games 500 --digest --quiet | grep -q 'digest [0-9a-f]\{16\}' || fail "--digest prints no digest"
"$SOW" simulate $II --games 500 --csv "$TMP/r.csv" --quiet > /dev/null || fail "--csv"
[ "$(wc -l < "$TMP/r.csv")" -eq 2 ] || fail "the CSV file has not one header and one row"

# per-spec readings compare interpretations side by side
"$SOW" simulate "$AM" "$AM@AM.Q1=leave" --games 300 --quiet > "$TMP/side" || fail "SPEC@READING"
grep -q "Q1=leave" "$TMP/side" || fail "the table does not name the reading of the second set"

# errors: exit 2 with a message
for bad in "--games 0" "--agents wizard,random" "--shard 3/3" "--shard x" "--threads -1" "--sprt 0.5,0.5" \
           "--reading XX.Q1=a" "--json /nonexistent/dir/r.json"; do
    # shellcheck disable=SC2086
    "$SOW" simulate $II --games 10 --quiet $bad > /dev/null 2> "$TMP/err"
    rc=$?
    [ "$rc" -eq 2 ] || fail "simulate $bad: exit $rc, expected 2"
    grep -q '^sow' "$TMP/err" || fail "simulate $bad: no 'sow' message on stderr"
done
[ ! -e /nonexistent/dir/r.json ] || fail "a results file was left behind"
"$SOW" merge "$TMP/nope.json" > /dev/null 2>&1 && fail "merge of a missing file succeeded"
echo '{"format":"other"}' > "$TMP/bad.json"
"$SOW" merge "$TMP/bad.json" > /dev/null 2>&1 && fail "merge of a foreign file succeeded"

# bench runs and reports ns/ply
"$SOW" bench $II --games 2000 | grep -q 'ns/ply' || fail "bench prints no ns/ply"

for cmd in simulate merge bench; do
    "$SOW" "$cmd" --help | grep -q "usage: sow $cmd" || fail "$cmd --help"
done

echo "cli_simulate: $fails failed"
[ "$fails" -eq 0 ]
