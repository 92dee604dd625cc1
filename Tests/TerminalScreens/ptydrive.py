"""Drives a program on a pseudo-terminal as a person would, for the screen checks beside this file.

The program starts on a pty of a given size, in a session of its own with the pty as its controlling
terminal. Keys, resizes and signals reach it at given times; the screen is read through the pyte
emulator at given times and at the end; and once the program is gone, the pty's modes are read back.

    from ptydrive import drive
    run = drive(["nature-cli", "show", "Cat", "--forever"], "0.5:keys:hello\\r", "1.2:keys:q", snaps=(1.0,))
    run.exit, run.snaps[1.0], run.screen, run.modes_after.echo, run.termios_restored

An action is "SECONDS:KIND:ARGUMENT":
    keys:BYTES        typed, with Python's escapes (keys:q, keys:\\x1b[C, keys:hello\\r, keys:\\x03)
    resize:COLSxROWS  the window's new size, told to the program as a terminal does (SIGWINCH)
    signal:NAME       INT, TERM, QUIT, HUP, TSTP, CONT…, sent to the program's process alone

pyte keeps one screen: it does not model the alternate screen, which is read from the bytes instead
(alternate_screen_entered, alternate_screen_left_at_end).
"""

import codecs
import dataclasses
import fcntl
import os
import re
import select
import signal
import struct
import termios
import time

import pyte

# Output that arrives within this long of the last is one burst: a frame, or an update.
BURST_GAP = 0.005


@dataclasses.dataclass(frozen=True)
class Modes:
    """The terminal modes a program that reads keys changes, and must put back."""

    echo: bool  # ECHO: typed characters are shown
    canonical: bool  # ICANON: input is edited a line at a time
    signals: bool  # ISIG: Ctrl-C, Ctrl-\ and Ctrl-Z send their signals
    flow_control: bool  # IXON: Ctrl-S stops output until Ctrl-Q

    @classmethod
    def of(cls, attributes):
        input_flags, local_flags = attributes[0], attributes[3]
        return cls(
            echo=bool(local_flags & termios.ECHO),
            canonical=bool(local_flags & termios.ICANON),
            signals=bool(local_flags & termios.ISIG),
            flow_control=bool(input_flags & termios.IXON),
        )


@dataclasses.dataclass
class Run:
    """What one run showed and left behind."""

    command: list
    exit: int  # the exit status, or minus the number of the signal that ended the program
    killed: bool  # whether the program outlived the time limit and was killed
    elapsed: float  # seconds from the start to the end of the program's output
    output: bytes  # every byte the program wrote
    bursts: list  # [seconds, bytes] for each burst of output
    snaps: dict  # {seconds: the screen's lines} for each time asked for
    screen: list  # the screen's lines at the end
    cursor_visible: bool  # whether the cursor is shown at the end
    modes_before: Modes  # the pty's modes before the program started
    modes_after: Modes  # the pty's modes once the program is gone
    termios_restored: bool  # whether every setting of the pty is as it was before the program

    @property
    def alternate_screen_entered(self):
        return len(re.findall(rb"\x1b\[\?1049h", self.output))

    @property
    def alternate_screen_left_at_end(self):
        """True when the alternate screen was never entered, or the last entry was left."""
        entered = self.output.rfind(b"\x1b[?1049h")
        return entered < 0 or self.output.rfind(b"\x1b[?1049l") > entered

    @property
    def output_tail(self):
        return repr(self.output[-300:])


def _set_size(descriptor, cols, rows):
    fcntl.ioctl(descriptor, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))


def _parse(action):
    at, _, rest = action.partition(":")
    kind, _, argument = rest.partition(":")
    if kind not in ("keys", "resize", "signal"):
        raise ValueError(f"ptydrive: unknown action {action!r}")
    return float(at), kind, argument


def _spawn(command, environment, cols, rows):
    """Starts `command` on a new pty of `cols` by `rows`; returns its pid, the pty's master end, and the
    pty's settings from before the program could change them."""
    master, follower = os.openpty()
    _set_size(master, cols, rows)
    attributes = termios.tcgetattr(follower)
    pid = os.fork()
    if pid == 0:
        try:
            os.close(master)
            os.setsid()
            fcntl.ioctl(follower, termios.TIOCSCTTY, 0)
            for standard in (0, 1, 2):
                os.dup2(follower, standard)
            if follower > 2:
                os.close(follower)
            os.execvpe(command[0], command, environment)
        finally:
            os._exit(127)
    os.close(follower)
    return pid, master, attributes


def drive(command, *actions, cols=80, rows=24, snaps=(), timeout=20.0, term="xterm-256color"):
    """Runs `command` on a `cols` by `rows` pty with `actions` at their times; returns a Run.

    The program runs with TERM set to `term` and COLUMNS, LINES and NO_COLOR unset, so that it learns
    the window's size from the pty alone. Past `timeout` seconds it is killed."""
    environment = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES", "NO_COLOR")}
    environment["TERM"] = term
    pending = sorted(_parse(action) for action in actions)
    pending_snaps = sorted(float(at) for at in snaps)

    pid, master, attributes_before = _spawn(list(command), environment, cols, rows)
    screen = pyte.Screen(cols, rows)
    stream = pyte.ByteStream(screen)
    output = bytearray()
    chunks = []
    taken = {}
    status = None
    killed = False
    ended = False  # the pty gave end of file: every end of it the program held is closed
    start = time.monotonic()
    try:
        while True:
            now = time.monotonic() - start
            while pending_snaps and now >= pending_snaps[0]:
                taken[pending_snaps.pop(0)] = [line.rstrip() for line in screen.display]
            while status is None and pending and now >= pending[0][0]:
                _, kind, argument = pending.pop(0)
                if kind == "keys":
                    os.write(master, codecs.decode(argument, "unicode_escape").encode("latin-1"))
                elif kind == "resize":
                    cols, rows = (int(n) for n in argument.lower().split("x"))
                    _set_size(master, cols, rows)
                    screen.resize(rows, cols)
                else:
                    os.kill(pid, getattr(signal, "SIG" + argument.upper()))
            if status is None and now > timeout and not killed:
                os.kill(pid, signal.SIGKILL)
                killed = True
            if not ended:
                readable, _, _ = select.select([master], [], [], BURST_GAP)
                if readable:
                    try:
                        data = os.read(master, 65536)
                    except OSError:  # EIO: the program and everything it started closed the pty
                        data = b""
                    if data:
                        output += data
                        chunks.append((now, len(data)))
                        stream.feed(data)
                        continue
                    ended = True
            else:
                time.sleep(BURST_GAP)
            if status is None:
                finished, code = os.waitpid(pid, os.WNOHANG)
                if finished == pid:
                    status = code
            # Gone, and nothing more to read for a moment: the run is over.
            if status is not None and (ended or not select.select([master], [], [], 0.05)[0]):
                break
        elapsed = time.monotonic() - start
        attributes_after = termios.tcgetattr(master)
    finally:
        if status is None:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        os.close(master)

    bursts = []
    previous = None
    for at, size in chunks:
        if previous is not None and at - previous < BURST_GAP:
            bursts[-1][1] += size
        else:
            bursts.append([round(at, 4), size])
        previous = at
    for at in pending_snaps:  # asked for after the end: the screen as it was left
        taken[at] = [line.rstrip() for line in screen.display]
    return Run(
        command=list(command),
        exit=os.waitstatus_to_exitcode(status),
        killed=killed,
        elapsed=elapsed,
        output=bytes(output),
        bursts=bursts,
        snaps=taken,
        screen=[line.rstrip() for line in screen.display],
        cursor_visible=not screen.cursor.hidden,
        modes_before=Modes.of(attributes_before),
        modes_after=Modes.of(attributes_after),
        termios_restored=attributes_after == attributes_before,
    )
