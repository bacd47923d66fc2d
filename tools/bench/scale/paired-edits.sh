#!/bin/bash
# Paired edits at scale (docs/benchmarks.md, "Edits, 2026-12-07"): two checkouts, A and B, each
# build a copy of one content folder clean (cards in the background, waited for), then ROUNDS
# rounds of one edit each, the order alternating (AB, BA, ...): a line appended to one post, then
# `SEARCH_INDEX=wait npm run build`. Prints "side round live end": seconds from the command's
# start to the release's switch and to the build's end (a code without releases, `1a2e8fe`, has
# its end as its live). Its builds stay under each checkout's .tmp.
#
#   bash tools/bench/scale/paired-edits.sh A_DIR B_DIR CONTENT_DIR [ROUNDS, default 8]
#
# CONTENT_DIR: e.g. the content folder `npm run bench:scale -- 10000 --mix import --keep` kept.
# A second checkout: `git worktree add ../base <commit>` with a link to this node_modules.
set -euo pipefail
usage="usage: bash tools/bench/scale/paired-edits.sh A_DIR B_DIR CONTENT_DIR [ROUNDS]"
[ $# -ge 3 ] && [ $# -le 4 ] || { echo "$usage" >&2; exit 2; }
a=$(realpath "$1"); b=$(realpath "$2"); content=$(realpath "$3"); rounds=${4:-8}
for dir in "$a" "$b"; do
  [ -f "$dir/package.json" ] || { echo "not a checkout: $dir" >&2; echo "$usage" >&2; exit 2; }
done
[ -f "$content/content-manifest.json" ] || { echo "not a content folder: $content" >&2; exit 2; }
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "ROUNDS must be a whole number: $rounds" >&2; exit 2; }
post=blogs/insights/scale-000001.md
[ -f "$content/$post" ] || { echo "no $post in $content (a generated folder has it)" >&2; exit 2; }
export PATH="$a/node_modules/.bin:$PATH"
stamp=$(date +%H%M%S)
declare -A code=([A]=$a [B]=$b) work=()
run() { # side, then the build's extra variables
  local side=$1; shift
  (cd "${code[$side]}" && env CONTENT_DIR="${work[$side]}/content" BUILD_DIR="${work[$side]}/build" \
    IMAGE_CACHE_DIR="${work[$side]}/images" CONTENT_CHECK=warn SOCIAL_CARDS=background "$@" \
    npm run -s build 2>&1)
}
cards() { while [ -e "${work[$1]}/build/current/social-cards.pending" ]; do sleep 0.5; done; }
for side in A B; do
  work[$side]=${code[$side]}/.tmp/paired-edits-$side-$stamp
  mkdir -p "${work[$side]}"
  cp -r "$content" "${work[$side]}/content"
  run $side > "${work[$side]}/clean.txt"
  cards $side
  echo "$side clean: $(grep -o -E 'Release .* live.*|^Built .*' "${work[$side]}/clean.txt" | head -1)"
done
edit() {
  local side=$1 round=$2 start end live
  echo "line $round" >> "${work[$side]}/content/$post"
  start=$(date +%s.%N)
  run $side SEARCH_INDEX=wait | while IFS= read -r line; do echo "$(date +%s.%N) $line"; done \
    > "${work[$side]}/edit-$round.txt"
  end=$(date +%s.%N)
  # A code without releases (`1a2e8fe`) prints no switch: its pages are live at its end.
  live=$(grep -m1 'Release .* live' "${work[$side]}/edit-$round.txt" | cut -d' ' -f1 || true)
  [ -n "$live" ] || live=$end
  echo "$side $round $(echo "$live - $start" | bc) $(echo "$end - $start" | bc)"
  cards $side
  sleep 1
}
for round in $(seq 1 "$rounds"); do
  if [ $((round % 2)) = 1 ]; then edit A "$round"; edit B "$round"; else edit B "$round"; edit A "$round"; fi
done
echo "builds kept in ${work[A]} and ${work[B]}"
