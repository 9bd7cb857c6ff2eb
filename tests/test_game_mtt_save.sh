#!/usr/bin/env bash
# test_game_mtt_save.sh — a multi-table tournament in the game is autosaved and continued, and
# writes the person's hand histories, one file per table sat at (#25). The headless harness's
# scripted person plays a 45-player field (seed 2: moved from table 4 to table 2 when table 4
# breaks, out there in 19th); with --keep-files the game writes its autosave and histories in a
# scratch home as it would in play.
#  - an uninterrupted run to the end: its finish (every entrant's place, prize, table and time,
#    folded into a digest), its hands and clock, and its history files;
#  - quit after 20 of the person's hands: the start screen offers Continue with the MTT's line
#    (entrants, level, hand, players left); Continue puts the person at the same table and seat
#    with the same stacks, level, hand and tournament clock as when they quit; played on to the
#    end it finishes the same (same digest), and its history files are byte for byte the
#    uninterrupted run's;
#  - SIGKILL at a random moment of a run to the end, three times over one home: Continue goes on
#    from the last hand of the person's table and finishes the same; every history file passes
#    the strict checker;
#  - a corrupt save (garbage, another version, cut inside a record): the message names the file
#    and the line or byte, the file is moved aside (never deleted), the game does not crash; a
#    previous good copy (.prev) is used when there is one;
#  - histories: N tables sat at, N files, each passing hh_check, and the results name the folder;
#  - mid-bubble: a 120-player field (seed 5: hand-for-hand from the person's 88th hand to their
#    92nd, then they finish 2nd), quit during hand-for-hand: Continue is on hand-for-hand too, as
#    the tournament and as the table's strip say, at the same table, seat, stacks and clock, and
#    the continued tournament finishes as the uninterrupted one.
# usage: test_game_mtt_save.sh FELT HH_CHECK SOURCE_DIR
set -uo pipefail
felt=$1
check=$2
src=$3
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
fail=0
no() { echo "FAIL: $*"; fail=1; }
home() { # home NAME: a fresh player's folder
  export HOME="$scratch/$1" XDG_DATA_HOME="$scratch/$1/data" XDG_CONFIG_HOME="$scratch/$1/config"
  mkdir -p "$HOME"
  pref="$XDG_DATA_HOME/felt"
}
args=(--data "$src" --entrants 45 --seats 9 --seed 2 --keep-files)
cargs=(--data "$src" --keep-files) # Continue: the tournament is the save's
field() { sed -n "s/^mtt: $1 //p" <<<"$2" | head -n 1; }
hh_suffixes() { (cd "$1" && ls | sed 's/^felt-[0-9]*-[0-9]*-//' | sort); }

# ---- the uninterrupted run ----------------------------------------------------------------------
home whole
out=$("$felt" "${args[@]}" --screenshot "$scratch/whole.png" --screen results 2>&1) || no "the whole run failed: $out"
digest=$(field digest "$out")
[ -n "$digest" ] || no "no digest from the whole run: $out"
whole_hh="$pref/histories"
n=$(ls "$whole_hh" | wc -l)
tables=$(grep -c '^mtt: \(seated\|moved\) at table' <<<"$out")
[ "$n" -eq "$tables" ] && [ "$n" -ge 2 ] || no "$tables tables sat at, $n history files"
res=$("$check" "$whole_hh"/*.txt) || no "the checker refused the whole run's histories: $res"
grep -q "^mtt: histories $n files in $whole_hh/" <<<"$out" || no "the results do not name the folder and $n files: $out"
grep -q 'players still at the table\|problems [1-9]' <<<"$res" && no "checker: $res"

# ---- quit after 20 hands, Continue ------------------------------------------------------------
home quit
out=$("$felt" "${args[@]}" --screenshot "$scratch/quit.png" --screen table --hands 20 2>&1) || no "the quit run failed: $out"
stopped=$(field "stopped at" "$out")
[ -n "$stopped" ] || no "the quit run did not stop: $out"
[ -s "$pref/autosave-mtt.journal" ] || no "no MTT autosave in $pref"
start=$("$felt" --data "$src" --screenshot "$scratch/start.png" --screen start 2>&1) || no "the start screen failed"
level=$(sed -n 's/.* level \([0-9]*\) hand.*/\1/p' <<<"$stopped")
left=$(sed -n 's/.* left \([0-9]*\) level.*/\1/p' <<<"$stopped")
grep -q "^start: Continue (mtt): Multi-table tournament, 45 entrants: level $level, hand 21, $left players left" <<<"$start" ||
  no "Continue does not offer the MTT at level $level, hand 21, $left left: $start"
out=$("$felt" "${cargs[@]}" --screenshot "$scratch/cont.png" --screen continue --to-end 2>&1) || no "Continue failed: $out"
resumed=$(field resumed "$out")
[ "$resumed" = "$stopped" ] || no "Continue is not where the game stopped:
  stopped: $stopped
  resumed: $resumed"
[ "$(field digest "$out")" = "$digest" ] || no "the continued tournament finishes otherwise: $(field digest "$out"), not $digest"
[ "$(hh_suffixes "$pref/histories")" = "$(hh_suffixes "$whole_hh")" ] || no "other history files: $(ls "$pref/histories")"
for f in "$whole_hh"/*.txt; do
  g=$(ls "$pref"/histories/*-"${f##*/felt-*-*-}" 2>/dev/null)
  cmp -s "$f" "$g" || no "the continued ${f##*/} differs from the uninterrupted one"
done
# a finished tournament is not offered
start=$("$felt" --data "$src" --screenshot "$scratch/start2.png" --screen start 2>&1)
grep -q "Continue (mtt)" <<<"$start" && no "a finished MTT is still offered for Continue: $start"

# ---- SIGKILL at random moments ------------------------------------------------------------------
home kill
RANDOM=7
for k in 1 2 3; do
  if [ -s "$pref/autosave-mtt.journal" ]; then
    "$felt" "${cargs[@]}" --screenshot "$scratch/k.png" --screen continue --to-end >"$scratch/kill-$k.log" 2>&1 &
  else
    "$felt" "${args[@]}" --screenshot "$scratch/k.png" --screen results >"$scratch/kill-$k.log" 2>&1 &
  fi
  pid=$!
  sleep "0.$((RANDOM % 9 + 1))"
  kill -KILL "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
done
[ -z "$(find "$HOME" -name '*.bad-*')" ] || no "a kill left a file that was refused: $(find "$HOME" -name '*.bad-*')"
out=$("$felt" "${cargs[@]}" --screenshot "$scratch/k.png" --screen continue --to-end 2>&1)
if grep -q '^mtt: resumed' <<<"$out"; then
  [ "$(field digest "$out")" = "$digest" ] || no "after the kills the tournament finishes otherwise: $out"
else
  # killed before the first hand ended, or after the end: the run from the start gives the same
  grep -q 'finished' <<<"$out" || echo "note: nothing to continue after the kills"
fi
if ls "$pref"/histories/*.txt >/dev/null 2>&1; then
  res=$("$check" "$pref"/histories/*.txt) || no "the checker refused the histories after the kills: $res"
fi

# ---- corrupt saves ------------------------------------------------------------------------------
bad() { # bad NAME DESCRIPTION EXPECT: the journal damaged by the caller is refused, moved aside
  local name=$1 what=$2 expect=$3
  out=$("$felt" --data "$src" --screenshot "$scratch/$name.png" --screen continue 2>&1)
  local rc=$?
  [ $rc -le 2 ] || no "$what: the game crashed ($rc): $out"
  grep -q "autosave-mtt.journal" <<<"$out" || no "$what: the message does not name the file: $out"
  grep -q -- "$expect" <<<"$out" || no "$what: the message does not say '$expect': $out"
  ls "$pref"/autosave-mtt.journal.bad-* >/dev/null 2>&1 || no "$what: the file was not moved aside"
}
home garbage
mkdir -p "$pref"
head -c 3000 /dev/urandom | base64 >"$pref/autosave-mtt.journal"
bad garbage "a garbage save" "not a multi-table tournament journal"
[ -e "$pref/autosave-mtt.journal" ] && no "garbage: the damaged file is still in place"

home version
"$felt" "${args[@]}" --screenshot "$scratch/v.png" --screen table --hands 5 >/dev/null 2>&1
python3 - "$pref/autosave-mtt.journal" <<'PY'
import sys, zlib
path = sys.argv[1]
lines = open(path, "rb").read().split(b"\n")
lines[0] = b"felt-mtt-journal 9 %08x" % zlib.crc32(b"felt-mtt-journal 9")
open(path, "wb").write(b"\n".join(lines))
PY
bad version "a save of a newer version" "version 9"
# a wrong checksum names the file, the line and the byte
home checksum
"$felt" "${args[@]}" --screenshot "$scratch/v.png" --screen table --hands 5 >/dev/null 2>&1
sed -i '4s/^people 1 \([0-9]*\)/people 1 9\1/' "$pref/autosave-mtt.journal"
bad checksum "a save with a damaged record" "autosave-mtt.journal:4: the record at byte"

home cut
"$felt" "${args[@]}" --screenshot "$scratch/c.png" --screen table --hands 8 >/dev/null 2>&1
size=$(stat -c %s "$pref/autosave-mtt.journal")
truncate -s $((size - 7)) "$pref/autosave-mtt.journal"
out=$("$felt" "${cargs[@]}" --screenshot "$scratch/c2.png" --screen continue 2>&1)
grep -q "autosave-mtt.journal is cut at byte" <<<"$out" || no "a cut save: not said: $out"
grep -q '^mtt: resumed' <<<"$out" || no "a cut save: its whole records were not continued: $out"
ls "$pref"/autosave-mtt.journal.bad-* >/dev/null 2>&1 || no "a cut save: the file as it was is not kept aside"

home prev
"$felt" "${args[@]}" --screenshot "$scratch/p.png" --screen table --hands 5 >/dev/null 2>&1
"$felt" "${cargs[@]}" --screenshot "$scratch/p.png" --screen continue --hands 10 >/dev/null 2>&1
[ -s "$pref/autosave-mtt.journal.prev" ] || no "Continue kept no .prev"
printf 'garbage\n' >"$pref/autosave-mtt.journal"
out=$("$felt" "${cargs[@]}" --screenshot "$scratch/p2.png" --screen continue 2>&1)
grep -q "previous copy" <<<"$out" || no "a damaged save with a good .prev: not said: $out"
grep -q '^mtt: resumed table 4 seat 5 hands 6 ' <<<"$out" || no "the .prev was not continued: $out"
ls "$pref"/autosave-mtt.journal.bad-* >/dev/null 2>&1 || no "a damaged save with a .prev: not moved aside"

# ---- quit mid-bubble, Continue ------------------------------------------------------------------
bargs=(--data "$src" --entrants 120 --seats 9 --seed 5 --keep-files)
home bubble_whole
out=$("$felt" "${bargs[@]}" --screenshot "$scratch/bwhole.png" --screen results 2>&1) || no "the mid-bubble whole run failed: $out"
bdigest=$(field digest "$out")
on=$(sed -n 's/^mtt: hand-for-hand on at hand \([0-9]*\) of theirs$/\1/p' <<<"$out" | head -n 1)
[ -n "$on" ] && [ -n "$bdigest" ] || no "seed 5's field of 120 no longer reaches hand-for-hand with the person in: $out"
if [ -n "$on" ]; then
  home bubble
  out=$("$felt" "${bargs[@]}" --screenshot "$scratch/bquit.png" --screen table --hands "$on" 2>&1) || no "the mid-bubble quit failed: $out"
  stopped=$(field "stopped at" "$out")
  grep -q ' hand-for-hand 1/1 ' <<<" $stopped " || no "the quit did not come during hand-for-hand: $stopped"
  out=$("$felt" "${cargs[@]}" --screenshot "$scratch/bcont.png" --screen continue --to-end 2>&1) || no "the mid-bubble Continue failed: $out"
  resumed=$(field resumed "$out")
  [ "$resumed" = "$stopped" ] || no "Continue mid-bubble is not where the game stopped:
  stopped: $stopped
  resumed: $resumed"
  [ "$(field digest "$out")" = "$bdigest" ] || no "continued mid-bubble, the tournament finishes otherwise: $(field digest "$out"), not $bdigest"
fi

[ $fail -eq 0 ] && echo "ok"
exit $fail
