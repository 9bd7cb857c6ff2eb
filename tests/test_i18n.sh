#!/usr/bin/env bash
# test_i18n.sh — translations through gettext: po/de.po translates every string the sources mark
# (checked against a fresh xgettext extraction), the build compiled it, the start screen drawn
# with LANGUAGE=de differs from the English one, and a language with no translation draws
# exactly the English screen (the game goes on in English).
# usage: test_i18n.sh FELT SOURCE_DIR BUILD_DIR SCRATCH_DIR
set -u
felt=$1 src=$2 build=$3 d=$4
rm -rf "$d" && mkdir -p "$d/home" || exit 1
export HOME="$d/home" XDG_DATA_HOME="$d/home/data" XDG_CONFIG_HOME="$d/home/config"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
fails=0
fail() { echo "FAIL $*"; fails=$((fails + 1)); }
(cd "$src" && xgettext --from-code=UTF-8 --language=C --keyword=_ --keyword=N_ --keyword=P_:1,2 -o "$d/fresh.pot" src/app/*.c) ||
  fail "xgettext cannot read the sources"
for po in "$src"/po/*.po; do
  msgcmp "$po" "$d/fresh.pot" || fail "$(basename "$po") does not translate every marked string"
  lang=$(basename "$po" .po)
  [ -s "$build/locale/$lang/LC_MESSAGES/felt.mo" ] || fail "the build did not compile $lang"
done
shot() { LC_ALL=C.UTF-8 LANGUAGE=$1 "$felt" --screenshot "$d/$1.png" --screen start 2>"$d/$1.err" || fail "no start screen in '$1': $(cat "$d/$1.err")"; }
shot en
shot de
shot xx
cmp -s "$d/en.png" "$d/de.png" && fail "the German start screen is the English one"
cmp -s "$d/en.png" "$d/xx.png" || fail "a language without a translation does not draw the English screen"
echo "$([ $fails -eq 0 ] && echo 1 || echo 0) passed, $fails failed"
[ $fails -eq 0 ]
