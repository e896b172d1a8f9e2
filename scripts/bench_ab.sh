#!/usr/bin/env bash
# Two sow binaries' speed on one spec, their runs alternated, as a ratio: a
# change's own effect, which bench.sh's rows (each against the limit, in
# runs minutes apart) blur on a shared machine.
#
#   scripts/bench_ab.sh OLD NEW SPEC [ARGS...]
#       OLD, NEW   sow binaries (say a worktree's build/sow and build/sow)
#       ARGS       passed to `sow bench` after SPEC (say --reading II.Q1=skip)
#   RUNS=N     runs of each binary, alternated (default 7)
#   GAMES=N    games a run, one thread (default 200000)
#
# Prints each binary's best process-CPU games per second over its runs and
# NEW's over OLD's. Both must play the same games: a differing count of
# sowings stops it (exit 1).
set -euo pipefail

usage() { sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; }
case "${1:-}" in -h|--help) usage; exit 0 ;; esac
[ $# -ge 3 ] || { echo "bench_ab: expected OLD NEW SPEC [ARGS...] (see --help)" >&2; exit 2; }
old=$1 new=$2 spec=$3
shift 3
RUNS=${RUNS:-7}
GAMES=${GAMES:-200000}
for v in "$RUNS" "$GAMES"; do
    [[ $v =~ ^[1-9][0-9]*$ ]] || { echo "bench_ab: expected positive integers (RUNS, GAMES), got '$v'" >&2; exit 2; }
done
for b in "$old" "$new"; do
    [ -x "$b" ] || { echo "bench_ab: $b: not an executable" >&2; exit 2; }
done
[ -r "$spec" ] || { echo "bench_ab: $spec: no such spec" >&2; exit 2; }

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
run() {   # run BINARY: "games/s sowings" of one run
    local bin=$1
    shift
    "$bin" bench "$spec" "$@" --games "$GAMES" --threads 1 --json "$TMP/run.json" > /dev/null
    python3 -c 'import json, sys
s = json.load(open(sys.argv[1]))["sets"][0]
print("%.0f %d" % (s["games"] / s["cpu_s"], s["sowings"]))' "$TMP/run.json"
}
best_old=0 best_new=0 sow_old="" sow_new=""
for ((i = 1; i <= RUNS; i++)); do
    read -r g sow_old < <(run "$old" "$@") || true
    [ -n "$g" ] || { echo "bench_ab: $old failed on $spec $*" >&2; exit 2; }
    [ "$g" -gt "$best_old" ] && best_old=$g
    read -r g sow_new < <(run "$new" "$@") || true
    [ -n "$g" ] || { echo "bench_ab: $new failed on $spec $*" >&2; exit 2; }
    [ "$g" -gt "$best_new" ] && best_new=$g
    [ "$sow_old" = "$sow_new" ] || { echo "bench_ab: the binaries played different games ($sow_old and $sow_new sowings)" >&2; exit 1; }
    echo "run $i of $RUNS done" >&2
done
echo "$spec${*:+ $*}: $GAMES games, best of $RUNS alternated runs, process CPU games/s"
awk -v o="$best_old" -v n="$best_new" 'BEGIN { printf "old %d  new %d  new/old %.3fx\n", o, n, n / o }'
