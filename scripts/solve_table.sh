#!/usr/bin/env bash
# Perfect play on small boards: `sow solve` for the seed games (as written,
# each reading one at a time) and their rivals, on boards of 3 to 5 pits a
# row with 1 to 4 seeds a pit, each first player; writes results/solve.md,
# every cell under the exact command that reproduces it. A cell whose game
# has more than MAX positions (default 5 million, about 1 GB) says so.
# About 15 minutes on 2 cores. Usage: scripts/solve_table.sh [MAX]
set -euo pipefail
cd "$(dirname "$0")/.."
MAX=${1:-5000000}
scripts/setup.sh build >/dev/null
out=results/solve.md
tmp=$(mktemp)
trap 'rm -f "$tmp" "$tmp.cell"' EXIT

# value FIRST: the first player's value, from that player's side, from a
# `sow solve` output ("South first: RESULT, margin MARGIN").
value() {
    awk -v who="$1" '
        function side(r) {                       # South'"'"'s words as the first player sees them
            if (who == "South") return r
            if (r == "South wins") return "North wins"; if (r == "North wins") return "South wins"; return r
        }
        function word(r) { return r == "South wins" ? (who == "South" ? "win" : "loss") : r == "North wins" ? (who == "South" ? "loss" : "win") : r == "a draw" ? "draw" : r }
        function norm(m) { return m == "+0" || m == "-0" ? "0" : m }
        function neg(m) { if (m == "none") return "none"; m = -m; return m > 0 ? "+" m : m == 0 ? "0" : m }
        function margin(m,  a) {
            if (m ~ /^open: /) { sub(/^open: /, "", m); split(m, a, / \.\. /)
                return who == "South" ? "[" norm(a[1]) ", " norm(a[2]) "]" : "[" neg(a[2]) ", " neg(a[1]) "]" }
            return who == "South" ? norm(m) : neg(m)
        }
        function result(r,  a) {
            if (r ~ /^open: /) { sub(/^open: /, "", r); split(r, a, / \.\. /)
                if (who == "South") return "open: " word(a[1]) " .. " word(a[2])
                return "open: " word(a[2]) " .. " word(a[1]) }
            return word(r)
        }
        $0 ~ "^" who " first: " { sub("^" who " first: ", ""); i = index($0, ", margin ")
            print result(substr($0, 1, i - 1)) " " margin(substr($0, i + 9)) }' "$tmp.cell"
}

# cell SPEC ROW PER [READING]: "South-first value / North-first value", or why not
cell() {
    local spec=$1 row=$2 per=$3 rd=${4:-}
    local args=(solve "$spec" --row "$row" --per-pit "$per" --quiet --max-positions "$MAX")
    [ -n "$rd" ] && args+=(--reading "$rd")
    if ! build/sow "${args[@]}" --first 0 >"$tmp.cell" 2>&1; then
        grep -q "positions are reachable" "$tmp.cell" && echo "> $((MAX / 1000000))M positions" && return
        grep -q "would mean something else" "$tmp.cell" && echo "refused (board-tied field)" && return
        echo "error" && return
    fi
    local s n
    s=$(value South)
    build/sow "${args[@]}" --first 1 >"$tmp.cell" 2>&1 || { echo "$s / error"; return; }
    n=$(value North)
    [ "$s" = "$n" ] && echo "$s" || echo "$s / $n"
}

grid() {   # grid SPEC [READING]: one row per board size
    local spec=$1 rd=${2:-}
    echo "| board | 1 a pit | 2 a pit | 3 a pit | 4 a pit |"
    echo "|---|---|---|---|---|"
    for row in 3 4 5; do
        printf '| 2x%s |' "$row"
        for per in 1 2 3 4; do printf ' %s |' "$(cell "$spec" "$row" "$per" "$rd")"; done
        echo
    done
}

readings() {   # the non-default readings of SPEC's questions, ID=KW a line (who moves first aside:
               # every cell has both first players)
    build/sow show "$1" | awk '/^Open questions/ {q = 1; next} /^$/ {q = 0}
        q && /^  [A-Z]+\.[A-Z0-9]+ / {id = $1; first = $0 ~ /first/}
        q && /^           [a-z_0-9]+$/ && !first {print id "=" $1}'
}

{
    echo "# Perfect play on small boards"
    echo
    echo "Written by \`scripts/solve_table.sh $MAX\` ($(build/sow --version | head -1))."
    echo "Each cell is \`sow solve SPEC --row N --per-pit K --first P\` (\`sow\` is build/sow; add the"
    echo "reading a section names with \`--reading ID=KW\`): the value of the game under perfect play by"
    echo "both, for the player who moves first: the result (win, draw, loss) and the final margin"
    echo "(the first player's seeds less the other's), each the best that player can force. Where the"
    echo "two first players' values differ, the cell gives South's / North's. \`open: A .. B\` and"
    echo "\`[a, b]\` mean the rules leave the value open between the two bounds (endless play that no"
    echo "rule ends, or a rule gap: \`none\` where a player can keep any rule from ending the game)."
    echo "A board of N pits a row with K seeds a pit plays the spec's rules as written on it (the deal"
    echo "equal); rules tied to the spec's own board (a count of seeds to win, pits named) are refused."
    echo "Result and margin are solved apart: the margin is what a player maximising seeds can force."
    echo
    for spec in specs/mangala_ii.lua specs/mangala_iv.lua specs/al_manqala.lua specs/mangala_ii_valdez.lua \
                specs/bohnenspiel.lua specs/halusa.lua specs/mangala_iv_culin.lua; do
        echo "## $(build/sow show "$spec" | head -1) (\`$spec\`)"
        echo
        grid "$spec"
        echo
    done
    echo "## Each reading of the seed games, one at a time (2x3 and 2x4 pits)"
    echo
    echo "| spec | reading | 2x3, 1 | 2x3, 2 | 2x3, 3 | 2x4, 1 | 2x4, 2 | 2x4, 3 |"
    echo "|---|---|---|---|---|---|---|---|"
    for spec in specs/mangala_ii.lua specs/mangala_iv.lua specs/al_manqala.lua; do
        for rd in $(readings "$spec"); do
            printf '| %s | %s |' "$(basename "$spec")" "$rd"
            for rp in "3 1" "3 2" "3 3" "4 1" "4 2" "4 3"; do
                set -- $rp
                printf ' %s |' "$(cell "$spec" "$1" "$2" "$rd")"
            done
            echo
        done
    done
    echo
    echo "## How much skill the games reward"
    echo
    echo "Each agent plays itself from the start, 1000 games; every move is checked against the"
    echo "perfect values (docs/solve.md, \"Skill\"): of the positions the mover could win (or draw) by"
    echo "force where some move would lose it, how often the agent's move did; 95% Wilson intervals."
    for sp in "specs/mangala_ii.lua 3 2" "specs/mangala_ii.lua 4 1" "specs/mangala_iv.lua 4 2" \
              "specs/al_manqala.lua 3 2" "specs/al_manqala.lua 4 1"; do
        set -- $sp
        cmd="sow solve $1 --row $2 --per-pit $3 --first 0 --skill random,greedy,alphabeta:2,alphabeta:4 --games 1000"
        echo
        echo "    $cmd"
        echo
        build/$cmd --quiet | sed -n '/^  skill:/,$p' | sed 's/^/    /'
    done
} >"$tmp"
mv "$tmp" "$out"
echo "solve_table: wrote $out"
