#!/usr/bin/env bash
# test_save_kill.sh — saves survive a kill at any moment: `felt-cli sim --save FILE` (which saves
# after every hand) is SIGKILLed at random moments, dozens of times. Once a second save has begun
# (FILE.prev exists), FILE itself must always be a complete save that replays by itself (never
# missing, never half written, no fallback needed): at most the hand in progress is lost.
# usage: test_save_kill.sh PATH/TO/felt-cli SOURCE_DIR [KILLS]
set -u
cli=$1
src=$2
kills=${3:-40}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fails=0
early=0
RANDOM=7
for i in $(seq 1 "$kills"); do
  rm -f "$tmp"/k.save*
  "$cli" sim --seed "$i" --players 10 --structure "$src/levels/charity.json" --save "$tmp/k.save" >/dev/null 2>&1 &
  pid=$!
  # once the second save has begun (a slow sanitizer build takes longer to get there), kill it
  # somewhere in the next 0-40 ms
  began=0
  for _ in $(seq 1 300); do [ -e "$tmp/k.save.prev" ] && began=1 && break; sleep 0.01; done
  sleep "0.0$(printf '%02d' $((RANDOM % 40)))"
  kill -KILL "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  if [ "$began" -eq 0 ]; then
    early=$((early + 1)); continue # no second save within 3 s: nothing to check
  fi
  if ! [ -e "$tmp/k.save" ]; then
    echo "FAIL kill $i: k.save is missing after the kill"; ls -l "$tmp"; fails=$((fails + 1)); continue
  fi
  out=$("$cli" replay "$tmp/k.save" 2>&1)
  if ! grep -q 'k\.save: ok, [0-9]* hands replayed' <<<"$out" || grep -q 'previous' <<<"$out"; then
    echo "FAIL kill $i: k.save does not replay by itself:"; echo "$out"; fails=$((fails + 1)); continue
  fi
  pass=$((pass + 1))
done
# most kills must land mid-tournament, or the test proves nothing
if [ $((pass + fails)) -lt $((kills / 2)) ]; then
  echo "FAIL only $((pass + fails)) of $kills kills landed after a second save ($early too early)"; fails=$((fails + 1))
fi
echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ]
