#!/usr/bin/env bash
# test_game_bet_bb.sh — bet sizes in big blinds as well as chips, driven as a person does it: the
# real window under Xvfb, real keys and clicks (xdotool), two people heads-up so every action is
# the test's own.
#  - B switches the amount box to big blinds: the box reads the minimum raise in big blinds, the
#    switch says "BB", the choice is written to settings.json at once.
#  - Typing 2-.-5 in the box and Enter raises to 2.5 big blinds (50 chips at 10/20), not to 2 or
#    25 or 5.
#  - The Raise button and the presets give the size in both units; the next person's box is in
#    big blinds too (one setting), and a click on the switch puts it back to chips, saved.
# usage: test_game_bet_bb.sh FELT_BINARY PNG_PROBE SOURCE_DIR
set -uo pipefail
felt=$1
probe=$2
src=$3

. "$(dirname "$0")/lib/check.sh"
xvfb_prepare
# the quick structure (blinds 10/20, chips of 5, 25 and 100) beside the built-in one
xvfb_data_folder
cp "$src/tests/data/quick-rebuy-break.json" "$data/levels/"
xvfb_inner <<'EOS'
felt=$1; probe=$2; scratch=$3; prefdir=$4; data=$5
save="$prefdir/autosave.felt"
settings="$XDG_CONFIG_HOME/felt/settings.json"
export FELT_ARGS="--data $data"
handoff_probe="colour=370,185,540,10,0a1012,12,90 colour=420,350,440,46,32855a,40,40 bright=480,268,320,30,200"
cards_up="bright=580,440,120,90,3000"
bar_up="colour=630,676,60,16,ca3c38,40,30"   # the Fold button of a live action bar
# label_is NAME TEXT: the control NAME in the widget dump shows TEXT (waits up to 5 s)
label() { jq -r --arg n "$1" '.widgets[] | select(.name == $n) | .label' "$FELT_WIDGET_DUMP" 2>/dev/null | head -c 200; }
label_is() {
  for _ in $(seq 1 25); do [ "$(label "$1")" = "$2" ] && return 0; sleep 0.2; done
  fail "$1 reads \"$(label "$1")\", not \"$2\""
}
label_has() {
  for _ in $(seq 1 25); do case "$(label "$1")" in *"$2"*) return 0 ;; esac; sleep 0.2; done
  fail "$1 reads \"$(label "$1")\", which has no \"$2\""
}
setting_is() {
  for _ in $(seq 1 25); do grep -q "\"bet_in_big_blinds\": $1" "$settings" 2>/dev/null && return 0; sleep 0.2; done
  fail "settings.json does not keep bet_in_big_blinds $1: $(cat "$settings" 2>/dev/null)"
}
pass_handoff() { # NAME
  wait_for "$1" $handoff_probe || fail "$1: no hand-off came"
  key space
  wait_for "$1-mine" $cards_up || { key space; wait_for "$1-mine" $cards_up; } || fail "$1: the cards were not shown"
  wait_for "$1-bar" $bar_up || fail "$1: the action bar did not come up"
}

start_felt a
wait_for start bright=400,180,480,60,200 || fail "no start screen"
press_until n setup0 bright=122,60,360,40,300 || fail "N did not open the set-up"
for _ in 1 2 3 4 5; do click_name setup.table_size; sleep 0.2; done   # 6 seats -> 2
click_name setup.seat1.name; xdotool type --window "$wid" --delay 30 Ana; key Return
click_name setup.seat2.kind; click_name setup.seat2.name; xdotool type --window "$wid" --delay 30 Ben; key Return
click_name setup.structure                                # the quick structure
click_name setup.deal

# ---- the first person: B, then 2.5 typed in big blinds ----
pass_handoff h1
label_is table.bet_units Chips
label_is table.amount 40                                  # the minimum raise, in chips
key b
label_is table.bet_units BB
label_is table.amount 2                                   # 40 chips are 2 big blinds
setting_is true
label_has table.raise "2 BB"
label_has table.raise "40"                                # both units on the button
label_has table.preset_min "BB"
shot bb-mode
click_name table.amount
for _ in 1 2 3 4 5 6 7; do key BackSpace; done
key 2; key period; key 5
label_has table.raise "2.5 BB"
shot bb-typed
key Return
# ---- the second person: still in big blinds; a click on the switch puts chips back ----
pass_handoff h2
label_is table.bet_units BB
label_is table.amount 4                                   # the minimum re-raise to 80 is 4 big blinds
click_name table.bet_units
label_is table.bet_units Chips
label_is table.amount 80
label_has table.raise "4 BB"                              # the other unit still on the button
setting_is false
shot chips-again
key c
sleep 0.5
kill -TERM "$felt_pid"; wait "$felt_pid" 2>/dev/null   # a window manager's close: the save holds the hand so far
grep -q '^c [12] raise 50$' "$save" \
  || fail "2.5 big blinds typed and Enter did not raise to 50 (see bb-typed.png): $(grep '^c ' "$save" | tr '\n' ' ')"
echo "ok: B and the switch change the box between chips and big blinds, kept in settings.json; 2.5 typed in big blinds raises to 50"
EOS
xvfb_run "$felt" "$probe" "$scratch" "$prefdir" "$data"
