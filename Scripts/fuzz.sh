#!/usr/bin/env bash
# Fuzzes catalog parsing, decoding and validation with libFuzzer and AddressSanitizer.
#
#   Scripts/fuzz.sh [seconds]      (default 60)
#
# Builds the CatalogFuzzer target (Fuzz/CatalogFuzzer, present only when NATUREKIT_FUZZ is set) in its own
# scratch path, seeds a working corpus in .build-fuzz/corpus (git-ignored, kept between runs so each run
# starts where the last one ended) from Fuzz/corpus-seed, Fuzz/regressions (every input that ever failed;
# CatalogFuzzRegressionTests replays them) and the shipped catalog, runs for the given time,
# and exits non-zero on any crash, broken invariant, leak, timeout or out-of-memory. Inputs that fail are
# written to .build-fuzz/artifacts; replay one with `.build-fuzz/release/catalog-fuzzer <file>`.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
if ! [[ $seconds =~ ^[0-9]+$ ]] || ((seconds < 1)); then
    echo "usage: Scripts/fuzz.sh [seconds]" >&2
    exit 64
fi

scratch=.build-fuzz
corpus=$scratch/corpus
artifacts=$scratch/artifacts
log=$scratch/fuzz.log
build=(swift build -c release --product catalog-fuzzer --scratch-path "$scratch"
    --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)

# Both sanitize forms are needed: with only --sanitize, SwiftPM links its own main and the fuzzer never runs.
echo "== building catalog-fuzzer (release, libFuzzer + ASan)"
NATUREKIT_FUZZ=1 "${build[@]}"
fuzzer="$(NATUREKIT_FUZZ=1 "${build[@]}" --show-bin-path)/catalog-fuzzer"

mkdir -p "$corpus" "$artifacts"
cp Fuzz/corpus-seed/* Fuzz/regressions/* "$corpus/"
cp Resources/objects.json "$corpus/shipped-objects.json"
rm -f "$artifacts"/crash-* "$artifacts"/leak-* "$artifacts"/timeout-* "$artifacts"/oom-*

echo "== fuzzing for ${seconds}s (corpus $corpus, log $log)"
status=0
# The Swift runtime's own backtracer would hold libFuzzer's crash report back; ASan reports instead.
# `timeout` is a last resort should libFuzzer itself stop answering. -max_len keeps mutants small (the
# shipped catalog, 35 KB, is cut to its first 8 KB): that runs about 8 times as many inputs a second, and
# the small seeds still reach every rule and the valid path.
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
    timeout --signal=KILL $((seconds + 300)) \
    "$fuzzer" "$corpus" \
    -dict=Fuzz/catalog.dict \
    -max_len=8192 \
    -max_total_time="$seconds" \
    -timeout=5 \
    -rss_limit_mb=2048 \
    -malloc_limit_mb=2048 \
    -detect_leaks=1 \
    -print_final_stats=1 \
    -artifact_prefix="$artifacts/" \
    >"$log" 2>&1 || status=$?

# The last status line: "#123456 DONE cov: 1234 ft: 5678 corp: 321/45Kb ..."
last=$(grep -E '^#[0-9]+' "$log" | tail -n 1 || true)
executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
per_second=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
peak_rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log")
cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
corp=$(sed -n 's/.* corp: \([^ ]*\).*/\1/p' <<<"$last")
failures=$(find "$artifacts" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' \
    -o -name 'oom-*' \) | sort)
count=$(grep -c . <<<"$failures" || true)

if ! grep -q 'INFO: Running with entropic power schedule' "$log"; then
    echo "error: the fuzzer did not start fuzzing (was it linked with -sanitize=fuzzer?); see $log" >&2
    status=${status/#0/1}
fi

echo "== result"
echo "executions:  ${executions:-?}"
echo "exec/s:      ${per_second:-?}"
echo "cov:         ${cov:-?}"
echo "ft:          ${ft:-?}"
echo "corpus:      ${corp:-?} (units/size)"
echo "peak RSS:    ${peak_rss:-?} MB"
echo "crashes:     $count"
if ((count > 0)); then
    sed 's/^/  /' <<<"$failures"
    grep -E -m 5 'ERROR: |invariant broken|SUMMARY: ' "$log" | sed 's/^/  /' || true
fi
if ((status != 0 || count > 0)); then
    echo "FAILED (libFuzzer exit status $status); see $log" >&2
    exit $((status != 0 ? status : 1))
fi
echo "OK"
