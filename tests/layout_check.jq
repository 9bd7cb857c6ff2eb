# layout_check.jq — the rules a widget dump must keep (tests/test_layout.sh): prints one line per
# finding, nothing when the screen is clean.
#  - two controls (buttons, sliders, boxes, fields, choosers) on the same layer overlap by more
#    than half a unit each way;
#  - two panels on the same layer overlap (a panel inside another, as the sizing panel's
#    controls are in it, is not a panel);
#  - a control's text was cut with an ellipsis by its box (drawn smaller to fit is allowed: that
#    is what squeezing is for);
#  - an id was used twice in the frame (two widgets would share focus and tooltips).
# Marks (board cards, pot labels, log lines, chips in flight) are for the tests that know what each
# must not meet (tests/test_game_item8.sh); they are neither controls nor panels here.
def overlap(a; b):
  (a.rect[0] + a.rect[2] - b.rect[0] > 0.5) and (b.rect[0] + b.rect[2] - a.rect[0] > 0.5) and
  (a.rect[1] + a.rect[3] - b.rect[1] > 0.5) and (b.rect[1] + b.rect[3] - a.rect[1] > 0.5);
def controls: [.widgets[] | select(.kind != "panel" and .kind != "mark")];
def panels: [.widgets[] | select(.kind == "panel")];
def pairs(xs): [range(0; xs | length) as $i | range($i + 1; xs | length) as $j | [xs[$i], xs[$j]]];
(pairs(controls)[] | select(.[0].layer == .[1].layer and overlap(.[0]; .[1]))
  | "overlap: \(.[0].name) \(.[0].rect) and \(.[1].name) \(.[1].rect)"),
(pairs(panels)[] | select(.[0].layer == .[1].layer and overlap(.[0]; .[1]))
  | "panels overlap: \(.[0].name) \(.[0].rect) and \(.[1].name) \(.[1].rect)"),
(controls[] | select(.cut) | "text cut: \(.name) \"\(.label)\" in \(.rect)"),
(select(.duplicate_ids > 0) | "ids used twice: \(.duplicate_ids)")
