#!/usr/bin/env bash
# The engine's layers (README "Architecture"): a file of engine/LAYER/ may
# include the files of its own folder and the public header of its own and
# of every lower layer, nothing else: no layer reaches into another's
# internals or up into a higher one. Usage: check_layers.sh SOURCE_DIR
set -euo pipefail
src=${1:?usage: check_layers.sh SOURCE_DIR}
layers=(lua core solve agents sim report tools cli)
public=(sandbox.h sow.h sow_solve.h sow_agents.h sow_sim.h sow_report.h sow_tools.h cli.h)
bad=0
for i in "${!layers[@]}"; do
    dir="$src/engine/${layers[$i]}"
    [ -d "$dir" ] || { echo "check_layers: no folder $dir" >&2; exit 1; }
    for f in "$dir"/*.[ch]; do
        while IFS= read -r inc; do
            [ -e "$dir/$inc" ] && continue          # its own folder
            ok=0
            for j in $(seq 0 "$i"); do [ "$inc" = "${public[$j]}" ] && ok=1; done
            if [ $ok = 0 ]; then
                echo "check_layers: ${f#"$src"/} includes \"$inc\", which is not its folder's nor a lower layer's public header" >&2
                bad=1
            fi
        done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f")
    done
done
for d in "$src"/engine/*/; do
    name=$(basename "$d")
    case " ${layers[*]} " in *" $name "*) ;; *) echo "check_layers: engine/$name/ is not a known layer" >&2; bad=1 ;; esac
done
[ $bad = 0 ] && echo "check_layers: ${#layers[@]} layers, every include allowed"
exit $bad
