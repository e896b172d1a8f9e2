#!/usr/bin/env bash
# cli_audit.sh SOW SOURCE_DIR - `sow diff` and `sow audit`: no divergence of
# a spec with itself (with its bound), a divergence for a reading that
# matters, reproducing commands that really reproduce, reports written,
# the same numbers for any thread count, clear errors.
set -u
SOW=${1:?usage: cli_audit.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_audit.sh PATH_TO_SOW SOURCE_DIR}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cd "$SRC" || exit 2
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

II=specs/mangala_ii.lua
AM=specs/al_manqala.lua

# a spec against itself: no divergence, stated with its confidence bound
"$SOW" diff $AM $AM --games 2000 --json "$TMP/self.json" > "$TMP/self" || fail "diff self"
grep -q "no divergence in 2000 games: the divergence rate is below 0.15% with 95% confidence" "$TMP/self" ||
    fail "diff self does not state 'no divergence' with its bound: $(grep divergence "$TMP/self")"
# ... and stars nothing: every test p = p_holm = 1, the family (7 tests) stated once
grep -E "(^| )significant" "$TMP/self" | grep -vq "not significant\|significant at family-wise" &&
    fail "diff self calls something significant: $(grep -E '(^| )significant' "$TMP/self" | grep -v 'not significant')"
grep -q "verdicts: significant at family-wise 5% after Holm's adjustment over 7 tests" "$TMP/self" ||
    fail "diff does not say which adjustment it made: $(grep -i holm "$TMP/self")"
python3 - "$TMP/self.json" <<'PY' || fail "diff self: the JSON tests are not all p = p_holm = 1, not significant"
import json, sys
d = json.load(open(sys.argv[1]))
mt = d["multiple_testing"]
assert mt["procedure"] == "holm" and mt["family"] == 7 and mt["alpha"] == 0.05, mt
tests = list(d["changes"].values()) + [d["mcnemar_first_wins"]]
assert len(tests) == 7 and "limit_rate" in d["changes"], sorted(d["changes"])
for t in tests:
    assert t["p"] == 1 and t["p_holm"] == 1 and t["significant"] is False, t
assert d["transitions"]["order"] == ["win", "draw", "loss", "unresolved", "limit"], d["transitions"]["order"]
assert len(d["transitions"]["a_rows_b_columns"]) == 5
PY

# a reading that matters: a divergence rate with its interval, result changes, examples
"$SOW" diff $AM $AM --reading-b AM.Q1=leave --games 5000 --json "$TMP/d.json" > "$TMP/q1" || fail "diff AM.Q1=leave"
grep -Eq "^divergence +[0-9]+ of 5000 games diverge: [0-9.]+% \[[0-9.]+,[0-9.]+\]" "$TMP/q1" ||
    fail "diff AM.Q1=leave prints no divergence line"
grep -q "1st win rate" "$TMP/q1" || fail "diff prints no change of the first player's win rate"
grep -q '"format": "sow-diff"' "$TMP/d.json" || fail "diff --json wrote no sow-diff file"
python3 - "$TMP/d.json" "$TMP/q1" <<'PY' || fail "diff AM.Q1=leave: raw and adjusted p-values or verdicts are wrong"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["multiple_testing"]["family"] == 7
text = open(sys.argv[2]).read()
names = {"first_win_rate": "1st win rate", "draw_rate": "draw rate", "first_loss_rate": "1st loss rate",
         "unresolved_rate": "unresolved rate", "limit_rate": "limit rate", "mean_plies": "mean plies"}
for key, t in list(d["changes"].items()) + [("mcnemar", d["mcnemar_first_wins"])]:
    assert 0 <= t["p"] <= t["p_holm"] <= 1 and t["significant"] == (t["p_holm"] < 0.05), (key, t)
    line = [l for l in text.splitlines() if l.startswith("  " + names.get(key, "McNemar"))]
    assert len(line) == 1 and (not line[0].endswith("not significant")) == t["significant"], (key, line, t)
PY

# the reproducing commands of the first diverging game, run under both readings, differ
"$SOW" diff $II $II --reading-b II.Q1=skip --games 200 > "$TMP/q1ii" || fail "diff II.Q1=skip"
awk '/^    A: sow play /{a=substr($0, 8)} /^    B: sow play /{print a; print substr($0, 8); exit}' "$TMP/q1ii" > "$TMP/cmds"
[ "$(wc -l < "$TMP/cmds")" -eq 2 ] || fail "diff printed no reproducing commands"
run_cmd() { # "sow play ARGS" -> run with $SOW (no shell-special characters in these commands)
    local line=$1
    # shellcheck disable=SC2086
    set -- ${line#sow }
    "$SOW" "$@" 2>&1
}
if [ "$(wc -l < "$TMP/cmds")" -eq 2 ]; then
    run_cmd "$(sed -n 1p "$TMP/cmds")" > "$TMP/outa"
    run_cmd "$(sed -n 2p "$TMP/cmds")" > "$TMP/outb"
    grep -q "Ply 1" "$TMP/outa" || fail "the A command plays no ply: $(sed -n 1p "$TMP/cmds")"
    cmp -s "$TMP/outa" "$TMP/outb" && fail "the reproducing commands show no difference: $(cat "$TMP/cmds")"
fi
# the same for a reading that changes the legal moves (AM.Q1: the move may be illegal under B)
awk '/^    A: sow play /{a=substr($0, 8)} /^    B: sow play /{print a; print substr($0, 8); exit}' "$TMP/q1" > "$TMP/cmds2"
if [ "$(wc -l < "$TMP/cmds2")" -eq 2 ]; then
    run_cmd "$(sed -n 1p "$TMP/cmds2")" > "$TMP/outa"
    run_cmd "$(sed -n 2p "$TMP/cmds2")" > "$TMP/outb"
    cmp -s "$TMP/outa" "$TMP/outb" && fail "the AM.Q1 commands show no difference: $(cat "$TMP/cmds2")"
else
    fail "diff AM.Q1=leave printed no reproducing commands"
fi

# the audit of one question: a ranked table, JSON and Markdown reports
"$SOW" audit $II --games 300 --question II.Q1 --threads 1 --json "$TMP/a.json" --md "$TMP/a.md" > "$TMP/a1" ||
    fail "audit --question II.Q1"
grep -Eq "^rank +question +reading" "$TMP/a1" || fail "audit prints no ranked table"
grep -Eq "^1 +II.Q1 +skip" "$TMP/a1" || fail "audit table has no II.Q1 skip row"
grep -q '"format": "sow-audit"' "$TMP/a.json" || fail "audit --json wrote no sow-audit file"
grep -q '"question": "II.Q1"' "$TMP/a.json" || fail "the audit JSON lacks II.Q1"
grep -q "^### II.Q1" "$TMP/a.md" || fail "the Markdown report has no II.Q1 section"
grep -q "sow play specs/mangala_ii.lua --board .* --reading II.Q1=skip" "$TMP/a.md" ||
    fail "the Markdown report has no reproducing command"
"$SOW" audit $II --games 300 --question II.Q1 --threads 2 > "$TMP/a2" || fail "audit --threads 2"
diff <(grep -v '^time:' "$TMP/a1") <(grep -v '^time:' "$TMP/a2") > /dev/null ||
    fail "the audit differs between --threads 1 and 2"
# a question with one reading is listed as not playable; combinations of two questions
"$SOW" audit $II --games 300 --question II.Q7 --question II.Q2 --question II.Q8 > "$TMP/a3" ||
    fail "audit of II.Q7, II.Q2, II.Q8"
grep -q "not playable (one reading)" "$TMP/a3" || fail "II.Q7 is not listed as not playable"
grep -q "combinations of readings: 4 (all of them)" "$TMP/a3" || fail "no combinations of II.Q2 x II.Q8"

# a symmetric question: who moves first in Halusa (HA.Q5: north, alternate,
# random against south). Any raw p-value below 5% is chance (at this seed
# north's raw p is about 0.03, starred before the adjustment); over the 21
# tests of the audit, Holm's adjustment stars only where p_holm < 0.05.
"$SOW" audit specs/halusa.lua --games 5000 --seed 2 --question HA.Q5 --combos 0 --quiet --json "$TMP/h.json" --md "$TMP/h.md" \
    > "$TMP/h" || fail "audit of HA.Q5"
grep -q "^\*: significant at family-wise 5% after Holm's adjustment over 21 tests" "$TMP/h" ||
    fail "the audit does not say which adjustment it made: $(grep -i holm "$TMP/h")"
grep -q "significant at family-wise 5% after Holm's adjustment over 21 tests" "$TMP/h.md" ||
    fail "the Markdown report does not say which adjustment it made"
grep -q "Holm-adjusted p = " "$TMP/h.md" || fail "the Markdown report gives no adjusted p-values"
python3 - "$TMP/h.json" "$TMP/h" <<'PY' || fail "the HA.Q5 audit: raw and adjusted p-values or stars are wrong"
import json, re, sys
d = json.load(open(sys.argv[1]))
mt = d["multiple_testing"]
assert mt["procedure"] == "holm" and mt["family"] == 21 and mt["tests_per_comparison"] == 7, mt
raw_below = 0
stars = {}
for r in d["readings"]:
    c = r["comparison"]
    tests = dict(c["changes"], mcnemar=c["mcnemar_first_wins"])
    assert len(tests) == 7, sorted(tests)
    for name, t in tests.items():
        assert 0 <= t["p"] <= t["p_holm"] <= 1, (r["reading"], name, t)
        assert t["significant"] == (t["p_holm"] < 0.05), (r["reading"], name, t)
        raw_below += t["p"] < 0.05
    shown = ["first_win_rate", "unresolved_rate", "limit_rate", "mean_plies"]
    stars[r["reading"]] = sum(c["changes"][k]["significant"] for k in shown)
assert raw_below >= 1, "no raw p-value below 5%: the test no longer shows the adjustment at work"
rows = [l for l in open(sys.argv[2]) if re.match(r"^\d+ +HA\.Q5 ", l)]
assert len(rows) == 3, rows
for l in rows:
    reading = l.split()[2]
    assert l.count(" *") == stars[reading], (l, stars[reading])
# the symmetric question: nothing survives the adjustment at this seed
assert sum(stars.values()) == 0, stars
PY

# errors: exit 2 with a message, nothing left behind
check_err() {
    "$@" > /dev/null 2> "$TMP/err"
    local rc=$?
    [ "$rc" -eq 2 ] || fail "$*: exit $rc, expected 2"
    grep -q '^sow' "$TMP/err" || fail "$*: no 'sow' message on stderr"
}
check_err "$SOW" audit $II --games 10 --question XX.Q1
check_err "$SOW" audit $II --games 0
check_err "$SOW" audit $II --games 10 --question II.Q1 --json /nonexistent/dir/a.json
check_err "$SOW" audit
check_err "$SOW" diff $II $AM --games 10
grep -q "same size" "$TMP/err" || fail "diff of different board sizes does not say why"
check_err "$SOW" diff $II $II --games 0
check_err "$SOW" diff $II --games 10
check_err "$SOW" diff $II $II --games 10 --reading-b XX.Q1=a
check_err "$SOW" diff $II $II --games 10 --reading-b II.Q1=nonsense
[ ! -e /nonexistent/dir/a.json ] || fail "a report file was left behind"
"$SOW" diff --help | grep -q "usage: sow diff" || fail "diff --help"
"$SOW" audit --help | grep -q "usage: sow audit" || fail "audit --help"

if [ "$fails" -ne 0 ]; then
    echo "$fails failure(s)"
    exit 1
fi
echo "cli_audit: all passed"
