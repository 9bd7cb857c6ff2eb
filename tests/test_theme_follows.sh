#!/usr/bin/env bash
# test_theme_follows.sh — every text and panel takes its colour from the theme. The game runs on a
# copy of its data whose assets/theme.json gives the text magenta, the accent cyan and the panels
# blue; on every screen the headless game can show, the built-in cream text and gold must be gone
# (a colour hard-coded in a screen would leave them) and the theme's colours must be there.
# usage: test_theme_follows.sh FELT PNG_PROBE SOURCE_DIR
set -uo pipefail
felt=$1
probe=$2
src=$3
. "$(dirname "$0")/lib/check.sh"
check_scratch
check_headless
check_home
check_count

d="$scratch/share"
mkdir -p "$d"
cp -r "$src/levels" "$src/assets" "$src/docs" "$d/"
# the built-in theme with the colours of words, highlights and panels changed
sed -e 's/"text": "#f2efe6ff"/"text": "#ff00ffff"/' \
    -e 's/"text_muted": "#f2efe6a0"/"text_muted": "#ff00ffa0"/' \
    -e 's/"button_text": "#f2efe6ff"/"button_text": "#ff00ffff"/' \
    -e 's/"accent": "#e6b24aff"/"accent": "#00e5ffff"/' \
    -e 's/"panel": "#0d1417d8"/"panel": "#2040c0ff"/' \
    "$src/assets/theme.json" >"$d/assets/theme.json"
for k in '"text": "#ff00ffff"' '"text_muted": "#ff00ffa0"' '"button_text": "#ff00ffff"' '"accent": "#00e5ffff"' \
         '"panel": "#2040c0ff"'; do
  grep -q "$k" "$d/assets/theme.json" || fail "the test theme did not take $k (assets/theme.json changed its keys?)"
done

shot() { # NAME ARGS...: a headless picture of a screen on the test theme
  local name=$1
  shift
  if ! "$felt" --data "$d" --size 1280x720 --screenshot "$scratch/$name.png" "$@" >"$scratch/$name.log" 2>&1; then
    fail "$name: felt failed: $(tail -3 "$scratch/$name.log")"
    return 1
  fi
  if grep -qi "theme" "$scratch/$name.log"; then
    fail "$name: the theme was refused: $(cat "$scratch/$name.log")"
  fi
}
# cream text or gold left on a screen: some colour in it does not come from the theme
# (within 1 of each channel, as a glyph's core is drawn: the dealer button, the card faces and the first
# person's colour are near-cream and near-gold colours of their own)
follows() { # NAME [panels]: with "panels", the screen shows panels, and they must be the theme's blue
  local png="$scratch/$1.png" panel=()
  [ -f "$png" ] || return
  [ "${2:-}" = panels ] && panel=(colour=0,0,1280,720,2040c0,4,0.5)
  "$probe" "$png" nocolour=0,0,1280,720,f2efe6,1,0.002 nocolour=0,0,1280,720,e6b24a,1,0.002 \
    colour=0,0,1280,720,ff00ff,6,0.05 "${panel[@]}" >"$scratch/$1.probe" 2>&1 ||
    fail "$1 does not follow the theme: $(grep FAIL "$scratch/$1.probe" | tr '\n' ' ')"
}

shot start --screen start && follows start
shot setup --screen setup && follows setup panels
shot settings --screen settings && follows settings panels
shot table --seed 7 --hands 3 && follows table panels
shot results --seed 7 --screen results && follows results panels
shot replay --seed 7 --hands 2 --screen replay && follows replay panels
shot practice --screen practice && follows practice panels
shot drill --drill side-pots:3 && follows drill panels
shot feedback --screen feedback --drill side-pots:3 && follows feedback panels
shot shadow --screen shadow --seed 5 && follows shadow panels
shot lobby --entrants 100 --seats 9 --hands 2 --screen lobby && follows lobby panels
shot watch --entrants 100 --seats 9 --hands 2 --screen lobby --press down --press w && follows watch panels

[ "$fails" -eq 0 ] && echo "every screen follows the theme" 
exit $((fails > 0))
