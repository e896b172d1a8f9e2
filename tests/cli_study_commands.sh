#!/usr/bin/env bash
# cli_study_commands.sh SOW SOURCE_DIR - the commands of results/README.md are
# complete: every number of the study sits next to the command that prints it.
#
# 1. Every reproduce command of results/README.md (the indented lines that
#    start with `sow `) is run at a reduced size (its `--games N` replaced by
#    a small count, everything else kept): it must exit 0 and print every kind
#    of line the README cites from it (the backquoted words of the "Cited from
#    its output:" line under it, e.g. `plies`, `ends`, `rank`, `Game over`).
# 2. Two cheap commands are run at full size and must print exactly the
#    numbers the README publishes: the side-chooser table (iv_chooser) and
#    the one line of play of Culin's 7 per hole (culin_seven_line).
#
# Commands that end in `| python3 ...` (the derived numbers) are run too, with
# the python3 on PATH (standard library only). Takes a few seconds.
set -u
SOW=${1:?usage: cli_study_commands.sh PATH_TO_SOW SOURCE_DIR}
SRC=${2:?usage: cli_study_commands.sh PATH_TO_SOW SOURCE_DIR}
case "$SOW" in /*) ;; *) SOW="$PWD/$SOW" ;; esac
cd "$SRC" || exit 2
README=${STUDY_README:-results/README.md}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*" >&2; fail=1; }

[ -f "$README" ] || { echo "FAIL: no $README" >&2; exit 1; }

# command <TAB> cited words (space-separated, as one field each: `a b` kept whole by a \x1f separator)
awk '
    /^    sow / { if (cmd != "") print cmd "\t" cited; cmd = substr($0, 5); cited = ""; next }
    /^Cited from its output:/ && cmd != "" {
        s = $0; out = ""
        while (match(s, /`[^`]+`/)) {
            out = out (out == "" ? "" : "\037") substr(s, RSTART + 1, RLENGTH - 2)
            s = substr(s, RSTART + RLENGTH)
        }
        print cmd "\t" out; cmd = ""; cited = ""
    }
    END { if (cmd != "") print cmd "\t" cited }
' "$README" > "$tmp/commands.tsv"

n=$(wc -l < "$tmp/commands.tsv")
[ "$n" -ge 15 ] || bad "only $n reproduce commands found in $README (expected one per table and finding)"

# every command names its seed, and every simulation, audit and diff its game count and (simulate) agents
while IFS=$'\t' read -r cmd cited; do
    case "$cmd" in *"--seed "*) ;; *) bad "no --seed: $cmd" ;; esac
    case "$cmd" in
        "sow simulate "*|"sow audit "*|"sow diff "*)
            case "$cmd" in *"--games "*) ;; *) bad "no --games: $cmd" ;; esac ;;
    esac
    case "$cmd" in "sow simulate "*)
        case "$cmd" in *"--agents "*) ;; *) bad "no --agents: $cmd" ;; esac ;;
    esac
    [ -n "$cited" ] || bad "no 'Cited from its output:' line under: $cmd"
done < "$tmp/commands.tsv"

# 1. every distinct command at a reduced size
i=0
sort -u "$tmp/commands.tsv" > "$tmp/unique.tsv"
while IFS=$'\t' read -r cmd cited; do
    i=$((i + 1))
    small=$cmd
    case "$cmd" in
        *alphabeta*|*lua:*) g=24 ;;
        "sow audit "*) g=60 ;;
        *) g=150 ;;
    esac
    small=$(printf '%s' "$small" | sed -E "s/--games [0-9]+/--games $g/")
    run="\"$SOW\" ${small#sow }"
    bash -o pipefail -c "$run" > "$tmp/out.$i" 2> "$tmp/err.$i"
    rc=$?
    if [ "$rc" != 0 ]; then
        bad "exit $rc: $small"
        head -5 "$tmp/err.$i" >&2
        continue
    fi
    IFS=$'\037' read -r -a words <<< "$cited"
    for w in "${words[@]}"; do
        [ "$w" = "*" ] && w='*:'
        awk -v w="$w" '{ sub(/^[ \t]+/, ""); if (index($0, w) == 1) { found = 1; exit } } END { exit !found }' \
            "$tmp/out.$i" || bad "no line starting with '$w' in the output of: $small"
    done
done < "$tmp/unique.tsv"

# 2a. full size: the side-chooser table (every number of its README rows)
full=$(cut -f1 "$tmp/commands.tsv" | grep -m1 'IV.Q12=blind') || bad "no IV.Q12 command in $README"
if [ -n "${full:-}" ]; then
    if "$SOW" ${full#sow } > "$tmp/chooser.txt" 2>/dev/null; then
        # the README's section of that command and the output's cells, spaces and % signs dropped
        sed -n '/^Command \*\*iv_chooser\*\*/,/^!\[/p' "$README" | tr -d ' %' > "$tmp/chooser.md"
        cells() { grep -o -E '[0-9.]+%? \[ *[0-9.]+, *[0-9.]+\]' | tr -d ' %'; }
        while read -r c; do
            grep -q -F "$c" "$tmp/chooser.md" || bad "chooser win rate $c not in the README's IV.Q12 table"
        done < <(grep -o -E 'chooser wins [0-9.]+% \[[^]]*\]' "$tmp/chooser.txt" | cells)
        while read -r row; do   # each set's unresolved % (the 4th cell) and 1st of decisive % (the last)
            for c in "$(printf '%s\n' "$row" | cells | sed -n 4p)" "$(printf '%s\n' "$row" | cells | tail -1)"; do
                grep -q -F "$c" "$tmp/chooser.md" || bad "table cell $c not in the README's IV.Q12 table"
            done
        done < <(grep -E '^Mangala IV' "$tmp/chooser.txt" | grep -v ']: ')
        [ "$(grep -c 'chooser wins' "$tmp/chooser.txt")" = 3 ] || bad "iv_chooser: expected 3 ritual lines"
        [ "$(grep -E '^Mangala IV' "$tmp/chooser.txt" | grep -c -v ']: ')" = 3 ] || bad "iv_chooser: expected 3 table rows"
    else
        bad "full-size run failed: $full"
    fi
fi

# 2b. full size: Culin's 7 per hole, one line of play
full=$(cut -f1 "$tmp/commands.tsv" | grep -m1 '^sow play specs/mangala_iv_culin.lua') || bad "no Culin play command in $README"
if [ -n "${full:-}" ]; then
    if "$SOW" ${full#sow } > "$tmp/line.txt" 2>/dev/null; then
        end=$(grep '^Game over' "$tmp/line.txt")
        first=$(sed -n 's/^Start: \(South\|North\) to move.*/\1/p' "$tmp/line.txt")
        plies=$(printf '%s' "$end" | sed -E 's/.* after ([0-9]+) plies.*/\1/')
        south=$(printf '%s' "$end" | sed -E 's/.*South ([0-9]+), North.*/\1/')
        north=$(printf '%s' "$end" | sed -E 's/.*North ([0-9]+),.*/\1/')
        if [ "$first" = South ]; then a=$south b=$north; else a=$north b=$south; fi
        grep -q "after $plies plies play is proven endless" "$README" || bad "README lacks 'after $plies plies' ($end)"
        grep -q "first mover [a-z]* $a to $b" "$README" || bad "README lacks the score $a to $b of the first mover ($end)"
    else
        bad "full-size run failed: $full"
    fi
fi

[ "$fail" = 0 ] && echo "cli_study_commands: $n commands of $README run, and the full-size numbers match"
exit "$fail"
