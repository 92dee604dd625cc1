#!/usr/bin/env python3
"""What a person's terminal receives from a program, measured on a pseudo-terminal; run by bench.sh.

    ptybench.py ttff [--runs N] [--warmup N] [--name NAME] [--out FILE.json] -- COMMAND...
        Starts the program N times and times, from just before it is spawned: its first visible glyph
        and the end of the output burst that holds it (the first frame complete).
    ptybench.py stream [--duration S] [--cols C] [--rows R] [--quit-key KEYS] [--name NAME]
                       --out BASE -- COMMAND...
        Runs the program for S seconds, reads the CPU it used from /proc, then types the quit key.
        Writes BASE.raw (the bytes), BASE.json (each chunk's time and size) and BASE.analysis.json:
        frames, updates per second, the interval between frames and its jitter, bytes per frame.

A frame is an output burst: chunks that come within a gap of each other. The gap is 3 ms for ttff; for
stream, bursts are first found at 3 ms and then grouped again at 30 % of their median interval (3 to
20 ms), so that a frame a scheduling hiccup split in two counts once. The first frame (start-up and the
full paint) is left out of the per-frame figures. Only the program started here is signalled, by pid.
"""

import argparse
import codecs
import fcntl
import json
import os
import re
import select
import signal
import statistics
import struct
import sys
import termios
import time

ESCAPE = re.compile(rb"\x1b(\[[0-9;?<>=]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z]|[@-Z\\-_=>78])")
TTFF_GAP = 0.003


def percentile(values, percent):
    """Linear between the two nearest ranks, as the figures in docs/Performance.md are taken."""
    if not values:
        return None
    ordered = sorted(values)
    rank = (len(ordered) - 1) * percent / 100
    lower = int(rank)
    upper = min(lower + 1, len(ordered) - 1)
    return ordered[lower] + (ordered[upper] - ordered[lower]) * (rank - lower)


def visible(data):
    """Whether `data` holds a printable glyph once its escape sequences are taken out."""
    return re.search(rb"[^\x00-\x20\x7f]", ESCAPE.sub(b"", data)) is not None


class Program:
    """A program on a new pty of its own: in a session of its own, the pty its controlling terminal."""

    def __init__(self, command, cols, rows):
        environment = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
        environment["TERM"] = "xterm-256color"
        self.master, follower = os.openpty()
        fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        opening = [(os.POSIX_SPAWN_OPEN, 0, os.ttyname(follower), os.O_RDWR, 0),
                   (os.POSIX_SPAWN_DUP2, 0, 1), (os.POSIX_SPAWN_DUP2, 0, 2)]
        self.start = time.monotonic()
        self.pid = os.posix_spawnp(command[0], command, environment, file_actions=opening, setsid=True,
                                   setsigdef=(signal.SIGINT, signal.SIGPIPE, signal.SIGTERM))
        os.close(follower)
        self.chunks = []  # (seconds since the start, bytes)
        self.data = bytearray()
        self.status = None
        self.exited_at = None  # seconds since the start when it was seen gone

    def now(self):
        return time.monotonic() - self.start

    def _check_exit(self):
        if self.status is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid == self.pid:
                self.status, self.exited_at = status, self.now()
        return self.status is not None

    def read_until(self, until, quiet_after=None):
        """Reads what the program writes until `until` seconds, its end, or, with `quiet_after`, that long
        without output once a visible glyph has come. Returns True when the program is gone."""
        while True:
            left = until - self.now()
            if quiet_after is not None and self.chunks and visible(self.data):
                left = min(left, self.chunks[-1][0] + quiet_after - self.now())
            if left <= 0:
                return self._check_exit()
            readable, _, _ = select.select([self.master], [], [], min(left, 0.01))
            if readable:
                try:
                    data = os.read(self.master, 1 << 16)
                except OSError:  # EIO: every end of the pty the program held is closed
                    data = b""
                if not data:
                    self.wait(1.0)
                    return True
                self.chunks.append((self.now(), len(data)))
                self.data += data
            elif self._check_exit():
                # Gone: what it wrote last is read within a moment.
                until = min(until, self.now() + 0.05)
                quiet_after = None

    def wait(self, seconds):
        end = time.monotonic() + seconds
        while not self._check_exit() and time.monotonic() < end:
            time.sleep(0.002)
        return self.status is not None

    def cpu_seconds(self):
        """User and system CPU the program has used, its reaped children's included; None once gone."""
        try:
            with open(f"/proc/{self.pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            return None
        return sum(int(field) for field in fields[11:15]) / os.sysconf("SC_CLK_TCK")

    def end(self):
        """Ends the program if it is still there, SIGTERM first; returns the signal's name, if one was sent."""
        sent = None
        for number, patience in ((signal.SIGTERM, 0.5), (signal.SIGKILL, 2.0)):
            if self._check_exit():
                break
            os.kill(self.pid, number)
            sent = number.name
            self.wait(patience)
        os.close(self.master)
        return sent


def ttff(arguments):
    runs = []
    for index in range(arguments.warmup + arguments.runs):
        program = Program(arguments.command, arguments.cols, arguments.rows)
        program.read_until(5.0, quiet_after=TTFF_GAP)
        program.end()
        data, chunks = bytes(program.data), program.chunks
        first_visible = None
        seen = 0
        for at, size in chunks:
            seen += size
            if visible(data[:seen]):
                first_visible = at
                break
        if index >= arguments.warmup:
            runs.append(dict(run=index - arguments.warmup,
                             first_visible_ms=first_visible and first_visible * 1e3,
                             first_frame_end_ms=chunks[-1][0] * 1e3 if first_visible is not None else None,
                             first_frame_bytes=sum(size for _, size in chunks)))
        time.sleep(0.02)
    figures = [run["first_visible_ms"] for run in runs if run["first_visible_ms"] is not None]
    summary = dict(name=arguments.name or " ".join(arguments.command), runs=arguments.runs,
                   first_visible_ms=dict(median=figures and statistics.median(figures),
                                         p10=percentile(figures, 10), p90=percentile(figures, 90)))
    if arguments.out:
        with open(arguments.out, "w") as out:
            json.dump(dict(summary=summary, runs=runs), out, indent=1)
    median = summary["first_visible_ms"]["median"]
    print(f"{summary['name']}: first visible glyph, median {median:.2f} ms of {len(figures)} runs" if figures
          else f"{summary['name']}: no visible glyph")


def frames_of(chunks, gap):
    """The output bursts of `chunks`: [start, end, bytes] for each."""
    frames = []
    for at, size in chunks:
        if frames and at - frames[-1][1] <= gap:
            frames[-1][1] = at
            frames[-1][2] += size
        else:
            frames.append([at, at, size])
    return frames


def analysis(capture):
    main = capture["chunks"][:capture["n_main"]]
    frames = frames_of(main, 0.003)
    gap_ms = 3.0
    if len(frames) >= 3:
        starts = [frame[0] for frame in frames]
        gap = min(max(0.3 * statistics.median(b - a for a, b in zip(starts, starts[1:])), 0.003), 0.020)
        frames = frames_of(main, gap)
        gap_ms = round(gap * 1e3, 2)
    cpu = capture["cpu_s"]
    result = dict(name=capture["name"], gap_ms=gap_ms, how_ended=capture["how_ended"], cpu_s=cpu,
                  cpu_pct_of_one_core=cpu and 100 * cpu / capture["duration"], frames=len(frames))
    if len(frames) >= 3:
        starts = [frame[0] for frame in frames]
        intervals = [(b - a) * 1e3 for a, b in zip(starts, starts[1:])]
        median = statistics.median(intervals)
        deviations = [abs(interval - median) for interval in intervals]
        sizes = [frame[2] for frame in frames[1:]]
        span = starts[-1] - starts[0]
        result.update(
            fps=(len(frames) - 1) / span if span > 0 else None,
            interval_ms=dict(median=median, p1=percentile(intervals, 1), p99=percentile(intervals, 99)),
            jitter_abs_dev_ms=dict(p50=percentile(deviations, 50), p99=percentile(deviations, 99),
                                   max=max(deviations)),
            bytes_per_frame=dict(median=statistics.median(sizes), max=max(sizes)))
    return result


def stream(arguments):
    program = Program(arguments.command, arguments.cols, arguments.rows)
    gone = program.read_until(arguments.duration)
    n_main = len(program.chunks)
    cpu = program.cpu_seconds()  # before the quit key: the program's own work while it ran
    if gone:
        how_ended = "exited"
    else:
        os.write(program.master, codecs.decode(arguments.quit_key, "unicode_escape").encode("latin-1"))
        if program.read_until(program.now() + 1.5):
            how_ended = f"quit-key {arguments.quit_key!r}"
        else:
            how_ended = None
    sent = program.end()
    if how_ended is None:
        how_ended = f"killed {sent}"
    capture = dict(name=arguments.name or " ".join(arguments.command), cmd=arguments.command,
                   cols=arguments.cols, rows=arguments.rows, duration=arguments.duration,
                   chunks=program.chunks, n_main=n_main, how_ended=how_ended,
                   exit_ms=program.exited_at and program.exited_at * 1e3, cpu_s=cpu)
    with open(arguments.out + ".raw", "wb") as out:
        out.write(program.data)
    with open(arguments.out + ".json", "w") as out:
        json.dump(capture, out)
    result = analysis(capture)
    with open(arguments.out + ".analysis.json", "w") as out:
        json.dump(result, out, indent=1)
    if "fps" in result:
        print(f"{result['name']}: {result['frames']} frames, interval median {result['interval_ms']['median']:.2f} ms, "
              f"jitter p99 {result['jitter_abs_dev_ms']['p99']:.3f} ms, "
              f"{result['bytes_per_frame']['median']:.0f} B a frame; ended: {how_ended}")
    else:
        print(f"{result['name']}: {result['frames']} frames; ended: {how_ended}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    modes = parser.add_subparsers(dest="mode", required=True)
    for mode in ("ttff", "stream"):
        sub = modes.add_parser(mode)
        sub.add_argument("--name")
        sub.add_argument("--cols", type=int, default=80)
        sub.add_argument("--rows", type=int, default=24)
        sub.add_argument("--out", required=mode == "stream")
        if mode == "ttff":
            sub.add_argument("--runs", type=int, default=30)
            sub.add_argument("--warmup", type=int, default=3)
        else:
            sub.add_argument("--duration", type=float, default=5.0)
            sub.add_argument("--quit-key", default="q", help="typed once the time is up (Python escapes: \\x03)")
        sub.add_argument("command", nargs=argparse.REMAINDER)
    arguments = parser.parse_args()
    if arguments.command[:1] == ["--"]:
        arguments.command = arguments.command[1:]
    if not arguments.command:
        parser.error("a command to run is needed, after --")
    ttff(arguments) if arguments.mode == "ttff" else stream(arguments)


if __name__ == "__main__":
    sys.exit(main())
