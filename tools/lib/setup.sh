# tools/lib/setup.sh — shared by tools/play and tools/test: install the Debian packages Felt needs
# (only the missing ones), then configure and build. Sourced, not run.

# Everything the build, the game and the test suite use. The SDL family and cJSON are here from
# the start so later work never has to touch the install step; Xvfb, xdotool and ImageMagick
# let the test suite run the real game in a virtual display and look at it (jq reads the game's
# widget dump, so the tests click a control by its name). clang (with its
# sanitizer and libFuzzer runtimes) gives tools/test its third build and the loaders' fuzzers.
FELT_PACKAGES=(
  build-essential cmake pkg-config clang libclang-rt-dev
  libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev
  libcjson-dev libfontconfig-dev fonts-dejavu-core
  appstream desktop-file-utils gettext
  xvfb xauth xdotool imagemagick jq
)

felt_say() { printf 'felt: %s\n' "$*" >&2; }

felt_install_packages() {
  local missing=() p
  for p in "${FELT_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
      missing+=("$p")
    fi
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  felt_say "installing missing Debian packages: ${missing[*]}"
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo=(sudo)
      # Without a terminal (CI), sudo must not wait for a password.
      [ -t 0 ] || sudo=(sudo -n)
    else
      felt_say "not root and no sudo: install these packages and run again: ${missing[*]}"
      return 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq || { felt_say "apt-get update failed"; return 1; }
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" \
    || { felt_say "apt-get install failed for: ${missing[*]}"; return 1; }
}

# felt_build DIR [cmake options...]: configure (once) and build DIR with both cores.
# FELT_BUILD_TARGETS (optional, space-separated) limits what is built.
felt_build() {
  local dir=$1
  shift
  cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null \
    || { felt_say "cmake configure failed in $dir"; return 1; }
  local targets=()
  [ -n "${FELT_BUILD_TARGETS:-}" ] && read -ra targets <<<"--target $FELT_BUILD_TARGETS"
  cmake --build "$dir" -j "$(nproc 2>/dev/null || echo 2)" "${targets[@]}" \
    || { felt_say "build failed in $dir"; return 1; }
}
