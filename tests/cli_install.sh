#!/usr/bin/env bash
# cli_install.sh SOW SOURCE_DIR - `cmake --install` into a temporary prefix
# puts the command, libsow (shared and static), its headers, sow.pc and the
# manual page in place; examples/first_moves.c, a program outside the tree,
# builds against the installed library with `pkg-config --cflags --libs sow`
# (and statically) and plays; `cpack -G DEB` makes a package holding the same.
# SOW_EXAMPLE_CFLAGS: flags the example needs too (the sanitizer build's).
set -u
SOW=${1:?usage: cli_install.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_install.sh PATH_TO_SOW SOURCE_DIR}
BUILD=$(dirname "$SOW")
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
CFLAGS_EX=${SOW_EXAMPLE_CFLAGS:-}

cmake --install "$BUILD" --prefix "$TMP/p" >"$TMP/install.log" 2>&1 || { cat "$TMP/install.log"; fail "cmake --install: exit $?"; }
[ -x "$TMP/p/bin/sow" ] || fail "no bin/sow installed"
pc=$(find "$TMP/p" -name sow.pc | head -1)
[ -n "$pc" ] || fail "no sow.pc installed"
libdir=$(dirname "$(dirname "$pc")")
for f in libsow.so libsow.a; do [ -e "$libdir/$f" ] || fail "no $f in $libdir"; done
for h in sow.h sow_solve.h sow_agents.h sow_sim.h sow_report.h sow_tools.h; do
    [ -e "$TMP/p/include/sow/$h" ] || fail "no include/sow/$h installed"
done
[ -e "$TMP/p/share/sow/specs/mangala_ii.lua" ] || fail "no specs installed under share/sow/specs"
if command -v help2man >/dev/null; then
    grep -q '^\.SS simulate' "$TMP/p/share/man/man1/sow.1" 2>/dev/null || fail "the manual page has no simulate section"
fi
"$TMP/p/bin/sow" --version | grep -q "^sow [0-9]" || fail "the installed sow prints no version"

export PKG_CONFIG_PATH="$(dirname "$pc")"
[ "$(pkg-config --modversion sow)" = "$("$SOW" --version | sed -n 's/^sow //p')" ] ||
    fail "sow.pc's version $(pkg-config --modversion sow) is not the command's"
# shellcheck disable=SC2046,SC2086
cc -std=c11 -Wall -Wextra -Wpedantic -Werror $CFLAGS_EX "$SRC/examples/first_moves.c" $(pkg-config --cflags --libs sow) \
    -o "$TMP/ex_shared" 2>"$TMP/cc.log" || fail "the example does not build against the shared library: $(cat "$TMP/cc.log")"
LD_LIBRARY_PATH="$libdir" "$TMP/ex_shared" "$TMP/p/share/sow/specs/mangala_ii.lua" >"$TMP/out.shared" 2>&1 ||
    fail "the example (shared) exits $?: $(cat "$TMP/out.shared")"
ldd "$TMP/ex_shared" 2>/dev/null | grep -q "libsow.so" || fail "the shared example does not use libsow.so"
# shellcheck disable=SC2046,SC2086
cc -std=c11 $CFLAGS_EX "$SRC/examples/first_moves.c" $(pkg-config --cflags sow) "$libdir/libsow.a" \
    $(pkg-config --static --libs sow | sed 's/-lsow\b//') -o "$TMP/ex_static" 2>"$TMP/cc.log" ||
    fail "the example does not build against the static library: $(cat "$TMP/cc.log")"
"$TMP/ex_static" "$TMP/p/share/sow/specs/mangala_ii.lua" >"$TMP/out.static" 2>&1 || fail "the example (static) exits $?"
grep -q "^Mangala II.*plies" "$TMP/out.shared" || fail "the example printed: $(cat "$TMP/out.shared")"
cmp -s "$TMP/out.shared" "$TMP/out.static" || fail "shared and static examples differ"
LD_LIBRARY_PATH="$libdir" "$TMP/ex_shared" /nonexistent.lua >/dev/null 2>&1
[ $? = 2 ] || fail "the example does not report a missing spec with exit 2"

if command -v cpack >/dev/null && command -v dpkg-deb >/dev/null; then
    (cd "$BUILD" && cpack -G DEB -B "$TMP/deb") >"$TMP/cpack.log" 2>&1 || fail "cpack -G DEB: $(tail -5 "$TMP/cpack.log")"
    deb=$(find "$TMP/deb" -maxdepth 1 -name 'sow_*.deb' | head -1)
    if [ -z "$deb" ]; then
        fail "cpack made no sow_*.deb: $(ls "$TMP/deb")"
    else
        dpkg-deb -c "$deb" >"$TMP/deb.list"
        for f in bin/sow libsow.so include/sow/sow.h pkgconfig/sow.pc share/sow/specs/mangala_iv.lua; do
            grep -q "$f" "$TMP/deb.list" || fail "the package has no $f"
        done
        dpkg-deb -f "$deb" Depends | grep -q "liblua5.4" || fail "the package does not depend on Lua: $(dpkg-deb -f "$deb" Depends)"
    fi
fi
[ $fails = 0 ] && echo "cli_install: installed, linked (shared and static), packaged: $(cat "$TMP/out.shared")"
[ $fails = 0 ]
