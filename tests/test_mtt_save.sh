#!/usr/bin/env bash
# test_mtt_save.sh — `felt-cli mtt --save FILE`, the append-only journal of a multi-table
# tournament, and `felt-cli replay FILE`, which re-runs it and checks every hand's hash at every
# table: round trips at 60 and 300 entrants (the latter compacted many times); a changed hash is
# found; a corrupt record is refused naming the file, line and byte; a journal cut inside a
# record loads up to its last whole record, naming the file and the byte where it was cut; a
# journal of a newer version is refused saying so; a version-1 journal still replays; people's
# commands (--people) are journaled, kept by compaction and replayed, a changed one found; and
# a run killed (kill -9) at five random moments of a 1,000-entrant run (the last two with ten
# people) leaves each time a journal that replays to a consistent prefix.
# usage: test_mtt_save.sh FELT_CLI SOURCE_DIR
set -u
cli=$1
src=$2
. "$(dirname "$0")/lib/check.sh"
check_scratch tmp
check_count
mtt="$src/levels/mtt.json"

# expect_replay NAME EXIT PATTERN FILE: replay FILE, check the exit code and the output
expect_replay() {
  local out rc
  out=$("$cli" replay "$4" 2>&1)
  rc=$?
  if [ "$rc" -ne "$2" ]; then fail "$1: replay exit $rc, expected $2:"; echo "$out" | head -5; return 1; fi
  if ! grep -qE -- "$3" <<<"$out"; then fail "$1: replay output lacks /$3/:"; echo "$out" | head -5; return 1; fi
  ok
}

# rewrite FILE LINE TEXT: record LINE (1-based) becomes TEXT with its right checksum
rewrite() {
  python3 - "$@" <<'PY'
import sys, zlib
path, n, text = sys.argv[1], int(sys.argv[2]), sys.argv[3]
lines = open(path, "rb").read().split(b"\n")
lines[n - 1] = b"%s %08x" % (text.encode(), zlib.crc32(text.encode()))
open(path, "wb").write(b"\n".join(lines))
PY
}

# round trips
t0=$(date +%s.%N)
"$cli" mtt --players 300 --structure "$mtt" --seed 3 --save "$tmp/j300" --save-compact 100 --quiet >"$tmp/out300" 2>&1 \
  || { fail "mtt --save at 300"; head "$tmp/out300"; }
t1=$(date +%s.%N)
"$cli" mtt --players 60 --table-size 6 --structure "$mtt" --bots random,caller --seed 7 --save "$tmp/j60" --quiet \
  >"$tmp/out60" 2>&1 || { fail "mtt --save at 60"; head "$tmp/out60"; }
for n in 60 300; do
  hands=$(grep -oE '^[0-9]+ hands,' "$tmp/out$n" | grep -oE '[0-9]+')
  expect_replay "round_trip_$n" 0 "ok, $hands hands at [0-9]+ tables replayed and matched .*tournament complete" "$tmp/j$n"
done
grep -qE 'compacted [1-9][0-9]* times' "$tmp/out300" && ok || fail "the 300-entrant journal was never compacted"
[ "$(grep -c '^h ' "$tmp/j300")" -lt 100 ] && ok || fail "the compacted journal keeps every hand record"
# the records' checksums are CRC-32s anyone can check
python3 - "$tmp/j60" <<'PY' && ok || fail "a record's checksum is not its CRC-32"
import sys, zlib
for l in open(sys.argv[1], "rb"):
    p, c = l.rstrip(b"\n").rsplit(b" ", 1)
    assert int(c, 16) == zlib.crc32(p), l
PY

# a changed hash (with a right checksum) is found: the replay checks every hand
cp "$tmp/j60" "$tmp/changed"
n=$(grep -n '^h ' "$tmp/changed" | sed -n 40p | cut -d: -f1)
rec=$(sed -n "${n}p" "$tmp/changed" | awk '{print $1, $2, $3, "0123456789abcdef"}')
rewrite "$tmp/changed" "$n" "$rec"
expect_replay changed_hash 1 "DIVERGED after 39 matching hands: hand 40 of the tournament diverged" "$tmp/changed"

# a corrupt record in the middle is refused, naming the file, line and byte
cp "$tmp/j60" "$tmp/corrupt"
off=$(head -n 9 "$tmp/corrupt" | wc -c)
sed -i '10s/^h \([0-9]*\) /h \1x/' "$tmp/corrupt"
expect_replay corrupt 1 "corrupt:10: the record at byte $off fails its checksum: the journal is corrupt" "$tmp/corrupt"

# cut inside a record: loads up to the last whole record, naming the file and the byte
off=$(head -n 50 "$tmp/j60" | wc -c)
head -c $((off + 17)) "$tmp/j60" >"$tmp/cut"
expect_replay cut 0 "cut is cut at byte $off, inside a record: replaying the 50 whole records before it" "$tmp/cut"
expect_replay cut_prefix 0 "ok, 46 hands at [0-9]+ tables replayed and matched .*tournament in progress" "$tmp/cut"
# ... and inside the compacted part of a compacted journal: the recipe still replays
off=$(grep -n '^t ' "$tmp/j300" | sed -n 3p | cut -d: -f1)
head -n "$off" "$tmp/j300" | head -c -5 >"$tmp/cut300"
expect_replay cut_compacted 0 "cut300 is cut at byte [0-9]+, inside a record" "$tmp/cut300"

# a newer version's journal is refused, saying so
cp "$tmp/j60" "$tmp/future"
rewrite "$tmp/future" 1 "felt-mtt-journal 3"
expect_replay future 1 "future: a journal of version 3, newer than this felt-cli reads \\(version 2\\): refused" "$tmp/future"

# version 1 journals (no people record) still load and replay
cp "$tmp/j60" "$tmp/v1"
rewrite "$tmp/v1" 1 "felt-mtt-journal 1"
sed -i '4d' "$tmp/v1"
expect_replay version_1 0 "ok, [0-9]+ hands at [0-9]+ tables replayed and matched .*tournament complete" "$tmp/v1"

# people (version 2): their commands are journaled, survive compaction, and replay the same tournament
"$cli" mtt --players 60 --table-size 6 --structure "$mtt" --seed 11 --people 2,40 --save "$tmp/jp" --save-compact 50 \
  --quiet >"$tmp/outp" 2>&1 || { fail "mtt --people --save"; head "$tmp/outp"; }
grep -q '^people 2 1 ' "$tmp/jp" && ok || fail "the journal lacks its people record"
grep -qE 'compacted [1-9][0-9]* times' "$tmp/outp" && ok || fail "the people's journal was never compacted"
ncmd=$(grep -c '^c ' "$tmp/jp")
[ "$ncmd" -gt 5 ] && ok || fail "the people's journal keeps $ncmd commands"
hands=$(grep -oE '^[0-9]+ hands,' "$tmp/outp" | grep -oE '[0-9]+')
expect_replay people_round_trip 0 "ok, $hands hands at [0-9]+ tables replayed and matched .* $ncmd commands of 2 people.*tournament complete" "$tmp/jp"
# a person's command changed (call for check or check for call): the replay finds it
cp "$tmp/jp" "$tmp/jpc"
n=$(grep -n '^c ' "$tmp/jpc" | sed -n 3p | cut -d: -f1)
rec=$(sed -n "${n}p" "$tmp/jpc" | awk '{ print $1, $2, ($3 == 3 ? 4 : 3), $4 }')
rewrite "$tmp/jpc" "$n" "$rec"
expect_replay people_changed_command 1 "DIVERGED" "$tmp/jpc"
# bad people records are named by file, line and value
cp "$tmp/jp" "$tmp/jpb"
rewrite "$tmp/jpb" 4 "people 1 60 -"
expect_replay people_bad_entrant 1 "jpb:4: people: person 1 is not an entrant and a name in hex" "$tmp/jpb"
cp "$tmp/jp" "$tmp/jpe"
n=$(grep -n '^c ' "$tmp/jpe" | sed -n 2p | cut -d: -f1)
rewrite "$tmp/jpe" "$n" "c 75 3 0"
expect_replay people_bad_command_entrant 1 "jpe:$n: a person's record names entrant 75, not in the field" "$tmp/jpe"

# bad input, named by its flag and value
out=$("$cli" mtt --players 60 --structure "$mtt" --save "$tmp/no/such/dir/j" 2>&1)
[ $? -eq 1 ] && grep -q "cannot write $tmp/no/such/dir/j" <<<"$out" && ok || { fail "an unwritable --save:"; echo "$out" | head -3; }
out=$("$cli" mtt --players 60 --structure "$mtt" --save "$tmp/j0" --save-compact 0 2>&1)
[ $? -eq 2 ] && grep -q -- "--save-compact.*0" <<<"$out" && ok || { fail "--save-compact 0:"; echo "$out" | head -3; }
expect_replay not_a_journal 1 "." "$tmp/out60"

# kill -9 at five random moments of a 1,000-entrant run: each journal replays to a consistent prefix
t0=$(date +%s.%N)
"$cli" mtt --players 1000 --structure "$mtt" --seed 3 --save "$tmp/whole" --save-compact 500 --quiet >/dev/null 2>&1 \
  || fail "mtt --save at 1000"
t1=$(date +%s.%N)
wall=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }')
RANDOM=24
for k in 1 2 3 4 5; do
  at=$(awk -v w="$wall" -v r=$RANDOM 'BEGIN { printf "%.2f", w * (0.1 + 0.6 * r / 32767) }')
  killed=0
  extra=""
  [ $k -ge 4 ] && extra="--people 1,2,3,4,5,6,7,8,9,10"
  for try in 1 2 3 4; do # a machine under load plays at another pace: a run that ends first is tried again sooner
    rm -f "$tmp/kill" "$tmp/kill.tmp"
    # the last two runs have ten people (a script through the person API): their commands are journaled too
    "$cli" mtt --players 1000 --structure "$mtt" --seed 3 --save "$tmp/kill" --save-compact 500 --quiet $extra >/dev/null 2>&1 &
    pid=$!
    for _ in $(seq 100); do [ -e "$tmp/kill" ] && break; sleep 0.05; done # the moment counts from its start
    sleep "$at"
    if kill -9 "$pid" 2>/dev/null; then
      wait "$pid" 2>/dev/null
      killed=1
      break
    fi
    wait "$pid"
    at=$(awk -v a="$at" 'BEGIN { printf "%.2f", a / 2 }')
  done
  if [ $killed -eq 0 ]; then fail "kill_$k: every run had ended before its kill"; continue; fi
  want="ok, [0-9]+ hands at [0-9]+ tables replayed and matched"
  [ -n "$extra" ] && want="$want .* [1-9][0-9]* commands of 10 people"
  expect_replay "kill_$k (at ${at}s of ${wall}s)" 0 "$want" "$tmp/kill" \
    && echo "kill $k at ${at}s: $(grep -c . "$tmp/kill") records, $("$cli" replay "$tmp/kill" | grep -oE 'ok, [0-9]+ hands')"
done
echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ]
