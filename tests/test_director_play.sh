#!/usr/bin/env bash
# test_director_play.sh — the director drills played as a person would, under Xvfb with xdotool:
# the practice menu's Directing tab, one topic ticked at a time, and for each of the four topics
# one drill answered right and one wrong on the multi-table picture — balancing by dragging the
# plate (mouse down, moves, mouse up) onto the empty seat, breaking by clicking the plates of the
# players who sit out, hand-for-hand by Yes/No and typed places and prizes ("$1,234.50" style),
# the final table by Yes/No and a click on the button's seat — each verdict read on the screen
# (the widget dump's verdict and parts) and in the game's FELT_DEBUG grading line; then the
# progress file holds each topic's two answers, one right. The answers come from the FELT_DEBUG
# line the game prints when it asks a drill (drill_mtt's own answer).
# usage: test_director_play.sh FELT_BINARY PNG_PROBE SOURCE_DIR
set -uo pipefail
felt=$1
probe=$2
src=$3

. "$(dirname "$0")/lib/check.sh"
xvfb_prepare
export FELT_DEBUG=1
export FELT_ARGS="--data $src"
xvfb_inner <<'EOS'
felt=$1; probe=$2; scratch=$3; prefdir=$4
key_pause=0.25 click_pause=0.3
dump() { cat "$FELT_WIDGET_DUMP" 2>/dev/null; }
# the centre of the control or mark NAME in window pixels (marks are not "enabled" controls)
xy_of() {
  jq -r --arg n "$1" '.widgets[] | select(.name == $n)
    | "\(.pixels[0] + (.pixels[2] / 2 | floor)) \(.pixels[1] + (.pixels[3] / 2 | floor))"' "$FELT_WIDGET_DUMP" | head -n1
}
# the plate of the player named NAME
plate_of() {
  jq -r --arg p "$1" '.widgets[] | select((.name | startswith("director.plate.")) and .label == $p) | .name' \
    "$FELT_WIDGET_DUMP" | head -n1
}
click_at() { # NAME (a mark)
  local xy
  xy=$(xy_of "$1")
  [ -n "$xy" ] || fail "no $1 on the screen: $(jq -r '[.widgets[].name] | join(" ")' "$FELT_WIDGET_DUMP")"
  # shellcheck disable=SC2086
  click $xy
}
drag() { # FROM TO (marks): the mouse pressed on FROM, moved in steps, released on TO
  local a b
  a=$(xy_of "$1"); b=$(xy_of "$2")
  [ -n "$a" ] && [ -n "$b" ] || fail "cannot drag $1 to $2"
  set -- $a $b
  xdotool mousemove --window "$wid" "$1" "$2"; sleep 0.1
  xdotool mousedown 1; sleep 0.15
  for k in 1 2 3 4; do
    xdotool mousemove --window "$wid" $(( $1 + ($3 - $1) * k / 4 )) $(( $2 + ($4 - $2) * k / 4 )); sleep 0.08
  done
  sleep 0.1
  xdotool mouseup 1; sleep "$click_pause"
}
# the nth "asking" line of this run and the nth graded line
asked() { # TOPIC N: the nth drill of TOPIC asked (a session asks its next drill at Next, before Esc)
  local n=$2
  for _ in $(seq 1 40); do
    [ "$(grep -c "^director: asking $1 " "$scratch/felt-$run.log")" -ge "$n" ] && break
    sleep 0.25
  done
  grep "^director: asking $1 " "$scratch/felt-$run.log" | sed -n "${n}p"
}
graded() { # N: "right" or "wrong" of the nth grading
  for _ in $(seq 1 40); do
    [ "$(grep -cE '^director: [a-z-]+ seed [0-9]+ (right|wrong)$' "$scratch/felt-$run.log")" -ge "$1" ] && break
    sleep 0.25
  done
  grep -E '^director: [a-z-]+ seed [0-9]+ (right|wrong)$' "$scratch/felt-$run.log" | sed -n "${1}p" | awk '{print $NF}'
}
verdict() { # the verdict on screen (the dump's mark), waiting for it
  for _ in $(seq 1 40); do
    v=$(jq -r '.widgets[] | select(.name == "director.verdict") | .label' "$FELT_WIDGET_DUMP" 2>/dev/null)
    [ -n "$v" ] && { echo "$v"; return; }
    sleep 0.25
  done
}
type_into() { # NAME TEXT
  click_name "$1"
  sleep 0.3
  xdotool key --window "$wid" End BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace 2>/dev/null
  sleep 0.2
  xdotool type --window "$wid" --delay 60 "$2"; sleep 0.3
  # what the field holds, for a failure's message
  echo "typed '$2' into $1: $(jq -r --arg n "$1" '.widgets[] | select(.name == $n) | .label' "$FELT_WIDGET_DUMP")" >&2
}
group() { echo "$1" | rev | sed 's/\([0-9]\{3\}\)/\1,/g; s/,$//' | rev; } # 1234 -> 1,234
money() { # cents -> "$1,234.50" / "1234.5" / "1,234.50" by turn: the three ways a person types it
  local c=$1 style=$2 d m
  d=$(( c / 100 )); m=$(( c % 100 ))
  case $style in
    0) printf '$%s.%02d' "$(group "$d")" "$m" ;;
    1) if [ $(( m % 10 )) -eq 0 ]; then printf '%d.%d' "$d" $(( m / 10 )); else printf '%d.%02d' "$d" "$m"; fi ;;
    *) printf '%s.%02d' "$(group "$d")" "$m" ;;
  esac
}

answer_balancing() { # JSON right(1)/wrong(0)
  local p t s from to
  p=$(echo "$1" | jq -r .player); t=$(echo "$1" | jq -r .table); s=$(echo "$1" | jq -r .seat)
  from=$(plate_of "$p")
  [ -n "$from" ] || fail "no plate of $p"
  if [ "$2" = 1 ]; then to="director.seat.$t.$s"
  else # another empty seat, at another table than the player's own
    own=$(echo "$from" | cut -d. -f3)
    to=$(jq -r --arg r "director.seat.$t.$s" --arg own "director.seat.$own." '.widgets[]
      | select((.name | startswith("director.seat.")) and .label == "" and .name != $r
               and (.name | startswith($own) | not)) | .name' "$FELT_WIDGET_DUMP" | head -n1)
    [ -n "$to" ] || to=$(jq -r --arg r "director.seat.$t.$s" '.widgets[] | select((.name | startswith("director.seat."))
      and .label == "" and .name != $r) | .name' "$FELT_WIDGET_DUMP" | head -n1)
  fi
  drag "$from" "$to"
  click_name director.confirm
}
answer_breaking() { # JSON right/wrong; the draw's names on the log's "draw" line
  local out draw n
  out=$(echo "$1" | jq -r '.sits_out[]')
  draw=$(grep '^director: draw ' "$scratch/felt-$run.log" | tail -n1 | sed 's/^director: draw //' | tr ',' '\n')
  for n in $out; do [ "$2" = 1 ] && click_at "$(plate_of "$n")"; done
  if [ "$2" = 0 ]; then
    # wrong: everyone dealt in, or, if that is right, the first drawn sits out
    [ -z "$out" ] && click_at "$(plate_of "$(echo "$draw" | head -n1)")"
  fi
  click_name director.confirm
}
answer_hand_for_hand() {
  local tie k n row
  tie=$(echo "$1" | jq -r .tie)
  if { [ "$tie" = true ] && [ "$2" = 1 ]; } || { [ "$tie" = false ] && [ "$2" = 0 ]; }; then
    click_name director.tie_yes; else click_name director.tie_no; fi
  n=$(echo "$1" | jq '.places | length')
  for k in $(seq 1 "$n"); do
    row=$(echo "$1" | jq -c ".places[$((k - 1))]")
    type_into "director.place.$k" "$(echo "$row" | jq -r .place)"
    [ "$(echo "$row" | jq -r .place_to)" != "$(echo "$row" | jq -r .place)" ] &&
      type_into "director.place_to.$k" "$(echo "$row" | jq -r .place_to)"
    type_into "director.prize.$k" "$(money "$(echo "$row" | jq -r .prize)" $(( (k + 2) % 3 )))"
  done
  click_name director.confirm
}
answer_final_table() {
  local forms b
  forms=$(echo "$1" | jq -r .forms); b=$(echo "$1" | jq -r .button)
  if [ "$forms" = false ]; then
    if [ "$2" = 1 ]; then click_name director.no; else click_name director.yes; fi
    return
  fi
  if [ "$2" = 0 ] && [ $(( $(date +%s) % 2 )) -eq 0 ]; then click_name director.no; return; fi
  click_name director.yes
  sleep 0.3
  if [ "$2" = 1 ]; then click_at "director.plate.0.$b"
  else # another seat of the final table
    other=$(jq -r --arg r "director.plate.0.$b" '.widgets[] | select((.name | startswith("director.plate.0.")) and .name != $r) | .name' \
      "$FELT_WIDGET_DUMP" | head -n1)
    click_at "$other"
  fi
  click_name director.confirm
}

start_felt 1
wait_for start bright=400,180,480,60,200 || fail "the start screen shows no title"
key p
wait_for menu bright=80,110,440,380,1500 || fail "P did not open the practice menu"
click_name tab.directing
graded_n=0
for topic in balancing:balancing_tables breaking:breaking_a_table hand-for-hand:hand_for_hand final-table:the_final_table; do
  name=${topic%%:*}; box=checkbox.${topic#*:}
  click_name practice.none
  click_name "$box"
  click_name practice.start
  for want in 1 0; do
    n=$(( graded_n + 1 ))
    line=$(asked "$name" $(( 2 - want )))
    echo "$line" | grep -q "^director: asking $name " || fail "drill $n is not a $name drill: '$line'"
    json=${line#* answer }
    sleep 0.4
    case $name in
      balancing) answer_balancing "$json" $want ;;
      breaking) answer_breaking "$json" $want ;;
      hand-for-hand) answer_hand_for_hand "$json" $want ;;
      final-table) answer_final_table "$json" $want ;;
    esac
    graded_n=$n
    g=$(graded "$n")
    expect=$([ $want = 1 ] && echo right || echo wrong)
    [ "$g" = "$expect" ] || shot "$name-$want-graded-$g"
    [ "$g" = "$expect" ] || fail "$name: answered $expect, graded '$g' ($(grep '^director' "$scratch/felt-$run.log" | tail -3))"
    v=$(verdict)
    if [ $want = 1 ]; then [ "$v" = "Right" ] || fail "$name: the screen says '$v', not Right"
    else [ "$v" = "Not quite" ] || fail "$name: the screen says '$v', not 'Not quite'"; fi
    # every part's mark: all right on a right answer, one at least wrong on a wrong one
    parts=$(jq -r '[.widgets[] | select(.name | startswith("director.part.")) | .label] | join(" ")' "$FELT_WIDGET_DUMP")
    [ -n "$parts" ] || fail "$name: no parts on the feedback"
    if [ $want = 1 ]; then echo "$parts" | grep -q wrong && fail "$name: a right answer shows a wrong part: $parts"
    else echo "$parts" | grep -q wrong || fail "$name: a wrong answer shows no wrong part: $parts"; fi
    rule=$(jq -r '.widgets[] | select(.name == "director.rule") | .label' "$FELT_WIDGET_DUMP")
    echo "$rule" | grep -qE '^R3[2-9]$' || fail "$name: the rule cited is '$rule'"
    shot "$name-$want"
    key space
    sleep 0.3
  done
  key Escape   # the session's summary
  sleep 0.4
  click_name director.menu
  sleep 0.4
done
progress=$(tr -d ' \t\n' <"$prefdir/practice.json")
for t in balancing breaking hand-for-hand final-table; do
  echo "$progress" | grep -q "\"$t\":{\"asked\":2,\"right\":1," || fail "practice.json does not hold 2 $t answers, 1 right: $progress"
done
quit_felt
echo "ok: one director drill of each topic answered right and one wrong on the picture (a plate dragged, plates clicked, places and prizes typed, a seat clicked), graded on screen and kept per topic"
EOS
xvfb_run "$felt" "$probe" "$scratch" "$prefdir"
