#!/usr/bin/env bash
# test_game_mtt_playthrough.sh — a 45-player multi-table tournament played in the real window from
# the set-up to the results, by keys and clicks, as a person who reads the screen plays it (#25):
# New tournament (N), Multi-table tournament, 45 entrants at tables of 9, the structure with an
# MTT payout ladder, seed 27, Deal. At every turn the person reads their two cards, the blinds and
# the buttons from the screen (the widget dump: what is drawn, with its label) and plays the
# headless harness's scripted person: a pair, or a stack under 8 big blinds, goes all-in (A); a
# free look is taken and a call of at most a big blind made (C); the rest folded (F). One seed and
# the same commands make the same tournament, so the window's game must go where the harness's
# goes (run first, headless, for what to expect): the person's table breaks and they are moved
# (shown on their table, the rule cited), they reach the final table (its banner), are out in the
# harness's place with its prize, and the results say so. Pictures of the set-up, the table, the
# move, the final table and the results are checked region by region.
# usage: test_game_mtt_playthrough.sh FELT_BINARY SOURCE_DIR
set -uo pipefail
felt=$1
src=$2
seed=27

. "$(dirname "$0")/lib/check.sh"
xvfb_prepare
probe=$(dirname "$felt")/png_probe
[ -x "$probe" ] || probe=$(dirname "$felt")/tests/png_probe
[ -x "$probe" ] || { echo "FAIL: no png_probe beside $felt" >&2; exit 1; }
export PROBE=$probe

# what the harness's scripted person does with this seed (a home of its own)
expect=$(HOME="$scratch/hl" XDG_DATA_HOME="$scratch/hl/data" XDG_CONFIG_HOME="$scratch/hl/config" \
  SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software \
  "$felt" --data "$src" --size 1280x720 --screenshot "$scratch/headless.png" --screen results \
  --entrants 45 --seats 9 --seed $seed 2>&1) || { echo "FAIL: the headless run failed: $expect" >&2; exit 1; }
place=$(sed -n 's/^mtt: engine finish \([0-9]*\) prize.*/\1/p' <<<"$expect")
moves=$(grep -c '^mtt: moved at table' <<<"$expect")
[ -n "$place" ] && [ "$place" -le 9 ] && [ "$moves" -ge 1 ] ||
  { echo "FAIL: seed $seed no longer takes the scripted person to the final table after a move: $expect" >&2; exit 1; }
echo "expected: out in place $place after $moves moves"

xvfb_inner <<'EOS'
felt=$1; scratch=$2; src=$3; seed=$4; place=$5
probe=$PROBE
dump=$FELT_WIDGET_DUMP
key_pause=0.05
screen_is() { [ "$(jq -r .screen "$dump" 2>/dev/null)" = "$1" ]; }
label() { jq -r --arg n "$1" '[.widgets[] | select(.name == $n)][0].label // empty' "$dump" 2>/dev/null; }
enabled() { jq -e --arg n "$1" '[.widgets[] | select(.name == $n and .enabled)] | length > 0' "$dump" >/dev/null 2>&1; }
number() { tr -d ',' <<<"$1" | grep -oE '[0-9]+' | head -n1; }

FELT_ARGS="--data $src" start_felt mtt
press_until n setup0 bright=122,60,360,40,300
for _ in $(seq 1 50); do screen_is setup && break; sleep 0.2; done
screen_is setup || fail "N did not open the set-up"
click_name setup.kind
for _ in $(seq 1 50); do enabled setup.mtt_entrants && break; sleep 0.2; done
# 45 entrants, tables of 9: the choosers are turned until they say so
for _ in $(seq 1 12); do [ "$(label setup.mtt_entrants)" = "45" ] || [ "$(label setup.mtt_typed)" = "45" ] && break; click_name setup.mtt_entrants; done
[ "$(label setup.mtt_entrants)" = "45" ] || [ "$(label setup.mtt_typed)" = "45" ] || fail "the entrants chooser never said 45: $(label setup.mtt_entrants)"
for _ in $(seq 1 8); do [ "$(label setup.mtt_table_size)" = "9 seats" ] && break; click_name setup.mtt_table_size; done
[ "$(label setup.mtt_table_size)" = "9 seats" ] || fail "the table chooser never said 9 seats"
# the sit-and-go's structure has no MTT payout ladder: the set-up offers the closest, taken
for _ in $(seq 1 50); do
  [ "$(label setup.structure)" = "Multi-table turbo" ] && break
  click_name setup.mtt_structure --if-shown
  sleep 0.2
done
shot setup1
[ "$(label setup.structure)" = "Multi-table turbo" ] || fail "the structure is $(label setup.structure), not the MTT turbo"
click_name setup.seed
for _ in $(seq 1 12); do key BackSpace; done
xdotool type --window "$wid" --delay 30 "$seed"
key Return
sleep 0.3
[ "$(label setup.seed)" = "$seed" ] || fail "the seed box says $(label setup.seed), not $seed"
park
sleep 0.3
shot setup
"$probe" "$scratch/setup.png" bright=122,60,400,40,300 || fail "the set-up's title is not drawn"
click_name setup.deal
for _ in $(seq 1 50); do screen_is table && break; sleep 0.2; done
screen_is table || fail "Deal did not open the table: $(log)"
for _ in $(seq 1 50); do jq -e '[.widgets[] | select(.name == "table.mtt_strip")] | length > 0' "$dump" >/dev/null 2>&1 && break; sleep 0.2; done
shot table
"$probe" "$scratch/table.png" colour=560,260,160,60,1d6a45,40,20 || fail "no felt on the table"

# play: read the screen, act, wait for the screen to take the action (the log moves on)
turns=0 moved=0 final=0 sig="" first=""
for _ in $(seq 1 20000); do
  screen_is results && break
  kill -0 "$felt_pid" 2>/dev/null || fail "the game died: $(log)"
  at=$(label table.mtt_table)
  [ -z "$first" ] && [ -n "$at" ] && [ "$at" != "Table 0" ] && first=$at
  if [ $moved -eq 0 ] && [ -n "$first" ] && [ -n "$at" ] && [ "$at" != "$first" ]; then
    moved=1
    park; shot moved
    echo "moved: $first -> $at"
  fi
  if [ $final -eq 0 ] && grep -q "the final table" <<<"$at"; then
    final=1
    park; shot final
    echo "final: $at"
  fi
  see=$(jq -r '[.widgets[] | select(.enabled and (.name | test("see_the_results|^(mtt_)?busted[.]results$")))][0].name // empty' "$dump" 2>/dev/null)
  if [ -n "$see" ]; then
    shot out
    click_name "$see"
    sleep 0.5
    continue
  fi
  if ! enabled table.fold; then sleep 0.05; continue; fi
  now=$(jq -r '[.widgets[] | select(.name | test("^table\\.(log_line|call|allin|seat[0-9]+\\.my_card)")) | .label] | join("|")' "$dump" 2>/dev/null)
  [ "$now" = "$sig" ] && { sleep 0.05; continue; } # the screen has not taken the last key yet
  cards=$(jq -r '[.widgets[] | select(.name | test("^table\\.seat[0-9]+\\.my_card")) | .label[0:1]] | join(" ")' "$dump")
  bb=$(label table.blinds | sed 's/.*\///' | tr -d ',')
  allin=$(number "$(label table.allin)")
  call=$(label table.call)
  read -r c1 c2 <<<"$cards"
  if { [ -n "$c1" ] && [ "$c1" = "$c2" ]; } || { [ -n "$allin" ] && [ -n "$bb" ] && [ "$allin" -lt $((8 * bb)) ]; }; then
    if enabled table.allin; then k=a; elif [ "$call" = "Check" ]; then k=c; else k=f; fi
  elif [ "$call" = "Check" ]; then k=c
  elif [ -n "$bb" ] && [ -n "$(number "$call")" ] && [ "$(number "$call")" -le "$bb" ]; then k=c
  else k=f
  fi
  key "$k"
  sig=$now
  turns=$((turns + 1))
done
screen_is results || fail "the results never came after $turns turns: $(log)"
park
sleep 0.3
shot results
[ $moved -eq 1 ] || fail "the person was never moved on screen"
[ $final -eq 1 ] || fail "the final table never came"
for p in moved final; do
  "$probe" "$scratch/$p.png" colour=560,260,160,60,1d6a45,40,20 || fail "$p: no felt on the table"
  "$probe" "$scratch/$p.png" bright=1044,12,222,80,40 || fail "$p: the tournament strip is not drawn"
done
case $place in 1) sfx=st ;; 2) sfx=nd ;; 3) sfx=rd ;; *) sfx=th ;; esac
title=$(label results.title)
[ "$title" = "You finished ${place}${sfx} of 45" ] || fail "the results say \"$title\", not \"You finished ${place}${sfx} of 45\""
rows=$(jq -r '[.widgets[] | select(.name | test("^results\\.final_row")) | .label] | join(", ")' "$dump")
[ "$(jq '[.widgets[] | select(.name | test("^results\\.final_row"))] | length' "$dump")" -eq 9 ] ||
  fail "the final table's finishing order has not 9 rows: $rows"
grep -q "You" <<<"$rows" || fail "the person is not in the final table's order: $rows"
echo "turns $turns, moved, final table, out ${place}${sfx}"
quit_felt
echo "ok"
EOS
xvfb_run "$felt" "$scratch" "$src" "$seed" "$place"
