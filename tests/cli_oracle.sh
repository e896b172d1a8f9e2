#!/usr/bin/env bash
# cli_oracle.sh SOW SOURCE_DIR - `sow oracle` and `sow vectors` from the
# outside: the Python client against the oracle (clean, then with a planted
# bug that must be caught), raw protocol exchanges, and the vectors format.
set -u
SOW=${1:?usage: cli_oracle.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_oracle.sh PATH_TO_SOW SOURCE_DIR}
II="$SRC/specs/mangala_ii.lua"
AM="$SRC/specs/al_manqala.lua"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# --- the client: an independent Al-manqala against the oracle ----------------
if python3 "$SRC/scripts/oracle_client.py" --sow "$SOW" --spec "$AM" --games 50 --seed 1 >"$TMP/out" 2>&1; then
    grep -q '^agreed: 50 games' "$TMP/out" || fail "client: no 'agreed' line: $(cat "$TMP/out")"
else
    fail "client without bug exited $?: $(head -5 "$TMP/out")"
fi
for bug in chain six feed; do
    python3 "$SRC/scripts/oracle_client.py" --sow "$SOW" --spec "$AM" --games 50 --seed 1 --bug "$bug" >"$TMP/out" 2>&1
    rc=$?
    [ "$rc" = 1 ] || fail "client --bug $bug exited $rc, expected 1: $(head -3 "$TMP/out")"
    grep -q '^DISAGREEMENT in game [0-9]*, ply [0-9]*' "$TMP/out" || fail "client --bug $bug: no disagreement named"
    grep -q '^  position: {"board":\[' "$TMP/out" || fail "client --bug $bug: no position shown"
    grep -q '^  toy: ' "$TMP/out" && grep -q '^  oracle: ' "$TMP/out" || fail "client --bug $bug: answers not shown"
done

# --- raw protocol ---------------------------------------------------------------
printf '%s\n' 'this is not json' '{"op":"perft","depth":4,"id":42}' '' '{"op":"fly","id":"q"}' \
    '{"op":"legal","board":[1,2,3]}' '{"op":"move","move":3,"id":[1]}' '{"op":"move","move":9}' \
    '{"op":"rules"}' '{"op":"perft","depth":9}' \
    | "$SOW" oracle "$II" >"$TMP/out" 2>"$TMP/err"
rc=$?
[ "$rc" = 0 ] || fail "oracle exited $rc: $(cat "$TMP/err")"
[ "$(wc -l <"$TMP/out")" = 8 ] || fail "oracle: expected 8 answers (blank line skipped), got $(wc -l <"$TMP/out")"
line() { sed -n "$1p" "$TMP/out"; }
line 1 | grep -q '^{"ok":false,"error":"malformed JSON' || fail "bad JSON: $(line 1)"
[ "$(line 2)" = '{"id":42,"ok":true,"perft":[6,36,206,1166]}' ] || fail "perft 4 of Mangala II: $(line 2)"
[ "$(line 3)" = '{"id":"q","ok":false,"error":"unknown op '"'"'fly'"'"' (known: legal, move, perft, rules, new, analyse)"}' ] \
    || fail "unknown op: $(line 3)"
line 4 | grep -q '"ok":false,"error":"field .board. has 3 counts' || fail "short board: $(line 4)"
line 5 | grep -q '^{"id":\[1\],"ok":true,"board":\[6,6,6,0,7,7,7,7,7,7,6,6\],"to_move":1' || fail "move 3: $(line 5)"
line 6 | grep -q '"error":"move 9 is not legal; legal moves: 0,1,2,3,4,5"' || fail "illegal move: $(line 6)"
line 7 | grep -q '"ok":true,"name":"Mangala II"' || fail "rules: $(line 7 | cut -c1-100)"
line 8 | grep -q '"ok":false' || fail "perft depth 9 over the limit: $(line 8)"
[ -s "$TMP/err" ] && fail "oracle wrote to stderr: $(cat "$TMP/err")"

# analyse: the value of a Mangala II endgame (30-30 captured, 6 seeds on the
# board) as `sow analyse` prints it: South wins by 2 with pit 3 or 5, pit 2
# loses; a line of perfect play; max_positions bounds the work
pos='"board":[0,0,1,1,0,2,0,1,0,0,1,0],"captured":[30,30]'
printf '%s\n' "{\"op\":\"analyse\",$pos}" "{\"op\":\"analyse\",$pos,\"max_positions\":100}" \
    | "$SOW" oracle "$II" >"$TMP/out" 2>"$TMP/err"
line 1 | grep -q '^{"ok":true,"value":{"result":\[1,1\],"margin":\[2,2\]},"moves":\[{"move":2,"result":\[null,-1\],"margin":\[null,-2\]},{"move":3,"result":\[1,1\],"margin":\[2,2\]},{"move":5,' \
    || fail "analyse: $(line 1)"
line 1 | grep -q '"line":\[3,' || fail "analyse's line: $(line 1)"
line 2 | grep -q '"ok":false,"error":"more than 100 positions' || fail "analyse over max_positions: $(line 2)"
# with --db, analyse solves down to an endgame database (0..4 seeds): the
# same values and moves, fewer positions explored (the database holds
# positions of all 72 seeds in play: here 33-33 captured)
"$SOW" solve "$II" --seeds 4 -o "$TMP/ii4.db" --quiet >/dev/null || fail "solve --seeds 4"
cp "$TMP/out" "$TMP/out_first"
pos72='"board":[0,0,1,1,0,2,0,1,0,0,1,0],"captured":[33,33]'
printf '%s\n' "{\"op\":\"analyse\",$pos72}" | "$SOW" oracle "$II" >"$TMP/out" 2>"$TMP/err"
line 1 | sed 's/,"line".*//' >"$TMP/whole"
printf '%s\n' "{\"op\":\"analyse\",$pos72}" | "$SOW" oracle "$II" --db "$TMP/ii4.db" >"$TMP/out" 2>"$TMP/err"
line 1 | sed 's/,"line".*//' | cmp -s - "$TMP/whole" || fail "analyse --db: $(line 1 | cut -c1-200)"
line 1 | grep -q '"in_database":[1-9]' || fail "analyse --db: no position from the database: $(line 1 | tail -c 100)"
"$SOW" oracle "$II" --db "$TMP/none.db" </dev/null >/dev/null 2>"$TMP/err"; [ $? = 2 ] || fail "oracle --db missing: not exit 2"
cp "$TMP/out_first" "$TMP/out"
"$SOW" analyse "$II" --board 0,0,1,1,0,2,0,1,0,0,1,0 --captured 30,30 --quiet >"$TMP/cli" 2>&1
grep -q "^South to move: South wins, margin +2$" "$TMP/cli" || fail "sow analyse disagrees with the oracle: $(head -3 "$TMP/cli")"

"$SOW" oracle >/dev/null 2>"$TMP/err"; [ $? = 2 ] && grep -q '^sow: ' "$TMP/err" || fail "oracle without SPEC: not status 2"
"$SOW" oracle "$II" --reading II.Q1=sideways </dev/null >/dev/null 2>&1; [ $? = 2 ] || fail "oracle bad reading: not 2"
"$SOW" oracle --help | grep -q 'usage: sow oracle' || fail "oracle --help"

# --- vectors ---------------------------------------------------------------------
"$SOW" vectors "$AM" --games 3 --seed 9 --max-lines 40 >"$TMP/v" 2>"$TMP/err" || fail "vectors exited $?"
head -1 "$TMP/v" | grep -q '^{"format":"sow-vectors","version":1,"spec":"Al-manqala",.*"spec_hash":"[0-9a-f]\{16\}","readings":{"AM.Q1":"reach"' \
    || fail "vectors header: $(head -1 "$TMP/v")"
[ "$(wc -l <"$TMP/v")" = 41 ] || fail "vectors --max-lines 40: $(wc -l <"$TMP/v") lines"
sed -n 2p "$TMP/v" | grep -q '^{"board":\[7,7,7,7,7,7,7,7,7,7,7,7,7,7\],"to_move":0,"captured":\[0,0\],"sowings":0,"ply":0,"quiet":0,"last_mover":null,"move":[0-6],"legal":\[0,1,2,3,4,5,6\],"result":{' \
    || fail "first vector: $(sed -n 2p "$TMP/v")"
"$SOW" vectors "$AM" --games 3 --seed 9 --max-lines 40 | cmp -s - "$TMP/v" || fail "vectors not reproducible"
# every vector replays through the oracle to its result
python3 - "$SOW" "$AM" "$TMP/v" <<'PY' || fail "vectors do not replay through the oracle"
import json, subprocess, sys
sow, spec, path = sys.argv[1:]
lines = open(path).read().splitlines()[1:]
reqs = []
for l in lines:
    v = json.loads(l)
    v["op"] = "move"
    reqs.append(json.dumps(v))
out = subprocess.run([sow, "oracle", spec], input="\n".join(reqs) + "\n", capture_output=True, text=True).stdout
for l, a in zip(lines, out.splitlines()):
    want, got = json.loads(l)["result"], json.loads(a)
    bad = [k for k in want if want[k] != got.get(k)]
    if bad:
        print("vector %s: %s differ: %s" % (l, bad, a))
        sys.exit(1)
if len(out.splitlines()) != len(lines):
    sys.exit(1)
PY
"$SOW" vectors "$II" --cover 2 --games 3000 >"$TMP/v" 2>"$TMP/err" || fail "vectors --cover exited $?"
grep -q '^coverage: ' "$TMP/err" || fail "vectors --cover: no coverage report"
grep -q '^  chain  *[0-9]' "$TMP/err" || fail "vectors --cover: no chain count"
grep -q '^not in these rules:.* relay' "$TMP/err" || fail "vectors --cover: relay should be out of Mangala II's rules"
grep -q '"paths":\[[^]]*"chain"' "$TMP/v" || fail "vectors --cover: no chain vector written"
"$SOW" vectors "$II" --games x >/dev/null 2>&1; [ $? = 2 ] || fail "vectors --games x: not 2"
"$SOW" vectors >/dev/null 2>&1; [ $? = 2 ] || fail "vectors without SPEC: not 2"
"$SOW" vectors --help | grep -q 'usage: sow vectors' || fail "vectors --help"

if [ "$fails" -gt 0 ]; then
    echo "$fails failure(s)"
    exit 1
fi
echo "cli_oracle: all passed"
