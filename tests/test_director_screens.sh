#!/usr/bin/env bash
# test_director_screens.sh — the director drills' screens rendered headless (felt --screenshot
# --drill TOPIC:SEED:D) at 1280x720 and 1920x1080, for each topic its question and its feedback
# after a wrong answer, at several seeds and difficulties: every table's seats and plates stand
# inside the picture and none overlaps another (the widget dump's marks), every player of the
# drill has a plate, the panels have text, the feedback's verdict is red with its parts, the rule
# cited is R32-R39 in gold.
# usage: test_director_screens.sh FELT PNG_PROBE SOURCE_DIR
set -uo pipefail
felt=$1
probe=$2
src=$3
. "$(dirname "$0")/lib/check.sh"
screens_prepare
# marks overlapping or outside the picture, as "a b" lines (nothing when all is well)
geometry() { # DUMP
  jq -r '
    (.widgets[] | select(.name == "director.picture") | .rect) as $p
    | [.widgets[] | select(.name | test("^director\\.seat\\."))] as $s
    | ($s[] | select(.rect[0] < $p[0] - 0.5 or .rect[1] < $p[1] - 0.5
                     or .rect[0] + .rect[2] > $p[0] + $p[2] + 0.5 or .rect[1] + .rect[3] > $p[1] + $p[3] + 0.5)
        | "outside: \(.name) \(.rect)"),
      ([range(0; $s | length)] | combinations(2) | select(.[0] < .[1])
        | [$s[.[0]], $s[.[1]]] | select(.[0].rect[0] < .[1].rect[0] + .[1].rect[2] and .[1].rect[0] < .[0].rect[0] + .[0].rect[2]
                                       and .[0].rect[1] < .[1].rect[1] + .[1].rect[3] and .[1].rect[1] < .[0].rect[1] + .[0].rect[3])
        | "overlap: \(.[0].name) \(.[1].name)")' "$1"
}
n_shots=0
for size in 1280x720 1920x1080; do
  for spec in balancing:3:3 balancing:7:5 breaking:3:3 breaking:11:4 hand-for-hand:3:3 hand-for-hand:5:5 \
              final-table:3:3 final-table:8:4; do
    topic=${spec%%:*}
    for screen in question feedback; do
      name="$topic-${spec#*:}-$screen-$size"
      name=${name//:/-}
      dump="$scratch/$name.json"
      args=(--drill "$spec" --size "$size")
      [ $screen = feedback ] && args+=(--screen feedback)
      FELT_WIDGET_DUMP="$dump" shot "$name" "${args[@]}" || continue
      n_shots=$((n_shots + 1))
      bad=$(geometry "$dump")
      [ -z "$bad" ] || fail "$name: $bad"
      plates=$(jq '[.widgets[] | select(.name | startswith("director.plate."))] | length' "$dump")
      [ "$plates" -ge 4 ] || fail "$name: only $plates plates on the picture"
      # the players' names on their plates are whole (no ellipsis in the dump's marks)
      q=$(jq -r '.widgets[] | select(.name == "director.question") | .label' "$dump")
      [ "$q" = "$topic" ] || fail "$name: the question's mark says '$q'"
      if [ $screen = question ]; then
        # the hint and given text bottom left; the controls' panel bottom right has text
        check "$name" size="$size" bright=20,570,580,120,200
        jq -e '.widgets[] | select(.name == "director.confirm" or .name == "director.yes")' "$dump" >/dev/null ||
          fail "$name: no Confirm or Yes control"
      else
        v=$(jq -r '.widgets[] | select(.name == "director.verdict") | .label' "$dump")
        [ "$v" = "Not quite" ] || fail "$name: the verdict is '$v'"
        jq -e '[.widgets[] | select(.name | startswith("director.part.")) | .label] | index("wrong") != null' "$dump" >/dev/null ||
          fail "$name: no part marked wrong"
        r=$(jq -r '.widgets[] | select(.name == "director.rule") | .label' "$dump")
        echo "$r" | grep -qE '^R3[2-9]$' || fail "$name: the rule is '$r'"
        # "Not quite" in red, the rule's heading in gold, the Next button green
        check "$name" size="$size" colour=20,556,200,36,d9534f,50,4 colour=660,556,300,30,e6b24a,50,2 \
          colour=1086,660,166,42,2f8a55,60,30
      fi
    done
  done
done
# the shadow director: a live bot MTT stopped at its first move of each kind, the tables as they
# stood before it, every plate inside the picture and none overlapping, the question asked
for topic in balancing breaking hand-for-hand final-table; do
  for size in 1280x720 1920x1080; do
    name="shadow-$topic-$size"
    dump="$scratch/$name.json"
    FELT_WIDGET_DUMP="$dump" shot "$name" --screen shadow-director --drill "$topic" --seed 4 --size "$size" || continue
    n_shots=$((n_shots + 1))
    bad=$(geometry "$dump")
    [ -z "$bad" ] || fail "$name: $bad"
    q=$(jq -r '.widgets[] | select(.name == "director.question") | .label' "$dump")
    [ "$q" = "$topic" ] || fail "$name: the question's mark says '$q'"
    plates=$(jq '[.widgets[] | select(.name | startswith("director.plate."))] | length' "$dump")
    [ "$plates" -ge 4 ] || fail "$name: only $plates plates on the picture"
    check "$name" size="$size" bright=660,560,580,60,150
  done
done
# the rule in full over the feedback (the rule book viewer)
FELT_WIDGET_DUMP="$scratch/rule.json" shot rule --drill balancing:3:3 --screen rule --size 1280x720 &&
  { jq -e '.widgets[] | select(.name == "director.rule_close")' "$scratch/rule.json" >/dev/null || fail "rule: no Close"; }
screens_done "ok: $n_shots director screens: plates inside the picture, none overlapping, verdicts and rules on screen"
