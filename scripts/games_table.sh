#!/usr/bin/env bash
# The games of specs/games/ side by side under random, greedy and
# alpha-beta play: writes results/games.md, every table next to the exact
# command that printed it (and that command's whole output in
# results/data/games_AGENT.txt).
#
#   scripts/games_table.sh              about 12 minutes on 2 cores (the matches of rounds are long)
#   scripts/games_table.sh --games N    N games per spec and agent pair instead
#                                       (random N, greedy N/5, alpha-beta N/20)
#
# Fixed seed (1) and game counts: two runs give byte-identical files.
set -euo pipefail
cd "$(dirname "$0")/.."
games=10000
while [ $# -gt 0 ]; do
    case "$1" in
        --games) games=${2:?games_table: --games needs a number}; shift 2 ;;
        -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
        *) echo "games_table: unknown option $1" >&2; exit 2 ;;
    esac
done
scripts/setup.sh build >/dev/null
specs=$(ls specs/games/*.lua | sort | tr '\n' ' ')
out=results/games.md
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

run() {   # name agents games: the command as a user types it, its output kept
    local name=$1 agents=$2 n=$3
    local cmd="sow simulate $specs--games $n --agents $agents --seed 1"
    build/sow simulate $specs --games "$n" --agents "$agents" --seed 1 --quiet > "results/data/games_$name.txt"
    {
        echo
        echo "### $agents, $n games per game"
        echo
        echo "    $cmd"
        echo
        sed -n '1,/^1st:/p' "results/data/games_$name.txt" | sed 's/^/    /'
        sed -n '/^1st:/,/^$/p' "results/data/games_$name.txt" | sed '1d' | sed 's/^/    /'
    } >> "$tmp"
}

{
    echo "# The games of specs/games/ compared"
    echo
    echo "Written by \`scripts/games_table.sh\` ($(build/sow --version 2>/dev/null | head -1 || true)); every"
    echo "table sits under the exact command that printed it (run from the repository root,"
    echo "\`sow\` being build/sow). Default readings of every open question; seed 1; both seats"
    echo "played by the same agent. \`1st\` is the player who made the first ply; intervals"
    echo "are 95% Wilson intervals; \`limit %\` are games stopped by a simulation limit (for"
    echo "matches of rounds, limits.rounds: random and greedy play rarely leave a player"
    echo "unable to fill a pit), never counted as results or as rule gaps."
} > "$tmp"
run random random,random "$games"
run greedy greedy,greedy "$((games / 5))"
run alphabeta alphabeta:2,alphabeta:2 "$((games / 20))"
mv "$tmp" "$out"
trap - EXIT
echo "games_table: wrote $out"
