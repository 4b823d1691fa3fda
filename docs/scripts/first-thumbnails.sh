#!/usr/bin/env bash
# Times opening a project in the workbench up to its first visible grid thumbnails (issue 17.8), the way a user
# sees it: a real window on $DISPLAY (run a window manager there, e.g. Xvfb + Openbox at 1366x768).
#
#   docs/scripts/first-thumbnails.sh JAR PROJECT [cold|warm] [RUNS]
#
# cold moves the project's thumbnail cache (PROJECT.cache) aside to PROJECT.cache.moved-<time> first (nothing is
# deleted); warm keeps it. Each run starts `java -jar JAR --debug PROJECT`, whose --debug lines ("pairlab-timing")
# say when each step happened in ms since the JVM started; the script also times, from its own clock, when it saw the
# first thumbnail and the first screen of thumbnails drawn (every tile the grid laid out). With SHOTS=folder it also
# saves a screenshot (import -window root) every ~0.2 s named by ms since launch, to check the figures by eye. Use a copy of a project: opening records it in the
# recent-projects list and takes its lock.
set -euo pipefail
jar=${1:?JAR}; project=${2:?PROJECT}; mode=${3:-warm}; runs=${4:-1}
: "${DISPLAY:?set DISPLAY to an X server with a window manager}"
ms() { echo $(( $(date +%s%N) / 1000000 )); }
for run in $(seq 1 "$runs"); do
  if [ "$mode" = cold ] && [ -e "$project.cache" ]; then
    mv "$project.cache" "$project.cache.moved-$(date +%s%N)"
  fi
  log=$(mktemp)
  t0=$(ms)
  java -jar "$jar" --debug "$project" 2>"$log" >/dev/null &
  pid=$!
  first=""; six=""; spinner=""
  while kill -0 "$pid" 2>/dev/null; do
    now=$(( $(ms) - t0 ))
    if [ -n "${SHOTS:-}" ]; then mkdir -p "$SHOTS/run$run"; import -window root "$SHOTS/run$run/$(printf %06d "$now").png" 2>/dev/null || true; fi
    [ -z "$spinner" ] && grep -q "opening spinner laid out" "$log" && spinner=$now
    [ -z "$first" ] && grep -q "first thumbnail drawn" "$log" && first=$now
    # "first 6 thumbnails drawn": builds before FirstScreen, whose grid at 1366x768 shows 6 tiles.
    if [ -z "$six" ] && grep -Eq "first 6 thumbnails drawn|first screen of thumbnails drawn" "$log"; then six=$now; fi
    # With screenshots, go on for 1.5 s after the first screen, to see when it is really on the screen.
    if [ -n "$six" ] && { [ -z "${SHOTS:-}" ] || [ "$now" -gt $(( six + 1500 )) ]; }; then break; fi
    [ "$now" -gt 60000 ] && break
    sleep 0.05
  done
  sleep 0.3
  alive=yes; kill -0 "$pid" 2>/dev/null || alive="no (exited by itself)"
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  echo "run $run ($mode, load $(cut -d' ' -f1-3 /proc/loadavg)): seen by the script after launch: spinner ${spinner:-?} ms," \
       "first thumbnail ${first:-?} ms, first screen of thumbnails ${six:-?} ms"
  grep "pairlab-timing" "$log" | sed 's/^/    /'
  if [ -z "$six" ]; then
    echo "    no first screen seen; process still running at the end: $alive; its standard error is kept in $log"
  else
    rm -f "$log"
  fi
done
