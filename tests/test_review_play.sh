#!/usr/bin/env bash
# test_review_play.sh — the replayer and the statistics in the real window, under Xvfb with
# xdotool: deal a tournament, play some hands, open "Review hands" from the pause menu, step back
# and forth by keys (a moment reached by stepping on is drawn exactly as the same moment rebuilt),
# open the hand list, play on from a past moment (a practice save of its own; the tournament's
# autosave untouched), then the statistics kept for the person, and the autosave replayed.
# usage: test_review_play.sh FELT_BINARY PNG_PROBE
set -uo pipefail
felt=$1
probe=$2
. "$(dirname "$0")/lib/check.sh"
xvfb_prepare compare
xvfb_inner <<'EOS'
felt=$1; probe=$2; scratch=$3; prefdir=$4
click_pause=0.25
# a picture with the pointer parked at the window's right edge, clear of any tooltip
shot() { park; sleep 0.35; import -window root "$scratch/$1.png" 2>/dev/null || fail "screenshot $1"; }
same() { [ "$(compare -metric AE "$scratch/$1.png" "$scratch/$2.png" null: 2>&1)" = "0" ]; }
replayer=(bright=755,585,505,25,40 varied=755,610,505,95,12 bright=20,585,500,110,40 colour=250,345,170,30,1d6a45,45,40)

# 1. a six-handed tournament, seed 4242, a few hands played by keys
start_felt 1
for _ in 1 2 3 4 5; do   # N again if the first key reached a window still settling
  key n
  sleep 0.4
  shot setup0
  "$probe" "$scratch/setup0.png" bright=122,60,360,40,300 >/dev/null 2>&1 && break
done
click_name setup.seed
for _ in 1 2 3 4 5 6 7 8 9 10; do key BackSpace; done
xdotool type --window "$wid" --delay 30 4242
key Return
click_name setup.deal
sleep 1.0
for _ in $(seq 1 12); do key c; done
sleep 0.5

# 2. the pause menu's "Review hands": the replayer, where the log ends
key Escape
sleep 0.3
shot menu
click_name button.review_hands
sleep 0.6
shot r0
"$probe" "$scratch/r0.png" "${replayer[@]}" || fail "Review hands did not open the replayer"
# the previous hand from its deal (Up), then its end (End), back to the deal (Home)
key Up;   shot r1
key End;  shot r2
key Home; shot r3
same r1 r2 && fail "End shows the same picture as the deal"
same r1 r3 || fail "Home does not show the deal as Up showed it ($(compare -metric AE "$scratch/r1.png" "$scratch/r3.png" null: 2>&1) pixels differ)"
# step on one command at a time to the end: the same picture as End rebuilt it
for _ in $(seq 1 40); do key Right; done
sleep 0.5
shot r4
same r2 r4 || fail "stepping on to the end differs from End ($(compare -metric AE "$scratch/r2.png" "$scratch/r4.png" null: 2>&1) pixels)"
key Left; shot r5
same r4 r5 && fail "Left did not step back"
# the hand list, and closing it
key l; shot list
"$probe" "$scratch/list.png" bright=300,90,680,520,600 || fail "the hand list shows no hands"
key Escape; shot r6
same r5 r6 || fail "closing the hand list changed the table"

# 3. play on from this moment: the tournament left is saved as it stood (its autosave holds every
#    command so far), the practice game has a save of its own and never writes the autosave
grep -E '^c ' "$prefdir/autosave.felt" >"$scratch/c-before"
key p
sleep 0.6
shot practice
"$probe" "$scratch/practice.png" colour=250,345,170,30,1d6a45,45,40 varied=616,662,650,44,12 || fail "Play on did not open the table"
cp "$prefdir/autosave.felt" "$scratch/autosave-left.felt"
grep -E '^c ' "$scratch/autosave-left.felt" >"$scratch/c-left"
head -n "$(wc -l <"$scratch/c-before")" "$scratch/c-left" | cmp -s - "$scratch/c-before" ||
  fail "the autosave left behind is not the tournament as it was"
for _ in $(seq 1 10); do key c; done
sleep 0.5
quit_felt   # saves the practice game as it stands
practice=$(ls "$prefdir"/practice-*.felt 2>/dev/null | head -n1)
[ -n "$practice" ] || fail "no practice save: $(ls "$prefdir")"
cmp -s "$prefdir/autosave.felt" "$scratch/autosave-left.felt" || fail "the practice game wrote the tournament's autosave"
[ "$(grep -c '^c ' "$practice")" -gt "$(wc -l <"$scratch/c-left")" ] || fail "the practice save holds no move played on"
quit_felt

# 4. the statistics counted the hands the person played (practice hands not counted)
[ -s "$prefdir/stats.json" ] || fail "no stats.json after playing hands"
grep -q '"name":[[:space:]]*"You"' "$prefdir/stats.json" || fail "stats.json has no record for You: $(head -c 400 "$prefdir/stats.json")"
hands=$(grep -m1 '"hands":' "$prefdir/stats.json" | tr -dc 0-9)
[ "${hands:-0}" -ge 1 ] || fail "stats.json counts no hands"
start_felt 2
# T opens the statistics (pressed again if the settling window lost it)
press_until t stats bright=80,110,440,420,1500
"$probe" "$scratch/stats.png" bright=80,110,440,420,1500 || fail "the statistics screen is empty"
# Review saved tournament (R): the autosave in the replayer
key r
sleep 0.6
shot saved
"$probe" "$scratch/saved.png" "${replayer[@]}" || fail "the saved tournament did not open in the replayer"
key Escape
shot back
"$probe" "$scratch/back.png" bright=80,110,440,420,1500 || fail "Close did not return to the statistics"
quit_felt
echo "ok: reviewed hands by keys, played on from a past moment, statistics kept and shown"
EOS
xvfb_run "$felt" "$probe" "$scratch" "$prefdir"
