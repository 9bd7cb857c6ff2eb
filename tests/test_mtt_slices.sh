#!/usr/bin/env bash
# test_mtt_slices.sh — the game plays the other tables of a multi-table tournament in slices cut by
# its frame's time (tourney_step_some; issue 25, "the other tables keep pace"), and a moment played
# in slices must be the moment played whole: `felt-cli mtt --slice U` (at most U hands dealt or
# ended a call) must print the same finishing table, moves and hands per table, and write
# byte-identical events, hand histories and journals (every hand's hash at every table) as the
# same tournament stepped a whole moment at a time: 1,200 entrants at tables of 10 in slices of 1
# and 7 units (and 3 units on two threads), and a field with people answering through the person
# API. The sliced journal replays. Bad --slice values are named.
# usage: test_mtt_slices.sh FELT_CLI SOURCE_DIR
set -u
cli=$1
src=$2
. "$(dirname "$0")/lib/check.sh"
check_scratch tmp
check_count
mtt="$src/levels/mtt.json"

# play NAME TAG ARGS...: one run into $tmp/NAME-TAG (its output without the timing line)
play() {
  local name=$1 tag=$2 dir="$tmp/$1-$2"
  shift 2
  mkdir -p "$dir/hh"
  if ! (cd "$dir" && "$cli" mtt --structure "$mtt" --hh hh --events events.jsonl --save journal "$@" \
        >out.full 2>err.txt); then
    fail "$name $tag exited non-zero:"
    head -5 "$dir/err.txt"
    return 1
  fi
  grep -v '^played in ' "$dir/out.full" >"$dir/out"
}

# same NAME ARGS...: whole moments, then slices of 1 and 7 units and 3 units on two threads
same() {
  local name=$1
  shift
  play "$name" whole "$@" || return 1
  play "$name" s1 --slice 1 "$@" || return 1
  play "$name" s7 --slice 7 "$@" || return 1
  play "$name" s3j2 --slice 3 --jobs 2 "$@" || return 1
  [ -s "$tmp/$name-whole/events.jsonl" ] && [ -n "$(ls "$tmp/$name-whole/hh")" ] && ok || fail "$name: no events or histories"
  for tag in s1 s7 s3j2; do
    # the moments really were cut: more slices than moments
    read -r moments slices < <(sed -nE 's/.* ([0-9]+) moments in ([0-9]+) slices.*/\1 \2/p' "$tmp/$name-$tag/err.txt")
    [ -n "${moments:-}" ] && [ "$slices" -gt "$moments" ] && ok ||
      fail "$name $tag: the moments were not cut into slices: $(cat "$tmp/$name-$tag/err.txt")"
    for f in out events.jsonl journal; do
      cmp -s "$tmp/$name-whole/$f" "$tmp/$name-$tag/$f" && ok || {
        fail "$name: $f differs between whole moments and $tag:"
        diff "$tmp/$name-whole/$f" "$tmp/$name-$tag/$f" | head -6
      }
    done
    diff -r "$tmp/$name-whole/hh" "$tmp/$name-$tag/hh" >/dev/null && ok || fail "$name: the hand histories differ at $tag"
  done
}

same field_1200 --players 1200 --table-size 10 --bots tag,lag,rock,station,fish --seed 4
same people_200 --players 200 --table-size 9 --seed 11 --people 5,77,160

# the field of 1,200 went through a tournament's big moments: the first deal at 120 tables, breaks
grep -q '1200 entrants' "$tmp/field_1200-whole/out" && grep -qE '[1-9][0-9]* table breaks' "$tmp/field_1200-whole/out" && ok ||
  fail "field_1200: not a 1,200-entrant tournament with table breaks: $(tail -3 "$tmp/field_1200-whole/out")"
"$cli" replay "$tmp/field_1200-s1/journal" >"$tmp/replay.txt" 2>&1 && grep -q 'ok, ' "$tmp/replay.txt" && ok || {
  fail "the sliced journal does not replay:"
  head -3 "$tmp/replay.txt"
}

# bad input names the option and the value
for bad in 0 two 1000001; do
  out=$("$cli" mtt --players 20 --structure "$mtt" --slice "$bad" 2>&1)
  rc=$?
  [ "$rc" -eq 2 ] && grep -q -- "--slice" <<<"$out" && ok || { fail "--slice $bad: exit $rc: $out"; }
done

echo "test_mtt_slices: $pass passed, $fails failed"
[ "$fails" -eq 0 ]
