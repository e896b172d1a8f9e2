#!/usr/bin/env bash
# Speed of `sow bench` side by side with the hand-specialised limit programs
# of ../shared/bench/limit, in one run, as ratios (the machines are shared
# and noisy: absolute times mean little, ratios measured together do).
#
#   scripts/bench.sh [GAMES]     GAMES per Mangala II / Al-manqala figure (default 500000;
#                                Mangala IV plays GAMES/2, the 2-thread rows 2*GAMES)
#   REPS=N       each figure is the minimum of N runs, sow's and the limit's alternated (default 3)
#   VALGRIND=0   skip the instruction counts (callgrind; on by default when valgrind is installed)
#   VG_GAMES=N   games per callgrind run (default 20000; Mangala IV plays N/10)
#   LIMIT_SRC=D  the limit programs' sources (default ../shared/bench/limit)
#
# Every figure is printed twice: from process CPU time (every thread; what a
# shared machine disturbs least) and from wall-clock time. What else used
# the cores meanwhile is printed too (/proc/stat less this script's own
# processes): other processes' CPU time, and the time the host took from
# this machine's cores for its other tenants (stolen: the cores were not
# free). Neither is proof that they were: a host's hyperthreads and clocks
# are not seen (runs with nothing stolen still differed by 13%). A ratio is sow's
# speed over the limit's: 1.00 is as fast as the hand-specialised loop.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-500000}
REPS=${REPS:-3}
VALGRIND=${VALGRIND:-1}
VG_GAMES=${VG_GAMES:-20000}
for v in "$games" "$REPS" "$VG_GAMES"; do
    [[ $v =~ ^[1-9][0-9]*$ ]] || { echo "bench: expected positive integers (GAMES, REPS, VG_GAMES), got '$v'" >&2; exit 2; }
done
((games >= 2 && VG_GAMES >= 10)) || { echo "bench: GAMES must be at least 2 and VG_GAMES at least 10" >&2; exit 2; }
if [ "$VALGRIND" != 0 ] && ! command -v valgrind > /dev/null; then
    echo "bench: valgrind is not installed: no instruction counts (apt-get install valgrind)" >&2
    VALGRIND=0
fi

scripts/setup.sh build
LIMIT_SRC=${LIMIT_SRC:-../shared/bench/limit}
[ -d "$LIMIT_SRC" ] || { echo "bench: no limit programs at $LIMIT_SRC" >&2; exit 1; }
L=$PWD/build/limit
progs=("$L/mangala2_O3n" "$L/mangala4_O3n")
[ "$VALGRIND" = 0 ] || progs+=("$L/mangala2_O3v" "$L/mangala4_O3v")   # valgrind cannot decode AVX-512
make -s -C "$LIMIT_SRC" B="$L" "${progs[@]}" > /dev/null
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

SOW=build/sow
II=(specs/mangala_ii_limit.lua)                    # the limit's own rules: origin skipped, 200 quiet plies end a game
IIH=(specs/mangala_ii.lua --reading II.Q1=skip)    # the historical spec, with its endless prover
AM=(specs/al_manqala.lua)
IV=(specs/mangala_iv.lua --reading IV.Q3=skip --reading IV.Q8=south_first)   # no 3 s game clock under valgrind

# One run's figures as "wall_s cpu_s games sowings".
sow_figures() {   # sow_figures JSON
    python3 -c 'import json, sys
s = json.load(open(sys.argv[1]))["sets"][0]
print(s["wall_s"], s["cpu_s"], s["games"], s["sowings"])' "$1"
}
run_sow() { "$SOW" bench "$@" --json "$TMP/run.json" > /dev/null && sow_figures "$TMP/run.json"; }
# Two one-thread processes started together: how far two independent
# workloads scale on this machine (the ceiling for 2 threads), as one run's
# figures: the later one's wall time, both processes' CPU, games, sowings.
run_pair() {
    "$SOW" bench "$@" --json "$TMP/pair1.json" > /dev/null &
    local pid=$!
    "$SOW" bench "$@" --json "$TMP/pair2.json" > /dev/null
    wait "$pid"
    paste -d' ' <(sow_figures "$TMP/pair1.json") <(sow_figures "$TMP/pair2.json") |
        awk '{ printf "%s %s %s %s\n", ($1 > $5 ? $1 : $5), $2 + $6, $3 + $7, $4 + $8 }'
}
# The limit counts a ply only when it sows (passes apart): its plies are sowings.
limit_figures() {
    awk '{ for (i = 1; i <= NF; i++) if (split($i, kv, "=") == 2) v[kv[1]] = kv[2] }
         END { printf "%s %s %s %.0f\n", v["time_s"], v["cpu_s"], v["games"], v["plies_per_game"] * v["games"] }'
}
run_limit() { "$@" | limit_figures; }

# name|command...: every measure, run once per rep in this order (sow and
# the limit alternate, so a slow spell of the machine hits both).
measures=(
    "l_i8|run_limit $L/mangala2_O3n -n $games -i 8"
    "s_ii|run_sow ${II[*]} --games $games --threads 1"
    "l_i1|run_limit $L/mangala2_O3n -n $games -i 1"
    "s_iih|run_sow ${IIH[*]} --games $games --threads 1"
    "s_am|run_sow ${AM[*]} --games $games --threads 1"
    "l_iv|run_limit $L/mangala4_O3n -n $((games / 2)) -i 4"
    "s_iv|run_sow ${IV[*]} --games $((games / 2)) --threads 1"
    "l_t2|run_limit $L/mangala2_O3n -n $((2 * games)) -i 8 -t 2"
    "s_ii2|run_sow ${II[*]} --games $((2 * games)) --threads 2"
    "s_pair|run_pair ${II[*]} --games $games --threads 1"
)
echo "$("$SOW" --version | head -1), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $(nproc) cores," \
     "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
# The machine's busy and stolen CPU time (jiffies), all cores: what was not
# the runs themselves shows whether other work shared the cores.
cpu_busy() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9, $9 }' /proc/stat; }
# The CPU seconds of every process this script has run and waited for, as
# `times > FILE` wrote them (in this shell: a subshell counts its own children).
ours() { awk 'NR == 2 { split($1, u, /[ms]/); split($2, k, /[ms]/); printf "%.3f", u[1] * 60 + u[2] + k[1] * 60 + k[2] }' "$1"; }
times > "$TMP/times0"
read -r busy0 steal0 < <(cpu_busy)
start=$SECONDS
for rep in $(seq "$REPS"); do
    for m in "${measures[@]}"; do
        # shellcheck disable=SC2086
        ${m#*|} >> "$TMP/${m%%|*}"
    done
    echo "rep $rep of $REPS done ($((SECONDS - start)) s)" >&2
done

# The minimum over the reps of one measure: "wall cpu games sowings".
best() { awk 'NR == 1 || $1 < w { w = $1 } NR == 1 || $2 < c { c = $2 } { g = $3; s = $4 }
              END { print w, c, g, s }' "$TMP/$1"; }
# row LABEL SOW LIMIT COLUMN (1 wall, 2 CPU): games/s, ns/sowing and the ratios.
row() {
    awk -v n="$1" -v col="$4" -v s="$(best "$2")" -v l="$(best "$3")" 'BEGIN {
        split(s, a, " "); split(l, b, " ")
        sg = a[3] / a[col]; lg = b[3] / b[col]; sn = 1e9 * a[col] / a[4]; ln = 1e9 * b[col] / b[4]
        printf "%-42s %10.0f %10.0f %6.2fx %8.2f %8.2f %6.2fx\n", n, lg, sg, sg / lg, ln, sn, ln / sn }'
}
table() {   # table COLUMN TITLE
    printf '\n%s, minimum of %s runs\n' "$2" "$REPS"
    printf '%-42s %10s %10s %7s %8s %8s %7s\n' "sow spec vs limit" "limit g/s" "sow g/s" "ratio" "limit ns" "sow ns" "ratio"
    printf '%-42s %29s %25s\n' "" "(games per second)" "(ns per sowing)"
    row "limit's rules (mangala_ii_limit) vs -i 8" s_ii l_i8 "$1"
    row "limit's rules (mangala_ii_limit) vs -i 1" s_ii l_i1 "$1"
    row "mangala_ii (II.Q1=skip, prover) vs -i 8" s_iih l_i8 "$1"
    row "mangala_ii (II.Q1=skip, prover) vs -i 1" s_iih l_i1 "$1"
    row "al_manqala vs Mangala II -i 8" s_am l_i8 "$1"
    row "al_manqala vs Mangala II -i 1" s_am l_i1 "$1"
    row "mangala_iv vs Mangala IV -i 4 (per game)" s_iv l_iv "$1"
    row "limit's rules, 2 threads vs -i 8 -t 2" s_ii2 l_t2 "$1"
}
table 2 "process CPU time (every thread)"
table 1 "wall clock"
echo
awk -v s1="$(best s_ii)" -v s2="$(best s_ii2)" -v l1="$(best l_i8)" -v l2="$(best l_t2)" 'BEGIN {
    split(s1, a, " "); split(s2, b, " "); split(l1, c, " "); split(l2, d, " ")
    printf "1 -> 2 threads (wall clock games/s): sow %.2fx, limit %.2fx\n", (b[3] / b[1]) / (a[3] / a[1]), (d[3] / d[1]) / (c[3] / c[1]) }'
awk -v s1="$(best s_ii)" -v p="$(best s_pair)" -v s2="$(best s_ii2)" 'BEGIN {
    split(s1, a, " "); split(p, b, " "); split(s2, c, " ")
    printf "1 -> 2 one-thread sow processes at once (wall clock games/s): %.2fx; 2 threads are %.2fx of them\n",
        (b[3] / b[1]) / (a[3] / a[1]), (c[3] / c[1]) / (b[3] / b[1]) }'
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (2 threads scale only where the second core is free:" \
     "two independent processes show how far this machine lets them)"
read -r busy1 steal1 < <(cpu_busy)
times > "$TMP/times1"
awk -v b="$((busy1 - busy0))" -v st="$((steal1 - steal0))" -v hz="$(getconf CLK_TCK)" \
    -v o0="$(ours "$TMP/times0")" -v o1="$(ours "$TMP/times1")" \
    -v wall="$((SECONDS - start))" 'BEGIN {
    other = (b - st) / hz - (o1 - o0); if (other < 0) other = 0
    printf "during the timed runs (%d s): other processes %.1f CPU s, time stolen by the host %.1f s (%.0f%% of one core)\n",
        wall, other, st / hz, (wall > 0 ? 100 * st / hz / wall : 0) }'
echo "Mangala IV is compared per game: the limit plays on after one seed is left (mostly passes), sow ends there."
echo "Timed runs took $((SECONDS - start)) s."

[ "$VALGRIND" != 0 ] || exit 0

# Instructions (callgrind, one run at a time), the limit's programs in
# their _O3v builds. Each program also runs a single game: "net" is the
# difference, the instructions of N - 1 games without the start-up (loading
# and compiling a spec costs sow a few million).
ir() { awk '/^(summary|totals):/ { print $2; exit }' "$1"; }
vg() { valgrind -q --tool=callgrind --callgrind-out-file="$TMP/cg.out" "$@"; }
ir_sow() {   # ir_sow GAMES SOW-ARGS...: "Ir sowings games"
    local n=$1
    shift
    vg "$SOW" bench "$@" --games "$n" --threads 1 --json "$TMP/vg.json" > /dev/null
    read -r _ _ g s < <(sow_figures "$TMP/vg.json")
    echo "$(ir "$TMP/cg.out") $s $g"
}
ir_limit() {   # ir_limit GAMES PROGRAM ARGS...
    local n=$1 g s
    shift
    read -r _ _ g s < <(vg "$@" -n "$n" | limit_figures)
    echo "$(ir "$TMP/cg.out") $s $g"
}
ir_row() {   # ir_row LABEL GAMES ir_sow|ir_limit ARGS...: "label Ir sowings games Ir1 sowings1 games1"
    local label=$1 n=$2 fn=$3
    shift 3
    echo "$label $("$fn" "$n" "$@") $("$fn" 1 "$@")"
}
vgs=$VG_GAMES
vgiv=$((VG_GAMES / 10))
{
    ir_row limit_II_i8 "$vgs" ir_limit "$L/mangala2_O3v" -i 8
    ir_row limit_II_i1 "$vgs" ir_limit "$L/mangala2_O3v" -i 1
    ir_row limit_IV_i4 "$vgiv" ir_limit "$L/mangala4_O3v" -i 4
    ir_row mangala_ii_limit "$vgs" ir_sow "${II[@]}"
    ir_row mangala_ii "$vgs" ir_sow "${IIH[@]}"
    ir_row al_manqala "$vgs" ir_sow "${AM[@]}"
    ir_row mangala_iv "$vgiv" ir_sow "${IV[@]}"
} > "$TMP/ir"
printf '\ninstructions (callgrind; %s games, Mangala IV %s; net: without one game'"'"'s run, the start-up)\n' "$vgs" "$vgiv"
printf '%-18s %13s %10s %10s %9s %10s %9s\n' "program" "Ir" "sowings" "Ir/sowing" "Ir/game" "net/sowing" "net/game"
awk '{ printf "%-18s %13d %10d %10.1f %9.0f %10.1f %9.0f\n", $1, $2, $3, $2 / $3, $2 / $4, ($2 - $5) / ($3 - $6), ($2 - $5) / ($4 - $7) }' "$TMP/ir"
awk '{ per[$1] = ($2 - $5) / ($3 - $6); game[$1] = ($2 - $5) / ($4 - $7) } END {
    printf "sow / limit net Ir per sowing: limit rules %.2fx (-i 8), %.2fx (-i 1); mangala_ii %.2fx; al_manqala %.2fx (vs -i 8)\n",
        per["mangala_ii_limit"] / per["limit_II_i8"], per["mangala_ii_limit"] / per["limit_II_i1"],
        per["mangala_ii"] / per["limit_II_i8"], per["al_manqala"] / per["limit_II_i8"]
    printf "sow / limit net Ir per game, Mangala IV: %.2fx\n", game["mangala_iv"] / game["limit_IV_i4"] }' "$TMP/ir"
