#!/usr/bin/env bash
# test_practice_screens.sh — the practice screens rendered headless (felt --screenshot) and checked
# region by region: the practice menu, a button drill (the seats before the deal, the three discs
# waiting in the tray, nothing posted yet), a side-pot drill (every seat's chips in front of it,
# the pot controls), and the feedback after a wrong answer (the verdict in red, the engine's pots
# in green on the felt, the rule cited in gold), at 1280x720 and at 1024x600; the shadow dealer
# stopped at a duty; a follow-action drill's pushed chips, its controls and its feedback; progress
# files good and bad.
# usage: test_practice_screens.sh FELT PNG_PROBE SOURCE_DIR
set -uo pipefail
felt=$1
probe=$2
src=$3
. "$(dirname "$0")/lib/check.sh"
screens_prepare
for size in 1280x720 1024x600; do
  # The menu: ten topic rows of text on the left, the chart's frame and the shadow-dealer box on the
  # right, the Start button (green) at the bottom right.
  shot "menu-$size" --screen practice --size "$size" && check "menu-$size" size="$size" \
    bright=80,120,440,360,1000 varied=660,130,540,240,3 bright=660,420,540,140,600 \
    colour=970,628,226,42,2f8a55,60,40
  # Enter on the menu starts the drills, as the Start button's key says (a focus put on the first
  # topic took the Enter and unticked it): the drill's panel and its text stand bottom left, where
  # the menu has at most a line (the drill is drawn at random, so its table is not looked at: a
  # floor ruling covers the felt with its question)
  shot "menu-enter-$size" --screen practice --size "$size" --press enter && check "menu-enter-$size" size="$size" \
    bright=20,580,520,70,600
  # A button drill: the question's text (bottom left), the seats' plates, and the discs in the tray
  # (the white button, the blue SB, the gold BB); the middle of the felt empty: nothing is posted.
  shot "button-$size" --drill button:1:2 --size "$size" && check "button-$size" size="$size" \
    bright=20,580,520,70,1500 \
    colour=740,590,140,34,f7f5ee,40,3 colour=740,590,140,34,3b6fd8,40,3 colour=740,590,140,34,e0a526,40,3 \
    colour=300,200,680,200,$felt_green,45,60 \
    nocolour=300,150,680,260,f7f5ee,30,0.05
  # A side-pot drill: chips stand in front of the seats (the felt between the seats and the middle
  # is varied), the question and the pot controls have text.
  shot "sidepots-$size" --drill side-pots:3 --size "$size" && check "sidepots-$size" size="$size" \
    varied=200,120,880,300,25 bright=20,580,520,70,1500 bright=740,560,520,140,800
  # The feedback after a wrong answer: "Not quite" in red, the engine's pots tagged in green in the
  # middle, the rule's number and title in gold with its text, the Next button.
  shot "feedback-$size" --screen feedback --drill side-pots:3 --size "$size" && check "feedback-$size" size="$size" \
    colour=20,560,200,36,d9534f,50,4 colour=400,190,480,60,5cc27a,50,1 \
    colour=740,560,520,30,e6b24a,50,2 bright=740,590,520,60,60 colour=1070,655,190,50,2f8a55,60,30
done
# Following the action (a string bet): the seat's pushed chips stand on the felt by denomination,
# the first motion's pile and the second's beside it (varied: chips, not bare felt), above the
# bottom panels; the announcing controls are named in the widget dump; the feedback writes the
# announcement in green by the piles.
for size in 1280x720 1024x600; do
  dump="$scratch/follow-$size.json"
  FELT_WIDGET_DUMP="$dump" shot "follow-$size" --drill follow-action:11:5 --size "$size" || continue
  for n in action.pushed action.second action.call action.raise action.string amount; do
    jq -e --arg n "$n" '.widgets[] | select(.name == $n)' "$dump" >/dev/null || fail "follow-$size: no $n in the widget dump"
  done
  for n in action.pushed action.second; do
    r=$(jq -r --arg n "$n" '.widgets[] | select(.name == $n) | .rect | map(floor) | join(",")' "$dump")
    [ -n "$r" ] && [ $(( $(echo "$r" | cut -d, -f2) + $(echo "$r" | cut -d, -f4) )) -lt 552 ] ||
      fail "follow-$size: $n at '$r' meets the bottom panels"
    [ -n "$r" ] && check "follow-$size" size="$size" varied="$r",25
  done
  r=$(jq -r '.widgets[] | select(.name == "action.pushed") | .rect | map(floor) | "\(.[0] - 150),\(.[1]),330,\(.[3] + 90)"' "$dump")
  shot "follow-fb-$size" --screen feedback --drill follow-action:11:5 --size "$size" &&
    check "follow-fb-$size" size="$size" colour="$r",5cc27a,60,0.5 colour=20,560,200,36,d9534f,50,4
done
# The shadow dealer: a bot tournament stopped at its first duty (who acts first before the flop),
# and, further on, at a new hand's button and blinds: the question under the live table.
shot shadow --screen shadow --seed 3 && check shadow size=1280x720 \
  bright=20,580,520,70,1200 colour=300,200,680,200,$felt_green,45,50 bright=100,20,1100,500,3000
shot shadow-button --screen shadow --seed 3 --drill button && check shadow-button size=1280x720 \
  colour=740,590,140,34,f7f5ee,40,3 colour=740,590,140,34,e0a526,40,3 bright=20,580,520,70,1200
# A button drill's feedback: the discs have left the tray for the engine's seats on the table (the
# BB's gold, exactly: the seat numbers' gold is another).
shot feedback-button --screen feedback --drill button:1:2 && check feedback-button size=1280x720 \
  colour=20,560,200,36,d9534f,50,4 colour=140,60,1000,470,e0a526,20,0.02 nocolour=740,590,140,34,e0a526,20,1
# Bad --drill values are refused with a message, not a crash.
if "$felt" --data "$src" --screenshot "$scratch/bad.png" --drill nosuch:1 >"$scratch/bad.log" 2>&1; then
  echo "FAIL an unknown drill topic was accepted"; fails=$((fails + 1))
elif ! grep -q "unknown topic 'nosuch'" "$scratch/bad.log"; then
  echo "FAIL an unknown drill topic gave: $(cat "$scratch/bad.log")"; fails=$((fails + 1))
fi
if "$felt" --data "$src" --screenshot "$scratch/bad2.png" --screen feedback >"$scratch/bad2.log" 2>&1 ||
   ! grep -q "needs --drill" "$scratch/bad2.log"; then
  echo "FAIL --screen feedback without --drill: $(cat "$scratch/bad2.log")"; fails=$((fails + 1))
fi
# Headless pictures never count as practice: no progress file appears.
if [ -e "$XDG_DATA_HOME/felt/practice.json" ]; then
  echo "FAIL a screenshot run wrote practice.json"; fails=$((fails + 1))
fi
# Progress kept from earlier runs: the menu's chart draws it (a gold line through the points).
mkdir -p "$XDG_DATA_HOME/felt"
cat >"$XDG_DATA_HOME/felt/practice.json" <<'EOF'
{ "version": 1,
  "topics": { "side-pots": { "asked": 6, "right": 3, "seconds": 61.5, "history": [
      { "when": 1700000000000, "asked": 2, "right": 0 }, { "when": 1700000100000, "asked": 2, "right": 1 },
      { "when": 1700000200000, "asked": 2, "right": 2 } ] } },
  "shadow": { "duties": 4, "right": 3 } }
EOF
shot menu-progress --screen practice && check menu-progress colour=700,140,490,200,e6b24a,40,0.5
[ -e "$XDG_DATA_HOME/felt/practice.json" ] || { echo "FAIL a good practice.json was moved"; fails=$((fails + 1)); }
# A bad progress file is moved aside with a notice naming the file, the field and the value.
bad_progress() { # name content expected-message
  rm -f "$XDG_DATA_HOME"/felt/practice.json*
  printf '%s' "$2" >"$XDG_DATA_HOME/felt/practice.json"
  shot "$1" --screen practice && check "$1" colour=330,220,620,60,e6b24a,40,2
  grep -qF "$3" "$scratch/$1.log" || { echo "FAIL $1: no message '$3' in: $(cat "$scratch/$1.log")"; fails=$((fails + 1)); }
  ls "$XDG_DATA_HOME"/felt/practice.json.bad-* >/dev/null 2>&1 || { echo "FAIL $1: the bad file was not moved aside"; fails=$((fails + 1)); }
  if [ -e "$XDG_DATA_HOME/felt/practice.json" ]; then echo "FAIL $1: the bad file is still in place"; fails=$((fails + 1)); fi
}
bad_progress progress-notjson '{ "version": 1, "topics": ' "practice.json:1:27: syntax error near end of file"
bad_progress progress-right '{"version":1,"topics":{"button":{"asked":2,"right":5}}}' \
  'topics.button.right: expected at most "asked", got 5'
bad_progress progress-topic '{"version":1,"topics":{"buton":{"asked":1,"right":1}}}' 'got unknown key "buton"'
bad_progress progress-history '{"version":1,"topics":{"reopen":{"asked":1,"right":1,"history":[{"when":-4,"asked":1,"right":1}]}}}' \
  'topics.reopen.history[0].when: expected an integer from 0'
screens_done "the practice screens rendered and checked"
