#!/usr/bin/env bash
# Converts MancalaGames' game configs (../shared/mancalagames/GameProps, or
# $SOW_MANCALAGAMES) with `sow import mancalagames`, plays 1000 random games
# of every spec converted, and writes results/import.md: the count, every
# converted game's table line, and every config that failed with its reason,
# each under the exact command. About 3 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
MG=${SOW_MANCALAGAMES:-../shared/mancalagames/GameProps}
[ -d "$MG" ] || { echo "import_table: no MancalaGames configs at $MG (set SOW_MANCALAGAMES)" >&2; exit 2; }
scripts/setup.sh build >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
configs=$(ls "$MG"/*.txt | grep -v '/_' | sort)    # _all_params.txt lists the parameters: no game
build/sow import mancalagames $configs -o "$tmp" --keep-going >"$tmp/summary" 2>"$tmp/failed"
specs=$(ls "$tmp"/*.lua | sort)
build/sow simulate $specs --games 1000 --seed 1 --threads 2 --quiet >"$tmp/played"
out=results/import.md
{
    echo "# MancalaGames' game configs as sow specs"
    echo
    echo "Written by \`scripts/import_table.sh\` ($(build/sow --version | head -1)), from the 141 configs"
    echo "of the MancalaGames snapshot in \`../shared/mancalagames/GameProps\` (GPL-3.0 data, read there,"
    echo "not copied here); \`sow\` is build/sow, DIR an empty folder. docs/import.md has the mapping."
    echo
    echo "    sow import mancalagames ../shared/mancalagames/GameProps/[!_]*.txt -o DIR --keep-going"
    echo
    sed 's/^/    /' "$tmp/summary"
    echo
    echo "## The converted specs, 1000 random games each"
    echo
    echo "    sow simulate DIR/*.lua --games 1000 --seed 1 --threads 2"
    echo
    sed -n '1,/^1st:/p' "$tmp/played" | sed 's/^/    /'
    sed -n '/^1st:/,/^$/p' "$tmp/played" | sed '1d' | sed 's/^/    /'
    echo
    echo "## The configs that do not convert, each with the first reason the importer gives"
    echo
    echo "(from the standard error of the import above; a config may have further blockers)"
    echo
    sed "s|^$MG/||" "$tmp/failed" | sed 's/^/    /'
} >"$out.tmp"
mv "$out.tmp" "$out"
echo "import_table: wrote $out ($(cat "$tmp/summary"))"
