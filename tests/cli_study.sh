#!/usr/bin/env bash
# cli_study.sh SOW SOURCE_DIR - the reduced study: scripts/make_results.sh
# --quick --check re-runs every simulation, diff and audit of the study with
# small game counts and compares their digests with results/quick-digests.txt,
# so a rule change that moves a published number cannot land unnoticed.
set -u
SOW=${1:?usage: cli_study.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_study.sh PATH_TO_SOW SOURCE_DIR}
cd "$SRC" || exit 2
SOW="$SOW" bash scripts/make_results.sh --quick --check
