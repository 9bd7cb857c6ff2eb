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
shot() { # LANGUAGE [NAME [FELT]]
  local n=${2:-$1}
  LC_ALL=C.UTF-8 LANGUAGE=$1 FELT_WIDGET_DUMP="$d/$n.json" "${3:-$felt}" --screenshot "$d/$n.png" --screen start \
    2>"$d/$n.err" || fail "no start screen in '$1': $(cat "$d/$n.err")"
}
labels() { jq -c '[.widgets[] | .label | select(. != "OK")]' "$d/$1.json"; } # the screen's words, not a notice's
shot en
shot de
shot xx
cmp -s "$d/en.png" "$d/de.png" && fail "the German start screen is the English one"
# a language with no translation: the English words, and a note that says so
[ "$(labels xx)" = "$(labels en)" ] || fail "a language without a translation does not show the English words: $(labels xx)"
grep -q 'Shown in English: There is no translation for the language "xx"' "$d/xx.err" ||
  fail "a language without a translation is not named on screen: $(cat "$d/xx.err")"
grep -q 'Shown in English' "$d/en.err" "$d/de.err" && fail "English or German is said to have no translation"
# a translation file that cannot be read: the same, naming the file (the program beside a locale
# folder of its own, as an installed prefix has it)
mkdir -p "$d/prefix/locale/de/LC_MESSAGES" && cp "$felt" "$d/prefix/felt" &&
  printf 'not a catalogue' >"$d/prefix/locale/de/LC_MESSAGES/felt.mo"
shot de de-bad "$d/prefix/felt"
grep -q "Shown in English: The translation file $d/prefix/locale/de/LC_MESSAGES/felt.mo cannot be read" "$d/de-bad.err" ||
  fail "an unreadable translation file is not named on screen: $(cat "$d/de-bad.err")"
[ "$(labels de-bad)" = "$(labels en)" ] || fail "with an unreadable translation the words are not English: $(labels de-bad)"
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
