#!/usr/bin/env bash
# Solves Kalah(m,n) from its start with `sow solve` (South moves first) under
# each capture reading of specs/games/kalah.lua and each end reading, and
# prints a Markdown table next to the published perfect-play values (the
# first player's final margin). results/solve_kalah.md holds one run, and the
# sources of every published value.
#
#   scripts/solve_kalah.sh [SOW]       SOW: the binary (default build/sow, built if missing)
#   SIZES="6x1 6x2 .."   the boards, m pits a row x n seeds a pit (default 6x1 .. 6x6)
#   ENDS="to_move either_row"          the KA.Q2 readings to solve under (default both)
#   MAX_POSITIONS=N      sow solve --max-positions (default 20000000: about 4 GB)
#   TIMEOUT=S            wall seconds a solve may take (default 600)
#   MEM_KB=K             address-space cap of one solve (default 8000000, ~8 GB)
#
# A size that is refused (more positions than MAX_POSITIONS, out of memory or
# time) is reported as such, and the larger n of the same m and reading are
# not tried (a shortcut: more seeds a pit mostly reach more positions, though
# not always, e.g. 2x5 reaches fewer than 2x4). One solve runs at a time.
set -uo pipefail
cd "$(dirname "$0")/.."
SOW=${1:-build/sow}
SIZES=${SIZES:-"6x1 6x2 6x3 6x4 6x5 6x6"}
ENDS=${ENDS:-"to_move either_row"}
MAX_POSITIONS=${MAX_POSITIONS:-20000000}
TIMEOUT=${TIMEOUT:-600}
MEM_KB=${MEM_KB:-8000000}
SPEC=specs/games/kalah.lua
if [ ! -x "$SOW" ]; then
    scripts/setup.sh build > /dev/null || exit 1
    SOW=build/sow
fi
for v in "$MAX_POSITIONS" "$TIMEOUT" "$MEM_KB"; do
    [[ $v =~ ^[1-9][0-9]*$ ]] || { echo "solve_kalah: expected positive integers, got '$v'" >&2; exit 2; }
done

# The published first-player margins: "VALUE|SOURCE" by capture reading and
# board. Exact values are signed integers; a bound is written ">=+4". Source
# keys are explained under the table (and in results/solve_kalah.md).
declare -A PUB
PUB[always,6x1]="+2|[T9]"
PUB[always,6x2]="+10|[T9]"
PUB[always,6x3]="+2|[T9]"
PUB[always,6x4]="+10|[T9] [W1] [W2]"
PUB[always,6x5]="+12|[T9] [W2]"
PUB[always,6x6]="+2|[W2] (Rawlings 2015)"
PUB[with_capture,6x4]="+8|[S] (Rawlings 2015)"
PUB[with_capture,6x5]="+10|[S] (Rawlings 2015)"
PUB[with_capture,6x6]=">=+4|[S] (Rawlings 2015)"

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
declare -A SKIP

echo "| m | n | capture (KA.Q1) | end (KA.Q2) | sow: South first | sow margin | published margin | source | match | positions | CPU s | MB |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
for capture in always with_capture; do
    for end in $ENDS; do
        for size in $SIZES; do
            m=${size%x*} n=${size#*x}
            [[ $m =~ ^[1-9][0-9]*$ && $n =~ ^[1-9][0-9]*$ ]] || { echo "solve_kalah: bad size '$size' (expected MxN)" >&2; exit 2; }
            pub=${PUB[$capture,$size]:-"|none found"}
            pval=${pub%%|*} psrc=${pub#*|}
            [ -n "$pval" ] || pval="-"
            row="| $m | $n | $capture | $end"
            if [ -n "${SKIP[$capture,$end,$m]:-}" ]; then
                echo "$row | not tried (${SKIP[$capture,$end,$m]}) | - | $pval | $psrc | - | - | - | - |"
                continue
            fi
            ( ulimit -v "$MEM_KB"
              exec timeout "$TIMEOUT" "$SOW" solve "$SPEC" --row "$m" --per-pit "$n" --first 0 \
                  --reading "KA.Q1=$capture" --reading "KA.Q2=$end" \
                  --max-positions "$MAX_POSITIONS" --quiet ) > "$TMP/out" 2> "$TMP/err"
            st=$?
            value=$(sed -n 's/^South first: //p' "$TMP/out")
            if [ "$st" != 0 ] || [ -z "$value" ]; then
                if grep -q 'max_positions' "$TMP/err"; then why="more than $MAX_POSITIONS positions"
                elif [ "$st" = 124 ]; then why="over ${TIMEOUT} s"
                else why="failed (exit $st): $(head -c 80 "$TMP/err" | tr '\n|' '  ')"; fi
                SKIP[$capture,$end,$m]="${m}x$n: $why"
                echo "$row | refused: $why | - | $pval | $psrc | - | - | - | - |"
                continue
            fi
            margin=$(sed -n 's/^South first: .*margin \(.*\)$/\1/p' "$TMP/out")
            stats=$(grep -E '^  [0-9]+ positions' "$TMP/out" | head -1)
            positions=$(sed -E 's/^ *([0-9]+) positions.*/\1/' <<< "$stats")
            cpu=$(sed -E 's/.*; ([0-9.]+) s CPU, ([0-9.]+) MB.*/\1/' <<< "$stats")
            mb=$(sed -E 's/.*; ([0-9.]+) s CPU, ([0-9.]+) MB.*/\2/' <<< "$stats")
            if [ "$pval" = "-" ]; then match="-"
            elif [[ $pval == ">="* ]]; then
                b=${pval#>=}
                [[ $margin =~ ^[+-]?[0-9]+$ ]] && ((margin >= b)) && match=yes || match=NO
            elif [ "$margin" = "$pval" ]; then match=yes
            else match=NO; fi
            echo "$row | ${value%%, margin*} | $margin | $pval | $psrc | $match | $positions | $cpu | $mb |"
        done
    done
done
cat <<'EOF'

Sources: [T9] Irving, Donkers and Uiterwijk 2000, "Solving Kalah", ICGA Journal 23(3) 139-147, Table 9 (the
empty-capture game), as quoted in github.com/alanzavala1/mancala-rl scripts/verify_solution.py (the paper's
table itself was not read). [W1] en.wikipedia.org Kalah, revision 693800125 (Dec 2015): Irving and Donkers
2000 found Kalah(6,4) with the empty-capture rule a first-player win by 10. [W2] en.wikipedia.org Kalah,
revision 690667612 (14 Nov 2015, Mark Rawlings): Kalah(6,6) with the empty-capture rule a win by 2, "4-seed"
Kalah(6/4) a win by 10, "5-seed" Kalah(6/5) a win by 12. [S] Rawlings 2015 for the standard rule (Wikipedia
Kalah revision 695683985 added them), read only in a restatement of Wikipedia's "Solved game" text: 6x4 a win
by 8, 6x5 by 10, 6x6 by at least 4 (unverified). "none found": no published value was found for that size.
EOF
