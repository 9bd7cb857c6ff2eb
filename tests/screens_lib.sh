# screens_lib.sh — what the headless screen tests share: a scratch home, SDL's dummy drivers, a
# picture taken with `felt --screenshot` and checked region by region with png_probe, and the
# pictures of any failure kept. The test sets felt, probe and src, sources this, calls shot and
# check, and ends with screens_done "what passed".
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export HOME="$scratch/home" XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config"
mkdir -p "$HOME" "$XDG_DATA_HOME/felt" "$XDG_CONFIG_HOME"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
prefdir="$XDG_DATA_HOME/felt"
felt_green=1d6a45
fails=0
fail() { echo "FAIL $*"; fails=$((fails + 1)); }
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
screens_done() { # what passed
  if [ "$fails" -ne 0 ]; then
    mkdir -p "${FELT_TEST_ARTIFACTS:-/tmp/felt-test-artifacts}"
    cp "$scratch"/*.png "$scratch"/*.log "${FELT_TEST_ARTIFACTS:-/tmp/felt-test-artifacts}/" 2>/dev/null
    echo "$fails check(s) failed; pictures in ${FELT_TEST_ARTIFACTS:-/tmp/felt-test-artifacts}"
    exit 1
  fi
  echo "$1"
}
