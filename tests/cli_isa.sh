#!/usr/bin/env bash
# cli_isa.sh SOW SOURCE_DIR - both copies of the hot loop (engine/core/
# dispatch.c) give the same games: the digest and the results file of a
# simulation, perft counts and a transcript, under SOW_ISA=baseline and
# SOW_ISA=avx2, for the seed games and family games (the general turn).
# Where the build has one copy or the processor no AVX2, says so and checks
# that forcing the other copy is refused (exit 2).
set -u
SOW=${1:?usage: cli_isa.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_isa.sh PATH_TO_SOW SOURCE_DIR}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

"$SOW" --version >"$TMP/v" || fail "sow --version: exit $?"
grep -Eq '^hot loop: (avx2|baseline|native|portable)$' "$TMP/v" || fail "sow --version names no hot loop: $(cat "$TMP/v")"
SOW_ISA=pentium "$SOW" --version >/dev/null 2>"$TMP/err"; rc=$?
[ $rc = 2 ] || fail "SOW_ISA=pentium: exit $rc, expected 2"
grep -q "SOW_ISA=pentium" "$TMP/err" || fail "SOW_ISA=pentium: no message naming it: $(cat "$TMP/err")"
SOW_ISA=auto "$SOW" --version >/dev/null || fail "SOW_ISA=auto refused"

if ! SOW_ISA=baseline "$SOW" --version >/dev/null 2>&1 || ! SOW_ISA=avx2 "$SOW" --version >/dev/null 2>&1; then
    echo "cli_isa: this build or processor runs one copy of the hot loop ($(sed -n 's/^hot loop: //p' "$TMP/v")): nothing to compare"
    [ $fails = 0 ]; exit
fi
SOW_ISA=baseline "$SOW" --version | grep -qx "hot loop: baseline" || fail "SOW_ISA=baseline: --version does not say baseline"
SOW_ISA=avx2 "$SOW" --version | grep -qx "hot loop: avx2" || fail "SOW_ISA=avx2: --version does not say avx2"

for spec in specs/mangala_ii.lua specs/mangala_iv.lua specs/al_manqala.lua specs/mangala_ii_limit.lua \
            specs/games/kalah.lua specs/games/toguz_kumalak.lua specs/games/congkak.lua; do
    name=$(basename "$spec" .lua)
    games=3000; [ "$name" = congkak ] && games=200    # a match of many rounds: slow
    for isa in baseline avx2; do
        SOW_ISA=$isa "$SOW" simulate "$SRC/$spec" --games "$games" --seed 5 --threads 2 --quiet \
            --json "$TMP/$name.$isa.json" >"$TMP/$name.$isa.out" 2>&1 || fail "$spec under $isa: exit $?"
        SOW_ISA=$isa "$SOW" perft "$SRC/$spec" --depth 4 >"$TMP/$name.$isa.perft" 2>&1 || fail "perft $spec under $isa: exit $?"
        SOW_ISA=$isa "$SOW" play "$SRC/$spec" --agents random,greedy --seed 3 --json >"$TMP/$name.$isa.jsonl" 2>&1 ||
            fail "play $spec under $isa: exit $?"
    done
    cmp -s "$TMP/$name.baseline.json" "$TMP/$name.avx2.json" || fail "$spec: the results files differ between the copies"
    [ -s "$TMP/$name.avx2.json" ] || fail "$spec: no results file"
    cmp -s "$TMP/$name.baseline.perft" "$TMP/$name.avx2.perft" || fail "$spec: perft differs between the copies"
    cmp -s "$TMP/$name.baseline.jsonl" "$TMP/$name.avx2.jsonl" || fail "$spec: the transcripts differ between the copies"
done
# The seed games' digests, as published (results/README.md): the same on either copy.
for isa in baseline avx2; do
    SOW_ISA=$isa "$SOW" simulate "$SRC/specs/mangala_ii.lua" --games 20000 --seed 1 --threads 2 >"$TMP/d.$isa" 2>&1
done
d=$(grep -io 'digest *[0-9a-f]*' "$TMP/d.baseline" | head -1)
[ -n "$d" ] || fail "no digest printed: $(head -5 "$TMP/d.baseline")"
[ "$d" = "$(grep -io 'digest *[0-9a-f]*' "$TMP/d.avx2" | head -1)" ] || fail "the digests differ between the copies"
[ $fails = 0 ] && echo "cli_isa: baseline and avx2 agree on 7 specs (results, perft, transcripts, digest)"
[ $fails = 0 ]
