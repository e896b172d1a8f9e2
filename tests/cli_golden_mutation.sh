#!/usr/bin/env bash
# cli_golden_mutation.sh SOW SOURCE_DIR - the golden baselines catch a rule
# change: in a copy of the tree, alter one rule of each spec in turn; the
# golden check must fail naming that spec, and pass again after
# scripts/update-golden.sh.
set -u
SOW=${1:?usage: cli_golden_mutation.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_golden_mutation.sh PATH_TO_SOW SOURCE_DIR}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# spec, a sed expression that alters one rule, and a name the report must show
while IFS='|' read -r spec edit shows; do
    rm -rf "$TMP/tree"
    mkdir -p "$TMP/tree/tests"
    cp -r "$SRC/specs" "$SRC/scripts" "$TMP/tree/"
    cp -r "$SRC/tests/golden" "$TMP/tree/tests/"
    cp "$SRC/tests/cli_golden.sh" "$TMP/tree/tests/"
    sed -i "$edit" "$TMP/tree/specs/$spec"
    cmp -s "$SRC/specs/$spec" "$TMP/tree/specs/$spec" && { fail "the edit '$edit' changed nothing in $spec"; continue; }
    if bash "$TMP/tree/tests/cli_golden.sh" "$SOW" "$TMP/tree" > "$TMP/out" 2>&1; then
        fail "altering $spec ($edit) went unnoticed"
    else
        grep -q "$shows" "$TMP/out" || fail "the report of altering $spec does not name $shows: $(head -3 "$TMP/out")"
        grep -q "first differ" "$TMP/out" || fail "the report of altering $spec names no first difference"
    fi
    SOW="$SOW" bash "$TMP/tree/scripts/update-golden.sh" > /dev/null 2>&1 || fail "update-golden.sh failed"
    bash "$TMP/tree/tests/cli_golden.sh" "$SOW" "$TMP/tree" > "$TMP/out" 2>&1 ||
        fail "after update-golden.sh the golden check still fails: $(grep FAIL "$TMP/out" | head -2)"
done <<'EOF_CASES'
mangala_ii.lua|s/rows = "any",   /rows = "own",   /|mangala_ii
mangala_iv.lua|s/relay = function(c) return c == 3 or c >= 5 end/relay = function(c) return c == 3 or c >= 6 end/|mangala_iv
al_manqala.lua|s/chain = "preceding",/chain = "none",/|al_manqala
EOF_CASES
echo "cli_golden_mutation: $fails failed"
[ "$fails" -eq 0 ]
