#!/usr/bin/env bash
# cli_report.sh SOW SOURCE_DIR - `sow report`: a page of simulation results
# holds the comparison table sow prints and every set's headline numbers;
# in headless Chromium (from a file:// URL, ?test) the table rows, the share
# markers and intervals and the result bars it draws equal the results
# file's summary, with no script error, and a screenshot is not blank.
# Clear errors. Without chromium the browser checks are skipped, saying so.
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
"$SOW" report "$TMP/audit.json" -o "$TMP/x.html" 2> "$TMP/err"; [ $? = 2 ] || fail "report of an audit file: not exit 2"
grep -q "audit.json" "$TMP/err" || fail "report of an audit file does not name it: $(cat "$TMP/err")"
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
fi

[ $fails = 0 ] && echo "cli_report: ok"
[ $fails = 0 ]
