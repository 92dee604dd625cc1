#!/usr/bin/env python3
"""Examples/PlayingOnATerminal on a pseudo-terminal, read through the pyte emulator: the listings of
NatureSystem's article "Playing on a terminal" play a card and a scene as the article says.

usage: check_example.py EXAMPLE PTYDRIVE   (run by Scripts/terminal-screens.sh --example EXAMPLE)
"""
import json
import subprocess
import sys

example, ptydrive = sys.argv[1], sys.argv[2]
failures = []


def drive(arguments, *actions):
    command = [sys.executable, ptydrive, "--cols", "100", "--rows", "30"]
    for action in actions:
        command += ["--at", action]
    result = subprocess.run(command + ["--", example] + arguments, capture_output=True, text=True, timeout=60)
    return json.loads(result.stdout)


def check(name, condition):
    print(("ok    " if condition else "FAIL  ") + name)
    if not condition:
        failures.append(name)


card = drive(["card"])
check("card: exits 0 after three loops", card["exit"] == 0)
check("card: the bird stays on screen", any("Bird" in line for line in card["screen"]))
check("card: the cursor is visible, echo and canonical mode back",
      card["cursor_visible_at_end"] and card["echo_on_after"] and card["icanon_on_after"])

scene = drive(["scene"], "1.5:keys:q")
check("scene: q ends it with 0", scene["exit"] == 0)
check("scene: drawn on the alternate screen, which is left at the end",
      scene["alt_enter"] >= 1 and scene["alt_left_at_end"])
check("scene: the cursor is visible, echo and canonical mode back",
      scene["cursor_visible_at_end"] and scene["echo_on_after"] and scene["icanon_on_after"])

interrupted = drive(["scene"], "1:signal:INT")
check("scene: Ctrl-C's signal ends it with 130", interrupted["exit"] == 130)

sys.exit(1 if failures else 0)
