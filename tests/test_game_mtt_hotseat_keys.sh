#!/usr/bin/env bash
# test_game_mtt_hotseat_keys.sh — two people set up an 18-entrant multi-table tournament by clicks
# in the real window (#25, hot-seat): New tournament (N), Multi-table tournament, 18 typed, People
# 2, Deal; at the table each turn starts behind the hand-off ("Pass to NAME", the table named), the
# picture behind it dimmed to the privacy colour; the named person clicks through it and calls or
# checks (C); several hand-offs, to both people, are played.
# usage: test_game_mtt_hotseat_keys.sh FELT_BINARY
set -uo pipefail
felt=$1

. "$(dirname "$0")/lib/check.sh"
xvfb_prepare jq convert
xvfb_inner <<'EOS'
felt=$1; scratch=$2
dump=$FELT_WIDGET_DUMP
screen_is() { [ "$(jq -r .screen "$dump" 2>/dev/null)" = "$1" ]; }
have() { jq -e --arg n "$1" '[.widgets[] | select(.name == $n)] | length > 0' "$dump" >/dev/null 2>&1; }
mean() { convert "$scratch/$1.png" -crop "$2" -colorspace gray -format '%[fx:mean]' info:; }
start_felt hot
key n
for _ in $(seq 1 50); do screen_is setup && break; sleep 0.2; done
screen_is setup || fail "N did not open the set-up"
click_name setup.kind
for _ in $(seq 1 50); do have setup.mtt_people && break; sleep 0.2; done
have setup.mtt_people || fail "the MTT set-up has no People"
click_name setup.mtt_typed
key BackSpace BackSpace BackSpace BackSpace BackSpace
xdotool type --window "$wid" 18; sleep 0.3
click_name setup.mtt_people
for _ in $(seq 1 50); do have setup.mtt_sit && break; sleep 0.2; done
have setup.mtt_sit || fail "two people: no 'people sit' choice"
have setup.mtt_name2 || fail "two people: no second name"
shot setup
have setup.mtt_structure && click_name setup.mtt_structure
click_name setup.deal
for _ in $(seq 1 50); do screen_is table && break; sleep 0.2; done
screen_is table || fail "Deal did not open the table: $(log)"
handoffs=0
for _ in $(seq 1 400); do
  [ $handoffs -ge 6 ] && break
  kill -0 "$felt_pid" 2>/dev/null || fail "the game died: $(log)"
  screen_is results && break
  if have table.handoff; then
    handoffs=$((handoffs + 1))
    if [ $handoffs = 1 ]; then
      shot handoff
      # the table behind the hand-off is dimmed to the privacy colour: nothing readable under it
      m=$(mean handoff 240x120+20+560)
      awk -v m="$m" 'BEGIN { exit !(m < 0.12) }' || fail "the table behind the hand-off is not dimmed (mean $m)"
    fi
    click_name table.handoff
    sleep 0.3
  else
    key c
  fi
done
[ $handoffs -ge 4 ] || fail "only $handoffs hand-offs: $(log)"
quit_felt
echo "ok: $handoffs hand-offs"
EOS
xvfb_run "$felt" "$scratch"
