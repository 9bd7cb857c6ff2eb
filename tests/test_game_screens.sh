#!/usr/bin/env bash
# test_game_screens.sh — renders the game's screens headless (felt --screenshot) and checks each
# picture region by region: the table at 2, 6 and 10 seats mid-hand, a side-pot showdown, a dead
# button, the set-up, settings, start and results screens, at 1280x720 and at 2560x1440 (HiDPI).
# usage: test_game_screens.sh FELT PNG_PROBE SOURCE_DIR
set -uo pipefail
felt=$1
probe=$2
src=$3
. "$(dirname "$0")/lib/check.sh"
screens_prepare
# The table mid-hand at 2, 6 and 10 seats: felt in the middle, the person's two cards face up
# (white), the action bar (buttons drawn: varied pixels), the level panel's text, the log's text.
for seats in 2 6 10; do
  shot "table$seats" --seats "$seats" --seed 11 --hands 1 && check "table$seats" size=1280x720 \
    colour=540,250,200,40,$felt_green,45,40 \
    bright=575,430,130,110,2500 \
    varied=640,655,626,55,12 \
    bright=20,20,250,80,150 \
    bright=20,600,320,100,40
done
# An ante level (level 6 of the turbo): the ante stands on the level's line, top right of the
# level panel (after the blinds it ran out of the panel, "Blinds 100/200  An…"); before the flop
# the antes stand in the middle as a pile labelled "Antes 75" (they were in no bet and no pot yet,
# so nothing was drawn for them). The seed is one whose bots are still playing at hand 50 with the
# person still in (seed 11's tournament ended before level 6 with the bots of issue 26, seed 12's once
# the hard bots played push/fold by the chart)
shot anteLevel --seats 9 --seed 27 --hands 50 && check anteLevel size=1280x720 bright=150,20,80,20,30 \
  bright=600,218,80,22,40 varied=620,168,40,36,15
# A six-seat table whose button and big blind belong to the upper side seats: the discs stand on
# the felt beside the plates (white D right of the left plate, gold BB left of the right one), not
# on the left plate's style tag and status line (where the D sat)
shot discs6 --seats 6 --seed 5 --hands 8 && check discs6 size=1280x720 \
  colour=251,197,20,20,f7f5ee,40,20 colour=1008,197,20,20,e0a526,40,20 nocolour=100,186,136,40,f7f5ee,30,8
# A ten-seat table whose small blind is the lower left seat: the SB disc stands on the felt beside
# the seat's cards (it sat on them), and no blue of it is on the cards
shot discs10 --seats 10 --seed 5 --hands 3 && check discs10 size=1280x720 \
  nocolour=290,445,60,50,3b6fd8,40,0.5 colour=365,454,26,26,3b6fd8,40,20
# The same table on a HiDPI output: textures at the real pixel size (the probe scales regions).
shot table6hidpi --seats 6 --seed 11 --hands 1 --size 2560x1440 && check table6hidpi size=2560x1440 \
  colour=540,250,200,40,$felt_green,45,40 bright=575,430,130,110,2500 varied=640,655,626,55,12
# A side-pot showdown: cards face up at three seats and three pots' labels in the middle.
shot sidepots --scenario "$src/tests/scenarios/game_side_pots.json" --until-event pot && check sidepots size=1280x720 \
  bright=440,240,400,100,8000 varied=440,180,400,60,10
# Shown hands stand clear of their plates (issue 21 item 5): Rita's whole cards above her plate
# (tucked under it, their lower half was hidden), Leo's beside his plate, clear of the level panel.
check sidepots size=1280x720 bright=128,332,80,70,2600 bright=250,135,82,68,2600
# Before the flop, bets in front and no pile yet: the total pot (pots and bets) in gold under
# the board (issue 21 item 9).
shot totalpot --seats 9 --seed 5 --hands 2 && check totalpot size=1280x720 colour=570,342,140,24,e6b24a,60,3
# A dead button: the hollow button with its DEAD tag (red pixels) somewhere around the table.
shot deadbutton --scenario "$src/docs/scenarios/dead-button.json" && check deadbutton size=1280x720 \
  colour=0,0,1280,560,d9534f,40,0.005
for screen in start setup settings; do
  shot "$screen" --screen "$screen" && check "$screen" size=1280x720 varied=300,40,680,600,8 bright=300,40,680,600,400
done
# the title whatever the finish (cream, or gold for a win: the bots decide which), the standings
shot results --screen results --seats 4 --seed 5 && check results size=1280x720 \
  varied=400,60,480,60,15 bright=280,150,720,140,400
screens_done "all screens rendered and checked"
