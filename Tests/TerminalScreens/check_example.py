#!/usr/bin/env python3
"""Examples/PlayingOnATerminal on a pseudo-terminal, read through the pyte emulator: the listings of
NatureSystem's article "Playing on a terminal" play a card and a scene as the article says.

usage: check_example.py EXAMPLE   (run by Scripts/terminal-screens.sh --example)
"""
import sys

import ptydrive

example = sys.argv[1]
failures = []


def drive(arguments, *actions):
    return ptydrive.drive([example] + arguments, *actions, cols=100, rows=30)


def check(name, condition):
    print(("ok    " if condition else "FAIL  ") + name)
    if not condition:
        failures.append(name)


card = drive(["card"])
check("card: exits 0 after three loops", card.exit == 0)
check("card: the bird stays on screen", any("Bird" in line for line in card.screen))
check("card: the cursor is visible, every terminal setting back",
      card.cursor_visible and card.modes_after.echo and card.modes_after.canonical and card.termios_restored)

scene = drive(["scene"], "1.5:keys:q")
check("scene: q ends it with 0", scene.exit == 0)
check("scene: drawn on the alternate screen, which is left at the end",
      scene.alternate_screen_entered >= 1 and scene.alternate_screen_left_at_end)
check("scene: the cursor is visible, every terminal setting back",
      scene.cursor_visible and scene.modes_after.echo and scene.modes_after.canonical and scene.termios_restored)

interrupted = drive(["scene"], "1:signal:INT")
check("scene: Ctrl-C's signal ends it with 130", interrupted.exit == 130)

sys.exit(1 if failures else 0)
