#!/usr/bin/env bash
# test_game_finish.sh — what a demanding player found broken, driven as they did it: the real
# window under Xvfb, real keys and clicks (xdotool).
#  1. The bet box: click it, Backspace the amount away, type 1-2-0 key by key, Enter: the bet is
#     exactly 120 (each key used to be clamped at once: "201", "2012", then the whole stack), and
#     the next decision starts from the minimum again, not from the last size (R then bets the
#     minimum raise).
#  2. Hot-seat Continue at every kind of moment — mid-hand on each person's turn, at a hand-off,
#     at a rebuy decision, at a break: the window is closed there, Felt started again, Continue
#     pressed; the table comes back behind the hand-off of the person whose turn it is, their own
#     cards (the very pixels they saw before) shown only after Space, the players panel counting
#     the table, and the game plays on.
# usage: test_game_finish.sh FELT_BINARY PNG_PROBE SOURCE_DIR
set -uo pipefail
felt=$1
probe=$2
src=$3

. "$(dirname "$0")/lib/check.sh"
xvfb_prepare compare
# a data folder with one short structure besides the built-in one: three hands a level, a break
# after the first level and rebuys for a busted player, so each moment comes within a few hands
data="$scratch/felt-data"
mkdir -p "$data/levels"
ln -s "$src/assets" "$data/assets"
ln -s "$src/docs" "$data/docs"
cp "$src/tests/data/quick-rebuy-break.json" "$data/levels/"
xvfb_inner <<'EOS'
felt=$1; probe=$2; scratch=$3; prefdir=$4; data=$5
save="$prefdir/autosave.felt"

# Quitting as a window manager's close does: SDL turns SIGTERM into the same quit request
close_felt() {
  kill -TERM "$felt_pid"
  for _ in $(seq 1 50); do kill -0 "$felt_pid" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$felt_pid" 2>/dev/null && fail "Felt did not quit on a close request"
  wait "$felt_pid" 2>/dev/null
}
export FELT_ARGS="--data $data"
start() { # RUN: the game with the quick structure, at its start screen
  start_felt "$1"
  wait_for "start-$1" bright=400,180,480,60,200 || fail "run $1: no start screen"
}
handoff_probe="colour=370,185,540,10,0a1012,12,90 colour=420,350,440,46,32855a,40,40 bright=480,268,320,30,200"
cards_up="bright=580,440,120,90,3000"
rebuy_probe="colour=435,378,185,36,32855a,40,40 bright=440,290,400,40,150"   # the rebuy dialog: its question and green Rebuy button
break_probe="colour=970,655,250,30,32855a,40,40 bright=960,615,270,30,100"   # the break panel: time left and Skip the break
# the person's own cards at the bottom, as pixels
cards_of() { convert "$1" -crop 130x100+575+435 +repage "$2"; }
same_picture() { [ "$(compare -metric AE "$1" "$2" null: 2>&1)" = "0" ]; }

bar_up="colour=630,676,60,16,ca3c38,40,30"   # the Fold button of a live action bar
wait_handoff() { wait_for "$1" $handoff_probe || fail "$1: no hand-off came"; }
pass_handoff() { # NAME: Space on the hand-off, then the person's cards are up
  key space
  wait_for "$1" $cards_up || { key space; wait_for "$1" $cards_up; } || fail "$1: the cards were not shown after the hand-off"
}
continue_game() { # NAME: start again and press Continue
  start "$1"
  key c
  sleep 0.8
}

# Two people heads-up, no bots: every action is the test's own, so what the table must do is
# known exactly, whatever the bots of the day would play.
start a
press_until n setup0 bright=122,60,360,40,300 || fail "N did not open the set-up"
for _ in 1 2 3 4 5; do click_name setup.table_size; sleep 0.2; done   # 6 seats -> 2
click_name setup.seat1.name; xdotool type --window "$wid" --delay 30 Ana; key Return
click_name setup.seat2.kind; click_name setup.seat2.name; xdotool type --window "$wid" --delay 30 Ben; key Return
click_name setup.structure                                # the quick structure
shot setup
click_name setup.deal

# ---- 1. the bet box: the first person raises by typing 1-2-0 ----
wait_handoff h1
pass_handoff h1-mine
wait_for h1-bar $bar_up || fail "the action bar did not come up"
click_name table.amount                                   # the amount box
for _ in 1 2 3 4 5 6 7; do key BackSpace; done
key 1; key 2; key 0
shot bet-typed
key Return
# ---- the other person calls ----
wait_handoff h2
pass_handoff h2-mine
wait_for h2-bar $bar_up || fail "the action bar did not come up for the second person"
key c
# ---- 2a. the flop, the big blind's turn (cards up): close the window there and continue ----
wait_handoff h3
pass_handoff h3-mine
cards_of "$scratch/h3-mine.png" "$scratch/h3-cards.png"
close_felt
grep -q '^c 1 raise 120$\|^c 2 raise 120$' "$save" \
  || fail "typing 1-2-0 and Enter did not raise to 120 (see bet-typed.png): $(grep '^c ' "$save" | tr '\n' ' ')"
echo "ok: the amount typed key by key is the amount bet"
continue_game b
wait_for turn-after $handoff_probe || fail "Continue on a person's turn put the table up without the hand-off (turn-after.png)"
pass_handoff turn-again
cards_of "$scratch/turn-again.png" "$scratch/turn-again-cards.png"
same_picture "$scratch/h3-cards.png" "$scratch/turn-again-cards.png" \
  || fail "after Continue the cards shown are not the ones the person had (h3-mine.png, turn-again.png)"
"$probe" "$scratch/turn-again.png" $bar_up || fail "after Continue the person cannot act"
key c                                                     # check
echo "ok: Continue on a person's turn came back behind the hand-off, with that person's own cards"
# ---- 2b. at a hand-off not yet passed ----
wait_handoff h4
close_felt
continue_game c
wait_for ho-after $handoff_probe || fail "Continue at a hand-off showed no hand-off (ho-after.png)"
pass_handoff h4-mine
wait_for h4-bar $bar_up || fail "after Continue at a hand-off the person cannot act"
# ---- 1b. the next decision starts from the minimum: R bets the big blind, not 120 again ----
key r
sleep 0.5
close_felt
last=$(grep '^c [12] ' "$save" | tail -n1)
case "$last" in
  "c "?" bet 20") ;;
  *) fail "R at the next decision did not bet the minimum (20): '$last' (the last size carried over?)" ;;
esac
echo "ok: Continue at a hand-off came back to it; the next decision started from the minimum ($last)"

# ---- 2c. a rebuy decision: both people push until one busts (the structure rebuys a bust) ----
continue_game d
saw=0
for i in $(seq 1 120); do
  shot loop
  if "$probe" "$scratch/loop.png" $handoff_probe >/dev/null 2>&1; then key space; sleep 0.3; continue; fi
  if "$probe" "$scratch/loop.png" $bar_up >/dev/null 2>&1; then key a; sleep 0.2; key c; sleep 0.2; continue; fi
  if "$probe" "$scratch/loop.png" $rebuy_probe >/dev/null 2>&1; then saw=1; break; fi
  sleep 0.2
done
[ $saw = 1 ] || fail "no rebuy decision came (loop.png)"
cp "$scratch/loop.png" "$scratch/rebuy-before.png"
close_felt
continue_game e
wait_for rebuy-after $handoff_probe || fail "Continue at a rebuy decision showed no hand-off (rebuy-after.png)"
key space
wait_for rebuy-again $rebuy_probe || fail "after Continue and Space the rebuy is not offered (rebuy-again.png)"
key y
echo "ok: Continue at a rebuy decision offered it again, behind the hand-off"

# ---- 2d. the break after the first level ----
saw=0
for i in $(seq 1 120); do
  shot loop2
  if "$probe" "$scratch/loop2.png" $break_probe >/dev/null 2>&1; then saw=1; break; fi
  if "$probe" "$scratch/loop2.png" $handoff_probe >/dev/null 2>&1; then key space; sleep 0.3; continue; fi
  if "$probe" "$scratch/loop2.png" $rebuy_probe >/dev/null 2>&1; then key y; sleep 0.3; continue; fi
  if "$probe" "$scratch/loop2.png" $bar_up >/dev/null 2>&1; then key c; sleep 0.2; continue; fi
  sleep 0.2
done
[ $saw = 1 ] || fail "the break never came (loop2.png)"
close_felt
continue_game f
wait_for break-after $break_probe || fail "Continue at the break did not show the break (break-after.png)"
close_felt
echo "ok: Continue at the break came back to the break"
EOS
xvfb_run "$felt" "$probe" "$scratch" "$prefdir" "$data"
