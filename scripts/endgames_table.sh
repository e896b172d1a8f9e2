#!/usr/bin/env bash
# Endgame databases of the three seed games (`sow solve --seeds`): sizes,
# times and memory of each build, and what settling random games by them
# (`sow simulate --db`) does to the results; writes results/endgames.md,
# every number under the command that prints it. The databases go to a
# temporary directory (DIR, default /tmp) and are removed; the largest take
# about 8 GB of memory and 1.4 GB of disk. About 10 minutes on 2 cores.
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
    cat <<'EOF'
## Speed and size

The builds above give the rates: positions per second of wall time and bytes per position at the
peak (the layer in hand with its moves and predecessors, and the layers below it). The file holds
one byte per bound: 2 bytes a position, 4 with the captured split.

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
