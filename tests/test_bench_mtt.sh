#!/usr/bin/env bash
# test_bench_mtt.sh — `felt-cli bench mtt` (issue 24) prints, beside the raw ratio of decisions per
# CPU second (MTT over single-table sit-and-goes of the same bots), a like-for-like ratio: the
# sit-and-goes' CPU time priced for the MTT's own decisions by players dealt in and stack depth,
# over the MTT's CPU time, with a one-line meaning, and tables whose MTT columns count every
# decision once (by players in the hand, by players dealt in, by depth, by both). Both ratios must
# be positive and finite; a small field is played on several seeds.
# usage: test_bench_mtt.sh FELT_CLI SOURCE_DIR
set -u
cli=$1
src=$2
. "$(dirname "$0")/lib/check.sh"
check_count

out=$("$cli" bench mtt --structure "$src/levels/mtt.json" --players 60 2>&1)
rc=$?
[ "$rc" -eq 0 ] && ok || fail "bench mtt --players 60 exited $rc: $(head -3 <<<"$out")"

grep -q '^ratio: .*; like: .*over the MTT.s CPU time' <<<"$out" && ok || fail "no line saying what the ratios mean"
grep -qE '^ entrants .* ratio +like +peak KiB$' <<<"$out" && ok || fail "no ratio and like columns in the header"

# the entrants row: tournaments played (2nd), decisions (5th), ratio (8th) and like (9th) sane; a
# field this small is played on more seeds (a fifth of a second each is mostly the clock's noise)
row=$(grep -E '^ +60 ' <<<"$out")
read -r _ reps _ _ dec _ _ ratio like _ <<<"$row"
[ "${reps:-0}" -gt 1 ] 2>/dev/null && ok || fail "a 60-player field was played $reps times, not on several seeds: $row"
sane() { awk -v x="$1" 'BEGIN { exit !(x ~ /^[0-9]+\.[0-9]+$/ && x + 0 > 0.05 && x + 0 < 20) }'; }
sane "$ratio" && ok || fail "raw ratio '$ratio' is not a positive finite number: $row"
sane "$like" && ok || fail "like-for-like ratio '$like' is not a positive finite number: $row"

# the per-size table: the MTT columns add up to the decisions, by either count; sizes 2..9 listed
grep -qE '^ +players +MTT in hand +share +SNG in hand +SNG us/dec +MTT dealt' <<<"$out" && ok ||
  fail "no per-size table"
sizes=$(awk '/^ +players +MTT in hand/ { on = 1; next } on && $1 ~ /^[0-9]+$/ && NF == 9 { print } on && NF != 9 { on = 0 }' <<<"$out")
live=$(awk '{ s += $2 } END { print s + 0 }' <<<"$sizes")
dealt=$(awk '{ s += $6 } END { print s + 0 }' <<<"$sizes")
[ -n "$dec" ] && [ "$live" = "$dec" ] && ok || fail "decisions by players in the hand add up to $live, not $dec"
[ -n "$dec" ] && [ "$dealt" = "$dec" ] && ok || fail "decisions by players dealt in add up to $dealt, not $dec"
for n in 2 3 4 5 6 7 8 9; do
  awk -v n="$n" '$1 == n && $4 + 0 > 0 && $8 + 0 > 0 && $5 + 0 > 0 && $9 + 0 > 0 { f = 1 } END { exit !f }' <<<"$sizes" && ok ||
    fail "size $n: no SNG decisions or cost in the per-size table"
done
# by depth: six bands that add up to the decisions too
depth=$(awk '/^ +depth +MTT +share +SNG/ { on = 1; next } on && NF == 6 { print } on && NF != 6 { on = 0 }' <<<"$out")
[ "$(wc -l <<<"$depth")" -eq 6 ] && ok || fail "the depth table has not six bands: $depth"
bydepth=$(awk '{ s += $3 } END { print s + 0 }' <<<"$depth")
[ -n "$dec" ] && [ "$bydepth" = "$dec" ] && ok || fail "decisions by depth add up to $bydepth, not $dec"
awk '$1 == "0-8" && $2 == "BB" { f = 1 } END { exit !f }' <<<"$depth" && ok || fail "no band under 8 BB: $depth"
# by players dealt in and depth together: the MTT's shares add up to the whole (to rounding)
joint=$(awk '/^dealt.depth/ { on = 1; next } on && NF == 19 { print } on && NF != 19 { on = 0 }' <<<"$out")
share=$(awk '{ for (i = 2; i <= NF; i += 3) { v = $i; sub(/%/, "", v); s += v } } END { printf "%.0f", s }' <<<"$joint")
[ "$share" -ge 98 ] && [ "$share" -le 102 ] && ok || fail "the dealt-by-depth shares add up to $share %: $joint"
grep -qE 'like-for-like ratio by players in the hand [0-9.]+, players dealt in [0-9.]+, stack depth [0-9.]+, dealt in and depth [0-9.]+$' <<<"$out" && ok ||
  fail "no like-for-like ratio by each measure"
# the headline like is the one by dealt in and depth
bylast=$(grep -oE 'dealt in and depth [0-9.]+$' <<<"$out" | awk '{ print $NF }')
[ "$bylast" = "$like" ] && ok || fail "the row's like $like is not the one by dealt in and depth ($bylast)"

echo "test_bench_mtt: $pass passed, $fails failed"
[ "$fails" -eq 0 ]
