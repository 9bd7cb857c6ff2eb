#!/usr/bin/env bash
# test_mtt_jobs.sh — `felt-cli mtt --jobs J` plays the tables' hands between two moments of the
# tournament clock on J threads, and the tournament may not depend on it (issue 24: "one seed gives
# one tournament ... at every --jobs"): the same MTT at --jobs 1, 2 and 3 must print the same
# finishing table, moves and hands per table, and write byte-identical events, hand histories and
# journals, at three field and table sizes (one with people answering through the person API, one
# whose journal is compacted). `bench mtt --jobs 2` prints the wall-clock speed-up and checks the
# same hands were played. Bad --jobs values are named.
# usage: test_mtt_jobs.sh FELT_CLI SOURCE_DIR
set -u
cli=$1
src=$2
. "$(dirname "$0")/lib/check.sh"
check_scratch tmp
check_count
mtt="$src/levels/mtt.json"

# play NAME J ARGS...: one run into $tmp/NAME-J (its output without the timing and path lines)
play() {
  local name=$1 j=$2 dir="$tmp/$1-$2"
  shift 2
  mkdir -p "$dir/hh"
  if ! (cd "$dir" && "$cli" mtt --structure "$mtt" --jobs "$j" --hh hh --events events.jsonl --save journal "$@" \
        >out.full 2>err.txt); then
    fail "$name --jobs $j exited non-zero:"
    head -5 "$dir/err.txt"
    return 1
  fi
  grep -v '^played in ' "$dir/out.full" >"$dir/out"
}

# same NAME ARGS...: --jobs 1, 2 and 3 give the same bytes everywhere
same() {
  local name=$1
  shift
  for j in 1 2 3; do play "$name" "$j" "$@" || return 1; done
  [ -s "$tmp/$name-1/events.jsonl" ] && [ -n "$(ls "$tmp/$name-1/hh")" ] && ok || fail "$name: no events or histories"
  for j in 2 3; do
    for f in out events.jsonl journal; do
      cmp -s "$tmp/$name-1/$f" "$tmp/$name-$j/$f" && ok || {
        fail "$name: $f differs between --jobs 1 and --jobs $j:"
        diff "$tmp/$name-1/$f" "$tmp/$name-$j/$f" | head -6
      }
    done
    diff -r "$tmp/$name-1/hh" "$tmp/$name-$j/hh" >/dev/null && ok || fail "$name: the hand histories differ at --jobs $j"
  done
}

same small_6max --players 60 --table-size 6 --bots random,caller --seed 7
same hard_300_compacted --players 300 --bots tag:hard,lag:hard,rock:hard,station:hard,fish:hard --seed 3 --save-compact 150
same people_10seat --players 150 --table-size 10 --seed 11 --people 3,17,40

grep -qE 'compacted [1-9][0-9]* times' "$tmp/hard_300_compacted-1/out.full" && ok ||
  fail "the 300-entrant journal was never compacted"
"$cli" replay "$tmp/hard_300_compacted-2/journal" >"$tmp/replay.txt" 2>&1 && grep -q 'ok, ' "$tmp/replay.txt" && ok || {
  fail "the --jobs 2 journal does not replay:"
  head -3 "$tmp/replay.txt"
}

# the bench: both runs play the same hands; the speed-up is printed
out=$("$cli" bench mtt --structure "$mtt" --players 100 --jobs 2 2>&1)
rc=$?
[ "$rc" -eq 0 ] && grep -qE 'speed-up' <<<"$out" && grep -qE '^ +100 .* [0-9]+\.[0-9]{2}$' <<<"$out" && ok || {
  fail "bench mtt --jobs 2 (exit $rc):"
  echo "$out" | head -5
}

# bad input names the option and the value
for bad in 0 65 two; do
  out=$("$cli" mtt --players 20 --structure "$mtt" --jobs "$bad" 2>&1)
  rc=$?
  [ "$rc" -eq 2 ] && grep -q -- "--jobs" <<<"$out" && ok || { fail "--jobs $bad: exit $rc: $out"; }
done

echo "test_mtt_jobs: $pass passed, $fails failed"
[ "$fails" -eq 0 ]
