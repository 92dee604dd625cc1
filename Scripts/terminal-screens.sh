#!/usr/bin/env bash
# nature-cli on a pseudo-terminal, its screen read through the pyte emulator: resizes, keys, the pause,
# every signal, Ctrl-Z, and browse, each checked on screen and for the terminal modes left behind.
#
#   Scripts/terminal-screens.sh [path/to/nature-cli]     default: a debug build, made here
#   Scripts/terminal-screens.sh --example                 Examples/PlayingOnATerminal instead: the
#                                                         listings of NatureSystem's article, played
#
# The checks drive the program with Tests/TerminalScreens/ptydrive.py, the project's own; pyte comes from
# PyPI into a virtual environment of its own (.build-venv).
set -euo pipefail
cd "$(dirname "$0")/.."

checker=Tests/TerminalScreens/check_screens.py
if [[ ${1:-} == --example ]]; then
    swift build --package-path Examples/PlayingOnATerminal -Xswiftc -warnings-as-errors >&2
    cli="$(swift build --package-path Examples/PlayingOnATerminal --show-bin-path)/PlayingOnATerminal"
    checker=Tests/TerminalScreens/check_example.py
elif [[ $# -gt 0 ]]; then
    cli=$1
else
    swift build --product nature-cli >&2
    cli="$(swift build --show-bin-path)/nature-cli"
fi

venv=.build-venv
if ! "$venv/bin/python" -c 'import pyte' 2>/dev/null; then
    python3 -m venv "$venv" || {
        echo "terminal-screens.sh: python3 -m venv failed; install python3-venv (apt-get install python3-venv)" >&2
        exit 69
    }
    "$venv/bin/pip" install --quiet pyte
fi
# -B: importing ptydrive leaves no __pycache__ in the source tree.
"$venv/bin/python" -B "$checker" "$cli"
