#!/usr/bin/env python3
"""nature-cli on a pseudo-terminal, its screen read through the pyte emulator: what a person sees.

Each scenario drives nature-cli with ptydrive.py beside this file (keys, resizes and signals at set
times) and checks the screens it snapshots, the exit status, and the terminal's modes once it is gone.
Run by Scripts/terminal-screens.sh, which makes a virtual environment with pyte; the figures it prints
(bytes written while paused, the time from q to exit) are quoted in docs.

usage: check_screens.py NATURE_CLI
"""
import sys

import ptydrive

cli = sys.argv[1]
failures = []
figures = {}


def drive(arguments, *actions, cols=80, rows=30, snaps=()):
    return ptydrive.drive([cli] + arguments, *actions, cols=cols, rows=rows, snaps=snaps)


def check(name, condition, detail=""):
    print(("ok    " if condition else "FAIL  ") + name + (f" ({detail})" if detail and not condition else ""))
    if not condition:
        failures.append(name)


def visible(screen):
    return [line for line in screen if line.strip()]


def restored(name, run, status):
    check(f"{name}: exits {status}", run.exit == status, f"exit {run.exit}")
    check(f"{name}: echo, canonical mode and flow control are back",
          run.modes_after.echo and run.modes_after.canonical and run.modes_after.flow_control, str(run.modes_after))
    check(f"{name}: every terminal setting is as it was", run.termios_restored)
    check(f"{name}: the cursor is visible", run.cursor_visible)


# Resize: narrowing and widening during playback leave exactly one card on screen.
run = drive(["show", "Ocean", "--forever"], "1.0:resize:30x30", "1.6:resize:60x30", "2.2:resize:24x30",
            "2.9:keys:q", snaps=(0.8, 1.4, 2.0, 2.7))
for time, screen in sorted(run.snaps.items()):
    titles = sum(1 for line in screen if line.strip() == "Ocean")
    check(f"resize: one card on screen at {time} s", titles == 1, f"{titles} titles:\n" + "\n".join(visible(screen)))
    check(f"resize: no line wider than the window at {time} s",
          all(len(line) <= {0.8: 80, 1.4: 30, 2.0: 60, 2.7: 24}[time] for line in screen))
restored("resize", run, 0)

# Typing during playback changes nothing on screen.
run = drive(["show", "Cat", "--forever"], "0.5:keys:hello\\r", "0.6:keys:xyz", "1.2:keys:q", snaps=(1.0,))
check("typing: nothing typed shows", not any("hello" in line or "xyz" in line for line in run.snaps[1.0]))
check("typing: the card is on screen, once", sum(line.strip() == "Cat" for line in run.screen) == 1)
check("typing: the key hint is erased at the end", not any("q quit" in line for line in run.screen))
check("typing: the hint was there while playing", any("q quit" in line for line in run.snaps[1.0]))
restored("typing", run, 0)

# Space pauses: nothing is written until it is pressed again, and the line under the card says so.
run = drive(["show", "Bird", "--forever"], "0.6:keys: ", "1.7:keys: ", "2.4:keys:q", snaps=(1.2, 2.2))
check("pause: the card says it is paused", any("paused · space plays on" in line for line in run.snaps[1.2]),
      "\n".join(visible(run.snaps[1.2])))
check("pause: playing on, the keys are named again", any("q quit · space pause" in line for line in run.snaps[2.2]))
paused = sum(size for time, size in run.bursts if 0.75 <= time <= 1.65)
resumed = sum(size for time, size in run.bursts if 1.75 <= time <= 2.35)
figures["bytes written while paused (0.9 s)"] = paused
check("pause: no byte written while paused", paused == 0, f"{paused} bytes")
check("pause: playback goes on after space", resumed > 0)
restored("pause", run, 0)

# q and Esc end at once with 0; the time from the key to the exit.
for key, label in (("q", "q"), ("\\x1b", "Esc")):
    run = drive(["show", "Bird", "--forever"], f"0.8:keys:{key}")
    figures[f"time from {label} to exit"] = f"{(run.elapsed - 0.8) * 1000:.0f} ms"
    restored(f"{label} key", run, 0)
    check(f"{label} key: the last frame stays", any(line.strip() == "Bird" for line in run.screen))

# Signals, and the keys that send them with ISIG on.
for action, status, label in (("signal:INT", 130, "SIGINT"), ("signal:TERM", 143, "SIGTERM"),
                              ("signal:QUIT", 131, "SIGQUIT"), ("signal:HUP", 129, "SIGHUP"),
                              ("keys:\\x03", 130, "Ctrl-C"), ("keys:\\x1c", 131, "Ctrl-\\")):
    run = drive(["show", "Cat", "--forever"], f"0.7:{action}")
    restored(label, run, status)
    check(f"{label}: no crash screen", "Press space to interact" not in run.output_tail)

# Ctrl-Z and fg: the key hint goes before the process stops and comes back on fg; the modes come back,
# and playback goes on until q. Here the program's process group is orphaned (no shell's job control), so
# the kernel drops the stop and the program plays on after 200 ms, as if continued, with a fresh card below.
run = drive(["show", "Cat", "--forever"], "0.6:signal:TSTP", "1.0:signal:CONT", "1.5:keys:hello", "1.8:keys:q",
            snaps=(0.5, 0.7, 1.4, 1.7))
check("Ctrl-Z: the hint is there while playing", any("q quit" in line for line in run.snaps[0.5]))
check("Ctrl-Z: stopping, the card is left without its hint",
      not any("q quit" in line for line in run.snaps[0.7]) and any(line.strip() == "Cat" for line in run.snaps[0.7]),
      "\n".join(visible(run.snaps[0.7])))
resumed = run.snaps[1.4]
check("Ctrl-Z: on going on, the card is drawn afresh with its hint, the old one keeps none",
      sum(line.strip() == "Cat" for line in resumed) == 2 and sum("q quit" in line for line in resumed) == 1
      and "q quit" in visible(resumed)[-1], "\n".join(visible(resumed)))
check("Ctrl-Z: nothing typed after fg shows", not any("hello" in line for line in run.snaps[1.7]))
restored("Ctrl-Z", run, 0)

# browse: the alternate screen, keys, a resize, and everything restored.
run = drive(["browse", "--seed", "4"], "0.8:keys:n", "1.4:keys:\\x1b[C", "2.0:resize:40x14", "2.6:keys:?", "3.2:keys:q",
            snaps=(0.7, 1.3, 1.9, 2.5, 3.0))
titles = [visible(run.snaps[time])[0].strip() if visible(run.snaps[time]) else "" for time in (0.7, 1.3)]
check("browse: n shows another object", titles[0] != titles[1], str(titles))
check("browse: the key hint is on screen", any("q quit" in line for line in run.snaps[0.7]))
check("browse: after a resize the screen fits the window", all(len(line) <= 40 for line in run.snaps[2.5]))
check("browse: ? shows the keys", any("another random object" in line for line in run.snaps[3.0]))
check("browse: the alternate screen is entered and left", run.alternate_screen_entered and run.alternate_screen_left_at_end)
restored("browse", run, 0)

# browse explains a still in its own words: s pressed, not a flag nobody gave.
run = drive(["browse", "--seed", "33"], "0.6:keys:s", "0.9:keys:e", "1.6:keys:q", snaps=(0.5, 1.4))
check("browse s e: the first object is the Bird", any(line.strip() == "Bird" for line in run.snaps[0.5]))
explained = run.snaps[1.4]
check("browse s e: the explanation says s was pressed", any("not animated: s pressed" in line for line in explained),
      "\n".join(visible(explained)))
check("browse s e: no flag is blamed", not any("--still" in line for line in explained))
restored("browse s e", run, 0)

# browse fits the card first: at 80x15 Willow's 13 rows fit, its explanation does not, and is left out.
run = drive(["browse", "--seed", "29"], "0.6:keys:e", "1.4:keys:q", cols=80, rows=15, snaps=(0.5, 1.2))
check("browse card first: Willow is on screen", any(line.strip() == "Willow" for line in run.snaps[0.5]))
check("browse card first: with e on, the card stays and nothing says too small",
      any(line.strip() == "Willow" for line in run.snaps[1.2])
      and not any("too small" in line.lower() for line in run.snaps[1.2]),
      "\n".join(visible(run.snaps[1.2])))
check("browse card first: the explanation is left out", not any("conforms to" in line for line in run.snaps[1.2]))
run = drive(["browse", "--seed", "29"], "0.6:keys:e", "1.4:keys:q", cols=80, rows=18, snaps=(1.2,))
check("browse card first: at 80x18 Willow is shown, never too small",
      any(line.strip() == "Willow" for line in run.snaps[1.2])
      and not any("too small" in line.lower() for line in run.snaps[1.2]))
restored("browse card first", run, 0)

# browse at 40 columns: every line within the window, the keys shortened, the explanation wrapped.
run = drive(["browse", "--seed", "3"], "0.6:keys:e", "1.4:keys:q", cols=40, rows=40, snaps=(0.5, 1.2))
narrow = run.snaps[1.2]
check("browse narrow: the key line ends with ? help · q quit, whole", visible(run.snaps[0.5])[-1].rstrip().endswith("? help · q quit"),
      visible(run.snaps[0.5])[-1])
check("browse narrow: the explanation is there, wrapped", any("conforms to" in line for line in narrow)
      and any("Protocol" in line for line in narrow), "\n".join(visible(narrow)))
protocols = ("ObjectProtocol", "AnimationProtocol", "StaticImageProtocol")
cut = [word for line in narrow for word in (w.strip(",;.()") for w in line.split())
       if len(word) >= 4 and any(name.startswith(word) and name != word for name in protocols)]
check("browse narrow: no word is cut at the window's edge", not cut, str(cut))
restored("browse narrow", run, 0)

# scene: labels, help, pause, a window too small and back, every way out, everything restored.
run = drive(["scene", "--seed", "1"], "0.6:keys:l", "1.1:keys:?", "1.6:keys:?", "1.8:keys: ", "2.6:keys: ",
            "2.9:resize:30x10", "3.5:resize:120x40", "4.1:keys:xyz", "4.5:keys:q", cols=120, rows=40,
            snaps=(0.5, 1.0, 1.5, 2.3, 3.3, 4.0, 4.4))
check("scene: the objects are on screen", len(visible(run.snaps[0.5])) > 20)
check("scene: l shows labels", sum(", Y: " in line for line in run.snaps[1.0]) >= 5)
check("scene: ? shows the keys", any("add a random object" in line for line in run.snaps[1.5]))
check("scene: space shows it paused", any("paused" in line for line in run.snaps[2.3]))
paused = sum(size for time, size in run.bursts if 1.95 <= time <= 2.55)
figures["scene: bytes written while paused (0.6 s)"] = paused
check("scene: nothing is written while paused", paused == 0, f"{paused} bytes")
small = visible(run.snaps[3.3])
check("scene: too small, one line says so", len(small) == 1 and "needed" in small[0], "\n".join(small))
check("scene: it comes back when the window grows", len(visible(run.snaps[4.0])) > 20)
check("scene: nothing typed shows", not any("xyz" in line for line in run.snaps[4.4]))
check("scene: the alternate screen is entered and left", run.alternate_screen_entered and run.alternate_screen_left_at_end)
restored("scene", run, 0)
for action, status, label in (("keys:\\x1b", 0, "Esc"), ("keys:\\x03", 130, "Ctrl-C"),
                              ("keys:\\x1c", 131, "Ctrl-\\"), ("signal:HUP", 129, "SIGHUP"),
                              ("signal:TERM", 143, "SIGTERM")):
    run = drive(["scene"], f"0.7:{action}", cols=100, rows=30)
    restored(f"scene {label}", run, status)
    check(f"scene {label}: the main screen is back", run.alternate_screen_left_at_end)
    check(f"scene {label}: no crash screen", "Press space to interact" not in run.output_tail)
# The screen is clean after the scene whatever the resizes: it clears before leaving the alternate screen, so
# no row of the world stays behind where the shell writes next (tmux showed seven after growing 80x24 to
# 120x40). The emulator keeps one screen, so what is left on it is what a terminal would show if it kept
# the scene's rows.
for label, actions in [("grown", ["1.0:resize:120x40"]), ("shrunk", ["1.0:resize:60x16"]),
                       ("grown twice", ["0.8:resize:100x30", "1.4:resize:140x45"])]:
    run = drive(["scene", "--seed", "1"], *actions, "2.2:keys:q", cols=80, rows=24)
    check(f"scene {label}, then q: nothing of the scene is left on the screen", not visible(run.screen),
          "\n".join(visible(run.screen)))
    restored(f"scene {label}", run, 0)

run = drive(["scene"], "0.6:signal:TSTP", "0.9:signal:CONT", "1.4:keys:hello", "1.8:keys:q", cols=100, rows=30,
            snaps=(1.7,))
check("scene Ctrl-Z: drawn again after fg", len(visible(run.snaps[1.7])) > 20)
check("scene Ctrl-Z: nothing typed after fg shows", not any("hello" in line for line in run.snaps[1.7]))
restored("scene Ctrl-Z", run, 0)

for name, value in figures.items():
    print(f"figure  {name}: {value}")
print(f"{len(failures)} failed" if failures else "all screens as expected")
sys.exit(1 if failures else 0)
