#!/usr/bin/env bash
# test_keep_files.sh — never lose what the player kept (engine/keep.h): a settings file with one
# bad value or none readable is moved aside as settings.json.bad-TIME and its good values are kept
# over a quit (not overwritten with defaults); settings move from the data folder to
# $XDG_CONFIG_HOME/felt/ whole and no empty felt/felt/ is made; a damaged autosave with a good
# .prev is announced, moved aside and never rotated into .prev; New over a tournament that can be
# continued asks first; headless runs never write the autosave, its .prev or a history; a
# bad drill file is said on screen; `felt-cli replay /dev/zero` stops early; a drill's
# difficulty out of range is refused.
# usage: test_keep_files.sh FELT FELT_CLI PNG_PROBE MAKE_SESSION_SAVE SOURCE_DIR
set -uo pipefail
felt=$1
cli=$2
probe=$3
mksave=$4
src=$5
. "$(dirname "$0")/lib/check.sh"
check_scratch
check_headless
check_count
# the game as a player runs it (a window, not a headless picture), closed as a window manager
# closes it: SIGTERM becomes SDL_QUIT and the game shuts down normally
run_and_quit() { # LOG
  "$felt" --data "$src" >"$1" 2>&1 &
  local pid=$!
  for _ in $(seq 1 100); do grep -q . "$1" 2>/dev/null && break; sleep 0.1; done
  sleep 1.5
  kill -TERM "$pid" 2>/dev/null
  wait "$pid"
}
notice_shown() { "$probe" "$1" colour=340,225,600,45,e6b24a,40,0.5 bright=330,260,620,200,400 >/dev/null; }

# 1. one bad value beside customised settings, in the old place (the data folder): after a normal
#    quit the good values are still there, the bad file is kept aside, the player was told
check_home settings
printf '{ "speed": "slow", "volume": 700, "four_colour": true, "text_size": 2 }\n' >"$pref/settings.json"
run_and_quit "$scratch/settings.log"
f=$(ls "$conf"/settings.json.bad-* 2>/dev/null | head -n 1)
if [ -z "$f" ]; then fail "the settings file with a bad value was not moved aside as settings.json.bad-TIME: $(ls -R "$XDG_CONFIG_HOME" "$pref")"
else grep -q '"volume": 700' "$f" || fail "the moved-aside settings lost their content: $(cat "$f")"; fi
s=$(cat "$conf/settings.json" 2>/dev/null)
echo "$s" | grep -q '"speed": "slow"' && echo "$s" | grep -q '"four_colour": true' && echo "$s" | grep -q '"text_size": 2' ||
  fail "a quit put defaults over the good settings: $s $(cat "$pref/settings.json" 2>/dev/null)"
echo "$s" | grep -q '"volume": 70,' || fail "the bad volume is not back to its default: $s"
grep -q 'settings.json:1: volume: expected an integer from 0 to 100, got 700' "$scratch/settings.log" ||
  fail "the message does not name file, line, field and value: $(cat "$scratch/settings.log")"
grep -q 'The file is kept as .*settings.json.bad-' "$scratch/settings.log" || fail "the player is not told where the file went"
grep -q 'Your other settings are kept' "$scratch/settings.log" || fail "the player is not told what was kept"
[ -e "$pref/settings.json" ] && fail "the settings were left in the data folder"
[ -e "$pref/felt" ] && fail "an empty felt/felt/ folder was made in the data folder"

# 2. a settings file that is no JSON: moved aside too, never overwritten by the quit
check_home unreadable
mkdir -p "$conf"
printf '{ "speed": "slow", \n' >"$conf/settings.json"
run_and_quit "$scratch/unreadable.log"
f=$(ls "$conf"/settings.json.bad-* 2>/dev/null | head -n 1)
[ -n "$f" ] && grep -q slow "$f" || fail "the unreadable settings were not kept aside: $(ls "$conf")"
grep -q 'settings.json:[0-9]*:[0-9]*: syntax error' "$scratch/unreadable.log" || fail "unreadable settings: $(cat "$scratch/unreadable.log")"

# 3. good settings move to the config folder whole
check_home migrate
printf '{ "speed": "fast", "volume": 35 }\n' >"$pref/settings.json"
cp "$pref/settings.json" "$scratch/migrate-before.json"
run_and_quit "$scratch/migrate.log"
grep -q '"speed": "fast"' "$conf/settings.json" 2>/dev/null && grep -q '"volume": 35' "$conf/settings.json" ||
  fail "the settings did not move to \$XDG_CONFIG_HOME/felt whole: $(cat "$conf/settings.json" 2>/dev/null)"
[ -e "$pref/settings.json" ] && fail "the old settings.json stayed beside the new one"

# 4. a damaged autosave with a good .prev: said on screen, the damaged copy kept aside, the hand
#    before becomes the autosave (and is never replaced by the damaged one)
check_home fallback
"$mksave" "$pref/autosave.felt" 4 || fail "make_session_save"
cp "$pref/autosave.felt.prev" "$scratch/prev.felt"
head -c 300 "$pref/autosave.felt" >"$scratch/damaged.felt"
cp "$scratch/damaged.felt" "$pref/autosave.felt"
if "$felt" --data "$src" --screenshot "$scratch/fallback.png" --screen start >"$scratch/fallback.log" 2>&1; then
  grep -q 'The last save was damaged; continuing from the hand before .* the damaged copy is kept as .*autosave.felt.bad-' \
    "$scratch/fallback.log" || fail "the fall back to .prev is not announced: $(cat "$scratch/fallback.log")"
  notice_shown "$scratch/fallback.png" || fail "no message on screen for the fall back"
  f=$(ls "$pref"/autosave.felt.bad-* 2>/dev/null | head -n 1)
  [ -n "$f" ] && cmp -s "$f" "$scratch/damaged.felt" || fail "the damaged autosave was not kept aside whole"
  cmp -s "$pref/autosave.felt" "$scratch/prev.felt" || fail "the hand before did not become the autosave"
  cmp -s "$pref/autosave.felt.prev" "$scratch/prev.felt" || fail "the good .prev was touched"
else
  fail "felt stopped on a damaged autosave: $(cat "$scratch/fallback.log")"
fi

# 5. headless pictures never touch the player's files: Continue of a real save writes no autosave,
#    no .prev and no history
check_home headless
"$mksave" "$pref/autosave.felt" 3 || fail "make_session_save"
md5sum "$pref"/autosave.felt* >"$scratch/sums"
if "$felt" --data "$src" --screenshot "$scratch/continue.png" --screen continue >"$scratch/continue.log" 2>&1; then
  md5sum -c --quiet "$scratch/sums" >/dev/null 2>&1 || fail "a headless Continue wrote the autosave or its .prev"
  [ -z "$(ls -A "$pref/histories" 2>/dev/null)" ] || fail "a headless Continue wrote a hand history: $(ls "$pref/histories")"
else
  fail "felt --screen continue failed: $(cat "$scratch/continue.log")"
fi

# 6. New over a tournament that can be continued asks first (the gold title of a dialog over the
#    start screen, where New without a save goes straight to the set-up)
if "$felt" --data "$src" --screenshot "$scratch/new.png" --screen start --press n >"$scratch/new.log" 2>&1; then
  "$probe" "$scratch/new.png" colour=340,255,600,30,e6b24a,40,0.5 >/dev/null ||
    fail "New over a saved tournament did not ask first"
  md5sum -c --quiet "$scratch/sums" >/dev/null 2>&1 || fail "asking replaced the save"
else
  fail "felt --press n: $(cat "$scratch/new.log")"
fi

# 7. loaders stop early and say why; a drill's difficulty out of range is refused
out=$(timeout 20 "$cli" replay /dev/zero 2>&1); rc=$?
[ $rc -ne 0 ] && [ $rc -ne 124 ] && echo "$out" | grep -q 'larger than any save (16 MiB)' ||
  fail "felt-cli replay /dev/zero: rc $rc, '$out'"
out=$("$felt" --data "$src" --screenshot "$scratch/drill.png" --drill side-pots:1:99 2>&1); rc=$?
[ $rc -ne 0 ] && echo "$out" | grep -q 'the difficulty is 1 to 5, got 99' || fail "--drill side-pots:1:99: rc $rc, '$out'"
check_home drills
mkdir -p "$scratch/share"
cp -r "$src/levels" "$src/assets" "$src/docs" "$scratch/share/"
printf '{ "drills": [ { "topic": "floor", "question": 7 } ] }\n' >"$scratch/share/levels/drills/zz-broken.json"
if "$felt" --data "$scratch/share" --screenshot "$scratch/drills.png" --screen practice >"$scratch/drills.log" 2>&1; then
  grep -q 'A drill file has a problem' "$scratch/drills.log" && grep -q 'zz-broken.json' "$scratch/drills.log" ||
    fail "a bad drill file gives no notice: $(cat "$scratch/drills.log")"
  notice_shown "$scratch/drills.png" || fail "no message on screen for the bad drill file"
else
  fail "felt stopped on a bad drill file: $(cat "$scratch/drills.log")"
fi

echo "$fails failed"
[ "$fails" -eq 0 ]
