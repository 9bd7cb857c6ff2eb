#!/usr/bin/env bash
# test_practice_session.sh — a trainee's mixed session under Xvfb (issue 27): every topic ticked
# on both tabs of the practice menu but pushing the pot, an endless session, and thirty drills answered as a person
# answers them — discs dragged onto seats, side pots built by dragging each seat's chips (the
# shortest all-in first) or by typing each pot's amount, seats clicked in order, amounts, places,
# prizes and stacks typed in the boxes, keys for yes/no
# and the floor cards' choices — each with the engine's answer (read from the FELT_DEBUG line the
# game prints when it asks), so every one must be graded right. Then: every block of drills
# (k + ceil(k/2) for k topics) held every ticked topic, nothing unticked was asked, the trainee's
# record keeps the thirty answers per topic, and the report exported says so. Then a session of
# side pots only: the first built by dragging, the second by typing, both graded right. Last, side
# pots built by keys alone and pots pushed by dragging and by keys, every one graded right.
# usage: test_practice_session.sh FELT_BINARY PNG_PROBE
set -uo pipefail
felt=$1
probe=$2

. "$(dirname "$0")/lib/check.sh"
xvfb_prepare
export FELT_DEBUG=1 USER=trainee
xvfb_inner <<'EOS'
felt=$1; probe=$2; scratch=$3; prefdir=$4
key_pause=0.2 click_pause=0.25
N=30
TOPICS="button heads-up first-to-act min-raise reopen side-pots showdown eliminations chip-race floor count-pot follow-action deal-order"
# the nth line of the log starting with PREFIX (waits up to 15 s for it)
nth() { # PREFIX N
  for _ in $(seq 1 60); do
    [ "$(grep -c "^$1" "$scratch/felt-$run.log")" -ge "$2" ] && break
    sleep 0.25
  done
  grep "^$1" "$scratch/felt-$run.log" | sed -n "$2p"
}
# the centre of a control or mark in window pixels, from the widget dump (waits for it)
where() {
  local xy=""
  for _ in $(seq 1 40); do
    xy=$(jq -r --arg n "$1" '.widgets[] | select(.name == $n)
      | "\(.pixels[0] + (.pixels[2] / 2 | floor)) \(.pixels[1] + (.pixels[3] / 2 | floor))"' \
      "$FELT_WIDGET_DUMP" 2>/dev/null | head -n1)
    [ -n "$xy" ] && break
    sleep 0.25
  done
  [ -n "$xy" ] || fail "nothing named $1 on the screen: $(jq -r '[.widgets[].name] | join(" ")' "$FELT_WIDGET_DUMP")"
  echo "$xy"
}
# drag a disc onto a seat as a hand does: press, move in steps, release
drag() { # FROM_NAME TO_NAME
  local from to
  from=$(where "$1"); to=$(where "$2")
  # shellcheck disable=SC2086
  xdotool mousemove --window "$wid" $from; sleep 0.1
  xdotool mousedown 1; sleep 0.1
  local fx=${from% *} fy=${from#* } tx=${to% *} ty=${to#* }
  for k in 1 2 3 4 5 6; do
    xdotool mousemove --window "$wid" $((fx + (tx - fx) * k / 6)) $((fy + (ty - fy) * k / 6)); sleep 0.04
  done
  sleep 0.1
  xdotool mouseup 1; sleep 0.35
}
seat() { click_name "seat.$1"; }
# side pots: the pots of ANSWER (the engine's JSON), built on the table by WAY (drag or type);
# then each pot selected, who may win it marked (E), and its winners (W), the odd chip's first
side_pots() { # ANSWER WAY (drag, type or keys)
  local ans=$1 way=$2 n k
  n=$(echo "$ans" | jq '.pots | length')
  if [ "$way" = drag ] || [ "$way" = keys ]; then
    # the chips in front of each seat (the marks' labels) and the pots give the drags: each pot's
    # level is the contribution its amount reaches; the seat at that level goes first (it sets
    # each player's part, as a dealer starts from the shortest all-in), then every seat with chips
    # above the last level
    local fronts plan
    fronts=$(jq -c '[.widgets[] | select(.name | startswith("front.")) | {seat: (.name[6:] | tonumber), chips: (.label | tonumber)}]' "$FELT_WIDGET_DUMP")
    plan=$(python3 - "$fronts" "$ans" <<'PY'
import json, sys
fronts = {f["seat"]: f["chips"] for f in json.loads(sys.argv[1])}
pots = json.loads(sys.argv[2])["pots"]
low = 0
for k, p in enumerate(pots):
    def upto(L):
        return sum(min(c, L) - min(c, low) for c in fronts.values())
    level = next(L for L in sorted(set(fronts.values())) if L > low and upto(L) == p["amount"])
    first = next(s for s, c in sorted(fronts.items()) if c == level)
    order = [first] + [s for s, c in sorted(fronts.items()) if c > low and s != first]
    for i, s in enumerate(order):
        print(s, "new" if i == 0 else k + 1)
    low = level
PY
    ) || fail "no drag plan for $ans from $fronts"
    if [ "$way" = drag ]; then
      while read -r s to; do
        drag "front.$s" "pot.$to"
      done <<<"$plan"
    else
      # by keys alone: the seat's key moves its matching part into the pot being built (the
      # first into a new main pot), N starts the next pot
      local first=1
      while read -r s to; do
        [ "$to" = new ] && [ $first -eq 0 ] && key n
        first=0
        key $((s % 10))
      done <<<"$plan"
      # back to the main pot: [ selects the pot before
      for _ in $(seq 2 "$n"); do key bracketleft; done
    fi
  else
    for k in $(seq 1 "$n"); do
      click_name button.new_pot
      click_name pot_amount
      xdotool type --window "$wid" --delay 40 "$(echo "$ans" | jq ".pots[$((k - 1))].amount")"
      sleep 0.2
    done
  fi
  for k in $(seq 1 "$n"); do
    if [ "$way" = keys ]; then
      [ "$k" -gt 1 ] && key bracketright
      key e
      for s in $(echo "$ans" | jq ".pots[$((k - 1))].eligible[]"); do key $((s % 10)); done
      key w
      for s in $(echo "$ans" | jq -r ".pots[$((k - 1))].award | to_entries | sort_by(-.value) | .[].key"); do key $((s % 10)); done
    else
      click_name "pot.$k"
      key e
      for s in $(echo "$ans" | jq ".pots[$((k - 1))].eligible[]"); do seat "$s"; done
      key w
      for s in $(echo "$ans" | jq -r ".pots[$((k - 1))].award | to_entries | sort_by(-.value) | .[].key"); do seat "$s"; done
    fi
  done
  sleep 0.2
  if [ "$way" = keys ]; then key Return; else click_name button.confirm; fi
}
# pushing the pot: each pot of ANSWER (the engine's push order) to its winners, the odd chips'
# first, by WAY: drag (each pot's pile onto each winner) or keys ([ ] pick the pot, the seat's key)
push_pot() { # ANSWER WAY
  local ans=$1 way=$2 n m cur=-1 p
  n=$(echo "$ans" | jq '[.push[].pot] | max + 1')
  m=$(echo "$ans" | jq '.push | length')
  for k in $(seq 0 $((m - 1))); do
    p=$(echo "$ans" | jq ".push[$k].pot")
    for s in $(echo "$ans" | jq -r ".push[$k].award | to_entries | sort_by(-.value) | .[].key"); do
      if [ "$way" = drag ]; then
        drag "pile.$p" "seat.$s"
      else
        # the panel lists the last side pot first: ] steps towards the main pot, [ back
        if [ "$cur" -lt 0 ]; then key bracketright; cur=$((n - 1)); fi
        while [ "$cur" -gt "$p" ]; do key bracketright; cur=$((cur - 1)); done
        while [ "$cur" -lt "$p" ]; do key bracketleft; cur=$((cur + 1)); done
        key $((s % 10))
      fi
    done
  done
  sleep 0.2
  key Return
}

start_felt 1
wait_for start bright=400,180,480,60,200 || fail "the start screen shows no title"
key p
wait_for menu bright=80,110,440,380,1500 || fail "P did not open the practice menu"
# every topic on the dealer's two tabs: All ticks every tab
click_name practice.all
click_name tab.dealing
click_name checkbox.pushing_the_pot # its own play-through is the drill tests'; here the rest
shot menu_dealing
jq -e '.widgets[] | select(.name == "checkbox.counting_the_pot")' "$FELT_WIDGET_DUMP" >/dev/null ||
  fail "the Dealing tab does not show its topics"
# the director's topics (All ticks them too) have their own play-through (test_director_play.sh):
# here the dealer's
click_name tab.directing
for t in balancing_tables breaking_a_table hand_for_hand the_final_table; do click_name "checkbox.$t"; done
jq -e '[.widgets[] | select(.name == "checkbox.balancing_tables")] | length > 0' "$FELT_WIDGET_DUMP" >/dev/null ||
  fail "the Directing tab does not show its topics"
click_name tab.rulings
# an endless session: the length chooser twice forward (10 drills -> 20 drills -> Endless)
length_shows() { # LABEL: the length chooser shows it (the click before was taken)
  for _ in $(seq 1 40); do
    jq -e --arg l "$1" '.widgets[] | select(.name == "practice.length" and .label == $l)' "$FELT_WIDGET_DUMP" >/dev/null 2>&1 &&
      return 0
    sleep 0.25
  done
  fail "the length chooser does not show $1"
}
length_shows "10 drills"
click_name practice.length
length_shows "20 drills"
click_name practice.length
length_shows "Endless"
click_name practice.start

sp_n=0
for i in $(seq 1 $N); do
  line=$(nth "practice: asking " "$i")
  [ -n "$line" ] || fail "drill $i was not asked ($(tail -3 "$scratch/felt-$run.log"))"
  topic=$(echo "$line" | sed 's/^practice: asking \([a-z-]*\) .*/\1/')
  ans=$(echo "$line" | sed 's/.* answer \({.*}\) why .*/\1/')
  echo "$i $topic $ans" >>"$scratch/asked.txt"
  sleep 0.4
  case "$topic" in
  reopen)
    if [ "$(echo "$ans" | jq .yes)" = true ]; then key y; else key n; fi ;;
  floor)
    key "$(echo "$ans" | jq .choice)"
    key Return ;;
  follow-action)
    # announced as a dealer does: the action's key, the bet it stands at typed, Enter
    case "$(echo "$ans" | jq -r .action)" in call) key c ;; raise) key r ;; *) key s ;; esac
    xdotool type --window "$wid" --delay 40 "$(echo "$ans" | jq .amount)"
    sleep 0.2
    key Return ;;
  min-raise | count-pot)
    click_name textfield
    xdotool type --window "$wid" --delay 40 "$(echo "$ans" | jq .amount)"
    sleep 0.2
    key Return ;;
  first-to-act)
    seat "$(echo "$ans" | jq .seat)"
    key Return ;;
  deal-order)
    # who gets a card: the seat clicked; an exposed card or the burns: the ruling's number
    if [ "$(echo "$ans" | jq .seat)" != null ]; then seat "$(echo "$ans" | jq .seat)"; else key "$(echo "$ans" | jq .choice)"; fi
    key Return ;;
  eliminations)
    for row in $(echo "$ans" | jq -r '.places[] | "\(.seat):\(.place):\(.prize)"'); do
      IFS=: read -r s pl pz <<<"$row"
      click_name "place.$s"
      xdotool type --window "$wid" --delay 40 "$pl"
      click_name "prize.$s"
      xdotool type --window "$wid" --delay 40 "$((pz / 100)).$(printf %02d $((pz % 100)))"
    done
    sleep 0.2
    key Return ;;
  chip-race)
    for row in $(echo "$ans" | jq -r '.chips | to_entries[] | "\(.key):\(.value)"'); do
      click_name "chips.${row%%:*}"
      key BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace
      xdotool type --window "$wid" --delay 40 "${row#*:}"
    done
    sleep 0.2
    click_name button.confirm ;;
  side-pots)
    if [ $((sp_n++ % 2)) -eq 0 ]; then side_pots "$ans" drag; else side_pots "$ans" type; fi ;;
  button | heads-up)
    drag disc.button "seat.$(echo "$ans" | jq .button)"
    if [ "$(echo "$ans" | jq .sb)" = null ]; then key n; else drag disc.sb "seat.$(echo "$ans" | jq .sb)"; fi
    drag disc.bb "seat.$(echo "$ans" | jq .bb)"
    key Return ;;
  showdown)
    for s in $(echo "$ans" | jq '.order[]'); do seat "$s"; done
    muck=$(echo "$ans" | jq '.may_muck[]?')
    if [ -n "$muck" ]; then
      key m
      for s in $muck; do seat "$s"; done
    fi
    key Return ;;
  *) fail "drill $i is of topic $topic, which was not ticked" ;;
  esac
  graded=$(nth "practice: [a-z-]* seed " "$i")
  echo "$graded" | grep -q "^practice: $topic seed .* right; score $i/$i" ||
    { shot "wrong$i"; fail "drill $i ($topic, answer $ans) was not graded right: '$graded'"; }
  key space
done
shot last
# end the session: its summary, then the menu
key Escape
sleep 0.5
key Escape
wait_for menu2 bright=80,110,440,380,1500 || fail "no practice menu after the session"

# every block of k + ceil(k/2) drills held each ticked topic
k=$(echo $TOPICS | wc -w)
block=$((k + (k + 1) / 2))
for b in $(seq 0 $((N / block - 1))); do
  got=$(sed -n "$((b * block + 1)),$(((b + 1) * block))p" "$scratch/asked.txt" | awk '{print $2}' | sort -u | tr '\n' ' ')
  for t in $TOPICS; do
    echo " $got" | grep -q " $t " || fail "block $((b + 1)) of $block drills did not ask $t: $got"
  done
done
# the trainee's record: thirty answers, all right, per topic as asked
t='.trainees[0]'
[ "$(jq "[$t.results[]] | length" "$prefdir/trainees.json")" = $N ] || fail "the trainee's record does not hold $N answers"
[ "$(jq "[$t.results[] | select(.right)] | length" "$prefdir/trainees.json")" = $N ] || fail "not all $N answers are kept as right"
for tp in $TOPICS; do
  want=$(awk -v t="$tp" '$2 == t' "$scratch/asked.txt" | wc -l)
  [ "$(jq --arg tp "$tp" "[$t.results[] | select(.topic == \$tp)] | length" "$prefdir/trainees.json")" = "$want" ] ||
    fail "the record does not hold the $want $tp answers"
done
# the report, exported for the trainer
key r
for _ in $(seq 1 40); do jq -e '.widgets[] | select(.name == "report.export")' "$FELT_WIDGET_DUMP" >/dev/null 2>&1 && break; sleep 0.25; done
shot report
key e
html="$prefdir/reports/report-trainee.html"
for _ in $(seq 1 20); do [ -f "$html" ] && break; sleep 0.25; done
[ -f "$html" ] || fail "no exported report at $html: $(ls -R "$prefdir")"
grep -q "$N answered, $N right (100%)" "$html" || fail "the report's figures are not the session's: $(grep -o '[0-9]* answered[^<]*' "$html" | head -2)"
grep -q 'Counting the pot</td>' "$html" || fail "the report has no row for the Dealing tab's topic"
# side pots only: the first built by dragging the chips, the second by typing the amounts
key Escape
shown() { for _ in $(seq 1 40); do jq -e --arg n "$1" '.widgets[] | select(.name == $n)' "$FELT_WIDGET_DUMP" >/dev/null 2>&1 && return 0; sleep 0.25; done; return 1; }
shown practice.start || fail "Esc did not close the report"
click_name practice.none
click_name checkbox.side_pots
base=$(grep -c '^practice: asking ' "$scratch/felt-$run.log")
gbase=$(grep -c '^practice: [a-z-]* seed ' "$scratch/felt-$run.log")
click_name practice.start
for j in 1 2; do
  i=$((base + j))
  line=$(nth "practice: asking " "$i")
  echo "$line" | grep -q '^practice: asking side-pots ' || fail "drill $i is not a side-pot drill: '$line'"
  ans=$(echo "$line" | sed 's/.* answer \({.*}\) why .*/\1/')
  sleep 0.4
  if [ $j -eq 1 ]; then side_pots "$ans" drag; else side_pots "$ans" type; fi
  graded=$(nth "practice: [a-z-]* seed " "$((gbase + j))")
  echo "$graded" | grep -q "^practice: side-pots seed .* right; score $j/$j" ||
    { shot "sidepots$j"; fail "side pots $([ $j -eq 1 ] && echo dragged || echo typed) (answer $ans) not graded right: '$graded'"; }
  shot "sidepots$j"
  key space
done
# side pots by keys alone, and pushing the pot by dragging each pot onto its winners and by keys
key Escape
sleep 0.5
key Escape
shown practice.start || fail "no practice menu after the side-pot session"
click_name practice.none
click_name checkbox.side_pots
click_name tab.dealing
click_name checkbox.pushing_the_pot
click_name tab.rulings
base=$(grep -c '^practice: asking ' "$scratch/felt-$run.log")
gbase=$(grep -c '^practice: [a-z-]* seed ' "$scratch/felt-$run.log")
click_name practice.start
sp_keys=0 push_drag=0 push_keys=0
for j in $(seq 1 12); do
  i=$((base + j))
  line=$(nth "practice: asking " "$i")
  topic=$(echo "$line" | sed 's/^practice: asking \([a-z-]*\) .*/\1/')
  ans=$(echo "$line" | sed 's/.* answer \({.*}\) why .*/\1/')
  sleep 0.4
  case "$topic" in
  side-pots) side_pots "$ans" keys; way=keys; sp_keys=$((sp_keys + 1)) ;;
  push-pot)
    if [ $push_drag -le $push_keys ]; then way=drag; push_drag=$((push_drag + 1)); else way=keys; push_keys=$((push_keys + 1)); fi
    push_pot "$ans" $way ;;
  *) fail "drill $i is of topic $topic, which was not ticked: '$line'" ;;
  esac
  graded=$(nth "practice: [a-z-]* seed " "$((gbase + j))")
  echo "$graded" | grep -q "^practice: $topic seed .* right; score $j/$j" ||
    { shot "keys$j"; fail "$topic by $way (answer $ans) not graded right: '$graded'"; }
  [ $j -eq 2 ] && shot "keys$j"
  key space
  [ $sp_keys -ge 2 ] && [ $push_drag -ge 2 ] && [ $push_keys -ge 2 ] && break
done
[ $sp_keys -ge 2 ] && [ $push_drag -ge 2 ] && [ $push_keys -ge 2 ] ||
  fail "twelve drills of two topics gave $sp_keys side pots and $push_drag + $push_keys pushes"
quit_felt
echo "ok: side pots built by keys alone ($sp_keys), pots pushed by dragging ($push_drag) and by keys ($push_keys), all graded right"
echo "ok: side pots dragged and typed, both graded right"
echo "ok: $N drills over $k topics on both tabs, each answered on the table as a person does and graded right; every block of $block held every topic; the record and the exported report hold them"
EOS
xvfb_run "$felt" "$probe" "$scratch" "$prefdir"
