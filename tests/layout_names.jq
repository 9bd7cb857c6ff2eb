# layout_names.jq — the screens read their named rectangles (issue #23): with $L, the layout
# module's table (test_render --print-layout: {"setup.seed": [x, y, w, h], "start.new@saved": ...}),
# prints one line per finding in a widget dump, nothing when it is clean:
#  - a control whose name (less a "#2" suffix) the table has, in one of its places
#    ("name" or "name@..."), stands outside every one of them (by more than half a unit);
#  - on a screen whose geometry is the layout module's ($screens), a control at the screen's own
#    layer 0 named after the screen ("setup.") that the table does not have.
def inside(r; q): r[0] >= q[0] - 0.5 and r[1] >= q[1] - 0.5 and
  r[0] + r[2] <= q[0] + q[2] + 0.5 and r[1] + r[3] <= q[1] + q[3] + 0.5;
.screen as $screen
| .widgets[] | select(.kind != "panel" and .kind != "mark")
| (.name | sub("#[0-9]+$"; "")) as $base
| [$L | to_entries[] | select(.key == $base or (.key | startswith($base + "@"))) | .value] as $places
| if ($places | length) > 0 then
    (select([$places[] as $q | inside(.rect; $q)] | any | not)
     | "\($screen): \(.name) \(.rect) is outside its layout rectangle(s) \($places)")
  else
    (select(($screens | index($screen)) != null and .layer == 0 and ($base | startswith($screen + ".")))
     | "\($screen): \(.name) \(.rect) has no rectangle in the layout module")
  end
