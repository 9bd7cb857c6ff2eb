# check.sh — the one preamble of Felt's shell tests: a scratch folder removed on exit, a fresh
# home (HOME and the XDG folders) for the game, SDL's dummy drivers, the FAIL counter, the
# pictures and logs of a failure kept; the headless screenshot checks (screens_prepare); and the
# Xvfb/xdotool play-throughs (xvfb_prepare, xvfb_inner, xvfb_run and, inside Xvfb, the person's
# hands: xvfb_hands). Every test script sources it and keeps its own checks:
#     . "$(dirname "$0")/lib/check.sh"
# An Xvfb test's inner script sources it again as $CHECK_LIB (xvfb_inner writes that head).
CHECK_LIB=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/check.sh
export CHECK_LIB

# ---- every test ---------------------------------------------------------------------------------

# a scratch folder in $scratch (or the variable VAR), removed on exit with the test's background
# jobs ended
check_scratch() { # [VAR]
  local d
  d=$(mktemp -d)
  printf -v "${1:-scratch}" '%s' "$d"
  # shellcheck disable=SC2064 # the folder is known now
  trap "kill \$(jobs -p) 2>/dev/null; rm -rf '$d'" EXIT
}

# a fresh home for the game under $scratch (or $scratch/NAME): HOME, XDG_DATA_HOME and
# XDG_CONFIG_HOME made and exported; $prefdir (= $pref) is the game's data folder, $conf its
# settings folder
check_home() { # [NAME]
  local base=$scratch${1:+/$1}
  export HOME="$base/home" XDG_DATA_HOME="$base/data" XDG_CONFIG_HOME="$base/config"
  mkdir -p "$HOME" "$XDG_DATA_HOME/felt" "$XDG_CONFIG_HOME"
  prefdir="$XDG_DATA_HOME/felt"
  pref=$prefdir
  conf="$XDG_CONFIG_HOME/felt"
}

# no window, no sound: SDL's dummy drivers and the software renderer
check_headless() { export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software; }

# a test that goes on after a failure: fail says it and counts it, ok counts a pass
check_count() {
  fails=0
  pass=0
  fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
  ok() { pass=$((pass + 1)); }
}

# keep the pictures and logs of $scratch for whoever looks at a failure
check_keep() {
  mkdir -p "${FELT_TEST_ARTIFACTS:-/tmp/felt-test-artifacts}"
  cp "$scratch"/*.png "$scratch"/*.log "${FELT_TEST_ARTIFACTS:-/tmp/felt-test-artifacts}/" 2>/dev/null
}

# ---- headless screenshots: felt --screenshot, checked region by region with png_probe -----------

# the test sets felt, probe and src, calls this, then shot and check, and ends with screens_done
# "what passed"; the pictures of any failure are kept
screens_prepare() {
  check_scratch
  check_home
  check_headless
  felt_green=1d6a45
  check_count
  shot() { # name args...
    local name=$1; shift
    if ! "$felt" --data "$src" --screenshot "$scratch/$name.png" "$@" >"$scratch/$name.log" 2>&1; then
      fail "$name: felt --screenshot $*: $(cat "$scratch/$name.log")"; return 1
    fi
  }
  check() { # name checks...
    local name=$1; shift
    echo "-- $name"
    "$probe" "$scratch/$name.png" "$@" || fail "$name"
  }
}
screens_done() { # what passed
  if [ "$fails" -ne 0 ]; then
    check_keep
    echo "$fails check(s) failed; pictures in ${FELT_TEST_ARTIFACTS:-/tmp/felt-test-artifacts}"
    exit 1
  fi
  echo "$1"
}

# ---- Xvfb play-throughs: the real window under Xvfb, driven by xdotool ----------------------------

# outer: tools present, a scratch home, the settings every play-through starts from
xvfb_prepare() { # TOOLS...
  for tool in xvfb-run xdotool import jq "$@"; do
    command -v "$tool" >/dev/null 2>&1 || { echo "FAIL: $tool is not installed (tools/test installs it)" >&2; exit 1; }
  done
  check_scratch
  check_home
  unset SDL_VIDEODRIVER SDL_RENDER_DRIVER
  export SDL_AUDIODRIVER=dummy
  # instant animations keep the run short; everything else is as a player has it
  echo '{ "speed": "instant", "confirm_allin": false }' >"$prefdir/settings.json"
  inner="$scratch/inner.sh"
  # the game writes the controls on the screen here; click_name finds them by name
  export FELT_WIDGET_DUMP="$scratch/widgets.json"
}

# outer: a data folder ($data) beside the source's assets and docs, for structures of the test's
# own in $data/levels (the game's --data)
xvfb_data_folder() {
  data="$scratch/felt-data"
  mkdir -p "$data/levels"
  ln -s "$src/assets" "$data/assets"
  ln -s "$src/docs" "$data/docs"
}

# outer: run the inner script in a fresh X server; keep the pictures and logs of a failure
xvfb_run() { # ARGS for the inner script...
  chmod +x "$inner"
  xvfb-run -a -s "-screen 0 1280x720x24" "$inner" "$@"
  local rc=$?
  # FELT_KEEP_SHOTS=DIR keeps the pictures of a passing run too (to look at them)
  [ -n "${FELT_KEEP_SHOTS:-}" ] && mkdir -p "$FELT_KEEP_SHOTS" && cp "$scratch"/*.png "$FELT_KEEP_SHOTS/" 2>/dev/null
  [ $rc -ne 0 ] && check_keep
  return $rc
}


# the inner script's head: bash, strict, this file and the person's hands; the test's own body
# (its arguments, its pauses, its steps) follows from stdin, a quoted here-document
xvfb_inner() {
  { printf '#!/usr/bin/env bash\nset -uo pipefail\n. "$CHECK_LIB"\nxvfb_hands\n'; cat; } >"$inner"
}

# inner: the person's hands and eyes (the inner script calls it inside Xvfb; what it sets after,
# such as key_pause or its own key, stands)
xvfb_hands() {
  key_pause=${key_pause:-0.15}
  click_pause=${click_pause:-0.2}
  fail() { echo "FAIL: $*" >&2; exit 1; }
  shot() { import -window root "$scratch/$1.png" 2>/dev/null || fail "screenshot $1"; }
  key() { xdotool key --window "$wid" "$@"; sleep "$key_pause"; }
  click() { xdotool mousemove --window "$wid" "$1" "$2"; sleep 0.05; xdotool click 1; sleep "$click_pause"; }
  # click_name NAME [--if-shown]: click the centre of the control NAME in the game's widget dump (its rectangle
  # in window pixels), waiting up to 10 s for the screen to show it; fails naming the controls there
  # (with --if-shown: clicks it only when the screen shows it now)
  click_name() {
    local xy=""
    for _ in $(seq 1 50); do
      xy=$(jq -r --arg n "$1" '.widgets[] | select(.name == $n and .enabled)
        | "\(.pixels[0] + (.pixels[2] / 2 | floor)) \(.pixels[1] + (.pixels[3] / 2 | floor))"' \
        "$FELT_WIDGET_DUMP" 2>/dev/null | head -n1)
      [ -n "$xy" ] && break
      [ "${2:-}" = --if-shown ] && return 0
      sleep 0.2
    done
    [ -n "$xy" ] || fail "no control named $1 on the screen; there are: $(jq -r '[.widgets[].name] | join(" ")' "$FELT_WIDGET_DUMP" 2>/dev/null)"
    # shellcheck disable=SC2086 # x and y
    click $xy
  }
  # park: the pointer at the middle of the window's right edge (the window's size from the widget
  # dump), over no control, so no tooltip or hover shows in a picture
  park() {
    local xy
    xy=$(jq -r '"\(.window[0] - 8) \(.window[1] / 2 | floor)"' "$FELT_WIDGET_DUMP" 2>/dev/null)
    [ -n "$xy" ] || fail "no widget dump to find the window's edge in"
    # shellcheck disable=SC2086 # x and y
    xdotool mousemove --window "$wid" $xy 2>/dev/null
  }
  start_felt() { # RUN: its log is felt-RUN.log ($run names it for log); $FELT_ARGS go to the game
    run=$1
    # shellcheck disable=SC2086 # FELT_ARGS: more options for the game, word-split on purpose
    "$felt" --size 1280x720 ${FELT_ARGS:-} >"$scratch/felt-$1.log" 2>&1 &
    felt_pid=$!
    wid=""
    for _ in $(seq 1 300); do
      wid=$(xdotool search --onlyvisible --name '^Felt$' 2>/dev/null | head -n1)
      [ -n "$wid" ] && break
      sleep 0.1
    done
    [ -n "$wid" ] || fail "the Felt window did not appear ($(cat "$scratch/felt-$1.log"))"
    xdotool windowmove "$wid" 0 0 2>/dev/null
    xdotool windowactivate --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid" 2>/dev/null
    sleep 0.6
  }
  log() { cat "$scratch/felt-$run.log"; }
  quit_felt() {
    xdotool windowclose "$wid" 2>/dev/null || kill "$felt_pid"
    for _ in $(seq 1 50); do kill -0 "$felt_pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$felt_pid" 2>/dev/null && fail "Felt did not quit"
    wait "$felt_pid" 2>/dev/null
  }
  # wait_for NAME CHECK...: screenshots until the picture passes the checks (10 s at most)
  wait_for() {
    local name=$1; shift
    for _ in $(seq 1 40); do
      shot "$name"
      "$probe" "$scratch/$name.png" "$@" >/dev/null 2>&1 && return 0
      sleep 0.25
    done
    "$probe" "$scratch/$name.png" "$@"
    return 1
  }
  # press_until KEY NAME CHECK...: press KEY, look, and press again until the picture passes the
  # checks (five tries): a key sent while a new window is still settling on a busy machine can be
  # lost, and a person would press again
  press_until() {
    local k=$1 name=$2; shift 2
    for _ in 1 2 3 4 5; do
      key "$k"
      sleep 0.4
      shot "$name"
      "$probe" "$scratch/$name.png" "$@" >/dev/null 2>&1 && return 0
    done
    return 1
  }
}
