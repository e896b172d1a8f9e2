#!/usr/bin/env bash
# The whole test suite: set up, build, run every test through CTest; then
# again in a second build with AddressSanitizer and UndefinedBehaviorSanitizer;
# then the libFuzzer harnesses of tests/fuzz for 20 s each (with clang).
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

# libFuzzer (tests/fuzz): the harnesses only, built with clang against the
# library compiled again with coverage, ASan and UBSan; each runs 20 s
# (label fuzz; the long runs are `ctest -C long -L fuzz-long`). About 1.5 to
# 2 minutes on 2 cores, the build included.
echo "== fuzz (libFuzzer, 20 s per harness)"
fuzz_probe=$(mktemp -d)
if command -v clang >/dev/null &&
    printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { (void)d; (void)n; return 0; }\n' \
        >"$fuzz_probe/probe.c" &&
    clang -fsanitize=fuzzer,address,undefined "$fuzz_probe/probe.c" -o "$fuzz_probe/probe" 2>/dev/null; then
    rm -rf "$fuzz_probe"
    werror=OFF
    [ -n "${CI:-}" ] && werror=ON
    CC=clang cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSOW_FUZZ=ON -DSOW_WERROR="$werror" >/dev/null
    cmake --build build-fuzz --target fuzzers -j"$jobs" >/dev/null
    (cd build-fuzz && ctest --output-on-failure -j"$jobs" -L '^fuzz$')
else
    rm -rf "$fuzz_probe"
    echo "sow: clang with its fuzzer runtime (Debian: clang libclang-rt-14-dev) not found: fuzz stage skipped" >&2
fi
