#!/usr/bin/env bash
# test_replay_golden.sh — golden replays: each saved tournament in tests/golden/replay/ replays
# with every hand's state hash matching, and its hand history and tournament summary are
# byte-identical to the reviewed texts beside it (NAME.save -> NAME.txt, NAME-summary.txt). A tampered save is caught at the hand that changed.
# usage: test_replay_golden.sh FELT_CLI GOLDEN_DIR
set -u
cli=$1
dir=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
for save in "$dir"/*.save; do
  name=$(basename "$save" .save)
  mkdir -p "$tmp/$name"
  if ! out=$("$cli" replay "$save" --hh "$tmp/$name" 2>&1); then
    echo "FAIL $name: replay failed: $out"; fail=$((fail + 1)); continue
  fi
  got=$(ls "$tmp/$name"/felt-T*[0-9].txt 2>/dev/null | head -1)
  if [ -z "$got" ] || ! diff -u "$dir/$name.txt" "$got" >"$tmp/$name.diff"; then
    echo "FAIL $name: hand history differs from $dir/$name.txt:"; head -40 "$tmp/$name.diff"
    fail=$((fail + 1)); continue
  fi
  # and its PokerStars tournament summary, to the reviewed NAME-summary.txt
  if ! diff -u "$dir/$name-summary.txt" "${got%.txt}-summary.txt" >"$tmp/$name.diff"; then
    echo "FAIL $name: tournament summary differs from $dir/$name-summary.txt:"; head -40 "$tmp/$name.diff"
    fail=$((fail + 1)); continue
  fi
  pass=$((pass + 1))
done
# tamper: change the first raise amount by one chip and fix nothing else -> corrupt (checksum)
first=$(ls "$dir"/*.save | head -1)
sed '0,/ raise \([0-9]*\)$/s// raise 1\1/' "$first" >"$tmp/bad.save"
if out=$("$cli" replay "$tmp/bad.save" 2>&1); then
  echo "FAIL tampered save was accepted"; fail=$((fail + 1))
elif ! grep -q "corrupt" <<<"$out"; then
  echo "FAIL tampered save: unexpected message: $out"; fail=$((fail + 1))
else
  pass=$((pass + 1))
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ] && [ "$pass" -ge 3 ]
