#!/usr/bin/env bash
# test_game_mtt_away.sh — away until a moment and what a busted person can do, in the game (#25),
# through the headless harness's scripted person on a 45-player field (seed 6, 9 seats):
#  - away until the next level after 5 hands: a bot plays the seat (the tournament no longer calls
#    it a person's), and at level 2 the seat is given back with the banner "The next level: you are
#    back" (in the log too); the next decision at the table is the person's;
#  - away "until I come back": Come back after 3 hands gives the seat back ("You are back");
#  - the away state's controls by name (away.panel, away.come_back; no action bar, no Away button),
#    the Away button by name at the table otherwise, its chooser by its key G, closed by Esc;
#  - Continue mid-away: the autosave's journal has the away record, felt-cli replays it, and the
#    game continued is away until the bubble;
#  - out of the tournament: skip to the final table — the tournament runs to the final table and the
#    table on screen shows its players, every one of them, nobody's cards but those tabled; watch a
#    table — the table the person left, live, in its public view.
# usage: test_game_mtt_away.sh FELT FELT_CLI SOURCE_DIR
set -uo pipefail
felt=$1
cli=$2
src=$3
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
export HOME="$scratch/home" XDG_DATA_HOME="$scratch/home/data" XDG_CONFIG_HOME="$scratch/home/config"
mkdir -p "$XDG_DATA_HOME"
fail=0
no() { echo "FAIL: $*"; fail=1; }
args=(--data "$src" --size 1280x720 --entrants 45 --seats 9 --seed 6)
has() { jq -e --arg n "$2" '[.widgets[] | select(.name == $n)] | length > 0' "$1" >/dev/null 2>&1; }

# ---- away until the next level ---------------------------------------------------------------
out=$("$felt" "${args[@]}" --hands 5 --away level --screenshot "$scratch/level.png" 2>&1) || no "the away run failed: $out"
grep -q '^mtt: away until the next level at level 1 (hand 6 of theirs): away 1, a person 0$' <<<"$out" ||
  no "the person did not go away at level 1 with a bot on the seat: $out"
grep -q '^mtt: back at level 2 after [1-9][0-9]* hands away: "The next level: you are back"; a person 1; log: The next level: you are back$' <<<"$out" ||
  no "not called back at level 2 with the banner and the log line: $out"
grep -q "^mtt: the person's own decision at table [0-9]* seat [0-9]*, hand [0-9]* of theirs$" <<<"$out" ||
  no "the next decision was not the person's: $out"

# ---- until I come back -----------------------------------------------------------------------
out=$("$felt" "${args[@]}" --hands 5 --away back --screenshot "$scratch/back.png" 2>&1) || no "the come-back run failed: $out"
grep -q '^mtt: the person comes back after 3 hands$' <<<"$out" || no "Come back was not asked after 3 hands: $out"
grep -q '^mtt: back at level [0-9]* after [3-9] hands away: "You are back"; a person 1' <<<"$out" ||
  no "Come back did not give the seat back: $out"

# ---- the controls by name --------------------------------------------------------------------
FELT_WIDGET_DUMP="$scratch/table.json" "$felt" "${args[@]}" --hands 5 --screenshot "$scratch/table.png" >/dev/null 2>&1
has "$scratch/table.json" table.away || no "no Away button (table.away) at the person's table"
out=$(FELT_WIDGET_DUMP="$scratch/away.json" "$felt" "${args[@]}" --hands 5 --away bubble,stay --keep-files \
  --screenshot "$scratch/away.png" 2>&1) || no "the stay run failed: $out"
grep -q '^mtt: away at table' <<<"$out" || no "the picture was not taken while away: $out"
has "$scratch/away.json" away.panel || no "no away panel (away.panel) while away"
has "$scratch/away.json" away.come_back || no "no Come back (away.come_back) while away"
has "$scratch/away.json" away.line || no "no 'Away until the bubble' line (away.line)"
jq -e '[.widgets[] | select(.name == "away.line" and .label == "Away until the bubble")] | length == 1' "$scratch/away.json" >/dev/null ||
  no "the away line does not say 'Away until the bubble'"
has "$scratch/away.json" table.away && no "the Away button is offered while away"
has "$scratch/away.json" table.fold && no "the action bar is up while a bot plays the seat"

# the chooser by its key (G), and a choice by its key (1): the away panel follows
FELT_WIDGET_DUMP="$scratch/chooser.json" "$felt" "${args[@]}" --hands 5 --press g --screenshot "$scratch/chooser.png" >/dev/null 2>&1
for name in away.chooser away.level away.bubble away.final away.until_back away.cancel; do
  has "$scratch/chooser.json" "$name" || no "no $name in the chooser (G)"
done
FELT_WIDGET_DUMP="$scratch/closed.json" "$felt" "${args[@]}" --hands 5 --press g --press escape --screenshot "$scratch/closed.png" >/dev/null 2>&1
has "$scratch/closed.json" away.chooser && no "Esc did not close the chooser"
has "$scratch/closed.json" table.away || no "no Away button once the chooser is closed"

# ---- Continue mid-away -------------------------------------------------------------------------
journal="$XDG_DATA_HOME/felt/autosave-mtt.journal"
grep -q '^a [0-9]* 2 [0-9]* [0-9]* ' "$journal" || no "the autosave has no away record: $(grep -v '^[hc] ' "$journal" | cut -c1-60)"
rep=$("$cli" replay "$journal" 2>&1) || no "felt-cli replay refused the journal with an away: $rep"
grep -q ': ok, ' <<<"$rep" || no "felt-cli replay: $rep"
out=$("$felt" --data "$src" --keep-files --screenshot "$scratch/continue.png" --screen continue 2>&1) || no "Continue failed: $out"
grep -q '^mtt: resumed away until the bubble$' <<<"$out" || no "the game continued is not away until the bubble: $out"

# ---- out: skip to the final table, watch a table ---------------------------------------------
out=$("$felt" "${args[@]}" --after-bust skip --screenshot "$scratch/skip.png" 2>&1) || no "the skip run failed: $out"
n=$(sed -n 's/^mtt: the final table is seated at table [0-9]* with \([0-9]*\) players$/\1/p' <<<"$out")
[ -n "$n" ] && [ "$n" -ge 2 ] && [ "$n" -le 9 ] || no "the final table was not seated: $out"
grep -q "^mtt: $n shown; " <<<"$out" || no "the table on screen does not show the final table's $n players: $out"
grep -q "^mtt: watching table [0-9]* (live), hand [0-9]*: [0-9]* seats' cards face down, 0 seen untabled$" <<<"$out" ||
  no "the final table is not watched live in its public view: $out"
grep -q '^mtt: tables in play 1$' <<<"$out" || no "more than one table in play at the final table: $out"
out=$(FELT_WIDGET_DUMP="$scratch/watch.json" "$felt" "${args[@]}" --after-bust watch --screenshot "$scratch/watch.png" 2>&1) ||
  no "the watch run failed: $out"
grep -q "^mtt: watching table [0-9]* (live), hand [0-9]*: [0-9]* seats' cards face down, 0 seen untabled$" <<<"$out" ||
  no "no table watched live in its public view: $out"
for name in watch.prev watch.next watch.slower watch.faster watch.results; do
  has "$scratch/watch.json" "$name" || no "no $name while watching"
done
[ $fail -eq 0 ] && echo "ok"
exit $fail
