#!/usr/bin/env bash
# test_game_mtt.sh — a multi-table tournament played in the game (#25): a 45-player field over
# tables of 9, one person (the headless harness's scripted person, answering through the game's
# own step as the table screen would), played to the end. The person's table must change at least
# once (a break or a balance moves them and the table on screen is reset to the new one), the
# finish and prize the game shows must be the engine's (tourney_result), the tournament must
# finish, and the table after the move and the results must be drawn.
# usage: test_game_mtt.sh FELT_BINARY SOURCE_DIR
set -uo pipefail
felt=$1
src=${2:?usage: test_game_mtt.sh FELT SOURCE_DIR}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export HOME=$scratch XDG_DATA_HOME=$scratch XDG_CONFIG_HOME=$scratch
export SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-dummy} SDL_AUDIODRIVER=${SDL_AUDIODRIVER:-dummy}
fail=0
no() { echo "FAIL: $*"; fail=1; }

# seed 2: the person is moved when table 5 breaks, after their 35th hand
out=$("$felt" --data "$src" --screenshot "$scratch/results.png" --screen results --entrants 45 --seats 9 --seed 2 2>&1)
rc=$?
echo "$out"
[ $rc -eq 0 ] || no "the game exited $rc"
changes=$(sed -n 's/^mtt: table changes \([0-9]*\),.*/\1/p' <<<"$out")
[ -n "$changes" ] && [ "$changes" -ge 1 ] || no "the person's table never changed (changes '$changes')"
grep -q '^mtt: moved at table' <<<"$out" || no "no move to another table was seen"
shown=$(sed -n 's/^mtt: shown finish \(.*\)$/\1/p' <<<"$out")
engine=$(sed -n 's/^mtt: engine finish \(.*\)$/\1/p' <<<"$out")
[ -n "$shown" ] || no "no finish shown"
[ "$shown" = "$engine" ] || no "the finish shown ($shown) is not the engine's ($engine)"
grep -q '^mtt: finished 1$' <<<"$out" || no "the tournament did not finish on the table"
[ -s "$scratch/results.png" ] || no "no results picture"

# the table after the move: the person sits at table 2 and acts there
out=$("$felt" --data "$src" --screenshot "$scratch/table.png" --screen table --entrants 45 --seats 9 --seed 2 --hands 36 2>&1)
rc=$?
[ $rc -eq 0 ] || no "the table run exited $rc: $out"
grep -q '^mtt: moved at table 2, seat 8' <<<"$out" || no "the table run did not see the move to table 2, seat 8: $out"
[ -s "$scratch/table.png" ] || no "no table picture"

# a bad field size is refused with the value named
out=$("$felt" --data "$src" --screenshot "$scratch/x.png" --screen results --entrants 5 2>&1)
[ $? -ne 0 ] || no "--entrants 5 was accepted"
grep -q -- '--entrants' <<<"$out" || no "the refusal does not name --entrants: $out"

[ $fail -eq 0 ] && echo "ok"
exit $fail
