#!/usr/bin/env bash
# man.sh SOW OUT - the manual page sow.1: help2man on `sow --help` and
# `sow --version`, with every command's usage (`sow help COMMAND`) as a
# section of its own. Run by the build (CMakeLists.txt) where help2man is.
set -euo pipefail
SOW=${1:?usage: man.sh PATH_TO_SOW OUT}
OUT=${2:?usage: man.sh PATH_TO_SOW OUT}
inc=$(mktemp)
trap 'rm -f "$inc"' EXIT
{
    echo "[COMMANDS]"
    for c in $("$SOW" --help | sed -n 's/^  \([a-z][a-z]*\)  .*/\1/p'); do
        echo ".SS $c"
        echo ".nf"
        "$SOW" help "$c" | sed -e 's/\\/\\e/g' -e 's/^\./\\\&./' -e "s/^'/\\\\\\&'/"
        echo ".fi"
    done
} >"$inc"
help2man --no-info --no-discard-stderr --name "rules oracle and batch simulator for mancala games" \
    --include "$inc" --output "$OUT" "$SOW"
