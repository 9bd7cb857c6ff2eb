#!/bin/sh
# test_mtt_moment_cli.sh FELT_CLI SOURCE_DIR — `felt-cli scenario` on a multi-table moment
# (docs/scenario.md): the documented example's move (R37) and next hands, and a bad moment refused
# with the file, line, path and value, exit status 2.
set -u
cli=$1 src=$2
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
"$cli" scenario "$src/docs/scenarios/mtt-balance.json" >"$tmp/out" 2>"$tmp/err" || fail "the example was refused: $(cat "$tmp/err")"
grep -q '^{"type":"move","name":"Di","from_table":1,"from_seat":4,"to_table":2,"to_seat":5,"rule":"R37"' "$tmp/out" ||
    fail "no R37 move of Di to table 2 seat 5: $(cat "$tmp/out")"
grep -q '"type":"next_hand","table":2,.*"big_blind":5' "$tmp/out" || fail "table 2's next big blind is not seat 5"
[ "$(grep -c '"type":"next_hand"' "$tmp/out")" = 2 ] || fail "expected two next_hand lines"
printf '{"name": "x", "table_size": 6, "level": {"small_blind": 50, "big_blind": 100}, "tables": [\n{"table": 1, "seats": [{"seat": 2, "stack": 100},\n{"seat": 2, "stack": 100}]}]}\n' >"$tmp/bad.json"
"$cli" scenario "$tmp/bad.json" >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] || fail "a bad moment should exit 2"
grep -q "bad.json:3: tables\[0\].seats\[1\].seat: expected one player a seat, got seat 2 of table 1 twice" "$tmp/err" ||
    fail "unexpected message: $(cat "$tmp/err")"
echo "ok"
