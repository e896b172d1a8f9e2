#!/usr/bin/env bash
# Rewrites the golden transcripts of tests/golden/commands.txt with the
# current build (build/sow, or $SOW) and shows what changed, so that a rule
# change is reviewed as a diff.
set -euo pipefail
cd "$(dirname "$0")/.."
SOW=${SOW:-build/sow}
[ -x "$SOW" ] || scripts/setup.sh build
while IFS=$'\t' read -r name args; do
    case "$name" in ''|'#'*) continue ;; esac
    # shellcheck disable=SC2086
    "$SOW" play $args > "tests/golden/$name.jsonl" 2>&1 || true
done < tests/golden/commands.txt
git --no-pager diff --stat -- tests/golden || true
