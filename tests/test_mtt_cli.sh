#!/usr/bin/env bash
# test_mtt_cli.sh — `felt-cli mtt` as a user runs it: a whole multi-table tournament with its
# finishing table, moves and hands per table; the events file (one JSON object a line, every
# move naming its rule and reason); one hand history per table; the same seed twice gives the
# same tournament; and bad input named by its flag, field and value.
# usage: test_mtt_cli.sh PATH/TO/felt-cli SOURCE_DIR
set -u
cli=$1
src=$2
. "$(dirname "$0")/lib/check.sh"
check_scratch tmp
check_count

# expect NAME EXIT_CODE PATTERN -- ARGS...   (stdout+stderr are searched, grep -E)
expect() {
  local name=$1 code=$2 pattern=$3
  shift 4
  local out rc
  out=$("$cli" "$@" 2>&1 </dev/null)
  rc=$?
  if [ "$rc" -ne "$code" ]; then fail "$name: exit $rc, expected $code:"; echo "$out" | head -10; return; fi
  if ! grep -qE -- "$pattern" <<<"$out"; then fail "$name: output lacks /$pattern/:"; echo "$out" | head -10; return; fi
  ok
}

mtt="$src/levels/mtt.json"
expect no_players 2 'players must be 2 to 10000 entrants, got 0' -- mtt --structure "$mtt"
expect too_many_players 2 'players must be 2 to 10000 entrants, got 10001' -- mtt --players 10001 --structure "$mtt"
expect table_too_small 2 'table-size must be 4 to 10 seats, got 3' -- mtt --players 40 --table-size 3 --structure "$mtt"
expect table_too_big 2 'table-size must be 4 to 10 seats, got 11' -- mtt --players 40 --table-size 11 --structure "$mtt"
expect payouts_do_not_fit 2 'payouts: no tier covers a field of 40 players' -- mtt --players 40
expect payouts_of_a_file_do_not_fit 2 'levels/turbo.json: Turbo sit-and-go: payouts: no tier covers a field of 40 players' \
  -- mtt --players 40 --structure "$src/levels/turbo.json"
expect unknown_bot 2 -- '--bots: .*nosuchbot' -- mtt --players 40 --structure "$mtt" --bots nosuchbot
# levels/mtt.json with a first tier that pays 90 %
sed 's/{"players": \[2, 10\], "places": \[\[1, 1, 65\], \[2, 2, 35\]\]}/{"players": [2, 10], "places": [[1, 1, 65], [2, 2, 25]]}/' "$mtt" >"$tmp/bad.json"
expect bad_ladder_named 2 'bad.json:[0-9]+: mtt.payouts\[0\].places: expected places whose percentages add up to 100, got a total of 90' \
  -- mtt --players 20 --structure "$tmp/bad.json"

# a whole tournament: 60 entrants at tables of 6
out=$("$cli" mtt --players 60 --table-size 6 --structure "$mtt" --bots random,caller --seed 7 --hh "$tmp/hh" \
      --events "$tmp/ev.jsonl" 2>&1)
rc=$?
if [ $rc -ne 0 ]; then fail "mtt exit $rc:"; echo "$out" | head -20; fi
grep -qE '^ +1  [A-Z][a-z]+( [A-Z][a-z]+)?( [0-9]+)? +[0-9.]+ USD  [0-9]+ \(winner\)$' <<<"$out" && ok || { fail "no winner line"; echo "$out" | tail -30; }
grep -qE '^ +([0-9]+-)?60  ' <<<"$out" && ok || fail "no 60th place"
grep -qE 'R37 +[A-Z][a-z]+.* was due the big blind next at table [0-9]+; seat [0-9]+ at table [0-9]+ is the worst position' <<<"$out" \
  && ok || fail "no balance move with its reason"
grep -qE 'R36 +[0-9]+ players left fit at [0-9]+ tables of 6: table [0-9]+, the highest-numbered, breaks' <<<"$out" && ok || fail "no table break"
grep -qE 'R39 +the final table: [0-9] players' <<<"$out" && ok || fail "no final table"
grep -qE '^hands per table: table 1: [0-9]+, table 2: [0-9]+' <<<"$out" && ok || fail "no hands per table"
# the events file: JSON lines, every move with its rule and reason
if python3 -c 'import sys' 2>/dev/null; then
  python3 - "$tmp/ev.jsonl" <<'PY' && ok || fail "events file"
import json, sys
ev = [json.loads(l) for l in open(sys.argv[1])]
moves = [e for e in ev if e["type"] == "move"]
assert moves and all(e["rule"] in ("R36", "R37") and e["reason"] and "to_seat" in e for e in moves), "moves"
assert sum(1 for e in ev if e["type"] == "eliminated") == 59, "59 eliminations"
assert ev[-1]["type"] == "end" and ev[-1]["place"] == 1, "ends with the winner"
assert [e["type"] for e in ev].count("seated") >= 60 + 2, "the draw and the final table's"
PY
fi
# one history per table, each naming its table as PokerStars does
n=$(ls "$tmp/hh" | wc -l)
[ "$n" -eq 10 ] && ok || fail "expected 10 hand histories, got $n"
grep -qE "^Table '[0-9]+ 3' 6-max Seat #[0-9]+ is the button$" "$tmp"/hh/*-table-3.txt && ok || fail "table 3's history"
grep -q "wins the tournament" "$tmp"/hh/*-table-1.txt && ok || fail "the final table's history has no winner"
# one seed, one tournament
"$cli" mtt --players 60 --table-size 6 --structure "$mtt" --bots random,caller --seed 7 --events "$tmp/ev2.jsonl" >/dev/null 2>&1
cmp -s "$tmp/ev.jsonl" "$tmp/ev2.jsonl" && ok || fail "the same seed gave another tournament"
"$cli" mtt --players 60 --table-size 6 --structure "$mtt" --bots random,caller --seed 8 --events "$tmp/ev3.jsonl" >/dev/null 2>&1
cmp -s "$tmp/ev.jsonl" "$tmp/ev3.jsonl" && fail "another seed gave the same tournament" || ok
echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ]
