#!/usr/bin/env bash
# Regenerates the study in results/ from scratch: the comparison of every
# spec under random, greedy and alpha-beta play, the audits of the three
# seed games, the historical claims, the plots and results/README.md.
#
#   scripts/make_results.sh            the full study (about 5 minutes on 2 cores)
#   scripts/make_results.sh --quick    small game counts, digests only, into results/quick-digests.txt
#                                      (about 4 seconds)
#   scripts/make_results.sh --quick --check
#                                      the same into a temporary directory, compared with the
#                                      committed digests: what CI runs (tests/cli_study.sh)
#   scripts/make_results.sh --small --out DIR
#                                      everything (plots and README too) with the game counts of
#                                      --quick, into DIR instead of results/: to try the pipeline
#
# Every number is reproducible: fixed seeds, and each results file records
# the sow version, the spec hashes, the readings, the seed and the agents.
# Every command is recorded, as a user types it, in data/commands.tsv (name,
# then the command; `sow` is build/sow, run from the repository root): the
# script runs exactly that command, adding only --quiet and --json/--md
# (which change nothing on stdout), and keeps its stdout in data/NAME.txt
# (audit/NAME.txt for the audits, without the timing line), which is where
# results/README.md takes every number from. Two runs give byte-identical files.
set -euo pipefail
cd "$(dirname "$0")/.."

quick=0 check=0 small=0 out=results
while [ $# -gt 0 ]; do
    a=$1
    shift
    case "$a" in
        --quick) quick=1 ;;
        --check) check=1 ;;
        --small) small=1 ;;
        --out) out=${1:?make_results: --out needs a directory}; shift ;;
        -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
        *) echo "make_results: unknown option $a" >&2; exit 2 ;;
    esac
done

SOW=${SOW:-build/sow}
[ -x "$SOW" ] || scripts/setup.sh build

SEED=1
SPECS=(specs/mangala_ii.lua specs/mangala_iv.lua specs/al_manqala.lua
       specs/mangala_iv_culin.lua specs/mangala_iv_mancalagames.lua specs/al_manqala_mancalagames.lua
       specs/mangala_ii_valdez.lua specs/bohnenspiel.lua specs/halusa.lua)
# Games per set: about +-0.3 points on the headline rates at full size
# (+-0.5 for alpha-beta and the Lua agents).
if [ "$quick" = 1 ] || [ "$small" = 1 ]; then
    N_FAST=2000 N_AB=200 N_AUDIT=500 N_DIFF=1000 N_LUA=300
else
    N_FAST=100000 N_AB=40000 N_AUDIT=100000 N_DIFF=100000 N_LUA=40000
fi
AB=alphabeta:3
SACRIFICE=lua:scripts/agents/starve_sacrifice.lua
CONTROL=lua:scripts/agents/starve_control.lua

if [ "$quick" = 1 ]; then
    out=$(mktemp -d)
    trap 'rm -rf "$out"' EXIT
else
    rm -f "$out"/data/* "$out"/audit/*.txt
    mkdir -p "$out/data" "$out/audit" "$out/plots"
fi
data="$out/data"
mkdir -p "$data" "$out/audit"
: > "$data/commands.tsv"

record() {   # record NAME ARGS...: the command as a user types it
    local name=$1
    shift
    printf '%s\tsow %s\n' "$name" "$*" >> "$data/commands.tsv"
}

sim() {   # sim NAME GAMES AGENTS SPEC...: a comparison table and its results file
    local name=$1 games=$2 agents=$3
    shift 3
    record "$name" simulate "$@" --games "$games" --agents "$agents" --seed "$SEED"
    "$SOW" simulate "$@" --games "$games" --agents "$agents" --seed "$SEED" --quiet \
        --json "$data/$name.json" > "$data/$name.txt"
}

diff_() {   # diff_ NAME ARGS...: a paired comparison of two rule sets
    local name=$1
    shift
    record "$name" diff "$@" --seed "$SEED"
    "$SOW" diff "$@" --seed "$SEED" --json "$data/$name.json" > "$data/$name.txt"
}

play() {   # play NAME ARGS...: one game, drawn ply by ply
    local name=$1
    shift
    record "$name" play "$@" --seed "$SEED"
    "$SOW" play "$@" --seed "$SEED" > "$data/$name.txt"
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
# the one line of play of 7 per pit with forced moves (every game is this one)
play iv_seven_line specs/mangala_iv.lua --reading IV.Q7=seven --game 0
# how the side-chooser values a side (IV.Q12)
sim iv_chooser "$N_FAST" random,random specs/mangala_iv.lua specs/mangala_iv.lua@IV.Q12=result \
    specs/mangala_iv.lua@IV.Q12=blind
# Culin: skill against no skill, and seven per hole
sim culin_skill "$N_AB" "$AB,random" specs/mangala_iv_culin.lua specs/mangala_iv_culin.lua@IV.Q1=free
sim culin_skill_random "$N_AB" random,random specs/mangala_iv_culin.lua specs/mangala_iv_culin.lua@IV.Q1=free
sim culin_seven "$N_FAST" random,random specs/mangala_iv_culin.lua@IV.Q7=seven specs/mangala_iv_culin.lua@IV.Q7=seven,IV.Q8=south_first
play culin_seven_line specs/mangala_iv_culin.lua --reading IV.Q7=seven --game 0
# Al-manqala: starving the opponent in strong play, and who takes the rest
diff_ am_starve_diff specs/al_manqala.lua specs/al_manqala.lua --reading-b AM.Q9=feeder --games "$N_AB" \
    --agents "$AB,$AB"
# Al-manqala: the singleton sacrifice, head to head against the same agent without it
# (first player alternating, so each agent moves first in half of the games), under
# AM.E1 (the starved player takes the rest) and, as a control, AM.Q9=feeder
sim am_sacrifice "$N_LUA" "$SACRIFICE,$CONTROL" specs/al_manqala.lua@AM.Q8=alternate \
    specs/al_manqala.lua@AM.Q8=alternate,AM.Q9=feeder
# Mangala IV against Culin's La'b Madjnuni
diff_ iv_vs_culin specs/mangala_iv.lua specs/mangala_iv_culin.lua --games "$N_DIFF"

echo "make_results: audits" >&2
for g in mangala_ii mangala_iv al_manqala; do
    record "audit_$g" audit "specs/$g.lua" --games "$N_AUDIT" --seed "$SEED"
    # stdout: the audit's tables (kept), then a line of timings (dropped: not reproducible)
    "$SOW" audit "specs/$g.lua" --games "$N_AUDIT" --seed "$SEED" --quiet \
        --json "$out/audit/$g.json" --md "$out/audit/$g.md" | grep -v '^time: ' > "$out/audit/$g.txt"
done

# The digests: one line per result set, the fingerprint of every game.
digests() {
    for f in "$data"/*.txt; do
        { grep -h -i 'digest\|diverg\|^Game over' "$f" || true; } | sed "s|^ *|$(basename "$f" .txt): |"
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
# put first on PATH); the tests need neither (the plots are drawn here only)
PY=/usr/bin/python3
if ! "$PY" -c 'import matplotlib' 2>/dev/null; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "make_results: the plots need python3-matplotlib: sudo apt-get install python3-matplotlib" >&2
        exit 1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-matplotlib >/dev/null
fi
# numbers derived from a results file (not printed by sow itself): the same
# lines come out of `sow simulate ... --json - | python3 scripts/results_readme.py --derived -`
for name in iv_layouts iv_layouts_greedy am_sacrifice; do
    "$PY" scripts/results_readme.py --derived "$data/$name.json" > "$data/$name.derived.txt"
done
"$PY" scripts/plot_results.py "$out"
"$PY" scripts/results_readme.py "$out" > "$out/README.md.tmp"
mv "$out/README.md.tmp" "$out/README.md"
# the reduced study's digests, which CI checks
[ "$small" = 1 ] || [ "$out" != results ] || "$0" --quick
echo "make_results: done" >&2
