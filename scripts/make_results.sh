#!/usr/bin/env bash
# Regenerates the study in results/ from scratch: the comparison of every
# spec under random, greedy and alpha-beta play, the audits of the three
# seed games, the historical claims, the plots and results/README.md.
#
#   scripts/make_results.sh            the full study (about 10-15 minutes on 2 cores)
#   scripts/make_results.sh --quick    small game counts, digests only, into results/quick-digests.txt
#   scripts/make_results.sh --quick --check
#                                      the same into a temporary directory, compared with the
#                                      committed digests: what CI runs (tests/cli_study.sh)
#
# Every number is reproducible: fixed seeds, and each results file records
# the sow version, the spec hashes, the readings, the seed and the agents.
# Two runs give byte-identical files.
set -euo pipefail
cd "$(dirname "$0")/.."

quick=0 check=0
for a in "$@"; do
    case "$a" in
        --quick) quick=1 ;;
        --check) check=1 ;;
        -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
        *) echo "make_results: unknown option $a" >&2; exit 2 ;;
    esac
done

SOW=${SOW:-build/sow}
[ -x "$SOW" ] || scripts/setup.sh build

SEED=1
SPECS=(specs/mangala_ii.lua specs/mangala_iv.lua specs/al_manqala.lua
       specs/mangala_iv_culin.lua specs/mangala_iv_mancalagames.lua specs/al_manqala_mancalagames.lua
       specs/mangala_ii_valdez.lua specs/bohnenspiel.lua specs/halusa.lua)
# Games per set: about +-0.5 points on the headline rates at full size.
if [ "$quick" = 1 ]; then
    N_FAST=2000 N_AB=200 N_AUDIT=500 N_DIFF=1000
else
    N_FAST=100000 N_AB=40000 N_AUDIT=100000 N_DIFF=100000
fi
AB=alphabeta:3

if [ "$quick" = 1 ]; then
    out=$(mktemp -d)
    trap 'rm -rf "$out"' EXIT
else
    out=results
    mkdir -p "$out/data" "$out/audit" "$out/plots"
fi
data="$out/data"
mkdir -p "$data" "$out/audit"

sim() {   # sim NAME GAMES AGENTS SPEC...: a comparison table and its results file
    local name=$1 games=$2 agents=$3
    shift 3
    "$SOW" simulate "$@" --games "$games" --agents "$agents" --seed "$SEED" --quiet \
        --json "$data/$name.json" > "$data/$name.txt"
}

echo "make_results: comparison of all specs" >&2
sim table_random "$N_FAST" random,random "${SPECS[@]}"
sim table_greedy "$N_FAST" greedy,greedy "${SPECS[@]}"
sim table_alphabeta "$N_AB" "$AB,$AB" "${SPECS[@]}"

echo "make_results: the historical claims" >&2
# Mangala IV: the layout procedure (IV.Q7) and the side choice, forced and free play
sim iv_layouts "$N_FAST" random,random specs/mangala_iv.lua specs/mangala_iv.lua@IV.Q7=min2 \
    specs/mangala_iv.lua@IV.Q7=seven specs/mangala_iv.lua@IV.Q1=free specs/mangala_iv.lua@IV.Q1=free,IV.Q7=seven
sim iv_layouts_greedy "$N_FAST" greedy,greedy specs/mangala_iv.lua@IV.Q1=free specs/mangala_iv.lua@IV.Q1=free,IV.Q7=seven
# Culin: skill against no skill, and seven per hole
sim culin_skill "$N_AB" "$AB,random" specs/mangala_iv_culin.lua specs/mangala_iv_culin.lua@IV.Q1=free
sim culin_skill_random "$N_AB" random,random specs/mangala_iv_culin.lua specs/mangala_iv_culin.lua@IV.Q1=free
sim culin_seven "$N_FAST" random,random specs/mangala_iv_culin.lua@IV.Q7=seven specs/mangala_iv_culin.lua@IV.Q7=seven,IV.Q8=south_first
# Al-manqala: starving the opponent in strong play, and who takes the rest
"$SOW" diff specs/al_manqala.lua specs/al_manqala.lua --reading-b AM.Q9=feeder --games "$N_AB" \
    --agents "$AB,$AB" --seed "$SEED" --json "$data/am_starve_diff.json" > "$data/am_starve_diff.txt"
# Mangala IV against Culin's La'b Madjnuni
"$SOW" diff specs/mangala_iv.lua specs/mangala_iv_culin.lua --games "$N_DIFF" --seed "$SEED" \
    --json "$data/iv_vs_culin.json" > "$data/iv_vs_culin.txt"

echo "make_results: audits" >&2
for g in mangala_ii mangala_iv al_manqala; do
    "$SOW" audit "specs/$g.lua" --games "$N_AUDIT" --seed "$SEED" --quiet \
        --json "$out/audit/$g.json" --md "$out/audit/$g.md" > /dev/null   # stdout holds timings
done

# The digests: one line per result set, the fingerprint of every game.
digests() {
    for f in "$data"/*.txt; do
        { grep -h -i 'digest\|diverg' "$f" || true; } | sed "s|^ *|$(basename "$f" .txt): |"
    done
    for f in "$out"/audit/*.json; do
        printf '%s: %s\n' "$(basename "$f")" "$(grep -o '"spec_hash": *"[0-9a-f]*"' "$f" | head -1)"
    done
}

if [ "$quick" = 1 ]; then
    if [ "$check" = 1 ]; then
        if ! diff <(digests) results/quick-digests.txt > "$out/diff.txt"; then
            echo "make_results: the reduced study differs from results/quick-digests.txt:" >&2
            head -20 "$out/diff.txt" >&2
            echo "(an intended rule change: rerun scripts/make_results.sh and review the diff of results/)" >&2
            exit 1
        fi
        echo "make_results: the reduced study matches results/quick-digests.txt" >&2
    else
        digests > results/quick-digests.txt
    fi
    exit 0
fi

echo "make_results: plots and README" >&2
# Debian's python3 with Debian's matplotlib (not a python3 some other tool
# put first on PATH)
PY=/usr/bin/python3
if ! "$PY" -c 'import matplotlib' 2>/dev/null; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "make_results: the plots need python3-matplotlib: sudo apt-get install python3-matplotlib" >&2
        exit 1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-matplotlib >/dev/null
fi
"$PY" scripts/plot_results.py "$out"
"$PY" scripts/results_readme.py "$out" > "$out/README.md.tmp"
mv "$out/README.md.tmp" "$out/README.md"
# the reduced study's digests, which CI checks
"$0" --quick
echo "make_results: done" >&2
