#!/usr/bin/env bash
# run_fuzz.sh — run one libFuzzer harness for a fixed time from a corpus seeded with the
# repository's real files, print its executions and coverage, fail on any crash, leak, timeout
# or sanitizer error (the input that did it is kept in WORKDIR and named).
# usage: run_fuzz.sh HARNESS SECONDS WORKDIR SEED...
#   SEED: a file; a folder (its files, recursively); or make-save:PROGRAM (the real mid-game
#   autosaves, with their .prev, that tests/make_session_save writes after 1, 4 and 12 hands)
# FELT_FUZZ_JOBS=N runs N processes (libFuzzer's fork mode) instead of one.
# WORKDIR is emptied first; the corpus grows there, never in the source tree.
set -uo pipefail
bin=$(readlink -f "$1")
secs=$2
work=$3
shift 3
name=$(basename "$bin")
jobs=${FELT_FUZZ_JOBS:-1}
rm -rf "$work"
mkdir -p "$work/corpus" "$work/made"
n=0
add() { cp "$1" "$work/corpus/seed-$n-$(basename "$1")" && n=$((n + 1)); }
for s in "$@"; do
  case $s in
    make-save:*)
      for hands in 1 4 12; do
        if "${s#make-save:}" "$work/made/autosave-$hands.felt" "$hands" >/dev/null 2>&1; then
          for f in "$work/made/autosave-$hands.felt"*; do add "$f"; done
        else
          echo "$name: make_session_save failed for $hands hands"
          exit 1
        fi
      done
      ;;
    *)
      if [ -d "$s" ]; then
        mapfile -t files < <(find "$s" -type f -size -1024k | sort)
        for f in "${files[@]}"; do add "$f"; done
      elif [ -f "$s" ]; then
        add "$s"
      else
        echo "$name: no seed file or folder $s"
        exit 1
      fi
      ;;
  esac
done
[ "$n" -gt 0 ] || { echo "$name: no seeds"; exit 1; }
mode=()
[ "$jobs" -gt 1 ] && mode=(-fork="$jobs")
(cd "$work" && exec "$bin" -max_total_time="$secs" -seed=1 -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
  -print_final_stats=1 -artifact_prefix="$work/" "${mode[@]}" "$work/corpus") >"$work/log" 2>&1
rc=$?
# the figures: coverage when the seeds were in, and at the end; executions
first=$(grep -E 'INITED .*cov: [0-9]+' "$work/log" | head -n 1)
last=$(grep -E 'cov: [0-9]+' "$work/log" | tail -n 1)
field() { echo "$2" | sed -nE "s/.*$1: ([0-9]+).*/\1/p"; }
execs=$(sed -nE 's/^stat::number_of_executed_units: ([0-9]+)/\1/p' "$work/log" | tail -n 1)
[ -n "$execs" ] || execs=$(echo "$last" | sed -nE 's/^#([0-9]+).*/\1/p')
units=$(ls "$work/corpus" | wc -l)
echo "$name: $n seed files; coverage $(field cov "$first") points ($(field ft "$first") features) from the seeds," \
  "$(field cov "$last") points ($(field ft "$last") features) after ${execs:-?} executions in $secs s; corpus $units inputs"
if [ $rc -ne 0 ] || grep -qE 'ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|runtime error:' "$work/log"; then
  echo "$name: FAILED (exit $rc); the fuzzer's log ends:"
  tail -n 60 "$work/log"
  ls "$work"/crash-* "$work"/leak-* "$work"/timeout-* "$work"/oom-* 2>/dev/null | sed 's/^/  input kept: /'
  exit 1
fi
