#!/usr/bin/env bash
# cli_game_start.sh SOW SOURCE_DIR - one setup of game i: for every spec in
# specs/ and games 0..7 of a seed, `sow play --game i` (which plays game i
# exactly as `sow simulate` does), the oracle's {"op":"new","game":i} and
# the first vector of game i in `sow vectors` start from the same board
# with the same player to move (the deal, the first player and the opening
# ritual all come from sow_game_start).
set -u
SOW=${1:?usage: cli_game_start.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_game_start.sh PATH_TO_SOW SOURCE_DIR}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cd "$SRC" || exit 2
SEED=3
GAMES=8
specs=(specs/*.lua)
[ ${#specs[@]} -ge 3 ] || { echo "FAIL: no specs"; exit 1; }
for spec in "${specs[@]}"; do
    for ((g = 0; g < GAMES; g++)); do
        "$SOW" play "$spec" --game $g --seed $SEED --json | head -1 > "$TMP/play.$g" || exit 1
        echo "{\"op\":\"new\",\"game\":$g}"
    done | "$SOW" oracle "$spec" --seed $SEED > "$TMP/oracle" || { echo "FAIL: oracle $spec"; exit 1; }
    "$SOW" vectors "$spec" --games $GAMES --seed $SEED > "$TMP/vectors" || { echo "FAIL: vectors $spec"; exit 1; }
    python3 - "$spec" "$TMP" $GAMES <<'EOF' || exit 1
import json, sys
spec, tmp, games = sys.argv[1], sys.argv[2], int(sys.argv[3])
oracle = [json.loads(l) for l in open(tmp + "/oracle")]
first = {}
for line in open(tmp + "/vectors"):
    v = json.loads(line)
    if "game" in v and v["game"] not in first:
        first[v["game"]] = v
bad = 0
for g in range(games):
    play = json.loads(open("%s/play.%d" % (tmp, g)).read())
    o = oracle[g]
    want = (play["board"], play["to_move"])
    if (o["board"], o["to_move"]) != want:
        print("FAIL: %s game %d: the oracle starts %s, play --game %s" % (spec, g, (o["board"], o["to_move"]), want))
        bad += 1
    if g in first and (first[g]["board"], first[g]["to_move"]) != want:
        print("FAIL: %s game %d: vectors start %s, play --game %s" % (spec, g, (first[g]["board"], first[g]["to_move"]), want))
        bad += 1
    if g not in first and not o.get("ended"):
        print("FAIL: %s game %d: no vector for a game that does not end at its start" % (spec, g))
        bad += 1
sys.exit(1 if bad else 0)
EOF
done
echo "cli_game_start: ${#specs[@]} specs x $GAMES games agree"
