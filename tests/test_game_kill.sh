#!/usr/bin/env bash
# test_game_kill.sh — the game itself killed at random moments of play (SIGKILL: no shutdown, no
# flush) loses nothing it kept. The game plays (felt --monkey, from the table, in a scratch home)
# and is killed a seeded random time after its first hand, KILLS times over the same home. After
# every kill: the saved tournament continues (felt --screen continue, which only reads) and a
# finished one is not offered (felt-cli replay says which it is); every hand history holds only
# whole hands (each begun hand has its summary, the file ends after a hand's blank lines);
# settings, statistics and practice progress load without a complaint; nothing was moved aside
# as damaged.
# usage: test_game_kill.sh FELT FELT_CLI SOURCE_DIR [KILLS [SEED]]
set -uo pipefail
. "$(cd "$(dirname "$0")" && pwd)/hh_whole.sh"
. "$(cd "$(dirname "$0")" && pwd)/english_checks.sh"
felt=$1
cli=$2
src=$3
kills=${4:-8}
seed=${5:-$(date +%s)}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
export HOME="$scratch/home" XDG_DATA_HOME="$scratch/home/data" XDG_CONFIG_HOME="$scratch/home/config"
export FELT_MONKEY_HOME="$HOME"
pref="$XDG_DATA_HOME/felt"
mkdir -p "$pref" "$XDG_CONFIG_HOME/felt"
# the player's own settings and practice progress are there from the start: each kill must
# leave them loadable (and the game rewrites them when the actions change a setting or a drill
# is answered)
cp "$src/tests/fuzz/corpus/settings/settings.json" "$XDG_CONFIG_HOME/felt/settings.json"
cp "$src/tests/fuzz/corpus/practice/practice.json" "$pref/practice.json"
echo "kill test: seed $seed, $kills kills (again: $0 $* with KILLS $kills SEED $seed)"
RANDOM=$((seed % 32768))
fails=0
fail() { echo "FAIL (kill $k, seed $seed): $*"; fails=$((fails + 1)); }
saves=0
finished=0
hands=0
for k in $(seq 1 "$kills"); do
  # the tour starts at the table (a tournament dealt at once) and goes on over every screen; once
  # this run has written a hand, it is killed after a seeded random 0 to 3 s more
  ms=$((RANDOM % 3000))
  before=$(cat "$pref"/histories/*.txt 2>/dev/null | wc -c)
  "$felt" --data "$src" --monkey "$((seed + k)):1000000:table" >"$scratch/run-$k.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 600); do
    [ "$(cat "$pref"/histories/*.txt 2>/dev/null | wc -c)" -gt "$before" ] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  sleep "$(printf '%d.%03d' $((ms / 1000)) $((ms % 1000)))"
  if ! kill -0 "$pid" 2>/dev/null; then
    wait "$pid"
    fail "the game stopped by itself (exit $?) before the kill: $(tail -n 20 "$scratch/run-$k.log")"
    continue
  fi
  kill -KILL "$pid"
  wait "$pid" 2>/dev/null
  # nothing moved aside: no file the game kept is refused after a kill
  bad=$(find "$HOME" -name '*.bad-*' | head -n 5)
  [ -z "$bad" ] || fail "files were refused and moved aside after the kill: $bad"
  # the checks read the game's words in English (english_checks.sh)
  en_config="$scratch/en-config"
  why=$(english_config "$en_config") || fail "after the kill: $why"
  # the saved tournament continues, without a complaint about any kept file; a finished one is
  # not offered
  if [ -e "$pref/autosave.felt" ]; then
    saves=$((saves + 1))
    state=$("$cli" replay "$pref/autosave.felt" 2>&1)
    if ! XDG_CONFIG_HOME="$en_config" "$felt" --data "$src" --screenshot "$scratch/continue.png" --screen continue \
      >"$scratch/continue-$k.log" 2>&1; then
      fail "Continue failed: $(cat "$scratch/continue-$k.log")"
    elif echo "$state" | grep -q 'tournament complete'; then
      finished=$((finished + 1))
      grep -q 'Nothing to continue' "$scratch/continue-$k.log" ||
        fail "a finished tournament was offered for Continue: $(cat "$scratch/continue-$k.log")"
    else
      echo "$state" | grep -q 'tournament in progress' || fail "felt-cli replay refused the autosave: $state"
      grep -Eiq 'cannot be resumed|damaged|has a problem|Nothing to continue' "$scratch/continue-$k.log" &&
        fail "Continue after the kill: $(cat "$scratch/continue-$k.log")"
    fi
  fi
  # settings (read at every start), statistics and practice progress load (their screens read them)
  for screen in stats practice; do
    XDG_CONFIG_HOME="$en_config" "$felt" --data "$src" --screenshot "$scratch/$screen.png" --screen "$screen" \
      >"$scratch/$screen-$k.log" 2>&1 ||
      fail "--screen $screen failed: $(cat "$scratch/$screen-$k.log")"
    grep -Eiq 'has a problem|cannot be read|not valid' "$scratch/$screen-$k.log" &&
      fail "--screen $screen after the kill: $(cat "$scratch/$screen-$k.log")"
  done
  # every hand history holds whole hands only: each hand has its summary and the file ends with
  # the blank lines after a hand
  why=$(hh_whole_hands "$pref/histories") || fail "after the kill: $why"
done
n_hist=$(ls "$pref"/histories/*.txt 2>/dev/null | wc -l)
hands=$(cat "$pref"/histories/*.txt 2>/dev/null | grep -c '^PokerStars Hand #')
kinds=$(cd "$HOME" && find . -name '*.json' -printf '%f\n' | sort -u | tr '\n' ' ')
echo "kill test: $kills kills; an autosave after $saves of them ($finished finished, not offered); $n_hist histories with $hands whole hands;" \
  "JSON files loaded: $kinds"
[ "$saves" -gt 0 ] || fail "no kill came after a save: the test saw nothing"
[ "$hands" -gt 0 ] || fail "no hand was written: the test saw nothing"
echo "$fails failed"
[ "$fails" -eq 0 ]
