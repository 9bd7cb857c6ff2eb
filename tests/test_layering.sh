#!/usr/bin/env bash
# test_layering.sh — the one-way dependency rule, engine <- ai <- session <- render <- app (and
# session <- drill <- app: drill never includes SDL, render or app code, nothing below includes it): the
# engine, the bots and the session never include SDL, render or app code; the engine and the
# bots never include the session; render never includes the bots, the session or app code; and
# the engine never reaches for rand(), srand() or a clock. The tournament layer (engine <- ai <-
# tournament <- session) includes neither SDL, render, app, session nor drill code, and the
# engine and the bots never include it. The repository stands on its own:
# nothing points outside it (to the steering folder beside it) or cites sources by the steering
# folder's file numbers.
# usage: test_layering.sh SOURCE_DIR FELT_CLI
set -u
src=$1/src
cli=$2
fails=0
checks=14
hits=$(grep -rnE '#include *[<"](SDL|render/|app/)' "$src/engine" "$src/ai" 2>/dev/null)
if [ -n "$hits" ]; then echo "FAIL engine/ai include SDL, render or app code:"; echo "$hits"; fails=$((fails + 1)); fi
hits=$(grep -rnE '#include *[<"](SDL|render/|app/)' "$src/session" 2>/dev/null)
if [ -n "$hits" ]; then echo "FAIL session includes SDL, render or app code:"; echo "$hits"; fails=$((fails + 1)); fi
hits=$(grep -rnE '#include *"session/' "$src/engine" "$src/ai" 2>/dev/null)
if [ -n "$hits" ]; then echo "FAIL engine/ai include session code:"; echo "$hits"; fails=$((fails + 1)); fi
n=$(find "$src/session" -name '*.c' 2>/dev/null | wc -l)
if [ "$n" -lt 1 ]; then echo "FAIL no session sources found under $src/session"; fails=$((fails + 1)); fi
hits=$(grep -rnE '\b(rand|srand|time|clock|clock_gettime|gettimeofday)\s*\(' "$src/engine" 2>/dev/null | grep -vE '^\S+:\s*(//|/?\*)')
if [ -n "$hits" ]; then echo "FAIL engine calls rand()/a clock:"; echo "$hits"; fails=$((fails + 1)); fi
hits=$(grep -rnE '#include *[<"](app|ai|session)/' "$src/render" 2>/dev/null)
if [ -n "$hits" ]; then echo "FAIL render includes app, bot or session code:"; echo "$hits"; fails=$((fails + 1)); fi
hits=$(grep -rnE '#include *[<"](SDL|render/|app/)' "$src/drill" 2>/dev/null)
if [ -n "$hits" ]; then echo "FAIL drill includes SDL, render or app code:"; echo "$hits"; fails=$((fails + 1)); fi
hits=$(grep -rnE '#include *"drill/' "$src/engine" "$src/ai" "$src/session" "$src/render" 2>/dev/null)
if [ -n "$hits" ]; then echo "FAIL engine, ai, session or render include drill code:"; echo "$hits"; fails=$((fails + 1)); fi
hits=$(grep -rnE '#include *"ai/' "$src/engine" 2>/dev/null)
if [ -n "$hits" ]; then echo "FAIL engine includes ai code:"; echo "$hits"; fails=$((fails + 1)); fi
hits=$(grep -rnIE '\.\./shar[e]d|[Dd]oc 00[0-4]' "$1" --exclude-dir=.git --exclude-dir='build*' 2>/dev/null)
if [ -n "$hits" ]; then echo "FAIL files point outside the repository or cite 'doc 00N' (see docs/rules.md):"; echo "$hits"; fails=$((fails + 1)); fi
hits=$(grep -rnE '#include *[<"](SDL|render/|app/|session/|drill/)' "$src/tournament" 2>/dev/null)
if [ -n "$hits" ]; then echo "FAIL tournament includes SDL, render, app, session or drill code:"; echo "$hits"; fails=$((fails + 1)); fi
hits=$(grep -rnE '#include *"tournament/' "$src/engine" "$src/ai" 2>/dev/null)
if [ -n "$hits" ]; then echo "FAIL engine/ai include tournament code:"; echo "$hits"; fails=$((fails + 1)); fi
n=$(find "$src/engine" -name '*.c' | wc -l)
if [ "$n" -lt 1 ]; then echo "FAIL no engine sources found under $src/engine"; fails=$((fails + 1)); fi
# The headless tool is the proof that the split holds: it must not link SDL.
if ! [ -x "$cli" ]; then echo "FAIL $cli is not an executable"; fails=$((fails + 1));
elif ldd "$cli" | grep -qi sdl; then echo "FAIL felt-cli links SDL:"; ldd "$cli" | grep -i sdl; fails=$((fails + 1)); fi
echo "$((checks - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
