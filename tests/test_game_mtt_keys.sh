#!/usr/bin/env bash
# test_game_mtt_keys.sh — a multi-table tournament from the set-up to the results by keys and
# clicks in the real window (#25): New tournament (N), Multi-table tournament at the top of the
# set-up, 45 entrants, the structure without an MTT payout ladder refused and the closest taken, Deal; at the table the tournament strip is shown; the person calls (C) or
# checks every hand until they are out, then Enter goes to the results, which say their finish.
# usage: test_game_mtt_keys.sh FELT_BINARY
set -uo pipefail
felt=$1

. "$(dirname "$0")/lib/check.sh"
xvfb_prepare
xvfb_inner <<'EOS'
felt=$1; scratch=$2
dump=$FELT_WIDGET_DUMP
screen_is() { [ "$(jq -r .screen "$dump" 2>/dev/null)" = "$1" ]; }
have() { jq -e --arg n "$1" '[.widgets[] | select(.name == $n)] | length > 0' "$dump" >/dev/null 2>&1; }
start_felt mtt
key n
for _ in $(seq 1 50); do screen_is setup && break; sleep 0.2; done
screen_is setup || fail "N did not open the set-up"
click_name setup.kind
for _ in $(seq 1 50); do have setup.mtt_entrants && break; sleep 0.2; done
have setup.mtt_entrants || fail "the set-up did not turn to the multi-table tournament"
# the default structure has no MTT payout ladder: Deal waits, and the closest one is offered
jq -e '[.widgets[] | select(.name == "setup.deal" and .enabled)] | length == 0' "$dump" >/dev/null ||
  fail "Deal is offered with a structure that has no MTT payout ladder"
click_name setup.mtt_structure
click_name setup.deal
for _ in $(seq 1 50); do screen_is table && break; sleep 0.2; done
screen_is table || fail "Deal did not open the table: $(log)"
for _ in $(seq 1 50); do have table.mtt_strip && break; sleep 0.2; done
have table.mtt_strip || fail "no tournament strip on the table"
shot table
# call everything until out, then "See the results" (a key sent after the results came could start
# the next tournament from them, so the button is clicked by its name only once it is there)
for _ in $(seq 1 900); do
  screen_is results && break
  kill -0 "$felt_pid" 2>/dev/null || fail "the game died: $(log)"
  see=$(jq -r '[.widgets[] | select(.enabled and (.name | test("see_the_results|^(mtt_)?busted[.]results$")))][0].name // empty' "$dump" 2>/dev/null)
  if [ -n "$see" ]; then
    click_name "$see"
    sleep 0.5
  else
    key c
  fi
done
screen_is results || fail "the results never came: $(log)"
shot results
quit_felt
echo "ok"
EOS
xvfb_run "$felt" "$scratch"
