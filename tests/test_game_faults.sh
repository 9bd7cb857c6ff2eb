#!/usr/bin/env bash
# test_game_faults.sh — the game itself (felt --monkey playing from the table, in a scratch home)
# under the faults of issue 22 item 3:
#  1. quitting mid-hand (a close request, SIGTERM, a random moment after the first hand): the game
#     shuts down normally, the tournament continues, the history holds whole hands only;
#  2. a full disk (RLIMIT_FSIZE with SIGXFSZ ignored, so a write past it fails with EFBIG as a
#     full disk fails with ENOSPC): the player is told before play that the tournament cannot be
#     saved, nothing crashes, every history holds whole hands only, the autosave left behind is a
#     whole one that continues.
# usage: test_game_faults.sh FELT FELT_CLI SOURCE_DIR [SEED]
set -uo pipefail
. "$(cd "$(dirname "$0")" && pwd)/hh_whole.sh"
. "$(cd "$(dirname "$0")" && pwd)/english_checks.sh"
felt=$1
cli=$2
src=$3
seed=${4:-$(date +%s)}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
echo "faults test: seed $seed (again: $0 $1 $2 $3 $seed)"
RANDOM=$((seed % 32768))
fails=0
fail() { echo "FAIL (seed $seed): $*"; fails=$((fails + 1)); }
home() { # NAME: a fresh home for the game and this test
  export HOME="$scratch/$1" XDG_DATA_HOME="$scratch/$1/data" XDG_CONFIG_HOME="$scratch/$1/config"
  export FELT_MONKEY_HOME="$HOME"
  pref="$XDG_DATA_HOME/felt"
  mkdir -p "$pref"
}
whole_hands() { # WHAT: every history holds whole hands only
  local why
  why=$(hh_whole_hands "$pref/histories") || fail "$1: $why"
}
hands() { cat "$pref"/histories/*.txt 2>/dev/null | grep -c '^PokerStars Hand #'; }
continues() { # WHAT: the autosave continues without a complaint (or is a finished tournament)
  local state
  state=$("$cli" replay "$pref/autosave.felt" 2>&1)
  echo "$state" | grep -q 'tournament complete' && return 0
  echo "$state" | grep -q 'tournament in progress' || { fail "$1: felt-cli replay refused the autosave: $state"; return; }
  local why
  why=$(english_config "$scratch/en-config") || fail "$1: $why" # the checks read English words
  XDG_CONFIG_HOME="$scratch/en-config" "$felt" --data "$src" --screenshot "$scratch/continue.png" --screen continue \
    >"$scratch/continue.log" 2>&1 ||
    fail "$1: Continue failed: $(cat "$scratch/continue.log")"
  grep -Eiq 'cannot be resumed|damaged|has a problem|Nothing to continue' "$scratch/continue.log" &&
    fail "$1: Continue: $(cat "$scratch/continue.log")"
}

# 1. quitting mid-hand
home quit
"$felt" --data "$src" --monkey "$seed:1000000:table" >"$scratch/quit.log" 2>&1 &
pid=$!
for _ in $(seq 1 600); do
  [ "$(hands)" -gt 0 ] && break
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.1
done
sleep "0.$((RANDOM % 10))"
kill -TERM "$pid" 2>/dev/null
for _ in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$pid" 2>/dev/null && { fail "quit: the game did not close on a close request"; kill -KILL "$pid"; }
wait "$pid"
rc=$?
[ $rc -eq 0 ] && grep -q 'felt monkey: closed after' "$scratch/quit.log" || fail "quit: exit $rc: $(tail -n 20 "$scratch/quit.log")"
[ -e "$pref/autosave.felt" ] || fail "quit: no autosave after quitting mid-play"
whole_hands quit
continues quit
echo "quit: $(hands) whole hands written before the close"

# 2. a full disk: files may grow to 24 KiB, a little more than the first hands of a tournament
home full
(trap '' XFSZ; ulimit -f 24; exec "$felt" --data "$src" --monkey "$seed:400:table") >"$scratch/full.log" 2>&1
rc=$?
[ $rc -eq 0 ] || [ $rc -eq 1 ] || fail "full disk: the game stopped with exit $rc: $(tail -n 20 "$scratch/full.log")"
grep -q 'notice: This tournament cannot be saved' "$scratch/full.log" ||
  fail "full disk: the player was not told before play: $(cat "$scratch/full.log")"
whole_hands "full disk"
[ -e "$pref/autosave.felt" ] && continues "full disk"
echo "full disk: $(hands) whole hands written; $(grep -c . "$scratch/full.log") lines of the game's report"
echo "$fails failed"
[ "$fails" -eq 0 ]
