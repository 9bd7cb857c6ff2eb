#!/usr/bin/env bash
# test_hh_check.sh — hand histories every tracker imports: whole tournaments of every structure in
# levels/ (rebuys, add-ons, colour-ups, dead blinds and walks among them) are played by
# `felt-cli sim --hh` for many seeds and table sizes, and tests/hh_check.c, a strict checker of
# the PokerStars tournament format with chip accounting, must pass every hand of them, and every
# tournament's summary file. It also
# checks that thousands of hands were checked and that each feature was seen.
# usage: test_hh_check.sh FELT_CLI HH_CHECK SOURCE_DIR [SEEDS]
set -u
cli=$1
check=$2
src=$3
seeds=${4:-12}
tmp=$(mktemp -d)
[ -n "${KEEP:-}" ] || trap 'rm -rf "$tmp"' EXIT
fails=0
for structure in "$src"/levels/*.json; do
  name=$(basename "$structure" .json)
  for players in 2 6 9 10; do
    if ! "$cli" sim --structure "$structure" --players "$players" --seed $((players * 1000)) --tournaments "$seeds" \
         --hh "$tmp/$name" >/dev/null 2>"$tmp/err"; then
      # a table smaller than the players is the only acceptable refusal
      grep -q 'do not fit' "$tmp/err" || { echo "FAIL sim $name $players players:"; cat "$tmp/err"; fails=$((fails + 1)); }
    fi
  done
done
out=$("$check" "$tmp"/*/*.txt)
rc=$?
echo "$out" | head -40
summary=$(echo "$out" | tail -1)
if [ $rc -ne 0 ]; then echo "FAIL the checker found problems"; fails=$((fails + 1)); fi
set -- $summary
# hands N rebuys N add-ons N chip races N dead small blinds N walks N showdowns N side pots N problems N
hands=$2 rebuys=$4 addons=$6 races=$9 dead=${13} walks=${15} summaries=${22}
# every tournament won has its PokerStars tournament summary beside its history, checked too
histories=$(ls "$tmp"/*/felt-T*.txt | grep -vc -- '-summary\.txt$')
[ "$summaries" -eq "$histories" ] || { echo "FAIL $summaries summaries for $histories histories"; fails=$((fails + 1)); }
[ "$hands" -ge 3000 ] || { echo "FAIL only $hands hands checked"; fails=$((fails + 1)); }
for feature in rebuys addons races dead walks; do
  [ "${!feature}" -gt 0 ] || { echo "FAIL no $feature in $hands hands"; fails=$((fails + 1)); }
done
# the checker refuses what trackers refuse: each mutation of a passing club history must fail
# with its own complaint (the forms the writer used to produce)
f=$(ls "$tmp"/club/felt-T*[0-9].txt | head -1)
mutate() { # name, complaint, awk program
  awk "$3" "$f" >"$tmp/$1.txt"
  if "$check" "$tmp/$1.txt" | grep -q -- "$2"; then :; else echo "FAIL the checker passed $1"; fails=$((fails + 1)); fi
}
# the uncalled bet after the next street's cards instead of straight after the betting
mutate uncalled_late 'uncalled bet returned after' '
  held != "" { if ($0 ~ /^\*\*\* (FLOP|TURN|RIVER)/) { print; print held; done = 1 } else { print held; print }
                held = ""; next }
  /^Uncalled bet/ && !done { held = $0; next }
  { print }'
# a rebuy between the Table line and the Seat lines
mutate rebuy_before_seats 'Seat lines must follow the Table line' '
  /^Table / && !done { print; print "Player 1 re-buys and receives 500 chips for 500"; done = 1; next } { print }'
# a currency without a PokerStars sign written with cents
mutate decimal_play_money 'bad header' '
  /^PokerStars Hand #/ && !done { sub(/ 1000\+0 /, " 1000.00+0.00 "); done = 1 } { print }'
echo "$summary"
echo "$([ $fails -eq 0 ] && echo 1 || echo 0) passed, $fails failed"
[ $fails -eq 0 ]
