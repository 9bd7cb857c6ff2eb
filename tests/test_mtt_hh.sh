#!/usr/bin/env bash
# test_mtt_hh.sh — the per-table hand histories of `felt-cli mtt` show players arriving and
# leaving as PokerStars writes them: "NAME leaves the table" in the last hand a moved player
# played at the table they left, "NAME joins the table at seat #N" in the hand in play at the
# table they join (they are dealt in from the next one), both inside the hand, after its Seat
# lines and before its summary. Every move of the events file (R36, R37) and every final-table
# seat that changed (R39) is found as exactly one leave in the file of the table left and one
# join, at the seat drawn, in the file of the table joined, and nothing else; every file passes
# the strict checker (tests/hh_check.c), which also refuses such lines where they do not belong.
# One run seats five people (--people), whose tables play each hand as it is dealt.
# usage: test_mtt_hh.sh FELT_CLI HH_CHECK SOURCE_DIR
set -u
cli=$1
check=$2
src=$3
. "$(dirname "$0")/lib/check.sh"
check_scratch tmp
check_count
mtt="$src/levels/mtt.json"

# run NAME ARGS...: a whole tournament with histories and events, checked against each other
run() {
  local name=$1
  shift
  local d="$tmp/$name"
  mkdir -p "$d"
  if ! "$cli" mtt "$@" --structure "$mtt" --hh "$d/hh" --events "$d/ev.jsonl" --quiet >"$d/out" 2>&1; then
    fail "$name: felt-cli mtt failed:"
    head -20 "$d/out"
    return
  fi
  local res
  res=$("$check" "$d"/hh/*.txt)
  if [ $? -ne 0 ]; then fail "$name: the checker refused the histories:"; echo "$res" | tail -15; else ok; fi
  python3 - "$d" <<'PY' && ok || fail "$name: the joins and leaves do not match the moves"
import collections, glob, json, os, re, sys
d = sys.argv[1]
ev = [json.loads(l) for l in open(os.path.join(d, "ev.jsonl"))]
want_leave, want_join = collections.Counter(), collections.Counter()
moves = finals = 0
for e in ev:
    if e["type"] == "move":
        moves += 1
        want_leave[(e["from_table"], e["name"])] += 1
        want_join[(e["to_table"], e["name"], e["to_seat"])] += 1
    elif e["type"] == "seated" and e["rule"] == "R39" and (e["from_table"], e["from_seat"]) != (1, e["to_seat"]):
        finals += 1
        want_leave[(e["from_table"], e["name"])] += 1
        want_join[(1, e["name"], e["to_seat"])] += 1
got_leave, got_join = collections.Counter(), collections.Counter()
for f in glob.glob(os.path.join(d, "hh", "*-table-*.txt")):
    table = int(re.search(r"-table-([0-9]+)\.txt$", f).group(1))
    in_hand = False
    for line in open(f):
        line = line.rstrip("\n")
        if line.startswith("Seat ") and "in chips" in line:
            in_hand = True  # after the Seat lines ...
        if line == "*** SUMMARY ***":
            in_hand = False  # ... and before the summary
        m = re.match(r"^(.+) leaves the table$", line)
        if m:
            assert in_hand, f"{f}: a leave outside a hand's body: {line}"
            got_leave[(table, m.group(1))] += 1
        m = re.match(r"^(.+) joins the table at seat #([0-9]+)$", line)
        if m:
            assert in_hand, f"{f}: a join outside a hand's body: {line}"
            got_join[(table, m.group(1), int(m.group(2)))] += 1
assert moves > 0, "no moves"
assert got_leave == want_leave, f"leaves: missing {want_leave - got_leave}, extra {got_leave - want_leave}"
assert got_join == want_join, f"joins: missing {want_join - got_join}, extra {got_join - want_join}"
print(f"{os.path.basename(d)}: {moves} moves and {finals} final-table seats matched one to one")
PY
  # a player moved in who must sit out a hand (R36) is in that hand's Seat lines, in seat order, as
  # PokerStars writes it, followed after the Seat lines by "will be allowed to play after the
  # button", and in no line of the hand after that; every such sit-out event has its lines
  python3 - "$d" <<'PY' && ok || fail "$name: the players out of hand do not match the sit-outs"
import collections, glob, json, os, re, sys
d = sys.argv[1]
want = collections.Counter()
for l in open(os.path.join(d, "ev.jsonl")):
    e = json.loads(l)
    if e["type"] == "sit_out":
        want[(e["to_table"], e["name"], e["to_seat"])] += 1
got = collections.Counter()
OUT = re.compile(r"^Seat ([0-9]+): (.+) \(([0-9]+) in chips\) out of hand \(moved from another table into small blind\)$")
for f in glob.glob(os.path.join(d, "hh", "*-table-*.txt")):
    table = int(re.search(r"-table-([0-9]+)\.txt$", f).group(1))
    before = []
    for hand in open(f).read().split("\n\n\n"):
        lines = hand.strip("\n").split("\n")
        out, seats, i = [], [], 2
        while i < len(lines) and lines[i].startswith("Seat "):
            seats.append(int(lines[i].split(":")[0][5:]))
            m = OUT.match(lines[i])
            if m:
                out.append(m.group(2))
                got[(table, m.group(2), int(m.group(1)))] += 1
            i += 1
        assert seats == sorted(seats), f"{f}: Seat lines out of seat order: {seats}"
        allowed = []
        while i < len(lines) and lines[i].endswith(" will be allowed to play after the button"):
            allowed.append(lines[i][: -len(" will be allowed to play after the button")])
            i += 1
        assert allowed == out, f"{f}: out of hand {out}, allowed to play {allowed}"
        again = set(out) & set(before)
        assert not again, f"{f}: {sorted(again)} out of hand two hands running (R36, R4b): {lines[0]}"
        before = out
        for name in out:
            inside = re.compile(r"^(Seat [0-9]+: )?" + re.escape(name) +
                                r"(: | \(| (folded|showed|mucked|collected|finished|wins|re-buys|takes))")
            for line in lines[i:]:
                assert not inside.match(line), f"{f}: {name} is out of the hand but in: {line}"
# each sit-out event (said when the hand is dealt) has its lines, and each line its event; a
# newcomer sits out one hand at most (R36, R4b)
assert got == want, f"out of hand: missing {want - got}, extra {got - want}"
print(f"{os.path.basename(d)}: {sum(got.values())} players out of hand, each where it sits out")
open(os.path.join(d, "n_out"), "w").write(str(sum(got.values())))
PY
}

run sixty --players 60 --table-size 6 --bots random,caller --seed 7
run sixty_hard --players 60 --table-size 6 --seed 3
run nine_max --players 120 --table-size 9 --bots random,caller --seed 11
run short --players 45 --table-size 4 --bots random,caller --seed 5
run ten_max --players 300 --table-size 10 --bots random,caller --seed 2
run people --players 60 --table-size 6 --seed 13 --people 1,2,3,30,59

n_out=$(awk '{ n += $1 } END { print n + 0 }' "$tmp"/*/n_out 2>/dev/null)
if [ "$n_out" -gt 0 ]; then ok; else fail "no run had a player out of hand"; fi

# the checker refuses the lines where PokerStars does not write them
d="$tmp/sixty/hh"
f=$(grep -l "joins the table at seat" "$d"/*.txt | head -1)
# mutate NAME COMPLAINT AWK: the changed file must fail with that complaint
mutate() {
  awk "$3" "$f" >"$tmp/$1.txt"
  if "$check" "$tmp/$1.txt" | grep -q -- "$2"; then ok; else fail "the checker passed $1"; "$check" "$tmp/$1.txt" | tail -3; fi
}
# a join moved after the summary's first line
mutate join_in_summary 'not a summary seat line\|expected .Total pot' '
  /joins the table at seat/ && !done { held = $0; done = 1; next }
  { print }
  held != "" && /^Total pot/ { print held; held = "" }'
# a join dropped: the player is dealt in without joining
mutate join_missing 'without joining the table' '/joins the table at seat/ && !done { done = 1; next } { print }'
# a leave dropped: on a table that broke, the player never leaves (or is dealt in later)
g=$(grep -L "wins the tournament" "$d"/*.txt | head -1)
f=$g
mutate leave_missing 'players still at the table' '/leaves the table$/ { next } { print }'
# a join at a seat that is taken: the seat of a player of the hand who stays
f=$(grep -l "joins the table at seat" "$d"/*.txt | head -1)
python3 - "$f" >"$tmp/join_taken_seat.txt" <<'PY'
import re, sys
seats, gone, done = {}, set(), False
for line in open(sys.argv[1]):
    m = re.match(r"^Seat ([0-9]+): (.+) \([0-9]+ in chips\)", line)
    if m:
        seats[m.group(2)] = m.group(1)
    m = re.match(r"^(.+) (leaves the table|finished the tournament)", line)
    if m:
        gone.add(m.group(1))
    m = re.match(r"^(.+) joins the table at seat #[0-9]+$", line)
    if m and not done:
        taken = [s for n, s in seats.items() if n not in gone]
        line = f"{m.group(1)} joins the table at seat #{taken[0]}\n"
        done = True
    if line.startswith("PokerStars Hand #"):
        seats, gone = {}, set()
    sys.stdout.write(line)
PY
if "$check" "$tmp/join_taken_seat.txt" | grep -q -- "joins at seat [0-9]*, where"; then ok; else fail "the checker passed join_taken_seat"; fi
# a player out of hand: the checker takes PokerStars' exact line and nothing like it
f=$(grep -l " out of hand (moved from another table into small blind)$" "$tmp"/*/hh/*.txt | head -1)
if [ -z "$f" ]; then
  fail "no history has a player out of hand"
else
  # another wording of the reason
  mutate out_of_hand_wording 'must follow the Table line\|bad\|expected\|not a\|unexpected' \
    '/ out of hand \(moved from another table into small blind\)$/ && !done { sub(/ into small blind\)$/, ")"); done = 1 } { print }'
  # the line saying when the player is dealt in dropped
  mutate out_of_hand_allowed_missing "out of hand but not 'allowed to play" \
    '/ will be allowed to play after the button$/ && !done { done = 1; next } { print }'
  # dealt in as usual in that hand: a plain Seat line where the player waits
  mutate out_of_hand_dealt 'stack\|summary seat lines\|chips' \
    '/ out of hand \(moved from another table into small blind\)$/ && !done { sub(/ out of hand .*$/, ""); done = 1 } { print }'
fi
echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ]
