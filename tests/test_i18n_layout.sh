#!/usr/bin/env bash
# test_i18n_layout.sh — every screen in each translation keeps the layout check: the screens
# headless --screenshot reaches (start, set-up, the table, results, settings, statistics, the
# replayer, practice, a drill's feedback, the shadow dealer) at 1280x720 and 1024x600, at the
# normal and the largest text size, in German and in Spanish chosen by the Language setting
# (settings.json), write widget dumps that keep tests/layout_check.jq: no overlapping controls,
# no control's text cut by its box. Every screen, and the practice drills on the table, must also
# differ from the English one in its controls' words at 1280x720 (a string is translated, not
# only the setting read), and its picture must not be the English picture.
# usage: test_i18n_layout.sh FELT SOURCE_DIR [LANGS...]
set -u
felt=$1 src=$2
shift 2
langs=${*:-de es}
command -v jq >/dev/null 2>&1 || { echo "FAIL: jq is not installed"; exit 1; }
. "$(dirname "$0")/lib/check.sh"
check_scratch
check_home
mkdir -p "$conf"
check_headless
unset LANGUAGE LC_ALL LC_MESSAGES
export LANG=C.UTF-8
screens=(
  "start|--screen start"
  "setup|--screen setup"
  "table|--seats 6 --seed 11 --hands 1"
  "results|--screen results --seats 4 --seed 5"
  "settings|--screen settings"
  "stats|--screen stats"
  "replay|--screen replay"
  "practice|--screen practice"
  "feedback|--screen feedback --drill side-pots:3"
  "shadow|--screen shadow --seed 3"
  "drill-amount|--drill min-raise:3"
  "drill-pots|--drill side-pots:7"
  "drill-floor|--drill floor:1"
)
fails=0 runs=0
run() { # lang size text name args -> dump in $scratch/LANG-NAME-SIZE-TEXT.json
  local lang=$1 size=$2 text=$3 name=$4 args=$5
  local dump="$scratch/$lang-$name-$size-$text.json"
  echo "{ \"text_size\": $text, \"language\": \"$lang\" }" >"$XDG_CONFIG_HOME/felt/settings.json"
  rm -f "$dump"
  # shellcheck disable=SC2086 # args: word-split on purpose
  if ! FELT_WIDGET_DUMP=$dump "$felt" --data "$src" --size "$size" --screenshot "$scratch/$lang-$name-$size-$text.png" $args \
       >"$scratch/run.log" 2>&1; then
    echo "FAIL $name in $lang at $size, text size $text: felt exited: $(cat "$scratch/run.log")"
    fails=$((fails + 1)); return 1
  fi
  if grep -q "settings file has a problem\|Einstellungsdatei\|archivo de ajustes" "$scratch/run.log"; then
    echo "FAIL $name in $lang: the settings were refused: $(cat "$scratch/run.log")"
    fails=$((fails + 1)); return 1
  fi
  runs=$((runs + 1))
  [ -s "$dump" ] || { echo "FAIL $name in $lang at $size, text size $text: no widget dump"; fails=$((fails + 1)); return 1; }
}
for entry in "${screens[@]}"; do
  name=${entry%%|*} args=${entry#*|}
  run en 1280x720 0 "$name" "$args" || continue
  for lang in $langs; do
    for text in 0 2; do
      for size in 1280x720 1024x600; do
        run "$lang" "$size" "$text" "$name" "$args" || continue
        found=$(jq -r -f "$src/tests/layout_check.jq" "$scratch/$lang-$name-$size-$text.json")
        if [ -n "$found" ]; then
          echo "FAIL $name in $lang at $size, text size $text:"
          echo "$found" | sed 's/^/  /'
          fails=$((fails + 1))
        fi
      done
    done
    labels() { jq -r '[.widgets[].label] | join("|")' "$1"; }
    if [ "$(labels "$scratch/en-$name-1280x720-0.json")" = "$(labels "$scratch/$lang-$name-1280x720-0.json")" ]; then
      echo "FAIL $name in $lang: the controls have the same words as in English"
      fails=$((fails + 1))
    elif cmp -s "$scratch/en-$name-1280x720-0.png" "$scratch/$lang-$name-1280x720-0.png"; then
      echo "FAIL $name in $lang: the picture is the English one"
      fails=$((fails + 1))
    fi
  done
done
echo "$runs screens checked, $fails failed"
[ "$fails" -eq 0 ]
