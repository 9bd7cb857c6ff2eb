#!/usr/bin/env bash
# test_game_hotseat.sh — two people share the screen: under Xvfb, with xdotool. The set-up makes
# seat 2 a person too (names typed), a 3-handed tournament is dealt, every turn starts behind the
# hand-off screen (seen, then passed with Space or a click), both people act by keys and clicks
# to the end, and the results show both people's finishes; the hand history holds no hole cards
# but those shown down.
# usage: test_game_hotseat.sh FELT_BINARY FELT_CLI PNG_PROBE
set -uo pipefail
felt=$1
cli=$2
probe=$3

. "$(dirname "$0")/lib/check.sh"
xvfb_prepare
xvfb_inner <<'EOS'
felt=$1; cli=$2; probe=$3; scratch=$4; prefdir=$5

# 1. the set-up: 3 seats, seat 1 "Ana", seat 2 a person "Ben"
start_felt 1
wait_for start bright=400,180,480,60,200 || fail "the start screen shows no title"
# N opens the set-up (pressed again if the settling window lost it)
press_until n setup0 bright=122,60,360,40,300
sleep 0.3
for _ in 1 2 3 4 5 6; do click_name setup.table_size; sleep 0.3; done   # table size 6 -> 3
click_name setup.seat1.name
xdotool type --window "$wid" --delay 30 Ana
key Return
click_name setup.seat2.kind                           # seat 2: Bot -> Person
click_name setup.seat2.name
xdotool type --window "$wid" --delay 30 Ben
key Return
sleep 0.2
shot setup
"$probe" "$scratch/setup.png" bright=122,60,360,40,300 || fail "no hot-seat title on the set-up"
click_name setup.deal
sleep 1.0

# 2. the first turn of a person: the hand-off screen, nothing private under it (the veil is looked
#    at above the dialog and left of where the button's tooltip opens when the mouse rests on it)
wait_for handoff colour=370,185,540,10,0a1012,12,90 colour=370,440,50,10,0a1012,12,90 colour=420,350,440,46,32855a,40,40 || fail "no hand-off screen"
key space
sleep 0.3
shot revealed
"$probe" "$scratch/revealed.png" bright=580,440,120,90,3000 || fail "the cards were not shown after the hand-off"

# 3. play on, looking at the screen before each move as a person does: a hand-off is passed with
#    Space or a click; otherwise C (check/call), the Check/Call button, or now and then an all-in
handoffs=1
for i in $(seq 1 400); do
  if grep -qs 'wins the tournament' "$prefdir"/histories/*.txt; then break; fi
  shot loop
  if "$probe" "$scratch/loop.png" colour=370,185,540,10,0a1012,12,90 colour=370,440,50,10,0a1012,12,90 colour=420,350,440,46,32855a,40,40 >/dev/null 2>&1; then
    handoffs=$((handoffs + 1))
    if [ $((handoffs % 2)) -eq 0 ]; then key space; else click_name table.handoff --if-shown; fi
    # a person waits for the screen to change before looking again: on a busy machine the next
    # picture can still be the hand-off just passed
    for _ in $(seq 1 20); do
      shot loop
      "$probe" "$scratch/loop.png" colour=370,185,540,10,0a1012,12,90 colour=370,440,50,10,0a1012,12,90 colour=420,350,440,46,32855a,40,40 >/dev/null 2>&1 || break
      sleep 0.25
    done
    continue
  fi
  # (from the 150th look on, both play all-in every turn, or call where all-in is not open to them
  #  (facing an all-in they cover): how long a tournament lasts depends on its fresh seed, and the
  #  loop must reach the end on any seed, on any machine's speed)
  if [ "$i" -gt 150 ]; then
    if jq -e '.widgets[] | select(.name == "table.allin" and .enabled)' "$FELT_WIDGET_DUMP" >/dev/null 2>&1; then
      key a
    else
      key c
    fi
  elif [ $((i % 4)) -eq 0 ]; then key a
  elif [ $((i % 5)) -eq 0 ]; then click_name table.call --if-shown
  else key c
  fi
  key w   # after busting: watch the rest (and otherwise the why-here panel, toggled)
  sleep 0.2
done
grep -qs 'wins the tournament' "$prefdir"/histories/*.txt || fail "the tournament did not end in 400 looks at the screen ($handoffs hand-offs)"
[ "$handoffs" -ge 2 ] || fail "the hand-off screen was seen $handoffs time(s)"
# (the title may be gold: a person often wins here)
wait_for results varied=300,60,560,60,10 bright=280,150,720,140,400 || fail "no results screen"
grep -qs 'wins the tournament' "$prefdir"/histories/*.txt || fail "the hand history has no winner"
# the hand history is written from the public view: no 'Dealt to' line for anybody
if grep -qs '^Dealt to' "$prefdir"/histories/*.txt; then fail "the hand history shows someone's hole cards"; fi
grep -qs 'Ana' "$prefdir"/histories/*.txt && grep -qs 'Ben' "$prefdir"/histories/*.txt || fail "the names typed are not in the hand history"
quit_felt
# the tournament's PokerStars summary beside its history: three places, Ana and Ben among them,
# and no "You finished" line (hot-seat has no single hero)
summary=$(ls "$prefdir"/histories/*-summary.txt 2>/dev/null | head -1)
[ -n "$summary" ] || fail "no tournament summary beside the history"
head -1 "$summary" | grep -q "^PokerStars Tournament #[0-9]*, No Limit Hold'em\$" || fail "the summary has no PokerStars title"
[ "$(grep -c '^  [1-3]: ' "$summary")" -eq 3 ] || fail "the summary does not place three players: $(cat "$summary")"
grep -q '^  [1-3]: Ana ' "$summary" && grep -q '^  [1-3]: Ben ' "$summary" || fail "the summary does not name Ana and Ben"
if grep -q '^You finished' "$summary"; then fail "a hot-seat summary speaks to one person"; fi
echo "ok: two people played a 3-handed hot-seat tournament to its end behind hand-off screens ($handoffs seen)"
EOS
xvfb_run "$felt" "$cli" "$probe" "$scratch" "$prefdir"
