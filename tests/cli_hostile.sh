#!/usr/bin/env bash
# cli_hostile.sh SOW SOURCE_DIR - hostile input and faults: specs and agents
# that try to run forever inside Lua's C functions (tests/hostile/) stop in
# seconds with exit 2 naming the limit; results files never replace a
# device, a FIFO or a symlink and are checked before any game; Ctrl-C and
# SIGTERM write the partial results and exit 130; options are parsed
# strictly; merge refuses counts that wrap; the oracle bounds its lines;
# include() refuses FIFOs and links out of the spec's folder; the same spec
# and agents give the same digest on every run and thread count.
set -u
SOW=${1:?usage: cli_hostile.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_hostile.sh PATH_TO_SOW SOURCE_DIR}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cd "$SRC" || exit 2
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
H=tests/hostile
II=specs/mangala_ii.lua

# expect_2 SECONDS WANT CMD...: exit 2 within SECONDS, stderr containing WANT
expect_2() {
    local secs=$1 want=$2
    shift 2
    local t0=$SECONDS
    timeout 60 "$@" > /dev/null 2> "$TMP/err"
    local rc=$? dt=$((SECONDS - t0))
    [ "$rc" = 2 ] || fail "exit $rc (expected 2): $*: $(head -c 300 "$TMP/err")"
    [ "$dt" -le "$secs" ] || fail "took ${dt}s (more than ${secs}s): $*"
    grep -q -- "$want" "$TMP/err" || fail "no '$want' in the message of $*: $(head -c 300 "$TMP/err")"
}

# ---- specs that try to run forever in C ---------------------------------
for f in $H/spec_pattern_find.lua $H/spec_pattern_gsub.lua $H/spec_sort_comparator.lua $H/spec_concat_huge.lua \
         $H/spec_rep_loop.lua $H/spec_rep_empty.lua $H/spec_concat_loop.lua $H/spec_include_loop.lua \
         $H/spec_move_huge.lua $H/spec_relay_loop.lua; do
    expect_2 5 "limit" "$SOW" show "$f"
done

# ---- agents --------------------------------------------------------------
expect_2 5 "__gc" "$SOW" simulate $II --games 20 --quiet --agents lua:$H/agent_gc.lua,random
expect_2 5 "limit" "$SOW" simulate $II --games 20 --quiet --agents lua:$H/agent_pattern.lua,random
expect_2 5 "game 0 at ply 1" "$SOW" simulate $II --games 20 --quiet --agents lua:$H/agent_bad_pit.lua,random
grep -q "returned pit 99" "$TMP/err" && grep -q "legal pits 0,1,2,3,4,5" "$TMP/err" ||
    fail "the failing agent's message lacks its answer or the legal pits: $(cat "$TMP/err")"
expect_2 5 "returned pit 99" "$SOW" play $II --agents lua:$H/agent_bad_pit.lua,random

# ---- determinism: the same digest on every run and thread count ----------
h=$("$SOW" show $H/spec_pairs_order.lua | grep '^hash')
for k in 1 2 3 4 5 6 7 8 9 10; do
    [ "$("$SOW" show $H/spec_pairs_order.lua | grep '^hash')" = "$h" ] || fail "spec_pairs_order: another hash on run $k"
done
AG="lua:$H/agent_pairs.lua,lua:$H/agent_stateful.lua"
d=$("$SOW" simulate $II --games 600 --agents "$AG" --digest --quiet --threads 1)
for t in 1 2 4; do
    for k in 1 2 3 4 5 6 7 8 9 10; do
        [ "$("$SOW" simulate $II --games 600 --agents "$AG" --digest --quiet --threads $t)" = "$d" ] ||
            fail "a pairs() agent and a stateful agent: another digest with --threads $t (run $k)"
    done
done

# ---- results files -------------------------------------------------------
expect_2 1 "does not exist" "$SOW" simulate $II --games 100000000 --quiet --json "$TMP/no/such/dir/r.json"
mkdir "$TMP/dir"
expect_2 1 "directory" "$SOW" simulate $II --games 100000000 --quiet --json "$TMP/dir"
echo keep > "$TMP/target.json"
ln -s "$TMP/target.json" "$TMP/link.json"
expect_2 1 "symbolic link" "$SOW" simulate $II --games 100000000 --quiet --json "$TMP/link.json"
[ "$(cat "$TMP/target.json")" = keep ] || fail "a link's target was changed"
[ -L "$TMP/link.json" ] || fail "the symlink was replaced"
# --csv cannot be written: the --json file is not replaced either
echo old > "$TMP/a.json"
mkfifo "$TMP/fifo"
"$SOW" simulate $II --games 50 --quiet --json "$TMP/a.json" --csv "$TMP/dir" > /dev/null 2>&1 &&
    fail "a --csv that is a directory was accepted"
[ "$(cat "$TMP/a.json")" = old ] || fail "--json was replaced although --csv failed"
# a FIFO is written through and stays a FIFO
(cat "$TMP/fifo" > "$TMP/from_fifo") &
"$SOW" simulate $II --games 50 --quiet --json "$TMP/fifo" > /dev/null || fail "--json to a FIFO"
wait
[ -p "$TMP/fifo" ] || fail "the FIFO was replaced"
grep -q '"format":"sow-results"' "$TMP/from_fifo" || fail "nothing came through the FIFO"
if [ "$(id -u)" = 0 ]; then                       # device nodes made here, never /dev's own
    mknod "$TMP/null" c 1 3 && mknod "$TMP/full" c 1 7
    "$SOW" simulate $II --games 50 --quiet --json "$TMP/null" > /dev/null || fail "--json to a null device"
    [ -c "$TMP/null" ] || fail "the null device was replaced"
    expect_2 5 "cannot write" "$SOW" simulate $II --games 50 --quiet --json "$TMP/full"
    [ -c "$TMP/full" ] || fail "the full device was replaced"
fi
"$SOW" simulate $II --games 50 --quiet --json - > "$TMP/stdout.json" 2> /dev/null || fail "--json -"
grep -q '"format":"sow-results"' "$TMP/stdout.json" || fail "--json - wrote no results to stdout"
ls -a "$TMP" | grep -q 'sow-' && fail "a temporary file was left behind: $(ls -a "$TMP")"

# ---- Ctrl-C and SIGTERM: partial results, exit 130 ------------------------
for sig in INT TERM; do
    rm -f "$TMP/p.json"
    "$SOW" simulate $II --games 100000000 --quiet --json "$TMP/p.json" > /dev/null 2>&1 &
    pid=$!
    sleep 1
    kill -s $sig $pid
    wait $pid
    rc=$?
    [ "$rc" = 130 ] || fail "SIG$sig: exit $rc, expected 130"
    grep -q '"partial":true' "$TMP/p.json" 2> /dev/null || fail "SIG$sig: no partial results file"
done

# ---- strict options ------------------------------------------------------
expect_2 1 "captured" "$SOW" play $II --captured 4294967297,0
expect_2 1 "captured" "$SOW" play $II --captured +1,0
expect_2 1 "empty item" "$SOW" play $II --moves 0,,7
expect_2 1 "not legal" "$SOW" play $II --moves +1
expect_2 1 "threads" "$SOW" simulate $II --threads +2
expect_2 1 "shard" "$SOW" simulate $II --shard +1/3
expect_2 1 "sprt" "$SOW" simulate $II --sprt " 0.5,0.51"
expect_2 1 "given twice" "$SOW" show $II --reading II.Q1=skip --reading II.Q1=sow
printf 'return { name = "bad\\27[2Jname", board = { row = 6 }, setup = { deal = "equal", total = 72 } }\n' > "$TMP/ctl.lua"
expect_2 1 "control characters" "$SOW" show "$TMP/ctl.lua"
grep -q $'\x1b' "$TMP/err" && fail "a control character reached the terminal"

# ---- merge: counts that wrap ---------------------------------------------
"$SOW" simulate $II --games 10 --quiet --json "$TMP/m.json" > /dev/null
python3 - "$TMP/m.json" "$TMP/big.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
c = d["sets"][0]["counts"]
c["games"] = 2**62
c["first_result"] = [[2**62] * 4 + [0], [0] * 5]      # sums to 2^64: wraps to 0
json.dump(d, open(sys.argv[2], "w"))
EOF
expect_2 1 "wrap" "$SOW" merge "$TMP/big.json"

# ---- the oracle: a 1 MiB line is refused, the next one answered ----------
python3 -c 'print("{\"op\":\"rules\",\"x\":\"" + "a" * (1 << 20) + "\"}"); print("{\"op\":\"new\"}")' |
    "$SOW" oracle $II > "$TMP/oracle.out" || fail "oracle"
head -1 "$TMP/oracle.out" | grep -q "too long" || fail "the oracle took a 1 MiB line"
sed -n 2p "$TMP/oracle.out" | grep -q '"ok":true' || fail "the oracle did not answer after a long line"

# ---- include(): regular files of the spec's folder only ------------------
mkdir "$TMP/specs"
mkfifo "$TMP/specs/pipe.lua"
echo 'return include("pipe.lua")' > "$TMP/specs/fifo_inc.lua"
expect_2 2 "not a regular file" "$SOW" show "$TMP/specs/fifo_inc.lua"
ln -s /etc/passwd "$TMP/specs/passwd.lua"
echo 'return include("passwd.lua")' > "$TMP/specs/link_inc.lua"
expect_2 2 "outside the spec's directory" "$SOW" show "$TMP/specs/link_inc.lua"
grep -q "root:" "$TMP/err" && fail "include() quoted a foreign file"

[ "$fails" = 0 ] || { echo "cli_hostile: $fails failed"; exit 1; }
echo "cli_hostile: ok"
