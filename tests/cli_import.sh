#!/usr/bin/env bash
# cli_import.sh SOW SOURCE_DIR - `sow import mancalagames`: its help, exit
# statuses, the summary and failure lines on the configs of tests/import/;
# then, when MancalaGames' configs are there (../shared/mancalagames/GameProps
# beside the source, or $SOW_MANCALAGAMES), converts them all and plays 1000
# random games of every converted spec. It fails on a real defect only (a
# spec written that does not load, or does not play), never on the count.
set -u
SOW=${1:?usage: cli_import.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_import.sh PATH_TO_SOW SOURCE_DIR}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# --- help, options, the small configs ---------------------------------------
"$SOW" import --help >"$TMP/out" 2>&1 && grep -q "usage: sow import mancalagames" "$TMP/out" ||
    fail "sow import --help prints no usage"
"$SOW" help import >"$TMP/out" 2>&1 && grep -q "usage: sow import" "$TMP/out" || fail "sow help import prints no usage"
"$SOW" import kalah x.txt >/dev/null 2>"$TMP/err"; [ $? = 2 ] || fail "an unknown format is not exit 2"
"$SOW" import mancalagames "$SRC/tests/import/kalah_like.txt" -o "$TMP/none" >/dev/null 2>&1
[ $? = 2 ] || fail "a missing -o directory is not exit 2"

mkdir "$TMP/small"
"$SOW" import mancalagames "$SRC"/tests/import/*.txt -o "$TMP/small" >"$TMP/out" 2>"$TMP/err"
rc=$?
[ $rc = 2 ] || fail "configs that fail: exit $rc, expected 2"
grep -qx "converted 96 of 102" "$TMP/out" || fail "summary: '$(cat "$TMP/out")', expected 'converted 96 of 102'"
grep -q "territory.txt: parameter goal = 2 (TERRITORY): MancalaGames' territory goal needs rounds" "$TMP/err" ||
    fail "no failure line for territory.txt: $(cat "$TMP/err")"
[ "$(wc -l <"$TMP/err")" = 6 ] || fail "expected one line per failing config (6), got: $(cat "$TMP/err")"
[ -e "$TMP/small/territory.lua" ] && fail "a config that failed was written"
[ "$(ls -A "$TMP/small" | wc -l)" = 96 ] || fail "expected 96 specs and nothing else in -o: $(ls -A "$TMP/small")"
"$SOW" lint "$TMP/small/kalah_like.lua" >"$TMP/out" 2>&1 || fail "kalah_like.lua does not pass lint: $(cat "$TMP/out")"
"$SOW" import mancalagames "$SRC/tests/import/territory.txt" --keep-going -o "$TMP/small" >/dev/null 2>&1 ||
    fail "--keep-going: a failure is not exit 0"

# --- MancalaGames' own configs, when present --------------------------------
MG=${SOW_MANCALAGAMES:-$SRC/../shared/mancalagames/GameProps}
GAMES=${SOW_IMPORT_GAMES:-1000}      # the sanitizer build sets fewer (tests/CMakeLists.txt)
if [ ! -d "$MG" ]; then
    echo "cli_import: no MancalaGames configs at $MG (set SOW_MANCALAGAMES): the small configs only"
else
    configs=()
    for f in "$MG"/*.txt; do
        case $(basename "$f") in _*) continue ;; esac   # _all_params.txt lists the parameters, it is no game
        configs+=("$f")
    done
    mkdir "$TMP/mg"
    "$SOW" import mancalagames "${configs[@]}" -o "$TMP/mg" --keep-going >"$TMP/out" 2>"$TMP/err" ||
        fail "import of $MG: exit $?: $(tail -3 "$TMP/err")"
    # The importer loads each spec before writing it: one that does not load is a defect.
    if grep -q "does not load" "$TMP/err"; then
        fail "specs that do not load:"; grep "does not load" "$TMP/err" | sed 's/^/    /'
    fi
    converted=$(sed -n 's/^converted \([0-9]*\) of.*/\1/p' "$TMP/out")
    played=0
    for spec in "$TMP"/mg/*.lua; do
        [ -e "$spec" ] || continue
        if "$SOW" simulate "$spec" --games "$GAMES" --threads 2 --quiet >"$TMP/sim" 2>&1; then
            played=$((played + 1))
        else
            fail "$(basename "$spec") does not play: $(tail -2 "$TMP/sim")"
        fi
    done
    echo "cli_import: converted ${converted:-0} of ${#configs[@]}, $played played $GAMES games"
    echo "cli_import: not converted, by reason:"
    sed -e 's/^[^:]*: //' -e 's/ (default)//' -e 's/^\(parameter [^:]*\):.*/\1/' "$TMP/err" |
        sort | uniq -c | sort -rn | sed 's/^/    /'
fi

[ $fails = 0 ] && echo "cli_import: all passed"
exit $((fails > 0))
