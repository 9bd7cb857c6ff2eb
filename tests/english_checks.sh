# english_checks.sh — sourced by the fault and kill tests. The random actions (felt --monkey) may
# choose German or Spanish in the settings, and those tests read the game's words in English
# ("Nothing to continue", "has a problem"): english_config OUT copies the player's settings into
# OUT/felt/ with only the language set back to English, for XDG_CONFIG_HOME of the checking runs.
# The copy is made by jq, so a settings file that is not valid JSON fails it (returns 1, says why).
english_config() {
  local out=$1 from="$XDG_CONFIG_HOME/felt/settings.json"
  rm -rf "$out" && mkdir -p "$out/felt"
  [ -e "$from" ] || return 0
  jq '.language = "en"' "$from" >"$out/felt/settings.json" 2>"$out/jq.err" || {
    echo "settings.json is not valid JSON: $(head -c 300 "$from") ($(cat "$out/jq.err"))"
    return 1
  }
}
