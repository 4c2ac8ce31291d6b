#!/bin/bash
# strip-extra, one process per instance (a detailed instance can hold a lot of memory), each killed after
# 3x its time limit. From the repo root: bench/nest/run-extra.sh [SECONDS] > bench/nest/out/strip-extra.txt
sec=${1:-60}
data=$(realpath "${NEST_BENCH_DATA:-$(dirname "$0")/../../../shared/bench/nest}")
cd "$(dirname "$0")/../../packages/nest" || exit 1
for f in "$data"/strip-extra/*.json; do
  name=$(basename "$f" .json)
  line=$( { /usr/bin/time -f "cpu_s=%U wall_s=%e max_rss_kb=%M" timeout $((sec * 3)) node --import tsx src/cli.ts "$f" --mode strip --seconds "$sec" --seed 1 2>&1; } | grep -E '^\{|cpu_s=' | tr '\n' ' ')
  echo "$name $line"
done
