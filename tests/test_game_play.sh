#!/usr/bin/env bash
# test_game_play.sh — plays the real game as a person would: under Xvfb, with xdotool keys and
# clicks. Starts Felt, opens the set-up, deals a 3-handed turbo, acts by keys and by clicks,
# quits mid-tournament, restarts, continues (the save must be exactly the one left), plays the
# tournament to its end, and checks the results screen, the hand history it wrote and the
# tournament summary (the same as a replay of the whole save writes).
# usage: test_game_play.sh FELT_BINARY FELT_CLI PNG_PROBE
set -uo pipefail
felt=$1
cli=$2
probe=$3

. "$(dirname "$0")/lib/check.sh"
xvfb_prepare
xvfb_inner <<'EOS'
felt=$1; cli=$2; probe=$3; scratch=$4; prefdir=$5
started=$(date +%s)

# 1. start screen, then the set-up by keyboard (N), table size 3 by clicks on the chooser
start_felt 1
wait_for start bright=400,180,480,60,200 || fail "the start screen shows no title"
# N opens the set-up (pressed again if the settling window lost it)
press_until n setup0 bright=122,60,360,40,300
sleep 0.3
shot setup
# the table chooser: click its right half six times (6 -> 2 wraps? no: 6,7,8,9,10,2,3)
for _ in 1 2 3 4 5 6; do click_name setup.table_size; done
# seed: clear and type 4242
click_name setup.seed
for _ in 1 2 3 4 5 6 7 8 9 10; do key BackSpace; done
xdotool type --window "$wid" --delay 30 4242
sleep 0.2
shot setup2
key Return   # leaves the seed field
sleep 0.2
# Deal (bottom right of the set-up panel)
click_name setup.deal
sleep 1.0
shot table1
"$probe" "$scratch/table1.png" colour=560,260,160,60,1d6a45,40,20 || fail "no table after Deal"
[ -s "$prefdir/autosave.felt" ] || fail "no autosave after the deal"

# 2. act: keys c (check/call) and one click on the Call/Check button, a few hands
for i in $(seq 1 8); do
  key c
  if [ $((i % 4)) -eq 0 ]; then click_name table.call --if-shown; fi   # the Check/Call button
done
shot midgame
cp "$prefdir/autosave.felt" "$scratch/before-quit.felt"
hands_before=$(grep -c '^hand ' "$scratch/before-quit.felt" || true)
quit_felt

# 3. the save left on quitting is the tournament so far: continue it
cmp -s "$prefdir/autosave.felt" "$scratch/before-quit.felt" || {
  # quitting saves once more; it must hold at least the hands saved before
  after=$(grep -c '^hand ' "$prefdir/autosave.felt" || true)
  [ "$after" -ge "$hands_before" ] || fail "quitting lost hands ($hands_before -> $after)"
}
cp "$prefdir/autosave.felt" "$scratch/at-quit.felt"
"$cli" replay "$scratch/at-quit.felt" >"$scratch/replay1.txt" 2>&1 || fail "the save left on quitting does not replay: $(cat "$scratch/replay1.txt")"
start_felt 2
wait_for start2 bright=400,180,480,60,200 || fail "the start screen did not come back"
key c          # Continue
sleep 0.8
shot continued
"$probe" "$scratch/continued.png" colour=560,260,160,60,1d6a45,40,20 || fail "Continue did not open the table"
quit_felt
# nothing was played between Continue and quitting: the save must replay, and hold the same
# commands and the same state hash after every hand as the one left on quitting
"$cli" replay "$prefdir/autosave.felt" >"$scratch/replay2.txt" 2>&1 || fail "the resumed save does not replay"
grep -E '^(c|h) ' "$scratch/at-quit.felt" >"$scratch/h1"
grep -E '^(c|h) ' "$prefdir/autosave.felt" >"$scratch/h2"
[ -s "$scratch/h1" ] || fail "the save left on quitting has no commands"
cmp -s "$scratch/h1" "$scratch/h2" || fail "the tournament after Continue differs from the one left: $(diff "$scratch/h1" "$scratch/h2" | head -5)"

# 4. continue again and play to the end (keys only), then the results screen
start_felt 3
wait_for start3 bright=400,180,480,60,200 || fail "the start screen did not come back"
key c
sleep 0.5
for i in $(seq 1 600); do
  key c
  if [ $((i % 3)) -eq 0 ]; then click_name table.call --if-shown; fi      # Check/Call by mouse too
  if [ $((i % 25)) -eq 0 ]; then
    key a; key w   # an all-in now and then ends it sooner; W watches on if the person is out
    if grep -qs 'wins the tournament' "$prefdir"/histories/*.txt; then break; fi
  fi
done
# the results come by themselves a moment after the last hand
wait_for results bright=400,60,480,60,150 bright=280,150,720,140,400 || fail "no results screen"
grep -qs 'wins the tournament' "$prefdir"/histories/*.txt || fail "the hand history has no winner: $(ls -l "$prefdir/histories"; tail -n 4 "$prefdir"/histories/*.txt)"
quit_felt
# 5. for trackers: every hand is dated by the real clock at its deal (never the writer's default
# evening, 2026/01/01 20:00 ET on by two minutes a hand), the save holds those times, so a replay
# of it writes the same header lines
grep -h '^PokerStars Hand #' "$prefdir"/histories/*[0-9].txt | sort -u >"$scratch/game-headers"
[ -s "$scratch/game-headers" ] || fail "no hand headers in the game's histories"
days="$(TZ=America/New_York date -d @$started +%Y/%m/%d)|$(TZ=America/New_York date +%Y/%m/%d)"
if grep -Ev " - ($days) [0-9:]+ ET\$" "$scratch/game-headers" | head -3 | grep .; then
  fail "hands not dated today (ET) by the real clock"
fi
grep -Eq '^c next_hand [0-9]{10}$' "$prefdir/autosave.felt" || fail "the save holds no deal times"
mkdir -p "$scratch/rehh"
"$cli" replay "$prefdir/autosave.felt" --hh "$scratch/rehh" >/dev/null 2>&1 || fail "the finished save does not replay"
grep -h '^PokerStars Hand #' "$scratch"/rehh/*[0-9].txt | sort -u >"$scratch/replay-headers"
[ -z "$(comm -23 "$scratch/replay-headers" "$scratch/game-headers")" ] ||
  fail "the replay dates hands otherwise: $(comm -23 "$scratch/replay-headers" "$scratch/game-headers" | head -2)"
# this tournament was resumed: its PokerStars summary is written all the same, counting the hands
# before Continue (entrants, places, prizes, the first hand's time) as the replay of the whole
# save does; only the game's own summary speaks to the person
summary=$(ls "$prefdir"/histories/*-summary.txt 2>/dev/null | head -1)
resum=$(ls "$scratch"/rehh/*-summary.txt 2>/dev/null | head -1)
if [ -z "$summary" ]; then
  fail "no summary of the resumed tournament: $(ls "$prefdir/histories")"
elif [ -z "$resum" ]; then
  fail "the replay of the save wrote no summary to compare with: $(ls "$scratch/rehh")"
else
  grep -q '^You finished in [1-3]' "$summary" || fail "the summary does not tell the person their place: $(cat "$summary")"
  diff <(grep -v '^You finished' "$summary") <(grep -v '^You finished' "$resum") >"$scratch/summary.diff" ||
    fail "the resumed game's summary differs from the whole tournament's: $(cat "$scratch/summary.diff")"
fi
echo "ok: played a 3-handed tournament by keys and clicks, quit, continued and finished it"
EOS
xvfb_run "$felt" "$cli" "$probe" "$scratch" "$prefdir"
