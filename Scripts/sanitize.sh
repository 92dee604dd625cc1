#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and then ThreadSanitizer.
#
#   Scripts/sanitize.sh [address|thread]...     (default: both)
#
# Each sanitizer builds in its own scratch path (.build-asan, .build-tsan; git-ignored), so neither
# disturbs the ordinary .build. The end-to-end tests run the nature-cli built in the same scratch path,
# so the command-line tool itself runs sanitized too. Exits non-zero if any run fails; prints the wall
# time of each at the end.
set -uo pipefail
cd "$(dirname "$0")/.."

sanitizers=("$@")
((${#sanitizers[@]})) || sanitizers=(address thread)

# A crash is reported by the sanitizer; the Swift runtime's backtracer would only hold the report back.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1}
# ThreadSanitizer sleeps a second before every process exits (atexit_sleep_ms), which the tests that time
# how fast a signal ends nature-cli would count as the program's own.
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=0:second_deadlock_stack=1:atexit_sleep_ms=0}

# LeakSanitizer checks every process, nature-cli's included. Three leaks belong to the test runner alone and
# are suppressed, with everything reachable only from them:
# - XCTest's own suite objects, in the XCTest pass that runs no tests (every test uses Swift Testing);
# - Foundation.Process (the tests' way to run nature-cli): run() makes a weak-reference side table that
#   Swift keeps encoded in the object's refcount word, so LSan sees it, and the Process behind it, as lost;
#   FileHandle's readabilityHandler (the tests' way to read a running nature-cli line by line) makes one
#   the same way.
# Neither NatureKit nor nature-cli links XCTest or uses Foundation.Process or FileHandle, so they stay
# fully checked.
# The file sits in a world-readable folder of its own: one test runs nature-cli as the user nobody, and
# a sanitized process that cannot read its suppressions file fails before it starts.
write_leak_suppressions() {
    local folder
    folder=$(mktemp -d "${TMPDIR:-/tmp}/naturekit-lsan.XXXXXX")
    chmod 755 "$folder"
    printf '%s\n' 'leak:libXCTest.so' 'leak:Foundation7ProcessC3run' 'leak:Foundation10FileHandleC7monitor' \
        >"$folder/test-runner.supp"
    chmod 644 "$folder/test-runner.supp"
    export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$folder/test-runner.supp:print_suppressions=0}
}

# The most one sanitized build and test run may take; each has taken 4 to 12 minutes.
run_limit=${NATUREKIT_SANITIZER_RUN_LIMIT:-1500}

summary=()
failed=0
for sanitizer in "${sanitizers[@]}"; do
    case $sanitizer in
    address)
        scratch=.build-asan
        # Optimized, as the thread sanitizer's run is: the suite played under AddressSanitizer in a debug
        # build took twice as long, and CI has ninety minutes for everything.
        options=(-c release -Xswiftc -enable-testing)
        write_leak_suppressions
        ;;
    thread)
        scratch=.build-tsan
        # Optimized: in an unspecialized generic such as `init(…, using: inout some RandomNumberGenerator)`,
        # TSan instruments the inout access to an empty SystemRandomNumberGenerator with a meaningless
        # address and crashes (SEGV in __tsan::ExternalAccess; swiftlang/swift#61244). Specialization tells
        # the compiler the type is empty, and it then leaves the access out. -enable-testing keeps
        # `@testable import` working in a release build.
        options=(-c release -Xswiftc -enable-testing)
        ;;
    *)
        echo "usage: Scripts/sanitize.sh [address|thread]..." >&2
        exit 64
        ;;
    esac
    echo "== swift test ${options[*]} --sanitize=$sanitizer --scratch-path $scratch"
    # Tests that measure memory skip their bound under a sanitizer, whose own memory they would measure.
    export NATUREKIT_SANITIZER=$sanitizer
    start=$SECONDS
    # LeakSanitizer symbolizes each process's leaks through llvm-symbolizer at exit (the suppressions name
    # functions), and that pipe has been seen to deadlock once in many runs, after every test had passed.
    # A run that outlives its time is stopped with its whole process group and run once more, so a stuck
    # symbolizer costs minutes rather than CI's whole budget; a second time out, or any failure, fails.
    attempt=1
    while :; do
        timeout --kill-after=30 "$run_limit" swift test "${options[@]}" --sanitize="$sanitizer" \
            --scratch-path "$scratch"
        status=$?
        if ((status == 124 || status == 137)) && ((attempt == 1)); then
            echo "== $sanitizer: no end after ${run_limit}s; stopped, and run once more" >&2
            attempt=2
            continue
        fi
        break
    done
    if ((status == 0)); then
        result=passed
    else
        result=FAILED
        failed=1
    fi
    summary+=("$(printf '%-8s %-7s %4ds wall (build and tests)' "$sanitizer" "$result" $((SECONDS - start)))")
done

echo "== sanitizers"
printf '%s\n' "${summary[@]}"
exit $failed
