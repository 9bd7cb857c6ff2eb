#!/usr/bin/env bash
# test_i18n_practice.sh — the practice screens in German and Spanish: the practice menu, a drill of
# each kind of answer, the feedback, the shadow dealer, the statistics and the replayer, each drawn
# with LANGUAGE=de and LANGUAGE=es, must differ from the English picture (they are translated) and
# keep the layout check's rules (tests/layout_check.jq: no overlapping controls, no control's text
# cut by its box) at 1280x720 with the normal text size and at 1024x600 with the largest. The
# generated drills' own words, the question and its explanation (FELT_DEBUG's "practice: asking"
# line), must be German or Spanish: not the English ones, and naming seats as the language does
# (Platz, asiento). A failure names the language, the screen, the size and the widgets.
# usage: test_i18n_practice.sh FELT SOURCE_DIR SCRATCH_DIR
set -u
felt=$1 src=$2 d=$3
command -v jq >/dev/null 2>&1 || { echo "FAIL: jq is not installed"; exit 1; }
rm -rf "$d" && mkdir -p "$d/home/data/felt" "$d/home/config" || exit 1
export HOME="$d/home" XDG_DATA_HOME="$d/home/data" XDG_CONFIG_HOME="$d/home/config"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
screens=(
  "practice|--screen practice"
  "positions|--drill button:4"
  "seat|--drill first-to-act:2"
  "amount|--drill min-raise:3"
  "yesno|--drill reopen:5"
  "pots|--drill side-pots:7"
  "order|--drill showdown:2"
  "places|--drill eliminations:3"
  "chips|--drill chip-race:1"
  "floor|--drill floor:1"
  "feedback|--screen feedback --drill side-pots:7"
  "feedback-floor|--screen feedback --drill floor:2"
  "shadow|--screen shadow --seed 3"
  "stats|--screen stats"
  "replay|--screen replay"
)
fails=0 runs=0
fail() { echo "FAIL $*"; fails=$((fails + 1)); }
# the drill's question, answer and explanation from FELT_DEBUG's line: "QUESTION answer {..} why WHY"
asking() { sed -n 's/^practice: asking [^:]*: //p' "$1" | head -1; }
declare -A seat_word=([de]="Platz\|Plätze" [es]="asiento")
# English once, to compare with; each language at the common size with the normal text and at the
# smallest size with the largest text (where a long word runs out of room first)
for combo in "1280x720 0 en de es" "1024x600 2 de es"; do
  read -r size text langs <<<"$combo"
  echo "{ \"text_size\": $text }" >"$XDG_DATA_HOME/felt/settings.json"
  for entry in "${screens[@]}"; do
    name=${entry%%|*} args=${entry#*|}
    for lang in $langs; do
      shot="$d/$name-$size-$text-$lang.png" dump="$d/$name-$size-$text-$lang.json"
      rm -f "$dump"
      # shellcheck disable=SC2086 # args: word-split on purpose
      if ! LC_ALL=C.UTF-8 LANGUAGE=$lang FELT_DEBUG=1 FELT_WIDGET_DUMP=$dump "$felt" --data "$src" --size "$size" \
           --screenshot "$shot" $args >"$d/run.log" 2>&1; then
        fail "$name in '$lang' at $size, text size $text: felt exited: $(cat "$d/run.log")"; continue
      fi
      runs=$((runs + 1))
      cp "$d/run.log" "$d/$name-$size-$text-$lang.log"
      [ "$lang" = en ] && continue
      # a generated drill's question and explanation in the language (the floor cards are authored)
      case "$args" in
      --drill*floor*) ;;
      --drill*)
        en_line=$(asking "$d/$name-1280x720-0-en.log") line=$(asking "$d/$name-$size-$text-$lang.log")
        q=${line%% answer \{*} why=${line##* why } en_q=${en_line%% answer \{*} en_why=${en_line##* why }
        if [ -z "$line" ] || [ -z "$en_line" ]; then
          fail "$name in '$lang': no drill was asked: $(tail -3 "$d/$name-$size-$text-$lang.log")"
        elif [ "$q" = "$en_q" ] || [ "$why" = "$en_why" ]; then
          fail "$name in '$lang': the drill's words are the English ones: '$q' / '$why'"
        elif ! echo "$q $why" | grep -qi "${seat_word[$lang]}"; then
          fail "$name in '$lang': the question and explanation do not name a seat as '$lang' does (${seat_word[$lang]}): '$q' / '$why'"
        fi
        ;;
      esac
      [ -f "$d/$name-1280x720-0-en.png" ] && [ "$size" = 1280x720 ] && cmp -s "$shot" "$d/$name-1280x720-0-en.png" &&
        fail "$name in '$lang' at $size: the picture is the English one"
      [ -s "$dump" ] || { fail "$name in '$lang' at $size, text size $text: no widget dump"; continue; }
      found=$(jq -r -f "$src/tests/layout_check.jq" "$dump")
      [ -z "$found" ] || fail "$name (screen $(jq -r .screen "$dump")) in '$lang' at $size, text size $text:
$(echo "$found" | sed 's/^/  /')"
    done
  done
done
echo "$runs pictures drawn, $fails failed"
[ "$fails" -eq 0 ]
