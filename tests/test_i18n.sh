#!/usr/bin/env bash
# test_i18n.sh — translations through gettext: po/de.po translates every string the sources mark
# (the app's _ N_ P_, the drills' D_ DN_ DP_, the bot styles' words)
# (checked against a fresh xgettext extraction), the build compiled it, the start screen drawn
# with LANGUAGE=de differs from the English one, and a language with no translation draws
# exactly the English screen (the game goes on in English). The Language setting in settings.json
# chooses German or English over the system's, and a bad value is named.
# usage: test_i18n.sh FELT SOURCE_DIR BUILD_DIR SCRATCH_DIR
set -u
felt=$1 src=$2 build=$3 d=$4
rm -rf "$d" && mkdir -p "$d/home" || exit 1
export HOME="$d/home" XDG_DATA_HOME="$d/home/data" XDG_CONFIG_HOME="$d/home/config"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
fails=0
fail() { echo "FAIL $*"; fails=$((fails + 1)); }
(cd "$src" && xgettext --from-code=UTF-8 --language=C --keyword=_ --keyword=N_ --keyword=P_:1,2 --keyword=D_ --keyword=DN_ \
  --keyword=DP_:1,2 -o "$d/fresh.pot" src/app/*.c src/render/*.c src/drill/*.c src/ai/ai_styles.c) ||
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
# the Language setting: German from settings.json with no locale in the environment at all (the
# "C" locale, where gettext alone would ignore LANGUAGE); English chosen over a German system;
# a bad value named on screen with file, field and value
cfg="$XDG_CONFIG_HOME/felt"
mkdir -p "$cfg"
setting() { # VALUE NAME [ENV...]
  local v=$1 n=$2
  shift 2
  echo "{ \"language\": \"$v\" }" >"$cfg/settings.json"
  env -u LANG -u LC_ALL -u LC_MESSAGES -u LANGUAGE "$@" "$felt" --screenshot "$d/$n.png" --screen start >"$d/$n.log" 2>&1 ||
    fail "no start screen with language '$v': $(cat "$d/$n.log")"
}
setting de set-de
cmp -s "$d/de.png" "$d/set-de.png" || fail "the Language setting Deutsch does not draw the German start screen"
setting en set-en LC_ALL=C.UTF-8 LANGUAGE=de
cmp -s "$d/en.png" "$d/set-en.png" || fail "the Language setting English does not override a German system"
setting system set-system LC_ALL=C.UTF-8 LANGUAGE=de
cmp -s "$d/de.png" "$d/set-system.png" || fail "the Language setting System does not follow the system's German"
setting klingon set-bad
grep -q 'settings.json:1: language: expected "system", "en", "de" or "es", got "klingon"' "$d/set-bad.log" ||
  fail "a bad language is not named with file, field and value: $(cat "$d/set-bad.log")"
echo "$([ $fails -eq 0 ] && echo 1 || echo 0) passed, $fails failed"
[ $fails -eq 0 ]
