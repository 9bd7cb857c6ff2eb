#!/usr/bin/env bash
# test_layout.sh — the layout check: every screen headless --screenshot reaches (start, set-up,
# the table at 2, 6 and 10 seats, its pause menu, results (a sit-and-go's and an MTT's), settings, statistics, the replayer and
# its hand list, practice, a drill, its feedback and the rule in full, the shadow dealer, a 1,000-entrant MTT's lobby, filtered by a name, and a table
# watched from it) at 1024x600, 1280x720, 1366x768, 1920x1080 and 2560x1440, at
# each text size, writes its widget dump (FELT_WIDGET_DUMP), and the dump must keep the rules in
# layout_check.jq: no overlapping controls or panels, no control's text cut by its box, no id
# used twice; and with FELT_LAYOUT_TOOL (test_render, whose --print-layout prints the layout
# module's named rectangles) layout_names.jq: every control named in the layout module stands in
# its rectangle, and on the screens whose geometry is the module's every control is named there.
# A failure names the screen, the size, the text size and the widgets.
# usage: [FELT_LAYOUT_TOOL=test_render] test_layout.sh FELT SOURCE_DIR [SIZES...]
set -u
felt=$1 src=$2
shift 2
sizes=${*:-1024x600 1280x720 1366x768 1920x1080 2560x1440}
command -v jq >/dev/null 2>&1 || { echo "FAIL: jq is not installed"; exit 1; }
. "$(dirname "$0")/lib/check.sh"
check_scratch
check_home
check_headless
screens=(
  "start|--screen start"
  "setup|--screen setup"
  "table2|--seats 2 --seed 11 --hands 1"
  "table6|--seats 6 --seed 11 --hands 1"
  "table10|--seats 10 --seed 5 --hands 3"
  "pause_hotseat|--people 2 --seats 6 --seed 11 --hands 1 --press escape"
  "sidepots|--scenario $src/tests/scenarios/game_side_pots.json --until-event pot"
  "results|--screen results --seats 4 --seed 5"
  "results_mtt|--screen results --entrants 45 --seats 9 --seed 27"
  "settings|--screen settings"
  "stats|--screen stats"
  "replay|--screen replay"
  "replay_list|--screen replay --hands 3 --press l"
  "practice|--screen practice"
  "trainee|--screen practice --press n"
  "report|--screen report"
  "drill|--drill side-pots:3"
  "feedback|--screen feedback --drill side-pots:3"
  "rule|--screen feedback --drill side-pots:3 --press r"
  "shadow|--screen shadow --seed 3"
  "lobby|--entrants 1000 --seats 9 --hands 2 --screen lobby"
  "lobby_find|--entrants 1000 --seats 9 --hands 2 --screen lobby --press 2 --press f --type ana"
  "watch|--entrants 1000 --seats 9 --hands 2 --screen lobby --press down --press w"
  "stats_mtt|--entrants 45 --seats 9 --screen stats --press m"
)
# the screens whose every control has a named rectangle in the layout module
layout_screens='["start", "setup", "settings", "results", "practice", "replay", "drill", "stats"]'
layout_json="$scratch/layout.json"
if [ -n "${FELT_LAYOUT_TOOL:-}" ]; then
  "$FELT_LAYOUT_TOOL" --print-layout >"$layout_json" && jq -e 'length > 40' "$layout_json" >/dev/null ||
    { echo "FAIL: $FELT_LAYOUT_TOOL --print-layout printed no layout"; exit 1; }
fi
fails=0 runs=0
for text in 0 1 2; do
  echo "{ \"text_size\": $text }" >"$XDG_DATA_HOME/felt/settings.json"
  for size in $sizes; do
    for entry in "${screens[@]}"; do
      name=${entry%%|*} args=${entry#*|}
      dump="$scratch/$name-$size-$text.json"
      rm -f "$dump"
      # shellcheck disable=SC2086 # args: word-split on purpose
      if ! FELT_WIDGET_DUMP=$dump "$felt" --data "$src" --size "$size" --screenshot "$scratch/shot.png" $args \
           >"$scratch/run.log" 2>&1; then
        echo "FAIL $name at $size, text size $text: felt exited: $(cat "$scratch/run.log")"
        fails=$((fails + 1)); continue
      fi
      runs=$((runs + 1))
      if ! [ -s "$dump" ]; then
        echo "FAIL $name at $size, text size $text: no widget dump written"; fails=$((fails + 1)); continue
      fi
      found=$(jq -r -f "$src/tests/layout_check.jq" "$dump")
      if [ -n "${FELT_LAYOUT_TOOL:-}" ]; then
        named=$(jq -r --argjson L "$(cat "$layout_json")" --argjson screens "$layout_screens" \
          -f "$src/tests/layout_names.jq" "$dump")
        found=$(printf '%s\n%s' "$found" "$named" | sed '/^$/d')
      fi
      if [ -n "$found" ]; then
        echo "FAIL $name (screen $(jq -r .screen "$dump")) at $size, text size $text:"
        echo "$found" | sed 's/^/  /'
        fails=$((fails + 1))
      fi
    done
  done
done
echo "$runs screens checked, $fails failed"
[ "$fails" -eq 0 ]
