#!/usr/bin/env bash
# The whole test suite: set up, build, run every test through CTest; then
# again in a second build with AddressSanitizer and UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)

echo "== release build"
scripts/setup.sh build
(cd build && ctest --output-on-failure -j"$jobs")

echo "== sanitizer build (ASan + UBSan)"
scripts/setup.sh build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSOW_SANITIZE=ON
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --output-on-failure -j"$jobs")
