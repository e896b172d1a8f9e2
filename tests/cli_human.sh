#!/usr/bin/env bash
# cli_human.sh SOW SOURCE_DIR - `sow play --agents human,...` (docs/play.md):
# a scripted session piped in (illegal and unreadable input rejected with the
# legal moves, hint, rules, help, undo restoring the board, quit and end of
# input abandoning the game, exit 0); a whole game of Al-manqala against
# alphabeta played to its end by a driver that reads each prompt and answers
# its first legal move; human seats refused with --json and --game (exit 2);
# and a game in a real terminal under tmux (skipped, saying so, without tmux:
# scripts/setup.sh installs it).
set -u
SOW=${1:?usage: cli_human.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_human.sh PATH_TO_SOW SOURCE_DIR}
TMP=$(mktemp -d)
SESSION=sow-human-$$
trap 'tmux kill-session -t "$SESSION" 2>/dev/null; rm -rf "$TMP"' EXIT
cd "$SRC" || exit 2
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
has() { grep -qF -- "$2" "$1" || fail "$3: no '$2' in the output"; }
AM=specs/al_manqala.lua
PLAY=("$SOW" play "$AM" --agents human,alphabeta:2 --seed 1)

# ---- a scripted session ------------------------------------------------------
printf '%s\n' 9 banana hint rules help 3 undo 5 quit 4 > "$TMP/in"
"${PLAY[@]}" < "$TMP/in" > "$TMP/out" 2> "$TMP/err"
rc=$?
[ $rc = 0 ] || fail "session: exit $rc ($(head -2 "$TMP/err"))"
[ -s "$TMP/err" ] && fail "session: wrote to stderr: $(head -2 "$TMP/err")"
o=$TMP/out
has "$o" "South, your move (0,1,2,3,4,5,6; or undo, hint, rules, help, quit): 9" "session: the prompt, with the input echoed"
has "$o" "9 is not a legal move here; legal moves: 0,1,2,3,4,5,6" "session: North's pit"
has "$o" "'banana' is neither a move nor a command (type help); legal moves: 0,1,2,3,4,5,6" "session: unreadable input"
# the hint: alphabeta:2's choice (North's agent), one of the legal moves
hinted=$(sed -n 's/^Hint: alphabeta:2 would play \([0-9]*\)\.$/\1/p' "$o")
case "$hinted" in [0-6]) ;; *) fail "session: the hint '$hinted' is not one of South's legal moves" ;; esac
"$SOW" show "$AM" > "$TMP/show"
sed -n '/^Rules as compiled:$/,/^$/p' "$TMP/show" | sed '1d;$d' > "$TMP/rules"
[ -s "$TMP/rules" ] || fail "sow show printed no rules"
grep -qxFf "$TMP/rules" "$o" && [ "$(grep -cxFf "$TMP/rules" "$o")" -ge "$(wc -l < "$TMP/rules")" ] ||
    fail "session: rules does not print sow show's sentences"
has "$o" "  undo    take back your last move and the reply after it" "session: help"
has "$o" "Ply 1: South sows pit 3 (7 seeds)" "session: the human's move"
has "$o" "Ply 2: North sows pit" "session: the agent's reply"
# undo: the start board again, then pit 5 is ply 1
start=$(sed -n '3,6p' "$o")
has "$o" "Taken back: the position before ply 1 again." "session: undo"
after_undo=$(sed -n '/^Taken back/{n;p;n;p;n;p;n;p;q}' "$o")
[ "$start" = "$after_undo" ] || fail "session: undo does not restore the start board:
$after_undo"
has "$o" "Ply 1: South sows pit 5 (7 seeds)" "session: the move after undo"
grep -q '^Ply 3' "$o" && fail "session: a ply after quit"
grep -qx 'Game abandoned by South at ply 3 (quit): no result.' "$o" || fail "session: quit: $(tail -1 "$o")"

# end of input (Ctrl-D) ends like quit; undo with nothing to undo is said
printf 'undo\n' | "${PLAY[@]}" > "$o" 2>&1
rc=$?
[ $rc = 0 ] || fail "end of input: exit $rc"
has "$o" "Nothing to undo: no move of yours to take back." "undo at the start"
has "$o" "Game abandoned by South at ply 1 (end of input): no result." "end of input"

# human as North: the agent opens; both seats human: undo takes back one ply
printf '8\nquit\n' | "$SOW" play "$AM" --agents alphabeta:2,human --seed 1 > "$o" 2>&1
grep -q '^Ply 1: South sows' "$o" && grep -q '^North, your move' "$o" || fail "human as North"
printf '0\n7\nundo\nquit\n' | "$SOW" play "$AM" --agents human --seed 1 > "$o" 2>&1
has "$o" "Ply 2: North sows pit 7" "two humans"
has "$o" "Taken back: the position before ply 2 again." "two humans: undo takes back one ply"

# the spec's other move forms: Nr where sow.either_way allows it
printf '0r\nquit\n' | "$SOW" play tests/family/either_way.lua --agents human,greedy > "$o" 2>&1
has "$o" "your move (0,1,2,3,0r;" "either way: the prompt"
has "$o" "Ply 1: South sows pit 0 against the direction" "either way: 0r"

# refused where nobody can answer: exit 2, a clear message
"$SOW" play "$AM" --agents human,greedy --json < /dev/null > "$o" 2> "$TMP/err"
rc=$?
[ $rc = 2 ] || fail "--json with a human seat: exit $rc"
has "$TMP/err" "--agents human: a human seat plays in the terminal, not with --json" "--json with a human seat"
[ -s "$o" ] && fail "--json with a human seat printed: $(head -1 "$o")"
"$SOW" play "$AM" --agents human,greedy --game 3 < /dev/null > "$o" 2> "$TMP/err"
[ $? = 2 ] && grep -q -- "--agents human: --game replays a simulated game" "$TMP/err" || fail "--game with a human seat"
"$SOW" replay "$AM" --agents human,greedy -o "$TMP/x.html" < /dev/null > "$o" 2> "$TMP/err"
[ $? = 2 ] && grep -q -- "--agents human: a human seat plays only in" "$TMP/err" || fail "sow replay with a human seat"

# ---- a whole game: a driver answers each prompt with its first legal move ----
if command -v python3 > /dev/null; then
    python3 - "$SOW" "$AM" > "$TMP/game" 2>&1 <<'PY' || fail "whole game: $(tail -3 "$TMP/game")"
import re, subprocess, sys
p = subprocess.Popen([sys.argv[1], "play", sys.argv[2], "--agents", "human,alphabeta:2", "--seed", "1"],
                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=0)
out, answered = "", 0
while True:
    c = p.stdout.read(1)
    if not c:
        break
    out += c
    m = re.search(r"your move \(([^;]*);[^)]*\): $", out)
    if m:
        p.stdin.write(m.group(1).split(",")[0] + "\n")
        p.stdin.flush()
        answered += 1
        out += "\n"
rc = p.wait()
print(out)
end = [l for l in out.splitlines() if l.startswith("Game over")]
assert rc == 0, "exit %d" % rc
assert answered >= 5, "only %d moves asked" % answered
assert len(end) == 1 and re.match(r"Game over \(\w+\): (South wins|North wins|draw) \d+-\d+", end[0]), end
assert out.count("your move") == answered
print("%d moves answered; %s" % (answered, end[0]))
PY
    tail -1 "$TMP/game" | grep -q "moves answered; Game over" || fail "whole game: $(tail -1 "$TMP/game")"
else
    echo "cli_human: no python3: the whole-game driver is skipped"
fi

# ---- in a terminal: tmux -----------------------------------------------------
if ! command -v tmux > /dev/null; then
    echo "cli_human: SKIPPED the terminal game: no tmux (scripts/setup.sh installs it)"
else
    pane() { tmux capture-pane -p -t "$SESSION" > "$TMP/pane"; }
    # wait until the pane shows $1 (up to 5 s)
    wait_for() {
        for _ in $(seq 50); do
            pane
            grep -qF -- "$1" "$TMP/pane" && return 0
            sleep 0.1
        done
        fail "tmux: '$1' never appeared; the pane:
$(cat "$TMP/pane")"
        return 1
    }
    tmux -f /dev/null new-session -d -s "$SESSION" -x 120 -y 50 \
        "$(printf '%q ' "${PLAY[@]}"); echo \"exit \$?\"; sleep 30"
    if wait_for "South, your move (0,1,2,3,4,5,6;"; then
        has "$TMP/pane" "North [    7    7    7    7    7    7    7 ]  captured 0" "tmux: the board"
        tmux send-keys -t "$SESSION" 12 Enter
        wait_for "12 is not a legal move here; legal moves: 0,1,2,3,4,5,6"
        tmux send-keys -t "$SESSION" 3 Enter
        wait_for "Ply 2: North sows" && wait_for "South to move."
        tmux send-keys -t "$SESSION" hint Enter
        wait_for "Hint: alphabeta:2 would play"
        tmux send-keys -t "$SESSION" 6 Enter
        wait_for "Ply 4: North sows"
        has "$TMP/pane" "Ply 3: South sows pit 6" "tmux: the second move"
        tmux send-keys -t "$SESSION" quit Enter
        wait_for "exit 0"
        has "$TMP/pane" "Game abandoned by South at ply 5 (quit): no result." "tmux: quit"
    fi
    tmux kill-session -t "$SESSION" 2>/dev/null
fi

[ $fails = 0 ] && echo "cli_human: ok"
[ $fails = 0 ]
