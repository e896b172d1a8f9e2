#!/usr/bin/env bash
# cli_replay.sh SOW SOURCE_DIR - `sow replay`: pages of one game of each seed
# game and of a store game (Kalah) hold exactly the game `sow play --json`
# prints, and their `sow play` command reproduces it line for line; the same
# from a transcript; clear errors (file:line, what was expected, exit 2).
# In headless Chromium (Debian's chromium), each page loaded from a file://
# URL steps through every ply: the DOM's board counts, captured seeds,
# highlighted captured pits and player to move equal the transcript's after
# each ply, seed-by-seed animation ends on the engine's board, no script
# error; and a screenshot is not blank. Without chromium that part is
# skipped, saying so (scripts/setup.sh installs it; SOW_CHROMIUM=none skips it too).
set -u
SOW=${1:?usage: cli_replay.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_replay.sh PATH_TO_SOW SOURCE_DIR}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cd "$SRC" || exit 2
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# commands PAGE PAGE2: the `sow play` command of each page, one a line;
# fails unless both pages hold the same steps.
commands() {
    python3 - "$@" <<'PY'
import json, re, sys
def data(path):
    page = open(path, encoding="utf-8").read()
    return json.loads(re.search(r'<script type="application/json" id="sow-data">(.*?)</script>', page, re.S).group(1))
a, b = data(sys.argv[1]), data(sys.argv[2])
print(a["command"])
print(b["command"])
sys.exit(0 if a["steps"] == b["steps"] else 1)
PY
}

# ---- the pages hold the game, and their commands reproduce it --------------
# name spec selection (a game with relays, chains and opposites, captures, feeding, stores)
GAMES=(
    "ii specs/mangala_ii.lua --agents random --seed 3"
    "iv specs/mangala_iv.lua --agents random --seed 2"
    "am specs/al_manqala.lua --agents greedy,random --seed 5"
    "kalah specs/games/kalah.lua --agents random --seed 4"
)
for g in "${GAMES[@]}"; do
    read -r name spec sel <<<"$g"
    "$SOW" play "$spec" $sel --json > "$TMP/$name.jsonl" || { fail "$name: sow play"; continue; }
    "$SOW" replay "$spec" $sel -o "$TMP/$name.html" || { fail "$name: sow replay"; continue; }
    grep -q '<script src\|<link \|src="http\|href="http\|url(http\|@import' "$TMP/$name.html" && fail "$name: the page loads something from outside"
    "$SOW" replay --transcript "$TMP/$name.jsonl" "$spec" -o "$TMP/$name.t.html" || { fail "$name: replay --transcript"; continue; }
    # the page from the transcript holds the same steps
    commands "$TMP/$name.html" "$TMP/$name.t.html" > "$TMP/$name.cmds" || fail "$name: the transcript's page differs from the game's"
    { read -r cmd; read -r tcmd; } < "$TMP/$name.cmds"
    # the page's command is `sow play` with the same selection: the same transcript
    case "$cmd" in "sow play $spec "*) ;; *) fail "$name: the page's command is '$cmd'" ;; esac
    eval "\"\$SOW\" ${cmd#sow } --json" > "$TMP/$name.again" 2>&1 || fail "$name: the page's command fails: $cmd"
    cmp -s "$TMP/$name.jsonl" "$TMP/$name.again" || fail "$name: the page's command '$cmd' plays another game"
    # the transcript page's command (board, first player, moves) plays the same game
    case "$tcmd" in *" --board "*" --first "*" --moves "*) ;; *) fail "$name: the transcript page's command is '$tcmd'" ;; esac
    eval "\"\$SOW\" ${tcmd#sow } --json" > "$TMP/$name.t.again" 2>&1 || fail "$name: the transcript page's command fails"
    cmp -s "$TMP/$name.jsonl" "$TMP/$name.t.again" || fail "$name: the transcript page's command '$tcmd' plays another game"
done
# the data says the rule ids behind the events
python3 - "$TMP/iv.html" <<'PY' || fail "iv: the events do not name their rule ids"
import json, re, sys
d = json.loads(re.search(r'id="sow-data">(.*?)</script>', open(sys.argv[1]).read(), re.S).group(1))
ev = [e for s in d["steps"] for e in s["events"]]
need = {"IV.C1 IV.R3": "captures pit", "IV.C1 IV.C2 IV.Q11": "opposite", "IV.R2 IV.R3 IV.Q10": "relay lap"}
for ids, word in need.items():
    assert any(e["ids"] == ids and word in e["text"] for e in ev), (ids, word)
assert any(s["kind"] == "ply" and len(s["laps"]) > 1 and s["path_ok"] for s in d["steps"]), "no relay followed seed by seed"
assert d["steps"][-1]["kind"] == "end" and d["steps"][-1]["events"][0]["ids"], "the end names no rule"
PY

# ---- the replay commands beside the examples of simulate and audit run ------------
ln -s "$SRC/specs" "$TMP/specs"      # the commands name specs/...; their pages go to $TMP
"$SOW" simulate specs/mangala_iv.lua --games 200 --quiet > "$TMP/sim.txt" 2>&1 || fail "simulate"
play=$(grep -A1 "lone_seed in .* e.g. game" "$TMP/sim.txt" | sed -n 2p | sed 's/^ *//')
replay=$(grep -A2 "lone_seed in .* e.g. game" "$TMP/sim.txt" | sed -n 3p | sed 's/^ *//')
case "$replay" in "${play/sow play/sow replay} -o lone_seed-game-"*.html) ;;
    *) fail "simulate: no replay command under '$play': '$replay'" ;; esac
(cd "$TMP" && eval "\"\$SOW\" ${replay#sow }") || fail "simulate's replay command fails: $replay"
grep -q '"end":"lone_seed"' "$TMP/${replay##* }" || fail "simulate's replay command does not replay its lone_seed game"
"$SOW" audit specs/mangala_ii.lua --games 100 --question II.Q1 --quiet > "$TMP/audit.txt" 2>&1 || fail "audit"
areplay=$(grep -A1 "^    reading: sow play" "$TMP/audit.txt" | sed -n 2p | sed 's/^ *//')
case "$areplay" in "sow replay specs/mangala_ii.lua --board "*" --reading II.Q1=skip -o game-"*"-reading.html") ;;
    *) fail "audit: no replay command under the reading's: '$areplay'" ;; esac
(cd "$TMP" && eval "\"\$SOW\" ${areplay#sow }" && [ -s "${areplay##* }" ]) || fail "audit's replay command fails: $areplay"

# ---- help and errors -----------------------------------------------------------
"$SOW" replay --help | grep -q -- "--transcript FILE" || fail "replay --help does not show --transcript"
"$SOW" --help | grep -q "^  replay " || fail "sow --help does not list replay"
expect_error() {   # expect_error WHAT GREP-PATTERN ARGS...
    local what=$1 pat=$2
    shift 2
    "$SOW" replay "$@" > "$TMP/out" 2> "$TMP/err"
    local rc=$?
    [ $rc = 2 ] || fail "$what: exit $rc, expected 2"
    grep -q -- "$pat" "$TMP/err" || fail "$what: expected '$pat' on stderr, got: $(head -3 "$TMP/err")"
}
expect_error "no -o" "missing -o PAGE.html" specs/mangala_ii.lua
expect_error "a bad option" "unrecognized option" specs/mangala_ii.lua --frobnicate -o "$TMP/x.html"
expect_error "no SPEC" "missing SPEC" -o "$TMP/x.html"
expect_error "--transcript with --moves" "takes no --moves" --transcript "$TMP/ii.jsonl" specs/mangala_ii.lua --moves 1 -o "$TMP/x.html"
expect_error "an illegal move" "ply 1: move 99 is not legal" specs/mangala_ii.lua --moves 99 -o "$TMP/x.html"
expect_error "a directory as output" "it is a directory" specs/mangala_ii.lua -o "$TMP"
[ -e "$TMP/x.html" ] && fail "a failed replay wrote its page"
T=$TMP/ii.jsonl
bad() {   # bad NAME: a copy of the transcript with line N replaced by TEXT
    awk -v n="$2" -v t="$3" 'NR == n { print t; next } { print }' "$T" > "$TMP/$1.jsonl"
}
bad notjson 3 '{"ply":2,'
expect_error "a line that is not JSON" "bad_notjson\|notjson.jsonl:3: not JSON" --transcript "$TMP/notjson.jsonl" specs/mangala_ii.lua -o "$TMP/x.html"
line2=$(sed -n 2p "$T")
bad board 2 "$(echo "$line2" | python3 -c 'import json,sys; d=json.load(sys.stdin); d["board"][0]+=1; print(json.dumps(d))')"
expect_error "a board the engine does not give" "board.jsonl:2: the engine's board or captured seeds after move" --transcript "$TMP/board.jsonl" specs/mangala_ii.lua -o "$TMP/x.html"
bad plyno 2 "$(echo "$line2" | python3 -c 'import json,sys; d=json.load(sys.stdin); d["ply"]=7; print(json.dumps(d))')"
expect_error "a ply out of order" 'plyno.jsonl:2: "ply": expected 1' --transcript "$TMP/plyno.jsonl" specs/mangala_ii.lua -o "$TMP/x.html"
bad start 1 '{"ply":0,"to_move":0,"board":[1,2],"captured":[0,0]}'
expect_error "a start board of the wrong size" 'start.jsonl:1: "board": expected an array of 12 counts' --transcript "$TMP/start.jsonl" specs/mangala_ii.lua -o "$TMP/x.html"
{ cat "$T"; echo '{"ply":999}'; } > "$TMP/after.jsonl"
expect_error "a line after the end" "after.jsonl:$(($(wc -l < "$T") + 1)): a line after the end line" --transcript "$TMP/after.jsonl" specs/mangala_ii.lua -o "$TMP/x.html"
last=$(wc -l < "$T")
bad endline "$last" "$(tail -1 "$T" | python3 -c 'import json,sys; d=json.load(sys.stdin); d["captured"][0]+=1; print(json.dumps(d))')"
expect_error "an end line the engine does not give" "endline.jsonl:$last: the engine's final board" --transcript "$TMP/endline.jsonl" specs/mangala_ii.lua -o "$TMP/x.html"
expect_error "a transcript of another spec" "iv.jsonl:1: \"board\": expected an array of 12 counts" --transcript "$TMP/iv.jsonl" specs/mangala_ii.lua -o "$TMP/x.html"
expect_error "no transcript file" "nothere.jsonl" --transcript "$TMP/nothere.jsonl" specs/mangala_ii.lua -o "$TMP/x.html"
[ -e "$TMP/x.html" ] && fail "a failed replay wrote its page"

# ---- in a browser -----------------------------------------------------------------
# SOW_CHROMIUM: the browser to use (none: skip these checks)
CHROMIUM=${SOW_CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
[ "$CHROMIUM" = none ] && CHROMIUM=
if [ -z "$CHROMIUM" ]; then
    echo "cli_replay: SKIPPED the browser checks: no chromium (Debian's chromium; scripts/setup.sh installs it)"
else
    browse() {   # browse OUT-FILE chromium-args... (its own profile; never hangs the suite)
        local out=$1
        shift
        timeout 60 "$CHROMIUM" --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars \
            --user-data-dir="$out.profile" --enable-logging=stderr --v=0 "$@" > "$out" 2> "$out.err"
        echo $? > "$out.rc"
    }
    # every page at once (and the screenshot): the browser's start-up is most of the time
    for g in "${GAMES[@]}"; do
        read -r name _ <<<"$g"
        [ -s "$TMP/$name.html" ] && browse "$TMP/$name.dom" --dump-dom "file://$TMP/$name.html?test" &
    done
    browse "$TMP/shot.log" --window-size=760,460 --screenshot="$TMP/shot.png" "file://$TMP/iv.html#4" &
    wait
    for g in "${GAMES[@]}"; do
        read -r name _ <<<"$g"
        [ -s "$TMP/$name.html" ] || continue
        [ "$(cat "$TMP/$name.dom.rc")" = 0 ] || { fail "$name: chromium failed: $(tail -2 "$TMP/$name.dom.err")"; continue; }
        grep -a "CONSOLE" "$TMP/$name.dom.err" | grep -ai "error\|uncaught" && fail "$name: the console shows errors"
        python3 - "$TMP/$name.dom" "$TMP/$name.jsonl" <<'PY' || fail "$name: the page's DOM differs from the transcript"
import html, json, re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r'<pre id="sow-test">(.*?)</pre>', dom, re.S)
assert m, "no test summary in the DOM (did the script run?)"
got = json.loads(html.unescape(m.group(1)))
assert got["errors"] == [], "script errors: %s" % got["errors"]
lines = [json.loads(l) for l in open(sys.argv[2])]
assert len(got["steps"]) == len(lines), "%d steps on the page, %d transcript lines" % (len(got["steps"]), len(lines))
for i, (step, line) in enumerate(zip(got["steps"], lines)):
    where = "line %d (%s)" % (i + 1, step["kind"])
    assert step["board"] == line["board"], "%s: board %s, transcript %s" % (where, step["board"], line["board"])
    assert step["captured"] == line["captured"], "%s: captured %s, transcript %s" % (where, step["captured"], line["captured"])
    if step["stores"] is not None:
        assert step["stores"] == line["captured"], "%s: stores %s" % (where, step["stores"])
    want = sorted({c[0] for c in line.get("captures", [])})
    assert step["highlighted_captures"] == want, "%s: captured pits highlighted %s, transcript %s" % (where, step["highlighted_captures"], want)
    if "end" in line:
        assert line["end"] in step["status"], "%s: the status says %r" % (where, step["status"])
    else:
        to = line["to_move"]
        assert step["to_move"] == ("" if to is None else str(to)), "%s: to move %r, transcript %r" % (where, step["to_move"], to)
    if step["path_ok"]:   # the seed-by-seed animation arrives at the engine's board
        assert step["anim_board"] == line["board"], "%s: animation ends on %s" % (where, step["anim_board"])
    assert step["events"] > 0 or line.get("move") == "pass", "%s: no event shown" % where
print("%d steps checked" % len(lines))
PY
    done
    # a screenshot that is not blank: the PNG decoded (zlib, unfiltered), many colours
    png=$TMP/shot.png
    [ "$(cat "$TMP/shot.log.rc")" = 0 ] || fail "the screenshot failed: $(tail -2 "$TMP/shot.log.err")"
    python3 tests/png_not_blank.py "$png" 0xc8955a || fail "the screenshot (iv.html#4) is blank or not a PNG"
fi

[ $fails = 0 ] && echo "cli_replay: ok"
[ $fails = 0 ]
