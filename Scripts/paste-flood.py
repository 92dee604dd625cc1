#!/usr/bin/env python3
"""Paste a flood of keys into a program on a pseudo-terminal (80x24, TERM=xterm-256color) and time it.

usage: paste-flood.py [--cols C] [--rows R] [--key K] [--count N] [--end q] [--ready-delay S] -- CMD ...

Runs CMD, waits --ready-delay seconds after its first output, then writes --count bytes of --key
(python escapes) followed by --end, as a paste does, while reading what CMD draws. Prints one JSON object:
exit, bytes_out, first_output_s (from the start to the first byte CMD wrote), write_s (writing the
flood), exit_after_s (from the first key written to the exit), maxrss_kb and cpu_s (the child's peak
memory and CPU, from wait4). With --count 0 --end '' it writes nothing: a run's time to first output and
peak memory on a terminal. Used for the figures in docs/Design.md; plain python3, no packages."""
import argparse, fcntl, json, os, select, struct, termios, threading, time
ap = argparse.ArgumentParser()
ap.add_argument("--cols", type=int, default=80); ap.add_argument("--rows", type=int, default=24)
ap.add_argument("--key", default="a"); ap.add_argument("--count", type=int, default=1 << 20)
ap.add_argument("--end", default="q"); ap.add_argument("--ready-delay", type=float, default=0.3)
ap.add_argument("--timeout", type=float, default=300)
ap.add_argument("cmd", nargs=argparse.REMAINDER)
a = ap.parse_args()
cmd = a.cmd[1:] if a.cmd and a.cmd[0] == "--" else a.cmd
env = dict(os.environ); env["TERM"] = "xterm-256color"
for k in ("COLUMNS", "LINES", "NO_COLOR"): env.pop(k, None)
pid, master = os.forkpty()
if pid == 0:
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", a.rows, a.cols, 0, 0))
    os.execvpe(cmd[0], cmd, env)
fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", a.rows, a.cols, 0, 0))
key = a.key.encode().decode("unicode_escape").encode("latin-1")
payload = (key * (a.count // len(key) + 1))[: a.count] + a.end.encode()
t0 = time.monotonic(); first = None; started = None; written = None; out = 0
def writer():
    global written
    view = memoryview(payload); fd = os.dup(master)
    while view:
        try:
            n = os.write(fd, view[:65536]); view = view[n:]
        except OSError:
            break
    written = time.monotonic()
result = None
while True:
    r, _, _ = select.select([master], [], [], 0.05)
    if r:
        try:
            chunk = os.read(master, 1 << 16); out += len(chunk)
            if first is None: first = time.monotonic()
        except OSError:
            chunk = b""
    done, status, ru = os.wait4(pid, os.WNOHANG)
    if done:
        result = (status, ru); break
    if first is not None and started is None and time.monotonic() - first >= a.ready_delay:
        started = time.monotonic(); threading.Thread(target=writer, daemon=True).start()
    if time.monotonic() - t0 > a.timeout:
        os.kill(pid, 9)
end = time.monotonic(); status, ru = result
print(json.dumps({
    "exit": os.waitstatus_to_exitcode(status), "bytes_out": out,
    "first_output_s": round(first - t0, 4) if first else None,
    "write_s": round(written - started, 3) if written and started else None,
    "exit_after_s": round(end - started, 3) if started else None,
    "maxrss_kb": ru.ru_maxrss, "cpu_s": round(ru.ru_utime + ru.ru_stime, 3)}))
