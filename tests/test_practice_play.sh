#!/usr/bin/env bash
# test_practice_play.sh — Practice played as a person would: under Xvfb, with xdotool keys and
# clicks. Opens Practice from the start screen (P), picks one topic by clicks, answers one drill
# right (by key) and one wrong (by a click on the other button), checks the score on the summary
# and in practice.json, restarts Felt and finds the progress there (a third answer adds to it, in
# a second point of the chart), then performs a shadow-dealer duty and finds it counted. The
# engine's answers are read from the FELT_DEBUG lines the game prints when it asks a drill.
# usage: test_practice_play.sh FELT_BINARY PNG_PROBE
set -uo pipefail
felt=$1
probe=$2

. "$(dirname "$0")/lib/check.sh"
xvfb_prepare
export FELT_DEBUG=1
xvfb_inner <<'EOS'
felt=$1; probe=$2; scratch=$3; prefdir=$4
key_pause=0.25 click_pause=0.3
# every key is logged, to line it up with the game's FELT_DEBUG lines
key() { echo "$(date +%T) key $*" >&2; xdotool key --window "$wid" "$@"; sleep "$key_pause"; }
# the nth "asking" line of this run (wait for it) and whether its answer is yes
asked() {
  local n=$1
  for _ in $(seq 1 40); do
    [ "$(grep -c '^practice: asking ' "$scratch/felt-$run.log")" -ge "$n" ] && break
    sleep 0.25
  done
  grep '^practice: asking ' "$scratch/felt-$run.log" | sed -n "${n}p"
}
# practice.json without white space, for matching
progress() { tr -d ' \t\n' <"$prefdir/practice.json"; }
# the practice menu: only the topic "Does the betting re-open?" ticked (None, then its box)
only_reopen() { # by the controls' names: the rows move when the menu gains a topic
  click_name practice.none
  click_name checkbox.does_the_betting_re_open
}

# 1. the start screen, Practice by its key, one topic and Start by clicks
start_felt 1
wait_for start bright=400,180,480,60,200 || fail "the start screen shows no title"
key p
wait_for menu bright=80,110,440,380,1500 || fail "P did not open the practice menu"
only_reopen
click_name practice.start
line=$(asked 1)
echo "$line" | grep -q '^practice: asking reopen ' || fail "the first drill is not a re-open drill: '$line' ($(log | tail -3))"
wait_for drill1 bright=20,560,520,90,800 || fail "no question under the table"
# 2. right by key
if echo "$line" | grep -q '"yes":true'; then key y; else key n; fi
sleep 0.3
grep -q '^practice: reopen seed .* right; score 1/1' "$scratch/felt-1.log" || fail "the right answer was not scored: $(log | grep '^practice' | tail -2)"
shot feedback1
"$probe" "$scratch/feedback1.png" colour=20,560,200,36,5cc27a,50,4 || fail "no green 'Right' on the feedback"
key space
# 3. wrong by a click on the other button
line=$(asked 2)
[ -n "$line" ] || fail "no second drill after Space"
sleep 0.3
if echo "$line" | grep -q '"yes":true'; then click_name button.no; else click_name button.yes; fi
sleep 0.3
grep -q '^practice: reopen seed .* wrong; score 1/2' "$scratch/felt-1.log" || fail "the wrong answer was not scored: $(log | grep '^practice' | tail -2)"
shot feedback2
"$probe" "$scratch/feedback2.png" colour=20,560,200,36,d9534f,50,4 || fail "no red verdict on the feedback"
# 4. Esc: the summary, 1 of 2 right; the progress file says so
key Escape
wait_for summary bright=300,60,680,50,300 || fail "no summary after Esc"
progress | grep -q '"reopen":{"asked":2,"right":1,' || fail "practice.json does not hold 2 answers, 1 right: $(progress)"
key Escape
quit_felt

# 5. a restart finds the progress: the menu shows it, a third answer adds to it
start_felt 2
wait_for start2 bright=400,180,480,60,200 || fail "the start screen did not come back"
key p
wait_for menu2 bright=80,110,440,380,1500 || fail "P did not open the practice menu again"
only_reopen
click_name practice.start
line=$(asked 1)
echo "$line" | grep -q '^practice: asking reopen ' || fail "no re-open drill after the restart: '$line'"
if echo "$line" | grep -q '"yes":true'; then key y; else key n; fi
# the first drill after a restart may take a moment on a busy machine: up to 5 s for the grade
for _ in $(seq 1 20); do grep -q '^practice: reopen seed .* score ' "$scratch/felt-2.log" && break; sleep 0.25; done
grep -q '^practice: reopen seed .* right; score 1/1' "$scratch/felt-2.log" ||
  fail "the answer after the restart was not scored: $(grep '^practice' "$scratch/felt-2.log" | tail -3)"
progress | grep -q '"reopen":{"asked":3,"right":2,' || fail "the progress did not survive the restart: $(progress)"
[ "$(progress | grep -o '"when":' | wc -l)" -eq 2 ] || fail "two sessions should give two points of the chart: $(progress)"
key Escape
key Escape

# 6. the shadow dealer: the first duty (who acts first before the flop) performed by keys
wait_for menu3 bright=80,110,440,380,1500 || fail "Esc did not return to the practice menu"
key d
for _ in $(seq 1 40); do grep -q '^practice: duty ' "$scratch/felt-2.log" && break; sleep 0.25; done
duty=$(grep '^practice: duty ' "$scratch/felt-2.log" | head -n1)
echo "$duty" | grep -q 'first-to-act' || fail "the shadow dealer's first duty is not who acts first: '$duty'"
seat=$(echo "$duty" | sed -n 's/.*answer {"seat":\([0-9]*\)}.*/\1/p')
[ -n "$seat" ] || fail "no seat in the duty's answer: '$duty'"
sleep 0.3
for _ in $(seq 1 "$seat"); do key Right; done   # arrows walk the seats from seat 1
key Return
sleep 0.3
grep -q '^practice: first-to-act seed .* right' "$scratch/felt-2.log" || fail "the duty was not graded right: $(log | grep '^practice' | tail -2)"
key space
key Escape
wait_for summary2 bright=300,60,680,50,300 || fail "no summary after leaving the shadow dealer"
progress | grep -q '"shadow":{"duties":1,"right":1}' || fail "the duty is not counted in practice.json: $(progress)"
quit_felt
echo "ok: practised by keys and clicks, scored right and wrong, kept the progress across a restart, performed a shadow-dealer duty"
EOS
xvfb_run "$felt" "$probe" "$scratch" "$prefdir"
