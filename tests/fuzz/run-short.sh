#!/bin/sh
# A short, bounded fuzzing run: configures a separate clang build (build-fuzz/, or $1) with
# -DKOTATSU_FUZZ=ON, builds the harnesses and runs each for $KOTATSU_FUZZ_SECONDS seconds
# (default 25) from its seed corpus. Exits non-zero on any crash, hang, leak or broken
# invariant; libFuzzer then leaves the input as crash-*/timeout-*/leak-* in the build dir:
# fix the cause and add the input to tests/data/fuzz-regressions/<harness>/.
set -eu
cd "$(dirname "$0")/../.."
src=$(pwd)
build=${1:-build-fuzz}
seconds=${KOTATSU_FUZZ_SECONDS:-25}
jobs=${KOTATSU_FUZZ_JOBS:-$(nproc)}

if ! command -v clang++ >/dev/null 2>&1; then
  echo "run-short.sh: clang++ is needed (packaging/install-deps.sh --tests installs it)" >&2
  exit 2
fi
launcher=""
if command -v ccache >/dev/null 2>&1; then
  launcher="-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"
fi
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DKOTATSU_FUZZ=ON -DKOTATSU_BUILD_APP=OFF -DKOTATSU_BUILD_TESTS=OFF $launcher >/dev/null
cmake --build "$build" -j"$jobs" --target fuzz_game_data fuzz_save fuzz_transcript fuzz_net

export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export KOTATSU_DATA_DIR="$src/data"
status=0
for harness in game_data save transcript net; do
  case $harness in
    game_data) seeds="data tests/data/malformed tests/data/yaml-test-suite tests/data/fuzz-regressions/game_data" ;;
    save) seeds="tests/fuzz/corpus/save tests/data/fuzz-regressions/save" ;;
    transcript) seeds="tests/fuzz/corpus/transcript tests/data/fuzz-regressions/transcript" ;;
    net) seeds="tests/fuzz/corpus/net tests/data/fuzz-regressions/net" ;;
  esac
  # A scratch corpus: what the run finds stays in the build dir, the seeds stay untouched.
  corpus="$build/corpus/$harness"
  mkdir -p "$corpus" "$build/findings/$harness"
  echo "== fuzz_$harness for ${seconds}s"
  # shellcheck disable=SC2086
  if ! "$build/tests/fuzz/fuzz_$harness" -max_total_time="$seconds" -timeout=10 \
      -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
      -artifact_prefix="$build/findings/$harness/" "$corpus" $seeds \
      >"$build/fuzz_$harness.log" 2>&1; then
    status=1
    tail -n 60 "$build/fuzz_$harness.log" >&2
    echo "run-short.sh: fuzz_$harness found a problem; the input is in $build/findings/$harness/" >&2
  else
    grep -E '^#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units|stat::average_exec_per_sec' \
      "$build/fuzz_$harness.log" || true
  fi
done
exit $status
