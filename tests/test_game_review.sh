#!/usr/bin/env bash
# test_game_review.sh — the hand replayer and the statistics screen, headless (felt --screenshot):
# the replayer draws exactly the table the person saw at that moment (pixels compared with the
# live table: the bots' hole cards stay face down), with its log and controls; the statistics
# screen shows a person's figures and chart from a stats.json, counts a tournament played into
# it, and a corrupt stats.json is moved aside with a notice naming file, field and value. Each
# at 1280x720 and 1024x600.
# usage: test_game_review.sh FELT PNG_PROBE SOURCE_DIR
set -uo pipefail
felt=$1
probe=$2
src=$3
. "$(dirname "$0")/lib/check.sh"
screens_prepare
# same NAME_A NAME_B W H X Y: the two pictures agree pixel for pixel in that region
same() {
  convert "$scratch/$1.png" -crop "$3x$4+$5+$6" +repage "$scratch/$1-crop.png" &&
    convert "$scratch/$2.png" -crop "$3x$4+$5+$6" +repage "$scratch/$2-crop.png" || { fail "cannot crop $1/$2"; return; }
  local ae
  ae=$(compare -metric AE "$scratch/$1-crop.png" "$scratch/$2-crop.png" null: 2>&1)
  echo "-- $1 vs $2 in $3x$4+$5+$6: $ae pixels differ"
  [ "$ae" = "0" ] || fail "$1 and $2 differ in $3x$4+$5+$6 ($ae pixels)"
}
command -v compare >/dev/null || { echo "FAIL: ImageMagick's compare is not installed (tools/test installs it)"; exit 1; }

# 1. The replayer where the log ends (hand 9, the person to act): felt, the person's cards face
#    up, a bot's cards face down (the card back's red, little white), the log and the controls.
for size in 1280x720 1024x600; do
  shot "replay-$size" --screen replay --seats 6 --seed 11 --hands 8 --size "$size" && check "replay-$size" \
    colour=540,250,200,40,1d6a45,45,40 \
    bright=575,430,130,110,2500 \
    colour=615,78,50,48,88151e,40,30 nocolour=615,78,50,48,f6f6f3,30,25 \
    bright=20,585,500,110,40 \
    bright=755,585,505,25,40 varied=755,610,505,95,12
  # the same moment on the live table: every seat, card, chip and marker drawn the same
  shot "live-$size" --seats 6 --seed 11 --hands 8 --size "$size"
  if [ "$size" = 1280x720 ]; then same "live-$size" "replay-$size" 1280 545 0 0; else same "live-$size" "replay-$size" 1024 450 0 0; fi
done
# F1 in the replayer lists the replayer's keys (eight rows, text at the top of the left column),
# not the table's eleven (whose last rows would fill the bottom of that column)
shot replay-keys --screen replay --seats 6 --seed 11 --hands 8 --press f1 && check replay-keys \
  bright=222,225,400,40,100 nocolour=222,462,400,80,f2efe6,50,0.5
# and at ten seats, where the corner seats sit close to the log and the controls
shot replay10 --screen replay --seats 10 --seed 3 --hands 12 && check replay10 \
  colour=540,250,200,40,1d6a45,45,40 bright=20,585,500,110,40 bright=755,585,505,25,40
shot live10 --seats 10 --seed 3 --hands 12 && same live10 replay10 1280 545 0 0

# 2. Statistics from a stats.json: the table of figures, the chart's won (gold) and in-the-money
#    (green) points, the latest finishes.
cp "$src/tests/review/stats.json" "$prefdir/stats.json"
for size in 1280x720 1024x600; do
  shot "stats-$size" --screen stats --size "$size" && check "stats-$size" \
    bright=80,110,440,420,1000 colour=610,140,570,270,e6b24a,40,0.1 colour=610,140,570,270,5cb85c,40,0.3 \
    bright=570,500,600,90,300
done
cmp -s "$prefdir/stats.json" "$src/tests/review/stats.json" || fail "a headless run changed stats.json"

# 3. A tournament played by a bot in the person's seat is counted (in memory: headless runs never
#    write the player's files) and shown first: one finish listed where Ana's list has four
shot stats-played --screen stats --seats 4 --seed 7 && check stats-played bright=80,110,440,420,1500 \
  varied=570,505,600,22,10 nocolour=570,530,600,60,f2efe6,80,1
shot stats-ana --screen stats && check stats-ana colour=570,530,600,60,f2efe6,80,1
cmp -s "$prefdir/stats.json" "$src/tests/review/stats.json" || fail "a headless tournament wrote stats.json"

# 4. A corrupt stats.json: moved aside, a notice naming the file, the field and the value, and the
#    screen still there (empty statistics)
sed 's/"hands": 1541/"hands": -4/' "$src/tests/review/stats.json" >"$prefdir/stats.json"
shot stats-bad --screen stats && check stats-bad bright=340,220,600,140,800
grep -q 'stats.json:[0-9]*: people\[0\].hands: expected a whole number from 0 to [0-9]*, got -4' "$scratch/stats-bad.log" ||
  fail "the notice does not name file, line, field and value: $(cat "$scratch/stats-bad.log")"
ls "$prefdir"/stats.json.bad-* >/dev/null 2>&1 || fail "the bad stats.json was not moved aside: $(ls "$prefdir")"
[ -e "$prefdir/stats.json" ] && fail "the bad stats.json is still in place"

screens_done "the replayer and the statistics rendered and checked"
