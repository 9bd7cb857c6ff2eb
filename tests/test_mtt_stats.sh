#!/usr/bin/env bash
# test_mtt_stats.sh — a multi-table tournament finished in the game goes into the statistics apart
# from the sit-and-gos: a 45-entrant MTT played to its end headless, then the statistics' Multi-table
# page (M) shows one entry in the 10-99 field with the finish the game printed, nothing in the other
# fields; and a stats.json of version 1 (before MTTs were counted) still loads, its sit-and-go
# figures shown and no "cannot be read" notice.
# usage: test_mtt_stats.sh FELT SOURCE_DIR
set -uo pipefail
felt=$1 src=$2
command -v jq >/dev/null 2>&1 || { echo "FAIL: jq is not installed"; exit 1; }
. "$(dirname "$0")/lib/check.sh"
check_scratch
check_home
check_headless
check_count

# an old statistics file: the game must read it (and, headless, never write it)
cat >"$XDG_DATA_HOME/felt/stats.json" <<'JSON'
{ "version": 1, "people": [{ "name": "You", "tournaments": 2, "wins": 1, "cashes": 1, "prizes": 1500,
  "hands": 90, "vpip": 20, "pfr": 10, "aggressive": 5, "calls": 4, "saw_flop": 30, "showdowns": 8,
  "showdowns_won": 5, "biggest_pot": 4000,
  "finishes": [{ "date": 1790000000, "place": 1, "entrants": 6, "prize": 1500, "currency": "USD", "hands": 50,
                 "seed": "42" }] }] }
JSON
cp "$XDG_DATA_HOME/felt/stats.json" "$scratch/old.json"

if ! FELT_WIDGET_DUMP="$scratch/mtt.json" "$felt" --data "$src" --size 1280x720 --screenshot "$scratch/mtt.png" \
     --entrants 45 --seats 9 --seed 3 --screen stats --press m >"$scratch/mtt.log" 2>&1; then
  fail "felt failed: $(tail -3 "$scratch/mtt.log")"
else
  place=$(sed -n 's/^mtt: shown finish \([0-9]*\) prize.*/\1/p' "$scratch/mtt.log")
  [ -n "$place" ] || fail "no finish printed: $(cat "$scratch/mtt.log")"
  [ "$(jq -r .screen "$scratch/mtt.json")" = stats ] || fail "the screen is $(jq -r .screen "$scratch/mtt.json")"
  rows=$(jq -r '.widgets[] | select(.name | test("^stats\\.mtt_row")) | .label' "$scratch/mtt.json")
  echo "$rows"
  [ "$(echo "$rows" | wc -l)" = 4 ] || fail "not four rows on the Multi-table page: $rows"
  first=$(echo "$rows" | sed -n 1p) all=$(echo "$rows" | sed -n 4p)
  echo "$first" | awk -F' [|] ' -v p="$place" '$2 == 1 && $4 + 0 == p + 0 { ok = 1 } END { exit !ok }' ||
    fail "the 10-99 row is not one entry finishing $place: $first"
  echo "$rows" | sed -n 2,3p | awk -F' [|] ' '$2 != 0 { bad = 1 } END { exit bad }' || fail "entries in other fields: $rows"
  echo "$all" | awk -F' [|] ' '$2 == 1 { ok = 1 } END { exit !ok }' || fail "every field is not one entry: $all"
  jq -e '[.widgets[] | select(.name | test("^stats\\.mtt_row")) | select(.cut)] | length == 0' "$scratch/mtt.json" \
    >/dev/null || fail "a row's words were cut"
  grep -qi "cannot be read" "$scratch/mtt.log" && fail "the old stats.json was refused: $(cat "$scratch/mtt.log")"
  cmp -s "$XDG_DATA_HOME/felt/stats.json" "$scratch/old.json" || fail "a headless run wrote stats.json"
  ls "$XDG_DATA_HOME/felt" | grep -q bad && fail "the old stats.json was moved aside"
fi
# the sit-and-go page reads the old file's figures
if FELT_WIDGET_DUMP="$scratch/sng.json" "$felt" --data "$src" --size 1280x720 --screenshot "$scratch/sng.png" \
   --screen stats >"$scratch/sng.log" 2>&1; then
  jq -e '[.widgets[] | select(.name == "stats.tab_sng")] | length == 1' "$scratch/sng.json" >/dev/null ||
    fail "no Sit-and-gos tab"
  ls "$XDG_DATA_HOME/felt" | grep -q bad && fail "the old stats.json was moved aside"
else
  fail "felt --screen stats failed: $(tail -3 "$scratch/sng.log")"
fi
[ "$fails" -eq 0 ] && echo "an MTT's finish is counted apart and the old file loads"
exit $((fails > 0))
