#!/usr/bin/env bash
# test_game_explain.sh — the hot-seat hand-off and the table that explains itself, rendered headless
# (felt --screenshot) and checked region by region: the hand-off screen covers the table and shows
# no face-up hole card; Space behind it shows that person's cards; the hint panel (H), the
# why-here panel (W), the pot notes at a side-pot showdown and the keys overlay (F1), at 1280x720
# and 1024x600.
# usage: test_game_explain.sh FELT PNG_PROBE SOURCE_DIR
set -uo pipefail
felt=$1
probe=$2
src=$3
. "$(dirname "$0")/lib/check.sh"
screens_prepare
for size in 1280x720 1024x600; do
  # the hand-off: the dark panel over the table, its title and button; the person's seat at the
  # bottom shows card backs (red), never white faces
  shot "handoff-$size" --people 3 --seats 6 --seed 7 --hands 2 --size "$size" && check "handoff-$size" \
    colour=370,185,540,10,0a1012,12,90 bright=420,268,440,30,100 colour=420,350,440,46,32855a,40,40 \
    nocolour=580,440,120,90,f4f1ea,40,3
  # Space: the same moment with the person's cards face up and the action bar
  shot "revealed-$size" --people 3 --seats 6 --seed 7 --hands 2 --size "$size" --press space && check "revealed-$size" \
    bright=575,430,130,110,2500 varied=640,655,626,55,12 nocolour=370,185,540,10,0a1012,12,90
  # H: the hint panel bottom left, with its lines of text
  shot "hint-$size" --seats 8 --hands 7 --size "$size" --press h && check "hint-$size" \
    colour=20,470,400,6,0b1113,14,60 bright=20,500,400,200,600
  # W: why the markers are where they are
  shot "why-$size" --seats 8 --hands 7 --size "$size" --press w && check "why-$size" \
    colour=345,125,590,8,0b1113,14,45 bright=400,160,520,170,500
  # F1: every key
  shot "keys-$size" --seats 6 --hands 1 --size "$size" --press f1 && check "keys-$size" \
    bright=200,120,880,420,2000
done
# pot notes at a three-way side-pot showdown: the panel between the top seat and the board
shot potnotes --scenario "$src/tests/scenarios/game_side_pots.json" && check potnotes \
  colour=325,142,630,6,0b1113,14,60 bright=330,160,620,60,400
screens_done "ok: hand-off, hint, why-here, pot notes and keys screens"
