#!/usr/bin/env bash
# cli_bench.sh SOW SOURCE_DIR - `sow bench --json`: a valid JSON file with
# every figure, counts that agree with `sow simulate` and with themselves,
# written whole or not at all; clear errors. No timing is asserted.
set -u
SOW=${1:?usage: cli_bench.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_bench.sh PATH_TO_SOW SOURCE_DIR}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cd "$SRC" || exit 2
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

II=specs/mangala_ii_limit.lua
IV=specs/mangala_iv.lua
RD=(--reading IV.Q3=skip --reading IV.Q8=south_first)

"$SOW" bench $II $IV "${RD[@]}" --games 300 --seed 7 --json "$TMP/b.json" > "$TMP/table" || fail "bench --json"
grep -q 'ns/sowing' "$TMP/table" || fail "the table has no ns/sowing column"
grep -q 'cpu s' "$TMP/table" || fail "the table has no CPU time column"
"$SOW" simulate $II --games 300 --seed 7 --quiet --json "$TMP/sim.json" > /dev/null || fail "simulate --json"
isa=$("$SOW" --version | sed -n 's/^hot loop: //p')

# The fields, their types, and counts that must agree: sowings + passes =
# plies, the same plies, passes and spec hash as `sow simulate` reports.
python3 - "$TMP/b.json" "$TMP/sim.json" "$isa" << 'EOF' || fail "the JSON file is not what bench must write"
import json, re, sys
d = json.load(open(sys.argv[1]))
sim_file = json.load(open(sys.argv[2]))
sim = sim_file["sets"][0]
isa = sys.argv[3]
bad = []
def need(ok, what):
    if not ok: bad.append(what)
need(d.get("format") == "sow-bench" and d.get("version") == 1, "format sow-bench, version 1")
sets = d.get("sets", [])
need(len(sets) == 2, "two sets")
num = (int, float)
fields = {"name": str, "spec": str, "spec_hash": str, "readings": str, "changed": str, "seed": int,
          "games": int, "threads": int, "wall_s": num, "cpu_s": num, "games_per_s": num,
          "plies_per_s": num, "plies": int, "sowings": int, "passes": int, "ns_per_ply": num,
          "ns_per_sowing": num, "cpu_ns_per_ply": num, "cpu_ns_per_sowing": num, "isa": str,
          "sow_version": str}
for s in sets:
    for k, t in fields.items():
        need(isinstance(s.get(k), t), "%s: field %s (%s)" % (s.get("name"), k, t))
    if bad: break
    need(s["games"] == 300 and s["seed"] == 7 and s["threads"] == 1, "games, seed, threads as asked")
    need(s["sowings"] > 0 and s["sowings"] + s["passes"] == s["plies"], "sowings + passes = plies")
    need(s["wall_s"] > 0 and s["cpu_s"] >= 0, "positive times")
    need(abs(s["ns_per_sowing"] * s["sowings"] - 1e9 * s["wall_s"]) <= 1e-3 * 1e9 * s["wall_s"], "ns/sowing = wall / sowings")
    need(re.fullmatch(r"[0-9a-f]{16}", s["spec_hash"]) is not None, "spec_hash: 16 hex digits")
    need(s["isa"] == isa, "isa %s, sow --version says %s" % (s["isa"], isa))
    need(s["sow_version"] == sim_file["sow_version"], "sow_version as sow simulate records it")
if not bad:
    ii, iv = sets
    need(ii["spec"] == "specs/mangala_ii_limit.lua" and iv["spec"] == "specs/mangala_iv.lua", "spec paths")
    need("IV.Q3=skip" in iv["changed"] and "IV.Q8=south_first" in iv["changed"] and ii["changed"] == "", "readings")
    c = sim["counts"]
    need(ii["plies"] == c["plies_sum"] and ii["passes"] == c["passes"], "plies and passes as sow simulate counts them")
    need(ii["spec_hash"] == sim["spec_hash"], "the spec hash sow simulate records")
for b in bad: print("  bench JSON:", b)
sys.exit(1 if bad else 0)
EOF

# The counts do not depend on the thread count.
"$SOW" bench $II --games 300 --seed 7 --threads 2 --json "$TMP/b2.json" > /dev/null || fail "bench --threads 2 --json"
counts() { python3 -c 'import json, sys
s = json.load(open(sys.argv[1]))["sets"][0]
print(s["games"], s["plies"], s["sowings"], s["passes"])' "$1"; }
[ "$(counts "$TMP/b2.json")" = "$(counts "$TMP/b.json")" ] || fail "the counts differ between --threads 1 and 2"

# --json -: the JSON alone on stdout, the table on stderr.
"$SOW" bench $II --games 100 --json - > "$TMP/out" 2> "$TMP/err" || fail "bench --json -"
python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$TMP/out" || fail "bench --json -: stdout is not JSON"
grep -q 'ns/sowing' "$TMP/err" || fail "bench --json -: the table is not on stderr"

# Errors: exit 2 with a message, and no file (an old one is left as it was).
for bad in "--json /nonexistent/dir/b.json" "--json $TMP" "--csv $TMP/b.csv" "--shard 0/2" "--digest" "--games 0"; do
    # shellcheck disable=SC2086
    "$SOW" bench $II --games 10 $bad > /dev/null 2> "$TMP/err"
    rc=$?
    [ "$rc" -eq 2 ] || fail "bench $bad: exit $rc, expected 2"
    grep -q '^sow' "$TMP/err" || fail "bench $bad: no 'sow' message on stderr"
done
[ ! -e /nonexistent/dir/b.json ] || fail "a file was left behind in /nonexistent"
[ ! -e "$TMP/b.csv" ] || fail "bench wrote a CSV file"
"$SOW" bench $II specs/no_such_spec.lua --games 10 --json "$TMP/none.json" > /dev/null 2>&1
[ $? -eq 2 ] || fail "bench with a missing spec: not exit 2"
[ ! -e "$TMP/none.json" ] || fail "bench with a missing spec left a JSON file"
echo "old" > "$TMP/old.json"
"$SOW" bench $II specs/no_such_spec.lua --games 10 --json "$TMP/old.json" > /dev/null 2>&1
[ "$(cat "$TMP/old.json")" = "old" ] || fail "a failed bench replaced an existing file"

# --help
"$SOW" bench --help > "$TMP/help" || fail "bench --help: not exit 0"
grep -q 'usage: sow bench' "$TMP/help" || fail "bench --help: no usage line"
grep -q -- '--json FILE' "$TMP/help" || fail "bench --help does not document --json"
"$SOW" bench --no-such-option > /dev/null 2>&1
[ $? -eq 2 ] || fail "bench with an unknown option: not exit 2"

echo "cli_bench: $fails failed"
[ "$fails" -eq 0 ]
