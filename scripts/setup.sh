#!/usr/bin/env bash
# Installs the Debian packages sow needs (when missing), then configures and
# builds into build/ (or $1). Sourced-or-run by run.sh and test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

# clang and its fuzzer runtime (libclang-rt-14-dev): the libFuzzer harnesses
# of tests/fuzz, run by the third stage of scripts/test.sh. chromium (headless):
# the browser checks of the replay pages (tests/cli_replay.sh). tmux: the
# human-vs-agent game in a real terminal (tests/cli_human.sh).
PACKAGES=(gcc make cmake pkg-config liblua5.4-dev check libxxhash-dev libjansson-dev python3 python3-pytest help2man dpkg-dev libopenmpi-dev openmpi-bin
          clang libclang-rt-14-dev
          chromium tmux)

missing=()
for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    if [ "$(id -u)" -ne 0 ]; then
        echo "sow: missing Debian packages: ${missing[*]}" >&2
        echo "sow: run as root, or: sudo apt-get install ${missing[*]}" >&2
        exit 1
    fi
    echo "sow: installing ${missing[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

build=${1:-build}
shift || true
werror=OFF
[ -n "${CI:-}" ] && werror=ON
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DSOW_WERROR="$werror" "$@" >/dev/null
cmake --build "$build" -j"$(nproc)" >/dev/null
