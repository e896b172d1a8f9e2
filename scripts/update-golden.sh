#!/usr/bin/env bash
# Rewrites the golden baselines of tests/golden (transcripts of
# commands.txt, digests and first games of simulations.txt) with the
# current build (build/sow, or $SOW) and shows what changed (the stat and
# the first GOLDEN_DIFF_LINES lines of the diff, 400 by default), so that
# a rule change is reviewed as a diff.
set -euo pipefail
cd "$(dirname "$0")/.."
SOW=${SOW:-build/sow}
[ -x "$SOW" ] || scripts/setup.sh build
G=tests/golden
while IFS=$'\t' read -r name args; do
    case "$name" in ''|'#'*) continue ;; esac
    # shellcheck disable=SC2086
    "$SOW" play $args > "$G/$name.jsonl" 2>&1 || true
done < $G/commands.txt
while IFS=$'\t' read -r name spec games opts; do
    case "$name" in ''|'#'*) continue ;; esac
    # shellcheck disable=SC2086
    "$SOW" simulate "$spec" --games "$games" --digest --quiet $opts > "$G/sim_$name.digest"
    for g in 0 1 2 3 4; do
        # shellcheck disable=SC2086
        "$SOW" play "$spec" --game "$g" --json $opts > "$G/sim_$name.game$g.jsonl"
    done
done < $G/simulations.txt
# the whole diff, for review: what each rule change did to each baseline
if git rev-parse --git-dir >/dev/null 2>&1; then
    git --no-pager diff --stat -- $G || true
    git --no-pager diff --no-color -U1 -- $G | head -n "${GOLDEN_DIFF_LINES:-400}" || true
fi
