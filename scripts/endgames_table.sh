#!/usr/bin/env bash
# Endgame databases of the three seed games (`sow solve --seeds`): sizes,
# times and memory of each build, and what settling random games by them
# (`sow simulate --db`) does to the results; writes results/endgames.md,
# every number under the command that prints it. The databases go to a
# temporary directory (DIR, default /tmp) and are removed; the largest take
# about 9 GB of memory and 3 GB of disk. About 45 minutes on 2 cores.
# Usage: scripts/endgames_table.sh [DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
DIR=$(mktemp -d "${1:-/tmp}/sow-endgames.XXXXXX")
trap 'rm -rf "$DIR"' EXIT
scripts/setup.sh build >/dev/null
out=results/endgames.md
tmp=$DIR/out
GAMES=100000

# The seed games and the seeds of their databases: the largest is the one
# the simulations use.
SPECS=(mangala_ii al_manqala mangala_iv)
declare -A KS=([mangala_ii]="8 10 12" [al_manqala]="6 8 10" [mangala_iv]="10 14")

# rates GAME K OUTPUT: a row of the speed table, from a build's output.
rates() {
    awk -v g="$1" -v k="$2" '
        / positions: / { pos = $1; moves = $7 }
        / s wall, / { wall = $1; mb = $7 }
        END { printf "| %s | %d | %d | %.1f | %.2f | %.1f | %.1f |\n", g, k, pos, wall, pos / wall / 1e6, moves / wall / 1e6, mb * 1e6 / pos }' "$3"
}

# board SPEC ROW PER: the whole game as a database of every position
# (K = all the seeds), and the start's value for each first player.
board() {
    local spec=$1 row=$2 per=$3 k=$(($2 * 2 * $3))
    echo "    sow solve specs/$spec --row $row --per-pit $per --seeds $k -o DB"
    if ! build/sow solve "specs/$spec" --row "$row" --per-pit "$per" --seeds "$k" -o "$DIR/board.db" --quiet >"$tmp" 2>&1; then
        sed -e "s|$DIR/board.db|DB|g" -e 's/^/    /' "$tmp"
        echo
        return
    fi
    sed -n '3,4p' "$tmp" | sed -e "s|$DIR/board.db|DB|g" -e 's/^/    /'
    rates "$spec ${row}x$per" "$k" "$tmp" >>"$DIR/rates"
    local start
    start=$(printf "$per%.0s," $(seq 1 $((2 * row))))
    for first in 0 1; do
        echo "    sow analyse specs/$spec --row $row --per-pit $per --board ${start%,} --first $first --db DB"
        build/sow analyse "specs/$spec" --row "$row" --per-pit "$per" --board "${start%,}" --first "$first" \
            --db "$DIR/board.db" --quiet >"$tmp"
        grep -E "to move:|not in|positions valued" "$tmp" | sed -e "s|$DIR/board.db|DB|g" -e 's/^/    /'
    done
    rm -f "$DIR/board.db"
    echo
}

{
    echo "# Endgame databases of the seed games"
    echo
    echo "Made by \`scripts/endgames_table.sh\` with sow $(build/sow --version | awk 'NR == 1 {print $2}') on $(date -u +%Y-%m-%d)"
    echo "($(nproc) cores). \`sow\` is \`build/sow\`; each block is the command and what it printed, the"
    echo "database file named \`DB\` here. What a database is and how it is built: docs/solve.md."
    echo "Times and memory are of one run on a shared machine; the positions, moves and values are exact."
    echo
    echo "## Builds"
    echo
    echo "A position is a board of at most K seeds, the player to move and, where the rules read them, the"
    echo "seeds captured (Mangala II's and Al-manqala's \`win_needs\`, Al-manqala's threshold): *exact* positions"
    echo "have a result perfect play forces; *open* ones let a player keep the game from ending by a rule (the"
    echo "endless rule needs a proof that no capture can ever come, and a player who can avoid captures for"
    echo "ever keeps the game going)."
    echo
    for g in "${SPECS[@]}"; do
        for k in ${KS[$g]}; do
            echo "    sow solve specs/$g.lua --seeds $k -o DB"
            build/sow solve "specs/$g.lua" --seeds "$k" -o "$DIR/$g.$k.db" --quiet >"$tmp"
            sed -e "s|$DIR/$g.$k.db|DB|g" -e 's/^/    /' "$tmp"
            echo
            rates "$g" "$k" "$tmp" >>"$DIR/rates"
        done
    done
    echo "## Random games settled by perfect play"
    echo
    echo "Each game is played by random agents until it reaches a position of the database, and is then"
    echo "settled by perfect play's result from there (\`database\`), or left unresolved where perfect play"
    echo "need not end by a rule (\`database_open\`). Up to that ply the games are the same as without the"
    echo "database (same seed, same streams)."
    echo
    for g in "${SPECS[@]}"; do
        k=${KS[$g]##* }
        echo "    sow simulate specs/$g.lua --games $GAMES"
        build/sow simulate "specs/$g.lua" --games "$GAMES" --quiet >"$tmp"
        sed -n '2p;7,8p' "$tmp" | sed 's/^/    /'
        echo "    sow simulate specs/$g.lua --games $GAMES --db DB      # DB: the database of 0..$k seeds above"
        build/sow simulate "specs/$g.lua" --games "$GAMES" --quiet --db "$DIR/$g.$k.db" >"$tmp"
        { sed -n '2p' "$tmp"; grep -E '^  (plies|ends|database|  )' "$tmp" | grep -v -E 'sow (play|replay)'; } \
            | sed -e "s|$DIR/[^ ]*|DB|g" -e 's/^/    /'
        echo
    done
    echo "## Endgame skill"
    echo
    echo "Whole games of each agent against itself; at every position of the database where some move would"
    echo "throw the mover's forced win (or draw) away, did the agent's move keep it? Positions whose value is"
    echo "open are not counted (their number is in brackets)."
    echo
    for g in mangala_ii al_manqala; do
        k=${KS[$g]%% *}
        echo "    sow solve specs/$g.lua --db DB --skill random,greedy,alphabeta:2,alphabeta:6,mcts:200 --games 1000      # DB: 0..$k seeds"
        build/sow solve "specs/$g.lua" --db "$DIR/$g.$k.db" --skill random,greedy,alphabeta:2,alphabeta:6,mcts:200 --games 1000 --quiet >"$tmp"
        sed -n '3,$p' "$tmp" | sed -e "s|$DIR/[^ ]*|DB|g" -e 's/^/    /'
        echo
    done
    echo "## Whole small boards, solved as databases"
    echo
    echo "A database of every seed (K = all the seeds in play) holds every position of the game, the start"
    echo "among them: the boards that results/solve.md leaves at \"> 5M positions\" (its graph keeps each"
    echo "position's history counters and moves; a layer keeps a byte per bound). The value is the first"
    echo "player's, as South or North, from South's side: \"South to move: North wins\" is a loss for the first"
    echo "player."
    echo
    board mangala_ii.lua 5 2
    board mangala_ii.lua 4 4
    board mangala_iv.lua 4 4
    board mangala_iv.lua 5 2
    board al_manqala.lua 4 3
    board al_manqala.lua 5 2
    echo "## Kalah, against published and independent values"
    echo
    echo "Kalah(6,2) from its start, solved down to a database of 0..20 seeds on the board (each position"
    echo "above it explored: at most 3 seeds captured), under the capture rule the published solutions use"
    echo "(KA.Q1=always) and the spec's end reading (KA.Q2=to_move; the database takes 15 minutes, so the"
    echo "other end reading is not run here). Published: a first-player win by 10 (Irving, Donkers and"
    echo "Uiterwijk 2000, Table 9, as results/solve_kalah.md cites it)."
    echo
    for end in to_move; do
        rd=(--reading KA.Q1=always --reading KA.Q2=$end)
        echo "    sow solve specs/games/kalah.lua --row 6 --per-pit 2 ${rd[*]} --seeds 20 -o DB"
        build/sow solve specs/games/kalah.lua --row 6 --per-pit 2 "${rd[@]}" --seeds 20 -o "$DIR/kalah.db" --quiet >"$tmp"
        sed -n '3,4p' "$tmp" | sed -e "s|$DIR/kalah.db|DB|g" -e 's/^/    /'
        rates "kalah 6x2 $end" 20 "$tmp" >>"$DIR/rates"
        echo "    sow solve specs/games/kalah.lua --row 6 --per-pit 2 ${rd[*]} --first 0 --db DB --max-positions 100000000"
        build/sow solve specs/games/kalah.lua --row 6 --per-pit 2 "${rd[@]}" --first 0 --db "$DIR/kalah.db" \
            --max-positions 100000000 --quiet >"$tmp"
        grep -E "first:|positions, |valued by" "$tmp" | sed -e "s|$DIR/kalah.db|DB|g" -e 's/^/    /'
        rm -f "$DIR/kalah.db"
        echo
    done
    echo "Kalah(4,2) and Kalah(4,3), whole, as complete databases (spec as written: KA.Q1=with_capture,"
    echo "KA.Q2=to_move). An independent program, jakesellison/kalah on GitHub (its README), gives a"
    echo "first-player win by 6 for both; no published value was found."
    echo
    board games/kalah.lua 4 2
    board games/kalah.lua 4 3
    echo "## Speed and size"
    echo
    echo "From the builds above (derived: positions and moves over wall seconds; the peak memory over the"
    echo "positions). The file holds one byte per bound: 2 bytes a position, 4 with the captured split."
    echo
    echo "| game | K | positions | wall s | M positions / s | M moves / s | bytes / position at the peak |"
    echo "|---|---|---|---|---|---|---|"
    cat "$DIR/rates"
    cat <<'EOF'

## Larger than one machine

The layers make the work divisible the way the awari solution (Romein and Bal 2002, 889 billion
positions on 144 processors) divided it. A design for the scale-out issue, not built here:

- **Split a layer by index range.** Layer n's nodes are numbered 0 .. size(n) - 1; rank r of R
  owns a contiguous range. Building a layer needs the values of the lower layers (read-only: each
  rank maps the files of layers 0 .. n-1, or the ranges it asks for) and, for the attractors, the
  predecessor edges within the layer, which cross ranges.
- **The attractors by messages.** Each rank explores its range (the moves, as now), keeping its
  nodes' counters and exit values. An edge x -> y with y on another rank becomes a message to y's
  owner at build time ("x is a predecessor of y"). The attractor then runs in rounds, one per
  payoff v from the best down: each rank releases its nodes whose exit reaches v, propagates within
  its range, and sends "y joined at v" to the owners of y's predecessors; a round ends when no
  rank has messages left (a global count of messages in flight, MPI_Allreduce). This is the
  awari solution's bulk-synchronous scheme, with one round per payoff value instead of per
  iteration.
- **Files per range.** Each rank writes its range of each layer with its own checksum; the header
  lists the ranges. A resumed build restarts the layer in hand on every rank.
- **Memory.** The largest layer's nodes with their counters (about 25 bytes a node here) divided
  by R, plus the lower layers' values (2 or 4 bytes a position), shared or mapped.
EOF
} >"$out"
echo "wrote $out"
