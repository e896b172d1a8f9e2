#!/usr/bin/env bash
# The test suite in three tiers (sqlite's quick / full / soak):
#   scripts/test.sh quick   the release build, the tests labelled quick (~30 s)
#   scripts/test.sh         full (what CI runs): every test of the release
#                           build; again in a build with AddressSanitizer,
#                           UndefinedBehaviorSanitizer and SOW_PARANOID (every
#                           ply checked, and a 10^6-ply soak); then an MPI
#                           build against one process (tests/cli_mpi.sh); then
#                           the libFuzzer harnesses of tests/fuzz for 20 s each
#   scripts/test.sh long    full, then the 10^8-ply soak and 600 s per harness
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
tier=${1:-full}
case "$tier" in
quick | full | long) ;;
-h | --help)
    sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
*)
    echo "usage: scripts/test.sh [quick|full|long] (got '$tier')" >&2
    exit 2
    ;;
esac

echo "== release build"
scripts/setup.sh build
if [ "$tier" = quick ]; then
    (cd build && ctest --output-on-failure -j"$jobs" -L quick)
    exit 0
fi
(cd build && ctest --output-on-failure -j"$jobs")

echo "== sanitizer build (ASan + UBSan + SOW_PARANOID)"
scripts/setup.sh build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSOW_SANITIZE=ON -DSOW_PARANOID=ON
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --output-on-failure -j"$jobs")

# MPI (SOW_MPI=ON, Open MPI): the command only, and tests/cli_mpi.sh: three
# ranks on this machine give one process's results, byte for byte.
echo "== MPI build (mpirun -np 3 against one process)"
werror=OFF
[ -n "${CI:-}" ] && werror=ON
cmake -S . -B build-mpi -DCMAKE_BUILD_TYPE=Release -DSOW_MPI=ON -DSOW_WERROR="$werror" >/dev/null
cmake --build build-mpi --target sow -j"$jobs" >/dev/null
(cd build-mpi && ctest --output-on-failure -L '^mpi$')

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

if [ "$tier" = long ]; then
    echo "== soak (10^8 plies under SOW_PARANOID)"
    scripts/setup.sh build-paranoid -DSOW_PARANOID=ON
    (cd build-paranoid && ctest --output-on-failure -C soak -L '^soak$')
    if [ -d build-fuzz ]; then
        echo "== fuzz (libFuzzer, 600 s per harness)"
        (cd build-fuzz && ctest --output-on-failure -j"$jobs" -C long -L fuzz-long)
    fi
fi
