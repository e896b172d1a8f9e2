#!/usr/bin/env bash
# cli_mpi.sh SOW SOURCE_DIR - a run over MPI ranks (a SOW_MPI build) gives
# what one process gives: `mpirun --oversubscribe -np 3` on this machine
# (loopback only) against `--threads 1`, byte for byte: the digest, the
# table and the results file of a simulation (three games, one of them of
# rounds), an audit of one question (JSON and Markdown) and a diff. SIGTERM
# to mpirun (a scheduler's stop) leaves a whole results file marked partial.
set -u
SOW=${1:?usage: cli_mpi.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_mpi.sh PATH_TO_SOW SOURCE_DIR}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
command -v mpirun >/dev/null || { echo "FAIL: no mpirun (Debian: openmpi-bin)"; exit 1; }
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1   # CI runs as root
export OMPI_MCA_btl=self,vader OMPI_MCA_btl_vader_single_copy_mechanism=none   # this machine only
MPI=(mpirun --oversubscribe -np 3)
cd "$SRC" || exit 1

# same NAME FILE ARGS...: the command under 3 ranks and as one process, each
# writing FILE.3 / FILE.1 (given after ARGS as --json, or --json and --md).
same() {
    local name=$1 out=$2
    shift 2
    "${MPI[@]}" "$SOW" "$@" --json "$out.3.json" >"$TMP/$name.3.out" 2>"$TMP/$name.3.err" ||
        fail "$name under mpirun: exit $?: $(tail -3 "$TMP/$name.3.err")"
    "$SOW" "$@" --threads 1 --json "$out.1.json" >"$TMP/$name.1.out" 2>"$TMP/$name.1.err" ||
        fail "$name alone: exit $?: $(tail -3 "$TMP/$name.1.err")"
    cmp -s "$TMP/$name.3.out" "$TMP/$name.1.out" ||
        fail "$name: what is printed differs: $(diff "$TMP/$name.1.out" "$TMP/$name.3.out" | head -5)"
    [ -s "$out.1.json" ] || fail "$name: no results file"
    cmp -s "$out.3.json" "$out.1.json" || fail "$name: the results files differ"
}

for spec in specs/mangala_ii.lua specs/mangala_iv.lua specs/games/congkak.lua; do
    name=$(basename "$spec" .lua)
    games=30000; [ "$name" = congkak ] && games=600
    same "sim_$name" "$TMP/$name" simulate "$spec" --games "$games" --seed 7
    grep -q "digest" "$TMP/sim_$name.3.out" || fail "$spec: no digest printed"
done
"${MPI[@]}" "$SOW" simulate specs/mangala_ii.lua --games 30000 --seed 7 --digest >"$TMP/dg.3" 2>&1
"$SOW" simulate specs/mangala_ii.lua --games 30000 --seed 7 --digest --threads 2 >"$TMP/dg.1" 2>&1
cmp -s "$TMP/dg.3" "$TMP/dg.1" || fail "the digest under 3 ranks is not the 2-thread one: $(cat "$TMP/dg.3" "$TMP/dg.1")"

"${MPI[@]}" "$SOW" audit specs/al_manqala.lua --games 1500 --question AM.Q1 --seed 3 --quiet \
    --json "$TMP/a3.json" --md "$TMP/a3.md" >"$TMP/a3.out" 2>&1 || fail "audit under mpirun: exit $?"
"$SOW" audit specs/al_manqala.lua --games 1500 --question AM.Q1 --seed 3 --quiet --threads 1 \
    --json "$TMP/a1.json" --md "$TMP/a1.md" >"$TMP/a1.out" 2>&1 || fail "audit alone: exit $?"
for f in a1 a3; do grep -v '^time: ' "$TMP/$f.out" >"$TMP/$f.tables"; done    # the timings line is no result
for f in json md tables; do cmp -s "$TMP/a3.$f" "$TMP/a1.$f" || fail "audit: the $f differs"; done

same diff "$TMP/d" diff specs/mangala_ii.lua specs/mangala_ii.lua --reading-b II.Q1=skip --games 4000

# One rank writes; the others write nothing (no temporary files left behind).
[ -z "$(find "$TMP" -name '.*sow-*')" ] || fail "temporary files left: $(find "$TMP" -name '.*sow-*')"

# SIGTERM to mpirun: the ranks stop between games, rank 0 writes the partial result.
"${MPI[@]}" "$SOW" simulate specs/mangala_ii.lua --games 100000000 --seed 7 --quiet --json "$TMP/stop.json" \
    >"$TMP/stop.out" 2>&1 &
pid=$!
sleep 3
kill -TERM "$pid"
wait "$pid"
[ -s "$TMP/stop.json" ] || fail "SIGTERM: no results file"
python3 - "$TMP/stop.json" <<'PY' || fail "SIGTERM: the results file is not a whole, partial one"
import json, sys
c = json.load(open(sys.argv[1]))["sets"][0]["counts"]
sys.exit(0 if c["partial"] and 0 < c["games"] < 100000000 else 1)
PY
[ $fails = 0 ] && echo "cli_mpi: 3 ranks give one process's tables, results files, audit and diff"
[ $fails = 0 ]
