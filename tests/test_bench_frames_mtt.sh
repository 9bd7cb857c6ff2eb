#!/usr/bin/env bash
# test_bench_frames_mtt.sh — the frame benchmark's multi-table form (issue 25, "the other tables keep
# pace"): `felt --bench-frames N --entrants 10000 --seats 10` times N frames of the person's table
# while the other 999 tables play in the background, beside a sit-and-go measured in the same run.
# It checks that both ran and printed their figures, that the background really played (the first
# deal at every table, then more: hands past the 1,000 of the first moment, the clock moved), and
# that the person answered; it asserts no time (the machine may be busy). The figures are printed.
# usage: test_bench_frames_mtt.sh FELT SOURCE_DIR
set -u
felt=$1
src=$2
. "$(dirname "$0")/lib/check.sh"
check_scratch
check_home
check_headless
check_count

out=$("$felt" --data "$src" --size 1280x720 --bench-frames 1500 --entrants 10000 --seats 10 2>&1)
rc=$?
echo "$out" | sed -n '/bench-frames mtt/,$p'
[ "$rc" -eq 0 ] && ok || fail "felt --bench-frames --entrants exited $rc: $(echo "$out" | tail -3)"
num='[0-9]+\.[0-9]{3}'
grep -qE "^  update\+render per frame: median $num ms" <<<"$out" && ok || fail "no sit-and-go figures"
grep -qE "10000 entrants at 1000 tables of 10" <<<"$out" && ok || fail "not 1,000 tables of 10"
grep -qE "^  mtt frame: median $num ms, p99 $num ms, max $num ms \(processor time: $num, $num, $num ms\)" <<<"$out" && ok ||
  fail "no mtt frame figures"
grep -qE "^  sit-and-go frame \(same run\): median $num ms, p99 $num ms, max $num ms" <<<"$out" && ok ||
  fail "no sit-and-go figures beside the mtt's"
grep -qE "^  mtt / sit-and-go: [0-9]+\.[0-9]{2}x at the median, [0-9]+\.[0-9]{2}x at the 99th percentile" <<<"$out" && ok ||
  fail "no ratio"
hands=$(sed -nE 's/.* ([0-9]+) hands played at all tables, clock ([0-9]+):([0-9]+).*/\1/p' <<<"$out")
clock=$(sed -nE 's/.* hands played at all tables, clock ([0-9]+):([0-9]+).*/\1\2/p' <<<"$out")
[ -n "$hands" ] && [ "$hands" -gt 1000 ] && [ "${clock:-0}" -gt 0 ] && ok ||
  fail "the background did not play past the first deal: ${hands:-?} hands, clock ${clock:-?}"
grep -qE "answered [1-9][0-9]* times" <<<"$out" && ok || fail "the person never answered: the tournament waited"

echo "test_bench_frames_mtt: $pass passed, $fails failed"
[ "$fails" -eq 0 ]
