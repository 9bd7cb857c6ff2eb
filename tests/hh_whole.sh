# hh_whole.sh — sourced by the tests that stop the game abruptly (test_game_kill.sh,
# test_game_faults.sh): the check that a folder's hand histories hold whole hands only.

# hh_whole_hands DIR: every history in DIR (summaries aside) starts with a hand, each hand has its
# summary, and the file ends with the blank lines after a hand. Prints "FILE: why: last lines" for
# the first that does not and returns 1; returns 0 when all are whole.
hh_whole_hands() {
  local f why
  for f in "$1"/*.txt; do
    [ -s "$f" ] || continue
    case $f in *-summary.txt) continue ;; esac
    why=$(awk '/^PokerStars Hand #/ { if (open) { print "hand at line " start " has no summary"; exit }
                                       open = 1; start = NR; next }
               NR == 1 { print "the file does not start with a hand"; exit }
               /^\*\*\* SUMMARY \*\*\*/ { open = 0 }' "$f")
    [ "$(tail -c 3 "$f" | od -An -c | tr -d ' ')" = '\n\n\n' ] || why="$why the file ends inside a hand"
    if [ -n "$why" ]; then
      echo "$(basename "$f"): $why: $(tail -n 3 "$f")"
      return 1
    fi
  done
  return 0
}
