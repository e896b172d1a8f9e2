#!/usr/bin/env bash
# cli_report.sh SOW SOURCE_DIR - `sow report`: a page of simulation results
# holds the comparison table sow prints and every set's headline numbers;
# in headless Chromium (from a file:// URL, ?test) the table rows, the share
# markers and intervals and the result bars it draws equal the results
# file's summary, with no script error, and a screenshot is not blank.
# A page of audit and diff results files: every cell of each comparison's
# row, each shift marker and interval the SVG draws, the example commands
# and the recorded hashes, seeds and version equal the files'. Clear errors
# (a truncated file, a JSON file of another kind, a mix of kinds). Without chromium the browser checks are skipped, saying so.
set -u
SOW=${1:?usage: cli_report.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_report.sh PATH_TO_SOW SOURCE_DIR}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cd "$SRC" || exit 2
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

"$SOW" simulate specs/mangala_ii.lua specs/games/kalah.lua --games 300 --json "$TMP/a.json" --quiet > /dev/null || fail "simulate a"
"$SOW" simulate specs/mangala_iv.lua --agents greedy,random --games 200 --json "$TMP/b.json" --quiet > /dev/null || fail "simulate b"
"$SOW" report "$TMP/a.json" "$TMP/b.json" -o "$TMP/r.html" || fail "report"
"$SOW" report "$TMP/a.json" -o "$TMP/a.html" || fail "report of one file"
grep -q '<script src\|<link \|src="http\|href="http\|url(http\|@import' "$TMP/r.html" && fail "the page loads something from outside"
# the page's table is the one sow merge prints for the same sets
"$SOW" merge "$TMP/a.json" > "$TMP/a.table" || fail "merge"
python3 - "$TMP/a.html" "$TMP/a.table" <<'PY' || fail "the page's comparison table is not sow's"
import json, re, sys
d = json.loads(re.search(r'id="sow-data">(.*?)</script>', open(sys.argv[1]).read(), re.S).group(1))
assert d["table"] == open(sys.argv[2]).read(), "tables differ"
assert [s["name"] for s in d["sets"]] == ["Mangala II", "Kalah"], d["sets"]
assert all(len(s["spec_hash"]) == 16 and s["seed"] == 1 for s in d["sets"])
PY

# errors
"$SOW" report --help | grep -q "RESULTS.json... -o PAGE.html" || fail "report --help"
"$SOW" --help | grep -q "^  report " || fail "sow --help does not list report"
"$SOW" report "$TMP/a.json" > /dev/null 2> "$TMP/err"; [ $? = 2 ] || fail "report without -o: not exit 2"
grep -q "expected RESULTS.json... and -o PAGE.html" "$TMP/err" || fail "report without -o: $(cat "$TMP/err")"
echo '{"format":"sow-audit"}' > "$TMP/audit.json"
"$SOW" report "$TMP/audit.json" -o "$TMP/x.html" 2> "$TMP/err"; [ $? = 2 ] || fail "report of a bare audit file: not exit 2"
grep -q "audit.json: field version: version: missing" "$TMP/err" || fail "report of a bare audit file: $(cat "$TMP/err")"
# audit and diff results files
"$SOW" audit specs/al_manqala.lua --games 400 --question AM.Q1 --json "$TMP/A.json" > /dev/null || fail "audit A"
"$SOW" audit specs/mangala_ii.lua --games 400 --json "$TMP/A2.json" > /dev/null || fail "audit A2"
"$SOW" diff specs/mangala_ii.lua specs/mangala_ii.lua --reading-b II.Q1=skip --games 1000 --json "$TMP/D.json" > /dev/null || fail "diff D"
"$SOW" report "$TMP/A.json" "$TMP/A2.json" "$TMP/D.json" -o "$TMP/c.html" || fail "report of audits and a diff"
grep -q '<script src\|<link \|src="http\|href="http\|url(http\|@import' "$TMP/c.html" && fail "the comparison page loads something from outside"
head -c 900 "$TMP/A.json" > "$TMP/cut.json"
"$SOW" report "$TMP/cut.json" -o "$TMP/x.html" 2> "$TMP/err"; [ $? = 2 ] || fail "report of a truncated file: not exit 2"
grep -q "cut.json:" "$TMP/err" || fail "report of a truncated file does not name it: $(cat "$TMP/err")"
"$SOW" vectors specs/al_manqala.lua --games 1 | head -1 > "$TMP/vec.json"
"$SOW" report "$TMP/vec.json" -o "$TMP/x.html" 2> "$TMP/err"; [ $? = 2 ] || fail "report of a vectors file: not exit 2"
grep -q 'vec.json: field format: format "sow-vectors": expected' "$TMP/err" || fail "report of a vectors file: $(cat "$TMP/err")"
python3 - "$TMP/D.json" "$TMP/D2.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
del d["changes"]["first_win_rate"]["p_holm"]
json.dump(d, open(sys.argv[2], "w"))
PY
"$SOW" report "$TMP/D2.json" -o "$TMP/x.html" 2> "$TMP/err"; [ $? = 2 ] || fail "report of a diff without p_holm: not exit 2"
grep -q "D2.json: field changes.first_win_rate.p_holm: .*missing" "$TMP/err" || fail "diff without p_holm: $(cat "$TMP/err")"
"$SOW" report "$TMP/a.json" "$TMP/A.json" -o "$TMP/x.html" 2> "$TMP/err"; [ $? = 2 ] || fail "report of a mix: not exit 2"
grep -q "A.json: report: a page holds simulation results (.*a.json) or audit and diff results" "$TMP/err" ||
    fail "report of a mix: $(cat "$TMP/err")"
"$SOW" report "$TMP/none.json" -o "$TMP/x.html" 2> "$TMP/err"; [ $? = 2 ] || fail "report of a missing file: not exit 2"
[ -e "$TMP/x.html" ] && fail "a failed report wrote its page"

CHROMIUM=${SOW_CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
[ "$CHROMIUM" = none ] && CHROMIUM=
if [ -z "$CHROMIUM" ]; then
    echo "cli_report: SKIPPED the browser checks: no chromium (Debian's chromium; scripts/setup.sh installs it)"
else
    browse() {   # browse OUT-FILE chromium-args...
        local out=$1
        shift
        timeout 60 "$CHROMIUM" --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars \
            --user-data-dir="$out.profile" --enable-logging=stderr --v=0 "$@" > "$out" 2> "$out.err"
        echo $? > "$out.rc"
    }
    browse "$TMP/r.dom" --dump-dom "file://$TMP/r.html?test" &
    browse "$TMP/shot.log" --window-size=760,640 --screenshot="$TMP/shot.png" "file://$TMP/r.html" &
    browse "$TMP/c.dom" --dump-dom "file://$TMP/c.html?test" &
    browse "$TMP/cshot.log" --window-size=1000,800 --screenshot="$TMP/cshot.png" "file://$TMP/c.html" &
    wait
    [ "$(cat "$TMP/r.dom.rc")" = 0 ] || fail "chromium failed: $(tail -2 "$TMP/r.dom.err")"
    grep -a "CONSOLE" "$TMP/r.dom.err" | grep -ai "error\|uncaught" && fail "the console shows errors"
    python3 - "$TMP/r.dom" "$TMP/a.json" "$TMP/b.json" <<'PY' || fail "the page does not draw the results files' numbers"
import html, json, re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r'<pre id="sow-test">(.*?)</pre>', dom, re.S)
assert m, "no test summary in the DOM (did the script run?)"
got = json.loads(html.unescape(m.group(1)))
assert got["errors"] == [], got["errors"]
sets = [s for f in sys.argv[2:] for s in json.load(open(f))["sets"]]
assert len(got["rows"]) == len(sets) == 3, "%d rows for %d sets" % (len(got["rows"]), len(sets))
close = lambda a, b: abs(a - b) < 1e-3
parts = iter(got["parts"])
for row, share, s in zip(got["rows"], got["share"], sets):
    want = s["summary"]["first_share"]
    assert all(close(share[k], want[k]) for k in ("rate", "lo", "hi")), (share, want)
    assert row[0].startswith(s["name"]) and row[1] == str(s["counts"]["games"]), row
    for k in ("win", "draw", "loss", "unresolved", "limit"):
        r = s["summary"]["first_mover"][k]["rate"]
        if r > 0:
            p = next(parts)
            assert p["key"] == k and close(p["rate"], r), (p, k, r)
assert next(parts, None) is None, "more bars than results"
print("%d sets checked" % len(sets))
PY
    [ "$(cat "$TMP/shot.log.rc")" = 0 ] || fail "the screenshot failed"
    python3 tests/png_not_blank.py "$TMP/shot.png" 0x1565c0 || fail "the screenshot is blank or shows no bars"
    [ "$(cat "$TMP/c.dom.rc")" = 0 ] || fail "chromium failed on the comparison page: $(tail -2 "$TMP/c.dom.err")"
    grep -a "CONSOLE" "$TMP/c.dom.err" | grep -ai "error\|uncaught" && fail "the comparison page's console shows errors"
    python3 - "$TMP/c.dom" "$TMP/A.json" "$TMP/A2.json" "$TMP/D.json" <<'PY' || fail "the comparison page does not draw the files' numbers"
import html, json, re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r'<pre id="sow-test">(.*?)</pre>', dom, re.S)
assert m, "no test summary in the DOM (did the script run?)"
got = json.loads(html.unescape(m.group(1)))
assert got["errors"] == [], got["errors"]
files = [json.load(open(f)) for f in sys.argv[2:]]
assert [s["kind"] for s in got["sections"]] == ["audit", "audit", "diff"], got["sections"]
NUM = re.compile(r"-?\d+(?:\.(\d+))?(?:e([-+]?\d+))?")

def numbers(cell, want, what):
    """The cell's numbers are want's, each rounded as shown (to its own digits)."""
    shown = list(NUM.finditer(cell))
    assert len(shown) == len(want), (what, cell, want)
    for m, w in zip(shown, want):
        tol = 0.5 * 10 ** -len(m.group(1) or "") * 10 ** int(m.group(2) or 0) + 1e-9
        assert abs(float(m.group(0)) - w) <= tol, (what, cell, w)

def row_of(c, row, what):
    w, mc = c["changes"]["first_win_rate"], c["mcnemar_first_wins"]
    assert row[1] == str(c["games"]), (what, row)
    for i, key in ((2, "divergence"), (3, "result_changed")):
        k = c[key]
        numbers(row[i], [k["count"], k["of"], 100 * k["rate"], 100 * k["lo"], 100 * k["hi"]], what + " " + key)
    numbers(row[4], [100 * w["a"], 100 * w["b"]], what + " win rates")
    numbers(row[5], [100 * w["delta"], 100 * w["lo"], 100 * w["hi"]], what + " shift")
    numbers(row[6], [w["p"]], what + " p")
    numbers(row[7], [w["p_holm"]], what + " p_holm")
    assert row[8] == ("significant" if w["significant"] else "not significant"), (what, row[8])
    numbers(row[9], [mc["a_only"], mc["b_only"]], what + " McNemar counts")
    numbers(row[10], [mc["chi2"]], what + " chi2")
    assert row[11].endswith(" significant") == mc["significant"], (what, row[11])
    numbers(row[11].replace(" significant", ""), [mc["p_holm"]], what + " McNemar p_holm")
    assert row[12] == c["a"]["spec_hash"] + " \u2192 " + c["b"]["spec_hash"], (what, row[12])

def commands(c):
    out = [x for e in c["examples"] for x in (e["command_a"], e["command_b"])]
    first = c.get("exercised", {}).get("first")
    return out + ([first["command_default"], first["command_reading"]] if first and "command_default" in first else [])

rows = 0
for sec, f in zip(got["sections"], files):
    comps = [(r["question"] + "=" + r["reading"], r["comparison"]) for r in f["readings"]] if f["format"] == "sow-audit" \
        else [(f["b"]["label"], f)]
    assert len(sec["rows"]) == len(sec["bars"]) == len(comps), (len(sec["rows"]), len(sec["bars"]), len(comps))
    for (label, c), row, bar in zip(comps, sec["rows"], sec["bars"]):
        assert row[0].startswith(label), (row[0], label)
        row_of(c, row, label)
        w = c["changes"]["first_win_rate"]
        assert all(abs(bar[k] - w[k]) < 1e-6 for k in ("delta", "lo", "hi")), (label, bar, w)
        rows += 1
    assert sec["commands"] == [x for _, c in comps for x in commands(c)], (sec["commands"][:2], "commands differ")
    meta = sec["meta"]
    assert "sow " + f["version"] + "," in meta and "seed %d," % f["seed"] in meta, meta
    hashes = [f["spec_hash"]] if f["format"] == "sow-audit" else [f["a"]["spec_hash"], f["b"]["spec_hash"]]
    assert all(h in meta for h in hashes), (meta, hashes)
assert any(abs(b["delta"]) > 0.01 for s in got["sections"] for b in s["bars"]), "no shift to check the bars with"
print("%d comparisons checked" % rows)
PY
    [ "$(cat "$TMP/cshot.log.rc")" = 0 ] || fail "the comparison page's screenshot failed"
    python3 tests/png_not_blank.py "$TMP/cshot.png" 0x1565c0 || fail "the comparison page's screenshot is blank or shows no marker"
fi

[ $fails = 0 ] && echo "cli_report: ok"
[ $fails = 0 ]
