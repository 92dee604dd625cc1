#!/usr/bin/env bash
# NatureKit's benchmark: whole-process and terminal figures for nature-cli side by side with its peers
# (cowsay, sl, /bin/true; asciiquarium and cmatrix for the scene), as ratios, plus nature-bench's
# in-process figures; one table at the end.
#
#   bash Scripts/bench.sh              # about 6 minutes on 2 cores, builds included
#   bash Scripts/bench.sh --quick      # fewer runs, no 1000-frame pty run, scene at 200x60 only; about 2 minutes
#   bash Scripts/bench.sh --scene-only # only nature-cli scene vs asciiquarium vs cmatrix, 10 s each at 80x24
#                                      # and 200x60 (and four more runs of the scene at 200x60), using
#                                      # .build/release/nature-cli as it is; about 2 minutes
#   bash Scripts/bench.sh --markdown   # the table as Markdown (always saved as table.md too)
#   bash Scripts/bench.sh --baseline REV  # also measures nature-cli as built from commit REV, in the
#                                         # same rounds, and gives each start-up figure as a ratio to it
#
# Progress goes to stderr, the table to stdout; every raw figure stays in the folder named at the end.
# Installs what it lacks from Debian (hyperfine, cowsay, sl, time, python3, cmatrix, libcurses-perl) only
# when it is missing. BENCH_ASCIIQUARIUM=path/to/asciiquarium adds the scene's peer; unset, it is left out.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
}

quick=0
scene_only=0
baseline_rev=
while (($#)); do
    argument=$1
    shift
    case "$argument" in
    --quick) quick=1 ;;
    --scene-only) scene_only=1 ;;
    --baseline)
        if (($# == 0)); then
            printf 'bench.sh: --baseline needs a commit: --baseline REV\n\n' >&2
            usage >&2
            exit 64
        fi
        baseline_rev=$(git rev-parse --verify --quiet "$1^{commit}") || {
            printf 'bench.sh: --baseline: no commit %s in this repository\n' "$1" >&2
            exit 64
        }
        shift
        ;;
    --markdown) export BENCH_MARKDOWN=1 ;;
    -h | --help)
        usage
        exit 0
        ;;
    *)
        printf 'bench.sh: unknown argument %s\n\n' "$argument" >&2
        usage >&2
        exit 64
        ;;
    esac
done
if ((scene_only)) && [[ -n $baseline_rev ]]; then
    printf 'bench.sh: --baseline measures start-up, which --scene-only leaves out; use one or the other\n' >&2
    exit 64
fi

# cowsay and sl install to /usr/games, which is not on every PATH (not on root's, for one).
export PATH="$PATH:/usr/games"
# Builds of our own, so that nobody else's build lock or flags get in the way.
scratch=${BENCH_SCRATCH:-.build-bench}
static_scratch=${BENCH_STATIC_SCRATCH:-.build-bench-static}
# What a terminal receives, measured on a pseudo-terminal by the project's own tool.
ptybench=Scripts/ptybench.py
# The scene's peer is another program, kept outside the repository: its path, absolute or from here.
asciiquarium=${BENCH_ASCIIQUARIUM:-}
results=$(mktemp -d "${TMPDIR:-/tmp}/nature-bench.XXXXXX")

if ((quick)); then
    startup_rounds=2 startup_runs=20 rss_runs=3 ttff_rounds=2 ttff_runs=8 stream_seconds=4 long_stream=0
    # The scene's targets are taken at 200x60; 10 s each, as fewer seconds would weigh start-up more.
    scene_sizes=(200x60)
else
    startup_rounds=5 startup_runs=30 rss_runs=7 ttff_rounds=5 ttff_runs=8 stream_seconds=6 long_stream=1
    scene_sizes=(80x24 200x60)
fi
if ((scene_only)); then scene_sizes=(80x24 200x60); fi
scene_seconds=10

step() { printf '\n== %s\n' "$*" >&2; }

# --- What it needs -------------------------------------------------------------------------------------

missing=()
if ((!scene_only)); then
    command -v hyperfine >/dev/null || missing+=(hyperfine)
    command -v cowsay >/dev/null || missing+=(cowsay)
    command -v sl >/dev/null || missing+=(sl)
    [[ -x /usr/bin/time ]] || missing+=(time)
fi
command -v python3 >/dev/null || missing+=(python3)
command -v cmatrix >/dev/null || missing+=(cmatrix)
# asciiquarium's only dependency outside its folder is Curses.pm (Debian: libcurses-perl; it brings perl).
if [[ -n $asciiquarium && -f $asciiquarium ]] && ! perl -MCurses -e 1 2>/dev/null; then
    missing+=(libcurses-perl)
fi
if ((${#missing[@]})); then
    step "installing ${missing[*]} from Debian"
    sudo=()
    if [[ $(id -u) != 0 ]]; then
        if command -v sudo >/dev/null; then
            sudo=(sudo)
        else
            echo "bench.sh: needs ${missing[*]}; install them (apt-get install ${missing[*]}) or run as root" >&2
            exit 69
        fi
    fi
    "${sudo[@]}" apt-get update >&2
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y "${missing[@]}" >&2
fi
if ((!scene_only)); then
    cowsay=$(command -v cowsay)
    sl=$(command -v sl)
fi

# --- Builds ---------------------------------------------------------------------------------------------

# SwiftPM stops when a source changes under it; in a work tree that someone is editing, try again.
build() {
    local attempt log
    log="$results/build.log"
    for attempt in 1 2 3; do
        if swift build -c release "$@" 2>&1 | tee "$log" >&2; then
            return 0
        fi
        grep -q 'was modified during the build' "$log" || return 1
        echo "bench.sh: sources changed during the build (attempt $attempt); building again" >&2
    done
    return 1
}

if ((scene_only)); then
    # No builds: the scene is measured as the release build in .build/release has it, so that the section
    # takes about 2 minutes; when there is none yet (a fresh clone), it is built there first.
    scene_cli=.build/release/nature-cli
    if [[ ! -x $scene_cli ]]; then
        step "swift build -c release --product nature-cli (no $scene_cli yet)"
        build --product nature-cli
    fi
else
    # The installed build: Scripts/install.sh's flags (the Swift runtime linked in, except on macOS; a
    # fixed address on Linux).
    mapfile -t installed_flags < <(bash Scripts/install.sh --print-build-flags)
    step "swift build -c release (nature-cli, nature-bench) and ${installed_flags[*]} (nature-cli)"
    build --scratch-path "$scratch" --product nature-cli
    build --scratch-path "$scratch" --product nature-bench
    build "${installed_flags[@]}" --scratch-path "$static_scratch" --product nature-cli
    # The floor a Swift program with FoundationEssentials starts from: what --version is compared with.
    printf 'import FoundationEssentials\nprint(Date.now.timeIntervalSince1970 > 0 ? "ok" : "no")\n' \
        >"$results/one-liner.swift"
    swiftc -O "$results/one-liner.swift" -o "$results/one-liner" >&2
    # The same one-liner built as the installed nature-cli is, the floor the installed `random` is compared
    # with: swiftc spells `--static-swift-stdlib` as `-static-stdlib`, takes `-Xswiftc`'s flags bare, and
    # adds no library search path of its own, which `--disable-local-rpath` keeps SwiftPM from adding.
    one_liner_flags=()
    for flag in "${installed_flags[@]}"; do
        case $flag in
            --static-swift-stdlib) one_liner_flags+=(-static-stdlib) ;;
            -Xswiftc | --disable-local-rpath) ;;
            *) one_liner_flags+=("$flag") ;;
        esac
    done
    swiftc -O "${one_liner_flags[@]}" "$results/one-liner.swift" -o "$results/one-liner-static" >&2
    dynamic_cli="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/nature-cli"
    bench_tool="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/nature-bench"
    static_cli="$(swift build -c release "${installed_flags[@]}" --scratch-path "$static_scratch" --show-bin-path)/nature-cli"

    # The baseline: the same two builds of nature-cli from another commit, in a work tree of its own, so that
    # before and after run side by side in every round below.
    baseline_commands=()
    if [[ -n $baseline_rev ]]; then
        step "swift build -c release of nature-cli at the baseline ${baseline_rev:0:12}"
        baseline_tree=$results/baseline-tree
        git worktree add --quiet --detach "$baseline_tree" "$baseline_rev"
        trap 'git worktree remove --force "$baseline_tree"' EXIT
        build --package-path "$baseline_tree" --scratch-path "$scratch-baseline" --product nature-cli
        build --package-path "$baseline_tree" "${installed_flags[@]}" --scratch-path "$static_scratch-baseline" \
            --product nature-cli
        baseline_dynamic="$(swift build -c release --package-path "$baseline_tree" --scratch-path "$scratch-baseline" \
            --show-bin-path)/nature-cli"
        baseline_static="$(swift build -c release --package-path "$baseline_tree" "${installed_flags[@]}" \
            --scratch-path "$static_scratch-baseline" --show-bin-path)/nature-cli"
        baseline_commands=(
            -n "baseline: nature-cli random" "$baseline_dynamic random --seed 1"
            -n "baseline: nature-cli random (static stdlib)" "$baseline_static random --seed 1"
        )
        echo "baseline=$baseline_rev" >"$results/baseline.txt"
    fi
    scene_cli=$dynamic_cli
fi

{
    echo "nproc=$(nproc)"
    echo "cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
    echo "kernel=$(uname -r)"
    echo "swift=$(swift --version 2>&1 | head -1)"
    echo "load_before=$(cut -d' ' -f1-3 /proc/loadavg)"
    echo "scene_cli=$scene_cli"
    echo "scene_cli_built=$(date -r "$scene_cli" '+%Y-%m-%d %H:%M')"
    if ((!scene_only)); then
        echo "dynamic_size=$(stat -c %s "$dynamic_cli")"
        echo "static_size=$(stat -c %s "$static_cli")"
        # Which Swift and Foundation libraries each binary loads; full Foundation would drag in ICU.
        echo "dynamic_libs=$(ldd "$dynamic_cli" | awk '/swift|Foundation|dispatch|icu/ {print $1}' | tr '\n' ' ')"
        echo "static_libs=$(ldd "$static_cli" | awk '{print $1}' | tr '\n' ' ')"
    fi
} >"$results/machine.txt"

# --- In process -----------------------------------------------------------------------------------------

if ((!scene_only)); then
    step "nature-bench (in process)"
    bench_flags=(--json)
    if ((quick)); then bench_flags+=(--quick); fi
    "$bench_tool" "${bench_flags[@]}" >"$results/inprocess.json"
fi

# --- Whole process, piped -------------------------------------------------------------------------------

if ((!scene_only)); then
    # Several rounds of hyperfine, each running every command, so that a burst of load on this shared machine
    # hits all of them alike; the table takes the median of the rounds' medians.
    step "hyperfine: nature-cli random --seed 1 and --version vs cowsay hi, a FoundationEssentials one-liner (dynamic and static) and /bin/true (output to /dev/null), $startup_rounds rounds"
    # The order turns round from one round to the next, so that no command always runs first.
    startup_commands=(
        -n "nature-cli random" "$dynamic_cli random --seed 1"
        -n "nature-cli random (static stdlib)" "$static_cli random --seed 1"
        -n "cowsay hi" "$cowsay hi"
        -n "/bin/true" "/bin/true"
        -n "nature-cli --version" "$dynamic_cli --version"
        -n "FoundationEssentials one-liner" "$results/one-liner"
        -n "FoundationEssentials one-liner (static stdlib)" "$results/one-liner-static"
        "${baseline_commands[@]}"
    )
    startup_count=$((${#startup_commands[@]} / 3))
    for round in $(seq "$startup_rounds"); do
        shift_by=$((3 * ((round - 1) % startup_count)))
        hyperfine -N --warmup 5 --runs "$startup_runs" --output=null --style=none \
            --export-json "$results/startup-$round.json" \
            "${startup_commands[@]:shift_by}" "${startup_commands[@]:0:shift_by}" >&2
    done

    step "peak RSS (/usr/bin/time -f %M), $rss_runs runs each"
    for name in dynamic static cowsay; do
        case $name in
        dynamic) command=("$dynamic_cli" random --seed 1) ;;
        static) command=("$static_cli" random --seed 1) ;;
        cowsay) command=("$cowsay" hi) ;;
        esac
        for _ in $(seq "$rss_runs"); do
            /usr/bin/time -f %M -o "$results/rss.tmp" "${command[@]}" >/dev/null
            cat "$results/rss.tmp" >>"$results/rss-$name.txt"
        done
    done
    rm -f "$results/rss.tmp"
fi

# --- On a terminal --------------------------------------------------------------------------------------

if ((!scene_only)); then
    # Rounds again, each running every command, so that load from other builds falls on all of them.
    step "ptybench ttff: first frame of nature-cli show Bird --forever vs sl, $ttff_rounds rounds of $ttff_runs"
    first_frame() {
        local name=$1 round=$2
        shift 2
        python3 "$ptybench" ttff --runs "$ttff_runs" --warmup 1 --name "$name" \
            --out "$results/ttff-$name-$round.json" -- "$@" >&2
    }
    for round in $(seq "$ttff_rounds"); do
        order=(dynamic static sl)
        if [[ -n $baseline_rev ]]; then order+=(baseline-dynamic baseline-static); fi
        # Turn the order round from one round to the next, so that no command always runs first.
        turn=$(((round - 1) % ${#order[@]}))
        order=("${order[@]:turn}" "${order[@]:0:turn}")
        for name in "${order[@]}"; do
            case $name in
            dynamic) first_frame dynamic "$round" "$dynamic_cli" show Bird --forever ;;
            static) first_frame static "$round" "$static_cli" show Bird --forever ;;
            sl) first_frame sl "$round" "$sl" ;;
            baseline-dynamic) first_frame baseline-dynamic "$round" "$baseline_dynamic" show Bird --forever ;;
            baseline-static) first_frame baseline-static "$round" "$baseline_static" show Bird --forever ;;
            esac
        done
    done

    step "ptybench stream: nature-cli show Bird --forever vs sl, $stream_seconds s each"
    python3 "$ptybench" stream --duration "$stream_seconds" --quit-key '\x03' --name "nature-cli" \
        --out "$results/stream-bird" -- "$dynamic_cli" show Bird --forever >&2
    python3 "$ptybench" stream --duration "$stream_seconds" --name "sl" --out "$results/stream-sl" -- "$sl" >&2
    if ((long_stream)); then
        # 1000 frames at --speed 16 (9.375 ms each): long enough to see drift, short enough to wait for.
        step "ptybench stream: 1000 frames of nature-cli show Bird --forever --speed 16 (9.4 s)"
        python3 "$ptybench" stream --duration 9.6 --quit-key '\x03' --name "nature-cli speed 16" \
            --out "$results/stream-bird-long" -- "$dynamic_cli" show Bird --forever --speed 16 >&2
    fi
fi

# --- The scene, side by side with asciiquarium and cmatrix ----------------------------------------------

# One ptybench stream run per program and window size: CPU (ptybench reads it from /proc just before it
# sends q), bytes, output bursts and their timing. The peak RSS comes from the same run: VmHWM, read from
# /proc while it runs. GNU time around the program would not do in the same run, as ptybench would then read
# the CPU of time itself: a child's CPU counts towards its parent only once it has been reaped, at the end.
scene_stream() {
    local name=$1 size=$2 out bench program='' key value peak=''
    shift 2
    out="$results/scene-$name-$size"
    python3 "$ptybench" stream --duration "$scene_seconds" --cols "${size%x*}" --rows "${size#*x}" \
        --quit-key q --name "$name $size" --out "$out" -- "$@" >&2 &
    bench=$!
    while kill -0 "$bench" 2>/dev/null; do
        # ptybench's only child is the program (asciiquarium's run script execs perl in the same process).
        if [[ -z $program ]]; then read -r program _ 2>/dev/null <"/proc/$bench/task/$bench/children" || true; fi
        # VmHWM only grows, but starts again at an exec: the last figure read is the program's peak.
        if [[ -n $program ]]; then
            while read -r key value _; do
                if [[ $key == VmHWM: ]]; then peak=$value; fi
            done 2>/dev/null <"/proc/$program/status" || true
        fi
        sleep 0.5
    done
    wait "$bench"
    if [[ -n $peak ]]; then echo "$peak" >"$out.rss-kb"; fi
}

scene_peers=()
if [[ -n $asciiquarium && -f $asciiquarium ]]; then
    scene_peers+=(asciiquarium)
else
    echo "bench.sh: no asciiquarium (BENCH_ASCIIQUARIUM names its path);" \
        "skipping it, and with it the scene's ratios and targets" >&2
fi
scene_peers+=(cmatrix)
step "ptybench stream: nature-cli scene vs ${scene_peers[*]}, ${scene_sizes[*]}, $scene_seconds s each"
turn=0
for size in "${scene_sizes[@]}"; do
    # Turn the order round from one size to the next, so that no program always runs first.
    order=(nature-cli "${scene_peers[@]}")
    order=("${order[@]:turn}" "${order[@]:0:turn}")
    turn=$(((turn + 1) % ${#order[@]}))
    for name in "${order[@]}"; do
        case $name in
        nature-cli) scene_stream nature-cli "$size" "$scene_cli" scene ;;
        asciiquarium) scene_stream asciiquarium "$size" "$asciiquarium" ;;
        cmatrix) scene_stream cmatrix "$size" cmatrix ;;
        esac
    done
done
# The CPU target holds in every run, not in one: four more runs at 200x60 (the first is above).
step "ptybench stream: nature-cli scene at 200x60, 4 more runs of $scene_seconds s for the CPU in each"
for run in 2 3 4 5; do scene_stream nature-cli-run$run 200x60 "$scene_cli" scene; done

# One still 8-frame animation of 0.8 s on a land of its own: an update every 100 ms exactly (the waves
# change on the same beat), to see the scene's timing from the terminal. 5 s, before the first event.
step "ptybench stream: a scene of one 8-frame 0.8 s animation, 5 s"
python3 - "$results/beat.json" <<'CATALOG'
import json, sys
images = {f"beat-{n}": [" " * n + "*" + " " * (7 - n)] for n in range(8)}
json.dump({"version": 1, "images": images, "objects": [{
    "kind": "scenery", "title": "Beat", "type": "Test", "coordinateX": 0, "coordinateY": 0, "habitat": "land",
    "animationImages": list(images), "animationDuration": 0.8, "randomImages": ["beat-0"]}]}, open(sys.argv[1], "w"))
CATALOG
python3 "$ptybench" stream --duration 5 --cols 80 --rows 24 --quit-key q --name "scene beat" \
    --out "$results/beat-scene" -- "$scene_cli" scene --seed 1 --catalog "$results/beat.json" >&2

echo "load_after=$(cut -d' ' -f1-3 /proc/loadavg)" >>"$results/machine.txt"

# --- The table ------------------------------------------------------------------------------------------

step "results"
python3 - "$results" <<'PYTHON' | tee "$results/table.txt"
import glob
import json
import os
import re
import statistics
import sys

results = sys.argv[1]
machine = dict(line.rstrip("\n").split("=", 1) for line in open(os.path.join(results, "machine.txt")))
baseline_path = os.path.join(results, "baseline.txt")
baseline = open(baseline_path).read().strip().split("=", 1)[1] if os.path.exists(baseline_path) else ""
rows = []  # (section, measure, value, peer figure, ratio, target, met)


def load(name):
    path = os.path.join(results, name)
    return json.load(open(path)) if os.path.exists(path) else None


def fmt(value, unit=""):
    if value is None:
        return "-"
    magnitude = abs(value)
    text = f"{value:.0f}" if magnitude >= 100 or value == 0 else f"{value:.1f}" if magnitude >= 10 else f"{value:.2f}"
    return f"{text} {unit}".strip()


def verdict(met):
    return "" if met is None else ("yes" if met else "NO")


# Whole process: medians of the rounds' medians, with the rounds' spread.
startup, cpu = {}, {}
for path in sorted(glob.glob(os.path.join(results, "startup-*.json"))):
    for result in json.load(open(path))["results"]:
        startup.setdefault(result["command"], []).append(result["median"] * 1e3)
        # CPU time is what the process itself spent; unlike wall time, it leaves out waiting for a core
        # that another build holds.
        cpu.setdefault(result["command"], []).append((result["user"] + result["system"]) * 1e3)
if startup:
    cowsay = statistics.median(startup["cowsay hi"])
    true = statistics.median(startup["/bin/true"])
    for name in ("nature-cli random", "nature-cli random (static stdlib)", "cowsay hi", "/bin/true"):
        medians = startup[name]
        value = statistics.median(medians)
        spread = f"rounds {min(medians):.2f}..{max(medians):.2f}"
        # The installed build is the static one; the dynamic one is what `swift run` gives.
        limit = {"nature-cli random": 0.20, "nature-cli random (static stdlib)": 0.12}.get(name)
        ratio = value / cowsay
        rows.append(("process, piped", f"{name} ({spread})", fmt(value, "ms"),
                     f"cowsay {fmt(cowsay, 'ms')}" if name != "cowsay hi" else "",
                     f"{ratio:.3f} x cowsay" if name != "cowsay hi" else "",
                     f"<= {limit} x cowsay" if limit else "", verdict(ratio <= limit) if limit else ""))
    if "nature-cli --version" in startup:
        version, floor = statistics.median(startup["nature-cli --version"]), statistics.median(
            startup["FoundationEssentials one-liner"])
        rows.append(("process, piped", "nature-cli --version, the start with no work", fmt(version, "ms"),
                     f"FoundationEssentials one-liner {fmt(floor, 'ms')}", f"{version / floor:.2f} x one-liner",
                     "<= 1.2 x one-liner", verdict(version <= 1.2 * floor)))
    if "FoundationEssentials one-liner (static stdlib)" in startup:
        # The installed build's start against a program that does nothing but start, built the same way.
        value = statistics.median(startup["nature-cli random (static stdlib)"])
        floor = statistics.median(startup["FoundationEssentials one-liner (static stdlib)"])
        rows.append(("process, piped", "nature-cli random (static stdlib), the installed build", fmt(value, "ms"),
                     f"static FoundationEssentials one-liner {fmt(floor, 'ms')}", f"{value / floor:.2f} x one-liner",
                     "<= 1.3 x one-liner", verdict(value <= 1.3 * floor)))
    cowsay_cpu = statistics.median(cpu["cowsay hi"])
    for name in ("nature-cli random", "nature-cli random (static stdlib)"):
        value = statistics.median(cpu[name])
        rows.append(("process, piped", f"{name}: CPU time, user+sys (mean per run)", fmt(value, "ms"),
                     f"cowsay {fmt(cowsay_cpu, 'ms')}", f"{value / cowsay_cpu:.3f} x cowsay", "", ""))
    for name in ("nature-cli random", "nature-cli random (static stdlib)"):
        before = startup.get("baseline: " + name)
        if before:
            value, before = statistics.median(startup[name]), statistics.median(before)
            rows.append(("process, piped", f"{name}: this build vs the baseline {baseline[:12]}", fmt(value, "ms"),
                         f"baseline {fmt(before, 'ms')}", f"{value / before:.3f} x baseline", "<= 1.05 x baseline",
                         verdict(value <= 1.05 * before)))
    for name in ("nature-cli random", "nature-cli random (static stdlib)"):
        value = statistics.median(startup[name])
        rows.append(("process, piped", f"{name} minus /bin/true (exec floor)", fmt(value - true, "ms"),
                     f"cowsay {fmt(cowsay - true, 'ms')}", f"{(value - true) / (cowsay - true):.3f} x cowsay", "", ""))

for name, label in (("dynamic", "nature-cli random"), ("static", "nature-cli random (static stdlib)"), ("cowsay", "cowsay hi")):
    path = os.path.join(results, f"rss-{name}.txt")
    if os.path.exists(path):
        kilobytes = [int(line) for line in open(path) if line.strip()]
        rows.append(("process, piped", f"peak RSS {label}", fmt(statistics.median(kilobytes) / 1024, "MiB"),
                     "", "", "", ""))

# On a terminal: ptybench. First frames: every run of every round, merged.
def first_frames(name):
    runs = []
    for path in sorted(glob.glob(os.path.join(results, f"ttff-{name}-*.json"))):
        runs += json.load(open(path))["runs"]
    visible = [run["first_visible_ms"] for run in runs if run["first_visible_ms"] is not None]
    complete = [run["first_frame_end_ms"] for run in runs if run["first_frame_end_ms"] is not None]
    return visible, complete


def percentile(values, percent):
    ordered = sorted(values)
    rank = (len(ordered) - 1) * percent / 100
    lower = int(rank)
    upper = min(lower + 1, len(ordered) - 1)
    return ordered[lower] + (ordered[upper] - ordered[lower]) * (rank - lower)


sl_visible, _ = first_frames("sl")
sl_first = statistics.median(sl_visible) if sl_visible else None
for name, label in (("dynamic", "nature-cli show Bird"), ("static", "nature-cli show Bird (static stdlib)")):
    visible, complete = first_frames(name)
    if visible:
        first = statistics.median(visible)
        rows.append(("terminal", f"{label}: first frame, first visible glyph (p10..p90 "
                                 f"{percentile(visible, 10):.2f}..{percentile(visible, 90):.2f}, n={len(visible)})",
                     fmt(first, "ms"), f"sl {fmt(sl_first, 'ms')}", f"{first / sl_first:.2f} x sl" if sl_first else "",
                     "<= 5 ms and <= 3 x sl", verdict(first <= 5 and (not sl_first or first <= 3 * sl_first))))
        rows.append(("terminal", f"{label}: first frame complete", fmt(statistics.median(complete), "ms"), "", "", "", ""))
        before, _ = first_frames("baseline-" + name)
        if before:
            value, before = statistics.median(visible), statistics.median(before)
            rows.append(("terminal", f"{label}: first visible glyph, this build vs the baseline {baseline[:12]}",
                         fmt(value, "ms"), f"baseline {fmt(before, 'ms')}", f"{value / before:.3f} x baseline",
                         "<= 1.05 x baseline", verdict(value <= 1.05 * before)))
if sl_visible:
    rows.append(("terminal", f"sl: first frame, first visible glyph (p10..p90 {percentile(sl_visible, 10):.2f}.."
                             f"{percentile(sl_visible, 90):.2f}, n={len(sl_visible)})", fmt(sl_first, "ms"), "", "", "", ""))


def frame_starts(name, gap_ms):
    """The start of every output burst of stream `name`, grouped as ptybench groups them."""
    return frame_starts_of(f"stream-{name}", gap_ms)


def frame_starts_of(capture_name, gap_ms):
    capture = load(f"{capture_name}.json")
    starts, last = [], None
    for time, _ in capture["chunks"][: capture.get("n_main", len(capture["chunks"]))]:
        if last is None or time - last > gap_ms / 1e3:
            starts.append(time)
        last = time
    return starts


# The bird's frame interval, from the catalog it ships in.
catalog = json.load(open("Resources/objects.json"))
bird = next(entry for entry in catalog["objects"] if entry["title"] == "Bird")
bird_interval = bird["animationDuration"] * 1e3 / len(bird["animationImages"])
streams = {name: load(f"stream-{name}.analysis.json") for name in ("bird", "sl", "bird-long")}
sl_stream = streams["sl"] if streams["sl"] and "fps" in streams["sl"] else None
for name, label, nominal in (("bird", "nature-cli show Bird", bird_interval),
                             ("bird-long", "nature-cli show Bird --speed 16", bird_interval / 16)):
    stream = streams[name]
    if not stream or "fps" not in stream:
        continue
    interval = stream["interval_ms"]["median"]
    jitter = stream["jitter_abs_dev_ms"]["p99"]
    # Drift: where the last frame lands against where the schedule puts it, counted from the second
    # frame, since the first one's lateness is start-up work rather than drift.
    starts = frame_starts(name, stream["gap_ms"])
    drift = ((starts[-1] - starts[1]) - (len(starts) - 2) * nominal / 1e3) * 1e3
    rows.append(("terminal", f"{label}: {stream['frames']} frames, interval median (nominal {nominal:.2f} ms)",
                 fmt(interval, "ms"), f"sl {fmt(sl_stream and sl_stream['interval_ms']['median'], 'ms')}",
                 f"{(interval - nominal) / nominal * 100:+.3f} % of nominal", "within 0.1 %",
                 verdict(abs(interval - nominal) / nominal <= 0.001)))
    rows.append(("terminal", f"{label}: jitter |interval - median| p99", fmt(jitter, "ms"),
                 f"sl {fmt(sl_stream and sl_stream['jitter_abs_dev_ms']['p99'], 'ms')}",
                 f"{jitter / sl_stream['jitter_abs_dev_ms']['p99']:.2f} x sl" if sl_stream else "", "<= 1 ms",
                 verdict(jitter <= 1)))
    rows.append(("terminal", f"{label}: drift, frame {len(starts)} vs frame 2 + {len(starts) - 2} x nominal",
                 fmt(drift, "ms"), "", "", "no drift", verdict(abs(drift) <= 1)))
    bytes_ = stream["bytes_per_frame"]
    sl_bytes = sl_stream and sl_stream["bytes_per_frame"]["median"]
    rows.append(("terminal", f"{label}: bytes per frame, median (max {bytes_['max']})", fmt(bytes_["median"], "B"),
                 f"sl {fmt(sl_bytes, 'B')}", f"{bytes_['median'] / sl_bytes:.2f} x sl" if sl_bytes else "",
                 "<= 600 B", verdict(bytes_["max"] <= 600)))
if sl_stream:
    rows.append(("terminal", f"sl: interval median / jitter p99 / bytes per frame ({sl_stream['frames']} frames)",
                 f"{fmt(sl_stream['interval_ms']['median'], 'ms')} / {fmt(sl_stream['jitter_abs_dev_ms']['p99'], 'ms')}"
                 f" / {fmt(sl_stream['bytes_per_frame']['median'], 'B')}", "", "", "", ""))

# The scene: nature-cli scene beside asciiquarium and cmatrix, per window size, from one ptybench stream run
# each; the ratios are to asciiquarium, the scene's peer.
def scene_figures(name, size):
    capture, stream = load(f"scene-{name}-{size}.json"), load(f"scene-{name}-{size}.analysis.json")
    if not capture or not stream:
        return None
    rss_path = os.path.join(results, f"scene-{name}-{size}.rss-kb")
    # Bytes while it ran, as for the CPU: what it wrote before q, the first full paint included.
    main_bytes = sum(n for _, n in capture["chunks"][: capture["n_main"]])
    return dict(
        cpu=stream["cpu_pct_of_one_core"], bytes_per_s=main_bytes / capture["duration"],
        update_bytes=stream["bytes_per_frame"]["median"] if "fps" in stream else None,
        updates_per_s=stream.get("fps"), jitter=stream["jitter_abs_dev_ms"]["p99"] if "fps" in stream else None,
        rss=int(open(rss_path).read()) if os.path.exists(rss_path) else None,
        frames=stream["frames"], how_ended=stream["how_ended"], exit_ms=capture["exit_ms"],
        duration=capture["duration"])


ANSI = re.compile(r"\x1b(\[[0-9;?<>=]*[ -/]*[@-~]|[()][0-9A-Za-z]|[=>78])")


def ratio_to(value, peer, unit="x asciiquarium"):
    return f"{value / peer:.2f} {unit}" if value is not None and peer else ""


scene_measures = (  # key, label, short label, unit, scale
    ("cpu", "CPU, % of one core", "CPU", "%", 1),
    ("bytes_per_s", "bytes per second", "bytes/s", "KB/s", 1e-3),
    ("update_bytes", "bytes per update (output burst), median", "bytes/update", "B", 1),
    ("updates_per_s", "updates per second", "updates/s", "/s", 1),
    ("jitter", "jitter |interval - median| p99", "jitter p99", "ms", 1),
    ("rss", "peak RSS (VmHWM)", "peak RSS", "KB", 1),
)
for size in sorted({os.path.basename(path).rsplit("-", 1)[1][: -len(".analysis.json")]
                    for path in glob.glob(os.path.join(results, "scene-*.analysis.json"))},
                   key=lambda size: int(size.split("x")[0])):
    scene, aquarium, matrix = (scene_figures(name, size) for name in ("nature-cli", "asciiquarium", "cmatrix"))
    for name, figures in (("nature-cli scene", scene), ("asciiquarium", aquarium), ("cmatrix", matrix)):
        # A program that ended by itself before the time was up (a build without scene, a missing module)
        # gives no fair figure.
        if figures and figures["how_ended"] == "exited":
            raw = open(os.path.join(results, f"scene-{name.split()[0]}-{size}.raw"), "rb").read()
            said = next((line.strip() for line in ANSI.sub("", raw.decode("utf-8", "replace")).splitlines()
                         if line.strip()), "nothing")
            rows.append(("scene", f"{name} {size}: ended by itself after {fmt(figures['exit_ms'], 'ms')}, before "
                                  f"the {figures['duration']:g} s were up, saying: {said[:80]}", "-", "", "",
                         "runs until q", "NO"))
    scene, aquarium, matrix = (None if figures and figures["how_ended"] == "exited" else figures
                               for figures in (scene, aquarium, matrix))
    if scene:
        for key, label, _, unit, scale in scene_measures:
            value = scene[key] * scale if scene[key] is not None else None
            peers = ", ".join(f"{peer} {fmt(figures[key] * scale, unit)}" for peer, figures in
                              (("asciiquarium", aquarium), ("cmatrix", matrix)) if figures and figures[key] is not None)
            target, met = "", None
            if size == "200x60" and key in ("cpu", "bytes_per_s") and aquarium and aquarium[key] and value is not None:
                limit = 0.2 if key == "cpu" else 0.5
                target, met = f"<= {limit} x asciiquarium", scene[key] / aquarium[key] <= limit
            rows.append(("scene", f"nature-cli scene {size}: {label}", fmt(value, unit), peers,
                         ratio_to(scene[key], aquarium and aquarium[key]), target, verdict(met)))
            if size == "200x60" and key == "cpu" and value is not None:
                runs = [value] + [figures["cpu"] for figures in
                                  (scene_figures(f"nature-cli-run{run}", size) for run in range(2, 6)) if figures]
                rows.append(("scene", f"nature-cli scene {size}: CPU, % of one core, in each of {len(runs)} runs",
                             ", ".join(fmt(run, "%") for run in runs), "", "", "<= 0.7 % in each",
                             verdict(max(runs) <= 0.7)))
    for name, figures in (("asciiquarium", aquarium), ("cmatrix", matrix)):
        if figures:
            rows.append(("scene", f"{name} {size}: " + " / ".join(short for _, _, short, _, _ in scene_measures),
                         " / ".join(fmt(figures[key] * scale if figures[key] is not None else None, unit)
                                    for key, _, _, unit, scale in scene_measures), "", "", "", ""))

# The scene's timing from the terminal: one 8-frame 0.8 s animation updates every 100 ms.
beat = load("beat-scene.analysis.json")
if beat and "fps" in beat:
    starts = frame_starts_of("beat-scene", beat["gap_ms"])
    errors = [abs((later - earlier) * 1e3 - 100) for earlier, later in zip(starts[1:], starts[2:])]
    if errors:
        rows.append(("scene", f"nature-cli scene, one 8-frame 0.8 s animation: |interval - 100 ms| p99 "
                              f"({len(errors)} intervals)", fmt(percentile(errors, 99), "ms"), "", "",
                     "<= 1 ms", verdict(percentile(errors, 99) <= 1)))

# In process: nature-bench, every row.
inprocess = load("inprocess.json")
for result in inprocess["results"] if inprocess else []:
    spread = f" (p10..p90 {fmt(result['p10'])}..{fmt(result['p90'])})" if result.get("p10") is not None else ""
    rows.append(("in process", result["label"] + spread, fmt(result["value"], result["unit"]), "", "",
                 result.get("target") or "", verdict(result.get("met"))))

preamble = [
    f"machine: {machine['nproc']} cores, {machine['cpu']}, Linux {machine['kernel']}; {machine['swift']}",
    f"load average before {machine['load_before']}, after {machine.get('load_after', '?')} "
    f"(other builds share these cores: figures are medians; spreads show the noise)",
]
if "dynamic_size" in machine:
    preamble.append(
        f"binaries: dynamic {int(machine['dynamic_size']) / 2**20:.1f} MiB, links {machine['dynamic_libs'].strip()}; "
        f"static stdlib {int(machine['static_size']) / 2**20:.1f} MiB, links {machine['static_libs'].strip()}")
if glob.glob(os.path.join(results, "scene-*.json")):
    preamble.append(f"scene: {machine['scene_cli']} scene (built {machine['scene_cli_built']}); each program once per "
                    f"window size on a pty, quit with q; peak RSS is VmHWM read from /proc every 0.5 s of the same run")
header = ("section", "measure", "value", "peer", "ratio", "target", "met")

# The same table as Markdown, beside the raw results, for docs/Performance.md.
with open(os.path.join(results, "table.md"), "w") as markdown:
    markdown.write("\n".join(f"{line}  " for line in preamble) + "\n\n")
    for row in [header, tuple("---" for _ in header)] + rows:
        markdown.write("| " + " | ".join(str(cell).replace("|", "\\|") for cell in row) + " |\n")

if os.environ.get("BENCH_MARKDOWN") == "1":
    print(open(os.path.join(results, "table.md")).read(), end="")
else:
    print("\n".join(preamble) + "\n")
    widths = [max(len(str(row[i])) for row in rows + [header]) for i in range(len(header))]
    for row in [header, tuple("-" * w for w in widths)] + rows:
        print("  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip())
PYTHON
echo >&2
echo "bench.sh: raw results in $results" >&2
