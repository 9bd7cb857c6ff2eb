#!/usr/bin/env bash
# test_game_mtt_hotseat.sh — several people in one multi-table tournament (#25, hot-seat): two
# people in an 18-entrant field, played to the end through the game's own step by the headless
# harness's scripted people (each hand-off answered as the named person coming to the screen).
#  - apart (the people are drawn at different tables, checked over seven seeds): the screen goes from one
#    table to the other, each hand-off names a person at their own table and seat; both finishes
#    shown are the engine's; each person's hand histories are their own files, one per table they
#    sat at, each passing the strict checker;
#  - together (--together): the first hand-offs to Ana and to Ben are at one table;
#  - quit after 8 hands, Continue to the end: the same finish for both (the digest of every
#    entrant's place, prize, table and time) and the same history files, byte for byte;
#  - privacy on pixels at every frame (--check-privacy), apart and together: no frame changes
#    when the other person's cards are swapped, the owner's own cards do show.
# usage: test_game_mtt_hotseat.sh FELT HH_CHECK SOURCE_DIR
set -uo pipefail
felt=$1
check=$2
src=$3
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
fail=0
no() { echo "FAIL: $*"; fail=1; }
home() {
  export HOME="$scratch/$1" XDG_DATA_HOME="$scratch/$1/data" XDG_CONFIG_HOME="$scratch/$1/config"
  mkdir -p "$HOME"
  pref="$XDG_DATA_HOME/felt"
}
args=(--data "$src" --entrants 18 --seats 9 --people 2 --seed 4 --keep-files)
field() { sed -n "s/^mtt: $1 //p" <<<"$2" | head -n 1; }

# ---- apart, to the end --------------------------------------------------------------------------
home apart
out=$("$felt" "${args[@]}" --screenshot "$scratch/apart.png" --screen results 2>&1) || no "the apart run failed: $out"
digest=$(field digest "$out")
[ -n "$digest" ] || no "no digest: $out"
ana=$(field "shown finish" "$out"); ana_e=$(field "engine finish" "$out")
[ -n "$ana" ] && [ "$ana" = "$ana_e" ] || no "Ana's finish shown '$ana', the engine's '$ana_e'"
ben=$(grep '^mtt: person 2 Ben shown finish' <<<"$out")
[[ "$ben" =~ shown\ finish\ ([0-9]+)\ prize\ ([0-9]+),\ engine\ finish\ ([0-9]+)\ prize\ ([0-9]+) ]] &&
  [ "${BASH_REMATCH[1]}" = "${BASH_REMATCH[3]}" ] && [ "${BASH_REMATCH[2]}" = "${BASH_REMATCH[4]}" ] &&
  [ "${BASH_REMATCH[1]}" -gt 0 ] || no "Ben's finish shown is not the engine's: '$ben'"
switches=$(sed -n 's/^mtt: person 1 Ana hands [0-9]*; the screen went to another table \([0-9]*\) times/\1/p' <<<"$out")
[ "${switches:-0}" -ge 2 ] || no "the screen never went from one person's table to the other's: $switches"
ho_ana=$(grep -c '^mtt: hand-off to Ana at table' <<<"$out"); ho_ben=$(grep -c '^mtt: hand-off to Ben at table' <<<"$out")
[ "$ho_ana" -ge 3 ] && [ "$ho_ben" -ge 3 ] || no "hand-offs: Ana $ho_ana, Ben $ho_ben"
t_ana=$(sed -n 's/^mtt: hand-off to Ana at table \([0-9]*\).*/\1/p' <<<"$out" | head -1)
t_ben=$(sed -n 's/^mtt: hand-off to Ben at table \([0-9]*\).*/\1/p' <<<"$out" | head -1)
[ -n "$t_ana" ] && [ "$t_ana" != "$t_ben" ] || no "apart: the first hand-offs are at tables $t_ana and $t_ben"
hh="$pref/histories"
ls "$hh" | grep -q -- '-Ana1-table-[0-9]*\.txt$' || no "no history file of Ana's: $(ls "$hh")"
ls "$hh" | grep -q -- '-Ben2-table-[0-9]*\.txt$' || no "no history file of Ben's: $(ls "$hh")"
res=$("$check" "$hh"/*.txt) || no "the checker refused the histories: $res"
grep -q 'problems [1-9]' <<<"$res" && no "checker: $res"
# each file is its person's: they are the hero in every hand of it
for f in "$hh"/*.txt; do
  who=$(sed -n 's/.*-T[0-9]*-\([A-Za-z]*\)[0-9]-table-.*/\1/p' <<<"${f##*/}")
  n=$(grep -c '^Dealt to ' "$f"); m=$(grep -c "^Dealt to $who \[" "$f")
  [ "$n" -gt 0 ] && [ "$n" = "$m" ] || no "${f##*/}: $m of $n hands dealt to $who"
done

# apart is apart whatever the seed: the people's entrants are drawn at different tables
for sd in 1 2 3 5 7 9; do
  home "apart$sd"
  out=$("$felt" --data "$src" --entrants 18 --seats 9 --people 2 --seed "$sd" --screenshot "$scratch/apart$sd.png" \
        --screen table --hands 1 2>&1)
  a=$(sed -n 's/^mtt: hand-off to Ana at table \([0-9]*\).*/\1/p' <<<"$out" | head -1)
  b=$(sed -n 's/^mtt: hand-off to Ben at table \([0-9]*\).*/\1/p' <<<"$out" | head -1)
  [ -n "$a" ] && [ -n "$b" ] && [ "$a" != "$b" ] || no "apart, seed $sd: the first hand-offs are at tables '$a' and '$b'"
done

# ---- together ---------------------------------------------------------------------------------
home together
out=$("$felt" "${args[@]}" --together --screenshot "$scratch/together.png" --screen table --hands 3 2>&1) ||
  no "the together run failed: $out"
t_ana=$(sed -n 's/^mtt: hand-off to Ana at table \([0-9]*\).*/\1/p' <<<"$out" | head -1)
t_ben=$(sed -n 's/^mtt: hand-off to Ben at table \([0-9]*\).*/\1/p' <<<"$out" | head -1)
[ -n "$t_ana" ] && [ "$t_ana" = "$t_ben" ] || no "together: the first hand-offs are at tables '$t_ana' and '$t_ben'"

# ---- quit after 8 hands, Continue -------------------------------------------------------------
home quit
out=$("$felt" "${args[@]}" --screenshot "$scratch/quit.png" --screen table --hands 8 2>&1) || no "the quit run failed: $out"
stopped=$(field "stopped at" "$out")
[ -n "$stopped" ] || no "the quit run did not stop: $out"
out=$("$felt" --data "$src" --keep-files --screenshot "$scratch/cont.png" --screen continue --to-end 2>&1) ||
  no "Continue failed: $out"
[ "$(field resumed "$out")" = "$stopped" ] || no "Continue is not where the game stopped: $(field resumed "$out") / $stopped"
[ "$(field digest "$out")" = "$digest" ] || no "the continued tournament finishes otherwise: $(field digest "$out"), not $digest"
[ "$(grep '^mtt: person 2 Ben shown finish' <<<"$out")" = "$ben" ] || no "Ben finishes otherwise after Continue"
suffixes() { (cd "$1" && ls | sed 's/^felt-[0-9]*-[0-9]*-//' | sort); }
[ "$(suffixes "$pref/histories")" = "$(suffixes "$hh")" ] || no "other history files: $(ls "$pref/histories")"
for f in "$hh"/*.txt; do
  g=$(ls "$pref"/histories/*-"${f##*/felt-*-*-}" 2>/dev/null)
  cmp -s "$f" "$g" || no "the continued ${f##*/} differs from the uninterrupted one"
done

# ---- privacy on pixels -------------------------------------------------------------------------
for mode in apart together; do
  home "priv-$mode"
  extra=(); [ $mode = together ] && extra=(--together)
  out=$("$felt" --data "$src" --size 640x360 --check-privacy 2 --entrants 18 --seats 9 --people 2 --seed 4 "${extra[@]}" 2>&1) ||
    no "privacy ($mode): $out"
  grep -q '^  private: no frame shows a card' <<<"$out" || no "privacy ($mode): $out"
done

[ $fail = 0 ] && echo "ok: two people in an 18-player MTT, apart and together, hand-offs, finishes, histories, Continue, privacy"
exit $fail
