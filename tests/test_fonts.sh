#!/usr/bin/env bash
# test_fonts.sh — fonts come through fontconfig: with only DejaVu Serif in fontconfig's view the
# game still starts, takes it in DejaVu Sans' place and says so on screen (a notice panel, and
# the log); with the system's fonts it finds DejaVu Sans and says nothing.
# usage: test_fonts.sh FELT PNG_PROBE SCRATCH_DIR
set -u
felt=$1 probe=$2 d=$3
rm -rf "$d" && mkdir -p "$d/fonts" "$d/home" || exit 1
export HOME="$d/home" XDG_DATA_HOME="$d/home/data" XDG_CONFIG_HOME="$d/home/config"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
fails=0
fail() { echo "FAIL $*"; fails=$((fails + 1)); }
serif=$(fc-match -f '%{file}' 'DejaVu Serif')
case "$serif" in *DejaVuSerif*) ;; *) echo "FAIL no DejaVu Serif to stand in: '$serif'"; exit 1 ;; esac
cp "$serif" "$d/fonts/"
cat >"$d/fonts.conf" <<CONF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>$d/fonts</dir><cachedir>$d/cache</cachedir></fontconfig>
CONF
# 1. DejaVu Sans missing: the game goes on with what fontconfig has, and says so
FONTCONFIG_FILE="$d/fonts.conf" "$felt" --screenshot "$d/missing.png" --screen start 2>"$d/missing.err" ||
  fail "the game did not start without DejaVu Sans: $(cat "$d/missing.err")"
grep -q 'A font is missing: The font DejaVu Sans is not installed, so DejaVu Serif stands in' "$d/missing.err" ||
  fail "the log does not say which font is missing: $(cat "$d/missing.err")"
"$probe" "$d/missing.png" colour=340,225,600,45,e6b24a,40,0.5 bright=330,260,620,200,400 >/dev/null ||
  fail "no notice on screen for the missing font"
# 2. the system's fonts: DejaVu Sans through fontconfig, no notice
"$felt" --screenshot "$d/found.png" --screen start 2>"$d/found.err" || fail "the game did not start"
if grep -q 'A font is missing' "$d/found.err"; then fail "a notice although DejaVu Sans is installed"; fi
"$probe" "$d/found.png" colour=340,225,600,45,e6b24a,40,0.5 >/dev/null && fail "a notice panel with DejaVu Sans installed"
echo "$([ $fails -eq 0 ] && echo 1 || echo 0) passed, $fails failed"
[ $fails -eq 0 ]
