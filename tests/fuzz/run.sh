#!/usr/bin/env bash
# run.sh HARNESS WORKDIR SECONDS short|long [-FLAG=..] SEED_DIR...: runs a
# libFuzzer harness for SECONDS over the seed corpora (with extra libFuzzer
# flags such as -dict=FILE). New inputs go to WORKDIR/corpus
# (never into the seed directories of the source tree): a short run starts
# it afresh with a fixed seed (the same exploration every time, for CI); a
# long run keeps it from run to run and draws a new seed. A crash, leak,
# timeout or out-of-memory input is written to WORKDIR/artifacts/ and the
# run fails; replay it with `HARNESS FILE`. The timeout (30 s an input)
# tells a hang from a slow input: a spec whose positions the endless prover
# cannot settle costs its full budget, about 1.3 s a search in these builds,
# a few times an input (fuzz_spec.c).
set -euo pipefail
harness=$1 work=$2 secs=$3 mode=$4
shift 4
extra=()
if [ "$mode" = short ]; then
    rm -rf "$work/corpus"
    extra=(-seed=1)
fi
mkdir -p "$work/corpus" "$work/artifacts"
exec "$harness" -max_total_time="$secs" -timeout=30 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/" "${extra[@]}" "$work/corpus" "$@"
