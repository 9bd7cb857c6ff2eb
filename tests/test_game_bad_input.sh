#!/usr/bin/env bash
# test_game_bad_input.sh — bad files meet the game: a broken structure in levels/, a settings file
# with a wrong value, a corrupt autosave and a broken theme. Each must be shown on screen with a
# message naming the file, the field and the value; the game keeps running (the picture is the
# start screen with the message over it), and the autosave is moved aside, never lost.
# usage: test_game_bad_input.sh FELT PNG_PROBE SOURCE_DIR
set -uo pipefail
felt=$1
probe=$2
src=$3
. "$(dirname "$0")/lib/check.sh"
check_scratch
check_headless
check_count
data_copy() {
  mkdir -p "$scratch/$1/share"
  cp -r "$src/levels" "$src/assets" "$scratch/$1/share/"
  echo "$scratch/$1/share"
}
# the message box sits in the middle: a gold title (the start screen has no gold there) over text
notice_shown() { "$probe" "$1" colour=340,225,600,45,e6b24a,40,0.5 bright=330,260,620,200,400 >/dev/null; }

# 1. a broken structure file
check_home structure
d=$(data_copy structure)
printf '{ "name": "Broken", "table_size": 6, "starting_stack": 1500,\n  "levels": [ { "small_blind": 50, "big_blind": 25, "hands": 5 } ] }\n' >"$d/levels/broken.json"
if "$felt" --data "$d" --screenshot "$scratch/structure.png" --screen start >"$scratch/structure.log" 2>&1; then
  grep -q 'broken.json:2: levels\[0\].big_blind' "$scratch/structure.log" || fail "structure message lacks file:line: field: $(cat "$scratch/structure.log")"
  notice_shown "$scratch/structure.png" || fail "no message on screen for the broken structure"
else
  fail "felt stopped on a broken structure: $(cat "$scratch/structure.log")"
fi

# 2. a settings file with a wrong value
check_home settings
echo '{ "speed": "warp", "volume": 70 }' >"$pref/settings.json"
if "$felt" --data "$src" --screenshot "$scratch/settings.png" --screen start >"$scratch/settings.log" 2>&1; then
  grep -q 'settings.json:1: speed: expected "instant", "fast", "normal" or "slow", got "warp"' "$scratch/settings.log" ||
    fail "settings message: $(cat "$scratch/settings.log")"
  notice_shown "$scratch/settings.png" || fail "no message on screen for the bad settings"
  grep -q warp "$pref/settings.json" || fail "the bad settings file was overwritten"
else
  fail "felt stopped on bad settings: $(cat "$scratch/settings.log")"
fi

# 3. a corrupt autosave: reported, moved aside, never replaced
check_home save
printf 'felt-save 1\nthis is not a save\n' >"$pref/autosave.felt"
if "$felt" --data "$src" --screenshot "$scratch/save.png" --screen start >"$scratch/save.log" 2>&1; then
  grep -q 'cannot be resumed' "$scratch/save.log" || fail "save message: $(cat "$scratch/save.log")"
  grep -q 'autosave.felt' "$scratch/save.log" || fail "the save message does not name the file"
  notice_shown "$scratch/save.png" || fail "no message on screen for the corrupt save"
  ls "$pref"/autosave.felt.bad-* >/dev/null 2>&1 || fail "the corrupt save was not moved aside"
  [ -e "$pref/autosave.felt" ] && fail "the corrupt save is still where a new game would overwrite it"
  grep -q 'this is not a save' "$pref"/autosave.felt.bad-* || fail "the moved-aside save lost its content"
else
  fail "felt stopped on a corrupt save: $(cat "$scratch/save.log")"
fi

# 4. a broken theme file: the built-in theme, and a message
check_home theme
d=$(data_copy theme)
echo '{ "colors": { "felt": "green-ish" } }' >"$d/assets/theme.json"
if "$felt" --data "$d" --screenshot "$scratch/theme.png" --screen start >"$scratch/theme.log" 2>&1; then
  grep -q 'theme.json' "$scratch/theme.log" || fail "theme message: $(cat "$scratch/theme.log")"
  notice_shown "$scratch/theme.png" || fail "no message on screen for the broken theme"
else
  fail "felt stopped on a broken theme: $(cat "$scratch/theme.log")"
fi

# 5. wrong flags: a clear message and status 2, no window
out=$("$felt" --seats 11 2>&1); rc=$?
[ $rc -eq 2 ] && echo "$out" | grep -q -- "--seats expects a whole number from 2 to 10, got '11'" || fail "--seats 11: rc $rc, '$out'"
out=$("$felt" --frobnicate 2>&1); rc=$?
[ $rc -eq 2 ] && echo "$out" | grep -q "unknown option" || fail "--frobnicate: rc $rc, '$out'"

if [ "$fails" -ne 0 ]; then
  mkdir -p "${FELT_TEST_ARTIFACTS:-/tmp/felt-test-artifacts}"
  cp "$scratch"/*.png "$scratch"/*.log "${FELT_TEST_ARTIFACTS:-/tmp/felt-test-artifacts}/" 2>/dev/null
  exit 1
fi
echo "every bad file was shown on screen and the game kept running"
