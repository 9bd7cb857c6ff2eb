#!/usr/bin/env bash
# test_practice_trainees.sh — a trainer's class under Xvfb (issue 27), by keys and clicks: the
# computer account's practice record becomes the first trainee untouched; a trainee is added by
# name (with < and & in it), answers two drills under that name (one right, one wrong), and finds
# both kept in trainees.journal, then folded into trainees.json when the session ends, with the answers
# in words; the report opens and exports an HTML
# file with those figures and the name escaped; removing asks first, and moves the trainee's
# progress aside; a corrupt trainees.json is refused with a notice, kept aside, never written over.
# usage: test_practice_trainees.sh FELT_BINARY PNG_PROBE
set -uo pipefail
felt=$1
probe=$2

. "$(dirname "$0")/lib/check.sh"
xvfb_prepare
export FELT_DEBUG=1 USER=olddealer
# the record kept before there were trainees
cat >"$prefdir/practice.json" <<'EOJ'
{ "version": 1, "topics": { "reopen": { "asked": 5, "right": 3, "seconds": 20, "history": [ { "when": 1700000000000, "asked": 5, "right": 3 } ] } }, "shadow": { "duties": 0, "right": 0 } }
EOJ
xvfb_inner <<'EOS'
felt=$1; probe=$2; scratch=$3; prefdir=$4
key_pause=0.25 click_pause=0.3
asked() {
  local n=$1
  for _ in $(seq 1 40); do
    [ "$(grep -c '^practice: asking ' "$scratch/felt-$run.log")" -ge "$n" ] && break
    sleep 0.25
  done
  grep '^practice: asking ' "$scratch/felt-$run.log" | sed -n "${n}p"
}
before=$(cat "$prefdir/practice.json")
start_felt 1
wait_for start bright=400,180,480,60,200 || fail "the start screen shows no title"
key p
wait_for menu bright=80,110,440,380,1500 || fail "P did not open the practice menu"
# 1. a new trainee by name
click_name practice.trainee_new
sleep 0.3
xdotool type --window "$wid" --delay 60 'Ann <& Bo>'
sleep 0.3
key Return
for _ in $(seq 1 20); do [ -f "$prefdir/trainees.json" ] && break; sleep 0.25; done
[ "$(jq -r '.current' "$prefdir/trainees.json")" = 'Ann <& Bo>' ] || fail "the new trainee is not chosen: $(cat "$prefdir/trainees.json" 2>/dev/null)"
[ "$(jq -r '[.trainees[].name] | join("|")' "$prefdir/trainees.json")" = 'olddealer|Ann <& Bo>' ] || fail "the account's record is not the first trainee: $(cat "$prefdir/trainees.json")"
# 2. two re-open drills: right by key, wrong by a click
click_name practice.none
click_name checkbox.does_the_betting_re_open
click_name practice.start
line=$(asked 1)
echo "$line" | grep -q '^practice: asking reopen ' || fail "the first drill is not a re-open drill: '$line'"
sleep 0.3
if echo "$line" | grep -q '"yes":true'; then key y; else key n; fi
sleep 0.3
key space
line=$(asked 2)
[ -n "$line" ] || fail "no second drill"
# the answer is appended to trainees.journal (one CRC-closed line after the header), trainees.json
# is not rewritten for it
[ "$(wc -l <"$prefdir/trainees.journal" 2>/dev/null)" = 2 ] && grep -q '^1 2 {"topic":"reopen",.* [0-9a-f]\{8\}$' "$prefdir/trainees.journal" ||
  fail "the first answer is not one record in trainees.journal: $(cat "$prefdir/trainees.journal" 2>&1)"
[ "$(jq '[.trainees[].results[]] | length' "$prefdir/trainees.json")" = 0 ] || fail "trainees.json was rewritten for an answer"
sleep 0.3
if echo "$line" | grep -q '"yes":true'; then click_name button.no; else click_name button.yes; fi
sleep 0.3
key Escape
key Escape
wait_for menu2 bright=80,110,440,380,1500 || fail "no practice menu after the session"
t='.trainees[] | select(.name == "Ann <& Bo>")'
# leaving the session folded the journal into trainees.json and removed it
[ ! -e "$prefdir/trainees.journal" ] || fail "the journal was not folded in when the session ended: $(cat "$prefdir/trainees.journal")"
[ "$(jq '.journal_seq' "$prefdir/trainees.json")" = 2 ] || fail "trainees.json does not record the 2 journal records folded in"
[ "$(jq "[$t.results[]] | length" "$prefdir/trainees.json")" = 2 ] || fail "two results are not kept under the trainee: $(cat "$prefdir/trainees.json")"
[ "$(jq "[$t.results[] | select(.right)] | length" "$prefdir/trainees.json")" = 1 ] || fail "not one right and one wrong"
jq -e "$t.results[0] | .topic == \"reopen\" and .rule != \"\" and (.correct | test(\"^(yes|no)\$\"; \"i\")) and .seconds >= 0 and .when > 1700000000000" "$prefdir/trainees.json" >/dev/null ||
  fail "a result lacks topic, rule, answer in words, time or date: $(jq -c "$t.results[0]" "$prefdir/trainees.json")"
[ "$(cat "$prefdir/practice.json")" = "$before" ] || fail "the first trainee's record changed under another trainee's answers"
jq -e '.topics.reopen.asked == 2 and .topics.reopen.right == 1' "$prefdir/practice-2.json" >/dev/null || fail "the trainee's own progress file does not count 2 answers"
# 3. the report, exported
key r
shown() { for _ in $(seq 1 40); do jq -e --arg n "$1" '.widgets[] | select(.name == $n)' "$FELT_WIDGET_DUMP" >/dev/null 2>&1 && return 0; sleep 0.25; done; return 1; }
shown report.export || fail "R did not open the report"
shot report
key e
html="$prefdir/reports/report-Ann____Bo_.html"
for _ in $(seq 1 20); do [ -f "$html" ] && break; sleep 0.25; done
[ -f "$html" ] || fail "no exported report at $html: $(ls -R "$prefdir")"
grep -q 'Practice report: Ann &lt;&amp; Bo&gt;' "$html" || fail "the report does not name the trainee escaped"
grep -q '2 answered, 1 right (50%)' "$html" || fail "the report's figures are not the trainee's: $(grep -o 'answered[^<]*' "$html" | head -2)"
grep -q 'Does the betting re-open?</td><td class="n">2</td><td class="n">1</td><td class="n">50%' "$html" || fail "no per-topic row"
[ "$(grep -c 'class="correct"' "$html")" = 1 ] || fail "the missed drill with its correct answer is not listed once"
shot report_exported
key Escape
shown practice.trainee_remove || fail "Esc did not close the report"
# 4. remove asks first; kept on "Keep", gone on "Remove", its progress moved aside
click_name practice.trainee_remove
sleep 0.3
key Escape
sleep 0.3
[ "$(jq '.trainees | length' "$prefdir/trainees.json")" = 2 ] || fail "Keep removed the trainee"
click_name practice.trainee_remove
sleep 0.3
click_name trainee_remove_yes
sleep 0.5
[ "$(jq -r '[.trainees[].name] | join("|")' "$prefdir/trainees.json")" = olddealer ] || fail "the trainee was not removed: $(cat "$prefdir/trainees.json")"
[ ! -f "$prefdir/practice-2.json" ] && ls "$prefdir"/practice-2.json.bad-* >/dev/null 2>&1 || fail "the removed trainee's progress was not moved aside: $(ls "$prefdir")"
[ "$(cat "$prefdir/practice.json")" = "$before" ] || fail "the first trainee's record changed"
quit_felt
# 5. a corrupt roster: refused with a notice, kept aside, never written over
printf '{"version": 1, "trainees": [{"id": 1, "name": "x", "results": [{"topic": "bogus"}]}]}\n' >"$prefdir/trainees.json"
bad=$(cat "$prefdir/trainees.json")
start_felt 2
wait_for start2 bright=400,180,480,60,200 || fail "the start screen did not come back"
key p
sleep 1
shot notice
moved=$(ls "$prefdir"/trainees.json.bad-* 2>/dev/null | head -n1)
[ -n "$moved" ] && [ "$(cat "$moved")" = "$bad" ] || fail "the corrupt trainees.json was not kept aside as it was: $(ls "$prefdir")"
grep -q 'The trainees cannot be read: .*trainees.json:1: trainees\[0\].results\[0\]' "$scratch/felt-2.log" ||
  fail "no notice naming the file, the field and the value: $(tail -3 "$scratch/felt-2.log")"
quit_felt
# 6. a journal with a bad record in the middle: the answer before it kept (folded into
# trainees.json), the journal moved aside as it was, a notice naming the file and the line
crc() { printf '%s' "$1" | gzip -c | tail -c8 | head -c4 | od -An -tx4 | tr -d ' \n'; }
jline() { printf '%s %s\n' "$1" "$(crc "$1")"; }
rec='{"topic":"reopen","drill":"","seed":5,"difficulty":1,"right":true,"question":"Q","given":"yes","correct":"yes","rule":"R12","seconds":3.5,"when":1764115200000,"session":1764115100000}'
printf '{"version": 1, "trainees": [{"id": 1, "name": "Kim", "results": []}]}\n' >"$prefdir/trainees.json"
{ jline 'felt-trainees-journal 1'; jline "1 1 $rec"; jline "2 1 $rec" | sed 's/"Q"/"q"/'; jline "3 1 $rec"; } >"$prefdir/trainees.journal"
badj=$(cat "$prefdir/trainees.journal")
start_felt 3
wait_for start3 bright=400,180,480,60,200 || fail "the start screen did not come back (3)"
key p
sleep 1
moved=$(ls "$prefdir"/trainees.journal.bad-* 2>/dev/null | head -n1)
[ -n "$moved" ] && [ "$(cat "$moved")" = "$badj" ] || fail "the bad journal was not kept aside as it was: $(ls "$prefdir")"
grep -q 'Some answers cannot be read: .*trainees.journal:3: bad checksum' "$scratch/felt-3.log" ||
  fail "no notice naming the journal and the line: $(tail -3 "$scratch/felt-3.log")"
jq -e '.journal_seq == 1 and ([.trainees[0].results[]] | length) == 1' "$prefdir/trainees.json" >/dev/null ||
  fail "the answer before the bad record is not folded into trainees.json: $(cat "$prefdir/trainees.json")"
[ ! -e "$prefdir/trainees.journal" ] || fail "a journal is left after the bad one was moved aside"
quit_felt
echo "ok: the account's record kept as the first trainee, a new trainee's answers journaled, folded in, reported, exported, removed after asking, a corrupt roster kept aside, a bad journal kept aside with the answers before it"
EOS
xvfb_run "$felt" "$probe" "$scratch" "$prefdir"
