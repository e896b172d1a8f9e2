#!/usr/bin/env bash
# The main job: set up, build, and simulate the three games side by side.
#   scripts/run.sh [--games N] [other `sow simulate` options]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
args=("$@")
[ ${#args[@]} -eq 0 ] && args=(--games 100000)
exec build/sow simulate specs/mangala_ii.lua specs/mangala_iv.lua specs/al_manqala.lua "${args[@]}"
